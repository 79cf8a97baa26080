; ModuleID = 'c/42_vla.c'
source_filename = "c/42_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"n=%d trace(H)=%.9f trace(2H)=%.9f lambda_max=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"  sizeof(a)=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"pascal row %d sum = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"vla string: %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %274
  %2 = phi i64 [ 2, %0 ], [ %281, %274 ]
  %3 = tail call ptr @llvm.stacksave.p0()
  %4 = mul nuw nsw i64 %2, %2
  %5 = alloca double, i64 %4, align 8
  %6 = alloca double, i64 %4, align 8
  %7 = alloca double, i64 %4, align 8
  %8 = icmp eq i64 %2, 2
  %9 = icmp eq i64 %2, 4
  br label %10

10:                                               ; preds = %1, %283
  %11 = phi i64 [ 0, %1 ], [ %12, %283 ]
  %12 = add nuw nsw i64 %11, 1
  %13 = mul nuw nsw i64 %11, %2
  %14 = getelementptr inbounds double, ptr %5, i64 %13
  %15 = getelementptr inbounds double, ptr %6, i64 %13
  %16 = insertelement <2 x i64> poison, i64 %12, i64 0
  %17 = shufflevector <2 x i64> %16, <2 x i64> poison, <2 x i32> zeroinitializer
  %18 = insertelement <2 x i64> poison, i64 %11, i64 0
  %19 = shufflevector <2 x i64> %18, <2 x i64> poison, <2 x i32> zeroinitializer
  %20 = trunc <2 x i64> %17 to <2 x i32>
  %21 = add <2 x i32> %20, <i32 0, i32 1>
  %22 = uitofp <2 x i32> %21 to <2 x double>
  %23 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %22
  store <2 x double> %23, ptr %14, align 8, !tbaa !6
  %24 = icmp eq <2 x i64> %19, <i64 0, i64 1>
  %25 = select <2 x i1> %24, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> zeroinitializer
  store <2 x double> %25, ptr %15, align 8, !tbaa !6
  br i1 %8, label %283, label %26, !llvm.loop !10

26:                                               ; preds = %10
  %27 = trunc <2 x i64> %17 to <2 x i32>
  %28 = add <2 x i32> %27, <i32 2, i32 3>
  %29 = uitofp <2 x i32> %28 to <2 x double>
  %30 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %29
  %31 = getelementptr inbounds i8, ptr %14, i64 16
  store <2 x double> %30, ptr %31, align 8, !tbaa !6
  %32 = icmp eq <2 x i64> %19, <i64 2, i64 3>
  %33 = select <2 x i1> %32, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> zeroinitializer
  %34 = getelementptr inbounds i8, ptr %15, i64 16
  store <2 x double> %33, ptr %34, align 8, !tbaa !6
  br i1 %9, label %283, label %35, !llvm.loop !10

35:                                               ; preds = %26
  %36 = trunc <2 x i64> %17 to <2 x i32>
  %37 = add <2 x i32> %36, <i32 4, i32 5>
  %38 = uitofp <2 x i32> %37 to <2 x double>
  %39 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %38
  %40 = getelementptr inbounds i8, ptr %14, i64 32
  store <2 x double> %39, ptr %40, align 8, !tbaa !6
  %41 = icmp eq <2 x i64> %19, <i64 4, i64 5>
  %42 = select <2 x i1> %41, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> zeroinitializer
  %43 = getelementptr inbounds i8, ptr %15, i64 32
  store <2 x double> %42, ptr %43, align 8, !tbaa !6
  br label %283

44:                                               ; preds = %285, %56
  %45 = phi i64 [ %57, %56 ], [ 0, %285 ]
  %46 = mul nuw nsw i64 %45, %2
  %47 = getelementptr inbounds double, ptr %5, i64 %46
  %48 = getelementptr inbounds double, ptr %7, i64 %46
  %49 = load double, ptr %47, align 8, !tbaa !6
  %50 = load double, ptr %6, align 8, !tbaa !6
  %51 = tail call double @llvm.fmuladd.f64(double %49, double %50, double 0.000000e+00)
  %52 = getelementptr inbounds i8, ptr %47, i64 8
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = load double, ptr %286, align 8, !tbaa !6
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %54, double %51)
  br i1 %287, label %59, label %193, !llvm.loop !14

56:                                               ; preds = %144, %141, %86
  %57 = add nuw nsw i64 %45, 1
  %58 = icmp eq i64 %57, %2
  br i1 %58, label %211, label %44, !llvm.loop !15

59:                                               ; preds = %202, %193, %44
  %60 = phi double [ %55, %44 ], [ %201, %193 ], [ %210, %202 ]
  store double %60, ptr %48, align 8, !tbaa !6
  %61 = load double, ptr %47, align 8, !tbaa !6
  %62 = load double, ptr %297, align 8, !tbaa !6
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %62, double 0.000000e+00)
  %64 = getelementptr inbounds i8, ptr %47, i64 8
  %65 = load double, ptr %64, align 8, !tbaa !6
  %66 = load double, ptr %298, align 8, !tbaa !6
  %67 = tail call double @llvm.fmuladd.f64(double %65, double %66, double %63)
  br i1 %299, label %86, label %68, !llvm.loop !14

68:                                               ; preds = %59
  %69 = getelementptr inbounds i8, ptr %47, i64 16
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = load double, ptr %301, align 8, !tbaa !6
  %72 = tail call double @llvm.fmuladd.f64(double %70, double %71, double %67)
  %73 = getelementptr inbounds i8, ptr %47, i64 24
  %74 = load double, ptr %73, align 8, !tbaa !6
  %75 = load double, ptr %303, align 8, !tbaa !6
  %76 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %72)
  br i1 %304, label %86, label %77, !llvm.loop !14

77:                                               ; preds = %68
  %78 = getelementptr inbounds i8, ptr %47, i64 32
  %79 = load double, ptr %78, align 8, !tbaa !6
  %80 = load double, ptr %306, align 8, !tbaa !6
  %81 = tail call double @llvm.fmuladd.f64(double %79, double %80, double %76)
  %82 = getelementptr inbounds i8, ptr %47, i64 40
  %83 = load double, ptr %82, align 8, !tbaa !6
  %84 = load double, ptr %308, align 8, !tbaa !6
  %85 = tail call double @llvm.fmuladd.f64(double %83, double %84, double %81)
  br label %86

86:                                               ; preds = %77, %68, %59
  %87 = phi double [ %67, %59 ], [ %76, %68 ], [ %85, %77 ]
  %88 = getelementptr inbounds i8, ptr %48, i64 8
  store double %87, ptr %88, align 8, !tbaa !6
  br i1 %309, label %56, label %89, !llvm.loop !16

89:                                               ; preds = %86
  %90 = getelementptr inbounds i8, ptr %47, i64 16
  %91 = load double, ptr %90, align 8, !tbaa !6
  %92 = load double, ptr %312, align 8, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %47, i64 8
  %94 = load double, ptr %93, align 8, !tbaa !6
  %95 = load double, ptr %313, align 8, !tbaa !6
  %96 = load double, ptr %47, align 8, !tbaa !6
  %97 = load double, ptr %310, align 8, !tbaa !6
  %98 = tail call double @llvm.fmuladd.f64(double %96, double %97, double 0.000000e+00)
  %99 = tail call double @llvm.fmuladd.f64(double %94, double %95, double %98)
  %100 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %99)
  %101 = getelementptr inbounds i8, ptr %47, i64 24
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = load double, ptr %315, align 8, !tbaa !6
  %104 = tail call double @llvm.fmuladd.f64(double %102, double %103, double %100)
  br i1 %316, label %114, label %105, !llvm.loop !14

105:                                              ; preds = %89
  %106 = getelementptr inbounds i8, ptr %47, i64 32
  %107 = load double, ptr %106, align 8, !tbaa !6
  %108 = load double, ptr %318, align 8, !tbaa !6
  %109 = tail call double @llvm.fmuladd.f64(double %107, double %108, double %104)
  %110 = getelementptr inbounds i8, ptr %47, i64 40
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = load double, ptr %320, align 8, !tbaa !6
  %113 = tail call double @llvm.fmuladd.f64(double %111, double %112, double %109)
  br label %114

114:                                              ; preds = %105, %89
  %115 = phi double [ %104, %89 ], [ %113, %105 ]
  %116 = getelementptr inbounds i8, ptr %48, i64 16
  store double %115, ptr %116, align 8, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %47, i64 16
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = load double, ptr %323, align 8, !tbaa !6
  %120 = getelementptr inbounds i8, ptr %47, i64 8
  %121 = load double, ptr %120, align 8, !tbaa !6
  %122 = load double, ptr %324, align 8, !tbaa !6
  %123 = load double, ptr %47, align 8, !tbaa !6
  %124 = load double, ptr %321, align 8, !tbaa !6
  %125 = tail call double @llvm.fmuladd.f64(double %123, double %124, double 0.000000e+00)
  %126 = tail call double @llvm.fmuladd.f64(double %121, double %122, double %125)
  %127 = tail call double @llvm.fmuladd.f64(double %118, double %119, double %126)
  %128 = getelementptr inbounds i8, ptr %47, i64 24
  %129 = load double, ptr %128, align 8, !tbaa !6
  %130 = load double, ptr %326, align 8, !tbaa !6
  %131 = tail call double @llvm.fmuladd.f64(double %129, double %130, double %127)
  br i1 %327, label %141, label %132, !llvm.loop !14

132:                                              ; preds = %114
  %133 = getelementptr inbounds i8, ptr %47, i64 32
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = load double, ptr %329, align 8, !tbaa !6
  %136 = tail call double @llvm.fmuladd.f64(double %134, double %135, double %131)
  %137 = getelementptr inbounds i8, ptr %47, i64 40
  %138 = load double, ptr %137, align 8, !tbaa !6
  %139 = load double, ptr %331, align 8, !tbaa !6
  %140 = tail call double @llvm.fmuladd.f64(double %138, double %139, double %136)
  br label %141

141:                                              ; preds = %132, %114
  %142 = phi double [ %131, %114 ], [ %140, %132 ]
  %143 = getelementptr inbounds i8, ptr %48, i64 24
  store double %142, ptr %143, align 8, !tbaa !6
  br i1 %332, label %56, label %144, !llvm.loop !16

144:                                              ; preds = %141
  %145 = getelementptr inbounds i8, ptr %47, i64 32
  %146 = load double, ptr %145, align 8, !tbaa !6
  %147 = load double, ptr %335, align 8, !tbaa !6
  %148 = getelementptr inbounds i8, ptr %47, i64 24
  %149 = load double, ptr %148, align 8, !tbaa !6
  %150 = load double, ptr %337, align 8, !tbaa !6
  %151 = getelementptr inbounds i8, ptr %47, i64 16
  %152 = load double, ptr %151, align 8, !tbaa !6
  %153 = load double, ptr %339, align 8, !tbaa !6
  %154 = getelementptr inbounds i8, ptr %47, i64 8
  %155 = load double, ptr %154, align 8, !tbaa !6
  %156 = load double, ptr %340, align 8, !tbaa !6
  %157 = load double, ptr %47, align 8, !tbaa !6
  %158 = load double, ptr %333, align 8, !tbaa !6
  %159 = tail call double @llvm.fmuladd.f64(double %157, double %158, double 0.000000e+00)
  %160 = tail call double @llvm.fmuladd.f64(double %155, double %156, double %159)
  %161 = tail call double @llvm.fmuladd.f64(double %152, double %153, double %160)
  %162 = tail call double @llvm.fmuladd.f64(double %149, double %150, double %161)
  %163 = tail call double @llvm.fmuladd.f64(double %146, double %147, double %162)
  %164 = getelementptr inbounds i8, ptr %47, i64 40
  %165 = load double, ptr %164, align 8, !tbaa !6
  %166 = load double, ptr %342, align 8, !tbaa !6
  %167 = tail call double @llvm.fmuladd.f64(double %165, double %166, double %163)
  %168 = getelementptr inbounds i8, ptr %48, i64 32
  store double %167, ptr %168, align 8, !tbaa !6
  %169 = getelementptr inbounds i8, ptr %47, i64 32
  %170 = load double, ptr %169, align 8, !tbaa !6
  %171 = load double, ptr %345, align 8, !tbaa !6
  %172 = getelementptr inbounds i8, ptr %47, i64 24
  %173 = load double, ptr %172, align 8, !tbaa !6
  %174 = load double, ptr %347, align 8, !tbaa !6
  %175 = getelementptr inbounds i8, ptr %47, i64 16
  %176 = load double, ptr %175, align 8, !tbaa !6
  %177 = load double, ptr %349, align 8, !tbaa !6
  %178 = getelementptr inbounds i8, ptr %47, i64 8
  %179 = load double, ptr %178, align 8, !tbaa !6
  %180 = load double, ptr %350, align 8, !tbaa !6
  %181 = load double, ptr %47, align 8, !tbaa !6
  %182 = load double, ptr %343, align 8, !tbaa !6
  %183 = tail call double @llvm.fmuladd.f64(double %181, double %182, double 0.000000e+00)
  %184 = tail call double @llvm.fmuladd.f64(double %179, double %180, double %183)
  %185 = tail call double @llvm.fmuladd.f64(double %176, double %177, double %184)
  %186 = tail call double @llvm.fmuladd.f64(double %173, double %174, double %185)
  %187 = tail call double @llvm.fmuladd.f64(double %170, double %171, double %186)
  %188 = getelementptr inbounds i8, ptr %47, i64 40
  %189 = load double, ptr %188, align 8, !tbaa !6
  %190 = load double, ptr %352, align 8, !tbaa !6
  %191 = tail call double @llvm.fmuladd.f64(double %189, double %190, double %187)
  %192 = getelementptr inbounds i8, ptr %48, i64 40
  store double %191, ptr %192, align 8, !tbaa !6
  br label %56

193:                                              ; preds = %44
  %194 = getelementptr inbounds i8, ptr %47, i64 16
  %195 = load double, ptr %194, align 8, !tbaa !6
  %196 = load double, ptr %289, align 8, !tbaa !6
  %197 = tail call double @llvm.fmuladd.f64(double %195, double %196, double %55)
  %198 = getelementptr inbounds i8, ptr %47, i64 24
  %199 = load double, ptr %198, align 8, !tbaa !6
  %200 = load double, ptr %291, align 8, !tbaa !6
  %201 = tail call double @llvm.fmuladd.f64(double %199, double %200, double %197)
  br i1 %292, label %59, label %202, !llvm.loop !14

202:                                              ; preds = %193
  %203 = getelementptr inbounds i8, ptr %47, i64 32
  %204 = load double, ptr %203, align 8, !tbaa !6
  %205 = load double, ptr %294, align 8, !tbaa !6
  %206 = tail call double @llvm.fmuladd.f64(double %204, double %205, double %201)
  %207 = getelementptr inbounds i8, ptr %47, i64 40
  %208 = load double, ptr %207, align 8, !tbaa !6
  %209 = load double, ptr %296, align 8, !tbaa !6
  %210 = tail call double @llvm.fmuladd.f64(double %208, double %209, double %206)
  br label %59

211:                                              ; preds = %56
  %212 = load double, ptr %5, align 8, !tbaa !6
  %213 = fadd double %212, 0.000000e+00
  %214 = getelementptr inbounds double, ptr %5, i64 %2
  %215 = getelementptr inbounds i8, ptr %214, i64 8
  %216 = load double, ptr %215, align 8, !tbaa !6
  %217 = fadd double %213, %216
  %218 = icmp eq i64 %2, 2
  br i1 %218, label %242, label %219, !llvm.loop !17

219:                                              ; preds = %211
  %220 = shl nsw i64 %2, 4
  %221 = getelementptr inbounds i8, ptr %5, i64 %220
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load double, ptr %222, align 8, !tbaa !6
  %224 = fadd double %217, %223
  %225 = mul i64 %2, 24
  %226 = getelementptr inbounds i8, ptr %5, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 24
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = fadd double %224, %228
  %230 = icmp eq i64 %2, 4
  br i1 %230, label %242, label %231, !llvm.loop !17

231:                                              ; preds = %219
  %232 = shl nsw i64 %2, 5
  %233 = getelementptr inbounds i8, ptr %5, i64 %232
  %234 = getelementptr inbounds i8, ptr %233, i64 32
  %235 = load double, ptr %234, align 8, !tbaa !6
  %236 = fadd double %229, %235
  %237 = mul i64 %2, 40
  %238 = getelementptr inbounds i8, ptr %5, i64 %237
  %239 = getelementptr inbounds i8, ptr %238, i64 40
  %240 = load double, ptr %239, align 8, !tbaa !6
  %241 = fadd double %236, %240
  br label %242

242:                                              ; preds = %211, %219, %231
  %243 = phi double [ %217, %211 ], [ %229, %219 ], [ %241, %231 ]
  %244 = load double, ptr %7, align 8, !tbaa !6
  %245 = fadd double %244, 0.000000e+00
  %246 = getelementptr inbounds double, ptr %7, i64 %2
  %247 = getelementptr inbounds i8, ptr %246, i64 8
  %248 = load double, ptr %247, align 8, !tbaa !6
  %249 = fadd double %245, %248
  %250 = icmp eq i64 %2, 2
  br i1 %250, label %274, label %251, !llvm.loop !17

251:                                              ; preds = %242
  %252 = shl nsw i64 %2, 4
  %253 = getelementptr inbounds i8, ptr %7, i64 %252
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load double, ptr %254, align 8, !tbaa !6
  %256 = fadd double %249, %255
  %257 = mul i64 %2, 24
  %258 = getelementptr inbounds i8, ptr %7, i64 %257
  %259 = getelementptr inbounds i8, ptr %258, i64 24
  %260 = load double, ptr %259, align 8, !tbaa !6
  %261 = fadd double %256, %260
  %262 = icmp eq i64 %2, 4
  br i1 %262, label %274, label %263, !llvm.loop !17

263:                                              ; preds = %251
  %264 = shl nsw i64 %2, 5
  %265 = getelementptr inbounds i8, ptr %7, i64 %264
  %266 = getelementptr inbounds i8, ptr %265, i64 32
  %267 = load double, ptr %266, align 8, !tbaa !6
  %268 = fadd double %261, %267
  %269 = mul i64 %2, 40
  %270 = getelementptr inbounds i8, ptr %7, i64 %269
  %271 = getelementptr inbounds i8, ptr %270, i64 40
  %272 = load double, ptr %271, align 8, !tbaa !6
  %273 = fadd double %268, %272
  br label %274

274:                                              ; preds = %263, %251, %242
  %275 = phi double [ %249, %242 ], [ %261, %251 ], [ %273, %263 ]
  %276 = trunc nuw nsw i64 %2 to i32
  %277 = call fastcc double @power_iteration(i32 noundef %276, ptr noundef nonnull %5)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %276, double noundef %243, double noundef %275, double noundef %277)
  %279 = shl nuw nsw i64 %4, 3
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %279)
  tail call void @llvm.stackrestore.p0(ptr %3)
  %281 = add nuw nsw i64 %2, 2
  %282 = icmp ult i64 %2, 5
  br i1 %282, label %1, label %357, !llvm.loop !18

283:                                              ; preds = %35, %26, %10
  %284 = icmp eq i64 %12, %2
  br i1 %284, label %285, label %10, !llvm.loop !19

285:                                              ; preds = %283
  %286 = getelementptr inbounds double, ptr %6, i64 %2
  %287 = icmp eq i64 %2, 2
  %288 = shl nsw i64 %2, 4
  %289 = getelementptr inbounds i8, ptr %6, i64 %288
  %290 = mul i64 %2, 24
  %291 = getelementptr inbounds i8, ptr %6, i64 %290
  %292 = icmp eq i64 %2, 4
  %293 = shl nsw i64 %2, 5
  %294 = getelementptr inbounds i8, ptr %6, i64 %293
  %295 = mul i64 %2, 40
  %296 = getelementptr inbounds i8, ptr %6, i64 %295
  %297 = getelementptr inbounds i8, ptr %6, i64 8
  %298 = getelementptr inbounds double, ptr %297, i64 %2
  %299 = icmp eq i64 %2, 2
  %300 = shl nsw i64 %2, 4
  %301 = getelementptr inbounds i8, ptr %297, i64 %300
  %302 = mul i64 %2, 24
  %303 = getelementptr inbounds i8, ptr %297, i64 %302
  %304 = icmp eq i64 %2, 4
  %305 = shl nsw i64 %2, 5
  %306 = getelementptr inbounds i8, ptr %297, i64 %305
  %307 = mul i64 %2, 40
  %308 = getelementptr inbounds i8, ptr %297, i64 %307
  %309 = icmp eq i64 %2, 2
  %310 = getelementptr inbounds i8, ptr %6, i64 16
  %311 = shl nsw i64 %2, 4
  %312 = getelementptr inbounds i8, ptr %310, i64 %311
  %313 = getelementptr inbounds double, ptr %310, i64 %2
  %314 = mul i64 %2, 24
  %315 = getelementptr inbounds i8, ptr %310, i64 %314
  %316 = icmp eq i64 %2, 4
  %317 = shl nsw i64 %2, 5
  %318 = getelementptr inbounds i8, ptr %310, i64 %317
  %319 = mul i64 %2, 40
  %320 = getelementptr inbounds i8, ptr %310, i64 %319
  %321 = getelementptr inbounds i8, ptr %6, i64 24
  %322 = shl nsw i64 %2, 4
  %323 = getelementptr inbounds i8, ptr %321, i64 %322
  %324 = getelementptr inbounds double, ptr %321, i64 %2
  %325 = mul i64 %2, 24
  %326 = getelementptr inbounds i8, ptr %321, i64 %325
  %327 = icmp eq i64 %2, 4
  %328 = shl nsw i64 %2, 5
  %329 = getelementptr inbounds i8, ptr %321, i64 %328
  %330 = mul i64 %2, 40
  %331 = getelementptr inbounds i8, ptr %321, i64 %330
  %332 = icmp eq i64 %2, 4
  %333 = getelementptr inbounds i8, ptr %6, i64 32
  %334 = shl nsw i64 %2, 5
  %335 = getelementptr inbounds i8, ptr %333, i64 %334
  %336 = mul i64 %2, 24
  %337 = getelementptr inbounds i8, ptr %333, i64 %336
  %338 = shl nsw i64 %2, 4
  %339 = getelementptr inbounds i8, ptr %333, i64 %338
  %340 = getelementptr inbounds double, ptr %333, i64 %2
  %341 = mul i64 %2, 40
  %342 = getelementptr inbounds i8, ptr %333, i64 %341
  %343 = getelementptr inbounds i8, ptr %6, i64 40
  %344 = shl nsw i64 %2, 5
  %345 = getelementptr inbounds i8, ptr %343, i64 %344
  %346 = mul i64 %2, 24
  %347 = getelementptr inbounds i8, ptr %343, i64 %346
  %348 = shl nsw i64 %2, 4
  %349 = getelementptr inbounds i8, ptr %343, i64 %348
  %350 = getelementptr inbounds double, ptr %343, i64 %2
  %351 = mul i64 %2, 40
  %352 = getelementptr inbounds i8, ptr %343, i64 %351
  br label %44

353:                                              ; preds = %357
  %354 = alloca [12 x i8], align 8
  store <8 x i8> <i8 97, i8 104, i8 111, i8 118, i8 99, i8 106, i8 113, i8 120>, ptr %354, align 8, !tbaa !20
  %355 = getelementptr inbounds i8, ptr %354, i64 8
  store <4 x i8> <i8 101, i8 108, i8 115, i8 0>, ptr %355, align 8, !tbaa !20
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %354)
  ret i32 0

357:                                              ; preds = %274, %357
  %358 = phi i32 [ %361, %357 ], [ 1, %274 ]
  %359 = tail call fastcc i32 @pascal_row_sum(i32 noundef %358)
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %358, i32 noundef %359)
  %361 = add nuw nsw i32 %358, 6
  %362 = icmp ult i32 %358, 15
  br i1 %362, label %357, label %353, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @power_iteration(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = alloca double, i64 %3, align 8
  %5 = alloca double, i64 %3, align 8
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %2
  %8 = uitofp nneg i32 %0 to double
  br label %9

9:                                                ; preds = %7, %9
  %10 = phi i64 [ 0, %7 ], [ %14, %9 ]
  %11 = tail call double @sqrt(double noundef %8) #8
  %12 = fdiv double 1.000000e+00, %11
  %13 = getelementptr inbounds double, ptr %4, i64 %10
  store double %12, ptr %13, align 8, !tbaa !6
  %14 = add nuw nsw i64 %10, 1
  %15 = icmp eq i64 %14, %3
  br i1 %15, label %16, label %9, !llvm.loop !22

16:                                               ; preds = %9, %2
  %17 = icmp ult i32 %0, 4
  %18 = and i64 %3, 2147483644
  %19 = icmp eq i64 %18, %3
  %20 = icmp ult i32 %0, 4
  %21 = and i64 %3, 2147483644
  %22 = icmp eq i64 %21, %3
  br label %23

23:                                               ; preds = %16, %97
  %24 = phi i32 [ %99, %97 ], [ 0, %16 ]
  br i1 %6, label %55, label %97

25:                                               ; preds = %97
  ret double %98

26:                                               ; preds = %82
  %27 = tail call double @sqrt(double noundef %84) #8
  br i1 %6, label %28, label %97

28:                                               ; preds = %26
  br i1 %20, label %29, label %32

29:                                               ; preds = %54, %28
  %30 = phi i64 [ 0, %28 ], [ %21, %54 ]
  %31 = phi double [ 0.000000e+00, %28 ], [ %51, %54 ]
  br label %101

32:                                               ; preds = %28
  %33 = insertelement <2 x double> poison, double %27, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i64 [ 0, %32 ], [ %52, %35 ]
  %37 = phi double [ 0.000000e+00, %32 ], [ %51, %35 ]
  %38 = getelementptr inbounds double, ptr %4, i64 %36
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !6
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !6
  %42 = getelementptr inbounds double, ptr %5, i64 %36
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !6
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !6
  %46 = fmul <2 x double> %40, %44
  %47 = fmul <2 x double> %41, %45
  %48 = fdiv <2 x double> %44, %34
  %49 = fdiv <2 x double> %45, %34
  store <2 x double> %48, ptr %38, align 8, !tbaa !6
  store <2 x double> %49, ptr %39, align 8, !tbaa !6
  %50 = tail call double @llvm.vector.reduce.fadd.v2f64(double %37, <2 x double> %46)
  %51 = tail call double @llvm.vector.reduce.fadd.v2f64(double %50, <2 x double> %47)
  %52 = add nuw i64 %36, 4
  %53 = icmp eq i64 %52, %21
  br i1 %53, label %54, label %35, !llvm.loop !23

54:                                               ; preds = %35
  br i1 %22, label %97, label %29

55:                                               ; preds = %23, %82
  %56 = phi i64 [ %85, %82 ], [ 0, %23 ]
  %57 = phi double [ %84, %82 ], [ 0.000000e+00, %23 ]
  %58 = getelementptr inbounds double, ptr %5, i64 %56
  %59 = mul nuw nsw i64 %56, %3
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  br i1 %17, label %61, label %64

61:                                               ; preds = %81, %55
  %62 = phi i64 [ 0, %55 ], [ %18, %81 ]
  %63 = phi double [ 0.000000e+00, %55 ], [ %78, %81 ]
  br label %87

64:                                               ; preds = %55, %64
  %65 = phi i64 [ %79, %64 ], [ 0, %55 ]
  %66 = phi double [ %78, %64 ], [ 0.000000e+00, %55 ]
  %67 = getelementptr inbounds double, ptr %60, i64 %65
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !6
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !6
  %71 = getelementptr inbounds double, ptr %4, i64 %65
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !6
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !6
  %75 = fmul <2 x double> %69, %73
  %76 = fmul <2 x double> %70, %74
  %77 = tail call double @llvm.vector.reduce.fadd.v2f64(double %66, <2 x double> %75)
  %78 = tail call double @llvm.vector.reduce.fadd.v2f64(double %77, <2 x double> %76)
  %79 = add nuw i64 %65, 4
  %80 = icmp eq i64 %79, %18
  br i1 %80, label %81, label %64, !llvm.loop !24

81:                                               ; preds = %64
  br i1 %19, label %82, label %61

82:                                               ; preds = %87, %81
  %83 = phi double [ %78, %81 ], [ %94, %87 ]
  store double %83, ptr %58, align 8, !tbaa !6
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %83, double %57)
  %85 = add nuw nsw i64 %56, 1
  %86 = icmp eq i64 %85, %3
  br i1 %86, label %26, label %55, !llvm.loop !25

87:                                               ; preds = %61, %87
  %88 = phi i64 [ %95, %87 ], [ %62, %61 ]
  %89 = phi double [ %94, %87 ], [ %63, %61 ]
  %90 = getelementptr inbounds double, ptr %60, i64 %88
  %91 = load double, ptr %90, align 8, !tbaa !6
  %92 = getelementptr inbounds double, ptr %4, i64 %88
  %93 = load double, ptr %92, align 8, !tbaa !6
  %94 = tail call double @llvm.fmuladd.f64(double %91, double %93, double %89)
  %95 = add nuw nsw i64 %88, 1
  %96 = icmp eq i64 %95, %3
  br i1 %96, label %82, label %87, !llvm.loop !26

97:                                               ; preds = %101, %54, %23, %26
  %98 = phi double [ 0.000000e+00, %26 ], [ 0.000000e+00, %23 ], [ %51, %54 ], [ %108, %101 ]
  %99 = add nuw nsw i32 %24, 1
  %100 = icmp eq i32 %99, 200
  br i1 %100, label %25, label %23, !llvm.loop !27

101:                                              ; preds = %29, %101
  %102 = phi i64 [ %110, %101 ], [ %30, %29 ]
  %103 = phi double [ %108, %101 ], [ %31, %29 ]
  %104 = getelementptr inbounds double, ptr %4, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = getelementptr inbounds double, ptr %5, i64 %102
  %107 = load double, ptr %106, align 8, !tbaa !6
  %108 = tail call double @llvm.fmuladd.f64(double %105, double %107, double %103)
  %109 = fdiv double %107, %27
  store double %109, ptr %104, align 8, !tbaa !6
  %110 = add nuw nsw i64 %102, 1
  %111 = icmp eq i64 %110, %3
  br i1 %111, label %97, label %101, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @pascal_row_sum(i32 noundef %0) unnamed_addr #4 {
  %2 = add i32 %0, 1
  %3 = zext i32 %2 to i64
  %4 = alloca i32, i64 %3, align 4
  %5 = icmp slt i32 %0, 0
  br i1 %5, label %115, label %6

6:                                                ; preds = %1
  %7 = getelementptr i8, ptr %4, i64 -8
  %8 = getelementptr i8, ptr %4, i64 4
  %9 = getelementptr i8, ptr %4, i64 -4
  %10 = getelementptr i8, ptr %4, i64 -8
  br label %35

11:                                               ; preds = %102
  br i1 %5, label %115, label %12

12:                                               ; preds = %11
  %13 = icmp ult i32 %2, 8
  br i1 %13, label %14, label %17

14:                                               ; preds = %31, %12
  %15 = phi i64 [ 0, %12 ], [ %18, %31 ]
  %16 = phi i32 [ 0, %12 ], [ %33, %31 ]
  br label %117

17:                                               ; preds = %12
  %18 = and i64 %3, 4294967288
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %29, %19 ]
  %21 = phi <4 x i32> [ zeroinitializer, %17 ], [ %27, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %17 ], [ %28, %19 ]
  %23 = getelementptr inbounds i32, ptr %4, i64 %20
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !29
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !29
  %27 = add <4 x i32> %25, %21
  %28 = add <4 x i32> %26, %22
  %29 = add nuw i64 %20, 8
  %30 = icmp eq i64 %29, %18
  br i1 %30, label %31, label %19, !llvm.loop !31

31:                                               ; preds = %19
  %32 = add <4 x i32> %28, %27
  %33 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = icmp eq i64 %18, %3
  br i1 %34, label %115, label %14

35:                                               ; preds = %6, %102
  %36 = phi i64 [ 0, %6 ], [ %103, %102 ]
  %37 = add nsw i64 %36, -1
  %38 = shl i64 %36, 2
  %39 = sub i64 8, %38
  %40 = getelementptr i8, ptr %4, i64 %39
  %41 = shl i64 %36, 2
  %42 = add i64 %41, 17179869180
  %43 = and i64 %42, 17179869180
  %44 = getelementptr i8, ptr %40, i64 %43
  %45 = getelementptr i8, ptr %8, i64 %43
  %46 = shl nuw nsw i64 %36, 2
  %47 = getelementptr i8, ptr %9, i64 %46
  %48 = add nsw i64 %36, -2
  %49 = trunc i64 %36 to i32
  %50 = add i32 %49, -1
  %51 = zext i32 %50 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = getelementptr i8, ptr %4, i64 %52
  %54 = shl nuw nsw i64 %36, 2
  %55 = getelementptr i8, ptr %10, i64 %54
  %56 = getelementptr inbounds i32, ptr %4, i64 %36
  store i32 1, ptr %56, align 4, !tbaa !29
  %57 = icmp ugt i64 %36, 1
  br i1 %57, label %58, label %102

58:                                               ; preds = %35
  %59 = icmp ult i64 %36, 25
  br i1 %59, label %60, label %62

60:                                               ; preds = %100, %74, %62, %58
  %61 = phi i64 [ %36, %74 ], [ %36, %62 ], [ %36, %58 ], [ %80, %100 ]
  br label %105

62:                                               ; preds = %58
  %63 = icmp eq i32 %50, 0
  %64 = icmp ugt i64 %48, 4294967295
  %65 = or i1 %63, %64
  %66 = mul i64 %48, -4
  %67 = getelementptr i8, ptr %53, i64 %66
  %68 = icmp ugt ptr %67, %53
  %69 = mul i64 %48, -4
  %70 = getelementptr i8, ptr %55, i64 %69
  %71 = icmp ugt ptr %70, %55
  %72 = or i1 %68, %65
  %73 = or i1 %71, %72
  br i1 %73, label %60, label %74

74:                                               ; preds = %62
  %75 = icmp ult ptr %44, %47
  %76 = icmp ult ptr %4, %45
  %77 = and i1 %75, %76
  br i1 %77, label %60, label %78

78:                                               ; preds = %74
  %79 = and i64 %37, -8
  %80 = sub i64 %36, %79
  br label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ 0, %78 ], [ %98, %81 ]
  %83 = sub i64 %36, %82
  %84 = add i64 %83, 4294967295
  %85 = getelementptr i32, ptr %7, i64 %83
  %86 = getelementptr i8, ptr %85, i64 -12
  %87 = getelementptr i8, ptr %85, i64 -28
  %88 = load <4 x i32>, ptr %86, align 4, !tbaa !29, !alias.scope !32
  %89 = load <4 x i32>, ptr %87, align 4, !tbaa !29, !alias.scope !32
  %90 = and i64 %84, 4294967295
  %91 = getelementptr inbounds i32, ptr %4, i64 %90
  %92 = getelementptr inbounds i8, ptr %91, i64 -12
  %93 = getelementptr inbounds i8, ptr %91, i64 -28
  %94 = load <4 x i32>, ptr %92, align 4, !tbaa !29, !alias.scope !35, !noalias !32
  %95 = load <4 x i32>, ptr %93, align 4, !tbaa !29, !alias.scope !35, !noalias !32
  %96 = add nsw <4 x i32> %94, %88
  %97 = add nsw <4 x i32> %95, %89
  store <4 x i32> %96, ptr %92, align 4, !tbaa !29, !alias.scope !35, !noalias !32
  store <4 x i32> %97, ptr %93, align 4, !tbaa !29, !alias.scope !35, !noalias !32
  %98 = add nuw i64 %82, 8
  %99 = icmp eq i64 %98, %79
  br i1 %99, label %100, label %81, !llvm.loop !37

100:                                              ; preds = %81
  %101 = icmp eq i64 %37, %79
  br i1 %101, label %102, label %60

102:                                              ; preds = %105, %100, %35
  %103 = add nuw nsw i64 %36, 1
  %104 = icmp eq i64 %103, %3
  br i1 %104, label %11, label %35, !llvm.loop !38

105:                                              ; preds = %60, %105
  %106 = phi i64 [ %107, %105 ], [ %61, %60 ]
  %107 = add nsw i64 %106, -1
  %108 = getelementptr i32, ptr %7, i64 %106
  %109 = load i32, ptr %108, align 4, !tbaa !29
  %110 = and i64 %107, 4294967295
  %111 = getelementptr inbounds i32, ptr %4, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !29
  %113 = add nsw i32 %112, %109
  store i32 %113, ptr %111, align 4, !tbaa !29
  %114 = icmp sgt i64 %106, 2
  br i1 %114, label %105, label %102, !llvm.loop !39

115:                                              ; preds = %117, %31, %1, %11
  %116 = phi i32 [ 0, %11 ], [ 0, %1 ], [ %33, %31 ], [ %122, %117 ]
  ret i32 %116

117:                                              ; preds = %14, %117
  %118 = phi i64 [ %123, %117 ], [ %15, %14 ]
  %119 = phi i32 [ %122, %117 ], [ %16, %14 ]
  %120 = getelementptr inbounds i32, ptr %4, i64 %118
  %121 = load i32, ptr %120, align 4, !tbaa !29
  %122 = add nsw i32 %121, %119
  %123 = add nuw nsw i64 %118, 1
  %124 = icmp eq i64 %123, %3
  br i1 %124, label %115, label %117, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11, !12, !13}
!24 = distinct !{!24, !11, !12, !13}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !13, !12}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11, !13, !12}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !8, i64 0}
!31 = distinct !{!31, !11, !12, !13}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !11, !12, !13}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11, !12}
!40 = distinct !{!40, !11, !13, !12}
