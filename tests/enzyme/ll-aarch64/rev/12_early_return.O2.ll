; ModuleID = 'rev/12_early_return.c'
source_filename = "rev/12_early_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.thr = private unnamed_addr constant [2 x double] [double 2.500000e+00, double 1.000000e+02], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [24 x i8] c"first_over(%g) d/dx[%d]\00", align 1
@__const.main.pts = private unnamed_addr constant [2 x double] [double 1.600000e+00, double 4.000000e+00], align 8
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"interp(%g) d/dx\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"interp(%g) d/dys[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [40 x i8], align 1
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10
  store <2 x double> <double 8.000000e-01, double -6.000000e-01>, ptr %2, align 16
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 9.000000e-01, double 1.100000e+00>, ptr %9, align 16
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0x3FE6666666666666, double -1.300000e+00>, ptr %10, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  %11 = icmp sgt i32 %8, 0
  %12 = zext nneg i32 %8 to i64
  br label %23

13:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #10
  store i64 0, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x double> <double 5.000000e-01, double 1.200000e+00>, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 24
  store <2 x double> <double 2.000000e+00, double 2.400000e+00>, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 40
  store double 3.500000e+00, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  store <2 x double> <double 1.000000e+00, double 3.000000e-01>, ptr %6, align 16
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double -4.000000e-01, double 8.000000e-01>, ptr %17, align 16
  %18 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 1.500000e+00, double 9.000000e-01>, ptr %18, align 16
  %19 = getelementptr i8, ptr %6, i64 -8
  %20 = icmp sgt i32 %8, 1
  %21 = sext i32 %8 to i64
  %22 = getelementptr double, ptr %19, i64 %21
  br label %137

23:                                               ; preds = %0, %31
  %24 = phi i1 [ true, %0 ], [ false, %31 ]
  %25 = phi i64 [ 0, %0 ], [ 1, %31 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %28 = getelementptr inbounds [2 x double], ptr @__const.main.thr, i64 0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @first_over, i32 noundef %26, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %27, i32 noundef %8, i32 noundef %27, double noundef %29) #10
  br label %32

31:                                               ; preds = %123
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  br i1 %24, label %23, label %13, !llvm.loop !12

32:                                               ; preds = %23, %123
  %33 = phi i64 [ 0, %23 ], [ %128, %123 ]
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str, double noundef %29, i32 noundef %34) #10
  %36 = icmp ugt i64 %33, 3
  %37 = and i1 %24, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %32
  %39 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fcmp une double %40, 0.000000e+00
  %42 = select i1 %41, ptr @.str.4, ptr @.str.5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %40, ptr noundef nonnull %42)
  br label %123

44:                                               ; preds = %32
  %45 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %33
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !10
  br i1 %11, label %48, label %106

48:                                               ; preds = %44
  %49 = load double, ptr %2, align 16, !tbaa !10
  %50 = call double @llvm.fmuladd.f64(double %49, double %49, double 0.000000e+00)
  %51 = fcmp ogt double %50, %29
  br i1 %51, label %65, label %52

52:                                               ; preds = %48, %57
  %53 = phi double [ %60, %57 ], [ %50, %48 ]
  %54 = phi i64 [ %55, %57 ], [ 0, %48 ]
  %55 = add nuw nsw i64 %54, 1
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %73, label %57, !llvm.loop !14

57:                                               ; preds = %52
  %58 = getelementptr inbounds double, ptr %2, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = call double @llvm.fmuladd.f64(double %59, double %59, double %53)
  %61 = fcmp ogt double %60, %29
  br i1 %61, label %62, label %52, !llvm.loop !14

62:                                               ; preds = %57
  %63 = icmp ult i64 %55, %12
  %64 = freeze i1 %63
  br label %65

65:                                               ; preds = %62, %48
  %66 = phi i1 [ true, %48 ], [ %64, %62 ]
  %67 = phi double [ %49, %48 ], [ %59, %62 ]
  %68 = phi double [ %50, %48 ], [ %60, %62 ]
  %69 = call double @sin(double noundef %67) #10
  %70 = fneg double %68
  %71 = select i1 %66, double %69, double %70
  %72 = fmul double %68, %71
  br label %76

73:                                               ; preds = %52
  %74 = fneg double %53
  %75 = fmul double %53, %74
  br label %76

76:                                               ; preds = %65, %73
  %77 = phi double [ %75, %73 ], [ %72, %65 ]
  %78 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %78, ptr %45, align 8, !tbaa !10
  %79 = load double, ptr %2, align 16, !tbaa !10
  %80 = call double @llvm.fmuladd.f64(double %79, double %79, double 0.000000e+00)
  %81 = fcmp ogt double %80, %29
  br i1 %81, label %95, label %82

82:                                               ; preds = %76, %87
  %83 = phi double [ %90, %87 ], [ %80, %76 ]
  %84 = phi i64 [ %85, %87 ], [ 0, %76 ]
  %85 = add nuw nsw i64 %84, 1
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %103, label %87, !llvm.loop !14

87:                                               ; preds = %82
  %88 = getelementptr inbounds double, ptr %2, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %83)
  %91 = fcmp ogt double %90, %29
  br i1 %91, label %92, label %82, !llvm.loop !14

92:                                               ; preds = %87
  %93 = icmp ult i64 %85, %12
  %94 = freeze i1 %93
  br label %95

95:                                               ; preds = %92, %76
  %96 = phi i1 [ true, %76 ], [ %94, %92 ]
  %97 = phi double [ %79, %76 ], [ %89, %92 ]
  %98 = phi double [ %80, %76 ], [ %90, %92 ]
  %99 = call double @sin(double noundef %97) #10
  %100 = fneg double %98
  %101 = select i1 %96, double %99, double %100
  %102 = fmul double %98, %101
  br label %106

103:                                              ; preds = %82
  %104 = fneg double %83
  %105 = fmul double %83, %104
  br label %106

106:                                              ; preds = %95, %103, %44
  %107 = phi double [ %77, %103 ], [ -0.000000e+00, %44 ], [ %77, %95 ]
  %108 = phi double [ %105, %103 ], [ -0.000000e+00, %44 ], [ %102, %95 ]
  store double %46, ptr %45, align 8, !tbaa !10
  %109 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %110 = load double, ptr %109, align 8, !tbaa !10
  %111 = fsub double %107, %108
  %112 = fdiv double %111, 2.000000e-06
  %113 = fsub double %110, %112
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = call double @llvm.fabs.f64(double %112)
  %116 = call double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  %117 = fmul double %116, 0x3EB0C6F7A0B5ED8D
  %118 = fcmp ugt double %114, %117
  %119 = fcmp ule double %115, 1.000000e-09
  %120 = or i1 %119, %118
  %121 = select i1 %120, ptr @.str.4, ptr @.str.5
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %110, double noundef %112, ptr noundef nonnull %121)
  br label %123

123:                                              ; preds = %106, %38
  %124 = phi i1 [ %120, %106 ], [ %41, %38 ]
  %125 = zext i1 %124 to i32
  %126 = load i32, ptr @fails, align 4, !tbaa !6
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr @fails, align 4, !tbaa !6
  %128 = add nuw nsw i64 %33, 1
  %129 = icmp eq i64 %128, 6
  br i1 %129, label %31, label %32, !llvm.loop !15

130:                                              ; preds = %222
  %131 = icmp eq i32 %318, 0
  %132 = select i1 %131, ptr @.str.5, ptr @.str.4
  %133 = call i32 @puts(ptr nonnull dereferenceable(1) %132)
  %134 = load i32, ptr @fails, align 4, !tbaa !6
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %136

137:                                              ; preds = %13, %222
  %138 = phi i1 [ true, %13 ], [ false, %222 ]
  %139 = phi i64 [ 0, %13 ], [ 1, %222 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %140 = getelementptr inbounds [2 x double], ptr @__const.main.pts, i64 0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !10
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %143 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %144 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %145 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @interp, i32 noundef %142, ptr noundef nonnull %5, i32 noundef %143, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %142, i32 noundef %8, i32 noundef %144, double noundef %141) #10
  %146 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str.1, double noundef %141) #10
  %147 = fadd double %141, 0x3EB0C6F7A0B5ED8D
  br i1 %20, label %148, label %172

148:                                              ; preds = %137, %153
  %149 = phi i64 [ %154, %153 ], [ 1, %137 ]
  %150 = getelementptr inbounds double, ptr %5, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !10
  %152 = fcmp ogt double %151, %147
  br i1 %152, label %156, label %153

153:                                              ; preds = %148
  %154 = add nuw nsw i64 %149, 1
  %155 = icmp eq i64 %154, %12
  br i1 %155, label %172, label %148, !llvm.loop !16

156:                                              ; preds = %148
  %157 = shl i64 %149, 32
  %158 = add i64 %157, -4294967296
  %159 = ashr exact i64 %158, 32
  %160 = getelementptr inbounds double, ptr %5, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !10
  %162 = fsub double %147, %161
  %163 = fsub double %151, %161
  %164 = fdiv double %162, %163
  %165 = getelementptr inbounds double, ptr %6, i64 %159
  %166 = load double, ptr %165, align 8, !tbaa !10
  %167 = fmul double %164, %164
  %168 = getelementptr inbounds double, ptr %6, i64 %149
  %169 = load double, ptr %168, align 8, !tbaa !10
  %170 = fsub double %169, %166
  %171 = call double @llvm.fmuladd.f64(double %167, double %170, double %166)
  br label %175

172:                                              ; preds = %153, %137
  %173 = load double, ptr %22, align 8, !tbaa !10
  %174 = fmul double %147, %173
  br label %175

175:                                              ; preds = %156, %172
  %176 = phi double [ %171, %156 ], [ %174, %172 ]
  %177 = fadd double %141, 0xBEB0C6F7A0B5ED8D
  br i1 %20, label %178, label %202

178:                                              ; preds = %175, %183
  %179 = phi i64 [ %184, %183 ], [ 1, %175 ]
  %180 = getelementptr inbounds double, ptr %5, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !10
  %182 = fcmp ogt double %181, %177
  br i1 %182, label %186, label %183

183:                                              ; preds = %178
  %184 = add nuw nsw i64 %179, 1
  %185 = icmp eq i64 %184, %12
  br i1 %185, label %202, label %178, !llvm.loop !16

186:                                              ; preds = %178
  %187 = shl i64 %179, 32
  %188 = add i64 %187, -4294967296
  %189 = ashr exact i64 %188, 32
  %190 = getelementptr inbounds double, ptr %5, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !10
  %192 = fsub double %177, %191
  %193 = fsub double %181, %191
  %194 = fdiv double %192, %193
  %195 = getelementptr inbounds double, ptr %6, i64 %189
  %196 = load double, ptr %195, align 8, !tbaa !10
  %197 = fmul double %194, %194
  %198 = getelementptr inbounds double, ptr %6, i64 %179
  %199 = load double, ptr %198, align 8, !tbaa !10
  %200 = fsub double %199, %196
  %201 = call double @llvm.fmuladd.f64(double %197, double %200, double %196)
  br label %205

202:                                              ; preds = %183, %175
  %203 = load double, ptr %22, align 8, !tbaa !10
  %204 = fmul double %177, %203
  br label %205

205:                                              ; preds = %186, %202
  %206 = phi double [ %201, %186 ], [ %204, %202 ]
  %207 = fsub double %176, %206
  %208 = fdiv double %207, 2.000000e-06
  %209 = fsub double %145, %208
  %210 = call double @llvm.fabs.f64(double %209)
  %211 = call double @llvm.fabs.f64(double %208)
  %212 = call double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  %213 = fmul double %212, 0x3EB0C6F7A0B5ED8D
  %214 = fcmp ugt double %210, %213
  %215 = fcmp ule double %211, 1.000000e-09
  %216 = or i1 %215, %214
  %217 = select i1 %216, ptr @.str.4, ptr @.str.5
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %145, double noundef %208, ptr noundef nonnull %217)
  %219 = zext i1 %216 to i32
  %220 = load i32, ptr @fails, align 4, !tbaa !6
  %221 = add nsw i32 %220, %219
  store i32 %221, ptr @fails, align 4, !tbaa !6
  br label %223

222:                                              ; preds = %314
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #10
  br i1 %138, label %137, label %130, !llvm.loop !17

223:                                              ; preds = %205, %314
  %224 = phi i64 [ 0, %205 ], [ %319, %314 ]
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str.2, double noundef %141, i32 noundef %225) #10
  %227 = and i32 %225, 6
  %228 = icmp eq i32 %227, 2
  %229 = icmp eq i64 %224, 5
  %230 = select i1 %138, i1 %228, i1 %229
  br i1 %230, label %237, label %231

231:                                              ; preds = %223
  %232 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %224
  %233 = load double, ptr %232, align 8, !tbaa !10
  %234 = fcmp une double %233, 0.000000e+00
  %235 = select i1 %234, ptr @.str.4, ptr @.str.5
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %233, ptr noundef nonnull %235)
  br label %314

237:                                              ; preds = %223
  %238 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %224
  %239 = load double, ptr %238, align 8, !tbaa !10
  %240 = fadd double %239, 0x3EB0C6F7A0B5ED8D
  store double %240, ptr %238, align 8, !tbaa !10
  br i1 %20, label %241, label %265

241:                                              ; preds = %237, %246
  %242 = phi i64 [ %247, %246 ], [ 1, %237 ]
  %243 = getelementptr inbounds double, ptr %5, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !10
  %245 = fcmp ogt double %244, %141
  br i1 %245, label %249, label %246

246:                                              ; preds = %241
  %247 = add nuw nsw i64 %242, 1
  %248 = icmp eq i64 %247, %12
  br i1 %248, label %265, label %241, !llvm.loop !16

249:                                              ; preds = %241
  %250 = shl i64 %242, 32
  %251 = add i64 %250, -4294967296
  %252 = ashr exact i64 %251, 32
  %253 = getelementptr inbounds double, ptr %5, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !10
  %255 = fsub double %141, %254
  %256 = fsub double %244, %254
  %257 = fdiv double %255, %256
  %258 = getelementptr inbounds double, ptr %6, i64 %252
  %259 = load double, ptr %258, align 8, !tbaa !10
  %260 = fmul double %257, %257
  %261 = getelementptr inbounds double, ptr %6, i64 %242
  %262 = load double, ptr %261, align 8, !tbaa !10
  %263 = fsub double %262, %259
  %264 = call double @llvm.fmuladd.f64(double %260, double %263, double %259)
  br label %268

265:                                              ; preds = %246, %237
  %266 = load double, ptr %22, align 8, !tbaa !10
  %267 = fmul double %141, %266
  br label %268

268:                                              ; preds = %249, %265
  %269 = phi double [ %264, %249 ], [ %267, %265 ]
  %270 = fadd double %239, 0xBEB0C6F7A0B5ED8D
  store double %270, ptr %238, align 8, !tbaa !10
  br i1 %20, label %271, label %295

271:                                              ; preds = %268, %276
  %272 = phi i64 [ %277, %276 ], [ 1, %268 ]
  %273 = getelementptr inbounds double, ptr %5, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !10
  %275 = fcmp ogt double %274, %141
  br i1 %275, label %279, label %276

276:                                              ; preds = %271
  %277 = add nuw nsw i64 %272, 1
  %278 = icmp eq i64 %277, %12
  br i1 %278, label %295, label %271, !llvm.loop !16

279:                                              ; preds = %271
  %280 = shl i64 %272, 32
  %281 = add i64 %280, -4294967296
  %282 = ashr exact i64 %281, 32
  %283 = getelementptr inbounds double, ptr %5, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !10
  %285 = fsub double %141, %284
  %286 = fsub double %274, %284
  %287 = fdiv double %285, %286
  %288 = getelementptr inbounds double, ptr %6, i64 %282
  %289 = load double, ptr %288, align 8, !tbaa !10
  %290 = fmul double %287, %287
  %291 = getelementptr inbounds double, ptr %6, i64 %272
  %292 = load double, ptr %291, align 8, !tbaa !10
  %293 = fsub double %292, %289
  %294 = call double @llvm.fmuladd.f64(double %290, double %293, double %289)
  br label %298

295:                                              ; preds = %276, %268
  %296 = load double, ptr %22, align 8, !tbaa !10
  %297 = fmul double %141, %296
  br label %298

298:                                              ; preds = %279, %295
  %299 = phi double [ %294, %279 ], [ %297, %295 ]
  store double %239, ptr %238, align 8, !tbaa !10
  %300 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %224
  %301 = load double, ptr %300, align 8, !tbaa !10
  %302 = fsub double %269, %299
  %303 = fdiv double %302, 2.000000e-06
  %304 = fsub double %301, %303
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = call double @llvm.fabs.f64(double %303)
  %307 = call double @llvm.maxnum.f64(double %306, double 1.000000e+00)
  %308 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %309 = fcmp ugt double %305, %308
  %310 = fcmp ule double %306, 1.000000e-09
  %311 = or i1 %310, %309
  %312 = select i1 %311, ptr @.str.4, ptr @.str.5
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %301, double noundef %303, ptr noundef nonnull %312)
  br label %314

314:                                              ; preds = %298, %231
  %315 = phi i1 [ %311, %298 ], [ %234, %231 ]
  %316 = zext i1 %315 to i32
  %317 = load i32, ptr @fails, align 4, !tbaa !6
  %318 = add nsw i32 %317, %316
  store i32 %318, ptr @fails, align 4, !tbaa !6
  %319 = add nuw nsw i64 %224, 1
  %320 = icmp eq i64 %319, 6
  br i1 %320, label %222, label %223, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @first_over(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %39

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = zext nneg i32 %1 to i64
  %8 = load double, ptr %0, align 8, !tbaa !10
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %8, double 0.000000e+00)
  %10 = fcmp ogt double %9, %2
  br i1 %10, label %24, label %11

11:                                               ; preds = %5, %16
  %12 = phi double [ %19, %16 ], [ %9, %5 ]
  %13 = phi i64 [ %14, %16 ], [ 0, %5 ]
  %14 = add nuw nsw i64 %13, 1
  %15 = icmp eq i64 %14, %7
  br i1 %15, label %32, label %16, !llvm.loop !14

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %12)
  %20 = fcmp ogt double %19, %2
  br i1 %20, label %21, label %11, !llvm.loop !14

21:                                               ; preds = %16
  %22 = icmp ult i64 %14, %6
  %23 = freeze i1 %22
  br label %24

24:                                               ; preds = %21, %5
  %25 = phi i1 [ true, %5 ], [ %23, %21 ]
  %26 = phi double [ %8, %5 ], [ %18, %21 ]
  %27 = phi double [ %9, %5 ], [ %19, %21 ]
  %28 = tail call double @sin(double noundef %26) #10
  %29 = fmul double %27, %28
  %30 = fneg double %27
  %31 = fmul double %27, %30
  br i1 %25, label %37, label %39

32:                                               ; preds = %11
  %33 = icmp ult i64 %14, %6
  %34 = freeze i1 %33
  %35 = fneg double %12
  %36 = fmul double %12, %35
  br i1 %34, label %37, label %39

37:                                               ; preds = %24, %32
  %38 = phi double [ %29, %24 ], [ undef, %32 ]
  br label %39

39:                                               ; preds = %3, %24, %32, %37
  %40 = phi double [ %38, %37 ], [ %36, %32 ], [ %31, %24 ], [ -0.000000e+00, %3 ]
  ret double %40
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @interp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) #6 {
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %32

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  br label %8

8:                                                ; preds = %6, %13
  %9 = phi i64 [ 1, %6 ], [ %14, %13 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = fcmp ogt double %11, %3
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %7
  br i1 %15, label %32, label %8, !llvm.loop !16

16:                                               ; preds = %8
  %17 = shl i64 %9, 32
  %18 = add i64 %17, -4294967296
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fsub double %3, %21
  %23 = fsub double %11, %21
  %24 = fdiv double %22, %23
  %25 = getelementptr inbounds double, ptr %1, i64 %19
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = fmul double %24, %24
  %28 = getelementptr inbounds double, ptr %1, i64 %9
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = fsub double %29, %26
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %26)
  br label %38

32:                                               ; preds = %13, %4
  %33 = sext i32 %2 to i64
  %34 = getelementptr double, ptr %1, i64 %33
  %35 = getelementptr i8, ptr %34, i64 -8
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = fmul double %36, %3
  br label %38

38:                                               ; preds = %16, %32
  %39 = phi double [ %31, %16 ], [ %37, %32 ]
  ret double %39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
