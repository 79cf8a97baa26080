; ModuleID = 'rev/57_kmeans_cost.c'
source_filename = "rev/57_kmeans_cost.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n = internal global i32 7, align 4
@k = internal global i32 3, align 4
@which = internal global i32 0, align 4
@enzyme_dup = external global i32, align 4
@pts = internal global [14 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double -1.000000e-01, double 2.100000e+00, double 1.900000e+00, double 1.800000e+00, double 2.400000e+00, double -1.400000e+00, double 1.000000e+00, double -1.900000e+00, double 0x3FE6666666666666, double 5.000000e-01, double 4.000000e-01], align 8
@ctr = internal global [6 x double] [double 0.000000e+00, double 0.000000e+00, double 2.000000e+00, double 2.000000e+00, double -1.700000e+00, double 9.000000e-01], align 8
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"soft d/dpts\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"hard d/dpts\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"soft d/dctr\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hard d/dctr\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [14 x double], align 8
  %5 = alloca [6 x double], align 8
  store i32 0, ptr %1, align 4
  store volatile i32 7, ptr %2, align 4
  store volatile i32 3, ptr %3, align 4
  %6 = load volatile i32, ptr %2, align 4
  store i32 %6, ptr @n, align 4
  %7 = load volatile i32, ptr %3, align 4
  store i32 %7, ptr @k, align 4
  store i32 0, ptr @which, align 4
  br label %8

8:                                                ; preds = %35, %0
  %9 = load i32, ptr @which, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %38

11:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 112, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %12 = load i32, ptr @which, align 4
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, ptr @soft_cost, ptr @kmeans_cost
  %16 = load i32, ptr @enzyme_dup, align 4
  %17 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 0
  %18 = load i32, ptr @enzyme_dup, align 4
  %19 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load i32, ptr @n, align 4
  %22 = load i32, ptr @enzyme_const, align 4
  %23 = load i32, ptr @k, align 4
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef %15, i32 noundef %16, ptr noundef @pts, ptr noundef %17, i32 noundef %18, ptr noundef @ctr, ptr noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = load i32, ptr @which, align 4
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, ptr @.str, ptr @.str.1
  %29 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 0
  call void @check_array(ptr noundef %28, ptr noundef @pts, ptr noundef %29, i32 noundef 14)
  %30 = load i32, ptr @which, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.2, ptr @.str.3
  %34 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  call void @check_array(ptr noundef %33, ptr noundef @ctr, ptr noundef %34, i32 noundef 6)
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr @which, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr @which, align 4
  br label %8, !llvm.loop !6

38:                                               ; preds = %8
  %39 = load i32, ptr @fails, align 4
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, ptr @.str.5, ptr @.str.6
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %42)
  %44 = load i32, ptr @fails, align 4
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  ret i32 %46
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @soft_cost(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %46, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %49

17:                                               ; preds = %13
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %38, %17
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %10, align 4
  %25 = mul nsw i32 %24, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %23, i64 %26
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %12, align 4
  %30 = mul nsw i32 %29, 2
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %28, i64 %31
  %33 = call double @sqdist(ptr noundef %27, ptr noundef %32)
  %34 = fmul double -2.000000e+00, %33
  %35 = call double @exp(double noundef %34) #5
  %36 = load double, ptr %11, align 8
  %37 = fadd double %36, %35
  store double %37, ptr %11, align 8
  br label %38

38:                                               ; preds = %22
  %39 = load i32, ptr %12, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %12, align 4
  br label %18, !llvm.loop !8

41:                                               ; preds = %18
  %42 = load double, ptr %11, align 8
  %43 = call double @log(double noundef %42) #5
  %44 = load double, ptr %9, align 8
  %45 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %43, double %44)
  store double %45, ptr %9, align 8
  br label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %10, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %10, align 4
  br label %13, !llvm.loop !9

49:                                               ; preds = %13
  %50 = load double, ptr %9, align 8
  ret double %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kmeans_cost(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %15

15:                                               ; preds = %71, %4
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %74

19:                                               ; preds = %15
  store i32 0, ptr %11, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %10, align 4
  %22 = mul nsw i32 %21, 2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %20, i64 %23
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  %27 = call double @sqdist(ptr noundef %24, ptr noundef %26)
  store double %27, ptr %12, align 8
  store i32 1, ptr %13, align 4
  br label %28

28:                                               ; preds = %51, %19
  %29 = load i32, ptr %13, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %54

32:                                               ; preds = %28
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %10, align 4
  %35 = mul nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %33, i64 %36
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %13, align 4
  %40 = mul nsw i32 %39, 2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %38, i64 %41
  %43 = call double @sqdist(ptr noundef %37, ptr noundef %42)
  store double %43, ptr %14, align 8
  %44 = load double, ptr %14, align 8
  %45 = load double, ptr %12, align 8
  %46 = fcmp olt double %44, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %32
  %48 = load double, ptr %14, align 8
  store double %48, ptr %12, align 8
  %49 = load i32, ptr %13, align 4
  store i32 %49, ptr %11, align 4
  br label %50

50:                                               ; preds = %47, %32
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %13, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %13, align 4
  br label %28, !llvm.loop !10

54:                                               ; preds = %28
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %10, align 4
  %57 = mul nsw i32 %56, 2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %55, i64 %58
  %60 = load ptr, ptr %6, align 8
  %61 = load i32, ptr %11, align 4
  %62 = mul nsw i32 %61, 2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %60, i64 %63
  %65 = call double @sqdist(ptr noundef %59, ptr noundef %64)
  %66 = load i32, ptr %11, align 4
  %67 = sitofp i32 %66 to double
  %68 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %67, double 1.000000e+00)
  %69 = load double, ptr %9, align 8
  %70 = call double @llvm.fmuladd.f64(double %65, double %68, double %69)
  store double %70, ptr %9, align 8
  br label %71

71:                                               ; preds = %54
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %10, align 4
  br label %15, !llvm.loop !11

74:                                               ; preds = %15
  %75 = load double, ptr %9, align 8
  ret double %75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_array(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %58, %4
  %16 = load i32, ptr %11, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %61

19:                                               ; preds = %15
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %12, align 8
  %25 = load double, ptr %12, align 8
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  store double %26, ptr %30, align 8
  %31 = call double @obj()
  store double %31, ptr %13, align 8
  %32 = load double, ptr %12, align 8
  %33 = fsub double %32, 0x3EB0C6F7A0B5ED8D
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  store double %33, ptr %37, align 8
  %38 = call double @obj()
  store double %38, ptr %14, align 8
  %39 = load double, ptr %12, align 8
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  store double %39, ptr %43, align 8
  %44 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %45 = load ptr, ptr %5, align 8
  %46 = load i32, ptr %11, align 4
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %44, i64 noundef 64, ptr noundef @.str.7, ptr noundef %45, i32 noundef %46) #5
  %48 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %49 = load ptr, ptr %7, align 8
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load double, ptr %13, align 8
  %55 = load double, ptr %14, align 8
  %56 = fsub double %54, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef %48, double noundef %53, double noundef %57)
  br label %58

58:                                               ; preds = %19
  %59 = load i32, ptr %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %11, align 4
  br label %15, !llvm.loop !12

61:                                               ; preds = %15
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sqdist(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = fsub double %15, %20
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fsub double %26, %31
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.fmuladd.f64(double %21, double %32, double %33)
  store double %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %10
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %7, !llvm.loop !13

38:                                               ; preds = %7
  %39 = load double, ptr %5, align 8
  ret double %39
}

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj() #0 {
  %1 = load i32, ptr @which, align 4
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %7

3:                                                ; preds = %0
  %4 = load i32, ptr @n, align 4
  %5 = load i32, ptr @k, align 4
  %6 = call double @soft_cost(ptr noundef @pts, ptr noundef @ctr, i32 noundef %4, i32 noundef %5)
  br label %11

7:                                                ; preds = %0
  %8 = load i32, ptr @n, align 4
  %9 = load i32, ptr @k, align 4
  %10 = call double @kmeans_cost(ptr noundef @pts, ptr noundef @ctr, i32 noundef %8, i32 noundef %9)
  br label %11

11:                                               ; preds = %7, %3
  %12 = phi double [ %6, %3 ], [ %10, %7 ]
  ret double %12
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
