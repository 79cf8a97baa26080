; ModuleID = 'c/43_static_state.c'
source_filename = "c/43_static_state.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"rng:\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"mean after %d: %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"mean after reset: %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"table[4]=%.6f table[8]=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [46 x i8] c"longest collatz below 10000: n=%lld len=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [58 x i8] c"static locals keep state, between calls; 42 is not a word\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"words = %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [29 x i8] c"words after more input = %d\0A\00", align 1
@next_id.id = internal global i32 1000, align 4
@rng.s = internal global i32 305419896, align 4
@running_mean.sum = internal global double 0.000000e+00, align 8
@running_mean.n = internal global i32 0, align 4
@sin_table.table = internal global [16 x double] zeroinitializer, align 8
@sin_table.initialised = internal global i32 0, align 4
@sin_table.init_count = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [31 x i8] c"  (sin_table init count = %d)\0A\00", align 1
@collatz_len.cache = internal global [10000 x i32] zeroinitializer, align 4
@fsm_step.in_word = internal global i32 0, align 4
@fsm_step.words = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %19, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 5
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = call i32 @next_id()
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17)
  br label %19

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %13, !llvm.loop !6

22:                                               ; preds = %13
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %30, %22
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 6
  br i1 %26, label %27, label %33

27:                                               ; preds = %24
  %28 = call i32 @rng()
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %28)
  br label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  br label %24, !llvm.loop !8

33:                                               ; preds = %24
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 1, ptr %4, align 4
  br label %35

35:                                               ; preds = %46, %33
  %36 = load i32, ptr %4, align 4
  %37 = icmp sle i32 %36, 5
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %4, align 4
  %40 = load i32, ptr %4, align 4
  %41 = load i32, ptr %4, align 4
  %42 = mul nsw i32 %40, %41
  %43 = sitofp i32 %42 to double
  %44 = call double @running_mean(double noundef %43, i32 noundef 0)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %39, double noundef %44)
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %35, !llvm.loop !9

49:                                               ; preds = %35
  %50 = call double @running_mean(double noundef 0.000000e+00, i32 noundef 1)
  %51 = call double @running_mean(double noundef 4.200000e+01, i32 noundef 0)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %51)
  %53 = call ptr @sin_table()
  store ptr %53, ptr %5, align 8
  %54 = call ptr @sin_table()
  store ptr %54, ptr %5, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds double, ptr %55, i64 4
  %57 = load double, ptr %56, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds double, ptr %58, i64 8
  %60 = load double, ptr %59, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %57, double noundef %60)
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 1, ptr %8, align 8
  br label %62

62:                                               ; preds = %75, %49
  %63 = load i64, ptr %8, align 8
  %64 = icmp slt i64 %63, 10000
  br i1 %64, label %65, label %78

65:                                               ; preds = %62
  %66 = load i64, ptr %8, align 8
  %67 = call i64 @collatz_len(i64 noundef %66)
  store i64 %67, ptr %9, align 8
  %68 = load i64, ptr %9, align 8
  %69 = load i64, ptr %6, align 8
  %70 = icmp sgt i64 %68, %69
  br i1 %70, label %71, label %74

71:                                               ; preds = %65
  %72 = load i64, ptr %9, align 8
  store i64 %72, ptr %6, align 8
  %73 = load i64, ptr %8, align 8
  store i64 %73, ptr %7, align 8
  br label %74

74:                                               ; preds = %71, %65
  br label %75

75:                                               ; preds = %74
  %76 = load i64, ptr %8, align 8
  %77 = add nsw i64 %76, 1
  store i64 %77, ptr %8, align 8
  br label %62, !llvm.loop !10

78:                                               ; preds = %62
  %79 = load i64, ptr %7, align 8
  %80 = load i64, ptr %6, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %79, i64 noundef %80)
  store ptr @.str.8, ptr %10, align 8
  store i32 0, ptr %11, align 4
  %82 = load ptr, ptr %10, align 8
  store ptr %82, ptr %12, align 8
  br label %83

83:                                               ; preds = %91, %78
  %84 = load ptr, ptr %12, align 8
  %85 = load i8, ptr %84, align 1
  %86 = icmp ne i8 %85, 0
  br i1 %86, label %87, label %94

87:                                               ; preds = %83
  %88 = load ptr, ptr %12, align 8
  %89 = load i8, ptr %88, align 1
  %90 = call i32 @fsm_step(i8 noundef %89)
  store i32 %90, ptr %11, align 4
  br label %91

91:                                               ; preds = %87
  %92 = load ptr, ptr %12, align 8
  %93 = getelementptr inbounds i8, ptr %92, i32 1
  store ptr %93, ptr %12, align 8
  br label %83, !llvm.loop !11

94:                                               ; preds = %83
  %95 = load i32, ptr %11, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %95)
  %97 = call i32 @fsm_step(i8 noundef 32)
  store i32 %97, ptr %11, align 4
  %98 = call i32 @fsm_step(i8 noundef 120)
  store i32 %98, ptr %11, align 4
  %99 = load i32, ptr %11, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %99)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rng() #0 {
  %1 = load i32, ptr @rng.s, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rng.s, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rng.s, align 4
  %5 = load i32, ptr @rng.s, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rng.s, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rng.s, align 4
  %9 = load i32, ptr @rng.s, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rng.s, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rng.s, align 4
  %13 = load i32, ptr @rng.s, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @running_mean(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store double 0.000000e+00, ptr @running_mean.sum, align 8
  store i32 0, ptr @running_mean.n, align 4
  store double 0.000000e+00, ptr %3, align 8
  br label %19

9:                                                ; preds = %2
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr @running_mean.sum, align 8
  %12 = fadd double %11, %10
  store double %12, ptr @running_mean.sum, align 8
  %13 = load i32, ptr @running_mean.n, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @running_mean.n, align 4
  %15 = load double, ptr @running_mean.sum, align 8
  %16 = load i32, ptr @running_mean.n, align 4
  %17 = sitofp i32 %16 to double
  %18 = fdiv double %15, %17
  store double %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %9, %8
  %20 = load double, ptr %3, align 8
  ret double %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @sin_table() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = load i32, ptr @sin_table.initialised, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %33, label %5

5:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  br label %6

6:                                                ; preds = %27, %5
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %30

9:                                                ; preds = %6
  %10 = load i32, ptr %1, align 4
  %11 = sitofp i32 %10 to double
  %12 = fmul double %11, 1.125000e+01
  store double %12, ptr %2, align 8
  %13 = load double, ptr %2, align 8
  %14 = fmul double 4.000000e+00, %13
  %15 = load double, ptr %2, align 8
  %16 = fsub double 1.800000e+02, %15
  %17 = fmul double %14, %16
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %2, align 8
  %20 = fsub double 1.800000e+02, %19
  %21 = fneg double %18
  %22 = call double @llvm.fmuladd.f64(double %21, double %20, double 4.050000e+04)
  %23 = fdiv double %17, %22
  %24 = load i32, ptr %1, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x double], ptr @sin_table.table, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %9
  %28 = load i32, ptr %1, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %1, align 4
  br label %6, !llvm.loop !12

30:                                               ; preds = %6
  store i32 1, ptr @sin_table.initialised, align 4
  %31 = load i32, ptr @sin_table.init_count, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @sin_table.init_count, align 4
  br label %33

33:                                               ; preds = %30, %0
  %34 = load i32, ptr @sin_table.init_count, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %34)
  ret ptr @sin_table.table
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @collatz_len(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 1
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i64 1, ptr %2, align 8
  br label %45

8:                                                ; preds = %1
  %9 = load i64, ptr %3, align 8
  %10 = icmp slt i64 %9, 10000
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds [10000 x i32], ptr @collatz_len.cache, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds [10000 x i32], ptr @collatz_len.cache, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  store i64 %20, ptr %2, align 8
  br label %45

21:                                               ; preds = %11, %8
  %22 = load i64, ptr %3, align 8
  %23 = srem i64 %22, 2
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load i64, ptr %3, align 8
  %27 = mul nsw i64 3, %26
  %28 = add nsw i64 %27, 1
  br label %32

29:                                               ; preds = %21
  %30 = load i64, ptr %3, align 8
  %31 = sdiv i64 %30, 2
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i64 [ %28, %25 ], [ %31, %29 ]
  %34 = call i64 @collatz_len(i64 noundef %33)
  %35 = add nsw i64 1, %34
  store i64 %35, ptr %4, align 8
  %36 = load i64, ptr %3, align 8
  %37 = icmp slt i64 %36, 10000
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = load i64, ptr %4, align 8
  %40 = trunc i64 %39 to i32
  %41 = load i64, ptr %3, align 8
  %42 = getelementptr inbounds [10000 x i32], ptr @collatz_len.cache, i64 0, i64 %41
  store i32 %40, ptr %42, align 4
  br label %43

43:                                               ; preds = %38, %32
  %44 = load i64, ptr %4, align 8
  store i64 %44, ptr %2, align 8
  br label %45

45:                                               ; preds = %43, %16, %7
  %46 = load i64, ptr %2, align 8
  ret i64 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fsm_step(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  store i8 %0, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = zext i8 %4 to i32
  %6 = icmp sge i32 %5, 97
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = load i8, ptr %2, align 1
  %9 = zext i8 %8 to i32
  %10 = icmp sle i32 %9, 122
  br i1 %10, label %21, label %11

11:                                               ; preds = %7, %1
  %12 = load i8, ptr %2, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp sge i32 %13, 65
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load i8, ptr %2, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp sle i32 %17, 90
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi i1 [ false, %11 ], [ %18, %15 ]
  br label %21

21:                                               ; preds = %19, %7
  %22 = phi i1 [ true, %7 ], [ %20, %19 ]
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = load i32, ptr @fsm_step.in_word, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %26
  %30 = load i32, ptr @fsm_step.words, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @fsm_step.words, align 4
  br label %32

32:                                               ; preds = %29, %26, %21
  %33 = load i32, ptr %3, align 4
  store i32 %33, ptr @fsm_step.in_word, align 4
  %34 = load i32, ptr @fsm_step.words, align 4
  ret i32 %34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
