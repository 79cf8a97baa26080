; ModuleID = 'fwd/21_float_f32.c'
source_filename = "fwd/21_float_f32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"dff/dx\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"dff/dy\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"fsum\00", align 1
@enzyme_dup = external global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"fscale[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.6e fd=%+.6e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca [6 x float], align 4
  %6 = alloca [6 x float], align 4
  %7 = alloca [6 x float], align 4
  %8 = alloca [6 x float], align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x float], align 4
  %11 = alloca [6 x float], align 4
  %12 = alloca i32, align 4
  %13 = alloca [32 x i8], align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store float 0x3F847AE140000000, ptr %2, align 4
  store float 0x3FE6666660000000, ptr %3, align 4
  store float 0xBFF4CCCCC0000000, ptr %4, align 4
  %15 = load float, ptr %3, align 4
  %16 = fpext float %15 to double
  %17 = load float, ptr %4, align 4
  %18 = fpext float %17 to double
  %19 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef @ff, double noundef %16, double noundef 1.000000e+00, double noundef %18, double noundef 0.000000e+00)
  %20 = fpext float %19 to double
  %21 = load float, ptr %3, align 4
  %22 = fadd float %21, 0x3F847AE140000000
  %23 = load float, ptr %4, align 4
  %24 = call float @ff(float noundef %22, float noundef %23)
  %25 = load float, ptr %3, align 4
  %26 = fsub float %25, 0x3F847AE140000000
  %27 = load float, ptr %4, align 4
  %28 = call float @ff(float noundef %26, float noundef %27)
  %29 = fsub float %24, %28
  %30 = fdiv float %29, 0x3F947AE140000000
  %31 = fpext float %30 to double
  call void @check(ptr noundef @.str, double noundef %20, double noundef %31)
  %32 = load i32, ptr @enzyme_const, align 4
  %33 = load float, ptr %3, align 4
  %34 = fpext float %33 to double
  %35 = load float, ptr %4, align 4
  %36 = fpext float %35 to double
  %37 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef @ff, i32 noundef %32, double noundef %34, double noundef %36, double noundef 1.000000e+00)
  %38 = fpext float %37 to double
  %39 = load float, ptr %3, align 4
  %40 = load float, ptr %4, align 4
  %41 = fadd float %40, 0x3F847AE140000000
  %42 = call float @ff(float noundef %39, float noundef %41)
  %43 = load float, ptr %3, align 4
  %44 = load float, ptr %4, align 4
  %45 = fsub float %44, 0x3F847AE140000000
  %46 = call float @ff(float noundef %43, float noundef %45)
  %47 = fsub float %42, %46
  %48 = fdiv float %47, 0x3F947AE140000000
  %49 = fpext float %48 to double
  call void @check(ptr noundef @.str.1, double noundef %38, double noundef %49)
  store i32 0, ptr %9, align 4
  br label %50

50:                                               ; preds = %92, %0
  %51 = load i32, ptr %9, align 4
  %52 = icmp slt i32 %51, 6
  br i1 %52, label %53, label %95

53:                                               ; preds = %50
  %54 = load i32, ptr %9, align 4
  %55 = sitofp i32 %54 to float
  %56 = call float @llvm.fmuladd.f32(float 0x3FD3333340000000, float %55, float 0xBFE3333340000000)
  %57 = load i32, ptr %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [6 x float], ptr %5, i64 0, i64 %58
  store float %56, ptr %59, align 4
  %60 = load i32, ptr %9, align 4
  %61 = srem i32 %60, 2
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i64
  %64 = select i1 %62, float 5.000000e-01, float -2.500000e-01
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %66
  store float %64, ptr %67, align 4
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x float], ptr %5, i64 0, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = call float @llvm.fmuladd.f32(float 0x3F847AE140000000, float %75, float %71)
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [6 x float], ptr %7, i64 0, i64 %78
  store float %76, ptr %79, align 4
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [6 x float], ptr %5, i64 0, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = call float @llvm.fmuladd.f32(float 0xBF847AE140000000, float %87, float %83)
  %89 = load i32, ptr %9, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %90
  store float %88, ptr %91, align 4
  br label %92

92:                                               ; preds = %53
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %9, align 4
  br label %50, !llvm.loop !6

95:                                               ; preds = %50
  %96 = load i32, ptr @enzyme_dup, align 4
  %97 = getelementptr inbounds [6 x float], ptr %5, i64 0, i64 0
  %98 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 0
  %99 = load i32, ptr @enzyme_const, align 4
  %100 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef @fsum, i32 noundef %96, ptr noundef %97, ptr noundef %98, i32 noundef %99, i32 noundef 6)
  %101 = fpext float %100 to double
  %102 = getelementptr inbounds [6 x float], ptr %7, i64 0, i64 0
  %103 = call float @fsum(ptr noundef %102, i32 noundef 6)
  %104 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 0
  %105 = call float @fsum(ptr noundef %104, i32 noundef 6)
  %106 = fsub float %103, %105
  %107 = fdiv float %106, 0x3F947AE140000000
  %108 = fpext float %107 to double
  call void @check(ptr noundef @.str.2, double noundef %101, double noundef %108)
  store i32 0, ptr %12, align 4
  br label %109

109:                                              ; preds = %127, %95
  %110 = load i32, ptr %12, align 4
  %111 = icmp slt i32 %110, 6
  br i1 %111, label %112, label %130

112:                                              ; preds = %109
  %113 = load i32, ptr %12, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [6 x float], ptr %5, i64 0, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = load i32, ptr %12, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [6 x float], ptr %10, i64 0, i64 %118
  store float %116, ptr %119, align 4
  %120 = load i32, ptr %12, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = load i32, ptr %12, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [6 x float], ptr %11, i64 0, i64 %125
  store float %123, ptr %126, align 4
  br label %127

127:                                              ; preds = %112
  %128 = load i32, ptr %12, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %12, align 4
  br label %109, !llvm.loop !8

130:                                              ; preds = %109
  %131 = load i32, ptr @enzyme_dup, align 4
  %132 = getelementptr inbounds [6 x float], ptr %10, i64 0, i64 0
  %133 = getelementptr inbounds [6 x float], ptr %11, i64 0, i64 0
  %134 = load i32, ptr @enzyme_const, align 4
  %135 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef @fscale, i32 noundef %131, ptr noundef %132, ptr noundef %133, double noundef 1.500000e+00, double noundef 5.000000e-01, i32 noundef %134, i32 noundef 6)
  %136 = getelementptr inbounds [6 x float], ptr %7, i64 0, i64 0
  call void @fscale(ptr noundef %136, float noundef 0x3FF8147AE0000000, i32 noundef 6)
  %137 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 0
  call void @fscale(ptr noundef %137, float noundef 0x3FF7EB8520000000, i32 noundef 6)
  store i32 0, ptr %14, align 4
  br label %138

138:                                              ; preds = %162, %130
  %139 = load i32, ptr %14, align 4
  %140 = icmp slt i32 %139, 6
  br i1 %140, label %141, label %165

141:                                              ; preds = %138
  %142 = getelementptr inbounds [32 x i8], ptr %13, i64 0, i64 0
  %143 = load i32, ptr %14, align 4
  %144 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %142, i64 noundef 32, ptr noundef @.str.3, i32 noundef %143) #4
  %145 = getelementptr inbounds [32 x i8], ptr %13, i64 0, i64 0
  %146 = load i32, ptr %14, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [6 x float], ptr %11, i64 0, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fpext float %149 to double
  %151 = load i32, ptr %14, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [6 x float], ptr %7, i64 0, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = load i32, ptr %14, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = fsub float %154, %158
  %160 = fdiv float %159, 0x3F947AE140000000
  %161 = fpext float %160 to double
  call void @check(ptr noundef %145, double noundef %150, double noundef %161)
  br label %162

162:                                              ; preds = %141
  %163 = load i32, ptr %14, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %14, align 4
  br label %138, !llvm.loop !9

165:                                              ; preds = %138
  %166 = load i32, ptr @fails, align 4
  %167 = icmp ne i32 %166, 0
  %168 = zext i1 %167 to i64
  %169 = select i1 %167, ptr @.str.5, ptr @.str.6
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %169)
  %171 = load i32, ptr @fails, align 4
  %172 = icmp ne i32 %171, 0
  %173 = zext i1 %172 to i32
  ret i32 %173
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
  %15 = fmul double 2.000000e-03, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-04
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

declare float @__enzyme_fwddiff_f32(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @ff(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = call float @sinf(float noundef %5) #4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %3, align 4
  %9 = load float, ptr %4, align 4
  %10 = fmul float %8, %9
  %11 = call float @expf(float noundef %10) #4
  %12 = load float, ptr %3, align 4
  %13 = load float, ptr %3, align 4
  %14 = call float @llvm.fmuladd.f32(float %12, float %13, float 1.000000e+00)
  %15 = fdiv float %11, %14
  %16 = call float @llvm.fmuladd.f32(float %6, float %7, float %15)
  %17 = load float, ptr %4, align 4
  %18 = load float, ptr %4, align 4
  %19 = call float @llvm.fmuladd.f32(float %17, float %18, float 1.000000e+00)
  %20 = call float @sqrtf(float noundef %19) #4
  %21 = fadd float %16, %20
  %22 = load float, ptr %3, align 4
  %23 = call float @logf(float noundef %22) #4
  %24 = fadd float %21, %23
  ret float %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %16, %21
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  %25 = sitofp i32 %24 to float
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = call float @cosf(float noundef %30) #4
  %32 = call float @llvm.fmuladd.f32(float %22, float %25, float %31)
  %33 = load float, ptr %5, align 4
  %34 = fadd float %33, %32
  store float %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %7, !llvm.loop !10

38:                                               ; preds = %7
  %39 = load float, ptr %5, align 4
  ret float %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fscale(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %30, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = load float, ptr %5, align 4
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = call float @tanhf(float noundef %23) #4
  %25 = call float @llvm.fmuladd.f32(float %17, float %18, float %24)
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  store float %25, ptr %29, align 4
  br label %30

30:                                               ; preds = %12
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %8, !llvm.loop !11

33:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nounwind
declare float @logf(float noundef) #3

; Function Attrs: nounwind
declare float @cosf(float noundef) #3

; Function Attrs: nounwind
declare float @tanhf(float noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
