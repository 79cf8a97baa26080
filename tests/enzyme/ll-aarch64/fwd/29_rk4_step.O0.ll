; ModuleID = 'fwd/29_rk4_step.c'
source_filename = "fwd/29_rk4_step.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.y = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -3.000000e-01], align 8
@__const.main.dy = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double 4.000000e-01], align 8
@enzyme_const = external global i32, align 4
@__const.main.yp = private unnamed_addr constant [2 x double] [double 0x3FF80007570C5650, double -2.999960e-01], align 8
@__const.main.ym = private unnamed_addr constant [2 x double] [double 0x3FF7FFF8A8F3A9B0, double -3.000040e-01], align 8
@.str = private unnamed_addr constant [8 x i8] c"summary\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"final y[0]\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"final y[1]\00", align 1
@__const.main.z = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 1.000000e+00], align 8
@__const.main.zp = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 1.000000e+00], align 8
@__const.main.zm = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 1.000000e+00], align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[0]\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[1]\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [2 x double], align 8
  %12 = alloca [2 x double], align 8
  %13 = alloca [2 x double], align 8
  %14 = alloca [2 x double], align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store volatile i32 40, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.y, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.dy, i64 16, i1 false)
  %15 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %16 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = load volatile i32, ptr %3, align 4
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @integrate, ptr noundef %15, ptr noundef %16, double noundef 1.200000e+00, double noundef 5.000000e-01, i32 noundef %17, double noundef 5.000000e-02, i32 noundef %18)
  store double %19, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.yp, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.ym, i64 16, i1 false)
  %20 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %21 = load volatile i32, ptr %3, align 4
  %22 = call double @integrate(ptr noundef %20, double noundef 0x3FF333387160956C, double noundef 5.000000e-02, i32 noundef %21)
  store double %22, ptr %9, align 8
  %23 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %24 = load volatile i32, ptr %3, align 4
  %25 = call double @integrate(ptr noundef %23, double noundef 0x3FF3332DF505D0FA, double noundef 5.000000e-02, i32 noundef %24)
  store double %25, ptr %10, align 8
  %26 = load double, ptr %6, align 8
  %27 = load double, ptr %9, align 8
  %28 = load double, ptr %10, align 8
  %29 = fsub double %27, %28
  %30 = fdiv double %29, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %26, double noundef %30)
  %31 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %36 = load double, ptr %35, align 8
  %37 = fsub double %34, %36
  %38 = fdiv double %37, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %32, double noundef %38)
  %39 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = fsub double %42, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %40, double noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.z, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 16, i1 false)
  %47 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %48 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  %49 = load i32, ptr @enzyme_const, align 4
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rk4_step, ptr noundef %47, ptr noundef %48, double noundef 2.000000e+00, double noundef 1.000000e+00, i32 noundef %49, double noundef 1.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.zp, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.zm, i64 16, i1 false)
  %51 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  call void @rk4_step(ptr noundef %51, double noundef 2.000010e+00, double noundef 1.000000e-01)
  %52 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 0
  call void @rk4_step(ptr noundef %52, double noundef 1.999990e+00, double noundef 1.000000e-01)
  %53 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 0
  %58 = load double, ptr %57, align 8
  %59 = fsub double %56, %58
  %60 = fdiv double %59, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %54, double noundef %60)
  %61 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 1
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 1
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 1
  %66 = load double, ptr %65, align 8
  %67 = fsub double %64, %66
  %68 = fdiv double %67, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %62, double noundef %68)
  %69 = load i32, ptr @fails, align 4
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i64
  %72 = select i1 %70, ptr @.str.6, ptr @.str.7
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %72)
  %74 = load i32, ptr @fails, align 4
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i32
  ret i32 %76
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @integrate(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %18, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = load double, ptr %7, align 8
  call void @rk4_step(ptr noundef %15, double noundef %16, double noundef %17)
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %9, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %9, align 4
  br label %10, !llvm.loop !6

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 1
  %30 = load double, ptr %29, align 8
  %31 = fmul double 5.000000e-01, %30
  %32 = call double @llvm.fmuladd.f64(double %24, double %27, double %31)
  ret double %32
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
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rk4_step(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
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
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load double, ptr %5, align 8
  %18 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @vdp(ptr noundef %16, double noundef %17, ptr noundef %18)
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
  br label %19, !llvm.loop !8

41:                                               ; preds = %19
  %42 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %43 = load double, ptr %5, align 8
  %44 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  call void @vdp(ptr noundef %42, double noundef %43, ptr noundef %44)
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
  br label %45, !llvm.loop !9

67:                                               ; preds = %45
  %68 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %69 = load double, ptr %5, align 8
  %70 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  call void @vdp(ptr noundef %68, double noundef %69, ptr noundef %70)
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
  br label %71, !llvm.loop !10

92:                                               ; preds = %71
  %93 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %94 = load double, ptr %5, align 8
  %95 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @vdp(ptr noundef %93, double noundef %94, ptr noundef %95)
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
  br label %96, !llvm.loop !11

130:                                              ; preds = %96
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vdp(ptr noundef %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  store double %9, ptr %11, align 8
  %12 = load double, ptr %5, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = fneg double %15
  %20 = call double @llvm.fmuladd.f64(double %19, double %18, double 1.000000e+00)
  %21 = fmul double %12, %20
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  %27 = load double, ptr %26, align 8
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %21, double %24, double %28)
  %30 = load ptr, ptr %6, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 1
  store double %29, ptr %31, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
