; ModuleID = 'fwd/17_malloc_free.c'
source_filename = "fwd/17_malloc_free.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #11
  store <2 x double> <double 1.200000e+00, double 0x3FE4EA4269CA16EF>, ptr %1, align 16, !tbaa !6
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %2, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFD8DD33CA448E13, double 0xBFE93308C640A550>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFBB7A2ABE57D774, double 0x3FED13D2A26E3AAE>, ptr %5, align 16, !tbaa !6
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  %8 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FF2675A4A541548, double 0x3FD69DAD672DAF8C>, ptr %7, align 16, !tbaa !6
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store double 0xBFE38E12EFC6AF26, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %2, i64 64
  store double -5.000000e-01, ptr %10, align 16, !tbaa !6
  %11 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @normalized_energy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %12 = fadd double %11, 0x3FB3BA748B661C00
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3EB0C6F7A0B5ED8D
  %15 = select i1 %14, ptr @.str.3, ptr @.str.4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %11, double noundef 0xBFB3BA748B661C00, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !10
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !10
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @weighted, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %21 = fadd double %20, 0x3FF097F372F6E240
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ugt double %22, 0x3EB1664CA8100000
  %24 = select i1 %23, ptr @.str.3, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %20, double noundef 0xBFF097F372F6E240, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !10
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !10
  %29 = icmp eq i32 %28, 0
  %30 = select i1 %29, ptr @.str.4, ptr @.str.3
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) %30)
  %32 = load i32, ptr @fails, align 4, !tbaa !10
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #11
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
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %113

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %29, %7
  %11 = phi i64 [ 0, %7 ], [ %14, %29 ]
  %12 = phi double [ 0.000000e+00, %7 ], [ %26, %29 ]
  br label %57

13:                                               ; preds = %7
  %14 = and i64 %8, 2147483646
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %27, %15 ]
  %17 = phi double [ 0.000000e+00, %13 ], [ %26, %15 ]
  %18 = or disjoint i64 %16, 1
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %19, align 8, !tbaa !6
  %22 = load double, ptr %20, align 8, !tbaa !6
  %23 = fmul double %21, %21
  %24 = fmul double %22, %22
  %25 = fadd double %17, %23
  %26 = fadd double %25, %24
  %27 = add nuw i64 %16, 2
  %28 = icmp eq i64 %27, %14
  br i1 %28, label %29, label %15, !llvm.loop !12

29:                                               ; preds = %15
  %30 = icmp eq i64 %14, %8
  br i1 %30, label %31, label %10

31:                                               ; preds = %57, %29
  %32 = phi double [ %26, %29 ], [ %62, %57 ]
  %33 = tail call double @sqrt(double noundef %32) #11
  br i1 %6, label %34, label %113

34:                                               ; preds = %31
  %35 = zext nneg i32 %1 to i64
  %36 = icmp ult i32 %1, 4
  br i1 %36, label %37, label %39

37:                                               ; preds = %55, %34
  %38 = phi i64 [ 0, %34 ], [ %40, %55 ]
  br label %105

39:                                               ; preds = %34
  %40 = and i64 %8, 2147483644
  %41 = insertelement <2 x double> poison, double %33, i64 0
  %42 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi i64 [ 0, %39 ], [ %53, %43 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !6
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !6
  %49 = fdiv <2 x double> %47, %42
  %50 = fdiv <2 x double> %48, %42
  %51 = getelementptr inbounds double, ptr %5, i64 %44
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> %49, ptr %51, align 8, !tbaa !6
  store <2 x double> %50, ptr %52, align 8, !tbaa !6
  %53 = add nuw i64 %44, 4
  %54 = icmp eq i64 %53, %40
  br i1 %54, label %55, label %43, !llvm.loop !16

55:                                               ; preds = %43
  %56 = icmp eq i64 %40, %8
  br i1 %56, label %65, label %37

57:                                               ; preds = %10, %57
  %58 = phi i64 [ %63, %57 ], [ %11, %10 ]
  %59 = phi double [ %62, %57 ], [ %12, %10 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !6
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double %59)
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %8
  br i1 %64, label %31, label %57, !llvm.loop !17

65:                                               ; preds = %105, %55
  %66 = icmp eq i32 %1, 1
  br i1 %66, label %113, label %67

67:                                               ; preds = %65
  %68 = add nsw i32 %1, -1
  %69 = zext nneg i32 %68 to i64
  %70 = icmp ult i32 %1, 5
  br i1 %70, label %71, label %75

71:                                               ; preds = %103, %67
  %72 = phi i64 [ 0, %67 ], [ %76, %103 ]
  %73 = phi i64 [ 1, %67 ], [ %77, %103 ]
  %74 = phi double [ 0.000000e+00, %67 ], [ %99, %103 ]
  br label %115

75:                                               ; preds = %67
  %76 = and i64 %69, 2147483644
  %77 = or disjoint i64 %76, 1
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i64 [ 0, %75 ], [ %100, %78 ]
  %80 = phi double [ 0.000000e+00, %75 ], [ %99, %78 ]
  %81 = phi <2 x i32> [ <i32 1, i32 2>, %75 ], [ %101, %78 ]
  %82 = add <2 x i32> %81, <i32 2, i32 2>
  %83 = or disjoint i64 %79, 1
  %84 = getelementptr inbounds double, ptr %5, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !6
  %87 = load <2 x double>, ptr %85, align 8, !tbaa !6
  %88 = getelementptr inbounds double, ptr %5, i64 %83
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load <2 x double>, ptr %88, align 8, !tbaa !6
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !6
  %92 = fmul <2 x double> %86, %90
  %93 = fmul <2 x double> %87, %91
  %94 = uitofp <2 x i32> %81 to <2 x double>
  %95 = uitofp <2 x i32> %82 to <2 x double>
  %96 = fmul <2 x double> %92, %94
  %97 = fmul <2 x double> %93, %95
  %98 = tail call double @llvm.vector.reduce.fadd.v2f64(double %80, <2 x double> %96)
  %99 = tail call double @llvm.vector.reduce.fadd.v2f64(double %98, <2 x double> %97)
  %100 = add nuw i64 %79, 4
  %101 = add <2 x i32> %81, <i32 4, i32 4>
  %102 = icmp eq i64 %100, %76
  br i1 %102, label %103, label %78, !llvm.loop !18

103:                                              ; preds = %78
  %104 = icmp eq i64 %76, %69
  br i1 %104, label %113, label %71

105:                                              ; preds = %37, %105
  %106 = phi i64 [ %111, %105 ], [ %38, %37 ]
  %107 = getelementptr inbounds double, ptr %0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !6
  %109 = fdiv double %108, %33
  %110 = getelementptr inbounds double, ptr %5, i64 %106
  store double %109, ptr %110, align 8, !tbaa !6
  %111 = add nuw nsw i64 %106, 1
  %112 = icmp eq i64 %111, %35
  br i1 %112, label %65, label %105, !llvm.loop !19

113:                                              ; preds = %115, %103, %2, %31, %65
  %114 = phi double [ 0.000000e+00, %65 ], [ 0.000000e+00, %31 ], [ 0.000000e+00, %2 ], [ %99, %103 ], [ %126, %115 ]
  tail call void @free(ptr noundef %5) #11
  ret double %114

115:                                              ; preds = %71, %115
  %116 = phi i64 [ %128, %115 ], [ %72, %71 ]
  %117 = phi i64 [ %127, %115 ], [ %73, %71 ]
  %118 = phi double [ %126, %115 ], [ %74, %71 ]
  %119 = getelementptr inbounds double, ptr %5, i64 %116
  %120 = load double, ptr %119, align 8, !tbaa !6
  %121 = getelementptr inbounds double, ptr %5, i64 %117
  %122 = load double, ptr %121, align 8, !tbaa !6
  %123 = fmul double %120, %122
  %124 = trunc nuw nsw i64 %117 to i32
  %125 = uitofp nneg i32 %124 to double
  %126 = tail call double @llvm.fmuladd.f64(double %123, double %125, double %118)
  %127 = add nuw nsw i64 %117, 1
  %128 = add nuw nsw i64 %116, 1
  %129 = icmp eq i64 %128, %69
  br i1 %129, label %113, label %115, !llvm.loop !20
}

; Function Attrs: nounwind uwtable
define internal double @weighted(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #13
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %53

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %41

8:                                                ; preds = %41
  br i1 %5, label %9, label %53

9:                                                ; preds = %8
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr double, ptr %0, i64 %3
  %12 = icmp ult i32 %1, 4
  br i1 %12, label %13, label %16

13:                                               ; preds = %39, %9
  %14 = phi i64 [ 0, %9 ], [ %17, %39 ]
  %15 = phi double [ 0.000000e+00, %9 ], [ %36, %39 ]
  br label %55

16:                                               ; preds = %9
  %17 = and i64 %7, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %20 = phi double [ 0.000000e+00, %16 ], [ %36, %18 ]
  %21 = getelementptr inbounds double, ptr %4, i64 %19
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !6
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !6
  %25 = xor i64 %19, -1
  %26 = getelementptr double, ptr %11, i64 %25
  %27 = getelementptr i8, ptr %26, i64 -8
  %28 = getelementptr i8, ptr %26, i64 -24
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !6
  %30 = shufflevector <2 x double> %29, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %31 = load <2 x double>, ptr %28, align 8, !tbaa !6
  %32 = shufflevector <2 x double> %31, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %33 = fmul <2 x double> %23, %30
  %34 = fmul <2 x double> %24, %32
  %35 = tail call double @llvm.vector.reduce.fadd.v2f64(double %20, <2 x double> %33)
  %36 = tail call double @llvm.vector.reduce.fadd.v2f64(double %35, <2 x double> %34)
  %37 = add nuw i64 %19, 4
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %39, label %18, !llvm.loop !21

39:                                               ; preds = %18
  %40 = icmp eq i64 %17, %7
  br i1 %40, label %53, label %13

41:                                               ; preds = %6, %41
  %42 = phi i64 [ 0, %6 ], [ %51, %41 ]
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = fmul double %44, -1.000000e-01
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = fmul double %45, %47
  %49 = tail call double @exp(double noundef %48) #11
  %50 = getelementptr inbounds double, ptr %4, i64 %42
  store double %49, ptr %50, align 8, !tbaa !6
  %51 = add nuw nsw i64 %42, 1
  %52 = icmp eq i64 %51, %7
  br i1 %52, label %8, label %41, !llvm.loop !22

53:                                               ; preds = %55, %39, %2, %8
  %54 = phi double [ 0.000000e+00, %8 ], [ 0.000000e+00, %2 ], [ %36, %39 ], [ %63, %55 ]
  tail call void @free(ptr noundef %4) #11
  ret double %54

55:                                               ; preds = %13, %55
  %56 = phi i64 [ %64, %55 ], [ %14, %13 ]
  %57 = phi double [ %63, %55 ], [ %15, %13 ]
  %58 = getelementptr inbounds double, ptr %4, i64 %56
  %59 = load double, ptr %58, align 8, !tbaa !6
  %60 = xor i64 %56, -1
  %61 = getelementptr double, ptr %11, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %62, double %57)
  %64 = add nuw nsw i64 %56, 1
  %65 = icmp eq i64 %64, %10
  br i1 %65, label %53, label %55, !llvm.loop !23
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(0,1) }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14, !15}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14, !15}
!19 = distinct !{!19, !13, !15, !14}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !15, !14}
