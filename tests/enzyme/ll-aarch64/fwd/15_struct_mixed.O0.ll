; ModuleID = 'fwd/15_struct_mixed.c'
source_filename = "fwd/15_struct_mixed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.params = type { i32, double, i8, [4 x double], i32, double }

@__const.main.p = private unnamed_addr constant %struct.params { i32 4, double 1.700000e+00, i8 1, [4 x double] [double 5.000000e-01, double -1.200000e+00, double 8.000000e-01, double 3.000000e-01], i32 99, double -4.000000e-01 }, align 8
@__const.main.dp = private unnamed_addr constant %struct.params { i32 -7, double 3.000000e-01, i8 0, [4 x double] [double 1.000000e+00, double 2.000000e-01, double -5.000000e-01, double 0x3FE6666666666666], i32 -7, double 2.500000e-01 }, align 8
@.str = private unnamed_addr constant [17 x i8] c"model (p, x dup)\00", align 1
@enzyme_dup = external global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"model (flag=0)\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"update: offset\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"update: coef[3]\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"update: scale kept\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.params, align 8
  %4 = alloca %struct.params, align 8
  %5 = alloca %struct.params, align 8
  %6 = alloca %struct.params, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.params, align 8
  %11 = alloca %struct.params, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.p, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dp, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 72, i1 false)
  %12 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %13, double %15)
  store double %16, ptr %14, align 8
  %17 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %18, double %20)
  store double %21, ptr %19, align 8
  %22 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 5
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 5
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %23, double %25)
  store double %26, ptr %24, align 8
  %27 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 5
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 5
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %28, double %30)
  store double %31, ptr %29, align 8
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %58, %0
  %33 = load i32, ptr %7, align 4
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %35, label %61

35:                                               ; preds = %32
  %36 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 3
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 3
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x double], ptr %41, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %40, double %45)
  store double %46, ptr %44, align 8
  %47 = getelementptr inbounds %struct.params, ptr %4, i32 0, i32 3
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x double], ptr %47, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 3
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4 x double], ptr %52, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %51, double %56)
  store double %57, ptr %55, align 8
  br label %58

58:                                               ; preds = %35
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %32, !llvm.loop !6

61:                                               ; preds = %32
  store double 1.300000e+00, ptr %8, align 8
  store double -6.000000e-01, ptr %9, align 8
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %9, align 8
  %65 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @model, i32 noundef %62, ptr noundef %3, ptr noundef %4, double noundef %63, double noundef %64)
  %66 = load double, ptr %8, align 8
  %67 = load double, ptr %9, align 8
  %68 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %67, double %66)
  %69 = call double @model(ptr noundef %5, double noundef %68)
  %70 = load double, ptr %8, align 8
  %71 = load double, ptr %9, align 8
  %72 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %71, double %70)
  %73 = call double @model(ptr noundef %6, double noundef %72)
  %74 = fsub double %69, %73
  %75 = fdiv double %74, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %65, double noundef %75)
  %76 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 2
  store i8 0, ptr %76, align 8
  %77 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 2
  store i8 0, ptr %77, align 8
  %78 = getelementptr inbounds %struct.params, ptr %3, i32 0, i32 2
  store i8 0, ptr %78, align 8
  %79 = load i32, ptr @enzyme_dup, align 4
  %80 = load i32, ptr @enzyme_const, align 4
  %81 = load double, ptr %8, align 8
  %82 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @model, i32 noundef %79, ptr noundef %3, ptr noundef %4, i32 noundef %80, double noundef %81)
  %83 = load double, ptr %8, align 8
  %84 = call double @model(ptr noundef %5, double noundef %83)
  %85 = load double, ptr %8, align 8
  %86 = call double @model(ptr noundef %6, double noundef %85)
  %87 = fsub double %84, %86
  %88 = fdiv double %87, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %82, double noundef %88)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %4, i64 72, i1 false)
  %89 = load i32, ptr @enzyme_dup, align 4
  %90 = load double, ptr %8, align 8
  %91 = load double, ptr %9, align 8
  %92 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @update, i32 noundef %89, ptr noundef %10, ptr noundef %11, double noundef %90, double noundef %91)
  %93 = load double, ptr %8, align 8
  %94 = load double, ptr %9, align 8
  %95 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %94, double %93)
  call void @update(ptr noundef %5, double noundef %95)
  %96 = load double, ptr %8, align 8
  %97 = load double, ptr %9, align 8
  %98 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %97, double %96)
  call void @update(ptr noundef %6, double noundef %98)
  %99 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 5
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 5
  %102 = load double, ptr %101, align 8
  %103 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 5
  %104 = load double, ptr %103, align 8
  %105 = fsub double %102, %104
  %106 = fdiv double %105, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %100, double noundef %106)
  %107 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 3
  %108 = getelementptr inbounds [4 x double], ptr %107, i64 0, i64 3
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 3
  %111 = getelementptr inbounds [4 x double], ptr %110, i64 0, i64 3
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 3
  %114 = getelementptr inbounds [4 x double], ptr %113, i64 0, i64 3
  %115 = load double, ptr %114, align 8
  %116 = fsub double %112, %115
  %117 = fdiv double %116, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %109, double noundef %117)
  %118 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds %struct.params, ptr %5, i32 0, i32 1
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds %struct.params, ptr %6, i32 0, i32 1
  %123 = load double, ptr %122, align 8
  %124 = fsub double %121, %123
  %125 = fdiv double %124, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %119, double noundef %125)
  %126 = load i32, ptr @fails, align 4
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i64
  %129 = select i1 %127, ptr @.str.6, ptr @.str.7
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %129)
  %131 = load i32, ptr @fails, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  ret i32 %133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @model(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.params, ptr %7, i32 0, i32 5
  %9 = load double, ptr %8, align 8
  store double %9, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %29, %2
  %11 = load i32, ptr %6, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.params, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %10
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.params, ptr %17, i32 0, i32 3
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @pow(double noundef %23, double noundef %25) #5
  %27 = load double, ptr %5, align 8
  %28 = call double @llvm.fmuladd.f64(double %22, double %26, double %27)
  store double %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %16
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %10, !llvm.loop !8

32:                                               ; preds = %10
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.params, ptr %33, i32 0, i32 2
  %35 = load i8, ptr %34, align 8
  %36 = zext i8 %35 to i32
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %44

38:                                               ; preds = %32
  %39 = load double, ptr %5, align 8
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.params, ptr %40, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fmul double %39, %42
  br label %50

44:                                               ; preds = %32
  %45 = load double, ptr %5, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.params, ptr %46, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = fdiv double %45, %48
  br label %50

50:                                               ; preds = %44, %38
  %51 = phi double [ %43, %38 ], [ %49, %44 ]
  ret double %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @model(ptr noundef %5, double noundef %6)
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.params, ptr %8, i32 0, i32 3
  %10 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %11 = load double, ptr %10, align 8
  %12 = fmul double %7, %11
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.params, ptr %13, i32 0, i32 5
  store double %12, ptr %14, align 8
  %15 = load double, ptr %4, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.params, ptr %16, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.params, ptr %19, i32 0, i32 3
  %21 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 3
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %15, double %18, double %22)
  store double %23, ptr %21, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

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
