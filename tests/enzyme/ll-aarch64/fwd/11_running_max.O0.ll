; ModuleID = 'fwd/11_running_max.c'
source_filename = "fwd/11_running_max.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -1.200000e+00, double 2.000000e+00, double 9.000000e-01, double 2.600000e+00, double -3.100000e+00, double 1.400000e+00], align 8
@__const.main.dx = private unnamed_addr constant [7 x double] [double 1.000000e+00, double 5.000000e-01, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 4.000000e-01, double -1.100000e+00], align 8
@.str = private unnamed_addr constant [7 x i8] c"runmax\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"runmax (n=4)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"bubble[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [7 x double], align 8
  %4 = alloca [7 x double], align 8
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [7 x double], align 8
  %9 = alloca [7 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca [32 x i8], align 1
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.x, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dx, i64 56, i1 false)
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %41, %0
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 7
  br i1 %15, label %16, label %44

16:                                               ; preds = %13
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %24, double %20)
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %27
  store double %25, ptr %28, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %36, double %32)
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %39
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %16
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %13, !llvm.loop !6

44:                                               ; preds = %13
  %45 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %46 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %47 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @runmax, ptr noundef %45, ptr noundef %46, i32 noundef 7)
  %48 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %49 = call double @runmax(ptr noundef %48, i32 noundef 7)
  %50 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %51 = call double @runmax(ptr noundef %50, i32 noundef 7)
  %52 = fsub double %49, %51
  %53 = fdiv double %52, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %47, double noundef %53)
  %54 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %55 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %56 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @runmax, ptr noundef %54, ptr noundef %55, i32 noundef 4)
  %57 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  %58 = call double @runmax(ptr noundef %57, i32 noundef 4)
  %59 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %60 = call double @runmax(ptr noundef %59, i32 noundef 4)
  %61 = fsub double %58, %60
  %62 = fdiv double %61, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %56, double noundef %62)
  store i32 0, ptr %10, align 4
  br label %63

63:                                               ; preds = %81, %44
  %64 = load i32, ptr %10, align 4
  %65 = icmp slt i32 %64, 7
  br i1 %65, label %66, label %84

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %72
  store double %70, ptr %73, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 %79
  store double %77, ptr %80, align 8
  br label %81

81:                                               ; preds = %66
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %10, align 4
  br label %63, !llvm.loop !8

84:                                               ; preds = %63
  %85 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %86 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 0
  %87 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @bubble, ptr noundef %85, ptr noundef %86, i32 noundef 7)
  %88 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 0
  call void @bubble(ptr noundef %88, i32 noundef 7)
  %89 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  call void @bubble(ptr noundef %89, i32 noundef 7)
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %112, %84
  %91 = load i32, ptr %12, align 4
  %92 = icmp slt i32 %91, 7
  br i1 %92, label %93, label %115

93:                                               ; preds = %90
  %94 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %95 = load i32, ptr %12, align 4
  %96 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef 32, ptr noundef @.str.2, i32 noundef %95) #5
  %97 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 %99
  %101 = load double, ptr %100, align 8
  %102 = load i32, ptr %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = fsub double %105, %109
  %111 = fdiv double %110, 2.000000e-05
  call void @check(ptr noundef %97, double noundef %101, double noundef %111)
  br label %112

112:                                              ; preds = %93
  %113 = load i32, ptr %12, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %12, align 4
  br label %90, !llvm.loop !9

115:                                              ; preds = %90
  %116 = load i32, ptr @fails, align 4
  %117 = icmp ne i32 %116, 0
  %118 = zext i1 %117 to i64
  %119 = select i1 %117, ptr @.str.4, ptr @.str.5
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %119)
  %121 = load i32, ptr @fails, align 4
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  ret i32 %123
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @runmax(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double -1.000000e+300, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %41, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %44

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fmul double 5.000000e-01, %28
  %30 = fneg double %29
  %31 = call double @llvm.fmuladd.f64(double %18, double %23, double %30)
  store double %31, ptr %8, align 8
  %32 = load double, ptr %8, align 8
  %33 = load double, ptr %5, align 8
  %34 = fcmp ogt double %32, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %13
  %36 = load double, ptr %8, align 8
  store double %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %35, %13
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %6, align 8
  %40 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %38, double %39)
  store double %40, ptr %6, align 8
  br label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %9, !llvm.loop !10

44:                                               ; preds = %9
  %45 = load double, ptr %6, align 8
  %46 = load double, ptr %5, align 8
  %47 = fadd double %45, %46
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bubble(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %49, %2
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, 1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %52

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %18, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fcmp ogt double %17, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %12
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  store double %30, ptr %6, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %31, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  store double %36, ptr %40, align 8
  %41 = load double, ptr %6, align 8
  %42 = fmul double %41, 1.500000e+00
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %43, i64 %46
  store double %42, ptr %47, align 8
  br label %48

48:                                               ; preds = %25, %12
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %7, !llvm.loop !11

52:                                               ; preds = %7
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!11 = distinct !{!11, !7}
