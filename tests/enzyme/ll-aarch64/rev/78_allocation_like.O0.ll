; ModuleID = 'rev/78_allocation_like.c'
source_filename = "rev/78_allocation_like.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Arena = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 8
@live_blocks = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"malloc\00", align 1
@__enzyme_function_like = dso_local global [2 x ptr] [ptr @counted_malloc, ptr @.str.1], align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"free\00", align 1
@__enzyme_function_like_free = dso_local global [2 x ptr] [ptr @counted_free, ptr @.str.2], align 8
@arena = internal global %struct.Arena { ptr @arena_memory, i64 0, i64 0 }, align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [6 x i8] c"arena\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"counted\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"counted forward\00", align 1
@.str.6 = private unnamed_addr constant [43 x i8] c"live blocks after the gradients: %ld FAIL\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@arena_memory = internal global [16384 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"%s d/dx[%d]\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @arena_alloc(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Arena, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Arena, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %8, i64 %11
  store ptr %12, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  %14 = add nsw i64 %13, 15
  %15 = and i64 %14, -16
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Arena, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = add nsw i64 %18, %15
  store i64 %19, ptr %17, align 8
  %20 = load ptr, ptr %5, align 8
  ret ptr %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @arena_release(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Arena, ptr %6, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, 1
  store i64 %9, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @counted_malloc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @live_blocks, align 8
  %4 = add nsw i64 %3, 1
  store i64 %4, ptr @live_blocks, align 8
  %5 = load i64, ptr %2, align 8
  %6 = call noalias ptr @malloc(i64 noundef %5) #6
  ret ptr %6
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @counted_free(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load i64, ptr @live_blocks, align 8
  %4 = add nsw i64 %3, -1
  store i64 %4, ptr @live_blocks, align 8
  %5 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %5) #7
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @arena_loss(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, 8
  %13 = call ptr @arena_alloc(ptr noundef @arena, i64 noundef %12)
  store ptr %13, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %32, %2
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %14
  %19 = load double, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @sin(double noundef %24) #7
  %26 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %19, double %25)
  store double %26, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  store double %27, ptr %31, align 8
  br label %32

32:                                               ; preds = %18
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %14, !llvm.loop !6

35:                                               ; preds = %14
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %57, %35
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %60

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  %43 = sitofp i32 %42 to double
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fmul double %43, %48
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load double, ptr %8, align 8
  %56 = call double @llvm.fmuladd.f64(double %49, double %54, double %55)
  store double %56, ptr %8, align 8
  br label %57

57:                                               ; preds = %40
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %36, !llvm.loop !8

60:                                               ; preds = %36
  %61 = load ptr, ptr %5, align 8
  call void @arena_release(ptr noundef @arena, ptr noundef %61)
  %62 = load double, ptr %8, align 8
  ret double %62
}

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @counted_loss(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %72, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %75

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = mul i64 %15, 8
  %17 = call ptr @counted_malloc(i64 noundef %16)
  store ptr %17, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %18

18:                                               ; preds = %44, %13
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %47

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  %30 = sitofp i32 %29 to double
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %4, align 4
  %35 = srem i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double %27, double %30, double %38)
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  store double %39, ptr %43, align 8
  br label %44

44:                                               ; preds = %22
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %8, align 4
  br label %18, !llvm.loop !9

47:                                               ; preds = %18
  store i32 0, ptr %9, align 4
  br label %48

48:                                               ; preds = %67, %47
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %4, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %70

52:                                               ; preds = %48
  %53 = load ptr, ptr %7, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = fmul double -1.000000e-01, %62
  %64 = call double @exp(double noundef %63) #7
  %65 = load double, ptr %5, align 8
  %66 = call double @llvm.fmuladd.f64(double %57, double %64, double %65)
  store double %66, ptr %5, align 8
  br label %67

67:                                               ; preds = %52
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %9, align 4
  br label %48, !llvm.loop !10

70:                                               ; preds = %48
  %71 = load ptr, ptr %7, align 8
  call void @counted_free(ptr noundef %71)
  br label %72

72:                                               ; preds = %70
  %73 = load i32, ptr %6, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %6, align 4
  br label %10, !llvm.loop !11

75:                                               ; preds = %10
  %76 = load double, ptr %5, align 8
  ret double %76
}

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 8
  %3 = alloca [5 x double], align 8
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 40, i1 false)
  %10 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 0
  store double 3.000000e-01, ptr %10, align 8
  %11 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 1
  store double 0xBFE6666666666666, ptr %11, align 8
  %12 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 2
  store double 1.200000e+00, ptr %12, align 8
  %13 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 3
  store double 4.500000e-01, ptr %13, align 8
  %14 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 4
  store double -1.100000e+00, ptr %14, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 40, i1 false)
  %15 = load i32, ptr @enzyme_dup, align 4
  %16 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %17 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @arena_loss, i32 noundef %15, ptr noundef %16, ptr noundef %17, i32 noundef %18, i32 noundef 5)
  %20 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %21 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  call void @check_gradient(ptr noundef @.str.3, ptr noundef @arena_loss, ptr noundef %20, i32 noundef 5, ptr noundef %21)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false)
  %22 = load i32, ptr @enzyme_dup, align 4
  %23 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %24 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %25 = load i32, ptr @enzyme_const, align 4
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @counted_loss, i32 noundef %22, ptr noundef %23, ptr noundef %24, i32 noundef %25, i32 noundef 5)
  %27 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %28 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  call void @check_gradient(ptr noundef @.str.4, ptr noundef @counted_loss, ptr noundef %27, i32 noundef 5, ptr noundef %28)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %29 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 1.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -5.000000e-01, ptr %30, align 8
  %31 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 2.500000e-01, ptr %31, align 8
  %32 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 2.000000e+00, ptr %32, align 8
  %33 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -1.000000e+00, ptr %33, align 8
  %34 = load i32, ptr @enzyme_dup, align 4
  %35 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %36 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %37 = load i32, ptr @enzyme_const, align 4
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @counted_loss, i32 noundef %34, ptr noundef %35, ptr noundef %36, i32 noundef %37, i32 noundef 5)
  store double %38, ptr %6, align 8
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %67, %0
  %40 = load i32, ptr %9, align 4
  %41 = icmp slt i32 %40, 5
  br i1 %41, label %42, label %70

42:                                               ; preds = %39
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %50, double %46)
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %53
  store double %51, ptr %54, align 8
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %62, double %58)
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %65
  store double %63, ptr %66, align 8
  br label %67

67:                                               ; preds = %42
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %9, align 4
  br label %39, !llvm.loop !12

70:                                               ; preds = %39
  %71 = load double, ptr %6, align 8
  %72 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %73 = call double @counted_loss(ptr noundef %72, i32 noundef 5)
  %74 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %75 = call double @counted_loss(ptr noundef %74, i32 noundef 5)
  %76 = fsub double %73, %75
  %77 = fdiv double %76, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %71, double noundef %77)
  %78 = load i64, ptr @live_blocks, align 8
  %79 = icmp ne i64 %78, 0
  br i1 %79, label %80, label %85

80:                                               ; preds = %70
  %81 = load i64, ptr @live_blocks, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %81)
  %83 = load i32, ptr @fails, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @fails, align 4
  br label %85

85:                                               ; preds = %80, %70
  %86 = load i32, ptr @fails, align 4
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i64
  %89 = select i1 %87, ptr @.str.8, ptr @.str.9
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %89)
  %91 = load i32, ptr @fails, align 4
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i32
  ret i32 %93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_gradient(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca [64 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %11, align 8
  store i32 0, ptr %13, align 4
  br label %17

17:                                               ; preds = %66, %5
  %18 = load i32, ptr %13, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %69

21:                                               ; preds = %17
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %13, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  store double %26, ptr %14, align 8
  %27 = load double, ptr %14, align 8
  %28 = fadd double %27, 0x3EB0C6F7A0B5ED8D
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %28, ptr %32, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = load i32, ptr %9, align 4
  %36 = call double %33(ptr noundef %34, i32 noundef %35)
  store double %36, ptr %15, align 8
  %37 = load double, ptr %14, align 8
  %38 = fsub double %37, 0x3EB0C6F7A0B5ED8D
  %39 = load ptr, ptr %8, align 8
  %40 = load i32, ptr %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  store double %38, ptr %42, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %9, align 4
  %46 = call double %43(ptr noundef %44, i32 noundef %45)
  store double %46, ptr %16, align 8
  %47 = load double, ptr %14, align 8
  %48 = load ptr, ptr %8, align 8
  %49 = load i32, ptr %13, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  store double %47, ptr %51, align 8
  %52 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %53 = load ptr, ptr %6, align 8
  %54 = load i32, ptr %13, align 4
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %52, i64 noundef 64, ptr noundef @.str.10, ptr noundef %53, i32 noundef %54) #7
  %56 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %57 = load ptr, ptr %10, align 8
  %58 = load i32, ptr %13, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %15, align 8
  %63 = load double, ptr %16, align 8
  %64 = fsub double %62, %63
  %65 = fdiv double %64, 2.000000e-06
  call void @check(ptr noundef %56, double noundef %61, double noundef %65)
  br label %66

66:                                               ; preds = %21
  %67 = load i32, ptr %13, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %13, align 4
  br label %17, !llvm.loop !13

69:                                               ; preds = %17
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fsub double %8, %9
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = load double, ptr %6, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = call double @llvm.maxnum.f64(double 1.000000e+00, double %13)
  %15 = fmul double 0x3EB0C6F7A0B5ED8D, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-09
  br label %21

21:                                               ; preds = %17, %3
  %22 = phi i1 [ false, %3 ], [ %20, %17 ]
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %7, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.9, ptr @.str.8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
