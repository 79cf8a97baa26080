; ModuleID = 'rev/57_kmeans_cost.c'
source_filename = "rev/57_kmeans_cost.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n = internal unnamed_addr global i32 7, align 4
@k = internal unnamed_addr global i32 3, align 4
@which = internal unnamed_addr global i32 0, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@pts = internal global [14 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double -1.000000e-01, double 2.100000e+00, double 1.900000e+00, double 1.800000e+00, double 2.400000e+00, double -1.400000e+00, double 1.000000e+00, double -1.900000e+00, double 0x3FE6666666666666, double 5.000000e-01, double 4.000000e-01], align 8
@ctr = internal global [6 x double] [double 0.000000e+00, double 0.000000e+00, double 2.000000e+00, double 2.000000e+00, double -1.700000e+00, double 9.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"soft d/dpts\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"hard d/dpts\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"soft d/dctr\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hard d/dctr\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [14 x double], align 8
  %4 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 3, ptr %2, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  store i32 %5, ptr @n, align 4, !tbaa !6
  %6 = load volatile i32, ptr %2, align 4, !tbaa !6
  store i32 %6, ptr @k, align 4, !tbaa !6
  store i32 0, ptr @which, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %23, %7 ]
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %9 = icmp eq i32 %8, 0
  %10 = select i1 %9, ptr @kmeans_cost, ptr @soft_cost
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %13 = load i32, ptr @n, align 4, !tbaa !6
  %14 = load i32, ptr @k, align 4, !tbaa !6
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull %10, i32 noundef %11, ptr noundef nonnull @pts, ptr noundef nonnull %3, i32 noundef %11, ptr noundef nonnull @ctr, ptr noundef nonnull %4, i32 noundef %12, i32 noundef %13, i32 noundef %12, i32 noundef %14) #12
  %16 = load i32, ptr @which, align 4, !tbaa !6
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %17, ptr @.str.1, ptr @.str
  call fastcc void @check_array(ptr noundef nonnull %18, ptr noundef nonnull @pts, ptr noundef nonnull %3, i32 noundef 14)
  %19 = load i32, ptr @which, align 4, !tbaa !6
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, ptr @.str.3, ptr @.str.2
  call fastcc void @check_array(ptr noundef nonnull %21, ptr noundef nonnull @ctr, ptr noundef nonnull %4, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
  %22 = load i32, ptr @which, align 4, !tbaa !6
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @which, align 4, !tbaa !6
  %24 = icmp slt i32 %22, 1
  br i1 %24, label %7, label %25, !llvm.loop !10

25:                                               ; preds = %7
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, ptr @.str.6, ptr @.str.5
  %29 = call i32 @puts(ptr nonnull dereferenceable(1) %28)
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @soft_cost(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext nneg i32 %2 to i64
  %9 = zext nneg i32 %3 to i64
  br label %10

10:                                               ; preds = %6, %19
  %11 = phi i64 [ 0, %6 ], [ %23, %19 ]
  %12 = phi double [ 0.000000e+00, %6 ], [ %22, %19 ]
  br i1 %7, label %13, label %19

13:                                               ; preds = %10
  %14 = shl nsw i64 %11, 4
  %15 = getelementptr inbounds i8, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  br label %25

17:                                               ; preds = %19, %4
  %18 = phi double [ 0.000000e+00, %4 ], [ %22, %19 ]
  ret double %18

19:                                               ; preds = %25, %10
  %20 = phi double [ 0.000000e+00, %10 ], [ %41, %25 ]
  %21 = tail call double @log(double noundef %20) #12
  %22 = tail call double @llvm.fmuladd.f64(double %21, double -5.000000e-01, double %12)
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %17, label %10, !llvm.loop !12

25:                                               ; preds = %13, %25
  %26 = phi i64 [ 0, %13 ], [ %42, %25 ]
  %27 = phi double [ 0.000000e+00, %13 ], [ %41, %25 ]
  %28 = shl nsw i64 %26, 4
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  %30 = load double, ptr %15, align 8, !tbaa !13
  %31 = load double, ptr %29, align 8, !tbaa !13
  %32 = fsub double %30, %31
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %32, double 0.000000e+00)
  %34 = load double, ptr %16, align 8, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %29, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = fsub double %34, %36
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %33)
  %39 = fmul double %38, -2.000000e+00
  %40 = tail call double @exp(double noundef %39) #12
  %41 = fadd double %27, %40
  %42 = add nuw nsw i64 %26, 1
  %43 = icmp eq i64 %42, %9
  br i1 %43, label %19, label %25, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @kmeans_cost(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = load double, ptr %1, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !13
  %10 = icmp sgt i32 %3, 1
  %11 = zext nneg i32 %2 to i64
  %12 = zext nneg i32 %3 to i64
  br label %15

13:                                               ; preds = %28, %4
  %14 = phi double [ 0.000000e+00, %4 ], [ %42, %28 ]
  ret double %14

15:                                               ; preds = %6, %28
  %16 = phi i64 [ 0, %6 ], [ %43, %28 ]
  %17 = phi double [ 0.000000e+00, %6 ], [ %42, %28 ]
  %18 = shl nsw i64 %16, 4
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !13
  br i1 %10, label %23, label %28

23:                                               ; preds = %15
  %24 = fsub double %22, %9
  %25 = fsub double %20, %7
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %25, double 0.000000e+00)
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %26)
  br label %45

28:                                               ; preds = %45, %15
  %29 = phi i32 [ 0, %15 ], [ %60, %45 ]
  %30 = shl nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = fsub double %20, %33
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double 0.000000e+00)
  %36 = getelementptr inbounds i8, ptr %32, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !13
  %38 = fsub double %22, %37
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %35)
  %40 = sitofp i32 %29 to double
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 1.000000e-01, double 1.000000e+00)
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %17)
  %43 = add nuw nsw i64 %16, 1
  %44 = icmp eq i64 %43, %11
  br i1 %44, label %13, label %15, !llvm.loop !16

45:                                               ; preds = %23, %45
  %46 = phi i64 [ 1, %23 ], [ %62, %45 ]
  %47 = phi double [ %27, %23 ], [ %61, %45 ]
  %48 = phi i32 [ 0, %23 ], [ %60, %45 ]
  %49 = shl nsw i64 %46, 4
  %50 = getelementptr inbounds i8, ptr %1, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !13
  %52 = fsub double %20, %51
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %52, double 0.000000e+00)
  %54 = getelementptr inbounds i8, ptr %50, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = fsub double %22, %55
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %56, double %53)
  %58 = fcmp olt double %57, %47
  %59 = trunc nuw nsw i64 %46 to i32
  %60 = select i1 %58, i32 %59, i32 %48
  %61 = select i1 %58, double %57, double %47
  %62 = add nuw nsw i64 %46, 1
  %63 = icmp eq i64 %62, %12
  br i1 %63, label %28, label %45, !llvm.loop !17
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_array(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #6 {
  %5 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = zext nneg i32 %3 to i64
  br label %10

9:                                                ; preds = %10, %4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %37, %10 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !13
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  store double %14, ptr %12, align 8, !tbaa !13
  %15 = call fastcc double @obj()
  %16 = fadd double %13, 0xBEB0C6F7A0B5ED8D
  store double %16, ptr %12, align 8, !tbaa !13
  %17 = call fastcc double @obj()
  store double %13, ptr %12, align 8, !tbaa !13
  %18 = trunc nuw nsw i64 %11 to i32
  %19 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %0, i32 noundef %18) #12
  %20 = getelementptr inbounds double, ptr %2, i64 %11
  %21 = load double, ptr %20, align 8, !tbaa !13
  %22 = fsub double %15, %17
  %23 = fdiv double %22, 2.000000e-06
  %24 = fsub double %21, %23
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = call double @llvm.fabs.f64(double %23)
  %27 = call double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fcmp ugt double %25, %28
  %30 = fcmp ule double %26, 1.000000e-09
  %31 = or i1 %30, %29
  %32 = select i1 %31, ptr @.str.5, ptr @.str.6
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %21, double noundef %23, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !6
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !6
  %37 = add nuw nsw i64 %11, 1
  %38 = icmp eq i64 %37, %8
  br i1 %38, label %9, label %10, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc double @obj() unnamed_addr #10 {
  %1 = load i32, ptr @which, align 4, !tbaa !6
  %2 = icmp eq i32 %1, 0
  %3 = load i32, ptr @n, align 4, !tbaa !6
  %4 = icmp sgt i32 %3, 0
  br i1 %2, label %43, label %5

5:                                                ; preds = %0
  br i1 %4, label %6, label %100

6:                                                ; preds = %5
  %7 = load i32, ptr @k, align 4, !tbaa !6
  %8 = icmp sgt i32 %7, 0
  %9 = zext nneg i32 %3 to i64
  %10 = zext nneg i32 %7 to i64
  br label %11

11:                                               ; preds = %18, %6
  %12 = phi i64 [ 0, %6 ], [ %22, %18 ]
  %13 = phi double [ 0.000000e+00, %6 ], [ %21, %18 ]
  br i1 %8, label %14, label %18

14:                                               ; preds = %11
  %15 = shl nsw i64 %12, 4
  %16 = getelementptr inbounds i8, ptr @pts, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  br label %24

18:                                               ; preds = %24, %11
  %19 = phi double [ 0.000000e+00, %11 ], [ %40, %24 ]
  %20 = tail call double @log(double noundef %19) #12
  %21 = tail call double @llvm.fmuladd.f64(double %20, double -5.000000e-01, double %13)
  %22 = add nuw nsw i64 %12, 1
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %100, label %11, !llvm.loop !12

24:                                               ; preds = %24, %14
  %25 = phi i64 [ 0, %14 ], [ %41, %24 ]
  %26 = phi double [ 0.000000e+00, %14 ], [ %40, %24 ]
  %27 = shl nsw i64 %25, 4
  %28 = getelementptr inbounds i8, ptr @ctr, i64 %27
  %29 = load double, ptr %16, align 8, !tbaa !13
  %30 = load double, ptr %28, align 8, !tbaa !13
  %31 = fsub double %29, %30
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 0.000000e+00)
  %33 = load double, ptr %17, align 8, !tbaa !13
  %34 = getelementptr inbounds i8, ptr %28, i64 8
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = fsub double %33, %35
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %32)
  %38 = fmul double %37, -2.000000e+00
  %39 = tail call double @exp(double noundef %38) #12
  %40 = fadd double %26, %39
  %41 = add nuw nsw i64 %25, 1
  %42 = icmp eq i64 %41, %10
  br i1 %42, label %18, label %24, !llvm.loop !15

43:                                               ; preds = %0
  br i1 %4, label %44, label %100

44:                                               ; preds = %43
  %45 = load i32, ptr @k, align 4, !tbaa !6
  %46 = load double, ptr @ctr, align 8, !tbaa !13
  %47 = load double, ptr getelementptr inbounds (i8, ptr @ctr, i64 8), align 8, !tbaa !13
  %48 = icmp sgt i32 %45, 1
  %49 = zext nneg i32 %3 to i64
  %50 = zext nneg i32 %45 to i64
  br label %51

51:                                               ; preds = %64, %44
  %52 = phi i64 [ 0, %44 ], [ %79, %64 ]
  %53 = phi double [ 0.000000e+00, %44 ], [ %78, %64 ]
  %54 = shl nsw i64 %52, 4
  %55 = getelementptr inbounds i8, ptr @pts, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !13
  %57 = getelementptr inbounds i8, ptr %55, i64 8
  %58 = load double, ptr %57, align 8, !tbaa !13
  br i1 %48, label %59, label %64

59:                                               ; preds = %51
  %60 = fsub double %58, %47
  %61 = fsub double %56, %46
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double 0.000000e+00)
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %60, double %62)
  br label %81

64:                                               ; preds = %81, %51
  %65 = phi i32 [ 0, %51 ], [ %96, %81 ]
  %66 = shl nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr @ctr, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fsub double %56, %69
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %70, double 0.000000e+00)
  %72 = getelementptr inbounds i8, ptr %68, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !13
  %74 = fsub double %58, %73
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %71)
  %76 = sitofp i32 %65 to double
  %77 = tail call double @llvm.fmuladd.f64(double %76, double 1.000000e-01, double 1.000000e+00)
  %78 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %53)
  %79 = add nuw nsw i64 %52, 1
  %80 = icmp eq i64 %79, %49
  br i1 %80, label %100, label %51, !llvm.loop !16

81:                                               ; preds = %81, %59
  %82 = phi i64 [ 1, %59 ], [ %98, %81 ]
  %83 = phi double [ %63, %59 ], [ %97, %81 ]
  %84 = phi i32 [ 0, %59 ], [ %96, %81 ]
  %85 = shl nsw i64 %82, 4
  %86 = getelementptr inbounds i8, ptr @ctr, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !13
  %88 = fsub double %56, %87
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %88, double 0.000000e+00)
  %90 = getelementptr inbounds i8, ptr %86, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !13
  %92 = fsub double %58, %91
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %92, double %89)
  %94 = fcmp olt double %93, %83
  %95 = trunc nuw nsw i64 %82 to i32
  %96 = select i1 %94, i32 %95, i32 %84
  %97 = select i1 %94, double %93, double %83
  %98 = add nuw nsw i64 %82, 1
  %99 = icmp eq i64 %98, %50
  br i1 %99, label %64, label %81, !llvm.loop !17

100:                                              ; preds = %18, %64, %43, %5
  %101 = phi double [ 0.000000e+00, %5 ], [ 0.000000e+00, %43 ], [ %78, %64 ], [ %21, %18 ]
  ret double %101
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
