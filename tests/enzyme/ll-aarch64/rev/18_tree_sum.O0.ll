; ModuleID = 'rev/18_tree_sum.c'
source_filename = "rev/18_tree_sum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { double, i32, ptr, ptr }

@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"tree_sum d/dval[%d]\00", align 1
@__const.main.x = private unnamed_addr constant [8 x double] [double 5.000000e-01, double -3.000000e-01, double 1.200000e+00, double 1.000000e-01, double -9.000000e-01, double 8.000000e-01, double 1.600000e+00, double -5.000000e-02], align 8
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"bst_sum d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [7 x ptr], align 8
  %4 = alloca [7 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [32 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [8 x double], align 8
  %17 = alloca [8 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %22 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 0
  %23 = call ptr @build(i32 noundef 3, i32 noundef 0, ptr noundef %5, ptr noundef %22)
  store ptr %23, ptr %7, align 8
  %24 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 0
  %25 = call ptr @build(i32 noundef 3, i32 noundef 0, ptr noundef %6, ptr noundef %24)
  store ptr %25, ptr %8, align 8
  %26 = load ptr, ptr %8, align 8
  call void @zero_vals(ptr noundef %26)
  %27 = load i32, ptr @enzyme_dup, align 4
  %28 = load ptr, ptr %7, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @tree_sum, i32 noundef %27, ptr noundef %28, ptr noundef %29)
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %79, %0
  %32 = load i32, ptr %10, align 4
  %33 = icmp slt i32 %32, 7
  br i1 %33, label %34, label %82

34:                                               ; preds = %31
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  store double %40, ptr %11, align 8
  %41 = load double, ptr %11, align 8
  %42 = fadd double %41, 0x3EB0C6F7A0B5ED8D
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 %44
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 0
  store double %42, ptr %47, align 8
  %48 = load ptr, ptr %7, align 8
  %49 = call double @tree_sum(ptr noundef %48)
  store double %49, ptr %12, align 8
  %50 = load double, ptr %11, align 8
  %51 = fsub double %50, 0x3EB0C6F7A0B5ED8D
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds %struct.node, ptr %55, i32 0, i32 0
  store double %51, ptr %56, align 8
  %57 = load ptr, ptr %7, align 8
  %58 = call double @tree_sum(ptr noundef %57)
  store double %58, ptr %13, align 8
  %59 = load double, ptr %11, align 8
  %60 = load i32, ptr %10, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 %61
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds %struct.node, ptr %63, i32 0, i32 0
  store double %59, ptr %64, align 8
  %65 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %66 = load i32, ptr %10, align 4
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %65, i64 noundef 32, ptr noundef @.str, i32 noundef %66) #7
  %68 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %69 = load i32, ptr %10, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %70
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds %struct.node, ptr %72, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = load double, ptr %12, align 8
  %76 = load double, ptr %13, align 8
  %77 = fsub double %75, %76
  %78 = fdiv double %77, 2.000000e-06
  call void @check(ptr noundef %68, double noundef %74, double noundef %78)
  br label %79

79:                                               ; preds = %34
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %10, align 4
  br label %31, !llvm.loop !6

82:                                               ; preds = %31
  %83 = load ptr, ptr %7, align 8
  call void @release(ptr noundef %83)
  %84 = load ptr, ptr %8, align 8
  call void @release(ptr noundef %84)
  store volatile i32 8, ptr %14, align 4
  %85 = load volatile i32, ptr %14, align 4
  store i32 %85, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.x, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 64, i1 false)
  %86 = load i32, ptr @enzyme_dup, align 4
  %87 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %88 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  %89 = load i32, ptr @enzyme_const, align 4
  %90 = load i32, ptr %15, align 4
  %91 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @bst_sum, i32 noundef %86, ptr noundef %87, ptr noundef %88, i32 noundef %89, i32 noundef %90)
  store i32 0, ptr %18, align 4
  br label %92

92:                                               ; preds = %132, %82
  %93 = load i32, ptr %18, align 4
  %94 = icmp slt i32 %93, 8
  br i1 %94, label %95, label %135

95:                                               ; preds = %92
  %96 = load i32, ptr %18, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  store double %99, ptr %19, align 8
  %100 = load double, ptr %19, align 8
  %101 = fadd double %100, 0x3EB0C6F7A0B5ED8D
  %102 = load i32, ptr %18, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %103
  store double %101, ptr %104, align 8
  %105 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %106 = load i32, ptr %15, align 4
  %107 = call double @bst_sum(ptr noundef %105, i32 noundef %106)
  store double %107, ptr %20, align 8
  %108 = load double, ptr %19, align 8
  %109 = fsub double %108, 0x3EB0C6F7A0B5ED8D
  %110 = load i32, ptr %18, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %111
  store double %109, ptr %112, align 8
  %113 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %114 = load i32, ptr %15, align 4
  %115 = call double @bst_sum(ptr noundef %113, i32 noundef %114)
  store double %115, ptr %21, align 8
  %116 = load double, ptr %19, align 8
  %117 = load i32, ptr %18, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %118
  store double %116, ptr %119, align 8
  %120 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %121 = load i32, ptr %18, align 4
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %120, i64 noundef 32, ptr noundef @.str.1, i32 noundef %121) #7
  %123 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %124 = load i32, ptr %18, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %20, align 8
  %129 = load double, ptr %21, align 8
  %130 = fsub double %128, %129
  %131 = fdiv double %130, 2.000000e-06
  call void @check(ptr noundef %123, double noundef %127, double noundef %131)
  br label %132

132:                                              ; preds = %95
  %133 = load i32, ptr %18, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %18, align 4
  br label %92, !llvm.loop !8

135:                                              ; preds = %92
  %136 = load i32, ptr @fails, align 4
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i64
  %139 = select i1 %137, ptr @.str.3, ptr @.str.4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %139)
  %141 = load i32, ptr @fails, align 4
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  ret i32 %143
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @build(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %12 = load i32, ptr %6, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %4
  store ptr null, ptr %5, align 8
  br label %57

15:                                               ; preds = %4
  %16 = call noalias ptr @malloc(i64 noundef 32) #8
  store ptr %16, ptr %10, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  store i32 %18, ptr %11, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load ptr, ptr %9, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds ptr, ptr %21, i64 %23
  store ptr %20, ptr %24, align 8
  %25 = load i32, ptr %11, align 4
  %26 = sitofp i32 %25 to double
  %27 = fmul double 1.900000e+00, %26
  %28 = call double @cos(double noundef %27) #7
  %29 = load i32, ptr %11, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 1.000000e-01, %30
  %32 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %28, double %31)
  %33 = load ptr, ptr %10, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 0
  store double %32, ptr %34, align 8
  %35 = load i32, ptr %7, align 4
  %36 = load ptr, ptr %10, align 8
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 1
  store i32 %35, ptr %37, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sub nsw i32 %38, 1
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = call ptr @build(i32 noundef %39, i32 noundef %41, ptr noundef %42, ptr noundef %43)
  %45 = load ptr, ptr %10, align 8
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 2
  store ptr %44, ptr %46, align 8
  %47 = load i32, ptr %6, align 4
  %48 = sub nsw i32 %47, 1
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  %51 = load ptr, ptr %8, align 8
  %52 = load ptr, ptr %9, align 8
  %53 = call ptr @build(i32 noundef %48, i32 noundef %50, ptr noundef %51, ptr noundef %52)
  %54 = load ptr, ptr %10, align 8
  %55 = getelementptr inbounds %struct.node, ptr %54, i32 0, i32 3
  store ptr %53, ptr %55, align 8
  %56 = load ptr, ptr %10, align 8
  store ptr %56, ptr %5, align 8
  br label %57

57:                                               ; preds = %15, %14
  %58 = load ptr, ptr %5, align 8
  ret ptr %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @zero_vals(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %14

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0
  store double 0.000000e+00, ptr %7, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 2
  %10 = load ptr, ptr %9, align 8
  call void @zero_vals(ptr noundef %10)
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 3
  %13 = load ptr, ptr %12, align 8
  call void @zero_vals(ptr noundef %13)
  br label %14

14:                                               ; preds = %5, %1
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tree_sum(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %35

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fmul double %10, %13
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = call double @sin(double noundef %22) #7
  %24 = call double @llvm.fmuladd.f64(double %14, double %19, double %23)
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.node, ptr %25, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = call double @tree_sum(ptr noundef %27)
  %29 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %28, double %24)
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 3
  %32 = load ptr, ptr %31, align 8
  %33 = call double @tree_sum(ptr noundef %32)
  %34 = fadd double %29, %33
  store double %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %7, %6
  %36 = load double, ptr %2, align 8
  ret double %36
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  call void @release(ptr noundef %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  call void @release(ptr noundef %11)
  %12 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %12) #7
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bst_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store ptr null, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call ptr @insert(ptr noundef %13, double noundef %18, i32 noundef 0)
  store ptr %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %8, !llvm.loop !9

23:                                               ; preds = %8
  %24 = load ptr, ptr %5, align 8
  %25 = call double @tree_sum(ptr noundef %24)
  store double %25, ptr %7, align 8
  %26 = load ptr, ptr %5, align 8
  call void @release(ptr noundef %26)
  %27 = load double, ptr %7, align 8
  ret double %27
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %23, label %10

10:                                               ; preds = %3
  %11 = call noalias ptr @malloc(i64 noundef 32) #8
  store ptr %11, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0
  store double %12, ptr %14, align 8
  %15 = load i32, ptr %7, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 1
  store i32 %15, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 3
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 2
  store ptr null, ptr %21, align 8
  %22 = load ptr, ptr %5, align 8
  store ptr %22, ptr %4, align 8
  br label %51

23:                                               ; preds = %3
  %24 = load double, ptr %6, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.node, ptr %25, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = fcmp olt double %24, %27
  br i1 %28, label %29, label %39

29:                                               ; preds = %23
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 2
  %32 = load ptr, ptr %31, align 8
  %33 = load double, ptr %6, align 8
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  %36 = call ptr @insert(ptr noundef %32, double noundef %33, i32 noundef %35)
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.node, ptr %37, i32 0, i32 2
  store ptr %36, ptr %38, align 8
  br label %49

39:                                               ; preds = %23
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.node, ptr %40, i32 0, i32 3
  %42 = load ptr, ptr %41, align 8
  %43 = load double, ptr %6, align 8
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  %46 = call ptr @insert(ptr noundef %42, double noundef %43, i32 noundef %45)
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.node, ptr %47, i32 0, i32 3
  store ptr %46, ptr %48, align 8
  br label %49

49:                                               ; preds = %39, %29
  %50 = load ptr, ptr %5, align 8
  store ptr %50, ptr %4, align 8
  br label %51

51:                                               ; preds = %49, %10
  %52 = load ptr, ptr %4, align 8
  ret ptr %52
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
