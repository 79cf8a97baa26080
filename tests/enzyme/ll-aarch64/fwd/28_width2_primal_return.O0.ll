; ModuleID = 'fwd/28_width2_primal_return.c'
source_filename = "fwd/28_width2_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dual2 = type { double, [2 x double] }

@enzyme_width = external global i32, align 4
@enzyme_primal_return = external global i32, align 4
@.str = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.dual2, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 9.000000e-01, ptr %3, align 8
  store double -4.000000e-01, ptr %4, align 8
  %7 = load i32, ptr @enzyme_width, align 4
  %8 = load i32, ptr @enzyme_primal_return, align 4
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = call %struct.dual2 (ptr, ...) @__enzyme_fwddiff_dual2(ptr noundef @f, i32 noundef %7, i32 noundef 2, i32 noundef %8, double noundef %9, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %10, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %12 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 0
  %13 = extractvalue %struct.dual2 %11, 0
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 1
  %15 = extractvalue %struct.dual2 %11, 1
  store [2 x double] %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %4, align 8
  %20 = call double @f(double noundef %18, double noundef %19)
  %21 = fsub double %17, %20
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = load double, ptr %3, align 8
  %24 = load double, ptr %4, align 8
  %25 = call double @f(double noundef %23, double noundef %24)
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = call double @llvm.maxnum.f64(double 1.000000e+00, double %26)
  %28 = fmul double 0x3D719799812DEA11, %27
  %29 = fcmp ole double %22, %28
  %30 = zext i1 %29 to i32
  store i32 %30, ptr %6, align 4
  %31 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = call double @f(double noundef %33, double noundef %34)
  %36 = load i32, ptr %6, align 4
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, ptr @.str.2, ptr @.str.3
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, double noundef %32, double noundef %35, ptr noundef %39)
  %41 = load i32, ptr %6, align 4
  %42 = icmp ne i32 %41, 0
  %43 = xor i1 %42, true
  %44 = zext i1 %43 to i32
  %45 = load i32, ptr @fails, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr @fails, align 4
  %47 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 1
  %48 = getelementptr inbounds [2 x double], ptr %47, i64 0, i64 0
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %3, align 8
  %51 = fadd double %50, 1.000000e-05
  %52 = load double, ptr %4, align 8
  %53 = call double @f(double noundef %51, double noundef %52)
  %54 = load double, ptr %3, align 8
  %55 = fsub double %54, 1.000000e-05
  %56 = load double, ptr %4, align 8
  %57 = call double @f(double noundef %55, double noundef %56)
  %58 = fsub double %53, %57
  %59 = fdiv double %58, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %49, double noundef %59)
  %60 = getelementptr inbounds %struct.dual2, ptr %5, i32 0, i32 1
  %61 = getelementptr inbounds [2 x double], ptr %60, i64 0, i64 1
  %62 = load double, ptr %61, align 8
  %63 = load double, ptr %3, align 8
  %64 = load double, ptr %4, align 8
  %65 = fadd double %64, 1.000000e-05
  %66 = call double @f(double noundef %63, double noundef %65)
  %67 = load double, ptr %3, align 8
  %68 = load double, ptr %4, align 8
  %69 = fsub double %68, 1.000000e-05
  %70 = call double @f(double noundef %67, double noundef %69)
  %71 = fsub double %66, %70
  %72 = fdiv double %71, 2.000000e-05
  call void @check(ptr noundef @.str.5, double noundef %62, double noundef %72)
  %73 = load i32, ptr @fails, align 4
  %74 = icmp ne i32 %73, 0
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, ptr @.str.3, ptr @.str.2
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %76)
  %78 = load i32, ptr @fails, align 4
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  ret i32 %80
}

declare %struct.dual2 @__enzyme_fwddiff_dual2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fsub double %9, %10
  %12 = call double @cos(double noundef %11) #4
  %13 = call double @llvm.fmuladd.f64(double %7, double %8, double %12)
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

declare i32 @printf(ptr noundef, ...) #1

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
  %30 = select i1 %28, ptr @.str.2, ptr @.str.3
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

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
