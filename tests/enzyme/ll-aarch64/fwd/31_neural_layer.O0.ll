; ModuleID = 'fwd/31_neural_layer.c'
source_filename = "fwd/31_neural_layer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"layer y[%d]\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"loss (all dup)\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [22 x double], align 8
  %4 = alloca [22 x double], align 8
  %5 = alloca [22 x double], align 8
  %6 = alloca [22 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [3 x double], align 8
  %17 = alloca [3 x double], align 8
  %18 = alloca [3 x double], align 8
  %19 = alloca [3 x double], align 8
  %20 = alloca [32 x i8], align 1
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %67, %0
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %25, 22
  br i1 %26, label %27, label %70

27:                                               ; preds = %24
  %28 = load i32, ptr %7, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double 1.700000e+00, double %29, double 3.000000e-01)
  %31 = call double @sin(double noundef %30) #4
  %32 = fmul double 6.000000e-01, %31
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 %34
  store double %32, ptr %35, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sitofp i32 %36 to double
  %38 = fmul double 9.000000e-01, %37
  %39 = call double @cos(double noundef %38) #4
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %50, double %46)
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 %53
  store double %51, ptr %54, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %62, double %58)
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 %65
  store double %63, ptr %66, align 8
  br label %67

67:                                               ; preds = %27
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %24, !llvm.loop !6

70:                                               ; preds = %24
  %71 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 0
  store ptr %71, ptr %8, align 8
  %72 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 0
  %73 = getelementptr inbounds double, ptr %72, i64 12
  store ptr %73, ptr %9, align 8
  %74 = load ptr, ptr %9, align 8
  %75 = getelementptr inbounds double, ptr %74, i64 3
  store ptr %75, ptr %10, align 8
  %76 = load ptr, ptr %10, align 8
  %77 = getelementptr inbounds double, ptr %76, i64 3
  store ptr %77, ptr %11, align 8
  %78 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 0
  store ptr %78, ptr %12, align 8
  %79 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 0
  %80 = getelementptr inbounds double, ptr %79, i64 12
  store ptr %80, ptr %13, align 8
  %81 = load ptr, ptr %13, align 8
  %82 = getelementptr inbounds double, ptr %81, i64 3
  store ptr %82, ptr %14, align 8
  %83 = load ptr, ptr %14, align 8
  %84 = getelementptr inbounds double, ptr %83, i64 3
  store ptr %84, ptr %15, align 8
  %85 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %86 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %87 = load ptr, ptr %8, align 8
  %88 = load ptr, ptr %12, align 8
  %89 = load ptr, ptr %11, align 8
  %90 = load ptr, ptr %15, align 8
  %91 = load ptr, ptr %9, align 8
  %92 = load ptr, ptr %13, align 8
  %93 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @layer, ptr noundef %85, ptr noundef %86, ptr noundef %87, ptr noundef %88, ptr noundef %89, ptr noundef %90, ptr noundef %91, ptr noundef %92, i32 noundef 3, i32 noundef 4)
  %94 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 0
  %95 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %96 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %97 = getelementptr inbounds double, ptr %96, i64 12
  %98 = getelementptr inbounds double, ptr %97, i64 6
  %99 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %100 = getelementptr inbounds double, ptr %99, i64 12
  call void @layer(ptr noundef %94, ptr noundef %95, ptr noundef %98, ptr noundef %100, i32 noundef 3, i32 noundef 4)
  %101 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 0
  %102 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %103 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %104 = getelementptr inbounds double, ptr %103, i64 12
  %105 = getelementptr inbounds double, ptr %104, i64 6
  %106 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %107 = getelementptr inbounds double, ptr %106, i64 12
  call void @layer(ptr noundef %101, ptr noundef %102, ptr noundef %105, ptr noundef %107, i32 noundef 3, i32 noundef 4)
  store i32 0, ptr %21, align 4
  br label %108

108:                                              ; preds = %130, %70
  %109 = load i32, ptr %21, align 4
  %110 = icmp slt i32 %109, 3
  br i1 %110, label %111, label %133

111:                                              ; preds = %108
  %112 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %113 = load i32, ptr %21, align 4
  %114 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %112, i64 noundef 32, ptr noundef @.str, i32 noundef %113) #4
  %115 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %116 = load i32, ptr %21, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load i32, ptr %21, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load i32, ptr %21, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = fsub double %123, %127
  %129 = fdiv double %128, 2.000000e-05
  call void @check(ptr noundef %115, double noundef %119, double noundef %129)
  br label %130

130:                                              ; preds = %111
  %131 = load i32, ptr %21, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %21, align 4
  br label %108, !llvm.loop !8

133:                                              ; preds = %108
  %134 = load ptr, ptr %8, align 8
  %135 = load ptr, ptr %12, align 8
  %136 = load ptr, ptr %9, align 8
  %137 = load ptr, ptr %13, align 8
  %138 = load ptr, ptr %10, align 8
  %139 = load ptr, ptr %14, align 8
  %140 = load ptr, ptr %11, align 8
  %141 = load ptr, ptr %15, align 8
  %142 = load i32, ptr @enzyme_const, align 4
  %143 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @loss, ptr noundef %134, ptr noundef %135, ptr noundef %136, ptr noundef %137, ptr noundef %138, ptr noundef %139, ptr noundef %140, ptr noundef %141, i32 noundef %142, double noundef 2.500000e-01)
  store double %143, ptr %22, align 8
  %144 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %145 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %146 = getelementptr inbounds double, ptr %145, i64 12
  %147 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %148 = getelementptr inbounds double, ptr %147, i64 12
  %149 = getelementptr inbounds double, ptr %148, i64 3
  %150 = getelementptr inbounds [22 x double], ptr %5, i64 0, i64 0
  %151 = getelementptr inbounds double, ptr %150, i64 12
  %152 = getelementptr inbounds double, ptr %151, i64 6
  %153 = call double @loss(ptr noundef %144, ptr noundef %146, ptr noundef %149, ptr noundef %152, double noundef 2.500000e-01)
  %154 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %155 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %156 = getelementptr inbounds double, ptr %155, i64 12
  %157 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %158 = getelementptr inbounds double, ptr %157, i64 12
  %159 = getelementptr inbounds double, ptr %158, i64 3
  %160 = getelementptr inbounds [22 x double], ptr %6, i64 0, i64 0
  %161 = getelementptr inbounds double, ptr %160, i64 12
  %162 = getelementptr inbounds double, ptr %161, i64 6
  %163 = call double @loss(ptr noundef %154, ptr noundef %156, ptr noundef %159, ptr noundef %162, double noundef 2.500000e-01)
  %164 = fsub double %153, %163
  %165 = fdiv double %164, 2.000000e-05
  store double %165, ptr %23, align 8
  %166 = load double, ptr %22, align 8
  %167 = load double, ptr %23, align 8
  call void @check(ptr noundef @.str.1, double noundef %166, double noundef %167)
  %168 = load i32, ptr @fails, align 4
  %169 = icmp ne i32 %168, 0
  %170 = zext i1 %169 to i64
  %171 = select i1 %169, ptr @.str.3, ptr @.str.4
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %171)
  %173 = load i32, ptr @fails, align 4
  %174 = icmp ne i32 %173, 0
  %175 = zext i1 %174 to i32
  ret i32 %175
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @layer(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %16

16:                                               ; preds = %57, %6
  %17 = load i32, ptr %13, align 4
  %18 = load i32, ptr %11, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %60

20:                                               ; preds = %16
  %21 = load ptr, ptr %10, align 8
  %22 = load i32, ptr %13, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  store double %25, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %26

26:                                               ; preds = %47, %20
  %27 = load i32, ptr %15, align 4
  %28 = load i32, ptr %12, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %50

30:                                               ; preds = %26
  %31 = load ptr, ptr %8, align 8
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %12, align 4
  %34 = mul nsw i32 %32, %33
  %35 = load i32, ptr %15, align 4
  %36 = add nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %31, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %15, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %14, align 8
  %46 = call double @llvm.fmuladd.f64(double %39, double %44, double %45)
  store double %46, ptr %14, align 8
  br label %47

47:                                               ; preds = %30
  %48 = load i32, ptr %15, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %15, align 4
  br label %26, !llvm.loop !9

50:                                               ; preds = %26
  %51 = load double, ptr %14, align 8
  %52 = call double @tanh(double noundef %51) #4
  %53 = load ptr, ptr %7, align 8
  %54 = load i32, ptr %13, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  br label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %13, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %13, align 4
  br label %16, !llvm.loop !10

60:                                               ; preds = %16
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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
define internal double @loss(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca [3 x double], align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %14 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load ptr, ptr %7, align 8
  call void @layer(ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, i32 noundef 3, i32 noundef 4)
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %18

18:                                               ; preds = %33, %5
  %19 = load i32, ptr %13, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %13, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load i32, ptr %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load double, ptr %12, align 8
  %32 = call double @llvm.fmuladd.f64(double %26, double %30, double %31)
  store double %32, ptr %12, align 8
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr %13, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %13, align 4
  br label %18, !llvm.loop !11

36:                                               ; preds = %18
  %37 = load double, ptr %12, align 8
  %38 = load double, ptr %10, align 8
  %39 = fsub double %37, %38
  %40 = load double, ptr %12, align 8
  %41 = load double, ptr %10, align 8
  %42 = fsub double %40, %41
  %43 = fmul double %39, %42
  ret double %43
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
