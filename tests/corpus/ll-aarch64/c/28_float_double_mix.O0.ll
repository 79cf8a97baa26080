; ModuleID = 'c/28_float_double_mix.c'
source_filename = "c/28_float_double_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"float accum = %.4f double accum = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"mixed_poly = %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"1/3 float->double = %.12f  double = %.12f  diff=%.3e\0A\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"bits: 1.0f=%08x -2.5f=%08x 0.1f=%08x  1.0=%016llx 0.1=%016llx\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [7 x double] [double 2.500000e+00, double -2.500000e+00, double 1.000000e+10, double -1.000000e-03, double 3.999990e+00, double 6.553570e+04, double 0x41EFFFFFFFE00000], align 8
@.str.5 = private unnamed_addr constant [50 x i8] c"d=%-14.6g i32=%-11d i64=%-12lld u32=%-10u f=%.9g\0A\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"(double)(2^53+1) = %.1f  (float)16777217 = %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [45 x i8] c"(double)u64max = %.1f  (float)u64max = %.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"(u64)1.8e19 = %llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"float max=%g tiny denorm=%g  tiny*0.5=%g\0A\00", align 1
@.str.10 = private unnamed_addr constant [70 x i8] c"float ops: sqrtf(2)=%.7f fabsf(-3)=%.1f floorf(-2.5)=%.1f fmodf=%.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [59 x i8] c"0.1f == 0.1: %d   0.1f == (float)0.1: %d   0.1f > 0.1: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"nan==nan %d  nan<1 %d  nan!=nan %d  isnan %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x float], align 4
  %3 = alloca [64 x float], align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  %10 = alloca [7 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %42, %0
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 0x3FB99999A0000000
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x float], ptr %2, i64 0, i64 %33
  store float %31, ptr %34, align 4
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  %37 = sitofp i32 %36 to float
  %38 = fdiv float 1.000000e+00, %37
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x float], ptr %3, i64 0, i64 %40
  store float %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %28
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %25, !llvm.loop !6

45:                                               ; preds = %25
  %46 = getelementptr inbounds [64 x float], ptr %2, i64 0, i64 0
  %47 = getelementptr inbounds [64 x float], ptr %3, i64 0, i64 0
  %48 = call float @saxpy_sum(ptr noundef %46, ptr noundef %47, float noundef 2.500000e+00, i32 noundef 64)
  %49 = fpext float %48 to double
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %49)
  store float 0.000000e+00, ptr %5, align 4
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %51

51:                                               ; preds = %59, %45
  %52 = load i32, ptr %7, align 4
  %53 = icmp slt i32 %52, 100000
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load float, ptr %5, align 4
  %56 = fadd float %55, 0x3FB99999A0000000
  store float %56, ptr %5, align 4
  %57 = load double, ptr %6, align 8
  %58 = fadd double %57, 1.000000e-01
  store double %58, ptr %6, align 8
  br label %59

59:                                               ; preds = %54
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %51, !llvm.loop !8

62:                                               ; preds = %51
  %63 = load float, ptr %5, align 4
  %64 = fpext float %63 to double
  %65 = load double, ptr %6, align 8
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %64, double noundef %65)
  %67 = call double @mixed_poly(float noundef 1.250000e+00, double noundef 3.500000e+00)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %67)
  store float 0x3FD5555560000000, ptr %8, align 4
  store double 0x3FD5555555555555, ptr %9, align 8
  %69 = load float, ptr %8, align 4
  %70 = fpext float %69 to double
  %71 = load double, ptr %9, align 8
  %72 = load float, ptr %8, align 4
  %73 = fpext float %72 to double
  %74 = load double, ptr %9, align 8
  %75 = fsub double %73, %74
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %70, double noundef %71, double noundef %75)
  %77 = call i32 @float_bits(float noundef 1.000000e+00)
  %78 = call i32 @float_bits(float noundef -2.500000e+00)
  %79 = call i32 @float_bits(float noundef 0x3FB99999A0000000)
  %80 = call i64 @double_bits(double noundef 1.000000e+00)
  %81 = call i64 @double_bits(double noundef 1.000000e-01)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %77, i32 noundef %78, i32 noundef %79, i64 noundef %80, i64 noundef %81)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.dv, i64 56, i1 false)
  store i32 0, ptr %11, align 4
  br label %83

83:                                               ; preds = %124, %62
  %84 = load i32, ptr %11, align 4
  %85 = icmp slt i32 %84, 7
  br i1 %85, label %86, label %127

86:                                               ; preds = %83
  %87 = load i32, ptr %11, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  store double %90, ptr %12, align 8
  %91 = load double, ptr %12, align 8
  %92 = fcmp ogt double %91, 0xC1E0000000000000
  br i1 %92, label %93, label %99

93:                                               ; preds = %86
  %94 = load double, ptr %12, align 8
  %95 = fcmp olt double %94, 0x41E0000000000000
  br i1 %95, label %96, label %99

96:                                               ; preds = %93
  %97 = load double, ptr %12, align 8
  %98 = fptosi double %97 to i32
  br label %100

99:                                               ; preds = %93, %86
  br label %100

100:                                              ; preds = %99, %96
  %101 = phi i32 [ %98, %96 ], [ -1, %99 ]
  store i32 %101, ptr %13, align 4
  %102 = load double, ptr %12, align 8
  %103 = fptosi double %102 to i64
  store i64 %103, ptr %14, align 8
  %104 = load double, ptr %12, align 8
  %105 = fcmp oge double %104, 0.000000e+00
  br i1 %105, label %106, label %112

106:                                              ; preds = %100
  %107 = load double, ptr %12, align 8
  %108 = fcmp olt double %107, 0x41F0000000000000
  br i1 %108, label %109, label %112

109:                                              ; preds = %106
  %110 = load double, ptr %12, align 8
  %111 = fptoui double %110 to i32
  br label %113

112:                                              ; preds = %106, %100
  br label %113

113:                                              ; preds = %112, %109
  %114 = phi i32 [ %111, %109 ], [ 0, %112 ]
  store i32 %114, ptr %15, align 4
  %115 = load double, ptr %12, align 8
  %116 = fptrunc double %115 to float
  store float %116, ptr %16, align 4
  %117 = load double, ptr %12, align 8
  %118 = load i32, ptr %13, align 4
  %119 = load i64, ptr %14, align 8
  %120 = load i32, ptr %15, align 4
  %121 = load float, ptr %16, align 4
  %122 = fpext float %121 to double
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %117, i32 noundef %118, i64 noundef %119, i32 noundef %120, double noundef %122)
  br label %124

124:                                              ; preds = %113
  %125 = load i32, ptr %11, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %11, align 4
  br label %83, !llvm.loop !9

127:                                              ; preds = %83
  store i64 9007199254740993, ptr %17, align 8
  %128 = load i64, ptr %17, align 8
  %129 = sitofp i64 %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %129, double noundef 0x4170000000000000)
  store i64 -1, ptr %18, align 8
  %131 = load i64, ptr %18, align 8
  %132 = uitofp i64 %131 to double
  %133 = load i64, ptr %18, align 8
  %134 = uitofp i64 %133 to float
  %135 = fpext float %134 to double
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %132, double noundef %135)
  store i64 -446744073709551616, ptr %19, align 8
  %137 = load i64, ptr %19, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %137)
  store float 0x47EFFFFFE0000000, ptr %20, align 4
  store float 0x36A0000000000000, ptr %21, align 4
  %139 = load float, ptr %20, align 4
  %140 = fpext float %139 to double
  %141 = load float, ptr %21, align 4
  %142 = fpext float %141 to double
  %143 = load float, ptr %21, align 4
  %144 = fmul float %143, 5.000000e-01
  %145 = fpext float %144 to double
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %140, double noundef %142, double noundef %145)
  %147 = call float @sqrtf(float noundef 2.000000e+00) #5
  %148 = fpext float %147 to double
  %149 = call float @llvm.fabs.f32(float -3.000000e+00)
  %150 = fpext float %149 to double
  %151 = call float @llvm.floor.f32(float -2.500000e+00)
  %152 = fpext float %151 to double
  %153 = call float @fmodf(float noundef 7.500000e+00, float noundef 2.000000e+00) #5
  %154 = fpext float %153 to double
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %148, double noundef %150, double noundef %152, double noundef %154)
  store float 0x3FB99999A0000000, ptr %22, align 4
  store volatile double 1.000000e-01, ptr %23, align 8
  %156 = load float, ptr %22, align 4
  %157 = fpext float %156 to double
  %158 = load volatile double, ptr %23, align 8
  %159 = fcmp oeq double %157, %158
  %160 = zext i1 %159 to i32
  %161 = load float, ptr %22, align 4
  %162 = load volatile double, ptr %23, align 8
  %163 = fptrunc double %162 to float
  %164 = fcmp oeq float %161, %163
  %165 = zext i1 %164 to i32
  %166 = load float, ptr %22, align 4
  %167 = fpext float %166 to double
  %168 = load volatile double, ptr %23, align 8
  %169 = fcmp ogt double %167, %168
  %170 = zext i1 %169 to i32
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %160, i32 noundef %165, i32 noundef %170)
  store double 0x7FF8000000000000, ptr %24, align 8
  %172 = load double, ptr %24, align 8
  %173 = load double, ptr %24, align 8
  %174 = fcmp oeq double %172, %173
  %175 = zext i1 %174 to i32
  %176 = load double, ptr %24, align 8
  %177 = fcmp olt double %176, 1.000000e+00
  %178 = zext i1 %177 to i32
  %179 = load double, ptr %24, align 8
  %180 = load double, ptr %24, align 8
  %181 = fcmp une double %179, %180
  %182 = zext i1 %181 to i32
  %183 = load double, ptr %24, align 8
  %184 = call i1 @llvm.is.fpclass.f64(double %183, i32 3)
  %185 = zext i1 %184 to i32
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i32
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %175, i32 noundef %178, i32 noundef %182, i32 noundef %187)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @saxpy_sum(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %30, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %33

15:                                               ; preds = %11
  %16 = load float, ptr %7, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = call float @llvm.fmuladd.f32(float %16, float %21, float %26)
  %28 = load float, ptr %9, align 4
  %29 = fadd float %28, %27
  store float %29, ptr %9, align 4
  br label %30

30:                                               ; preds = %15
  %31 = load i32, ptr %10, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %10, align 4
  br label %11, !llvm.loop !10

33:                                               ; preds = %11
  %34 = load float, ptr %9, align 4
  ret float %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed_poly(float noundef %0, double noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load float, ptr %3, align 4
  %6 = fpext float %5 to double
  %7 = load double, ptr %4, align 8
  %8 = load float, ptr %3, align 4
  %9 = load float, ptr %3, align 4
  %10 = fmul float %8, %9
  %11 = fpext float %10 to double
  %12 = call double @llvm.fmuladd.f64(double %6, double %7, double %11)
  %13 = load double, ptr %4, align 8
  %14 = fdiv double %13, 3.000000e+00
  %15 = fsub double %12, %14
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @float_bits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @double_bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
