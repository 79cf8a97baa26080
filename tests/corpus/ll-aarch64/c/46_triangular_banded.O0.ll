; ModuleID = 'c/46_triangular_banded.c'
source_filename = "c/46_triangular_banded.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"L x = b:\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"unit-L y[N-1] = %.8f\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"U x = b:\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"L*inv(L)=I err<1e-13: %d, inv[N-1][0]=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"band*b:\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c" %.5f\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"eig %d: %.9f exact %.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x [9 x double]], align 8
  %3 = alloca [9 x [9 x double]], align 8
  %4 = alloca [9 x [9 x double]], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x double], align 8
  %8 = alloca [9 x double], align 8
  %9 = alloca [9 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca [4 x [9 x double]], align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [9 x double], align 8
  %23 = alloca [8 x double], align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 648, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 648, i1 false)
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %89, %0
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 9
  br i1 %32, label %33, label %92

33:                                               ; preds = %30
  store i32 0, ptr %6, align 4
  br label %34

34:                                               ; preds = %85, %33
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %5, align 4
  %37 = icmp sle i32 %35, %36
  br i1 %37, label %38, label %88

38:                                               ; preds = %34
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = load i32, ptr %5, align 4
  %44 = sitofp i32 %43 to double
  %45 = call double @llvm.fmuladd.f64(double %44, double 1.000000e-01, double 2.000000e+00)
  br label %54

46:                                               ; preds = %38
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 %47, 9
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %48, %49
  %51 = sitofp i32 %50 to double
  %52 = call double @cos(double noundef %51) #5
  %53 = fmul double 3.000000e-01, %52
  br label %54

54:                                               ; preds = %46, %42
  %55 = phi double [ %45, %42 ], [ %53, %46 ]
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 %57
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %60
  store double %55, ptr %61, align 8
  %62 = load i32, ptr %5, align 4
  %63 = load i32, ptr %6, align 4
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %69

65:                                               ; preds = %54
  %66 = load i32, ptr %5, align 4
  %67 = sitofp i32 %66 to double
  %68 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %67, double 1.500000e+00)
  br label %77

69:                                               ; preds = %54
  %70 = load i32, ptr %5, align 4
  %71 = load i32, ptr %6, align 4
  %72 = mul nsw i32 2, %71
  %73 = add nsw i32 %70, %72
  %74 = sitofp i32 %73 to double
  %75 = call double @sin(double noundef %74) #5
  %76 = fmul double 2.000000e-01, %75
  br label %77

77:                                               ; preds = %69, %65
  %78 = phi double [ %68, %65 ], [ %76, %69 ]
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 %80
  %82 = load i32, ptr %5, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [9 x double], ptr %81, i64 0, i64 %83
  store double %78, ptr %84, align 8
  br label %85

85:                                               ; preds = %77
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %34, !llvm.loop !6

88:                                               ; preds = %34
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %5, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %5, align 4
  br label %30, !llvm.loop !8

92:                                               ; preds = %30
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %103, %92
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 9
  br i1 %95, label %96, label %106

96:                                               ; preds = %93
  %97 = load i32, ptr %10, align 4
  %98 = sitofp i32 %97 to double
  %99 = fadd double %98, 1.000000e+00
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %101
  store double %99, ptr %102, align 8
  br label %103

103:                                              ; preds = %96
  %104 = load i32, ptr %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %10, align 4
  br label %93, !llvm.loop !9

106:                                              ; preds = %93
  %107 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 0
  %108 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %109 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  call void @trsv_lower(ptr noundef %107, ptr noundef %108, ptr noundef %109, i32 noundef 0)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %11, align 4
  br label %111

111:                                              ; preds = %120, %106
  %112 = load i32, ptr %11, align 4
  %113 = icmp slt i32 %112, 9
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = load i32, ptr %11, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %118)
  br label %120

120:                                              ; preds = %114
  %121 = load i32, ptr %11, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %11, align 4
  br label %111, !llvm.loop !10

123:                                              ; preds = %111
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %125 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 0
  %126 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %127 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  call void @trsv_lower(ptr noundef %125, ptr noundef %126, ptr noundef %127, i32 noundef 1)
  %128 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 8
  %129 = load double, ptr %128, align 8
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %129)
  %131 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 0
  %132 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %133 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  call void @trsv_upper(ptr noundef %131, ptr noundef %132, ptr noundef %133)
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %12, align 4
  br label %135

135:                                              ; preds = %144, %123
  %136 = load i32, ptr %12, align 4
  %137 = icmp slt i32 %136, 9
  br i1 %137, label %138, label %147

138:                                              ; preds = %135
  %139 = load i32, ptr %12, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %140
  %142 = load double, ptr %141, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %142)
  br label %144

144:                                              ; preds = %138
  %145 = load i32, ptr %12, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %12, align 4
  br label %135, !llvm.loop !11

147:                                              ; preds = %135
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %149 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 0
  %150 = getelementptr inbounds [9 x [9 x double]], ptr %4, i64 0, i64 0
  call void @tri_inverse_lower(ptr noundef %149, ptr noundef %150)
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %151

151:                                              ; preds = %197, %147
  %152 = load i32, ptr %14, align 4
  %153 = icmp slt i32 %152, 9
  br i1 %153, label %154, label %200

154:                                              ; preds = %151
  store i32 0, ptr %15, align 4
  br label %155

155:                                              ; preds = %193, %154
  %156 = load i32, ptr %15, align 4
  %157 = icmp slt i32 %156, 9
  br i1 %157, label %158, label %196

158:                                              ; preds = %155
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %159

159:                                              ; preds = %179, %158
  %160 = load i32, ptr %17, align 4
  %161 = icmp slt i32 %160, 9
  br i1 %161, label %162, label %182

162:                                              ; preds = %159
  %163 = load i32, ptr %14, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 %164
  %166 = load i32, ptr %17, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [9 x double], ptr %165, i64 0, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = load i32, ptr %17, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [9 x [9 x double]], ptr %4, i64 0, i64 %171
  %173 = load i32, ptr %15, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [9 x double], ptr %172, i64 0, i64 %174
  %176 = load double, ptr %175, align 8
  %177 = load double, ptr %16, align 8
  %178 = call double @llvm.fmuladd.f64(double %169, double %176, double %177)
  store double %178, ptr %16, align 8
  br label %179

179:                                              ; preds = %162
  %180 = load i32, ptr %17, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %17, align 4
  br label %159, !llvm.loop !12

182:                                              ; preds = %159
  %183 = load double, ptr %13, align 8
  %184 = load double, ptr %16, align 8
  %185 = load i32, ptr %14, align 4
  %186 = load i32, ptr %15, align 4
  %187 = icmp eq i32 %185, %186
  %188 = zext i1 %187 to i32
  %189 = sitofp i32 %188 to double
  %190 = fsub double %184, %189
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = call double @llvm.maxnum.f64(double %183, double %191)
  store double %192, ptr %13, align 8
  br label %193

193:                                              ; preds = %182
  %194 = load i32, ptr %15, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %15, align 4
  br label %155, !llvm.loop !13

196:                                              ; preds = %155
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %14, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %14, align 4
  br label %151, !llvm.loop !14

200:                                              ; preds = %151
  %201 = load double, ptr %13, align 8
  %202 = fcmp olt double %201, 1.000000e-13
  %203 = zext i1 %202 to i32
  %204 = getelementptr inbounds [9 x [9 x double]], ptr %4, i64 0, i64 8
  %205 = getelementptr inbounds [9 x double], ptr %204, i64 0, i64 0
  %206 = load double, ptr %205, align 8
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %203, double noundef %206)
  store i32 0, ptr %19, align 4
  br label %208

208:                                              ; preds = %236, %200
  %209 = load i32, ptr %19, align 4
  %210 = icmp slt i32 %209, 4
  br i1 %210, label %211, label %239

211:                                              ; preds = %208
  store i32 0, ptr %20, align 4
  br label %212

212:                                              ; preds = %232, %211
  %213 = load i32, ptr %20, align 4
  %214 = icmp slt i32 %213, 9
  br i1 %214, label %215, label %235

215:                                              ; preds = %212
  %216 = load i32, ptr %19, align 4
  %217 = icmp eq i32 %216, 1
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  br label %224

219:                                              ; preds = %215
  %220 = load i32, ptr %19, align 4
  %221 = add nsw i32 %220, 1
  %222 = sitofp i32 %221 to double
  %223 = fdiv double -1.000000e+00, %222
  br label %224

224:                                              ; preds = %219, %218
  %225 = phi double [ 4.000000e+00, %218 ], [ %223, %219 ]
  %226 = load i32, ptr %19, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [4 x [9 x double]], ptr %18, i64 0, i64 %227
  %229 = load i32, ptr %20, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [9 x double], ptr %228, i64 0, i64 %230
  store double %225, ptr %231, align 8
  br label %232

232:                                              ; preds = %224
  %233 = load i32, ptr %20, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %20, align 4
  br label %212, !llvm.loop !15

235:                                              ; preds = %212
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %19, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %19, align 4
  br label %208, !llvm.loop !16

239:                                              ; preds = %208
  %240 = getelementptr inbounds [4 x [9 x double]], ptr %18, i64 0, i64 0
  %241 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %242 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  call void @gbmv(ptr noundef %240, ptr noundef %241, ptr noundef %242)
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store i32 0, ptr %21, align 4
  br label %244

244:                                              ; preds = %253, %239
  %245 = load i32, ptr %21, align 4
  %246 = icmp slt i32 %245, 9
  br i1 %246, label %247, label %256

247:                                              ; preds = %244
  %248 = load i32, ptr %21, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %249
  %251 = load double, ptr %250, align 8
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %251)
  br label %253

253:                                              ; preds = %247
  %254 = load i32, ptr %21, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %21, align 4
  br label %244, !llvm.loop !17

256:                                              ; preds = %244
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %24, align 4
  br label %258

258:                                              ; preds = %265, %256
  %259 = load i32, ptr %24, align 4
  %260 = icmp slt i32 %259, 9
  br i1 %260, label %261, label %268

261:                                              ; preds = %258
  %262 = load i32, ptr %24, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 %263
  store double 2.000000e+00, ptr %264, align 8
  br label %265

265:                                              ; preds = %261
  %266 = load i32, ptr %24, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %24, align 4
  br label %258, !llvm.loop !18

268:                                              ; preds = %258
  store i32 0, ptr %25, align 4
  br label %269

269:                                              ; preds = %276, %268
  %270 = load i32, ptr %25, align 4
  %271 = icmp slt i32 %270, 8
  br i1 %271, label %272, label %279

272:                                              ; preds = %269
  %273 = load i32, ptr %25, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [8 x double], ptr %23, i64 0, i64 %274
  store double -1.000000e+00, ptr %275, align 8
  br label %276

276:                                              ; preds = %272
  %277 = load i32, ptr %25, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %25, align 4
  br label %269, !llvm.loop !19

279:                                              ; preds = %269
  store i32 0, ptr %26, align 4
  br label %280

280:                                              ; preds = %319, %279
  %281 = load i32, ptr %26, align 4
  %282 = icmp slt i32 %281, 9
  br i1 %282, label %283, label %322

283:                                              ; preds = %280
  store double 0.000000e+00, ptr %27, align 8
  store double 4.000000e+00, ptr %28, align 8
  br label %284

284:                                              ; preds = %304, %283
  %285 = load double, ptr %28, align 8
  %286 = load double, ptr %27, align 8
  %287 = fsub double %285, %286
  %288 = fcmp ogt double %287, 0x3D719799812DEA11
  br i1 %288, label %289, label %305

289:                                              ; preds = %284
  %290 = load double, ptr %27, align 8
  %291 = load double, ptr %28, align 8
  %292 = fadd double %290, %291
  %293 = fmul double 5.000000e-01, %292
  store double %293, ptr %29, align 8
  %294 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 0
  %295 = getelementptr inbounds [8 x double], ptr %23, i64 0, i64 0
  %296 = load double, ptr %29, align 8
  %297 = call i32 @sturm_count(ptr noundef %294, ptr noundef %295, i32 noundef 9, double noundef %296)
  %298 = load i32, ptr %26, align 4
  %299 = icmp sgt i32 %297, %298
  br i1 %299, label %300, label %302

300:                                              ; preds = %289
  %301 = load double, ptr %29, align 8
  store double %301, ptr %28, align 8
  br label %304

302:                                              ; preds = %289
  %303 = load double, ptr %29, align 8
  store double %303, ptr %27, align 8
  br label %304

304:                                              ; preds = %302, %300
  br label %284, !llvm.loop !20

305:                                              ; preds = %284
  %306 = load i32, ptr %26, align 4
  %307 = load double, ptr %27, align 8
  %308 = load double, ptr %28, align 8
  %309 = fadd double %307, %308
  %310 = fmul double 5.000000e-01, %309
  %311 = load i32, ptr %26, align 4
  %312 = add nsw i32 %311, 1
  %313 = sitofp i32 %312 to double
  %314 = fmul double %313, 0x400921FB54442D18
  %315 = fdiv double %314, 1.000000e+01
  %316 = call double @cos(double noundef %315) #5
  %317 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %316, double 2.000000e+00)
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %306, double noundef %310, double noundef %317)
  br label %319

319:                                              ; preds = %305
  %320 = load i32, ptr %26, align 4
  %321 = add nsw i32 %320, 2
  store i32 %321, ptr %26, align 4
  br label %280, !llvm.loop !21

322:                                              ; preds = %280
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @trsv_lower(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %67, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 9
  br i1 %14, label %15, label %70

15:                                               ; preds = %12
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  store double %20, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %21

21:                                               ; preds = %42, %15
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %9, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %45

25:                                               ; preds = %21
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [9 x double], ptr %26, i64 %28
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %10, align 8
  %40 = fneg double %33
  %41 = call double @llvm.fmuladd.f64(double %40, double %38, double %39)
  store double %41, ptr %10, align 8
  br label %42

42:                                               ; preds = %25
  %43 = load i32, ptr %11, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %11, align 4
  br label %21, !llvm.loop !22

45:                                               ; preds = %21
  %46 = load i32, ptr %8, align 4
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %50

48:                                               ; preds = %45
  %49 = load double, ptr %10, align 8
  br label %61

50:                                               ; preds = %45
  %51 = load double, ptr %10, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [9 x double], ptr %52, i64 %54
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fdiv double %51, %59
  br label %61

61:                                               ; preds = %50, %48
  %62 = phi double [ %49, %48 ], [ %60, %50 ]
  %63 = load ptr, ptr %7, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %62, ptr %66, align 8
  br label %67

67:                                               ; preds = %61
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %9, align 4
  br label %12, !llvm.loop !23

70:                                               ; preds = %12
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @trsv_upper(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 8, ptr %7, align 4
  br label %10

10:                                               ; preds = %59, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %62

13:                                               ; preds = %10
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  store double %18, ptr %8, align 8
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %9, align 4
  br label %21

21:                                               ; preds = %41, %13
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 9
  br i1 %23, label %24, label %44

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [9 x double], ptr %25, i64 %27
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9 x double], ptr %28, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %8, align 8
  %39 = fneg double %32
  %40 = call double @llvm.fmuladd.f64(double %39, double %37, double %38)
  store double %40, ptr %8, align 8
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %21, !llvm.loop !24

44:                                               ; preds = %21
  %45 = load double, ptr %8, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [9 x double], ptr %46, i64 %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = fdiv double %45, %53
  %55 = load ptr, ptr %6, align 8
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  store double %54, ptr %58, align 8
  br label %59

59:                                               ; preds = %44
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %7, align 4
  br label %10, !llvm.loop !25

62:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tri_inverse_lower(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [9 x double], align 8
  %7 = alloca [9 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %52, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 9
  br i1 %12, label %13, label %55

13:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %26, %13
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 9
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp eq i32 %18, %19
  %21 = zext i1 %20 to i32
  %22 = sitofp i32 %21 to double
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %24
  store double %22, ptr %25, align 8
  br label %26

26:                                               ; preds = %17
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %14, !llvm.loop !26

29:                                               ; preds = %14
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %32 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  call void @trsv_lower(ptr noundef %30, ptr noundef %31, ptr noundef %32, i32 noundef 0)
  store i32 0, ptr %9, align 4
  br label %33

33:                                               ; preds = %48, %29
  %34 = load i32, ptr %9, align 4
  %35 = icmp slt i32 %34, 9
  br i1 %35, label %36, label %51

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [9 x double], ptr %41, i64 %43
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [9 x double], ptr %44, i64 0, i64 %46
  store double %40, ptr %47, align 8
  br label %48

48:                                               ; preds = %36
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4
  br label %33, !llvm.loop !27

51:                                               ; preds = %33
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %5, align 4
  br label %10, !llvm.loop !28

55:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gbmv(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %54, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 9
  br i1 %13, label %14, label %57

14:                                               ; preds = %11
  store double 0.000000e+00, ptr %8, align 8
  store i32 -1, ptr %9, align 4
  br label %15

15:                                               ; preds = %45, %14
  %16 = load i32, ptr %9, align 4
  %17 = icmp sle i32 %16, 2
  br i1 %17, label %18, label %48

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %9, align 4
  %21 = add nsw i32 %19, %20
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %44

24:                                               ; preds = %18
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %25, 9
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [9 x double], ptr %28, i64 %31
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [9 x double], ptr %32, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load double, ptr %8, align 8
  %43 = call double @llvm.fmuladd.f64(double %36, double %41, double %42)
  store double %43, ptr %8, align 8
  br label %44

44:                                               ; preds = %27, %24, %18
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %15, !llvm.loop !29

48:                                               ; preds = %15
  %49 = load double, ptr %8, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  store double %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %48
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %11, !llvm.loop !30

57:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sturm_count(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %8, align 8
  %16 = fsub double %14, %15
  store double %16, ptr %10, align 8
  %17 = load double, ptr %10, align 8
  %18 = fcmp olt double %17, 0.000000e+00
  br i1 %18, label %19, label %22

19:                                               ; preds = %4
  %20 = load i32, ptr %9, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %9, align 4
  br label %22

22:                                               ; preds = %19, %4
  store i32 1, ptr %11, align 4
  br label %23

23:                                               ; preds = %61, %22
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %64

27:                                               ; preds = %23
  %28 = load double, ptr %10, align 8
  %29 = fcmp oeq double %28, 0.000000e+00
  br i1 %29, label %30, label %31

30:                                               ; preds = %27
  store double 1.000000e-300, ptr %10, align 8
  br label %31

31:                                               ; preds = %30, %27
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load double, ptr %8, align 8
  %38 = fsub double %36, %37
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %39, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sub nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %45, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fmul double %44, %50
  %52 = load double, ptr %10, align 8
  %53 = fdiv double %51, %52
  %54 = fsub double %38, %53
  store double %54, ptr %10, align 8
  %55 = load double, ptr %10, align 8
  %56 = fcmp olt double %55, 0.000000e+00
  br i1 %56, label %57, label %60

57:                                               ; preds = %31
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %60

60:                                               ; preds = %57, %31
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %11, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %11, align 4
  br label %23, !llvm.loop !31

64:                                               ; preds = %23
  %65 = load i32, ptr %9, align 4
  ret i32 %65
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
