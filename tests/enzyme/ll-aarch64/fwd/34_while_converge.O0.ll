; ModuleID = 'fwd/34_while_converge.c'
source_filename = "fwd/34_while_converge.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -1.500000e+00, double 4.000000e-01, double 2.200000e+00], align 8
@.str = private unnamed_addr constant [15 x i8] c"taylor_exp @%g\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"taylor_exp @%g = exp\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"dagm/da\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"dagm/db\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca [3 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %38, %0
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %41

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  store double %15, ptr %6, align 8
  %16 = load double, ptr %6, align 8
  %17 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @taylor_exp, double noundef %16, double noundef 1.000000e+00)
  store double %17, ptr %7, align 8
  %18 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %19 = load double, ptr %6, align 8
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %18, i64 noundef 32, ptr noundef @.str, double noundef %19) #5
  %21 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %22 = load double, ptr %7, align 8
  %23 = load double, ptr %6, align 8
  %24 = fadd double %23, 1.000000e-05
  %25 = call double @taylor_exp(double noundef %24)
  %26 = load double, ptr %6, align 8
  %27 = fsub double %26, 1.000000e-05
  %28 = call double @taylor_exp(double noundef %27)
  %29 = fsub double %25, %28
  %30 = fdiv double %29, 2.000000e-05
  call void @check(ptr noundef %21, double noundef %22, double noundef %30)
  %31 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %32 = load double, ptr %6, align 8
  %33 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %31, i64 noundef 32, ptr noundef @.str.1, double noundef %32) #5
  %34 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %35 = load double, ptr %7, align 8
  %36 = load double, ptr %6, align 8
  %37 = call double @exp(double noundef %36) #5
  call void @check(ptr noundef %34, double noundef %35, double noundef %37)
  br label %38

38:                                               ; preds = %11
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %8, !llvm.loop !6

41:                                               ; preds = %8
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @agm, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 3.000000e+00, double noundef 0.000000e+00)
  %43 = call double @agm(double noundef 1.000010e+00, double noundef 3.000000e+00)
  %44 = call double @agm(double noundef 9.999900e-01, double noundef 3.000000e+00)
  %45 = fsub double %43, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %42, double noundef %46)
  %47 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @agm, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 3.000000e+00, double noundef 1.000000e+00)
  %48 = call double @agm(double noundef 1.000000e+00, double noundef 3.000010e+00)
  %49 = call double @agm(double noundef 1.000000e+00, double noundef 2.999990e+00)
  %50 = fsub double %48, %49
  %51 = fdiv double %50, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %47, double noundef %51)
  %52 = load i32, ptr @fails, align 4
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i64
  %55 = select i1 %53, ptr @.str.5, ptr @.str.6
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %55)
  %57 = load i32, ptr @fails, align 4
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  ret i32 %59
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @taylor_exp(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %13, %1
  %7 = load double, ptr %4, align 8
  %8 = call double @llvm.fabs.f64(double %7)
  %9 = load double, ptr %3, align 8
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = fmul double 1.000000e-17, %10
  %12 = fcmp ogt double %8, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = load double, ptr %2, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv double %14, %16
  %18 = load double, ptr %4, align 8
  %19 = fmul double %18, %17
  store double %19, ptr %4, align 8
  %20 = load double, ptr %4, align 8
  %21 = load double, ptr %3, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %3, align 8
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %6, !llvm.loop !8

25:                                               ; preds = %6
  %26 = load double, ptr %3, align 8
  ret double %26
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

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @agm(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  br label %6

6:                                                ; preds = %14, %2
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %4, align 8
  %9 = fsub double %7, %8
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = load double, ptr %3, align 8
  %12 = fmul double 1.000000e-15, %11
  %13 = fcmp ogt double %10, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %6
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fadd double %15, %16
  %18 = fmul double 5.000000e-01, %17
  store double %18, ptr %5, align 8
  %19 = load double, ptr %3, align 8
  %20 = load double, ptr %4, align 8
  %21 = fmul double %19, %20
  %22 = call double @sqrt(double noundef %21) #5
  store double %22, ptr %4, align 8
  %23 = load double, ptr %5, align 8
  store double %23, ptr %3, align 8
  br label %6, !llvm.loop !9

24:                                               ; preds = %6
  %25 = load double, ptr %3, align 8
  ret double %25
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
