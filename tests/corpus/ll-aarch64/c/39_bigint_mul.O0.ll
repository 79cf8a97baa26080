; ModuleID = 'c/39_bigint_mul.c'
source_filename = "c/39_bigint_mul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [200 x i32], i32 }

@main.f = internal global %struct.big zeroinitializer, align 4
@main.x = internal global %struct.big zeroinitializer, align 4
@main.y = internal global %struct.big zeroinitializer, align 4
@main.z = internal global %struct.big zeroinitializer, align 4
@main.t = internal global %struct.big zeroinitializer, align 4
@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"digit sum of 100! = %d, limbs = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"F(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"square limbs=%d digit sum=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"999999999^6 = \00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @big_set(ptr noundef @main.f, i32 noundef 1)
  store i32 2, ptr %2, align 4
  br label %6

6:                                                ; preds = %11, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp ule i32 %7, 100
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  call void @big_mul_small(ptr noundef @main.f, i32 noundef %10)
  br label %11

11:                                               ; preds = %9
  %12 = load i32, ptr %2, align 4
  %13 = add i32 %12, 1
  store i32 %13, ptr %2, align 4
  br label %6, !llvm.loop !6

14:                                               ; preds = %6
  call void @big_print(ptr noundef @.str, ptr noundef @main.f)
  %15 = call i32 @digit_sum(ptr noundef @main.f)
  %16 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.f, i32 0, i32 1), align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %16)
  call void @big_set(ptr noundef @main.x, i32 noundef 0)
  call void @big_set(ptr noundef @main.y, i32 noundef 1)
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %22, %14
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %19, 300
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  call void @big_add(ptr noundef @main.t, ptr noundef @main.x, ptr noundef @main.y)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.x, ptr align 4 @main.y, i64 804, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.y, ptr align 4 @main.t, i64 804, i1 false)
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %18, !llvm.loop !8

25:                                               ; preds = %18
  call void @big_print(ptr noundef @.str.2, ptr noundef @main.x)
  call void @big_set(ptr noundef @main.z, i32 noundef 2)
  call void @big_set(ptr noundef @main.t, i32 noundef 1)
  store i32 256, ptr %4, align 4
  br label %26

26:                                               ; preds = %35, %25
  %27 = load i32, ptr %4, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = and i32 %30, 1
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  call void @big_mul(ptr noundef @main.t, ptr noundef @main.t, ptr noundef @main.z)
  br label %34

34:                                               ; preds = %33, %29
  call void @big_mul(ptr noundef @main.z, ptr noundef @main.z, ptr noundef @main.z)
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = ashr i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %26, !llvm.loop !9

38:                                               ; preds = %26
  call void @big_print(ptr noundef @.str.3, ptr noundef @main.t)
  call void @big_set(ptr noundef @main.x, i32 noundef 123456789)
  call void @big_mul_small(ptr noundef @main.x, i32 noundef 1000000000)
  call void @big_add(ptr noundef @main.x, ptr noundef @main.x, ptr noundef @main.y)
  call void @big_mul(ptr noundef @main.t, ptr noundef @main.x, ptr noundef @main.x)
  %39 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.t, i32 0, i32 1), align 4
  %40 = call i32 @digit_sum(ptr noundef @main.t)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %39, i32 noundef %40)
  call void @big_set(ptr noundef @main.x, i32 noundef 999999999)
  call void @big_set(ptr noundef @main.y, i32 noundef 999999999)
  store i32 0, ptr %5, align 4
  br label %42

42:                                               ; preds = %46, %38
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %43, 5
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  call void @big_mul(ptr noundef @main.x, ptr noundef @main.x, ptr noundef @main.y)
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %42, !llvm.loop !10

49:                                               ; preds = %42
  call void @big_print(ptr noundef @.str.5, ptr noundef @main.x)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 804, i1 false)
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %6, 1000000000
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds [200 x i32], ptr %9, i64 0, i64 0
  store i32 %7, ptr %10, align 4
  %11 = load i32, ptr %4, align 4
  %12 = udiv i32 %11, 1000000000
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds [200 x i32], ptr %14, i64 0, i64 1
  store i32 %12, ptr %15, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds [200 x i32], ptr %17, i64 0, i64 1
  %19 = load i32, ptr %18, align 4
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i32 2, i32 1
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 1
  store i32 %22, ptr %24, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [200 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.big, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [200 x i32], ptr %31, i64 0, i64 %33
  store i32 %29, ptr %34, align 4
  %35 = load i64, ptr %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %8, !llvm.loop !11

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %44, %40
  %42 = load i64, ptr %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i64, ptr %5, align 8
  %46 = urem i64 %45, 1000000000
  %47 = trunc i64 %46 to i32
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [200 x i32], ptr %49, i64 0, i64 %54
  store i32 %47, ptr %55, align 4
  %56 = load i64, ptr %5, align 8
  %57 = udiv i64 %56, 1000000000
  store i64 %57, ptr %5, align 8
  br label %41, !llvm.loop !12

58:                                               ; preds = %41
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %6)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [200 x i32], ptr %9, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %16)
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = sub nsw i32 %20, 2
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %33, %2
  %23 = load i32, ptr %5, align 4
  %24 = icmp sge i32 %23, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [200 x i32], ptr %27, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %31)
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, -1
  store i32 %35, ptr %5, align 4
  br label %22, !llvm.loop !13

36:                                               ; preds = %22
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digit_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [200 x i32], ptr %14, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %27, %12
  %20 = load i32, ptr %5, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4
  %24 = urem i32 %23, 10
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %5, align 4
  %29 = udiv i32 %28, 10
  store i32 %29, ptr %5, align 4
  br label %19, !llvm.loop !14

30:                                               ; preds = %19
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %6, !llvm.loop !15

34:                                               ; preds = %6
  %35 = load i32, ptr %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %78, %26
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %81

32:                                               ; preds = %28
  %33 = load i64, ptr %7, align 8
  %34 = load i32, ptr %9, align 4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.big, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = icmp slt i32 %34, %37
  br i1 %38, label %39, label %46

39:                                               ; preds = %32
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.big, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [200 x i32], ptr %41, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  br label %47

46:                                               ; preds = %32
  br label %47

47:                                               ; preds = %46, %39
  %48 = phi i32 [ %45, %39 ], [ 0, %46 ]
  %49 = zext i32 %48 to i64
  %50 = add i64 %33, %49
  %51 = load i32, ptr %9, align 4
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.big, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = icmp slt i32 %51, %54
  br i1 %55, label %56, label %63

56:                                               ; preds = %47
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds %struct.big, ptr %57, i32 0, i32 0
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [200 x i32], ptr %58, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  br label %64

63:                                               ; preds = %47
  br label %64

64:                                               ; preds = %63, %56
  %65 = phi i32 [ %62, %56 ], [ 0, %63 ]
  %66 = zext i32 %65 to i64
  %67 = add i64 %50, %66
  store i64 %67, ptr %10, align 8
  %68 = load i64, ptr %10, align 8
  %69 = urem i64 %68, 1000000000
  %70 = trunc i64 %69 to i32
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.big, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %9, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [200 x i32], ptr %72, i64 0, i64 %74
  store i32 %70, ptr %75, align 4
  %76 = load i64, ptr %10, align 8
  %77 = udiv i64 %76, 1000000000
  store i64 %77, ptr %7, align 8
  br label %78

78:                                               ; preds = %64
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %9, align 4
  br label %28, !llvm.loop !16

81:                                               ; preds = %28
  %82 = load i32, ptr %8, align 4
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds %struct.big, ptr %83, i32 0, i32 1
  store i32 %82, ptr %84, align 4
  %85 = load i64, ptr %7, align 8
  %86 = icmp ne i64 %85, 0
  br i1 %86, label %87, label %98

87:                                               ; preds = %81
  %88 = load i64, ptr %7, align 8
  %89 = trunc i64 %88 to i32
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.big, ptr %90, i32 0, i32 0
  %92 = load ptr, ptr %4, align 8
  %93 = getelementptr inbounds %struct.big, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %93, align 4
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [200 x i32], ptr %91, i64 0, i64 %96
  store i32 %89, ptr %97, align 4
  br label %98

98:                                               ; preds = %87, %81
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [400 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = getelementptr inbounds [400 x i64], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 3200, i1 false)
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %80, %3
  %16 = load i32, ptr %8, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %83

21:                                               ; preds = %15
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %22

22:                                               ; preds = %76, %21
  %23 = load i32, ptr %10, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %31, label %28

28:                                               ; preds = %22
  %29 = load i64, ptr %9, align 8
  %30 = icmp ne i64 %29, 0
  br label %31

31:                                               ; preds = %28, %22
  %32 = phi i1 [ true, %22 ], [ %30, %28 ]
  br i1 %32, label %33, label %79

33:                                               ; preds = %31
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %10, align 4
  %36 = add nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [400 x i64], ptr %7, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = load i64, ptr %9, align 8
  %41 = add i64 %39, %40
  %42 = load i32, ptr %10, align 4
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.big, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = icmp slt i32 %42, %45
  br i1 %46, label %47, label %63

47:                                               ; preds = %33
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 0
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [200 x i32], ptr %49, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = zext i32 %53 to i64
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.big, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [200 x i32], ptr %56, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = zext i32 %60 to i64
  %62 = mul i64 %54, %61
  br label %64

63:                                               ; preds = %33
  br label %64

64:                                               ; preds = %63, %47
  %65 = phi i64 [ %62, %47 ], [ 0, %63 ]
  %66 = add i64 %41, %65
  store i64 %66, ptr %11, align 8
  %67 = load i64, ptr %11, align 8
  %68 = urem i64 %67, 1000000000
  %69 = load i32, ptr %8, align 4
  %70 = load i32, ptr %10, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [400 x i64], ptr %7, i64 0, i64 %72
  store i64 %68, ptr %73, align 8
  %74 = load i64, ptr %11, align 8
  %75 = udiv i64 %74, 1000000000
  store i64 %75, ptr %9, align 8
  br label %76

76:                                               ; preds = %64
  %77 = load i32, ptr %10, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %10, align 4
  br label %22, !llvm.loop !17

79:                                               ; preds = %31
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %15, !llvm.loop !18

83:                                               ; preds = %15
  %84 = load ptr, ptr %5, align 8
  %85 = getelementptr inbounds %struct.big, ptr %84, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds %struct.big, ptr %87, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  %90 = add nsw i32 %86, %89
  store i32 %90, ptr %12, align 4
  br label %91

91:                                               ; preds = %103, %83
  %92 = load i32, ptr %12, align 4
  %93 = icmp sgt i32 %92, 1
  br i1 %93, label %94, label %101

94:                                               ; preds = %91
  %95 = load i32, ptr %12, align 4
  %96 = sub nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [400 x i64], ptr %7, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = icmp eq i64 %99, 0
  br label %101

101:                                              ; preds = %94, %91
  %102 = phi i1 [ false, %91 ], [ %100, %94 ]
  br i1 %102, label %103, label %106

103:                                              ; preds = %101
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, -1
  store i32 %105, ptr %12, align 4
  br label %91, !llvm.loop !19

106:                                              ; preds = %101
  %107 = load ptr, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %107, i8 0, i64 804, i1 false)
  store i32 0, ptr %13, align 4
  br label %108

108:                                              ; preds = %123, %106
  %109 = load i32, ptr %13, align 4
  %110 = load i32, ptr %12, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %126

112:                                              ; preds = %108
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [400 x i64], ptr %7, i64 0, i64 %114
  %116 = load i64, ptr %115, align 8
  %117 = trunc i64 %116 to i32
  %118 = load ptr, ptr %4, align 8
  %119 = getelementptr inbounds %struct.big, ptr %118, i32 0, i32 0
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [200 x i32], ptr %119, i64 0, i64 %121
  store i32 %117, ptr %122, align 4
  br label %123

123:                                              ; preds = %112
  %124 = load i32, ptr %13, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %13, align 4
  br label %108, !llvm.loop !20

126:                                              ; preds = %108
  %127 = load i32, ptr %12, align 4
  %128 = load ptr, ptr %4, align 8
  %129 = getelementptr inbounds %struct.big, ptr %128, i32 0, i32 1
  store i32 %127, ptr %129, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
