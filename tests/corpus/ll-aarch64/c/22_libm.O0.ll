; ModuleID = 'c/22_libm.c'
source_filename = "c/22_libm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.entry = type { ptr, ptr, [4 x double] }

@main.tab = internal constant [28 x %struct.entry] [%struct.entry { ptr @.str, ptr @sin, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.1, ptr @cos, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.2, ptr @tan, [4 x double] [double 0.000000e+00, double 2.500000e-01, double 1.000000e+00, double -1.200000e+00] }, %struct.entry { ptr @.str.3, ptr @asin, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -9.000000e-01, double 1.000000e+00] }, %struct.entry { ptr @.str.4, ptr @acos, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -9.000000e-01, double 1.000000e+00] }, %struct.entry { ptr @.str.5, ptr @atan, [4 x double] [double 0.000000e+00, double 1.000000e+00, double -5.000000e+00, double 1.000000e+02] }, %struct.entry { ptr @.str.6, ptr @sinh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.7, ptr @cosh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.8, ptr @tanh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.9, ptr @exp, [4 x double] [double 0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.10, ptr @exp2, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -3.000000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.11, ptr @expm1, [4 x double] [double 1.000000e-10, double 1.000000e-03, double 1.000000e+00, double -1.000000e+00] }, %struct.entry { ptr @.str.12, ptr @log, [4 x double] [double 1.000000e+00, double 2.000000e+00, double 1.000000e-01, double 1.000000e+03] }, %struct.entry { ptr @.str.13, ptr @log2, [4 x double] [double 1.000000e+00, double 3.000000e+00, double 1.000000e-01, double 1.024000e+03] }, %struct.entry { ptr @.str.14, ptr @log10, [4 x double] [double 1.000000e+00, double 2.000000e+00, double 1.000000e-03, double 1.234500e+04] }, %struct.entry { ptr @.str.15, ptr @log1p, [4 x double] [double 1.000000e-10, double 1.000000e-03, double 1.000000e+00, double 9.000000e+00] }, %struct.entry { ptr @.str.16, ptr @sqrt, [4 x double] [double 0.000000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+10] }, %struct.entry { ptr @.str.17, ptr @cbrt, [4 x double] [double 2.700000e+01, double 2.000000e+00, double -8.000000e+00, double 1.000000e-03] }, %struct.entry { ptr @.str.18, ptr @fabs, [4 x double] [double -0.000000e+00, double -2.500000e+00, double 3.000000e+00, double -1.000000e-300] }, %struct.entry { ptr @.str.19, ptr @floor, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 0x3FEFF7CED916872B, double -1.000000e-03] }, %struct.entry { ptr @.str.20, ptr @ceil, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 1.000000e-03, double 0xBFEFF7CED916872B] }, %struct.entry { ptr @.str.21, ptr @round, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 4.900000e-01, double -5.000000e-01] }, %struct.entry { ptr @.str.22, ptr @trunc, [4 x double] [double 2.700000e+00, double -2.700000e+00, double 5.000000e-01, double -5.000000e-01] }, %struct.entry { ptr @.str.23, ptr @rint, [4 x double] [double 2.500000e+00, double 3.500000e+00, double -2.500000e+00, double 4.000000e-01] }, %struct.entry { ptr @.str.24, ptr @erf, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double -2.000000e+00] }, %struct.entry { ptr @.str.25, ptr @erfc, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.26, ptr @lgamma, [4 x double] [double 5.000000e-01, double 1.000000e+00, double 3.500000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.27, ptr @tgamma, [4 x double] [double 5.000000e-01, double 1.000000e+00, double 3.500000e+00, double 6.000000e+00] }], align 8
@.str = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"%-7s\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c" %17.10g\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.31 = private unnamed_addr constant [32 x i8] c"pow    %.10g %.10g %.10g %.10g\0A\00", align 1
@.str.32 = private unnamed_addr constant [32 x i8] c"atan2  %.10g %.10g %.10g %.10g\0A\00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"hypot  %.10g %.10g\0A\00", align 1
@.str.34 = private unnamed_addr constant [26 x i8] c"fmod   %.10g %.10g %.10g\0A\00", align 1
@.str.35 = private unnamed_addr constant [23 x i8] c"remainder %.10g %.10g\0A\00", align 1
@.str.36 = private unnamed_addr constant [36 x i8] c"fmin/fmax %.3g %.3g  copysign %.3g\0A\00", align 1
@.str.37 = private unnamed_addr constant [34 x i8] c"frexp  %.10g * 2^%d  ldexp %.10g\0A\00", align 1
@.str.38 = private unnamed_addr constant [18 x i8] c"modf   %.3g %.3g\0A\00", align 1
@.str.39 = private unnamed_addr constant [49 x i8] c"float: sinf=%.6f sqrtf=%.6f expf=%.6f powf=%.6f\0A\00", align 1
@.str.40 = private unnamed_addr constant [46 x i8] c"classify: inf=%d nan=%d finite=%d signbit=%d\0A\00", align 1
@.str.41 = private unnamed_addr constant [24 x i8] c"lround %ld llrint %lld\0A\00", align 1
@.str.42 = private unnamed_addr constant [34 x i8] c"identity sin^2+cos^2-1 small: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %44, %0
  %10 = load i32, ptr %2, align 4
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %11, 28
  br i1 %12, label %13, label %47

13:                                               ; preds = %9
  %14 = load i32, ptr %2, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [28 x %struct.entry], ptr @main.tab, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %18)
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %39, %13
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %23, label %42

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [28 x %struct.entry], ptr @main.tab, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 1
  %28 = load ptr, ptr %27, align 8
  %29 = load i32, ptr %2, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [28 x %struct.entry], ptr @main.tab, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x double], ptr %32, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double %28(double noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, double noundef %37)
  br label %39

39:                                               ; preds = %23
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %3, align 4
  br label %20, !llvm.loop !6

42:                                               ; preds = %20
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  br label %44

44:                                               ; preds = %42
  %45 = load i32, ptr %2, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr %2, align 4
  br label %9, !llvm.loop !8

47:                                               ; preds = %9
  %48 = call double @pow(double noundef 2.000000e+00, double noundef 1.000000e+01) #5
  %49 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %50 = call double @pow(double noundef -3.000000e+00, double noundef 3.000000e+00) #5
  %51 = call double @pow(double noundef 1.000000e+01, double noundef -2.000000e+00) #5
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, double noundef %48, double noundef %49, double noundef %50, double noundef %51)
  %53 = call double @atan2(double noundef 1.000000e+00, double noundef 1.000000e+00) #5
  %54 = call double @atan2(double noundef 1.000000e+00, double noundef -1.000000e+00) #5
  %55 = call double @atan2(double noundef -1.000000e+00, double noundef -1.000000e+00) #5
  %56 = call double @atan2(double noundef 0.000000e+00, double noundef -1.000000e+00) #5
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, double noundef %53, double noundef %54, double noundef %55, double noundef %56)
  %58 = call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #5
  %59 = call double @hypot(double noundef 0x6974E718D7D7625A, double noundef 0x6974E718D7D7625A) #5
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, double noundef %58, double noundef %59)
  %61 = call double @fmod(double noundef 1.000000e+01, double noundef 3.000000e+00) #5
  %62 = call double @fmod(double noundef -1.000000e+01, double noundef 3.000000e+00) #5
  %63 = call double @fmod(double noundef 5.500000e+00, double noundef 1.250000e+00) #5
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, double noundef %61, double noundef %62, double noundef %63)
  %65 = call double @remainder(double noundef 1.000000e+01, double noundef 3.000000e+00) #5
  %66 = call double @remainder(double noundef 1.100000e+01, double noundef 3.000000e+00) #5
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %65, double noundef %66)
  %68 = call double @llvm.minnum.f64(double 2.000000e+00, double -3.000000e+00)
  %69 = call double @llvm.maxnum.f64(double 2.000000e+00, double -3.000000e+00)
  %70 = call double @llvm.copysign.f64(double 3.000000e+00, double -0.000000e+00)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, double noundef %68, double noundef %69, double noundef %70)
  %72 = call double @frexp(double noundef 1.234500e+03, ptr noundef %4) #5
  store double %72, ptr %5, align 8
  %73 = load double, ptr %5, align 8
  %74 = load i32, ptr %4, align 4
  %75 = call double @ldexp(double noundef 7.500000e-01, i32 noundef 5) #5
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, double noundef %73, i32 noundef %74, double noundef %75)
  %77 = call double @modf(double noundef -3.750000e+00, ptr noundef %6) #5
  store double %77, ptr %7, align 8
  %78 = load double, ptr %6, align 8
  %79 = load double, ptr %7, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, double noundef %78, double noundef %79)
  %81 = call float @sinf(float noundef 5.000000e-01) #5
  %82 = fpext float %81 to double
  %83 = call float @sqrtf(float noundef 2.000000e+00) #5
  %84 = fpext float %83 to double
  %85 = call float @expf(float noundef 1.000000e+00) #5
  %86 = fpext float %85 to double
  %87 = call float @powf(float noundef 1.500000e+00, float noundef 2.500000e+00) #5
  %88 = fpext float %87 to double
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, double noundef %82, double noundef %84, double noundef %86, double noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %91 = call i64 @lround(double noundef -2.500000e+00) #5
  %92 = call i64 @llrint(double noundef 7.500000e+00) #5
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i64 noundef %91, i64 noundef %92)
  store double 0x3FE6666666666666, ptr %8, align 8
  %94 = load double, ptr %8, align 8
  %95 = call double @sin(double noundef %94) #5
  %96 = load double, ptr %8, align 8
  %97 = call double @sin(double noundef %96) #5
  %98 = load double, ptr %8, align 8
  %99 = call double @cos(double noundef %98) #5
  %100 = load double, ptr %8, align 8
  %101 = call double @cos(double noundef %100) #5
  %102 = fmul double %99, %101
  %103 = call double @llvm.fmuladd.f64(double %95, double %97, double %102)
  %104 = fsub double %103, 1.000000e+00
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp olt double %105, 1.000000e-15
  %107 = zext i1 %106 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.42, i32 noundef %107)
  ret i32 0
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @tan(double noundef) #1

; Function Attrs: nounwind
declare double @asin(double noundef) #1

; Function Attrs: nounwind
declare double @acos(double noundef) #1

; Function Attrs: nounwind
declare double @atan(double noundef) #1

; Function Attrs: nounwind
declare double @sinh(double noundef) #1

; Function Attrs: nounwind
declare double @cosh(double noundef) #1

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @exp2(double noundef) #1

; Function Attrs: nounwind
declare double @expm1(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: nounwind
declare double @log2(double noundef) #1

; Function Attrs: nounwind
declare double @log10(double noundef) #1

; Function Attrs: nounwind
declare double @log1p(double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @fabs(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @floor(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @ceil(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @round(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @trunc(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @rint(double noundef) #2

; Function Attrs: nounwind
declare double @erf(double noundef) #1

; Function Attrs: nounwind
declare double @erfc(double noundef) #1

; Function Attrs: nounwind
declare double @lgamma(double noundef) #1

; Function Attrs: nounwind
declare double @tgamma(double noundef) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #1

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #1

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #1

; Function Attrs: nounwind
declare float @sinf(float noundef) #1

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #1

; Function Attrs: nounwind
declare float @expf(float noundef) #1

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #1

; Function Attrs: nounwind
declare i64 @lround(double noundef) #1

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
