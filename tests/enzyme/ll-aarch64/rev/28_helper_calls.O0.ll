; ModuleID = 'rev/28_helper_calls.c'
source_filename = "rev/28_helper_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"combo d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"combo d/dy[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [32 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %14 = load volatile i32, ptr %3, align 4
  store i32 %14, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %15 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 4.000000e-01, ptr %15, align 8
  %16 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -9.000000e-01, ptr %16, align 8
  %17 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 1.300000e+00, ptr %17, align 8
  %18 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 2.000000e-01, ptr %18, align 8
  %19 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -6.000000e-01, ptr %19, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %20 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.100000e+00, ptr %20, align 8
  %21 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double 3.000000e-01, ptr %21, align 8
  %22 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double -5.000000e-01, ptr %22, align 8
  %23 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 8.000000e-01, ptr %23, align 8
  %24 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double 2.500000e-01, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %25 = load i32, ptr @enzyme_dup, align 4
  %26 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %27 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %30 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %31 = load i32, ptr @enzyme_const, align 4
  %32 = load i32, ptr %4, align 4
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @combo, i32 noundef %25, ptr noundef %26, ptr noundef %27, i32 noundef %28, ptr noundef %29, ptr noundef %30, i32 noundef %31, i32 noundef %32)
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %114, %0
  %35 = load i32, ptr %10, align 4
  %36 = icmp slt i32 %35, 5
  br i1 %36, label %37, label %117

37:                                               ; preds = %34
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  store double %41, ptr %11, align 8
  %42 = load double, ptr %11, align 8
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %45
  store double %43, ptr %46, align 8
  %47 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %48 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %49 = load i32, ptr %4, align 4
  %50 = call double @combo(ptr noundef %47, ptr noundef %48, i32 noundef %49)
  store double %50, ptr %12, align 8
  %51 = load double, ptr %11, align 8
  %52 = fsub double %51, 0x3EB0C6F7A0B5ED8D
  %53 = load i32, ptr %10, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %54
  store double %52, ptr %55, align 8
  %56 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %57 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %58 = load i32, ptr %4, align 4
  %59 = call double @combo(ptr noundef %56, ptr noundef %57, i32 noundef %58)
  store double %59, ptr %13, align 8
  %60 = load double, ptr %11, align 8
  %61 = load i32, ptr %10, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %62
  store double %60, ptr %63, align 8
  %64 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %65 = load i32, ptr %10, align 4
  %66 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %64, i64 noundef 32, ptr noundef @.str, i32 noundef %65) #6
  %67 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %68 = load i32, ptr %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load double, ptr %12, align 8
  %73 = load double, ptr %13, align 8
  %74 = fsub double %72, %73
  %75 = fdiv double %74, 2.000000e-06
  call void @check(ptr noundef %67, double noundef %71, double noundef %75)
  %76 = load i32, ptr %10, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  store double %79, ptr %11, align 8
  %80 = load double, ptr %11, align 8
  %81 = fadd double %80, 0x3EB0C6F7A0B5ED8D
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %83
  store double %81, ptr %84, align 8
  %85 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %86 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %87 = load i32, ptr %4, align 4
  %88 = call double @combo(ptr noundef %85, ptr noundef %86, i32 noundef %87)
  store double %88, ptr %12, align 8
  %89 = load double, ptr %11, align 8
  %90 = fsub double %89, 0x3EB0C6F7A0B5ED8D
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %92
  store double %90, ptr %93, align 8
  %94 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %95 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %96 = load i32, ptr %4, align 4
  %97 = call double @combo(ptr noundef %94, ptr noundef %95, i32 noundef %96)
  store double %97, ptr %13, align 8
  %98 = load double, ptr %11, align 8
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %100
  store double %98, ptr %101, align 8
  %102 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %103 = load i32, ptr %10, align 4
  %104 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %102, i64 noundef 32, ptr noundef @.str.1, i32 noundef %103) #6
  %105 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %106 = load i32, ptr %10, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = load double, ptr %12, align 8
  %111 = load double, ptr %13, align 8
  %112 = fsub double %110, %111
  %113 = fdiv double %112, 2.000000e-06
  call void @check(ptr noundef %105, double noundef %109, double noundef %113)
  br label %114

114:                                              ; preds = %37
  %115 = load i32, ptr %10, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %10, align 4
  br label %34, !llvm.loop !6

117:                                              ; preds = %34
  %118 = load i32, ptr @fails, align 4
  %119 = icmp ne i32 %118, 0
  %120 = zext i1 %119 to i64
  %121 = select i1 %119, ptr @.str.3, ptr @.str.4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %121)
  %123 = load i32, ptr @fails, align 4
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  ret i32 %125
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @combo(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %27, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %14, !llvm.loop !8

30:                                               ; preds = %14
  %31 = load ptr, ptr %4, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %6, align 4
  %34 = call double @dot(ptr noundef %31, ptr noundef %32, i32 noundef %33)
  store double %34, ptr %9, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %6, align 4
  %38 = call double @dot(ptr noundef %35, ptr noundef %36, i32 noundef %37)
  store double %38, ptr %10, align 8
  %39 = load double, ptr %10, align 8
  %40 = load double, ptr %9, align 8
  %41 = fdiv double %39, %40
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %44 = load i32, ptr %6, align 4
  call void @axpy(double noundef %41, ptr noundef %42, ptr noundef %43, i32 noundef %44)
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 8
  %48 = call noalias ptr @malloc(i64 noundef %47) #7
  store ptr %48, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %49

49:                                               ; preds = %64, %30
  %50 = load i32, ptr %12, align 4
  %51 = load i32, ptr %6, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %67

53:                                               ; preds = %49
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %12, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @sin(double noundef %58) #6
  %60 = load ptr, ptr %11, align 8
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  store double %59, ptr %63, align 8
  br label %64

64:                                               ; preds = %53
  %65 = load i32, ptr %12, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %12, align 4
  br label %49, !llvm.loop !9

67:                                               ; preds = %49
  %68 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %69 = load ptr, ptr %11, align 8
  %70 = load i32, ptr %6, align 4
  call void @axpy(double noundef -5.000000e-01, ptr noundef %68, ptr noundef %69, i32 noundef %70)
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %73 = load i32, ptr %6, align 4
  %74 = call double @dot(ptr noundef %71, ptr noundef %72, i32 noundef %73)
  %75 = load ptr, ptr %5, align 8
  %76 = load ptr, ptr %11, align 8
  %77 = load i32, ptr %6, align 4
  call void @axpy(double noundef %74, ptr noundef %75, ptr noundef %76, i32 noundef %77)
  %78 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %79 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %80 = load i32, ptr %6, align 4
  %81 = call double @dot(ptr noundef %78, ptr noundef %79, i32 noundef %80)
  %82 = load ptr, ptr %11, align 8
  %83 = load ptr, ptr %4, align 8
  %84 = load i32, ptr %6, align 4
  %85 = call double @dot(ptr noundef %82, ptr noundef %83, i32 noundef %84)
  %86 = load ptr, ptr %11, align 8
  %87 = load i32, ptr %6, align 4
  %88 = call double @norm(ptr noundef %86, i32 noundef %87)
  %89 = fdiv double %85, %88
  %90 = fadd double %81, %89
  %91 = load ptr, ptr %5, align 8
  %92 = load i32, ptr %6, align 4
  %93 = call double @norm(ptr noundef %91, i32 noundef %92)
  %94 = load double, ptr %10, align 8
  %95 = call double @llvm.fmuladd.f64(double %93, double %94, double %90)
  store double %95, ptr %13, align 8
  %96 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %96) #6
  %97 = load double, ptr %13, align 8
  ret double %97
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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !10

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @axpy(double noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %27, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load double, ptr %5, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %15, double %20, double %25)
  store double %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %10, !llvm.loop !11

30:                                               ; preds = %10
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @norm(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = call double @dot(ptr noundef %5, ptr noundef %6, i32 noundef %7)
  %9 = call double @sqrt(double noundef %8) #6
  ret double %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
