; ModuleID = 'rev/32_fnptr_const_arg.c'
source_filename = "rev/32_fnptr_const_arg.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad3 = type { double, double, double }

@__const.main.fs = private unnamed_addr constant [2 x ptr] [ptr @wave, ptr @bump], align 8
@.str = private unnamed_addr constant [5 x i8] c"wave\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"bump\00", align 1
@__const.main.names = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1], align 8
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"trap(%s) d/dp\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"trap(%s) d/da\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"trap(%s) d/db\00", align 1
@__const.main.x = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.100000e+00, double 2.000000e+00], align 8
@__const.main.dy = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 8
@enzyme_dup = external global i32, align 4
@__const.main.seed = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 8
@.str.5 = private unnamed_addr constant [19 x i8] c"apply(wave) dx[%d]\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca [2 x ptr], align 8
  %9 = alloca [2 x ptr], align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca %struct.grad3, align 8
  %14 = alloca [4 x double], align 8
  %15 = alloca [4 x double], align 8
  %16 = alloca [4 x double], align 8
  %17 = alloca [4 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca [4 x double], align 8
  %20 = alloca [4 x double], align 8
  %21 = alloca double, align 8
  %22 = alloca [4 x double], align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 16, ptr %3, align 4
  %23 = load volatile i32, ptr %3, align 4
  store i32 %23, ptr %4, align 4
  store double 1.300000e+00, ptr %5, align 8
  store double 2.000000e-01, ptr %6, align 8
  store double 1.700000e+00, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.fs, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.names, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %24

24:                                               ; preds = %124, %0
  %25 = load i32, ptr %11, align 4
  %26 = icmp slt i32 %25, 2
  br i1 %26, label %27, label %127

27:                                               ; preds = %24
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [2 x ptr], ptr %8, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %12, align 8
  %32 = load i32, ptr @enzyme_const, align 4
  %33 = load ptr, ptr %12, align 8
  %34 = load i32, ptr @enzyme_out, align 4
  %35 = load double, ptr %5, align 8
  %36 = load i32, ptr @enzyme_out, align 4
  %37 = load double, ptr %6, align 8
  %38 = load i32, ptr @enzyme_out, align 4
  %39 = load double, ptr %7, align 8
  %40 = load i32, ptr @enzyme_const, align 4
  %41 = load i32, ptr %4, align 4
  %42 = call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef @trap, i32 noundef %32, ptr noundef %33, i32 noundef %34, double noundef %35, i32 noundef %36, double noundef %37, i32 noundef %38, double noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 0
  %44 = extractvalue %struct.grad3 %42, 0
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 1
  %46 = extractvalue %struct.grad3 %42, 1
  store double %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 2
  %48 = extractvalue %struct.grad3 %42, 2
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x ptr], ptr %9, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %49, i64 noundef 64, ptr noundef @.str.2, ptr noundef %53) #6
  %55 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %56 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = load ptr, ptr %12, align 8
  %59 = load double, ptr %5, align 8
  %60 = fadd double %59, 0x3EB0C6F7A0B5ED8D
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %7, align 8
  %63 = load i32, ptr %4, align 4
  %64 = call double @trap(ptr noundef %58, double noundef %60, double noundef %61, double noundef %62, i32 noundef %63)
  %65 = load ptr, ptr %12, align 8
  %66 = load double, ptr %5, align 8
  %67 = fsub double %66, 0x3EB0C6F7A0B5ED8D
  %68 = load double, ptr %6, align 8
  %69 = load double, ptr %7, align 8
  %70 = load i32, ptr %4, align 4
  %71 = call double @trap(ptr noundef %65, double noundef %67, double noundef %68, double noundef %69, i32 noundef %70)
  %72 = fsub double %64, %71
  %73 = fdiv double %72, 2.000000e-06
  call void @check(ptr noundef %55, double noundef %57, double noundef %73)
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [2 x ptr], ptr %9, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %74, i64 noundef 64, ptr noundef @.str.3, ptr noundef %78) #6
  %80 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %81 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = load double, ptr %5, align 8
  %85 = load double, ptr %6, align 8
  %86 = fadd double %85, 0x3EB0C6F7A0B5ED8D
  %87 = load double, ptr %7, align 8
  %88 = load i32, ptr %4, align 4
  %89 = call double @trap(ptr noundef %83, double noundef %84, double noundef %86, double noundef %87, i32 noundef %88)
  %90 = load ptr, ptr %12, align 8
  %91 = load double, ptr %5, align 8
  %92 = load double, ptr %6, align 8
  %93 = fsub double %92, 0x3EB0C6F7A0B5ED8D
  %94 = load double, ptr %7, align 8
  %95 = load i32, ptr %4, align 4
  %96 = call double @trap(ptr noundef %90, double noundef %91, double noundef %93, double noundef %94, i32 noundef %95)
  %97 = fsub double %89, %96
  %98 = fdiv double %97, 2.000000e-06
  call void @check(ptr noundef %80, double noundef %82, double noundef %98)
  %99 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %100 = load i32, ptr %11, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [2 x ptr], ptr %9, i64 0, i64 %101
  %103 = load ptr, ptr %102, align 8
  %104 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %99, i64 noundef 64, ptr noundef @.str.4, ptr noundef %103) #6
  %105 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %106 = getelementptr inbounds %struct.grad3, ptr %13, i32 0, i32 2
  %107 = load double, ptr %106, align 8
  %108 = load ptr, ptr %12, align 8
  %109 = load double, ptr %5, align 8
  %110 = load double, ptr %6, align 8
  %111 = load double, ptr %7, align 8
  %112 = fadd double %111, 0x3EB0C6F7A0B5ED8D
  %113 = load i32, ptr %4, align 4
  %114 = call double @trap(ptr noundef %108, double noundef %109, double noundef %110, double noundef %112, i32 noundef %113)
  %115 = load ptr, ptr %12, align 8
  %116 = load double, ptr %5, align 8
  %117 = load double, ptr %6, align 8
  %118 = load double, ptr %7, align 8
  %119 = fsub double %118, 0x3EB0C6F7A0B5ED8D
  %120 = load i32, ptr %4, align 4
  %121 = call double @trap(ptr noundef %115, double noundef %116, double noundef %117, double noundef %119, i32 noundef %120)
  %122 = fsub double %114, %121
  %123 = fdiv double %122, 2.000000e-06
  call void @check(ptr noundef %105, double noundef %107, double noundef %123)
  br label %124

124:                                              ; preds = %27
  %125 = load i32, ptr %11, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %11, align 4
  br label %24, !llvm.loop !6

127:                                              ; preds = %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.dy, i64 32, i1 false)
  %128 = load i32, ptr @enzyme_const, align 4
  %129 = load i32, ptr @enzyme_dup, align 4
  %130 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %131 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %132 = load i32, ptr @enzyme_dup, align 4
  %133 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  %134 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 0
  %135 = load i32, ptr @enzyme_const, align 4
  %136 = load double, ptr %5, align 8
  %137 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef @apply, i32 noundef %128, ptr noundef @wave, i32 noundef %129, ptr noundef %130, ptr noundef %131, i32 noundef %132, ptr noundef %133, ptr noundef %134, i32 noundef %135, double noundef %136, i32 noundef %137, i32 noundef 4)
  store i32 0, ptr %18, align 4
  br label %138

138:                                              ; preds = %189, %127
  %139 = load i32, ptr %18, align 4
  %140 = icmp slt i32 %139, 4
  br i1 %140, label %141, label %192

141:                                              ; preds = %138
  %142 = load i32, ptr %18, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %143
  %145 = load double, ptr %144, align 8
  store double %145, ptr %21, align 8
  %146 = load double, ptr %21, align 8
  %147 = fadd double %146, 0x3EB0C6F7A0B5ED8D
  %148 = load i32, ptr %18, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %149
  store double %147, ptr %150, align 8
  %151 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %152 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %153 = load double, ptr %5, align 8
  call void @apply(ptr noundef @wave, ptr noundef %151, ptr noundef %152, double noundef %153, i32 noundef 4)
  %154 = load double, ptr %21, align 8
  %155 = fsub double %154, 0x3EB0C6F7A0B5ED8D
  %156 = load i32, ptr %18, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %157
  store double %155, ptr %158, align 8
  %159 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %160 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %161 = load double, ptr %5, align 8
  call void @apply(ptr noundef @wave, ptr noundef %159, ptr noundef %160, double noundef %161, i32 noundef 4)
  %162 = load double, ptr %21, align 8
  %163 = load i32, ptr %18, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %164
  store double %162, ptr %165, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.main.seed, i64 32, i1 false)
  %166 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %167 = load i32, ptr %18, align 4
  %168 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %166, i64 noundef 64, ptr noundef @.str.5, i32 noundef %167) #6
  %169 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %170 = load i32, ptr %18, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %171
  %173 = load double, ptr %172, align 8
  %174 = load i32, ptr %18, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [4 x double], ptr %22, i64 0, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = load i32, ptr %18, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = load i32, ptr %18, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %183
  %185 = load double, ptr %184, align 8
  %186 = fsub double %181, %185
  %187 = fmul double %177, %186
  %188 = fdiv double %187, 2.000000e-06
  call void @check(ptr noundef %169, double noundef %173, double noundef %188)
  br label %189

189:                                              ; preds = %141
  %190 = load i32, ptr %18, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %18, align 4
  br label %138, !llvm.loop !8

192:                                              ; preds = %138
  %193 = load i32, ptr @fails, align 4
  %194 = icmp ne i32 %193, 0
  %195 = zext i1 %194 to i64
  %196 = select i1 %194, ptr @.str.7, ptr @.str.8
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %196)
  %198 = load i32, ptr @fails, align 4
  %199 = icmp ne i32 %198, 0
  %200 = zext i1 %199 to i32
  ret i32 %200
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wave(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = call double @sin(double noundef %7) #6
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bump(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fneg double %5
  %7 = load double, ptr %3, align 8
  %8 = fmul double %6, %7
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #6
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = fdiv double %11, %14
  ret double %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @trap(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %14 = load double, ptr %9, align 8
  %15 = load double, ptr %8, align 8
  %16 = fsub double %14, %15
  %17 = load i32, ptr %10, align 4
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %16, %18
  store double %19, ptr %11, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load double, ptr %8, align 8
  %22 = load double, ptr %7, align 8
  %23 = call double %20(double noundef %21, double noundef %22)
  %24 = load ptr, ptr %6, align 8
  %25 = load double, ptr %9, align 8
  %26 = load double, ptr %7, align 8
  %27 = call double %24(double noundef %25, double noundef %26)
  %28 = fadd double %23, %27
  %29 = fmul double 5.000000e-01, %28
  store double %29, ptr %12, align 8
  store i32 1, ptr %13, align 4
  br label %30

30:                                               ; preds = %45, %5
  %31 = load i32, ptr %13, align 4
  %32 = load i32, ptr %10, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load ptr, ptr %6, align 8
  %36 = load double, ptr %8, align 8
  %37 = load i32, ptr %13, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %11, align 8
  %40 = call double @llvm.fmuladd.f64(double %38, double %39, double %36)
  %41 = load double, ptr %7, align 8
  %42 = call double %35(double noundef %40, double noundef %41)
  %43 = load double, ptr %12, align 8
  %44 = fadd double %43, %42
  store double %44, ptr %12, align 8
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %30, !llvm.loop !9

48:                                               ; preds = %30
  %49 = load double, ptr %12, align 8
  %50 = load double, ptr %11, align 8
  %51 = fmul double %49, %50
  ret double %51
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_autodiff_void(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply(ptr noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %33, %5
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load ptr, ptr %6, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %9, align 8
  %24 = call double %17(double noundef %22, double noundef %23)
  %25 = load i32, ptr %11, align 4
  %26 = add nsw i32 %25, 1
  %27 = sitofp i32 %26 to double
  %28 = fmul double %24, %27
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %28, ptr %32, align 8
  br label %33

33:                                               ; preds = %16
  %34 = load i32, ptr %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %11, align 4
  br label %12, !llvm.loop !10

36:                                               ; preds = %12
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
