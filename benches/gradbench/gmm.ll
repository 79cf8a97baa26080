; ModuleID = 'gmm.c'
source_filename = "gmm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4

; Function Attrs: nounwind uwtable
define dso_local double @gmm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, double noundef %8, i32 noundef %9) #0 {
  %11 = add nsw i32 %0, -1
  %12 = mul nsw i32 %11, %0
  %13 = sdiv i32 %12, 2
  %14 = sext i32 %0 to i64
  %15 = shl nsw i64 %14, 3
  %16 = sext i32 %1 to i64
  %17 = mul i64 %15, %16
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #8
  %19 = shl nsw i64 %16, 3
  %20 = tail call noalias ptr @malloc(i64 noundef %19) #8
  %21 = tail call noalias ptr @malloc(i64 noundef %15) #8
  %22 = tail call noalias ptr @malloc(i64 noundef %15) #8
  %23 = tail call noalias ptr @malloc(i64 noundef %19) #8
  %24 = icmp sgt i32 %1, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %10
  %26 = icmp sgt i32 %0, 0
  %27 = zext i32 %0 to i64
  %28 = zext nneg i32 %1 to i64
  %29 = and i64 %27, 1
  %30 = icmp eq i32 %0, 1
  %31 = and i64 %27, 2147483646
  %32 = icmp eq i64 %29, 0
  br label %67

33:                                               ; preds = %85, %10
  %34 = icmp sgt i32 %2, 0
  br i1 %34, label %35, label %117

35:                                               ; preds = %33
  %36 = icmp sgt i32 %0, 0
  %37 = icmp sgt i32 %1, 1
  %38 = zext i32 %1 to i64
  %39 = sext i32 %13 to i64
  %40 = zext nneg i32 %2 to i64
  %41 = zext i32 %0 to i64
  %42 = zext nneg i32 %0 to i64
  %43 = zext nneg i32 %0 to i64
  %44 = add nsw i64 %38, -1
  %45 = add nsw i64 %38, -2
  %46 = icmp ult i32 %0, 4
  %47 = and i64 %41, 2147483644
  %48 = icmp eq i64 %47, %41
  %49 = icmp ult i32 %0, 4
  %50 = and i64 %41, 2147483644
  %51 = icmp eq i64 %50, %41
  %52 = and i64 %41, 3
  %53 = icmp ult i32 %0, 4
  %54 = and i64 %41, 2147483644
  %55 = icmp eq i64 %52, 0
  %56 = and i64 %44, 3
  %57 = icmp ult i64 %45, 3
  %58 = and i64 %44, -4
  %59 = getelementptr inbounds i8, ptr %23, i64 8
  %60 = getelementptr inbounds i8, ptr %23, i64 16
  %61 = getelementptr inbounds i8, ptr %23, i64 24
  %62 = icmp eq i64 %56, 0
  %63 = and i64 %38, 3
  %64 = icmp ult i32 %1, 4
  %65 = and i64 %38, 2147483644
  %66 = icmp eq i64 %63, 0
  br label %108

67:                                               ; preds = %25, %85
  %68 = phi i64 [ 0, %25 ], [ %86, %85 ]
  %69 = getelementptr inbounds double, ptr %20, i64 %68
  store double 0.000000e+00, ptr %69, align 8, !tbaa !5
  br i1 %26, label %70, label %85

70:                                               ; preds = %67
  %71 = mul nuw nsw i64 %68, %27
  br i1 %30, label %72, label %88

72:                                               ; preds = %88, %70
  %73 = phi double [ poison, %70 ], [ %102, %88 ]
  %74 = phi i64 [ 0, %70 ], [ %105, %88 ]
  %75 = phi double [ 0.000000e+00, %70 ], [ %102, %88 ]
  br i1 %32, label %83, label %76

76:                                               ; preds = %72
  %77 = add nuw nsw i64 %74, %71
  %78 = getelementptr inbounds double, ptr %5, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = fadd double %79, %75
  %81 = tail call double @llvm.exp.f64(double %79)
  %82 = getelementptr inbounds double, ptr %18, i64 %77
  store double %81, ptr %82, align 8, !tbaa !5
  br label %83

83:                                               ; preds = %72, %76
  %84 = phi double [ %73, %72 ], [ %80, %76 ]
  store double %84, ptr %69, align 8, !tbaa !5
  br label %85

85:                                               ; preds = %83, %67
  %86 = add nuw nsw i64 %68, 1
  %87 = icmp eq i64 %86, %28
  br i1 %87, label %33, label %67, !llvm.loop !9

88:                                               ; preds = %70, %88
  %89 = phi i64 [ %105, %88 ], [ 0, %70 ]
  %90 = phi double [ %102, %88 ], [ 0.000000e+00, %70 ]
  %91 = phi i64 [ %106, %88 ], [ 0, %70 ]
  %92 = add nuw nsw i64 %89, %71
  %93 = getelementptr inbounds double, ptr %5, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = fadd double %94, %90
  %96 = tail call double @llvm.exp.f64(double %94)
  %97 = getelementptr inbounds double, ptr %18, i64 %92
  store double %96, ptr %97, align 8, !tbaa !5
  %98 = or disjoint i64 %89, 1
  %99 = add nuw nsw i64 %98, %71
  %100 = getelementptr inbounds double, ptr %5, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = fadd double %101, %95
  %103 = tail call double @llvm.exp.f64(double %101)
  %104 = getelementptr inbounds double, ptr %18, i64 %99
  store double %103, ptr %104, align 8, !tbaa !5
  %105 = add nuw nsw i64 %89, 2
  %106 = add i64 %91, 2
  %107 = icmp eq i64 %106, %31
  br i1 %107, label %72, label %88, !llvm.loop !11

108:                                              ; preds = %35, %253
  %109 = phi double [ undef, %35 ], [ %255, %253 ]
  %110 = phi i64 [ 0, %35 ], [ %260, %253 ]
  %111 = phi double [ 0.000000e+00, %35 ], [ %259, %253 ]
  br i1 %24, label %112, label %253

112:                                              ; preds = %108
  %113 = trunc i64 %110 to i32
  %114 = mul i32 %113, %0
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %7, i64 %115
  br label %137

117:                                              ; preds = %253, %33
  %118 = phi double [ 0.000000e+00, %33 ], [ %259, %253 ]
  br i1 %24, label %119, label %423

119:                                              ; preds = %117
  %120 = icmp sgt i32 %0, 0
  %121 = icmp sgt i32 %12, 1
  %122 = fmul double %8, -5.000000e-01
  %123 = fmul double %122, %8
  %124 = sitofp i32 %9 to double
  %125 = zext i32 %0 to i64
  %126 = zext i32 %13 to i64
  %127 = zext nneg i32 %1 to i64
  %128 = add nsw i64 %126, -1
  %129 = and i64 %125, 3
  %130 = icmp ult i32 %0, 4
  %131 = and i64 %125, 2147483644
  %132 = icmp eq i64 %129, 0
  %133 = and i64 %126, 3
  %134 = icmp ult i64 %128, 3
  %135 = and i64 %126, 1073741820
  %136 = icmp eq i64 %133, 0
  br label %417

137:                                              ; preds = %112, %384
  %138 = phi i64 [ 0, %112 ], [ %393, %384 ]
  br i1 %36, label %139, label %384

139:                                              ; preds = %137
  %140 = trunc i64 %138 to i32
  %141 = mul i32 %140, %0
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds double, ptr %4, i64 %142
  br i1 %46, label %144, label %146

144:                                              ; preds = %162, %139
  %145 = phi i64 [ 0, %139 ], [ %47, %162 ]
  br label %287

146:                                              ; preds = %139, %146
  %147 = phi i64 [ %160, %146 ], [ 0, %139 ]
  %148 = getelementptr inbounds double, ptr %116, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <2 x double>, ptr %148, align 8, !tbaa !5
  %151 = load <2 x double>, ptr %149, align 8, !tbaa !5
  %152 = getelementptr inbounds double, ptr %143, i64 %147
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load <2 x double>, ptr %152, align 8, !tbaa !5
  %155 = load <2 x double>, ptr %153, align 8, !tbaa !5
  %156 = fsub <2 x double> %150, %154
  %157 = fsub <2 x double> %151, %155
  %158 = getelementptr inbounds double, ptr %21, i64 %147
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  store <2 x double> %156, ptr %158, align 8, !tbaa !5
  store <2 x double> %157, ptr %159, align 8, !tbaa !5
  %160 = add nuw i64 %147, 4
  %161 = icmp eq i64 %160, %47
  br i1 %161, label %162, label %146, !llvm.loop !12

162:                                              ; preds = %146
  br i1 %48, label %262, label %144

163:                                              ; preds = %384
  %164 = load double, ptr %23, align 8, !tbaa !5
  br i1 %37, label %165, label %181

165:                                              ; preds = %163
  br i1 %57, label %166, label %184

166:                                              ; preds = %184, %165
  %167 = phi double [ poison, %165 ], [ %203, %184 ]
  %168 = phi i64 [ 1, %165 ], [ %204, %184 ]
  %169 = phi double [ %164, %165 ], [ %203, %184 ]
  br i1 %62, label %181, label %170

170:                                              ; preds = %166, %170
  %171 = phi i64 [ %178, %170 ], [ %168, %166 ]
  %172 = phi double [ %177, %170 ], [ %169, %166 ]
  %173 = phi i64 [ %179, %170 ], [ 0, %166 ]
  %174 = getelementptr inbounds double, ptr %23, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = fcmp ogt double %175, %172
  %177 = select i1 %176, double %175, double %172
  %178 = add nuw nsw i64 %171, 1
  %179 = add i64 %173, 1
  %180 = icmp eq i64 %179, %56
  br i1 %180, label %181, label %170, !llvm.loop !15

181:                                              ; preds = %166, %170, %163
  %182 = phi double [ %164, %163 ], [ %167, %166 ], [ %177, %170 ]
  br i1 %24, label %183, label %253

183:                                              ; preds = %181
  br i1 %64, label %237, label %207

184:                                              ; preds = %165, %184
  %185 = phi i64 [ %204, %184 ], [ 1, %165 ]
  %186 = phi double [ %203, %184 ], [ %164, %165 ]
  %187 = phi i64 [ %205, %184 ], [ 0, %165 ]
  %188 = getelementptr inbounds double, ptr %23, i64 %185
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = fcmp ogt double %189, %186
  %191 = select i1 %190, double %189, double %186
  %192 = getelementptr inbounds double, ptr %59, i64 %185
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = fcmp ogt double %193, %191
  %195 = select i1 %194, double %193, double %191
  %196 = getelementptr inbounds double, ptr %60, i64 %185
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = fcmp ogt double %197, %195
  %199 = select i1 %198, double %197, double %195
  %200 = getelementptr inbounds double, ptr %61, i64 %185
  %201 = load double, ptr %200, align 8, !tbaa !5
  %202 = fcmp ogt double %201, %199
  %203 = select i1 %202, double %201, double %199
  %204 = add nuw nsw i64 %185, 4
  %205 = add i64 %187, 4
  %206 = icmp eq i64 %205, %58
  br i1 %206, label %166, label %184, !llvm.loop !17

207:                                              ; preds = %183, %207
  %208 = phi i64 [ %234, %207 ], [ 0, %183 ]
  %209 = phi double [ %233, %207 ], [ 0.000000e+00, %183 ]
  %210 = phi i64 [ %235, %207 ], [ 0, %183 ]
  %211 = getelementptr inbounds double, ptr %23, i64 %208
  %212 = load double, ptr %211, align 8, !tbaa !5
  %213 = fsub double %212, %182
  %214 = tail call double @llvm.exp.f64(double %213)
  %215 = fadd double %209, %214
  %216 = or disjoint i64 %208, 1
  %217 = getelementptr inbounds double, ptr %23, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = fsub double %218, %182
  %220 = tail call double @llvm.exp.f64(double %219)
  %221 = fadd double %215, %220
  %222 = or disjoint i64 %208, 2
  %223 = getelementptr inbounds double, ptr %23, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = fsub double %224, %182
  %226 = tail call double @llvm.exp.f64(double %225)
  %227 = fadd double %221, %226
  %228 = or disjoint i64 %208, 3
  %229 = getelementptr inbounds double, ptr %23, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = fsub double %230, %182
  %232 = tail call double @llvm.exp.f64(double %231)
  %233 = fadd double %227, %232
  %234 = add nuw nsw i64 %208, 4
  %235 = add i64 %210, 4
  %236 = icmp eq i64 %235, %65
  br i1 %236, label %237, label %207, !llvm.loop !18

237:                                              ; preds = %207, %183
  %238 = phi double [ poison, %183 ], [ %233, %207 ]
  %239 = phi i64 [ 0, %183 ], [ %234, %207 ]
  %240 = phi double [ 0.000000e+00, %183 ], [ %233, %207 ]
  br i1 %66, label %253, label %241

241:                                              ; preds = %237, %241
  %242 = phi i64 [ %250, %241 ], [ %239, %237 ]
  %243 = phi double [ %249, %241 ], [ %240, %237 ]
  %244 = phi i64 [ %251, %241 ], [ 0, %237 ]
  %245 = getelementptr inbounds double, ptr %23, i64 %242
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = fsub double %246, %182
  %248 = tail call double @llvm.exp.f64(double %247)
  %249 = fadd double %243, %248
  %250 = add nuw nsw i64 %242, 1
  %251 = add i64 %244, 1
  %252 = icmp eq i64 %251, %63
  br i1 %252, label %253, label %241, !llvm.loop !19

253:                                              ; preds = %237, %241, %108, %181
  %254 = phi double [ %182, %181 ], [ %109, %108 ], [ %182, %241 ], [ %182, %237 ]
  %255 = phi double [ %164, %181 ], [ %109, %108 ], [ %164, %241 ], [ %164, %237 ]
  %256 = phi double [ 0.000000e+00, %181 ], [ 0.000000e+00, %108 ], [ %238, %237 ], [ %249, %241 ]
  %257 = tail call double @llvm.log.f64(double %256)
  %258 = fadd double %254, %257
  %259 = fadd double %111, %258
  %260 = add nuw nsw i64 %110, 1
  %261 = icmp eq i64 %260, %40
  br i1 %261, label %117, label %108, !llvm.loop !20

262:                                              ; preds = %287, %162
  br i1 %36, label %263, label %384

263:                                              ; preds = %262
  %264 = trunc i64 %138 to i32
  %265 = mul i32 %264, %0
  %266 = zext i32 %265 to i64
  %267 = getelementptr inbounds double, ptr %18, i64 %266
  br i1 %49, label %268, label %270

268:                                              ; preds = %286, %263
  %269 = phi i64 [ 0, %263 ], [ %50, %286 ]
  br label %300

270:                                              ; preds = %263, %270
  %271 = phi i64 [ %284, %270 ], [ 0, %263 ]
  %272 = getelementptr inbounds double, ptr %267, i64 %271
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load <2 x double>, ptr %272, align 8, !tbaa !5
  %275 = load <2 x double>, ptr %273, align 8, !tbaa !5
  %276 = getelementptr inbounds double, ptr %21, i64 %271
  %277 = getelementptr inbounds i8, ptr %276, i64 16
  %278 = load <2 x double>, ptr %276, align 8, !tbaa !5
  %279 = load <2 x double>, ptr %277, align 8, !tbaa !5
  %280 = fmul <2 x double> %274, %278
  %281 = fmul <2 x double> %275, %279
  %282 = getelementptr inbounds double, ptr %22, i64 %271
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  store <2 x double> %280, ptr %282, align 8, !tbaa !5
  store <2 x double> %281, ptr %283, align 8, !tbaa !5
  %284 = add nuw i64 %271, 4
  %285 = icmp eq i64 %284, %50
  br i1 %285, label %286, label %270, !llvm.loop !21

286:                                              ; preds = %270
  br i1 %51, label %297, label %268

287:                                              ; preds = %144, %287
  %288 = phi i64 [ %295, %287 ], [ %145, %144 ]
  %289 = getelementptr inbounds double, ptr %116, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !5
  %291 = getelementptr inbounds double, ptr %143, i64 %288
  %292 = load double, ptr %291, align 8, !tbaa !5
  %293 = fsub double %290, %292
  %294 = getelementptr inbounds double, ptr %21, i64 %288
  store double %293, ptr %294, align 8, !tbaa !5
  %295 = add nuw nsw i64 %288, 1
  %296 = icmp eq i64 %295, %41
  br i1 %296, label %262, label %287, !llvm.loop !22

297:                                              ; preds = %300, %286
  %298 = mul nsw i64 %138, %39
  %299 = getelementptr inbounds double, ptr %6, i64 %298
  br i1 %36, label %319, label %384

300:                                              ; preds = %268, %300
  %301 = phi i64 [ %308, %300 ], [ %269, %268 ]
  %302 = getelementptr inbounds double, ptr %267, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !5
  %304 = getelementptr inbounds double, ptr %21, i64 %301
  %305 = load double, ptr %304, align 8, !tbaa !5
  %306 = fmul double %303, %305
  %307 = getelementptr inbounds double, ptr %22, i64 %301
  store double %306, ptr %307, align 8, !tbaa !5
  %308 = add nuw nsw i64 %301, 1
  %309 = icmp eq i64 %308, %42
  br i1 %309, label %297, label %300, !llvm.loop !23

310:                                              ; preds = %359, %354
  %311 = phi i64 [ %334, %354 ], [ %362, %359 ]
  %312 = trunc nsw i64 %311 to i32
  br label %313

313:                                              ; preds = %310, %319
  %314 = phi i32 [ %322, %319 ], [ %312, %310 ]
  %315 = add nuw nsw i64 %321, 1
  %316 = icmp eq i64 %325, %43
  br i1 %316, label %317, label %319, !llvm.loop !24

317:                                              ; preds = %313
  br i1 %36, label %318, label %384

318:                                              ; preds = %317
  br i1 %53, label %370, label %395

319:                                              ; preds = %297, %313
  %320 = phi i64 [ %325, %313 ], [ 0, %297 ]
  %321 = phi i64 [ %315, %313 ], [ 1, %297 ]
  %322 = phi i32 [ %314, %313 ], [ 0, %297 ]
  %323 = xor i64 %320, -1
  %324 = add nsw i64 %323, %41
  %325 = add nuw nsw i64 %320, 1
  %326 = icmp slt i64 %325, %14
  br i1 %326, label %327, label %313

327:                                              ; preds = %319
  %328 = getelementptr inbounds double, ptr %21, i64 %320
  %329 = load double, ptr %328, align 8, !tbaa !5
  %330 = sext i32 %322 to i64
  %331 = icmp ult i64 %324, 4
  br i1 %331, label %356, label %332

332:                                              ; preds = %327
  %333 = and i64 %324, -4
  %334 = add i64 %333, %330
  %335 = add i64 %321, %333
  %336 = insertelement <2 x double> poison, double %329, i64 0
  %337 = shufflevector <2 x double> %336, <2 x double> poison, <2 x i32> zeroinitializer
  %338 = getelementptr double, ptr %299, i64 %330
  %339 = getelementptr double, ptr %22, i64 %321
  br label %340

340:                                              ; preds = %340, %332
  %341 = phi i64 [ 0, %332 ], [ %352, %340 ]
  %342 = getelementptr double, ptr %338, i64 %341
  %343 = getelementptr inbounds i8, ptr %342, i64 16
  %344 = load <2 x double>, ptr %342, align 8, !tbaa !5
  %345 = load <2 x double>, ptr %343, align 8, !tbaa !5
  %346 = getelementptr double, ptr %339, i64 %341
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load <2 x double>, ptr %346, align 8, !tbaa !5
  %349 = load <2 x double>, ptr %347, align 8, !tbaa !5
  %350 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %344, <2 x double> %337, <2 x double> %348)
  %351 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %345, <2 x double> %337, <2 x double> %349)
  store <2 x double> %350, ptr %346, align 8, !tbaa !5
  store <2 x double> %351, ptr %347, align 8, !tbaa !5
  %352 = add nuw i64 %341, 4
  %353 = icmp eq i64 %352, %333
  br i1 %353, label %354, label %340, !llvm.loop !25

354:                                              ; preds = %340
  %355 = icmp eq i64 %324, %333
  br i1 %355, label %310, label %356

356:                                              ; preds = %354, %327
  %357 = phi i64 [ %330, %327 ], [ %334, %354 ]
  %358 = phi i64 [ %321, %327 ], [ %335, %354 ]
  br label %359

359:                                              ; preds = %356, %359
  %360 = phi i64 [ %362, %359 ], [ %357, %356 ]
  %361 = phi i64 [ %368, %359 ], [ %358, %356 ]
  %362 = add nsw i64 %360, 1
  %363 = getelementptr inbounds double, ptr %299, i64 %360
  %364 = load double, ptr %363, align 8, !tbaa !5
  %365 = getelementptr inbounds double, ptr %22, i64 %361
  %366 = load double, ptr %365, align 8, !tbaa !5
  %367 = tail call double @llvm.fmuladd.f64(double %364, double %329, double %366)
  store double %367, ptr %365, align 8, !tbaa !5
  %368 = add nuw nsw i64 %361, 1
  %369 = icmp eq i64 %368, %43
  br i1 %369, label %310, label %359, !llvm.loop !26

370:                                              ; preds = %395, %318
  %371 = phi double [ poison, %318 ], [ %413, %395 ]
  %372 = phi i64 [ 0, %318 ], [ %414, %395 ]
  %373 = phi double [ 0.000000e+00, %318 ], [ %413, %395 ]
  br i1 %55, label %384, label %374

374:                                              ; preds = %370, %374
  %375 = phi i64 [ %381, %374 ], [ %372, %370 ]
  %376 = phi double [ %380, %374 ], [ %373, %370 ]
  %377 = phi i64 [ %382, %374 ], [ 0, %370 ]
  %378 = getelementptr inbounds double, ptr %22, i64 %375
  %379 = load double, ptr %378, align 8, !tbaa !5
  %380 = tail call double @llvm.fmuladd.f64(double %379, double %379, double %376)
  %381 = add nuw nsw i64 %375, 1
  %382 = add i64 %377, 1
  %383 = icmp eq i64 %382, %52
  br i1 %383, label %384, label %374, !llvm.loop !27

384:                                              ; preds = %370, %374, %137, %262, %297, %317
  %385 = phi double [ 0.000000e+00, %317 ], [ 0.000000e+00, %297 ], [ 0.000000e+00, %262 ], [ 0.000000e+00, %137 ], [ %371, %370 ], [ %380, %374 ]
  %386 = getelementptr inbounds double, ptr %3, i64 %138
  %387 = load double, ptr %386, align 8, !tbaa !5
  %388 = getelementptr inbounds double, ptr %20, i64 %138
  %389 = load double, ptr %388, align 8, !tbaa !5
  %390 = fadd double %387, %389
  %391 = tail call double @llvm.fmuladd.f64(double %385, double -5.000000e-01, double %390)
  %392 = getelementptr inbounds double, ptr %23, i64 %138
  store double %391, ptr %392, align 8, !tbaa !5
  %393 = add nuw nsw i64 %138, 1
  %394 = icmp eq i64 %393, %38
  br i1 %394, label %163, label %137, !llvm.loop !28

395:                                              ; preds = %318, %395
  %396 = phi i64 [ %414, %395 ], [ 0, %318 ]
  %397 = phi double [ %413, %395 ], [ 0.000000e+00, %318 ]
  %398 = phi i64 [ %415, %395 ], [ 0, %318 ]
  %399 = getelementptr inbounds double, ptr %22, i64 %396
  %400 = load double, ptr %399, align 8, !tbaa !5
  %401 = tail call double @llvm.fmuladd.f64(double %400, double %400, double %397)
  %402 = or disjoint i64 %396, 1
  %403 = getelementptr inbounds double, ptr %22, i64 %402
  %404 = load double, ptr %403, align 8, !tbaa !5
  %405 = tail call double @llvm.fmuladd.f64(double %404, double %404, double %401)
  %406 = or disjoint i64 %396, 2
  %407 = getelementptr inbounds double, ptr %22, i64 %406
  %408 = load double, ptr %407, align 8, !tbaa !5
  %409 = tail call double @llvm.fmuladd.f64(double %408, double %408, double %405)
  %410 = or disjoint i64 %396, 3
  %411 = getelementptr inbounds double, ptr %22, i64 %410
  %412 = load double, ptr %411, align 8, !tbaa !5
  %413 = tail call double @llvm.fmuladd.f64(double %412, double %412, double %409)
  %414 = add nuw nsw i64 %396, 4
  %415 = add i64 %398, 4
  %416 = icmp eq i64 %415, %54
  br i1 %416, label %370, label %395, !llvm.loop !29

417:                                              ; preds = %119, %630
  %418 = phi i64 [ 0, %119 ], [ %637, %630 ]
  %419 = phi double [ 0.000000e+00, %119 ], [ %636, %630 ]
  br i1 %120, label %420, label %589

420:                                              ; preds = %417
  %421 = mul nuw nsw i64 %418, %125
  %422 = getelementptr inbounds double, ptr %18, i64 %421
  br i1 %130, label %575, label %594

423:                                              ; preds = %630, %117
  %424 = phi double [ 0.000000e+00, %117 ], [ %636, %630 ]
  %425 = add i32 %0, 1
  %426 = add i32 %425, %9
  %427 = sitofp i32 %426 to double
  %428 = fmul double %427, 5.000000e-01
  %429 = sitofp i32 %0 to double
  %430 = fmul double %429, 2.500000e-01
  %431 = sitofp i32 %11 to double
  %432 = fmul double %430, %431
  %433 = fmul double %432, 0x3FF250D048E7A1BD
  %434 = icmp slt i32 %0, 1
  br i1 %434, label %445, label %435

435:                                              ; preds = %423, %435
  %436 = phi i32 [ %443, %435 ], [ 1, %423 ]
  %437 = phi double [ %442, %435 ], [ %433, %423 ]
  %438 = sub nsw i32 1, %436
  %439 = sitofp i32 %438 to double
  %440 = tail call double @llvm.fmuladd.f64(double %439, double 5.000000e-01, double %428)
  %441 = tail call double @lgamma(double noundef %440) #9
  %442 = fadd double %437, %441
  %443 = add nuw i32 %436, 1
  %444 = icmp eq i32 %436, %0
  br i1 %444, label %445, label %435, !llvm.loop !30

445:                                              ; preds = %435, %423
  %446 = phi double [ %433, %423 ], [ %442, %435 ]
  %447 = load double, ptr %3, align 8, !tbaa !5
  %448 = icmp sgt i32 %1, 1
  br i1 %448, label %449, label %476

449:                                              ; preds = %445
  %450 = zext nneg i32 %1 to i64
  %451 = add nsw i64 %450, -1
  %452 = add nsw i64 %450, -2
  %453 = and i64 %451, 3
  %454 = icmp ult i64 %452, 3
  br i1 %454, label %460, label %455

455:                                              ; preds = %449
  %456 = and i64 %451, -4
  %457 = getelementptr inbounds i8, ptr %3, i64 8
  %458 = getelementptr inbounds i8, ptr %3, i64 16
  %459 = getelementptr inbounds i8, ptr %3, i64 24
  br label %484

460:                                              ; preds = %484, %449
  %461 = phi double [ poison, %449 ], [ %503, %484 ]
  %462 = phi i64 [ 1, %449 ], [ %504, %484 ]
  %463 = phi double [ %447, %449 ], [ %503, %484 ]
  %464 = icmp eq i64 %453, 0
  br i1 %464, label %476, label %465

465:                                              ; preds = %460, %465
  %466 = phi i64 [ %473, %465 ], [ %462, %460 ]
  %467 = phi double [ %472, %465 ], [ %463, %460 ]
  %468 = phi i64 [ %474, %465 ], [ 0, %460 ]
  %469 = getelementptr inbounds double, ptr %3, i64 %466
  %470 = load double, ptr %469, align 8, !tbaa !5
  %471 = fcmp ogt double %470, %467
  %472 = select i1 %471, double %470, double %467
  %473 = add nuw nsw i64 %466, 1
  %474 = add i64 %468, 1
  %475 = icmp eq i64 %474, %453
  br i1 %475, label %476, label %465, !llvm.loop !31

476:                                              ; preds = %460, %465, %445
  %477 = phi double [ %447, %445 ], [ %461, %460 ], [ %472, %465 ]
  br i1 %24, label %478, label %554

478:                                              ; preds = %476
  %479 = zext nneg i32 %1 to i64
  %480 = and i64 %479, 3
  %481 = icmp ult i32 %1, 4
  br i1 %481, label %537, label %482

482:                                              ; preds = %478
  %483 = and i64 %479, 2147483644
  br label %507

484:                                              ; preds = %484, %455
  %485 = phi i64 [ 1, %455 ], [ %504, %484 ]
  %486 = phi double [ %447, %455 ], [ %503, %484 ]
  %487 = phi i64 [ 0, %455 ], [ %505, %484 ]
  %488 = getelementptr inbounds double, ptr %3, i64 %485
  %489 = load double, ptr %488, align 8, !tbaa !5
  %490 = fcmp ogt double %489, %486
  %491 = select i1 %490, double %489, double %486
  %492 = getelementptr inbounds double, ptr %457, i64 %485
  %493 = load double, ptr %492, align 8, !tbaa !5
  %494 = fcmp ogt double %493, %491
  %495 = select i1 %494, double %493, double %491
  %496 = getelementptr inbounds double, ptr %458, i64 %485
  %497 = load double, ptr %496, align 8, !tbaa !5
  %498 = fcmp ogt double %497, %495
  %499 = select i1 %498, double %497, double %495
  %500 = getelementptr inbounds double, ptr %459, i64 %485
  %501 = load double, ptr %500, align 8, !tbaa !5
  %502 = fcmp ogt double %501, %499
  %503 = select i1 %502, double %501, double %499
  %504 = add nuw nsw i64 %485, 4
  %505 = add i64 %487, 4
  %506 = icmp eq i64 %505, %456
  br i1 %506, label %460, label %484, !llvm.loop !17

507:                                              ; preds = %507, %482
  %508 = phi i64 [ 0, %482 ], [ %534, %507 ]
  %509 = phi double [ 0.000000e+00, %482 ], [ %533, %507 ]
  %510 = phi i64 [ 0, %482 ], [ %535, %507 ]
  %511 = getelementptr inbounds double, ptr %3, i64 %508
  %512 = load double, ptr %511, align 8, !tbaa !5
  %513 = fsub double %512, %477
  %514 = tail call double @llvm.exp.f64(double %513)
  %515 = fadd double %509, %514
  %516 = or disjoint i64 %508, 1
  %517 = getelementptr inbounds double, ptr %3, i64 %516
  %518 = load double, ptr %517, align 8, !tbaa !5
  %519 = fsub double %518, %477
  %520 = tail call double @llvm.exp.f64(double %519)
  %521 = fadd double %515, %520
  %522 = or disjoint i64 %508, 2
  %523 = getelementptr inbounds double, ptr %3, i64 %522
  %524 = load double, ptr %523, align 8, !tbaa !5
  %525 = fsub double %524, %477
  %526 = tail call double @llvm.exp.f64(double %525)
  %527 = fadd double %521, %526
  %528 = or disjoint i64 %508, 3
  %529 = getelementptr inbounds double, ptr %3, i64 %528
  %530 = load double, ptr %529, align 8, !tbaa !5
  %531 = fsub double %530, %477
  %532 = tail call double @llvm.exp.f64(double %531)
  %533 = fadd double %527, %532
  %534 = add nuw nsw i64 %508, 4
  %535 = add i64 %510, 4
  %536 = icmp eq i64 %535, %483
  br i1 %536, label %537, label %507, !llvm.loop !18

537:                                              ; preds = %507, %478
  %538 = phi double [ poison, %478 ], [ %533, %507 ]
  %539 = phi i64 [ 0, %478 ], [ %534, %507 ]
  %540 = phi double [ 0.000000e+00, %478 ], [ %533, %507 ]
  %541 = icmp eq i64 %480, 0
  br i1 %541, label %554, label %542

542:                                              ; preds = %537, %542
  %543 = phi i64 [ %551, %542 ], [ %539, %537 ]
  %544 = phi double [ %550, %542 ], [ %540, %537 ]
  %545 = phi i64 [ %552, %542 ], [ 0, %537 ]
  %546 = getelementptr inbounds double, ptr %3, i64 %543
  %547 = load double, ptr %546, align 8, !tbaa !5
  %548 = fsub double %547, %477
  %549 = tail call double @llvm.exp.f64(double %548)
  %550 = fadd double %544, %549
  %551 = add nuw nsw i64 %543, 1
  %552 = add i64 %545, 1
  %553 = icmp eq i64 %552, %480
  br i1 %553, label %554, label %542, !llvm.loop !32

554:                                              ; preds = %537, %542, %476
  %555 = phi double [ 0.000000e+00, %476 ], [ %538, %537 ], [ %550, %542 ]
  %556 = sitofp i32 %2 to double
  %557 = mul i32 %0, %2
  %558 = sub i32 0, %557
  %559 = sitofp i32 %558 to double
  %560 = fmul double %559, 5.000000e-01
  %561 = tail call double @llvm.fmuladd.f64(double %560, double 0x3FFD67F1C864BEB4, double %118)
  %562 = mul nsw i32 %426, %0
  %563 = sitofp i32 %562 to double
  %564 = tail call double @llvm.log.f64(double %8)
  %565 = fadd double %564, 0xBFD62E42FEFA39EF
  %566 = fneg double %446
  %567 = tail call double @llvm.fmuladd.f64(double %563, double %565, double %566)
  %568 = tail call double @llvm.log.f64(double %555)
  %569 = fadd double %477, %568
  %570 = fneg double %556
  %571 = tail call double @llvm.fmuladd.f64(double %570, double %569, double %561)
  %572 = fadd double %424, %571
  %573 = sitofp i32 %1 to double
  %574 = tail call double @llvm.fmuladd.f64(double %573, double %567, double %572)
  tail call void @free(ptr noundef %18) #9
  tail call void @free(ptr noundef %20) #9
  tail call void @free(ptr noundef %21) #9
  tail call void @free(ptr noundef %22) #9
  tail call void @free(ptr noundef %23) #9
  ret double %574

575:                                              ; preds = %594, %420
  %576 = phi double [ poison, %420 ], [ %612, %594 ]
  %577 = phi i64 [ 0, %420 ], [ %613, %594 ]
  %578 = phi double [ 0.000000e+00, %420 ], [ %612, %594 ]
  br i1 %132, label %589, label %579

579:                                              ; preds = %575, %579
  %580 = phi i64 [ %586, %579 ], [ %577, %575 ]
  %581 = phi double [ %585, %579 ], [ %578, %575 ]
  %582 = phi i64 [ %587, %579 ], [ 0, %575 ]
  %583 = getelementptr inbounds double, ptr %422, i64 %580
  %584 = load double, ptr %583, align 8, !tbaa !5
  %585 = tail call double @llvm.fmuladd.f64(double %584, double %584, double %581)
  %586 = add nuw nsw i64 %580, 1
  %587 = add i64 %582, 1
  %588 = icmp eq i64 %587, %129
  br i1 %588, label %589, label %579, !llvm.loop !33

589:                                              ; preds = %575, %579, %417
  %590 = phi double [ 0.000000e+00, %417 ], [ %576, %575 ], [ %585, %579 ]
  br i1 %121, label %591, label %630

591:                                              ; preds = %589
  %592 = mul nuw nsw i64 %418, %126
  %593 = getelementptr inbounds double, ptr %6, i64 %592
  br i1 %134, label %616, label %639

594:                                              ; preds = %420, %594
  %595 = phi i64 [ %613, %594 ], [ 0, %420 ]
  %596 = phi double [ %612, %594 ], [ 0.000000e+00, %420 ]
  %597 = phi i64 [ %614, %594 ], [ 0, %420 ]
  %598 = getelementptr inbounds double, ptr %422, i64 %595
  %599 = load double, ptr %598, align 8, !tbaa !5
  %600 = tail call double @llvm.fmuladd.f64(double %599, double %599, double %596)
  %601 = or disjoint i64 %595, 1
  %602 = getelementptr inbounds double, ptr %422, i64 %601
  %603 = load double, ptr %602, align 8, !tbaa !5
  %604 = tail call double @llvm.fmuladd.f64(double %603, double %603, double %600)
  %605 = or disjoint i64 %595, 2
  %606 = getelementptr inbounds double, ptr %422, i64 %605
  %607 = load double, ptr %606, align 8, !tbaa !5
  %608 = tail call double @llvm.fmuladd.f64(double %607, double %607, double %604)
  %609 = or disjoint i64 %595, 3
  %610 = getelementptr inbounds double, ptr %422, i64 %609
  %611 = load double, ptr %610, align 8, !tbaa !5
  %612 = tail call double @llvm.fmuladd.f64(double %611, double %611, double %608)
  %613 = add nuw nsw i64 %595, 4
  %614 = add i64 %597, 4
  %615 = icmp eq i64 %614, %131
  br i1 %615, label %575, label %594, !llvm.loop !34

616:                                              ; preds = %639, %591
  %617 = phi double [ poison, %591 ], [ %657, %639 ]
  %618 = phi i64 [ 0, %591 ], [ %658, %639 ]
  %619 = phi double [ %590, %591 ], [ %657, %639 ]
  br i1 %136, label %630, label %620

620:                                              ; preds = %616, %620
  %621 = phi i64 [ %627, %620 ], [ %618, %616 ]
  %622 = phi double [ %626, %620 ], [ %619, %616 ]
  %623 = phi i64 [ %628, %620 ], [ 0, %616 ]
  %624 = getelementptr inbounds double, ptr %593, i64 %621
  %625 = load double, ptr %624, align 8, !tbaa !5
  %626 = tail call double @llvm.fmuladd.f64(double %625, double %625, double %622)
  %627 = add nuw nsw i64 %621, 1
  %628 = add i64 %623, 1
  %629 = icmp eq i64 %628, %133
  br i1 %629, label %630, label %620, !llvm.loop !35

630:                                              ; preds = %616, %620, %589
  %631 = phi double [ %590, %589 ], [ %617, %616 ], [ %626, %620 ]
  %632 = getelementptr inbounds double, ptr %20, i64 %418
  %633 = load double, ptr %632, align 8, !tbaa !5
  %634 = fmul double %633, %124
  %635 = tail call double @llvm.fmuladd.f64(double %123, double %631, double %634)
  %636 = fadd double %419, %635
  %637 = add nuw nsw i64 %418, 1
  %638 = icmp eq i64 %637, %127
  br i1 %638, label %423, label %417, !llvm.loop !36

639:                                              ; preds = %591, %639
  %640 = phi i64 [ %658, %639 ], [ 0, %591 ]
  %641 = phi double [ %657, %639 ], [ %590, %591 ]
  %642 = phi i64 [ %659, %639 ], [ 0, %591 ]
  %643 = getelementptr inbounds double, ptr %593, i64 %640
  %644 = load double, ptr %643, align 8, !tbaa !5
  %645 = tail call double @llvm.fmuladd.f64(double %644, double %644, double %641)
  %646 = or disjoint i64 %640, 1
  %647 = getelementptr inbounds double, ptr %593, i64 %646
  %648 = load double, ptr %647, align 8, !tbaa !5
  %649 = tail call double @llvm.fmuladd.f64(double %648, double %648, double %645)
  %650 = or disjoint i64 %640, 2
  %651 = getelementptr inbounds double, ptr %593, i64 %650
  %652 = load double, ptr %651, align 8, !tbaa !5
  %653 = tail call double @llvm.fmuladd.f64(double %652, double %652, double %649)
  %654 = or disjoint i64 %640, 3
  %655 = getelementptr inbounds double, ptr %593, i64 %654
  %656 = load double, ptr %655, align 8, !tbaa !5
  %657 = tail call double @llvm.fmuladd.f64(double %656, double %656, double %653)
  %658 = add nuw nsw i64 %640, 4
  %659 = add i64 %642, 4
  %660 = icmp eq i64 %659, %135
  br i1 %660, label %616, label %639, !llvm.loop !37
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local void @gmm_gradient(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, double noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) local_unnamed_addr #0 {
  %15 = ptrtoint ptr %12 to i64
  %16 = ptrtoint ptr %11 to i64
  %17 = add nsw i32 %0, -1
  %18 = mul nsw i32 %17, %0
  %19 = sdiv i32 %18, 2
  %20 = icmp sgt i32 %1, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %14
  %22 = zext nneg i32 %1 to i64
  %23 = shl nuw nsw i64 %22, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 %23, i1 false), !tbaa !5
  br label %24

24:                                               ; preds = %21, %14
  %25 = mul nsw i32 %1, %0
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %61

27:                                               ; preds = %24
  %28 = zext nneg i32 %25 to i64
  %29 = icmp ult i32 %25, 4
  %30 = sub i64 %16, %15
  %31 = icmp ult i64 %30, 32
  %32 = or i1 %29, %31
  br i1 %32, label %33, label %49

33:                                               ; preds = %59, %27
  %34 = phi i64 [ 0, %27 ], [ %50, %59 ]
  %35 = and i64 %28, 3
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %45, label %37

37:                                               ; preds = %33, %37
  %38 = phi i64 [ %42, %37 ], [ %34, %33 ]
  %39 = phi i64 [ %43, %37 ], [ 0, %33 ]
  %40 = getelementptr inbounds double, ptr %12, i64 %38
  store double 0.000000e+00, ptr %40, align 8, !tbaa !5
  %41 = getelementptr inbounds double, ptr %11, i64 %38
  store double 0.000000e+00, ptr %41, align 8, !tbaa !5
  %42 = add nuw nsw i64 %38, 1
  %43 = add i64 %39, 1
  %44 = icmp eq i64 %43, %35
  br i1 %44, label %45, label %37, !llvm.loop !38

45:                                               ; preds = %37, %33
  %46 = phi i64 [ %34, %33 ], [ %42, %37 ]
  %47 = sub nsw i64 %34, %28
  %48 = icmp ugt i64 %47, -4
  br i1 %48, label %61, label %67

49:                                               ; preds = %27
  %50 = and i64 %28, 2147483644
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %57, %51 ]
  %53 = getelementptr inbounds double, ptr %12, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store <2 x double> zeroinitializer, ptr %53, align 8, !tbaa !5
  store <2 x double> zeroinitializer, ptr %54, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %11, i64 %52
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  store <2 x double> zeroinitializer, ptr %55, align 8, !tbaa !5
  store <2 x double> zeroinitializer, ptr %56, align 8, !tbaa !5
  %57 = add nuw i64 %52, 4
  %58 = icmp eq i64 %57, %50
  br i1 %58, label %59, label %51, !llvm.loop !39

59:                                               ; preds = %51
  %60 = icmp eq i64 %50, %28
  br i1 %60, label %61, label %33

61:                                               ; preds = %45, %67, %59, %24
  %62 = mul nsw i32 %19, %1
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %64, label %82

64:                                               ; preds = %61
  %65 = zext nneg i32 %62 to i64
  %66 = shl nuw nsw i64 %65, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 %66, i1 false), !tbaa !5
  br label %82

67:                                               ; preds = %45, %67
  %68 = phi i64 [ %80, %67 ], [ %46, %45 ]
  %69 = getelementptr inbounds double, ptr %12, i64 %68
  store double 0.000000e+00, ptr %69, align 8, !tbaa !5
  %70 = getelementptr inbounds double, ptr %11, i64 %68
  store double 0.000000e+00, ptr %70, align 8, !tbaa !5
  %71 = add nuw nsw i64 %68, 1
  %72 = getelementptr inbounds double, ptr %12, i64 %71
  store double 0.000000e+00, ptr %72, align 8, !tbaa !5
  %73 = getelementptr inbounds double, ptr %11, i64 %71
  store double 0.000000e+00, ptr %73, align 8, !tbaa !5
  %74 = add nuw nsw i64 %68, 2
  %75 = getelementptr inbounds double, ptr %12, i64 %74
  store double 0.000000e+00, ptr %75, align 8, !tbaa !5
  %76 = getelementptr inbounds double, ptr %11, i64 %74
  store double 0.000000e+00, ptr %76, align 8, !tbaa !5
  %77 = add nuw nsw i64 %68, 3
  %78 = getelementptr inbounds double, ptr %12, i64 %77
  store double 0.000000e+00, ptr %78, align 8, !tbaa !5
  %79 = getelementptr inbounds double, ptr %11, i64 %77
  store double 0.000000e+00, ptr %79, align 8, !tbaa !5
  %80 = add nuw nsw i64 %68, 4
  %81 = icmp eq i64 %80, %28
  br i1 %81, label %61, label %67, !llvm.loop !40

82:                                               ; preds = %64, %61
  %83 = load i32, ptr @enzyme_const, align 4, !tbaa !41
  %84 = load i32, ptr @enzyme_dup, align 4, !tbaa !41
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gmm_objective, i32 noundef %83, i32 noundef %0, i32 noundef %83, i32 noundef %1, i32 noundef %83, i32 noundef %2, i32 noundef %84, ptr noundef %3, ptr noundef %10, i32 noundef %84, ptr noundef %4, ptr noundef %11, i32 noundef %84, ptr noundef %5, ptr noundef %12, i32 noundef %84, ptr noundef %6, ptr noundef %13, i32 noundef %83, ptr noundef %7, i32 noundef %83, double noundef %8, i32 noundef %83, i32 noundef %9) #9
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !13, !14}
!22 = distinct !{!22, !10, !14, !13}
!23 = distinct !{!23, !10, !14, !13}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !13, !14}
!26 = distinct !{!26, !10, !14, !13}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !16}
!39 = distinct !{!39, !10, !13, !14}
!40 = distinct !{!40, !10, !13}
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !7, i64 0}
