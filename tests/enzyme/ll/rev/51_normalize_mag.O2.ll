; ModuleID = 'rev/51_normalize_mag.c'
source_filename = "rev/51_normalize_mag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@seed = internal constant [6 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 3.000000e-01, double -1.200000e+00, double 8.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"normalize din[%d]\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"normalized_dot din[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @mag(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %46, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %46, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !9

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  %27 = tail call double @sqrt(double noundef %26) #10
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %30)
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %34)
  %39 = or disjoint i64 %29, 2
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %38)
  %43 = or disjoint i64 %29, 3
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %42)
  %47 = add nuw nsw i64 %29, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @normalize(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i64 %6, 2147483644
  %10 = icmp eq i64 %7, 0
  br label %12

11:                                               ; preds = %52, %3
  ret void

12:                                               ; preds = %52, %5
  %13 = phi i64 [ 0, %5 ], [ %57, %52 ]
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  br i1 %8, label %38, label %16

16:                                               ; preds = %12, %16
  %17 = phi i64 [ %35, %16 ], [ 0, %12 ]
  %18 = phi double [ %34, %16 ], [ 0.000000e+00, %12 ]
  %19 = phi i64 [ %36, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %18)
  %23 = or disjoint i64 %17, 1
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %22)
  %27 = or disjoint i64 %17, 2
  %28 = getelementptr inbounds double, ptr %1, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %26)
  %31 = or disjoint i64 %17, 3
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %30)
  %35 = add nuw nsw i64 %17, 4
  %36 = add i64 %19, 4
  %37 = icmp eq i64 %36, %9
  br i1 %37, label %38, label %16, !llvm.loop !11

38:                                               ; preds = %16, %12
  %39 = phi double [ poison, %12 ], [ %34, %16 ]
  %40 = phi i64 [ 0, %12 ], [ %35, %16 ]
  %41 = phi double [ 0.000000e+00, %12 ], [ %34, %16 ]
  br i1 %10, label %52, label %42

42:                                               ; preds = %38, %42
  %43 = phi i64 [ %49, %42 ], [ %40, %38 ]
  %44 = phi double [ %48, %42 ], [ %41, %38 ]
  %45 = phi i64 [ %50, %42 ], [ 0, %38 ]
  %46 = getelementptr inbounds double, ptr %1, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %44)
  %49 = add nuw nsw i64 %43, 1
  %50 = add i64 %45, 1
  %51 = icmp eq i64 %50, %7
  br i1 %51, label %52, label %42, !llvm.loop !13

52:                                               ; preds = %42, %38
  %53 = phi double [ %39, %38 ], [ %48, %42 ]
  %54 = tail call double @sqrt(double noundef %53) #10
  %55 = fdiv double %15, %54
  %56 = getelementptr inbounds double, ptr %0, i64 %13
  store double %55, ptr %56, align 8, !tbaa !5
  %57 = add nuw nsw i64 %13, 1
  %58 = icmp eq i64 %57, %6
  br i1 %58, label %11, label %12, !llvm.loop !14
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @normalized_dot(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %82

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %52, %6
  %13 = phi i64 [ 0, %6 ], [ %57, %52 ]
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  br i1 %9, label %38, label %16

16:                                               ; preds = %12, %16
  %17 = phi i64 [ %35, %16 ], [ 0, %12 ]
  %18 = phi double [ %34, %16 ], [ 0.000000e+00, %12 ]
  %19 = phi i64 [ %36, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %18)
  %23 = or disjoint i64 %17, 1
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %22)
  %27 = or disjoint i64 %17, 2
  %28 = getelementptr inbounds double, ptr %1, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %26)
  %31 = or disjoint i64 %17, 3
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %30)
  %35 = add nuw nsw i64 %17, 4
  %36 = add i64 %19, 4
  %37 = icmp eq i64 %36, %10
  br i1 %37, label %38, label %16, !llvm.loop !11

38:                                               ; preds = %16, %12
  %39 = phi double [ poison, %12 ], [ %34, %16 ]
  %40 = phi i64 [ 0, %12 ], [ %35, %16 ]
  %41 = phi double [ 0.000000e+00, %12 ], [ %34, %16 ]
  br i1 %11, label %52, label %42

42:                                               ; preds = %38, %42
  %43 = phi i64 [ %49, %42 ], [ %40, %38 ]
  %44 = phi double [ %48, %42 ], [ %41, %38 ]
  %45 = phi i64 [ %50, %42 ], [ 0, %38 ]
  %46 = getelementptr inbounds double, ptr %1, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %44)
  %49 = add nuw nsw i64 %43, 1
  %50 = add i64 %45, 1
  %51 = icmp eq i64 %50, %8
  br i1 %51, label %52, label %42, !llvm.loop !15

52:                                               ; preds = %42, %38
  %53 = phi double [ %39, %38 ], [ %48, %42 ]
  %54 = tail call double @sqrt(double noundef %53) #10
  %55 = fdiv double %15, %54
  %56 = getelementptr inbounds double, ptr %0, i64 %13
  store double %55, ptr %56, align 8, !tbaa !5
  %57 = add nuw nsw i64 %13, 1
  %58 = icmp eq i64 %57, %7
  br i1 %58, label %59, label %12, !llvm.loop !14

59:                                               ; preds = %52
  br i1 %5, label %60, label %82

60:                                               ; preds = %59
  %61 = and i64 %7, 3
  %62 = icmp ult i32 %3, 4
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = and i64 %7, 2147483644
  br label %84

65:                                               ; preds = %84, %60
  %66 = phi double [ poison, %60 ], [ %110, %84 ]
  %67 = phi i64 [ 0, %60 ], [ %111, %84 ]
  %68 = phi double [ 0.000000e+00, %60 ], [ %110, %84 ]
  %69 = icmp eq i64 %61, 0
  br i1 %69, label %82, label %70

70:                                               ; preds = %65, %70
  %71 = phi i64 [ %79, %70 ], [ %67, %65 ]
  %72 = phi double [ %78, %70 ], [ %68, %65 ]
  %73 = phi i64 [ %80, %70 ], [ 0, %65 ]
  %74 = getelementptr inbounds double, ptr %2, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = getelementptr inbounds double, ptr %0, i64 %71
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %72)
  %79 = add nuw nsw i64 %71, 1
  %80 = add i64 %73, 1
  %81 = icmp eq i64 %80, %61
  br i1 %81, label %82, label %70, !llvm.loop !16

82:                                               ; preds = %65, %70, %4, %59
  %83 = phi double [ 0.000000e+00, %59 ], [ 0.000000e+00, %4 ], [ %66, %65 ], [ %78, %70 ]
  ret double %83

84:                                               ; preds = %84, %63
  %85 = phi i64 [ 0, %63 ], [ %111, %84 ]
  %86 = phi double [ 0.000000e+00, %63 ], [ %110, %84 ]
  %87 = phi i64 [ 0, %63 ], [ %112, %84 ]
  %88 = getelementptr inbounds double, ptr %2, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = getelementptr inbounds double, ptr %0, i64 %85
  %91 = load double, ptr %90, align 8, !tbaa !5
  %92 = tail call double @llvm.fmuladd.f64(double %89, double %91, double %86)
  %93 = or disjoint i64 %85, 1
  %94 = getelementptr inbounds double, ptr %2, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = getelementptr inbounds double, ptr %0, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = tail call double @llvm.fmuladd.f64(double %95, double %97, double %92)
  %99 = or disjoint i64 %85, 2
  %100 = getelementptr inbounds double, ptr %2, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = getelementptr inbounds double, ptr %0, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = tail call double @llvm.fmuladd.f64(double %101, double %103, double %98)
  %105 = or disjoint i64 %85, 3
  %106 = getelementptr inbounds double, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds double, ptr %0, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = tail call double @llvm.fmuladd.f64(double %107, double %109, double %104)
  %111 = add nuw nsw i64 %85, 4
  %112 = add i64 %87, 4
  %113 = icmp eq i64 %112, %64
  br i1 %113, label %65, label %84, !llvm.loop !17
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = alloca [64 x i8], align 16
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = alloca [6 x double], align 16
  %13 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 6, ptr %3, align 4, !tbaa !18
  %14 = load volatile i32, ptr %3, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  store <2 x double> <double 9.000000e-01, double -3.000000e-01>, ptr %4, align 16
  %15 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.400000e+00, double 2.000000e-01>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 6.000000e-01, double -1.100000e+00>, ptr %16, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %7, ptr noundef nonnull align 16 dereferenceable(48) @seed, i64 48, i1 false), !tbaa !5
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %19 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalize, i32 noundef %17, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %17, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, i32 noundef %14) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  %20 = icmp sgt i32 %14, 0
  %21 = zext i32 %14 to i64
  %22 = and i64 %21, 3
  %23 = icmp ult i32 %14, 4
  %24 = and i64 %21, 2147483644
  %25 = icmp eq i64 %22, 0
  %26 = and i64 %21, 3
  %27 = icmp ult i32 %14, 4
  %28 = and i64 %21, 2147483644
  %29 = icmp eq i64 %26, 0
  %30 = and i64 %21, 3
  %31 = icmp ult i32 %14, 4
  %32 = and i64 %21, 2147483644
  %33 = icmp eq i64 %30, 0
  %34 = and i64 %21, 3
  %35 = icmp ult i32 %14, 4
  %36 = and i64 %21, 2147483644
  %37 = icmp eq i64 %34, 0
  br label %58

38:                                               ; preds = %255
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %40 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalized_dot, i32 noundef %39, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %39, ptr noundef nonnull %4, ptr noundef nonnull %11, i32 noundef %40, ptr noundef nonnull @seed, i32 noundef %40, i32 noundef %14) #10
  %42 = and i64 %21, 3
  %43 = icmp ult i32 %14, 4
  %44 = and i64 %21, 2147483644
  %45 = icmp eq i64 %42, 0
  %46 = and i64 %21, 3
  %47 = icmp ult i32 %14, 4
  %48 = and i64 %21, 2147483644
  %49 = icmp eq i64 %46, 0
  %50 = and i64 %21, 3
  %51 = icmp ult i32 %14, 4
  %52 = and i64 %21, 2147483644
  %53 = icmp eq i64 %50, 0
  %54 = and i64 %21, 3
  %55 = icmp ult i32 %14, 4
  %56 = and i64 %21, 2147483644
  %57 = icmp eq i64 %54, 0
  br label %286

58:                                               ; preds = %0, %255
  %59 = phi i64 [ 0, %0 ], [ %277, %255 ]
  %60 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fadd double %61, 0x3EB0C6F7A0B5ED8D
  store double %62, ptr %60, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10
  br i1 %20, label %64, label %63

63:                                               ; preds = %58
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #10
  br label %255

64:                                               ; preds = %58, %104
  %65 = phi i64 [ %109, %104 ], [ 0, %58 ]
  %66 = getelementptr inbounds double, ptr %4, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  br i1 %23, label %90, label %68

68:                                               ; preds = %64, %68
  %69 = phi i64 [ %87, %68 ], [ 0, %64 ]
  %70 = phi double [ %86, %68 ], [ 0.000000e+00, %64 ]
  %71 = phi i64 [ %88, %68 ], [ 0, %64 ]
  %72 = getelementptr inbounds double, ptr %4, i64 %69
  %73 = load double, ptr %72, align 16, !tbaa !5
  %74 = call double @llvm.fmuladd.f64(double %73, double %73, double %70)
  %75 = or disjoint i64 %69, 1
  %76 = getelementptr inbounds double, ptr %4, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = call double @llvm.fmuladd.f64(double %77, double %77, double %74)
  %79 = or disjoint i64 %69, 2
  %80 = getelementptr inbounds double, ptr %4, i64 %79
  %81 = load double, ptr %80, align 16, !tbaa !5
  %82 = call double @llvm.fmuladd.f64(double %81, double %81, double %78)
  %83 = or disjoint i64 %69, 3
  %84 = getelementptr inbounds double, ptr %4, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = add nuw nsw i64 %69, 4
  %88 = add i64 %71, 4
  %89 = icmp eq i64 %88, %24
  br i1 %89, label %90, label %68, !llvm.loop !11

90:                                               ; preds = %68, %64
  %91 = phi double [ poison, %64 ], [ %86, %68 ]
  %92 = phi i64 [ 0, %64 ], [ %87, %68 ]
  %93 = phi double [ 0.000000e+00, %64 ], [ %86, %68 ]
  br i1 %25, label %104, label %94

94:                                               ; preds = %90, %94
  %95 = phi i64 [ %101, %94 ], [ %92, %90 ]
  %96 = phi double [ %100, %94 ], [ %93, %90 ]
  %97 = phi i64 [ %102, %94 ], [ 0, %90 ]
  %98 = getelementptr inbounds double, ptr %4, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = call double @llvm.fmuladd.f64(double %99, double %99, double %96)
  %101 = add nuw nsw i64 %95, 1
  %102 = add i64 %97, 1
  %103 = icmp eq i64 %102, %22
  br i1 %103, label %104, label %94, !llvm.loop !20

104:                                              ; preds = %94, %90
  %105 = phi double [ %91, %90 ], [ %100, %94 ]
  %106 = call double @sqrt(double noundef %105) #10
  %107 = fdiv double %67, %106
  %108 = getelementptr inbounds double, ptr %2, i64 %65
  store double %107, ptr %108, align 8, !tbaa !5
  %109 = add nuw nsw i64 %65, 1
  %110 = icmp eq i64 %109, %21
  br i1 %110, label %111, label %64, !llvm.loop !14

111:                                              ; preds = %104
  br i1 %27, label %142, label %112

112:                                              ; preds = %111, %112
  %113 = phi i64 [ %139, %112 ], [ 0, %111 ]
  %114 = phi double [ %138, %112 ], [ 0.000000e+00, %111 ]
  %115 = phi i64 [ %140, %112 ], [ 0, %111 ]
  %116 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %113
  %117 = load double, ptr %116, align 16, !tbaa !5
  %118 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %113
  %119 = load double, ptr %118, align 16, !tbaa !5
  %120 = call double @llvm.fmuladd.f64(double %117, double %119, double %114)
  %121 = or disjoint i64 %113, 1
  %122 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !5
  %126 = call double @llvm.fmuladd.f64(double %123, double %125, double %120)
  %127 = or disjoint i64 %113, 2
  %128 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %127
  %129 = load double, ptr %128, align 16, !tbaa !5
  %130 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %127
  %131 = load double, ptr %130, align 16, !tbaa !5
  %132 = call double @llvm.fmuladd.f64(double %129, double %131, double %126)
  %133 = or disjoint i64 %113, 3
  %134 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !5
  %138 = call double @llvm.fmuladd.f64(double %135, double %137, double %132)
  %139 = add nuw nsw i64 %113, 4
  %140 = add i64 %115, 4
  %141 = icmp eq i64 %140, %28
  br i1 %141, label %142, label %112, !llvm.loop !21

142:                                              ; preds = %112, %111
  %143 = phi double [ poison, %111 ], [ %138, %112 ]
  %144 = phi i64 [ 0, %111 ], [ %139, %112 ]
  %145 = phi double [ 0.000000e+00, %111 ], [ %138, %112 ]
  br i1 %29, label %158, label %146

146:                                              ; preds = %142, %146
  %147 = phi i64 [ %155, %146 ], [ %144, %142 ]
  %148 = phi double [ %154, %146 ], [ %145, %142 ]
  %149 = phi i64 [ %156, %146 ], [ 0, %142 ]
  %150 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %147
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %147
  %153 = load double, ptr %152, align 8, !tbaa !5
  %154 = call double @llvm.fmuladd.f64(double %151, double %153, double %148)
  %155 = add nuw nsw i64 %147, 1
  %156 = add i64 %149, 1
  %157 = icmp eq i64 %156, %26
  br i1 %157, label %158, label %146, !llvm.loop !22

158:                                              ; preds = %146, %142
  %159 = phi double [ %143, %142 ], [ %154, %146 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  %160 = fadd double %61, 0xBEB0C6F7A0B5ED8D
  store double %160, ptr %60, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #10
  br label %161

161:                                              ; preds = %201, %158
  %162 = phi i64 [ 0, %158 ], [ %206, %201 ]
  %163 = getelementptr inbounds double, ptr %4, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !5
  br i1 %31, label %187, label %165

165:                                              ; preds = %161, %165
  %166 = phi i64 [ %184, %165 ], [ 0, %161 ]
  %167 = phi double [ %183, %165 ], [ 0.000000e+00, %161 ]
  %168 = phi i64 [ %185, %165 ], [ 0, %161 ]
  %169 = getelementptr inbounds double, ptr %4, i64 %166
  %170 = load double, ptr %169, align 16, !tbaa !5
  %171 = call double @llvm.fmuladd.f64(double %170, double %170, double %167)
  %172 = or disjoint i64 %166, 1
  %173 = getelementptr inbounds double, ptr %4, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = call double @llvm.fmuladd.f64(double %174, double %174, double %171)
  %176 = or disjoint i64 %166, 2
  %177 = getelementptr inbounds double, ptr %4, i64 %176
  %178 = load double, ptr %177, align 16, !tbaa !5
  %179 = call double @llvm.fmuladd.f64(double %178, double %178, double %175)
  %180 = or disjoint i64 %166, 3
  %181 = getelementptr inbounds double, ptr %4, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = call double @llvm.fmuladd.f64(double %182, double %182, double %179)
  %184 = add nuw nsw i64 %166, 4
  %185 = add i64 %168, 4
  %186 = icmp eq i64 %185, %32
  br i1 %186, label %187, label %165, !llvm.loop !11

187:                                              ; preds = %165, %161
  %188 = phi double [ poison, %161 ], [ %183, %165 ]
  %189 = phi i64 [ 0, %161 ], [ %184, %165 ]
  %190 = phi double [ 0.000000e+00, %161 ], [ %183, %165 ]
  br i1 %33, label %201, label %191

191:                                              ; preds = %187, %191
  %192 = phi i64 [ %198, %191 ], [ %189, %187 ]
  %193 = phi double [ %197, %191 ], [ %190, %187 ]
  %194 = phi i64 [ %199, %191 ], [ 0, %187 ]
  %195 = getelementptr inbounds double, ptr %4, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = call double @llvm.fmuladd.f64(double %196, double %196, double %193)
  %198 = add nuw nsw i64 %192, 1
  %199 = add i64 %194, 1
  %200 = icmp eq i64 %199, %30
  br i1 %200, label %201, label %191, !llvm.loop !23

201:                                              ; preds = %191, %187
  %202 = phi double [ %188, %187 ], [ %197, %191 ]
  %203 = call double @sqrt(double noundef %202) #10
  %204 = fdiv double %164, %203
  %205 = getelementptr inbounds double, ptr %1, i64 %162
  store double %204, ptr %205, align 8, !tbaa !5
  %206 = add nuw nsw i64 %162, 1
  %207 = icmp eq i64 %206, %21
  br i1 %207, label %208, label %161, !llvm.loop !14

208:                                              ; preds = %201
  br i1 %35, label %239, label %209

209:                                              ; preds = %208, %209
  %210 = phi i64 [ %236, %209 ], [ 0, %208 ]
  %211 = phi double [ %235, %209 ], [ 0.000000e+00, %208 ]
  %212 = phi i64 [ %237, %209 ], [ 0, %208 ]
  %213 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %210
  %214 = load double, ptr %213, align 16, !tbaa !5
  %215 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %210
  %216 = load double, ptr %215, align 16, !tbaa !5
  %217 = call double @llvm.fmuladd.f64(double %214, double %216, double %211)
  %218 = or disjoint i64 %210, 1
  %219 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = call double @llvm.fmuladd.f64(double %220, double %222, double %217)
  %224 = or disjoint i64 %210, 2
  %225 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %224
  %226 = load double, ptr %225, align 16, !tbaa !5
  %227 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %224
  %228 = load double, ptr %227, align 16, !tbaa !5
  %229 = call double @llvm.fmuladd.f64(double %226, double %228, double %223)
  %230 = or disjoint i64 %210, 3
  %231 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %230
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = call double @llvm.fmuladd.f64(double %232, double %234, double %229)
  %236 = add nuw nsw i64 %210, 4
  %237 = add i64 %212, 4
  %238 = icmp eq i64 %237, %36
  br i1 %238, label %239, label %209, !llvm.loop !21

239:                                              ; preds = %209, %208
  %240 = phi double [ poison, %208 ], [ %235, %209 ]
  %241 = phi i64 [ 0, %208 ], [ %236, %209 ]
  %242 = phi double [ 0.000000e+00, %208 ], [ %235, %209 ]
  br i1 %37, label %255, label %243

243:                                              ; preds = %239, %243
  %244 = phi i64 [ %252, %243 ], [ %241, %239 ]
  %245 = phi double [ %251, %243 ], [ %242, %239 ]
  %246 = phi i64 [ %253, %243 ], [ 0, %239 ]
  %247 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %244
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %244
  %250 = load double, ptr %249, align 8, !tbaa !5
  %251 = call double @llvm.fmuladd.f64(double %248, double %250, double %245)
  %252 = add nuw nsw i64 %244, 1
  %253 = add i64 %246, 1
  %254 = icmp eq i64 %253, %34
  br i1 %254, label %255, label %243, !llvm.loop !24

255:                                              ; preds = %239, %243, %63
  %256 = phi double [ 0.000000e+00, %63 ], [ %159, %243 ], [ %159, %239 ]
  %257 = phi double [ 0.000000e+00, %63 ], [ %240, %239 ], [ %251, %243 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #10
  store double %61, ptr %60, align 8, !tbaa !5
  %258 = trunc nuw nsw i64 %59 to i32
  %259 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %258) #10
  %260 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %59
  %261 = load double, ptr %260, align 8, !tbaa !5
  %262 = fsub double %256, %257
  %263 = fdiv double %262, 2.000000e-06
  %264 = fsub double %261, %263
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = call double @llvm.fabs.f64(double %263)
  %267 = call double @llvm.maxnum.f64(double %266, double 1.000000e+00)
  %268 = fmul double %267, 0x3EB0C6F7A0B5ED8D
  %269 = fcmp ugt double %265, %268
  %270 = fcmp ule double %266, 1.000000e-09
  %271 = or i1 %270, %269
  %272 = select i1 %271, ptr @.str.3, ptr @.str.4
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %8, double noundef %261, double noundef %263, ptr noundef nonnull %272)
  %274 = zext i1 %271 to i32
  %275 = load i32, ptr @fails, align 4, !tbaa !18
  %276 = add nsw i32 %275, %274
  store i32 %276, ptr @fails, align 4, !tbaa !18
  %277 = add nuw nsw i64 %59, 1
  %278 = icmp eq i64 %277, 6
  br i1 %278, label %38, label %58, !llvm.loop !25

279:                                              ; preds = %482
  %280 = icmp eq i32 %503, 0
  %281 = select i1 %280, ptr @.str.4, ptr @.str.3
  %282 = call i32 @puts(ptr nonnull dereferenceable(1) %281)
  %283 = load i32, ptr @fails, align 4, !tbaa !18
  %284 = icmp ne i32 %283, 0
  %285 = zext i1 %284 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %285

286:                                              ; preds = %38, %482
  %287 = phi i64 [ 0, %38 ], [ %504, %482 ]
  %288 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #10
  %290 = fadd double %289, 0x3EB0C6F7A0B5ED8D
  store double %290, ptr %288, align 8, !tbaa !5
  br i1 %20, label %291, label %482

291:                                              ; preds = %286, %331
  %292 = phi i64 [ %336, %331 ], [ 0, %286 ]
  %293 = getelementptr inbounds double, ptr %4, i64 %292
  %294 = load double, ptr %293, align 8, !tbaa !5
  br i1 %43, label %317, label %295

295:                                              ; preds = %291, %295
  %296 = phi i64 [ %314, %295 ], [ 0, %291 ]
  %297 = phi double [ %313, %295 ], [ 0.000000e+00, %291 ]
  %298 = phi i64 [ %315, %295 ], [ 0, %291 ]
  %299 = getelementptr inbounds double, ptr %4, i64 %296
  %300 = load double, ptr %299, align 16, !tbaa !5
  %301 = call double @llvm.fmuladd.f64(double %300, double %300, double %297)
  %302 = or disjoint i64 %296, 1
  %303 = getelementptr inbounds double, ptr %4, i64 %302
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = call double @llvm.fmuladd.f64(double %304, double %304, double %301)
  %306 = or disjoint i64 %296, 2
  %307 = getelementptr inbounds double, ptr %4, i64 %306
  %308 = load double, ptr %307, align 16, !tbaa !5
  %309 = call double @llvm.fmuladd.f64(double %308, double %308, double %305)
  %310 = or disjoint i64 %296, 3
  %311 = getelementptr inbounds double, ptr %4, i64 %310
  %312 = load double, ptr %311, align 8, !tbaa !5
  %313 = call double @llvm.fmuladd.f64(double %312, double %312, double %309)
  %314 = add nuw nsw i64 %296, 4
  %315 = add i64 %298, 4
  %316 = icmp eq i64 %315, %44
  br i1 %316, label %317, label %295, !llvm.loop !11

317:                                              ; preds = %295, %291
  %318 = phi double [ poison, %291 ], [ %313, %295 ]
  %319 = phi i64 [ 0, %291 ], [ %314, %295 ]
  %320 = phi double [ 0.000000e+00, %291 ], [ %313, %295 ]
  br i1 %45, label %331, label %321

321:                                              ; preds = %317, %321
  %322 = phi i64 [ %328, %321 ], [ %319, %317 ]
  %323 = phi double [ %327, %321 ], [ %320, %317 ]
  %324 = phi i64 [ %329, %321 ], [ 0, %317 ]
  %325 = getelementptr inbounds double, ptr %4, i64 %322
  %326 = load double, ptr %325, align 8, !tbaa !5
  %327 = call double @llvm.fmuladd.f64(double %326, double %326, double %323)
  %328 = add nuw nsw i64 %322, 1
  %329 = add i64 %324, 1
  %330 = icmp eq i64 %329, %42
  br i1 %330, label %331, label %321, !llvm.loop !26

331:                                              ; preds = %321, %317
  %332 = phi double [ %318, %317 ], [ %327, %321 ]
  %333 = call double @sqrt(double noundef %332) #10
  %334 = fdiv double %294, %333
  %335 = getelementptr inbounds double, ptr %12, i64 %292
  store double %334, ptr %335, align 8, !tbaa !5
  %336 = add nuw nsw i64 %292, 1
  %337 = icmp eq i64 %336, %21
  br i1 %337, label %338, label %291, !llvm.loop !14

338:                                              ; preds = %331
  br i1 %47, label %369, label %339

339:                                              ; preds = %338, %339
  %340 = phi i64 [ %366, %339 ], [ 0, %338 ]
  %341 = phi double [ %365, %339 ], [ 0.000000e+00, %338 ]
  %342 = phi i64 [ %367, %339 ], [ 0, %338 ]
  %343 = getelementptr inbounds double, ptr @seed, i64 %340
  %344 = load double, ptr %343, align 16, !tbaa !5
  %345 = getelementptr inbounds double, ptr %12, i64 %340
  %346 = load double, ptr %345, align 16, !tbaa !5
  %347 = call double @llvm.fmuladd.f64(double %344, double %346, double %341)
  %348 = or disjoint i64 %340, 1
  %349 = getelementptr inbounds double, ptr @seed, i64 %348
  %350 = load double, ptr %349, align 8, !tbaa !5
  %351 = getelementptr inbounds double, ptr %12, i64 %348
  %352 = load double, ptr %351, align 8, !tbaa !5
  %353 = call double @llvm.fmuladd.f64(double %350, double %352, double %347)
  %354 = or disjoint i64 %340, 2
  %355 = getelementptr inbounds double, ptr @seed, i64 %354
  %356 = load double, ptr %355, align 16, !tbaa !5
  %357 = getelementptr inbounds double, ptr %12, i64 %354
  %358 = load double, ptr %357, align 16, !tbaa !5
  %359 = call double @llvm.fmuladd.f64(double %356, double %358, double %353)
  %360 = or disjoint i64 %340, 3
  %361 = getelementptr inbounds double, ptr @seed, i64 %360
  %362 = load double, ptr %361, align 8, !tbaa !5
  %363 = getelementptr inbounds double, ptr %12, i64 %360
  %364 = load double, ptr %363, align 8, !tbaa !5
  %365 = call double @llvm.fmuladd.f64(double %362, double %364, double %359)
  %366 = add nuw nsw i64 %340, 4
  %367 = add i64 %342, 4
  %368 = icmp eq i64 %367, %48
  br i1 %368, label %369, label %339, !llvm.loop !17

369:                                              ; preds = %339, %338
  %370 = phi double [ poison, %338 ], [ %365, %339 ]
  %371 = phi i64 [ 0, %338 ], [ %366, %339 ]
  %372 = phi double [ 0.000000e+00, %338 ], [ %365, %339 ]
  br i1 %49, label %385, label %373

373:                                              ; preds = %369, %373
  %374 = phi i64 [ %382, %373 ], [ %371, %369 ]
  %375 = phi double [ %381, %373 ], [ %372, %369 ]
  %376 = phi i64 [ %383, %373 ], [ 0, %369 ]
  %377 = getelementptr inbounds double, ptr @seed, i64 %374
  %378 = load double, ptr %377, align 8, !tbaa !5
  %379 = getelementptr inbounds double, ptr %12, i64 %374
  %380 = load double, ptr %379, align 8, !tbaa !5
  %381 = call double @llvm.fmuladd.f64(double %378, double %380, double %375)
  %382 = add nuw nsw i64 %374, 1
  %383 = add i64 %376, 1
  %384 = icmp eq i64 %383, %46
  br i1 %384, label %385, label %373, !llvm.loop !27

385:                                              ; preds = %373, %369
  %386 = phi double [ %370, %369 ], [ %381, %373 ]
  %387 = fadd double %289, 0xBEB0C6F7A0B5ED8D
  store double %387, ptr %288, align 8, !tbaa !5
  br label %388

388:                                              ; preds = %428, %385
  %389 = phi i64 [ 0, %385 ], [ %433, %428 ]
  %390 = getelementptr inbounds double, ptr %4, i64 %389
  %391 = load double, ptr %390, align 8, !tbaa !5
  br i1 %51, label %414, label %392

392:                                              ; preds = %388, %392
  %393 = phi i64 [ %411, %392 ], [ 0, %388 ]
  %394 = phi double [ %410, %392 ], [ 0.000000e+00, %388 ]
  %395 = phi i64 [ %412, %392 ], [ 0, %388 ]
  %396 = getelementptr inbounds double, ptr %4, i64 %393
  %397 = load double, ptr %396, align 16, !tbaa !5
  %398 = call double @llvm.fmuladd.f64(double %397, double %397, double %394)
  %399 = or disjoint i64 %393, 1
  %400 = getelementptr inbounds double, ptr %4, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !5
  %402 = call double @llvm.fmuladd.f64(double %401, double %401, double %398)
  %403 = or disjoint i64 %393, 2
  %404 = getelementptr inbounds double, ptr %4, i64 %403
  %405 = load double, ptr %404, align 16, !tbaa !5
  %406 = call double @llvm.fmuladd.f64(double %405, double %405, double %402)
  %407 = or disjoint i64 %393, 3
  %408 = getelementptr inbounds double, ptr %4, i64 %407
  %409 = load double, ptr %408, align 8, !tbaa !5
  %410 = call double @llvm.fmuladd.f64(double %409, double %409, double %406)
  %411 = add nuw nsw i64 %393, 4
  %412 = add i64 %395, 4
  %413 = icmp eq i64 %412, %52
  br i1 %413, label %414, label %392, !llvm.loop !11

414:                                              ; preds = %392, %388
  %415 = phi double [ poison, %388 ], [ %410, %392 ]
  %416 = phi i64 [ 0, %388 ], [ %411, %392 ]
  %417 = phi double [ 0.000000e+00, %388 ], [ %410, %392 ]
  br i1 %53, label %428, label %418

418:                                              ; preds = %414, %418
  %419 = phi i64 [ %425, %418 ], [ %416, %414 ]
  %420 = phi double [ %424, %418 ], [ %417, %414 ]
  %421 = phi i64 [ %426, %418 ], [ 0, %414 ]
  %422 = getelementptr inbounds double, ptr %4, i64 %419
  %423 = load double, ptr %422, align 8, !tbaa !5
  %424 = call double @llvm.fmuladd.f64(double %423, double %423, double %420)
  %425 = add nuw nsw i64 %419, 1
  %426 = add i64 %421, 1
  %427 = icmp eq i64 %426, %50
  br i1 %427, label %428, label %418, !llvm.loop !28

428:                                              ; preds = %418, %414
  %429 = phi double [ %415, %414 ], [ %424, %418 ]
  %430 = call double @sqrt(double noundef %429) #10
  %431 = fdiv double %391, %430
  %432 = getelementptr inbounds double, ptr %13, i64 %389
  store double %431, ptr %432, align 8, !tbaa !5
  %433 = add nuw nsw i64 %389, 1
  %434 = icmp eq i64 %433, %21
  br i1 %434, label %435, label %388, !llvm.loop !14

435:                                              ; preds = %428
  br i1 %55, label %466, label %436

436:                                              ; preds = %435, %436
  %437 = phi i64 [ %463, %436 ], [ 0, %435 ]
  %438 = phi double [ %462, %436 ], [ 0.000000e+00, %435 ]
  %439 = phi i64 [ %464, %436 ], [ 0, %435 ]
  %440 = getelementptr inbounds double, ptr @seed, i64 %437
  %441 = load double, ptr %440, align 16, !tbaa !5
  %442 = getelementptr inbounds double, ptr %13, i64 %437
  %443 = load double, ptr %442, align 16, !tbaa !5
  %444 = call double @llvm.fmuladd.f64(double %441, double %443, double %438)
  %445 = or disjoint i64 %437, 1
  %446 = getelementptr inbounds double, ptr @seed, i64 %445
  %447 = load double, ptr %446, align 8, !tbaa !5
  %448 = getelementptr inbounds double, ptr %13, i64 %445
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = call double @llvm.fmuladd.f64(double %447, double %449, double %444)
  %451 = or disjoint i64 %437, 2
  %452 = getelementptr inbounds double, ptr @seed, i64 %451
  %453 = load double, ptr %452, align 16, !tbaa !5
  %454 = getelementptr inbounds double, ptr %13, i64 %451
  %455 = load double, ptr %454, align 16, !tbaa !5
  %456 = call double @llvm.fmuladd.f64(double %453, double %455, double %450)
  %457 = or disjoint i64 %437, 3
  %458 = getelementptr inbounds double, ptr @seed, i64 %457
  %459 = load double, ptr %458, align 8, !tbaa !5
  %460 = getelementptr inbounds double, ptr %13, i64 %457
  %461 = load double, ptr %460, align 8, !tbaa !5
  %462 = call double @llvm.fmuladd.f64(double %459, double %461, double %456)
  %463 = add nuw nsw i64 %437, 4
  %464 = add i64 %439, 4
  %465 = icmp eq i64 %464, %56
  br i1 %465, label %466, label %436, !llvm.loop !17

466:                                              ; preds = %436, %435
  %467 = phi double [ poison, %435 ], [ %462, %436 ]
  %468 = phi i64 [ 0, %435 ], [ %463, %436 ]
  %469 = phi double [ 0.000000e+00, %435 ], [ %462, %436 ]
  br i1 %57, label %482, label %470

470:                                              ; preds = %466, %470
  %471 = phi i64 [ %479, %470 ], [ %468, %466 ]
  %472 = phi double [ %478, %470 ], [ %469, %466 ]
  %473 = phi i64 [ %480, %470 ], [ 0, %466 ]
  %474 = getelementptr inbounds double, ptr @seed, i64 %471
  %475 = load double, ptr %474, align 8, !tbaa !5
  %476 = getelementptr inbounds double, ptr %13, i64 %471
  %477 = load double, ptr %476, align 8, !tbaa !5
  %478 = call double @llvm.fmuladd.f64(double %475, double %477, double %472)
  %479 = add nuw nsw i64 %471, 1
  %480 = add i64 %473, 1
  %481 = icmp eq i64 %480, %54
  br i1 %481, label %482, label %470, !llvm.loop !29

482:                                              ; preds = %466, %470, %286
  %483 = phi double [ 0.000000e+00, %286 ], [ %386, %470 ], [ %386, %466 ]
  %484 = phi double [ 0.000000e+00, %286 ], [ %467, %466 ], [ %478, %470 ]
  store double %289, ptr %288, align 8, !tbaa !5
  %485 = trunc nuw nsw i64 %287 to i32
  %486 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %485) #10
  %487 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %287
  %488 = load double, ptr %487, align 8, !tbaa !5
  %489 = fsub double %483, %484
  %490 = fdiv double %489, 2.000000e-06
  %491 = fsub double %488, %490
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = call double @llvm.fabs.f64(double %490)
  %494 = call double @llvm.maxnum.f64(double %493, double 1.000000e+00)
  %495 = fmul double %494, 0x3EB0C6F7A0B5ED8D
  %496 = fcmp ugt double %492, %495
  %497 = fcmp ule double %493, 1.000000e-09
  %498 = or i1 %497, %496
  %499 = select i1 %498, ptr @.str.3, ptr @.str.4
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %8, double noundef %488, double noundef %490, ptr noundef nonnull %499)
  %501 = zext i1 %498 to i32
  %502 = load i32, ptr @fails, align 4, !tbaa !18
  %503 = add nsw i32 %502, %501
  store i32 %503, ptr @fails, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #10
  %504 = add nuw nsw i64 %287, 1
  %505 = icmp eq i64 %504, 6
  br i1 %505, label %279, label %286, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !12}
