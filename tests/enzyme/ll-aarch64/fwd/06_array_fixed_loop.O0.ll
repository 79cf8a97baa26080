; ModuleID = 'fwd/06_array_fixed_loop.c'
source_filename = "fwd/06_array_fixed_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [5 x i8] c"wsum\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"prefix[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca [8 x double], align 8
  %11 = alloca [32 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %55, %0
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %58

17:                                               ; preds = %14
  %18 = load i32, ptr %7, align 4
  %19 = sitofp i32 %18 to double
  %20 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %19, double -8.000000e-01)
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %22
  store double %20, ptr %23, align 8
  %24 = load i32, ptr %7, align 4
  %25 = srem i32 %24, 3
  %26 = sitofp i32 %25 to double
  %27 = fsub double %26, 0x3FE6666666666666
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %38, double %34)
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %50, double %46)
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %53
  store double %51, ptr %54, align 8
  br label %55

55:                                               ; preds = %17
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %14, !llvm.loop !6

58:                                               ; preds = %14
  %59 = load i32, ptr @enzyme_dup, align 4
  %60 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %61 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %62 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @wsum, i32 noundef %59, ptr noundef %60, ptr noundef %61)
  store double %62, ptr %8, align 8
  %63 = load double, ptr %8, align 8
  %64 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %65 = call double @wsum(ptr noundef %64)
  %66 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %67 = call double @wsum(ptr noundef %66)
  %68 = fsub double %65, %67
  %69 = fdiv double %68, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %63, double noundef %69)
  %70 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 0
  %71 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %70, ptr align 8 %71, i64 64, i1 false)
  %72 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %73 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %72, ptr align 8 %73, i64 64, i1 false)
  %74 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 0
  %75 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %76 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @prefix, ptr noundef %74, ptr noundef %75)
  %77 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  call void @prefix(ptr noundef %77)
  %78 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @prefix(ptr noundef %78)
  store i32 0, ptr %12, align 4
  br label %79

79:                                               ; preds = %107, %58
  %80 = load i32, ptr %12, align 4
  %81 = icmp slt i32 %80, 8
  br i1 %81, label %82, label %110

82:                                               ; preds = %79
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = fsub double %86, %90
  %92 = fdiv double %91, 2.000000e-05
  store double %92, ptr %13, align 8
  %93 = load double, ptr %13, align 8
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = fcmp olt double %94, 0x3EB0C6F7A0B5ED8D
  br i1 %95, label %96, label %97

96:                                               ; preds = %82
  br label %107

97:                                               ; preds = %82
  %98 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %99 = load i32, ptr %12, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 32, ptr noundef @.str.1, i32 noundef %99) #5
  %101 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %102 = load i32, ptr %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load double, ptr %13, align 8
  call void @check(ptr noundef %101, double noundef %105, double noundef %106)
  br label %107

107:                                              ; preds = %97, %96
  %108 = load i32, ptr %12, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %12, align 4
  br label %79, !llvm.loop !8

110:                                              ; preds = %79
  %111 = load i32, ptr @fails, align 4
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i64
  %114 = select i1 %112, ptr @.str.3, ptr @.str.4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %114)
  %116 = load i32, ptr @fails, align 4
  %117 = icmp ne i32 %116, 0
  %118 = zext i1 %117 to i32
  ret i32 %118
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wsum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %32, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %35

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %9, 1
  %11 = sitofp i32 %10 to double
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = fmul double %11, %16
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @sin(double noundef %27) #5
  %29 = call double @llvm.fmuladd.f64(double %17, double %22, double %28)
  %30 = load double, ptr %3, align 8
  %31 = fadd double %30, %29
  store double %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %8
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %5, !llvm.loop !9

35:                                               ; preds = %5
  %36 = load double, ptr %3, align 8
  ret double %36
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prefix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %4

4:                                                ; preds = %30, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %33

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = load i32, ptr %3, align 4
  %10 = sub nsw i32 %9, 1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %8, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = call double @llvm.fmuladd.f64(double %13, double 5.000000e-01, double %24)
  %26 = load ptr, ptr %2, align 8
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  store double %25, ptr %29, align 8
  br label %30

30:                                               ; preds = %7
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  br label %4, !llvm.loop !10

33:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
