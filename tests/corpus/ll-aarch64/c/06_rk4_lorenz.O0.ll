; ModuleID = 'c/06_rk4_lorenz.c'
source_filename = "c/06_rk4_lorenz.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.vec3 = type { double, double, double }

@__const.main.s = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@.str = private unnamed_addr constant [37 x i8] c"t=%5.2f  x=%12.6f y=%12.6f z=%12.6f\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@__const.main.e = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@.str.1 = private unnamed_addr constant [30 x i8] c"rk4 vs half-step diff = %.3e\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"euler error larger: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"x(0.5) = %.8f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.vec3, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.vec3, align 8
  %6 = alloca %struct.vec3, align 8
  %7 = alloca %struct.vec3, align 8
  %8 = alloca %struct.vec3, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.vec3, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.vec3, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.vec3, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.s, i64 24, i1 false)
  store double 5.000000e-03, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %17

17:                                               ; preds = %46, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp sle i32 %18, 400
  br i1 %19, label %20, label %49

20:                                               ; preds = %17
  %21 = load double, ptr %3, align 8
  %22 = load [3 x double], ptr %2, align 8
  %23 = call %struct.vec3 @rk4_step([3 x double] alignstack(8) %22, double noundef %21)
  %24 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 0
  %25 = extractvalue %struct.vec3 %23, 0
  store double %25, ptr %24, align 8
  %26 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 1
  %27 = extractvalue %struct.vec3 %23, 1
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 2
  %29 = extractvalue %struct.vec3 %23, 2
  store double %29, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %5, i64 24, i1 false)
  %30 = load i32, ptr %4, align 4
  %31 = srem i32 %30, 50
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %45

33:                                               ; preds = %20
  %34 = load i32, ptr %4, align 4
  %35 = sitofp i32 %34 to double
  %36 = load double, ptr %3, align 8
  %37 = fmul double %35, %36
  %38 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2
  %43 = load double, ptr %42, align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %37, double noundef %39, double noundef %41, double noundef %43)
  br label %45

45:                                               ; preds = %33, %20
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %17, !llvm.loop !6

49:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.e, i64 24, i1 false)
  store i32 0, ptr %9, align 4
  br label %50

50:                                               ; preds = %62, %49
  %51 = load i32, ptr %9, align 4
  %52 = icmp slt i32 %51, 100
  br i1 %52, label %53, label %65

53:                                               ; preds = %50
  %54 = load [3 x double], ptr %6, align 8
  %55 = call %struct.vec3 @rk4_step([3 x double] alignstack(8) %54, double noundef 5.000000e-03)
  %56 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 0
  %57 = extractvalue %struct.vec3 %55, 0
  store double %57, ptr %56, align 8
  %58 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 1
  %59 = extractvalue %struct.vec3 %55, 1
  store double %59, ptr %58, align 8
  %60 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 2
  %61 = extractvalue %struct.vec3 %55, 2
  store double %61, ptr %60, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %10, i64 24, i1 false)
  br label %62

62:                                               ; preds = %53
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  br label %50, !llvm.loop !8

65:                                               ; preds = %50
  store i32 0, ptr %11, align 4
  br label %66

66:                                               ; preds = %78, %65
  %67 = load i32, ptr %11, align 4
  %68 = icmp slt i32 %67, 200
  br i1 %68, label %69, label %81

69:                                               ; preds = %66
  %70 = load [3 x double], ptr %7, align 8
  %71 = call %struct.vec3 @rk4_step([3 x double] alignstack(8) %70, double noundef 2.500000e-03)
  %72 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 0
  %73 = extractvalue %struct.vec3 %71, 0
  store double %73, ptr %72, align 8
  %74 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 1
  %75 = extractvalue %struct.vec3 %71, 1
  store double %75, ptr %74, align 8
  %76 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 2
  %77 = extractvalue %struct.vec3 %71, 2
  store double %77, ptr %76, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %12, i64 24, i1 false)
  br label %78

78:                                               ; preds = %69
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %11, align 4
  br label %66, !llvm.loop !9

81:                                               ; preds = %66
  store i32 0, ptr %13, align 4
  br label %82

82:                                               ; preds = %94, %81
  %83 = load i32, ptr %13, align 4
  %84 = icmp slt i32 %83, 100
  br i1 %84, label %85, label %97

85:                                               ; preds = %82
  %86 = load [3 x double], ptr %8, align 8
  %87 = call %struct.vec3 @euler_step([3 x double] alignstack(8) %86, double noundef 5.000000e-03)
  %88 = getelementptr inbounds %struct.vec3, ptr %14, i32 0, i32 0
  %89 = extractvalue %struct.vec3 %87, 0
  store double %89, ptr %88, align 8
  %90 = getelementptr inbounds %struct.vec3, ptr %14, i32 0, i32 1
  %91 = extractvalue %struct.vec3 %87, 1
  store double %91, ptr %90, align 8
  %92 = getelementptr inbounds %struct.vec3, ptr %14, i32 0, i32 2
  %93 = extractvalue %struct.vec3 %87, 2
  store double %93, ptr %92, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %14, i64 24, i1 false)
  br label %94

94:                                               ; preds = %85
  %95 = load i32, ptr %13, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %13, align 4
  br label %82, !llvm.loop !10

97:                                               ; preds = %82
  %98 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = fsub double %99, %101
  store double %102, ptr %15, align 8
  %103 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %106 = load double, ptr %105, align 8
  %107 = fsub double %104, %106
  store double %107, ptr %16, align 8
  %108 = load double, ptr %15, align 8
  %109 = fcmp olt double %108, 0.000000e+00
  br i1 %109, label %110, label %113

110:                                              ; preds = %97
  %111 = load double, ptr %15, align 8
  %112 = fneg double %111
  store double %112, ptr %15, align 8
  br label %113

113:                                              ; preds = %110, %97
  %114 = load double, ptr %16, align 8
  %115 = fcmp olt double %114, 0.000000e+00
  br i1 %115, label %116, label %119

116:                                              ; preds = %113
  %117 = load double, ptr %16, align 8
  %118 = fneg double %117
  store double %118, ptr %16, align 8
  br label %119

119:                                              ; preds = %116, %113
  %120 = load double, ptr %15, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %120)
  %122 = load double, ptr %16, align 8
  %123 = load double, ptr %15, align 8
  %124 = fcmp ogt double %122, %123
  %125 = zext i1 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %125)
  %127 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %128)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.vec3 @rk4_step([3 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.vec3, align 8
  %4 = alloca %struct.vec3, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.vec3, align 8
  %7 = alloca %struct.vec3, align 8
  %8 = alloca %struct.vec3, align 8
  %9 = alloca %struct.vec3, align 8
  %10 = alloca %struct.vec3, align 8
  %11 = alloca %struct.vec3, align 8
  %12 = alloca %struct.vec3, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %13 = load [3 x double], ptr %4, align 8
  %14 = call %struct.vec3 @lorenz([3 x double] alignstack(8) %13)
  %15 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %16 = extractvalue %struct.vec3 %14, 0
  store double %16, ptr %15, align 8
  %17 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 1
  %18 = extractvalue %struct.vec3 %14, 1
  store double %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 2
  %20 = extractvalue %struct.vec3 %14, 2
  store double %20, ptr %19, align 8
  %21 = load double, ptr %5, align 8
  %22 = fdiv double %21, 2.000000e+00
  %23 = load [3 x double], ptr %4, align 8
  %24 = load [3 x double], ptr %6, align 8
  %25 = call %struct.vec3 @axpy([3 x double] alignstack(8) %23, double noundef %22, [3 x double] alignstack(8) %24)
  %26 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 0
  %27 = extractvalue %struct.vec3 %25, 0
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 1
  %29 = extractvalue %struct.vec3 %25, 1
  store double %29, ptr %28, align 8
  %30 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 2
  %31 = extractvalue %struct.vec3 %25, 2
  store double %31, ptr %30, align 8
  %32 = load [3 x double], ptr %8, align 8
  %33 = call %struct.vec3 @lorenz([3 x double] alignstack(8) %32)
  %34 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %35 = extractvalue %struct.vec3 %33, 0
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 1
  %37 = extractvalue %struct.vec3 %33, 1
  store double %37, ptr %36, align 8
  %38 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 2
  %39 = extractvalue %struct.vec3 %33, 2
  store double %39, ptr %38, align 8
  %40 = load double, ptr %5, align 8
  %41 = fdiv double %40, 2.000000e+00
  %42 = load [3 x double], ptr %4, align 8
  %43 = load [3 x double], ptr %7, align 8
  %44 = call %struct.vec3 @axpy([3 x double] alignstack(8) %42, double noundef %41, [3 x double] alignstack(8) %43)
  %45 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 0
  %46 = extractvalue %struct.vec3 %44, 0
  store double %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 1
  %48 = extractvalue %struct.vec3 %44, 1
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 2
  %50 = extractvalue %struct.vec3 %44, 2
  store double %50, ptr %49, align 8
  %51 = load [3 x double], ptr %10, align 8
  %52 = call %struct.vec3 @lorenz([3 x double] alignstack(8) %51)
  %53 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 0
  %54 = extractvalue %struct.vec3 %52, 0
  store double %54, ptr %53, align 8
  %55 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 1
  %56 = extractvalue %struct.vec3 %52, 1
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 2
  %58 = extractvalue %struct.vec3 %52, 2
  store double %58, ptr %57, align 8
  %59 = load double, ptr %5, align 8
  %60 = load [3 x double], ptr %4, align 8
  %61 = load [3 x double], ptr %9, align 8
  %62 = call %struct.vec3 @axpy([3 x double] alignstack(8) %60, double noundef %59, [3 x double] alignstack(8) %61)
  %63 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 0
  %64 = extractvalue %struct.vec3 %62, 0
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 1
  %66 = extractvalue %struct.vec3 %62, 1
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 2
  %68 = extractvalue %struct.vec3 %62, 2
  store double %68, ptr %67, align 8
  %69 = load [3 x double], ptr %12, align 8
  %70 = call %struct.vec3 @lorenz([3 x double] alignstack(8) %69)
  %71 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 0
  %72 = extractvalue %struct.vec3 %70, 0
  store double %72, ptr %71, align 8
  %73 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 1
  %74 = extractvalue %struct.vec3 %70, 1
  store double %74, ptr %73, align 8
  %75 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 2
  %76 = extractvalue %struct.vec3 %70, 2
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %5, align 8
  %80 = fdiv double %79, 6.000000e+00
  %81 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %84, double %82)
  %86 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %87, double %85)
  %89 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = fadd double %88, %90
  %92 = call double @llvm.fmuladd.f64(double %80, double %91, double %78)
  %93 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  store double %92, ptr %93, align 8
  %94 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 1
  %95 = load double, ptr %94, align 8
  %96 = load double, ptr %5, align 8
  %97 = fdiv double %96, 6.000000e+00
  %98 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %101, double %99)
  %103 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %104, double %102)
  %106 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 1
  %107 = load double, ptr %106, align 8
  %108 = fadd double %105, %107
  %109 = call double @llvm.fmuladd.f64(double %97, double %108, double %95)
  %110 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  store double %109, ptr %110, align 8
  %111 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 2
  %112 = load double, ptr %111, align 8
  %113 = load double, ptr %5, align 8
  %114 = fdiv double %113, 6.000000e+00
  %115 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 2
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 2
  %118 = load double, ptr %117, align 8
  %119 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %118, double %116)
  %120 = getelementptr inbounds %struct.vec3, ptr %9, i32 0, i32 2
  %121 = load double, ptr %120, align 8
  %122 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %121, double %119)
  %123 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 2
  %124 = load double, ptr %123, align 8
  %125 = fadd double %122, %124
  %126 = call double @llvm.fmuladd.f64(double %114, double %125, double %112)
  %127 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 2
  store double %126, ptr %127, align 8
  %128 = load %struct.vec3, ptr %3, align 8
  ret %struct.vec3 %128
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.vec3 @euler_step([3 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.vec3, align 8
  %4 = alloca %struct.vec3, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.vec3, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %7 = load double, ptr %5, align 8
  %8 = load [3 x double], ptr %4, align 8
  %9 = call %struct.vec3 @lorenz([3 x double] alignstack(8) %8)
  %10 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %11 = extractvalue %struct.vec3 %9, 0
  store double %11, ptr %10, align 8
  %12 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 1
  %13 = extractvalue %struct.vec3 %9, 1
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 2
  %15 = extractvalue %struct.vec3 %9, 2
  store double %15, ptr %14, align 8
  %16 = load [3 x double], ptr %4, align 8
  %17 = load [3 x double], ptr %6, align 8
  %18 = call %struct.vec3 @axpy([3 x double] alignstack(8) %16, double noundef %7, [3 x double] alignstack(8) %17)
  %19 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  %20 = extractvalue %struct.vec3 %18, 0
  store double %20, ptr %19, align 8
  %21 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  %22 = extractvalue %struct.vec3 %18, 1
  store double %22, ptr %21, align 8
  %23 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 2
  %24 = extractvalue %struct.vec3 %18, 2
  store double %24, ptr %23, align 8
  %25 = load %struct.vec3, ptr %3, align 8
  ret %struct.vec3 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.vec3 @lorenz([3 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.vec3, align 8
  %3 = alloca %struct.vec3, align 8
  store [3 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fsub double %5, %7
  %9 = fmul double 1.000000e+01, %8
  %10 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0
  store double %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = fsub double 2.800000e+01, %14
  %16 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  %19 = call double @llvm.fmuladd.f64(double %12, double %15, double %18)
  %20 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1
  store double %19, ptr %20, align 8
  %21 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fmul double 0x4005555555555555, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %22, double %24, double %28)
  %30 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2
  store double %29, ptr %30, align 8
  %31 = load %struct.vec3, ptr %2, align 8
  ret %struct.vec3 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.vec3 @axpy([3 x double] alignstack(8) %0, double noundef %1, [3 x double] alignstack(8) %2) #0 {
  %4 = alloca %struct.vec3, align 8
  %5 = alloca %struct.vec3, align 8
  %6 = alloca %struct.vec3, align 8
  %7 = alloca double, align 8
  store [3 x double] %0, ptr %5, align 8
  store [3 x double] %2, ptr %6, align 8
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load double, ptr %7, align 8
  %12 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = call double @llvm.fmuladd.f64(double %11, double %13, double %10)
  store double %14, ptr %8, align 8
  %15 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 1
  %16 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %7, align 8
  %19 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %18, double %20, double %17)
  store double %21, ptr %15, align 8
  %22 = getelementptr inbounds %struct.vec3, ptr %4, i32 0, i32 2
  %23 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %7, align 8
  %26 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %25, double %27, double %24)
  store double %28, ptr %22, align 8
  %29 = load %struct.vec3, ptr %4, align 8
  ret %struct.vec3 %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
