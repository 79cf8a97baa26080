; ModuleID = 'fwd/19_global_array.c'
source_filename = "fwd/19_global_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g_scale = dso_local global [3 x double] [double 1.000000e+00, double 5.000000e-01, double 2.500000e-01], align 8
@.str = private unnamed_addr constant [6 x i8] c"dI/da\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"dI/db\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"series\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"series (scale changed)\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@gl_nodes = internal constant [5 x double] [double 0xBFECFF6CE0533A69, double 0xBFE13B23FD99B705, double 0.000000e+00, double 0x3FE13B23FD99B705, double 0x3FECFF6CE0533A69], align 8
@gl_weights = internal constant [5 x double] [double 0x3FCE539EC36E038D, double 0x3FDEA1DA25AE415C, double 0x3FE23456789ABCDF, double 0x3FDEA1DA25AE415C, double 0x3FCE539EC36E038D], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 0x3FE6666666666666, ptr %3, align 8
  store double 1.600000e+00, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @integral, double noundef %5, double noundef 1.000000e+00, double noundef %6, double noundef 0.000000e+00)
  %8 = load double, ptr %3, align 8
  %9 = fadd double %8, 1.000000e-05
  %10 = load double, ptr %4, align 8
  %11 = call double @integral(double noundef %9, double noundef %10)
  %12 = load double, ptr %3, align 8
  %13 = fsub double %12, 1.000000e-05
  %14 = load double, ptr %4, align 8
  %15 = call double @integral(double noundef %13, double noundef %14)
  %16 = fsub double %11, %15
  %17 = fdiv double %16, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %7, double noundef %17)
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = load double, ptr %3, align 8
  %20 = load double, ptr %4, align 8
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @integral, i32 noundef %18, double noundef %19, double noundef %20, double noundef 1.000000e+00)
  %22 = load double, ptr %3, align 8
  %23 = load double, ptr %4, align 8
  %24 = fadd double %23, 1.000000e-05
  %25 = call double @integral(double noundef %22, double noundef %24)
  %26 = load double, ptr %3, align 8
  %27 = load double, ptr %4, align 8
  %28 = fsub double %27, 1.000000e-05
  %29 = call double @integral(double noundef %26, double noundef %28)
  %30 = fsub double %25, %29
  %31 = fdiv double %30, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %21, double noundef %31)
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @series, double noundef 1.200000e+00, double noundef 1.000000e+00)
  %33 = call double @series(double noundef 1.200010e+00)
  %34 = call double @series(double noundef 1.199990e+00)
  %35 = fsub double %33, %34
  %36 = fdiv double %35, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %32, double noundef %36)
  store double -2.000000e+00, ptr getelementptr inbounds ([3 x double], ptr @g_scale, i64 0, i64 1), align 8
  %37 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @series, double noundef 1.200000e+00, double noundef 1.000000e+00)
  %38 = call double @series(double noundef 1.200010e+00)
  %39 = call double @series(double noundef 1.199990e+00)
  %40 = fsub double %38, %39
  %41 = fdiv double %40, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %37, double noundef %41)
  %42 = load i32, ptr @fails, align 4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, ptr @.str.5, ptr @.str.6
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %45)
  %47 = load i32, ptr @fails, align 4
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  ret i32 %49
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @integral(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  %12 = load double, ptr %4, align 8
  %13 = fmul double 5.000000e-01, %12
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x double], ptr @gl_nodes, i64 0, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = fadd double %17, 1.000000e+00
  %19 = fmul double %13, %18
  store double %19, ptr %7, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x double], ptr @gl_weights, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %3, align 8
  %25 = fneg double %24
  %26 = load double, ptr %7, align 8
  %27 = fmul double %25, %26
  %28 = load double, ptr %7, align 8
  %29 = fmul double %27, %28
  %30 = call double @exp(double noundef %29) #4
  %31 = load double, ptr %5, align 8
  %32 = call double @llvm.fmuladd.f64(double %23, double %30, double %31)
  store double %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %11
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  %37 = load double, ptr %4, align 8
  %38 = fmul double 5.000000e-01, %37
  %39 = load double, ptr %5, align 8
  %40 = fmul double %38, %39
  %41 = load double, ptr @g_scale, align 8
  %42 = fmul double %40, %41
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @series(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x double], ptr @g_scale, i64 0, i64 %10
  %12 = load double, ptr %11, align 8
  %13 = load double, ptr %2, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  %16 = sitofp i32 %15 to double
  %17 = call double @pow(double noundef %13, double noundef %16) #4
  %18 = load double, ptr %3, align 8
  %19 = call double @llvm.fmuladd.f64(double %12, double %17, double %18)
  store double %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !8

23:                                               ; preds = %5
  %24 = load double, ptr %3, align 8
  ret double %24
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
