; ModuleID = 'fwd/38_out_pointers.c'
source_filename = "fwd/38_out_pointers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.m = private unnamed_addr constant [4 x double] [double 2.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00], align 8
@__const.main.dm = private unnamed_addr constant [4 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01], align 8
@.str = private unnamed_addr constant [9 x i8] c"solve2 x\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"solve2 y\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 8
@__const.main.dv = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 2.000000e-01, double -1.000000e+00], align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"normalize[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 8
  %2 = alloca [4 x double], align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.m, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.dm, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef nonnull @solve2, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.000000e+00, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e+00, ptr noundef nonnull %3, ptr noundef nonnull %5, ptr noundef nonnull %4, ptr noundef nonnull %6) #10
  %10 = load double, ptr %5, align 8, !tbaa !6
  %11 = fadd double %10, 0xBFB2C88EFF1A0B80
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB0C6F7A0B5ED8D
  %14 = select i1 %13, ptr @.str.4, ptr @.str.5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %10, double noundef 0x3FB2C88EFF1A0B80, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !10
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !10
  %19 = load double, ptr %6, align 8, !tbaa !6
  %20 = fadd double %19, 0xBFD39DD7674F9260
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %19, double noundef 0x3FD39DD7674F9260, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !10
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.dv, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %8, i64 8
  %29 = getelementptr inbounds i8, ptr %8, i64 16
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef nonnull @normalize, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef 3) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #10
  %31 = load double, ptr %8, align 8, !tbaa !6
  %32 = fadd double %31, 0xBFC724C0BD1780DF
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ugt double %33, 0x3EB0C6F7A0B5ED8D
  %35 = select i1 %34, ptr @.str.4, ptr @.str.5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %31, double noundef 0x3FC724C0BD1780DF, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !10
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !10
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #10
  %41 = load double, ptr %28, align 8, !tbaa !6
  %42 = fadd double %41, 0x3F8989A88A1C7BFF
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fcmp ugt double %43, 0x3EB0C6F7A0B5ED8D
  %45 = select i1 %44, ptr @.str.4, ptr @.str.5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %41, double noundef 0xBF8989A88A1C7BFF, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !10
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !10
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 2) #10
  %51 = load double, ptr %29, align 8, !tbaa !6
  %52 = fadd double %51, 0x3FDA55F5CE5989BF
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 0x3EB0C6F7A0B5ED8D
  %55 = select i1 %54, ptr @.str.4, ptr @.str.5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %51, double noundef 0xBFDA55F5CE5989BF, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !10
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !10
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, ptr @.str.5, ptr @.str.4
  %62 = call i32 @puts(ptr nonnull dereferenceable(1) %61)
  %63 = load i32, ptr @fails, align 4, !tbaa !10
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_fwddiff_outputs(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal range(i32 -1, 1) i32 @solve2(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) #5 {
  %6 = load double, ptr %0, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = fneg double %10
  %14 = fmul double %12, %13
  %15 = tail call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  %16 = fcmp oeq double %15, 0.000000e+00
  br i1 %16, label %27, label %17

17:                                               ; preds = %5
  %18 = fmul double %13, %2
  %19 = tail call double @llvm.fmuladd.f64(double %1, double %8, double %18)
  %20 = fdiv double %19, %15
  store double %20, ptr %3, align 8, !tbaa !6
  %21 = load double, ptr %0, align 8, !tbaa !6
  %22 = load double, ptr %11, align 8, !tbaa !6
  %23 = fneg double %22
  %24 = fmul double %23, %1
  %25 = tail call double @llvm.fmuladd.f64(double %21, double %2, double %24)
  %26 = fdiv double %25, %15
  store double %26, ptr %4, align 8, !tbaa !6
  br label %27

27:                                               ; preds = %5, %17
  %28 = phi i32 [ 0, %17 ], [ -1, %5 ]
  ret i32 %28
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @normalize(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %61

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %26, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %26 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %23, %26 ]
  br label %53

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %23, %12 ]
  %15 = or disjoint i64 %13, 1
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %16, align 8, !tbaa !6
  %19 = load double, ptr %17, align 8, !tbaa !6
  %20 = fmul double %18, %18
  %21 = fmul double %19, %19
  %22 = fadd double %14, %20
  %23 = fadd double %22, %21
  %24 = add nuw i64 %13, 2
  %25 = icmp eq i64 %24, %11
  br i1 %25, label %26, label %12, !llvm.loop !12

26:                                               ; preds = %12
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %53, %26
  %29 = phi double [ %23, %26 ], [ %58, %53 ]
  %30 = tail call double @sqrt(double noundef %29) #10
  %31 = fdiv double 1.000000e+00, %30
  br i1 %3, label %32, label %61

32:                                               ; preds = %28
  %33 = zext nneg i32 %1 to i64
  %34 = icmp ult i32 %1, 4
  br i1 %34, label %35, label %37

35:                                               ; preds = %51, %32
  %36 = phi i64 [ 0, %32 ], [ %38, %51 ]
  br label %62

37:                                               ; preds = %32
  %38 = and i64 %5, 2147483644
  %39 = insertelement <2 x double> poison, double %31, i64 0
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer
  br label %41

41:                                               ; preds = %41, %37
  %42 = phi i64 [ 0, %37 ], [ %49, %41 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !6
  %46 = load <2 x double>, ptr %44, align 8, !tbaa !6
  %47 = fmul <2 x double> %40, %45
  %48 = fmul <2 x double> %40, %46
  store <2 x double> %47, ptr %43, align 8, !tbaa !6
  store <2 x double> %48, ptr %44, align 8, !tbaa !6
  %49 = add nuw i64 %42, 4
  %50 = icmp eq i64 %49, %38
  br i1 %50, label %51, label %41, !llvm.loop !16

51:                                               ; preds = %41
  %52 = icmp eq i64 %38, %5
  br i1 %52, label %61, label %35

53:                                               ; preds = %7, %53
  %54 = phi i64 [ %59, %53 ], [ %8, %7 ]
  %55 = phi double [ %58, %53 ], [ %9, %7 ]
  %56 = getelementptr inbounds double, ptr %0, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %55)
  %59 = add nuw nsw i64 %54, 1
  %60 = icmp eq i64 %59, %5
  br i1 %60, label %28, label %53, !llvm.loop !17

61:                                               ; preds = %62, %51, %2, %28
  ret void

62:                                               ; preds = %35, %62
  %63 = phi i64 [ %67, %62 ], [ %36, %35 ]
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !6
  %66 = fmul double %31, %65
  store double %66, ptr %64, align 8, !tbaa !6
  %67 = add nuw nsw i64 %63, 1
  %68 = icmp eq i64 %67, %33
  br i1 %68, label %61, label %62, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14, !15}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !15, !14}
