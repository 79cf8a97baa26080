; ModuleID = 'fwd/30_newton.c'
source_filename = "fwd/30_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"droot/da\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"droot/db\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"droot/db implicit\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"newton_sqrt(7)\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"newton_sqrt(0.3), 3 it\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 2.000000e+00, ptr %3, align 8
  store double 5.000000e+00, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @cubic_root, double noundef %6, double noundef 1.000000e+00, double noundef %7, double noundef 0.000000e+00)
  %9 = load double, ptr %3, align 8
  %10 = fadd double %9, 1.000000e-05
  %11 = load double, ptr %4, align 8
  %12 = call double @cubic_root(double noundef %10, double noundef %11)
  %13 = load double, ptr %3, align 8
  %14 = fsub double %13, 1.000000e-05
  %15 = load double, ptr %4, align 8
  %16 = call double @cubic_root(double noundef %14, double noundef %15)
  %17 = fsub double %12, %16
  %18 = fdiv double %17, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %8, double noundef %18)
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = load double, ptr %3, align 8
  %21 = load double, ptr %4, align 8
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @cubic_root, i32 noundef %19, double noundef %20, double noundef %21, double noundef 1.000000e+00)
  %23 = load double, ptr %3, align 8
  %24 = load double, ptr %4, align 8
  %25 = fadd double %24, 1.000000e-05
  %26 = call double @cubic_root(double noundef %23, double noundef %25)
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fsub double %28, 1.000000e-05
  %30 = call double @cubic_root(double noundef %27, double noundef %29)
  %31 = fsub double %26, %30
  %32 = fdiv double %31, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %22, double noundef %32)
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = call double @cubic_root(double noundef %33, double noundef %34)
  store double %35, ptr %5, align 8
  %36 = load i32, ptr @enzyme_const, align 4
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %4, align 8
  %39 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @cubic_root, i32 noundef %36, double noundef %37, double noundef %38, double noundef 1.000000e+00)
  %40 = load double, ptr %5, align 8
  %41 = fmul double 3.000000e+00, %40
  %42 = load double, ptr %5, align 8
  %43 = load double, ptr %3, align 8
  %44 = call double @llvm.fmuladd.f64(double %41, double %42, double %43)
  %45 = fdiv double 1.000000e+00, %44
  call void @check(ptr noundef @.str.2, double noundef %39, double noundef %45)
  %46 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @newton_sqrt, double noundef 7.000000e+00, double noundef 1.000000e+00, i32 noundef 30)
  %47 = call double @newton_sqrt(double noundef 0x401C00029F16B11C, i32 noundef 30)
  %48 = call double @newton_sqrt(double noundef 6.999990e+00, i32 noundef 30)
  %49 = fsub double %47, %48
  %50 = fdiv double %49, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %46, double noundef %50)
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @newton_sqrt, double noundef 3.000000e-01, double noundef 1.000000e+00, i32 noundef 3)
  %52 = call double @newton_sqrt(double noundef 3.000100e-01, i32 noundef 3)
  %53 = call double @newton_sqrt(double noundef 2.999900e-01, i32 noundef 3)
  %54 = fsub double %52, %53
  %55 = fdiv double %54, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %51, double noundef %55)
  %56 = load i32, ptr @fails, align 4
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, ptr @.str.6, ptr @.str.7
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %59)
  %61 = load i32, ptr @fails, align 4
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  ret i32 %63
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
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cubic_root(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %39, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 60
  br i1 %10, label %11, label %42

11:                                               ; preds = %8
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %5, align 8
  %14 = fmul double %12, %13
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %5, align 8
  %18 = fmul double %16, %17
  %19 = call double @llvm.fmuladd.f64(double %14, double %15, double %18)
  %20 = load double, ptr %4, align 8
  %21 = fsub double %19, %20
  %22 = load double, ptr %5, align 8
  %23 = fmul double 3.000000e+00, %22
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %3, align 8
  %26 = call double @llvm.fmuladd.f64(double %23, double %24, double %25)
  %27 = fdiv double %21, %26
  store double %27, ptr %7, align 8
  %28 = load double, ptr %7, align 8
  %29 = load double, ptr %5, align 8
  %30 = fsub double %29, %28
  store double %30, ptr %5, align 8
  %31 = load double, ptr %7, align 8
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fmul double 0x3D06849B86A12B9B, %34
  %36 = fcmp olt double %32, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %11
  br label %42

38:                                               ; preds = %11
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %8, !llvm.loop !6

42:                                               ; preds = %37, %8
  %43 = load double, ptr %5, align 8
  ret double %43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load double, ptr %3, align 8
  %8 = fcmp ogt double %7, 1.000000e+00
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 8
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %9
  %13 = phi double [ %10, %9 ], [ 1.000000e+00, %11 ]
  store double %13, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %25, %12
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %3, align 8
  %21 = load double, ptr %5, align 8
  %22 = fdiv double %20, %21
  %23 = fadd double %19, %22
  %24 = fmul double 5.000000e-01, %23
  store double %24, ptr %5, align 8
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %14, !llvm.loop !8

28:                                               ; preds = %14
  %29 = load double, ptr %5, align 8
  ret double %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
