; ModuleID = 'fwd/11_running_max.c'
source_filename = "fwd/11_running_max.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -1.200000e+00, double 2.000000e+00, double 9.000000e-01, double 2.600000e+00, double -3.100000e+00, double 1.400000e+00], align 8
@__const.main.dx = private unnamed_addr constant [7 x double] [double 1.000000e+00, double 5.000000e-01, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 4.000000e-01, double -1.100000e+00], align 8
@.str = private unnamed_addr constant [7 x i8] c"runmax\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"runmax (n=4)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"bubble[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 8
  %2 = alloca [7 x double], align 8
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %1, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %2, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.dx, i64 56, i1 false)
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
  %21 = load i32, ptr @fails, align 4, !tbaa !6
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !6
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @runmax, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #9
  %24 = fadd double %23, 0x40089999999AA2AF
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EC9CB8320B26665
  %27 = select i1 %26, ptr @.str.4, ptr @.str.5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %23, double noundef 0xC0089999999AA2AF, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %5, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 56, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(56) %2, i64 56, i1 false), !tbaa !10
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @bubble, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 7) #9
  store <2 x double> <double 0xBFF3332DF505D0FA, double 4.500150e-01>, ptr %3, align 16, !tbaa !10
  store <2 x double> <double 0x3FECCCD0FE8AB4FA, double 0x4004CCD184C27200>, ptr %8, align 16, !tbaa !10
  store <2 x double> <double 0xC008CCCAB3EDD8B6, double 0x3FF6665ADD9C27E9>, ptr %10, align 16, !tbaa !10
  store double 0x40243FFB5AEA3161, ptr %12, align 16, !tbaa !10
  store <2 x double> <double 0xBFF333387160956C, double 0x3FDCCC8DE2AC3222>, ptr %4, align 16, !tbaa !10
  store <2 x double> <double 0x3FECCCC89B0EE4A0, double 0x4004CCC814D7279A>, ptr %9, align 16, !tbaa !10
  store <2 x double> <double 0xC008CCCEE5ABC0E4, double 0x3FF66671EF30A4E3>, ptr %11, align 16, !tbaa !10
  store double 0x40244004A515CE9F, ptr %13, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #9
  br label %40

33:                                               ; preds = %40
  %34 = icmp eq i32 %64, 0
  %35 = select i1 %34, ptr @.str.5, ptr @.str.4
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !6
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
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %41
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %41
  %49 = load double, ptr %48, align 8, !tbaa !10
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
  %63 = load i32, ptr @fails, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !6
  %65 = add nuw nsw i64 %41, 1
  %66 = icmp eq i64 %65, 7
  br i1 %66, label %33, label %40, !llvm.loop !12
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
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %10

6:                                                ; preds = %10
  %7 = fadd double %20, %19
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi double [ -1.000000e+300, %2 ], [ %7, %6 ]
  ret double %9

10:                                               ; preds = %4, %10
  %11 = phi i64 [ 0, %4 ], [ %21, %10 ]
  %12 = phi double [ -1.000000e+300, %4 ], [ %19, %10 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %20, %10 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = fmul double %15, -5.000000e-01
  %17 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %16)
  %18 = fcmp ogt double %17, %12
  %19 = select i1 %18, double %17, double %12
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 1.000000e-01, double %13)
  %21 = add nuw nsw i64 %11, 1
  %22 = icmp eq i64 %21, %5
  br i1 %22, label %6, label %10, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @bubble(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  br label %8

7:                                                ; preds = %18, %2
  ret void

8:                                                ; preds = %4, %18
  %9 = phi i64 [ 0, %4 ], [ %20, %18 ]
  %10 = phi i64 [ 1, %4 ], [ %19, %18 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = getelementptr inbounds double, ptr %0, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fcmp ogt double %12, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %8
  store double %14, ptr %11, align 8, !tbaa !10
  %17 = fmul double %12, 1.500000e+00
  store double %17, ptr %13, align 8, !tbaa !10
  br label %18

18:                                               ; preds = %8, %16
  %19 = add nuw nsw i64 %10, 1
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %7, label %8, !llvm.loop !15
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
