; ModuleID = 'rev/84_runtime_activity.c'
source_filename = "rev/84_runtime_activity.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00], align 16
@__const.main.w0 = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -5.000000e-01, double 2.000000e+00], align 16
@enzyme_runtime_activity = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"reverse d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"w[%d] changed: %g FAIL\0A\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"reverse d/dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"reverse d/dx[0] again\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"forward along v in w\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @weighted(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi double [ poison, %5 ], [ %47, %27 ]
  %13 = phi i64 [ 0, %5 ], [ %48, %27 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %47, %27 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %1, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = getelementptr inbounds double, ptr %0, i64 %13
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @sin(double noundef %20) #11
  %22 = fmul double %18, %21
  %23 = load double, ptr %19, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %22, double %23, double %14)
  br label %25

25:                                               ; preds = %16, %11, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %48, %27 ]
  %29 = phi double [ 0.000000e+00, %9 ], [ %47, %27 ]
  %30 = phi i64 [ 0, %9 ], [ %49, %27 ]
  %31 = getelementptr inbounds double, ptr %1, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = getelementptr inbounds double, ptr %0, i64 %28
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = tail call double @sin(double noundef %34) #11
  %36 = fmul double %32, %35
  %37 = load double, ptr %33, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %36, double %37, double %29)
  %39 = or disjoint i64 %28, 1
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = getelementptr inbounds double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @sin(double noundef %43) #11
  %45 = fmul double %41, %44
  %46 = load double, ptr %42, align 8, !tbaa !5
  %47 = tail call double @llvm.fmuladd.f64(double %45, double %46, double %38)
  %48 = add nuw nsw i64 %28, 2
  %49 = add i64 %30, 2
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %11, label %27, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @weighted_out(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %50

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %36, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %33, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %32, %12 ]
  %15 = phi i64 [ 0, %10 ], [ %34, %12 ]
  %16 = getelementptr inbounds double, ptr %1, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @sin(double noundef %19) #11
  %21 = fmul double %17, %20
  %22 = load double, ptr %18, align 8, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %22, double %14)
  %24 = or disjoint i64 %13, 1
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = getelementptr inbounds double, ptr %0, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = tail call double @sin(double noundef %28) #11
  %30 = fmul double %26, %29
  %31 = load double, ptr %27, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %23)
  %33 = add nuw nsw i64 %13, 2
  %34 = add i64 %15, 2
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !9

36:                                               ; preds = %12, %6
  %37 = phi double [ poison, %6 ], [ %32, %12 ]
  %38 = phi i64 [ 0, %6 ], [ %33, %12 ]
  %39 = phi double [ 0.000000e+00, %6 ], [ %32, %12 ]
  %40 = icmp eq i64 %8, 0
  br i1 %40, label %50, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds double, ptr %1, i64 %38
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = getelementptr inbounds double, ptr %0, i64 %38
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @sin(double noundef %45) #11
  %47 = fmul double %43, %46
  %48 = load double, ptr %44, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %39)
  br label %50

50:                                               ; preds = %41, %36, %4
  %51 = phi double [ 0.000000e+00, %4 ], [ %37, %36 ], [ %49, %41 ]
  store double %51, ptr %3, align 8, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [3 x double], align 16
  %2 = alloca [3 x double], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11
  store double 0.000000e+00, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  store double 1.000000e+00, ptr %6, align 8, !tbaa !5
  %10 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !11
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @weighted_out, i32 noundef %10, i32 noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %4, i32 noundef %11, ptr noundef nonnull %2, ptr noundef nonnull %2, i32 noundef %12, i32 noundef 3, i32 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  br label %25

17:                                               ; preds = %105
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %6, align 8, !tbaa !5
  %22 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !11
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @weighted_out, i32 noundef %22, i32 noundef %23, ptr noundef nonnull %1, ptr noundef nonnull %7, i32 noundef %23, ptr noundef nonnull %2, ptr noundef nonnull %8, i32 noundef %24, i32 noundef 3, i32 noundef %23, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  br label %204

25:                                               ; preds = %0, %105
  %26 = phi i64 [ 0, %0 ], [ %106, %105 ]
  %27 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = fadd double %28, 0x3EB0C6F7A0B5ED8D
  store double %29, ptr %27, align 8, !tbaa !5
  %30 = load <2 x double>, ptr %2, align 16
  %31 = load double, ptr %1, align 16, !tbaa !5
  %32 = call double @sin(double noundef %31) #11
  %33 = load <2 x double>, ptr %1, align 16
  %34 = load <2 x double>, ptr %13, align 8
  %35 = load double, ptr %14, align 8, !tbaa !5
  %36 = call double @sin(double noundef %35) #11
  %37 = load <2 x double>, ptr %14, align 8
  %38 = load double, ptr %15, align 16, !tbaa !5
  %39 = load double, ptr %16, align 16, !tbaa !5
  %40 = call double @sin(double noundef %39) #11
  %41 = load double, ptr %16, align 16, !tbaa !5
  %42 = fadd double %28, 0xBEB0C6F7A0B5ED8D
  store double %42, ptr %27, align 8, !tbaa !5
  %43 = load double, ptr %2, align 16, !tbaa !5
  %44 = load double, ptr %1, align 16, !tbaa !5
  %45 = call double @sin(double noundef %44) #11
  %46 = load double, ptr %1, align 16, !tbaa !5
  %47 = load double, ptr %13, align 8, !tbaa !5
  %48 = load double, ptr %14, align 8, !tbaa !5
  %49 = call double @sin(double noundef %48) #11
  %50 = load double, ptr %14, align 8, !tbaa !5
  %51 = load double, ptr %15, align 16, !tbaa !5
  %52 = load double, ptr %16, align 16, !tbaa !5
  %53 = call double @sin(double noundef %52) #11
  %54 = load double, ptr %16, align 16, !tbaa !5
  %55 = insertelement <2 x double> %30, double %43, i64 1
  %56 = insertelement <2 x double> poison, double %32, i64 0
  %57 = insertelement <2 x double> %56, double %45, i64 1
  %58 = fmul <2 x double> %55, %57
  %59 = insertelement <2 x double> %33, double %46, i64 1
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %59, <2 x double> zeroinitializer)
  %61 = insertelement <2 x double> %34, double %47, i64 1
  %62 = insertelement <2 x double> poison, double %36, i64 0
  %63 = insertelement <2 x double> %62, double %49, i64 1
  %64 = fmul <2 x double> %61, %63
  %65 = insertelement <2 x double> %37, double %50, i64 1
  %66 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %65, <2 x double> %60)
  %67 = insertelement <2 x double> poison, double %38, i64 0
  %68 = insertelement <2 x double> %67, double %51, i64 1
  %69 = insertelement <2 x double> poison, double %40, i64 0
  %70 = insertelement <2 x double> %69, double %53, i64 1
  %71 = fmul <2 x double> %68, %70
  %72 = insertelement <2 x double> poison, double %41, i64 0
  %73 = insertelement <2 x double> %72, double %54, i64 1
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %73, <2 x double> %66)
  store double %28, ptr %27, align 8, !tbaa !5
  %75 = trunc nuw nsw i64 %26 to i32
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %75) #11
  %77 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %26
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %80 = fsub <2 x double> %74, %79
  %81 = extractelement <2 x double> %80, i64 0
  %82 = fdiv double %81, 2.000000e-06
  %83 = fsub double %78, %82
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = call double @llvm.fabs.f64(double %82)
  %86 = call double @llvm.maxnum.f64(double %85, double 1.000000e+00)
  %87 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %88 = fcmp ugt double %84, %87
  %89 = fcmp ule double %85, 1.000000e-09
  %90 = or i1 %89, %88
  %91 = select i1 %90, ptr @.str.6, ptr @.str.7
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %3, double noundef %78, double noundef %82, ptr noundef nonnull %91)
  %93 = zext i1 %90 to i32
  %94 = load i32, ptr @fails, align 4, !tbaa !11
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr @fails, align 4, !tbaa !11
  %96 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %26
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds [3 x double], ptr @__const.main.w0, i64 0, i64 %26
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fcmp une double %97, %99
  br i1 %100, label %101, label %105

101:                                              ; preds = %25
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %75, double noundef %97)
  %103 = load i32, ptr @fails, align 4, !tbaa !11
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @fails, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %101, %25
  %106 = add nuw nsw i64 %26, 1
  %107 = icmp eq i64 %106, 3
  br i1 %107, label %17, label %25, !llvm.loop !13

108:                                              ; preds = %204
  %109 = load double, ptr %7, align 16, !tbaa !5
  %110 = load double, ptr %4, align 16, !tbaa !5
  %111 = fsub double %109, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = call double @llvm.fabs.f64(double %110)
  %114 = call double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp ugt double %112, %115
  %117 = fcmp ule double %113, 1.000000e-09
  %118 = or i1 %117, %116
  %119 = select i1 %118, ptr @.str.6, ptr @.str.7
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %109, double noundef %110, ptr noundef nonnull %119)
  %121 = zext i1 %118 to i32
  %122 = load i32, ptr @fails, align 4, !tbaa !11
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr @fails, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  %124 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !11
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %126 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %127 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @weighted, i32 noundef %124, i32 noundef %125, ptr noundef nonnull %1, ptr noundef nonnull %1, i32 noundef %125, ptr noundef nonnull %2, ptr noundef nonnull %9, i32 noundef %126, i32 noundef 3) #11
  %128 = load <2 x double>, ptr %2, align 16
  %129 = load <2 x double>, ptr %9, align 16
  %130 = load <2 x double>, ptr %18, align 8
  %131 = getelementptr inbounds i8, ptr %9, i64 8
  %132 = load <2 x double>, ptr %131, align 8
  %133 = load double, ptr %20, align 16, !tbaa !5
  %134 = getelementptr inbounds i8, ptr %9, i64 16
  %135 = load double, ptr %134, align 16, !tbaa !5
  %136 = load double, ptr %1, align 16, !tbaa !5
  %137 = call double @sin(double noundef %136) #11
  %138 = load <2 x double>, ptr %1, align 16
  %139 = load double, ptr %19, align 8, !tbaa !5
  %140 = call double @sin(double noundef %139) #11
  %141 = load <2 x double>, ptr %19, align 8
  %142 = load double, ptr %21, align 16, !tbaa !5
  %143 = call double @sin(double noundef %142) #11
  %144 = load double, ptr %21, align 16, !tbaa !5
  %145 = load double, ptr %1, align 16, !tbaa !5
  %146 = call double @sin(double noundef %145) #11
  %147 = load double, ptr %1, align 16, !tbaa !5
  %148 = load double, ptr %19, align 8, !tbaa !5
  %149 = call double @sin(double noundef %148) #11
  %150 = load double, ptr %19, align 8, !tbaa !5
  %151 = load double, ptr %21, align 16, !tbaa !5
  %152 = call double @sin(double noundef %151) #11
  %153 = load double, ptr %21, align 16, !tbaa !5
  %154 = shufflevector <2 x double> %129, <2 x double> poison, <2 x i32> zeroinitializer
  %155 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> zeroinitializer
  %156 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %155)
  %157 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> zeroinitializer
  %158 = shufflevector <2 x double> %130, <2 x double> poison, <2 x i32> zeroinitializer
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %158)
  %160 = insertelement <2 x double> poison, double %135, i64 0
  %161 = shufflevector <2 x double> %160, <2 x double> poison, <2 x i32> zeroinitializer
  %162 = insertelement <2 x double> poison, double %133, i64 0
  %163 = shufflevector <2 x double> %162, <2 x double> poison, <2 x i32> zeroinitializer
  %164 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %161, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %163)
  %165 = insertelement <2 x double> poison, double %137, i64 0
  %166 = insertelement <2 x double> %165, double %146, i64 1
  %167 = fmul <2 x double> %156, %166
  %168 = insertelement <2 x double> %138, double %147, i64 1
  %169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> %168, <2 x double> zeroinitializer)
  %170 = insertelement <2 x double> poison, double %140, i64 0
  %171 = insertelement <2 x double> %170, double %149, i64 1
  %172 = fmul <2 x double> %159, %171
  %173 = insertelement <2 x double> %141, double %150, i64 1
  %174 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %172, <2 x double> %173, <2 x double> %169)
  %175 = insertelement <2 x double> poison, double %143, i64 0
  %176 = insertelement <2 x double> %175, double %152, i64 1
  %177 = fmul <2 x double> %164, %176
  %178 = insertelement <2 x double> poison, double %144, i64 0
  %179 = insertelement <2 x double> %178, double %153, i64 1
  %180 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> %179, <2 x double> %174)
  %181 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %182 = fsub <2 x double> %180, %181
  %183 = extractelement <2 x double> %182, i64 0
  %184 = fdiv double %183, 2.000000e-06
  %185 = fsub double %127, %184
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = call double @llvm.fabs.f64(double %184)
  %188 = call double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  %189 = fmul double %188, 0x3EB0C6F7A0B5ED8D
  %190 = fcmp ugt double %186, %189
  %191 = fcmp ule double %187, 1.000000e-09
  %192 = or i1 %191, %190
  %193 = select i1 %192, ptr @.str.6, ptr @.str.7
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %127, double noundef %184, ptr noundef nonnull %193)
  %195 = zext i1 %192 to i32
  %196 = load i32, ptr @fails, align 4, !tbaa !11
  %197 = add nsw i32 %196, %195
  store i32 %197, ptr @fails, align 4, !tbaa !11
  %198 = icmp eq i32 %197, 0
  %199 = select i1 %198, ptr @.str.7, ptr @.str.6
  %200 = call i32 @puts(ptr nonnull dereferenceable(1) %199)
  %201 = load i32, ptr @fails, align 4, !tbaa !11
  %202 = icmp ne i32 %201, 0
  %203 = zext i1 %202 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %203

204:                                              ; preds = %17, %204
  %205 = phi i64 [ 0, %17 ], [ %275, %204 ]
  %206 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fadd double %207, 0x3EB0C6F7A0B5ED8D
  store double %208, ptr %206, align 8, !tbaa !5
  %209 = load <2 x double>, ptr %2, align 16
  %210 = load double, ptr %1, align 16, !tbaa !5
  %211 = call double @sin(double noundef %210) #11
  %212 = load <2 x double>, ptr %1, align 16
  %213 = load <2 x double>, ptr %18, align 8
  %214 = load double, ptr %19, align 8, !tbaa !5
  %215 = call double @sin(double noundef %214) #11
  %216 = load <2 x double>, ptr %19, align 8
  %217 = load double, ptr %20, align 16, !tbaa !5
  %218 = load double, ptr %21, align 16, !tbaa !5
  %219 = call double @sin(double noundef %218) #11
  %220 = load double, ptr %21, align 16, !tbaa !5
  %221 = fadd double %207, 0xBEB0C6F7A0B5ED8D
  store double %221, ptr %206, align 8, !tbaa !5
  %222 = load double, ptr %2, align 16, !tbaa !5
  %223 = load double, ptr %1, align 16, !tbaa !5
  %224 = call double @sin(double noundef %223) #11
  %225 = load double, ptr %1, align 16, !tbaa !5
  %226 = load double, ptr %18, align 8, !tbaa !5
  %227 = load double, ptr %19, align 8, !tbaa !5
  %228 = call double @sin(double noundef %227) #11
  %229 = load double, ptr %19, align 8, !tbaa !5
  %230 = load double, ptr %20, align 16, !tbaa !5
  %231 = load double, ptr %21, align 16, !tbaa !5
  %232 = call double @sin(double noundef %231) #11
  %233 = load double, ptr %21, align 16, !tbaa !5
  %234 = insertelement <2 x double> %209, double %222, i64 1
  %235 = insertelement <2 x double> poison, double %211, i64 0
  %236 = insertelement <2 x double> %235, double %224, i64 1
  %237 = fmul <2 x double> %234, %236
  %238 = insertelement <2 x double> %212, double %225, i64 1
  %239 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %237, <2 x double> %238, <2 x double> zeroinitializer)
  %240 = insertelement <2 x double> %213, double %226, i64 1
  %241 = insertelement <2 x double> poison, double %215, i64 0
  %242 = insertelement <2 x double> %241, double %228, i64 1
  %243 = fmul <2 x double> %240, %242
  %244 = insertelement <2 x double> %216, double %229, i64 1
  %245 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %243, <2 x double> %244, <2 x double> %239)
  %246 = insertelement <2 x double> poison, double %217, i64 0
  %247 = insertelement <2 x double> %246, double %230, i64 1
  %248 = insertelement <2 x double> poison, double %219, i64 0
  %249 = insertelement <2 x double> %248, double %232, i64 1
  %250 = fmul <2 x double> %247, %249
  %251 = insertelement <2 x double> poison, double %220, i64 0
  %252 = insertelement <2 x double> %251, double %233, i64 1
  %253 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %250, <2 x double> %252, <2 x double> %245)
  store double %207, ptr %206, align 8, !tbaa !5
  %254 = trunc nuw nsw i64 %205 to i32
  %255 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %254) #11
  %256 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %205
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %259 = fsub <2 x double> %253, %258
  %260 = extractelement <2 x double> %259, i64 0
  %261 = fdiv double %260, 2.000000e-06
  %262 = fsub double %257, %261
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = call double @llvm.fabs.f64(double %261)
  %265 = call double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  %266 = fmul double %265, 0x3EB0C6F7A0B5ED8D
  %267 = fcmp ugt double %263, %266
  %268 = fcmp ule double %264, 1.000000e-09
  %269 = or i1 %268, %267
  %270 = select i1 %269, ptr @.str.6, ptr @.str.7
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %3, double noundef %257, double noundef %261, ptr noundef nonnull %270)
  %272 = zext i1 %269 to i32
  %273 = load i32, ptr @fails, align 4, !tbaa !11
  %274 = add nsw i32 %273, %272
  store i32 %274, ptr @fails, align 4, !tbaa !11
  %275 = add nuw nsw i64 %205, 1
  %276 = icmp eq i64 %275, 3
  br i1 %276, label %108, label %204, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
