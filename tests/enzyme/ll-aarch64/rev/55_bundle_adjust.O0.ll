; ModuleID = 'rev/55_bundle_adjust.c'
source_filename = "rev/55_bundle_adjust.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nobs = internal global i32 5, align 4
@enzyme_dup = external global i32, align 4
@cams = internal global [18 x double] [double 1.000000e-01, double -2.000000e-01, double 5.000000e-02, double 3.000000e-01, double -1.000000e-01, double -5.000000e+00, double 1.200000e+00, double 1.000000e-02, double -2.000000e-03, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double -4.000000e-01, double 2.000000e-01, double -6.000000e+00, double 9.000000e-01, double 2.000000e-02, double 1.000000e-03], align 8
@pts = internal global [9 x double] [double 5.000000e-01, double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01, double 5.000000e-01, double 2.000000e-01, double -6.000000e-01, double -3.000000e-01], align 8
@enzyme_const = external global i32, align 4
@cam_idx = internal constant [5 x i32] [i32 0, i32 0, i32 1, i32 1, i32 1], align 4
@pt_idx = internal constant [5 x i32] [i32 0, i32 2, i32 0, i32 1, i32 2], align 4
@obs = internal constant [10 x double] [double 1.200000e-01, double 8.000000e-02, double 5.000000e-02, double -1.500000e-01, double -1.000000e-01, double 5.000000e-02, double -2.000000e-01, double 1.200000e-01, double 3.000000e-02, double 0xBFB70A3D70A3D70A], align 8
@.str = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"d/dpoint\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d/dcam\00", align 1
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
  %4 = alloca [18 x double], align 8
  %5 = alloca [9 x double], align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %15 = load volatile i32, ptr %3, align 4
  store i32 %15, ptr @nobs, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 144, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 72, i1 false)
  %16 = load i32, ptr @enzyme_dup, align 4
  %17 = getelementptr inbounds [18 x double], ptr %4, i64 0, i64 0
  %18 = load i32, ptr @enzyme_dup, align 4
  %19 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load i32, ptr @enzyme_const, align 4
  %22 = load i32, ptr @enzyme_const, align 4
  %23 = load i32, ptr @enzyme_const, align 4
  %24 = load i32, ptr @nobs, align 4
  %25 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @ba_objective, i32 noundef %16, ptr noundef @cams, ptr noundef %17, i32 noundef %18, ptr noundef @pts, ptr noundef %19, i32 noundef %20, ptr noundef @cam_idx, i32 noundef %21, ptr noundef @pt_idx, i32 noundef %22, ptr noundef @obs, i32 noundef %23, i32 noundef %24)
  store i32 0, ptr %7, align 4
  br label %26

26:                                               ; preds = %96, %0
  %27 = load i32, ptr %7, align 4
  %28 = icmp slt i32 %27, 2
  br i1 %28, label %29, label %99

29:                                               ; preds = %26
  %30 = load i32, ptr %7, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @pts, ptr @cams
  store ptr %33, ptr %8, align 8
  %34 = load i32, ptr %7, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  br label %40

38:                                               ; preds = %29
  %39 = getelementptr inbounds [18 x double], ptr %4, i64 0, i64 0
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi ptr [ %37, %36 ], [ %39, %38 ]
  store ptr %41, ptr %9, align 8
  %42 = load i32, ptr %7, align 4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i32 9, i32 18
  store i32 %45, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %46

46:                                               ; preds = %92, %40
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %10, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %95

50:                                               ; preds = %46
  %51 = load ptr, ptr %8, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8
  store double %55, ptr %12, align 8
  %56 = load double, ptr %12, align 8
  %57 = fadd double %56, 0x3EB0C6F7A0B5ED8D
  %58 = load ptr, ptr %8, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  store double %57, ptr %61, align 8
  %62 = call double @obj()
  store double %62, ptr %13, align 8
  %63 = load double, ptr %12, align 8
  %64 = fsub double %63, 0x3EB0C6F7A0B5ED8D
  %65 = load ptr, ptr %8, align 8
  %66 = load i32, ptr %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %65, i64 %67
  store double %64, ptr %68, align 8
  %69 = call double @obj()
  store double %69, ptr %14, align 8
  %70 = load double, ptr %12, align 8
  %71 = load ptr, ptr %8, align 8
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  store double %70, ptr %74, align 8
  %75 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %76 = load i32, ptr %7, align 4
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i64
  %79 = select i1 %77, ptr @.str.1, ptr @.str.2
  %80 = load i32, ptr %11, align 4
  %81 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %75, i64 noundef 64, ptr noundef @.str, ptr noundef %79, i32 noundef %80) #5
  %82 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %83 = load ptr, ptr %9, align 8
  %84 = load i32, ptr %11, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %83, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %13, align 8
  %89 = load double, ptr %14, align 8
  %90 = fsub double %88, %89
  %91 = fdiv double %90, 2.000000e-06
  call void @check(ptr noundef %82, double noundef %87, double noundef %91)
  br label %92

92:                                               ; preds = %50
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %11, align 4
  br label %46, !llvm.loop !6

95:                                               ; preds = %46
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %7, align 4
  br label %26, !llvm.loop !8

99:                                               ; preds = %26
  %100 = load i32, ptr @fails, align 4
  %101 = icmp ne i32 %100, 0
  %102 = zext i1 %101 to i64
  %103 = select i1 %101, ptr @.str.4, ptr @.str.5
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %103)
  %105 = load i32, ptr @fails, align 4
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  ret i32 %107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ba_objective(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca [2 x double], align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %18

18:                                               ; preds = %69, %6
  %19 = load i32, ptr %14, align 4
  %20 = load i32, ptr %12, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %72

22:                                               ; preds = %18
  %23 = load ptr, ptr %7, align 8
  %24 = load ptr, ptr %9, align 8
  %25 = load i32, ptr %14, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 9, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %23, i64 %30
  %32 = load ptr, ptr %8, align 8
  %33 = load ptr, ptr %10, align 8
  %34 = load i32, ptr %14, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = mul nsw i32 3, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %32, i64 %39
  %41 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  call void @project(ptr noundef %31, ptr noundef %40, ptr noundef %41)
  %42 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %11, align 8
  %45 = load i32, ptr %14, align 4
  %46 = mul nsw i32 2, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %44, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = fsub double %43, %49
  store double %50, ptr %16, align 8
  %51 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 1
  %52 = load double, ptr %51, align 8
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %14, align 4
  %55 = mul nsw i32 2, %54
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %53, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fsub double %52, %59
  store double %60, ptr %17, align 8
  %61 = load double, ptr %16, align 8
  %62 = load double, ptr %16, align 8
  %63 = load double, ptr %17, align 8
  %64 = load double, ptr %17, align 8
  %65 = fmul double %63, %64
  %66 = call double @llvm.fmuladd.f64(double %61, double %62, double %65)
  %67 = load double, ptr %13, align 8
  %68 = fadd double %67, %66
  store double %68, ptr %13, align 8
  br label %69

69:                                               ; preds = %22
  %70 = load i32, ptr %14, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %14, align 4
  br label %18, !llvm.loop !9

72:                                               ; preds = %18
  %73 = load double, ptr %13, align 8
  ret double %73
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj() #0 {
  %1 = load i32, ptr @nobs, align 4
  %2 = call double @ba_objective(ptr noundef @cams, ptr noundef @pts, ptr noundef @cam_idx, ptr noundef @pt_idx, ptr noundef @obs, i32 noundef %1)
  ret double %2
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @project(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %33, %3
  %15 = load i32, ptr %9, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %36

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 3, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %23, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fsub double %22, %28
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %31
  store double %29, ptr %32, align 8
  br label %33

33:                                               ; preds = %17
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %14, !llvm.loop !10

36:                                               ; preds = %14
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %39 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  call void @rodrigues(ptr noundef %37, ptr noundef %38, ptr noundef %39)
  %40 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 2
  %43 = load double, ptr %42, align 8
  %44 = fdiv double %41, %43
  store double %44, ptr %10, align 8
  %45 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 2
  %48 = load double, ptr %47, align 8
  %49 = fdiv double %46, %48
  store double %49, ptr %11, align 8
  %50 = load double, ptr %10, align 8
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %11, align 8
  %53 = load double, ptr %11, align 8
  %54 = fmul double %52, %53
  %55 = call double @llvm.fmuladd.f64(double %50, double %51, double %54)
  store double %55, ptr %12, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds double, ptr %56, i64 7
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %12, align 8
  %60 = call double @llvm.fmuladd.f64(double %58, double %59, double 1.000000e+00)
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds double, ptr %61, i64 8
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %12, align 8
  %65 = fmul double %63, %64
  %66 = load double, ptr %12, align 8
  %67 = call double @llvm.fmuladd.f64(double %65, double %66, double %60)
  store double %67, ptr %13, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds double, ptr %68, i64 6
  %70 = load double, ptr %69, align 8
  %71 = load double, ptr %13, align 8
  %72 = fmul double %70, %71
  %73 = load double, ptr %10, align 8
  %74 = fmul double %72, %73
  %75 = load ptr, ptr %6, align 8
  %76 = getelementptr inbounds double, ptr %75, i64 0
  store double %74, ptr %76, align 8
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds double, ptr %77, i64 6
  %79 = load double, ptr %78, align 8
  %80 = load double, ptr %13, align 8
  %81 = fmul double %79, %80
  %82 = load double, ptr %11, align 8
  %83 = fmul double %81, %82
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds double, ptr %84, i64 1
  store double %83, ptr %85, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rodrigues(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca [3 x double], align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  %27 = load double, ptr %26, align 8
  %28 = fmul double %24, %27
  %29 = call double @llvm.fmuladd.f64(double %18, double %21, double %28)
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 2
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 2
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %32, double %35, double %29)
  store double %36, ptr %7, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 1
  %39 = load double, ptr %38, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds double, ptr %40, i64 2
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds double, ptr %43, i64 2
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds double, ptr %46, i64 1
  %48 = load double, ptr %47, align 8
  %49 = fmul double %45, %48
  %50 = fneg double %49
  %51 = call double @llvm.fmuladd.f64(double %39, double %42, double %50)
  store double %51, ptr %8, align 8
  %52 = getelementptr inbounds double, ptr %8, i64 1
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds double, ptr %53, i64 2
  %55 = load double, ptr %54, align 8
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds double, ptr %56, i64 0
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds double, ptr %59, i64 0
  %61 = load double, ptr %60, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds double, ptr %62, i64 2
  %64 = load double, ptr %63, align 8
  %65 = fmul double %61, %64
  %66 = fneg double %65
  %67 = call double @llvm.fmuladd.f64(double %55, double %58, double %66)
  store double %67, ptr %52, align 8
  %68 = getelementptr inbounds double, ptr %8, i64 2
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds double, ptr %69, i64 0
  %71 = load double, ptr %70, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds double, ptr %72, i64 1
  %74 = load double, ptr %73, align 8
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds double, ptr %75, i64 1
  %77 = load double, ptr %76, align 8
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds double, ptr %78, i64 0
  %80 = load double, ptr %79, align 8
  %81 = fmul double %77, %80
  %82 = fneg double %81
  %83 = call double @llvm.fmuladd.f64(double %71, double %74, double %82)
  store double %83, ptr %68, align 8
  %84 = load double, ptr %7, align 8
  %85 = fcmp ogt double %84, 0x3D719799812DEA11
  br i1 %85, label %86, label %164

86:                                               ; preds = %3
  %87 = load double, ptr %7, align 8
  %88 = call double @sqrt(double noundef %87) #5
  store double %88, ptr %9, align 8
  %89 = load double, ptr %9, align 8
  %90 = call double @cos(double noundef %89) #5
  store double %90, ptr %10, align 8
  %91 = load double, ptr %9, align 8
  %92 = call double @sin(double noundef %91) #5
  store double %92, ptr %11, align 8
  %93 = load ptr, ptr %4, align 8
  %94 = getelementptr inbounds double, ptr %93, i64 0
  %95 = load double, ptr %94, align 8
  %96 = load double, ptr %9, align 8
  %97 = fdiv double %95, %96
  store double %97, ptr %12, align 8
  %98 = getelementptr inbounds double, ptr %12, i64 1
  %99 = load ptr, ptr %4, align 8
  %100 = getelementptr inbounds double, ptr %99, i64 1
  %101 = load double, ptr %100, align 8
  %102 = load double, ptr %9, align 8
  %103 = fdiv double %101, %102
  store double %103, ptr %98, align 8
  %104 = getelementptr inbounds double, ptr %12, i64 2
  %105 = load ptr, ptr %4, align 8
  %106 = getelementptr inbounds double, ptr %105, i64 2
  %107 = load double, ptr %106, align 8
  %108 = load double, ptr %9, align 8
  %109 = fdiv double %107, %108
  store double %109, ptr %104, align 8
  %110 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  %111 = load double, ptr %110, align 8
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds double, ptr %112, i64 0
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 1
  %116 = load double, ptr %115, align 8
  %117 = load ptr, ptr %5, align 8
  %118 = getelementptr inbounds double, ptr %117, i64 1
  %119 = load double, ptr %118, align 8
  %120 = fmul double %116, %119
  %121 = call double @llvm.fmuladd.f64(double %111, double %114, double %120)
  %122 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 2
  %123 = load double, ptr %122, align 8
  %124 = load ptr, ptr %5, align 8
  %125 = getelementptr inbounds double, ptr %124, i64 2
  %126 = load double, ptr %125, align 8
  %127 = call double @llvm.fmuladd.f64(double %123, double %126, double %121)
  store double %127, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %128

128:                                              ; preds = %160, %86
  %129 = load i32, ptr %14, align 4
  %130 = icmp slt i32 %129, 3
  br i1 %130, label %131, label %163

131:                                              ; preds = %128
  %132 = load ptr, ptr %5, align 8
  %133 = load i32, ptr %14, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %132, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = load double, ptr %10, align 8
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %139
  %141 = load double, ptr %140, align 8
  %142 = load double, ptr %9, align 8
  %143 = fdiv double %141, %142
  %144 = load double, ptr %11, align 8
  %145 = fmul double %143, %144
  %146 = call double @llvm.fmuladd.f64(double %136, double %137, double %145)
  %147 = load i32, ptr %14, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = load double, ptr %13, align 8
  %152 = fmul double %150, %151
  %153 = load double, ptr %10, align 8
  %154 = fsub double 1.000000e+00, %153
  %155 = call double @llvm.fmuladd.f64(double %152, double %154, double %146)
  %156 = load ptr, ptr %6, align 8
  %157 = load i32, ptr %14, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds double, ptr %156, i64 %158
  store double %155, ptr %159, align 8
  br label %160

160:                                              ; preds = %131
  %161 = load i32, ptr %14, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %14, align 4
  br label %128, !llvm.loop !11

163:                                              ; preds = %128
  br label %187

164:                                              ; preds = %3
  store i32 0, ptr %15, align 4
  br label %165

165:                                              ; preds = %183, %164
  %166 = load i32, ptr %15, align 4
  %167 = icmp slt i32 %166, 3
  br i1 %167, label %168, label %186

168:                                              ; preds = %165
  %169 = load ptr, ptr %5, align 8
  %170 = load i32, ptr %15, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds double, ptr %169, i64 %171
  %173 = load double, ptr %172, align 8
  %174 = load i32, ptr %15, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = fadd double %173, %177
  %179 = load ptr, ptr %6, align 8
  %180 = load i32, ptr %15, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds double, ptr %179, i64 %181
  store double %178, ptr %182, align 8
  br label %183

183:                                              ; preds = %168
  %184 = load i32, ptr %15, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %15, align 4
  br label %165, !llvm.loop !12

186:                                              ; preds = %165
  br label %187

187:                                              ; preds = %186, %163
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
