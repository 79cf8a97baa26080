; ModuleID = 'rev/03_scalar_explog.c'
source_filename = "rev/03_scalar_explog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f1 d/dy\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"f2 d/dx at 0.35\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"f3 d/dx (neg base)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"f4 d/dx (int exponent)\00", align 1
@enzyme_const = external global i32, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"f4 d/dx (neg base)\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

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
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 1.300000e+00, ptr %3, align 8
  store double 6.000000e-01, ptr %4, align 8
  %9 = load i32, ptr @enzyme_out, align 4
  %10 = load double, ptr %3, align 8
  %11 = load i32, ptr @enzyme_out, align 4
  %12 = load double, ptr %4, align 8
  %13 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f1, i32 noundef %9, double noundef %10, i32 noundef %11, double noundef %12)
  %14 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %15 = extractvalue %struct.grad2 %13, 0
  store double %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %17 = extractvalue %struct.grad2 %13, 1
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %3, align 8
  %21 = fadd double %20, 0x3EB0C6F7A0B5ED8D
  %22 = load double, ptr %4, align 8
  %23 = call double @f1(double noundef %21, double noundef %22)
  %24 = load double, ptr %3, align 8
  %25 = fsub double %24, 0x3EB0C6F7A0B5ED8D
  %26 = load double, ptr %4, align 8
  %27 = call double @f1(double noundef %25, double noundef %26)
  %28 = fsub double %23, %27
  %29 = fdiv double %28, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %19, double noundef %29)
  %30 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %3, align 8
  %33 = load double, ptr %4, align 8
  %34 = fadd double %33, 0x3EB0C6F7A0B5ED8D
  %35 = call double @f1(double noundef %32, double noundef %34)
  %36 = load double, ptr %3, align 8
  %37 = load double, ptr %4, align 8
  %38 = fsub double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @f1(double noundef %36, double noundef %38)
  %40 = fsub double %35, %39
  %41 = fdiv double %40, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %31, double noundef %41)
  %42 = load double, ptr %3, align 8
  %43 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f2, double noundef %42)
  %44 = load double, ptr %3, align 8
  %45 = fadd double %44, 0x3EB0C6F7A0B5ED8D
  %46 = call double @f2(double noundef %45)
  %47 = load double, ptr %3, align 8
  %48 = fsub double %47, 0x3EB0C6F7A0B5ED8D
  %49 = call double @f2(double noundef %48)
  %50 = fsub double %46, %49
  %51 = fdiv double %50, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %43, double noundef %51)
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f2, double noundef 3.500000e-01)
  %53 = call double @f2(double noundef 0x3FD6666A98244E93)
  %54 = call double @f2(double noundef 3.499990e-01)
  %55 = fsub double %53, %54
  %56 = fdiv double %55, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %52, double noundef %56)
  store double -1.300000e+00, ptr %6, align 8
  %57 = load double, ptr %6, align 8
  %58 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f3, double noundef %57)
  %59 = load double, ptr %6, align 8
  %60 = fadd double %59, 0x3EB0C6F7A0B5ED8D
  %61 = call double @f3(double noundef %60)
  %62 = load double, ptr %6, align 8
  %63 = fsub double %62, 0x3EB0C6F7A0B5ED8D
  %64 = call double @f3(double noundef %63)
  %65 = fsub double %61, %64
  %66 = fdiv double %65, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %58, double noundef %66)
  store volatile i32 3, ptr %7, align 4
  %67 = load volatile i32, ptr %7, align 4
  store i32 %67, ptr %8, align 4
  %68 = load double, ptr %3, align 8
  %69 = load i32, ptr @enzyme_const, align 4
  %70 = load i32, ptr %8, align 4
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f4, double noundef %68, i32 noundef %69, i32 noundef %70)
  %72 = load double, ptr %3, align 8
  %73 = fadd double %72, 0x3EB0C6F7A0B5ED8D
  %74 = load i32, ptr %8, align 4
  %75 = call double @f4(double noundef %73, i32 noundef %74)
  %76 = load double, ptr %3, align 8
  %77 = fsub double %76, 0x3EB0C6F7A0B5ED8D
  %78 = load i32, ptr %8, align 4
  %79 = call double @f4(double noundef %77, i32 noundef %78)
  %80 = fsub double %75, %79
  %81 = fdiv double %80, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %71, double noundef %81)
  %82 = load double, ptr %6, align 8
  %83 = load i32, ptr %8, align 4
  %84 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f4, double noundef %82, i32 noundef %83)
  %85 = load double, ptr %6, align 8
  %86 = fadd double %85, 0x3EB0C6F7A0B5ED8D
  %87 = load i32, ptr %8, align 4
  %88 = call double @f4(double noundef %86, i32 noundef %87)
  %89 = load double, ptr %6, align 8
  %90 = fsub double %89, 0x3EB0C6F7A0B5ED8D
  %91 = load i32, ptr %8, align 4
  %92 = call double @f4(double noundef %90, i32 noundef %91)
  %93 = fsub double %88, %92
  %94 = fdiv double %93, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %84, double noundef %94)
  %95 = load i32, ptr @fails, align 4
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i64
  %98 = select i1 %96, ptr @.str.8, ptr @.str.9
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %98)
  %100 = load i32, ptr @fails, align 4
  %101 = icmp ne i32 %100, 0
  %102 = zext i1 %101 to i32
  ret i32 %102
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f1(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = call double @exp(double noundef %7) #5
  %9 = load double, ptr %3, align 8
  %10 = call double @log(double noundef %9) #5
  %11 = load double, ptr %4, align 8
  %12 = call double @llvm.fmuladd.f64(double %10, double %11, double %8)
  %13 = load double, ptr %3, align 8
  %14 = load double, ptr %4, align 8
  %15 = call double @pow(double noundef %13, double noundef %14) #5
  %16 = fadd double %12, %15
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %4, align 8
  %19 = load double, ptr %4, align 8
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double %17)
  %21 = call double @sqrt(double noundef %20) #5
  %22 = fadd double %16, %21
  ret double %22
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
  %30 = select i1 %28, ptr @.str.9, ptr @.str.8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @f2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 2.500000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef 2.000000e+00, double noundef %5) #5
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = call double @exp2(double noundef %8) #5
  %10 = fadd double %7, %9
  %11 = load double, ptr %2, align 8
  %12 = call double @log2(double noundef %11) #5
  %13 = fadd double %10, %12
  %14 = load double, ptr %2, align 8
  %15 = call double @log10(double noundef %14) #5
  %16 = fadd double %13, %15
  %17 = load double, ptr %2, align 8
  %18 = call double @log1p(double noundef %17) #5
  %19 = fadd double %16, %18
  %20 = load double, ptr %2, align 8
  %21 = fneg double %20
  %22 = call double @expm1(double noundef %21) #5
  %23 = fadd double %19, %22
  %24 = load double, ptr %2, align 8
  %25 = call double @cbrt(double noundef %24) #6
  %26 = fadd double %23, %25
  %27 = load double, ptr %2, align 8
  %28 = call double @sqrt(double noundef %27) #5
  %29 = fdiv double 1.000000e+00, %28
  %30 = fadd double %26, %29
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 3.000000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef %5, double noundef 2.000000e+00) #5
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = call double @cbrt(double noundef %8) #6
  %10 = fadd double %7, %9
  %11 = load double, ptr %2, align 8
  %12 = fneg double %11
  %13 = load double, ptr %2, align 8
  %14 = fmul double %12, %13
  %15 = call double @exp(double noundef %14) #5
  %16 = fadd double %10, %15
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f4(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = call double @pow(double noundef %5, double noundef %7) #5
  %9 = load double, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 0, %10
  %12 = sitofp i32 %11 to double
  %13 = call double @pow(double noundef %9, double noundef %12) #5
  %14 = fadd double %8, %13
  %15 = load i32, ptr %4, align 4
  %16 = sitofp i32 %15 to double
  %17 = load double, ptr %3, align 8
  %18 = fmul double %16, %17
  %19 = call double @exp(double noundef %18) #5
  %20 = load i32, ptr %4, align 4
  %21 = sitofp i32 %20 to double
  %22 = fdiv double %19, %21
  %23 = fadd double %14, %22
  ret double %23
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @exp2(double noundef) #2

; Function Attrs: nounwind
declare double @log2(double noundef) #2

; Function Attrs: nounwind
declare double @log10(double noundef) #2

; Function Attrs: nounwind
declare double @log1p(double noundef) #2

; Function Attrs: nounwind
declare double @expm1(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
