; ModuleID = 'rev/13_switch_dispatch.c'
source_filename = "rev/13_switch_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.ops = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 7, i32 1, i32 0, i32 2], align 4
@__const.main.x = private unnamed_addr constant [9 x double] [double 4.000000e-01, double 1.300000e+00, double 0xBFE6666666666666, double 9.000000e-01, double 5.000000e-01, double 6.000000e-01, double -1.100000e+00, double 3.500000e-01, double 1.400000e+00], align 8
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [19 x i8] c"interpret d/dx[%d]\00", align 1
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"shape(%d) d/dx\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"shape(%d) d/dy\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [9 x i32], align 4
  %6 = alloca [9 x double], align 8
  %7 = alloca [9 x double], align 8
  %8 = alloca [32 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.grad2, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 9, ptr %3, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.ops, i64 36, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.x, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 72, i1 false)
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 0
  %21 = load i32, ptr @enzyme_dup, align 4
  %22 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %23 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @interpret, i32 noundef %19, ptr noundef %20, i32 noundef %21, ptr noundef %22, ptr noundef %23, i32 noundef %24, i32 noundef %25)
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %69, %0
  %28 = load i32, ptr %9, align 4
  %29 = icmp slt i32 %28, 9
  br i1 %29, label %30, label %72

30:                                               ; preds = %27
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  store double %34, ptr %10, align 8
  %35 = load double, ptr %10, align 8
  %36 = fadd double %35, 0x3EB0C6F7A0B5ED8D
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %38
  store double %36, ptr %39, align 8
  %40 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 0
  %41 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %42 = load i32, ptr %4, align 4
  %43 = call double @interpret(ptr noundef %40, ptr noundef %41, i32 noundef %42)
  store double %43, ptr %11, align 8
  %44 = load double, ptr %10, align 8
  %45 = fsub double %44, 0x3EB0C6F7A0B5ED8D
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %47
  store double %45, ptr %48, align 8
  %49 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 0
  %50 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %51 = load i32, ptr %4, align 4
  %52 = call double @interpret(ptr noundef %49, ptr noundef %50, i32 noundef %51)
  store double %52, ptr %12, align 8
  %53 = load double, ptr %10, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %55
  store double %53, ptr %56, align 8
  %57 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %58 = load i32, ptr %9, align 4
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %57, i64 noundef 32, ptr noundef @.str, i32 noundef %58) #6
  %60 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %61 = load i32, ptr %9, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %11, align 8
  %66 = load double, ptr %12, align 8
  %67 = fsub double %65, %66
  %68 = fdiv double %67, 2.000000e-06
  call void @check(ptr noundef %60, double noundef %64, double noundef %68)
  br label %69

69:                                               ; preds = %30
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %27, !llvm.loop !6

72:                                               ; preds = %27
  store double 8.000000e-01, ptr %13, align 8
  store double -6.000000e-01, ptr %14, align 8
  store volatile i32 0, ptr %15, align 4
  br label %73

73:                                               ; preds = %132, %72
  %74 = load volatile i32, ptr %15, align 4
  %75 = icmp slt i32 %74, 7
  br i1 %75, label %76, label %135

76:                                               ; preds = %73
  %77 = load volatile i32, ptr %15, align 4
  %78 = icmp eq i32 %77, 3
  br i1 %78, label %82, label %79

79:                                               ; preds = %76
  %80 = load volatile i32, ptr %15, align 4
  %81 = icmp eq i32 %80, 4
  br i1 %81, label %82, label %83

82:                                               ; preds = %79, %76
  br label %132

83:                                               ; preds = %79
  %84 = load volatile i32, ptr %15, align 4
  store i32 %84, ptr %16, align 4
  %85 = load i32, ptr @enzyme_const, align 4
  %86 = load i32, ptr %16, align 4
  %87 = load i32, ptr @enzyme_out, align 4
  %88 = load double, ptr %13, align 8
  %89 = load i32, ptr @enzyme_out, align 4
  %90 = load double, ptr %14, align 8
  %91 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @shape, i32 noundef %85, i32 noundef %86, i32 noundef %87, double noundef %88, i32 noundef %89, double noundef %90)
  %92 = getelementptr inbounds %struct.grad2, ptr %17, i32 0, i32 0
  %93 = extractvalue %struct.grad2 %91, 0
  store double %93, ptr %92, align 8
  %94 = getelementptr inbounds %struct.grad2, ptr %17, i32 0, i32 1
  %95 = extractvalue %struct.grad2 %91, 1
  store double %95, ptr %94, align 8
  %96 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %97 = load i32, ptr %16, align 4
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %96, i64 noundef 32, ptr noundef @.str.1, i32 noundef %97) #6
  %99 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %100 = getelementptr inbounds %struct.grad2, ptr %17, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = load i32, ptr %16, align 4
  %103 = load double, ptr %13, align 8
  %104 = fadd double %103, 0x3EB0C6F7A0B5ED8D
  %105 = load double, ptr %14, align 8
  %106 = call double @shape(i32 noundef %102, double noundef %104, double noundef %105)
  %107 = load i32, ptr %16, align 4
  %108 = load double, ptr %13, align 8
  %109 = fsub double %108, 0x3EB0C6F7A0B5ED8D
  %110 = load double, ptr %14, align 8
  %111 = call double @shape(i32 noundef %107, double noundef %109, double noundef %110)
  %112 = fsub double %106, %111
  %113 = fdiv double %112, 2.000000e-06
  call void @check(ptr noundef %99, double noundef %101, double noundef %113)
  %114 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %115 = load i32, ptr %16, align 4
  %116 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %114, i64 noundef 32, ptr noundef @.str.2, i32 noundef %115) #6
  %117 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %118 = getelementptr inbounds %struct.grad2, ptr %17, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = load i32, ptr %16, align 4
  %121 = load double, ptr %13, align 8
  %122 = load double, ptr %14, align 8
  %123 = fadd double %122, 0x3EB0C6F7A0B5ED8D
  %124 = call double @shape(i32 noundef %120, double noundef %121, double noundef %123)
  %125 = load i32, ptr %16, align 4
  %126 = load double, ptr %13, align 8
  %127 = load double, ptr %14, align 8
  %128 = fsub double %127, 0x3EB0C6F7A0B5ED8D
  %129 = call double @shape(i32 noundef %125, double noundef %126, double noundef %128)
  %130 = fsub double %124, %129
  %131 = fdiv double %130, 2.000000e-06
  call void @check(ptr noundef %117, double noundef %119, double noundef %131)
  br label %132

132:                                              ; preds = %83, %82
  %133 = load volatile i32, ptr %15, align 4
  %134 = add nsw i32 %133, 1
  store volatile i32 %134, ptr %15, align 4
  br label %73, !llvm.loop !8

135:                                              ; preds = %73
  %136 = load i32, ptr @fails, align 4
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i64
  %139 = select i1 %137, ptr @.str.4, ptr @.str.5
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %139)
  %141 = load i32, ptr @fails, align 4
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  ret i32 %143
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @interpret(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 1.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %80, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %83

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  switch i32 %18, label %68 [
    i32 0, label %19
    i32 1, label %27
    i32 2, label %35
    i32 3, label %44
    i32 4, label %54
  ]

19:                                               ; preds = %13
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %7, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %7, align 8
  br label %79

27:                                               ; preds = %13
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %7, align 8
  %34 = fmul double %33, %32
  store double %34, ptr %7, align 8
  br label %79

35:                                               ; preds = %13
  %36 = load double, ptr %7, align 8
  %37 = call double @sin(double noundef %36) #6
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fmul double %37, %42
  store double %43, ptr %7, align 8
  br label %79

44:                                               ; preds = %13
  %45 = load double, ptr %7, align 8
  %46 = fmul double 5.000000e-01, %45
  %47 = call double @exp(double noundef %46) #6
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = fsub double %47, %52
  store double %53, ptr %7, align 8
  br label %79

54:                                               ; preds = %13
  %55 = load double, ptr %7, align 8
  %56 = load ptr, ptr %5, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = call double @llvm.fmuladd.f64(double %60, double %65, double 1.000000e+00)
  %67 = fdiv double %55, %66
  store double %67, ptr %7, align 8
  br label %79

68:                                               ; preds = %13
  %69 = load double, ptr %7, align 8
  %70 = fmul double 5.000000e-01, %69
  %71 = load ptr, ptr %5, align 8
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %7, align 8
  %77 = fneg double %70
  %78 = call double @llvm.fmuladd.f64(double %77, double %75, double %76)
  store double %78, ptr %7, align 8
  br label %79

79:                                               ; preds = %68, %54, %44, %35, %27, %19
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %9, !llvm.loop !9

83:                                               ; preds = %9
  %84 = load double, ptr %7, align 8
  ret double %84
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @shape(i32 noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  switch i32 %8, label %34 [
    i32 0, label %9
    i32 1, label %14
    i32 2, label %20
    i32 5, label %28
  ]

9:                                                ; preds = %3
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %6, align 8
  %12 = load double, ptr %7, align 8
  %13 = call double @llvm.fmuladd.f64(double %10, double %11, double %12)
  store double %13, ptr %4, align 8
  br label %40

14:                                               ; preds = %3
  %15 = load double, ptr %6, align 8
  %16 = call double @sin(double noundef %15) #6
  %17 = load double, ptr %7, align 8
  %18 = call double @exp(double noundef %17) #6
  %19 = fmul double %16, %18
  store double %19, ptr %4, align 8
  br label %40

20:                                               ; preds = %3
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %6, align 8
  %23 = call double @llvm.fmuladd.f64(double %21, double %22, double 1.000000e+00)
  %24 = load double, ptr %7, align 8
  %25 = load double, ptr %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %24, double %25, double %23)
  %27 = call double @log(double noundef %26) #6
  store double %27, ptr %4, align 8
  br label %40

28:                                               ; preds = %3
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %7, align 8
  %32 = call double @llvm.fmuladd.f64(double %30, double %31, double 1.000000e+00)
  %33 = fdiv double %29, %32
  store double %33, ptr %4, align 8
  br label %40

34:                                               ; preds = %3
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %7, align 8
  %37 = fmul double %35, %36
  %38 = load double, ptr %7, align 8
  %39 = fmul double %37, %38
  store double %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %34, %28, %20, %14, %9
  %41 = load double, ptr %4, align 8
  ret double %41
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nounwind
declare double @log(double noundef) #4

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
