; ModuleID = 'rev/56_lstm_cell.c'
source_filename = "rev/56_lstm_cell.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@steps = internal global i32 3, align 4
@W = internal global [32 x double] zeroinitializer, align 8
@b = internal global [8 x double] zeroinitializer, align 8
@enzyme_dup = external global i32, align 4
@h0 = internal global [2 x double] [double 1.000000e-01, double -2.000000e-01], align 8
@c0 = internal global [2 x double] [double 3.000000e-01, double 5.000000e-02], align 8
@enzyme_const = external global i32, align 4
@xs = internal constant [6 x double] [double 5.000000e-01, double -1.000000e+00, double 8.000000e-01, double 2.000000e-01, double -3.000000e-01, double 1.100000e+00], align 8
@ys = internal constant [6 x double] [double 2.000000e-01, double -1.000000e-01, double 4.000000e-01, double 3.000000e-01, double -2.000000e-01, double 1.000000e-01], align 8
@.str = private unnamed_addr constant [5 x i8] c"d/dW\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/db\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"d/dh0\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"d/dc0\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [32 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  store i32 0, ptr %1, align 4
  store volatile i32 3, ptr %2, align 4
  %9 = load volatile i32, ptr %2, align 4
  store i32 %9, ptr @steps, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %22, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 32
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sitofp i32 %14 to double
  %16 = call double @llvm.fmuladd.f64(double 9.000000e-01, double %15, double 3.000000e-01)
  %17 = call double @sin(double noundef %16) #5
  %18 = fmul double 6.000000e-01, %17
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [32 x double], ptr @W, i64 0, i64 %20
  store double %18, ptr %21, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %10, !llvm.loop !6

25:                                               ; preds = %10
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %38, %25
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %27, 8
  br i1 %28, label %29, label %41

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = sitofp i32 %30 to double
  %32 = fmul double 1.700000e+00, %31
  %33 = call double @cos(double noundef %32) #5
  %34 = fmul double 2.000000e-01, %33
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr @b, i64 0, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %29
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %26, !llvm.loop !8

41:                                               ; preds = %26
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 16, i1 false)
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [32 x double], ptr %5, i64 0, i64 0
  %44 = load i32, ptr @enzyme_dup, align 4
  %45 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %46 = load i32, ptr @enzyme_dup, align 4
  %47 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %50 = load i32, ptr @enzyme_const, align 4
  %51 = load i32, ptr @enzyme_const, align 4
  %52 = load i32, ptr @enzyme_const, align 4
  %53 = load i32, ptr @steps, align 4
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @lstm_loss, i32 noundef %42, ptr noundef @W, ptr noundef %43, i32 noundef %44, ptr noundef @b, ptr noundef %45, i32 noundef %46, ptr noundef @h0, ptr noundef %47, i32 noundef %48, ptr noundef @c0, ptr noundef %49, i32 noundef %50, ptr noundef @xs, i32 noundef %51, ptr noundef @ys, i32 noundef %52, i32 noundef %53)
  %55 = getelementptr inbounds [32 x double], ptr %5, i64 0, i64 0
  call void @check_array(ptr noundef @.str, ptr noundef @W, ptr noundef %55, i32 noundef 32)
  %56 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @check_array(ptr noundef @.str.1, ptr noundef @b, ptr noundef %56, i32 noundef 8)
  %57 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @check_array(ptr noundef @.str.2, ptr noundef @h0, ptr noundef %57, i32 noundef 2)
  %58 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  call void @check_array(ptr noundef @.str.3, ptr noundef @c0, ptr noundef %58, i32 noundef 2)
  %59 = load i32, ptr @fails, align 4
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, ptr @.str.5, ptr @.str.6
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %62)
  %64 = load i32, ptr @fails, align 4
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  ret i32 %66
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lstm_loss(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca [2 x double], align 8
  %16 = alloca [2 x double], align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %21

21:                                               ; preds = %41, %7
  %22 = load i32, ptr %18, align 4
  %23 = icmp slt i32 %22, 2
  br i1 %23, label %24, label %44

24:                                               ; preds = %21
  %25 = load ptr, ptr %10, align 8
  %26 = load i32, ptr %18, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 %31
  store double %29, ptr %32, align 8
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %18, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %18, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 %39
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr %18, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %18, align 4
  br label %21, !llvm.loop !9

44:                                               ; preds = %21
  store i32 0, ptr %19, align 4
  br label %45

45:                                               ; preds = %95, %44
  %46 = load i32, ptr %19, align 4
  %47 = load i32, ptr %14, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %98

49:                                               ; preds = %45
  %50 = load ptr, ptr %8, align 8
  %51 = load ptr, ptr %9, align 8
  %52 = load ptr, ptr %12, align 8
  %53 = load i32, ptr %19, align 4
  %54 = mul nsw i32 %53, 2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %52, i64 %55
  %57 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %58 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 0
  call void @lstm_step(ptr noundef %50, ptr noundef %51, ptr noundef %56, ptr noundef %57, ptr noundef %58)
  store i32 0, ptr %20, align 4
  br label %59

59:                                               ; preds = %91, %49
  %60 = load i32, ptr %20, align 4
  %61 = icmp slt i32 %60, 2
  br i1 %61, label %62, label %94

62:                                               ; preds = %59
  %63 = load i32, ptr %20, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = load ptr, ptr %13, align 8
  %68 = load i32, ptr %19, align 4
  %69 = mul nsw i32 %68, 2
  %70 = load i32, ptr %20, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %67, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = fsub double %66, %74
  %76 = load i32, ptr %20, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load ptr, ptr %13, align 8
  %81 = load i32, ptr %19, align 4
  %82 = mul nsw i32 %81, 2
  %83 = load i32, ptr %20, align 4
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %80, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = fsub double %79, %87
  %89 = load double, ptr %17, align 8
  %90 = call double @llvm.fmuladd.f64(double %75, double %88, double %89)
  store double %90, ptr %17, align 8
  br label %91

91:                                               ; preds = %62
  %92 = load i32, ptr %20, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %20, align 4
  br label %59, !llvm.loop !10

94:                                               ; preds = %59
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %19, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %19, align 4
  br label %45, !llvm.loop !11

98:                                               ; preds = %45
  %99 = load double, ptr %17, align 8
  ret double %99
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_array(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %58, %4
  %16 = load i32, ptr %11, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %61

19:                                               ; preds = %15
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %12, align 8
  %25 = load double, ptr %12, align 8
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  store double %26, ptr %30, align 8
  %31 = call double @obj()
  store double %31, ptr %13, align 8
  %32 = load double, ptr %12, align 8
  %33 = fsub double %32, 0x3EB0C6F7A0B5ED8D
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  store double %33, ptr %37, align 8
  %38 = call double @obj()
  store double %38, ptr %14, align 8
  %39 = load double, ptr %12, align 8
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  store double %39, ptr %43, align 8
  %44 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %45 = load ptr, ptr %5, align 8
  %46 = load i32, ptr %11, align 4
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %44, i64 noundef 64, ptr noundef @.str.7, ptr noundef %45, i32 noundef %46) #5
  %48 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %49 = load ptr, ptr %7, align 8
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load double, ptr %13, align 8
  %55 = load double, ptr %14, align 8
  %56 = fsub double %54, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef %48, double noundef %53, double noundef %57)
  br label %58

58:                                               ; preds = %19
  %59 = load i32, ptr %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %11, align 4
  br label %15, !llvm.loop !12

61:                                               ; preds = %15
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lstm_step(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x double], align 8
  %12 = alloca [8 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %13, align 4
  br label %23

23:                                               ; preds = %35, %5
  %24 = load i32, ptr %13, align 4
  %25 = icmp slt i32 %24, 2
  br i1 %25, label %26, label %38

26:                                               ; preds = %23
  %27 = load ptr, ptr %8, align 8
  %28 = load i32, ptr %13, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %33
  store double %31, ptr %34, align 8
  br label %35

35:                                               ; preds = %26
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %13, align 4
  br label %23, !llvm.loop !13

38:                                               ; preds = %23
  store i32 0, ptr %14, align 4
  br label %39

39:                                               ; preds = %52, %38
  %40 = load i32, ptr %14, align 4
  %41 = icmp slt i32 %40, 2
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = load ptr, ptr %9, align 8
  %44 = load i32, ptr %14, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %14, align 4
  %49 = add nsw i32 2, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %50
  store double %47, ptr %51, align 8
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %14, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %14, align 4
  br label %39, !llvm.loop !14

55:                                               ; preds = %39
  store i32 0, ptr %15, align 4
  br label %56

56:                                               ; preds = %91, %55
  %57 = load i32, ptr %15, align 4
  %58 = icmp slt i32 %57, 8
  br i1 %58, label %59, label %94

59:                                               ; preds = %56
  %60 = load ptr, ptr %7, align 8
  %61 = load i32, ptr %15, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  %64 = load double, ptr %63, align 8
  store double %64, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %65

65:                                               ; preds = %83, %59
  %66 = load i32, ptr %17, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %86

68:                                               ; preds = %65
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %15, align 4
  %71 = mul nsw i32 %70, 4
  %72 = load i32, ptr %17, align 4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %69, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = load i32, ptr %17, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load double, ptr %16, align 8
  %82 = call double @llvm.fmuladd.f64(double %76, double %80, double %81)
  store double %82, ptr %16, align 8
  br label %83

83:                                               ; preds = %68
  %84 = load i32, ptr %17, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %17, align 4
  br label %65, !llvm.loop !15

86:                                               ; preds = %65
  %87 = load double, ptr %16, align 8
  %88 = load i32, ptr %15, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %89
  store double %87, ptr %90, align 8
  br label %91

91:                                               ; preds = %86
  %92 = load i32, ptr %15, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %15, align 4
  br label %56, !llvm.loop !16

94:                                               ; preds = %56
  store i32 0, ptr %18, align 4
  br label %95

95:                                               ; preds = %148, %94
  %96 = load i32, ptr %18, align 4
  %97 = icmp slt i32 %96, 2
  br i1 %97, label %98, label %151

98:                                               ; preds = %95
  %99 = load i32, ptr %18, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = call double @sigmoid(double noundef %102)
  store double %103, ptr %19, align 8
  %104 = load i32, ptr %18, align 4
  %105 = add nsw i32 2, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = call double @sigmoid(double noundef %108)
  store double %109, ptr %20, align 8
  %110 = load i32, ptr %18, align 4
  %111 = add nsw i32 4, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = call double @sigmoid(double noundef %114)
  store double %115, ptr %21, align 8
  %116 = load i32, ptr %18, align 4
  %117 = add nsw i32 6, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %118
  %120 = load double, ptr %119, align 8
  %121 = call double @tanh(double noundef %120) #5
  store double %121, ptr %22, align 8
  %122 = load double, ptr %20, align 8
  %123 = load ptr, ptr %10, align 8
  %124 = load i32, ptr %18, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds double, ptr %123, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %19, align 8
  %129 = load double, ptr %22, align 8
  %130 = fmul double %128, %129
  %131 = call double @llvm.fmuladd.f64(double %122, double %127, double %130)
  %132 = load ptr, ptr %10, align 8
  %133 = load i32, ptr %18, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %132, i64 %134
  store double %131, ptr %135, align 8
  %136 = load double, ptr %21, align 8
  %137 = load ptr, ptr %10, align 8
  %138 = load i32, ptr %18, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds double, ptr %137, i64 %139
  %141 = load double, ptr %140, align 8
  %142 = call double @tanh(double noundef %141) #5
  %143 = fmul double %136, %142
  %144 = load ptr, ptr %9, align 8
  %145 = load i32, ptr %18, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %144, i64 %146
  store double %143, ptr %147, align 8
  br label %148

148:                                              ; preds = %98
  %149 = load i32, ptr %18, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %18, align 4
  br label %95, !llvm.loop !17

151:                                              ; preds = %95
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sigmoid(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = call double @exp(double noundef %4) #5
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double 1.000000e+00, %6
  ret double %7
}

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj() #0 {
  %1 = load i32, ptr @steps, align 4
  %2 = call double @lstm_loss(ptr noundef @W, ptr noundef @b, ptr noundef @h0, ptr noundef @c0, ptr noundef @xs, ptr noundef @ys, i32 noundef %1)
  ret double %2
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
