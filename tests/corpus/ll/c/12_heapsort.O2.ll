; ModuleID = 'c/12_heapsort.c'
source_filename = "c/12_heapsort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pq = type { [256 x i32], i32 }

@.str = private unnamed_addr constant [43 x i8] c"heapsort ok=%d min=%.6f med=%.6f max=%.6f\0A\00", align 1
@main.q = internal unnamed_addr global %struct.pq zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"5 smallest:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"\0Aremaining=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"drained sorted=%u total=%u last=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #3
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %11, %2 ]
  %5 = mul <2 x i32> %4, <i32 7919, i32 7919>
  %6 = urem <2 x i32> %5, <i32 1009, i32 1009>
  %7 = uitofp nneg <2 x i32> %6 to <2 x double>
  %8 = fdiv <2 x double> %7, <double 7.000000e+00, double 7.000000e+00>
  %9 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %3
  store <2 x double> %8, ptr %9, align 16, !tbaa !5
  %10 = add nuw i64 %3, 2
  %11 = add <2 x i32> %4, <i32 2, i32 2>
  %12 = icmp eq i64 %10, 100
  br i1 %12, label %13, label %2, !llvm.loop !9

13:                                               ; preds = %2, %48
  %14 = phi i64 [ %49, %48 ], [ 49, %2 ]
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = trunc nuw nsw i64 %14 to i32
  br label %18

18:                                               ; preds = %43, %13
  %19 = phi i32 [ %41, %43 ], [ %17, %13 ]
  %20 = shl nsw i32 %19, 1
  %21 = or disjoint i32 %20, 1
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds double, ptr %1, i64 %22
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fcmp olt double %16, %26
  %28 = select i1 %27, i32 %21, i32 %19
  %29 = add nsw i32 %20, 2
  %30 = icmp sgt i32 %19, 48
  br i1 %30, label %40, label %31

31:                                               ; preds = %18
  %32 = sext i32 %28 to i64
  %33 = getelementptr inbounds double, ptr %1, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = sext i32 %29 to i64
  %36 = getelementptr inbounds double, ptr %1, i64 %35
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = fcmp olt double %34, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %31
  br label %40

40:                                               ; preds = %39, %31, %18
  %41 = phi i32 [ %29, %39 ], [ %28, %31 ], [ %28, %18 ]
  %42 = icmp eq i32 %41, %19
  br i1 %42, label %48, label %43

43:                                               ; preds = %40
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds double, ptr %1, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  store double %46, ptr %23, align 8, !tbaa !5
  store double %16, ptr %45, align 8, !tbaa !5
  %47 = icmp slt i32 %41, 50
  br i1 %47, label %18, label %48

48:                                               ; preds = %43, %40
  %49 = add nsw i64 %14, -1
  %50 = icmp eq i64 %14, 0
  br i1 %50, label %51, label %13, !llvm.loop !13

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %1, i64 792
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = load double, ptr %1, align 16, !tbaa !5
  store double %54, ptr %52, align 8, !tbaa !5
  store double %53, ptr %1, align 16, !tbaa !5
  br label %55

55:                                               ; preds = %51, %91
  %56 = phi i64 [ 98, %51 ], [ %95, %91 ]
  %57 = phi double [ %53, %51 ], [ %93, %91 ]
  %58 = phi i64 [ 99, %51 ], [ %56, %91 ]
  br label %59

59:                                               ; preds = %55, %84
  %60 = phi i32 [ %88, %84 ], [ 0, %55 ]
  %61 = phi i32 [ %82, %84 ], [ 0, %55 ]
  %62 = or disjoint i32 %60, 1
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds double, ptr %1, i64 %63
  %65 = sext i32 %62 to i64
  %66 = getelementptr inbounds double, ptr %1, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = fcmp olt double %57, %67
  %69 = select i1 %68, i32 %62, i32 %61
  %70 = add nsw i32 %60, 2
  %71 = sext i32 %70 to i64
  %72 = icmp sgt i64 %58, %71
  br i1 %72, label %73, label %81

73:                                               ; preds = %59
  %74 = sext i32 %69 to i64
  %75 = getelementptr inbounds double, ptr %1, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %1, i64 %71
  %78 = load double, ptr %77, align 16, !tbaa !5
  %79 = fcmp olt double %76, %78
  br i1 %79, label %80, label %81

80:                                               ; preds = %73
  br label %81

81:                                               ; preds = %80, %73, %59
  %82 = phi i32 [ %70, %80 ], [ %69, %73 ], [ %69, %59 ]
  %83 = icmp eq i32 %82, %61
  br i1 %83, label %91, label %84

84:                                               ; preds = %81
  %85 = sext i32 %82 to i64
  %86 = getelementptr inbounds double, ptr %1, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !5
  store double %87, ptr %64, align 8, !tbaa !5
  store double %57, ptr %86, align 8, !tbaa !5
  %88 = shl nsw i32 %82, 1
  %89 = sext i32 %88 to i64
  %90 = icmp sgt i64 %56, %89
  br i1 %90, label %59, label %91

91:                                               ; preds = %84, %81
  %92 = getelementptr inbounds double, ptr %1, i64 %56
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = load double, ptr %1, align 16, !tbaa !5
  store double %94, ptr %92, align 8, !tbaa !5
  store double %93, ptr %1, align 16, !tbaa !5
  %95 = add nsw i64 %56, -1
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %97, label %55

97:                                               ; preds = %91
  %98 = insertelement <2 x double> poison, double %93, i64 1
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %126, %99 ]
  %101 = phi <2 x double> [ %98, %97 ], [ %119, %99 ]
  %102 = phi <2 x i1> [ zeroinitializer, %97 ], [ %124, %99 ]
  %103 = phi <2 x i1> [ zeroinitializer, %97 ], [ %125, %99 ]
  %104 = or disjoint i64 %100, 1
  %105 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %104
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !5
  %108 = load <2 x double>, ptr %106, align 8, !tbaa !5
  %109 = shufflevector <2 x double> %101, <2 x double> %107, <2 x i32> <i32 1, i32 2>
  %110 = shufflevector <2 x double> %107, <2 x double> %108, <2 x i32> <i32 1, i32 2>
  %111 = fcmp ugt <2 x double> %109, %107
  %112 = fcmp ugt <2 x double> %110, %108
  %113 = or <2 x i1> %102, %111
  %114 = or <2 x i1> %103, %112
  %115 = or disjoint i64 %100, 5
  %116 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %115
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !5
  %119 = load <2 x double>, ptr %117, align 8, !tbaa !5
  %120 = shufflevector <2 x double> %108, <2 x double> %118, <2 x i32> <i32 1, i32 2>
  %121 = shufflevector <2 x double> %118, <2 x double> %119, <2 x i32> <i32 1, i32 2>
  %122 = fcmp ugt <2 x double> %120, %118
  %123 = fcmp ugt <2 x double> %121, %119
  %124 = or <2 x i1> %113, %122
  %125 = or <2 x i1> %114, %123
  %126 = add nuw nsw i64 %100, 8
  %127 = icmp eq i64 %126, 96
  br i1 %127, label %128, label %99, !llvm.loop !14

128:                                              ; preds = %99
  %129 = extractelement <2 x double> %119, i64 1
  %130 = or <2 x i1> %125, %124
  %131 = freeze <2 x i1> %130
  %132 = bitcast <2 x i1> %131 to i2
  %133 = icmp eq i2 %132, 0
  %134 = getelementptr inbounds i8, ptr %1, i64 776
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = fcmp ole double %129, %135
  %137 = and i1 %136, %133
  %138 = getelementptr inbounds i8, ptr %1, i64 784
  %139 = load double, ptr %138, align 16, !tbaa !5
  %140 = fcmp ole double %135, %139
  %141 = getelementptr inbounds i8, ptr %1, i64 792
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = fcmp ole double %139, %142
  %144 = select i1 %143, i1 %140, i1 false
  %145 = select i1 %144, i1 %137, i1 false
  %146 = zext i1 %145 to i32
  %147 = getelementptr inbounds i8, ptr %1, i64 400
  %148 = load double, ptr %147, align 16, !tbaa !5
  %149 = getelementptr inbounds i8, ptr %1, i64 792
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %146, double noundef %93, double noundef %148, double noundef %150)
  br label %154

152:                                              ; preds = %179
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  br label %187

154:                                              ; preds = %128, %179
  %155 = phi i32 [ 0, %128 ], [ %180, %179 ]
  %156 = phi i32 [ 1, %128 ], [ %158, %179 ]
  %157 = mul i32 %156, 22695477
  %158 = add i32 %157, 1
  %159 = lshr i32 %158, 16
  %160 = and i32 %159, 32767
  %161 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %163 = sext i32 %161 to i64
  %164 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %163
  store i32 %160, ptr %164, align 4, !tbaa !18
  %165 = icmp sgt i32 %161, 0
  br i1 %165, label %166, label %179

166:                                              ; preds = %154, %177
  %167 = phi i32 [ %169, %177 ], [ %161, %154 ]
  %168 = add nsw i32 %167, -1
  %169 = lshr i32 %168, 1
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !18
  %173 = zext nneg i32 %167 to i64
  %174 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !18
  %176 = icmp ugt i32 %172, %175
  br i1 %176, label %177, label %179

177:                                              ; preds = %166
  store i32 %175, ptr %171, align 4, !tbaa !18
  store i32 %172, ptr %174, align 4, !tbaa !18
  %178 = icmp ult i32 %168, 2
  br i1 %178, label %179, label %166

179:                                              ; preds = %166, %177, %154
  %180 = add nuw nsw i32 %155, 1
  %181 = icmp eq i32 %180, 200
  br i1 %181, label %152, label %154, !llvm.loop !19

182:                                              ; preds = %234
  %183 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %183)
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %186 = icmp sgt i32 %185, 0
  br i1 %186, label %238, label %292

187:                                              ; preds = %152, %234
  %188 = phi i32 [ 0, %152 ], [ %236, %234 ]
  %189 = load i32, ptr @main.q, align 4, !tbaa !18
  %190 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %191 = add nsw i32 %190, -1
  store i32 %191, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !18
  store i32 %194, ptr @main.q, align 4, !tbaa !18
  br label %195

195:                                              ; preds = %226, %187
  %196 = phi i32 [ %191, %187 ], [ %233, %226 ]
  %197 = phi i32 [ 0, %187 ], [ %224, %226 ]
  %198 = shl nsw i32 %197, 1
  %199 = or disjoint i32 %198, 1
  %200 = add nsw i32 %198, 2
  %201 = icmp slt i32 %199, %196
  br i1 %201, label %202, label %211

202:                                              ; preds = %195
  %203 = sext i32 %199 to i64
  %204 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !18
  %206 = sext i32 %197 to i64
  %207 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %206
  %208 = load i32, ptr %207, align 4, !tbaa !18
  %209 = icmp ult i32 %205, %208
  %210 = select i1 %209, i32 %199, i32 %197
  br label %211

211:                                              ; preds = %202, %195
  %212 = phi i32 [ %197, %195 ], [ %210, %202 ]
  %213 = icmp slt i32 %200, %196
  br i1 %213, label %214, label %223

214:                                              ; preds = %211
  %215 = sext i32 %200 to i64
  %216 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !18
  %218 = sext i32 %212 to i64
  %219 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !18
  %221 = icmp ult i32 %217, %220
  %222 = select i1 %221, i32 %200, i32 %212
  br label %223

223:                                              ; preds = %214, %211
  %224 = phi i32 [ %212, %211 ], [ %222, %214 ]
  %225 = icmp eq i32 %224, %197
  br i1 %225, label %234, label %226

226:                                              ; preds = %223
  %227 = sext i32 %224 to i64
  %228 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !18
  %230 = sext i32 %197 to i64
  %231 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !18
  store i32 %232, ptr %228, align 4, !tbaa !18
  store i32 %229, ptr %231, align 4, !tbaa !18
  %233 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  br label %195

234:                                              ; preds = %223
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %189)
  %236 = add nuw nsw i32 %188, 1
  %237 = icmp eq i32 %236, 5
  br i1 %237, label %182, label %187, !llvm.loop !20

238:                                              ; preds = %182, %287
  %239 = phi i32 [ %249, %287 ], [ %185, %182 ]
  %240 = phi i32 [ %290, %287 ], [ 0, %182 ]
  %241 = phi i32 [ %289, %287 ], [ 1, %182 ]
  %242 = phi i32 [ %243, %287 ], [ 0, %182 ]
  %243 = load i32, ptr @main.q, align 4, !tbaa !18
  %244 = add nsw i32 %239, -1
  store i32 %244, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !18
  store i32 %247, ptr @main.q, align 4, !tbaa !18
  br label %248

248:                                              ; preds = %279, %238
  %249 = phi i32 [ %244, %238 ], [ %286, %279 ]
  %250 = phi i32 [ 0, %238 ], [ %277, %279 ]
  %251 = shl nsw i32 %250, 1
  %252 = or disjoint i32 %251, 1
  %253 = add nsw i32 %251, 2
  %254 = icmp slt i32 %252, %249
  br i1 %254, label %255, label %264

255:                                              ; preds = %248
  %256 = sext i32 %252 to i64
  %257 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !18
  %259 = sext i32 %250 to i64
  %260 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !18
  %262 = icmp ult i32 %258, %261
  %263 = select i1 %262, i32 %252, i32 %250
  br label %264

264:                                              ; preds = %255, %248
  %265 = phi i32 [ %250, %248 ], [ %263, %255 ]
  %266 = icmp slt i32 %253, %249
  br i1 %266, label %267, label %276

267:                                              ; preds = %264
  %268 = sext i32 %253 to i64
  %269 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !18
  %271 = sext i32 %265 to i64
  %272 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !18
  %274 = icmp ult i32 %270, %273
  %275 = select i1 %274, i32 %253, i32 %265
  br label %276

276:                                              ; preds = %267, %264
  %277 = phi i32 [ %265, %264 ], [ %275, %267 ]
  %278 = icmp eq i32 %277, %250
  br i1 %278, label %287, label %279

279:                                              ; preds = %276
  %280 = sext i32 %277 to i64
  %281 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !18
  %283 = sext i32 %250 to i64
  %284 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !18
  store i32 %285, ptr %281, align 4, !tbaa !18
  store i32 %282, ptr %284, align 4, !tbaa !18
  %286 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !15
  br label %248

287:                                              ; preds = %276
  %288 = icmp ult i32 %243, %242
  %289 = select i1 %288, i32 0, i32 %241
  %290 = add i32 %243, %240
  %291 = icmp sgt i32 %249, 0
  br i1 %291, label %238, label %292, !llvm.loop !21

292:                                              ; preds = %287, %182
  %293 = phi i32 [ 0, %182 ], [ %243, %287 ]
  %294 = phi i32 [ 1, %182 ], [ %289, %287 ]
  %295 = phi i32 [ 0, %182 ], [ %290, %287 ]
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %294, i32 noundef %295, i32 noundef %293)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10, !11, !12}
!15 = !{!16, !17, i64 1024}
!16 = !{!"", !7, i64 0, !17, i64 1024}
!17 = !{!"int", !7, i64 0}
!18 = !{!17, !17, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
