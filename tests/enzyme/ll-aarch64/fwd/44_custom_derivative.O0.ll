; ModuleID = 'fwd/44_custom_derivative.c'
source_filename = "fwd/44_custom_derivative.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__enzyme_register_derivative_table_sigmoid = dso_local global [2 x ptr] [ptr @table_sigmoid, ptr @dtable_sigmoid], align 8
@__const.main.w = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 5.000000e-01, double 1.000000e-01], align 8
@__const.main.dw = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.500000e-01, double 2.000000e+00], align 8
@__const.main.x = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double -1.000000e+00, double 5.000000e-01], align 8
@.str = private unnamed_addr constant [22 x i8] c"layer (custom inside)\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"custom directly\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @__enzyme_register_derivative_table_sigmoid], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @table_sigmoid(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @smooth(double noundef %5)
  %7 = call double @frexp(double noundef %6, ptr noundef %3) #5
  store double %7, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = load i32, ptr %3, align 4
  %10 = call double @ldexp(double noundef %8, i32 noundef %9) #5
  ret double %10
}

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = call double @exp(double noundef %4) #5
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double 1.000000e+00, %6
  ret double %7
}

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dtable_sigmoid(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @smooth(double noundef %6)
  store double %7, ptr %5, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = fsub double 1.000000e+00, %9
  %11 = fmul double %8, %10
  %12 = load double, ptr %4, align 8
  %13 = fmul double %11, %12
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @layer(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !6

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  %31 = call double @table_sigmoid(double noundef %30)
  %32 = load double, ptr %7, align 8
  %33 = fmul double %31, %32
  ret double %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca double, align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile i32 4, ptr %2, align 4
  %12 = load volatile i32, ptr %2, align 4
  store i32 %12, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.w, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.dw, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.x, i64 32, i1 false)
  store double 1.000000e-05, ptr %7, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %42, %0
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %45

17:                                               ; preds = %13
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load i32, ptr %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %25, double %21)
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %28
  store double %26, ptr %29, align 8
  %30 = load i32, ptr %10, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %37, double %33)
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %40
  store double %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %17
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %13, !llvm.loop !8

45:                                               ; preds = %13
  %46 = load i32, ptr @enzyme_dup, align 4
  %47 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %48 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %49 = load i32, ptr @enzyme_const, align 4
  %50 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %51 = load i32, ptr @enzyme_const, align 4
  %52 = load i32, ptr %3, align 4
  %53 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @layer, i32 noundef %46, ptr noundef %47, ptr noundef %48, i32 noundef %49, ptr noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %55 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %56 = load i32, ptr %3, align 4
  %57 = call double @layer_smooth(ptr noundef %54, ptr noundef %55, i32 noundef %56)
  %58 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %59 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %60 = load i32, ptr %3, align 4
  %61 = call double @layer_smooth(ptr noundef %58, ptr noundef %59, i32 noundef %60)
  %62 = fsub double %57, %61
  %63 = fdiv double %62, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %53, double noundef %63)
  store double 3.700000e-01, ptr %11, align 8
  %64 = load double, ptr %11, align 8
  %65 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @table_sigmoid, double noundef %64, double noundef 1.000000e+00)
  %66 = load double, ptr %11, align 8
  %67 = fadd double %66, 1.000000e-05
  %68 = call double @smooth(double noundef %67)
  %69 = load double, ptr %11, align 8
  %70 = fsub double %69, 1.000000e-05
  %71 = call double @smooth(double noundef %70)
  %72 = fsub double %68, %71
  %73 = fdiv double %72, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %65, double noundef %73)
  %74 = load i32, ptr @fails, align 4
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, ptr @.str.3, ptr @.str.4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %77)
  %79 = load i32, ptr @fails, align 4
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i32
  ret i32 %81
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @layer_smooth(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !9

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  %31 = call double @smooth(double noundef %30)
  %32 = load double, ptr %7, align 8
  %33 = fmul double %31, %32
  ret double %33
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
