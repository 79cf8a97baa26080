; ModuleID = 'nested.c'
source_filename = "nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.double2 = type { double, double }

@__const.particle_euler_r.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 16
@__const.particle_euler_r.xdot = private unnamed_addr constant [2 x double] [double 7.500000e-01, double 0.000000e+00], align 16
@__const.particle_euler_f.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 16
@__const.particle_euler_f.xdot = private unnamed_addr constant [2 x double] [double 7.500000e-01, double 0.000000e+00], align 16
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_dup = external global i32, align 4
@__const.grad_p_f.e0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 16
@__const.grad_p_f.e1 = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 1.000000e+00], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local double @saddle_f(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %5, align 8
  %11 = load double, ptr %6, align 8
  %12 = load double, ptr %6, align 8
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13)
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %7, align 8
  %17 = load double, ptr %8, align 8
  %18 = load double, ptr %8, align 8
  %19 = fmul double %17, %18
  %20 = call double @llvm.fmuladd.f64(double %15, double %16, double %19)
  %21 = fsub double %14, %20
  ret double %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local double @saddle_max_r(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [2 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %16 = load double, ptr %7, align 8
  store double %16, ptr %9, align 8
  %17 = getelementptr inbounds double, ptr %9, i64 1
  %18 = load double, ptr %8, align 8
  store double %18, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %22 = load double, ptr %21, align 16
  %23 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %24 = load double, ptr %23, align 8
  %25 = call double @saddle_f(double noundef %19, double noundef %20, double noundef %22, double noundef %24)
  %26 = fneg double %25
  store double %26, ptr %12, align 8
  %27 = load double, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %30 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @inner_r(double noundef %27, double noundef %28, ptr noundef %29, ptr noundef %30)
  %31 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %32 = load double, ptr %31, align 16
  %33 = fneg double %32
  %34 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  store double %33, ptr %34, align 16
  %35 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %36 = load double, ptr %35, align 8
  %37 = fneg double %36
  %38 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  store double %37, ptr %38, align 8
  store i32 0, ptr %13, align 4
  store double 1.000000e-05, ptr %14, align 8
  br label %39

39:                                               ; preds = %138, %56, %4
  %40 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %41 = load double, ptr %40, align 16
  %42 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %43 = load double, ptr %42, align 16
  %44 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %47 = load double, ptr %46, align 8
  %48 = fmul double %45, %47
  %49 = call double @llvm.fmuladd.f64(double %41, double %43, double %48)
  %50 = call double @llvm.sqrt.f64(double %49)
  %51 = fcmp ole double %50, 1.000000e-05
  br i1 %51, label %52, label %53

52:                                               ; preds = %39
  br label %139

53:                                               ; preds = %39
  %54 = load i32, ptr %13, align 4
  %55 = icmp eq i32 %54, 10
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = load double, ptr %14, align 8
  %58 = fmul double %57, 2.000000e+00
  store double %58, ptr %14, align 8
  store i32 0, ptr %13, align 4
  br label %39

59:                                               ; preds = %53
  %60 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %61 = load double, ptr %60, align 16
  %62 = load double, ptr %14, align 8
  %63 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %64 = load double, ptr %63, align 16
  %65 = fneg double %62
  %66 = call double @llvm.fmuladd.f64(double %65, double %64, double %61)
  %67 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  store double %66, ptr %67, align 16
  %68 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %69 = load double, ptr %68, align 8
  %70 = load double, ptr %14, align 8
  %71 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %72 = load double, ptr %71, align 8
  %73 = fneg double %70
  %74 = call double @llvm.fmuladd.f64(double %73, double %72, double %69)
  %75 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  store double %74, ptr %75, align 8
  %76 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %77 = load double, ptr %76, align 16
  %78 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %79 = load double, ptr %78, align 16
  %80 = fsub double %77, %79
  %81 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %82 = load double, ptr %81, align 16
  %83 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %84 = load double, ptr %83, align 16
  %85 = fsub double %82, %84
  %86 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %89 = load double, ptr %88, align 8
  %90 = fsub double %87, %89
  %91 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %94 = load double, ptr %93, align 8
  %95 = fsub double %92, %94
  %96 = fmul double %90, %95
  %97 = call double @llvm.fmuladd.f64(double %80, double %85, double %96)
  %98 = call double @llvm.sqrt.f64(double %97)
  %99 = fcmp ole double %98, 1.000000e-05
  br i1 %99, label %100, label %101

100:                                              ; preds = %59
  br label %139

101:                                              ; preds = %59
  %102 = load double, ptr %5, align 8
  %103 = load double, ptr %6, align 8
  %104 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %105 = load double, ptr %104, align 16
  %106 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %107 = load double, ptr %106, align 8
  %108 = call double @saddle_f(double noundef %102, double noundef %103, double noundef %105, double noundef %107)
  %109 = fneg double %108
  store double %109, ptr %15, align 8
  %110 = load double, ptr %15, align 8
  %111 = load double, ptr %12, align 8
  %112 = fcmp olt double %110, %111
  br i1 %112, label %113, label %135

113:                                              ; preds = %101
  %114 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %115 = load double, ptr %114, align 16
  %116 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  store double %115, ptr %116, align 16
  %117 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  store double %118, ptr %119, align 8
  %120 = load double, ptr %15, align 8
  store double %120, ptr %12, align 8
  %121 = load double, ptr %5, align 8
  %122 = load double, ptr %6, align 8
  %123 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %124 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @inner_r(double noundef %121, double noundef %122, ptr noundef %123, ptr noundef %124)
  %125 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %126 = load double, ptr %125, align 16
  %127 = fneg double %126
  %128 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  store double %127, ptr %128, align 16
  %129 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %130 = load double, ptr %129, align 8
  %131 = fneg double %130
  %132 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  store double %131, ptr %132, align 8
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %138

135:                                              ; preds = %101
  %136 = load double, ptr %14, align 8
  %137 = fdiv double %136, 2.000000e+00
  store double %137, ptr %14, align 8
  store i32 0, ptr %13, align 4
  br label %138

138:                                              ; preds = %135, %113
  br label %39

139:                                              ; preds = %100, %52
  %140 = load double, ptr %5, align 8
  %141 = load double, ptr %6, align 8
  %142 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %143 = load double, ptr %142, align 16
  %144 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %145 = load double, ptr %144, align 8
  %146 = call double @saddle_f(double noundef %140, double noundef %141, double noundef %143, double noundef %145)
  ret double %146
}

; Function Attrs: noinline nounwind uwtable
define internal void @inner_r(double noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %struct.double2, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load double, ptr %5, align 8
  %12 = load i32, ptr @enzyme_const, align 4
  %13 = load double, ptr %6, align 8
  %14 = load i32, ptr @enzyme_out, align 4
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  %18 = load i32, ptr @enzyme_out, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  %21 = load double, ptr %20, align 8
  %22 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @saddle_f, i32 noundef %10, double noundef %11, i32 noundef %12, double noundef %13, i32 noundef %14, double noundef %17, i32 noundef %18, double noundef %21)
  %23 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %24 = extractvalue { double, double } %22, 0
  store double %24, ptr %23, align 8
  %25 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %26 = extractvalue { double, double } %22, 1
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.double2, ptr %9, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 0
  store double %28, ptr %30, align 8
  %31 = getelementptr inbounds %struct.double2, ptr %9, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 1
  store double %32, ptr %34, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local double @saddle_max_f(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [2 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %16 = load double, ptr %7, align 8
  store double %16, ptr %9, align 8
  %17 = getelementptr inbounds double, ptr %9, i64 1
  %18 = load double, ptr %8, align 8
  store double %18, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %22 = load double, ptr %21, align 16
  %23 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %24 = load double, ptr %23, align 8
  %25 = call double @saddle_f(double noundef %19, double noundef %20, double noundef %22, double noundef %24)
  %26 = fneg double %25
  store double %26, ptr %12, align 8
  %27 = load double, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %30 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @inner_f(double noundef %27, double noundef %28, ptr noundef %29, ptr noundef %30)
  %31 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %32 = load double, ptr %31, align 16
  %33 = fneg double %32
  %34 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  store double %33, ptr %34, align 16
  %35 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %36 = load double, ptr %35, align 8
  %37 = fneg double %36
  %38 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  store double %37, ptr %38, align 8
  store i32 0, ptr %13, align 4
  store double 1.000000e-05, ptr %14, align 8
  br label %39

39:                                               ; preds = %138, %56, %4
  %40 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %41 = load double, ptr %40, align 16
  %42 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %43 = load double, ptr %42, align 16
  %44 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %47 = load double, ptr %46, align 8
  %48 = fmul double %45, %47
  %49 = call double @llvm.fmuladd.f64(double %41, double %43, double %48)
  %50 = call double @llvm.sqrt.f64(double %49)
  %51 = fcmp ole double %50, 1.000000e-05
  br i1 %51, label %52, label %53

52:                                               ; preds = %39
  br label %139

53:                                               ; preds = %39
  %54 = load i32, ptr %13, align 4
  %55 = icmp eq i32 %54, 10
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = load double, ptr %14, align 8
  %58 = fmul double %57, 2.000000e+00
  store double %58, ptr %14, align 8
  store i32 0, ptr %13, align 4
  br label %39

59:                                               ; preds = %53
  %60 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %61 = load double, ptr %60, align 16
  %62 = load double, ptr %14, align 8
  %63 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %64 = load double, ptr %63, align 16
  %65 = fneg double %62
  %66 = call double @llvm.fmuladd.f64(double %65, double %64, double %61)
  %67 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  store double %66, ptr %67, align 16
  %68 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %69 = load double, ptr %68, align 8
  %70 = load double, ptr %14, align 8
  %71 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %72 = load double, ptr %71, align 8
  %73 = fneg double %70
  %74 = call double @llvm.fmuladd.f64(double %73, double %72, double %69)
  %75 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  store double %74, ptr %75, align 8
  %76 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %77 = load double, ptr %76, align 16
  %78 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %79 = load double, ptr %78, align 16
  %80 = fsub double %77, %79
  %81 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %82 = load double, ptr %81, align 16
  %83 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %84 = load double, ptr %83, align 16
  %85 = fsub double %82, %84
  %86 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %89 = load double, ptr %88, align 8
  %90 = fsub double %87, %89
  %91 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %94 = load double, ptr %93, align 8
  %95 = fsub double %92, %94
  %96 = fmul double %90, %95
  %97 = call double @llvm.fmuladd.f64(double %80, double %85, double %96)
  %98 = call double @llvm.sqrt.f64(double %97)
  %99 = fcmp ole double %98, 1.000000e-05
  br i1 %99, label %100, label %101

100:                                              ; preds = %59
  br label %139

101:                                              ; preds = %59
  %102 = load double, ptr %5, align 8
  %103 = load double, ptr %6, align 8
  %104 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %105 = load double, ptr %104, align 16
  %106 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %107 = load double, ptr %106, align 8
  %108 = call double @saddle_f(double noundef %102, double noundef %103, double noundef %105, double noundef %107)
  %109 = fneg double %108
  store double %109, ptr %15, align 8
  %110 = load double, ptr %15, align 8
  %111 = load double, ptr %12, align 8
  %112 = fcmp olt double %110, %111
  br i1 %112, label %113, label %135

113:                                              ; preds = %101
  %114 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %115 = load double, ptr %114, align 16
  %116 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  store double %115, ptr %116, align 16
  %117 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  store double %118, ptr %119, align 8
  %120 = load double, ptr %15, align 8
  store double %120, ptr %12, align 8
  %121 = load double, ptr %5, align 8
  %122 = load double, ptr %6, align 8
  %123 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %124 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @inner_f(double noundef %121, double noundef %122, ptr noundef %123, ptr noundef %124)
  %125 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %126 = load double, ptr %125, align 16
  %127 = fneg double %126
  %128 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  store double %127, ptr %128, align 16
  %129 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  %130 = load double, ptr %129, align 8
  %131 = fneg double %130
  %132 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 1
  store double %131, ptr %132, align 8
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %138

135:                                              ; preds = %101
  %136 = load double, ptr %14, align 8
  %137 = fdiv double %136, 2.000000e+00
  store double %137, ptr %14, align 8
  store i32 0, ptr %13, align 4
  br label %138

138:                                              ; preds = %135, %113
  br label %39

139:                                              ; preds = %100, %52
  %140 = load double, ptr %5, align 8
  %141 = load double, ptr %6, align 8
  %142 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %143 = load double, ptr %142, align 16
  %144 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %145 = load double, ptr %144, align 8
  %146 = call double @saddle_f(double noundef %140, double noundef %141, double noundef %143, double noundef %145)
  ret double %146
}

; Function Attrs: noinline nounwind uwtable
define internal void @inner_f(double noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr @enzyme_const, align 4
  %10 = load double, ptr %5, align 8
  %11 = load i32, ptr @enzyme_const, align 4
  %12 = load double, ptr %6, align 8
  %13 = load i32, ptr @enzyme_dup, align 4
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = load i32, ptr @enzyme_dup, align 4
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  %20 = load double, ptr %19, align 8
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_f, i32 noundef %9, double noundef %10, i32 noundef %11, double noundef %12, i32 noundef %13, double noundef %16, double noundef 1.000000e+00, i32 noundef %17, double noundef %20, double noundef 0.000000e+00)
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  store double %21, ptr %23, align 8
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = load double, ptr %5, align 8
  %26 = load i32, ptr @enzyme_const, align 4
  %27 = load double, ptr %6, align 8
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = load ptr, ptr %7, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 0
  %31 = load double, ptr %30, align 8
  %32 = load i32, ptr @enzyme_dup, align 4
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 1
  %35 = load double, ptr %34, align 8
  %36 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_f, i32 noundef %24, double noundef %25, i32 noundef %26, double noundef %27, i32 noundef %28, double noundef %31, double noundef 0.000000e+00, i32 noundef %32, double noundef %35, double noundef 1.000000e+00)
  %37 = load ptr, ptr %8, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 1
  store double %36, ptr %38, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @saddle_rr(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @saddle(ptr noundef %5, ptr noundef %6, ptr noundef @outer_r_obj, ptr noundef @outer_rr, ptr noundef @neg_grad_r)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @saddle(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = load ptr, ptr %9, align 8
  %13 = load ptr, ptr %6, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %7, align 8
  call void @argmin(i32 noundef 2, ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, ptr noundef %15)
  %16 = load ptr, ptr %10, align 8
  %17 = load ptr, ptr %7, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 2
  call void @argmin(i32 noundef 2, ptr noundef @neg_f, ptr noundef %16, ptr noundef %17, ptr noundef %18, ptr noundef %20)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal double @outer_r_obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 1
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = call double @saddle_max_r(double noundef %7, double noundef %10, double noundef %13, double noundef %16)
  ret double %17
}

; Function Attrs: noinline nounwind uwtable
define internal void @outer_rr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.double2, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = load i32, ptr @enzyme_out, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 1
  %15 = load double, ptr %14, align 8
  %16 = load i32, ptr @enzyme_const, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 0
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @saddle_max_r, i32 noundef %8, double noundef %11, i32 noundef %12, double noundef %15, i32 noundef %16, double noundef %19, i32 noundef %20, double noundef %23)
  %25 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %26 = extractvalue { double, double } %24, 0
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %28 = extractvalue { double, double } %24, 1
  store double %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.double2, ptr %7, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 0
  store double %30, ptr %32, align 8
  %33 = getelementptr inbounds %struct.double2, ptr %7, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 1
  store double %34, ptr %36, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @neg_grad_r(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = load ptr, ptr %6, align 8
  call void @inner_r(double noundef %9, double noundef %12, ptr noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  store double %18, ptr %20, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = fneg double %23
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  store double %24, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @saddle_rf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @saddle(ptr noundef %5, ptr noundef %6, ptr noundef @outer_f_obj, ptr noundef @outer_rf, ptr noundef @neg_grad_f)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal double @outer_f_obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 1
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = call double @saddle_max_f(double noundef %7, double noundef %10, double noundef %13, double noundef %16)
  ret double %17
}

; Function Attrs: noinline nounwind uwtable
define internal void @outer_rf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.double2, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = load i32, ptr @enzyme_out, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 1
  %15 = load double, ptr %14, align 8
  %16 = load i32, ptr @enzyme_const, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 0
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @saddle_max_f, i32 noundef %8, double noundef %11, i32 noundef %12, double noundef %15, i32 noundef %16, double noundef %19, i32 noundef %20, double noundef %23)
  %25 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %26 = extractvalue { double, double } %24, 0
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %28 = extractvalue { double, double } %24, 1
  store double %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.double2, ptr %7, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 0
  store double %30, ptr %32, align 8
  %33 = getelementptr inbounds %struct.double2, ptr %7, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 1
  store double %34, ptr %36, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @neg_grad_f(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = load ptr, ptr %6, align 8
  call void @inner_f(double noundef %9, double noundef %12, ptr noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  store double %18, ptr %20, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = fneg double %23
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  store double %24, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @saddle_fr(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @saddle(ptr noundef %5, ptr noundef %6, ptr noundef @outer_r_obj, ptr noundef @outer_fr, ptr noundef @neg_grad_r)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @outer_fr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  %11 = load i32, ptr @enzyme_dup, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 1
  %14 = load double, ptr %13, align 8
  %15 = load i32, ptr @enzyme_const, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_max_r, i32 noundef %7, double noundef %10, double noundef 1.000000e+00, i32 noundef %11, double noundef %14, double noundef 0.000000e+00, i32 noundef %15, double noundef %18, i32 noundef %19, double noundef %22)
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 0
  store double %23, ptr %25, align 8
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr @enzyme_dup, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 1
  %33 = load double, ptr %32, align 8
  %34 = load i32, ptr @enzyme_const, align 4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 0
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds double, ptr %39, i64 1
  %41 = load double, ptr %40, align 8
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_max_r, i32 noundef %26, double noundef %29, double noundef 0.000000e+00, i32 noundef %30, double noundef %33, double noundef 1.000000e+00, i32 noundef %34, double noundef %37, i32 noundef %38, double noundef %41)
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds double, ptr %43, i64 1
  store double %42, ptr %44, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @saddle_ff(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @saddle(ptr noundef %5, ptr noundef %6, ptr noundef @outer_f_obj, ptr noundef @outer_ff, ptr noundef @neg_grad_f)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @outer_ff(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  %11 = load i32, ptr @enzyme_dup, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 1
  %14 = load double, ptr %13, align 8
  %15 = load i32, ptr @enzyme_const, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  %23 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_max_f, i32 noundef %7, double noundef %10, double noundef 1.000000e+00, i32 noundef %11, double noundef %14, double noundef 0.000000e+00, i32 noundef %15, double noundef %18, i32 noundef %19, double noundef %22)
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 0
  store double %23, ptr %25, align 8
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr @enzyme_dup, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 1
  %33 = load double, ptr %32, align 8
  %34 = load i32, ptr @enzyme_const, align 4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 0
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds double, ptr %39, i64 1
  %41 = load double, ptr %40, align 8
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @saddle_max_f, i32 noundef %26, double noundef %29, double noundef 0.000000e+00, i32 noundef %30, double noundef %33, double noundef 1.000000e+00, i32 noundef %34, double noundef %37, i32 noundef %38, double noundef %41)
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds double, ptr %43, i64 1
  store double %42, ptr %44, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_potential(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %44, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %12, label %47

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %6, align 4
  %18 = mul nsw i32 2, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fsub double %15, %21
  store double %22, ptr %7, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = mul nsw i32 2, %27
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %26, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fsub double %25, %32
  store double %33, ptr %8, align 8
  %34 = load double, ptr %7, align 8
  %35 = load double, ptr %7, align 8
  %36 = load double, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = fmul double %36, %37
  %39 = call double @llvm.fmuladd.f64(double %34, double %35, double %38)
  %40 = call double @llvm.sqrt.f64(double %39)
  %41 = fdiv double 1.000000e+00, %40
  %42 = load double, ptr %5, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %12
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4
  br label %9, !llvm.loop !6

47:                                               ; preds = %9
  %48 = load double, ptr %5, align 8
  ret double %48
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_euler_r(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+01, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %3, i64 1
  %11 = load double, ptr %2, align 8
  %12 = fsub double 1.000000e+01, %11
  store double %12, ptr %10, align 8
  %13 = getelementptr inbounds double, ptr %3, i64 2
  store double 1.000000e+01, ptr %13, align 8
  %14 = getelementptr inbounds double, ptr %3, i64 3
  store double 0.000000e+00, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.particle_euler_r.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.particle_euler_r.xdot, i64 16, i1 false)
  store double 1.000000e-01, ptr %6, align 8
  br label %15

15:                                               ; preds = %58, %1
  %16 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %17 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %18 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @grad_p_r(ptr noundef %16, ptr noundef %17, ptr noundef %18)
  %19 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %20 = load double, ptr %19, align 16
  %21 = fneg double %20
  %22 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  store double %21, ptr %22, align 16
  %23 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %24 = load double, ptr %23, align 8
  %25 = fneg double %24
  %26 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  store double %25, ptr %26, align 8
  %27 = load double, ptr %6, align 8
  %28 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %29 = load double, ptr %28, align 16
  %30 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %31 = load double, ptr %30, align 16
  %32 = call double @llvm.fmuladd.f64(double %27, double %29, double %31)
  store double %32, ptr %30, align 16
  %33 = load double, ptr %6, align 8
  %34 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double %33, double %35, double %37)
  store double %38, ptr %36, align 8
  %39 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %40 = load double, ptr %39, align 8
  %41 = fcmp ole double %40, 0.000000e+00
  br i1 %41, label %42, label %58

42:                                               ; preds = %15
  %43 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = fneg double %44
  %46 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %47 = load double, ptr %46, align 8
  %48 = fdiv double %45, %47
  store double %48, ptr %8, align 8
  %49 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %50 = load double, ptr %49, align 16
  %51 = load double, ptr %8, align 8
  %52 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %53 = load double, ptr %52, align 16
  %54 = call double @llvm.fmuladd.f64(double %51, double %53, double %50)
  store double %54, ptr %9, align 8
  %55 = load double, ptr %9, align 8
  %56 = load double, ptr %9, align 8
  %57 = fmul double %55, %56
  ret double %57

58:                                               ; preds = %15
  %59 = load double, ptr %6, align 8
  %60 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %61 = load double, ptr %60, align 16
  %62 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %63 = load double, ptr %62, align 16
  %64 = call double @llvm.fmuladd.f64(double %59, double %61, double %63)
  store double %64, ptr %62, align 16
  %65 = load double, ptr %6, align 8
  %66 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %69 = load double, ptr %68, align 8
  %70 = call double @llvm.fmuladd.f64(double %65, double %67, double %69)
  store double %70, ptr %68, align 8
  br label %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @grad_p_r(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  store double 0.000000e+00, ptr %8, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  store double 0.000000e+00, ptr %10, align 8
  %11 = load i32, ptr @enzyme_const, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr @enzyme_dup, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @particle_potential, i32 noundef %11, ptr noundef %12, i32 noundef %13, ptr noundef %14, ptr noundef %15)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_euler_f(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+01, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %3, i64 1
  %11 = load double, ptr %2, align 8
  %12 = fsub double 1.000000e+01, %11
  store double %12, ptr %10, align 8
  %13 = getelementptr inbounds double, ptr %3, i64 2
  store double 1.000000e+01, ptr %13, align 8
  %14 = getelementptr inbounds double, ptr %3, i64 3
  store double 0.000000e+00, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.particle_euler_f.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.particle_euler_f.xdot, i64 16, i1 false)
  store double 1.000000e-01, ptr %6, align 8
  br label %15

15:                                               ; preds = %58, %1
  %16 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %17 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %18 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @grad_p_f(ptr noundef %16, ptr noundef %17, ptr noundef %18)
  %19 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %20 = load double, ptr %19, align 16
  %21 = fneg double %20
  %22 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  store double %21, ptr %22, align 16
  %23 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %24 = load double, ptr %23, align 8
  %25 = fneg double %24
  %26 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  store double %25, ptr %26, align 8
  %27 = load double, ptr %6, align 8
  %28 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %29 = load double, ptr %28, align 16
  %30 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %31 = load double, ptr %30, align 16
  %32 = call double @llvm.fmuladd.f64(double %27, double %29, double %31)
  store double %32, ptr %30, align 16
  %33 = load double, ptr %6, align 8
  %34 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double %33, double %35, double %37)
  store double %38, ptr %36, align 8
  %39 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %40 = load double, ptr %39, align 8
  %41 = fcmp ole double %40, 0.000000e+00
  br i1 %41, label %42, label %58

42:                                               ; preds = %15
  %43 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = fneg double %44
  %46 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %47 = load double, ptr %46, align 8
  %48 = fdiv double %45, %47
  store double %48, ptr %8, align 8
  %49 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %50 = load double, ptr %49, align 16
  %51 = load double, ptr %8, align 8
  %52 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %53 = load double, ptr %52, align 16
  %54 = call double @llvm.fmuladd.f64(double %51, double %53, double %50)
  store double %54, ptr %9, align 8
  %55 = load double, ptr %9, align 8
  %56 = load double, ptr %9, align 8
  %57 = fmul double %55, %56
  ret double %57

58:                                               ; preds = %15
  %59 = load double, ptr %6, align 8
  %60 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %61 = load double, ptr %60, align 16
  %62 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %63 = load double, ptr %62, align 16
  %64 = call double @llvm.fmuladd.f64(double %59, double %61, double %63)
  store double %64, ptr %62, align 16
  %65 = load double, ptr %6, align 8
  %66 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %69 = load double, ptr %68, align 8
  %70 = call double @llvm.fmuladd.f64(double %65, double %67, double %69)
  store double %70, ptr %68, align 8
  br label %15
}

; Function Attrs: noinline nounwind uwtable
define internal void @grad_p_f(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x double], align 16
  %8 = alloca [2 x double], align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.grad_p_f.e0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.grad_p_f.e1, i64 16, i1 false)
  %9 = load i32, ptr @enzyme_const, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr @enzyme_dup, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %14 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @particle_potential, i32 noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef %13)
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  store double %14, ptr %16, align 8
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr @enzyme_dup, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @particle_potential, i32 noundef %17, ptr noundef %18, i32 noundef %19, ptr noundef %20, ptr noundef %21)
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  store double %22, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_rr(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @argmin(i32 noundef 1, ptr noundef @euler_r_obj, ptr noundef @d_rr, ptr noundef null, ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind uwtable
define internal void @argmin(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [2 x double], align 16
  %14 = alloca [2 x double], align 16
  %15 = alloca [2 x double], align 16
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 16, i1 false)
  store i32 0, ptr %16, align 4
  br label %23

23:                                               ; preds = %37, %6
  %24 = load i32, ptr %16, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %40

27:                                               ; preds = %23
  %28 = load ptr, ptr %11, align 8
  %29 = load i32, ptr %16, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %12, align 8
  %34 = load i32, ptr %16, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  store double %32, ptr %36, align 8
  br label %37

37:                                               ; preds = %27
  %38 = load i32, ptr %16, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %16, align 4
  br label %23, !llvm.loop !8

40:                                               ; preds = %23
  %41 = load ptr, ptr %8, align 8
  %42 = load ptr, ptr %12, align 8
  %43 = load ptr, ptr %10, align 8
  %44 = call double %41(ptr noundef %42, ptr noundef %43)
  store double %44, ptr %17, align 8
  %45 = load ptr, ptr %9, align 8
  %46 = load ptr, ptr %12, align 8
  %47 = load ptr, ptr %10, align 8
  %48 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  call void %45(ptr noundef %46, ptr noundef %47, ptr noundef %48)
  store i32 0, ptr %18, align 4
  store double 1.000000e-05, ptr %19, align 8
  br label %49

49:                                               ; preds = %129, %59, %40
  %50 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  %51 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %52 = load i32, ptr %7, align 4
  %53 = call double @dist(ptr noundef %50, ptr noundef %51, i32 noundef %52)
  %54 = fcmp ole double %53, 1.000000e-05
  br i1 %54, label %55, label %56

55:                                               ; preds = %49
  br label %130

56:                                               ; preds = %49
  %57 = load i32, ptr %18, align 4
  %58 = icmp eq i32 %57, 10
  br i1 %58, label %59, label %62

59:                                               ; preds = %56
  %60 = load double, ptr %19, align 8
  %61 = fmul double %60, 2.000000e+00
  store double %61, ptr %19, align 8
  store i32 0, ptr %18, align 4
  br label %49

62:                                               ; preds = %56
  store i32 0, ptr %20, align 4
  br label %63

63:                                               ; preds = %83, %62
  %64 = load i32, ptr %20, align 4
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %86

67:                                               ; preds = %63
  %68 = load ptr, ptr %12, align 8
  %69 = load i32, ptr %20, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %68, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = load double, ptr %19, align 8
  %74 = load i32, ptr %20, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = fneg double %73
  %79 = call double @llvm.fmuladd.f64(double %78, double %77, double %72)
  %80 = load i32, ptr %20, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 %81
  store double %79, ptr %82, align 8
  br label %83

83:                                               ; preds = %67
  %84 = load i32, ptr %20, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %20, align 4
  br label %63, !llvm.loop !9

86:                                               ; preds = %63
  %87 = load ptr, ptr %12, align 8
  %88 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 0
  %89 = load i32, ptr %7, align 4
  %90 = call double @dist(ptr noundef %87, ptr noundef %88, i32 noundef %89)
  %91 = fcmp ole double %90, 1.000000e-05
  br i1 %91, label %92, label %93

92:                                               ; preds = %86
  br label %130

93:                                               ; preds = %86
  %94 = load ptr, ptr %8, align 8
  %95 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 0
  %96 = load ptr, ptr %10, align 8
  %97 = call double %94(ptr noundef %95, ptr noundef %96)
  store double %97, ptr %21, align 8
  %98 = load double, ptr %21, align 8
  %99 = load double, ptr %17, align 8
  %100 = fcmp olt double %98, %99
  br i1 %100, label %101, label %126

101:                                              ; preds = %93
  store i32 0, ptr %22, align 4
  br label %102

102:                                              ; preds = %115, %101
  %103 = load i32, ptr %22, align 4
  %104 = load i32, ptr %7, align 4
  %105 = icmp slt i32 %103, %104
  br i1 %105, label %106, label %118

106:                                              ; preds = %102
  %107 = load i32, ptr %22, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [2 x double], ptr %14, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = load ptr, ptr %12, align 8
  %112 = load i32, ptr %22, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %111, i64 %113
  store double %110, ptr %114, align 8
  br label %115

115:                                              ; preds = %106
  %116 = load i32, ptr %22, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %22, align 4
  br label %102, !llvm.loop !10

118:                                              ; preds = %102
  %119 = load double, ptr %21, align 8
  store double %119, ptr %17, align 8
  %120 = load ptr, ptr %9, align 8
  %121 = load ptr, ptr %12, align 8
  %122 = load ptr, ptr %10, align 8
  %123 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  call void %120(ptr noundef %121, ptr noundef %122, ptr noundef %123)
  %124 = load i32, ptr %18, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %18, align 4
  br label %129

126:                                              ; preds = %93
  %127 = load double, ptr %19, align 8
  %128 = fdiv double %127, 2.000000e+00
  store double %128, ptr %19, align 8
  store i32 0, ptr %18, align 4
  br label %129

129:                                              ; preds = %126, %118
  br label %49

130:                                              ; preds = %92, %55
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal double @euler_r_obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load double, ptr %7, align 8
  %9 = call double @particle_euler_r(double noundef %8)
  ret double %9
}

; Function Attrs: noinline nounwind uwtable
define internal void @d_rr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @particle_euler_r, i32 noundef %8, double noundef %11)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  store double %12, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_rf(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @argmin(i32 noundef 1, ptr noundef @euler_f_obj, ptr noundef @d_rf, ptr noundef null, ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind uwtable
define internal double @euler_f_obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load double, ptr %7, align 8
  %9 = call double @particle_euler_f(double noundef %8)
  ret double %9
}

; Function Attrs: noinline nounwind uwtable
define internal void @d_rf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @particle_euler_f, i32 noundef %8, double noundef %11)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  store double %12, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_fr(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @argmin(i32 noundef 1, ptr noundef @euler_r_obj, ptr noundef @d_fr, ptr noundef null, ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind uwtable
define internal void @d_fr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr @enzyme_dup, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @particle_euler_r, i32 noundef %8, double noundef %11, double noundef 1.000000e+00)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  store double %12, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @particle_ff(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @argmin(i32 noundef 1, ptr noundef @euler_f_obj, ptr noundef @d_ff, ptr noundef null, ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind uwtable
define internal void @d_ff(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr @enzyme_dup, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @particle_euler_f, i32 noundef %8, double noundef %11, double noundef 1.000000e+00)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  store double %12, ptr %14, align 8
  ret void
}

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) #3

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind uwtable
define internal double @neg_f(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 1
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = call double @saddle_f(double noundef %7, double noundef %10, double noundef %13, double noundef %16)
  %18 = fneg double %17
  ret double %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind uwtable
define internal double @dist(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

9:                                                ; preds = %38, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %41

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
  %24 = fsub double %18, %23
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = fsub double %29, %34
  %36 = load double, ptr %7, align 8
  %37 = call double @llvm.fmuladd.f64(double %24, double %35, double %36)
  store double %37, ptr %7, align 8
  br label %38

38:                                               ; preds = %13
  %39 = load i32, ptr %8, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %8, align 4
  br label %9, !llvm.loop !11

41:                                               ; preds = %9
  %42 = load double, ptr %7, align 8
  %43 = call double @llvm.sqrt.f64(double %42)
  ret double %43
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
