; ModuleID = 'rev/67_hessian_vector.c'
source_filename = "rev/67_hessian_vector.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"(Hv)[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = shl nuw nsw i64 %6, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %7, i1 false), !tbaa !6
  br label %8

8:                                                ; preds = %5, %3
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %9, ptr noundef %0, ptr noundef %1, i32 noundef %10, i32 noundef %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %24, %9 ]
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %26, %9 ]
  %11 = phi i64 [ 1, %4 ], [ %25, %9 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %24, %9 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = tail call double @sin(double noundef %14) #10
  %16 = getelementptr inbounds double, ptr %0, i64 %11
  %17 = load double, ptr %16, align 8, !tbaa !6
  %18 = fmul double %15, %17
  %19 = load double, ptr %13, align 8, !tbaa !6
  %20 = fmul double %19, 3.000000e-01
  %21 = fmul double %17, %20
  %22 = tail call double @exp(double noundef %21) #10
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %17, double %22)
  %24 = fadd double %12, %23
  %25 = add nuw nsw i64 %11, 1
  %26 = add nuw nsw i64 %10, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %7, label %9, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !10
  %11 = load volatile i32, ptr %1, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %0
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %14, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %14, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %15, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  br label %62

16:                                               ; preds = %0
  %17 = zext nneg i32 %11 to i64
  br label %50

18:                                               ; preds = %50
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %19, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %19, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %20, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  br i1 %12, label %21, label %62

21:                                               ; preds = %18
  %22 = zext nneg i32 %11 to i64
  %23 = icmp ult i32 %11, 4
  br i1 %23, label %24, label %26

24:                                               ; preds = %48, %21
  %25 = phi i64 [ 0, %21 ], [ %27, %48 ]
  br label %76

26:                                               ; preds = %21
  %27 = and i64 %17, 2147483644
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %46, %28 ]
  %30 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !6
  %33 = load <2 x double>, ptr %31, align 8, !tbaa !6
  %34 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %29
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !6
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !6
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %32)
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %33)
  %40 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  store <2 x double> %38, ptr %40, align 8, !tbaa !6
  store <2 x double> %39, ptr %41, align 8, !tbaa !6
  %42 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %32)
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %33)
  %44 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %29
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <2 x double> %42, ptr %44, align 8, !tbaa !6
  store <2 x double> %43, ptr %45, align 8, !tbaa !6
  %46 = add nuw i64 %29, 4
  %47 = icmp eq i64 %46, %27
  br i1 %47, label %48, label %28, !llvm.loop !14

48:                                               ; preds = %28
  %49 = icmp eq i64 %27, %17
  br i1 %49, label %61, label %24

50:                                               ; preds = %16, %50
  %51 = phi i64 [ 0, %16 ], [ %59, %50 ]
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = uitofp nneg i32 %52 to double
  %54 = tail call double @llvm.fmuladd.f64(double %53, double 2.000000e-01, double -4.000000e-01)
  %55 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %51
  store double %54, ptr %55, align 8, !tbaa !6
  %56 = fmul double %53, 1.300000e+00
  %57 = tail call double @cos(double noundef %56) #10
  %58 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %51
  store double %57, ptr %58, align 8, !tbaa !6
  %59 = add nuw nsw i64 %51, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %50, !llvm.loop !17

61:                                               ; preds = %76, %48
  br i1 %12, label %68, label %62

62:                                               ; preds = %18, %13, %61
  %63 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %64 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %63, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %64, i32 noundef %11) #10
  %65 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %66 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %65, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %66, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  %67 = load i32, ptr @fails, align 4, !tbaa !10
  br label %88

68:                                               ; preds = %61
  %69 = zext nneg i32 %11 to i64
  %70 = shl nuw nsw i64 %69, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 8 %8, i8 0, i64 %70, i1 false), !tbaa !6
  %71 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %72 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %71, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %72, i32 noundef %11) #10
  call void @llvm.memset.p0.i64(ptr nonnull align 8 %9, i8 0, i64 %70, i1 false), !tbaa !6
  %73 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %74 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %73, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %74, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  %75 = zext nneg i32 %11 to i64
  br label %96

76:                                               ; preds = %24, %76
  %77 = phi i64 [ %86, %76 ], [ %25, %24 ]
  %78 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !6
  %80 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !6
  %82 = call double @llvm.fmuladd.f64(double %81, double 1.000000e-05, double %79)
  %83 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %77
  store double %82, ptr %83, align 8, !tbaa !6
  %84 = call double @llvm.fmuladd.f64(double %81, double -1.000000e-05, double %79)
  %85 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %77
  store double %84, ptr %85, align 8, !tbaa !6
  %86 = add nuw nsw i64 %77, 1
  %87 = icmp eq i64 %86, %22
  br i1 %87, label %61, label %76, !llvm.loop !18

88:                                               ; preds = %96, %62
  %89 = phi i32 [ %67, %62 ], [ %120, %96 ]
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, ptr @.str.3, ptr @.str.2
  %92 = call i32 @puts(ptr nonnull dereferenceable(1) %91)
  %93 = load i32, ptr @fails, align 4, !tbaa !10
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %95

96:                                               ; preds = %68, %96
  %97 = phi i64 [ 0, %68 ], [ %121, %96 ]
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %98) #10
  %100 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !6
  %102 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %97
  %103 = load double, ptr %102, align 8, !tbaa !6
  %104 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %97
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = fsub double %103, %105
  %107 = fdiv double %106, 2.000000e-05
  %108 = fsub double %101, %107
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.2, ptr @.str.3
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %10, double noundef %101, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @fails, align 4, !tbaa !10
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @fails, align 4, !tbaa !10
  %121 = add nuw nsw i64 %97, 1
  %122 = icmp eq i64 %121, %75
  br i1 %122, label %88, label %96, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !16, !15}
!19 = distinct !{!19, !13}
