; ModuleID = 'fwd/07_array_runtime_len.c'
source_filename = "fwd/07_array_runtime_len.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"dot (both dup)\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"dot (b const)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"softmean\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"stencil[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca [16 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [16 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca [16 x double], align 8
  %15 = alloca [16 x double], align 8
  %16 = alloca [16 x double], align 8
  %17 = alloca [16 x double], align 8
  %18 = alloca [32 x i8], align 1
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 11, ptr %2, align 4
  %20 = load volatile i32, ptr %2, align 4
  store i32 %20, ptr %3, align 4
  store double 1.000000e-05, ptr %4, align 8
  store i32 0, ptr %13, align 4
  br label %21

21:                                               ; preds = %101, %0
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %3, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %104

25:                                               ; preds = %21
  %26 = load i32, ptr %13, align 4
  %27 = sitofp i32 %26 to double
  %28 = fadd double %27, 1.000000e+00
  %29 = call double @sin(double noundef %28) #5
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %31
  store double %29, ptr %32, align 8
  %33 = load i32, ptr %13, align 4
  %34 = sitofp i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double 1.300000e-01, double %34, double -4.000000e-01)
  %36 = load i32, ptr %13, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %37
  store double %35, ptr %38, align 8
  %39 = load i32, ptr %13, align 4
  %40 = sitofp i32 %39 to double
  %41 = fmul double 5.000000e-01, %40
  %42 = call double @cos(double noundef %41) #5
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %44
  store double %42, ptr %45, align 8
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  %48 = sitofp i32 %47 to double
  %49 = fdiv double 1.000000e+00, %48
  %50 = load i32, ptr %13, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %51
  store double %49, ptr %52, align 8
  %53 = load i32, ptr %13, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %13, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %60, double %56)
  %62 = load i32, ptr %13, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = load i32, ptr %13, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %72, double %68)
  %74 = load i32, ptr %13, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %84, double %80)
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = load i32, ptr %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %96, double %92)
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %99
  store double %97, ptr %100, align 8
  br label %101

101:                                              ; preds = %25
  %102 = load i32, ptr %13, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %13, align 4
  br label %21, !llvm.loop !6

104:                                              ; preds = %21
  %105 = load i32, ptr @enzyme_dup, align 4
  %106 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %107 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %108 = load i32, ptr @enzyme_dup, align 4
  %109 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %110 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 0
  %111 = load i32, ptr @enzyme_const, align 4
  %112 = load i32, ptr %3, align 4
  %113 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @dot, i32 noundef %105, ptr noundef %106, ptr noundef %107, i32 noundef %108, ptr noundef %109, ptr noundef %110, i32 noundef %111, i32 noundef %112)
  %114 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %115 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 0
  %116 = load i32, ptr %3, align 4
  %117 = call double @dot(ptr noundef %114, ptr noundef %115, i32 noundef %116)
  %118 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %119 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 0
  %120 = load i32, ptr %3, align 4
  %121 = call double @dot(ptr noundef %118, ptr noundef %119, i32 noundef %120)
  %122 = fsub double %117, %121
  %123 = fdiv double %122, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %113, double noundef %123)
  %124 = load i32, ptr @enzyme_dup, align 4
  %125 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %126 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %127 = load i32, ptr @enzyme_const, align 4
  %128 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %129 = load i32, ptr @enzyme_const, align 4
  %130 = load i32, ptr %3, align 4
  %131 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @dot, i32 noundef %124, ptr noundef %125, ptr noundef %126, i32 noundef %127, ptr noundef %128, i32 noundef %129, i32 noundef %130)
  %132 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %133 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %134 = load i32, ptr %3, align 4
  %135 = call double @dot(ptr noundef %132, ptr noundef %133, i32 noundef %134)
  %136 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %137 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %138 = load i32, ptr %3, align 4
  %139 = call double @dot(ptr noundef %136, ptr noundef %137, i32 noundef %138)
  %140 = fsub double %135, %139
  %141 = fdiv double %140, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %131, double noundef %141)
  %142 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %143 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %144 = load i32, ptr %3, align 4
  %145 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @softmean, ptr noundef %142, ptr noundef %143, i32 noundef %144)
  %146 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %147 = load i32, ptr %3, align 4
  %148 = call double @softmean(ptr noundef %146, i32 noundef %147)
  %149 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %150 = load i32, ptr %3, align 4
  %151 = call double @softmean(ptr noundef %149, i32 noundef %150)
  %152 = fsub double %148, %151
  %153 = fdiv double %152, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %145, double noundef %153)
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 128, i1 false)
  %154 = load i32, ptr @enzyme_dup, align 4
  %155 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %156 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 0
  %157 = load i32, ptr @enzyme_dup, align 4
  %158 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %159 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %160 = load i32, ptr @enzyme_const, align 4
  %161 = load i32, ptr %3, align 4
  %162 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @stencil, i32 noundef %154, ptr noundef %155, ptr noundef %156, i32 noundef %157, ptr noundef %158, ptr noundef %159, i32 noundef %160, i32 noundef %161)
  %163 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 0
  %164 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %165 = load i32, ptr %3, align 4
  call void @stencil(ptr noundef %163, ptr noundef %164, i32 noundef %165)
  %166 = getelementptr inbounds [16 x double], ptr %17, i64 0, i64 0
  %167 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %168 = load i32, ptr %3, align 4
  call void @stencil(ptr noundef %166, ptr noundef %167, i32 noundef %168)
  store i32 1, ptr %19, align 4
  br label %169

169:                                              ; preds = %193, %104
  %170 = load i32, ptr %19, align 4
  %171 = add nsw i32 %170, 1
  %172 = load i32, ptr %3, align 4
  %173 = icmp slt i32 %171, %172
  br i1 %173, label %174, label %196

174:                                              ; preds = %169
  %175 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %176 = load i32, ptr %19, align 4
  %177 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %175, i64 noundef 32, ptr noundef @.str.3, i32 noundef %176) #5
  %178 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %179 = load i32, ptr %19, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  %183 = load i32, ptr %19, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 %184
  %186 = load double, ptr %185, align 8
  %187 = load i32, ptr %19, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [16 x double], ptr %17, i64 0, i64 %188
  %190 = load double, ptr %189, align 8
  %191 = fsub double %186, %190
  %192 = fdiv double %191, 2.000000e-05
  call void @check(ptr noundef %178, double noundef %182, double noundef %192)
  br label %193

193:                                              ; preds = %174
  %194 = load i32, ptr %19, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %19, align 4
  br label %169, !llvm.loop !8

196:                                              ; preds = %169
  %197 = load i32, ptr @fails, align 4
  %198 = icmp ne i32 %197, 0
  %199 = zext i1 %198 to i64
  %200 = select i1 %198, ptr @.str.5, ptr @.str.6
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %200)
  %202 = load i32, ptr @fails, align 4
  %203 = icmp ne i32 %202, 0
  %204 = zext i1 %203 to i32
  ret i32 %204
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #1

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

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !9

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @softmean(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %31, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %34

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @exp(double noundef %18) #5
  store double %19, ptr %8, align 8
  %20 = load double, ptr %8, align 8
  %21 = load double, ptr %5, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %5, align 8
  %23 = load double, ptr %8, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %6, align 8
  %30 = call double @llvm.fmuladd.f64(double %23, double %28, double %29)
  store double %30, ptr %6, align 8
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %9, !llvm.loop !10

34:                                               ; preds = %9
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %5, align 8
  %37 = fdiv double %35, %36
  ret double %37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stencil(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %8

8:                                                ; preds = %44, %3
  %9 = load i32, ptr %7, align 4
  %10 = add nsw i32 %9, 1
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %47

13:                                               ; preds = %8
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sub nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %14, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fmul double 2.000000e+00, %24
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fneg double %25
  %32 = call double @llvm.fmuladd.f64(double %31, double %30, double %19)
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %33, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fadd double %32, %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  store double %39, ptr %43, align 8
  br label %44

44:                                               ; preds = %13
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %7, align 4
  br label %8, !llvm.loop !11

47:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
