; ModuleID = 'fwd/39_const_args.c'
source_filename = "fwd/39_const_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"mix db (a,c const)\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"mix da+dc (b const)\00", align 1
@__const.main.table = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 2.500000e-01], align 8
@__const.main.idx = private unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 3], align 4
@enzyme_dup = external global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"lookup_scale[%d]\00", align 1
@__const.main.x = private unnamed_addr constant [2 x double] [double 8.000000e-01, double -1.100000e+00], align 8
@__const.main.dx = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 4.000000e-01], align 8
@__const.main.xp = private unnamed_addr constant [2 x double] [double 8.000100e-01, double 0xBFF1999567DBB16D], align 8
@__const.main.xm = private unnamed_addr constant [2 x double] [double 0x3FE99984A0E410B7, double 0xBFF1999DCB5781C7], align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"matvec[%d] (A const)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"last_active\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [3 x i32], align 4
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [32 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca [6 x double], align 8
  %12 = alloca [2 x double], align 8
  %13 = alloca [2 x double], align 8
  %14 = alloca [3 x double], align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca [3 x double], align 8
  %17 = alloca [3 x double], align 8
  %18 = alloca [2 x double], align 8
  %19 = alloca [2 x double], align 8
  %20 = alloca i32, align 4
  %21 = alloca [5 x double], align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  %22 = load i32, ptr @enzyme_const, align 4
  %23 = load i32, ptr @enzyme_const, align 4
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @mix, i32 noundef %22, double noundef 1.200000e+00, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %23, double noundef 4.000000e-01)
  %25 = call double @mix(double noundef 1.200000e+00, double noundef 0x3FE6667B5F1BEF49, double noundef 4.000000e-01)
  %26 = call double @mix(double noundef 1.200000e+00, double noundef 6.999900e-01, double noundef 4.000000e-01)
  %27 = fsub double %25, %26
  %28 = fdiv double %27, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %24, double noundef %28)
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @mix, double noundef 1.200000e+00, double noundef 1.000000e+00, i32 noundef %29, double noundef 0x3FE6666666666666, double noundef 4.000000e-01, double noundef 1.000000e+00)
  %31 = call double @mix(double noundef 1.200010e+00, double noundef 0x3FE6666666666666, double noundef 0x3FD999C38B04AB61)
  %32 = call double @mix(double noundef 1.199990e+00, double noundef 0x3FE6666666666666, double noundef 3.999900e-01)
  %33 = fsub double %31, %32
  %34 = fdiv double %33, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %30, double noundef %34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.table, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.idx, i64 12, i1 false)
  %35 = load i32, ptr @enzyme_dup, align 4
  %36 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %37 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %38 = load i32, ptr @enzyme_const, align 4
  %39 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %40 = load i32, ptr @enzyme_const, align 4
  %41 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 0
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @lookup_scale, i32 noundef %35, ptr noundef %36, ptr noundef %37, i32 noundef %38, ptr noundef %39, i32 noundef %40, ptr noundef %41, double noundef 1.500000e+00, double noundef 1.000000e+00, i32 noundef 3)
  %43 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %44 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %45 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 0
  call void @lookup_scale(ptr noundef %43, ptr noundef %44, ptr noundef %45, double noundef 1.500010e+00, i32 noundef 3)
  %46 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %47 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %48 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 0
  call void @lookup_scale(ptr noundef %46, ptr noundef %47, ptr noundef %48, double noundef 1.499990e+00, i32 noundef 3)
  store i32 0, ptr %10, align 4
  br label %49

49:                                               ; preds = %71, %0
  %50 = load i32, ptr %10, align 4
  %51 = icmp slt i32 %50, 3
  br i1 %51, label %52, label %74

52:                                               ; preds = %49
  %53 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %54 = load i32, ptr %10, align 4
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %53, i64 noundef 32, ptr noundef @.str.2, i32 noundef %54) #6
  %56 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load i32, ptr %10, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = fsub double %64, %68
  %70 = fdiv double %69, 2.000000e-05
  call void @check(ptr noundef %56, double noundef %60, double noundef %70)
  br label %71

71:                                               ; preds = %52
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %10, align 4
  br label %49, !llvm.loop !6

74:                                               ; preds = %49
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 48, i1 false)
  %75 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 0
  store double 1.000000e+00, ptr %75, align 8
  %76 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 1
  store double -5.000000e-01, ptr %76, align 8
  %77 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 2
  store double 2.000000e+00, ptr %77, align 8
  %78 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 3
  store double 3.000000e-01, ptr %78, align 8
  %79 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 4
  store double 0x3FE6666666666666, ptr %79, align 8
  %80 = getelementptr inbounds [6 x double], ptr %11, i32 0, i32 5
  store double -1.200000e+00, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.x, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.dx, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.xp, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.xm, i64 16, i1 false)
  %81 = load i32, ptr @enzyme_dup, align 4
  %82 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %83 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  %84 = load i32, ptr @enzyme_const, align 4
  %85 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 0
  %86 = load i32, ptr @enzyme_dup, align 4
  %87 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  %88 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 0
  %89 = load i32, ptr @enzyme_const, align 4
  %90 = load i32, ptr @enzyme_const, align 4
  %91 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @matvec, i32 noundef %81, ptr noundef %82, ptr noundef %83, i32 noundef %84, ptr noundef %85, i32 noundef %86, ptr noundef %87, ptr noundef %88, i32 noundef %89, i32 noundef 3, i32 noundef %90, i32 noundef 2)
  %92 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %93 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 0
  %94 = getelementptr inbounds [2 x double], ptr %18, i64 0, i64 0
  call void @matvec(ptr noundef %92, ptr noundef %93, ptr noundef %94, i32 noundef 3, i32 noundef 2)
  %95 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %96 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 0
  %97 = getelementptr inbounds [2 x double], ptr %19, i64 0, i64 0
  call void @matvec(ptr noundef %95, ptr noundef %96, ptr noundef %97, i32 noundef 3, i32 noundef 2)
  store i32 0, ptr %20, align 4
  br label %98

98:                                               ; preds = %120, %74
  %99 = load i32, ptr %20, align 4
  %100 = icmp slt i32 %99, 3
  br i1 %100, label %101, label %123

101:                                              ; preds = %98
  %102 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %103 = load i32, ptr %20, align 4
  %104 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %102, i64 noundef 32, ptr noundef @.str.3, i32 noundef %103) #6
  %105 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0
  %106 = load i32, ptr %20, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = load i32, ptr %20, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  %114 = load i32, ptr %20, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %115
  %117 = load double, ptr %116, align 8
  %118 = fsub double %113, %117
  %119 = fdiv double %118, 2.000000e-05
  call void @check(ptr noundef %105, double noundef %109, double noundef %119)
  br label %120

120:                                              ; preds = %101
  %121 = load i32, ptr %20, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %20, align 4
  br label %98, !llvm.loop !8

123:                                              ; preds = %98
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 40, i1 false)
  %124 = getelementptr inbounds [5 x double], ptr %21, i32 0, i32 0
  store double 1.000000e+00, ptr %124, align 8
  %125 = getelementptr inbounds [5 x double], ptr %21, i32 0, i32 1
  store double -2.000000e+00, ptr %125, align 8
  %126 = getelementptr inbounds [5 x double], ptr %21, i32 0, i32 2
  store double 5.000000e-01, ptr %126, align 8
  %127 = getelementptr inbounds [5 x double], ptr %21, i32 0, i32 3
  store double 3.000000e+00, ptr %127, align 8
  %128 = getelementptr inbounds [5 x double], ptr %21, i32 0, i32 4
  store double -1.000000e+00, ptr %128, align 8
  %129 = load i32, ptr @enzyme_const, align 4
  %130 = getelementptr inbounds [5 x double], ptr %21, i64 0, i64 0
  %131 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @last_active, i32 noundef 5, i32 noundef %129, ptr noundef %130, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %132 = getelementptr inbounds [5 x double], ptr %21, i64 0, i64 0
  %133 = call double @last_active(i32 noundef 5, ptr noundef %132, double noundef 0x3FECCCE1C58255B0)
  %134 = getelementptr inbounds [5 x double], ptr %21, i64 0, i64 0
  %135 = call double @last_active(i32 noundef 5, ptr noundef %134, double noundef 0x3FECCCB7D41743EA)
  %136 = fsub double %133, %135
  %137 = fdiv double %136, 2.000000e-05
  call void @check(ptr noundef @.str.4, double noundef %131, double noundef %137)
  %138 = load i32, ptr @fails, align 4
  %139 = icmp ne i32 %138, 0
  %140 = zext i1 %139 to i64
  %141 = select i1 %139, ptr @.str.6, ptr @.str.7
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %141)
  %143 = load i32, ptr @fails, align 4
  %144 = icmp ne i32 %143, 0
  %145 = zext i1 %144 to i32
  ret i32 %145
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
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mix(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = call double @sin(double noundef %8) #6
  %10 = load double, ptr %5, align 8
  %11 = load double, ptr %6, align 8
  %12 = fneg double %11
  %13 = call double @exp(double noundef %12) #6
  %14 = fmul double %10, %13
  %15 = call double @llvm.fmuladd.f64(double %7, double %9, double %14)
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %6, align 8
  %18 = call double @llvm.fmuladd.f64(double %16, double %17, double %15)
  ret double %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lookup_scale(ptr noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %45, %5
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %48

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load ptr, ptr %8, align 8
  %19 = load i32, ptr %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %17, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load double, ptr %9, align 8
  %27 = fmul double %25, %26
  %28 = load double, ptr %9, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = load ptr, ptr %8, align 8
  %31 = load i32, ptr %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, 1
  %36 = srem i32 %35, 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %29, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %27, double %28, double %39)
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  store double %40, ptr %44, align 8
  br label %45

45:                                               ; preds = %16
  %46 = load i32, ptr %11, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %11, align 4
  br label %12, !llvm.loop !9

48:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matvec(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %57, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %60

18:                                               ; preds = %14
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %19

19:                                               ; preds = %40, %18
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %10, align 4
  %27 = mul nsw i32 %25, %26
  %28 = load i32, ptr %13, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %24, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %12, align 8
  %39 = call double @llvm.fmuladd.f64(double %32, double %37, double %38)
  store double %39, ptr %12, align 8
  br label %40

40:                                               ; preds = %23
  %41 = load i32, ptr %13, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %13, align 4
  br label %19, !llvm.loop !10

43:                                               ; preds = %19
  %44 = load double, ptr %12, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %10, align 4
  %48 = srem i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %45, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %44, %51
  %53 = load ptr, ptr %6, align 8
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  br label %57

57:                                               ; preds = %43
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %14, !llvm.loop !11

60:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @last_active(i32 noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %22, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load double, ptr %7, align 8
  %15 = load double, ptr %6, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %14, double %15, double %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %8, align 4
  br label %9, !llvm.loop !12

25:                                               ; preds = %9
  %26 = load double, ptr %7, align 8
  ret double %26
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
