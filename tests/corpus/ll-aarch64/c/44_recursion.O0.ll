; ModuleID = 'c/44_recursion.c'
source_filename = "c/44_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ack_calls = internal global i64 0, align 8
@.str = private unnamed_addr constant [23 x i8] c"A(%u,%u)=%u calls=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"fib(50)=%llu fib(90)=%llu fib(93)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"is_even(1000)=%d is_odd(777)=%d\0A\00", align 1
@hanoi_moves = internal global i64 0, align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"hanoi(16) moves=%ld\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"permutations=%d\0A\00", align 1
@perm_count = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [15 x i8] c"queens(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"gcd(1071,462)=%d gcd(2^20,3^10)=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [38 x i8] c"power(1.5,-7)=%.12f power(2,30)=%.1f\0A\00", align 1
@memo = internal global [94 x i64] zeroinitializer, align 8
@.str.8 = private unnamed_addr constant [23 x i8] c"  move disk %d %c->%c\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"  %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i8], align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %27, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp ule i32 %8, 3
  br i1 %9, label %10, label %30

10:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %23, %10
  %12 = load i32, ptr %3, align 4
  %13 = icmp ule i32 %12, 3
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  store i64 0, ptr @ack_calls, align 8
  %15 = load i32, ptr %2, align 4
  %16 = load i32, ptr %3, align 4
  %17 = call i32 @ackermann(i32 noundef %15, i32 noundef %16)
  store i32 %17, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = load i32, ptr %4, align 4
  %21 = load i64, ptr @ack_calls, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %19, i32 noundef %20, i64 noundef %21)
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %3, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %11, !llvm.loop !6

26:                                               ; preds = %11
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %2, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %7, !llvm.loop !8

30:                                               ; preds = %7
  %31 = call i64 @fib(i32 noundef 50)
  %32 = call i64 @fib(i32 noundef 90)
  %33 = call i64 @fib(i32 noundef 93)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %31, i64 noundef %32, i64 noundef %33)
  %35 = call i32 @is_even(i32 noundef 1000)
  %36 = call i32 @is_odd(i32 noundef 777)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35, i32 noundef %36)
  call void @hanoi(i32 noundef 3, i8 noundef 65, i8 noundef 67, i8 noundef 66, i32 noundef 1)
  store i64 0, ptr @hanoi_moves, align 8
  call void @hanoi(i32 noundef 16, i8 noundef 65, i8 noundef 67, i8 noundef 66, i32 noundef 0)
  %38 = load i64, ptr @hanoi_moves, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.s, i64 5, i1 false)
  %40 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0
  call void @permute(ptr noundef %40, i32 noundef 0, i32 noundef 4)
  %41 = load i32, ptr @perm_count, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41)
  store i32 4, ptr %6, align 4
  br label %43

43:                                               ; preds = %51, %30
  %44 = load i32, ptr %6, align 4
  %45 = icmp sle i32 %44, 9
  br i1 %45, label %46, label %54

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = load i32, ptr %6, align 4
  %49 = call i32 @queens(i32 noundef 0, i32 noundef %48, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %47, i32 noundef %49)
  br label %51

51:                                               ; preds = %46
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %43, !llvm.loop !9

54:                                               ; preds = %43
  %55 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %56 = call i32 @gcd(i32 noundef 1048576, i32 noundef 59049)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %55, i32 noundef %56)
  %58 = call double @power(double noundef 1.500000e+00, i32 noundef -7)
  %59 = call double @power(double noundef 2.000000e+00, i32 noundef 30)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %58, double noundef %59)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i64, ptr @ack_calls, align 8
  %7 = add nsw i64 %6, 1
  store i64 %7, ptr @ack_calls, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = add i32 %11, 1
  store i32 %12, ptr %3, align 4
  br label %28

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sub i32 %17, 1
  %19 = call i32 @ackermann(i32 noundef %18, i32 noundef 1)
  store i32 %19, ptr %3, align 4
  br label %28

20:                                               ; preds = %13
  %21 = load i32, ptr %4, align 4
  %22 = sub i32 %21, 1
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = sub i32 %24, 1
  %26 = call i32 @ackermann(i32 noundef %23, i32 noundef %25)
  %27 = call i32 @ackermann(i32 noundef %22, i32 noundef %26)
  store i32 %27, ptr %3, align 4
  br label %28

28:                                               ; preds = %20, %16, %10
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = sext i32 %7 to i64
  store i64 %8, ptr %2, align 8
  br label %31

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [94 x i64], ptr @memo, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [94 x i64], ptr @memo, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %2, align 8
  br label %31

20:                                               ; preds = %9
  %21 = load i32, ptr %3, align 4
  %22 = sub nsw i32 %21, 1
  %23 = call i64 @fib(i32 noundef %22)
  %24 = load i32, ptr %3, align 4
  %25 = sub nsw i32 %24, 2
  %26 = call i64 @fib(i32 noundef %25)
  %27 = add i64 %23, %26
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [94 x i64], ptr @memo, i64 0, i64 %29
  store i64 %27, ptr %30, align 8
  store i64 %27, ptr %2, align 8
  br label %31

31:                                               ; preds = %20, %15, %6
  %32 = load i64, ptr %2, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i8 %1, ptr %7, align 1
  store i8 %2, ptr %8, align 1
  store i8 %3, ptr %9, align 1
  store i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  br label %39

14:                                               ; preds = %5
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 %15, 1
  %17 = load i8, ptr %7, align 1
  %18 = load i8, ptr %9, align 1
  %19 = load i8, ptr %8, align 1
  %20 = load i32, ptr %10, align 4
  call void @hanoi(i32 noundef %16, i8 noundef %17, i8 noundef %18, i8 noundef %19, i32 noundef %20)
  %21 = load i64, ptr @hanoi_moves, align 8
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr @hanoi_moves, align 8
  %23 = load i32, ptr %10, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %14
  %26 = load i32, ptr %6, align 4
  %27 = load i8, ptr %7, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8, ptr %8, align 1
  %30 = zext i8 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %26, i32 noundef %28, i32 noundef %30)
  br label %32

32:                                               ; preds = %25, %14
  %33 = load i32, ptr %6, align 4
  %34 = sub nsw i32 %33, 1
  %35 = load i8, ptr %9, align 1
  %36 = load i8, ptr %8, align 1
  %37 = load i8, ptr %7, align 1
  %38 = load i32, ptr %10, align 4
  call void @hanoi(i32 noundef %34, i8 noundef %35, i8 noundef %36, i8 noundef %37, i32 noundef %38)
  br label %39

39:                                               ; preds = %32, %13
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @permute(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %3
  %13 = load i32, ptr @perm_count, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @perm_count, align 4
  %15 = icmp slt i32 %13, 6
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 8
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %17)
  br label %19

19:                                               ; preds = %16, %12
  br label %72

20:                                               ; preds = %3
  %21 = load i32, ptr %5, align 4
  store i32 %21, ptr %7, align 4
  br label %22

22:                                               ; preds = %69, %20
  %23 = load i32, ptr %7, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %72

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  %31 = load i8, ptr %30, align 1
  store i8 %31, ptr %8, align 1
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %32, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  store i8 %36, ptr %40, align 1
  %41 = load i8, ptr %8, align 1
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  store i8 %41, ptr %45, align 1
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  %49 = load i32, ptr %6, align 4
  call void @permute(ptr noundef %46, i32 noundef %48, i32 noundef %49)
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %50, i64 %52
  %54 = load i8, ptr %53, align 1
  store i8 %54, ptr %8, align 1
  %55 = load ptr, ptr %4, align 8
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %55, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %60, i64 %62
  store i8 %59, ptr %63, align 1
  %64 = load i8, ptr %8, align 1
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %65, i64 %67
  store i8 %64, ptr %68, align 1
  br label %69

69:                                               ; preds = %26
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %22, !llvm.loop !10

72:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store i32 1, ptr %6, align 4
  br label %60

19:                                               ; preds = %5
  store i32 0, ptr %12, align 4
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %10, align 4
  %22 = or i32 %20, %21
  %23 = load i32, ptr %11, align 4
  %24 = or i32 %22, %23
  %25 = xor i32 %24, -1
  %26 = load i32, ptr %8, align 4
  %27 = shl i32 1, %26
  %28 = sub i32 %27, 1
  %29 = and i32 %25, %28
  store i32 %29, ptr %13, align 4
  br label %30

30:                                               ; preds = %33, %19
  %31 = load i32, ptr %13, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %58

33:                                               ; preds = %30
  %34 = load i32, ptr %13, align 4
  %35 = load i32, ptr %13, align 4
  %36 = sub i32 0, %35
  %37 = and i32 %34, %36
  store i32 %37, ptr %14, align 4
  %38 = load i32, ptr %14, align 4
  %39 = load i32, ptr %13, align 4
  %40 = xor i32 %39, %38
  store i32 %40, ptr %13, align 4
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %14, align 4
  %46 = or i32 %44, %45
  %47 = load i32, ptr %10, align 4
  %48 = load i32, ptr %14, align 4
  %49 = or i32 %47, %48
  %50 = shl i32 %49, 1
  %51 = load i32, ptr %11, align 4
  %52 = load i32, ptr %14, align 4
  %53 = or i32 %51, %52
  %54 = lshr i32 %53, 1
  %55 = call i32 @queens(i32 noundef %42, i32 noundef %43, i32 noundef %46, i32 noundef %50, i32 noundef %54)
  %56 = load i32, ptr %12, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %12, align 4
  br label %30, !llvm.loop !11

58:                                               ; preds = %30
  %59 = load i32, ptr %12, align 4
  store i32 %59, ptr %6, align 4
  br label %60

60:                                               ; preds = %58, %18
  %61 = load i32, ptr %6, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = srem i32 %11, %12
  %14 = call i32 @gcd(i32 noundef %10, i32 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @power(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %39

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = load double, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 0, %15
  %17 = call double @power(double noundef %14, i32 noundef %16)
  %18 = fdiv double 1.000000e+00, %17
  store double %18, ptr %3, align 8
  br label %39

19:                                               ; preds = %10
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sdiv i32 %21, 2
  %23 = call double @power(double noundef %20, i32 noundef %22)
  store double %23, ptr %6, align 8
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 2
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %19
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %6, align 8
  %30 = fmul double %28, %29
  %31 = load double, ptr %4, align 8
  %32 = fmul double %30, %31
  br label %37

33:                                               ; preds = %19
  %34 = load double, ptr %6, align 8
  %35 = load double, ptr %6, align 8
  %36 = fmul double %34, %35
  br label %37

37:                                               ; preds = %33, %27
  %38 = phi double [ %32, %27 ], [ %36, %33 ]
  store double %38, ptr %3, align 8
  br label %39

39:                                               ; preds = %37, %13, %9
  %40 = load double, ptr %3, align 8
  ret double %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
