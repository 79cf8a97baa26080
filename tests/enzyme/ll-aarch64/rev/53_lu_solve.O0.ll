; ModuleID = 'rev/53_lu_solve.c'
source_filename = "rev/53_lu_solve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.A = private unnamed_addr constant [16 x double] [double 5.000000e-01, double 1.000000e+00, double -3.000000e-01, double 2.000000e-01, double 2.000000e+00, double 3.000000e-01, double 8.000000e-01, double -5.000000e-01, double -4.000000e-01, double 1.500000e+00, double 3.000000e+00, double 6.000000e-01, double 0x3FE6666666666666, double -9.000000e-01, double 1.000000e-01, double 2.500000e+00], align 8
@__const.main.b = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 1.500000e+00], align 8
@__const.main.c = private unnamed_addr constant [4 x double] [double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"d/db[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [16 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 4, ptr %3, align 4
  %19 = load volatile i32, ptr %3, align 4
  store i32 %19, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.A, i64 128, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.b, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.c, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 32, i1 false)
  %20 = load i32, ptr @enzyme_dup, align 4
  %21 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %22 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %23 = load i32, ptr @enzyme_dup, align 4
  %24 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %25 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %26 = load i32, ptr @enzyme_const, align 4
  %27 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %28 = load i32, ptr @enzyme_const, align 4
  %29 = load i32, ptr %4, align 4
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @objective, i32 noundef %20, ptr noundef %21, ptr noundef %22, i32 noundef %23, ptr noundef %24, ptr noundef %25, i32 noundef %26, ptr noundef %27, i32 noundef %28, i32 noundef %29)
  store i32 0, ptr %11, align 4
  br label %31

31:                                               ; preds = %75, %0
  %32 = load i32, ptr %11, align 4
  %33 = icmp slt i32 %32, 16
  br i1 %33, label %34, label %78

34:                                               ; preds = %31
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  store double %38, ptr %12, align 8
  %39 = load double, ptr %12, align 8
  %40 = fadd double %39, 0x3EB0C6F7A0B5ED8D
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %42
  store double %40, ptr %43, align 8
  %44 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %45 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %46 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %47 = load i32, ptr %4, align 4
  %48 = call double @objective(ptr noundef %44, ptr noundef %45, ptr noundef %46, i32 noundef %47)
  store double %48, ptr %13, align 8
  %49 = load double, ptr %12, align 8
  %50 = fsub double %49, 0x3EB0C6F7A0B5ED8D
  %51 = load i32, ptr %11, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %52
  store double %50, ptr %53, align 8
  %54 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %55 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %56 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %57 = load i32, ptr %4, align 4
  %58 = call double @objective(ptr noundef %54, ptr noundef %55, ptr noundef %56, i32 noundef %57)
  store double %58, ptr %14, align 8
  %59 = load double, ptr %12, align 8
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %61
  store double %59, ptr %62, align 8
  %63 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %64 = load i32, ptr %11, align 4
  %65 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %63, i64 noundef 64, ptr noundef @.str, i32 noundef %64) #6
  %66 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = load double, ptr %13, align 8
  %72 = load double, ptr %14, align 8
  %73 = fsub double %71, %72
  %74 = fdiv double %73, 2.000000e-06
  call void @check(ptr noundef %66, double noundef %70, double noundef %74)
  br label %75

75:                                               ; preds = %34
  %76 = load i32, ptr %11, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %11, align 4
  br label %31, !llvm.loop !6

78:                                               ; preds = %31
  store i32 0, ptr %15, align 4
  br label %79

79:                                               ; preds = %123, %78
  %80 = load i32, ptr %15, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %126

82:                                               ; preds = %79
  %83 = load i32, ptr %15, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  store double %86, ptr %16, align 8
  %87 = load double, ptr %16, align 8
  %88 = fadd double %87, 0x3EB0C6F7A0B5ED8D
  %89 = load i32, ptr %15, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %90
  store double %88, ptr %91, align 8
  %92 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %93 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %94 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %95 = load i32, ptr %4, align 4
  %96 = call double @objective(ptr noundef %92, ptr noundef %93, ptr noundef %94, i32 noundef %95)
  store double %96, ptr %17, align 8
  %97 = load double, ptr %16, align 8
  %98 = fsub double %97, 0x3EB0C6F7A0B5ED8D
  %99 = load i32, ptr %15, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %100
  store double %98, ptr %101, align 8
  %102 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %103 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %104 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %105 = load i32, ptr %4, align 4
  %106 = call double @objective(ptr noundef %102, ptr noundef %103, ptr noundef %104, i32 noundef %105)
  store double %106, ptr %18, align 8
  %107 = load double, ptr %16, align 8
  %108 = load i32, ptr %15, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %109
  store double %107, ptr %110, align 8
  %111 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %112 = load i32, ptr %15, align 4
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %111, i64 noundef 64, ptr noundef @.str.1, i32 noundef %112) #6
  %114 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %115 = load i32, ptr %15, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load double, ptr %17, align 8
  %120 = load double, ptr %18, align 8
  %121 = fsub double %119, %120
  %122 = fdiv double %121, 2.000000e-06
  call void @check(ptr noundef %114, double noundef %118, double noundef %122)
  br label %123

123:                                              ; preds = %82
  %124 = load i32, ptr %15, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %15, align 4
  br label %79, !llvm.loop !8

126:                                              ; preds = %79
  %127 = load i32, ptr @fails, align 4
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i64
  %130 = select i1 %128, ptr @.str.3, ptr @.str.4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %130)
  %132 = load i32, ptr @fails, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i32
  ret i32 %134
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @objective(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [16 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca [4 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %12, align 4
  br label %16

16:                                               ; preds = %28, %4
  %17 = load i32, ptr %12, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %12, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %26
  store double %24, ptr %27, align 8
  br label %28

28:                                               ; preds = %19
  %29 = load i32, ptr %12, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %12, align 4
  br label %16, !llvm.loop !9

31:                                               ; preds = %16
  store i32 0, ptr %13, align 4
  br label %32

32:                                               ; preds = %45, %31
  %33 = load i32, ptr %13, align 4
  %34 = load i32, ptr %8, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %48

36:                                               ; preds = %32
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %13, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %43
  store double %41, ptr %44, align 8
  br label %45

45:                                               ; preds = %36
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %32, !llvm.loop !10

48:                                               ; preds = %32
  %49 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %50 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %51 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %52 = load i32, ptr %8, align 4
  call void @lu_solve(ptr noundef %49, ptr noundef %50, ptr noundef %51, i32 noundef %52)
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %53

53:                                               ; preds = %80, %48
  %54 = load i32, ptr %15, align 4
  %55 = load i32, ptr %8, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %83

57:                                               ; preds = %53
  %58 = load ptr, ptr %7, align 8
  %59 = load i32, ptr %15, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = load i32, ptr %15, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = load i32, ptr %15, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = fmul double 1.000000e-01, %70
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = fmul double %71, %75
  %77 = call double @llvm.fmuladd.f64(double %62, double %66, double %76)
  %78 = load double, ptr %14, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %14, align 8
  br label %80

80:                                               ; preds = %57
  %81 = load i32, ptr %15, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %15, align 4
  br label %53, !llvm.loop !11

83:                                               ; preds = %53
  %84 = load double, ptr %14, align 8
  ret double %84
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lu_solve(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %208, %4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %211

25:                                               ; preds = %21
  %26 = load i32, ptr %9, align 4
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %11, align 4
  br label %29

29:                                               ; preds = %56, %25
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %59

33:                                               ; preds = %29
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %11, align 4
  %36 = mul nsw i32 %35, 4
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %34, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %10, align 4
  %45 = mul nsw i32 %44, 4
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %43, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %42, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %33
  %54 = load i32, ptr %11, align 4
  store i32 %54, ptr %10, align 4
  br label %55

55:                                               ; preds = %53, %33
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %11, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %11, align 4
  br label %29, !llvm.loop !12

59:                                               ; preds = %29
  %60 = load i32, ptr %10, align 4
  %61 = load ptr, ptr %6, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  store i32 %60, ptr %64, align 4
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %9, align 4
  %67 = icmp ne i32 %65, %66
  br i1 %67, label %68, label %128

68:                                               ; preds = %59
  store i32 0, ptr %12, align 4
  br label %69

69:                                               ; preds = %105, %68
  %70 = load i32, ptr %12, align 4
  %71 = load i32, ptr %8, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %108

73:                                               ; preds = %69
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %9, align 4
  %76 = mul nsw i32 %75, 4
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %74, i64 %79
  %81 = load double, ptr %80, align 8
  store double %81, ptr %13, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %10, align 4
  %84 = mul nsw i32 %83, 4
  %85 = load i32, ptr %12, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %82, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = load ptr, ptr %5, align 8
  %91 = load i32, ptr %9, align 4
  %92 = mul nsw i32 %91, 4
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %90, i64 %95
  store double %89, ptr %96, align 8
  %97 = load double, ptr %13, align 8
  %98 = load ptr, ptr %5, align 8
  %99 = load i32, ptr %10, align 4
  %100 = mul nsw i32 %99, 4
  %101 = load i32, ptr %12, align 4
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %98, i64 %103
  store double %97, ptr %104, align 8
  br label %105

105:                                              ; preds = %73
  %106 = load i32, ptr %12, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %12, align 4
  br label %69, !llvm.loop !13

108:                                              ; preds = %69
  %109 = load ptr, ptr %7, align 8
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr %109, i64 %111
  %113 = load double, ptr %112, align 8
  store double %113, ptr %14, align 8
  %114 = load ptr, ptr %7, align 8
  %115 = load i32, ptr %10, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %114, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load ptr, ptr %7, align 8
  %120 = load i32, ptr %9, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds double, ptr %119, i64 %121
  store double %118, ptr %122, align 8
  %123 = load double, ptr %14, align 8
  %124 = load ptr, ptr %7, align 8
  %125 = load i32, ptr %10, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %124, i64 %126
  store double %123, ptr %127, align 8
  br label %128

128:                                              ; preds = %108, %59
  %129 = load i32, ptr %9, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %15, align 4
  br label %131

131:                                              ; preds = %204, %128
  %132 = load i32, ptr %15, align 4
  %133 = load i32, ptr %8, align 4
  %134 = icmp slt i32 %132, %133
  br i1 %134, label %135, label %207

135:                                              ; preds = %131
  %136 = load ptr, ptr %5, align 8
  %137 = load i32, ptr %15, align 4
  %138 = mul nsw i32 %137, 4
  %139 = load i32, ptr %9, align 4
  %140 = add nsw i32 %138, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds double, ptr %136, i64 %141
  %143 = load double, ptr %142, align 8
  %144 = load ptr, ptr %5, align 8
  %145 = load i32, ptr %9, align 4
  %146 = mul nsw i32 %145, 4
  %147 = load i32, ptr %9, align 4
  %148 = add nsw i32 %146, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds double, ptr %144, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = fdiv double %143, %151
  store double %152, ptr %16, align 8
  %153 = load double, ptr %16, align 8
  %154 = load ptr, ptr %5, align 8
  %155 = load i32, ptr %15, align 4
  %156 = mul nsw i32 %155, 4
  %157 = load i32, ptr %9, align 4
  %158 = add nsw i32 %156, %157
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds double, ptr %154, i64 %159
  store double %153, ptr %160, align 8
  %161 = load i32, ptr %9, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %17, align 4
  br label %163

163:                                              ; preds = %187, %135
  %164 = load i32, ptr %17, align 4
  %165 = load i32, ptr %8, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %190

167:                                              ; preds = %163
  %168 = load double, ptr %16, align 8
  %169 = load ptr, ptr %5, align 8
  %170 = load i32, ptr %9, align 4
  %171 = mul nsw i32 %170, 4
  %172 = load i32, ptr %17, align 4
  %173 = add nsw i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds double, ptr %169, i64 %174
  %176 = load double, ptr %175, align 8
  %177 = load ptr, ptr %5, align 8
  %178 = load i32, ptr %15, align 4
  %179 = mul nsw i32 %178, 4
  %180 = load i32, ptr %17, align 4
  %181 = add nsw i32 %179, %180
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds double, ptr %177, i64 %182
  %184 = load double, ptr %183, align 8
  %185 = fneg double %168
  %186 = call double @llvm.fmuladd.f64(double %185, double %176, double %184)
  store double %186, ptr %183, align 8
  br label %187

187:                                              ; preds = %167
  %188 = load i32, ptr %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %17, align 4
  br label %163, !llvm.loop !14

190:                                              ; preds = %163
  %191 = load double, ptr %16, align 8
  %192 = load ptr, ptr %7, align 8
  %193 = load i32, ptr %9, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds double, ptr %192, i64 %194
  %196 = load double, ptr %195, align 8
  %197 = load ptr, ptr %7, align 8
  %198 = load i32, ptr %15, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds double, ptr %197, i64 %199
  %201 = load double, ptr %200, align 8
  %202 = fneg double %191
  %203 = call double @llvm.fmuladd.f64(double %202, double %196, double %201)
  store double %203, ptr %200, align 8
  br label %204

204:                                              ; preds = %190
  %205 = load i32, ptr %15, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %15, align 4
  br label %131, !llvm.loop !15

207:                                              ; preds = %131
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %9, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %9, align 4
  br label %21, !llvm.loop !16

211:                                              ; preds = %21
  %212 = load i32, ptr %8, align 4
  %213 = sub nsw i32 %212, 1
  store i32 %213, ptr %18, align 4
  br label %214

214:                                              ; preds = %264, %211
  %215 = load i32, ptr %18, align 4
  %216 = icmp sge i32 %215, 0
  br i1 %216, label %217, label %267

217:                                              ; preds = %214
  %218 = load ptr, ptr %7, align 8
  %219 = load i32, ptr %18, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds double, ptr %218, i64 %220
  %222 = load double, ptr %221, align 8
  store double %222, ptr %19, align 8
  %223 = load i32, ptr %18, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %20, align 4
  br label %225

225:                                              ; preds = %246, %217
  %226 = load i32, ptr %20, align 4
  %227 = load i32, ptr %8, align 4
  %228 = icmp slt i32 %226, %227
  br i1 %228, label %229, label %249

229:                                              ; preds = %225
  %230 = load ptr, ptr %5, align 8
  %231 = load i32, ptr %18, align 4
  %232 = mul nsw i32 %231, 4
  %233 = load i32, ptr %20, align 4
  %234 = add nsw i32 %232, %233
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds double, ptr %230, i64 %235
  %237 = load double, ptr %236, align 8
  %238 = load ptr, ptr %7, align 8
  %239 = load i32, ptr %20, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %238, i64 %240
  %242 = load double, ptr %241, align 8
  %243 = load double, ptr %19, align 8
  %244 = fneg double %237
  %245 = call double @llvm.fmuladd.f64(double %244, double %242, double %243)
  store double %245, ptr %19, align 8
  br label %246

246:                                              ; preds = %229
  %247 = load i32, ptr %20, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %20, align 4
  br label %225, !llvm.loop !17

249:                                              ; preds = %225
  %250 = load double, ptr %19, align 8
  %251 = load ptr, ptr %5, align 8
  %252 = load i32, ptr %18, align 4
  %253 = mul nsw i32 %252, 4
  %254 = load i32, ptr %18, align 4
  %255 = add nsw i32 %253, %254
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds double, ptr %251, i64 %256
  %258 = load double, ptr %257, align 8
  %259 = fdiv double %250, %258
  %260 = load ptr, ptr %7, align 8
  %261 = load i32, ptr %18, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds double, ptr %260, i64 %262
  store double %259, ptr %263, align 8
  br label %264

264:                                              ; preds = %249
  %265 = load i32, ptr %18, align 4
  %266 = add nsw i32 %265, -1
  store i32 %266, ptr %18, align 4
  br label %214, !llvm.loop !18

267:                                              ; preds = %214
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
