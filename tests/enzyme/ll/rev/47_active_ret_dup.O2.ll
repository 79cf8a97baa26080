; ModuleID = 'rev/47_active_ret_dup.c'
source_filename = "rev/47_active_ret_dup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 16
@__const.main.y = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 16
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 16
@__const.main.pre_w = private unnamed_addr constant [3 x double] [double 1.000000e+01, double -3.000000e+00, double 5.000000e-01], align 16
@__const.main.pre_y = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"call%d dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"call%d dy[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"call1 d/dalpha\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"call1 d/dbeta\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"call2 d/dalpha (not acc.)\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"call2 d/dbeta (not acc.)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [12 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca [3 x double], align 16
  %8 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 3, ptr %2, align 4, !tbaa !5
  %9 = load volatile i32, ptr %1, align 4, !tbaa !5
  %10 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.y, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %6, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pre_w, i64 24, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.pre_y, i64 32, i1 false), !tbaa !9
  %11 = icmp sgt i32 %9, 0
  %12 = icmp sgt i32 %10, 0
  %13 = sitofp i32 %9 to double
  %14 = zext i32 %10 to i64
  %15 = zext nneg i32 %9 to i64
  %16 = add nsw i64 %14, -1
  %17 = and i64 %14, 3
  %18 = icmp ult i32 %10, 4
  %19 = and i64 %14, 2147483644
  %20 = icmp eq i64 %17, 0
  %21 = and i64 %14, 1
  %22 = icmp eq i64 %16, 0
  %23 = and i64 %14, 2147483646
  %24 = icmp eq i64 %21, 0
  %25 = and i64 %14, 3
  %26 = icmp ult i32 %10, 4
  %27 = and i64 %14, 2147483644
  %28 = icmp eq i64 %25, 0
  %29 = and i64 %14, 1
  %30 = icmp eq i64 %16, 0
  %31 = and i64 %14, 2147483646
  %32 = icmp eq i64 %29, 0
  %33 = and i64 %14, 3
  %34 = icmp ult i32 %10, 4
  %35 = and i64 %14, 2147483644
  %36 = icmp eq i64 %33, 0
  %37 = and i64 %14, 1
  %38 = icmp eq i64 %16, 0
  %39 = and i64 %14, 2147483646
  %40 = icmp eq i64 %37, 0
  %41 = and i64 %14, 3
  %42 = icmp ult i32 %10, 4
  %43 = and i64 %14, 2147483644
  %44 = icmp eq i64 %41, 0
  %45 = and i64 %14, 1
  %46 = icmp eq i64 %16, 0
  %47 = and i64 %14, 2147483646
  %48 = icmp eq i64 %45, 0
  br label %570

49:                                               ; preds = %832
  br i1 %11, label %50, label %61

50:                                               ; preds = %49
  %51 = and i64 %14, 3
  %52 = icmp ult i32 %10, 4
  %53 = and i64 %14, 2147483644
  %54 = icmp eq i64 %51, 0
  br label %55

55:                                               ; preds = %50, %84
  %56 = phi i64 [ %91, %84 ], [ 0, %50 ]
  %57 = phi double [ %90, %84 ], [ 0.000000e+00, %50 ]
  br i1 %12, label %58, label %84

58:                                               ; preds = %55
  %59 = mul nuw nsw i64 %56, %14
  %60 = getelementptr inbounds double, ptr %3, i64 %59
  br i1 %52, label %68, label %93

61:                                               ; preds = %84, %49
  %62 = phi double [ 0.000000e+00, %49 ], [ %90, %84 ]
  br i1 %12, label %63, label %158

63:                                               ; preds = %61
  %64 = and i64 %14, 1
  %65 = icmp eq i64 %16, 0
  br i1 %65, label %144, label %66

66:                                               ; preds = %63
  %67 = and i64 %14, 2147483646
  br label %123

68:                                               ; preds = %93, %58
  %69 = phi double [ poison, %58 ], [ %119, %93 ]
  %70 = phi i64 [ 0, %58 ], [ %120, %93 ]
  %71 = phi double [ 0.000000e+00, %58 ], [ %119, %93 ]
  br i1 %54, label %84, label %72

72:                                               ; preds = %68, %72
  %73 = phi i64 [ %81, %72 ], [ %70, %68 ]
  %74 = phi double [ %80, %72 ], [ %71, %68 ]
  %75 = phi i64 [ %82, %72 ], [ 0, %68 ]
  %76 = getelementptr inbounds double, ptr %60, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = getelementptr inbounds double, ptr %6, i64 %73
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = call double @llvm.fmuladd.f64(double %77, double %79, double %74)
  %81 = add nuw nsw i64 %73, 1
  %82 = add i64 %75, 1
  %83 = icmp eq i64 %82, %51
  br i1 %83, label %84, label %72, !llvm.loop !11

84:                                               ; preds = %68, %72, %55
  %85 = phi double [ 0.000000e+00, %55 ], [ %69, %68 ], [ %80, %72 ]
  %86 = call double @tanh(double noundef %85) #10
  %87 = getelementptr inbounds double, ptr %4, i64 %56
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fsub double %86, %88
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %57)
  %91 = add nuw nsw i64 %56, 1
  %92 = icmp eq i64 %91, %15
  br i1 %92, label %61, label %55, !llvm.loop !13

93:                                               ; preds = %58, %93
  %94 = phi i64 [ %120, %93 ], [ 0, %58 ]
  %95 = phi double [ %119, %93 ], [ 0.000000e+00, %58 ]
  %96 = phi i64 [ %121, %93 ], [ 0, %58 ]
  %97 = getelementptr inbounds double, ptr %60, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds double, ptr %6, i64 %94
  %100 = load double, ptr %99, align 16, !tbaa !9
  %101 = call double @llvm.fmuladd.f64(double %98, double %100, double %95)
  %102 = or disjoint i64 %94, 1
  %103 = getelementptr inbounds double, ptr %60, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds double, ptr %6, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = call double @llvm.fmuladd.f64(double %104, double %106, double %101)
  %108 = or disjoint i64 %94, 2
  %109 = getelementptr inbounds double, ptr %60, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %6, i64 %108
  %112 = load double, ptr %111, align 16, !tbaa !9
  %113 = call double @llvm.fmuladd.f64(double %110, double %112, double %107)
  %114 = or disjoint i64 %94, 3
  %115 = getelementptr inbounds double, ptr %60, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %6, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = call double @llvm.fmuladd.f64(double %116, double %118, double %113)
  %120 = add nuw nsw i64 %94, 4
  %121 = add i64 %96, 4
  %122 = icmp eq i64 %121, %53
  br i1 %122, label %68, label %93, !llvm.loop !15

123:                                              ; preds = %123, %66
  %124 = phi i64 [ 0, %66 ], [ %141, %123 ]
  %125 = phi double [ 0.000000e+00, %66 ], [ %140, %123 ]
  %126 = phi double [ 0.000000e+00, %66 ], [ %139, %123 ]
  %127 = phi i64 [ 0, %66 ], [ %142, %123 ]
  %128 = getelementptr inbounds double, ptr %6, i64 %124
  %129 = load double, ptr %128, align 16, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %129, double %129, double 1.000000e-02)
  %131 = call double @llvm.sqrt.f64(double %130)
  %132 = fadd double %126, %131
  %133 = call double @llvm.fmuladd.f64(double %129, double %129, double %125)
  %134 = or disjoint i64 %124, 1
  %135 = getelementptr inbounds double, ptr %6, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = call double @llvm.fmuladd.f64(double %136, double %136, double 1.000000e-02)
  %138 = call double @llvm.sqrt.f64(double %137)
  %139 = fadd double %132, %138
  %140 = call double @llvm.fmuladd.f64(double %136, double %136, double %133)
  %141 = add nuw nsw i64 %124, 2
  %142 = add i64 %127, 2
  %143 = icmp eq i64 %142, %67
  br i1 %143, label %144, label %123, !llvm.loop !16

144:                                              ; preds = %123, %63
  %145 = phi double [ poison, %63 ], [ %139, %123 ]
  %146 = phi double [ poison, %63 ], [ %140, %123 ]
  %147 = phi i64 [ 0, %63 ], [ %141, %123 ]
  %148 = phi double [ 0.000000e+00, %63 ], [ %140, %123 ]
  %149 = phi double [ 0.000000e+00, %63 ], [ %139, %123 ]
  %150 = icmp eq i64 %64, 0
  br i1 %150, label %158, label %151

151:                                              ; preds = %144
  %152 = getelementptr inbounds double, ptr %6, i64 %147
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = call double @llvm.fmuladd.f64(double %153, double %153, double 1.000000e-02)
  %155 = call double @llvm.sqrt.f64(double %154)
  %156 = fadd double %149, %155
  %157 = call double @llvm.fmuladd.f64(double %153, double %153, double %148)
  br label %158

158:                                              ; preds = %151, %144, %61
  %159 = phi double [ 0.000000e+00, %61 ], [ %145, %144 ], [ %156, %151 ]
  %160 = phi double [ 0.000000e+00, %61 ], [ %146, %144 ], [ %157, %151 ]
  br i1 %11, label %161, label %172

161:                                              ; preds = %158
  %162 = and i64 %14, 3
  %163 = icmp ult i32 %10, 4
  %164 = and i64 %14, 2147483644
  %165 = icmp eq i64 %162, 0
  br label %166

166:                                              ; preds = %161, %195
  %167 = phi i64 [ %202, %195 ], [ 0, %161 ]
  %168 = phi double [ %201, %195 ], [ 0.000000e+00, %161 ]
  br i1 %12, label %169, label %195

169:                                              ; preds = %166
  %170 = mul nuw nsw i64 %167, %14
  %171 = getelementptr inbounds double, ptr %3, i64 %170
  br i1 %163, label %179, label %204

172:                                              ; preds = %195, %158
  %173 = phi double [ 0.000000e+00, %158 ], [ %201, %195 ]
  br i1 %12, label %174, label %269

174:                                              ; preds = %172
  %175 = and i64 %14, 1
  %176 = icmp eq i64 %16, 0
  br i1 %176, label %255, label %177

177:                                              ; preds = %174
  %178 = and i64 %14, 2147483646
  br label %234

179:                                              ; preds = %204, %169
  %180 = phi double [ poison, %169 ], [ %230, %204 ]
  %181 = phi i64 [ 0, %169 ], [ %231, %204 ]
  %182 = phi double [ 0.000000e+00, %169 ], [ %230, %204 ]
  br i1 %165, label %195, label %183

183:                                              ; preds = %179, %183
  %184 = phi i64 [ %192, %183 ], [ %181, %179 ]
  %185 = phi double [ %191, %183 ], [ %182, %179 ]
  %186 = phi i64 [ %193, %183 ], [ 0, %179 ]
  %187 = getelementptr inbounds double, ptr %171, i64 %184
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds double, ptr %6, i64 %184
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = call double @llvm.fmuladd.f64(double %188, double %190, double %185)
  %192 = add nuw nsw i64 %184, 1
  %193 = add i64 %186, 1
  %194 = icmp eq i64 %193, %162
  br i1 %194, label %195, label %183, !llvm.loop !17

195:                                              ; preds = %179, %183, %166
  %196 = phi double [ 0.000000e+00, %166 ], [ %180, %179 ], [ %191, %183 ]
  %197 = call double @tanh(double noundef %196) #10
  %198 = getelementptr inbounds double, ptr %4, i64 %167
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = fsub double %197, %199
  %201 = call double @llvm.fmuladd.f64(double %200, double %200, double %168)
  %202 = add nuw nsw i64 %167, 1
  %203 = icmp eq i64 %202, %15
  br i1 %203, label %172, label %166, !llvm.loop !13

204:                                              ; preds = %169, %204
  %205 = phi i64 [ %231, %204 ], [ 0, %169 ]
  %206 = phi double [ %230, %204 ], [ 0.000000e+00, %169 ]
  %207 = phi i64 [ %232, %204 ], [ 0, %169 ]
  %208 = getelementptr inbounds double, ptr %171, i64 %205
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %6, i64 %205
  %211 = load double, ptr %210, align 16, !tbaa !9
  %212 = call double @llvm.fmuladd.f64(double %209, double %211, double %206)
  %213 = or disjoint i64 %205, 1
  %214 = getelementptr inbounds double, ptr %171, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = getelementptr inbounds double, ptr %6, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @llvm.fmuladd.f64(double %215, double %217, double %212)
  %219 = or disjoint i64 %205, 2
  %220 = getelementptr inbounds double, ptr %171, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = getelementptr inbounds double, ptr %6, i64 %219
  %223 = load double, ptr %222, align 16, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %221, double %223, double %218)
  %225 = or disjoint i64 %205, 3
  %226 = getelementptr inbounds double, ptr %171, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = getelementptr inbounds double, ptr %6, i64 %225
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = call double @llvm.fmuladd.f64(double %227, double %229, double %224)
  %231 = add nuw nsw i64 %205, 4
  %232 = add i64 %207, 4
  %233 = icmp eq i64 %232, %164
  br i1 %233, label %179, label %204, !llvm.loop !15

234:                                              ; preds = %234, %177
  %235 = phi i64 [ 0, %177 ], [ %252, %234 ]
  %236 = phi double [ 0.000000e+00, %177 ], [ %251, %234 ]
  %237 = phi double [ 0.000000e+00, %177 ], [ %250, %234 ]
  %238 = phi i64 [ 0, %177 ], [ %253, %234 ]
  %239 = getelementptr inbounds double, ptr %6, i64 %235
  %240 = load double, ptr %239, align 16, !tbaa !9
  %241 = call double @llvm.fmuladd.f64(double %240, double %240, double 1.000000e-02)
  %242 = call double @llvm.sqrt.f64(double %241)
  %243 = fadd double %237, %242
  %244 = call double @llvm.fmuladd.f64(double %240, double %240, double %236)
  %245 = or disjoint i64 %235, 1
  %246 = getelementptr inbounds double, ptr %6, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = call double @llvm.fmuladd.f64(double %247, double %247, double 1.000000e-02)
  %249 = call double @llvm.sqrt.f64(double %248)
  %250 = fadd double %243, %249
  %251 = call double @llvm.fmuladd.f64(double %247, double %247, double %244)
  %252 = add nuw nsw i64 %235, 2
  %253 = add i64 %238, 2
  %254 = icmp eq i64 %253, %178
  br i1 %254, label %255, label %234, !llvm.loop !16

255:                                              ; preds = %234, %174
  %256 = phi double [ poison, %174 ], [ %250, %234 ]
  %257 = phi double [ poison, %174 ], [ %251, %234 ]
  %258 = phi i64 [ 0, %174 ], [ %252, %234 ]
  %259 = phi double [ 0.000000e+00, %174 ], [ %251, %234 ]
  %260 = phi double [ 0.000000e+00, %174 ], [ %250, %234 ]
  %261 = icmp eq i64 %175, 0
  br i1 %261, label %269, label %262

262:                                              ; preds = %255
  %263 = getelementptr inbounds double, ptr %6, i64 %258
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = call double @llvm.fmuladd.f64(double %264, double %264, double 1.000000e-02)
  %266 = call double @llvm.sqrt.f64(double %265)
  %267 = fadd double %260, %266
  %268 = call double @llvm.fmuladd.f64(double %264, double %264, double %259)
  br label %269

269:                                              ; preds = %262, %255, %172
  %270 = phi double [ 0.000000e+00, %172 ], [ %256, %255 ], [ %267, %262 ]
  %271 = phi double [ 0.000000e+00, %172 ], [ %257, %255 ], [ %268, %262 ]
  br i1 %11, label %272, label %283

272:                                              ; preds = %269
  %273 = and i64 %14, 3
  %274 = icmp ult i32 %10, 4
  %275 = and i64 %14, 2147483644
  %276 = icmp eq i64 %273, 0
  br label %277

277:                                              ; preds = %272, %306
  %278 = phi i64 [ %313, %306 ], [ 0, %272 ]
  %279 = phi double [ %312, %306 ], [ 0.000000e+00, %272 ]
  br i1 %12, label %280, label %306

280:                                              ; preds = %277
  %281 = mul nuw nsw i64 %278, %14
  %282 = getelementptr inbounds double, ptr %3, i64 %281
  br i1 %274, label %290, label %315

283:                                              ; preds = %306, %269
  %284 = phi double [ 0.000000e+00, %269 ], [ %312, %306 ]
  br i1 %12, label %285, label %380

285:                                              ; preds = %283
  %286 = and i64 %14, 1
  %287 = icmp eq i64 %16, 0
  br i1 %287, label %366, label %288

288:                                              ; preds = %285
  %289 = and i64 %14, 2147483646
  br label %345

290:                                              ; preds = %315, %280
  %291 = phi double [ poison, %280 ], [ %341, %315 ]
  %292 = phi i64 [ 0, %280 ], [ %342, %315 ]
  %293 = phi double [ 0.000000e+00, %280 ], [ %341, %315 ]
  br i1 %276, label %306, label %294

294:                                              ; preds = %290, %294
  %295 = phi i64 [ %303, %294 ], [ %292, %290 ]
  %296 = phi double [ %302, %294 ], [ %293, %290 ]
  %297 = phi i64 [ %304, %294 ], [ 0, %290 ]
  %298 = getelementptr inbounds double, ptr %282, i64 %295
  %299 = load double, ptr %298, align 8, !tbaa !9
  %300 = getelementptr inbounds double, ptr %6, i64 %295
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = call double @llvm.fmuladd.f64(double %299, double %301, double %296)
  %303 = add nuw nsw i64 %295, 1
  %304 = add i64 %297, 1
  %305 = icmp eq i64 %304, %273
  br i1 %305, label %306, label %294, !llvm.loop !18

306:                                              ; preds = %290, %294, %277
  %307 = phi double [ 0.000000e+00, %277 ], [ %291, %290 ], [ %302, %294 ]
  %308 = call double @tanh(double noundef %307) #10
  %309 = getelementptr inbounds double, ptr %4, i64 %278
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = fsub double %308, %310
  %312 = call double @llvm.fmuladd.f64(double %311, double %311, double %279)
  %313 = add nuw nsw i64 %278, 1
  %314 = icmp eq i64 %313, %15
  br i1 %314, label %283, label %277, !llvm.loop !13

315:                                              ; preds = %280, %315
  %316 = phi i64 [ %342, %315 ], [ 0, %280 ]
  %317 = phi double [ %341, %315 ], [ 0.000000e+00, %280 ]
  %318 = phi i64 [ %343, %315 ], [ 0, %280 ]
  %319 = getelementptr inbounds double, ptr %282, i64 %316
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = getelementptr inbounds double, ptr %6, i64 %316
  %322 = load double, ptr %321, align 16, !tbaa !9
  %323 = call double @llvm.fmuladd.f64(double %320, double %322, double %317)
  %324 = or disjoint i64 %316, 1
  %325 = getelementptr inbounds double, ptr %282, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !9
  %327 = getelementptr inbounds double, ptr %6, i64 %324
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = call double @llvm.fmuladd.f64(double %326, double %328, double %323)
  %330 = or disjoint i64 %316, 2
  %331 = getelementptr inbounds double, ptr %282, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = getelementptr inbounds double, ptr %6, i64 %330
  %334 = load double, ptr %333, align 16, !tbaa !9
  %335 = call double @llvm.fmuladd.f64(double %332, double %334, double %329)
  %336 = or disjoint i64 %316, 3
  %337 = getelementptr inbounds double, ptr %282, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = getelementptr inbounds double, ptr %6, i64 %336
  %340 = load double, ptr %339, align 8, !tbaa !9
  %341 = call double @llvm.fmuladd.f64(double %338, double %340, double %335)
  %342 = add nuw nsw i64 %316, 4
  %343 = add i64 %318, 4
  %344 = icmp eq i64 %343, %275
  br i1 %344, label %290, label %315, !llvm.loop !15

345:                                              ; preds = %345, %288
  %346 = phi i64 [ 0, %288 ], [ %363, %345 ]
  %347 = phi double [ 0.000000e+00, %288 ], [ %362, %345 ]
  %348 = phi double [ 0.000000e+00, %288 ], [ %361, %345 ]
  %349 = phi i64 [ 0, %288 ], [ %364, %345 ]
  %350 = getelementptr inbounds double, ptr %6, i64 %346
  %351 = load double, ptr %350, align 16, !tbaa !9
  %352 = call double @llvm.fmuladd.f64(double %351, double %351, double 1.000000e-02)
  %353 = call double @llvm.sqrt.f64(double %352)
  %354 = fadd double %348, %353
  %355 = call double @llvm.fmuladd.f64(double %351, double %351, double %347)
  %356 = or disjoint i64 %346, 1
  %357 = getelementptr inbounds double, ptr %6, i64 %356
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = call double @llvm.fmuladd.f64(double %358, double %358, double 1.000000e-02)
  %360 = call double @llvm.sqrt.f64(double %359)
  %361 = fadd double %354, %360
  %362 = call double @llvm.fmuladd.f64(double %358, double %358, double %355)
  %363 = add nuw nsw i64 %346, 2
  %364 = add i64 %349, 2
  %365 = icmp eq i64 %364, %289
  br i1 %365, label %366, label %345, !llvm.loop !16

366:                                              ; preds = %345, %285
  %367 = phi double [ poison, %285 ], [ %361, %345 ]
  %368 = phi double [ poison, %285 ], [ %362, %345 ]
  %369 = phi i64 [ 0, %285 ], [ %363, %345 ]
  %370 = phi double [ 0.000000e+00, %285 ], [ %362, %345 ]
  %371 = phi double [ 0.000000e+00, %285 ], [ %361, %345 ]
  %372 = icmp eq i64 %286, 0
  br i1 %372, label %380, label %373

373:                                              ; preds = %366
  %374 = getelementptr inbounds double, ptr %6, i64 %369
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = call double @llvm.fmuladd.f64(double %375, double %375, double 1.000000e-02)
  %377 = call double @llvm.sqrt.f64(double %376)
  %378 = fadd double %371, %377
  %379 = call double @llvm.fmuladd.f64(double %375, double %375, double %370)
  br label %380

380:                                              ; preds = %373, %366, %283
  %381 = phi double [ 0.000000e+00, %283 ], [ %367, %366 ], [ %378, %373 ]
  %382 = phi double [ 0.000000e+00, %283 ], [ %368, %366 ], [ %379, %373 ]
  br i1 %11, label %383, label %394

383:                                              ; preds = %380
  %384 = and i64 %14, 3
  %385 = icmp ult i32 %10, 4
  %386 = and i64 %14, 2147483644
  %387 = icmp eq i64 %384, 0
  br label %388

388:                                              ; preds = %383, %417
  %389 = phi i64 [ %424, %417 ], [ 0, %383 ]
  %390 = phi double [ %423, %417 ], [ 0.000000e+00, %383 ]
  br i1 %12, label %391, label %417

391:                                              ; preds = %388
  %392 = mul nuw nsw i64 %389, %14
  %393 = getelementptr inbounds double, ptr %3, i64 %392
  br i1 %385, label %401, label %426

394:                                              ; preds = %417, %380
  %395 = phi double [ 0.000000e+00, %380 ], [ %423, %417 ]
  br i1 %12, label %396, label %491

396:                                              ; preds = %394
  %397 = and i64 %14, 1
  %398 = icmp eq i64 %16, 0
  br i1 %398, label %477, label %399

399:                                              ; preds = %396
  %400 = and i64 %14, 2147483646
  br label %456

401:                                              ; preds = %426, %391
  %402 = phi double [ poison, %391 ], [ %452, %426 ]
  %403 = phi i64 [ 0, %391 ], [ %453, %426 ]
  %404 = phi double [ 0.000000e+00, %391 ], [ %452, %426 ]
  br i1 %387, label %417, label %405

405:                                              ; preds = %401, %405
  %406 = phi i64 [ %414, %405 ], [ %403, %401 ]
  %407 = phi double [ %413, %405 ], [ %404, %401 ]
  %408 = phi i64 [ %415, %405 ], [ 0, %401 ]
  %409 = getelementptr inbounds double, ptr %393, i64 %406
  %410 = load double, ptr %409, align 8, !tbaa !9
  %411 = getelementptr inbounds double, ptr %6, i64 %406
  %412 = load double, ptr %411, align 8, !tbaa !9
  %413 = call double @llvm.fmuladd.f64(double %410, double %412, double %407)
  %414 = add nuw nsw i64 %406, 1
  %415 = add i64 %408, 1
  %416 = icmp eq i64 %415, %384
  br i1 %416, label %417, label %405, !llvm.loop !19

417:                                              ; preds = %401, %405, %388
  %418 = phi double [ 0.000000e+00, %388 ], [ %402, %401 ], [ %413, %405 ]
  %419 = call double @tanh(double noundef %418) #10
  %420 = getelementptr inbounds double, ptr %4, i64 %389
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = fsub double %419, %421
  %423 = call double @llvm.fmuladd.f64(double %422, double %422, double %390)
  %424 = add nuw nsw i64 %389, 1
  %425 = icmp eq i64 %424, %15
  br i1 %425, label %394, label %388, !llvm.loop !13

426:                                              ; preds = %391, %426
  %427 = phi i64 [ %453, %426 ], [ 0, %391 ]
  %428 = phi double [ %452, %426 ], [ 0.000000e+00, %391 ]
  %429 = phi i64 [ %454, %426 ], [ 0, %391 ]
  %430 = getelementptr inbounds double, ptr %393, i64 %427
  %431 = load double, ptr %430, align 8, !tbaa !9
  %432 = getelementptr inbounds double, ptr %6, i64 %427
  %433 = load double, ptr %432, align 16, !tbaa !9
  %434 = call double @llvm.fmuladd.f64(double %431, double %433, double %428)
  %435 = or disjoint i64 %427, 1
  %436 = getelementptr inbounds double, ptr %393, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = getelementptr inbounds double, ptr %6, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = call double @llvm.fmuladd.f64(double %437, double %439, double %434)
  %441 = or disjoint i64 %427, 2
  %442 = getelementptr inbounds double, ptr %393, i64 %441
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = getelementptr inbounds double, ptr %6, i64 %441
  %445 = load double, ptr %444, align 16, !tbaa !9
  %446 = call double @llvm.fmuladd.f64(double %443, double %445, double %440)
  %447 = or disjoint i64 %427, 3
  %448 = getelementptr inbounds double, ptr %393, i64 %447
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = getelementptr inbounds double, ptr %6, i64 %447
  %451 = load double, ptr %450, align 8, !tbaa !9
  %452 = call double @llvm.fmuladd.f64(double %449, double %451, double %446)
  %453 = add nuw nsw i64 %427, 4
  %454 = add i64 %429, 4
  %455 = icmp eq i64 %454, %386
  br i1 %455, label %401, label %426, !llvm.loop !15

456:                                              ; preds = %456, %399
  %457 = phi i64 [ 0, %399 ], [ %474, %456 ]
  %458 = phi double [ 0.000000e+00, %399 ], [ %473, %456 ]
  %459 = phi double [ 0.000000e+00, %399 ], [ %472, %456 ]
  %460 = phi i64 [ 0, %399 ], [ %475, %456 ]
  %461 = getelementptr inbounds double, ptr %6, i64 %457
  %462 = load double, ptr %461, align 16, !tbaa !9
  %463 = call double @llvm.fmuladd.f64(double %462, double %462, double 1.000000e-02)
  %464 = call double @llvm.sqrt.f64(double %463)
  %465 = fadd double %459, %464
  %466 = call double @llvm.fmuladd.f64(double %462, double %462, double %458)
  %467 = or disjoint i64 %457, 1
  %468 = getelementptr inbounds double, ptr %6, i64 %467
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = call double @llvm.fmuladd.f64(double %469, double %469, double 1.000000e-02)
  %471 = call double @llvm.sqrt.f64(double %470)
  %472 = fadd double %465, %471
  %473 = call double @llvm.fmuladd.f64(double %469, double %469, double %466)
  %474 = add nuw nsw i64 %457, 2
  %475 = add i64 %460, 2
  %476 = icmp eq i64 %475, %400
  br i1 %476, label %477, label %456, !llvm.loop !16

477:                                              ; preds = %456, %396
  %478 = phi double [ poison, %396 ], [ %472, %456 ]
  %479 = phi double [ poison, %396 ], [ %473, %456 ]
  %480 = phi i64 [ 0, %396 ], [ %474, %456 ]
  %481 = phi double [ 0.000000e+00, %396 ], [ %473, %456 ]
  %482 = phi double [ 0.000000e+00, %396 ], [ %472, %456 ]
  %483 = icmp eq i64 %397, 0
  br i1 %483, label %491, label %484

484:                                              ; preds = %477
  %485 = getelementptr inbounds double, ptr %6, i64 %480
  %486 = load double, ptr %485, align 8, !tbaa !9
  %487 = call double @llvm.fmuladd.f64(double %486, double %486, double 1.000000e-02)
  %488 = call double @llvm.sqrt.f64(double %487)
  %489 = fadd double %482, %488
  %490 = call double @llvm.fmuladd.f64(double %486, double %486, double %481)
  br label %491

491:                                              ; preds = %484, %477, %394
  %492 = phi double [ 0.000000e+00, %394 ], [ %478, %477 ], [ %489, %484 ]
  %493 = phi double [ 0.000000e+00, %394 ], [ %479, %477 ], [ %490, %484 ]
  %494 = insertelement <2 x double> poison, double %284, i64 0
  %495 = insertelement <2 x double> %494, double %395, i64 1
  %496 = insertelement <2 x double> poison, double %13, i64 0
  %497 = shufflevector <2 x double> %496, <2 x double> poison, <2 x i32> zeroinitializer
  %498 = fdiv <2 x double> %495, %497
  %499 = insertelement <2 x double> poison, double %62, i64 0
  %500 = insertelement <2 x double> %499, double %173, i64 1
  %501 = fdiv <2 x double> %500, %497
  %502 = insertelement <2 x double> poison, double %159, i64 0
  %503 = insertelement <2 x double> %502, double %270, i64 1
  %504 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %503, <2 x double> <double 0x3FA999BB2788DB06, double 4.999900e-02>, <2 x double> %501)
  %505 = insertelement <2 x double> poison, double %160, i64 0
  %506 = insertelement <2 x double> %505, double %271, i64 1
  %507 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %506, <2 x double> <double 0x3FB70A3D70A3D70A, double 0x3FB70A3D70A3D70A>, <2 x double> %504)
  %508 = insertelement <2 x double> poison, double %381, i64 0
  %509 = insertelement <2 x double> %508, double %492, i64 1
  %510 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %509, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %498)
  %511 = insertelement <2 x double> poison, double %382, i64 0
  %512 = insertelement <2 x double> %511, double %493, i64 1
  %513 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %512, <2 x double> <double 0x3FB70A47819FEA89, double 0x3FB70A335FA9F67E>, <2 x double> %510)
  %514 = shufflevector <2 x double> %513, <2 x double> %507, <2 x i32> <i32 0, i32 2>
  %515 = shufflevector <2 x double> %513, <2 x double> %507, <2 x i32> <i32 1, i32 3>
  %516 = fsub <2 x double> %514, %515
  %517 = fdiv <2 x double> %516, <double 2.000000e-06, double 2.000000e-06>
  %518 = shufflevector <2 x double> %517, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %519 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %517)
  %520 = extractelement <2 x double> %519, i64 1
  %521 = fcmp ule double %520, 1.000000e-09
  %522 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %519, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %523 = fmul <2 x double> %522, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %524 = shufflevector <2 x double> %523, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %525 = insertelement <4 x double> poison, double %582, i64 0
  %526 = insertelement <4 x double> %525, double %588, i64 1
  %527 = insertelement <4 x double> %526, double %583, i64 2
  %528 = insertelement <4 x double> %527, double %833, i64 3
  %529 = fsub <4 x double> %528, %518
  %530 = call <4 x double> @llvm.fabs.v4f64(<4 x double> %529)
  %531 = fcmp ugt <4 x double> %530, %524
  %532 = extractelement <4 x i1> %531, i64 3
  %533 = or i1 %521, %532
  %534 = select i1 %533, ptr @.str.7, ptr @.str.8
  %535 = extractelement <2 x double> %517, i64 1
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %833, double noundef %535, ptr noundef nonnull %534)
  %537 = zext i1 %533 to i32
  %538 = load i32, ptr @fails, align 4, !tbaa !5
  %539 = add nsw i32 %538, %537
  store i32 %539, ptr @fails, align 4, !tbaa !5
  %540 = extractelement <2 x double> %519, i64 0
  %541 = fcmp ule double %540, 1.000000e-09
  %542 = extractelement <4 x i1> %531, i64 2
  %543 = or i1 %541, %542
  %544 = select i1 %543, ptr @.str.7, ptr @.str.8
  %545 = extractelement <2 x double> %517, i64 0
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %583, double noundef %545, ptr noundef nonnull %544)
  %547 = zext i1 %543 to i32
  %548 = load i32, ptr @fails, align 4, !tbaa !5
  %549 = add nsw i32 %548, %547
  store i32 %549, ptr @fails, align 4, !tbaa !5
  %550 = extractelement <4 x i1> %531, i64 1
  %551 = or i1 %521, %550
  %552 = select i1 %551, ptr @.str.7, ptr @.str.8
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %588, double noundef %535, ptr noundef nonnull %552)
  %554 = zext i1 %551 to i32
  %555 = load i32, ptr @fails, align 4, !tbaa !5
  %556 = add nsw i32 %555, %554
  store i32 %556, ptr @fails, align 4, !tbaa !5
  %557 = extractelement <4 x i1> %531, i64 0
  %558 = or i1 %541, %557
  %559 = select i1 %558, ptr @.str.7, ptr @.str.8
  %560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %582, double noundef %545, ptr noundef nonnull %559)
  %561 = zext i1 %558 to i32
  %562 = load i32, ptr @fails, align 4, !tbaa !5
  %563 = add nsw i32 %562, %561
  store i32 %563, ptr @fails, align 4, !tbaa !5
  %564 = icmp eq i32 %563, 0
  %565 = select i1 %564, ptr @.str.8, ptr @.str.7
  %566 = call i32 @puts(ptr nonnull dereferenceable(1) %565)
  %567 = load i32, ptr @fails, align 4, !tbaa !5
  %568 = icmp ne i32 %567, 0
  %569 = zext i1 %568 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %569

570:                                              ; preds = %0, %832
  %571 = phi double [ 0.000000e+00, %0 ], [ %833, %832 ]
  %572 = phi double [ 0.000000e+00, %0 ], [ %583, %832 ]
  %573 = phi double [ 0.000000e+00, %0 ], [ %588, %832 ]
  %574 = phi double [ 0.000000e+00, %0 ], [ %582, %832 ]
  %575 = phi i32 [ 1, %0 ], [ %834, %832 ]
  %576 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %577 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %578 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %579 = call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @loss, i32 noundef %576, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %577, double noundef 5.000000e-02, i32 noundef %578, ptr noundef nonnull %3, i32 noundef %576, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %577, double noundef 3.000000e-01, i32 noundef %578, i32 noundef %9, i32 noundef %578, i32 noundef %10) #10
  %580 = extractvalue { double, double } %579, 1
  %581 = icmp eq i32 %575, 1
  %582 = select i1 %581, double %574, double %580
  %583 = select i1 %581, double %580, double %572
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  %584 = uitofp nneg i32 %575 to double
  %585 = insertelement <2 x double> <double poison, double 2.000000e-06>, double %584, i64 0
  br label %589

586:                                              ; preds = %797
  %587 = extractvalue { double, double } %579, 0
  %588 = select i1 %581, double %573, double %587
  br label %836

589:                                              ; preds = %570, %797
  %590 = phi i64 [ 0, %570 ], [ %830, %797 ]
  %591 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %590
  %592 = load double, ptr %591, align 8, !tbaa !9
  %593 = fadd double %592, 0x3EB0C6F7A0B5ED8D
  store double %593, ptr %591, align 8, !tbaa !9
  br i1 %11, label %594, label %600

594:                                              ; preds = %589, %619
  %595 = phi i64 [ %626, %619 ], [ 0, %589 ]
  %596 = phi double [ %625, %619 ], [ 0.000000e+00, %589 ]
  br i1 %12, label %597, label %619

597:                                              ; preds = %594
  %598 = mul nuw nsw i64 %595, %14
  %599 = getelementptr inbounds double, ptr %3, i64 %598
  br i1 %18, label %603, label %628

600:                                              ; preds = %619, %589
  %601 = phi double [ 0.000000e+00, %589 ], [ %625, %619 ]
  br i1 %12, label %602, label %692

602:                                              ; preds = %600
  br i1 %22, label %679, label %658

603:                                              ; preds = %628, %597
  %604 = phi double [ poison, %597 ], [ %654, %628 ]
  %605 = phi i64 [ 0, %597 ], [ %655, %628 ]
  %606 = phi double [ 0.000000e+00, %597 ], [ %654, %628 ]
  br i1 %20, label %619, label %607

607:                                              ; preds = %603, %607
  %608 = phi i64 [ %616, %607 ], [ %605, %603 ]
  %609 = phi double [ %615, %607 ], [ %606, %603 ]
  %610 = phi i64 [ %617, %607 ], [ 0, %603 ]
  %611 = getelementptr inbounds double, ptr %599, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = getelementptr inbounds double, ptr %6, i64 %608
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = call double @llvm.fmuladd.f64(double %612, double %614, double %609)
  %616 = add nuw nsw i64 %608, 1
  %617 = add i64 %610, 1
  %618 = icmp eq i64 %617, %17
  br i1 %618, label %619, label %607, !llvm.loop !20

619:                                              ; preds = %603, %607, %594
  %620 = phi double [ 0.000000e+00, %594 ], [ %604, %603 ], [ %615, %607 ]
  %621 = call double @tanh(double noundef %620) #10
  %622 = getelementptr inbounds double, ptr %4, i64 %595
  %623 = load double, ptr %622, align 8, !tbaa !9
  %624 = fsub double %621, %623
  %625 = call double @llvm.fmuladd.f64(double %624, double %624, double %596)
  %626 = add nuw nsw i64 %595, 1
  %627 = icmp eq i64 %626, %15
  br i1 %627, label %600, label %594, !llvm.loop !13

628:                                              ; preds = %597, %628
  %629 = phi i64 [ %655, %628 ], [ 0, %597 ]
  %630 = phi double [ %654, %628 ], [ 0.000000e+00, %597 ]
  %631 = phi i64 [ %656, %628 ], [ 0, %597 ]
  %632 = getelementptr inbounds double, ptr %599, i64 %629
  %633 = load double, ptr %632, align 8, !tbaa !9
  %634 = getelementptr inbounds double, ptr %6, i64 %629
  %635 = load double, ptr %634, align 16, !tbaa !9
  %636 = call double @llvm.fmuladd.f64(double %633, double %635, double %630)
  %637 = or disjoint i64 %629, 1
  %638 = getelementptr inbounds double, ptr %599, i64 %637
  %639 = load double, ptr %638, align 8, !tbaa !9
  %640 = getelementptr inbounds double, ptr %6, i64 %637
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = call double @llvm.fmuladd.f64(double %639, double %641, double %636)
  %643 = or disjoint i64 %629, 2
  %644 = getelementptr inbounds double, ptr %599, i64 %643
  %645 = load double, ptr %644, align 8, !tbaa !9
  %646 = getelementptr inbounds double, ptr %6, i64 %643
  %647 = load double, ptr %646, align 16, !tbaa !9
  %648 = call double @llvm.fmuladd.f64(double %645, double %647, double %642)
  %649 = or disjoint i64 %629, 3
  %650 = getelementptr inbounds double, ptr %599, i64 %649
  %651 = load double, ptr %650, align 8, !tbaa !9
  %652 = getelementptr inbounds double, ptr %6, i64 %649
  %653 = load double, ptr %652, align 8, !tbaa !9
  %654 = call double @llvm.fmuladd.f64(double %651, double %653, double %648)
  %655 = add nuw nsw i64 %629, 4
  %656 = add i64 %631, 4
  %657 = icmp eq i64 %656, %19
  br i1 %657, label %603, label %628, !llvm.loop !15

658:                                              ; preds = %602, %658
  %659 = phi i64 [ %676, %658 ], [ 0, %602 ]
  %660 = phi double [ %675, %658 ], [ 0.000000e+00, %602 ]
  %661 = phi double [ %674, %658 ], [ 0.000000e+00, %602 ]
  %662 = phi i64 [ %677, %658 ], [ 0, %602 ]
  %663 = getelementptr inbounds double, ptr %6, i64 %659
  %664 = load double, ptr %663, align 16, !tbaa !9
  %665 = call double @llvm.fmuladd.f64(double %664, double %664, double 1.000000e-02)
  %666 = call double @llvm.sqrt.f64(double %665)
  %667 = fadd double %661, %666
  %668 = call double @llvm.fmuladd.f64(double %664, double %664, double %660)
  %669 = or disjoint i64 %659, 1
  %670 = getelementptr inbounds double, ptr %6, i64 %669
  %671 = load double, ptr %670, align 8, !tbaa !9
  %672 = call double @llvm.fmuladd.f64(double %671, double %671, double 1.000000e-02)
  %673 = call double @llvm.sqrt.f64(double %672)
  %674 = fadd double %667, %673
  %675 = call double @llvm.fmuladd.f64(double %671, double %671, double %668)
  %676 = add nuw nsw i64 %659, 2
  %677 = add i64 %662, 2
  %678 = icmp eq i64 %677, %23
  br i1 %678, label %679, label %658, !llvm.loop !16

679:                                              ; preds = %658, %602
  %680 = phi double [ poison, %602 ], [ %674, %658 ]
  %681 = phi double [ poison, %602 ], [ %675, %658 ]
  %682 = phi i64 [ 0, %602 ], [ %676, %658 ]
  %683 = phi double [ 0.000000e+00, %602 ], [ %675, %658 ]
  %684 = phi double [ 0.000000e+00, %602 ], [ %674, %658 ]
  br i1 %24, label %692, label %685

685:                                              ; preds = %679
  %686 = getelementptr inbounds double, ptr %6, i64 %682
  %687 = load double, ptr %686, align 8, !tbaa !9
  %688 = call double @llvm.fmuladd.f64(double %687, double %687, double 1.000000e-02)
  %689 = call double @llvm.sqrt.f64(double %688)
  %690 = fadd double %684, %689
  %691 = call double @llvm.fmuladd.f64(double %687, double %687, double %683)
  br label %692

692:                                              ; preds = %685, %679, %600
  %693 = phi double [ 0.000000e+00, %600 ], [ %680, %679 ], [ %690, %685 ]
  %694 = phi double [ 0.000000e+00, %600 ], [ %681, %679 ], [ %691, %685 ]
  %695 = fdiv double %601, %13
  %696 = call double @llvm.fmuladd.f64(double %693, double 5.000000e-02, double %695)
  %697 = call double @llvm.fmuladd.f64(double %694, double 0x3FB70A3D70A3D70A, double %696)
  %698 = fadd double %592, 0xBEB0C6F7A0B5ED8D
  store double %698, ptr %591, align 8, !tbaa !9
  br i1 %11, label %699, label %705

699:                                              ; preds = %692, %724
  %700 = phi i64 [ %731, %724 ], [ 0, %692 ]
  %701 = phi double [ %730, %724 ], [ 0.000000e+00, %692 ]
  br i1 %12, label %702, label %724

702:                                              ; preds = %699
  %703 = mul nuw nsw i64 %700, %14
  %704 = getelementptr inbounds double, ptr %3, i64 %703
  br i1 %26, label %708, label %733

705:                                              ; preds = %724, %692
  %706 = phi double [ 0.000000e+00, %692 ], [ %730, %724 ]
  br i1 %12, label %707, label %797

707:                                              ; preds = %705
  br i1 %30, label %784, label %763

708:                                              ; preds = %733, %702
  %709 = phi double [ poison, %702 ], [ %759, %733 ]
  %710 = phi i64 [ 0, %702 ], [ %760, %733 ]
  %711 = phi double [ 0.000000e+00, %702 ], [ %759, %733 ]
  br i1 %28, label %724, label %712

712:                                              ; preds = %708, %712
  %713 = phi i64 [ %721, %712 ], [ %710, %708 ]
  %714 = phi double [ %720, %712 ], [ %711, %708 ]
  %715 = phi i64 [ %722, %712 ], [ 0, %708 ]
  %716 = getelementptr inbounds double, ptr %704, i64 %713
  %717 = load double, ptr %716, align 8, !tbaa !9
  %718 = getelementptr inbounds double, ptr %6, i64 %713
  %719 = load double, ptr %718, align 8, !tbaa !9
  %720 = call double @llvm.fmuladd.f64(double %717, double %719, double %714)
  %721 = add nuw nsw i64 %713, 1
  %722 = add i64 %715, 1
  %723 = icmp eq i64 %722, %25
  br i1 %723, label %724, label %712, !llvm.loop !21

724:                                              ; preds = %708, %712, %699
  %725 = phi double [ 0.000000e+00, %699 ], [ %709, %708 ], [ %720, %712 ]
  %726 = call double @tanh(double noundef %725) #10
  %727 = getelementptr inbounds double, ptr %4, i64 %700
  %728 = load double, ptr %727, align 8, !tbaa !9
  %729 = fsub double %726, %728
  %730 = call double @llvm.fmuladd.f64(double %729, double %729, double %701)
  %731 = add nuw nsw i64 %700, 1
  %732 = icmp eq i64 %731, %15
  br i1 %732, label %705, label %699, !llvm.loop !13

733:                                              ; preds = %702, %733
  %734 = phi i64 [ %760, %733 ], [ 0, %702 ]
  %735 = phi double [ %759, %733 ], [ 0.000000e+00, %702 ]
  %736 = phi i64 [ %761, %733 ], [ 0, %702 ]
  %737 = getelementptr inbounds double, ptr %704, i64 %734
  %738 = load double, ptr %737, align 8, !tbaa !9
  %739 = getelementptr inbounds double, ptr %6, i64 %734
  %740 = load double, ptr %739, align 16, !tbaa !9
  %741 = call double @llvm.fmuladd.f64(double %738, double %740, double %735)
  %742 = or disjoint i64 %734, 1
  %743 = getelementptr inbounds double, ptr %704, i64 %742
  %744 = load double, ptr %743, align 8, !tbaa !9
  %745 = getelementptr inbounds double, ptr %6, i64 %742
  %746 = load double, ptr %745, align 8, !tbaa !9
  %747 = call double @llvm.fmuladd.f64(double %744, double %746, double %741)
  %748 = or disjoint i64 %734, 2
  %749 = getelementptr inbounds double, ptr %704, i64 %748
  %750 = load double, ptr %749, align 8, !tbaa !9
  %751 = getelementptr inbounds double, ptr %6, i64 %748
  %752 = load double, ptr %751, align 16, !tbaa !9
  %753 = call double @llvm.fmuladd.f64(double %750, double %752, double %747)
  %754 = or disjoint i64 %734, 3
  %755 = getelementptr inbounds double, ptr %704, i64 %754
  %756 = load double, ptr %755, align 8, !tbaa !9
  %757 = getelementptr inbounds double, ptr %6, i64 %754
  %758 = load double, ptr %757, align 8, !tbaa !9
  %759 = call double @llvm.fmuladd.f64(double %756, double %758, double %753)
  %760 = add nuw nsw i64 %734, 4
  %761 = add i64 %736, 4
  %762 = icmp eq i64 %761, %27
  br i1 %762, label %708, label %733, !llvm.loop !15

763:                                              ; preds = %707, %763
  %764 = phi i64 [ %781, %763 ], [ 0, %707 ]
  %765 = phi double [ %780, %763 ], [ 0.000000e+00, %707 ]
  %766 = phi double [ %779, %763 ], [ 0.000000e+00, %707 ]
  %767 = phi i64 [ %782, %763 ], [ 0, %707 ]
  %768 = getelementptr inbounds double, ptr %6, i64 %764
  %769 = load double, ptr %768, align 16, !tbaa !9
  %770 = call double @llvm.fmuladd.f64(double %769, double %769, double 1.000000e-02)
  %771 = call double @llvm.sqrt.f64(double %770)
  %772 = fadd double %766, %771
  %773 = call double @llvm.fmuladd.f64(double %769, double %769, double %765)
  %774 = or disjoint i64 %764, 1
  %775 = getelementptr inbounds double, ptr %6, i64 %774
  %776 = load double, ptr %775, align 8, !tbaa !9
  %777 = call double @llvm.fmuladd.f64(double %776, double %776, double 1.000000e-02)
  %778 = call double @llvm.sqrt.f64(double %777)
  %779 = fadd double %772, %778
  %780 = call double @llvm.fmuladd.f64(double %776, double %776, double %773)
  %781 = add nuw nsw i64 %764, 2
  %782 = add i64 %767, 2
  %783 = icmp eq i64 %782, %31
  br i1 %783, label %784, label %763, !llvm.loop !16

784:                                              ; preds = %763, %707
  %785 = phi double [ poison, %707 ], [ %779, %763 ]
  %786 = phi double [ poison, %707 ], [ %780, %763 ]
  %787 = phi i64 [ 0, %707 ], [ %781, %763 ]
  %788 = phi double [ 0.000000e+00, %707 ], [ %780, %763 ]
  %789 = phi double [ 0.000000e+00, %707 ], [ %779, %763 ]
  br i1 %32, label %797, label %790

790:                                              ; preds = %784
  %791 = getelementptr inbounds double, ptr %6, i64 %787
  %792 = load double, ptr %791, align 8, !tbaa !9
  %793 = call double @llvm.fmuladd.f64(double %792, double %792, double 1.000000e-02)
  %794 = call double @llvm.sqrt.f64(double %793)
  %795 = fadd double %789, %794
  %796 = call double @llvm.fmuladd.f64(double %792, double %792, double %788)
  br label %797

797:                                              ; preds = %790, %784, %705
  %798 = phi double [ 0.000000e+00, %705 ], [ %785, %784 ], [ %795, %790 ]
  %799 = phi double [ 0.000000e+00, %705 ], [ %786, %784 ], [ %796, %790 ]
  %800 = fdiv double %706, %13
  %801 = call double @llvm.fmuladd.f64(double %798, double 5.000000e-02, double %800)
  %802 = call double @llvm.fmuladd.f64(double %799, double 0x3FB70A3D70A3D70A, double %801)
  store double %592, ptr %591, align 8, !tbaa !9
  %803 = trunc nuw nsw i64 %590 to i32
  %804 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %575, i32 noundef %803) #10
  %805 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %590
  %806 = load double, ptr %805, align 8, !tbaa !9
  %807 = getelementptr inbounds [3 x double], ptr @__const.main.pre_w, i64 0, i64 %590
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = insertelement <2 x double> poison, double %806, i64 0
  %810 = insertelement <2 x double> %809, double %697, i64 1
  %811 = insertelement <2 x double> poison, double %808, i64 0
  %812 = insertelement <2 x double> %811, double %802, i64 1
  %813 = fsub <2 x double> %810, %812
  %814 = fdiv <2 x double> %813, %585
  %815 = extractelement <2 x double> %814, i64 0
  %816 = extractelement <2 x double> %814, i64 1
  %817 = fsub double %815, %816
  %818 = call double @llvm.fabs.f64(double %817)
  %819 = call double @llvm.fabs.f64(double %816)
  %820 = call double @llvm.maxnum.f64(double %819, double 1.000000e+00)
  %821 = fmul double %820, 0x3EB0C6F7A0B5ED8D
  %822 = fcmp ugt double %818, %821
  %823 = fcmp ule double %819, 1.000000e-09
  %824 = or i1 %823, %822
  %825 = select i1 %824, ptr @.str.7, ptr @.str.8
  %826 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, double noundef %815, double noundef %816, ptr noundef nonnull %825)
  %827 = zext i1 %824 to i32
  %828 = load i32, ptr @fails, align 4, !tbaa !5
  %829 = add nsw i32 %828, %827
  store i32 %829, ptr @fails, align 4, !tbaa !5
  %830 = add nuw nsw i64 %590, 1
  %831 = icmp eq i64 %830, 3
  br i1 %831, label %586, label %589, !llvm.loop !22

832:                                              ; preds = %1044
  %833 = select i1 %581, double %587, double %571
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %834 = add nuw nsw i32 %575, 1
  %835 = icmp eq i32 %834, 3
  br i1 %835, label %49, label %570, !llvm.loop !23

836:                                              ; preds = %586, %1044
  %837 = phi i64 [ 0, %586 ], [ %1077, %1044 ]
  %838 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = fadd double %839, 0x3EB0C6F7A0B5ED8D
  store double %840, ptr %838, align 8, !tbaa !9
  br i1 %11, label %841, label %847

841:                                              ; preds = %836, %866
  %842 = phi i64 [ %873, %866 ], [ 0, %836 ]
  %843 = phi double [ %872, %866 ], [ 0.000000e+00, %836 ]
  br i1 %12, label %844, label %866

844:                                              ; preds = %841
  %845 = mul nuw nsw i64 %842, %14
  %846 = getelementptr inbounds double, ptr %3, i64 %845
  br i1 %34, label %850, label %875

847:                                              ; preds = %866, %836
  %848 = phi double [ 0.000000e+00, %836 ], [ %872, %866 ]
  br i1 %12, label %849, label %939

849:                                              ; preds = %847
  br i1 %38, label %926, label %905

850:                                              ; preds = %875, %844
  %851 = phi double [ poison, %844 ], [ %901, %875 ]
  %852 = phi i64 [ 0, %844 ], [ %902, %875 ]
  %853 = phi double [ 0.000000e+00, %844 ], [ %901, %875 ]
  br i1 %36, label %866, label %854

854:                                              ; preds = %850, %854
  %855 = phi i64 [ %863, %854 ], [ %852, %850 ]
  %856 = phi double [ %862, %854 ], [ %853, %850 ]
  %857 = phi i64 [ %864, %854 ], [ 0, %850 ]
  %858 = getelementptr inbounds double, ptr %846, i64 %855
  %859 = load double, ptr %858, align 8, !tbaa !9
  %860 = getelementptr inbounds double, ptr %6, i64 %855
  %861 = load double, ptr %860, align 8, !tbaa !9
  %862 = call double @llvm.fmuladd.f64(double %859, double %861, double %856)
  %863 = add nuw nsw i64 %855, 1
  %864 = add i64 %857, 1
  %865 = icmp eq i64 %864, %33
  br i1 %865, label %866, label %854, !llvm.loop !24

866:                                              ; preds = %850, %854, %841
  %867 = phi double [ 0.000000e+00, %841 ], [ %851, %850 ], [ %862, %854 ]
  %868 = call double @tanh(double noundef %867) #10
  %869 = getelementptr inbounds double, ptr %4, i64 %842
  %870 = load double, ptr %869, align 8, !tbaa !9
  %871 = fsub double %868, %870
  %872 = call double @llvm.fmuladd.f64(double %871, double %871, double %843)
  %873 = add nuw nsw i64 %842, 1
  %874 = icmp eq i64 %873, %15
  br i1 %874, label %847, label %841, !llvm.loop !13

875:                                              ; preds = %844, %875
  %876 = phi i64 [ %902, %875 ], [ 0, %844 ]
  %877 = phi double [ %901, %875 ], [ 0.000000e+00, %844 ]
  %878 = phi i64 [ %903, %875 ], [ 0, %844 ]
  %879 = getelementptr inbounds double, ptr %846, i64 %876
  %880 = load double, ptr %879, align 8, !tbaa !9
  %881 = getelementptr inbounds double, ptr %6, i64 %876
  %882 = load double, ptr %881, align 16, !tbaa !9
  %883 = call double @llvm.fmuladd.f64(double %880, double %882, double %877)
  %884 = or disjoint i64 %876, 1
  %885 = getelementptr inbounds double, ptr %846, i64 %884
  %886 = load double, ptr %885, align 8, !tbaa !9
  %887 = getelementptr inbounds double, ptr %6, i64 %884
  %888 = load double, ptr %887, align 8, !tbaa !9
  %889 = call double @llvm.fmuladd.f64(double %886, double %888, double %883)
  %890 = or disjoint i64 %876, 2
  %891 = getelementptr inbounds double, ptr %846, i64 %890
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = getelementptr inbounds double, ptr %6, i64 %890
  %894 = load double, ptr %893, align 16, !tbaa !9
  %895 = call double @llvm.fmuladd.f64(double %892, double %894, double %889)
  %896 = or disjoint i64 %876, 3
  %897 = getelementptr inbounds double, ptr %846, i64 %896
  %898 = load double, ptr %897, align 8, !tbaa !9
  %899 = getelementptr inbounds double, ptr %6, i64 %896
  %900 = load double, ptr %899, align 8, !tbaa !9
  %901 = call double @llvm.fmuladd.f64(double %898, double %900, double %895)
  %902 = add nuw nsw i64 %876, 4
  %903 = add i64 %878, 4
  %904 = icmp eq i64 %903, %35
  br i1 %904, label %850, label %875, !llvm.loop !15

905:                                              ; preds = %849, %905
  %906 = phi i64 [ %923, %905 ], [ 0, %849 ]
  %907 = phi double [ %922, %905 ], [ 0.000000e+00, %849 ]
  %908 = phi double [ %921, %905 ], [ 0.000000e+00, %849 ]
  %909 = phi i64 [ %924, %905 ], [ 0, %849 ]
  %910 = getelementptr inbounds double, ptr %6, i64 %906
  %911 = load double, ptr %910, align 16, !tbaa !9
  %912 = call double @llvm.fmuladd.f64(double %911, double %911, double 1.000000e-02)
  %913 = call double @llvm.sqrt.f64(double %912)
  %914 = fadd double %908, %913
  %915 = call double @llvm.fmuladd.f64(double %911, double %911, double %907)
  %916 = or disjoint i64 %906, 1
  %917 = getelementptr inbounds double, ptr %6, i64 %916
  %918 = load double, ptr %917, align 8, !tbaa !9
  %919 = call double @llvm.fmuladd.f64(double %918, double %918, double 1.000000e-02)
  %920 = call double @llvm.sqrt.f64(double %919)
  %921 = fadd double %914, %920
  %922 = call double @llvm.fmuladd.f64(double %918, double %918, double %915)
  %923 = add nuw nsw i64 %906, 2
  %924 = add i64 %909, 2
  %925 = icmp eq i64 %924, %39
  br i1 %925, label %926, label %905, !llvm.loop !16

926:                                              ; preds = %905, %849
  %927 = phi double [ poison, %849 ], [ %921, %905 ]
  %928 = phi double [ poison, %849 ], [ %922, %905 ]
  %929 = phi i64 [ 0, %849 ], [ %923, %905 ]
  %930 = phi double [ 0.000000e+00, %849 ], [ %922, %905 ]
  %931 = phi double [ 0.000000e+00, %849 ], [ %921, %905 ]
  br i1 %40, label %939, label %932

932:                                              ; preds = %926
  %933 = getelementptr inbounds double, ptr %6, i64 %929
  %934 = load double, ptr %933, align 8, !tbaa !9
  %935 = call double @llvm.fmuladd.f64(double %934, double %934, double 1.000000e-02)
  %936 = call double @llvm.sqrt.f64(double %935)
  %937 = fadd double %931, %936
  %938 = call double @llvm.fmuladd.f64(double %934, double %934, double %930)
  br label %939

939:                                              ; preds = %932, %926, %847
  %940 = phi double [ 0.000000e+00, %847 ], [ %927, %926 ], [ %937, %932 ]
  %941 = phi double [ 0.000000e+00, %847 ], [ %928, %926 ], [ %938, %932 ]
  %942 = fdiv double %848, %13
  %943 = call double @llvm.fmuladd.f64(double %940, double 5.000000e-02, double %942)
  %944 = call double @llvm.fmuladd.f64(double %941, double 0x3FB70A3D70A3D70A, double %943)
  %945 = fadd double %839, 0xBEB0C6F7A0B5ED8D
  store double %945, ptr %838, align 8, !tbaa !9
  br i1 %11, label %946, label %952

946:                                              ; preds = %939, %971
  %947 = phi i64 [ %978, %971 ], [ 0, %939 ]
  %948 = phi double [ %977, %971 ], [ 0.000000e+00, %939 ]
  br i1 %12, label %949, label %971

949:                                              ; preds = %946
  %950 = mul nuw nsw i64 %947, %14
  %951 = getelementptr inbounds double, ptr %3, i64 %950
  br i1 %42, label %955, label %980

952:                                              ; preds = %971, %939
  %953 = phi double [ 0.000000e+00, %939 ], [ %977, %971 ]
  br i1 %12, label %954, label %1044

954:                                              ; preds = %952
  br i1 %46, label %1031, label %1010

955:                                              ; preds = %980, %949
  %956 = phi double [ poison, %949 ], [ %1006, %980 ]
  %957 = phi i64 [ 0, %949 ], [ %1007, %980 ]
  %958 = phi double [ 0.000000e+00, %949 ], [ %1006, %980 ]
  br i1 %44, label %971, label %959

959:                                              ; preds = %955, %959
  %960 = phi i64 [ %968, %959 ], [ %957, %955 ]
  %961 = phi double [ %967, %959 ], [ %958, %955 ]
  %962 = phi i64 [ %969, %959 ], [ 0, %955 ]
  %963 = getelementptr inbounds double, ptr %951, i64 %960
  %964 = load double, ptr %963, align 8, !tbaa !9
  %965 = getelementptr inbounds double, ptr %6, i64 %960
  %966 = load double, ptr %965, align 8, !tbaa !9
  %967 = call double @llvm.fmuladd.f64(double %964, double %966, double %961)
  %968 = add nuw nsw i64 %960, 1
  %969 = add i64 %962, 1
  %970 = icmp eq i64 %969, %41
  br i1 %970, label %971, label %959, !llvm.loop !25

971:                                              ; preds = %955, %959, %946
  %972 = phi double [ 0.000000e+00, %946 ], [ %956, %955 ], [ %967, %959 ]
  %973 = call double @tanh(double noundef %972) #10
  %974 = getelementptr inbounds double, ptr %4, i64 %947
  %975 = load double, ptr %974, align 8, !tbaa !9
  %976 = fsub double %973, %975
  %977 = call double @llvm.fmuladd.f64(double %976, double %976, double %948)
  %978 = add nuw nsw i64 %947, 1
  %979 = icmp eq i64 %978, %15
  br i1 %979, label %952, label %946, !llvm.loop !13

980:                                              ; preds = %949, %980
  %981 = phi i64 [ %1007, %980 ], [ 0, %949 ]
  %982 = phi double [ %1006, %980 ], [ 0.000000e+00, %949 ]
  %983 = phi i64 [ %1008, %980 ], [ 0, %949 ]
  %984 = getelementptr inbounds double, ptr %951, i64 %981
  %985 = load double, ptr %984, align 8, !tbaa !9
  %986 = getelementptr inbounds double, ptr %6, i64 %981
  %987 = load double, ptr %986, align 16, !tbaa !9
  %988 = call double @llvm.fmuladd.f64(double %985, double %987, double %982)
  %989 = or disjoint i64 %981, 1
  %990 = getelementptr inbounds double, ptr %951, i64 %989
  %991 = load double, ptr %990, align 8, !tbaa !9
  %992 = getelementptr inbounds double, ptr %6, i64 %989
  %993 = load double, ptr %992, align 8, !tbaa !9
  %994 = call double @llvm.fmuladd.f64(double %991, double %993, double %988)
  %995 = or disjoint i64 %981, 2
  %996 = getelementptr inbounds double, ptr %951, i64 %995
  %997 = load double, ptr %996, align 8, !tbaa !9
  %998 = getelementptr inbounds double, ptr %6, i64 %995
  %999 = load double, ptr %998, align 16, !tbaa !9
  %1000 = call double @llvm.fmuladd.f64(double %997, double %999, double %994)
  %1001 = or disjoint i64 %981, 3
  %1002 = getelementptr inbounds double, ptr %951, i64 %1001
  %1003 = load double, ptr %1002, align 8, !tbaa !9
  %1004 = getelementptr inbounds double, ptr %6, i64 %1001
  %1005 = load double, ptr %1004, align 8, !tbaa !9
  %1006 = call double @llvm.fmuladd.f64(double %1003, double %1005, double %1000)
  %1007 = add nuw nsw i64 %981, 4
  %1008 = add i64 %983, 4
  %1009 = icmp eq i64 %1008, %43
  br i1 %1009, label %955, label %980, !llvm.loop !15

1010:                                             ; preds = %954, %1010
  %1011 = phi i64 [ %1028, %1010 ], [ 0, %954 ]
  %1012 = phi double [ %1027, %1010 ], [ 0.000000e+00, %954 ]
  %1013 = phi double [ %1026, %1010 ], [ 0.000000e+00, %954 ]
  %1014 = phi i64 [ %1029, %1010 ], [ 0, %954 ]
  %1015 = getelementptr inbounds double, ptr %6, i64 %1011
  %1016 = load double, ptr %1015, align 16, !tbaa !9
  %1017 = call double @llvm.fmuladd.f64(double %1016, double %1016, double 1.000000e-02)
  %1018 = call double @llvm.sqrt.f64(double %1017)
  %1019 = fadd double %1013, %1018
  %1020 = call double @llvm.fmuladd.f64(double %1016, double %1016, double %1012)
  %1021 = or disjoint i64 %1011, 1
  %1022 = getelementptr inbounds double, ptr %6, i64 %1021
  %1023 = load double, ptr %1022, align 8, !tbaa !9
  %1024 = call double @llvm.fmuladd.f64(double %1023, double %1023, double 1.000000e-02)
  %1025 = call double @llvm.sqrt.f64(double %1024)
  %1026 = fadd double %1019, %1025
  %1027 = call double @llvm.fmuladd.f64(double %1023, double %1023, double %1020)
  %1028 = add nuw nsw i64 %1011, 2
  %1029 = add i64 %1014, 2
  %1030 = icmp eq i64 %1029, %47
  br i1 %1030, label %1031, label %1010, !llvm.loop !16

1031:                                             ; preds = %1010, %954
  %1032 = phi double [ poison, %954 ], [ %1026, %1010 ]
  %1033 = phi double [ poison, %954 ], [ %1027, %1010 ]
  %1034 = phi i64 [ 0, %954 ], [ %1028, %1010 ]
  %1035 = phi double [ 0.000000e+00, %954 ], [ %1027, %1010 ]
  %1036 = phi double [ 0.000000e+00, %954 ], [ %1026, %1010 ]
  br i1 %48, label %1044, label %1037

1037:                                             ; preds = %1031
  %1038 = getelementptr inbounds double, ptr %6, i64 %1034
  %1039 = load double, ptr %1038, align 8, !tbaa !9
  %1040 = call double @llvm.fmuladd.f64(double %1039, double %1039, double 1.000000e-02)
  %1041 = call double @llvm.sqrt.f64(double %1040)
  %1042 = fadd double %1036, %1041
  %1043 = call double @llvm.fmuladd.f64(double %1039, double %1039, double %1035)
  br label %1044

1044:                                             ; preds = %1037, %1031, %952
  %1045 = phi double [ 0.000000e+00, %952 ], [ %1032, %1031 ], [ %1042, %1037 ]
  %1046 = phi double [ 0.000000e+00, %952 ], [ %1033, %1031 ], [ %1043, %1037 ]
  %1047 = fdiv double %953, %13
  %1048 = call double @llvm.fmuladd.f64(double %1045, double 5.000000e-02, double %1047)
  %1049 = call double @llvm.fmuladd.f64(double %1046, double 0x3FB70A3D70A3D70A, double %1048)
  store double %839, ptr %838, align 8, !tbaa !9
  %1050 = trunc nuw nsw i64 %837 to i32
  %1051 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %575, i32 noundef %1050) #10
  %1052 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %837
  %1053 = load double, ptr %1052, align 8, !tbaa !9
  %1054 = getelementptr inbounds [4 x double], ptr @__const.main.pre_y, i64 0, i64 %837
  %1055 = load double, ptr %1054, align 8, !tbaa !9
  %1056 = insertelement <2 x double> poison, double %1053, i64 0
  %1057 = insertelement <2 x double> %1056, double %944, i64 1
  %1058 = insertelement <2 x double> poison, double %1055, i64 0
  %1059 = insertelement <2 x double> %1058, double %1049, i64 1
  %1060 = fsub <2 x double> %1057, %1059
  %1061 = fdiv <2 x double> %1060, %585
  %1062 = extractelement <2 x double> %1061, i64 0
  %1063 = extractelement <2 x double> %1061, i64 1
  %1064 = fsub double %1062, %1063
  %1065 = call double @llvm.fabs.f64(double %1064)
  %1066 = call double @llvm.fabs.f64(double %1063)
  %1067 = call double @llvm.maxnum.f64(double %1066, double 1.000000e+00)
  %1068 = fmul double %1067, 0x3EB0C6F7A0B5ED8D
  %1069 = fcmp ugt double %1065, %1068
  %1070 = fcmp ule double %1066, 1.000000e-09
  %1071 = or i1 %1070, %1069
  %1072 = select i1 %1071, ptr @.str.7, ptr @.str.8
  %1073 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, double noundef %1062, double noundef %1063, ptr noundef nonnull %1072)
  %1074 = zext i1 %1071 to i32
  %1075 = load i32, ptr @fails, align 4, !tbaa !5
  %1076 = add nsw i32 %1075, %1074
  store i32 %1076, ptr @fails, align 4, !tbaa !5
  %1077 = add nuw nsw i64 %837, 1
  %1078 = icmp eq i64 %1077, 4
  br i1 %1078, label %832, label %836, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @loss(ptr nocapture noundef readonly %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, double noundef %4, i32 noundef %5, i32 noundef %6) #4 {
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %23

9:                                                ; preds = %7
  %10 = icmp sgt i32 %6, 0
  %11 = zext i32 %6 to i64
  %12 = zext nneg i32 %5 to i64
  %13 = and i64 %11, 3
  %14 = icmp ult i32 %6, 4
  %15 = and i64 %11, 2147483644
  %16 = icmp eq i64 %13, 0
  br label %17

17:                                               ; preds = %9, %48
  %18 = phi i64 [ 0, %9 ], [ %55, %48 ]
  %19 = phi double [ 0.000000e+00, %9 ], [ %54, %48 ]
  br i1 %10, label %20, label %48

20:                                               ; preds = %17
  %21 = mul nuw nsw i64 %18, %11
  %22 = getelementptr inbounds double, ptr %2, i64 %21
  br i1 %14, label %32, label %57

23:                                               ; preds = %48, %7
  %24 = phi double [ 0.000000e+00, %7 ], [ %54, %48 ]
  %25 = icmp sgt i32 %6, 0
  br i1 %25, label %26, label %101

26:                                               ; preds = %23
  %27 = zext nneg i32 %6 to i64
  %28 = and i64 %27, 1
  %29 = icmp eq i32 %6, 1
  br i1 %29, label %87, label %30

30:                                               ; preds = %26
  %31 = and i64 %27, 2147483646
  br label %109

32:                                               ; preds = %57, %20
  %33 = phi double [ poison, %20 ], [ %83, %57 ]
  %34 = phi i64 [ 0, %20 ], [ %84, %57 ]
  %35 = phi double [ 0.000000e+00, %20 ], [ %83, %57 ]
  br i1 %16, label %48, label %36

36:                                               ; preds = %32, %36
  %37 = phi i64 [ %45, %36 ], [ %34, %32 ]
  %38 = phi double [ %44, %36 ], [ %35, %32 ]
  %39 = phi i64 [ %46, %36 ], [ 0, %32 ]
  %40 = getelementptr inbounds double, ptr %22, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %0, i64 %37
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = add nuw nsw i64 %37, 1
  %46 = add i64 %39, 1
  %47 = icmp eq i64 %46, %13
  br i1 %47, label %48, label %36, !llvm.loop !27

48:                                               ; preds = %32, %36, %17
  %49 = phi double [ 0.000000e+00, %17 ], [ %33, %32 ], [ %44, %36 ]
  %50 = tail call double @tanh(double noundef %49) #10
  %51 = getelementptr inbounds double, ptr %3, i64 %18
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fsub double %50, %52
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %19)
  %55 = add nuw nsw i64 %18, 1
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %23, label %17, !llvm.loop !13

57:                                               ; preds = %20, %57
  %58 = phi i64 [ %84, %57 ], [ 0, %20 ]
  %59 = phi double [ %83, %57 ], [ 0.000000e+00, %20 ]
  %60 = phi i64 [ %85, %57 ], [ 0, %20 ]
  %61 = getelementptr inbounds double, ptr %22, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds double, ptr %0, i64 %58
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %62, double %64, double %59)
  %66 = or disjoint i64 %58, 1
  %67 = getelementptr inbounds double, ptr %22, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = getelementptr inbounds double, ptr %0, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = tail call double @llvm.fmuladd.f64(double %68, double %70, double %65)
  %72 = or disjoint i64 %58, 2
  %73 = getelementptr inbounds double, ptr %22, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = getelementptr inbounds double, ptr %0, i64 %72
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %76, double %71)
  %78 = or disjoint i64 %58, 3
  %79 = getelementptr inbounds double, ptr %22, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds double, ptr %0, i64 %78
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = tail call double @llvm.fmuladd.f64(double %80, double %82, double %77)
  %84 = add nuw nsw i64 %58, 4
  %85 = add i64 %60, 4
  %86 = icmp eq i64 %85, %15
  br i1 %86, label %32, label %57, !llvm.loop !15

87:                                               ; preds = %109, %26
  %88 = phi double [ poison, %26 ], [ %125, %109 ]
  %89 = phi double [ poison, %26 ], [ %126, %109 ]
  %90 = phi i64 [ 0, %26 ], [ %127, %109 ]
  %91 = phi double [ 0.000000e+00, %26 ], [ %126, %109 ]
  %92 = phi double [ 0.000000e+00, %26 ], [ %125, %109 ]
  %93 = icmp eq i64 %28, 0
  br i1 %93, label %101, label %94

94:                                               ; preds = %87
  %95 = getelementptr inbounds double, ptr %0, i64 %90
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %96, double 1.000000e-02)
  %98 = tail call double @llvm.sqrt.f64(double %97)
  %99 = fadd double %92, %98
  %100 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %91)
  br label %101

101:                                              ; preds = %94, %87, %23
  %102 = phi double [ 0.000000e+00, %23 ], [ %88, %87 ], [ %99, %94 ]
  %103 = phi double [ 0.000000e+00, %23 ], [ %89, %87 ], [ %100, %94 ]
  %104 = sitofp i32 %5 to double
  %105 = fdiv double %24, %104
  %106 = tail call double @llvm.fmuladd.f64(double %1, double %102, double %105)
  %107 = fmul double %4, %4
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %103, double %106)
  ret double %108

109:                                              ; preds = %109, %30
  %110 = phi i64 [ 0, %30 ], [ %127, %109 ]
  %111 = phi double [ 0.000000e+00, %30 ], [ %126, %109 ]
  %112 = phi double [ 0.000000e+00, %30 ], [ %125, %109 ]
  %113 = phi i64 [ 0, %30 ], [ %128, %109 ]
  %114 = getelementptr inbounds double, ptr %0, i64 %110
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double 1.000000e-02)
  %117 = tail call double @llvm.sqrt.f64(double %116)
  %118 = fadd double %112, %117
  %119 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %111)
  %120 = or disjoint i64 %110, 1
  %121 = getelementptr inbounds double, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %122, double 1.000000e-02)
  %124 = tail call double @llvm.sqrt.f64(double %123)
  %125 = fadd double %118, %124
  %126 = tail call double @llvm.fmuladd.f64(double %122, double %122, double %119)
  %127 = add nuw nsw i64 %110, 2
  %128 = add i64 %113, 2
  %129 = icmp eq i64 %128, %31
  br i1 %129, label %87, label %109, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fabs.v4f64(<4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !12}
