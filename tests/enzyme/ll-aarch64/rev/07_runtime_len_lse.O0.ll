; ModuleID = 'rev/07_runtime_len_lse.c'
source_filename = "rev/07_runtime_len_lse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"strided\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cumprod_sum\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"lse\00", align 1
@__const.main.names = private unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 8
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @strided2, ptr @cumprod_sum, ptr @lse], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"%s d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [10 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca [40 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca [10 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 7, ptr %3, align 4
  store volatile i32 2, ptr %4, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %5, align 4
  %19 = load volatile i32, ptr %4, align 4
  store i32 %19, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %32, %0
  %21 = load i32, ptr %8, align 4
  %22 = icmp slt i32 %21, 10
  br i1 %22, label %23, label %35

23:                                               ; preds = %20
  %24 = load i32, ptr %8, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double 2.100000e+00, double %25, double 4.000000e-01)
  %27 = call double @sin(double noundef %26) #6
  %28 = call double @llvm.fmuladd.f64(double 6.000000e-01, double %27, double 1.100000e+00)
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %23
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %20, !llvm.loop !6

35:                                               ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.names, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.fs, i64 24, i1 false)
  store i32 0, ptr %12, align 4
  br label %36

36:                                               ; preds = %136, %35
  %37 = load i32, ptr %12, align 4
  %38 = icmp slt i32 %37, 3
  br i1 %38, label %39, label %139

39:                                               ; preds = %36
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 80, i1 false)
  %40 = load i32, ptr %12, align 4
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %45 = getelementptr inbounds [10 x double], ptr %13, i64 0, i64 0
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = load i32, ptr %5, align 4
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr %6, align 4
  %50 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @strided, i32 noundef %43, ptr noundef %44, ptr noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49)
  br label %69

51:                                               ; preds = %39
  %52 = load i32, ptr %12, align 4
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %61

54:                                               ; preds = %51
  %55 = load i32, ptr @enzyme_dup, align 4
  %56 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %57 = getelementptr inbounds [10 x double], ptr %13, i64 0, i64 0
  %58 = load i32, ptr @enzyme_const, align 4
  %59 = load i32, ptr %5, align 4
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @cumprod_sum, i32 noundef %55, ptr noundef %56, ptr noundef %57, i32 noundef %58, i32 noundef %59)
  br label %68

61:                                               ; preds = %51
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %64 = getelementptr inbounds [10 x double], ptr %13, i64 0, i64 0
  %65 = load i32, ptr @enzyme_const, align 4
  %66 = load i32, ptr %5, align 4
  %67 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @lse, i32 noundef %62, ptr noundef %63, ptr noundef %64, i32 noundef %65, i32 noundef %66)
  br label %68

68:                                               ; preds = %61, %54
  br label %69

69:                                               ; preds = %68, %42
  store i32 0, ptr %14, align 4
  br label %70

70:                                               ; preds = %132, %69
  %71 = load i32, ptr %14, align 4
  %72 = icmp slt i32 %71, 10
  br i1 %72, label %73, label %135

73:                                               ; preds = %70
  %74 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %75 = load i32, ptr %12, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8
  %79 = load i32, ptr %14, align 4
  %80 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %74, i64 noundef 40, ptr noundef @.str.3, ptr noundef %78, i32 noundef %79) #6
  %81 = load i32, ptr %14, align 4
  %82 = load i32, ptr %5, align 4
  %83 = icmp sge i32 %81, %82
  br i1 %83, label %84, label %90

84:                                               ; preds = %73
  %85 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %86 = load i32, ptr %14, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x double], ptr %13, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  call void @check_zero(ptr noundef %85, double noundef %89)
  br label %132

90:                                               ; preds = %73
  %91 = load i32, ptr %14, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  store double %94, ptr %15, align 8
  %95 = load double, ptr %15, align 8
  %96 = fadd double %95, 0x3EB0C6F7A0B5ED8D
  %97 = load i32, ptr %14, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %98
  store double %96, ptr %99, align 8
  %100 = load i32, ptr %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 %101
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %105 = load i32, ptr %5, align 4
  %106 = call double %103(ptr noundef %104, i32 noundef %105)
  store double %106, ptr %16, align 8
  %107 = load double, ptr %15, align 8
  %108 = fsub double %107, 0x3EB0C6F7A0B5ED8D
  %109 = load i32, ptr %14, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %110
  store double %108, ptr %111, align 8
  %112 = load i32, ptr %12, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 %113
  %115 = load ptr, ptr %114, align 8
  %116 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %117 = load i32, ptr %5, align 4
  %118 = call double %115(ptr noundef %116, i32 noundef %117)
  store double %118, ptr %17, align 8
  %119 = load double, ptr %15, align 8
  %120 = load i32, ptr %14, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %121
  store double %119, ptr %122, align 8
  %123 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %124 = load i32, ptr %14, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [10 x double], ptr %13, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %16, align 8
  %129 = load double, ptr %17, align 8
  %130 = fsub double %128, %129
  %131 = fdiv double %130, 2.000000e-06
  call void @check(ptr noundef %123, double noundef %127, double noundef %131)
  br label %132

132:                                              ; preds = %90, %84
  %133 = load i32, ptr %14, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %14, align 4
  br label %70, !llvm.loop !8

135:                                              ; preds = %70
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %12, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %12, align 4
  br label %36, !llvm.loop !9

139:                                              ; preds = %36
  %140 = load i32, ptr @fails, align 4
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i64
  %143 = select i1 %141, ptr @.str.5, ptr @.str.6
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %143)
  %145 = load i32, ptr @fails, align 4
  %146 = icmp ne i32 %145, 0
  %147 = zext i1 %146 to i32
  ret i32 %147
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strided2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call double @strided(ptr noundef %5, i32 noundef %6, i32 noundef 2)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cumprod_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %5, align 8
  %19 = fmul double %18, %17
  store double %19, ptr %5, align 8
  %20 = load double, ptr %5, align 8
  %21 = load double, ptr %6, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %6, align 8
  br label %23

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8, !llvm.loop !10

26:                                               ; preds = %8
  %27 = load double, ptr %6, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lse(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %12

12:                                               ; preds = %31, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %16
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  store double %29, ptr %5, align 8
  br label %30

30:                                               ; preds = %24, %16
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4
  br label %12, !llvm.loop !11

34:                                               ; preds = %12
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %50, %34
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %4, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %35
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %5, align 8
  %46 = fsub double %44, %45
  %47 = call double @exp(double noundef %46) #6
  %48 = load double, ptr %7, align 8
  %49 = fadd double %48, %47
  store double %49, ptr %7, align 8
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %35, !llvm.loop !12

53:                                               ; preds = %35
  %54 = load double, ptr %5, align 8
  %55 = load double, ptr %7, align 8
  %56 = call double @log(double noundef %55) #6
  %57 = fadd double %54, %56
  ret double %57
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strided(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load i32, ptr %8, align 4
  %16 = add nsw i32 %15, 1
  %17 = sitofp i32 %16 to double
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double %17, %22
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %7, align 8
  %30 = call double @llvm.fmuladd.f64(double %23, double %28, double %29)
  store double %30, ptr %7, align 8
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %8, align 4
  br label %10, !llvm.loop !13

35:                                               ; preds = %10
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  store i32 %37, ptr %9, align 4
  br label %38

38:                                               ; preds = %55, %35
  %39 = load i32, ptr %9, align 4
  %40 = icmp sge i32 %39, 0
  br i1 %40, label %41, label %58

41:                                               ; preds = %38
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = fmul double 5.000000e-01, %46
  %48 = load double, ptr %7, align 8
  %49 = fmul double %47, %48
  %50 = load double, ptr %7, align 8
  %51 = fadd double 1.000000e+00, %50
  %52 = fdiv double %49, %51
  %53 = load double, ptr %7, align 8
  %54 = fadd double %53, %52
  store double %54, ptr %7, align 8
  br label %55

55:                                               ; preds = %41
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, ptr %9, align 4
  br label %38, !llvm.loop !14

58:                                               ; preds = %38
  %59 = load double, ptr %7, align 8
  ret double %59
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_zero(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oeq double %6, 0.000000e+00
  %8 = zext i1 %7 to i32
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.6, ptr @.str.5
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %9, double noundef %10, ptr noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = icmp ne i32 %16, 0
  %18 = xor i1 %17, true
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
