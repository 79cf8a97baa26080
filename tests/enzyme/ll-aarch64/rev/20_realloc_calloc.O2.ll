; ModuleID = 'rev/20_realloc_calloc.c'
source_filename = "rev/20_realloc_calloc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"pushback d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"histogram d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 8
  %5 = alloca [9 x double], align 8
  %6 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 9, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 4, ptr %2, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, i8 0, i64 72, i1 false)
  store <2 x double> <double 0x3FDA9F3906C1A794, double 0x3FEEFCDE39BCBBD9>, ptr %3, align 16, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0xBFD4EB26DC52FDD5, double 0xBFE174A354E0381D>, ptr %9, align 16, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FE9CB57CADA5992, double 0x3FE5A54708E9BDD3>, ptr %10, align 16, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0xBFE4890559A5092D, double 0xBFC61169520DF5AC>, ptr %11, align 16, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0x3FF0659BC395CBED, ptr %12, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pushback, i32 noundef %13, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, i32 noundef %7) #12
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @histogram, i32 noundef %16, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %17, i32 noundef %7, i32 noundef %17, i32 noundef %8) #12
  %19 = sext i32 %8 to i64
  %20 = icmp sgt i32 %7, 0
  %21 = zext nneg i32 %7 to i64
  %22 = icmp sgt i32 %8, 0
  %23 = zext nneg i32 %8 to i64
  br label %31

24:                                               ; preds = %103
  %25 = icmp eq i32 %141, 0
  %26 = select i1 %25, ptr @.str.4, ptr @.str.3
  %27 = call i32 @puts(ptr nonnull dereferenceable(1) %26)
  %28 = load i32, ptr @fails, align 4, !tbaa !6
  %29 = icmp ne i32 %28, 0
  %30 = zext i1 %29 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %30

31:                                               ; preds = %0, %103
  %32 = phi i64 [ 0, %0 ], [ %142, %103 ]
  %33 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  store double %35, ptr %33, align 8, !tbaa !10
  %36 = call double @pushback(ptr noundef nonnull %3, i32 noundef %7)
  %37 = call noalias ptr @calloc(i64 noundef %19, i64 noundef 8) #13
  br i1 %20, label %39, label %38

38:                                               ; preds = %39, %31
  br i1 %22, label %57, label %68

39:                                               ; preds = %31, %39
  %40 = phi i64 [ %55, %39 ], [ 0, %31 ]
  %41 = getelementptr inbounds double, ptr %3, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = trunc i64 %40 to i32
  %44 = add i32 %43, 2
  %45 = urem i32 %44, %7
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %3, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = mul i32 %43, 7
  %50 = srem i32 %49, %8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %37, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = call double @llvm.fmuladd.f64(double %42, double %48, double %53)
  store double %54, ptr %52, align 8, !tbaa !10
  %55 = add nuw nsw i64 %40, 1
  %56 = icmp eq i64 %55, %21
  br i1 %56, label %38, label %39, !llvm.loop !12

57:                                               ; preds = %38, %57
  %58 = phi i64 [ %63, %57 ], [ 0, %38 ]
  %59 = phi double [ %66, %57 ], [ 0.000000e+00, %38 ]
  %60 = getelementptr inbounds double, ptr %37, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = fmul double %61, %61
  %63 = add nuw nsw i64 %58, 1
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = call double @llvm.fmuladd.f64(double %62, double %65, double %59)
  %67 = icmp eq i64 %63, %23
  br i1 %67, label %68, label %57, !llvm.loop !14

68:                                               ; preds = %57, %38
  %69 = phi double [ 0.000000e+00, %38 ], [ %66, %57 ]
  call void @free(ptr noundef %37) #12
  %70 = fadd double %34, 0xBEB0C6F7A0B5ED8D
  store double %70, ptr %33, align 8, !tbaa !10
  %71 = call double @pushback(ptr noundef nonnull %3, i32 noundef %7)
  %72 = call noalias ptr @calloc(i64 noundef %19, i64 noundef 8) #13
  br i1 %20, label %74, label %73

73:                                               ; preds = %74, %68
  br i1 %22, label %92, label %103

74:                                               ; preds = %68, %74
  %75 = phi i64 [ %90, %74 ], [ 0, %68 ]
  %76 = getelementptr inbounds double, ptr %3, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = trunc i64 %75 to i32
  %79 = add i32 %78, 2
  %80 = urem i32 %79, %7
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %3, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = mul i32 %78, 7
  %85 = srem i32 %84, %8
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %72, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !10
  %89 = call double @llvm.fmuladd.f64(double %77, double %83, double %88)
  store double %89, ptr %87, align 8, !tbaa !10
  %90 = add nuw nsw i64 %75, 1
  %91 = icmp eq i64 %90, %21
  br i1 %91, label %73, label %74, !llvm.loop !12

92:                                               ; preds = %73, %92
  %93 = phi i64 [ %98, %92 ], [ 0, %73 ]
  %94 = phi double [ %101, %92 ], [ 0.000000e+00, %73 ]
  %95 = getelementptr inbounds double, ptr %72, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = fmul double %96, %96
  %98 = add nuw nsw i64 %93, 1
  %99 = trunc nuw nsw i64 %98 to i32
  %100 = uitofp nneg i32 %99 to double
  %101 = call double @llvm.fmuladd.f64(double %97, double %100, double %94)
  %102 = icmp eq i64 %98, %23
  br i1 %102, label %103, label %92, !llvm.loop !14

103:                                              ; preds = %92, %73
  %104 = phi double [ 0.000000e+00, %73 ], [ %101, %92 ]
  call void @free(ptr noundef %72) #12
  store double %34, ptr %33, align 8, !tbaa !10
  %105 = trunc nuw nsw i64 %32 to i32
  %106 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %105) #12
  %107 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %32
  %108 = load double, ptr %107, align 8, !tbaa !10
  %109 = fsub double %36, %71
  %110 = fdiv double %109, 2.000000e-06
  %111 = fsub double %108, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = call double @llvm.fabs.f64(double %110)
  %114 = call double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp ugt double %112, %115
  %117 = fcmp ule double %113, 1.000000e-09
  %118 = or i1 %117, %116
  %119 = select i1 %118, ptr @.str.3, ptr @.str.4
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %108, double noundef %110, ptr noundef nonnull %119)
  %121 = zext i1 %118 to i32
  %122 = load i32, ptr @fails, align 4, !tbaa !6
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr @fails, align 4, !tbaa !6
  %124 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %105) #12
  %125 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %32
  %126 = load double, ptr %125, align 8, !tbaa !10
  %127 = fsub double %69, %104
  %128 = fdiv double %127, 2.000000e-06
  %129 = fsub double %126, %128
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = call double @llvm.fabs.f64(double %128)
  %132 = call double @llvm.maxnum.f64(double %131, double 1.000000e+00)
  %133 = fmul double %132, 0x3EB0C6F7A0B5ED8D
  %134 = fcmp ugt double %130, %133
  %135 = fcmp ule double %131, 1.000000e-09
  %136 = or i1 %135, %134
  %137 = select i1 %136, ptr @.str.3, ptr @.str.4
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %126, double noundef %128, ptr noundef nonnull %137)
  %139 = zext i1 %136 to i32
  %140 = load i32, ptr @fails, align 4, !tbaa !6
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr @fails, align 4, !tbaa !6
  %142 = add nuw nsw i64 %32, 1
  %143 = icmp eq i64 %142, 9
  br i1 %143, label %24, label %31, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @pushback(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %93

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %38

6:                                                ; preds = %87
  %7 = icmp sgt i32 %90, 0
  br i1 %7, label %8, label %93

8:                                                ; preds = %6
  %9 = zext nneg i32 %90 to i64
  %10 = icmp eq i32 %90, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %36, %8
  %12 = phi i64 [ 0, %8 ], [ %15, %36 ]
  %13 = phi double [ 0.000000e+00, %8 ], [ %33, %36 ]
  br label %96

14:                                               ; preds = %8
  %15 = and i64 %9, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %34, %16 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %33, %16 ]
  %19 = or disjoint i64 %17, 1
  %20 = getelementptr inbounds double, ptr %89, i64 %17
  %21 = getelementptr inbounds double, ptr %89, i64 %19
  %22 = load double, ptr %20, align 8, !tbaa !10
  %23 = load double, ptr %21, align 8, !tbaa !10
  %24 = trunc i64 %17 to i32
  %25 = or disjoint i32 %24, 1
  %26 = trunc i64 %17 to i32
  %27 = add i32 %26, 2
  %28 = uitofp nneg i32 %25 to double
  %29 = uitofp nneg i32 %27 to double
  %30 = fmul double %22, %28
  %31 = fmul double %23, %29
  %32 = fadd double %18, %30
  %33 = fadd double %32, %31
  %34 = add nuw i64 %17, 2
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %16, !llvm.loop !16

36:                                               ; preds = %16
  %37 = icmp eq i64 %15, %9
  br i1 %37, label %93, label %11

38:                                               ; preds = %4, %87
  %39 = phi i64 [ 0, %4 ], [ %88, %87 ]
  %40 = phi i32 [ 0, %4 ], [ %91, %87 ]
  %41 = phi i32 [ 0, %4 ], [ %90, %87 ]
  %42 = phi ptr [ null, %4 ], [ %89, %87 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %39
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = fmul double %44, %44
  %46 = icmp eq i32 %41, %40
  br i1 %46, label %47, label %54

47:                                               ; preds = %38
  %48 = icmp eq i32 %40, 0
  %49 = shl nsw i32 %40, 1
  %50 = select i1 %48, i32 1, i32 %49
  %51 = sext i32 %50 to i64
  %52 = shl nsw i64 %51, 3
  %53 = tail call ptr @realloc(ptr noundef %42, i64 noundef %52) #14
  br label %54

54:                                               ; preds = %38, %47
  %55 = phi ptr [ %53, %47 ], [ %42, %38 ]
  %56 = phi i32 [ %50, %47 ], [ %40, %38 ]
  %57 = add nsw i32 %41, 1
  %58 = sext i32 %41 to i64
  %59 = getelementptr inbounds double, ptr %55, i64 %58
  store double %45, ptr %59, align 8, !tbaa !10
  %60 = load double, ptr %43, align 8, !tbaa !10
  %61 = fcmp ogt double %60, 0.000000e+00
  br i1 %61, label %64, label %62

62:                                               ; preds = %54
  %63 = add nuw nsw i64 %39, 1
  br label %87

64:                                               ; preds = %54
  %65 = tail call double @sqrt(double noundef %60) #12
  %66 = add nuw nsw i64 %39, 1
  %67 = icmp eq i64 %66, %5
  %68 = and i64 %66, 4294967295
  %69 = select i1 %67, i64 0, i64 %68
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = fmul double %65, %71
  %73 = icmp eq i32 %57, %56
  br i1 %73, label %74, label %81

74:                                               ; preds = %64
  %75 = icmp eq i32 %56, 0
  %76 = shl nsw i32 %56, 1
  %77 = select i1 %75, i32 1, i32 %76
  %78 = sext i32 %77 to i64
  %79 = shl nsw i64 %78, 3
  %80 = tail call ptr @realloc(ptr noundef nonnull %55, i64 noundef %79) #14
  br label %81

81:                                               ; preds = %64, %74
  %82 = phi ptr [ %80, %74 ], [ %55, %64 ]
  %83 = phi i32 [ %77, %74 ], [ %56, %64 ]
  %84 = add nsw i32 %41, 2
  %85 = sext i32 %57 to i64
  %86 = getelementptr inbounds double, ptr %82, i64 %85
  store double %72, ptr %86, align 8, !tbaa !10
  br label %87

87:                                               ; preds = %62, %81
  %88 = phi i64 [ %63, %62 ], [ %66, %81 ]
  %89 = phi ptr [ %55, %62 ], [ %82, %81 ]
  %90 = phi i32 [ %57, %62 ], [ %84, %81 ]
  %91 = phi i32 [ %56, %62 ], [ %83, %81 ]
  %92 = icmp eq i64 %88, %5
  br i1 %92, label %6, label %38, !llvm.loop !19

93:                                               ; preds = %96, %36, %2, %6
  %94 = phi ptr [ %89, %6 ], [ null, %2 ], [ %89, %36 ], [ %89, %96 ]
  %95 = phi double [ 0.000000e+00, %6 ], [ 0.000000e+00, %2 ], [ %33, %36 ], [ %104, %96 ]
  tail call void @free(ptr noundef %94) #12
  ret double %95

96:                                               ; preds = %11, %96
  %97 = phi i64 [ %101, %96 ], [ %12, %11 ]
  %98 = phi double [ %104, %96 ], [ %13, %11 ]
  %99 = getelementptr inbounds double, ptr %89, i64 %97
  %100 = load double, ptr %99, align 8, !tbaa !10
  %101 = add nuw nsw i64 %97, 1
  %102 = trunc nuw nsw i64 %101 to i32
  %103 = uitofp nneg i32 %102 to double
  %104 = tail call double @llvm.fmuladd.f64(double %100, double %103, double %98)
  %105 = icmp eq i64 %101, %9
  br i1 %105, label %93, label %96, !llvm.loop !20
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @histogram(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #13
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %43

9:                                                ; preds = %43, %3
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %62

11:                                               ; preds = %9
  %12 = zext nneg i32 %2 to i64
  %13 = icmp eq i32 %2, 1
  br i1 %13, label %14, label %17

14:                                               ; preds = %41, %11
  %15 = phi i64 [ 0, %11 ], [ %18, %41 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %38, %41 ]
  br label %64

17:                                               ; preds = %11
  %18 = and i64 %12, 2147483646
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %39, %19 ]
  %21 = phi double [ 0.000000e+00, %17 ], [ %38, %19 ]
  %22 = or disjoint i64 %20, 1
  %23 = getelementptr inbounds double, ptr %5, i64 %20
  %24 = getelementptr inbounds double, ptr %5, i64 %22
  %25 = load double, ptr %23, align 8, !tbaa !10
  %26 = load double, ptr %24, align 8, !tbaa !10
  %27 = fmul double %25, %25
  %28 = fmul double %26, %26
  %29 = trunc i64 %20 to i32
  %30 = or disjoint i32 %29, 1
  %31 = trunc i64 %20 to i32
  %32 = add i32 %31, 2
  %33 = uitofp nneg i32 %30 to double
  %34 = uitofp nneg i32 %32 to double
  %35 = fmul double %27, %33
  %36 = fmul double %28, %34
  %37 = fadd double %21, %35
  %38 = fadd double %37, %36
  %39 = add nuw i64 %20, 2
  %40 = icmp eq i64 %39, %18
  br i1 %40, label %41, label %19, !llvm.loop !21

41:                                               ; preds = %19
  %42 = icmp eq i64 %18, %12
  br i1 %42, label %62, label %14

43:                                               ; preds = %7, %43
  %44 = phi i64 [ 0, %7 ], [ %60, %43 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = trunc i64 %44 to i32
  %48 = add i32 %47, 2
  %49 = urem i32 %48, %1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = trunc i64 %44 to i32
  %54 = mul i32 %53, 7
  %55 = srem i32 %54, %2
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %5, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !10
  %59 = tail call double @llvm.fmuladd.f64(double %46, double %52, double %58)
  store double %59, ptr %57, align 8, !tbaa !10
  %60 = add nuw nsw i64 %44, 1
  %61 = icmp eq i64 %60, %8
  br i1 %61, label %9, label %43, !llvm.loop !12

62:                                               ; preds = %64, %41, %9
  %63 = phi double [ 0.000000e+00, %9 ], [ %38, %41 ], [ %73, %64 ]
  tail call void @free(ptr noundef %5) #12
  ret double %63

64:                                               ; preds = %14, %64
  %65 = phi i64 [ %70, %64 ], [ %15, %14 ]
  %66 = phi double [ %73, %64 ], [ %16, %14 ]
  %67 = getelementptr inbounds double, ptr %5, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = fmul double %68, %68
  %70 = add nuw nsw i64 %65, 1
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %69, double %72, double %66)
  %74 = icmp eq i64 %70, %12
  br i1 %74, label %62, label %64, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13, !17}
!21 = distinct !{!21, !13, !17, !18}
!22 = distinct !{!22, !13, !17}
