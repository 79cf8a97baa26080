; ModuleID = 'rev/58_heat_equation.c'
source_filename = "rev/58_heat_equation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dkappa\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [64 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 8, ptr %3, align 4
  store volatile i32 25, ptr %4, align 4
  %17 = load volatile i32, ptr %3, align 4
  store i32 %17, ptr %5, align 4
  %18 = load volatile i32, ptr %4, align 4
  store i32 %18, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 64, i1 false)
  store double 1.700000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %37, %0
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 8
  br i1 %21, label %22, label %40

22:                                               ; preds = %19
  %23 = load i32, ptr %10, align 4
  %24 = add nsw i32 %23, 1
  %25 = sitofp i32 %24 to double
  %26 = fmul double 0x400921FB54442D18, %25
  %27 = fdiv double %26, 9.000000e+00
  %28 = call double @sin(double noundef %27) #6
  %29 = load i32, ptr %10, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 3.000000e+00, %30
  %32 = call double @cos(double noundef %31) #6
  %33 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %32, double %28)
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %35
  store double %33, ptr %36, align 8
  br label %37

37:                                               ; preds = %22
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  br label %19, !llvm.loop !6

40:                                               ; preds = %19
  %41 = load i32, ptr @enzyme_dup, align 4
  %42 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %43 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %44 = load i32, ptr @enzyme_out, align 4
  %45 = load double, ptr %9, align 8
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = load i32, ptr %5, align 4
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr %6, align 4
  %50 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @heat, i32 noundef %41, ptr noundef %42, ptr noundef %43, i32 noundef %44, double noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49)
  store double %50, ptr %11, align 8
  %51 = load double, ptr %11, align 8
  %52 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %53 = load double, ptr %9, align 8
  %54 = fadd double %53, 0x3EB0C6F7A0B5ED8D
  %55 = load i32, ptr %5, align 4
  %56 = load i32, ptr %6, align 4
  %57 = call double @heat(ptr noundef %52, double noundef %54, i32 noundef %55, i32 noundef %56)
  %58 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %59 = load double, ptr %9, align 8
  %60 = fsub double %59, 0x3EB0C6F7A0B5ED8D
  %61 = load i32, ptr %5, align 4
  %62 = load i32, ptr %6, align 4
  %63 = call double @heat(ptr noundef %58, double noundef %60, i32 noundef %61, i32 noundef %62)
  %64 = fsub double %57, %63
  %65 = fdiv double %64, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %51, double noundef %65)
  store i32 0, ptr %13, align 4
  br label %66

66:                                               ; preds = %110, %40
  %67 = load i32, ptr %13, align 4
  %68 = icmp slt i32 %67, 8
  br i1 %68, label %69, label %113

69:                                               ; preds = %66
  %70 = load i32, ptr %13, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  store double %73, ptr %14, align 8
  %74 = load double, ptr %14, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %77
  store double %75, ptr %78, align 8
  %79 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %80 = load double, ptr %9, align 8
  %81 = load i32, ptr %5, align 4
  %82 = load i32, ptr %6, align 4
  %83 = call double @heat(ptr noundef %79, double noundef %80, i32 noundef %81, i32 noundef %82)
  store double %83, ptr %15, align 8
  %84 = load double, ptr %14, align 8
  %85 = fsub double %84, 0x3EB0C6F7A0B5ED8D
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %90 = load double, ptr %9, align 8
  %91 = load i32, ptr %5, align 4
  %92 = load i32, ptr %6, align 4
  %93 = call double @heat(ptr noundef %89, double noundef %90, i32 noundef %91, i32 noundef %92)
  store double %93, ptr %16, align 8
  %94 = load double, ptr %14, align 8
  %95 = load i32, ptr %13, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %96
  store double %94, ptr %97, align 8
  %98 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %99 = load i32, ptr %13, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 64, ptr noundef @.str.1, i32 noundef %99) #6
  %101 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %102 = load i32, ptr %13, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load double, ptr %15, align 8
  %107 = load double, ptr %16, align 8
  %108 = fsub double %106, %107
  %109 = fdiv double %108, 2.000000e-06
  call void @check(ptr noundef %101, double noundef %105, double noundef %109)
  br label %110

110:                                              ; preds = %69
  %111 = load i32, ptr %13, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %13, align 4
  br label %66, !llvm.loop !8

113:                                              ; preds = %66
  %114 = load i32, ptr @fails, align 4
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, ptr @.str.3, ptr @.str.4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %117)
  %119 = load i32, ptr @fails, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  ret i32 %121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heat(ptr noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca ptr, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = mul i64 %22, 8
  %24 = call noalias ptr @malloc(i64 noundef %23) #7
  store ptr %24, ptr %9, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = mul i64 %26, 8
  %28 = call noalias ptr @malloc(i64 noundef %27) #7
  store ptr %28, ptr %10, align 8
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  %31 = sitofp i32 %30 to double
  %32 = fdiv double 1.000000e+00, %31
  store double %32, ptr %11, align 8
  %33 = load double, ptr %11, align 8
  %34 = fmul double 2.000000e-01, %33
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  store double %36, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %37

37:                                               ; preds = %51, %4
  %38 = load i32, ptr %13, align 4
  %39 = load i32, ptr %7, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %54

41:                                               ; preds = %37
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %13, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  br label %51

51:                                               ; preds = %41
  %52 = load i32, ptr %13, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %13, align 4
  br label %37, !llvm.loop !9

54:                                               ; preds = %37
  store i32 0, ptr %14, align 4
  br label %55

55:                                               ; preds = %124, %54
  %56 = load i32, ptr %14, align 4
  %57 = load i32, ptr %8, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %127

59:                                               ; preds = %55
  store i32 0, ptr %15, align 4
  br label %60

60:                                               ; preds = %117, %59
  %61 = load i32, ptr %15, align 4
  %62 = load i32, ptr %7, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %120

64:                                               ; preds = %60
  %65 = load i32, ptr %15, align 4
  %66 = icmp sgt i32 %65, 0
  br i1 %66, label %67, label %74

67:                                               ; preds = %64
  %68 = load ptr, ptr %9, align 8
  %69 = load i32, ptr %15, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %68, i64 %71
  %73 = load double, ptr %72, align 8
  br label %75

74:                                               ; preds = %64
  br label %75

75:                                               ; preds = %74, %67
  %76 = phi double [ %73, %67 ], [ 0.000000e+00, %74 ]
  store double %76, ptr %16, align 8
  %77 = load i32, ptr %15, align 4
  %78 = load i32, ptr %7, align 4
  %79 = sub nsw i32 %78, 1
  %80 = icmp slt i32 %77, %79
  br i1 %80, label %81, label %88

81:                                               ; preds = %75
  %82 = load ptr, ptr %9, align 8
  %83 = load i32, ptr %15, align 4
  %84 = add nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %82, i64 %85
  %87 = load double, ptr %86, align 8
  br label %89

88:                                               ; preds = %75
  br label %89

89:                                               ; preds = %88, %81
  %90 = phi double [ %87, %81 ], [ 0.000000e+00, %88 ]
  store double %90, ptr %17, align 8
  %91 = load ptr, ptr %9, align 8
  %92 = load i32, ptr %15, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %91, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load double, ptr %6, align 8
  %97 = load double, ptr %12, align 8
  %98 = fmul double %96, %97
  %99 = load double, ptr %11, align 8
  %100 = load double, ptr %11, align 8
  %101 = fmul double %99, %100
  %102 = fdiv double %98, %101
  %103 = load double, ptr %16, align 8
  %104 = load ptr, ptr %9, align 8
  %105 = load i32, ptr %15, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %104, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %108, double %103)
  %110 = load double, ptr %17, align 8
  %111 = fadd double %109, %110
  %112 = call double @llvm.fmuladd.f64(double %102, double %111, double %95)
  %113 = load ptr, ptr %10, align 8
  %114 = load i32, ptr %15, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %113, i64 %115
  store double %112, ptr %116, align 8
  br label %117

117:                                              ; preds = %89
  %118 = load i32, ptr %15, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %15, align 4
  br label %60, !llvm.loop !10

120:                                              ; preds = %60
  %121 = load ptr, ptr %9, align 8
  store ptr %121, ptr %18, align 8
  %122 = load ptr, ptr %10, align 8
  store ptr %122, ptr %9, align 8
  %123 = load ptr, ptr %18, align 8
  store ptr %123, ptr %10, align 8
  br label %124

124:                                              ; preds = %120
  %125 = load i32, ptr %14, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %14, align 4
  br label %55, !llvm.loop !11

127:                                              ; preds = %55
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %128

128:                                              ; preds = %156, %127
  %129 = load i32, ptr %20, align 4
  %130 = load i32, ptr %7, align 4
  %131 = icmp slt i32 %129, %130
  br i1 %131, label %132, label %159

132:                                              ; preds = %128
  %133 = load i32, ptr %20, align 4
  %134 = sitofp i32 %133 to double
  %135 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %134, double 1.000000e+00)
  %136 = load ptr, ptr %9, align 8
  %137 = load i32, ptr %20, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds double, ptr %136, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load ptr, ptr %9, align 8
  %142 = load i32, ptr %20, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %141, i64 %143
  %145 = load double, ptr %144, align 8
  %146 = fmul double 5.000000e-01, %145
  %147 = load ptr, ptr %9, align 8
  %148 = load i32, ptr %20, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds double, ptr %147, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = fmul double %146, %151
  %153 = call double @llvm.fmuladd.f64(double %135, double %140, double %152)
  %154 = load double, ptr %19, align 8
  %155 = fadd double %154, %153
  store double %155, ptr %19, align 8
  br label %156

156:                                              ; preds = %132
  %157 = load i32, ptr %20, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %20, align 4
  br label %128, !llvm.loop !12

159:                                              ; preds = %128
  %160 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %160) #6
  %161 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %161) #6
  %162 = load double, ptr %19, align 8
  ret double %162
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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
