; ModuleID = 'fwd/37_cpp_functor.cpp'
source_filename = "fwd/37_cpp_functor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::array" = type { [4 x double] }
%class.anon = type { double, double }
%struct.Damped = type { double, double }

$_ZNSt5arrayIdLm4EEixEm = comdat any

$_ZN5Stats8weightedEPKSt5arrayIdLm4EE = comdat any

$_Z7simpsonI6DampedEdT_ddi = comdat any

$_ZNK6DampedclEd = comdat any

$_ZNSt14__array_traitsIdLm4EE6_S_refERA4_Kdm = comdat any

$_ZNKSt5arrayIdLm4EE4sizeEv = comdat any

$_ZNKSt5arrayIdLm4EEixEm = comdat any

@.str = private unnamed_addr constant [12 x i8] c"gauss d/dmu\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"gauss d/dsigma\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"damped d/dk\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"damped d/dc\00", align 1
@__const.main.v = private unnamed_addr constant %"struct.std::array" { [4 x double] [double 5.000000e-01, double -1.200000e+00, double 8.000000e-01, double 3.000000e-01] }, align 8
@__const.main.dv = private unnamed_addr constant %"struct.std::array" { [4 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01, double 2.000000e+00] }, align 8
@.str.4 = private unnamed_addr constant [16 x i8] c"Stats::weighted\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %"struct.std::array", align 8
  %4 = alloca %"struct.std::array", align 8
  %5 = alloca %"struct.std::array", align 8
  %6 = alloca %"struct.std::array", align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL10gauss_massdd, double noundef 3.000000e-01, double noundef 1.000000e+00, double noundef 0x3FE6666666666666, double noundef 0.000000e+00)
  %9 = call noundef double @_ZL10gauss_massdd(double noundef 3.000100e-01, double noundef 0x3FE6666666666666)
  %10 = call noundef double @_ZL10gauss_massdd(double noundef 2.999900e-01, double noundef 0x3FE6666666666666)
  %11 = fsub double %9, %10
  %12 = fdiv double %11, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %8, double noundef %12)
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL10gauss_massdd, double noundef 3.000000e-01, double noundef 0.000000e+00, double noundef 0x3FE6666666666666, double noundef 1.000000e+00)
  %14 = call noundef double @_ZL10gauss_massdd(double noundef 3.000000e-01, double noundef 0x3FE6667B5F1BEF49)
  %15 = call noundef double @_ZL10gauss_massdd(double noundef 3.000000e-01, double noundef 6.999900e-01)
  %16 = fsub double %14, %15
  %17 = fdiv double %16, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %13, double noundef %17)
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL11damped_massdd, double noundef 2.000000e+00, double noundef 1.000000e+00, i32 noundef %18, double noundef 5.000000e-01)
  %20 = call noundef double @_ZL11damped_massdd(double noundef 2.000010e+00, double noundef 5.000000e-01)
  %21 = call noundef double @_ZL11damped_massdd(double noundef 1.999990e+00, double noundef 5.000000e-01)
  %22 = fsub double %20, %21
  %23 = fdiv double %22, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %19, double noundef %23)
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL11damped_massdd, i32 noundef %24, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00)
  %26 = call noundef double @_ZL11damped_massdd(double noundef 2.000000e+00, double noundef 5.000100e-01)
  %27 = call noundef double @_ZL11damped_massdd(double noundef 2.000000e+00, double noundef 4.999900e-01)
  %28 = fsub double %26, %27
  %29 = fdiv double %28, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %25, double noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dv, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %58, %0
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %61

33:                                               ; preds = %30
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %35) #7
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %39) #7
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %41, double %37)
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef %44) #7
  store double %42, ptr %45, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %47) #7
  %49 = load double, ptr %48, align 8
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %51) #7
  %53 = load double, ptr %52, align 8
  %54 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %53, double %49)
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %56) #7
  store double %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %33
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %30, !llvm.loop !6

61:                                               ; preds = %30
  %62 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZN5Stats8weightedEPKSt5arrayIdLm4EE, ptr noundef %3, ptr noundef %4)
  %63 = call noundef double @_ZN5Stats8weightedEPKSt5arrayIdLm4EE(ptr noundef %5)
  %64 = call noundef double @_ZN5Stats8weightedEPKSt5arrayIdLm4EE(ptr noundef %6)
  %65 = fsub double %63, %64
  %66 = fdiv double %65, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.4, double noundef %62, double noundef %66)
  %67 = load i32, ptr @_ZL5fails, align 4
  %68 = icmp ne i32 %67, 0
  %69 = zext i1 %68 to i64
  %70 = select i1 %68, ptr @.str.6, ptr @.str.7
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %70)
  %72 = load i32, ptr @_ZL5fails, align 4
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  ret i32 %74
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
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
  %23 = zext i1 %22 to i8
  store i8 %23, ptr %7, align 1
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i8, ptr %7, align 1
  %28 = trunc i8 %27 to i1
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i8, ptr %7, align 1
  %33 = trunc i8 %32 to i1
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @_ZL5fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @_ZL5fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL10gauss_massdd(double noundef %0, double noundef %1) #1 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %class.anon, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %7 = load double, ptr %3, align 8
  store double %7, ptr %6, align 8
  %8 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 1
  %9 = load double, ptr %4, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call noundef double @"_Z7simpsonIZL10gauss_massddE3$_0EdT_ddi"(double %11, double %13, double noundef -1.000000e+00, double noundef 2.000000e+00, i32 noundef 40)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL11damped_massdd(double noundef %0, double noundef %1) #1 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.Damped, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Damped, ptr %5, i32 0, i32 0
  %7 = load double, ptr %3, align 8
  store double %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Damped, ptr %5, i32 0, i32 1
  %9 = load double, ptr %4, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call noundef double @_Z7simpsonI6DampedEdT_ddi(double %11, double %13, double noundef 0.000000e+00, double noundef 3.000000e+00, i32 noundef 30)
  ret double %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm4EE6_S_refERA4_Kdm(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZN5Stats8weightedEPKSt5arrayIdLm4EE(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %5

5:                                                ; preds = %25, %1
  %6 = load i64, ptr %4, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call noundef i64 @_ZNKSt5arrayIdLm4EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(32) %7) #8
  %9 = icmp ult i64 %6, %8
  br i1 %9, label %10, label %28

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8
  %12 = load i64, ptr %4, align 8
  %13 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %11, i64 noundef %12) #7
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = load i64, ptr %4, align 8
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %15, i64 noundef %16) #7
  %18 = load double, ptr %17, align 8
  %19 = fmul double %14, %18
  %20 = load i64, ptr %4, align 8
  %21 = add i64 %20, 1
  %22 = uitofp i64 %21 to double
  %23 = load double, ptr %3, align 8
  %24 = call double @llvm.fmuladd.f64(double %19, double %22, double %23)
  store double %24, ptr %3, align 8
  br label %25

25:                                               ; preds = %10
  %26 = load i64, ptr %4, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %4, align 8
  br label %5, !llvm.loop !8

28:                                               ; preds = %5
  %29 = load double, ptr %3, align 8
  %30 = fadd double 1.000000e+00, %29
  %31 = call double @log(double noundef %30) #7
  ret double %31
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_Z7simpsonIZL10gauss_massddE3$_0EdT_ddi"(double %0, double %1, double noundef %2, double noundef %3, i32 noundef %4) #1 {
  %6 = alloca %class.anon, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %14, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  %15 = load double, ptr %8, align 8
  %16 = load double, ptr %7, align 8
  %17 = fsub double %15, %16
  %18 = load i32, ptr %9, align 4
  %19 = sitofp i32 %18 to double
  %20 = fdiv double %17, %19
  store double %20, ptr %10, align 8
  %21 = load double, ptr %7, align 8
  %22 = call noundef double @"_ZZL10gauss_massddENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %21)
  %23 = load double, ptr %8, align 8
  %24 = call noundef double @"_ZZL10gauss_massddENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %23)
  %25 = fadd double %22, %24
  store double %25, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %26

26:                                               ; preds = %45, %5
  %27 = load i32, ptr %12, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %48

30:                                               ; preds = %26
  %31 = load double, ptr %7, align 8
  %32 = load i32, ptr %12, align 4
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %10, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = call noundef double @"_ZZL10gauss_massddENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %35)
  %37 = load i32, ptr %12, align 4
  %38 = srem i32 %37, 2
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, i32 4, i32 2
  %42 = sitofp i32 %41 to double
  %43 = load double, ptr %11, align 8
  %44 = call double @llvm.fmuladd.f64(double %36, double %42, double %43)
  store double %44, ptr %11, align 8
  br label %45

45:                                               ; preds = %30
  %46 = load i32, ptr %12, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %12, align 4
  br label %26, !llvm.loop !9

48:                                               ; preds = %26
  %49 = load double, ptr %11, align 8
  %50 = load double, ptr %10, align 8
  %51 = fmul double %49, %50
  %52 = fdiv double %51, 3.000000e+00
  ret double %52
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZL10gauss_massddENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fsub double %6, %8
  %10 = fneg double %9
  %11 = load double, ptr %4, align 8
  %12 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fsub double %11, %13
  %15 = fmul double %10, %14
  %16 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fmul double 2.000000e+00, %17
  %19 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fdiv double %15, %21
  %23 = call double @exp(double noundef %22) #7
  ret double %23
}

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7simpsonI6DampedEdT_ddi(double %0, double %1, double noundef %2, double noundef %3, i32 noundef %4) #1 comdat {
  %6 = alloca %struct.Damped, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %14, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  %15 = load double, ptr %8, align 8
  %16 = load double, ptr %7, align 8
  %17 = fsub double %15, %16
  %18 = load i32, ptr %9, align 4
  %19 = sitofp i32 %18 to double
  %20 = fdiv double %17, %19
  store double %20, ptr %10, align 8
  %21 = load double, ptr %7, align 8
  %22 = call noundef double @_ZNK6DampedclEd(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %21)
  %23 = load double, ptr %8, align 8
  %24 = call noundef double @_ZNK6DampedclEd(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %23)
  %25 = fadd double %22, %24
  store double %25, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %26

26:                                               ; preds = %45, %5
  %27 = load i32, ptr %12, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %48

30:                                               ; preds = %26
  %31 = load double, ptr %7, align 8
  %32 = load i32, ptr %12, align 4
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %10, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = call noundef double @_ZNK6DampedclEd(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %35)
  %37 = load i32, ptr %12, align 4
  %38 = srem i32 %37, 2
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, i32 4, i32 2
  %42 = sitofp i32 %41 to double
  %43 = load double, ptr %11, align 8
  %44 = call double @llvm.fmuladd.f64(double %36, double %42, double %43)
  store double %44, ptr %11, align 8
  br label %45

45:                                               ; preds = %30
  %46 = load i32, ptr %12, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %12, align 4
  br label %26, !llvm.loop !10

48:                                               ; preds = %26
  %49 = load double, ptr %11, align 8
  %50 = load double, ptr %10, align 8
  %51 = fmul double %49, %50
  %52 = fdiv double %51, 3.000000e+00
  ret double %52
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6DampedclEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Damped, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #7
  %12 = getelementptr inbounds %struct.Damped, ptr %5, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %4, align 8
  %15 = fmul double %13, %14
  %16 = call double @cos(double noundef %15) #7
  %17 = fmul double %11, %16
  ret double %17
}

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm4EE6_S_refERA4_Kdm(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt5arrayIdLm4EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm4EEixEm(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm4EE6_S_refERA4_Kdm(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: nounwind
declare double @log(double noundef) #5

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
