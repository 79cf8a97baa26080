; ModuleID = 'rev/66_fnptr_table.c'
source_filename = "rev/66_fnptr_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@table = internal global [3 x ptr] [ptr @quad, ptr @wave, ptr @soft], align 8
@__const.main.p = private unnamed_addr constant [2 x double] [double 1.500000e+00, double 2.000000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"table d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"callback d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"table d/dp[%d]\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"callback d/dp[1]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %28, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load i32, ptr %8, align 4
  %15 = srem i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = call double %18(double noundef %23, ptr noundef %24)
  %26 = load double, ptr %7, align 8
  %27 = fadd double %26, %25
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %9, !llvm.loop !6

31:                                               ; preds = %9
  %32 = load double, ptr %7, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @apply_all(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
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
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %29, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %32

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = call double %16(double noundef %21, ptr noundef %22)
  %24 = load i32, ptr %10, align 4
  %25 = add nsw i32 %24, 1
  %26 = sitofp i32 %25 to double
  %27 = load double, ptr %9, align 8
  %28 = call double @llvm.fmuladd.f64(double %23, double %26, double %27)
  store double %28, ptr %9, align 8
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %10, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %10, align 4
  br label %11, !llvm.loop !8

32:                                               ; preds = %11
  %33 = load double, ptr %9, align 8
  ret double %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca [2 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca [8 x double], align 8
  %15 = alloca [8 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [2 x double], align 8
  %19 = alloca [2 x double], align 8
  %20 = alloca [2 x double], align 8
  %21 = alloca [2 x double], align 8
  store i32 0, ptr %1, align 4
  store volatile i32 7, ptr %2, align 4
  %22 = load volatile i32, ptr %2, align 4
  store i32 %22, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 16, i1 false)
  store i32 0, ptr %10, align 4
  br label %23

23:                                               ; preds = %34, %0
  %24 = load i32, ptr %10, align 4
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = load i32, ptr %10, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %29, double -8.000000e-01)
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %32
  store double %30, ptr %33, align 8
  br label %34

34:                                               ; preds = %27
  %35 = load i32, ptr %10, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %10, align 4
  br label %23, !llvm.loop !9

37:                                               ; preds = %23
  %38 = load i32, ptr @enzyme_dup, align 4
  %39 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %40 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %41 = load i32, ptr @enzyme_dup, align 4
  %42 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %43 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %44 = load i32, ptr @enzyme_const, align 4
  %45 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @total, i32 noundef %38, ptr noundef %39, ptr noundef %40, i32 noundef %41, ptr noundef %42, ptr noundef %43, i32 noundef %44, i32 noundef %45)
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = load i32, ptr @enzyme_dup, align 4
  %48 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %49 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %50 = load i32, ptr @enzyme_dup, align 4
  %51 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %52 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %53 = load i32, ptr @enzyme_const, align 4
  %54 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @apply_all, i32 noundef %46, ptr noundef @wave, i32 noundef %47, ptr noundef %48, ptr noundef %49, i32 noundef %50, ptr noundef %51, ptr noundef %52, i32 noundef %53, i32 noundef %54)
  store double 0x3EB0C6F7A0B5ED8D, ptr %11, align 8
  store i32 0, ptr %13, align 4
  br label %55

55:                                               ; preds = %125, %37
  %56 = load i32, ptr %13, align 4
  %57 = load i32, ptr %3, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %128

59:                                               ; preds = %55
  store i32 0, ptr %16, align 4
  br label %60

60:                                               ; preds = %75, %59
  %61 = load i32, ptr %16, align 4
  %62 = load i32, ptr %3, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %78

64:                                               ; preds = %60
  %65 = load i32, ptr %16, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %16, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %70
  store double %68, ptr %71, align 8
  %72 = load i32, ptr %16, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %73
  store double %68, ptr %74, align 8
  br label %75

75:                                               ; preds = %64
  %76 = load i32, ptr %16, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %16, align 4
  br label %60, !llvm.loop !10

78:                                               ; preds = %60
  %79 = load i32, ptr %13, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = fadd double %82, 0x3EB0C6F7A0B5ED8D
  store double %83, ptr %81, align 8
  %84 = load i32, ptr %13, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = fsub double %87, 0x3EB0C6F7A0B5ED8D
  store double %88, ptr %86, align 8
  %89 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %90 = load i32, ptr %13, align 4
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %89, i64 noundef 32, ptr noundef @.str, i32 noundef %90) #6
  %92 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 0
  %98 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %99 = load i32, ptr %3, align 4
  %100 = call double @total(ptr noundef %97, ptr noundef %98, i32 noundef %99)
  %101 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %102 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %103 = load i32, ptr %3, align 4
  %104 = call double @total(ptr noundef %101, ptr noundef %102, i32 noundef %103)
  %105 = fsub double %100, %104
  %106 = fdiv double %105, 2.000000e-06
  call void @check(ptr noundef %92, double noundef %96, double noundef %106)
  %107 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %108 = load i32, ptr %13, align 4
  %109 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %107, i64 noundef 32, ptr noundef @.str.1, i32 noundef %108) #6
  %110 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %111 = load i32, ptr %13, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 0
  %116 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %117 = load i32, ptr %3, align 4
  %118 = call double @apply_all(ptr noundef @wave, ptr noundef %115, ptr noundef %116, i32 noundef %117)
  %119 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %120 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %121 = load i32, ptr %3, align 4
  %122 = call double @apply_all(ptr noundef @wave, ptr noundef %119, ptr noundef %120, i32 noundef %121)
  %123 = fsub double %118, %122
  %124 = fdiv double %123, 2.000000e-06
  call void @check(ptr noundef %110, double noundef %114, double noundef %124)
  br label %125

125:                                              ; preds = %78
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %13, align 4
  br label %55, !llvm.loop !11

128:                                              ; preds = %55
  store i32 0, ptr %17, align 4
  br label %129

129:                                              ; preds = %171, %128
  %130 = load i32, ptr %17, align 4
  %131 = icmp slt i32 %130, 2
  br i1 %131, label %132, label %174

132:                                              ; preds = %129
  %133 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %134 = load double, ptr %133, align 8
  store double %134, ptr %18, align 8
  %135 = getelementptr inbounds double, ptr %18, i64 1
  %136 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %137 = load double, ptr %136, align 8
  store double %137, ptr %135, align 8
  %138 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %139 = load double, ptr %138, align 8
  store double %139, ptr %19, align 8
  %140 = getelementptr inbounds double, ptr %19, i64 1
  %141 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %142 = load double, ptr %141, align 8
  store double %142, ptr %140, align 8
  %143 = load i32, ptr %17, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [2 x double], ptr %18, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = fadd double %146, 0x3EB0C6F7A0B5ED8D
  store double %147, ptr %145, align 8
  %148 = load i32, ptr %17, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [2 x double], ptr %19, i64 0, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = fsub double %151, 0x3EB0C6F7A0B5ED8D
  store double %152, ptr %150, align 8
  %153 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %154 = load i32, ptr %17, align 4
  %155 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %153, i64 noundef 32, ptr noundef @.str.2, i32 noundef %154) #6
  %156 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %157 = load i32, ptr %17, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %158
  %160 = load double, ptr %159, align 8
  %161 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %162 = getelementptr inbounds [2 x double], ptr %18, i64 0, i64 0
  %163 = load i32, ptr %3, align 4
  %164 = call double @total(ptr noundef %161, ptr noundef %162, i32 noundef %163)
  %165 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %166 = getelementptr inbounds [2 x double], ptr %19, i64 0, i64 0
  %167 = load i32, ptr %3, align 4
  %168 = call double @total(ptr noundef %165, ptr noundef %166, i32 noundef %167)
  %169 = fsub double %164, %168
  %170 = fdiv double %169, 2.000000e-06
  call void @check(ptr noundef %156, double noundef %160, double noundef %170)
  br label %171

171:                                              ; preds = %132
  %172 = load i32, ptr %17, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %17, align 4
  br label %129, !llvm.loop !12

174:                                              ; preds = %129
  %175 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %176 = load double, ptr %175, align 8
  store double %176, ptr %20, align 8
  %177 = getelementptr inbounds double, ptr %20, i64 1
  %178 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %179 = load double, ptr %178, align 8
  %180 = fadd double %179, 0x3EB0C6F7A0B5ED8D
  store double %180, ptr %177, align 8
  %181 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %182 = load double, ptr %181, align 8
  store double %182, ptr %21, align 8
  %183 = getelementptr inbounds double, ptr %21, i64 1
  %184 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %185 = load double, ptr %184, align 8
  %186 = fsub double %185, 0x3EB0C6F7A0B5ED8D
  store double %186, ptr %183, align 8
  %187 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %188 = load double, ptr %187, align 8
  %189 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %190 = getelementptr inbounds [2 x double], ptr %20, i64 0, i64 0
  %191 = load i32, ptr %3, align 4
  %192 = call double @apply_all(ptr noundef @wave, ptr noundef %189, ptr noundef %190, i32 noundef %191)
  %193 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %194 = getelementptr inbounds [2 x double], ptr %21, i64 0, i64 0
  %195 = load i32, ptr %3, align 4
  %196 = call double @apply_all(ptr noundef @wave, ptr noundef %193, ptr noundef %194, i32 noundef %195)
  %197 = fsub double %192, %196
  %198 = fdiv double %197, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %188, double noundef %198)
  %199 = load i32, ptr @fails, align 4
  %200 = icmp ne i32 %199, 0
  %201 = zext i1 %200 to i64
  %202 = select i1 %200, ptr @.str.5, ptr @.str.6
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %202)
  %204 = load i32, ptr @fails, align 4
  %205 = icmp ne i32 %204, 0
  %206 = zext i1 %205 to i32
  ret i32 %206
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wave(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 1
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %3, align 8
  %9 = fmul double %7, %8
  %10 = call double @sin(double noundef %9) #6
  ret double %10
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @quad(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %3, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %3, align 8
  %11 = fmul double %9, %10
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @soft(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %3, align 8
  %9 = fmul double %7, %8
  %10 = call double @exp(double noundef %9) #6
  %11 = fadd double 1.000000e+00, %10
  %12 = call double @log(double noundef %11) #6
  ret double %12
}

; Function Attrs: nounwind
declare double @log(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
