; ModuleID = 'fwd/45_fwdsplit.c'
source_filename = "fwd/45_fwdsplit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"scalar d/dx\00", align 1
@enzyme_const = external global i32, align 4
@__const.main.v = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00], align 8
@__const.main.t = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01], align 8
@.str.1 = private unnamed_addr constant [14 x i8] c"array along t\00", align 1
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @scalar(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = call double @llvm.fmuladd.f64(double %8, double %9, double %10)
  %12 = call double @log(double noundef %11) #5
  %13 = call double @llvm.fmuladd.f64(double %6, double %7, double %12)
  ret double %13
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sumsq(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fmul double %16, %21
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  %25 = sitofp i32 %24 to double
  %26 = load double, ptr %5, align 8
  %27 = call double @llvm.fmuladd.f64(double %22, double %25, double %26)
  store double %27, ptr %5, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %7, !llvm.loop !6

31:                                               ; preds = %7
  %32 = load double, ptr %5, align 8
  %33 = call double @sqrt(double noundef %32) #5
  ret double %33
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 8.000000e-01, ptr %3, align 8
  store double 1.700000e+00, ptr %4, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef @scalar, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %10, double noundef 1.700000e+00, ptr noundef null)
  %12 = call double @scalar(double noundef 0x3FE9999BB2788DB1, double noundef 1.700000e+00)
  %13 = call double @scalar(double noundef 7.999990e-01, double noundef 1.700000e+00)
  %14 = fsub double %12, %13
  %15 = fdiv double %14, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %11, double noundef %15)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.v, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.t, i64 24, i1 false)
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %44, %0
  %17 = load i32, ptr %9, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %47

19:                                               ; preds = %16
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %27, double %23)
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %39, double %35)
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %42
  store double %40, ptr %43, align 8
  br label %44

44:                                               ; preds = %19
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %16, !llvm.loop !8

47:                                               ; preds = %16
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %50 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %51 = load i32, ptr @enzyme_const, align 4
  %52 = call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef @sumsq, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, i32 noundef 3, ptr noundef null)
  %53 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %54 = call double @sumsq(ptr noundef %53, i32 noundef 3)
  %55 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %56 = call double @sumsq(ptr noundef %55, i32 noundef 3)
  %57 = fsub double %54, %56
  %58 = fdiv double %57, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %52, double noundef %58)
  %59 = load i32, ptr @fails, align 4
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, ptr @.str.3, ptr @.str.4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %62)
  %64 = load i32, ptr @fails, align 4
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  ret i32 %66
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

declare double @__enzyme_fwdsplit(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
