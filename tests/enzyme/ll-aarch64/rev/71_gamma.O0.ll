; ModuleID = 'rev/71_gamma.c'
source_filename = "rev/71_gamma.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"lgammaf\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @lgamma(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %5, double 2.500000e-01)
  %7 = call double @tgamma(double noundef %6) #5
  %8 = call double @llvm.fmuladd.f64(double %4, double 0x3FE6666666666666, double %7)
  ret double %8
}

; Function Attrs: nounwind
declare double @lgamma(double noundef) #1

; Function Attrs: nounwind
declare double @tgamma(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @g(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @lgammaf(float noundef %3) #5
  %5 = load float, ptr %2, align 4
  %6 = fmul float %4, %5
  ret float %6
}

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 8
  %3 = alloca [40 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %10 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 0
  store double 3.000000e-01, ptr %10, align 8
  %11 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 1
  store double 1.200000e+00, ptr %11, align 8
  %12 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 2
  store double 2.500000e+00, ptr %12, align 8
  %13 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 3
  store double 7.200000e+00, ptr %13, align 8
  %14 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 4
  store double -4.000000e-01, ptr %14, align 8
  %15 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 5
  store double -2.700000e+00, ptr %15, align 8
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %50, %0
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %53

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %5, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %6, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %6, align 8
  %26 = fadd double %24, %25
  %27 = call double @f(double noundef %26)
  %28 = load double, ptr %5, align 8
  %29 = load double, ptr %6, align 8
  %30 = fsub double %28, %29
  %31 = call double @f(double noundef %30)
  %32 = fsub double %27, %31
  %33 = load double, ptr %6, align 8
  %34 = fmul double 2.000000e+00, %33
  %35 = fdiv double %32, %34
  store double %35, ptr %7, align 8
  %36 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 0
  %37 = load double, ptr %5, align 8
  %38 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %36, i64 noundef 40, ptr noundef @.str, double noundef %37) #5
  %39 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 0
  %40 = load double, ptr %5, align 8
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %40)
  %42 = load double, ptr %7, align 8
  call void @check(ptr noundef %39, double noundef %41, double noundef %42, double noundef 0x3EB0C6F7A0B5ED8D)
  %43 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 0
  %44 = load double, ptr %5, align 8
  %45 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %43, i64 noundef 40, ptr noundef @.str.1, double noundef %44) #5
  %46 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 0
  %47 = load double, ptr %5, align 8
  %48 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, double noundef %47, double noundef 1.000000e+00)
  %49 = load double, ptr %7, align 8
  call void @check(ptr noundef %46, double noundef %48, double noundef %49, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %50

50:                                               ; preds = %19
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %16, !llvm.loop !6

53:                                               ; preds = %16
  store float 3.500000e+00, ptr %8, align 4
  store float 0x3F50624DE0000000, ptr %9, align 4
  %54 = load float, ptr %8, align 4
  %55 = fpext float %54 to double
  %56 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef @g, double noundef %55)
  %57 = fpext float %56 to double
  %58 = load float, ptr %8, align 4
  %59 = load float, ptr %9, align 4
  %60 = fadd float %58, %59
  %61 = call float @g(float noundef %60)
  %62 = load float, ptr %8, align 4
  %63 = load float, ptr %9, align 4
  %64 = fsub float %62, %63
  %65 = call float @g(float noundef %64)
  %66 = fsub float %61, %65
  %67 = load float, ptr %9, align 4
  %68 = fmul float 2.000000e+00, %67
  %69 = fdiv float %66, %68
  %70 = fpext float %69 to double
  call void @check(ptr noundef @.str.2, double noundef %57, double noundef %70, double noundef 1.000000e-03)
  %71 = load i32, ptr @fails, align 4
  %72 = icmp ne i32 %71, 0
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, ptr @.str.4, ptr @.str.5
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %74)
  %76 = load i32, ptr @fails, align 4
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  ret i32 %78
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fsub double %10, %11
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = load double, ptr %8, align 8
  %15 = load double, ptr %7, align 8
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.maxnum.f64(double 1.000000e+00, double %16)
  %18 = fmul double %14, %17
  %19 = fcmp ole double %13, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %4
  %21 = load double, ptr %7, align 8
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e-09
  br label %24

24:                                               ; preds = %20, %4
  %25 = phi i1 [ false, %4 ], [ %23, %20 ]
  %26 = zext i1 %25 to i32
  store i32 %26, ptr %9, align 4
  %27 = load ptr, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.5, ptr @.str.4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %27, double noundef %28, double noundef %29, ptr noundef %33)
  %35 = load i32, ptr %9, align 4
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr @fails, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #4

declare double @__enzyme_fwddiff(ptr noundef, ...) #4

declare float @__enzyme_autodiff_f32(ptr noundef, ...) #4

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
