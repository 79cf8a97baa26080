; ModuleID = 'rev/15_running_max.c'
source_filename = "rev/15_running_max.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -5.000000e-01, double 1.200000e+00, double 8.000000e-01, double 1.900000e+00, double -2.000000e-01, double 1.000000e+00], align 16
@__const.main.y = private unnamed_addr constant [7 x double] [double 5.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 9.000000e-01, double -1.100000e+00, double 3.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"runmax d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dy[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.y, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %5, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @runmax, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %9, i32 noundef %8) #11
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @argmax_pick, ptr noundef nonnull %2, ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %11, i32 noundef %8) #11
  %13 = icmp sgt i32 %8, 1
  %14 = zext i32 %8 to i64
  %15 = add nsw i64 %14, -1
  %16 = add nsw i64 %14, -2
  %17 = and i64 %15, 1
  %18 = icmp eq i64 %16, 0
  %19 = and i64 %15, -2
  %20 = icmp eq i64 %17, 0
  %21 = and i64 %15, 3
  %22 = icmp ult i64 %16, 3
  %23 = and i64 %15, -4
  %24 = icmp eq i64 %21, 0
  %25 = and i64 %15, 1
  %26 = icmp eq i64 %16, 0
  %27 = and i64 %15, -2
  %28 = icmp eq i64 %25, 0
  %29 = and i64 %15, 3
  %30 = icmp ult i64 %16, 3
  %31 = and i64 %15, -4
  %32 = icmp eq i64 %29, 0
  %33 = and i64 %15, 3
  %34 = icmp ult i64 %16, 3
  %35 = and i64 %15, -4
  %36 = icmp eq i64 %33, 0
  %37 = and i64 %15, 3
  %38 = icmp ult i64 %16, 3
  %39 = and i64 %15, -4
  %40 = icmp eq i64 %37, 0
  br label %48

41:                                               ; preds = %516
  %42 = icmp eq i32 %520, 0
  %43 = select i1 %42, ptr @.str.5, ptr @.str.4
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) %43)
  %45 = load i32, ptr @fails, align 4, !tbaa !5
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %47

48:                                               ; preds = %0, %516
  %49 = phi i64 [ 0, %0 ], [ %521, %516 ]
  %50 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !9
  br i1 %13, label %53, label %161

53:                                               ; preds = %48
  %54 = load double, ptr %2, align 16, !tbaa !9
  br i1 %18, label %80, label %55

55:                                               ; preds = %53, %55
  %56 = phi i64 [ %74, %55 ], [ 1, %53 ]
  %57 = phi double [ %77, %55 ], [ 0.000000e+00, %53 ]
  %58 = phi double [ %72, %55 ], [ %54, %53 ]
  %59 = phi i64 [ %78, %55 ], [ 0, %53 ]
  %60 = getelementptr inbounds double, ptr %2, i64 %56
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fcmp ogt double %61, %58
  %63 = select i1 %62, double %61, double %58
  %64 = fmul double %63, %63
  %65 = add nuw nsw i64 %56, 1
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to double
  %68 = call double @llvm.fmuladd.f64(double %64, double %67, double %57)
  %69 = getelementptr inbounds double, ptr %2, i64 %65
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fcmp ogt double %70, %63
  %72 = select i1 %71, double %70, double %63
  %73 = fmul double %72, %72
  %74 = add nuw nsw i64 %56, 2
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = uitofp nneg i32 %75 to double
  %77 = call double @llvm.fmuladd.f64(double %73, double %76, double %68)
  %78 = add i64 %59, 2
  %79 = icmp eq i64 %78, %19
  br i1 %79, label %80, label %55, !llvm.loop !11

80:                                               ; preds = %55, %53
  %81 = phi double [ poison, %53 ], [ %77, %55 ]
  %82 = phi i64 [ 1, %53 ], [ %74, %55 ]
  %83 = phi double [ 0.000000e+00, %53 ], [ %77, %55 ]
  %84 = phi double [ %54, %53 ], [ %72, %55 ]
  br i1 %20, label %95, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds double, ptr %2, i64 %82
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fcmp ogt double %87, %84
  %89 = select i1 %88, double %87, double %84
  %90 = fmul double %89, %89
  %91 = trunc i64 %82 to i32
  %92 = add i32 %91, 1
  %93 = uitofp nneg i32 %92 to double
  %94 = call double @llvm.fmuladd.f64(double %90, double %93, double %83)
  br label %95

95:                                               ; preds = %80, %85
  %96 = phi double [ %81, %80 ], [ %94, %85 ]
  br i1 %22, label %97, label %119

97:                                               ; preds = %119, %95
  %98 = phi i32 [ poison, %95 ], [ %157, %119 ]
  %99 = phi i64 [ 1, %95 ], [ %158, %119 ]
  %100 = phi i32 [ 0, %95 ], [ %157, %119 ]
  br i1 %24, label %116, label %101

101:                                              ; preds = %97, %101
  %102 = phi i64 [ %113, %101 ], [ %99, %97 ]
  %103 = phi i32 [ %112, %101 ], [ %100, %97 ]
  %104 = phi i64 [ %114, %101 ], [ 0, %97 ]
  %105 = getelementptr inbounds double, ptr %2, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = sext i32 %103 to i64
  %108 = getelementptr inbounds double, ptr %2, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fcmp ogt double %106, %109
  %111 = trunc nuw nsw i64 %102 to i32
  %112 = select i1 %110, i32 %111, i32 %103
  %113 = add nuw nsw i64 %102, 1
  %114 = add i64 %104, 1
  %115 = icmp eq i64 %114, %21
  br i1 %115, label %116, label %101, !llvm.loop !13

116:                                              ; preds = %101, %97
  %117 = phi i32 [ %98, %97 ], [ %112, %101 ]
  %118 = sext i32 %117 to i64
  br label %161

119:                                              ; preds = %95, %119
  %120 = phi i64 [ %158, %119 ], [ 1, %95 ]
  %121 = phi i32 [ %157, %119 ], [ 0, %95 ]
  %122 = phi i64 [ %159, %119 ], [ 0, %95 ]
  %123 = getelementptr inbounds double, ptr %2, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = sext i32 %121 to i64
  %126 = getelementptr inbounds double, ptr %2, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fcmp ogt double %124, %127
  %129 = trunc nuw nsw i64 %120 to i32
  %130 = select i1 %128, i32 %129, i32 %121
  %131 = add nuw nsw i64 %120, 1
  %132 = getelementptr inbounds double, ptr %2, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = sext i32 %130 to i64
  %135 = getelementptr inbounds double, ptr %2, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fcmp ogt double %133, %136
  %138 = trunc nuw nsw i64 %131 to i32
  %139 = select i1 %137, i32 %138, i32 %130
  %140 = add nuw nsw i64 %120, 2
  %141 = getelementptr inbounds double, ptr %2, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = sext i32 %139 to i64
  %144 = getelementptr inbounds double, ptr %2, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = fcmp ogt double %142, %145
  %147 = trunc nuw nsw i64 %140 to i32
  %148 = select i1 %146, i32 %147, i32 %139
  %149 = add nuw nsw i64 %120, 3
  %150 = getelementptr inbounds double, ptr %2, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = sext i32 %148 to i64
  %153 = getelementptr inbounds double, ptr %2, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fcmp ogt double %151, %154
  %156 = trunc nuw nsw i64 %149 to i32
  %157 = select i1 %155, i32 %156, i32 %148
  %158 = add nuw nsw i64 %120, 4
  %159 = add i64 %122, 4
  %160 = icmp eq i64 %159, %23
  br i1 %160, label %97, label %119, !llvm.loop !15

161:                                              ; preds = %48, %116
  %162 = phi double [ %96, %116 ], [ 0.000000e+00, %48 ]
  %163 = phi i64 [ %118, %116 ], [ 0, %48 ]
  %164 = getelementptr inbounds double, ptr %3, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = getelementptr inbounds double, ptr %2, i64 %163
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = fmul double %165, %167
  %169 = call double @sin(double noundef %165) #11
  %170 = call double @llvm.fmuladd.f64(double %168, double %167, double %169)
  %171 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %171, ptr %50, align 8, !tbaa !9
  br i1 %13, label %172, label %280

172:                                              ; preds = %161
  %173 = load double, ptr %2, align 16, !tbaa !9
  br i1 %26, label %199, label %174

174:                                              ; preds = %172, %174
  %175 = phi i64 [ %193, %174 ], [ 1, %172 ]
  %176 = phi double [ %196, %174 ], [ 0.000000e+00, %172 ]
  %177 = phi double [ %191, %174 ], [ %173, %172 ]
  %178 = phi i64 [ %197, %174 ], [ 0, %172 ]
  %179 = getelementptr inbounds double, ptr %2, i64 %175
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = fcmp ogt double %180, %177
  %182 = select i1 %181, double %180, double %177
  %183 = fmul double %182, %182
  %184 = add nuw nsw i64 %175, 1
  %185 = trunc nuw nsw i64 %184 to i32
  %186 = uitofp nneg i32 %185 to double
  %187 = call double @llvm.fmuladd.f64(double %183, double %186, double %176)
  %188 = getelementptr inbounds double, ptr %2, i64 %184
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = fcmp ogt double %189, %182
  %191 = select i1 %190, double %189, double %182
  %192 = fmul double %191, %191
  %193 = add nuw nsw i64 %175, 2
  %194 = trunc nuw nsw i64 %193 to i32
  %195 = uitofp nneg i32 %194 to double
  %196 = call double @llvm.fmuladd.f64(double %192, double %195, double %187)
  %197 = add i64 %178, 2
  %198 = icmp eq i64 %197, %27
  br i1 %198, label %199, label %174, !llvm.loop !11

199:                                              ; preds = %174, %172
  %200 = phi double [ poison, %172 ], [ %196, %174 ]
  %201 = phi i64 [ 1, %172 ], [ %193, %174 ]
  %202 = phi double [ 0.000000e+00, %172 ], [ %196, %174 ]
  %203 = phi double [ %173, %172 ], [ %191, %174 ]
  br i1 %28, label %214, label %204

204:                                              ; preds = %199
  %205 = getelementptr inbounds double, ptr %2, i64 %201
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = fcmp ogt double %206, %203
  %208 = select i1 %207, double %206, double %203
  %209 = fmul double %208, %208
  %210 = trunc i64 %201 to i32
  %211 = add i32 %210, 1
  %212 = uitofp nneg i32 %211 to double
  %213 = call double @llvm.fmuladd.f64(double %209, double %212, double %202)
  br label %214

214:                                              ; preds = %199, %204
  %215 = phi double [ %200, %199 ], [ %213, %204 ]
  br i1 %30, label %216, label %238

216:                                              ; preds = %238, %214
  %217 = phi i32 [ poison, %214 ], [ %276, %238 ]
  %218 = phi i64 [ 1, %214 ], [ %277, %238 ]
  %219 = phi i32 [ 0, %214 ], [ %276, %238 ]
  br i1 %32, label %235, label %220

220:                                              ; preds = %216, %220
  %221 = phi i64 [ %232, %220 ], [ %218, %216 ]
  %222 = phi i32 [ %231, %220 ], [ %219, %216 ]
  %223 = phi i64 [ %233, %220 ], [ 0, %216 ]
  %224 = getelementptr inbounds double, ptr %2, i64 %221
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = sext i32 %222 to i64
  %227 = getelementptr inbounds double, ptr %2, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = fcmp ogt double %225, %228
  %230 = trunc nuw nsw i64 %221 to i32
  %231 = select i1 %229, i32 %230, i32 %222
  %232 = add nuw nsw i64 %221, 1
  %233 = add i64 %223, 1
  %234 = icmp eq i64 %233, %29
  br i1 %234, label %235, label %220, !llvm.loop !16

235:                                              ; preds = %220, %216
  %236 = phi i32 [ %217, %216 ], [ %231, %220 ]
  %237 = sext i32 %236 to i64
  br label %280

238:                                              ; preds = %214, %238
  %239 = phi i64 [ %277, %238 ], [ 1, %214 ]
  %240 = phi i32 [ %276, %238 ], [ 0, %214 ]
  %241 = phi i64 [ %278, %238 ], [ 0, %214 ]
  %242 = getelementptr inbounds double, ptr %2, i64 %239
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = sext i32 %240 to i64
  %245 = getelementptr inbounds double, ptr %2, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = fcmp ogt double %243, %246
  %248 = trunc nuw nsw i64 %239 to i32
  %249 = select i1 %247, i32 %248, i32 %240
  %250 = add nuw nsw i64 %239, 1
  %251 = getelementptr inbounds double, ptr %2, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = sext i32 %249 to i64
  %254 = getelementptr inbounds double, ptr %2, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = fcmp ogt double %252, %255
  %257 = trunc nuw nsw i64 %250 to i32
  %258 = select i1 %256, i32 %257, i32 %249
  %259 = add nuw nsw i64 %239, 2
  %260 = getelementptr inbounds double, ptr %2, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = sext i32 %258 to i64
  %263 = getelementptr inbounds double, ptr %2, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = fcmp ogt double %261, %264
  %266 = trunc nuw nsw i64 %259 to i32
  %267 = select i1 %265, i32 %266, i32 %258
  %268 = add nuw nsw i64 %239, 3
  %269 = getelementptr inbounds double, ptr %2, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = sext i32 %267 to i64
  %272 = getelementptr inbounds double, ptr %2, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = fcmp ogt double %270, %273
  %275 = trunc nuw nsw i64 %268 to i32
  %276 = select i1 %274, i32 %275, i32 %267
  %277 = add nuw nsw i64 %239, 4
  %278 = add i64 %241, 4
  %279 = icmp eq i64 %278, %31
  br i1 %279, label %216, label %238, !llvm.loop !15

280:                                              ; preds = %161, %235
  %281 = phi double [ %215, %235 ], [ 0.000000e+00, %161 ]
  %282 = phi i64 [ %237, %235 ], [ 0, %161 ]
  %283 = getelementptr inbounds double, ptr %3, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !9
  %285 = getelementptr inbounds double, ptr %2, i64 %282
  %286 = load double, ptr %285, align 8, !tbaa !9
  %287 = fmul double %284, %286
  %288 = call double @sin(double noundef %284) #11
  %289 = call double @llvm.fmuladd.f64(double %287, double %286, double %288)
  store double %51, ptr %50, align 8, !tbaa !9
  %290 = trunc nuw nsw i64 %49 to i32
  %291 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %290) #11
  %292 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %49
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = fsub double %162, %281
  %295 = fdiv double %294, 2.000000e-06
  %296 = fcmp oeq double %295, 0.000000e+00
  br i1 %296, label %297, label %301

297:                                              ; preds = %280
  %298 = fcmp une double %293, 0.000000e+00
  %299 = select i1 %298, ptr @.str.4, ptr @.str.5
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %293, ptr noundef nonnull %299)
  br label %312

301:                                              ; preds = %280
  %302 = fsub double %293, %295
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = call double @llvm.fabs.f64(double %295)
  %305 = call double @llvm.maxnum.f64(double %304, double 1.000000e+00)
  %306 = fmul double %305, 0x3EB0C6F7A0B5ED8D
  %307 = fcmp ugt double %303, %306
  %308 = fcmp ule double %304, 1.000000e-09
  %309 = or i1 %308, %307
  %310 = select i1 %309, ptr @.str.4, ptr @.str.5
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %293, double noundef %295, ptr noundef nonnull %310)
  br label %312

312:                                              ; preds = %297, %301
  %313 = phi i1 [ %309, %301 ], [ %298, %297 ]
  %314 = zext i1 %313 to i32
  %315 = load i32, ptr @fails, align 4, !tbaa !5
  %316 = add nsw i32 %315, %314
  store i32 %316, ptr @fails, align 4, !tbaa !5
  %317 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %290) #11
  %318 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %49
  %319 = load double, ptr %318, align 8, !tbaa !9
  %320 = fsub double %170, %289
  %321 = fdiv double %320, 2.000000e-06
  %322 = fcmp oeq double %321, 0.000000e+00
  br i1 %322, label %323, label %327

323:                                              ; preds = %312
  %324 = fcmp une double %319, 0.000000e+00
  %325 = select i1 %324, ptr @.str.4, ptr @.str.5
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %319, ptr noundef nonnull %325)
  br label %338

327:                                              ; preds = %312
  %328 = fsub double %319, %321
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = call double @llvm.fabs.f64(double %321)
  %331 = call double @llvm.maxnum.f64(double %330, double 1.000000e+00)
  %332 = fmul double %331, 0x3EB0C6F7A0B5ED8D
  %333 = fcmp ugt double %329, %332
  %334 = fcmp ule double %330, 1.000000e-09
  %335 = or i1 %334, %333
  %336 = select i1 %335, ptr @.str.4, ptr @.str.5
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %319, double noundef %321, ptr noundef nonnull %336)
  br label %338

338:                                              ; preds = %323, %327
  %339 = phi i1 [ %335, %327 ], [ %324, %323 ]
  %340 = zext i1 %339 to i32
  %341 = load i32, ptr @fails, align 4, !tbaa !5
  %342 = add nsw i32 %341, %340
  store i32 %342, ptr @fails, align 4, !tbaa !5
  %343 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %49
  %344 = load double, ptr %343, align 8, !tbaa !9
  %345 = fadd double %344, 0x3EB0C6F7A0B5ED8D
  store double %345, ptr %343, align 8, !tbaa !9
  br i1 %13, label %346, label %411

346:                                              ; preds = %338
  br i1 %34, label %347, label %369

347:                                              ; preds = %369, %346
  %348 = phi i32 [ poison, %346 ], [ %407, %369 ]
  %349 = phi i64 [ 1, %346 ], [ %408, %369 ]
  %350 = phi i32 [ 0, %346 ], [ %407, %369 ]
  br i1 %36, label %366, label %351

351:                                              ; preds = %347, %351
  %352 = phi i64 [ %363, %351 ], [ %349, %347 ]
  %353 = phi i32 [ %362, %351 ], [ %350, %347 ]
  %354 = phi i64 [ %364, %351 ], [ 0, %347 ]
  %355 = getelementptr inbounds double, ptr %2, i64 %352
  %356 = load double, ptr %355, align 8, !tbaa !9
  %357 = sext i32 %353 to i64
  %358 = getelementptr inbounds double, ptr %2, i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = fcmp ogt double %356, %359
  %361 = trunc nuw nsw i64 %352 to i32
  %362 = select i1 %360, i32 %361, i32 %353
  %363 = add nuw nsw i64 %352, 1
  %364 = add i64 %354, 1
  %365 = icmp eq i64 %364, %33
  br i1 %365, label %366, label %351, !llvm.loop !17

366:                                              ; preds = %351, %347
  %367 = phi i32 [ %348, %347 ], [ %362, %351 ]
  %368 = sext i32 %367 to i64
  br label %411

369:                                              ; preds = %346, %369
  %370 = phi i64 [ %408, %369 ], [ 1, %346 ]
  %371 = phi i32 [ %407, %369 ], [ 0, %346 ]
  %372 = phi i64 [ %409, %369 ], [ 0, %346 ]
  %373 = getelementptr inbounds double, ptr %2, i64 %370
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = sext i32 %371 to i64
  %376 = getelementptr inbounds double, ptr %2, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = fcmp ogt double %374, %377
  %379 = trunc nuw nsw i64 %370 to i32
  %380 = select i1 %378, i32 %379, i32 %371
  %381 = add nuw nsw i64 %370, 1
  %382 = getelementptr inbounds double, ptr %2, i64 %381
  %383 = load double, ptr %382, align 8, !tbaa !9
  %384 = sext i32 %380 to i64
  %385 = getelementptr inbounds double, ptr %2, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = fcmp ogt double %383, %386
  %388 = trunc nuw nsw i64 %381 to i32
  %389 = select i1 %387, i32 %388, i32 %380
  %390 = add nuw nsw i64 %370, 2
  %391 = getelementptr inbounds double, ptr %2, i64 %390
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = sext i32 %389 to i64
  %394 = getelementptr inbounds double, ptr %2, i64 %393
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = fcmp ogt double %392, %395
  %397 = trunc nuw nsw i64 %390 to i32
  %398 = select i1 %396, i32 %397, i32 %389
  %399 = add nuw nsw i64 %370, 3
  %400 = getelementptr inbounds double, ptr %2, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !9
  %402 = sext i32 %398 to i64
  %403 = getelementptr inbounds double, ptr %2, i64 %402
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = fcmp ogt double %401, %404
  %406 = trunc nuw nsw i64 %399 to i32
  %407 = select i1 %405, i32 %406, i32 %398
  %408 = add nuw nsw i64 %370, 4
  %409 = add i64 %372, 4
  %410 = icmp eq i64 %409, %35
  br i1 %410, label %347, label %369, !llvm.loop !15

411:                                              ; preds = %338, %366
  %412 = phi i64 [ 0, %338 ], [ %368, %366 ]
  %413 = getelementptr inbounds double, ptr %3, i64 %412
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = getelementptr inbounds double, ptr %2, i64 %412
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = fmul double %414, %416
  %418 = call double @sin(double noundef %414) #11
  %419 = call double @llvm.fmuladd.f64(double %417, double %416, double %418)
  %420 = fadd double %344, 0xBEB0C6F7A0B5ED8D
  store double %420, ptr %343, align 8, !tbaa !9
  br i1 %13, label %421, label %486

421:                                              ; preds = %411
  br i1 %38, label %422, label %444

422:                                              ; preds = %444, %421
  %423 = phi i32 [ poison, %421 ], [ %482, %444 ]
  %424 = phi i64 [ 1, %421 ], [ %483, %444 ]
  %425 = phi i32 [ 0, %421 ], [ %482, %444 ]
  br i1 %40, label %441, label %426

426:                                              ; preds = %422, %426
  %427 = phi i64 [ %438, %426 ], [ %424, %422 ]
  %428 = phi i32 [ %437, %426 ], [ %425, %422 ]
  %429 = phi i64 [ %439, %426 ], [ 0, %422 ]
  %430 = getelementptr inbounds double, ptr %2, i64 %427
  %431 = load double, ptr %430, align 8, !tbaa !9
  %432 = sext i32 %428 to i64
  %433 = getelementptr inbounds double, ptr %2, i64 %432
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = fcmp ogt double %431, %434
  %436 = trunc nuw nsw i64 %427 to i32
  %437 = select i1 %435, i32 %436, i32 %428
  %438 = add nuw nsw i64 %427, 1
  %439 = add i64 %429, 1
  %440 = icmp eq i64 %439, %37
  br i1 %440, label %441, label %426, !llvm.loop !18

441:                                              ; preds = %426, %422
  %442 = phi i32 [ %423, %422 ], [ %437, %426 ]
  %443 = sext i32 %442 to i64
  br label %486

444:                                              ; preds = %421, %444
  %445 = phi i64 [ %483, %444 ], [ 1, %421 ]
  %446 = phi i32 [ %482, %444 ], [ 0, %421 ]
  %447 = phi i64 [ %484, %444 ], [ 0, %421 ]
  %448 = getelementptr inbounds double, ptr %2, i64 %445
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = sext i32 %446 to i64
  %451 = getelementptr inbounds double, ptr %2, i64 %450
  %452 = load double, ptr %451, align 8, !tbaa !9
  %453 = fcmp ogt double %449, %452
  %454 = trunc nuw nsw i64 %445 to i32
  %455 = select i1 %453, i32 %454, i32 %446
  %456 = add nuw nsw i64 %445, 1
  %457 = getelementptr inbounds double, ptr %2, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !9
  %459 = sext i32 %455 to i64
  %460 = getelementptr inbounds double, ptr %2, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = fcmp ogt double %458, %461
  %463 = trunc nuw nsw i64 %456 to i32
  %464 = select i1 %462, i32 %463, i32 %455
  %465 = add nuw nsw i64 %445, 2
  %466 = getelementptr inbounds double, ptr %2, i64 %465
  %467 = load double, ptr %466, align 8, !tbaa !9
  %468 = sext i32 %464 to i64
  %469 = getelementptr inbounds double, ptr %2, i64 %468
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = fcmp ogt double %467, %470
  %472 = trunc nuw nsw i64 %465 to i32
  %473 = select i1 %471, i32 %472, i32 %464
  %474 = add nuw nsw i64 %445, 3
  %475 = getelementptr inbounds double, ptr %2, i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = sext i32 %473 to i64
  %478 = getelementptr inbounds double, ptr %2, i64 %477
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = fcmp ogt double %476, %479
  %481 = trunc nuw nsw i64 %474 to i32
  %482 = select i1 %480, i32 %481, i32 %473
  %483 = add nuw nsw i64 %445, 4
  %484 = add i64 %447, 4
  %485 = icmp eq i64 %484, %39
  br i1 %485, label %422, label %444, !llvm.loop !15

486:                                              ; preds = %411, %441
  %487 = phi i64 [ 0, %411 ], [ %443, %441 ]
  %488 = getelementptr inbounds double, ptr %3, i64 %487
  %489 = load double, ptr %488, align 8, !tbaa !9
  %490 = getelementptr inbounds double, ptr %2, i64 %487
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = fmul double %489, %491
  %493 = call double @sin(double noundef %489) #11
  %494 = call double @llvm.fmuladd.f64(double %492, double %491, double %493)
  store double %344, ptr %343, align 8, !tbaa !9
  %495 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %290) #11
  %496 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %49
  %497 = load double, ptr %496, align 8, !tbaa !9
  %498 = fsub double %419, %494
  %499 = fdiv double %498, 2.000000e-06
  %500 = fcmp oeq double %499, 0.000000e+00
  br i1 %500, label %501, label %505

501:                                              ; preds = %486
  %502 = fcmp une double %497, 0.000000e+00
  %503 = select i1 %502, ptr @.str.4, ptr @.str.5
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %497, ptr noundef nonnull %503)
  br label %516

505:                                              ; preds = %486
  %506 = fsub double %497, %499
  %507 = call double @llvm.fabs.f64(double %506)
  %508 = call double @llvm.fabs.f64(double %499)
  %509 = call double @llvm.maxnum.f64(double %508, double 1.000000e+00)
  %510 = fmul double %509, 0x3EB0C6F7A0B5ED8D
  %511 = fcmp ugt double %507, %510
  %512 = fcmp ule double %508, 1.000000e-09
  %513 = or i1 %512, %511
  %514 = select i1 %513, ptr @.str.4, ptr @.str.5
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %497, double noundef %499, ptr noundef nonnull %514)
  br label %516

516:                                              ; preds = %501, %505
  %517 = phi i1 [ %513, %505 ], [ %502, %501 ]
  %518 = zext i1 %517 to i32
  %519 = load i32, ptr @fails, align 4, !tbaa !5
  %520 = add nsw i32 %519, %518
  store i32 %520, ptr @fails, align 4, !tbaa !5
  %521 = add nuw nsw i64 %49, 1
  %522 = icmp eq i64 %521, 7
  br i1 %522, label %41, label %48, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @runmax(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %1, 2
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i64 %7, -2
  br label %30

12:                                               ; preds = %30, %4
  %13 = phi double [ poison, %4 ], [ %52, %30 ]
  %14 = phi i64 [ 1, %4 ], [ %49, %30 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %52, %30 ]
  %16 = phi double [ %5, %4 ], [ %47, %30 ]
  %17 = icmp eq i64 %8, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fcmp ogt double %20, %16
  %22 = select i1 %21, double %20, double %16
  %23 = fmul double %22, %22
  %24 = trunc i64 %14 to i32
  %25 = add i32 %24, 1
  %26 = uitofp nneg i32 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %23, double %26, double %15)
  br label %28

28:                                               ; preds = %18, %12, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %27, %18 ]
  ret double %29

30:                                               ; preds = %30, %10
  %31 = phi i64 [ 1, %10 ], [ %49, %30 ]
  %32 = phi double [ 0.000000e+00, %10 ], [ %52, %30 ]
  %33 = phi double [ %5, %10 ], [ %47, %30 ]
  %34 = phi i64 [ 0, %10 ], [ %53, %30 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %31
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fcmp ogt double %36, %33
  %38 = select i1 %37, double %36, double %33
  %39 = fmul double %38, %38
  %40 = add nuw nsw i64 %31, 1
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %39, double %42, double %32)
  %44 = getelementptr inbounds double, ptr %0, i64 %40
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fcmp ogt double %45, %38
  %47 = select i1 %46, double %45, double %38
  %48 = fmul double %47, %47
  %49 = add nuw nsw i64 %31, 2
  %50 = trunc nuw nsw i64 %49 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %48, double %51, double %43)
  %53 = add i64 %34, 2
  %54 = icmp eq i64 %53, %11
  br i1 %54, label %12, label %30, !llvm.loop !11
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @argmax_pick(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %36

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  br label %45

13:                                               ; preds = %45, %5
  %14 = phi i32 [ poison, %5 ], [ %83, %45 ]
  %15 = phi i64 [ 1, %5 ], [ %84, %45 ]
  %16 = phi i32 [ 0, %5 ], [ %83, %45 ]
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %33, label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %30, %18 ], [ %15, %13 ]
  %20 = phi i32 [ %29, %18 ], [ %16, %13 ]
  %21 = phi i64 [ %31, %18 ], [ 0, %13 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = sext i32 %20 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fcmp ogt double %23, %26
  %28 = trunc nuw nsw i64 %19 to i32
  %29 = select i1 %27, i32 %28, i32 %20
  %30 = add nuw nsw i64 %19, 1
  %31 = add i64 %21, 1
  %32 = icmp eq i64 %31, %9
  br i1 %32, label %33, label %18, !llvm.loop !20

33:                                               ; preds = %18, %13
  %34 = phi i32 [ %14, %13 ], [ %29, %18 ]
  %35 = sext i32 %34 to i64
  br label %36

36:                                               ; preds = %33, %3
  %37 = phi i64 [ 0, %3 ], [ %35, %33 ]
  %38 = getelementptr inbounds double, ptr %1, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds double, ptr %0, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %39, %41
  %43 = tail call double @sin(double noundef %39) #11
  %44 = tail call double @llvm.fmuladd.f64(double %42, double %41, double %43)
  ret double %44

45:                                               ; preds = %45, %11
  %46 = phi i64 [ 1, %11 ], [ %84, %45 ]
  %47 = phi i32 [ 0, %11 ], [ %83, %45 ]
  %48 = phi i64 [ 0, %11 ], [ %85, %45 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fcmp ogt double %50, %53
  %55 = trunc nuw nsw i64 %46 to i32
  %56 = select i1 %54, i32 %55, i32 %47
  %57 = add nuw nsw i64 %46, 1
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = sext i32 %56 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fcmp ogt double %59, %62
  %64 = trunc nuw nsw i64 %57 to i32
  %65 = select i1 %63, i32 %64, i32 %56
  %66 = add nuw nsw i64 %46, 2
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = sext i32 %65 to i64
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fcmp ogt double %68, %71
  %73 = trunc nuw nsw i64 %66 to i32
  %74 = select i1 %72, i32 %73, i32 %65
  %75 = add nuw nsw i64 %46, 3
  %76 = getelementptr inbounds double, ptr %0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = sext i32 %74 to i64
  %79 = getelementptr inbounds double, ptr %0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fcmp ogt double %77, %80
  %82 = trunc nuw nsw i64 %75 to i32
  %83 = select i1 %81, i32 %82, i32 %74
  %84 = add nuw nsw i64 %46, 4
  %85 = add i64 %48, 4
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %13, label %45, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
