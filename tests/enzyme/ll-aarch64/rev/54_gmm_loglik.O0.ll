; ModuleID = 'rev/54_gmm_loglik.c'
source_filename = "rev/54_gmm_loglik.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nn = internal global i32 5, align 4
@enzyme_dup = external global i32, align 4
@al = internal global [3 x double] [double 2.000000e-01, double -5.000000e-01, double 9.000000e-01], align 8
@mu = internal global [6 x double] [double 0.000000e+00, double 5.000000e-01, double 1.500000e+00, double -1.000000e+00, double -8.000000e-01, double 0x3FE6666666666666], align 8
@qq = internal global [6 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01, double -1.000000e-01, double 3.000000e-01], align 8
@enzyme_const = external global i32, align 4
@X = internal global [10 x double] [double 1.000000e-01, double 4.000000e-01, double 1.200000e+00, double -8.000000e-01, double -5.000000e-01, double 1.000000e+00, double 9.000000e-01, double 2.000000e-01, double -1.100000e+00, double 3.000000e-01], align 8
@.str = private unnamed_addr constant [9 x i8] c"d/dalpha\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"d/dmean\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"d/dq\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [3 x double], align 8
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 8
  store i32 0, ptr %1, align 4
  store volatile i32 5, ptr %2, align 4
  %6 = load volatile i32, ptr %2, align 4
  store i32 %6, ptr @nn, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %9 = load i32, ptr @enzyme_dup, align 4
  %10 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %11 = load i32, ptr @enzyme_dup, align 4
  %12 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %13 = load i32, ptr @enzyme_const, align 4
  %14 = load i32, ptr @enzyme_const, align 4
  %15 = load i32, ptr @nn, align 4
  %16 = load i32, ptr @enzyme_const, align 4
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @gmm, i32 noundef %7, ptr noundef @al, ptr noundef %8, i32 noundef %9, ptr noundef @mu, ptr noundef %10, i32 noundef %11, ptr noundef @qq, ptr noundef %12, i32 noundef %13, ptr noundef @X, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef 3, i32 noundef %17, i32 noundef 2)
  %19 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  call void @check_array(ptr noundef @.str, ptr noundef @al, ptr noundef %19, i32 noundef 3)
  %20 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  call void @check_array(ptr noundef @.str.1, ptr noundef @mu, ptr noundef %20, i32 noundef 6)
  %21 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  call void @check_array(ptr noundef @.str.2, ptr noundef @qq, ptr noundef %21, i32 noundef 6)
  %22 = load i32, ptr @fails, align 4
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, ptr @.str.4, ptr @.str.5
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %25)
  %27 = load i32, ptr @fails, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i32
  ret i32 %29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @gmm(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [3 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %26 = call double @log(double noundef 0x401921FB54442D18) #5
  store double %26, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %18, align 4
  br label %27

27:                                               ; preds = %112, %7
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %12, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %115

31:                                               ; preds = %27
  store i32 0, ptr %19, align 4
  br label %32

32:                                               ; preds = %103, %31
  %33 = load i32, ptr %19, align 4
  %34 = load i32, ptr %13, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %106

36:                                               ; preds = %32
  store double 0.000000e+00, ptr %20, align 8
  store double 0.000000e+00, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %37

37:                                               ; preds = %87, %36
  %38 = load i32, ptr %22, align 4
  %39 = load i32, ptr %14, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %90

41:                                               ; preds = %37
  %42 = load ptr, ptr %10, align 8
  %43 = load i32, ptr %19, align 4
  %44 = load i32, ptr %14, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %22, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %42, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @exp(double noundef %50) #5
  %52 = load ptr, ptr %11, align 8
  %53 = load i32, ptr %18, align 4
  %54 = load i32, ptr %14, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %22, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %52, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load ptr, ptr %9, align 8
  %62 = load i32, ptr %19, align 4
  %63 = load i32, ptr %14, align 4
  %64 = mul nsw i32 %62, %63
  %65 = load i32, ptr %22, align 4
  %66 = add nsw i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %61, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fsub double %60, %69
  %71 = fmul double %51, %70
  store double %71, ptr %23, align 8
  %72 = load ptr, ptr %10, align 8
  %73 = load i32, ptr %19, align 4
  %74 = load i32, ptr %14, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr %22, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %72, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load double, ptr %20, align 8
  %82 = fadd double %81, %80
  store double %82, ptr %20, align 8
  %83 = load double, ptr %23, align 8
  %84 = load double, ptr %23, align 8
  %85 = load double, ptr %21, align 8
  %86 = call double @llvm.fmuladd.f64(double %83, double %84, double %85)
  store double %86, ptr %21, align 8
  br label %87

87:                                               ; preds = %41
  %88 = load i32, ptr %22, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %22, align 4
  br label %37, !llvm.loop !6

90:                                               ; preds = %37
  %91 = load ptr, ptr %8, align 8
  %92 = load i32, ptr %19, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %91, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load double, ptr %20, align 8
  %97 = fadd double %95, %96
  %98 = load double, ptr %21, align 8
  %99 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %98, double %97)
  %100 = load i32, ptr %19, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %101
  store double %99, ptr %102, align 8
  br label %103

103:                                              ; preds = %90
  %104 = load i32, ptr %19, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %19, align 4
  br label %32, !llvm.loop !8

106:                                              ; preds = %32
  %107 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %108 = load i32, ptr %13, align 4
  %109 = call double @logsumexp(ptr noundef %107, i32 noundef %108)
  %110 = load double, ptr %16, align 8
  %111 = fadd double %110, %109
  store double %111, ptr %16, align 8
  br label %112

112:                                              ; preds = %106
  %113 = load i32, ptr %18, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %18, align 4
  br label %27, !llvm.loop !9

115:                                              ; preds = %27
  %116 = load i32, ptr %12, align 4
  %117 = sitofp i32 %116 to double
  %118 = load ptr, ptr %8, align 8
  %119 = load i32, ptr %13, align 4
  %120 = call double @logsumexp(ptr noundef %118, i32 noundef %119)
  %121 = load i32, ptr %12, align 4
  %122 = sitofp i32 %121 to double
  %123 = fmul double 5.000000e-01, %122
  %124 = load i32, ptr %14, align 4
  %125 = sitofp i32 %124 to double
  %126 = fmul double %123, %125
  %127 = load double, ptr %15, align 8
  %128 = fmul double %126, %127
  %129 = call double @llvm.fmuladd.f64(double %117, double %120, double %128)
  %130 = load double, ptr %16, align 8
  %131 = fsub double %130, %129
  store double %131, ptr %16, align 8
  store double 0.000000e+00, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %132

132:                                              ; preds = %155, %115
  %133 = load i32, ptr %25, align 4
  %134 = load i32, ptr %13, align 4
  %135 = load i32, ptr %14, align 4
  %136 = mul nsw i32 %134, %135
  %137 = icmp slt i32 %133, %136
  br i1 %137, label %138, label %158

138:                                              ; preds = %132
  %139 = load ptr, ptr %10, align 8
  %140 = load i32, ptr %25, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds double, ptr %139, i64 %141
  %143 = load double, ptr %142, align 8
  %144 = fmul double 2.000000e+00, %143
  %145 = call double @exp(double noundef %144) #5
  %146 = load ptr, ptr %10, align 8
  %147 = load i32, ptr %25, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds double, ptr %146, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = fneg double %150
  %152 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %145, double %151)
  %153 = load double, ptr %24, align 8
  %154 = fadd double %153, %152
  store double %154, ptr %24, align 8
  br label %155

155:                                              ; preds = %138
  %156 = load i32, ptr %25, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %25, align 4
  br label %132, !llvm.loop !10

158:                                              ; preds = %132
  %159 = load double, ptr %16, align 8
  %160 = load double, ptr %24, align 8
  %161 = call double @llvm.fmuladd.f64(double -1.000000e-01, double %160, double %159)
  ret double %161
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
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %44, i64 noundef 64, ptr noundef @.str.6, ptr noundef %45, i32 noundef %46) #5
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
  br label %15, !llvm.loop !11

61:                                               ; preds = %15
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @logsumexp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %12

12:                                               ; preds = %31, %2
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %16
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  store double %29, ptr %5, align 8
  br label %30

30:                                               ; preds = %24, %16
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %12, !llvm.loop !12

34:                                               ; preds = %12
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %50, %34
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %4, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %35
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %5, align 8
  %46 = fsub double %44, %45
  %47 = call double @exp(double noundef %46) #5
  %48 = load double, ptr %6, align 8
  %49 = fadd double %48, %47
  store double %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %35, !llvm.loop !13

53:                                               ; preds = %35
  %54 = load double, ptr %6, align 8
  %55 = call double @log(double noundef %54) #5
  %56 = load double, ptr %5, align 8
  %57 = fadd double %55, %56
  ret double %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj() #0 {
  %1 = load i32, ptr @nn, align 4
  %2 = call double @gmm(ptr noundef @al, ptr noundef @mu, ptr noundef @qq, ptr noundef @X, i32 noundef %1, i32 noundef 3, i32 noundef 2)
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
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
!13 = distinct !{!13, !7}
