; ModuleID = 'c/12_heapsort.c'
source_filename = "c/12_heapsort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pq = type { [256 x i32], i32 }

@.str = private unnamed_addr constant [43 x i8] c"heapsort ok=%d min=%.6f med=%.6f max=%.6f\0A\00", align 1
@main.q = internal unnamed_addr global %struct.pq zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"5 smallest:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"\0Aremaining=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"drained sorted=%u total=%u last=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #3
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %17, %2 ]
  %4 = or disjoint i64 %3, 1
  %5 = trunc i64 %3 to i32
  %6 = mul i32 %5, 7919
  %7 = mul i32 %5, 7919
  %8 = add i32 %7, 7919
  %9 = urem i32 %6, 1009
  %10 = urem i32 %8, 1009
  %11 = uitofp nneg i32 %9 to double
  %12 = uitofp nneg i32 %10 to double
  %13 = fdiv double %11, 7.000000e+00
  %14 = fdiv double %12, 7.000000e+00
  %15 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %3
  %16 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %4
  store double %13, ptr %15, align 8, !tbaa !6
  store double %14, ptr %16, align 8, !tbaa !6
  %17 = add nuw i64 %3, 2
  %18 = icmp eq i64 %17, 100
  br i1 %18, label %19, label %2, !llvm.loop !10

19:                                               ; preds = %2, %54
  %20 = phi i64 [ %55, %54 ], [ 49, %2 ]
  %21 = getelementptr inbounds double, ptr %1, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = trunc nuw nsw i64 %20 to i32
  br label %24

24:                                               ; preds = %49, %19
  %25 = phi i32 [ %47, %49 ], [ %23, %19 ]
  %26 = shl nsw i32 %25, 1
  %27 = or disjoint i32 %26, 1
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds double, ptr %1, i64 %28
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds double, ptr %1, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !6
  %33 = fcmp olt double %22, %32
  %34 = select i1 %33, i32 %27, i32 %25
  %35 = add nsw i32 %26, 2
  %36 = icmp sgt i32 %25, 48
  br i1 %36, label %46, label %37

37:                                               ; preds = %24
  %38 = sext i32 %34 to i64
  %39 = getelementptr inbounds double, ptr %1, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !6
  %41 = sext i32 %35 to i64
  %42 = getelementptr inbounds double, ptr %1, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !6
  %44 = fcmp olt double %40, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %37
  br label %46

46:                                               ; preds = %45, %37, %24
  %47 = phi i32 [ %35, %45 ], [ %34, %37 ], [ %34, %24 ]
  %48 = icmp eq i32 %47, %25
  br i1 %48, label %54, label %49

49:                                               ; preds = %46
  %50 = sext i32 %47 to i64
  %51 = getelementptr inbounds double, ptr %1, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !6
  store double %52, ptr %29, align 8, !tbaa !6
  store double %22, ptr %51, align 8, !tbaa !6
  %53 = icmp slt i32 %47, 50
  br i1 %53, label %24, label %54

54:                                               ; preds = %49, %46
  %55 = add nsw i64 %20, -1
  %56 = icmp eq i64 %20, 0
  br i1 %56, label %57, label %19, !llvm.loop !14

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %1, i64 792
  %59 = load double, ptr %58, align 8, !tbaa !6
  %60 = load double, ptr %1, align 8, !tbaa !6
  store double %60, ptr %58, align 8, !tbaa !6
  store double %59, ptr %1, align 8, !tbaa !6
  br label %61

61:                                               ; preds = %57, %97
  %62 = phi i64 [ 98, %57 ], [ %101, %97 ]
  %63 = phi double [ %59, %57 ], [ %99, %97 ]
  %64 = phi i64 [ 99, %57 ], [ %62, %97 ]
  br label %65

65:                                               ; preds = %61, %90
  %66 = phi i32 [ %94, %90 ], [ 0, %61 ]
  %67 = phi i32 [ %88, %90 ], [ 0, %61 ]
  %68 = or disjoint i32 %66, 1
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds double, ptr %1, i64 %69
  %71 = sext i32 %68 to i64
  %72 = getelementptr inbounds double, ptr %1, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !6
  %74 = fcmp olt double %63, %73
  %75 = select i1 %74, i32 %68, i32 %67
  %76 = add nsw i32 %66, 2
  %77 = sext i32 %76 to i64
  %78 = icmp sgt i64 %64, %77
  br i1 %78, label %79, label %87

79:                                               ; preds = %65
  %80 = sext i32 %75 to i64
  %81 = getelementptr inbounds double, ptr %1, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !6
  %83 = getelementptr inbounds double, ptr %1, i64 %77
  %84 = load double, ptr %83, align 8, !tbaa !6
  %85 = fcmp olt double %82, %84
  br i1 %85, label %86, label %87

86:                                               ; preds = %79
  br label %87

87:                                               ; preds = %86, %79, %65
  %88 = phi i32 [ %76, %86 ], [ %75, %79 ], [ %75, %65 ]
  %89 = icmp eq i32 %88, %67
  br i1 %89, label %97, label %90

90:                                               ; preds = %87
  %91 = sext i32 %88 to i64
  %92 = getelementptr inbounds double, ptr %1, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !6
  store double %93, ptr %70, align 8, !tbaa !6
  store double %63, ptr %92, align 8, !tbaa !6
  %94 = shl nsw i32 %88, 1
  %95 = sext i32 %94 to i64
  %96 = icmp sgt i64 %62, %95
  br i1 %96, label %65, label %97

97:                                               ; preds = %90, %87
  %98 = getelementptr inbounds double, ptr %1, i64 %62
  %99 = load double, ptr %98, align 8, !tbaa !6
  %100 = load double, ptr %1, align 8, !tbaa !6
  store double %100, ptr %98, align 8, !tbaa !6
  store double %99, ptr %1, align 8, !tbaa !6
  %101 = add nsw i64 %62, -1
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %61

103:                                              ; preds = %97
  %104 = insertelement <4 x double> poison, double %99, i64 3
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ 0, %103 ], [ %121, %105 ]
  %107 = phi <4 x double> [ %104, %103 ], [ %114, %105 ]
  %108 = phi <4 x i1> [ zeroinitializer, %103 ], [ %119, %105 ]
  %109 = phi <4 x i1> [ zeroinitializer, %103 ], [ %120, %105 ]
  %110 = or disjoint i64 %106, 1
  %111 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %110
  %112 = getelementptr inbounds i8, ptr %111, i64 32
  %113 = load <4 x double>, ptr %111, align 8, !tbaa !6
  %114 = load <4 x double>, ptr %112, align 8, !tbaa !6
  %115 = shufflevector <4 x double> %107, <4 x double> %113, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %116 = shufflevector <4 x double> %113, <4 x double> %114, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %117 = fcmp ugt <4 x double> %115, %113
  %118 = fcmp ugt <4 x double> %116, %114
  %119 = or <4 x i1> %108, %117
  %120 = or <4 x i1> %109, %118
  %121 = add nuw i64 %106, 8
  %122 = icmp eq i64 %121, 96
  br i1 %122, label %123, label %105, !llvm.loop !15

123:                                              ; preds = %105
  %124 = extractelement <4 x double> %114, i64 3
  %125 = or <4 x i1> %120, %119
  %126 = freeze <4 x i1> %125
  %127 = bitcast <4 x i1> %126 to i4
  %128 = icmp eq i4 %127, 0
  %129 = getelementptr inbounds i8, ptr %1, i64 776
  %130 = load double, ptr %129, align 8, !tbaa !6
  %131 = fcmp ole double %124, %130
  %132 = and i1 %131, %128
  %133 = getelementptr inbounds i8, ptr %1, i64 784
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = fcmp ole double %130, %134
  %136 = getelementptr inbounds i8, ptr %1, i64 792
  %137 = load double, ptr %136, align 8, !tbaa !6
  %138 = fcmp ole double %134, %137
  %139 = select i1 %138, i1 %135, i1 false
  %140 = select i1 %139, i1 %132, i1 false
  %141 = zext i1 %140 to i32
  %142 = getelementptr inbounds i8, ptr %1, i64 400
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %1, i64 792
  %145 = load double, ptr %144, align 8, !tbaa !6
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %141, double noundef %99, double noundef %143, double noundef %145)
  br label %149

147:                                              ; preds = %174
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  br label %182

149:                                              ; preds = %123, %174
  %150 = phi i32 [ 0, %123 ], [ %175, %174 ]
  %151 = phi i32 [ 1, %123 ], [ %153, %174 ]
  %152 = mul i32 %151, 22695477
  %153 = add i32 %152, 1
  %154 = lshr i32 %153, 16
  %155 = and i32 %154, 32767
  %156 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %158 = sext i32 %156 to i64
  %159 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %158
  store i32 %155, ptr %159, align 4, !tbaa !19
  %160 = icmp sgt i32 %156, 0
  br i1 %160, label %161, label %174

161:                                              ; preds = %149, %172
  %162 = phi i32 [ %164, %172 ], [ %156, %149 ]
  %163 = add nsw i32 %162, -1
  %164 = lshr i32 %163, 1
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !19
  %168 = zext nneg i32 %162 to i64
  %169 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !19
  %171 = icmp ugt i32 %167, %170
  br i1 %171, label %172, label %174

172:                                              ; preds = %161
  store i32 %170, ptr %166, align 4, !tbaa !19
  store i32 %167, ptr %169, align 4, !tbaa !19
  %173 = icmp ult i32 %163, 2
  br i1 %173, label %174, label %161

174:                                              ; preds = %161, %172, %149
  %175 = add nuw nsw i32 %150, 1
  %176 = icmp eq i32 %175, 200
  br i1 %176, label %147, label %149, !llvm.loop !20

177:                                              ; preds = %229
  %178 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %178)
  %180 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %181 = icmp sgt i32 %180, 0
  br i1 %181, label %233, label %287

182:                                              ; preds = %147, %229
  %183 = phi i32 [ 0, %147 ], [ %231, %229 ]
  %184 = load i32, ptr @main.q, align 4, !tbaa !19
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %186 = add nsw i32 %185, -1
  store i32 %186, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !19
  store i32 %189, ptr @main.q, align 4, !tbaa !19
  br label %190

190:                                              ; preds = %221, %182
  %191 = phi i32 [ %186, %182 ], [ %228, %221 ]
  %192 = phi i32 [ 0, %182 ], [ %219, %221 ]
  %193 = shl nsw i32 %192, 1
  %194 = or disjoint i32 %193, 1
  %195 = add nsw i32 %193, 2
  %196 = icmp slt i32 %194, %191
  br i1 %196, label %197, label %206

197:                                              ; preds = %190
  %198 = sext i32 %194 to i64
  %199 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !19
  %201 = sext i32 %192 to i64
  %202 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !19
  %204 = icmp ult i32 %200, %203
  %205 = select i1 %204, i32 %194, i32 %192
  br label %206

206:                                              ; preds = %197, %190
  %207 = phi i32 [ %192, %190 ], [ %205, %197 ]
  %208 = icmp slt i32 %195, %191
  br i1 %208, label %209, label %218

209:                                              ; preds = %206
  %210 = sext i32 %195 to i64
  %211 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !19
  %213 = sext i32 %207 to i64
  %214 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !19
  %216 = icmp ult i32 %212, %215
  %217 = select i1 %216, i32 %195, i32 %207
  br label %218

218:                                              ; preds = %209, %206
  %219 = phi i32 [ %207, %206 ], [ %217, %209 ]
  %220 = icmp eq i32 %219, %192
  br i1 %220, label %229, label %221

221:                                              ; preds = %218
  %222 = sext i32 %219 to i64
  %223 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !19
  %225 = sext i32 %192 to i64
  %226 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !19
  store i32 %227, ptr %223, align 4, !tbaa !19
  store i32 %224, ptr %226, align 4, !tbaa !19
  %228 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  br label %190

229:                                              ; preds = %218
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %184)
  %231 = add nuw nsw i32 %183, 1
  %232 = icmp eq i32 %231, 5
  br i1 %232, label %177, label %182, !llvm.loop !21

233:                                              ; preds = %177, %282
  %234 = phi i32 [ %244, %282 ], [ %180, %177 ]
  %235 = phi i32 [ %285, %282 ], [ 0, %177 ]
  %236 = phi i32 [ %284, %282 ], [ 1, %177 ]
  %237 = phi i32 [ %238, %282 ], [ 0, %177 ]
  %238 = load i32, ptr @main.q, align 4, !tbaa !19
  %239 = add nsw i32 %234, -1
  store i32 %239, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !19
  store i32 %242, ptr @main.q, align 4, !tbaa !19
  br label %243

243:                                              ; preds = %274, %233
  %244 = phi i32 [ %239, %233 ], [ %281, %274 ]
  %245 = phi i32 [ 0, %233 ], [ %272, %274 ]
  %246 = shl nsw i32 %245, 1
  %247 = or disjoint i32 %246, 1
  %248 = add nsw i32 %246, 2
  %249 = icmp slt i32 %247, %244
  br i1 %249, label %250, label %259

250:                                              ; preds = %243
  %251 = sext i32 %247 to i64
  %252 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !19
  %254 = sext i32 %245 to i64
  %255 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %254
  %256 = load i32, ptr %255, align 4, !tbaa !19
  %257 = icmp ult i32 %253, %256
  %258 = select i1 %257, i32 %247, i32 %245
  br label %259

259:                                              ; preds = %250, %243
  %260 = phi i32 [ %245, %243 ], [ %258, %250 ]
  %261 = icmp slt i32 %248, %244
  br i1 %261, label %262, label %271

262:                                              ; preds = %259
  %263 = sext i32 %248 to i64
  %264 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !19
  %266 = sext i32 %260 to i64
  %267 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !19
  %269 = icmp ult i32 %265, %268
  %270 = select i1 %269, i32 %248, i32 %260
  br label %271

271:                                              ; preds = %262, %259
  %272 = phi i32 [ %260, %259 ], [ %270, %262 ]
  %273 = icmp eq i32 %272, %245
  br i1 %273, label %282, label %274

274:                                              ; preds = %271
  %275 = sext i32 %272 to i64
  %276 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !19
  %278 = sext i32 %245 to i64
  %279 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !19
  store i32 %280, ptr %276, align 4, !tbaa !19
  store i32 %277, ptr %279, align 4, !tbaa !19
  %281 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !16
  br label %243

282:                                              ; preds = %271
  %283 = icmp ult i32 %238, %237
  %284 = select i1 %283, i32 0, i32 %236
  %285 = add i32 %238, %235
  %286 = icmp sgt i32 %244, 0
  br i1 %286, label %233, label %287, !llvm.loop !22

287:                                              ; preds = %282, %177
  %288 = phi i32 [ 0, %177 ], [ %238, %282 ]
  %289 = phi i32 [ 1, %177 ], [ %284, %282 ]
  %290 = phi i32 [ 0, %177 ], [ %285, %282 ]
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %289, i32 noundef %290, i32 noundef %288)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11, !12, !13}
!16 = !{!17, !18, i64 1024}
!17 = !{!"", !8, i64 0, !18, i64 1024}
!18 = !{!"int", !8, i64 0}
!19 = !{!18, !18, i64 0}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
