; ModuleID = 'fwd/13_recursive_pow.c'
source_filename = "fwd/13_recursive_pow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"rpow n=%d\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fpow n=%d\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"even/odd n=6\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %37, %0
  %6 = load i32, ptr %4, align 4
  %7 = icmp sle i32 %6, 9
  br i1 %7, label %8, label %40

8:                                                ; preds = %5
  %9 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %10 = load i32, ptr %4, align 4
  %11 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %9, i64 noundef 32, ptr noundef @.str, i32 noundef %10) #4
  %12 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %13 = load i32, ptr %4, align 4
  %14 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rpow, double noundef 1.150000e+00, double noundef 1.000000e+00, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = call double @rpow(double noundef 1.150010e+00, i32 noundef %15)
  %17 = load i32, ptr %4, align 4
  %18 = call double @rpow(double noundef 0x3FF2665BEA0BA1F4, i32 noundef %17)
  %19 = fsub double %16, %18
  %20 = fdiv double %19, 2.000000e-05
  call void @check(ptr noundef %12, double noundef %14, double noundef %20)
  %21 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 2
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %21, i64 noundef 32, ptr noundef @.str.1, i32 noundef %23) #4
  %25 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 2
  %28 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fpow, double noundef 9.300000e-01, double noundef 1.000000e+00, i32 noundef %27)
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 2
  %31 = call double @fpow(double noundef 9.300100e-01, i32 noundef %30)
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 2
  %34 = call double @fpow(double noundef 0x3FEDC27A63736CE0, i32 noundef %33)
  %35 = fsub double %31, %34
  %36 = fdiv double %35, 2.000000e-05
  call void @check(ptr noundef %25, double noundef %28, double noundef %36)
  br label %37

37:                                               ; preds = %8
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 4
  store i32 %39, ptr %4, align 4
  br label %5, !llvm.loop !6

40:                                               ; preds = %5
  %41 = load i32, ptr @enzyme_const, align 4
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @even_s, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %41, i32 noundef 6)
  %43 = call double @even_s(double noundef 0x3FE6667B5F1BEF49, i32 noundef 6)
  %44 = call double @even_s(double noundef 6.999900e-01, i32 noundef 6)
  %45 = fsub double %43, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %42, double noundef %46)
  %47 = load i32, ptr @fails, align 4
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, ptr @.str.4, ptr @.str.5
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %50)
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @rpow(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %15

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = call double @rpow(double noundef %10, i32 noundef %12)
  %14 = fmul double %9, %13
  br label %15

15:                                               ; preds = %8, %7
  %16 = phi double [ 1.000000e+00, %7 ], [ %14, %8 ]
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fpow(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %30

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sdiv i32 %12, 2
  %14 = call double @fpow(double noundef %11, i32 noundef %13)
  store double %14, ptr %6, align 8
  %15 = load i32, ptr %5, align 4
  %16 = srem i32 %15, 2
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %10
  %19 = load double, ptr %6, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  %22 = load double, ptr %4, align 8
  %23 = fmul double %21, %22
  br label %28

24:                                               ; preds = %10
  %25 = load double, ptr %6, align 8
  %26 = load double, ptr %6, align 8
  %27 = fmul double %25, %26
  br label %28

28:                                               ; preds = %24, %18
  %29 = phi double [ %23, %18 ], [ %27, %24 ]
  store double %29, ptr %3, align 8
  br label %30

30:                                               ; preds = %28, %9
  %31 = load double, ptr %3, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @even_s(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp sle i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %15

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = call double @odd_s(double noundef %10, i32 noundef %12)
  %14 = call double @llvm.fmuladd.f64(double %9, double %13, double 1.000000e+00)
  br label %15

15:                                               ; preds = %8, %7
  %16 = phi double [ 1.000000e+00, %7 ], [ %14, %8 ]
  ret double %16
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @odd_s(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp sle i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load double, ptr %3, align 8
  br label %19

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %3, align 8
  %12 = fmul double 5.000000e-01, %11
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = call double @even_s(double noundef %13, i32 noundef %15)
  %17 = fneg double %12
  %18 = call double @llvm.fmuladd.f64(double %17, double %16, double %10)
  br label %19

19:                                               ; preds = %9, %7
  %20 = phi double [ %8, %7 ], [ %18, %9 ]
  ret double %20
}

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
