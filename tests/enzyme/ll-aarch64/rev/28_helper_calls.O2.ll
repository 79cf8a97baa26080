; ModuleID = 'rev/28_helper_calls.c'
source_filename = "rev/28_helper_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"combo d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"combo d/dy[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #15
  store <2 x double> <double 4.000000e-01, double -9.000000e-01>, ptr %2, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.300000e+00, double 2.000000e-01>, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %2, i64 32
  store double -6.000000e-01, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #15
  store <2 x double> <double 1.100000e+00, double 3.000000e-01>, ptr %3, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double -5.000000e-01, double 8.000000e-01>, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  store double 2.500000e-01, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @combo, i32 noundef %12, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %12, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %13, i32 noundef %7) #15
  br label %22

15:                                               ; preds = %22
  %16 = icmp eq i32 %72, 0
  %17 = select i1 %16, ptr @.str.4, ptr @.str.3
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) %17)
  %19 = load i32, ptr @fails, align 4, !tbaa !6
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %21

22:                                               ; preds = %0, %22
  %23 = phi i64 [ 0, %0 ], [ %73, %22 ]
  %24 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  store double %26, ptr %24, align 8, !tbaa !10
  %27 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  %28 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  store double %28, ptr %24, align 8, !tbaa !10
  %29 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  store double %25, ptr %24, align 8, !tbaa !10
  %30 = trunc nuw nsw i64 %23 to i32
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %30) #15
  %32 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %23
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = fsub double %27, %29
  %35 = fdiv double %34, 2.000000e-06
  %36 = fsub double %33, %35
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = call double @llvm.fabs.f64(double %35)
  %39 = call double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  %40 = fmul double %39, 0x3EB0C6F7A0B5ED8D
  %41 = fcmp ugt double %37, %40
  %42 = fcmp ule double %38, 1.000000e-09
  %43 = or i1 %42, %41
  %44 = select i1 %43, ptr @.str.3, ptr @.str.4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %33, double noundef %35, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @fails, align 4, !tbaa !6
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @fails, align 4, !tbaa !6
  %49 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %23
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !10
  %52 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  %53 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %53, ptr %49, align 8, !tbaa !10
  %54 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  store double %50, ptr %49, align 8, !tbaa !10
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %30) #15
  %56 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %23
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = fsub double %52, %54
  %59 = fdiv double %58, 2.000000e-06
  %60 = fsub double %57, %59
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = call double @llvm.fabs.f64(double %59)
  %63 = call double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  %64 = fmul double %63, 0x3EB0C6F7A0B5ED8D
  %65 = fcmp ugt double %61, %64
  %66 = fcmp ule double %62, 1.000000e-09
  %67 = or i1 %66, %65
  %68 = select i1 %67, ptr @.str.3, ptr @.str.4
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %57, double noundef %59, ptr noundef nonnull %68)
  %70 = zext i1 %67 to i32
  %71 = load i32, ptr @fails, align 4, !tbaa !6
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr @fails, align 4, !tbaa !6
  %73 = add nuw nsw i64 %23, 1
  %74 = icmp eq i64 %73, 5
  br i1 %74, label %15, label %22, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @combo(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #15
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 %1, i64 %8, i1 false), !tbaa !10
  br label %9

9:                                                ; preds = %6, %3
  %10 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %0, i32 noundef %2)
  %11 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2)
  %12 = fdiv double %11, %10
  call fastcc void @axpy(double noundef %12, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %13 = sext i32 %2 to i64
  %14 = shl nsw i64 %13, 3
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #16
  br i1 %5, label %16, label %18

16:                                               ; preds = %9
  %17 = zext nneg i32 %2 to i64
  br label %27

18:                                               ; preds = %27, %9
  call fastcc void @axpy(double noundef -5.000000e-01, ptr noundef nonnull %4, ptr noundef %15, i32 noundef %2)
  %19 = call fastcc double @dot(ptr noundef %1, ptr noundef nonnull %4, i32 noundef %2)
  tail call fastcc void @axpy(double noundef %19, ptr noundef %1, ptr noundef %15, i32 noundef %2)
  %20 = call fastcc double @dot(ptr noundef nonnull %4, ptr noundef nonnull %4, i32 noundef %2)
  %21 = tail call fastcc double @dot(ptr noundef %15, ptr noundef %0, i32 noundef %2)
  %22 = tail call fastcc double @norm(ptr noundef %15, i32 noundef %2)
  %23 = fdiv double %21, %22
  %24 = fadd double %20, %23
  %25 = tail call fastcc double @norm(ptr noundef %1, i32 noundef %2)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %11, double %24)
  tail call void @free(ptr noundef %15) #15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #15
  ret double %26

27:                                               ; preds = %16, %27
  %28 = phi i64 [ 0, %16 ], [ %33, %27 ]
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = tail call double @sin(double noundef %30) #15
  %32 = getelementptr inbounds double, ptr %15, i64 %28
  store double %31, ptr %32, align 8, !tbaa !10
  %33 = add nuw nsw i64 %28, 1
  %34 = icmp eq i64 %33, %17
  br i1 %34, label %18, label %27, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %32

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %11

8:                                                ; preds = %30, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %30 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %27, %30 ]
  br label %34

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %28, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %27, %13 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds double, ptr %1, i64 %14
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !10
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !10
  %24 = fmul <2 x double> %18, %22
  %25 = fmul <2 x double> %19, %23
  %26 = tail call double @llvm.vector.reduce.fadd.v2f64(double %15, <2 x double> %24)
  %27 = tail call double @llvm.vector.reduce.fadd.v2f64(double %26, <2 x double> %25)
  %28 = add nuw i64 %14, 4
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %30, label %13, !llvm.loop !15

30:                                               ; preds = %13
  %31 = icmp eq i64 %12, %6
  br i1 %31, label %32, label %8

32:                                               ; preds = %34, %30, %3
  %33 = phi double [ 0.000000e+00, %3 ], [ %27, %30 ], [ %41, %34 ]
  ret double %33

34:                                               ; preds = %8, %34
  %35 = phi i64 [ %42, %34 ], [ %9, %8 ]
  %36 = phi double [ %41, %34 ], [ %10, %8 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = getelementptr inbounds double, ptr %1, i64 %35
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %36)
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %32, label %34, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %38

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 6
  br i1 %8, label %9, label %11

9:                                                ; preds = %36, %11, %6
  %10 = phi i64 [ 0, %11 ], [ 0, %6 ], [ %19, %36 ]
  br label %39

11:                                               ; preds = %6
  %12 = shl nuw nsw i64 %7, 3
  %13 = getelementptr i8, ptr %2, i64 %12
  %14 = getelementptr i8, ptr %1, i64 %12
  %15 = icmp ugt ptr %14, %2
  %16 = icmp ugt ptr %13, %1
  %17 = and i1 %15, %16
  br i1 %17, label %9, label %18

18:                                               ; preds = %11
  %19 = and i64 %7, 2147483644
  %20 = insertelement <2 x double> poison, double %0, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i64 [ 0, %18 ], [ %34, %22 ]
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !10, !alias.scope !19
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !10, !alias.scope !19
  %28 = getelementptr inbounds double, ptr %2, i64 %23
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !10, !alias.scope !22, !noalias !19
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10, !alias.scope !22, !noalias !19
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %26, <2 x double> %30)
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %27, <2 x double> %31)
  store <2 x double> %32, ptr %28, align 8, !tbaa !10, !alias.scope !22, !noalias !19
  store <2 x double> %33, ptr %29, align 8, !tbaa !10, !alias.scope !22, !noalias !19
  %34 = add nuw i64 %23, 4
  %35 = icmp eq i64 %34, %19
  br i1 %35, label %36, label %22, !llvm.loop !24

36:                                               ; preds = %22
  %37 = icmp eq i64 %19, %7
  br i1 %37, label %38, label %9

38:                                               ; preds = %39, %36, %4
  ret void

39:                                               ; preds = %9, %39
  %40 = phi i64 [ %46, %39 ], [ %10, %9 ]
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = getelementptr inbounds double, ptr %2, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = tail call double @llvm.fmuladd.f64(double %0, double %42, double %44)
  store double %45, ptr %43, align 8, !tbaa !10
  %46 = add nuw nsw i64 %40, 1
  %47 = icmp eq i64 %46, %7
  br i1 %47, label %38, label %39, !llvm.loop !25
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @norm(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #9 {
  %3 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %0, i32 noundef %1)
  %4 = tail call double @sqrt(double noundef %3) #15
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !17, !16}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !13, !16, !17}
!25 = distinct !{!25, !13, !16}
