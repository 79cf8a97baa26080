; ModuleID = 'c/30_newton.c'
source_filename = "c/30_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.func = type { ptr, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"x^3-2x-5\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"cos x - x\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"e^x-3x^2\00", align 1
@__const.main.fs = private unnamed_addr constant [3 x %struct.func] [%struct.func { ptr @f1, ptr @d1, ptr @.str }, %struct.func { ptr @f2, ptr @d2, ptr @.str.1 }, %struct.func { ptr @f3, ptr @d3, ptr @.str.2 }], align 8
@.str.3 = private unnamed_addr constant [44 x i8] c"newton %-10s root=%.12f iters=%d f(r)~0:%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [56 x i8] c"bisect root=%.10f iters=%d; secant root=%.10f iters=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"root%d(1000) = %.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"system: x=%.12f y=%.12f (iters %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"1/7 ~ %.15f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.func], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.func, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
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
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.fs, i64 72, i1 false)
  store i32 0, ptr %3, align 4
  br label %27

27:                                               ; preds = %53, %0
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %28, 3
  br i1 %29, label %30, label %56

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %33, i64 24, i1 false)
  %34 = call double @newton(ptr noundef %6, double noundef 1.000000e+00, ptr noundef %4)
  store double %34, ptr %5, align 8
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.func, ptr %37, i32 0, i32 2
  %39 = load ptr, ptr %38, align 8
  %40 = load double, ptr %5, align 8
  %41 = load i32, ptr %4, align 4
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x %struct.func], ptr %2, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.func, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = load double, ptr %5, align 8
  %48 = call double %46(double noundef %47)
  %49 = call double @llvm.fabs.f64(double %48)
  %50 = fcmp olt double %49, 0x3D719799812DEA11
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %39, double noundef %40, i32 noundef %41, i32 noundef %51)
  br label %53

53:                                               ; preds = %30
  %54 = load i32, ptr %3, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %3, align 4
  br label %27, !llvm.loop !6

56:                                               ; preds = %27
  %57 = call double @bisect(ptr noundef @f1, double noundef 2.000000e+00, double noundef 3.000000e+00, ptr noundef %7)
  store double %57, ptr %9, align 8
  %58 = call double @secant(ptr noundef @f1, double noundef 2.000000e+00, double noundef 3.000000e+00, ptr noundef %8)
  store double %58, ptr %10, align 8
  %59 = load double, ptr %9, align 8
  %60 = load i32, ptr %7, align 4
  %61 = load double, ptr %10, align 8
  %62 = load i32, ptr %8, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %59, i32 noundef %60, double noundef %61, i32 noundef %62)
  store i32 2, ptr %11, align 4
  br label %64

64:                                               ; preds = %72, %56
  %65 = load i32, ptr %11, align 4
  %66 = icmp sle i32 %65, 5
  br i1 %66, label %67, label %75

67:                                               ; preds = %64
  %68 = load i32, ptr %11, align 4
  %69 = load i32, ptr %11, align 4
  %70 = call double @nth_root(double noundef 1.000000e+03, i32 noundef %69)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %68, double noundef %70)
  br label %72

72:                                               ; preds = %67
  %73 = load i32, ptr %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4
  br label %64, !llvm.loop !8

75:                                               ; preds = %64
  store double 2.000000e+00, ptr %12, align 8
  store double 3.000000e-01, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %76

76:                                               ; preds = %135, %75
  %77 = load i32, ptr %14, align 4
  %78 = icmp slt i32 %77, 50
  br i1 %78, label %79, label %138

79:                                               ; preds = %76
  %80 = load double, ptr %12, align 8
  %81 = load double, ptr %12, align 8
  %82 = load double, ptr %13, align 8
  %83 = load double, ptr %13, align 8
  %84 = fmul double %82, %83
  %85 = call double @llvm.fmuladd.f64(double %80, double %81, double %84)
  %86 = fsub double %85, 4.000000e+00
  store double %86, ptr %15, align 8
  %87 = load double, ptr %12, align 8
  %88 = load double, ptr %13, align 8
  %89 = call double @llvm.fmuladd.f64(double %87, double %88, double -1.000000e+00)
  store double %89, ptr %16, align 8
  %90 = load double, ptr %12, align 8
  %91 = fmul double 2.000000e+00, %90
  store double %91, ptr %17, align 8
  %92 = load double, ptr %13, align 8
  %93 = fmul double 2.000000e+00, %92
  store double %93, ptr %18, align 8
  %94 = load double, ptr %13, align 8
  store double %94, ptr %19, align 8
  %95 = load double, ptr %12, align 8
  store double %95, ptr %20, align 8
  %96 = load double, ptr %17, align 8
  %97 = load double, ptr %20, align 8
  %98 = load double, ptr %18, align 8
  %99 = load double, ptr %19, align 8
  %100 = fmul double %98, %99
  %101 = fneg double %100
  %102 = call double @llvm.fmuladd.f64(double %96, double %97, double %101)
  store double %102, ptr %21, align 8
  %103 = load double, ptr %15, align 8
  %104 = load double, ptr %20, align 8
  %105 = load double, ptr %16, align 8
  %106 = load double, ptr %18, align 8
  %107 = fmul double %105, %106
  %108 = fneg double %107
  %109 = call double @llvm.fmuladd.f64(double %103, double %104, double %108)
  %110 = load double, ptr %21, align 8
  %111 = fdiv double %109, %110
  store double %111, ptr %22, align 8
  %112 = load double, ptr %17, align 8
  %113 = load double, ptr %16, align 8
  %114 = load double, ptr %19, align 8
  %115 = load double, ptr %15, align 8
  %116 = fmul double %114, %115
  %117 = fneg double %116
  %118 = call double @llvm.fmuladd.f64(double %112, double %113, double %117)
  %119 = load double, ptr %21, align 8
  %120 = fdiv double %118, %119
  store double %120, ptr %23, align 8
  %121 = load double, ptr %22, align 8
  %122 = load double, ptr %12, align 8
  %123 = fsub double %122, %121
  store double %123, ptr %12, align 8
  %124 = load double, ptr %23, align 8
  %125 = load double, ptr %13, align 8
  %126 = fsub double %125, %124
  store double %126, ptr %13, align 8
  %127 = load double, ptr %22, align 8
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = load double, ptr %23, align 8
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fadd double %128, %130
  %132 = fcmp olt double %131, 0x3D06849B86A12B9B
  br i1 %132, label %133, label %134

133:                                              ; preds = %79
  br label %138

134:                                              ; preds = %79
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %14, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %14, align 4
  br label %76, !llvm.loop !9

138:                                              ; preds = %133, %76
  %139 = load double, ptr %12, align 8
  %140 = load double, ptr %13, align 8
  %141 = load i32, ptr %14, align 4
  %142 = add nsw i32 %141, 1
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %139, double noundef %140, i32 noundef %142)
  store double 7.000000e+00, ptr %24, align 8
  store double 1.000000e-01, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %144

144:                                              ; preds = %154, %138
  %145 = load i32, ptr %26, align 4
  %146 = icmp slt i32 %145, 6
  br i1 %146, label %147, label %157

147:                                              ; preds = %144
  %148 = load double, ptr %25, align 8
  %149 = load double, ptr %24, align 8
  %150 = load double, ptr %25, align 8
  %151 = fneg double %149
  %152 = call double @llvm.fmuladd.f64(double %151, double %150, double 2.000000e+00)
  %153 = fmul double %148, %152
  store double %153, ptr %25, align 8
  br label %154

154:                                              ; preds = %147
  %155 = load i32, ptr %26, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %26, align 4
  br label %144, !llvm.loop !10

157:                                              ; preds = %144
  %158 = load double, ptr %25, align 8
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %158)
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
define internal double @newton(ptr noundef %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %39, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 100
  br i1 %12, label %13, label %42

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.func, ptr %0, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load double, ptr %6, align 8
  %17 = call double %15(double noundef %16)
  %18 = getelementptr inbounds %struct.func, ptr %0, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = load double, ptr %6, align 8
  %21 = call double %19(double noundef %20)
  %22 = fdiv double %17, %21
  store double %22, ptr %9, align 8
  %23 = load double, ptr %9, align 8
  %24 = load double, ptr %6, align 8
  %25 = fsub double %24, %23
  store double %25, ptr %6, align 8
  %26 = load double, ptr %9, align 8
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = load double, ptr %6, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fadd double 1.000000e+00, %29
  %31 = fmul double 0x3D06849B86A12B9B, %30
  %32 = fcmp olt double %27, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %13
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  %36 = load ptr, ptr %7, align 8
  store i32 %35, ptr %36, align 4
  %37 = load double, ptr %6, align 8
  store double %37, ptr %4, align 8
  br label %45

38:                                               ; preds = %13
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %10, !llvm.loop !11

42:                                               ; preds = %10
  %43 = load ptr, ptr %7, align 8
  store i32 -1, ptr %43, align 4
  %44 = load double, ptr %6, align 8
  store double %44, ptr %4, align 8
  br label %45

45:                                               ; preds = %42, %33
  %46 = load double, ptr %4, align 8
  ret double %46
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
