; ModuleID = 'fwd/26_dupnoneed.c'
source_filename = "fwd/26_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"sigmoid[%d]\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"var (input dupnoneed)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 8
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [32 x i8], align 1
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #11
  store <2 x double> <double -1.200000e+00, double 0xBFE6666666666666>, ptr %1, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 8.500000e-01>, ptr %2, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFC9999999999998, double 0x3FD3333333333334>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double 0x3FE6666666666666, double 5.500000e-01>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 8.000000e-01, double 1.300000e+00>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 4.000000e-01, double 2.500000e-01>, ptr %13, align 16, !tbaa !6
  %14 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !10
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %17 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sigmoid, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %15, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %16, i32 noundef 6) #11
  store <2 x double> <double 0x3FCDA109C69E0E04, double 0x3FD53C7142455497>, ptr %5, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0x3FDCCF8C55361F13, double 0x3FE261D817B9DC44>, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 0x3FE61447284E9342, double 0x3FE9259049E9E44E>, ptr %19, align 16, !tbaa !6
  store <2 x double> <double 0x3FCDA0EBEE1BFEA2, double 0x3FD53C617335D4BE>, ptr %6, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0x3FDCCF7DCC7265AF, double 0x3FE261D2740ED215>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FE6144391926069, double 0x3FE9258E86242345>, ptr %21, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  br label %40

22:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %8, ptr noundef nonnull align 16 dereferenceable(48) %1, i64 48, i1 false), !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %9, ptr noundef nonnull align 16 dereferenceable(48) %2, i64 48, i1 false), !tbaa !6
  %23 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !10
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @var, i32 noundef %23, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %24, i32 noundef 6) #11
  %26 = fadd double %25, 0x3FDC00000000065F
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ugt double %27, 0x3EB0C6F7A0B5ED8D
  %29 = select i1 %28, ptr @.str.3, ptr @.str.4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %25, double noundef 0xBFDC00000000065F, ptr noundef nonnull %29)
  %31 = zext i1 %28 to i32
  %32 = load i32, ptr @fails, align 4, !tbaa !10
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr @fails, align 4, !tbaa !10
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, ptr @.str.4, ptr @.str.3
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !10
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #11
  ret i32 %39

40:                                               ; preds = %0, %40
  %41 = phi i64 [ 0, %0 ], [ %65, %40 ]
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %42) #11
  %44 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !6
  %46 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %41
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %41
  %49 = load double, ptr %48, align 8, !tbaa !6
  %50 = fsub double %47, %49
  %51 = fdiv double %50, 2.000000e-05
  %52 = fsub double %45, %51
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = call double @llvm.fabs.f64(double %51)
  %55 = call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.3, ptr @.str.4
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %45, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !10
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !10
  %65 = add nuw nsw i64 %41, 1
  %66 = icmp eq i64 %65, 6
  br i1 %66, label %22, label %40, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @sigmoid(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %17, %8 ]
  %10 = getelementptr inbounds double, ptr %1, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = fneg double %11
  %13 = tail call double @exp(double noundef %12) #11
  %14 = fadd double %13, 1.000000e+00
  %15 = fdiv double 1.000000e+00, %14
  %16 = getelementptr inbounds double, ptr %0, i64 %9
  store double %15, ptr %16, align 8, !tbaa !6
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %8, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @var(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sitofp i32 %1 to double
  br label %65

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %9, label %12

9:                                                ; preds = %25, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %25 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %22, %25 ]
  br label %57

12:                                               ; preds = %6
  %13 = and i64 %7, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %23, %14 ]
  %16 = phi double [ 0.000000e+00, %12 ], [ %22, %14 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !6
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !6
  %21 = tail call double @llvm.vector.reduce.fadd.v2f64(double %16, <2 x double> %19)
  %22 = tail call double @llvm.vector.reduce.fadd.v2f64(double %21, <2 x double> %20)
  %23 = add nuw i64 %15, 4
  %24 = icmp eq i64 %23, %13
  br i1 %24, label %25, label %14, !llvm.loop !15

25:                                               ; preds = %14
  %26 = icmp eq i64 %13, %7
  br i1 %26, label %27, label %9

27:                                               ; preds = %57, %25
  %28 = phi double [ %22, %25 ], [ %62, %57 ]
  %29 = sitofp i32 %1 to double
  %30 = fdiv double %28, %29
  br i1 %3, label %31, label %65

31:                                               ; preds = %27
  %32 = zext nneg i32 %1 to i64
  %33 = icmp eq i32 %1, 1
  br i1 %33, label %34, label %37

34:                                               ; preds = %55, %31
  %35 = phi i64 [ 0, %31 ], [ %38, %55 ]
  %36 = phi double [ 0.000000e+00, %31 ], [ %52, %55 ]
  br label %69

37:                                               ; preds = %31
  %38 = and i64 %7, 2147483646
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %53, %39 ]
  %41 = phi double [ 0.000000e+00, %37 ], [ %52, %39 ]
  %42 = or disjoint i64 %40, 1
  %43 = getelementptr inbounds double, ptr %0, i64 %40
  %44 = getelementptr inbounds double, ptr %0, i64 %42
  %45 = load double, ptr %43, align 8, !tbaa !6
  %46 = load double, ptr %44, align 8, !tbaa !6
  %47 = fsub double %45, %30
  %48 = fsub double %46, %30
  %49 = fmul double %47, %47
  %50 = fmul double %48, %48
  %51 = fadd double %41, %49
  %52 = fadd double %51, %50
  %53 = add nuw i64 %40, 2
  %54 = icmp eq i64 %53, %38
  br i1 %54, label %55, label %39, !llvm.loop !18

55:                                               ; preds = %39
  %56 = icmp eq i64 %38, %7
  br i1 %56, label %65, label %34

57:                                               ; preds = %9, %57
  %58 = phi i64 [ %63, %57 ], [ %10, %9 ]
  %59 = phi double [ %62, %57 ], [ %11, %9 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !6
  %62 = fadd double %59, %61
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %7
  br i1 %64, label %27, label %57, !llvm.loop !19

65:                                               ; preds = %69, %55, %4, %27
  %66 = phi double [ %29, %27 ], [ %5, %4 ], [ %29, %55 ], [ %29, %69 ]
  %67 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %4 ], [ %52, %55 ], [ %75, %69 ]
  %68 = fdiv double %67, %66
  ret double %68

69:                                               ; preds = %34, %69
  %70 = phi i64 [ %76, %69 ], [ %35, %34 ]
  %71 = phi double [ %75, %69 ], [ %36, %34 ]
  %72 = getelementptr inbounds double, ptr %0, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !6
  %74 = fsub double %73, %30
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %71)
  %76 = add nuw nsw i64 %70, 1
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %65, label %69, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !16, !17}
!19 = distinct !{!19, !13, !17, !16}
!20 = distinct !{!20, !13, !16}
