; ModuleID = 'fwd/24_width4_return.c'
source_filename = "fwd/24_width4_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tan4 = type { [4 x double] }

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double 1.200000e+00, double -3.000000e-01, double 8.000000e-01], align 16
@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"drosen/dx[%d]\00", align 1
@__const.main.da = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double -2.000000e+00], align 16
@__const.main.db = private unnamed_addr constant [4 x double] [double 0.000000e+00, double 1.000000e+00, double 1.000000e+00, double 5.000000e-01], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"dg lane %d\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x [4 x double]], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.tan4, align 8
  %7 = alloca [32 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca i32, align 4
  %12 = alloca [4 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca %struct.tan4, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 128, i1 false)
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %26, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %21
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x double], ptr %22, i64 0, i64 %24
  store double 1.000000e+00, ptr %25, align 8
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %16, !llvm.loop !6

29:                                               ; preds = %16
  %30 = load i32, ptr @enzyme_width, align 4
  %31 = load i32, ptr @enzyme_dup, align 4
  %32 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %33 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 0
  %34 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 0
  %35 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 1
  %36 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %37 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 2
  %38 = getelementptr inbounds [4 x double], ptr %37, i64 0, i64 0
  %39 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 3
  %40 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 0
  %41 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ptr, ...) @__enzyme_fwddiff_w4(ptr dead_on_unwind writable sret(%struct.tan4) align 8 %6, ptr noundef @rosen, i32 noundef %30, i32 noundef 4, i32 noundef %31, ptr noundef %32, ptr noundef %34, ptr noundef %36, ptr noundef %38, ptr noundef %40, i32 noundef %41, i32 noundef 4)
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %99, %29
  %43 = load i32, ptr %8, align 4
  %44 = icmp slt i32 %43, 4
  br i1 %44, label %45, label %102

45:                                               ; preds = %42
  store i32 0, ptr %11, align 4
  br label %46

46:                                               ; preds = %80, %45
  %47 = load i32, ptr %11, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %83

49:                                               ; preds = %46
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %55
  %57 = load i32, ptr %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x double], ptr %56, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %60, double %53)
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = load i32, ptr %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %70
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x double], ptr %71, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %75, double %68)
  %77 = load i32, ptr %11, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %78
  store double %76, ptr %79, align 8
  br label %80

80:                                               ; preds = %49
  %81 = load i32, ptr %11, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %11, align 4
  br label %46, !llvm.loop !8

83:                                               ; preds = %46
  %84 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %85 = load i32, ptr %8, align 4
  %86 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef 32, ptr noundef @.str, i32 noundef %85) #6
  %87 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %88 = getelementptr inbounds %struct.tan4, ptr %6, i32 0, i32 0
  %89 = load i32, ptr %8, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %88, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %94 = call double @rosen(ptr noundef %93, i32 noundef 4)
  %95 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %96 = call double @rosen(ptr noundef %95, i32 noundef 4)
  %97 = fsub double %94, %96
  %98 = fdiv double %97, 2.000000e-05
  call void @check(ptr noundef %87, double noundef %92, double noundef %98)
  br label %99

99:                                               ; preds = %83
  %100 = load i32, ptr %8, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %8, align 4
  br label %42, !llvm.loop !9

102:                                              ; preds = %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.da, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.db, i64 32, i1 false)
  %103 = load i32, ptr @enzyme_width, align 4
  %104 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %105 = load double, ptr %104, align 16
  %106 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 1
  %107 = load double, ptr %106, align 8
  %108 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 2
  %109 = load double, ptr %108, align 16
  %110 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 3
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %113 = load double, ptr %112, align 16
  %114 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 1
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 2
  %117 = load double, ptr %116, align 16
  %118 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 3
  %119 = load double, ptr %118, align 8
  call void (ptr, ptr, ...) @__enzyme_fwddiff_w4(ptr dead_on_unwind writable sret(%struct.tan4) align 8 %14, ptr noundef @g, i32 noundef %103, i32 noundef 4, double noundef 0x3FE6666666666666, double noundef %105, double noundef %107, double noundef %109, double noundef %111, double noundef 1.100000e+00, double noundef %113, double noundef %115, double noundef %117, double noundef %119)
  store i32 0, ptr %15, align 4
  br label %120

120:                                              ; preds = %157, %102
  %121 = load i32, ptr %15, align 4
  %122 = icmp slt i32 %121, 4
  br i1 %122, label %123, label %160

123:                                              ; preds = %120
  %124 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %125 = load i32, ptr %15, align 4
  %126 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %124, i64 noundef 32, ptr noundef @.str.1, i32 noundef %125) #6
  %127 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %128 = getelementptr inbounds %struct.tan4, ptr %14, i32 0, i32 0
  %129 = load i32, ptr %15, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [4 x double], ptr %128, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  %133 = load i32, ptr %15, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %136, double 0x3FE6666666666666)
  %138 = load i32, ptr %15, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %139
  %141 = load double, ptr %140, align 8
  %142 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %141, double 1.100000e+00)
  %143 = call double @g(double noundef %137, double noundef %142)
  %144 = load i32, ptr %15, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %145
  %147 = load double, ptr %146, align 8
  %148 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %147, double 0x3FE6666666666666)
  %149 = load i32, ptr %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %150
  %152 = load double, ptr %151, align 8
  %153 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %152, double 1.100000e+00)
  %154 = call double @g(double noundef %148, double noundef %153)
  %155 = fsub double %143, %154
  %156 = fdiv double %155, 2.000000e-05
  call void @check(ptr noundef %127, double noundef %132, double noundef %156)
  br label %157

157:                                              ; preds = %123
  %158 = load i32, ptr %15, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %15, align 4
  br label %120, !llvm.loop !10

160:                                              ; preds = %120
  %161 = load i32, ptr @fails, align 4
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i64
  %164 = select i1 %162, ptr @.str.3, ptr @.str.4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %164)
  %166 = load i32, ptr @fails, align 4
  %167 = icmp ne i32 %166, 0
  %168 = zext i1 %167 to i32
  ret i32 %168
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff_w4(ptr dead_on_unwind writable sret(%struct.tan4) align 8, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rosen(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %66, %2
  %8 = load i32, ptr %6, align 4
  %9 = add nsw i32 %8, 1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %69

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %13, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fneg double %23
  %30 = call double @llvm.fmuladd.f64(double %29, double %28, double %18)
  %31 = fmul double 1.000000e+02, %30
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %32, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = fneg double %42
  %49 = call double @llvm.fmuladd.f64(double %48, double %47, double %37)
  %50 = load ptr, ptr %3, align 8
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = fsub double 1.000000e+00, %54
  %56 = load ptr, ptr %3, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = fsub double 1.000000e+00, %60
  %62 = fmul double %55, %61
  %63 = call double @llvm.fmuladd.f64(double %31, double %49, double %62)
  %64 = load double, ptr %5, align 8
  %65 = fadd double %64, %63
  store double %65, ptr %5, align 8
  br label %66

66:                                               ; preds = %12
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %7, !llvm.loop !11

69:                                               ; preds = %7
  %70 = load double, ptr %5, align 8
  ret double %70
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

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
define internal double @g(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fneg double %6
  %8 = call double @exp(double noundef %7) #6
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %4, align 8
  %11 = fmul double %9, %10
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %5, double %8, double %13)
  ret double %14
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
