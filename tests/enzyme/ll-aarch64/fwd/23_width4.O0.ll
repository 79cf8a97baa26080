; ModuleID = 'fwd/23_width4.c'
source_filename = "fwd/23_width4.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 6.000000e-01, double -1.100000e+00, double 4.000000e-01, double 9.000000e-01], align 8
@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"dout[%d]/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"%-26s ad=%+.10e (structural zero) %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@__const.main.dth = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01, double 2.000000e+00], align 8
@.str.4 = private unnamed_addr constant [23 x i8] c"rotate pts[%d] lane %d\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x [4 x double]], align 8
  %6 = alloca [4 x [4 x double]], align 8
  %7 = alloca i32, align 4
  %8 = alloca [40 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca [4 x double], align 8
  %11 = alloca [4 x double], align 8
  %12 = alloca [4 x double], align 8
  %13 = alloca [4 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca [6 x double], align 8
  %18 = alloca [6 x double], align 8
  %19 = alloca [4 x [6 x double]], align 8
  %20 = alloca [4 x double], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [6 x double], align 8
  %26 = alloca [6 x double], align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 128, i1 false)
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %39, %0
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 %34
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 %37
  store double 1.000000e+00, ptr %38, align 8
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4
  br label %29, !llvm.loop !6

42:                                               ; preds = %29
  %43 = load i32, ptr @enzyme_width, align 4
  %44 = load i32, ptr @enzyme_dup, align 4
  %45 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 0
  %48 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 1
  %49 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 0
  %50 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 2
  %51 = getelementptr inbounds [4 x double], ptr %50, i64 0, i64 0
  %52 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 3
  %53 = getelementptr inbounds [4 x double], ptr %52, i64 0, i64 0
  %54 = load i32, ptr @enzyme_dup, align 4
  %55 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %56 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 0
  %57 = getelementptr inbounds [4 x double], ptr %56, i64 0, i64 0
  %58 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 1
  %59 = getelementptr inbounds [4 x double], ptr %58, i64 0, i64 0
  %60 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 2
  %61 = getelementptr inbounds [4 x double], ptr %60, i64 0, i64 0
  %62 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 3
  %63 = getelementptr inbounds [4 x double], ptr %62, i64 0, i64 0
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @map4, i32 noundef %43, i32 noundef 4, i32 noundef %44, ptr noundef %45, ptr noundef %47, ptr noundef %49, ptr noundef %51, ptr noundef %53, i32 noundef %54, ptr noundef %55, ptr noundef %57, ptr noundef %59, ptr noundef %61, ptr noundef %63)
  store i32 0, ptr %9, align 4
  br label %64

64:                                               ; preds = %176, %42
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %65, 4
  br i1 %66, label %67, label %179

67:                                               ; preds = %64
  store i32 0, ptr %14, align 4
  br label %68

68:                                               ; preds = %102, %67
  %69 = load i32, ptr %14, align 4
  %70 = icmp slt i32 %69, 4
  br i1 %70, label %71, label %105

71:                                               ; preds = %68
  %72 = load i32, ptr %14, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 %77
  %79 = load i32, ptr %14, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [4 x double], ptr %78, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %82, double %75)
  %84 = load i32, ptr %14, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %85
  store double %83, ptr %86, align 8
  %87 = load i32, ptr %14, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 %92
  %94 = load i32, ptr %14, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [4 x double], ptr %93, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %97, double %90)
  %99 = load i32, ptr %14, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %100
  store double %98, ptr %101, align 8
  br label %102

102:                                              ; preds = %71
  %103 = load i32, ptr %14, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %14, align 4
  br label %68, !llvm.loop !8

105:                                              ; preds = %68
  %106 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %107 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  call void @map4(ptr noundef %106, ptr noundef %107)
  %108 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %109 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @map4(ptr noundef %108, ptr noundef %109)
  store i32 0, ptr %15, align 4
  br label %110

110:                                              ; preds = %172, %105
  %111 = load i32, ptr %15, align 4
  %112 = icmp slt i32 %111, 4
  br i1 %112, label %113, label %175

113:                                              ; preds = %110
  %114 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %115 = load i32, ptr %15, align 4
  %116 = load i32, ptr %9, align 4
  %117 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %114, i64 noundef 40, ptr noundef @.str, i32 noundef %115, i32 noundef %116) #6
  %118 = load i32, ptr %15, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = load i32, ptr %15, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = fsub double %121, %125
  %127 = fdiv double %126, 2.000000e-05
  store double %127, ptr %16, align 8
  %128 = load double, ptr %16, align 8
  %129 = fcmp oeq double %128, 0.000000e+00
  br i1 %129, label %130, label %161

130:                                              ; preds = %113
  %131 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %132 = load i32, ptr %9, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 %133
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x double], ptr %134, i64 0, i64 %136
  %138 = load double, ptr %137, align 8
  %139 = load i32, ptr %9, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 %140
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x double], ptr %141, i64 0, i64 %143
  %145 = load double, ptr %144, align 8
  %146 = fcmp oeq double %145, 0.000000e+00
  %147 = zext i1 %146 to i64
  %148 = select i1 %146, ptr @.str.2, ptr @.str.3
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %131, double noundef %138, ptr noundef %148)
  %150 = load i32, ptr %9, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 %151
  %153 = load i32, ptr %15, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [4 x double], ptr %152, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = fcmp une double %156, 0.000000e+00
  %158 = zext i1 %157 to i32
  %159 = load i32, ptr @fails, align 4
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr @fails, align 4
  br label %171

161:                                              ; preds = %113
  %162 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %163 = load i32, ptr %9, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 %164
  %166 = load i32, ptr %15, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x double], ptr %165, i64 0, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = load double, ptr %16, align 8
  call void @check(ptr noundef %162, double noundef %169, double noundef %170)
  br label %171

171:                                              ; preds = %161, %130
  br label %172

172:                                              ; preds = %171
  %173 = load i32, ptr %15, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %15, align 4
  br label %110, !llvm.loop !9

175:                                              ; preds = %110
  br label %176

176:                                              ; preds = %175
  %177 = load i32, ptr %9, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %9, align 4
  br label %64, !llvm.loop !10

179:                                              ; preds = %64
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 48, i1 false)
  %180 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 0
  store double 1.000000e+00, ptr %180, align 8
  %181 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 1
  store double 5.000000e-01, ptr %181, align 8
  %182 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 2
  store double 0xBFE6666666666666, ptr %182, align 8
  %183 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 3
  store double 1.200000e+00, ptr %183, align 8
  %184 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 4
  store double 3.000000e-01, ptr %184, align 8
  %185 = getelementptr inbounds [6 x double], ptr %17, i32 0, i32 5
  store double -8.000000e-01, ptr %185, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.dth, i64 32, i1 false)
  store i32 0, ptr %21, align 4
  br label %186

186:                                              ; preds = %219, %179
  %187 = load i32, ptr %21, align 4
  %188 = icmp slt i32 %187, 4
  br i1 %188, label %189, label %222

189:                                              ; preds = %186
  store i32 0, ptr %22, align 4
  br label %190

190:                                              ; preds = %215, %189
  %191 = load i32, ptr %22, align 4
  %192 = icmp slt i32 %191, 6
  br i1 %192, label %193, label %218

193:                                              ; preds = %190
  %194 = load i32, ptr %21, align 4
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197

196:                                              ; preds = %193
  br label %207

197:                                              ; preds = %193
  %198 = load i32, ptr %21, align 4
  %199 = icmp eq i32 %198, 3
  br i1 %199, label %200, label %204

200:                                              ; preds = %197
  %201 = load i32, ptr %22, align 4
  %202 = sitofp i32 %201 to double
  %203 = fmul double 5.000000e-01, %202
  br label %205

204:                                              ; preds = %197
  br label %205

205:                                              ; preds = %204, %200
  %206 = phi double [ %203, %200 ], [ 0.000000e+00, %204 ]
  br label %207

207:                                              ; preds = %205, %196
  %208 = phi double [ 1.000000e+00, %196 ], [ %206, %205 ]
  %209 = load i32, ptr %21, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 %210
  %212 = load i32, ptr %22, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [6 x double], ptr %211, i64 0, i64 %213
  store double %208, ptr %214, align 8
  br label %215

215:                                              ; preds = %207
  %216 = load i32, ptr %22, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %22, align 4
  br label %190, !llvm.loop !11

218:                                              ; preds = %190
  br label %219

219:                                              ; preds = %218
  %220 = load i32, ptr %21, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %21, align 4
  br label %186, !llvm.loop !12

222:                                              ; preds = %186
  store i32 0, ptr %23, align 4
  br label %223

223:                                              ; preds = %234, %222
  %224 = load i32, ptr %23, align 4
  %225 = icmp slt i32 %224, 6
  br i1 %225, label %226, label %237

226:                                              ; preds = %223
  %227 = load i32, ptr %23, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %228
  %230 = load double, ptr %229, align 8
  %231 = load i32, ptr %23, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %232
  store double %230, ptr %233, align 8
  br label %234

234:                                              ; preds = %226
  %235 = load i32, ptr %23, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %23, align 4
  br label %223, !llvm.loop !13

237:                                              ; preds = %223
  %238 = load i32, ptr @enzyme_width, align 4
  %239 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 0
  %240 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 0
  %241 = getelementptr inbounds [6 x double], ptr %240, i64 0, i64 0
  %242 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 1
  %243 = getelementptr inbounds [6 x double], ptr %242, i64 0, i64 0
  %244 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 2
  %245 = getelementptr inbounds [6 x double], ptr %244, i64 0, i64 0
  %246 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 3
  %247 = getelementptr inbounds [6 x double], ptr %246, i64 0, i64 0
  %248 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %249 = load double, ptr %248, align 8
  %250 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 1
  %251 = load double, ptr %250, align 8
  %252 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 2
  %253 = load double, ptr %252, align 8
  %254 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 3
  %255 = load double, ptr %254, align 8
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @rotate, i32 noundef %238, i32 noundef 4, ptr noundef %239, ptr noundef %241, ptr noundef %243, ptr noundef %245, ptr noundef %247, double noundef 3.500000e-01, double noundef %249, double noundef %251, double noundef %253, double noundef %255, i32 noundef 3)
  store i32 0, ptr %24, align 4
  br label %256

256:                                              ; preds = %356, %237
  %257 = load i32, ptr %24, align 4
  %258 = icmp slt i32 %257, 4
  br i1 %258, label %259, label %359

259:                                              ; preds = %256
  store i32 0, ptr %27, align 4
  br label %260

260:                                              ; preds = %310, %259
  %261 = load i32, ptr %27, align 4
  %262 = icmp slt i32 %261, 6
  br i1 %262, label %263, label %313

263:                                              ; preds = %260
  %264 = load i32, ptr %27, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %265
  %267 = load double, ptr %266, align 8
  %268 = load i32, ptr %24, align 4
  %269 = icmp eq i32 %268, 1
  br i1 %269, label %270, label %271

270:                                              ; preds = %263
  br label %281

271:                                              ; preds = %263
  %272 = load i32, ptr %24, align 4
  %273 = icmp eq i32 %272, 3
  br i1 %273, label %274, label %278

274:                                              ; preds = %271
  %275 = load i32, ptr %27, align 4
  %276 = sitofp i32 %275 to double
  %277 = fmul double 5.000000e-01, %276
  br label %279

278:                                              ; preds = %271
  br label %279

279:                                              ; preds = %278, %274
  %280 = phi double [ %277, %274 ], [ 0.000000e+00, %278 ]
  br label %281

281:                                              ; preds = %279, %270
  %282 = phi double [ 1.000000e+00, %270 ], [ %280, %279 ]
  %283 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %282, double %267)
  %284 = load i32, ptr %27, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [6 x double], ptr %25, i64 0, i64 %285
  store double %283, ptr %286, align 8
  %287 = load i32, ptr %27, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %288
  %290 = load double, ptr %289, align 8
  %291 = load i32, ptr %24, align 4
  %292 = icmp eq i32 %291, 1
  br i1 %292, label %293, label %294

293:                                              ; preds = %281
  br label %304

294:                                              ; preds = %281
  %295 = load i32, ptr %24, align 4
  %296 = icmp eq i32 %295, 3
  br i1 %296, label %297, label %301

297:                                              ; preds = %294
  %298 = load i32, ptr %27, align 4
  %299 = sitofp i32 %298 to double
  %300 = fmul double 5.000000e-01, %299
  br label %302

301:                                              ; preds = %294
  br label %302

302:                                              ; preds = %301, %297
  %303 = phi double [ %300, %297 ], [ 0.000000e+00, %301 ]
  br label %304

304:                                              ; preds = %302, %293
  %305 = phi double [ 1.000000e+00, %293 ], [ %303, %302 ]
  %306 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %305, double %290)
  %307 = load i32, ptr %27, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [6 x double], ptr %26, i64 0, i64 %308
  store double %306, ptr %309, align 8
  br label %310

310:                                              ; preds = %304
  %311 = load i32, ptr %27, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr %27, align 4
  br label %260, !llvm.loop !14

313:                                              ; preds = %260
  %314 = getelementptr inbounds [6 x double], ptr %25, i64 0, i64 0
  %315 = load i32, ptr %24, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %316
  %318 = load double, ptr %317, align 8
  %319 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %318, double 3.500000e-01)
  call void @rotate(ptr noundef %314, double noundef %319, i32 noundef 3)
  %320 = getelementptr inbounds [6 x double], ptr %26, i64 0, i64 0
  %321 = load i32, ptr %24, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %322
  %324 = load double, ptr %323, align 8
  %325 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %324, double 3.500000e-01)
  call void @rotate(ptr noundef %320, double noundef %325, i32 noundef 3)
  store i32 0, ptr %28, align 4
  br label %326

326:                                              ; preds = %352, %313
  %327 = load i32, ptr %28, align 4
  %328 = icmp slt i32 %327, 6
  br i1 %328, label %329, label %355

329:                                              ; preds = %326
  %330 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %331 = load i32, ptr %28, align 4
  %332 = load i32, ptr %24, align 4
  %333 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %330, i64 noundef 40, ptr noundef @.str.4, i32 noundef %331, i32 noundef %332) #6
  %334 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %335 = load i32, ptr %24, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds [4 x [6 x double]], ptr %19, i64 0, i64 %336
  %338 = load i32, ptr %28, align 4
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds [6 x double], ptr %337, i64 0, i64 %339
  %341 = load double, ptr %340, align 8
  %342 = load i32, ptr %28, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [6 x double], ptr %25, i64 0, i64 %343
  %345 = load double, ptr %344, align 8
  %346 = load i32, ptr %28, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [6 x double], ptr %26, i64 0, i64 %347
  %349 = load double, ptr %348, align 8
  %350 = fsub double %345, %349
  %351 = fdiv double %350, 2.000000e-05
  call void @check(ptr noundef %334, double noundef %341, double noundef %351)
  br label %352

352:                                              ; preds = %329
  %353 = load i32, ptr %28, align 4
  %354 = add nsw i32 %353, 2
  store i32 %354, ptr %28, align 4
  br label %326, !llvm.loop !15

355:                                              ; preds = %326
  br label %356

356:                                              ; preds = %355
  %357 = load i32, ptr %24, align 4
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %24, align 4
  br label %256, !llvm.loop !16

359:                                              ; preds = %256
  %360 = load i32, ptr @fails, align 4
  %361 = icmp ne i32 %360, 0
  %362 = zext i1 %361 to i64
  %363 = select i1 %361, ptr @.str.3, ptr @.str.2
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %363)
  %365 = load i32, ptr @fails, align 4
  %366 = icmp ne i32 %365, 0
  %367 = zext i1 %366 to i32
  ret i32 %367
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map4(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 1
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 2
  %13 = load double, ptr %12, align 8
  %14 = call double @sin(double noundef %13) #6
  %15 = call double @llvm.fmuladd.f64(double %7, double %10, double %14)
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  store double %15, ptr %17, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 3
  %20 = load double, ptr %19, align 8
  %21 = fmul double 5.000000e-01, %20
  %22 = call double @exp(double noundef %21) #6
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 0
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 0
  %28 = load double, ptr %27, align 8
  %29 = fneg double %25
  %30 = call double @llvm.fmuladd.f64(double %29, double %28, double %22)
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 1
  store double %30, ptr %32, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 1
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds double, ptr %36, i64 2
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds double, ptr %39, i64 2
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double %38, double %41, double 1.000000e+00)
  %43 = fdiv double %35, %42
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds double, ptr %44, i64 3
  %46 = load double, ptr %45, align 8
  %47 = fadd double %43, %46
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds double, ptr %48, i64 2
  store double %47, ptr %49, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds double, ptr %50, i64 0
  %52 = load double, ptr %51, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds double, ptr %53, i64 0
  %55 = load double, ptr %54, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds double, ptr %56, i64 1
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds double, ptr %59, i64 1
  %61 = load double, ptr %60, align 8
  %62 = fmul double %58, %61
  %63 = call double @llvm.fmuladd.f64(double %52, double %55, double %62)
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds double, ptr %64, i64 2
  %66 = load double, ptr %65, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds double, ptr %67, i64 2
  %69 = load double, ptr %68, align 8
  %70 = call double @llvm.fmuladd.f64(double %66, double %69, double %63)
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds double, ptr %71, i64 3
  %73 = load double, ptr %72, align 8
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds double, ptr %74, i64 3
  %76 = load double, ptr %75, align 8
  %77 = call double @llvm.fmuladd.f64(double %73, double %76, double %70)
  %78 = call double @sqrt(double noundef %77) #6
  %79 = load ptr, ptr %3, align 8
  %80 = getelementptr inbounds double, ptr %79, i64 3
  store double %78, ptr %80, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

declare i32 @printf(ptr noundef, ...) #3

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
  %30 = select i1 %28, ptr @.str.2, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal void @rotate(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = load double, ptr %5, align 8
  %13 = call double @cos(double noundef %12) #6
  store double %13, ptr %7, align 8
  %14 = load double, ptr %5, align 8
  %15 = call double @sin(double noundef %14) #6
  store double %15, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %59, %3
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %62

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = mul nsw i32 2, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %21, i64 %24
  %26 = load double, ptr %25, align 8
  store double %26, ptr %10, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %9, align 4
  %29 = mul nsw i32 2, %28
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %27, i64 %31
  %33 = load double, ptr %32, align 8
  store double %33, ptr %11, align 8
  %34 = load double, ptr %7, align 8
  %35 = load double, ptr %10, align 8
  %36 = load double, ptr %8, align 8
  %37 = load double, ptr %11, align 8
  %38 = fmul double %36, %37
  %39 = fneg double %38
  %40 = call double @llvm.fmuladd.f64(double %34, double %35, double %39)
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %9, align 4
  %43 = mul nsw i32 2, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %41, i64 %44
  store double %40, ptr %45, align 8
  %46 = load double, ptr %8, align 8
  %47 = load double, ptr %10, align 8
  %48 = load double, ptr %7, align 8
  %49 = load double, ptr %11, align 8
  %50 = fmul double %48, %49
  %51 = call double @llvm.fmuladd.f64(double %46, double %47, double %50)
  %52 = fmul double %51, 1.500000e+00
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %9, align 4
  %55 = mul nsw i32 2, %54
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %53, i64 %57
  store double %52, ptr %58, align 8
  br label %59

59:                                               ; preds = %20
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  br label %16, !llvm.loop !17

62:                                               ; preds = %16
  ret void
}

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
