; ModuleID = 'fwd/24_width4_return.c'
source_filename = "fwd/24_width4_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tan4 = type { [4 x double] }

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double 1.200000e+00, double -3.000000e-01, double 8.000000e-01], align 8
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"drosen/dx[%d]\00", align 1
@__const.main.da = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double -2.000000e+00], align 8
@__const.main.db = private unnamed_addr constant [4 x double] [double 0.000000e+00, double 1.000000e+00, double 1.000000e+00, double 5.000000e-01], align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"dg lane %d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x [4 x double]], align 8
  %3 = alloca %struct.tan4, align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca %struct.tan4, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %6, i8 0, i64 112, i1 false)
  store double 1.000000e+00, ptr %2, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 40
  store double 1.000000e+00, ptr %7, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %2, i64 80
  store double 1.000000e+00, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %2, i64 120
  store double 1.000000e+00, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %10 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  %13 = getelementptr inbounds i8, ptr %2, i64 64
  %14 = getelementptr inbounds i8, ptr %2, i64 96
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %16 = call %struct.tan4 (ptr, ...) @__enzyme_fwddiff_w4(ptr noundef nonnull @rosen, i32 noundef %10, i32 noundef 4, i32 noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %15, i32 noundef 4) #12
  %17 = extractvalue %struct.tan4 %16, 0
  %18 = extractvalue [4 x double] %17, 0
  store double %18, ptr %3, align 8
  %19 = extractvalue [4 x double] %17, 1
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  store double %19, ptr %20, align 8
  %21 = extractvalue [4 x double] %17, 2
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  store double %21, ptr %22, align 8
  %23 = extractvalue [4 x double] %17, 3
  %24 = getelementptr inbounds i8, ptr %3, i64 24
  store double %23, ptr %24, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  %27 = getelementptr inbounds i8, ptr %1, i64 24
  br label %39

28:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %29 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  %30 = call %struct.tan4 (ptr, ...) @__enzyme_fwddiff_w4(ptr noundef nonnull @g, i32 noundef %29, i32 noundef 4, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 1.100000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 5.000000e-01) #12
  %31 = extractvalue %struct.tan4 %30, 0
  %32 = extractvalue [4 x double] %31, 0
  store double %32, ptr %5, align 8
  %33 = extractvalue [4 x double] %31, 1
  %34 = getelementptr inbounds i8, ptr %5, i64 8
  store double %33, ptr %34, align 8
  %35 = extractvalue [4 x double] %31, 2
  %36 = getelementptr inbounds i8, ptr %5, i64 16
  store double %35, ptr %36, align 8
  %37 = extractvalue [4 x double] %31, 3
  %38 = getelementptr inbounds i8, ptr %5, i64 24
  store double %37, ptr %38, align 8
  br label %120

39:                                               ; preds = %0, %39
  %40 = phi i64 [ 0, %0 ], [ %111, %39 ]
  %41 = load <2 x double>, ptr %1, align 16
  %42 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %40, i64 0
  %43 = load double, ptr %42, align 8, !tbaa !6
  %44 = load <2 x double>, ptr %25, align 8
  %45 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %40, i64 1
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = load <2 x double>, ptr %26, align 16
  %48 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %40, i64 2
  %49 = load double, ptr %48, align 8, !tbaa !6
  %50 = load <1 x double>, ptr %27, align 8
  %51 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 %40, i64 3
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = trunc nuw nsw i64 %40 to i32
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %53) #12
  %55 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %40
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = insertelement <2 x double> poison, double %43, i64 0
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> zeroinitializer
  %59 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %59)
  %61 = insertelement <2 x double> poison, double %46, i64 0
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  %63 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %63)
  %65 = insertelement <2 x double> poison, double %49, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %68 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %67)
  %69 = insertelement <2 x double> poison, double %52, i64 0
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer
  %71 = shufflevector <1 x double> %50, <1 x double> poison, <2 x i32> zeroinitializer
  %72 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %71)
  %73 = fneg <2 x double> %60
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %60, <2 x double> %64)
  %75 = fmul <2 x double> %74, <double 1.000000e+02, double 1.000000e+02>
  %76 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %60
  %77 = fmul <2 x double> %76, %76
  %78 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %74, <2 x double> %77)
  %79 = fneg <2 x double> %64
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> %64, <2 x double> %68)
  %81 = fmul <2 x double> %80, <double 1.000000e+02, double 1.000000e+02>
  %82 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %64
  %83 = fmul <2 x double> %82, %82
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> %80, <2 x double> %83)
  %85 = fneg <2 x double> %68
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> %68, <2 x double> %72)
  %87 = fmul <2 x double> %86, <double 1.000000e+02, double 1.000000e+02>
  %88 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %68
  %89 = fmul <2 x double> %88, %88
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> %86, <2 x double> %89)
  %91 = fadd <2 x double> %78, zeroinitializer
  %92 = fadd <2 x double> %91, %84
  %93 = fadd <2 x double> %92, %90
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %95 = fsub <2 x double> %93, %94
  %96 = extractelement <2 x double> %95, i64 0
  %97 = fdiv double %96, 2.000000e-05
  %98 = fsub double %56, %97
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = call double @llvm.fabs.f64(double %97)
  %101 = call double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ugt double %99, %102
  %104 = fcmp ule double %100, 1.000000e-09
  %105 = or i1 %104, %103
  %106 = select i1 %105, ptr @.str.3, ptr @.str.4
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %56, double noundef %97, ptr noundef nonnull %106)
  %108 = zext i1 %105 to i32
  %109 = load i32, ptr @fails, align 4, !tbaa !10
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr @fails, align 4, !tbaa !10
  %111 = add nuw nsw i64 %40, 1
  %112 = icmp eq i64 %111, 4
  br i1 %112, label %28, label %39, !llvm.loop !12

113:                                              ; preds = %120
  %114 = icmp eq i32 %158, 0
  %115 = select i1 %114, ptr @.str.4, ptr @.str.3
  %116 = call i32 @puts(ptr nonnull dereferenceable(1) %115)
  %117 = load i32, ptr @fails, align 4, !tbaa !10
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %119

120:                                              ; preds = %28, %120
  %121 = phi i64 [ 0, %28 ], [ %159, %120 ]
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %122) #12
  %124 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !6
  %126 = getelementptr inbounds [4 x double], ptr @__const.main.da, i64 0, i64 %121
  %127 = load double, ptr %126, align 8, !tbaa !6
  %128 = call double @llvm.fmuladd.f64(double %127, double 1.000000e-05, double 0x3FE6666666666666)
  %129 = getelementptr inbounds [4 x double], ptr @__const.main.db, i64 0, i64 %121
  %130 = load double, ptr %129, align 8, !tbaa !6
  %131 = call double @llvm.fmuladd.f64(double %130, double 1.000000e-05, double 1.100000e+00)
  %132 = fneg double %131
  %133 = call double @exp(double noundef %132) #12
  %134 = fmul double %131, %131
  %135 = fmul double %128, %134
  %136 = call double @llvm.fmuladd.f64(double %128, double %133, double %135)
  %137 = call double @llvm.fmuladd.f64(double %127, double -1.000000e-05, double 0x3FE6666666666666)
  %138 = call double @llvm.fmuladd.f64(double %130, double -1.000000e-05, double 1.100000e+00)
  %139 = fneg double %138
  %140 = call double @exp(double noundef %139) #12
  %141 = fmul double %138, %138
  %142 = fmul double %137, %141
  %143 = call double @llvm.fmuladd.f64(double %137, double %140, double %142)
  %144 = fsub double %136, %143
  %145 = fdiv double %144, 2.000000e-05
  %146 = fsub double %125, %145
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = call double @llvm.fabs.f64(double %145)
  %149 = call double @llvm.maxnum.f64(double %148, double 1.000000e+00)
  %150 = fmul double %149, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp ugt double %147, %150
  %152 = fcmp ule double %148, 1.000000e-09
  %153 = or i1 %152, %151
  %154 = select i1 %153, ptr @.str.3, ptr @.str.4
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %125, double noundef %145, ptr noundef nonnull %154)
  %156 = zext i1 %153 to i32
  %157 = load i32, ptr @fails, align 4, !tbaa !10
  %158 = add nsw i32 %157, %156
  store i32 %158, ptr @fails, align 4, !tbaa !10
  %159 = add nuw nsw i64 %121, 1
  %160 = icmp eq i64 %159, 4
  br i1 %160, label %113, label %120, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare %struct.tan4 @__enzyme_fwddiff_w4(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @rosen(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %45

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  %7 = icmp ult i32 %1, 5
  br i1 %7, label %8, label %12

8:                                                ; preds = %43, %4
  %9 = phi i64 [ 0, %4 ], [ %13, %43 ]
  %10 = phi i64 [ 1, %4 ], [ %14, %43 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %40, %43 ]
  br label %47

12:                                               ; preds = %4
  %13 = and i64 %6, 2147483644
  %14 = or disjoint i64 %13, 1
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %41, %15 ]
  %17 = phi double [ 0.000000e+00, %12 ], [ %40, %15 ]
  %18 = or disjoint i64 %16, 1
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !6
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !6
  %23 = getelementptr inbounds double, ptr %0, i64 %16
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !6
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !6
  %27 = fneg <2 x double> %25
  %28 = fneg <2 x double> %26
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %25, <2 x double> %21)
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> %26, <2 x double> %22)
  %31 = fmul <2 x double> %29, <double 1.000000e+02, double 1.000000e+02>
  %32 = fmul <2 x double> %30, <double 1.000000e+02, double 1.000000e+02>
  %33 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %25
  %34 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %26
  %35 = fmul <2 x double> %33, %33
  %36 = fmul <2 x double> %34, %34
  %37 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %29, <2 x double> %35)
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> %30, <2 x double> %36)
  %39 = tail call double @llvm.vector.reduce.fadd.v2f64(double %17, <2 x double> %37)
  %40 = tail call double @llvm.vector.reduce.fadd.v2f64(double %39, <2 x double> %38)
  %41 = add nuw i64 %16, 4
  %42 = icmp eq i64 %41, %13
  br i1 %42, label %43, label %15, !llvm.loop !15

43:                                               ; preds = %15
  %44 = icmp eq i64 %13, %6
  br i1 %44, label %45, label %8

45:                                               ; preds = %47, %43, %2
  %46 = phi double [ 0.000000e+00, %2 ], [ %40, %43 ], [ %61, %47 ]
  ret double %46

47:                                               ; preds = %8, %47
  %48 = phi i64 [ %63, %47 ], [ %9, %8 ]
  %49 = phi i64 [ %62, %47 ], [ %10, %8 ]
  %50 = phi double [ %61, %47 ], [ %11, %8 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = getelementptr inbounds double, ptr %0, i64 %48
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = fneg double %54
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %54, double %52)
  %57 = fmul double %56, 1.000000e+02
  %58 = fsub double 1.000000e+00, %54
  %59 = fmul double %58, %58
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %56, double %59)
  %61 = fadd double %50, %60
  %62 = add nuw nsw i64 %49, 1
  %63 = add nuw nsw i64 %48, 1
  %64 = icmp eq i64 %63, %6
  br i1 %64, label %45, label %47, !llvm.loop !18
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !17, !16}
