; ModuleID = 'fwd/16_struct_of_arrays.c'
source_filename = "fwd/16_struct_of_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.system_t = type { [5 x double], [5 x double], [5 x double], double, i32 }

@.str = private unnamed_addr constant [7 x i8] c"energy\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"drift x[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.system_t, align 8
  %4 = alloca %struct.system_t, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.system_t, align 8
  %7 = alloca %struct.system_t, align 8
  %8 = alloca %struct.system_t, align 8
  %9 = alloca %struct.system_t, align 8
  %10 = alloca [32 x i8], align 1
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 136, i1 false)
  %12 = getelementptr inbounds %struct.system_t, ptr %3, i32 0, i32 3
  store double 8.000000e-01, ptr %12, align 8
  %13 = getelementptr inbounds %struct.system_t, ptr %3, i32 0, i32 4
  store i32 5, ptr %13, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 136, i1 false)
  %14 = getelementptr inbounds %struct.system_t, ptr %4, i32 0, i32 3
  store double -3.000000e-01, ptr %14, align 8
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %65, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %68

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 4
  %20 = sitofp i32 %19 to double
  %21 = call double @llvm.fmuladd.f64(double 0x3FE6666666666666, double %20, double -1.000000e+00)
  %22 = getelementptr inbounds %struct.system_t, ptr %3, i32 0, i32 0
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x double], ptr %22, i64 0, i64 %24
  store double %21, ptr %25, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sitofp i32 %26 to double
  %28 = fadd double %27, 5.000000e-01
  %29 = call double @sin(double noundef %28) #6
  %30 = getelementptr inbounds %struct.system_t, ptr %3, i32 0, i32 1
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x double], ptr %30, i64 0, i64 %32
  store double %29, ptr %33, align 8
  %34 = load i32, ptr %5, align 4
  %35 = sitofp i32 %34 to double
  %36 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %35, double 1.000000e+00)
  %37 = getelementptr inbounds %struct.system_t, ptr %3, i32 0, i32 2
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [5 x double], ptr %37, i64 0, i64 %39
  store double %36, ptr %40, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sub nsw i32 %41, 2
  %43 = sitofp i32 %42 to double
  %44 = fmul double 1.000000e-01, %43
  %45 = getelementptr inbounds %struct.system_t, ptr %4, i32 0, i32 0
  %46 = load i32, ptr %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [5 x double], ptr %45, i64 0, i64 %47
  store double %44, ptr %48, align 8
  %49 = load i32, ptr %5, align 4
  %50 = sitofp i32 %49 to double
  %51 = call double @llvm.fmuladd.f64(double -2.000000e-01, double %50, double 5.000000e-01)
  %52 = getelementptr inbounds %struct.system_t, ptr %4, i32 0, i32 1
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [5 x double], ptr %52, i64 0, i64 %54
  store double %51, ptr %55, align 8
  %56 = load i32, ptr %5, align 4
  %57 = and i32 %56, 1
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i64
  %60 = select i1 %58, double 3.000000e-01, double -1.000000e-01
  %61 = getelementptr inbounds %struct.system_t, ptr %4, i32 0, i32 2
  %62 = load i32, ptr %5, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [5 x double], ptr %61, i64 0, i64 %63
  store double %60, ptr %64, align 8
  br label %65

65:                                               ; preds = %18
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %5, align 4
  br label %15, !llvm.loop !6

68:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 136, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 136, i1 false)
  call void @axpy(ptr noundef %6, ptr noundef %4, double noundef 1.000000e-05)
  call void @axpy(ptr noundef %7, ptr noundef %4, double noundef -1.000000e-05)
  %69 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @energy, ptr noundef %3, ptr noundef %4)
  %70 = call double @energy(ptr noundef %6)
  %71 = call double @energy(ptr noundef %7)
  %72 = fsub double %70, %71
  %73 = fdiv double %72, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %69, double noundef %73)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %3, i64 136, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %4, i64 136, i1 false)
  %74 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @drift, ptr noundef %8, ptr noundef %9, double noundef 2.500000e-01, double noundef 2.000000e+00)
  call void @drift(ptr noundef %6, double noundef 2.500200e-01)
  call void @drift(ptr noundef %7, double noundef 2.499800e-01)
  store i32 0, ptr %11, align 4
  br label %75

75:                                               ; preds = %100, %68
  %76 = load i32, ptr %11, align 4
  %77 = icmp slt i32 %76, 5
  br i1 %77, label %78, label %103

78:                                               ; preds = %75
  %79 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %80 = load i32, ptr %11, align 4
  %81 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %79, i64 noundef 32, ptr noundef @.str.1, i32 noundef %80) #6
  %82 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %83 = getelementptr inbounds %struct.system_t, ptr %9, i32 0, i32 0
  %84 = load i32, ptr %11, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [5 x double], ptr %83, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds %struct.system_t, ptr %6, i32 0, i32 0
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x double], ptr %88, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds %struct.system_t, ptr %7, i32 0, i32 0
  %94 = load i32, ptr %11, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [5 x double], ptr %93, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = fsub double %92, %97
  %99 = fdiv double %98, 2.000000e-05
  call void @check(ptr noundef %82, double noundef %87, double noundef %99)
  br label %100

100:                                              ; preds = %78
  %101 = load i32, ptr %11, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %11, align 4
  br label %75, !llvm.loop !8

103:                                              ; preds = %75
  %104 = load i32, ptr @fails, align 4
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i64
  %107 = select i1 %105, ptr @.str.3, ptr @.str.4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %107)
  %109 = load i32, ptr @fails, align 4
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  ret i32 %111
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @axpy(ptr noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %54, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %57

11:                                               ; preds = %8
  %12 = load double, ptr %6, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.system_t, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.system_t, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double %12, double %18, double %24)
  store double %25, ptr %23, align 8
  %26 = load double, ptr %6, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.system_t, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [5 x double], ptr %28, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.system_t, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [5 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double %26, double %32, double %38)
  store double %39, ptr %37, align 8
  %40 = load double, ptr %6, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.system_t, ptr %41, i32 0, i32 2
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x double], ptr %42, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.system_t, ptr %47, i32 0, i32 2
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [5 x double], ptr %48, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = call double @llvm.fmuladd.f64(double %40, double %46, double %52)
  store double %53, ptr %51, align 8
  br label %54

54:                                               ; preds = %11
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %8, !llvm.loop !9

57:                                               ; preds = %8
  %58 = load double, ptr %6, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.system_t, ptr %59, i32 0, i32 3
  %61 = load double, ptr %60, align 8
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds %struct.system_t, ptr %62, i32 0, i32 3
  %64 = load double, ptr %63, align 8
  %65 = call double @llvm.fmuladd.f64(double %58, double %61, double %64)
  store double %65, ptr %63, align 8
  ret void
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %81, %1
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.system_t, ptr %8, i32 0, i32 4
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %84

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.system_t, ptr %13, i32 0, i32 2
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = fmul double 5.000000e-01, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.system_t, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x double], ptr %21, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %19, %25
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.system_t, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [5 x double], ptr %28, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %3, align 8
  %34 = call double @llvm.fmuladd.f64(double %26, double %32, double %33)
  store double %34, ptr %3, align 8
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %37

37:                                               ; preds = %77, %12
  %38 = load i32, ptr %5, align 4
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.system_t, ptr %39, i32 0, i32 4
  %41 = load i32, ptr %40, align 8
  %42 = icmp slt i32 %38, %41
  br i1 %42, label %43, label %80

43:                                               ; preds = %37
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.system_t, ptr %44, i32 0, i32 3
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.system_t, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %4, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [5 x double], ptr %48, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = load ptr, ptr %2, align 8
  %54 = getelementptr inbounds %struct.system_t, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = fsub double %52, %58
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.system_t, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [5 x double], ptr %61, i64 0, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load ptr, ptr %2, align 8
  %67 = getelementptr inbounds %struct.system_t, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [5 x double], ptr %67, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = fsub double %65, %71
  %73 = call double @llvm.fmuladd.f64(double %59, double %72, double 1.000000e-01)
  %74 = fdiv double %46, %73
  %75 = load double, ptr %3, align 8
  %76 = fadd double %75, %74
  store double %76, ptr %3, align 8
  br label %77

77:                                               ; preds = %43
  %78 = load i32, ptr %5, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %5, align 4
  br label %37, !llvm.loop !10

80:                                               ; preds = %37
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %4, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %4, align 4
  br label %6, !llvm.loop !11

84:                                               ; preds = %6
  %85 = load double, ptr %3, align 8
  ret double %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @drift(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %35, %2
  %7 = load i32, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.system_t, ptr %8, i32 0, i32 4
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %6
  %13 = load double, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.system_t, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %13, %19
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.system_t, ptr %21, i32 0, i32 2
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x double], ptr %22, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fdiv double %20, %26
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.system_t, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [5 x double], ptr %29, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fadd double %33, %27
  store double %34, ptr %32, align 8
  br label %35

35:                                               ; preds = %12
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %6, !llvm.loop !12

38:                                               ; preds = %6
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
