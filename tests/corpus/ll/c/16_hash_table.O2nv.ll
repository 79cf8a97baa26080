; ModuleID = 'c/16_hash_table.c'
source_filename = "c/16_hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.slot = type { [16 x i8], i32, i32 }

@.str = private unnamed_addr constant [109 x i8] c"the quick brown fox jumps over the lazy dog the fox and the dog are friends a quick brown dog and a lazy fox\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@table = internal global [64 x %struct.slot] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [21 x i8] c"distinct words = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@__const.main.q = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [24 x i8] c"%-6s fnv=%08x count=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"map size=%zu buckets=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"get %4llu -> %s %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"hit\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"miss\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  store ptr null, ptr %2, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(109) %1, ptr noundef nonnull align 1 dereferenceable(109) @.str, i64 109, i1 false) #10
  %4 = call ptr @strtok_r(ptr noundef nonnull %1, ptr noundef nonnull @.str.1, ptr noundef nonnull %2) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %48, %0
  br label %57

7:                                                ; preds = %0, %48
  %8 = phi ptr [ %53, %48 ], [ %4, %0 ]
  %9 = load i8, ptr %8, align 1, !tbaa !9
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %23, label %11

11:                                               ; preds = %7, %11
  %12 = phi i8 [ %19, %11 ], [ %9, %7 ]
  %13 = phi i32 [ %18, %11 ], [ -2128831035, %7 ]
  %14 = phi ptr [ %15, %11 ], [ %8, %7 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  %16 = zext i8 %12 to i32
  %17 = xor i32 %13, %16
  %18 = mul i32 %17, 16777619
  %19 = load i8, ptr %15, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %11, !llvm.loop !10

21:                                               ; preds = %11
  %22 = and i32 %18, 63
  br label %23

23:                                               ; preds = %21, %7
  %24 = phi i32 [ 5, %7 ], [ %22, %21 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 20
  %28 = load i32, ptr %27, align 4, !tbaa !12
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %43, label %38

30:                                               ; preds = %38
  %31 = add nuw nsw i32 %40, 1
  %32 = and i32 %31, 63
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !12
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %43, label %38, !llvm.loop !15

38:                                               ; preds = %23, %30
  %39 = phi ptr [ %34, %30 ], [ %26, %23 ]
  %40 = phi i32 [ %32, %30 ], [ %24, %23 ]
  %41 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %39, ptr noundef nonnull readonly dereferenceable(1) %8) #11
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %48, label %30

43:                                               ; preds = %30, %23
  %44 = phi ptr [ %26, %23 ], [ %34, %30 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 20
  store i32 1, ptr %45, align 4, !tbaa !12
  %46 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %44, ptr noundef nonnull readonly dereferenceable(1) %8, i64 noundef 15) #10
  %47 = getelementptr inbounds i8, ptr %44, i64 15
  store i8 0, ptr %47, align 1, !tbaa !9
  br label %48

48:                                               ; preds = %38, %43
  %49 = phi ptr [ %44, %43 ], [ %39, %38 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load i32, ptr %50, align 8, !tbaa !16
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %50, align 8, !tbaa !16
  %53 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.1, ptr noundef nonnull %2) #10
  %54 = icmp eq ptr %53, null
  br i1 %54, label %6, label %7, !llvm.loop !17

55:                                               ; preds = %57
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82)
  br label %86

57:                                               ; preds = %57, %6
  %58 = phi i64 [ 0, %6 ], [ %83, %57 ]
  %59 = phi i32 [ 0, %6 ], [ %82, %57 ]
  %60 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %58, i32 2
  %61 = load i32, ptr %60, align 4, !tbaa !12
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %59, %63
  %65 = or disjoint i64 %58, 1
  %66 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %65, i32 2
  %67 = load i32, ptr %66, align 4, !tbaa !12
  %68 = icmp ne i32 %67, 0
  %69 = zext i1 %68 to i32
  %70 = add nuw nsw i32 %64, %69
  %71 = or disjoint i64 %58, 2
  %72 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %71, i32 2
  %73 = load i32, ptr %72, align 4, !tbaa !12
  %74 = icmp ne i32 %73, 0
  %75 = zext i1 %74 to i32
  %76 = add nuw nsw i32 %70, %75
  %77 = or disjoint i64 %58, 3
  %78 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %77, i32 2
  %79 = load i32, ptr %78, align 4, !tbaa !12
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i32
  %82 = add nuw nsw i32 %76, %81
  %83 = add nuw nsw i64 %58, 4
  %84 = icmp eq i64 %83, 64
  br i1 %84, label %55, label %57, !llvm.loop !18

85:                                               ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store i64 0, ptr %3, align 8
  br label %150

86:                                               ; preds = %55, %141
  %87 = phi i64 [ 0, %55 ], [ %144, %141 ]
  %88 = getelementptr inbounds [6 x ptr], ptr @__const.main.q, i64 0, i64 %87
  %89 = load ptr, ptr %88, align 8, !tbaa !5
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %102, label %92

92:                                               ; preds = %86, %92
  %93 = phi i8 [ %100, %92 ], [ %90, %86 ]
  %94 = phi i32 [ %99, %92 ], [ -2128831035, %86 ]
  %95 = phi ptr [ %96, %92 ], [ %89, %86 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 1
  %97 = zext i8 %93 to i32
  %98 = xor i32 %94, %97
  %99 = mul i32 %98, 16777619
  %100 = load i8, ptr %96, align 1, !tbaa !9
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %102, label %92, !llvm.loop !10

102:                                              ; preds = %92, %86
  %103 = phi i32 [ -2128831035, %86 ], [ %99, %92 ]
  %104 = and i32 %103, 63
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %105
  %107 = getelementptr inbounds i8, ptr %106, i64 20
  %108 = load i32, ptr %107, align 4, !tbaa !12
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %123, label %118

110:                                              ; preds = %118
  %111 = add nuw nsw i32 %120, 1
  %112 = and i32 %111, 63
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %113
  %115 = getelementptr inbounds i8, ptr %114, i64 20
  %116 = load i32, ptr %115, align 4, !tbaa !12
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %123, label %118, !llvm.loop !19

118:                                              ; preds = %102, %110
  %119 = phi ptr [ %114, %110 ], [ %106, %102 ]
  %120 = phi i32 [ %112, %110 ], [ %104, %102 ]
  %121 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %119, ptr noundef nonnull dereferenceable(1) %89) #11
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %110, label %123

123:                                              ; preds = %118, %110, %102
  %124 = phi ptr [ %106, %102 ], [ %114, %110 ], [ %119, %118 ]
  %125 = phi i1 [ true, %102 ], [ %122, %110 ], [ %122, %118 ]
  br i1 %91, label %136, label %126

126:                                              ; preds = %123, %126
  %127 = phi i8 [ %134, %126 ], [ %90, %123 ]
  %128 = phi i32 [ %133, %126 ], [ -2128831035, %123 ]
  %129 = phi ptr [ %130, %126 ], [ %89, %123 ]
  %130 = getelementptr inbounds i8, ptr %129, i64 1
  %131 = zext i8 %127 to i32
  %132 = xor i32 %128, %131
  %133 = mul i32 %132, 16777619
  %134 = load i8, ptr %130, align 1, !tbaa !9
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %136, label %126, !llvm.loop !10

136:                                              ; preds = %126, %123
  %137 = phi i32 [ -2128831035, %123 ], [ %133, %126 ]
  br i1 %125, label %141, label %138

138:                                              ; preds = %136
  %139 = getelementptr inbounds i8, ptr %124, i64 16
  %140 = load i32, ptr %139, align 8, !tbaa !16
  br label %141

141:                                              ; preds = %136, %138
  %142 = phi i32 [ %140, %138 ], [ 0, %136 ]
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %89, i32 noundef %137, i32 noundef %142)
  %144 = add nuw nsw i64 %87, 1
  %145 = icmp eq i64 %144, 6
  br i1 %145, label %85, label %86, !llvm.loop !20

146:                                              ; preds = %217
  %147 = load i64, ptr %3, align 8, !tbaa !21
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %147, i64 noundef %194)
  %149 = icmp eq i64 %194, 0
  br label %226

150:                                              ; preds = %85, %217
  %151 = phi i64 [ 0, %85 ], [ %222, %217 ]
  %152 = phi i64 [ 0, %85 ], [ %194, %217 ]
  %153 = phi ptr [ null, %85 ], [ %193, %217 ]
  %154 = mul nuw nsw i64 %151, 2654435761
  %155 = urem i64 %154, 1237
  %156 = add nsw i64 %151, -500
  %157 = load i64, ptr %3, align 8, !tbaa !21
  %158 = add i64 %157, 1
  %159 = mul i64 %152, 3
  %160 = lshr i64 %159, 2
  %161 = icmp ugt i64 %158, %160
  br i1 %161, label %162, label %192

162:                                              ; preds = %150
  %163 = icmp eq i64 %152, 0
  %164 = shl i64 %152, 1
  %165 = select i1 %163, i64 8, i64 %164
  %166 = call noalias ptr @calloc(i64 noundef %165, i64 noundef 8) #12
  br i1 %163, label %169, label %167

167:                                              ; preds = %162
  %168 = add i64 %164, -1
  br label %170

169:                                              ; preds = %175, %162
  call void @free(ptr noundef %153) #10
  br label %192

170:                                              ; preds = %175, %167
  %171 = phi i64 [ 0, %167 ], [ %176, %175 ]
  %172 = getelementptr inbounds ptr, ptr %153, i64 %171
  %173 = load ptr, ptr %172, align 8, !tbaa !5
  %174 = icmp eq ptr %173, null
  br i1 %174, label %175, label %178

175:                                              ; preds = %178, %170
  %176 = add nuw i64 %171, 1
  %177 = icmp eq i64 %176, %152
  br i1 %177, label %169, label %170, !llvm.loop !24

178:                                              ; preds = %170, %178
  %179 = phi ptr [ %181, %178 ], [ %173, %170 ]
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8, !tbaa !25
  %182 = load i64, ptr %179, align 8, !tbaa !27
  %183 = lshr i64 %182, 33
  %184 = xor i64 %183, %182
  %185 = mul i64 %184, -49064778989728563
  %186 = lshr i64 %185, 33
  %187 = xor i64 %186, %185
  %188 = and i64 %187, %168
  %189 = getelementptr inbounds ptr, ptr %166, i64 %188
  %190 = load ptr, ptr %189, align 8, !tbaa !5
  store ptr %190, ptr %180, align 8, !tbaa !25
  store ptr %179, ptr %189, align 8, !tbaa !5
  %191 = icmp eq ptr %181, null
  br i1 %191, label %175, label %178, !llvm.loop !28

192:                                              ; preds = %169, %150
  %193 = phi ptr [ %166, %169 ], [ %153, %150 ]
  %194 = phi i64 [ %165, %169 ], [ %152, %150 ]
  %195 = mul i64 %155, -49064778989728563
  %196 = lshr i64 %195, 33
  %197 = xor i64 %196, %195
  %198 = add i64 %194, -1
  %199 = and i64 %198, %197
  %200 = getelementptr inbounds ptr, ptr %193, i64 %199
  %201 = load ptr, ptr %200, align 8, !tbaa !5
  %202 = icmp eq ptr %201, null
  br i1 %202, label %213, label %203

203:                                              ; preds = %192, %209
  %204 = phi ptr [ %211, %209 ], [ %201, %192 ]
  %205 = load i64, ptr %204, align 8, !tbaa !27
  %206 = icmp eq i64 %205, %155
  br i1 %206, label %207, label %209

207:                                              ; preds = %203
  %208 = getelementptr inbounds i8, ptr %204, i64 8
  br label %217

209:                                              ; preds = %203
  %210 = getelementptr inbounds i8, ptr %204, i64 16
  %211 = load ptr, ptr %210, align 8, !tbaa !5
  %212 = icmp eq ptr %211, null
  br i1 %212, label %213, label %203, !llvm.loop !29

213:                                              ; preds = %209, %192
  %214 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  store i64 %155, ptr %214, align 8, !tbaa !27
  %215 = getelementptr inbounds i8, ptr %214, i64 8
  store i64 %156, ptr %215, align 8, !tbaa !30
  %216 = getelementptr inbounds i8, ptr %214, i64 16
  store ptr %201, ptr %216, align 8, !tbaa !25
  store ptr %214, ptr %200, align 8, !tbaa !5
  br label %217

217:                                              ; preds = %207, %213
  %218 = phi ptr [ %208, %207 ], [ %3, %213 ]
  %219 = phi i64 [ %156, %207 ], [ 1, %213 ]
  %220 = load i64, ptr %218, align 8, !tbaa !31
  %221 = add i64 %220, %219
  store i64 %221, ptr %218, align 8, !tbaa !31
  %222 = add nuw nsw i64 %151, 1
  %223 = icmp eq i64 %222, 1000
  br i1 %223, label %146, label %150, !llvm.loop !32

224:                                              ; preds = %257
  br i1 %149, label %269, label %225

225:                                              ; preds = %263, %224
  br label %270

226:                                              ; preds = %261, %146
  %227 = phi i64 [ 0, %146 ], [ %262, %261 ]
  br i1 %149, label %266, label %228

228:                                              ; preds = %226
  %229 = mul i64 %227, -49064778989728563
  %230 = lshr i64 %229, 33
  %231 = xor i64 %230, %229
  %232 = and i64 %231, %198
  %233 = getelementptr inbounds ptr, ptr %193, i64 %232
  %234 = load ptr, ptr %233, align 8, !tbaa !5
  %235 = icmp eq ptr %234, null
  br i1 %235, label %263, label %236

236:                                              ; preds = %228, %240
  %237 = phi ptr [ %242, %240 ], [ %234, %228 ]
  %238 = load i64, ptr %237, align 8, !tbaa !27
  %239 = icmp eq i64 %238, %227
  br i1 %239, label %244, label %240

240:                                              ; preds = %236
  %241 = getelementptr inbounds i8, ptr %237, i64 16
  %242 = load ptr, ptr %241, align 8, !tbaa !5
  %243 = icmp eq ptr %242, null
  br i1 %243, label %244, label %236, !llvm.loop !33

244:                                              ; preds = %240, %236
  %245 = phi ptr [ @.str.12, %236 ], [ @.str.13, %240 ]
  br i1 %235, label %257, label %246

246:                                              ; preds = %244, %250
  %247 = phi ptr [ %252, %250 ], [ %234, %244 ]
  %248 = load i64, ptr %247, align 8, !tbaa !27
  %249 = icmp eq i64 %248, %227
  br i1 %249, label %254, label %250

250:                                              ; preds = %246
  %251 = getelementptr inbounds i8, ptr %247, i64 16
  %252 = load ptr, ptr %251, align 8, !tbaa !5
  %253 = icmp eq ptr %252, null
  br i1 %253, label %257, label %246, !llvm.loop !33

254:                                              ; preds = %246
  %255 = getelementptr inbounds i8, ptr %247, i64 8
  %256 = load i64, ptr %255, align 8, !tbaa !30
  br label %257

257:                                              ; preds = %250, %244, %254
  %258 = phi i64 [ %256, %254 ], [ 0, %244 ], [ 0, %250 ]
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %227, ptr noundef nonnull %245, i64 noundef %258)
  %260 = icmp ult i64 %227, 937
  br i1 %260, label %261, label %224

261:                                              ; preds = %257, %266, %263
  %262 = add nuw nsw i64 %227, 300
  br label %226, !llvm.loop !34

263:                                              ; preds = %228
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %227, ptr noundef nonnull @.str.13, i64 noundef 0)
  %265 = icmp ult i64 %227, 937
  br i1 %265, label %261, label %225

266:                                              ; preds = %226
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %227, ptr noundef nonnull @.str.13, i64 noundef 0)
  %268 = icmp ult i64 %227, 937
  br i1 %268, label %261, label %269

269:                                              ; preds = %266, %275, %224
  call void @free(ptr noundef %193) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10
  ret i32 0

270:                                              ; preds = %225, %275
  %271 = phi i64 [ %276, %275 ], [ 0, %225 ]
  %272 = getelementptr inbounds ptr, ptr %193, i64 %271
  %273 = load ptr, ptr %272, align 8, !tbaa !5
  %274 = icmp eq ptr %273, null
  br i1 %274, label %275, label %278

275:                                              ; preds = %278, %270
  %276 = add nuw i64 %271, 1
  %277 = icmp eq i64 %276, %194
  br i1 %277, label %269, label %270, !llvm.loop !35

278:                                              ; preds = %270, %278
  %279 = phi ptr [ %281, %278 ], [ %273, %270 ]
  %280 = getelementptr inbounds i8, ptr %279, i64 16
  %281 = load ptr, ptr %280, align 8, !tbaa !25
  call void @free(ptr noundef nonnull %279) #10
  %282 = icmp eq ptr %281, null
  br i1 %282, label %275, label %278, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind allocsize(0) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !14, i64 20}
!13 = !{!"", !7, i64 0, !14, i64 16, !14, i64 20}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!13, !14, i64 16}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !23, i64 16}
!22 = !{!"", !6, i64 0, !23, i64 8, !23, i64 16}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !11}
!25 = !{!26, !6, i64 16}
!26 = !{!"entry", !23, i64 0, !23, i64 8, !6, i64 16}
!27 = !{!26, !23, i64 0}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = !{!26, !23, i64 8}
!31 = !{!23, !23, i64 0}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
