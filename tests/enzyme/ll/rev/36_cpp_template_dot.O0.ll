; ModuleID = 'rev/36_cpp_template_dot.cpp'
source_filename = "rev/36_cpp_template_dot.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Poly = type { [4 x double] }

$_Z3dotIdLi5EET_PKS0_S2_ = comdat any

$_Z4normIdET_PKS0_i = comdat any

$_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_ = comdat any

$_ZNK4PolyIdLi3EE4evalEd = comdat any

@enzyme_dup = external global i32, align 4
@_ZL2b5 = internal global [5 x double] [double 5.000000e-01, double -1.500000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+00], align 16
@.str = private unnamed_addr constant [9 x i8] c"dot d/da\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"dot d/db (= a)\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"norm d/dx\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Poly { [4 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 8.000000e-01] }, align 8
@enzyme_out = external global i32, align 4
@.str.3 = private unnamed_addr constant [14 x i8] c"poly_cos d/dx\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"poly_cos d/dc[%d]\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca [6 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca %struct.Poly, align 8
  %11 = alloca %struct.Poly, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [64 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 40, i1 false)
  %19 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 0
  store double 1.000000e+00, ptr %19, align 16
  %20 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 1
  store double 2.000000e+00, ptr %20, align 8
  %21 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 2
  store double -5.000000e-01, ptr %21, align 16
  %22 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 3
  store double 3.000000e+00, ptr %22, align 8
  %23 = getelementptr inbounds [5 x double], ptr %3, i32 0, i32 4
  store double 0x3FE6666666666666, ptr %23, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 40, i1 false)
  %24 = load i32, ptr @enzyme_dup, align 4
  %25 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %26 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %27 = load i32, ptr @enzyme_dup, align 4
  %28 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_Z3dotIdLi5EET_PKS0_S2_, i32 noundef %24, ptr noundef %25, ptr noundef %26, i32 noundef %27, ptr noundef @_ZL2b5, ptr noundef %28)
  %30 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %31 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  call void @_ZL11check_arrayILi5EEvPKcPFdPKdEPdS3_(ptr noundef @.str, ptr noundef @_ZL5dot_bPKd, ptr noundef %30, ptr noundef %31)
  store i32 0, ptr %6, align 4
  br label %32

32:                                               ; preds = %44, %0
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %33, 5
  br i1 %34, label %35, label %47

35:                                               ; preds = %32
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %39, double noundef %43)
  br label %44

44:                                               ; preds = %35
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4
  br label %32, !llvm.loop !6

47:                                               ; preds = %32
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 48, i1 false)
  %48 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 0
  store double 3.000000e-01, ptr %48, align 16
  %49 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 1
  store double -1.200000e+00, ptr %49, align 8
  %50 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 2
  store double 8.000000e-01, ptr %50, align 16
  %51 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 3
  store double 2.200000e+00, ptr %51, align 8
  %52 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 4
  store double -4.000000e-01, ptr %52, align 16
  %53 = getelementptr inbounds [6 x double], ptr %7, i32 0, i32 5
  store double 1.000000e+00, ptr %53, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 48, i1 false)
  store volatile i32 6, ptr %9, align 4
  %54 = load i32, ptr @enzyme_dup, align 4
  %55 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %56 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %57 = load i32, ptr @enzyme_const, align 4
  %58 = load volatile i32, ptr %9, align 4
  %59 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_Z4normIdET_PKS0_i, i32 noundef %54, ptr noundef %55, ptr noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %61 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  call void @_ZL11check_arrayILi6EEvPKcPFdPKdEPdS3_(ptr noundef @.str.2, ptr noundef @_ZL5norm6PKd, ptr noundef %60, ptr noundef %61)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.p, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 32, i1 false)
  store double 0x3FE6666666666666, ptr %12, align 8
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = load i32, ptr @enzyme_out, align 4
  %64 = load double, ptr %12, align 8
  %65 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_, i32 noundef %62, ptr noundef %10, ptr noundef %11, i32 noundef %63, double noundef %64)
  store double %65, ptr %13, align 8
  %66 = load double, ptr %13, align 8
  %67 = load double, ptr %12, align 8
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  %69 = call noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %10, double noundef %68)
  %70 = load double, ptr %12, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = call noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %10, double noundef %71)
  %73 = fsub double %69, %72
  %74 = fdiv double %73, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %66, double noundef %74)
  store i32 0, ptr %15, align 4
  br label %75

75:                                               ; preds = %118, %47
  %76 = load i32, ptr %15, align 4
  %77 = icmp slt i32 %76, 4
  br i1 %77, label %78, label %121

78:                                               ; preds = %75
  %79 = getelementptr inbounds %struct.Poly, ptr %10, i32 0, i32 0
  %80 = load i32, ptr %15, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x double], ptr %79, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  store double %83, ptr %16, align 8
  %84 = load double, ptr %16, align 8
  %85 = fadd double %84, 0x3EB0C6F7A0B5ED8D
  %86 = getelementptr inbounds %struct.Poly, ptr %10, i32 0, i32 0
  %87 = load i32, ptr %15, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x double], ptr %86, i64 0, i64 %88
  store double %85, ptr %89, align 8
  %90 = load double, ptr %12, align 8
  %91 = call noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %10, double noundef %90)
  store double %91, ptr %17, align 8
  %92 = load double, ptr %16, align 8
  %93 = fsub double %92, 0x3EB0C6F7A0B5ED8D
  %94 = getelementptr inbounds %struct.Poly, ptr %10, i32 0, i32 0
  %95 = load i32, ptr %15, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x double], ptr %94, i64 0, i64 %96
  store double %93, ptr %97, align 8
  %98 = load double, ptr %12, align 8
  %99 = call noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %10, double noundef %98)
  store double %99, ptr %18, align 8
  %100 = load double, ptr %16, align 8
  %101 = getelementptr inbounds %struct.Poly, ptr %10, i32 0, i32 0
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [4 x double], ptr %101, i64 0, i64 %103
  store double %100, ptr %104, align 8
  %105 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %106 = load i32, ptr %15, align 4
  %107 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %105, i64 noundef 64, ptr noundef @.str.4, i32 noundef %106) #7
  %108 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %109 = getelementptr inbounds %struct.Poly, ptr %11, i32 0, i32 0
  %110 = load i32, ptr %15, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x double], ptr %109, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  %114 = load double, ptr %17, align 8
  %115 = load double, ptr %18, align 8
  %116 = fsub double %114, %115
  %117 = fdiv double %116, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %108, double noundef %113, double noundef %117)
  br label %118

118:                                              ; preds = %78
  %119 = load i32, ptr %15, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %15, align 4
  br label %75, !llvm.loop !8

121:                                              ; preds = %75
  %122 = load i32, ptr @_ZL5fails, align 4
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i64
  %125 = select i1 %123, ptr @.str.6, ptr @.str.7
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %125)
  %127 = load i32, ptr @_ZL5fails, align 4
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  ret i32 %129
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z3dotIdLi5EET_PKS0_S2_(ptr noundef %0, ptr noundef %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %5, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %20, double %21)
  store double %22, ptr %5, align 8
  br label %23

23:                                               ; preds = %10
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !9

26:                                               ; preds = %7
  %27 = load double, ptr %5, align 8
  ret double %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL11check_arrayILi5EEvPKcPFdPKdEPdS3_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %61, %4
  %16 = load i32, ptr %11, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %64

18:                                               ; preds = %15
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %12, align 8
  %24 = load double, ptr %12, align 8
  %25 = fadd double %24, 0x3EB0C6F7A0B5ED8D
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %11, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  store double %25, ptr %29, align 8
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = call noundef double %30(ptr noundef %31)
  store double %32, ptr %13, align 8
  %33 = load double, ptr %12, align 8
  %34 = fsub double %33, 0x3EB0C6F7A0B5ED8D
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  store double %34, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = call noundef double %39(ptr noundef %40)
  store double %41, ptr %14, align 8
  %42 = load double, ptr %12, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  store double %42, ptr %46, align 8
  %47 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %11, align 4
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %47, i64 noundef 64, ptr noundef @.str.9, ptr noundef %48, i32 noundef %49) #7
  %51 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %52 = load ptr, ptr %8, align 8
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %13, align 8
  %58 = load double, ptr %14, align 8
  %59 = fsub double %57, %58
  %60 = fdiv double %59, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %51, double noundef %56, double noundef %60)
  br label %61

61:                                               ; preds = %18
  %62 = load i32, ptr %11, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %11, align 4
  br label %15, !llvm.loop !10

64:                                               ; preds = %15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL5dot_bPKd(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_Z3dotIdLi5EET_PKS0_S2_(ptr noundef %3, ptr noundef @_ZL2b5)
  ret double %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #3 {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z4normIdET_PKS0_i(ptr noundef %0, i32 noundef %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = call double @llvm.fmuladd.f64(double %16, double %21, double %22)
  store double %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !11

27:                                               ; preds = %7
  %28 = load double, ptr %5, align 8
  %29 = call double @sqrt(double noundef %28) #7
  ret double %29
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL11check_arrayILi6EEvPKcPFdPKdEPdS3_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %61, %4
  %16 = load i32, ptr %11, align 4
  %17 = icmp slt i32 %16, 6
  br i1 %17, label %18, label %64

18:                                               ; preds = %15
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %12, align 8
  %24 = load double, ptr %12, align 8
  %25 = fadd double %24, 0x3EB0C6F7A0B5ED8D
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %11, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  store double %25, ptr %29, align 8
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = call noundef double %30(ptr noundef %31)
  store double %32, ptr %13, align 8
  %33 = load double, ptr %12, align 8
  %34 = fsub double %33, 0x3EB0C6F7A0B5ED8D
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  store double %34, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = call noundef double %39(ptr noundef %40)
  store double %41, ptr %14, align 8
  %42 = load double, ptr %12, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  store double %42, ptr %46, align 8
  %47 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %11, align 4
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %47, i64 noundef 64, ptr noundef @.str.9, ptr noundef %48, i32 noundef %49) #7
  %51 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %52 = load ptr, ptr %8, align 8
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %13, align 8
  %58 = load double, ptr %14, align 8
  %59 = fsub double %57, %58
  %60 = fdiv double %59, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %51, double noundef %56, double noundef %60)
  br label %61

61:                                               ; preds = %18
  %62 = load i32, ptr %11, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %11, align 4
  br label %15, !llvm.loop !12

64:                                               ; preds = %15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL5norm6PKd(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_Z4normIdET_PKS0_i(ptr noundef %3, i32 noundef 6)
  ret double %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %0, double noundef %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call noundef double @_ZNK4PolyIdLi3EE4evalEd(ptr noundef nonnull align 8 dereferenceable(32) %5, double noundef %6)
  %8 = call double @cos(double noundef %7) #7
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Poly, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %12 = call noundef double @_Z4normIdET_PKS0_i(ptr noundef %11, i32 noundef 4)
  %13 = fmul double %8, %12
  ret double %13
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4PolyIdLi3EE4evalEd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Poly, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 3
  %10 = load double, ptr %9, align 8
  store double %10, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %11

11:                                               ; preds = %23, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Poly, ptr %7, i32 0, i32 0
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, ptr %5, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %6, align 4
  br label %11, !llvm.loop !13

26:                                               ; preds = %11
  %27 = load double, ptr %5, align 8
  ret double %27
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
