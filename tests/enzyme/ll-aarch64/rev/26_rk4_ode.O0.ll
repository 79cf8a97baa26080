; ModuleID = 'rev/26_rk4_ode.c'
source_filename = "rev/26_rk4_ode.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.y0 = private unnamed_addr constant [2 x double] [double 1.200000e+00, double 0x3FE6666666666666], align 8
@__const.main.p = private unnamed_addr constant [4 x double] [double 1.100000e+00, double 6.000000e-01, double 4.500000e-01, double 9.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/dy0[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dp[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca double, align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca [2 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca double, align 8
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 200, ptr %3, align 4
  %21 = load volatile i32, ptr %3, align 4
  store i32 %21, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.y0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.p, i64 32, i1 false)
  store double 2.000000e-02, ptr %7, align 8
  %22 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %23 = load double, ptr %22, align 8
  store double %23, ptr %8, align 8
  %24 = getelementptr inbounds double, ptr %8, i64 1
  %25 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %26 = load double, ptr %25, align 8
  store double %26, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 32, i1 false)
  %27 = load i32, ptr @enzyme_dup, align 4
  %28 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %29 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %30 = load i32, ptr @enzyme_dup, align 4
  %31 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %32 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %33 = load i32, ptr @enzyme_out, align 4
  %34 = load double, ptr %7, align 8
  %35 = load i32, ptr @enzyme_const, align 4
  %36 = load i32, ptr %4, align 4
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @integrate, i32 noundef %27, ptr noundef %28, ptr noundef %29, i32 noundef %30, ptr noundef %31, ptr noundef %32, i32 noundef %33, double noundef %34, i32 noundef %35, i32 noundef %36)
  store double %37, ptr %11, align 8
  %38 = load double, ptr %11, align 8
  %39 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %40 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %41 = load double, ptr %7, align 8
  %42 = fadd double %41, 0x3EB0C6F7A0B5ED8D
  %43 = load i32, ptr %4, align 4
  %44 = call double @run(ptr noundef %39, ptr noundef %40, double noundef %42, i32 noundef %43)
  %45 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %46 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %47 = load double, ptr %7, align 8
  %48 = fsub double %47, 0x3EB0C6F7A0B5ED8D
  %49 = load i32, ptr %4, align 4
  %50 = call double @run(ptr noundef %45, ptr noundef %46, double noundef %48, i32 noundef %49)
  %51 = fsub double %44, %50
  %52 = fdiv double %51, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %38, double noundef %52)
  store i32 0, ptr %13, align 4
  br label %53

53:                                               ; preds = %97, %0
  %54 = load i32, ptr %13, align 4
  %55 = icmp slt i32 %54, 2
  br i1 %55, label %56, label %100

56:                                               ; preds = %53
  %57 = load i32, ptr %13, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %14, align 8
  %61 = load double, ptr %14, align 8
  %62 = fadd double %61, 0x3EB0C6F7A0B5ED8D
  %63 = load i32, ptr %13, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %67 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %68 = load double, ptr %7, align 8
  %69 = load i32, ptr %4, align 4
  %70 = call double @run(ptr noundef %66, ptr noundef %67, double noundef %68, i32 noundef %69)
  store double %70, ptr %15, align 8
  %71 = load double, ptr %14, align 8
  %72 = fsub double %71, 0x3EB0C6F7A0B5ED8D
  %73 = load i32, ptr %13, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 %74
  store double %72, ptr %75, align 8
  %76 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %77 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %78 = load double, ptr %7, align 8
  %79 = load i32, ptr %4, align 4
  %80 = call double @run(ptr noundef %76, ptr noundef %77, double noundef %78, i32 noundef %79)
  store double %80, ptr %16, align 8
  %81 = load double, ptr %14, align 8
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 %83
  store double %81, ptr %84, align 8
  %85 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %86 = load i32, ptr %13, align 4
  %87 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %85, i64 noundef 32, ptr noundef @.str.1, i32 noundef %86) #6
  %88 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %89 = load i32, ptr %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load double, ptr %15, align 8
  %94 = load double, ptr %16, align 8
  %95 = fsub double %93, %94
  %96 = fdiv double %95, 2.000000e-06
  call void @check(ptr noundef %88, double noundef %92, double noundef %96)
  br label %97

97:                                               ; preds = %56
  %98 = load i32, ptr %13, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %13, align 4
  br label %53, !llvm.loop !6

100:                                              ; preds = %53
  store i32 0, ptr %17, align 4
  br label %101

101:                                              ; preds = %145, %100
  %102 = load i32, ptr %17, align 4
  %103 = icmp slt i32 %102, 4
  br i1 %103, label %104, label %148

104:                                              ; preds = %101
  %105 = load i32, ptr %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  store double %108, ptr %18, align 8
  %109 = load double, ptr %18, align 8
  %110 = fadd double %109, 0x3EB0C6F7A0B5ED8D
  %111 = load i32, ptr %17, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %112
  store double %110, ptr %113, align 8
  %114 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %115 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %116 = load double, ptr %7, align 8
  %117 = load i32, ptr %4, align 4
  %118 = call double @run(ptr noundef %114, ptr noundef %115, double noundef %116, i32 noundef %117)
  store double %118, ptr %19, align 8
  %119 = load double, ptr %18, align 8
  %120 = fsub double %119, 0x3EB0C6F7A0B5ED8D
  %121 = load i32, ptr %17, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %122
  store double %120, ptr %123, align 8
  %124 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %125 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %126 = load double, ptr %7, align 8
  %127 = load i32, ptr %4, align 4
  %128 = call double @run(ptr noundef %124, ptr noundef %125, double noundef %126, i32 noundef %127)
  store double %128, ptr %20, align 8
  %129 = load double, ptr %18, align 8
  %130 = load i32, ptr %17, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %131
  store double %129, ptr %132, align 8
  %133 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %134 = load i32, ptr %17, align 4
  %135 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %133, i64 noundef 32, ptr noundef @.str.2, i32 noundef %134) #6
  %136 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %137 = load i32, ptr %17, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load double, ptr %19, align 8
  %142 = load double, ptr %20, align 8
  %143 = fsub double %141, %142
  %144 = fdiv double %143, 2.000000e-06
  call void @check(ptr noundef %136, double noundef %140, double noundef %144)
  br label %145

145:                                              ; preds = %104
  %146 = load i32, ptr %17, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %17, align 4
  br label %101, !llvm.loop !8

148:                                              ; preds = %101
  %149 = load i32, ptr @fails, align 4
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i64
  %152 = select i1 %150, ptr @.str.4, ptr @.str.5
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %152)
  %154 = load i32, ptr @fails, align 4
  %155 = icmp ne i32 %154, 0
  %156 = zext i1 %155 to i32
  ret i32 %156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @integrate(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %29, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %32

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load double, ptr %7, align 8
  call void @rk4_step(ptr noundef %16, ptr noundef %17, double noundef %18)
  %19 = load double, ptr %7, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 0
  %22 = load double, ptr %21, align 8
  %23 = fmul double %19, %22
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 1
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %9, align 8
  %28 = call double @llvm.fmuladd.f64(double %23, double %26, double %27)
  store double %28, ptr %9, align 8
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %10, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %10, align 4
  br label %11, !llvm.loop !9

32:                                               ; preds = %11
  %33 = load double, ptr %9, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 0
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 0
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %36, double %39, double %33)
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 1
  %43 = load double, ptr %42, align 8
  %44 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %43, double %40)
  ret double %44
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
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @run(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca [2 x double], align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  %12 = load double, ptr %11, align 8
  store double %12, ptr %9, align 8
  %13 = getelementptr inbounds double, ptr %9, i64 1
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  store double %16, ptr %13, align 8
  %17 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %18 = load ptr, ptr %6, align 8
  %19 = load double, ptr %7, align 8
  %20 = load i32, ptr %8, align 4
  %21 = call double @integrate(ptr noundef %17, ptr noundef %18, double noundef %19, i32 noundef %20)
  ret double %21
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rk4_step(ptr noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca [2 x double], align 8
  %10 = alloca [2 x double], align 8
  %11 = alloca [2 x double], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @lv(ptr noundef %16, ptr noundef %17, ptr noundef %18)
  store i32 0, ptr %12, align 4
  br label %19

19:                                               ; preds = %38, %3
  %20 = load i32, ptr %12, align 4
  %21 = icmp slt i32 %20, 2
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %12, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %6, align 8
  %29 = fmul double 5.000000e-01, %28
  %30 = load i32, ptr %12, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = call double @llvm.fmuladd.f64(double %29, double %33, double %27)
  %35 = load i32, ptr %12, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %22
  %39 = load i32, ptr %12, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %12, align 4
  br label %19, !llvm.loop !10

41:                                               ; preds = %19
  %42 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  call void @lv(ptr noundef %42, ptr noundef %43, ptr noundef %44)
  store i32 0, ptr %13, align 4
  br label %45

45:                                               ; preds = %64, %41
  %46 = load i32, ptr %13, align 4
  %47 = icmp slt i32 %46, 2
  br i1 %47, label %48, label %67

48:                                               ; preds = %45
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %13, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load double, ptr %6, align 8
  %55 = fmul double 5.000000e-01, %54
  %56 = load i32, ptr %13, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = call double @llvm.fmuladd.f64(double %55, double %59, double %53)
  %61 = load i32, ptr %13, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 %62
  store double %60, ptr %63, align 8
  br label %64

64:                                               ; preds = %48
  %65 = load i32, ptr %13, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %13, align 4
  br label %45, !llvm.loop !11

67:                                               ; preds = %45
  %68 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  call void @lv(ptr noundef %68, ptr noundef %69, ptr noundef %70)
  store i32 0, ptr %14, align 4
  br label %71

71:                                               ; preds = %89, %67
  %72 = load i32, ptr %14, align 4
  %73 = icmp slt i32 %72, 2
  br i1 %73, label %74, label %92

74:                                               ; preds = %71
  %75 = load ptr, ptr %4, align 8
  %76 = load i32, ptr %14, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %75, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load double, ptr %6, align 8
  %81 = load i32, ptr %14, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double %80, double %84, double %79)
  %86 = load i32, ptr %14, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 %87
  store double %85, ptr %88, align 8
  br label %89

89:                                               ; preds = %74
  %90 = load i32, ptr %14, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %14, align 4
  br label %71, !llvm.loop !12

92:                                               ; preds = %71
  %93 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %94 = load ptr, ptr %5, align 8
  %95 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @lv(ptr noundef %93, ptr noundef %94, ptr noundef %95)
  store i32 0, ptr %15, align 4
  br label %96

96:                                               ; preds = %127, %92
  %97 = load i32, ptr %15, align 4
  %98 = icmp slt i32 %97, 2
  br i1 %98, label %99, label %130

99:                                               ; preds = %96
  %100 = load double, ptr %6, align 8
  %101 = fdiv double %100, 6.000000e+00
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load i32, ptr %15, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %109, double %105)
  %111 = load i32, ptr %15, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %114, double %110)
  %116 = load i32, ptr %15, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = fadd double %115, %119
  %121 = load ptr, ptr %4, align 8
  %122 = load i32, ptr %15, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %121, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = call double @llvm.fmuladd.f64(double %101, double %120, double %125)
  store double %126, ptr %124, align 8
  br label %127

127:                                              ; preds = %99
  %128 = load i32, ptr %15, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %15, align 4
  br label %96, !llvm.loop !13

130:                                              ; preds = %96
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lv(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 1
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = fmul double %15, %18
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  %23 = fmul double %19, %22
  %24 = fneg double %23
  %25 = call double @llvm.fmuladd.f64(double %9, double %12, double %24)
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 0
  store double %25, ptr %27, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 2
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 0
  %33 = load double, ptr %32, align 8
  %34 = fmul double %30, %33
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 1
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds double, ptr %38, i64 3
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 1
  %43 = load double, ptr %42, align 8
  %44 = fmul double %40, %43
  %45 = fneg double %44
  %46 = call double @llvm.fmuladd.f64(double %34, double %37, double %45)
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds double, ptr %47, i64 1
  store double %46, ptr %48, align 8
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
