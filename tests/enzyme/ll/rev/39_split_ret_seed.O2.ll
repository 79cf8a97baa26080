; ModuleID = 'rev/39_split_ret_seed.c'
source_filename = "rev/39_split_ret_seed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.seeds = private unnamed_addr constant [2 x double] [double 2.500000e+00, double -7.500000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"augmented primal\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"seed %+.2f d/da\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"seed %+.2f dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  store <2 x double> <double 3.000000e-01, double 1.200000e+00>, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -4.000000e-01, double 9.000000e-01>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 1.100000e+00, double -1.000000e+00>, ptr %7, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %8 = getelementptr i8, ptr %2, i64 -8
  %9 = icmp sgt i32 %5, 1
  %10 = zext i32 %5 to i64
  %11 = icmp sgt i32 %5, 0
  %12 = sext i32 %5 to i64
  %13 = getelementptr double, ptr %8, i64 %12
  %14 = add nsw i64 %10, -1
  %15 = add nsw i64 %10, -2
  %16 = and i64 %14, 3
  %17 = icmp ult i64 %15, 3
  %18 = and i64 %14, -4
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 24
  %22 = icmp eq i64 %16, 0
  %23 = and i64 %14, 3
  %24 = icmp ult i64 %15, 3
  %25 = and i64 %14, -4
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  %28 = getelementptr inbounds i8, ptr %2, i64 24
  %29 = icmp eq i64 %23, 0
  %30 = and i64 %14, 3
  %31 = icmp ult i64 %15, 3
  %32 = and i64 %14, -4
  %33 = getelementptr inbounds i8, ptr %2, i64 8
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = getelementptr inbounds i8, ptr %2, i64 24
  %36 = icmp eq i64 %30, 0
  %37 = and i64 %14, 3
  %38 = icmp ult i64 %15, 3
  %39 = and i64 %14, -4
  %40 = getelementptr inbounds i8, ptr %2, i64 8
  %41 = getelementptr inbounds i8, ptr %2, i64 16
  %42 = getelementptr inbounds i8, ptr %2, i64 24
  %43 = icmp eq i64 %37, 0
  %44 = and i64 %14, 3
  %45 = icmp ult i64 %15, 3
  %46 = and i64 %14, -4
  %47 = getelementptr inbounds i8, ptr %2, i64 8
  %48 = getelementptr inbounds i8, ptr %2, i64 16
  %49 = getelementptr inbounds i8, ptr %2, i64 24
  %50 = icmp eq i64 %44, 0
  br label %58

51:                                               ; preds = %298
  %52 = icmp eq i32 %299, 0
  %53 = select i1 %52, ptr @.str.5, ptr @.str.4
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) %53)
  %55 = load i32, ptr @fails, align 4, !tbaa !5
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %57

58:                                               ; preds = %0, %298
  %59 = phi i1 [ true, %0 ], [ false, %298 ]
  %60 = phi i64 [ 0, %0 ], [ 1, %298 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %61 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %62 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %64 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_r(ptr noundef nonnull @g, i32 noundef %61, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %62, double noundef 8.000000e-01, i32 noundef %63, i32 noundef %5) #9
  %65 = extractvalue { ptr, double } %64, 0
  %66 = extractvalue { ptr, double } %64, 1
  %67 = load double, ptr %2, align 16, !tbaa !9
  br i1 %9, label %68, label %84

68:                                               ; preds = %58
  br i1 %17, label %69, label %86

69:                                               ; preds = %86, %68
  %70 = phi double [ poison, %68 ], [ %105, %86 ]
  %71 = phi i64 [ 1, %68 ], [ %106, %86 ]
  %72 = phi double [ %67, %68 ], [ %105, %86 ]
  br i1 %22, label %84, label %73

73:                                               ; preds = %69, %73
  %74 = phi i64 [ %81, %73 ], [ %71, %69 ]
  %75 = phi double [ %80, %73 ], [ %72, %69 ]
  %76 = phi i64 [ %82, %73 ], [ 0, %69 ]
  %77 = getelementptr inbounds double, ptr %2, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fcmp ogt double %78, %75
  %80 = select i1 %79, double %78, double %75
  %81 = add nuw nsw i64 %74, 1
  %82 = add i64 %76, 1
  %83 = icmp eq i64 %82, %16
  br i1 %83, label %84, label %73, !llvm.loop !11

84:                                               ; preds = %69, %73, %58
  %85 = phi double [ %67, %58 ], [ %70, %69 ], [ %80, %73 ]
  br i1 %11, label %109, label %123

86:                                               ; preds = %68, %86
  %87 = phi i64 [ %106, %86 ], [ 1, %68 ]
  %88 = phi double [ %105, %86 ], [ %67, %68 ]
  %89 = phi i64 [ %107, %86 ], [ 0, %68 ]
  %90 = getelementptr inbounds double, ptr %2, i64 %87
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fcmp ogt double %91, %88
  %93 = select i1 %92, double %91, double %88
  %94 = getelementptr inbounds double, ptr %19, i64 %87
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = fcmp ogt double %95, %93
  %97 = select i1 %96, double %95, double %93
  %98 = getelementptr inbounds double, ptr %20, i64 %87
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = fcmp ogt double %99, %97
  %101 = select i1 %100, double %99, double %97
  %102 = getelementptr inbounds double, ptr %21, i64 %87
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fcmp ogt double %103, %101
  %105 = select i1 %104, double %103, double %101
  %106 = add nuw nsw i64 %87, 4
  %107 = add i64 %89, 4
  %108 = icmp eq i64 %107, %18
  br i1 %108, label %69, label %86, !llvm.loop !13

109:                                              ; preds = %84, %109
  %110 = phi i64 [ %121, %109 ], [ 0, %84 ]
  %111 = phi double [ %120, %109 ], [ 0.000000e+00, %84 ]
  %112 = getelementptr inbounds double, ptr %2, i64 %110
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fsub double %113, %85
  %115 = fdiv double %114, 8.000000e-01
  %116 = call double @exp(double noundef %115) #9
  %117 = trunc nuw nsw i64 %110 to i32
  %118 = uitofp nneg i32 %117 to double
  %119 = call double @llvm.fmuladd.f64(double %118, double 1.000000e-01, double 1.000000e+00)
  %120 = call double @llvm.fmuladd.f64(double %116, double %119, double %111)
  %121 = add nuw nsw i64 %110, 1
  %122 = icmp eq i64 %121, %10
  br i1 %122, label %123, label %109, !llvm.loop !15

123:                                              ; preds = %109, %84
  %124 = phi double [ 0.000000e+00, %84 ], [ %120, %109 ]
  %125 = call double @log(double noundef %124) #9
  %126 = fdiv double %85, 8.000000e-01
  %127 = fadd double %126, %125
  %128 = load double, ptr %13, align 8, !tbaa !9
  %129 = fmul double %128, 5.000000e-02
  %130 = load double, ptr %2, align 16, !tbaa !9
  %131 = fmul double %129, %130
  %132 = call double @llvm.fmuladd.f64(double %127, double 8.000000e-01, double %131)
  %133 = fsub double %66, %132
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = call double @llvm.fabs.f64(double %132)
  %136 = call double @llvm.maxnum.f64(double %135, double 1.000000e+00)
  %137 = fmul double %136, 0x3D719799812DEA11
  %138 = fcmp ugt double %134, %137
  %139 = select i1 %138, ptr @.str.4, ptr @.str.5
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %66, double noundef %132, ptr noundef nonnull %139)
  %141 = zext i1 %138 to i32
  %142 = load i32, ptr @fails, align 4, !tbaa !5
  %143 = add nsw i32 %142, %141
  store i32 %143, ptr @fails, align 4, !tbaa !5
  %144 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %145 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %146 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %147 = getelementptr inbounds [2 x double], ptr @__const.main.seeds, i64 0, i64 %60
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, i32 noundef %144, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %145, double noundef 8.000000e-01, i32 noundef %146, i32 noundef %5, double noundef %148, ptr noundef %65) #9
  %150 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %148) #9
  %151 = load double, ptr %2, align 16, !tbaa !9
  br i1 %9, label %152, label %168

152:                                              ; preds = %123
  br i1 %24, label %153, label %170

153:                                              ; preds = %170, %152
  %154 = phi double [ poison, %152 ], [ %189, %170 ]
  %155 = phi i64 [ 1, %152 ], [ %190, %170 ]
  %156 = phi double [ %151, %152 ], [ %189, %170 ]
  br i1 %29, label %168, label %157

157:                                              ; preds = %153, %157
  %158 = phi i64 [ %165, %157 ], [ %155, %153 ]
  %159 = phi double [ %164, %157 ], [ %156, %153 ]
  %160 = phi i64 [ %166, %157 ], [ 0, %153 ]
  %161 = getelementptr inbounds double, ptr %2, i64 %158
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = fcmp ogt double %162, %159
  %164 = select i1 %163, double %162, double %159
  %165 = add nuw nsw i64 %158, 1
  %166 = add i64 %160, 1
  %167 = icmp eq i64 %166, %23
  br i1 %167, label %168, label %157, !llvm.loop !16

168:                                              ; preds = %153, %157, %123
  %169 = phi double [ %151, %123 ], [ %154, %153 ], [ %164, %157 ]
  br i1 %11, label %193, label %207

170:                                              ; preds = %152, %170
  %171 = phi i64 [ %190, %170 ], [ 1, %152 ]
  %172 = phi double [ %189, %170 ], [ %151, %152 ]
  %173 = phi i64 [ %191, %170 ], [ 0, %152 ]
  %174 = getelementptr inbounds double, ptr %2, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = fcmp ogt double %175, %172
  %177 = select i1 %176, double %175, double %172
  %178 = getelementptr inbounds double, ptr %26, i64 %171
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = fcmp ogt double %179, %177
  %181 = select i1 %180, double %179, double %177
  %182 = getelementptr inbounds double, ptr %27, i64 %171
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = fcmp ogt double %183, %181
  %185 = select i1 %184, double %183, double %181
  %186 = getelementptr inbounds double, ptr %28, i64 %171
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = fcmp ogt double %187, %185
  %189 = select i1 %188, double %187, double %185
  %190 = add nuw nsw i64 %171, 4
  %191 = add i64 %173, 4
  %192 = icmp eq i64 %191, %25
  br i1 %192, label %153, label %170, !llvm.loop !13

193:                                              ; preds = %168, %193
  %194 = phi i64 [ %205, %193 ], [ 0, %168 ]
  %195 = phi double [ %204, %193 ], [ 0.000000e+00, %168 ]
  %196 = getelementptr inbounds double, ptr %2, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fsub double %197, %169
  %199 = fdiv double %198, 0x3FE9999BB2788DB1
  %200 = call double @exp(double noundef %199) #9
  %201 = trunc nuw nsw i64 %194 to i32
  %202 = uitofp nneg i32 %201 to double
  %203 = call double @llvm.fmuladd.f64(double %202, double 1.000000e-01, double 1.000000e+00)
  %204 = call double @llvm.fmuladd.f64(double %200, double %203, double %195)
  %205 = add nuw nsw i64 %194, 1
  %206 = icmp eq i64 %205, %10
  br i1 %206, label %207, label %193, !llvm.loop !15

207:                                              ; preds = %193, %168
  %208 = phi double [ 0.000000e+00, %168 ], [ %204, %193 ]
  %209 = call double @log(double noundef %208) #9
  %210 = fdiv double %169, 0x3FE9999BB2788DB1
  %211 = fadd double %210, %209
  %212 = load double, ptr %13, align 8, !tbaa !9
  %213 = fmul double %212, 5.000000e-02
  %214 = load double, ptr %2, align 16, !tbaa !9
  %215 = fmul double %213, %214
  %216 = call double @llvm.fmuladd.f64(double %211, double 0x3FE9999BB2788DB1, double %215)
  br i1 %9, label %217, label %233

217:                                              ; preds = %207
  br i1 %31, label %218, label %235

218:                                              ; preds = %235, %217
  %219 = phi double [ poison, %217 ], [ %254, %235 ]
  %220 = phi i64 [ 1, %217 ], [ %255, %235 ]
  %221 = phi double [ %214, %217 ], [ %254, %235 ]
  br i1 %36, label %233, label %222

222:                                              ; preds = %218, %222
  %223 = phi i64 [ %230, %222 ], [ %220, %218 ]
  %224 = phi double [ %229, %222 ], [ %221, %218 ]
  %225 = phi i64 [ %231, %222 ], [ 0, %218 ]
  %226 = getelementptr inbounds double, ptr %2, i64 %223
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = fcmp ogt double %227, %224
  %229 = select i1 %228, double %227, double %224
  %230 = add nuw nsw i64 %223, 1
  %231 = add i64 %225, 1
  %232 = icmp eq i64 %231, %30
  br i1 %232, label %233, label %222, !llvm.loop !17

233:                                              ; preds = %218, %222, %207
  %234 = phi double [ %214, %207 ], [ %219, %218 ], [ %229, %222 ]
  br i1 %11, label %258, label %272

235:                                              ; preds = %217, %235
  %236 = phi i64 [ %255, %235 ], [ 1, %217 ]
  %237 = phi double [ %254, %235 ], [ %214, %217 ]
  %238 = phi i64 [ %256, %235 ], [ 0, %217 ]
  %239 = getelementptr inbounds double, ptr %2, i64 %236
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = fcmp ogt double %240, %237
  %242 = select i1 %241, double %240, double %237
  %243 = getelementptr inbounds double, ptr %33, i64 %236
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = fcmp ogt double %244, %242
  %246 = select i1 %245, double %244, double %242
  %247 = getelementptr inbounds double, ptr %34, i64 %236
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fcmp ogt double %248, %246
  %250 = select i1 %249, double %248, double %246
  %251 = getelementptr inbounds double, ptr %35, i64 %236
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = fcmp ogt double %252, %250
  %254 = select i1 %253, double %252, double %250
  %255 = add nuw nsw i64 %236, 4
  %256 = add i64 %238, 4
  %257 = icmp eq i64 %256, %32
  br i1 %257, label %218, label %235, !llvm.loop !13

258:                                              ; preds = %233, %258
  %259 = phi i64 [ %270, %258 ], [ 0, %233 ]
  %260 = phi double [ %269, %258 ], [ 0.000000e+00, %233 ]
  %261 = getelementptr inbounds double, ptr %2, i64 %259
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = fsub double %262, %234
  %264 = fdiv double %263, 7.999990e-01
  %265 = call double @exp(double noundef %264) #9
  %266 = trunc nuw nsw i64 %259 to i32
  %267 = uitofp nneg i32 %266 to double
  %268 = call double @llvm.fmuladd.f64(double %267, double 1.000000e-01, double 1.000000e+00)
  %269 = call double @llvm.fmuladd.f64(double %265, double %268, double %260)
  %270 = add nuw nsw i64 %259, 1
  %271 = icmp eq i64 %270, %10
  br i1 %271, label %272, label %258, !llvm.loop !15

272:                                              ; preds = %258, %233
  %273 = phi double [ 0.000000e+00, %233 ], [ %269, %258 ]
  %274 = call double @log(double noundef %273) #9
  %275 = fdiv double %234, 7.999990e-01
  %276 = fadd double %275, %274
  %277 = load double, ptr %13, align 8, !tbaa !9
  %278 = fmul double %277, 5.000000e-02
  %279 = load double, ptr %2, align 16, !tbaa !9
  %280 = fmul double %278, %279
  %281 = call double @llvm.fmuladd.f64(double %276, double 7.999990e-01, double %280)
  %282 = fsub double %216, %281
  %283 = fmul double %148, %282
  %284 = fdiv double %283, 2.000000e-06
  %285 = fsub double %149, %284
  %286 = call double @llvm.fabs.f64(double %285)
  %287 = call double @llvm.fabs.f64(double %284)
  %288 = call double @llvm.maxnum.f64(double %287, double 1.000000e+00)
  %289 = fmul double %288, 0x3EB0C6F7A0B5ED8D
  %290 = fcmp ugt double %286, %289
  %291 = fcmp ule double %287, 1.000000e-09
  %292 = or i1 %291, %290
  %293 = select i1 %292, ptr @.str.4, ptr @.str.5
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %149, double noundef %284, ptr noundef nonnull %293)
  %295 = zext i1 %292 to i32
  %296 = load i32, ptr @fails, align 4, !tbaa !5
  %297 = add nsw i32 %296, %295
  store i32 %297, ptr @fails, align 4, !tbaa !5
  br i1 %11, label %300, label %298

298:                                              ; preds = %427, %272
  %299 = phi i32 [ %297, %272 ], [ %455, %427 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #9
  br i1 %59, label %58, label %51, !llvm.loop !18

300:                                              ; preds = %272, %427
  %301 = phi i64 [ %456, %427 ], [ 0, %272 ]
  %302 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = fadd double %303, 0x3EB0C6F7A0B5ED8D
  store double %304, ptr %302, align 8, !tbaa !9
  %305 = load double, ptr %2, align 16, !tbaa !9
  br i1 %9, label %306, label %322

306:                                              ; preds = %300
  br i1 %38, label %307, label %324

307:                                              ; preds = %324, %306
  %308 = phi double [ poison, %306 ], [ %343, %324 ]
  %309 = phi i64 [ 1, %306 ], [ %344, %324 ]
  %310 = phi double [ %305, %306 ], [ %343, %324 ]
  br i1 %43, label %322, label %311

311:                                              ; preds = %307, %311
  %312 = phi i64 [ %319, %311 ], [ %309, %307 ]
  %313 = phi double [ %318, %311 ], [ %310, %307 ]
  %314 = phi i64 [ %320, %311 ], [ 0, %307 ]
  %315 = getelementptr inbounds double, ptr %2, i64 %312
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = fcmp ogt double %316, %313
  %318 = select i1 %317, double %316, double %313
  %319 = add nuw nsw i64 %312, 1
  %320 = add i64 %314, 1
  %321 = icmp eq i64 %320, %37
  br i1 %321, label %322, label %311, !llvm.loop !19

322:                                              ; preds = %307, %311, %300
  %323 = phi double [ %305, %300 ], [ %308, %307 ], [ %318, %311 ]
  br label %347

324:                                              ; preds = %306, %324
  %325 = phi i64 [ %344, %324 ], [ 1, %306 ]
  %326 = phi double [ %343, %324 ], [ %305, %306 ]
  %327 = phi i64 [ %345, %324 ], [ 0, %306 ]
  %328 = getelementptr inbounds double, ptr %2, i64 %325
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = fcmp ogt double %329, %326
  %331 = select i1 %330, double %329, double %326
  %332 = getelementptr inbounds double, ptr %40, i64 %325
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = fcmp ogt double %333, %331
  %335 = select i1 %334, double %333, double %331
  %336 = getelementptr inbounds double, ptr %41, i64 %325
  %337 = load double, ptr %336, align 8, !tbaa !9
  %338 = fcmp ogt double %337, %335
  %339 = select i1 %338, double %337, double %335
  %340 = getelementptr inbounds double, ptr %42, i64 %325
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = fcmp ogt double %341, %339
  %343 = select i1 %342, double %341, double %339
  %344 = add nuw nsw i64 %325, 4
  %345 = add i64 %327, 4
  %346 = icmp eq i64 %345, %39
  br i1 %346, label %307, label %324, !llvm.loop !13

347:                                              ; preds = %322, %347
  %348 = phi i64 [ %359, %347 ], [ 0, %322 ]
  %349 = phi double [ %358, %347 ], [ 0.000000e+00, %322 ]
  %350 = getelementptr inbounds double, ptr %2, i64 %348
  %351 = load double, ptr %350, align 8, !tbaa !9
  %352 = fsub double %351, %323
  %353 = fdiv double %352, 8.000000e-01
  %354 = call double @exp(double noundef %353) #9
  %355 = trunc nuw nsw i64 %348 to i32
  %356 = uitofp nneg i32 %355 to double
  %357 = call double @llvm.fmuladd.f64(double %356, double 1.000000e-01, double 1.000000e+00)
  %358 = call double @llvm.fmuladd.f64(double %354, double %357, double %349)
  %359 = add nuw nsw i64 %348, 1
  %360 = icmp eq i64 %359, %10
  br i1 %360, label %361, label %347, !llvm.loop !15

361:                                              ; preds = %347
  %362 = call double @log(double noundef %358) #9
  %363 = fdiv double %323, 8.000000e-01
  %364 = fadd double %363, %362
  %365 = load double, ptr %13, align 8, !tbaa !9
  %366 = fmul double %365, 5.000000e-02
  %367 = load double, ptr %2, align 16, !tbaa !9
  %368 = fmul double %366, %367
  %369 = call double @llvm.fmuladd.f64(double %364, double 8.000000e-01, double %368)
  %370 = fadd double %303, 0xBEB0C6F7A0B5ED8D
  store double %370, ptr %302, align 8, !tbaa !9
  %371 = load double, ptr %2, align 16, !tbaa !9
  br i1 %9, label %372, label %388

372:                                              ; preds = %361
  br i1 %45, label %373, label %390

373:                                              ; preds = %390, %372
  %374 = phi double [ poison, %372 ], [ %409, %390 ]
  %375 = phi i64 [ 1, %372 ], [ %410, %390 ]
  %376 = phi double [ %371, %372 ], [ %409, %390 ]
  br i1 %50, label %388, label %377

377:                                              ; preds = %373, %377
  %378 = phi i64 [ %385, %377 ], [ %375, %373 ]
  %379 = phi double [ %384, %377 ], [ %376, %373 ]
  %380 = phi i64 [ %386, %377 ], [ 0, %373 ]
  %381 = getelementptr inbounds double, ptr %2, i64 %378
  %382 = load double, ptr %381, align 8, !tbaa !9
  %383 = fcmp ogt double %382, %379
  %384 = select i1 %383, double %382, double %379
  %385 = add nuw nsw i64 %378, 1
  %386 = add i64 %380, 1
  %387 = icmp eq i64 %386, %44
  br i1 %387, label %388, label %377, !llvm.loop !20

388:                                              ; preds = %373, %377, %361
  %389 = phi double [ %371, %361 ], [ %374, %373 ], [ %384, %377 ]
  br label %413

390:                                              ; preds = %372, %390
  %391 = phi i64 [ %410, %390 ], [ 1, %372 ]
  %392 = phi double [ %409, %390 ], [ %371, %372 ]
  %393 = phi i64 [ %411, %390 ], [ 0, %372 ]
  %394 = getelementptr inbounds double, ptr %2, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = fcmp ogt double %395, %392
  %397 = select i1 %396, double %395, double %392
  %398 = getelementptr inbounds double, ptr %47, i64 %391
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = fcmp ogt double %399, %397
  %401 = select i1 %400, double %399, double %397
  %402 = getelementptr inbounds double, ptr %48, i64 %391
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = fcmp ogt double %403, %401
  %405 = select i1 %404, double %403, double %401
  %406 = getelementptr inbounds double, ptr %49, i64 %391
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = fcmp ogt double %407, %405
  %409 = select i1 %408, double %407, double %405
  %410 = add nuw nsw i64 %391, 4
  %411 = add i64 %393, 4
  %412 = icmp eq i64 %411, %46
  br i1 %412, label %373, label %390, !llvm.loop !13

413:                                              ; preds = %388, %413
  %414 = phi i64 [ %425, %413 ], [ 0, %388 ]
  %415 = phi double [ %424, %413 ], [ 0.000000e+00, %388 ]
  %416 = getelementptr inbounds double, ptr %2, i64 %414
  %417 = load double, ptr %416, align 8, !tbaa !9
  %418 = fsub double %417, %389
  %419 = fdiv double %418, 8.000000e-01
  %420 = call double @exp(double noundef %419) #9
  %421 = trunc nuw nsw i64 %414 to i32
  %422 = uitofp nneg i32 %421 to double
  %423 = call double @llvm.fmuladd.f64(double %422, double 1.000000e-01, double 1.000000e+00)
  %424 = call double @llvm.fmuladd.f64(double %420, double %423, double %415)
  %425 = add nuw nsw i64 %414, 1
  %426 = icmp eq i64 %425, %10
  br i1 %426, label %427, label %413, !llvm.loop !15

427:                                              ; preds = %413
  %428 = call double @log(double noundef %424) #9
  %429 = fdiv double %389, 8.000000e-01
  %430 = fadd double %429, %428
  %431 = load double, ptr %13, align 8, !tbaa !9
  %432 = fmul double %431, 5.000000e-02
  %433 = load double, ptr %2, align 16, !tbaa !9
  %434 = fmul double %432, %433
  %435 = call double @llvm.fmuladd.f64(double %430, double 8.000000e-01, double %434)
  store double %303, ptr %302, align 8, !tbaa !9
  %436 = trunc nuw nsw i64 %301 to i32
  %437 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.2, double noundef %148, i32 noundef %436) #9
  %438 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %301
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = fsub double %369, %435
  %441 = fmul double %148, %440
  %442 = fdiv double %441, 2.000000e-06
  %443 = fsub double %439, %442
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = call double @llvm.fabs.f64(double %442)
  %446 = call double @llvm.maxnum.f64(double %445, double 1.000000e+00)
  %447 = fmul double %446, 0x3EB0C6F7A0B5ED8D
  %448 = fcmp ugt double %444, %447
  %449 = fcmp ule double %445, 1.000000e-09
  %450 = or i1 %449, %448
  %451 = select i1 %450, ptr @.str.4, ptr @.str.5
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %439, double noundef %442, ptr noundef nonnull %451)
  %453 = zext i1 %450 to i32
  %454 = load i32, ptr @fails, align 4, !tbaa !5
  %455 = add nsw i32 %454, %453
  store i32 %455, ptr @fails, align 4, !tbaa !5
  %456 = add nuw nsw i64 %301, 1
  %457 = icmp eq i64 %456, %10
  br i1 %457, label %298, label %300, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { ptr, double } @__enzyme_augmentfwd_r(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #4 {
  %4 = load double, ptr %0, align 8, !tbaa !9
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %33

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = add nsw i64 %7, -1
  %9 = add nsw i64 %7, -2
  %10 = and i64 %8, 3
  %11 = icmp ult i64 %9, 3
  br i1 %11, label %17, label %12

12:                                               ; preds = %6
  %13 = and i64 %8, -4
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  br label %38

17:                                               ; preds = %38, %6
  %18 = phi double [ poison, %6 ], [ %57, %38 ]
  %19 = phi i64 [ 1, %6 ], [ %58, %38 ]
  %20 = phi double [ %4, %6 ], [ %57, %38 ]
  %21 = icmp eq i64 %10, 0
  br i1 %21, label %33, label %22

22:                                               ; preds = %17, %22
  %23 = phi i64 [ %30, %22 ], [ %19, %17 ]
  %24 = phi double [ %29, %22 ], [ %20, %17 ]
  %25 = phi i64 [ %31, %22 ], [ 0, %17 ]
  %26 = getelementptr inbounds double, ptr %0, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fcmp ogt double %27, %24
  %29 = select i1 %28, double %27, double %24
  %30 = add nuw nsw i64 %23, 1
  %31 = add i64 %25, 1
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %33, label %22, !llvm.loop !22

33:                                               ; preds = %17, %22, %3
  %34 = phi double [ %4, %3 ], [ %18, %17 ], [ %29, %22 ]
  %35 = icmp sgt i32 %2, 0
  br i1 %35, label %36, label %61

36:                                               ; preds = %33
  %37 = zext nneg i32 %2 to i64
  br label %74

38:                                               ; preds = %38, %12
  %39 = phi i64 [ 1, %12 ], [ %58, %38 ]
  %40 = phi double [ %4, %12 ], [ %57, %38 ]
  %41 = phi i64 [ 0, %12 ], [ %59, %38 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fcmp ogt double %43, %40
  %45 = select i1 %44, double %43, double %40
  %46 = getelementptr inbounds double, ptr %14, i64 %39
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fcmp ogt double %47, %45
  %49 = select i1 %48, double %47, double %45
  %50 = getelementptr inbounds double, ptr %15, i64 %39
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fcmp ogt double %51, %49
  %53 = select i1 %52, double %51, double %49
  %54 = getelementptr inbounds double, ptr %16, i64 %39
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fcmp ogt double %55, %53
  %57 = select i1 %56, double %55, double %53
  %58 = add nuw nsw i64 %39, 4
  %59 = add i64 %41, 4
  %60 = icmp eq i64 %59, %13
  br i1 %60, label %17, label %38, !llvm.loop !13

61:                                               ; preds = %74, %33
  %62 = phi double [ 0.000000e+00, %33 ], [ %85, %74 ]
  %63 = tail call double @log(double noundef %62) #9
  %64 = fdiv double %34, %1
  %65 = fadd double %64, %63
  %66 = sext i32 %2 to i64
  %67 = getelementptr double, ptr %0, i64 %66
  %68 = getelementptr i8, ptr %67, i64 -8
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fmul double %69, 5.000000e-02
  %71 = load double, ptr %0, align 8, !tbaa !9
  %72 = fmul double %70, %71
  %73 = tail call double @llvm.fmuladd.f64(double %1, double %65, double %72)
  ret double %73

74:                                               ; preds = %36, %74
  %75 = phi i64 [ 0, %36 ], [ %86, %74 ]
  %76 = phi double [ 0.000000e+00, %36 ], [ %85, %74 ]
  %77 = getelementptr inbounds double, ptr %0, i64 %75
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fsub double %78, %34
  %80 = fdiv double %79, %1
  %81 = tail call double @exp(double noundef %80) #9
  %82 = trunc nuw nsw i64 %75 to i32
  %83 = uitofp nneg i32 %82 to double
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.000000e-01, double 1.000000e+00)
  %85 = tail call double @llvm.fmuladd.f64(double %81, double %84, double %76)
  %86 = add nuw nsw i64 %75, 1
  %87 = icmp eq i64 %86, %37
  br i1 %87, label %61, label %74, !llvm.loop !15
}

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !12}
