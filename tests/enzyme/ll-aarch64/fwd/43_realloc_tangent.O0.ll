; ModuleID = 'fwd/43_realloc_tangent.c'
source_filename = "fwd/43_realloc_tangent.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -8.000000e-01], align 8
@__const.main.dx = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 5.000000e-01], align 8
@.str = private unnamed_addr constant [15 x i8] c"keep (realloc)\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"keep = d(x0^2 x1)\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dx, i64 16, i1 false)
  %8 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %11 = load double, ptr %10, align 8
  %12 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %11, double %9)
  store double %12, ptr %5, align 8
  %13 = getelementptr inbounds double, ptr %5, i64 1
  %14 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %17 = load double, ptr %16, align 8
  %18 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %17, double %15)
  store double %18, ptr %13, align 8
  %19 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %22, double %20)
  store double %23, ptr %6, align 8
  %24 = getelementptr inbounds double, ptr %6, i64 1
  %25 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %28, double %26)
  store double %29, ptr %24, align 8
  %30 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %31 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @keep, ptr noundef %30, ptr noundef %31, i32 noundef 6)
  store double %32, ptr %7, align 8
  %33 = load double, ptr %7, align 8
  %34 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %35 = call double @keep(ptr noundef %34, i32 noundef 6)
  %36 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %37 = call double @keep(ptr noundef %36, i32 noundef 6)
  %38 = fsub double %35, %37
  %39 = fdiv double %38, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %33, double noundef %39)
  %40 = load double, ptr %7, align 8
  %41 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %42 = load double, ptr %41, align 8
  %43 = fmul double 2.000000e+00, %42
  %44 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 1
  %45 = load double, ptr %44, align 8
  %46 = fmul double %43, %45
  %47 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %52 = load double, ptr %51, align 8
  %53 = fmul double %50, %52
  %54 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %55 = load double, ptr %54, align 8
  %56 = fmul double %53, %55
  %57 = call double @llvm.fmuladd.f64(double %46, double %48, double %56)
  call void @check(ptr noundef @.str.1, double noundef %40, double noundef %57)
  %58 = load i32, ptr @fails, align 4
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %61)
  %63 = load i32, ptr @fails, align 4
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  ret i32 %65
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @keep(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noalias ptr @malloc(i64 noundef 16) #7
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  %14 = fmul double %10, %13
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  store double %14, ptr %16, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  store double %19, ptr %21, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 8
  %26 = call ptr @realloc(ptr noundef %22, i64 noundef %25) #8
  store ptr %26, ptr %5, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 1
  %32 = load double, ptr %31, align 8
  %33 = fmul double %29, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %4, align 4
  %36 = sub nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %34, i64 %37
  store double %33, ptr %38, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %4, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %39, i64 %42
  %44 = load double, ptr %43, align 8
  store double %44, ptr %6, align 8
  %45 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %45) #9
  %46 = load double, ptr %6, align 8
  ret double %46
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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind allocsize(1) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
