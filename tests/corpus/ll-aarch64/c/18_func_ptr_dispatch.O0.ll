; ModuleID = 'c/18_func_ptr_dispatch.c'
source_filename = "c/18_func_ptr_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i8, ptr }

@.str = private unnamed_addr constant [11 x i8] c"+3*2-1/4M9\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"%c %c -> %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"lookup('?') is null: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"sum squares=%.1f product=%.1f max=%.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"after half: %.2f %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"chain(2)=%.9f chain(3)=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"pick(%d)(0.5)=%.9f\0A\00", align 1
@optable = internal constant [5 x %struct.anon] [%struct.anon { i8 43, ptr @f_add }, %struct.anon { i8 45, ptr @f_sub }, %struct.anon { i8 42, ptr @f_mul }, %struct.anon { i8 47, ptr @f_div }, %struct.anon { i8 77, ptr @f_max }], align 8
@pick.table = internal global [5 x ptr] [ptr @sq, ptr @half, ptr @neg, ptr @sqrt, ptr @sin], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [5 x ptr], align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  %10 = load ptr, ptr %2, align 8
  store ptr %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %39, %0
  %12 = load ptr, ptr %4, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %42

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 0
  %18 = load i8, ptr %17, align 1
  %19 = call ptr @lookup(i8 noundef %18)
  store ptr %19, ptr %5, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = load double, ptr %3, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  %27 = sitofp i32 %26 to double
  %28 = call double %20(double noundef %21, double noundef %27)
  store double %28, ptr %3, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 0
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 1
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = load double, ptr %3, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %36, double noundef %37)
  br label %39

39:                                               ; preds = %15
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 2
  store ptr %41, ptr %4, align 8
  br label %11, !llvm.loop !6

42:                                               ; preds = %11
  %43 = call ptr @lookup(i8 noundef 63)
  %44 = icmp eq ptr %43, null
  %45 = zext i1 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %45)
  store i32 0, ptr %7, align 4
  br label %47

47:                                               ; preds = %57, %42
  %48 = load i32, ptr %7, align 4
  %49 = icmp slt i32 %48, 8
  br i1 %49, label %50, label %60

50:                                               ; preds = %47
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  %53 = sitofp i32 %52 to double
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %55
  store double %53, ptr %56, align 8
  br label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %47, !llvm.loop !8

60:                                               ; preds = %47
  %61 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @map(ptr noundef %61, i32 noundef 8, ptr noundef @sq)
  %62 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %63 = call double @fold(ptr noundef %62, i32 noundef 8, double noundef 0.000000e+00, ptr noundef @f_add)
  %64 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %65 = call double @fold(ptr noundef %64, i32 noundef 8, double noundef 1.000000e+00, ptr noundef @f_mul)
  %66 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %67 = call double @fold(ptr noundef %66, i32 noundef 8, double noundef -1.000000e+09, ptr noundef @f_max)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %63, double noundef %65, double noundef %67)
  %69 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @map(ptr noundef %69, i32 noundef 8, ptr noundef @half)
  %70 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 7
  %73 = load double, ptr %72, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %71, double noundef %73)
  store ptr @sq, ptr %8, align 8
  %75 = getelementptr inbounds ptr, ptr %8, i64 1
  store ptr @half, ptr %75, align 8
  %76 = getelementptr inbounds ptr, ptr %8, i64 2
  store ptr @neg, ptr %76, align 8
  %77 = getelementptr inbounds ptr, ptr %8, i64 3
  %78 = call ptr @pick(i32 noundef 3)
  store ptr %78, ptr %77, align 8
  %79 = getelementptr inbounds ptr, ptr %8, i64 4
  %80 = call ptr @pick(i32 noundef 4)
  store ptr %80, ptr %79, align 8
  %81 = getelementptr inbounds [5 x ptr], ptr %8, i64 0, i64 0
  %82 = call double @compose_apply(ptr noundef %81, i32 noundef 3, double noundef 2.000000e+00)
  %83 = getelementptr inbounds [5 x ptr], ptr %8, i64 0, i64 0
  %84 = call double @compose_apply(ptr noundef %83, i32 noundef 2, double noundef 3.000000e+00)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %82, double noundef %84)
  store i32 0, ptr %9, align 4
  br label %86

86:                                               ; preds = %95, %60
  %87 = load i32, ptr %9, align 4
  %88 = icmp slt i32 %87, 5
  br i1 %88, label %89, label %98

89:                                               ; preds = %86
  %90 = load i32, ptr %9, align 4
  %91 = load i32, ptr %9, align 4
  %92 = call ptr @pick(i32 noundef %91)
  %93 = call double %92(double noundef 5.000000e-01)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %90, double noundef %93)
  br label %95

95:                                               ; preds = %89
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %9, align 4
  br label %86, !llvm.loop !9

98:                                               ; preds = %86
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp ult i64 %7, 5
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [5 x %struct.anon], ptr @optable, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.anon, ptr %12, i32 0, i32 0
  %14 = load i8, ptr %13, align 8
  %15 = zext i8 %14 to i32
  %16 = load i8, ptr %3, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %15, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [5 x %struct.anon], ptr @optable, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %2, align 8
  br label %30

25:                                               ; preds = %9
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %4, align 4
  %28 = add i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %5, !llvm.loop !10

29:                                               ; preds = %5
  store ptr null, ptr %2, align 8
  br label %30

30:                                               ; preds = %29, %19
  %31 = load ptr, ptr %2, align 8
  ret ptr %31
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load ptr, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double %13(double noundef %18)
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  store double %19, ptr %23, align 8
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !11

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fold(ptr noundef %0, i32 noundef %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8
  %16 = load double, ptr %7, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call double %15(double noundef %16, double noundef %21)
  store double %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %9, align 4
  br label %10, !llvm.loop !12

26:                                               ; preds = %10
  %27 = load double, ptr %7, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_mul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_max(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @half(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double %3, 5.000000e-01
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 5
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [5 x ptr], ptr @pick.table, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @compose_apply(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %20, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds ptr, ptr %13, i64 %15
  %17 = load ptr, ptr %16, align 8
  %18 = load double, ptr %6, align 8
  %19 = call double %17(double noundef %18)
  store double %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %8, !llvm.loop !13

23:                                               ; preds = %8
  %24 = load double, ptr %6, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_sub(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fsub double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_div(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fdiv double %5, %6
  ret double %7
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!13 = distinct !{!13, !7}
