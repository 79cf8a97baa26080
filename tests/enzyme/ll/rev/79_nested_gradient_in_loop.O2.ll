; ModuleID = 'rev/79_nested_gradient_in_loop.c'
source_filename = "rev/79_nested_gradient_in_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.simulate_f.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 16
@.str = private unnamed_addr constant [21 x i8] c"reverse over reverse\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"reverse over forward\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"forward over reverse\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"forward over forward\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@__const.grad_forward.e0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 16
@__const.grad_forward.e1 = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 1.000000e+00], align 16
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @potential(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load double, ptr %1, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = load double, ptr %0, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = insertelement <2 x double> poison, double %3, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  %15 = insertelement <2 x double> poison, double %6, i64 0
  %16 = insertelement <2 x double> %15, double %10, i64 1
  %17 = fsub <2 x double> %14, %16
  %18 = insertelement <2 x double> poison, double %5, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = insertelement <2 x double> poison, double %8, i64 0
  %21 = insertelement <2 x double> %20, double %12, i64 1
  %22 = fsub <2 x double> %19, %21
  %23 = fmul <2 x double> %22, %22
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %17, <2 x double> %23)
  %25 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %24)
  %26 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %25
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %28 = fadd <2 x double> %26, %27
  %29 = extractelement <2 x double> %28, i64 0
  ret double %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local double @simulate_r(double noundef %0) #3 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  store double 1.000000e+01, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = fsub double 1.000000e+01, %0
  store double %6, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %7, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %12

8:                                                ; preds = %12
  %9 = extractelement <2 x double> %18, i64 0
  %10 = extractelement <2 x double> %18, i64 1
  %11 = call double @llvm.fmuladd.f64(double %9, double %9, double %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  ret double %11

12:                                               ; preds = %1, %12
  %13 = phi i32 [ 0, %1 ], [ %21, %12 ]
  %14 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %20, %12 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %15, ptr noundef nonnull %2, i32 noundef %16, ptr noundef nonnull %3, ptr noundef nonnull %4) #10
  %17 = load <2 x double>, ptr %3, align 16, !tbaa !5
  %18 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %17)
  store <2 x double> %18, ptr %3, align 16, !tbaa !5
  %19 = load <2 x double>, ptr %4, align 16, !tbaa !5
  %20 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  %21 = add nuw nsw i32 %13, 1
  %22 = icmp eq i32 %21, 40
  br i1 %22, label %8, label %12, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local double @simulate_f(double noundef %0) #3 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  store double 1.000000e+01, ptr %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = fsub double 1.000000e+01, %0
  store double %7, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %8, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %13

9:                                                ; preds = %13
  %10 = extractelement <2 x double> %23, i64 0
  %11 = extractelement <2 x double> %23, i64 1
  %12 = call double @llvm.fmuladd.f64(double %10, double %10, double %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  ret double %12

13:                                               ; preds = %1, %13
  %14 = phi i32 [ 0, %1 ], [ %27, %13 ]
  %15 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %26, %13 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %18 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %16, ptr noundef nonnull %4, i32 noundef %17, ptr noundef nonnull %5, ptr noundef nonnull %2) #10
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %19, ptr noundef nonnull %4, i32 noundef %20, ptr noundef nonnull %5, ptr noundef nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  %22 = load <2 x double>, ptr %5, align 16, !tbaa !5
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %22)
  store <2 x double> %23, ptr %5, align 16, !tbaa !5
  %24 = insertelement <2 x double> poison, double %18, i64 0
  %25 = insertelement <2 x double> %24, double %21, i64 1
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %15)
  %27 = add nuw nsw i32 %14, 1
  %28 = icmp eq i32 %27, 40
  br i1 %28, label %9, label %13, !llvm.loop !13
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca [2 x double], align 16
  %2 = alloca [2 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca [2 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [2 x double], align 16
  %14 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666644D87725>, ptr %12, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %15, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %13, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %16

16:                                               ; preds = %16, %0
  %17 = phi i32 [ 0, %0 ], [ %25, %16 ]
  %18 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %0 ], [ %24, %16 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %19, ptr noundef nonnull %12, i32 noundef %20, ptr noundef nonnull %13, ptr noundef nonnull %14) #10
  %21 = load <2 x double>, ptr %13, align 16, !tbaa !5
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %21)
  store <2 x double> %22, ptr %13, align 16, !tbaa !5
  %23 = load <2 x double>, ptr %14, align 16, !tbaa !5
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, 40
  br i1 %26, label %27, label %16, !llvm.loop !11

27:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666687F455A8>, ptr %9, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %9, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %28, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i32 [ 0, %27 ], [ %38, %29 ]
  %31 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %27 ], [ %37, %29 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %32, ptr noundef nonnull %9, i32 noundef %33, ptr noundef nonnull %10, ptr noundef nonnull %11) #10
  %34 = load <2 x double>, ptr %10, align 16, !tbaa !5
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %34)
  store <2 x double> %35, ptr %10, align 16, !tbaa !5
  %36 = load <2 x double>, ptr %11, align 16, !tbaa !5
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %31)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #10
  %38 = add nuw nsw i32 %30, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %29, !llvm.loop !11

40:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666644D87725>, ptr %7, align 16, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %41, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i32 [ 0, %40 ], [ %56, %42 ]
  %44 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %40 ], [ %55, %42 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %45 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %47 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %45, ptr noundef nonnull %7, i32 noundef %46, ptr noundef nonnull %8, ptr noundef nonnull %5) #10
  %48 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %48, ptr noundef nonnull %7, i32 noundef %49, ptr noundef nonnull %8, ptr noundef nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  %51 = load <2 x double>, ptr %8, align 16, !tbaa !5
  %52 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %51)
  store <2 x double> %52, ptr %8, align 16, !tbaa !5
  %53 = insertelement <2 x double> poison, double %47, i64 0
  %54 = insertelement <2 x double> %53, double %50, i64 1
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %44)
  %56 = add nuw nsw i32 %43, 1
  %57 = icmp eq i32 %56, 40
  br i1 %57, label %58, label %42, !llvm.loop !13

58:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666687F455A8>, ptr %3, align 16, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %59, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull align 16 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i32 [ 0, %58 ], [ %74, %60 ]
  %62 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %58 ], [ %73, %60 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %65 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %63, ptr noundef nonnull %3, i32 noundef %64, ptr noundef nonnull %4, ptr noundef nonnull %1) #10
  %66 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %68 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %66, ptr noundef nonnull %3, i32 noundef %67, ptr noundef nonnull %4, ptr noundef nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  %69 = load <2 x double>, ptr %4, align 16, !tbaa !5
  %70 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %69)
  store <2 x double> %70, ptr %4, align 16, !tbaa !5
  %71 = insertelement <2 x double> poison, double %65, i64 0
  %72 = insertelement <2 x double> %71, double %68, i64 1
  %73 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %62)
  %74 = add nuw nsw i32 %61, 1
  %75 = icmp eq i32 %74, 40
  br i1 %75, label %76, label %60, !llvm.loop !13

76:                                               ; preds = %60
  %77 = shufflevector <2 x double> %52, <2 x double> %70, <2 x i32> <i32 0, i32 2>
  %78 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %79 = shufflevector <2 x double> %78, <2 x double> %70, <2 x i32> <i32 0, i32 3>
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %77, <2 x double> %79)
  %81 = shufflevector <2 x double> %22, <2 x double> %35, <2 x i32> <i32 0, i32 2>
  %82 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %83 = shufflevector <2 x double> %82, <2 x double> %35, <2 x i32> <i32 0, i32 3>
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> %81, <2 x double> %83)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  %85 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %86 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate_r, i32 noundef %85, double noundef 3.000000e-01) #10
  %87 = shufflevector <2 x double> %80, <2 x double> %84, <2 x i32> <i32 0, i32 2>
  %88 = shufflevector <2 x double> %80, <2 x double> %84, <2 x i32> <i32 1, i32 3>
  %89 = fsub <2 x double> %87, %88
  %90 = fdiv <2 x double> %89, <double 2.000000e-06, double 2.000000e-06>
  %91 = extractelement <2 x double> %90, i64 1
  %92 = fsub double %86, %91
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %90)
  %95 = extractelement <2 x double> %94, i64 1
  %96 = call double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  %97 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %98 = fcmp ugt double %93, %97
  %99 = fcmp ule <2 x double> %94, <double 1.000000e-09, double 1.000000e-09>
  %100 = extractelement <2 x i1> %99, i64 1
  %101 = or i1 %100, %98
  %102 = select i1 %101, ptr @.str.5, ptr @.str.6
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %86, double noundef %91, ptr noundef nonnull %102)
  %104 = zext i1 %101 to i32
  %105 = load i32, ptr @fails, align 4, !tbaa !9
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr @fails, align 4, !tbaa !9
  %107 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %108 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate_f, i32 noundef %107, double noundef 3.000000e-01) #10
  %109 = extractelement <2 x double> %90, i64 0
  %110 = fsub double %108, %109
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = extractelement <2 x double> %94, i64 0
  %113 = call double @llvm.maxnum.f64(double %112, double 1.000000e+00)
  %114 = fmul double %113, 0x3EB0C6F7A0B5ED8D
  %115 = fcmp ugt double %111, %114
  %116 = extractelement <2 x i1> %99, i64 0
  %117 = or i1 %116, %115
  %118 = select i1 %117, ptr @.str.5, ptr @.str.6
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %108, double noundef %109, ptr noundef nonnull %118)
  %120 = zext i1 %117 to i32
  %121 = load i32, ptr @fails, align 4, !tbaa !9
  %122 = add nsw i32 %121, %120
  store i32 %122, ptr @fails, align 4, !tbaa !9
  %123 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %124 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @simulate_r, i32 noundef %123, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %125 = fsub double %124, %91
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ugt double %126, %97
  %128 = or i1 %100, %127
  %129 = select i1 %128, ptr @.str.5, ptr @.str.6
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %124, double noundef %91, ptr noundef nonnull %129)
  %131 = zext i1 %128 to i32
  %132 = load i32, ptr @fails, align 4, !tbaa !9
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr @fails, align 4, !tbaa !9
  %134 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %135 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @simulate_f, i32 noundef %134, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %136 = fsub double %135, %109
  %137 = call double @llvm.fabs.f64(double %136)
  %138 = fcmp ugt double %137, %114
  %139 = or i1 %116, %138
  %140 = select i1 %139, ptr @.str.5, ptr @.str.6
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %135, double noundef %109, ptr noundef nonnull %140)
  %142 = zext i1 %139 to i32
  %143 = load i32, ptr @fails, align 4, !tbaa !9
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr @fails, align 4, !tbaa !9
  %145 = icmp eq i32 %144, 0
  %146 = select i1 %145, ptr @.str.6, ptr @.str.5
  %147 = call i32 @puts(ptr nonnull dereferenceable(1) %146)
  %148 = load i32, ptr @fails, align 4, !tbaa !9
  %149 = icmp ne i32 %148, 0
  %150 = zext i1 %149 to i32
  ret i32 %150
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
