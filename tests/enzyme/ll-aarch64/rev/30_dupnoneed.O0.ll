; ModuleID = 'rev/30_dupnoneed.c'
source_filename = "rev/30_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@w = internal constant [4 x double] [double 9.000000e-01, double -1.400000e+00, double 6.000000e-01, double 1.100000e+00], align 8
@enzyme_dupnoneed = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"layer d/dW[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"layer d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"normalize d/dx[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [12 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca [4 x double], align 8
  %12 = alloca [4 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [32 x i8], align 1
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca [4 x double], align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 3, ptr %3, align 4
  store volatile i32 4, ptr %4, align 4
  %30 = load volatile i32, ptr %3, align 4
  store i32 %30, ptr %5, align 4
  %31 = load volatile i32, ptr %4, align 4
  store i32 %31, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 32, i1 false)
  store i32 0, ptr %13, align 4
  br label %32

32:                                               ; preds = %44, %0
  %33 = load i32, ptr %13, align 4
  %34 = icmp slt i32 %33, 12
  br i1 %34, label %35, label %47

35:                                               ; preds = %32
  %36 = load i32, ptr %13, align 4
  %37 = sitofp i32 %36 to double
  %38 = call double @llvm.fmuladd.f64(double 1.300000e+00, double %37, double 2.000000e-01)
  %39 = call double @sin(double noundef %38) #6
  %40 = fmul double 6.000000e-01, %39
  %41 = load i32, ptr %13, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %42
  store double %40, ptr %43, align 8
  br label %44

44:                                               ; preds = %35
  %45 = load i32, ptr %13, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %13, align 4
  br label %32, !llvm.loop !6

47:                                               ; preds = %32
  store i32 0, ptr %14, align 4
  br label %48

48:                                               ; preds = %59, %47
  %49 = load i32, ptr %14, align 4
  %50 = icmp slt i32 %49, 4
  br i1 %50, label %51, label %62

51:                                               ; preds = %48
  %52 = load i32, ptr %14, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load i32, ptr %14, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %57
  store double %55, ptr %58, align 8
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %14, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %14, align 4
  br label %48, !llvm.loop !8

62:                                               ; preds = %48
  %63 = load i32, ptr @enzyme_dupnoneed, align 4
  %64 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %65 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %66 = load i32, ptr @enzyme_dup, align 4
  %67 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %68 = getelementptr inbounds [12 x double], ptr %9, i64 0, i64 0
  %69 = load i32, ptr @enzyme_dup, align 4
  %70 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %71 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %72 = load i32, ptr @enzyme_const, align 4
  %73 = load i32, ptr %5, align 4
  %74 = load i32, ptr @enzyme_const, align 4
  %75 = load i32, ptr %6, align 4
  %76 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @softplus_layer, i32 noundef %63, ptr noundef %64, ptr noundef %65, i32 noundef %66, ptr noundef %67, ptr noundef %68, i32 noundef %69, ptr noundef %70, ptr noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %75)
  store i32 0, ptr %16, align 4
  br label %77

77:                                               ; preds = %121, %62
  %78 = load i32, ptr %16, align 4
  %79 = icmp slt i32 %78, 12
  br i1 %79, label %80, label %124

80:                                               ; preds = %77
  %81 = load i32, ptr %16, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  store double %84, ptr %17, align 8
  %85 = load double, ptr %17, align 8
  %86 = fadd double %85, 0x3EB0C6F7A0B5ED8D
  %87 = load i32, ptr %16, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %88
  store double %86, ptr %89, align 8
  %90 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %91 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %92 = load i32, ptr %5, align 4
  %93 = load i32, ptr %6, align 4
  %94 = call double @f1(ptr noundef %90, ptr noundef %91, i32 noundef %92, i32 noundef %93)
  store double %94, ptr %18, align 8
  %95 = load double, ptr %17, align 8
  %96 = fsub double %95, 0x3EB0C6F7A0B5ED8D
  %97 = load i32, ptr %16, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %98
  store double %96, ptr %99, align 8
  %100 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %101 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %102 = load i32, ptr %5, align 4
  %103 = load i32, ptr %6, align 4
  %104 = call double @f1(ptr noundef %100, ptr noundef %101, i32 noundef %102, i32 noundef %103)
  store double %104, ptr %19, align 8
  %105 = load double, ptr %17, align 8
  %106 = load i32, ptr %16, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %107
  store double %105, ptr %108, align 8
  %109 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %110 = load i32, ptr %16, align 4
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %109, i64 noundef 32, ptr noundef @.str, i32 noundef %110) #6
  %112 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %113 = load i32, ptr %16, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [12 x double], ptr %9, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = load double, ptr %18, align 8
  %118 = load double, ptr %19, align 8
  %119 = fsub double %117, %118
  %120 = fdiv double %119, 2.000000e-06
  call void @check(ptr noundef %112, double noundef %116, double noundef %120)
  br label %121

121:                                              ; preds = %80
  %122 = load i32, ptr %16, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %16, align 4
  br label %77, !llvm.loop !9

124:                                              ; preds = %77
  store i32 0, ptr %20, align 4
  br label %125

125:                                              ; preds = %169, %124
  %126 = load i32, ptr %20, align 4
  %127 = icmp slt i32 %126, 4
  br i1 %127, label %128, label %172

128:                                              ; preds = %125
  %129 = load i32, ptr %20, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  store double %132, ptr %21, align 8
  %133 = load double, ptr %21, align 8
  %134 = fadd double %133, 0x3EB0C6F7A0B5ED8D
  %135 = load i32, ptr %20, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %136
  store double %134, ptr %137, align 8
  %138 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %139 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %140 = load i32, ptr %5, align 4
  %141 = load i32, ptr %6, align 4
  %142 = call double @f1(ptr noundef %138, ptr noundef %139, i32 noundef %140, i32 noundef %141)
  store double %142, ptr %22, align 8
  %143 = load double, ptr %21, align 8
  %144 = fsub double %143, 0x3EB0C6F7A0B5ED8D
  %145 = load i32, ptr %20, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %146
  store double %144, ptr %147, align 8
  %148 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %149 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %150 = load i32, ptr %5, align 4
  %151 = load i32, ptr %6, align 4
  %152 = call double @f1(ptr noundef %148, ptr noundef %149, i32 noundef %150, i32 noundef %151)
  store double %152, ptr %23, align 8
  %153 = load double, ptr %21, align 8
  %154 = load i32, ptr %20, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %155
  store double %153, ptr %156, align 8
  %157 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %158 = load i32, ptr %20, align 4
  %159 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %157, i64 noundef 32, ptr noundef @.str.1, i32 noundef %158) #6
  %160 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %161 = load i32, ptr %20, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %162
  %164 = load double, ptr %163, align 8
  %165 = load double, ptr %22, align 8
  %166 = load double, ptr %23, align 8
  %167 = fsub double %165, %166
  %168 = fdiv double %167, 2.000000e-06
  call void @check(ptr noundef %160, double noundef %164, double noundef %168)
  br label %169

169:                                              ; preds = %128
  %170 = load i32, ptr %20, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %20, align 4
  br label %125, !llvm.loop !10

172:                                              ; preds = %125
  call void @llvm.memset.p0.i64(ptr align 8 %24, i8 0, i64 32, i1 false)
  store i32 0, ptr %25, align 4
  br label %173

173:                                              ; preds = %184, %172
  %174 = load i32, ptr %25, align 4
  %175 = icmp slt i32 %174, 4
  br i1 %175, label %176, label %187

176:                                              ; preds = %173
  %177 = load i32, ptr %25, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %178
  %180 = load double, ptr %179, align 8
  %181 = load i32, ptr %25, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %182
  store double %180, ptr %183, align 8
  br label %184

184:                                              ; preds = %176
  %185 = load i32, ptr %25, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %25, align 4
  br label %173, !llvm.loop !11

187:                                              ; preds = %173
  %188 = load i32, ptr @enzyme_dupnoneed, align 4
  %189 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %190 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %191 = load i32, ptr @enzyme_dup, align 4
  %192 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %193 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %194 = load i32, ptr @enzyme_const, align 4
  %195 = load i32, ptr %6, align 4
  %196 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @normalize, i32 noundef %188, ptr noundef %189, ptr noundef %190, i32 noundef %191, ptr noundef %192, ptr noundef %193, i32 noundef %194, i32 noundef %195)
  store i32 0, ptr %26, align 4
  br label %197

197:                                              ; preds = %237, %187
  %198 = load i32, ptr %26, align 4
  %199 = icmp slt i32 %198, 4
  br i1 %199, label %200, label %240

200:                                              ; preds = %197
  %201 = load i32, ptr %26, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %202
  %204 = load double, ptr %203, align 8
  store double %204, ptr %27, align 8
  %205 = load double, ptr %27, align 8
  %206 = fadd double %205, 0x3EB0C6F7A0B5ED8D
  %207 = load i32, ptr %26, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %208
  store double %206, ptr %209, align 8
  %210 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %211 = load i32, ptr %6, align 4
  %212 = call double @f2(ptr noundef %210, i32 noundef %211)
  store double %212, ptr %28, align 8
  %213 = load double, ptr %27, align 8
  %214 = fsub double %213, 0x3EB0C6F7A0B5ED8D
  %215 = load i32, ptr %26, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %216
  store double %214, ptr %217, align 8
  %218 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %219 = load i32, ptr %6, align 4
  %220 = call double @f2(ptr noundef %218, i32 noundef %219)
  store double %220, ptr %29, align 8
  %221 = load double, ptr %27, align 8
  %222 = load i32, ptr %26, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %223
  store double %221, ptr %224, align 8
  %225 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %226 = load i32, ptr %26, align 4
  %227 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %225, i64 noundef 32, ptr noundef @.str.2, i32 noundef %226) #6
  %228 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %229 = load i32, ptr %26, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 %230
  %232 = load double, ptr %231, align 8
  %233 = load double, ptr %28, align 8
  %234 = load double, ptr %29, align 8
  %235 = fsub double %233, %234
  %236 = fdiv double %235, 2.000000e-06
  call void @check(ptr noundef %228, double noundef %232, double noundef %236)
  br label %237

237:                                              ; preds = %200
  %238 = load i32, ptr %26, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %26, align 4
  br label %197, !llvm.loop !12

240:                                              ; preds = %197
  %241 = load i32, ptr @fails, align 4
  %242 = icmp ne i32 %241, 0
  %243 = zext i1 %242 to i64
  %244 = select i1 %242, ptr @.str.4, ptr @.str.5
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %244)
  %246 = load i32, ptr @fails, align 4
  %247 = icmp ne i32 %246, 0
  %248 = zext i1 %247 to i32
  ret i32 %248
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
define internal void @softplus_layer(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
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

14:                                               ; preds = %51, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %54

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
  br label %19, !llvm.loop !13

43:                                               ; preds = %19
  %44 = load double, ptr %12, align 8
  %45 = call double @exp(double noundef %44) #6
  %46 = call double @log1p(double noundef %45) #6
  %47 = load ptr, ptr %6, align 8
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  br label %51

51:                                               ; preds = %43
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %14, !llvm.loop !14

54:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f1(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [3 x double], align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %10, align 8
  %12 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %8, align 4
  call void @softplus_layer(ptr noundef %12, ptr noundef %13, ptr noundef %14, i32 noundef %15, i32 noundef %16)
  store i32 0, ptr %11, align 4
  br label %17

17:                                               ; preds = %32, %4
  %18 = load i32, ptr %11, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %35

21:                                               ; preds = %17
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %10, align 8
  %31 = call double @llvm.fmuladd.f64(double %25, double %29, double %30)
  store double %31, ptr %10, align 8
  br label %32

32:                                               ; preds = %21
  %33 = load i32, ptr %11, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %11, align 4
  br label %17, !llvm.loop !15

35:                                               ; preds = %17
  %36 = load double, ptr %10, align 8
  ret double %36
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @normalize(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %28, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load double, ptr %7, align 8
  %27 = call double @llvm.fmuladd.f64(double %20, double %25, double %26)
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %15
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %11, !llvm.loop !16

31:                                               ; preds = %11
  %32 = load double, ptr %7, align 8
  %33 = call double @sqrt(double noundef %32) #6
  store double %33, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %50, %31
  %35 = load i32, ptr %10, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %53

38:                                               ; preds = %34
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load double, ptr %9, align 8
  %45 = fdiv double %43, %44
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  store double %45, ptr %49, align 8
  br label %50

50:                                               ; preds = %38
  %51 = load i32, ptr %10, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %10, align 4
  br label %34, !llvm.loop !17

53:                                               ; preds = %34
  %54 = load double, ptr %9, align 8
  ret double %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [4 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = call double @normalize(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store double %11, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %27, %2
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %6, align 8
  %26 = call double @llvm.fmuladd.f64(double %20, double %24, double %25)
  store double %26, ptr %6, align 8
  br label %27

27:                                               ; preds = %16
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %12, !llvm.loop !18

30:                                               ; preds = %12
  %31 = load double, ptr %6, align 8
  ret double %31
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @log1p(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
