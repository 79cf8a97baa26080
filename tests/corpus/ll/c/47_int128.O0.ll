; ModuleID = 'c/47_int128.c'
source_filename = "c/47_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %4 = alloca [7 x i32], align 16
  %5 = alloca i64, align 8
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 -7046029254386353131, ptr %2, align 8
  store i64 1, ptr %3, align 8
  br label %24

24:                                               ; preds = %32, %0
  %25 = load i64, ptr %3, align 8
  %26 = icmp ule i64 %25, 1000
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i64, ptr %2, align 8
  %29 = load i64, ptr %3, align 8
  %30 = xor i64 %28, %29
  %31 = call i64 @mix(i64 noundef %30, i64 noundef -49064778989728563)
  store i64 %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %27
  %33 = load i64, ptr %3, align 8
  %34 = add i64 %33, 1
  store i64 %34, ptr %3, align 8
  br label %24, !llvm.loop !6

35:                                               ; preds = %24
  %36 = load i64, ptr %2, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %36)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 28, i1 false)
  store i64 0, ptr %5, align 8
  br label %38

38:                                               ; preds = %56, %35
  %39 = load i64, ptr %5, align 8
  %40 = icmp ult i64 %39, 7000
  br i1 %40, label %41, label %59

41:                                               ; preds = %38
  %42 = load i64, ptr %5, align 8
  %43 = mul i64 %42, -4265267296055464877
  %44 = zext i64 %43 to i128
  %45 = shl i128 %44, 17
  %46 = load i64, ptr %5, align 8
  %47 = zext i64 %46 to i128
  %48 = or i128 %45, %47
  store i128 %48, ptr %6, align 16
  %49 = load i128, ptr %6, align 16
  %50 = urem i128 %49, 7
  %51 = trunc i128 %50 to i32
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %53, align 4
  br label %56

56:                                               ; preds = %41
  %57 = load i64, ptr %5, align 8
  %58 = add i64 %57, 1
  store i64 %58, ptr %5, align 8
  br label %38, !llvm.loop !8

59:                                               ; preds = %38
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %7, align 4
  br label %61

61:                                               ; preds = %70, %59
  %62 = load i32, ptr %7, align 4
  %63 = icmp slt i32 %62, 7
  br i1 %63, label %64, label %73

64:                                               ; preds = %61
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %68)
  br label %70

70:                                               ; preds = %64
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %61, !llvm.loop !9

73:                                               ; preds = %61
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 20, ptr %8, align 4
  br label %75

75:                                               ; preds = %93, %73
  %76 = load i32, ptr %8, align 4
  %77 = icmp sle i32 %76, 33
  br i1 %77, label %78, label %96

78:                                               ; preds = %75
  %79 = load i32, ptr %8, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79)
  %81 = load i32, ptr %8, align 4
  %82 = call { i64, i64 } @factorial(i32 noundef %81)
  %83 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %84 = extractvalue { i64, i64 } %82, 0
  store i64 %84, ptr %83, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %86 = extractvalue { i64, i64 } %82, 1
  store i64 %86, ptr %85, align 8
  %87 = load i128, ptr %9, align 16
  store i128 %87, ptr %10, align 16
  %88 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %89 = load i64, ptr %88, align 16
  %90 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %91 = load i64, ptr %90, align 8
  call void @print_i128(i64 noundef %89, i64 noundef %91)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %93

93:                                               ; preds = %78
  %94 = load i32, ptr %8, align 4
  %95 = add nsw i32 %94, 13
  store i32 %95, ptr %8, align 4
  br label %75, !llvm.loop !10

96:                                               ; preds = %75
  %97 = call { i64, i64 } @factorial(i32 noundef 25)
  %98 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %99 = extractvalue { i64, i64 } %97, 0
  store i64 %99, ptr %98, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %101 = extractvalue { i64, i64 } %97, 1
  store i64 %101, ptr %100, align 8
  %102 = load i128, ptr %11, align 16
  %103 = sub nsw i128 0, %102
  %104 = sdiv i128 %103, 7
  store i128 %104, ptr %12, align 16
  %105 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %106 = load i64, ptr %105, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  call void @print_i128(i64 noundef %106, i64 noundef %108)
  %109 = call { i64, i64 } @factorial(i32 noundef 25)
  %110 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %111 = extractvalue { i64, i64 } %109, 0
  store i64 %111, ptr %110, align 16
  %112 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %113 = extractvalue { i64, i64 } %109, 1
  store i64 %113, ptr %112, align 8
  %114 = load i128, ptr %13, align 16
  %115 = sub nsw i128 0, %114
  %116 = srem i128 %115, 1000003
  %117 = trunc i128 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %117)
  store i128 1267650600228229401496703205376, ptr %15, align 16
  %119 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %120 = load i64, ptr %119, align 16
  %121 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %122 = load i64, ptr %121, align 8
  store i128 12345, ptr %16, align 16
  %123 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %124 = load i64, ptr %123, align 16
  %125 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  %127 = call { i64, i64 } @mul_add(i64 noundef %120, i64 noundef %122, i64 noundef 3, i64 noundef %124, i64 noundef %126)
  %128 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %129 = extractvalue { i64, i64 } %127, 0
  store i64 %129, ptr %128, align 16
  %130 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %131 = extractvalue { i64, i64 } %127, 1
  store i64 %131, ptr %130, align 8
  %132 = load i128, ptr %17, align 16
  store i128 %132, ptr %14, align 16
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %134 = load i128, ptr %14, align 16
  store i128 %134, ptr %18, align 16
  %135 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %136 = load i64, ptr %135, align 16
  %137 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %138 = load i64, ptr %137, align 8
  call void @print_u128(i64 noundef %136, i64 noundef %138)
  %139 = load i128, ptr %14, align 16
  %140 = lshr i128 %139, 64
  %141 = trunc i128 %140 to i64
  %142 = load i128, ptr %14, align 16
  %143 = uitofp i128 %142 to double
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %141, double noundef %143)
  store i32 0, ptr %20, align 4
  store i64 1, ptr %21, align 8
  br label %145

145:                                              ; preds = %156, %96
  %146 = load i64, ptr %21, align 8
  %147 = icmp ult i64 %146, 4611686018427387904
  br i1 %147, label %148, label %160

148:                                              ; preds = %145
  %149 = load i64, ptr %21, align 8
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 4886718345)
  %151 = extractvalue { i64, i1 } %150, 1
  %152 = extractvalue { i64, i1 } %150, 0
  store i64 %152, ptr %19, align 8
  %153 = zext i1 %151 to i32
  %154 = load i32, ptr %20, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr %20, align 4
  br label %156

156:                                              ; preds = %148
  %157 = load i64, ptr %21, align 8
  %158 = mul i64 %157, 3
  %159 = add i64 %158, 1
  store i64 %159, ptr %21, align 8
  br label %145, !llvm.loop !11

160:                                              ; preds = %145
  %161 = load i32, ptr %20, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %161)
  store i128 -1267650600228229401496703205376, ptr %22, align 16
  store i128 18446744073709551616, ptr %23, align 16
  %163 = load i128, ptr %22, align 16
  %164 = load i128, ptr %23, align 16
  %165 = icmp slt i128 %163, %164
  %166 = zext i1 %165 to i32
  %167 = load i128, ptr %22, align 16
  %168 = load i128, ptr %23, align 16
  %169 = icmp ult i128 %167, %168
  %170 = zext i1 %169 to i32
  %171 = load i128, ptr %23, align 16
  %172 = sub nsw i128 %171, 1
  %173 = ashr i128 %172, 63
  %174 = icmp eq i128 %173, 1
  %175 = zext i1 %174 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %166, i32 noundef %170, i32 noundef %175)
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
define internal void @print_i128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp slt i128 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  %13 = call i32 @putchar(i32 noundef 45)
  %14 = load i128, ptr %4, align 16
  %15 = sub i128 0, %14
  store i128 %15, ptr %5, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  call void @print_u128(i64 noundef %17, i64 noundef %19)
  br label %26

20:                                               ; preds = %2
  %21 = load i128, ptr %4, align 16
  store i128 %21, ptr %6, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  call void @print_u128(i64 noundef %23, i64 noundef %25)
  br label %26

26:                                               ; preds = %20, %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @factorial(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul nsw i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !12

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul_add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) #0 {
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %1, ptr %13, align 8
  %14 = load i128, ptr %7, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %3, ptr %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %4, ptr %16, align 8
  %17 = load i128, ptr %8, align 16
  store i128 %14, ptr %9, align 16
  store i64 %2, ptr %10, align 8
  store i128 %17, ptr %11, align 16
  %18 = load i128, ptr %9, align 16
  %19 = load i64, ptr %10, align 8
  %20 = zext i64 %19 to i128
  %21 = mul i128 %18, %20
  %22 = load i128, ptr %11, align 16
  %23 = add i128 %21, %22
  store i128 %23, ptr %6, align 16
  %24 = load { i64, i64 }, ptr %6, align 16
  ret { i64, i64 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i64, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %3, align 16
  store i128 %11, ptr %4, align 16
  store i64 -8446744073709551616, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %22, %2
  %13 = load i128, ptr %4, align 16
  %14 = urem i128 %13, 10000000000000000000
  %15 = trunc i128 %14 to i64
  %16 = load i32, ptr %7, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %7, align 4
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %18
  store i64 %15, ptr %19, align 8
  %20 = load i128, ptr %4, align 16
  %21 = udiv i128 %20, 10000000000000000000
  store i128 %21, ptr %4, align 16
  br label %22

22:                                               ; preds = %12
  %23 = load i128, ptr %4, align 16
  %24 = icmp ne i128 %23, 0
  br i1 %24, label %12, label %25, !llvm.loop !13

25:                                               ; preds = %22
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %32, 2
  store i32 %33, ptr %8, align 4
  br label %34

34:                                               ; preds = %43, %25
  %35 = load i32, ptr %8, align 4
  %36 = icmp sge i32 %35, 0
  br i1 %36, label %37, label %46

37:                                               ; preds = %34
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %41)
  br label %43

43:                                               ; preds = %37
  %44 = load i32, ptr %8, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %8, align 4
  br label %34, !llvm.loop !14

46:                                               ; preds = %34
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
