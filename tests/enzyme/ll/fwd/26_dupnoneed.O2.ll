; ModuleID = 'fwd/26_dupnoneed.c'
source_filename = "fwd/26_dupnoneed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [32 x i8], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  store <2 x double> <double -1.200000e+00, double 0xBFE6666666666666>, ptr %1, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 8.500000e-01>, ptr %2, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFC9999999999998, double 0x3FD3333333333334>, ptr %10, align 16, !tbaa !5
  store <2 x double> <double 0x3FE6666666666666, double 5.500000e-01>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 8.000000e-01, double 1.300000e+00>, ptr %12, align 16, !tbaa !5
  store <2 x double> <double 4.000000e-01, double 2.500000e-01>, ptr %13, align 16, !tbaa !5
  %14 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !9
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %17 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sigmoid, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %15, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %16, i32 noundef 6) #10
  store <2 x double> <double 0x3FCDA109C69E0E04, double 0x3FD53C7142455497>, ptr %5, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0x3FDCCF8C55361F13, double 0x3FE261D817B9DC44>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 0x3FE61447284E9342, double 0x3FE9259049E9E44E>, ptr %19, align 16, !tbaa !5
  store <2 x double> <double 0x3FCDA0EBEE1BFEA2, double 0x3FD53C617335D4BE>, ptr %6, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0x3FDCCF7DCC7265AF, double 0x3FE261D2740ED215>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FE6144391926069, double 0x3FE9258E86242345>, ptr %21, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  br label %40

22:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %8, ptr noundef nonnull align 16 dereferenceable(48) %1, i64 48, i1 false), !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %9, ptr noundef nonnull align 16 dereferenceable(48) %2, i64 48, i1 false), !tbaa !5
  %23 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !9
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @var, i32 noundef %23, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %24, i32 noundef 6) #10
  %26 = fadd double %25, 0x3FDC00000000065F
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ugt double %27, 0x3EB0C6F7A0B5ED8D
  %29 = select i1 %28, ptr @.str.3, ptr @.str.4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %25, double noundef 0xBFDC00000000065F, ptr noundef nonnull %29)
  %31 = zext i1 %28 to i32
  %32 = load i32, ptr @fails, align 4, !tbaa !9
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr @fails, align 4, !tbaa !9
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, ptr @.str.4, ptr @.str.3
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !9
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #10
  ret i32 %39

40:                                               ; preds = %0, %40
  %41 = phi i64 [ 0, %0 ], [ %65, %40 ]
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %42) #10
  %44 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %41
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %41
  %49 = load double, ptr %48, align 8, !tbaa !5
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
  %63 = load i32, ptr @fails, align 4, !tbaa !9
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !9
  %65 = add nuw nsw i64 %41, 1
  %66 = icmp eq i64 %65, 6
  br i1 %66, label %22, label %40, !llvm.loop !11
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
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fneg double %11
  %13 = tail call double @exp(double noundef %12) #10
  %14 = fadd double %13, 1.000000e+00
  %15 = fdiv double 1.000000e+00, %14
  %16 = getelementptr inbounds double, ptr %0, i64 %9
  store double %15, ptr %16, align 8, !tbaa !5
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %8, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @var(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sitofp i32 %1 to double
  br label %90

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 7
  %9 = icmp ult i32 %1, 8
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483640
  br label %36

12:                                               ; preds = %36, %6
  %13 = phi double [ poison, %6 ], [ %70, %36 ]
  %14 = phi i64 [ 0, %6 ], [ %71, %36 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %70, %36 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %12 ]
  %19 = phi double [ %23, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %25, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fadd double %19, %22
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %17, !llvm.loop !14

27:                                               ; preds = %17, %12
  %28 = phi double [ %13, %12 ], [ %23, %17 ]
  %29 = sitofp i32 %1 to double
  %30 = fdiv double %28, %29
  br i1 %3, label %31, label %90

31:                                               ; preds = %27
  %32 = and i64 %7, 3
  %33 = icmp ult i32 %1, 4
  br i1 %33, label %74, label %34

34:                                               ; preds = %31
  %35 = and i64 %7, 2147483644
  br label %94

36:                                               ; preds = %36, %10
  %37 = phi i64 [ 0, %10 ], [ %71, %36 ]
  %38 = phi double [ 0.000000e+00, %10 ], [ %70, %36 ]
  %39 = phi i64 [ 0, %10 ], [ %72, %36 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = fadd double %38, %41
  %43 = or disjoint i64 %37, 1
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fadd double %42, %45
  %47 = or disjoint i64 %37, 2
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fadd double %46, %49
  %51 = or disjoint i64 %37, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fadd double %50, %53
  %55 = or disjoint i64 %37, 4
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = fadd double %54, %57
  %59 = or disjoint i64 %37, 5
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fadd double %58, %61
  %63 = or disjoint i64 %37, 6
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = fadd double %62, %65
  %67 = or disjoint i64 %37, 7
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fadd double %66, %69
  %71 = add nuw nsw i64 %37, 8
  %72 = add i64 %39, 8
  %73 = icmp eq i64 %72, %11
  br i1 %73, label %12, label %36, !llvm.loop !16

74:                                               ; preds = %94, %31
  %75 = phi double [ poison, %31 ], [ %116, %94 ]
  %76 = phi i64 [ 0, %31 ], [ %117, %94 ]
  %77 = phi double [ 0.000000e+00, %31 ], [ %116, %94 ]
  %78 = icmp eq i64 %32, 0
  br i1 %78, label %90, label %79

79:                                               ; preds = %74, %79
  %80 = phi i64 [ %87, %79 ], [ %76, %74 ]
  %81 = phi double [ %86, %79 ], [ %77, %74 ]
  %82 = phi i64 [ %88, %79 ], [ 0, %74 ]
  %83 = getelementptr inbounds double, ptr %0, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fsub double %84, %30
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %81)
  %87 = add nuw nsw i64 %80, 1
  %88 = add i64 %82, 1
  %89 = icmp eq i64 %88, %32
  br i1 %89, label %90, label %79, !llvm.loop !17

90:                                               ; preds = %74, %79, %4, %27
  %91 = phi double [ %29, %27 ], [ %5, %4 ], [ %29, %79 ], [ %29, %74 ]
  %92 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %4 ], [ %75, %74 ], [ %86, %79 ]
  %93 = fdiv double %92, %91
  ret double %93

94:                                               ; preds = %94, %34
  %95 = phi i64 [ 0, %34 ], [ %117, %94 ]
  %96 = phi double [ 0.000000e+00, %34 ], [ %116, %94 ]
  %97 = phi i64 [ 0, %34 ], [ %118, %94 ]
  %98 = getelementptr inbounds double, ptr %0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fsub double %99, %30
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %100, double %96)
  %102 = or disjoint i64 %95, 1
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fsub double %104, %30
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %105, double %101)
  %107 = or disjoint i64 %95, 2
  %108 = getelementptr inbounds double, ptr %0, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = fsub double %109, %30
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %110, double %106)
  %112 = or disjoint i64 %95, 3
  %113 = getelementptr inbounds double, ptr %0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fsub double %114, %30
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %111)
  %117 = add nuw nsw i64 %95, 4
  %118 = add i64 %97, 4
  %119 = icmp eq i64 %118, %35
  br i1 %119, label %74, label %94, !llvm.loop !18
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !12}
