; ModuleID = 'rev/16_insertion_sort.c'
source_filename = "rev/16_insertion_sort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@x0 = internal constant [7 x double] [double 9.000000e-01, double -4.000000e-01, double 1.600000e+00, double 2.000000e-01, double -1.300000e+00, double 5.500000e-01, double 1.100000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [21 x i8] c"sorted_copy d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"sorted_inplace d/dx[%d]\00", align 1
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
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca [7 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca [32 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [7 x double], align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 7, ptr %3, align 4
  %16 = load volatile i32, ptr %3, align 4
  store i32 %16, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 56, i1 false)
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %27, %0
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %18, 7
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %22, double 1.000000e+00)
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %20
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %17, !llvm.loop !6

30:                                               ; preds = %17
  %31 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 @x0, i64 56, i1 false)
  %32 = load i32, ptr @enzyme_dup, align 4
  %33 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %34 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %35 = load i32, ptr @enzyme_const, align 4
  %36 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %37 = load i32, ptr @enzyme_const, align 4
  %38 = load i32, ptr %4, align 4
  %39 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sorted_copy, i32 noundef %32, ptr noundef %33, ptr noundef %34, i32 noundef %35, ptr noundef %36, i32 noundef %37, i32 noundef %38)
  store i32 0, ptr %10, align 4
  br label %40

40:                                               ; preds = %82, %30
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %41, 7
  br i1 %42, label %43, label %85

43:                                               ; preds = %40
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  store double %47, ptr %11, align 8
  %48 = load double, ptr %11, align 8
  %49 = fadd double %48, 0x3EB0C6F7A0B5ED8D
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %51
  store double %49, ptr %52, align 8
  %53 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %54 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %55 = load i32, ptr %4, align 4
  %56 = call double @sorted_copy(ptr noundef %53, ptr noundef %54, i32 noundef %55)
  store double %56, ptr %12, align 8
  %57 = load double, ptr %11, align 8
  %58 = fsub double %57, 0x3EB0C6F7A0B5ED8D
  %59 = load i32, ptr %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %60
  store double %58, ptr %61, align 8
  %62 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %63 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %64 = load i32, ptr %4, align 4
  %65 = call double @sorted_copy(ptr noundef %62, ptr noundef %63, i32 noundef %64)
  store double %65, ptr %13, align 8
  %66 = load double, ptr %11, align 8
  %67 = load i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %68
  store double %66, ptr %69, align 8
  %70 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %71 = load i32, ptr %10, align 4
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %70, i64 noundef 32, ptr noundef @.str, i32 noundef %71) #6
  %73 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %12, align 8
  %79 = load double, ptr %13, align 8
  %80 = fsub double %78, %79
  %81 = fdiv double %80, 2.000000e-06
  call void @check(ptr noundef %73, double noundef %77, double noundef %81)
  br label %82

82:                                               ; preds = %43
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %10, align 4
  br label %40, !llvm.loop !8

85:                                               ; preds = %40
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 56, i1 false)
  %86 = load i32, ptr @enzyme_dup, align 4
  %87 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %88 = getelementptr inbounds [7 x double], ptr %14, i64 0, i64 0
  %89 = load i32, ptr @enzyme_const, align 4
  %90 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = load i32, ptr %4, align 4
  %93 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sorted_inplace, i32 noundef %86, ptr noundef %87, ptr noundef %88, i32 noundef %89, ptr noundef %90, i32 noundef %91, i32 noundef %92)
  store i32 0, ptr %15, align 4
  br label %94

94:                                               ; preds = %116, %85
  %95 = load i32, ptr %15, align 4
  %96 = icmp slt i32 %95, 7
  br i1 %96, label %97, label %119

97:                                               ; preds = %94
  %98 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %99 = load i32, ptr %15, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 32, ptr noundef @.str.1, i32 noundef %99) #6
  %101 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [7 x double], ptr %14, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load i32, ptr %15, align 4
  %107 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %108 = load i32, ptr %4, align 4
  %109 = call double @fresh_inplace(i32 noundef %106, double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef %107, i32 noundef %108)
  %110 = load i32, ptr %15, align 4
  %111 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %112 = load i32, ptr %4, align 4
  %113 = call double @fresh_inplace(i32 noundef %110, double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef %111, i32 noundef %112)
  %114 = fsub double %109, %113
  %115 = fdiv double %114, 2.000000e-06
  call void @check(ptr noundef %101, double noundef %105, double noundef %115)
  br label %116

116:                                              ; preds = %97
  %117 = load i32, ptr %15, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %15, align 4
  br label %94, !llvm.loop !9

119:                                              ; preds = %94
  %120 = load i32, ptr @fails, align 4
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i64
  %123 = select i1 %121, ptr @.str.3, ptr @.str.4
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %123)
  %125 = load i32, ptr @fails, align 4
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  ret i32 %127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sorted_copy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %22
  store double %20, ptr %23, align 8
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %11, !llvm.loop !10

27:                                               ; preds = %11
  %28 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %29 = load i32, ptr %6, align 4
  call void @isort(ptr noundef %28, i32 noundef %29)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %51, %27
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %54

34:                                               ; preds = %30
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %39, %43
  %45 = load i32, ptr %10, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load double, ptr %9, align 8
  %50 = call double @llvm.fmuladd.f64(double %44, double %48, double %49)
  store double %50, ptr %9, align 8
  br label %51

51:                                               ; preds = %34
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %30, !llvm.loop !11

54:                                               ; preds = %30
  %55 = load double, ptr %9, align 8
  ret double %55
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

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
define internal double @sorted_inplace(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %6, align 4
  call void @isort(ptr noundef %9, i32 noundef %10)
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %34, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %37

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %20, %25
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %7, align 8
  %33 = call double @llvm.fmuladd.f64(double %26, double %31, double %32)
  store double %33, ptr %7, align 8
  br label %34

34:                                               ; preds = %15
  %35 = load i32, ptr %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %8, align 4
  br label %11, !llvm.loop !12

37:                                               ; preds = %11
  %38 = load double, ptr %7, align 8
  ret double %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fresh_inplace(i32 noundef %0, double noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [7 x double], align 8
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @x0, i64 56, i1 false)
  %11 = load double, ptr %6, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = fadd double %15, %11
  store double %16, ptr %14, align 8
  %17 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 0
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %8, align 4
  %20 = call double @sorted_inplace(ptr noundef %17, ptr noundef %18, i32 noundef %19)
  ret double %20
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @isort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  store double %17, ptr %6, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sub nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %33, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %6, align 8
  %30 = fcmp ogt double %28, %29
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ]
  br i1 %32, label %33, label %46

33:                                               ; preds = %31
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %39, i64 %42
  store double %38, ptr %43, align 8
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %7, align 4
  br label %20, !llvm.loop !13

46:                                               ; preds = %31
  %47 = load double, ptr %6, align 8
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %48, i64 %51
  store double %47, ptr %52, align 8
  br label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %8, !llvm.loop !14

56:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
