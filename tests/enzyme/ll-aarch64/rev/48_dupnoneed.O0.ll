; ModuleID = 'rev/48_dupnoneed.c'
source_filename = "rev/48_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@seed = internal constant [5 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e-01, double 0xBFE6666666666666], align 8
@enzyme_dup = external global i32, align 4
@enzyme_dupnoneed = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"smooth dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"with_work dx[%d]\00", align 1
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
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca [5 x double], align 8
  %16 = alloca [5 x double], align 8
  %17 = alloca [5 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %22 = load volatile i32, ptr %3, align 4
  store i32 %22, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %23 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 0x3FE6666666666666, ptr %23, align 8
  %24 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -4.000000e-01, ptr %24, align 8
  %25 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 1.300000e+00, ptr %25, align 8
  %26 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 2.000000e-01, ptr %26, align 8
  %27 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -1.100000e+00, ptr %27, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %39, %0
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %29, 5
  br i1 %30, label %31, label %42

31:                                               ; preds = %28
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %37
  store double %35, ptr %38, align 8
  br label %39

39:                                               ; preds = %31
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %28, !llvm.loop !6

42:                                               ; preds = %28
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %45 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %46 = load i32, ptr @enzyme_dupnoneed, align 4
  %47 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %48 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %49 = load i32, ptr @enzyme_const, align 4
  %50 = load i32, ptr %4, align 4
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @smooth, i32 noundef %43, ptr noundef %44, ptr noundef %45, i32 noundef %46, ptr noundef %47, ptr noundef %48, i32 noundef %49, i32 noundef %50)
  store i32 0, ptr %11, align 4
  br label %52

52:                                               ; preds = %92, %42
  %53 = load i32, ptr %11, align 4
  %54 = icmp slt i32 %53, 5
  br i1 %54, label %55, label %95

55:                                               ; preds = %52
  %56 = load i32, ptr %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  store double %59, ptr %12, align 8
  %60 = load double, ptr %12, align 8
  %61 = fadd double %60, 0x3EB0C6F7A0B5ED8D
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %66 = load i32, ptr %4, align 4
  %67 = call double @smooth_seeded(ptr noundef %65, i32 noundef %66)
  store double %67, ptr %13, align 8
  %68 = load double, ptr %12, align 8
  %69 = fsub double %68, 0x3EB0C6F7A0B5ED8D
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %71
  store double %69, ptr %72, align 8
  %73 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %74 = load i32, ptr %4, align 4
  %75 = call double @smooth_seeded(ptr noundef %73, i32 noundef %74)
  store double %75, ptr %14, align 8
  %76 = load double, ptr %12, align 8
  %77 = load i32, ptr %11, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %78
  store double %76, ptr %79, align 8
  %80 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %81 = load i32, ptr %11, align 4
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %80, i64 noundef 64, ptr noundef @.str, i32 noundef %81) #5
  %83 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %84 = load i32, ptr %11, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %13, align 8
  %89 = load double, ptr %14, align 8
  %90 = fsub double %88, %89
  %91 = fdiv double %90, 2.000000e-06
  call void @check(ptr noundef %83, double noundef %87, double noundef %91)
  br label %92

92:                                               ; preds = %55
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %11, align 4
  br label %52, !llvm.loop !8

95:                                               ; preds = %52
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 40, i1 false)
  %96 = load i32, ptr @enzyme_dup, align 4
  %97 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %98 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %99 = load i32, ptr @enzyme_dupnoneed, align 4
  %100 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  %101 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  %102 = load i32, ptr @enzyme_const, align 4
  %103 = load i32, ptr %4, align 4
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @with_work, i32 noundef %96, ptr noundef %97, ptr noundef %98, i32 noundef %99, ptr noundef %100, ptr noundef %101, i32 noundef %102, i32 noundef %103)
  store i32 0, ptr %18, align 4
  br label %105

105:                                              ; preds = %145, %95
  %106 = load i32, ptr %18, align 4
  %107 = icmp slt i32 %106, 5
  br i1 %107, label %108, label %148

108:                                              ; preds = %105
  %109 = load i32, ptr %18, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  store double %112, ptr %19, align 8
  %113 = load double, ptr %19, align 8
  %114 = fadd double %113, 0x3EB0C6F7A0B5ED8D
  %115 = load i32, ptr %18, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %116
  store double %114, ptr %117, align 8
  %118 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %119 = load i32, ptr %4, align 4
  %120 = call double @with_work_val(ptr noundef %118, i32 noundef %119)
  store double %120, ptr %20, align 8
  %121 = load double, ptr %19, align 8
  %122 = fsub double %121, 0x3EB0C6F7A0B5ED8D
  %123 = load i32, ptr %18, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %124
  store double %122, ptr %125, align 8
  %126 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %127 = load i32, ptr %4, align 4
  %128 = call double @with_work_val(ptr noundef %126, i32 noundef %127)
  store double %128, ptr %21, align 8
  %129 = load double, ptr %19, align 8
  %130 = load i32, ptr %18, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %131
  store double %129, ptr %132, align 8
  %133 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %134 = load i32, ptr %18, align 4
  %135 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %133, i64 noundef 64, ptr noundef @.str.1, i32 noundef %134) #5
  %136 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %137 = load i32, ptr %18, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load double, ptr %20, align 8
  %142 = load double, ptr %21, align 8
  %143 = fsub double %141, %142
  %144 = fdiv double %143, 2.000000e-06
  call void @check(ptr noundef %136, double noundef %140, double noundef %144)
  br label %145

145:                                              ; preds = %108
  %146 = load i32, ptr %18, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %18, align 4
  br label %105, !llvm.loop !9

148:                                              ; preds = %105
  %149 = load i32, ptr @fails, align 4
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i64
  %152 = select i1 %150, ptr @.str.3, ptr @.str.4
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %152)
  %154 = load i32, ptr @fails, align 4
  %155 = icmp ne i32 %154, 0
  %156 = zext i1 %155 to i32
  ret i32 %156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @smooth(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %56, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %59

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %16, %17
  %19 = sub nsw i32 %18, 1
  %20 = load i32, ptr %6, align 4
  %21 = srem i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %15, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %8, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  %28 = load i32, ptr %6, align 4
  %29 = srem i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %25, i64 %30
  %32 = load double, ptr %31, align 8
  store double %32, ptr %9, align 8
  %33 = load double, ptr %8, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double 5.000000e-01, %38
  %40 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %33, double %39)
  %41 = load double, ptr %9, align 8
  %42 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %41, double %40)
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %9, align 8
  %49 = fmul double %47, %48
  %50 = call double @sin(double noundef %49) #5
  %51 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %50, double %42)
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  store double %51, ptr %55, align 8
  br label %56

56:                                               ; preds = %14
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %10, !llvm.loop !10

59:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth_seeded(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %10 = load i32, ptr %4, align 4
  call void @smooth(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %26, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %23, double %24)
  store double %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %11, !llvm.loop !11

29:                                               ; preds = %11
  %30 = load double, ptr %6, align 8
  ret double %30
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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
define internal double @with_work(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %41, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %44

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double 5.000000e-01, %19
  %21 = call double @exp(double noundef %20) #5
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 2
  %30 = load i32, ptr %6, align 4
  %31 = srem i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %27, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = fneg double %26
  %36 = call double @llvm.fmuladd.f64(double %35, double %34, double %21)
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  store double %36, ptr %40, align 8
  br label %41

41:                                               ; preds = %14
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %10, !llvm.loop !12

44:                                               ; preds = %10
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %45

45:                                               ; preds = %65, %44
  %46 = load i32, ptr %9, align 4
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %68

49:                                               ; preds = %45
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %56, 1
  %58 = load i32, ptr %6, align 4
  %59 = srem i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %55, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = load double, ptr %8, align 8
  %64 = call double @llvm.fmuladd.f64(double %54, double %62, double %63)
  store double %64, ptr %8, align 8
  br label %65

65:                                               ; preds = %49
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %45, !llvm.loop !13

68:                                               ; preds = %45
  %69 = load double, ptr %8, align 8
  ret double %69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @with_work_val(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [5 x double], align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %8 = load i32, ptr %4, align 4
  %9 = call double @with_work(ptr noundef %6, ptr noundef %7, i32 noundef %8)
  ret double %9
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
