; ModuleID = 'fwd/04_scalar_nonsmooth.c'
source_filename = "fwd/04_scalar_nonsmooth.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [4 x double] [double -1.600000e+00, double -4.000000e-01, double 5.000000e-01, double 1.900000e+00], align 8
@.str = private unnamed_addr constant [9 x i8] c"fabs @%g\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"erf @%g\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x [2 x double]] [[2 x double] [double 1.200000e+00, double 9.000000e-01], [2 x double] [double 5.000000e-01, double 1.000000e+00]], align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"fmin . (1,0.5) @%d\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"fmax . (1,0.5) @%d\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [64 x i8], align 1
  %4 = alloca [4 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca [2 x [2 x double]], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.xs, i64 32, i1 false)
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %47, %0
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %50

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  store double %18, ptr %6, align 8
  %19 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %20 = load double, ptr %6, align 8
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef 64, ptr noundef @.str, double noundef %20) #5
  %22 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %23 = load double, ptr %6, align 8
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_abs, double noundef %23, double noundef 1.000000e+00)
  %25 = load double, ptr %6, align 8
  %26 = fadd double %25, 1.000000e-05
  %27 = call double @f_abs(double noundef %26)
  %28 = load double, ptr %6, align 8
  %29 = fsub double %28, 1.000000e-05
  %30 = call double @f_abs(double noundef %29)
  %31 = fsub double %27, %30
  %32 = fdiv double %31, 2.000000e-05
  call void @check(ptr noundef %22, double noundef %24, double noundef %32)
  %33 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %34 = load double, ptr %6, align 8
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %33, i64 noundef 64, ptr noundef @.str.1, double noundef %34) #5
  %36 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %37 = load double, ptr %6, align 8
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_erf, double noundef %37, double noundef 1.000000e+00)
  %39 = load double, ptr %6, align 8
  %40 = fadd double %39, 1.000000e-05
  %41 = call double @f_erf(double noundef %40)
  %42 = load double, ptr %6, align 8
  %43 = fsub double %42, 1.000000e-05
  %44 = call double @f_erf(double noundef %43)
  %45 = fsub double %41, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @check(ptr noundef %36, double noundef %38, double noundef %46)
  br label %47

47:                                               ; preds = %14
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %11, !llvm.loop !6

50:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.ab, i64 32, i1 false)
  store i32 0, ptr %8, align 4
  br label %51

51:                                               ; preds = %103, %50
  %52 = load i32, ptr %8, align 4
  %53 = icmp slt i32 %52, 2
  br i1 %53, label %54, label %106

54:                                               ; preds = %51
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x [2 x double]], ptr %7, i64 0, i64 %56
  %58 = getelementptr inbounds [2 x double], ptr %57, i64 0, i64 0
  %59 = load double, ptr %58, align 8
  store double %59, ptr %9, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [2 x [2 x double]], ptr %7, i64 0, i64 %61
  %63 = getelementptr inbounds [2 x double], ptr %62, i64 0, i64 1
  %64 = load double, ptr %63, align 8
  store double %64, ptr %10, align 8
  %65 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %66 = load i32, ptr %8, align 4
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %65, i64 noundef 64, ptr noundef @.str.2, i32 noundef %66) #5
  %68 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %69 = load double, ptr %9, align 8
  %70 = load double, ptr %10, align 8
  %71 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_min, double noundef %69, double noundef 1.000000e+00, double noundef %70, double noundef 5.000000e-01)
  %72 = load double, ptr %9, align 8
  %73 = fadd double %72, 1.000000e-05
  %74 = load double, ptr %10, align 8
  %75 = fadd double %74, 5.000000e-06
  %76 = call double @f_min(double noundef %73, double noundef %75)
  %77 = load double, ptr %9, align 8
  %78 = fsub double %77, 1.000000e-05
  %79 = load double, ptr %10, align 8
  %80 = fsub double %79, 5.000000e-06
  %81 = call double @f_min(double noundef %78, double noundef %80)
  %82 = fsub double %76, %81
  %83 = fdiv double %82, 2.000000e-05
  call void @check(ptr noundef %68, double noundef %71, double noundef %83)
  %84 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %85 = load i32, ptr %8, align 4
  %86 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef 64, ptr noundef @.str.3, i32 noundef %85) #5
  %87 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %88 = load double, ptr %9, align 8
  %89 = load double, ptr %10, align 8
  %90 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_max, double noundef %88, double noundef 1.000000e+00, double noundef %89, double noundef 5.000000e-01)
  %91 = load double, ptr %9, align 8
  %92 = fadd double %91, 1.000000e-05
  %93 = load double, ptr %10, align 8
  %94 = fadd double %93, 5.000000e-06
  %95 = call double @f_max(double noundef %92, double noundef %94)
  %96 = load double, ptr %9, align 8
  %97 = fsub double %96, 1.000000e-05
  %98 = load double, ptr %10, align 8
  %99 = fsub double %98, 5.000000e-06
  %100 = call double @f_max(double noundef %97, double noundef %99)
  %101 = fsub double %95, %100
  %102 = fdiv double %101, 2.000000e-05
  call void @check(ptr noundef %87, double noundef %90, double noundef %102)
  br label %103

103:                                              ; preds = %54
  %104 = load i32, ptr %8, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %8, align 4
  br label %51, !llvm.loop !8

106:                                              ; preds = %51
  %107 = load i32, ptr @fails, align 4
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i64
  %110 = select i1 %108, ptr @.str.5, ptr @.str.6
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %110)
  %112 = load i32, ptr @fails, align 4
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  ret i32 %114
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_abs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = fneg double %7
  %9 = call double @llvm.fmuladd.f64(double %5, double %6, double %8)
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = load double, ptr %2, align 8
  %12 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %11, double %10)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_erf(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @erf(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fmul double 5.000000e-01, %6
  %8 = call double @erf(double noundef %7) #5
  %9 = call double @llvm.fmuladd.f64(double %5, double %8, double %4)
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_min(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = fmul double 3.000000e+00, %8
  %10 = call double @llvm.minnum.f64(double %7, double %9)
  %11 = load double, ptr %3, align 8
  %12 = fadd double %10, %11
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_max(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @llvm.maxnum.f64(double %6, double %9)
  %11 = fmul double %10, 2.000000e+00
  ret double %11
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @erf(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #2

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
