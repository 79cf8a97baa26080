; ModuleID = 'rev/51_normalize_mag.c'
source_filename = "rev/51_normalize_mag.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@seed = internal constant [6 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 3.000000e-01, double -1.200000e+00, double 8.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"normalize din[%d]\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"normalized_dot din[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @mag(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %26, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %26 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %23, %26 ]
  br label %31

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %23, %12 ]
  %15 = or disjoint i64 %13, 1
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %16, align 8, !tbaa !6
  %19 = load double, ptr %17, align 8, !tbaa !6
  %20 = fmul double %18, %18
  %21 = fmul double %19, %19
  %22 = fadd double %14, %20
  %23 = fadd double %22, %21
  %24 = add nuw i64 %13, 2
  %25 = icmp eq i64 %24, %11
  br i1 %25, label %26, label %12, !llvm.loop !10

26:                                               ; preds = %12
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %31, %26, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %23, %26 ], [ %36, %31 ]
  %30 = tail call double @sqrt(double noundef %29) #11
  ret double %30

31:                                               ; preds = %7, %31
  %32 = phi i64 [ %37, %31 ], [ %8, %7 ]
  %33 = phi double [ %36, %31 ], [ %9, %7 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %32
  %35 = load double, ptr %34, align 8, !tbaa !6
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %33)
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %5
  br i1 %38, label %28, label %31, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @normalize(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %20, %3
  ret void

8:                                                ; preds = %20, %5
  %9 = phi i64 [ 0, %5 ], [ %24, %20 ]
  %10 = getelementptr inbounds double, ptr %1, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !6
  br label %12

12:                                               ; preds = %8, %12
  %13 = phi i64 [ %18, %12 ], [ 0, %8 ]
  %14 = phi double [ %17, %12 ], [ 0.000000e+00, %8 ]
  %15 = getelementptr inbounds double, ptr %1, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %14)
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %20, label %12, !llvm.loop !15

20:                                               ; preds = %12
  %21 = tail call double @sqrt(double noundef %17) #11
  %22 = fdiv double %11, %21
  %23 = getelementptr inbounds double, ptr %0, i64 %9
  store double %22, ptr %23, align 8, !tbaa !6
  %24 = add nuw nsw i64 %9, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %7, label %8, !llvm.loop !16
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @normalized_dot(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %54

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %8

8:                                                ; preds = %20, %6
  %9 = phi i64 [ 0, %6 ], [ %24, %20 ]
  %10 = getelementptr inbounds double, ptr %1, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !6
  br label %12

12:                                               ; preds = %12, %8
  %13 = phi i64 [ %18, %12 ], [ 0, %8 ]
  %14 = phi double [ %17, %12 ], [ 0.000000e+00, %8 ]
  %15 = getelementptr inbounds double, ptr %1, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %14)
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %20, label %12, !llvm.loop !15

20:                                               ; preds = %12
  %21 = tail call double @sqrt(double noundef %17) #11
  %22 = fdiv double %11, %21
  %23 = getelementptr inbounds double, ptr %0, i64 %9
  store double %22, ptr %23, align 8, !tbaa !6
  %24 = add nuw nsw i64 %9, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %8, !llvm.loop !16

26:                                               ; preds = %20
  br i1 %5, label %27, label %54

27:                                               ; preds = %26
  %28 = zext nneg i32 %3 to i64
  %29 = icmp ult i32 %3, 4
  br i1 %29, label %30, label %33

30:                                               ; preds = %52, %27
  %31 = phi i64 [ 0, %27 ], [ %34, %52 ]
  %32 = phi double [ 0.000000e+00, %27 ], [ %49, %52 ]
  br label %56

33:                                               ; preds = %27
  %34 = and i64 %7, 2147483644
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ 0, %33 ], [ %50, %35 ]
  %37 = phi double [ 0.000000e+00, %33 ], [ %49, %35 ]
  %38 = getelementptr inbounds double, ptr %2, i64 %36
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !6
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !6
  %42 = getelementptr inbounds double, ptr %0, i64 %36
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !6
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !6
  %46 = fmul <2 x double> %40, %44
  %47 = fmul <2 x double> %41, %45
  %48 = tail call double @llvm.vector.reduce.fadd.v2f64(double %37, <2 x double> %46)
  %49 = tail call double @llvm.vector.reduce.fadd.v2f64(double %48, <2 x double> %47)
  %50 = add nuw i64 %36, 4
  %51 = icmp eq i64 %50, %34
  br i1 %51, label %52, label %35, !llvm.loop !17

52:                                               ; preds = %35
  %53 = icmp eq i64 %34, %7
  br i1 %53, label %54, label %30

54:                                               ; preds = %56, %52, %4, %26
  %55 = phi double [ 0.000000e+00, %26 ], [ 0.000000e+00, %4 ], [ %49, %52 ], [ %63, %56 ]
  ret double %55

56:                                               ; preds = %30, %56
  %57 = phi i64 [ %64, %56 ], [ %31, %30 ]
  %58 = phi double [ %63, %56 ], [ %32, %30 ]
  %59 = getelementptr inbounds double, ptr %2, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !6
  %61 = getelementptr inbounds double, ptr %0, i64 %57
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %58)
  %64 = add nuw nsw i64 %57, 1
  %65 = icmp eq i64 %64, %28
  br i1 %65, label %54, label %56, !llvm.loop !18
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [6 x double], align 8
  %2 = alloca [6 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x double], align 8
  %8 = alloca [64 x i8], align 1
  %9 = alloca [6 x double], align 8
  %10 = alloca [6 x double], align 8
  %11 = alloca [6 x double], align 8
  %12 = alloca [6 x double], align 8
  %13 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 6, ptr %3, align 4, !tbaa !19
  %14 = load volatile i32, ptr %3, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #11
  store <2 x double> <double 9.000000e-01, double -3.000000e-01>, ptr %4, align 16
  %15 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.400000e+00, double 2.000000e-01>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 6.000000e-01, double -1.100000e+00>, ptr %16, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, ptr noundef nonnull align 8 dereferenceable(48) @seed, i64 48, i1 false), !tbaa !6
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %19 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalize, i32 noundef %17, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %17, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, i32 noundef %14) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #11
  %20 = icmp sgt i32 %14, 0
  %21 = zext i32 %14 to i64
  %22 = icmp ult i32 %14, 4
  %23 = and i64 %21, 2147483644
  %24 = icmp eq i64 %23, %21
  %25 = icmp ult i32 %14, 4
  %26 = and i64 %21, 2147483644
  %27 = icmp eq i64 %26, %21
  br label %38

28:                                               ; preds = %147
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %30 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalized_dot, i32 noundef %29, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %29, ptr noundef nonnull %4, ptr noundef nonnull %11, i32 noundef %30, ptr noundef nonnull @seed, i32 noundef %30, i32 noundef %14) #11
  %32 = icmp ult i32 %14, 4
  %33 = and i64 %21, 2147483644
  %34 = icmp eq i64 %33, %21
  %35 = icmp ult i32 %14, 4
  %36 = and i64 %21, 2147483644
  %37 = icmp eq i64 %36, %21
  br label %178

38:                                               ; preds = %0, %147
  %39 = phi i64 [ 0, %0 ], [ %169, %147 ]
  %40 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = fadd double %41, 0x3EB0C6F7A0B5ED8D
  store double %42, ptr %40, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #11
  br i1 %20, label %44, label %43

43:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #11
  br label %147

44:                                               ; preds = %38, %56
  %45 = phi i64 [ %60, %56 ], [ 0, %38 ]
  %46 = getelementptr inbounds double, ptr %4, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !6
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ %54, %48 ], [ 0, %44 ]
  %50 = phi double [ %53, %48 ], [ 0.000000e+00, %44 ]
  %51 = getelementptr inbounds double, ptr %4, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = call double @llvm.fmuladd.f64(double %52, double %52, double %50)
  %54 = add nuw nsw i64 %49, 1
  %55 = icmp eq i64 %54, %21
  br i1 %55, label %56, label %48, !llvm.loop !15

56:                                               ; preds = %48
  %57 = call double @sqrt(double noundef %53) #11
  %58 = fdiv double %47, %57
  %59 = getelementptr inbounds double, ptr %2, i64 %45
  store double %58, ptr %59, align 8, !tbaa !6
  %60 = add nuw nsw i64 %45, 1
  %61 = icmp eq i64 %60, %21
  br i1 %61, label %62, label %44, !llvm.loop !16

62:                                               ; preds = %56
  br i1 %22, label %81, label %63

63:                                               ; preds = %62, %63
  %64 = phi i64 [ %78, %63 ], [ 0, %62 ]
  %65 = phi double [ %77, %63 ], [ 0.000000e+00, %62 ]
  %66 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %64
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !6
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !6
  %70 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %64
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !6
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !6
  %74 = fmul <2 x double> %68, %72
  %75 = fmul <2 x double> %69, %73
  %76 = call double @llvm.vector.reduce.fadd.v2f64(double %65, <2 x double> %74)
  %77 = call double @llvm.vector.reduce.fadd.v2f64(double %76, <2 x double> %75)
  %78 = add nuw i64 %64, 4
  %79 = icmp eq i64 %78, %23
  br i1 %79, label %80, label %63, !llvm.loop !21

80:                                               ; preds = %63
  br i1 %24, label %94, label %81

81:                                               ; preds = %80, %62
  %82 = phi i64 [ 0, %62 ], [ %23, %80 ]
  %83 = phi double [ 0.000000e+00, %62 ], [ %77, %80 ]
  br label %84

84:                                               ; preds = %81, %84
  %85 = phi i64 [ %92, %84 ], [ %82, %81 ]
  %86 = phi double [ %91, %84 ], [ %83, %81 ]
  %87 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %85
  %88 = load double, ptr %87, align 8, !tbaa !6
  %89 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %85
  %90 = load double, ptr %89, align 8, !tbaa !6
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %86)
  %92 = add nuw nsw i64 %85, 1
  %93 = icmp eq i64 %92, %21
  br i1 %93, label %94, label %84, !llvm.loop !22

94:                                               ; preds = %84, %80
  %95 = phi double [ %77, %80 ], [ %91, %84 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #11
  %96 = fadd double %41, 0xBEB0C6F7A0B5ED8D
  store double %96, ptr %40, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #11
  br label %97

97:                                               ; preds = %109, %94
  %98 = phi i64 [ 0, %94 ], [ %113, %109 ]
  %99 = getelementptr inbounds double, ptr %4, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !6
  br label %101

101:                                              ; preds = %101, %97
  %102 = phi i64 [ %107, %101 ], [ 0, %97 ]
  %103 = phi double [ %106, %101 ], [ 0.000000e+00, %97 ]
  %104 = getelementptr inbounds double, ptr %4, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = call double @llvm.fmuladd.f64(double %105, double %105, double %103)
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, %21
  br i1 %108, label %109, label %101, !llvm.loop !15

109:                                              ; preds = %101
  %110 = call double @sqrt(double noundef %106) #11
  %111 = fdiv double %100, %110
  %112 = getelementptr inbounds double, ptr %1, i64 %98
  store double %111, ptr %112, align 8, !tbaa !6
  %113 = add nuw nsw i64 %98, 1
  %114 = icmp eq i64 %113, %21
  br i1 %114, label %115, label %97, !llvm.loop !16

115:                                              ; preds = %109
  br i1 %25, label %134, label %116

116:                                              ; preds = %115, %116
  %117 = phi i64 [ %131, %116 ], [ 0, %115 ]
  %118 = phi double [ %130, %116 ], [ 0.000000e+00, %115 ]
  %119 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %117
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !6
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !6
  %123 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %117
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load <2 x double>, ptr %123, align 8, !tbaa !6
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !6
  %127 = fmul <2 x double> %121, %125
  %128 = fmul <2 x double> %122, %126
  %129 = call double @llvm.vector.reduce.fadd.v2f64(double %118, <2 x double> %127)
  %130 = call double @llvm.vector.reduce.fadd.v2f64(double %129, <2 x double> %128)
  %131 = add nuw i64 %117, 4
  %132 = icmp eq i64 %131, %26
  br i1 %132, label %133, label %116, !llvm.loop !23

133:                                              ; preds = %116
  br i1 %27, label %147, label %134

134:                                              ; preds = %133, %115
  %135 = phi i64 [ 0, %115 ], [ %26, %133 ]
  %136 = phi double [ 0.000000e+00, %115 ], [ %130, %133 ]
  br label %137

137:                                              ; preds = %134, %137
  %138 = phi i64 [ %145, %137 ], [ %135, %134 ]
  %139 = phi double [ %144, %137 ], [ %136, %134 ]
  %140 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %138
  %141 = load double, ptr %140, align 8, !tbaa !6
  %142 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %138
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = call double @llvm.fmuladd.f64(double %141, double %143, double %139)
  %145 = add nuw nsw i64 %138, 1
  %146 = icmp eq i64 %145, %21
  br i1 %146, label %147, label %137, !llvm.loop !24

147:                                              ; preds = %137, %133, %43
  %148 = phi double [ 0.000000e+00, %43 ], [ %95, %133 ], [ %95, %137 ]
  %149 = phi double [ 0.000000e+00, %43 ], [ %130, %133 ], [ %144, %137 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #11
  store double %41, ptr %40, align 8, !tbaa !6
  %150 = trunc nuw nsw i64 %39 to i32
  %151 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %150) #11
  %152 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %39
  %153 = load double, ptr %152, align 8, !tbaa !6
  %154 = fsub double %148, %149
  %155 = fdiv double %154, 2.000000e-06
  %156 = fsub double %153, %155
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = call double @llvm.fabs.f64(double %155)
  %159 = call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.3, ptr @.str.4
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %8, double noundef %153, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !19
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !19
  %169 = add nuw nsw i64 %39, 1
  %170 = icmp eq i64 %169, 6
  br i1 %170, label %28, label %38, !llvm.loop !25

171:                                              ; preds = %286
  %172 = icmp eq i32 %307, 0
  %173 = select i1 %172, ptr @.str.4, ptr @.str.3
  %174 = call i32 @puts(ptr nonnull dereferenceable(1) %173)
  %175 = load i32, ptr @fails, align 4, !tbaa !19
  %176 = icmp ne i32 %175, 0
  %177 = zext i1 %176 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %177

178:                                              ; preds = %28, %286
  %179 = phi i64 [ 0, %28 ], [ %308, %286 ]
  %180 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #11
  %182 = fadd double %181, 0x3EB0C6F7A0B5ED8D
  store double %182, ptr %180, align 8, !tbaa !6
  br i1 %20, label %183, label %286

183:                                              ; preds = %178, %195
  %184 = phi i64 [ %199, %195 ], [ 0, %178 ]
  %185 = getelementptr inbounds double, ptr %4, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !6
  br label %187

187:                                              ; preds = %187, %183
  %188 = phi i64 [ %193, %187 ], [ 0, %183 ]
  %189 = phi double [ %192, %187 ], [ 0.000000e+00, %183 ]
  %190 = getelementptr inbounds double, ptr %4, i64 %188
  %191 = load double, ptr %190, align 8, !tbaa !6
  %192 = call double @llvm.fmuladd.f64(double %191, double %191, double %189)
  %193 = add nuw nsw i64 %188, 1
  %194 = icmp eq i64 %193, %21
  br i1 %194, label %195, label %187, !llvm.loop !15

195:                                              ; preds = %187
  %196 = call double @sqrt(double noundef %192) #11
  %197 = fdiv double %186, %196
  %198 = getelementptr inbounds double, ptr %12, i64 %184
  store double %197, ptr %198, align 8, !tbaa !6
  %199 = add nuw nsw i64 %184, 1
  %200 = icmp eq i64 %199, %21
  br i1 %200, label %201, label %183, !llvm.loop !16

201:                                              ; preds = %195
  br i1 %32, label %220, label %202

202:                                              ; preds = %201, %202
  %203 = phi i64 [ %217, %202 ], [ 0, %201 ]
  %204 = phi double [ %216, %202 ], [ 0.000000e+00, %201 ]
  %205 = getelementptr inbounds double, ptr @seed, i64 %203
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load <2 x double>, ptr %205, align 8, !tbaa !6
  %208 = load <2 x double>, ptr %206, align 8, !tbaa !6
  %209 = getelementptr inbounds double, ptr %12, i64 %203
  %210 = getelementptr inbounds i8, ptr %209, i64 16
  %211 = load <2 x double>, ptr %209, align 8, !tbaa !6
  %212 = load <2 x double>, ptr %210, align 8, !tbaa !6
  %213 = fmul <2 x double> %207, %211
  %214 = fmul <2 x double> %208, %212
  %215 = call double @llvm.vector.reduce.fadd.v2f64(double %204, <2 x double> %213)
  %216 = call double @llvm.vector.reduce.fadd.v2f64(double %215, <2 x double> %214)
  %217 = add nuw i64 %203, 4
  %218 = icmp eq i64 %217, %33
  br i1 %218, label %219, label %202, !llvm.loop !26

219:                                              ; preds = %202
  br i1 %34, label %233, label %220

220:                                              ; preds = %219, %201
  %221 = phi i64 [ 0, %201 ], [ %33, %219 ]
  %222 = phi double [ 0.000000e+00, %201 ], [ %216, %219 ]
  br label %223

223:                                              ; preds = %220, %223
  %224 = phi i64 [ %231, %223 ], [ %221, %220 ]
  %225 = phi double [ %230, %223 ], [ %222, %220 ]
  %226 = getelementptr inbounds double, ptr @seed, i64 %224
  %227 = load double, ptr %226, align 8, !tbaa !6
  %228 = getelementptr inbounds double, ptr %12, i64 %224
  %229 = load double, ptr %228, align 8, !tbaa !6
  %230 = call double @llvm.fmuladd.f64(double %227, double %229, double %225)
  %231 = add nuw nsw i64 %224, 1
  %232 = icmp eq i64 %231, %21
  br i1 %232, label %233, label %223, !llvm.loop !27

233:                                              ; preds = %223, %219
  %234 = phi double [ %216, %219 ], [ %230, %223 ]
  %235 = fadd double %181, 0xBEB0C6F7A0B5ED8D
  store double %235, ptr %180, align 8, !tbaa !6
  br label %236

236:                                              ; preds = %248, %233
  %237 = phi i64 [ 0, %233 ], [ %252, %248 ]
  %238 = getelementptr inbounds double, ptr %4, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !6
  br label %240

240:                                              ; preds = %240, %236
  %241 = phi i64 [ %246, %240 ], [ 0, %236 ]
  %242 = phi double [ %245, %240 ], [ 0.000000e+00, %236 ]
  %243 = getelementptr inbounds double, ptr %4, i64 %241
  %244 = load double, ptr %243, align 8, !tbaa !6
  %245 = call double @llvm.fmuladd.f64(double %244, double %244, double %242)
  %246 = add nuw nsw i64 %241, 1
  %247 = icmp eq i64 %246, %21
  br i1 %247, label %248, label %240, !llvm.loop !15

248:                                              ; preds = %240
  %249 = call double @sqrt(double noundef %245) #11
  %250 = fdiv double %239, %249
  %251 = getelementptr inbounds double, ptr %13, i64 %237
  store double %250, ptr %251, align 8, !tbaa !6
  %252 = add nuw nsw i64 %237, 1
  %253 = icmp eq i64 %252, %21
  br i1 %253, label %254, label %236, !llvm.loop !16

254:                                              ; preds = %248
  br i1 %35, label %273, label %255

255:                                              ; preds = %254, %255
  %256 = phi i64 [ %270, %255 ], [ 0, %254 ]
  %257 = phi double [ %269, %255 ], [ 0.000000e+00, %254 ]
  %258 = getelementptr inbounds double, ptr @seed, i64 %256
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load <2 x double>, ptr %258, align 8, !tbaa !6
  %261 = load <2 x double>, ptr %259, align 8, !tbaa !6
  %262 = getelementptr inbounds double, ptr %13, i64 %256
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <2 x double>, ptr %262, align 8, !tbaa !6
  %265 = load <2 x double>, ptr %263, align 8, !tbaa !6
  %266 = fmul <2 x double> %260, %264
  %267 = fmul <2 x double> %261, %265
  %268 = call double @llvm.vector.reduce.fadd.v2f64(double %257, <2 x double> %266)
  %269 = call double @llvm.vector.reduce.fadd.v2f64(double %268, <2 x double> %267)
  %270 = add nuw i64 %256, 4
  %271 = icmp eq i64 %270, %36
  br i1 %271, label %272, label %255, !llvm.loop !28

272:                                              ; preds = %255
  br i1 %37, label %286, label %273

273:                                              ; preds = %272, %254
  %274 = phi i64 [ 0, %254 ], [ %36, %272 ]
  %275 = phi double [ 0.000000e+00, %254 ], [ %269, %272 ]
  br label %276

276:                                              ; preds = %273, %276
  %277 = phi i64 [ %284, %276 ], [ %274, %273 ]
  %278 = phi double [ %283, %276 ], [ %275, %273 ]
  %279 = getelementptr inbounds double, ptr @seed, i64 %277
  %280 = load double, ptr %279, align 8, !tbaa !6
  %281 = getelementptr inbounds double, ptr %13, i64 %277
  %282 = load double, ptr %281, align 8, !tbaa !6
  %283 = call double @llvm.fmuladd.f64(double %280, double %282, double %278)
  %284 = add nuw nsw i64 %277, 1
  %285 = icmp eq i64 %284, %21
  br i1 %285, label %286, label %276, !llvm.loop !29

286:                                              ; preds = %276, %272, %178
  %287 = phi double [ 0.000000e+00, %178 ], [ %234, %272 ], [ %234, %276 ]
  %288 = phi double [ 0.000000e+00, %178 ], [ %269, %272 ], [ %283, %276 ]
  store double %181, ptr %180, align 8, !tbaa !6
  %289 = trunc nuw nsw i64 %179 to i32
  %290 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %289) #11
  %291 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %179
  %292 = load double, ptr %291, align 8, !tbaa !6
  %293 = fsub double %287, %288
  %294 = fdiv double %293, 2.000000e-06
  %295 = fsub double %292, %294
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = call double @llvm.fabs.f64(double %294)
  %298 = call double @llvm.maxnum.f64(double %297, double 1.000000e+00)
  %299 = fmul double %298, 0x3EB0C6F7A0B5ED8D
  %300 = fcmp ugt double %296, %299
  %301 = fcmp ule double %297, 1.000000e-09
  %302 = or i1 %301, %300
  %303 = select i1 %302, ptr @.str.3, ptr @.str.4
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %8, double noundef %292, double noundef %294, ptr noundef nonnull %303)
  %305 = zext i1 %302 to i32
  %306 = load i32, ptr @fails, align 4, !tbaa !19
  %307 = add nsw i32 %306, %305
  store i32 %307, ptr @fails, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #11
  %308 = add nuw nsw i64 %179, 1
  %309 = icmp eq i64 %308, 6
  br i1 %309, label %171, label %178, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11, !13, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !8, i64 0}
!21 = distinct !{!21, !11, !12, !13}
!22 = distinct !{!22, !11, !13, !12}
!23 = distinct !{!23, !11, !12, !13}
!24 = distinct !{!24, !11, !13, !12}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !12, !13}
!27 = distinct !{!27, !11, !13, !12}
!28 = distinct !{!28, !11, !12, !13}
!29 = distinct !{!29, !11, !13, !12}
!30 = distinct !{!30, !11}
