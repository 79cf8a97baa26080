; ModuleID = 'c/27_int_divrem.c'
source_filename = "c/27_int_divrem.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a32 = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 17, i32 -17, i32 2147483647, i32 -2147483647, i32 123456789, i32 -987654321], align 4
@.str = private unnamed_addr constant [57 x i8] c"%11d: /3=%d %%3=%d /-7=%d %%-7=%d /16=%d %%16=%d >>4=%d\0A\00", align 1
@__const.main.u32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 17, i32 -1, i32 -2147483648, i32 123456789], align 4
@.str.1 = private unnamed_addr constant [54 x i8] c"%10u: /3=%u %%3=%u /10=%u %%10=%u /1000003=%u >>5=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"%20lld: /7=%lld %%7=%lld /-1000=%lld %%-1000=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"u64max /7=%llu %%7=%llu /10=%llu %%10=%llu >>63=%llu\0A\00", align 1
@__const.main.s8 = private unnamed_addr constant [4 x i8] c"\80\F9\07\7F", align 1
@__const.main.u8 = private unnamed_addr constant [4 x i8] c"\00\07\C8\FF", align 1
@__const.main.s16 = private unnamed_addr constant [4 x i16] [i16 -32768, i16 -300, i16 300, i16 32767], align 2
@__const.main.u16 = private unnamed_addr constant [4 x i16] [i16 0, i16 300, i16 -25536, i16 -1], align 2
@.str.4 = private unnamed_addr constant [89 x i8] c"i8 %4d /3=%d %%3=%d | u8 %3u /3=%u %%3=%u | i16 %6d /7=%d %%7=%d | u16 %5u /7=%u %%7=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"   i8/-2=%d  u8*3 wraps=%u  i16*2 trunc=%d\0A\00", align 1
@vdiv = internal global [8 x i32] [i32 1, i32 -1, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 1000], align 4
@.str.6 = private unnamed_addr constant [24 x i8] c"runtime div acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"runtime udiv acc = %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"x=%d floordiv=%d euclid_mod=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [44 x i8] c"-1000 >> 3 = %d, (unsigned)-1000 >> 3 = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [5 x i64], align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca [4 x i8], align 1
  %13 = alloca [4 x i8], align 1
  %14 = alloca [4 x i16], align 2
  %15 = alloca [4 x i16], align 2
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a32, i64 36, i1 false)
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %55, %0
  %31 = load i32, ptr %3, align 4
  %32 = zext i32 %31 to i64
  %33 = icmp ult i64 %32, 9
  br i1 %33, label %34, label %58

34:                                               ; preds = %30
  %35 = load i32, ptr %3, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %4, align 4
  %39 = load i32, ptr %4, align 4
  %40 = load i32, ptr %4, align 4
  %41 = sdiv i32 %40, 3
  %42 = load i32, ptr %4, align 4
  %43 = srem i32 %42, 3
  %44 = load i32, ptr %4, align 4
  %45 = sdiv i32 %44, -7
  %46 = load i32, ptr %4, align 4
  %47 = srem i32 %46, -7
  %48 = load i32, ptr %4, align 4
  %49 = sdiv i32 %48, 16
  %50 = load i32, ptr %4, align 4
  %51 = srem i32 %50, 16
  %52 = load i32, ptr %4, align 4
  %53 = ashr i32 %52, 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i32 noundef %41, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53)
  br label %55

55:                                               ; preds = %34
  %56 = load i32, ptr %3, align 4
  %57 = add i32 %56, 1
  store i32 %57, ptr %3, align 4
  br label %30, !llvm.loop !6

58:                                               ; preds = %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.u32, i64 24, i1 false)
  store i32 0, ptr %6, align 4
  br label %59

59:                                               ; preds = %81, %58
  %60 = load i32, ptr %6, align 4
  %61 = icmp ult i32 %60, 6
  br i1 %61, label %62, label %84

62:                                               ; preds = %59
  %63 = load i32, ptr %6, align 4
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  %68 = load i32, ptr %7, align 4
  %69 = udiv i32 %68, 3
  %70 = load i32, ptr %7, align 4
  %71 = urem i32 %70, 3
  %72 = load i32, ptr %7, align 4
  %73 = udiv i32 %72, 10
  %74 = load i32, ptr %7, align 4
  %75 = urem i32 %74, 10
  %76 = load i32, ptr %7, align 4
  %77 = udiv i32 %76, 1000003
  %78 = load i32, ptr %7, align 4
  %79 = lshr i32 %78, 5
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %77, i32 noundef %79)
  br label %81

81:                                               ; preds = %62
  %82 = load i32, ptr %6, align 4
  %83 = add i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %59, !llvm.loop !8

84:                                               ; preds = %59
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %85 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 1
  store i64 -1, ptr %85, align 8
  %86 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 2
  store i64 9223372036854775807, ptr %86, align 8
  %87 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 3
  store i64 -9223372036854775807, ptr %87, align 8
  %88 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 4
  store i64 1234567890123456789, ptr %88, align 8
  store i32 0, ptr %9, align 4
  br label %89

89:                                               ; preds = %107, %84
  %90 = load i32, ptr %9, align 4
  %91 = icmp slt i32 %90, 5
  br i1 %91, label %92, label %110

92:                                               ; preds = %89
  %93 = load i32, ptr %9, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %94
  %96 = load i64, ptr %95, align 8
  store i64 %96, ptr %10, align 8
  %97 = load i64, ptr %10, align 8
  %98 = load i64, ptr %10, align 8
  %99 = sdiv i64 %98, 7
  %100 = load i64, ptr %10, align 8
  %101 = srem i64 %100, 7
  %102 = load i64, ptr %10, align 8
  %103 = sdiv i64 %102, -1000
  %104 = load i64, ptr %10, align 8
  %105 = srem i64 %104, -1000
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %97, i64 noundef %99, i64 noundef %101, i64 noundef %103, i64 noundef %105)
  br label %107

107:                                              ; preds = %92
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  br label %89, !llvm.loop !9

110:                                              ; preds = %89
  store i64 -1, ptr %11, align 8
  %111 = load i64, ptr %11, align 8
  %112 = udiv i64 %111, 7
  %113 = load i64, ptr %11, align 8
  %114 = urem i64 %113, 7
  %115 = load i64, ptr %11, align 8
  %116 = udiv i64 %115, 10
  %117 = load i64, ptr %11, align 8
  %118 = urem i64 %117, 10
  %119 = load i64, ptr %11, align 8
  %120 = lshr i64 %119, 63
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %112, i64 noundef %114, i64 noundef %116, i64 noundef %118, i64 noundef %120)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.main.s8, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.u8, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %14, ptr align 2 @__const.main.s16, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %15, ptr align 2 @__const.main.u16, i64 8, i1 false)
  store i32 0, ptr %16, align 4
  br label %122

122:                                              ; preds = %223, %110
  %123 = load i32, ptr %16, align 4
  %124 = icmp slt i32 %123, 4
  br i1 %124, label %125, label %226

125:                                              ; preds = %122
  %126 = load i32, ptr %16, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %127
  %129 = load i8, ptr %128, align 1
  %130 = sext i8 %129 to i32
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %132
  %134 = load i8, ptr %133, align 1
  %135 = sext i8 %134 to i32
  %136 = sdiv i32 %135, 3
  %137 = load i32, ptr %16, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %138
  %140 = load i8, ptr %139, align 1
  %141 = sext i8 %140 to i32
  %142 = srem i32 %141, 3
  %143 = load i32, ptr %16, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1
  %147 = zext i8 %146 to i32
  %148 = load i32, ptr %16, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = sdiv i32 %152, 3
  %154 = load i32, ptr %16, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %155
  %157 = load i8, ptr %156, align 1
  %158 = zext i8 %157 to i32
  %159 = srem i32 %158, 3
  %160 = load i32, ptr %16, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [4 x i16], ptr %14, i64 0, i64 %161
  %163 = load i16, ptr %162, align 2
  %164 = sext i16 %163 to i32
  %165 = load i32, ptr %16, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [4 x i16], ptr %14, i64 0, i64 %166
  %168 = load i16, ptr %167, align 2
  %169 = sext i16 %168 to i32
  %170 = sdiv i32 %169, 7
  %171 = load i32, ptr %16, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [4 x i16], ptr %14, i64 0, i64 %172
  %174 = load i16, ptr %173, align 2
  %175 = sext i16 %174 to i32
  %176 = srem i32 %175, 7
  %177 = load i32, ptr %16, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x i16], ptr %15, i64 0, i64 %178
  %180 = load i16, ptr %179, align 2
  %181 = zext i16 %180 to i32
  %182 = load i32, ptr %16, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [4 x i16], ptr %15, i64 0, i64 %183
  %185 = load i16, ptr %184, align 2
  %186 = zext i16 %185 to i32
  %187 = sdiv i32 %186, 7
  %188 = load i32, ptr %16, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [4 x i16], ptr %15, i64 0, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = zext i16 %191 to i32
  %193 = srem i32 %192, 7
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %130, i32 noundef %136, i32 noundef %142, i32 noundef %147, i32 noundef %153, i32 noundef %159, i32 noundef %164, i32 noundef %170, i32 noundef %176, i32 noundef %181, i32 noundef %187, i32 noundef %193)
  %195 = load i32, ptr %16, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %196
  %198 = load i8, ptr %197, align 1
  %199 = sext i8 %198 to i32
  %200 = sdiv i32 %199, -2
  %201 = trunc i32 %200 to i8
  store i8 %201, ptr %17, align 1
  %202 = load i32, ptr %16, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %203
  %205 = load i8, ptr %204, align 1
  %206 = zext i8 %205 to i32
  %207 = mul i32 %206, 3
  %208 = trunc i32 %207 to i8
  store i8 %208, ptr %18, align 1
  %209 = load i32, ptr %16, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x i16], ptr %14, i64 0, i64 %210
  %212 = load i16, ptr %211, align 2
  %213 = sext i16 %212 to i32
  %214 = mul nsw i32 %213, 2
  %215 = trunc i32 %214 to i16
  store i16 %215, ptr %19, align 2
  %216 = load i8, ptr %17, align 1
  %217 = sext i8 %216 to i32
  %218 = load i8, ptr %18, align 1
  %219 = zext i8 %218 to i32
  %220 = load i16, ptr %19, align 2
  %221 = sext i16 %220 to i32
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %217, i32 noundef %219, i32 noundef %221)
  br label %223

223:                                              ; preds = %125
  %224 = load i32, ptr %16, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %16, align 4
  br label %122, !llvm.loop !10

226:                                              ; preds = %122
  store i64 0, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %227

227:                                              ; preds = %267, %226
  %228 = load i32, ptr %21, align 4
  %229 = icmp slt i32 %228, 8
  br i1 %229, label %230, label %270

230:                                              ; preds = %227
  store i32 0, ptr %22, align 4
  br label %231

231:                                              ; preds = %263, %230
  %232 = load i32, ptr %22, align 4
  %233 = icmp slt i32 %232, 8
  br i1 %233, label %234, label %266

234:                                              ; preds = %231
  %235 = load i32, ptr %21, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %236
  %238 = load volatile i32, ptr %237, align 4
  %239 = mul nsw i32 %238, 1000
  %240 = add nsw i32 %239, 7
  %241 = sext i32 %240 to i64
  %242 = load i32, ptr %22, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %243
  %245 = load volatile i32, ptr %244, align 4
  %246 = sext i32 %245 to i64
  %247 = sdiv i64 %241, %246
  %248 = load i32, ptr %21, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %249
  %251 = load volatile i32, ptr %250, align 4
  %252 = mul nsw i32 %251, 1000
  %253 = add nsw i32 %252, 7
  %254 = load i32, ptr %22, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %255
  %257 = load volatile i32, ptr %256, align 4
  %258 = srem i32 %253, %257
  %259 = sext i32 %258 to i64
  %260 = add nsw i64 %247, %259
  %261 = load i64, ptr %20, align 8
  %262 = add nsw i64 %261, %260
  store i64 %262, ptr %20, align 8
  br label %263

263:                                              ; preds = %234
  %264 = load i32, ptr %22, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %22, align 4
  br label %231, !llvm.loop !11

266:                                              ; preds = %231
  br label %267

267:                                              ; preds = %266
  %268 = load i32, ptr %21, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %21, align 4
  br label %227, !llvm.loop !12

270:                                              ; preds = %227
  %271 = load i64, ptr %20, align 8
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %271)
  store i64 0, ptr %23, align 8
  store i32 1, ptr %24, align 4
  br label %273

273:                                              ; preds = %295, %270
  %274 = load i32, ptr %24, align 4
  %275 = icmp ult i32 %274, 200
  br i1 %275, label %276, label %298

276:                                              ; preds = %273
  %277 = load i32, ptr %24, align 4
  %278 = zext i32 %277 to i64
  %279 = mul i64 281474976710655, %278
  %280 = load i32, ptr %24, align 4
  %281 = mul i32 %280, 3
  %282 = add i32 %281, 1
  %283 = zext i32 %282 to i64
  %284 = udiv i64 %279, %283
  %285 = load i32, ptr %24, align 4
  %286 = zext i32 %285 to i64
  %287 = mul i64 281474976710655, %286
  %288 = load i32, ptr %24, align 4
  %289 = add i32 %288, 17
  %290 = zext i32 %289 to i64
  %291 = urem i64 %287, %290
  %292 = add i64 %284, %291
  %293 = load i64, ptr %23, align 8
  %294 = add i64 %293, %292
  store i64 %294, ptr %23, align 8
  br label %295

295:                                              ; preds = %276
  %296 = load i32, ptr %24, align 4
  %297 = add i32 %296, 1
  store i32 %297, ptr %24, align 4
  br label %273, !llvm.loop !13

298:                                              ; preds = %273
  %299 = load i64, ptr %23, align 8
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %299)
  store i32 -7, ptr %25, align 4
  br label %301

301:                                              ; preds = %335, %298
  %302 = load i32, ptr %25, align 4
  %303 = icmp sle i32 %302, 7
  br i1 %303, label %304, label %338

304:                                              ; preds = %301
  store i32 3, ptr %26, align 4
  %305 = load i32, ptr %25, align 4
  %306 = load i32, ptr %26, align 4
  %307 = sdiv i32 %305, %306
  %308 = load i32, ptr %25, align 4
  %309 = load i32, ptr %26, align 4
  %310 = srem i32 %308, %309
  %311 = icmp ne i32 %310, 0
  br i1 %311, label %312, label %320

312:                                              ; preds = %304
  %313 = load i32, ptr %25, align 4
  %314 = icmp slt i32 %313, 0
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %26, align 4
  %317 = icmp slt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = icmp ne i32 %315, %318
  br label %320

320:                                              ; preds = %312, %304
  %321 = phi i1 [ false, %304 ], [ %319, %312 ]
  %322 = zext i1 %321 to i32
  %323 = sub nsw i32 %307, %322
  store i32 %323, ptr %27, align 4
  %324 = load i32, ptr %25, align 4
  %325 = load i32, ptr %26, align 4
  %326 = srem i32 %324, %325
  %327 = load i32, ptr %26, align 4
  %328 = add nsw i32 %326, %327
  %329 = load i32, ptr %26, align 4
  %330 = srem i32 %328, %329
  store i32 %330, ptr %28, align 4
  %331 = load i32, ptr %25, align 4
  %332 = load i32, ptr %27, align 4
  %333 = load i32, ptr %28, align 4
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %331, i32 noundef %332, i32 noundef %333)
  br label %335

335:                                              ; preds = %320
  %336 = load i32, ptr %25, align 4
  %337 = add nsw i32 %336, 7
  store i32 %337, ptr %25, align 4
  br label %301, !llvm.loop !14

338:                                              ; preds = %301
  store i32 -1000, ptr %29, align 4
  %339 = load i32, ptr %29, align 4
  %340 = ashr i32 %339, 3
  %341 = load i32, ptr %29, align 4
  %342 = lshr i32 %341, 3
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %340, i32 noundef %342)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
