; ModuleID = 'c/36_sieve.c'
source_filename = "c/36_sieve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@composite = internal unnamed_addr global [200001 x i8] zeroinitializer, align 4
@.str = private unnamed_addr constant [59 x i8] c"primes <= %d: %d, sum=%lld, twins=%d, max gap %d after %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bit sieve count = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"pi(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"first 20 primes:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"phi(36)=%d phi(97)=%d phi(1000)=%d sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"goldbach(%d) = %d ways\0A\00", align 1
@bits = internal unnamed_addr global [3126 x i32] zeroinitializer, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store i8 1, ptr getelementptr inbounds (i8, ptr @composite, i64 1), align 1, !tbaa !6
  store i8 1, ptr @composite, align 4, !tbaa !6
  br label %1

1:                                                ; preds = %0, %46
  %2 = phi i64 [ 0, %0 ], [ %52, %46 ]
  %3 = phi i64 [ 5, %0 ], [ %48, %46 ]
  %4 = phi i64 [ 2, %0 ], [ %47, %46 ]
  %5 = phi i32 [ 4, %0 ], [ %50, %46 ]
  %6 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %4
  %7 = load i8, ptr %6, align 1, !tbaa !6
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %46

9:                                                ; preds = %1
  %10 = zext i32 %5 to i64
  %11 = add nuw i64 %4, %10
  %12 = tail call i64 @llvm.umax.i64(i64 %11, i64 200001)
  %13 = sub i64 %12, %2
  %14 = add i64 %13, -2
  %15 = icmp ne i64 %14, %10
  %16 = zext i1 %15 to i64
  %17 = add nuw nsw i64 %16, %10
  %18 = sub i64 %14, %17
  %19 = zext i32 %5 to i64
  %20 = select i1 %15, i64 2, i64 1
  %21 = udiv i64 %18, %4
  %22 = add i64 %20, %21
  %23 = icmp ult i64 %22, 2
  br i1 %23, label %39, label %24

24:                                               ; preds = %9
  %25 = and i64 %22, -2
  %26 = mul i64 %25, %4
  %27 = add i64 %26, %19
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ 0, %24 ], [ %35, %28 ]
  %30 = mul i64 %29, %4
  %31 = add i64 %30, %19
  %32 = add i64 %31, %4
  %33 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %31
  %34 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %32
  store i8 1, ptr %33, align 1, !tbaa !6
  store i8 1, ptr %34, align 1, !tbaa !6
  %35 = add nuw i64 %29, 2
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %28, !llvm.loop !9

37:                                               ; preds = %28
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %46, label %39

39:                                               ; preds = %37, %9
  %40 = phi i64 [ %19, %9 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi i64 [ %44, %41 ], [ %40, %39 ]
  %43 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %42
  store i8 1, ptr %43, align 1, !tbaa !6
  %44 = add nuw nsw i64 %42, %4
  %45 = icmp ult i64 %44, 200001
  br i1 %45, label %41, label %46, !llvm.loop !13

46:                                               ; preds = %41, %37, %1
  %47 = add nuw nsw i64 %4, 1
  %48 = add nuw nsw i64 %3, 2
  %49 = trunc i64 %3 to i32
  %50 = add i32 %5, %49
  %51 = icmp eq i64 %47, 448
  %52 = add i64 %2, 1
  br i1 %51, label %165, label %1, !llvm.loop !14

53:                                               ; preds = %187
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %188, i64 noundef %193, i32 noundef %189, i32 noundef %190, i32 noundef %191)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12504) @bits, i8 0, i64 12504, i1 false)
  br label %55

55:                                               ; preds = %81, %53
  %56 = phi i32 [ 9, %53 ], [ %83, %81 ]
  %57 = phi i32 [ 3, %53 ], [ %82, %81 ]
  %58 = lshr i32 %57, 6
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !15
  %62 = lshr i32 %57, 1
  %63 = and i32 %62, 31
  %64 = shl nuw i32 1, %63
  %65 = and i32 %64, %61
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %81

67:                                               ; preds = %55
  %68 = shl nuw nsw i32 %57, 1
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i32 [ %56, %67 ], [ %79, %69 ]
  %71 = lshr i32 %70, 1
  %72 = and i32 %71, 31
  %73 = shl nuw i32 1, %72
  %74 = lshr i32 %70, 6
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !15
  %78 = or i32 %73, %77
  store i32 %78, ptr %76, align 4, !tbaa !15
  %79 = add nuw nsw i32 %70, %68
  %80 = icmp ult i32 %79, 200001
  br i1 %80, label %69, label %81, !llvm.loop !17

81:                                               ; preds = %69, %55
  %82 = add nuw nsw i32 %57, 2
  %83 = mul nuw nsw i32 %82, %82
  %84 = icmp ult i32 %83, 200001
  br i1 %84, label %55, label %85, !llvm.loop !18

85:                                               ; preds = %81, %85
  %86 = phi i32 [ %111, %85 ], [ 0, %81 ]
  %87 = phi i32 [ %109, %85 ], [ 1, %81 ]
  %88 = phi i32 [ %110, %85 ], [ 0, %81 ]
  %89 = shl i32 %86, 1
  %90 = add i32 %89, 5
  %91 = lshr i32 %89, 6
  %92 = lshr i32 %90, 6
  %93 = zext nneg i32 %91 to i64
  %94 = zext nneg i32 %92 to i64
  %95 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %93
  %96 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %94
  %97 = load i32, ptr %95, align 4, !tbaa !15
  %98 = load i32, ptr %96, align 4, !tbaa !15
  %99 = lshr i32 %90, 1
  %100 = and i32 %86, 30
  %101 = or disjoint i32 %100, 1
  %102 = and i32 %99, 30
  %103 = xor i32 %97, -1
  %104 = xor i32 %98, -1
  %105 = lshr i32 %103, %101
  %106 = lshr i32 %104, %102
  %107 = and i32 %105, 1
  %108 = and i32 %106, 1
  %109 = add i32 %107, %87
  %110 = add i32 %108, %88
  %111 = add nuw i32 %86, 2
  %112 = icmp eq i32 %111, 99998
  br i1 %112, label %113, label %85, !llvm.loop !19

113:                                              ; preds = %85
  %114 = add i32 %110, %109
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @bits, i64 12496), align 4, !tbaa !15
  %116 = icmp sgt i32 %115, -1
  %117 = zext i1 %116 to i32
  %118 = add nuw nsw i32 %114, %117
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %118)
  %120 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !6
  %121 = icmp eq <8 x i8> %120, zeroinitializer
  %122 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 10), align 2, !tbaa !6
  %123 = icmp eq i8 %122, 0
  %124 = zext i1 %123 to i32
  %125 = bitcast <8 x i1> %121 to i8
  %126 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %125)
  %127 = zext nneg i8 %126 to i32
  %128 = add nuw nsw i32 %127, %124
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %128)
  %130 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 18), align 2, !tbaa !6
  %131 = icmp eq <16 x i8> %130, zeroinitializer
  %132 = zext <16 x i1> %131 to <16 x i32>
  %133 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 50), align 2, !tbaa !6
  %134 = icmp eq <16 x i8> %133, zeroinitializer
  %135 = zext <16 x i1> %134 to <16 x i32>
  %136 = add nuw nsw <16 x i32> %132, %135
  %137 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 82), align 2, !tbaa !6
  %138 = icmp eq <16 x i8> %137, zeroinitializer
  %139 = zext <16 x i1> %138 to <16 x i32>
  %140 = add nuw nsw <16 x i32> %136, %139
  %141 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !6
  %142 = icmp eq <16 x i8> %141, zeroinitializer
  %143 = zext <16 x i1> %142 to <16 x i32>
  %144 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 34), align 2, !tbaa !6
  %145 = icmp eq <16 x i8> %144, zeroinitializer
  %146 = zext <16 x i1> %145 to <16 x i32>
  %147 = add nuw nsw <16 x i32> %143, %146
  %148 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 66), align 2, !tbaa !6
  %149 = icmp eq <16 x i8> %148, zeroinitializer
  %150 = zext <16 x i1> %149 to <16 x i32>
  %151 = add nuw nsw <16 x i32> %147, %150
  %152 = add nuw nsw <16 x i32> %140, %151
  %153 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %152)
  %154 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %153, i64 0
  %155 = load <2 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 98), align 2, !tbaa !6
  %156 = icmp eq <2 x i8> %155, zeroinitializer
  %157 = zext <2 x i1> %156 to <2 x i32>
  %158 = add <2 x i32> %154, %157
  %159 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %158)
  %160 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 100), align 4, !tbaa !6
  %161 = icmp eq i8 %160, 0
  %162 = zext i1 %161 to i32
  %163 = add nuw nsw i32 %159, %162
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %163)
  br label %196

165:                                              ; preds = %46, %187
  %166 = phi i64 [ %194, %187 ], [ 2, %46 ]
  %167 = phi i64 [ %193, %187 ], [ 0, %46 ]
  %168 = phi i32 [ %192, %187 ], [ 2, %46 ]
  %169 = phi i32 [ %191, %187 ], [ 0, %46 ]
  %170 = phi i32 [ %190, %187 ], [ 0, %46 ]
  %171 = phi i32 [ %189, %187 ], [ 0, %46 ]
  %172 = phi i32 [ %188, %187 ], [ 0, %46 ]
  %173 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %166
  %174 = load i8, ptr %173, align 1, !tbaa !6
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %176, label %187

176:                                              ; preds = %165
  %177 = add nsw i32 %172, 1
  %178 = add nsw i64 %167, %166
  %179 = trunc nuw nsw i64 %166 to i32
  %180 = sub nsw i32 %179, %168
  %181 = icmp eq i32 %180, 2
  %182 = zext i1 %181 to i32
  %183 = add nsw i32 %171, %182
  %184 = icmp sgt i32 %180, %170
  %185 = tail call i32 @llvm.smax.i32(i32 %180, i32 %170)
  %186 = select i1 %184, i32 %168, i32 %169
  br label %187

187:                                              ; preds = %165, %176
  %188 = phi i32 [ %172, %165 ], [ %177, %176 ]
  %189 = phi i32 [ %171, %165 ], [ %183, %176 ]
  %190 = phi i32 [ %170, %165 ], [ %185, %176 ]
  %191 = phi i32 [ %169, %165 ], [ %186, %176 ]
  %192 = phi i32 [ %168, %165 ], [ %179, %176 ]
  %193 = phi i64 [ %167, %165 ], [ %178, %176 ]
  %194 = add nuw nsw i64 %166, 1
  %195 = icmp eq i64 %194, 200001
  br i1 %195, label %53, label %165, !llvm.loop !20

196:                                              ; preds = %196, %113
  %197 = phi i64 [ 0, %113 ], [ %211, %196 ]
  %198 = phi <16 x i32> [ zeroinitializer, %113 ], [ %209, %196 ]
  %199 = phi <16 x i32> [ zeroinitializer, %113 ], [ %210, %196 ]
  %200 = or disjoint i64 %197, 2
  %201 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %200
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load <16 x i8>, ptr %201, align 2, !tbaa !6
  %204 = load <16 x i8>, ptr %202, align 2, !tbaa !6
  %205 = icmp eq <16 x i8> %203, zeroinitializer
  %206 = icmp eq <16 x i8> %204, zeroinitializer
  %207 = zext <16 x i1> %205 to <16 x i32>
  %208 = zext <16 x i1> %206 to <16 x i32>
  %209 = add <16 x i32> %198, %207
  %210 = add <16 x i32> %199, %208
  %211 = add nuw i64 %197, 32
  %212 = icmp eq i64 %211, 992
  br i1 %212, label %213, label %196, !llvm.loop !21

213:                                              ; preds = %196
  %214 = add <16 x i32> %210, %209
  %215 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %214)
  %216 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %215, i64 0
  %217 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 994), align 2, !tbaa !6
  %218 = icmp eq <4 x i8> %217, zeroinitializer
  %219 = zext <4 x i1> %218 to <4 x i32>
  %220 = add <4 x i32> %216, %219
  %221 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %220)
  %222 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 998), align 2, !tbaa !6
  %223 = icmp eq i8 %222, 0
  %224 = zext i1 %223 to i32
  %225 = add nuw nsw i32 %221, %224
  %226 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 999), align 1, !tbaa !6
  %227 = icmp eq i8 %226, 0
  %228 = zext i1 %227 to i32
  %229 = add nuw nsw i32 %225, %228
  %230 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 1000), align 4, !tbaa !6
  %231 = icmp eq i8 %230, 0
  %232 = zext i1 %231 to i32
  %233 = add nuw nsw i32 %229, %232
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1000, i32 noundef %233)
  br label %235

235:                                              ; preds = %235, %213
  %236 = phi i64 [ 0, %213 ], [ %250, %235 ]
  %237 = phi <16 x i32> [ zeroinitializer, %213 ], [ %248, %235 ]
  %238 = phi <16 x i32> [ zeroinitializer, %213 ], [ %249, %235 ]
  %239 = or disjoint i64 %236, 2
  %240 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %239
  %241 = getelementptr inbounds i8, ptr %240, i64 16
  %242 = load <16 x i8>, ptr %240, align 2, !tbaa !6
  %243 = load <16 x i8>, ptr %241, align 2, !tbaa !6
  %244 = icmp eq <16 x i8> %242, zeroinitializer
  %245 = icmp eq <16 x i8> %243, zeroinitializer
  %246 = zext <16 x i1> %244 to <16 x i32>
  %247 = zext <16 x i1> %245 to <16 x i32>
  %248 = add <16 x i32> %237, %246
  %249 = add <16 x i32> %238, %247
  %250 = add nuw i64 %236, 32
  %251 = icmp eq i64 %250, 9984
  br i1 %251, label %252, label %235, !llvm.loop !22

252:                                              ; preds = %235
  %253 = add <16 x i32> %249, %248
  %254 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %253)
  %255 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %254, i64 0
  %256 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 9986), align 2, !tbaa !6
  %257 = icmp eq <8 x i8> %256, zeroinitializer
  %258 = zext <8 x i1> %257 to <8 x i32>
  %259 = add <8 x i32> %255, %258
  %260 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %259)
  %261 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9994), align 2, !tbaa !6
  %262 = icmp eq i8 %261, 0
  %263 = zext i1 %262 to i32
  %264 = add nuw nsw i32 %260, %263
  %265 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9995), align 1, !tbaa !6
  %266 = icmp eq i8 %265, 0
  %267 = zext i1 %266 to i32
  %268 = add nuw nsw i32 %264, %267
  %269 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9996), align 4, !tbaa !6
  %270 = icmp eq i8 %269, 0
  %271 = zext i1 %270 to i32
  %272 = add nuw nsw i32 %268, %271
  %273 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9997), align 1, !tbaa !6
  %274 = icmp eq i8 %273, 0
  %275 = zext i1 %274 to i32
  %276 = add nuw nsw i32 %272, %275
  %277 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9998), align 2, !tbaa !6
  %278 = icmp eq i8 %277, 0
  %279 = zext i1 %278 to i32
  %280 = add nuw nsw i32 %276, %279
  %281 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9999), align 1, !tbaa !6
  %282 = icmp eq i8 %281, 0
  %283 = zext i1 %282 to i32
  %284 = add nuw nsw i32 %280, %283
  %285 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 10000), align 4, !tbaa !6
  %286 = icmp eq i8 %285, 0
  %287 = zext i1 %286 to i32
  %288 = add nuw nsw i32 %284, %287
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10000, i32 noundef %288)
  br label %290

290:                                              ; preds = %290, %252
  %291 = phi i64 [ 0, %252 ], [ %305, %290 ]
  %292 = phi <16 x i32> [ zeroinitializer, %252 ], [ %303, %290 ]
  %293 = phi <16 x i32> [ zeroinitializer, %252 ], [ %304, %290 ]
  %294 = or disjoint i64 %291, 2
  %295 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %294
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load <16 x i8>, ptr %295, align 2, !tbaa !6
  %298 = load <16 x i8>, ptr %296, align 2, !tbaa !6
  %299 = icmp eq <16 x i8> %297, zeroinitializer
  %300 = icmp eq <16 x i8> %298, zeroinitializer
  %301 = zext <16 x i1> %299 to <16 x i32>
  %302 = zext <16 x i1> %300 to <16 x i32>
  %303 = add <16 x i32> %292, %301
  %304 = add <16 x i32> %293, %302
  %305 = add nuw i64 %291, 32
  %306 = icmp eq i64 %305, 99968
  br i1 %306, label %307, label %290, !llvm.loop !23

307:                                              ; preds = %290
  %308 = add <16 x i32> %304, %303
  %309 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %308)
  %310 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %309, i64 0
  %311 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 99970), align 2, !tbaa !6
  %312 = icmp eq <8 x i8> %311, zeroinitializer
  %313 = zext <8 x i1> %312 to <8 x i32>
  %314 = add <8 x i32> %310, %313
  %315 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 99978), align 2, !tbaa !6
  %316 = icmp eq <8 x i8> %315, zeroinitializer
  %317 = zext <8 x i1> %316 to <8 x i32>
  %318 = add <8 x i32> %314, %317
  %319 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 99986), align 2, !tbaa !6
  %320 = icmp eq <8 x i8> %319, zeroinitializer
  %321 = zext <8 x i1> %320 to <8 x i32>
  %322 = add <8 x i32> %318, %321
  %323 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %322)
  %324 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99994), align 2, !tbaa !6
  %325 = icmp eq i8 %324, 0
  %326 = zext i1 %325 to i32
  %327 = add nuw nsw i32 %323, %326
  %328 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99995), align 1, !tbaa !6
  %329 = icmp eq i8 %328, 0
  %330 = zext i1 %329 to i32
  %331 = add nuw nsw i32 %327, %330
  %332 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99996), align 4, !tbaa !6
  %333 = icmp eq i8 %332, 0
  %334 = zext i1 %333 to i32
  %335 = add nuw nsw i32 %331, %334
  %336 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99997), align 1, !tbaa !6
  %337 = icmp eq i8 %336, 0
  %338 = zext i1 %337 to i32
  %339 = add nuw nsw i32 %335, %338
  %340 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99998), align 2, !tbaa !6
  %341 = icmp eq i8 %340, 0
  %342 = zext i1 %341 to i32
  %343 = add nuw nsw i32 %339, %342
  %344 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99999), align 1, !tbaa !6
  %345 = icmp eq i8 %344, 0
  %346 = zext i1 %345 to i32
  %347 = add nuw nsw i32 %343, %346
  %348 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 100000), align 4, !tbaa !6
  %349 = icmp eq i8 %348, 0
  %350 = zext i1 %349 to i32
  %351 = add nuw nsw i32 %347, %350
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100000, i32 noundef %351)
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  br label %366

354:                                              ; preds = %376
  %355 = tail call i32 @putchar(i32 10)
  %356 = tail call noalias dereferenceable_or_null(4004) ptr @malloc(i64 noundef 4004) #7
  br label %357

357:                                              ; preds = %357, %354
  %358 = phi i64 [ 0, %354 ], [ %363, %357 ]
  %359 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %354 ], [ %364, %357 ]
  %360 = add <4 x i32> %359, <i32 4, i32 4, i32 4, i32 4>
  %361 = getelementptr inbounds i32, ptr %356, i64 %358
  %362 = getelementptr inbounds i8, ptr %361, i64 16
  store <4 x i32> %359, ptr %361, align 4, !tbaa !15
  store <4 x i32> %360, ptr %362, align 4, !tbaa !15
  %363 = add nuw i64 %358, 8
  %364 = add <4 x i32> %359, <i32 8, i32 8, i32 8, i32 8>
  %365 = icmp eq i64 %363, 1000
  br i1 %365, label %380, label %357, !llvm.loop !24

366:                                              ; preds = %307, %376
  %367 = phi i64 [ 2, %307 ], [ %378, %376 ]
  %368 = phi i32 [ 0, %307 ], [ %377, %376 ]
  %369 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %367
  %370 = load i8, ptr %369, align 1, !tbaa !6
  %371 = icmp eq i8 %370, 0
  br i1 %371, label %372, label %376

372:                                              ; preds = %366
  %373 = trunc nuw nsw i64 %367 to i32
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %373)
  %375 = add nsw i32 %368, 1
  br label %376

376:                                              ; preds = %366, %372
  %377 = phi i32 [ %368, %366 ], [ %375, %372 ]
  %378 = add nuw nsw i64 %367, 1
  %379 = icmp slt i32 %377, 20
  br i1 %379, label %366, label %354, !llvm.loop !25

380:                                              ; preds = %357
  %381 = getelementptr inbounds i8, ptr %356, i64 4000
  store i32 1000, ptr %381, align 4, !tbaa !15
  br label %382

382:                                              ; preds = %380, %398
  %383 = phi i64 [ %399, %398 ], [ 2, %380 ]
  %384 = getelementptr inbounds i32, ptr %356, i64 %383
  %385 = load i32, ptr %384, align 4, !tbaa !15
  %386 = zext i32 %385 to i64
  %387 = icmp eq i64 %383, %386
  br i1 %387, label %388, label %398

388:                                              ; preds = %382
  %389 = trunc nuw nsw i64 %383 to i32
  br label %390

390:                                              ; preds = %388, %390
  %391 = phi i64 [ %383, %388 ], [ %396, %390 ]
  %392 = getelementptr inbounds i32, ptr %356, i64 %391
  %393 = load i32, ptr %392, align 4, !tbaa !15
  %394 = sdiv i32 %393, %389
  %395 = sub nsw i32 %393, %394
  store i32 %395, ptr %392, align 4, !tbaa !15
  %396 = add nuw nsw i64 %391, %383
  %397 = icmp ult i64 %396, 1001
  br i1 %397, label %390, label %398, !llvm.loop !26

398:                                              ; preds = %390, %382
  %399 = add nuw nsw i64 %383, 1
  %400 = icmp eq i64 %399, 1001
  br i1 %400, label %401, label %382, !llvm.loop !27

401:                                              ; preds = %398, %401
  %402 = phi i64 [ %414, %401 ], [ 0, %398 ]
  %403 = phi <4 x i64> [ %412, %401 ], [ zeroinitializer, %398 ]
  %404 = phi <4 x i64> [ %413, %401 ], [ zeroinitializer, %398 ]
  %405 = or disjoint i64 %402, 1
  %406 = getelementptr inbounds i32, ptr %356, i64 %405
  %407 = getelementptr inbounds i8, ptr %406, i64 16
  %408 = load <4 x i32>, ptr %406, align 4, !tbaa !15
  %409 = load <4 x i32>, ptr %407, align 4, !tbaa !15
  %410 = sext <4 x i32> %408 to <4 x i64>
  %411 = sext <4 x i32> %409 to <4 x i64>
  %412 = add <4 x i64> %403, %410
  %413 = add <4 x i64> %404, %411
  %414 = add nuw i64 %402, 8
  %415 = icmp eq i64 %414, 1000
  br i1 %415, label %416, label %401, !llvm.loop !28

416:                                              ; preds = %401
  %417 = add <4 x i64> %413, %412
  %418 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %417)
  %419 = getelementptr inbounds i8, ptr %356, i64 144
  %420 = load i32, ptr %419, align 4, !tbaa !15
  %421 = getelementptr inbounds i8, ptr %356, i64 388
  %422 = load i32, ptr %421, align 4, !tbaa !15
  %423 = getelementptr inbounds i8, ptr %356, i64 4000
  %424 = load i32, ptr %423, align 4, !tbaa !15
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %420, i32 noundef %422, i32 noundef %424, i64 noundef %418)
  tail call void @free(ptr noundef nonnull %356) #8
  br label %485

426:                                              ; preds = %496
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 100, i32 noundef %499)
  br label %428

428:                                              ; preds = %439, %426
  %429 = phi i64 [ 2, %426 ], [ %443, %439 ]
  %430 = phi i32 [ 0, %426 ], [ %442, %439 ]
  %431 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %429
  %432 = load i8, ptr %431, align 1, !tbaa !6
  %433 = icmp eq i8 %432, 0
  br i1 %433, label %434, label %439

434:                                              ; preds = %428
  %435 = sub nuw nsw i64 400, %429
  %436 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %435
  %437 = load i8, ptr %436, align 1, !tbaa !6
  %438 = icmp eq i8 %437, 0
  br label %439

439:                                              ; preds = %434, %428
  %440 = phi i1 [ false, %428 ], [ %438, %434 ]
  %441 = zext i1 %440 to i32
  %442 = add nuw nsw i32 %430, %441
  %443 = add nuw nsw i64 %429, 1
  %444 = icmp eq i64 %443, 201
  br i1 %444, label %445, label %428, !llvm.loop !29

445:                                              ; preds = %439
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 400, i32 noundef %442)
  br label %447

447:                                              ; preds = %458, %445
  %448 = phi i64 [ 2, %445 ], [ %462, %458 ]
  %449 = phi i32 [ 0, %445 ], [ %461, %458 ]
  %450 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %448
  %451 = load i8, ptr %450, align 1, !tbaa !6
  %452 = icmp eq i8 %451, 0
  br i1 %452, label %453, label %458

453:                                              ; preds = %447
  %454 = sub nuw nsw i64 700, %448
  %455 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %454
  %456 = load i8, ptr %455, align 1, !tbaa !6
  %457 = icmp eq i8 %456, 0
  br label %458

458:                                              ; preds = %453, %447
  %459 = phi i1 [ false, %447 ], [ %457, %453 ]
  %460 = zext i1 %459 to i32
  %461 = add nuw nsw i32 %449, %460
  %462 = add nuw nsw i64 %448, 1
  %463 = icmp eq i64 %462, 351
  br i1 %463, label %464, label %447, !llvm.loop !29

464:                                              ; preds = %458
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 700, i32 noundef %461)
  br label %466

466:                                              ; preds = %477, %464
  %467 = phi i64 [ 2, %464 ], [ %481, %477 ]
  %468 = phi i32 [ 0, %464 ], [ %480, %477 ]
  %469 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %467
  %470 = load i8, ptr %469, align 1, !tbaa !6
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %472, label %477

472:                                              ; preds = %466
  %473 = sub nuw nsw i64 1000, %467
  %474 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !6
  %476 = icmp eq i8 %475, 0
  br label %477

477:                                              ; preds = %472, %466
  %478 = phi i1 [ false, %466 ], [ %476, %472 ]
  %479 = zext i1 %478 to i32
  %480 = add nuw nsw i32 %468, %479
  %481 = add nuw nsw i64 %467, 1
  %482 = icmp eq i64 %481, 501
  br i1 %482, label %483, label %466, !llvm.loop !29

483:                                              ; preds = %477
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1000, i32 noundef %480)
  ret i32 0

485:                                              ; preds = %416, %496
  %486 = phi i64 [ 2, %416 ], [ %500, %496 ]
  %487 = phi i32 [ 0, %416 ], [ %499, %496 ]
  %488 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %486
  %489 = load i8, ptr %488, align 1, !tbaa !6
  %490 = icmp eq i8 %489, 0
  br i1 %490, label %491, label %496

491:                                              ; preds = %485
  %492 = sub nuw nsw i64 100, %486
  %493 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %492
  %494 = load i8, ptr %493, align 1, !tbaa !6
  %495 = icmp eq i8 %494, 0
  br label %496

496:                                              ; preds = %491, %485
  %497 = phi i1 [ false, %485 ], [ %495, %491 ]
  %498 = zext i1 %497 to i32
  %499 = add nuw nsw i32 %487, %498
  %500 = add nuw nsw i64 %486, 1
  %501 = icmp eq i64 %500, 51
  br i1 %501, label %426, label %485, !llvm.loop !29
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !11, !12}
!29 = distinct !{!29, !10}
