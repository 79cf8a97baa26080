; ModuleID = 'rev/15_running_max.c'
source_filename = "rev/15_running_max.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -5.000000e-01, double 1.200000e+00, double 8.000000e-01, double 1.900000e+00, double -2.000000e-01, double 1.000000e+00], align 8
@__const.main.y = private unnamed_addr constant [7 x double] [double 5.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 9.000000e-01, double -1.100000e+00, double 3.000000e-01], align 8
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"runmax d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dy[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca [7 x double], align 8
  %8 = alloca [7 x double], align 8
  %9 = alloca [7 x double], align 8
  %10 = alloca [32 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 7, ptr %3, align 4
  %17 = load volatile i32, ptr %3, align 4
  store i32 %17, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.y, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 56, i1 false)
  %18 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %19 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load i32, ptr %4, align 4
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @runmax, ptr noundef %18, ptr noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %24 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %25 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %26 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 0
  %27 = load i32, ptr @enzyme_const, align 4
  %28 = load i32, ptr %4, align 4
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @argmax_pick, ptr noundef %23, ptr noundef %24, ptr noundef %25, ptr noundef %26, i32 noundef %27, i32 noundef %28)
  store i32 0, ptr %11, align 4
  br label %30

30:                                               ; preds = %128, %0
  %31 = load i32, ptr %11, align 4
  %32 = icmp slt i32 %31, 7
  br i1 %32, label %33, label %131

33:                                               ; preds = %30
  %34 = load i32, ptr %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  store double %37, ptr %12, align 8
  %38 = load double, ptr %12, align 8
  %39 = fadd double %38, 0x3EB0C6F7A0B5ED8D
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %44 = load i32, ptr %4, align 4
  %45 = call double @runmax(ptr noundef %43, i32 noundef %44)
  store double %45, ptr %13, align 8
  %46 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %48 = load i32, ptr %4, align 4
  %49 = call double @argmax_pick(ptr noundef %46, ptr noundef %47, i32 noundef %48)
  store double %49, ptr %14, align 8
  %50 = load double, ptr %12, align 8
  %51 = fsub double %50, 0x3EB0C6F7A0B5ED8D
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %53
  store double %51, ptr %54, align 8
  %55 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %56 = load i32, ptr %4, align 4
  %57 = call double @runmax(ptr noundef %55, i32 noundef %56)
  store double %57, ptr %15, align 8
  %58 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %59 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %60 = load i32, ptr %4, align 4
  %61 = call double @argmax_pick(ptr noundef %58, ptr noundef %59, i32 noundef %60)
  store double %61, ptr %16, align 8
  %62 = load double, ptr %12, align 8
  %63 = load i32, ptr %11, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %67 = load i32, ptr %11, align 4
  %68 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %66, i64 noundef 32, ptr noundef @.str, i32 noundef %67) #6
  %69 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = load double, ptr %13, align 8
  %75 = load double, ptr %15, align 8
  %76 = fsub double %74, %75
  %77 = fdiv double %76, 2.000000e-06
  call void @check_any(ptr noundef %69, double noundef %73, double noundef %77)
  %78 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %79 = load i32, ptr %11, align 4
  %80 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %78, i64 noundef 32, ptr noundef @.str.1, i32 noundef %79) #6
  %81 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %82 = load i32, ptr %11, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load double, ptr %14, align 8
  %87 = load double, ptr %16, align 8
  %88 = fsub double %86, %87
  %89 = fdiv double %88, 2.000000e-06
  call void @check_any(ptr noundef %81, double noundef %85, double noundef %89)
  %90 = load i32, ptr %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  store double %93, ptr %12, align 8
  %94 = load double, ptr %12, align 8
  %95 = fadd double %94, 0x3EB0C6F7A0B5ED8D
  %96 = load i32, ptr %11, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %97
  store double %95, ptr %98, align 8
  %99 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %100 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %101 = load i32, ptr %4, align 4
  %102 = call double @argmax_pick(ptr noundef %99, ptr noundef %100, i32 noundef %101)
  store double %102, ptr %14, align 8
  %103 = load double, ptr %12, align 8
  %104 = fsub double %103, 0x3EB0C6F7A0B5ED8D
  %105 = load i32, ptr %11, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %106
  store double %104, ptr %107, align 8
  %108 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %109 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %110 = load i32, ptr %4, align 4
  %111 = call double @argmax_pick(ptr noundef %108, ptr noundef %109, i32 noundef %110)
  store double %111, ptr %16, align 8
  %112 = load double, ptr %12, align 8
  %113 = load i32, ptr %11, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %114
  store double %112, ptr %115, align 8
  %116 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %117 = load i32, ptr %11, align 4
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %116, i64 noundef 32, ptr noundef @.str.2, i32 noundef %117) #6
  %119 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 0
  %120 = load i32, ptr %11, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load double, ptr %14, align 8
  %125 = load double, ptr %16, align 8
  %126 = fsub double %124, %125
  %127 = fdiv double %126, 2.000000e-06
  call void @check_any(ptr noundef %119, double noundef %123, double noundef %127)
  br label %128

128:                                              ; preds = %33
  %129 = load i32, ptr %11, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %11, align 4
  br label %30, !llvm.loop !6

131:                                              ; preds = %30
  %132 = load i32, ptr @fails, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.4, ptr @.str.5
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %135)
  %137 = load i32, ptr @fails, align 4
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  ret i32 %139
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @runmax(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  store double %10, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %11

11:                                               ; preds = %38, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %41

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %5, align 8
  %22 = fcmp ogt double %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %15
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  store double %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %23, %15
  %30 = load double, ptr %5, align 8
  %31 = load double, ptr %5, align 8
  %32 = fmul double %30, %31
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  %35 = sitofp i32 %34 to double
  %36 = load double, ptr %6, align 8
  %37 = call double @llvm.fmuladd.f64(double %32, double %35, double %36)
  store double %37, ptr %6, align 8
  br label %38

38:                                               ; preds = %29
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %11, !llvm.loop !8

41:                                               ; preds = %11
  %42 = load double, ptr %6, align 8
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @argmax_pick(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %9

9:                                                ; preds = %28, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fcmp ogt double %18, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %25, %13
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %9, !llvm.loop !9

31:                                               ; preds = %9
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fmul double %36, %41
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = call double @sin(double noundef %52) #6
  %54 = call double @llvm.fmuladd.f64(double %42, double %47, double %53)
  ret double %54
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_any(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %6, align 8
  %8 = fcmp oeq double %7, 0.000000e+00
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  call void @check_zero(ptr noundef %10, double noundef %11)
  br label %16

12:                                               ; preds = %3
  %13 = load ptr, ptr %4, align 8
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  call void @check(ptr noundef %13, double noundef %14, double noundef %15)
  br label %16

16:                                               ; preds = %12, %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #4

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
  %14 = select i1 %12, ptr @.str.5, ptr @.str.4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %9, double noundef %10, ptr noundef %14)
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

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
