; ModuleID = 'fwd/19_global_array.c'
source_filename = "fwd/19_global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_scale = dso_local local_unnamed_addr global [3 x double] [double 1.000000e+00, double 5.000000e-01, double 2.500000e-01], align 16
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
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integral, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 1.600000e+00, double noundef 0.000000e+00) #8
  %2 = load double, ptr @g_scale, align 16, !tbaa !5
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
  %18 = load i32, ptr @fails, align 4, !tbaa !9
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !9
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %21 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integral, i32 noundef %20, double noundef 0x3FE6666666666666, double noundef 1.600000e+00, double noundef 1.000000e+00) #8
  %22 = load double, ptr @g_scale, align 16, !tbaa !5
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
  %38 = load i32, ptr @fails, align 4, !tbaa !9
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !9
  %40 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @series, double noundef 1.200000e+00, double noundef 1.000000e+00) #8
  %41 = load <2 x double>, ptr @g_scale, align 16
  %42 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8
  %43 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 16, !tbaa !5
  %44 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 1.200010e+00, double 1.199990e+00>, <2 x double> zeroinitializer)
  %46 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 0x3FF70A569B1E2753, double 0x3FF70A2446374530>, <2 x double> %45)
  %48 = insertelement <2 x double> poison, double %43, i64 0
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> zeroinitializer
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 0x3FFBA610A079F12C, double 0x3FFBA5B607A726E4>, <2 x double> %47)
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %52 = fsub <2 x double> %50, %51
  %53 = extractelement <2 x double> %52, i64 0
  %54 = fdiv double %53, 2.000000e-05
  %55 = fsub double %40, %54
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = tail call double @llvm.fabs.f64(double %54)
  %58 = tail call double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fmul double %58, 0x3EB0C6F7A0B5ED8D
  %60 = fcmp ugt double %56, %59
  %61 = fcmp ule double %57, 1.000000e-09
  %62 = or i1 %61, %60
  %63 = select i1 %62, ptr @.str.5, ptr @.str.6
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %40, double noundef %54, ptr noundef nonnull %63)
  %65 = zext i1 %62 to i32
  %66 = load i32, ptr @fails, align 4, !tbaa !9
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr @fails, align 4, !tbaa !9
  store double -2.000000e+00, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !5
  %68 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @series, double noundef 1.200000e+00, double noundef 1.000000e+00) #8
  %69 = load <2 x double>, ptr @g_scale, align 16
  %70 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8
  %71 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 16, !tbaa !5
  %72 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 1.200010e+00, double 1.199990e+00>, <2 x double> zeroinitializer)
  %74 = shufflevector <2 x double> %70, <2 x double> poison, <2 x i32> zeroinitializer
  %75 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> <double 0x3FF70A569B1E2753, double 0x3FF70A2446374530>, <2 x double> %73)
  %76 = insertelement <2 x double> poison, double %71, i64 0
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3FFBA610A079F12C, double 0x3FFBA5B607A726E4>, <2 x double> %75)
  %79 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %80 = fsub <2 x double> %78, %79
  %81 = extractelement <2 x double> %80, i64 0
  %82 = fdiv double %81, 2.000000e-05
  %83 = fsub double %68, %82
  %84 = tail call double @llvm.fabs.f64(double %83)
  %85 = tail call double @llvm.fabs.f64(double %82)
  %86 = tail call double @llvm.maxnum.f64(double %85, double 1.000000e+00)
  %87 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %88 = fcmp ugt double %84, %87
  %89 = fcmp ule double %85, 1.000000e-09
  %90 = or i1 %89, %88
  %91 = select i1 %90, ptr @.str.5, ptr @.str.6
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %68, double noundef %82, ptr noundef nonnull %91)
  %93 = zext i1 %90 to i32
  %94 = load i32, ptr @fails, align 4, !tbaa !9
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr @fails, align 4, !tbaa !9
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, ptr @.str.6, ptr @.str.5
  %98 = tail call i32 @puts(ptr nonnull dereferenceable(1) %97)
  %99 = load i32, ptr @fails, align 4, !tbaa !9
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i32
  ret i32 %101
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal double @integral(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %1, 5.000000e-01
  %4 = fneg double %0
  %5 = fmul double %3, 0x3FB80498FD662CB8
  %6 = fmul double %5, %4
  %7 = fmul double %5, %6
  %8 = tail call double @exp(double noundef %7) #8
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 0x3FCE539EC36E038D, double 0.000000e+00)
  %10 = fmul double %3, 0x3FDD89B804CC91F6
  %11 = fmul double %10, %4
  %12 = fmul double %10, %11
  %13 = tail call double @exp(double noundef %12) #8
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 0x3FDEA1DA25AE415C, double %9)
  %15 = fmul double %3, %4
  %16 = fmul double %3, %15
  %17 = tail call double @exp(double noundef %16) #8
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 0x3FE23456789ABCDF, double %14)
  %19 = fmul double %3, 0x3FF89D91FECCDB82
  %20 = fmul double %19, %4
  %21 = fmul double %19, %20
  %22 = tail call double @exp(double noundef %21) #8
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 0x3FDEA1DA25AE415C, double %18)
  %24 = fmul double %3, 0x3FFE7FB670299D34
  %25 = fmul double %24, %4
  %26 = fmul double %24, %25
  %27 = tail call double @exp(double noundef %26) #8
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3FCE539EC36E038D, double %23)
  %29 = fmul double %3, %28
  %30 = load double, ptr @g_scale, align 16, !tbaa !5
  %31 = fmul double %29, %30
  ret double %31
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal double @series(double noundef %0) #2 {
  %2 = load double, ptr @g_scale, align 16, !tbaa !5
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 0.000000e+00)
  %4 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 8), align 8, !tbaa !5
  %5 = fmul double %0, %0
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %3)
  %7 = load double, ptr getelementptr inbounds (i8, ptr @g_scale, i64 16), align 16, !tbaa !5
  %8 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #8
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
