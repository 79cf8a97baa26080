; ModuleID = 'rev/46_primal_return.c'
source_filename = "rev/46_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pr3 = type { double, double, double }
%struct.pr2 = type { double, double }

@enzyme_primal_return = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f d/dx\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f d/dy\00", align 1
@__const.main.c = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 1.500000e+00, double 8.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"rbf primal\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"rbf d/da\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rbf d/dc[%d]\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.pr3, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca double, align 8
  %11 = alloca %struct.pr2, align 8
  %12 = alloca [64 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 9.000000e-01, ptr %3, align 8
  store double -4.000000e-01, ptr %4, align 8
  %17 = load i32, ptr @enzyme_primal_return, align 4
  %18 = load i32, ptr @enzyme_out, align 4
  %19 = load double, ptr %3, align 8
  %20 = load i32, ptr @enzyme_out, align 4
  %21 = load double, ptr %4, align 8
  %22 = call %struct.pr3 (ptr, ...) @__enzyme_autodiff_pr3(ptr noundef @f, i32 noundef %17, i32 noundef %18, double noundef %19, i32 noundef %20, double noundef %21)
  %23 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 0
  %24 = extractvalue %struct.pr3 %22, 0
  store double %24, ptr %23, align 8
  %25 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 1
  %26 = extractvalue %struct.pr3 %22, 1
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 2
  %28 = extractvalue %struct.pr3 %22, 2
  store double %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = load double, ptr %3, align 8
  %32 = load double, ptr %4, align 8
  %33 = call double @f(double noundef %31, double noundef %32)
  call void @check_primal(ptr noundef @.str, double noundef %30, double noundef %33)
  %34 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = load double, ptr %3, align 8
  %37 = fadd double %36, 0x3EB0C6F7A0B5ED8D
  %38 = load double, ptr %4, align 8
  %39 = call double @f(double noundef %37, double noundef %38)
  %40 = load double, ptr %3, align 8
  %41 = fsub double %40, 0x3EB0C6F7A0B5ED8D
  %42 = load double, ptr %4, align 8
  %43 = call double @f(double noundef %41, double noundef %42)
  %44 = fsub double %39, %43
  %45 = fdiv double %44, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %35, double noundef %45)
  %46 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 2
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %4, align 8
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  %51 = call double @f(double noundef %48, double noundef %50)
  %52 = load double, ptr %3, align 8
  %53 = load double, ptr %4, align 8
  %54 = fsub double %53, 0x3EB0C6F7A0B5ED8D
  %55 = call double @f(double noundef %52, double noundef %54)
  %56 = fsub double %51, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %47, double noundef %57)
  store volatile i32 4, ptr %6, align 4
  %58 = load volatile i32, ptr %6, align 4
  store i32 %58, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.c, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 32, i1 false)
  store double 3.500000e-01, ptr %10, align 8
  %59 = load i32, ptr @enzyme_primal_return, align 4
  %60 = load i32, ptr @enzyme_dup, align 4
  %61 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %62 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %63 = load i32, ptr @enzyme_out, align 4
  %64 = load double, ptr %10, align 8
  %65 = load i32, ptr @enzyme_const, align 4
  %66 = load i32, ptr %7, align 4
  %67 = call %struct.pr2 (ptr, ...) @__enzyme_autodiff_pr2(ptr noundef @rbf, i32 noundef %59, i32 noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef %63, double noundef %64, i32 noundef %65, i32 noundef %66)
  %68 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 0
  %69 = extractvalue %struct.pr2 %67, 0
  store double %69, ptr %68, align 8
  %70 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 1
  %71 = extractvalue %struct.pr2 %67, 1
  store double %71, ptr %70, align 8
  %72 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %75 = load double, ptr %10, align 8
  %76 = load i32, ptr %7, align 4
  %77 = call double @rbf(ptr noundef %74, double noundef %75, i32 noundef %76)
  call void @check_primal(ptr noundef @.str.3, double noundef %73, double noundef %77)
  %78 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %81 = load double, ptr %10, align 8
  %82 = fadd double %81, 0x3EB0C6F7A0B5ED8D
  %83 = load i32, ptr %7, align 4
  %84 = call double @rbf(ptr noundef %80, double noundef %82, i32 noundef %83)
  %85 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %86 = load double, ptr %10, align 8
  %87 = fsub double %86, 0x3EB0C6F7A0B5ED8D
  %88 = load i32, ptr %7, align 4
  %89 = call double @rbf(ptr noundef %85, double noundef %87, i32 noundef %88)
  %90 = fsub double %84, %89
  %91 = fdiv double %90, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %79, double noundef %91)
  store i32 0, ptr %13, align 4
  br label %92

92:                                               ; preds = %135, %0
  %93 = load i32, ptr %13, align 4
  %94 = load i32, ptr %7, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %138

96:                                               ; preds = %92
  %97 = load i32, ptr %13, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  store double %100, ptr %14, align 8
  %101 = load double, ptr %14, align 8
  %102 = fadd double %101, 0x3EB0C6F7A0B5ED8D
  %103 = load i32, ptr %13, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %104
  store double %102, ptr %105, align 8
  %106 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %107 = load double, ptr %10, align 8
  %108 = load i32, ptr %7, align 4
  %109 = call double @rbf(ptr noundef %106, double noundef %107, i32 noundef %108)
  store double %109, ptr %15, align 8
  %110 = load double, ptr %14, align 8
  %111 = fsub double %110, 0x3EB0C6F7A0B5ED8D
  %112 = load i32, ptr %13, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %113
  store double %111, ptr %114, align 8
  %115 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %116 = load double, ptr %10, align 8
  %117 = load i32, ptr %7, align 4
  %118 = call double @rbf(ptr noundef %115, double noundef %116, i32 noundef %117)
  store double %118, ptr %16, align 8
  %119 = load double, ptr %14, align 8
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %121
  store double %119, ptr %122, align 8
  %123 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %124 = load i32, ptr %13, align 4
  %125 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %123, i64 noundef 64, ptr noundef @.str.5, i32 noundef %124) #7
  %126 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %127 = load i32, ptr %13, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %128
  %130 = load double, ptr %129, align 8
  %131 = load double, ptr %15, align 8
  %132 = load double, ptr %16, align 8
  %133 = fsub double %131, %132
  %134 = fdiv double %133, 2.000000e-06
  call void @check(ptr noundef %126, double noundef %130, double noundef %134)
  br label %135

135:                                              ; preds = %96
  %136 = load i32, ptr %13, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %13, align 4
  br label %92, !llvm.loop !6

138:                                              ; preds = %92
  %139 = load i32, ptr @fails, align 4
  %140 = icmp ne i32 %139, 0
  %141 = zext i1 %140 to i64
  %142 = select i1 %140, ptr @.str.7, ptr @.str.8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %142)
  %144 = load i32, ptr @fails, align 4
  %145 = icmp ne i32 %144, 0
  %146 = zext i1 %145 to i32
  ret i32 %146
}

declare %struct.pr3 @__enzyme_autodiff_pr3(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @atan2(double noundef %5, double noundef %6) #7
  %8 = load double, ptr %3, align 8
  %9 = fmul double 3.000000e-01, %8
  %10 = call double @exp(double noundef %9) #7
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double 2.000000e+00)
  %14 = call double @cbrt(double noundef %13) #8
  %15 = call double @llvm.fmuladd.f64(double %7, double %10, double %14)
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_primal(ptr noundef %0, double noundef %1, double noundef %2) #0 {
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
  %15 = fmul double 0x3D719799812DEA11, %14
  %16 = fcmp ole double %11, %15
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = icmp ne i32 %21, 0
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, ptr @.str.8, ptr @.str.7
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
  ret void
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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare %struct.pr2 @__enzyme_autodiff_pr2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rbf(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fneg double %19
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = fsub double %22, 1.500000e+00
  %24 = fmul double %20, %23
  %25 = load i32, ptr %8, align 4
  %26 = sitofp i32 %25 to double
  %27 = fsub double %26, 1.500000e+00
  %28 = fmul double %24, %27
  %29 = call double @exp(double noundef %28) #7
  %30 = load double, ptr %7, align 8
  %31 = call double @llvm.fmuladd.f64(double %18, double %29, double %30)
  store double %31, ptr %7, align 8
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !8

35:                                               ; preds = %9
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %7, align 8
  %38 = load double, ptr %5, align 8
  %39 = call double @llvm.fmuladd.f64(double %36, double %37, double %38)
  ret double %39
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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
