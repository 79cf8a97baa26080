; ModuleID = 'c/31_integration.c'
source_filename = "c/31_integration.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { ptr, ptr, double, double }

@.str = private unnamed_addr constant [9 x i8] c"x^3-2x+1\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"exp(-x^2)\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"sin/(1+x)\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@__const.main.cases = private unnamed_addr constant [4 x %struct.anon] [%struct.anon { ptr @.str, ptr @g_poly, double 0.000000e+00, double 2.000000e+00 }, %struct.anon { ptr @.str.1, ptr @g_exp, double 0.000000e+00, double 2.000000e+00 }, %struct.anon { ptr @.str.2, ptr @g_sin, double 0.000000e+00, double 0x400921FB54442D18 }, %struct.anon { ptr @.str.3, ptr @g_sqrt, double 0.000000e+00, double 1.000000e+00 }], align 8
@.str.4 = private unnamed_addr constant [72 x i8] c"%-10s trap=%.8f simp=%.10f adapt=%.10f romb=%.10f gl5=%.10f gl20=%.10f\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"%-10s adaptive calls=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"erf(2)*sqrt(pi)/2 = %.10f\0A\00", align 1
@gl5_w = internal constant [5 x double] [double 0x3FE23456789ABCDF, double 0x3FDEA1DA25AE415C, double 0x3FDEA1DA25AE415C, double 0x3FCE539EC36E038D, double 0x3FCE539EC36E038D], align 8
@gl5_x = internal constant [5 x double] [double 0.000000e+00, double 0xBFE13B23FD99B705, double 0x3FE13B23FD99B705, double 0xBFECFF6CE0533A69, double 0x3FECFF6CE0533A69], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.anon], align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.cases, i64 128, i1 false)
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %80, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %83

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x %struct.anon], ptr %2, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %4, align 8
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x %struct.anon], ptr %2, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.anon, ptr %20, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  store double %22, ptr %5, align 8
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x %struct.anon], ptr %2, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.anon, ptr %25, i32 0, i32 3
  %27 = load double, ptr %26, align 8
  store double %27, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %5, align 8
  %30 = fsub double %28, %29
  %31 = fdiv double %30, 6.000000e+00
  %32 = load ptr, ptr %4, align 8
  %33 = load double, ptr %5, align 8
  %34 = call double %32(double noundef %33)
  %35 = load ptr, ptr %4, align 8
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %6, align 8
  %38 = fadd double %36, %37
  %39 = fmul double 5.000000e-01, %38
  %40 = call double %35(double noundef %39)
  %41 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %40, double %34)
  %42 = load ptr, ptr %4, align 8
  %43 = load double, ptr %6, align 8
  %44 = call double %42(double noundef %43)
  %45 = fadd double %41, %44
  %46 = fmul double %31, %45
  store double %46, ptr %8, align 8
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x %struct.anon], ptr %2, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.anon, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %4, align 8
  %53 = load double, ptr %5, align 8
  %54 = load double, ptr %6, align 8
  %55 = call double @trapezoid(ptr noundef %52, double noundef %53, double noundef %54, i32 noundef 64)
  %56 = load ptr, ptr %4, align 8
  %57 = load double, ptr %5, align 8
  %58 = load double, ptr %6, align 8
  %59 = call double @simpson(ptr noundef %56, double noundef %57, double noundef %58, i32 noundef 64)
  %60 = load ptr, ptr %4, align 8
  %61 = load double, ptr %5, align 8
  %62 = load double, ptr %6, align 8
  %63 = load double, ptr %8, align 8
  %64 = call double @adapt(ptr noundef %60, double noundef %61, double noundef %62, double noundef 1.000000e-10, double noundef %63, i32 noundef 40, ptr noundef %7)
  %65 = load ptr, ptr %4, align 8
  %66 = load double, ptr %5, align 8
  %67 = load double, ptr %6, align 8
  %68 = call double @romberg(ptr noundef %65, double noundef %66, double noundef %67, i32 noundef 10)
  %69 = load ptr, ptr %4, align 8
  %70 = load double, ptr %5, align 8
  %71 = load double, ptr %6, align 8
  %72 = call double @gauss5(ptr noundef %69, double noundef %70, double noundef %71, i32 noundef 4)
  %73 = load ptr, ptr %4, align 8
  %74 = load double, ptr %5, align 8
  %75 = load double, ptr %6, align 8
  %76 = call double @gauss_n(ptr noundef %73, double noundef %74, double noundef %75, i32 noundef 20)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %51, double noundef %55, double noundef %59, double noundef %64, double noundef %68, double noundef %72, double noundef %76)
  %78 = load i32, ptr %7, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, i32 noundef %78)
  br label %80

80:                                               ; preds = %12
  %81 = load i32, ptr %3, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %3, align 4
  br label %9, !llvm.loop !6

83:                                               ; preds = %9
  %84 = call double @erf(double noundef 2.000000e+00) #5
  %85 = call double @sqrt(double noundef 0x400921FB54442D18) #5
  %86 = fmul double %84, %85
  %87 = fdiv double %86, 2.000000e+00
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %87)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g_poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = fmul double 2.000000e+00, %7
  %9 = fneg double %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = fadd double %10, 1.000000e+00
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g_exp(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = call double @exp(double noundef %6) #5
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g_sin(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double %4, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #5
  ret double %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @trapezoid(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load double, ptr %7, align 8
  %13 = load double, ptr %6, align 8
  %14 = fsub double %12, %13
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv double %14, %16
  store double %17, ptr %9, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = call double %18(double noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = load double, ptr %7, align 8
  %23 = call double %21(double noundef %22)
  %24 = fadd double %20, %23
  %25 = fmul double 5.000000e-01, %24
  store double %25, ptr %10, align 8
  store i32 1, ptr %11, align 4
  br label %26

26:                                               ; preds = %40, %4
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %8, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %43

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 8
  %32 = load double, ptr %6, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sitofp i32 %33 to double
  %35 = load double, ptr %9, align 8
  %36 = call double @llvm.fmuladd.f64(double %34, double %35, double %32)
  %37 = call double %31(double noundef %36)
  %38 = load double, ptr %10, align 8
  %39 = fadd double %38, %37
  store double %39, ptr %10, align 8
  br label %40

40:                                               ; preds = %30
  %41 = load i32, ptr %11, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %11, align 4
  br label %26, !llvm.loop !8

43:                                               ; preds = %26
  %44 = load double, ptr %10, align 8
  %45 = load double, ptr %9, align 8
  %46 = fmul double %44, %45
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @simpson(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load double, ptr %7, align 8
  %13 = load double, ptr %6, align 8
  %14 = fsub double %12, %13
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv double %14, %16
  store double %17, ptr %9, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = call double %18(double noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = load double, ptr %7, align 8
  %23 = call double %21(double noundef %22)
  %24 = fadd double %20, %23
  store double %24, ptr %10, align 8
  store i32 1, ptr %11, align 4
  br label %25

25:                                               ; preds = %44, %4
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %47

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8
  %31 = load double, ptr %6, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %9, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = call double %30(double noundef %35)
  %37 = load i32, ptr %11, align 4
  %38 = and i32 %37, 1
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, double 4.000000e+00, double 2.000000e+00
  %42 = load double, ptr %10, align 8
  %43 = call double @llvm.fmuladd.f64(double %36, double %41, double %42)
  store double %43, ptr %10, align 8
  br label %44

44:                                               ; preds = %29
  %45 = load i32, ptr %11, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4
  br label %25, !llvm.loop !9

47:                                               ; preds = %25
  %48 = load double, ptr %10, align 8
  %49 = load double, ptr %9, align 8
  %50 = fmul double %48, %49
  %51 = fdiv double %50, 3.000000e+00
  ret double %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @adapt(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, i32 noundef %5, ptr noundef %6) #0 {
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store ptr %0, ptr %9, align 8
  store double %1, ptr %10, align 8
  store double %2, ptr %11, align 8
  store double %3, ptr %12, align 8
  store double %4, ptr %13, align 8
  store i32 %5, ptr %14, align 4
  store ptr %6, ptr %15, align 8
  %19 = load double, ptr %10, align 8
  %20 = load double, ptr %11, align 8
  %21 = fadd double %19, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, ptr %16, align 8
  %23 = load double, ptr %16, align 8
  %24 = load double, ptr %10, align 8
  %25 = fsub double %23, %24
  %26 = fdiv double %25, 6.000000e+00
  %27 = load ptr, ptr %9, align 8
  %28 = load double, ptr %10, align 8
  %29 = call double %27(double noundef %28)
  %30 = load ptr, ptr %9, align 8
  %31 = load double, ptr %10, align 8
  %32 = load double, ptr %16, align 8
  %33 = fadd double %31, %32
  %34 = fmul double 5.000000e-01, %33
  %35 = call double %30(double noundef %34)
  %36 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %35, double %29)
  %37 = load ptr, ptr %9, align 8
  %38 = load double, ptr %16, align 8
  %39 = call double %37(double noundef %38)
  %40 = fadd double %36, %39
  %41 = fmul double %26, %40
  store double %41, ptr %17, align 8
  %42 = load double, ptr %11, align 8
  %43 = load double, ptr %16, align 8
  %44 = fsub double %42, %43
  %45 = fdiv double %44, 6.000000e+00
  %46 = load ptr, ptr %9, align 8
  %47 = load double, ptr %16, align 8
  %48 = call double %46(double noundef %47)
  %49 = load ptr, ptr %9, align 8
  %50 = load double, ptr %16, align 8
  %51 = load double, ptr %11, align 8
  %52 = fadd double %50, %51
  %53 = fmul double 5.000000e-01, %52
  %54 = call double %49(double noundef %53)
  %55 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %54, double %48)
  %56 = load ptr, ptr %9, align 8
  %57 = load double, ptr %11, align 8
  %58 = call double %56(double noundef %57)
  %59 = fadd double %55, %58
  %60 = fmul double %45, %59
  store double %60, ptr %18, align 8
  %61 = load ptr, ptr %15, align 8
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 4
  %64 = load i32, ptr %14, align 4
  %65 = icmp sle i32 %64, 0
  br i1 %65, label %76, label %66

66:                                               ; preds = %7
  %67 = load double, ptr %17, align 8
  %68 = load double, ptr %18, align 8
  %69 = fadd double %67, %68
  %70 = load double, ptr %13, align 8
  %71 = fsub double %69, %70
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = load double, ptr %12, align 8
  %74 = fmul double 1.500000e+01, %73
  %75 = fcmp ole double %72, %74
  br i1 %75, label %76, label %87

76:                                               ; preds = %66, %7
  %77 = load double, ptr %17, align 8
  %78 = load double, ptr %18, align 8
  %79 = fadd double %77, %78
  %80 = load double, ptr %17, align 8
  %81 = load double, ptr %18, align 8
  %82 = fadd double %80, %81
  %83 = load double, ptr %13, align 8
  %84 = fsub double %82, %83
  %85 = fdiv double %84, 1.500000e+01
  %86 = fadd double %79, %85
  store double %86, ptr %8, align 8
  br label %109

87:                                               ; preds = %66
  %88 = load ptr, ptr %9, align 8
  %89 = load double, ptr %10, align 8
  %90 = load double, ptr %16, align 8
  %91 = load double, ptr %12, align 8
  %92 = fdiv double %91, 2.000000e+00
  %93 = load double, ptr %17, align 8
  %94 = load i32, ptr %14, align 4
  %95 = sub nsw i32 %94, 1
  %96 = load ptr, ptr %15, align 8
  %97 = call double @adapt(ptr noundef %88, double noundef %89, double noundef %90, double noundef %92, double noundef %93, i32 noundef %95, ptr noundef %96)
  %98 = load ptr, ptr %9, align 8
  %99 = load double, ptr %16, align 8
  %100 = load double, ptr %11, align 8
  %101 = load double, ptr %12, align 8
  %102 = fdiv double %101, 2.000000e+00
  %103 = load double, ptr %18, align 8
  %104 = load i32, ptr %14, align 4
  %105 = sub nsw i32 %104, 1
  %106 = load ptr, ptr %15, align 8
  %107 = call double @adapt(ptr noundef %98, double noundef %99, double noundef %100, double noundef %102, double noundef %103, i32 noundef %105, ptr noundef %106)
  %108 = fadd double %97, %107
  store double %108, ptr %8, align 8
  br label %109

109:                                              ; preds = %87, %76
  %110 = load double, ptr %8, align 8
  ret double %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @romberg(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca [12 x [12 x double]], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %74, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %77

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load double, ptr %6, align 8
  %19 = load double, ptr %7, align 8
  %20 = load i32, ptr %10, align 4
  %21 = shl i32 1, %20
  %22 = call double @trapezoid(ptr noundef %17, double noundef %18, double noundef %19, i32 noundef %21)
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %24
  %26 = getelementptr inbounds [12 x double], ptr %25, i64 0, i64 0
  store double %22, ptr %26, align 8
  store i32 1, ptr %11, align 4
  br label %27

27:                                               ; preds = %70, %16
  %28 = load i32, ptr %11, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp sle i32 %28, %29
  br i1 %30, label %31, label %73

31:                                               ; preds = %27
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %33
  %35 = load i32, ptr %11, align 4
  %36 = sub nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [12 x double], ptr %34, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %41
  %43 = load i32, ptr %11, align 4
  %44 = sub nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [12 x double], ptr %42, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %10, align 4
  %49 = sub nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %50
  %52 = load i32, ptr %11, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [12 x double], ptr %51, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = fsub double %47, %56
  %58 = load i32, ptr %11, align 4
  %59 = sitofp i32 %58 to double
  %60 = call double @pow(double noundef 4.000000e+00, double noundef %59) #5
  %61 = fsub double %60, 1.000000e+00
  %62 = fdiv double %57, %61
  %63 = fadd double %39, %62
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %65
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [12 x double], ptr %66, i64 0, i64 %68
  store double %63, ptr %69, align 8
  br label %70

70:                                               ; preds = %31
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %11, align 4
  br label %27, !llvm.loop !10

73:                                               ; preds = %27
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %10, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %10, align 4
  br label %12, !llvm.loop !11

77:                                               ; preds = %12
  %78 = load i32, ptr %8, align 4
  %79 = sub nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [12 x [12 x double]], ptr %9, i64 0, i64 %80
  %82 = load i32, ptr %8, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [12 x double], ptr %81, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  ret double %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @gauss5(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = load double, ptr %7, align 8
  %15 = load double, ptr %6, align 8
  %16 = fsub double %14, %15
  %17 = load i32, ptr %8, align 4
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %16, %18
  store double %19, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %20

20:                                               ; preds = %55, %4
  %21 = load i32, ptr %11, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %58

24:                                               ; preds = %20
  %25 = load double, ptr %6, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sitofp i32 %26 to double
  %28 = fadd double %27, 5.000000e-01
  %29 = load double, ptr %9, align 8
  %30 = call double @llvm.fmuladd.f64(double %28, double %29, double %25)
  store double %30, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %31

31:                                               ; preds = %51, %24
  %32 = load i32, ptr %13, align 4
  %33 = icmp slt i32 %32, 5
  br i1 %33, label %34, label %54

34:                                               ; preds = %31
  %35 = load i32, ptr %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [5 x double], ptr @gl5_w, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = load double, ptr %12, align 8
  %41 = load double, ptr %9, align 8
  %42 = fmul double 5.000000e-01, %41
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x double], ptr @gl5_x, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call double @llvm.fmuladd.f64(double %42, double %46, double %40)
  %48 = call double %39(double noundef %47)
  %49 = load double, ptr %10, align 8
  %50 = call double @llvm.fmuladd.f64(double %38, double %48, double %49)
  store double %50, ptr %10, align 8
  br label %51

51:                                               ; preds = %34
  %52 = load i32, ptr %13, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %13, align 4
  br label %31, !llvm.loop !12

54:                                               ; preds = %31
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %11, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %11, align 4
  br label %20, !llvm.loop !13

58:                                               ; preds = %20
  %59 = load double, ptr %9, align 8
  %60 = fmul double 5.000000e-01, %59
  %61 = load double, ptr %10, align 8
  %62 = fmul double %60, %61
  ret double %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @gauss_n(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 1, ptr %10, align 4
  br label %20

20:                                               ; preds = %118, %4
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp sle i32 %21, %22
  br i1 %23, label %24, label %121

24:                                               ; preds = %20
  %25 = load i32, ptr %10, align 4
  %26 = sitofp i32 %25 to double
  %27 = fsub double %26, 2.500000e-01
  %28 = fmul double 0x400921FB54442D18, %27
  %29 = load i32, ptr %8, align 4
  %30 = sitofp i32 %29 to double
  %31 = fadd double %30, 5.000000e-01
  %32 = fdiv double %28, %31
  %33 = call double @cos(double noundef %32) #5
  store double %33, ptr %11, align 8
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %34

34:                                               ; preds = %90, %24
  %35 = load i32, ptr %13, align 4
  %36 = icmp slt i32 %35, 100
  br i1 %36, label %37, label %93

37:                                               ; preds = %34
  store double 1.000000e+00, ptr %14, align 8
  %38 = load double, ptr %11, align 8
  store double %38, ptr %15, align 8
  store i32 2, ptr %16, align 4
  br label %39

39:                                               ; preds = %63, %37
  %40 = load i32, ptr %16, align 4
  %41 = load i32, ptr %8, align 4
  %42 = icmp sle i32 %40, %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %39
  %44 = load i32, ptr %16, align 4
  %45 = mul nsw i32 2, %44
  %46 = sub nsw i32 %45, 1
  %47 = sitofp i32 %46 to double
  %48 = load double, ptr %11, align 8
  %49 = fmul double %47, %48
  %50 = load double, ptr %15, align 8
  %51 = load i32, ptr %16, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sitofp i32 %52 to double
  %54 = load double, ptr %14, align 8
  %55 = fmul double %53, %54
  %56 = fneg double %55
  %57 = call double @llvm.fmuladd.f64(double %49, double %50, double %56)
  %58 = load i32, ptr %16, align 4
  %59 = sitofp i32 %58 to double
  %60 = fdiv double %57, %59
  store double %60, ptr %17, align 8
  %61 = load double, ptr %15, align 8
  store double %61, ptr %14, align 8
  %62 = load double, ptr %17, align 8
  store double %62, ptr %15, align 8
  br label %63

63:                                               ; preds = %43
  %64 = load i32, ptr %16, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %16, align 4
  br label %39, !llvm.loop !14

66:                                               ; preds = %39
  %67 = load i32, ptr %8, align 4
  %68 = sitofp i32 %67 to double
  %69 = load double, ptr %11, align 8
  %70 = load double, ptr %15, align 8
  %71 = load double, ptr %14, align 8
  %72 = fneg double %71
  %73 = call double @llvm.fmuladd.f64(double %69, double %70, double %72)
  %74 = fmul double %68, %73
  %75 = load double, ptr %11, align 8
  %76 = load double, ptr %11, align 8
  %77 = call double @llvm.fmuladd.f64(double %75, double %76, double -1.000000e+00)
  %78 = fdiv double %74, %77
  store double %78, ptr %12, align 8
  %79 = load double, ptr %15, align 8
  %80 = load double, ptr %12, align 8
  %81 = fdiv double %79, %80
  store double %81, ptr %18, align 8
  %82 = load double, ptr %18, align 8
  %83 = load double, ptr %11, align 8
  %84 = fsub double %83, %82
  store double %84, ptr %11, align 8
  %85 = load double, ptr %18, align 8
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp olt double %86, 1.000000e-15
  br i1 %87, label %88, label %89

88:                                               ; preds = %66
  br label %93

89:                                               ; preds = %66
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %13, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %13, align 4
  br label %34, !llvm.loop !15

93:                                               ; preds = %88, %34
  %94 = load double, ptr %11, align 8
  %95 = load double, ptr %11, align 8
  %96 = fneg double %94
  %97 = call double @llvm.fmuladd.f64(double %96, double %95, double 1.000000e+00)
  %98 = load double, ptr %12, align 8
  %99 = fmul double %97, %98
  %100 = load double, ptr %12, align 8
  %101 = fmul double %99, %100
  %102 = fdiv double 2.000000e+00, %101
  store double %102, ptr %19, align 8
  %103 = load double, ptr %19, align 8
  %104 = load ptr, ptr %5, align 8
  %105 = load double, ptr %7, align 8
  %106 = load double, ptr %6, align 8
  %107 = fsub double %105, %106
  %108 = fmul double 5.000000e-01, %107
  %109 = load double, ptr %11, align 8
  %110 = load double, ptr %6, align 8
  %111 = load double, ptr %7, align 8
  %112 = fadd double %110, %111
  %113 = fmul double 5.000000e-01, %112
  %114 = call double @llvm.fmuladd.f64(double %108, double %109, double %113)
  %115 = call double %104(double noundef %114)
  %116 = load double, ptr %9, align 8
  %117 = call double @llvm.fmuladd.f64(double %103, double %115, double %116)
  store double %117, ptr %9, align 8
  br label %118

118:                                              ; preds = %93
  %119 = load i32, ptr %10, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %10, align 4
  br label %20, !llvm.loop !16

121:                                              ; preds = %20
  %122 = load double, ptr %7, align 8
  %123 = load double, ptr %6, align 8
  %124 = fsub double %122, %123
  %125 = fmul double 5.000000e-01, %124
  %126 = load double, ptr %9, align 8
  %127 = fmul double %125, %126
  ret double %127
}

; Function Attrs: nounwind
declare double @erf(double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
