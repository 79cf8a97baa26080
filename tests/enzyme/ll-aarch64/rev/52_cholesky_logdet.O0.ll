; ModuleID = 'rev/52_cholesky_logdet.c'
source_filename = "rev/52_cholesky_logdet.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.z = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 3.000000e-01, double 2.000000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dB[%d]\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"d/dA[%d][%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca [64 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [16 x double], align 8
  %15 = alloca [16 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 4, ptr %3, align 4
  %23 = load volatile i32, ptr %3, align 4
  store i32 %23, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 128, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.z, i64 32, i1 false)
  store i32 0, ptr %8, align 4
  br label %24

24:                                               ; preds = %41, %0
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %25, 16
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = load i32, ptr %8, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double 1.300000e+00, double %29, double 2.000000e-01)
  %31 = call double @sin(double noundef %30) #7
  %32 = load i32, ptr %8, align 4
  %33 = srem i32 %32, 5
  %34 = icmp eq i32 %33, 0
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, double 1.000000e+00, double 0.000000e+00
  %37 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %31, double %36)
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %39
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %27
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %24, !llvm.loop !6

44:                                               ; preds = %24
  %45 = load i32, ptr @enzyme_dup, align 4
  %46 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %50 = load i32, ptr @enzyme_const, align 4
  %51 = load i32, ptr %4, align 4
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @from_params, i32 noundef %45, ptr noundef %46, ptr noundef %47, i32 noundef %48, ptr noundef %49, i32 noundef %50, i32 noundef %51)
  store i32 0, ptr %10, align 4
  br label %53

53:                                               ; preds = %95, %44
  %54 = load i32, ptr %10, align 4
  %55 = icmp slt i32 %54, 16
  br i1 %55, label %56, label %98

56:                                               ; preds = %53
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %11, align 8
  %61 = load double, ptr %11, align 8
  %62 = fadd double %61, 0x3EB0C6F7A0B5ED8D
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %67 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %68 = load i32, ptr %4, align 4
  %69 = call double @from_params(ptr noundef %66, ptr noundef %67, i32 noundef %68)
  store double %69, ptr %12, align 8
  %70 = load double, ptr %11, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %73
  store double %71, ptr %74, align 8
  %75 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %76 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %77 = load i32, ptr %4, align 4
  %78 = call double @from_params(ptr noundef %75, ptr noundef %76, i32 noundef %77)
  store double %78, ptr %13, align 8
  %79 = load double, ptr %11, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %81
  store double %79, ptr %82, align 8
  %83 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %84 = load i32, ptr %10, align 4
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %83, i64 noundef 64, ptr noundef @.str, i32 noundef %84) #7
  %86 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %87 = load i32, ptr %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load double, ptr %12, align 8
  %92 = load double, ptr %13, align 8
  %93 = fsub double %91, %92
  %94 = fdiv double %93, 2.000000e-06
  call void @check(ptr noundef %86, double noundef %90, double noundef %94)
  br label %95

95:                                               ; preds = %56
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %10, align 4
  br label %53, !llvm.loop !8

98:                                               ; preds = %53
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 128, i1 false)
  store i32 0, ptr %16, align 4
  br label %99

99:                                               ; preds = %133, %98
  %100 = load i32, ptr %16, align 4
  %101 = icmp slt i32 %100, 4
  br i1 %101, label %102, label %136

102:                                              ; preds = %99
  store i32 0, ptr %17, align 4
  br label %103

103:                                              ; preds = %129, %102
  %104 = load i32, ptr %17, align 4
  %105 = icmp slt i32 %104, 4
  br i1 %105, label %106, label %132

106:                                              ; preds = %103
  %107 = load i32, ptr %16, align 4
  %108 = load i32, ptr %17, align 4
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %114

110:                                              ; preds = %106
  %111 = load i32, ptr %16, align 4
  %112 = sitofp i32 %111 to double
  %113 = fadd double 3.000000e+00, %112
  br label %121

114:                                              ; preds = %106
  %115 = load i32, ptr %16, align 4
  %116 = add nsw i32 1, %115
  %117 = load i32, ptr %17, align 4
  %118 = add nsw i32 %116, %117
  %119 = sitofp i32 %118 to double
  %120 = fdiv double 4.000000e-01, %119
  br label %121

121:                                              ; preds = %114, %110
  %122 = phi double [ %113, %110 ], [ %120, %114 ]
  %123 = load i32, ptr %16, align 4
  %124 = mul nsw i32 %123, 4
  %125 = load i32, ptr %17, align 4
  %126 = add nsw i32 %124, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %127
  store double %122, ptr %128, align 8
  br label %129

129:                                              ; preds = %121
  %130 = load i32, ptr %17, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %17, align 4
  br label %103, !llvm.loop !9

132:                                              ; preds = %103
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %16, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %16, align 4
  br label %99, !llvm.loop !10

136:                                              ; preds = %99
  %137 = load i32, ptr @enzyme_dup, align 4
  %138 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %139 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 0
  %140 = load i32, ptr @enzyme_const, align 4
  %141 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %142 = load i32, ptr @enzyme_const, align 4
  %143 = load i32, ptr %4, align 4
  %144 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @logdet_quad, i32 noundef %137, ptr noundef %138, ptr noundef %139, i32 noundef %140, ptr noundef %141, i32 noundef %142, i32 noundef %143)
  store i32 0, ptr %18, align 4
  br label %145

145:                                              ; preds = %212, %136
  %146 = load i32, ptr %18, align 4
  %147 = icmp slt i32 %146, 4
  br i1 %147, label %148, label %215

148:                                              ; preds = %145
  store i32 0, ptr %19, align 4
  br label %149

149:                                              ; preds = %208, %148
  %150 = load i32, ptr %19, align 4
  %151 = load i32, ptr %18, align 4
  %152 = icmp sle i32 %150, %151
  br i1 %152, label %153, label %211

153:                                              ; preds = %149
  %154 = load i32, ptr %18, align 4
  %155 = mul nsw i32 %154, 4
  %156 = load i32, ptr %19, align 4
  %157 = add nsw i32 %155, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %158
  %160 = load double, ptr %159, align 8
  store double %160, ptr %20, align 8
  %161 = load double, ptr %20, align 8
  %162 = fadd double %161, 0x3EB0C6F7A0B5ED8D
  %163 = load i32, ptr %18, align 4
  %164 = mul nsw i32 %163, 4
  %165 = load i32, ptr %19, align 4
  %166 = add nsw i32 %164, %165
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %167
  store double %162, ptr %168, align 8
  %169 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %170 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %171 = load i32, ptr %4, align 4
  %172 = call double @logdet_quad(ptr noundef %169, ptr noundef %170, i32 noundef %171)
  store double %172, ptr %21, align 8
  %173 = load double, ptr %20, align 8
  %174 = fsub double %173, 0x3EB0C6F7A0B5ED8D
  %175 = load i32, ptr %18, align 4
  %176 = mul nsw i32 %175, 4
  %177 = load i32, ptr %19, align 4
  %178 = add nsw i32 %176, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %179
  store double %174, ptr %180, align 8
  %181 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %182 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %183 = load i32, ptr %4, align 4
  %184 = call double @logdet_quad(ptr noundef %181, ptr noundef %182, i32 noundef %183)
  store double %184, ptr %22, align 8
  %185 = load double, ptr %20, align 8
  %186 = load i32, ptr %18, align 4
  %187 = mul nsw i32 %186, 4
  %188 = load i32, ptr %19, align 4
  %189 = add nsw i32 %187, %188
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %190
  store double %185, ptr %191, align 8
  %192 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %193 = load i32, ptr %18, align 4
  %194 = load i32, ptr %19, align 4
  %195 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %192, i64 noundef 64, ptr noundef @.str.1, i32 noundef %193, i32 noundef %194) #7
  %196 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %197 = load i32, ptr %18, align 4
  %198 = mul nsw i32 %197, 4
  %199 = load i32, ptr %19, align 4
  %200 = add nsw i32 %198, %199
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [16 x double], ptr %15, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = load double, ptr %21, align 8
  %205 = load double, ptr %22, align 8
  %206 = fsub double %204, %205
  %207 = fdiv double %206, 2.000000e-06
  call void @check(ptr noundef %196, double noundef %203, double noundef %207)
  br label %208

208:                                              ; preds = %153
  %209 = load i32, ptr %19, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %19, align 4
  br label %149, !llvm.loop !11

211:                                              ; preds = %149
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %18, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %18, align 4
  br label %145, !llvm.loop !12

215:                                              ; preds = %145
  %216 = load i32, ptr @fails, align 4
  %217 = icmp ne i32 %216, 0
  %218 = zext i1 %217 to i64
  %219 = select i1 %217, ptr @.str.3, ptr @.str.4
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %219)
  %221 = load i32, ptr @fails, align 4
  %222 = icmp ne i32 %221, 0
  %223 = zext i1 %222 to i32
  ret i32 %223
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @from_params(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %6, align 4
  %15 = mul nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  %18 = call noalias ptr @malloc(i64 noundef %17) #8
  store ptr %18, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %80, %3
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %83

23:                                               ; preds = %19
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %76, %23
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %79

28:                                               ; preds = %24
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4
  br label %35

34:                                               ; preds = %28
  br label %35

35:                                               ; preds = %34, %32
  %36 = phi i32 [ %33, %32 ], [ 0, %34 ]
  %37 = sitofp i32 %36 to double
  store double %37, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %63, %35
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %66

42:                                               ; preds = %38
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %6, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %43, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %9, align 4
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %11, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %52, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %10, align 8
  %62 = call double @llvm.fmuladd.f64(double %51, double %60, double %61)
  store double %62, ptr %10, align 8
  br label %63

63:                                               ; preds = %42
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %11, align 4
  br label %38, !llvm.loop !13

66:                                               ; preds = %38
  %67 = load double, ptr %10, align 8
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %8, align 4
  %70 = load i32, ptr %6, align 4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %9, align 4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %68, i64 %74
  store double %67, ptr %75, align 8
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %24, !llvm.loop !14

79:                                               ; preds = %24
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %19, !llvm.loop !15

83:                                               ; preds = %19
  %84 = load ptr, ptr %7, align 8
  %85 = load ptr, ptr %5, align 8
  %86 = load i32, ptr %6, align 4
  %87 = call double @logdet_quad(ptr noundef %84, ptr noundef %85, i32 noundef %86)
  store double %87, ptr %12, align 8
  %88 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %88) #7
  %89 = load double, ptr %12, align 8
  ret double %89
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @logdet_quad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %6, align 4
  %18 = mul nsw i32 %16, %17
  %19 = sext i32 %18 to i64
  %20 = mul i64 %19, 8
  %21 = call noalias ptr @malloc(i64 noundef %20) #8
  store ptr %21, ptr %7, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #8
  store ptr %25, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %26

26:                                               ; preds = %42, %3
  %27 = load i32, ptr %9, align 4
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %6, align 4
  %30 = mul nsw i32 %28, %29
  %31 = icmp slt i32 %27, %30
  br i1 %31, label %32, label %45

32:                                               ; preds = %26
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  br label %42

42:                                               ; preds = %32
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %26, !llvm.loop !16

45:                                               ; preds = %26
  %46 = load ptr, ptr %7, align 8
  %47 = load i32, ptr %6, align 4
  call void @cholesky(ptr noundef %46, i32 noundef %47)
  store double 0.000000e+00, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %48

48:                                               ; preds = %65, %45
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %6, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %68

52:                                               ; preds = %48
  %53 = load ptr, ptr %7, align 8
  %54 = load i32, ptr %12, align 4
  %55 = load i32, ptr %6, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %12, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %53, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = call double @log(double noundef %61) #7
  %63 = load double, ptr %10, align 8
  %64 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %62, double %63)
  store double %64, ptr %10, align 8
  br label %65

65:                                               ; preds = %52
  %66 = load i32, ptr %12, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %12, align 4
  br label %48, !llvm.loop !17

68:                                               ; preds = %48
  store i32 0, ptr %13, align 4
  br label %69

69:                                               ; preds = %132, %68
  %70 = load i32, ptr %13, align 4
  %71 = load i32, ptr %6, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %135

73:                                               ; preds = %69
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %74, i64 %76
  %78 = load double, ptr %77, align 8
  store double %78, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %79

79:                                               ; preds = %101, %73
  %80 = load i32, ptr %15, align 4
  %81 = load i32, ptr %13, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %104

83:                                               ; preds = %79
  %84 = load ptr, ptr %7, align 8
  %85 = load i32, ptr %13, align 4
  %86 = load i32, ptr %6, align 4
  %87 = mul nsw i32 %85, %86
  %88 = load i32, ptr %15, align 4
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %84, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load ptr, ptr %8, align 8
  %94 = load i32, ptr %15, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %93, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load double, ptr %14, align 8
  %99 = fneg double %92
  %100 = call double @llvm.fmuladd.f64(double %99, double %97, double %98)
  store double %100, ptr %14, align 8
  br label %101

101:                                              ; preds = %83
  %102 = load i32, ptr %15, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %15, align 4
  br label %79, !llvm.loop !18

104:                                              ; preds = %79
  %105 = load double, ptr %14, align 8
  %106 = load ptr, ptr %7, align 8
  %107 = load i32, ptr %13, align 4
  %108 = load i32, ptr %6, align 4
  %109 = mul nsw i32 %107, %108
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds double, ptr %106, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = fdiv double %105, %114
  %116 = load ptr, ptr %8, align 8
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds double, ptr %116, i64 %118
  store double %115, ptr %119, align 8
  %120 = load ptr, ptr %8, align 8
  %121 = load i32, ptr %13, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %120, i64 %122
  %124 = load double, ptr %123, align 8
  %125 = load ptr, ptr %8, align 8
  %126 = load i32, ptr %13, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %125, i64 %127
  %129 = load double, ptr %128, align 8
  %130 = load double, ptr %11, align 8
  %131 = call double @llvm.fmuladd.f64(double %124, double %129, double %130)
  store double %131, ptr %11, align 8
  br label %132

132:                                              ; preds = %104
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %69, !llvm.loop !19

135:                                              ; preds = %69
  %136 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %136) #7
  %137 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %137) #7
  %138 = load double, ptr %10, align 8
  %139 = load double, ptr %11, align 8
  %140 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %139, double %138)
  ret double %140
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cholesky(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %134, %2
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %137

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %16, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %51, %15
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %54

29:                                               ; preds = %25
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %4, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %30, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %5, align 4
  %41 = load i32, ptr %4, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %39, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %6, align 8
  %49 = fneg double %38
  %50 = call double @llvm.fmuladd.f64(double %49, double %47, double %48)
  store double %50, ptr %6, align 8
  br label %51

51:                                               ; preds = %29
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %25, !llvm.loop !20

54:                                               ; preds = %25
  %55 = load double, ptr %6, align 8
  %56 = call double @sqrt(double noundef %55) #7
  %57 = load ptr, ptr %3, align 8
  %58 = load i32, ptr %5, align 4
  %59 = load i32, ptr %4, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %57, i64 %63
  store double %56, ptr %64, align 8
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %67

67:                                               ; preds = %130, %54
  %68 = load i32, ptr %8, align 4
  %69 = load i32, ptr %4, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %133

71:                                               ; preds = %67
  %72 = load ptr, ptr %3, align 8
  %73 = load i32, ptr %8, align 4
  %74 = load i32, ptr %4, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %72, i64 %78
  %80 = load double, ptr %79, align 8
  store double %80, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %81

81:                                               ; preds = %107, %71
  %82 = load i32, ptr %10, align 4
  %83 = load i32, ptr %5, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %110

85:                                               ; preds = %81
  %86 = load ptr, ptr %3, align 8
  %87 = load i32, ptr %8, align 4
  %88 = load i32, ptr %4, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr %10, align 4
  %91 = add nsw i32 %89, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %86, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = load ptr, ptr %3, align 8
  %96 = load i32, ptr %5, align 4
  %97 = load i32, ptr %4, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %10, align 4
  %100 = add nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %95, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = load double, ptr %9, align 8
  %105 = fneg double %94
  %106 = call double @llvm.fmuladd.f64(double %105, double %103, double %104)
  store double %106, ptr %9, align 8
  br label %107

107:                                              ; preds = %85
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %10, align 4
  br label %81, !llvm.loop !21

110:                                              ; preds = %81
  %111 = load double, ptr %9, align 8
  %112 = load ptr, ptr %3, align 8
  %113 = load i32, ptr %5, align 4
  %114 = load i32, ptr %4, align 4
  %115 = mul nsw i32 %113, %114
  %116 = load i32, ptr %5, align 4
  %117 = add nsw i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds double, ptr %112, i64 %118
  %120 = load double, ptr %119, align 8
  %121 = fdiv double %111, %120
  %122 = load ptr, ptr %3, align 8
  %123 = load i32, ptr %8, align 4
  %124 = load i32, ptr %4, align 4
  %125 = mul nsw i32 %123, %124
  %126 = load i32, ptr %5, align 4
  %127 = add nsw i32 %125, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds double, ptr %122, i64 %128
  store double %121, ptr %129, align 8
  br label %130

130:                                              ; preds = %110
  %131 = load i32, ptr %8, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %8, align 4
  br label %67, !llvm.loop !22

133:                                              ; preds = %67
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %5, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %5, align 4
  br label %11, !llvm.loop !23

137:                                              ; preds = %11
  ret void
}

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
