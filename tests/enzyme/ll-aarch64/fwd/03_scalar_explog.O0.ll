; ModuleID = 'fwd/03_scalar_explog.c'
source_filename = "fwd/03_scalar_explog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"f_exp @0.6\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_exp @-1.4\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_log @0.3\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_log @2.7\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"f_pow3 @1.7\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"f_sqrt @0.25\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f_sqrt @3.0\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"f_m1p @1e-3\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"f_m1p @-0.4\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_cbrt @0.7\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"f_cbrt @-2.5\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"dpow/dbase\00", align 1
@enzyme_const = external global i32, align 4
@.str.12 = private unnamed_addr constant [10 x i8] c"dpow/dexp\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"dpow . (1,-2)\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"dpow/dbase b<0 e=3\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.18 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %5 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_exp, double noundef 6.000000e-01, double noundef 1.000000e+00)
  %6 = call double @f_exp(double noundef 0x3FE333482BE8BC16)
  %7 = call double @f_exp(double noundef 5.999900e-01)
  %8 = fsub double %6, %7
  %9 = fdiv double %8, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %5, double noundef %9)
  %10 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_exp, double noundef -1.400000e+00, double noundef 1.000000e+00)
  %11 = call double @f_exp(double noundef 0xBFF6665BEA0BA1F4)
  %12 = call double @f_exp(double noundef -1.400010e+00)
  %13 = fsub double %11, %12
  %14 = fdiv double %13, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %10, double noundef %14)
  %15 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_log, double noundef 3.000000e-01, double noundef 1.000000e+00)
  %16 = call double @f_log(double noundef 3.000100e-01)
  %17 = call double @f_log(double noundef 2.999900e-01)
  %18 = fsub double %16, %17
  %19 = fdiv double %18, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %15, double noundef %19)
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_log, double noundef 2.700000e+00, double noundef 1.000000e+00)
  %21 = call double @f_log(double noundef 0x4005999ED7C6FBD3)
  %22 = call double @f_log(double noundef 2.699990e+00)
  %23 = fsub double %21, %22
  %24 = fdiv double %23, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %20, double noundef %24)
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_pow3, double noundef 1.700000e+00, double noundef 1.000000e+00)
  %26 = call double @f_pow3(double noundef 1.700010e+00)
  %27 = call double @f_pow3(double noundef 1.699990e+00)
  %28 = fsub double %26, %27
  %29 = fdiv double %28, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %25, double noundef %29)
  %30 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_sqrt, double noundef 2.500000e-01, double noundef 1.000000e+00)
  %31 = call double @f_sqrt(double noundef 2.500100e-01)
  %32 = call double @f_sqrt(double noundef 2.499900e-01)
  %33 = fsub double %31, %32
  %34 = fdiv double %33, 2.000000e-05
  call void @check(ptr noundef @.str.5, double noundef %30, double noundef %34)
  %35 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_sqrt, double noundef 3.000000e+00, double noundef 1.000000e+00)
  %36 = call double @f_sqrt(double noundef 3.000010e+00)
  %37 = call double @f_sqrt(double noundef 2.999990e+00)
  %38 = fsub double %36, %37
  %39 = fdiv double %38, 2.000000e-05
  call void @check(ptr noundef @.str.6, double noundef %35, double noundef %39)
  %40 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_m1p, double noundef 1.000000e-03, double noundef 1.000000e+00)
  %41 = call double @f_m1p(double noundef 1.010000e-03)
  %42 = call double @f_m1p(double noundef 0x3F50385C67DFE32A)
  %43 = fsub double %41, %42
  %44 = fdiv double %43, 2.000000e-05
  call void @check(ptr noundef @.str.7, double noundef %40, double noundef %44)
  %45 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_m1p, double noundef -4.000000e-01, double noundef 1.000000e+00)
  %46 = call double @f_m1p(double noundef -3.999900e-01)
  %47 = call double @f_m1p(double noundef 0xBFD999C38B04AB61)
  %48 = fsub double %46, %47
  %49 = fdiv double %48, 2.000000e-05
  call void @check(ptr noundef @.str.8, double noundef %45, double noundef %49)
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_cbrt, double noundef 0x3FE6666666666666, double noundef 1.000000e+00)
  %51 = call double @f_cbrt(double noundef 0x3FE6667B5F1BEF49)
  %52 = call double @f_cbrt(double noundef 6.999900e-01)
  %53 = fsub double %51, %52
  %54 = fdiv double %53, 2.000000e-05
  call void @check(ptr noundef @.str.9, double noundef %50, double noundef %54)
  %55 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_cbrt, double noundef -2.500000e+00, double noundef 1.000000e+00)
  %56 = call double @f_cbrt(double noundef -2.499990e+00)
  %57 = call double @f_cbrt(double noundef -2.500010e+00)
  %58 = fsub double %56, %57
  %59 = fdiv double %58, 2.000000e-05
  call void @check(ptr noundef @.str.10, double noundef %55, double noundef %59)
  store double 1.800000e+00, ptr %3, align 8
  store double 2.300000e+00, ptr %4, align 8
  %60 = load double, ptr %3, align 8
  %61 = load i32, ptr @enzyme_const, align 4
  %62 = load double, ptr %4, align 8
  %63 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_pow, double noundef %60, double noundef 1.000000e+00, i32 noundef %61, double noundef %62)
  %64 = load double, ptr %3, align 8
  %65 = fadd double %64, 1.000000e-05
  %66 = load double, ptr %4, align 8
  %67 = call double @f_pow(double noundef %65, double noundef %66)
  %68 = load double, ptr %3, align 8
  %69 = fsub double %68, 1.000000e-05
  %70 = load double, ptr %4, align 8
  %71 = call double @f_pow(double noundef %69, double noundef %70)
  %72 = fsub double %67, %71
  %73 = fdiv double %72, 2.000000e-05
  call void @check(ptr noundef @.str.11, double noundef %63, double noundef %73)
  %74 = load i32, ptr @enzyme_const, align 4
  %75 = load double, ptr %3, align 8
  %76 = load double, ptr %4, align 8
  %77 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_pow, i32 noundef %74, double noundef %75, double noundef %76, double noundef 1.000000e+00)
  %78 = load double, ptr %3, align 8
  %79 = load double, ptr %4, align 8
  %80 = fadd double %79, 1.000000e-05
  %81 = call double @f_pow(double noundef %78, double noundef %80)
  %82 = load double, ptr %3, align 8
  %83 = load double, ptr %4, align 8
  %84 = fsub double %83, 1.000000e-05
  %85 = call double @f_pow(double noundef %82, double noundef %84)
  %86 = fsub double %81, %85
  %87 = fdiv double %86, 2.000000e-05
  call void @check(ptr noundef @.str.12, double noundef %77, double noundef %87)
  %88 = load double, ptr %3, align 8
  %89 = load double, ptr %4, align 8
  %90 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_pow, double noundef %88, double noundef 1.000000e+00, double noundef %89, double noundef -2.000000e+00)
  %91 = load double, ptr %3, align 8
  %92 = fadd double %91, 1.000000e-05
  %93 = load double, ptr %4, align 8
  %94 = fsub double %93, 2.000000e-05
  %95 = call double @f_pow(double noundef %92, double noundef %94)
  %96 = load double, ptr %3, align 8
  %97 = fsub double %96, 1.000000e-05
  %98 = load double, ptr %4, align 8
  %99 = fadd double %98, 2.000000e-05
  %100 = call double @f_pow(double noundef %97, double noundef %99)
  %101 = fsub double %95, %100
  %102 = fdiv double %101, 2.000000e-05
  call void @check(ptr noundef @.str.13, double noundef %90, double noundef %102)
  %103 = load i32, ptr @enzyme_const, align 4
  %104 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_pow, double noundef -1.500000e+00, double noundef 1.000000e+00, i32 noundef %103, double noundef 3.000000e+00)
  %105 = call double @f_pow(double noundef -1.499990e+00, double noundef 3.000000e+00)
  %106 = call double @f_pow(double noundef -1.500010e+00, double noundef 3.000000e+00)
  %107 = fsub double %105, %106
  %108 = fdiv double %107, 2.000000e-05
  call void @check(ptr noundef @.str.14, double noundef %104, double noundef %108)
  %109 = load i32, ptr @fails, align 4
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i64
  %112 = select i1 %110, ptr @.str.16, ptr @.str.17
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %112)
  %114 = load i32, ptr @fails, align 4
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i32
  ret i32 %116
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
  %30 = select i1 %28, ptr @.str.17, ptr @.str.16
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @f_exp(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = call double @exp(double noundef %6) #5
  %8 = load double, ptr %2, align 8
  %9 = call double @exp(double noundef %8) #5
  %10 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %9, double %7)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_log(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.fmuladd.f64(double %3, double %4, double 1.000000e+00)
  %6 = call double @log(double noundef %5) #5
  %7 = load double, ptr %2, align 8
  %8 = call double @log(double noundef %7) #5
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double %6)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_pow3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 3.000000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef %5, double noundef 5.000000e-01) #5
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double %6, double 1.000000e+00)
  %8 = call double @sqrt(double noundef %7) #5
  %9 = fadd double %4, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_m1p(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @expm1(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  %8 = call double @log1p(double noundef %7) #5
  %9 = call double @llvm.fmuladd.f64(double %4, double 3.000000e+00, double %8)
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_cbrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @cbrt(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double %6, double 2.000000e+00)
  %8 = call double @cbrt(double noundef %7) #6
  %9 = fadd double %4, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_pow(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @pow(double noundef %5, double noundef %6) #5
  ret double %7
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
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @expm1(double noundef) #3

; Function Attrs: nounwind
declare double @log1p(double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
