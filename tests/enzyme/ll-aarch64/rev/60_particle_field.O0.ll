; ModuleID = 'rev/60_particle_field.c'
source_filename = "rev/60_particle_field.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v0 = private unnamed_addr constant [2 x double] [double 9.000000e-01, double 4.000000e-01], align 8
@__const.main.wells = private unnamed_addr constant [9 x double] [double 5.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e+00, double -2.000000e-01, double 8.000000e-01, double -3.000000e-01, double 9.000000e-01, double 6.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dwells\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"d/dv0\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca [9 x double], align 8
  %8 = alloca [9 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [64 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 40, ptr %3, align 4
  %20 = load volatile i32, ptr %3, align 4
  store i32 %20, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.v0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.wells, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 72, i1 false)
  store double 5.000000e-02, ptr %9, align 8
  %21 = load i32, ptr @enzyme_dup, align 4
  %22 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %23 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %24 = load i32, ptr @enzyme_dup, align 4
  %25 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %26 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %27 = load i32, ptr @enzyme_out, align 4
  %28 = load double, ptr %9, align 8
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = load i32, ptr @enzyme_const, align 4
  %31 = load i32, ptr %4, align 4
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @shoot, i32 noundef %21, ptr noundef %22, ptr noundef %23, i32 noundef %24, ptr noundef %25, ptr noundef %26, i32 noundef %27, double noundef %28, i32 noundef %29, i32 noundef 3, i32 noundef %30, i32 noundef %31)
  store double %32, ptr %10, align 8
  %33 = load double, ptr %10, align 8
  %34 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %35 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %36 = load double, ptr %9, align 8
  %37 = fadd double %36, 0x3EB0C6F7A0B5ED8D
  %38 = load i32, ptr %4, align 4
  %39 = call double @shoot(ptr noundef %34, ptr noundef %35, double noundef %37, i32 noundef 3, i32 noundef %38)
  %40 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %41 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %42 = load double, ptr %9, align 8
  %43 = fsub double %42, 0x3EB0C6F7A0B5ED8D
  %44 = load i32, ptr %4, align 4
  %45 = call double @shoot(ptr noundef %40, ptr noundef %41, double noundef %43, i32 noundef 3, i32 noundef %44)
  %46 = fsub double %39, %45
  %47 = fdiv double %46, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %33, double noundef %47)
  store i32 0, ptr %12, align 4
  br label %48

48:                                               ; preds = %130, %0
  %49 = load i32, ptr %12, align 4
  %50 = icmp slt i32 %49, 2
  br i1 %50, label %51, label %133

51:                                               ; preds = %48
  %52 = load i32, ptr %12, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %51
  %55 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  br label %58

56:                                               ; preds = %51
  %57 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi ptr [ %55, %54 ], [ %57, %56 ]
  store ptr %59, ptr %13, align 8
  %60 = load i32, ptr %12, align 4
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %58
  %63 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  br label %66

64:                                               ; preds = %58
  %65 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi ptr [ %63, %62 ], [ %65, %64 ]
  store ptr %67, ptr %14, align 8
  %68 = load i32, ptr %12, align 4
  %69 = icmp ne i32 %68, 0
  %70 = zext i1 %69 to i64
  %71 = select i1 %69, i32 9, i32 2
  store i32 %71, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %72

72:                                               ; preds = %126, %66
  %73 = load i32, ptr %16, align 4
  %74 = load i32, ptr %15, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %129

76:                                               ; preds = %72
  %77 = load ptr, ptr %13, align 8
  %78 = load i32, ptr %16, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %77, i64 %79
  %81 = load double, ptr %80, align 8
  store double %81, ptr %17, align 8
  %82 = load double, ptr %17, align 8
  %83 = fadd double %82, 0x3EB0C6F7A0B5ED8D
  %84 = load ptr, ptr %13, align 8
  %85 = load i32, ptr %16, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %84, i64 %86
  store double %83, ptr %87, align 8
  %88 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %89 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %90 = load double, ptr %9, align 8
  %91 = load i32, ptr %4, align 4
  %92 = call double @shoot(ptr noundef %88, ptr noundef %89, double noundef %90, i32 noundef 3, i32 noundef %91)
  store double %92, ptr %18, align 8
  %93 = load double, ptr %17, align 8
  %94 = fsub double %93, 0x3EB0C6F7A0B5ED8D
  %95 = load ptr, ptr %13, align 8
  %96 = load i32, ptr %16, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %95, i64 %97
  store double %94, ptr %98, align 8
  %99 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %100 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %101 = load double, ptr %9, align 8
  %102 = load i32, ptr %4, align 4
  %103 = call double @shoot(ptr noundef %99, ptr noundef %100, double noundef %101, i32 noundef 3, i32 noundef %102)
  store double %103, ptr %19, align 8
  %104 = load double, ptr %17, align 8
  %105 = load ptr, ptr %13, align 8
  %106 = load i32, ptr %16, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds double, ptr %105, i64 %107
  store double %104, ptr %108, align 8
  %109 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %110 = load i32, ptr %12, align 4
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i64
  %113 = select i1 %111, ptr @.str.2, ptr @.str.3
  %114 = load i32, ptr %16, align 4
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %109, i64 noundef 64, ptr noundef @.str.1, ptr noundef %113, i32 noundef %114) #6
  %116 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %117 = load ptr, ptr %14, align 8
  %118 = load i32, ptr %16, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds double, ptr %117, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = load double, ptr %18, align 8
  %123 = load double, ptr %19, align 8
  %124 = fsub double %122, %123
  %125 = fdiv double %124, 2.000000e-06
  call void @check(ptr noundef %116, double noundef %121, double noundef %125)
  br label %126

126:                                              ; preds = %76
  %127 = load i32, ptr %16, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %16, align 4
  br label %72, !llvm.loop !6

129:                                              ; preds = %72
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %12, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %12, align 4
  br label %48, !llvm.loop !8

133:                                              ; preds = %48
  %134 = load i32, ptr @fails, align 4
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i64
  %137 = select i1 %135, ptr @.str.5, ptr @.str.6
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %137)
  %139 = load i32, ptr @fails, align 4
  %140 = icmp ne i32 %139, 0
  %141 = zext i1 %140 to i32
  ret i32 %141
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @shoot(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [2 x double], align 8
  %12 = alloca [2 x double], align 8
  %13 = alloca [2 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 16, i1 false)
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  store double %21, ptr %12, align 8
  %22 = getelementptr inbounds double, ptr %12, i64 1
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  %25 = load double, ptr %24, align 8
  store double %25, ptr %22, align 8
  %26 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %27 = load ptr, ptr %7, align 8
  %28 = load i32, ptr %9, align 4
  %29 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  call void @force(ptr noundef %26, ptr noundef %27, i32 noundef %28, ptr noundef %29)
  store i32 0, ptr %14, align 4
  br label %30

30:                                               ; preds = %87, %5
  %31 = load i32, ptr %14, align 4
  %32 = load i32, ptr %10, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %90

34:                                               ; preds = %30
  store i32 0, ptr %15, align 4
  br label %35

35:                                               ; preds = %60, %34
  %36 = load i32, ptr %15, align 4
  %37 = icmp slt i32 %36, 2
  br i1 %37, label %38, label %63

38:                                               ; preds = %35
  %39 = load double, ptr %8, align 8
  %40 = fmul double 5.000000e-01, %39
  %41 = load i32, ptr %15, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load i32, ptr %15, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = call double @llvm.fmuladd.f64(double %40, double %44, double %48)
  store double %49, ptr %47, align 8
  %50 = load double, ptr %8, align 8
  %51 = load i32, ptr %15, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load i32, ptr %15, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fmuladd.f64(double %50, double %54, double %58)
  store double %59, ptr %57, align 8
  br label %60

60:                                               ; preds = %38
  %61 = load i32, ptr %15, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %15, align 4
  br label %35, !llvm.loop !9

63:                                               ; preds = %35
  %64 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %65 = load ptr, ptr %7, align 8
  %66 = load i32, ptr %9, align 4
  %67 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  call void @force(ptr noundef %64, ptr noundef %65, i32 noundef %66, ptr noundef %67)
  store i32 0, ptr %16, align 4
  br label %68

68:                                               ; preds = %83, %63
  %69 = load i32, ptr %16, align 4
  %70 = icmp slt i32 %69, 2
  br i1 %70, label %71, label %86

71:                                               ; preds = %68
  %72 = load double, ptr %8, align 8
  %73 = fmul double 5.000000e-01, %72
  %74 = load i32, ptr %16, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %16, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = call double @llvm.fmuladd.f64(double %73, double %77, double %81)
  store double %82, ptr %80, align 8
  br label %83

83:                                               ; preds = %71
  %84 = load i32, ptr %16, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %16, align 4
  br label %68, !llvm.loop !10

86:                                               ; preds = %68
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %14, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %14, align 4
  br label %30, !llvm.loop !11

90:                                               ; preds = %30
  %91 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %92 = load double, ptr %91, align 8
  %93 = fsub double %92, 1.000000e+00
  store double %93, ptr %17, align 8
  %94 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %95 = load double, ptr %94, align 8
  %96 = fsub double %95, 8.000000e-01
  store double %96, ptr %18, align 8
  %97 = load double, ptr %17, align 8
  %98 = load double, ptr %17, align 8
  %99 = load double, ptr %18, align 8
  %100 = load double, ptr %18, align 8
  %101 = fmul double %99, %100
  %102 = call double @llvm.fmuladd.f64(double %97, double %98, double %101)
  ret double %102
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @force(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 1
  store double 0.000000e+00, ptr %14, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %9, align 4
  br label %17

17:                                               ; preds = %75, %4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %78

21:                                               ; preds = %17
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %9, align 4
  %27 = mul nsw i32 3, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %25, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fsub double %24, %30
  store double %31, ptr %10, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds double, ptr %32, i64 1
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %9, align 4
  %37 = mul nsw i32 3, %36
  %38 = add nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %35, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fsub double %34, %41
  store double %42, ptr %11, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %9, align 4
  %45 = mul nsw i32 3, %44
  %46 = add nsw i32 %45, 2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %43, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %10, align 8
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %11, align 8
  %53 = load double, ptr %11, align 8
  %54 = fmul double %52, %53
  %55 = call double @llvm.fmuladd.f64(double %50, double %51, double %54)
  %56 = fneg double %55
  %57 = call double @exp(double noundef %56) #6
  %58 = fmul double %49, %57
  store double %58, ptr %12, align 8
  %59 = load double, ptr %10, align 8
  %60 = fmul double 2.000000e+00, %59
  %61 = load double, ptr %12, align 8
  %62 = load ptr, ptr %8, align 8
  %63 = getelementptr inbounds double, ptr %62, i64 0
  %64 = load double, ptr %63, align 8
  %65 = fneg double %60
  %66 = call double @llvm.fmuladd.f64(double %65, double %61, double %64)
  store double %66, ptr %63, align 8
  %67 = load double, ptr %11, align 8
  %68 = fmul double 2.000000e+00, %67
  %69 = load double, ptr %12, align 8
  %70 = load ptr, ptr %8, align 8
  %71 = getelementptr inbounds double, ptr %70, i64 1
  %72 = load double, ptr %71, align 8
  %73 = fneg double %68
  %74 = call double @llvm.fmuladd.f64(double %73, double %69, double %72)
  store double %74, ptr %71, align 8
  br label %75

75:                                               ; preds = %21
  %76 = load i32, ptr %9, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %9, align 4
  br label %17, !llvm.loop !12

78:                                               ; preds = %17
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
