; ModuleID = 'c/16_hash_table.c'
source_filename = "c/16_hash_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.slot = type { [16 x i8], i32, i32 }

@.str = private unnamed_addr constant [109 x i8] c"the quick brown fox jumps over the lazy dog the fox and the dog are friends a quick brown dog and a lazy fox\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@table = internal global [64 x %struct.slot] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"distinct words = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@__const.main.q = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [24 x i8] c"%-6s fnv=%08x count=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"map size=%zu buckets=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"get %4llu -> %s %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"hit\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"miss\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 1
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store ptr null, ptr %2, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(109) %1, ptr noundef nonnull align 1 dereferenceable(109) @.str, i64 109, i1 false) #11
  %4 = call ptr @strtok_r(ptr noundef nonnull %1, ptr noundef nonnull @.str.1, ptr noundef nonnull %2) #11
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %50

6:                                                ; preds = %91, %0
  br label %7

7:                                                ; preds = %6, %7
  %8 = phi i64 [ %48, %7 ], [ 0, %6 ]
  %9 = phi <4 x i32> [ %46, %7 ], [ zeroinitializer, %6 ]
  %10 = phi <4 x i32> [ %47, %7 ], [ zeroinitializer, %6 ]
  %11 = or disjoint i64 %8, 1
  %12 = or disjoint i64 %8, 2
  %13 = or disjoint i64 %8, 3
  %14 = or disjoint i64 %8, 4
  %15 = or disjoint i64 %8, 5
  %16 = or disjoint i64 %8, 6
  %17 = or disjoint i64 %8, 7
  %18 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %8, i32 2
  %19 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %11, i32 2
  %20 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %12, i32 2
  %21 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %13, i32 2
  %22 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %14, i32 2
  %23 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %15, i32 2
  %24 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %16, i32 2
  %25 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %17, i32 2
  %26 = load i32, ptr %18, align 4, !tbaa !10
  %27 = load i32, ptr %19, align 4, !tbaa !10
  %28 = load i32, ptr %20, align 4, !tbaa !10
  %29 = load i32, ptr %21, align 4, !tbaa !10
  %30 = insertelement <4 x i32> poison, i32 %26, i64 0
  %31 = insertelement <4 x i32> %30, i32 %27, i64 1
  %32 = insertelement <4 x i32> %31, i32 %28, i64 2
  %33 = insertelement <4 x i32> %32, i32 %29, i64 3
  %34 = load i32, ptr %22, align 4, !tbaa !10
  %35 = load i32, ptr %23, align 4, !tbaa !10
  %36 = load i32, ptr %24, align 4, !tbaa !10
  %37 = load i32, ptr %25, align 4, !tbaa !10
  %38 = insertelement <4 x i32> poison, i32 %34, i64 0
  %39 = insertelement <4 x i32> %38, i32 %35, i64 1
  %40 = insertelement <4 x i32> %39, i32 %36, i64 2
  %41 = insertelement <4 x i32> %40, i32 %37, i64 3
  %42 = icmp ne <4 x i32> %33, zeroinitializer
  %43 = icmp ne <4 x i32> %41, zeroinitializer
  %44 = zext <4 x i1> %42 to <4 x i32>
  %45 = zext <4 x i1> %43 to <4 x i32>
  %46 = add <4 x i32> %9, %44
  %47 = add <4 x i32> %10, %45
  %48 = add nuw i64 %8, 8
  %49 = icmp eq i64 %48, 56
  br i1 %49, label %98, label %7, !llvm.loop !13

50:                                               ; preds = %0, %91
  %51 = phi ptr [ %96, %91 ], [ %4, %0 ]
  %52 = load i8, ptr %51, align 1, !tbaa !17
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %66, label %54

54:                                               ; preds = %50, %54
  %55 = phi i8 [ %62, %54 ], [ %52, %50 ]
  %56 = phi i32 [ %61, %54 ], [ -2128831035, %50 ]
  %57 = phi ptr [ %58, %54 ], [ %51, %50 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 1
  %59 = zext i8 %55 to i32
  %60 = xor i32 %56, %59
  %61 = mul i32 %60, 16777619
  %62 = load i8, ptr %58, align 1, !tbaa !17
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %64, label %54, !llvm.loop !18

64:                                               ; preds = %54
  %65 = and i32 %61, 63
  br label %66

66:                                               ; preds = %64, %50
  %67 = phi i32 [ 5, %50 ], [ %65, %64 ]
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %68
  %70 = getelementptr inbounds i8, ptr %69, i64 20
  %71 = load i32, ptr %70, align 4, !tbaa !10
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %86, label %81

73:                                               ; preds = %81
  %74 = add nuw nsw i32 %83, 1
  %75 = and i32 %74, 63
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 20
  %79 = load i32, ptr %78, align 4, !tbaa !10
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %86, label %81, !llvm.loop !19

81:                                               ; preds = %66, %73
  %82 = phi ptr [ %77, %73 ], [ %69, %66 ]
  %83 = phi i32 [ %75, %73 ], [ %67, %66 ]
  %84 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %82, ptr noundef nonnull readonly dereferenceable(1) %51) #12
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %91, label %73

86:                                               ; preds = %73, %66
  %87 = phi ptr [ %69, %66 ], [ %77, %73 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 20
  store i32 1, ptr %88, align 4, !tbaa !10
  %89 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %87, ptr noundef nonnull readonly dereferenceable(1) %51, i64 noundef 15) #11
  %90 = getelementptr inbounds i8, ptr %87, i64 15
  store i8 0, ptr %90, align 1, !tbaa !17
  br label %91

91:                                               ; preds = %81, %86
  %92 = phi ptr [ %87, %86 ], [ %82, %81 ]
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load i32, ptr %93, align 4, !tbaa !20
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %93, align 4, !tbaa !20
  %96 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.1, ptr noundef nonnull %2) #11
  %97 = icmp eq ptr %96, null
  br i1 %97, label %6, label %50, !llvm.loop !21

98:                                               ; preds = %7
  %99 = add <4 x i32> %47, %46
  %100 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %99)
  %101 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1364), align 4, !tbaa !10
  %102 = icmp ne i32 %101, 0
  %103 = zext i1 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1388), align 4, !tbaa !10
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = add nuw nsw i32 %104, %107
  %109 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1412), align 4, !tbaa !10
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = add nuw nsw i32 %108, %111
  %113 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1436), align 4, !tbaa !10
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = add nuw nsw i32 %112, %115
  %117 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1460), align 4, !tbaa !10
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %116, %119
  %121 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1484), align 4, !tbaa !10
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %120, %123
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1508), align 4, !tbaa !10
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = add nuw nsw i32 %124, %127
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 1532), align 4, !tbaa !10
  %130 = icmp ne i32 %129, 0
  %131 = zext i1 %130 to i32
  %132 = add nuw nsw i32 %128, %131
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %132)
  br label %135

134:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store i64 0, ptr %3, align 8
  br label %199

135:                                              ; preds = %98, %190
  %136 = phi i64 [ 0, %98 ], [ %193, %190 ]
  %137 = getelementptr inbounds [6 x ptr], ptr @__const.main.q, i64 0, i64 %136
  %138 = load ptr, ptr %137, align 8, !tbaa !6
  %139 = load i8, ptr %138, align 1, !tbaa !17
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %151, label %141

141:                                              ; preds = %135, %141
  %142 = phi i8 [ %149, %141 ], [ %139, %135 ]
  %143 = phi i32 [ %148, %141 ], [ -2128831035, %135 ]
  %144 = phi ptr [ %145, %141 ], [ %138, %135 ]
  %145 = getelementptr inbounds i8, ptr %144, i64 1
  %146 = zext i8 %142 to i32
  %147 = xor i32 %143, %146
  %148 = mul i32 %147, 16777619
  %149 = load i8, ptr %145, align 1, !tbaa !17
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %151, label %141, !llvm.loop !18

151:                                              ; preds = %141, %135
  %152 = phi i32 [ -2128831035, %135 ], [ %148, %141 ]
  %153 = and i32 %152, 63
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %154
  %156 = getelementptr inbounds i8, ptr %155, i64 20
  %157 = load i32, ptr %156, align 4, !tbaa !10
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %172, label %167

159:                                              ; preds = %167
  %160 = add nuw nsw i32 %169, 1
  %161 = and i32 %160, 63
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %162
  %164 = getelementptr inbounds i8, ptr %163, i64 20
  %165 = load i32, ptr %164, align 4, !tbaa !10
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %172, label %167, !llvm.loop !22

167:                                              ; preds = %151, %159
  %168 = phi ptr [ %163, %159 ], [ %155, %151 ]
  %169 = phi i32 [ %161, %159 ], [ %153, %151 ]
  %170 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %168, ptr noundef nonnull dereferenceable(1) %138) #12
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %159, label %172

172:                                              ; preds = %167, %159, %151
  %173 = phi ptr [ %155, %151 ], [ %163, %159 ], [ %168, %167 ]
  %174 = phi i1 [ true, %151 ], [ %171, %159 ], [ %171, %167 ]
  br i1 %140, label %185, label %175

175:                                              ; preds = %172, %175
  %176 = phi i8 [ %183, %175 ], [ %139, %172 ]
  %177 = phi i32 [ %182, %175 ], [ -2128831035, %172 ]
  %178 = phi ptr [ %179, %175 ], [ %138, %172 ]
  %179 = getelementptr inbounds i8, ptr %178, i64 1
  %180 = zext i8 %176 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = load i8, ptr %179, align 1, !tbaa !17
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %185, label %175, !llvm.loop !18

185:                                              ; preds = %175, %172
  %186 = phi i32 [ -2128831035, %172 ], [ %182, %175 ]
  br i1 %174, label %190, label %187

187:                                              ; preds = %185
  %188 = getelementptr inbounds i8, ptr %173, i64 16
  %189 = load i32, ptr %188, align 4, !tbaa !20
  br label %190

190:                                              ; preds = %185, %187
  %191 = phi i32 [ %189, %187 ], [ 0, %185 ]
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %138, i32 noundef %186, i32 noundef %191)
  %193 = add nuw nsw i64 %136, 1
  %194 = icmp eq i64 %193, 6
  br i1 %194, label %134, label %135, !llvm.loop !23

195:                                              ; preds = %266
  %196 = load i64, ptr %3, align 8, !tbaa !24
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %196, i64 noundef %243)
  %198 = icmp eq i64 %243, 0
  br label %275

199:                                              ; preds = %134, %266
  %200 = phi i64 [ 0, %134 ], [ %271, %266 ]
  %201 = phi i64 [ 0, %134 ], [ %243, %266 ]
  %202 = phi ptr [ null, %134 ], [ %242, %266 ]
  %203 = mul nuw nsw i64 %200, 2654435761
  %204 = urem i64 %203, 1237
  %205 = add nsw i64 %200, -500
  %206 = load i64, ptr %3, align 8, !tbaa !24
  %207 = add i64 %206, 1
  %208 = mul i64 %201, 3
  %209 = lshr i64 %208, 2
  %210 = icmp ugt i64 %207, %209
  br i1 %210, label %211, label %241

211:                                              ; preds = %199
  %212 = icmp eq i64 %201, 0
  %213 = shl i64 %201, 1
  %214 = select i1 %212, i64 8, i64 %213
  %215 = call noalias ptr @calloc(i64 noundef %214, i64 noundef 8) #13
  br i1 %212, label %218, label %216

216:                                              ; preds = %211
  %217 = add i64 %213, -1
  br label %219

218:                                              ; preds = %224, %211
  call void @free(ptr noundef %202) #11
  br label %241

219:                                              ; preds = %224, %216
  %220 = phi i64 [ 0, %216 ], [ %225, %224 ]
  %221 = getelementptr inbounds ptr, ptr %202, i64 %220
  %222 = load ptr, ptr %221, align 8, !tbaa !6
  %223 = icmp eq ptr %222, null
  br i1 %223, label %224, label %227

224:                                              ; preds = %227, %219
  %225 = add nuw i64 %220, 1
  %226 = icmp eq i64 %225, %201
  br i1 %226, label %218, label %219, !llvm.loop !27

227:                                              ; preds = %219, %227
  %228 = phi ptr [ %230, %227 ], [ %222, %219 ]
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8, !tbaa !28
  %231 = load i64, ptr %228, align 8, !tbaa !30
  %232 = lshr i64 %231, 33
  %233 = xor i64 %232, %231
  %234 = mul i64 %233, -49064778989728563
  %235 = lshr i64 %234, 33
  %236 = xor i64 %235, %234
  %237 = and i64 %236, %217
  %238 = getelementptr inbounds ptr, ptr %215, i64 %237
  %239 = load ptr, ptr %238, align 8, !tbaa !6
  store ptr %239, ptr %229, align 8, !tbaa !28
  store ptr %228, ptr %238, align 8, !tbaa !6
  %240 = icmp eq ptr %230, null
  br i1 %240, label %224, label %227, !llvm.loop !31

241:                                              ; preds = %218, %199
  %242 = phi ptr [ %215, %218 ], [ %202, %199 ]
  %243 = phi i64 [ %214, %218 ], [ %201, %199 ]
  %244 = mul i64 %204, -49064778989728563
  %245 = lshr i64 %244, 33
  %246 = xor i64 %245, %244
  %247 = add i64 %243, -1
  %248 = and i64 %247, %246
  %249 = getelementptr inbounds ptr, ptr %242, i64 %248
  %250 = load ptr, ptr %249, align 8, !tbaa !6
  %251 = icmp eq ptr %250, null
  br i1 %251, label %262, label %252

252:                                              ; preds = %241, %258
  %253 = phi ptr [ %260, %258 ], [ %250, %241 ]
  %254 = load i64, ptr %253, align 8, !tbaa !30
  %255 = icmp eq i64 %254, %204
  br i1 %255, label %256, label %258

256:                                              ; preds = %252
  %257 = getelementptr inbounds i8, ptr %253, i64 8
  br label %266

258:                                              ; preds = %252
  %259 = getelementptr inbounds i8, ptr %253, i64 16
  %260 = load ptr, ptr %259, align 8, !tbaa !6
  %261 = icmp eq ptr %260, null
  br i1 %261, label %262, label %252, !llvm.loop !32

262:                                              ; preds = %258, %241
  %263 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14
  store i64 %204, ptr %263, align 8, !tbaa !30
  %264 = getelementptr inbounds i8, ptr %263, i64 8
  store i64 %205, ptr %264, align 8, !tbaa !33
  %265 = getelementptr inbounds i8, ptr %263, i64 16
  store ptr %250, ptr %265, align 8, !tbaa !28
  store ptr %263, ptr %249, align 8, !tbaa !6
  br label %266

266:                                              ; preds = %256, %262
  %267 = phi ptr [ %257, %256 ], [ %3, %262 ]
  %268 = phi i64 [ %205, %256 ], [ 1, %262 ]
  %269 = load i64, ptr %267, align 8, !tbaa !34
  %270 = add i64 %269, %268
  store i64 %270, ptr %267, align 8, !tbaa !34
  %271 = add nuw nsw i64 %200, 1
  %272 = icmp eq i64 %271, 1000
  br i1 %272, label %195, label %199, !llvm.loop !35

273:                                              ; preds = %306
  br i1 %198, label %318, label %274

274:                                              ; preds = %312, %273
  br label %319

275:                                              ; preds = %310, %195
  %276 = phi i64 [ 0, %195 ], [ %311, %310 ]
  br i1 %198, label %315, label %277

277:                                              ; preds = %275
  %278 = mul i64 %276, -49064778989728563
  %279 = lshr i64 %278, 33
  %280 = xor i64 %279, %278
  %281 = and i64 %280, %247
  %282 = getelementptr inbounds ptr, ptr %242, i64 %281
  %283 = load ptr, ptr %282, align 8, !tbaa !6
  %284 = icmp eq ptr %283, null
  br i1 %284, label %312, label %285

285:                                              ; preds = %277, %289
  %286 = phi ptr [ %291, %289 ], [ %283, %277 ]
  %287 = load i64, ptr %286, align 8, !tbaa !30
  %288 = icmp eq i64 %287, %276
  br i1 %288, label %293, label %289

289:                                              ; preds = %285
  %290 = getelementptr inbounds i8, ptr %286, i64 16
  %291 = load ptr, ptr %290, align 8, !tbaa !6
  %292 = icmp eq ptr %291, null
  br i1 %292, label %293, label %285, !llvm.loop !36

293:                                              ; preds = %289, %285
  %294 = phi ptr [ @.str.12, %285 ], [ @.str.13, %289 ]
  br i1 %284, label %306, label %295

295:                                              ; preds = %293, %299
  %296 = phi ptr [ %301, %299 ], [ %283, %293 ]
  %297 = load i64, ptr %296, align 8, !tbaa !30
  %298 = icmp eq i64 %297, %276
  br i1 %298, label %303, label %299

299:                                              ; preds = %295
  %300 = getelementptr inbounds i8, ptr %296, i64 16
  %301 = load ptr, ptr %300, align 8, !tbaa !6
  %302 = icmp eq ptr %301, null
  br i1 %302, label %306, label %295, !llvm.loop !36

303:                                              ; preds = %295
  %304 = getelementptr inbounds i8, ptr %296, i64 8
  %305 = load i64, ptr %304, align 8, !tbaa !33
  br label %306

306:                                              ; preds = %299, %293, %303
  %307 = phi i64 [ %305, %303 ], [ 0, %293 ], [ 0, %299 ]
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %276, ptr noundef nonnull %294, i64 noundef %307)
  %309 = icmp ult i64 %276, 937
  br i1 %309, label %310, label %273

310:                                              ; preds = %306, %315, %312
  %311 = add nuw nsw i64 %276, 300
  br label %275, !llvm.loop !37

312:                                              ; preds = %277
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %276, ptr noundef nonnull @.str.13, i64 noundef 0)
  %314 = icmp ult i64 %276, 937
  br i1 %314, label %310, label %274

315:                                              ; preds = %275
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %276, ptr noundef nonnull @.str.13, i64 noundef 0)
  %317 = icmp ult i64 %276, 937
  br i1 %317, label %310, label %318

318:                                              ; preds = %315, %324, %273
  call void @free(ptr noundef %242) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #11
  ret i32 0

319:                                              ; preds = %274, %324
  %320 = phi i64 [ %325, %324 ], [ 0, %274 ]
  %321 = getelementptr inbounds ptr, ptr %242, i64 %320
  %322 = load ptr, ptr %321, align 8, !tbaa !6
  %323 = icmp eq ptr %322, null
  br i1 %323, label %324, label %327

324:                                              ; preds = %327, %319
  %325 = add nuw i64 %320, 1
  %326 = icmp eq i64 %325, %243
  br i1 %326, label %318, label %319, !llvm.loop !38

327:                                              ; preds = %319, %327
  %328 = phi ptr [ %330, %327 ], [ %322, %319 ]
  %329 = getelementptr inbounds i8, ptr %328, i64 16
  %330 = load ptr, ptr %329, align 8, !tbaa !28
  call void @free(ptr noundef nonnull %328) #11
  %331 = icmp eq ptr %330, null
  br i1 %331, label %324, label %327, !llvm.loop !39
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(0) }

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
!10 = !{!11, !12, i64 20}
!11 = !{!"", !8, i64 0, !12, i64 16, !12, i64 20}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!11, !12, i64 16}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = !{!25, !26, i64 16}
!25 = !{!"", !7, i64 0, !26, i64 8, !26, i64 16}
!26 = !{!"long", !8, i64 0}
!27 = distinct !{!27, !14}
!28 = !{!29, !7, i64 16}
!29 = !{!"entry", !26, i64 0, !26, i64 8, !7, i64 16}
!30 = !{!29, !26, i64 0}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = !{!29, !26, i64 8}
!34 = !{!26, !26, i64 0}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
