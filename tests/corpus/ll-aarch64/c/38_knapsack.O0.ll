; ModuleID = 'c/38_knapsack.c'
source_filename = "c/38_knapsack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@knap = internal global [13 x [51 x i32]] zeroinitializer, align 4
@wt = internal constant [12 x i32] [i32 10, i32 20, i32 30, i32 5, i32 7, i32 13, i32 17, i32 3, i32 11, i32 23, i32 8, i32 4], align 4
@val = internal constant [12 x i32] [i32 60, i32 100, i32 120, i32 30, i32 35, i32 70, i32 80, i32 12, i32 50, i32 95, i32 40, i32 18], align 4
@.str = private unnamed_addr constant [23 x i8] c"best value = %d\0Aitems:\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c" %d(w%d,v%d)\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"\0Atotal weight = %d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [5 x i32] [i32 1, i32 5, i32 10, i32 25, i32 50], align 4
@.str.3 = private unnamed_addr constant [54 x i8] c"coin ways(100)=%lld ways(300)=%lld min coins(289)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"seq:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"\0ALIS length = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [8 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 12], align 4
@.str.7 = private unnamed_addr constant [40 x i8] c"matrix chain min mults = %lld, order = \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"A%d\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c")\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [5 x i32], align 4
  %8 = alloca [301 x i64], align 8
  %9 = alloca [301 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [20 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca [20 x i32], align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [8 x i32], align 4
  %21 = alloca [8 x [8 x i64]], align 8
  %22 = alloca [8 x [8 x i32]], align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %29

29:                                               ; preds = %119, %0
  %30 = load i32, ptr %2, align 4
  %31 = icmp sle i32 %30, 12
  br i1 %31, label %32, label %122

32:                                               ; preds = %29
  store i32 0, ptr %3, align 4
  br label %33

33:                                               ; preds = %115, %32
  %34 = load i32, ptr %3, align 4
  %35 = icmp sle i32 %34, 50
  br i1 %35, label %36, label %118

36:                                               ; preds = %33
  %37 = load i32, ptr %2, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %39
  %41 = load i32, ptr %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [51 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %2, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %46
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [51 x i32], ptr %47, i64 0, i64 %49
  store i32 %44, ptr %50, align 4
  %51 = load i32, ptr %2, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %3, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %114

58:                                               ; preds = %36
  %59 = load i32, ptr %2, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %61
  %63 = load i32, ptr %3, align 4
  %64 = load i32, ptr %2, align 4
  %65 = sub nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = sub nsw i32 %63, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [51 x i32], ptr %62, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = load i32, ptr %2, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = add nsw i32 %72, %77
  %79 = load i32, ptr %2, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %80
  %82 = load i32, ptr %3, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [51 x i32], ptr %81, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = icmp sgt i32 %78, %85
  br i1 %86, label %87, label %114

87:                                               ; preds = %58
  %88 = load i32, ptr %2, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %90
  %92 = load i32, ptr %3, align 4
  %93 = load i32, ptr %2, align 4
  %94 = sub nsw i32 %93, 1
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = sub nsw i32 %92, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [51 x i32], ptr %91, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = load i32, ptr %2, align 4
  %103 = sub nsw i32 %102, 1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = add nsw i32 %101, %106
  %108 = load i32, ptr %2, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %109
  %111 = load i32, ptr %3, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [51 x i32], ptr %110, i64 0, i64 %112
  store i32 %107, ptr %113, align 4
  br label %114

114:                                              ; preds = %87, %58, %36
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %3, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %3, align 4
  br label %33, !llvm.loop !6

118:                                              ; preds = %33
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %2, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %2, align 4
  br label %29, !llvm.loop !8

122:                                              ; preds = %29
  %123 = load i32, ptr getelementptr inbounds ([51 x i32], ptr getelementptr inbounds ([13 x [51 x i32]], ptr @knap, i64 0, i64 12), i64 0, i64 50), align 4
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %123)
  store i32 50, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 12, ptr %6, align 4
  br label %125

125:                                              ; preds = %174, %122
  %126 = load i32, ptr %6, align 4
  %127 = icmp sgt i32 %126, 0
  br i1 %127, label %128, label %177

128:                                              ; preds = %125
  %129 = load i32, ptr %6, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %130
  %132 = load i32, ptr %4, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [51 x i32], ptr %131, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = load i32, ptr %6, align 4
  %137 = sub nsw i32 %136, 1
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %138
  %140 = load i32, ptr %4, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [51 x i32], ptr %139, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %135, %143
  br i1 %144, label %145, label %173

145:                                              ; preds = %128
  %146 = load i32, ptr %6, align 4
  %147 = sub nsw i32 %146, 1
  %148 = load i32, ptr %6, align 4
  %149 = sub nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = load i32, ptr %6, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %147, i32 noundef %152, i32 noundef %157)
  %159 = load i32, ptr %6, align 4
  %160 = sub nsw i32 %159, 1
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4
  %164 = load i32, ptr %4, align 4
  %165 = sub nsw i32 %164, %163
  store i32 %165, ptr %4, align 4
  %166 = load i32, ptr %6, align 4
  %167 = sub nsw i32 %166, 1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4
  %171 = load i32, ptr %5, align 4
  %172 = add nsw i32 %171, %170
  store i32 %172, ptr %5, align 4
  br label %173

173:                                              ; preds = %145, %128
  br label %174

174:                                              ; preds = %173
  %175 = load i32, ptr %6, align 4
  %176 = add nsw i32 %175, -1
  store i32 %176, ptr %6, align 4
  br label %125, !llvm.loop !9

177:                                              ; preds = %125
  %178 = load i32, ptr %5, align 4
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %178)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.coins, i64 20, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 2408, i1 false)
  %180 = getelementptr inbounds <{ i64, [300 x i64] }>, ptr %8, i32 0, i32 0
  store i64 1, ptr %180, align 8
  store i32 1, ptr %10, align 4
  br label %181

181:                                              ; preds = %188, %177
  %182 = load i32, ptr %10, align 4
  %183 = icmp sle i32 %182, 300
  br i1 %183, label %184, label %191

184:                                              ; preds = %181
  %185 = load i32, ptr %10, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %186
  store i32 2147483647, ptr %187, align 4
  br label %188

188:                                              ; preds = %184
  %189 = load i32, ptr %10, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %10, align 4
  br label %181, !llvm.loop !10

191:                                              ; preds = %181
  %192 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 0
  store i32 0, ptr %192, align 4
  store i32 0, ptr %11, align 4
  br label %193

193:                                              ; preds = %264, %191
  %194 = load i32, ptr %11, align 4
  %195 = icmp slt i32 %194, 5
  br i1 %195, label %196, label %267

196:                                              ; preds = %193
  %197 = load i32, ptr %11, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4
  store i32 %200, ptr %12, align 4
  br label %201

201:                                              ; preds = %260, %196
  %202 = load i32, ptr %12, align 4
  %203 = icmp sle i32 %202, 300
  br i1 %203, label %204, label %263

204:                                              ; preds = %201
  %205 = load i32, ptr %12, align 4
  %206 = load i32, ptr %11, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4
  %210 = sub nsw i32 %205, %209
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [301 x i64], ptr %8, i64 0, i64 %211
  %213 = load i64, ptr %212, align 8
  %214 = load i32, ptr %12, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [301 x i64], ptr %8, i64 0, i64 %215
  %217 = load i64, ptr %216, align 8
  %218 = add nsw i64 %217, %213
  store i64 %218, ptr %216, align 8
  %219 = load i32, ptr %12, align 4
  %220 = load i32, ptr %11, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4
  %224 = sub nsw i32 %219, %223
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4
  %228 = icmp ne i32 %227, 2147483647
  br i1 %228, label %229, label %259

229:                                              ; preds = %204
  %230 = load i32, ptr %12, align 4
  %231 = load i32, ptr %11, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4
  %235 = sub nsw i32 %230, %234
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = add nsw i32 %238, 1
  %240 = load i32, ptr %12, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %241
  %243 = load i32, ptr %242, align 4
  %244 = icmp slt i32 %239, %243
  br i1 %244, label %245, label %259

245:                                              ; preds = %229
  %246 = load i32, ptr %12, align 4
  %247 = load i32, ptr %11, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4
  %251 = sub nsw i32 %246, %250
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = add nsw i32 %254, 1
  %256 = load i32, ptr %12, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 %257
  store i32 %255, ptr %258, align 4
  br label %259

259:                                              ; preds = %245, %229, %204
  br label %260

260:                                              ; preds = %259
  %261 = load i32, ptr %12, align 4
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %12, align 4
  br label %201, !llvm.loop !11

263:                                              ; preds = %201
  br label %264

264:                                              ; preds = %263
  %265 = load i32, ptr %11, align 4
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %11, align 4
  br label %193, !llvm.loop !12

267:                                              ; preds = %193
  %268 = getelementptr inbounds [301 x i64], ptr %8, i64 0, i64 100
  %269 = load i64, ptr %268, align 8
  %270 = getelementptr inbounds [301 x i64], ptr %8, i64 0, i64 300
  %271 = load i64, ptr %270, align 8
  %272 = getelementptr inbounds [301 x i32], ptr %9, i64 0, i64 289
  %273 = load i32, ptr %272, align 4
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %269, i64 noundef %271, i32 noundef %273)
  store i32 0, ptr %14, align 4
  br label %275

275:                                              ; preds = %286, %267
  %276 = load i32, ptr %14, align 4
  %277 = icmp slt i32 %276, 20
  br i1 %277, label %278, label %289

278:                                              ; preds = %275
  %279 = load i32, ptr %14, align 4
  %280 = mul nsw i32 %279, 37
  %281 = add nsw i32 %280, 11
  %282 = srem i32 %281, 23
  %283 = load i32, ptr %14, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [20 x i32], ptr %13, i64 0, i64 %284
  store i32 %282, ptr %285, align 4
  br label %286

286:                                              ; preds = %278
  %287 = load i32, ptr %14, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %14, align 4
  br label %275, !llvm.loop !13

289:                                              ; preds = %275
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %290

290:                                              ; preds = %348, %289
  %291 = load i32, ptr %17, align 4
  %292 = icmp slt i32 %291, 20
  br i1 %292, label %293, label %351

293:                                              ; preds = %290
  %294 = load i32, ptr %17, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %295
  store i32 1, ptr %296, align 4
  store i32 0, ptr %18, align 4
  br label %297

297:                                              ; preds = %332, %293
  %298 = load i32, ptr %18, align 4
  %299 = load i32, ptr %17, align 4
  %300 = icmp slt i32 %298, %299
  br i1 %300, label %301, label %335

301:                                              ; preds = %297
  %302 = load i32, ptr %18, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [20 x i32], ptr %13, i64 0, i64 %303
  %305 = load i32, ptr %304, align 4
  %306 = load i32, ptr %17, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [20 x i32], ptr %13, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4
  %310 = icmp slt i32 %305, %309
  br i1 %310, label %311, label %331

311:                                              ; preds = %301
  %312 = load i32, ptr %18, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %313
  %315 = load i32, ptr %314, align 4
  %316 = add nsw i32 %315, 1
  %317 = load i32, ptr %17, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4
  %321 = icmp sgt i32 %316, %320
  br i1 %321, label %322, label %331

322:                                              ; preds = %311
  %323 = load i32, ptr %18, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %324
  %326 = load i32, ptr %325, align 4
  %327 = add nsw i32 %326, 1
  %328 = load i32, ptr %17, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %329
  store i32 %327, ptr %330, align 4
  br label %331

331:                                              ; preds = %322, %311, %301
  br label %332

332:                                              ; preds = %331
  %333 = load i32, ptr %18, align 4
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr %18, align 4
  br label %297, !llvm.loop !14

335:                                              ; preds = %297
  %336 = load i32, ptr %17, align 4
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = load i32, ptr %16, align 4
  %341 = icmp sgt i32 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = load i32, ptr %17, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %344
  %346 = load i32, ptr %345, align 4
  store i32 %346, ptr %16, align 4
  br label %347

347:                                              ; preds = %342, %335
  br label %348

348:                                              ; preds = %347
  %349 = load i32, ptr %17, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %17, align 4
  br label %290, !llvm.loop !15

351:                                              ; preds = %290
  %352 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %19, align 4
  br label %353

353:                                              ; preds = %362, %351
  %354 = load i32, ptr %19, align 4
  %355 = icmp slt i32 %354, 20
  br i1 %355, label %356, label %365

356:                                              ; preds = %353
  %357 = load i32, ptr %19, align 4
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [20 x i32], ptr %13, i64 0, i64 %358
  %360 = load i32, ptr %359, align 4
  %361 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %360)
  br label %362

362:                                              ; preds = %356
  %363 = load i32, ptr %19, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %19, align 4
  br label %353, !llvm.loop !16

365:                                              ; preds = %353
  %366 = load i32, ptr %16, align 4
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %366)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.dims, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 256, i1 false)
  store i32 7, ptr %23, align 4
  store i32 2, ptr %24, align 4
  br label %368

368:                                              ; preds = %465, %365
  %369 = load i32, ptr %24, align 4
  %370 = load i32, ptr %23, align 4
  %371 = icmp sle i32 %369, %370
  br i1 %371, label %372, label %468

372:                                              ; preds = %368
  store i32 1, ptr %25, align 4
  br label %373

373:                                              ; preds = %461, %372
  %374 = load i32, ptr %25, align 4
  %375 = load i32, ptr %23, align 4
  %376 = load i32, ptr %24, align 4
  %377 = sub nsw i32 %375, %376
  %378 = add nsw i32 %377, 1
  %379 = icmp sle i32 %374, %378
  br i1 %379, label %380, label %464

380:                                              ; preds = %373
  %381 = load i32, ptr %25, align 4
  %382 = load i32, ptr %24, align 4
  %383 = add nsw i32 %381, %382
  %384 = sub nsw i32 %383, 1
  store i32 %384, ptr %26, align 4
  %385 = load i32, ptr %25, align 4
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 %386
  %388 = load i32, ptr %26, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [8 x i64], ptr %387, i64 0, i64 %389
  store i64 9223372036854775807, ptr %390, align 8
  %391 = load i32, ptr %25, align 4
  store i32 %391, ptr %27, align 4
  br label %392

392:                                              ; preds = %457, %380
  %393 = load i32, ptr %27, align 4
  %394 = load i32, ptr %26, align 4
  %395 = icmp slt i32 %393, %394
  br i1 %395, label %396, label %460

396:                                              ; preds = %392
  %397 = load i32, ptr %25, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 %398
  %400 = load i32, ptr %27, align 4
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [8 x i64], ptr %399, i64 0, i64 %401
  %403 = load i64, ptr %402, align 8
  %404 = load i32, ptr %27, align 4
  %405 = add nsw i32 %404, 1
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 %406
  %408 = load i32, ptr %26, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [8 x i64], ptr %407, i64 0, i64 %409
  %411 = load i64, ptr %410, align 8
  %412 = add nsw i64 %403, %411
  %413 = load i32, ptr %25, align 4
  %414 = sub nsw i32 %413, 1
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [8 x i32], ptr %20, i64 0, i64 %415
  %417 = load i32, ptr %416, align 4
  %418 = sext i32 %417 to i64
  %419 = load i32, ptr %27, align 4
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [8 x i32], ptr %20, i64 0, i64 %420
  %422 = load i32, ptr %421, align 4
  %423 = sext i32 %422 to i64
  %424 = mul nsw i64 %418, %423
  %425 = load i32, ptr %26, align 4
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds [8 x i32], ptr %20, i64 0, i64 %426
  %428 = load i32, ptr %427, align 4
  %429 = sext i32 %428 to i64
  %430 = mul nsw i64 %424, %429
  %431 = add nsw i64 %412, %430
  store i64 %431, ptr %28, align 8
  %432 = load i64, ptr %28, align 8
  %433 = load i32, ptr %25, align 4
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 %434
  %436 = load i32, ptr %26, align 4
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds [8 x i64], ptr %435, i64 0, i64 %437
  %439 = load i64, ptr %438, align 8
  %440 = icmp slt i64 %432, %439
  br i1 %440, label %441, label %456

441:                                              ; preds = %396
  %442 = load i64, ptr %28, align 8
  %443 = load i32, ptr %25, align 4
  %444 = sext i32 %443 to i64
  %445 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 %444
  %446 = load i32, ptr %26, align 4
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds [8 x i64], ptr %445, i64 0, i64 %447
  store i64 %442, ptr %448, align 8
  %449 = load i32, ptr %27, align 4
  %450 = load i32, ptr %25, align 4
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [8 x [8 x i32]], ptr %22, i64 0, i64 %451
  %453 = load i32, ptr %26, align 4
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds [8 x i32], ptr %452, i64 0, i64 %454
  store i32 %449, ptr %455, align 4
  br label %456

456:                                              ; preds = %441, %396
  br label %457

457:                                              ; preds = %456
  %458 = load i32, ptr %27, align 4
  %459 = add nsw i32 %458, 1
  store i32 %459, ptr %27, align 4
  br label %392, !llvm.loop !17

460:                                              ; preds = %392
  br label %461

461:                                              ; preds = %460
  %462 = load i32, ptr %25, align 4
  %463 = add nsw i32 %462, 1
  store i32 %463, ptr %25, align 4
  br label %373, !llvm.loop !18

464:                                              ; preds = %373
  br label %465

465:                                              ; preds = %464
  %466 = load i32, ptr %24, align 4
  %467 = add nsw i32 %466, 1
  store i32 %467, ptr %24, align 4
  br label %368, !llvm.loop !19

468:                                              ; preds = %368
  %469 = getelementptr inbounds [8 x [8 x i64]], ptr %21, i64 0, i64 1
  %470 = load i32, ptr %23, align 4
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds [8 x i64], ptr %469, i64 0, i64 %471
  %473 = load i64, ptr %472, align 8
  %474 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %473)
  %475 = getelementptr inbounds [8 x [8 x i32]], ptr %22, i64 0, i64 0
  %476 = load i32, ptr %23, align 4
  call void @print_chain(ptr noundef %475, i32 noundef 1, i32 noundef %476)
  %477 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_chain(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %11)
  br label %37

13:                                               ; preds = %3
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i32], ptr %17, i64 %19
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  call void @print_chain(ptr noundef %15, i32 noundef %16, i32 noundef %24)
  %25 = load ptr, ptr %4, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i32], ptr %26, i64 %28
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x i32], ptr %29, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, ptr %6, align 4
  call void @print_chain(ptr noundef %25, i32 noundef %34, i32 noundef %35)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %37

37:                                               ; preds = %13, %10
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
