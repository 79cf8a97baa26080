; ModuleID = 'c/06_rk4_lorenz.c'
source_filename = "c/06_rk4_lorenz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec3 = type { double, double, double }

@__const.main.s = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@.str = private unnamed_addr constant [37 x i8] c"t=%5.2f  x=%12.6f y=%12.6f z=%12.6f\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@__const.main.e = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 1.000000e+00, double 1.000000e+00 }, align 8
@.str.1 = private unnamed_addr constant [30 x i8] c"rk4 vs half-step diff = %.3e\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"euler error larger: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"x(0.5) = %.8f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.vec3, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.vec3, align 8
  %6 = alloca %struct.vec3, align 8
  %7 = alloca %struct.vec3, align 8
  %8 = alloca %struct.vec3, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.vec3, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.vec3, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.vec3, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.s, i64 24, i1 false)
  store double 5.000000e-03, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %17

17:                                               ; preds = %38, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp sle i32 %18, 400
  br i1 %19, label %20, label %41

20:                                               ; preds = %17
  %21 = load double, ptr %3, align 8
  call void @rk4_step(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %5, ptr noundef byval(%struct.vec3) align 8 %2, double noundef %21)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %5, i64 24, i1 false)
  %22 = load i32, ptr %4, align 4
  %23 = srem i32 %22, 50
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %37

25:                                               ; preds = %20
  %26 = load i32, ptr %4, align 4
  %27 = sitofp i32 %26 to double
  %28 = load double, ptr %3, align 8
  %29 = fmul double %27, %28
  %30 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2
  %35 = load double, ptr %34, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29, double noundef %31, double noundef %33, double noundef %35)
  br label %37

37:                                               ; preds = %25, %20
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %17, !llvm.loop !6

41:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.e, i64 24, i1 false)
  store i32 0, ptr %9, align 4
  br label %42

42:                                               ; preds = %46, %41
  %43 = load i32, ptr %9, align 4
  %44 = icmp slt i32 %43, 100
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  call void @rk4_step(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %10, ptr noundef byval(%struct.vec3) align 8 %6, double noundef 5.000000e-03)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %10, i64 24, i1 false)
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %9, align 4
  br label %42, !llvm.loop !8

49:                                               ; preds = %42
  store i32 0, ptr %11, align 4
  br label %50

50:                                               ; preds = %54, %49
  %51 = load i32, ptr %11, align 4
  %52 = icmp slt i32 %51, 200
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  call void @rk4_step(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %12, ptr noundef byval(%struct.vec3) align 8 %7, double noundef 2.500000e-03)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %12, i64 24, i1 false)
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %11, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %11, align 4
  br label %50, !llvm.loop !9

57:                                               ; preds = %50
  store i32 0, ptr %13, align 4
  br label %58

58:                                               ; preds = %62, %57
  %59 = load i32, ptr %13, align 4
  %60 = icmp slt i32 %59, 100
  br i1 %60, label %61, label %65

61:                                               ; preds = %58
  call void @euler_step(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %14, ptr noundef byval(%struct.vec3) align 8 %8, double noundef 5.000000e-03)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %14, i64 24, i1 false)
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %13, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %13, align 4
  br label %58, !llvm.loop !10

65:                                               ; preds = %58
  %66 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = fsub double %67, %69
  store double %70, ptr %15, align 8
  %71 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = fsub double %72, %74
  store double %75, ptr %16, align 8
  %76 = load double, ptr %15, align 8
  %77 = fcmp olt double %76, 0.000000e+00
  br i1 %77, label %78, label %81

78:                                               ; preds = %65
  %79 = load double, ptr %15, align 8
  %80 = fneg double %79
  store double %80, ptr %15, align 8
  br label %81

81:                                               ; preds = %78, %65
  %82 = load double, ptr %16, align 8
  %83 = fcmp olt double %82, 0.000000e+00
  br i1 %83, label %84, label %87

84:                                               ; preds = %81
  %85 = load double, ptr %16, align 8
  %86 = fneg double %85
  store double %86, ptr %16, align 8
  br label %87

87:                                               ; preds = %84, %81
  %88 = load double, ptr %15, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %88)
  %90 = load double, ptr %16, align 8
  %91 = load double, ptr %15, align 8
  %92 = fcmp ogt double %90, %91
  %93 = zext i1 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %93)
  %95 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %96)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rk4_step(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca %struct.vec3, align 8
  %6 = alloca %struct.vec3, align 8
  %7 = alloca %struct.vec3, align 8
  %8 = alloca %struct.vec3, align 8
  %9 = alloca %struct.vec3, align 8
  %10 = alloca %struct.vec3, align 8
  %11 = alloca %struct.vec3, align 8
  store double %2, ptr %4, align 8
  call void @lorenz(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %5, ptr noundef byval(%struct.vec3) align 8 %1)
  %12 = load double, ptr %4, align 8
  %13 = fdiv double %12, 2.000000e+00
  call void @axpy(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %7, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %13, ptr noundef byval(%struct.vec3) align 8 %5)
  call void @lorenz(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %6, ptr noundef byval(%struct.vec3) align 8 %7)
  %14 = load double, ptr %4, align 8
  %15 = fdiv double %14, 2.000000e+00
  call void @axpy(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %9, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %15, ptr noundef byval(%struct.vec3) align 8 %6)
  call void @lorenz(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %8, ptr noundef byval(%struct.vec3) align 8 %9)
  %16 = load double, ptr %4, align 8
  call void @axpy(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %11, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %16, ptr noundef byval(%struct.vec3) align 8 %8)
  call void @lorenz(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %10, ptr noundef byval(%struct.vec3) align 8 %11)
  %17 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %4, align 8
  %20 = fdiv double %19, 6.000000e+00
  %21 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %24, double %22)
  %26 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %27, double %25)
  %29 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = fadd double %28, %30
  %32 = call double @llvm.fmuladd.f64(double %20, double %31, double %18)
  %33 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0
  store double %32, ptr %33, align 8
  %34 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = load double, ptr %4, align 8
  %37 = fdiv double %36, 6.000000e+00
  %38 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %41, double %39)
  %43 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %44, double %42)
  %46 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 1
  %47 = load double, ptr %46, align 8
  %48 = fadd double %45, %47
  %49 = call double @llvm.fmuladd.f64(double %37, double %48, double %35)
  %50 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1
  store double %49, ptr %50, align 8
  %51 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = load double, ptr %4, align 8
  %54 = fdiv double %53, 6.000000e+00
  %55 = getelementptr inbounds %struct.vec3, ptr %5, i32 0, i32 2
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds %struct.vec3, ptr %6, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %58, double %56)
  %60 = getelementptr inbounds %struct.vec3, ptr %8, i32 0, i32 2
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %61, double %59)
  %63 = getelementptr inbounds %struct.vec3, ptr %10, i32 0, i32 2
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = call double @llvm.fmuladd.f64(double %54, double %65, double %52)
  %67 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2
  store double %66, ptr %67, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @euler_step(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca %struct.vec3, align 8
  store double %2, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  call void @lorenz(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %5, ptr noundef byval(%struct.vec3) align 8 %1)
  call void @axpy(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %6, ptr noundef byval(%struct.vec3) align 8 %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lorenz(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %4 = load double, ptr %3, align 8
  %5 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = fsub double %4, %6
  %8 = fmul double 1.000000e+01, %7
  %9 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0
  store double %8, ptr %9, align 8
  %10 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = fsub double 2.800000e+01, %13
  %15 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %11, double %14, double %17)
  %19 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1
  store double %18, ptr %19, align 8
  %20 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2
  %25 = load double, ptr %24, align 8
  %26 = fmul double 0x4005555555555555, %25
  %27 = fneg double %26
  %28 = call double @llvm.fmuladd.f64(double %21, double %23, double %27)
  %29 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2
  store double %28, ptr %29, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @axpy(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %2, ptr noundef byval(%struct.vec3) align 8 %3) #0 {
  %5 = alloca double, align 8
  store double %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = call double @llvm.fmuladd.f64(double %9, double %11, double %8)
  store double %12, ptr %6, align 8
  %13 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = load double, ptr %5, align 8
  %17 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double %16, double %18, double %15)
  store double %19, ptr %13, align 8
  %20 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2
  %21 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %5, align 8
  %24 = getelementptr inbounds %struct.vec3, ptr %3, i32 0, i32 2
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %23, double %25, double %22)
  store double %26, ptr %20, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !7}
