; ModuleID = 'c/26_fixed_point.c'
source_filename = "c/26_fixed_point.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"fa=%d (0x%08x) fb=%d fc=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"mul: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"div: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"add small: %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"sqrt(%9.3f): fix=%.5f dbl=%.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"deg %4d: sin=%8.5f cos=%8.5f\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"cordic max err < 1e-3: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"geometric sum fix=%.5f exact=%.5f\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"q15 mul = %d\0A\00", align 1
@cordic_atan = internal constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [5 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 3.141590e+00, ptr %2, align 8
  store double -2.718280e+00, ptr %3, align 8
  store double 1.000000e-03, ptr %4, align 8
  %24 = load double, ptr %2, align 8
  %25 = call i32 @fx_from_double(double noundef %24)
  store i32 %25, ptr %5, align 4
  %26 = load double, ptr %3, align 8
  %27 = call i32 @fx_from_double(double noundef %26)
  store i32 %27, ptr %6, align 4
  %28 = load double, ptr %4, align 8
  %29 = call i32 @fx_from_double(double noundef %28)
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %5, align 4
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %7, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = load i32, ptr %5, align 4
  %36 = load i32, ptr %6, align 4
  %37 = call i32 @fx_mul(i32 noundef %35, i32 noundef %36)
  %38 = call double @fx_to_double(i32 noundef %37)
  %39 = load double, ptr %2, align 8
  %40 = load double, ptr %3, align 8
  %41 = fmul double %39, %40
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %38, double noundef %41)
  %43 = load i32, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = call i32 @fx_div(i32 noundef %43, i32 noundef %44)
  %46 = call double @fx_to_double(i32 noundef %45)
  %47 = load double, ptr %2, align 8
  %48 = load double, ptr %3, align 8
  %49 = fdiv double %47, %48
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %46, double noundef %49)
  %51 = load i32, ptr %5, align 4
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %51, %52
  %54 = call double @fx_to_double(i32 noundef %53)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %54)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %56 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 0
  store double 2.500000e-01, ptr %56, align 8
  %57 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 1
  store double 2.000000e+00, ptr %57, align 8
  %58 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 2
  store double 1.000000e+01, ptr %58, align 8
  %59 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 3
  store double 1.005000e+02, ptr %59, align 8
  %60 = getelementptr inbounds [5 x double], ptr %8, i32 0, i32 4
  store double 1.234500e+04, ptr %60, align 8
  store i32 0, ptr %9, align 4
  br label %61

61:                                               ; preds = %82, %0
  %62 = load i32, ptr %9, align 4
  %63 = icmp slt i32 %62, 5
  br i1 %63, label %64, label %85

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call i32 @fx_from_double(double noundef %72)
  %74 = call i32 @fx_sqrt(i32 noundef %73)
  %75 = call double @fx_to_double(i32 noundef %74)
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = call double @sqrt(double noundef %79) #5
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %68, double noundef %75, double noundef %80)
  br label %82

82:                                               ; preds = %64
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %61, !llvm.loop !6

85:                                               ; preds = %61
  store double 0.000000e+00, ptr %10, align 8
  store i32 -80, ptr %11, align 4
  br label %86

86:                                               ; preds = %126, %85
  %87 = load i32, ptr %11, align 4
  %88 = icmp sle i32 %87, 80
  br i1 %88, label %89, label %129

89:                                               ; preds = %86
  %90 = load i32, ptr %11, align 4
  %91 = sitofp i32 %90 to double
  %92 = fmul double %91, 0x400921FB54442D18
  %93 = fdiv double %92, 1.800000e+02
  store double %93, ptr %12, align 8
  %94 = load double, ptr %12, align 8
  %95 = call i32 @fx_from_double(double noundef %94)
  call void @fx_sincos(i32 noundef %95, ptr noundef %13, ptr noundef %14)
  %96 = load i32, ptr %13, align 4
  %97 = call double @fx_to_double(i32 noundef %96)
  %98 = load double, ptr %12, align 8
  %99 = call double @sin(double noundef %98) #5
  %100 = fsub double %97, %99
  %101 = call double @llvm.fabs.f64(double %100)
  store double %101, ptr %15, align 8
  %102 = load i32, ptr %14, align 4
  %103 = call double @fx_to_double(i32 noundef %102)
  %104 = load double, ptr %12, align 8
  %105 = call double @cos(double noundef %104) #5
  %106 = fsub double %103, %105
  %107 = call double @llvm.fabs.f64(double %106)
  store double %107, ptr %16, align 8
  %108 = load double, ptr %15, align 8
  %109 = load double, ptr %10, align 8
  %110 = fcmp ogt double %108, %109
  br i1 %110, label %111, label %113

111:                                              ; preds = %89
  %112 = load double, ptr %15, align 8
  store double %112, ptr %10, align 8
  br label %113

113:                                              ; preds = %111, %89
  %114 = load double, ptr %16, align 8
  %115 = load double, ptr %10, align 8
  %116 = fcmp ogt double %114, %115
  br i1 %116, label %117, label %119

117:                                              ; preds = %113
  %118 = load double, ptr %16, align 8
  store double %118, ptr %10, align 8
  br label %119

119:                                              ; preds = %117, %113
  %120 = load i32, ptr %11, align 4
  %121 = load i32, ptr %13, align 4
  %122 = call double @fx_to_double(i32 noundef %121)
  %123 = load i32, ptr %14, align 4
  %124 = call double @fx_to_double(i32 noundef %123)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %120, double noundef %122, double noundef %124)
  br label %126

126:                                              ; preds = %119
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 20
  store i32 %128, ptr %11, align 4
  br label %86, !llvm.loop !8

129:                                              ; preds = %86
  %130 = load double, ptr %10, align 8
  %131 = fcmp olt double %130, 1.000000e-03
  %132 = zext i1 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %132)
  store i32 0, ptr %17, align 4
  store i32 65536, ptr %18, align 4
  %134 = call i32 @fx_from_double(double noundef 9.000000e-01)
  store i32 %134, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %135

135:                                              ; preds = %145, %129
  %136 = load i32, ptr %20, align 4
  %137 = icmp slt i32 %136, 60
  br i1 %137, label %138, label %148

138:                                              ; preds = %135
  %139 = load i32, ptr %18, align 4
  %140 = load i32, ptr %17, align 4
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr %17, align 4
  %142 = load i32, ptr %18, align 4
  %143 = load i32, ptr %19, align 4
  %144 = call i32 @fx_mul(i32 noundef %142, i32 noundef %143)
  store i32 %144, ptr %18, align 4
  br label %145

145:                                              ; preds = %138
  %146 = load i32, ptr %20, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %20, align 4
  br label %135, !llvm.loop !9

148:                                              ; preds = %135
  %149 = load i32, ptr %17, align 4
  %150 = call double @fx_to_double(i32 noundef %149)
  %151 = call double @pow(double noundef 9.000000e-01, double noundef 6.000000e+01) #5
  %152 = fsub double 1.000000e+00, %151
  %153 = fdiv double %152, 1.000000e-01
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %150, double noundef %153)
  store i16 32767, ptr %21, align 2
  store i16 -16384, ptr %22, align 2
  %155 = load i16, ptr %21, align 2
  %156 = sext i16 %155 to i32
  %157 = load i16, ptr %22, align 2
  %158 = sext i16 %157 to i32
  %159 = mul nsw i32 %156, %158
  %160 = ashr i32 %159, 15
  store i32 %160, ptr %23, align 4
  %161 = load i32, ptr %23, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %161)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_from_double(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double %3, 6.553600e+04
  %5 = call i64 @lround(double noundef %4) #5
  %6 = trunc i64 %5 to i32
  ret i32 %6
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fx_to_double(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  %5 = fdiv double %4, 6.553600e+04
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  %10 = add nsw i64 %9, 32768
  %11 = ashr i64 %10, 16
  %12 = trunc i64 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 65536
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = sdiv i64 %7, %9
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_sqrt(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp sle i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %50

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = shl i64 %12, 16
  store i64 %13, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 4611686018427387904, ptr %6, align 8
  br label %14

14:                                               ; preds = %18, %10
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp ugt i64 %15, %16
  br i1 %17, label %18, label %21

18:                                               ; preds = %14
  %19 = load i64, ptr %6, align 8
  %20 = lshr i64 %19, 2
  store i64 %20, ptr %6, align 8
  br label %14, !llvm.loop !10

21:                                               ; preds = %14
  br label %22

22:                                               ; preds = %44, %21
  %23 = load i64, ptr %6, align 8
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %25, label %47

25:                                               ; preds = %22
  %26 = load i64, ptr %4, align 8
  %27 = load i64, ptr %5, align 8
  %28 = load i64, ptr %6, align 8
  %29 = add i64 %27, %28
  %30 = icmp uge i64 %26, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %25
  %32 = load i64, ptr %5, align 8
  %33 = load i64, ptr %6, align 8
  %34 = add i64 %32, %33
  %35 = load i64, ptr %4, align 8
  %36 = sub i64 %35, %34
  store i64 %36, ptr %4, align 8
  %37 = load i64, ptr %5, align 8
  %38 = lshr i64 %37, 1
  %39 = load i64, ptr %6, align 8
  %40 = add i64 %38, %39
  store i64 %40, ptr %5, align 8
  br label %44

41:                                               ; preds = %25
  %42 = load i64, ptr %5, align 8
  %43 = lshr i64 %42, 1
  store i64 %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %41, %31
  %45 = load i64, ptr %6, align 8
  %46 = lshr i64 %45, 2
  store i64 %46, ptr %6, align 8
  br label %22, !llvm.loop !11

47:                                               ; preds = %22
  %48 = load i64, ptr %5, align 8
  %49 = trunc i64 %48 to i32
  store i32 %49, ptr %2, align 4
  br label %50

50:                                               ; preds = %47, %9
  %51 = load i32, ptr %2, align 4
  ret i32 %51
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fx_sincos(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 39797, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %53, %3
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %10, align 4
  %20 = ashr i32 %18, %19
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %10, align 4
  %23 = ashr i32 %21, %22
  store i32 %23, ptr %12, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %26, label %39

26:                                               ; preds = %17
  %27 = load i32, ptr %12, align 4
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 %28, %27
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %8, align 4
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i32], ptr @cordic_atan, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %9, align 4
  %38 = sub nsw i32 %37, %36
  store i32 %38, ptr %9, align 4
  br label %52

39:                                               ; preds = %17
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %8, align 4
  %45 = sub nsw i32 %44, %43
  store i32 %45, ptr %8, align 4
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], ptr @cordic_atan, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %9, align 4
  br label %52

52:                                               ; preds = %39, %26
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %10, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %10, align 4
  br label %14, !llvm.loop !12

56:                                               ; preds = %14
  %57 = load i32, ptr %7, align 4
  %58 = load ptr, ptr %6, align 8
  store i32 %57, ptr %58, align 4
  %59 = load i32, ptr %8, align 4
  %60 = load ptr, ptr %5, align 8
  store i32 %59, ptr %60, align 4
  ret void
}

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
