; ModuleID = 'ba.c'
source_filename = "ba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @ba_reproj(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [2 x double], align 16
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  call void @project(ptr noundef %12, ptr noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %8, align 8
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 0
  %18 = load double, ptr %17, align 16
  %19 = load ptr, ptr %9, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  %22 = fsub double %18, %21
  %23 = fmul double %16, %22
  %24 = load ptr, ptr %10, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 0
  store double %23, ptr %25, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds [2 x double], ptr %11, i64 0, i64 1
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %9, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 1
  %32 = load double, ptr %31, align 8
  %33 = fsub double %29, %32
  %34 = fmul double %27, %33
  %35 = load ptr, ptr %10, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 1
  store double %34, ptr %36, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @project(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x double], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 3
  %18 = load double, ptr %17, align 8
  %19 = fsub double %15, %18
  store double %19, ptr %7, align 8
  %20 = getelementptr inbounds double, ptr %7, i64 1
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 4
  %26 = load double, ptr %25, align 8
  %27 = fsub double %23, %26
  store double %27, ptr %20, align 8
  %28 = getelementptr inbounds double, ptr %7, i64 2
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 2
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds double, ptr %32, i64 5
  %34 = load double, ptr %33, align 8
  %35 = fsub double %31, %34
  store double %35, ptr %28, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %38 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  call void @rodrigues_rotate(ptr noundef %36, ptr noundef %37, ptr noundef %38)
  %39 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %40 = load double, ptr %39, align 16
  %41 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 2
  %42 = load double, ptr %41, align 16
  %43 = fdiv double %40, %42
  store double %43, ptr %9, align 8
  %44 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 1
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 2
  %47 = load double, ptr %46, align 16
  %48 = fdiv double %45, %47
  store double %48, ptr %10, align 8
  %49 = load double, ptr %9, align 8
  %50 = load double, ptr %9, align 8
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %10, align 8
  %53 = fmul double %51, %52
  %54 = call double @llvm.fmuladd.f64(double %49, double %50, double %53)
  store double %54, ptr %11, align 8
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds double, ptr %55, i64 9
  %57 = load double, ptr %56, align 8
  %58 = load double, ptr %11, align 8
  %59 = call double @llvm.fmuladd.f64(double %57, double %58, double 1.000000e+00)
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds double, ptr %60, i64 10
  %62 = load double, ptr %61, align 8
  %63 = load double, ptr %11, align 8
  %64 = fmul double %62, %63
  %65 = load double, ptr %11, align 8
  %66 = call double @llvm.fmuladd.f64(double %64, double %65, double %59)
  store double %66, ptr %12, align 8
  %67 = load double, ptr %9, align 8
  %68 = load double, ptr %12, align 8
  %69 = fmul double %67, %68
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds double, ptr %70, i64 6
  %72 = load double, ptr %71, align 8
  %73 = load ptr, ptr %4, align 8
  %74 = getelementptr inbounds double, ptr %73, i64 7
  %75 = load double, ptr %74, align 8
  %76 = call double @llvm.fmuladd.f64(double %69, double %72, double %75)
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds double, ptr %77, i64 0
  store double %76, ptr %78, align 8
  %79 = load double, ptr %10, align 8
  %80 = load double, ptr %12, align 8
  %81 = fmul double %79, %80
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds double, ptr %82, i64 6
  %84 = load double, ptr %83, align 8
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds double, ptr %85, i64 8
  %87 = load double, ptr %86, align 8
  %88 = call double @llvm.fmuladd.f64(double %81, double %84, double %87)
  %89 = load ptr, ptr %6, align 8
  %90 = getelementptr inbounds double, ptr %89, i64 1
  store double %88, ptr %90, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @ba_weight_err(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fneg double %3
  %6 = call double @llvm.fmuladd.f64(double %5, double %4, double 1.000000e+00)
  ret double %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @ba_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %21

21:                                               ; preds = %54, %9
  %22 = load i32, ptr %19, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %57

25:                                               ; preds = %21
  %26 = load ptr, ptr %13, align 8
  %27 = load i32, ptr %19, align 4
  %28 = load i32, ptr %10, align 4
  %29 = srem i32 %27, %28
  %30 = mul nsw i32 11, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %26, i64 %31
  %33 = load ptr, ptr %14, align 8
  %34 = load i32, ptr %19, align 4
  %35 = load i32, ptr %11, align 4
  %36 = srem i32 %34, %35
  %37 = mul nsw i32 3, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %33, i64 %38
  %40 = load ptr, ptr %15, align 8
  %41 = load i32, ptr %19, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load ptr, ptr %16, align 8
  %45 = load i32, ptr %19, align 4
  %46 = mul nsw i32 2, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %44, i64 %47
  %49 = load ptr, ptr %17, align 8
  %50 = load i32, ptr %19, align 4
  %51 = mul nsw i32 2, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %49, i64 %52
  call void @ba_reproj(ptr noundef %32, ptr noundef %39, ptr noundef %43, ptr noundef %48, ptr noundef %53)
  br label %54

54:                                               ; preds = %25
  %55 = load i32, ptr %19, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %19, align 4
  br label %21, !llvm.loop !6

57:                                               ; preds = %21
  store i32 0, ptr %20, align 4
  br label %58

58:                                               ; preds = %73, %57
  %59 = load i32, ptr %20, align 4
  %60 = load i32, ptr %12, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %76

62:                                               ; preds = %58
  %63 = load ptr, ptr %15, align 8
  %64 = load i32, ptr %20, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = call double @ba_weight_err(double noundef %67)
  %69 = load ptr, ptr %18, align 8
  %70 = load i32, ptr %20, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  store double %68, ptr %72, align 8
  br label %73

73:                                               ; preds = %62
  %74 = load i32, ptr %20, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %20, align 4
  br label %58, !llvm.loop !8

76:                                               ; preds = %58
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @ba_jacobian(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [2 x double], align 16
  %26 = alloca i32, align 4
  %27 = alloca [11 x double], align 16
  %28 = alloca [3 x double], align 16
  %29 = alloca double, align 8
  %30 = alloca [2 x double], align 16
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store ptr %7, ptr %18, align 8
  store ptr %8, ptr %19, align 8
  store ptr %9, ptr %20, align 8
  store i32 0, ptr %21, align 4
  %34 = load ptr, ptr %18, align 8
  %35 = getelementptr inbounds i32, ptr %34, i64 0
  store i32 0, ptr %35, align 4
  store i32 0, ptr %22, align 4
  br label %36

36:                                               ; preds = %165, %10
  %37 = load i32, ptr %22, align 4
  %38 = load i32, ptr %13, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %168

40:                                               ; preds = %36
  %41 = load i32, ptr %22, align 4
  %42 = load i32, ptr %11, align 4
  %43 = srem i32 %41, %42
  store i32 %43, ptr %23, align 4
  %44 = load i32, ptr %22, align 4
  %45 = load i32, ptr %12, align 4
  %46 = srem i32 %44, %45
  store i32 %46, ptr %24, align 4
  store i32 0, ptr %26, align 4
  br label %47

47:                                               ; preds = %161, %40
  %48 = load i32, ptr %26, align 4
  %49 = icmp slt i32 %48, 2
  br i1 %49, label %50, label %164

50:                                               ; preds = %47
  call void @llvm.memset.p0.i64(ptr align 16 %27, i8 0, i64 88, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %28, i8 0, i64 24, i1 false)
  store double 0.000000e+00, ptr %29, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 16, i1 false)
  %51 = load i32, ptr %26, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x double], ptr %30, i64 0, i64 %52
  store double 1.000000e+00, ptr %53, align 8
  %54 = load i32, ptr @enzyme_dup, align 4
  %55 = load ptr, ptr %14, align 8
  %56 = load i32, ptr %23, align 4
  %57 = mul nsw i32 11, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %55, i64 %58
  %60 = getelementptr inbounds [11 x double], ptr %27, i64 0, i64 0
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = load ptr, ptr %15, align 8
  %63 = load i32, ptr %24, align 4
  %64 = mul nsw i32 3, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %62, i64 %65
  %67 = getelementptr inbounds [3 x double], ptr %28, i64 0, i64 0
  %68 = load i32, ptr @enzyme_dup, align 4
  %69 = load ptr, ptr %16, align 8
  %70 = load i32, ptr %22, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  %73 = load i32, ptr @enzyme_const, align 4
  %74 = load ptr, ptr %17, align 8
  %75 = load i32, ptr %22, align 4
  %76 = mul nsw i32 2, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %74, i64 %77
  %79 = load i32, ptr @enzyme_dup, align 4
  %80 = getelementptr inbounds [2 x double], ptr %25, i64 0, i64 0
  %81 = getelementptr inbounds [2 x double], ptr %30, i64 0, i64 0
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @ba_reproj, i32 noundef %54, ptr noundef %59, ptr noundef %60, i32 noundef %61, ptr noundef %66, ptr noundef %67, i32 noundef %68, ptr noundef %72, ptr noundef %29, i32 noundef %73, ptr noundef %78, i32 noundef %79, ptr noundef %80, ptr noundef %81)
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %103, %50
  %83 = load i32, ptr %31, align 4
  %84 = icmp slt i32 %83, 11
  br i1 %84, label %85, label %106

85:                                               ; preds = %82
  %86 = load i32, ptr %23, align 4
  %87 = mul nsw i32 11, %86
  %88 = load i32, ptr %31, align 4
  %89 = add nsw i32 %87, %88
  %90 = load ptr, ptr %19, align 8
  %91 = load i32, ptr %21, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %90, i64 %92
  store i32 %89, ptr %93, align 4
  %94 = load i32, ptr %31, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [11 x double], ptr %27, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load ptr, ptr %20, align 8
  %99 = load i32, ptr %21, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %21, align 4
  %101 = sext i32 %99 to i64
  %102 = getelementptr inbounds double, ptr %98, i64 %101
  store double %97, ptr %102, align 8
  br label %103

103:                                              ; preds = %85
  %104 = load i32, ptr %31, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %31, align 4
  br label %82, !llvm.loop !9

106:                                              ; preds = %82
  store i32 0, ptr %32, align 4
  br label %107

107:                                              ; preds = %131, %106
  %108 = load i32, ptr %32, align 4
  %109 = icmp slt i32 %108, 3
  br i1 %109, label %110, label %134

110:                                              ; preds = %107
  %111 = load i32, ptr %11, align 4
  %112 = mul nsw i32 11, %111
  %113 = load i32, ptr %24, align 4
  %114 = mul nsw i32 3, %113
  %115 = add nsw i32 %112, %114
  %116 = load i32, ptr %32, align 4
  %117 = add nsw i32 %115, %116
  %118 = load ptr, ptr %19, align 8
  %119 = load i32, ptr %21, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %118, i64 %120
  store i32 %117, ptr %121, align 4
  %122 = load i32, ptr %32, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [3 x double], ptr %28, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = load ptr, ptr %20, align 8
  %127 = load i32, ptr %21, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %21, align 4
  %129 = sext i32 %127 to i64
  %130 = getelementptr inbounds double, ptr %126, i64 %129
  store double %125, ptr %130, align 8
  br label %131

131:                                              ; preds = %110
  %132 = load i32, ptr %32, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %32, align 4
  br label %107, !llvm.loop !10

134:                                              ; preds = %107
  %135 = load i32, ptr %11, align 4
  %136 = mul nsw i32 11, %135
  %137 = load i32, ptr %12, align 4
  %138 = mul nsw i32 3, %137
  %139 = add nsw i32 %136, %138
  %140 = load i32, ptr %22, align 4
  %141 = add nsw i32 %139, %140
  %142 = load ptr, ptr %19, align 8
  %143 = load i32, ptr %21, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %142, i64 %144
  store i32 %141, ptr %145, align 4
  %146 = load double, ptr %29, align 8
  %147 = load ptr, ptr %20, align 8
  %148 = load i32, ptr %21, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %21, align 4
  %150 = sext i32 %148 to i64
  %151 = getelementptr inbounds double, ptr %147, i64 %150
  store double %146, ptr %151, align 8
  %152 = load i32, ptr %21, align 4
  %153 = load ptr, ptr %18, align 8
  %154 = load i32, ptr %22, align 4
  %155 = mul nsw i32 2, %154
  %156 = load i32, ptr %26, align 4
  %157 = add nsw i32 %155, %156
  %158 = add nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %153, i64 %159
  store i32 %152, ptr %160, align 4
  br label %161

161:                                              ; preds = %134
  %162 = load i32, ptr %26, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %26, align 4
  br label %47, !llvm.loop !11

164:                                              ; preds = %47
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %22, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %22, align 4
  br label %36, !llvm.loop !12

168:                                              ; preds = %36
  store i32 0, ptr %33, align 4
  br label %169

169:                                              ; preds = %206, %168
  %170 = load i32, ptr %33, align 4
  %171 = load i32, ptr %13, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %209

173:                                              ; preds = %169
  %174 = load i32, ptr %11, align 4
  %175 = mul nsw i32 11, %174
  %176 = load i32, ptr %12, align 4
  %177 = mul nsw i32 3, %176
  %178 = add nsw i32 %175, %177
  %179 = load i32, ptr %33, align 4
  %180 = add nsw i32 %178, %179
  %181 = load ptr, ptr %19, align 8
  %182 = load i32, ptr %21, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr %181, i64 %183
  store i32 %180, ptr %184, align 4
  %185 = load i32, ptr @enzyme_out, align 4
  %186 = load ptr, ptr %16, align 8
  %187 = load i32, ptr %33, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds double, ptr %186, i64 %188
  %190 = load double, ptr %189, align 8
  %191 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @ba_weight_err, i32 noundef %185, double noundef %190)
  %192 = load ptr, ptr %20, align 8
  %193 = load i32, ptr %21, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %21, align 4
  %195 = sext i32 %193 to i64
  %196 = getelementptr inbounds double, ptr %192, i64 %195
  store double %191, ptr %196, align 8
  %197 = load i32, ptr %21, align 4
  %198 = load ptr, ptr %18, align 8
  %199 = load i32, ptr %13, align 4
  %200 = mul nsw i32 2, %199
  %201 = load i32, ptr %33, align 4
  %202 = add nsw i32 %200, %201
  %203 = add nsw i32 %202, 1
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %198, i64 %204
  store i32 %197, ptr %205, align 4
  br label %206

206:                                              ; preds = %173
  %207 = load i32, ptr %33, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %33, align 4
  br label %169, !llvm.loop !13

209:                                              ; preds = %169
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind uwtable
define internal void @rodrigues_rotate(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [3 x double], align 16
  %12 = alloca [3 x double], align 16
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca [3 x double], align 16
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 0
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 0
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 1
  %28 = load double, ptr %27, align 8
  %29 = fmul double %25, %28
  %30 = call double @llvm.fmuladd.f64(double %19, double %22, double %29)
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 2
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 2
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  store double %37, ptr %7, align 8
  %38 = load double, ptr %7, align 8
  %39 = fcmp une double %38, 0.000000e+00
  br i1 %39, label %40, label %119

40:                                               ; preds = %3
  %41 = load double, ptr %7, align 8
  %42 = call double @llvm.sqrt.f64(double %41)
  store double %42, ptr %8, align 8
  %43 = load double, ptr %8, align 8
  %44 = call double @llvm.cos.f64(double %43)
  store double %44, ptr %9, align 8
  %45 = load double, ptr %8, align 8
  %46 = call double @llvm.sin.f64(double %45)
  store double %46, ptr %10, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds double, ptr %47, i64 0
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %8, align 8
  %51 = fdiv double %49, %50
  store double %51, ptr %11, align 8
  %52 = getelementptr inbounds double, ptr %11, i64 1
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds double, ptr %53, i64 1
  %55 = load double, ptr %54, align 8
  %56 = load double, ptr %8, align 8
  %57 = fdiv double %55, %56
  store double %57, ptr %52, align 8
  %58 = getelementptr inbounds double, ptr %11, i64 2
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds double, ptr %59, i64 2
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %8, align 8
  %63 = fdiv double %61, %62
  store double %63, ptr %58, align 8
  %64 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  call void @cross(ptr noundef %64, ptr noundef %65, ptr noundef %66)
  %67 = load double, ptr %9, align 8
  %68 = fsub double 1.000000e+00, %67
  %69 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %70 = load double, ptr %69, align 16
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds double, ptr %71, i64 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 1
  %75 = load double, ptr %74, align 8
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds double, ptr %76, i64 1
  %78 = load double, ptr %77, align 8
  %79 = fmul double %75, %78
  %80 = call double @llvm.fmuladd.f64(double %70, double %73, double %79)
  %81 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 2
  %82 = load double, ptr %81, align 16
  %83 = load ptr, ptr %5, align 8
  %84 = getelementptr inbounds double, ptr %83, i64 2
  %85 = load double, ptr %84, align 8
  %86 = call double @llvm.fmuladd.f64(double %82, double %85, double %80)
  %87 = fmul double %68, %86
  store double %87, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %88

88:                                               ; preds = %115, %40
  %89 = load i32, ptr %14, align 4
  %90 = icmp slt i32 %89, 3
  br i1 %90, label %91, label %118

91:                                               ; preds = %88
  %92 = load ptr, ptr %5, align 8
  %93 = load i32, ptr %14, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %92, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %9, align 8
  %98 = load i32, ptr %14, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %99
  %101 = load double, ptr %100, align 8
  %102 = load double, ptr %10, align 8
  %103 = fmul double %101, %102
  %104 = call double @llvm.fmuladd.f64(double %96, double %97, double %103)
  %105 = load i32, ptr %14, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = load double, ptr %13, align 8
  %110 = call double @llvm.fmuladd.f64(double %108, double %109, double %104)
  %111 = load ptr, ptr %6, align 8
  %112 = load i32, ptr %14, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %111, i64 %113
  store double %110, ptr %114, align 8
  br label %115

115:                                              ; preds = %91
  %116 = load i32, ptr %14, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %14, align 4
  br label %88, !llvm.loop !14

118:                                              ; preds = %88
  br label %145

119:                                              ; preds = %3
  %120 = load ptr, ptr %4, align 8
  %121 = load ptr, ptr %5, align 8
  %122 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  call void @cross(ptr noundef %120, ptr noundef %121, ptr noundef %122)
  store i32 0, ptr %16, align 4
  br label %123

123:                                              ; preds = %141, %119
  %124 = load i32, ptr %16, align 4
  %125 = icmp slt i32 %124, 3
  br i1 %125, label %126, label %144

126:                                              ; preds = %123
  %127 = load ptr, ptr %5, align 8
  %128 = load i32, ptr %16, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %127, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = load i32, ptr %16, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 %133
  %135 = load double, ptr %134, align 8
  %136 = fadd double %131, %135
  %137 = load ptr, ptr %6, align 8
  %138 = load i32, ptr %16, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds double, ptr %137, i64 %139
  store double %136, ptr %140, align 8
  br label %141

141:                                              ; preds = %126
  %142 = load i32, ptr %16, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %16, align 4
  br label %123, !llvm.loop !15

144:                                              ; preds = %123
  br label %145

145:                                              ; preds = %144, %118
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: noinline nounwind uwtable
define internal void @cross(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 2
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 2
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 1
  %18 = load double, ptr %17, align 8
  %19 = fmul double %15, %18
  %20 = fneg double %19
  %21 = call double @llvm.fmuladd.f64(double %9, double %12, double %20)
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  store double %21, ptr %23, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 2
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 0
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 2
  %35 = load double, ptr %34, align 8
  %36 = fmul double %32, %35
  %37 = fneg double %36
  %38 = call double @llvm.fmuladd.f64(double %26, double %29, double %37)
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds double, ptr %39, i64 1
  store double %38, ptr %40, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 0
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds double, ptr %44, i64 1
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds double, ptr %47, i64 1
  %49 = load double, ptr %48, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds double, ptr %50, i64 0
  %52 = load double, ptr %51, align 8
  %53 = fmul double %49, %52
  %54 = fneg double %53
  %55 = call double @llvm.fmuladd.f64(double %43, double %46, double %54)
  %56 = load ptr, ptr %6, align 8
  %57 = getelementptr inbounds double, ptr %56, i64 2
  store double %55, ptr %57, align 8
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
