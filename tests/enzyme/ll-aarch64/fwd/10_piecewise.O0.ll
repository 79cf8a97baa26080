; ModuleID = 'fwd/10_piecewise.c'
source_filename = "fwd/10_piecewise.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"piece @%g\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"choose mode=%d\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"early @0.9\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"early @0.3\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [48 x i8], align 1
  %4 = alloca [6 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 48, i1 false)
  %8 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 0
  store double -2.200000e+00, ptr %8, align 8
  %9 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 1
  store double -1.300000e+00, ptr %9, align 8
  %10 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 2
  store double -4.000000e-01, ptr %10, align 8
  %11 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 3
  store double 3.000000e-01, ptr %11, align 8
  %12 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 4
  store double 1.400000e+00, ptr %12, align 8
  %13 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 5
  store double 3.100000e+00, ptr %13, align 8
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %36, %0
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 6
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %6, align 8
  %22 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %23 = load double, ptr %6, align 8
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %22, i64 noundef 48, ptr noundef @.str, double noundef %23) #5
  %25 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %26 = load double, ptr %6, align 8
  %27 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @piece, double noundef %26, double noundef 1.000000e+00)
  %28 = load double, ptr %6, align 8
  %29 = fadd double %28, 1.000000e-05
  %30 = call double @piece(double noundef %29)
  %31 = load double, ptr %6, align 8
  %32 = fsub double %31, 1.000000e-05
  %33 = call double @piece(double noundef %32)
  %34 = fsub double %30, %33
  %35 = fdiv double %34, 2.000000e-05
  call void @check(ptr noundef %25, double noundef %27, double noundef %35)
  br label %36

36:                                               ; preds = %17
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %14, !llvm.loop !6

39:                                               ; preds = %14
  store i32 -1, ptr %7, align 4
  br label %40

40:                                               ; preds = %57, %39
  %41 = load i32, ptr %7, align 4
  %42 = icmp sle i32 %41, 1
  br i1 %42, label %43, label %60

43:                                               ; preds = %40
  %44 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %45 = load i32, ptr %7, align 4
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %44, i64 noundef 48, ptr noundef @.str.1, i32 noundef %45) #5
  %47 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr %7, align 4
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @choose, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef %48, i32 noundef %49)
  %51 = load i32, ptr %7, align 4
  %52 = call double @choose(double noundef 1.700010e+00, i32 noundef %51)
  %53 = load i32, ptr %7, align 4
  %54 = call double @choose(double noundef 1.699990e+00, i32 noundef %53)
  %55 = fsub double %52, %54
  %56 = fdiv double %55, 2.000000e-05
  call void @check(ptr noundef %47, double noundef %50, double noundef %56)
  br label %57

57:                                               ; preds = %43
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 2
  store i32 %59, ptr %7, align 4
  br label %40, !llvm.loop !8

60:                                               ; preds = %40
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @early, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %62 = call double @early(double noundef 0x3FECCCE1C58255B0)
  %63 = call double @early(double noundef 0x3FECCCB7D41743EA)
  %64 = fsub double %62, %63
  %65 = fdiv double %64, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %61, double noundef %65)
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @early, double noundef 3.000000e-01, double noundef 1.000000e+00)
  %67 = call double @early(double noundef 3.000100e-01)
  %68 = call double @early(double noundef 2.999900e-01)
  %69 = fsub double %67, %68
  %70 = fdiv double %69, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %66, double noundef %70)
  %71 = load i32, ptr @fails, align 4
  %72 = icmp ne i32 %71, 0
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, ptr @.str.5, ptr @.str.6
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %74)
  %76 = load i32, ptr @fails, align 4
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  ret i32 %78
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
define internal double @piece(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fcmp olt double %4, -1.000000e+00
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load double, ptr %3, align 8
  %8 = fneg double %7
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %2, align 8
  br label %36

11:                                               ; preds = %1
  %12 = load double, ptr %3, align 8
  %13 = fcmp olt double %12, 5.000000e-01
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load double, ptr %3, align 8
  %16 = fmul double 3.000000e+00, %15
  %17 = call double @sin(double noundef %16) #5
  store double %17, ptr %2, align 8
  br label %36

18:                                               ; preds = %11
  %19 = load double, ptr %3, align 8
  %20 = fcmp olt double %19, 2.000000e+00
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load double, ptr %3, align 8
  %23 = call double @exp(double noundef %22) #5
  %24 = load double, ptr %3, align 8
  %25 = fadd double 1.000000e+00, %24
  %26 = fdiv double %23, %25
  store double %26, ptr %2, align 8
  br label %36

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28
  %30 = load double, ptr %3, align 8
  %31 = call double @log(double noundef %30) #5
  %32 = load double, ptr %3, align 8
  %33 = fmul double %31, %32
  %34 = load double, ptr %3, align 8
  %35 = fmul double %33, %34
  store double %35, ptr %2, align 8
  br label %36

36:                                               ; preds = %29, %21, %14, %6
  %37 = load double, ptr %2, align 8
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @choose(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %3, align 8
  %12 = fmul double %10, %11
  br label %16

13:                                               ; preds = %2
  %14 = load double, ptr %3, align 8
  %15 = fdiv double 1.000000e+00, %14
  br label %16

16:                                               ; preds = %13, %7
  %17 = phi double [ %12, %7 ], [ %15, %13 ]
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @early(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  store double %5, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 100
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %3, align 8
  %12 = call double @sin(double noundef %11) #5
  %13 = fmul double 1.000000e-01, %12
  %14 = call double @llvm.fmuladd.f64(double %10, double 1.300000e+00, double %13)
  store double %14, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = fcmp ogt double %15, 5.000000e+01
  br i1 %16, label %17, label %18

17:                                               ; preds = %9
  br label %22

18:                                               ; preds = %9
  br label %19

19:                                               ; preds = %18
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !9

22:                                               ; preds = %17, %6
  %23 = load double, ptr %3, align 8
  ret double %23
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!9 = distinct !{!9, !7}
