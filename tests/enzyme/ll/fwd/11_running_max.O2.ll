; ModuleID = 'fwd/11_running_max.c'
source_filename = "fwd/11_running_max.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -1.200000e+00, double 2.000000e+00, double 9.000000e-01, double 2.600000e+00, double -3.100000e+00, double 1.400000e+00], align 16
@__const.main.dx = private unnamed_addr constant [7 x double] [double 1.000000e+00, double 5.000000e-01, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 4.000000e-01, double -1.100000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"runmax\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"runmax (n=4)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"bubble[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.dx, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #9
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %3, i64 48
  %13 = getelementptr inbounds i8, ptr %4, i64 48
  %14 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @runmax, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7) #9
  %15 = fadd double %14, 0x400B581062544A7F
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = fcmp ugt double %16, 0x3ECCAC195F399998
  %18 = select i1 %17, ptr @.str.4, ptr @.str.5
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %14, double noundef 0xC00B581062544A7F, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !5
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @runmax, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #9
  %24 = fadd double %23, 0x40089999999AA2AF
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EC9CB8320B26665
  %27 = select i1 %26, ptr @.str.4, ptr @.str.5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %23, double noundef 0xC0089999999AA2AF, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !5
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %5, ptr noundef nonnull align 16 dereferenceable(56) %1, i64 56, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, ptr noundef nonnull align 16 dereferenceable(56) %2, i64 56, i1 false), !tbaa !9
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @bubble, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 7) #9
  store <2 x double> <double 0xBFF3332DF505D0FA, double 4.500150e-01>, ptr %3, align 16, !tbaa !9
  store <2 x double> <double 0x3FECCCD0FE8AB4FA, double 0x4004CCD184C27200>, ptr %8, align 16, !tbaa !9
  store <2 x double> <double 0xC008CCCAB3EDD8B6, double 0x3FF6665ADD9C27E9>, ptr %10, align 16, !tbaa !9
  store double 0x40243FFB5AEA3161, ptr %12, align 16, !tbaa !9
  store <2 x double> <double 0xBFF333387160956C, double 0x3FDCCC8DE2AC3222>, ptr %4, align 16, !tbaa !9
  store <2 x double> <double 0x3FECCCC89B0EE4A0, double 0x4004CCC814D7279A>, ptr %9, align 16, !tbaa !9
  store <2 x double> <double 0xC008CCCEE5ABC0E4, double 0x3FF66671EF30A4E3>, ptr %11, align 16, !tbaa !9
  store double 0x40244004A515CE9F, ptr %13, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #9
  br label %40

33:                                               ; preds = %40
  %34 = icmp eq i32 %64, 0
  %35 = select i1 %34, ptr @.str.5, ptr @.str.4
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !5
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #9
  ret i32 %39

40:                                               ; preds = %0, %40
  %41 = phi i64 [ 0, %0 ], [ %65, %40 ]
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %42) #9
  %44 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %41
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %41
  %49 = load double, ptr %48, align 8, !tbaa !9
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
  %60 = select i1 %59, ptr @.str.4, ptr @.str.5
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %45, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !5
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !5
  %65 = add nuw nsw i64 %41, 1
  %66 = icmp eq i64 %65, 7
  br i1 %66, label %33, label %40, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @runmax(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %31

10:                                               ; preds = %31, %4
  %11 = phi double [ poison, %4 ], [ %49, %31 ]
  %12 = phi double [ poison, %4 ], [ %50, %31 ]
  %13 = phi i64 [ 0, %4 ], [ %51, %31 ]
  %14 = phi double [ -1.000000e+300, %4 ], [ %49, %31 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %50, %31 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, -5.000000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %20)
  %22 = fcmp ogt double %21, %14
  %23 = select i1 %22, double %21, double %14
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 1.000000e-01, double %15)
  br label %25

25:                                               ; preds = %10, %17
  %26 = phi double [ %11, %10 ], [ %23, %17 ]
  %27 = phi double [ %12, %10 ], [ %24, %17 ]
  %28 = fadd double %27, %26
  br label %29

29:                                               ; preds = %25, %2
  %30 = phi double [ -1.000000e+300, %2 ], [ %28, %25 ]
  ret double %30

31:                                               ; preds = %31, %8
  %32 = phi i64 [ 0, %8 ], [ %51, %31 ]
  %33 = phi double [ -1.000000e+300, %8 ], [ %49, %31 ]
  %34 = phi double [ 0.000000e+00, %8 ], [ %50, %31 ]
  %35 = phi i64 [ 0, %8 ], [ %52, %31 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %32
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, -5.000000e-01
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %38)
  %40 = fcmp ogt double %39, %33
  %41 = select i1 %40, double %39, double %33
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 1.000000e-01, double %34)
  %43 = or disjoint i64 %32, 1
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %45, -5.000000e-01
  %47 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %46)
  %48 = fcmp ogt double %47, %41
  %49 = select i1 %48, double %47, double %41
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 1.000000e-01, double %42)
  %51 = add nuw nsw i64 %32, 2
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %31, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @bubble(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext i32 %5 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %5, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, 4294967294
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  br label %25

12:                                               ; preds = %45, %4
  %13 = phi i64 [ 0, %4 ], [ %47, %45 ]
  %14 = phi i64 [ 1, %4 ], [ %46, %45 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fcmp ogt double %18, %20
  br i1 %21, label %22, label %24

22:                                               ; preds = %16
  store double %20, ptr %17, align 8, !tbaa !9
  %23 = fmul double %18, 1.500000e+00
  store double %23, ptr %19, align 8, !tbaa !9
  br label %24

24:                                               ; preds = %12, %22, %16, %2
  ret void

25:                                               ; preds = %45, %9
  %26 = phi i64 [ 0, %9 ], [ %47, %45 ]
  %27 = phi i64 [ 1, %9 ], [ %46, %45 ]
  %28 = phi i64 [ 0, %9 ], [ %48, %45 ]
  %29 = getelementptr inbounds double, ptr %0, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %0, i64 %27
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fcmp ogt double %30, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %25
  store double %32, ptr %29, align 8, !tbaa !9
  %35 = fmul double %30, 1.500000e+00
  store double %35, ptr %31, align 8, !tbaa !9
  br label %36

36:                                               ; preds = %25, %34
  %37 = or disjoint i64 %26, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds double, ptr %11, i64 %27
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fcmp ogt double %39, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %36
  store double %41, ptr %38, align 8, !tbaa !9
  %44 = fmul double %39, 1.500000e+00
  store double %44, ptr %40, align 8, !tbaa !9
  br label %45

45:                                               ; preds = %43, %36
  %46 = add nuw nsw i64 %27, 2
  %47 = add nuw nsw i64 %26, 2
  %48 = add i64 %28, 2
  %49 = icmp eq i64 %48, %10
  br i1 %49, label %12, label %25, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
