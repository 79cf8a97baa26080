; ModuleID = 'llsq.c'
source_filename = "llsq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local double @llsq_primal(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %65, %3
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %68

19:                                               ; preds = %15
  %20 = load i32, ptr %8, align 4
  %21 = sitofp i32 %20 to double
  %22 = fmul double 2.000000e+00, %21
  %23 = load i32, ptr %6, align 4
  %24 = sub nsw i32 %23, 1
  %25 = sitofp i32 %24 to double
  %26 = fdiv double %22, %25
  %27 = fadd double -1.000000e+00, %26
  store double %27, ptr %9, align 8
  %28 = load double, ptr %9, align 8
  %29 = fcmp ogt double %28, 0.000000e+00
  br i1 %29, label %30, label %31

30:                                               ; preds = %19
  br label %36

31:                                               ; preds = %19
  %32 = load double, ptr %9, align 8
  %33 = fcmp olt double %32, 0.000000e+00
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, double -1.000000e+00, double 0.000000e+00
  br label %36

36:                                               ; preds = %31, %30
  %37 = phi double [ 1.000000e+00, %30 ], [ %35, %31 ]
  store double %37, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  store double 1.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %38

38:                                               ; preds = %54, %36
  %39 = load i32, ptr %13, align 4
  %40 = load i32, ptr %5, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %57

42:                                               ; preds = %38
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %13, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %12, align 8
  %49 = load double, ptr %11, align 8
  %50 = call double @llvm.fmuladd.f64(double %47, double %48, double %49)
  store double %50, ptr %11, align 8
  %51 = load double, ptr %9, align 8
  %52 = load double, ptr %12, align 8
  %53 = fmul double %52, %51
  store double %53, ptr %12, align 8
  br label %54

54:                                               ; preds = %42
  %55 = load i32, ptr %13, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %13, align 4
  br label %38, !llvm.loop !6

57:                                               ; preds = %38
  %58 = load double, ptr %10, align 8
  %59 = load double, ptr %11, align 8
  %60 = fsub double %58, %59
  store double %60, ptr %14, align 8
  %61 = load double, ptr %14, align 8
  %62 = load double, ptr %14, align 8
  %63 = load double, ptr %7, align 8
  %64 = call double @llvm.fmuladd.f64(double %61, double %62, double %63)
  store double %64, ptr %7, align 8
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %15, !llvm.loop !8

68:                                               ; preds = %15
  %69 = load double, ptr %7, align 8
  %70 = fmul double 5.000000e-01, %69
  ret double %70
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @llsq_gradient(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %19, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  store double 0.000000e+00, ptr %18, align 8
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %9, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %9, align 4
  br label %10, !llvm.loop !9

22:                                               ; preds = %10
  %23 = load i32, ptr @enzyme_dup, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load ptr, ptr %8, align 8
  %26 = load i32, ptr @enzyme_const, align 4
  %27 = load i32, ptr %6, align 4
  %28 = load i32, ptr @enzyme_const, align 4
  %29 = load i32, ptr %7, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @llsq_primal, i32 noundef %23, ptr noundef %24, ptr noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29)
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
