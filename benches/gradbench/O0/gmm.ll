; ModuleID = 'gmm.c'
source_filename = "gmm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local double @gmm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, double noundef %8, i32 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca double, align 8
  %41 = alloca i32, align 4
  %42 = alloca double, align 8
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store ptr %7, ptr %18, align 8
  store double %8, ptr %19, align 8
  store i32 %9, ptr %20, align 4
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %11, align 4
  %50 = sub nsw i32 %49, 1
  %51 = mul nsw i32 %48, %50
  %52 = sdiv i32 %51, 2
  store i32 %52, ptr %21, align 4
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = mul i64 8, %54
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = mul i64 %55, %57
  %59 = call noalias ptr @malloc(i64 noundef %58) #5
  store ptr %59, ptr %22, align 8
  %60 = load i32, ptr %12, align 4
  %61 = sext i32 %60 to i64
  %62 = mul i64 8, %61
  %63 = call noalias ptr @malloc(i64 noundef %62) #5
  store ptr %63, ptr %23, align 8
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = mul i64 8, %65
  %67 = call noalias ptr @malloc(i64 noundef %66) #5
  store ptr %67, ptr %24, align 8
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = mul i64 8, %69
  %71 = call noalias ptr @malloc(i64 noundef %70) #5
  store ptr %71, ptr %25, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = mul i64 8, %73
  %75 = call noalias ptr @malloc(i64 noundef %74) #5
  store ptr %75, ptr %26, align 8
  store i32 0, ptr %27, align 4
  br label %76

76:                                               ; preds = %127, %10
  %77 = load i32, ptr %27, align 4
  %78 = load i32, ptr %12, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %130

80:                                               ; preds = %76
  %81 = load ptr, ptr %23, align 8
  %82 = load i32, ptr %27, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds double, ptr %81, i64 %83
  store double 0.000000e+00, ptr %84, align 8
  store i32 0, ptr %28, align 4
  br label %85

85:                                               ; preds = %123, %80
  %86 = load i32, ptr %28, align 4
  %87 = load i32, ptr %11, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %126

89:                                               ; preds = %85
  %90 = load ptr, ptr %16, align 8
  %91 = load i32, ptr %27, align 4
  %92 = load i32, ptr %11, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %28, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %90, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load ptr, ptr %23, align 8
  %100 = load i32, ptr %27, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %99, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = fadd double %103, %98
  store double %104, ptr %102, align 8
  %105 = load ptr, ptr %16, align 8
  %106 = load i32, ptr %27, align 4
  %107 = load i32, ptr %11, align 4
  %108 = mul nsw i32 %106, %107
  %109 = load i32, ptr %28, align 4
  %110 = add nsw i32 %108, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr %105, i64 %111
  %113 = load double, ptr %112, align 8
  %114 = call double @llvm.exp.f64(double %113)
  %115 = load ptr, ptr %22, align 8
  %116 = load i32, ptr %27, align 4
  %117 = load i32, ptr %11, align 4
  %118 = mul nsw i32 %116, %117
  %119 = load i32, ptr %28, align 4
  %120 = add nsw i32 %118, %119
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds double, ptr %115, i64 %121
  store double %114, ptr %122, align 8
  br label %123

123:                                              ; preds = %89
  %124 = load i32, ptr %28, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %28, align 4
  br label %85, !llvm.loop !6

126:                                              ; preds = %85
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %27, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %27, align 4
  br label %76, !llvm.loop !8

130:                                              ; preds = %76
  store double 0.000000e+00, ptr %29, align 8
  store i32 0, ptr %30, align 4
  br label %131

131:                                              ; preds = %291, %130
  %132 = load i32, ptr %30, align 4
  %133 = load i32, ptr %13, align 4
  %134 = icmp slt i32 %132, %133
  br i1 %134, label %135, label %294

135:                                              ; preds = %131
  store i32 0, ptr %31, align 4
  br label %136

136:                                              ; preds = %282, %135
  %137 = load i32, ptr %31, align 4
  %138 = load i32, ptr %12, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %285

140:                                              ; preds = %136
  store i32 0, ptr %32, align 4
  br label %141

141:                                              ; preds = %169, %140
  %142 = load i32, ptr %32, align 4
  %143 = load i32, ptr %11, align 4
  %144 = icmp slt i32 %142, %143
  br i1 %144, label %145, label %172

145:                                              ; preds = %141
  %146 = load ptr, ptr %18, align 8
  %147 = load i32, ptr %30, align 4
  %148 = load i32, ptr %11, align 4
  %149 = mul nsw i32 %147, %148
  %150 = load i32, ptr %32, align 4
  %151 = add nsw i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %146, i64 %152
  %154 = load double, ptr %153, align 8
  %155 = load ptr, ptr %15, align 8
  %156 = load i32, ptr %31, align 4
  %157 = load i32, ptr %11, align 4
  %158 = mul nsw i32 %156, %157
  %159 = load i32, ptr %32, align 4
  %160 = add nsw i32 %158, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds double, ptr %155, i64 %161
  %163 = load double, ptr %162, align 8
  %164 = fsub double %154, %163
  %165 = load ptr, ptr %24, align 8
  %166 = load i32, ptr %32, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds double, ptr %165, i64 %167
  store double %164, ptr %168, align 8
  br label %169

169:                                              ; preds = %145
  %170 = load i32, ptr %32, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %32, align 4
  br label %141, !llvm.loop !9

172:                                              ; preds = %141
  store i32 0, ptr %33, align 4
  br label %173

173:                                              ; preds = %197, %172
  %174 = load i32, ptr %33, align 4
  %175 = load i32, ptr %11, align 4
  %176 = icmp slt i32 %174, %175
  br i1 %176, label %177, label %200

177:                                              ; preds = %173
  %178 = load ptr, ptr %22, align 8
  %179 = load i32, ptr %31, align 4
  %180 = load i32, ptr %11, align 4
  %181 = mul nsw i32 %179, %180
  %182 = load i32, ptr %33, align 4
  %183 = add nsw i32 %181, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds double, ptr %178, i64 %184
  %186 = load double, ptr %185, align 8
  %187 = load ptr, ptr %24, align 8
  %188 = load i32, ptr %33, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds double, ptr %187, i64 %189
  %191 = load double, ptr %190, align 8
  %192 = fmul double %186, %191
  %193 = load ptr, ptr %25, align 8
  %194 = load i32, ptr %33, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds double, ptr %193, i64 %195
  store double %192, ptr %196, align 8
  br label %197

197:                                              ; preds = %177
  %198 = load i32, ptr %33, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %33, align 4
  br label %173, !llvm.loop !10

200:                                              ; preds = %173
  %201 = load ptr, ptr %17, align 8
  %202 = load i32, ptr %31, align 4
  %203 = load i32, ptr %21, align 4
  %204 = mul nsw i32 %202, %203
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds double, ptr %201, i64 %205
  store ptr %206, ptr %34, align 8
  store i32 0, ptr %35, align 4
  store i32 0, ptr %36, align 4
  br label %207

207:                                              ; preds = %240, %200
  %208 = load i32, ptr %36, align 4
  %209 = load i32, ptr %11, align 4
  %210 = icmp slt i32 %208, %209
  br i1 %210, label %211, label %243

211:                                              ; preds = %207
  %212 = load i32, ptr %36, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %37, align 4
  br label %214

214:                                              ; preds = %236, %211
  %215 = load i32, ptr %37, align 4
  %216 = load i32, ptr %11, align 4
  %217 = icmp slt i32 %215, %216
  br i1 %217, label %218, label %239

218:                                              ; preds = %214
  %219 = load ptr, ptr %34, align 8
  %220 = load i32, ptr %35, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %35, align 4
  %222 = sext i32 %220 to i64
  %223 = getelementptr inbounds double, ptr %219, i64 %222
  %224 = load double, ptr %223, align 8
  %225 = load ptr, ptr %24, align 8
  %226 = load i32, ptr %36, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds double, ptr %225, i64 %227
  %229 = load double, ptr %228, align 8
  %230 = load ptr, ptr %25, align 8
  %231 = load i32, ptr %37, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds double, ptr %230, i64 %232
  %234 = load double, ptr %233, align 8
  %235 = call double @llvm.fmuladd.f64(double %224, double %229, double %234)
  store double %235, ptr %233, align 8
  br label %236

236:                                              ; preds = %218
  %237 = load i32, ptr %37, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %37, align 4
  br label %214, !llvm.loop !11

239:                                              ; preds = %214
  br label %240

240:                                              ; preds = %239
  %241 = load i32, ptr %36, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %36, align 4
  br label %207, !llvm.loop !12

243:                                              ; preds = %207
  store double 0.000000e+00, ptr %38, align 8
  store i32 0, ptr %39, align 4
  br label %244

244:                                              ; preds = %261, %243
  %245 = load i32, ptr %39, align 4
  %246 = load i32, ptr %11, align 4
  %247 = icmp slt i32 %245, %246
  br i1 %247, label %248, label %264

248:                                              ; preds = %244
  %249 = load ptr, ptr %25, align 8
  %250 = load i32, ptr %39, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %249, i64 %251
  %253 = load double, ptr %252, align 8
  %254 = load ptr, ptr %25, align 8
  %255 = load i32, ptr %39, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds double, ptr %254, i64 %256
  %258 = load double, ptr %257, align 8
  %259 = load double, ptr %38, align 8
  %260 = call double @llvm.fmuladd.f64(double %253, double %258, double %259)
  store double %260, ptr %38, align 8
  br label %261

261:                                              ; preds = %248
  %262 = load i32, ptr %39, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %39, align 4
  br label %244, !llvm.loop !13

264:                                              ; preds = %244
  %265 = load ptr, ptr %14, align 8
  %266 = load i32, ptr %31, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds double, ptr %265, i64 %267
  %269 = load double, ptr %268, align 8
  %270 = load ptr, ptr %23, align 8
  %271 = load i32, ptr %31, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds double, ptr %270, i64 %272
  %274 = load double, ptr %273, align 8
  %275 = fadd double %269, %274
  %276 = load double, ptr %38, align 8
  %277 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %276, double %275)
  %278 = load ptr, ptr %26, align 8
  %279 = load i32, ptr %31, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds double, ptr %278, i64 %280
  store double %277, ptr %281, align 8
  br label %282

282:                                              ; preds = %264
  %283 = load i32, ptr %31, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %31, align 4
  br label %136, !llvm.loop !14

285:                                              ; preds = %136
  %286 = load ptr, ptr %26, align 8
  %287 = load i32, ptr %12, align 4
  %288 = call double @logsumexp(ptr noundef %286, i32 noundef %287)
  %289 = load double, ptr %29, align 8
  %290 = fadd double %289, %288
  store double %290, ptr %29, align 8
  br label %291

291:                                              ; preds = %285
  %292 = load i32, ptr %30, align 4
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr %30, align 4
  br label %131, !llvm.loop !15

294:                                              ; preds = %131
  store double 0.000000e+00, ptr %40, align 8
  store i32 0, ptr %41, align 4
  br label %295

295:                                              ; preds = %374, %294
  %296 = load i32, ptr %41, align 4
  %297 = load i32, ptr %12, align 4
  %298 = icmp slt i32 %296, %297
  br i1 %298, label %299, label %377

299:                                              ; preds = %295
  store double 0.000000e+00, ptr %42, align 8
  store i32 0, ptr %43, align 4
  br label %300

300:                                              ; preds = %325, %299
  %301 = load i32, ptr %43, align 4
  %302 = load i32, ptr %11, align 4
  %303 = icmp slt i32 %301, %302
  br i1 %303, label %304, label %328

304:                                              ; preds = %300
  %305 = load ptr, ptr %22, align 8
  %306 = load i32, ptr %41, align 4
  %307 = load i32, ptr %11, align 4
  %308 = mul nsw i32 %306, %307
  %309 = load i32, ptr %43, align 4
  %310 = add nsw i32 %308, %309
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds double, ptr %305, i64 %311
  %313 = load double, ptr %312, align 8
  %314 = load ptr, ptr %22, align 8
  %315 = load i32, ptr %41, align 4
  %316 = load i32, ptr %11, align 4
  %317 = mul nsw i32 %315, %316
  %318 = load i32, ptr %43, align 4
  %319 = add nsw i32 %317, %318
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds double, ptr %314, i64 %320
  %322 = load double, ptr %321, align 8
  %323 = load double, ptr %42, align 8
  %324 = call double @llvm.fmuladd.f64(double %313, double %322, double %323)
  store double %324, ptr %42, align 8
  br label %325

325:                                              ; preds = %304
  %326 = load i32, ptr %43, align 4
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr %43, align 4
  br label %300, !llvm.loop !16

328:                                              ; preds = %300
  store i32 0, ptr %44, align 4
  br label %329

329:                                              ; preds = %354, %328
  %330 = load i32, ptr %44, align 4
  %331 = load i32, ptr %21, align 4
  %332 = icmp slt i32 %330, %331
  br i1 %332, label %333, label %357

333:                                              ; preds = %329
  %334 = load ptr, ptr %17, align 8
  %335 = load i32, ptr %41, align 4
  %336 = load i32, ptr %21, align 4
  %337 = mul nsw i32 %335, %336
  %338 = load i32, ptr %44, align 4
  %339 = add nsw i32 %337, %338
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds double, ptr %334, i64 %340
  %342 = load double, ptr %341, align 8
  %343 = load ptr, ptr %17, align 8
  %344 = load i32, ptr %41, align 4
  %345 = load i32, ptr %21, align 4
  %346 = mul nsw i32 %344, %345
  %347 = load i32, ptr %44, align 4
  %348 = add nsw i32 %346, %347
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds double, ptr %343, i64 %349
  %351 = load double, ptr %350, align 8
  %352 = load double, ptr %42, align 8
  %353 = call double @llvm.fmuladd.f64(double %342, double %351, double %352)
  store double %353, ptr %42, align 8
  br label %354

354:                                              ; preds = %333
  %355 = load i32, ptr %44, align 4
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr %44, align 4
  br label %329, !llvm.loop !17

357:                                              ; preds = %329
  %358 = load double, ptr %19, align 8
  %359 = fmul double -5.000000e-01, %358
  %360 = load double, ptr %19, align 8
  %361 = fmul double %359, %360
  %362 = load double, ptr %42, align 8
  %363 = load i32, ptr %20, align 4
  %364 = sitofp i32 %363 to double
  %365 = load ptr, ptr %23, align 8
  %366 = load i32, ptr %41, align 4
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds double, ptr %365, i64 %367
  %369 = load double, ptr %368, align 8
  %370 = fmul double %364, %369
  %371 = call double @llvm.fmuladd.f64(double %361, double %362, double %370)
  %372 = load double, ptr %40, align 8
  %373 = fadd double %372, %371
  store double %373, ptr %40, align 8
  br label %374

374:                                              ; preds = %357
  %375 = load i32, ptr %41, align 4
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr %41, align 4
  br label %295, !llvm.loop !18

377:                                              ; preds = %295
  %378 = load i32, ptr %11, align 4
  %379 = load i32, ptr %20, align 4
  %380 = add nsw i32 %378, %379
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %45, align 4
  %382 = load i32, ptr %45, align 4
  %383 = load i32, ptr %11, align 4
  %384 = mul nsw i32 %382, %383
  %385 = sitofp i32 %384 to double
  %386 = load double, ptr %19, align 8
  %387 = call double @llvm.log.f64(double %386)
  %388 = call double @llvm.log.f64(double 2.000000e+00)
  %389 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %388, double %387)
  %390 = load i32, ptr %45, align 4
  %391 = sitofp i32 %390 to double
  %392 = fmul double 5.000000e-01, %391
  %393 = load i32, ptr %11, align 4
  %394 = call double @log_gamma_p(double noundef %392, i32 noundef %393)
  %395 = fneg double %394
  %396 = call double @llvm.fmuladd.f64(double %385, double %389, double %395)
  store double %396, ptr %46, align 8
  %397 = load i32, ptr %13, align 4
  %398 = sub nsw i32 0, %397
  %399 = load i32, ptr %11, align 4
  %400 = mul nsw i32 %398, %399
  %401 = sitofp i32 %400 to double
  %402 = fmul double %401, 5.000000e-01
  %403 = call double @llvm.log.f64(double 0x401921FB54442D18)
  %404 = load double, ptr %29, align 8
  %405 = call double @llvm.fmuladd.f64(double %402, double %403, double %404)
  %406 = load i32, ptr %13, align 4
  %407 = sitofp i32 %406 to double
  %408 = load ptr, ptr %14, align 8
  %409 = load i32, ptr %12, align 4
  %410 = call double @logsumexp(ptr noundef %408, i32 noundef %409)
  %411 = fneg double %407
  %412 = call double @llvm.fmuladd.f64(double %411, double %410, double %405)
  %413 = load double, ptr %40, align 8
  %414 = fadd double %412, %413
  %415 = load i32, ptr %12, align 4
  %416 = sitofp i32 %415 to double
  %417 = load double, ptr %46, align 8
  %418 = call double @llvm.fmuladd.f64(double %416, double %417, double %414)
  store double %418, ptr %47, align 8
  %419 = load ptr, ptr %22, align 8
  call void @free(ptr noundef %419) #6
  %420 = load ptr, ptr %23, align 8
  call void @free(ptr noundef %420) #6
  %421 = load ptr, ptr %24, align 8
  call void @free(ptr noundef %421) #6
  %422 = load ptr, ptr %25, align 8
  call void @free(ptr noundef %422) #6
  %423 = load ptr, ptr %26, align 8
  call void @free(ptr noundef %423) #6
  %424 = load double, ptr %47, align 8
  ret double %424
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind uwtable
define internal double @logsumexp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %12

12:                                               ; preds = %34, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %37

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %16
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  br label %32

30:                                               ; preds = %16
  %31 = load double, ptr %5, align 8
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi double [ %29, %24 ], [ %31, %30 ]
  store double %33, ptr %5, align 8
  br label %34

34:                                               ; preds = %32
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %12, !llvm.loop !19

37:                                               ; preds = %12
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %53, %37
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %56

42:                                               ; preds = %38
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %5, align 8
  %49 = fsub double %47, %48
  %50 = call double @llvm.exp.f64(double %49)
  %51 = load double, ptr %7, align 8
  %52 = fadd double %51, %50
  store double %52, ptr %7, align 8
  br label %53

53:                                               ; preds = %42
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %38, !llvm.loop !20

56:                                               ; preds = %38
  %57 = load double, ptr %7, align 8
  %58 = call double @llvm.log.f64(double %57)
  %59 = load double, ptr %5, align 8
  %60 = fadd double %58, %59
  ret double %60
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #2

; Function Attrs: noinline nounwind uwtable
define internal double @log_gamma_p(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sitofp i32 %7 to double
  %9 = fmul double 2.500000e-01, %8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sitofp i32 %11 to double
  %13 = fmul double %9, %12
  %14 = call double @llvm.log.f64(double 0x400921FB54442D18)
  %15 = fmul double %13, %14
  store double %15, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %16

16:                                               ; preds = %29, %2
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %4, align 4
  %19 = icmp sle i32 %17, %18
  br i1 %19, label %20, label %32

20:                                               ; preds = %16
  %21 = load double, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sub nsw i32 1, %22
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %24, double %21)
  %26 = call double @lgamma(double noundef %25) #6
  %27 = load double, ptr %5, align 8
  %28 = fadd double %27, %26
  store double %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %16, !llvm.loop !21

32:                                               ; preds = %16
  %33 = load double, ptr %5, align 8
  ret double %33
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define dso_local void @gmm_gradient(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, double noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) #0 {
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store i32 %0, ptr %15, align 4
  store i32 %1, ptr %16, align 4
  store i32 %2, ptr %17, align 4
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr %5, ptr %20, align 8
  store ptr %6, ptr %21, align 8
  store ptr %7, ptr %22, align 8
  store double %8, ptr %23, align 8
  store i32 %9, ptr %24, align 4
  store ptr %10, ptr %25, align 8
  store ptr %11, ptr %26, align 8
  store ptr %12, ptr %27, align 8
  store ptr %13, ptr %28, align 8
  %33 = load i32, ptr %15, align 4
  %34 = load i32, ptr %15, align 4
  %35 = sub nsw i32 %34, 1
  %36 = mul nsw i32 %33, %35
  %37 = sdiv i32 %36, 2
  store i32 %37, ptr %29, align 4
  store i32 0, ptr %30, align 4
  br label %38

38:                                               ; preds = %47, %14
  %39 = load i32, ptr %30, align 4
  %40 = load i32, ptr %16, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %38
  %43 = load ptr, ptr %25, align 8
  %44 = load i32, ptr %30, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  store double 0.000000e+00, ptr %46, align 8
  br label %47

47:                                               ; preds = %42
  %48 = load i32, ptr %30, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %30, align 4
  br label %38, !llvm.loop !22

50:                                               ; preds = %38
  store i32 0, ptr %31, align 4
  br label %51

51:                                               ; preds = %66, %50
  %52 = load i32, ptr %31, align 4
  %53 = load i32, ptr %16, align 4
  %54 = load i32, ptr %15, align 4
  %55 = mul nsw i32 %53, %54
  %56 = icmp slt i32 %52, %55
  br i1 %56, label %57, label %69

57:                                               ; preds = %51
  %58 = load ptr, ptr %27, align 8
  %59 = load i32, ptr %31, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  store double 0.000000e+00, ptr %61, align 8
  %62 = load ptr, ptr %26, align 8
  %63 = load i32, ptr %31, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  store double 0.000000e+00, ptr %65, align 8
  br label %66

66:                                               ; preds = %57
  %67 = load i32, ptr %31, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %31, align 4
  br label %51, !llvm.loop !23

69:                                               ; preds = %51
  store i32 0, ptr %32, align 4
  br label %70

70:                                               ; preds = %81, %69
  %71 = load i32, ptr %32, align 4
  %72 = load i32, ptr %16, align 4
  %73 = load i32, ptr %29, align 4
  %74 = mul nsw i32 %72, %73
  %75 = icmp slt i32 %71, %74
  br i1 %75, label %76, label %84

76:                                               ; preds = %70
  %77 = load ptr, ptr %28, align 8
  %78 = load i32, ptr %32, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %77, i64 %79
  store double 0.000000e+00, ptr %80, align 8
  br label %81

81:                                               ; preds = %76
  %82 = load i32, ptr %32, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %32, align 4
  br label %70, !llvm.loop !24

84:                                               ; preds = %70
  %85 = load i32, ptr @enzyme_const, align 4
  %86 = load i32, ptr %15, align 4
  %87 = load i32, ptr @enzyme_const, align 4
  %88 = load i32, ptr %16, align 4
  %89 = load i32, ptr @enzyme_const, align 4
  %90 = load i32, ptr %17, align 4
  %91 = load i32, ptr @enzyme_dup, align 4
  %92 = load ptr, ptr %18, align 8
  %93 = load ptr, ptr %25, align 8
  %94 = load i32, ptr @enzyme_dup, align 4
  %95 = load ptr, ptr %19, align 8
  %96 = load ptr, ptr %26, align 8
  %97 = load i32, ptr @enzyme_dup, align 4
  %98 = load ptr, ptr %20, align 8
  %99 = load ptr, ptr %27, align 8
  %100 = load i32, ptr @enzyme_dup, align 4
  %101 = load ptr, ptr %21, align 8
  %102 = load ptr, ptr %28, align 8
  %103 = load i32, ptr @enzyme_const, align 4
  %104 = load ptr, ptr %22, align 8
  %105 = load i32, ptr @enzyme_const, align 4
  %106 = load double, ptr %23, align 8
  %107 = load i32, ptr @enzyme_const, align 4
  %108 = load i32, ptr %24, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @gmm_objective, i32 noundef %85, i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91, ptr noundef %92, ptr noundef %93, i32 noundef %94, ptr noundef %95, ptr noundef %96, i32 noundef %97, ptr noundef %98, ptr noundef %99, i32 noundef %100, ptr noundef %101, ptr noundef %102, i32 noundef %103, ptr noundef %104, i32 noundef %105, double noundef %106, i32 noundef %107, i32 noundef %108)
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @lgamma(double noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
