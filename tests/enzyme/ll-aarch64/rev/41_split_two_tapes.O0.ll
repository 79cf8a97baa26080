; ModuleID = 'rev/41_split_two_tapes.c'
source_filename = "rev/41_split_two_tapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.p1 = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.p2 = private unnamed_addr constant [3 x double] [double -5.000000e-01, double 1.300000e+00, double 6.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [7 x i8] c"loss 1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"loss 2\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"tape%d dp[%d]\00", align 1
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
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [3 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [3 x double], align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [64 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %28 = load volatile i32, ptr %3, align 4
  store i32 %28, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %29 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double 5.000000e-01, ptr %29, align 8
  %30 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 1.000000e+00, ptr %30, align 8
  %31 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 1.500000e+00, ptr %31, align 8
  %32 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double 2.000000e+00, ptr %32, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %33 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 2.000000e+00, ptr %33, align 8
  %34 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double 1.400000e+00, ptr %34, align 8
  %35 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double 1.100000e+00, ptr %35, align 8
  %36 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 8.000000e-01, ptr %36, align 8
  %37 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double 7.500000e-01, ptr %37, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  %38 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 0
  store double -1.000000e+00, ptr %38, align 8
  %39 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 1
  store double 3.000000e-01, ptr %39, align 8
  %40 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 2
  store double 2.000000e-01, ptr %40, align 8
  %41 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 3
  store double 9.000000e-01, ptr %41, align 8
  %42 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 4
  store double 1.600000e+00, ptr %42, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.p1, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.p2, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 24, i1 false)
  store double 0.000000e+00, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  store double 0.000000e+00, ptr %14, align 8
  store double 0.000000e+00, ptr %15, align 8
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %45 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %50 = load i32, ptr @enzyme_dup, align 4
  %51 = load i32, ptr @enzyme_const, align 4
  %52 = load i32, ptr %4, align 4
  %53 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @loss_fn, i32 noundef %43, ptr noundef %44, ptr noundef %45, i32 noundef %46, ptr noundef %47, i32 noundef %48, ptr noundef %49, i32 noundef %50, ptr noundef %12, ptr noundef %14, i32 noundef %51, i32 noundef %52)
  store ptr %53, ptr %16, align 8
  %54 = load i32, ptr @enzyme_dup, align 4
  %55 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %56 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %57 = load i32, ptr @enzyme_const, align 4
  %58 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %59 = load i32, ptr @enzyme_const, align 4
  %60 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = load i32, ptr @enzyme_const, align 4
  %63 = load i32, ptr %4, align 4
  %64 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @loss_fn, i32 noundef %54, ptr noundef %55, ptr noundef %56, i32 noundef %57, ptr noundef %58, i32 noundef %59, ptr noundef %60, i32 noundef %61, ptr noundef %13, ptr noundef %15, i32 noundef %62, i32 noundef %63)
  store ptr %64, ptr %17, align 8
  %65 = load double, ptr %12, align 8
  %66 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %67 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %68 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %69 = load i32, ptr %4, align 4
  %70 = call double @loss_val(ptr noundef %66, ptr noundef %67, ptr noundef %68, i32 noundef %69)
  call void @check_primal(ptr noundef @.str, double noundef %65, double noundef %70)
  %71 = load double, ptr %13, align 8
  %72 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %73 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %74 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %75 = load i32, ptr %4, align 4
  %76 = call double @loss_val(ptr noundef %72, ptr noundef %73, ptr noundef %74, i32 noundef %75)
  call void @check_primal(ptr noundef @.str.1, double noundef %71, double noundef %76)
  store double 3.000000e+00, ptr %14, align 8
  store double -5.000000e-01, ptr %15, align 8
  %77 = load i32, ptr @enzyme_dup, align 4
  %78 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %79 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %80 = load i32, ptr @enzyme_const, align 4
  %81 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %82 = load i32, ptr @enzyme_const, align 4
  %83 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %84 = load i32, ptr @enzyme_dup, align 4
  %85 = load i32, ptr @enzyme_const, align 4
  %86 = load i32, ptr %4, align 4
  %87 = load ptr, ptr %17, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @loss_fn, i32 noundef %77, ptr noundef %78, ptr noundef %79, i32 noundef %80, ptr noundef %81, i32 noundef %82, ptr noundef %83, i32 noundef %84, ptr noundef %13, ptr noundef %15, i32 noundef %85, i32 noundef %86, ptr noundef %87)
  %88 = load i32, ptr @enzyme_dup, align 4
  %89 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %90 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %93 = load i32, ptr @enzyme_const, align 4
  %94 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %95 = load i32, ptr @enzyme_dup, align 4
  %96 = load i32, ptr @enzyme_const, align 4
  %97 = load i32, ptr %4, align 4
  %98 = load ptr, ptr %16, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @loss_fn, i32 noundef %88, ptr noundef %89, ptr noundef %90, i32 noundef %91, ptr noundef %92, i32 noundef %93, ptr noundef %94, i32 noundef %95, ptr noundef %12, ptr noundef %14, i32 noundef %96, i32 noundef %97, ptr noundef %98)
  store i32 0, ptr %19, align 4
  br label %99

99:                                               ; preds = %188, %0
  %100 = load i32, ptr %19, align 4
  %101 = icmp slt i32 %100, 2
  br i1 %101, label %102, label %191

102:                                              ; preds = %99
  %103 = load i32, ptr %19, align 4
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %105, label %107

105:                                              ; preds = %102
  %106 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  br label %109

107:                                              ; preds = %102
  %108 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi ptr [ %106, %105 ], [ %108, %107 ]
  store ptr %110, ptr %20, align 8
  %111 = load i32, ptr %19, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %115

113:                                              ; preds = %109
  %114 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  br label %117

115:                                              ; preds = %109
  %116 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  br label %117

117:                                              ; preds = %115, %113
  %118 = phi ptr [ %114, %113 ], [ %116, %115 ]
  store ptr %118, ptr %21, align 8
  %119 = load i32, ptr %19, align 4
  %120 = icmp ne i32 %119, 0
  br i1 %120, label %121, label %123

121:                                              ; preds = %117
  %122 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  br label %125

123:                                              ; preds = %117
  %124 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi ptr [ %122, %121 ], [ %124, %123 ]
  store ptr %126, ptr %22, align 8
  %127 = load i32, ptr %19, align 4
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i64
  %130 = select i1 %128, double -5.000000e-01, double 3.000000e+00
  store double %130, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %131

131:                                              ; preds = %184, %125
  %132 = load i32, ptr %24, align 4
  %133 = icmp slt i32 %132, 3
  br i1 %133, label %134, label %187

134:                                              ; preds = %131
  %135 = load ptr, ptr %20, align 8
  %136 = load i32, ptr %24, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds double, ptr %135, i64 %137
  %139 = load double, ptr %138, align 8
  store double %139, ptr %25, align 8
  %140 = load double, ptr %25, align 8
  %141 = fadd double %140, 0x3EB0C6F7A0B5ED8D
  %142 = load ptr, ptr %20, align 8
  %143 = load i32, ptr %24, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds double, ptr %142, i64 %144
  store double %141, ptr %145, align 8
  %146 = load ptr, ptr %20, align 8
  %147 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %148 = load ptr, ptr %22, align 8
  %149 = load i32, ptr %4, align 4
  %150 = call double @loss_val(ptr noundef %146, ptr noundef %147, ptr noundef %148, i32 noundef %149)
  store double %150, ptr %26, align 8
  %151 = load double, ptr %25, align 8
  %152 = fsub double %151, 0x3EB0C6F7A0B5ED8D
  %153 = load ptr, ptr %20, align 8
  %154 = load i32, ptr %24, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds double, ptr %153, i64 %155
  store double %152, ptr %156, align 8
  %157 = load ptr, ptr %20, align 8
  %158 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %159 = load ptr, ptr %22, align 8
  %160 = load i32, ptr %4, align 4
  %161 = call double @loss_val(ptr noundef %157, ptr noundef %158, ptr noundef %159, i32 noundef %160)
  store double %161, ptr %27, align 8
  %162 = load double, ptr %25, align 8
  %163 = load ptr, ptr %20, align 8
  %164 = load i32, ptr %24, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %163, i64 %165
  store double %162, ptr %166, align 8
  %167 = getelementptr inbounds [64 x i8], ptr %18, i64 0, i64 0
  %168 = load i32, ptr %19, align 4
  %169 = add nsw i32 %168, 1
  %170 = load i32, ptr %24, align 4
  %171 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %167, i64 noundef 64, ptr noundef @.str.2, i32 noundef %169, i32 noundef %170) #6
  %172 = getelementptr inbounds [64 x i8], ptr %18, i64 0, i64 0
  %173 = load ptr, ptr %21, align 8
  %174 = load i32, ptr %24, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %173, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = load double, ptr %23, align 8
  %179 = load double, ptr %26, align 8
  %180 = load double, ptr %27, align 8
  %181 = fsub double %179, %180
  %182 = fmul double %178, %181
  %183 = fdiv double %182, 2.000000e-06
  call void @check(ptr noundef %172, double noundef %177, double noundef %183)
  br label %184

184:                                              ; preds = %134
  %185 = load i32, ptr %24, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %24, align 4
  br label %131, !llvm.loop !6

187:                                              ; preds = %131
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %19, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %19, align 4
  br label %99, !llvm.loop !8

191:                                              ; preds = %99
  %192 = load i32, ptr @fails, align 4
  %193 = icmp ne i32 %192, 0
  %194 = zext i1 %193 to i64
  %195 = select i1 %193, ptr @.str.4, ptr @.str.5
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %195)
  %197 = load i32, ptr @fails, align 4
  %198 = icmp ne i32 %197, 0
  %199 = zext i1 %198 to i32
  ret i32 %199
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @loss_fn(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %53, %5
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %56

18:                                               ; preds = %14
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 1
  %24 = load double, ptr %23, align 8
  %25 = fneg double %24
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fmul double %25, %30
  %32 = call double @exp(double noundef %31) #6
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 2
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %12, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = fmul double %35, %40
  %42 = call double @llvm.fmuladd.f64(double %21, double %32, double %41)
  %43 = load ptr, ptr %8, align 8
  %44 = load i32, ptr %12, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = fsub double %42, %47
  store double %48, ptr %13, align 8
  %49 = load double, ptr %13, align 8
  %50 = load double, ptr %13, align 8
  %51 = load double, ptr %11, align 8
  %52 = call double @llvm.fmuladd.f64(double %49, double %50, double %51)
  store double %52, ptr %11, align 8
  br label %53

53:                                               ; preds = %18
  %54 = load i32, ptr %12, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %12, align 4
  br label %14, !llvm.loop !9

56:                                               ; preds = %14
  %57 = load double, ptr %11, align 8
  %58 = load ptr, ptr %9, align 8
  store double %57, ptr %58, align 8
  ret void
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loss_val(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load i32, ptr %8, align 4
  call void @loss_fn(ptr noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %9, i32 noundef %13)
  %14 = load double, ptr %9, align 8
  ret double %14
}

declare void @__enzyme_reverse(ptr noundef, ...) #3

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
