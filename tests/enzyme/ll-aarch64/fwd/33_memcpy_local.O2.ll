; ModuleID = 'fwd/33_memcpy_local.c'
source_filename = "fwd/33_memcpy_local.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"local_copy\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"transform[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x double], align 8
  %2 = alloca [10 x double], align 8
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 8
  %6 = alloca [10 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #11
  store <2 x double> <double 0xBFE6666666666666, double 0xBFDFFFFFFFFFFFFF>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double -4.000000e-01>, ptr %4, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFD3333333333332, double 0xBFB9999999999994>, ptr %8, align 16, !tbaa !6
  store <2 x double> <double -4.000000e-01, double 1.000000e+00>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FB99999999999A0, double 0x3FD3333333333335>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double -4.000000e-01, double -4.000000e-01>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %3, i64 48
  %13 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FE0000000000001, double 0x3FE6666666666668>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double -4.000000e-01>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  %15 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0x3FECCCCCCCCCCCCE, double 1.100000e+00>, ptr %14, align 16, !tbaa !6
  store <2 x double> <double -4.000000e-01, double 1.000000e+00>, ptr %15, align 16, !tbaa !6
  %16 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @local_copy, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 10) #11
  %17 = fadd double %16, 0xBFFB582208F516FF
  %18 = call double @llvm.fabs.f64(double %17)
  %19 = fcmp ugt double %18, 0x3EBCAC2BE1599998
  %20 = select i1 %19, ptr @.str.3, ptr @.str.4
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %16, double noundef 0x3FFB582208F516FF, ptr noundef nonnull %20)
  %22 = zext i1 %19 to i32
  %23 = load i32, ptr @fails, align 4, !tbaa !10
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr @fails, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #11
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @transform, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 10) #11
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = getelementptr inbounds i8, ptr %2, i64 24
  %28 = getelementptr inbounds i8, ptr %2, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 56
  store double 0x3FE9F05378ED15E2, ptr %2, align 8, !tbaa !6
  store <2 x double> <double 0x3FFB8AE949C32F09, double 0x4005EF2FBC1C1F94>, ptr %26, align 8, !tbaa !6
  store <2 x double> <double 0x400F0DE9E5A823B2, double 0x40149BEBBEF88653>, ptr %27, align 8, !tbaa !6
  store <2 x double> <double 0x401A4299467F71B0, double 0x40204406C354785E>, ptr %28, align 8, !tbaa !6
  store <2 x double> <double 0x4023BD23A72FB81D, double 0x4027944F170BC53E>, ptr %29, align 8, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %26, ptr noundef nonnull align 8 dereferenceable(72) %2, i64 72, i1 false)
  store double 0xBFE8A3CEA6B3E1DA, ptr %2, align 8, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = getelementptr inbounds i8, ptr %1, i64 24
  %32 = getelementptr inbounds i8, ptr %1, i64 40
  %33 = getelementptr inbounds i8, ptr %1, i64 56
  store double 0x3FE9F04945D9FB91, ptr %1, align 8, !tbaa !6
  store <2 x double> <double 0x3FFB8AED9EC6B653, double 0x4005EF332F4DAA60>, ptr %30, align 8, !tbaa !6
  store <2 x double> <double 0x400F0DDDAFA2073A, double 0x40149BEEFCCD69F0>, ptr %31, align 8, !tbaa !6
  store <2 x double> <double 0x401A429D67DF58EC, double 0x402044005DF91A93>, ptr %32, align 8, !tbaa !6
  store <2 x double> <double 0x4023BD26C1FA3997, double 0x40279452CC79F6BB>, ptr %33, align 8, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %30, ptr noundef nonnull align 8 dereferenceable(72) %1, i64 72, i1 false)
  store double 0xBFE8A3DF6DAB828E, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  br label %41

34:                                               ; preds = %41
  %35 = icmp eq i32 %65, 0
  %36 = select i1 %35, ptr @.str.4, ptr @.str.3
  %37 = call i32 @puts(ptr nonnull dereferenceable(1) %36)
  %38 = load i32, ptr @fails, align 4, !tbaa !10
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11
  ret i32 %40

41:                                               ; preds = %0, %41
  %42 = phi i64 [ 0, %0 ], [ %66, %41 ]
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %43) #11
  %45 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %42
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %42
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = fsub double %48, %50
  %52 = fdiv double %51, 2.000000e-05
  %53 = fsub double %46, %52
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = call double @llvm.fabs.f64(double %52)
  %56 = call double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fcmp ugt double %54, %57
  %59 = fcmp ule double %55, 1.000000e-09
  %60 = or i1 %59, %58
  %61 = select i1 %60, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %46, double noundef %52, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !10
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !10
  %66 = add nuw nsw i64 %42, 1
  %67 = icmp eq i64 %66, 10
  br i1 %67, label %34, label %41, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @local_copy(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #11
  %5 = sext i32 %1 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 %0, i64 %6, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %45

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  %10 = icmp ult i32 %1, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %25, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %25 ]
  br label %30

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %23, %15 ]
  %17 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !6
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !6
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %19, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %20, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %21, ptr %17, align 8, !tbaa !6
  store <2 x double> %22, ptr %18, align 8, !tbaa !6
  %23 = add nuw i64 %16, 4
  %24 = icmp eq i64 %23, %14
  br i1 %24, label %25, label %15, !llvm.loop !14

25:                                               ; preds = %15
  %26 = icmp eq i64 %14, %9
  br i1 %26, label %27, label %11

27:                                               ; preds = %30, %25
  br i1 %7, label %28, label %45

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  br label %52

30:                                               ; preds = %11, %30
  %31 = phi i64 [ %35, %30 ], [ %12, %11 ]
  %32 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !6
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double 1.000000e+00)
  store double %34, ptr %32, align 8, !tbaa !6
  %35 = add nuw nsw i64 %31, 1
  %36 = icmp eq i64 %35, %9
  br i1 %36, label %27, label %30, !llvm.loop !17

37:                                               ; preds = %52
  %38 = load double, ptr %4, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %4, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %4, i64 16
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %4, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !6
  br label %45

45:                                               ; preds = %2, %37, %27
  %46 = phi double [ %44, %37 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ]
  %47 = phi double [ %42, %37 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ]
  %48 = phi double [ %40, %37 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ]
  %49 = phi double [ %38, %37 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ]
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %47)
  %51 = fsub double %50, %46
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #11
  ret double %51

52:                                               ; preds = %28, %52
  %53 = phi i64 [ 0, %28 ], [ %67, %52 ]
  %54 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !6
  %56 = trunc i64 %53 to i32
  %57 = add i32 %56, 3
  %58 = urem i32 %57, %1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !6
  %62 = tail call double @sin(double noundef %61) #11
  %63 = and i64 %53, 3
  %64 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !6
  %66 = tail call double @llvm.fmuladd.f64(double %55, double %62, double %65)
  store double %66, ptr %64, align 8, !tbaa !6
  %67 = add nuw nsw i64 %53, 1
  %68 = icmp eq i64 %67, %29
  br i1 %68, label %37, label %52, !llvm.loop !18
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @transform(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #11
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 %1, i64 %6, i1 false)
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  br label %19

10:                                               ; preds = %19, %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = add nsw i32 %2, -1
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %4, i64 %14, i1 false)
  %15 = getelementptr inbounds double, ptr %1, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = load double, ptr %1, align 8, !tbaa !6
  %18 = fmul double %16, %17
  store double %18, ptr %4, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %4, i64 %6, i1 false)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #11
  ret void

19:                                               ; preds = %8, %19
  %20 = phi i64 [ 0, %8 ], [ %25, %19 ]
  %21 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = fmul double %22, 3.000000e-01
  %24 = tail call double @exp(double noundef %23) #11
  %25 = add nuw nsw i64 %20, 1
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = uitofp nneg i32 %26 to double
  %28 = fmul double %24, %27
  store double %28, ptr %21, align 8, !tbaa !6
  %29 = icmp eq i64 %25, %9
  br i1 %29, label %10, label %19, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
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
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13, !16, !15}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
