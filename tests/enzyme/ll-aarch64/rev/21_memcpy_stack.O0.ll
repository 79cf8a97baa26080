; ModuleID = 'rev/21_memcpy_stack.c'
source_filename = "rev/21_memcpy_stack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00, double -3.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [21 x i8] c"copy_reduce d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"copy_out w.out d/dx[%d]\00", align 1
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
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca [32 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 8, ptr %3, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %38, %0
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 8
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load i32, ptr %10, align 4
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double 1.200000e+00, double %24, double 4.000000e-01)
  %26 = call double @cos(double noundef %25) #7
  %27 = fmul double 6.000000e-01, %26
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %22
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %10, align 4
  br label %19, !llvm.loop !6

41:                                               ; preds = %19
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %44 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %4, align 4
  %47 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @copy_reduce, i32 noundef %42, ptr noundef %43, ptr noundef %44, i32 noundef %45, i32 noundef %46)
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %50 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 0
  %51 = load i32, ptr @enzyme_dup, align 4
  %52 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %53 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %54 = load i32, ptr @enzyme_const, align 4
  %55 = load i32, ptr %4, align 4
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @copy_out, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, ptr noundef %52, ptr noundef %53, i32 noundef %54, i32 noundef %55)
  store i32 0, ptr %12, align 4
  br label %57

57:                                               ; preds = %115, %41
  %58 = load i32, ptr %12, align 4
  %59 = icmp slt i32 %58, 8
  br i1 %59, label %60, label %118

60:                                               ; preds = %57
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  store double %64, ptr %13, align 8
  %65 = load double, ptr %13, align 8
  %66 = fadd double %65, 0x3EB0C6F7A0B5ED8D
  %67 = load i32, ptr %12, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %68
  store double %66, ptr %69, align 8
  %70 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %71 = load i32, ptr %4, align 4
  %72 = call double @copy_reduce(ptr noundef %70, i32 noundef %71)
  store double %72, ptr %14, align 8
  %73 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %74 = load i32, ptr %4, align 4
  %75 = call double @wcopy_out(ptr noundef %73, i32 noundef %74)
  store double %75, ptr %15, align 8
  %76 = load double, ptr %13, align 8
  %77 = fsub double %76, 0x3EB0C6F7A0B5ED8D
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %79
  store double %77, ptr %80, align 8
  %81 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %82 = load i32, ptr %4, align 4
  %83 = call double @copy_reduce(ptr noundef %81, i32 noundef %82)
  store double %83, ptr %16, align 8
  %84 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %85 = load i32, ptr %4, align 4
  %86 = call double @wcopy_out(ptr noundef %84, i32 noundef %85)
  store double %86, ptr %17, align 8
  %87 = load double, ptr %13, align 8
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %89
  store double %87, ptr %90, align 8
  %91 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %92 = load i32, ptr %12, align 4
  %93 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %91, i64 noundef 32, ptr noundef @.str, i32 noundef %92) #7
  %94 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %95 = load i32, ptr %12, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load double, ptr %14, align 8
  %100 = load double, ptr %16, align 8
  %101 = fsub double %99, %100
  %102 = fdiv double %101, 2.000000e-06
  call void @check(ptr noundef %94, double noundef %98, double noundef %102)
  %103 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %104 = load i32, ptr %12, align 4
  %105 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %103, i64 noundef 32, ptr noundef @.str.1, i32 noundef %104) #7
  %106 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %107 = load i32, ptr %12, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = load double, ptr %15, align 8
  %112 = load double, ptr %17, align 8
  %113 = fsub double %111, %112
  %114 = fdiv double %113, 2.000000e-06
  call void @check(ptr noundef %106, double noundef %110, double noundef %114)
  br label %115

115:                                              ; preds = %60
  %116 = load i32, ptr %12, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %12, align 4
  br label %57, !llvm.loop !8

118:                                              ; preds = %57
  %119 = load i32, ptr @fails, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i64
  %122 = select i1 %120, ptr @.str.3, ptr @.str.4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %122)
  %124 = load i32, ptr @fails, align 4
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  ret i32 %126
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @copy_reduce(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [8 x double], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %10 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %11, i64 %14, i1 false)
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  %18 = call noalias ptr @malloc(i64 noundef %17) #8
  store ptr %18, ptr %6, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = mul i64 %22, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %20, i64 %23, i1 false)
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %59, %2
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %62

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double %32, %36
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %39
  store double %37, ptr %40, align 8
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = call double @exp(double noundef %45) #7
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  %49 = load i32, ptr %4, align 4
  %50 = srem i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = fmul double %46, %53
  %55 = load ptr, ptr %6, align 8
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  store double %54, ptr %58, align 8
  br label %59

59:                                               ; preds = %28
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %24, !llvm.loop !9

62:                                               ; preds = %24
  %63 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %64 = getelementptr inbounds double, ptr %63, i64 1
  %65 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %66 = load i32, ptr %4, align 4
  %67 = sub nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %64, ptr align 8 %65, i64 %69, i1 false)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %90, %62
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %4, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %93

74:                                               ; preds = %70
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, 1
  %81 = sitofp i32 %80 to double
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %82, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call double @llvm.fmuladd.f64(double %78, double %81, double %86)
  %88 = load double, ptr %8, align 8
  %89 = fadd double %88, %87
  store double %89, ptr %8, align 8
  br label %90

90:                                               ; preds = %74
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %9, align 4
  br label %70, !llvm.loop !10

93:                                               ; preds = %70
  %94 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %94) #7
  %95 = load double, ptr %8, align 8
  ret double %95
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_out(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @sin(double noundef %18) #7
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = add nsw i32 %21, 3
  %23 = load i32, ptr %6, align 4
  %24 = srem i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %20, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fmul double %19, %27
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !11

35:                                               ; preds = %9
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %37, i64 %40, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wcopy_out(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [8 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %6, align 8
  %8 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  call void @copy_out(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %26, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %23, double %24)
  store double %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %11, !llvm.loop !12

29:                                               ; preds = %11
  %30 = load double, ptr %6, align 8
  ret double %30
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
