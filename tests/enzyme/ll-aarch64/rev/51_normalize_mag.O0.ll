; ModuleID = 'rev/51_normalize_mag.c'
source_filename = "rev/51_normalize_mag.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@seed = internal constant [6 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 3.000000e-01, double -1.200000e+00, double 8.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"normalize din[%d]\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"normalized_dot din[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mag(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = call double @llvm.fmuladd.f64(double %16, double %21, double %22)
  store double %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !6

27:                                               ; preds = %7
  %28 = load double, ptr %5, align 8
  %29 = call double @sqrt(double noundef %28) #5
  ret double %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @normalize(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = call double @mag(ptr noundef %18, i32 noundef %19)
  %21 = fdiv double %17, %20
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  store double %21, ptr %25, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %8, !llvm.loop !8

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @normalized_dot(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load i32, ptr %8, align 4
  call void @normalize(ptr noundef %11, ptr noundef %12, i32 noundef %13)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %31, %4
  %15 = load i32, ptr %10, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %9, align 8
  %30 = call double @llvm.fmuladd.f64(double %23, double %28, double %29)
  store double %30, ptr %9, align 8
  br label %31

31:                                               ; preds = %18
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %10, align 4
  br label %14, !llvm.loop !9

34:                                               ; preds = %14
  %35 = load double, ptr %9, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca [6 x double], align 8
  %16 = alloca [6 x double], align 8
  %17 = alloca [6 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca [6 x double], align 8
  %21 = alloca [6 x double], align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  %24 = load volatile i32, ptr %3, align 4
  store i32 %24, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %25 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 0
  store double 9.000000e-01, ptr %25, align 8
  %26 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 1
  store double -3.000000e-01, ptr %26, align 8
  %27 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 2
  store double 1.400000e+00, ptr %27, align 8
  %28 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 3
  store double 2.000000e-01, ptr %28, align 8
  %29 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 4
  store double 6.000000e-01, ptr %29, align 8
  %30 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 5
  store double -1.100000e+00, ptr %30, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 48, i1 false)
  store i32 0, ptr %9, align 4
  br label %31

31:                                               ; preds = %42, %0
  %32 = load i32, ptr %9, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 %40
  store double %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %34
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %31, !llvm.loop !10

45:                                               ; preds = %31
  %46 = load i32, ptr @enzyme_dup, align 4
  %47 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %48 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %49 = load i32, ptr @enzyme_dup, align 4
  %50 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %51 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 0
  %52 = load i32, ptr @enzyme_const, align 4
  %53 = load i32, ptr %4, align 4
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @normalize, i32 noundef %46, ptr noundef %47, ptr noundef %48, i32 noundef %49, ptr noundef %50, ptr noundef %51, i32 noundef %52, i32 noundef %53)
  store i32 0, ptr %11, align 4
  br label %55

55:                                               ; preds = %95, %45
  %56 = load i32, ptr %11, align 4
  %57 = icmp slt i32 %56, 6
  br i1 %57, label %58, label %98

58:                                               ; preds = %55
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  store double %62, ptr %12, align 8
  %63 = load double, ptr %12, align 8
  %64 = fadd double %63, 0x3EB0C6F7A0B5ED8D
  %65 = load i32, ptr %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %66
  store double %64, ptr %67, align 8
  %68 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %69 = load i32, ptr %4, align 4
  %70 = call double @seeded(ptr noundef %68, i32 noundef %69)
  store double %70, ptr %13, align 8
  %71 = load double, ptr %12, align 8
  %72 = fsub double %71, 0x3EB0C6F7A0B5ED8D
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %74
  store double %72, ptr %75, align 8
  %76 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %77 = load i32, ptr %4, align 4
  %78 = call double @seeded(ptr noundef %76, i32 noundef %77)
  store double %78, ptr %14, align 8
  %79 = load double, ptr %12, align 8
  %80 = load i32, ptr %11, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %81
  store double %79, ptr %82, align 8
  %83 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %84 = load i32, ptr %11, align 4
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %83, i64 noundef 64, ptr noundef @.str, i32 noundef %84) #5
  %86 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %87 = load i32, ptr %11, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load double, ptr %13, align 8
  %92 = load double, ptr %14, align 8
  %93 = fsub double %91, %92
  %94 = fdiv double %93, 2.000000e-06
  call void @check(ptr noundef %86, double noundef %90, double noundef %94)
  br label %95

95:                                               ; preds = %58
  %96 = load i32, ptr %11, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %11, align 4
  br label %55, !llvm.loop !11

98:                                               ; preds = %55
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 48, i1 false)
  %99 = load i32, ptr @enzyme_dup, align 4
  %100 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %101 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 0
  %102 = load i32, ptr @enzyme_dup, align 4
  %103 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %104 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 0
  %105 = load i32, ptr @enzyme_const, align 4
  %106 = load i32, ptr @enzyme_const, align 4
  %107 = load i32, ptr %4, align 4
  %108 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @normalized_dot, i32 noundef %99, ptr noundef %100, ptr noundef %101, i32 noundef %102, ptr noundef %103, ptr noundef %104, i32 noundef %105, ptr noundef @seed, i32 noundef %106, i32 noundef %107)
  store i32 0, ptr %18, align 4
  br label %109

109:                                              ; preds = %151, %98
  %110 = load i32, ptr %18, align 4
  %111 = icmp slt i32 %110, 6
  br i1 %111, label %112, label %154

112:                                              ; preds = %109
  %113 = load i32, ptr %18, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  store double %116, ptr %19, align 8
  %117 = load double, ptr %19, align 8
  %118 = fadd double %117, 0x3EB0C6F7A0B5ED8D
  %119 = load i32, ptr %18, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %120
  store double %118, ptr %121, align 8
  %122 = getelementptr inbounds [6 x double], ptr %20, i64 0, i64 0
  %123 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %124 = load i32, ptr %4, align 4
  %125 = call double @normalized_dot(ptr noundef %122, ptr noundef %123, ptr noundef @seed, i32 noundef %124)
  store double %125, ptr %22, align 8
  %126 = load double, ptr %19, align 8
  %127 = fsub double %126, 0x3EB0C6F7A0B5ED8D
  %128 = load i32, ptr %18, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %129
  store double %127, ptr %130, align 8
  %131 = getelementptr inbounds [6 x double], ptr %21, i64 0, i64 0
  %132 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %133 = load i32, ptr %4, align 4
  %134 = call double @normalized_dot(ptr noundef %131, ptr noundef %132, ptr noundef @seed, i32 noundef %133)
  store double %134, ptr %23, align 8
  %135 = load double, ptr %19, align 8
  %136 = load i32, ptr %18, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %137
  store double %135, ptr %138, align 8
  %139 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %140 = load i32, ptr %18, align 4
  %141 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %139, i64 noundef 64, ptr noundef @.str.1, i32 noundef %140) #5
  %142 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %143 = load i32, ptr %18, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = load double, ptr %22, align 8
  %148 = load double, ptr %23, align 8
  %149 = fsub double %147, %148
  %150 = fdiv double %149, 2.000000e-06
  call void @check(ptr noundef %142, double noundef %146, double noundef %150)
  br label %151

151:                                              ; preds = %112
  %152 = load i32, ptr %18, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %18, align 4
  br label %109, !llvm.loop !12

154:                                              ; preds = %109
  %155 = load i32, ptr @fails, align 4
  %156 = icmp ne i32 %155, 0
  %157 = zext i1 %156 to i64
  %158 = select i1 %156, ptr @.str.3, ptr @.str.4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %158)
  %160 = load i32, ptr @fails, align 4
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i32
  ret i32 %162
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @seeded(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %6, align 8
  %8 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  call void @normalize(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %26, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [6 x double], ptr @seed, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %23, double %24)
  store double %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %11, !llvm.loop !13

29:                                               ; preds = %11
  %30 = load double, ptr %6, align 8
  ret double %30
}

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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
