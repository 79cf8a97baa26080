; ModuleID = 'rev/43_custom_tape_ptr.c'
source_filename = "rev/43_custom_tape_ptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n_aug = internal unnamed_addr global i32 0, align 4
@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_lse = dso_local local_unnamed_addr global [3 x ptr] [ptr @lse, ptr @lse_aug, ptr @lse_rev], align 8
@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 3.000000e-01, double 1.500000e+00, double 2.000000e-01, double 0xBFE6666666666666, double 1.100000e+00, double -4.000000e-01, double 9.000000e-01, double 6.000000e-01, double -1.300000e+00], align 8
@__const.main.w = private unnamed_addr constant [8 x double] [double 8.000000e-01, double -3.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e-01, double 0.000000e+00, double -2.000000e-01, double 4.000000e-01], align 8
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
  %4 = load double, ptr %0, align 8, !tbaa !6
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %13

8:                                                ; preds = %13, %3
  %9 = phi double [ %4, %3 ], [ %18, %13 ]
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = zext nneg i32 %2 to i64
  br label %25

13:                                               ; preds = %6, %13
  %14 = phi i64 [ 1, %6 ], [ %19, %13 ]
  %15 = phi double [ %4, %6 ], [ %18, %13 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !6
  %18 = tail call double @llvm.maxnum.f64(double %15, double %17)
  %19 = add nuw nsw i64 %14, 1
  %20 = icmp eq i64 %19, %7
  br i1 %20, label %8, label %13, !llvm.loop !10

21:                                               ; preds = %25, %8
  %22 = phi double [ 0.000000e+00, %8 ], [ %32, %25 ]
  %23 = tail call double @log(double noundef %22) #15
  %24 = fadd double %9, %23
  store double %24, ptr %1, align 8, !tbaa !6
  ret void

25:                                               ; preds = %11, %25
  %26 = phi i64 [ 0, %11 ], [ %33, %25 ]
  %27 = phi double [ 0.000000e+00, %11 ], [ %32, %25 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !6
  %30 = fsub double %29, %9
  %31 = tail call double @exp(double noundef %30) #15
  %32 = fadd double %27, %31
  %33 = add nuw nsw i64 %26, 1
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %21, label %25, !llvm.loop !12
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
  %6 = load i32, ptr @n_aug, align 4, !tbaa !13
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @n_aug, align 4, !tbaa !13
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
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = load double, ptr %2, align 8, !tbaa !6
  %20 = fsub double %18, %19
  %21 = tail call double @exp(double noundef %20) #15
  %22 = getelementptr inbounds double, ptr %10, i64 %16
  store double %21, ptr %22, align 8, !tbaa !6
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %13
  br i1 %24, label %14, label %15, !llvm.loop !15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local void @lse_rev(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef %3, i32 noundef %4, ptr nocapture noundef %5) #6 {
  %7 = load i32, ptr @n_rev, align 4, !tbaa !13
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @n_rev, align 4, !tbaa !13
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %48

10:                                               ; preds = %6
  %11 = zext nneg i32 %4 to i64
  %12 = icmp ult i32 %4, 8
  br i1 %12, label %13, label %15

13:                                               ; preds = %46, %15, %10
  %14 = phi i64 [ 0, %15 ], [ 0, %10 ], [ %28, %46 ]
  br label %49

15:                                               ; preds = %10
  %16 = shl nuw nsw i64 %11, 3
  %17 = getelementptr i8, ptr %1, i64 %16
  %18 = getelementptr i8, ptr %3, i64 8
  %19 = getelementptr i8, ptr %5, i64 %16
  %20 = icmp ugt ptr %18, %1
  %21 = icmp ugt ptr %17, %3
  %22 = and i1 %20, %21
  %23 = icmp ugt ptr %19, %1
  %24 = icmp ugt ptr %17, %5
  %25 = and i1 %23, %24
  %26 = or i1 %22, %25
  br i1 %26, label %13, label %27

27:                                               ; preds = %15
  %28 = and i64 %11, 2147483644
  %29 = load double, ptr %3, align 8, !tbaa !6, !alias.scope !16
  %30 = insertelement <2 x double> poison, double %29, i64 0
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  br label %32

32:                                               ; preds = %32, %27
  %33 = phi i64 [ 0, %27 ], [ %44, %32 ]
  %34 = getelementptr inbounds double, ptr %5, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !6, !alias.scope !19
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !6, !alias.scope !19
  %38 = getelementptr inbounds double, ptr %1, i64 %33
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !6, !alias.scope !21, !noalias !23
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !6, !alias.scope !21, !noalias !23
  %42 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %36, <2 x double> %40)
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %37, <2 x double> %41)
  store <2 x double> %42, ptr %38, align 8, !tbaa !6, !alias.scope !21, !noalias !23
  store <2 x double> %43, ptr %39, align 8, !tbaa !6, !alias.scope !21, !noalias !23
  %44 = add nuw i64 %33, 4
  %45 = icmp eq i64 %44, %28
  br i1 %45, label %46, label %32, !llvm.loop !24

46:                                               ; preds = %32
  %47 = icmp eq i64 %28, %11
  br i1 %47, label %48, label %13

48:                                               ; preds = %49, %46, %6
  store double 0.000000e+00, ptr %3, align 8, !tbaa !6
  tail call void @free(ptr noundef %5) #15
  ret void

49:                                               ; preds = %13, %49
  %50 = phi i64 [ %57, %49 ], [ %14, %13 ]
  %51 = load double, ptr %3, align 8, !tbaa !6
  %52 = getelementptr inbounds double, ptr %5, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = getelementptr inbounds double, ptr %1, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !6
  %56 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %55)
  store double %56, ptr %54, align 8, !tbaa !6
  %57 = add nuw nsw i64 %50, 1
  %58 = icmp eq i64 %57, %11
  br i1 %58, label %48, label %49, !llvm.loop !27
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
  %6 = alloca [12 x double], align 8
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 8
  %9 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 3, ptr %5, align 4, !tbaa !13
  %10 = load volatile i32, ptr %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %6, ptr noundef nonnull align 8 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.w, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model, i32 noundef %11, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %12, ptr noundef nonnull %6, i32 noundef %12, i32 noundef %10) #15
  %14 = load i32, ptr @n_aug, align 4, !tbaa !13
  %15 = icmp eq i32 %14, 3
  %16 = select i1 %15, ptr @.str.5, ptr @.str.4
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %14, i32 noundef 3, ptr noundef nonnull %16)
  %18 = icmp ne i32 %14, 3
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !13
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !13
  %22 = load i32, ptr @n_rev, align 4, !tbaa !13
  %23 = icmp eq i32 %22, 3
  %24 = select i1 %23, ptr @.str.5, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %22, i32 noundef 3, ptr noundef nonnull %24)
  %26 = icmp ne i32 %22, 3
  %27 = zext i1 %26 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !13
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !13
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
  %41 = load i32, ptr @fails, align 4, !tbaa !13
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
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  store double %48, ptr %46, align 8, !tbaa !6
  br i1 %30, label %49, label %103

49:                                               ; preds = %44, %49
  %50 = phi i64 [ %65, %49 ], [ 0, %44 ]
  %51 = phi double [ %73, %49 ], [ 0.000000e+00, %44 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  %52 = shl nsw i64 %50, 2
  %53 = getelementptr inbounds double, ptr %6, i64 %52
  %54 = load <2 x double>, ptr %7, align 16, !tbaa !6
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !6
  %56 = load <2 x double>, ptr %32, align 16, !tbaa !6
  %57 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %55, <2 x double> %56)
  store <2 x double> %57, ptr %3, align 16, !tbaa !6
  %58 = or disjoint i64 %52, 2
  %59 = getelementptr inbounds double, ptr %6, i64 %58
  %60 = load <2 x double>, ptr %33, align 16, !tbaa !6
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !6
  %62 = load <2 x double>, ptr %34, align 16, !tbaa !6
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> %61, <2 x double> %62)
  store <2 x double> %63, ptr %35, align 16, !tbaa !6
  call void @lse(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 4)
  %64 = load double, ptr %4, align 8, !tbaa !6
  %65 = add nuw nsw i64 %50, 1
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to double
  %68 = and i64 %50, 3
  %69 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fneg double %70
  %72 = call double @llvm.fmuladd.f64(double %64, double %67, double %71)
  %73 = fadd double %51, %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  %74 = icmp eq i64 %65, %31
  br i1 %74, label %75, label %49, !llvm.loop !28

75:                                               ; preds = %49
  %76 = fadd double %47, 0xBEB0C6F7A0B5ED8D
  store double %76, ptr %46, align 8, !tbaa !6
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %93, %77 ]
  %79 = phi double [ 0.000000e+00, %75 ], [ %101, %77 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  %80 = shl nsw i64 %78, 2
  %81 = getelementptr inbounds double, ptr %6, i64 %80
  %82 = load <2 x double>, ptr %7, align 16, !tbaa !6
  %83 = load <2 x double>, ptr %81, align 8, !tbaa !6
  %84 = load <2 x double>, ptr %32, align 16, !tbaa !6
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %83, <2 x double> %84)
  store <2 x double> %85, ptr %1, align 16, !tbaa !6
  %86 = or disjoint i64 %80, 2
  %87 = getelementptr inbounds double, ptr %6, i64 %86
  %88 = load <2 x double>, ptr %33, align 16, !tbaa !6
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !6
  %90 = load <2 x double>, ptr %34, align 16, !tbaa !6
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> %89, <2 x double> %90)
  store <2 x double> %91, ptr %36, align 16, !tbaa !6
  call void @lse(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4)
  %92 = load double, ptr %2, align 8, !tbaa !6
  %93 = add nuw nsw i64 %78, 1
  %94 = trunc nuw nsw i64 %93 to i32
  %95 = uitofp nneg i32 %94 to double
  %96 = and i64 %78, 3
  %97 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !6
  %99 = fneg double %98
  %100 = call double @llvm.fmuladd.f64(double %92, double %95, double %99)
  %101 = fadd double %79, %100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  %102 = icmp eq i64 %93, %31
  br i1 %102, label %103, label %77, !llvm.loop !28

103:                                              ; preds = %77, %44
  %104 = phi double [ 0.000000e+00, %44 ], [ %73, %77 ]
  %105 = phi double [ 0.000000e+00, %44 ], [ %101, %77 ]
  store double %47, ptr %46, align 8, !tbaa !6
  %106 = trunc nuw nsw i64 %45 to i32
  %107 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %106) #15
  %108 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %45
  %109 = load double, ptr %108, align 8, !tbaa !6
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
  %123 = load i32, ptr @fails, align 4, !tbaa !13
  %124 = add nsw i32 %123, %122
  store i32 %124, ptr @fails, align 4, !tbaa !13
  %125 = add nuw nsw i64 %45, 1
  %126 = icmp eq i64 %125, 8
  br i1 %126, label %37, label %44, !llvm.loop !29
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
  %20 = load <2 x double>, ptr %0, align 8, !tbaa !6
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !6
  %22 = load <2 x double>, ptr %9, align 8, !tbaa !6
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %21, <2 x double> %22)
  store <2 x double> %23, ptr %4, align 16, !tbaa !6
  %24 = or disjoint i64 %18, 2
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load <2 x double>, ptr %10, align 8, !tbaa !6
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !6
  %28 = load <2 x double>, ptr %11, align 8, !tbaa !6
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %27, <2 x double> %28)
  store <2 x double> %29, ptr %12, align 16, !tbaa !6
  call void @lse(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 4)
  %30 = load double, ptr %5, align 8, !tbaa !6
  %31 = add nuw nsw i64 %16, 1
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = and i64 %16, 3
  %35 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !6
  %37 = fneg double %36
  %38 = tail call double @llvm.fmuladd.f64(double %30, double %33, double %37)
  %39 = fadd double %17, %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  %40 = icmp eq i64 %31, %8
  br i1 %40, label %13, label %15, !llvm.loop !28
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

attributes #0 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = !{!22}
!22 = distinct !{!22, !18}
!23 = !{!17, !20}
!24 = distinct !{!24, !11, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !11, !25}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
