; ModuleID = 'rev/11_newton.c'
source_filename = "rev/11_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@.str = private unnamed_addr constant [13 x i8] c"sqrt(a) d/da\00", align 1
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"sqrt(a) implicit\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cbrt(a) d/da\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"kepler d/de\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"kepler d/dM\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"kepler d/dM implicit\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca %struct.grad2, align 8
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 30, ptr %3, align 4
  %10 = load volatile i32, ptr %3, align 4
  store i32 %10, ptr %4, align 4
  store double 7.300000e+00, ptr %5, align 8
  %11 = load i32, ptr @enzyme_out, align 4
  %12 = load double, ptr %5, align 8
  %13 = load i32, ptr @enzyme_const, align 4
  %14 = load i32, ptr %4, align 4
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_sqrt, i32 noundef %11, double noundef %12, i32 noundef %13, i32 noundef %14)
  %16 = load double, ptr %5, align 8
  %17 = fadd double %16, 0x3EB0C6F7A0B5ED8D
  %18 = load i32, ptr %4, align 4
  %19 = call double @newton_sqrt(double noundef %17, i32 noundef %18)
  %20 = load double, ptr %5, align 8
  %21 = fsub double %20, 0x3EB0C6F7A0B5ED8D
  %22 = load i32, ptr %4, align 4
  %23 = call double @newton_sqrt(double noundef %21, i32 noundef %22)
  %24 = fsub double %19, %23
  %25 = fdiv double %24, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %15, double noundef %25)
  %26 = load double, ptr %5, align 8
  %27 = load i32, ptr %4, align 4
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_sqrt, double noundef %26, i32 noundef %27)
  %29 = load double, ptr %5, align 8
  %30 = call double @sqrt(double noundef %29) #4
  %31 = fdiv double 5.000000e-01, %30
  call void @check(ptr noundef @.str.1, double noundef %28, double noundef %31)
  %32 = load double, ptr %5, align 8
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_cbrt, double noundef %32)
  %34 = load double, ptr %5, align 8
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  %36 = call double @newton_cbrt(double noundef %35)
  %37 = load double, ptr %5, align 8
  %38 = fsub double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @newton_cbrt(double noundef %38)
  %40 = fsub double %36, %39
  %41 = fdiv double %40, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %33, double noundef %41)
  store double 3.000000e-01, ptr %6, align 8
  store double 1.100000e+00, ptr %7, align 8
  %42 = load i32, ptr @enzyme_out, align 4
  %43 = load double, ptr %6, align 8
  %44 = load i32, ptr @enzyme_out, align 4
  %45 = load double, ptr %7, align 8
  %46 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @kepler, i32 noundef %42, double noundef %43, i32 noundef %44, double noundef %45)
  %47 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %48 = extractvalue %struct.grad2 %46, 0
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %50 = extractvalue %struct.grad2 %46, 1
  store double %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = load double, ptr %6, align 8
  %54 = fadd double %53, 0x3EB0C6F7A0B5ED8D
  %55 = load double, ptr %7, align 8
  %56 = call double @kepler(double noundef %54, double noundef %55)
  %57 = load double, ptr %6, align 8
  %58 = fsub double %57, 0x3EB0C6F7A0B5ED8D
  %59 = load double, ptr %7, align 8
  %60 = call double @kepler(double noundef %58, double noundef %59)
  %61 = fsub double %56, %60
  %62 = fdiv double %61, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %52, double noundef %62)
  %63 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %7, align 8
  %67 = fadd double %66, 0x3EB0C6F7A0B5ED8D
  %68 = call double @kepler(double noundef %65, double noundef %67)
  %69 = load double, ptr %6, align 8
  %70 = load double, ptr %7, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = call double @kepler(double noundef %69, double noundef %71)
  %73 = fsub double %68, %72
  %74 = fdiv double %73, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %64, double noundef %74)
  %75 = load double, ptr %6, align 8
  %76 = load double, ptr %7, align 8
  %77 = call double @kepler(double noundef %75, double noundef %76)
  store double %77, ptr %9, align 8
  %78 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = load double, ptr %6, align 8
  %81 = load double, ptr %9, align 8
  %82 = call double @cos(double noundef %81) #4
  %83 = fneg double %80
  %84 = call double @llvm.fmuladd.f64(double %83, double %82, double 1.000000e+00)
  %85 = fdiv double 1.000000e+00, %84
  call void @check(ptr noundef @.str.5, double noundef %79, double noundef %85)
  %86 = load i32, ptr @fails, align 4
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i64
  %89 = select i1 %87, ptr @.str.7, ptr @.str.8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %89)
  %91 = load i32, ptr @fails, align 4
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i32
  ret i32 %93
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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

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
  br label %14, !llvm.loop !6

28:                                               ; preds = %14
  %29 = load double, ptr %5, align 8
  ret double %29
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_cbrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = fmul double %6, %7
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %2, align 8
  %11 = fneg double %10
  %12 = call double @llvm.fmuladd.f64(double %8, double %9, double %11)
  store double %12, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %24, %1
  %14 = load double, ptr %4, align 8
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = load double, ptr %2, align 8
  %17 = fmul double 0x3D06849B86A12B9B, %16
  %18 = fcmp ogt double %15, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %20, 100
  br label %22

22:                                               ; preds = %19, %13
  %23 = phi i1 [ false, %13 ], [ %21, %19 ]
  br i1 %23, label %24, label %42

24:                                               ; preds = %22
  %25 = load double, ptr %4, align 8
  %26 = load double, ptr %3, align 8
  %27 = fmul double 3.000000e+00, %26
  %28 = load double, ptr %3, align 8
  %29 = fmul double %27, %28
  %30 = fdiv double %25, %29
  %31 = load double, ptr %3, align 8
  %32 = fsub double %31, %30
  store double %32, ptr %3, align 8
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %3, align 8
  %35 = fmul double %33, %34
  %36 = load double, ptr %3, align 8
  %37 = load double, ptr %2, align 8
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %35, double %36, double %38)
  store double %39, ptr %4, align 8
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %13, !llvm.loop !8

42:                                               ; preds = %22
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %3, align 8
  %45 = load double, ptr %3, align 8
  %46 = call double @llvm.fmuladd.f64(double %43, double %44, double %45)
  ret double %46
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kepler(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  store double %7, ptr %5, align 8
  br label %8

8:                                                ; preds = %26, %2
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %5, align 8
  %12 = call double @sin(double noundef %11) #4
  %13 = fneg double %10
  %14 = call double @llvm.fmuladd.f64(double %13, double %12, double %9)
  %15 = load double, ptr %4, align 8
  %16 = fsub double %14, %15
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %5, align 8
  %19 = call double @cos(double noundef %18) #4
  %20 = fneg double %17
  %21 = call double @llvm.fmuladd.f64(double %20, double %19, double 1.000000e+00)
  %22 = fdiv double %16, %21
  store double %22, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = load double, ptr %5, align 8
  %25 = fsub double %24, %23
  store double %25, ptr %5, align 8
  br label %26

26:                                               ; preds = %8
  %27 = load double, ptr %6, align 8
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e-15
  br i1 %29, label %8, label %30, !llvm.loop !9

30:                                               ; preds = %26
  %31 = load double, ptr %5, align 8
  ret double %31
}

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!9 = distinct !{!9, !7}
