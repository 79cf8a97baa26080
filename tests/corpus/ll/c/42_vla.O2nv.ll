; ModuleID = 'c/42_vla.c'
source_filename = "c/42_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"n=%d trace(H)=%.9f trace(2H)=%.9f lambda_max=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"  sizeof(a)=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"pascal row %d sum = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"vla string: %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %241
  %2 = phi i64 [ 2, %0 ], [ %248, %241 ]
  %3 = tail call ptr @llvm.stacksave.p0()
  %4 = mul nuw nsw i64 %2, %2
  %5 = alloca double, i64 %4, align 16
  %6 = alloca double, i64 %4, align 16
  %7 = alloca double, i64 %4, align 16
  store double 1.000000e+00, ptr %5, align 16, !tbaa !5
  store double 2.000000e+00, ptr %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store double 5.000000e-01, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store double 0.000000e+00, ptr %9, align 8, !tbaa !5
  %10 = icmp eq i64 %2, 2
  br i1 %10, label %250, label %394, !llvm.loop !9

11:                                               ; preds = %326, %23
  %12 = phi i64 [ %24, %23 ], [ 0, %326 ]
  %13 = mul nuw nsw i64 %12, %2
  %14 = getelementptr inbounds double, ptr %5, i64 %13
  %15 = getelementptr inbounds double, ptr %7, i64 %13
  %16 = load double, ptr %14, align 16, !tbaa !5
  %17 = load double, ptr %6, align 16, !tbaa !5
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double 0.000000e+00)
  %19 = getelementptr inbounds i8, ptr %14, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = load double, ptr %327, align 16, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %18)
  br i1 %328, label %26, label %160, !llvm.loop !11

23:                                               ; preds = %111, %108, %53
  %24 = add nuw nsw i64 %12, 1
  %25 = icmp eq i64 %24, %2
  br i1 %25, label %178, label %11, !llvm.loop !12

26:                                               ; preds = %169, %160, %11
  %27 = phi double [ %22, %11 ], [ %168, %160 ], [ %177, %169 ]
  store double %27, ptr %15, align 16, !tbaa !5
  %28 = load double, ptr %14, align 16, !tbaa !5
  %29 = load double, ptr %338, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %29, double 0.000000e+00)
  %31 = getelementptr inbounds i8, ptr %14, i64 8
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = load double, ptr %339, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %32, double %33, double %30)
  br i1 %340, label %53, label %35, !llvm.loop !11

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr %14, i64 16
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = load double, ptr %342, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %38, double %34)
  %40 = getelementptr inbounds i8, ptr %14, i64 24
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = load double, ptr %344, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %42, double %39)
  br i1 %345, label %53, label %44, !llvm.loop !11

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %14, i64 32
  %46 = load double, ptr %45, align 16, !tbaa !5
  %47 = load double, ptr %347, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %46, double %47, double %43)
  %49 = getelementptr inbounds i8, ptr %14, i64 40
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = load double, ptr %349, align 8, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %50, double %51, double %48)
  br label %53

53:                                               ; preds = %44, %35, %26
  %54 = phi double [ %34, %26 ], [ %43, %35 ], [ %52, %44 ]
  %55 = getelementptr inbounds i8, ptr %15, i64 8
  store double %54, ptr %55, align 8, !tbaa !5
  br i1 %350, label %23, label %56, !llvm.loop !13

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %14, i64 16
  %58 = load double, ptr %57, align 16, !tbaa !5
  %59 = load double, ptr %353, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %14, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = load double, ptr %354, align 16, !tbaa !5
  %63 = load double, ptr %14, align 16, !tbaa !5
  %64 = load double, ptr %351, align 16, !tbaa !5
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double 0.000000e+00)
  %66 = tail call double @llvm.fmuladd.f64(double %61, double %62, double %65)
  %67 = tail call double @llvm.fmuladd.f64(double %58, double %59, double %66)
  %68 = getelementptr inbounds i8, ptr %14, i64 24
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = load double, ptr %356, align 16, !tbaa !5
  %71 = tail call double @llvm.fmuladd.f64(double %69, double %70, double %67)
  br i1 %357, label %81, label %72, !llvm.loop !11

72:                                               ; preds = %56
  %73 = getelementptr inbounds i8, ptr %14, i64 32
  %74 = load double, ptr %73, align 16, !tbaa !5
  %75 = load double, ptr %359, align 16, !tbaa !5
  %76 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %71)
  %77 = getelementptr inbounds i8, ptr %14, i64 40
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = load double, ptr %361, align 16, !tbaa !5
  %80 = tail call double @llvm.fmuladd.f64(double %78, double %79, double %76)
  br label %81

81:                                               ; preds = %72, %56
  %82 = phi double [ %71, %56 ], [ %80, %72 ]
  %83 = getelementptr inbounds i8, ptr %15, i64 16
  store double %82, ptr %83, align 16, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %14, i64 16
  %85 = load double, ptr %84, align 16, !tbaa !5
  %86 = load double, ptr %364, align 8, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %14, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = load double, ptr %365, align 8, !tbaa !5
  %90 = load double, ptr %14, align 16, !tbaa !5
  %91 = load double, ptr %362, align 8, !tbaa !5
  %92 = tail call double @llvm.fmuladd.f64(double %90, double %91, double 0.000000e+00)
  %93 = tail call double @llvm.fmuladd.f64(double %88, double %89, double %92)
  %94 = tail call double @llvm.fmuladd.f64(double %85, double %86, double %93)
  %95 = getelementptr inbounds i8, ptr %14, i64 24
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = load double, ptr %367, align 8, !tbaa !5
  %98 = tail call double @llvm.fmuladd.f64(double %96, double %97, double %94)
  br i1 %368, label %108, label %99, !llvm.loop !11

99:                                               ; preds = %81
  %100 = getelementptr inbounds i8, ptr %14, i64 32
  %101 = load double, ptr %100, align 16, !tbaa !5
  %102 = load double, ptr %370, align 8, !tbaa !5
  %103 = tail call double @llvm.fmuladd.f64(double %101, double %102, double %98)
  %104 = getelementptr inbounds i8, ptr %14, i64 40
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = load double, ptr %372, align 8, !tbaa !5
  %107 = tail call double @llvm.fmuladd.f64(double %105, double %106, double %103)
  br label %108

108:                                              ; preds = %99, %81
  %109 = phi double [ %98, %81 ], [ %107, %99 ]
  %110 = getelementptr inbounds i8, ptr %15, i64 24
  store double %109, ptr %110, align 8, !tbaa !5
  br i1 %373, label %23, label %111, !llvm.loop !13

111:                                              ; preds = %108
  %112 = getelementptr inbounds i8, ptr %14, i64 32
  %113 = load double, ptr %112, align 16, !tbaa !5
  %114 = load double, ptr %376, align 16, !tbaa !5
  %115 = getelementptr inbounds i8, ptr %14, i64 24
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = load double, ptr %378, align 16, !tbaa !5
  %118 = getelementptr inbounds i8, ptr %14, i64 16
  %119 = load double, ptr %118, align 16, !tbaa !5
  %120 = load double, ptr %380, align 16, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %14, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = load double, ptr %381, align 16, !tbaa !5
  %124 = load double, ptr %14, align 16, !tbaa !5
  %125 = load double, ptr %374, align 16, !tbaa !5
  %126 = tail call double @llvm.fmuladd.f64(double %124, double %125, double 0.000000e+00)
  %127 = tail call double @llvm.fmuladd.f64(double %122, double %123, double %126)
  %128 = tail call double @llvm.fmuladd.f64(double %119, double %120, double %127)
  %129 = tail call double @llvm.fmuladd.f64(double %116, double %117, double %128)
  %130 = tail call double @llvm.fmuladd.f64(double %113, double %114, double %129)
  %131 = getelementptr inbounds i8, ptr %14, i64 40
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = load double, ptr %383, align 16, !tbaa !5
  %134 = tail call double @llvm.fmuladd.f64(double %132, double %133, double %130)
  %135 = getelementptr inbounds i8, ptr %15, i64 32
  store double %134, ptr %135, align 16, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %14, i64 32
  %137 = load double, ptr %136, align 16, !tbaa !5
  %138 = load double, ptr %386, align 8, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %14, i64 24
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = load double, ptr %388, align 8, !tbaa !5
  %142 = getelementptr inbounds i8, ptr %14, i64 16
  %143 = load double, ptr %142, align 16, !tbaa !5
  %144 = load double, ptr %390, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %14, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = load double, ptr %391, align 8, !tbaa !5
  %148 = load double, ptr %14, align 16, !tbaa !5
  %149 = load double, ptr %384, align 8, !tbaa !5
  %150 = tail call double @llvm.fmuladd.f64(double %148, double %149, double 0.000000e+00)
  %151 = tail call double @llvm.fmuladd.f64(double %146, double %147, double %150)
  %152 = tail call double @llvm.fmuladd.f64(double %143, double %144, double %151)
  %153 = tail call double @llvm.fmuladd.f64(double %140, double %141, double %152)
  %154 = tail call double @llvm.fmuladd.f64(double %137, double %138, double %153)
  %155 = getelementptr inbounds i8, ptr %14, i64 40
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = load double, ptr %393, align 8, !tbaa !5
  %158 = tail call double @llvm.fmuladd.f64(double %156, double %157, double %154)
  %159 = getelementptr inbounds i8, ptr %15, i64 40
  store double %158, ptr %159, align 8, !tbaa !5
  br label %23

160:                                              ; preds = %11
  %161 = getelementptr inbounds i8, ptr %14, i64 16
  %162 = load double, ptr %161, align 16, !tbaa !5
  %163 = load double, ptr %330, align 16, !tbaa !5
  %164 = tail call double @llvm.fmuladd.f64(double %162, double %163, double %22)
  %165 = getelementptr inbounds i8, ptr %14, i64 24
  %166 = load double, ptr %165, align 8, !tbaa !5
  %167 = load double, ptr %332, align 16, !tbaa !5
  %168 = tail call double @llvm.fmuladd.f64(double %166, double %167, double %164)
  br i1 %333, label %26, label %169, !llvm.loop !11

169:                                              ; preds = %160
  %170 = getelementptr inbounds i8, ptr %14, i64 32
  %171 = load double, ptr %170, align 16, !tbaa !5
  %172 = load double, ptr %335, align 16, !tbaa !5
  %173 = tail call double @llvm.fmuladd.f64(double %171, double %172, double %168)
  %174 = getelementptr inbounds i8, ptr %14, i64 40
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = load double, ptr %337, align 16, !tbaa !5
  %177 = tail call double @llvm.fmuladd.f64(double %175, double %176, double %173)
  br label %26

178:                                              ; preds = %23
  %179 = load double, ptr %5, align 16, !tbaa !5
  %180 = fadd double %179, 0.000000e+00
  %181 = getelementptr inbounds double, ptr %5, i64 %2
  %182 = getelementptr inbounds i8, ptr %181, i64 8
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = fadd double %180, %183
  %185 = icmp eq i64 %2, 2
  br i1 %185, label %209, label %186, !llvm.loop !14

186:                                              ; preds = %178
  %187 = shl nsw i64 %2, 4
  %188 = getelementptr inbounds i8, ptr %5, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 16
  %190 = load double, ptr %189, align 16, !tbaa !5
  %191 = fadd double %184, %190
  %192 = mul i64 %2, 24
  %193 = getelementptr inbounds i8, ptr %5, i64 %192
  %194 = getelementptr inbounds i8, ptr %193, i64 24
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = fadd double %191, %195
  %197 = icmp eq i64 %2, 4
  br i1 %197, label %209, label %198, !llvm.loop !14

198:                                              ; preds = %186
  %199 = shl nsw i64 %2, 5
  %200 = getelementptr inbounds i8, ptr %5, i64 %199
  %201 = getelementptr inbounds i8, ptr %200, i64 32
  %202 = load double, ptr %201, align 16, !tbaa !5
  %203 = fadd double %196, %202
  %204 = mul i64 %2, 40
  %205 = getelementptr inbounds i8, ptr %5, i64 %204
  %206 = getelementptr inbounds i8, ptr %205, i64 40
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fadd double %203, %207
  br label %209

209:                                              ; preds = %178, %186, %198
  %210 = phi double [ %184, %178 ], [ %196, %186 ], [ %208, %198 ]
  %211 = load double, ptr %7, align 16, !tbaa !5
  %212 = fadd double %211, 0.000000e+00
  %213 = getelementptr inbounds double, ptr %7, i64 %2
  %214 = getelementptr inbounds i8, ptr %213, i64 8
  %215 = load double, ptr %214, align 8, !tbaa !5
  %216 = fadd double %212, %215
  %217 = icmp eq i64 %2, 2
  br i1 %217, label %241, label %218, !llvm.loop !14

218:                                              ; preds = %209
  %219 = shl nsw i64 %2, 4
  %220 = getelementptr inbounds i8, ptr %7, i64 %219
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load double, ptr %221, align 16, !tbaa !5
  %223 = fadd double %216, %222
  %224 = mul i64 %2, 24
  %225 = getelementptr inbounds i8, ptr %7, i64 %224
  %226 = getelementptr inbounds i8, ptr %225, i64 24
  %227 = load double, ptr %226, align 8, !tbaa !5
  %228 = fadd double %223, %227
  %229 = icmp eq i64 %2, 4
  br i1 %229, label %241, label %230, !llvm.loop !14

230:                                              ; preds = %218
  %231 = shl nsw i64 %2, 5
  %232 = getelementptr inbounds i8, ptr %7, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 32
  %234 = load double, ptr %233, align 16, !tbaa !5
  %235 = fadd double %228, %234
  %236 = mul i64 %2, 40
  %237 = getelementptr inbounds i8, ptr %7, i64 %236
  %238 = getelementptr inbounds i8, ptr %237, i64 40
  %239 = load double, ptr %238, align 8, !tbaa !5
  %240 = fadd double %235, %239
  br label %241

241:                                              ; preds = %230, %218, %209
  %242 = phi double [ %216, %209 ], [ %228, %218 ], [ %240, %230 ]
  %243 = trunc nuw nsw i64 %2 to i32
  %244 = call fastcc double @power_iteration(i32 noundef %243, ptr noundef nonnull %5)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %243, double noundef %210, double noundef %242, double noundef %244)
  %246 = shl nuw nsw i64 %4, 3
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %246)
  tail call void @llvm.stackrestore.p0(ptr %3)
  %248 = add nuw nsw i64 %2, 2
  %249 = icmp ult i64 %2, 5
  br i1 %249, label %1, label %419, !llvm.loop !15

250:                                              ; preds = %400, %394, %1
  %251 = getelementptr inbounds double, ptr %5, i64 %2
  %252 = getelementptr inbounds double, ptr %6, i64 %2
  store double 5.000000e-01, ptr %251, align 16, !tbaa !5
  store double 0.000000e+00, ptr %252, align 16, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %251, i64 8
  store double 0x3FD5555555555555, ptr %253, align 8, !tbaa !5
  %254 = getelementptr inbounds i8, ptr %252, i64 8
  store double 2.000000e+00, ptr %254, align 8, !tbaa !5
  %255 = icmp eq i64 %2, 2
  br i1 %255, label %326, label %256

256:                                              ; preds = %250
  %257 = getelementptr inbounds i8, ptr %251, i64 16
  store double 2.500000e-01, ptr %257, align 16, !tbaa !5
  %258 = getelementptr inbounds i8, ptr %252, i64 16
  store double 0.000000e+00, ptr %258, align 16, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %251, i64 24
  store double 2.000000e-01, ptr %259, align 8, !tbaa !5
  %260 = getelementptr inbounds i8, ptr %252, i64 24
  store double 0.000000e+00, ptr %260, align 8, !tbaa !5
  %261 = icmp eq i64 %2, 4
  br i1 %261, label %268, label %262

262:                                              ; preds = %256
  %263 = getelementptr inbounds i8, ptr %251, i64 32
  store double 0x3FC5555555555555, ptr %263, align 16, !tbaa !5
  %264 = getelementptr inbounds i8, ptr %252, i64 32
  store double 0.000000e+00, ptr %264, align 16, !tbaa !5
  %265 = getelementptr inbounds i8, ptr %251, i64 40
  store double 0x3FC2492492492492, ptr %265, align 8, !tbaa !5
  %266 = getelementptr inbounds i8, ptr %252, i64 40
  store double 0.000000e+00, ptr %266, align 8, !tbaa !5
  %267 = icmp eq i64 %2, 2
  br i1 %267, label %326, label %268, !llvm.loop !16

268:                                              ; preds = %256, %262
  %269 = shl nuw nsw i64 %2, 1
  %270 = getelementptr inbounds double, ptr %5, i64 %269
  %271 = getelementptr inbounds double, ptr %6, i64 %269
  store double 0x3FD5555555555555, ptr %270, align 16, !tbaa !5
  store double 0.000000e+00, ptr %271, align 16, !tbaa !5
  %272 = getelementptr inbounds i8, ptr %270, i64 8
  store double 2.500000e-01, ptr %272, align 8, !tbaa !5
  %273 = getelementptr inbounds i8, ptr %271, i64 8
  store double 0.000000e+00, ptr %273, align 8, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %270, i64 16
  store double 2.000000e-01, ptr %274, align 16, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %271, i64 16
  store double 2.000000e+00, ptr %275, align 16, !tbaa !5
  %276 = getelementptr inbounds i8, ptr %270, i64 24
  store double 0x3FC5555555555555, ptr %276, align 8, !tbaa !5
  %277 = getelementptr inbounds i8, ptr %271, i64 24
  store double 0.000000e+00, ptr %277, align 8, !tbaa !5
  %278 = icmp eq i64 %2, 4
  br i1 %278, label %284, label %279, !llvm.loop !9

279:                                              ; preds = %268
  %280 = getelementptr inbounds i8, ptr %270, i64 32
  store double 0x3FC2492492492492, ptr %280, align 16, !tbaa !5
  %281 = getelementptr inbounds i8, ptr %271, i64 32
  store double 0.000000e+00, ptr %281, align 16, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %270, i64 40
  store double 1.250000e-01, ptr %282, align 8, !tbaa !5
  %283 = getelementptr inbounds i8, ptr %271, i64 40
  store double 0.000000e+00, ptr %283, align 8, !tbaa !5
  br label %284

284:                                              ; preds = %279, %268
  %285 = mul nuw nsw i64 %2, 3
  %286 = getelementptr inbounds double, ptr %5, i64 %285
  %287 = getelementptr inbounds double, ptr %6, i64 %285
  store double 2.500000e-01, ptr %286, align 16, !tbaa !5
  store double 0.000000e+00, ptr %287, align 16, !tbaa !5
  %288 = getelementptr inbounds i8, ptr %286, i64 8
  store double 2.000000e-01, ptr %288, align 8, !tbaa !5
  %289 = getelementptr inbounds i8, ptr %287, i64 8
  store double 0.000000e+00, ptr %289, align 8, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %286, i64 16
  store double 0x3FC5555555555555, ptr %290, align 16, !tbaa !5
  %291 = getelementptr inbounds i8, ptr %287, i64 16
  store double 0.000000e+00, ptr %291, align 16, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %286, i64 24
  store double 0x3FC2492492492492, ptr %292, align 8, !tbaa !5
  %293 = getelementptr inbounds i8, ptr %287, i64 24
  store double 2.000000e+00, ptr %293, align 8, !tbaa !5
  %294 = icmp eq i64 %2, 4
  br i1 %294, label %326, label %295

295:                                              ; preds = %284
  %296 = getelementptr inbounds i8, ptr %286, i64 32
  store double 1.250000e-01, ptr %296, align 16, !tbaa !5
  %297 = getelementptr inbounds i8, ptr %287, i64 32
  store double 0.000000e+00, ptr %297, align 16, !tbaa !5
  %298 = getelementptr inbounds i8, ptr %286, i64 40
  store double 0x3FBC71C71C71C71C, ptr %298, align 8, !tbaa !5
  %299 = getelementptr inbounds i8, ptr %287, i64 40
  store double 0.000000e+00, ptr %299, align 8, !tbaa !5
  %300 = shl nuw nsw i64 %2, 2
  %301 = getelementptr inbounds double, ptr %5, i64 %300
  %302 = getelementptr inbounds double, ptr %6, i64 %300
  store double 2.000000e-01, ptr %301, align 16, !tbaa !5
  store double 0.000000e+00, ptr %302, align 16, !tbaa !5
  %303 = getelementptr inbounds i8, ptr %301, i64 8
  store double 0x3FC5555555555555, ptr %303, align 8, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %302, i64 8
  store double 0.000000e+00, ptr %304, align 8, !tbaa !5
  %305 = getelementptr inbounds i8, ptr %301, i64 16
  store double 0x3FC2492492492492, ptr %305, align 16, !tbaa !5
  %306 = getelementptr inbounds i8, ptr %302, i64 16
  store double 0.000000e+00, ptr %306, align 16, !tbaa !5
  %307 = getelementptr inbounds i8, ptr %301, i64 24
  store double 1.250000e-01, ptr %307, align 8, !tbaa !5
  %308 = getelementptr inbounds i8, ptr %302, i64 24
  store double 0.000000e+00, ptr %308, align 8, !tbaa !5
  %309 = getelementptr inbounds i8, ptr %301, i64 32
  store double 0x3FBC71C71C71C71C, ptr %309, align 16, !tbaa !5
  %310 = getelementptr inbounds i8, ptr %302, i64 32
  store double 2.000000e+00, ptr %310, align 16, !tbaa !5
  %311 = getelementptr inbounds i8, ptr %301, i64 40
  store double 1.000000e-01, ptr %311, align 8, !tbaa !5
  %312 = getelementptr inbounds i8, ptr %302, i64 40
  store double 0.000000e+00, ptr %312, align 8, !tbaa !5
  %313 = mul nuw nsw i64 %2, 5
  %314 = getelementptr inbounds double, ptr %5, i64 %313
  %315 = getelementptr inbounds double, ptr %6, i64 %313
  store double 0x3FC5555555555555, ptr %314, align 16, !tbaa !5
  store double 0.000000e+00, ptr %315, align 16, !tbaa !5
  %316 = getelementptr inbounds i8, ptr %314, i64 8
  store double 0x3FC2492492492492, ptr %316, align 8, !tbaa !5
  %317 = getelementptr inbounds i8, ptr %315, i64 8
  store double 0.000000e+00, ptr %317, align 8, !tbaa !5
  %318 = getelementptr inbounds i8, ptr %314, i64 16
  store double 1.250000e-01, ptr %318, align 16, !tbaa !5
  %319 = getelementptr inbounds i8, ptr %315, i64 16
  store double 0.000000e+00, ptr %319, align 16, !tbaa !5
  %320 = getelementptr inbounds i8, ptr %314, i64 24
  store double 0x3FBC71C71C71C71C, ptr %320, align 8, !tbaa !5
  %321 = getelementptr inbounds i8, ptr %315, i64 24
  store double 0.000000e+00, ptr %321, align 8, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %314, i64 32
  store double 1.000000e-01, ptr %322, align 16, !tbaa !5
  %323 = getelementptr inbounds i8, ptr %315, i64 32
  store double 0.000000e+00, ptr %323, align 16, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %314, i64 40
  store double 0x3FB745D1745D1746, ptr %324, align 8, !tbaa !5
  %325 = getelementptr inbounds i8, ptr %315, i64 40
  store double 2.000000e+00, ptr %325, align 8, !tbaa !5
  br label %326

326:                                              ; preds = %284, %250, %295, %262
  %327 = getelementptr inbounds double, ptr %6, i64 %2
  %328 = icmp eq i64 %2, 2
  %329 = shl nsw i64 %2, 4
  %330 = getelementptr inbounds i8, ptr %6, i64 %329
  %331 = mul i64 %2, 24
  %332 = getelementptr inbounds i8, ptr %6, i64 %331
  %333 = icmp eq i64 %2, 4
  %334 = shl nsw i64 %2, 5
  %335 = getelementptr inbounds i8, ptr %6, i64 %334
  %336 = mul i64 %2, 40
  %337 = getelementptr inbounds i8, ptr %6, i64 %336
  %338 = getelementptr inbounds i8, ptr %6, i64 8
  %339 = getelementptr inbounds double, ptr %338, i64 %2
  %340 = icmp eq i64 %2, 2
  %341 = shl nsw i64 %2, 4
  %342 = getelementptr inbounds i8, ptr %338, i64 %341
  %343 = mul i64 %2, 24
  %344 = getelementptr inbounds i8, ptr %338, i64 %343
  %345 = icmp eq i64 %2, 4
  %346 = shl nsw i64 %2, 5
  %347 = getelementptr inbounds i8, ptr %338, i64 %346
  %348 = mul i64 %2, 40
  %349 = getelementptr inbounds i8, ptr %338, i64 %348
  %350 = icmp eq i64 %2, 2
  %351 = getelementptr inbounds i8, ptr %6, i64 16
  %352 = shl nsw i64 %2, 4
  %353 = getelementptr inbounds i8, ptr %351, i64 %352
  %354 = getelementptr inbounds double, ptr %351, i64 %2
  %355 = mul i64 %2, 24
  %356 = getelementptr inbounds i8, ptr %351, i64 %355
  %357 = icmp eq i64 %2, 4
  %358 = shl nsw i64 %2, 5
  %359 = getelementptr inbounds i8, ptr %351, i64 %358
  %360 = mul i64 %2, 40
  %361 = getelementptr inbounds i8, ptr %351, i64 %360
  %362 = getelementptr inbounds i8, ptr %6, i64 24
  %363 = shl nsw i64 %2, 4
  %364 = getelementptr inbounds i8, ptr %362, i64 %363
  %365 = getelementptr inbounds double, ptr %362, i64 %2
  %366 = mul i64 %2, 24
  %367 = getelementptr inbounds i8, ptr %362, i64 %366
  %368 = icmp eq i64 %2, 4
  %369 = shl nsw i64 %2, 5
  %370 = getelementptr inbounds i8, ptr %362, i64 %369
  %371 = mul i64 %2, 40
  %372 = getelementptr inbounds i8, ptr %362, i64 %371
  %373 = icmp eq i64 %2, 4
  %374 = getelementptr inbounds i8, ptr %6, i64 32
  %375 = shl nsw i64 %2, 5
  %376 = getelementptr inbounds i8, ptr %374, i64 %375
  %377 = mul i64 %2, 24
  %378 = getelementptr inbounds i8, ptr %374, i64 %377
  %379 = shl nsw i64 %2, 4
  %380 = getelementptr inbounds i8, ptr %374, i64 %379
  %381 = getelementptr inbounds double, ptr %374, i64 %2
  %382 = mul i64 %2, 40
  %383 = getelementptr inbounds i8, ptr %374, i64 %382
  %384 = getelementptr inbounds i8, ptr %6, i64 40
  %385 = shl nsw i64 %2, 5
  %386 = getelementptr inbounds i8, ptr %384, i64 %385
  %387 = mul i64 %2, 24
  %388 = getelementptr inbounds i8, ptr %384, i64 %387
  %389 = shl nsw i64 %2, 4
  %390 = getelementptr inbounds i8, ptr %384, i64 %389
  %391 = getelementptr inbounds double, ptr %384, i64 %2
  %392 = mul i64 %2, 40
  %393 = getelementptr inbounds i8, ptr %384, i64 %392
  br label %11

394:                                              ; preds = %1
  %395 = getelementptr inbounds i8, ptr %5, i64 16
  store double 0x3FD5555555555555, ptr %395, align 16, !tbaa !5
  %396 = getelementptr inbounds i8, ptr %6, i64 16
  store double 0.000000e+00, ptr %396, align 16, !tbaa !5
  %397 = getelementptr inbounds i8, ptr %5, i64 24
  store double 2.500000e-01, ptr %397, align 8, !tbaa !5
  %398 = getelementptr inbounds i8, ptr %6, i64 24
  store double 0.000000e+00, ptr %398, align 8, !tbaa !5
  %399 = icmp eq i64 %2, 4
  br i1 %399, label %250, label %400, !llvm.loop !9

400:                                              ; preds = %394
  %401 = getelementptr inbounds i8, ptr %5, i64 32
  store double 2.000000e-01, ptr %401, align 16, !tbaa !5
  %402 = getelementptr inbounds i8, ptr %6, i64 32
  store double 0.000000e+00, ptr %402, align 16, !tbaa !5
  %403 = getelementptr inbounds i8, ptr %5, i64 40
  store double 0x3FC5555555555555, ptr %403, align 8, !tbaa !5
  %404 = getelementptr inbounds i8, ptr %6, i64 40
  store double 0.000000e+00, ptr %404, align 8, !tbaa !5
  br label %250

405:                                              ; preds = %419
  %406 = alloca [12 x i8], align 16
  store i8 97, ptr %406, align 16, !tbaa !17
  %407 = getelementptr inbounds i8, ptr %406, i64 1
  store i8 104, ptr %407, align 1, !tbaa !17
  %408 = getelementptr inbounds i8, ptr %406, i64 2
  store i8 111, ptr %408, align 2, !tbaa !17
  %409 = getelementptr inbounds i8, ptr %406, i64 3
  store i8 118, ptr %409, align 1, !tbaa !17
  %410 = getelementptr inbounds i8, ptr %406, i64 4
  store i8 99, ptr %410, align 4, !tbaa !17
  %411 = getelementptr inbounds i8, ptr %406, i64 5
  store i8 106, ptr %411, align 1, !tbaa !17
  %412 = getelementptr inbounds i8, ptr %406, i64 6
  store i8 113, ptr %412, align 2, !tbaa !17
  %413 = getelementptr inbounds i8, ptr %406, i64 7
  store i8 120, ptr %413, align 1, !tbaa !17
  %414 = getelementptr inbounds i8, ptr %406, i64 8
  store i8 101, ptr %414, align 8, !tbaa !17
  %415 = getelementptr inbounds i8, ptr %406, i64 9
  store i8 108, ptr %415, align 1, !tbaa !17
  %416 = getelementptr inbounds i8, ptr %406, i64 10
  store i8 115, ptr %416, align 2, !tbaa !17
  %417 = getelementptr inbounds i8, ptr %406, i64 11
  store i8 0, ptr %417, align 1, !tbaa !17
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %406)
  ret i32 0

419:                                              ; preds = %241, %419
  %420 = phi i32 [ %423, %419 ], [ 1, %241 ]
  %421 = tail call fastcc i32 @pascal_row_sum(i32 noundef %420)
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %420, i32 noundef %421)
  %423 = add nuw nsw i32 %420, 6
  %424 = icmp ult i32 %420, 15
  br i1 %424, label %419, label %405, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @power_iteration(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = alloca double, i64 %3, align 16
  %5 = alloca double, i64 %3, align 16
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %46

7:                                                ; preds = %2
  %8 = uitofp nneg i32 %0 to double
  %9 = and i64 %3, 3
  %10 = icmp ult i32 %0, 4
  br i1 %10, label %34, label %11

11:                                               ; preds = %7
  %12 = and i64 %3, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %31, %13 ]
  %15 = phi i64 [ 0, %11 ], [ %32, %13 ]
  %16 = tail call double @sqrt(double noundef %8) #7
  %17 = fdiv double 1.000000e+00, %16
  %18 = getelementptr inbounds double, ptr %4, i64 %14
  store double %17, ptr %18, align 16, !tbaa !5
  %19 = or disjoint i64 %14, 1
  %20 = tail call double @sqrt(double noundef %8) #7
  %21 = fdiv double 1.000000e+00, %20
  %22 = getelementptr inbounds double, ptr %4, i64 %19
  store double %21, ptr %22, align 8, !tbaa !5
  %23 = or disjoint i64 %14, 2
  %24 = tail call double @sqrt(double noundef %8) #7
  %25 = fdiv double 1.000000e+00, %24
  %26 = getelementptr inbounds double, ptr %4, i64 %23
  store double %25, ptr %26, align 16, !tbaa !5
  %27 = or disjoint i64 %14, 3
  %28 = tail call double @sqrt(double noundef %8) #7
  %29 = fdiv double 1.000000e+00, %28
  %30 = getelementptr inbounds double, ptr %4, i64 %27
  store double %29, ptr %30, align 8, !tbaa !5
  %31 = add nuw nsw i64 %14, 4
  %32 = add i64 %15, 4
  %33 = icmp eq i64 %32, %12
  br i1 %33, label %34, label %13, !llvm.loop !19

34:                                               ; preds = %13, %7
  %35 = phi i64 [ 0, %7 ], [ %31, %13 ]
  %36 = icmp eq i64 %9, 0
  br i1 %36, label %46, label %37

37:                                               ; preds = %34, %37
  %38 = phi i64 [ %43, %37 ], [ %35, %34 ]
  %39 = phi i64 [ %44, %37 ], [ 0, %34 ]
  %40 = tail call double @sqrt(double noundef %8) #7
  %41 = fdiv double 1.000000e+00, %40
  %42 = getelementptr inbounds double, ptr %4, i64 %38
  store double %41, ptr %42, align 8, !tbaa !5
  %43 = add nuw nsw i64 %38, 1
  %44 = add i64 %39, 1
  %45 = icmp eq i64 %44, %9
  br i1 %45, label %46, label %37, !llvm.loop !20

46:                                               ; preds = %34, %37, %2
  %47 = and i64 %3, 3
  %48 = icmp ult i32 %0, 4
  %49 = and i64 %3, 2147483644
  %50 = icmp eq i64 %47, 0
  %51 = and i64 %3, 1
  %52 = icmp eq i32 %0, 1
  %53 = and i64 %3, 2147483646
  %54 = icmp eq i64 %51, 0
  br label %55

55:                                               ; preds = %46, %129
  %56 = phi i32 [ %131, %129 ], [ 0, %46 ]
  br i1 %6, label %61, label %129

57:                                               ; preds = %129
  ret double %130

58:                                               ; preds = %83
  %59 = tail call double @sqrt(double noundef %85) #7
  br i1 %6, label %60, label %129

60:                                               ; preds = %58
  br i1 %52, label %118, label %133

61:                                               ; preds = %55, %83
  %62 = phi i64 [ %86, %83 ], [ 0, %55 ]
  %63 = phi double [ %85, %83 ], [ 0.000000e+00, %55 ]
  %64 = getelementptr inbounds double, ptr %5, i64 %62
  %65 = mul nuw nsw i64 %62, %3
  %66 = getelementptr inbounds double, ptr %1, i64 %65
  br i1 %48, label %67, label %88

67:                                               ; preds = %88, %61
  %68 = phi double [ poison, %61 ], [ %114, %88 ]
  %69 = phi i64 [ 0, %61 ], [ %115, %88 ]
  %70 = phi double [ 0.000000e+00, %61 ], [ %114, %88 ]
  br i1 %50, label %83, label %71

71:                                               ; preds = %67, %71
  %72 = phi i64 [ %80, %71 ], [ %69, %67 ]
  %73 = phi double [ %79, %71 ], [ %70, %67 ]
  %74 = phi i64 [ %81, %71 ], [ 0, %67 ]
  %75 = getelementptr inbounds double, ptr %66, i64 %72
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %4, i64 %72
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = tail call double @llvm.fmuladd.f64(double %76, double %78, double %73)
  %80 = add nuw nsw i64 %72, 1
  %81 = add i64 %74, 1
  %82 = icmp eq i64 %81, %47
  br i1 %82, label %83, label %71, !llvm.loop !22

83:                                               ; preds = %71, %67
  %84 = phi double [ %68, %67 ], [ %79, %71 ]
  store double %84, ptr %64, align 8, !tbaa !5
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %84, double %63)
  %86 = add nuw nsw i64 %62, 1
  %87 = icmp eq i64 %86, %3
  br i1 %87, label %58, label %61, !llvm.loop !23

88:                                               ; preds = %61, %88
  %89 = phi i64 [ %115, %88 ], [ 0, %61 ]
  %90 = phi double [ %114, %88 ], [ 0.000000e+00, %61 ]
  %91 = phi i64 [ %116, %88 ], [ 0, %61 ]
  %92 = getelementptr inbounds double, ptr %66, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds double, ptr %4, i64 %89
  %95 = load double, ptr %94, align 16, !tbaa !5
  %96 = tail call double @llvm.fmuladd.f64(double %93, double %95, double %90)
  %97 = or disjoint i64 %89, 1
  %98 = getelementptr inbounds double, ptr %66, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = getelementptr inbounds double, ptr %4, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = tail call double @llvm.fmuladd.f64(double %99, double %101, double %96)
  %103 = or disjoint i64 %89, 2
  %104 = getelementptr inbounds double, ptr %66, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = getelementptr inbounds double, ptr %4, i64 %103
  %107 = load double, ptr %106, align 16, !tbaa !5
  %108 = tail call double @llvm.fmuladd.f64(double %105, double %107, double %102)
  %109 = or disjoint i64 %89, 3
  %110 = getelementptr inbounds double, ptr %66, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = getelementptr inbounds double, ptr %4, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %113, double %108)
  %115 = add nuw nsw i64 %89, 4
  %116 = add i64 %91, 4
  %117 = icmp eq i64 %116, %49
  br i1 %117, label %67, label %88, !llvm.loop !24

118:                                              ; preds = %133, %60
  %119 = phi double [ poison, %60 ], [ %148, %133 ]
  %120 = phi i64 [ 0, %60 ], [ %150, %133 ]
  %121 = phi double [ 0.000000e+00, %60 ], [ %148, %133 ]
  br i1 %54, label %129, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds double, ptr %4, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = getelementptr inbounds double, ptr %5, i64 %120
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = tail call double @llvm.fmuladd.f64(double %124, double %126, double %121)
  %128 = fdiv double %126, %59
  store double %128, ptr %123, align 8, !tbaa !5
  br label %129

129:                                              ; preds = %122, %118, %55, %58
  %130 = phi double [ 0.000000e+00, %58 ], [ 0.000000e+00, %55 ], [ %119, %118 ], [ %127, %122 ]
  %131 = add nuw nsw i32 %56, 1
  %132 = icmp eq i32 %131, 200
  br i1 %132, label %57, label %55, !llvm.loop !25

133:                                              ; preds = %60, %133
  %134 = phi i64 [ %150, %133 ], [ 0, %60 ]
  %135 = phi double [ %148, %133 ], [ 0.000000e+00, %60 ]
  %136 = phi i64 [ %151, %133 ], [ 0, %60 ]
  %137 = getelementptr inbounds double, ptr %4, i64 %134
  %138 = load double, ptr %137, align 16, !tbaa !5
  %139 = getelementptr inbounds double, ptr %5, i64 %134
  %140 = load double, ptr %139, align 16, !tbaa !5
  %141 = tail call double @llvm.fmuladd.f64(double %138, double %140, double %135)
  %142 = fdiv double %140, %59
  store double %142, ptr %137, align 16, !tbaa !5
  %143 = or disjoint i64 %134, 1
  %144 = getelementptr inbounds double, ptr %4, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = getelementptr inbounds double, ptr %5, i64 %143
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = tail call double @llvm.fmuladd.f64(double %145, double %147, double %141)
  %149 = fdiv double %147, %59
  store double %149, ptr %144, align 8, !tbaa !5
  %150 = add nuw nsw i64 %134, 2
  %151 = add i64 %136, 2
  %152 = icmp eq i64 %151, %53
  br i1 %152, label %118, label %133, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @pascal_row_sum(i32 noundef %0) unnamed_addr #4 {
  %2 = add i32 %0, 1
  %3 = zext i32 %2 to i64
  %4 = alloca i32, i64 %3, align 16
  %5 = icmp slt i32 %0, 0
  br i1 %5, label %67, label %6

6:                                                ; preds = %1
  %7 = getelementptr i8, ptr %4, i64 -8
  br label %14

8:                                                ; preds = %32
  br i1 %5, label %67, label %9

9:                                                ; preds = %8
  %10 = and i64 %3, 7
  %11 = icmp ult i32 %2, 8
  br i1 %11, label %52, label %12

12:                                               ; preds = %9
  %13 = and i64 %3, 4294967288
  br label %69

14:                                               ; preds = %6, %32
  %15 = phi i64 [ 0, %6 ], [ %33, %32 ]
  %16 = getelementptr inbounds i32, ptr %4, i64 %15
  store i32 1, ptr %16, align 4, !tbaa !27
  %17 = icmp ugt i64 %15, 1
  br i1 %17, label %18, label %32

18:                                               ; preds = %14
  %19 = and i64 %15, 1
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = add nsw i64 %15, -1
  %23 = getelementptr i32, ptr %7, i64 %15
  %24 = load i32, ptr %23, align 4, !tbaa !27
  %25 = and i64 %22, 4294967295
  %26 = getelementptr inbounds i32, ptr %4, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !27
  %28 = add nsw i32 %27, %24
  store i32 %28, ptr %26, align 4, !tbaa !27
  br label %29

29:                                               ; preds = %21, %18
  %30 = phi i64 [ %15, %18 ], [ %22, %21 ]
  %31 = icmp eq i64 %15, 2
  br i1 %31, label %32, label %35

32:                                               ; preds = %29, %35, %14
  %33 = add nuw nsw i64 %15, 1
  %34 = icmp eq i64 %33, %3
  br i1 %34, label %8, label %14, !llvm.loop !29

35:                                               ; preds = %29, %35
  %36 = phi i64 [ %44, %35 ], [ %30, %29 ]
  %37 = add nsw i64 %36, -1
  %38 = getelementptr i32, ptr %7, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !27
  %40 = and i64 %37, 4294967295
  %41 = getelementptr inbounds i32, ptr %4, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !27
  %43 = add nsw i32 %42, %39
  store i32 %43, ptr %41, align 4, !tbaa !27
  %44 = add nsw i64 %36, -2
  %45 = getelementptr i32, ptr %7, i64 %37
  %46 = load i32, ptr %45, align 4, !tbaa !27
  %47 = and i64 %44, 4294967295
  %48 = getelementptr inbounds i32, ptr %4, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !27
  %50 = add nsw i32 %49, %46
  store i32 %50, ptr %48, align 4, !tbaa !27
  %51 = icmp sgt i64 %36, 3
  br i1 %51, label %35, label %32, !llvm.loop !30

52:                                               ; preds = %69, %9
  %53 = phi i32 [ poison, %9 ], [ %103, %69 ]
  %54 = phi i64 [ 0, %9 ], [ %104, %69 ]
  %55 = phi i32 [ 0, %9 ], [ %103, %69 ]
  %56 = icmp eq i64 %10, 0
  br i1 %56, label %67, label %57

57:                                               ; preds = %52, %57
  %58 = phi i64 [ %64, %57 ], [ %54, %52 ]
  %59 = phi i32 [ %63, %57 ], [ %55, %52 ]
  %60 = phi i64 [ %65, %57 ], [ 0, %52 ]
  %61 = getelementptr inbounds i32, ptr %4, i64 %58
  %62 = load i32, ptr %61, align 4, !tbaa !27
  %63 = add nsw i32 %62, %59
  %64 = add nuw nsw i64 %58, 1
  %65 = add i64 %60, 1
  %66 = icmp eq i64 %65, %10
  br i1 %66, label %67, label %57, !llvm.loop !31

67:                                               ; preds = %52, %57, %1, %8
  %68 = phi i32 [ 0, %8 ], [ 0, %1 ], [ %53, %52 ], [ %63, %57 ]
  ret i32 %68

69:                                               ; preds = %69, %12
  %70 = phi i64 [ 0, %12 ], [ %104, %69 ]
  %71 = phi i32 [ 0, %12 ], [ %103, %69 ]
  %72 = phi i64 [ 0, %12 ], [ %105, %69 ]
  %73 = getelementptr inbounds i32, ptr %4, i64 %70
  %74 = load i32, ptr %73, align 16, !tbaa !27
  %75 = add nsw i32 %74, %71
  %76 = or disjoint i64 %70, 1
  %77 = getelementptr inbounds i32, ptr %4, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !27
  %79 = add nsw i32 %78, %75
  %80 = or disjoint i64 %70, 2
  %81 = getelementptr inbounds i32, ptr %4, i64 %80
  %82 = load i32, ptr %81, align 8, !tbaa !27
  %83 = add nsw i32 %82, %79
  %84 = or disjoint i64 %70, 3
  %85 = getelementptr inbounds i32, ptr %4, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !27
  %87 = add nsw i32 %86, %83
  %88 = or disjoint i64 %70, 4
  %89 = getelementptr inbounds i32, ptr %4, i64 %88
  %90 = load i32, ptr %89, align 16, !tbaa !27
  %91 = add nsw i32 %90, %87
  %92 = or disjoint i64 %70, 5
  %93 = getelementptr inbounds i32, ptr %4, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !27
  %95 = add nsw i32 %94, %91
  %96 = or disjoint i64 %70, 6
  %97 = getelementptr inbounds i32, ptr %4, i64 %96
  %98 = load i32, ptr %97, align 8, !tbaa !27
  %99 = add nsw i32 %98, %95
  %100 = or disjoint i64 %70, 7
  %101 = getelementptr inbounds i32, ptr %4, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !27
  %103 = add nsw i32 %102, %99
  %104 = add nuw nsw i64 %70, 8
  %105 = add i64 %72, 8
  %106 = icmp eq i64 %105, %13
  br i1 %106, label %52, label %69, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !7, i64 0}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !21}
!32 = distinct !{!32, !10}
