; ModuleID = 'rev/20_realloc_calloc.c'
source_filename = "rev/20_realloc_calloc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.vec = type { ptr, i32, i32 }

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"pushback d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"histogram d/dx[%d]\00", align 1
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
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x double], align 8
  %8 = alloca [9 x double], align 8
  %9 = alloca [9 x double], align 8
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
  store volatile i32 9, ptr %3, align 4
  store volatile i32 4, ptr %4, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %5, align 4
  %19 = load volatile i32, ptr %4, align 4
  store i32 %19, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 72, i1 false)
  store i32 0, ptr %10, align 4
  br label %20

20:                                               ; preds = %32, %0
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %21, 9
  br i1 %22, label %23, label %35

23:                                               ; preds = %20
  %24 = load i32, ptr %10, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double 1.700000e+00, double %25, double 3.000000e-01)
  %27 = call double @sin(double noundef %26) #7
  %28 = call double @llvm.fmuladd.f64(double 9.000000e-01, double %27, double 1.500000e-01)
  %29 = load i32, ptr %10, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %23
  %33 = load i32, ptr %10, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %10, align 4
  br label %20, !llvm.loop !6

35:                                               ; preds = %20
  %36 = load i32, ptr @enzyme_dup, align 4
  %37 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %38 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %5, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pushback, i32 noundef %36, ptr noundef %37, ptr noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %44 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = load i32, ptr %6, align 4
  %49 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @histogram, i32 noundef %42, ptr noundef %43, ptr noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  store i32 0, ptr %12, align 4
  br label %50

50:                                               ; preds = %110, %35
  %51 = load i32, ptr %12, align 4
  %52 = icmp slt i32 %51, 9
  br i1 %52, label %53, label %113

53:                                               ; preds = %50
  %54 = load i32, ptr %12, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  store double %57, ptr %13, align 8
  %58 = load double, ptr %13, align 8
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  %60 = load i32, ptr %12, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %61
  store double %59, ptr %62, align 8
  %63 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %64 = load i32, ptr %5, align 4
  %65 = call double @pushback(ptr noundef %63, i32 noundef %64)
  store double %65, ptr %14, align 8
  %66 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %67 = load i32, ptr %5, align 4
  %68 = load i32, ptr %6, align 4
  %69 = call double @histogram(ptr noundef %66, i32 noundef %67, i32 noundef %68)
  store double %69, ptr %15, align 8
  %70 = load double, ptr %13, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %73
  store double %71, ptr %74, align 8
  %75 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %76 = load i32, ptr %5, align 4
  %77 = call double @pushback(ptr noundef %75, i32 noundef %76)
  store double %77, ptr %16, align 8
  %78 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %79 = load i32, ptr %5, align 4
  %80 = load i32, ptr %6, align 4
  %81 = call double @histogram(ptr noundef %78, i32 noundef %79, i32 noundef %80)
  store double %81, ptr %17, align 8
  %82 = load double, ptr %13, align 8
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %84
  store double %82, ptr %85, align 8
  %86 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %87 = load i32, ptr %12, align 4
  %88 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %86, i64 noundef 32, ptr noundef @.str, i32 noundef %87) #7
  %89 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load double, ptr %14, align 8
  %95 = load double, ptr %16, align 8
  %96 = fsub double %94, %95
  %97 = fdiv double %96, 2.000000e-06
  call void @check(ptr noundef %89, double noundef %93, double noundef %97)
  %98 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %99 = load i32, ptr %12, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 32, ptr noundef @.str.1, i32 noundef %99) #7
  %101 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %102 = load i32, ptr %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load double, ptr %15, align 8
  %107 = load double, ptr %17, align 8
  %108 = fsub double %106, %107
  %109 = fdiv double %108, 2.000000e-06
  call void @check(ptr noundef %101, double noundef %105, double noundef %109)
  br label %110

110:                                              ; preds = %53
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %50, !llvm.loop !8

113:                                              ; preds = %50
  %114 = load i32, ptr @fails, align 4
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, ptr @.str.3, ptr @.str.4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %117)
  %119 = load i32, ptr @fails, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  ret i32 %121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pushback(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.vec, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %48, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %51

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  call void @push(ptr noundef %5, double noundef %24)
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = fcmp ogt double %29, 0.000000e+00
  br i1 %30, label %31, label %47

31:                                               ; preds = %13
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @sqrt(double noundef %36) #7
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  %41 = load i32, ptr %4, align 4
  %42 = srem i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %38, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fmul double %37, %45
  call void @push(ptr noundef %5, double noundef %46)
  br label %47

47:                                               ; preds = %31, %13
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  br label %9, !llvm.loop !9

51:                                               ; preds = %9
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %52

52:                                               ; preds = %69, %51
  %53 = load i32, ptr %8, align 4
  %54 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 1
  %55 = load i32, ptr %54, align 8
  %56 = icmp slt i32 %53, %55
  br i1 %56, label %57, label %72

57:                                               ; preds = %52
  %58 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 0
  %59 = load ptr, ptr %58, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  %66 = sitofp i32 %65 to double
  %67 = load double, ptr %7, align 8
  %68 = call double @llvm.fmuladd.f64(double %63, double %66, double %67)
  store double %68, ptr %7, align 8
  br label %69

69:                                               ; preds = %57
  %70 = load i32, ptr %8, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %8, align 4
  br label %52, !llvm.loop !10

72:                                               ; preds = %52
  %73 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 0
  %74 = load ptr, ptr %73, align 8
  call void @free(ptr noundef %74) #7
  %75 = load double, ptr %7, align 8
  ret double %75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @histogram(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = call noalias ptr @calloc(i64 noundef %12, i64 noundef 8) #8
  store ptr %13, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %41, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %44

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 2
  %27 = load i32, ptr %5, align 4
  %28 = srem i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %24, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %8, align 4
  %34 = mul nsw i32 %33, 7
  %35 = load i32, ptr %6, align 4
  %36 = srem i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %32, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %23, double %31, double %39)
  store double %40, ptr %38, align 8
  br label %41

41:                                               ; preds = %18
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %14, !llvm.loop !11

44:                                               ; preds = %14
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %45

45:                                               ; preds = %66, %44
  %46 = load i32, ptr %10, align 4
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %69

49:                                               ; preds = %45
  %50 = load ptr, ptr %7, align 8
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %10, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fmul double %54, %59
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  %63 = sitofp i32 %62 to double
  %64 = load double, ptr %9, align 8
  %65 = call double @llvm.fmuladd.f64(double %60, double %63, double %64)
  store double %65, ptr %9, align 8
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4
  br label %45, !llvm.loop !12

69:                                               ; preds = %45
  %70 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %70) #7
  %71 = load double, ptr %9, align 8
  ret double %71
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %7, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.vec, ptr %13, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.vec, ptr %18, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 2, %20
  br label %23

22:                                               ; preds = %12
  br label %23

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1, %22 ]
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.vec, ptr %25, i32 0, i32 2
  store i32 %24, ptr %26, align 4
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.vec, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 8
  %35 = call ptr @realloc(ptr noundef %29, i64 noundef %34) #9
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.vec, ptr %36, i32 0, i32 0
  store ptr %35, ptr %37, align 8
  br label %38

38:                                               ; preds = %23, %2
  %39 = load double, ptr %4, align 8
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.vec, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.vec, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 8
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %44, align 8
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds double, ptr %42, i64 %47
  store double %39, ptr %48, align 8
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(1) }

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
