; ModuleID = 'rev/46_primal_return.c'
source_filename = "rev/46_primal_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pr3 = type { double, double, double }
%struct.pr2 = type { double, double }

@enzyme_primal_return = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f d/dx\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f d/dy\00", align 1
@__const.main.c = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 1.500000e+00, double 8.000000e-01], align 16
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"rbf primal\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"rbf d/da\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rbf d/dc[%d]\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.pr3, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca double, align 8
  %11 = alloca %struct.pr2, align 8
  %12 = alloca [64 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 9.000000e-01, ptr %3, align 8
  store double -4.000000e-01, ptr %4, align 8
  %17 = load i32, ptr @enzyme_primal_return, align 4
  %18 = load i32, ptr @enzyme_out, align 4
  %19 = load double, ptr %3, align 8
  %20 = load i32, ptr @enzyme_out, align 4
  %21 = load double, ptr %4, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff_pr3(ptr dead_on_unwind writable sret(%struct.pr3) align 8 %5, ptr noundef @f, i32 noundef %17, i32 noundef %18, double noundef %19, i32 noundef %20, double noundef %21)
  %22 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %4, align 8
  %26 = call double @f(double noundef %24, double noundef %25)
  call void @check_primal(ptr noundef @.str, double noundef %23, double noundef %26)
  %27 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %3, align 8
  %30 = fadd double %29, 0x3EB0C6F7A0B5ED8D
  %31 = load double, ptr %4, align 8
  %32 = call double @f(double noundef %30, double noundef %31)
  %33 = load double, ptr %3, align 8
  %34 = fsub double %33, 0x3EB0C6F7A0B5ED8D
  %35 = load double, ptr %4, align 8
  %36 = call double @f(double noundef %34, double noundef %35)
  %37 = fsub double %32, %36
  %38 = fdiv double %37, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %28, double noundef %38)
  %39 = getelementptr inbounds %struct.pr3, ptr %5, i32 0, i32 2
  %40 = load double, ptr %39, align 8
  %41 = load double, ptr %3, align 8
  %42 = load double, ptr %4, align 8
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  %44 = call double @f(double noundef %41, double noundef %43)
  %45 = load double, ptr %3, align 8
  %46 = load double, ptr %4, align 8
  %47 = fsub double %46, 0x3EB0C6F7A0B5ED8D
  %48 = call double @f(double noundef %45, double noundef %47)
  %49 = fsub double %44, %48
  %50 = fdiv double %49, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %40, double noundef %50)
  store volatile i32 4, ptr %6, align 4
  %51 = load volatile i32, ptr %6, align 4
  store i32 %51, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.c, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 32, i1 false)
  store double 3.500000e-01, ptr %10, align 8
  %52 = load i32, ptr @enzyme_primal_return, align 4
  %53 = load i32, ptr @enzyme_dup, align 4
  %54 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %55 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %56 = load i32, ptr @enzyme_out, align 4
  %57 = load double, ptr %10, align 8
  %58 = load i32, ptr @enzyme_const, align 4
  %59 = load i32, ptr %7, align 4
  %60 = call { double, double } (ptr, ...) @__enzyme_autodiff_pr2(ptr noundef @rbf, i32 noundef %52, i32 noundef %53, ptr noundef %54, ptr noundef %55, i32 noundef %56, double noundef %57, i32 noundef %58, i32 noundef %59)
  %61 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %62 = extractvalue { double, double } %60, 0
  store double %62, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %64 = extractvalue { double, double } %60, 1
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %68 = load double, ptr %10, align 8
  %69 = load i32, ptr %7, align 4
  %70 = call double @rbf(ptr noundef %67, double noundef %68, i32 noundef %69)
  call void @check_primal(ptr noundef @.str.3, double noundef %66, double noundef %70)
  %71 = getelementptr inbounds %struct.pr2, ptr %11, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %74 = load double, ptr %10, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  %76 = load i32, ptr %7, align 4
  %77 = call double @rbf(ptr noundef %73, double noundef %75, i32 noundef %76)
  %78 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %79 = load double, ptr %10, align 8
  %80 = fsub double %79, 0x3EB0C6F7A0B5ED8D
  %81 = load i32, ptr %7, align 4
  %82 = call double @rbf(ptr noundef %78, double noundef %80, i32 noundef %81)
  %83 = fsub double %77, %82
  %84 = fdiv double %83, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %72, double noundef %84)
  store i32 0, ptr %13, align 4
  br label %85

85:                                               ; preds = %128, %0
  %86 = load i32, ptr %13, align 4
  %87 = load i32, ptr %7, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %131

89:                                               ; preds = %85
  %90 = load i32, ptr %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  store double %93, ptr %14, align 8
  %94 = load double, ptr %14, align 8
  %95 = fadd double %94, 0x3EB0C6F7A0B5ED8D
  %96 = load i32, ptr %13, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %97
  store double %95, ptr %98, align 8
  %99 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %100 = load double, ptr %10, align 8
  %101 = load i32, ptr %7, align 4
  %102 = call double @rbf(ptr noundef %99, double noundef %100, i32 noundef %101)
  store double %102, ptr %15, align 8
  %103 = load double, ptr %14, align 8
  %104 = fsub double %103, 0x3EB0C6F7A0B5ED8D
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %106
  store double %104, ptr %107, align 8
  %108 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %109 = load double, ptr %10, align 8
  %110 = load i32, ptr %7, align 4
  %111 = call double @rbf(ptr noundef %108, double noundef %109, i32 noundef %110)
  store double %111, ptr %16, align 8
  %112 = load double, ptr %14, align 8
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %114
  store double %112, ptr %115, align 8
  %116 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %117 = load i32, ptr %13, align 4
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %116, i64 noundef 64, ptr noundef @.str.5, i32 noundef %117) #7
  %119 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load double, ptr %15, align 8
  %125 = load double, ptr %16, align 8
  %126 = fsub double %124, %125
  %127 = fdiv double %126, 2.000000e-06
  call void @check(ptr noundef %119, double noundef %123, double noundef %127)
  br label %128

128:                                              ; preds = %89
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %13, align 4
  br label %85, !llvm.loop !6

131:                                              ; preds = %85
  %132 = load i32, ptr @fails, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.7, ptr @.str.8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %135)
  %137 = load i32, ptr @fails, align 4
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  ret i32 %139
}

declare void @__enzyme_autodiff_pr3(ptr dead_on_unwind writable sret(%struct.pr3) align 8, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @atan2(double noundef %5, double noundef %6) #7
  %8 = load double, ptr %3, align 8
  %9 = fmul double 3.000000e-01, %8
  %10 = call double @exp(double noundef %9) #7
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double 2.000000e+00)
  %14 = call double @cbrt(double noundef %13) #8
  %15 = call double @llvm.fmuladd.f64(double %7, double %10, double %14)
  ret double %15
}

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
  %24 = select i1 %22, ptr @.str.8, ptr @.str.7
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare { double, double } @__enzyme_autodiff_pr2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rbf(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fneg double %19
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = fsub double %22, 1.500000e+00
  %24 = fmul double %20, %23
  %25 = load i32, ptr %8, align 4
  %26 = sitofp i32 %25 to double
  %27 = fsub double %26, 1.500000e+00
  %28 = fmul double %24, %27
  %29 = call double @exp(double noundef %28) #7
  %30 = load double, ptr %7, align 8
  %31 = call double @llvm.fmuladd.f64(double %18, double %29, double %30)
  store double %31, ptr %7, align 8
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !8

35:                                               ; preds = %9
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %7, align 8
  %38 = load double, ptr %5, align 8
  %39 = call double @llvm.fmuladd.f64(double %36, double %37, double %38)
  ret double %39
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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
