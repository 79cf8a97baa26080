; ModuleID = 'rev/10_stencil2d.c'
source_filename = "rev/10_stencil2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@u0 = internal global [30 x double] zeroinitializer, align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@__const.main.idx = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 5, i32 7, i32 8, i32 14, i32 15, i32 21, i32 22, i32 29], align 4
@.str = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [30 x double], align 8
  %11 = alloca [30 x double], align 8
  %12 = alloca [30 x double], align 8
  %13 = alloca [30 x double], align 8
  %14 = alloca [10 x i32], align 4
  %15 = alloca [32 x i8], align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  store volatile i32 6, ptr %4, align 4
  store volatile i32 3, ptr %5, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %6, align 4
  %19 = load volatile i32, ptr %4, align 4
  store i32 %19, ptr %7, align 4
  %20 = load volatile i32, ptr %5, align 4
  store i32 %20, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %36, %0
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 30
  br i1 %23, label %24, label %39

24:                                               ; preds = %21
  %25 = load i32, ptr %9, align 4
  %26 = sitofp i32 %25 to double
  %27 = fmul double 3.700000e-01, %26
  %28 = load i32, ptr %9, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double %27, double %29, double 2.000000e-01)
  %31 = call double @sin(double noundef %30) #6
  %32 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %31, double 3.000000e-01)
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [30 x double], ptr @u0, i64 0, i64 %34
  store double %32, ptr %35, align 8
  br label %36

36:                                               ; preds = %24
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %21, !llvm.loop !6

39:                                               ; preds = %21
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 240, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 240, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 240, i1 false)
  %40 = getelementptr inbounds [30 x double], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 8 @u0, i64 240, i1 false)
  %41 = load i32, ptr @enzyme_dup, align 4
  %42 = getelementptr inbounds [30 x double], ptr %10, i64 0, i64 0
  %43 = getelementptr inbounds [30 x double], ptr %11, i64 0, i64 0
  %44 = load i32, ptr @enzyme_dup, align 4
  %45 = getelementptr inbounds [30 x double], ptr %12, i64 0, i64 0
  %46 = getelementptr inbounds [30 x double], ptr %13, i64 0, i64 0
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %7, align 4
  %50 = load i32, ptr %8, align 4
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @smooth, i32 noundef %41, ptr noundef %42, ptr noundef %43, i32 noundef %44, ptr noundef %45, ptr noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.idx, i64 40, i1 false)
  store i32 0, ptr %16, align 4
  br label %52

52:                                               ; preds = %76, %39
  %53 = load i32, ptr %16, align 4
  %54 = icmp slt i32 %53, 10
  br i1 %54, label %55, label %79

55:                                               ; preds = %52
  %56 = load i32, ptr %16, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [10 x i32], ptr %14, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %17, align 4
  %60 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %61 = load i32, ptr %17, align 4
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %60, i64 noundef 32, ptr noundef @.str, i32 noundef %61) #6
  %63 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %64 = load i32, ptr %17, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [30 x double], ptr %11, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = load i32, ptr %17, align 4
  %69 = load i32, ptr %8, align 4
  %70 = call double @run(i32 noundef %68, double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef %69)
  %71 = load i32, ptr %17, align 4
  %72 = load i32, ptr %8, align 4
  %73 = call double @run(i32 noundef %71, double noundef 0xBEB0C6F7A0B5ED8D, i32 noundef %72)
  %74 = fsub double %70, %73
  %75 = fdiv double %74, 2.000000e-06
  call void @check(ptr noundef %63, double noundef %67, double noundef %75)
  br label %76

76:                                               ; preds = %55
  %77 = load i32, ptr %16, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %16, align 4
  br label %52, !llvm.loop !8

79:                                               ; preds = %52
  %80 = load i32, ptr @fails, align 4
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, ptr @.str.2, ptr @.str.3
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %83)
  %85 = load i32, ptr @fails, align 4
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  ret i32 %87
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %143, %5
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %146

22:                                               ; preds = %18
  store i32 1, ptr %12, align 4
  br label %23

23:                                               ; preds = %102, %22
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %8, align 4
  %26 = sub nsw i32 %25, 1
  %27 = icmp slt i32 %24, %26
  br i1 %27, label %28, label %105

28:                                               ; preds = %23
  store i32 1, ptr %13, align 4
  br label %29

29:                                               ; preds = %98, %28
  %30 = load i32, ptr %13, align 4
  %31 = load i32, ptr %9, align 4
  %32 = sub nsw i32 %31, 1
  %33 = icmp slt i32 %30, %32
  br i1 %33, label %34, label %101

34:                                               ; preds = %29
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %12, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %9, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %13, align 4
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %35, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %12, align 4
  %47 = add nsw i32 %46, 1
  %48 = load i32, ptr %9, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %13, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %45, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = fadd double %44, %54
  %56 = load ptr, ptr %6, align 8
  %57 = load i32, ptr %12, align 4
  %58 = load i32, ptr %9, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %13, align 4
  %61 = add nsw i32 %59, %60
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %56, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = fadd double %55, %65
  %67 = load ptr, ptr %6, align 8
  %68 = load i32, ptr %12, align 4
  %69 = load i32, ptr %9, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %13, align 4
  %72 = add nsw i32 %70, %71
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %67, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = fadd double %66, %76
  %78 = load ptr, ptr %6, align 8
  %79 = load i32, ptr %12, align 4
  %80 = load i32, ptr %9, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %13, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %78, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call double @sin(double noundef %86) #6
  %88 = fmul double 2.000000e-01, %87
  %89 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %77, double %88)
  %90 = load ptr, ptr %7, align 8
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %9, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %13, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %90, i64 %96
  store double %89, ptr %97, align 8
  br label %98

98:                                               ; preds = %34
  %99 = load i32, ptr %13, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %13, align 4
  br label %29, !llvm.loop !9

101:                                              ; preds = %29
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %12, align 4
  br label %23, !llvm.loop !10

105:                                              ; preds = %23
  store i32 1, ptr %14, align 4
  br label %106

106:                                              ; preds = %139, %105
  %107 = load i32, ptr %14, align 4
  %108 = load i32, ptr %8, align 4
  %109 = sub nsw i32 %108, 1
  %110 = icmp slt i32 %107, %109
  br i1 %110, label %111, label %142

111:                                              ; preds = %106
  store i32 1, ptr %15, align 4
  br label %112

112:                                              ; preds = %135, %111
  %113 = load i32, ptr %15, align 4
  %114 = load i32, ptr %9, align 4
  %115 = sub nsw i32 %114, 1
  %116 = icmp slt i32 %113, %115
  br i1 %116, label %117, label %138

117:                                              ; preds = %112
  %118 = load ptr, ptr %7, align 8
  %119 = load i32, ptr %14, align 4
  %120 = load i32, ptr %9, align 4
  %121 = mul nsw i32 %119, %120
  %122 = load i32, ptr %15, align 4
  %123 = add nsw i32 %121, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %118, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load ptr, ptr %6, align 8
  %128 = load i32, ptr %14, align 4
  %129 = load i32, ptr %9, align 4
  %130 = mul nsw i32 %128, %129
  %131 = load i32, ptr %15, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %127, i64 %133
  store double %126, ptr %134, align 8
  br label %135

135:                                              ; preds = %117
  %136 = load i32, ptr %15, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %15, align 4
  br label %112, !llvm.loop !11

138:                                              ; preds = %112
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %14, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %14, align 4
  br label %106, !llvm.loop !12

142:                                              ; preds = %106
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %11, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %11, align 4
  br label %18, !llvm.loop !13

146:                                              ; preds = %18
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %147

147:                                              ; preds = %170, %146
  %148 = load i32, ptr %17, align 4
  %149 = load i32, ptr %8, align 4
  %150 = load i32, ptr %9, align 4
  %151 = mul nsw i32 %149, %150
  %152 = icmp slt i32 %148, %151
  br i1 %152, label %153, label %173

153:                                              ; preds = %147
  %154 = load ptr, ptr %6, align 8
  %155 = load i32, ptr %17, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds double, ptr %154, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load ptr, ptr %6, align 8
  %160 = load i32, ptr %17, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds double, ptr %159, i64 %161
  %163 = load double, ptr %162, align 8
  %164 = fmul double %158, %163
  %165 = load i32, ptr %17, align 4
  %166 = sitofp i32 %165 to double
  %167 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %166, double 1.000000e+00)
  %168 = load double, ptr %16, align 8
  %169 = call double @llvm.fmuladd.f64(double %164, double %167, double %168)
  store double %169, ptr %16, align 8
  br label %170

170:                                              ; preds = %153
  %171 = load i32, ptr %17, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %17, align 4
  br label %147, !llvm.loop !14

173:                                              ; preds = %147
  %174 = load double, ptr %16, align 8
  ret double %174
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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
  %30 = select i1 %28, ptr @.str.3, ptr @.str.2
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @run(i32 noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca [30 x double], align 8
  %8 = alloca [30 x double], align 8
  store i32 %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 240, i1 false)
  %9 = getelementptr inbounds [30 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @u0, i64 240, i1 false)
  %10 = load double, ptr %5, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [30 x double], ptr %7, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = fadd double %14, %10
  store double %15, ptr %13, align 8
  %16 = getelementptr inbounds [30 x double], ptr %7, i64 0, i64 0
  %17 = getelementptr inbounds [30 x double], ptr %8, i64 0, i64 0
  %18 = load i32, ptr %6, align 4
  %19 = call double @smooth(ptr noundef %16, ptr noundef %17, i32 noundef 5, i32 noundef 6, i32 noundef %18)
  ret double %19
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
