; ModuleID = 'rev/43_custom_tape_ptr.c'
source_filename = "rev/43_custom_tape_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@n_aug = internal unnamed_addr global i32 0, align 4
@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_lse = dso_local local_unnamed_addr global [3 x ptr] [ptr @lse, ptr @lse_aug, ptr @lse_rev], align 16
@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 3.000000e-01, double 1.500000e+00, double 2.000000e-01, double 0xBFE6666666666666, double 1.100000e+00, double -4.000000e-01, double 9.000000e-01, double 6.000000e-01, double -1.300000e+00], align 16
@__const.main.w = private unnamed_addr constant [8 x double] [double 8.000000e-01, double -3.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e-01, double 0.000000e+00, double -2.000000e-01, double 4.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"aug calls\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"rev calls\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"model dw[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @lse(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = load double, ptr %0, align 8, !tbaa !5
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %23

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = add nsw i64 %7, -1
  %9 = and i64 %8, 1
  %10 = icmp eq i32 %2, 2
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = and i64 %8, -2
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  br label %28

14:                                               ; preds = %28, %6
  %15 = phi double [ poison, %6 ], [ %37, %28 ]
  %16 = phi i64 [ 1, %6 ], [ %38, %28 ]
  %17 = phi double [ %4, %6 ], [ %37, %28 ]
  %18 = icmp eq i64 %9, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds double, ptr %0, i64 %16
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.maxnum.f64(double %17, double %21)
  br label %23

23:                                               ; preds = %19, %14, %3
  %24 = phi double [ %4, %3 ], [ %15, %14 ], [ %22, %19 ]
  %25 = icmp sgt i32 %2, 0
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = zext nneg i32 %2 to i64
  br label %45

28:                                               ; preds = %28, %11
  %29 = phi i64 [ 1, %11 ], [ %38, %28 ]
  %30 = phi double [ %4, %11 ], [ %37, %28 ]
  %31 = phi i64 [ 0, %11 ], [ %39, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.maxnum.f64(double %30, double %33)
  %35 = getelementptr inbounds double, ptr %13, i64 %29
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call double @llvm.maxnum.f64(double %34, double %36)
  %38 = add nuw nsw i64 %29, 2
  %39 = add i64 %31, 2
  %40 = icmp eq i64 %39, %12
  br i1 %40, label %14, label %28, !llvm.loop !9

41:                                               ; preds = %45, %23
  %42 = phi double [ 0.000000e+00, %23 ], [ %52, %45 ]
  %43 = tail call double @log(double noundef %42) #15
  %44 = fadd double %24, %43
  store double %44, ptr %1, align 8, !tbaa !5
  ret void

45:                                               ; preds = %26, %45
  %46 = phi i64 [ 0, %26 ], [ %53, %45 ]
  %47 = phi double [ 0.000000e+00, %26 ], [ %52, %45 ]
  %48 = getelementptr inbounds double, ptr %0, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fsub double %49, %24
  %51 = tail call double @exp(double noundef %50) #15
  %52 = fadd double %47, %51
  %53 = add nuw nsw i64 %46, 1
  %54 = icmp eq i64 %53, %27
  br i1 %54, label %41, label %45, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local noalias noundef ptr @lse_aug(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef %2, ptr nocapture readnone %3, i32 noundef %4) #4 {
  %6 = load i32, ptr @n_aug, align 4, !tbaa !12
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @n_aug, align 4, !tbaa !12
  tail call void @lse(ptr noundef %0, ptr noundef %2, i32 noundef %4)
  %8 = sext i32 %4 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #16
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %5
  %13 = zext nneg i32 %4 to i64
  br label %15

14:                                               ; preds = %15, %5
  ret ptr %10

15:                                               ; preds = %12, %15
  %16 = phi i64 [ 0, %12 ], [ %23, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = load double, ptr %2, align 8, !tbaa !5
  %20 = fsub double %18, %19
  %21 = tail call double @exp(double noundef %20) #15
  %22 = getelementptr inbounds double, ptr %10, i64 %16
  store double %21, ptr %22, align 8, !tbaa !5
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %13
  br i1 %24, label %14, label %15, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local void @lse_rev(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef %3, i32 noundef %4, ptr nocapture noundef %5) #6 {
  %7 = load i32, ptr @n_rev, align 4, !tbaa !12
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @n_rev, align 4, !tbaa !12
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %62

10:                                               ; preds = %6
  %11 = zext nneg i32 %4 to i64
  %12 = icmp ult i32 %4, 8
  br i1 %12, label %13, label %29

13:                                               ; preds = %60, %29, %10
  %14 = phi i64 [ 0, %29 ], [ 0, %10 ], [ %42, %60 ]
  %15 = and i64 %11, 1
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = load double, ptr %3, align 8, !tbaa !5
  %19 = getelementptr inbounds double, ptr %5, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds double, ptr %1, i64 %14
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %20, double %22)
  store double %23, ptr %21, align 8, !tbaa !5
  %24 = or disjoint i64 %14, 1
  br label %25

25:                                               ; preds = %17, %13
  %26 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %27 = add nsw i64 %11, -1
  %28 = icmp eq i64 %14, %27
  br i1 %28, label %62, label %63

29:                                               ; preds = %10
  %30 = shl nuw nsw i64 %11, 3
  %31 = getelementptr i8, ptr %1, i64 %30
  %32 = getelementptr i8, ptr %3, i64 8
  %33 = getelementptr i8, ptr %5, i64 %30
  %34 = icmp ugt ptr %32, %1
  %35 = icmp ugt ptr %31, %3
  %36 = and i1 %34, %35
  %37 = icmp ugt ptr %33, %1
  %38 = icmp ugt ptr %31, %5
  %39 = and i1 %37, %38
  %40 = or i1 %36, %39
  br i1 %40, label %13, label %41

41:                                               ; preds = %29
  %42 = and i64 %11, 2147483644
  %43 = load double, ptr %3, align 8, !tbaa !5, !alias.scope !15
  %44 = insertelement <2 x double> poison, double %43, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi i64 [ 0, %41 ], [ %58, %46 ]
  %48 = getelementptr inbounds double, ptr %5, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !5, !alias.scope !18
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !5, !alias.scope !18
  %52 = getelementptr inbounds double, ptr %1, i64 %47
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !5, !alias.scope !20, !noalias !22
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !5, !alias.scope !20, !noalias !22
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> %50, <2 x double> %54)
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> %51, <2 x double> %55)
  store <2 x double> %56, ptr %52, align 8, !tbaa !5, !alias.scope !20, !noalias !22
  store <2 x double> %57, ptr %53, align 8, !tbaa !5, !alias.scope !20, !noalias !22
  %58 = add nuw i64 %47, 4
  %59 = icmp eq i64 %58, %42
  br i1 %59, label %60, label %46, !llvm.loop !23

60:                                               ; preds = %46
  %61 = icmp eq i64 %42, %11
  br i1 %61, label %62, label %13

62:                                               ; preds = %25, %63, %60, %6
  store double 0.000000e+00, ptr %3, align 8, !tbaa !5
  tail call void @free(ptr noundef %5) #15
  ret void

63:                                               ; preds = %25, %63
  %64 = phi i64 [ %78, %63 ], [ %26, %25 ]
  %65 = load double, ptr %3, align 8, !tbaa !5
  %66 = getelementptr inbounds double, ptr %5, i64 %64
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds double, ptr %1, i64 %64
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %69)
  store double %70, ptr %68, align 8, !tbaa !5
  %71 = add nuw nsw i64 %64, 1
  %72 = load double, ptr %3, align 8, !tbaa !5
  %73 = getelementptr inbounds double, ptr %5, i64 %71
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = getelementptr inbounds double, ptr %1, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %76)
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = add nuw nsw i64 %64, 2
  %79 = icmp eq i64 %78, %11
  br i1 %79, label %62, label %63, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = alloca [4 x double], align 16
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca [12 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 3, ptr %5, align 4, !tbaa !12
  %10 = load volatile i32, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.w, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model, i32 noundef %11, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %12, ptr noundef nonnull %6, i32 noundef %12, i32 noundef %10) #15
  %14 = load i32, ptr @n_aug, align 4, !tbaa !12
  %15 = icmp eq i32 %14, 3
  %16 = select i1 %15, ptr @.str.5, ptr @.str.4
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %14, i32 noundef 3, ptr noundef nonnull %16)
  %18 = icmp ne i32 %14, 3
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !12
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !12
  %22 = load i32, ptr @n_rev, align 4, !tbaa !12
  %23 = icmp eq i32 %22, 3
  %24 = select i1 %23, ptr @.str.5, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %22, i32 noundef 3, ptr noundef nonnull %24)
  %26 = icmp ne i32 %22, 3
  %27 = zext i1 %26 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !12
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #15
  %30 = icmp sgt i32 %10, 0
  %31 = zext nneg i32 %10 to i64
  %32 = getelementptr inbounds i8, ptr %7, i64 32
  %33 = getelementptr inbounds i8, ptr %7, i64 16
  %34 = getelementptr inbounds i8, ptr %7, i64 48
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  %36 = getelementptr inbounds i8, ptr %1, i64 16
  br label %44

37:                                               ; preds = %103
  %38 = icmp eq i32 %124, 0
  %39 = select i1 %38, ptr @.str.5, ptr @.str.4
  %40 = call i32 @puts(ptr nonnull dereferenceable(1) %39)
  %41 = load i32, ptr @fails, align 4, !tbaa !12
  %42 = icmp ne i32 %41, 0
  %43 = zext i1 %42 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %43

44:                                               ; preds = %0, %103
  %45 = phi i64 [ 0, %0 ], [ %125, %103 ]
  %46 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  store double %48, ptr %46, align 8, !tbaa !5
  br i1 %30, label %49, label %103

49:                                               ; preds = %44, %49
  %50 = phi i64 [ %65, %49 ], [ 0, %44 ]
  %51 = phi double [ %73, %49 ], [ 0.000000e+00, %44 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  %52 = shl nsw i64 %50, 2
  %53 = getelementptr inbounds double, ptr %6, i64 %52
  %54 = load <2 x double>, ptr %7, align 16, !tbaa !5
  %55 = load <2 x double>, ptr %53, align 16, !tbaa !5
  %56 = load <2 x double>, ptr %32, align 16, !tbaa !5
  %57 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %55, <2 x double> %56)
  store <2 x double> %57, ptr %3, align 16, !tbaa !5
  %58 = or disjoint i64 %52, 2
  %59 = getelementptr inbounds double, ptr %6, i64 %58
  %60 = load <2 x double>, ptr %33, align 16, !tbaa !5
  %61 = load <2 x double>, ptr %59, align 16, !tbaa !5
  %62 = load <2 x double>, ptr %34, align 16, !tbaa !5
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> %61, <2 x double> %62)
  store <2 x double> %63, ptr %35, align 16, !tbaa !5
  call void @lse(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 4)
  %64 = load double, ptr %4, align 8, !tbaa !5
  %65 = add nuw nsw i64 %50, 1
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to double
  %68 = and i64 %50, 3
  %69 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fneg double %70
  %72 = call double @llvm.fmuladd.f64(double %64, double %67, double %71)
  %73 = fadd double %51, %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  %74 = icmp eq i64 %65, %31
  br i1 %74, label %75, label %49, !llvm.loop !27

75:                                               ; preds = %49
  %76 = fadd double %47, 0xBEB0C6F7A0B5ED8D
  store double %76, ptr %46, align 8, !tbaa !5
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %93, %77 ]
  %79 = phi double [ 0.000000e+00, %75 ], [ %101, %77 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  %80 = shl nsw i64 %78, 2
  %81 = getelementptr inbounds double, ptr %6, i64 %80
  %82 = load <2 x double>, ptr %7, align 16, !tbaa !5
  %83 = load <2 x double>, ptr %81, align 16, !tbaa !5
  %84 = load <2 x double>, ptr %32, align 16, !tbaa !5
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %83, <2 x double> %84)
  store <2 x double> %85, ptr %1, align 16, !tbaa !5
  %86 = or disjoint i64 %80, 2
  %87 = getelementptr inbounds double, ptr %6, i64 %86
  %88 = load <2 x double>, ptr %33, align 16, !tbaa !5
  %89 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %90 = load <2 x double>, ptr %34, align 16, !tbaa !5
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> %89, <2 x double> %90)
  store <2 x double> %91, ptr %36, align 16, !tbaa !5
  call void @lse(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4)
  %92 = load double, ptr %2, align 8, !tbaa !5
  %93 = add nuw nsw i64 %78, 1
  %94 = trunc nuw nsw i64 %93 to i32
  %95 = uitofp nneg i32 %94 to double
  %96 = and i64 %78, 3
  %97 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = fneg double %98
  %100 = call double @llvm.fmuladd.f64(double %92, double %95, double %99)
  %101 = fadd double %79, %100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  %102 = icmp eq i64 %93, %31
  br i1 %102, label %103, label %77, !llvm.loop !27

103:                                              ; preds = %77, %44
  %104 = phi double [ 0.000000e+00, %44 ], [ %73, %77 ]
  %105 = phi double [ 0.000000e+00, %44 ], [ %101, %77 ]
  store double %47, ptr %46, align 8, !tbaa !5
  %106 = trunc nuw nsw i64 %45 to i32
  %107 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %106) #15
  %108 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %45
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = fsub double %104, %105
  %111 = fdiv double %110, 2.000000e-06
  %112 = fsub double %109, %111
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = call double @llvm.fabs.f64(double %111)
  %115 = call double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  %116 = fmul double %115, 0x3EB0C6F7A0B5ED8D
  %117 = fcmp ugt double %113, %116
  %118 = fcmp ule double %114, 1.000000e-09
  %119 = or i1 %118, %117
  %120 = select i1 %119, ptr @.str.4, ptr @.str.5
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %9, double noundef %109, double noundef %111, ptr noundef nonnull %120)
  %122 = zext i1 %119 to i32
  %123 = load i32, ptr @fails, align 4, !tbaa !12
  %124 = add nsw i32 %123, %122
  store i32 %124, ptr @fails, align 4, !tbaa !12
  %125 = add nuw nsw i64 %45, 1
  %126 = icmp eq i64 %125, 8
  br i1 %126, label %37, label %44, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @model(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #11 {
  %4 = alloca [4 x double], align 16
  %5 = alloca double, align 8
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %39, %15 ]
  ret double %14

15:                                               ; preds = %7, %15
  %16 = phi i64 [ 0, %7 ], [ %31, %15 ]
  %17 = phi double [ 0.000000e+00, %7 ], [ %39, %15 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  %18 = shl nsw i64 %16, 2
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  %20 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !5
  %22 = load <2 x double>, ptr %9, align 8, !tbaa !5
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %21, <2 x double> %22)
  store <2 x double> %23, ptr %4, align 16, !tbaa !5
  %24 = or disjoint i64 %18, 2
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load <2 x double>, ptr %10, align 8, !tbaa !5
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !5
  %28 = load <2 x double>, ptr %11, align 8, !tbaa !5
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %27, <2 x double> %28)
  store <2 x double> %29, ptr %12, align 16, !tbaa !5
  call void @lse(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 4)
  %30 = load double, ptr %5, align 8, !tbaa !5
  %31 = add nuw nsw i64 %16, 1
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = and i64 %16, 3
  %35 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fneg double %36
  %38 = tail call double @llvm.fmuladd.f64(double %30, double %33, double %37)
  %39 = fadd double %17, %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  %40 = icmp eq i64 %31, %8
  br i1 %40, label %13, label %15, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = !{!21}
!21 = distinct !{!21, !17}
!22 = !{!16, !19}
!23 = distinct !{!23, !10, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !10, !24}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
