; ModuleID = 'rev/33_fnptr_table.c'
source_filename = "rev/33_fnptr_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.kind = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4], align 4
@__const.main.x = private unnamed_addr constant [3 x double] [double 4.000000e-01, double -9.000000e-01, double 6.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"dnet/dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dnet/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@act_table = internal constant [5 x ptr] [ptr @tanh, ptr @softplus, ptr @sigmoid, ptr @sin, ptr @cube], align 8
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i32], align 4
  %6 = alloca [20 x double], align 8
  %7 = alloca [20 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [3 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca [64 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %20 = load volatile i32, ptr %3, align 4
  store i32 %20, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.kind, i64 20, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 24, i1 false)
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %33, %0
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %22, 20
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = load i32, ptr %10, align 4
  %26 = sitofp i32 %25 to double
  %27 = call double @llvm.fmuladd.f64(double 1.700000e+00, double %26, double 5.000000e-01)
  %28 = call double @sin(double noundef %27) #6
  %29 = fmul double 3.000000e-01, %28
  %30 = load i32, ptr %10, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %31
  store double %29, ptr %32, align 8
  br label %33

33:                                               ; preds = %24
  %34 = load i32, ptr %10, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %10, align 4
  br label %21, !llvm.loop !6

36:                                               ; preds = %21
  %37 = load i32, ptr @enzyme_dup, align 4
  %38 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %39 = getelementptr inbounds [20 x double], ptr %7, i64 0, i64 0
  %40 = load i32, ptr @enzyme_dup, align 4
  %41 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %42 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %43 = load i32, ptr @enzyme_const, align 4
  %44 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %4, align 4
  %47 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @net, i32 noundef %37, ptr noundef %38, ptr noundef %39, i32 noundef %40, ptr noundef %41, ptr noundef %42, i32 noundef %43, ptr noundef %44, i32 noundef %45, i32 noundef %46)
  store i32 0, ptr %12, align 4
  br label %48

48:                                               ; preds = %92, %36
  %49 = load i32, ptr %12, align 4
  %50 = icmp slt i32 %49, 20
  br i1 %50, label %51, label %95

51:                                               ; preds = %48
  %52 = load i32, ptr %12, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  store double %55, ptr %13, align 8
  %56 = load double, ptr %13, align 8
  %57 = fadd double %56, 0x3EB0C6F7A0B5ED8D
  %58 = load i32, ptr %12, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %59
  store double %57, ptr %60, align 8
  %61 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %62 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %63 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 0
  %64 = load i32, ptr %4, align 4
  %65 = call double @net(ptr noundef %61, ptr noundef %62, ptr noundef %63, i32 noundef %64)
  store double %65, ptr %14, align 8
  %66 = load double, ptr %13, align 8
  %67 = fsub double %66, 0x3EB0C6F7A0B5ED8D
  %68 = load i32, ptr %12, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %69
  store double %67, ptr %70, align 8
  %71 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %72 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %73 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 0
  %74 = load i32, ptr %4, align 4
  %75 = call double @net(ptr noundef %71, ptr noundef %72, ptr noundef %73, i32 noundef %74)
  store double %75, ptr %15, align 8
  %76 = load double, ptr %13, align 8
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %78
  store double %76, ptr %79, align 8
  %80 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %81 = load i32, ptr %12, align 4
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %80, i64 noundef 64, ptr noundef @.str, i32 noundef %81) #6
  %83 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %84 = load i32, ptr %12, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [20 x double], ptr %7, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %14, align 8
  %89 = load double, ptr %15, align 8
  %90 = fsub double %88, %89
  %91 = fdiv double %90, 2.000000e-06
  call void @check(ptr noundef %83, double noundef %87, double noundef %91)
  br label %92

92:                                               ; preds = %51
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %12, align 4
  br label %48, !llvm.loop !8

95:                                               ; preds = %48
  store i32 0, ptr %16, align 4
  br label %96

96:                                               ; preds = %140, %95
  %97 = load i32, ptr %16, align 4
  %98 = icmp slt i32 %97, 3
  br i1 %98, label %99, label %143

99:                                               ; preds = %96
  %100 = load i32, ptr %16, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  store double %103, ptr %17, align 8
  %104 = load double, ptr %17, align 8
  %105 = fadd double %104, 0x3EB0C6F7A0B5ED8D
  %106 = load i32, ptr %16, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %107
  store double %105, ptr %108, align 8
  %109 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %110 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %111 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 0
  %112 = load i32, ptr %4, align 4
  %113 = call double @net(ptr noundef %109, ptr noundef %110, ptr noundef %111, i32 noundef %112)
  store double %113, ptr %18, align 8
  %114 = load double, ptr %17, align 8
  %115 = fsub double %114, 0x3EB0C6F7A0B5ED8D
  %116 = load i32, ptr %16, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %117
  store double %115, ptr %118, align 8
  %119 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %120 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %121 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 0
  %122 = load i32, ptr %4, align 4
  %123 = call double @net(ptr noundef %119, ptr noundef %120, ptr noundef %121, i32 noundef %122)
  store double %123, ptr %19, align 8
  %124 = load double, ptr %17, align 8
  %125 = load i32, ptr %16, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %126
  store double %124, ptr %127, align 8
  %128 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %129 = load i32, ptr %16, align 4
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %128, i64 noundef 64, ptr noundef @.str.1, i32 noundef %129) #6
  %131 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %132 = load i32, ptr %16, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %133
  %135 = load double, ptr %134, align 8
  %136 = load double, ptr %18, align 8
  %137 = load double, ptr %19, align 8
  %138 = fsub double %136, %137
  %139 = fdiv double %138, 2.000000e-06
  call void @check(ptr noundef %131, double noundef %135, double noundef %139)
  br label %140

140:                                              ; preds = %99
  %141 = load i32, ptr %16, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %16, align 4
  br label %96, !llvm.loop !9

143:                                              ; preds = %96
  %144 = load i32, ptr @fails, align 4
  %145 = icmp ne i32 %144, 0
  %146 = zext i1 %145 to i64
  %147 = select i1 %145, ptr @.str.3, ptr @.str.4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %147)
  %149 = load i32, ptr @fails, align 4
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i32
  ret i32 %151
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @net(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %65, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %68

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %10, align 4
  %20 = mul nsw i32 %19, 4
  %21 = add nsw i32 %20, 3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %18, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %25

25:                                               ; preds = %44, %17
  %26 = load i32, ptr %12, align 4
  %27 = icmp slt i32 %26, 3
  br i1 %27, label %28, label %47

28:                                               ; preds = %25
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %10, align 4
  %31 = mul nsw i32 %30, 4
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %29, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %12, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load double, ptr %11, align 8
  %43 = call double @llvm.fmuladd.f64(double %36, double %41, double %42)
  store double %43, ptr %11, align 8
  br label %44

44:                                               ; preds = %28
  %45 = load i32, ptr %12, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %12, align 4
  br label %25, !llvm.loop !10

47:                                               ; preds = %25
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8
  %56 = load double, ptr %11, align 8
  %57 = call double %55(double noundef %56)
  %58 = load i32, ptr %10, align 4
  %59 = srem i32 %58, 2
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, double 0xBFE6666666666666, double 1.300000e+00
  %63 = load double, ptr %9, align 8
  %64 = call double @llvm.fmuladd.f64(double %57, double %62, double %63)
  store double %64, ptr %9, align 8
  br label %65

65:                                               ; preds = %47
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %10, align 4
  br label %13, !llvm.loop !11

68:                                               ; preds = %13
  %69 = load double, ptr %9, align 8
  ret double %69
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

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @tanh(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @softplus(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @exp(double noundef %3) #6
  %5 = call double @log1p(double noundef %4) #6
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sigmoid(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = call double @exp(double noundef %4) #6
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double 1.000000e+00, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cube(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: nounwind
declare double @log1p(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
