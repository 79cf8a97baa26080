; ModuleID = 'c/34_nbody.c'
source_filename = "c/34_nbody.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [15 x i8] c"pi check %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"energy before: %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"step %5d energy %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"energy after: %.9f  rel drift < 1e-5: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"body %d pos (%10.6f, %10.6f, %10.6f)\0A\00", align 1
@bodies = internal global [5 x %struct.body] [%struct.body zeroinitializer, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3F5B32DDB8EC9209, double 0x3F7F88FF93F670B6, double 0xBF12199946DEBD80, double 0x3F4F49601333C135 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBF66ABB60A8E1D76, double 0x3F747956257578B8, double 0x3EF829379CAD4AC0, double 0x3F32BC5EEFF5E6F8 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3F6849383E87D954, double 0x3F637C044AC0ACE1, double 0xBEFF1983FEDBFAA0, double 0x3F06E44607A13BD6 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3F65F5C9E51B4320, double 0x3F5AAD5736999D88, double 0xBF18F2070B7F9750, double 0x3F0B0213CA2D0EEC }], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @init()
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef 0x400921FB54442D18)
  %7 = call double @energy()
  store double %7, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %8)
  store i32 1, ptr %3, align 4
  br label %10

10:                                               ; preds = %22, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp sle i32 %11, 5000
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  call void @advance(double noundef 1.000000e-02)
  %14 = load i32, ptr %3, align 4
  %15 = srem i32 %14, 1000
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4
  %19 = call double @energy()
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %18, double noundef %19)
  br label %21

21:                                               ; preds = %17, %13
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %10, !llvm.loop !6

25:                                               ; preds = %10
  %26 = call double @energy()
  store double %26, ptr %4, align 8
  %27 = load double, ptr %4, align 8
  %28 = load double, ptr %4, align 8
  %29 = load double, ptr %2, align 8
  %30 = fsub double %28, %29
  %31 = load double, ptr %2, align 8
  %32 = fdiv double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp olt double %33, 1.000000e-05
  %35 = zext i1 %34 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %27, i32 noundef %35)
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %58, %25
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 5
  br i1 %39, label %40, label %61

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.body, ptr %44, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.body, ptr %49, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %53
  %55 = getelementptr inbounds %struct.body, ptr %54, i32 0, i32 2
  %56 = load double, ptr %55, align 8
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41, double noundef %46, double noundef %51, double noundef %56)
  br label %58

58:                                               ; preds = %40
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %37, !llvm.loop !8

61:                                               ; preds = %37
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double 0x4043BD3CC9BE45DE, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 6), align 8
  store i32 1, ptr %1, align 4
  br label %6

6:                                                ; preds = %34, %0
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %37

9:                                                ; preds = %6
  %10 = load i32, ptr %1, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.body, ptr %12, i32 0, i32 3
  %14 = load double, ptr %13, align 8
  %15 = fmul double %14, 3.652400e+02
  store double %15, ptr %13, align 8
  %16 = load i32, ptr %1, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.body, ptr %18, i32 0, i32 4
  %20 = load double, ptr %19, align 8
  %21 = fmul double %20, 3.652400e+02
  store double %21, ptr %19, align 8
  %22 = load i32, ptr %1, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.body, ptr %24, i32 0, i32 5
  %26 = load double, ptr %25, align 8
  %27 = fmul double %26, 3.652400e+02
  store double %27, ptr %25, align 8
  %28 = load i32, ptr %1, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.body, ptr %30, i32 0, i32 6
  %32 = load double, ptr %31, align 8
  %33 = fmul double %32, 0x4043BD3CC9BE45DE
  store double %33, ptr %31, align 8
  br label %34

34:                                               ; preds = %9
  %35 = load i32, ptr %1, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %1, align 4
  br label %6, !llvm.loop !9

37:                                               ; preds = %6
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %78, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %81

41:                                               ; preds = %38
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.body, ptr %44, i32 0, i32 3
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.body, ptr %49, i32 0, i32 6
  %51 = load double, ptr %50, align 8
  %52 = load double, ptr %2, align 8
  %53 = call double @llvm.fmuladd.f64(double %46, double %51, double %52)
  store double %53, ptr %2, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.body, ptr %56, i32 0, i32 4
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.body, ptr %61, i32 0, i32 6
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %3, align 8
  %65 = call double @llvm.fmuladd.f64(double %58, double %63, double %64)
  store double %65, ptr %3, align 8
  %66 = load i32, ptr %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %67
  %69 = getelementptr inbounds %struct.body, ptr %68, i32 0, i32 5
  %70 = load double, ptr %69, align 8
  %71 = load i32, ptr %5, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %72
  %74 = getelementptr inbounds %struct.body, ptr %73, i32 0, i32 6
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %4, align 8
  %77 = call double @llvm.fmuladd.f64(double %70, double %75, double %76)
  store double %77, ptr %4, align 8
  br label %78

78:                                               ; preds = %41
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %5, align 4
  br label %38, !llvm.loop !10

81:                                               ; preds = %38
  %82 = load double, ptr %2, align 8
  %83 = fneg double %82
  %84 = fdiv double %83, 0x4043BD3CC9BE45DE
  store double %84, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 3), align 8
  %85 = load double, ptr %3, align 8
  %86 = fneg double %85
  %87 = fdiv double %86, 0x4043BD3CC9BE45DE
  store double %87, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 4), align 8
  %88 = load double, ptr %4, align 8
  %89 = fneg double %88
  %90 = fdiv double %89, 0x4043BD3CC9BE45DE
  store double %90, ptr getelementptr inbounds (%struct.body, ptr @bodies, i32 0, i32 5), align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy() #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %101, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %104

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %13
  store ptr %14, ptr %3, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.body, ptr %15, i32 0, i32 6
  %17 = load double, ptr %16, align 8
  %18 = fmul double 5.000000e-01, %17
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.body, ptr %19, i32 0, i32 3
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.body, ptr %22, i32 0, i32 3
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.body, ptr %25, i32 0, i32 4
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.body, ptr %28, i32 0, i32 4
  %30 = load double, ptr %29, align 8
  %31 = fmul double %27, %30
  %32 = call double @llvm.fmuladd.f64(double %21, double %24, double %31)
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.body, ptr %33, i32 0, i32 5
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.body, ptr %36, i32 0, i32 5
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double %35, double %38, double %32)
  %40 = load double, ptr %1, align 8
  %41 = call double @llvm.fmuladd.f64(double %18, double %39, double %40)
  store double %41, ptr %1, align 8
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %44

44:                                               ; preds = %97, %11
  %45 = load i32, ptr %4, align 4
  %46 = icmp slt i32 %45, 5
  br i1 %46, label %47, label %100

47:                                               ; preds = %44
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.body, ptr %48, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.body, ptr %53, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = fsub double %50, %55
  store double %56, ptr %5, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.body, ptr %57, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.body, ptr %62, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = fsub double %59, %64
  store double %65, ptr %6, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.body, ptr %66, i32 0, i32 2
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %70
  %72 = getelementptr inbounds %struct.body, ptr %71, i32 0, i32 2
  %73 = load double, ptr %72, align 8
  %74 = fsub double %68, %73
  store double %74, ptr %7, align 8
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds %struct.body, ptr %75, i32 0, i32 6
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %4, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %79
  %81 = getelementptr inbounds %struct.body, ptr %80, i32 0, i32 6
  %82 = load double, ptr %81, align 8
  %83 = fmul double %77, %82
  %84 = load double, ptr %5, align 8
  %85 = load double, ptr %5, align 8
  %86 = load double, ptr %6, align 8
  %87 = load double, ptr %6, align 8
  %88 = fmul double %86, %87
  %89 = call double @llvm.fmuladd.f64(double %84, double %85, double %88)
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %7, align 8
  %92 = call double @llvm.fmuladd.f64(double %90, double %91, double %89)
  %93 = call double @sqrt(double noundef %92) #4
  %94 = fdiv double %83, %93
  %95 = load double, ptr %1, align 8
  %96 = fsub double %95, %94
  store double %96, ptr %1, align 8
  br label %97

97:                                               ; preds = %47
  %98 = load i32, ptr %4, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %4, align 4
  br label %44, !llvm.loop !11

100:                                              ; preds = %44
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %2, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %2, align 4
  br label %8, !llvm.loop !12

104:                                              ; preds = %8
  %105 = load double, ptr %1, align 8
  ret double %105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @advance(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %160, %1
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %163

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %156, %14
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %159

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %22
  %24 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %27
  %29 = getelementptr inbounds %struct.body, ptr %28, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = fsub double %25, %30
  store double %31, ptr %5, align 8
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.body, ptr %34, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.body, ptr %39, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fsub double %36, %41
  store double %42, ptr %6, align 8
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.body, ptr %45, i32 0, i32 2
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.body, ptr %50, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = fsub double %47, %52
  store double %53, ptr %7, align 8
  %54 = load double, ptr %5, align 8
  %55 = load double, ptr %5, align 8
  %56 = load double, ptr %6, align 8
  %57 = load double, ptr %6, align 8
  %58 = fmul double %56, %57
  %59 = call double @llvm.fmuladd.f64(double %54, double %55, double %58)
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %7, align 8
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %59)
  store double %62, ptr %8, align 8
  %63 = load double, ptr %2, align 8
  %64 = load double, ptr %8, align 8
  %65 = load double, ptr %8, align 8
  %66 = call double @sqrt(double noundef %65) #4
  %67 = fmul double %64, %66
  %68 = fdiv double %63, %67
  store double %68, ptr %9, align 8
  %69 = load double, ptr %5, align 8
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.body, ptr %72, i32 0, i32 6
  %74 = load double, ptr %73, align 8
  %75 = fmul double %69, %74
  %76 = load double, ptr %9, align 8
  %77 = load i32, ptr %3, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %78
  %80 = getelementptr inbounds %struct.body, ptr %79, i32 0, i32 3
  %81 = load double, ptr %80, align 8
  %82 = fneg double %75
  %83 = call double @llvm.fmuladd.f64(double %82, double %76, double %81)
  store double %83, ptr %80, align 8
  %84 = load double, ptr %6, align 8
  %85 = load i32, ptr %4, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %86
  %88 = getelementptr inbounds %struct.body, ptr %87, i32 0, i32 6
  %89 = load double, ptr %88, align 8
  %90 = fmul double %84, %89
  %91 = load double, ptr %9, align 8
  %92 = load i32, ptr %3, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %93
  %95 = getelementptr inbounds %struct.body, ptr %94, i32 0, i32 4
  %96 = load double, ptr %95, align 8
  %97 = fneg double %90
  %98 = call double @llvm.fmuladd.f64(double %97, double %91, double %96)
  store double %98, ptr %95, align 8
  %99 = load double, ptr %7, align 8
  %100 = load i32, ptr %4, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %101
  %103 = getelementptr inbounds %struct.body, ptr %102, i32 0, i32 6
  %104 = load double, ptr %103, align 8
  %105 = fmul double %99, %104
  %106 = load double, ptr %9, align 8
  %107 = load i32, ptr %3, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %108
  %110 = getelementptr inbounds %struct.body, ptr %109, i32 0, i32 5
  %111 = load double, ptr %110, align 8
  %112 = fneg double %105
  %113 = call double @llvm.fmuladd.f64(double %112, double %106, double %111)
  store double %113, ptr %110, align 8
  %114 = load double, ptr %5, align 8
  %115 = load i32, ptr %3, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %116
  %118 = getelementptr inbounds %struct.body, ptr %117, i32 0, i32 6
  %119 = load double, ptr %118, align 8
  %120 = fmul double %114, %119
  %121 = load double, ptr %9, align 8
  %122 = load i32, ptr %4, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.body, ptr %124, i32 0, i32 3
  %126 = load double, ptr %125, align 8
  %127 = call double @llvm.fmuladd.f64(double %120, double %121, double %126)
  store double %127, ptr %125, align 8
  %128 = load double, ptr %6, align 8
  %129 = load i32, ptr %3, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %130
  %132 = getelementptr inbounds %struct.body, ptr %131, i32 0, i32 6
  %133 = load double, ptr %132, align 8
  %134 = fmul double %128, %133
  %135 = load double, ptr %9, align 8
  %136 = load i32, ptr %4, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %137
  %139 = getelementptr inbounds %struct.body, ptr %138, i32 0, i32 4
  %140 = load double, ptr %139, align 8
  %141 = call double @llvm.fmuladd.f64(double %134, double %135, double %140)
  store double %141, ptr %139, align 8
  %142 = load double, ptr %7, align 8
  %143 = load i32, ptr %3, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %144
  %146 = getelementptr inbounds %struct.body, ptr %145, i32 0, i32 6
  %147 = load double, ptr %146, align 8
  %148 = fmul double %142, %147
  %149 = load double, ptr %9, align 8
  %150 = load i32, ptr %4, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %151
  %153 = getelementptr inbounds %struct.body, ptr %152, i32 0, i32 5
  %154 = load double, ptr %153, align 8
  %155 = call double @llvm.fmuladd.f64(double %148, double %149, double %154)
  store double %155, ptr %153, align 8
  br label %156

156:                                              ; preds = %20
  %157 = load i32, ptr %4, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %4, align 4
  br label %17, !llvm.loop !13

159:                                              ; preds = %17
  br label %160

160:                                              ; preds = %159
  %161 = load i32, ptr %3, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %3, align 4
  br label %11, !llvm.loop !14

163:                                              ; preds = %11
  store i32 0, ptr %10, align 4
  br label %164

164:                                              ; preds = %204, %163
  %165 = load i32, ptr %10, align 4
  %166 = icmp slt i32 %165, 5
  br i1 %166, label %167, label %207

167:                                              ; preds = %164
  %168 = load double, ptr %2, align 8
  %169 = load i32, ptr %10, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %170
  %172 = getelementptr inbounds %struct.body, ptr %171, i32 0, i32 3
  %173 = load double, ptr %172, align 8
  %174 = load i32, ptr %10, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %175
  %177 = getelementptr inbounds %struct.body, ptr %176, i32 0, i32 0
  %178 = load double, ptr %177, align 8
  %179 = call double @llvm.fmuladd.f64(double %168, double %173, double %178)
  store double %179, ptr %177, align 8
  %180 = load double, ptr %2, align 8
  %181 = load i32, ptr %10, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %182
  %184 = getelementptr inbounds %struct.body, ptr %183, i32 0, i32 4
  %185 = load double, ptr %184, align 8
  %186 = load i32, ptr %10, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %187
  %189 = getelementptr inbounds %struct.body, ptr %188, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = call double @llvm.fmuladd.f64(double %180, double %185, double %190)
  store double %191, ptr %189, align 8
  %192 = load double, ptr %2, align 8
  %193 = load i32, ptr %10, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %194
  %196 = getelementptr inbounds %struct.body, ptr %195, i32 0, i32 5
  %197 = load double, ptr %196, align 8
  %198 = load i32, ptr %10, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %199
  %201 = getelementptr inbounds %struct.body, ptr %200, i32 0, i32 2
  %202 = load double, ptr %201, align 8
  %203 = call double @llvm.fmuladd.f64(double %192, double %197, double %202)
  store double %203, ptr %201, align 8
  br label %204

204:                                              ; preds = %167
  %205 = load i32, ptr %10, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %10, align 4
  br label %164, !llvm.loop !15

207:                                              ; preds = %164
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
