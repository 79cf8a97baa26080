; ModuleID = 'rev/55_bundle_adjust.c'
source_filename = "rev/55_bundle_adjust.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nobs = internal unnamed_addr global i32 5, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@cams = internal global [18 x double] [double 1.000000e-01, double -2.000000e-01, double 5.000000e-02, double 3.000000e-01, double -1.000000e-01, double -5.000000e+00, double 1.200000e+00, double 1.000000e-02, double -2.000000e-03, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double -4.000000e-01, double 2.000000e-01, double -6.000000e+00, double 9.000000e-01, double 2.000000e-02, double 1.000000e-03], align 16
@pts = internal global [9 x double] [double 5.000000e-01, double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01, double 5.000000e-01, double 2.000000e-01, double -6.000000e-01, double -3.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@cam_idx = internal constant [5 x i32] [i32 0, i32 0, i32 1, i32 1, i32 1], align 16
@pt_idx = internal constant [5 x i32] [i32 0, i32 2, i32 0, i32 1, i32 2], align 16
@obs = internal constant [10 x double] [double 1.200000e-01, double 8.000000e-02, double 5.000000e-02, double -1.500000e-01, double -1.000000e-01, double 5.000000e-02, double -2.000000e-01, double 1.200000e-01, double 3.000000e-02, double 0xBFB70A3D70A3D70A], align 16
@.str = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"d/dpoint\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d/dcam\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [18 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  store i32 %5, ptr @nobs, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(144) %2, i8 0, i64 144, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ba_objective, i32 noundef %6, ptr noundef nonnull @cams, ptr noundef nonnull %2, i32 noundef %6, ptr noundef nonnull @pts, ptr noundef nonnull %3, i32 noundef %7, ptr noundef nonnull @cam_idx, i32 noundef %7, ptr noundef nonnull @pt_idx, i32 noundef %7, ptr noundef nonnull @obs, i32 noundef %7, i32 noundef %5) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  br label %47

9:                                                ; preds = %47, %9
  %10 = phi i64 [ %38, %9 ], [ 0, %47 ]
  %11 = getelementptr inbounds double, ptr @pts, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fadd double %12, 0x3EB0C6F7A0B5ED8D
  store double %13, ptr %11, align 8, !tbaa !9
  %14 = load i32, ptr @nobs, align 4, !tbaa !5
  %15 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %14)
  %16 = fadd double %12, 0xBEB0C6F7A0B5ED8D
  store double %16, ptr %11, align 8, !tbaa !9
  %17 = load i32, ptr @nobs, align 4, !tbaa !5
  %18 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %17)
  store double %12, ptr %11, align 8, !tbaa !9
  %19 = trunc nuw nsw i64 %10 to i32
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef %19) #10
  %21 = getelementptr inbounds double, ptr %3, i64 %10
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fsub double %15, %18
  %24 = fdiv double %23, 2.000000e-06
  %25 = fsub double %22, %24
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = call double @llvm.fabs.f64(double %24)
  %28 = call double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  %29 = fmul double %28, 0x3EB0C6F7A0B5ED8D
  %30 = fcmp ugt double %26, %29
  %31 = fcmp ule double %27, 1.000000e-09
  %32 = or i1 %31, %30
  %33 = select i1 %32, ptr @.str.4, ptr @.str.5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %4, double noundef %22, double noundef %24, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @fails, align 4, !tbaa !5
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4, !tbaa !5
  %38 = add nuw nsw i64 %10, 1
  %39 = icmp eq i64 %38, 9
  br i1 %39, label %40, label %9, !llvm.loop !11

40:                                               ; preds = %9
  %41 = icmp eq i32 %37, 0
  %42 = select i1 %41, ptr @.str.5, ptr @.str.4
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) %42)
  %44 = load i32, ptr @fails, align 4, !tbaa !5
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %46

47:                                               ; preds = %0, %47
  %48 = phi i64 [ 0, %0 ], [ %76, %47 ]
  %49 = getelementptr inbounds double, ptr @cams, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !9
  %52 = load i32, ptr @nobs, align 4, !tbaa !5
  %53 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %52)
  %54 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %54, ptr %49, align 8, !tbaa !9
  %55 = load i32, ptr @nobs, align 4, !tbaa !5
  %56 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %55)
  store double %50, ptr %49, align 8, !tbaa !9
  %57 = trunc nuw nsw i64 %48 to i32
  %58 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str, ptr noundef nonnull @.str.2, i32 noundef %57) #10
  %59 = getelementptr inbounds double, ptr %2, i64 %48
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fsub double %53, %56
  %62 = fdiv double %61, 2.000000e-06
  %63 = fsub double %60, %62
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = call double @llvm.fabs.f64(double %62)
  %66 = call double @llvm.maxnum.f64(double %65, double 1.000000e+00)
  %67 = fmul double %66, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ugt double %64, %67
  %69 = fcmp ule double %65, 1.000000e-09
  %70 = or i1 %69, %68
  %71 = select i1 %70, ptr @.str.4, ptr @.str.5
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %4, double noundef %60, double noundef %62, ptr noundef nonnull %71)
  %73 = zext i1 %70 to i32
  %74 = load i32, ptr @fails, align 4, !tbaa !5
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !5
  %76 = add nuw nsw i64 %48, 1
  %77 = icmp eq i64 %76, 18
  br i1 %77, label %9, label %47, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @ba_objective(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) #4 {
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = zext nneg i32 %5 to i64
  br label %12

10:                                               ; preds = %105, %6
  %11 = phi double [ 0.000000e+00, %6 ], [ %136, %105 ]
  ret double %11

12:                                               ; preds = %8, %105
  %13 = phi i64 [ 0, %8 ], [ %137, %105 ]
  %14 = phi double [ 0.000000e+00, %8 ], [ %136, %105 ]
  %15 = getelementptr inbounds i32, ptr %2, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = mul nsw i32 %16, 9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = getelementptr inbounds i32, ptr %3, i64 %13
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = mul nsw i32 %21, 3
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = getelementptr inbounds i8, ptr %19, i64 24
  %26 = load double, ptr %24, align 8, !tbaa !9
  %27 = load double, ptr %25, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %19, i64 32
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fsub double %29, %31
  %33 = getelementptr inbounds i8, ptr %24, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %19, i64 40
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %19, i64 16
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = insertelement <2 x double> poison, double %34, i64 0
  %40 = insertelement <2 x double> %39, double %26, i64 1
  %41 = insertelement <2 x double> poison, double %36, i64 0
  %42 = insertelement <2 x double> %41, double %27, i64 1
  %43 = fsub <2 x double> %40, %42
  %44 = load <2 x double>, ptr %19, align 8, !tbaa !9
  %45 = fmul <2 x double> %44, %44
  %46 = extractelement <2 x double> %45, i64 1
  %47 = extractelement <2 x double> %44, i64 0
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %46)
  %49 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %48)
  %50 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %51 = insertelement <2 x double> %50, double %38, i64 1
  %52 = fneg <2 x double> %51
  %53 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %54 = insertelement <2 x double> %53, double %32, i64 1
  %55 = fmul <2 x double> %54, %52
  %56 = fneg double %47
  %57 = extractelement <2 x double> %43, i64 0
  %58 = fmul double %57, %56
  %59 = extractelement <2 x double> %43, i64 1
  %60 = tail call double @llvm.fmuladd.f64(double %38, double %59, double %58)
  %61 = shufflevector <2 x double> %54, <2 x double> %43, <2 x i32> <i32 1, i32 2>
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> %61, <2 x double> %55)
  %63 = fcmp ogt double %49, 0x3D719799812DEA11
  br i1 %63, label %67, label %64

64:                                               ; preds = %12
  %65 = fadd double %32, %60
  %66 = fadd <2 x double> %43, %62
  br label %105

67:                                               ; preds = %12
  %68 = getelementptr inbounds i8, ptr %19, i64 8
  %69 = tail call double @llvm.sqrt.f64(double %49)
  %70 = tail call double @cos(double noundef %69) #10
  %71 = tail call double @sin(double noundef %69) #10
  %72 = load double, ptr %19, align 8, !tbaa !9
  %73 = load double, ptr %68, align 8, !tbaa !9
  %74 = fdiv double %73, %69
  %75 = load double, ptr %37, align 8, !tbaa !9
  %76 = fmul double %32, %74
  %77 = fsub double 1.000000e+00, %70
  %78 = fdiv double %60, %69
  %79 = fmul double %78, %71
  %80 = tail call double @llvm.fmuladd.f64(double %32, double %70, double %79)
  %81 = insertelement <2 x double> poison, double %75, i64 0
  %82 = insertelement <2 x double> %81, double %72, i64 1
  %83 = insertelement <2 x double> poison, double %69, i64 0
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer
  %85 = fdiv <2 x double> %82, %84
  %86 = extractelement <2 x double> %85, i64 1
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %59, double %76)
  %88 = extractelement <2 x double> %85, i64 0
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %57, double %87)
  %90 = fdiv <2 x double> %62, %84
  %91 = insertelement <2 x double> poison, double %71, i64 0
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> zeroinitializer
  %93 = fmul <2 x double> %90, %92
  %94 = insertelement <2 x double> poison, double %70, i64 0
  %95 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> zeroinitializer
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %95, <2 x double> %93)
  %97 = insertelement <2 x double> poison, double %89, i64 0
  %98 = shufflevector <2 x double> %97, <2 x double> poison, <2 x i32> zeroinitializer
  %99 = fmul <2 x double> %85, %98
  %100 = fmul double %74, %89
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %77, double %80)
  %102 = insertelement <2 x double> poison, double %77, i64 0
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %103, <2 x double> %96)
  br label %105

105:                                              ; preds = %64, %67
  %106 = phi double [ %101, %67 ], [ %65, %64 ]
  %107 = phi <2 x double> [ %104, %67 ], [ %66, %64 ]
  %108 = extractelement <2 x double> %107, i64 0
  %109 = extractelement <2 x double> %107, i64 1
  %110 = fdiv double %109, %108
  %111 = fdiv double %106, %108
  %112 = fmul double %111, %111
  %113 = tail call double @llvm.fmuladd.f64(double %110, double %110, double %112)
  %114 = getelementptr inbounds i8, ptr %19, i64 56
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %113, double 1.000000e+00)
  %117 = getelementptr inbounds i8, ptr %19, i64 64
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = fmul double %118, %113
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %113, double %116)
  %121 = getelementptr inbounds i8, ptr %19, i64 48
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %122, %120
  %124 = fmul double %110, %123
  %125 = fmul double %111, %123
  %126 = shl nuw nsw i64 %13, 1
  %127 = getelementptr inbounds double, ptr %4, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fsub double %124, %128
  %130 = or disjoint i64 %126, 1
  %131 = getelementptr inbounds double, ptr %4, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = fsub double %125, %132
  %134 = fmul double %133, %133
  %135 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %134)
  %136 = fadd double %14, %135
  %137 = add nuw nsw i64 %13, 1
  %138 = icmp eq i64 %137, %9
  br i1 %138, label %10, label %12, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
