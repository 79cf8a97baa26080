; ModuleID = 'c/47_int128.c'
source_filename = "c/47_int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"mix: %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"buckets:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"mul_add: \00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c" (>>64: %llx, double %.6e)\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"overflows: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"%019llu\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca [7 x i32], align 4
  %5 = alloca i64, align 8
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 -7046029254386353131, ptr %2, align 8
  store i64 1, ptr %3, align 8
  br label %15

15:                                               ; preds = %23, %0
  %16 = load i64, ptr %3, align 8
  %17 = icmp ule i64 %16, 1000
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8
  %20 = load i64, ptr %3, align 8
  %21 = xor i64 %19, %20
  %22 = call i64 @mix(i64 noundef %21, i64 noundef -49064778989728563)
  store i64 %22, ptr %2, align 8
  br label %23

23:                                               ; preds = %18
  %24 = load i64, ptr %3, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %3, align 8
  br label %15, !llvm.loop !6

26:                                               ; preds = %15
  %27 = load i64, ptr %2, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %27)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 28, i1 false)
  store i64 0, ptr %5, align 8
  br label %29

29:                                               ; preds = %47, %26
  %30 = load i64, ptr %5, align 8
  %31 = icmp ult i64 %30, 7000
  br i1 %31, label %32, label %50

32:                                               ; preds = %29
  %33 = load i64, ptr %5, align 8
  %34 = mul i64 %33, -4265267296055464877
  %35 = zext i64 %34 to i128
  %36 = shl i128 %35, 17
  %37 = load i64, ptr %5, align 8
  %38 = zext i64 %37 to i128
  %39 = or i128 %36, %38
  store i128 %39, ptr %6, align 16
  %40 = load i128, ptr %6, align 16
  %41 = urem i128 %40, 7
  %42 = trunc i128 %41 to i32
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr %44, align 4
  br label %47

47:                                               ; preds = %32
  %48 = load i64, ptr %5, align 8
  %49 = add i64 %48, 1
  store i64 %49, ptr %5, align 8
  br label %29, !llvm.loop !8

50:                                               ; preds = %29
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %61, %50
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 7
  br i1 %54, label %55, label %64

55:                                               ; preds = %52
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59)
  br label %61

61:                                               ; preds = %55
  %62 = load i32, ptr %7, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %7, align 4
  br label %52, !llvm.loop !9

64:                                               ; preds = %52
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 20, ptr %8, align 4
  br label %66

66:                                               ; preds = %75, %64
  %67 = load i32, ptr %8, align 4
  %68 = icmp sle i32 %67, 33
  br i1 %68, label %69, label %78

69:                                               ; preds = %66
  %70 = load i32, ptr %8, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %70)
  %72 = load i32, ptr %8, align 4
  %73 = call i128 @factorial(i32 noundef %72)
  call void @print_i128(i128 noundef %73)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %75

75:                                               ; preds = %69
  %76 = load i32, ptr %8, align 4
  %77 = add nsw i32 %76, 13
  store i32 %77, ptr %8, align 4
  br label %66, !llvm.loop !10

78:                                               ; preds = %66
  %79 = call i128 @factorial(i32 noundef 25)
  %80 = sub nsw i128 0, %79
  %81 = sdiv i128 %80, 7
  call void @print_i128(i128 noundef %81)
  %82 = call i128 @factorial(i32 noundef 25)
  %83 = sub nsw i128 0, %82
  %84 = srem i128 %83, 1000003
  %85 = trunc i128 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %85)
  %87 = call i128 @mul_add(i128 noundef 1267650600228229401496703205376, i64 noundef 3, i128 noundef 12345)
  store i128 %87, ptr %9, align 16
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %89 = load i128, ptr %9, align 16
  call void @print_u128(i128 noundef %89)
  %90 = load i128, ptr %9, align 16
  %91 = lshr i128 %90, 64
  %92 = trunc i128 %91 to i64
  %93 = load i128, ptr %9, align 16
  %94 = uitofp i128 %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %92, double noundef %94)
  store i32 0, ptr %11, align 4
  store i64 1, ptr %12, align 8
  br label %96

96:                                               ; preds = %107, %78
  %97 = load i64, ptr %12, align 8
  %98 = icmp ult i64 %97, 4611686018427387904
  br i1 %98, label %99, label %111

99:                                               ; preds = %96
  %100 = load i64, ptr %12, align 8
  %101 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %100, i64 4886718345)
  %102 = extractvalue { i64, i1 } %101, 1
  %103 = extractvalue { i64, i1 } %101, 0
  store i64 %103, ptr %10, align 8
  %104 = zext i1 %102 to i32
  %105 = load i32, ptr %11, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %11, align 4
  br label %107

107:                                              ; preds = %99
  %108 = load i64, ptr %12, align 8
  %109 = mul i64 %108, 3
  %110 = add i64 %109, 1
  store i64 %110, ptr %12, align 8
  br label %96, !llvm.loop !11

111:                                              ; preds = %96
  %112 = load i32, ptr %11, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %112)
  store i128 -1267650600228229401496703205376, ptr %13, align 16
  store i128 18446744073709551616, ptr %14, align 16
  %114 = load i128, ptr %13, align 16
  %115 = load i128, ptr %14, align 16
  %116 = icmp slt i128 %114, %115
  %117 = zext i1 %116 to i32
  %118 = load i128, ptr %13, align 16
  %119 = load i128, ptr %14, align 16
  %120 = icmp ult i128 %118, %119
  %121 = zext i1 %120 to i32
  %122 = load i128, ptr %14, align 16
  %123 = sub nsw i128 %122, 1
  %124 = ashr i128 %123, 63
  %125 = icmp eq i128 %124, 1
  %126 = zext i1 %125 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %117, i32 noundef %121, i32 noundef %126)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i128, align 16
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = zext i64 %6 to i128
  %8 = load i64, ptr %4, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  store i128 %10, ptr %5, align 16
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i64
  %13 = load i128, ptr %5, align 16
  %14 = lshr i128 %13, 64
  %15 = trunc i128 %14 to i64
  %16 = xor i64 %12, %15
  ret i64 %16
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = icmp slt i128 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call i32 @putchar(i32 noundef 45)
  %7 = load i128, ptr %2, align 16
  %8 = sub i128 0, %7
  call void @print_u128(i128 noundef %8)
  br label %11

9:                                                ; preds = %1
  %10 = load i128, ptr %2, align 16
  call void @print_u128(i128 noundef %10)
  br label %11

11:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @factorial(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i128 1, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i128
  %12 = load i128, ptr %3, align 16
  %13 = mul nsw i128 %12, %11
  store i128 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !12

17:                                               ; preds = %5
  %18 = load i128, ptr %3, align 16
  ret i128 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul_add(i128 noundef %0, i64 noundef %1, i128 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i64 %1, ptr %5, align 8
  store i128 %2, ptr %6, align 16
  %7 = load i128, ptr %4, align 16
  %8 = load i64, ptr %5, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  %11 = load i128, ptr %6, align 16
  %12 = add i128 %10, %11
  ret i128 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i64 -8446744073709551616, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i128, ptr %2, align 16
  %9 = urem i128 %8, 10000000000000000000
  %10 = trunc i128 %9 to i64
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %5, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %13
  store i64 %10, ptr %14, align 8
  %15 = load i128, ptr %2, align 16
  %16 = udiv i128 %15, 10000000000000000000
  store i128 %16, ptr %2, align 16
  br label %17

17:                                               ; preds = %7
  %18 = load i128, ptr %2, align 16
  %19 = icmp ne i128 %18, 0
  br i1 %19, label %7, label %20, !llvm.loop !13

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  %22 = sub nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %25)
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 %27, 2
  store i32 %28, ptr %6, align 4
  br label %29

29:                                               ; preds = %38, %20
  %30 = load i32, ptr %6, align 4
  %31 = icmp sge i32 %30, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %36)
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, ptr %6, align 4
  br label %29, !llvm.loop !14

41:                                               ; preds = %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
