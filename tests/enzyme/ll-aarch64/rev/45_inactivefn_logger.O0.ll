; ModuleID = 'rev/45_inactivefn_logger.c'
source_filename = "rev/45_inactivefn_logger.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@log_len = dso_local global i32 0, align 4
@log_buf = dso_local global [64 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [8 x i8] c"%s: %g\0A\00", align 1
@__enzyme_inactivefn = dso_local global [1 x ptr] [ptr @logger], align 8
@__const.main.x = private unnamed_addr constant [4 x double] [double 6.000000e-01, double -1.300000e+00, double 2.000000e-01, double 1.900000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"log entries\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [22 x i8] c"log[%d] (partial sum)\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"df/dx[%d]\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"partial\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"total\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @logger(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i32, ptr @log_len, align 4
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load double, ptr %4, align 8
  %9 = load i32, ptr @log_len, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @log_len, align 4
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds [64 x double], ptr @log_buf, i64 0, i64 %11
  store double %8, ptr %12, align 8
  br label %13

13:                                               ; preds = %7, %2
  %14 = load double, ptr %4, align 8
  %15 = fcmp ogt double %14, 1.000000e+06
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8
  %18 = load double, ptr %4, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %17, double noundef %18)
  br label %20

20:                                               ; preds = %16, %13
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca double, align 8
  %8 = alloca [64 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 4, ptr %3, align 4
  %14 = load volatile i32, ptr %3, align 4
  store i32 %14, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 32, i1 false)
  %15 = load i32, ptr @enzyme_dup, align 4
  %16 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %17 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = load i32, ptr %4, align 4
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %15, ptr noundef %16, ptr noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = load i32, ptr @log_len, align 4
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  %24 = load i32, ptr @log_len, align 4
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  %27 = icmp eq i32 %24, %26
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, ptr @.str.3, ptr @.str.4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef %21, i32 noundef %23, ptr noundef %29)
  %31 = load i32, ptr @log_len, align 4
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  %34 = icmp ne i32 %31, %33
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %9, align 4
  br label %38

38:                                               ; preds = %83, %0
  %39 = load i32, ptr %9, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr @log_len, align 4
  %45 = icmp slt i32 %43, %44
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi i1 [ false, %38 ], [ %45, %42 ]
  br i1 %47, label %48, label %86

48:                                               ; preds = %46
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = call double @sin(double noundef %52) #6
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 1
  %56 = load i32, ptr %4, align 4
  %57 = srem i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load i32, ptr %9, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = fmul double 5.000000e-01, %64
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fmul double %65, %69
  %71 = call double @llvm.fmuladd.f64(double %53, double %60, double %70)
  %72 = load double, ptr %7, align 8
  %73 = fadd double %72, %71
  store double %73, ptr %7, align 8
  %74 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %75 = load i32, ptr %9, align 4
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %74, i64 noundef 64, ptr noundef @.str.5, i32 noundef %75) #6
  %77 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x double], ptr @log_buf, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %7, align 8
  call void @check_primal(ptr noundef %77, double noundef %81, double noundef %82)
  br label %83

83:                                               ; preds = %48
  %84 = load i32, ptr %9, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %9, align 4
  br label %38, !llvm.loop !6

86:                                               ; preds = %46
  store i32 0, ptr %10, align 4
  br label %87

87:                                               ; preds = %128, %86
  %88 = load i32, ptr %10, align 4
  %89 = load i32, ptr %4, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %131

91:                                               ; preds = %87
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  store double %95, ptr %11, align 8
  %96 = load double, ptr %11, align 8
  %97 = fadd double %96, 0x3EB0C6F7A0B5ED8D
  %98 = load i32, ptr %10, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %99
  store double %97, ptr %100, align 8
  %101 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %102 = load i32, ptr %4, align 4
  %103 = call double @f(ptr noundef %101, i32 noundef %102)
  store double %103, ptr %12, align 8
  %104 = load double, ptr %11, align 8
  %105 = fsub double %104, 0x3EB0C6F7A0B5ED8D
  %106 = load i32, ptr %10, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %107
  store double %105, ptr %108, align 8
  %109 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %110 = load i32, ptr %4, align 4
  %111 = call double @f(ptr noundef %109, i32 noundef %110)
  store double %111, ptr %13, align 8
  %112 = load double, ptr %11, align 8
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %114
  store double %112, ptr %115, align 8
  %116 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %117 = load i32, ptr %10, align 4
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %116, i64 noundef 64, ptr noundef @.str.6, i32 noundef %117) #6
  %119 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %120 = load i32, ptr %10, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load double, ptr %12, align 8
  %125 = load double, ptr %13, align 8
  %126 = fsub double %124, %125
  %127 = fdiv double %126, 2.000000e-06
  call void @check(ptr noundef %119, double noundef %123, double noundef %127)
  br label %128

128:                                              ; preds = %91
  %129 = load i32, ptr %10, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %10, align 4
  br label %87, !llvm.loop !8

131:                                              ; preds = %87
  %132 = load i32, ptr @fails, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.4, ptr @.str.3
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %135)
  %137 = load i32, ptr @fails, align 4
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  ret i32 %139
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %42, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %45

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = call double @sin(double noundef %16) #6
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
  %38 = call double @llvm.fmuladd.f64(double %17, double %25, double %37)
  %39 = load double, ptr %5, align 8
  %40 = fadd double %39, %38
  store double %40, ptr %5, align 8
  %41 = load double, ptr %5, align 8
  call void @logger(ptr noundef @.str.8, double noundef %41)
  br label %42

42:                                               ; preds = %11
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %7, !llvm.loop !9

45:                                               ; preds = %7
  %46 = load double, ptr %5, align 8
  %47 = load double, ptr %5, align 8
  %48 = fmul double %46, %47
  call void @logger(ptr noundef @.str.9, double noundef %48)
  %49 = load double, ptr %5, align 8
  %50 = load double, ptr %5, align 8
  %51 = fmul double %49, %50
  ret double %51
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_primal(ptr noundef %0, double noundef %1, double noundef %2) #0 {
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
  %15 = fmul double 0x3D719799812DEA11, %14
  %16 = fcmp ole double %11, %15
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = icmp ne i32 %21, 0
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, ptr @.str.3, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
  ret void
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
  %30 = select i1 %28, ptr @.str.3, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
