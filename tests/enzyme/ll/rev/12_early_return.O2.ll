; ModuleID = 'rev/12_early_return.c'
source_filename = "rev/12_early_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.thr = private unnamed_addr constant [2 x double] [double 2.500000e+00, double 1.000000e+02], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [24 x i8] c"first_over(%g) d/dx[%d]\00", align 1
@__const.main.pts = private unnamed_addr constant [2 x double] [double 1.600000e+00, double 4.000000e+00], align 16
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
  %3 = alloca [40 x i8], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 16, i1 false)
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
  br label %139

23:                                               ; preds = %0, %31
  %24 = phi i1 [ true, %0 ], [ false, %31 ]
  %25 = phi i64 [ 0, %0 ], [ 1, %31 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %28 = getelementptr inbounds [2 x double], ptr @__const.main.thr, i64 0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @first_over, i32 noundef %26, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %27, i32 noundef %8, i32 noundef %27, double noundef %29) #10
  br label %32

31:                                               ; preds = %125
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  br i1 %24, label %23, label %13, !llvm.loop !11

32:                                               ; preds = %23, %125
  %33 = phi i64 [ 0, %23 ], [ %130, %125 ]
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str, double noundef %29, i32 noundef %34) #10
  %36 = icmp ugt i64 %33, 3
  %37 = and i1 %24, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %32
  %39 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fcmp une double %40, 0.000000e+00
  %42 = select i1 %41, ptr @.str.4, ptr @.str.5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %40, ptr noundef nonnull %42)
  br label %125

44:                                               ; preds = %32
  %45 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %33
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !9
  br i1 %11, label %48, label %108

48:                                               ; preds = %44
  %49 = load double, ptr %2, align 16, !tbaa !9
  %50 = call double @llvm.fmuladd.f64(double %49, double %49, double 0.000000e+00)
  %51 = fcmp ogt double %50, %29
  br i1 %51, label %65, label %52

52:                                               ; preds = %48, %57
  %53 = phi double [ %60, %57 ], [ %50, %48 ]
  %54 = phi i64 [ %55, %57 ], [ 0, %48 ]
  %55 = add nuw nsw i64 %54, 1
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %72, label %57, !llvm.loop !13

57:                                               ; preds = %52
  %58 = getelementptr inbounds double, ptr %2, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = call double @llvm.fmuladd.f64(double %59, double %59, double %53)
  %61 = fcmp ogt double %60, %29
  br i1 %61, label %62, label %52, !llvm.loop !13

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
  %71 = fmul double %68, %70
  br i1 %66, label %75, label %77

72:                                               ; preds = %52
  %73 = fneg double %53
  %74 = fmul double %53, %73
  br label %77

75:                                               ; preds = %65
  %76 = fmul double %68, %69
  br label %77

77:                                               ; preds = %72, %65, %75
  %78 = phi double [ %76, %75 ], [ %74, %72 ], [ %71, %65 ]
  %79 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %79, ptr %45, align 8, !tbaa !9
  %80 = load double, ptr %2, align 16, !tbaa !9
  %81 = call double @llvm.fmuladd.f64(double %80, double %80, double 0.000000e+00)
  %82 = fcmp ogt double %81, %29
  br i1 %82, label %96, label %83

83:                                               ; preds = %77, %88
  %84 = phi double [ %91, %88 ], [ %81, %77 ]
  %85 = phi i64 [ %86, %88 ], [ 0, %77 ]
  %86 = add nuw nsw i64 %85, 1
  %87 = icmp eq i64 %86, %12
  br i1 %87, label %103, label %88, !llvm.loop !13

88:                                               ; preds = %83
  %89 = getelementptr inbounds double, ptr %2, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = call double @llvm.fmuladd.f64(double %90, double %90, double %84)
  %92 = fcmp ogt double %91, %29
  br i1 %92, label %93, label %83, !llvm.loop !13

93:                                               ; preds = %88
  %94 = icmp ult i64 %86, %12
  %95 = freeze i1 %94
  br label %96

96:                                               ; preds = %93, %77
  %97 = phi i1 [ true, %77 ], [ %95, %93 ]
  %98 = phi double [ %80, %77 ], [ %90, %93 ]
  %99 = phi double [ %81, %77 ], [ %91, %93 ]
  %100 = call double @sin(double noundef %98) #10
  %101 = fneg double %99
  %102 = fmul double %99, %101
  br i1 %97, label %106, label %108

103:                                              ; preds = %83
  %104 = fneg double %84
  %105 = fmul double %84, %104
  br label %108

106:                                              ; preds = %96
  %107 = fmul double %99, %100
  br label %108

108:                                              ; preds = %103, %44, %96, %106
  %109 = phi double [ %78, %106 ], [ %78, %103 ], [ %78, %96 ], [ -0.000000e+00, %44 ]
  %110 = phi double [ %107, %106 ], [ %105, %103 ], [ %102, %96 ], [ -0.000000e+00, %44 ]
  store double %46, ptr %45, align 8, !tbaa !9
  %111 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fsub double %109, %110
  %114 = fdiv double %113, 2.000000e-06
  %115 = fsub double %112, %114
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = call double @llvm.fabs.f64(double %114)
  %118 = call double @llvm.maxnum.f64(double %117, double 1.000000e+00)
  %119 = fmul double %118, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp ugt double %116, %119
  %121 = fcmp ule double %117, 1.000000e-09
  %122 = or i1 %121, %120
  %123 = select i1 %122, ptr @.str.4, ptr @.str.5
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %112, double noundef %114, ptr noundef nonnull %123)
  br label %125

125:                                              ; preds = %108, %38
  %126 = phi i1 [ %122, %108 ], [ %41, %38 ]
  %127 = zext i1 %126 to i32
  %128 = load i32, ptr @fails, align 4, !tbaa !5
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr @fails, align 4, !tbaa !5
  %130 = add nuw nsw i64 %33, 1
  %131 = icmp eq i64 %130, 6
  br i1 %131, label %31, label %32, !llvm.loop !14

132:                                              ; preds = %224
  %133 = icmp eq i32 %320, 0
  %134 = select i1 %133, ptr @.str.5, ptr @.str.4
  %135 = call i32 @puts(ptr nonnull dereferenceable(1) %134)
  %136 = load i32, ptr @fails, align 4, !tbaa !5
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %138

139:                                              ; preds = %13, %224
  %140 = phi i1 [ true, %13 ], [ false, %224 ]
  %141 = phi i64 [ 0, %13 ], [ 1, %224 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %142 = getelementptr inbounds [2 x double], ptr @__const.main.pts, i64 0, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %145 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %146 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %147 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @interp, i32 noundef %144, ptr noundef nonnull %5, i32 noundef %145, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %144, i32 noundef %8, i32 noundef %146, double noundef %143) #10
  %148 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str.1, double noundef %143) #10
  %149 = fadd double %143, 0x3EB0C6F7A0B5ED8D
  br i1 %20, label %150, label %174

150:                                              ; preds = %139, %155
  %151 = phi i64 [ %156, %155 ], [ 1, %139 ]
  %152 = getelementptr inbounds double, ptr %5, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fcmp ogt double %153, %149
  br i1 %154, label %158, label %155

155:                                              ; preds = %150
  %156 = add nuw nsw i64 %151, 1
  %157 = icmp eq i64 %156, %12
  br i1 %157, label %174, label %150, !llvm.loop !15

158:                                              ; preds = %150
  %159 = shl i64 %151, 32
  %160 = add i64 %159, -4294967296
  %161 = ashr exact i64 %160, 32
  %162 = getelementptr inbounds double, ptr %5, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = fsub double %149, %163
  %165 = fsub double %153, %163
  %166 = fdiv double %164, %165
  %167 = getelementptr inbounds double, ptr %6, i64 %161
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = fmul double %166, %166
  %170 = getelementptr inbounds double, ptr %6, i64 %151
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = fsub double %171, %168
  %173 = call double @llvm.fmuladd.f64(double %169, double %172, double %168)
  br label %177

174:                                              ; preds = %155, %139
  %175 = load double, ptr %22, align 8, !tbaa !9
  %176 = fmul double %149, %175
  br label %177

177:                                              ; preds = %158, %174
  %178 = phi double [ %173, %158 ], [ %176, %174 ]
  %179 = fadd double %143, 0xBEB0C6F7A0B5ED8D
  br i1 %20, label %180, label %204

180:                                              ; preds = %177, %185
  %181 = phi i64 [ %186, %185 ], [ 1, %177 ]
  %182 = getelementptr inbounds double, ptr %5, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = fcmp ogt double %183, %179
  br i1 %184, label %188, label %185

185:                                              ; preds = %180
  %186 = add nuw nsw i64 %181, 1
  %187 = icmp eq i64 %186, %12
  br i1 %187, label %204, label %180, !llvm.loop !15

188:                                              ; preds = %180
  %189 = shl i64 %181, 32
  %190 = add i64 %189, -4294967296
  %191 = ashr exact i64 %190, 32
  %192 = getelementptr inbounds double, ptr %5, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fsub double %179, %193
  %195 = fsub double %183, %193
  %196 = fdiv double %194, %195
  %197 = getelementptr inbounds double, ptr %6, i64 %191
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = fmul double %196, %196
  %200 = getelementptr inbounds double, ptr %6, i64 %181
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = fsub double %201, %198
  %203 = call double @llvm.fmuladd.f64(double %199, double %202, double %198)
  br label %207

204:                                              ; preds = %185, %177
  %205 = load double, ptr %22, align 8, !tbaa !9
  %206 = fmul double %179, %205
  br label %207

207:                                              ; preds = %188, %204
  %208 = phi double [ %203, %188 ], [ %206, %204 ]
  %209 = fsub double %178, %208
  %210 = fdiv double %209, 2.000000e-06
  %211 = fsub double %147, %210
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = call double @llvm.fabs.f64(double %210)
  %214 = call double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  %215 = fmul double %214, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp ugt double %212, %215
  %217 = fcmp ule double %213, 1.000000e-09
  %218 = or i1 %217, %216
  %219 = select i1 %218, ptr @.str.4, ptr @.str.5
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %147, double noundef %210, ptr noundef nonnull %219)
  %221 = zext i1 %218 to i32
  %222 = load i32, ptr @fails, align 4, !tbaa !5
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr @fails, align 4, !tbaa !5
  br label %225

224:                                              ; preds = %316
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #10
  br i1 %140, label %139, label %132, !llvm.loop !16

225:                                              ; preds = %207, %316
  %226 = phi i64 [ 0, %207 ], [ %321, %316 ]
  %227 = trunc nuw nsw i64 %226 to i32
  %228 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str.2, double noundef %143, i32 noundef %227) #10
  %229 = and i32 %227, 6
  %230 = icmp eq i32 %229, 2
  %231 = icmp eq i64 %226, 5
  %232 = select i1 %140, i1 %230, i1 %231
  br i1 %232, label %239, label %233

233:                                              ; preds = %225
  %234 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %226
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fcmp une double %235, 0.000000e+00
  %237 = select i1 %236, ptr @.str.4, ptr @.str.5
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %235, ptr noundef nonnull %237)
  br label %316

239:                                              ; preds = %225
  %240 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %226
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fadd double %241, 0x3EB0C6F7A0B5ED8D
  store double %242, ptr %240, align 8, !tbaa !9
  br i1 %20, label %243, label %267

243:                                              ; preds = %239, %248
  %244 = phi i64 [ %249, %248 ], [ 1, %239 ]
  %245 = getelementptr inbounds double, ptr %5, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = fcmp ogt double %246, %143
  br i1 %247, label %251, label %248

248:                                              ; preds = %243
  %249 = add nuw nsw i64 %244, 1
  %250 = icmp eq i64 %249, %12
  br i1 %250, label %267, label %243, !llvm.loop !15

251:                                              ; preds = %243
  %252 = shl i64 %244, 32
  %253 = add i64 %252, -4294967296
  %254 = ashr exact i64 %253, 32
  %255 = getelementptr inbounds double, ptr %5, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !9
  %257 = fsub double %143, %256
  %258 = fsub double %246, %256
  %259 = fdiv double %257, %258
  %260 = getelementptr inbounds double, ptr %6, i64 %254
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = fmul double %259, %259
  %263 = getelementptr inbounds double, ptr %6, i64 %244
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = fsub double %264, %261
  %266 = call double @llvm.fmuladd.f64(double %262, double %265, double %261)
  br label %270

267:                                              ; preds = %248, %239
  %268 = load double, ptr %22, align 8, !tbaa !9
  %269 = fmul double %143, %268
  br label %270

270:                                              ; preds = %251, %267
  %271 = phi double [ %266, %251 ], [ %269, %267 ]
  %272 = fadd double %241, 0xBEB0C6F7A0B5ED8D
  store double %272, ptr %240, align 8, !tbaa !9
  br i1 %20, label %273, label %297

273:                                              ; preds = %270, %278
  %274 = phi i64 [ %279, %278 ], [ 1, %270 ]
  %275 = getelementptr inbounds double, ptr %5, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !9
  %277 = fcmp ogt double %276, %143
  br i1 %277, label %281, label %278

278:                                              ; preds = %273
  %279 = add nuw nsw i64 %274, 1
  %280 = icmp eq i64 %279, %12
  br i1 %280, label %297, label %273, !llvm.loop !15

281:                                              ; preds = %273
  %282 = shl i64 %274, 32
  %283 = add i64 %282, -4294967296
  %284 = ashr exact i64 %283, 32
  %285 = getelementptr inbounds double, ptr %5, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !9
  %287 = fsub double %143, %286
  %288 = fsub double %276, %286
  %289 = fdiv double %287, %288
  %290 = getelementptr inbounds double, ptr %6, i64 %284
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = fmul double %289, %289
  %293 = getelementptr inbounds double, ptr %6, i64 %274
  %294 = load double, ptr %293, align 8, !tbaa !9
  %295 = fsub double %294, %291
  %296 = call double @llvm.fmuladd.f64(double %292, double %295, double %291)
  br label %300

297:                                              ; preds = %278, %270
  %298 = load double, ptr %22, align 8, !tbaa !9
  %299 = fmul double %143, %298
  br label %300

300:                                              ; preds = %281, %297
  %301 = phi double [ %296, %281 ], [ %299, %297 ]
  store double %241, ptr %240, align 8, !tbaa !9
  %302 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %226
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = fsub double %271, %301
  %305 = fdiv double %304, 2.000000e-06
  %306 = fsub double %303, %305
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = call double @llvm.fabs.f64(double %305)
  %309 = call double @llvm.maxnum.f64(double %308, double 1.000000e+00)
  %310 = fmul double %309, 0x3EB0C6F7A0B5ED8D
  %311 = fcmp ugt double %307, %310
  %312 = fcmp ule double %308, 1.000000e-09
  %313 = or i1 %312, %311
  %314 = select i1 %313, ptr @.str.4, ptr @.str.5
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %303, double noundef %305, ptr noundef nonnull %314)
  br label %316

316:                                              ; preds = %300, %233
  %317 = phi i1 [ %313, %300 ], [ %236, %233 ]
  %318 = zext i1 %317 to i32
  %319 = load i32, ptr @fails, align 4, !tbaa !5
  %320 = add nsw i32 %319, %318
  store i32 %320, ptr @fails, align 4, !tbaa !5
  %321 = add nuw nsw i64 %226, 1
  %322 = icmp eq i64 %321, 6
  br i1 %322, label %224, label %225, !llvm.loop !17
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
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %8, double 0.000000e+00)
  %10 = fcmp ogt double %9, %2
  br i1 %10, label %24, label %11

11:                                               ; preds = %5, %16
  %12 = phi double [ %19, %16 ], [ %9, %5 ]
  %13 = phi i64 [ %14, %16 ], [ 0, %5 ]
  %14 = add nuw nsw i64 %13, 1
  %15 = icmp eq i64 %14, %7
  br i1 %15, label %32, label %16, !llvm.loop !13

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %12)
  %20 = fcmp ogt double %19, %2
  br i1 %20, label %21, label %11, !llvm.loop !13

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
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fcmp ogt double %11, %3
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %7
  br i1 %15, label %32, label %8, !llvm.loop !15

16:                                               ; preds = %8
  %17 = shl i64 %9, 32
  %18 = add i64 %17, -4294967296
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fsub double %3, %21
  %23 = fsub double %11, %21
  %24 = fdiv double %22, %23
  %25 = getelementptr inbounds double, ptr %1, i64 %19
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fmul double %24, %24
  %28 = getelementptr inbounds double, ptr %1, i64 %9
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = fsub double %29, %26
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %26)
  br label %38

32:                                               ; preds = %13, %4
  %33 = sext i32 %2 to i64
  %34 = getelementptr double, ptr %1, i64 %33
  %35 = getelementptr i8, ptr %34, i64 -8
  %36 = load double, ptr %35, align 8, !tbaa !9
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
