; ModuleID = 'c/09_jacobi2d.c'
source_filename = "c/09_jacobi2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.gs = internal global [24 x [24 x double]] zeroinitializer, align 8
@main.so = internal global [24 x [24 x double]] zeroinitializer, align 8
@g1 = internal global [24 x [24 x double]] zeroinitializer, align 8
@g2 = internal global [24 x [24 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [52 x i8] c"iterations: jacobi=%d gauss-seidel=%d sor(1.75)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sor fastest: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.4f\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"jacobi vs sor agree (<1e-3): %d  md=%.2e\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"center = %.5f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @set_boundary(ptr noundef @g1)
  call void @set_boundary(ptr noundef @g2)
  call void @set_boundary(ptr noundef @main.gs)
  call void @set_boundary(ptr noundef @main.so)
  %10 = call i32 @jacobi(double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef 20000)
  store i32 %10, ptr %2, align 4
  %11 = call i32 @sor(ptr noundef @main.gs, double noundef 1.000000e+00, double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef 20000)
  store i32 %11, ptr %3, align 4
  %12 = call i32 @sor(ptr noundef @main.so, double noundef 1.750000e+00, double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef 20000)
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %21, %22
  br label %24

24:                                               ; preds = %20, %0
  %25 = phi i1 [ false, %0 ], [ %23, %20 ]
  %26 = zext i1 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %26)
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %49, %24
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 24
  br i1 %30, label %31, label %52

31:                                               ; preds = %28
  store i32 0, ptr %6, align 4
  br label %32

32:                                               ; preds = %44, %31
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %33, 24
  br i1 %34, label %35, label %47

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %37
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [24 x double], ptr %38, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %42)
  br label %44

44:                                               ; preds = %35
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 5
  store i32 %46, ptr %6, align 4
  br label %32, !llvm.loop !6

47:                                               ; preds = %32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %49

49:                                               ; preds = %47
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 5
  store i32 %51, ptr %5, align 4
  br label %28, !llvm.loop !8

52:                                               ; preds = %28
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %53

53:                                               ; preds = %83, %52
  %54 = load i32, ptr %8, align 4
  %55 = icmp slt i32 %54, 24
  br i1 %55, label %56, label %86

56:                                               ; preds = %53
  store i32 0, ptr %9, align 4
  br label %57

57:                                               ; preds = %79, %56
  %58 = load i32, ptr %9, align 4
  %59 = icmp slt i32 %58, 24
  br i1 %59, label %60, label %82

60:                                               ; preds = %57
  %61 = load double, ptr %7, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %63
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [24 x double], ptr %64, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [24 x [24 x double]], ptr @main.so, i64 0, i64 %70
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [24 x double], ptr %71, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = fsub double %68, %75
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = call double @llvm.maxnum.f64(double %61, double %77)
  store double %78, ptr %7, align 8
  br label %79

79:                                               ; preds = %60
  %80 = load i32, ptr %9, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %9, align 4
  br label %57, !llvm.loop !9

82:                                               ; preds = %57
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %53, !llvm.loop !10

86:                                               ; preds = %53
  %87 = load double, ptr %7, align 8
  %88 = fcmp olt double %87, 1.000000e-03
  %89 = zext i1 %88 to i32
  %90 = load double, ptr %7, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %89, double noundef %90)
  %92 = load double, ptr getelementptr inbounds ([24 x double], ptr getelementptr inbounds ([24 x [24 x double]], ptr @main.so, i64 0, i64 12), i64 0, i64 12), align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %92)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_boundary(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %31, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 24
  br i1 %6, label %7, label %34

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds [24 x double], ptr %8, i64 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [24 x double], ptr %9, i64 0, i64 %11
  store double 1.000000e+00, ptr %12, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds [24 x double], ptr %13, i64 23
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [24 x double], ptr %14, i64 0, i64 %16
  store double 0.000000e+00, ptr %17, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [24 x double], ptr %18, i64 %20
  %22 = getelementptr inbounds [24 x double], ptr %21, i64 0, i64 0
  store double 0.000000e+00, ptr %22, align 8
  %23 = load i32, ptr %3, align 4
  %24 = sitofp i32 %23 to double
  %25 = fdiv double %24, 2.300000e+01
  %26 = load ptr, ptr %2, align 8
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x double], ptr %26, i64 %28
  %30 = getelementptr inbounds [24 x double], ptr %29, i64 0, i64 23
  store double %25, ptr %30, align 8
  br label %31

31:                                               ; preds = %7
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %4, !llvm.loop !11

34:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @jacobi(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %12

12:                                               ; preds = %128, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp sle i32 %13, %14
  br i1 %15, label %16, label %131

16:                                               ; preds = %12
  store double 0.000000e+00, ptr %7, align 8
  store i32 1, ptr %8, align 4
  br label %17

17:                                               ; preds = %89, %16
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %18, 23
  br i1 %19, label %20, label %92

20:                                               ; preds = %17
  store i32 1, ptr %9, align 4
  br label %21

21:                                               ; preds = %85, %20
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 23
  br i1 %23, label %24, label %88

24:                                               ; preds = %21
  %25 = load i32, ptr %8, align 4
  %26 = sub nsw i32 %25, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %27
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [24 x double], ptr %28, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %35
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [24 x double], ptr %36, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = fadd double %32, %40
  %42 = load i32, ptr %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %43
  %45 = load i32, ptr %9, align 4
  %46 = sub nsw i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [24 x double], ptr %44, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = fadd double %41, %49
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %52
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [24 x double], ptr %53, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = fadd double %50, %58
  %60 = fmul double 2.500000e-01, %59
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [24 x [24 x double]], ptr @g2, i64 0, i64 %62
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [24 x double], ptr %63, i64 0, i64 %65
  store double %60, ptr %66, align 8
  %67 = load double, ptr %7, align 8
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [24 x [24 x double]], ptr @g2, i64 0, i64 %69
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [24 x double], ptr %70, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %76
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [24 x double], ptr %77, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = fsub double %74, %81
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = call double @llvm.maxnum.f64(double %67, double %83)
  store double %84, ptr %7, align 8
  br label %85

85:                                               ; preds = %24
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %9, align 4
  br label %21, !llvm.loop !12

88:                                               ; preds = %21
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %17, !llvm.loop !13

92:                                               ; preds = %17
  store i32 1, ptr %10, align 4
  br label %93

93:                                               ; preds = %118, %92
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 23
  br i1 %95, label %96, label %121

96:                                               ; preds = %93
  store i32 1, ptr %11, align 4
  br label %97

97:                                               ; preds = %114, %96
  %98 = load i32, ptr %11, align 4
  %99 = icmp slt i32 %98, 23
  br i1 %99, label %100, label %117

100:                                              ; preds = %97
  %101 = load i32, ptr %10, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [24 x [24 x double]], ptr @g2, i64 0, i64 %102
  %104 = load i32, ptr %11, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [24 x double], ptr %103, i64 0, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %109
  %111 = load i32, ptr %11, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [24 x double], ptr %110, i64 0, i64 %112
  store double %107, ptr %113, align 8
  br label %114

114:                                              ; preds = %100
  %115 = load i32, ptr %11, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %11, align 4
  br label %97, !llvm.loop !14

117:                                              ; preds = %97
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %10, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %10, align 4
  br label %93, !llvm.loop !15

121:                                              ; preds = %93
  %122 = load double, ptr %7, align 8
  %123 = load double, ptr %4, align 8
  %124 = fcmp olt double %122, %123
  br i1 %124, label %125, label %127

125:                                              ; preds = %121
  %126 = load i32, ptr %6, align 4
  store i32 %126, ptr %3, align 4
  br label %132

127:                                              ; preds = %121
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %6, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %6, align 4
  br label %12, !llvm.loop !16

131:                                              ; preds = %12
  store i32 -1, ptr %3, align 4
  br label %132

132:                                              ; preds = %131, %125
  %133 = load i32, ptr %3, align 4
  ret i32 %133
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sor(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 1, ptr %10, align 4
  br label %16

16:                                               ; preds = %109, %4
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %9, align 4
  %19 = icmp sle i32 %17, %18
  br i1 %19, label %20, label %112

20:                                               ; preds = %16
  store double 0.000000e+00, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %21

21:                                               ; preds = %99, %20
  %22 = load i32, ptr %12, align 4
  %23 = icmp slt i32 %22, 23
  br i1 %23, label %24, label %102

24:                                               ; preds = %21
  store i32 1, ptr %13, align 4
  br label %25

25:                                               ; preds = %95, %24
  %26 = load i32, ptr %13, align 4
  %27 = icmp slt i32 %26, 23
  br i1 %27, label %28, label %98

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %12, align 4
  %31 = sub nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [24 x double], ptr %29, i64 %32
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [24 x double], ptr %33, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %12, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [24 x double], ptr %38, i64 %41
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [24 x double], ptr %42, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = fadd double %37, %46
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %12, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [24 x double], ptr %48, i64 %50
  %52 = load i32, ptr %13, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [24 x double], ptr %51, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = fadd double %47, %56
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %12, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [24 x double], ptr %58, i64 %60
  %62 = load i32, ptr %13, align 4
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [24 x double], ptr %61, i64 0, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = fadd double %57, %66
  %68 = fmul double 2.500000e-01, %67
  store double %68, ptr %14, align 8
  %69 = load double, ptr %7, align 8
  %70 = load double, ptr %14, align 8
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [24 x double], ptr %71, i64 %73
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [24 x double], ptr %74, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = fsub double %70, %78
  %80 = fmul double %69, %79
  store double %80, ptr %15, align 8
  %81 = load double, ptr %15, align 8
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [24 x double], ptr %82, i64 %84
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [24 x double], ptr %85, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = fadd double %89, %81
  store double %90, ptr %88, align 8
  %91 = load double, ptr %11, align 8
  %92 = load double, ptr %15, align 8
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = call double @llvm.maxnum.f64(double %91, double %93)
  store double %94, ptr %11, align 8
  br label %95

95:                                               ; preds = %28
  %96 = load i32, ptr %13, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %13, align 4
  br label %25, !llvm.loop !17

98:                                               ; preds = %25
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %12, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %12, align 4
  br label %21, !llvm.loop !18

102:                                              ; preds = %21
  %103 = load double, ptr %11, align 8
  %104 = load double, ptr %8, align 8
  %105 = fcmp olt double %103, %104
  br i1 %105, label %106, label %108

106:                                              ; preds = %102
  %107 = load i32, ptr %10, align 4
  store i32 %107, ptr %5, align 4
  br label %113

108:                                              ; preds = %102
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %10, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %10, align 4
  br label %16, !llvm.loop !19

112:                                              ; preds = %16
  store i32 -1, ptr %5, align 4
  br label %113

113:                                              ; preds = %112, %106
  %114 = load i32, ptr %5, align 4
  ret i32 %114
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
