; ModuleID = 'rev/49_hvp_fwd_over_rev.c'
source_filename = "rev/49_hvp_fwd_over_rev.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"grad[%d]\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"(H v)[%d]\00", align 1
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
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [64 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [5 x double], align 8
  %15 = alloca [5 x double], align 8
  %16 = alloca [5 x double], align 8
  %17 = alloca [5 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %20 = load volatile i32, ptr %3, align 4
  store i32 %20, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %21 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 5.000000e-01, ptr %21, align 8
  %22 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -8.000000e-01, ptr %22, align 8
  %23 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 1.200000e+00, ptr %23, align 8
  %24 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 3.000000e-01, ptr %24, align 8
  %25 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -6.000000e-01, ptr %25, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %26 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.000000e+00, ptr %26, align 8
  %27 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double 5.000000e-01, ptr %27, align 8
  %28 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double -2.500000e-01, ptr %28, align 8
  %29 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 2.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double -1.000000e+00, ptr %30, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %31 = load i32, ptr @enzyme_dup, align 4
  %32 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %33 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %34 = load i32, ptr @enzyme_dup, align 4
  %35 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %36 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %37 = load i32, ptr @enzyme_const, align 4
  %38 = load i32, ptr %4, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @grad_f, i32 noundef %31, ptr noundef %32, ptr noundef %33, i32 noundef %34, ptr noundef %35, ptr noundef %36, i32 noundef %37, i32 noundef %38)
  store i32 0, ptr %10, align 4
  br label %39

39:                                               ; preds = %79, %0
  %40 = load i32, ptr %10, align 4
  %41 = icmp slt i32 %40, 5
  br i1 %41, label %42, label %82

42:                                               ; preds = %39
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  store double %46, ptr %11, align 8
  %47 = load double, ptr %11, align 8
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %50
  store double %48, ptr %51, align 8
  %52 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %53 = load i32, ptr %4, align 4
  %54 = call double @f(ptr noundef %52, i32 noundef %53)
  store double %54, ptr %12, align 8
  %55 = load double, ptr %11, align 8
  %56 = fsub double %55, 0x3EB0C6F7A0B5ED8D
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %58
  store double %56, ptr %59, align 8
  %60 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %61 = load i32, ptr %4, align 4
  %62 = call double @f(ptr noundef %60, i32 noundef %61)
  store double %62, ptr %13, align 8
  %63 = load double, ptr %11, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %65
  store double %63, ptr %66, align 8
  %67 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %68 = load i32, ptr %10, align 4
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %67, i64 noundef 64, ptr noundef @.str, i32 noundef %68) #5
  %70 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load double, ptr %12, align 8
  %76 = load double, ptr %13, align 8
  %77 = fsub double %75, %76
  %78 = fdiv double %77, 2.000000e-06
  call void @check(ptr noundef %70, double noundef %74, double noundef %78)
  br label %79

79:                                               ; preds = %42
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %10, align 4
  br label %39, !llvm.loop !6

82:                                               ; preds = %39
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 40, i1 false)
  store i32 0, ptr %18, align 4
  br label %83

83:                                               ; preds = %111, %82
  %84 = load i32, ptr %18, align 4
  %85 = icmp slt i32 %84, 5
  br i1 %85, label %86, label %114

86:                                               ; preds = %83
  %87 = load i32, ptr %18, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load i32, ptr %18, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %94, double %90)
  %96 = load i32, ptr %18, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %97
  store double %95, ptr %98, align 8
  %99 = load i32, ptr %18, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load i32, ptr %18, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %106, double %102)
  %108 = load i32, ptr %18, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %109
  store double %107, ptr %110, align 8
  br label %111

111:                                              ; preds = %86
  %112 = load i32, ptr %18, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %18, align 4
  br label %83, !llvm.loop !8

114:                                              ; preds = %83
  %115 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 0
  %116 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  %117 = load i32, ptr %4, align 4
  call void @grad_f(ptr noundef %115, ptr noundef %116, i32 noundef %117)
  %118 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %119 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  %120 = load i32, ptr %4, align 4
  call void @grad_f(ptr noundef %118, ptr noundef %119, i32 noundef %120)
  store i32 0, ptr %19, align 4
  br label %121

121:                                              ; preds = %143, %114
  %122 = load i32, ptr %19, align 4
  %123 = icmp slt i32 %122, 5
  br i1 %123, label %124, label %146

124:                                              ; preds = %121
  %125 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %126 = load i32, ptr %19, align 4
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %125, i64 noundef 64, ptr noundef @.str.1, i32 noundef %126) #5
  %128 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %129 = load i32, ptr %19, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  %133 = load i32, ptr %19, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = load i32, ptr %19, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = fsub double %136, %140
  %142 = fdiv double %141, 2.000000e-06
  call void @check(ptr noundef %128, double noundef %132, double noundef %142)
  br label %143

143:                                              ; preds = %124
  %144 = load i32, ptr %19, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %19, align 4
  br label %121, !llvm.loop !9

146:                                              ; preds = %121
  %147 = load i32, ptr @fails, align 4
  %148 = icmp ne i32 %147, 0
  %149 = zext i1 %148 to i64
  %150 = select i1 %148, ptr @.str.3, ptr @.str.4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %150)
  %152 = load i32, ptr @fails, align 4
  %153 = icmp ne i32 %152, 0
  %154 = zext i1 %153 to i32
  ret i32 %154
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %77, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %80

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = fmul double 2.500000e-01, %16
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double %17, %22
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fmul double %23, %28
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %29, double %34, double %40)
  %42 = load double, ptr %5, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %5, align 8
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  %46 = load i32, ptr %4, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %76

48:                                               ; preds = %11
  %49 = load ptr, ptr %3, align 8
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load ptr, ptr %3, align 8
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %54, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fmul double %53, %59
  %61 = load ptr, ptr %3, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %66, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %71, double %65)
  %73 = call double @sin(double noundef %72) #5
  %74 = load double, ptr %5, align 8
  %75 = call double @llvm.fmuladd.f64(double %60, double %73, double %74)
  store double %75, ptr %5, align 8
  br label %76

76:                                               ; preds = %48, %11
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %7, !llvm.loop !10

80:                                               ; preds = %7
  %81 = load double, ptr %5, align 8
  ret double %81
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare i32 @printf(ptr noundef, ...) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #2

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
