; ModuleID = 'fwd/20_helper_calls.c'
source_filename = "fwd/20_helper_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [2 x double] [double 1.300000e+00, double 6.000000e-01], align 8
@__const.main.dv = private unnamed_addr constant [2 x double] [double 4.000000e-01, double -9.000000e-01], align 8
@.str = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"level2 (y const)\00", align 1
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"polar x\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"polar y\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @level1(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [2 x double], align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 0
  %6 = load double, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  call void @polar(double noundef %6, double noundef %9, ptr noundef %10)
  %11 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %14 = load double, ptr %13, align 8
  %15 = call double @level2(double noundef %12, double noundef %14)
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = call double @lin(double noundef %18, double noundef 3.000000e+00, double noundef 1.000000e+00)
  %20 = call double @sq(double noundef %19)
  %21 = fadd double %15, %20
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @polar(double noundef %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = call double @cos(double noundef %8) #5
  %10 = fmul double %7, %9
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  store double %10, ptr %12, align 8
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %5, align 8
  %15 = call double @sin(double noundef %14) #5
  %16 = fmul double %13, %15
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  store double %16, ptr %18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @level2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fsub double %5, %6
  %8 = call double @level3(double noundef %7)
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %3, align 8
  %11 = call double @lin(double noundef 2.000000e+00, double noundef %9, double noundef %10)
  %12 = fmul double %8, %11
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lin(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = call double @llvm.fmuladd.f64(double %7, double %8, double %9)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca [2 x double], align 8
  %10 = alloca [2 x double], align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.v, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dv, i64 16, i1 false)
  %11 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %14 = load double, ptr %13, align 8
  %15 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %14, double %12)
  store double %15, ptr %5, align 8
  %16 = getelementptr inbounds double, ptr %5, i64 1
  %17 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %20, double %18)
  store double %21, ptr %16, align 8
  %22 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %25, double %23)
  store double %26, ptr %6, align 8
  %27 = getelementptr inbounds double, ptr %6, i64 1
  %28 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %31, double %29)
  store double %32, ptr %27, align 8
  %33 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %34 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %35 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @level1, ptr noundef %33, ptr noundef %34)
  %36 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %37 = call double @level1(ptr noundef %36)
  %38 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %39 = call double @level1(ptr noundef %38)
  %40 = fsub double %37, %39
  %41 = fdiv double %40, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %35, double noundef %41)
  %42 = load i32, ptr @enzyme_const, align 4
  %43 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @level2, double noundef 4.000000e-01, double noundef 1.000000e+00, i32 noundef %42, double noundef 9.000000e-01)
  %44 = call double @level2(double noundef 0x3FD999C38B04AB61, double noundef 9.000000e-01)
  %45 = call double @level2(double noundef 3.999900e-01, double noundef 9.000000e-01)
  %46 = fsub double %44, %45
  %47 = fdiv double %46, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %43, double noundef %47)
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %50 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @polar, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %48, ptr noundef %49, ptr noundef %50)
  %52 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  call void @polar(double noundef 0x400000029F16B11C, double noundef 8.000100e-01, ptr noundef %52)
  %53 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @polar(double noundef 0x3FFFFFFAC1D29DC7, double noundef 0x3FE99984A0E410B7, ptr noundef %53)
  %54 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %59 = load double, ptr %58, align 8
  %60 = fsub double %57, %59
  %61 = fdiv double %60, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %55, double noundef %61)
  %62 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %67 = load double, ptr %66, align 8
  %68 = fsub double %65, %67
  %69 = fdiv double %68, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %63, double noundef %69)
  %70 = load i32, ptr @fails, align 4
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, ptr @.str.5, ptr @.str.6
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %73)
  %75 = load i32, ptr @fails, align 4
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  ret i32 %77
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @level3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sq(double noundef %3)
  %5 = fneg double %4
  %6 = call double @exp(double noundef %5) #5
  ret double %6
}

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
