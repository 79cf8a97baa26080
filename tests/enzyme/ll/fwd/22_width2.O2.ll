; ModuleID = 'fwd/22_width2.c'
source_filename = "fwd/22_width2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"logsumexp lane 0\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"logsumexp lane 1\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"out[%d] lane %d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [32 x i8], align 16
  %10 = load i32, ptr @enzyme_width, align 4, !tbaa !5
  %11 = tail call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @f, i32 noundef %10, i32 noundef 2, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -1.300000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00) #11
  %12 = extractvalue { double, double } %11, 0
  %13 = extractvalue { double, double } %11, 1
  %14 = fadd double %12, 0x3FF996D3DE21332F
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EBAD50A656BFFFF
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %12, double noundef 0xBFF996D3DE21332F, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !5
  %22 = fadd double %13, 0xBFEAAA950DB51F9F
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ugt double %23, 0x3EB0C6F7A0B5ED8D
  %25 = select i1 %24, ptr @.str.6, ptr @.str.7
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %13, double noundef 0x3FEAAA950DB51F9F, ptr noundef nonnull %25)
  %27 = zext i1 %24 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !5
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  store <2 x double> <double 1.000000e-01, double -5.000000e-01>, ptr %1, align 16
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.200000e+00, double 3.000000e-01>, ptr %30, align 16
  %31 = getelementptr inbounds i8, ptr %1, i64 32
  store double -9.000000e-01, ptr %31, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  store <2 x double> <double 1.000000e+00, double 0x3FE6666666666666>, ptr %2, align 16, !tbaa !9
  store <2 x double> <double 2.500000e-01, double 2.500000e-01>, ptr %3, align 16, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 4.000000e-01, double 0x3FB999999999999C>, ptr %32, align 16, !tbaa !9
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %33, align 16, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %2, i64 32
  store double 0xBFC9999999999998, ptr %34, align 16, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %3, i64 32
  store double 2.500000e-01, ptr %35, align 16, !tbaa !9
  %36 = load i32, ptr @enzyme_width, align 4, !tbaa !5
  %37 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %38 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %39 = call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @logsumexp, i32 noundef %36, i32 noundef 2, i32 noundef %37, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %38, i32 noundef 5) #11
  %40 = extractvalue { double, double } %39, 0
  %41 = fadd double %40, 0xBFDB730DD8E7647F
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fcmp ugt double %42, 0x3EB0C6F7A0B5ED8D
  %44 = select i1 %43, ptr @.str.6, ptr @.str.7
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %40, double noundef 0x3FDB730DD8E7647F, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @fails, align 4, !tbaa !5
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @fails, align 4, !tbaa !5
  %49 = extractvalue { double, double } %39, 1
  %50 = fadd double %49, 0xBFF1B1DA72884040
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ugt double %51, 0x3EB28DE53D299999
  %53 = select i1 %52, ptr @.str.6, ptr @.str.7
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %49, double noundef 0x3FF1B1DA72884040, ptr noundef nonnull %53)
  %55 = zext i1 %52 to i32
  %56 = load i32, ptr @fails, align 4, !tbaa !5
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #11
  %58 = load i32, ptr @enzyme_width, align 4, !tbaa !5
  %59 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %60 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @square_shift, i32 noundef %58, i32 noundef 2, i32 noundef %59, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %59, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 8.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef %60, i32 noundef 5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  %61 = getelementptr inbounds i8, ptr %7, i64 16
  %62 = getelementptr inbounds i8, ptr %7, i64 32
  %63 = getelementptr inbounds i8, ptr %8, i64 16
  %64 = getelementptr inbounds i8, ptr %8, i64 32
  br label %72

65:                                               ; preds = %120
  %66 = icmp eq i32 %145, 0
  %67 = select i1 %66, ptr @.str.7, ptr @.str.6
  %68 = call i32 @puts(ptr nonnull dereferenceable(1) %67)
  %69 = load i32, ptr @fails, align 4, !tbaa !5
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %71

72:                                               ; preds = %0, %120
  %73 = phi i1 [ true, %0 ], [ false, %120 ]
  %74 = phi i32 [ 0, %0 ], [ 1, %120 ]
  %75 = uitofp nneg i32 %74 to double
  %76 = call double @llvm.fmuladd.f64(double %75, double 1.000000e-05, double 8.000000e-01)
  %77 = insertelement <2 x i1> poison, i1 %73, i64 0
  %78 = shufflevector <2 x i1> %77, <2 x i1> poison, <2 x i32> zeroinitializer
  %79 = select <2 x i1> %78, <2 x double> <double 1.000100e-01, double -4.999930e-01>, <2 x double> <double 0x3FB999C38B04AB61, double 0xBFDFFFF583A53B8E>
  %80 = select <2 x i1> %78, <2 x double> <double 0x3FF3333764F11B60, double 0x3FD3333764F11B60>, <2 x double> <double 0x3FF333482BE8BC16, double 0x3FD3333DAF8DF7A5>
  %81 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %82 = shufflevector <2 x double> %81, <2 x double> %80, <2 x i32> <i32 0, i32 2>
  %83 = fneg <2 x double> %82
  %84 = insertelement <2 x double> poison, double %76, i64 0
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> zeroinitializer
  %86 = fmul <2 x double> %85, %83
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> %79, <2 x double> %86)
  store <2 x double> %87, ptr %7, align 16, !tbaa !9
  %88 = select i1 %73, double 0xBFECCCD0FE8AB4FA, double 0xBFECCCC78E9F6A94
  %89 = shufflevector <2 x double> %80, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %90 = insertelement <2 x double> %89, double %88, i64 1
  %91 = fneg <2 x double> %90
  %92 = fmul <2 x double> %85, %91
  %93 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %80, <2 x double> %92)
  store <2 x double> %93, ptr %61, align 16, !tbaa !9
  %94 = extractelement <2 x double> %79, i64 0
  %95 = fneg double %94
  %96 = fmul double %76, %95
  %97 = call double @llvm.fmuladd.f64(double %88, double %88, double %96)
  store double %97, ptr %62, align 16, !tbaa !9
  %98 = fneg double %75
  %99 = call double @llvm.fmuladd.f64(double %98, double 1.000000e-05, double 8.000000e-01)
  %100 = select <2 x i1> %78, <2 x double> <double 0x3FB998F1D3ED527F, double -5.000070e-01>, <2 x double> <double 9.999750e-02, double 0xBFE000053E2D6239>
  %101 = select <2 x i1> %78, <2 x double> <double 0x3FF3332F01754B06, double 2.999990e-01>, <2 x double> <double 1.199980e+00, double 0x3FD33328B6D86EC1>
  %102 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %103 = shufflevector <2 x double> %102, <2 x double> %101, <2 x i32> <i32 0, i32 2>
  %104 = fneg <2 x double> %103
  %105 = insertelement <2 x double> poison, double %99, i64 0
  %106 = shufflevector <2 x double> %105, <2 x double> poison, <2 x i32> zeroinitializer
  %107 = fmul <2 x double> %106, %104
  %108 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> %100, <2 x double> %107)
  store <2 x double> %108, ptr %8, align 16, !tbaa !9
  %109 = select i1 %73, double 0xBFECCCC89B0EE4A0, double 0xBFECCCD20AFA2F06
  %110 = shufflevector <2 x double> %101, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %111 = insertelement <2 x double> %110, double %109, i64 1
  %112 = fneg <2 x double> %111
  %113 = fmul <2 x double> %106, %112
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> %101, <2 x double> %113)
  store <2 x double> %114, ptr %63, align 16, !tbaa !9
  %115 = extractelement <2 x double> %100, i64 0
  %116 = fneg double %115
  %117 = fmul double %99, %116
  %118 = call double @llvm.fmuladd.f64(double %109, double %109, double %117)
  store double %118, ptr %64, align 16, !tbaa !9
  %119 = select i1 %73, ptr %5, ptr %6
  br label %121

120:                                              ; preds = %121
  br i1 %73, label %72, label %65, !llvm.loop !11

121:                                              ; preds = %72, %121
  %122 = phi i64 [ 0, %72 ], [ %146, %121 ]
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef %123, i32 noundef %74) #11
  %125 = getelementptr inbounds double, ptr %119, i64 %122
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %122
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %122
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = fsub double %128, %130
  %132 = fdiv double %131, 2.000000e-05
  %133 = fsub double %126, %132
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = call double @llvm.fabs.f64(double %132)
  %136 = call double @llvm.maxnum.f64(double %135, double 1.000000e+00)
  %137 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %138 = fcmp ugt double %134, %137
  %139 = fcmp ule double %135, 1.000000e-09
  %140 = or i1 %139, %138
  %141 = select i1 %140, ptr @.str.6, ptr @.str.7
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %9, double noundef %126, double noundef %132, ptr noundef nonnull %141)
  %143 = zext i1 %140 to i32
  %144 = load i32, ptr @fails, align 4, !tbaa !5
  %145 = add nsw i32 %144, %143
  store i32 %145, ptr @fails, align 4, !tbaa !5
  %146 = add nuw nsw i64 %122, 1
  %147 = icmp eq i64 %146, 5
  br i1 %147, label %120, label %121, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_fwddiff_w2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #11
  %4 = fmul double %0, %1
  %5 = tail call double @exp(double noundef %4) #11
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = fdiv double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @logsumexp(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %9, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %15, %9 ]
  %8 = tail call double @log(double noundef %7) #11
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %16, %9 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %15, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = tail call double @exp(double noundef %13) #11
  %15 = fadd double %11, %14
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !14
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_shift(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #6 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %29

12:                                               ; preds = %29, %6
  %13 = phi i64 [ 0, %6 ], [ %46, %29 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds double, ptr %1, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %7
  %20 = and i64 %18, 4294967295
  %21 = select i1 %19, i64 0, i64 %20
  %22 = getelementptr inbounds double, ptr %1, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fneg double %23
  %25 = fmul double %24, %2
  %26 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %25)
  %27 = getelementptr inbounds double, ptr %0, i64 %13
  store double %26, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %15, %12, %4
  ret void

29:                                               ; preds = %29, %10
  %30 = phi i64 [ 0, %10 ], [ %46, %29 ]
  %31 = phi i64 [ 0, %10 ], [ %56, %29 ]
  %32 = getelementptr inbounds double, ptr %1, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = or disjoint i64 %30, 1
  %35 = icmp eq i64 %34, %7
  %36 = and i64 %34, 4294967295
  %37 = select i1 %35, i64 0, i64 %36
  %38 = getelementptr inbounds double, ptr %1, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = fneg double %39
  %41 = fmul double %40, %2
  %42 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %41)
  %43 = getelementptr inbounds double, ptr %0, i64 %30
  store double %42, ptr %43, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %1, i64 %34
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = add nuw nsw i64 %30, 2
  %47 = icmp eq i64 %46, %7
  %48 = and i64 %46, 4294967294
  %49 = select i1 %47, i64 0, i64 %48
  %50 = getelementptr inbounds double, ptr %1, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fneg double %51
  %53 = fmul double %52, %2
  %54 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %53)
  %55 = getelementptr inbounds double, ptr %0, i64 %34
  store double %54, ptr %55, align 8, !tbaa !9
  %56 = add i64 %31, 2
  %57 = icmp eq i64 %56, %11
  br i1 %57, label %12, label %29, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
