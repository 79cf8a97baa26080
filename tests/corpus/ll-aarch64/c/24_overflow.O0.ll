; ModuleID = 'c/24_overflow.c'
source_filename = "c/24_overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"add(INT_MAX,1) ovf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sub(INT_MIN,1) ovf=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"mul(65536,65536) ovf=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"mul(46340,46340) ovf=%d r=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"uadd(UINT_MAX,1) ovf=%d u=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"usub(0,1) ovf=%d u=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"i16 add 30000+30000 ovf=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"u64 mul ovf=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"sat_add32: %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"sat_add_u8: %u %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [39 x i8] c"first n with n! overflowing int64: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"first fib overflowing u32: F(%d)\0A\00", align 1
@__const.main.ns = private unnamed_addr constant [6 x i32] [i32 10, i32 30, i32 60, i32 67, i32 68, i32 100], align 4
@.str.12 = private unnamed_addr constant [19 x i8] c"C(%d,%d) = %lld%s\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c" (overflow)\00", align 1
@.str.14 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"u8 200 - u8 50 -> i8 ovf=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [28 x i8] c"i32 -1 -> u32 add 0 ovf=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"wrapping hash = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca [6 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  store i32 %15, ptr %2, align 4
  %16 = zext i1 %14 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
  %18 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -2147483648, i32 1)
  %19 = extractvalue { i32, i1 } %18, 1
  %20 = extractvalue { i32, i1 } %18, 0
  store i32 %20, ptr %2, align 4
  %21 = zext i1 %19 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %21)
  %23 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 65536)
  %24 = extractvalue { i32, i1 } %23, 1
  %25 = extractvalue { i32, i1 } %23, 0
  store i32 %25, ptr %2, align 4
  %26 = zext i1 %24 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %26)
  %28 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 46340, i32 46340)
  %29 = extractvalue { i32, i1 } %28, 1
  %30 = extractvalue { i32, i1 } %28, 0
  store i32 %30, ptr %2, align 4
  %31 = zext i1 %29 to i32
  %32 = load i32, ptr %2, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %31, i32 noundef %32)
  %34 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 1)
  %35 = extractvalue { i32, i1 } %34, 1
  %36 = extractvalue { i32, i1 } %34, 0
  store i32 %36, ptr %3, align 4
  %37 = zext i1 %35 to i32
  %38 = load i32, ptr %3, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37, i32 noundef %38)
  %40 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 1)
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = extractvalue { i32, i1 } %40, 0
  store i32 %42, ptr %3, align 4
  %43 = zext i1 %41 to i32
  %44 = load i32, ptr %3, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43, i32 noundef %44)
  %46 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 30000, i16 30000)
  %47 = extractvalue { i16, i1 } %46, 1
  %48 = extractvalue { i16, i1 } %46, 0
  store i16 %48, ptr %4, align 2
  %49 = zext i1 %47 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49)
  %51 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967296)
  %52 = extractvalue { i64, i1 } %51, 1
  %53 = extractvalue { i64, i1 } %51, 0
  store i64 %53, ptr %5, align 8
  %54 = zext i1 %52 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %54)
  %56 = call i32 @sat_add32(i32 noundef 2147483642, i32 noundef 10)
  %57 = call i32 @sat_add32(i32 noundef -2147483643, i32 noundef -10)
  %58 = call i32 @sat_add32(i32 noundef 100, i32 noundef -50)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = call i8 @sat_add_u8(i8 noundef -56, i8 noundef 100)
  %61 = zext i8 %60 to i32
  %62 = call i8 @sat_add_u8(i8 noundef 100, i8 noundef 100)
  %63 = zext i8 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %61, i32 noundef %63)
  %65 = call i32 @first_overflowing_factorial64()
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %65)
  %67 = call i32 @fib_overflow_u32()
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.ns, i64 24, i1 false)
  store i32 0, ptr %8, align 4
  br label %69

69:                                               ; preds = %98, %0
  %70 = load i32, ptr %8, align 4
  %71 = icmp slt i32 %70, 6
  br i1 %71, label %72, label %101

72:                                               ; preds = %69
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = sdiv i32 %80, 2
  %82 = call i64 @binom(i32 noundef %76, i32 noundef %81, ptr noundef %6)
  store i64 %82, ptr %9, align 8
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = sdiv i32 %90, 2
  %92 = load i64, ptr %9, align 8
  %93 = load i32, ptr %6, align 4
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, ptr @.str.13, ptr @.str.14
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %86, i32 noundef %91, i64 noundef %92, ptr noundef %96)
  br label %98

98:                                               ; preds = %72
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %8, align 4
  br label %69, !llvm.loop !6

101:                                              ; preds = %69
  %102 = call { i9, i1 } @llvm.ssub.with.overflow.i9(i9 200, i9 50)
  %103 = extractvalue { i9, i1 } %102, 1
  %104 = extractvalue { i9, i1 } %102, 0
  %105 = trunc i9 %104 to i8
  %106 = sext i8 %105 to i9
  %107 = icmp ne i9 %104, %106
  %108 = or i1 %103, %107
  store i8 %105, ptr %10, align 1
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %109)
  %111 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 -1, i33 0)
  %112 = extractvalue { i33, i1 } %111, 1
  %113 = extractvalue { i33, i1 } %111, 0
  %114 = trunc i33 %113 to i32
  %115 = zext i32 %114 to i33
  %116 = icmp ne i33 %113, %115
  %117 = or i1 %112, %116
  store i32 %114, ptr %3, align 4
  %118 = zext i1 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %118)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %120

120:                                              ; preds = %129, %101
  %121 = load i32, ptr %12, align 4
  %122 = icmp ult i32 %121, 1000
  br i1 %122, label %123, label %132

123:                                              ; preds = %120
  %124 = load i32, ptr %11, align 4
  %125 = mul i32 %124, 31
  %126 = load i32, ptr %12, align 4
  %127 = mul i32 %126, -1640531535
  %128 = add i32 %125, %127
  store i32 %128, ptr %11, align 4
  br label %129

129:                                              ; preds = %123
  %130 = load i32, ptr %12, align 4
  %131 = add i32 %130, 1
  store i32 %131, ptr %12, align 4
  br label %120, !llvm.loop !8

132:                                              ; preds = %120
  %133 = load i32, ptr %11, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %133)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 2147483647, i32 -2147483648
  store i32 %16, ptr %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @sat_add_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = load i8, ptr %4, align 1
  %8 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %6, i8 %7)
  %9 = extractvalue { i8, i1 } %8, 1
  %10 = extractvalue { i8, i1 } %8, 0
  store i8 %10, ptr %5, align 1
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %15

12:                                               ; preds = %2
  %13 = load i8, ptr %5, align 1
  %14 = zext i8 %13 to i32
  br label %15

15:                                               ; preds = %12, %11
  %16 = phi i32 [ 255, %11 ], [ %14, %12 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @first_overflowing_factorial64() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  store i64 1, ptr %1, align 8
  store i32 1, ptr %2, align 4
  br label %3

3:                                                ; preds = %13, %0
  %4 = load i64, ptr %1, align 8
  %5 = load i32, ptr %2, align 4
  %6 = sext i32 %5 to i64
  %7 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %4, i64 %6)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  store i64 %9, ptr %1, align 8
  br i1 %8, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %2, align 4
  ret i32 %11

12:                                               ; preds = %3
  br label %13

13:                                               ; preds = %12
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %2, align 4
  br label %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib_overflow_u32() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %5

5:                                                ; preds = %17, %0
  %6 = load i32, ptr %1, align 4
  %7 = load i32, ptr %2, align 4
  %8 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %6, i32 %7)
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  store i32 %10, ptr %4, align 4
  br i1 %9, label %11, label %14

11:                                               ; preds = %5
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  ret i32 %13

14:                                               ; preds = %5
  %15 = load i32, ptr %2, align 4
  store i32 %15, ptr %1, align 4
  %16 = load i32, ptr %4, align 4
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @binom(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i64 1, ptr %8, align 8
  %11 = load ptr, ptr %7, align 8
  store i32 0, ptr %11, align 4
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sub nsw i32 %13, %14
  %16 = icmp sgt i32 %12, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sub nsw i32 %18, %19
  store i32 %20, ptr %6, align 4
  br label %21

21:                                               ; preds = %17, %3
  store i32 1, ptr %9, align 4
  br label %22

22:                                               ; preds = %44, %21
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp sle i32 %23, %24
  br i1 %25, label %26, label %47

26:                                               ; preds = %22
  %27 = load i64, ptr %8, align 8
  %28 = load i32, ptr %5, align 4
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 %28, %29
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %27, i64 %33)
  %35 = extractvalue { i64, i1 } %34, 1
  %36 = extractvalue { i64, i1 } %34, 0
  store i64 %36, ptr %10, align 8
  br i1 %35, label %37, label %39

37:                                               ; preds = %26
  %38 = load ptr, ptr %7, align 8
  store i32 1, ptr %38, align 4
  store i64 0, ptr %4, align 8
  br label %49

39:                                               ; preds = %26
  %40 = load i64, ptr %10, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = sdiv i64 %40, %42
  store i64 %43, ptr %8, align 8
  br label %44

44:                                               ; preds = %39
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %22, !llvm.loop !9

47:                                               ; preds = %22
  %48 = load i64, ptr %8, align 8
  store i64 %48, ptr %4, align 8
  br label %49

49:                                               ; preds = %47, %37
  %50 = load i64, ptr %4, align 8
  ret i64 %50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i9, i1 } @llvm.ssub.with.overflow.i9(i9, i9) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
