; ModuleID = 'fwd/40_float_width2.c'
source_filename = "fwd/40_float_width2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.float2 = type { float, float }

@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"dg/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"dg/dy (lane 1)\00", align 1
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [31 x i8] c"%-26s got=%+.6e want=%+.6e %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [12 x i8] c"dg . (1,-1)\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.6e fd=%+.6e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_width, align 4, !tbaa !6
  %2 = tail call %struct.float2 (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef nonnull @g, i32 noundef %1, i32 noundef 2, double noundef 0x3FECCCCCC0000000, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0xBFD99999A0000000, double noundef 0.000000e+00, double noundef 1.000000e+00) #7
  %3 = extractvalue %struct.float2 %2, 0
  %4 = extractvalue %struct.float2 %2, 1
  %5 = fpext float %3 to double
  %6 = fadd double %5, 0x3FDCF5DE00000000
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp ugt double %7, 2.000000e-03
  %9 = select i1 %8, ptr @.str.5, ptr @.str.4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %5, double noundef 0xBFDCF5DE00000000, ptr noundef nonnull %9)
  %11 = zext i1 %8 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !6
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !6
  %14 = fpext float %4 to double
  %15 = fadd double %14, 0xBFE9DFED00000000
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ugt double %16, 2.000000e-03
  %18 = select i1 %17, ptr @.str.5, ptr @.str.4
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %14, double noundef 0x3FE9DFED00000000, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !6
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !6
  %23 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %24 = tail call %struct.float2 (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef nonnull @g, i32 noundef %23, double noundef 0x3FECCCCCC0000000, double noundef 1.000000e+00, double noundef 0xBFD99999A0000000, double noundef -1.000000e+00) #7
  %25 = extractvalue %struct.float2 %24, 0
  %26 = extractvalue %struct.float2 %24, 1
  %27 = fadd float %25, 0xBFF86C74E0000000
  %28 = tail call float @llvm.fabs.f32(float %27)
  %29 = fcmp ugt float %28, 0x3EB99C2D00000000
  %30 = fpext float %25 to double
  %31 = select i1 %29, ptr @.str.5, ptr @.str.4
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, double noundef %30, double noundef 0x3FF86C74E0000000, ptr noundef nonnull %31)
  %33 = zext i1 %29 to i32
  %34 = load i32, ptr @fails, align 4, !tbaa !6
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr @fails, align 4, !tbaa !6
  %36 = fpext float %26 to double
  %37 = fadd double %36, 0x3FF42DEB00000000
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ugt double %38, 0x3F64A9E666666667
  %40 = select i1 %39, ptr @.str.5, ptr @.str.4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef %36, double noundef 0xBFF42DEB00000000, ptr noundef nonnull %40)
  %42 = zext i1 %39 to i32
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr @fails, align 4, !tbaa !6
  %45 = icmp eq i32 %44, 0
  %46 = select i1 %45, ptr @.str.4, ptr @.str.5
  %47 = tail call i32 @puts(ptr nonnull dereferenceable(1) %46)
  %48 = load i32, ptr @fails, align 4, !tbaa !6
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  ret i32 %50
}

declare %struct.float2 @__enzyme_fwddiff_f2(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @g(float noundef %0, float noundef %1) #2 {
  %3 = fmul float %0, %0
  %4 = fsub float %0, %1
  %5 = tail call float @sinf(float noundef %4) #7
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %5)
  %7 = fmul float %1, 0x3FD3333340000000
  %8 = tail call float @expf(float noundef %7) #7, !tbaa !6
  %9 = fadd float %6, %8
  ret float %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
