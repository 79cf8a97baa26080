; ModuleID = 'fwd/27_primal_return.c'
source_filename = "fwd/27_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dual = type { double, double }

@enzyme_primal_return = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f tangent\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"poly_norm primal\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"poly_norm tangent\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.dual, align 8
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dual, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %10 = load i32, ptr @enzyme_primal_return, align 4
  %11 = call %struct.dual (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef @f, i32 noundef %10, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef 1.700000e+00, double noundef 5.000000e-01)
  %12 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 0
  %13 = extractvalue %struct.dual %11, 0
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 1
  %15 = extractvalue %struct.dual %11, 1
  store double %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = call double @f(double noundef 8.000000e-01, double noundef 1.700000e+00)
  call void @check_primal(ptr noundef @.str, double noundef %17, double noundef %18)
  %19 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = call double @f(double noundef 8.000100e-01, double noundef 0x3FFB33387160956C)
  %22 = call double @f(double noundef 0x3FE99984A0E410B7, double noundef 0x3FFB332DF505D0FA)
  %23 = fsub double %21, %22
  %24 = fdiv double %23, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %20, double noundef %24)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false)
  %25 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0
  store double 1.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1
  store double -5.000000e-01, ptr %26, align 8
  %27 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2
  store double 2.500000e-01, ptr %27, align 8
  %28 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3
  store double 8.000000e-01, ptr %28, align 8
  %29 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 4
  store double -3.000000e-01, ptr %29, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %30 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 1.000000e-01, ptr %30, align 8
  %31 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double 2.000000e-01, ptr %31, align 8
  %32 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double -3.000000e-01, ptr %32, align 8
  %33 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 4.000000e-01, ptr %33, align 8
  %34 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double 5.000000e-01, ptr %34, align 8
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %63, %0
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %36, 5
  br i1 %37, label %38, label %66

38:                                               ; preds = %35
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %46, double %42)
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %49
  store double %47, ptr %50, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %58, double %54)
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %61
  store double %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %38
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %35, !llvm.loop !6

66:                                               ; preds = %35
  %67 = load i32, ptr @enzyme_primal_return, align 4
  %68 = load i32, ptr @enzyme_dup, align 4
  %69 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %70 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %71 = load i32, ptr @enzyme_const, align 4
  %72 = load i32, ptr @enzyme_const, align 4
  %73 = call %struct.dual (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef @poly_norm, i32 noundef %67, i32 noundef %68, ptr noundef %69, ptr noundef %70, i32 noundef %71, i32 noundef 5, i32 noundef %72, double noundef 1.300000e+00)
  %74 = getelementptr inbounds %struct.dual, ptr %9, i32 0, i32 0
  %75 = extractvalue %struct.dual %73, 0
  store double %75, ptr %74, align 8
  %76 = getelementptr inbounds %struct.dual, ptr %9, i32 0, i32 1
  %77 = extractvalue %struct.dual %73, 1
  store double %77, ptr %76, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %9, i64 16, i1 false)
  %78 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %81 = call double @poly_norm(ptr noundef %80, i32 noundef 5, double noundef 1.300000e+00)
  call void @check_primal(ptr noundef @.str.2, double noundef %79, double noundef %81)
  %82 = getelementptr inbounds %struct.dual, ptr %3, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %85 = call double @poly_norm(ptr noundef %84, i32 noundef 5, double noundef 1.300000e+00)
  %86 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %87 = call double @poly_norm(ptr noundef %86, i32 noundef 5, double noundef 1.300000e+00)
  %88 = fsub double %85, %87
  %89 = fdiv double %88, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %83, double noundef %89)
  %90 = load i32, ptr @fails, align 4
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, ptr @.str.5, ptr @.str.6
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %93)
  %95 = load i32, ptr @fails, align 4
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  ret i32 %97
}

declare %struct.dual @__enzyme_fwddiff_dual(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = call double @atan(double noundef %7) #6
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = call double @llvm.fmuladd.f64(double %9, double %10, double 1.000000e+00)
  %12 = call double @log(double noundef %11) #6
  %13 = load double, ptr %4, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double %8)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_primal(ptr noundef %0, double noundef %1, double noundef %2) #0 {
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
  %24 = select i1 %22, ptr @.str.6, ptr @.str.5
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly_norm(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store double 1.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %26, %3
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %29

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %8, align 8
  %21 = load double, ptr %7, align 8
  %22 = call double @llvm.fmuladd.f64(double %19, double %20, double %21)
  store double %22, ptr %7, align 8
  %23 = load double, ptr %6, align 8
  %24 = load double, ptr %8, align 8
  %25 = fmul double %24, %23
  store double %25, ptr %8, align 8
  br label %26

26:                                               ; preds = %14
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %10, !llvm.loop !8

29:                                               ; preds = %10
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %7, align 8
  %32 = fmul double %30, %31
  ret double %32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @atan(double noundef) #5

; Function Attrs: nounwind
declare double @log(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
