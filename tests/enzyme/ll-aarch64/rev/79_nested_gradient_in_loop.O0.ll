; ModuleID = 'rev/79_nested_gradient_in_loop.c'
source_filename = "rev/79_nested_gradient_in_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.simulate_r.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 8
@__const.simulate_r.xdot = private unnamed_addr constant [2 x double] [double 7.500000e-01, double 0.000000e+00], align 8
@__const.simulate_f.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 8
@__const.simulate_f.xdot = private unnamed_addr constant [2 x double] [double 7.500000e-01, double 0.000000e+00], align 8
@.str = private unnamed_addr constant [21 x i8] c"reverse over reverse\00", align 1
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"reverse over forward\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"forward over reverse\00", align 1
@enzyme_dup = external global i32, align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"forward over forward\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@enzyme_const = external global i32, align 4
@__const.grad_forward.e0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 8
@__const.grad_forward.e1 = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 1.000000e+00], align 8
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @potential(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %44, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %12, label %47

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %6, align 4
  %18 = mul nsw i32 2, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fsub double %15, %21
  store double %22, ptr %7, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = mul nsw i32 2, %27
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %26, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fsub double %25, %32
  store double %33, ptr %8, align 8
  %34 = load double, ptr %7, align 8
  %35 = load double, ptr %7, align 8
  %36 = load double, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = fmul double %36, %37
  %39 = call double @llvm.fmuladd.f64(double %34, double %35, double %38)
  %40 = call double @sqrt(double noundef %39) #5
  %41 = fdiv double 1.000000e+00, %40
  %42 = load double, ptr %5, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %12
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4
  br label %9, !llvm.loop !6

47:                                               ; preds = %9
  %48 = load double, ptr %5, align 8
  ret double %48
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @simulate_r(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x double], align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+01, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %3, i64 1
  %10 = load double, ptr %2, align 8
  %11 = fsub double 1.000000e+01, %10
  store double %11, ptr %9, align 8
  %12 = getelementptr inbounds double, ptr %3, i64 2
  store double 1.000000e+01, ptr %12, align 8
  %13 = getelementptr inbounds double, ptr %3, i64 3
  store double 0.000000e+00, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.simulate_r.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.simulate_r.xdot, i64 16, i1 false)
  store double 1.000000e-01, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %47, %1
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 40
  br i1 %16, label %17, label %50

17:                                               ; preds = %14
  %18 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %19 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %20 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  call void @grad_reverse(ptr noundef %18, ptr noundef %19, ptr noundef %20)
  %21 = load double, ptr %6, align 8
  %22 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %21, double %23, double %25)
  store double %26, ptr %24, align 8
  %27 = load double, ptr %6, align 8
  %28 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %27, double %29, double %31)
  store double %32, ptr %30, align 8
  %33 = load double, ptr %6, align 8
  %34 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %37 = load double, ptr %36, align 8
  %38 = fneg double %33
  %39 = call double @llvm.fmuladd.f64(double %38, double %35, double %37)
  store double %39, ptr %36, align 8
  %40 = load double, ptr %6, align 8
  %41 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = fneg double %40
  %46 = call double @llvm.fmuladd.f64(double %45, double %42, double %44)
  store double %46, ptr %43, align 8
  br label %47

47:                                               ; preds = %17
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %14, !llvm.loop !8

50:                                               ; preds = %14
  %51 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %56 = load double, ptr %55, align 8
  %57 = call double @llvm.fmuladd.f64(double %52, double %54, double %56)
  ret double %57
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grad_reverse(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  store double 0.000000e+00, ptr %8, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  store double 0.000000e+00, ptr %10, align 8
  %11 = load i32, ptr @enzyme_const, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr @enzyme_dup, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @potential, i32 noundef %11, ptr noundef %12, i32 noundef %13, ptr noundef %14, ptr noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @simulate_f(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x double], align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+01, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %3, i64 1
  %10 = load double, ptr %2, align 8
  %11 = fsub double 1.000000e+01, %10
  store double %11, ptr %9, align 8
  %12 = getelementptr inbounds double, ptr %3, i64 2
  store double 1.000000e+01, ptr %12, align 8
  %13 = getelementptr inbounds double, ptr %3, i64 3
  store double 0.000000e+00, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.simulate_f.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.simulate_f.xdot, i64 16, i1 false)
  store double 1.000000e-01, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %47, %1
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 40
  br i1 %16, label %17, label %50

17:                                               ; preds = %14
  %18 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %19 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %20 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  call void @grad_forward(ptr noundef %18, ptr noundef %19, ptr noundef %20)
  %21 = load double, ptr %6, align 8
  %22 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %21, double %23, double %25)
  store double %26, ptr %24, align 8
  %27 = load double, ptr %6, align 8
  %28 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %27, double %29, double %31)
  store double %32, ptr %30, align 8
  %33 = load double, ptr %6, align 8
  %34 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %37 = load double, ptr %36, align 8
  %38 = fneg double %33
  %39 = call double @llvm.fmuladd.f64(double %38, double %35, double %37)
  store double %39, ptr %36, align 8
  %40 = load double, ptr %6, align 8
  %41 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = fneg double %40
  %46 = call double @llvm.fmuladd.f64(double %45, double %42, double %44)
  store double %46, ptr %43, align 8
  br label %47

47:                                               ; preds = %17
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %14, !llvm.loop !9

50:                                               ; preds = %14
  %51 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %56 = load double, ptr %55, align 8
  %57 = call double @llvm.fmuladd.f64(double %52, double %54, double %56)
  ret double %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grad_forward(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.grad_forward.e0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.grad_forward.e1, i64 16, i1 false)
  %9 = load i32, ptr @enzyme_const, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr @enzyme_dup, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %14 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @potential, i32 noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef %13)
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  store double %14, ptr %16, align 8
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr @enzyme_dup, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @potential, i32 noundef %17, ptr noundef %18, i32 noundef %19, ptr noundef %20, ptr noundef %21)
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  store double %22, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 3.000000e-01, ptr %2, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %3, align 8
  %6 = call double @simulate_r(double noundef 0x3FD3333764F11B60)
  %7 = call double @simulate_r(double noundef 2.999990e-01)
  %8 = fsub double %6, %7
  %9 = fdiv double %8, 2.000000e-06
  store double %9, ptr %4, align 8
  %10 = call double @simulate_f(double noundef 0x3FD3333764F11B60)
  %11 = call double @simulate_f(double noundef 2.999990e-01)
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.000000e-06
  store double %13, ptr %5, align 8
  %14 = load i32, ptr @enzyme_out, align 4
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @simulate_r, i32 noundef %14, double noundef 3.000000e-01)
  %16 = load double, ptr %4, align 8
  call void @check(ptr noundef @.str, double noundef %15, double noundef %16)
  %17 = load i32, ptr @enzyme_out, align 4
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @simulate_f, i32 noundef %17, double noundef 3.000000e-01)
  %19 = load double, ptr %5, align 8
  call void @check(ptr noundef @.str.1, double noundef %18, double noundef %19)
  %20 = load i32, ptr @enzyme_dup, align 4
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @simulate_r, i32 noundef %20, double noundef 3.000000e-01, double noundef 1.000000e+00)
  %22 = load double, ptr %4, align 8
  call void @check(ptr noundef @.str.2, double noundef %21, double noundef %22)
  %23 = load i32, ptr @enzyme_dup, align 4
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @simulate_f, i32 noundef %23, double noundef 3.000000e-01, double noundef 1.000000e+00)
  %25 = load double, ptr %5, align 8
  call void @check(ptr noundef @.str.3, double noundef %24, double noundef %25)
  %26 = load i32, ptr @fails, align 4
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, ptr @.str.5, ptr @.str.6
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %29)
  %31 = load i32, ptr @fails, align 4
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  ret i32 %33
}

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

declare double @__enzyme_autodiff(ptr noundef, ...) #4

declare double @__enzyme_fwddiff(ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
