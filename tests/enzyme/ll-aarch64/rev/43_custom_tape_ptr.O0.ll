; ModuleID = 'rev/43_custom_tape_ptr.c'
source_filename = "rev/43_custom_tape_ptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n_aug = internal global i32 0, align 4
@n_rev = internal global i32 0, align 4
@__enzyme_register_gradient_lse = dso_local global [3 x ptr] [ptr @lse, ptr @lse_aug, ptr @lse_rev], align 8
@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 3.000000e-01, double 1.500000e+00, double 2.000000e-01, double 0xBFE6666666666666, double 1.100000e+00, double -4.000000e-01, double 9.000000e-01, double 6.000000e-01, double -1.300000e+00], align 8
@__const.main.w = private unnamed_addr constant [8 x double] [double 8.000000e-01, double -3.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e-01, double 0.000000e+00, double -2.000000e-01, double 4.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"aug calls\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"rev calls\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"model dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @lse(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 1, ptr %9, align 4
  br label %14

14:                                               ; preds = %26, %3
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %29

18:                                               ; preds = %14
  %19 = load double, ptr %7, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.maxnum.f64(double %19, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %14, !llvm.loop !6

29:                                               ; preds = %14
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %45, %29
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load double, ptr %7, align 8
  %41 = fsub double %39, %40
  %42 = call double @exp(double noundef %41) #7
  %43 = load double, ptr %8, align 8
  %44 = fadd double %43, %42
  store double %44, ptr %8, align 8
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %10, align 4
  br label %30, !llvm.loop !8

48:                                               ; preds = %30
  %49 = load double, ptr %7, align 8
  %50 = load double, ptr %8, align 8
  %51 = call double @log(double noundef %50) #7
  %52 = fadd double %49, %51
  %53 = load ptr, ptr %5, align 8
  store double %52, ptr %53, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lse_aug(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i32, ptr @n_aug, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @n_aug, align 4
  %17 = load ptr, ptr %6, align 8
  %18 = load ptr, ptr %8, align 8
  %19 = load i32, ptr %10, align 4
  call void @lse(ptr noundef %17, ptr noundef %18, i32 noundef %19)
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i64
  %22 = mul i64 %21, 8
  %23 = call noalias ptr @malloc(i64 noundef %22) #8
  store ptr %23, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %24

24:                                               ; preds = %42, %5
  %25 = load i32, ptr %12, align 4
  %26 = load i32, ptr %10, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %45

28:                                               ; preds = %24
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %12, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = load double, ptr %34, align 8
  %36 = fsub double %33, %35
  %37 = call double @exp(double noundef %36) #7
  %38 = load ptr, ptr %11, align 8
  %39 = load i32, ptr %12, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  br label %42

42:                                               ; preds = %28
  %43 = load i32, ptr %12, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %12, align 4
  br label %24, !llvm.loop !9

45:                                               ; preds = %24
  %46 = load ptr, ptr %11, align 8
  ret ptr %46
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @lse_rev(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr %5, ptr %12, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load i32, ptr @n_rev, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @n_rev, align 4
  %19 = load ptr, ptr %12, align 8
  store ptr %19, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %20

20:                                               ; preds = %38, %6
  %21 = load i32, ptr %14, align 4
  %22 = load i32, ptr %11, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %41

24:                                               ; preds = %20
  %25 = load ptr, ptr %10, align 8
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %13, align 8
  %28 = load i32, ptr %14, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %8, align 8
  %33 = load i32, ptr %14, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fmuladd.f64(double %26, double %31, double %36)
  store double %37, ptr %35, align 8
  br label %38

38:                                               ; preds = %24
  %39 = load i32, ptr %14, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %14, align 4
  br label %20, !llvm.loop !10

41:                                               ; preds = %20
  %42 = load ptr, ptr %10, align 8
  store double 0.000000e+00, ptr %42, align 8
  %43 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %43) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [12 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [64 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 3, ptr %3, align 4
  %13 = load volatile i32, ptr %3, align 4
  store i32 %13, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.X, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.w, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  %14 = load i32, ptr @enzyme_dup, align 4
  %15 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %16 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 0
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = load i32, ptr %4, align 4
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @model, i32 noundef %14, ptr noundef %15, ptr noundef %16, i32 noundef %17, ptr noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = load i32, ptr @n_aug, align 4
  call void @check_count(ptr noundef @.str, i32 noundef %22, i32 noundef 3)
  %23 = load i32, ptr @n_rev, align 4
  call void @check_count(ptr noundef @.str.1, i32 noundef %23, i32 noundef 3)
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %66, %0
  %25 = load i32, ptr %9, align 4
  %26 = icmp slt i32 %25, 8
  br i1 %26, label %27, label %69

27:                                               ; preds = %24
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  store double %31, ptr %10, align 8
  %32 = load double, ptr %10, align 8
  %33 = fadd double %32, 0x3EB0C6F7A0B5ED8D
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %35
  store double %33, ptr %36, align 8
  %37 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %38 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 0
  %39 = load i32, ptr %4, align 4
  %40 = call double @model(ptr noundef %37, ptr noundef %38, i32 noundef %39)
  store double %40, ptr %11, align 8
  %41 = load double, ptr %10, align 8
  %42 = fsub double %41, 0x3EB0C6F7A0B5ED8D
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %44
  store double %42, ptr %45, align 8
  %46 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %47 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 0
  %48 = load i32, ptr %4, align 4
  %49 = call double @model(ptr noundef %46, ptr noundef %47, i32 noundef %48)
  store double %49, ptr %12, align 8
  %50 = load double, ptr %10, align 8
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %52
  store double %50, ptr %53, align 8
  %54 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %55 = load i32, ptr %9, align 4
  %56 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %54, i64 noundef 64, ptr noundef @.str.2, i32 noundef %55) #7
  %57 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %11, align 8
  %63 = load double, ptr %12, align 8
  %64 = fsub double %62, %63
  %65 = fdiv double %64, 2.000000e-06
  call void @check(ptr noundef %57, double noundef %61, double noundef %65)
  br label %66

66:                                               ; preds = %27
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %9, align 4
  br label %24, !llvm.loop !11

69:                                               ; preds = %24
  %70 = load i32, ptr @fails, align 4
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, ptr @.str.4, ptr @.str.5
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %73)
  %75 = load i32, ptr @fails, align 4
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  ret i32 %77
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal double @model(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca [4 x double], align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %62, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %65

16:                                               ; preds = %12
  store i32 0, ptr %11, align 4
  br label %17

17:                                               ; preds = %44, %16
  %18 = load i32, ptr %11, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %47

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %8, align 4
  %28 = mul nsw i32 %27, 4
  %29 = load i32, ptr %11, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %26, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %11, align 4
  %36 = add nsw i32 4, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %34, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %25, double %33, double %39)
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %42
  store double %40, ptr %43, align 8
  br label %44

44:                                               ; preds = %20
  %45 = load i32, ptr %11, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4
  br label %17, !llvm.loop !12

47:                                               ; preds = %17
  %48 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  call void @lse(ptr noundef %48, ptr noundef %10, i32 noundef 4)
  %49 = load double, ptr %10, align 8
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  %52 = sitofp i32 %51 to double
  %53 = load i32, ptr %8, align 4
  %54 = srem i32 %53, 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fneg double %57
  %59 = call double @llvm.fmuladd.f64(double %49, double %52, double %58)
  %60 = load double, ptr %7, align 8
  %61 = fadd double %60, %59
  store double %61, ptr %7, align 8
  br label %62

62:                                               ; preds = %47
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %12, !llvm.loop !13

65:                                               ; preds = %12
  %66 = load double, ptr %7, align 8
  ret double %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_count(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %10, %11
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.5, ptr @.str.4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp ne i32 %16, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
