; ModuleID = 'rev/42_custom_fast_rsqrt.c'
source_filename = "rev/42_custom_fast_rsqrt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n_aug = internal global i32 0, align 4
@n_rev = internal global i32 0, align 4
@__enzyme_register_gradient_fast_rsqrt = dso_local global [3 x ptr] [ptr @fast_rsqrt, ptr @fast_rsqrt_aug, ptr @fast_rsqrt_rev], align 8
@.str = private unnamed_addr constant [18 x i8] c"d fast_rsqrt(2.7)\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"aug calls (direct)\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"rev calls (direct)\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"aug calls (loop)\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"rev calls (loop)\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"soft_sign_sum dx[%d]\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fast_rsqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = ashr i64 %5, 1
  %7 = sub nsw i64 6910469410427058089, %6
  store i64 %7, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 8, i1 false)
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %2, align 8
  %10 = fmul double 5.000000e-01, %9
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  %13 = load double, ptr %4, align 8
  %14 = fneg double %12
  %15 = call double @llvm.fmuladd.f64(double %14, double %13, double 1.500000e+00)
  %16 = fmul double %8, %15
  store double %16, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %2, align 8
  %19 = fmul double 5.000000e-01, %18
  %20 = load double, ptr %4, align 8
  %21 = fmul double %19, %20
  %22 = load double, ptr %4, align 8
  %23 = fneg double %21
  %24 = call double @llvm.fmuladd.f64(double %23, double %22, double 1.500000e+00)
  %25 = fmul double %17, %24
  store double %25, ptr %4, align 8
  %26 = load double, ptr %4, align 8
  ret double %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fast_rsqrt_aug(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load i32, ptr @n_aug, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @n_aug, align 4
  %5 = load double, ptr %2, align 8
  %6 = call double @fast_rsqrt(double noundef %5)
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fast_rsqrt_rev(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load i32, ptr @n_rev, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @n_rev, align 4
  %8 = load double, ptr %3, align 8
  %9 = call double @fast_rsqrt(double noundef %8)
  store double %9, ptr %5, align 8
  %10 = load double, ptr %5, align 8
  %11 = fmul double -5.000000e-01, %10
  %12 = load double, ptr %5, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  %16 = load double, ptr %4, align 8
  %17 = fmul double %15, %16
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 1.000000e-04, ptr %3, align 8
  store double 2.700000e+00, ptr %4, align 8
  %15 = load double, ptr %4, align 8
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fast_rsqrt, double noundef %15)
  store double %16, ptr %5, align 8
  %17 = load double, ptr %5, align 8
  %18 = load double, ptr %4, align 8
  %19 = fadd double %18, 0x3EB0C6F7A0B5ED8D
  %20 = call double @sqrt(double noundef %19) #6
  %21 = fdiv double 1.000000e+00, %20
  %22 = load double, ptr %4, align 8
  %23 = fsub double %22, 0x3EB0C6F7A0B5ED8D
  %24 = call double @sqrt(double noundef %23) #6
  %25 = fdiv double 1.000000e+00, %24
  %26 = fsub double %21, %25
  %27 = fdiv double %26, 2.000000e-06
  call void @check_tol(ptr noundef @.str, double noundef %17, double noundef %27, double noundef 1.000000e-04)
  %28 = load i32, ptr @n_aug, align 4
  call void @check_count(ptr noundef @.str.1, i32 noundef %28, i32 noundef 1)
  %29 = load i32, ptr @n_rev, align 4
  call void @check_count(ptr noundef @.str.2, i32 noundef %29, i32 noundef 1)
  store volatile i32 5, ptr %6, align 4
  %30 = load volatile i32, ptr %6, align 4
  store i32 %30, ptr %7, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %31 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 0
  store double 3.000000e-01, ptr %31, align 8
  %32 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 1
  store double -1.200000e+00, ptr %32, align 8
  %33 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 2
  store double 2.500000e+00, ptr %33, align 8
  %34 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 3
  store double 0x3FE6666666666666, ptr %34, align 8
  %35 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 4
  store double -1.000000e-01, ptr %35, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_rev, align 4
  store i32 0, ptr @n_aug, align 4
  %36 = load i32, ptr @enzyme_dup, align 4
  %37 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %38 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %7, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @soft_sign_sum, i32 noundef %36, ptr noundef %37, ptr noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = load i32, ptr @n_aug, align 4
  call void @check_count(ptr noundef @.str.3, i32 noundef %42, i32 noundef 5)
  %43 = load i32, ptr @n_rev, align 4
  call void @check_count(ptr noundef @.str.4, i32 noundef %43, i32 noundef 5)
  store i32 0, ptr %11, align 4
  br label %44

44:                                               ; preds = %84, %0
  %45 = load i32, ptr %11, align 4
  %46 = icmp slt i32 %45, 5
  br i1 %46, label %47, label %87

47:                                               ; preds = %44
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  store double %51, ptr %12, align 8
  %52 = load double, ptr %12, align 8
  %53 = fadd double %52, 0x3EB0C6F7A0B5ED8D
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %55
  store double %53, ptr %56, align 8
  %57 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %58 = load i32, ptr %7, align 4
  %59 = call double @soft_sign_sum_exact(ptr noundef %57, i32 noundef %58)
  store double %59, ptr %13, align 8
  %60 = load double, ptr %12, align 8
  %61 = fsub double %60, 0x3EB0C6F7A0B5ED8D
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %66 = load i32, ptr %7, align 4
  %67 = call double @soft_sign_sum_exact(ptr noundef %65, i32 noundef %66)
  store double %67, ptr %14, align 8
  %68 = load double, ptr %12, align 8
  %69 = load i32, ptr %11, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %70
  store double %68, ptr %71, align 8
  %72 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %73 = load i32, ptr %11, align 4
  %74 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %72, i64 noundef 64, ptr noundef @.str.5, i32 noundef %73) #6
  %75 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %76 = load i32, ptr %11, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load double, ptr %13, align 8
  %81 = load double, ptr %14, align 8
  %82 = fsub double %80, %81
  %83 = fdiv double %82, 2.000000e-06
  call void @check_tol(ptr noundef %75, double noundef %79, double noundef %83, double noundef 1.000000e-04)
  br label %84

84:                                               ; preds = %47
  %85 = load i32, ptr %11, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %11, align 4
  br label %44, !llvm.loop !6

87:                                               ; preds = %44
  %88 = load i32, ptr @fails, align 4
  %89 = icmp ne i32 %88, 0
  %90 = zext i1 %89 to i64
  %91 = select i1 %89, ptr @.str.7, ptr @.str.8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %91)
  %93 = load i32, ptr @fails, align 4
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  ret i32 %95
}

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_tol(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fsub double %10, %11
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = load double, ptr %8, align 8
  %15 = load double, ptr %7, align 8
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.maxnum.f64(double 1.000000e+00, double %16)
  %18 = fmul double %14, %17
  %19 = fcmp ole double %13, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %4
  %21 = load double, ptr %7, align 8
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e-09
  br label %24

24:                                               ; preds = %20, %4
  %25 = phi i1 [ false, %4 ], [ %23, %20 ]
  %26 = zext i1 %25 to i32
  store i32 %26, ptr %9, align 4
  %27 = load ptr, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.8, ptr @.str.7
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %27, double noundef %28, double noundef %29, ptr noundef %33)
  %35 = load i32, ptr %9, align 4
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr @fails, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

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
  %14 = select i1 %12, ptr @.str.8, ptr @.str.7
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp ne i32 %16, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @soft_sign_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double %21, double %26, double 1.000000e+00)
  %28 = call double @fast_rsqrt(double noundef %27)
  %29 = fmul double %16, %28
  %30 = load i32, ptr %6, align 4
  %31 = sitofp i32 %30 to double
  %32 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %31, double 1.000000e+00)
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.fmuladd.f64(double %29, double %32, double %33)
  store double %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %7, !llvm.loop !8

38:                                               ; preds = %7
  %39 = load double, ptr %5, align 8
  ret double %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @soft_sign_sum_exact(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double %21, double %26, double 1.000000e+00)
  %28 = call double @sqrt(double noundef %27) #6
  %29 = fdiv double %16, %28
  %30 = load i32, ptr %6, align 4
  %31 = sitofp i32 %30 to double
  %32 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %31, double 1.000000e+00)
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.fmuladd.f64(double %29, double %32, double %33)
  store double %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %7, !llvm.loop !9

38:                                               ; preds = %7
  %39 = load double, ptr %5, align 8
  ret double %39
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
