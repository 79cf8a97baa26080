; ModuleID = 'rev/63_split_tapes.c'
source_filename = "rev/63_split_tapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.aug_t = type { ptr, double }

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"augmented primal\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"2.5 df/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"df/dy[%d]\00", align 1
@enzyme_allocated = external global i32, align 4
@enzyme_tape = external global i32, align 4
@.str.3 = private unnamed_addr constant [24 x i8] c"allocated tape df/dx[3]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.aug_t, align 8
  %11 = alloca %struct.aug_t, align 8
  %12 = alloca [40 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca %struct.aug_t, align 8
  store i32 0, ptr %1, align 4
  store volatile i32 5, ptr %2, align 4
  %17 = load volatile i32, ptr %2, align 4
  store i32 %17, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 64, i1 false)
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %35, %0
  %19 = load i32, ptr %9, align 4
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %38

22:                                               ; preds = %18
  %23 = load i32, ptr %9, align 4
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %24, double -5.000000e-01)
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %27
  store double %25, ptr %28, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sitofp i32 %29 to double
  %31 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %30, double 1.000000e-01)
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %33
  store double %31, ptr %34, align 8
  br label %35

35:                                               ; preds = %22
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %9, align 4
  br label %18, !llvm.loop !6

38:                                               ; preds = %18
  %39 = load i32, ptr @enzyme_dup, align 4
  %40 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %41 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %42 = load i32, ptr @enzyme_const, align 4
  %43 = load i32, ptr %3, align 4
  %44 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef @f, i32 noundef %39, ptr noundef %40, ptr noundef %41, i32 noundef %42, i32 noundef %43)
  store [2 x i64] %44, ptr %10, align 8
  %45 = load i32, ptr @enzyme_dup, align 4
  %46 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr %3, align 4
  %50 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef @f, i32 noundef %45, ptr noundef %46, ptr noundef %47, i32 noundef %48, i32 noundef %49)
  store [2 x i64] %50, ptr %11, align 8
  %51 = getelementptr inbounds %struct.aug_t, ptr %10, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %54 = load i32, ptr %3, align 4
  %55 = call double @f(ptr noundef %53, i32 noundef %54)
  call void @check(ptr noundef @.str, double noundef %52, double noundef %55)
  %56 = load i32, ptr @enzyme_dup, align 4
  %57 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %58 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %59 = load i32, ptr @enzyme_const, align 4
  %60 = load i32, ptr %3, align 4
  %61 = getelementptr inbounds %struct.aug_t, ptr %11, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @f, i32 noundef %56, ptr noundef %57, ptr noundef %58, i32 noundef %59, i32 noundef %60, double noundef 1.000000e+00, ptr noundef %62)
  %63 = load i32, ptr @enzyme_dup, align 4
  %64 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %65 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %66 = load i32, ptr @enzyme_const, align 4
  %67 = load i32, ptr %3, align 4
  %68 = getelementptr inbounds %struct.aug_t, ptr %10, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @f, i32 noundef %63, ptr noundef %64, ptr noundef %65, i32 noundef %66, i32 noundef %67, double noundef 2.500000e+00, ptr noundef %69)
  store i32 0, ptr %13, align 4
  br label %70

70:                                               ; preds = %100, %38
  %71 = load i32, ptr %13, align 4
  %72 = load i32, ptr %3, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %103

74:                                               ; preds = %70
  %75 = getelementptr inbounds [40 x i8], ptr %12, i64 0, i64 0
  %76 = load i32, ptr %13, align 4
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %75, i64 noundef 40, ptr noundef @.str.1, i32 noundef %76) #6
  %78 = getelementptr inbounds [40 x i8], ptr %12, i64 0, i64 0
  %79 = load i32, ptr %13, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %84 = load i32, ptr %3, align 4
  %85 = load i32, ptr %13, align 4
  %86 = call double @fd(ptr noundef %83, i32 noundef %84, i32 noundef %85)
  %87 = fmul double 2.500000e+00, %86
  call void @check(ptr noundef %78, double noundef %82, double noundef %87)
  %88 = getelementptr inbounds [40 x i8], ptr %12, i64 0, i64 0
  %89 = load i32, ptr %13, align 4
  %90 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %88, i64 noundef 40, ptr noundef @.str.2, i32 noundef %89) #6
  %91 = getelementptr inbounds [40 x i8], ptr %12, i64 0, i64 0
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %97 = load i32, ptr %3, align 4
  %98 = load i32, ptr %13, align 4
  %99 = call double @fd(ptr noundef %96, i32 noundef %97, i32 noundef %98)
  call void @check(ptr noundef %91, double noundef %95, double noundef %99)
  br label %100

100:                                              ; preds = %74
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %13, align 4
  br label %70, !llvm.loop !8

103:                                              ; preds = %70
  %104 = load i32, ptr @enzyme_dup, align 4
  %105 = load i32, ptr @enzyme_const, align 4
  %106 = call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef @f, i32 noundef %104, i32 noundef %105)
  store i32 %106, ptr %14, align 4
  %107 = load i32, ptr %14, align 4
  %108 = sext i32 %107 to i64
  %109 = call noalias ptr @malloc(i64 noundef %108) #7
  store ptr %109, ptr %15, align 8
  %110 = load i32, ptr @enzyme_allocated, align 4
  %111 = load i32, ptr %14, align 4
  %112 = load i32, ptr @enzyme_tape, align 4
  %113 = load ptr, ptr %15, align 8
  %114 = load i32, ptr @enzyme_dup, align 4
  %115 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %116 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %117 = load i32, ptr @enzyme_const, align 4
  %118 = load i32, ptr %3, align 4
  %119 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef @f, i32 noundef %110, i32 noundef %111, i32 noundef %112, ptr noundef %113, i32 noundef %114, ptr noundef %115, ptr noundef %116, i32 noundef %117, i32 noundef %118)
  store [2 x i64] %119, ptr %16, align 8
  %120 = load i32, ptr @enzyme_allocated, align 4
  %121 = load i32, ptr %14, align 4
  %122 = load i32, ptr @enzyme_tape, align 4
  %123 = load ptr, ptr %15, align 8
  %124 = load i32, ptr @enzyme_dup, align 4
  %125 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %126 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %127 = load i32, ptr @enzyme_const, align 4
  %128 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @f, i32 noundef %120, i32 noundef %121, i32 noundef %122, ptr noundef %123, i32 noundef %124, ptr noundef %125, ptr noundef %126, i32 noundef %127, i32 noundef %128, double noundef 1.000000e+00)
  %129 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %129) #6
  %130 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 3
  %131 = load double, ptr %130, align 8
  %132 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %133 = load i32, ptr %3, align 4
  %134 = call double @fd(ptr noundef %132, i32 noundef %133, i32 noundef 3)
  call void @check(ptr noundef @.str.3, double noundef %131, double noundef %134)
  %135 = load i32, ptr @fails, align 4
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, ptr @.str.5, ptr @.str.6
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %138)
  %140 = load i32, ptr @fails, align 4
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i32
  ret i32 %142
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare [2 x i64] @__enzyme_augmentfwd(ptr noundef, ...) #3

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

7:                                                ; preds = %42, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %45

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = call double @sin(double noundef %16) #6
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = srem i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %18, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fmul double 1.000000e-01, %30
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double %31, %36
  %38 = call double @exp(double noundef %37) #6
  %39 = call double @llvm.fmuladd.f64(double %17, double %25, double %38)
  %40 = load double, ptr %5, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %5, align 8
  br label %42

42:                                               ; preds = %11
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %7, !llvm.loop !9

45:                                               ; preds = %7
  %46 = load double, ptr %5, align 8
  ret double %46
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare void @__enzyme_reverse(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %27, %3
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %22
  store double %20, ptr %23, align 8
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %25
  store double %20, ptr %26, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %10, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %10, align 4
  br label %11, !llvm.loop !10

30:                                               ; preds = %11
  %31 = load double, ptr %9, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = fadd double %35, %31
  store double %36, ptr %34, align 8
  %37 = load double, ptr %9, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fsub double %41, %37
  store double %42, ptr %40, align 8
  %43 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %44 = load i32, ptr %5, align 4
  %45 = call double @f(ptr noundef %43, i32 noundef %44)
  %46 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %47 = load i32, ptr %5, align 4
  %48 = call double @f(ptr noundef %46, i32 noundef %47)
  %49 = fsub double %45, %48
  %50 = load double, ptr %9, align 8
  %51 = fmul double 2.000000e+00, %50
  %52 = fdiv double %49, %51
  ret double %52
}

declare i32 @__enzyme_augmentsize(ptr noundef, ...) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
