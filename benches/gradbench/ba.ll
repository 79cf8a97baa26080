; ModuleID = 'ba.c'
source_filename = "ba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ba_reproj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = fsub double %8, %10
  %12 = load <2 x double>, ptr %1, align 8, !tbaa !5
  %13 = load <2 x double>, ptr %6, align 8, !tbaa !5
  %14 = fsub <2 x double> %12, %13
  %15 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %16 = extractelement <2 x double> %15, i64 1
  %17 = fmul double %16, %16
  %18 = extractelement <2 x double> %15, i64 0
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %17)
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %19)
  %23 = fcmp une double %22, 0.000000e+00
  br i1 %23, label %24, label %65

24:                                               ; preds = %5
  %25 = tail call double @llvm.sqrt.f64(double %22)
  %26 = tail call double @llvm.cos.f64(double %25)
  %27 = tail call double @llvm.sin.f64(double %25)
  %28 = fdiv double %21, %25
  %29 = fsub double 1.000000e+00, %26
  %30 = insertelement <2 x double> poison, double %25, i64 0
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  %32 = fdiv <2 x double> %15, %31
  %33 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %34 = insertelement <2 x double> %33, double %28, i64 0
  %35 = fneg <2 x double> %34
  %36 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %37 = insertelement <2 x double> %36, double %11, i64 1
  %38 = fmul <2 x double> %37, %35
  %39 = shufflevector <2 x double> %32, <2 x double> %34, <2 x i32> <i32 1, i32 2>
  %40 = shufflevector <2 x double> %37, <2 x double> %14, <2 x i32> <i32 1, i32 2>
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %40, <2 x double> %38)
  %42 = extractelement <2 x double> %32, i64 1
  %43 = fneg double %42
  %44 = extractelement <2 x double> %14, i64 0
  %45 = fmul double %44, %43
  %46 = extractelement <2 x double> %32, i64 0
  %47 = extractelement <2 x double> %14, i64 1
  %48 = tail call double @llvm.fmuladd.f64(double %46, double %47, double %45)
  %49 = fmul double %47, %42
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %44, double %49)
  %51 = tail call double @llvm.fmuladd.f64(double %28, double %11, double %50)
  %52 = fmul double %29, %51
  %53 = insertelement <2 x double> poison, double %27, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = fmul <2 x double> %54, %41
  %56 = insertelement <2 x double> poison, double %26, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %57, <2 x double> %55)
  %59 = insertelement <2 x double> poison, double %52, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> %60, <2 x double> %58)
  %62 = fmul double %27, %48
  %63 = tail call double @llvm.fmuladd.f64(double %11, double %26, double %62)
  %64 = tail call double @llvm.fmuladd.f64(double %28, double %52, double %63)
  br label %83

65:                                               ; preds = %5
  %66 = insertelement <2 x double> poison, double %21, i64 0
  %67 = shufflevector <2 x double> %66, <2 x double> %15, <2 x i32> <i32 0, i32 2>
  %68 = fneg <2 x double> %67
  %69 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %70 = insertelement <2 x double> %69, double %11, i64 1
  %71 = fmul <2 x double> %70, %68
  %72 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %73 = insertelement <2 x double> %72, double %21, i64 1
  %74 = shufflevector <2 x double> %70, <2 x double> %14, <2 x i32> <i32 1, i32 2>
  %75 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %74, <2 x double> %71)
  %76 = fneg double %16
  %77 = extractelement <2 x double> %14, i64 0
  %78 = fmul double %77, %76
  %79 = extractelement <2 x double> %14, i64 1
  %80 = tail call double @llvm.fmuladd.f64(double %18, double %79, double %78)
  %81 = fadd <2 x double> %14, %75
  %82 = fadd double %11, %80
  br label %83

83:                                               ; preds = %24, %65
  %84 = phi double [ %64, %24 ], [ %82, %65 ]
  %85 = phi <2 x double> [ %61, %24 ], [ %81, %65 ]
  %86 = extractelement <2 x double> %85, i64 0
  %87 = fdiv double %86, %84
  %88 = extractelement <2 x double> %85, i64 1
  %89 = fdiv double %88, %84
  %90 = fmul double %89, %89
  %91 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %90)
  %92 = getelementptr inbounds i8, ptr %0, i64 72
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %91, double 1.000000e+00)
  %95 = getelementptr inbounds i8, ptr %0, i64 80
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = fmul double %96, %91
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %91, double %94)
  %99 = fmul double %87, %98
  %100 = getelementptr inbounds i8, ptr %0, i64 48
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %0, i64 56
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = tail call double @llvm.fmuladd.f64(double %99, double %101, double %103)
  %105 = fmul double %89, %98
  %106 = getelementptr inbounds i8, ptr %0, i64 64
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = tail call double @llvm.fmuladd.f64(double %105, double %101, double %107)
  %109 = load double, ptr %2, align 8, !tbaa !5
  %110 = load double, ptr %3, align 8, !tbaa !5
  %111 = fsub double %104, %110
  %112 = fmul double %109, %111
  store double %112, ptr %4, align 8, !tbaa !5
  %113 = load double, ptr %2, align 8, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %3, i64 8
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = fsub double %108, %115
  %117 = fmul double %113, %116
  %118 = getelementptr inbounds i8, ptr %4, i64 8
  store double %117, ptr %118, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @ba_weight_err(double noundef %0) #2 {
  %2 = fneg double %0
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 1.000000e+00)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ba_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8) local_unnamed_addr #4 {
  %10 = ptrtoint ptr %5 to i64
  %11 = ptrtoint ptr %8 to i64
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %72

13:                                               ; preds = %9
  %14 = zext nneg i32 %2 to i64
  br label %55

15:                                               ; preds = %55
  br i1 %12, label %16, label %72

16:                                               ; preds = %15
  %17 = zext nneg i32 %2 to i64
  %18 = icmp ult i32 %2, 4
  %19 = sub i64 %11, %10
  %20 = icmp ult i64 %19, 32
  %21 = or i1 %18, %20
  br i1 %21, label %22, label %37

22:                                               ; preds = %53, %16
  %23 = phi i64 [ 0, %16 ], [ %38, %53 ]
  %24 = and i64 %14, 1
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %33, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds double, ptr %5, i64 %23
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = fneg double %28
  %30 = tail call noundef double @llvm.fmuladd.f64(double %29, double %28, double 1.000000e+00)
  %31 = getelementptr inbounds double, ptr %8, i64 %23
  store double %30, ptr %31, align 8, !tbaa !5
  %32 = or disjoint i64 %23, 1
  br label %33

33:                                               ; preds = %26, %22
  %34 = phi i64 [ %23, %22 ], [ %32, %26 ]
  %35 = add nsw i64 %14, -1
  %36 = icmp eq i64 %23, %35
  br i1 %36, label %72, label %73

37:                                               ; preds = %16
  %38 = and i64 %14, 2147483644
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %51, %39 ]
  %41 = getelementptr inbounds double, ptr %5, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !5
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !5
  %45 = fneg <2 x double> %43
  %46 = fneg <2 x double> %44
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> %43, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %44, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %49 = getelementptr inbounds double, ptr %8, i64 %40
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  store <2 x double> %47, ptr %49, align 8, !tbaa !5
  store <2 x double> %48, ptr %50, align 8, !tbaa !5
  %51 = add nuw i64 %40, 4
  %52 = icmp eq i64 %51, %38
  br i1 %52, label %53, label %39, !llvm.loop !9

53:                                               ; preds = %39
  %54 = icmp eq i64 %38, %14
  br i1 %54, label %72, label %22

55:                                               ; preds = %13, %55
  %56 = phi i64 [ 0, %13 ], [ %70, %55 ]
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = srem i32 %57, %0
  %59 = mul nuw nsw i32 %58, 11
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %3, i64 %60
  %62 = srem i32 %57, %1
  %63 = mul nuw nsw i32 %62, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = getelementptr inbounds double, ptr %5, i64 %56
  %67 = shl nuw nsw i64 %56, 1
  %68 = getelementptr inbounds double, ptr %6, i64 %67
  %69 = getelementptr inbounds double, ptr %7, i64 %67
  tail call void @ba_reproj(ptr noundef %61, ptr noundef %65, ptr noundef %66, ptr noundef %68, ptr noundef %69)
  %70 = add nuw nsw i64 %56, 1
  %71 = icmp eq i64 %70, %14
  br i1 %71, label %15, label %55, !llvm.loop !13

72:                                               ; preds = %33, %73, %53, %9, %15
  ret void

73:                                               ; preds = %33, %73
  %74 = phi i64 [ %86, %73 ], [ %34, %33 ]
  %75 = getelementptr inbounds double, ptr %5, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fneg double %76
  %78 = tail call noundef double @llvm.fmuladd.f64(double %77, double %76, double 1.000000e+00)
  %79 = getelementptr inbounds double, ptr %8, i64 %74
  store double %78, ptr %79, align 8, !tbaa !5
  %80 = add nuw nsw i64 %74, 1
  %81 = getelementptr inbounds double, ptr %5, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = fneg double %82
  %84 = tail call noundef double @llvm.fmuladd.f64(double %83, double %82, double 1.000000e+00)
  %85 = getelementptr inbounds double, ptr %8, i64 %80
  store double %84, ptr %85, align 8, !tbaa !5
  %86 = add nuw nsw i64 %74, 2
  %87 = icmp eq i64 %86, %17
  br i1 %87, label %72, label %73, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local void @ba_jacobian(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, ptr nocapture noundef writeonly %9) local_unnamed_addr #5 {
  %11 = alloca [2 x double], align 16
  %12 = alloca [11 x double], align 16
  %13 = alloca [3 x double], align 16
  %14 = alloca double, align 8
  %15 = alloca [2 x double], align 16
  store i32 0, ptr %7, align 4, !tbaa !15
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %17, label %166

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %7, i64 4
  %19 = mul nsw i32 %0, 11
  %20 = mul nsw i32 %1, 3
  %21 = add nsw i32 %20, %19
  %22 = zext nneg i32 %2 to i64
  %23 = getelementptr inbounds i8, ptr %12, i64 16
  %24 = getelementptr inbounds i8, ptr %12, i64 32
  %25 = getelementptr inbounds i8, ptr %12, i64 48
  %26 = getelementptr inbounds i8, ptr %12, i64 64
  %27 = getelementptr inbounds i8, ptr %12, i64 80
  %28 = getelementptr inbounds i8, ptr %13, i64 16
  %29 = getelementptr i8, ptr %8, i64 4
  %30 = getelementptr i8, ptr %9, i64 16
  %31 = getelementptr i8, ptr %9, i64 32
  %32 = getelementptr i8, ptr %8, i64 20
  %33 = getelementptr i8, ptr %9, i64 48
  %34 = getelementptr i8, ptr %9, i64 64
  %35 = getelementptr i8, ptr %8, i64 36
  %36 = getelementptr i8, ptr %8, i64 4
  %37 = getelementptr inbounds i8, ptr %15, i64 8
  %38 = getelementptr i8, ptr %8, i64 4
  %39 = getelementptr i8, ptr %9, i64 16
  %40 = getelementptr i8, ptr %9, i64 32
  %41 = getelementptr i8, ptr %8, i64 20
  %42 = getelementptr i8, ptr %9, i64 48
  %43 = getelementptr i8, ptr %9, i64 64
  %44 = getelementptr i8, ptr %8, i64 36
  %45 = getelementptr i8, ptr %8, i64 4
  br label %57

46:                                               ; preds = %57
  br i1 %16, label %47, label %166

47:                                               ; preds = %46
  %48 = getelementptr i8, ptr %7, i64 4
  %49 = sext i32 %160 to i64
  %50 = mul nsw i32 %0, 11
  %51 = mul nsw i32 %1, 3
  %52 = add nsw i32 %51, %50
  %53 = shl nuw nsw i32 %2, 1
  %54 = zext nneg i32 %53 to i64
  %55 = zext nneg i32 %2 to i64
  %56 = getelementptr i32, ptr %48, i64 %54
  br label %167

57:                                               ; preds = %17, %57
  %58 = phi i64 [ 0, %17 ], [ %164, %57 ]
  %59 = phi i32 [ 0, %17 ], [ %160, %57 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #9
  %60 = trunc i64 %58 to i32
  %61 = add i32 %21, %60
  %62 = trunc nuw nsw i64 %58 to i32
  %63 = srem i32 %62, %1
  %64 = mul nuw nsw i32 %63, 3
  %65 = add nsw i32 %64, %19
  %66 = add i32 %65, 2
  %67 = add i32 %65, 1
  %68 = srem i32 %62, %0
  %69 = mul nuw nsw i32 %68, 11
  %70 = add i32 %69, 10
  %71 = add i32 %69, 9
  %72 = insertelement <4 x i32> poison, i32 %69, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  %74 = add <4 x i32> %73, <i32 5, i32 6, i32 7, i32 8>
  %75 = add <4 x i32> %73, <i32 1, i32 2, i32 3, i32 4>
  %76 = shl nuw nsw i64 %58, 1
  %77 = getelementptr inbounds double, ptr %6, i64 %76
  %78 = getelementptr inbounds double, ptr %5, i64 %58
  %79 = zext nneg i32 %64 to i64
  %80 = getelementptr inbounds double, ptr %4, i64 %79
  %81 = zext i32 %69 to i64
  %82 = getelementptr inbounds double, ptr %3, i64 %81
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %12) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %12, i8 0, i64 88, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9
  store double 0.000000e+00, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store double 1.000000e+00, ptr %15, align 16, !tbaa !5
  %83 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %84 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ba_reproj, i32 noundef %83, ptr noundef %82, ptr noundef nonnull %12, i32 noundef %83, ptr noundef %80, ptr noundef nonnull %13, i32 noundef %83, ptr noundef %78, ptr noundef nonnull %14, i32 noundef %84, ptr noundef %77, i32 noundef %83, ptr noundef nonnull %11, ptr noundef nonnull %15) #9
  %85 = sext i32 %59 to i64
  %86 = getelementptr inbounds i32, ptr %8, i64 %85
  store i32 %69, ptr %86, align 4, !tbaa !15
  %87 = getelementptr inbounds double, ptr %9, i64 %85
  %88 = getelementptr i32, ptr %29, i64 %85
  %89 = load <2 x double>, ptr %12, align 16, !tbaa !5
  store <2 x double> %89, ptr %87, align 8, !tbaa !5
  %90 = getelementptr double, ptr %30, i64 %85
  %91 = load <2 x double>, ptr %23, align 16, !tbaa !5
  store <2 x double> %91, ptr %90, align 8, !tbaa !5
  store <4 x i32> %75, ptr %88, align 4, !tbaa !15
  %92 = getelementptr double, ptr %31, i64 %85
  %93 = getelementptr i32, ptr %32, i64 %85
  %94 = load <2 x double>, ptr %24, align 16, !tbaa !5
  store <2 x double> %94, ptr %92, align 8, !tbaa !5
  %95 = getelementptr double, ptr %33, i64 %85
  %96 = load <2 x double>, ptr %25, align 16, !tbaa !5
  store <2 x double> %96, ptr %95, align 8, !tbaa !5
  store <4 x i32> %74, ptr %93, align 4, !tbaa !15
  %97 = getelementptr double, ptr %34, i64 %85
  %98 = getelementptr i32, ptr %35, i64 %85
  store i32 %71, ptr %98, align 4, !tbaa !15
  %99 = add nsw i64 %85, 10
  %100 = load <2 x double>, ptr %26, align 16, !tbaa !5
  store <2 x double> %100, ptr %97, align 8, !tbaa !5
  %101 = getelementptr inbounds i32, ptr %8, i64 %99
  store i32 %70, ptr %101, align 4, !tbaa !15
  %102 = load double, ptr %27, align 16, !tbaa !5
  %103 = add i32 %59, 11
  %104 = getelementptr inbounds double, ptr %9, i64 %99
  store double %102, ptr %104, align 8, !tbaa !5
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds i32, ptr %8, i64 %105
  store i32 %65, ptr %106, align 4, !tbaa !15
  %107 = getelementptr inbounds double, ptr %9, i64 %105
  %108 = getelementptr i32, ptr %36, i64 %105
  store i32 %67, ptr %108, align 4, !tbaa !15
  %109 = add nsw i64 %105, 2
  %110 = load <2 x double>, ptr %13, align 16, !tbaa !5
  store <2 x double> %110, ptr %107, align 8, !tbaa !5
  %111 = getelementptr inbounds i32, ptr %8, i64 %109
  store i32 %66, ptr %111, align 4, !tbaa !15
  %112 = load double, ptr %28, align 16, !tbaa !5
  %113 = add i32 %59, 14
  %114 = getelementptr inbounds double, ptr %9, i64 %109
  store double %112, ptr %114, align 8, !tbaa !5
  %115 = trunc nsw i64 %109 to i32
  %116 = sext i32 %113 to i64
  %117 = getelementptr inbounds i32, ptr %8, i64 %116
  store i32 %61, ptr %117, align 4, !tbaa !15
  %118 = load double, ptr %14, align 8, !tbaa !5
  %119 = add nsw i32 %115, 2
  %120 = getelementptr inbounds double, ptr %9, i64 %116
  store double %118, ptr %120, align 8, !tbaa !5
  %121 = getelementptr inbounds i32, ptr %18, i64 %76
  store i32 %119, ptr %121, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %12) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %12, i8 0, i64 88, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9
  store double 0.000000e+00, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store double 1.000000e+00, ptr %37, align 8, !tbaa !5
  %122 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %123 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ba_reproj, i32 noundef %122, ptr noundef %82, ptr noundef nonnull %12, i32 noundef %122, ptr noundef %80, ptr noundef nonnull %13, i32 noundef %122, ptr noundef %78, ptr noundef nonnull %14, i32 noundef %123, ptr noundef %77, i32 noundef %122, ptr noundef nonnull %11, ptr noundef nonnull %15) #9
  %124 = sext i32 %119 to i64
  %125 = getelementptr inbounds i32, ptr %8, i64 %124
  store i32 %69, ptr %125, align 4, !tbaa !15
  %126 = getelementptr inbounds double, ptr %9, i64 %124
  %127 = getelementptr i32, ptr %38, i64 %124
  %128 = load <2 x double>, ptr %12, align 16, !tbaa !5
  store <2 x double> %128, ptr %126, align 8, !tbaa !5
  %129 = getelementptr double, ptr %39, i64 %124
  %130 = load <2 x double>, ptr %23, align 16, !tbaa !5
  store <2 x double> %130, ptr %129, align 8, !tbaa !5
  store <4 x i32> %75, ptr %127, align 4, !tbaa !15
  %131 = getelementptr double, ptr %40, i64 %124
  %132 = getelementptr i32, ptr %41, i64 %124
  %133 = load <2 x double>, ptr %24, align 16, !tbaa !5
  store <2 x double> %133, ptr %131, align 8, !tbaa !5
  %134 = getelementptr double, ptr %42, i64 %124
  %135 = load <2 x double>, ptr %25, align 16, !tbaa !5
  store <2 x double> %135, ptr %134, align 8, !tbaa !5
  store <4 x i32> %74, ptr %132, align 4, !tbaa !15
  %136 = getelementptr double, ptr %43, i64 %124
  %137 = getelementptr i32, ptr %44, i64 %124
  store i32 %71, ptr %137, align 4, !tbaa !15
  %138 = add nsw i64 %124, 10
  %139 = load <2 x double>, ptr %26, align 16, !tbaa !5
  store <2 x double> %139, ptr %136, align 8, !tbaa !5
  %140 = getelementptr inbounds i32, ptr %8, i64 %138
  store i32 %70, ptr %140, align 4, !tbaa !15
  %141 = load double, ptr %27, align 16, !tbaa !5
  %142 = getelementptr inbounds double, ptr %9, i64 %138
  store double %141, ptr %142, align 8, !tbaa !5
  %143 = shl nsw i64 %105, 32
  %144 = add i64 %143, 64424509440
  %145 = ashr exact i64 %144, 32
  %146 = getelementptr inbounds i32, ptr %8, i64 %145
  store i32 %65, ptr %146, align 4, !tbaa !15
  %147 = getelementptr inbounds double, ptr %9, i64 %145
  %148 = getelementptr i32, ptr %45, i64 %145
  store i32 %67, ptr %148, align 4, !tbaa !15
  %149 = add nsw i64 %145, 2
  %150 = load <2 x double>, ptr %13, align 16, !tbaa !5
  store <2 x double> %150, ptr %147, align 8, !tbaa !5
  %151 = getelementptr inbounds i32, ptr %8, i64 %149
  store i32 %66, ptr %151, align 4, !tbaa !15
  %152 = load double, ptr %28, align 16, !tbaa !5
  %153 = getelementptr inbounds double, ptr %9, i64 %149
  store double %152, ptr %153, align 8, !tbaa !5
  %154 = trunc nsw i64 %149 to i32
  %155 = shl nsw i64 %105, 32
  %156 = add i64 %155, 77309411328
  %157 = ashr exact i64 %156, 32
  %158 = getelementptr inbounds i32, ptr %8, i64 %157
  store i32 %61, ptr %158, align 4, !tbaa !15
  %159 = load double, ptr %14, align 8, !tbaa !5
  %160 = add nsw i32 %154, 2
  %161 = getelementptr inbounds double, ptr %9, i64 %157
  store double %159, ptr %161, align 8, !tbaa !5
  %162 = or disjoint i64 %76, 1
  %163 = getelementptr inbounds i32, ptr %18, i64 %162
  store i32 %160, ptr %163, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #9
  %164 = add nuw nsw i64 %58, 1
  %165 = icmp eq i64 %164, %22
  br i1 %165, label %46, label %57, !llvm.loop !17

166:                                              ; preds = %167, %10, %46
  ret void

167:                                              ; preds = %47, %167
  %168 = phi i64 [ %49, %47 ], [ %177, %167 ]
  %169 = phi i64 [ 0, %47 ], [ %181, %167 ]
  %170 = getelementptr inbounds i32, ptr %8, i64 %168
  %171 = trunc i64 %169 to i32
  %172 = add i32 %52, %171
  store i32 %172, ptr %170, align 4, !tbaa !15
  %173 = load i32, ptr @enzyme_out, align 4, !tbaa !15
  %174 = getelementptr inbounds double, ptr %5, i64 %169
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ba_weight_err, i32 noundef %173, double noundef %175) #9
  %177 = add nsw i64 %168, 1
  %178 = getelementptr inbounds double, ptr %9, i64 %168
  store double %176, ptr %178, align 8, !tbaa !5
  %179 = getelementptr i32, ptr %56, i64 %169
  %180 = trunc nsw i64 %177 to i32
  store i32 %180, ptr %179, align 4, !tbaa !15
  %181 = add nuw nsw i64 %169, 1
  %182 = icmp eq i64 %181, %55
  br i1 %182, label %166, label %167, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
