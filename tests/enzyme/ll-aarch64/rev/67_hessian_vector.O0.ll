; ModuleID = 'rev/67_hessian_vector.c'
source_filename = "rev/67_hessian_vector.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"(Hv)[%d]\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %17, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  store double 0.000000e+00, ptr %16, align 8
  br label %17

17:                                               ; preds = %12
  %18 = load i32, ptr %7, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  br label %8, !llvm.loop !6

20:                                               ; preds = %8
  %21 = load i32, ptr @enzyme_dup, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %21, ptr noundef %22, ptr noundef %23, i32 noundef %24, i32 noundef %25)
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %49, %2
  %8 = load i32, ptr %6, align 4
  %9 = add nsw i32 %8, 1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %52

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = call double @sin(double noundef %17) #5
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %19, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fmul double %18, %24
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %26, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double 3.000000e-01, %36
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %38, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %37, %43
  %45 = call double @exp(double noundef %44) #5
  %46 = call double @llvm.fmuladd.f64(double %25, double %31, double %45)
  %47 = load double, ptr %5, align 8
  %48 = fadd double %47, %46
  store double %48, ptr %5, align 8
  br label %49

49:                                               ; preds = %12
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %7, !llvm.loop !8

52:                                               ; preds = %7
  %53 = load double, ptr %5, align 8
  ret double %53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [8 x double], align 8
  %11 = alloca [8 x double], align 8
  %12 = alloca [8 x double], align 8
  %13 = alloca [8 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca [32 x i8], align 1
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 6, ptr %2, align 4
  %17 = load volatile i32, ptr %2, align 4
  store i32 %17, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  store i32 0, ptr %8, align 4
  br label %18

18:                                               ; preds = %36, %0
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %18
  %23 = load i32, ptr %8, align 4
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %24, double -4.000000e-01)
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %27
  store double %25, ptr %28, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 1.300000e+00, %30
  %32 = call double @cos(double noundef %31) #5
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %34
  store double %32, ptr %35, align 8
  br label %36

36:                                               ; preds = %22
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %18, !llvm.loop !9

39:                                               ; preds = %18
  %40 = load i32, ptr @enzyme_dup, align 4
  %41 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %42 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %45 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @grad_f, i32 noundef %40, ptr noundef %41, ptr noundef %42, i32 noundef %43, ptr noundef %44, ptr noundef %45, i32 noundef %46, i32 noundef %47)
  store double 1.000000e-05, ptr %9, align 8
  store i32 0, ptr %14, align 4
  br label %48

48:                                               ; preds = %80, %39
  %49 = load i32, ptr %14, align 4
  %50 = load i32, ptr %3, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %83

52:                                               ; preds = %48
  %53 = load i32, ptr %14, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %9, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fmuladd.f64(double %57, double %61, double %56)
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = load i32, ptr %14, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load double, ptr %9, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = fneg double %70
  %76 = call double @llvm.fmuladd.f64(double %75, double %74, double %69)
  %77 = load i32, ptr %14, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %78
  store double %76, ptr %79, align 8
  br label %80

80:                                               ; preds = %52
  %81 = load i32, ptr %14, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %14, align 4
  br label %48, !llvm.loop !10

83:                                               ; preds = %48
  %84 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %85 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %86 = load i32, ptr %3, align 4
  call void @grad_f(ptr noundef %84, ptr noundef %85, i32 noundef %86)
  %87 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 0
  %88 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 0
  %89 = load i32, ptr %3, align 4
  call void @grad_f(ptr noundef %87, ptr noundef %88, i32 noundef %89)
  store i32 0, ptr %16, align 4
  br label %90

90:                                               ; preds = %115, %83
  %91 = load i32, ptr %16, align 4
  %92 = load i32, ptr %3, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %118

94:                                               ; preds = %90
  %95 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %96 = load i32, ptr %16, align 4
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %95, i64 noundef 32, ptr noundef @.str, i32 noundef %96) #5
  %98 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load i32, ptr %16, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = load i32, ptr %16, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = fsub double %106, %110
  %112 = load double, ptr %9, align 8
  %113 = fmul double 2.000000e+00, %112
  %114 = fdiv double %111, %113
  call void @check(ptr noundef %98, double noundef %102, double noundef %114)
  br label %115

115:                                              ; preds = %94
  %116 = load i32, ptr %16, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %16, align 4
  br label %90, !llvm.loop !11

118:                                              ; preds = %90
  %119 = load i32, ptr @fails, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i64
  %122 = select i1 %120, ptr @.str.2, ptr @.str.3
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %122)
  %124 = load i32, ptr @fails, align 4
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  ret i32 %126
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #4

declare void @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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
  %30 = select i1 %28, ptr @.str.3, ptr @.str.2
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
