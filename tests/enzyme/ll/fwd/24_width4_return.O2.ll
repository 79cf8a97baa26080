; ModuleID = 'fwd/24_width4_return.c'
source_filename = "fwd/24_width4_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tan4 = type { [4 x double] }

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double 1.200000e+00, double -3.000000e-01, double 8.000000e-01], align 16
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"drosen/dx[%d]\00", align 1
@__const.main.da = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double -2.000000e+00], align 16
@__const.main.db = private unnamed_addr constant [4 x double] [double 0.000000e+00, double 1.000000e+00, double 1.000000e+00, double 5.000000e-01], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"dg lane %d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x [4 x double]], align 16
  %3 = alloca %struct.tan4, align 8
  %4 = alloca [32 x i8], align 16
  %5 = alloca %struct.tan4, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  store double 1.000000e+00, ptr %2, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 40
  store double 1.000000e+00, ptr %6, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %2, i64 80
  store double 1.000000e+00, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %2, i64 120
  store double 1.000000e+00, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %9 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %2, i64 32
  %12 = getelementptr inbounds i8, ptr %2, i64 64
  %13 = getelementptr inbounds i8, ptr %2, i64 96
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ptr, ...) @__enzyme_fwddiff_w4(ptr dead_on_unwind nonnull writable sret(%struct.tan4) align 8 %3, ptr noundef nonnull @rosen, i32 noundef %9, i32 noundef 4, i32 noundef %10, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %14, i32 noundef 4) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = getelementptr inbounds i8, ptr %1, i64 24
  br label %20

18:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %19 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  call void (ptr, ptr, ...) @__enzyme_fwddiff_w4(ptr dead_on_unwind nonnull writable sret(%struct.tan4) align 8 %5, ptr noundef nonnull @g, i32 noundef %19, i32 noundef 4, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 1.100000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 5.000000e-01) #12
  br label %102

20:                                               ; preds = %0, %20
  %21 = phi i64 [ 0, %0 ], [ %93, %20 ]
  %22 = load <2 x double>, ptr %1, align 16
  %23 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %21, i64 0
  %24 = load double, ptr %23, align 16, !tbaa !5
  %25 = load <2 x double>, ptr %15, align 8
  %26 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %21, i64 1
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = load <2 x double>, ptr %16, align 16
  %29 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %21, i64 2
  %30 = load double, ptr %29, align 16, !tbaa !5
  %31 = load double, ptr %17, align 8, !tbaa !5
  %32 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %21, i64 3
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = trunc nuw nsw i64 %21 to i32
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %34) #12
  %36 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %21
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = insertelement <2 x double> poison, double %24, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  %40 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %40)
  %42 = insertelement <2 x double> poison, double %27, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> zeroinitializer
  %45 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %44)
  %46 = insertelement <2 x double> poison, double %30, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> zeroinitializer
  %48 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %48)
  %50 = insertelement <2 x double> poison, double %33, i64 0
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = insertelement <2 x double> poison, double %31, i64 0
  %53 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> zeroinitializer
  %54 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %53)
  %55 = fneg <2 x double> %41
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> %41, <2 x double> %45)
  %57 = fmul <2 x double> %56, <double 1.000000e+02, double 1.000000e+02>
  %58 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %41
  %59 = fmul <2 x double> %58, %58
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> %56, <2 x double> %59)
  %61 = fneg <2 x double> %45
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> %45, <2 x double> %49)
  %63 = fmul <2 x double> %62, <double 1.000000e+02, double 1.000000e+02>
  %64 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %45
  %65 = fmul <2 x double> %64, %64
  %66 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %62, <2 x double> %65)
  %67 = fneg <2 x double> %49
  %68 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> %49, <2 x double> %54)
  %69 = fmul <2 x double> %68, <double 1.000000e+02, double 1.000000e+02>
  %70 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %49
  %71 = fmul <2 x double> %70, %70
  %72 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %68, <2 x double> %71)
  %73 = fadd <2 x double> %60, zeroinitializer
  %74 = fadd <2 x double> %73, %66
  %75 = fadd <2 x double> %74, %72
  %76 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %77 = fsub <2 x double> %75, %76
  %78 = extractelement <2 x double> %77, i64 0
  %79 = fdiv double %78, 2.000000e-05
  %80 = fsub double %37, %79
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = call double @llvm.fabs.f64(double %79)
  %83 = call double @llvm.maxnum.f64(double %82, double 1.000000e+00)
  %84 = fmul double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fcmp ugt double %81, %84
  %86 = fcmp ule double %82, 1.000000e-09
  %87 = or i1 %86, %85
  %88 = select i1 %87, ptr @.str.3, ptr @.str.4
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %37, double noundef %79, ptr noundef nonnull %88)
  %90 = zext i1 %87 to i32
  %91 = load i32, ptr @fails, align 4, !tbaa !9
  %92 = add nsw i32 %91, %90
  store i32 %92, ptr @fails, align 4, !tbaa !9
  %93 = add nuw nsw i64 %21, 1
  %94 = icmp eq i64 %93, 4
  br i1 %94, label %18, label %20, !llvm.loop !11

95:                                               ; preds = %102
  %96 = icmp eq i32 %145, 0
  %97 = select i1 %96, ptr @.str.4, ptr @.str.3
  %98 = call i32 @puts(ptr nonnull dereferenceable(1) %97)
  %99 = load i32, ptr @fails, align 4, !tbaa !9
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %101

102:                                              ; preds = %18, %102
  %103 = phi i64 [ 0, %18 ], [ %146, %102 ]
  %104 = trunc nuw nsw i64 %103 to i32
  %105 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %104) #12
  %106 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds [4 x double], ptr @__const.main.da, i64 0, i64 %103
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = getelementptr inbounds [4 x double], ptr @__const.main.db, i64 0, i64 %103
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = insertelement <2 x double> poison, double %111, i64 0
  %113 = shufflevector <2 x double> %112, <2 x double> poison, <2 x i32> zeroinitializer
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> <double 1.100000e+00, double 1.100000e+00>)
  %115 = extractelement <2 x double> %114, i64 0
  %116 = fneg double %115
  %117 = call double @exp(double noundef %116) #12
  %118 = insertelement <2 x double> poison, double %109, i64 0
  %119 = shufflevector <2 x double> %118, <2 x double> poison, <2 x i32> zeroinitializer
  %120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> <double 0x3FE6666666666666, double 0x3FE6666666666666>)
  %121 = extractelement <2 x double> %114, i64 1
  %122 = fneg double %121
  %123 = call double @exp(double noundef %122) #12
  %124 = fmul <2 x double> %114, %114
  %125 = fmul <2 x double> %120, %124
  %126 = insertelement <2 x double> poison, double %117, i64 0
  %127 = insertelement <2 x double> %126, double %123, i64 1
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %127, <2 x double> %125)
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %130 = fsub <2 x double> %128, %129
  %131 = extractelement <2 x double> %130, i64 0
  %132 = fdiv double %131, 2.000000e-05
  %133 = fsub double %107, %132
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = call double @llvm.fabs.f64(double %132)
  %136 = call double @llvm.maxnum.f64(double %135, double 1.000000e+00)
  %137 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %138 = fcmp ugt double %134, %137
  %139 = fcmp ule double %135, 1.000000e-09
  %140 = or i1 %139, %138
  %141 = select i1 %140, ptr @.str.3, ptr @.str.4
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %107, double noundef %132, ptr noundef nonnull %141)
  %143 = zext i1 %140 to i32
  %144 = load i32, ptr @fails, align 4, !tbaa !9
  %145 = add nsw i32 %144, %143
  store i32 %145, ptr @fails, align 4, !tbaa !9
  %146 = add nuw nsw i64 %103, 1
  %147 = icmp eq i64 %146, 4
  br i1 %147, label %95, label %102, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_fwddiff_w4(ptr dead_on_unwind writable sret(%struct.tan4) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @rosen(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %5, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, 2147483646
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  br label %32

12:                                               ; preds = %32, %4
  %13 = phi double [ poison, %4 ], [ %56, %32 ]
  %14 = phi i64 [ 0, %4 ], [ %58, %32 ]
  %15 = phi i64 [ 1, %4 ], [ %57, %32 ]
  %16 = phi double [ 0.000000e+00, %4 ], [ %56, %32 ]
  %17 = icmp eq i64 %7, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds double, ptr %0, i64 %14
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fneg double %22
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %22, double %20)
  %25 = fmul double %24, 1.000000e+02
  %26 = fsub double 1.000000e+00, %22
  %27 = fmul double %26, %26
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %24, double %27)
  %29 = fadd double %16, %28
  br label %30

30:                                               ; preds = %18, %12, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %29, %18 ]
  ret double %31

32:                                               ; preds = %32, %9
  %33 = phi i64 [ 0, %9 ], [ %58, %32 ]
  %34 = phi i64 [ 1, %9 ], [ %57, %32 ]
  %35 = phi double [ 0.000000e+00, %9 ], [ %56, %32 ]
  %36 = phi i64 [ 0, %9 ], [ %59, %32 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds double, ptr %0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fneg double %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %38)
  %43 = fmul double %42, 1.000000e+02
  %44 = fsub double 1.000000e+00, %40
  %45 = fmul double %44, %44
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %42, double %45)
  %47 = fadd double %35, %46
  %48 = getelementptr inbounds double, ptr %11, i64 %34
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fneg double %38
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %38, double %49)
  %52 = fmul double %51, 1.000000e+02
  %53 = fsub double 1.000000e+00, %38
  %54 = fmul double %53, %53
  %55 = tail call double @llvm.fmuladd.f64(double %52, double %51, double %54)
  %56 = fadd double %47, %55
  %57 = add nuw nsw i64 %34, 2
  %58 = add nuw nsw i64 %33, 2
  %59 = add i64 %36, 2
  %60 = icmp eq i64 %59, %10
  br i1 %60, label %12, label %32, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @g(double noundef %0, double noundef %1) #8 {
  %3 = fneg double %1
  %4 = tail call double @exp(double noundef %3) #12
  %5 = fmul double %1, %1
  %6 = fmul double %5, %0
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %4, double %6)
  ret double %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!14 = distinct !{!14, !12}
