; ModuleID = 'rev/85_struct_return.c'
source_filename = "rev/85_struct_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { double, double }
%struct.Q = type { double, double, double, [3 x double] }

@constinit = private constant [3 x double] zeroinitializer, align 8
@__const.main.k = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 8
@.str = private unnamed_addr constant [29 x i8] c"reverse, struct in registers\00", align 1
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str.1 = private unnamed_addr constant [26 x i8] c"reverse, sret struct d/dx\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"reverse, sret struct d/dk[i]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"forward, registers .a\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"forward, registers .b\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"forward, sret .a\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"forward, sret .c\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"forward, sret .w[2]\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.P @pair(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca %struct.P, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  %8 = call double @sin(double noundef %7) #6
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = fmul double %8, %11
  store double %12, ptr %6, align 8
  %13 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  %14 = load double, ptr %4, align 8
  %15 = load double, ptr %4, align 8
  %16 = fmul double %14, %15
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %16, %19
  store double %20, ptr %13, align 8
  %21 = load %struct.P, ptr %3, align 8
  ret %struct.P %21
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @triple(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store double %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 0
  %8 = load double, ptr %4, align 8
  %9 = call double @sin(double noundef %8) #6
  store double %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 1
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %4, align 8
  %13 = fmul double %11, %12
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double %13, %16
  store double %17, ptr %10, align 8
  %18 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 2
  %19 = load double, ptr %4, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  %23 = fmul double %19, %22
  %24 = call double @exp(double noundef %23) #6
  store double %24, ptr %18, align 8
  %25 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 3
  call void @llvm.memset.p0.i64(ptr align 8 %25, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 @constinit, i64 24, i1 false)
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %46, %3
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 3
  br i1 %28, label %29, label %49

29:                                               ; preds = %26
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load double, ptr %4, align 8
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  %38 = sitofp i32 %37 to double
  %39 = fmul double %35, %38
  %40 = call double @cos(double noundef %39) #6
  %41 = fmul double %34, %40
  %42 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 3
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x double], ptr %42, i64 0, i64 %44
  store double %41, ptr %45, align 8
  br label %46

46:                                               ; preds = %29
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %26, !llvm.loop !6

49:                                               ; preds = %26
  ret void
}

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca %struct.P, align 8
  %12 = alloca %struct.P, align 8
  %13 = alloca %struct.P, align 8
  %14 = alloca %struct.Q, align 8
  %15 = alloca %struct.Q, align 8
  %16 = alloca %struct.Q, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 6.000000e-01, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.k, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 24, i1 false)
  %17 = load i32, ptr @enzyme_out, align 4
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pair, i32 noundef %17, double noundef 6.000000e-01, i32 noundef %18, ptr noundef %19)
  %21 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %22 = call double @sum_pair(double noundef 6.000010e-01, ptr noundef %21)
  %23 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %24 = call double @sum_pair(double noundef 5.999990e-01, ptr noundef %23)
  %25 = fsub double %22, %24
  %26 = fdiv double %25, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %20, double noundef %26)
  %27 = load i32, ptr @enzyme_out, align 4
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %30 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @triple, i32 noundef %27, double noundef 6.000000e-01, i32 noundef %28, ptr noundef %29, ptr noundef %30)
  store double %31, ptr %6, align 8
  %32 = load double, ptr %6, align 8
  %33 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %34 = call double @sum_triple(double noundef 6.000010e-01, ptr noundef %33)
  %35 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %36 = call double @sum_triple(double noundef 5.999990e-01, ptr noundef %35)
  %37 = fsub double %34, %36
  %38 = fdiv double %37, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %32, double noundef %38)
  store i32 0, ptr %7, align 4
  br label %39

39:                                               ; preds = %73, %0
  %40 = load i32, ptr %7, align 4
  %41 = icmp slt i32 %40, 3
  br i1 %41, label %42, label %76

42:                                               ; preds = %39
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  store double %46, ptr %8, align 8
  %47 = load double, ptr %8, align 8
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %50
  store double %48, ptr %51, align 8
  %52 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %53 = call double @sum_triple(double noundef 6.000000e-01, ptr noundef %52)
  store double %53, ptr %9, align 8
  %54 = load double, ptr %8, align 8
  %55 = fsub double %54, 0x3EB0C6F7A0B5ED8D
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %57
  store double %55, ptr %58, align 8
  %59 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %60 = call double @sum_triple(double noundef 6.000000e-01, ptr noundef %59)
  store double %60, ptr %10, align 8
  %61 = load double, ptr %8, align 8
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load double, ptr %9, align 8
  %70 = load double, ptr %10, align 8
  %71 = fsub double %69, %70
  %72 = fdiv double %71, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %68, double noundef %72)
  br label %73

73:                                               ; preds = %42
  %74 = load i32, ptr %7, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %7, align 4
  br label %39, !llvm.loop !8

76:                                               ; preds = %39
  %77 = load i32, ptr @enzyme_dup, align 4
  %78 = load i32, ptr @enzyme_const, align 4
  %79 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %80 = call %struct.P (ptr, ...) @__enzyme_fwddiff(ptr noundef @pair, i32 noundef %77, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %78, ptr noundef %79)
  %81 = getelementptr inbounds %struct.P, ptr %11, i32 0, i32 0
  %82 = extractvalue %struct.P %80, 0
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds %struct.P, ptr %11, i32 0, i32 1
  %84 = extractvalue %struct.P %80, 1
  store double %84, ptr %83, align 8
  %85 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %86 = call %struct.P @pair(double noundef 6.000010e-01, ptr noundef %85)
  %87 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 0
  %88 = extractvalue %struct.P %86, 0
  store double %88, ptr %87, align 8
  %89 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 1
  %90 = extractvalue %struct.P %86, 1
  store double %90, ptr %89, align 8
  %91 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %92 = call %struct.P @pair(double noundef 5.999990e-01, ptr noundef %91)
  %93 = getelementptr inbounds %struct.P, ptr %13, i32 0, i32 0
  %94 = extractvalue %struct.P %92, 0
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds %struct.P, ptr %13, i32 0, i32 1
  %96 = extractvalue %struct.P %92, 1
  store double %96, ptr %95, align 8
  %97 = getelementptr inbounds %struct.P, ptr %11, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds %struct.P, ptr %13, i32 0, i32 0
  %102 = load double, ptr %101, align 8
  %103 = fsub double %100, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %98, double noundef %104)
  %105 = getelementptr inbounds %struct.P, ptr %11, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 1
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds %struct.P, ptr %13, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  %111 = fsub double %108, %110
  %112 = fdiv double %111, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %106, double noundef %112)
  %113 = load i32, ptr @enzyme_dup, align 4
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  call void (ptr, ptr, ...) @__enzyme_fwddiff(ptr dead_on_unwind writable sret(%struct.Q) align 8 %14, ptr noundef @triple, i32 noundef %113, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %114, ptr noundef %115)
  %116 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  call void @triple(ptr dead_on_unwind writable sret(%struct.Q) align 8 %15, double noundef 6.000010e-01, ptr noundef %116)
  %117 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  call void @triple(ptr dead_on_unwind writable sret(%struct.Q) align 8 %16, double noundef 5.999990e-01, ptr noundef %117)
  %118 = getelementptr inbounds %struct.Q, ptr %14, i32 0, i32 0
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds %struct.Q, ptr %15, i32 0, i32 0
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds %struct.Q, ptr %16, i32 0, i32 0
  %123 = load double, ptr %122, align 8
  %124 = fsub double %121, %123
  %125 = fdiv double %124, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %119, double noundef %125)
  %126 = getelementptr inbounds %struct.Q, ptr %14, i32 0, i32 2
  %127 = load double, ptr %126, align 8
  %128 = getelementptr inbounds %struct.Q, ptr %15, i32 0, i32 2
  %129 = load double, ptr %128, align 8
  %130 = getelementptr inbounds %struct.Q, ptr %16, i32 0, i32 2
  %131 = load double, ptr %130, align 8
  %132 = fsub double %129, %131
  %133 = fdiv double %132, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %127, double noundef %133)
  %134 = getelementptr inbounds %struct.Q, ptr %14, i32 0, i32 3
  %135 = getelementptr inbounds [3 x double], ptr %134, i64 0, i64 2
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds %struct.Q, ptr %15, i32 0, i32 3
  %138 = getelementptr inbounds [3 x double], ptr %137, i64 0, i64 2
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds %struct.Q, ptr %16, i32 0, i32 3
  %141 = getelementptr inbounds [3 x double], ptr %140, i64 0, i64 2
  %142 = load double, ptr %141, align 8
  %143 = fsub double %139, %142
  %144 = fdiv double %143, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %136, double noundef %144)
  %145 = load i32, ptr @fails, align 4
  %146 = icmp ne i32 %145, 0
  %147 = zext i1 %146 to i64
  %148 = select i1 %146, ptr @.str.9, ptr @.str.10
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %148)
  %150 = load i32, ptr @fails, align 4
  %151 = icmp ne i32 %150, 0
  %152 = zext i1 %151 to i32
  ret i32 %152
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
  %30 = select i1 %28, ptr @.str.10, ptr @.str.9
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

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_pair(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.P, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call %struct.P @pair(double noundef %6, ptr noundef %7)
  %9 = getelementptr inbounds %struct.P, ptr %5, i32 0, i32 0
  %10 = extractvalue %struct.P %8, 0
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds %struct.P, ptr %5, i32 0, i32 1
  %12 = extractvalue %struct.P %8, 1
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.P, ptr %5, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.P, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_triple(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Q, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  call void @triple(ptr dead_on_unwind writable sret(%struct.Q) align 8 %5, double noundef %6, ptr noundef %7)
  %8 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %11
  %13 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = fadd double %12, %14
  %16 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %17 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %18 = load double, ptr %17, align 8
  %19 = fadd double %15, %18
  %20 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %21 = getelementptr inbounds [3 x double], ptr %20, i64 0, i64 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double %19, %22
  %24 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %25 = getelementptr inbounds [3 x double], ptr %24, i64 0, i64 2
  %26 = load double, ptr %25, align 8
  %27 = fadd double %23, %26
  ret double %27
}

declare %struct.P @__enzyme_fwddiff(ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
