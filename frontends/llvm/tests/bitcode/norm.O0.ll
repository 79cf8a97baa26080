; ModuleID = 'norm.O0.bc'
source_filename = "norm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { double, double, i32 }

@g = internal global [4 x double] [double 1.000000e+00, double 2.500000e+00, double -3.000000e+00, double 4.000000e+00], align 16
@__const.main.ps = private unnamed_addr constant [3 x %struct.P] [%struct.P { double 1.000000e+00, double 2.000000e+00, i32 3 }, %struct.P { double 4.000000e+00, double 5.000000e+00, i32 6 }, %struct.P { double 7.000000e+00, double 8.000000e+00, i32 9 }], align 16
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @norm(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %40, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %43

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.P, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.P, ptr %18, i64 %20
  %22 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.P, ptr %24, i64 %26
  %28 = getelementptr inbounds %struct.P, ptr %27, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = call double @sin(double noundef %29) #5
  %31 = load i32, ptr %6, align 4
  %32 = and i32 %31, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = fmul double %30, %35
  %37 = call double @llvm.fmuladd.f64(double %17, double %23, double %36)
  %38 = load double, ptr %5, align 8
  %39 = fadd double %38, %37
  store double %39, ptr %5, align 8
  br label %40

40:                                               ; preds = %11
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %7, !llvm.loop !6

43:                                               ; preds = %7
  %44 = load double, ptr %5, align 8
  %45 = call double @sqrt(double noundef %44) #5
  ret double %45
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.P], align 16
  %3 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.ps, i64 72, i1 false)
  store float 1.500000e+00, ptr %3, align 4
  %4 = getelementptr inbounds [3 x %struct.P], ptr %2, i64 0, i64 0
  %5 = call double @norm(ptr noundef %4, i32 noundef 3)
  %6 = load float, ptr %3, align 4
  %7 = fpext float %6 to double
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %5, double noundef %7)
  %9 = getelementptr inbounds [3 x %struct.P], ptr %2, i64 0, i64 0
  %10 = getelementptr inbounds %struct.P, ptr %9, i32 0, i32 2
  %11 = load i32, ptr %10, align 16
  switch i32 %11, label %14 [
    i32 1, label %12
    i32 3, label %13
  ]

12:                                               ; preds = %0
  store i32 2, ptr %1, align 4
  br label %15

13:                                               ; preds = %0
  store i32 0, ptr %1, align 4
  br label %15

14:                                               ; preds = %0
  store i32 1, ptr %1, align 4
  br label %15

15:                                               ; preds = %14, %13, %12
  %16 = load i32, ptr %1, align 4
  ret i32 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
