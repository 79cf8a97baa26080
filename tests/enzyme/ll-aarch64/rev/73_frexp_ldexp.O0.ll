; ModuleID = 'rev/73_frexp_ldexp.c'
source_filename = "rev/73_frexp_ldexp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double -2.200000e+00], align 8
@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double %6, double 5.000000e-01)
  %8 = call double @frexp(double noundef %7, ptr noundef %3) #5
  store double %8, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  %12 = sitofp i32 %11 to double
  %13 = load double, ptr %2, align 8
  %14 = call double @sin(double noundef %13) #5
  %15 = call double @ldexp(double noundef %14, i32 noundef 3) #5
  %16 = call double @llvm.fmuladd.f64(double %9, double %12, double %15)
  ret double %16
}

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %42, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %45

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  store double %15, ptr %5, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %6, align 8
  %16 = load double, ptr %5, align 8
  %17 = load double, ptr %6, align 8
  %18 = fadd double %16, %17
  %19 = call double @f(double noundef %18)
  %20 = load double, ptr %5, align 8
  %21 = load double, ptr %6, align 8
  %22 = fsub double %20, %21
  %23 = call double @f(double noundef %22)
  %24 = fsub double %19, %23
  %25 = load double, ptr %6, align 8
  %26 = fmul double 2.000000e+00, %25
  %27 = fdiv double %24, %26
  store double %27, ptr %7, align 8
  %28 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %29 = load double, ptr %5, align 8
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %28, i64 noundef 32, ptr noundef @.str, double noundef %29) #5
  %31 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %32 = load double, ptr %5, align 8
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %32)
  %34 = load double, ptr %7, align 8
  call void @check(ptr noundef %31, double noundef %33, double noundef %34)
  %35 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %36 = load double, ptr %5, align 8
  %37 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %35, i64 noundef 32, ptr noundef @.str.1, double noundef %36) #5
  %38 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %39 = load double, ptr %5, align 8
  %40 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, double noundef %39, double noundef 1.000000e+00)
  %41 = load double, ptr %7, align 8
  call void @check(ptr noundef %38, double noundef %40, double noundef %41)
  br label %42

42:                                               ; preds = %11
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %8, !llvm.loop !6

45:                                               ; preds = %8
  %46 = load i32, ptr @fails, align 4
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, ptr @.str.3, ptr @.str.4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %49)
  %51 = load i32, ptr @fails, align 4
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  ret i32 %53
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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

declare double @__enzyme_autodiff(ptr noundef, ...) #4

declare double @__enzyme_fwddiff(ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
