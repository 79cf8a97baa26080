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
  %128 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !5
  %129 = icmp eq <8 x i8> %128, zeroinitializer
  %130 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 10), align 2, !tbaa !5
  %131 = icmp eq i8 %130, 0
  %132 = zext i1 %131 to i32
  %133 = bitcast <8 x i1> %129 to i8
  %134 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %133)
  %135 = zext nneg i8 %134 to i32
  %136 = add nuw nsw i32 %135, %132
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %136)
  %138 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 6), align 2, !tbaa !5
  %139 = icmp eq <4 x i8> %138, zeroinitializer
  %140 = zext <4 x i1> %139 to <4 x i32>
  %141 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 14), align 2, !tbaa !5
  %142 = icmp eq <4 x i8> %141, zeroinitializer
  %143 = zext <4 x i1> %142 to <4 x i32>
  %144 = add nuw nsw <4 x i32> %140, %143
  %145 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 22), align 2, !tbaa !5
  %146 = icmp eq <4 x i8> %145, zeroinitializer
  %147 = zext <4 x i1> %146 to <4 x i32>
  %148 = add nuw nsw <4 x i32> %144, %147
  %149 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 30), align 2, !tbaa !5
  %150 = icmp eq <4 x i8> %149, zeroinitializer
  %151 = zext <4 x i1> %150 to <4 x i32>
  %152 = add nuw nsw <4 x i32> %148, %151
  %153 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 38), align 2, !tbaa !5
  %154 = icmp eq <4 x i8> %153, zeroinitializer
  %155 = zext <4 x i1> %154 to <4 x i32>
  %156 = add nuw nsw <4 x i32> %152, %155
  %157 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 46), align 2, !tbaa !5
  %158 = icmp eq <4 x i8> %157, zeroinitializer
  %159 = zext <4 x i1> %158 to <4 x i32>
  %160 = add nuw nsw <4 x i32> %156, %159
  %161 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 54), align 2, !tbaa !5
  %162 = icmp eq <4 x i8> %161, zeroinitializer
  %163 = zext <4 x i1> %162 to <4 x i32>
  %164 = add nuw nsw <4 x i32> %160, %163
  %165 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 62), align 2, !tbaa !5
  %166 = icmp eq <4 x i8> %165, zeroinitializer
  %167 = zext <4 x i1> %166 to <4 x i32>
  %168 = add <4 x i32> %164, %167
  %169 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 70), align 2, !tbaa !5
  %170 = icmp eq <4 x i8> %169, zeroinitializer
  %171 = zext <4 x i1> %170 to <4 x i32>
  %172 = add <4 x i32> %168, %171
  %173 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 78), align 2, !tbaa !5
  %174 = icmp eq <4 x i8> %173, zeroinitializer
  %175 = zext <4 x i1> %174 to <4 x i32>
  %176 = add <4 x i32> %172, %175
  %177 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 86), align 2, !tbaa !5
  %178 = icmp eq <4 x i8> %177, zeroinitializer
  %179 = zext <4 x i1> %178 to <4 x i32>
  %180 = add <4 x i32> %176, %179
  %181 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 94), align 2, !tbaa !5
  %182 = icmp eq <4 x i8> %181, zeroinitializer
  %183 = zext <4 x i1> %182 to <4 x i32>
  %184 = add <4 x i32> %180, %183
  %185 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !5
  %186 = icmp eq <4 x i8> %185, zeroinitializer
  %187 = zext <4 x i1> %186 to <4 x i32>
  %188 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 10), align 2, !tbaa !5
  %189 = icmp eq <4 x i8> %188, zeroinitializer
  %190 = zext <4 x i1> %189 to <4 x i32>
  %191 = add nuw nsw <4 x i32> %187, %190
  %192 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 18), align 2, !tbaa !5
  %193 = icmp eq <4 x i8> %192, zeroinitializer
  %194 = zext <4 x i1> %193 to <4 x i32>
  %195 = add nuw nsw <4 x i32> %191, %194
  %196 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 26), align 2, !tbaa !5
  %197 = icmp eq <4 x i8> %196, zeroinitializer
  %198 = zext <4 x i1> %197 to <4 x i32>
  %199 = add nuw nsw <4 x i32> %195, %198
  %200 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 34), align 2, !tbaa !5
  %201 = icmp eq <4 x i8> %200, zeroinitializer
  %202 = zext <4 x i1> %201 to <4 x i32>
  %203 = add nuw nsw <4 x i32> %199, %202
  %204 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 42), align 2, !tbaa !5
  %205 = icmp eq <4 x i8> %204, zeroinitializer
  %206 = zext <4 x i1> %205 to <4 x i32>
  %207 = add nuw nsw <4 x i32> %203, %206
  %208 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 50), align 2, !tbaa !5
  %209 = icmp eq <4 x i8> %208, zeroinitializer
  %210 = zext <4 x i1> %209 to <4 x i32>
  %211 = add nuw nsw <4 x i32> %207, %210
  %212 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 58), align 2, !tbaa !5
  %213 = icmp eq <4 x i8> %212, zeroinitializer
  %214 = zext <4 x i1> %213 to <4 x i32>
  %215 = add <4 x i32> %211, %214
  %216 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 66), align 2, !tbaa !5
  %217 = icmp eq <4 x i8> %216, zeroinitializer
  %218 = zext <4 x i1> %217 to <4 x i32>
  %219 = add <4 x i32> %215, %218
  %220 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 74), align 2, !tbaa !5
  %221 = icmp eq <4 x i8> %220, zeroinitializer
  %222 = zext <4 x i1> %221 to <4 x i32>
  %223 = add <4 x i32> %219, %222
  %224 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 82), align 2, !tbaa !5
  %225 = icmp eq <4 x i8> %224, zeroinitializer
  %226 = zext <4 x i1> %225 to <4 x i32>
  %227 = add <4 x i32> %223, %226
  %228 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @composite, i64 90), align 2, !tbaa !5
  %229 = icmp eq <4 x i8> %228, zeroinitializer
  %230 = zext <4 x i1> %229 to <4 x i32>
  %231 = add <4 x i32> %227, %230
  %232 = add <4 x i32> %184, %231
  %233 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %232)
  %234 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 98), align 2, !tbaa !5
  %235 = icmp eq i8 %234, 0
  %236 = zext i1 %235 to i32
  %237 = add nuw nsw i32 %233, %236
  %238 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99), align 1, !tbaa !5
  %239 = icmp eq i8 %238, 0
  %240 = zext i1 %239 to i32
  %241 = add nuw nsw i32 %237, %240
  %242 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 100), align 4, !tbaa !5
  %243 = icmp eq i8 %242, 0
  %244 = zext i1 %243 to i32
  %245 = add nuw nsw i32 %241, %244
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %245)
  br label %247

247:                                              ; preds = %247, %126
  %248 = phi i64 [ 0, %126 ], [ %273, %247 ]
  %249 = phi <4 x i32> [ zeroinitializer, %126 ], [ %271, %247 ]
  %250 = phi <4 x i32> [ zeroinitializer, %126 ], [ %272, %247 ]
  %251 = or disjoint i64 %248, 2
  %252 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %251
  %253 = getelementptr inbounds i8, ptr %252, i64 4
  %254 = load <4 x i8>, ptr %252, align 2, !tbaa !5
  %255 = load <4 x i8>, ptr %253, align 2, !tbaa !5
  %256 = icmp eq <4 x i8> %254, zeroinitializer
  %257 = icmp eq <4 x i8> %255, zeroinitializer
  %258 = zext <4 x i1> %256 to <4 x i32>
  %259 = zext <4 x i1> %257 to <4 x i32>
  %260 = add <4 x i32> %249, %258
  %261 = add <4 x i32> %250, %259
  %262 = or disjoint i64 %248, 10
  %263 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %262
  %264 = getelementptr inbounds i8, ptr %263, i64 4
  %265 = load <4 x i8>, ptr %263, align 2, !tbaa !5
  %266 = load <4 x i8>, ptr %264, align 2, !tbaa !5
  %267 = icmp eq <4 x i8> %265, zeroinitializer
  %268 = icmp eq <4 x i8> %266, zeroinitializer
  %269 = zext <4 x i1> %267 to <4 x i32>
  %270 = zext <4 x i1> %268 to <4 x i32>
  %271 = add <4 x i32> %260, %269
  %272 = add <4 x i32> %261, %270
  %273 = add nuw nsw i64 %248, 16
  %274 = icmp eq i64 %273, 992
  br i1 %274, label %275, label %247, !llvm.loop !17

275:                                              ; preds = %247
  %276 = add <4 x i32> %272, %271
  %277 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %276)
  %278 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 994), align 2, !tbaa !5
  %279 = icmp eq i8 %278, 0
  %280 = zext i1 %279 to i32
  %281 = add nuw nsw i32 %277, %280
  %282 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 995), align 1, !tbaa !5
  %283 = icmp eq i8 %282, 0
  %284 = zext i1 %283 to i32
  %285 = add nuw nsw i32 %281, %284
  %286 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 996), align 4, !tbaa !5
  %287 = icmp eq i8 %286, 0
  %288 = zext i1 %287 to i32
  %289 = add nuw nsw i32 %285, %288
  %290 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 997), align 1, !tbaa !5
  %291 = icmp eq i8 %290, 0
  %292 = zext i1 %291 to i32
  %293 = add nuw nsw i32 %289, %292
  %294 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 998), align 2, !tbaa !5
  %295 = icmp eq i8 %294, 0
  %296 = zext i1 %295 to i32
  %297 = add nuw nsw i32 %293, %296
  %298 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 999), align 1, !tbaa !5
  %299 = icmp eq i8 %298, 0
  %300 = zext i1 %299 to i32
  %301 = add nuw nsw i32 %297, %300
  %302 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 1000), align 8, !tbaa !5
  %303 = icmp eq i8 %302, 0
  %304 = zext i1 %303 to i32
  %305 = add nuw nsw i32 %301, %304
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1000, i32 noundef %305)
  br label %307

307:                                              ; preds = %323, %275
  %308 = phi i64 [ 0, %275 ], [ %335, %323 ]
  %309 = phi <4 x i32> [ zeroinitializer, %275 ], [ %333, %323 ]
  %310 = phi <4 x i32> [ zeroinitializer, %275 ], [ %334, %323 ]
  %311 = or disjoint i64 %308, 2
  %312 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %311
  %313 = getelementptr inbounds i8, ptr %312, i64 4
  %314 = load <4 x i8>, ptr %312, align 2, !tbaa !5
  %315 = load <4 x i8>, ptr %313, align 2, !tbaa !5
  %316 = icmp eq <4 x i8> %314, zeroinitializer
  %317 = icmp eq <4 x i8> %315, zeroinitializer
  %318 = zext <4 x i1> %316 to <4 x i32>
  %319 = zext <4 x i1> %317 to <4 x i32>
  %320 = add <4 x i32> %309, %318
  %321 = add <4 x i32> %310, %319
  %322 = icmp eq i64 %308, 9984
  br i1 %322, label %336, label %323, !llvm.loop !20

323:                                              ; preds = %307
  %324 = or disjoint i64 %308, 10
  %325 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %324
  %326 = getelementptr inbounds i8, ptr %325, i64 4
  %327 = load <4 x i8>, ptr %325, align 2, !tbaa !5
  %328 = load <4 x i8>, ptr %326, align 2, !tbaa !5
  %329 = icmp eq <4 x i8> %327, zeroinitializer
  %330 = icmp eq <4 x i8> %328, zeroinitializer
  %331 = zext <4 x i1> %329 to <4 x i32>
  %332 = zext <4 x i1> %330 to <4 x i32>
  %333 = add <4 x i32> %320, %331
  %334 = add <4 x i32> %321, %332
  %335 = add nuw nsw i64 %308, 16
  br label %307

336:                                              ; preds = %307
  %337 = add <4 x i32> %321, %320
  %338 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %337)
  %339 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9994), align 2, !tbaa !5
  %340 = icmp eq i8 %339, 0
  %341 = zext i1 %340 to i32
  %342 = add nuw nsw i32 %338, %341
  %343 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9995), align 1, !tbaa !5
  %344 = icmp eq i8 %343, 0
  %345 = zext i1 %344 to i32
  %346 = add nuw nsw i32 %342, %345
  %347 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9996), align 4, !tbaa !5
  %348 = icmp eq i8 %347, 0
  %349 = zext i1 %348 to i32
  %350 = add nuw nsw i32 %346, %349
  %351 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9997), align 1, !tbaa !5
  %352 = icmp eq i8 %351, 0
  %353 = zext i1 %352 to i32
  %354 = add nuw nsw i32 %350, %353
  %355 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9998), align 2, !tbaa !5
  %356 = icmp eq i8 %355, 0
  %357 = zext i1 %356 to i32
  %358 = add nuw nsw i32 %354, %357
  %359 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 9999), align 1, !tbaa !5
  %360 = icmp eq i8 %359, 0
  %361 = zext i1 %360 to i32
  %362 = add nuw nsw i32 %358, %361
  %363 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 10000), align 16, !tbaa !5
  %364 = icmp eq i8 %363, 0
  %365 = zext i1 %364 to i32
  %366 = add nuw nsw i32 %362, %365
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10000, i32 noundef %366)
  br label %368

368:                                              ; preds = %384, %336
  %369 = phi i64 [ 0, %336 ], [ %396, %384 ]
  %370 = phi <4 x i32> [ zeroinitializer, %336 ], [ %394, %384 ]
  %371 = phi <4 x i32> [ zeroinitializer, %336 ], [ %395, %384 ]
  %372 = or disjoint i64 %369, 2
  %373 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %372
  %374 = getelementptr inbounds i8, ptr %373, i64 4
  %375 = load <4 x i8>, ptr %373, align 2, !tbaa !5
  %376 = load <4 x i8>, ptr %374, align 2, !tbaa !5
  %377 = icmp eq <4 x i8> %375, zeroinitializer
  %378 = icmp eq <4 x i8> %376, zeroinitializer
  %379 = zext <4 x i1> %377 to <4 x i32>
  %380 = zext <4 x i1> %378 to <4 x i32>
  %381 = add <4 x i32> %370, %379
  %382 = add <4 x i32> %371, %380
  %383 = icmp eq i64 %369, 99984
  br i1 %383, label %397, label %384, !llvm.loop !21

384:                                              ; preds = %368
  %385 = or disjoint i64 %369, 10
  %386 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %385
  %387 = getelementptr inbounds i8, ptr %386, i64 4
  %388 = load <4 x i8>, ptr %386, align 2, !tbaa !5
  %389 = load <4 x i8>, ptr %387, align 2, !tbaa !5
  %390 = icmp eq <4 x i8> %388, zeroinitializer
  %391 = icmp eq <4 x i8> %389, zeroinitializer
  %392 = zext <4 x i1> %390 to <4 x i32>
  %393 = zext <4 x i1> %391 to <4 x i32>
  %394 = add <4 x i32> %381, %392
  %395 = add <4 x i32> %382, %393
  %396 = add nuw nsw i64 %369, 16
  br label %368

397:                                              ; preds = %368
  %398 = add <4 x i32> %382, %381
  %399 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %398)
  %400 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99994), align 2, !tbaa !5
  %401 = icmp eq i8 %400, 0
  %402 = zext i1 %401 to i32
  %403 = add nuw nsw i32 %399, %402
  %404 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99995), align 1, !tbaa !5
  %405 = icmp eq i8 %404, 0
  %406 = zext i1 %405 to i32
  %407 = add nuw nsw i32 %403, %406
  %408 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99996), align 4, !tbaa !5
  %409 = icmp eq i8 %408, 0
  %410 = zext i1 %409 to i32
  %411 = add nuw nsw i32 %407, %410
  %412 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99997), align 1, !tbaa !5
  %413 = icmp eq i8 %412, 0
  %414 = zext i1 %413 to i32
  %415 = add nuw nsw i32 %411, %414
  %416 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99998), align 2, !tbaa !5
  %417 = icmp eq i8 %416, 0
  %418 = zext i1 %417 to i32
  %419 = add nuw nsw i32 %415, %418
  %420 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 99999), align 1, !tbaa !5
  %421 = icmp eq i8 %420, 0
  %422 = zext i1 %421 to i32
  %423 = add nuw nsw i32 %419, %422
  %424 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 100000), align 16, !tbaa !5
  %425 = icmp eq i8 %424, 0
  %426 = zext i1 %425 to i32
  %427 = add nuw nsw i32 %423, %426
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100000, i32 noundef %427)
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  br label %458

430:                                              ; preds = %468
  %431 = tail call i32 @putchar(i32 10)
  %432 = tail call noalias dereferenceable_or_null(4004) ptr @malloc(i64 noundef 4004) #7
  br label %433

433:                                              ; preds = %440, %430
  %434 = phi i64 [ 0, %430 ], [ %456, %440 ]
  %435 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %430 ], [ %457, %440 ]
  %436 = add <4 x i32> %435, <i32 4, i32 4, i32 4, i32 4>
  %437 = getelementptr inbounds i32, ptr %432, i64 %434
  %438 = getelementptr inbounds i8, ptr %437, i64 16
  store <4 x i32> %435, ptr %437, align 4, !tbaa !11
  store <4 x i32> %436, ptr %438, align 4, !tbaa !11
  %439 = icmp eq i64 %434, 992
  br i1 %439, label %472, label %440, !llvm.loop !22

440:                                              ; preds = %433
  %441 = or disjoint i64 %434, 8
  %442 = add <4 x i32> %435, <i32 8, i32 8, i32 8, i32 8>
  %443 = add <4 x i32> %435, <i32 12, i32 12, i32 12, i32 12>
  %444 = getelementptr inbounds i32, ptr %432, i64 %441
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  store <4 x i32> %442, ptr %444, align 4, !tbaa !11
  store <4 x i32> %443, ptr %445, align 4, !tbaa !11
  %446 = or disjoint i64 %434, 16
  %447 = add <4 x i32> %435, <i32 16, i32 16, i32 16, i32 16>
  %448 = add <4 x i32> %435, <i32 20, i32 20, i32 20, i32 20>
  %449 = getelementptr inbounds i32, ptr %432, i64 %446
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store <4 x i32> %447, ptr %449, align 4, !tbaa !11
  store <4 x i32> %448, ptr %450, align 4, !tbaa !11
  %451 = or disjoint i64 %434, 24
  %452 = add <4 x i32> %435, <i32 24, i32 24, i32 24, i32 24>
  %453 = add <4 x i32> %435, <i32 28, i32 28, i32 28, i32 28>
  %454 = getelementptr inbounds i32, ptr %432, i64 %451
  %455 = getelementptr inbounds i8, ptr %454, i64 16
  store <4 x i32> %452, ptr %454, align 4, !tbaa !11
  store <4 x i32> %453, ptr %455, align 4, !tbaa !11
  %456 = add nuw nsw i64 %434, 32
  %457 = add <4 x i32> %435, <i32 32, i32 32, i32 32, i32 32>
  br label %433

458:                                              ; preds = %397, %468
  %459 = phi i64 [ 2, %397 ], [ %470, %468 ]
  %460 = phi i32 [ 0, %397 ], [ %469, %468 ]
  %461 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %459
  %462 = load i8, ptr %461, align 1, !tbaa !5
  %463 = icmp eq i8 %462, 0
  br i1 %463, label %464, label %468

464:                                              ; preds = %458
  %465 = trunc nuw nsw i64 %459 to i32
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %465)
  %467 = add nsw i32 %460, 1
  br label %468

468:                                              ; preds = %458, %464
  %469 = phi i32 [ %460, %458 ], [ %467, %464 ]
  %470 = add nuw nsw i64 %459, 1
  %471 = icmp slt i32 %469, 20
  br i1 %471, label %458, label %430, !llvm.loop !23

472:                                              ; preds = %433
  %473 = getelementptr inbounds i8, ptr %432, i64 4000
  store i32 1000, ptr %473, align 4, !tbaa !11
  br label %474

474:                                              ; preds = %472, %490
  %475 = phi i64 [ %491, %490 ], [ 2, %472 ]
  %476 = getelementptr inbounds i32, ptr %432, i64 %475
  %477 = load i32, ptr %476, align 4, !tbaa !11
  %478 = zext i32 %477 to i64
  %479 = icmp eq i64 %475, %478
  br i1 %479, label %480, label %490

480:                                              ; preds = %474
  %481 = trunc nuw nsw i64 %475 to i32
  br label %482

482:                                              ; preds = %480, %482
  %483 = phi i64 [ %475, %480 ], [ %488, %482 ]
  %484 = getelementptr inbounds i32, ptr %432, i64 %483
  %485 = load i32, ptr %484, align 4, !tbaa !11
  %486 = sdiv i32 %485, %481
  %487 = sub nsw i32 %485, %486
  store i32 %487, ptr %484, align 4, !tbaa !11
  %488 = add nuw nsw i64 %483, %475
  %489 = icmp ult i64 %488, 1001
  br i1 %489, label %482, label %490, !llvm.loop !24

490:                                              ; preds = %482, %474
  %491 = add nuw nsw i64 %475, 1
  %492 = icmp eq i64 %491, 1001
  br i1 %492, label %493, label %474, !llvm.loop !25

493:                                              ; preds = %490, %493
  %494 = phi i64 [ %515, %493 ], [ 0, %490 ]
  %495 = phi <2 x i64> [ %513, %493 ], [ zeroinitializer, %490 ]
  %496 = phi <2 x i64> [ %514, %493 ], [ zeroinitializer, %490 ]
  %497 = or disjoint i64 %494, 1
  %498 = getelementptr inbounds i32, ptr %432, i64 %497
  %499 = getelementptr inbounds i8, ptr %498, i64 8
  %500 = load <2 x i32>, ptr %498, align 4, !tbaa !11
  %501 = load <2 x i32>, ptr %499, align 4, !tbaa !11
  %502 = sext <2 x i32> %500 to <2 x i64>
  %503 = sext <2 x i32> %501 to <2 x i64>
  %504 = add <2 x i64> %495, %502
  %505 = add <2 x i64> %496, %503
  %506 = or disjoint i64 %494, 5
  %507 = getelementptr inbounds i32, ptr %432, i64 %506
  %508 = getelementptr inbounds i8, ptr %507, i64 8
  %509 = load <2 x i32>, ptr %507, align 4, !tbaa !11
  %510 = load <2 x i32>, ptr %508, align 4, !tbaa !11
  %511 = sext <2 x i32> %509 to <2 x i64>
  %512 = sext <2 x i32> %510 to <2 x i64>
  %513 = add <2 x i64> %504, %511
  %514 = add <2 x i64> %505, %512
  %515 = add nuw nsw i64 %494, 8
  %516 = icmp eq i64 %515, 1000
  br i1 %516, label %517, label %493, !llvm.loop !26

517:                                              ; preds = %493
  %518 = add <2 x i64> %514, %513
  %519 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %518)
  %520 = getelementptr inbounds i8, ptr %432, i64 144
  %521 = load i32, ptr %520, align 4, !tbaa !11
  %522 = getelementptr inbounds i8, ptr %432, i64 388
  %523 = load i32, ptr %522, align 4, !tbaa !11
  %524 = getelementptr inbounds i8, ptr %432, i64 4000
  %525 = load i32, ptr %524, align 4, !tbaa !11
  %526 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %521, i32 noundef %523, i32 noundef %525, i64 noundef %519)
  tail call void @free(ptr noundef nonnull %432) #8
  br label %628

527:                                              ; preds = %639
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 100, i32 noundef %642)
  br label %529

529:                                              ; preds = %555, %527
  %530 = phi i64 [ 2, %527 ], [ %559, %555 ]
  %531 = phi i32 [ 0, %527 ], [ %558, %555 ]
  %532 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %530
  %533 = load i8, ptr %532, align 2, !tbaa !5
  %534 = icmp eq i8 %533, 0
  br i1 %534, label %535, label %540

535:                                              ; preds = %529
  %536 = sub nuw nsw i64 400, %530
  %537 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %536
  %538 = load i8, ptr %537, align 2, !tbaa !5
  %539 = icmp eq i8 %538, 0
  br label %540

540:                                              ; preds = %535, %529
  %541 = phi i1 [ false, %529 ], [ %539, %535 ]
  %542 = zext i1 %541 to i32
  %543 = add nuw nsw i32 %531, %542
  %544 = or disjoint i64 %530, 1
  %545 = icmp eq i64 %530, 200
  br i1 %545, label %560, label %546, !llvm.loop !27

546:                                              ; preds = %540
  %547 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %544
  %548 = load i8, ptr %547, align 1, !tbaa !5
  %549 = icmp eq i8 %548, 0
  br i1 %549, label %550, label %555

550:                                              ; preds = %546
  %551 = sub nuw nsw i64 400, %544
  %552 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !5
  %554 = icmp eq i8 %553, 0
  br label %555

555:                                              ; preds = %550, %546
  %556 = phi i1 [ false, %546 ], [ %554, %550 ]
  %557 = zext i1 %556 to i32
  %558 = add nuw nsw i32 %543, %557
  %559 = add nuw nsw i64 %530, 2
  br label %529

560:                                              ; preds = %540
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 400, i32 noundef %543)
  br label %562

562:                                              ; preds = %588, %560
  %563 = phi i64 [ 2, %560 ], [ %592, %588 ]
  %564 = phi i32 [ 0, %560 ], [ %591, %588 ]
  %565 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %563
  %566 = load i8, ptr %565, align 2, !tbaa !5
  %567 = icmp eq i8 %566, 0
  br i1 %567, label %568, label %573

568:                                              ; preds = %562
  %569 = sub nuw nsw i64 700, %563
  %570 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %569
  %571 = load i8, ptr %570, align 2, !tbaa !5
  %572 = icmp eq i8 %571, 0
  br label %573

573:                                              ; preds = %568, %562
  %574 = phi i1 [ false, %562 ], [ %572, %568 ]
  %575 = zext i1 %574 to i32
  %576 = add nuw nsw i32 %564, %575
  %577 = or disjoint i64 %563, 1
  %578 = icmp eq i64 %563, 350
  br i1 %578, label %593, label %579, !llvm.loop !27

579:                                              ; preds = %573
  %580 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %577
  %581 = load i8, ptr %580, align 1, !tbaa !5
  %582 = icmp eq i8 %581, 0
  br i1 %582, label %583, label %588

583:                                              ; preds = %579
  %584 = sub nuw nsw i64 700, %577
  %585 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %584
  %586 = load i8, ptr %585, align 1, !tbaa !5
  %587 = icmp eq i8 %586, 0
  br label %588

588:                                              ; preds = %583, %579
  %589 = phi i1 [ false, %579 ], [ %587, %583 ]
  %590 = zext i1 %589 to i32
  %591 = add nuw nsw i32 %576, %590
  %592 = add nuw nsw i64 %563, 2
  br label %562

593:                                              ; preds = %573
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 700, i32 noundef %576)
  br label %595

595:                                              ; preds = %621, %593
  %596 = phi i64 [ 2, %593 ], [ %625, %621 ]
  %597 = phi i32 [ 0, %593 ], [ %624, %621 ]
  %598 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %596
  %599 = load i8, ptr %598, align 2, !tbaa !5
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %601, label %606

601:                                              ; preds = %595
  %602 = sub nuw nsw i64 1000, %596
  %603 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %602
  %604 = load i8, ptr %603, align 2, !tbaa !5
  %605 = icmp eq i8 %604, 0
  br label %606

606:                                              ; preds = %601, %595
  %607 = phi i1 [ false, %595 ], [ %605, %601 ]
  %608 = zext i1 %607 to i32
  %609 = add nuw nsw i32 %597, %608
  %610 = or disjoint i64 %596, 1
  %611 = icmp eq i64 %596, 500
  br i1 %611, label %626, label %612, !llvm.loop !27

612:                                              ; preds = %606
  %613 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %610
  %614 = load i8, ptr %613, align 1, !tbaa !5
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %616, label %621

616:                                              ; preds = %612
  %617 = sub nuw nsw i64 1000, %610
  %618 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %617
  %619 = load i8, ptr %618, align 1, !tbaa !5
  %620 = icmp eq i8 %619, 0
  br label %621

621:                                              ; preds = %616, %612
  %622 = phi i1 [ false, %612 ], [ %620, %616 ]
  %623 = zext i1 %622 to i32
  %624 = add nuw nsw i32 %609, %623
  %625 = add nuw nsw i64 %596, 2
  br label %595

626:                                              ; preds = %606
  %627 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1000, i32 noundef %609)
  ret i32 0

628:                                              ; preds = %654, %517
  %629 = phi i64 [ 2, %517 ], [ %658, %654 ]
  %630 = phi i32 [ 0, %517 ], [ %657, %654 ]
  %631 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %629
  %632 = load i8, ptr %631, align 2, !tbaa !5
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %634, label %639

634:                                              ; preds = %628
  %635 = sub nuw nsw i64 100, %629
  %636 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %635
  %637 = load i8, ptr %636, align 2, !tbaa !5
  %638 = icmp eq i8 %637, 0
  br label %639

639:                                              ; preds = %634, %628
  %640 = phi i1 [ false, %628 ], [ %638, %634 ]
  %641 = zext i1 %640 to i32
  %642 = add nuw nsw i32 %630, %641
  %643 = or disjoint i64 %629, 1
  %644 = icmp eq i64 %629, 50
  br i1 %644, label %527, label %645, !llvm.loop !27

645:                                              ; preds = %639
  %646 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %643
  %647 = load i8, ptr %646, align 1, !tbaa !5
  %648 = icmp eq i8 %647, 0
  br i1 %648, label %649, label %654

649:                                              ; preds = %645
  %650 = sub nuw nsw i64 100, %643
  %651 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %650
  %652 = load i8, ptr %651, align 1, !tbaa !5
  %653 = icmp eq i8 %652, 0
  br label %654

654:                                              ; preds = %649, %645
  %655 = phi i1 [ false, %645 ], [ %653, %649 ]
  %656 = zext i1 %655 to i32
  %657 = add nuw nsw i32 %642, %656
  %658 = add nuw nsw i64 %629, 2
  br label %628
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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

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
!17 = distinct !{!17, !9, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !9, !18, !19}
!21 = distinct !{!21, !9, !18, !19}
!22 = distinct !{!22, !9, !18, !19}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9, !18, !19}
!27 = distinct !{!27, !9}
