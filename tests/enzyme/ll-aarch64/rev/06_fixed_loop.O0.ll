; ModuleID = 'rev/06_fixed_loop.c'
source_filename = "rev/06_fixed_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@wt = internal constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00, double -1.500000e+00, double 7.500000e-01, double 3.000000e-01, double -8.000000e-01], align 8
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"energy d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"map w.y d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"dot16 d/dx[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca [32 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 128, i1 false)
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %42, %0
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %22, 16
  br i1 %23, label %24, label %45

24:                                               ; preds = %21
  %25 = load i32, ptr %10, align 4
  %26 = sitofp i32 %25 to double
  %27 = call double @llvm.fmuladd.f64(double 1.300000e+00, double %26, double 2.000000e-01)
  %28 = call double @sin(double noundef %27) #5
  %29 = load i32, ptr %10, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 1.000000e-01, %30
  %32 = call double @llvm.fmuladd.f64(double 4.000000e-01, double %28, double %31)
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %34
  store double %32, ptr %35, align 8
  %36 = load i32, ptr %10, align 4
  %37 = sitofp i32 %36 to double
  %38 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %37, double 1.000000e+00)
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %40
  store double %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %24
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %21, !llvm.loop !6

45:                                               ; preds = %21
  %46 = load i32, ptr @enzyme_dup, align 4
  %47 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %48 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %49 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %46, ptr noundef %47, ptr noundef %48)
  store i32 0, ptr %12, align 4
  br label %50

50:                                               ; preds = %61, %45
  %51 = load i32, ptr %12, align 4
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = load i32, ptr %12, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x double], ptr @wt, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load i32, ptr %12, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %59
  store double %57, ptr %60, align 8
  br label %61

61:                                               ; preds = %53
  %62 = load i32, ptr %12, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %12, align 4
  br label %50, !llvm.loop !8

64:                                               ; preds = %50
  %65 = load i32, ptr @enzyme_dup, align 4
  %66 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %67 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %68 = load i32, ptr @enzyme_dup, align 4
  %69 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %70 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef @map, i32 noundef %65, ptr noundef %66, ptr noundef %67, i32 noundef %68, ptr noundef %69, ptr noundef %70)
  %71 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %72 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %73 = load i32, ptr @enzyme_const, align 4
  %74 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @dot16, ptr noundef %71, ptr noundef %72, i32 noundef %73, ptr noundef %74)
  store i32 0, ptr %13, align 4
  br label %76

76:                                               ; preds = %152, %64
  %77 = load i32, ptr %13, align 4
  %78 = icmp slt i32 %77, 16
  br i1 %78, label %79, label %155

79:                                               ; preds = %76
  %80 = load i32, ptr %13, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  store double %83, ptr %14, align 8
  %84 = load double, ptr %14, align 8
  %85 = fadd double %84, 0x3EB0C6F7A0B5ED8D
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %90 = call double @energy(ptr noundef %89)
  store double %90, ptr %15, align 8
  %91 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %92 = call double @wsum_map(ptr noundef %91)
  store double %92, ptr %16, align 8
  %93 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %94 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %95 = call double @dot16(ptr noundef %93, ptr noundef %94)
  store double %95, ptr %17, align 8
  %96 = load double, ptr %14, align 8
  %97 = fsub double %96, 0x3EB0C6F7A0B5ED8D
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %99
  store double %97, ptr %100, align 8
  %101 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %102 = call double @energy(ptr noundef %101)
  store double %102, ptr %18, align 8
  %103 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %104 = call double @wsum_map(ptr noundef %103)
  store double %104, ptr %19, align 8
  %105 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %106 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %107 = call double @dot16(ptr noundef %105, ptr noundef %106)
  store double %107, ptr %20, align 8
  %108 = load double, ptr %14, align 8
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %110
  store double %108, ptr %111, align 8
  %112 = load i32, ptr %13, align 4
  %113 = icmp slt i32 %112, 8
  br i1 %113, label %114, label %139

114:                                              ; preds = %79
  %115 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %116 = load i32, ptr %13, align 4
  %117 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %115, i64 noundef 32, ptr noundef @.str, i32 noundef %116) #5
  %118 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %119 = load i32, ptr %13, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %120
  %122 = load double, ptr %121, align 8
  %123 = load double, ptr %15, align 8
  %124 = load double, ptr %18, align 8
  %125 = fsub double %123, %124
  %126 = fdiv double %125, 2.000000e-06
  call void @check(ptr noundef %118, double noundef %122, double noundef %126)
  %127 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %128 = load i32, ptr %13, align 4
  %129 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %127, i64 noundef 32, ptr noundef @.str.1, i32 noundef %128) #5
  %130 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %131 = load i32, ptr %13, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %132
  %134 = load double, ptr %133, align 8
  %135 = load double, ptr %16, align 8
  %136 = load double, ptr %19, align 8
  %137 = fsub double %135, %136
  %138 = fdiv double %137, 2.000000e-06
  call void @check(ptr noundef %130, double noundef %134, double noundef %138)
  br label %139

139:                                              ; preds = %114, %79
  %140 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %141 = load i32, ptr %13, align 4
  %142 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %140, i64 noundef 32, ptr noundef @.str.2, i32 noundef %141) #5
  %143 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %144 = load i32, ptr %13, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %145
  %147 = load double, ptr %146, align 8
  %148 = load double, ptr %17, align 8
  %149 = load double, ptr %20, align 8
  %150 = fsub double %148, %149
  %151 = fdiv double %150, 2.000000e-06
  call void @check(ptr noundef %143, double noundef %147, double noundef %151)
  br label %152

152:                                              ; preds = %139
  %153 = load i32, ptr %13, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %13, align 4
  br label %76, !llvm.loop !9

155:                                              ; preds = %76
  %156 = load i32, ptr @fails, align 4
  %157 = icmp ne i32 %156, 0
  %158 = zext i1 %157 to i64
  %159 = select i1 %157, ptr @.str.4, ptr @.str.5
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %159)
  %161 = load i32, ptr @fails, align 4
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i32
  ret i32 %163
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %26, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %29

9:                                                ; preds = %6
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %10, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %14, %19
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  %23 = sitofp i32 %22 to double
  %24 = load double, ptr %3, align 8
  %25 = call double @llvm.fmuladd.f64(double %20, double %23, double %24)
  store double %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %9
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %6, !llvm.loop !10

29:                                               ; preds = %6
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %50, %29
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  %33 = icmp slt i32 %32, 8
  br i1 %33, label %34, label %53

34:                                               ; preds = %30
  %35 = load ptr, ptr %2, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %40, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fmul double %39, %45
  %47 = call double @sin(double noundef %46) #5
  %48 = load double, ptr %3, align 8
  %49 = fadd double %48, %47
  store double %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %34
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %30, !llvm.loop !11

53:                                               ; preds = %30
  %54 = load double, ptr %3, align 8
  ret double %54
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %40, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %43

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %10, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = fmul double 3.000000e-01, %14
  %16 = call double @exp(double noundef %15) #5
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 3
  %20 = srem i32 %19, 8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %17, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fmul double %28, %33
  %35 = call double @llvm.fmuladd.f64(double %16, double %23, double %34)
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  store double %35, ptr %39, align 8
  br label %40

40:                                               ; preds = %9
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  br label %6, !llvm.loop !12

43:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot16(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %10, label %32

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = fmul double %15, %20
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %5, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27)
  store double %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %10
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %7, !llvm.loop !13

32:                                               ; preds = %7
  %33 = load double, ptr %5, align 8
  ret double %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wsum_map(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %4, align 8
  %6 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  call void @map(ptr noundef %6, ptr noundef %7)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %22, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %25

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x double], ptr @wt, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %4, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %19, double %20)
  store double %21, ptr %4, align 8
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %8, !llvm.loop !14

25:                                               ; preds = %8
  %26 = load double, ptr %4, align 8
  ret double %26
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!14 = distinct !{!14, !7}
