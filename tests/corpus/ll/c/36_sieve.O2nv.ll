; ModuleID = 'c/36_sieve.c'
source_filename = "c/36_sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal unnamed_addr global [200001 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [59 x i8] c"primes <= %d: %d, sum=%lld, twins=%d, max gap %d after %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bit sieve count = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"pi(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"first 20 primes:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"phi(36)=%d phi(97)=%d phi(1000)=%d sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"goldbach(%d) = %d ways\0A\00", align 1
@bits = internal unnamed_addr global [3126 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store i8 1, ptr getelementptr inbounds (i8, ptr @composite, i64 1), align 1, !tbaa !5
  store i8 1, ptr @composite, align 16, !tbaa !5
  br label %1

1:                                                ; preds = %29, %0
  %2 = phi i64 [ 5, %0 ], [ %31, %29 ]
  %3 = phi i64 [ 2, %0 ], [ %30, %29 ]
  %4 = phi i32 [ 4, %0 ], [ %34, %29 ]
  %5 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %3
  %6 = load i8, ptr %5, align 2, !tbaa !5
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = zext i32 %4 to i64
  br label %10

10:                                               ; preds = %8, %10
  %11 = phi i64 [ %9, %8 ], [ %13, %10 ]
  %12 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %11
  store i8 1, ptr %12, align 1, !tbaa !5
  %13 = add nuw nsw i64 %11, %3
  %14 = icmp ult i64 %13, 200001
  br i1 %14, label %10, label %15, !llvm.loop !8

15:                                               ; preds = %10, %1
  %16 = or disjoint i64 %3, 1
  %17 = trunc nuw nsw i64 %2 to i32
  %18 = add i32 %4, %17
  %19 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %16
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %15
  %23 = zext i32 %18 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %23, %22 ], [ %27, %24 ]
  %26 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %25
  store i8 1, ptr %26, align 1, !tbaa !5
  %27 = add nuw nsw i64 %25, %16
  %28 = icmp ult i64 %27, 200001
  br i1 %28, label %24, label %29, !llvm.loop !8

29:                                               ; preds = %24, %15
  %30 = add nuw nsw i64 %3, 2
  %31 = add nuw nsw i64 %2, 4
  %32 = trunc i64 %2 to i32
  %33 = add i32 %32, 2
  %34 = add i32 %18, %33
  %35 = icmp eq i64 %30, 448
  br i1 %35, label %95, label %1, !llvm.loop !10

36:                                               ; preds = %117
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %118, i64 noundef %123, i32 noundef %119, i32 noundef %120, i32 noundef %121)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12504) @bits, i8 0, i64 12504, i1 false)
  br label %38

38:                                               ; preds = %64, %36
  %39 = phi i32 [ 9, %36 ], [ %66, %64 ]
  %40 = phi i32 [ 3, %36 ], [ %65, %64 ]
  %41 = lshr i32 %40, 6
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !11
  %45 = lshr i32 %40, 1
  %46 = and i32 %45, 31
  %47 = shl nuw i32 1, %46
  %48 = and i32 %47, %44
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %64

50:                                               ; preds = %38
  %51 = shl nuw nsw i32 %40, 1
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i32 [ %39, %50 ], [ %62, %52 ]
  %54 = lshr i32 %53, 1
  %55 = and i32 %54, 31
  %56 = shl nuw i32 1, %55
  %57 = lshr i32 %53, 6
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !11
  %61 = or i32 %56, %60
  store i32 %61, ptr %59, align 4, !tbaa !11
  %62 = add nuw nsw i32 %53, %51
  %63 = icmp ult i32 %62, 200001
  br i1 %63, label %52, label %64, !llvm.loop !13

64:                                               ; preds = %52, %38
  %65 = add nuw nsw i32 %40, 2
  %66 = mul nuw nsw i32 %65, %65
  %67 = icmp ult i32 %66, 200001
  br i1 %67, label %38, label %68, !llvm.loop !14

68:                                               ; preds = %64, %82
  %69 = phi i32 [ %94, %82 ], [ 3, %64 ]
  %70 = phi i32 [ %93, %82 ], [ 1, %64 ]
  %71 = lshr i32 %69, 6
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !11
  %75 = lshr i32 %69, 1
  %76 = and i32 %75, 31
  %77 = xor i32 %74, -1
  %78 = lshr i32 %77, %76
  %79 = and i32 %78, 1
  %80 = add nuw nsw i32 %79, %70
  %81 = icmp ult i32 %69, 199999
  br i1 %81, label %82, label %126, !llvm.loop !15

82:                                               ; preds = %68
  %83 = add nuw nsw i32 %69, 2
  %84 = lshr i32 %83, 6
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !11
  %88 = lshr i32 %83, 1
  %89 = and i32 %88, 31
  %90 = xor i32 %87, -1
  %91 = lshr i32 %90, %89
  %92 = and i32 %91, 1
  %93 = add nuw nsw i32 %92, %80
  %94 = add nuw nsw i32 %69, 4
  br label %68

95:                                               ; preds = %29, %117
  %96 = phi i64 [ %124, %117 ], [ 2, %29 ]
  %97 = phi i64 [ %123, %117 ], [ 0, %29 ]
  %98 = phi i32 [ %122, %117 ], [ 2, %29 ]
  %99 = phi i32 [ %121, %117 ], [ 0, %29 ]
  %100 = phi i32 [ %120, %117 ], [ 0, %29 ]
  %101 = phi i32 [ %119, %117 ], [ 0, %29 ]
  %102 = phi i32 [ %118, %117 ], [ 0, %29 ]
  %103 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %96
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %106, label %117

106:                                              ; preds = %95
  %107 = add nsw i32 %102, 1
  %108 = add nsw i64 %97, %96
  %109 = trunc nuw nsw i64 %96 to i32
  %110 = sub nsw i32 %109, %98
  %111 = icmp eq i32 %110, 2
  %112 = zext i1 %111 to i32
  %113 = add nsw i32 %101, %112
  %114 = icmp sgt i32 %110, %100
  %115 = tail call i32 @llvm.smax.i32(i32 %110, i32 %100)
  %116 = select i1 %114, i32 %98, i32 %99
  br label %117

117:                                              ; preds = %95, %106
  %118 = phi i32 [ %102, %95 ], [ %107, %106 ]
  %119 = phi i32 [ %101, %95 ], [ %113, %106 ]
  %120 = phi i32 [ %100, %95 ], [ %115, %106 ]
  %121 = phi i32 [ %99, %95 ], [ %116, %106 ]
  %122 = phi i32 [ %98, %95 ], [ %109, %106 ]
  %123 = phi i64 [ %97, %95 ], [ %108, %106 ]
  %124 = add nuw nsw i64 %96, 1
  %125 = icmp eq i64 %124, 200001
  br i1 %125, label %36, label %95, !llvm.loop !16

126:                                              ; preds = %68
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %80)
  %128 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !5
  %129 = icmp eq i8 %128, 0
  %130 = zext i1 %129 to i32
  %131 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 3), align 1, !tbaa !5
  %132 = icmp eq i8 %131, 0
  %133 = zext i1 %132 to i32
  %134 = add nuw nsw i32 %130, %133
  %135 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 4), align 4, !tbaa !5
  %136 = icmp eq i8 %135, 0
  %137 = zext i1 %136 to i32
  %138 = add nuw nsw i32 %134, %137
  %139 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 5), align 1, !tbaa !5
  %140 = icmp eq i8 %139, 0
  %141 = zext i1 %140 to i32
  %142 = add nuw nsw i32 %138, %141
  %143 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 6), align 2, !tbaa !5
  %144 = icmp eq i8 %143, 0
  %145 = zext i1 %144 to i32
  %146 = add nuw nsw i32 %142, %145
  %147 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 7), align 1, !tbaa !5
  %148 = icmp eq i8 %147, 0
  %149 = zext i1 %148 to i32
  %150 = add nuw nsw i32 %146, %149
  %151 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 8), align 8, !tbaa !5
  %152 = icmp eq i8 %151, 0
  %153 = zext i1 %152 to i32
  %154 = add nuw nsw i32 %150, %153
  %155 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9), align 1, !tbaa !5
  %156 = icmp eq i8 %155, 0
  %157 = zext i1 %156 to i32
  %158 = add nuw nsw i32 %154, %157
  %159 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 10), align 2, !tbaa !5
  %160 = icmp eq i8 %159, 0
  %161 = zext i1 %160 to i32
  %162 = add nuw nsw i32 %158, %161
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %162)
  br label %164

164:                                              ; preds = %164, %126
  %165 = phi i64 [ 2, %126 ], [ %184, %164 ]
  %166 = phi i32 [ 0, %126 ], [ %183, %164 ]
  %167 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %165
  %168 = load i8, ptr %167, align 1, !tbaa !5
  %169 = icmp eq i8 %168, 0
  %170 = zext i1 %169 to i32
  %171 = add nuw nsw i32 %166, %170
  %172 = add nuw nsw i64 %165, 1
  %173 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !5
  %175 = icmp eq i8 %174, 0
  %176 = zext i1 %175 to i32
  %177 = add nuw nsw i32 %171, %176
  %178 = add nuw nsw i64 %165, 2
  %179 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !5
  %181 = icmp eq i8 %180, 0
  %182 = zext i1 %181 to i32
  %183 = add nuw nsw i32 %177, %182
  %184 = add nuw nsw i64 %165, 3
  %185 = icmp eq i64 %184, 101
  br i1 %185, label %186, label %164, !llvm.loop !17

186:                                              ; preds = %164
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %183)
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 2, %186 ], [ %208, %188 ]
  %190 = phi i32 [ 0, %186 ], [ %207, %188 ]
  %191 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %189
  %192 = load i8, ptr %191, align 1, !tbaa !5
  %193 = icmp eq i8 %192, 0
  %194 = zext i1 %193 to i32
  %195 = add nuw nsw i32 %190, %194
  %196 = add nuw nsw i64 %189, 1
  %197 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !5
  %199 = icmp eq i8 %198, 0
  %200 = zext i1 %199 to i32
  %201 = add nuw nsw i32 %195, %200
  %202 = add nuw nsw i64 %189, 2
  %203 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %202
  %204 = load i8, ptr %203, align 1, !tbaa !5
  %205 = icmp eq i8 %204, 0
  %206 = zext i1 %205 to i32
  %207 = add nuw nsw i32 %201, %206
  %208 = add nuw nsw i64 %189, 3
  %209 = icmp eq i64 %208, 1001
  br i1 %209, label %210, label %188, !llvm.loop !17

210:                                              ; preds = %188
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1000, i32 noundef %207)
  br label %212

212:                                              ; preds = %212, %210
  %213 = phi i64 [ 2, %210 ], [ %232, %212 ]
  %214 = phi i32 [ 0, %210 ], [ %231, %212 ]
  %215 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %213
  %216 = load i8, ptr %215, align 1, !tbaa !5
  %217 = icmp eq i8 %216, 0
  %218 = zext i1 %217 to i32
  %219 = add nuw nsw i32 %214, %218
  %220 = add nuw nsw i64 %213, 1
  %221 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !5
  %223 = icmp eq i8 %222, 0
  %224 = zext i1 %223 to i32
  %225 = add nuw nsw i32 %219, %224
  %226 = add nuw nsw i64 %213, 2
  %227 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !5
  %229 = icmp eq i8 %228, 0
  %230 = zext i1 %229 to i32
  %231 = add nuw nsw i32 %225, %230
  %232 = add nuw nsw i64 %213, 3
  %233 = icmp eq i64 %232, 10001
  br i1 %233, label %234, label %212, !llvm.loop !17

234:                                              ; preds = %212
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10000, i32 noundef %231)
  br label %236

236:                                              ; preds = %236, %234
  %237 = phi i64 [ 2, %234 ], [ %256, %236 ]
  %238 = phi i32 [ 0, %234 ], [ %255, %236 ]
  %239 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %237
  %240 = load i8, ptr %239, align 1, !tbaa !5
  %241 = icmp eq i8 %240, 0
  %242 = zext i1 %241 to i32
  %243 = add nuw nsw i32 %238, %242
  %244 = add nuw nsw i64 %237, 1
  %245 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %244
  %246 = load i8, ptr %245, align 1, !tbaa !5
  %247 = icmp eq i8 %246, 0
  %248 = zext i1 %247 to i32
  %249 = add nuw nsw i32 %243, %248
  %250 = add nuw nsw i64 %237, 2
  %251 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !5
  %253 = icmp eq i8 %252, 0
  %254 = zext i1 %253 to i32
  %255 = add nuw nsw i32 %249, %254
  %256 = add nuw nsw i64 %237, 3
  %257 = icmp eq i64 %256, 100001
  br i1 %257, label %258, label %236, !llvm.loop !17

258:                                              ; preds = %236
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100000, i32 noundef %255)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  br label %264

261:                                              ; preds = %274
  %262 = tail call i32 @putchar(i32 10)
  %263 = tail call noalias dereferenceable_or_null(4004) ptr @malloc(i64 noundef 4004) #7
  br label %278

264:                                              ; preds = %258, %274
  %265 = phi i64 [ 2, %258 ], [ %276, %274 ]
  %266 = phi i32 [ 0, %258 ], [ %275, %274 ]
  %267 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %265
  %268 = load i8, ptr %267, align 1, !tbaa !5
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %270, label %274

270:                                              ; preds = %264
  %271 = trunc nuw nsw i64 %265 to i32
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %271)
  %273 = add nsw i32 %266, 1
  br label %274

274:                                              ; preds = %264, %270
  %275 = phi i32 [ %266, %264 ], [ %273, %270 ]
  %276 = add nuw nsw i64 %265, 1
  %277 = icmp slt i32 %275, 20
  br i1 %277, label %264, label %261, !llvm.loop !18

278:                                              ; preds = %278, %261
  %279 = phi i64 [ 0, %261 ], [ %300, %278 ]
  %280 = getelementptr inbounds i32, ptr %263, i64 %279
  %281 = trunc nuw nsw i64 %279 to i32
  store i32 %281, ptr %280, align 4, !tbaa !11
  %282 = add nuw nsw i64 %279, 1
  %283 = getelementptr inbounds i32, ptr %263, i64 %282
  %284 = trunc nuw nsw i64 %282 to i32
  store i32 %284, ptr %283, align 4, !tbaa !11
  %285 = add nuw nsw i64 %279, 2
  %286 = getelementptr inbounds i32, ptr %263, i64 %285
  %287 = trunc nuw nsw i64 %285 to i32
  store i32 %287, ptr %286, align 4, !tbaa !11
  %288 = add nuw nsw i64 %279, 3
  %289 = getelementptr inbounds i32, ptr %263, i64 %288
  %290 = trunc nuw nsw i64 %288 to i32
  store i32 %290, ptr %289, align 4, !tbaa !11
  %291 = add nuw nsw i64 %279, 4
  %292 = getelementptr inbounds i32, ptr %263, i64 %291
  %293 = trunc nuw nsw i64 %291 to i32
  store i32 %293, ptr %292, align 4, !tbaa !11
  %294 = add nuw nsw i64 %279, 5
  %295 = getelementptr inbounds i32, ptr %263, i64 %294
  %296 = trunc nuw nsw i64 %294 to i32
  store i32 %296, ptr %295, align 4, !tbaa !11
  %297 = add nuw nsw i64 %279, 6
  %298 = getelementptr inbounds i32, ptr %263, i64 %297
  %299 = trunc nuw nsw i64 %297 to i32
  store i32 %299, ptr %298, align 4, !tbaa !11
  %300 = add nuw nsw i64 %279, 7
  %301 = icmp eq i64 %300, 1001
  br i1 %301, label %302, label %278, !llvm.loop !19

302:                                              ; preds = %278, %318
  %303 = phi i64 [ %319, %318 ], [ 2, %278 ]
  %304 = getelementptr inbounds i32, ptr %263, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !11
  %306 = zext i32 %305 to i64
  %307 = icmp eq i64 %303, %306
  br i1 %307, label %308, label %318

308:                                              ; preds = %302
  %309 = trunc nuw nsw i64 %303 to i32
  br label %310

310:                                              ; preds = %308, %310
  %311 = phi i64 [ %303, %308 ], [ %316, %310 ]
  %312 = getelementptr inbounds i32, ptr %263, i64 %311
  %313 = load i32, ptr %312, align 4, !tbaa !11
  %314 = sdiv i32 %313, %309
  %315 = sub nsw i32 %313, %314
  store i32 %315, ptr %312, align 4, !tbaa !11
  %316 = add nuw nsw i64 %311, %303
  %317 = icmp ult i64 %316, 1001
  br i1 %317, label %310, label %318, !llvm.loop !20

318:                                              ; preds = %310, %302
  %319 = add nuw nsw i64 %303, 1
  %320 = icmp eq i64 %319, 1001
  br i1 %320, label %321, label %302, !llvm.loop !21

321:                                              ; preds = %318
  %322 = getelementptr inbounds i8, ptr %263, i64 4
  %323 = getelementptr inbounds i8, ptr %263, i64 8
  %324 = getelementptr inbounds i8, ptr %263, i64 12
  %325 = getelementptr inbounds i8, ptr %263, i64 16
  %326 = getelementptr inbounds i8, ptr %263, i64 20
  %327 = getelementptr inbounds i8, ptr %263, i64 24
  %328 = getelementptr inbounds i8, ptr %263, i64 28
  br label %329

329:                                              ; preds = %329, %321
  %330 = phi i64 [ 1, %321 ], [ %364, %329 ]
  %331 = phi i64 [ 0, %321 ], [ %363, %329 ]
  %332 = getelementptr inbounds i32, ptr %263, i64 %330
  %333 = load i32, ptr %332, align 4, !tbaa !11
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %331, %334
  %336 = getelementptr inbounds i32, ptr %322, i64 %330
  %337 = load i32, ptr %336, align 4, !tbaa !11
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %335, %338
  %340 = getelementptr inbounds i32, ptr %323, i64 %330
  %341 = load i32, ptr %340, align 4, !tbaa !11
  %342 = sext i32 %341 to i64
  %343 = add nsw i64 %339, %342
  %344 = getelementptr inbounds i32, ptr %324, i64 %330
  %345 = load i32, ptr %344, align 4, !tbaa !11
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %343, %346
  %348 = getelementptr inbounds i32, ptr %325, i64 %330
  %349 = load i32, ptr %348, align 4, !tbaa !11
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %347, %350
  %352 = getelementptr inbounds i32, ptr %326, i64 %330
  %353 = load i32, ptr %352, align 4, !tbaa !11
  %354 = sext i32 %353 to i64
  %355 = add nsw i64 %351, %354
  %356 = getelementptr inbounds i32, ptr %327, i64 %330
  %357 = load i32, ptr %356, align 4, !tbaa !11
  %358 = sext i32 %357 to i64
  %359 = add nsw i64 %355, %358
  %360 = getelementptr inbounds i32, ptr %328, i64 %330
  %361 = load i32, ptr %360, align 4, !tbaa !11
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %359, %362
  %364 = add nuw nsw i64 %330, 8
  %365 = icmp eq i64 %364, 1001
  br i1 %365, label %366, label %329, !llvm.loop !22

366:                                              ; preds = %329
  %367 = getelementptr inbounds i8, ptr %263, i64 144
  %368 = load i32, ptr %367, align 4, !tbaa !11
  %369 = getelementptr inbounds i8, ptr %263, i64 388
  %370 = load i32, ptr %369, align 4, !tbaa !11
  %371 = getelementptr inbounds i8, ptr %263, i64 4000
  %372 = load i32, ptr %371, align 4, !tbaa !11
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %368, i32 noundef %370, i32 noundef %372, i64 noundef %363)
  tail call void @free(ptr noundef nonnull %263) #8
  br label %475

374:                                              ; preds = %486
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 100, i32 noundef %489)
  br label %376

376:                                              ; preds = %402, %374
  %377 = phi i64 [ 2, %374 ], [ %406, %402 ]
  %378 = phi i32 [ 0, %374 ], [ %405, %402 ]
  %379 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %377
  %380 = load i8, ptr %379, align 2, !tbaa !5
  %381 = icmp eq i8 %380, 0
  br i1 %381, label %382, label %387

382:                                              ; preds = %376
  %383 = sub nuw nsw i64 400, %377
  %384 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %383
  %385 = load i8, ptr %384, align 2, !tbaa !5
  %386 = icmp eq i8 %385, 0
  br label %387

387:                                              ; preds = %382, %376
  %388 = phi i1 [ false, %376 ], [ %386, %382 ]
  %389 = zext i1 %388 to i32
  %390 = add nuw nsw i32 %378, %389
  %391 = or disjoint i64 %377, 1
  %392 = icmp eq i64 %377, 200
  br i1 %392, label %407, label %393, !llvm.loop !23

393:                                              ; preds = %387
  %394 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %391
  %395 = load i8, ptr %394, align 1, !tbaa !5
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %397, label %402

397:                                              ; preds = %393
  %398 = sub nuw nsw i64 400, %391
  %399 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %398
  %400 = load i8, ptr %399, align 1, !tbaa !5
  %401 = icmp eq i8 %400, 0
  br label %402

402:                                              ; preds = %397, %393
  %403 = phi i1 [ false, %393 ], [ %401, %397 ]
  %404 = zext i1 %403 to i32
  %405 = add nuw nsw i32 %390, %404
  %406 = add nuw nsw i64 %377, 2
  br label %376

407:                                              ; preds = %387
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 400, i32 noundef %390)
  br label %409

409:                                              ; preds = %435, %407
  %410 = phi i64 [ 2, %407 ], [ %439, %435 ]
  %411 = phi i32 [ 0, %407 ], [ %438, %435 ]
  %412 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %410
  %413 = load i8, ptr %412, align 2, !tbaa !5
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %415, label %420

415:                                              ; preds = %409
  %416 = sub nuw nsw i64 700, %410
  %417 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %416
  %418 = load i8, ptr %417, align 2, !tbaa !5
  %419 = icmp eq i8 %418, 0
  br label %420

420:                                              ; preds = %415, %409
  %421 = phi i1 [ false, %409 ], [ %419, %415 ]
  %422 = zext i1 %421 to i32
  %423 = add nuw nsw i32 %411, %422
  %424 = or disjoint i64 %410, 1
  %425 = icmp eq i64 %410, 350
  br i1 %425, label %440, label %426, !llvm.loop !23

426:                                              ; preds = %420
  %427 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %424
  %428 = load i8, ptr %427, align 1, !tbaa !5
  %429 = icmp eq i8 %428, 0
  br i1 %429, label %430, label %435

430:                                              ; preds = %426
  %431 = sub nuw nsw i64 700, %424
  %432 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %431
  %433 = load i8, ptr %432, align 1, !tbaa !5
  %434 = icmp eq i8 %433, 0
  br label %435

435:                                              ; preds = %430, %426
  %436 = phi i1 [ false, %426 ], [ %434, %430 ]
  %437 = zext i1 %436 to i32
  %438 = add nuw nsw i32 %423, %437
  %439 = add nuw nsw i64 %410, 2
  br label %409

440:                                              ; preds = %420
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 700, i32 noundef %423)
  br label %442

442:                                              ; preds = %468, %440
  %443 = phi i64 [ 2, %440 ], [ %472, %468 ]
  %444 = phi i32 [ 0, %440 ], [ %471, %468 ]
  %445 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %443
  %446 = load i8, ptr %445, align 2, !tbaa !5
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %448, label %453

448:                                              ; preds = %442
  %449 = sub nuw nsw i64 1000, %443
  %450 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %449
  %451 = load i8, ptr %450, align 2, !tbaa !5
  %452 = icmp eq i8 %451, 0
  br label %453

453:                                              ; preds = %448, %442
  %454 = phi i1 [ false, %442 ], [ %452, %448 ]
  %455 = zext i1 %454 to i32
  %456 = add nuw nsw i32 %444, %455
  %457 = or disjoint i64 %443, 1
  %458 = icmp eq i64 %443, 500
  br i1 %458, label %473, label %459, !llvm.loop !23

459:                                              ; preds = %453
  %460 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %457
  %461 = load i8, ptr %460, align 1, !tbaa !5
  %462 = icmp eq i8 %461, 0
  br i1 %462, label %463, label %468

463:                                              ; preds = %459
  %464 = sub nuw nsw i64 1000, %457
  %465 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %464
  %466 = load i8, ptr %465, align 1, !tbaa !5
  %467 = icmp eq i8 %466, 0
  br label %468

468:                                              ; preds = %463, %459
  %469 = phi i1 [ false, %459 ], [ %467, %463 ]
  %470 = zext i1 %469 to i32
  %471 = add nuw nsw i32 %456, %470
  %472 = add nuw nsw i64 %443, 2
  br label %442

473:                                              ; preds = %453
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1000, i32 noundef %456)
  ret i32 0

475:                                              ; preds = %501, %366
  %476 = phi i64 [ 2, %366 ], [ %505, %501 ]
  %477 = phi i32 [ 0, %366 ], [ %504, %501 ]
  %478 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %476
  %479 = load i8, ptr %478, align 2, !tbaa !5
  %480 = icmp eq i8 %479, 0
  br i1 %480, label %481, label %486

481:                                              ; preds = %475
  %482 = sub nuw nsw i64 100, %476
  %483 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %482
  %484 = load i8, ptr %483, align 2, !tbaa !5
  %485 = icmp eq i8 %484, 0
  br label %486

486:                                              ; preds = %481, %475
  %487 = phi i1 [ false, %475 ], [ %485, %481 ]
  %488 = zext i1 %487 to i32
  %489 = add nuw nsw i32 %477, %488
  %490 = or disjoint i64 %476, 1
  %491 = icmp eq i64 %476, 50
  br i1 %491, label %374, label %492, !llvm.loop !23

492:                                              ; preds = %486
  %493 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %490
  %494 = load i8, ptr %493, align 1, !tbaa !5
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %496, label %501

496:                                              ; preds = %492
  %497 = sub nuw nsw i64 100, %490
  %498 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %497
  %499 = load i8, ptr %498, align 1, !tbaa !5
  %500 = icmp eq i8 %499, 0
  br label %501

501:                                              ; preds = %496, %492
  %502 = phi i1 [ false, %492 ], [ %500, %496 ]
  %503 = zext i1 %502 to i32
  %504 = add nuw nsw i32 %489, %503
  %505 = add nuw nsw i64 %476, 2
  br label %475
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
