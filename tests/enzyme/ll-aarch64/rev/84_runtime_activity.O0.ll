; ModuleID = 'rev/84_runtime_activity.c'
source_filename = "rev/84_runtime_activity.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00], align 8
@__const.main.w = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -5.000000e-01, double 2.000000e+00], align 8
@__const.main.w0 = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -5.000000e-01, double 2.000000e+00], align 8
@enzyme_runtime_activity = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"reverse d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"w[%d] changed: %g FAIL\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"reverse d/dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"reverse d/dx[0] again\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 8
@.str.4 = private unnamed_addr constant [21 x i8] c"forward along v in w\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weighted(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %33, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %36

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = call double @sin(double noundef %23) #6
  %25 = fmul double %18, %24
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load double, ptr %7, align 8
  %32 = call double @llvm.fmuladd.f64(double %25, double %30, double %31)
  store double %32, ptr %7, align 8
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %9, !llvm.loop !6

36:                                               ; preds = %9
  %37 = load double, ptr %7, align 8
  ret double %37
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @weighted_out(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load i32, ptr %7, align 4
  %12 = call double @weighted(ptr noundef %9, ptr noundef %10, i32 noundef %11)
  %13 = load ptr, ptr %8, align 8
  store double %12, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca [3 x double], align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [3 x double], align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca [3 x double], align 8
  %21 = alloca [3 x double], align 8
  %22 = alloca [3 x double], align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.w, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.w0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  store double 0.000000e+00, ptr %8, align 8
  store double 1.000000e+00, ptr %9, align 8
  %25 = load i32, ptr @enzyme_runtime_activity, align 4
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %29 = load i32, ptr @enzyme_dup, align 4
  %30 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %31 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %32 = load i32, ptr @enzyme_const, align 4
  %33 = load i32, ptr @enzyme_dup, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @weighted_out, i32 noundef %25, i32 noundef %26, ptr noundef %27, ptr noundef %28, i32 noundef %29, ptr noundef %30, ptr noundef %31, i32 noundef %32, i32 noundef 3, i32 noundef %33, ptr noundef %8, ptr noundef %9)
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %93, %0
  %35 = load i32, ptr %10, align 4
  %36 = icmp slt i32 %35, 3
  br i1 %36, label %37, label %96

37:                                               ; preds = %34
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  store double %41, ptr %11, align 8
  %42 = load double, ptr %11, align 8
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %45
  store double %43, ptr %46, align 8
  %47 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %48 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %49 = call double @weighted(ptr noundef %47, ptr noundef %48, i32 noundef 3)
  store double %49, ptr %12, align 8
  %50 = load double, ptr %11, align 8
  %51 = fsub double %50, 0x3EB0C6F7A0B5ED8D
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %53
  store double %51, ptr %54, align 8
  %55 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %56 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %57 = call double @weighted(ptr noundef %55, ptr noundef %56, i32 noundef 3)
  store double %57, ptr %13, align 8
  %58 = load double, ptr %11, align 8
  %59 = load i32, ptr %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %60
  store double %58, ptr %61, align 8
  %62 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %63 = load i32, ptr %10, align 4
  %64 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %62, i64 noundef 64, ptr noundef @.str, i32 noundef %63) #6
  %65 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load double, ptr %12, align 8
  %71 = load double, ptr %13, align 8
  %72 = fsub double %70, %71
  %73 = fdiv double %72, 2.000000e-06
  call void @check(ptr noundef %65, double noundef %69, double noundef %73)
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = fcmp une double %77, %81
  br i1 %82, label %83, label %92

83:                                               ; preds = %37
  %84 = load i32, ptr %10, align 4
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84, double noundef %88)
  %90 = load i32, ptr @fails, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @fails, align 4
  br label %92

92:                                               ; preds = %83, %37
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %10, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %10, align 4
  br label %34, !llvm.loop !8

96:                                               ; preds = %34
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %9, align 8
  %97 = load i32, ptr @enzyme_runtime_activity, align 4
  %98 = load i32, ptr @enzyme_dup, align 4
  %99 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %100 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %101 = load i32, ptr @enzyme_dup, align 4
  %102 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %103 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  %104 = load i32, ptr @enzyme_const, align 4
  %105 = load i32, ptr @enzyme_dup, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @weighted_out, i32 noundef %97, i32 noundef %98, ptr noundef %99, ptr noundef %100, i32 noundef %101, ptr noundef %102, ptr noundef %103, i32 noundef %104, i32 noundef 3, i32 noundef %105, ptr noundef %8, ptr noundef %9)
  store i32 0, ptr %16, align 4
  br label %106

106:                                              ; preds = %146, %96
  %107 = load i32, ptr %16, align 4
  %108 = icmp slt i32 %107, 3
  br i1 %108, label %109, label %149

109:                                              ; preds = %106
  %110 = load i32, ptr %16, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  store double %113, ptr %17, align 8
  %114 = load double, ptr %17, align 8
  %115 = fadd double %114, 0x3EB0C6F7A0B5ED8D
  %116 = load i32, ptr %16, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %117
  store double %115, ptr %118, align 8
  %119 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %120 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %121 = call double @weighted(ptr noundef %119, ptr noundef %120, i32 noundef 3)
  store double %121, ptr %18, align 8
  %122 = load double, ptr %17, align 8
  %123 = fsub double %122, 0x3EB0C6F7A0B5ED8D
  %124 = load i32, ptr %16, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %125
  store double %123, ptr %126, align 8
  %127 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %128 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %129 = call double @weighted(ptr noundef %127, ptr noundef %128, i32 noundef 3)
  store double %129, ptr %19, align 8
  %130 = load double, ptr %17, align 8
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %132
  store double %130, ptr %133, align 8
  %134 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %135 = load i32, ptr %16, align 4
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %134, i64 noundef 64, ptr noundef @.str.2, i32 noundef %135) #6
  %137 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %138 = load i32, ptr %16, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 %139
  %141 = load double, ptr %140, align 8
  %142 = load double, ptr %18, align 8
  %143 = load double, ptr %19, align 8
  %144 = fsub double %142, %143
  %145 = fdiv double %144, 2.000000e-06
  call void @check(ptr noundef %137, double noundef %141, double noundef %145)
  br label %146

146:                                              ; preds = %109
  %147 = load i32, ptr %16, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %16, align 4
  br label %106, !llvm.loop !9

149:                                              ; preds = %106
  %150 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %151 = load double, ptr %150, align 8
  %152 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %153 = load double, ptr %152, align 8
  call void @check(ptr noundef @.str.3, double noundef %151, double noundef %153)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.v, i64 24, i1 false)
  %154 = load i32, ptr @enzyme_runtime_activity, align 4
  %155 = load i32, ptr @enzyme_dup, align 4
  %156 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %157 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %158 = load i32, ptr @enzyme_dup, align 4
  %159 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %160 = getelementptr inbounds [3 x double], ptr %20, i64 0, i64 0
  %161 = load i32, ptr @enzyme_const, align 4
  %162 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @weighted, i32 noundef %154, i32 noundef %155, ptr noundef %156, ptr noundef %157, i32 noundef %158, ptr noundef %159, ptr noundef %160, i32 noundef %161, i32 noundef 3)
  store double %162, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %163

163:                                              ; preds = %191, %149
  %164 = load i32, ptr %24, align 4
  %165 = icmp slt i32 %164, 3
  br i1 %165, label %166, label %194

166:                                              ; preds = %163
  %167 = load i32, ptr %24, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %168
  %170 = load double, ptr %169, align 8
  %171 = load i32, ptr %24, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [3 x double], ptr %20, i64 0, i64 %172
  %174 = load double, ptr %173, align 8
  %175 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %174, double %170)
  %176 = load i32, ptr %24, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 %177
  store double %175, ptr %178, align 8
  %179 = load i32, ptr %24, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  %183 = load i32, ptr %24, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [3 x double], ptr %20, i64 0, i64 %184
  %186 = load double, ptr %185, align 8
  %187 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %186, double %182)
  %188 = load i32, ptr %24, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [3 x double], ptr %22, i64 0, i64 %189
  store double %187, ptr %190, align 8
  br label %191

191:                                              ; preds = %166
  %192 = load i32, ptr %24, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %24, align 4
  br label %163, !llvm.loop !10

194:                                              ; preds = %163
  %195 = load double, ptr %23, align 8
  %196 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %197 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 0
  %198 = call double @weighted(ptr noundef %196, ptr noundef %197, i32 noundef 3)
  %199 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %200 = getelementptr inbounds [3 x double], ptr %22, i64 0, i64 0
  %201 = call double @weighted(ptr noundef %199, ptr noundef %200, i32 noundef 3)
  %202 = fsub double %198, %201
  %203 = fdiv double %202, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %195, double noundef %203)
  %204 = load i32, ptr @fails, align 4
  %205 = icmp ne i32 %204, 0
  %206 = zext i1 %205 to i64
  %207 = select i1 %205, ptr @.str.6, ptr @.str.7
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %207)
  %209 = load i32, ptr @fails, align 4
  %210 = icmp ne i32 %209, 0
  %211 = zext i1 %210 to i32
  ret i32 %211
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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

declare i32 @printf(ptr noundef, ...) #5

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
