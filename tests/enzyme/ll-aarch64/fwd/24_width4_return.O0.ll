; ModuleID = 'fwd/24_width4_return.c'
source_filename = "fwd/24_width4_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tan4 = type { [4 x double] }

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double 1.200000e+00, double -3.000000e-01, double 8.000000e-01], align 8
@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"drosen/dx[%d]\00", align 1
@__const.main.da = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double -2.000000e+00], align 8
@__const.main.db = private unnamed_addr constant [4 x double] [double 0.000000e+00, double 1.000000e+00, double 1.000000e+00, double 5.000000e-01], align 8
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
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x [4 x double]], align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.tan4, align 8
  %7 = alloca [32 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca [4 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca [4 x double], align 8
  %13 = alloca [4 x double], align 8
  %14 = alloca %struct.tan4, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 128, i1 false)
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
  %42 = call %struct.tan4 (ptr, ...) @__enzyme_fwddiff_w4(ptr noundef @rosen, i32 noundef %30, i32 noundef 4, i32 noundef %31, ptr noundef %32, ptr noundef %34, ptr noundef %36, ptr noundef %38, ptr noundef %40, i32 noundef %41, i32 noundef 4)
  %43 = getelementptr inbounds %struct.tan4, ptr %6, i32 0, i32 0
  %44 = extractvalue %struct.tan4 %42, 0
  store [4 x double] %44, ptr %43, align 8
  store i32 0, ptr %8, align 4
  br label %45

45:                                               ; preds = %102, %29
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %105

48:                                               ; preds = %45
  store i32 0, ptr %11, align 4
  br label %49

49:                                               ; preds = %83, %48
  %50 = load i32, ptr %11, align 4
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %52, label %86

52:                                               ; preds = %49
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %58
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [4 x double], ptr %59, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %63, double %56)
  %65 = load i32, ptr %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %66
  store double %64, ptr %67, align 8
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %73
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x double], ptr %74, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %78, double %71)
  %80 = load i32, ptr %11, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %81
  store double %79, ptr %82, align 8
  br label %83

83:                                               ; preds = %52
  %84 = load i32, ptr %11, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %11, align 4
  br label %49, !llvm.loop !8

86:                                               ; preds = %49
  %87 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %88 = load i32, ptr %8, align 4
  %89 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %87, i64 noundef 32, ptr noundef @.str, i32 noundef %88) #6
  %90 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %91 = getelementptr inbounds %struct.tan4, ptr %6, i32 0, i32 0
  %92 = load i32, ptr %8, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x double], ptr %91, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %97 = call double @rosen(ptr noundef %96, i32 noundef 4)
  %98 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %99 = call double @rosen(ptr noundef %98, i32 noundef 4)
  %100 = fsub double %97, %99
  %101 = fdiv double %100, 2.000000e-05
  call void @check(ptr noundef %90, double noundef %95, double noundef %101)
  br label %102

102:                                              ; preds = %86
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %8, align 4
  br label %45, !llvm.loop !9

105:                                              ; preds = %45
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.da, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.db, i64 32, i1 false)
  %106 = load i32, ptr @enzyme_width, align 4
  %107 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 1
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 2
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 3
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 2
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 3
  %122 = load double, ptr %121, align 8
  %123 = call %struct.tan4 (ptr, ...) @__enzyme_fwddiff_w4(ptr noundef @g, i32 noundef %106, i32 noundef 4, double noundef 0x3FE6666666666666, double noundef %108, double noundef %110, double noundef %112, double noundef %114, double noundef 1.100000e+00, double noundef %116, double noundef %118, double noundef %120, double noundef %122)
  %124 = getelementptr inbounds %struct.tan4, ptr %14, i32 0, i32 0
  %125 = extractvalue %struct.tan4 %123, 0
  store [4 x double] %125, ptr %124, align 8
  store i32 0, ptr %15, align 4
  br label %126

126:                                              ; preds = %163, %105
  %127 = load i32, ptr %15, align 4
  %128 = icmp slt i32 %127, 4
  br i1 %128, label %129, label %166

129:                                              ; preds = %126
  %130 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %131 = load i32, ptr %15, align 4
  %132 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %130, i64 noundef 32, ptr noundef @.str.1, i32 noundef %131) #6
  %133 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  %134 = getelementptr inbounds %struct.tan4, ptr %14, i32 0, i32 0
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x double], ptr %134, i64 0, i64 %136
  %138 = load double, ptr %137, align 8
  %139 = load i32, ptr %15, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %140
  %142 = load double, ptr %141, align 8
  %143 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %142, double 0x3FE6666666666666)
  %144 = load i32, ptr %15, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %145
  %147 = load double, ptr %146, align 8
  %148 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %147, double 1.100000e+00)
  %149 = call double @g(double noundef %143, double noundef %148)
  %150 = load i32, ptr %15, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %153, double 0x3FE6666666666666)
  %155 = load i32, ptr %15, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %158, double 1.100000e+00)
  %160 = call double @g(double noundef %154, double noundef %159)
  %161 = fsub double %149, %160
  %162 = fdiv double %161, 2.000000e-05
  call void @check(ptr noundef %133, double noundef %138, double noundef %162)
  br label %163

163:                                              ; preds = %129
  %164 = load i32, ptr %15, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %15, align 4
  br label %126, !llvm.loop !10

166:                                              ; preds = %126
  %167 = load i32, ptr @fails, align 4
  %168 = icmp ne i32 %167, 0
  %169 = zext i1 %168 to i64
  %170 = select i1 %168, ptr @.str.3, ptr @.str.4
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %170)
  %172 = load i32, ptr @fails, align 4
  %173 = icmp ne i32 %172, 0
  %174 = zext i1 %173 to i32
  ret i32 %174
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare %struct.tan4 @__enzyme_fwddiff_w4(ptr noundef, ...) #3

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
