; ModuleID = 'fwd/33_memcpy_local.c'
source_filename = "fwd/33_memcpy_local.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"local_copy\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"transform[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [10 x double], align 8
  %4 = alloca [10 x double], align 8
  %5 = alloca [10 x double], align 8
  %6 = alloca [10 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [10 x double], align 8
  %9 = alloca [10 x double], align 8
  %10 = alloca [10 x double], align 8
  %11 = alloca [10 x double], align 8
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %56, %0
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 10
  br i1 %16, label %17, label %59

17:                                               ; preds = %14
  %18 = load i32, ptr %7, align 4
  %19 = sitofp i32 %18 to double
  %20 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %19, double 0xBFE6666666666666)
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %22
  store double %20, ptr %23, align 8
  %24 = load i32, ptr %7, align 4
  %25 = srem i32 %24, 3
  %26 = icmp eq i32 %25, 0
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, double 1.000000e+00, double -4.000000e-01
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %30
  store double %28, ptr %31, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %39, double %35)
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %42
  store double %40, ptr %43, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %51, double %47)
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %54
  store double %52, ptr %55, align 8
  br label %56

56:                                               ; preds = %17
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %14, !llvm.loop !6

59:                                               ; preds = %14
  %60 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %61 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %62 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @local_copy, ptr noundef %60, ptr noundef %61, i32 noundef 10)
  %63 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  %64 = call double @local_copy(ptr noundef %63, i32 noundef 10)
  %65 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %66 = call double @local_copy(ptr noundef %65, i32 noundef 10)
  %67 = fsub double %64, %66
  %68 = fdiv double %67, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %62, double noundef %68)
  %69 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  %70 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 0
  %71 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %72 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %73 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @transform, ptr noundef %69, ptr noundef %70, ptr noundef %71, ptr noundef %72, i32 noundef 10)
  %74 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 0
  %75 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  call void @transform(ptr noundef %74, ptr noundef %75, i32 noundef 10)
  %76 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 0
  %77 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  call void @transform(ptr noundef %76, ptr noundef %77, i32 noundef 10)
  store i32 0, ptr %13, align 4
  br label %78

78:                                               ; preds = %100, %59
  %79 = load i32, ptr %13, align 4
  %80 = icmp slt i32 %79, 10
  br i1 %80, label %81, label %103

81:                                               ; preds = %78
  %82 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %83 = load i32, ptr %13, align 4
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %82, i64 noundef 32, ptr noundef @.str.1, i32 noundef %83) #6
  %85 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = load i32, ptr %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load i32, ptr %13, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = fsub double %93, %97
  %99 = fdiv double %98, 2.000000e-05
  call void @check(ptr noundef %85, double noundef %89, double noundef %99)
  br label %100

100:                                              ; preds = %81
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %13, align 4
  br label %78, !llvm.loop !8

103:                                              ; preds = %78
  %104 = load i32, ptr @fails, align 4
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i64
  %107 = select i1 %105, ptr @.str.3, ptr @.str.4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %107)
  %109 = load i32, ptr @fails, align 4
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  ret i32 %111
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @local_copy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %10, i64 %13, i1 false)
  %14 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 128, i1 false)
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %32, %2
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %23, double %27, double 1.000000e+00)
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %15, !llvm.loop !9

35:                                               ; preds = %15
  store i32 0, ptr %8, align 4
  br label %36

36:                                               ; preds = %59, %35
  %37 = load i32, ptr %8, align 4
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %62

40:                                               ; preds = %36
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 3
  %47 = load i32, ptr %4, align 4
  %48 = srem i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @sin(double noundef %51) #6
  %53 = load i32, ptr %8, align 4
  %54 = srem i32 %53, 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = call double @llvm.fmuladd.f64(double %44, double %52, double %57)
  store double %58, ptr %56, align 8
  br label %59

59:                                               ; preds = %40
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %8, align 4
  br label %36, !llvm.loop !10

62:                                               ; preds = %36
  %63 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 2
  %68 = load double, ptr %67, align 8
  %69 = call double @llvm.fmuladd.f64(double %64, double %66, double %68)
  %70 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 3
  %71 = load double, ptr %70, align 8
  %72 = fsub double %69, %71
  ret double %72
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transform(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %10, i64 %13, i1 false)
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %32, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %14
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double 3.000000e-01, %22
  %24 = call double @exp(double noundef %23) #6
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  %27 = sitofp i32 %26 to double
  %28 = fmul double %24, %27
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %18
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %14, !llvm.loop !11

35:                                               ; preds = %14
  %36 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %37 = getelementptr inbounds double, ptr %36, i64 1
  %38 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %39 = load i32, ptr %6, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %37, ptr align 8 %38, i64 %42, i1 false)
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %43, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds double, ptr %49, i64 0
  %51 = load double, ptr %50, align 8
  %52 = fmul double %48, %51
  %53 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  store double %52, ptr %53, align 8
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = mul i64 %57, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 8 %55, i64 %58, i1 false)
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
!11 = distinct !{!11, !7}
