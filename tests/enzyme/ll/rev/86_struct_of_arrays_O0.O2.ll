; ModuleID = 'rev/86_struct_of_arrays_O0.c'
source_filename = "rev/86_struct_of_arrays_O0.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec = type { i32, ptr, double }

@__const.main.d = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"reverse d/ddata[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"reverse d/dscale\00", align 1
@__const.main.td = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 16
@.str.2 = private unnamed_addr constant [25 x i8] c"forward along (td, 0.25)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @norm(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !12
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i64 %7, 2147483644
  br label %36

12:                                               ; preds = %36, %4
  %13 = phi double [ poison, %4 ], [ %67, %36 ]
  %14 = phi i64 [ 0, %4 ], [ %64, %36 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %67, %36 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %12 ]
  %19 = phi double [ %27, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %28, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %6, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = fmul double %22, %22
  %24 = add nuw nsw i64 %18, 1
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %23, double %26, double %19)
  %28 = add i64 %20, 1
  %29 = icmp eq i64 %28, %8
  br i1 %29, label %30, label %17, !llvm.loop !14

30:                                               ; preds = %12, %17, %1
  %31 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ], [ %27, %17 ]
  %32 = tail call double @sqrt(double noundef %31) #11
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !16
  %35 = fmul double %32, %34
  ret double %35

36:                                               ; preds = %36, %10
  %37 = phi i64 [ 0, %10 ], [ %64, %36 ]
  %38 = phi double [ 0.000000e+00, %10 ], [ %67, %36 ]
  %39 = phi i64 [ 0, %10 ], [ %68, %36 ]
  %40 = getelementptr inbounds double, ptr %6, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = fmul double %41, %41
  %43 = or disjoint i64 %37, 1
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %38)
  %47 = getelementptr inbounds double, ptr %6, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !13
  %49 = fmul double %48, %48
  %50 = or disjoint i64 %37, 2
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = uitofp nneg i32 %51 to double
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %46)
  %54 = getelementptr inbounds double, ptr %6, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = fmul double %55, %55
  %57 = or disjoint i64 %37, 3
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = tail call double @llvm.fmuladd.f64(double %56, double %59, double %53)
  %61 = getelementptr inbounds double, ptr %6, i64 %57
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = fmul double %62, %62
  %64 = add nuw nsw i64 %37, 4
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = uitofp nneg i32 %65 to double
  %67 = tail call double @llvm.fmuladd.f64(double %63, double %66, double %60)
  %68 = add i64 %39, 4
  %69 = icmp eq i64 %68, %11
  br i1 %69, label %12, label %36, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local void @norm_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load i32, ptr %0, align 8, !tbaa !5
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %65

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !12
  %8 = zext nneg i32 %3 to i64
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %3, 4
  br i1 %10, label %47, label %11

11:                                               ; preds = %5
  %12 = and i64 %8, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %41, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %44, %13 ]
  %16 = phi i64 [ 0, %11 ], [ %45, %13 ]
  %17 = getelementptr inbounds double, ptr %7, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !13
  %19 = fmul double %18, %18
  %20 = or disjoint i64 %14, 1
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = tail call double @llvm.fmuladd.f64(double %19, double %22, double %15)
  %24 = getelementptr inbounds double, ptr %7, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !13
  %26 = fmul double %25, %25
  %27 = or disjoint i64 %14, 2
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = uitofp nneg i32 %28 to double
  %30 = tail call double @llvm.fmuladd.f64(double %26, double %29, double %23)
  %31 = getelementptr inbounds double, ptr %7, i64 %27
  %32 = load double, ptr %31, align 8, !tbaa !13
  %33 = fmul double %32, %32
  %34 = or disjoint i64 %14, 3
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = uitofp nneg i32 %35 to double
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  %38 = getelementptr inbounds double, ptr %7, i64 %34
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = fmul double %39, %39
  %41 = add nuw nsw i64 %14, 4
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = uitofp nneg i32 %42 to double
  %44 = tail call double @llvm.fmuladd.f64(double %40, double %43, double %37)
  %45 = add i64 %16, 4
  %46 = icmp eq i64 %45, %12
  br i1 %46, label %47, label %13, !llvm.loop !17

47:                                               ; preds = %13, %5
  %48 = phi double [ poison, %5 ], [ %44, %13 ]
  %49 = phi i64 [ 0, %5 ], [ %41, %13 ]
  %50 = phi double [ 0.000000e+00, %5 ], [ %44, %13 ]
  %51 = icmp eq i64 %9, 0
  br i1 %51, label %65, label %52

52:                                               ; preds = %47, %52
  %53 = phi i64 [ %59, %52 ], [ %49, %47 ]
  %54 = phi double [ %62, %52 ], [ %50, %47 ]
  %55 = phi i64 [ %63, %52 ], [ 0, %47 ]
  %56 = getelementptr inbounds double, ptr %7, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !13
  %58 = fmul double %57, %57
  %59 = add nuw nsw i64 %53, 1
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %54)
  %63 = add i64 %55, 1
  %64 = icmp eq i64 %63, %9
  br i1 %64, label %65, label %52, !llvm.loop !19

65:                                               ; preds = %47, %52, %2
  %66 = phi double [ 0.000000e+00, %2 ], [ %48, %47 ], [ %62, %52 ]
  %67 = tail call double @sqrt(double noundef %66) #11
  %68 = getelementptr inbounds i8, ptr %0, i64 16
  %69 = load double, ptr %68, align 8, !tbaa !16
  %70 = fmul double %67, %69
  store double %70, ptr %1, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local float @ff(float noundef %0, float noundef %1) #4 {
  %3 = tail call float @sinf(float noundef %0) #11
  %4 = fdiv float %0, %1
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %4)
  ret float %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x double], align 16
  %2 = alloca [3 x double], align 16
  %3 = alloca %struct.Vec, align 8
  %4 = alloca %struct.Vec, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.d, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  store i32 3, ptr %3, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %1, ptr %10, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store double 2.000000e+00, ptr %11, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store i32 3, ptr %4, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %2, ptr %12, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store double 0.000000e+00, ptr %13, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11
  store double 0.000000e+00, ptr %5, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  store double 1.000000e+00, ptr %6, align 8, !tbaa !13
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @norm_out, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #11
  br label %225

15:                                               ; preds = %358
  store double 0x400000008637BD06, ptr %11, align 8, !tbaa !16
  %16 = load i32, ptr %3, align 8, !tbaa !5
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %77

18:                                               ; preds = %15
  %19 = load ptr, ptr %10, align 8, !tbaa !12
  %20 = zext nneg i32 %16 to i64
  %21 = and i64 %20, 3
  %22 = icmp ult i32 %16, 4
  br i1 %22, label %59, label %23

23:                                               ; preds = %18
  %24 = and i64 %20, 2147483644
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %53, %25 ]
  %27 = phi double [ 0.000000e+00, %23 ], [ %56, %25 ]
  %28 = phi i64 [ 0, %23 ], [ %57, %25 ]
  %29 = getelementptr inbounds double, ptr %19, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !13
  %31 = fmul double %30, %30
  %32 = or disjoint i64 %26, 1
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = uitofp nneg i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double %31, double %34, double %27)
  %36 = getelementptr inbounds double, ptr %19, i64 %32
  %37 = load double, ptr %36, align 8, !tbaa !13
  %38 = fmul double %37, %37
  %39 = or disjoint i64 %26, 2
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = call double @llvm.fmuladd.f64(double %38, double %41, double %35)
  %43 = getelementptr inbounds double, ptr %19, i64 %39
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = fmul double %44, %44
  %46 = or disjoint i64 %26, 3
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = call double @llvm.fmuladd.f64(double %45, double %48, double %42)
  %50 = getelementptr inbounds double, ptr %19, i64 %46
  %51 = load double, ptr %50, align 8, !tbaa !13
  %52 = fmul double %51, %51
  %53 = add nuw nsw i64 %26, 4
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = call double @llvm.fmuladd.f64(double %52, double %55, double %49)
  %57 = add i64 %28, 4
  %58 = icmp eq i64 %57, %24
  br i1 %58, label %59, label %25, !llvm.loop !17

59:                                               ; preds = %25, %18
  %60 = phi double [ poison, %18 ], [ %56, %25 ]
  %61 = phi i64 [ 0, %18 ], [ %53, %25 ]
  %62 = phi double [ 0.000000e+00, %18 ], [ %56, %25 ]
  %63 = icmp eq i64 %21, 0
  br i1 %63, label %77, label %64

64:                                               ; preds = %59, %64
  %65 = phi i64 [ %71, %64 ], [ %61, %59 ]
  %66 = phi double [ %74, %64 ], [ %62, %59 ]
  %67 = phi i64 [ %75, %64 ], [ 0, %59 ]
  %68 = getelementptr inbounds double, ptr %19, i64 %65
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fmul double %69, %69
  %71 = add nuw nsw i64 %65, 1
  %72 = trunc nuw nsw i64 %71 to i32
  %73 = uitofp nneg i32 %72 to double
  %74 = call double @llvm.fmuladd.f64(double %70, double %73, double %66)
  %75 = add i64 %67, 1
  %76 = icmp eq i64 %75, %21
  br i1 %76, label %77, label %64, !llvm.loop !21

77:                                               ; preds = %59, %64, %15
  %78 = phi double [ 0.000000e+00, %15 ], [ %60, %59 ], [ %74, %64 ]
  %79 = call double @sqrt(double noundef %78) #11
  %80 = load double, ptr %11, align 8, !tbaa !16
  store double 0x3FFFFFFEF39085F5, ptr %11, align 8, !tbaa !16
  %81 = load i32, ptr %3, align 8, !tbaa !5
  %82 = icmp sgt i32 %81, 0
  br i1 %82, label %83, label %142

83:                                               ; preds = %77
  %84 = load ptr, ptr %10, align 8, !tbaa !12
  %85 = zext nneg i32 %81 to i64
  %86 = and i64 %85, 3
  %87 = icmp ult i32 %81, 4
  br i1 %87, label %124, label %88

88:                                               ; preds = %83
  %89 = and i64 %85, 2147483644
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %118, %90 ]
  %92 = phi double [ 0.000000e+00, %88 ], [ %121, %90 ]
  %93 = phi i64 [ 0, %88 ], [ %122, %90 ]
  %94 = getelementptr inbounds double, ptr %84, i64 %91
  %95 = load double, ptr %94, align 8, !tbaa !13
  %96 = fmul double %95, %95
  %97 = or disjoint i64 %91, 1
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = uitofp nneg i32 %98 to double
  %100 = call double @llvm.fmuladd.f64(double %96, double %99, double %92)
  %101 = getelementptr inbounds double, ptr %84, i64 %97
  %102 = load double, ptr %101, align 8, !tbaa !13
  %103 = fmul double %102, %102
  %104 = or disjoint i64 %91, 2
  %105 = trunc nuw nsw i64 %104 to i32
  %106 = uitofp nneg i32 %105 to double
  %107 = call double @llvm.fmuladd.f64(double %103, double %106, double %100)
  %108 = getelementptr inbounds double, ptr %84, i64 %104
  %109 = load double, ptr %108, align 8, !tbaa !13
  %110 = fmul double %109, %109
  %111 = or disjoint i64 %91, 3
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = call double @llvm.fmuladd.f64(double %110, double %113, double %107)
  %115 = getelementptr inbounds double, ptr %84, i64 %111
  %116 = load double, ptr %115, align 8, !tbaa !13
  %117 = fmul double %116, %116
  %118 = add nuw nsw i64 %91, 4
  %119 = trunc nuw nsw i64 %118 to i32
  %120 = uitofp nneg i32 %119 to double
  %121 = call double @llvm.fmuladd.f64(double %117, double %120, double %114)
  %122 = add i64 %93, 4
  %123 = icmp eq i64 %122, %89
  br i1 %123, label %124, label %90, !llvm.loop !17

124:                                              ; preds = %90, %83
  %125 = phi double [ poison, %83 ], [ %121, %90 ]
  %126 = phi i64 [ 0, %83 ], [ %118, %90 ]
  %127 = phi double [ 0.000000e+00, %83 ], [ %121, %90 ]
  %128 = icmp eq i64 %86, 0
  br i1 %128, label %142, label %129

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %136, %129 ], [ %126, %124 ]
  %131 = phi double [ %139, %129 ], [ %127, %124 ]
  %132 = phi i64 [ %140, %129 ], [ 0, %124 ]
  %133 = getelementptr inbounds double, ptr %84, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !13
  %135 = fmul double %134, %134
  %136 = add nuw nsw i64 %130, 1
  %137 = trunc nuw nsw i64 %136 to i32
  %138 = uitofp nneg i32 %137 to double
  %139 = call double @llvm.fmuladd.f64(double %135, double %138, double %131)
  %140 = add i64 %132, 1
  %141 = icmp eq i64 %140, %86
  br i1 %141, label %142, label %129, !llvm.loop !22

142:                                              ; preds = %124, %129, %77
  %143 = phi double [ 0.000000e+00, %77 ], [ %125, %124 ], [ %139, %129 ]
  %144 = fmul double %79, %80
  %145 = call double @sqrt(double noundef %143) #11
  %146 = load double, ptr %11, align 8, !tbaa !16
  %147 = fmul double %145, %146
  store double 2.000000e+00, ptr %11, align 8, !tbaa !16
  %148 = load double, ptr %13, align 8, !tbaa !16
  %149 = fsub double %144, %147
  %150 = fdiv double %149, 2.000000e-06
  %151 = fsub double %148, %150
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = call double @llvm.fabs.f64(double %150)
  %154 = call double @llvm.maxnum.f64(double %153, double 1.000000e+00)
  %155 = fmul double %154, 0x3EB0C6F7A0B5ED8D
  %156 = fcmp ugt double %152, %155
  %157 = fcmp ule double %153, 1.000000e-09
  %158 = or i1 %157, %156
  %159 = select i1 %158, ptr @.str.5, ptr @.str.6
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %148, double noundef %150, ptr noundef nonnull %159)
  %161 = zext i1 %158 to i32
  %162 = load i32, ptr @fails, align 4, !tbaa !20
  %163 = add nsw i32 %162, %161
  store i32 %163, ptr @fails, align 4, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.td, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  store i32 3, ptr %9, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %8, ptr %164, align 8, !tbaa !12
  %165 = getelementptr inbounds i8, ptr %9, i64 16
  store double 2.500000e-01, ptr %165, align 8, !tbaa !16
  %166 = load double, ptr %1, align 16, !tbaa !13
  %167 = fadd double %166, 0x3EB0C6F7A0B5ED8D
  %168 = fadd double %166, 0xBEB0C6F7A0B5ED8D
  %169 = getelementptr inbounds i8, ptr %1, i64 8
  %170 = load double, ptr %169, align 8, !tbaa !13
  %171 = fadd double %170, 5.000000e-07
  %172 = fadd double %170, -5.000000e-07
  %173 = getelementptr inbounds i8, ptr %1, i64 16
  %174 = load double, ptr %173, align 16, !tbaa !13
  %175 = fadd double %174, 0xBEB0C6F7A0B5ED8D
  %176 = fadd double %174, 0x3EB0C6F7A0B5ED8D
  %177 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %178 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @norm, i32 noundef %177, ptr noundef nonnull %3, ptr noundef nonnull %9) #11
  %179 = fmul double %167, %167
  %180 = fmul double %171, %171
  %181 = call double @llvm.fmuladd.f64(double %180, double 2.000000e+00, double %179)
  %182 = fmul double %175, %175
  %183 = call double @llvm.fmuladd.f64(double %182, double 3.000000e+00, double %181)
  %184 = call double @sqrt(double noundef %183) #11
  %185 = fmul double %168, %168
  %186 = fmul double %172, %172
  %187 = call double @llvm.fmuladd.f64(double %186, double 2.000000e+00, double %185)
  %188 = fmul double %176, %176
  %189 = call double @llvm.fmuladd.f64(double %188, double 3.000000e+00, double %187)
  %190 = fmul double %184, 0x40000000218DEF41
  %191 = call double @sqrt(double noundef %189) #11
  %192 = fmul double %191, 0x3FFFFFFFBCE4217D
  %193 = fsub double %190, %192
  %194 = fdiv double %193, 2.000000e-06
  %195 = fsub double %178, %194
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = call double @llvm.fabs.f64(double %194)
  %198 = call double @llvm.maxnum.f64(double %197, double 1.000000e+00)
  %199 = fmul double %198, 0x3EB0C6F7A0B5ED8D
  %200 = fcmp ugt double %196, %199
  %201 = fcmp ule double %197, 1.000000e-09
  %202 = or i1 %201, %200
  %203 = select i1 %202, ptr @.str.5, ptr @.str.6
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %178, double noundef %194, ptr noundef nonnull %203)
  %205 = zext i1 %202 to i32
  %206 = load i32, ptr @fails, align 4, !tbaa !20
  %207 = add nsw i32 %206, %205
  store i32 %207, ptr @fails, align 4, !tbaa !20
  %208 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %209 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ff, double noundef 5.000000e-01, i32 noundef %208, double noundef 2.000000e+00) #11
  %210 = fpext float %209 to double
  %211 = fadd double %210, 0xC0020A87C0000000
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ugt double %212, 0x3F62796000000000
  %214 = select i1 %213, ptr @.str.5, ptr @.str.6
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %210, double noundef 0x40020A87C0000000, ptr noundef nonnull %214)
  %216 = zext i1 %213 to i32
  %217 = load i32, ptr @fails, align 4, !tbaa !20
  %218 = add nsw i32 %217, %216
  store i32 %218, ptr @fails, align 4, !tbaa !20
  %219 = icmp eq i32 %218, 0
  %220 = select i1 %219, ptr @.str.6, ptr @.str.5
  %221 = call i32 @puts(ptr nonnull dereferenceable(1) %220)
  %222 = load i32, ptr @fails, align 4, !tbaa !20
  %223 = icmp ne i32 %222, 0
  %224 = zext i1 %223 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %224

225:                                              ; preds = %0, %358
  %226 = phi i64 [ 0, %0 ], [ %382, %358 ]
  %227 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !13
  %229 = fadd double %228, 0x3EB0C6F7A0B5ED8D
  store double %229, ptr %227, align 8, !tbaa !13
  %230 = load i32, ptr %3, align 8, !tbaa !5
  %231 = icmp sgt i32 %230, 0
  br i1 %231, label %232, label %291

232:                                              ; preds = %225
  %233 = load ptr, ptr %10, align 8, !tbaa !12
  %234 = zext nneg i32 %230 to i64
  %235 = and i64 %234, 3
  %236 = icmp ult i32 %230, 4
  br i1 %236, label %273, label %237

237:                                              ; preds = %232
  %238 = and i64 %234, 2147483644
  br label %239

239:                                              ; preds = %239, %237
  %240 = phi i64 [ 0, %237 ], [ %267, %239 ]
  %241 = phi double [ 0.000000e+00, %237 ], [ %270, %239 ]
  %242 = phi i64 [ 0, %237 ], [ %271, %239 ]
  %243 = getelementptr inbounds double, ptr %233, i64 %240
  %244 = load double, ptr %243, align 8, !tbaa !13
  %245 = fmul double %244, %244
  %246 = or disjoint i64 %240, 1
  %247 = trunc nuw nsw i64 %246 to i32
  %248 = uitofp nneg i32 %247 to double
  %249 = call double @llvm.fmuladd.f64(double %245, double %248, double %241)
  %250 = getelementptr inbounds double, ptr %233, i64 %246
  %251 = load double, ptr %250, align 8, !tbaa !13
  %252 = fmul double %251, %251
  %253 = or disjoint i64 %240, 2
  %254 = trunc nuw nsw i64 %253 to i32
  %255 = uitofp nneg i32 %254 to double
  %256 = call double @llvm.fmuladd.f64(double %252, double %255, double %249)
  %257 = getelementptr inbounds double, ptr %233, i64 %253
  %258 = load double, ptr %257, align 8, !tbaa !13
  %259 = fmul double %258, %258
  %260 = or disjoint i64 %240, 3
  %261 = trunc nuw nsw i64 %260 to i32
  %262 = uitofp nneg i32 %261 to double
  %263 = call double @llvm.fmuladd.f64(double %259, double %262, double %256)
  %264 = getelementptr inbounds double, ptr %233, i64 %260
  %265 = load double, ptr %264, align 8, !tbaa !13
  %266 = fmul double %265, %265
  %267 = add nuw nsw i64 %240, 4
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = uitofp nneg i32 %268 to double
  %270 = call double @llvm.fmuladd.f64(double %266, double %269, double %263)
  %271 = add i64 %242, 4
  %272 = icmp eq i64 %271, %238
  br i1 %272, label %273, label %239, !llvm.loop !17

273:                                              ; preds = %239, %232
  %274 = phi double [ poison, %232 ], [ %270, %239 ]
  %275 = phi i64 [ 0, %232 ], [ %267, %239 ]
  %276 = phi double [ 0.000000e+00, %232 ], [ %270, %239 ]
  %277 = icmp eq i64 %235, 0
  br i1 %277, label %291, label %278

278:                                              ; preds = %273, %278
  %279 = phi i64 [ %285, %278 ], [ %275, %273 ]
  %280 = phi double [ %288, %278 ], [ %276, %273 ]
  %281 = phi i64 [ %289, %278 ], [ 0, %273 ]
  %282 = getelementptr inbounds double, ptr %233, i64 %279
  %283 = load double, ptr %282, align 8, !tbaa !13
  %284 = fmul double %283, %283
  %285 = add nuw nsw i64 %279, 1
  %286 = trunc nuw nsw i64 %285 to i32
  %287 = uitofp nneg i32 %286 to double
  %288 = call double @llvm.fmuladd.f64(double %284, double %287, double %280)
  %289 = add i64 %281, 1
  %290 = icmp eq i64 %289, %235
  br i1 %290, label %291, label %278, !llvm.loop !23

291:                                              ; preds = %273, %278, %225
  %292 = phi double [ 0.000000e+00, %225 ], [ %274, %273 ], [ %288, %278 ]
  %293 = call double @sqrt(double noundef %292) #11
  %294 = load double, ptr %11, align 8, !tbaa !16
  %295 = fmul double %293, %294
  %296 = fadd double %228, 0xBEB0C6F7A0B5ED8D
  store double %296, ptr %227, align 8, !tbaa !13
  %297 = load i32, ptr %3, align 8, !tbaa !5
  %298 = icmp sgt i32 %297, 0
  br i1 %298, label %299, label %358

299:                                              ; preds = %291
  %300 = load ptr, ptr %10, align 8, !tbaa !12
  %301 = zext nneg i32 %297 to i64
  %302 = and i64 %301, 3
  %303 = icmp ult i32 %297, 4
  br i1 %303, label %340, label %304

304:                                              ; preds = %299
  %305 = and i64 %301, 2147483644
  br label %306

306:                                              ; preds = %306, %304
  %307 = phi i64 [ 0, %304 ], [ %334, %306 ]
  %308 = phi double [ 0.000000e+00, %304 ], [ %337, %306 ]
  %309 = phi i64 [ 0, %304 ], [ %338, %306 ]
  %310 = getelementptr inbounds double, ptr %300, i64 %307
  %311 = load double, ptr %310, align 8, !tbaa !13
  %312 = fmul double %311, %311
  %313 = or disjoint i64 %307, 1
  %314 = trunc nuw nsw i64 %313 to i32
  %315 = uitofp nneg i32 %314 to double
  %316 = call double @llvm.fmuladd.f64(double %312, double %315, double %308)
  %317 = getelementptr inbounds double, ptr %300, i64 %313
  %318 = load double, ptr %317, align 8, !tbaa !13
  %319 = fmul double %318, %318
  %320 = or disjoint i64 %307, 2
  %321 = trunc nuw nsw i64 %320 to i32
  %322 = uitofp nneg i32 %321 to double
  %323 = call double @llvm.fmuladd.f64(double %319, double %322, double %316)
  %324 = getelementptr inbounds double, ptr %300, i64 %320
  %325 = load double, ptr %324, align 8, !tbaa !13
  %326 = fmul double %325, %325
  %327 = or disjoint i64 %307, 3
  %328 = trunc nuw nsw i64 %327 to i32
  %329 = uitofp nneg i32 %328 to double
  %330 = call double @llvm.fmuladd.f64(double %326, double %329, double %323)
  %331 = getelementptr inbounds double, ptr %300, i64 %327
  %332 = load double, ptr %331, align 8, !tbaa !13
  %333 = fmul double %332, %332
  %334 = add nuw nsw i64 %307, 4
  %335 = trunc nuw nsw i64 %334 to i32
  %336 = uitofp nneg i32 %335 to double
  %337 = call double @llvm.fmuladd.f64(double %333, double %336, double %330)
  %338 = add i64 %309, 4
  %339 = icmp eq i64 %338, %305
  br i1 %339, label %340, label %306, !llvm.loop !17

340:                                              ; preds = %306, %299
  %341 = phi double [ poison, %299 ], [ %337, %306 ]
  %342 = phi i64 [ 0, %299 ], [ %334, %306 ]
  %343 = phi double [ 0.000000e+00, %299 ], [ %337, %306 ]
  %344 = icmp eq i64 %302, 0
  br i1 %344, label %358, label %345

345:                                              ; preds = %340, %345
  %346 = phi i64 [ %352, %345 ], [ %342, %340 ]
  %347 = phi double [ %355, %345 ], [ %343, %340 ]
  %348 = phi i64 [ %356, %345 ], [ 0, %340 ]
  %349 = getelementptr inbounds double, ptr %300, i64 %346
  %350 = load double, ptr %349, align 8, !tbaa !13
  %351 = fmul double %350, %350
  %352 = add nuw nsw i64 %346, 1
  %353 = trunc nuw nsw i64 %352 to i32
  %354 = uitofp nneg i32 %353 to double
  %355 = call double @llvm.fmuladd.f64(double %351, double %354, double %347)
  %356 = add i64 %348, 1
  %357 = icmp eq i64 %356, %302
  br i1 %357, label %358, label %345, !llvm.loop !24

358:                                              ; preds = %340, %345, %291
  %359 = phi double [ 0.000000e+00, %291 ], [ %341, %340 ], [ %355, %345 ]
  %360 = call double @sqrt(double noundef %359) #11
  %361 = load double, ptr %11, align 8, !tbaa !16
  %362 = fmul double %360, %361
  store double %228, ptr %227, align 8, !tbaa !13
  %363 = trunc nuw nsw i64 %226 to i32
  %364 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %363) #11
  %365 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %226
  %366 = load double, ptr %365, align 8, !tbaa !13
  %367 = fsub double %295, %362
  %368 = fdiv double %367, 2.000000e-06
  %369 = fsub double %366, %368
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = call double @llvm.fabs.f64(double %368)
  %372 = call double @llvm.maxnum.f64(double %371, double 1.000000e+00)
  %373 = fmul double %372, 0x3EB0C6F7A0B5ED8D
  %374 = fcmp ugt double %370, %373
  %375 = fcmp ule double %371, 1.000000e-09
  %376 = or i1 %375, %374
  %377 = select i1 %376, ptr @.str.5, ptr @.str.6
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %366, double noundef %368, ptr noundef nonnull %377)
  %379 = zext i1 %376 to i32
  %380 = load i32, ptr @fails, align 4, !tbaa !20
  %381 = add nsw i32 %380, %379
  store i32 %381, ptr @fails, align 4, !tbaa !20
  %382 = add nuw nsw i64 %226, 1
  %383 = icmp eq i64 %382, 3
  br i1 %383, label %15, label %225, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!6, !11, i64 16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !15}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !18}
