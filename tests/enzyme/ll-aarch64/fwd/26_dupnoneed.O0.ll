; ModuleID = 'fwd/26_dupnoneed.c'
source_filename = "fwd/26_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dupnoneed = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"sigmoid[%d]\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"var (input dupnoneed)\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [6 x double], align 8
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca [6 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca [6 x double], align 8
  %15 = alloca [6 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %58, %0
  %19 = load i32, ptr %11, align 4
  %20 = icmp slt i32 %19, 6
  br i1 %20, label %21, label %61

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %23, double -1.200000e+00)
  %25 = load i32, ptr %11, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %26
  store double %24, ptr %27, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double -1.500000e-01, double %29, double 1.000000e+00)
  %31 = load i32, ptr %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %32
  store double %30, ptr %33, align 8
  %34 = load i32, ptr %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %11, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %41, double %37)
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %44
  store double %42, ptr %45, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %53, double %49)
  %55 = load i32, ptr %11, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %56
  store double %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %21
  %59 = load i32, ptr %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %11, align 4
  br label %18, !llvm.loop !6

61:                                               ; preds = %18
  %62 = load i32, ptr @enzyme_dupnoneed, align 4
  %63 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %64 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %65 = load i32, ptr @enzyme_dup, align 4
  %66 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %67 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %68 = load i32, ptr @enzyme_const, align 4
  %69 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sigmoid, i32 noundef %62, ptr noundef %63, ptr noundef %64, i32 noundef %65, ptr noundef %66, ptr noundef %67, i32 noundef %68, i32 noundef 6)
  %70 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 0
  %71 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  call void @sigmoid(ptr noundef %70, ptr noundef %71, i32 noundef 6)
  %72 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %73 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 0
  call void @sigmoid(ptr noundef %72, ptr noundef %73, i32 noundef 6)
  store i32 0, ptr %13, align 4
  br label %74

74:                                               ; preds = %96, %61
  %75 = load i32, ptr %13, align 4
  %76 = icmp slt i32 %75, 6
  br i1 %76, label %77, label %99

77:                                               ; preds = %74
  %78 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %79 = load i32, ptr %13, align 4
  %80 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %78, i64 noundef 32, ptr noundef @.str, i32 noundef %79) #4
  %81 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = load i32, ptr %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = fsub double %89, %93
  %95 = fdiv double %94, 2.000000e-05
  call void @check(ptr noundef %81, double noundef %85, double noundef %95)
  br label %96

96:                                               ; preds = %77
  %97 = load i32, ptr %13, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %13, align 4
  br label %74, !llvm.loop !8

99:                                               ; preds = %74
  store i32 0, ptr %16, align 4
  br label %100

100:                                              ; preds = %118, %99
  %101 = load i32, ptr %16, align 4
  %102 = icmp slt i32 %101, 6
  br i1 %102, label %103, label %121

103:                                              ; preds = %100
  %104 = load i32, ptr %16, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load i32, ptr %16, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %109
  store double %107, ptr %110, align 8
  %111 = load i32, ptr %16, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = load i32, ptr %16, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %116
  store double %114, ptr %117, align 8
  br label %118

118:                                              ; preds = %103
  %119 = load i32, ptr %16, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %16, align 4
  br label %100, !llvm.loop !9

121:                                              ; preds = %100
  %122 = load i32, ptr @enzyme_dupnoneed, align 4
  %123 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %124 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %125 = load i32, ptr @enzyme_const, align 4
  %126 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @var, i32 noundef %122, ptr noundef %123, ptr noundef %124, i32 noundef %125, i32 noundef 6)
  store double %126, ptr %17, align 8
  %127 = load double, ptr %17, align 8
  %128 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %129 = call double @var(ptr noundef %128, i32 noundef 6)
  %130 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 0
  %131 = call double @var(ptr noundef %130, i32 noundef 6)
  %132 = fsub double %129, %131
  %133 = fdiv double %132, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %127, double noundef %133)
  %134 = load i32, ptr @fails, align 4
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i64
  %137 = select i1 %135, ptr @.str.3, ptr @.str.4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %137)
  %139 = load i32, ptr @fails, align 4
  %140 = icmp ne i32 %139, 0
  %141 = zext i1 %140 to i32
  ret i32 %141
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sigmoid(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  %19 = call double @exp(double noundef %18) #4
  %20 = fadd double 1.000000e+00, %19
  %21 = fdiv double 1.000000e+00, %20
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  store double %21, ptr %25, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %8, !llvm.loop !10

29:                                               ; preds = %8
  ret void
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @var(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fadd double %19, %18
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %9, !llvm.loop !11

24:                                               ; preds = %9
  %25 = load i32, ptr %4, align 4
  %26 = sitofp i32 %25 to double
  %27 = load double, ptr %5, align 8
  %28 = fdiv double %27, %26
  store double %28, ptr %5, align 8
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %50, %24
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %53

33:                                               ; preds = %29
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %5, align 8
  %40 = fsub double %38, %39
  %41 = load ptr, ptr %3, align 8
  %42 = load i32, ptr %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %5, align 8
  %47 = fsub double %45, %46
  %48 = load double, ptr %6, align 8
  %49 = call double @llvm.fmuladd.f64(double %40, double %47, double %48)
  store double %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %33
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %29, !llvm.loop !12

53:                                               ; preds = %29
  %54 = load double, ptr %6, align 8
  %55 = load i32, ptr %4, align 4
  %56 = sitofp i32 %55 to double
  %57 = fdiv double %54, %56
  ret double %57
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!12 = distinct !{!12, !7}
