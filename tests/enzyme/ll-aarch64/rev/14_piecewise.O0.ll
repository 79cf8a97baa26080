; ModuleID = 'rev/14_piecewise.c'
source_filename = "rev/14_piecewise.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.pts = private unnamed_addr constant [4 x double] [double -1.700000e+00, double -3.000000e-01, double 1.200000e+00, double 2.600000e+00], align 8
@.str = private unnamed_addr constant [14 x i8] c"pw d/dx at %g\00", align 1
@__const.main.x = private unnamed_addr constant [7 x double] [double -1.200000e+00, double 3.000000e-01, double 1.700000e+00, double -5.000000e-01, double 9.000000e-01, double 2.200000e+00, double -2.000000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"clip_sum d/dlo\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"clip_sum d/dhi\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"clip_sum d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [40 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [7 x double], align 8
  %9 = alloca [7 x double], align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca %struct.grad2, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.pts, i64 32, i1 false)
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %47, %0
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %50

20:                                               ; preds = %17
  %21 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %21, i64 noundef 40, ptr noundef @.str, double noundef %25) #6
  %27 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pw, double noundef %31)
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fadd double %36, 0x3EB0C6F7A0B5ED8D
  %38 = call double @pw(double noundef %37)
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fsub double %42, 0x3EB0C6F7A0B5ED8D
  %44 = call double @pw(double noundef %43)
  %45 = fsub double %38, %44
  %46 = fdiv double %45, 2.000000e-06
  call void @check(ptr noundef %27, double noundef %32, double noundef %46)
  br label %47

47:                                               ; preds = %20
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %17, !llvm.loop !6

50:                                               ; preds = %17
  store volatile i32 7, ptr %6, align 4
  %51 = load volatile i32, ptr %6, align 4
  store i32 %51, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.x, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 56, i1 false)
  store double -2.000000e-01, ptr %10, align 8
  store double 1.100000e+00, ptr %11, align 8
  %52 = load i32, ptr @enzyme_dup, align 4
  %53 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %54 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 0
  %55 = load i32, ptr @enzyme_const, align 4
  %56 = load i32, ptr %7, align 4
  %57 = load i32, ptr @enzyme_out, align 4
  %58 = load double, ptr %10, align 8
  %59 = load i32, ptr @enzyme_out, align 4
  %60 = load double, ptr %11, align 8
  %61 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @clip_sum, i32 noundef %52, ptr noundef %53, ptr noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, double noundef %58, i32 noundef %59, double noundef %60)
  %62 = getelementptr inbounds %struct.grad2, ptr %12, i32 0, i32 0
  %63 = extractvalue %struct.grad2 %61, 0
  store double %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.grad2, ptr %12, i32 0, i32 1
  %65 = extractvalue %struct.grad2 %61, 1
  store double %65, ptr %64, align 8
  %66 = getelementptr inbounds %struct.grad2, ptr %12, i32 0, i32 0
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %69 = load i32, ptr %7, align 4
  %70 = load double, ptr %10, align 8
  %71 = fadd double %70, 0x3EB0C6F7A0B5ED8D
  %72 = load double, ptr %11, align 8
  %73 = call double @clip_sum(ptr noundef %68, i32 noundef %69, double noundef %71, double noundef %72)
  %74 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %75 = load i32, ptr %7, align 4
  %76 = load double, ptr %10, align 8
  %77 = fsub double %76, 0x3EB0C6F7A0B5ED8D
  %78 = load double, ptr %11, align 8
  %79 = call double @clip_sum(ptr noundef %74, i32 noundef %75, double noundef %77, double noundef %78)
  %80 = fsub double %73, %79
  %81 = fdiv double %80, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %67, double noundef %81)
  %82 = getelementptr inbounds %struct.grad2, ptr %12, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %85 = load i32, ptr %7, align 4
  %86 = load double, ptr %10, align 8
  %87 = load double, ptr %11, align 8
  %88 = fadd double %87, 0x3EB0C6F7A0B5ED8D
  %89 = call double @clip_sum(ptr noundef %84, i32 noundef %85, double noundef %86, double noundef %88)
  %90 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %91 = load i32, ptr %7, align 4
  %92 = load double, ptr %10, align 8
  %93 = load double, ptr %11, align 8
  %94 = fsub double %93, 0x3EB0C6F7A0B5ED8D
  %95 = call double @clip_sum(ptr noundef %90, i32 noundef %91, double noundef %92, double noundef %94)
  %96 = fsub double %89, %95
  %97 = fdiv double %96, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %83, double noundef %97)
  store i32 0, ptr %13, align 4
  br label %98

98:                                               ; preds = %142, %50
  %99 = load i32, ptr %13, align 4
  %100 = icmp slt i32 %99, 7
  br i1 %100, label %101, label %145

101:                                              ; preds = %98
  %102 = load i32, ptr %13, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  store double %105, ptr %14, align 8
  %106 = load double, ptr %14, align 8
  %107 = fadd double %106, 0x3EB0C6F7A0B5ED8D
  %108 = load i32, ptr %13, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %109
  store double %107, ptr %110, align 8
  %111 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %112 = load i32, ptr %7, align 4
  %113 = load double, ptr %10, align 8
  %114 = load double, ptr %11, align 8
  %115 = call double @clip_sum(ptr noundef %111, i32 noundef %112, double noundef %113, double noundef %114)
  store double %115, ptr %15, align 8
  %116 = load double, ptr %14, align 8
  %117 = fsub double %116, 0x3EB0C6F7A0B5ED8D
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %119
  store double %117, ptr %120, align 8
  %121 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 0
  %122 = load i32, ptr %7, align 4
  %123 = load double, ptr %10, align 8
  %124 = load double, ptr %11, align 8
  %125 = call double @clip_sum(ptr noundef %121, i32 noundef %122, double noundef %123, double noundef %124)
  store double %125, ptr %16, align 8
  %126 = load double, ptr %14, align 8
  %127 = load i32, ptr %13, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %128
  store double %126, ptr %129, align 8
  %130 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %131 = load i32, ptr %13, align 4
  %132 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %130, i64 noundef 40, ptr noundef @.str.3, i32 noundef %131) #6
  %133 = getelementptr inbounds [40 x i8], ptr %4, i64 0, i64 0
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [7 x double], ptr %9, i64 0, i64 %135
  %137 = load double, ptr %136, align 8
  %138 = load double, ptr %15, align 8
  %139 = load double, ptr %16, align 8
  %140 = fsub double %138, %139
  %141 = fdiv double %140, 2.000000e-06
  call void @check(ptr noundef %133, double noundef %137, double noundef %141)
  br label %142

142:                                              ; preds = %101
  %143 = load i32, ptr %13, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %13, align 4
  br label %98, !llvm.loop !8

145:                                              ; preds = %98
  %146 = load i32, ptr @fails, align 4
  %147 = icmp ne i32 %146, 0
  %148 = zext i1 %147 to i64
  %149 = select i1 %147, ptr @.str.5, ptr @.str.6
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %149)
  %151 = load i32, ptr @fails, align 4
  %152 = icmp ne i32 %151, 0
  %153 = zext i1 %152 to i32
  ret i32 %153
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pw(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fcmp olt double %4, -1.000000e+00
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = load double, ptr %3, align 8
  %8 = fneg double %7
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = fmul double 2.000000e+00, %10
  %12 = fneg double %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  store double %13, ptr %2, align 8
  br label %37

14:                                               ; preds = %1
  %15 = load double, ptr %3, align 8
  %16 = fcmp olt double %15, 5.000000e-01
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load double, ptr %3, align 8
  %19 = call double @sin(double noundef %18) #6
  %20 = fadd double %19, 1.000000e+00
  store double %20, ptr %2, align 8
  br label %37

21:                                               ; preds = %14
  %22 = load double, ptr %3, align 8
  %23 = fcmp olt double %22, 2.000000e+00
  br i1 %23, label %24, label %30

24:                                               ; preds = %21
  %25 = load double, ptr %3, align 8
  %26 = fsub double %25, 5.000000e-01
  %27 = call double @exp(double noundef %26) #6
  %28 = load double, ptr %3, align 8
  %29 = fmul double %27, %28
  store double %29, ptr %2, align 8
  br label %37

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  %33 = load double, ptr %3, align 8
  %34 = call double @log(double noundef %33) #6
  %35 = load double, ptr %3, align 8
  %36 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %35, double %34)
  store double %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %32, %24, %17, %6
  %38 = load double, ptr %2, align 8
  ret double %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @clip_sum(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %51, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %54

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %11, align 8
  %22 = load double, ptr %11, align 8
  %23 = load double, ptr %7, align 8
  %24 = fcmp olt double %22, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %16
  %26 = load double, ptr %7, align 8
  %27 = load double, ptr %11, align 8
  %28 = fmul double %26, %27
  br label %47

29:                                               ; preds = %16
  %30 = load double, ptr %11, align 8
  %31 = load double, ptr %8, align 8
  %32 = fcmp ogt double %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %29
  %34 = load double, ptr %8, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = load double, ptr %11, align 8
  %38 = fmul double %36, %37
  br label %45

39:                                               ; preds = %29
  %40 = load double, ptr %11, align 8
  %41 = load double, ptr %11, align 8
  %42 = fmul double %40, %41
  %43 = load double, ptr %11, align 8
  %44 = fmul double %42, %43
  br label %45

45:                                               ; preds = %39, %33
  %46 = phi double [ %38, %33 ], [ %44, %39 ]
  br label %47

47:                                               ; preds = %45, %25
  %48 = phi double [ %28, %25 ], [ %46, %45 ]
  %49 = load double, ptr %9, align 8
  %50 = fadd double %49, %48
  store double %50, ptr %9, align 8
  br label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %12, !llvm.loop !9

54:                                               ; preds = %12
  %55 = load double, ptr %9, align 8
  ret double %55
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
