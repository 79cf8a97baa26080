; ModuleID = 'rev/39_split_ret_seed.c'
source_filename = "rev/39_split_ret_seed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.aug_ret = type { ptr, double }

@__const.main.seeds = private unnamed_addr constant [2 x double] [double 2.500000e+00, double -7.500000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"augmented primal\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"seed %+.2f d/da\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"seed %+.2f dx[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [64 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca [6 x double], align 8
  %11 = alloca %struct.aug_ret, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  %17 = load volatile i32, ptr %3, align 4
  store i32 %17, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %18 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 0
  store double 3.000000e-01, ptr %18, align 8
  %19 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 1
  store double 1.200000e+00, ptr %19, align 8
  %20 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 2
  store double -4.000000e-01, ptr %20, align 8
  %21 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 3
  store double 9.000000e-01, ptr %21, align 8
  %22 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 4
  store double 1.100000e+00, ptr %22, align 8
  %23 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 5
  store double -1.000000e+00, ptr %23, align 8
  store double 8.000000e-01, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.seeds, i64 16, i1 false)
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %137, %0
  %25 = load i32, ptr %9, align 4
  %26 = icmp slt i32 %25, 2
  br i1 %26, label %27, label %140

27:                                               ; preds = %24
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 48, i1 false)
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %30 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %31 = load i32, ptr @enzyme_out, align 4
  %32 = load double, ptr %6, align 8
  %33 = load i32, ptr @enzyme_const, align 4
  %34 = load i32, ptr %4, align 4
  %35 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd_r(ptr noundef @g, i32 noundef %28, ptr noundef %29, ptr noundef %30, i32 noundef %31, double noundef %32, i32 noundef %33, i32 noundef %34)
  store [2 x i64] %35, ptr %11, align 8
  %36 = getelementptr inbounds %struct.aug_ret, ptr %11, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %39 = load double, ptr %6, align 8
  %40 = load i32, ptr %4, align 4
  %41 = call double @g(ptr noundef %38, double noundef %39, i32 noundef %40)
  call void @check_primal(ptr noundef @.str, double noundef %37, double noundef %41)
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %44 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %45 = load i32, ptr @enzyme_out, align 4
  %46 = load double, ptr %6, align 8
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = load i32, ptr %4, align 4
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.aug_ret, ptr %11, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @g, i32 noundef %42, ptr noundef %43, ptr noundef %44, i32 noundef %45, double noundef %46, i32 noundef %47, i32 noundef %48, double noundef %52, ptr noundef %54)
  store double %55, ptr %12, align 8
  %56 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %57 = load i32, ptr %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %56, i64 noundef 64, ptr noundef @.str.1, double noundef %60) #6
  %62 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %63 = load double, ptr %12, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %69 = load double, ptr %6, align 8
  %70 = fadd double %69, 0x3EB0C6F7A0B5ED8D
  %71 = load i32, ptr %4, align 4
  %72 = call double @g(ptr noundef %68, double noundef %70, i32 noundef %71)
  %73 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %74 = load double, ptr %6, align 8
  %75 = fsub double %74, 0x3EB0C6F7A0B5ED8D
  %76 = load i32, ptr %4, align 4
  %77 = call double @g(ptr noundef %73, double noundef %75, i32 noundef %76)
  %78 = fsub double %72, %77
  %79 = fmul double %67, %78
  %80 = fdiv double %79, 2.000000e-06
  call void @check(ptr noundef %62, double noundef %63, double noundef %80)
  store i32 0, ptr %13, align 4
  br label %81

81:                                               ; preds = %133, %27
  %82 = load i32, ptr %13, align 4
  %83 = load i32, ptr %4, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %136

85:                                               ; preds = %81
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  store double %89, ptr %14, align 8
  %90 = load double, ptr %14, align 8
  %91 = fadd double %90, 0x3EB0C6F7A0B5ED8D
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %93
  store double %91, ptr %94, align 8
  %95 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %96 = load double, ptr %6, align 8
  %97 = load i32, ptr %4, align 4
  %98 = call double @g(ptr noundef %95, double noundef %96, i32 noundef %97)
  store double %98, ptr %15, align 8
  %99 = load double, ptr %14, align 8
  %100 = fsub double %99, 0x3EB0C6F7A0B5ED8D
  %101 = load i32, ptr %13, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %102
  store double %100, ptr %103, align 8
  %104 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %105 = load double, ptr %6, align 8
  %106 = load i32, ptr %4, align 4
  %107 = call double @g(ptr noundef %104, double noundef %105, i32 noundef %106)
  store double %107, ptr %16, align 8
  %108 = load double, ptr %14, align 8
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %110
  store double %108, ptr %111, align 8
  %112 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = load i32, ptr %13, align 4
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %112, i64 noundef 64, ptr noundef @.str.2, double noundef %116, i32 noundef %117) #6
  %119 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load i32, ptr %9, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %15, align 8
  %129 = load double, ptr %16, align 8
  %130 = fsub double %128, %129
  %131 = fmul double %127, %130
  %132 = fdiv double %131, 2.000000e-06
  call void @check(ptr noundef %119, double noundef %123, double noundef %132)
  br label %133

133:                                              ; preds = %85
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %81, !llvm.loop !6

136:                                              ; preds = %81
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %9, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %9, align 4
  br label %24, !llvm.loop !8

140:                                              ; preds = %24
  %141 = load i32, ptr @fails, align 4
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i64
  %144 = select i1 %142, ptr @.str.4, ptr @.str.5
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %144)
  %146 = load i32, ptr @fails, align 4
  %147 = icmp ne i32 %146, 0
  %148 = zext i1 %147 to i32
  ret i32 %148
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare [2 x i64] @__enzyme_augmentfwd_r(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  store i32 1, ptr %8, align 4
  br label %14

14:                                               ; preds = %36, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = fcmp ogt double %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %18
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  br label %34

32:                                               ; preds = %18
  %33 = load double, ptr %7, align 8
  br label %34

34:                                               ; preds = %32, %26
  %35 = phi double [ %31, %26 ], [ %33, %32 ]
  store double %35, ptr %7, align 8
  br label %36

36:                                               ; preds = %34
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %14, !llvm.loop !9

39:                                               ; preds = %14
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %40

40:                                               ; preds = %60, %39
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %6, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %63

44:                                               ; preds = %40
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %7, align 8
  %51 = fsub double %49, %50
  %52 = load double, ptr %5, align 8
  %53 = fdiv double %51, %52
  %54 = call double @exp(double noundef %53) #6
  %55 = load i32, ptr %10, align 4
  %56 = sitofp i32 %55 to double
  %57 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %56, double 1.000000e+00)
  %58 = load double, ptr %9, align 8
  %59 = call double @llvm.fmuladd.f64(double %54, double %57, double %58)
  store double %59, ptr %9, align 8
  br label %60

60:                                               ; preds = %44
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %10, align 4
  br label %40, !llvm.loop !10

63:                                               ; preds = %40
  %64 = load double, ptr %5, align 8
  %65 = load double, ptr %9, align 8
  %66 = call double @log(double noundef %65) #6
  %67 = load double, ptr %7, align 8
  %68 = load double, ptr %5, align 8
  %69 = fdiv double %67, %68
  %70 = fadd double %66, %69
  %71 = load ptr, ptr %4, align 8
  %72 = load i32, ptr %6, align 4
  %73 = sub nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %71, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = fmul double 5.000000e-02, %76
  %78 = load ptr, ptr %4, align 8
  %79 = getelementptr inbounds double, ptr %78, i64 0
  %80 = load double, ptr %79, align 8
  %81 = fmul double %77, %80
  %82 = call double @llvm.fmuladd.f64(double %64, double %70, double %81)
  ret double %82
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
  %24 = select i1 %22, ptr @.str.5, ptr @.str.4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
  ret void
}

declare double @__enzyme_reverse(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !7}
