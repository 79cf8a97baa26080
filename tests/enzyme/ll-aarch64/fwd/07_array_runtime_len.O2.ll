; ModuleID = 'fwd/07_array_runtime_len.c'
source_filename = "fwd/07_array_runtime_len.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca [16 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca [16 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [16 x double], align 8
  %13 = alloca [16 x double], align 8
  %14 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 11, ptr %1, align 4, !tbaa !6
  %15 = load volatile i32, ptr %1, align 4, !tbaa !6
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
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %19, i32 noundef %15) #12
  br label %104

21:                                               ; preds = %0
  %22 = zext nneg i32 %15 to i64
  br label %383

23:                                               ; preds = %383
  %24 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %25 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %24, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %24, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %25, i32 noundef %15) #12
  br i1 %16, label %27, label %104

27:                                               ; preds = %23
  %28 = zext nneg i32 %15 to i64
  %29 = icmp ult i32 %15, 4
  br i1 %29, label %51, label %30

30:                                               ; preds = %27
  %31 = and i64 %22, 2147483644
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %47, %32 ]
  %34 = phi double [ 0.000000e+00, %30 ], [ %46, %32 ]
  %35 = getelementptr inbounds double, ptr %6, i64 %33
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !10
  %38 = load <2 x double>, ptr %36, align 8, !tbaa !10
  %39 = getelementptr inbounds double, ptr %8, i64 %33
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !10
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !10
  %43 = fmul <2 x double> %37, %41
  %44 = fmul <2 x double> %38, %42
  %45 = call double @llvm.vector.reduce.fadd.v2f64(double %34, <2 x double> %43)
  %46 = call double @llvm.vector.reduce.fadd.v2f64(double %45, <2 x double> %44)
  %47 = add nuw i64 %33, 4
  %48 = icmp eq i64 %47, %31
  br i1 %48, label %49, label %32, !llvm.loop !12

49:                                               ; preds = %32
  %50 = icmp eq i64 %31, %22
  br i1 %50, label %64, label %51

51:                                               ; preds = %49, %27
  %52 = phi i64 [ 0, %27 ], [ %31, %49 ]
  %53 = phi double [ 0.000000e+00, %27 ], [ %46, %49 ]
  br label %54

54:                                               ; preds = %51, %54
  %55 = phi i64 [ %62, %54 ], [ %52, %51 ]
  %56 = phi double [ %61, %54 ], [ %53, %51 ]
  %57 = getelementptr inbounds double, ptr %6, i64 %55
  %58 = load double, ptr %57, align 8, !tbaa !10
  %59 = getelementptr inbounds double, ptr %8, i64 %55
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = call double @llvm.fmuladd.f64(double %58, double %60, double %56)
  %62 = add nuw nsw i64 %55, 1
  %63 = icmp eq i64 %62, %28
  br i1 %63, label %64, label %54, !llvm.loop !16

64:                                               ; preds = %54, %49
  %65 = phi double [ %46, %49 ], [ %61, %54 ]
  %66 = icmp ult i32 %15, 4
  br i1 %66, label %88, label %67

67:                                               ; preds = %64
  %68 = and i64 %22, 2147483644
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 0, %67 ], [ %84, %69 ]
  %71 = phi double [ 0.000000e+00, %67 ], [ %83, %69 ]
  %72 = getelementptr inbounds double, ptr %7, i64 %70
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !10
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !10
  %76 = getelementptr inbounds double, ptr %9, i64 %70
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !10
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !10
  %80 = fmul <2 x double> %74, %78
  %81 = fmul <2 x double> %75, %79
  %82 = call double @llvm.vector.reduce.fadd.v2f64(double %71, <2 x double> %80)
  %83 = call double @llvm.vector.reduce.fadd.v2f64(double %82, <2 x double> %81)
  %84 = add nuw i64 %70, 4
  %85 = icmp eq i64 %84, %68
  br i1 %85, label %86, label %69, !llvm.loop !17

86:                                               ; preds = %69
  %87 = icmp eq i64 %68, %22
  br i1 %87, label %101, label %88

88:                                               ; preds = %86, %64
  %89 = phi i64 [ 0, %64 ], [ %68, %86 ]
  %90 = phi double [ 0.000000e+00, %64 ], [ %83, %86 ]
  br label %91

91:                                               ; preds = %88, %91
  %92 = phi i64 [ %99, %91 ], [ %89, %88 ]
  %93 = phi double [ %98, %91 ], [ %90, %88 ]
  %94 = getelementptr inbounds double, ptr %7, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !10
  %96 = getelementptr inbounds double, ptr %9, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !10
  %98 = call double @llvm.fmuladd.f64(double %95, double %97, double %93)
  %99 = add nuw nsw i64 %92, 1
  %100 = icmp eq i64 %99, %28
  br i1 %100, label %101, label %91, !llvm.loop !18

101:                                              ; preds = %91, %86
  %102 = phi double [ %83, %86 ], [ %98, %91 ]
  %103 = fsub double %65, %102
  br label %104

104:                                              ; preds = %17, %101, %23
  %105 = phi double [ %26, %23 ], [ %26, %101 ], [ %20, %17 ]
  %106 = phi double [ 0.000000e+00, %23 ], [ %103, %101 ], [ 0.000000e+00, %17 ]
  %107 = fdiv double %106, 2.000000e-05
  %108 = fsub double %105, %107
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.5, ptr @.str.6
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %105, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @fails, align 4, !tbaa !6
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @fails, align 4, !tbaa !6
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %122 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %123 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dot, i32 noundef %121, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %122, ptr noundef nonnull %4, i32 noundef %122, i32 noundef %15) #12
  br i1 %16, label %124, label %201

124:                                              ; preds = %104
  %125 = zext nneg i32 %15 to i64
  %126 = icmp ult i32 %15, 4
  br i1 %126, label %148, label %127

127:                                              ; preds = %124
  %128 = and i64 %125, 2147483644
  br label %129

129:                                              ; preds = %129, %127
  %130 = phi i64 [ 0, %127 ], [ %144, %129 ]
  %131 = phi double [ 0.000000e+00, %127 ], [ %143, %129 ]
  %132 = getelementptr inbounds double, ptr %6, i64 %130
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load <2 x double>, ptr %132, align 8, !tbaa !10
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !10
  %136 = getelementptr inbounds double, ptr %4, i64 %130
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !10
  %139 = load <2 x double>, ptr %137, align 8, !tbaa !10
  %140 = fmul <2 x double> %134, %138
  %141 = fmul <2 x double> %135, %139
  %142 = call double @llvm.vector.reduce.fadd.v2f64(double %131, <2 x double> %140)
  %143 = call double @llvm.vector.reduce.fadd.v2f64(double %142, <2 x double> %141)
  %144 = add nuw i64 %130, 4
  %145 = icmp eq i64 %144, %128
  br i1 %145, label %146, label %129, !llvm.loop !19

146:                                              ; preds = %129
  %147 = icmp eq i64 %128, %125
  br i1 %147, label %161, label %148

148:                                              ; preds = %146, %124
  %149 = phi i64 [ 0, %124 ], [ %128, %146 ]
  %150 = phi double [ 0.000000e+00, %124 ], [ %143, %146 ]
  br label %151

151:                                              ; preds = %148, %151
  %152 = phi i64 [ %159, %151 ], [ %149, %148 ]
  %153 = phi double [ %158, %151 ], [ %150, %148 ]
  %154 = getelementptr inbounds double, ptr %6, i64 %152
  %155 = load double, ptr %154, align 8, !tbaa !10
  %156 = getelementptr inbounds double, ptr %4, i64 %152
  %157 = load double, ptr %156, align 8, !tbaa !10
  %158 = call double @llvm.fmuladd.f64(double %155, double %157, double %153)
  %159 = add nuw nsw i64 %152, 1
  %160 = icmp eq i64 %159, %125
  br i1 %160, label %161, label %151, !llvm.loop !20

161:                                              ; preds = %151, %146
  %162 = phi double [ %143, %146 ], [ %158, %151 ]
  %163 = icmp ult i32 %15, 4
  br i1 %163, label %185, label %164

164:                                              ; preds = %161
  %165 = and i64 %125, 2147483644
  br label %166

166:                                              ; preds = %166, %164
  %167 = phi i64 [ 0, %164 ], [ %181, %166 ]
  %168 = phi double [ 0.000000e+00, %164 ], [ %180, %166 ]
  %169 = getelementptr inbounds double, ptr %7, i64 %167
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <2 x double>, ptr %169, align 8, !tbaa !10
  %172 = load <2 x double>, ptr %170, align 8, !tbaa !10
  %173 = getelementptr inbounds double, ptr %4, i64 %167
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <2 x double>, ptr %173, align 8, !tbaa !10
  %176 = load <2 x double>, ptr %174, align 8, !tbaa !10
  %177 = fmul <2 x double> %171, %175
  %178 = fmul <2 x double> %172, %176
  %179 = call double @llvm.vector.reduce.fadd.v2f64(double %168, <2 x double> %177)
  %180 = call double @llvm.vector.reduce.fadd.v2f64(double %179, <2 x double> %178)
  %181 = add nuw i64 %167, 4
  %182 = icmp eq i64 %181, %165
  br i1 %182, label %183, label %166, !llvm.loop !21

183:                                              ; preds = %166
  %184 = icmp eq i64 %165, %125
  br i1 %184, label %198, label %185

185:                                              ; preds = %183, %161
  %186 = phi i64 [ 0, %161 ], [ %165, %183 ]
  %187 = phi double [ 0.000000e+00, %161 ], [ %180, %183 ]
  br label %188

188:                                              ; preds = %185, %188
  %189 = phi i64 [ %196, %188 ], [ %186, %185 ]
  %190 = phi double [ %195, %188 ], [ %187, %185 ]
  %191 = getelementptr inbounds double, ptr %7, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = getelementptr inbounds double, ptr %4, i64 %189
  %194 = load double, ptr %193, align 8, !tbaa !10
  %195 = call double @llvm.fmuladd.f64(double %192, double %194, double %190)
  %196 = add nuw nsw i64 %189, 1
  %197 = icmp eq i64 %196, %125
  br i1 %197, label %198, label %188, !llvm.loop !22

198:                                              ; preds = %188, %183
  %199 = phi double [ %180, %183 ], [ %195, %188 ]
  %200 = fsub double %162, %199
  br label %201

201:                                              ; preds = %198, %104
  %202 = phi double [ 0.000000e+00, %104 ], [ %200, %198 ]
  %203 = fdiv double %202, 2.000000e-05
  %204 = fsub double %123, %203
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = call double @llvm.fabs.f64(double %203)
  %207 = call double @llvm.maxnum.f64(double %206, double 1.000000e+00)
  %208 = fmul double %207, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp ugt double %205, %208
  %210 = fcmp ule double %206, 1.000000e-09
  %211 = or i1 %210, %209
  %212 = select i1 %211, ptr @.str.5, ptr @.str.6
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %123, double noundef %203, ptr noundef nonnull %212)
  %214 = zext i1 %211 to i32
  %215 = load i32, ptr @fails, align 4, !tbaa !6
  %216 = add nsw i32 %215, %214
  store i32 %216, ptr @fails, align 4, !tbaa !6
  %217 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @softmean, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %15) #12
  br i1 %16, label %218, label %246

218:                                              ; preds = %201
  %219 = zext nneg i32 %15 to i64
  br label %220

220:                                              ; preds = %220, %218
  %221 = phi i64 [ 0, %218 ], [ %229, %220 ]
  %222 = phi double [ 0.000000e+00, %218 ], [ %227, %220 ]
  %223 = phi double [ 0.000000e+00, %218 ], [ %228, %220 ]
  %224 = getelementptr inbounds double, ptr %6, i64 %221
  %225 = load double, ptr %224, align 8, !tbaa !10
  %226 = call double @exp(double noundef %225) #12
  %227 = fadd double %222, %226
  %228 = call double @llvm.fmuladd.f64(double %226, double %225, double %223)
  %229 = add nuw nsw i64 %221, 1
  %230 = icmp eq i64 %229, %219
  br i1 %230, label %235, label %220, !llvm.loop !23

231:                                              ; preds = %235
  %232 = fdiv double %228, %227
  %233 = fdiv double %243, %242
  %234 = fsub double %232, %233
  br label %246

235:                                              ; preds = %220, %235
  %236 = phi i64 [ %244, %235 ], [ 0, %220 ]
  %237 = phi double [ %242, %235 ], [ 0.000000e+00, %220 ]
  %238 = phi double [ %243, %235 ], [ 0.000000e+00, %220 ]
  %239 = getelementptr inbounds double, ptr %7, i64 %236
  %240 = load double, ptr %239, align 8, !tbaa !10
  %241 = call double @exp(double noundef %240) #12
  %242 = fadd double %237, %241
  %243 = call double @llvm.fmuladd.f64(double %241, double %240, double %238)
  %244 = add nuw nsw i64 %236, 1
  %245 = icmp eq i64 %244, %219
  br i1 %245, label %231, label %235, !llvm.loop !23

246:                                              ; preds = %201, %231
  %247 = phi double [ %234, %231 ], [ 0x7FF8000000000000, %201 ]
  %248 = fdiv double %247, 2.000000e-05
  %249 = fsub double %217, %248
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = call double @llvm.fabs.f64(double %248)
  %252 = call double @llvm.maxnum.f64(double %251, double 1.000000e+00)
  %253 = fmul double %252, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ugt double %250, %253
  %255 = fcmp ule double %251, 1.000000e-09
  %256 = or i1 %255, %254
  %257 = select i1 %256, ptr @.str.5, ptr @.str.6
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %217, double noundef %248, ptr noundef nonnull %257)
  %259 = zext i1 %256 to i32
  %260 = load i32, ptr @fails, align 4, !tbaa !6
  %261 = add nsw i32 %260, %259
  store i32 %261, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %10, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %11, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %12, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %13, i8 0, i64 128, i1 false)
  %262 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %263 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %264 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @stencil, i32 noundef %262, ptr noundef nonnull %10, ptr noundef nonnull %11, i32 noundef %262, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %263, i32 noundef %15) #12
  %265 = icmp sgt i32 %15, 2
  br i1 %265, label %267, label %266

266:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  br label %378

267:                                              ; preds = %246
  %268 = add nsw i32 %15, -1
  %269 = zext nneg i32 %268 to i64
  %270 = add nsw i64 %269, -1
  %271 = icmp ult i64 %270, 4
  br i1 %271, label %304, label %272

272:                                              ; preds = %267
  %273 = and i64 %270, -4
  %274 = or disjoint i64 %273, 1
  %275 = or disjoint i64 %273, 2
  br label %276

276:                                              ; preds = %276, %272
  %277 = phi i64 [ 0, %272 ], [ %300, %276 ]
  %278 = or disjoint i64 %277, 1
  %279 = or disjoint i64 %277, 2
  %280 = getelementptr double, ptr %6, i64 %278
  %281 = getelementptr i8, ptr %280, i64 -8
  %282 = getelementptr i8, ptr %280, i64 8
  %283 = load <2 x double>, ptr %281, align 8, !tbaa !10
  %284 = load <2 x double>, ptr %282, align 8, !tbaa !10
  %285 = getelementptr i8, ptr %280, i64 16
  %286 = load <2 x double>, ptr %280, align 8, !tbaa !10
  %287 = load <2 x double>, ptr %285, align 8, !tbaa !10
  %288 = fmul <2 x double> %286, <double -2.000000e+00, double -2.000000e+00>
  %289 = fmul <2 x double> %287, <double -2.000000e+00, double -2.000000e+00>
  %290 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %288, <2 x double> %286, <2 x double> %283)
  %291 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %289, <2 x double> %287, <2 x double> %284)
  %292 = getelementptr inbounds double, ptr %6, i64 %279
  %293 = getelementptr inbounds i8, ptr %292, i64 16
  %294 = load <2 x double>, ptr %292, align 8, !tbaa !10
  %295 = load <2 x double>, ptr %293, align 8, !tbaa !10
  %296 = fadd <2 x double> %294, %290
  %297 = fadd <2 x double> %295, %291
  %298 = getelementptr inbounds double, ptr %12, i64 %278
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  store <2 x double> %296, ptr %298, align 8, !tbaa !10
  store <2 x double> %297, ptr %299, align 8, !tbaa !10
  %300 = add nuw i64 %277, 4
  %301 = icmp eq i64 %300, %273
  br i1 %301, label %302, label %276, !llvm.loop !24

302:                                              ; preds = %276
  %303 = icmp eq i64 %270, %273
  br i1 %303, label %323, label %304

304:                                              ; preds = %302, %267
  %305 = phi i64 [ 1, %267 ], [ %274, %302 ]
  %306 = phi i64 [ 2, %267 ], [ %275, %302 ]
  br label %307

307:                                              ; preds = %304, %307
  %308 = phi i64 [ %321, %307 ], [ %305, %304 ]
  %309 = phi i64 [ %320, %307 ], [ %306, %304 ]
  %310 = getelementptr double, ptr %6, i64 %308
  %311 = getelementptr i8, ptr %310, i64 -8
  %312 = load double, ptr %311, align 8, !tbaa !10
  %313 = load double, ptr %310, align 8, !tbaa !10
  %314 = fmul double %313, -2.000000e+00
  %315 = call double @llvm.fmuladd.f64(double %314, double %313, double %312)
  %316 = getelementptr inbounds double, ptr %6, i64 %309
  %317 = load double, ptr %316, align 8, !tbaa !10
  %318 = fadd double %317, %315
  %319 = getelementptr inbounds double, ptr %12, i64 %308
  store double %318, ptr %319, align 8, !tbaa !10
  %320 = add nuw nsw i64 %309, 1
  %321 = add nuw nsw i64 %308, 1
  %322 = icmp eq i64 %321, %269
  br i1 %322, label %323, label %307, !llvm.loop !25

323:                                              ; preds = %307, %302
  %324 = add nsw i64 %269, -1
  %325 = icmp ult i64 %324, 4
  br i1 %325, label %358, label %326

326:                                              ; preds = %323
  %327 = and i64 %324, -4
  %328 = or disjoint i64 %327, 1
  %329 = or disjoint i64 %327, 2
  br label %330

330:                                              ; preds = %330, %326
  %331 = phi i64 [ 0, %326 ], [ %354, %330 ]
  %332 = or disjoint i64 %331, 1
  %333 = or disjoint i64 %331, 2
  %334 = getelementptr double, ptr %7, i64 %332
  %335 = getelementptr i8, ptr %334, i64 -8
  %336 = getelementptr i8, ptr %334, i64 8
  %337 = load <2 x double>, ptr %335, align 8, !tbaa !10
  %338 = load <2 x double>, ptr %336, align 8, !tbaa !10
  %339 = getelementptr i8, ptr %334, i64 16
  %340 = load <2 x double>, ptr %334, align 8, !tbaa !10
  %341 = load <2 x double>, ptr %339, align 8, !tbaa !10
  %342 = fmul <2 x double> %340, <double -2.000000e+00, double -2.000000e+00>
  %343 = fmul <2 x double> %341, <double -2.000000e+00, double -2.000000e+00>
  %344 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> %340, <2 x double> %337)
  %345 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> %341, <2 x double> %338)
  %346 = getelementptr inbounds double, ptr %7, i64 %333
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load <2 x double>, ptr %346, align 8, !tbaa !10
  %349 = load <2 x double>, ptr %347, align 8, !tbaa !10
  %350 = fadd <2 x double> %348, %344
  %351 = fadd <2 x double> %349, %345
  %352 = getelementptr inbounds double, ptr %13, i64 %332
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  store <2 x double> %350, ptr %352, align 8, !tbaa !10
  store <2 x double> %351, ptr %353, align 8, !tbaa !10
  %354 = add nuw i64 %331, 4
  %355 = icmp eq i64 %354, %327
  br i1 %355, label %356, label %330, !llvm.loop !26

356:                                              ; preds = %330
  %357 = icmp eq i64 %324, %327
  br i1 %357, label %377, label %358

358:                                              ; preds = %356, %323
  %359 = phi i64 [ 1, %323 ], [ %328, %356 ]
  %360 = phi i64 [ 2, %323 ], [ %329, %356 ]
  br label %361

361:                                              ; preds = %358, %361
  %362 = phi i64 [ %375, %361 ], [ %359, %358 ]
  %363 = phi i64 [ %374, %361 ], [ %360, %358 ]
  %364 = getelementptr double, ptr %7, i64 %362
  %365 = getelementptr i8, ptr %364, i64 -8
  %366 = load double, ptr %365, align 8, !tbaa !10
  %367 = load double, ptr %364, align 8, !tbaa !10
  %368 = fmul double %367, -2.000000e+00
  %369 = call double @llvm.fmuladd.f64(double %368, double %367, double %366)
  %370 = getelementptr inbounds double, ptr %7, i64 %363
  %371 = load double, ptr %370, align 8, !tbaa !10
  %372 = fadd double %371, %369
  %373 = getelementptr inbounds double, ptr %13, i64 %362
  store double %372, ptr %373, align 8, !tbaa !10
  %374 = add nuw nsw i64 %363, 1
  %375 = add nuw nsw i64 %362, 1
  %376 = icmp eq i64 %375, %269
  br i1 %376, label %377, label %361, !llvm.loop !27

377:                                              ; preds = %361, %356
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  br i1 %265, label %380, label %378

378:                                              ; preds = %266, %377
  %379 = load i32, ptr @fails, align 4, !tbaa !6
  br label %408

380:                                              ; preds = %377
  %381 = add nsw i32 %15, -1
  %382 = zext nneg i32 %381 to i64
  br label %416

383:                                              ; preds = %21, %383
  %384 = phi i64 [ 0, %21 ], [ %387, %383 ]
  %385 = trunc nuw nsw i64 %384 to i32
  %386 = uitofp nneg i32 %385 to double
  %387 = add nuw nsw i64 %384, 1
  %388 = trunc nuw nsw i64 %387 to i32
  %389 = uitofp nneg i32 %388 to double
  %390 = tail call double @sin(double noundef %389) #12
  %391 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %384
  store double %390, ptr %391, align 8, !tbaa !10
  %392 = tail call double @llvm.fmuladd.f64(double %386, double 1.300000e-01, double -4.000000e-01)
  %393 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %384
  store double %392, ptr %393, align 8, !tbaa !10
  %394 = fmul double %386, 5.000000e-01
  %395 = tail call double @cos(double noundef %394) #12
  %396 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %384
  store double %395, ptr %396, align 8, !tbaa !10
  %397 = fdiv double 1.000000e+00, %389
  %398 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %384
  store double %397, ptr %398, align 8, !tbaa !10
  %399 = tail call double @llvm.fmuladd.f64(double %392, double 1.000000e-05, double %390)
  %400 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %384
  store double %399, ptr %400, align 8, !tbaa !10
  %401 = tail call double @llvm.fmuladd.f64(double %392, double -1.000000e-05, double %390)
  %402 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %384
  store double %401, ptr %402, align 8, !tbaa !10
  %403 = tail call double @llvm.fmuladd.f64(double %397, double 1.000000e-05, double %395)
  %404 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %384
  store double %403, ptr %404, align 8, !tbaa !10
  %405 = tail call double @llvm.fmuladd.f64(double %397, double -1.000000e-05, double %395)
  %406 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %384
  store double %405, ptr %406, align 8, !tbaa !10
  %407 = icmp eq i64 %387, %22
  br i1 %407, label %23, label %383, !llvm.loop !28

408:                                              ; preds = %416, %378
  %409 = phi i32 [ %379, %378 ], [ %440, %416 ]
  %410 = icmp eq i32 %409, 0
  %411 = select i1 %410, ptr @.str.6, ptr @.str.5
  %412 = call i32 @puts(ptr nonnull dereferenceable(1) %411)
  %413 = load i32, ptr @fails, align 4, !tbaa !6
  %414 = icmp ne i32 %413, 0
  %415 = zext i1 %414 to i32
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
  ret i32 %415

416:                                              ; preds = %380, %416
  %417 = phi i64 [ 1, %380 ], [ %441, %416 ]
  %418 = trunc nuw nsw i64 %417 to i32
  %419 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %418) #12
  %420 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %417
  %421 = load double, ptr %420, align 8, !tbaa !10
  %422 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %417
  %423 = load double, ptr %422, align 8, !tbaa !10
  %424 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 %417
  %425 = load double, ptr %424, align 8, !tbaa !10
  %426 = fsub double %423, %425
  %427 = fdiv double %426, 2.000000e-05
  %428 = fsub double %421, %427
  %429 = call double @llvm.fabs.f64(double %428)
  %430 = call double @llvm.fabs.f64(double %427)
  %431 = call double @llvm.maxnum.f64(double %430, double 1.000000e+00)
  %432 = fmul double %431, 0x3EB0C6F7A0B5ED8D
  %433 = fcmp ugt double %429, %432
  %434 = fcmp ule double %430, 1.000000e-09
  %435 = or i1 %434, %433
  %436 = select i1 %435, ptr @.str.5, ptr @.str.6
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %14, double noundef %421, double noundef %427, ptr noundef nonnull %436)
  %438 = zext i1 %435 to i32
  %439 = load i32, ptr @fails, align 4, !tbaa !6
  %440 = add nsw i32 %439, %438
  store i32 %440, ptr @fails, align 4, !tbaa !6
  %441 = add nuw nsw i64 %417, 1
  %442 = icmp eq i64 %441, %382
  br i1 %442, label %408, label %416, !llvm.loop !29
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
  br i1 %4, label %5, label %32

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %11

8:                                                ; preds = %30, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %30 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %27, %30 ]
  br label %34

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %28, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %27, %13 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds double, ptr %1, i64 %14
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !10
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !10
  %24 = fmul <2 x double> %18, %22
  %25 = fmul <2 x double> %19, %23
  %26 = tail call double @llvm.vector.reduce.fadd.v2f64(double %15, <2 x double> %24)
  %27 = tail call double @llvm.vector.reduce.fadd.v2f64(double %26, <2 x double> %25)
  %28 = add nuw i64 %14, 4
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %30, label %13, !llvm.loop !30

30:                                               ; preds = %13
  %31 = icmp eq i64 %12, %6
  br i1 %31, label %32, label %8

32:                                               ; preds = %34, %30, %3
  %33 = phi double [ 0.000000e+00, %3 ], [ %27, %30 ], [ %41, %34 ]
  ret double %33

34:                                               ; preds = %8, %34
  %35 = phi i64 [ %42, %34 ], [ %9, %8 ]
  %36 = phi double [ %41, %34 ], [ %10, %8 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = getelementptr inbounds double, ptr %1, i64 %35
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %36)
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %32, label %34, !llvm.loop !31
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
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = tail call double @exp(double noundef %15) #12
  %17 = fadd double %12, %16
  %18 = load double, ptr %14, align 8, !tbaa !10
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %13)
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %10, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @stencil(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 2
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i64 %8, 4
  br i1 %9, label %10, label %13

10:                                               ; preds = %50, %13, %5
  %11 = phi i64 [ 1, %13 ], [ 1, %5 ], [ %22, %50 ]
  %12 = phi i64 [ 2, %13 ], [ 2, %5 ], [ %23, %50 ]
  br label %53

13:                                               ; preds = %5
  %14 = shl nuw nsw i64 %7, 3
  %15 = getelementptr i8, ptr %0, i64 %14
  %16 = getelementptr i8, ptr %1, i64 %14
  %17 = icmp ugt ptr %16, %0
  %18 = icmp ugt ptr %15, %1
  %19 = and i1 %17, %18
  br i1 %19, label %10, label %20

20:                                               ; preds = %13
  %21 = and i64 %8, -4
  %22 = or disjoint i64 %21, 1
  %23 = or disjoint i64 %21, 2
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi i64 [ 0, %20 ], [ %48, %24 ]
  %26 = or disjoint i64 %25, 1
  %27 = or disjoint i64 %25, 2
  %28 = getelementptr double, ptr %1, i64 %26
  %29 = getelementptr i8, ptr %28, i64 -8
  %30 = getelementptr i8, ptr %28, i64 8
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10, !alias.scope !32
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !10, !alias.scope !32
  %33 = getelementptr i8, ptr %28, i64 16
  %34 = load <2 x double>, ptr %28, align 8, !tbaa !10, !alias.scope !32
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !10, !alias.scope !32
  %36 = fmul <2 x double> %34, <double -2.000000e+00, double -2.000000e+00>
  %37 = fmul <2 x double> %35, <double -2.000000e+00, double -2.000000e+00>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> %34, <2 x double> %31)
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %35, <2 x double> %32)
  %40 = getelementptr inbounds double, ptr %1, i64 %27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !10, !alias.scope !32
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !10, !alias.scope !32
  %44 = fadd <2 x double> %42, %38
  %45 = fadd <2 x double> %43, %39
  %46 = getelementptr inbounds double, ptr %0, i64 %26
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  store <2 x double> %44, ptr %46, align 8, !tbaa !10, !alias.scope !35, !noalias !32
  store <2 x double> %45, ptr %47, align 8, !tbaa !10, !alias.scope !35, !noalias !32
  %48 = add nuw i64 %25, 4
  %49 = icmp eq i64 %48, %21
  br i1 %49, label %50, label %24, !llvm.loop !37

50:                                               ; preds = %24
  %51 = icmp eq i64 %8, %21
  br i1 %51, label %52, label %10

52:                                               ; preds = %53, %50, %3
  ret void

53:                                               ; preds = %10, %53
  %54 = phi i64 [ %67, %53 ], [ %11, %10 ]
  %55 = phi i64 [ %66, %53 ], [ %12, %10 ]
  %56 = getelementptr double, ptr %1, i64 %54
  %57 = getelementptr i8, ptr %56, i64 -8
  %58 = load double, ptr %57, align 8, !tbaa !10
  %59 = load double, ptr %56, align 8, !tbaa !10
  %60 = fmul double %59, -2.000000e+00
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %59, double %58)
  %62 = getelementptr inbounds double, ptr %1, i64 %55
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = fadd double %63, %61
  %65 = getelementptr inbounds double, ptr %0, i64 %54
  store double %64, ptr %65, align 8, !tbaa !10
  %66 = add nuw nsw i64 %55, 1
  %67 = add nuw nsw i64 %54, 1
  %68 = icmp eq i64 %67, %7
  br i1 %68, label %52, label %53, !llvm.loop !38
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
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !15, !14}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !14, !15}
!25 = distinct !{!25, !13, !15, !14}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !15, !14}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13, !14, !15}
!31 = distinct !{!31, !13, !15, !14}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !13, !14, !15}
!38 = distinct !{!38, !13, !14}
