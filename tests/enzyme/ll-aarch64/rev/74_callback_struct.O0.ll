; ModuleID = 'rev/74_callback_struct.c'
source_filename = "rev/74_callback_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.system_t = type { ptr, double }

@.str = private unnamed_addr constant [15 x i8] c"d/dy0 (rhs %d)\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"d/dk (rhs %d)\00", align 1
@enzyme_out = external global i32, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @integrate(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load double, ptr %5, align 8
  store double %9, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %25, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.system_t, ptr %15, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load double, ptr %7, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.system_t, ptr %19, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = call double %17(double noundef %18, double noundef %21)
  %23 = load double, ptr %7, align 8
  %24 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %22, double %23)
  store double %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %14
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  br label %10, !llvm.loop !6

28:                                               ; preds = %10
  %29 = load double, ptr %7, align 8
  ret double %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @solve(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.system_t, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = getelementptr inbounds %struct.system_t, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @growth, ptr @decay
  store ptr %12, ptr %8, align 8
  %13 = getelementptr inbounds %struct.system_t, ptr %7, i32 0, i32 1
  %14 = load double, ptr %5, align 8
  store double %14, ptr %13, align 8
  %15 = load double, ptr %4, align 8
  %16 = call double @integrate(ptr noundef %7, double noundef %15, i32 noundef 10)
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @growth(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @sin(double noundef %6) #4
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @decay(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fneg double %5
  %7 = load double, ptr %3, align 8
  %8 = fmul double %6, %7
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca [32 x i8], align 1
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %56, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %59

10:                                               ; preds = %7
  store double 8.000000e-01, ptr %4, align 8
  store double 5.000000e-01, ptr %5, align 8
  %11 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %12 = load i32, ptr %3, align 4
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 32, ptr noundef @.str, i32 noundef %12) #4
  %14 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %15 = load double, ptr %4, align 8
  %16 = load i32, ptr @enzyme_const, align 4
  %17 = load double, ptr %5, align 8
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @solve, double noundef %15, i32 noundef %16, double noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, 0x3EB0C6F7A0B5ED8D
  %23 = load double, ptr %5, align 8
  %24 = load i32, ptr %3, align 4
  %25 = call double @solve(double noundef %22, double noundef %23, i32 noundef %24)
  %26 = load double, ptr %4, align 8
  %27 = fsub double %26, 0x3EB0C6F7A0B5ED8D
  %28 = load double, ptr %5, align 8
  %29 = load i32, ptr %3, align 4
  %30 = call double @solve(double noundef %27, double noundef %28, i32 noundef %29)
  %31 = fsub double %25, %30
  %32 = fdiv double %31, 2.000000e-06
  call void @check(ptr noundef %14, double noundef %20, double noundef %32)
  %33 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %34 = load i32, ptr %3, align 4
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %33, i64 noundef 32, ptr noundef @.str.1, i32 noundef %34) #4
  %36 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %37 = load i32, ptr @enzyme_const, align 4
  %38 = load double, ptr %4, align 8
  %39 = load i32, ptr @enzyme_out, align 4
  %40 = load double, ptr %5, align 8
  %41 = load i32, ptr @enzyme_const, align 4
  %42 = load i32, ptr %3, align 4
  %43 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @solve, i32 noundef %37, double noundef %38, i32 noundef %39, double noundef %40, i32 noundef %41, i32 noundef %42)
  %44 = load double, ptr %4, align 8
  %45 = load double, ptr %5, align 8
  %46 = fadd double %45, 0x3EB0C6F7A0B5ED8D
  %47 = load i32, ptr %3, align 4
  %48 = call double @solve(double noundef %44, double noundef %46, i32 noundef %47)
  %49 = load double, ptr %4, align 8
  %50 = load double, ptr %5, align 8
  %51 = fsub double %50, 0x3EB0C6F7A0B5ED8D
  %52 = load i32, ptr %3, align 4
  %53 = call double @solve(double noundef %49, double noundef %51, i32 noundef %52)
  %54 = fsub double %48, %53
  %55 = fdiv double %54, 2.000000e-06
  call void @check(ptr noundef %36, double noundef %43, double noundef %55)
  br label %56

56:                                               ; preds = %10
  %57 = load i32, ptr %3, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %3, align 4
  br label %7, !llvm.loop !8

59:                                               ; preds = %7
  %60 = load i32, ptr @fails, align 4
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, ptr @.str.3, ptr @.str.4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %63)
  %65 = load i32, ptr @fails, align 4
  %66 = icmp ne i32 %65, 0
  %67 = zext i1 %66 to i32
  ret i32 %67
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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

declare double @__enzyme_autodiff(ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
