; ModuleID = 'fwd/01_scalar_poly.c'
source_filename = "fwd/01_scalar_poly.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -1.300000e+00, double 4.000000e-01, double 2.100000e+00], align 8
@.str = private unnamed_addr constant [8 x i8] c"p5'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"dp2/dx\00", align 1
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"dp2/dy\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dp2 . (0.3,-0.7)\00", align 1
@enzyme_const = external global i32, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"dp2/dx (y const)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"pn'(1.1), n=%d\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [64 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %39, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %42

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %6, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @p5, double noundef %24, double noundef 1.000000e+00)
  store double %25, ptr %7, align 8
  %26 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %27 = load double, ptr %6, align 8
  %28 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %26, i64 noundef 64, ptr noundef @.str, double noundef %27) #5
  %29 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %6, align 8
  %32 = fadd double %31, 1.000000e-05
  %33 = call double @p5(double noundef %32)
  %34 = load double, ptr %6, align 8
  %35 = fsub double %34, 1.000000e-05
  %36 = call double @p5(double noundef %35)
  %37 = fsub double %33, %36
  %38 = fdiv double %37, 2.000000e-05
  call void @check(ptr noundef %29, double noundef %30, double noundef %38)
  br label %39

39:                                               ; preds = %19
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %16, !llvm.loop !6

42:                                               ; preds = %16
  store double 8.000000e-01, ptr %8, align 8
  store double -1.700000e+00, ptr %9, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @p2, double noundef %43, double noundef 1.000000e+00, double noundef %44, double noundef 0.000000e+00)
  store double %45, ptr %10, align 8
  %46 = load double, ptr %10, align 8
  %47 = load double, ptr %8, align 8
  %48 = fadd double %47, 1.000000e-05
  %49 = load double, ptr %9, align 8
  %50 = call double @p2(double noundef %48, double noundef %49)
  %51 = load double, ptr %8, align 8
  %52 = fsub double %51, 1.000000e-05
  %53 = load double, ptr %9, align 8
  %54 = call double @p2(double noundef %52, double noundef %53)
  %55 = fsub double %50, %54
  %56 = fdiv double %55, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %46, double noundef %56)
  %57 = load i32, ptr @enzyme_dup, align 4
  %58 = load double, ptr %8, align 8
  %59 = load i32, ptr @enzyme_dup, align 4
  %60 = load double, ptr %9, align 8
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @p2, i32 noundef %57, double noundef %58, double noundef 0.000000e+00, i32 noundef %59, double noundef %60, double noundef 1.000000e+00)
  store double %61, ptr %11, align 8
  %62 = load double, ptr %11, align 8
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %9, align 8
  %65 = fadd double %64, 1.000000e-05
  %66 = call double @p2(double noundef %63, double noundef %65)
  %67 = load double, ptr %8, align 8
  %68 = load double, ptr %9, align 8
  %69 = fsub double %68, 1.000000e-05
  %70 = call double @p2(double noundef %67, double noundef %69)
  %71 = fsub double %66, %70
  %72 = fdiv double %71, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %62, double noundef %72)
  %73 = load double, ptr %8, align 8
  %74 = load double, ptr %9, align 8
  %75 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @p2, double noundef %73, double noundef 3.000000e-01, double noundef %74, double noundef 0xBFE6666666666666)
  store double %75, ptr %12, align 8
  %76 = load double, ptr %12, align 8
  %77 = load double, ptr %8, align 8
  %78 = fadd double %77, 3.000000e-06
  %79 = load double, ptr %9, align 8
  %80 = fsub double %79, 0x3EDD5C31593E5FB7
  %81 = call double @p2(double noundef %78, double noundef %80)
  %82 = load double, ptr %8, align 8
  %83 = fsub double %82, 3.000000e-06
  %84 = load double, ptr %9, align 8
  %85 = fadd double %84, 0x3EDD5C31593E5FB7
  %86 = call double @p2(double noundef %83, double noundef %85)
  %87 = fsub double %81, %86
  %88 = fdiv double %87, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %76, double noundef %88)
  %89 = load double, ptr %8, align 8
  %90 = load i32, ptr @enzyme_const, align 4
  %91 = load double, ptr %9, align 8
  %92 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @p2, double noundef %89, double noundef 1.000000e+00, i32 noundef %90, double noundef %91)
  store double %92, ptr %13, align 8
  %93 = load double, ptr %13, align 8
  %94 = load double, ptr %8, align 8
  %95 = fadd double %94, 1.000000e-05
  %96 = load double, ptr %9, align 8
  %97 = call double @p2(double noundef %95, double noundef %96)
  %98 = load double, ptr %8, align 8
  %99 = fsub double %98, 1.000000e-05
  %100 = load double, ptr %9, align 8
  %101 = call double @p2(double noundef %99, double noundef %100)
  %102 = fsub double %97, %101
  %103 = fdiv double %102, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %93, double noundef %103)
  store i32 1, ptr %14, align 4
  br label %104

104:                                              ; preds = %122, %42
  %105 = load i32, ptr %14, align 4
  %106 = icmp sle i32 %105, 7
  br i1 %106, label %107, label %125

107:                                              ; preds = %104
  %108 = load i32, ptr @enzyme_const, align 4
  %109 = load i32, ptr %14, align 4
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %108, i32 noundef %109)
  store double %110, ptr %15, align 8
  %111 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %112 = load i32, ptr %14, align 4
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %111, i64 noundef 64, ptr noundef @.str.5, i32 noundef %112) #5
  %114 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %115 = load double, ptr %15, align 8
  %116 = load i32, ptr %14, align 4
  %117 = call double @pn(double noundef 0x3FF199A415F45E0C, i32 noundef %116)
  %118 = load i32, ptr %14, align 4
  %119 = call double @pn(double noundef 1.099990e+00, i32 noundef %118)
  %120 = fsub double %117, %119
  %121 = fdiv double %120, 2.000000e-05
  call void @check(ptr noundef %114, double noundef %115, double noundef %121)
  br label %122

122:                                              ; preds = %107
  %123 = load i32, ptr %14, align 4
  %124 = add nsw i32 %123, 3
  store i32 %124, ptr %14, align 4
  br label %104, !llvm.loop !8

125:                                              ; preds = %104
  %126 = load i32, ptr @fails, align 4
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i64
  %129 = select i1 %127, ptr @.str.7, ptr @.str.8
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %129)
  %131 = load i32, ptr @fails, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  ret i32 %133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p5(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e+00, %3
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = load double, ptr %2, align 8
  %8 = fmul double %6, %7
  %9 = load double, ptr %2, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %2, align 8
  %12 = load double, ptr %2, align 8
  %13 = fmul double 2.000000e+00, %12
  %14 = load double, ptr %2, align 8
  %15 = fmul double %13, %14
  %16 = load double, ptr %2, align 8
  %17 = fmul double %15, %16
  %18 = fneg double %17
  %19 = call double @llvm.fmuladd.f64(double %10, double %11, double %18)
  %20 = load double, ptr %2, align 8
  %21 = fadd double %19, %20
  %22 = fsub double %21, 7.000000e+00
  ret double %22
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @p2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double 3.000000e+00, %9
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  %15 = fneg double %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %8, double %15)
  %17 = load double, ptr %4, align 8
  %18 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %17, double %16)
  %19 = load double, ptr %3, align 8
  %20 = fmul double 1.500000e+00, %19
  %21 = load double, ptr %3, align 8
  %22 = call double @llvm.fmuladd.f64(double %20, double %21, double %18)
  ret double %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pn(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, 1
  %16 = sitofp i32 %15 to double
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16)
  store double %17, ptr %5, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %7, !llvm.loop !9

21:                                               ; preds = %7
  %22 = load double, ptr %5, align 8
  ret double %22
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!9 = distinct !{!9, !7}
