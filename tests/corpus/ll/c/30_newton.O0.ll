; ModuleID = 'c/30_newton.c'
source_filename = "c/30_newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.func = type { ptr, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"x^3-2x-5\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"cos x - x\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"e^x-3x^2\00", align 1
@__const.main.fs = private unnamed_addr constant [3 x %struct.func] [%struct.func { ptr @f1, ptr @d1, ptr @.str }, %struct.func { ptr @f2, ptr @d2, ptr @.str.1 }, %struct.func { ptr @f3, ptr @d3, ptr @.str.2 }], align 16
@.str.3 = private unnamed_addr constant [44 x i8] c"newton %-10s root=%.12f iters=%d f(r)~0:%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [56 x i8] c"bisect root=%.10f iters=%d; secant root=%.10f iters=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"root%d(1000) = %.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"system: x=%.12f y=%.12f (iters %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"1/7 ~ %.15f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.func], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 72, i1 false)
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %52, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 3
  br i1 %28, label %29, label %55

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %31
  %33 = call double @newton(ptr noundef byval(%struct.func) align 8 %32, double noundef 1.000000e+00, ptr noundef %4)
  store double %33, ptr %5, align 8
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %35
  %37 = getelementptr inbounds %struct.func, ptr %36, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  %39 = load double, ptr %5, align 8
  %40 = load i32, ptr %4, align 4
  %41 = load i32, ptr %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.func, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = load double, ptr %5, align 8
  %47 = call double %45(double noundef %46)
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fcmp olt double %48, 0x3D719799812DEA11
  %50 = zext i1 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %38, double noundef %39, i32 noundef %40, i32 noundef %50)
  br label %52

52:                                               ; preds = %29
  %53 = load i32, ptr %3, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %3, align 4
  br label %26, !llvm.loop !6

55:                                               ; preds = %26
  %56 = call double @bisect(ptr noundef @f1, double noundef 2.000000e+00, double noundef 3.000000e+00, ptr noundef %6)
  store double %56, ptr %8, align 8
  %57 = call double @secant(ptr noundef @f1, double noundef 2.000000e+00, double noundef 3.000000e+00, ptr noundef %7)
  store double %57, ptr %9, align 8
  %58 = load double, ptr %8, align 8
  %59 = load i32, ptr %6, align 4
  %60 = load double, ptr %9, align 8
  %61 = load i32, ptr %7, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %58, i32 noundef %59, double noundef %60, i32 noundef %61)
  store i32 2, ptr %10, align 4
  br label %63

63:                                               ; preds = %71, %55
  %64 = load i32, ptr %10, align 4
  %65 = icmp sle i32 %64, 5
  br i1 %65, label %66, label %74

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %10, align 4
  %69 = call double @nth_root(double noundef 1.000000e+03, i32 noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %67, double noundef %69)
  br label %71

71:                                               ; preds = %66
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %10, align 4
  br label %63, !llvm.loop !8

74:                                               ; preds = %63
  store double 2.000000e+00, ptr %11, align 8
  store double 3.000000e-01, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %75

75:                                               ; preds = %134, %74
  %76 = load i32, ptr %13, align 4
  %77 = icmp slt i32 %76, 50
  br i1 %77, label %78, label %137

78:                                               ; preds = %75
  %79 = load double, ptr %11, align 8
  %80 = load double, ptr %11, align 8
  %81 = load double, ptr %12, align 8
  %82 = load double, ptr %12, align 8
  %83 = fmul double %81, %82
  %84 = call double @llvm.fmuladd.f64(double %79, double %80, double %83)
  %85 = fsub double %84, 4.000000e+00
  store double %85, ptr %14, align 8
  %86 = load double, ptr %11, align 8
  %87 = load double, ptr %12, align 8
  %88 = call double @llvm.fmuladd.f64(double %86, double %87, double -1.000000e+00)
  store double %88, ptr %15, align 8
  %89 = load double, ptr %11, align 8
  %90 = fmul double 2.000000e+00, %89
  store double %90, ptr %16, align 8
  %91 = load double, ptr %12, align 8
  %92 = fmul double 2.000000e+00, %91
  store double %92, ptr %17, align 8
  %93 = load double, ptr %12, align 8
  store double %93, ptr %18, align 8
  %94 = load double, ptr %11, align 8
  store double %94, ptr %19, align 8
  %95 = load double, ptr %16, align 8
  %96 = load double, ptr %19, align 8
  %97 = load double, ptr %17, align 8
  %98 = load double, ptr %18, align 8
  %99 = fmul double %97, %98
  %100 = fneg double %99
  %101 = call double @llvm.fmuladd.f64(double %95, double %96, double %100)
  store double %101, ptr %20, align 8
  %102 = load double, ptr %14, align 8
  %103 = load double, ptr %19, align 8
  %104 = load double, ptr %15, align 8
  %105 = load double, ptr %17, align 8
  %106 = fmul double %104, %105
  %107 = fneg double %106
  %108 = call double @llvm.fmuladd.f64(double %102, double %103, double %107)
  %109 = load double, ptr %20, align 8
  %110 = fdiv double %108, %109
  store double %110, ptr %21, align 8
  %111 = load double, ptr %16, align 8
  %112 = load double, ptr %15, align 8
  %113 = load double, ptr %18, align 8
  %114 = load double, ptr %14, align 8
  %115 = fmul double %113, %114
  %116 = fneg double %115
  %117 = call double @llvm.fmuladd.f64(double %111, double %112, double %116)
  %118 = load double, ptr %20, align 8
  %119 = fdiv double %117, %118
  store double %119, ptr %22, align 8
  %120 = load double, ptr %21, align 8
  %121 = load double, ptr %11, align 8
  %122 = fsub double %121, %120
  store double %122, ptr %11, align 8
  %123 = load double, ptr %22, align 8
  %124 = load double, ptr %12, align 8
  %125 = fsub double %124, %123
  store double %125, ptr %12, align 8
  %126 = load double, ptr %21, align 8
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = load double, ptr %22, align 8
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fadd double %127, %129
  %131 = fcmp olt double %130, 0x3D06849B86A12B9B
  br i1 %131, label %132, label %133

132:                                              ; preds = %78
  br label %137

133:                                              ; preds = %78
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %13, align 4
  br label %75, !llvm.loop !9

137:                                              ; preds = %132, %75
  %138 = load double, ptr %11, align 8
  %139 = load double, ptr %12, align 8
  %140 = load i32, ptr %13, align 4
  %141 = add nsw i32 %140, 1
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %138, double noundef %139, i32 noundef %141)
  store double 7.000000e+00, ptr %23, align 8
  store double 1.000000e-01, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %143

143:                                              ; preds = %153, %137
  %144 = load i32, ptr %25, align 4
  %145 = icmp slt i32 %144, 6
  br i1 %145, label %146, label %156

146:                                              ; preds = %143
  %147 = load double, ptr %24, align 8
  %148 = load double, ptr %23, align 8
  %149 = load double, ptr %24, align 8
  %150 = fneg double %148
  %151 = call double @llvm.fmuladd.f64(double %150, double %149, double 2.000000e+00)
  %152 = fmul double %147, %151
  store double %152, ptr %24, align 8
  br label %153

153:                                              ; preds = %146
  %154 = load i32, ptr %25, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %25, align 4
  br label %143, !llvm.loop !10

156:                                              ; preds = %143
  %157 = load double, ptr %24, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %157)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f1(double noundef %0) #0 {
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
  %11 = fsub double %10, 5.000000e+00
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e+00, %3
  %5 = load double, ptr %2, align 8
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double -2.000000e+00)
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @cos(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = fsub double %4, %5
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #5
  %5 = fneg double %4
  %6 = fsub double %5, 1.000000e+00
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @exp(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = fmul double 3.000000e+00, %5
  %7 = load double, ptr %2, align 8
  %8 = fneg double %6
  %9 = call double @llvm.fmuladd.f64(double %8, double %7, double %4)
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @exp(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @llvm.fmuladd.f64(double -6.000000e+00, double %5, double %4)
  ret double %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton(ptr noundef byval(%struct.func) align 8 %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store double %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %38, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 100
  br i1 %11, label %12, label %41

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.func, ptr %0, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load double, ptr %5, align 8
  %16 = call double %14(double noundef %15)
  %17 = getelementptr inbounds %struct.func, ptr %0, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = call double %18(double noundef %19)
  %21 = fdiv double %16, %20
  store double %21, ptr %8, align 8
  %22 = load double, ptr %8, align 8
  %23 = load double, ptr %5, align 8
  %24 = fsub double %23, %22
  store double %24, ptr %5, align 8
  %25 = load double, ptr %8, align 8
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = load double, ptr %5, align 8
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fadd double 1.000000e+00, %28
  %30 = fmul double 0x3D06849B86A12B9B, %29
  %31 = fcmp olt double %26, %30
  br i1 %31, label %32, label %37

32:                                               ; preds = %12
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  %35 = load ptr, ptr %6, align 8
  store i32 %34, ptr %35, align 4
  %36 = load double, ptr %5, align 8
  store double %36, ptr %4, align 8
  br label %44

37:                                               ; preds = %12
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %9, !llvm.loop !11

41:                                               ; preds = %9
  %42 = load ptr, ptr %6, align 8
  store i32 -1, ptr %42, align 4
  %43 = load double, ptr %5, align 8
  store double %43, ptr %4, align 8
  br label %44

44:                                               ; preds = %41, %32
  %45 = load double, ptr %4, align 8
  ret double %45
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bisect(ptr noundef %0, double noundef %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load double, ptr %6, align 8
  %15 = call double %13(double noundef %14)
  store double %15, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %41, %4
  %17 = load double, ptr %7, align 8
  %18 = load double, ptr %6, align 8
  %19 = fsub double %17, %18
  %20 = fcmp ogt double %19, 0x3D719799812DEA11
  br i1 %20, label %21, label %44

21:                                               ; preds = %16
  %22 = load double, ptr %6, align 8
  %23 = load double, ptr %7, align 8
  %24 = fadd double %22, %23
  %25 = fmul double 5.000000e-01, %24
  store double %25, ptr %11, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = load double, ptr %11, align 8
  %28 = call double %26(double noundef %27)
  store double %28, ptr %12, align 8
  %29 = load double, ptr %12, align 8
  %30 = fcmp olt double %29, 0.000000e+00
  %31 = zext i1 %30 to i32
  %32 = load double, ptr %9, align 8
  %33 = fcmp olt double %32, 0.000000e+00
  %34 = zext i1 %33 to i32
  %35 = icmp eq i32 %31, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %21
  %37 = load double, ptr %11, align 8
  store double %37, ptr %6, align 8
  %38 = load double, ptr %12, align 8
  store double %38, ptr %9, align 8
  br label %41

39:                                               ; preds = %21
  %40 = load double, ptr %11, align 8
  store double %40, ptr %7, align 8
  br label %41

41:                                               ; preds = %39, %36
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %16, !llvm.loop !12

44:                                               ; preds = %16
  %45 = load i32, ptr %10, align 4
  %46 = load ptr, ptr %8, align 8
  store i32 %45, ptr %46, align 4
  %47 = load double, ptr %6, align 8
  %48 = load double, ptr %7, align 8
  %49 = fadd double %47, %48
  %50 = fmul double 5.000000e-01, %49
  ret double %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @secant(ptr noundef %0, double noundef %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %48, %4
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %15, 100
  br i1 %16, label %17, label %51

17:                                               ; preds = %14
  %18 = load ptr, ptr %6, align 8
  %19 = load double, ptr %7, align 8
  %20 = call double %18(double noundef %19)
  store double %20, ptr %11, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = load double, ptr %8, align 8
  %23 = call double %21(double noundef %22)
  store double %23, ptr %12, align 8
  %24 = load double, ptr %8, align 8
  %25 = load double, ptr %12, align 8
  %26 = load double, ptr %8, align 8
  %27 = load double, ptr %7, align 8
  %28 = fsub double %26, %27
  %29 = fmul double %25, %28
  %30 = load double, ptr %12, align 8
  %31 = load double, ptr %11, align 8
  %32 = fsub double %30, %31
  %33 = fdiv double %29, %32
  %34 = fsub double %24, %33
  store double %34, ptr %13, align 8
  %35 = load double, ptr %8, align 8
  store double %35, ptr %7, align 8
  %36 = load double, ptr %13, align 8
  store double %36, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = load double, ptr %7, align 8
  %39 = fsub double %37, %38
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp olt double %40, 1.000000e-13
  br i1 %41, label %42, label %47

42:                                               ; preds = %17
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  %45 = load ptr, ptr %9, align 8
  store i32 %44, ptr %45, align 4
  %46 = load double, ptr %8, align 8
  store double %46, ptr %5, align 8
  br label %54

47:                                               ; preds = %17
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %10, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %10, align 4
  br label %14, !llvm.loop !13

51:                                               ; preds = %14
  %52 = load ptr, ptr %9, align 8
  store i32 -1, ptr %52, align 4
  %53 = load double, ptr %8, align 8
  store double %53, ptr %5, align 8
  br label %54

54:                                               ; preds = %51, %42
  %55 = load double, ptr %5, align 8
  ret double %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @nth_root(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load double, ptr %4, align 8
  %11 = fcmp ogt double %10, 1.000000e+00
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = load double, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %13, %15
  br label %18

17:                                               ; preds = %2
  br label %18

18:                                               ; preds = %17, %12
  %19 = phi double [ %16, %12 ], [ 1.000000e+00, %17 ]
  store double %19, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %51, %18
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 200
  br i1 %22, label %23, label %54

23:                                               ; preds = %20
  %24 = load double, ptr %6, align 8
  %25 = load i32, ptr %5, align 4
  %26 = sub nsw i32 %25, 1
  %27 = sitofp i32 %26 to double
  %28 = call double @pow(double noundef %24, double noundef %27) #5
  store double %28, ptr %8, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sub nsw i32 %29, 1
  %31 = sitofp i32 %30 to double
  %32 = load double, ptr %6, align 8
  %33 = load double, ptr %4, align 8
  %34 = load double, ptr %8, align 8
  %35 = fdiv double %33, %34
  %36 = call double @llvm.fmuladd.f64(double %31, double %32, double %35)
  %37 = load i32, ptr %5, align 4
  %38 = sitofp i32 %37 to double
  %39 = fdiv double %36, %38
  store double %39, ptr %9, align 8
  %40 = load double, ptr %9, align 8
  %41 = load double, ptr %6, align 8
  %42 = fsub double %40, %41
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = load double, ptr %9, align 8
  %45 = fmul double 1.000000e-15, %44
  %46 = fcmp olt double %43, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %23
  %48 = load double, ptr %9, align 8
  store double %48, ptr %3, align 8
  br label %56

49:                                               ; preds = %23
  %50 = load double, ptr %9, align 8
  store double %50, ptr %6, align 8
  br label %51

51:                                               ; preds = %49
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %20, !llvm.loop !14

54:                                               ; preds = %20
  %55 = load double, ptr %6, align 8
  store double %55, ptr %3, align 8
  br label %56

56:                                               ; preds = %54, %47
  %57 = load double, ptr %3, align 8
  ret double %57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!14 = distinct !{!14, !7}
