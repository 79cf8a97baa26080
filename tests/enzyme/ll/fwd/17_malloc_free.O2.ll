; ModuleID = 'fwd/17_malloc_free.c'
source_filename = "fwd/17_malloc_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"normalized_energy\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"weighted (calloc)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #10
  store <2 x double> <double 1.200000e+00, double 0x3FE4EA4269CA16EF>, ptr %1, align 16, !tbaa !5
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFD8DD33CA448E13, double 0xBFE93308C640A550>, ptr %3, align 16, !tbaa !5
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFBB7A2ABE57D774, double 0x3FED13D2A26E3AAE>, ptr %5, align 16, !tbaa !5
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  %8 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FF2675A4A541548, double 0x3FD69DAD672DAF8C>, ptr %7, align 16, !tbaa !5
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store double 0xBFE38E12EFC6AF26, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %2, i64 64
  store double -5.000000e-01, ptr %10, align 16, !tbaa !5
  %11 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @normalized_energy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #10
  %12 = fadd double %11, 0x3FB3BA748B661C00
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3EB0C6F7A0B5ED8D
  %15 = select i1 %14, ptr @.str.3, ptr @.str.4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %11, double noundef 0xBFB3BA748B661C00, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !9
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !9
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @weighted, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #10
  %21 = fadd double %20, 0x3FF097F372F6E240
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ugt double %22, 0x3EB1664CA8100000
  %24 = select i1 %23, ptr @.str.3, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %20, double noundef 0xBFF097F372F6E240, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !9
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !9
  %29 = icmp eq i32 %28, 0
  %30 = select i1 %29, ptr @.str.4, ptr @.str.3
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) %30)
  %32 = load i32, ptr @fails, align 4, !tbaa !9
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10
  ret i32 %34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @normalized_energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #11
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %104

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %1, 4
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483644
  br label %50

13:                                               ; preds = %50, %7
  %14 = phi double [ poison, %7 ], [ %68, %50 ]
  %15 = phi i64 [ 0, %7 ], [ %69, %50 ]
  %16 = phi double [ 0.000000e+00, %7 ], [ %68, %50 ]
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %25, %18 ], [ %15, %13 ]
  %20 = phi double [ %24, %18 ], [ %16, %13 ]
  %21 = phi i64 [ %26, %18 ], [ 0, %13 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = add nuw nsw i64 %19, 1
  %26 = add i64 %21, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %18, !llvm.loop !11

28:                                               ; preds = %18, %13
  %29 = phi double [ %14, %13 ], [ %24, %18 ]
  %30 = tail call double @sqrt(double noundef %29) #10
  br i1 %6, label %31, label %104

31:                                               ; preds = %28
  %32 = zext nneg i32 %1 to i64
  %33 = icmp eq i32 %1, 1
  br i1 %33, label %34, label %36

34:                                               ; preds = %48, %31
  %35 = phi i64 [ 0, %31 ], [ %37, %48 ]
  br label %81

36:                                               ; preds = %31
  %37 = and i64 %8, 2147483646
  %38 = insertelement <2 x double> poison, double %30, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ 0, %36 ], [ %46, %40 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load <2 x double>, ptr %42, align 8, !tbaa !5
  %44 = fdiv <2 x double> %43, %39
  %45 = getelementptr inbounds double, ptr %5, i64 %41
  store <2 x double> %44, ptr %45, align 8, !tbaa !5
  %46 = add nuw i64 %41, 2
  %47 = icmp eq i64 %46, %37
  br i1 %47, label %48, label %40, !llvm.loop !13

48:                                               ; preds = %40
  %49 = icmp eq i64 %37, %8
  br i1 %49, label %72, label %34

50:                                               ; preds = %50, %11
  %51 = phi i64 [ 0, %11 ], [ %69, %50 ]
  %52 = phi double [ 0.000000e+00, %11 ], [ %68, %50 ]
  %53 = phi i64 [ 0, %11 ], [ %70, %50 ]
  %54 = getelementptr inbounds double, ptr %0, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %52)
  %57 = or disjoint i64 %51, 1
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %56)
  %61 = or disjoint i64 %51, 2
  %62 = getelementptr inbounds double, ptr %0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %60)
  %65 = or disjoint i64 %51, 3
  %66 = getelementptr inbounds double, ptr %0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %67, double %64)
  %69 = add nuw nsw i64 %51, 4
  %70 = add i64 %53, 4
  %71 = icmp eq i64 %70, %12
  br i1 %71, label %13, label %50, !llvm.loop !17

72:                                               ; preds = %81, %48
  %73 = icmp eq i32 %1, 1
  br i1 %73, label %104, label %74

74:                                               ; preds = %72
  %75 = add nsw i32 %1, -1
  %76 = zext nneg i32 %75 to i64
  %77 = and i64 %76, 1
  %78 = icmp eq i32 %75, 1
  br i1 %78, label %89, label %79

79:                                               ; preds = %74
  %80 = and i64 %76, 2147483646
  br label %106

81:                                               ; preds = %34, %81
  %82 = phi i64 [ %87, %81 ], [ %35, %34 ]
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fdiv double %84, %30
  %86 = getelementptr inbounds double, ptr %5, i64 %82
  store double %85, ptr %86, align 8, !tbaa !5
  %87 = add nuw nsw i64 %82, 1
  %88 = icmp eq i64 %87, %32
  br i1 %88, label %72, label %81, !llvm.loop !18

89:                                               ; preds = %106, %74
  %90 = phi double [ poison, %74 ], [ %125, %106 ]
  %91 = phi i64 [ 0, %74 ], [ %127, %106 ]
  %92 = phi i64 [ 1, %74 ], [ %126, %106 ]
  %93 = phi double [ 0.000000e+00, %74 ], [ %125, %106 ]
  %94 = icmp eq i64 %77, 0
  br i1 %94, label %104, label %95

95:                                               ; preds = %89
  %96 = getelementptr inbounds double, ptr %5, i64 %91
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds double, ptr %5, i64 %92
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fmul double %97, %99
  %101 = trunc nuw nsw i64 %92 to i32
  %102 = uitofp nneg i32 %101 to double
  %103 = tail call double @llvm.fmuladd.f64(double %100, double %102, double %93)
  br label %104

104:                                              ; preds = %95, %89, %2, %28, %72
  %105 = phi double [ 0.000000e+00, %72 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ], [ %90, %89 ], [ %103, %95 ]
  tail call void @free(ptr noundef %5) #10
  ret double %105

106:                                              ; preds = %106, %79
  %107 = phi i64 [ 0, %79 ], [ %127, %106 ]
  %108 = phi i64 [ 1, %79 ], [ %126, %106 ]
  %109 = phi double [ 0.000000e+00, %79 ], [ %125, %106 ]
  %110 = phi i64 [ 0, %79 ], [ %128, %106 ]
  %111 = getelementptr inbounds double, ptr %5, i64 %107
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = getelementptr inbounds double, ptr %5, i64 %108
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fmul double %112, %114
  %116 = trunc nuw nsw i64 %108 to i32
  %117 = uitofp nneg i32 %116 to double
  %118 = tail call double @llvm.fmuladd.f64(double %115, double %117, double %109)
  %119 = add nuw nsw i64 %108, 1
  %120 = getelementptr inbounds double, ptr %5, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = fmul double %114, %121
  %123 = trunc nuw nsw i64 %119 to i32
  %124 = uitofp nneg i32 %123 to double
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %118)
  %126 = add nuw nsw i64 %108, 2
  %127 = add nuw nsw i64 %107, 2
  %128 = add i64 %110, 2
  %129 = icmp eq i64 %128, %80
  br i1 %129, label %89, label %106, !llvm.loop !19
}

; Function Attrs: nounwind uwtable
define internal double @weighted(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #12
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %45

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %15

8:                                                ; preds = %15
  br i1 %5, label %9, label %45

9:                                                ; preds = %8
  %10 = getelementptr double, ptr %0, i64 %3
  %11 = and i64 %7, 3
  %12 = icmp ult i32 %1, 4
  br i1 %12, label %27, label %13

13:                                               ; preds = %9
  %14 = and i64 %7, 2147483644
  br label %47

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %25, %15 ]
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, -1.000000e-01
  %20 = getelementptr inbounds double, ptr %0, i64 %16
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = fmul double %19, %21
  %23 = tail call double @exp(double noundef %22) #10
  %24 = getelementptr inbounds double, ptr %4, i64 %16
  store double %23, ptr %24, align 8, !tbaa !5
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, %7
  br i1 %26, label %8, label %15, !llvm.loop !20

27:                                               ; preds = %47, %9
  %28 = phi double [ poison, %9 ], [ %77, %47 ]
  %29 = phi i64 [ 0, %9 ], [ %78, %47 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %77, %47 ]
  %31 = icmp eq i64 %11, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %42, %32 ], [ %29, %27 ]
  %34 = phi double [ %41, %32 ], [ %30, %27 ]
  %35 = phi i64 [ %43, %32 ], [ 0, %27 ]
  %36 = getelementptr inbounds double, ptr %4, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = xor i64 %33, -1
  %39 = getelementptr double, ptr %10, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %40, double %34)
  %42 = add nuw nsw i64 %33, 1
  %43 = add i64 %35, 1
  %44 = icmp eq i64 %43, %11
  br i1 %44, label %45, label %32, !llvm.loop !21

45:                                               ; preds = %27, %32, %2, %8
  %46 = phi double [ 0.000000e+00, %8 ], [ 0.000000e+00, %2 ], [ %28, %27 ], [ %41, %32 ]
  tail call void @free(ptr noundef %4) #10
  ret double %46

47:                                               ; preds = %47, %13
  %48 = phi i64 [ 0, %13 ], [ %78, %47 ]
  %49 = phi double [ 0.000000e+00, %13 ], [ %77, %47 ]
  %50 = phi i64 [ 0, %13 ], [ %79, %47 ]
  %51 = getelementptr inbounds double, ptr %4, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = xor i64 %48, -1
  %54 = getelementptr double, ptr %10, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %52, double %55, double %49)
  %57 = or disjoint i64 %48, 1
  %58 = getelementptr inbounds double, ptr %4, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = xor i64 %48, -2
  %61 = getelementptr double, ptr %10, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %62, double %56)
  %64 = or disjoint i64 %48, 2
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = xor i64 %48, -3
  %68 = getelementptr double, ptr %10, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %69, double %63)
  %71 = or disjoint i64 %48, 3
  %72 = getelementptr inbounds double, ptr %4, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = xor i64 %48, -4
  %75 = getelementptr double, ptr %10, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %76, double %70)
  %78 = add nuw nsw i64 %48, 4
  %79 = add i64 %50, 4
  %80 = icmp eq i64 %79, %14
  br i1 %80, label %27, label %47, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind allocsize(0,1) }

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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !16, !15}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !14}
