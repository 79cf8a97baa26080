; ModuleID = 'rev/83_math_library.c'
source_filename = "rev/83_math_library.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 3.500000e-01, double 0x3FE6666666666666, double 1.100000e+00], align 8
@.str = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"forward\00", align 1
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = call double @cos(double noundef %5) #6
  %7 = load double, ptr %2, align 8
  %8 = call double @tan(double noundef %7) #6
  %9 = call double @llvm.fmuladd.f64(double %4, double %6, double %8)
  %10 = load double, ptr %2, align 8
  %11 = fmul double 5.000000e-01, %10
  %12 = call double @asin(double noundef %11) #6
  %13 = fadd double %9, %12
  %14 = load double, ptr %2, align 8
  %15 = fmul double 4.000000e-01, %14
  %16 = call double @acos(double noundef %15) #6
  %17 = fadd double %13, %16
  %18 = load double, ptr %2, align 8
  %19 = call double @atan(double noundef %18) #6
  %20 = fadd double %17, %19
  %21 = load double, ptr %2, align 8
  %22 = call double @sinh(double noundef %21) #6
  %23 = fadd double %20, %22
  %24 = load double, ptr %2, align 8
  %25 = call double @cosh(double noundef %24) #6
  %26 = load double, ptr %2, align 8
  %27 = call double @tanh(double noundef %26) #6
  %28 = call double @llvm.fmuladd.f64(double %25, double %27, double %23)
  %29 = load double, ptr %2, align 8
  %30 = call double @asinh(double noundef %29) #6
  %31 = fadd double %28, %30
  %32 = load double, ptr %2, align 8
  %33 = fadd double 1.000000e+00, %32
  %34 = call double @acosh(double noundef %33) #6
  %35 = fadd double %31, %34
  %36 = load double, ptr %2, align 8
  %37 = fmul double 5.000000e-01, %36
  %38 = call double @atanh(double noundef %37) #6
  %39 = fadd double %35, %38
  %40 = load double, ptr %2, align 8
  %41 = call double @exp(double noundef %40) #6
  %42 = fadd double %39, %41
  %43 = load double, ptr %2, align 8
  %44 = call double @exp2(double noundef %43) #6
  %45 = fadd double %42, %44
  %46 = load double, ptr %2, align 8
  %47 = fmul double 1.000000e-01, %46
  %48 = call double @exp10(double noundef %47) #6
  %49 = fadd double %45, %48
  %50 = load double, ptr %2, align 8
  %51 = call double @expm1(double noundef %50) #6
  %52 = fadd double %49, %51
  %53 = load double, ptr %2, align 8
  %54 = call double @log(double noundef %53) #6
  %55 = fadd double %52, %54
  %56 = load double, ptr %2, align 8
  %57 = call double @log2(double noundef %56) #6
  %58 = fadd double %55, %57
  %59 = load double, ptr %2, align 8
  %60 = call double @log10(double noundef %59) #6
  %61 = fadd double %58, %60
  %62 = load double, ptr %2, align 8
  %63 = call double @log1p(double noundef %62) #6
  %64 = fadd double %61, %63
  %65 = load double, ptr %2, align 8
  %66 = call double @pow(double noundef %65, double noundef 2.500000e+00) #6
  %67 = fadd double %64, %66
  %68 = load double, ptr %2, align 8
  %69 = call double @sqrt(double noundef %68) #6
  %70 = fadd double %67, %69
  %71 = load double, ptr %2, align 8
  %72 = call double @cbrt(double noundef %71) #7
  %73 = fadd double %70, %72
  %74 = load double, ptr %2, align 8
  %75 = call double @erf(double noundef %74) #6
  %76 = fadd double %73, %75
  %77 = load double, ptr %2, align 8
  %78 = call double @erfc(double noundef %77) #6
  %79 = fadd double %76, %78
  %80 = load double, ptr %2, align 8
  %81 = fadd double %80, 1.000000e+00
  %82 = call double @tgamma(double noundef %81) #6
  %83 = fadd double %79, %82
  %84 = load double, ptr %2, align 8
  %85 = fadd double %84, 2.000000e+00
  %86 = call double @lgamma(double noundef %85) #6
  %87 = fadd double %83, %86
  %88 = load double, ptr %2, align 8
  %89 = call double @atan2(double noundef %88, double noundef 1.300000e+00) #6
  %90 = fadd double %87, %89
  %91 = load double, ptr %2, align 8
  %92 = call double @hypot(double noundef %91, double noundef 2.000000e+00) #6
  %93 = fadd double %90, %92
  %94 = load double, ptr %2, align 8
  %95 = call double @fmod(double noundef %94, double noundef 3.000000e-01) #6
  %96 = fadd double %93, %95
  ret double %96
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @tan(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
declare double @asinh(double noundef) #1

; Function Attrs: nounwind
declare double @acosh(double noundef) #1

; Function Attrs: nounwind
declare double @atanh(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @exp2(double noundef) #1

; Function Attrs: nounwind
declare double @exp10(double noundef) #1

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
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind
declare double @erf(double noundef) #1

; Function Attrs: nounwind
declare double @erfc(double noundef) #1

; Function Attrs: nounwind
declare double @tgamma(double noundef) #1

; Function Attrs: nounwind
declare double @lgamma(double noundef) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %31, %0
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %34

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %5, align 8
  %15 = load double, ptr %5, align 8
  %16 = fadd double %15, 0x3EB0C6F7A0B5ED8D
  %17 = call double @f(double noundef %16)
  %18 = load double, ptr %5, align 8
  %19 = fsub double %18, 0x3EB0C6F7A0B5ED8D
  %20 = call double @f(double noundef %19)
  %21 = fsub double %17, %20
  %22 = fdiv double %21, 2.000000e-06
  store double %22, ptr %6, align 8
  %23 = load i32, ptr @enzyme_out, align 4
  %24 = load double, ptr %5, align 8
  %25 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %23, double noundef %24)
  %26 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str, double noundef %25, double noundef %26)
  %27 = load i32, ptr @enzyme_dup, align 4
  %28 = load double, ptr %5, align 8
  %29 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %27, double noundef %28, double noundef 1.000000e+00)
  %30 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str.1, double noundef %29, double noundef %30)
  br label %31

31:                                               ; preds = %10
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %7, !llvm.loop !6

34:                                               ; preds = %7
  %35 = load i32, ptr @fails, align 4
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, ptr @.str.3, ptr @.str.4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %38)
  %40 = load i32, ptr @fails, align 4
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i32
  ret i32 %42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

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

declare double @__enzyme_autodiff(ptr noundef, ...) #5

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

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
