; ModuleID = 'rev/05_horner.c'
source_filename = "rev/05_horner.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"horner d/dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"horner d/dc[%d]\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"newton_step d/dx\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"newton_step d/dc[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca double, align 8
  %8 = alloca [32 x i8], align 1
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [6 x double], align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  %19 = load volatile i32, ptr %3, align 4
  store i32 %19, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %20 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 0
  store double 5.000000e-01, ptr %20, align 8
  %21 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 1
  store double -1.200000e+00, ptr %21, align 8
  %22 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 2
  store double 8.000000e-01, ptr %22, align 8
  %23 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 3
  store double 3.000000e-01, ptr %23, align 8
  %24 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 4
  store double -4.500000e-01, ptr %24, align 8
  %25 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 5
  store double 2.000000e-01, ptr %25, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 48, i1 false)
  store double 1.350000e+00, ptr %7, align 8
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %28 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 0
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = load i32, ptr %4, align 4
  %31 = load i32, ptr @enzyme_out, align 4
  %32 = load double, ptr %7, align 8
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @horner, i32 noundef %26, ptr noundef %27, ptr noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, double noundef %32)
  store double %33, ptr %9, align 8
  %34 = load double, ptr %9, align 8
  %35 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %36 = load i32, ptr %4, align 4
  %37 = load double, ptr %7, align 8
  %38 = fadd double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @horner(ptr noundef %35, i32 noundef %36, double noundef %38)
  %40 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %41 = load i32, ptr %4, align 4
  %42 = load double, ptr %7, align 8
  %43 = fsub double %42, 0x3EB0C6F7A0B5ED8D
  %44 = call double @horner(ptr noundef %40, i32 noundef %41, double noundef %43)
  %45 = fsub double %39, %44
  %46 = fdiv double %45, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %34, double noundef %46)
  store i32 0, ptr %10, align 4
  br label %47

47:                                               ; preds = %89, %0
  %48 = load i32, ptr %10, align 4
  %49 = icmp slt i32 %48, 6
  br i1 %49, label %50, label %92

50:                                               ; preds = %47
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  store double %54, ptr %11, align 8
  %55 = load double, ptr %11, align 8
  %56 = fadd double %55, 0x3EB0C6F7A0B5ED8D
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %58
  store double %56, ptr %59, align 8
  %60 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %61 = load i32, ptr %4, align 4
  %62 = load double, ptr %7, align 8
  %63 = call double @horner(ptr noundef %60, i32 noundef %61, double noundef %62)
  store double %63, ptr %12, align 8
  %64 = load double, ptr %11, align 8
  %65 = fsub double %64, 0x3EB0C6F7A0B5ED8D
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %67
  store double %65, ptr %68, align 8
  %69 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %70 = load i32, ptr %4, align 4
  %71 = load double, ptr %7, align 8
  %72 = call double @horner(ptr noundef %69, i32 noundef %70, double noundef %71)
  store double %72, ptr %13, align 8
  %73 = load double, ptr %11, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %78 = load i32, ptr %10, align 4
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %77, i64 noundef 32, ptr noundef @.str.1, i32 noundef %78) #5
  %80 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %81 = load i32, ptr %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = load double, ptr %12, align 8
  %86 = load double, ptr %13, align 8
  %87 = fsub double %85, %86
  %88 = fdiv double %87, 2.000000e-06
  call void @check(ptr noundef %80, double noundef %84, double noundef %88)
  br label %89

89:                                               ; preds = %50
  %90 = load i32, ptr %10, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %10, align 4
  br label %47, !llvm.loop !6

92:                                               ; preds = %47
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 48, i1 false)
  %93 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %94 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %95 = load i32, ptr %4, align 4
  %96 = load double, ptr %7, align 8
  %97 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_step, ptr noundef %93, ptr noundef %94, i32 noundef %95, double noundef %96)
  store double %97, ptr %9, align 8
  %98 = load double, ptr %9, align 8
  %99 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %100 = load i32, ptr %4, align 4
  %101 = load double, ptr %7, align 8
  %102 = fadd double %101, 0x3EB0C6F7A0B5ED8D
  %103 = call double @newton_step(ptr noundef %99, i32 noundef %100, double noundef %102)
  %104 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %105 = load i32, ptr %4, align 4
  %106 = load double, ptr %7, align 8
  %107 = fsub double %106, 0x3EB0C6F7A0B5ED8D
  %108 = call double @newton_step(ptr noundef %104, i32 noundef %105, double noundef %107)
  %109 = fsub double %103, %108
  %110 = fdiv double %109, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %98, double noundef %110)
  store i32 0, ptr %15, align 4
  br label %111

111:                                              ; preds = %153, %92
  %112 = load i32, ptr %15, align 4
  %113 = icmp slt i32 %112, 6
  br i1 %113, label %114, label %156

114:                                              ; preds = %111
  %115 = load i32, ptr %15, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  store double %118, ptr %16, align 8
  %119 = load double, ptr %16, align 8
  %120 = fadd double %119, 0x3EB0C6F7A0B5ED8D
  %121 = load i32, ptr %15, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %122
  store double %120, ptr %123, align 8
  %124 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %125 = load i32, ptr %4, align 4
  %126 = load double, ptr %7, align 8
  %127 = call double @newton_step(ptr noundef %124, i32 noundef %125, double noundef %126)
  store double %127, ptr %17, align 8
  %128 = load double, ptr %16, align 8
  %129 = fsub double %128, 0x3EB0C6F7A0B5ED8D
  %130 = load i32, ptr %15, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %131
  store double %129, ptr %132, align 8
  %133 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %134 = load i32, ptr %4, align 4
  %135 = load double, ptr %7, align 8
  %136 = call double @newton_step(ptr noundef %133, i32 noundef %134, double noundef %135)
  store double %136, ptr %18, align 8
  %137 = load double, ptr %16, align 8
  %138 = load i32, ptr %15, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %139
  store double %137, ptr %140, align 8
  %141 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %142 = load i32, ptr %15, align 4
  %143 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %141, i64 noundef 32, ptr noundef @.str.3, i32 noundef %142) #5
  %144 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %145 = load i32, ptr %15, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = load double, ptr %17, align 8
  %150 = load double, ptr %18, align 8
  %151 = fsub double %149, %150
  %152 = fdiv double %151, 2.000000e-06
  call void @check(ptr noundef %144, double noundef %148, double noundef %152)
  br label %153

153:                                              ; preds = %114
  %154 = load i32, ptr %15, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %15, align 4
  br label %111, !llvm.loop !8

156:                                              ; preds = %111
  %157 = load i32, ptr @fails, align 4
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i64
  %160 = select i1 %158, ptr @.str.5, ptr @.str.6
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %160)
  %162 = load i32, ptr @fails, align 4
  %163 = icmp ne i32 %162, 0
  %164 = zext i1 %163 to i32
  ret i32 %164
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %9, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %7, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 2
  store i32 %16, ptr %8, align 4
  br label %17

17:                                               ; preds = %29, %3
  %18 = load i32, ptr %8, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load double, ptr %7, align 8
  %22 = load double, ptr %6, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %22, double %27)
  store double %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %8, align 4
  br label %17, !llvm.loop !9

32:                                               ; preds = %17
  %33 = load double, ptr %7, align 8
  ret double %33
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

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_step(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %10, i64 %13
  %15 = load double, ptr %14, align 8
  store double %15, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 2
  store i32 %17, ptr %9, align 4
  br label %18

18:                                               ; preds = %34, %3
  %19 = load i32, ptr %9, align 4
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load double, ptr %8, align 8
  %23 = load double, ptr %6, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %22, double %23, double %24)
  store double %25, ptr %8, align 8
  %26 = load double, ptr %7, align 8
  %27 = load double, ptr %6, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @llvm.fmuladd.f64(double %26, double %27, double %32)
  store double %33, ptr %7, align 8
  br label %34

34:                                               ; preds = %21
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %9, align 4
  br label %18, !llvm.loop !10

37:                                               ; preds = %18
  %38 = load double, ptr %7, align 8
  %39 = load double, ptr %8, align 8
  %40 = fdiv double %38, %39
  ret double %40
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
