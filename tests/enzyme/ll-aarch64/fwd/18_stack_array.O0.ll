; ModuleID = 'fwd/18_stack_array.c'
source_filename = "fwd/18_stack_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"smooth (x, a dup)\00", align 1
@__const.main.v = private unnamed_addr constant [9 x double] [double 2.000000e+00, double -1.000000e+00, double 5.000000e-01, double 3.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 1.100000e+00, double 2.000000e-01, double 9.000000e-01], align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"det3\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [9 x double], align 8
  %9 = alloca [9 x double], align 8
  %10 = alloca [9 x double], align 8
  %11 = alloca [9 x double], align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %55, %0
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %16, label %58

16:                                               ; preds = %13
  %17 = load i32, ptr %7, align 4
  %18 = sitofp i32 %17 to double
  %19 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %18, double -5.000000e-01)
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %21
  store double %19, ptr %22, align 8
  %23 = load i32, ptr %7, align 4
  %24 = srem i32 %23, 2
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, double 4.000000e-01, double -3.000000e-01
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %38, double %34)
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %50, double %46)
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %53
  store double %51, ptr %54, align 8
  br label %55

55:                                               ; preds = %16
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %13, !llvm.loop !6

58:                                               ; preds = %13
  %59 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %60 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @smooth, ptr noundef %59, ptr noundef %60, double noundef 1.300000e+00, double noundef 0x3FE6666666666666)
  %62 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %63 = call double @smooth(ptr noundef %62, double noundef 0x3FF4CCD423D9231D)
  %64 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %65 = call double @smooth(ptr noundef %64, double noundef 0x3FF4CCC575C0767D)
  %66 = fsub double %63, %65
  %67 = fdiv double %66, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %61, double noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.v, i64 72, i1 false)
  store i32 0, ptr %12, align 4
  br label %68

68:                                               ; preds = %102, %58
  %69 = load i32, ptr %12, align 4
  %70 = icmp slt i32 %69, 9
  br i1 %70, label %71, label %105

71:                                               ; preds = %68
  %72 = load i32, ptr %12, align 4
  %73 = sitofp i32 %72 to double
  %74 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %73, double -3.500000e-01)
  %75 = load i32, ptr %12, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %76
  store double %74, ptr %77, align 8
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %85, double %81)
  %87 = load i32, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %88
  store double %86, ptr %89, align 8
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %97, double %93)
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %100
  store double %98, ptr %101, align 8
  br label %102

102:                                              ; preds = %71
  %103 = load i32, ptr %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %12, align 4
  br label %68, !llvm.loop !8

105:                                              ; preds = %68
  %106 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %107 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %108 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @det3, ptr noundef %106, ptr noundef %107)
  %109 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %110 = call double @det3(ptr noundef %109)
  %111 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %112 = call double @det3(ptr noundef %111)
  %113 = fsub double %110, %112
  %114 = fdiv double %113, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %108, double noundef %114)
  %115 = load i32, ptr @fails, align 4
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i64
  %118 = select i1 %116, ptr @.str.3, ptr @.str.4
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %118)
  %120 = load i32, ptr @fails, align 4
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  ret i32 %122
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sitofp i32 %21 to double
  %23 = call double @llvm.fmuladd.f64(double %19, double %20, double %22)
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !9

30:                                               ; preds = %11
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %69, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 3
  br i1 %33, label %34, label %72

34:                                               ; preds = %31
  store i32 1, ptr %8, align 4
  br label %35

35:                                               ; preds = %65, %34
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %36, 7
  br i1 %37, label %38, label %68

38:                                               ; preds = %35
  %39 = load i32, ptr %8, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = fmul double 5.000000e-01, %47
  %49 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %43, double %48)
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = fmul double 2.500000e-01, %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double %55, double %60, double %49)
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %63
  store double %61, ptr %64, align 8
  br label %65

65:                                               ; preds = %38
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %35, !llvm.loop !10

68:                                               ; preds = %35
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %31, !llvm.loop !11

72:                                               ; preds = %31
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %73

73:                                               ; preds = %87, %72
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %74, 8
  br i1 %75, label %76, label %90

76:                                               ; preds = %73
  %77 = load i32, ptr %10, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %10, align 4
  %82 = srem i32 %81, 3
  %83 = sub nsw i32 %82, 1
  %84 = sitofp i32 %83 to double
  %85 = load double, ptr %9, align 8
  %86 = call double @llvm.fmuladd.f64(double %80, double %84, double %85)
  store double %86, ptr %9, align 8
  br label %87

87:                                               ; preds = %76
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %73, !llvm.loop !12

90:                                               ; preds = %73
  %91 = load double, ptr %9, align 8
  ret double %91
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @det3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [3 x [3 x double]], align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %22, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 9
  br i1 %7, label %8, label %25

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %9, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sdiv i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 %16
  %18 = load i32, ptr %4, align 4
  %19 = srem i32 %18, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %20
  store double %13, ptr %21, align 8
  br label %22

22:                                               ; preds = %8
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %5, !llvm.loop !13

25:                                               ; preds = %5
  %26 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 0
  %27 = getelementptr inbounds [3 x double], ptr %26, i64 0, i64 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %30 = getelementptr inbounds [3 x double], ptr %29, i64 0, i64 1
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %33 = getelementptr inbounds [3 x double], ptr %32, i64 0, i64 2
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %36 = getelementptr inbounds [3 x double], ptr %35, i64 0, i64 2
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %39 = getelementptr inbounds [3 x double], ptr %38, i64 0, i64 1
  %40 = load double, ptr %39, align 8
  %41 = fmul double %37, %40
  %42 = fneg double %41
  %43 = call double @llvm.fmuladd.f64(double %31, double %34, double %42)
  %44 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 0
  %45 = getelementptr inbounds [3 x double], ptr %44, i64 0, i64 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %48 = getelementptr inbounds [3 x double], ptr %47, i64 0, i64 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %51 = getelementptr inbounds [3 x double], ptr %50, i64 0, i64 2
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %54 = getelementptr inbounds [3 x double], ptr %53, i64 0, i64 2
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %57 = getelementptr inbounds [3 x double], ptr %56, i64 0, i64 0
  %58 = load double, ptr %57, align 8
  %59 = fmul double %55, %58
  %60 = fneg double %59
  %61 = call double @llvm.fmuladd.f64(double %49, double %52, double %60)
  %62 = fmul double %46, %61
  %63 = fneg double %62
  %64 = call double @llvm.fmuladd.f64(double %28, double %43, double %63)
  %65 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 0
  %66 = getelementptr inbounds [3 x double], ptr %65, i64 0, i64 2
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %69 = getelementptr inbounds [3 x double], ptr %68, i64 0, i64 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %72 = getelementptr inbounds [3 x double], ptr %71, i64 0, i64 1
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 1
  %75 = getelementptr inbounds [3 x double], ptr %74, i64 0, i64 1
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds [3 x [3 x double]], ptr %3, i64 0, i64 2
  %78 = getelementptr inbounds [3 x double], ptr %77, i64 0, i64 0
  %79 = load double, ptr %78, align 8
  %80 = fmul double %76, %79
  %81 = fneg double %80
  %82 = call double @llvm.fmuladd.f64(double %70, double %73, double %81)
  %83 = call double @llvm.fmuladd.f64(double %67, double %82, double %64)
  ret double %83
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
