; ModuleID = 'c/15_bst.c'
source_filename = "c/15_bst.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tnode = type { i32, double, ptr, ptr }

@count = internal global i32 0, align 4
@.str = private unnamed_addr constant [30 x i8] c"\0Anodes=%d height=%d acc=%.3f\0A\00", align 1
@__const.main.probes = private unnamed_addr constant [5 x i32] [i32 0, i32 17, i32 250, i32 499, i32 123], align 4
@.str.1 = private unnamed_addr constant [18 x i8] c"find %3d -> %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"find %3d -> none\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"after deleting evens: \00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%d:%.2f \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca [5 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  store i32 42, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %28, %0
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %12, 300
  br i1 %13, label %14, label %31

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 1103515245
  %17 = add i32 %16, 12345
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = lshr i32 %18, 16
  %20 = urem i32 %19, 500
  store i32 %20, ptr %5, align 4
  %21 = load ptr, ptr %2, align 8
  %22 = load i32, ptr %5, align 4
  %23 = load i32, ptr %4, align 4
  %24 = srem i32 %23, 10
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 5.000000e-01
  %27 = call ptr @insert(ptr noundef %21, i32 noundef %22, double noundef %26)
  store ptr %27, ptr %2, align 8
  br label %28

28:                                               ; preds = %14
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  br label %11, !llvm.loop !6

31:                                               ; preds = %11
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr @count, align 4
  %32 = load ptr, ptr %2, align 8
  call void @inorder(ptr noundef %32, ptr noundef %6)
  %33 = load i32, ptr @count, align 4
  %34 = load ptr, ptr %2, align 8
  %35 = call i32 @height(ptr noundef %34)
  %36 = load double, ptr %6, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33, i32 noundef %35, double noundef %36)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.probes, i64 20, i1 false)
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %66, %31
  %39 = load i32, ptr %8, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %69

41:                                               ; preds = %38
  %42 = load ptr, ptr %2, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = call ptr @find(ptr noundef %42, i32 noundef %46)
  store ptr %47, ptr %9, align 8
  %48 = load ptr, ptr %9, align 8
  %49 = icmp ne ptr %48, null
  br i1 %49, label %50, label %59

50:                                               ; preds = %41
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load ptr, ptr %9, align 8
  %56 = getelementptr inbounds %struct.tnode, ptr %55, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %54, double noundef %57)
  br label %65

59:                                               ; preds = %41
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63)
  br label %65

65:                                               ; preds = %59, %50
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %38, !llvm.loop !8

69:                                               ; preds = %38
  store i32 0, ptr %10, align 4
  br label %70

70:                                               ; preds = %77, %69
  %71 = load i32, ptr %10, align 4
  %72 = icmp slt i32 %71, 500
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load ptr, ptr %2, align 8
  %75 = load i32, ptr %10, align 4
  %76 = call ptr @delete_key(ptr noundef %74, i32 noundef %75)
  store ptr %76, ptr %2, align 8
  br label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 2
  store i32 %79, ptr %10, align 4
  br label %70, !llvm.loop !9

80:                                               ; preds = %70
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr @count, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %82 = load ptr, ptr %2, align 8
  call void @inorder(ptr noundef %82, ptr noundef %6)
  %83 = load i32, ptr @count, align 4
  %84 = load ptr, ptr %2, align 8
  %85 = call i32 @height(ptr noundef %84)
  %86 = load double, ptr %6, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %83, i32 noundef %85, double noundef %86)
  %88 = load ptr, ptr %2, align 8
  call void @destroy(ptr noundef %88)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %23, label %10

10:                                               ; preds = %3
  %11 = call noalias ptr @malloc(i64 noundef 32) #6
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.tnode, ptr %13, i32 0, i32 0
  store i32 %12, ptr %14, align 8
  %15 = load double, ptr %7, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 1
  store double %15, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.tnode, ptr %18, i32 0, i32 3
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.tnode, ptr %20, i32 0, i32 2
  store ptr null, ptr %21, align 8
  %22 = load ptr, ptr %5, align 8
  store ptr %22, ptr %4, align 8
  br label %62

23:                                               ; preds = %3
  %24 = load i32, ptr %6, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.tnode, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 8
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %23
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.tnode, ptr %30, i32 0, i32 2
  %32 = load ptr, ptr %31, align 8
  %33 = load i32, ptr %6, align 4
  %34 = load double, ptr %7, align 8
  %35 = call ptr @insert(ptr noundef %32, i32 noundef %33, double noundef %34)
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds %struct.tnode, ptr %36, i32 0, i32 2
  store ptr %35, ptr %37, align 8
  br label %60

38:                                               ; preds = %23
  %39 = load i32, ptr %6, align 4
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.tnode, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = icmp sgt i32 %39, %42
  br i1 %43, label %44, label %53

44:                                               ; preds = %38
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds %struct.tnode, ptr %45, i32 0, i32 3
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %6, align 4
  %49 = load double, ptr %7, align 8
  %50 = call ptr @insert(ptr noundef %47, i32 noundef %48, double noundef %49)
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds %struct.tnode, ptr %51, i32 0, i32 3
  store ptr %50, ptr %52, align 8
  br label %59

53:                                               ; preds = %38
  %54 = load double, ptr %7, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.tnode, ptr %55, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fadd double %57, %54
  store double %58, ptr %56, align 8
  br label %59

59:                                               ; preds = %53, %44
  br label %60

60:                                               ; preds = %59, %29
  %61 = load ptr, ptr %5, align 8
  store ptr %61, ptr %4, align 8
  br label %62

62:                                               ; preds = %60, %10
  %63 = load ptr, ptr %4, align 8
  ret ptr %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inorder(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  br label %40

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.tnode, ptr %9, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %4, align 8
  call void @inorder(ptr noundef %11, ptr noundef %12)
  %13 = load i32, ptr @count, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.tnode, ptr %19, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %18, double noundef %21)
  br label %23

23:                                               ; preds = %15, %8
  %24 = load i32, ptr @count, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @count, align 4
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.tnode, ptr %26, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.tnode, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = sitofp i32 %31 to double
  %33 = load ptr, ptr %4, align 8
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double %28, double %32, double %34)
  store double %35, ptr %33, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.tnode, ptr %36, i32 0, i32 3
  %38 = load ptr, ptr %37, align 8
  %39 = load ptr, ptr %4, align 8
  call void @inorder(ptr noundef %38, ptr noundef %39)
  br label %40

40:                                               ; preds = %23, %7
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %28

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.tnode, ptr %10, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @height(ptr noundef %12)
  store i32 %13, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.tnode, ptr %14, i32 0, i32 3
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @height(ptr noundef %16)
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  br label %25

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  %27 = add nsw i32 1, %26
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  br label %5

5:                                                ; preds = %30, %2
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %5
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.tnode, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %4, align 4
  %13 = icmp ne i32 %11, %12
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ]
  br i1 %15, label %16, label %32

16:                                               ; preds = %14
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.tnode, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.tnode, ptr %23, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.tnode, ptr %27, i32 0, i32 3
  %29 = load ptr, ptr %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ]
  store ptr %31, ptr %3, align 8
  br label %5, !llvm.loop !10

32:                                               ; preds = %14
  %33 = load ptr, ptr %3, align 8
  ret ptr %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @delete_key(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %102

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.tnode, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = icmp slt i32 %12, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %11
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.tnode, ptr %18, i32 0, i32 2
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %5, align 4
  %22 = call ptr @delete_key(ptr noundef %20, i32 noundef %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.tnode, ptr %23, i32 0, i32 2
  store ptr %22, ptr %24, align 8
  br label %100

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.tnode, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 8
  %30 = icmp sgt i32 %26, %29
  br i1 %30, label %31, label %39

31:                                               ; preds = %25
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.tnode, ptr %32, i32 0, i32 3
  %34 = load ptr, ptr %33, align 8
  %35 = load i32, ptr %5, align 4
  %36 = call ptr @delete_key(ptr noundef %34, i32 noundef %35)
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.tnode, ptr %37, i32 0, i32 3
  store ptr %36, ptr %38, align 8
  br label %99

39:                                               ; preds = %25
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.tnode, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  %43 = icmp ne ptr %42, null
  br i1 %43, label %44, label %49

44:                                               ; preds = %39
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.tnode, ptr %45, i32 0, i32 3
  %47 = load ptr, ptr %46, align 8
  %48 = icmp ne ptr %47, null
  br i1 %48, label %66, label %49

49:                                               ; preds = %44, %39
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.tnode, ptr %50, i32 0, i32 2
  %52 = load ptr, ptr %51, align 8
  %53 = icmp ne ptr %52, null
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds %struct.tnode, ptr %55, i32 0, i32 2
  %57 = load ptr, ptr %56, align 8
  br label %62

58:                                               ; preds = %49
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds %struct.tnode, ptr %59, i32 0, i32 3
  %61 = load ptr, ptr %60, align 8
  br label %62

62:                                               ; preds = %58, %54
  %63 = phi ptr [ %57, %54 ], [ %61, %58 ]
  store ptr %63, ptr %6, align 8
  %64 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %64) #7
  %65 = load ptr, ptr %6, align 8
  store ptr %65, ptr %3, align 8
  br label %102

66:                                               ; preds = %44
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.tnode, ptr %67, i32 0, i32 3
  %69 = load ptr, ptr %68, align 8
  store ptr %69, ptr %7, align 8
  br label %70

70:                                               ; preds = %75, %66
  %71 = load ptr, ptr %7, align 8
  %72 = getelementptr inbounds %struct.tnode, ptr %71, i32 0, i32 2
  %73 = load ptr, ptr %72, align 8
  %74 = icmp ne ptr %73, null
  br i1 %74, label %75, label %79

75:                                               ; preds = %70
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds %struct.tnode, ptr %76, i32 0, i32 2
  %78 = load ptr, ptr %77, align 8
  store ptr %78, ptr %7, align 8
  br label %70, !llvm.loop !11

79:                                               ; preds = %70
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds %struct.tnode, ptr %80, i32 0, i32 0
  %82 = load i32, ptr %81, align 8
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds %struct.tnode, ptr %83, i32 0, i32 0
  store i32 %82, ptr %84, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds %struct.tnode, ptr %85, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.tnode, ptr %88, i32 0, i32 1
  store double %87, ptr %89, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.tnode, ptr %90, i32 0, i32 3
  %92 = load ptr, ptr %91, align 8
  %93 = load ptr, ptr %7, align 8
  %94 = getelementptr inbounds %struct.tnode, ptr %93, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = call ptr @delete_key(ptr noundef %92, i32 noundef %95)
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.tnode, ptr %97, i32 0, i32 3
  store ptr %96, ptr %98, align 8
  br label %99

99:                                               ; preds = %79, %31
  br label %100

100:                                              ; preds = %99, %17
  %101 = load ptr, ptr %4, align 8
  store ptr %101, ptr %3, align 8
  br label %102

102:                                              ; preds = %100, %62, %10
  %103 = load ptr, ptr %3, align 8
  ret ptr %103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.tnode, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  call void @destroy(ptr noundef %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.tnode, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  call void @destroy(ptr noundef %11)
  %12 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %12) #7
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
