; ModuleID = 'c/07_rk4_pendulum.c'
source_filename = "c/07_rk4_pendulum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.p_free = private unnamed_addr constant [4 x double] [double 9.810000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], align 8
@__const.main.y = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 8
@.str = private unnamed_addr constant [51 x i8] c"free pendulum: theta=%.6f omega=%.6f crossings=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"energy drift < 1e-6: %d\0A\00", align 1
@__const.main.p_drv = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double 1.200000e+00, double 0x3FE5555555555555], align 8
@__const.main.z = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 0.000000e+00], align 8
@.str.2 = private unnamed_addr constant [41 x i8] c"driven t=%6.2f theta=%10.5f omega=%9.5f\0A\00", align 1
@__const.main.p_h = private unnamed_addr constant [1 x double] [double 4.000000e+00], align 8
@__const.main.w = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 8
@.str.3 = private unnamed_addr constant [34 x i8] c"harmonic x(3.14)=%.6f exact=%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca [4 x double], align 8
  %12 = alloca [2 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca [1 x double], align 8
  %15 = alloca [2 x double], align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.p_free, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.y, i64 16, i1 false)
  %17 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %18 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  %19 = load double, ptr %18, align 8
  %20 = call double @energy(ptr noundef %17, double noundef %19)
  store double %20, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store double 1.000000e-02, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %21 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %22 = load double, ptr %21, align 8
  store double %22, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %48, %0
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %24, 1000
  br i1 %25, label %26, label %51

26:                                               ; preds = %23
  %27 = load double, ptr %5, align 8
  %28 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %29 = load double, ptr %6, align 8
  %30 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  call void @rk4(ptr noundef @pendulum, double noundef %27, ptr noundef %28, i32 noundef 2, double noundef %29, ptr noundef %30)
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %5, align 8
  %33 = fadd double %32, %31
  store double %33, ptr %5, align 8
  %34 = load double, ptr %8, align 8
  %35 = fcmp olt double %34, 0.000000e+00
  %36 = zext i1 %35 to i32
  %37 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %38 = load double, ptr %37, align 8
  %39 = fcmp olt double %38, 0.000000e+00
  %40 = zext i1 %39 to i32
  %41 = icmp ne i32 %36, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %26
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %45

45:                                               ; preds = %42, %26
  %46 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %47 = load double, ptr %46, align 8
  store double %47, ptr %8, align 8
  br label %48

48:                                               ; preds = %45
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4
  br label %23, !llvm.loop !6

51:                                               ; preds = %23
  %52 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %53 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  %54 = load double, ptr %53, align 8
  %55 = call double @energy(ptr noundef %52, double noundef %54)
  store double %55, ptr %10, align 8
  %56 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %59 = load double, ptr %58, align 8
  %60 = load i32, ptr %7, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %57, double noundef %59, i32 noundef %60)
  %62 = load double, ptr %10, align 8
  %63 = load double, ptr %4, align 8
  %64 = fsub double %62, %63
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp olt double %65, 0x3EB0C6F7A0B5ED8D
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.p_drv, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.z, i64 16, i1 false)
  store double 0.000000e+00, ptr %5, align 8
  store i32 1, ptr %13, align 4
  br label %69

69:                                               ; preds = %89, %51
  %70 = load i32, ptr %13, align 4
  %71 = icmp sle i32 %70, 2000
  br i1 %71, label %72, label %92

72:                                               ; preds = %69
  %73 = load double, ptr %5, align 8
  %74 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  %75 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @rk4(ptr noundef @pendulum, double noundef %73, ptr noundef %74, i32 noundef 2, double noundef 1.000000e-02, ptr noundef %75)
  %76 = load double, ptr %5, align 8
  %77 = fadd double %76, 1.000000e-02
  store double %77, ptr %5, align 8
  %78 = load i32, ptr %13, align 4
  %79 = srem i32 %78, 400
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %88

81:                                               ; preds = %72
  %82 = load double, ptr %5, align 8
  %83 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 1
  %86 = load double, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %82, double noundef %84, double noundef %86)
  br label %88

88:                                               ; preds = %81, %72
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %13, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %13, align 4
  br label %69, !llvm.loop !8

92:                                               ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.p_h, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.w, i64 16, i1 false)
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %16, align 4
  br label %93

93:                                               ; preds = %102, %92
  %94 = load i32, ptr %16, align 4
  %95 = icmp slt i32 %94, 314
  br i1 %95, label %96, label %105

96:                                               ; preds = %93
  %97 = load double, ptr %5, align 8
  %98 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %99 = getelementptr inbounds [1 x double], ptr %14, i64 0, i64 0
  call void @rk4(ptr noundef @harmonic, double noundef %97, ptr noundef %98, i32 noundef 2, double noundef 1.000000e-02, ptr noundef %99)
  %100 = load double, ptr %5, align 8
  %101 = fadd double %100, 1.000000e-02
  store double %101, ptr %5, align 8
  br label %102

102:                                              ; preds = %96
  %103 = load i32, ptr %16, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %16, align 4
  br label %93, !llvm.loop !9

105:                                              ; preds = %93
  %106 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %107 = load double, ptr %106, align 8
  %108 = call double @cos(double noundef 6.280000e+00) #5
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %107, double noundef %108)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 1
  %7 = load double, ptr %6, align 8
  %8 = fmul double 5.000000e-01, %7
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 1
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %4, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = call double @cos(double noundef %15) #5
  %17 = fsub double 1.000000e+00, %16
  %18 = fmul double %12, %17
  %19 = call double @llvm.fmuladd.f64(double %8, double %11, double %18)
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rk4(ptr noundef %0, double noundef %1, ptr noundef %2, i32 noundef %3, double noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [4 x double], align 8
  %14 = alloca [4 x double], align 8
  %15 = alloca [4 x double], align 8
  %16 = alloca [4 x double], align 8
  %17 = alloca [4 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store double %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store double %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = load double, ptr %8, align 8
  %24 = load ptr, ptr %9, align 8
  %25 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %26 = load ptr, ptr %12, align 8
  call void %22(double noundef %23, ptr noundef %24, ptr noundef %25, ptr noundef %26)
  store i32 0, ptr %18, align 4
  br label %27

27:                                               ; preds = %47, %6
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %50

31:                                               ; preds = %27
  %32 = load ptr, ptr %9, align 8
  %33 = load i32, ptr %18, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load double, ptr %11, align 8
  %38 = fmul double 5.000000e-01, %37
  %39 = load i32, ptr %18, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double %38, double %42, double %36)
  %44 = load i32, ptr %18, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %45
  store double %43, ptr %46, align 8
  br label %47

47:                                               ; preds = %31
  %48 = load i32, ptr %18, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %18, align 4
  br label %27, !llvm.loop !10

50:                                               ; preds = %27
  %51 = load ptr, ptr %7, align 8
  %52 = load double, ptr %8, align 8
  %53 = load double, ptr %11, align 8
  %54 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %53, double %52)
  %55 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 0
  %56 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %57 = load ptr, ptr %12, align 8
  call void %51(double noundef %54, ptr noundef %55, ptr noundef %56, ptr noundef %57)
  store i32 0, ptr %19, align 4
  br label %58

58:                                               ; preds = %78, %50
  %59 = load i32, ptr %19, align 4
  %60 = load i32, ptr %10, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %81

62:                                               ; preds = %58
  %63 = load ptr, ptr %9, align 8
  %64 = load i32, ptr %19, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = load double, ptr %11, align 8
  %69 = fmul double 5.000000e-01, %68
  %70 = load i32, ptr %19, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = call double @llvm.fmuladd.f64(double %69, double %73, double %67)
  %75 = load i32, ptr %19, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %76
  store double %74, ptr %77, align 8
  br label %78

78:                                               ; preds = %62
  %79 = load i32, ptr %19, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %19, align 4
  br label %58, !llvm.loop !11

81:                                               ; preds = %58
  %82 = load ptr, ptr %7, align 8
  %83 = load double, ptr %8, align 8
  %84 = load double, ptr %11, align 8
  %85 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %84, double %83)
  %86 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 0
  %87 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %88 = load ptr, ptr %12, align 8
  call void %82(double noundef %85, ptr noundef %86, ptr noundef %87, ptr noundef %88)
  store i32 0, ptr %20, align 4
  br label %89

89:                                               ; preds = %108, %81
  %90 = load i32, ptr %20, align 4
  %91 = load i32, ptr %10, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %111

93:                                               ; preds = %89
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %20, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %94, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load double, ptr %11, align 8
  %100 = load i32, ptr %20, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = call double @llvm.fmuladd.f64(double %99, double %103, double %98)
  %105 = load i32, ptr %20, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %106
  store double %104, ptr %107, align 8
  br label %108

108:                                              ; preds = %93
  %109 = load i32, ptr %20, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %20, align 4
  br label %89, !llvm.loop !12

111:                                              ; preds = %89
  %112 = load ptr, ptr %7, align 8
  %113 = load double, ptr %8, align 8
  %114 = load double, ptr %11, align 8
  %115 = fadd double %113, %114
  %116 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 0
  %117 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  %118 = load ptr, ptr %12, align 8
  call void %112(double noundef %115, ptr noundef %116, ptr noundef %117, ptr noundef %118)
  store i32 0, ptr %21, align 4
  br label %119

119:                                              ; preds = %151, %111
  %120 = load i32, ptr %21, align 4
  %121 = load i32, ptr %10, align 4
  %122 = icmp slt i32 %120, %121
  br i1 %122, label %123, label %154

123:                                              ; preds = %119
  %124 = load double, ptr %11, align 8
  %125 = fdiv double %124, 6.000000e+00
  %126 = load i32, ptr %21, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %127
  %129 = load double, ptr %128, align 8
  %130 = load i32, ptr %21, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %131
  %133 = load double, ptr %132, align 8
  %134 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %133, double %129)
  %135 = load i32, ptr %21, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %136
  %138 = load double, ptr %137, align 8
  %139 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %138, double %134)
  %140 = load i32, ptr %21, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %141
  %143 = load double, ptr %142, align 8
  %144 = fadd double %139, %143
  %145 = load ptr, ptr %9, align 8
  %146 = load i32, ptr %21, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds double, ptr %145, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = call double @llvm.fmuladd.f64(double %125, double %144, double %149)
  store double %150, ptr %148, align 8
  br label %151

151:                                              ; preds = %123
  %152 = load i32, ptr %21, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %21, align 4
  br label %119, !llvm.loop !13

154:                                              ; preds = %119
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pendulum(double noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 1
  %11 = load double, ptr %10, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  store double %11, ptr %13, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = fneg double %16
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 0
  %20 = load double, ptr %19, align 8
  %21 = call double @sin(double noundef %20) #5
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  %27 = load double, ptr %26, align 8
  %28 = fmul double %24, %27
  %29 = fneg double %28
  %30 = call double @llvm.fmuladd.f64(double %17, double %21, double %29)
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 2
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 3
  %36 = load double, ptr %35, align 8
  %37 = load double, ptr %5, align 8
  %38 = fmul double %36, %37
  %39 = call double @cos(double noundef %38) #5
  %40 = call double @llvm.fmuladd.f64(double %33, double %39, double %30)
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 1
  store double %40, ptr %42, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @harmonic(double noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load double, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  store double %12, ptr %14, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  %22 = fmul double %18, %21
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  store double %22, ptr %24, align 8
  ret void
}

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
