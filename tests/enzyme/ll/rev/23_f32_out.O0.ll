; ModuleID = 'rev/23_f32_out.c'
source_filename = "rev/23_f32_out.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.gradf2 = type { float, float }
%struct.gradf3 = type { float, float, float }
%struct.gradfd = type { float, double }

@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dy\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"f2 d/dy (x const)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"f3 d/dx\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"f3 d/dy\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"f3 d/dz\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"mixed d/dx (float)\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"mixed d/dy (double)\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.7e fd=%+.7e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca %struct.gradf2, align 4
  %11 = alloca float, align 4
  %12 = alloca %struct.gradf3, align 4
  %13 = alloca { <2 x float>, float }, align 8
  %14 = alloca %struct.gradfd, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store float 0x3FE6666660000000, ptr %3, align 4
  store float 0x3FF4CCCCC0000000, ptr %4, align 4
  store float 0xBFD99999A0000000, ptr %5, align 4
  %15 = load float, ptr %3, align 4
  %16 = fpext float %15 to double
  store double %16, ptr %6, align 8
  %17 = load float, ptr %4, align 4
  %18 = fpext float %17 to double
  store double %18, ptr %7, align 8
  %19 = load float, ptr %5, align 4
  %20 = fpext float %19 to double
  store double %20, ptr %8, align 8
  %21 = load i32, ptr @enzyme_out, align 4
  %22 = load float, ptr %3, align 4
  %23 = fpext float %22 to double
  %24 = call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef @f1, i32 noundef %21, double noundef %23)
  store float %24, ptr %9, align 4
  %25 = load float, ptr %9, align 4
  %26 = fpext float %25 to double
  %27 = load double, ptr %6, align 8
  %28 = fadd double %27, 0x3EB0C6F7A0B5ED8D
  %29 = call double @d1(double noundef %28)
  %30 = load double, ptr %6, align 8
  %31 = fsub double %30, 0x3EB0C6F7A0B5ED8D
  %32 = call double @d1(double noundef %31)
  %33 = fsub double %29, %32
  %34 = fdiv double %33, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %26, double noundef %34)
  %35 = load i32, ptr @enzyme_out, align 4
  %36 = load float, ptr %3, align 4
  %37 = fpext float %36 to double
  %38 = load i32, ptr @enzyme_out, align 4
  %39 = load float, ptr %4, align 4
  %40 = fpext float %39 to double
  %41 = call <2 x float> (ptr, ...) @__enzyme_autodiff_f2(ptr noundef @f2, i32 noundef %35, double noundef %37, i32 noundef %38, double noundef %40)
  store <2 x float> %41, ptr %10, align 4
  %42 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 0
  %43 = load float, ptr %42, align 4
  %44 = fpext float %43 to double
  %45 = load double, ptr %6, align 8
  %46 = fadd double %45, 0x3EB0C6F7A0B5ED8D
  %47 = load double, ptr %7, align 8
  %48 = call double @d2(double noundef %46, double noundef %47)
  %49 = load double, ptr %6, align 8
  %50 = fsub double %49, 0x3EB0C6F7A0B5ED8D
  %51 = load double, ptr %7, align 8
  %52 = call double @d2(double noundef %50, double noundef %51)
  %53 = fsub double %48, %52
  %54 = fdiv double %53, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %44, double noundef %54)
  %55 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 1
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = load double, ptr %6, align 8
  %59 = load double, ptr %7, align 8
  %60 = fadd double %59, 0x3EB0C6F7A0B5ED8D
  %61 = call double @d2(double noundef %58, double noundef %60)
  %62 = load double, ptr %6, align 8
  %63 = load double, ptr %7, align 8
  %64 = fsub double %63, 0x3EB0C6F7A0B5ED8D
  %65 = call double @d2(double noundef %62, double noundef %64)
  %66 = fsub double %61, %65
  %67 = fdiv double %66, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %57, double noundef %67)
  %68 = load i32, ptr @enzyme_const, align 4
  %69 = load float, ptr %3, align 4
  %70 = fpext float %69 to double
  %71 = load float, ptr %4, align 4
  %72 = fpext float %71 to double
  %73 = call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef @f2, i32 noundef %68, double noundef %70, double noundef %72)
  store float %73, ptr %11, align 4
  %74 = load float, ptr %11, align 4
  %75 = fpext float %74 to double
  %76 = load double, ptr %6, align 8
  %77 = load double, ptr %7, align 8
  %78 = fadd double %77, 0x3EB0C6F7A0B5ED8D
  %79 = call double @d2(double noundef %76, double noundef %78)
  %80 = load double, ptr %6, align 8
  %81 = load double, ptr %7, align 8
  %82 = fsub double %81, 0x3EB0C6F7A0B5ED8D
  %83 = call double @d2(double noundef %80, double noundef %82)
  %84 = fsub double %79, %83
  %85 = fdiv double %84, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %75, double noundef %85)
  %86 = load float, ptr %3, align 4
  %87 = fpext float %86 to double
  %88 = load float, ptr %4, align 4
  %89 = fpext float %88 to double
  %90 = load float, ptr %5, align 4
  %91 = fpext float %90 to double
  %92 = call { <2 x float>, float } (ptr, ...) @__enzyme_autodiff_f3(ptr noundef @f3, double noundef %87, double noundef %89, double noundef %91)
  store { <2 x float>, float } %92, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 8 %13, i64 12, i1 false)
  %93 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 0
  %94 = load float, ptr %93, align 4
  %95 = fpext float %94 to double
  %96 = load double, ptr %6, align 8
  %97 = fadd double %96, 0x3EB0C6F7A0B5ED8D
  %98 = load double, ptr %7, align 8
  %99 = load double, ptr %8, align 8
  %100 = call double @d3(double noundef %97, double noundef %98, double noundef %99)
  %101 = load double, ptr %6, align 8
  %102 = fsub double %101, 0x3EB0C6F7A0B5ED8D
  %103 = load double, ptr %7, align 8
  %104 = load double, ptr %8, align 8
  %105 = call double @d3(double noundef %102, double noundef %103, double noundef %104)
  %106 = fsub double %100, %105
  %107 = fdiv double %106, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %95, double noundef %107)
  %108 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 1
  %109 = load float, ptr %108, align 4
  %110 = fpext float %109 to double
  %111 = load double, ptr %6, align 8
  %112 = load double, ptr %7, align 8
  %113 = fadd double %112, 0x3EB0C6F7A0B5ED8D
  %114 = load double, ptr %8, align 8
  %115 = call double @d3(double noundef %111, double noundef %113, double noundef %114)
  %116 = load double, ptr %6, align 8
  %117 = load double, ptr %7, align 8
  %118 = fsub double %117, 0x3EB0C6F7A0B5ED8D
  %119 = load double, ptr %8, align 8
  %120 = call double @d3(double noundef %116, double noundef %118, double noundef %119)
  %121 = fsub double %115, %120
  %122 = fdiv double %121, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %110, double noundef %122)
  %123 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 2
  %124 = load float, ptr %123, align 4
  %125 = fpext float %124 to double
  %126 = load double, ptr %6, align 8
  %127 = load double, ptr %7, align 8
  %128 = load double, ptr %8, align 8
  %129 = fadd double %128, 0x3EB0C6F7A0B5ED8D
  %130 = call double @d3(double noundef %126, double noundef %127, double noundef %129)
  %131 = load double, ptr %6, align 8
  %132 = load double, ptr %7, align 8
  %133 = load double, ptr %8, align 8
  %134 = fsub double %133, 0x3EB0C6F7A0B5ED8D
  %135 = call double @d3(double noundef %131, double noundef %132, double noundef %134)
  %136 = fsub double %130, %135
  %137 = fdiv double %136, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %125, double noundef %137)
  %138 = load float, ptr %3, align 4
  %139 = fpext float %138 to double
  %140 = load double, ptr %7, align 8
  %141 = call { float, double } (ptr, ...) @__enzyme_autodiff_fd(ptr noundef @fdm, double noundef %139, double noundef %140)
  %142 = getelementptr inbounds { float, double }, ptr %14, i32 0, i32 0
  %143 = extractvalue { float, double } %141, 0
  store float %143, ptr %142, align 8
  %144 = getelementptr inbounds { float, double }, ptr %14, i32 0, i32 1
  %145 = extractvalue { float, double } %141, 1
  store double %145, ptr %144, align 8
  %146 = getelementptr inbounds %struct.gradfd, ptr %14, i32 0, i32 0
  %147 = load float, ptr %146, align 8
  %148 = fpext float %147 to double
  %149 = load double, ptr %6, align 8
  %150 = fadd double %149, 0x3EB0C6F7A0B5ED8D
  %151 = load double, ptr %7, align 8
  %152 = call double @dd(double noundef %150, double noundef %151)
  %153 = load double, ptr %6, align 8
  %154 = fsub double %153, 0x3EB0C6F7A0B5ED8D
  %155 = load double, ptr %7, align 8
  %156 = call double @dd(double noundef %154, double noundef %155)
  %157 = fsub double %152, %156
  %158 = fdiv double %157, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %148, double noundef %158)
  %159 = getelementptr inbounds %struct.gradfd, ptr %14, i32 0, i32 1
  %160 = load double, ptr %159, align 8
  %161 = load double, ptr %6, align 8
  %162 = load double, ptr %7, align 8
  %163 = fadd double %162, 0x3EB0C6F7A0B5ED8D
  %164 = call double @dd(double noundef %161, double noundef %163)
  %165 = load double, ptr %6, align 8
  %166 = load double, ptr %7, align 8
  %167 = fsub double %166, 0x3EB0C6F7A0B5ED8D
  %168 = call double @dd(double noundef %165, double noundef %167)
  %169 = fsub double %164, %168
  %170 = fdiv double %169, 2.000000e-06
  call void @check(ptr noundef @.str.8, double noundef %160, double noundef %170)
  %171 = load i32, ptr @fails, align 4
  %172 = icmp ne i32 %171, 0
  %173 = zext i1 %172 to i64
  %174 = select i1 %172, ptr @.str.10, ptr @.str.11
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %174)
  %176 = load i32, ptr @fails, align 4
  %177 = icmp ne i32 %176, 0
  %178 = zext i1 %177 to i32
  ret i32 %178
}

declare float @__enzyme_autodiff_f1(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f1(float noundef %0) #2 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sinf(float noundef %3) #6
  %5 = load float, ptr %2, align 4
  %6 = fmul float 5.000000e-01, %5
  %7 = call float @expf(float noundef %6) #6
  %8 = load float, ptr %2, align 4
  %9 = load float, ptr %2, align 4
  %10 = call float @llvm.fmuladd.f32(float %8, float %9, float 1.000000e+00)
  %11 = call float @logf(float noundef %10) #6
  %12 = call float @llvm.fmuladd.f32(float %4, float %7, float %11)
  ret float %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #2 {
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
  %15 = fmul double 1.000000e-04, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 0x3EB0C6F7A0B5ED8D
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
  %30 = select i1 %28, ptr @.str.11, ptr @.str.10
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @d1(double noundef %0) #2 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double 5.000000e-01, %5
  %7 = call double @exp(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double 1.000000e+00)
  %11 = call double @log(double noundef %10) #6
  %12 = call double @llvm.fmuladd.f64(double %4, double %7, double %11)
  ret double %12
}

declare <2 x float> @__enzyme_autodiff_f2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f2(float noundef %0, float noundef %1) #2 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = call float @sinf(float noundef %5) #6
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %3, align 4
  %9 = load float, ptr %4, align 4
  %10 = fmul float %8, %9
  %11 = call float @expf(float noundef %10) #6
  %12 = load float, ptr %3, align 4
  %13 = load float, ptr %3, align 4
  %14 = call float @llvm.fmuladd.f32(float %12, float %13, float 1.000000e+00)
  %15 = fdiv float %11, %14
  %16 = call float @llvm.fmuladd.f32(float %6, float %7, float %15)
  %17 = load float, ptr %4, align 4
  %18 = load float, ptr %4, align 4
  %19 = call float @llvm.fmuladd.f32(float %17, float %18, float 1.000000e+00)
  %20 = call float @sqrtf(float noundef %19) #6
  %21 = fadd float %16, %20
  ret float %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2(double noundef %0, double noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #6
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #6
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = fdiv double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %6, double %7, double %15)
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %4, align 8
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double 1.000000e+00)
  %20 = call double @sqrt(double noundef %19) #6
  %21 = fadd double %16, %20
  ret double %21
}

declare { <2 x float>, float } @__enzyme_autodiff_f3(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f3(float noundef %0, float noundef %1, float noundef %2) #2 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %5, align 4
  %9 = fmul float %7, %8
  %10 = load float, ptr %6, align 4
  %11 = load float, ptr %4, align 4
  %12 = load float, ptr %6, align 4
  %13 = fsub float %11, %12
  %14 = call float @tanhf(float noundef %13) #6
  %15 = call float @llvm.fmuladd.f32(float %9, float %10, float %14)
  %16 = load float, ptr %5, align 4
  %17 = call float @powf(float noundef %16, float noundef 2.500000e+00) #6
  %18 = load float, ptr %6, align 4
  %19 = call float @cosf(float noundef %18) #6
  %20 = call float @llvm.fmuladd.f32(float %17, float %19, float %15)
  ret float %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d3(double noundef %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %6, align 8
  %13 = fsub double %11, %12
  %14 = call double @tanh(double noundef %13) #6
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14)
  %16 = load double, ptr %5, align 8
  %17 = call double @pow(double noundef %16, double noundef 2.500000e+00) #6
  %18 = load double, ptr %6, align 8
  %19 = call double @cos(double noundef %18) #6
  %20 = call double @llvm.fmuladd.f64(double %17, double %19, double %15)
  ret double %20
}

declare { float, double } @__enzyme_autodiff_fd(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fdm(float noundef %0, double noundef %1) #2 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load float, ptr %3, align 4
  %6 = call float @sinf(float noundef %5) #6
  %7 = fpext float %6 to double
  %8 = load double, ptr %4, align 8
  %9 = call double @exp(double noundef %8) #6
  %10 = load float, ptr %3, align 4
  %11 = fpext float %10 to double
  %12 = load double, ptr %4, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %4, align 8
  %15 = fmul double %13, %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %9, double %15)
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dd(double noundef %0, double noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #6
  %7 = load double, ptr %4, align 8
  %8 = call double @exp(double noundef %7) #6
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fmul double %9, %10
  %12 = load double, ptr %4, align 8
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %6, double %8, double %13)
  ret double %14
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare float @sinf(float noundef) #4

; Function Attrs: nounwind
declare float @expf(float noundef) #4

; Function Attrs: nounwind
declare float @logf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare float @tanhf(float noundef) #4

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare float @cosf(float noundef) #4

; Function Attrs: nounwind
declare double @tanh(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
