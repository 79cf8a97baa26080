; ModuleID = 'c/15_bst.c'
source_filename = "c/15_bst.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@count = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [30 x i8] c"\0Anodes=%d height=%d acc=%.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"find %3d -> %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"find %3d -> none\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"after deleting evens: \00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%d:%.2f \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  br label %8

2:                                                ; preds = %8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  store double 0.000000e+00, ptr %1, align 8, !tbaa !6
  store i32 0, ptr @count, align 4, !tbaa !10
  call fastcc void @inorder(ptr noundef %22, ptr noundef nonnull %1)
  %3 = load i32, ptr @count, align 4, !tbaa !10
  %4 = tail call fastcc i32 @height(ptr noundef %22)
  %5 = load double, ptr %1, align 8, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, double noundef %5)
  %7 = icmp eq ptr %22, null
  br i1 %7, label %39, label %25

8:                                                ; preds = %0, %8
  %9 = phi ptr [ null, %0 ], [ %22, %8 ]
  %10 = phi i32 [ 42, %0 ], [ %13, %8 ]
  %11 = phi i32 [ 0, %0 ], [ %23, %8 ]
  %12 = mul i32 %10, 1103515245
  %13 = add i32 %12, 12345
  %14 = lshr i32 %13, 16
  %15 = trunc nuw i32 %14 to i16
  %16 = urem i16 %15, 500
  %17 = zext nneg i16 %16 to i32
  %18 = trunc nuw i32 %11 to i16
  %19 = urem i16 %18, 10
  %20 = uitofp nneg i16 %19 to double
  %21 = fmul double %20, 5.000000e-01
  %22 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef %17, double noundef %21)
  %23 = add nuw nsw i32 %11, 1
  %24 = icmp eq i32 %23, 300
  br i1 %24, label %2, label %8, !llvm.loop !12

25:                                               ; preds = %2, %29
  %26 = phi ptr [ %33, %29 ], [ %22, %2 ]
  %27 = load i32, ptr %26, align 8, !tbaa !14
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %35, label %29

29:                                               ; preds = %25
  %30 = icmp sgt i32 %27, 0
  %31 = select i1 %30, i64 16, i64 24
  %32 = getelementptr inbounds i8, ptr %26, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !17
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %25, !llvm.loop !18

35:                                               ; preds = %25
  %36 = getelementptr inbounds i8, ptr %26, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !19
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %37)
  br label %41

39:                                               ; preds = %29, %2
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  br label %41

41:                                               ; preds = %39, %35
  br i1 %7, label %56, label %42

42:                                               ; preds = %41, %46
  %43 = phi ptr [ %50, %46 ], [ %22, %41 ]
  %44 = load i32, ptr %43, align 8, !tbaa !14
  %45 = icmp eq i32 %44, 17
  br i1 %45, label %52, label %46

46:                                               ; preds = %42
  %47 = icmp sgt i32 %44, 17
  %48 = select i1 %47, i64 16, i64 24
  %49 = getelementptr inbounds i8, ptr %43, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !17
  %51 = icmp eq ptr %50, null
  br i1 %51, label %56, label %42, !llvm.loop !18

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, ptr %43, i64 8
  %54 = load double, ptr %53, align 8, !tbaa !19
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17, double noundef %54)
  br label %58

56:                                               ; preds = %46, %41
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 17)
  br label %58

58:                                               ; preds = %56, %52
  br i1 %7, label %73, label %59

59:                                               ; preds = %58, %63
  %60 = phi ptr [ %67, %63 ], [ %22, %58 ]
  %61 = load i32, ptr %60, align 8, !tbaa !14
  %62 = icmp eq i32 %61, 250
  br i1 %62, label %69, label %63

63:                                               ; preds = %59
  %64 = icmp sgt i32 %61, 250
  %65 = select i1 %64, i64 16, i64 24
  %66 = getelementptr inbounds i8, ptr %60, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !17
  %68 = icmp eq ptr %67, null
  br i1 %68, label %73, label %59, !llvm.loop !18

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %60, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !19
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 250, double noundef %71)
  br label %75

73:                                               ; preds = %63, %58
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 250)
  br label %75

75:                                               ; preds = %73, %69
  br i1 %7, label %90, label %76

76:                                               ; preds = %75, %80
  %77 = phi ptr [ %84, %80 ], [ %22, %75 ]
  %78 = load i32, ptr %77, align 8, !tbaa !14
  %79 = icmp eq i32 %78, 499
  br i1 %79, label %86, label %80

80:                                               ; preds = %76
  %81 = icmp sgt i32 %78, 499
  %82 = select i1 %81, i64 16, i64 24
  %83 = getelementptr inbounds i8, ptr %77, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !17
  %85 = icmp eq ptr %84, null
  br i1 %85, label %90, label %76, !llvm.loop !18

86:                                               ; preds = %76
  %87 = getelementptr inbounds i8, ptr %77, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !19
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 499, double noundef %88)
  br label %92

90:                                               ; preds = %80, %75
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 499)
  br label %92

92:                                               ; preds = %90, %86
  br i1 %7, label %108, label %93

93:                                               ; preds = %92, %97
  %94 = phi ptr [ %101, %97 ], [ %22, %92 ]
  %95 = load i32, ptr %94, align 8, !tbaa !14
  %96 = icmp eq i32 %95, 123
  br i1 %96, label %103, label %97

97:                                               ; preds = %93
  %98 = icmp sgt i32 %95, 123
  %99 = select i1 %98, i64 16, i64 24
  %100 = getelementptr inbounds i8, ptr %94, i64 %99
  %101 = load ptr, ptr %100, align 8, !tbaa !17
  %102 = icmp eq ptr %101, null
  br i1 %102, label %108, label %93, !llvm.loop !18

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %94, i64 8
  %105 = load double, ptr %104, align 8, !tbaa !19
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 123, double noundef %105)
  br label %107

107:                                              ; preds = %108, %103
  br label %116

108:                                              ; preds = %97, %92
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 123)
  br label %107

110:                                              ; preds = %116
  store double 0.000000e+00, ptr %1, align 8, !tbaa !6
  store i32 0, ptr @count, align 4, !tbaa !10
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call fastcc void @inorder(ptr noundef %119, ptr noundef nonnull %1)
  %112 = load i32, ptr @count, align 4, !tbaa !10
  %113 = tail call fastcc i32 @height(ptr noundef %119)
  %114 = load double, ptr %1, align 8, !tbaa !6
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %112, i32 noundef %113, double noundef %114)
  tail call fastcc void @destroy(ptr noundef %119)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  ret i32 0

116:                                              ; preds = %107, %116
  %117 = phi i32 [ %120, %116 ], [ 0, %107 ]
  %118 = phi ptr [ %119, %116 ], [ %22, %107 ]
  %119 = tail call fastcc ptr @delete_key(ptr noundef %118, i32 noundef %117)
  %120 = add nuw nsw i32 %117, 2
  %121 = icmp ult i32 %117, 498
  br i1 %121, label %116, label %110, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1, double noundef %2) unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #11
  store i32 %1, ptr %6, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store double %2, ptr %7, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  br label %12

9:                                                ; preds = %3
  %10 = load i32, ptr %0, align 8, !tbaa !14
  %11 = icmp sgt i32 %10, %1
  br i1 %11, label %14, label %18

12:                                               ; preds = %24, %5, %20, %14
  %13 = phi ptr [ %0, %14 ], [ %0, %20 ], [ %6, %5 ], [ %0, %24 ]
  ret ptr %13

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !21
  %17 = tail call fastcc ptr @insert(ptr noundef %16, i32 noundef %1, double noundef %2)
  store ptr %17, ptr %15, align 8, !tbaa !21
  br label %12

18:                                               ; preds = %9
  %19 = icmp slt i32 %10, %1
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = tail call fastcc ptr @insert(ptr noundef %22, i32 noundef %1, double noundef %2)
  store ptr %23, ptr %21, align 8, !tbaa !22
  br label %12

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !19
  %27 = fadd double %26, %2
  store double %27, ptr %25, align 8, !tbaa !19
  br label %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %28, label %4

4:                                                ; preds = %2, %16
  %5 = phi ptr [ %26, %16 ], [ %0, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !21
  tail call fastcc void @inorder(ptr noundef %7, ptr noundef %1)
  %8 = load i32, ptr @count, align 4, !tbaa !10
  %9 = icmp slt i32 %8, 12
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !19
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %11, double noundef %13)
  %15 = load i32, ptr @count, align 4, !tbaa !10
  br label %16

16:                                               ; preds = %10, %4
  %17 = phi i32 [ %15, %10 ], [ %8, %4 ]
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @count, align 4, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !19
  %21 = load i32, ptr %5, align 8, !tbaa !14
  %22 = sitofp i32 %21 to double
  %23 = load double, ptr %1, align 8, !tbaa !6
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %22, double %23)
  store double %24, ptr %1, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %5, i64 24
  %26 = load ptr, ptr %25, align 8, !tbaa !22
  %27 = icmp eq ptr %26, null
  br i1 %27, label %28, label %4

28:                                               ; preds = %16, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !21
  %8 = tail call fastcc i32 @height(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  %11 = tail call fastcc i32 @height(ptr noundef %10)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !14
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %9, label %13

7:                                                ; preds = %2, %27, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %28, %27 ], [ null, %2 ]
  ret ptr %8

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !21
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1)
  store ptr %12, ptr %10, align 8, !tbaa !21
  br label %7

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !22
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1)
  store ptr %18, ptr %16, align 8, !tbaa !22
  br label %7

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = icmp eq ptr %21, null
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !22
  br i1 %22, label %27, label %25

25:                                               ; preds = %19
  %26 = icmp eq ptr %24, null
  br i1 %26, label %27, label %29

27:                                               ; preds = %19, %25
  %28 = phi ptr [ %21, %25 ], [ %24, %19 ]
  tail call void @free(ptr noundef nonnull %0) #10
  br label %7

29:                                               ; preds = %25, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %25 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !21
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %29, !llvm.loop !23

34:                                               ; preds = %29
  %35 = load i32, ptr %30, align 8, !tbaa !14
  store i32 %35, ptr %0, align 8, !tbaa !14
  %36 = getelementptr inbounds i8, ptr %30, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  store double %37, ptr %38, align 8, !tbaa !19
  %39 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %35)
  store ptr %39, ptr %23, align 8, !tbaa !22
  br label %7
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  tail call fastcc void @destroy(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  tail call fastcc void @destroy(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #10
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!14 = !{!15, !11, i64 0}
!15 = !{!"tnode", !11, i64 0, !7, i64 8, !16, i64 16, !16, i64 24}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!16, !16, i64 0}
!18 = distinct !{!18, !13}
!19 = !{!15, !7, i64 8}
!20 = distinct !{!20, !13}
!21 = !{!15, !16, i64 16}
!22 = !{!15, !16, i64 24}
!23 = distinct !{!23, !13}
