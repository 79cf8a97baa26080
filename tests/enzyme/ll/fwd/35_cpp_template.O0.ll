; ModuleID = 'fwd/35_cpp_template.cpp'
source_filename = "fwd/35_cpp_template.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Spring = type <{ double, double, i32, [4 x i8] }>

$_Z5blendIdET_S0_S0_ = comdat any

$_Z5sumsqIdLi5EET_PKS0_ = comdat any

$_ZN6SpringC2Eddi = comdat any

$_ZNK6Spring6energyEPKd = comdat any

@.str = private unnamed_addr constant [17 x i8] c"blend<double> dx\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"blend<double> dk\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"sumsq<double,5>\00", align 1
@__const.main.p = private unnamed_addr constant [4 x double] [double 1.000000e-01, double 2.000000e-01, double 1.300000e+00, double -4.000000e-01], align 16
@__const.main.dp = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.000000e-01, double 2.000000e-01, double 6.000000e-01], align 16
@.str.3 = private unnamed_addr constant [20 x i8] c"spring (object dup)\00", align 1
@enzyme_dup = external global i32, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca %class.Spring, align 8
  %9 = alloca %class.Spring, align 8
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca i32, align 4
  %15 = alloca %class.Spring, align 8
  %16 = alloca %class.Spring, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_Z5blendIdET_S0_S0_, double noundef 3.000000e-01, double noundef 1.000000e+00, i32 noundef %17, double noundef 1.700000e+00)
  %19 = call noundef double @_Z5blendIdET_S0_S0_(double noundef 3.000100e-01, double noundef 1.700000e+00)
  %20 = call noundef double @_Z5blendIdET_S0_S0_(double noundef 2.999900e-01, double noundef 1.700000e+00)
  %21 = fsub double %19, %20
  %22 = fdiv double %21, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %18, double noundef %22)
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_Z5blendIdET_S0_S0_, double noundef 3.000000e-01, double noundef 0.000000e+00, double noundef 1.700000e+00, double noundef 1.000000e+00)
  %24 = call noundef double @_Z5blendIdET_S0_S0_(double noundef 3.000000e-01, double noundef 1.700010e+00)
  %25 = call noundef double @_Z5blendIdET_S0_S0_(double noundef 3.000000e-01, double noundef 1.699990e+00)
  %26 = fsub double %24, %25
  %27 = fdiv double %26, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %23, double noundef %27)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 40, i1 false)
  %28 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 0
  store double 5.000000e-01, ptr %28, align 16
  %29 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 1
  store double -1.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 2
  store double 2.000000e+00, ptr %30, align 16
  %31 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 3
  store double 1.000000e-01, ptr %31, align 8
  %32 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 4
  store double 0x3FE6666666666666, ptr %32, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 40, i1 false)
  %33 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0
  store double 1.000000e+00, ptr %33, align 16
  %34 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1
  store double 5.000000e-01, ptr %34, align 8
  %35 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2
  store double -2.500000e-01, ptr %35, align 16
  %36 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3
  store double 2.000000e+00, ptr %36, align 8
  %37 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 4
  store double -1.000000e+00, ptr %37, align 16
  store i32 0, ptr %7, align 4
  br label %38

38:                                               ; preds = %66, %0
  %39 = load i32, ptr %7, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %69

41:                                               ; preds = %38
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %49, double %45)
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %52
  store double %50, ptr %53, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %61, double %57)
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %64
  store double %62, ptr %65, align 8
  br label %66

66:                                               ; preds = %41
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %38, !llvm.loop !6

69:                                               ; preds = %38
  %70 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %71 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %72 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_Z5sumsqIdLi5EET_PKS0_, ptr noundef %70, ptr noundef %71)
  %73 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %74 = call noundef double @_Z5sumsqIdLi5EET_PKS0_(ptr noundef %73)
  %75 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %76 = call noundef double @_Z5sumsqIdLi5EET_PKS0_(ptr noundef %75)
  %77 = fsub double %74, %76
  %78 = fdiv double %77, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %72, double noundef %78)
  call void @_ZN6SpringC2Eddi(ptr noundef nonnull align 8 dereferenceable(20) %8, double noundef 3.000000e+00, double noundef 8.000000e-01, i32 noundef 7)
  call void @_ZN6SpringC2Eddi(ptr noundef nonnull align 8 dereferenceable(20) %9, double noundef 5.000000e-01, double noundef -2.000000e-01, i32 noundef 0)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.p, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.dp, i64 32, i1 false)
  store i32 0, ptr %14, align 4
  br label %79

79:                                               ; preds = %107, %69
  %80 = load i32, ptr %14, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %110

82:                                               ; preds = %79
  %83 = load i32, ptr %14, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = load i32, ptr %14, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %90, double %86)
  %92 = load i32, ptr %14, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %93
  store double %91, ptr %94, align 8
  %95 = load i32, ptr %14, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %14, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %102, double %98)
  %104 = load i32, ptr %14, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %105
  store double %103, ptr %106, align 8
  br label %107

107:                                              ; preds = %82
  %108 = load i32, ptr %14, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %14, align 4
  br label %79, !llvm.loop !8

110:                                              ; preds = %79
  call void @_ZN6SpringC2Eddi(ptr noundef nonnull align 8 dereferenceable(20) %15, double noundef 0x400800029F16B11C, double noundef 0x3FE9999567DBB16D, i32 noundef 7)
  call void @_ZN6SpringC2Eddi(ptr noundef nonnull align 8 dereferenceable(20) %16, double noundef 0x4007FFFD60E94EE4, double noundef 8.000020e-01, i32 noundef 7)
  %111 = load i32, ptr @enzyme_dup, align 4
  %112 = load i32, ptr @enzyme_dup, align 4
  %113 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %114 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %115 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL13spring_energyPK6SpringPKd, i32 noundef %111, ptr noundef %8, ptr noundef %9, i32 noundef %112, ptr noundef %113, ptr noundef %114)
  %116 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %117 = call noundef double @_ZL13spring_energyPK6SpringPKd(ptr noundef %15, ptr noundef %116)
  %118 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %119 = call noundef double @_ZL13spring_energyPK6SpringPKd(ptr noundef %16, ptr noundef %118)
  %120 = fsub double %117, %119
  %121 = fdiv double %120, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %115, double noundef %121)
  %122 = load i32, ptr @_ZL5fails, align 4
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i64
  %125 = select i1 %123, ptr @.str.5, ptr @.str.6
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %125)
  %127 = load i32, ptr @_ZL5fails, align 4
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  ret i32 %129
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define linkonce_odr dso_local noundef double @_Z5blendIdET_S0_S0_(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %3, align 8
  %9 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %8, double 3.000000e+00)
  %10 = fmul double %7, %9
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %4, align 8
  %13 = load double, ptr %3, align 8
  %14 = fmul double %12, %13
  %15 = call double @sin(double noundef %14) #7
  %16 = call double @llvm.fmuladd.f64(double %10, double %11, double %15)
  ret double %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z5sumsqIdLi5EET_PKS0_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %25, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %28

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %9, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = fmul double %13, %18
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  %22 = sitofp i32 %21 to double
  %23 = load double, ptr %3, align 8
  %24 = call double @llvm.fmuladd.f64(double %19, double %22, double %23)
  store double %24, ptr %3, align 8
  br label %25

25:                                               ; preds = %8
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  br label %5, !llvm.loop !9

28:                                               ; preds = %5
  %29 = load double, ptr %3, align 8
  %30 = call double @sqrt(double noundef %29) #7
  ret double %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SpringC2Eddi(ptr noundef nonnull align 8 dereferenceable(20) %0, double noundef %1, double noundef %2, i32 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %class.Spring, ptr %9, i32 0, i32 0
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  %12 = getelementptr inbounds %class.Spring, ptr %9, i32 0, i32 1
  %13 = load double, ptr %7, align 8
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %class.Spring, ptr %9, i32 0, i32 2
  %15 = load i32, ptr %8, align 4
  store i32 %15, ptr %14, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL13spring_energyPK6SpringPKd(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef double @_ZNK6Spring6energyEPKd(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef %6)
  ret double %7
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Spring6energyEPKd(ptr noundef nonnull align 8 dereferenceable(20) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 2
  %12 = load double, ptr %11, align 8
  %13 = fsub double %9, %12
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 3
  %19 = load double, ptr %18, align 8
  %20 = fsub double %16, %19
  %21 = call double @hypot(double noundef %13, double noundef %20) #7
  %22 = getelementptr inbounds %class.Spring, ptr %6, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fsub double %21, %23
  store double %24, ptr %5, align 8
  %25 = getelementptr inbounds %class.Spring, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = fmul double 5.000000e-01, %26
  %28 = load double, ptr %5, align 8
  %29 = fmul double %27, %28
  %30 = load double, ptr %5, align 8
  %31 = getelementptr inbounds %class.Spring, ptr %6, i32 0, i32 2
  %32 = load i32, ptr %31, align 8
  %33 = sitofp i32 %32 to double
  %34 = fmul double 1.000000e-02, %33
  %35 = call double @llvm.fmuladd.f64(double %29, double %30, double %34)
  ret double %35
}

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #6

; Function Attrs: nounwind
declare double @sqrt(double noundef) #6

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
