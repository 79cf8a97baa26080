; ModuleID = 'rev/65_custom_rules.c'
source_filename = "rev/65_custom_rules.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.g2 = type { double, double }

@__enzyme_register_gradient_square = dso_local global [3 x ptr] [ptr @square_, ptr @augment_square_, ptr @gradient_square_], align 8
@__enzyme_register_gradient_rsqrt = dso_local global [3 x ptr] [ptr @fast_rsqrt, ptr @aug_rsqrt, ptr @rev_rsqrt], align 8
@logged = internal global i32 0, align 4
@__enzyme_inactivefn = dso_local global [1 x ptr] [ptr @log_value], align 8
@.str = private unnamed_addr constant [14 x i8] c"custom square\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"rsqrt rule d/dx\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"rsqrt rule d/dy\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [3 x ptr] [ptr @__enzyme_register_gradient_square, ptr @__enzyme_register_gradient_rsqrt, ptr @__enzyme_inactivefn], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @square_(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  %10 = load ptr, ptr %4, align 8
  store double %9, ptr %10, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @augment_square_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = load ptr, ptr %8, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = load ptr, ptr %7, align 8
  store double %15, ptr %16, align 8
  ret ptr null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @gradient_square_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = load ptr, ptr %10, align 8
  %13 = load ptr, ptr %9, align 8
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = load ptr, ptr %7, align 8
  %19 = load double, ptr %18, align 8
  %20 = call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %19)
  store double %20, ptr %18, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fast_rsqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fptrunc double %6 to float
  store float %7, ptr %3, align 4
  %8 = load float, ptr %3, align 4
  %9 = fmul float 5.000000e-01, %8
  store float %9, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %3, i64 4, i1 false)
  %10 = load i32, ptr %5, align 4
  %11 = ashr i32 %10, 1
  %12 = sub nsw i32 1597463007, %11
  store i32 %12, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %5, i64 4, i1 false)
  %13 = load float, ptr %3, align 4
  %14 = load float, ptr %4, align 4
  %15 = load float, ptr %3, align 4
  %16 = fmul float %14, %15
  %17 = load float, ptr %3, align 4
  %18 = fneg float %16
  %19 = call float @llvm.fmuladd.f32(float %18, float %17, float 1.500000e+00)
  %20 = fmul float %13, %19
  store float %20, ptr %3, align 4
  %21 = load float, ptr %3, align 4
  %22 = fpext float %21 to double
  ret double %22
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @aug_rsqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @fast_rsqrt(double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @rev_rsqrt(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fmul double -5.000000e-01, %5
  %7 = load double, ptr %3, align 8
  %8 = call double @fast_rsqrt(double noundef %7)
  %9 = fmul double %6, %8
  %10 = load double, ptr %3, align 8
  %11 = fdiv double %9, %10
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @log_value(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 0.000000e+00
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr @logged, align 4
  %7 = add nsw i32 %6, %5
  store i32 %7, ptr @logged, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sq_then_sin(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @square_(ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  call void @log_value(double noundef %4)
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %3, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @inv_norm(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = call double @fast_rsqrt(double noundef %10)
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.g2, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 8.000000e-01, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sq_then_sin, double noundef %7)
  %9 = load double, ptr %3, align 8
  %10 = fadd double %9, 0x3EB0C6F7A0B5ED8D
  %11 = call double @sq_then_sin(double noundef %10)
  %12 = load double, ptr %3, align 8
  %13 = fsub double %12, 0x3EB0C6F7A0B5ED8D
  %14 = call double @sq_then_sin(double noundef %13)
  %15 = fsub double %11, %14
  %16 = fdiv double %15, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %8, double noundef %16, double noundef 0x3EB0C6F7A0B5ED8D)
  store double 1.300000e+00, ptr %4, align 8
  store double 6.000000e-01, ptr %5, align 8
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %5, align 8
  %19 = call %struct.g2 (ptr, ...) @__enzyme_autodiff_g2(ptr noundef @inv_norm, double noundef %17, double noundef %18)
  %20 = getelementptr inbounds %struct.g2, ptr %6, i32 0, i32 0
  %21 = extractvalue %struct.g2 %19, 0
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds %struct.g2, ptr %6, i32 0, i32 1
  %23 = extractvalue %struct.g2 %19, 1
  store double %23, ptr %22, align 8
  %24 = getelementptr inbounds %struct.g2, ptr %6, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = load double, ptr %4, align 8
  %27 = fadd double %26, 0x3EB0C6F7A0B5ED8D
  %28 = load double, ptr %5, align 8
  %29 = call double @smooth_inv_norm(double noundef %27, double noundef %28)
  %30 = load double, ptr %4, align 8
  %31 = fsub double %30, 0x3EB0C6F7A0B5ED8D
  %32 = load double, ptr %5, align 8
  %33 = call double @smooth_inv_norm(double noundef %31, double noundef %32)
  %34 = fsub double %29, %33
  %35 = fdiv double %34, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %25, double noundef %35, double noundef 2.000000e-03)
  %36 = getelementptr inbounds %struct.g2, ptr %6, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %4, align 8
  %39 = load double, ptr %5, align 8
  %40 = fadd double %39, 0x3EB0C6F7A0B5ED8D
  %41 = call double @smooth_inv_norm(double noundef %38, double noundef %40)
  %42 = load double, ptr %4, align 8
  %43 = load double, ptr %5, align 8
  %44 = fsub double %43, 0x3EB0C6F7A0B5ED8D
  %45 = call double @smooth_inv_norm(double noundef %42, double noundef %44)
  %46 = fsub double %41, %45
  %47 = fdiv double %46, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %37, double noundef %47, double noundef 2.000000e-03)
  %48 = load i32, ptr @fails, align 4
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, ptr @.str.4, ptr @.str.5
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %51)
  %53 = load i32, ptr @fails, align 4
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
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
  %33 = select i1 %31, ptr @.str.5, ptr @.str.4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %27, double noundef %28, double noundef %29, ptr noundef %33)
  %35 = load i32, ptr %9, align 4
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr @fails, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #4

declare %struct.g2 @__enzyme_autodiff_g2(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth_inv_norm(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @llvm.fmuladd.f64(double %6, double %7, double %10)
  %12 = call double @sqrt(double noundef %11) #5
  %13 = fdiv double %5, %12
  ret double %13
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
