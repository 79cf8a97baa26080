; ModuleID = 'c/37_edit_distance.c'
source_filename = "c/37_edit_distance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ca\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ac\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"complier\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"numerical\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"numerically\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"GATTACA\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"GCATGCU\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"the quick brown fox\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"the quack brown fix\00", align 1
@__const.main.pairs = private unnamed_addr constant [10 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.8], [2 x ptr] [ptr @.str.9, ptr @.str.10], [2 x ptr] [ptr @.str.11, ptr @.str.12], [2 x ptr] [ptr @.str.13, ptr @.str.14], [2 x ptr] [ptr @.str.15, ptr @.str.16], [2 x ptr] [ptr @.str.17, ptr @.str.18]], align 16
@.str.19 = private unnamed_addr constant [46 x i8] c"%-20s %-20s lev=%2d/%2d dam=%2d lcs=%2d \22%s\22\0A\00", align 1
@lcs.L = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x [32 x i32]], align 16
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x i32], align 16
  %4 = alloca [64 x i8], align 16
  br label %6

5:                                                ; preds = %508
  ret i32 0

6:                                                ; preds = %0, %508
  %7 = phi i64 [ 0, %0 ], [ %515, %508 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  %8 = getelementptr inbounds [10 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %9) #9
  %13 = trunc i64 %12 to i32
  %14 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %13, -1
  br i1 %16, label %17, label %98

17:                                               ; preds = %6
  %18 = icmp sgt i32 %15, -1
  %19 = and i64 %14, 4294967295
  %20 = and i64 %12, 2147483647
  br label %21

21:                                               ; preds = %31, %17
  %22 = phi i64 [ %20, %17 ], [ %32, %31 ]
  br i1 %18, label %23, label %31

23:                                               ; preds = %21
  %24 = icmp eq i64 %22, %20
  %25 = getelementptr inbounds i8, ptr %9, i64 %22
  %26 = add nuw nsw i64 %22, 1
  br label %34

27:                                               ; preds = %31
  %28 = icmp ne i32 %13, 0
  %29 = icmp sgt i32 %15, 0
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %60, label %98

31:                                               ; preds = %55, %21
  %32 = add nsw i64 %22, -1
  %33 = icmp sgt i64 %22, 0
  br i1 %33, label %21, label %27, !llvm.loop !9

34:                                               ; preds = %55, %23
  %35 = phi i64 [ %19, %23 ], [ %58, %55 ]
  %36 = icmp eq i64 %35, %19
  %37 = select i1 %24, i1 true, i1 %36
  br i1 %37, label %55, label %38

38:                                               ; preds = %34
  %39 = load i8, ptr %25, align 1, !tbaa !11
  %40 = getelementptr inbounds i8, ptr %11, i64 %35
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = icmp eq i8 %39, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = add nuw nsw i64 %35, 1
  %45 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %26, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !12
  %47 = add nsw i32 %46, 1
  br label %55

48:                                               ; preds = %38
  %49 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %26, i64 %35
  %50 = load i32, ptr %49, align 4, !tbaa !12
  %51 = add nuw nsw i64 %35, 1
  %52 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %22, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !12
  %54 = call i32 @llvm.smax.i32(i32 %50, i32 %53)
  br label %55

55:                                               ; preds = %48, %43, %34
  %56 = phi i32 [ %54, %48 ], [ %47, %43 ], [ 0, %34 ]
  %57 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %22, i64 %35
  store i32 %56, ptr %57, align 4, !tbaa !12
  %58 = add nsw i64 %35, -1
  %59 = icmp sgt i64 %35, 0
  br i1 %59, label %34, label %31, !llvm.loop !14

60:                                               ; preds = %27, %89
  %61 = phi i32 [ %92, %89 ], [ 0, %27 ]
  %62 = phi i32 [ %91, %89 ], [ 0, %27 ]
  %63 = phi i32 [ %90, %89 ], [ 0, %27 ]
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %9, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = sext i32 %62 to i64
  %68 = getelementptr inbounds i8, ptr %11, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = icmp eq i8 %66, %69
  br i1 %70, label %71, label %77

71:                                               ; preds = %60
  %72 = add nsw i32 %61, 1
  %73 = sext i32 %61 to i64
  %74 = getelementptr inbounds i8, ptr %4, i64 %73
  store i8 %66, ptr %74, align 1, !tbaa !11
  %75 = add nsw i32 %63, 1
  %76 = add nsw i32 %62, 1
  br label %89

77:                                               ; preds = %60
  %78 = add nsw i32 %63, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %79, i64 %67
  %81 = load i32, ptr %80, align 4, !tbaa !12
  %82 = add nsw i32 %62, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %64, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !12
  %86 = icmp slt i32 %81, %85
  %87 = select i1 %86, i32 %63, i32 %78
  %88 = select i1 %86, i32 %82, i32 %62
  br label %89

89:                                               ; preds = %77, %71
  %90 = phi i32 [ %75, %71 ], [ %87, %77 ]
  %91 = phi i32 [ %76, %71 ], [ %88, %77 ]
  %92 = phi i32 [ %72, %71 ], [ %61, %77 ]
  %93 = icmp slt i32 %90, %13
  %94 = icmp slt i32 %91, %15
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %60, label %96, !llvm.loop !15

96:                                               ; preds = %89
  %97 = sext i32 %92 to i64
  br label %98

98:                                               ; preds = %6, %27, %96
  %99 = phi i64 [ 0, %27 ], [ %97, %96 ], [ 0, %6 ]
  %100 = getelementptr inbounds i8, ptr %4, i64 %99
  store i8 0, ptr %100, align 1, !tbaa !11
  %101 = load i32, ptr @lcs.L, align 16, !tbaa !12
  %102 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %9) #9
  %103 = trunc i64 %102 to i32
  %104 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9
  %105 = trunc i64 %104 to i32
  %106 = shl i64 %102, 32
  %107 = add i64 %106, 4294967296
  %108 = ashr exact i64 %107, 30
  %109 = add nsw i32 %105, 1
  %110 = sext i32 %109 to i64
  %111 = mul i64 %108, %110
  %112 = call noalias ptr @malloc(i64 noundef %111) #10
  %113 = icmp slt i32 %103, 0
  br i1 %113, label %134, label %114

114:                                              ; preds = %98
  %115 = add nuw nsw i64 %102, 1
  %116 = and i64 %115, 4294967295
  %117 = add nsw i64 %116, -1
  %118 = and i64 %115, 3
  %119 = icmp ult i64 %117, 3
  br i1 %119, label %122, label %120

120:                                              ; preds = %114
  %121 = sub nsw i64 %116, %118
  br label %142

122:                                              ; preds = %142, %114
  %123 = phi i64 [ 0, %114 ], [ %160, %142 ]
  %124 = icmp eq i64 %118, 0
  br i1 %124, label %134, label %125

125:                                              ; preds = %122, %125
  %126 = phi i64 [ %131, %125 ], [ %123, %122 ]
  %127 = phi i64 [ %132, %125 ], [ 0, %122 ]
  %128 = mul nsw i64 %126, %110
  %129 = getelementptr inbounds i32, ptr %112, i64 %128
  %130 = trunc nuw nsw i64 %126 to i32
  store i32 %130, ptr %129, align 4, !tbaa !12
  %131 = add nuw nsw i64 %126, 1
  %132 = add i64 %127, 1
  %133 = icmp eq i64 %132, %118
  br i1 %133, label %134, label %125, !llvm.loop !16

134:                                              ; preds = %122, %125, %98
  %135 = icmp slt i32 %105, 0
  br i1 %135, label %174, label %136

136:                                              ; preds = %134
  %137 = zext nneg i32 %109 to i64
  %138 = and i64 %137, 7
  %139 = icmp ult i32 %109, 8
  br i1 %139, label %163, label %140

140:                                              ; preds = %136
  %141 = and i64 %137, 2147483640
  br label %185

142:                                              ; preds = %142, %120
  %143 = phi i64 [ 0, %120 ], [ %160, %142 ]
  %144 = phi i64 [ 0, %120 ], [ %161, %142 ]
  %145 = mul nsw i64 %143, %110
  %146 = getelementptr inbounds i32, ptr %112, i64 %145
  %147 = trunc nuw nsw i64 %143 to i32
  store i32 %147, ptr %146, align 4, !tbaa !12
  %148 = or disjoint i64 %143, 1
  %149 = mul nsw i64 %148, %110
  %150 = getelementptr inbounds i32, ptr %112, i64 %149
  %151 = trunc nuw nsw i64 %148 to i32
  store i32 %151, ptr %150, align 4, !tbaa !12
  %152 = or disjoint i64 %143, 2
  %153 = mul nsw i64 %152, %110
  %154 = getelementptr inbounds i32, ptr %112, i64 %153
  %155 = trunc nuw nsw i64 %152 to i32
  store i32 %155, ptr %154, align 4, !tbaa !12
  %156 = or disjoint i64 %143, 3
  %157 = mul nsw i64 %156, %110
  %158 = getelementptr inbounds i32, ptr %112, i64 %157
  %159 = trunc nuw nsw i64 %156 to i32
  store i32 %159, ptr %158, align 4, !tbaa !12
  %160 = add nuw nsw i64 %143, 4
  %161 = add i64 %144, 4
  %162 = icmp eq i64 %161, %121
  br i1 %162, label %122, label %142, !llvm.loop !18

163:                                              ; preds = %185, %136
  %164 = phi i64 [ 0, %136 ], [ %211, %185 ]
  %165 = icmp eq i64 %138, 0
  br i1 %165, label %174, label %166

166:                                              ; preds = %163, %166
  %167 = phi i64 [ %171, %166 ], [ %164, %163 ]
  %168 = phi i64 [ %172, %166 ], [ 0, %163 ]
  %169 = getelementptr inbounds i32, ptr %112, i64 %167
  %170 = trunc nuw nsw i64 %167 to i32
  store i32 %170, ptr %169, align 4, !tbaa !12
  %171 = add nuw nsw i64 %167, 1
  %172 = add i64 %168, 1
  %173 = icmp eq i64 %172, %138
  br i1 %173, label %174, label %166, !llvm.loop !19

174:                                              ; preds = %163, %166, %134
  %175 = icmp slt i32 %103, 1
  br i1 %175, label %252, label %176

176:                                              ; preds = %174
  %177 = getelementptr i8, ptr %11, i64 -1
  %178 = icmp slt i32 %105, 1
  %179 = add nuw nsw i64 %102, 1
  %180 = and i64 %179, 4294967295
  %181 = zext nneg i32 %109 to i64
  %182 = shl i64 %104, 32
  %183 = ashr exact i64 %182, 30
  %184 = add nsw i64 %183, 4
  br label %214

185:                                              ; preds = %185, %140
  %186 = phi i64 [ 0, %140 ], [ %211, %185 ]
  %187 = phi i64 [ 0, %140 ], [ %212, %185 ]
  %188 = getelementptr inbounds i32, ptr %112, i64 %186
  %189 = trunc nuw nsw i64 %186 to i32
  store i32 %189, ptr %188, align 4, !tbaa !12
  %190 = or disjoint i64 %186, 1
  %191 = getelementptr inbounds i32, ptr %112, i64 %190
  %192 = trunc nuw nsw i64 %190 to i32
  store i32 %192, ptr %191, align 4, !tbaa !12
  %193 = or disjoint i64 %186, 2
  %194 = getelementptr inbounds i32, ptr %112, i64 %193
  %195 = trunc nuw nsw i64 %193 to i32
  store i32 %195, ptr %194, align 4, !tbaa !12
  %196 = or disjoint i64 %186, 3
  %197 = getelementptr inbounds i32, ptr %112, i64 %196
  %198 = trunc nuw nsw i64 %196 to i32
  store i32 %198, ptr %197, align 4, !tbaa !12
  %199 = or disjoint i64 %186, 4
  %200 = getelementptr inbounds i32, ptr %112, i64 %199
  %201 = trunc nuw nsw i64 %199 to i32
  store i32 %201, ptr %200, align 4, !tbaa !12
  %202 = or disjoint i64 %186, 5
  %203 = getelementptr inbounds i32, ptr %112, i64 %202
  %204 = trunc nuw nsw i64 %202 to i32
  store i32 %204, ptr %203, align 4, !tbaa !12
  %205 = or disjoint i64 %186, 6
  %206 = getelementptr inbounds i32, ptr %112, i64 %205
  %207 = trunc nuw nsw i64 %205 to i32
  store i32 %207, ptr %206, align 4, !tbaa !12
  %208 = or disjoint i64 %186, 7
  %209 = getelementptr inbounds i32, ptr %112, i64 %208
  %210 = trunc nuw nsw i64 %208 to i32
  store i32 %210, ptr %209, align 4, !tbaa !12
  %211 = add nuw nsw i64 %186, 8
  %212 = add i64 %187, 8
  %213 = icmp eq i64 %212, %141
  br i1 %213, label %163, label %185, !llvm.loop !20

214:                                              ; preds = %229, %176
  %215 = phi i64 [ %232, %229 ], [ 0, %176 ]
  %216 = phi i64 [ %230, %229 ], [ 1, %176 ]
  br i1 %178, label %229, label %217

217:                                              ; preds = %214
  %218 = add i64 %215, 1
  %219 = mul i64 %184, %218
  %220 = getelementptr i8, ptr %112, i64 %219
  %221 = add nsw i64 %216, -1
  %222 = mul nsw i64 %221, %110
  %223 = mul nuw nsw i64 %216, %110
  %224 = getelementptr inbounds i8, ptr %9, i64 %221
  %225 = load i8, ptr %224, align 1, !tbaa !11
  %226 = getelementptr i32, ptr %112, i64 %222
  %227 = getelementptr i32, ptr %112, i64 %223
  %228 = load i32, ptr %220, align 4
  br label %233

229:                                              ; preds = %233, %214
  %230 = add nuw nsw i64 %216, 1
  %231 = icmp eq i64 %230, %180
  %232 = add i64 %215, 1
  br i1 %231, label %252, label %214, !llvm.loop !21

233:                                              ; preds = %233, %217
  %234 = phi i32 [ %228, %217 ], [ %249, %233 ]
  %235 = phi i64 [ 1, %217 ], [ %250, %233 ]
  %236 = getelementptr i32, ptr %226, i64 %235
  %237 = load i32, ptr %236, align 4, !tbaa !12
  %238 = add nsw i32 %237, 1
  %239 = getelementptr i32, ptr %227, i64 %235
  %240 = add nsw i32 %234, 1
  %241 = getelementptr i8, ptr %236, i64 -4
  %242 = load i32, ptr %241, align 4, !tbaa !12
  %243 = getelementptr i8, ptr %177, i64 %235
  %244 = load i8, ptr %243, align 1, !tbaa !11
  %245 = icmp ne i8 %225, %244
  %246 = zext i1 %245 to i32
  %247 = add nsw i32 %242, %246
  %248 = call i32 @llvm.smin.i32(i32 %238, i32 %240)
  %249 = call noundef i32 @llvm.smin.i32(i32 %248, i32 %247)
  store i32 %249, ptr %239, align 4, !tbaa !12
  %250 = add nuw nsw i64 %235, 1
  %251 = icmp eq i64 %250, %181
  br i1 %251, label %229, label %233, !llvm.loop !22

252:                                              ; preds = %229, %174
  %253 = mul nsw i32 %109, %103
  %254 = add nsw i32 %253, %105
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds i32, ptr %112, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !12
  call void @free(ptr noundef %112) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br i1 %135, label %277, label %258

258:                                              ; preds = %252
  %259 = add nuw nsw i64 %104, 1
  %260 = and i64 %259, 4294967295
  %261 = add nsw i64 %260, -1
  %262 = and i64 %259, 7
  %263 = icmp ult i64 %261, 7
  br i1 %263, label %266, label %264

264:                                              ; preds = %258
  %265 = sub nsw i64 %260, %262
  br label %290

266:                                              ; preds = %290, %258
  %267 = phi i64 [ 0, %258 ], [ %316, %290 ]
  %268 = icmp eq i64 %262, 0
  br i1 %268, label %277, label %269

269:                                              ; preds = %266, %269
  %270 = phi i64 [ %274, %269 ], [ %267, %266 ]
  %271 = phi i64 [ %275, %269 ], [ 0, %266 ]
  %272 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %270
  %273 = trunc nuw nsw i64 %270 to i32
  store i32 %273, ptr %272, align 4, !tbaa !12
  %274 = add nuw nsw i64 %270, 1
  %275 = add i64 %271, 1
  %276 = icmp eq i64 %275, %262
  br i1 %276, label %277, label %269, !llvm.loop !23

277:                                              ; preds = %266, %269, %252
  %278 = load i8, ptr %9, align 1, !tbaa !11
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %280, label %282

280:                                              ; preds = %277
  %281 = shl i64 %104, 32
  br label %348

282:                                              ; preds = %277
  %283 = icmp slt i32 %105, 1
  %284 = shl i64 %104, 32
  %285 = add i64 %284, 4294967296
  %286 = ashr exact i64 %285, 30
  %287 = add i64 %104, 1
  %288 = and i64 %287, 4294967295
  %289 = getelementptr i8, ptr %11, i64 -1
  br label %319

290:                                              ; preds = %290, %264
  %291 = phi i64 [ 0, %264 ], [ %316, %290 ]
  %292 = phi i64 [ 0, %264 ], [ %317, %290 ]
  %293 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %291
  %294 = trunc nuw nsw i64 %291 to i32
  store i32 %294, ptr %293, align 16, !tbaa !12
  %295 = or disjoint i64 %291, 1
  %296 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %295
  %297 = trunc nuw nsw i64 %295 to i32
  store i32 %297, ptr %296, align 4, !tbaa !12
  %298 = or disjoint i64 %291, 2
  %299 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %298
  %300 = trunc nuw nsw i64 %298 to i32
  store i32 %300, ptr %299, align 8, !tbaa !12
  %301 = or disjoint i64 %291, 3
  %302 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %301
  %303 = trunc nuw nsw i64 %301 to i32
  store i32 %303, ptr %302, align 4, !tbaa !12
  %304 = or disjoint i64 %291, 4
  %305 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %304
  %306 = trunc nuw nsw i64 %304 to i32
  store i32 %306, ptr %305, align 16, !tbaa !12
  %307 = or disjoint i64 %291, 5
  %308 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %307
  %309 = trunc nuw nsw i64 %307 to i32
  store i32 %309, ptr %308, align 4, !tbaa !12
  %310 = or disjoint i64 %291, 6
  %311 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %310
  %312 = trunc nuw nsw i64 %310 to i32
  store i32 %312, ptr %311, align 8, !tbaa !12
  %313 = or disjoint i64 %291, 7
  %314 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %313
  %315 = trunc nuw nsw i64 %313 to i32
  store i32 %315, ptr %314, align 4, !tbaa !12
  %316 = add nuw nsw i64 %291, 8
  %317 = add i64 %292, 8
  %318 = icmp eq i64 %317, %265
  br i1 %318, label %266, label %290, !llvm.loop !24

319:                                              ; preds = %325, %282
  %320 = phi i64 [ 1, %282 ], [ %326, %325 ]
  %321 = phi i8 [ %278, %282 ], [ %328, %325 ]
  %322 = trunc nuw nsw i64 %320 to i32
  store i32 %322, ptr %3, align 16, !tbaa !12
  br i1 %283, label %325, label %323

323:                                              ; preds = %319
  %324 = load i32, ptr %2, align 16, !tbaa !12
  br label %330

325:                                              ; preds = %330, %319
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 16 %3, i64 %286, i1 false)
  %326 = add nuw nsw i64 %320, 1
  %327 = getelementptr i8, ptr %9, i64 %320
  %328 = load i8, ptr %327, align 1, !tbaa !11
  %329 = icmp eq i8 %328, 0
  br i1 %329, label %348, label %319, !llvm.loop !25

330:                                              ; preds = %330, %323
  %331 = phi i32 [ %324, %323 ], [ %335, %330 ]
  %332 = phi i32 [ %322, %323 ], [ %344, %330 ]
  %333 = phi i64 [ 1, %323 ], [ %346, %330 ]
  %334 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !12
  %336 = add nsw i32 %335, 1
  %337 = add nsw i32 %332, 1
  %338 = getelementptr i8, ptr %289, i64 %333
  %339 = load i8, ptr %338, align 1, !tbaa !11
  %340 = icmp ne i8 %321, %339
  %341 = zext i1 %340 to i32
  %342 = add nsw i32 %331, %341
  %343 = call i32 @llvm.smin.i32(i32 %336, i32 %337)
  %344 = call noundef i32 @llvm.smin.i32(i32 %343, i32 %342)
  %345 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %333
  store i32 %344, ptr %345, align 4, !tbaa !12
  %346 = add nuw nsw i64 %333, 1
  %347 = icmp eq i64 %346, %288
  br i1 %347, label %325, label %330, !llvm.loop !26

348:                                              ; preds = %325, %280
  %349 = phi i64 [ %281, %280 ], [ %284, %325 ]
  %350 = ashr exact i64 %349, 32
  %351 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %350
  %352 = load i32, ptr %351, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #8
  br i1 %113, label %372, label %353

353:                                              ; preds = %348
  %354 = add nuw nsw i64 %102, 1
  %355 = and i64 %354, 4294967295
  %356 = add nsw i64 %355, -1
  %357 = and i64 %354, 3
  %358 = icmp ult i64 %356, 3
  br i1 %358, label %361, label %359

359:                                              ; preds = %353
  %360 = sub nsw i64 %355, %357
  br label %381

361:                                              ; preds = %381, %353
  %362 = phi i64 [ 0, %353 ], [ %395, %381 ]
  %363 = icmp eq i64 %357, 0
  br i1 %363, label %372, label %364

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %369, %364 ], [ %362, %361 ]
  %366 = phi i64 [ %370, %364 ], [ 0, %361 ]
  %367 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %365
  %368 = trunc nuw nsw i64 %365 to i32
  store i32 %368, ptr %367, align 16, !tbaa !12
  %369 = add nuw nsw i64 %365, 1
  %370 = add i64 %366, 1
  %371 = icmp eq i64 %370, %357
  br i1 %371, label %372, label %364, !llvm.loop !27

372:                                              ; preds = %361, %364, %348
  br i1 %135, label %409, label %373

373:                                              ; preds = %372
  %374 = add nuw nsw i64 %104, 1
  %375 = and i64 %374, 4294967295
  %376 = add nsw i64 %375, -1
  %377 = and i64 %374, 7
  %378 = icmp ult i64 %376, 7
  br i1 %378, label %398, label %379

379:                                              ; preds = %373
  %380 = sub nsw i64 %375, %377
  br label %418

381:                                              ; preds = %381, %359
  %382 = phi i64 [ 0, %359 ], [ %395, %381 ]
  %383 = phi i64 [ 0, %359 ], [ %396, %381 ]
  %384 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %382
  %385 = trunc nuw nsw i64 %382 to i32
  store i32 %385, ptr %384, align 16, !tbaa !12
  %386 = or disjoint i64 %382, 1
  %387 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %386
  %388 = trunc nuw nsw i64 %386 to i32
  store i32 %388, ptr %387, align 16, !tbaa !12
  %389 = or disjoint i64 %382, 2
  %390 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %389
  %391 = trunc nuw nsw i64 %389 to i32
  store i32 %391, ptr %390, align 16, !tbaa !12
  %392 = or disjoint i64 %382, 3
  %393 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %392
  %394 = trunc nuw nsw i64 %392 to i32
  store i32 %394, ptr %393, align 16, !tbaa !12
  %395 = add nuw nsw i64 %382, 4
  %396 = add i64 %383, 4
  %397 = icmp eq i64 %396, %360
  br i1 %397, label %361, label %381, !llvm.loop !28

398:                                              ; preds = %418, %373
  %399 = phi i64 [ 0, %373 ], [ %444, %418 ]
  %400 = icmp eq i64 %377, 0
  br i1 %400, label %409, label %401

401:                                              ; preds = %398, %401
  %402 = phi i64 [ %406, %401 ], [ %399, %398 ]
  %403 = phi i64 [ %407, %401 ], [ 0, %398 ]
  %404 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %402
  %405 = trunc nuw nsw i64 %402 to i32
  store i32 %405, ptr %404, align 4, !tbaa !12
  %406 = add nuw nsw i64 %402, 1
  %407 = add i64 %403, 1
  %408 = icmp eq i64 %407, %377
  br i1 %408, label %409, label %401, !llvm.loop !29

409:                                              ; preds = %398, %401, %372
  br i1 %175, label %508, label %410

410:                                              ; preds = %409
  %411 = icmp slt i32 %105, 1
  %412 = add i64 %104, 1
  %413 = add nuw nsw i64 %102, 1
  %414 = and i64 %413, 4294967295
  %415 = and i64 %412, 4294967295
  %416 = icmp eq i64 %415, 2
  %417 = getelementptr i8, ptr %11, i64 -1
  br label %447

418:                                              ; preds = %418, %379
  %419 = phi i64 [ 0, %379 ], [ %444, %418 ]
  %420 = phi i64 [ 0, %379 ], [ %445, %418 ]
  %421 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %419
  %422 = trunc nuw nsw i64 %419 to i32
  store i32 %422, ptr %421, align 16, !tbaa !12
  %423 = or disjoint i64 %419, 1
  %424 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %423
  %425 = trunc nuw nsw i64 %423 to i32
  store i32 %425, ptr %424, align 4, !tbaa !12
  %426 = or disjoint i64 %419, 2
  %427 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %426
  %428 = trunc nuw nsw i64 %426 to i32
  store i32 %428, ptr %427, align 8, !tbaa !12
  %429 = or disjoint i64 %419, 3
  %430 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %429
  %431 = trunc nuw nsw i64 %429 to i32
  store i32 %431, ptr %430, align 4, !tbaa !12
  %432 = or disjoint i64 %419, 4
  %433 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %432
  %434 = trunc nuw nsw i64 %432 to i32
  store i32 %434, ptr %433, align 16, !tbaa !12
  %435 = or disjoint i64 %419, 5
  %436 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %435
  %437 = trunc nuw nsw i64 %435 to i32
  store i32 %437, ptr %436, align 4, !tbaa !12
  %438 = or disjoint i64 %419, 6
  %439 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %438
  %440 = trunc nuw nsw i64 %438 to i32
  store i32 %440, ptr %439, align 8, !tbaa !12
  %441 = or disjoint i64 %419, 7
  %442 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %441
  %443 = trunc nuw nsw i64 %441 to i32
  store i32 %443, ptr %442, align 4, !tbaa !12
  %444 = add nuw nsw i64 %419, 8
  %445 = add i64 %420, 8
  %446 = icmp eq i64 %445, %380
  br i1 %446, label %398, label %418, !llvm.loop !30

447:                                              ; preds = %471, %410
  %448 = phi i64 [ 1, %410 ], [ %472, %471 ]
  br i1 %411, label %471, label %449

449:                                              ; preds = %447
  %450 = add nsw i64 %448, -1
  %451 = getelementptr inbounds i8, ptr %9, i64 %450
  %452 = load i8, ptr %451, align 1, !tbaa !11
  %453 = icmp ugt i64 %448, 1
  %454 = add nsw i64 %448, -2
  %455 = getelementptr inbounds i8, ptr %9, i64 %454
  %456 = load i8, ptr %11, align 1, !tbaa !11
  %457 = icmp ne i8 %452, %456
  %458 = zext i1 %457 to i32
  %459 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %450, i64 1
  %460 = load i32, ptr %459, align 4, !tbaa !12
  %461 = add nsw i32 %460, 1
  %462 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %448, i64 0
  %463 = load i32, ptr %462, align 16, !tbaa !12
  %464 = add nsw i32 %463, 1
  %465 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %450, i64 0
  %466 = load i32, ptr %465, align 16, !tbaa !12
  %467 = add nsw i32 %466, %458
  %468 = call i32 @llvm.smin.i32(i32 %461, i32 %464)
  %469 = call noundef i32 @llvm.smin.i32(i32 %468, i32 %467)
  %470 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %448, i64 1
  store i32 %469, ptr %470, align 4, !tbaa !12
  br i1 %416, label %471, label %474

471:                                              ; preds = %504, %449, %447
  %472 = add nuw nsw i64 %448, 1
  %473 = icmp eq i64 %472, %414
  br i1 %473, label %508, label %447, !llvm.loop !31

474:                                              ; preds = %449, %504
  %475 = phi i32 [ %483, %504 ], [ %460, %449 ]
  %476 = phi i32 [ %505, %504 ], [ %469, %449 ]
  %477 = phi i64 [ %506, %504 ], [ 2, %449 ]
  %478 = getelementptr i8, ptr %417, i64 %477
  %479 = load i8, ptr %478, align 1, !tbaa !11
  %480 = icmp ne i8 %452, %479
  %481 = zext i1 %480 to i32
  %482 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %450, i64 %477
  %483 = load i32, ptr %482, align 4, !tbaa !12
  %484 = add nsw i32 %483, 1
  %485 = add nsw i32 %476, 1
  %486 = add nsw i32 %475, %481
  %487 = call i32 @llvm.smin.i32(i32 %484, i32 %485)
  %488 = call noundef i32 @llvm.smin.i32(i32 %487, i32 %486)
  %489 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %448, i64 %477
  store i32 %488, ptr %489, align 4, !tbaa !12
  br i1 %453, label %490, label %504

490:                                              ; preds = %474
  %491 = add nsw i64 %477, -2
  %492 = getelementptr inbounds i8, ptr %11, i64 %491
  %493 = load i8, ptr %492, align 1, !tbaa !11
  %494 = icmp eq i8 %452, %493
  br i1 %494, label %495, label %504

495:                                              ; preds = %490
  %496 = load i8, ptr %455, align 1, !tbaa !11
  %497 = icmp eq i8 %496, %479
  br i1 %497, label %498, label %504

498:                                              ; preds = %495
  %499 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %454, i64 %491
  %500 = load i32, ptr %499, align 4, !tbaa !12
  %501 = add nsw i32 %500, 1
  %502 = icmp slt i32 %501, %488
  br i1 %502, label %503, label %504

503:                                              ; preds = %498
  store i32 %501, ptr %489, align 4, !tbaa !12
  br label %504

504:                                              ; preds = %503, %498, %495, %490, %474
  %505 = phi i32 [ %501, %503 ], [ %488, %498 ], [ %488, %495 ], [ %488, %490 ], [ %488, %474 ]
  %506 = add nuw nsw i64 %477, 1
  %507 = icmp eq i64 %506, %415
  br i1 %507, label %471, label %474, !llvm.loop !32

508:                                              ; preds = %471, %409
  %509 = ashr exact i64 %106, 32
  %510 = shl i64 %104, 32
  %511 = ashr exact i64 %510, 32
  %512 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %509, i64 %511
  %513 = load i32, ptr %512, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #8
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %9, ptr noundef %11, i32 noundef %257, i32 noundef %352, i32 noundef %513, i32 noundef %101, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %515 = add nuw nsw i64 %7, 1
  %516 = icmp eq i64 %515, 10
  br i1 %516, label %5, label %6, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !33}
!33 = !{!"llvm.loop.peeled.count", i32 1}
!34 = distinct !{!34, !10}
