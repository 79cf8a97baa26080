; ModuleID = 'rev/78_allocation_like.c'
source_filename = "rev/78_allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@live_blocks = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"malloc\00", align 1
@__enzyme_function_like = dso_local local_unnamed_addr global [2 x ptr] [ptr @counted_malloc, ptr @.str.1], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"free\00", align 1
@__enzyme_function_like_free = dso_local local_unnamed_addr global [2 x ptr] [ptr @counted_free, ptr @.str.2], align 16
@arena.1 = internal unnamed_addr global i64 0, align 8
@arena.2 = internal unnamed_addr global i64 0, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [6 x i8] c"arena\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"counted\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"counted forward\00", align 1
@.str.6 = private unnamed_addr constant [43 x i8] c"live blocks after the gradients: %ld FAIL\0A\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@arena_memory = internal unnamed_addr global [16384 x i8] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [12 x i8] c"%s d/dx[%d]\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @arena_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %3, i64 %5
  %7 = add nsw i64 %1, 15
  %8 = and i64 %7, -16
  %9 = add nsw i64 %5, %8
  store i64 %9, ptr %4, align 8, !tbaa !11
  ret ptr %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @arena_release(ptr nocapture noundef %0, ptr nocapture readnone %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !12
  %5 = add nsw i64 %4, 1
  store i64 %5, ptr %3, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @counted_malloc(i64 noundef %0) #2 {
  %2 = load i64, ptr @live_blocks, align 8, !tbaa !13
  %3 = add nsw i64 %2, 1
  store i64 %3, ptr @live_blocks, align 8, !tbaa !13
  %4 = tail call noalias ptr @malloc(i64 noundef %0) #15
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @counted_free(ptr nocapture noundef %0) #4 {
  %2 = load i64, ptr @live_blocks, align 8, !tbaa !13
  %3 = add nsw i64 %2, -1
  store i64 %3, ptr @live_blocks, align 8, !tbaa !13
  tail call void @free(ptr noundef %0) #16
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @arena_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = load i64, ptr @arena.1, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr @arena_memory, i64 %5
  %7 = add nsw i64 %4, 15
  %8 = and i64 %7, -16
  %9 = add nsw i64 %5, %8
  store i64 %9, ptr @arena.1, align 8, !tbaa !11
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %69

11:                                               ; preds = %2
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483646
  br label %33

17:                                               ; preds = %33, %11
  %18 = phi i64 [ 0, %11 ], [ %48, %33 ]
  %19 = phi double [ 0.000000e+00, %11 ], [ %46, %33 ]
  %20 = icmp eq i64 %13, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds double, ptr %0, i64 %18
  %23 = load double, ptr %22, align 8, !tbaa !14
  %24 = tail call double @sin(double noundef %23) #16
  %25 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %24)
  %26 = getelementptr inbounds double, ptr %6, i64 %18
  store double %25, ptr %26, align 8, !tbaa !14
  br label %27

27:                                               ; preds = %17, %21
  br i1 %10, label %28, label %69

28:                                               ; preds = %27
  %29 = and i64 %12, 3
  %30 = icmp ult i32 %1, 4
  br i1 %30, label %51, label %31

31:                                               ; preds = %28
  %32 = and i64 %12, 2147483644
  br label %73

33:                                               ; preds = %33, %15
  %34 = phi i64 [ 0, %15 ], [ %48, %33 ]
  %35 = phi double [ 0.000000e+00, %15 ], [ %46, %33 ]
  %36 = phi i64 [ 0, %15 ], [ %49, %33 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !14
  %39 = tail call double @sin(double noundef %38) #16
  %40 = tail call double @llvm.fmuladd.f64(double %35, double 5.000000e-01, double %39)
  %41 = getelementptr inbounds double, ptr %6, i64 %34
  store double %40, ptr %41, align 8, !tbaa !14
  %42 = or disjoint i64 %34, 1
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !14
  %45 = tail call double @sin(double noundef %44) #16
  %46 = tail call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double %45)
  %47 = getelementptr inbounds double, ptr %6, i64 %42
  store double %46, ptr %47, align 8, !tbaa !14
  %48 = add nuw nsw i64 %34, 2
  %49 = add i64 %36, 2
  %50 = icmp eq i64 %49, %16
  br i1 %50, label %17, label %33, !llvm.loop !16

51:                                               ; preds = %73, %28
  %52 = phi double [ poison, %28 ], [ %104, %73 ]
  %53 = phi i64 [ 0, %28 ], [ %98, %73 ]
  %54 = phi double [ 0.000000e+00, %28 ], [ %104, %73 ]
  %55 = icmp eq i64 %29, 0
  br i1 %55, label %69, label %56

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %60, %56 ], [ %53, %51 ]
  %58 = phi double [ %66, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %67, %56 ], [ 0, %51 ]
  %60 = add nuw nsw i64 %57, 1
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = uitofp nneg i32 %61 to double
  %63 = getelementptr inbounds double, ptr %6, i64 %57
  %64 = load double, ptr %63, align 8, !tbaa !14
  %65 = fmul double %64, %62
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %64, double %58)
  %67 = add i64 %59, 1
  %68 = icmp eq i64 %67, %29
  br i1 %68, label %69, label %56, !llvm.loop !18

69:                                               ; preds = %51, %56, %2, %27
  %70 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %52, %51 ], [ %66, %56 ]
  %71 = load i64, ptr @arena.2, align 8, !tbaa !12
  %72 = add nsw i64 %71, 1
  store i64 %72, ptr @arena.2, align 8, !tbaa !12
  ret double %70

73:                                               ; preds = %73, %31
  %74 = phi i64 [ 0, %31 ], [ %98, %73 ]
  %75 = phi double [ 0.000000e+00, %31 ], [ %104, %73 ]
  %76 = phi i64 [ 0, %31 ], [ %105, %73 ]
  %77 = or disjoint i64 %74, 1
  %78 = trunc nuw nsw i64 %77 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = getelementptr inbounds double, ptr %6, i64 %74
  %81 = load double, ptr %80, align 8, !tbaa !14
  %82 = fmul double %81, %79
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %81, double %75)
  %84 = or disjoint i64 %74, 2
  %85 = trunc nuw nsw i64 %84 to i32
  %86 = uitofp nneg i32 %85 to double
  %87 = getelementptr inbounds double, ptr %6, i64 %77
  %88 = load double, ptr %87, align 8, !tbaa !14
  %89 = fmul double %88, %86
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %88, double %83)
  %91 = or disjoint i64 %74, 3
  %92 = trunc nuw nsw i64 %91 to i32
  %93 = uitofp nneg i32 %92 to double
  %94 = getelementptr inbounds double, ptr %6, i64 %84
  %95 = load double, ptr %94, align 8, !tbaa !14
  %96 = fmul double %95, %93
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %95, double %90)
  %98 = add nuw nsw i64 %74, 4
  %99 = trunc nuw nsw i64 %98 to i32
  %100 = uitofp nneg i32 %99 to double
  %101 = getelementptr inbounds double, ptr %6, i64 %91
  %102 = load double, ptr %101, align 8, !tbaa !14
  %103 = fmul double %102, %100
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %102, double %97)
  %105 = add i64 %76, 4
  %106 = icmp eq i64 %105, %32
  br i1 %106, label %51, label %73, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nounwind uwtable
define dso_local double @counted_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #9 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = icmp sgt i32 %1, 0
  %6 = zext i32 %1 to i64
  %7 = load i64, ptr @live_blocks, align 8, !tbaa !13
  %8 = add nsw i64 %7, 1
  store i64 %8, ptr @live_blocks, align 8, !tbaa !13
  %9 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %10, label %57

10:                                               ; preds = %2
  %11 = and i64 %6, 1
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %10
  %14 = and i64 %6, 2147483646
  br label %30

15:                                               ; preds = %30, %10
  %16 = phi i64 [ 0, %10 ], [ %45, %30 ]
  %17 = icmp eq i64 %11, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !14
  %21 = add nuw nsw i64 %16, 1
  %22 = icmp eq i64 %21, %6
  %23 = and i64 %21, 4294967295
  %24 = select i1 %22, i64 0, i64 %23
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !14
  %27 = fadd double %20, %26
  %28 = getelementptr inbounds double, ptr %9, i64 %16
  store double %27, ptr %28, align 8, !tbaa !14
  br label %29

29:                                               ; preds = %15, %18
  br i1 %5, label %183, label %57

30:                                               ; preds = %30, %13
  %31 = phi i64 [ 0, %13 ], [ %45, %30 ]
  %32 = phi i64 [ 0, %13 ], [ %53, %30 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !14
  %35 = or disjoint i64 %31, 1
  %36 = icmp eq i64 %35, %6
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !14
  %41 = fadd double %34, %40
  %42 = getelementptr inbounds double, ptr %9, i64 %31
  store double %41, ptr %42, align 8, !tbaa !14
  %43 = getelementptr inbounds double, ptr %0, i64 %35
  %44 = load double, ptr %43, align 8, !tbaa !14
  %45 = add nuw nsw i64 %31, 2
  %46 = icmp eq i64 %45, %6
  %47 = and i64 %45, 4294967294
  %48 = select i1 %46, i64 0, i64 %47
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !14
  %51 = fadd double %44, %50
  %52 = getelementptr inbounds double, ptr %9, i64 %35
  store double %51, ptr %52, align 8, !tbaa !14
  %53 = add i64 %32, 2
  %54 = icmp eq i64 %53, %14
  br i1 %54, label %15, label %30, !llvm.loop !21

55:                                               ; preds = %183
  %56 = load i64, ptr @live_blocks, align 8, !tbaa !13
  br label %57

57:                                               ; preds = %2, %55, %29
  %58 = phi i64 [ %8, %29 ], [ %56, %55 ], [ %8, %2 ]
  %59 = phi double [ 0.000000e+00, %29 ], [ %190, %55 ], [ 0.000000e+00, %2 ]
  tail call void @free(ptr noundef %9) #16
  store i64 %58, ptr @live_blocks, align 8, !tbaa !13
  %60 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %61, label %118

61:                                               ; preds = %57
  %62 = and i64 %6, 1
  %63 = icmp eq i32 %1, 1
  br i1 %63, label %91, label %64

64:                                               ; preds = %61
  %65 = and i64 %6, 2147483646
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %81, %66 ]
  %68 = phi i64 [ 0, %64 ], [ %89, %66 ]
  %69 = getelementptr inbounds double, ptr %0, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !14
  %71 = or disjoint i64 %67, 1
  %72 = icmp eq i64 %71, %6
  %73 = and i64 %71, 4294967295
  %74 = select i1 %72, i64 0, i64 %73
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !14
  %77 = tail call double @llvm.fmuladd.f64(double %70, double 2.000000e+00, double %76)
  %78 = getelementptr inbounds double, ptr %60, i64 %67
  store double %77, ptr %78, align 8, !tbaa !14
  %79 = getelementptr inbounds double, ptr %0, i64 %71
  %80 = load double, ptr %79, align 8, !tbaa !14
  %81 = add nuw nsw i64 %67, 2
  %82 = icmp eq i64 %81, %6
  %83 = and i64 %81, 4294967294
  %84 = select i1 %82, i64 0, i64 %83
  %85 = getelementptr inbounds double, ptr %0, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !14
  %87 = tail call double @llvm.fmuladd.f64(double %80, double 2.000000e+00, double %86)
  %88 = getelementptr inbounds double, ptr %60, i64 %71
  store double %87, ptr %88, align 8, !tbaa !14
  %89 = add i64 %68, 2
  %90 = icmp eq i64 %89, %65
  br i1 %90, label %91, label %66, !llvm.loop !21

91:                                               ; preds = %66, %61
  %92 = phi i64 [ 0, %61 ], [ %81, %66 ]
  %93 = icmp eq i64 %62, 0
  br i1 %93, label %105, label %94

94:                                               ; preds = %91
  %95 = getelementptr inbounds double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !14
  %97 = add nuw nsw i64 %92, 1
  %98 = icmp eq i64 %97, %6
  %99 = and i64 %97, 4294967295
  %100 = select i1 %98, i64 0, i64 %99
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !14
  %103 = tail call double @llvm.fmuladd.f64(double %96, double 2.000000e+00, double %102)
  %104 = getelementptr inbounds double, ptr %60, i64 %92
  store double %103, ptr %104, align 8, !tbaa !14
  br label %105

105:                                              ; preds = %91, %94
  br i1 %5, label %106, label %118

106:                                              ; preds = %105, %106
  %107 = phi i64 [ %114, %106 ], [ 0, %105 ]
  %108 = phi double [ %113, %106 ], [ %59, %105 ]
  %109 = getelementptr inbounds double, ptr %60, i64 %107
  %110 = load double, ptr %109, align 8, !tbaa !14
  %111 = fmul double %110, -1.000000e-01
  %112 = tail call double @exp(double noundef %111) #16
  %113 = tail call double @llvm.fmuladd.f64(double %110, double %112, double %108)
  %114 = add nuw nsw i64 %107, 1
  %115 = icmp eq i64 %114, %6
  br i1 %115, label %116, label %106, !llvm.loop !22

116:                                              ; preds = %106
  %117 = load i64, ptr @live_blocks, align 8, !tbaa !13
  br label %118

118:                                              ; preds = %57, %116, %105
  %119 = phi i64 [ %117, %116 ], [ %58, %105 ], [ %58, %57 ]
  %120 = phi double [ %113, %116 ], [ %59, %105 ], [ %59, %57 ]
  tail call void @free(ptr noundef %60) #16
  store i64 %119, ptr @live_blocks, align 8, !tbaa !13
  %121 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %122, label %179

122:                                              ; preds = %118
  %123 = and i64 %6, 1
  %124 = icmp eq i32 %1, 1
  br i1 %124, label %152, label %125

125:                                              ; preds = %122
  %126 = and i64 %6, 2147483646
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %142, %127 ]
  %129 = phi i64 [ 0, %125 ], [ %150, %127 ]
  %130 = getelementptr inbounds double, ptr %0, i64 %128
  %131 = load double, ptr %130, align 8, !tbaa !14
  %132 = or disjoint i64 %128, 1
  %133 = icmp eq i64 %132, %6
  %134 = and i64 %132, 4294967295
  %135 = select i1 %133, i64 0, i64 %134
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !14
  %138 = tail call double @llvm.fmuladd.f64(double %131, double 3.000000e+00, double %137)
  %139 = getelementptr inbounds double, ptr %121, i64 %128
  store double %138, ptr %139, align 8, !tbaa !14
  %140 = getelementptr inbounds double, ptr %0, i64 %132
  %141 = load double, ptr %140, align 8, !tbaa !14
  %142 = add nuw nsw i64 %128, 2
  %143 = icmp eq i64 %142, %6
  %144 = and i64 %142, 4294967294
  %145 = select i1 %143, i64 0, i64 %144
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !14
  %148 = tail call double @llvm.fmuladd.f64(double %141, double 3.000000e+00, double %147)
  %149 = getelementptr inbounds double, ptr %121, i64 %132
  store double %148, ptr %149, align 8, !tbaa !14
  %150 = add i64 %129, 2
  %151 = icmp eq i64 %150, %126
  br i1 %151, label %152, label %127, !llvm.loop !21

152:                                              ; preds = %127, %122
  %153 = phi i64 [ 0, %122 ], [ %142, %127 ]
  %154 = icmp eq i64 %123, 0
  br i1 %154, label %166, label %155

155:                                              ; preds = %152
  %156 = getelementptr inbounds double, ptr %0, i64 %153
  %157 = load double, ptr %156, align 8, !tbaa !14
  %158 = add nuw nsw i64 %153, 1
  %159 = icmp eq i64 %158, %6
  %160 = and i64 %158, 4294967295
  %161 = select i1 %159, i64 0, i64 %160
  %162 = getelementptr inbounds double, ptr %0, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !14
  %164 = tail call double @llvm.fmuladd.f64(double %157, double 3.000000e+00, double %163)
  %165 = getelementptr inbounds double, ptr %121, i64 %153
  store double %164, ptr %165, align 8, !tbaa !14
  br label %166

166:                                              ; preds = %152, %155
  br i1 %5, label %167, label %179

167:                                              ; preds = %166, %167
  %168 = phi i64 [ %175, %167 ], [ 0, %166 ]
  %169 = phi double [ %174, %167 ], [ %120, %166 ]
  %170 = getelementptr inbounds double, ptr %121, i64 %168
  %171 = load double, ptr %170, align 8, !tbaa !14
  %172 = fmul double %171, -1.000000e-01
  %173 = tail call double @exp(double noundef %172) #16
  %174 = tail call double @llvm.fmuladd.f64(double %171, double %173, double %169)
  %175 = add nuw nsw i64 %168, 1
  %176 = icmp eq i64 %175, %6
  br i1 %176, label %177, label %167, !llvm.loop !22

177:                                              ; preds = %167
  %178 = load i64, ptr @live_blocks, align 8, !tbaa !13
  br label %179

179:                                              ; preds = %118, %177, %166
  %180 = phi i64 [ %178, %177 ], [ %119, %166 ], [ %119, %118 ]
  %181 = phi double [ %174, %177 ], [ %120, %166 ], [ %120, %118 ]
  %182 = add nsw i64 %180, -1
  store i64 %182, ptr @live_blocks, align 8, !tbaa !13
  tail call void @free(ptr noundef %121) #16
  ret double %181

183:                                              ; preds = %29, %183
  %184 = phi i64 [ %191, %183 ], [ 0, %29 ]
  %185 = phi double [ %190, %183 ], [ 0.000000e+00, %29 ]
  %186 = getelementptr inbounds double, ptr %9, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !14
  %188 = fmul double %187, -1.000000e-01
  %189 = tail call double @exp(double noundef %188) #16
  %190 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %185)
  %191 = add nuw nsw i64 %184, 1
  %192 = icmp eq i64 %191, %6
  br i1 %192, label %55, label %183, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #9 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #16
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>, ptr %3, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double 1.200000e+00, double 4.500000e-01>, ptr %10, align 16
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  store double -1.100000e+00, ptr %12, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arena_loss, i32 noundef %13, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #16
  br label %16

16:                                               ; preds = %16, %0
  %17 = phi i64 [ 0, %0 ], [ %118, %16 ]
  %18 = getelementptr inbounds double, ptr %3, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !14
  %20 = fadd double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !14
  %21 = load i64, ptr @arena.1, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr @arena_memory, i64 %21
  %23 = add nsw i64 %21, 48
  store i64 %23, ptr @arena.1, align 8, !tbaa !11
  %24 = load double, ptr %3, align 16, !tbaa !14
  %25 = call double @sin(double noundef %24) #16
  %26 = fadd double %25, 0.000000e+00
  store double %26, ptr %22, align 8, !tbaa !14
  %27 = load double, ptr %9, align 8, !tbaa !14
  %28 = call double @sin(double noundef %27) #16
  %29 = call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double %28)
  %30 = getelementptr inbounds i8, ptr %22, i64 8
  store double %29, ptr %30, align 8, !tbaa !14
  %31 = load double, ptr %10, align 16, !tbaa !14
  %32 = call double @sin(double noundef %31) #16
  %33 = call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %32)
  %34 = getelementptr inbounds i8, ptr %22, i64 16
  store double %33, ptr %34, align 8, !tbaa !14
  %35 = load double, ptr %11, align 8, !tbaa !14
  %36 = call double @sin(double noundef %35) #16
  %37 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %36)
  %38 = getelementptr inbounds i8, ptr %22, i64 24
  store double %37, ptr %38, align 8, !tbaa !14
  %39 = load double, ptr %12, align 16, !tbaa !14
  %40 = call double @sin(double noundef %39) #16
  %41 = getelementptr inbounds i8, ptr %22, i64 32
  %42 = load double, ptr %22, align 8, !tbaa !14
  %43 = load double, ptr %30, align 8, !tbaa !14
  %44 = load double, ptr %34, align 8, !tbaa !14
  %45 = load double, ptr %38, align 8, !tbaa !14
  %46 = load i64, ptr @arena.2, align 8, !tbaa !12
  %47 = add nsw i64 %46, 1
  store i64 %47, ptr @arena.2, align 8, !tbaa !12
  %48 = fadd double %19, 0xBEB0C6F7A0B5ED8D
  store double %48, ptr %18, align 8, !tbaa !14
  %49 = load i64, ptr @arena.1, align 8, !tbaa !11
  %50 = getelementptr inbounds i8, ptr @arena_memory, i64 %49
  %51 = add nsw i64 %49, 48
  store i64 %51, ptr @arena.1, align 8, !tbaa !11
  %52 = load double, ptr %3, align 16, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = getelementptr inbounds i8, ptr %50, i64 16
  %55 = getelementptr inbounds i8, ptr %50, i64 24
  %56 = getelementptr inbounds i8, ptr %50, i64 32
  %57 = call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double %40)
  store double %57, ptr %41, align 8, !tbaa !14
  %58 = call double @sin(double noundef %52) #16
  %59 = fadd double %58, 0.000000e+00
  store double %59, ptr %50, align 8, !tbaa !14
  %60 = load double, ptr %9, align 8, !tbaa !14
  %61 = call double @sin(double noundef %60) #16
  %62 = call double @llvm.fmuladd.f64(double %59, double 5.000000e-01, double %61)
  store double %62, ptr %53, align 8, !tbaa !14
  %63 = load double, ptr %10, align 16, !tbaa !14
  %64 = call double @sin(double noundef %63) #16
  %65 = call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double %64)
  store double %65, ptr %54, align 8, !tbaa !14
  %66 = load double, ptr %11, align 8, !tbaa !14
  %67 = call double @sin(double noundef %66) #16
  %68 = call double @llvm.fmuladd.f64(double %65, double 5.000000e-01, double %67)
  store double %68, ptr %55, align 8, !tbaa !14
  %69 = load double, ptr %12, align 16, !tbaa !14
  %70 = call double @sin(double noundef %69) #16
  %71 = call double @llvm.fmuladd.f64(double %68, double 5.000000e-01, double %70)
  store double %71, ptr %56, align 8, !tbaa !14
  %72 = load double, ptr %50, align 8, !tbaa !14
  %73 = insertelement <2 x double> poison, double %42, i64 0
  %74 = insertelement <2 x double> %73, double %72, i64 1
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %74, <2 x double> zeroinitializer)
  %76 = load double, ptr %53, align 8, !tbaa !14
  %77 = insertelement <2 x double> poison, double %43, i64 0
  %78 = insertelement <2 x double> %77, double %76, i64 1
  %79 = fmul <2 x double> %78, <double 2.000000e+00, double 2.000000e+00>
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> %78, <2 x double> %75)
  %81 = load double, ptr %54, align 8, !tbaa !14
  %82 = insertelement <2 x double> poison, double %44, i64 0
  %83 = insertelement <2 x double> %82, double %81, i64 1
  %84 = fmul <2 x double> %83, <double 3.000000e+00, double 3.000000e+00>
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> %83, <2 x double> %80)
  %86 = load double, ptr %55, align 8, !tbaa !14
  %87 = insertelement <2 x double> poison, double %45, i64 0
  %88 = insertelement <2 x double> %87, double %86, i64 1
  %89 = fmul <2 x double> %88, <double 4.000000e+00, double 4.000000e+00>
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> %88, <2 x double> %85)
  %91 = insertelement <2 x double> poison, double %57, i64 0
  %92 = insertelement <2 x double> %91, double %71, i64 1
  %93 = fmul <2 x double> %92, <double 5.000000e+00, double 5.000000e+00>
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %92, <2 x double> %90)
  %95 = load i64, ptr @arena.2, align 8, !tbaa !12
  %96 = add nsw i64 %95, 1
  store i64 %96, ptr @arena.2, align 8, !tbaa !12
  store double %19, ptr %18, align 8, !tbaa !14
  %97 = trunc nuw nsw i64 %17 to i32
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.3, i32 noundef %97) #16
  %99 = getelementptr inbounds double, ptr %4, i64 %17
  %100 = load double, ptr %99, align 8, !tbaa !14
  %101 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %102 = fsub <2 x double> %94, %101
  %103 = extractelement <2 x double> %102, i64 0
  %104 = fdiv double %103, 2.000000e-06
  %105 = fsub double %100, %104
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = call double @llvm.fabs.f64(double %104)
  %108 = call double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  %109 = fmul double %108, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp ugt double %106, %109
  %111 = fcmp ule double %107, 1.000000e-09
  %112 = or i1 %111, %110
  %113 = select i1 %112, ptr @.str.8, ptr @.str.9
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2, double noundef %100, double noundef %104, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !23
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !23
  %118 = add nuw nsw i64 %17, 1
  %119 = icmp eq i64 %118, 5
  br i1 %119, label %120, label %16, !llvm.loop !25

120:                                              ; preds = %16
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %122 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %123 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @counted_loss, i32 noundef %121, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %122, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #16
  br label %124

124:                                              ; preds = %124, %120
  %125 = phi i64 [ 0, %120 ], [ %151, %124 ]
  %126 = getelementptr inbounds double, ptr %3, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !14
  %128 = fadd double %127, 0x3EB0C6F7A0B5ED8D
  store double %128, ptr %126, align 8, !tbaa !14
  %129 = call double @counted_loss(ptr noundef nonnull %3, i32 noundef 5) #16, !callees !26
  %130 = fadd double %127, 0xBEB0C6F7A0B5ED8D
  store double %130, ptr %126, align 8, !tbaa !14
  %131 = call double @counted_loss(ptr noundef nonnull %3, i32 noundef 5) #16, !callees !26
  store double %127, ptr %126, align 8, !tbaa !14
  %132 = trunc nuw nsw i64 %125 to i32
  %133 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.4, i32 noundef %132) #16
  %134 = getelementptr inbounds double, ptr %5, i64 %125
  %135 = load double, ptr %134, align 8, !tbaa !14
  %136 = fsub double %129, %131
  %137 = fdiv double %136, 2.000000e-06
  %138 = fsub double %135, %137
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = call double @llvm.fabs.f64(double %137)
  %141 = call double @llvm.maxnum.f64(double %140, double 1.000000e+00)
  %142 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %143 = fcmp ugt double %139, %142
  %144 = fcmp ule double %140, 1.000000e-09
  %145 = or i1 %144, %143
  %146 = select i1 %145, ptr @.str.8, ptr @.str.9
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1, double noundef %135, double noundef %137, ptr noundef nonnull %146)
  %148 = zext i1 %145 to i32
  %149 = load i32, ptr @fails, align 4, !tbaa !23
  %150 = add nsw i32 %149, %148
  store i32 %150, ptr @fails, align 4, !tbaa !23
  %151 = add nuw nsw i64 %125, 1
  %152 = icmp eq i64 %151, 5
  br i1 %152, label %153, label %124, !llvm.loop !25

153:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #16
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %6, align 16
  %154 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 2.500000e-01, double 2.000000e+00>, ptr %154, align 16
  %155 = getelementptr inbounds i8, ptr %6, i64 32
  store double -1.000000e+00, ptr %155, align 16
  %156 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %157 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %158 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @counted_loss, i32 noundef %156, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %157, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #16
  %159 = load <2 x double>, ptr %3, align 16, !tbaa !14
  %160 = load <2 x double>, ptr %6, align 16, !tbaa !14
  %161 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %159)
  store <2 x double> %161, ptr %7, align 16, !tbaa !14
  %162 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %159)
  store <2 x double> %162, ptr %8, align 16, !tbaa !14
  %163 = getelementptr inbounds i8, ptr %7, i64 16
  %164 = getelementptr inbounds i8, ptr %8, i64 16
  %165 = load <2 x double>, ptr %10, align 16, !tbaa !14
  %166 = load <2 x double>, ptr %154, align 16, !tbaa !14
  %167 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %165)
  store <2 x double> %167, ptr %163, align 16, !tbaa !14
  %168 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %165)
  store <2 x double> %168, ptr %164, align 16, !tbaa !14
  %169 = load double, ptr %12, align 16, !tbaa !14
  %170 = load double, ptr %155, align 16, !tbaa !14
  %171 = call double @llvm.fmuladd.f64(double %170, double 0x3EB0C6F7A0B5ED8D, double %169)
  %172 = getelementptr inbounds i8, ptr %7, i64 32
  store double %171, ptr %172, align 16, !tbaa !14
  %173 = call double @llvm.fmuladd.f64(double %170, double 0xBEB0C6F7A0B5ED8D, double %169)
  %174 = getelementptr inbounds i8, ptr %8, i64 32
  store double %173, ptr %174, align 16, !tbaa !14
  %175 = call double @counted_loss(ptr noundef nonnull %7, i32 noundef 5)
  %176 = call double @counted_loss(ptr noundef nonnull %8, i32 noundef 5)
  %177 = fsub double %175, %176
  %178 = fdiv double %177, 2.000000e-06
  %179 = fsub double %158, %178
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = call double @llvm.fabs.f64(double %178)
  %182 = call double @llvm.maxnum.f64(double %181, double 1.000000e+00)
  %183 = fmul double %182, 0x3EB0C6F7A0B5ED8D
  %184 = fcmp ugt double %180, %183
  %185 = fcmp ule double %181, 1.000000e-09
  %186 = or i1 %185, %184
  %187 = select i1 %186, ptr @.str.8, ptr @.str.9
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %158, double noundef %178, ptr noundef nonnull %187)
  %189 = zext i1 %186 to i32
  %190 = load i32, ptr @fails, align 4, !tbaa !23
  %191 = add nsw i32 %190, %189
  store i32 %191, ptr @fails, align 4, !tbaa !23
  %192 = load i64, ptr @live_blocks, align 8, !tbaa !13
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %198, label %194

194:                                              ; preds = %153
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %192)
  %196 = load i32, ptr @fails, align 4, !tbaa !23
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @fails, align 4, !tbaa !23
  br label %198

198:                                              ; preds = %194, %153
  %199 = phi i32 [ %197, %194 ], [ %191, %153 ]
  %200 = icmp eq i32 %199, 0
  %201 = select i1 %200, ptr @.str.9, ptr @.str.8
  %202 = call i32 @puts(ptr nonnull dereferenceable(1) %201)
  %203 = load i32, ptr @fails, align 4, !tbaa !23
  %204 = icmp ne i32 %203, 0
  %205 = zext i1 %204 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #16
  ret i32 %205
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #11

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 16}
!13 = !{!10, !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !8, i64 0}
!25 = distinct !{!25, !17}
!26 = !{ptr @arena_loss, ptr @counted_loss}
