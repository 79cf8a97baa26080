; ModuleID = 'c/42_vla.c'
source_filename = "c/42_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"n=%d trace(H)=%.9f trace(2H)=%.9f lambda_max=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"  sizeof(a)=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"pascal row %d sum = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"vla string: %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 2, ptr %2, align 4
  br label %17

17:                                               ; preds = %96, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp sle i32 %18, 6
  br i1 %19, label %20, label %99

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %2, align 4
  %24 = zext i32 %23 to i64
  %25 = call ptr @llvm.stacksave.p0()
  store ptr %25, ptr %3, align 8
  %26 = mul nuw i64 %22, %24
  %27 = alloca double, i64 %26, align 8
  store i64 %22, ptr %4, align 8
  store i64 %24, ptr %5, align 8
  %28 = load i32, ptr %2, align 4
  %29 = zext i32 %28 to i64
  %30 = load i32, ptr %2, align 4
  %31 = zext i32 %30 to i64
  %32 = mul nuw i64 %29, %31
  %33 = alloca double, i64 %32, align 8
  store i64 %29, ptr %6, align 8
  store i64 %31, ptr %7, align 8
  %34 = load i32, ptr %2, align 4
  %35 = zext i32 %34 to i64
  %36 = load i32, ptr %2, align 4
  %37 = zext i32 %36 to i64
  %38 = mul nuw i64 %35, %37
  %39 = alloca double, i64 %38, align 8
  store i64 %35, ptr %8, align 8
  store i64 %37, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %40

40:                                               ; preds = %79, %20
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %2, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %82

44:                                               ; preds = %40
  store i32 0, ptr %11, align 4
  br label %45

45:                                               ; preds = %75, %44
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %2, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %78

49:                                               ; preds = %45
  %50 = load i32, ptr %10, align 4
  %51 = load i32, ptr %11, align 4
  %52 = add nsw i32 %50, %51
  %53 = add nsw i32 %52, 1
  %54 = sitofp i32 %53 to double
  %55 = fdiv double 1.000000e+00, %54
  %56 = load i32, ptr %10, align 4
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %24
  %59 = getelementptr inbounds double, ptr %27, i64 %58
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  store double %55, ptr %62, align 8
  %63 = load i32, ptr %10, align 4
  %64 = load i32, ptr %11, align 4
  %65 = icmp eq i32 %63, %64
  %66 = zext i1 %65 to i64
  %67 = select i1 %65, double 2.000000e+00, double 0.000000e+00
  %68 = load i32, ptr %10, align 4
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, %31
  %71 = getelementptr inbounds double, ptr %33, i64 %70
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  store double %67, ptr %74, align 8
  br label %75

75:                                               ; preds = %49
  %76 = load i32, ptr %11, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %11, align 4
  br label %45, !llvm.loop !6

78:                                               ; preds = %45
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %10, align 4
  br label %40, !llvm.loop !8

82:                                               ; preds = %40
  %83 = load i32, ptr %2, align 4
  call void @matmul_vla(i32 noundef %83, ptr noundef %27, ptr noundef %33, ptr noundef %39)
  %84 = load i32, ptr %2, align 4
  %85 = load i32, ptr %2, align 4
  %86 = call double @trace_vla(i32 noundef %85, ptr noundef %27)
  %87 = load i32, ptr %2, align 4
  %88 = call double @trace_vla(i32 noundef %87, ptr noundef %39)
  %89 = load i32, ptr %2, align 4
  %90 = call double @power_iteration(i32 noundef %89, ptr noundef %27, i32 noundef 200)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %84, double noundef %86, double noundef %88, double noundef %90)
  %92 = mul nuw i64 %22, %24
  %93 = mul nuw i64 8, %92
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %93)
  %95 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %95)
  br label %96

96:                                               ; preds = %82
  %97 = load i32, ptr %2, align 4
  %98 = add nsw i32 %97, 2
  store i32 %98, ptr %2, align 4
  br label %17, !llvm.loop !9

99:                                               ; preds = %17
  store i32 1, ptr %12, align 4
  br label %100

100:                                              ; preds = %108, %99
  %101 = load i32, ptr %12, align 4
  %102 = icmp sle i32 %101, 20
  br i1 %102, label %103, label %111

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = load i32, ptr %12, align 4
  %106 = call i32 @pascal_row_sum(i32 noundef %105)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %104, i32 noundef %106)
  br label %108

108:                                              ; preds = %103
  %109 = load i32, ptr %12, align 4
  %110 = add nsw i32 %109, 6
  store i32 %110, ptr %12, align 4
  br label %100, !llvm.loop !10

111:                                              ; preds = %100
  store i32 11, ptr %13, align 4
  %112 = load i32, ptr %13, align 4
  %113 = add nsw i32 %112, 1
  %114 = zext i32 %113 to i64
  %115 = call ptr @llvm.stacksave.p0()
  store ptr %115, ptr %14, align 8
  %116 = alloca i8, i64 %114, align 1
  store i64 %114, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %117

117:                                              ; preds = %130, %111
  %118 = load i32, ptr %16, align 4
  %119 = load i32, ptr %13, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %133

121:                                              ; preds = %117
  %122 = load i32, ptr %16, align 4
  %123 = mul nsw i32 %122, 7
  %124 = srem i32 %123, 26
  %125 = add nsw i32 97, %124
  %126 = trunc i32 %125 to i8
  %127 = load i32, ptr %16, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i8, ptr %116, i64 %128
  store i8 %126, ptr %129, align 1
  br label %130

130:                                              ; preds = %121
  %131 = load i32, ptr %16, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %16, align 4
  br label %117, !llvm.loop !11

133:                                              ; preds = %117
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i8, ptr %116, i64 %135
  store i8 0, ptr %136, align 1
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %116)
  store i32 0, ptr %1, align 4
  %138 = load ptr, ptr %14, align 8
  call void @llvm.stackrestore.p0(ptr %138)
  %139 = load i32, ptr %1, align 4
  ret i32 %139
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul_vla(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load i32, ptr %5, align 4
  %14 = zext i32 %13 to i64
  %15 = load i32, ptr %5, align 4
  %16 = zext i32 %15 to i64
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %5, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %5, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %5, align 4
  %24 = zext i32 %23 to i64
  store i32 0, ptr %9, align 4
  br label %25

25:                                               ; preds = %77, %4
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %80

29:                                               ; preds = %25
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %73, %29
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %5, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %76

34:                                               ; preds = %30
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %35

35:                                               ; preds = %60, %34
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %63

39:                                               ; preds = %35
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %16
  %44 = getelementptr inbounds double, ptr %40, i64 %43
  %45 = load i32, ptr %12, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = load i32, ptr %12, align 4
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %51, %20
  %53 = getelementptr inbounds double, ptr %49, i64 %52
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load double, ptr %11, align 8
  %59 = call double @llvm.fmuladd.f64(double %48, double %57, double %58)
  store double %59, ptr %11, align 8
  br label %60

60:                                               ; preds = %39
  %61 = load i32, ptr %12, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %12, align 4
  br label %35, !llvm.loop !12

63:                                               ; preds = %35
  %64 = load double, ptr %11, align 8
  %65 = load ptr, ptr %8, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %24
  %69 = getelementptr inbounds double, ptr %65, i64 %68
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  store double %64, ptr %72, align 8
  br label %73

73:                                               ; preds = %63
  %74 = load i32, ptr %10, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %10, align 4
  br label %30, !llvm.loop !13

76:                                               ; preds = %30
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %9, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %9, align 4
  br label %25, !llvm.loop !14

80:                                               ; preds = %25
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @trace_vla(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %10
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %5, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !15

30:                                               ; preds = %11
  %31 = load double, ptr %5, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @power_iteration(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %17 = load i32, ptr %4, align 4
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %4, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %4, align 4
  %22 = zext i32 %21 to i64
  %23 = call ptr @llvm.stacksave.p0()
  store ptr %23, ptr %7, align 8
  %24 = alloca double, i64 %22, align 8
  store i64 %22, ptr %8, align 8
  %25 = load i32, ptr %4, align 4
  %26 = zext i32 %25 to i64
  %27 = alloca double, i64 %26, align 8
  store i64 %26, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %28

28:                                               ; preds = %40, %3
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %43

32:                                               ; preds = %28
  %33 = load i32, ptr %4, align 4
  %34 = sitofp i32 %33 to double
  %35 = call double @sqrt(double noundef %34) #5
  %36 = fdiv double 1.000000e+00, %35
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %24, i64 %38
  store double %36, ptr %39, align 8
  br label %40

40:                                               ; preds = %32
  %41 = load i32, ptr %10, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %10, align 4
  br label %28, !llvm.loop !16

43:                                               ; preds = %28
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %44

44:                                               ; preds = %128, %43
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %6, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %131

48:                                               ; preds = %44
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %49

49:                                               ; preds = %94, %48
  %50 = load i32, ptr %14, align 4
  %51 = load i32, ptr %4, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %97

53:                                               ; preds = %49
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %27, i64 %55
  store double 0.000000e+00, ptr %56, align 8
  store i32 0, ptr %15, align 4
  br label %57

57:                                               ; preds = %80, %53
  %58 = load i32, ptr %15, align 4
  %59 = load i32, ptr %4, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %83

61:                                               ; preds = %57
  %62 = load ptr, ptr %5, align 8
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %20
  %66 = getelementptr inbounds double, ptr %62, i64 %65
  %67 = load i32, ptr %15, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = load i32, ptr %15, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %24, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load i32, ptr %14, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %27, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = call double @llvm.fmuladd.f64(double %70, double %74, double %78)
  store double %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %61
  %81 = load i32, ptr %15, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %15, align 4
  br label %57, !llvm.loop !17

83:                                               ; preds = %57
  %84 = load i32, ptr %14, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %27, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load i32, ptr %14, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %27, i64 %89
  %91 = load double, ptr %90, align 8
  %92 = load double, ptr %13, align 8
  %93 = call double @llvm.fmuladd.f64(double %87, double %91, double %92)
  store double %93, ptr %13, align 8
  br label %94

94:                                               ; preds = %83
  %95 = load i32, ptr %14, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %14, align 4
  br label %49, !llvm.loop !18

97:                                               ; preds = %49
  %98 = load double, ptr %13, align 8
  %99 = call double @sqrt(double noundef %98) #5
  store double %99, ptr %13, align 8
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %16, align 4
  br label %100

100:                                              ; preds = %124, %97
  %101 = load i32, ptr %16, align 4
  %102 = load i32, ptr %4, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %127

104:                                              ; preds = %100
  %105 = load i32, ptr %16, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %24, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = load i32, ptr %16, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds double, ptr %27, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = load double, ptr %11, align 8
  %114 = call double @llvm.fmuladd.f64(double %108, double %112, double %113)
  store double %114, ptr %11, align 8
  %115 = load i32, ptr %16, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %27, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load double, ptr %13, align 8
  %120 = fdiv double %118, %119
  %121 = load i32, ptr %16, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %24, i64 %122
  store double %120, ptr %123, align 8
  br label %124

124:                                              ; preds = %104
  %125 = load i32, ptr %16, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %16, align 4
  br label %100, !llvm.loop !19

127:                                              ; preds = %100
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %12, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %12, align 4
  br label %44, !llvm.loop !20

131:                                              ; preds = %44
  %132 = load double, ptr %11, align 8
  %133 = load ptr, ptr %7, align 8
  call void @llvm.stackrestore.p0(ptr %133)
  ret double %132
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pascal_row_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  %11 = zext i32 %10 to i64
  %12 = call ptr @llvm.stacksave.p0()
  store ptr %12, ptr %3, align 8
  %13 = alloca i32, i64 %11, align 4
  store i64 %11, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %42, %1
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %2, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %45

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %13, i64 %20
  store i32 1, ptr %21, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %38, %18
  %25 = load i32, ptr %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %41

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4
  %29 = sub nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %13, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %13, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 %36, %32
  store i32 %37, ptr %35, align 4
  br label %38

38:                                               ; preds = %27
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, ptr %6, align 4
  br label %24, !llvm.loop !21

41:                                               ; preds = %24
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %14, !llvm.loop !22

45:                                               ; preds = %14
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %46

46:                                               ; preds = %57, %45
  %47 = load i32, ptr %8, align 4
  %48 = load i32, ptr %2, align 4
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %50, label %60

50:                                               ; preds = %46
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %13, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr %7, align 4
  br label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %8, align 4
  br label %46, !llvm.loop !23

60:                                               ; preds = %46
  %61 = load i32, ptr %7, align 4
  %62 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %62)
  ret i32 %61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
