; ModuleID = 'rev/29_active_ret_const.c'
source_filename = "rev/29_active_ret_const.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 8
@__const.main.t = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@wt = internal constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 7.500000e-01, double 2.000000e-01], align 8
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/da\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/db\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%-26s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"const arrays unchanged\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 8
  %8 = alloca [12 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca [3 x double], align 8
  %12 = alloca [3 x double], align 8
  %13 = alloca [4 x double], align 8
  %14 = alloca [4 x double], align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.grad2, align 8
  %19 = alloca [32 x i8], align 1
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 4, ptr %3, align 4
  store volatile i32 3, ptr %4, align 4
  %25 = load volatile i32, ptr %3, align 4
  store i32 %25, ptr %5, align 4
  %26 = load volatile i32, ptr %4, align 4
  store i32 %26, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.X, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.t, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.w, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 24, i1 false)
  store double 1.300000e+00, ptr %15, align 8
  store double -2.000000e-01, ptr %16, align 8
  %27 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 0
  %28 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %28, i64 96, i1 false)
  %29 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %30 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %30, i64 32, i1 false)
  store i32 0, ptr %17, align 4
  br label %31

31:                                               ; preds = %42, %0
  %32 = load i32, ptr %17, align 4
  %33 = icmp slt i32 %32, 4
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = load i32, ptr %17, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x double], ptr @wt, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load i32, ptr %17, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 %40
  store double %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %34
  %43 = load i32, ptr %17, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %17, align 4
  br label %31, !llvm.loop !6

45:                                               ; preds = %31
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %50 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  %51 = load i32, ptr @enzyme_dup, align 4
  %52 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %53 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %54 = load i32, ptr @enzyme_const, align 4
  %55 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %56 = load i32, ptr @enzyme_out, align 4
  %57 = load double, ptr %15, align 8
  %58 = load i32, ptr @enzyme_out, align 4
  %59 = load double, ptr %16, align 8
  %60 = load i32, ptr @enzyme_const, align 4
  %61 = load i32, ptr %5, align 4
  %62 = load i32, ptr @enzyme_const, align 4
  %63 = load i32, ptr %6, align 4
  %64 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @fit, i32 noundef %46, ptr noundef %47, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, ptr noundef %52, ptr noundef %53, i32 noundef %54, ptr noundef %55, i32 noundef %56, double noundef %57, i32 noundef %58, double noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63)
  %65 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 0
  %66 = extractvalue %struct.grad2 %64, 0
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 1
  %68 = extractvalue %struct.grad2 %64, 1
  store double %68, ptr %67, align 8
  %69 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %72 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %73 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %74 = load double, ptr %15, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  %76 = load double, ptr %16, align 8
  %77 = call double @total(ptr noundef %71, ptr noundef %72, ptr noundef %73, double noundef %75, double noundef %76)
  %78 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %79 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %80 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %81 = load double, ptr %15, align 8
  %82 = fsub double %81, 0x3EB0C6F7A0B5ED8D
  %83 = load double, ptr %16, align 8
  %84 = call double @total(ptr noundef %78, ptr noundef %79, ptr noundef %80, double noundef %82, double noundef %83)
  %85 = fsub double %77, %84
  %86 = fdiv double %85, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %70, double noundef %86)
  %87 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %90 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %91 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %92 = load double, ptr %15, align 8
  %93 = load double, ptr %16, align 8
  %94 = fadd double %93, 0x3EB0C6F7A0B5ED8D
  %95 = call double @total(ptr noundef %89, ptr noundef %90, ptr noundef %91, double noundef %92, double noundef %94)
  %96 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %97 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %98 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %99 = load double, ptr %15, align 8
  %100 = load double, ptr %16, align 8
  %101 = fsub double %100, 0x3EB0C6F7A0B5ED8D
  %102 = call double @total(ptr noundef %96, ptr noundef %97, ptr noundef %98, double noundef %99, double noundef %101)
  %103 = fsub double %95, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %88, double noundef %104)
  store i32 0, ptr %20, align 4
  br label %105

105:                                              ; preds = %151, %45
  %106 = load i32, ptr %20, align 4
  %107 = icmp slt i32 %106, 3
  br i1 %107, label %108, label %154

108:                                              ; preds = %105
  %109 = load i32, ptr %20, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  store double %112, ptr %21, align 8
  %113 = load double, ptr %21, align 8
  %114 = fadd double %113, 0x3EB0C6F7A0B5ED8D
  %115 = load i32, ptr %20, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %116
  store double %114, ptr %117, align 8
  %118 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %119 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %120 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %121 = load double, ptr %15, align 8
  %122 = load double, ptr %16, align 8
  %123 = call double @total(ptr noundef %118, ptr noundef %119, ptr noundef %120, double noundef %121, double noundef %122)
  store double %123, ptr %22, align 8
  %124 = load double, ptr %21, align 8
  %125 = fsub double %124, 0x3EB0C6F7A0B5ED8D
  %126 = load i32, ptr %20, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %127
  store double %125, ptr %128, align 8
  %129 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %130 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %131 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %132 = load double, ptr %15, align 8
  %133 = load double, ptr %16, align 8
  %134 = call double @total(ptr noundef %129, ptr noundef %130, ptr noundef %131, double noundef %132, double noundef %133)
  store double %134, ptr %23, align 8
  %135 = load double, ptr %21, align 8
  %136 = load i32, ptr %20, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %137
  store double %135, ptr %138, align 8
  %139 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %140 = load i32, ptr %20, align 4
  %141 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %139, i64 noundef 32, ptr noundef @.str.2, i32 noundef %140) #7
  %142 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %143 = load i32, ptr %20, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = load double, ptr %22, align 8
  %148 = load double, ptr %23, align 8
  %149 = fsub double %147, %148
  %150 = fdiv double %149, 2.000000e-06
  call void @check(ptr noundef %142, double noundef %146, double noundef %150)
  br label %151

151:                                              ; preds = %108
  %152 = load i32, ptr %20, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %20, align 4
  br label %105, !llvm.loop !8

154:                                              ; preds = %105
  %155 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %156 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 0
  %157 = call i32 @memcmp(ptr noundef %155, ptr noundef %156, i64 noundef 96) #8
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %164

159:                                              ; preds = %154
  %160 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %161 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %162 = call i32 @memcmp(ptr noundef %160, ptr noundef %161, i64 noundef 32) #8
  %163 = icmp eq i32 %162, 0
  br label %164

164:                                              ; preds = %159, %154
  %165 = phi i1 [ false, %154 ], [ %163, %159 ]
  %166 = zext i1 %165 to i32
  store i32 %166, ptr %24, align 4
  %167 = load i32, ptr %24, align 4
  %168 = icmp ne i32 %167, 0
  %169 = zext i1 %168 to i64
  %170 = select i1 %168, ptr @.str.5, ptr @.str.6
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.4, ptr noundef %170)
  %172 = load i32, ptr %24, align 4
  %173 = icmp ne i32 %172, 0
  %174 = xor i1 %173, true
  %175 = zext i1 %174 to i32
  %176 = load i32, ptr @fails, align 4
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr @fails, align 4
  %178 = load i32, ptr @fails, align 4
  %179 = icmp ne i32 %178, 0
  %180 = zext i1 %179 to i64
  %181 = select i1 %179, ptr @.str.6, ptr @.str.5
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %181)
  %183 = load i32, ptr @fails, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i32
  ret i32 %185
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fit(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, double noundef %4, double noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store double %4, ptr %13, align 8
  store double %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %21

21:                                               ; preds = %84, %8
  %22 = load i32, ptr %18, align 4
  %23 = load i32, ptr %15, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %87

25:                                               ; preds = %21
  %26 = load double, ptr %14, align 8
  store double %26, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %27

27:                                               ; preds = %48, %25
  %28 = load i32, ptr %20, align 4
  %29 = load i32, ptr %16, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %51

31:                                               ; preds = %27
  %32 = load ptr, ptr %9, align 8
  %33 = load i32, ptr %18, align 4
  %34 = load i32, ptr %16, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr %20, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %32, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %10, align 8
  %42 = load i32, ptr %20, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %19, align 8
  %47 = call double @llvm.fmuladd.f64(double %40, double %45, double %46)
  store double %47, ptr %19, align 8
  br label %48

48:                                               ; preds = %31
  %49 = load i32, ptr %20, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %20, align 4
  br label %27, !llvm.loop !9

51:                                               ; preds = %27
  %52 = load double, ptr %13, align 8
  %53 = load double, ptr %19, align 8
  %54 = call double @tanh(double noundef %53) #7
  %55 = fmul double %52, %54
  %56 = load ptr, ptr %11, align 8
  %57 = load i32, ptr %18, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  store double %55, ptr %59, align 8
  %60 = load ptr, ptr %11, align 8
  %61 = load i32, ptr %18, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load ptr, ptr %12, align 8
  %66 = load i32, ptr %18, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %65, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fsub double %64, %69
  %71 = load ptr, ptr %11, align 8
  %72 = load i32, ptr %18, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load ptr, ptr %12, align 8
  %77 = load i32, ptr %18, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %76, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = fsub double %75, %80
  %82 = load double, ptr %17, align 8
  %83 = call double @llvm.fmuladd.f64(double %70, double %81, double %82)
  store double %83, ptr %17, align 8
  br label %84

84:                                               ; preds = %51
  %85 = load i32, ptr %18, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %18, align 4
  br label %21, !llvm.loop !10

87:                                               ; preds = %21
  %88 = load double, ptr %17, align 8
  %89 = load double, ptr %13, align 8
  %90 = load double, ptr %13, align 8
  %91 = fmul double %89, %90
  %92 = call double @llvm.fmuladd.f64(double %91, double 1.000000e-02, double %88)
  ret double %92
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.6
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @total(ptr noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [4 x double], align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %17 = load ptr, ptr %8, align 8
  %18 = load double, ptr %9, align 8
  %19 = load double, ptr %10, align 8
  %20 = call double @fit(ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, double noundef %18, double noundef %19, i32 noundef 4, i32 noundef 3)
  store double %20, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %21

21:                                               ; preds = %35, %5
  %22 = load i32, ptr %13, align 4
  %23 = icmp slt i32 %22, 4
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = load i32, ptr %13, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr @wt, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %12, align 8
  %34 = call double @llvm.fmuladd.f64(double %28, double %32, double %33)
  store double %34, ptr %12, align 8
  br label %35

35:                                               ; preds = %24
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %13, align 4
  br label %21, !llvm.loop !11

38:                                               ; preds = %21
  %39 = load double, ptr %12, align 8
  ret double %39
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #5

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare double @tanh(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
