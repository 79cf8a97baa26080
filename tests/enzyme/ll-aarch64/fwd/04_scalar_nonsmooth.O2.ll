; ModuleID = 'fwd/04_scalar_nonsmooth.c'
source_filename = "fwd/04_scalar_nonsmooth.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [4 x double] [double -1.600000e+00, double -4.000000e-01, double 5.000000e-01, double 1.900000e+00], align 8
@.str = private unnamed_addr constant [9 x i8] c"fabs @%g\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"erf @%g\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x [2 x double]] [[2 x double] [double 1.200000e+00, double 9.000000e-01], [2 x double] [double 5.000000e-01, double 1.000000e+00]], align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"fmin . (1,0.5) @%d\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"fmax . (1,0.5) @%d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %60, %2 ]
  %4 = getelementptr inbounds [4 x double], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !6
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
  %31 = load i32, ptr @fails, align 4, !tbaa !10
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !10
  %33 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %5) #10
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_erf, double noundef %5, double noundef 1.000000e+00) #10
  %35 = extractelement <2 x double> %10, i64 0
  %36 = call double @erf(double noundef %35) #10
  %37 = fmul double %35, 5.000000e-01
  %38 = call double @erf(double noundef %37) #10
  %39 = call double @llvm.fmuladd.f64(double %35, double %38, double %36)
  %40 = extractelement <2 x double> %10, i64 1
  %41 = call double @erf(double noundef %40) #10
  %42 = fmul double %40, 5.000000e-01
  %43 = call double @erf(double noundef %42) #10
  %44 = call double @llvm.fmuladd.f64(double %40, double %43, double %41)
  %45 = fsub double %39, %44
  %46 = fdiv double %45, 2.000000e-05
  %47 = fsub double %34, %46
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = call double @llvm.fabs.f64(double %46)
  %50 = call double @llvm.maxnum.f64(double %49, double 1.000000e+00)
  %51 = fmul double %50, 0x3EB0C6F7A0B5ED8D
  %52 = fcmp ugt double %48, %51
  %53 = fcmp ule double %49, 1.000000e-09
  %54 = or i1 %53, %52
  %55 = select i1 %54, ptr @.str.5, ptr @.str.6
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %34, double noundef %46, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !10
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !10
  %60 = add nuw nsw i64 %3, 1
  %61 = icmp eq i64 %60, 4
  br i1 %61, label %69, label %2, !llvm.loop !12

62:                                               ; preds = %69
  %63 = icmp eq i32 %130, 0
  %64 = select i1 %63, ptr @.str.6, ptr @.str.5
  %65 = call i32 @puts(ptr nonnull dereferenceable(1) %64)
  %66 = load i32, ptr @fails, align 4, !tbaa !10
  %67 = icmp ne i32 %66, 0
  %68 = zext i1 %67 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %68

69:                                               ; preds = %2, %69
  %70 = phi i1 [ false, %69 ], [ true, %2 ]
  %71 = phi i64 [ 1, %69 ], [ 0, %2 ]
  %72 = getelementptr inbounds [2 x [2 x double]], ptr @__const.main.ab, i64 0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %72, i64 8
  %75 = load double, ptr %74, align 8, !tbaa !6
  %76 = trunc nuw nsw i64 %71 to i32
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %76) #10
  %78 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_min, double noundef %73, double noundef 1.000000e+00, double noundef %75, double noundef 5.000000e-01) #10
  %79 = fadd double %73, 1.000000e-05
  %80 = fadd double %75, 5.000000e-06
  %81 = fmul double %79, %79
  %82 = fmul double %80, 3.000000e+00
  %83 = call double @llvm.minnum.f64(double %81, double %82)
  %84 = fadd double %79, %83
  %85 = fadd double %73, -1.000000e-05
  %86 = fadd double %75, -5.000000e-06
  %87 = fmul double %85, %85
  %88 = fmul double %86, 3.000000e+00
  %89 = call double @llvm.minnum.f64(double %87, double %88)
  %90 = fadd double %85, %89
  %91 = fsub double %84, %90
  %92 = fdiv double %91, 2.000000e-05
  %93 = fsub double %78, %92
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = call double @llvm.fabs.f64(double %92)
  %96 = call double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  %97 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %98 = fcmp ugt double %94, %97
  %99 = fcmp ule double %95, 1.000000e-09
  %100 = or i1 %99, %98
  %101 = select i1 %100, ptr @.str.5, ptr @.str.6
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %78, double noundef %92, ptr noundef nonnull %101)
  %103 = zext i1 %100 to i32
  %104 = load i32, ptr @fails, align 4, !tbaa !10
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr @fails, align 4, !tbaa !10
  %106 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.3, i32 noundef %76) #10
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_max, double noundef %73, double noundef 1.000000e+00, double noundef %75, double noundef 5.000000e-01) #10
  %108 = call double @sin(double noundef %79) #10
  %109 = fmul double %80, %80
  %110 = call double @llvm.maxnum.f64(double %108, double %109)
  %111 = fmul double %110, 2.000000e+00
  %112 = call double @sin(double noundef %85) #10
  %113 = fmul double %86, %86
  %114 = call double @llvm.maxnum.f64(double %112, double %113)
  %115 = fmul double %114, 2.000000e+00
  %116 = fsub double %111, %115
  %117 = fdiv double %116, 2.000000e-05
  %118 = fsub double %107, %117
  %119 = call double @llvm.fabs.f64(double %118)
  %120 = call double @llvm.fabs.f64(double %117)
  %121 = call double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  %122 = fmul double %121, 0x3EB0C6F7A0B5ED8D
  %123 = fcmp ugt double %119, %122
  %124 = fcmp ule double %120, 1.000000e-09
  %125 = or i1 %124, %123
  %126 = select i1 %125, ptr @.str.5, ptr @.str.6
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %107, double noundef %117, ptr noundef nonnull %126)
  %128 = zext i1 %125 to i32
  %129 = load i32, ptr @fails, align 4, !tbaa !10
  %130 = add nsw i32 %129, %128
  store i32 %130, ptr @fails, align 4, !tbaa !10
  br i1 %70, label %69, label %62, !llvm.loop !14
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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
