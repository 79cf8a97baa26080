; ModuleID = 'rev/75_function_like.c'
source_filename = "rev/75_function_like.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@__enzyme_function_like = dso_local global [2 x ptr] [ptr @my_log1p, ptr @.str], align 8
@__const.main.xs = private unnamed_addr constant [3 x double] [double 1.000000e-01, double 5.000000e-01, double 2.000000e+00], align 8
@.str.1 = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"forward\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e want=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @__enzyme_function_like], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_log1p(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = fdiv double %6, 2.000000e+00
  %8 = fsub double %3, %7
  %9 = load double, ptr %2, align 8
  %10 = load double, ptr %2, align 8
  %11 = fmul double %9, %10
  %12 = load double, ptr %2, align 8
  %13 = fmul double %11, %12
  %14 = fdiv double %13, 3.000000e+00
  %15 = fadd double %8, %14
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @my_log1p(double noundef %3)
  %5 = fmul double %4, 2.000000e+00
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %23, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  store double %13, ptr %4, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double 1.000000e+00, %14
  %16 = fdiv double 2.000000e+00, %15
  store double %16, ptr %5, align 8
  %17 = load double, ptr %4, align 8
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %17)
  %19 = load double, ptr %5, align 8
  call void @check(ptr noundef @.str.1, double noundef %18, double noundef %19)
  %20 = load double, ptr %4, align 8
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, double noundef %20, double noundef 1.000000e+00)
  %22 = load double, ptr %5, align 8
  call void @check(ptr noundef @.str.2, double noundef %21, double noundef %22)
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %6, !llvm.loop !6

26:                                               ; preds = %6
  %27 = load i32, ptr @fails, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.4, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %30)
  %32 = load i32, ptr @fails, align 4
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  ret i32 %34
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %15 = fmul double 0x3D719799812DEA11, %14
  %16 = fcmp ole double %11, %15
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = icmp ne i32 %21, 0
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, ptr @.str.5, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
