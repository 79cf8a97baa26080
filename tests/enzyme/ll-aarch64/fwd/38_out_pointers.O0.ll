; ModuleID = 'fwd/38_out_pointers.c'
source_filename = "fwd/38_out_pointers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.m = private unnamed_addr constant [4 x double] [double 2.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00], align 8
@__const.main.dm = private unnamed_addr constant [4 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01], align 8
@.str = private unnamed_addr constant [9 x i8] c"solve2 x\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"solve2 y\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 8
@__const.main.dv = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 2.000000e-01, double -1.000000e+00], align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"normalize[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca [3 x double], align 8
  %17 = alloca [3 x double], align 8
  %18 = alloca [3 x double], align 8
  %19 = alloca [3 x double], align 8
  %20 = alloca [32 x i8], align 1
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.m, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dm, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  br label %22

22:                                               ; preds = %50, %0
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %23, 4
  br i1 %24, label %25, label %53

25:                                               ; preds = %22
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %33, double %29)
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %36
  store double %34, ptr %37, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %45, double %41)
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %48
  store double %46, ptr %49, align 8
  br label %50

50:                                               ; preds = %25
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %22, !llvm.loop !6

53:                                               ; preds = %22
  %54 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %55 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef @solve2, ptr noundef %54, ptr noundef %55, double noundef 1.000000e+00, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e+00, ptr noundef %8, ptr noundef %10, ptr noundef %9, ptr noundef %11)
  %56 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %57 = call i32 @solve2(ptr noundef %56, double noundef 0x3FF000053E2D6239, double noundef -1.999990e+00, ptr noundef %12, ptr noundef %13)
  %58 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %59 = call i32 @solve2(ptr noundef %58, double noundef 0x3FEFFFF583A53B8E, double noundef -2.000010e+00, ptr noundef %14, ptr noundef %15)
  %60 = load double, ptr %10, align 8
  %61 = load double, ptr %12, align 8
  %62 = load double, ptr %14, align 8
  %63 = fsub double %61, %62
  %64 = fdiv double %63, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %60, double noundef %64)
  %65 = load double, ptr %11, align 8
  %66 = load double, ptr %13, align 8
  %67 = load double, ptr %15, align 8
  %68 = fsub double %66, %67
  %69 = fdiv double %68, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %65, double noundef %69)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.v, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.dv, i64 24, i1 false)
  %70 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %73 = load double, ptr %72, align 8
  %74 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %73, double %71)
  store double %74, ptr %18, align 8
  %75 = getelementptr inbounds double, ptr %18, i64 1
  %76 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 1
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 1
  %79 = load double, ptr %78, align 8
  %80 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %79, double %77)
  store double %80, ptr %75, align 8
  %81 = getelementptr inbounds double, ptr %18, i64 2
  %82 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 2
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 2
  %85 = load double, ptr %84, align 8
  %86 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %85, double %83)
  store double %86, ptr %81, align 8
  %87 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %90 = load double, ptr %89, align 8
  %91 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %90, double %88)
  store double %91, ptr %19, align 8
  %92 = getelementptr inbounds double, ptr %19, i64 1
  %93 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 1
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 1
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %96, double %94)
  store double %97, ptr %92, align 8
  %98 = getelementptr inbounds double, ptr %19, i64 2
  %99 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 2
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 2
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %102, double %100)
  store double %103, ptr %98, align 8
  %104 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %105 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef @normalize, ptr noundef %104, ptr noundef %105, i32 noundef 3)
  %106 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 0
  call void @normalize(ptr noundef %106, i32 noundef 3)
  %107 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 0
  call void @normalize(ptr noundef %107, i32 noundef 3)
  store i32 0, ptr %21, align 4
  br label %108

108:                                              ; preds = %130, %53
  %109 = load i32, ptr %21, align 4
  %110 = icmp slt i32 %109, 3
  br i1 %110, label %111, label %133

111:                                              ; preds = %108
  %112 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %113 = load i32, ptr %21, align 4
  %114 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %112, i64 noundef 32, ptr noundef @.str.2, i32 noundef %113) #5
  %115 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %116 = load i32, ptr %21, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load i32, ptr %21, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load i32, ptr %21, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = fsub double %123, %127
  %129 = fdiv double %128, 2.000000e-05
  call void @check(ptr noundef %115, double noundef %119, double noundef %129)
  br label %130

130:                                              ; preds = %111
  %131 = load i32, ptr %21, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %21, align 4
  br label %108, !llvm.loop !8

133:                                              ; preds = %108
  %134 = load i32, ptr @fails, align 4
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i64
  %137 = select i1 %135, ptr @.str.4, ptr @.str.5
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %137)
  %139 = load i32, ptr @fails, align 4
  %140 = icmp ne i32 %139, 0
  %141 = zext i1 %140 to i32
  ret i32 %141
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare void @__enzyme_fwddiff_outputs(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve2(ptr noundef %0, double noundef %1, double noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %7, align 8
  store double %1, ptr %8, align 8
  store double %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 3
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 2
  %24 = load double, ptr %23, align 8
  %25 = fmul double %21, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %15, double %18, double %26)
  store double %27, ptr %12, align 8
  %28 = load double, ptr %12, align 8
  %29 = fcmp oeq double %28, 0.000000e+00
  br i1 %29, label %30, label %31

30:                                               ; preds = %5
  store i32 -1, ptr %6, align 4
  br label %60

31:                                               ; preds = %5
  %32 = load double, ptr %8, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 3
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds double, ptr %36, i64 1
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = fmul double %38, %39
  %41 = fneg double %40
  %42 = call double @llvm.fmuladd.f64(double %32, double %35, double %41)
  %43 = load double, ptr %12, align 8
  %44 = fdiv double %42, %43
  %45 = load ptr, ptr %10, align 8
  store double %44, ptr %45, align 8
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds double, ptr %46, i64 0
  %48 = load double, ptr %47, align 8
  %49 = load double, ptr %9, align 8
  %50 = load double, ptr %8, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds double, ptr %51, i64 2
  %53 = load double, ptr %52, align 8
  %54 = fmul double %50, %53
  %55 = fneg double %54
  %56 = call double @llvm.fmuladd.f64(double %48, double %49, double %55)
  %57 = load double, ptr %12, align 8
  %58 = fdiv double %56, %57
  %59 = load ptr, ptr %11, align 8
  store double %58, ptr %59, align 8
  store i32 0, ptr %6, align 4
  br label %60

60:                                               ; preds = %31, %30
  %61 = load i32, ptr %6, align 4
  ret i32 %61
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @normalize(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %5, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %5, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !9

29:                                               ; preds = %9
  %30 = load double, ptr %5, align 8
  %31 = call double @sqrt(double noundef %30) #5
  %32 = fdiv double 1.000000e+00, %31
  store double %32, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %33

33:                                               ; preds = %45, %29
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %33
  %38 = load double, ptr %7, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %43, %38
  store double %44, ptr %42, align 8
  br label %45

45:                                               ; preds = %37
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %8, align 4
  br label %33, !llvm.loop !10

48:                                               ; preds = %33
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

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
