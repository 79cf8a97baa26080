; ModuleID = 'fwd/04_scalar_nonsmooth.c'
source_filename = "fwd/04_scalar_nonsmooth.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [4 x double] [double -1.600000e+00, double -4.000000e-01, double 5.000000e-01, double 1.900000e+00], align 16
@.str = private unnamed_addr constant [9 x i8] c"fabs @%g\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"erf @%g\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x [2 x double]] [[2 x double] [double 1.200000e+00, double 9.000000e-01], [2 x double] [double 5.000000e-01, double 1.000000e+00]], align 16
@.str.2 = private unnamed_addr constant [19 x i8] c"fmin . (1,0.5) @%d\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"fmax . (1,0.5) @%d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %65, %2 ]
  %4 = getelementptr inbounds [4 x double], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef %5) #10
  %7 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_abs, double noundef %5, double noundef 1.000000e+00) #10
  %8 = insertelement <2 x double> poison, double %5, i64 0
  %9 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> zeroinitializer
  %10 = fadd <2 x double> %9, <double 1.000000e-05, double -1.000000e-05>
  %11 = fmul <2 x double> %10, %10
  %12 = fneg <2 x double> %10
  %13 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %11, <2 x double> %10, <2 x double> %12)
  %14 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %13)
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %14)
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %17 = fsub <2 x double> %15, %16
  %18 = extractelement <2 x double> %17, i64 0
  %19 = fdiv double %18, 2.000000e-05
  %20 = fsub double %7, %19
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = call double @llvm.fabs.f64(double %19)
  %23 = call double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = fcmp ugt double %21, %24
  %26 = fcmp ule double %22, 1.000000e-09
  %27 = or i1 %26, %25
  %28 = select i1 %27, ptr @.str.5, ptr @.str.6
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %7, double noundef %19, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !9
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !9
  %33 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %5) #10
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_erf, double noundef %5, double noundef 1.000000e+00) #10
  %35 = extractelement <2 x double> %10, i64 0
  %36 = call double @erf(double noundef %35) #10
  %37 = fmul double %35, 5.000000e-01
  %38 = call double @erf(double noundef %37) #10
  %39 = extractelement <2 x double> %10, i64 1
  %40 = call double @erf(double noundef %39) #10
  %41 = fmul double %39, 5.000000e-01
  %42 = call double @erf(double noundef %41) #10
  %43 = insertelement <2 x double> poison, double %38, i64 0
  %44 = insertelement <2 x double> %43, double %42, i64 1
  %45 = insertelement <2 x double> poison, double %36, i64 0
  %46 = insertelement <2 x double> %45, double %40, i64 1
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> %44, <2 x double> %46)
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %49 = fsub <2 x double> %47, %48
  %50 = extractelement <2 x double> %49, i64 0
  %51 = fdiv double %50, 2.000000e-05
  %52 = fsub double %34, %51
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = call double @llvm.fabs.f64(double %51)
  %55 = call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.5, ptr @.str.6
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %34, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !9
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !9
  %65 = add nuw nsw i64 %3, 1
  %66 = icmp eq i64 %65, 4
  br i1 %66, label %74, label %2, !llvm.loop !11

67:                                               ; preds = %74
  %68 = icmp eq i32 %138, 0
  %69 = select i1 %68, ptr @.str.6, ptr @.str.5
  %70 = call i32 @puts(ptr nonnull dereferenceable(1) %69)
  %71 = load i32, ptr @fails, align 4, !tbaa !9
  %72 = icmp ne i32 %71, 0
  %73 = zext i1 %72 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %73

74:                                               ; preds = %2, %74
  %75 = phi i1 [ false, %74 ], [ true, %2 ]
  %76 = phi i64 [ 1, %74 ], [ 0, %2 ]
  %77 = getelementptr inbounds [2 x [2 x double]], ptr @__const.main.ab, i64 0, i64 %76
  %78 = load double, ptr %77, align 16, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %77, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = trunc nuw nsw i64 %76 to i32
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %81) #10
  %83 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_min, double noundef %78, double noundef 1.000000e+00, double noundef %80, double noundef 5.000000e-01) #10
  %84 = insertelement <2 x double> poison, double %78, i64 0
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> zeroinitializer
  %86 = fadd <2 x double> %85, <double 1.000000e-05, double -1.000000e-05>
  %87 = insertelement <2 x double> poison, double %80, i64 0
  %88 = shufflevector <2 x double> %87, <2 x double> poison, <2 x i32> zeroinitializer
  %89 = fadd <2 x double> %88, <double 5.000000e-06, double -5.000000e-06>
  %90 = fmul <2 x double> %86, %86
  %91 = fmul <2 x double> %89, <double 3.000000e+00, double 3.000000e+00>
  %92 = call <2 x double> @llvm.minnum.v2f64(<2 x double> %90, <2 x double> %91)
  %93 = fadd <2 x double> %86, %92
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %95 = fsub <2 x double> %93, %94
  %96 = extractelement <2 x double> %95, i64 0
  %97 = fdiv double %96, 2.000000e-05
  %98 = fsub double %83, %97
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = call double @llvm.fabs.f64(double %97)
  %101 = call double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ugt double %99, %102
  %104 = fcmp ule double %100, 1.000000e-09
  %105 = or i1 %104, %103
  %106 = select i1 %105, ptr @.str.5, ptr @.str.6
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %83, double noundef %97, ptr noundef nonnull %106)
  %108 = zext i1 %105 to i32
  %109 = load i32, ptr @fails, align 4, !tbaa !9
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr @fails, align 4, !tbaa !9
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.3, i32 noundef %81) #10
  %112 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_max, double noundef %78, double noundef 1.000000e+00, double noundef %80, double noundef 5.000000e-01) #10
  %113 = extractelement <2 x double> %86, i64 0
  %114 = call double @sin(double noundef %113) #10
  %115 = extractelement <2 x double> %86, i64 1
  %116 = call double @sin(double noundef %115) #10
  %117 = fmul <2 x double> %89, %89
  %118 = insertelement <2 x double> poison, double %114, i64 0
  %119 = insertelement <2 x double> %118, double %116, i64 1
  %120 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %119, <2 x double> %117)
  %121 = fmul <2 x double> %120, <double 2.000000e+00, double 2.000000e+00>
  %122 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %123 = fsub <2 x double> %121, %122
  %124 = extractelement <2 x double> %123, i64 0
  %125 = fdiv double %124, 2.000000e-05
  %126 = fsub double %112, %125
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call double @llvm.fabs.f64(double %125)
  %129 = call double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  %130 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp ugt double %127, %130
  %132 = fcmp ule double %128, 1.000000e-09
  %133 = or i1 %132, %131
  %134 = select i1 %133, ptr @.str.5, ptr @.str.6
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %112, double noundef %125, ptr noundef nonnull %134)
  %136 = zext i1 %133 to i32
  %137 = load i32, ptr @fails, align 4, !tbaa !9
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr @fails, align 4, !tbaa !9
  br i1 %75, label %74, label %67, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_abs(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = fneg double %0
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %0, double %3)
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = tail call double @llvm.fmuladd.f64(double %0, double 2.000000e+00, double %5)
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_erf(double noundef %0) #5 {
  %2 = tail call double @erf(double noundef %0) #10
  %3 = fmul double %0, 5.000000e-01
  %4 = tail call double @erf(double noundef %3) #10
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %4, double %2)
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_min(double noundef %0, double noundef %1) #4 {
  %3 = fmul double %0, %0
  %4 = fmul double %1, 3.000000e+00
  %5 = tail call double @llvm.minnum.f64(double %3, double %4)
  %6 = fadd double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_max(double noundef %0, double noundef %1) #5 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %1, %1
  %5 = tail call double @llvm.maxnum.f64(double %3, double %4)
  %6 = fmul double %5, 2.000000e+00
  ret double %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
