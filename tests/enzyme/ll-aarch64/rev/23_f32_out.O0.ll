; ModuleID = 'rev/23_f32_out.c'
source_filename = "rev/23_f32_out.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %13 = alloca %struct.gradfd, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store float 0x3FE6666660000000, ptr %3, align 4
  store float 0x3FF4CCCCC0000000, ptr %4, align 4
  store float 0xBFD99999A0000000, ptr %5, align 4
  %14 = load float, ptr %3, align 4
  %15 = fpext float %14 to double
  store double %15, ptr %6, align 8
  %16 = load float, ptr %4, align 4
  %17 = fpext float %16 to double
  store double %17, ptr %7, align 8
  %18 = load float, ptr %5, align 4
  %19 = fpext float %18 to double
  store double %19, ptr %8, align 8
  %20 = load i32, ptr @enzyme_out, align 4
  %21 = load float, ptr %3, align 4
  %22 = fpext float %21 to double
  %23 = call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef @f1, i32 noundef %20, double noundef %22)
  store float %23, ptr %9, align 4
  %24 = load float, ptr %9, align 4
  %25 = fpext float %24 to double
  %26 = load double, ptr %6, align 8
  %27 = fadd double %26, 0x3EB0C6F7A0B5ED8D
  %28 = call double @d1(double noundef %27)
  %29 = load double, ptr %6, align 8
  %30 = fsub double %29, 0x3EB0C6F7A0B5ED8D
  %31 = call double @d1(double noundef %30)
  %32 = fsub double %28, %31
  %33 = fdiv double %32, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %25, double noundef %33)
  %34 = load i32, ptr @enzyme_out, align 4
  %35 = load float, ptr %3, align 4
  %36 = fpext float %35 to double
  %37 = load i32, ptr @enzyme_out, align 4
  %38 = load float, ptr %4, align 4
  %39 = fpext float %38 to double
  %40 = call %struct.gradf2 (ptr, ...) @__enzyme_autodiff_f2(ptr noundef @f2, i32 noundef %34, double noundef %36, i32 noundef %37, double noundef %39)
  %41 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 0
  %42 = extractvalue %struct.gradf2 %40, 0
  store float %42, ptr %41, align 4
  %43 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 1
  %44 = extractvalue %struct.gradf2 %40, 1
  store float %44, ptr %43, align 4
  %45 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = fpext float %46 to double
  %48 = load double, ptr %6, align 8
  %49 = fadd double %48, 0x3EB0C6F7A0B5ED8D
  %50 = load double, ptr %7, align 8
  %51 = call double @d2(double noundef %49, double noundef %50)
  %52 = load double, ptr %6, align 8
  %53 = fsub double %52, 0x3EB0C6F7A0B5ED8D
  %54 = load double, ptr %7, align 8
  %55 = call double @d2(double noundef %53, double noundef %54)
  %56 = fsub double %51, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %47, double noundef %57)
  %58 = getelementptr inbounds %struct.gradf2, ptr %10, i32 0, i32 1
  %59 = load float, ptr %58, align 4
  %60 = fpext float %59 to double
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %7, align 8
  %63 = fadd double %62, 0x3EB0C6F7A0B5ED8D
  %64 = call double @d2(double noundef %61, double noundef %63)
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %7, align 8
  %67 = fsub double %66, 0x3EB0C6F7A0B5ED8D
  %68 = call double @d2(double noundef %65, double noundef %67)
  %69 = fsub double %64, %68
  %70 = fdiv double %69, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %60, double noundef %70)
  %71 = load i32, ptr @enzyme_const, align 4
  %72 = load float, ptr %3, align 4
  %73 = fpext float %72 to double
  %74 = load float, ptr %4, align 4
  %75 = fpext float %74 to double
  %76 = call float (ptr, ...) @__enzyme_autodiff_f1(ptr noundef @f2, i32 noundef %71, double noundef %73, double noundef %75)
  store float %76, ptr %11, align 4
  %77 = load float, ptr %11, align 4
  %78 = fpext float %77 to double
  %79 = load double, ptr %6, align 8
  %80 = load double, ptr %7, align 8
  %81 = fadd double %80, 0x3EB0C6F7A0B5ED8D
  %82 = call double @d2(double noundef %79, double noundef %81)
  %83 = load double, ptr %6, align 8
  %84 = load double, ptr %7, align 8
  %85 = fsub double %84, 0x3EB0C6F7A0B5ED8D
  %86 = call double @d2(double noundef %83, double noundef %85)
  %87 = fsub double %82, %86
  %88 = fdiv double %87, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %78, double noundef %88)
  %89 = load float, ptr %3, align 4
  %90 = fpext float %89 to double
  %91 = load float, ptr %4, align 4
  %92 = fpext float %91 to double
  %93 = load float, ptr %5, align 4
  %94 = fpext float %93 to double
  %95 = call %struct.gradf3 (ptr, ...) @__enzyme_autodiff_f3(ptr noundef @f3, double noundef %90, double noundef %92, double noundef %94)
  %96 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 0
  %97 = extractvalue %struct.gradf3 %95, 0
  store float %97, ptr %96, align 4
  %98 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 1
  %99 = extractvalue %struct.gradf3 %95, 1
  store float %99, ptr %98, align 4
  %100 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 2
  %101 = extractvalue %struct.gradf3 %95, 2
  store float %101, ptr %100, align 4
  %102 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 0
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = load double, ptr %6, align 8
  %106 = fadd double %105, 0x3EB0C6F7A0B5ED8D
  %107 = load double, ptr %7, align 8
  %108 = load double, ptr %8, align 8
  %109 = call double @d3(double noundef %106, double noundef %107, double noundef %108)
  %110 = load double, ptr %6, align 8
  %111 = fsub double %110, 0x3EB0C6F7A0B5ED8D
  %112 = load double, ptr %7, align 8
  %113 = load double, ptr %8, align 8
  %114 = call double @d3(double noundef %111, double noundef %112, double noundef %113)
  %115 = fsub double %109, %114
  %116 = fdiv double %115, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %104, double noundef %116)
  %117 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 1
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = load double, ptr %6, align 8
  %121 = load double, ptr %7, align 8
  %122 = fadd double %121, 0x3EB0C6F7A0B5ED8D
  %123 = load double, ptr %8, align 8
  %124 = call double @d3(double noundef %120, double noundef %122, double noundef %123)
  %125 = load double, ptr %6, align 8
  %126 = load double, ptr %7, align 8
  %127 = fsub double %126, 0x3EB0C6F7A0B5ED8D
  %128 = load double, ptr %8, align 8
  %129 = call double @d3(double noundef %125, double noundef %127, double noundef %128)
  %130 = fsub double %124, %129
  %131 = fdiv double %130, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %119, double noundef %131)
  %132 = getelementptr inbounds %struct.gradf3, ptr %12, i32 0, i32 2
  %133 = load float, ptr %132, align 4
  %134 = fpext float %133 to double
  %135 = load double, ptr %6, align 8
  %136 = load double, ptr %7, align 8
  %137 = load double, ptr %8, align 8
  %138 = fadd double %137, 0x3EB0C6F7A0B5ED8D
  %139 = call double @d3(double noundef %135, double noundef %136, double noundef %138)
  %140 = load double, ptr %6, align 8
  %141 = load double, ptr %7, align 8
  %142 = load double, ptr %8, align 8
  %143 = fsub double %142, 0x3EB0C6F7A0B5ED8D
  %144 = call double @d3(double noundef %140, double noundef %141, double noundef %143)
  %145 = fsub double %139, %144
  %146 = fdiv double %145, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %134, double noundef %146)
  %147 = load float, ptr %3, align 4
  %148 = fpext float %147 to double
  %149 = load double, ptr %7, align 8
  %150 = call [2 x i64] (ptr, ...) @__enzyme_autodiff_fd(ptr noundef @fdm, double noundef %148, double noundef %149)
  store [2 x i64] %150, ptr %13, align 8
  %151 = getelementptr inbounds %struct.gradfd, ptr %13, i32 0, i32 0
  %152 = load float, ptr %151, align 8
  %153 = fpext float %152 to double
  %154 = load double, ptr %6, align 8
  %155 = fadd double %154, 0x3EB0C6F7A0B5ED8D
  %156 = load double, ptr %7, align 8
  %157 = call double @dd(double noundef %155, double noundef %156)
  %158 = load double, ptr %6, align 8
  %159 = fsub double %158, 0x3EB0C6F7A0B5ED8D
  %160 = load double, ptr %7, align 8
  %161 = call double @dd(double noundef %159, double noundef %160)
  %162 = fsub double %157, %161
  %163 = fdiv double %162, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %153, double noundef %163)
  %164 = getelementptr inbounds %struct.gradfd, ptr %13, i32 0, i32 1
  %165 = load double, ptr %164, align 8
  %166 = load double, ptr %6, align 8
  %167 = load double, ptr %7, align 8
  %168 = fadd double %167, 0x3EB0C6F7A0B5ED8D
  %169 = call double @dd(double noundef %166, double noundef %168)
  %170 = load double, ptr %6, align 8
  %171 = load double, ptr %7, align 8
  %172 = fsub double %171, 0x3EB0C6F7A0B5ED8D
  %173 = call double @dd(double noundef %170, double noundef %172)
  %174 = fsub double %169, %173
  %175 = fdiv double %174, 2.000000e-06
  call void @check(ptr noundef @.str.8, double noundef %165, double noundef %175)
  %176 = load i32, ptr @fails, align 4
  %177 = icmp ne i32 %176, 0
  %178 = zext i1 %177 to i64
  %179 = select i1 %177, ptr @.str.10, ptr @.str.11
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %179)
  %181 = load i32, ptr @fails, align 4
  %182 = icmp ne i32 %181, 0
  %183 = zext i1 %182 to i32
  ret i32 %183
}

declare float @__enzyme_autodiff_f1(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f1(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sinf(float noundef %3) #4
  %5 = load float, ptr %2, align 4
  %6 = fmul float 5.000000e-01, %5
  %7 = call float @expf(float noundef %6) #4
  %8 = load float, ptr %2, align 4
  %9 = load float, ptr %2, align 4
  %10 = call float @llvm.fmuladd.f32(float %8, float %9, float 1.000000e+00)
  %11 = call float @logf(float noundef %10) #4
  %12 = call float @llvm.fmuladd.f32(float %4, float %7, float %11)
  ret float %12
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
define internal double @d1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #4
  %5 = load double, ptr %2, align 8
  %6 = fmul double 5.000000e-01, %5
  %7 = call double @exp(double noundef %6) #4
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double 1.000000e+00)
  %11 = call double @log(double noundef %10) #4
  %12 = call double @llvm.fmuladd.f64(double %4, double %7, double %11)
  ret double %12
}

declare %struct.gradf2 @__enzyme_autodiff_f2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f2(float noundef %0, float noundef %1) #0 {
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
  ret float %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #4
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #4
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = fdiv double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %6, double %7, double %15)
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %4, align 8
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double 1.000000e+00)
  %20 = call double @sqrt(double noundef %19) #4
  %21 = fadd double %16, %20
  ret double %21
}

declare %struct.gradf3 @__enzyme_autodiff_f3(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f3(float noundef %0, float noundef %1, float noundef %2) #0 {
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
  %14 = call float @tanhf(float noundef %13) #4
  %15 = call float @llvm.fmuladd.f32(float %9, float %10, float %14)
  %16 = load float, ptr %5, align 4
  %17 = call float @powf(float noundef %16, float noundef 2.500000e+00) #4
  %18 = load float, ptr %6, align 4
  %19 = call float @cosf(float noundef %18) #4
  %20 = call float @llvm.fmuladd.f32(float %17, float %19, float %15)
  ret float %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d3(double noundef %0, double noundef %1, double noundef %2) #0 {
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
  %14 = call double @tanh(double noundef %13) #4
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14)
  %16 = load double, ptr %5, align 8
  %17 = call double @pow(double noundef %16, double noundef 2.500000e+00) #4
  %18 = load double, ptr %6, align 8
  %19 = call double @cos(double noundef %18) #4
  %20 = call double @llvm.fmuladd.f64(double %17, double %19, double %15)
  ret double %20
}

declare [2 x i64] @__enzyme_autodiff_fd(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fdm(float noundef %0, double noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load float, ptr %3, align 4
  %6 = call float @sinf(float noundef %5) #4
  %7 = fpext float %6 to double
  %8 = load double, ptr %4, align 8
  %9 = call double @exp(double noundef %8) #4
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
define internal double @dd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #4
  %7 = load double, ptr %4, align 8
  %8 = call double @exp(double noundef %7) #4
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
declare float @sinf(float noundef) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #2

; Function Attrs: nounwind
declare float @logf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare float @tanhf(float noundef) #2

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
