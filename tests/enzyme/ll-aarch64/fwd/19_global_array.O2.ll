; ModuleID = 'fwd/19_global_array.c'
source_filename = "fwd/19_global_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g_scale = dso_local local_unnamed_addr global [3 x double] [double 1.000000e+00, double 5.000000e-01, double 2.500000e-01], align 8
@.str = private unnamed_addr constant [6 x i8] c"dI/da\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"dI/db\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"series\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"series (scale changed)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integral, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 1.600000e+00, double noundef 0.000000e+00) #7
  %2 = load double, ptr @g_scale, align 8, !tbaa !6
  %3 = fmul double %2, 0x3FEFEB0EDD3DA927
  %4 = fmul double %2, 0x3FEFEB24C28C0D1A
  %5 = fsub double %3, %4
  %6 = fdiv double %5, 2.000000e-05
  %7 = fsub double %1, %6
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = tail call double @llvm.fabs.f64(double %6)
  %10 = tail call double @llvm.maxnum.f64(double %9, double 1.000000e+00)
  %11 = fmul double %10, 0x3EB0C6F7A0B5ED8D
  %12 = fcmp ugt double %8, %11
  %13 = fcmp ule double %9, 1.000000e-09
  %14 = or i1 %13, %12
  %15 = select i1 %14, ptr @.str.5, ptr @.str.6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %1, double noundef %6, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !10
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !10
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %21 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integral, i32 noundef %20, double noundef 0x3FE6666666666666, double noundef 1.600000e+00, double noundef 1.000000e+00) #7
  %22 = load double, ptr @g_scale, align 8, !tbaa !6
  %23 = fmul double %22, 0x3FEFEB1D4E6DAE28
  %24 = fmul double %22, 0x3FEFEB16514E3A3B
  %25 = fsub double %23, %24
  %26 = fdiv double %25, 2.000000e-05
  %27 = fsub double %21, %26
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = tail call double @llvm.fabs.f64(double %26)
  %30 = tail call double @llvm.maxnum.f64(double %29, double 1.000000e+00)
  %31 = fmul double %30, 0x3EB0C6F7A0B5ED8D
  %32 = fcmp ugt double %28, %31
  %33 = fcmp ule double %29, 1.000000e-09
  %34 = or i1 %33, %32
  %35 = select i1 %34, ptr @.str.5, ptr @.str.6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %21, double noundef %26, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !10
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !10
  %40 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @series, double noundef 1.200000e+00, double noundef 1.000000e+00) #7
  %41 = load double, ptr @g_scale, align 8, !tbaa !6
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 1.200010e+00, double 0.000000e+00)
  %43 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !6
  %44 = tail call double @llvm.fmuladd.f64(double %43, double 0x3FF70A569B1E2753, double %42)
  %45 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 8, !tbaa !6
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 0x3FFBA610A079F12C, double %44)
  %47 = tail call double @llvm.fmuladd.f64(double %41, double 1.199990e+00, double 0.000000e+00)
  %48 = tail call double @llvm.fmuladd.f64(double %43, double 0x3FF70A2446374530, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %45, double 0x3FFBA5B607A726E4, double %48)
  %50 = fsub double %46, %49
  %51 = fdiv double %50, 2.000000e-05
  %52 = fsub double %40, %51
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = tail call double @llvm.fabs.f64(double %51)
  %55 = tail call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.5, ptr @.str.6
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %40, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !10
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !10
  store double -2.000000e+00, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !6
  %65 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @series, double noundef 1.200000e+00, double noundef 1.000000e+00) #7
  %66 = load double, ptr @g_scale, align 8, !tbaa !6
  %67 = tail call double @llvm.fmuladd.f64(double %66, double 1.200010e+00, double 0.000000e+00)
  %68 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !6
  %69 = tail call double @llvm.fmuladd.f64(double %68, double 0x3FF70A569B1E2753, double %67)
  %70 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 8, !tbaa !6
  %71 = tail call double @llvm.fmuladd.f64(double %70, double 0x3FFBA610A079F12C, double %69)
  %72 = tail call double @llvm.fmuladd.f64(double %66, double 1.199990e+00, double 0.000000e+00)
  %73 = tail call double @llvm.fmuladd.f64(double %68, double 0x3FF70A2446374530, double %72)
  %74 = tail call double @llvm.fmuladd.f64(double %70, double 0x3FFBA5B607A726E4, double %73)
  %75 = fsub double %71, %74
  %76 = fdiv double %75, 2.000000e-05
  %77 = fsub double %65, %76
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = tail call double @llvm.fabs.f64(double %76)
  %80 = tail call double @llvm.maxnum.f64(double %79, double 1.000000e+00)
  %81 = fmul double %80, 0x3EB0C6F7A0B5ED8D
  %82 = fcmp ugt double %78, %81
  %83 = fcmp ule double %79, 1.000000e-09
  %84 = or i1 %83, %82
  %85 = select i1 %84, ptr @.str.5, ptr @.str.6
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %65, double noundef %76, ptr noundef nonnull %85)
  %87 = zext i1 %84 to i32
  %88 = load i32, ptr @fails, align 4, !tbaa !10
  %89 = add nsw i32 %88, %87
  store i32 %89, ptr @fails, align 4, !tbaa !10
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, ptr @.str.6, ptr @.str.5
  %92 = tail call i32 @puts(ptr nonnull dereferenceable(1) %91)
  %93 = load i32, ptr @fails, align 4, !tbaa !10
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  ret i32 %95
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal double @integral(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %1, 5.000000e-01
  %4 = fneg double %0
  %5 = fmul double %3, 0x3FB80498FD662CB8
  %6 = fmul double %5, %4
  %7 = fmul double %5, %6
  %8 = tail call double @exp(double noundef %7) #7
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 0x3FCE539EC36E038D, double 0.000000e+00)
  %10 = fmul double %3, 0x3FDD89B804CC91F6
  %11 = fmul double %10, %4
  %12 = fmul double %10, %11
  %13 = tail call double @exp(double noundef %12) #7
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 0x3FDEA1DA25AE415C, double %9)
  %15 = fmul double %3, %4
  %16 = fmul double %3, %15
  %17 = tail call double @exp(double noundef %16) #7
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 0x3FE23456789ABCDF, double %14)
  %19 = fmul double %3, 0x3FF89D91FECCDB82
  %20 = fmul double %19, %4
  %21 = fmul double %19, %20
  %22 = tail call double @exp(double noundef %21) #7
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 0x3FDEA1DA25AE415C, double %18)
  %24 = fmul double %3, 0x3FFE7FB670299D34
  %25 = fmul double %24, %4
  %26 = fmul double %24, %25
  %27 = tail call double @exp(double noundef %26) #7
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3FCE539EC36E038D, double %23)
  %29 = fmul double %3, %28
  %30 = load double, ptr @g_scale, align 8, !tbaa !6
  %31 = fmul double %29, %30
  ret double %31
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal double @series(double noundef %0) #2 {
  %2 = load double, ptr @g_scale, align 8, !tbaa !6
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 0.000000e+00)
  %4 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !6
  %5 = fmul double %0, %0
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %3)
  %7 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 8, !tbaa !6
  %8 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #7
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6)
  ret double %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
