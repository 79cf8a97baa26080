; ModuleID = 'c/29_varargs.c'
source_filename = "c/29_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"sum_ints(0) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sum_ints(5) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"sum_ints(10) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"mean_doubles = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"mean_doubles(9) = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float promoted: %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"mixed total = %.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"idsl\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ddddddddii\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"x=%d y=%.2f s=%s\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"zyme\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"%05x|%-4s|%c\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"max_of = %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"  args(%s):\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c" i%d\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c" d%.3f\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c" l%lld\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" s'%s'\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"[log %2d] %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 10, i32 noundef -20, i32 noundef 30, i32 noundef -40, i32 noundef 50, i32 noundef -60, i32 noundef 70, i32 noundef -80, i32 noundef 90, i32 noundef 1000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call double (i32, ...) @mean_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef -3.000000e+00, double noundef 1.012500e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7)
  %9 = tail call double (i32, ...) @mean_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %9)
  %11 = tail call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 2.500000e+00, double noundef 5.000000e+00)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %11)
  %13 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.7, i32 noundef 7, double noundef 5.000000e-01, ptr noundef nonnull @.str.8, i64 noundef 1000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %13)
  %15 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, i32 noundef 9, i32 noundef 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %15)
  tail call void (ptr, ...) @logf_wrapper(ptr noundef nonnull @.str.10, i32 noundef 42, double noundef 3.141590e+00, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @logf_wrapper(ptr noundef nonnull @.str.12, i32 noundef 48879, ptr noundef nonnull @.str.13, i32 noundef 81)
  %17 = tail call i32 (i32, ...) @max_of(i32 poison, i32 noundef 9, i32 noundef 27, i32 noundef 4, i32 noundef 81, i32 noundef 2, i32 noundef -1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %17)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mean_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %37

15:                                               ; preds = %62, %4
  %16 = phi double [ poison, %4 ], [ %67, %62 ]
  %17 = phi ptr [ %10, %4 ], [ %63, %62 ]
  %18 = phi i32 [ %9, %4 ], [ %64, %62 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %67, %62 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %35 = uitofp nneg i32 %0 to double
  %36 = fdiv double %34, %35
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %36

37:                                               ; preds = %62, %13
  %38 = phi ptr [ %10, %13 ], [ %63, %62 ]
  %39 = phi i32 [ %9, %13 ], [ %64, %62 ]
  %40 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %41 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %42 = icmp ult i32 %39, 161
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = zext nneg i32 %39 to i64
  %45 = getelementptr i8, ptr %8, i64 %44
  %46 = add nuw nsw i32 %39, 16
  store i32 %46, ptr %5, align 4
  br label %49

47:                                               ; preds = %37
  %48 = getelementptr i8, ptr %38, i64 8
  store ptr %48, ptr %6, align 8
  br label %49

49:                                               ; preds = %47, %43
  %50 = phi ptr [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi ptr [ %45, %43 ], [ %38, %47 ]
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fadd double %40, %53
  %55 = icmp ult i32 %51, 161
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = getelementptr i8, ptr %50, i64 8
  store ptr %57, ptr %6, align 8
  br label %62

58:                                               ; preds = %49
  %59 = zext nneg i32 %51 to i64
  %60 = getelementptr i8, ptr %8, i64 %59
  %61 = add nuw nsw i32 %51, 16
  store i32 %61, ptr %5, align 4
  br label %62

62:                                               ; preds = %58, %56
  %63 = phi ptr [ %50, %58 ], [ %57, %56 ]
  %64 = phi i32 [ %61, %58 ], [ %51, %56 ]
  %65 = phi ptr [ %60, %58 ], [ %50, %56 ]
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = fadd double %54, %66
  %68 = add i32 %41, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %37, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal double @mixed(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %8, align 4
  br label %11

11:                                               ; preds = %89, %1
  %12 = phi i32 [ %10, %1 ], [ %90, %89 ]
  %13 = phi ptr [ %9, %1 ], [ %91, %89 ]
  %14 = phi i32 [ %4, %1 ], [ %92, %89 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %93, %89 ]
  %16 = phi ptr [ %0, %1 ], [ %94, %89 ]
  %17 = load i8, ptr %16, align 1, !tbaa !14
  switch i8 %17, label %89 [
    i8 0, label %18
    i8 105, label %23
    i8 100, label %38
    i8 108, label %52
    i8 115, label %67
  ]

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %0)
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = getelementptr inbounds i8, ptr %3, i64 4
  br label %95

23:                                               ; preds = %11
  %24 = icmp ult i32 %14, 41
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = zext nneg i32 %14 to i64
  %27 = getelementptr i8, ptr %7, i64 %26
  %28 = add nuw nsw i32 %14, 8
  store i32 %28, ptr %2, align 16
  br label %31

29:                                               ; preds = %23
  %30 = getelementptr i8, ptr %13, i64 8
  store ptr %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %29, %25
  %32 = phi ptr [ %13, %25 ], [ %30, %29 ]
  %33 = phi i32 [ %28, %25 ], [ %14, %29 ]
  %34 = phi ptr [ %27, %25 ], [ %13, %29 ]
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = sitofp i32 %35 to double
  %37 = fadd double %15, %36
  br label %89

38:                                               ; preds = %11
  %39 = icmp ult i32 %12, 161
  br i1 %39, label %40, label %44

40:                                               ; preds = %38
  %41 = zext nneg i32 %12 to i64
  %42 = getelementptr i8, ptr %7, i64 %41
  %43 = add nuw nsw i32 %12, 16
  store i32 %43, ptr %8, align 4
  br label %46

44:                                               ; preds = %38
  %45 = getelementptr i8, ptr %13, i64 8
  store ptr %45, ptr %5, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi i32 [ %43, %40 ], [ %12, %44 ]
  %48 = phi ptr [ %13, %40 ], [ %45, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %13, %44 ]
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = fadd double %15, %50
  br label %89

52:                                               ; preds = %11
  %53 = icmp ult i32 %14, 41
  br i1 %53, label %54, label %58

54:                                               ; preds = %52
  %55 = zext nneg i32 %14 to i64
  %56 = getelementptr i8, ptr %7, i64 %55
  %57 = add nuw nsw i32 %14, 8
  store i32 %57, ptr %2, align 16
  br label %60

58:                                               ; preds = %52
  %59 = getelementptr i8, ptr %13, i64 8
  store ptr %59, ptr %5, align 8
  br label %60

60:                                               ; preds = %58, %54
  %61 = phi ptr [ %13, %54 ], [ %59, %58 ]
  %62 = phi i32 [ %57, %54 ], [ %14, %58 ]
  %63 = phi ptr [ %56, %54 ], [ %13, %58 ]
  %64 = load i64, ptr %63, align 8, !tbaa !15
  %65 = sitofp i64 %64 to double
  %66 = fadd double %15, %65
  br label %89

67:                                               ; preds = %11
  %68 = icmp ult i32 %14, 41
  br i1 %68, label %69, label %73

69:                                               ; preds = %67
  %70 = zext nneg i32 %14 to i64
  %71 = getelementptr i8, ptr %7, i64 %70
  %72 = add nuw nsw i32 %14, 8
  store i32 %72, ptr %2, align 16
  br label %75

73:                                               ; preds = %67
  %74 = getelementptr i8, ptr %13, i64 8
  store ptr %74, ptr %5, align 8
  br label %75

75:                                               ; preds = %73, %69
  %76 = phi ptr [ %13, %69 ], [ %74, %73 ]
  %77 = phi i32 [ %72, %69 ], [ %14, %73 ]
  %78 = phi ptr [ %71, %69 ], [ %13, %73 ]
  %79 = load ptr, ptr %78, align 8, !tbaa !17
  %80 = load i8, ptr %79, align 1, !tbaa !14
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %89, label %82

82:                                               ; preds = %75, %82
  %83 = phi ptr [ %85, %82 ], [ %79, %75 ]
  %84 = phi double [ %86, %82 ], [ %15, %75 ]
  %85 = getelementptr inbounds i8, ptr %83, i64 1
  %86 = fadd double %84, 1.000000e+00
  %87 = load i8, ptr %85, align 1, !tbaa !14
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %89, label %82, !llvm.loop !19

89:                                               ; preds = %82, %75, %11, %31, %46, %60
  %90 = phi i32 [ %12, %60 ], [ %47, %46 ], [ %12, %31 ], [ %12, %11 ], [ %12, %75 ], [ %12, %82 ]
  %91 = phi ptr [ %61, %60 ], [ %48, %46 ], [ %32, %31 ], [ %13, %11 ], [ %76, %75 ], [ %76, %82 ]
  %92 = phi i32 [ %62, %60 ], [ %14, %46 ], [ %33, %31 ], [ %14, %11 ], [ %77, %75 ], [ %77, %82 ]
  %93 = phi double [ %66, %60 ], [ %51, %46 ], [ %37, %31 ], [ %15, %11 ], [ %15, %75 ], [ %86, %82 ]
  %94 = getelementptr inbounds i8, ptr %16, i64 1
  br label %11, !llvm.loop !20

95:                                               ; preds = %160, %18
  %96 = phi ptr [ %0, %18 ], [ %161, %160 ]
  %97 = load i8, ptr %96, align 1, !tbaa !14
  switch i8 %97, label %160 [
    i8 0, label %98
    i8 105, label %100
    i8 100, label %115
    i8 108, label %130
    i8 115, label %145
  ]

98:                                               ; preds = %95
  %99 = call i32 @putchar(i32 10)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %15

100:                                              ; preds = %95
  %101 = load i32, ptr %3, align 16
  %102 = icmp ult i32 %101, 41
  br i1 %102, label %103, label %108

103:                                              ; preds = %100
  %104 = load ptr, ptr %21, align 16
  %105 = zext nneg i32 %101 to i64
  %106 = getelementptr i8, ptr %104, i64 %105
  %107 = add nuw nsw i32 %101, 8
  store i32 %107, ptr %3, align 16
  br label %111

108:                                              ; preds = %100
  %109 = load ptr, ptr %20, align 8
  %110 = getelementptr i8, ptr %109, i64 8
  store ptr %110, ptr %20, align 8
  br label %111

111:                                              ; preds = %108, %103
  %112 = phi ptr [ %106, %103 ], [ %109, %108 ]
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %113)
  br label %160

115:                                              ; preds = %95
  %116 = load i32, ptr %22, align 4
  %117 = icmp ult i32 %116, 161
  br i1 %117, label %118, label %123

118:                                              ; preds = %115
  %119 = load ptr, ptr %21, align 16
  %120 = zext nneg i32 %116 to i64
  %121 = getelementptr i8, ptr %119, i64 %120
  %122 = add nuw nsw i32 %116, 16
  store i32 %122, ptr %22, align 4
  br label %126

123:                                              ; preds = %115
  %124 = load ptr, ptr %20, align 8
  %125 = getelementptr i8, ptr %124, i64 8
  store ptr %125, ptr %20, align 8
  br label %126

126:                                              ; preds = %123, %118
  %127 = phi ptr [ %121, %118 ], [ %124, %123 ]
  %128 = load double, ptr %127, align 8, !tbaa !11
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %128)
  br label %160

130:                                              ; preds = %95
  %131 = load i32, ptr %3, align 16
  %132 = icmp ult i32 %131, 41
  br i1 %132, label %133, label %138

133:                                              ; preds = %130
  %134 = load ptr, ptr %21, align 16
  %135 = zext nneg i32 %131 to i64
  %136 = getelementptr i8, ptr %134, i64 %135
  %137 = add nuw nsw i32 %131, 8
  store i32 %137, ptr %3, align 16
  br label %141

138:                                              ; preds = %130
  %139 = load ptr, ptr %20, align 8
  %140 = getelementptr i8, ptr %139, i64 8
  store ptr %140, ptr %20, align 8
  br label %141

141:                                              ; preds = %138, %133
  %142 = phi ptr [ %136, %133 ], [ %139, %138 ]
  %143 = load i64, ptr %142, align 8, !tbaa !15
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %143)
  br label %160

145:                                              ; preds = %95
  %146 = load i32, ptr %3, align 16
  %147 = icmp ult i32 %146, 41
  br i1 %147, label %148, label %153

148:                                              ; preds = %145
  %149 = load ptr, ptr %21, align 16
  %150 = zext nneg i32 %146 to i64
  %151 = getelementptr i8, ptr %149, i64 %150
  %152 = add nuw nsw i32 %146, 8
  store i32 %152, ptr %3, align 16
  br label %156

153:                                              ; preds = %145
  %154 = load ptr, ptr %20, align 8
  %155 = getelementptr i8, ptr %154, i64 8
  store ptr %155, ptr %20, align 8
  br label %156

156:                                              ; preds = %153, %148
  %157 = phi ptr [ %151, %148 ], [ %154, %153 ]
  %158 = load ptr, ptr %157, align 8, !tbaa !17
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %158)
  br label %160

160:                                              ; preds = %95, %111, %126, %141, %156
  %161 = getelementptr inbounds i8, ptr %96, i64 1
  br label %95, !llvm.loop !21
}

; Function Attrs: nofree nounwind uwtable
define internal void @logf_wrapper(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [128 x i8], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call noundef i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 128, ptr noundef readonly %0, ptr noundef nonnull %3) #7
  call void @llvm.va_end.p0(ptr nonnull %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %4, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #7
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal range(i32 3, -2147483648) i32 @max_of(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = icmp ult i32 %3, 41
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = add nuw nsw i32 %3, 8
  store i32 %10, ptr %2, align 16
  br label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i8, ptr %13, i64 8
  store ptr %14, ptr %12, align 8
  br label %15

15:                                               ; preds = %11, %5
  %16 = phi i32 [ %10, %5 ], [ %3, %11 ]
  %17 = phi ptr [ %9, %5 ], [ %13, %11 ]
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = getelementptr inbounds i8, ptr %2, i64 16
  %23 = load ptr, ptr %22, align 16
  %24 = load ptr, ptr %21, align 8
  br label %27

25:                                               ; preds = %40, %15
  %26 = phi i32 [ 3, %15 ], [ %32, %40 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %26

27:                                               ; preds = %20, %40
  %28 = phi ptr [ %24, %20 ], [ %41, %40 ]
  %29 = phi i32 [ %18, %20 ], [ %44, %40 ]
  %30 = phi i32 [ 3, %20 ], [ %32, %40 ]
  %31 = phi i32 [ %16, %20 ], [ %42, %40 ]
  %32 = call i32 @llvm.smax.i32(i32 %29, i32 %30)
  %33 = icmp ult i32 %31, 41
  br i1 %33, label %34, label %38

34:                                               ; preds = %27
  %35 = zext nneg i32 %31 to i64
  %36 = getelementptr i8, ptr %23, i64 %35
  %37 = add nuw nsw i32 %31, 8
  store i32 %37, ptr %2, align 16
  br label %40

38:                                               ; preds = %27
  %39 = getelementptr i8, ptr %28, i64 8
  store ptr %39, ptr %21, align 8
  br label %40

40:                                               ; preds = %38, %34
  %41 = phi ptr [ %28, %34 ], [ %39, %38 ]
  %42 = phi i32 [ %37, %34 ], [ %31, %38 ]
  %43 = phi ptr [ %36, %34 ], [ %28, %38 ]
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = icmp eq i32 %44, -1
  br i1 %45, label %25, label %27, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
