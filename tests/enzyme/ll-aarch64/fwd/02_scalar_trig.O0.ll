; ModuleID = 'fwd/02_scalar_trig.c'
source_filename = "fwd/02_scalar_trig.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -9.000000e-01, double 3.500000e-01, double 2.400000e+00], align 8
@.str = private unnamed_addr constant [17 x i8] c"sin*cos+tanh @%g\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"tanh @%g\00", align 1
@__const.main.pts = private unnamed_addr constant [4 x [2 x double]] [[2 x double] [double 5.000000e-01, double 1.200000e+00], [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], [2 x double] [double -1.100000e+00, double -3.000000e-01], [2 x double] [double -6.000000e-01, double 2.000000e+00]], align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"datan2/dy (%g,%g)\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"datan2/dx (%g,%g)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dhypot/da\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"dhypot/db\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [64 x i8], align 1
  %4 = alloca [3 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca [4 x [2 x double]], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %49, %0
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 3
  br i1 %15, label %16, label %52

16:                                               ; preds = %13
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  store double %20, ptr %6, align 8
  %21 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %22 = load double, ptr %6, align 8
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %21, i64 noundef 64, ptr noundef @.str, double noundef %22) #5
  %24 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %25 = load double, ptr %6, align 8
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_sc, double noundef %25, double noundef 1.000000e+00)
  %27 = load double, ptr %6, align 8
  %28 = fadd double %27, 1.000000e-05
  %29 = call double @f_sc(double noundef %28)
  %30 = load double, ptr %6, align 8
  %31 = fsub double %30, 1.000000e-05
  %32 = call double @f_sc(double noundef %31)
  %33 = fsub double %29, %32
  %34 = fdiv double %33, 2.000000e-05
  call void @check(ptr noundef %24, double noundef %26, double noundef %34)
  %35 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %36 = load double, ptr %6, align 8
  %37 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %35, i64 noundef 64, ptr noundef @.str.1, double noundef %36) #5
  %38 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %39 = load double, ptr %6, align 8
  %40 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_tanh, double noundef %39, double noundef 1.000000e+00)
  %41 = load double, ptr %6, align 8
  %42 = fadd double %41, 1.000000e-05
  %43 = call double @f_tanh(double noundef %42)
  %44 = load double, ptr %6, align 8
  %45 = fsub double %44, 1.000000e-05
  %46 = call double @f_tanh(double noundef %45)
  %47 = fsub double %43, %46
  %48 = fdiv double %47, 2.000000e-05
  call void @check(ptr noundef %38, double noundef %40, double noundef %48)
  br label %49

49:                                               ; preds = %16
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %13, !llvm.loop !6

52:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.pts, i64 64, i1 false)
  store i32 0, ptr %8, align 4
  br label %53

53:                                               ; preds = %105, %52
  %54 = load i32, ptr %8, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %56, label %108

56:                                               ; preds = %53
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x [2 x double]], ptr %7, i64 0, i64 %58
  %60 = getelementptr inbounds [2 x double], ptr %59, i64 0, i64 0
  %61 = load double, ptr %60, align 8
  store double %61, ptr %9, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x [2 x double]], ptr %7, i64 0, i64 %63
  %65 = getelementptr inbounds [2 x double], ptr %64, i64 0, i64 1
  %66 = load double, ptr %65, align 8
  store double %66, ptr %10, align 8
  %67 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %68 = load double, ptr %9, align 8
  %69 = load double, ptr %10, align 8
  %70 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %67, i64 noundef 64, ptr noundef @.str.2, double noundef %68, double noundef %69) #5
  %71 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %72 = load double, ptr %9, align 8
  %73 = load i32, ptr @enzyme_const, align 4
  %74 = load double, ptr %10, align 8
  %75 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_at, double noundef %72, double noundef 1.000000e+00, i32 noundef %73, double noundef %74)
  %76 = load double, ptr %9, align 8
  %77 = fadd double %76, 1.000000e-05
  %78 = load double, ptr %10, align 8
  %79 = call double @f_at(double noundef %77, double noundef %78)
  %80 = load double, ptr %9, align 8
  %81 = fsub double %80, 1.000000e-05
  %82 = load double, ptr %10, align 8
  %83 = call double @f_at(double noundef %81, double noundef %82)
  %84 = fsub double %79, %83
  %85 = fdiv double %84, 2.000000e-05
  call void @check(ptr noundef %71, double noundef %75, double noundef %85)
  %86 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %87 = load double, ptr %9, align 8
  %88 = load double, ptr %10, align 8
  %89 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %86, i64 noundef 64, ptr noundef @.str.3, double noundef %87, double noundef %88) #5
  %90 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = load double, ptr %9, align 8
  %93 = load double, ptr %10, align 8
  %94 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_at, i32 noundef %91, double noundef %92, double noundef %93, double noundef 1.000000e+00)
  %95 = load double, ptr %9, align 8
  %96 = load double, ptr %10, align 8
  %97 = fadd double %96, 1.000000e-05
  %98 = call double @f_at(double noundef %95, double noundef %97)
  %99 = load double, ptr %9, align 8
  %100 = load double, ptr %10, align 8
  %101 = fsub double %100, 1.000000e-05
  %102 = call double @f_at(double noundef %99, double noundef %101)
  %103 = fsub double %98, %102
  %104 = fdiv double %103, 2.000000e-05
  call void @check(ptr noundef %90, double noundef %94, double noundef %104)
  br label %105

105:                                              ; preds = %56
  %106 = load i32, ptr %8, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %8, align 4
  br label %53, !llvm.loop !8

108:                                              ; preds = %53
  store double 1.300000e+00, ptr %11, align 8
  store double -8.000000e-01, ptr %12, align 8
  %109 = load double, ptr %11, align 8
  %110 = load double, ptr %12, align 8
  %111 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_hy, double noundef %109, double noundef 1.000000e+00, double noundef %110, double noundef 0.000000e+00)
  %112 = load double, ptr %11, align 8
  %113 = fadd double %112, 1.000000e-05
  %114 = load double, ptr %12, align 8
  %115 = call double @f_hy(double noundef %113, double noundef %114)
  %116 = load double, ptr %11, align 8
  %117 = fsub double %116, 1.000000e-05
  %118 = load double, ptr %12, align 8
  %119 = call double @f_hy(double noundef %117, double noundef %118)
  %120 = fsub double %115, %119
  %121 = fdiv double %120, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %111, double noundef %121)
  %122 = load double, ptr %11, align 8
  %123 = load double, ptr %12, align 8
  %124 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_hy, double noundef %122, double noundef 0.000000e+00, double noundef %123, double noundef 1.000000e+00)
  %125 = load double, ptr %11, align 8
  %126 = load double, ptr %12, align 8
  %127 = fadd double %126, 1.000000e-05
  %128 = call double @f_hy(double noundef %125, double noundef %127)
  %129 = load double, ptr %11, align 8
  %130 = load double, ptr %12, align 8
  %131 = fsub double %130, 1.000000e-05
  %132 = call double @f_hy(double noundef %129, double noundef %131)
  %133 = fsub double %128, %132
  %134 = fdiv double %133, 2.000000e-05
  call void @check(ptr noundef @.str.5, double noundef %124, double noundef %134)
  %135 = load i32, ptr @fails, align 4
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, ptr @.str.7, ptr @.str.8
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %138)
  %140 = load i32, ptr @fails, align 4
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i32
  ret i32 %142
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_sc(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = fmul double 2.000000e+00, %5
  %7 = call double @cos(double noundef %6) #5
  %8 = load double, ptr %2, align 8
  %9 = fdiv double %8, 2.000000e+00
  %10 = call double @tanh(double noundef %9) #5
  %11 = call double @llvm.fmuladd.f64(double %4, double %7, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_tanh(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e+00, %3
  %5 = call double @tanh(double noundef %4) #5
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = call double @tanh(double noundef %7) #5
  %9 = fneg double %6
  %10 = call double @llvm.fmuladd.f64(double %9, double %8, double %5)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_at(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @atan2(double noundef %5, double noundef %6) #5
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_hy(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @hypot(double noundef %5, double noundef %6) #5
  %8 = load double, ptr %3, align 8
  %9 = call double @sin(double noundef %8) #5
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  %13 = call double @cos(double noundef %12) #5
  %14 = call double @llvm.fmuladd.f64(double %7, double %9, double %13)
  ret double %14
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
