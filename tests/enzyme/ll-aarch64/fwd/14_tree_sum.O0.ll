; ModuleID = 'fwd/14_tree_sum.c'
source_filename = "fwd/14_tree_sum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { double, i32, ptr, ptr }

@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"tree_sum\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 2.000000e-01, ptr %3, align 8
  store double 2.000000e-01, ptr %4, align 8
  store double 9.000000e-01, ptr %5, align 8
  %11 = call ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef %3, double noundef 1.000000e+00)
  store ptr %11, ptr %6, align 8
  %12 = call ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef %4, double noundef 1.000000e+00)
  store ptr %12, ptr %7, align 8
  %13 = call ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef %5, double noundef 8.000000e-01)
  store ptr %13, ptr %8, align 8
  %14 = load i32, ptr @enzyme_dup, align 4
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @tree_sum, i32 noundef %14, ptr noundef %15, ptr noundef %16)
  store double %17, ptr %9, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load ptr, ptr %8, align 8
  call void @shift(ptr noundef %18, ptr noundef %19, double noundef 1.000000e-05)
  %20 = load ptr, ptr %7, align 8
  %21 = call double @tree_sum(ptr noundef %20)
  store double %21, ptr %10, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = load ptr, ptr %8, align 8
  call void @shift(ptr noundef %22, ptr noundef %23, double noundef -2.000000e-05)
  %24 = load double, ptr %9, align 8
  %25 = load double, ptr %10, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = call double @tree_sum(ptr noundef %26)
  %28 = fsub double %25, %27
  %29 = fdiv double %28, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %24, double noundef %29)
  %30 = load ptr, ptr %6, align 8
  call void @release(ptr noundef %30)
  %31 = load ptr, ptr %7, align 8
  call void @release(ptr noundef %31)
  %32 = load ptr, ptr %8, align 8
  call void @release(ptr noundef %32)
  %33 = load i32, ptr @fails, align 4
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, ptr @.str.2, ptr @.str.3
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %36)
  %38 = load i32, ptr @fails, align 4
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @build(i32 noundef %0, i32 noundef %1, ptr noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %4
  store ptr null, ptr %5, align 8
  br label %48

14:                                               ; preds = %4
  %15 = call noalias ptr @malloc(i64 noundef 32) #5
  store ptr %15, ptr %10, align 8
  %16 = load double, ptr %9, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double %18, double 1.700000e+00, double 3.100000e-01)
  %20 = call double @fmod(double noundef %19, double noundef 2.000000e+00) #6
  %21 = fsub double %20, 5.000000e-01
  %22 = load ptr, ptr %8, align 8
  store double %21, ptr %22, align 8
  %23 = fmul double %16, %21
  %24 = load ptr, ptr %10, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0
  store double %23, ptr %25, align 8
  %26 = load i32, ptr %7, align 4
  %27 = load ptr, ptr %10, align 8
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 1
  store i32 %26, ptr %28, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  %33 = load ptr, ptr %8, align 8
  %34 = load double, ptr %9, align 8
  %35 = call ptr @build(i32 noundef %30, i32 noundef %32, ptr noundef %33, double noundef %34)
  %36 = load ptr, ptr %10, align 8
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 2
  store ptr %35, ptr %37, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sub nsw i32 %38, 1
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = load ptr, ptr %8, align 8
  %43 = load double, ptr %9, align 8
  %44 = call ptr @build(i32 noundef %39, i32 noundef %41, ptr noundef %42, double noundef %43)
  %45 = load ptr, ptr %10, align 8
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 3
  store ptr %44, ptr %46, align 8
  %47 = load ptr, ptr %10, align 8
  store ptr %47, ptr %5, align 8
  br label %48

48:                                               ; preds = %14, %13
  %49 = load ptr, ptr %5, align 8
  ret ptr %49
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tree_sum(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %35

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fmul double %10, %13
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = call double @sin(double noundef %22) #6
  %24 = call double @llvm.fmuladd.f64(double %14, double %19, double %23)
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.node, ptr %25, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = call double @tree_sum(ptr noundef %27)
  %29 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %28, double %24)
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 3
  %32 = load ptr, ptr %31, align 8
  %33 = call double @tree_sum(ptr noundef %32)
  %34 = fadd double %29, %33
  store double %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %7, %6
  %36 = load double, ptr %2, align 8
  ret double %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift(ptr noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  br label %33

10:                                               ; preds = %3
  %11 = load double, ptr %6, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = call double @llvm.fmuladd.f64(double %11, double %14, double %17)
  store double %18, ptr %16, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = load double, ptr %6, align 8
  call void @shift(ptr noundef %21, ptr noundef %24, double noundef %25)
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 3
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 3
  %31 = load ptr, ptr %30, align 8
  %32 = load double, ptr %6, align 8
  call void @shift(ptr noundef %28, ptr noundef %31, double noundef %32)
  br label %33

33:                                               ; preds = %10, %9
  ret void
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  call void @release(ptr noundef %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  call void @release(ptr noundef %11)
  %12 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %12) #6
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
