; ModuleID = 'rev/17_recursion.c'
source_filename = "rev/17_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"rpow(x,13) d/dx\00", align 1
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"rpow(x,13) exact\00", align 1
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"rsum d/da[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [32 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [11 x double], align 8
  %10 = alloca [11 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 13, ptr %3, align 4
  %16 = load volatile i32, ptr %3, align 4
  store i32 %16, ptr %4, align 4
  store double 1.070000e+00, ptr %5, align 8
  %17 = load i32, ptr @enzyme_out, align 4
  %18 = load double, ptr %5, align 8
  %19 = load i32, ptr @enzyme_const, align 4
  %20 = load i32, ptr %4, align 4
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rpow, i32 noundef %17, double noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = load double, ptr %5, align 8
  %23 = fadd double %22, 0x3EB0C6F7A0B5ED8D
  %24 = load i32, ptr %4, align 4
  %25 = call double @rpow(double noundef %23, i32 noundef %24)
  %26 = load double, ptr %5, align 8
  %27 = fsub double %26, 0x3EB0C6F7A0B5ED8D
  %28 = load i32, ptr %4, align 4
  %29 = call double @rpow(double noundef %27, i32 noundef %28)
  %30 = fsub double %25, %29
  %31 = fdiv double %30, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %21, double noundef %31)
  %32 = load double, ptr %5, align 8
  %33 = load i32, ptr %4, align 4
  %34 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rpow, double noundef %32, i32 noundef %33)
  %35 = load double, ptr %5, align 8
  %36 = call double @pow(double noundef %35, double noundef 1.200000e+01) #5
  %37 = fmul double 1.300000e+01, %36
  call void @check(ptr noundef @.str.1, double noundef %34, double noundef %37)
  store volatile i32 11, ptr %7, align 4
  %38 = load volatile i32, ptr %7, align 4
  store i32 %38, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 88, i1 false)
  store i32 0, ptr %11, align 4
  br label %39

39:                                               ; preds = %51, %0
  %40 = load i32, ptr %11, align 4
  %41 = icmp slt i32 %40, 11
  br i1 %41, label %42, label %54

42:                                               ; preds = %39
  %43 = load i32, ptr %11, align 4
  %44 = sitofp i32 %43 to double
  %45 = fmul double 1.300000e+00, %44
  %46 = call double @cos(double noundef %45) #5
  %47 = call double @llvm.fmuladd.f64(double 8.000000e-01, double %46, double 2.000000e-01)
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %49
  store double %47, ptr %50, align 8
  br label %51

51:                                               ; preds = %42
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %39, !llvm.loop !6

54:                                               ; preds = %39
  %55 = load i32, ptr @enzyme_dup, align 4
  %56 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 0
  %57 = getelementptr inbounds [11 x double], ptr %10, i64 0, i64 0
  %58 = load i32, ptr @enzyme_const, align 4
  %59 = load i32, ptr %8, align 4
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rsum, i32 noundef %55, ptr noundef %56, ptr noundef %57, i32 noundef %58, i32 noundef %59)
  store i32 0, ptr %12, align 4
  br label %61

61:                                               ; preds = %101, %54
  %62 = load i32, ptr %12, align 4
  %63 = icmp slt i32 %62, 11
  br i1 %63, label %64, label %104

64:                                               ; preds = %61
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  store double %68, ptr %13, align 8
  %69 = load double, ptr %13, align 8
  %70 = fadd double %69, 0x3EB0C6F7A0B5ED8D
  %71 = load i32, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %72
  store double %70, ptr %73, align 8
  %74 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 0
  %75 = load i32, ptr %8, align 4
  %76 = call double @rsum(ptr noundef %74, i32 noundef %75)
  store double %76, ptr %14, align 8
  %77 = load double, ptr %13, align 8
  %78 = fsub double %77, 0x3EB0C6F7A0B5ED8D
  %79 = load i32, ptr %12, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %80
  store double %78, ptr %81, align 8
  %82 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 0
  %83 = load i32, ptr %8, align 4
  %84 = call double @rsum(ptr noundef %82, i32 noundef %83)
  store double %84, ptr %15, align 8
  %85 = load double, ptr %13, align 8
  %86 = load i32, ptr %12, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %90 = load i32, ptr %12, align 4
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %89, i64 noundef 32, ptr noundef @.str.2, i32 noundef %90) #5
  %92 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %93 = load i32, ptr %12, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [11 x double], ptr %10, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %14, align 8
  %98 = load double, ptr %15, align 8
  %99 = fsub double %97, %98
  %100 = fdiv double %99, 2.000000e-06
  call void @check(ptr noundef %92, double noundef %96, double noundef %100)
  br label %101

101:                                              ; preds = %64
  %102 = load i32, ptr %12, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %12, align 4
  br label %61, !llvm.loop !8

104:                                              ; preds = %61
  %105 = load i32, ptr @fails, align 4
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i64
  %108 = select i1 %106, ptr @.str.4, ptr @.str.5
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %108)
  %110 = load i32, ptr @fails, align 4
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i32
  ret i32 %112
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rpow(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %29

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 2
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %10
  %15 = load double, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sdiv i32 %16, 2
  %18 = call double @rpow(double noundef %15, i32 noundef %17)
  store double %18, ptr %6, align 8
  %19 = load double, ptr %6, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %3, align 8
  br label %29

22:                                               ; preds = %10
  %23 = load double, ptr %4, align 8
  %24 = load double, ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = sub nsw i32 %25, 1
  %27 = call double @rpow(double noundef %24, i32 noundef %26)
  %28 = fmul double %23, %27
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %22, %14, %9
  %30 = load double, ptr %3, align 8
  ret double %30
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %9, label %21

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  %19 = call double @sin(double noundef %18) #5
  %20 = call double @llvm.fmuladd.f64(double %12, double %15, double %19)
  store double %20, ptr %3, align 8
  br label %40

21:                                               ; preds = %2
  %22 = load i32, ptr %5, align 4
  %23 = sdiv i32 %22, 2
  store i32 %23, ptr %6, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %6, align 4
  %26 = call double @rsum(ptr noundef %24, i32 noundef %25)
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 %31, %32
  %34 = call double @rsum(ptr noundef %30, i32 noundef %33)
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 0
  %37 = load double, ptr %36, align 8
  %38 = fmul double %34, %37
  %39 = call double @llvm.fmuladd.f64(double 9.000000e-01, double %26, double %38)
  store double %39, ptr %3, align 8
  br label %40

40:                                               ; preds = %21, %9
  %41 = load double, ptr %3, align 8
  ret double %41
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
