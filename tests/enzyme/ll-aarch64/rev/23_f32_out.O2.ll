; ModuleID = 'rev/23_f32_out.c'
source_filename = "rev/23_f32_out.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.gradf2 = type { float, float }
%struct.gradf3 = type { float, float, float }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dy\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"f2 d/dy (x const)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"f3 d/dx\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"f3 d/dy\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"f3 d/dz\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"mixed d/dx (float)\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"mixed d/dy (double)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.7e fd=%+.7e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %2 = tail call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef nonnull @f1, i32 noundef %1, double noundef 0x3FE6666660000000) #8
  %3 = fpext float %2 to double
  %4 = fadd double %3, 0xC003DB3F40E255E0
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = fcmp ugt double %5, 0x3F3044322DC7C000
  %7 = select i1 %6, ptr @.str.10, ptr @.str.11
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str, double noundef %3, double noundef 0x4003DB3F40E255E0, ptr noundef nonnull %7)
  %9 = zext i1 %6 to i32
  %10 = load i32, ptr @fails, align 4, !tbaa !6
  %11 = add nsw i32 %10, %9
  store i32 %11, ptr @fails, align 4, !tbaa !6
  %12 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %13 = tail call %struct.gradf2 (ptr, ...) @__enzyme_autodiff_f2(ptr noundef nonnull @f2, i32 noundef %12, double noundef 0x3FE6666660000000, i32 noundef %12, double noundef 0x3FF4CCCCC0000000) #8
  %14 = extractvalue %struct.gradf2 %13, 0
  %15 = extractvalue %struct.gradf2 %13, 1
  %16 = fpext float %14 to double
  %17 = fadd double %16, 0xBFF985F5D17EDB80
  %18 = tail call double @llvm.fabs.f64(double %17)
  %19 = fcmp ugt double %18, 0x3F24E89EC6A70000
  %20 = select i1 %19, ptr @.str.10, ptr @.str.11
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.1, double noundef %16, double noundef 0x3FF985F5D17EDB80, ptr noundef nonnull %20)
  %22 = zext i1 %19 to i32
  %23 = load i32, ptr @fails, align 4, !tbaa !6
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr @fails, align 4, !tbaa !6
  %25 = fpext float %15 to double
  %26 = fadd double %25, 0xC004D4EFC99D13C0
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ugt double %27, 0x3F3110BDE15F8000
  %29 = select i1 %28, ptr @.str.10, ptr @.str.11
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, double noundef %25, double noundef 0x4004D4EFC99D13C0, ptr noundef nonnull %29)
  %31 = zext i1 %28 to i32
  %32 = load i32, ptr @fails, align 4, !tbaa !6
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr @fails, align 4, !tbaa !6
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %35 = tail call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef nonnull @f2, i32 noundef %34, double noundef 0x3FE6666660000000, double noundef 0x3FF4CCCCC0000000) #8
  %36 = fpext float %35 to double
  %37 = fadd double %36, 0xC004D4EFC99D13C0
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ugt double %38, 0x3F3110BDE15F8000
  %40 = select i1 %39, ptr @.str.10, ptr @.str.11
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, double noundef %36, double noundef 0x4004D4EFC99D13C0, ptr noundef nonnull %40)
  %42 = zext i1 %39 to i32
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr @fails, align 4, !tbaa !6
  %45 = tail call %struct.gradf3 (ptr, ...) @__enzyme_autodiff_f3(ptr noundef nonnull @f3, double noundef 0x3FE6666660000000, double noundef 0x3FF4CCCCC0000000, double noundef 0xBFD99999A0000000) #8
  %46 = extractvalue %struct.gradf3 %45, 0
  %47 = extractvalue %struct.gradf3 %45, 1
  %48 = extractvalue %struct.gradf3 %45, 2
  %49 = fpext float %46 to double
  %50 = tail call double @tanh(double noundef 0x3FF1999AA46F7A0C) #8
  %51 = tail call double @tanh(double noundef 0x3FF199988B9085F4) #8
  %52 = fadd double %49, 0x3FC4950D0065D400
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 1.000000e-04
  %55 = select i1 %54, ptr @.str.10, ptr @.str.11
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, double noundef %49, double noundef 0xBFC4950D0065D400, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !6
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !6
  %60 = fpext float %47 to double
  %61 = tail call double @tanh(double noundef 0x3FF1999998000000) #8
  %62 = tail call double @tanh(double noundef 0x3FF1999998000000) #8
  %63 = fadd double %60, 0xC009107F9E4CF120
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fcmp ugt double %64, 0x3F34886544A64000
  %66 = select i1 %65, ptr @.str.10, ptr @.str.11
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, double noundef %60, double noundef 0x4009107F9E4CF120, ptr noundef nonnull %66)
  %68 = zext i1 %65 to i32
  %69 = load i32, ptr @fails, align 4, !tbaa !6
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr @fails, align 4, !tbaa !6
  %71 = fpext float %48 to double
  %72 = tail call double @tanh(double noundef 0x3FF199988B9085F5) #8
  %73 = tail call double @tanh(double noundef 0x3FF1999AA46F7A0B) #8
  %74 = fadd double %71, 0xBFF4D194E8D74480
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ugt double %75, 0x3F210DFE49990000
  %77 = select i1 %76, ptr @.str.10, ptr @.str.11
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, double noundef %71, double noundef 0x3FF4D194E8D74480, ptr noundef nonnull %77)
  %79 = zext i1 %76 to i32
  %80 = load i32, ptr @fails, align 4, !tbaa !6
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr @fails, align 4, !tbaa !6
  %82 = tail call [2 x i64] (ptr, ...) @__enzyme_autodiff_fd(ptr noundef nonnull @fdm, double noundef 0x3FE6666660000000, double noundef 0x3FF4CCCCC0000000) #8
  %83 = extractvalue [2 x i64] %82, 0
  %84 = trunc i64 %83 to i32
  %85 = bitcast i32 %84 to float
  %86 = extractvalue [2 x i64] %82, 1
  %87 = bitcast i64 %86 to double
  %88 = fpext float %85 to double
  %89 = fadd double %88, 0xC011FC58D7D95FB0
  %90 = tail call double @llvm.fabs.f64(double %89)
  %91 = fcmp ugt double %90, 0x3F3D77C31F4AC000
  %92 = select i1 %91, ptr @.str.10, ptr @.str.11
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, double noundef %88, double noundef 0x4011FC58D7D95FB0, ptr noundef nonnull %92)
  %94 = zext i1 %91 to i32
  %95 = load i32, ptr @fails, align 4, !tbaa !6
  %96 = add nsw i32 %95, %94
  store i32 %96, ptr @fails, align 4, !tbaa !6
  %97 = fadd double %87, 0xC010BC3CC5164080
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fcmp ugt double %98, 0x3F3B6B4B66220000
  %100 = select i1 %99, ptr @.str.10, ptr @.str.11
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, double noundef %87, double noundef 0x4010BC3CC5164080, ptr noundef nonnull %100)
  %102 = zext i1 %99 to i32
  %103 = load i32, ptr @fails, align 4, !tbaa !6
  %104 = add nsw i32 %103, %102
  store i32 %104, ptr @fails, align 4, !tbaa !6
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, ptr @.str.11, ptr @.str.10
  %107 = tail call i32 @puts(ptr nonnull dereferenceable(1) %106)
  %108 = load i32, ptr @fails, align 4, !tbaa !6
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  ret i32 %110
}

declare float @__enzyme_autodiff_f1(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f1(float noundef %0) #2 {
  %2 = tail call float @sinf(float noundef %0) #8
  %3 = fmul float %0, 5.000000e-01
  %4 = tail call float @expf(float noundef %3) #8, !tbaa !6
  %5 = tail call float @llvm.fmuladd.f32(float %0, float %0, float 1.000000e+00)
  %6 = tail call float @logf(float noundef %5) #8
  %7 = tail call float @llvm.fmuladd.f32(float %2, float %4, float %6)
  ret float %7
}

declare %struct.gradf2 @__enzyme_autodiff_f2(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f2(float noundef %0, float noundef %1) #2 {
  %3 = tail call float @sinf(float noundef %0) #8
  %4 = fmul float %0, %1
  %5 = tail call float @expf(float noundef %4) #8, !tbaa !6
  %6 = tail call float @llvm.fmuladd.f32(float %0, float %0, float 1.000000e+00)
  %7 = fdiv float %5, %6
  %8 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %7)
  %9 = tail call float @llvm.fmuladd.f32(float %1, float %1, float 1.000000e+00)
  %10 = tail call float @llvm.sqrt.f32(float %9)
  %11 = fadd float %10, %8
  ret float %11
}

declare %struct.gradf3 @__enzyme_autodiff_f3(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f3(float noundef %0, float noundef %1, float noundef %2) #2 {
  %4 = fmul float %0, %1
  %5 = fsub float %0, %2
  %6 = tail call float @tanhf(float noundef %5) #8
  %7 = tail call float @llvm.fmuladd.f32(float %4, float %2, float %6)
  %8 = tail call float @powf(float noundef %1, float noundef 2.500000e+00) #8
  %9 = tail call float @cosf(float noundef %2) #8
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %9, float %7)
  ret float %10
}

declare [2 x i64] @__enzyme_autodiff_fd(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fdm(float noundef %0, double noundef %1) #2 {
  %3 = tail call float @sinf(float noundef %0) #8
  %4 = fpext float %3 to double
  %5 = tail call double @exp(double noundef %1) #8
  %6 = fpext float %0 to double
  %7 = fmul double %6, %1
  %8 = fmul double %7, %1
  %9 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %8)
  ret double %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
