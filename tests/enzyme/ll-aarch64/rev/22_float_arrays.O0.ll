; ModuleID = 'rev/22_float_arrays.c'
source_filename = "rev/22_float_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal constant [7 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"reduce_f d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"map_f w.out d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.7e fd=%+.7e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [7 x float], align 4
  %6 = alloca [7 x float], align 4
  %7 = alloca [7 x float], align 4
  %8 = alloca [7 x float], align 4
  %9 = alloca [7 x float], align 4
  %10 = alloca [7 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 7, ptr %3, align 4
  %19 = load volatile i32, ptr %3, align 4
  store i32 %19, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 28, i1 false)
  store i32 0, ptr %11, align 4
  br label %20

20:                                               ; preds = %48, %0
  %21 = load i32, ptr %11, align 4
  %22 = icmp slt i32 %21, 7
  br i1 %22, label %23, label %51

23:                                               ; preds = %20
  %24 = load i32, ptr %11, align 4
  %25 = sitofp i32 %24 to float
  %26 = call float @llvm.fmuladd.f32(float 0x3FF4CCCCC0000000, float %25, float 0x3FC99999A0000000)
  %27 = call float @cosf(float noundef %26) #6
  %28 = fmul float 0x3FE99999A0000000, %27
  %29 = load i32, ptr %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [7 x float], ptr %5, i64 0, i64 %30
  store float %28, ptr %31, align 4
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x float], ptr %5, i64 0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fpext float %35 to double
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %38
  store double %36, ptr %39, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fptrunc double %43 to float
  %45 = load i32, ptr %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [7 x float], ptr %9, i64 0, i64 %46
  store float %44, ptr %47, align 4
  br label %48

48:                                               ; preds = %23
  %49 = load i32, ptr %11, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %11, align 4
  br label %20, !llvm.loop !6

51:                                               ; preds = %20
  %52 = load i32, ptr @enzyme_dup, align 4
  %53 = getelementptr inbounds [7 x float], ptr %5, i64 0, i64 0
  %54 = getelementptr inbounds [7 x float], ptr %6, i64 0, i64 0
  %55 = load i32, ptr @enzyme_const, align 4
  %56 = load i32, ptr %4, align 4
  %57 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef @reduce_f, i32 noundef %52, ptr noundef %53, ptr noundef %54, i32 noundef %55, i32 noundef %56)
  %58 = load i32, ptr @enzyme_dup, align 4
  %59 = getelementptr inbounds [7 x float], ptr %8, i64 0, i64 0
  %60 = getelementptr inbounds [7 x float], ptr %9, i64 0, i64 0
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = getelementptr inbounds [7 x float], ptr %5, i64 0, i64 0
  %63 = getelementptr inbounds [7 x float], ptr %7, i64 0, i64 0
  %64 = load i32, ptr @enzyme_const, align 4
  %65 = load i32, ptr %4, align 4
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef @map_f, i32 noundef %58, ptr noundef %59, ptr noundef %60, i32 noundef %61, ptr noundef %62, ptr noundef %63, i32 noundef %64, i32 noundef %65)
  store i32 0, ptr %13, align 4
  br label %66

66:                                               ; preds = %126, %51
  %67 = load i32, ptr %13, align 4
  %68 = icmp slt i32 %67, 7
  br i1 %68, label %69, label %129

69:                                               ; preds = %66
  %70 = load i32, ptr %13, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  store double %73, ptr %14, align 8
  %74 = load double, ptr %14, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %77
  store double %75, ptr %78, align 8
  %79 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 0
  %80 = load i32, ptr %4, align 4
  %81 = call double @reduce_d(ptr noundef %79, i32 noundef %80)
  store double %81, ptr %15, align 8
  %82 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 0
  %83 = load i32, ptr %4, align 4
  %84 = call double @wmap_d(ptr noundef %82, i32 noundef %83)
  store double %84, ptr %16, align 8
  %85 = load double, ptr %14, align 8
  %86 = fsub double %85, 0x3EB0C6F7A0B5ED8D
  %87 = load i32, ptr %13, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %88
  store double %86, ptr %89, align 8
  %90 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 0
  %91 = load i32, ptr %4, align 4
  %92 = call double @reduce_d(ptr noundef %90, i32 noundef %91)
  store double %92, ptr %17, align 8
  %93 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 0
  %94 = load i32, ptr %4, align 4
  %95 = call double @wmap_d(ptr noundef %93, i32 noundef %94)
  store double %95, ptr %18, align 8
  %96 = load double, ptr %14, align 8
  %97 = load i32, ptr %13, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %98
  store double %96, ptr %99, align 8
  %100 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %101 = load i32, ptr %13, align 4
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %100, i64 noundef 32, ptr noundef @.str, i32 noundef %101) #6
  %103 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %104 = load i32, ptr %13, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [7 x float], ptr %6, i64 0, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = fpext float %107 to double
  %109 = load double, ptr %15, align 8
  %110 = load double, ptr %17, align 8
  %111 = fsub double %109, %110
  %112 = fdiv double %111, 2.000000e-06
  call void @check(ptr noundef %103, double noundef %108, double noundef %112)
  %113 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %114 = load i32, ptr %13, align 4
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %113, i64 noundef 32, ptr noundef @.str.1, i32 noundef %114) #6
  %116 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [7 x float], ptr %7, i64 0, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = fpext float %120 to double
  %122 = load double, ptr %16, align 8
  %123 = load double, ptr %18, align 8
  %124 = fsub double %122, %123
  %125 = fdiv double %124, 2.000000e-06
  call void @check(ptr noundef %116, double noundef %121, double noundef %125)
  br label %126

126:                                              ; preds = %69
  %127 = load i32, ptr %13, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %13, align 4
  br label %66, !llvm.loop !8

129:                                              ; preds = %66
  %130 = load i32, ptr @fails, align 4
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i64
  %133 = select i1 %131, ptr @.str.3, ptr @.str.4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %133)
  %135 = load i32, ptr @fails, align 4
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i32
  ret i32 %137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

declare float @__enzyme_autodiff_f32(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @reduce_f(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x float], align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %10, i64 %13, i1 false)
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %34, %2
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = call float @sinf(float noundef %22) #6
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float 5.000000e-01, %27
  %29 = call float @expf(float noundef %28) #6
  %30 = fmul float %23, %29
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %32
  store float %30, ptr %33, align 4
  br label %34

34:                                               ; preds = %18
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %14, !llvm.loop !9

37:                                               ; preds = %14
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %67, %37
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %70

42:                                               ; preds = %38
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load ptr, ptr %3, align 8
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  %50 = load i32, ptr %4, align 4
  %51 = srem i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %47, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load ptr, ptr %3, align 8
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  %58 = load i32, ptr %4, align 4
  %59 = srem i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %55, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = call float @llvm.fmuladd.f32(float %54, float %62, float 1.000000e+00)
  %64 = call float @sqrtf(float noundef %63) #6
  %65 = load float, ptr %7, align 4
  %66 = call float @llvm.fmuladd.f32(float %46, float %64, float %65)
  store float %66, ptr %7, align 4
  br label %67

67:                                               ; preds = %42
  %68 = load i32, ptr %8, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %8, align 4
  br label %38, !llvm.loop !10

70:                                               ; preds = %38
  %71 = load float, ptr %7, align 4
  ret float %71
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x float], align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = call float @tanhf(float noundef %18) #6
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = add nsw i32 %21, 2
  %23 = load i32, ptr %6, align 4
  %24 = srem i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %20, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %19, %27
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %30
  store float %28, ptr %31, align 4
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !11

35:                                               ; preds = %9
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 0
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %37, i64 %40, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @reduce_d(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %10, i64 %13, i1 false)
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %34, %2
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = call double @sin(double noundef %22) #6
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fmul double 5.000000e-01, %27
  %29 = call double @exp(double noundef %28) #6
  %30 = fmul double %23, %29
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %32
  store double %30, ptr %33, align 8
  br label %34

34:                                               ; preds = %18
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %14, !llvm.loop !12

37:                                               ; preds = %14
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %67, %37
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %70

42:                                               ; preds = %38
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %3, align 8
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  %50 = load i32, ptr %4, align 4
  %51 = srem i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %47, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  %58 = load i32, ptr %4, align 4
  %59 = srem i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %55, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = call double @llvm.fmuladd.f64(double %54, double %62, double 1.000000e+00)
  %64 = call double @sqrt(double noundef %63) #6
  %65 = load double, ptr %7, align 8
  %66 = call double @llvm.fmuladd.f64(double %46, double %64, double %65)
  store double %66, ptr %7, align 8
  br label %67

67:                                               ; preds = %42
  %68 = load i32, ptr %8, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %8, align 4
  br label %38, !llvm.loop !13

70:                                               ; preds = %38
  %71 = load double, ptr %7, align 8
  ret double %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wmap_d(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [7 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %6, align 8
  %8 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  call void @map_d(ptr noundef %8, ptr noundef %9, i32 noundef %10)
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
  %18 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %23, double %24)
  store double %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %11, !llvm.loop !14

29:                                               ; preds = %11
  %30 = load double, ptr %6, align 8
  ret double %30
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
  %15 = fmul double 1.000000e-04, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 0x3EB0C6F7A0B5ED8D
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nounwind
declare float @tanhf(float noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map_d(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @tanh(double noundef %18) #6
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = add nsw i32 %21, 2
  %23 = load i32, ptr %6, align 4
  %24 = srem i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %20, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fmul double %19, %27
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !15

35:                                               ; preds = %9
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %37, i64 %40, i1 false)
  ret void
}

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
