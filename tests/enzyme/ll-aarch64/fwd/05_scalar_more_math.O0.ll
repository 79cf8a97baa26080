; ModuleID = 'fwd/05_scalar_more_math.c'
source_filename = "fwd/05_scalar_more_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"f_tan @0.7\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_asin @0.3\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"f_acos @-0.6\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"f_atan @1.9\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"f_sinh @-0.8\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f_cosh @1.2\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f_exp2 @1.5\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"f_log2 @3.3\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"f_log10 @0.45\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_erfc @0.4\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"f_fmod @2.1\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"f_copysign @1.3\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"f_frac @2.6\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.14 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %3 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_tan, double noundef 0x3FE6666666666666, double noundef 1.000000e+00)
  %4 = call double @f_tan(double noundef 0x3FE6667B5F1BEF49)
  %5 = call double @f_tan(double noundef 6.999900e-01)
  %6 = fsub double %4, %5
  %7 = fdiv double %6, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %3, double noundef %7)
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_asin, double noundef 3.000000e-01, double noundef 1.000000e+00)
  %9 = call double @f_asin(double noundef 3.000100e-01)
  %10 = call double @f_asin(double noundef 2.999900e-01)
  %11 = fsub double %9, %10
  %12 = fdiv double %11, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %8, double noundef %12)
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_acos, double noundef -6.000000e-01, double noundef 1.000000e+00)
  %14 = call double @f_acos(double noundef -5.999900e-01)
  %15 = call double @f_acos(double noundef 0xBFE333482BE8BC16)
  %16 = fsub double %14, %15
  %17 = fdiv double %16, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %13, double noundef %17)
  %18 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_atan, double noundef 1.900000e+00, double noundef 1.000000e+00)
  %19 = call double @f_atan(double noundef 1.900010e+00)
  %20 = call double @f_atan(double noundef 0x3FFE665BEA0BA1F4)
  %21 = fsub double %19, %20
  %22 = fdiv double %21, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %18, double noundef %22)
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_sinh, double noundef -8.000000e-01, double noundef 1.000000e+00)
  %24 = call double @f_sinh(double noundef 0xBFE99984A0E410B7)
  %25 = call double @f_sinh(double noundef -8.000100e-01)
  %26 = fsub double %24, %25
  %27 = fdiv double %26, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %23, double noundef %27)
  %28 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_cosh, double noundef 1.200000e+00, double noundef 1.000000e+00)
  %29 = call double @f_cosh(double noundef 1.200010e+00)
  %30 = call double @f_cosh(double noundef 1.199990e+00)
  %31 = fsub double %29, %30
  %32 = fdiv double %31, 2.000000e-05
  call void @check(ptr noundef @.str.5, double noundef %28, double noundef %32)
  %33 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_exp2, double noundef 1.500000e+00, double noundef 1.000000e+00)
  %34 = call double @f_exp2(double noundef 1.500010e+00)
  %35 = call double @f_exp2(double noundef 1.499990e+00)
  %36 = fsub double %34, %35
  %37 = fdiv double %36, 2.000000e-05
  call void @check(ptr noundef @.str.6, double noundef %33, double noundef %37)
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_log2, double noundef 3.300000e+00, double noundef 1.000000e+00)
  %39 = call double @f_log2(double noundef 3.300010e+00)
  %40 = call double @f_log2(double noundef 0x400A66612839042D)
  %41 = fsub double %39, %40
  %42 = fdiv double %41, 2.000000e-05
  call void @check(ptr noundef @.str.7, double noundef %38, double noundef %42)
  %43 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_log10, double noundef 4.500000e-01, double noundef 1.000000e+00)
  %44 = call double @f_log10(double noundef 4.500100e-01)
  %45 = call double @f_log10(double noundef 4.499900e-01)
  %46 = fsub double %44, %45
  %47 = fdiv double %46, 2.000000e-05
  call void @check(ptr noundef @.str.8, double noundef %43, double noundef %47)
  %48 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_erfc, double noundef 4.000000e-01, double noundef 1.000000e+00)
  %49 = call double @f_erfc(double noundef 0x3FD999C38B04AB61)
  %50 = call double @f_erfc(double noundef 3.999900e-01)
  %51 = fsub double %49, %50
  %52 = fdiv double %51, 2.000000e-05
  call void @check(ptr noundef @.str.9, double noundef %48, double noundef %52)
  %53 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_fmod, double noundef 2.100000e+00, double noundef 1.000000e+00)
  %54 = call double @f_fmod(double noundef 2.100010e+00)
  %55 = call double @f_fmod(double noundef 2.099990e+00)
  %56 = fsub double %54, %55
  %57 = fdiv double %56, 2.000000e-05
  call void @check(ptr noundef @.str.10, double noundef %53, double noundef %57)
  %58 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_copysign, double noundef 1.300000e+00, double noundef 1.000000e+00)
  %59 = call double @f_copysign(double noundef 1.300010e+00)
  %60 = call double @f_copysign(double noundef 1.299990e+00)
  %61 = fsub double %59, %60
  %62 = fdiv double %61, 2.000000e-05
  call void @check(ptr noundef @.str.11, double noundef %58, double noundef %62)
  %63 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_frac, double noundef 2.600000e+00, double noundef 1.000000e+00)
  %64 = call double @f_frac(double noundef 2.600010e+00)
  %65 = call double @f_frac(double noundef 2.599990e+00)
  %66 = fsub double %64, %65
  %67 = fdiv double %66, 2.000000e-05
  call void @check(ptr noundef @.str.12, double noundef %63, double noundef %67)
  %68 = load i32, ptr @fails, align 4
  %69 = icmp ne i32 %68, 0
  %70 = zext i1 %69 to i64
  %71 = select i1 %69, ptr @.str.14, ptr @.str.15
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %71)
  %73 = load i32, ptr @fails, align 4
  %74 = icmp ne i32 %73, 0
  %75 = zext i1 %74 to i32
  ret i32 %75
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
  %30 = select i1 %28, ptr @.str.15, ptr @.str.14
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @f_tan(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @tan(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_asin(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @asin(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_acos(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @acos(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_atan(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @atan(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_sinh(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sinh(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_cosh(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @cosh(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_exp2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @exp2(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_log2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @log2(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_log10(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @log10(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_erfc(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @erfc(double noundef %3) #4
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_fmod(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e+00, %3
  %5 = call double @fmod(double noundef %4, double noundef 1.700000e+00) #4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_copysign(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @llvm.copysign.f64(double %5, double -1.000000e+00)
  %7 = load double, ptr %2, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_frac(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.floor.f64(double %4)
  %6 = fsub double %3, %5
  %7 = load double, ptr %2, align 8
  %8 = fmul double %6, %7
  ret double %8
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @tan(double noundef) #3

; Function Attrs: nounwind
declare double @asin(double noundef) #3

; Function Attrs: nounwind
declare double @acos(double noundef) #3

; Function Attrs: nounwind
declare double @atan(double noundef) #3

; Function Attrs: nounwind
declare double @sinh(double noundef) #3

; Function Attrs: nounwind
declare double @cosh(double noundef) #3

; Function Attrs: nounwind
declare double @exp2(double noundef) #3

; Function Attrs: nounwind
declare double @log2(double noundef) #3

; Function Attrs: nounwind
declare double @log10(double noundef) #3

; Function Attrs: nounwind
declare double @erfc(double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

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
