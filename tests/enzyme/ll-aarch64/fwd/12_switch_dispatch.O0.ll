; ModuleID = 'fwd/12_switch_dispatch.c'
source_filename = "fwd/12_switch_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"apply op=%d\00", align 1
@main.code = internal constant [8 x i32] [i32 1, i32 2, i32 0, i32 3, i32 7, i32 4, i32 5, i32 1], align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"interp\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 8.000000e-01, ptr %4, align 8
  store double 1.300000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %34, %0
  %9 = load i32, ptr %6, align 4
  %10 = icmp sle i32 %9, 8
  br i1 %10, label %11, label %37

11:                                               ; preds = %8
  %12 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %13 = load i32, ptr %6, align 4
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %12, i64 noundef 32, ptr noundef @.str, i32 noundef %13) #4
  %15 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %16 = load i32, ptr %6, align 4
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %5, align 8
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @apply, i32 noundef %16, double noundef %17, double noundef 1.000000e+00, double noundef %18, double noundef 5.000000e-01)
  %20 = load i32, ptr %6, align 4
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, 1.000000e-05
  %23 = load double, ptr %5, align 8
  %24 = fadd double %23, 5.000000e-06
  %25 = call double @apply(i32 noundef %20, double noundef %22, double noundef %24)
  %26 = load i32, ptr %6, align 4
  %27 = load double, ptr %4, align 8
  %28 = fsub double %27, 1.000000e-05
  %29 = load double, ptr %5, align 8
  %30 = fsub double %29, 5.000000e-06
  %31 = call double @apply(i32 noundef %26, double noundef %28, double noundef %30)
  %32 = fsub double %25, %31
  %33 = fdiv double %32, 2.000000e-05
  call void @check(ptr noundef %15, double noundef %19, double noundef %33)
  br label %34

34:                                               ; preds = %11
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %8, !llvm.loop !6

37:                                               ; preds = %8
  store i32 8, ptr %7, align 4
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = load i32, ptr %7, align 4
  %40 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @interp, i32 noundef %38, ptr noundef @main.code, i32 noundef %39, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %41 = load i32, ptr %7, align 4
  %42 = call double @interp(ptr noundef @main.code, i32 noundef %41, double noundef 0x3FECCCE1C58255B0)
  %43 = load i32, ptr %7, align 4
  %44 = call double @interp(ptr noundef @main.code, i32 noundef %43, double noundef 0x3FECCCB7D41743EA)
  %45 = fsub double %42, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %40, double noundef %46)
  %47 = load i32, ptr @fails, align 4
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, ptr @.str.3, ptr @.str.4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %50)
  %52 = load i32, ptr @fails, align 4
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  ret i32 %54
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @apply(i32 noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  switch i32 %8, label %35 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %22
    i32 4, label %25
    i32 7, label %29
  ]

9:                                                ; preds = %3
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fadd double %10, %11
  store double %12, ptr %4, align 8
  br label %39

13:                                               ; preds = %3
  %14 = load double, ptr %6, align 8
  %15 = load double, ptr %7, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %4, align 8
  br label %39

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @sin(double noundef %18) #4
  %20 = load double, ptr %7, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %4, align 8
  br label %39

22:                                               ; preds = %3
  %23 = load double, ptr %6, align 8
  %24 = fmul double %23, 2.000000e+00
  store double %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %3, %22
  %26 = load double, ptr %6, align 8
  %27 = load double, ptr %7, align 8
  %28 = fdiv double %26, %27
  store double %28, ptr %4, align 8
  br label %39

29:                                               ; preds = %3
  %30 = load double, ptr %6, align 8
  %31 = fmul double 5.000000e-01, %30
  %32 = call double @exp(double noundef %31) #4
  %33 = load double, ptr %7, align 8
  %34 = fsub double %32, %33
  store double %34, ptr %4, align 8
  br label %39

35:                                               ; preds = %3
  %36 = load double, ptr %6, align 8
  %37 = load double, ptr %7, align 8
  %38 = call double @llvm.fmuladd.f64(double -3.000000e+00, double %37, double %36)
  store double %38, ptr %4, align 8
  br label %39

39:                                               ; preds = %35, %29, %25, %17, %13, %9
  %40 = load double, ptr %4, align 8
  ret double %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @interp(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 1.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %22, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load double, ptr %7, align 8
  %20 = load double, ptr %6, align 8
  %21 = call double @apply(i32 noundef %18, double noundef %19, double noundef %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %8, align 4
  br label %9, !llvm.loop !8

25:                                               ; preds = %9
  %26 = load double, ptr %7, align 8
  ret double %26
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
