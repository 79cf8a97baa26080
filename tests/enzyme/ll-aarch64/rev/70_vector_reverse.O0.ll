; ModuleID = 'rev/70_vector_reverse.c'
source_filename = "rev/70_vector_reverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_dupv = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"lane 0 d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"lane 1 d/dx[%d] (+1)\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"lane 2 d/dx[%d] (+2)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"dupv lane 1 d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %47, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %50

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = call double @sin(double noundef %16) #5
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = srem i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %18, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fmul double 5.000000e-01, %30
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double %31, %36
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fmul double %37, %42
  %44 = call double @llvm.fmuladd.f64(double %17, double %25, double %43)
  %45 = load double, ptr %5, align 8
  %46 = fadd double %45, %44
  store double %46, ptr %5, align 8
  br label %47

47:                                               ; preds = %11
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %7, !llvm.loop !6

50:                                               ; preds = %7
  %51 = load double, ptr %5, align 8
  ret double %51
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [2 x [5 x double]], align 8
  %9 = alloca double, align 8
  %10 = alloca [40 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca [5 x double], align 8
  %13 = alloca [5 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile i32 5, ptr %2, align 4
  %16 = load volatile i32, ptr %2, align 4
  store i32 %16, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false)
  %17 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0
  store double 3.000000e-01, ptr %17, align 8
  %18 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1
  store double 0xBFE6666666666666, ptr %18, align 8
  %19 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2
  store double 1.100000e+00, ptr %19, align 8
  %20 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3
  store double 4.000000e-01, ptr %20, align 8
  %21 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 4
  store double -2.000000e-01, ptr %21, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %22 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.000000e+00, ptr %22, align 8
  %23 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double 1.000000e+00, ptr %23, align 8
  %24 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double 1.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 1.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double 1.000000e+00, ptr %26, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  %27 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 0
  store double 2.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 1
  store double 2.000000e+00, ptr %28, align 8
  %29 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 2
  store double 2.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 3
  store double 2.000000e+00, ptr %30, align 8
  %31 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 4
  store double 2.000000e+00, ptr %31, align 8
  %32 = load i32, ptr @enzyme_width, align 4
  %33 = load i32, ptr @enzyme_dup, align 4
  %34 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %35 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %36 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %37 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %32, i32 noundef 3, i32 noundef %33, ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i32 noundef %38, i32 noundef %39)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 80, i1 false)
  %40 = load i32, ptr @enzyme_width, align 4
  %41 = load i32, ptr @enzyme_dupv, align 4
  %42 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %43 = getelementptr inbounds [2 x [5 x double]], ptr %8, i64 0, i64 0
  %44 = getelementptr inbounds [5 x double], ptr %43, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %40, i32 noundef 2, i32 noundef %41, i32 noundef 40, ptr noundef %42, ptr noundef %44, i32 noundef %45, i32 noundef %46)
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  store i32 0, ptr %11, align 4
  br label %47

47:                                               ; preds = %128, %0
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %3, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %131

51:                                               ; preds = %47
  store i32 0, ptr %14, align 4
  br label %52

52:                                               ; preds = %67, %51
  %53 = load i32, ptr %14, align 4
  %54 = load i32, ptr %3, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %70

56:                                               ; preds = %52
  %57 = load i32, ptr %14, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load i32, ptr %14, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %62
  store double %60, ptr %63, align 8
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %65
  store double %60, ptr %66, align 8
  br label %67

67:                                               ; preds = %56
  %68 = load i32, ptr %14, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %14, align 4
  br label %52, !llvm.loop !8

70:                                               ; preds = %52
  %71 = load i32, ptr %11, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  store double %75, ptr %73, align 8
  %76 = load i32, ptr %11, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = fsub double %79, 0x3EB0C6F7A0B5ED8D
  store double %80, ptr %78, align 8
  %81 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %82 = load i32, ptr %3, align 4
  %83 = call double @energy(ptr noundef %81, i32 noundef %82)
  %84 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 0
  %85 = load i32, ptr %3, align 4
  %86 = call double @energy(ptr noundef %84, i32 noundef %85)
  %87 = fsub double %83, %86
  %88 = fdiv double %87, 2.000000e-06
  store double %88, ptr %15, align 8
  %89 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %90 = load i32, ptr %11, align 4
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %89, i64 noundef 40, ptr noundef @.str, i32 noundef %90) #5
  %92 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %93 = load i32, ptr %11, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %15, align 8
  call void @check(ptr noundef %92, double noundef %96, double noundef %97)
  %98 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %99 = load i32, ptr %11, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 40, ptr noundef @.str.1, i32 noundef %99) #5
  %101 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %102 = load i32, ptr %11, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = fsub double %105, 1.000000e+00
  %107 = load double, ptr %15, align 8
  call void @check(ptr noundef %101, double noundef %106, double noundef %107)
  %108 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %109 = load i32, ptr %11, align 4
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %108, i64 noundef 40, ptr noundef @.str.2, i32 noundef %109) #5
  %111 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %112 = load i32, ptr %11, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %113
  %115 = load double, ptr %114, align 8
  %116 = fsub double %115, 2.000000e+00
  %117 = load double, ptr %15, align 8
  call void @check(ptr noundef %111, double noundef %116, double noundef %117)
  %118 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %119 = load i32, ptr %11, align 4
  %120 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %118, i64 noundef 40, ptr noundef @.str.3, i32 noundef %119) #5
  %121 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %122 = getelementptr inbounds [2 x [5 x double]], ptr %8, i64 0, i64 1
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [5 x double], ptr %122, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load double, ptr %15, align 8
  call void @check(ptr noundef %121, double noundef %126, double noundef %127)
  br label %128

128:                                              ; preds = %70
  %129 = load i32, ptr %11, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %11, align 4
  br label %47, !llvm.loop !9

131:                                              ; preds = %47
  %132 = load i32, ptr @fails, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.5, ptr @.str.6
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %135)
  %137 = load i32, ptr @fails, align 4
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  ret i32 %139
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare void @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
