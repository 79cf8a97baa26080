; ModuleID = 'lstm.c'
source_filename = "lstm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4

; Function Attrs: nounwind uwtable
define dso_local double @lstm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6) #0 {
  %8 = sext i32 %0 to i64
  %9 = shl nsw i64 %8, 4
  %10 = sext i32 %2 to i64
  %11 = mul i64 %9, %10
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %5, i64 %11, i1 false)
  %13 = shl nsw i64 %10, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #8
  %15 = ptrtoint ptr %14 to i64
  %16 = add i32 %1, -1
  %17 = icmp sgt i32 %1, 1
  br i1 %17, label %18, label %80

18:                                               ; preds = %7
  %19 = ptrtoint ptr %4 to i64
  %20 = icmp sgt i32 %2, 0
  %21 = icmp sgt i32 %0, 0
  %22 = shl i32 %2, 3
  %23 = shl i32 %2, 1
  %24 = shl nsw i32 %2, 2
  %25 = sext i32 %24 to i64
  %26 = mul nuw nsw i32 %2, 3
  %27 = zext i32 %2 to i64
  %28 = zext i32 %23 to i64
  %29 = zext nneg i32 %26 to i64
  %30 = zext nneg i32 %16 to i64
  %31 = zext nneg i32 %0 to i64
  %32 = getelementptr inbounds double, ptr %4, i64 %27
  %33 = getelementptr inbounds double, ptr %4, i64 %28
  %34 = sub i64 %15, %19
  %35 = shl nuw nsw i64 %28, 3
  %36 = sub i64 %34, %35
  %37 = shl nuw nsw i64 %27, 3
  %38 = sub i64 %34, %37
  %39 = add nsw i64 %27, -1
  %40 = icmp ult i32 %2, 4
  %41 = and i64 %27, 2147483644
  %42 = icmp eq i64 %41, %27
  %43 = icmp ult i32 %2, 4
  %44 = icmp ult i64 %36, 32
  %45 = icmp ult i64 %38, 32
  %46 = or i1 %44, %45
  %47 = and i64 %27, 2147483644
  %48 = icmp eq i64 %47, %27
  %49 = and i64 %27, 1
  %50 = icmp eq i64 %49, 0
  %51 = and i64 %27, 3
  %52 = icmp ult i32 %2, 4
  %53 = and i64 %27, 2147483644
  %54 = icmp eq i64 %51, 0
  %55 = and i64 %27, 3
  %56 = icmp ult i32 %2, 4
  %57 = and i64 %27, 2147483644
  %58 = icmp eq i64 %55, 0
  br label %87

59:                                               ; preds = %306, %279
  %60 = phi double [ poison, %279 ], [ %336, %306 ]
  %61 = phi i64 [ 0, %279 ], [ %337, %306 ]
  %62 = phi double [ %89, %279 ], [ %336, %306 ]
  br i1 %58, label %76, label %63

63:                                               ; preds = %59, %63
  %64 = phi i64 [ %73, %63 ], [ %61, %59 ]
  %65 = phi double [ %72, %63 ], [ %62, %59 ]
  %66 = phi i64 [ %74, %63 ], [ 0, %59 ]
  %67 = getelementptr inbounds double, ptr %278, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = getelementptr inbounds double, ptr %14, i64 %64
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fsub double %70, %275
  %72 = tail call double @llvm.fmuladd.f64(double %68, double %71, double %65)
  %73 = add nuw nsw i64 %64, 1
  %74 = add i64 %66, 1
  %75 = icmp eq i64 %74, %55
  br i1 %75, label %76, label %63, !llvm.loop !9

76:                                               ; preds = %59, %63, %255, %272
  %77 = phi i64 [ %276, %272 ], [ %256, %255 ], [ %276, %63 ], [ %276, %59 ]
  %78 = phi double [ %89, %272 ], [ %89, %255 ], [ %60, %59 ], [ %72, %63 ]
  %79 = icmp eq i64 %77, %30
  br i1 %79, label %80, label %87, !llvm.loop !11

80:                                               ; preds = %76, %7
  %81 = phi double [ 0.000000e+00, %7 ], [ %78, %76 ]
  tail call void @free(ptr noundef %12) #9
  tail call void @free(ptr noundef %14) #9
  %82 = fneg double %81
  %83 = sitofp i32 %16 to double
  %84 = sitofp i32 %2 to double
  %85 = fmul double %83, %84
  %86 = fdiv double %82, %85
  ret double %86

87:                                               ; preds = %18, %76
  %88 = phi i64 [ 0, %18 ], [ %77, %76 ]
  %89 = phi double [ 0.000000e+00, %18 ], [ %78, %76 ]
  %90 = mul nsw i64 %88, %10
  %91 = getelementptr inbounds double, ptr %6, i64 %90
  br i1 %20, label %92, label %112

92:                                               ; preds = %87
  br i1 %40, label %93, label %95

93:                                               ; preds = %111, %92
  %94 = phi i64 [ 0, %92 ], [ %41, %111 ]
  br label %113

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %109, %95 ], [ 0, %92 ]
  %97 = getelementptr inbounds double, ptr %91, i64 %96
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !5
  %100 = load <2 x double>, ptr %98, align 8, !tbaa !5
  %101 = getelementptr inbounds double, ptr %4, i64 %96
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !5
  %104 = load <2 x double>, ptr %102, align 8, !tbaa !5
  %105 = fmul <2 x double> %99, %103
  %106 = fmul <2 x double> %100, %104
  %107 = getelementptr inbounds double, ptr %14, i64 %96
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  store <2 x double> %105, ptr %107, align 8, !tbaa !5
  store <2 x double> %106, ptr %108, align 8, !tbaa !5
  %109 = add nuw i64 %96, 4
  %110 = icmp eq i64 %109, %41
  br i1 %110, label %111, label %95, !llvm.loop !13

111:                                              ; preds = %95
  br i1 %42, label %112, label %93

112:                                              ; preds = %113, %111, %87
  br i1 %21, label %167, label %123

113:                                              ; preds = %93, %113
  %114 = phi i64 [ %121, %113 ], [ %94, %93 ]
  %115 = getelementptr inbounds double, ptr %91, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = getelementptr inbounds double, ptr %4, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fmul double %116, %118
  %120 = getelementptr inbounds double, ptr %14, i64 %114
  store double %119, ptr %120, align 8, !tbaa !5
  %121 = add nuw nsw i64 %114, 1
  %122 = icmp eq i64 %121, %27
  br i1 %122, label %112, label %113, !llvm.loop !16

123:                                              ; preds = %229, %112
  %124 = phi ptr [ %14, %112 ], [ %176, %229 ]
  %125 = ptrtoint ptr %124 to i64
  br i1 %20, label %126, label %255

126:                                              ; preds = %123
  br i1 %43, label %127, label %142

127:                                              ; preds = %166, %142, %126
  %128 = phi i64 [ 0, %142 ], [ 0, %126 ], [ %47, %166 ]
  br i1 %50, label %139, label %129

129:                                              ; preds = %127
  %130 = getelementptr inbounds double, ptr %124, i64 %128
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = getelementptr inbounds double, ptr %32, i64 %128
  %133 = load double, ptr %132, align 8, !tbaa !5
  %134 = getelementptr inbounds double, ptr %33, i64 %128
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = tail call double @llvm.fmuladd.f64(double %131, double %133, double %135)
  %137 = getelementptr inbounds double, ptr %14, i64 %128
  store double %136, ptr %137, align 8, !tbaa !5
  %138 = or disjoint i64 %128, 1
  br label %139

139:                                              ; preds = %129, %127
  %140 = phi i64 [ %128, %127 ], [ %138, %129 ]
  %141 = icmp eq i64 %39, %128
  br i1 %141, label %232, label %234

142:                                              ; preds = %126
  %143 = sub i64 %15, %125
  %144 = icmp ult i64 %143, 32
  %145 = or i1 %46, %144
  br i1 %145, label %127, label %146

146:                                              ; preds = %142, %146
  %147 = phi i64 [ %164, %146 ], [ 0, %142 ]
  %148 = getelementptr inbounds double, ptr %124, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <2 x double>, ptr %148, align 8, !tbaa !5
  %151 = load <2 x double>, ptr %149, align 8, !tbaa !5
  %152 = getelementptr inbounds double, ptr %32, i64 %147
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load <2 x double>, ptr %152, align 8, !tbaa !5
  %155 = load <2 x double>, ptr %153, align 8, !tbaa !5
  %156 = getelementptr inbounds double, ptr %33, i64 %147
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load <2 x double>, ptr %156, align 8, !tbaa !5
  %159 = load <2 x double>, ptr %157, align 8, !tbaa !5
  %160 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %154, <2 x double> %158)
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> %155, <2 x double> %159)
  %162 = getelementptr inbounds double, ptr %14, i64 %147
  %163 = getelementptr inbounds i8, ptr %162, i64 16
  store <2 x double> %160, ptr %162, align 8, !tbaa !5
  store <2 x double> %161, ptr %163, align 8, !tbaa !5
  %164 = add nuw i64 %147, 4
  %165 = icmp eq i64 %164, %47
  br i1 %165, label %166, label %146, !llvm.loop !17

166:                                              ; preds = %146
  br i1 %48, label %232, label %127

167:                                              ; preds = %112, %229
  %168 = phi i64 [ %230, %229 ], [ 0, %112 ]
  %169 = phi ptr [ %176, %229 ], [ %14, %112 ]
  %170 = trunc nuw nsw i64 %168 to i32
  %171 = mul i32 %22, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds double, ptr %3, i64 %172
  %174 = mul i32 %23, %170
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %12, i64 %175
  %177 = getelementptr inbounds double, ptr %173, i64 %25
  %178 = getelementptr inbounds double, ptr %176, i64 %10
  br i1 %20, label %179, label %229

179:                                              ; preds = %167, %179
  %180 = phi i64 [ %227, %179 ], [ 0, %167 ]
  %181 = getelementptr inbounds double, ptr %169, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = getelementptr inbounds double, ptr %173, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !5
  %185 = getelementptr inbounds double, ptr %177, i64 %180
  %186 = load double, ptr %185, align 8, !tbaa !5
  %187 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %186)
  %188 = fneg double %187
  %189 = tail call double @llvm.exp.f64(double %188)
  %190 = fadd double %189, 1.000000e+00
  %191 = fdiv double 1.000000e+00, %190
  %192 = getelementptr inbounds double, ptr %176, i64 %180
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = add nuw nsw i64 %180, %27
  %195 = getelementptr inbounds double, ptr %173, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = getelementptr inbounds double, ptr %177, i64 %194
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = tail call double @llvm.fmuladd.f64(double %193, double %196, double %198)
  %200 = fneg double %199
  %201 = tail call double @llvm.exp.f64(double %200)
  %202 = fadd double %201, 1.000000e+00
  %203 = fdiv double 1.000000e+00, %202
  %204 = add nuw nsw i64 %180, %28
  %205 = getelementptr inbounds double, ptr %173, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = getelementptr inbounds double, ptr %177, i64 %204
  %208 = load double, ptr %207, align 8, !tbaa !5
  %209 = tail call double @llvm.fmuladd.f64(double %182, double %206, double %208)
  %210 = fneg double %209
  %211 = tail call double @llvm.exp.f64(double %210)
  %212 = fadd double %211, 1.000000e+00
  %213 = fdiv double 1.000000e+00, %212
  %214 = add nuw nsw i64 %180, %29
  %215 = getelementptr inbounds double, ptr %173, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !5
  %217 = getelementptr inbounds double, ptr %177, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = tail call double @llvm.fmuladd.f64(double %193, double %216, double %218)
  %220 = tail call double @llvm.tanh.f64(double %219)
  %221 = getelementptr inbounds double, ptr %178, i64 %180
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = fmul double %203, %220
  %224 = tail call double @llvm.fmuladd.f64(double %222, double %191, double %223)
  store double %224, ptr %221, align 8, !tbaa !5
  %225 = tail call double @llvm.tanh.f64(double %224)
  %226 = fmul double %213, %225
  store double %226, ptr %192, align 8, !tbaa !5
  %227 = add nuw nsw i64 %180, 1
  %228 = icmp eq i64 %227, %27
  br i1 %228, label %229, label %179, !llvm.loop !18

229:                                              ; preds = %179, %167
  %230 = add nuw nsw i64 %168, 1
  %231 = icmp eq i64 %230, %31
  br i1 %231, label %123, label %167, !llvm.loop !19

232:                                              ; preds = %139, %234, %166
  br i1 %20, label %233, label %255

233:                                              ; preds = %232
  br i1 %52, label %257, label %280

234:                                              ; preds = %139, %234
  %235 = phi i64 [ %253, %234 ], [ %140, %139 ]
  %236 = getelementptr inbounds double, ptr %124, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !5
  %238 = getelementptr inbounds double, ptr %32, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !5
  %240 = getelementptr inbounds double, ptr %33, i64 %235
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = tail call double @llvm.fmuladd.f64(double %237, double %239, double %241)
  %243 = getelementptr inbounds double, ptr %14, i64 %235
  store double %242, ptr %243, align 8, !tbaa !5
  %244 = add nuw nsw i64 %235, 1
  %245 = getelementptr inbounds double, ptr %124, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = getelementptr inbounds double, ptr %32, i64 %244
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = getelementptr inbounds double, ptr %33, i64 %244
  %250 = load double, ptr %249, align 8, !tbaa !5
  %251 = tail call double @llvm.fmuladd.f64(double %246, double %248, double %250)
  %252 = getelementptr inbounds double, ptr %14, i64 %244
  store double %251, ptr %252, align 8, !tbaa !5
  %253 = add nuw nsw i64 %235, 2
  %254 = icmp eq i64 %253, %27
  br i1 %254, label %232, label %234, !llvm.loop !20

255:                                              ; preds = %232, %123
  %256 = add nuw nsw i64 %88, 1
  br label %76

257:                                              ; preds = %280, %233
  %258 = phi double [ poison, %233 ], [ %302, %280 ]
  %259 = phi i64 [ 0, %233 ], [ %303, %280 ]
  %260 = phi double [ 0.000000e+00, %233 ], [ %302, %280 ]
  br i1 %54, label %272, label %261

261:                                              ; preds = %257, %261
  %262 = phi i64 [ %269, %261 ], [ %259, %257 ]
  %263 = phi double [ %268, %261 ], [ %260, %257 ]
  %264 = phi i64 [ %270, %261 ], [ 0, %257 ]
  %265 = getelementptr inbounds double, ptr %14, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = tail call double @llvm.exp.f64(double %266)
  %268 = fadd double %263, %267
  %269 = add nuw nsw i64 %262, 1
  %270 = add i64 %264, 1
  %271 = icmp eq i64 %270, %51
  br i1 %271, label %272, label %261, !llvm.loop !21

272:                                              ; preds = %261, %257
  %273 = phi double [ %258, %257 ], [ %268, %261 ]
  %274 = fadd double %273, 2.000000e+00
  %275 = tail call double @llvm.log.f64(double %274)
  %276 = add nuw nsw i64 %88, 1
  %277 = mul nsw i64 %276, %10
  %278 = getelementptr inbounds double, ptr %6, i64 %277
  br i1 %20, label %279, label %76

279:                                              ; preds = %272
  br i1 %56, label %59, label %306

280:                                              ; preds = %233, %280
  %281 = phi i64 [ %303, %280 ], [ 0, %233 ]
  %282 = phi double [ %302, %280 ], [ 0.000000e+00, %233 ]
  %283 = phi i64 [ %304, %280 ], [ 0, %233 ]
  %284 = getelementptr inbounds double, ptr %14, i64 %281
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = tail call double @llvm.exp.f64(double %285)
  %287 = fadd double %282, %286
  %288 = or disjoint i64 %281, 1
  %289 = getelementptr inbounds double, ptr %14, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !5
  %291 = tail call double @llvm.exp.f64(double %290)
  %292 = fadd double %287, %291
  %293 = or disjoint i64 %281, 2
  %294 = getelementptr inbounds double, ptr %14, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !5
  %296 = tail call double @llvm.exp.f64(double %295)
  %297 = fadd double %292, %296
  %298 = or disjoint i64 %281, 3
  %299 = getelementptr inbounds double, ptr %14, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !5
  %301 = tail call double @llvm.exp.f64(double %300)
  %302 = fadd double %297, %301
  %303 = add nuw nsw i64 %281, 4
  %304 = add i64 %283, 4
  %305 = icmp eq i64 %304, %53
  br i1 %305, label %257, label %280, !llvm.loop !22

306:                                              ; preds = %279, %306
  %307 = phi i64 [ %337, %306 ], [ 0, %279 ]
  %308 = phi double [ %336, %306 ], [ %89, %279 ]
  %309 = phi i64 [ %338, %306 ], [ 0, %279 ]
  %310 = getelementptr inbounds double, ptr %278, i64 %307
  %311 = load double, ptr %310, align 8, !tbaa !5
  %312 = getelementptr inbounds double, ptr %14, i64 %307
  %313 = load double, ptr %312, align 8, !tbaa !5
  %314 = fsub double %313, %275
  %315 = tail call double @llvm.fmuladd.f64(double %311, double %314, double %308)
  %316 = or disjoint i64 %307, 1
  %317 = getelementptr inbounds double, ptr %278, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !5
  %319 = getelementptr inbounds double, ptr %14, i64 %316
  %320 = load double, ptr %319, align 8, !tbaa !5
  %321 = fsub double %320, %275
  %322 = tail call double @llvm.fmuladd.f64(double %318, double %321, double %315)
  %323 = or disjoint i64 %307, 2
  %324 = getelementptr inbounds double, ptr %278, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !5
  %326 = getelementptr inbounds double, ptr %14, i64 %323
  %327 = load double, ptr %326, align 8, !tbaa !5
  %328 = fsub double %327, %275
  %329 = tail call double @llvm.fmuladd.f64(double %325, double %328, double %322)
  %330 = or disjoint i64 %307, 3
  %331 = getelementptr inbounds double, ptr %278, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !5
  %333 = getelementptr inbounds double, ptr %14, i64 %330
  %334 = load double, ptr %333, align 8, !tbaa !5
  %335 = fsub double %334, %275
  %336 = tail call double @llvm.fmuladd.f64(double %332, double %335, double %329)
  %337 = add nuw nsw i64 %307, 4
  %338 = add i64 %309, 4
  %339 = icmp eq i64 %338, %57
  br i1 %339, label %59, label %306, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local void @lstm_gradient(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #0 {
  %9 = shl nsw i32 %0, 3
  %10 = or disjoint i32 %9, 3
  %11 = mul i32 %10, %2
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = zext nneg i32 %11 to i64
  %15 = shl nuw nsw i64 %14, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 %15, i1 false), !tbaa !5
  br label %16

16:                                               ; preds = %13, %8
  %17 = mul nsw i32 %9, %2
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds double, ptr %7, i64 %20
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lstm_objective, i32 noundef %18, i32 noundef %0, i32 noundef %18, i32 noundef %1, i32 noundef %18, i32 noundef %2, i32 noundef %19, ptr noundef %3, ptr noundef %7, i32 noundef %19, ptr noundef %4, ptr noundef %21, i32 noundef %18, ptr noundef %5, i32 noundef %18, ptr noundef %6) #9
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = distinct !{!17, !12, !14, !15}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !14}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !7, i64 0}
