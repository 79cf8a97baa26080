; ModuleID = 'rev/44_custom_implicit.c'
source_filename = "rev/44_custom_implicit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@n_rev = internal global i32 0, align 4
@__enzyme_register_gradient_cubic_root = dso_local global [3 x ptr] [ptr @cubic_root, ptr @cubic_root_aug, ptr @cubic_root_rev], align 8
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"root d/da\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"root d/db\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"g d/da\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"g d/db\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"rev calls in g\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cubic_root(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double -1.000000e+02, ptr %5, align 8
  store double 1.000000e+02, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %32, %2
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 200
  br i1 %11, label %12, label %35

12:                                               ; preds = %9
  %13 = load double, ptr %5, align 8
  %14 = load double, ptr %6, align 8
  %15 = fadd double %13, %14
  %16 = fmul double 5.000000e-01, %15
  store double %16, ptr %8, align 8
  %17 = load double, ptr %8, align 8
  %18 = load double, ptr %8, align 8
  %19 = fmul double %17, %18
  %20 = load double, ptr %8, align 8
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %8, align 8
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %19, double %20, double %23)
  %25 = load double, ptr %4, align 8
  %26 = fcmp ogt double %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %12
  %28 = load double, ptr %8, align 8
  store double %28, ptr %6, align 8
  br label %31

29:                                               ; preds = %12
  %30 = load double, ptr %8, align 8
  store double %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %29, %27
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %9, !llvm.loop !6

35:                                               ; preds = %9
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %6, align 8
  %38 = fadd double %36, %37
  %39 = fmul double 5.000000e-01, %38
  ret double %39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cubic_root_aug(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @cubic_root(double noundef %5, double noundef %6)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.grad2 @cubic_root_rev(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca %struct.grad2, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %10 = load i32, ptr @n_rev, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @n_rev, align 4
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %6, align 8
  %14 = call double @cubic_root(double noundef %12, double noundef %13)
  store double %14, ptr %8, align 8
  %15 = load double, ptr %8, align 8
  %16 = fmul double 3.000000e+00, %15
  %17 = load double, ptr %8, align 8
  %18 = load double, ptr %5, align 8
  %19 = call double @llvm.fmuladd.f64(double %16, double %17, double %18)
  store double %19, ptr %9, align 8
  %20 = getelementptr inbounds %struct.grad2, ptr %4, i32 0, i32 0
  %21 = load double, ptr %8, align 8
  %22 = fneg double %21
  %23 = load double, ptr %9, align 8
  %24 = fdiv double %22, %23
  %25 = load double, ptr %7, align 8
  %26 = fmul double %24, %25
  store double %26, ptr %20, align 8
  %27 = getelementptr inbounds %struct.grad2, ptr %4, i32 0, i32 1
  %28 = load double, ptr %9, align 8
  %29 = fdiv double 1.000000e+00, %28
  %30 = load double, ptr %7, align 8
  %31 = fmul double %29, %30
  store double %31, ptr %27, align 8
  %32 = load %struct.grad2, ptr %4, align 8
  ret %struct.grad2 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.grad2, align 8
  %6 = alloca %struct.grad2, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 1.300000e+00, ptr %3, align 8
  store double 8.000000e-01, ptr %4, align 8
  %7 = load i32, ptr @enzyme_out, align 4
  %8 = load double, ptr %3, align 8
  %9 = load i32, ptr @enzyme_out, align 4
  %10 = load double, ptr %4, align 8
  %11 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @cubic_root, i32 noundef %7, double noundef %8, i32 noundef %9, double noundef %10)
  %12 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %13 = extractvalue %struct.grad2 %11, 0
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %15 = extractvalue %struct.grad2 %11, 1
  store double %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %3, align 8
  %19 = fadd double %18, 0x3EB0C6F7A0B5ED8D
  %20 = load double, ptr %4, align 8
  %21 = call double @cubic_root(double noundef %19, double noundef %20)
  %22 = load double, ptr %3, align 8
  %23 = fsub double %22, 0x3EB0C6F7A0B5ED8D
  %24 = load double, ptr %4, align 8
  %25 = call double @cubic_root(double noundef %23, double noundef %24)
  %26 = fsub double %21, %25
  %27 = fdiv double %26, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %17, double noundef %27)
  %28 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %3, align 8
  %31 = load double, ptr %4, align 8
  %32 = fadd double %31, 0x3EB0C6F7A0B5ED8D
  %33 = call double @cubic_root(double noundef %30, double noundef %32)
  %34 = load double, ptr %3, align 8
  %35 = load double, ptr %4, align 8
  %36 = fsub double %35, 0x3EB0C6F7A0B5ED8D
  %37 = call double @cubic_root(double noundef %34, double noundef %36)
  %38 = fsub double %33, %37
  %39 = fdiv double %38, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %29, double noundef %39)
  store i32 0, ptr @n_rev, align 4
  %40 = load double, ptr %3, align 8
  %41 = load double, ptr %4, align 8
  %42 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @g, double noundef %40, double noundef %41)
  %43 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 0
  %44 = extractvalue %struct.grad2 %42, 0
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 1
  %46 = extractvalue %struct.grad2 %42, 1
  store double %46, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 16, i1 false)
  %47 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = load double, ptr %3, align 8
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  %51 = load double, ptr %4, align 8
  %52 = call double @g(double noundef %50, double noundef %51)
  %53 = load double, ptr %3, align 8
  %54 = fsub double %53, 0x3EB0C6F7A0B5ED8D
  %55 = load double, ptr %4, align 8
  %56 = call double @g(double noundef %54, double noundef %55)
  %57 = fsub double %52, %56
  %58 = fdiv double %57, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %48, double noundef %58)
  %59 = getelementptr inbounds %struct.grad2, ptr %5, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %3, align 8
  %62 = load double, ptr %4, align 8
  %63 = fadd double %62, 0x3EB0C6F7A0B5ED8D
  %64 = call double @g(double noundef %61, double noundef %63)
  %65 = load double, ptr %3, align 8
  %66 = load double, ptr %4, align 8
  %67 = fsub double %66, 0x3EB0C6F7A0B5ED8D
  %68 = call double @g(double noundef %65, double noundef %67)
  %69 = fsub double %64, %68
  %70 = fdiv double %69, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %60, double noundef %70)
  %71 = load i32, ptr @n_rev, align 4
  call void @check_count(ptr noundef @.str.4, i32 noundef %71, i32 noundef 2)
  %72 = load i32, ptr @fails, align 4
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, ptr @.str.6, ptr @.str.7
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %75)
  %77 = load i32, ptr @fails, align 4
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i32
  ret i32 %79
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #2

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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %4, align 8
  %9 = call double @cubic_root(double noundef %7, double noundef %8)
  store double %9, ptr %5, align 8
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  %13 = load double, ptr %4, align 8
  %14 = fadd double %13, 1.000000e+00
  %15 = call double @cubic_root(double noundef %12, double noundef %14)
  store double %15, ptr %6, align 8
  %16 = load double, ptr %5, align 8
  %17 = call double @sin(double noundef %16) #5
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %6, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  %22 = call double @llvm.fmuladd.f64(double %17, double %18, double %21)
  %23 = load double, ptr %4, align 8
  %24 = call double @llvm.fmuladd.f64(double -3.000000e-01, double %23, double %22)
  ret double %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_count(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %10, %11
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.7, ptr @.str.6
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp ne i32 %16, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
