; ModuleID = 'rev/04_scalar_nonsmooth.c'
source_filename = "rev/04_scalar_nonsmooth.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"d/dx at (%g,%g)\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"d/dy at (%g,%g)\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [3 x [2 x double]], align 8
  %4 = alloca [40 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca %struct.grad2, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 48, i1 false)
  %9 = getelementptr inbounds [3 x [2 x double]], ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds [2 x double], ptr %9, i32 0, i32 0
  store double 0x3FE6666666666666, ptr %10, align 8
  %11 = getelementptr inbounds [2 x double], ptr %9, i32 0, i32 1
  store double -1.300000e+00, ptr %11, align 8
  %12 = getelementptr inbounds [3 x [2 x double]], ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds [2 x double], ptr %12, i32 0, i32 0
  store double -9.000000e-01, ptr %13, align 8
  %14 = getelementptr inbounds [2 x double], ptr %12, i32 0, i32 1
  store double 1.600000e+00, ptr %14, align 8
  %15 = getelementptr inbounds [3 x [2 x double]], ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds [2 x double], ptr %15, i32 0, i32 0
  store double 2.500000e+00, ptr %16, align 8
  %17 = getelementptr inbounds [2 x double], ptr %15, i32 0, i32 1
  store double 5.000000e-01, ptr %17, align 8
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %75, %0
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %78

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 %23
  %25 = getelementptr inbounds [2 x double], ptr %24, i64 0, i64 0
  %26 = load double, ptr %25, align 8
  store double %26, ptr %6, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 %28
  %30 = getelementptr inbounds [2 x double], ptr %29, i64 0, i64 1
  %31 = load double, ptr %30, align 8
  store double %31, ptr %7, align 8
  %32 = load i32, ptr @enzyme_out, align 4
  %33 = load double, ptr %6, align 8
  %34 = load i32, ptr @enzyme_out, align 4
  %35 = load double, ptr %7, align 8
  %36 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f, i32 noundef %32, double noundef %33, i32 noundef %34, double noundef %35)
  %37 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %38 = extractvalue %struct.grad2 %36, 0
  store double %38, ptr %37, align 8
  %39 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %40 = extractvalue %struct.grad2 %36, 1
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %42 = load double, ptr %6, align 8
  %43 = load double, ptr %7, align 8
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %41, i64 noundef 40, ptr noundef @.str, double noundef %42, double noundef %43) #5
  %45 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %46 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %6, align 8
  %49 = fadd double %48, 0x3EB0C6F7A0B5ED8D
  %50 = load double, ptr %7, align 8
  %51 = call double @f(double noundef %49, double noundef %50)
  %52 = load double, ptr %6, align 8
  %53 = fsub double %52, 0x3EB0C6F7A0B5ED8D
  %54 = load double, ptr %7, align 8
  %55 = call double @f(double noundef %53, double noundef %54)
  %56 = fsub double %51, %55
  %57 = fdiv double %56, 2.000000e-06
  call void @check(ptr noundef %45, double noundef %47, double noundef %57)
  %58 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %59 = load double, ptr %6, align 8
  %60 = load double, ptr %7, align 8
  %61 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %58, i64 noundef 40, ptr noundef @.str.1, double noundef %59, double noundef %60) #5
  %62 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %63 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %7, align 8
  %67 = fadd double %66, 0x3EB0C6F7A0B5ED8D
  %68 = call double @f(double noundef %65, double noundef %67)
  %69 = load double, ptr %6, align 8
  %70 = load double, ptr %7, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = call double @f(double noundef %69, double noundef %71)
  %73 = fsub double %68, %72
  %74 = fdiv double %73, 2.000000e-06
  call void @check(ptr noundef %62, double noundef %64, double noundef %74)
  br label %75

75:                                               ; preds = %21
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %5, align 4
  br label %18, !llvm.loop !6

78:                                               ; preds = %18
  %79 = load i32, ptr @fails, align 4
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i64
  %82 = select i1 %80, ptr @.str.3, ptr @.str.4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %82)
  %84 = load i32, ptr @fails, align 4
  %85 = icmp ne i32 %84, 0
  %86 = zext i1 %85 to i32
  ret i32 %86
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @llvm.fabs.f64(double %5)
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double -1.000000e+00)
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = call double @llvm.fmuladd.f64(double %6, double %7, double %11)
  %13 = load double, ptr %3, align 8
  %14 = load double, ptr %4, align 8
  %15 = call double @llvm.maxnum.f64(double %13, double %14)
  %16 = load double, ptr %3, align 8
  %17 = call double @llvm.fmuladd.f64(double %15, double %16, double %12)
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %3, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, 2.000000e+00
  %23 = call double @llvm.minnum.f64(double %20, double %22)
  %24 = load double, ptr %4, align 8
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %17)
  %26 = load double, ptr %3, align 8
  %27 = load double, ptr %3, align 8
  %28 = call double @llvm.fmuladd.f64(double %26, double %27, double 1.000000e+00)
  %29 = load double, ptr %4, align 8
  %30 = call double @llvm.copysign.f64(double %28, double %29)
  %31 = load double, ptr %3, align 8
  %32 = call double @llvm.fmuladd.f64(double %30, double %31, double %25)
  %33 = load double, ptr %4, align 8
  %34 = load double, ptr %4, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %32)
  ret double %35
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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
