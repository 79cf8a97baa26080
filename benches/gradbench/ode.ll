; ModuleID = 'ode.c'
source_filename = "ode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4

; Function Attrs: nounwind uwtable
define dso_local void @ode_primal(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = shl nsw i32 %1, 2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #7
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds double, ptr %8, i64 %9
  %11 = getelementptr inbounds double, ptr %10, i64 %9
  %12 = getelementptr inbounds double, ptr %11, i64 %9
  %13 = shl nsw i64 %9, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #7
  %15 = sitofp i32 %2 to double
  %16 = fdiv double 2.000000e+00, %15
  %17 = icmp sgt i32 %1, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %4
  %19 = zext nneg i32 %1 to i64
  %20 = shl nuw nsw i64 %19, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 %20, i1 false), !tbaa !5
  br label %21

21:                                               ; preds = %18, %4
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %70

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %3, i64 -8
  %25 = icmp sgt i32 %1, 1
  %26 = zext i32 %1 to i64
  %27 = fmul double %16, 5.000000e-01
  %28 = getelementptr i8, ptr %14, i64 -8
  %29 = fdiv double %16, 6.000000e+00
  %30 = add nsw i64 %26, -1
  %31 = add nsw i64 %26, -1
  %32 = add nsw i64 %26, -1
  %33 = add nsw i64 %26, -1
  %34 = icmp ult i32 %1, 5
  %35 = and i64 %33, -4
  %36 = or disjoint i64 %35, 1
  %37 = icmp eq i64 %33, %35
  %38 = icmp ult i32 %1, 4
  %39 = and i64 %26, 2147483644
  %40 = insertelement <2 x double> poison, double %27, i64 0
  %41 = shufflevector <2 x double> %40, <2 x double> poison, <2 x i32> zeroinitializer
  %42 = icmp eq i64 %39, %26
  %43 = icmp ult i32 %1, 5
  %44 = and i64 %32, -4
  %45 = or disjoint i64 %44, 1
  %46 = icmp eq i64 %32, %44
  %47 = icmp ult i32 %1, 4
  %48 = and i64 %26, 2147483644
  %49 = insertelement <2 x double> poison, double %27, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  %51 = icmp eq i64 %48, %26
  %52 = icmp ult i32 %1, 5
  %53 = and i64 %31, -4
  %54 = or disjoint i64 %53, 1
  %55 = icmp eq i64 %31, %53
  %56 = icmp ult i32 %1, 4
  %57 = and i64 %26, 2147483644
  %58 = insertelement <2 x double> poison, double %16, i64 0
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer
  %60 = icmp eq i64 %57, %26
  %61 = icmp ult i32 %1, 5
  %62 = and i64 %30, -4
  %63 = or disjoint i64 %62, 1
  %64 = icmp eq i64 %30, %62
  %65 = icmp eq i32 %1, 1
  %66 = and i64 %26, 2147483646
  %67 = insertelement <2 x double> poison, double %29, i64 0
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer
  %69 = icmp eq i64 %66, %26
  br label %71

70:                                               ; preds = %320, %21
  tail call void @free(ptr noundef %14) #8
  tail call void @free(ptr noundef %8) #8
  ret void

71:                                               ; preds = %23, %320
  %72 = phi i32 [ 0, %23 ], [ %321, %320 ]
  %73 = load double, ptr %0, align 8, !tbaa !5
  store double %73, ptr %8, align 8, !tbaa !5
  br i1 %25, label %74, label %105

74:                                               ; preds = %71
  br i1 %34, label %93, label %75

75:                                               ; preds = %74, %75
  %76 = phi i64 [ %90, %75 ], [ 0, %74 ]
  %77 = or disjoint i64 %76, 1
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !5
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !5
  %82 = getelementptr double, ptr %3, i64 %76
  %83 = getelementptr i8, ptr %82, i64 16
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !5
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !5
  %86 = fmul <2 x double> %80, %84
  %87 = fmul <2 x double> %81, %85
  %88 = getelementptr inbounds double, ptr %8, i64 %77
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  store <2 x double> %86, ptr %88, align 8, !tbaa !5
  store <2 x double> %87, ptr %89, align 8, !tbaa !5
  %90 = add nuw i64 %76, 4
  %91 = icmp eq i64 %90, %35
  br i1 %91, label %92, label %75, !llvm.loop !9

92:                                               ; preds = %75
  br i1 %37, label %105, label %93

93:                                               ; preds = %92, %74
  %94 = phi i64 [ 1, %74 ], [ %36, %92 ]
  br label %95

95:                                               ; preds = %93, %95
  %96 = phi i64 [ %103, %95 ], [ %94, %93 ]
  %97 = getelementptr inbounds double, ptr %0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = getelementptr double, ptr %24, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = fmul double %98, %100
  %102 = getelementptr inbounds double, ptr %8, i64 %96
  store double %101, ptr %102, align 8, !tbaa !5
  %103 = add nuw nsw i64 %96, 1
  %104 = icmp eq i64 %103, %26
  br i1 %104, label %105, label %95, !llvm.loop !13

105:                                              ; preds = %95, %92, %71
  br i1 %17, label %106, label %126

106:                                              ; preds = %105
  br i1 %38, label %107, label %109

107:                                              ; preds = %125, %106
  %108 = phi i64 [ 0, %106 ], [ %39, %125 ]
  br label %180

109:                                              ; preds = %106, %109
  %110 = phi i64 [ %123, %109 ], [ 0, %106 ]
  %111 = getelementptr inbounds double, ptr %3, i64 %110
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !5
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !5
  %115 = getelementptr inbounds double, ptr %8, i64 %110
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !5
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !5
  %119 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %117, <2 x double> %113)
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %118, <2 x double> %114)
  %121 = getelementptr inbounds double, ptr %14, i64 %110
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  store <2 x double> %119, ptr %121, align 8, !tbaa !5
  store <2 x double> %120, ptr %122, align 8, !tbaa !5
  %123 = add nuw i64 %110, 4
  %124 = icmp eq i64 %123, %39
  br i1 %124, label %125, label %109, !llvm.loop !14

125:                                              ; preds = %109
  br i1 %42, label %127, label %107

126:                                              ; preds = %105
  store double %73, ptr %10, align 8, !tbaa !5
  br label %190

127:                                              ; preds = %180, %125
  store double %73, ptr %10, align 8, !tbaa !5
  br i1 %25, label %128, label %159

128:                                              ; preds = %127
  br i1 %43, label %147, label %129

129:                                              ; preds = %128, %129
  %130 = phi i64 [ %144, %129 ], [ 0, %128 ]
  %131 = or disjoint i64 %130, 1
  %132 = getelementptr inbounds double, ptr %0, i64 %131
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load <2 x double>, ptr %132, align 8, !tbaa !5
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !5
  %136 = getelementptr double, ptr %14, i64 %130
  %137 = getelementptr i8, ptr %136, i64 16
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !5
  %139 = load <2 x double>, ptr %137, align 8, !tbaa !5
  %140 = fmul <2 x double> %134, %138
  %141 = fmul <2 x double> %135, %139
  %142 = getelementptr inbounds double, ptr %10, i64 %131
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  store <2 x double> %140, ptr %142, align 8, !tbaa !5
  store <2 x double> %141, ptr %143, align 8, !tbaa !5
  %144 = add nuw i64 %130, 4
  %145 = icmp eq i64 %144, %44
  br i1 %145, label %146, label %129, !llvm.loop !15

146:                                              ; preds = %129
  br i1 %46, label %159, label %147

147:                                              ; preds = %146, %128
  %148 = phi i64 [ 1, %128 ], [ %45, %146 ]
  br label %149

149:                                              ; preds = %147, %149
  %150 = phi i64 [ %157, %149 ], [ %148, %147 ]
  %151 = getelementptr inbounds double, ptr %0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = getelementptr double, ptr %28, i64 %150
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = fmul double %152, %154
  %156 = getelementptr inbounds double, ptr %10, i64 %150
  store double %155, ptr %156, align 8, !tbaa !5
  %157 = add nuw nsw i64 %150, 1
  %158 = icmp eq i64 %157, %26
  br i1 %158, label %159, label %149, !llvm.loop !16

159:                                              ; preds = %149, %146, %127
  br i1 %17, label %160, label %190

160:                                              ; preds = %159
  br i1 %47, label %161, label %163

161:                                              ; preds = %179, %160
  %162 = phi i64 [ 0, %160 ], [ %48, %179 ]
  br label %244

163:                                              ; preds = %160, %163
  %164 = phi i64 [ %177, %163 ], [ 0, %160 ]
  %165 = getelementptr inbounds double, ptr %3, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <2 x double>, ptr %165, align 8, !tbaa !5
  %168 = load <2 x double>, ptr %166, align 8, !tbaa !5
  %169 = getelementptr inbounds double, ptr %10, i64 %164
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <2 x double>, ptr %169, align 8, !tbaa !5
  %172 = load <2 x double>, ptr %170, align 8, !tbaa !5
  %173 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %171, <2 x double> %167)
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %172, <2 x double> %168)
  %175 = getelementptr inbounds double, ptr %14, i64 %164
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  store <2 x double> %173, ptr %175, align 8, !tbaa !5
  store <2 x double> %174, ptr %176, align 8, !tbaa !5
  %177 = add nuw i64 %164, 4
  %178 = icmp eq i64 %177, %48
  br i1 %178, label %179, label %163, !llvm.loop !17

179:                                              ; preds = %163
  br i1 %51, label %191, label %161

180:                                              ; preds = %107, %180
  %181 = phi i64 [ %188, %180 ], [ %108, %107 ]
  %182 = getelementptr inbounds double, ptr %3, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = getelementptr inbounds double, ptr %8, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = tail call double @llvm.fmuladd.f64(double %27, double %185, double %183)
  %187 = getelementptr inbounds double, ptr %14, i64 %181
  store double %186, ptr %187, align 8, !tbaa !5
  %188 = add nuw nsw i64 %181, 1
  %189 = icmp eq i64 %188, %26
  br i1 %189, label %127, label %180, !llvm.loop !18

190:                                              ; preds = %159, %126
  store double %73, ptr %11, align 8, !tbaa !5
  br label %254

191:                                              ; preds = %244, %179
  store double %73, ptr %11, align 8, !tbaa !5
  br i1 %25, label %192, label %223

192:                                              ; preds = %191
  br i1 %52, label %211, label %193

193:                                              ; preds = %192, %193
  %194 = phi i64 [ %208, %193 ], [ 0, %192 ]
  %195 = or disjoint i64 %194, 1
  %196 = getelementptr inbounds double, ptr %0, i64 %195
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load <2 x double>, ptr %196, align 8, !tbaa !5
  %199 = load <2 x double>, ptr %197, align 8, !tbaa !5
  %200 = getelementptr double, ptr %14, i64 %194
  %201 = getelementptr i8, ptr %200, i64 16
  %202 = load <2 x double>, ptr %200, align 8, !tbaa !5
  %203 = load <2 x double>, ptr %201, align 8, !tbaa !5
  %204 = fmul <2 x double> %198, %202
  %205 = fmul <2 x double> %199, %203
  %206 = getelementptr inbounds double, ptr %11, i64 %195
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  store <2 x double> %204, ptr %206, align 8, !tbaa !5
  store <2 x double> %205, ptr %207, align 8, !tbaa !5
  %208 = add nuw i64 %194, 4
  %209 = icmp eq i64 %208, %53
  br i1 %209, label %210, label %193, !llvm.loop !19

210:                                              ; preds = %193
  br i1 %55, label %223, label %211

211:                                              ; preds = %210, %192
  %212 = phi i64 [ 1, %192 ], [ %54, %210 ]
  br label %213

213:                                              ; preds = %211, %213
  %214 = phi i64 [ %221, %213 ], [ %212, %211 ]
  %215 = getelementptr inbounds double, ptr %0, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !5
  %217 = getelementptr double, ptr %28, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = fmul double %216, %218
  %220 = getelementptr inbounds double, ptr %11, i64 %214
  store double %219, ptr %220, align 8, !tbaa !5
  %221 = add nuw nsw i64 %214, 1
  %222 = icmp eq i64 %221, %26
  br i1 %222, label %223, label %213, !llvm.loop !20

223:                                              ; preds = %213, %210, %191
  br i1 %17, label %224, label %254

224:                                              ; preds = %223
  br i1 %56, label %225, label %227

225:                                              ; preds = %243, %224
  %226 = phi i64 [ 0, %224 ], [ %57, %243 ]
  br label %310

227:                                              ; preds = %224, %227
  %228 = phi i64 [ %241, %227 ], [ 0, %224 ]
  %229 = getelementptr inbounds double, ptr %3, i64 %228
  %230 = getelementptr inbounds i8, ptr %229, i64 16
  %231 = load <2 x double>, ptr %229, align 8, !tbaa !5
  %232 = load <2 x double>, ptr %230, align 8, !tbaa !5
  %233 = getelementptr inbounds double, ptr %11, i64 %228
  %234 = getelementptr inbounds i8, ptr %233, i64 16
  %235 = load <2 x double>, ptr %233, align 8, !tbaa !5
  %236 = load <2 x double>, ptr %234, align 8, !tbaa !5
  %237 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %235, <2 x double> %231)
  %238 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %236, <2 x double> %232)
  %239 = getelementptr inbounds double, ptr %14, i64 %228
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  store <2 x double> %237, ptr %239, align 8, !tbaa !5
  store <2 x double> %238, ptr %240, align 8, !tbaa !5
  %241 = add nuw i64 %228, 4
  %242 = icmp eq i64 %241, %57
  br i1 %242, label %243, label %227, !llvm.loop !21

243:                                              ; preds = %227
  br i1 %60, label %255, label %225

244:                                              ; preds = %161, %244
  %245 = phi i64 [ %252, %244 ], [ %162, %161 ]
  %246 = getelementptr inbounds double, ptr %3, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = getelementptr inbounds double, ptr %10, i64 %245
  %249 = load double, ptr %248, align 8, !tbaa !5
  %250 = tail call double @llvm.fmuladd.f64(double %27, double %249, double %247)
  %251 = getelementptr inbounds double, ptr %14, i64 %245
  store double %250, ptr %251, align 8, !tbaa !5
  %252 = add nuw nsw i64 %245, 1
  %253 = icmp eq i64 %252, %26
  br i1 %253, label %191, label %244, !llvm.loop !22

254:                                              ; preds = %223, %190
  store double %73, ptr %12, align 8, !tbaa !5
  br label %320

255:                                              ; preds = %310, %243
  store double %73, ptr %12, align 8, !tbaa !5
  br i1 %25, label %256, label %287

256:                                              ; preds = %255
  br i1 %61, label %275, label %257

257:                                              ; preds = %256, %257
  %258 = phi i64 [ %272, %257 ], [ 0, %256 ]
  %259 = or disjoint i64 %258, 1
  %260 = getelementptr inbounds double, ptr %0, i64 %259
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load <2 x double>, ptr %260, align 8, !tbaa !5
  %263 = load <2 x double>, ptr %261, align 8, !tbaa !5
  %264 = getelementptr double, ptr %14, i64 %258
  %265 = getelementptr i8, ptr %264, i64 16
  %266 = load <2 x double>, ptr %264, align 8, !tbaa !5
  %267 = load <2 x double>, ptr %265, align 8, !tbaa !5
  %268 = fmul <2 x double> %262, %266
  %269 = fmul <2 x double> %263, %267
  %270 = getelementptr inbounds double, ptr %12, i64 %259
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  store <2 x double> %268, ptr %270, align 8, !tbaa !5
  store <2 x double> %269, ptr %271, align 8, !tbaa !5
  %272 = add nuw i64 %258, 4
  %273 = icmp eq i64 %272, %62
  br i1 %273, label %274, label %257, !llvm.loop !23

274:                                              ; preds = %257
  br i1 %64, label %287, label %275

275:                                              ; preds = %274, %256
  %276 = phi i64 [ 1, %256 ], [ %63, %274 ]
  br label %277

277:                                              ; preds = %275, %277
  %278 = phi i64 [ %285, %277 ], [ %276, %275 ]
  %279 = getelementptr inbounds double, ptr %0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !5
  %281 = getelementptr double, ptr %28, i64 %278
  %282 = load double, ptr %281, align 8, !tbaa !5
  %283 = fmul double %280, %282
  %284 = getelementptr inbounds double, ptr %12, i64 %278
  store double %283, ptr %284, align 8, !tbaa !5
  %285 = add nuw nsw i64 %278, 1
  %286 = icmp eq i64 %285, %26
  br i1 %286, label %287, label %277, !llvm.loop !24

287:                                              ; preds = %277, %274, %255
  br i1 %17, label %288, label %320

288:                                              ; preds = %287
  br i1 %65, label %289, label %291

289:                                              ; preds = %309, %288
  %290 = phi i64 [ 0, %288 ], [ %66, %309 ]
  br label %323

291:                                              ; preds = %288, %291
  %292 = phi i64 [ %307, %291 ], [ 0, %288 ]
  %293 = getelementptr inbounds double, ptr %8, i64 %292
  %294 = load <2 x double>, ptr %293, align 8, !tbaa !5
  %295 = getelementptr inbounds double, ptr %10, i64 %292
  %296 = load <2 x double>, ptr %295, align 8, !tbaa !5
  %297 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %296, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %294)
  %298 = getelementptr inbounds double, ptr %11, i64 %292
  %299 = load <2 x double>, ptr %298, align 8, !tbaa !5
  %300 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %299, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %297)
  %301 = getelementptr inbounds double, ptr %12, i64 %292
  %302 = load <2 x double>, ptr %301, align 8, !tbaa !5
  %303 = fadd <2 x double> %300, %302
  %304 = getelementptr inbounds double, ptr %3, i64 %292
  %305 = load <2 x double>, ptr %304, align 8, !tbaa !5
  %306 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> %303, <2 x double> %305)
  store <2 x double> %306, ptr %304, align 8, !tbaa !5
  %307 = add nuw i64 %292, 2
  %308 = icmp eq i64 %307, %66
  br i1 %308, label %309, label %291, !llvm.loop !25

309:                                              ; preds = %291
  br i1 %69, label %320, label %289

310:                                              ; preds = %225, %310
  %311 = phi i64 [ %318, %310 ], [ %226, %225 ]
  %312 = getelementptr inbounds double, ptr %3, i64 %311
  %313 = load double, ptr %312, align 8, !tbaa !5
  %314 = getelementptr inbounds double, ptr %11, i64 %311
  %315 = load double, ptr %314, align 8, !tbaa !5
  %316 = tail call double @llvm.fmuladd.f64(double %16, double %315, double %313)
  %317 = getelementptr inbounds double, ptr %14, i64 %311
  store double %316, ptr %317, align 8, !tbaa !5
  %318 = add nuw nsw i64 %311, 1
  %319 = icmp eq i64 %318, %26
  br i1 %319, label %255, label %310, !llvm.loop !26

320:                                              ; preds = %323, %309, %254, %287
  %321 = add nuw nsw i32 %72, 1
  %322 = icmp eq i32 %321, %2
  br i1 %322, label %70, label %71, !llvm.loop !27

323:                                              ; preds = %289, %323
  %324 = phi i64 [ %339, %323 ], [ %290, %289 ]
  %325 = getelementptr inbounds double, ptr %8, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !5
  %327 = getelementptr inbounds double, ptr %10, i64 %324
  %328 = load double, ptr %327, align 8, !tbaa !5
  %329 = tail call double @llvm.fmuladd.f64(double %328, double 2.000000e+00, double %326)
  %330 = getelementptr inbounds double, ptr %11, i64 %324
  %331 = load double, ptr %330, align 8, !tbaa !5
  %332 = tail call double @llvm.fmuladd.f64(double %331, double 2.000000e+00, double %329)
  %333 = getelementptr inbounds double, ptr %12, i64 %324
  %334 = load double, ptr %333, align 8, !tbaa !5
  %335 = fadd double %332, %334
  %336 = getelementptr inbounds double, ptr %3, i64 %324
  %337 = load double, ptr %336, align 8, !tbaa !5
  %338 = tail call double @llvm.fmuladd.f64(double %29, double %335, double %337)
  store double %338, ptr %336, align 8, !tbaa !5
  %339 = add nuw nsw i64 %324, 1
  %340 = icmp eq i64 %339, %26
  br i1 %340, label %320, label %323, !llvm.loop !28
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local void @ode_gradient(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = shl nuw nsw i64 %7, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 %8, i1 false), !tbaa !5
  br label %9

9:                                                ; preds = %6, %4
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !29
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !29
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ode_last, i32 noundef %10, ptr noundef %0, ptr noundef %3, i32 noundef %11, i32 noundef %1, i32 noundef %11, i32 noundef %2) #8
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @ode_last(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #7
  tail call void @ode_primal(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %6)
  %7 = getelementptr double, ptr %6, i64 %4
  %8 = getelementptr i8, ptr %7, i64 -8
  %9 = load double, ptr %8, align 8, !tbaa !5
  tail call void @free(ptr noundef %6) #8
  ret double %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !12, !11}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !12, !11}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !12, !11}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10, !12, !11}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !12, !11}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !7, i64 0}
