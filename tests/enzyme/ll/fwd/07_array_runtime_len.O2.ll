; ModuleID = 'fwd/07_array_runtime_len.c'
source_filename = "fwd/07_array_runtime_len.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"dot (both dup)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"dot (b const)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"softmean\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"stencil[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [16 x double], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca [16 x double], align 16
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca [16 x double], align 16
  %10 = alloca [16 x double], align 16
  %11 = alloca [16 x double], align 16
  %12 = alloca [16 x double], align 16
  %13 = alloca [16 x double], align 16
  %14 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 11, ptr %1, align 4, !tbaa !5
  %15 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #12
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %21, label %17

17:                                               ; preds = %0
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %19, i32 noundef %15) #12
  br label %135

21:                                               ; preds = %0
  %22 = zext nneg i32 %15 to i64
  br label %451

23:                                               ; preds = %451
  %24 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %25 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %24, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %24, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %25, i32 noundef %15) #12
  br i1 %16, label %27, label %135

27:                                               ; preds = %23
  %28 = and i64 %22, 3
  %29 = icmp ult i32 %15, 4
  br i1 %29, label %62, label %30

30:                                               ; preds = %27
  %31 = and i64 %22, 2147483644
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %59, %32 ]
  %34 = phi double [ 0.000000e+00, %30 ], [ %58, %32 ]
  %35 = phi i64 [ 0, %30 ], [ %60, %32 ]
  %36 = getelementptr inbounds double, ptr %6, i64 %33
  %37 = load double, ptr %36, align 16, !tbaa !9
  %38 = getelementptr inbounds double, ptr %8, i64 %33
  %39 = load double, ptr %38, align 16, !tbaa !9
  %40 = call double @llvm.fmuladd.f64(double %37, double %39, double %34)
  %41 = or disjoint i64 %33, 1
  %42 = getelementptr inbounds double, ptr %6, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %8, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = call double @llvm.fmuladd.f64(double %43, double %45, double %40)
  %47 = or disjoint i64 %33, 2
  %48 = getelementptr inbounds double, ptr %6, i64 %47
  %49 = load double, ptr %48, align 16, !tbaa !9
  %50 = getelementptr inbounds double, ptr %8, i64 %47
  %51 = load double, ptr %50, align 16, !tbaa !9
  %52 = call double @llvm.fmuladd.f64(double %49, double %51, double %46)
  %53 = or disjoint i64 %33, 3
  %54 = getelementptr inbounds double, ptr %6, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %8, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = call double @llvm.fmuladd.f64(double %55, double %57, double %52)
  %59 = add nuw nsw i64 %33, 4
  %60 = add i64 %35, 4
  %61 = icmp eq i64 %60, %31
  br i1 %61, label %62, label %32, !llvm.loop !11

62:                                               ; preds = %32, %27
  %63 = phi double [ poison, %27 ], [ %58, %32 ]
  %64 = phi i64 [ 0, %27 ], [ %59, %32 ]
  %65 = phi double [ 0.000000e+00, %27 ], [ %58, %32 ]
  %66 = icmp eq i64 %28, 0
  br i1 %66, label %79, label %67

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %76, %67 ], [ %64, %62 ]
  %69 = phi double [ %75, %67 ], [ %65, %62 ]
  %70 = phi i64 [ %77, %67 ], [ 0, %62 ]
  %71 = getelementptr inbounds double, ptr %6, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr inbounds double, ptr %8, i64 %68
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = call double @llvm.fmuladd.f64(double %72, double %74, double %69)
  %76 = add nuw nsw i64 %68, 1
  %77 = add i64 %70, 1
  %78 = icmp eq i64 %77, %28
  br i1 %78, label %79, label %67, !llvm.loop !13

79:                                               ; preds = %67, %62
  %80 = phi double [ %63, %62 ], [ %75, %67 ]
  %81 = and i64 %22, 3
  %82 = icmp ult i32 %15, 4
  br i1 %82, label %115, label %83

83:                                               ; preds = %79
  %84 = and i64 %22, 2147483644
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %112, %85 ]
  %87 = phi double [ 0.000000e+00, %83 ], [ %111, %85 ]
  %88 = phi i64 [ 0, %83 ], [ %113, %85 ]
  %89 = getelementptr inbounds double, ptr %7, i64 %86
  %90 = load double, ptr %89, align 16, !tbaa !9
  %91 = getelementptr inbounds double, ptr %9, i64 %86
  %92 = load double, ptr %91, align 16, !tbaa !9
  %93 = call double @llvm.fmuladd.f64(double %90, double %92, double %87)
  %94 = or disjoint i64 %86, 1
  %95 = getelementptr inbounds double, ptr %7, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds double, ptr %9, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = call double @llvm.fmuladd.f64(double %96, double %98, double %93)
  %100 = or disjoint i64 %86, 2
  %101 = getelementptr inbounds double, ptr %7, i64 %100
  %102 = load double, ptr %101, align 16, !tbaa !9
  %103 = getelementptr inbounds double, ptr %9, i64 %100
  %104 = load double, ptr %103, align 16, !tbaa !9
  %105 = call double @llvm.fmuladd.f64(double %102, double %104, double %99)
  %106 = or disjoint i64 %86, 3
  %107 = getelementptr inbounds double, ptr %7, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr inbounds double, ptr %9, i64 %106
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = call double @llvm.fmuladd.f64(double %108, double %110, double %105)
  %112 = add nuw nsw i64 %86, 4
  %113 = add i64 %88, 4
  %114 = icmp eq i64 %113, %84
  br i1 %114, label %115, label %85, !llvm.loop !11

115:                                              ; preds = %85, %79
  %116 = phi double [ poison, %79 ], [ %111, %85 ]
  %117 = phi i64 [ 0, %79 ], [ %112, %85 ]
  %118 = phi double [ 0.000000e+00, %79 ], [ %111, %85 ]
  %119 = icmp eq i64 %81, 0
  br i1 %119, label %132, label %120

120:                                              ; preds = %115, %120
  %121 = phi i64 [ %129, %120 ], [ %117, %115 ]
  %122 = phi double [ %128, %120 ], [ %118, %115 ]
  %123 = phi i64 [ %130, %120 ], [ 0, %115 ]
  %124 = getelementptr inbounds double, ptr %7, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = getelementptr inbounds double, ptr %9, i64 %121
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = call double @llvm.fmuladd.f64(double %125, double %127, double %122)
  %129 = add nuw nsw i64 %121, 1
  %130 = add i64 %123, 1
  %131 = icmp eq i64 %130, %81
  br i1 %131, label %132, label %120, !llvm.loop !15

132:                                              ; preds = %120, %115
  %133 = phi double [ %116, %115 ], [ %128, %120 ]
  %134 = fsub double %80, %133
  br label %135

135:                                              ; preds = %17, %132, %23
  %136 = phi double [ %26, %23 ], [ %26, %132 ], [ %20, %17 ]
  %137 = phi double [ 0.000000e+00, %23 ], [ %134, %132 ], [ 0.000000e+00, %17 ]
  %138 = fdiv double %137, 2.000000e-05
  %139 = fsub double %136, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.5, ptr @.str.6
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %136, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !5
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !5
  %152 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %153 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %154 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %152, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %153, ptr noundef nonnull %4, i32 noundef %153, i32 noundef %15) #12
  br i1 %16, label %155, label %264

155:                                              ; preds = %135
  %156 = zext nneg i32 %15 to i64
  %157 = and i64 %156, 3
  %158 = icmp ult i32 %15, 4
  br i1 %158, label %191, label %159

159:                                              ; preds = %155
  %160 = and i64 %156, 2147483644
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i64 [ 0, %159 ], [ %188, %161 ]
  %163 = phi double [ 0.000000e+00, %159 ], [ %187, %161 ]
  %164 = phi i64 [ 0, %159 ], [ %189, %161 ]
  %165 = getelementptr inbounds double, ptr %6, i64 %162
  %166 = load double, ptr %165, align 16, !tbaa !9
  %167 = getelementptr inbounds double, ptr %4, i64 %162
  %168 = load double, ptr %167, align 16, !tbaa !9
  %169 = call double @llvm.fmuladd.f64(double %166, double %168, double %163)
  %170 = or disjoint i64 %162, 1
  %171 = getelementptr inbounds double, ptr %6, i64 %170
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = getelementptr inbounds double, ptr %4, i64 %170
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = call double @llvm.fmuladd.f64(double %172, double %174, double %169)
  %176 = or disjoint i64 %162, 2
  %177 = getelementptr inbounds double, ptr %6, i64 %176
  %178 = load double, ptr %177, align 16, !tbaa !9
  %179 = getelementptr inbounds double, ptr %4, i64 %176
  %180 = load double, ptr %179, align 16, !tbaa !9
  %181 = call double @llvm.fmuladd.f64(double %178, double %180, double %175)
  %182 = or disjoint i64 %162, 3
  %183 = getelementptr inbounds double, ptr %6, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = getelementptr inbounds double, ptr %4, i64 %182
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = call double @llvm.fmuladd.f64(double %184, double %186, double %181)
  %188 = add nuw nsw i64 %162, 4
  %189 = add i64 %164, 4
  %190 = icmp eq i64 %189, %160
  br i1 %190, label %191, label %161, !llvm.loop !11

191:                                              ; preds = %161, %155
  %192 = phi double [ poison, %155 ], [ %187, %161 ]
  %193 = phi i64 [ 0, %155 ], [ %188, %161 ]
  %194 = phi double [ 0.000000e+00, %155 ], [ %187, %161 ]
  %195 = icmp eq i64 %157, 0
  br i1 %195, label %208, label %196

196:                                              ; preds = %191, %196
  %197 = phi i64 [ %205, %196 ], [ %193, %191 ]
  %198 = phi double [ %204, %196 ], [ %194, %191 ]
  %199 = phi i64 [ %206, %196 ], [ 0, %191 ]
  %200 = getelementptr inbounds double, ptr %6, i64 %197
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = getelementptr inbounds double, ptr %4, i64 %197
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = call double @llvm.fmuladd.f64(double %201, double %203, double %198)
  %205 = add nuw nsw i64 %197, 1
  %206 = add i64 %199, 1
  %207 = icmp eq i64 %206, %157
  br i1 %207, label %208, label %196, !llvm.loop !16

208:                                              ; preds = %196, %191
  %209 = phi double [ %192, %191 ], [ %204, %196 ]
  %210 = and i64 %156, 3
  %211 = icmp ult i32 %15, 4
  br i1 %211, label %244, label %212

212:                                              ; preds = %208
  %213 = and i64 %156, 2147483644
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %241, %214 ]
  %216 = phi double [ 0.000000e+00, %212 ], [ %240, %214 ]
  %217 = phi i64 [ 0, %212 ], [ %242, %214 ]
  %218 = getelementptr inbounds double, ptr %7, i64 %215
  %219 = load double, ptr %218, align 16, !tbaa !9
  %220 = getelementptr inbounds double, ptr %4, i64 %215
  %221 = load double, ptr %220, align 16, !tbaa !9
  %222 = call double @llvm.fmuladd.f64(double %219, double %221, double %216)
  %223 = or disjoint i64 %215, 1
  %224 = getelementptr inbounds double, ptr %7, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = getelementptr inbounds double, ptr %4, i64 %223
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = call double @llvm.fmuladd.f64(double %225, double %227, double %222)
  %229 = or disjoint i64 %215, 2
  %230 = getelementptr inbounds double, ptr %7, i64 %229
  %231 = load double, ptr %230, align 16, !tbaa !9
  %232 = getelementptr inbounds double, ptr %4, i64 %229
  %233 = load double, ptr %232, align 16, !tbaa !9
  %234 = call double @llvm.fmuladd.f64(double %231, double %233, double %228)
  %235 = or disjoint i64 %215, 3
  %236 = getelementptr inbounds double, ptr %7, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = getelementptr inbounds double, ptr %4, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %237, double %239, double %234)
  %241 = add nuw nsw i64 %215, 4
  %242 = add i64 %217, 4
  %243 = icmp eq i64 %242, %213
  br i1 %243, label %244, label %214, !llvm.loop !11

244:                                              ; preds = %214, %208
  %245 = phi double [ poison, %208 ], [ %240, %214 ]
  %246 = phi i64 [ 0, %208 ], [ %241, %214 ]
  %247 = phi double [ 0.000000e+00, %208 ], [ %240, %214 ]
  %248 = icmp eq i64 %210, 0
  br i1 %248, label %261, label %249

249:                                              ; preds = %244, %249
  %250 = phi i64 [ %258, %249 ], [ %246, %244 ]
  %251 = phi double [ %257, %249 ], [ %247, %244 ]
  %252 = phi i64 [ %259, %249 ], [ 0, %244 ]
  %253 = getelementptr inbounds double, ptr %7, i64 %250
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = getelementptr inbounds double, ptr %4, i64 %250
  %256 = load double, ptr %255, align 8, !tbaa !9
  %257 = call double @llvm.fmuladd.f64(double %254, double %256, double %251)
  %258 = add nuw nsw i64 %250, 1
  %259 = add i64 %252, 1
  %260 = icmp eq i64 %259, %210
  br i1 %260, label %261, label %249, !llvm.loop !17

261:                                              ; preds = %249, %244
  %262 = phi double [ %245, %244 ], [ %257, %249 ]
  %263 = fsub double %209, %262
  br label %264

264:                                              ; preds = %261, %135
  %265 = phi double [ 0.000000e+00, %135 ], [ %263, %261 ]
  %266 = fdiv double %265, 2.000000e-05
  %267 = fsub double %154, %266
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = call double @llvm.fabs.f64(double %266)
  %270 = call double @llvm.maxnum.f64(double %269, double 1.000000e+00)
  %271 = fmul double %270, 0x3EB0C6F7A0B5ED8D
  %272 = fcmp ugt double %268, %271
  %273 = fcmp ule double %269, 1.000000e-09
  %274 = or i1 %273, %272
  %275 = select i1 %274, ptr @.str.5, ptr @.str.6
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %154, double noundef %266, ptr noundef nonnull %275)
  %277 = zext i1 %274 to i32
  %278 = load i32, ptr @fails, align 4, !tbaa !5
  %279 = add nsw i32 %278, %277
  store i32 %279, ptr @fails, align 4, !tbaa !5
  %280 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @softmean, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %15) #12
  br i1 %16, label %281, label %314

281:                                              ; preds = %264
  %282 = zext nneg i32 %15 to i64
  br label %283

283:                                              ; preds = %283, %281
  %284 = phi i64 [ 0, %281 ], [ %292, %283 ]
  %285 = phi double [ 0.000000e+00, %281 ], [ %290, %283 ]
  %286 = phi double [ 0.000000e+00, %281 ], [ %291, %283 ]
  %287 = getelementptr inbounds double, ptr %6, i64 %284
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = call double @exp(double noundef %288) #12
  %290 = fadd double %285, %289
  %291 = call double @llvm.fmuladd.f64(double %289, double %288, double %286)
  %292 = add nuw nsw i64 %284, 1
  %293 = icmp eq i64 %292, %282
  br i1 %293, label %303, label %283, !llvm.loop !18

294:                                              ; preds = %303
  %295 = insertelement <2 x double> poison, double %291, i64 0
  %296 = insertelement <2 x double> %295, double %311, i64 1
  %297 = insertelement <2 x double> poison, double %290, i64 0
  %298 = insertelement <2 x double> %297, double %310, i64 1
  %299 = fdiv <2 x double> %296, %298
  %300 = shufflevector <2 x double> %299, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %301 = fsub <2 x double> %299, %300
  %302 = extractelement <2 x double> %301, i64 0
  br label %314

303:                                              ; preds = %283, %303
  %304 = phi i64 [ %312, %303 ], [ 0, %283 ]
  %305 = phi double [ %310, %303 ], [ 0.000000e+00, %283 ]
  %306 = phi double [ %311, %303 ], [ 0.000000e+00, %283 ]
  %307 = getelementptr inbounds double, ptr %7, i64 %304
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = call double @exp(double noundef %308) #12
  %310 = fadd double %305, %309
  %311 = call double @llvm.fmuladd.f64(double %309, double %308, double %306)
  %312 = add nuw nsw i64 %304, 1
  %313 = icmp eq i64 %312, %282
  br i1 %313, label %294, label %303, !llvm.loop !18

314:                                              ; preds = %264, %294
  %315 = phi double [ %302, %294 ], [ 0x7FF8000000000000, %264 ]
  %316 = fdiv double %315, 2.000000e-05
  %317 = fsub double %280, %316
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = call double @llvm.fabs.f64(double %316)
  %320 = call double @llvm.maxnum.f64(double %319, double 1.000000e+00)
  %321 = fmul double %320, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp ugt double %318, %321
  %323 = fcmp ule double %319, 1.000000e-09
  %324 = or i1 %323, %322
  %325 = select i1 %324, ptr @.str.5, ptr @.str.6
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %280, double noundef %316, ptr noundef nonnull %325)
  %327 = zext i1 %324 to i32
  %328 = load i32, ptr @fails, align 4, !tbaa !5
  %329 = add nsw i32 %328, %327
  store i32 %329, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %10, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %11, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %12, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %13, i8 0, i64 128, i1 false)
  %330 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %331 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %332 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @stencil, i32 noundef %330, ptr noundef nonnull %10, ptr noundef nonnull %11, i32 noundef %330, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %331, i32 noundef %15) #12
  %333 = icmp sgt i32 %15, 2
  br i1 %333, label %335, label %334

334:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  br label %446

335:                                              ; preds = %314
  %336 = add nsw i32 %15, -1
  %337 = zext nneg i32 %336 to i64
  %338 = add nsw i64 %337, -1
  %339 = icmp ult i64 %338, 4
  br i1 %339, label %372, label %340

340:                                              ; preds = %335
  %341 = and i64 %338, -4
  %342 = or disjoint i64 %341, 1
  %343 = or disjoint i64 %341, 2
  br label %344

344:                                              ; preds = %344, %340
  %345 = phi i64 [ 0, %340 ], [ %368, %344 ]
  %346 = or disjoint i64 %345, 1
  %347 = or disjoint i64 %345, 2
  %348 = getelementptr double, ptr %6, i64 %346
  %349 = getelementptr i8, ptr %348, i64 -8
  %350 = getelementptr i8, ptr %348, i64 8
  %351 = load <2 x double>, ptr %349, align 16, !tbaa !9
  %352 = load <2 x double>, ptr %350, align 16, !tbaa !9
  %353 = getelementptr i8, ptr %348, i64 16
  %354 = load <2 x double>, ptr %348, align 8, !tbaa !9
  %355 = load <2 x double>, ptr %353, align 8, !tbaa !9
  %356 = fmul <2 x double> %354, <double -2.000000e+00, double -2.000000e+00>
  %357 = fmul <2 x double> %355, <double -2.000000e+00, double -2.000000e+00>
  %358 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> %354, <2 x double> %351)
  %359 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> %355, <2 x double> %352)
  %360 = getelementptr inbounds double, ptr %6, i64 %347
  %361 = getelementptr inbounds i8, ptr %360, i64 16
  %362 = load <2 x double>, ptr %360, align 16, !tbaa !9
  %363 = load <2 x double>, ptr %361, align 16, !tbaa !9
  %364 = fadd <2 x double> %362, %358
  %365 = fadd <2 x double> %363, %359
  %366 = getelementptr inbounds double, ptr %12, i64 %346
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  store <2 x double> %364, ptr %366, align 8, !tbaa !9
  store <2 x double> %365, ptr %367, align 8, !tbaa !9
  %368 = add nuw i64 %345, 4
  %369 = icmp eq i64 %368, %341
  br i1 %369, label %370, label %344, !llvm.loop !19

370:                                              ; preds = %344
  %371 = icmp eq i64 %338, %341
  br i1 %371, label %391, label %372

372:                                              ; preds = %370, %335
  %373 = phi i64 [ 1, %335 ], [ %342, %370 ]
  %374 = phi i64 [ 2, %335 ], [ %343, %370 ]
  br label %375

375:                                              ; preds = %372, %375
  %376 = phi i64 [ %389, %375 ], [ %373, %372 ]
  %377 = phi i64 [ %388, %375 ], [ %374, %372 ]
  %378 = getelementptr double, ptr %6, i64 %376
  %379 = getelementptr i8, ptr %378, i64 -8
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = load double, ptr %378, align 8, !tbaa !9
  %382 = fmul double %381, -2.000000e+00
  %383 = call double @llvm.fmuladd.f64(double %382, double %381, double %380)
  %384 = getelementptr inbounds double, ptr %6, i64 %377
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = fadd double %385, %383
  %387 = getelementptr inbounds double, ptr %12, i64 %376
  store double %386, ptr %387, align 8, !tbaa !9
  %388 = add nuw nsw i64 %377, 1
  %389 = add nuw nsw i64 %376, 1
  %390 = icmp eq i64 %389, %337
  br i1 %390, label %391, label %375, !llvm.loop !22

391:                                              ; preds = %375, %370
  %392 = add nsw i64 %337, -1
  %393 = icmp ult i64 %392, 4
  br i1 %393, label %426, label %394

394:                                              ; preds = %391
  %395 = and i64 %392, -4
  %396 = or disjoint i64 %395, 1
  %397 = or disjoint i64 %395, 2
  br label %398

398:                                              ; preds = %398, %394
  %399 = phi i64 [ 0, %394 ], [ %422, %398 ]
  %400 = or disjoint i64 %399, 1
  %401 = or disjoint i64 %399, 2
  %402 = getelementptr double, ptr %7, i64 %400
  %403 = getelementptr i8, ptr %402, i64 -8
  %404 = getelementptr i8, ptr %402, i64 8
  %405 = load <2 x double>, ptr %403, align 16, !tbaa !9
  %406 = load <2 x double>, ptr %404, align 16, !tbaa !9
  %407 = getelementptr i8, ptr %402, i64 16
  %408 = load <2 x double>, ptr %402, align 8, !tbaa !9
  %409 = load <2 x double>, ptr %407, align 8, !tbaa !9
  %410 = fmul <2 x double> %408, <double -2.000000e+00, double -2.000000e+00>
  %411 = fmul <2 x double> %409, <double -2.000000e+00, double -2.000000e+00>
  %412 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> %408, <2 x double> %405)
  %413 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %411, <2 x double> %409, <2 x double> %406)
  %414 = getelementptr inbounds double, ptr %7, i64 %401
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load <2 x double>, ptr %414, align 16, !tbaa !9
  %417 = load <2 x double>, ptr %415, align 16, !tbaa !9
  %418 = fadd <2 x double> %416, %412
  %419 = fadd <2 x double> %417, %413
  %420 = getelementptr inbounds double, ptr %13, i64 %400
  %421 = getelementptr inbounds i8, ptr %420, i64 16
  store <2 x double> %418, ptr %420, align 8, !tbaa !9
  store <2 x double> %419, ptr %421, align 8, !tbaa !9
  %422 = add nuw i64 %399, 4
  %423 = icmp eq i64 %422, %395
  br i1 %423, label %424, label %398, !llvm.loop !23

424:                                              ; preds = %398
  %425 = icmp eq i64 %392, %395
  br i1 %425, label %445, label %426

426:                                              ; preds = %424, %391
  %427 = phi i64 [ 1, %391 ], [ %396, %424 ]
  %428 = phi i64 [ 2, %391 ], [ %397, %424 ]
  br label %429

429:                                              ; preds = %426, %429
  %430 = phi i64 [ %443, %429 ], [ %427, %426 ]
  %431 = phi i64 [ %442, %429 ], [ %428, %426 ]
  %432 = getelementptr double, ptr %7, i64 %430
  %433 = getelementptr i8, ptr %432, i64 -8
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = load double, ptr %432, align 8, !tbaa !9
  %436 = fmul double %435, -2.000000e+00
  %437 = call double @llvm.fmuladd.f64(double %436, double %435, double %434)
  %438 = getelementptr inbounds double, ptr %7, i64 %431
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = fadd double %439, %437
  %441 = getelementptr inbounds double, ptr %13, i64 %430
  store double %440, ptr %441, align 8, !tbaa !9
  %442 = add nuw nsw i64 %431, 1
  %443 = add nuw nsw i64 %430, 1
  %444 = icmp eq i64 %443, %337
  br i1 %444, label %445, label %429, !llvm.loop !24

445:                                              ; preds = %429, %424
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  br i1 %333, label %448, label %446

446:                                              ; preds = %334, %445
  %447 = load i32, ptr @fails, align 4, !tbaa !5
  br label %476

448:                                              ; preds = %445
  %449 = add nsw i32 %15, -1
  %450 = zext nneg i32 %449 to i64
  br label %484

451:                                              ; preds = %21, %451
  %452 = phi i64 [ 0, %21 ], [ %455, %451 ]
  %453 = trunc nuw nsw i64 %452 to i32
  %454 = uitofp nneg i32 %453 to double
  %455 = add nuw nsw i64 %452, 1
  %456 = trunc nuw nsw i64 %455 to i32
  %457 = uitofp nneg i32 %456 to double
  %458 = tail call double @sin(double noundef %457) #12
  %459 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %452
  store double %458, ptr %459, align 8, !tbaa !9
  %460 = tail call double @llvm.fmuladd.f64(double %454, double 1.300000e-01, double -4.000000e-01)
  %461 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %452
  store double %460, ptr %461, align 8, !tbaa !9
  %462 = fmul double %454, 5.000000e-01
  %463 = tail call double @cos(double noundef %462) #12
  %464 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %452
  store double %463, ptr %464, align 8, !tbaa !9
  %465 = fdiv double 1.000000e+00, %457
  %466 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %452
  store double %465, ptr %466, align 8, !tbaa !9
  %467 = tail call double @llvm.fmuladd.f64(double %460, double 1.000000e-05, double %458)
  %468 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %452
  store double %467, ptr %468, align 8, !tbaa !9
  %469 = tail call double @llvm.fmuladd.f64(double %460, double -1.000000e-05, double %458)
  %470 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %452
  store double %469, ptr %470, align 8, !tbaa !9
  %471 = tail call double @llvm.fmuladd.f64(double %465, double 1.000000e-05, double %463)
  %472 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %452
  store double %471, ptr %472, align 8, !tbaa !9
  %473 = tail call double @llvm.fmuladd.f64(double %465, double -1.000000e-05, double %463)
  %474 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %452
  store double %473, ptr %474, align 8, !tbaa !9
  %475 = icmp eq i64 %455, %22
  br i1 %475, label %23, label %451, !llvm.loop !25

476:                                              ; preds = %484, %446
  %477 = phi i32 [ %447, %446 ], [ %508, %484 ]
  %478 = icmp eq i32 %477, 0
  %479 = select i1 %478, ptr @.str.6, ptr @.str.5
  %480 = call i32 @puts(ptr nonnull dereferenceable(1) %479)
  %481 = load i32, ptr @fails, align 4, !tbaa !5
  %482 = icmp ne i32 %481, 0
  %483 = zext i1 %482 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %483

484:                                              ; preds = %448, %484
  %485 = phi i64 [ 1, %448 ], [ %509, %484 ]
  %486 = trunc nuw nsw i64 %485 to i32
  %487 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %486) #12
  %488 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %485
  %489 = load double, ptr %488, align 8, !tbaa !9
  %490 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %485
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 %485
  %493 = load double, ptr %492, align 8, !tbaa !9
  %494 = fsub double %491, %493
  %495 = fdiv double %494, 2.000000e-05
  %496 = fsub double %489, %495
  %497 = call double @llvm.fabs.f64(double %496)
  %498 = call double @llvm.fabs.f64(double %495)
  %499 = call double @llvm.maxnum.f64(double %498, double 1.000000e+00)
  %500 = fmul double %499, 0x3EB0C6F7A0B5ED8D
  %501 = fcmp ugt double %497, %500
  %502 = fcmp ule double %498, 1.000000e-09
  %503 = or i1 %502, %501
  %504 = select i1 %503, ptr @.str.5, ptr @.str.6
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %14, double noundef %489, double noundef %495, ptr noundef nonnull %504)
  %506 = zext i1 %503 to i32
  %507 = load i32, ptr @fails, align 4, !tbaa !5
  %508 = add nsw i32 %507, %506
  store i32 %508, ptr @fails, align 4, !tbaa !5
  %509 = add nuw nsw i64 %485, 1
  %510 = icmp eq i64 %509, %450
  br i1 %510, label %476, label %484, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %1, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !27

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or disjoint i64 %31, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or disjoint i64 %31, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds double, ptr %1, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @softmean(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %10

6:                                                ; preds = %10
  %7 = fdiv double %19, %17
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi double [ 0x7FF8000000000000, %2 ], [ %7, %6 ]
  ret double %9

10:                                               ; preds = %4, %10
  %11 = phi i64 [ 0, %4 ], [ %20, %10 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %17, %10 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %19, %10 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double @exp(double noundef %15) #12
  %17 = fadd double %12, %16
  %18 = load double, ptr %14, align 8, !tbaa !9
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %13)
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %10, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @stencil(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 2
  br i1 %4, label %5, label %74

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i64 %8, 4
  br i1 %9, label %10, label %35

10:                                               ; preds = %72, %35, %5
  %11 = phi i64 [ 1, %35 ], [ 1, %5 ], [ %44, %72 ]
  %12 = phi i64 [ 2, %35 ], [ 2, %5 ], [ %45, %72 ]
  %13 = and i32 %2, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %10
  %16 = getelementptr double, ptr %1, i64 %11
  %17 = getelementptr i8, ptr %16, i64 -8
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = load double, ptr %16, align 8, !tbaa !9
  %20 = fmul double %19, -2.000000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %19, double %18)
  %22 = getelementptr inbounds double, ptr %1, i64 %12
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fadd double %23, %21
  %25 = getelementptr inbounds double, ptr %0, i64 %11
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %12, 1
  %27 = add nuw nsw i64 %11, 1
  br label %28

28:                                               ; preds = %15, %10
  %29 = phi i64 [ %11, %10 ], [ %27, %15 ]
  %30 = phi i64 [ %12, %10 ], [ %26, %15 ]
  %31 = add nsw i64 %7, -1
  %32 = icmp eq i64 %11, %31
  br i1 %32, label %74, label %33

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %1, i64 8
  br label %75

35:                                               ; preds = %5
  %36 = shl nuw nsw i64 %7, 3
  %37 = getelementptr i8, ptr %0, i64 %36
  %38 = getelementptr i8, ptr %1, i64 %36
  %39 = icmp ugt ptr %38, %0
  %40 = icmp ugt ptr %37, %1
  %41 = and i1 %39, %40
  br i1 %41, label %10, label %42

42:                                               ; preds = %35
  %43 = and i64 %8, -4
  %44 = or disjoint i64 %43, 1
  %45 = or disjoint i64 %43, 2
  br label %46

46:                                               ; preds = %46, %42
  %47 = phi i64 [ 0, %42 ], [ %70, %46 ]
  %48 = or disjoint i64 %47, 1
  %49 = or disjoint i64 %47, 2
  %50 = getelementptr double, ptr %1, i64 %48
  %51 = getelementptr i8, ptr %50, i64 -8
  %52 = getelementptr i8, ptr %50, i64 8
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9, !alias.scope !28
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9, !alias.scope !28
  %55 = getelementptr i8, ptr %50, i64 16
  %56 = load <2 x double>, ptr %50, align 8, !tbaa !9, !alias.scope !28
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !9, !alias.scope !28
  %58 = fmul <2 x double> %56, <double -2.000000e+00, double -2.000000e+00>
  %59 = fmul <2 x double> %57, <double -2.000000e+00, double -2.000000e+00>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %56, <2 x double> %53)
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %57, <2 x double> %54)
  %62 = getelementptr inbounds double, ptr %1, i64 %49
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !9, !alias.scope !28
  %65 = load <2 x double>, ptr %63, align 8, !tbaa !9, !alias.scope !28
  %66 = fadd <2 x double> %64, %60
  %67 = fadd <2 x double> %65, %61
  %68 = getelementptr inbounds double, ptr %0, i64 %48
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  store <2 x double> %66, ptr %68, align 8, !tbaa !9, !alias.scope !31, !noalias !28
  store <2 x double> %67, ptr %69, align 8, !tbaa !9, !alias.scope !31, !noalias !28
  %70 = add nuw i64 %47, 4
  %71 = icmp eq i64 %70, %43
  br i1 %71, label %72, label %46, !llvm.loop !33

72:                                               ; preds = %46
  %73 = icmp eq i64 %8, %43
  br i1 %73, label %74, label %10

74:                                               ; preds = %28, %75, %72, %3
  ret void

75:                                               ; preds = %75, %33
  %76 = phi i64 [ %29, %33 ], [ %100, %75 ]
  %77 = phi i64 [ %30, %33 ], [ %99, %75 ]
  %78 = getelementptr double, ptr %1, i64 %76
  %79 = getelementptr i8, ptr %78, i64 -8
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = load double, ptr %78, align 8, !tbaa !9
  %82 = fmul double %81, -2.000000e+00
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %81, double %80)
  %84 = getelementptr inbounds double, ptr %1, i64 %77
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fadd double %85, %83
  %87 = getelementptr inbounds double, ptr %0, i64 %76
  store double %86, ptr %87, align 8, !tbaa !9
  %88 = add nuw nsw i64 %76, 1
  %89 = getelementptr double, ptr %1, i64 %88
  %90 = getelementptr i8, ptr %89, i64 -8
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = load double, ptr %89, align 8, !tbaa !9
  %93 = fmul double %92, -2.000000e+00
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %92, double %91)
  %95 = getelementptr double, ptr %34, i64 %77
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = fadd double %96, %94
  %98 = getelementptr inbounds double, ptr %0, i64 %88
  store double %97, ptr %98, align 8, !tbaa !9
  %99 = add nuw nsw i64 %77, 2
  %100 = add nuw nsw i64 %76, 2
  %101 = icmp eq i64 %100, %7
  br i1 %101, label %74, label %75, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !12, !21, !20}
!23 = distinct !{!23, !12, !20, !21}
!24 = distinct !{!24, !12, !21, !20}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !12, !20, !21}
!34 = distinct !{!34, !12, !20}
