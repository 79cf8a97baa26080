; ModuleID = 'rev/14_piecewise.c'
source_filename = "rev/14_piecewise.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.pts = private unnamed_addr constant [4 x double] [double -1.700000e+00, double -3.000000e-01, double 1.200000e+00, double 2.600000e+00], align 16
@.str = private unnamed_addr constant [14 x i8] c"pw d/dx at %g\00", align 1
@__const.main.x = private unnamed_addr constant [7 x double] [double -1.200000e+00, double 3.000000e-01, double 1.700000e+00, double -5.000000e-01, double 9.000000e-01, double 2.200000e+00, double -2.000000e+00], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"clip_sum d/dlo\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"clip_sum d/dhi\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"clip_sum d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x i8], align 16
  %2 = alloca i32, align 4
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %299

5:                                                ; preds = %347
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 7, ptr %2, align 4, !tbaa !5
  %6 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %10 = call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @clip_sum, i32 noundef %7, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8, i32 noundef %6, i32 noundef %9, double noundef -2.000000e-01, i32 noundef %9, double noundef 1.100000e+00) #11
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  %13 = icmp sgt i32 %6, 0
  br i1 %13, label %14, label %136

14:                                               ; preds = %5
  %15 = zext nneg i32 %6 to i64
  %16 = add nsw i64 %15, -1
  %17 = and i64 %15, 1
  %18 = icmp eq i64 %16, 0
  br i1 %18, label %55, label %19

19:                                               ; preds = %14
  %20 = and i64 %15, 2147483646
  br label %21

21:                                               ; preds = %48, %19
  %22 = phi i64 [ 0, %19 ], [ %52, %48 ]
  %23 = phi double [ 0.000000e+00, %19 ], [ %51, %48 ]
  %24 = phi i64 [ 0, %19 ], [ %53, %48 ]
  %25 = getelementptr inbounds double, ptr %3, i64 %22
  %26 = load double, ptr %25, align 16, !tbaa !9
  %27 = fcmp olt double %26, -1.999990e-01
  br i1 %27, label %34, label %28

28:                                               ; preds = %21
  %29 = fcmp ogt double %26, 1.100000e+00
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = fmul double %26, 1.100000e+00
  br label %34

32:                                               ; preds = %28
  %33 = fmul double %26, %26
  br label %34

34:                                               ; preds = %32, %30, %21
  %35 = phi double [ %31, %30 ], [ %33, %32 ], [ -1.999990e-01, %21 ]
  %36 = fmul double %26, %35
  %37 = fadd double %23, %36
  %38 = or disjoint i64 %22, 1
  %39 = getelementptr inbounds double, ptr %3, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fcmp olt double %40, -1.999990e-01
  br i1 %41, label %48, label %42

42:                                               ; preds = %34
  %43 = fcmp ogt double %40, 1.100000e+00
  br i1 %43, label %46, label %44

44:                                               ; preds = %42
  %45 = fmul double %40, %40
  br label %48

46:                                               ; preds = %42
  %47 = fmul double %40, 1.100000e+00
  br label %48

48:                                               ; preds = %46, %44, %34
  %49 = phi double [ %47, %46 ], [ %45, %44 ], [ -1.999990e-01, %34 ]
  %50 = fmul double %40, %49
  %51 = fadd double %37, %50
  %52 = add nuw nsw i64 %22, 2
  %53 = add i64 %24, 2
  %54 = icmp eq i64 %53, %20
  br i1 %54, label %55, label %21, !llvm.loop !11

55:                                               ; preds = %48, %14
  %56 = phi double [ poison, %14 ], [ %51, %48 ]
  %57 = phi i64 [ 0, %14 ], [ %52, %48 ]
  %58 = phi double [ 0.000000e+00, %14 ], [ %51, %48 ]
  %59 = icmp eq i64 %17, 0
  br i1 %59, label %74, label %60

60:                                               ; preds = %55
  %61 = getelementptr inbounds double, ptr %3, i64 %57
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fcmp olt double %62, -1.999990e-01
  br i1 %63, label %70, label %64

64:                                               ; preds = %60
  %65 = fcmp ogt double %62, 1.100000e+00
  br i1 %65, label %68, label %66

66:                                               ; preds = %64
  %67 = fmul double %62, %62
  br label %70

68:                                               ; preds = %64
  %69 = fmul double %62, 1.100000e+00
  br label %70

70:                                               ; preds = %68, %66, %60
  %71 = phi double [ %69, %68 ], [ %67, %66 ], [ -1.999990e-01, %60 ]
  %72 = fmul double %62, %71
  %73 = fadd double %58, %72
  br label %74

74:                                               ; preds = %55, %70
  %75 = phi double [ %56, %55 ], [ %73, %70 ]
  %76 = and i64 %15, 1
  %77 = icmp eq i64 %16, 0
  br i1 %77, label %114, label %78

78:                                               ; preds = %74
  %79 = and i64 %15, 2147483646
  br label %80

80:                                               ; preds = %107, %78
  %81 = phi i64 [ 0, %78 ], [ %111, %107 ]
  %82 = phi double [ 0.000000e+00, %78 ], [ %110, %107 ]
  %83 = phi i64 [ 0, %78 ], [ %112, %107 ]
  %84 = getelementptr inbounds double, ptr %3, i64 %81
  %85 = load double, ptr %84, align 16, !tbaa !9
  %86 = fcmp olt double %85, -2.000010e-01
  br i1 %86, label %93, label %87

87:                                               ; preds = %80
  %88 = fcmp ogt double %85, 1.100000e+00
  br i1 %88, label %89, label %91

89:                                               ; preds = %87
  %90 = fmul double %85, 1.100000e+00
  br label %93

91:                                               ; preds = %87
  %92 = fmul double %85, %85
  br label %93

93:                                               ; preds = %91, %89, %80
  %94 = phi double [ %90, %89 ], [ %92, %91 ], [ -2.000010e-01, %80 ]
  %95 = fmul double %85, %94
  %96 = fadd double %82, %95
  %97 = or disjoint i64 %81, 1
  %98 = getelementptr inbounds double, ptr %3, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = fcmp olt double %99, -2.000010e-01
  br i1 %100, label %107, label %101

101:                                              ; preds = %93
  %102 = fcmp ogt double %99, 1.100000e+00
  br i1 %102, label %105, label %103

103:                                              ; preds = %101
  %104 = fmul double %99, %99
  br label %107

105:                                              ; preds = %101
  %106 = fmul double %99, 1.100000e+00
  br label %107

107:                                              ; preds = %105, %103, %93
  %108 = phi double [ %106, %105 ], [ %104, %103 ], [ -2.000010e-01, %93 ]
  %109 = fmul double %99, %108
  %110 = fadd double %96, %109
  %111 = add nuw nsw i64 %81, 2
  %112 = add i64 %83, 2
  %113 = icmp eq i64 %112, %79
  br i1 %113, label %114, label %80, !llvm.loop !11

114:                                              ; preds = %107, %74
  %115 = phi double [ poison, %74 ], [ %110, %107 ]
  %116 = phi i64 [ 0, %74 ], [ %111, %107 ]
  %117 = phi double [ 0.000000e+00, %74 ], [ %110, %107 ]
  %118 = icmp eq i64 %76, 0
  br i1 %118, label %133, label %119

119:                                              ; preds = %114
  %120 = getelementptr inbounds double, ptr %3, i64 %116
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fcmp olt double %121, -2.000010e-01
  br i1 %122, label %129, label %123

123:                                              ; preds = %119
  %124 = fcmp ogt double %121, 1.100000e+00
  br i1 %124, label %127, label %125

125:                                              ; preds = %123
  %126 = fmul double %121, %121
  br label %129

127:                                              ; preds = %123
  %128 = fmul double %121, 1.100000e+00
  br label %129

129:                                              ; preds = %127, %125, %119
  %130 = phi double [ %128, %127 ], [ %126, %125 ], [ -2.000010e-01, %119 ]
  %131 = fmul double %121, %130
  %132 = fadd double %117, %131
  br label %133

133:                                              ; preds = %114, %129
  %134 = phi double [ %115, %114 ], [ %132, %129 ]
  %135 = fsub double %75, %134
  br label %136

136:                                              ; preds = %133, %5
  %137 = phi double [ 0.000000e+00, %5 ], [ %135, %133 ]
  %138 = fdiv double %137, 2.000000e-06
  %139 = fsub double %11, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.5, ptr @.str.6
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %11, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !5
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !5
  %152 = zext i32 %6 to i64
  br i1 %13, label %153, label %274

153:                                              ; preds = %136
  %154 = add nsw i64 %152, -1
  %155 = and i64 %152, 1
  %156 = icmp eq i64 %154, 0
  br i1 %156, label %193, label %157

157:                                              ; preds = %153
  %158 = and i64 %152, 2147483646
  br label %159

159:                                              ; preds = %186, %157
  %160 = phi i64 [ 0, %157 ], [ %190, %186 ]
  %161 = phi double [ 0.000000e+00, %157 ], [ %189, %186 ]
  %162 = phi i64 [ 0, %157 ], [ %191, %186 ]
  %163 = getelementptr inbounds double, ptr %3, i64 %160
  %164 = load double, ptr %163, align 16, !tbaa !9
  %165 = fcmp olt double %164, -2.000000e-01
  br i1 %165, label %172, label %166

166:                                              ; preds = %159
  %167 = fcmp ogt double %164, 0x3FF1999AA60913A5
  br i1 %167, label %168, label %170

168:                                              ; preds = %166
  %169 = fmul double %164, 0x3FF1999AA60913A5
  br label %172

170:                                              ; preds = %166
  %171 = fmul double %164, %164
  br label %172

172:                                              ; preds = %170, %168, %159
  %173 = phi double [ %169, %168 ], [ %171, %170 ], [ -2.000000e-01, %159 ]
  %174 = fmul double %164, %173
  %175 = fadd double %161, %174
  %176 = or disjoint i64 %160, 1
  %177 = getelementptr inbounds double, ptr %3, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = fcmp olt double %178, -2.000000e-01
  br i1 %179, label %186, label %180

180:                                              ; preds = %172
  %181 = fcmp ogt double %178, 0x3FF1999AA60913A5
  br i1 %181, label %184, label %182

182:                                              ; preds = %180
  %183 = fmul double %178, %178
  br label %186

184:                                              ; preds = %180
  %185 = fmul double %178, 0x3FF1999AA60913A5
  br label %186

186:                                              ; preds = %184, %182, %172
  %187 = phi double [ %185, %184 ], [ %183, %182 ], [ -2.000000e-01, %172 ]
  %188 = fmul double %178, %187
  %189 = fadd double %175, %188
  %190 = add nuw nsw i64 %160, 2
  %191 = add i64 %162, 2
  %192 = icmp eq i64 %191, %158
  br i1 %192, label %193, label %159, !llvm.loop !11

193:                                              ; preds = %186, %153
  %194 = phi double [ poison, %153 ], [ %189, %186 ]
  %195 = phi i64 [ 0, %153 ], [ %190, %186 ]
  %196 = phi double [ 0.000000e+00, %153 ], [ %189, %186 ]
  %197 = icmp eq i64 %155, 0
  br i1 %197, label %212, label %198

198:                                              ; preds = %193
  %199 = getelementptr inbounds double, ptr %3, i64 %195
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = fcmp olt double %200, -2.000000e-01
  br i1 %201, label %208, label %202

202:                                              ; preds = %198
  %203 = fcmp ogt double %200, 0x3FF1999AA60913A5
  br i1 %203, label %206, label %204

204:                                              ; preds = %202
  %205 = fmul double %200, %200
  br label %208

206:                                              ; preds = %202
  %207 = fmul double %200, 0x3FF1999AA60913A5
  br label %208

208:                                              ; preds = %206, %204, %198
  %209 = phi double [ %207, %206 ], [ %205, %204 ], [ -2.000000e-01, %198 ]
  %210 = fmul double %200, %209
  %211 = fadd double %196, %210
  br label %212

212:                                              ; preds = %193, %208
  %213 = phi double [ %194, %193 ], [ %211, %208 ]
  %214 = and i64 %152, 1
  %215 = icmp eq i64 %154, 0
  br i1 %215, label %252, label %216

216:                                              ; preds = %212
  %217 = and i64 %152, 2147483646
  br label %218

218:                                              ; preds = %245, %216
  %219 = phi i64 [ 0, %216 ], [ %249, %245 ]
  %220 = phi double [ 0.000000e+00, %216 ], [ %248, %245 ]
  %221 = phi i64 [ 0, %216 ], [ %250, %245 ]
  %222 = getelementptr inbounds double, ptr %3, i64 %219
  %223 = load double, ptr %222, align 16, !tbaa !9
  %224 = fcmp olt double %223, -2.000000e-01
  br i1 %224, label %231, label %225

225:                                              ; preds = %218
  %226 = fcmp ogt double %223, 0x3FF199988D2A1F8F
  br i1 %226, label %227, label %229

227:                                              ; preds = %225
  %228 = fmul double %223, 0x3FF199988D2A1F8F
  br label %231

229:                                              ; preds = %225
  %230 = fmul double %223, %223
  br label %231

231:                                              ; preds = %229, %227, %218
  %232 = phi double [ %228, %227 ], [ %230, %229 ], [ -2.000000e-01, %218 ]
  %233 = fmul double %223, %232
  %234 = fadd double %220, %233
  %235 = or disjoint i64 %219, 1
  %236 = getelementptr inbounds double, ptr %3, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = fcmp olt double %237, -2.000000e-01
  br i1 %238, label %245, label %239

239:                                              ; preds = %231
  %240 = fcmp ogt double %237, 0x3FF199988D2A1F8F
  br i1 %240, label %243, label %241

241:                                              ; preds = %239
  %242 = fmul double %237, %237
  br label %245

243:                                              ; preds = %239
  %244 = fmul double %237, 0x3FF199988D2A1F8F
  br label %245

245:                                              ; preds = %243, %241, %231
  %246 = phi double [ %244, %243 ], [ %242, %241 ], [ -2.000000e-01, %231 ]
  %247 = fmul double %237, %246
  %248 = fadd double %234, %247
  %249 = add nuw nsw i64 %219, 2
  %250 = add i64 %221, 2
  %251 = icmp eq i64 %250, %217
  br i1 %251, label %252, label %218, !llvm.loop !11

252:                                              ; preds = %245, %212
  %253 = phi double [ poison, %212 ], [ %248, %245 ]
  %254 = phi i64 [ 0, %212 ], [ %249, %245 ]
  %255 = phi double [ 0.000000e+00, %212 ], [ %248, %245 ]
  %256 = icmp eq i64 %214, 0
  br i1 %256, label %271, label %257

257:                                              ; preds = %252
  %258 = getelementptr inbounds double, ptr %3, i64 %254
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = fcmp olt double %259, -2.000000e-01
  br i1 %260, label %267, label %261

261:                                              ; preds = %257
  %262 = fcmp ogt double %259, 0x3FF199988D2A1F8F
  br i1 %262, label %265, label %263

263:                                              ; preds = %261
  %264 = fmul double %259, %259
  br label %267

265:                                              ; preds = %261
  %266 = fmul double %259, 0x3FF199988D2A1F8F
  br label %267

267:                                              ; preds = %265, %263, %257
  %268 = phi double [ %266, %265 ], [ %264, %263 ], [ -2.000000e-01, %257 ]
  %269 = fmul double %259, %268
  %270 = fadd double %255, %269
  br label %271

271:                                              ; preds = %252, %267
  %272 = phi double [ %253, %252 ], [ %270, %267 ]
  %273 = fsub double %213, %272
  br label %274

274:                                              ; preds = %136, %271
  %275 = phi double [ %273, %271 ], [ 0.000000e+00, %136 ]
  %276 = fdiv double %275, 2.000000e-06
  %277 = fsub double %12, %276
  %278 = call double @llvm.fabs.f64(double %277)
  %279 = call double @llvm.fabs.f64(double %276)
  %280 = call double @llvm.maxnum.f64(double %279, double 1.000000e+00)
  %281 = fmul double %280, 0x3EB0C6F7A0B5ED8D
  %282 = fcmp ugt double %278, %281
  %283 = fcmp ule double %279, 1.000000e-09
  %284 = or i1 %283, %282
  %285 = select i1 %284, ptr @.str.5, ptr @.str.6
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %12, double noundef %276, ptr noundef nonnull %285)
  %287 = zext i1 %284 to i32
  %288 = load i32, ptr @fails, align 4, !tbaa !5
  %289 = add nsw i32 %288, %287
  store i32 %289, ptr @fails, align 4, !tbaa !5
  %290 = add nsw i64 %152, -1
  %291 = and i64 %152, 1
  %292 = icmp eq i64 %290, 0
  %293 = and i64 %152, 2147483646
  %294 = icmp eq i64 %291, 0
  %295 = and i64 %152, 1
  %296 = icmp eq i64 %290, 0
  %297 = and i64 %152, 2147483646
  %298 = icmp eq i64 %295, 0
  br label %373

299:                                              ; preds = %0, %347
  %300 = phi i64 [ 0, %0 ], [ %364, %347 ]
  %301 = getelementptr inbounds [4 x double], ptr @__const.main.pts, i64 0, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str, double noundef %302) #11
  %304 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pw, double noundef %302) #11
  %305 = fadd double %302, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp olt double %305, -1.000000e+00
  br i1 %306, label %307, label %311

307:                                              ; preds = %299
  %308 = fneg double %305
  %309 = fmul double %305, -2.000000e+00
  %310 = call double @llvm.fmuladd.f64(double %308, double %305, double %309)
  br label %325

311:                                              ; preds = %299
  %312 = fcmp olt double %305, 5.000000e-01
  br i1 %312, label %313, label %316

313:                                              ; preds = %311
  %314 = call double @sin(double noundef %305) #11
  %315 = fadd double %314, 1.000000e+00
  br label %325

316:                                              ; preds = %311
  %317 = fcmp olt double %305, 2.000000e+00
  br i1 %317, label %318, label %322

318:                                              ; preds = %316
  %319 = fadd double %305, -5.000000e-01
  %320 = call double @exp(double noundef %319) #11
  %321 = fmul double %305, %320
  br label %325

322:                                              ; preds = %316
  %323 = call double @log(double noundef %305) #11
  %324 = call double @llvm.fmuladd.f64(double %305, double 3.000000e+00, double %323)
  br label %325

325:                                              ; preds = %307, %313, %318, %322
  %326 = phi double [ %310, %307 ], [ %315, %313 ], [ %321, %318 ], [ %324, %322 ]
  %327 = fadd double %302, 0xBEB0C6F7A0B5ED8D
  %328 = fcmp olt double %327, -1.000000e+00
  br i1 %328, label %329, label %333

329:                                              ; preds = %325
  %330 = fneg double %327
  %331 = fmul double %327, -2.000000e+00
  %332 = call double @llvm.fmuladd.f64(double %330, double %327, double %331)
  br label %347

333:                                              ; preds = %325
  %334 = fcmp olt double %327, 5.000000e-01
  br i1 %334, label %335, label %338

335:                                              ; preds = %333
  %336 = call double @sin(double noundef %327) #11
  %337 = fadd double %336, 1.000000e+00
  br label %347

338:                                              ; preds = %333
  %339 = fcmp olt double %327, 2.000000e+00
  br i1 %339, label %340, label %344

340:                                              ; preds = %338
  %341 = fadd double %327, -5.000000e-01
  %342 = call double @exp(double noundef %341) #11
  %343 = fmul double %327, %342
  br label %347

344:                                              ; preds = %338
  %345 = call double @log(double noundef %327) #11
  %346 = call double @llvm.fmuladd.f64(double %327, double 3.000000e+00, double %345)
  br label %347

347:                                              ; preds = %329, %335, %340, %344
  %348 = phi double [ %332, %329 ], [ %337, %335 ], [ %343, %340 ], [ %346, %344 ]
  %349 = fsub double %326, %348
  %350 = fdiv double %349, 2.000000e-06
  %351 = fsub double %304, %350
  %352 = call double @llvm.fabs.f64(double %351)
  %353 = call double @llvm.fabs.f64(double %350)
  %354 = call double @llvm.maxnum.f64(double %353, double 1.000000e+00)
  %355 = fmul double %354, 0x3EB0C6F7A0B5ED8D
  %356 = fcmp ugt double %352, %355
  %357 = fcmp ule double %353, 1.000000e-09
  %358 = or i1 %357, %356
  %359 = select i1 %358, ptr @.str.5, ptr @.str.6
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %304, double noundef %350, ptr noundef nonnull %359)
  %361 = zext i1 %358 to i32
  %362 = load i32, ptr @fails, align 4, !tbaa !5
  %363 = add nsw i32 %362, %361
  store i32 %363, ptr @fails, align 4, !tbaa !5
  %364 = add nuw nsw i64 %300, 1
  %365 = icmp eq i64 %364, 4
  br i1 %365, label %5, label %299, !llvm.loop !13

366:                                              ; preds = %486
  %367 = icmp eq i32 %507, 0
  %368 = select i1 %367, ptr @.str.6, ptr @.str.5
  %369 = call i32 @puts(ptr nonnull dereferenceable(1) %368)
  %370 = load i32, ptr @fails, align 4, !tbaa !5
  %371 = icmp ne i32 %370, 0
  %372 = zext i1 %371 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %372

373:                                              ; preds = %274, %486
  %374 = phi i64 [ 0, %274 ], [ %508, %486 ]
  %375 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %374
  %376 = load double, ptr %375, align 8, !tbaa !9
  %377 = fadd double %376, 0x3EB0C6F7A0B5ED8D
  store double %377, ptr %375, align 8, !tbaa !9
  br i1 %13, label %378, label %486

378:                                              ; preds = %373
  br i1 %292, label %413, label %379

379:                                              ; preds = %378, %406
  %380 = phi i64 [ %410, %406 ], [ 0, %378 ]
  %381 = phi double [ %409, %406 ], [ 0.000000e+00, %378 ]
  %382 = phi i64 [ %411, %406 ], [ 0, %378 ]
  %383 = getelementptr inbounds double, ptr %3, i64 %380
  %384 = load double, ptr %383, align 16, !tbaa !9
  %385 = fcmp olt double %384, -2.000000e-01
  br i1 %385, label %392, label %386

386:                                              ; preds = %379
  %387 = fcmp ogt double %384, 1.100000e+00
  br i1 %387, label %388, label %390

388:                                              ; preds = %386
  %389 = fmul double %384, 1.100000e+00
  br label %392

390:                                              ; preds = %386
  %391 = fmul double %384, %384
  br label %392

392:                                              ; preds = %390, %388, %379
  %393 = phi double [ %389, %388 ], [ %391, %390 ], [ -2.000000e-01, %379 ]
  %394 = fmul double %384, %393
  %395 = fadd double %381, %394
  %396 = or disjoint i64 %380, 1
  %397 = getelementptr inbounds double, ptr %3, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = fcmp olt double %398, -2.000000e-01
  br i1 %399, label %406, label %400

400:                                              ; preds = %392
  %401 = fcmp ogt double %398, 1.100000e+00
  br i1 %401, label %404, label %402

402:                                              ; preds = %400
  %403 = fmul double %398, %398
  br label %406

404:                                              ; preds = %400
  %405 = fmul double %398, 1.100000e+00
  br label %406

406:                                              ; preds = %404, %402, %392
  %407 = phi double [ %405, %404 ], [ %403, %402 ], [ -2.000000e-01, %392 ]
  %408 = fmul double %398, %407
  %409 = fadd double %395, %408
  %410 = add nuw nsw i64 %380, 2
  %411 = add i64 %382, 2
  %412 = icmp eq i64 %411, %293
  br i1 %412, label %413, label %379, !llvm.loop !11

413:                                              ; preds = %406, %378
  %414 = phi double [ poison, %378 ], [ %409, %406 ]
  %415 = phi i64 [ 0, %378 ], [ %410, %406 ]
  %416 = phi double [ 0.000000e+00, %378 ], [ %409, %406 ]
  br i1 %294, label %431, label %417

417:                                              ; preds = %413
  %418 = getelementptr inbounds double, ptr %3, i64 %415
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = fcmp olt double %419, -2.000000e-01
  br i1 %420, label %427, label %421

421:                                              ; preds = %417
  %422 = fcmp ogt double %419, 1.100000e+00
  br i1 %422, label %425, label %423

423:                                              ; preds = %421
  %424 = fmul double %419, %419
  br label %427

425:                                              ; preds = %421
  %426 = fmul double %419, 1.100000e+00
  br label %427

427:                                              ; preds = %425, %423, %417
  %428 = phi double [ %426, %425 ], [ %424, %423 ], [ -2.000000e-01, %417 ]
  %429 = fmul double %419, %428
  %430 = fadd double %416, %429
  br label %431

431:                                              ; preds = %413, %427
  %432 = phi double [ %414, %413 ], [ %430, %427 ]
  %433 = fadd double %376, 0xBEB0C6F7A0B5ED8D
  store double %433, ptr %375, align 8, !tbaa !9
  br i1 %296, label %468, label %434

434:                                              ; preds = %431, %461
  %435 = phi i64 [ %465, %461 ], [ 0, %431 ]
  %436 = phi double [ %464, %461 ], [ 0.000000e+00, %431 ]
  %437 = phi i64 [ %466, %461 ], [ 0, %431 ]
  %438 = getelementptr inbounds double, ptr %3, i64 %435
  %439 = load double, ptr %438, align 16, !tbaa !9
  %440 = fcmp olt double %439, -2.000000e-01
  br i1 %440, label %447, label %441

441:                                              ; preds = %434
  %442 = fcmp ogt double %439, 1.100000e+00
  br i1 %442, label %443, label %445

443:                                              ; preds = %441
  %444 = fmul double %439, 1.100000e+00
  br label %447

445:                                              ; preds = %441
  %446 = fmul double %439, %439
  br label %447

447:                                              ; preds = %445, %443, %434
  %448 = phi double [ %444, %443 ], [ %446, %445 ], [ -2.000000e-01, %434 ]
  %449 = fmul double %439, %448
  %450 = fadd double %436, %449
  %451 = or disjoint i64 %435, 1
  %452 = getelementptr inbounds double, ptr %3, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = fcmp olt double %453, -2.000000e-01
  br i1 %454, label %461, label %455

455:                                              ; preds = %447
  %456 = fcmp ogt double %453, 1.100000e+00
  br i1 %456, label %459, label %457

457:                                              ; preds = %455
  %458 = fmul double %453, %453
  br label %461

459:                                              ; preds = %455
  %460 = fmul double %453, 1.100000e+00
  br label %461

461:                                              ; preds = %459, %457, %447
  %462 = phi double [ %460, %459 ], [ %458, %457 ], [ -2.000000e-01, %447 ]
  %463 = fmul double %453, %462
  %464 = fadd double %450, %463
  %465 = add nuw nsw i64 %435, 2
  %466 = add i64 %437, 2
  %467 = icmp eq i64 %466, %297
  br i1 %467, label %468, label %434, !llvm.loop !11

468:                                              ; preds = %461, %431
  %469 = phi double [ poison, %431 ], [ %464, %461 ]
  %470 = phi i64 [ 0, %431 ], [ %465, %461 ]
  %471 = phi double [ 0.000000e+00, %431 ], [ %464, %461 ]
  br i1 %298, label %486, label %472

472:                                              ; preds = %468
  %473 = getelementptr inbounds double, ptr %3, i64 %470
  %474 = load double, ptr %473, align 8, !tbaa !9
  %475 = fcmp olt double %474, -2.000000e-01
  br i1 %475, label %482, label %476

476:                                              ; preds = %472
  %477 = fcmp ogt double %474, 1.100000e+00
  br i1 %477, label %480, label %478

478:                                              ; preds = %476
  %479 = fmul double %474, %474
  br label %482

480:                                              ; preds = %476
  %481 = fmul double %474, 1.100000e+00
  br label %482

482:                                              ; preds = %480, %478, %472
  %483 = phi double [ %481, %480 ], [ %479, %478 ], [ -2.000000e-01, %472 ]
  %484 = fmul double %474, %483
  %485 = fadd double %471, %484
  br label %486

486:                                              ; preds = %482, %468, %373
  %487 = phi double [ 0.000000e+00, %373 ], [ %432, %468 ], [ %432, %482 ]
  %488 = phi double [ 0.000000e+00, %373 ], [ %469, %468 ], [ %485, %482 ]
  store double %376, ptr %375, align 8, !tbaa !9
  %489 = trunc nuw nsw i64 %374 to i32
  %490 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.3, i32 noundef %489) #11
  %491 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %374
  %492 = load double, ptr %491, align 8, !tbaa !9
  %493 = fsub double %487, %488
  %494 = fdiv double %493, 2.000000e-06
  %495 = fsub double %492, %494
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = call double @llvm.fabs.f64(double %494)
  %498 = call double @llvm.maxnum.f64(double %497, double 1.000000e+00)
  %499 = fmul double %498, 0x3EB0C6F7A0B5ED8D
  %500 = fcmp ugt double %496, %499
  %501 = fcmp ule double %497, 1.000000e-09
  %502 = or i1 %501, %500
  %503 = select i1 %502, ptr @.str.5, ptr @.str.6
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %492, double noundef %494, ptr noundef nonnull %503)
  %505 = zext i1 %502 to i32
  %506 = load i32, ptr @fails, align 4, !tbaa !5
  %507 = add nsw i32 %506, %505
  store i32 %507, ptr @fails, align 4, !tbaa !5
  %508 = add nuw nsw i64 %374, 1
  %509 = icmp eq i64 %508, 7
  br i1 %509, label %366, label %373, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @pw(double noundef %0) #5 {
  %2 = fcmp olt double %0, -1.000000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = fneg double %0
  %5 = fmul double %0, -2.000000e+00
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %5)
  br label %21

7:                                                ; preds = %1
  %8 = fcmp olt double %0, 5.000000e-01
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = tail call double @sin(double noundef %0) #11
  %11 = fadd double %10, 1.000000e+00
  br label %21

12:                                               ; preds = %7
  %13 = fcmp olt double %0, 2.000000e+00
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = fadd double %0, -5.000000e-01
  %16 = tail call double @exp(double noundef %15) #11
  %17 = fmul double %16, %0
  br label %21

18:                                               ; preds = %12
  %19 = tail call double @log(double noundef %0) #11
  %20 = tail call double @llvm.fmuladd.f64(double %0, double 3.000000e+00, double %19)
  br label %21

21:                                               ; preds = %18, %14, %9, %3
  %22 = phi double [ %6, %3 ], [ %11, %9 ], [ %17, %14 ], [ %20, %18 ]
  ret double %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @clip_sum(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %33

12:                                               ; preds = %60, %6
  %13 = phi double [ poison, %6 ], [ %63, %60 ]
  %14 = phi i64 [ 0, %6 ], [ %64, %60 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %63, %60 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %31, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds double, ptr %0, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fcmp olt double %19, %2
  br i1 %20, label %27, label %21

21:                                               ; preds = %17
  %22 = fcmp ogt double %19, %3
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = fmul double %19, %19
  br label %27

25:                                               ; preds = %21
  %26 = fmul double %19, %3
  br label %27

27:                                               ; preds = %25, %23, %17
  %28 = phi double [ %26, %25 ], [ %24, %23 ], [ %2, %17 ]
  %29 = fmul double %19, %28
  %30 = fadd double %15, %29
  br label %31

31:                                               ; preds = %27, %12, %4
  %32 = phi double [ 0.000000e+00, %4 ], [ %13, %12 ], [ %30, %27 ]
  ret double %32

33:                                               ; preds = %60, %10
  %34 = phi i64 [ 0, %10 ], [ %64, %60 ]
  %35 = phi double [ 0.000000e+00, %10 ], [ %63, %60 ]
  %36 = phi i64 [ 0, %10 ], [ %65, %60 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fcmp olt double %38, %2
  br i1 %39, label %46, label %40

40:                                               ; preds = %33
  %41 = fcmp ogt double %38, %3
  br i1 %41, label %42, label %44

42:                                               ; preds = %40
  %43 = fmul double %38, %3
  br label %46

44:                                               ; preds = %40
  %45 = fmul double %38, %38
  br label %46

46:                                               ; preds = %33, %42, %44
  %47 = phi double [ %43, %42 ], [ %45, %44 ], [ %2, %33 ]
  %48 = fmul double %38, %47
  %49 = fadd double %35, %48
  %50 = or disjoint i64 %34, 1
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fcmp olt double %52, %2
  br i1 %53, label %60, label %54

54:                                               ; preds = %46
  %55 = fcmp ogt double %52, %3
  br i1 %55, label %58, label %56

56:                                               ; preds = %54
  %57 = fmul double %52, %52
  br label %60

58:                                               ; preds = %54
  %59 = fmul double %52, %3
  br label %60

60:                                               ; preds = %58, %56, %46
  %61 = phi double [ %59, %58 ], [ %57, %56 ], [ %2, %46 ]
  %62 = fmul double %52, %61
  %63 = fadd double %49, %62
  %64 = add nuw nsw i64 %34, 2
  %65 = add i64 %36, 2
  %66 = icmp eq i64 %65, %11
  br i1 %66, label %12, label %33, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
