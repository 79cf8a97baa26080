; ModuleID = 'fwd/09_matmul.c'
source_filename = "fwd/09_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"C[%d]\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"|AB|_F\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca [16 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [16 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca [16 x double], align 8
  %15 = alloca [16 x double], align 8
  %16 = alloca [16 x double], align 8
  %17 = alloca [16 x double], align 8
  %18 = alloca [32 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile i32 4, ptr %2, align 4
  %21 = load volatile i32, ptr %2, align 4
  store i32 %21, ptr %3, align 4
  store double 1.000000e-05, ptr %4, align 8
  store i32 0, ptr %13, align 4
  br label %22

22:                                               ; preds = %101, %0
  %23 = load i32, ptr %13, align 4
  %24 = icmp slt i32 %23, 16
  br i1 %24, label %25, label %104

25:                                               ; preds = %22
  %26 = load i32, ptr %13, align 4
  %27 = sitofp i32 %26 to double
  %28 = call double @llvm.fmuladd.f64(double 1.300000e+00, double %27, double 2.000000e-01)
  %29 = call double @sin(double noundef %28) #4
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %31
  store double %29, ptr %32, align 8
  %33 = load i32, ptr %13, align 4
  %34 = sitofp i32 %33 to double
  %35 = fmul double 0x3FE6666666666666, %34
  %36 = call double @cos(double noundef %35) #4
  %37 = load i32, ptr %13, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %38
  store double %36, ptr %39, align 8
  %40 = load i32, ptr %13, align 4
  %41 = sitofp i32 %40 to double
  %42 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %41, double -6.000000e-01)
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %44
  store double %42, ptr %45, align 8
  %46 = load i32, ptr %13, align 4
  %47 = srem i32 %46, 4
  %48 = sitofp i32 %47 to double
  %49 = call double @llvm.fmuladd.f64(double %48, double 2.500000e-01, double -4.000000e-01)
  %50 = load i32, ptr %13, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %51
  store double %49, ptr %52, align 8
  %53 = load i32, ptr %13, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %13, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %60, double %56)
  %62 = load i32, ptr %13, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = load i32, ptr %13, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %72, double %68)
  %74 = load i32, ptr %13, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %84, double %80)
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = load i32, ptr %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %96, double %92)
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %99
  store double %97, ptr %100, align 8
  br label %101

101:                                              ; preds = %25
  %102 = load i32, ptr %13, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %13, align 4
  br label %22, !llvm.loop !6

104:                                              ; preds = %22
  %105 = load i32, ptr @enzyme_dup, align 4
  %106 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %107 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 0
  %108 = load i32, ptr @enzyme_dup, align 4
  %109 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %110 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %111 = load i32, ptr @enzyme_dup, align 4
  %112 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %113 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = load i32, ptr %3, align 4
  %116 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @matmul, i32 noundef %105, ptr noundef %106, ptr noundef %107, i32 noundef %108, ptr noundef %109, ptr noundef %110, i32 noundef %111, ptr noundef %112, ptr noundef %113, i32 noundef %114, i32 noundef %115)
  %117 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 0
  %118 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %119 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 0
  %120 = load i32, ptr %3, align 4
  call void @matmul(ptr noundef %117, ptr noundef %118, ptr noundef %119, i32 noundef %120)
  %121 = getelementptr inbounds [16 x double], ptr %17, i64 0, i64 0
  %122 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %123 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 0
  %124 = load i32, ptr %3, align 4
  call void @matmul(ptr noundef %121, ptr noundef %122, ptr noundef %123, i32 noundef %124)
  store i32 0, ptr %19, align 4
  br label %125

125:                                              ; preds = %147, %104
  %126 = load i32, ptr %19, align 4
  %127 = icmp slt i32 %126, 16
  br i1 %127, label %128, label %150

128:                                              ; preds = %125
  %129 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %130 = load i32, ptr %19, align 4
  %131 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %129, i64 noundef 32, ptr noundef @.str, i32 noundef %130) #4
  %132 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %133 = load i32, ptr %19, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = load i32, ptr %19, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load i32, ptr %19, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [16 x double], ptr %17, i64 0, i64 %142
  %144 = load double, ptr %143, align 8
  %145 = fsub double %140, %144
  %146 = fdiv double %145, 2.000000e-05
  call void @check(ptr noundef %132, double noundef %136, double noundef %146)
  br label %147

147:                                              ; preds = %128
  %148 = load i32, ptr %19, align 4
  %149 = add nsw i32 %148, 3
  store i32 %149, ptr %19, align 4
  br label %125, !llvm.loop !8

150:                                              ; preds = %125
  %151 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %152 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 0
  %153 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %154 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %155 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %156 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %157 = load i32, ptr %3, align 4
  %158 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @frob_of_product, ptr noundef %151, ptr noundef %152, ptr noundef %153, ptr noundef %154, ptr noundef %155, ptr noundef %156, i32 noundef %157)
  store double %158, ptr %20, align 8
  %159 = load double, ptr %20, align 8
  %160 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 0
  %161 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %162 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 0
  %163 = load i32, ptr %3, align 4
  %164 = call double @frob_of_product(ptr noundef %160, ptr noundef %161, ptr noundef %162, i32 noundef %163)
  %165 = getelementptr inbounds [16 x double], ptr %17, i64 0, i64 0
  %166 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %167 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 0
  %168 = load i32, ptr %3, align 4
  %169 = call double @frob_of_product(ptr noundef %165, ptr noundef %166, ptr noundef %167, i32 noundef %168)
  %170 = fsub double %164, %169
  %171 = fdiv double %170, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %159, double noundef %171)
  %172 = load i32, ptr @fails, align 4
  %173 = icmp ne i32 %172, 0
  %174 = zext i1 %173 to i64
  %175 = select i1 %173, ptr @.str.3, ptr @.str.4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %175)
  %177 = load i32, ptr @fails, align 4
  %178 = icmp ne i32 %177, 0
  %179 = zext i1 %178 to i32
  ret i32 %179
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %65, %4
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %68

17:                                               ; preds = %13
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %61, %17
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %64

22:                                               ; preds = %18
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %48, %22
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %51

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %28, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %12, align 4
  %39 = load i32, ptr %8, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %10, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %37, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %11, align 8
  %47 = call double @llvm.fmuladd.f64(double %36, double %45, double %46)
  store double %47, ptr %11, align 8
  br label %48

48:                                               ; preds = %27
  %49 = load i32, ptr %12, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %12, align 4
  br label %23, !llvm.loop !9

51:                                               ; preds = %23
  %52 = load double, ptr %11, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %8, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %10, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %53, i64 %59
  store double %52, ptr %60, align 8
  br label %61

61:                                               ; preds = %51
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %10, align 4
  br label %18, !llvm.loop !10

64:                                               ; preds = %18
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %13, !llvm.loop !11

68:                                               ; preds = %13
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
define internal double @frob_of_product(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load i32, ptr %8, align 4
  call void @matmul(ptr noundef %11, ptr noundef %12, ptr noundef %13, i32 noundef %14)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %15

15:                                               ; preds = %34, %4
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %8, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %15
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %9, align 8
  %33 = call double @llvm.fmuladd.f64(double %26, double %31, double %32)
  store double %33, ptr %9, align 8
  br label %34

34:                                               ; preds = %21
  %35 = load i32, ptr %10, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %10, align 4
  br label %15, !llvm.loop !12

37:                                               ; preds = %15
  %38 = load double, ptr %9, align 8
  %39 = call double @sqrt(double noundef %38) #4
  ret double %39
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

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
!12 = distinct !{!12, !7}
