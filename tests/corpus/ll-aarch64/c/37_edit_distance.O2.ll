; ModuleID = 'c/37_edit_distance.c'
source_filename = "c/37_edit_distance.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.pairs = private unnamed_addr constant [10 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.8], [2 x ptr] [ptr @.str.9, ptr @.str.10], [2 x ptr] [ptr @.str.11, ptr @.str.12], [2 x ptr] [ptr @.str.13, ptr @.str.14], [2 x ptr] [ptr @.str.15, ptr @.str.16], [2 x ptr] [ptr @.str.17, ptr @.str.18]], align 8
@.str.19 = private unnamed_addr constant [46 x i8] c"%-20s %-20s lev=%2d/%2d dam=%2d lcs=%2d \22%s\22\0A\00", align 1
@lcs.L = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x [32 x i32]], align 4
  %2 = alloca [64 x i32], align 4
  %3 = alloca [64 x i32], align 4
  %4 = alloca [64 x i8], align 1
  br label %6

5:                                                ; preds = %420
  ret i32 0

6:                                                ; preds = %0, %420
  %7 = phi i64 [ 0, %0 ], [ %427, %420 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  %8 = getelementptr inbounds [10 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !6
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
  br i1 %33, label %21, label %27, !llvm.loop !10

34:                                               ; preds = %55, %23
  %35 = phi i64 [ %19, %23 ], [ %58, %55 ]
  %36 = icmp eq i64 %35, %19
  %37 = select i1 %24, i1 true, i1 %36
  br i1 %37, label %55, label %38

38:                                               ; preds = %34
  %39 = load i8, ptr %25, align 1, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %11, i64 %35
  %41 = load i8, ptr %40, align 1, !tbaa !12
  %42 = icmp eq i8 %39, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = add nuw nsw i64 %35, 1
  %45 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %26, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !13
  %47 = add nsw i32 %46, 1
  br label %55

48:                                               ; preds = %38
  %49 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %26, i64 %35
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = add nuw nsw i64 %35, 1
  %52 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %22, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !13
  %54 = call i32 @llvm.smax.i32(i32 %50, i32 %53)
  br label %55

55:                                               ; preds = %48, %43, %34
  %56 = phi i32 [ %54, %48 ], [ %47, %43 ], [ 0, %34 ]
  %57 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %22, i64 %35
  store i32 %56, ptr %57, align 4, !tbaa !13
  %58 = add nsw i64 %35, -1
  %59 = icmp sgt i64 %35, 0
  br i1 %59, label %34, label %31, !llvm.loop !15

60:                                               ; preds = %27, %89
  %61 = phi i32 [ %92, %89 ], [ 0, %27 ]
  %62 = phi i32 [ %91, %89 ], [ 0, %27 ]
  %63 = phi i32 [ %90, %89 ], [ 0, %27 ]
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %9, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !12
  %67 = sext i32 %62 to i64
  %68 = getelementptr inbounds i8, ptr %11, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !12
  %70 = icmp eq i8 %66, %69
  br i1 %70, label %71, label %77

71:                                               ; preds = %60
  %72 = add nsw i32 %61, 1
  %73 = sext i32 %61 to i64
  %74 = getelementptr inbounds i8, ptr %4, i64 %73
  store i8 %66, ptr %74, align 1, !tbaa !12
  %75 = add nsw i32 %63, 1
  %76 = add nsw i32 %62, 1
  br label %89

77:                                               ; preds = %60
  %78 = add nsw i32 %63, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %79, i64 %67
  %81 = load i32, ptr %80, align 4, !tbaa !13
  %82 = add nsw i32 %62, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.L, i64 0, i64 %64, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !13
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
  br i1 %95, label %60, label %96, !llvm.loop !16

96:                                               ; preds = %89
  %97 = sext i32 %92 to i64
  br label %98

98:                                               ; preds = %6, %27, %96
  %99 = phi i64 [ 0, %27 ], [ %97, %96 ], [ 0, %6 ]
  %100 = getelementptr inbounds i8, ptr %4, i64 %99
  store i8 0, ptr %100, align 1, !tbaa !12
  %101 = load i32, ptr @lcs.L, align 4, !tbaa !13
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
  br i1 %113, label %136, label %114

114:                                              ; preds = %98
  %115 = add nuw nsw i64 %102, 1
  %116 = and i64 %115, 4294967295
  %117 = icmp ult i64 %116, 2
  br i1 %117, label %118, label %120

118:                                              ; preds = %134, %114
  %119 = phi i64 [ 0, %114 ], [ %122, %134 ]
  br label %156

120:                                              ; preds = %114
  %121 = and i64 %115, 1
  %122 = sub nsw i64 %116, %121
  br label %123

123:                                              ; preds = %123, %120
  %124 = phi i64 [ 0, %120 ], [ %132, %123 ]
  %125 = or disjoint i64 %124, 1
  %126 = trunc i64 %124 to i32
  %127 = or disjoint i32 %126, 1
  %128 = mul nsw i64 %124, %110
  %129 = mul nsw i64 %125, %110
  %130 = getelementptr inbounds i32, ptr %112, i64 %128
  %131 = getelementptr inbounds i32, ptr %112, i64 %129
  store i32 %126, ptr %130, align 4, !tbaa !13
  store i32 %127, ptr %131, align 4, !tbaa !13
  %132 = add nuw i64 %124, 2
  %133 = icmp eq i64 %132, %122
  br i1 %133, label %134, label %123, !llvm.loop !17

134:                                              ; preds = %123
  %135 = icmp eq i64 %121, 0
  br i1 %135, label %136, label %118

136:                                              ; preds = %156, %134, %98
  %137 = icmp slt i32 %105, 0
  br i1 %137, label %163, label %138

138:                                              ; preds = %136
  %139 = zext nneg i32 %109 to i64
  %140 = icmp ult i32 %109, 8
  br i1 %140, label %141, label %143

141:                                              ; preds = %154, %138
  %142 = phi i64 [ 0, %138 ], [ %144, %154 ]
  br label %174

143:                                              ; preds = %138
  %144 = and i64 %139, 2147483640
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %151, %145 ]
  %147 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %143 ], [ %152, %145 ]
  %148 = add <4 x i32> %147, <i32 4, i32 4, i32 4, i32 4>
  %149 = getelementptr inbounds i32, ptr %112, i64 %146
  %150 = getelementptr inbounds i8, ptr %149, i64 16
  store <4 x i32> %147, ptr %149, align 4, !tbaa !13
  store <4 x i32> %148, ptr %150, align 4, !tbaa !13
  %151 = add nuw i64 %146, 8
  %152 = add <4 x i32> %147, <i32 8, i32 8, i32 8, i32 8>
  %153 = icmp eq i64 %151, %144
  br i1 %153, label %154, label %145, !llvm.loop !20

154:                                              ; preds = %145
  %155 = icmp eq i64 %144, %139
  br i1 %155, label %163, label %141

156:                                              ; preds = %118, %156
  %157 = phi i64 [ %161, %156 ], [ %119, %118 ]
  %158 = mul nsw i64 %157, %110
  %159 = getelementptr inbounds i32, ptr %112, i64 %158
  %160 = trunc nuw nsw i64 %157 to i32
  store i32 %160, ptr %159, align 4, !tbaa !13
  %161 = add nuw nsw i64 %157, 1
  %162 = icmp eq i64 %161, %116
  br i1 %162, label %136, label %156, !llvm.loop !21

163:                                              ; preds = %174, %154, %136
  %164 = icmp slt i32 %103, 1
  br i1 %164, label %218, label %165

165:                                              ; preds = %163
  %166 = getelementptr i8, ptr %11, i64 -1
  %167 = icmp slt i32 %105, 1
  %168 = add nuw nsw i64 %102, 1
  %169 = and i64 %168, 4294967295
  %170 = zext nneg i32 %109 to i64
  %171 = shl i64 %104, 32
  %172 = ashr exact i64 %171, 30
  %173 = add nsw i64 %172, 4
  br label %180

174:                                              ; preds = %141, %174
  %175 = phi i64 [ %178, %174 ], [ %142, %141 ]
  %176 = getelementptr inbounds i32, ptr %112, i64 %175
  %177 = trunc nuw nsw i64 %175 to i32
  store i32 %177, ptr %176, align 4, !tbaa !13
  %178 = add nuw nsw i64 %175, 1
  %179 = icmp eq i64 %178, %139
  br i1 %179, label %163, label %174, !llvm.loop !22

180:                                              ; preds = %195, %165
  %181 = phi i64 [ %198, %195 ], [ 0, %165 ]
  %182 = phi i64 [ %196, %195 ], [ 1, %165 ]
  br i1 %167, label %195, label %183

183:                                              ; preds = %180
  %184 = add i64 %181, 1
  %185 = mul i64 %173, %184
  %186 = getelementptr i8, ptr %112, i64 %185
  %187 = add nsw i64 %182, -1
  %188 = mul nsw i64 %187, %110
  %189 = mul nuw nsw i64 %182, %110
  %190 = getelementptr inbounds i8, ptr %9, i64 %187
  %191 = load i8, ptr %190, align 1, !tbaa !12
  %192 = getelementptr i32, ptr %112, i64 %188
  %193 = getelementptr i32, ptr %112, i64 %189
  %194 = load i32, ptr %186, align 4
  br label %199

195:                                              ; preds = %199, %180
  %196 = add nuw nsw i64 %182, 1
  %197 = icmp eq i64 %196, %169
  %198 = add i64 %181, 1
  br i1 %197, label %218, label %180, !llvm.loop !23

199:                                              ; preds = %199, %183
  %200 = phi i32 [ %194, %183 ], [ %215, %199 ]
  %201 = phi i64 [ 1, %183 ], [ %216, %199 ]
  %202 = getelementptr i32, ptr %192, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !13
  %204 = add nsw i32 %203, 1
  %205 = getelementptr i32, ptr %193, i64 %201
  %206 = add nsw i32 %200, 1
  %207 = getelementptr i8, ptr %202, i64 -4
  %208 = load i32, ptr %207, align 4, !tbaa !13
  %209 = getelementptr i8, ptr %166, i64 %201
  %210 = load i8, ptr %209, align 1, !tbaa !12
  %211 = icmp ne i8 %191, %210
  %212 = zext i1 %211 to i32
  %213 = add nsw i32 %208, %212
  %214 = call i32 @llvm.smin.i32(i32 %204, i32 %206)
  %215 = call noundef i32 @llvm.smin.i32(i32 %214, i32 %213)
  store i32 %215, ptr %205, align 4, !tbaa !13
  %216 = add nuw nsw i64 %201, 1
  %217 = icmp eq i64 %216, %170
  br i1 %217, label %195, label %199, !llvm.loop !24

218:                                              ; preds = %195, %163
  %219 = mul nsw i32 %109, %103
  %220 = add nsw i32 %219, %105
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %112, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !13
  call void @free(ptr noundef %112) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br i1 %137, label %244, label %224

224:                                              ; preds = %218
  %225 = add nuw nsw i64 %104, 1
  %226 = and i64 %225, 4294967295
  %227 = icmp ult i64 %226, 8
  br i1 %227, label %228, label %230

228:                                              ; preds = %242, %224
  %229 = phi i64 [ 0, %224 ], [ %232, %242 ]
  br label %257

230:                                              ; preds = %224
  %231 = and i64 %225, 7
  %232 = sub nsw i64 %226, %231
  br label %233

233:                                              ; preds = %233, %230
  %234 = phi i64 [ 0, %230 ], [ %239, %233 ]
  %235 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %230 ], [ %240, %233 ]
  %236 = add <4 x i32> %235, <i32 4, i32 4, i32 4, i32 4>
  %237 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %234
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  store <4 x i32> %235, ptr %237, align 4, !tbaa !13
  store <4 x i32> %236, ptr %238, align 4, !tbaa !13
  %239 = add nuw i64 %234, 8
  %240 = add <4 x i32> %235, <i32 8, i32 8, i32 8, i32 8>
  %241 = icmp eq i64 %239, %232
  br i1 %241, label %242, label %233, !llvm.loop !25

242:                                              ; preds = %233
  %243 = icmp eq i64 %231, 0
  br i1 %243, label %244, label %228

244:                                              ; preds = %257, %242, %218
  %245 = load i8, ptr %9, align 1, !tbaa !12
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %247, label %249

247:                                              ; preds = %244
  %248 = shl i64 %104, 32
  br label %292

249:                                              ; preds = %244
  %250 = icmp slt i32 %105, 1
  %251 = shl i64 %104, 32
  %252 = add i64 %251, 4294967296
  %253 = ashr exact i64 %252, 30
  %254 = add i64 %104, 1
  %255 = and i64 %254, 4294967295
  %256 = getelementptr i8, ptr %11, i64 -1
  br label %263

257:                                              ; preds = %228, %257
  %258 = phi i64 [ %261, %257 ], [ %229, %228 ]
  %259 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %258
  %260 = trunc nuw nsw i64 %258 to i32
  store i32 %260, ptr %259, align 4, !tbaa !13
  %261 = add nuw nsw i64 %258, 1
  %262 = icmp eq i64 %261, %226
  br i1 %262, label %244, label %257, !llvm.loop !26

263:                                              ; preds = %269, %249
  %264 = phi i64 [ 1, %249 ], [ %270, %269 ]
  %265 = phi i8 [ %245, %249 ], [ %272, %269 ]
  %266 = trunc nuw nsw i64 %264 to i32
  store i32 %266, ptr %3, align 4, !tbaa !13
  br i1 %250, label %269, label %267

267:                                              ; preds = %263
  %268 = load i32, ptr %2, align 4, !tbaa !13
  br label %274

269:                                              ; preds = %274, %263
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %2, ptr nonnull align 4 %3, i64 %253, i1 false)
  %270 = add nuw nsw i64 %264, 1
  %271 = getelementptr i8, ptr %9, i64 %264
  %272 = load i8, ptr %271, align 1, !tbaa !12
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %292, label %263, !llvm.loop !27

274:                                              ; preds = %274, %267
  %275 = phi i32 [ %268, %267 ], [ %279, %274 ]
  %276 = phi i32 [ %266, %267 ], [ %288, %274 ]
  %277 = phi i64 [ 1, %267 ], [ %290, %274 ]
  %278 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !13
  %280 = add nsw i32 %279, 1
  %281 = add nsw i32 %276, 1
  %282 = getelementptr i8, ptr %256, i64 %277
  %283 = load i8, ptr %282, align 1, !tbaa !12
  %284 = icmp ne i8 %265, %283
  %285 = zext i1 %284 to i32
  %286 = add nsw i32 %275, %285
  %287 = call i32 @llvm.smin.i32(i32 %280, i32 %281)
  %288 = call noundef i32 @llvm.smin.i32(i32 %287, i32 %286)
  %289 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %277
  store i32 %288, ptr %289, align 4, !tbaa !13
  %290 = add nuw nsw i64 %277, 1
  %291 = icmp eq i64 %290, %255
  br i1 %291, label %269, label %274, !llvm.loop !28

292:                                              ; preds = %269, %247
  %293 = phi i64 [ %248, %247 ], [ %251, %269 ]
  %294 = ashr exact i64 %293, 32
  %295 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #8
  br i1 %113, label %317, label %297

297:                                              ; preds = %292
  %298 = add nuw nsw i64 %102, 1
  %299 = and i64 %298, 4294967295
  %300 = icmp ult i64 %299, 2
  br i1 %300, label %301, label %303

301:                                              ; preds = %315, %297
  %302 = phi i64 [ 0, %297 ], [ %305, %315 ]
  br label %338

303:                                              ; preds = %297
  %304 = and i64 %298, 1
  %305 = sub nsw i64 %299, %304
  br label %306

306:                                              ; preds = %306, %303
  %307 = phi i64 [ 0, %303 ], [ %313, %306 ]
  %308 = or disjoint i64 %307, 1
  %309 = trunc i64 %307 to i32
  %310 = or disjoint i32 %309, 1
  %311 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %307
  %312 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %308
  store i32 %309, ptr %311, align 4, !tbaa !13
  store i32 %310, ptr %312, align 4, !tbaa !13
  %313 = add nuw i64 %307, 2
  %314 = icmp eq i64 %313, %305
  br i1 %314, label %315, label %306, !llvm.loop !29

315:                                              ; preds = %306
  %316 = icmp eq i64 %304, 0
  br i1 %316, label %317, label %301

317:                                              ; preds = %338, %315, %292
  br i1 %137, label %344, label %318

318:                                              ; preds = %317
  %319 = add nuw nsw i64 %104, 1
  %320 = and i64 %319, 4294967295
  %321 = icmp ult i64 %320, 8
  br i1 %321, label %322, label %324

322:                                              ; preds = %336, %318
  %323 = phi i64 [ 0, %318 ], [ %326, %336 ]
  br label %353

324:                                              ; preds = %318
  %325 = and i64 %319, 7
  %326 = sub nsw i64 %320, %325
  br label %327

327:                                              ; preds = %327, %324
  %328 = phi i64 [ 0, %324 ], [ %333, %327 ]
  %329 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %324 ], [ %334, %327 ]
  %330 = add <4 x i32> %329, <i32 4, i32 4, i32 4, i32 4>
  %331 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %328
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  store <4 x i32> %329, ptr %331, align 4, !tbaa !13
  store <4 x i32> %330, ptr %332, align 4, !tbaa !13
  %333 = add nuw i64 %328, 8
  %334 = add <4 x i32> %329, <i32 8, i32 8, i32 8, i32 8>
  %335 = icmp eq i64 %333, %326
  br i1 %335, label %336, label %327, !llvm.loop !30

336:                                              ; preds = %327
  %337 = icmp eq i64 %325, 0
  br i1 %337, label %344, label %322

338:                                              ; preds = %301, %338
  %339 = phi i64 [ %342, %338 ], [ %302, %301 ]
  %340 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %339
  %341 = trunc nuw nsw i64 %339 to i32
  store i32 %341, ptr %340, align 4, !tbaa !13
  %342 = add nuw nsw i64 %339, 1
  %343 = icmp eq i64 %342, %299
  br i1 %343, label %317, label %338, !llvm.loop !31

344:                                              ; preds = %353, %336, %317
  br i1 %164, label %420, label %345

345:                                              ; preds = %344
  %346 = icmp slt i32 %105, 1
  %347 = add i64 %104, 1
  %348 = add nuw nsw i64 %102, 1
  %349 = and i64 %348, 4294967295
  %350 = and i64 %347, 4294967295
  %351 = icmp eq i64 %350, 2
  %352 = getelementptr i8, ptr %11, i64 -1
  br label %359

353:                                              ; preds = %322, %353
  %354 = phi i64 [ %357, %353 ], [ %323, %322 ]
  %355 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %354
  %356 = trunc nuw nsw i64 %354 to i32
  store i32 %356, ptr %355, align 4, !tbaa !13
  %357 = add nuw nsw i64 %354, 1
  %358 = icmp eq i64 %357, %320
  br i1 %358, label %344, label %353, !llvm.loop !32

359:                                              ; preds = %383, %345
  %360 = phi i64 [ 1, %345 ], [ %384, %383 ]
  br i1 %346, label %383, label %361

361:                                              ; preds = %359
  %362 = add nsw i64 %360, -1
  %363 = getelementptr inbounds i8, ptr %9, i64 %362
  %364 = load i8, ptr %363, align 1, !tbaa !12
  %365 = icmp ugt i64 %360, 1
  %366 = add nsw i64 %360, -2
  %367 = getelementptr inbounds i8, ptr %9, i64 %366
  %368 = load i8, ptr %11, align 1, !tbaa !12
  %369 = icmp ne i8 %364, %368
  %370 = zext i1 %369 to i32
  %371 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %362, i64 1
  %372 = load i32, ptr %371, align 4, !tbaa !13
  %373 = add nsw i32 %372, 1
  %374 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %360, i64 0
  %375 = load i32, ptr %374, align 4, !tbaa !13
  %376 = add nsw i32 %375, 1
  %377 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %362, i64 0
  %378 = load i32, ptr %377, align 4, !tbaa !13
  %379 = add nsw i32 %378, %370
  %380 = call i32 @llvm.smin.i32(i32 %373, i32 %376)
  %381 = call noundef i32 @llvm.smin.i32(i32 %380, i32 %379)
  %382 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %360, i64 1
  store i32 %381, ptr %382, align 4, !tbaa !13
  br i1 %351, label %383, label %386

383:                                              ; preds = %416, %361, %359
  %384 = add nuw nsw i64 %360, 1
  %385 = icmp eq i64 %384, %349
  br i1 %385, label %420, label %359, !llvm.loop !33

386:                                              ; preds = %361, %416
  %387 = phi i32 [ %395, %416 ], [ %372, %361 ]
  %388 = phi i32 [ %417, %416 ], [ %381, %361 ]
  %389 = phi i64 [ %418, %416 ], [ 2, %361 ]
  %390 = getelementptr i8, ptr %352, i64 %389
  %391 = load i8, ptr %390, align 1, !tbaa !12
  %392 = icmp ne i8 %364, %391
  %393 = zext i1 %392 to i32
  %394 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %362, i64 %389
  %395 = load i32, ptr %394, align 4, !tbaa !13
  %396 = add nsw i32 %395, 1
  %397 = add nsw i32 %388, 1
  %398 = add nsw i32 %387, %393
  %399 = call i32 @llvm.smin.i32(i32 %396, i32 %397)
  %400 = call noundef i32 @llvm.smin.i32(i32 %399, i32 %398)
  %401 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %360, i64 %389
  store i32 %400, ptr %401, align 4, !tbaa !13
  br i1 %365, label %402, label %416

402:                                              ; preds = %386
  %403 = add nsw i64 %389, -2
  %404 = getelementptr inbounds i8, ptr %11, i64 %403
  %405 = load i8, ptr %404, align 1, !tbaa !12
  %406 = icmp eq i8 %364, %405
  br i1 %406, label %407, label %416

407:                                              ; preds = %402
  %408 = load i8, ptr %367, align 1, !tbaa !12
  %409 = icmp eq i8 %408, %391
  br i1 %409, label %410, label %416

410:                                              ; preds = %407
  %411 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %366, i64 %403
  %412 = load i32, ptr %411, align 4, !tbaa !13
  %413 = add nsw i32 %412, 1
  %414 = icmp slt i32 %413, %400
  br i1 %414, label %415, label %416

415:                                              ; preds = %410
  store i32 %413, ptr %401, align 4, !tbaa !13
  br label %416

416:                                              ; preds = %415, %410, %407, %402, %386
  %417 = phi i32 [ %413, %415 ], [ %400, %410 ], [ %400, %407 ], [ %400, %402 ], [ %400, %386 ]
  %418 = add nuw nsw i64 %389, 1
  %419 = icmp eq i64 %418, %350
  br i1 %419, label %383, label %386, !llvm.loop !34

420:                                              ; preds = %383, %344
  %421 = ashr exact i64 %106, 32
  %422 = shl i64 %104, 32
  %423 = ashr exact i64 %422, 32
  %424 = getelementptr inbounds [32 x [32 x i32]], ptr %1, i64 0, i64 %421, i64 %423
  %425 = load i32, ptr %424, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #8
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %9, ptr noundef %11, i32 noundef %223, i32 noundef %296, i32 noundef %425, i32 noundef %101, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %427 = add nuw nsw i64 %7, 1
  %428 = icmp eq i64 %427, 10
  br i1 %428, label %5, label %6, !llvm.loop !36
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !11, !18, !19}
!21 = distinct !{!21, !11, !18}
!22 = distinct !{!22, !11, !19, !18}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11, !18, !19}
!26 = distinct !{!26, !11, !19, !18}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11, !18, !19}
!30 = distinct !{!30, !11, !18, !19}
!31 = distinct !{!31, !11, !18}
!32 = distinct !{!32, !11, !19, !18}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11, !35}
!35 = !{!"llvm.loop.peeled.count", i32 1}
!36 = distinct !{!36, !11}
