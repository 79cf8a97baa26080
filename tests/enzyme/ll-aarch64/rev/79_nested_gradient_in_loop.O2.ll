; ModuleID = 'rev/79_nested_gradient_in_loop.c'
source_filename = "rev/79_nested_gradient_in_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.simulate_f.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 8
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
@__const.grad_forward.e0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 8
@__const.grad_forward.e1 = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 1.000000e+00], align 8
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @potential(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load double, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !6
  %6 = load double, ptr %0, align 8, !tbaa !6
  %7 = fsub double %3, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !6
  %10 = fsub double %5, %9
  %11 = fmul double %10, %10
  %12 = tail call double @llvm.fmuladd.f64(double %7, double %7, double %11)
  %13 = tail call double @llvm.sqrt.f64(double %12)
  %14 = fdiv double 1.000000e+00, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fsub double %3, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load double, ptr %18, align 8, !tbaa !6
  %20 = fsub double %5, %19
  %21 = fmul double %20, %20
  %22 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %21)
  %23 = tail call double @llvm.sqrt.f64(double %22)
  %24 = fdiv double 1.000000e+00, %23
  %25 = fadd double %14, %24
  ret double %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local double @simulate_r(double noundef %0) #3 {
  %2 = alloca [4 x double], align 8
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  store double 1.000000e+01, ptr %2, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = fsub double 1.000000e+01, %0
  store double %6, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %7, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
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
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %15, ptr noundef nonnull %2, i32 noundef %16, ptr noundef nonnull %3, ptr noundef nonnull %4) #10
  %17 = load <2 x double>, ptr %3, align 16, !tbaa !6
  %18 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %17)
  store <2 x double> %18, ptr %3, align 16, !tbaa !6
  %19 = load <2 x double>, ptr %4, align 16, !tbaa !6
  %20 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  %21 = add nuw nsw i32 %13, 1
  %22 = icmp eq i32 %21, 40
  br i1 %22, label %8, label %12, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local double @simulate_f(double noundef %0) #3 {
  %2 = alloca [2 x double], align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  store double 1.000000e+01, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = fsub double 1.000000e+01, %0
  store double %7, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  br label %12

10:                                               ; preds = %12
  %11 = call double @llvm.fmuladd.f64(double %23, double %23, double %25)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  ret double %11

12:                                               ; preds = %1, %12
  %13 = phi i32 [ 0, %1 ], [ %28, %12 ]
  %14 = phi double [ 0.000000e+00, %1 ], [ %27, %12 ]
  %15 = phi double [ 7.500000e-01, %1 ], [ %26, %12 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %18 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %16, ptr noundef nonnull %4, i32 noundef %17, ptr noundef nonnull %5, ptr noundef nonnull %2) #10
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %19, ptr noundef nonnull %4, i32 noundef %20, ptr noundef nonnull %5, ptr noundef nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  %22 = load double, ptr %5, align 8, !tbaa !6
  %23 = call double @llvm.fmuladd.f64(double %15, double 1.000000e-01, double %22)
  store double %23, ptr %5, align 8, !tbaa !6
  %24 = load double, ptr %9, align 8, !tbaa !6
  %25 = call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double %24)
  store double %25, ptr %9, align 8, !tbaa !6
  %26 = call double @llvm.fmuladd.f64(double %18, double -1.000000e-01, double %15)
  %27 = call double @llvm.fmuladd.f64(double %21, double -1.000000e-01, double %14)
  %28 = add nuw nsw i32 %13, 1
  %29 = icmp eq i32 %28, 40
  br i1 %29, label %10, label %12, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca [2 x double], align 8
  %2 = alloca [2 x double], align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca [2 x double], align 8
  %9 = alloca [4 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [2 x double], align 16
  %14 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666644D87725>, ptr %12, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %15, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %16

16:                                               ; preds = %16, %0
  %17 = phi i32 [ 0, %0 ], [ %25, %16 ]
  %18 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %0 ], [ %24, %16 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %19, ptr noundef nonnull %12, i32 noundef %20, ptr noundef nonnull %13, ptr noundef nonnull %14) #10
  %21 = load <2 x double>, ptr %13, align 16, !tbaa !6
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %21)
  store <2 x double> %22, ptr %13, align 16, !tbaa !6
  %23 = load <2 x double>, ptr %14, align 16, !tbaa !6
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, 40
  br i1 %26, label %27, label %16, !llvm.loop !12

27:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666687F455A8>, ptr %9, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %9, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %28, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i32 [ 0, %27 ], [ %38, %29 ]
  %31 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %27 ], [ %37, %29 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @potential, i32 noundef %32, ptr noundef nonnull %9, i32 noundef %33, ptr noundef nonnull %10, ptr noundef nonnull %11) #10
  %34 = load <2 x double>, ptr %10, align 16, !tbaa !6
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %34)
  store <2 x double> %35, ptr %10, align 16, !tbaa !6
  %36 = load <2 x double>, ptr %11, align 16, !tbaa !6
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double -1.000000e-01, double -1.000000e-01>, <2 x double> %31)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #10
  %38 = add nuw nsw i32 %30, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %29, !llvm.loop !12

40:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666644D87725>, ptr %7, align 16, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %41, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  %42 = getelementptr inbounds i8, ptr %8, i64 8
  br label %43

43:                                               ; preds = %43, %40
  %44 = phi i32 [ 0, %40 ], [ %59, %43 ]
  %45 = phi double [ 0.000000e+00, %40 ], [ %58, %43 ]
  %46 = phi double [ 7.500000e-01, %40 ], [ %57, %43 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %48 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %49 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %47, ptr noundef nonnull %7, i32 noundef %48, ptr noundef nonnull %8, ptr noundef nonnull %5) #10
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %51 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %52 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %50, ptr noundef nonnull %7, i32 noundef %51, ptr noundef nonnull %8, ptr noundef nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  %53 = load double, ptr %8, align 8, !tbaa !6
  %54 = call double @llvm.fmuladd.f64(double %46, double 1.000000e-01, double %53)
  store double %54, ptr %8, align 8, !tbaa !6
  %55 = load double, ptr %42, align 8, !tbaa !6
  %56 = call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %55)
  store double %56, ptr %42, align 8, !tbaa !6
  %57 = call double @llvm.fmuladd.f64(double %49, double -1.000000e-01, double %46)
  %58 = call double @llvm.fmuladd.f64(double %52, double -1.000000e-01, double %45)
  %59 = add nuw nsw i32 %44, 1
  %60 = icmp eq i32 %59, 40
  br i1 %60, label %61, label %43, !llvm.loop !14

61:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  store <2 x double> <double 1.000000e+01, double 0x4023666687F455A8>, ptr %3, align 16, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %62, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) @__const.simulate_f.x, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i32 [ 0, %61 ], [ %80, %64 ]
  %66 = phi double [ 0.000000e+00, %61 ], [ %79, %64 ]
  %67 = phi double [ 7.500000e-01, %61 ], [ %78, %64 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.grad_forward.e1, i64 16, i1 false)
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %69 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %70 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %68, ptr noundef nonnull %3, i32 noundef %69, ptr noundef nonnull %4, ptr noundef nonnull %1) #10
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %72 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %73 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @potential, i32 noundef %71, ptr noundef nonnull %3, i32 noundef %72, ptr noundef nonnull %4, ptr noundef nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  %74 = load double, ptr %4, align 8, !tbaa !6
  %75 = call double @llvm.fmuladd.f64(double %67, double 1.000000e-01, double %74)
  store double %75, ptr %4, align 8, !tbaa !6
  %76 = load double, ptr %63, align 8, !tbaa !6
  %77 = call double @llvm.fmuladd.f64(double %66, double 1.000000e-01, double %76)
  store double %77, ptr %63, align 8, !tbaa !6
  %78 = call double @llvm.fmuladd.f64(double %70, double -1.000000e-01, double %67)
  %79 = call double @llvm.fmuladd.f64(double %73, double -1.000000e-01, double %66)
  %80 = add nuw nsw i32 %65, 1
  %81 = icmp eq i32 %80, 40
  br i1 %81, label %82, label %64, !llvm.loop !14

82:                                               ; preds = %64
  %83 = call double @llvm.fmuladd.f64(double %54, double %54, double %56)
  %84 = extractelement <2 x double> %22, i64 0
  %85 = extractelement <2 x double> %22, i64 1
  %86 = call double @llvm.fmuladd.f64(double %84, double %84, double %85)
  %87 = extractelement <2 x double> %35, i64 0
  %88 = extractelement <2 x double> %35, i64 1
  %89 = call double @llvm.fmuladd.f64(double %87, double %87, double %88)
  %90 = fsub double %86, %89
  %91 = fdiv double %90, 2.000000e-06
  %92 = call double @llvm.fmuladd.f64(double %75, double %75, double %77)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  %93 = fsub double %83, %92
  %94 = fdiv double %93, 2.000000e-06
  %95 = load i32, ptr @enzyme_out, align 4, !tbaa !10
  %96 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate_r, i32 noundef %95, double noundef 3.000000e-01) #10
  %97 = fsub double %96, %91
  %98 = call double @llvm.fabs.f64(double %97)
  %99 = call double @llvm.fabs.f64(double %91)
  %100 = call double @llvm.maxnum.f64(double %99, double 1.000000e+00)
  %101 = fmul double %100, 0x3EB0C6F7A0B5ED8D
  %102 = fcmp ugt double %98, %101
  %103 = fcmp ule double %99, 1.000000e-09
  %104 = or i1 %103, %102
  %105 = select i1 %104, ptr @.str.5, ptr @.str.6
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %96, double noundef %91, ptr noundef nonnull %105)
  %107 = zext i1 %104 to i32
  %108 = load i32, ptr @fails, align 4, !tbaa !10
  %109 = add nsw i32 %108, %107
  store i32 %109, ptr @fails, align 4, !tbaa !10
  %110 = load i32, ptr @enzyme_out, align 4, !tbaa !10
  %111 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate_f, i32 noundef %110, double noundef 3.000000e-01) #10
  %112 = fsub double %111, %94
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = call double @llvm.fabs.f64(double %94)
  %115 = call double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  %116 = fmul double %115, 0x3EB0C6F7A0B5ED8D
  %117 = fcmp ugt double %113, %116
  %118 = fcmp ule double %114, 1.000000e-09
  %119 = or i1 %118, %117
  %120 = select i1 %119, ptr @.str.5, ptr @.str.6
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %111, double noundef %94, ptr noundef nonnull %120)
  %122 = zext i1 %119 to i32
  %123 = load i32, ptr @fails, align 4, !tbaa !10
  %124 = add nsw i32 %123, %122
  store i32 %124, ptr @fails, align 4, !tbaa !10
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %126 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @simulate_r, i32 noundef %125, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %127 = fsub double %126, %91
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ugt double %128, %101
  %130 = or i1 %103, %129
  %131 = select i1 %130, ptr @.str.5, ptr @.str.6
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %126, double noundef %91, ptr noundef nonnull %131)
  %133 = zext i1 %130 to i32
  %134 = load i32, ptr @fails, align 4, !tbaa !10
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr @fails, align 4, !tbaa !10
  %136 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %137 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @simulate_f, i32 noundef %136, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %138 = fsub double %137, %94
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = fcmp ugt double %139, %116
  %141 = or i1 %118, %140
  %142 = select i1 %141, ptr @.str.5, ptr @.str.6
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %137, double noundef %94, ptr noundef nonnull %142)
  %144 = zext i1 %141 to i32
  %145 = load i32, ptr @fails, align 4, !tbaa !10
  %146 = add nsw i32 %145, %144
  store i32 %146, ptr @fails, align 4, !tbaa !10
  %147 = icmp eq i32 %146, 0
  %148 = select i1 %147, ptr @.str.6, ptr @.str.5
  %149 = call i32 @puts(ptr nonnull dereferenceable(1) %148)
  %150 = load i32, ptr @fails, align 4, !tbaa !10
  %151 = icmp ne i32 %150, 0
  %152 = zext i1 %151 to i32
  ret i32 %152
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
