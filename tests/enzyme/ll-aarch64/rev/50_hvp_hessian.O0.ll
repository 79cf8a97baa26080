; ModuleID = 'rev/50_hvp_hessian.c'
source_filename = "rev/50_hvp_hessian.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@.str = private unnamed_addr constant [15 x i8] c"(H v)_x scalar\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"(H v)_y scalar\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"H[%d][%d]\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%-26s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"Hessian symmetric\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@enzyme_out = external global i32, align 4
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %struct.grad2, align 8
  %8 = alloca %struct.grad2, align 8
  %9 = alloca %struct.grad2, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [6 x double], align 8
  %13 = alloca [6 x [6 x double]], align 8
  %14 = alloca [64 x i8], align 1
  %15 = alloca i32, align 4
  %16 = alloca [6 x double], align 8
  %17 = alloca [6 x double], align 8
  %18 = alloca [6 x double], align 8
  %19 = alloca [6 x double], align 8
  %20 = alloca [6 x double], align 8
  %21 = alloca [6 x double], align 8
  %22 = alloca [6 x double], align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 4.000000e-01, ptr %3, align 8
  store double -3.000000e-01, ptr %4, align 8
  store double 1.000000e+00, ptr %5, align 8
  store double -2.000000e+00, ptr %6, align 8
  %28 = load double, ptr %3, align 8
  %29 = load double, ptr %5, align 8
  %30 = load double, ptr %4, align 8
  %31 = load double, ptr %6, align 8
  %32 = call %struct.grad2 (ptr, ...) @__enzyme_fwddiff_2(ptr noundef @grad, double noundef %28, double noundef %29, double noundef %30, double noundef %31)
  %33 = getelementptr inbounds %struct.grad2, ptr %7, i32 0, i32 0
  %34 = extractvalue %struct.grad2 %32, 0
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds %struct.grad2, ptr %7, i32 0, i32 1
  %36 = extractvalue %struct.grad2 %32, 1
  store double %36, ptr %35, align 8
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %5, align 8
  %39 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %38, double %37)
  %40 = load double, ptr %4, align 8
  %41 = load double, ptr %6, align 8
  %42 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %41, double %40)
  %43 = call %struct.grad2 @grad(double noundef %39, double noundef %42)
  %44 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %45 = extractvalue %struct.grad2 %43, 0
  store double %45, ptr %44, align 8
  %46 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %47 = extractvalue %struct.grad2 %43, 1
  store double %47, ptr %46, align 8
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %5, align 8
  %50 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %49, double %48)
  %51 = load double, ptr %4, align 8
  %52 = load double, ptr %6, align 8
  %53 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %52, double %51)
  %54 = call %struct.grad2 @grad(double noundef %50, double noundef %53)
  %55 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 0
  %56 = extractvalue %struct.grad2 %54, 0
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 1
  %58 = extractvalue %struct.grad2 %54, 1
  store double %58, ptr %57, align 8
  %59 = getelementptr inbounds %struct.grad2, ptr %7, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = fsub double %62, %64
  %66 = fdiv double %65, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %60, double noundef %66)
  %67 = getelementptr inbounds %struct.grad2, ptr %7, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds %struct.grad2, ptr %8, i32 0, i32 1
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = fsub double %70, %72
  %74 = fdiv double %73, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %68, double noundef %74)
  store volatile i32 3, ptr %10, align 4
  %75 = load volatile i32, ptr %10, align 4
  store i32 %75, ptr %11, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 48, i1 false)
  %76 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 2
  store double 1.100000e+00, ptr %76, align 8
  %77 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 3
  store double 2.000000e-01, ptr %77, align 8
  %78 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 4
  store double 4.000000e-01, ptr %78, align 8
  %79 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 5
  store double 1.000000e+00, ptr %79, align 8
  store i32 0, ptr %15, align 4
  br label %80

80:                                               ; preds = %183, %0
  %81 = load i32, ptr %15, align 4
  %82 = icmp slt i32 %81, 6
  br i1 %82, label %83, label %186

83:                                               ; preds = %80
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 48, i1 false)
  %84 = load i32, ptr %15, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %85
  store double 1.000000e+00, ptr %86, align 8
  %87 = load i32, ptr @enzyme_dup, align 4
  %88 = getelementptr inbounds [6 x double], ptr %12, i64 0, i64 0
  %89 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 0
  %90 = load i32, ptr @enzyme_dup, align 4
  %91 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 0
  %92 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 0
  %93 = load i32, ptr @enzyme_const, align 4
  %94 = load i32, ptr %11, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @energy_grad, i32 noundef %87, ptr noundef %88, ptr noundef %89, i32 noundef %90, ptr noundef %91, ptr noundef %92, i32 noundef %93, i32 noundef %94)
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %22, i8 0, i64 48, i1 false)
  store i32 0, ptr %23, align 4
  br label %95

95:                                               ; preds = %123, %83
  %96 = load i32, ptr %23, align 4
  %97 = icmp slt i32 %96, 6
  br i1 %97, label %98, label %126

98:                                               ; preds = %95
  %99 = load i32, ptr %23, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [6 x double], ptr %12, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load i32, ptr %23, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %106, double %102)
  %108 = load i32, ptr %23, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 %109
  store double %107, ptr %110, align 8
  %111 = load i32, ptr %23, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [6 x double], ptr %12, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = load i32, ptr %23, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %118, double %114)
  %120 = load i32, ptr %23, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x double], ptr %20, i64 0, i64 %121
  store double %119, ptr %122, align 8
  br label %123

123:                                              ; preds = %98
  %124 = load i32, ptr %23, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %23, align 4
  br label %95, !llvm.loop !6

126:                                              ; preds = %95
  %127 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 0
  %128 = getelementptr inbounds [6 x double], ptr %21, i64 0, i64 0
  %129 = load i32, ptr %11, align 4
  call void @energy_grad(ptr noundef %127, ptr noundef %128, i32 noundef %129)
  %130 = getelementptr inbounds [6 x double], ptr %20, i64 0, i64 0
  %131 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 0
  %132 = load i32, ptr %11, align 4
  call void @energy_grad(ptr noundef %130, ptr noundef %131, i32 noundef %132)
  store i32 0, ptr %24, align 4
  br label %133

133:                                              ; preds = %179, %126
  %134 = load i32, ptr %24, align 4
  %135 = icmp slt i32 %134, 6
  br i1 %135, label %136, label %182

136:                                              ; preds = %133
  %137 = load i32, ptr %24, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load i32, ptr %24, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [6 x [6 x double]], ptr %13, i64 0, i64 %142
  %144 = load i32, ptr %15, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [6 x double], ptr %143, i64 0, i64 %145
  store double %140, ptr %146, align 8
  %147 = load i32, ptr %24, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [6 x double], ptr %21, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = load i32, ptr %24, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 %152
  %154 = load double, ptr %153, align 8
  %155 = fsub double %150, %154
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ogt double %156, 1.000000e-08
  br i1 %157, label %158, label %178

158:                                              ; preds = %136
  %159 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %160 = load i32, ptr %24, align 4
  %161 = load i32, ptr %15, align 4
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %159, i64 noundef 64, ptr noundef @.str.2, i32 noundef %160, i32 noundef %161) #5
  %163 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %164 = load i32, ptr %24, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %165
  %167 = load double, ptr %166, align 8
  %168 = load i32, ptr %24, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [6 x double], ptr %21, i64 0, i64 %169
  %171 = load double, ptr %170, align 8
  %172 = load i32, ptr %24, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = fsub double %171, %175
  %177 = fdiv double %176, 2.000000e-06
  call void @check(ptr noundef %163, double noundef %167, double noundef %177)
  br label %178

178:                                              ; preds = %158, %136
  br label %179

179:                                              ; preds = %178
  %180 = load i32, ptr %24, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %24, align 4
  br label %133, !llvm.loop !8

182:                                              ; preds = %133
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %15, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %15, align 4
  br label %80, !llvm.loop !9

186:                                              ; preds = %80
  store i32 1, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %187

187:                                              ; preds = %229, %186
  %188 = load i32, ptr %26, align 4
  %189 = icmp slt i32 %188, 6
  br i1 %189, label %190, label %232

190:                                              ; preds = %187
  store i32 0, ptr %27, align 4
  br label %191

191:                                              ; preds = %225, %190
  %192 = load i32, ptr %27, align 4
  %193 = load i32, ptr %26, align 4
  %194 = icmp slt i32 %192, %193
  br i1 %194, label %195, label %228

195:                                              ; preds = %191
  %196 = load i32, ptr %26, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [6 x [6 x double]], ptr %13, i64 0, i64 %197
  %199 = load i32, ptr %27, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [6 x double], ptr %198, i64 0, i64 %200
  %202 = load double, ptr %201, align 8
  %203 = load i32, ptr %27, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [6 x [6 x double]], ptr %13, i64 0, i64 %204
  %206 = load i32, ptr %26, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [6 x double], ptr %205, i64 0, i64 %207
  %209 = load double, ptr %208, align 8
  %210 = fsub double %202, %209
  %211 = call double @llvm.fabs.f64(double %210)
  %212 = load i32, ptr %26, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [6 x [6 x double]], ptr %13, i64 0, i64 %213
  %215 = load i32, ptr %27, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [6 x double], ptr %214, i64 0, i64 %216
  %218 = load double, ptr %217, align 8
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = call double @llvm.maxnum.f64(double 1.000000e+00, double %219)
  %221 = fmul double 1.000000e-09, %220
  %222 = fcmp ogt double %211, %221
  br i1 %222, label %223, label %224

223:                                              ; preds = %195
  store i32 0, ptr %25, align 4
  br label %224

224:                                              ; preds = %223, %195
  br label %225

225:                                              ; preds = %224
  %226 = load i32, ptr %27, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %27, align 4
  br label %191, !llvm.loop !10

228:                                              ; preds = %191
  br label %229

229:                                              ; preds = %228
  %230 = load i32, ptr %26, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %26, align 4
  br label %187, !llvm.loop !11

232:                                              ; preds = %187
  %233 = load i32, ptr %25, align 4
  %234 = icmp ne i32 %233, 0
  %235 = zext i1 %234 to i64
  %236 = select i1 %234, ptr @.str.5, ptr @.str.6
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.4, ptr noundef %236)
  %238 = load i32, ptr %25, align 4
  %239 = icmp ne i32 %238, 0
  %240 = xor i1 %239, true
  %241 = zext i1 %240 to i32
  %242 = load i32, ptr @fails, align 4
  %243 = add nsw i32 %242, %241
  store i32 %243, ptr @fails, align 4
  %244 = load i32, ptr @fails, align 4
  %245 = icmp ne i32 %244, 0
  %246 = zext i1 %245 to i64
  %247 = select i1 %245, ptr @.str.6, ptr @.str.5
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %247)
  %249 = load i32, ptr @fails, align 4
  %250 = icmp ne i32 %249, 0
  %251 = zext i1 %250 to i32
  ret i32 %251
}

declare %struct.grad2 @__enzyme_fwddiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.grad2 @grad(double noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.grad2, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load i32, ptr @enzyme_out, align 4
  %7 = load double, ptr %4, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load double, ptr %5, align 8
  %10 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f, i32 noundef %6, double noundef %7, i32 noundef %8, double noundef %9)
  %11 = getelementptr inbounds %struct.grad2, ptr %3, i32 0, i32 0
  %12 = extractvalue %struct.grad2 %10, 0
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.grad2, ptr %3, i32 0, i32 1
  %14 = extractvalue %struct.grad2 %10, 1
  store double %14, ptr %13, align 8
  %15 = load %struct.grad2, ptr %3, align 8
  ret %struct.grad2 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare void @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @energy_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

declare i32 @printf(ptr noundef, ...) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = call double @exp(double noundef %7) #5
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %10, double %9)
  %12 = call double @sin(double noundef %11) #5
  %13 = load double, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double 1.000000e+00)
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = fmul double %16, %17
  %19 = load double, ptr %4, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %4, align 8
  %22 = call double @llvm.fmuladd.f64(double %20, double %21, double %15)
  %23 = call double @log(double noundef %22) #5
  %24 = call double @llvm.fmuladd.f64(double %8, double %12, double %23)
  ret double %24
}

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

declare void @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %77, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %80

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %7, align 4
  br label %19

19:                                               ; preds = %73, %16
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %76

23:                                               ; preds = %19
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = mul nsw i32 2, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %24, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %7, align 4
  %32 = mul nsw i32 2, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %30, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = fsub double %29, %35
  store double %36, ptr %8, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %6, align 4
  %39 = mul nsw i32 2, %38
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %37, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %7, align 4
  %46 = mul nsw i32 2, %45
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %44, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fsub double %43, %50
  store double %51, ptr %9, align 8
  %52 = load double, ptr %8, align 8
  %53 = load double, ptr %8, align 8
  %54 = load double, ptr %9, align 8
  %55 = load double, ptr %9, align 8
  %56 = fmul double %54, %55
  %57 = call double @llvm.fmuladd.f64(double %52, double %53, double %56)
  store double %57, ptr %10, align 8
  %58 = load double, ptr %10, align 8
  %59 = load double, ptr %10, align 8
  %60 = fmul double %58, %59
  %61 = load double, ptr %10, align 8
  %62 = fmul double %60, %61
  %63 = fdiv double 1.000000e+00, %62
  store double %63, ptr %11, align 8
  %64 = load double, ptr %11, align 8
  %65 = load double, ptr %11, align 8
  %66 = load double, ptr %11, align 8
  %67 = fneg double %66
  %68 = call double @llvm.fmuladd.f64(double %64, double %65, double %67)
  %69 = load double, ptr %10, align 8
  %70 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %69, double %68)
  %71 = load double, ptr %5, align 8
  %72 = fadd double %71, %70
  store double %72, ptr %5, align 8
  br label %73

73:                                               ; preds = %23
  %74 = load i32, ptr %7, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %7, align 4
  br label %19, !llvm.loop !12

76:                                               ; preds = %19
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %12, !llvm.loop !13

80:                                               ; preds = %12
  %81 = load double, ptr %5, align 8
  ret double %81
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
