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

5:                                                ; preds = %442
  ret i32 0

6:                                                ; preds = %0, %442
  %7 = phi i64 [ 0, %0 ], [ %449, %442 ]
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
  br label %154

122:                                              ; preds = %154, %114
  %123 = phi i64 [ 0, %114 ], [ %172, %154 ]
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
  br i1 %135, label %175, label %136

136:                                              ; preds = %134
  %137 = zext nneg i32 %109 to i64
  %138 = icmp ult i32 %109, 8
  br i1 %138, label %139, label %141

139:                                              ; preds = %152, %136
  %140 = phi i64 [ 0, %136 ], [ %142, %152 ]
  br label %186

141:                                              ; preds = %136
  %142 = and i64 %137, 2147483640
  br label %143

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %149, %143 ]
  %145 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %141 ], [ %150, %143 ]
  %146 = add <4 x i32> %145, <i32 4, i32 4, i32 4, i32 4>
  %147 = getelementptr inbounds i32, ptr %112, i64 %144
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  store <4 x i32> %145, ptr %147, align 4, !tbaa !12
  store <4 x i32> %146, ptr %148, align 4, !tbaa !12
  %149 = add nuw i64 %144, 8
  %150 = add <4 x i32> %145, <i32 8, i32 8, i32 8, i32 8>
  %151 = icmp eq i64 %149, %142
  br i1 %151, label %152, label %143, !llvm.loop !18

152:                                              ; preds = %143
  %153 = icmp eq i64 %142, %137
  br i1 %153, label %175, label %139

154:                                              ; preds = %154, %120
  %155 = phi i64 [ 0, %120 ], [ %172, %154 ]
  %156 = phi i64 [ 0, %120 ], [ %173, %154 ]
  %157 = mul nsw i64 %155, %110
  %158 = getelementptr inbounds i32, ptr %112, i64 %157
  %159 = trunc nuw nsw i64 %155 to i32
  store i32 %159, ptr %158, align 4, !tbaa !12
  %160 = or disjoint i64 %155, 1
  %161 = mul nsw i64 %160, %110
  %162 = getelementptr inbounds i32, ptr %112, i64 %161
  %163 = trunc nuw nsw i64 %160 to i32
  store i32 %163, ptr %162, align 4, !tbaa !12
  %164 = or disjoint i64 %155, 2
  %165 = mul nsw i64 %164, %110
  %166 = getelementptr inbounds i32, ptr %112, i64 %165
  %167 = trunc nuw nsw i64 %164 to i32
  store i32 %167, ptr %166, align 4, !tbaa !12
  %168 = or disjoint i64 %155, 3
  %169 = mul nsw i64 %168, %110
  %170 = getelementptr inbounds i32, ptr %112, i64 %169
  %171 = trunc nuw nsw i64 %168 to i32
  store i32 %171, ptr %170, align 4, !tbaa !12
  %172 = add nuw nsw i64 %155, 4
  %173 = add i64 %156, 4
  %174 = icmp eq i64 %173, %121
  br i1 %174, label %122, label %154, !llvm.loop !21

175:                                              ; preds = %186, %152, %134
  %176 = icmp slt i32 %103, 1
  br i1 %176, label %230, label %177

177:                                              ; preds = %175
  %178 = getelementptr i8, ptr %11, i64 -1
  %179 = icmp slt i32 %105, 1
  %180 = add nuw nsw i64 %102, 1
  %181 = and i64 %180, 4294967295
  %182 = zext nneg i32 %109 to i64
  %183 = shl i64 %104, 32
  %184 = ashr exact i64 %183, 30
  %185 = add nsw i64 %184, 4
  br label %192

186:                                              ; preds = %139, %186
  %187 = phi i64 [ %190, %186 ], [ %140, %139 ]
  %188 = getelementptr inbounds i32, ptr %112, i64 %187
  %189 = trunc nuw nsw i64 %187 to i32
  store i32 %189, ptr %188, align 4, !tbaa !12
  %190 = add nuw nsw i64 %187, 1
  %191 = icmp eq i64 %190, %137
  br i1 %191, label %175, label %186, !llvm.loop !22

192:                                              ; preds = %207, %177
  %193 = phi i64 [ %210, %207 ], [ 0, %177 ]
  %194 = phi i64 [ %208, %207 ], [ 1, %177 ]
  br i1 %179, label %207, label %195

195:                                              ; preds = %192
  %196 = add i64 %193, 1
  %197 = mul i64 %185, %196
  %198 = getelementptr i8, ptr %112, i64 %197
  %199 = add nsw i64 %194, -1
  %200 = mul nsw i64 %199, %110
  %201 = mul nuw nsw i64 %194, %110
  %202 = getelementptr inbounds i8, ptr %9, i64 %199
  %203 = load i8, ptr %202, align 1, !tbaa !11
  %204 = getelementptr i32, ptr %112, i64 %200
  %205 = getelementptr i32, ptr %112, i64 %201
  %206 = load i32, ptr %198, align 4
  br label %211

207:                                              ; preds = %211, %192
  %208 = add nuw nsw i64 %194, 1
  %209 = icmp eq i64 %208, %181
  %210 = add i64 %193, 1
  br i1 %209, label %230, label %192, !llvm.loop !23

211:                                              ; preds = %211, %195
  %212 = phi i32 [ %206, %195 ], [ %227, %211 ]
  %213 = phi i64 [ 1, %195 ], [ %228, %211 ]
  %214 = getelementptr i32, ptr %204, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !12
  %216 = add nsw i32 %215, 1
  %217 = getelementptr i32, ptr %205, i64 %213
  %218 = add nsw i32 %212, 1
  %219 = getelementptr i8, ptr %214, i64 -4
  %220 = load i32, ptr %219, align 4, !tbaa !12
  %221 = getelementptr i8, ptr %178, i64 %213
  %222 = load i8, ptr %221, align 1, !tbaa !11
  %223 = icmp ne i8 %203, %222
  %224 = zext i1 %223 to i32
  %225 = add nsw i32 %220, %224
  %226 = call i32 @llvm.smin.i32(i32 %216, i32 %218)
  %227 = call noundef i32 @llvm.smin.i32(i32 %226, i32 %225)
  store i32 %227, ptr %217, align 4, !tbaa !12
  %228 = add nuw nsw i64 %213, 1
  %229 = icmp eq i64 %228, %182
  br i1 %229, label %207, label %211, !llvm.loop !24

230:                                              ; preds = %207, %175
  %231 = mul nsw i32 %109, %103
  %232 = add nsw i32 %231, %105
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr %112, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !12
  call void @free(ptr noundef %112) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br i1 %135, label %256, label %236

236:                                              ; preds = %230
  %237 = add nuw nsw i64 %104, 1
  %238 = and i64 %237, 4294967295
  %239 = icmp ult i64 %238, 8
  br i1 %239, label %240, label %242

240:                                              ; preds = %254, %236
  %241 = phi i64 [ 0, %236 ], [ %244, %254 ]
  br label %269

242:                                              ; preds = %236
  %243 = and i64 %237, 7
  %244 = sub nsw i64 %238, %243
  br label %245

245:                                              ; preds = %245, %242
  %246 = phi i64 [ 0, %242 ], [ %251, %245 ]
  %247 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %242 ], [ %252, %245 ]
  %248 = add <4 x i32> %247, <i32 4, i32 4, i32 4, i32 4>
  %249 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %246
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  store <4 x i32> %247, ptr %249, align 16, !tbaa !12
  store <4 x i32> %248, ptr %250, align 16, !tbaa !12
  %251 = add nuw i64 %246, 8
  %252 = add <4 x i32> %247, <i32 8, i32 8, i32 8, i32 8>
  %253 = icmp eq i64 %251, %244
  br i1 %253, label %254, label %245, !llvm.loop !25

254:                                              ; preds = %245
  %255 = icmp eq i64 %243, 0
  br i1 %255, label %256, label %240

256:                                              ; preds = %269, %254, %230
  %257 = load i8, ptr %9, align 1, !tbaa !11
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %259, label %261

259:                                              ; preds = %256
  %260 = shl i64 %104, 32
  br label %304

261:                                              ; preds = %256
  %262 = icmp slt i32 %105, 1
  %263 = shl i64 %104, 32
  %264 = add i64 %263, 4294967296
  %265 = ashr exact i64 %264, 30
  %266 = add i64 %104, 1
  %267 = and i64 %266, 4294967295
  %268 = getelementptr i8, ptr %11, i64 -1
  br label %275

269:                                              ; preds = %240, %269
  %270 = phi i64 [ %273, %269 ], [ %241, %240 ]
  %271 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %270
  %272 = trunc nuw nsw i64 %270 to i32
  store i32 %272, ptr %271, align 4, !tbaa !12
  %273 = add nuw nsw i64 %270, 1
  %274 = icmp eq i64 %273, %238
  br i1 %274, label %256, label %269, !llvm.loop !26

275:                                              ; preds = %281, %261
  %276 = phi i64 [ 1, %261 ], [ %282, %281 ]
  %277 = phi i8 [ %257, %261 ], [ %284, %281 ]
  %278 = trunc nuw nsw i64 %276 to i32
  store i32 %278, ptr %3, align 16, !tbaa !12
  br i1 %262, label %281, label %279

279:                                              ; preds = %275
  %280 = load i32, ptr %2, align 16, !tbaa !12
  br label %286

281:                                              ; preds = %286, %275
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 16 %3, i64 %265, i1 false)
  %282 = add nuw nsw i64 %276, 1
  %283 = getelementptr i8, ptr %9, i64 %276
  %284 = load i8, ptr %283, align 1, !tbaa !11
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %304, label %275, !llvm.loop !27

286:                                              ; preds = %286, %279
  %287 = phi i32 [ %280, %279 ], [ %291, %286 ]
  %288 = phi i32 [ %278, %279 ], [ %300, %286 ]
  %289 = phi i64 [ 1, %279 ], [ %302, %286 ]
  %290 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !12
  %292 = add nsw i32 %291, 1
  %293 = add nsw i32 %288, 1
  %294 = getelementptr i8, ptr %268, i64 %289
  %295 = load i8, ptr %294, align 1, !tbaa !11
  %296 = icmp ne i8 %277, %295
  %297 = zext i1 %296 to i32
  %298 = add nsw i32 %287, %297
  %299 = call i32 @llvm.smin.i32(i32 %292, i32 %293)
  %300 = call noundef i32 @llvm.smin.i32(i32 %299, i32 %298)
  %301 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %289
  store i32 %300, ptr %301, align 4, !tbaa !12
  %302 = add nuw nsw i64 %289, 1
  %303 = icmp eq i64 %302, %267
  br i1 %303, label %281, label %286, !llvm.loop !28

304:                                              ; preds = %281, %259
  %305 = phi i64 [ %260, %259 ], [ %263, %281 ]
  %306 = ashr exact i64 %305, 32
  %307 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %306
  %308 = load i32, ptr %307, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #8
  br i1 %113, label %328, label %309

309:                                              ; preds = %304
  %310 = add nuw nsw i64 %102, 1
  %311 = and i64 %310, 4294967295
  %312 = add nsw i64 %311, -1
  %313 = and i64 %310, 3
  %314 = icmp ult i64 %312, 3
  br i1 %314, label %317, label %315

315:                                              ; preds = %309
  %316 = sub nsw i64 %311, %313
  br label %349

317:                                              ; preds = %349, %309
  %318 = phi i64 [ 0, %309 ], [ %363, %349 ]
  %319 = icmp eq i64 %313, 0
  br i1 %319, label %328, label %320

320:                                              ; preds = %317, %320
  %321 = phi i64 [ %325, %320 ], [ %318, %317 ]
  %322 = phi i64 [ %326, %320 ], [ 0, %317 ]
  %323 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %321
  %324 = trunc nuw nsw i64 %321 to i32
  store i32 %324, ptr %323, align 16, !tbaa !12
  %325 = add nuw nsw i64 %321, 1
  %326 = add i64 %322, 1
  %327 = icmp eq i64 %326, %313
  br i1 %327, label %328, label %320, !llvm.loop !29

328:                                              ; preds = %317, %320, %304
  br i1 %135, label %366, label %329

329:                                              ; preds = %328
  %330 = add nuw nsw i64 %104, 1
  %331 = and i64 %330, 4294967295
  %332 = icmp ult i64 %331, 8
  br i1 %332, label %333, label %335

333:                                              ; preds = %347, %329
  %334 = phi i64 [ 0, %329 ], [ %337, %347 ]
  br label %375

335:                                              ; preds = %329
  %336 = and i64 %330, 7
  %337 = sub nsw i64 %331, %336
  br label %338

338:                                              ; preds = %338, %335
  %339 = phi i64 [ 0, %335 ], [ %344, %338 ]
  %340 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %335 ], [ %345, %338 ]
  %341 = add <4 x i32> %340, <i32 4, i32 4, i32 4, i32 4>
  %342 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %339
  %343 = getelementptr inbounds i8, ptr %342, i64 16
  store <4 x i32> %340, ptr %342, align 16, !tbaa !12
  store <4 x i32> %341, ptr %343, align 16, !tbaa !12
  %344 = add nuw i64 %339, 8
  %345 = add <4 x i32> %340, <i32 8, i32 8, i32 8, i32 8>
  %346 = icmp eq i64 %344, %337
  br i1 %346, label %347, label %338, !llvm.loop !30

347:                                              ; preds = %338
  %348 = icmp eq i64 %336, 0
  br i1 %348, label %366, label %333

349:                                              ; preds = %349, %315
  %350 = phi i64 [ 0, %315 ], [ %363, %349 ]
  %351 = phi i64 [ 0, %315 ], [ %364, %349 ]
  %352 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %350
  %353 = trunc nuw nsw i64 %350 to i32
  store i32 %353, ptr %352, align 16, !tbaa !12
  %354 = or disjoint i64 %350, 1
  %355 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %354
  %356 = trunc nuw nsw i64 %354 to i32
  store i32 %356, ptr %355, align 16, !tbaa !12
  %357 = or disjoint i64 %350, 2
  %358 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %357
  %359 = trunc nuw nsw i64 %357 to i32
  store i32 %359, ptr %358, align 16, !tbaa !12
  %360 = or disjoint i64 %350, 3
  %361 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %360
  %362 = trunc nuw nsw i64 %360 to i32
  store i32 %362, ptr %361, align 16, !tbaa !12
  %363 = add nuw nsw i64 %350, 4
  %364 = add i64 %351, 4
  %365 = icmp eq i64 %364, %316
  br i1 %365, label %317, label %349, !llvm.loop !31

366:                                              ; preds = %375, %347, %328
  br i1 %176, label %442, label %367

367:                                              ; preds = %366
  %368 = icmp slt i32 %105, 1
  %369 = add i64 %104, 1
  %370 = add nuw nsw i64 %102, 1
  %371 = and i64 %370, 4294967295
  %372 = and i64 %369, 4294967295
  %373 = icmp eq i64 %372, 2
  %374 = getelementptr i8, ptr %11, i64 -1
  br label %381

375:                                              ; preds = %333, %375
  %376 = phi i64 [ %379, %375 ], [ %334, %333 ]
  %377 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %376
  %378 = trunc nuw nsw i64 %376 to i32
  store i32 %378, ptr %377, align 4, !tbaa !12
  %379 = add nuw nsw i64 %376, 1
  %380 = icmp eq i64 %379, %331
  br i1 %380, label %366, label %375, !llvm.loop !32

381:                                              ; preds = %405, %367
  %382 = phi i64 [ 1, %367 ], [ %406, %405 ]
  br i1 %368, label %405, label %383

383:                                              ; preds = %381
  %384 = add nsw i64 %382, -1
  %385 = getelementptr inbounds i8, ptr %9, i64 %384
  %386 = load i8, ptr %385, align 1, !tbaa !11
  %387 = icmp ugt i64 %382, 1
  %388 = add nsw i64 %382, -2
  %389 = getelementptr inbounds i8, ptr %9, i64 %388
  %390 = load i8, ptr %11, align 1, !tbaa !11
  %391 = icmp ne i8 %386, %390
  %392 = zext i1 %391 to i32
  %393 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %384, i64 1
  %394 = load i32, ptr %393, align 4, !tbaa !12
  %395 = add nsw i32 %394, 1
  %396 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %382, i64 0
  %397 = load i32, ptr %396, align 16, !tbaa !12
  %398 = add nsw i32 %397, 1
  %399 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %384, i64 0
  %400 = load i32, ptr %399, align 16, !tbaa !12
  %401 = add nsw i32 %400, %392
  %402 = call i32 @llvm.smin.i32(i32 %395, i32 %398)
  %403 = call noundef i32 @llvm.smin.i32(i32 %402, i32 %401)
  %404 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %382, i64 1
  store i32 %403, ptr %404, align 4, !tbaa !12
  br i1 %373, label %405, label %408

405:                                              ; preds = %438, %383, %381
  %406 = add nuw nsw i64 %382, 1
  %407 = icmp eq i64 %406, %371
  br i1 %407, label %442, label %381, !llvm.loop !33

408:                                              ; preds = %383, %438
  %409 = phi i32 [ %417, %438 ], [ %394, %383 ]
  %410 = phi i32 [ %439, %438 ], [ %403, %383 ]
  %411 = phi i64 [ %440, %438 ], [ 2, %383 ]
  %412 = getelementptr i8, ptr %374, i64 %411
  %413 = load i8, ptr %412, align 1, !tbaa !11
  %414 = icmp ne i8 %386, %413
  %415 = zext i1 %414 to i32
  %416 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %384, i64 %411
  %417 = load i32, ptr %416, align 4, !tbaa !12
  %418 = add nsw i32 %417, 1
  %419 = add nsw i32 %410, 1
  %420 = add nsw i32 %409, %415
  %421 = call i32 @llvm.smin.i32(i32 %418, i32 %419)
  %422 = call noundef i32 @llvm.smin.i32(i32 %421, i32 %420)
  %423 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %382, i64 %411
  store i32 %422, ptr %423, align 4, !tbaa !12
  br i1 %387, label %424, label %438

424:                                              ; preds = %408
  %425 = add nsw i64 %411, -2
  %426 = getelementptr inbounds i8, ptr %11, i64 %425
  %427 = load i8, ptr %426, align 1, !tbaa !11
  %428 = icmp eq i8 %386, %427
  br i1 %428, label %429, label %438

429:                                              ; preds = %424
  %430 = load i8, ptr %389, align 1, !tbaa !11
  %431 = icmp eq i8 %430, %413
  br i1 %431, label %432, label %438

432:                                              ; preds = %429
  %433 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %388, i64 %425
  %434 = load i32, ptr %433, align 4, !tbaa !12
  %435 = add nsw i32 %434, 1
  %436 = icmp slt i32 %435, %422
  br i1 %436, label %437, label %438

437:                                              ; preds = %432
  store i32 %435, ptr %423, align 4, !tbaa !12
  br label %438

438:                                              ; preds = %437, %432, %429, %424, %408
  %439 = phi i32 [ %435, %437 ], [ %422, %432 ], [ %422, %429 ], [ %422, %424 ], [ %422, %408 ]
  %440 = add nuw nsw i64 %411, 1
  %441 = icmp eq i64 %440, %372
  br i1 %441, label %405, label %408, !llvm.loop !34

442:                                              ; preds = %405, %366
  %443 = ashr exact i64 %106, 32
  %444 = shl i64 %104, 32
  %445 = ashr exact i64 %444, 32
  %446 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %443, i64 %445
  %447 = load i32, ptr %446, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #8
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %9, ptr noundef %11, i32 noundef %235, i32 noundef %308, i32 noundef %447, i32 noundef %101, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %449 = add nuw nsw i64 %7, 1
  %450 = icmp eq i64 %449, 10
  br i1 %450, label %5, label %6, !llvm.loop !36
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
!18 = distinct !{!18, !10, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10, !20, !19}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !19, !20}
!26 = distinct !{!26, !10, !20, !19}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !10, !19, !20}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !20, !19}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10, !35}
!35 = !{!"llvm.loop.peeled.count", i32 1}
!36 = distinct !{!36, !10}
