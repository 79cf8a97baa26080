; ModuleID = 'rev/01_scalar_out.c'
source_filename = "rev/01_scalar_out.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"df/dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"df/dy\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"df/dy (x const)\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"dg/dx (loop)\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.grad2, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 0x3FE6666666666666, ptr %3, align 8
  store double -1.300000e+00, ptr %4, align 8
  %10 = load i32, ptr @enzyme_out, align 4
  %11 = load double, ptr %3, align 8
  %12 = load i32, ptr @enzyme_out, align 4
  %13 = load double, ptr %4, align 8
  %14 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f, i32 noundef %10, double noundef %11, i32 noundef %12, double noundef %13)
  %15 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %16 = extractvalue %struct.grad2 %14, 0
  store double %16, ptr %15, align 8
  %17 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %18 = extractvalue %struct.grad2 %14, 1
  store double %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %3, align 8
  %22 = fadd double %21, 0x3EB0C6F7A0B5ED8D
  %23 = load double, ptr %4, align 8
  %24 = call double @f(double noundef %22, double noundef %23)
  %25 = load double, ptr %3, align 8
  %26 = fsub double %25, 0x3EB0C6F7A0B5ED8D
  %27 = load double, ptr %4, align 8
  %28 = call double @f(double noundef %26, double noundef %27)
  %29 = fsub double %24, %28
  %30 = fdiv double %29, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %20, double noundef %30)
  %31 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  %36 = call double @f(double noundef %33, double noundef %35)
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %4, align 8
  %39 = fsub double %38, 0x3EB0C6F7A0B5ED8D
  %40 = call double @f(double noundef %37, double noundef %39)
  %41 = fsub double %36, %40
  %42 = fdiv double %41, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %32, double noundef %42)
  %43 = load i32, ptr @enzyme_const, align 4
  %44 = load double, ptr %3, align 8
  %45 = load double, ptr %4, align 8
  %46 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %43, double noundef %44, double noundef %45)
  store double %46, ptr %6, align 8
  %47 = load double, ptr %6, align 8
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %4, align 8
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  %51 = call double @f(double noundef %48, double noundef %50)
  %52 = load double, ptr %3, align 8
  %53 = load double, ptr %4, align 8
  %54 = fsub double %53, 0x3EB0C6F7A0B5ED8D
  %55 = call double @f(double noundef %52, double noundef %54)
  %56 = fsub double %51, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %47, double noundef %57)
  store volatile i32 6, ptr %7, align 4
  %58 = load volatile i32, ptr %7, align 4
  store i32 %58, ptr %8, align 4
  %59 = load double, ptr %3, align 8
  %60 = load i32, ptr @enzyme_const, align 4
  %61 = load i32, ptr %8, align 4
  %62 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @g, double noundef %59, i32 noundef %60, i32 noundef %61)
  store double %62, ptr %9, align 8
  %63 = load double, ptr %9, align 8
  %64 = load double, ptr %3, align 8
  %65 = fadd double %64, 0x3EB0C6F7A0B5ED8D
  %66 = load i32, ptr %8, align 4
  %67 = call double @g(double noundef %65, i32 noundef %66)
  %68 = load double, ptr %3, align 8
  %69 = fsub double %68, 0x3EB0C6F7A0B5ED8D
  %70 = load i32, ptr %8, align 4
  %71 = call double @g(double noundef %69, i32 noundef %70)
  %72 = fsub double %67, %71
  %73 = fdiv double %72, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %63, double noundef %73)
  %74 = load i32, ptr @fails, align 4
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, ptr @.str.5, ptr @.str.6
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %77)
  %79 = load i32, ptr @fails, align 4
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i32
  ret i32 %81
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #4
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #4
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = fdiv double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %6, double %7, double %15)
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %4, align 8
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double 1.000000e+00)
  %20 = call double @sqrt(double noundef %19) #4
  %21 = fsub double %16, %20
  ret double %21
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load double, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sitofp i32 %13 to double
  %15 = call double @pow(double noundef %12, double noundef %14) #4
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %15, %18
  %20 = load double, ptr %5, align 8
  %21 = fadd double %20, %19
  store double %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  %26 = load double, ptr %5, align 8
  ret double %26
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

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
