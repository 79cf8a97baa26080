; ModuleID = 'c/02_lu_pivot.c'
source_filename = "c/02_lu_pivot.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"det = %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"piv:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"x[%d] = %12.8f\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"residual small: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"inverse error small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [37 x i8] c"inv[0][0] = %.8f inv[N-1][0] = %.8f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x [8 x double]], align 8
  %3 = alloca [8 x [8 x double]], align 8
  %4 = alloca [8 x [8 x double]], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [8 x double], align 8
  %15 = alloca [8 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca [8 x [8 x double]], align 8
  %23 = alloca i32, align 4
  %24 = alloca [8 x double], align 8
  %25 = alloca [8 x double], align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %93, %0
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %96

36:                                               ; preds = %33
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %89, %36
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %92

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %41, %42
  %44 = add nsw i32 %43, 1
  %45 = sitofp i32 %44 to double
  %46 = fdiv double 1.000000e+00, %45
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 %47, 7
  %49 = load i32, ptr %6, align 4
  %50 = mul nsw i32 %49, 3
  %51 = add nsw i32 %48, %50
  %52 = srem i32 %51, 5
  %53 = sitofp i32 %52 to double
  %54 = call double @llvm.fmuladd.f64(double %53, double 2.500000e-01, double %46)
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %56
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %57, i64 0, i64 %59
  store double %54, ptr %60, align 8
  %61 = load i32, ptr %5, align 4
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 3
  %64 = srem i32 %63, 8
  %65 = icmp eq i32 %61, %64
  br i1 %65, label %66, label %75

66:                                               ; preds = %40
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %68
  %70 = load i32, ptr %6, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x double], ptr %69, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = fadd double %73, 2.000000e+00
  store double %74, ptr %72, align 8
  br label %75

75:                                               ; preds = %66, %40
  %76 = load i32, ptr %5, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %77
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x double], ptr %78, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = load i32, ptr %5, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %84
  %86 = load i32, ptr %6, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [8 x double], ptr %85, i64 0, i64 %87
  store double %82, ptr %88, align 8
  br label %89

89:                                               ; preds = %75
  %90 = load i32, ptr %6, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %6, align 4
  br label %37, !llvm.loop !6

92:                                               ; preds = %37
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  br label %33, !llvm.loop !8

96:                                               ; preds = %33
  %97 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 0
  %98 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  call void @lu_decompose(ptr noundef %97, ptr noundef %98, ptr noundef %8)
  store i32 0, ptr %9, align 4
  br label %99

99:                                               ; preds = %124, %96
  %100 = load i32, ptr %9, align 4
  %101 = icmp slt i32 %100, 8
  br i1 %101, label %102, label %127

102:                                              ; preds = %99
  store i32 0, ptr %10, align 4
  br label %103

103:                                              ; preds = %120, %102
  %104 = load i32, ptr %10, align 4
  %105 = icmp slt i32 %104, 8
  br i1 %105, label %106, label %123

106:                                              ; preds = %103
  %107 = load i32, ptr %9, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %108
  %110 = load i32, ptr %10, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [8 x double], ptr %109, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  %114 = load i32, ptr %9, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %115
  %117 = load i32, ptr %10, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [8 x double], ptr %116, i64 0, i64 %118
  store double %113, ptr %119, align 8
  br label %120

120:                                              ; preds = %106
  %121 = load i32, ptr %10, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %10, align 4
  br label %103, !llvm.loop !9

123:                                              ; preds = %103
  br label %124

124:                                              ; preds = %123
  %125 = load i32, ptr %9, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %9, align 4
  br label %99, !llvm.loop !10

127:                                              ; preds = %99
  %128 = load i32, ptr %8, align 4
  %129 = sitofp i32 %128 to double
  store double %129, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %130

130:                                              ; preds = %143, %127
  %131 = load i32, ptr %12, align 4
  %132 = icmp slt i32 %131, 8
  br i1 %132, label %133, label %146

133:                                              ; preds = %130
  %134 = load i32, ptr %12, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %135
  %137 = load i32, ptr %12, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [8 x double], ptr %136, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load double, ptr %11, align 8
  %142 = fmul double %141, %140
  store double %142, ptr %11, align 8
  br label %143

143:                                              ; preds = %133
  %144 = load i32, ptr %12, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %12, align 4
  br label %130, !llvm.loop !11

146:                                              ; preds = %130
  %147 = load double, ptr %11, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %147)
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %13, align 4
  br label %150

150:                                              ; preds = %159, %146
  %151 = load i32, ptr %13, align 4
  %152 = icmp slt i32 %151, 8
  br i1 %152, label %153, label %162

153:                                              ; preds = %150
  %154 = load i32, ptr %13, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %157)
  br label %159

159:                                              ; preds = %153
  %160 = load i32, ptr %13, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %13, align 4
  br label %150, !llvm.loop !12

162:                                              ; preds = %150
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %16, align 4
  br label %164

164:                                              ; preds = %174, %162
  %165 = load i32, ptr %16, align 4
  %166 = icmp slt i32 %165, 8
  br i1 %166, label %167, label %177

167:                                              ; preds = %164
  %168 = load i32, ptr %16, align 4
  %169 = add nsw i32 %168, 1
  %170 = sitofp i32 %169 to double
  %171 = load i32, ptr %16, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %172
  store double %170, ptr %173, align 8
  br label %174

174:                                              ; preds = %167
  %175 = load i32, ptr %16, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %16, align 4
  br label %164, !llvm.loop !13

177:                                              ; preds = %164
  %178 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 0
  %179 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %180 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 0
  %181 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  call void @lu_solve(ptr noundef %178, ptr noundef %179, ptr noundef %180, ptr noundef %181)
  store i32 0, ptr %17, align 4
  br label %182

182:                                              ; preds = %192, %177
  %183 = load i32, ptr %17, align 4
  %184 = icmp slt i32 %183, 8
  br i1 %184, label %185, label %195

185:                                              ; preds = %182
  %186 = load i32, ptr %17, align 4
  %187 = load i32, ptr %17, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %188
  %190 = load double, ptr %189, align 8
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %186, double noundef %190)
  br label %192

192:                                              ; preds = %185
  %193 = load i32, ptr %17, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %17, align 4
  br label %182, !llvm.loop !14

195:                                              ; preds = %182
  store double 0.000000e+00, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %196

196:                                              ; preds = %230, %195
  %197 = load i32, ptr %19, align 4
  %198 = icmp slt i32 %197, 8
  br i1 %198, label %199, label %233

199:                                              ; preds = %196
  %200 = load i32, ptr %19, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = fneg double %203
  store double %204, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %205

205:                                              ; preds = %222, %199
  %206 = load i32, ptr %21, align 4
  %207 = icmp slt i32 %206, 8
  br i1 %207, label %208, label %225

208:                                              ; preds = %205
  %209 = load i32, ptr %19, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %210
  %212 = load i32, ptr %21, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [8 x double], ptr %211, i64 0, i64 %213
  %215 = load double, ptr %214, align 8
  %216 = load i32, ptr %21, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %217
  %219 = load double, ptr %218, align 8
  %220 = load double, ptr %20, align 8
  %221 = call double @llvm.fmuladd.f64(double %215, double %219, double %220)
  store double %221, ptr %20, align 8
  br label %222

222:                                              ; preds = %208
  %223 = load i32, ptr %21, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %21, align 4
  br label %205, !llvm.loop !15

225:                                              ; preds = %205
  %226 = load double, ptr %20, align 8
  %227 = load double, ptr %20, align 8
  %228 = load double, ptr %18, align 8
  %229 = call double @llvm.fmuladd.f64(double %226, double %227, double %228)
  store double %229, ptr %18, align 8
  br label %230

230:                                              ; preds = %225
  %231 = load i32, ptr %19, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %19, align 4
  br label %196, !llvm.loop !16

233:                                              ; preds = %196
  %234 = load double, ptr %18, align 8
  %235 = call double @sqrt(double noundef %234) #4
  %236 = fcmp olt double %235, 1.000000e-10
  %237 = zext i1 %236 to i32
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %237)
  store i32 0, ptr %23, align 4
  br label %239

239:                                              ; preds = %281, %233
  %240 = load i32, ptr %23, align 4
  %241 = icmp slt i32 %240, 8
  br i1 %241, label %242, label %284

242:                                              ; preds = %239
  store i32 0, ptr %26, align 4
  br label %243

243:                                              ; preds = %255, %242
  %244 = load i32, ptr %26, align 4
  %245 = icmp slt i32 %244, 8
  br i1 %245, label %246, label %258

246:                                              ; preds = %243
  %247 = load i32, ptr %26, align 4
  %248 = load i32, ptr %23, align 4
  %249 = icmp eq i32 %247, %248
  %250 = zext i1 %249 to i64
  %251 = select i1 %249, double 1.000000e+00, double 0.000000e+00
  %252 = load i32, ptr %26, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [8 x double], ptr %24, i64 0, i64 %253
  store double %251, ptr %254, align 8
  br label %255

255:                                              ; preds = %246
  %256 = load i32, ptr %26, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %26, align 4
  br label %243, !llvm.loop !17

258:                                              ; preds = %243
  %259 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 0
  %260 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %261 = getelementptr inbounds [8 x double], ptr %24, i64 0, i64 0
  %262 = getelementptr inbounds [8 x double], ptr %25, i64 0, i64 0
  call void @lu_solve(ptr noundef %259, ptr noundef %260, ptr noundef %261, ptr noundef %262)
  store i32 0, ptr %27, align 4
  br label %263

263:                                              ; preds = %277, %258
  %264 = load i32, ptr %27, align 4
  %265 = icmp slt i32 %264, 8
  br i1 %265, label %266, label %280

266:                                              ; preds = %263
  %267 = load i32, ptr %27, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [8 x double], ptr %25, i64 0, i64 %268
  %270 = load double, ptr %269, align 8
  %271 = load i32, ptr %27, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [8 x [8 x double]], ptr %22, i64 0, i64 %272
  %274 = load i32, ptr %23, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [8 x double], ptr %273, i64 0, i64 %275
  store double %270, ptr %276, align 8
  br label %277

277:                                              ; preds = %266
  %278 = load i32, ptr %27, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr %27, align 4
  br label %263, !llvm.loop !18

280:                                              ; preds = %263
  br label %281

281:                                              ; preds = %280
  %282 = load i32, ptr %23, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %23, align 4
  br label %239, !llvm.loop !19

284:                                              ; preds = %239
  store double 0.000000e+00, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %285

285:                                              ; preds = %331, %284
  %286 = load i32, ptr %29, align 4
  %287 = icmp slt i32 %286, 8
  br i1 %287, label %288, label %334

288:                                              ; preds = %285
  store i32 0, ptr %30, align 4
  br label %289

289:                                              ; preds = %327, %288
  %290 = load i32, ptr %30, align 4
  %291 = icmp slt i32 %290, 8
  br i1 %291, label %292, label %330

292:                                              ; preds = %289
  store double 0.000000e+00, ptr %31, align 8
  store i32 0, ptr %32, align 4
  br label %293

293:                                              ; preds = %313, %292
  %294 = load i32, ptr %32, align 4
  %295 = icmp slt i32 %294, 8
  br i1 %295, label %296, label %316

296:                                              ; preds = %293
  %297 = load i32, ptr %29, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %298
  %300 = load i32, ptr %32, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [8 x double], ptr %299, i64 0, i64 %301
  %303 = load double, ptr %302, align 8
  %304 = load i32, ptr %32, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [8 x [8 x double]], ptr %22, i64 0, i64 %305
  %307 = load i32, ptr %30, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [8 x double], ptr %306, i64 0, i64 %308
  %310 = load double, ptr %309, align 8
  %311 = load double, ptr %31, align 8
  %312 = call double @llvm.fmuladd.f64(double %303, double %310, double %311)
  store double %312, ptr %31, align 8
  br label %313

313:                                              ; preds = %296
  %314 = load i32, ptr %32, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr %32, align 4
  br label %293, !llvm.loop !20

316:                                              ; preds = %293
  %317 = load double, ptr %28, align 8
  %318 = load double, ptr %31, align 8
  %319 = load i32, ptr %29, align 4
  %320 = load i32, ptr %30, align 4
  %321 = icmp eq i32 %319, %320
  %322 = zext i1 %321 to i64
  %323 = select i1 %321, double 1.000000e+00, double 0.000000e+00
  %324 = fsub double %318, %323
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = call double @llvm.maxnum.f64(double %317, double %325)
  store double %326, ptr %28, align 8
  br label %327

327:                                              ; preds = %316
  %328 = load i32, ptr %30, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %30, align 4
  br label %289, !llvm.loop !21

330:                                              ; preds = %289
  br label %331

331:                                              ; preds = %330
  %332 = load i32, ptr %29, align 4
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr %29, align 4
  br label %285, !llvm.loop !22

334:                                              ; preds = %285
  %335 = load double, ptr %28, align 8
  %336 = fcmp olt double %335, 1.000000e-10
  %337 = zext i1 %336 to i32
  %338 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %337)
  %339 = getelementptr inbounds [8 x [8 x double]], ptr %22, i64 0, i64 0
  %340 = getelementptr inbounds [8 x double], ptr %339, i64 0, i64 0
  %341 = load double, ptr %340, align 8
  %342 = getelementptr inbounds [8 x [8 x double]], ptr %22, i64 0, i64 7
  %343 = getelementptr inbounds [8 x double], ptr %342, i64 0, i64 0
  %344 = load double, ptr %343, align 8
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %341, double noundef %344)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lu_decompose(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %17 = load ptr, ptr %6, align 8
  store i32 1, ptr %17, align 4
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %27, %3
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 8
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  store i32 %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %21
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %18, !llvm.loop !23

30:                                               ; preds = %18
  store i32 0, ptr %8, align 4
  br label %31

31:                                               ; preds = %208, %30
  %32 = load i32, ptr %8, align 4
  %33 = icmp slt i32 %32, 8
  br i1 %33, label %34, label %211

34:                                               ; preds = %31
  %35 = load i32, ptr %8, align 4
  store i32 %35, ptr %9, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x double], ptr %36, i64 %38
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x double], ptr %39, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = call double @llvm.fabs.f64(double %43)
  store double %44, ptr %10, align 8
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4
  br label %47

47:                                               ; preds = %74, %34
  %48 = load i32, ptr %11, align 4
  %49 = icmp slt i32 %48, 8
  br i1 %49, label %50, label %77

50:                                               ; preds = %47
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr %51, i64 %53
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x double], ptr %54, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = load double, ptr %10, align 8
  %61 = fcmp ogt double %59, %60
  br i1 %61, label %62, label %73

62:                                               ; preds = %50
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [8 x double], ptr %63, i64 %65
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x double], ptr %66, i64 0, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = call double @llvm.fabs.f64(double %70)
  store double %71, ptr %10, align 8
  %72 = load i32, ptr %11, align 4
  store i32 %72, ptr %9, align 4
  br label %73

73:                                               ; preds = %62, %50
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %11, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %11, align 4
  br label %47, !llvm.loop !24

77:                                               ; preds = %47
  %78 = load i32, ptr %9, align 4
  %79 = load i32, ptr %8, align 4
  %80 = icmp ne i32 %78, %79
  br i1 %80, label %81, label %144

81:                                               ; preds = %77
  store i32 0, ptr %12, align 4
  br label %82

82:                                               ; preds = %117, %81
  %83 = load i32, ptr %12, align 4
  %84 = icmp slt i32 %83, 8
  br i1 %84, label %85, label %120

85:                                               ; preds = %82
  %86 = load ptr, ptr %4, align 8
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [8 x double], ptr %86, i64 %88
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x double], ptr %89, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  store double %93, ptr %13, align 8
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x double], ptr %94, i64 %96
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [8 x double], ptr %97, i64 0, i64 %99
  %101 = load double, ptr %100, align 8
  %102 = load ptr, ptr %4, align 8
  %103 = load i32, ptr %8, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [8 x double], ptr %102, i64 %104
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [8 x double], ptr %105, i64 0, i64 %107
  store double %101, ptr %108, align 8
  %109 = load double, ptr %13, align 8
  %110 = load ptr, ptr %4, align 8
  %111 = load i32, ptr %9, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [8 x double], ptr %110, i64 %112
  %114 = load i32, ptr %12, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [8 x double], ptr %113, i64 0, i64 %115
  store double %109, ptr %116, align 8
  br label %117

117:                                              ; preds = %85
  %118 = load i32, ptr %12, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %12, align 4
  br label %82, !llvm.loop !25

120:                                              ; preds = %82
  %121 = load ptr, ptr %5, align 8
  %122 = load i32, ptr %8, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr %121, i64 %123
  %125 = load i32, ptr %124, align 4
  store i32 %125, ptr %14, align 4
  %126 = load ptr, ptr %5, align 8
  %127 = load i32, ptr %9, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %126, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = load ptr, ptr %5, align 8
  %132 = load i32, ptr %8, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %131, i64 %133
  store i32 %130, ptr %134, align 4
  %135 = load i32, ptr %14, align 4
  %136 = load ptr, ptr %5, align 8
  %137 = load i32, ptr %9, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr %136, i64 %138
  store i32 %135, ptr %139, align 4
  %140 = load ptr, ptr %6, align 8
  %141 = load i32, ptr %140, align 4
  %142 = sub nsw i32 0, %141
  %143 = load ptr, ptr %6, align 8
  store i32 %142, ptr %143, align 4
  br label %144

144:                                              ; preds = %120, %77
  %145 = load i32, ptr %8, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %15, align 4
  br label %147

147:                                              ; preds = %204, %144
  %148 = load i32, ptr %15, align 4
  %149 = icmp slt i32 %148, 8
  br i1 %149, label %150, label %207

150:                                              ; preds = %147
  %151 = load ptr, ptr %4, align 8
  %152 = load i32, ptr %8, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [8 x double], ptr %151, i64 %153
  %155 = load i32, ptr %8, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [8 x double], ptr %154, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load ptr, ptr %4, align 8
  %160 = load i32, ptr %15, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [8 x double], ptr %159, i64 %161
  %163 = load i32, ptr %8, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [8 x double], ptr %162, i64 0, i64 %164
  %166 = load double, ptr %165, align 8
  %167 = fdiv double %166, %158
  store double %167, ptr %165, align 8
  %168 = load i32, ptr %8, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %16, align 4
  br label %170

170:                                              ; preds = %200, %150
  %171 = load i32, ptr %16, align 4
  %172 = icmp slt i32 %171, 8
  br i1 %172, label %173, label %203

173:                                              ; preds = %170
  %174 = load ptr, ptr %4, align 8
  %175 = load i32, ptr %15, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [8 x double], ptr %174, i64 %176
  %178 = load i32, ptr %8, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [8 x double], ptr %177, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = load ptr, ptr %4, align 8
  %183 = load i32, ptr %8, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [8 x double], ptr %182, i64 %184
  %186 = load i32, ptr %16, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [8 x double], ptr %185, i64 0, i64 %187
  %189 = load double, ptr %188, align 8
  %190 = load ptr, ptr %4, align 8
  %191 = load i32, ptr %15, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [8 x double], ptr %190, i64 %192
  %194 = load i32, ptr %16, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [8 x double], ptr %193, i64 0, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = fneg double %181
  %199 = call double @llvm.fmuladd.f64(double %198, double %189, double %197)
  store double %199, ptr %196, align 8
  br label %200

200:                                              ; preds = %173
  %201 = load i32, ptr %16, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %16, align 4
  br label %170, !llvm.loop !26

203:                                              ; preds = %170
  br label %204

204:                                              ; preds = %203
  %205 = load i32, ptr %15, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %15, align 4
  br label %147, !llvm.loop !27

207:                                              ; preds = %147
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %8, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %8, align 4
  br label %31, !llvm.loop !28

211:                                              ; preds = %31
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lu_solve(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %57, %4
  %17 = load i32, ptr %10, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %60

19:                                               ; preds = %16
  %20 = load ptr, ptr %7, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %20, i64 %26
  %28 = load double, ptr %27, align 8
  store double %28, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %29

29:                                               ; preds = %49, %19
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %52

33:                                               ; preds = %29
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %34, i64 %36
  %38 = load i32, ptr %12, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8 x double], ptr %37, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %11, align 8
  %47 = fneg double %41
  %48 = call double @llvm.fmuladd.f64(double %47, double %45, double %46)
  store double %48, ptr %11, align 8
  br label %49

49:                                               ; preds = %33
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %29, !llvm.loop !29

52:                                               ; preds = %29
  %53 = load double, ptr %11, align 8
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %55
  store double %53, ptr %56, align 8
  br label %57

57:                                               ; preds = %52
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 4
  br label %16, !llvm.loop !30

60:                                               ; preds = %16
  store i32 7, ptr %13, align 4
  br label %61

61:                                               ; preds = %109, %60
  %62 = load i32, ptr %13, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %64, label %112

64:                                               ; preds = %61
  %65 = load i32, ptr %13, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  store double %68, ptr %14, align 8
  %69 = load i32, ptr %13, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %15, align 4
  br label %71

71:                                               ; preds = %91, %64
  %72 = load i32, ptr %15, align 4
  %73 = icmp slt i32 %72, 8
  br i1 %73, label %74, label %94

74:                                               ; preds = %71
  %75 = load ptr, ptr %5, align 8
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x double], ptr %75, i64 %77
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x double], ptr %78, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = load i32, ptr %15, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %83, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %14, align 8
  %89 = fneg double %82
  %90 = call double @llvm.fmuladd.f64(double %89, double %87, double %88)
  store double %90, ptr %14, align 8
  br label %91

91:                                               ; preds = %74
  %92 = load i32, ptr %15, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %15, align 4
  br label %71, !llvm.loop !31

94:                                               ; preds = %71
  %95 = load double, ptr %14, align 8
  %96 = load ptr, ptr %5, align 8
  %97 = load i32, ptr %13, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8 x double], ptr %96, i64 %98
  %100 = load i32, ptr %13, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x double], ptr %99, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = fdiv double %95, %103
  %105 = load ptr, ptr %8, align 8
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds double, ptr %105, i64 %107
  store double %104, ptr %108, align 8
  br label %109

109:                                              ; preds = %94
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %13, align 4
  br label %61, !llvm.loop !32

112:                                              ; preds = %61
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
