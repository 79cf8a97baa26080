; ModuleID = 'fwd/32_horner.c'
source_filename = "fwd/32_horner.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.c = private unnamed_addr constant [7 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e+00, double -1.500000e+00, double 2.500000e-01, double 8.000000e-01], align 8
@.str = private unnamed_addr constant [10 x i8] c"horner dx\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"horner dc\00", align 1
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"horner dc+dx\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"horner2 dx\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"clenshaw dx\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"clenshaw dc\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [7 x double], align 8
  %4 = alloca [7 x double], align 8
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.c, i64 56, i1 false)
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %43, %0
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %46

12:                                               ; preds = %9
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to double
  %15 = call double @llvm.fmuladd.f64(double -1.000000e-01, double %14, double 3.000000e-01)
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %17
  store double %15, ptr %18, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %26, double %22)
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %38, double %34)
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %41
  store double %39, ptr %42, align 8
  br label %43

43:                                               ; preds = %12
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %9, !llvm.loop !6

46:                                               ; preds = %9
  store double 8.500000e-01, ptr %8, align 8
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %49 = load double, ptr %8, align 8
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @horner, i32 noundef %47, ptr noundef %48, i32 noundef 7, double noundef %49, double noundef 1.000000e+00)
  %51 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %52 = load double, ptr %8, align 8
  %53 = fadd double %52, 1.000000e-05
  %54 = call double @horner(ptr noundef %51, i32 noundef 7, double noundef %53)
  %55 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %56 = load double, ptr %8, align 8
  %57 = fsub double %56, 1.000000e-05
  %58 = call double @horner(ptr noundef %55, i32 noundef 7, double noundef %57)
  %59 = fsub double %54, %58
  %60 = fdiv double %59, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %50, double noundef %60)
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %63 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %64 = load i32, ptr @enzyme_const, align 4
  %65 = load double, ptr %8, align 8
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @horner, i32 noundef %61, ptr noundef %62, ptr noundef %63, i32 noundef 7, i32 noundef %64, double noundef %65)
  %67 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %68 = load double, ptr %8, align 8
  %69 = call double @horner(ptr noundef %67, i32 noundef 7, double noundef %68)
  %70 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %71 = load double, ptr %8, align 8
  %72 = call double @horner(ptr noundef %70, i32 noundef 7, double noundef %71)
  %73 = fsub double %69, %72
  %74 = fdiv double %73, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %66, double noundef %74)
  %75 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %76 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %77 = load double, ptr %8, align 8
  %78 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @horner, ptr noundef %75, ptr noundef %76, i32 noundef 7, double noundef %77, double noundef -5.000000e-01)
  %79 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %80 = load double, ptr %8, align 8
  %81 = fsub double %80, 5.000000e-06
  %82 = call double @horner(ptr noundef %79, i32 noundef 7, double noundef %81)
  %83 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %84 = load double, ptr %8, align 8
  %85 = fadd double %84, 5.000000e-06
  %86 = call double @horner(ptr noundef %83, i32 noundef 7, double noundef %85)
  %87 = fsub double %82, %86
  %88 = fdiv double %87, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %78, double noundef %88)
  %89 = load i32, ptr @enzyme_const, align 4
  %90 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %91 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @horner2, i32 noundef %89, ptr noundef %90, i32 noundef 7, double noundef -1.200000e+00, double noundef 1.000000e+00)
  %92 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %93 = call double @horner2(ptr noundef %92, i32 noundef 7, double noundef -1.199990e+00)
  %94 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %95 = call double @horner2(ptr noundef %94, i32 noundef 7, double noundef -1.200010e+00)
  %96 = fsub double %93, %95
  %97 = fdiv double %96, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %91, double noundef %97)
  %98 = load i32, ptr @enzyme_const, align 4
  %99 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %100 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @clenshaw, i32 noundef %98, ptr noundef %99, i32 noundef 7, double noundef 4.000000e-01, double noundef 1.000000e+00)
  %101 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %102 = call double @clenshaw(ptr noundef %101, i32 noundef 7, double noundef 0x3FD999C38B04AB61)
  %103 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %104 = call double @clenshaw(ptr noundef %103, i32 noundef 7, double noundef 3.999900e-01)
  %105 = fsub double %102, %104
  %106 = fdiv double %105, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %100, double noundef %106)
  %107 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %108 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %109 = load i32, ptr @enzyme_const, align 4
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @clenshaw, ptr noundef %107, ptr noundef %108, i32 noundef 7, i32 noundef %109, double noundef 4.000000e-01)
  %111 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %112 = call double @clenshaw(ptr noundef %111, i32 noundef 7, double noundef 4.000000e-01)
  %113 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %114 = call double @clenshaw(ptr noundef %113, i32 noundef 7, double noundef 4.000000e-01)
  %115 = fsub double %112, %114
  %116 = fdiv double %115, 2.000000e-05
  call void @check(ptr noundef @.str.5, double noundef %110, double noundef %116)
  %117 = load i32, ptr @fails, align 4
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i64
  %120 = select i1 %118, ptr @.str.7, ptr @.str.8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %120)
  %122 = load i32, ptr @fails, align 4
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i32
  ret i32 %124
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %9, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %7, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 2
  store i32 %16, ptr %8, align 4
  br label %17

17:                                               ; preds = %29, %3
  %18 = load i32, ptr %8, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load double, ptr %7, align 8
  %22 = load double, ptr %6, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %22, double %27)
  store double %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %8, align 4
  br label %17, !llvm.loop !8

32:                                               ; preds = %17
  %33 = load double, ptr %7, align 8
  ret double %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner2(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %10, i64 %13
  %15 = load double, ptr %14, align 8
  store double %15, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 2
  store i32 %17, ptr %9, align 4
  br label %18

18:                                               ; preds = %34, %3
  %19 = load i32, ptr %9, align 4
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load double, ptr %8, align 8
  %23 = load double, ptr %6, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %22, double %23, double %24)
  store double %25, ptr %8, align 8
  %26 = load double, ptr %7, align 8
  %27 = load double, ptr %6, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @llvm.fmuladd.f64(double %26, double %27, double %32)
  store double %33, ptr %7, align 8
  br label %34

34:                                               ; preds = %21
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %9, align 4
  br label %18, !llvm.loop !9

37:                                               ; preds = %18
  %38 = load double, ptr %7, align 8
  %39 = load double, ptr %8, align 8
  %40 = fadd double %38, %39
  ret double %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @clenshaw(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  store i32 %12, ptr %9, align 4
  br label %13

13:                                               ; preds = %31, %3
  %14 = load i32, ptr %9, align 4
  %15 = icmp sge i32 %14, 1
  br i1 %15, label %16, label %34

16:                                               ; preds = %13
  %17 = load double, ptr %6, align 8
  %18 = fmul double 2.000000e+00, %17
  %19 = load double, ptr %7, align 8
  %20 = load double, ptr %8, align 8
  %21 = fneg double %20
  %22 = call double @llvm.fmuladd.f64(double %18, double %19, double %21)
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fadd double %22, %27
  store double %28, ptr %10, align 8
  %29 = load double, ptr %7, align 8
  store double %29, ptr %8, align 8
  %30 = load double, ptr %10, align 8
  store double %30, ptr %7, align 8
  br label %31

31:                                               ; preds = %16
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %9, align 4
  br label %13, !llvm.loop !10

34:                                               ; preds = %13
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %8, align 8
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %35, double %36, double %38)
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds double, ptr %40, i64 0
  %42 = load double, ptr %41, align 8
  %43 = fadd double %39, %42
  ret double %43
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
