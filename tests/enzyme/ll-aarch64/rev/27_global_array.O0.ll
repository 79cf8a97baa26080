; ModuleID = 'rev/27_global_array.c'
source_filename = "rev/27_global_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"call %d d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@g_acc = dso_local global double 0.000000e+00, align 8
@g_buf = internal global [6 x double] zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca [40 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca [6 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  %14 = load volatile i32, ptr %3, align 4
  store i32 %14, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %27, %0
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 6
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = load i32, ptr %6, align 4
  %20 = sitofp i32 %19 to double
  %21 = call double @llvm.fmuladd.f64(double 8.000000e-01, double %20, double 1.000000e-01)
  %22 = call double @sin(double noundef %21) #5
  %23 = fmul double 9.000000e-01, %22
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %15, !llvm.loop !6

30:                                               ; preds = %15
  store i32 1, ptr %8, align 4
  br label %31

31:                                               ; preds = %89, %30
  %32 = load i32, ptr %8, align 4
  %33 = icmp sle i32 %32, 2
  br i1 %33, label %34, label %92

34:                                               ; preds = %31
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 48, i1 false)
  %35 = load i32, ptr @enzyme_dup, align 4
  %36 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %37 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 0
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = load i32, ptr %4, align 4
  %40 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @via_global, i32 noundef %35, ptr noundef %36, ptr noundef %37, i32 noundef %38, i32 noundef %39)
  store i32 0, ptr %10, align 4
  br label %41

41:                                               ; preds = %82, %34
  %42 = load i32, ptr %10, align 4
  %43 = icmp slt i32 %42, 6
  br i1 %43, label %44, label %85

44:                                               ; preds = %41
  %45 = load i32, ptr %10, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  store double %48, ptr %11, align 8
  %49 = load double, ptr %11, align 8
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %52
  store double %50, ptr %53, align 8
  %54 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %55 = load i32, ptr %4, align 4
  %56 = call double @via_global(ptr noundef %54, i32 noundef %55)
  store double %56, ptr %12, align 8
  %57 = load double, ptr %11, align 8
  %58 = fsub double %57, 0x3EB0C6F7A0B5ED8D
  %59 = load i32, ptr %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %60
  store double %58, ptr %61, align 8
  %62 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %63 = load i32, ptr %4, align 4
  %64 = call double @via_global(ptr noundef %62, i32 noundef %63)
  store double %64, ptr %13, align 8
  %65 = load double, ptr %11, align 8
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %67
  store double %65, ptr %68, align 8
  %69 = getelementptr inbounds [40 x i8], ptr %7, i64 0, i64 0
  %70 = load i32, ptr %8, align 4
  %71 = load i32, ptr %10, align 4
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %69, i64 noundef 40, ptr noundef @.str, i32 noundef %70, i32 noundef %71) #5
  %73 = getelementptr inbounds [40 x i8], ptr %7, i64 0, i64 0
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %12, align 8
  %79 = load double, ptr %13, align 8
  %80 = fsub double %78, %79
  %81 = fdiv double %80, 2.000000e-06
  call void @check(ptr noundef %73, double noundef %77, double noundef %81)
  br label %82

82:                                               ; preds = %44
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %10, align 4
  br label %41, !llvm.loop !8

85:                                               ; preds = %41
  %86 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %87 = load double, ptr %86, align 8
  %88 = fadd double %87, 1.000000e-01
  store double %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %31, !llvm.loop !9

92:                                               ; preds = %31
  %93 = load i32, ptr @fails, align 4
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, ptr @.str.2, ptr @.str.3
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %96)
  %98 = load i32, ptr @fails, align 4
  %99 = icmp ne i32 %98, 0
  %100 = zext i1 %99 to i32
  ret i32 %100
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @via_global(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @sin(double noundef %27) #5
  %29 = call double @llvm.fmuladd.f64(double %17, double %22, double %28)
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %31
  store double %29, ptr %32, align 8
  br label %33

33:                                               ; preds = %12
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %8, !llvm.loop !10

36:                                               ; preds = %8
  store i32 1, ptr %6, align 4
  br label %37

37:                                               ; preds = %52, %36
  %38 = load i32, ptr %6, align 4
  %39 = load i32, ptr %4, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %55

41:                                               ; preds = %37
  %42 = load i32, ptr %6, align 4
  %43 = sub nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %46, double %50)
  store double %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %41
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %6, align 4
  br label %37, !llvm.loop !11

55:                                               ; preds = %37
  store double 0.000000e+00, ptr @g_acc, align 8
  store i32 0, ptr %7, align 4
  br label %56

56:                                               ; preds = %74, %55
  %57 = load i32, ptr %7, align 4
  %58 = load i32, ptr %4, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %77

60:                                               ; preds = %56
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 2
  %67 = load i32, ptr %4, align 4
  %68 = srem i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load double, ptr @g_acc, align 8
  %73 = call double @llvm.fmuladd.f64(double %64, double %71, double %72)
  store double %73, ptr @g_acc, align 8
  br label %74

74:                                               ; preds = %60
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %7, align 4
  br label %56, !llvm.loop !12

77:                                               ; preds = %56
  %78 = load double, ptr @g_acc, align 8
  %79 = load i32, ptr %4, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = call double @llvm.fmuladd.f64(double %78, double 5.000000e-01, double %83)
  ret double %84
}

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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
