; ModuleID = 'rev/61_rk4_struct.c'
source_filename = "rev/61_rk4_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.State = type { double, double, double, double }
%struct.Params = type { double, double, double, double }

@__const.main.s0 = private unnamed_addr constant %struct.State { double 1.000000e-01, double 3.000000e-01, double 8.000000e-01, double -2.000000e-01 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Params { double 1.500000e+00, double 9.000000e-01, double 2.500000e-01, double 0x3FE6666666666666 }, align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"d/dx0\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"d/dv0\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"d/dtheta0\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"d/domega0\00", align 1
@__const.main.sn = private unnamed_addr constant [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [8 x i8] c"d/dmass\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"d/dlength\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"d/ddamping\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"d/ddrive\00", align 1
@__const.main.pn = private unnamed_addr constant [4 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.State, align 8
  %6 = alloca %struct.State, align 8
  %7 = alloca %struct.Params, align 8
  %8 = alloca %struct.Params, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [4 x ptr], align 8
  %12 = alloca [4 x ptr], align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 20, ptr %3, align 4
  %24 = load volatile i32, ptr %3, align 4
  store i32 %24, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.s0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.p, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 32, i1 false)
  store double 5.000000e-02, ptr %9, align 8
  %25 = load i32, ptr @enzyme_dup, align 4
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = load i32, ptr @enzyme_out, align 4
  %28 = load double, ptr %9, align 8
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = load i32, ptr %4, align 4
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @run, i32 noundef %25, ptr noundef %5, ptr noundef %6, i32 noundef %26, ptr noundef %7, ptr noundef %8, i32 noundef %27, double noundef %28, i32 noundef %29, i32 noundef %30)
  store double %31, ptr %10, align 8
  %32 = load double, ptr %10, align 8
  %33 = load double, ptr %9, align 8
  %34 = fadd double %33, 0x3EB0C6F7A0B5ED8D
  %35 = load i32, ptr %4, align 4
  %36 = call double @run(ptr noundef %5, ptr noundef %7, double noundef %34, i32 noundef %35)
  %37 = load double, ptr %9, align 8
  %38 = fsub double %37, 0x3EB0C6F7A0B5ED8D
  %39 = load i32, ptr %4, align 4
  %40 = call double @run(ptr noundef %5, ptr noundef %7, double noundef %38, i32 noundef %39)
  %41 = fsub double %36, %40
  %42 = fdiv double %41, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %32, double noundef %42)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.sn, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.pn, i64 32, i1 false)
  %43 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 0
  store ptr %43, ptr %13, align 8
  %44 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 0
  store ptr %44, ptr %14, align 8
  %45 = getelementptr inbounds %struct.Params, ptr %7, i32 0, i32 0
  store ptr %45, ptr %15, align 8
  %46 = getelementptr inbounds %struct.Params, ptr %8, i32 0, i32 0
  store ptr %46, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %47

47:                                               ; preds = %126, %0
  %48 = load i32, ptr %17, align 4
  %49 = icmp slt i32 %48, 2
  br i1 %49, label %50, label %129

50:                                               ; preds = %47
  store i32 0, ptr %18, align 4
  br label %51

51:                                               ; preds = %122, %50
  %52 = load i32, ptr %18, align 4
  %53 = icmp slt i32 %52, 4
  br i1 %53, label %54, label %125

54:                                               ; preds = %51
  %55 = load i32, ptr %17, align 4
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %59

57:                                               ; preds = %54
  %58 = load ptr, ptr %15, align 8
  br label %61

59:                                               ; preds = %54
  %60 = load ptr, ptr %13, align 8
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi ptr [ %58, %57 ], [ %60, %59 ]
  store ptr %62, ptr %19, align 8
  %63 = load i32, ptr %17, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %67

65:                                               ; preds = %61
  %66 = load ptr, ptr %16, align 8
  br label %69

67:                                               ; preds = %61
  %68 = load ptr, ptr %14, align 8
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi ptr [ %66, %65 ], [ %68, %67 ]
  store ptr %70, ptr %20, align 8
  %71 = load ptr, ptr %19, align 8
  %72 = load i32, ptr %18, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  %75 = load double, ptr %74, align 8
  store double %75, ptr %21, align 8
  %76 = load double, ptr %21, align 8
  %77 = fadd double %76, 0x3EB0C6F7A0B5ED8D
  %78 = load ptr, ptr %19, align 8
  %79 = load i32, ptr %18, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %78, i64 %80
  store double %77, ptr %81, align 8
  %82 = load double, ptr %9, align 8
  %83 = load i32, ptr %4, align 4
  %84 = call double @run(ptr noundef %5, ptr noundef %7, double noundef %82, i32 noundef %83)
  store double %84, ptr %22, align 8
  %85 = load double, ptr %21, align 8
  %86 = fsub double %85, 0x3EB0C6F7A0B5ED8D
  %87 = load ptr, ptr %19, align 8
  %88 = load i32, ptr %18, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %87, i64 %89
  store double %86, ptr %90, align 8
  %91 = load double, ptr %9, align 8
  %92 = load i32, ptr %4, align 4
  %93 = call double @run(ptr noundef %5, ptr noundef %7, double noundef %91, i32 noundef %92)
  store double %93, ptr %23, align 8
  %94 = load double, ptr %21, align 8
  %95 = load ptr, ptr %19, align 8
  %96 = load i32, ptr %18, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %95, i64 %97
  store double %94, ptr %98, align 8
  %99 = load i32, ptr %17, align 4
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %106

101:                                              ; preds = %69
  %102 = load i32, ptr %18, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [4 x ptr], ptr %12, i64 0, i64 %103
  %105 = load ptr, ptr %104, align 8
  br label %111

106:                                              ; preds = %69
  %107 = load i32, ptr %18, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [4 x ptr], ptr %11, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  br label %111

111:                                              ; preds = %106, %101
  %112 = phi ptr [ %105, %101 ], [ %110, %106 ]
  %113 = load ptr, ptr %20, align 8
  %114 = load i32, ptr %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %113, i64 %115
  %117 = load double, ptr %116, align 8
  %118 = load double, ptr %22, align 8
  %119 = load double, ptr %23, align 8
  %120 = fsub double %118, %119
  %121 = fdiv double %120, 2.000000e-06
  call void @check(ptr noundef %112, double noundef %117, double noundef %121)
  br label %122

122:                                              ; preds = %111
  %123 = load i32, ptr %18, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %18, align 4
  br label %51, !llvm.loop !6

125:                                              ; preds = %51
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %17, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %17, align 4
  br label %47, !llvm.loop !8

129:                                              ; preds = %47
  %130 = load i32, ptr @fails, align 4
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i64
  %133 = select i1 %131, ptr @.str.10, ptr @.str.11
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %133)
  %135 = load i32, ptr @fails, align 4
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i32
  ret i32 %137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @run(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.State, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.State, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %12, i64 32, i1 false)
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %30, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %33

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8
  %19 = load double, ptr %7, align 8
  %20 = load [4 x double], ptr %9, align 8
  %21 = call %struct.State @rk4_step([4 x double] alignstack(8) %20, ptr noundef %18, double noundef %19)
  %22 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 0
  %23 = extractvalue %struct.State %21, 0
  store double %23, ptr %22, align 8
  %24 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 1
  %25 = extractvalue %struct.State %21, 1
  store double %25, ptr %24, align 8
  %26 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 2
  %27 = extractvalue %struct.State %21, 2
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 3
  %29 = extractvalue %struct.State %21, 3
  store double %29, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %11, i64 32, i1 false)
  br label %30

30:                                               ; preds = %17
  %31 = load i32, ptr %10, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %10, align 4
  br label %13, !llvm.loop !9

33:                                               ; preds = %13
  %34 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 2
  %39 = load double, ptr %38, align 8
  %40 = call double @sin(double noundef %39) #6
  %41 = call double @llvm.fmuladd.f64(double %35, double %37, double %40)
  %42 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 3
  %43 = load double, ptr %42, align 8
  %44 = fmul double 5.000000e-01, %43
  %45 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = call double @llvm.fmuladd.f64(double %44, double %46, double %41)
  ret double %47
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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.State @rk4_step([4 x double] alignstack(8) %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca %struct.State, align 8
  %5 = alloca %struct.State, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca %struct.State, align 8
  %9 = alloca %struct.State, align 8
  %10 = alloca %struct.State, align 8
  %11 = alloca %struct.State, align 8
  %12 = alloca %struct.State, align 8
  %13 = alloca %struct.State, align 8
  %14 = alloca %struct.State, align 8
  %15 = alloca %struct.State, align 8
  %16 = alloca %struct.State, align 8
  %17 = alloca %struct.State, align 8
  store [4 x double] %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load [4 x double], ptr %5, align 8
  %20 = call %struct.State @deriv([4 x double] alignstack(8) %19, ptr noundef %18)
  %21 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 0
  %22 = extractvalue %struct.State %20, 0
  store double %22, ptr %21, align 8
  %23 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 1
  %24 = extractvalue %struct.State %20, 1
  store double %24, ptr %23, align 8
  %25 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 2
  %26 = extractvalue %struct.State %20, 2
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 3
  %28 = extractvalue %struct.State %20, 3
  store double %28, ptr %27, align 8
  %29 = load double, ptr %7, align 8
  %30 = fmul double 5.000000e-01, %29
  %31 = load [4 x double], ptr %5, align 8
  %32 = load [4 x double], ptr %8, align 8
  %33 = call %struct.State @axpy([4 x double] alignstack(8) %31, double noundef %30, [4 x double] alignstack(8) %32)
  %34 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 0
  %35 = extractvalue %struct.State %33, 0
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 1
  %37 = extractvalue %struct.State %33, 1
  store double %37, ptr %36, align 8
  %38 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 2
  %39 = extractvalue %struct.State %33, 2
  store double %39, ptr %38, align 8
  %40 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 3
  %41 = extractvalue %struct.State %33, 3
  store double %41, ptr %40, align 8
  %42 = load ptr, ptr %6, align 8
  %43 = load [4 x double], ptr %10, align 8
  %44 = call %struct.State @deriv([4 x double] alignstack(8) %43, ptr noundef %42)
  %45 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 0
  %46 = extractvalue %struct.State %44, 0
  store double %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 1
  %48 = extractvalue %struct.State %44, 1
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 2
  %50 = extractvalue %struct.State %44, 2
  store double %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 3
  %52 = extractvalue %struct.State %44, 3
  store double %52, ptr %51, align 8
  %53 = load double, ptr %7, align 8
  %54 = fmul double 5.000000e-01, %53
  %55 = load [4 x double], ptr %5, align 8
  %56 = load [4 x double], ptr %9, align 8
  %57 = call %struct.State @axpy([4 x double] alignstack(8) %55, double noundef %54, [4 x double] alignstack(8) %56)
  %58 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 0
  %59 = extractvalue %struct.State %57, 0
  store double %59, ptr %58, align 8
  %60 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 1
  %61 = extractvalue %struct.State %57, 1
  store double %61, ptr %60, align 8
  %62 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 2
  %63 = extractvalue %struct.State %57, 2
  store double %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 3
  %65 = extractvalue %struct.State %57, 3
  store double %65, ptr %64, align 8
  %66 = load ptr, ptr %6, align 8
  %67 = load [4 x double], ptr %12, align 8
  %68 = call %struct.State @deriv([4 x double] alignstack(8) %67, ptr noundef %66)
  %69 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 0
  %70 = extractvalue %struct.State %68, 0
  store double %70, ptr %69, align 8
  %71 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 1
  %72 = extractvalue %struct.State %68, 1
  store double %72, ptr %71, align 8
  %73 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 2
  %74 = extractvalue %struct.State %68, 2
  store double %74, ptr %73, align 8
  %75 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 3
  %76 = extractvalue %struct.State %68, 3
  store double %76, ptr %75, align 8
  %77 = load double, ptr %7, align 8
  %78 = load [4 x double], ptr %5, align 8
  %79 = load [4 x double], ptr %11, align 8
  %80 = call %struct.State @axpy([4 x double] alignstack(8) %78, double noundef %77, [4 x double] alignstack(8) %79)
  %81 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 0
  %82 = extractvalue %struct.State %80, 0
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 1
  %84 = extractvalue %struct.State %80, 1
  store double %84, ptr %83, align 8
  %85 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 2
  %86 = extractvalue %struct.State %80, 2
  store double %86, ptr %85, align 8
  %87 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 3
  %88 = extractvalue %struct.State %80, 3
  store double %88, ptr %87, align 8
  %89 = load ptr, ptr %6, align 8
  %90 = load [4 x double], ptr %14, align 8
  %91 = call %struct.State @deriv([4 x double] alignstack(8) %90, ptr noundef %89)
  %92 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 0
  %93 = extractvalue %struct.State %91, 0
  store double %93, ptr %92, align 8
  %94 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 1
  %95 = extractvalue %struct.State %91, 1
  store double %95, ptr %94, align 8
  %96 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 2
  %97 = extractvalue %struct.State %91, 2
  store double %97, ptr %96, align 8
  %98 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 3
  %99 = extractvalue %struct.State %91, 3
  store double %99, ptr %98, align 8
  %100 = load double, ptr %7, align 8
  %101 = fdiv double %100, 6.000000e+00
  %102 = load [4 x double], ptr %5, align 8
  %103 = load [4 x double], ptr %8, align 8
  %104 = call %struct.State @axpy([4 x double] alignstack(8) %102, double noundef %101, [4 x double] alignstack(8) %103)
  %105 = getelementptr inbounds %struct.State, ptr %15, i32 0, i32 0
  %106 = extractvalue %struct.State %104, 0
  store double %106, ptr %105, align 8
  %107 = getelementptr inbounds %struct.State, ptr %15, i32 0, i32 1
  %108 = extractvalue %struct.State %104, 1
  store double %108, ptr %107, align 8
  %109 = getelementptr inbounds %struct.State, ptr %15, i32 0, i32 2
  %110 = extractvalue %struct.State %104, 2
  store double %110, ptr %109, align 8
  %111 = getelementptr inbounds %struct.State, ptr %15, i32 0, i32 3
  %112 = extractvalue %struct.State %104, 3
  store double %112, ptr %111, align 8
  %113 = load double, ptr %7, align 8
  %114 = fdiv double %113, 3.000000e+00
  %115 = load [4 x double], ptr %15, align 8
  %116 = load [4 x double], ptr %9, align 8
  %117 = call %struct.State @axpy([4 x double] alignstack(8) %115, double noundef %114, [4 x double] alignstack(8) %116)
  %118 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 0
  %119 = extractvalue %struct.State %117, 0
  store double %119, ptr %118, align 8
  %120 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 1
  %121 = extractvalue %struct.State %117, 1
  store double %121, ptr %120, align 8
  %122 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 2
  %123 = extractvalue %struct.State %117, 2
  store double %123, ptr %122, align 8
  %124 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 3
  %125 = extractvalue %struct.State %117, 3
  store double %125, ptr %124, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 32, i1 false)
  %126 = load double, ptr %7, align 8
  %127 = fdiv double %126, 3.000000e+00
  %128 = load [4 x double], ptr %15, align 8
  %129 = load [4 x double], ptr %11, align 8
  %130 = call %struct.State @axpy([4 x double] alignstack(8) %128, double noundef %127, [4 x double] alignstack(8) %129)
  %131 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 0
  %132 = extractvalue %struct.State %130, 0
  store double %132, ptr %131, align 8
  %133 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 1
  %134 = extractvalue %struct.State %130, 1
  store double %134, ptr %133, align 8
  %135 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 2
  %136 = extractvalue %struct.State %130, 2
  store double %136, ptr %135, align 8
  %137 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 3
  %138 = extractvalue %struct.State %130, 3
  store double %138, ptr %137, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %17, i64 32, i1 false)
  %139 = load double, ptr %7, align 8
  %140 = fdiv double %139, 6.000000e+00
  %141 = load [4 x double], ptr %15, align 8
  %142 = load [4 x double], ptr %13, align 8
  %143 = call %struct.State @axpy([4 x double] alignstack(8) %141, double noundef %140, [4 x double] alignstack(8) %142)
  %144 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 0
  %145 = extractvalue %struct.State %143, 0
  store double %145, ptr %144, align 8
  %146 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %147 = extractvalue %struct.State %143, 1
  store double %147, ptr %146, align 8
  %148 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %149 = extractvalue %struct.State %143, 2
  store double %149, ptr %148, align 8
  %150 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 3
  %151 = extractvalue %struct.State %143, 3
  store double %151, ptr %150, align 8
  %152 = load %struct.State, ptr %4, align 8
  ret %struct.State %152
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.State @deriv([4 x double] alignstack(8) %0, ptr noundef %1) #0 {
  %3 = alloca %struct.State, align 8
  %4 = alloca %struct.State, align 8
  %5 = alloca ptr, align 8
  store [4 x double] %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 0
  store double %7, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Params, ptr %9, i32 0, i32 3
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fmul double 1.300000e+00, %13
  %15 = call double @cos(double noundef %14) #6
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Params, ptr %16, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %11, double %15, double %22)
  %24 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 3
  %25 = load double, ptr %24, align 8
  %26 = fmul double 2.000000e-01, %25
  %27 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 3
  %28 = load double, ptr %27, align 8
  %29 = fmul double %26, %28
  %30 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  %32 = call double @sin(double noundef %31) #6
  %33 = call double @llvm.fmuladd.f64(double %29, double %32, double %23)
  %34 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 1
  store double %33, ptr %34, align 8
  %35 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 3
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 2
  store double %36, ptr %37, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.Params, ptr %38, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = fdiv double -9.810000e+00, %40
  %42 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %43 = load double, ptr %42, align 8
  %44 = call double @sin(double noundef %43) #6
  %45 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %48 = load double, ptr %47, align 8
  %49 = call double @cos(double noundef %48) #6
  %50 = fmul double %46, %49
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds %struct.Params, ptr %51, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = load ptr, ptr %5, align 8
  %55 = getelementptr inbounds %struct.Params, ptr %54, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = fmul double %53, %56
  %58 = fdiv double %50, %57
  %59 = fneg double %58
  %60 = call double @llvm.fmuladd.f64(double %41, double %44, double %59)
  %61 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 3
  store double %60, ptr %61, align 8
  %62 = load %struct.State, ptr %3, align 8
  ret %struct.State %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.State @axpy([4 x double] alignstack(8) %0, double noundef %1, [4 x double] alignstack(8) %2) #0 {
  %4 = alloca %struct.State, align 8
  %5 = alloca %struct.State, align 8
  %6 = alloca %struct.State, align 8
  %7 = alloca double, align 8
  store [4 x double] %0, ptr %5, align 8
  store [4 x double] %2, ptr %6, align 8
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load double, ptr %7, align 8
  %12 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = call double @llvm.fmuladd.f64(double %11, double %13, double %10)
  store double %14, ptr %8, align 8
  %15 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %16 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %7, align 8
  %19 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %18, double %20, double %17)
  store double %21, ptr %15, align 8
  %22 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %23 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %7, align 8
  %26 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %25, double %27, double %24)
  store double %28, ptr %22, align 8
  %29 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 3
  %30 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 3
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %7, align 8
  %33 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 3
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double %32, double %34, double %31)
  store double %35, ptr %29, align 8
  %36 = load %struct.State, ptr %4, align 8
  ret %struct.State %36
}

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
