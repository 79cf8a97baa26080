; ModuleID = 'rev/31_neural_softmax.c'
source_filename = "rev/31_neural_softmax.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.labels = private unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 1], align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"xent d/dW[%d]\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"xent d/db[%d]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"xent d/dV[%d]\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"batch d/dW[%d]\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"batch d/db[%d]\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"batch d/dV[%d]\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [20 x double], align 8
  %4 = alloca [5 x double], align 8
  %5 = alloca [15 x double], align 8
  %6 = alloca [12 x double], align 8
  %7 = alloca [20 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [15 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [3 x i32], align 4
  %19 = alloca [32 x i8], align 1
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca [20 x double], align 8
  %33 = alloca [5 x double], align 8
  %34 = alloca [15 x double], align 8
  %35 = alloca i32, align 4
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca i32, align 4
  %44 = alloca double, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 160, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 120, i1 false)
  store i32 0, ptr %10, align 4
  br label %47

47:                                               ; preds = %59, %0
  %48 = load i32, ptr %10, align 4
  %49 = icmp slt i32 %48, 20
  br i1 %49, label %50, label %62

50:                                               ; preds = %47
  %51 = load i32, ptr %10, align 4
  %52 = sitofp i32 %51 to double
  %53 = call double @llvm.fmuladd.f64(double 1.100000e+00, double %52, double 3.000000e-01)
  %54 = call double @sin(double noundef %53) #6
  %55 = fmul double 5.000000e-01, %54
  %56 = load i32, ptr %10, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %57
  store double %55, ptr %58, align 8
  br label %59

59:                                               ; preds = %50
  %60 = load i32, ptr %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %10, align 4
  br label %47, !llvm.loop !6

62:                                               ; preds = %47
  store i32 0, ptr %11, align 4
  br label %63

63:                                               ; preds = %73, %62
  %64 = load i32, ptr %11, align 4
  %65 = icmp slt i32 %64, 5
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i32, ptr %11, align 4
  %68 = sitofp i32 %67 to double
  %69 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %68, double -2.000000e-01)
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %71
  store double %69, ptr %72, align 8
  br label %73

73:                                               ; preds = %66
  %74 = load i32, ptr %11, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %11, align 4
  br label %63, !llvm.loop !8

76:                                               ; preds = %63
  store i32 0, ptr %12, align 4
  br label %77

77:                                               ; preds = %89, %76
  %78 = load i32, ptr %12, align 4
  %79 = icmp slt i32 %78, 15
  br i1 %79, label %80, label %92

80:                                               ; preds = %77
  %81 = load i32, ptr %12, align 4
  %82 = sitofp i32 %81 to double
  %83 = fmul double 9.000000e-01, %82
  %84 = call double @cos(double noundef %83) #6
  %85 = fmul double 0x3FE6666666666666, %84
  %86 = load i32, ptr %12, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %87
  store double %85, ptr %88, align 8
  br label %89

89:                                               ; preds = %80
  %90 = load i32, ptr %12, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %12, align 4
  br label %77, !llvm.loop !9

92:                                               ; preds = %77
  store i32 0, ptr %13, align 4
  br label %93

93:                                               ; preds = %105, %92
  %94 = load i32, ptr %13, align 4
  %95 = icmp slt i32 %94, 12
  br i1 %95, label %96, label %108

96:                                               ; preds = %93
  %97 = load i32, ptr %13, align 4
  %98 = sitofp i32 %97 to double
  %99 = fmul double 2.300000e+00, %98
  %100 = call double @sin(double noundef %99) #6
  %101 = fadd double %100, 2.000000e-01
  %102 = load i32, ptr %13, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %103
  store double %101, ptr %104, align 8
  br label %105

105:                                              ; preds = %96
  %106 = load i32, ptr %13, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %13, align 4
  br label %93, !llvm.loop !10

108:                                              ; preds = %93
  store volatile i32 2, ptr %14, align 4
  store volatile i32 3, ptr %15, align 4
  %109 = load volatile i32, ptr %14, align 4
  store i32 %109, ptr %16, align 4
  %110 = load volatile i32, ptr %15, align 4
  store i32 %110, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.main.labels, i64 12, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4
  %112 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %113 = getelementptr inbounds [20 x double], ptr %7, i64 0, i64 0
  %114 = load i32, ptr @enzyme_dup, align 4
  %115 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %116 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %117 = load i32, ptr @enzyme_dup, align 4
  %118 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %119 = getelementptr inbounds [15 x double], ptr %9, i64 0, i64 0
  %120 = load i32, ptr @enzyme_const, align 4
  %121 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %122 = load i32, ptr @enzyme_const, align 4
  %123 = load i32, ptr %16, align 4
  %124 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @xent, i32 noundef %111, ptr noundef %112, ptr noundef %113, i32 noundef %114, ptr noundef %115, ptr noundef %116, i32 noundef %117, ptr noundef %118, ptr noundef %119, i32 noundef %120, ptr noundef %121, i32 noundef %122, i32 noundef %123)
  store i32 0, ptr %20, align 4
  br label %125

125:                                              ; preds = %171, %108
  %126 = load i32, ptr %20, align 4
  %127 = icmp slt i32 %126, 20
  br i1 %127, label %128, label %174

128:                                              ; preds = %125
  %129 = load i32, ptr %20, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  store double %132, ptr %21, align 8
  %133 = load double, ptr %21, align 8
  %134 = fadd double %133, 0x3EB0C6F7A0B5ED8D
  %135 = load i32, ptr %20, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %136
  store double %134, ptr %137, align 8
  %138 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %139 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %140 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %141 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %142 = load i32, ptr %16, align 4
  %143 = call double @xent(ptr noundef %138, ptr noundef %139, ptr noundef %140, ptr noundef %141, i32 noundef %142)
  store double %143, ptr %22, align 8
  %144 = load double, ptr %21, align 8
  %145 = fsub double %144, 0x3EB0C6F7A0B5ED8D
  %146 = load i32, ptr %20, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %147
  store double %145, ptr %148, align 8
  %149 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %150 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %151 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %152 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %153 = load i32, ptr %16, align 4
  %154 = call double @xent(ptr noundef %149, ptr noundef %150, ptr noundef %151, ptr noundef %152, i32 noundef %153)
  store double %154, ptr %23, align 8
  %155 = load double, ptr %21, align 8
  %156 = load i32, ptr %20, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %157
  store double %155, ptr %158, align 8
  %159 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %160 = load i32, ptr %20, align 4
  %161 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %159, i64 noundef 32, ptr noundef @.str, i32 noundef %160) #6
  %162 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %163 = load i32, ptr %20, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [20 x double], ptr %7, i64 0, i64 %164
  %166 = load double, ptr %165, align 8
  %167 = load double, ptr %22, align 8
  %168 = load double, ptr %23, align 8
  %169 = fsub double %167, %168
  %170 = fdiv double %169, 2.000000e-06
  call void @check(ptr noundef %162, double noundef %166, double noundef %170)
  br label %171

171:                                              ; preds = %128
  %172 = load i32, ptr %20, align 4
  %173 = add nsw i32 %172, 3
  store i32 %173, ptr %20, align 4
  br label %125, !llvm.loop !11

174:                                              ; preds = %125
  store i32 0, ptr %24, align 4
  br label %175

175:                                              ; preds = %221, %174
  %176 = load i32, ptr %24, align 4
  %177 = icmp slt i32 %176, 5
  br i1 %177, label %178, label %224

178:                                              ; preds = %175
  %179 = load i32, ptr %24, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  store double %182, ptr %25, align 8
  %183 = load double, ptr %25, align 8
  %184 = fadd double %183, 0x3EB0C6F7A0B5ED8D
  %185 = load i32, ptr %24, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %186
  store double %184, ptr %187, align 8
  %188 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %189 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %190 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %191 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %192 = load i32, ptr %16, align 4
  %193 = call double @xent(ptr noundef %188, ptr noundef %189, ptr noundef %190, ptr noundef %191, i32 noundef %192)
  store double %193, ptr %26, align 8
  %194 = load double, ptr %25, align 8
  %195 = fsub double %194, 0x3EB0C6F7A0B5ED8D
  %196 = load i32, ptr %24, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %197
  store double %195, ptr %198, align 8
  %199 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %200 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %201 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %202 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %203 = load i32, ptr %16, align 4
  %204 = call double @xent(ptr noundef %199, ptr noundef %200, ptr noundef %201, ptr noundef %202, i32 noundef %203)
  store double %204, ptr %27, align 8
  %205 = load double, ptr %25, align 8
  %206 = load i32, ptr %24, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %207
  store double %205, ptr %208, align 8
  %209 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %210 = load i32, ptr %24, align 4
  %211 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %209, i64 noundef 32, ptr noundef @.str.1, i32 noundef %210) #6
  %212 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %213 = load i32, ptr %24, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %214
  %216 = load double, ptr %215, align 8
  %217 = load double, ptr %26, align 8
  %218 = load double, ptr %27, align 8
  %219 = fsub double %217, %218
  %220 = fdiv double %219, 2.000000e-06
  call void @check(ptr noundef %212, double noundef %216, double noundef %220)
  br label %221

221:                                              ; preds = %178
  %222 = load i32, ptr %24, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %24, align 4
  br label %175, !llvm.loop !12

224:                                              ; preds = %175
  store i32 0, ptr %28, align 4
  br label %225

225:                                              ; preds = %271, %224
  %226 = load i32, ptr %28, align 4
  %227 = icmp slt i32 %226, 15
  br i1 %227, label %228, label %274

228:                                              ; preds = %225
  %229 = load i32, ptr %28, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %230
  %232 = load double, ptr %231, align 8
  store double %232, ptr %29, align 8
  %233 = load double, ptr %29, align 8
  %234 = fadd double %233, 0x3EB0C6F7A0B5ED8D
  %235 = load i32, ptr %28, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %236
  store double %234, ptr %237, align 8
  %238 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %239 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %240 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %241 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %242 = load i32, ptr %16, align 4
  %243 = call double @xent(ptr noundef %238, ptr noundef %239, ptr noundef %240, ptr noundef %241, i32 noundef %242)
  store double %243, ptr %30, align 8
  %244 = load double, ptr %29, align 8
  %245 = fsub double %244, 0x3EB0C6F7A0B5ED8D
  %246 = load i32, ptr %28, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %247
  store double %245, ptr %248, align 8
  %249 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %250 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %251 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %252 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %253 = load i32, ptr %16, align 4
  %254 = call double @xent(ptr noundef %249, ptr noundef %250, ptr noundef %251, ptr noundef %252, i32 noundef %253)
  store double %254, ptr %31, align 8
  %255 = load double, ptr %29, align 8
  %256 = load i32, ptr %28, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %257
  store double %255, ptr %258, align 8
  %259 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %260 = load i32, ptr %28, align 4
  %261 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %259, i64 noundef 32, ptr noundef @.str.2, i32 noundef %260) #6
  %262 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %263 = load i32, ptr %28, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [15 x double], ptr %9, i64 0, i64 %264
  %266 = load double, ptr %265, align 8
  %267 = load double, ptr %30, align 8
  %268 = load double, ptr %31, align 8
  %269 = fsub double %267, %268
  %270 = fdiv double %269, 2.000000e-06
  call void @check(ptr noundef %262, double noundef %266, double noundef %270)
  br label %271

271:                                              ; preds = %228
  %272 = load i32, ptr %28, align 4
  %273 = add nsw i32 %272, 2
  store i32 %273, ptr %28, align 4
  br label %225, !llvm.loop !13

274:                                              ; preds = %225
  call void @llvm.memset.p0.i64(ptr align 8 %32, i8 0, i64 160, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %33, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %34, i8 0, i64 120, i1 false)
  %275 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %276 = getelementptr inbounds [20 x double], ptr %32, i64 0, i64 0
  %277 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %278 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 0
  %279 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %280 = getelementptr inbounds [15 x double], ptr %34, i64 0, i64 0
  %281 = load i32, ptr @enzyme_const, align 4
  %282 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %283 = load i32, ptr @enzyme_const, align 4
  %284 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %285 = load i32, ptr %17, align 4
  %286 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @batch, ptr noundef %275, ptr noundef %276, ptr noundef %277, ptr noundef %278, ptr noundef %279, ptr noundef %280, i32 noundef %281, ptr noundef %282, i32 noundef %283, ptr noundef %284, i32 noundef %285)
  store i32 0, ptr %35, align 4
  br label %287

287:                                              ; preds = %335, %274
  %288 = load i32, ptr %35, align 4
  %289 = icmp slt i32 %288, 20
  br i1 %289, label %290, label %338

290:                                              ; preds = %287
  %291 = load i32, ptr %35, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %292
  %294 = load double, ptr %293, align 8
  store double %294, ptr %36, align 8
  %295 = load double, ptr %36, align 8
  %296 = fadd double %295, 0x3EB0C6F7A0B5ED8D
  %297 = load i32, ptr %35, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %298
  store double %296, ptr %299, align 8
  %300 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %301 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %302 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %303 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %304 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %305 = load i32, ptr %17, align 4
  %306 = call double @batch(ptr noundef %300, ptr noundef %301, ptr noundef %302, ptr noundef %303, ptr noundef %304, i32 noundef %305)
  store double %306, ptr %37, align 8
  %307 = load double, ptr %36, align 8
  %308 = fsub double %307, 0x3EB0C6F7A0B5ED8D
  %309 = load i32, ptr %35, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %310
  store double %308, ptr %311, align 8
  %312 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %313 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %314 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %315 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %316 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %317 = load i32, ptr %17, align 4
  %318 = call double @batch(ptr noundef %312, ptr noundef %313, ptr noundef %314, ptr noundef %315, ptr noundef %316, i32 noundef %317)
  store double %318, ptr %38, align 8
  %319 = load double, ptr %36, align 8
  %320 = load i32, ptr %35, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %321
  store double %319, ptr %322, align 8
  %323 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %324 = load i32, ptr %35, align 4
  %325 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %323, i64 noundef 32, ptr noundef @.str.3, i32 noundef %324) #6
  %326 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %327 = load i32, ptr %35, align 4
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [20 x double], ptr %32, i64 0, i64 %328
  %330 = load double, ptr %329, align 8
  %331 = load double, ptr %37, align 8
  %332 = load double, ptr %38, align 8
  %333 = fsub double %331, %332
  %334 = fdiv double %333, 2.000000e-06
  call void @check(ptr noundef %326, double noundef %330, double noundef %334)
  br label %335

335:                                              ; preds = %290
  %336 = load i32, ptr %35, align 4
  %337 = add nsw i32 %336, 4
  store i32 %337, ptr %35, align 4
  br label %287, !llvm.loop !14

338:                                              ; preds = %287
  store i32 0, ptr %39, align 4
  br label %339

339:                                              ; preds = %387, %338
  %340 = load i32, ptr %39, align 4
  %341 = icmp slt i32 %340, 5
  br i1 %341, label %342, label %390

342:                                              ; preds = %339
  %343 = load i32, ptr %39, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %344
  %346 = load double, ptr %345, align 8
  store double %346, ptr %40, align 8
  %347 = load double, ptr %40, align 8
  %348 = fadd double %347, 0x3EB0C6F7A0B5ED8D
  %349 = load i32, ptr %39, align 4
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %350
  store double %348, ptr %351, align 8
  %352 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %353 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %354 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %355 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %356 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %357 = load i32, ptr %17, align 4
  %358 = call double @batch(ptr noundef %352, ptr noundef %353, ptr noundef %354, ptr noundef %355, ptr noundef %356, i32 noundef %357)
  store double %358, ptr %41, align 8
  %359 = load double, ptr %40, align 8
  %360 = fsub double %359, 0x3EB0C6F7A0B5ED8D
  %361 = load i32, ptr %39, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %362
  store double %360, ptr %363, align 8
  %364 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %365 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %366 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %367 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %368 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %369 = load i32, ptr %17, align 4
  %370 = call double @batch(ptr noundef %364, ptr noundef %365, ptr noundef %366, ptr noundef %367, ptr noundef %368, i32 noundef %369)
  store double %370, ptr %42, align 8
  %371 = load double, ptr %40, align 8
  %372 = load i32, ptr %39, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %373
  store double %371, ptr %374, align 8
  %375 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %376 = load i32, ptr %39, align 4
  %377 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %375, i64 noundef 32, ptr noundef @.str.4, i32 noundef %376) #6
  %378 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %379 = load i32, ptr %39, align 4
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %380
  %382 = load double, ptr %381, align 8
  %383 = load double, ptr %41, align 8
  %384 = load double, ptr %42, align 8
  %385 = fsub double %383, %384
  %386 = fdiv double %385, 2.000000e-06
  call void @check(ptr noundef %378, double noundef %382, double noundef %386)
  br label %387

387:                                              ; preds = %342
  %388 = load i32, ptr %39, align 4
  %389 = add nsw i32 %388, 2
  store i32 %389, ptr %39, align 4
  br label %339, !llvm.loop !15

390:                                              ; preds = %339
  store i32 0, ptr %43, align 4
  br label %391

391:                                              ; preds = %439, %390
  %392 = load i32, ptr %43, align 4
  %393 = icmp slt i32 %392, 15
  br i1 %393, label %394, label %442

394:                                              ; preds = %391
  %395 = load i32, ptr %43, align 4
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %396
  %398 = load double, ptr %397, align 8
  store double %398, ptr %44, align 8
  %399 = load double, ptr %44, align 8
  %400 = fadd double %399, 0x3EB0C6F7A0B5ED8D
  %401 = load i32, ptr %43, align 4
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %402
  store double %400, ptr %403, align 8
  %404 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %405 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %406 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %407 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %408 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %409 = load i32, ptr %17, align 4
  %410 = call double @batch(ptr noundef %404, ptr noundef %405, ptr noundef %406, ptr noundef %407, ptr noundef %408, i32 noundef %409)
  store double %410, ptr %45, align 8
  %411 = load double, ptr %44, align 8
  %412 = fsub double %411, 0x3EB0C6F7A0B5ED8D
  %413 = load i32, ptr %43, align 4
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %414
  store double %412, ptr %415, align 8
  %416 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %417 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %418 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 0
  %419 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %420 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  %421 = load i32, ptr %17, align 4
  %422 = call double @batch(ptr noundef %416, ptr noundef %417, ptr noundef %418, ptr noundef %419, ptr noundef %420, i32 noundef %421)
  store double %422, ptr %46, align 8
  %423 = load double, ptr %44, align 8
  %424 = load i32, ptr %43, align 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds [15 x double], ptr %5, i64 0, i64 %425
  store double %423, ptr %426, align 8
  %427 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %428 = load i32, ptr %43, align 4
  %429 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %427, i64 noundef 32, ptr noundef @.str.5, i32 noundef %428) #6
  %430 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 0
  %431 = load i32, ptr %43, align 4
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds [15 x double], ptr %34, i64 0, i64 %432
  %434 = load double, ptr %433, align 8
  %435 = load double, ptr %45, align 8
  %436 = load double, ptr %46, align 8
  %437 = fsub double %435, %436
  %438 = fdiv double %437, 2.000000e-06
  call void @check(ptr noundef %430, double noundef %434, double noundef %438)
  br label %439

439:                                              ; preds = %394
  %440 = load i32, ptr %43, align 4
  %441 = add nsw i32 %440, 3
  store i32 %441, ptr %43, align 4
  br label %391, !llvm.loop !16

442:                                              ; preds = %391
  %443 = load i32, ptr @fails, align 4
  %444 = icmp ne i32 %443, 0
  %445 = zext i1 %444 to i64
  %446 = select i1 %444, ptr @.str.7, ptr @.str.8
  %447 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %446)
  %448 = load i32, ptr @fails, align 4
  %449 = icmp ne i32 %448, 0
  %450 = zext i1 %449 to i32
  ret i32 %450
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @xent(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca [5 x double], align 8
  %12 = alloca [3 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %13, align 4
  br label %21

21:                                               ; preds = %58, %5
  %22 = load i32, ptr %13, align 4
  %23 = icmp slt i32 %22, 5
  br i1 %23, label %24, label %61

24:                                               ; preds = %21
  %25 = load ptr, ptr %7, align 8
  %26 = load i32, ptr %13, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  store double %29, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %30

30:                                               ; preds = %49, %24
  %31 = load i32, ptr %15, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %52

33:                                               ; preds = %30
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %13, align 4
  %36 = mul nsw i32 %35, 4
  %37 = load i32, ptr %15, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %34, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %9, align 8
  %43 = load i32, ptr %15, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load double, ptr %14, align 8
  %48 = call double @llvm.fmuladd.f64(double %41, double %46, double %47)
  store double %48, ptr %14, align 8
  br label %49

49:                                               ; preds = %33
  %50 = load i32, ptr %15, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %15, align 4
  br label %30, !llvm.loop !17

52:                                               ; preds = %30
  %53 = load double, ptr %14, align 8
  %54 = call double @tanh(double noundef %53) #6
  %55 = load i32, ptr %13, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %56
  store double %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %52
  %59 = load i32, ptr %13, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %13, align 4
  br label %21, !llvm.loop !18

61:                                               ; preds = %21
  store double 0xFFF0000000000000, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %62

62:                                               ; preds = %106, %61
  %63 = load i32, ptr %17, align 4
  %64 = icmp slt i32 %63, 3
  br i1 %64, label %65, label %109

65:                                               ; preds = %62
  %66 = load i32, ptr %17, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %67
  store double 0.000000e+00, ptr %68, align 8
  store i32 0, ptr %18, align 4
  br label %69

69:                                               ; preds = %90, %65
  %70 = load i32, ptr %18, align 4
  %71 = icmp slt i32 %70, 5
  br i1 %71, label %72, label %93

72:                                               ; preds = %69
  %73 = load ptr, ptr %8, align 8
  %74 = load i32, ptr %17, align 4
  %75 = mul nsw i32 %74, 5
  %76 = load i32, ptr %18, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %73, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %18, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %17, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = call double @llvm.fmuladd.f64(double %80, double %84, double %88)
  store double %89, ptr %87, align 8
  br label %90

90:                                               ; preds = %72
  %91 = load i32, ptr %18, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %18, align 4
  br label %69, !llvm.loop !19

93:                                               ; preds = %69
  %94 = load i32, ptr %17, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load double, ptr %16, align 8
  %99 = fcmp ogt double %97, %98
  br i1 %99, label %100, label %105

100:                                              ; preds = %93
  %101 = load i32, ptr %17, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  store double %104, ptr %16, align 8
  br label %105

105:                                              ; preds = %100, %93
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %17, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %17, align 4
  br label %62, !llvm.loop !20

109:                                              ; preds = %62
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %110

110:                                              ; preds = %123, %109
  %111 = load i32, ptr %20, align 4
  %112 = icmp slt i32 %111, 3
  br i1 %112, label %113, label %126

113:                                              ; preds = %110
  %114 = load i32, ptr %20, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %115
  %117 = load double, ptr %116, align 8
  %118 = load double, ptr %16, align 8
  %119 = fsub double %117, %118
  %120 = call double @exp(double noundef %119) #6
  %121 = load double, ptr %19, align 8
  %122 = fadd double %121, %120
  store double %122, ptr %19, align 8
  br label %123

123:                                              ; preds = %113
  %124 = load i32, ptr %20, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %20, align 4
  br label %110, !llvm.loop !21

126:                                              ; preds = %110
  %127 = load double, ptr %16, align 8
  %128 = load double, ptr %19, align 8
  %129 = call double @log(double noundef %128) #6
  %130 = fadd double %127, %129
  %131 = load i32, ptr %10, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %132
  %134 = load double, ptr %133, align 8
  %135 = fsub double %130, %134
  ret double %135
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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal double @batch(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %36, %6
  %16 = load i32, ptr %14, align 4
  %17 = load i32, ptr %12, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %39

19:                                               ; preds = %15
  %20 = load ptr, ptr %7, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i32, ptr %14, align 4
  %25 = mul nsw i32 %24, 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %23, i64 %26
  %28 = load ptr, ptr %11, align 8
  %29 = load i32, ptr %14, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = call double @xent(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %27, i32 noundef %32)
  %34 = load double, ptr %13, align 8
  %35 = fadd double %34, %33
  store double %35, ptr %13, align 8
  br label %36

36:                                               ; preds = %19
  %37 = load i32, ptr %14, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %14, align 4
  br label %15, !llvm.loop !22

39:                                               ; preds = %15
  %40 = load double, ptr %13, align 8
  %41 = load i32, ptr %12, align 4
  %42 = sitofp i32 %41 to double
  %43 = fdiv double %40, %42
  ret double %43
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
