; ModuleID = 'rev/47_active_ret_dup.c'
source_filename = "rev/47_active_ret_dup.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 8
@__const.main.y = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@__const.main.pre_w = private unnamed_addr constant [3 x double] [double 1.000000e+01, double -3.000000e+00, double 5.000000e-01], align 8
@__const.main.pre_y = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 8
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
  %3 = alloca [12 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 3, ptr %2, align 4, !tbaa !6
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  %10 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %3, ptr noundef nonnull align 8 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.y, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.pre_w, i64 24, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.pre_y, i64 32, i1 false), !tbaa !10
  %11 = icmp sgt i32 %9, 0
  %12 = icmp sgt i32 %10, 0
  %13 = sitofp i32 %9 to double
  %14 = zext i32 %10 to i64
  %15 = zext nneg i32 %9 to i64
  %16 = icmp ult i32 %10, 4
  %17 = and i64 %14, 2147483644
  %18 = icmp eq i64 %17, %14
  %19 = icmp ult i32 %10, 4
  %20 = and i64 %14, 2147483644
  %21 = icmp eq i64 %20, %14
  %22 = icmp ult i32 %10, 4
  %23 = and i64 %14, 2147483644
  %24 = icmp eq i64 %23, %14
  %25 = icmp ult i32 %10, 4
  %26 = and i64 %14, 2147483644
  %27 = icmp eq i64 %26, %14
  br label %487

28:                                               ; preds = %668
  br i1 %11, label %29, label %60

29:                                               ; preds = %28
  %30 = icmp ult i32 %10, 4
  %31 = and i64 %14, 2147483644
  %32 = icmp eq i64 %31, %14
  br label %33

33:                                               ; preds = %29, %93
  %34 = phi i64 [ %100, %93 ], [ 0, %29 ]
  %35 = phi double [ %99, %93 ], [ 0.000000e+00, %29 ]
  br i1 %12, label %36, label %93

36:                                               ; preds = %33
  %37 = mul nuw nsw i64 %34, %14
  %38 = getelementptr inbounds double, ptr %3, i64 %37
  br i1 %30, label %39, label %42

39:                                               ; preds = %59, %36
  %40 = phi i64 [ 0, %36 ], [ %31, %59 ]
  %41 = phi double [ 0.000000e+00, %36 ], [ %56, %59 ]
  br label %102

42:                                               ; preds = %36, %42
  %43 = phi i64 [ %57, %42 ], [ 0, %36 ]
  %44 = phi double [ %56, %42 ], [ 0.000000e+00, %36 ]
  %45 = getelementptr inbounds double, ptr %38, i64 %43
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !10
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !10
  %49 = getelementptr inbounds double, ptr %6, i64 %43
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !10
  %52 = load <2 x double>, ptr %50, align 8, !tbaa !10
  %53 = fmul <2 x double> %47, %51
  %54 = fmul <2 x double> %48, %52
  %55 = call double @llvm.vector.reduce.fadd.v2f64(double %44, <2 x double> %53)
  %56 = call double @llvm.vector.reduce.fadd.v2f64(double %55, <2 x double> %54)
  %57 = add nuw i64 %43, 4
  %58 = icmp eq i64 %57, %31
  br i1 %58, label %59, label %42, !llvm.loop !12

59:                                               ; preds = %42
  br i1 %32, label %93, label %39

60:                                               ; preds = %93, %28
  %61 = phi double [ 0.000000e+00, %28 ], [ %99, %93 ]
  br i1 %12, label %62, label %124

62:                                               ; preds = %60
  %63 = icmp eq i32 %10, 1
  br i1 %63, label %64, label %68

64:                                               ; preds = %91, %62
  %65 = phi i64 [ 0, %62 ], [ %69, %91 ]
  %66 = phi double [ 0.000000e+00, %62 ], [ %86, %91 ]
  %67 = phi double [ 0.000000e+00, %62 ], [ %88, %91 ]
  br label %112

68:                                               ; preds = %62
  %69 = and i64 %14, 2147483646
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %89, %70 ]
  %72 = phi double [ 0.000000e+00, %68 ], [ %86, %70 ]
  %73 = phi double [ 0.000000e+00, %68 ], [ %88, %70 ]
  %74 = or disjoint i64 %71, 1
  %75 = getelementptr inbounds double, ptr %6, i64 %71
  %76 = getelementptr inbounds double, ptr %6, i64 %74
  %77 = load double, ptr %75, align 8, !tbaa !10
  %78 = load double, ptr %76, align 8, !tbaa !10
  %79 = call double @llvm.fmuladd.f64(double %77, double %77, double 1.000000e-02)
  %80 = call double @llvm.fmuladd.f64(double %78, double %78, double 1.000000e-02)
  %81 = call double @llvm.sqrt.f64(double %79)
  %82 = call double @llvm.sqrt.f64(double %80)
  %83 = fmul double %77, %77
  %84 = fmul double %78, %78
  %85 = fadd double %72, %83
  %86 = fadd double %85, %84
  %87 = fadd double %73, %81
  %88 = fadd double %87, %82
  %89 = add nuw i64 %71, 2
  %90 = icmp eq i64 %89, %69
  br i1 %90, label %91, label %70, !llvm.loop !16

91:                                               ; preds = %70
  %92 = icmp eq i64 %69, %14
  br i1 %92, label %124, label %64

93:                                               ; preds = %102, %59, %33
  %94 = phi double [ 0.000000e+00, %33 ], [ %56, %59 ], [ %109, %102 ]
  %95 = call double @tanh(double noundef %94) #10
  %96 = getelementptr inbounds double, ptr %4, i64 %34
  %97 = load double, ptr %96, align 8, !tbaa !10
  %98 = fsub double %95, %97
  %99 = call double @llvm.fmuladd.f64(double %98, double %98, double %35)
  %100 = add nuw nsw i64 %34, 1
  %101 = icmp eq i64 %100, %15
  br i1 %101, label %60, label %33, !llvm.loop !17

102:                                              ; preds = %39, %102
  %103 = phi i64 [ %110, %102 ], [ %40, %39 ]
  %104 = phi double [ %109, %102 ], [ %41, %39 ]
  %105 = getelementptr inbounds double, ptr %38, i64 %103
  %106 = load double, ptr %105, align 8, !tbaa !10
  %107 = getelementptr inbounds double, ptr %6, i64 %103
  %108 = load double, ptr %107, align 8, !tbaa !10
  %109 = call double @llvm.fmuladd.f64(double %106, double %108, double %104)
  %110 = add nuw nsw i64 %103, 1
  %111 = icmp eq i64 %110, %14
  br i1 %111, label %93, label %102, !llvm.loop !18

112:                                              ; preds = %64, %112
  %113 = phi i64 [ %122, %112 ], [ %65, %64 ]
  %114 = phi double [ %121, %112 ], [ %66, %64 ]
  %115 = phi double [ %120, %112 ], [ %67, %64 ]
  %116 = getelementptr inbounds double, ptr %6, i64 %113
  %117 = load double, ptr %116, align 8, !tbaa !10
  %118 = call double @llvm.fmuladd.f64(double %117, double %117, double 1.000000e-02)
  %119 = call double @llvm.sqrt.f64(double %118)
  %120 = fadd double %115, %119
  %121 = call double @llvm.fmuladd.f64(double %117, double %117, double %114)
  %122 = add nuw nsw i64 %113, 1
  %123 = icmp eq i64 %122, %14
  br i1 %123, label %124, label %112, !llvm.loop !19

124:                                              ; preds = %112, %91, %60
  %125 = phi double [ 0.000000e+00, %60 ], [ %88, %91 ], [ %120, %112 ]
  %126 = phi double [ 0.000000e+00, %60 ], [ %86, %91 ], [ %121, %112 ]
  br i1 %11, label %127, label %158

127:                                              ; preds = %124
  %128 = icmp ult i32 %10, 4
  %129 = and i64 %14, 2147483644
  %130 = icmp eq i64 %129, %14
  br label %131

131:                                              ; preds = %127, %191
  %132 = phi i64 [ %198, %191 ], [ 0, %127 ]
  %133 = phi double [ %197, %191 ], [ 0.000000e+00, %127 ]
  br i1 %12, label %134, label %191

134:                                              ; preds = %131
  %135 = mul nuw nsw i64 %132, %14
  %136 = getelementptr inbounds double, ptr %3, i64 %135
  br i1 %128, label %137, label %140

137:                                              ; preds = %157, %134
  %138 = phi i64 [ 0, %134 ], [ %129, %157 ]
  %139 = phi double [ 0.000000e+00, %134 ], [ %154, %157 ]
  br label %200

140:                                              ; preds = %134, %140
  %141 = phi i64 [ %155, %140 ], [ 0, %134 ]
  %142 = phi double [ %154, %140 ], [ 0.000000e+00, %134 ]
  %143 = getelementptr inbounds double, ptr %136, i64 %141
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  %145 = load <2 x double>, ptr %143, align 8, !tbaa !10
  %146 = load <2 x double>, ptr %144, align 8, !tbaa !10
  %147 = getelementptr inbounds double, ptr %6, i64 %141
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load <2 x double>, ptr %147, align 8, !tbaa !10
  %150 = load <2 x double>, ptr %148, align 8, !tbaa !10
  %151 = fmul <2 x double> %145, %149
  %152 = fmul <2 x double> %146, %150
  %153 = call double @llvm.vector.reduce.fadd.v2f64(double %142, <2 x double> %151)
  %154 = call double @llvm.vector.reduce.fadd.v2f64(double %153, <2 x double> %152)
  %155 = add nuw i64 %141, 4
  %156 = icmp eq i64 %155, %129
  br i1 %156, label %157, label %140, !llvm.loop !20

157:                                              ; preds = %140
  br i1 %130, label %191, label %137

158:                                              ; preds = %191, %124
  %159 = phi double [ 0.000000e+00, %124 ], [ %197, %191 ]
  br i1 %12, label %160, label %222

160:                                              ; preds = %158
  %161 = icmp eq i32 %10, 1
  br i1 %161, label %162, label %166

162:                                              ; preds = %189, %160
  %163 = phi i64 [ 0, %160 ], [ %167, %189 ]
  %164 = phi double [ 0.000000e+00, %160 ], [ %184, %189 ]
  %165 = phi double [ 0.000000e+00, %160 ], [ %186, %189 ]
  br label %210

166:                                              ; preds = %160
  %167 = and i64 %14, 2147483646
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i64 [ 0, %166 ], [ %187, %168 ]
  %170 = phi double [ 0.000000e+00, %166 ], [ %184, %168 ]
  %171 = phi double [ 0.000000e+00, %166 ], [ %186, %168 ]
  %172 = or disjoint i64 %169, 1
  %173 = getelementptr inbounds double, ptr %6, i64 %169
  %174 = getelementptr inbounds double, ptr %6, i64 %172
  %175 = load double, ptr %173, align 8, !tbaa !10
  %176 = load double, ptr %174, align 8, !tbaa !10
  %177 = call double @llvm.fmuladd.f64(double %175, double %175, double 1.000000e-02)
  %178 = call double @llvm.fmuladd.f64(double %176, double %176, double 1.000000e-02)
  %179 = call double @llvm.sqrt.f64(double %177)
  %180 = call double @llvm.sqrt.f64(double %178)
  %181 = fmul double %175, %175
  %182 = fmul double %176, %176
  %183 = fadd double %170, %181
  %184 = fadd double %183, %182
  %185 = fadd double %171, %179
  %186 = fadd double %185, %180
  %187 = add nuw i64 %169, 2
  %188 = icmp eq i64 %187, %167
  br i1 %188, label %189, label %168, !llvm.loop !21

189:                                              ; preds = %168
  %190 = icmp eq i64 %167, %14
  br i1 %190, label %222, label %162

191:                                              ; preds = %200, %157, %131
  %192 = phi double [ 0.000000e+00, %131 ], [ %154, %157 ], [ %207, %200 ]
  %193 = call double @tanh(double noundef %192) #10
  %194 = getelementptr inbounds double, ptr %4, i64 %132
  %195 = load double, ptr %194, align 8, !tbaa !10
  %196 = fsub double %193, %195
  %197 = call double @llvm.fmuladd.f64(double %196, double %196, double %133)
  %198 = add nuw nsw i64 %132, 1
  %199 = icmp eq i64 %198, %15
  br i1 %199, label %158, label %131, !llvm.loop !17

200:                                              ; preds = %137, %200
  %201 = phi i64 [ %208, %200 ], [ %138, %137 ]
  %202 = phi double [ %207, %200 ], [ %139, %137 ]
  %203 = getelementptr inbounds double, ptr %136, i64 %201
  %204 = load double, ptr %203, align 8, !tbaa !10
  %205 = getelementptr inbounds double, ptr %6, i64 %201
  %206 = load double, ptr %205, align 8, !tbaa !10
  %207 = call double @llvm.fmuladd.f64(double %204, double %206, double %202)
  %208 = add nuw nsw i64 %201, 1
  %209 = icmp eq i64 %208, %14
  br i1 %209, label %191, label %200, !llvm.loop !22

210:                                              ; preds = %162, %210
  %211 = phi i64 [ %220, %210 ], [ %163, %162 ]
  %212 = phi double [ %219, %210 ], [ %164, %162 ]
  %213 = phi double [ %218, %210 ], [ %165, %162 ]
  %214 = getelementptr inbounds double, ptr %6, i64 %211
  %215 = load double, ptr %214, align 8, !tbaa !10
  %216 = call double @llvm.fmuladd.f64(double %215, double %215, double 1.000000e-02)
  %217 = call double @llvm.sqrt.f64(double %216)
  %218 = fadd double %213, %217
  %219 = call double @llvm.fmuladd.f64(double %215, double %215, double %212)
  %220 = add nuw nsw i64 %211, 1
  %221 = icmp eq i64 %220, %14
  br i1 %221, label %222, label %210, !llvm.loop !23

222:                                              ; preds = %210, %189, %158
  %223 = phi double [ 0.000000e+00, %158 ], [ %186, %189 ], [ %218, %210 ]
  %224 = phi double [ 0.000000e+00, %158 ], [ %184, %189 ], [ %219, %210 ]
  br i1 %11, label %225, label %256

225:                                              ; preds = %222
  %226 = icmp ult i32 %10, 4
  %227 = and i64 %14, 2147483644
  %228 = icmp eq i64 %227, %14
  br label %229

229:                                              ; preds = %225, %289
  %230 = phi i64 [ %296, %289 ], [ 0, %225 ]
  %231 = phi double [ %295, %289 ], [ 0.000000e+00, %225 ]
  br i1 %12, label %232, label %289

232:                                              ; preds = %229
  %233 = mul nuw nsw i64 %230, %14
  %234 = getelementptr inbounds double, ptr %3, i64 %233
  br i1 %226, label %235, label %238

235:                                              ; preds = %255, %232
  %236 = phi i64 [ 0, %232 ], [ %227, %255 ]
  %237 = phi double [ 0.000000e+00, %232 ], [ %252, %255 ]
  br label %298

238:                                              ; preds = %232, %238
  %239 = phi i64 [ %253, %238 ], [ 0, %232 ]
  %240 = phi double [ %252, %238 ], [ 0.000000e+00, %232 ]
  %241 = getelementptr inbounds double, ptr %234, i64 %239
  %242 = getelementptr inbounds i8, ptr %241, i64 16
  %243 = load <2 x double>, ptr %241, align 8, !tbaa !10
  %244 = load <2 x double>, ptr %242, align 8, !tbaa !10
  %245 = getelementptr inbounds double, ptr %6, i64 %239
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load <2 x double>, ptr %245, align 8, !tbaa !10
  %248 = load <2 x double>, ptr %246, align 8, !tbaa !10
  %249 = fmul <2 x double> %243, %247
  %250 = fmul <2 x double> %244, %248
  %251 = call double @llvm.vector.reduce.fadd.v2f64(double %240, <2 x double> %249)
  %252 = call double @llvm.vector.reduce.fadd.v2f64(double %251, <2 x double> %250)
  %253 = add nuw i64 %239, 4
  %254 = icmp eq i64 %253, %227
  br i1 %254, label %255, label %238, !llvm.loop !24

255:                                              ; preds = %238
  br i1 %228, label %289, label %235

256:                                              ; preds = %289, %222
  %257 = phi double [ 0.000000e+00, %222 ], [ %295, %289 ]
  br i1 %12, label %258, label %320

258:                                              ; preds = %256
  %259 = icmp eq i32 %10, 1
  br i1 %259, label %260, label %264

260:                                              ; preds = %287, %258
  %261 = phi i64 [ 0, %258 ], [ %265, %287 ]
  %262 = phi double [ 0.000000e+00, %258 ], [ %282, %287 ]
  %263 = phi double [ 0.000000e+00, %258 ], [ %284, %287 ]
  br label %308

264:                                              ; preds = %258
  %265 = and i64 %14, 2147483646
  br label %266

266:                                              ; preds = %266, %264
  %267 = phi i64 [ 0, %264 ], [ %285, %266 ]
  %268 = phi double [ 0.000000e+00, %264 ], [ %282, %266 ]
  %269 = phi double [ 0.000000e+00, %264 ], [ %284, %266 ]
  %270 = or disjoint i64 %267, 1
  %271 = getelementptr inbounds double, ptr %6, i64 %267
  %272 = getelementptr inbounds double, ptr %6, i64 %270
  %273 = load double, ptr %271, align 8, !tbaa !10
  %274 = load double, ptr %272, align 8, !tbaa !10
  %275 = call double @llvm.fmuladd.f64(double %273, double %273, double 1.000000e-02)
  %276 = call double @llvm.fmuladd.f64(double %274, double %274, double 1.000000e-02)
  %277 = call double @llvm.sqrt.f64(double %275)
  %278 = call double @llvm.sqrt.f64(double %276)
  %279 = fmul double %273, %273
  %280 = fmul double %274, %274
  %281 = fadd double %268, %279
  %282 = fadd double %281, %280
  %283 = fadd double %269, %277
  %284 = fadd double %283, %278
  %285 = add nuw i64 %267, 2
  %286 = icmp eq i64 %285, %265
  br i1 %286, label %287, label %266, !llvm.loop !25

287:                                              ; preds = %266
  %288 = icmp eq i64 %265, %14
  br i1 %288, label %320, label %260

289:                                              ; preds = %298, %255, %229
  %290 = phi double [ 0.000000e+00, %229 ], [ %252, %255 ], [ %305, %298 ]
  %291 = call double @tanh(double noundef %290) #10
  %292 = getelementptr inbounds double, ptr %4, i64 %230
  %293 = load double, ptr %292, align 8, !tbaa !10
  %294 = fsub double %291, %293
  %295 = call double @llvm.fmuladd.f64(double %294, double %294, double %231)
  %296 = add nuw nsw i64 %230, 1
  %297 = icmp eq i64 %296, %15
  br i1 %297, label %256, label %229, !llvm.loop !17

298:                                              ; preds = %235, %298
  %299 = phi i64 [ %306, %298 ], [ %236, %235 ]
  %300 = phi double [ %305, %298 ], [ %237, %235 ]
  %301 = getelementptr inbounds double, ptr %234, i64 %299
  %302 = load double, ptr %301, align 8, !tbaa !10
  %303 = getelementptr inbounds double, ptr %6, i64 %299
  %304 = load double, ptr %303, align 8, !tbaa !10
  %305 = call double @llvm.fmuladd.f64(double %302, double %304, double %300)
  %306 = add nuw nsw i64 %299, 1
  %307 = icmp eq i64 %306, %14
  br i1 %307, label %289, label %298, !llvm.loop !26

308:                                              ; preds = %260, %308
  %309 = phi i64 [ %318, %308 ], [ %261, %260 ]
  %310 = phi double [ %317, %308 ], [ %262, %260 ]
  %311 = phi double [ %316, %308 ], [ %263, %260 ]
  %312 = getelementptr inbounds double, ptr %6, i64 %309
  %313 = load double, ptr %312, align 8, !tbaa !10
  %314 = call double @llvm.fmuladd.f64(double %313, double %313, double 1.000000e-02)
  %315 = call double @llvm.sqrt.f64(double %314)
  %316 = fadd double %311, %315
  %317 = call double @llvm.fmuladd.f64(double %313, double %313, double %310)
  %318 = add nuw nsw i64 %309, 1
  %319 = icmp eq i64 %318, %14
  br i1 %319, label %320, label %308, !llvm.loop !27

320:                                              ; preds = %308, %287, %256
  %321 = phi double [ 0.000000e+00, %256 ], [ %284, %287 ], [ %316, %308 ]
  %322 = phi double [ 0.000000e+00, %256 ], [ %282, %287 ], [ %317, %308 ]
  br i1 %11, label %323, label %354

323:                                              ; preds = %320
  %324 = icmp ult i32 %10, 4
  %325 = and i64 %14, 2147483644
  %326 = icmp eq i64 %325, %14
  br label %327

327:                                              ; preds = %323, %387
  %328 = phi i64 [ %394, %387 ], [ 0, %323 ]
  %329 = phi double [ %393, %387 ], [ 0.000000e+00, %323 ]
  br i1 %12, label %330, label %387

330:                                              ; preds = %327
  %331 = mul nuw nsw i64 %328, %14
  %332 = getelementptr inbounds double, ptr %3, i64 %331
  br i1 %324, label %333, label %336

333:                                              ; preds = %353, %330
  %334 = phi i64 [ 0, %330 ], [ %325, %353 ]
  %335 = phi double [ 0.000000e+00, %330 ], [ %350, %353 ]
  br label %396

336:                                              ; preds = %330, %336
  %337 = phi i64 [ %351, %336 ], [ 0, %330 ]
  %338 = phi double [ %350, %336 ], [ 0.000000e+00, %330 ]
  %339 = getelementptr inbounds double, ptr %332, i64 %337
  %340 = getelementptr inbounds i8, ptr %339, i64 16
  %341 = load <2 x double>, ptr %339, align 8, !tbaa !10
  %342 = load <2 x double>, ptr %340, align 8, !tbaa !10
  %343 = getelementptr inbounds double, ptr %6, i64 %337
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = load <2 x double>, ptr %343, align 8, !tbaa !10
  %346 = load <2 x double>, ptr %344, align 8, !tbaa !10
  %347 = fmul <2 x double> %341, %345
  %348 = fmul <2 x double> %342, %346
  %349 = call double @llvm.vector.reduce.fadd.v2f64(double %338, <2 x double> %347)
  %350 = call double @llvm.vector.reduce.fadd.v2f64(double %349, <2 x double> %348)
  %351 = add nuw i64 %337, 4
  %352 = icmp eq i64 %351, %325
  br i1 %352, label %353, label %336, !llvm.loop !28

353:                                              ; preds = %336
  br i1 %326, label %387, label %333

354:                                              ; preds = %387, %320
  %355 = phi double [ 0.000000e+00, %320 ], [ %393, %387 ]
  br i1 %12, label %356, label %418

356:                                              ; preds = %354
  %357 = icmp eq i32 %10, 1
  br i1 %357, label %358, label %362

358:                                              ; preds = %385, %356
  %359 = phi i64 [ 0, %356 ], [ %363, %385 ]
  %360 = phi double [ 0.000000e+00, %356 ], [ %380, %385 ]
  %361 = phi double [ 0.000000e+00, %356 ], [ %382, %385 ]
  br label %406

362:                                              ; preds = %356
  %363 = and i64 %14, 2147483646
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i64 [ 0, %362 ], [ %383, %364 ]
  %366 = phi double [ 0.000000e+00, %362 ], [ %380, %364 ]
  %367 = phi double [ 0.000000e+00, %362 ], [ %382, %364 ]
  %368 = or disjoint i64 %365, 1
  %369 = getelementptr inbounds double, ptr %6, i64 %365
  %370 = getelementptr inbounds double, ptr %6, i64 %368
  %371 = load double, ptr %369, align 8, !tbaa !10
  %372 = load double, ptr %370, align 8, !tbaa !10
  %373 = call double @llvm.fmuladd.f64(double %371, double %371, double 1.000000e-02)
  %374 = call double @llvm.fmuladd.f64(double %372, double %372, double 1.000000e-02)
  %375 = call double @llvm.sqrt.f64(double %373)
  %376 = call double @llvm.sqrt.f64(double %374)
  %377 = fmul double %371, %371
  %378 = fmul double %372, %372
  %379 = fadd double %366, %377
  %380 = fadd double %379, %378
  %381 = fadd double %367, %375
  %382 = fadd double %381, %376
  %383 = add nuw i64 %365, 2
  %384 = icmp eq i64 %383, %363
  br i1 %384, label %385, label %364, !llvm.loop !29

385:                                              ; preds = %364
  %386 = icmp eq i64 %363, %14
  br i1 %386, label %418, label %358

387:                                              ; preds = %396, %353, %327
  %388 = phi double [ 0.000000e+00, %327 ], [ %350, %353 ], [ %403, %396 ]
  %389 = call double @tanh(double noundef %388) #10
  %390 = getelementptr inbounds double, ptr %4, i64 %328
  %391 = load double, ptr %390, align 8, !tbaa !10
  %392 = fsub double %389, %391
  %393 = call double @llvm.fmuladd.f64(double %392, double %392, double %329)
  %394 = add nuw nsw i64 %328, 1
  %395 = icmp eq i64 %394, %15
  br i1 %395, label %354, label %327, !llvm.loop !17

396:                                              ; preds = %333, %396
  %397 = phi i64 [ %404, %396 ], [ %334, %333 ]
  %398 = phi double [ %403, %396 ], [ %335, %333 ]
  %399 = getelementptr inbounds double, ptr %332, i64 %397
  %400 = load double, ptr %399, align 8, !tbaa !10
  %401 = getelementptr inbounds double, ptr %6, i64 %397
  %402 = load double, ptr %401, align 8, !tbaa !10
  %403 = call double @llvm.fmuladd.f64(double %400, double %402, double %398)
  %404 = add nuw nsw i64 %397, 1
  %405 = icmp eq i64 %404, %14
  br i1 %405, label %387, label %396, !llvm.loop !30

406:                                              ; preds = %358, %406
  %407 = phi i64 [ %416, %406 ], [ %359, %358 ]
  %408 = phi double [ %415, %406 ], [ %360, %358 ]
  %409 = phi double [ %414, %406 ], [ %361, %358 ]
  %410 = getelementptr inbounds double, ptr %6, i64 %407
  %411 = load double, ptr %410, align 8, !tbaa !10
  %412 = call double @llvm.fmuladd.f64(double %411, double %411, double 1.000000e-02)
  %413 = call double @llvm.sqrt.f64(double %412)
  %414 = fadd double %409, %413
  %415 = call double @llvm.fmuladd.f64(double %411, double %411, double %408)
  %416 = add nuw nsw i64 %407, 1
  %417 = icmp eq i64 %416, %14
  br i1 %417, label %418, label %406, !llvm.loop !31

418:                                              ; preds = %406, %385, %354
  %419 = phi double [ 0.000000e+00, %354 ], [ %382, %385 ], [ %414, %406 ]
  %420 = phi double [ 0.000000e+00, %354 ], [ %380, %385 ], [ %415, %406 ]
  %421 = fdiv double %257, %13
  %422 = call double @llvm.fmuladd.f64(double %321, double 5.000000e-02, double %421)
  %423 = call double @llvm.fmuladd.f64(double %322, double 0x3FB70A47819FEA89, double %422)
  %424 = fdiv double %61, %13
  %425 = call double @llvm.fmuladd.f64(double %125, double 0x3FA999BB2788DB06, double %424)
  %426 = call double @llvm.fmuladd.f64(double %126, double 0x3FB70A3D70A3D70A, double %425)
  %427 = fdiv double %159, %13
  %428 = call double @llvm.fmuladd.f64(double %223, double 4.999900e-02, double %427)
  %429 = call double @llvm.fmuladd.f64(double %224, double 0x3FB70A3D70A3D70A, double %428)
  %430 = fsub double %426, %429
  %431 = fdiv double %430, 2.000000e-06
  %432 = fdiv double %355, %13
  %433 = call double @llvm.fmuladd.f64(double %419, double 5.000000e-02, double %432)
  %434 = call double @llvm.fmuladd.f64(double %420, double 0x3FB70A335FA9F67E, double %433)
  %435 = fsub double %423, %434
  %436 = fdiv double %435, 2.000000e-06
  %437 = fsub double %669, %431
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = call double @llvm.fabs.f64(double %431)
  %440 = call double @llvm.maxnum.f64(double %439, double 1.000000e+00)
  %441 = fmul double %440, 0x3EB0C6F7A0B5ED8D
  %442 = fcmp ugt double %438, %441
  %443 = fcmp ule double %439, 1.000000e-09
  %444 = or i1 %443, %442
  %445 = select i1 %444, ptr @.str.7, ptr @.str.8
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %669, double noundef %431, ptr noundef nonnull %445)
  %447 = zext i1 %444 to i32
  %448 = load i32, ptr @fails, align 4, !tbaa !6
  %449 = add nsw i32 %448, %447
  store i32 %449, ptr @fails, align 4, !tbaa !6
  %450 = fsub double %500, %436
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = call double @llvm.fabs.f64(double %436)
  %453 = call double @llvm.maxnum.f64(double %452, double 1.000000e+00)
  %454 = fmul double %453, 0x3EB0C6F7A0B5ED8D
  %455 = fcmp ugt double %451, %454
  %456 = fcmp ule double %452, 1.000000e-09
  %457 = or i1 %456, %455
  %458 = select i1 %457, ptr @.str.7, ptr @.str.8
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %500, double noundef %436, ptr noundef nonnull %458)
  %460 = zext i1 %457 to i32
  %461 = load i32, ptr @fails, align 4, !tbaa !6
  %462 = add nsw i32 %461, %460
  store i32 %462, ptr @fails, align 4, !tbaa !6
  %463 = fsub double %504, %431
  %464 = call double @llvm.fabs.f64(double %463)
  %465 = fcmp ugt double %464, %441
  %466 = or i1 %443, %465
  %467 = select i1 %466, ptr @.str.7, ptr @.str.8
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %504, double noundef %431, ptr noundef nonnull %467)
  %469 = zext i1 %466 to i32
  %470 = load i32, ptr @fails, align 4, !tbaa !6
  %471 = add nsw i32 %470, %469
  store i32 %471, ptr @fails, align 4, !tbaa !6
  %472 = fsub double %499, %436
  %473 = call double @llvm.fabs.f64(double %472)
  %474 = fcmp ugt double %473, %454
  %475 = or i1 %456, %474
  %476 = select i1 %475, ptr @.str.7, ptr @.str.8
  %477 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %499, double noundef %436, ptr noundef nonnull %476)
  %478 = zext i1 %475 to i32
  %479 = load i32, ptr @fails, align 4, !tbaa !6
  %480 = add nsw i32 %479, %478
  store i32 %480, ptr @fails, align 4, !tbaa !6
  %481 = icmp eq i32 %480, 0
  %482 = select i1 %481, ptr @.str.8, ptr @.str.7
  %483 = call i32 @puts(ptr nonnull dereferenceable(1) %482)
  %484 = load i32, ptr @fails, align 4, !tbaa !6
  %485 = icmp ne i32 %484, 0
  %486 = zext i1 %485 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %486

487:                                              ; preds = %0, %668
  %488 = phi double [ 0.000000e+00, %0 ], [ %669, %668 ]
  %489 = phi double [ 0.000000e+00, %0 ], [ %500, %668 ]
  %490 = phi double [ 0.000000e+00, %0 ], [ %504, %668 ]
  %491 = phi double [ 0.000000e+00, %0 ], [ %499, %668 ]
  %492 = phi i32 [ 1, %0 ], [ %670, %668 ]
  %493 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %494 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %495 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %496 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @loss, i32 noundef %493, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %494, double noundef 5.000000e-02, i32 noundef %495, ptr noundef nonnull %3, i32 noundef %493, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %494, double noundef 3.000000e-01, i32 noundef %495, i32 noundef %9, i32 noundef %495, i32 noundef %10) #10
  %497 = extractvalue %struct.grad2 %496, 1
  %498 = icmp eq i32 %492, 1
  %499 = select i1 %498, double %491, double %497
  %500 = select i1 %498, double %497, double %489
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  %501 = uitofp nneg i32 %492 to double
  br label %505

502:                                              ; preds = %637
  %503 = extractvalue %struct.grad2 %496, 0
  %504 = select i1 %498, double %490, double %503
  br label %672

505:                                              ; preds = %487, %637
  %506 = phi i64 [ 0, %487 ], [ %666, %637 ]
  %507 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %506
  %508 = load double, ptr %507, align 8, !tbaa !10
  %509 = fadd double %508, 0x3EB0C6F7A0B5ED8D
  store double %509, ptr %507, align 8, !tbaa !10
  br i1 %11, label %510, label %537

510:                                              ; preds = %505, %539
  %511 = phi i64 [ %546, %539 ], [ 0, %505 ]
  %512 = phi double [ %545, %539 ], [ 0.000000e+00, %505 ]
  br i1 %12, label %513, label %539

513:                                              ; preds = %510
  %514 = mul nuw nsw i64 %511, %14
  %515 = getelementptr inbounds double, ptr %3, i64 %514
  br i1 %16, label %516, label %519

516:                                              ; preds = %536, %513
  %517 = phi i64 [ 0, %513 ], [ %17, %536 ]
  %518 = phi double [ 0.000000e+00, %513 ], [ %533, %536 ]
  br label %548

519:                                              ; preds = %513, %519
  %520 = phi i64 [ %534, %519 ], [ 0, %513 ]
  %521 = phi double [ %533, %519 ], [ 0.000000e+00, %513 ]
  %522 = getelementptr inbounds double, ptr %515, i64 %520
  %523 = getelementptr inbounds i8, ptr %522, i64 16
  %524 = load <2 x double>, ptr %522, align 8, !tbaa !10
  %525 = load <2 x double>, ptr %523, align 8, !tbaa !10
  %526 = getelementptr inbounds double, ptr %6, i64 %520
  %527 = getelementptr inbounds i8, ptr %526, i64 16
  %528 = load <2 x double>, ptr %526, align 8, !tbaa !10
  %529 = load <2 x double>, ptr %527, align 8, !tbaa !10
  %530 = fmul <2 x double> %524, %528
  %531 = fmul <2 x double> %525, %529
  %532 = call double @llvm.vector.reduce.fadd.v2f64(double %521, <2 x double> %530)
  %533 = call double @llvm.vector.reduce.fadd.v2f64(double %532, <2 x double> %531)
  %534 = add nuw i64 %520, 4
  %535 = icmp eq i64 %534, %17
  br i1 %535, label %536, label %519, !llvm.loop !32

536:                                              ; preds = %519
  br i1 %18, label %539, label %516

537:                                              ; preds = %539, %505
  %538 = phi double [ 0.000000e+00, %505 ], [ %545, %539 ]
  br i1 %12, label %558, label %570

539:                                              ; preds = %548, %536, %510
  %540 = phi double [ 0.000000e+00, %510 ], [ %533, %536 ], [ %555, %548 ]
  %541 = call double @tanh(double noundef %540) #10
  %542 = getelementptr inbounds double, ptr %4, i64 %511
  %543 = load double, ptr %542, align 8, !tbaa !10
  %544 = fsub double %541, %543
  %545 = call double @llvm.fmuladd.f64(double %544, double %544, double %512)
  %546 = add nuw nsw i64 %511, 1
  %547 = icmp eq i64 %546, %15
  br i1 %547, label %537, label %510, !llvm.loop !17

548:                                              ; preds = %516, %548
  %549 = phi i64 [ %556, %548 ], [ %517, %516 ]
  %550 = phi double [ %555, %548 ], [ %518, %516 ]
  %551 = getelementptr inbounds double, ptr %515, i64 %549
  %552 = load double, ptr %551, align 8, !tbaa !10
  %553 = getelementptr inbounds double, ptr %6, i64 %549
  %554 = load double, ptr %553, align 8, !tbaa !10
  %555 = call double @llvm.fmuladd.f64(double %552, double %554, double %550)
  %556 = add nuw nsw i64 %549, 1
  %557 = icmp eq i64 %556, %14
  br i1 %557, label %539, label %548, !llvm.loop !33

558:                                              ; preds = %537, %558
  %559 = phi i64 [ %568, %558 ], [ 0, %537 ]
  %560 = phi double [ %567, %558 ], [ 0.000000e+00, %537 ]
  %561 = phi double [ %566, %558 ], [ 0.000000e+00, %537 ]
  %562 = getelementptr inbounds double, ptr %6, i64 %559
  %563 = load double, ptr %562, align 8, !tbaa !10
  %564 = call double @llvm.fmuladd.f64(double %563, double %563, double 1.000000e-02)
  %565 = call double @llvm.sqrt.f64(double %564)
  %566 = fadd double %561, %565
  %567 = call double @llvm.fmuladd.f64(double %563, double %563, double %560)
  %568 = add nuw nsw i64 %559, 1
  %569 = icmp eq i64 %568, %14
  br i1 %569, label %570, label %558, !llvm.loop !34

570:                                              ; preds = %558, %537
  %571 = phi double [ 0.000000e+00, %537 ], [ %566, %558 ]
  %572 = phi double [ 0.000000e+00, %537 ], [ %567, %558 ]
  %573 = fdiv double %538, %13
  %574 = call double @llvm.fmuladd.f64(double %571, double 5.000000e-02, double %573)
  %575 = call double @llvm.fmuladd.f64(double %572, double 0x3FB70A3D70A3D70A, double %574)
  %576 = fadd double %508, 0xBEB0C6F7A0B5ED8D
  store double %576, ptr %507, align 8, !tbaa !10
  br i1 %11, label %577, label %604

577:                                              ; preds = %570, %606
  %578 = phi i64 [ %613, %606 ], [ 0, %570 ]
  %579 = phi double [ %612, %606 ], [ 0.000000e+00, %570 ]
  br i1 %12, label %580, label %606

580:                                              ; preds = %577
  %581 = mul nuw nsw i64 %578, %14
  %582 = getelementptr inbounds double, ptr %3, i64 %581
  br i1 %19, label %583, label %586

583:                                              ; preds = %603, %580
  %584 = phi i64 [ 0, %580 ], [ %20, %603 ]
  %585 = phi double [ 0.000000e+00, %580 ], [ %600, %603 ]
  br label %615

586:                                              ; preds = %580, %586
  %587 = phi i64 [ %601, %586 ], [ 0, %580 ]
  %588 = phi double [ %600, %586 ], [ 0.000000e+00, %580 ]
  %589 = getelementptr inbounds double, ptr %582, i64 %587
  %590 = getelementptr inbounds i8, ptr %589, i64 16
  %591 = load <2 x double>, ptr %589, align 8, !tbaa !10
  %592 = load <2 x double>, ptr %590, align 8, !tbaa !10
  %593 = getelementptr inbounds double, ptr %6, i64 %587
  %594 = getelementptr inbounds i8, ptr %593, i64 16
  %595 = load <2 x double>, ptr %593, align 8, !tbaa !10
  %596 = load <2 x double>, ptr %594, align 8, !tbaa !10
  %597 = fmul <2 x double> %591, %595
  %598 = fmul <2 x double> %592, %596
  %599 = call double @llvm.vector.reduce.fadd.v2f64(double %588, <2 x double> %597)
  %600 = call double @llvm.vector.reduce.fadd.v2f64(double %599, <2 x double> %598)
  %601 = add nuw i64 %587, 4
  %602 = icmp eq i64 %601, %20
  br i1 %602, label %603, label %586, !llvm.loop !35

603:                                              ; preds = %586
  br i1 %21, label %606, label %583

604:                                              ; preds = %606, %570
  %605 = phi double [ 0.000000e+00, %570 ], [ %612, %606 ]
  br i1 %12, label %625, label %637

606:                                              ; preds = %615, %603, %577
  %607 = phi double [ 0.000000e+00, %577 ], [ %600, %603 ], [ %622, %615 ]
  %608 = call double @tanh(double noundef %607) #10
  %609 = getelementptr inbounds double, ptr %4, i64 %578
  %610 = load double, ptr %609, align 8, !tbaa !10
  %611 = fsub double %608, %610
  %612 = call double @llvm.fmuladd.f64(double %611, double %611, double %579)
  %613 = add nuw nsw i64 %578, 1
  %614 = icmp eq i64 %613, %15
  br i1 %614, label %604, label %577, !llvm.loop !17

615:                                              ; preds = %583, %615
  %616 = phi i64 [ %623, %615 ], [ %584, %583 ]
  %617 = phi double [ %622, %615 ], [ %585, %583 ]
  %618 = getelementptr inbounds double, ptr %582, i64 %616
  %619 = load double, ptr %618, align 8, !tbaa !10
  %620 = getelementptr inbounds double, ptr %6, i64 %616
  %621 = load double, ptr %620, align 8, !tbaa !10
  %622 = call double @llvm.fmuladd.f64(double %619, double %621, double %617)
  %623 = add nuw nsw i64 %616, 1
  %624 = icmp eq i64 %623, %14
  br i1 %624, label %606, label %615, !llvm.loop !36

625:                                              ; preds = %604, %625
  %626 = phi i64 [ %635, %625 ], [ 0, %604 ]
  %627 = phi double [ %634, %625 ], [ 0.000000e+00, %604 ]
  %628 = phi double [ %633, %625 ], [ 0.000000e+00, %604 ]
  %629 = getelementptr inbounds double, ptr %6, i64 %626
  %630 = load double, ptr %629, align 8, !tbaa !10
  %631 = call double @llvm.fmuladd.f64(double %630, double %630, double 1.000000e-02)
  %632 = call double @llvm.sqrt.f64(double %631)
  %633 = fadd double %628, %632
  %634 = call double @llvm.fmuladd.f64(double %630, double %630, double %627)
  %635 = add nuw nsw i64 %626, 1
  %636 = icmp eq i64 %635, %14
  br i1 %636, label %637, label %625, !llvm.loop !34

637:                                              ; preds = %625, %604
  %638 = phi double [ 0.000000e+00, %604 ], [ %633, %625 ]
  %639 = phi double [ 0.000000e+00, %604 ], [ %634, %625 ]
  %640 = fdiv double %605, %13
  %641 = call double @llvm.fmuladd.f64(double %638, double 5.000000e-02, double %640)
  %642 = call double @llvm.fmuladd.f64(double %639, double 0x3FB70A3D70A3D70A, double %641)
  store double %508, ptr %507, align 8, !tbaa !10
  %643 = trunc nuw nsw i64 %506 to i32
  %644 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %492, i32 noundef %643) #10
  %645 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %506
  %646 = load double, ptr %645, align 8, !tbaa !10
  %647 = getelementptr inbounds [3 x double], ptr @__const.main.pre_w, i64 0, i64 %506
  %648 = load double, ptr %647, align 8, !tbaa !10
  %649 = fsub double %646, %648
  %650 = fdiv double %649, %501
  %651 = fsub double %575, %642
  %652 = fdiv double %651, 2.000000e-06
  %653 = fsub double %650, %652
  %654 = call double @llvm.fabs.f64(double %653)
  %655 = call double @llvm.fabs.f64(double %652)
  %656 = call double @llvm.maxnum.f64(double %655, double 1.000000e+00)
  %657 = fmul double %656, 0x3EB0C6F7A0B5ED8D
  %658 = fcmp ugt double %654, %657
  %659 = fcmp ule double %655, 1.000000e-09
  %660 = or i1 %659, %658
  %661 = select i1 %660, ptr @.str.7, ptr @.str.8
  %662 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, double noundef %650, double noundef %652, ptr noundef nonnull %661)
  %663 = zext i1 %660 to i32
  %664 = load i32, ptr @fails, align 4, !tbaa !6
  %665 = add nsw i32 %664, %663
  store i32 %665, ptr @fails, align 4, !tbaa !6
  %666 = add nuw nsw i64 %506, 1
  %667 = icmp eq i64 %666, 3
  br i1 %667, label %502, label %505, !llvm.loop !37

668:                                              ; preds = %804
  %669 = select i1 %498, double %503, double %488
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %670 = add nuw nsw i32 %492, 1
  %671 = icmp eq i32 %670, 3
  br i1 %671, label %28, label %487, !llvm.loop !38

672:                                              ; preds = %502, %804
  %673 = phi i64 [ 0, %502 ], [ %833, %804 ]
  %674 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %673
  %675 = load double, ptr %674, align 8, !tbaa !10
  %676 = fadd double %675, 0x3EB0C6F7A0B5ED8D
  store double %676, ptr %674, align 8, !tbaa !10
  br i1 %11, label %677, label %704

677:                                              ; preds = %672, %706
  %678 = phi i64 [ %713, %706 ], [ 0, %672 ]
  %679 = phi double [ %712, %706 ], [ 0.000000e+00, %672 ]
  br i1 %12, label %680, label %706

680:                                              ; preds = %677
  %681 = mul nuw nsw i64 %678, %14
  %682 = getelementptr inbounds double, ptr %3, i64 %681
  br i1 %22, label %683, label %686

683:                                              ; preds = %703, %680
  %684 = phi i64 [ 0, %680 ], [ %23, %703 ]
  %685 = phi double [ 0.000000e+00, %680 ], [ %700, %703 ]
  br label %715

686:                                              ; preds = %680, %686
  %687 = phi i64 [ %701, %686 ], [ 0, %680 ]
  %688 = phi double [ %700, %686 ], [ 0.000000e+00, %680 ]
  %689 = getelementptr inbounds double, ptr %682, i64 %687
  %690 = getelementptr inbounds i8, ptr %689, i64 16
  %691 = load <2 x double>, ptr %689, align 8, !tbaa !10
  %692 = load <2 x double>, ptr %690, align 8, !tbaa !10
  %693 = getelementptr inbounds double, ptr %6, i64 %687
  %694 = getelementptr inbounds i8, ptr %693, i64 16
  %695 = load <2 x double>, ptr %693, align 8, !tbaa !10
  %696 = load <2 x double>, ptr %694, align 8, !tbaa !10
  %697 = fmul <2 x double> %691, %695
  %698 = fmul <2 x double> %692, %696
  %699 = call double @llvm.vector.reduce.fadd.v2f64(double %688, <2 x double> %697)
  %700 = call double @llvm.vector.reduce.fadd.v2f64(double %699, <2 x double> %698)
  %701 = add nuw i64 %687, 4
  %702 = icmp eq i64 %701, %23
  br i1 %702, label %703, label %686, !llvm.loop !39

703:                                              ; preds = %686
  br i1 %24, label %706, label %683

704:                                              ; preds = %706, %672
  %705 = phi double [ 0.000000e+00, %672 ], [ %712, %706 ]
  br i1 %12, label %725, label %737

706:                                              ; preds = %715, %703, %677
  %707 = phi double [ 0.000000e+00, %677 ], [ %700, %703 ], [ %722, %715 ]
  %708 = call double @tanh(double noundef %707) #10
  %709 = getelementptr inbounds double, ptr %4, i64 %678
  %710 = load double, ptr %709, align 8, !tbaa !10
  %711 = fsub double %708, %710
  %712 = call double @llvm.fmuladd.f64(double %711, double %711, double %679)
  %713 = add nuw nsw i64 %678, 1
  %714 = icmp eq i64 %713, %15
  br i1 %714, label %704, label %677, !llvm.loop !17

715:                                              ; preds = %683, %715
  %716 = phi i64 [ %723, %715 ], [ %684, %683 ]
  %717 = phi double [ %722, %715 ], [ %685, %683 ]
  %718 = getelementptr inbounds double, ptr %682, i64 %716
  %719 = load double, ptr %718, align 8, !tbaa !10
  %720 = getelementptr inbounds double, ptr %6, i64 %716
  %721 = load double, ptr %720, align 8, !tbaa !10
  %722 = call double @llvm.fmuladd.f64(double %719, double %721, double %717)
  %723 = add nuw nsw i64 %716, 1
  %724 = icmp eq i64 %723, %14
  br i1 %724, label %706, label %715, !llvm.loop !40

725:                                              ; preds = %704, %725
  %726 = phi i64 [ %735, %725 ], [ 0, %704 ]
  %727 = phi double [ %734, %725 ], [ 0.000000e+00, %704 ]
  %728 = phi double [ %733, %725 ], [ 0.000000e+00, %704 ]
  %729 = getelementptr inbounds double, ptr %6, i64 %726
  %730 = load double, ptr %729, align 8, !tbaa !10
  %731 = call double @llvm.fmuladd.f64(double %730, double %730, double 1.000000e-02)
  %732 = call double @llvm.sqrt.f64(double %731)
  %733 = fadd double %728, %732
  %734 = call double @llvm.fmuladd.f64(double %730, double %730, double %727)
  %735 = add nuw nsw i64 %726, 1
  %736 = icmp eq i64 %735, %14
  br i1 %736, label %737, label %725, !llvm.loop !34

737:                                              ; preds = %725, %704
  %738 = phi double [ 0.000000e+00, %704 ], [ %733, %725 ]
  %739 = phi double [ 0.000000e+00, %704 ], [ %734, %725 ]
  %740 = fdiv double %705, %13
  %741 = call double @llvm.fmuladd.f64(double %738, double 5.000000e-02, double %740)
  %742 = call double @llvm.fmuladd.f64(double %739, double 0x3FB70A3D70A3D70A, double %741)
  %743 = fadd double %675, 0xBEB0C6F7A0B5ED8D
  store double %743, ptr %674, align 8, !tbaa !10
  br i1 %11, label %744, label %771

744:                                              ; preds = %737, %773
  %745 = phi i64 [ %780, %773 ], [ 0, %737 ]
  %746 = phi double [ %779, %773 ], [ 0.000000e+00, %737 ]
  br i1 %12, label %747, label %773

747:                                              ; preds = %744
  %748 = mul nuw nsw i64 %745, %14
  %749 = getelementptr inbounds double, ptr %3, i64 %748
  br i1 %25, label %750, label %753

750:                                              ; preds = %770, %747
  %751 = phi i64 [ 0, %747 ], [ %26, %770 ]
  %752 = phi double [ 0.000000e+00, %747 ], [ %767, %770 ]
  br label %782

753:                                              ; preds = %747, %753
  %754 = phi i64 [ %768, %753 ], [ 0, %747 ]
  %755 = phi double [ %767, %753 ], [ 0.000000e+00, %747 ]
  %756 = getelementptr inbounds double, ptr %749, i64 %754
  %757 = getelementptr inbounds i8, ptr %756, i64 16
  %758 = load <2 x double>, ptr %756, align 8, !tbaa !10
  %759 = load <2 x double>, ptr %757, align 8, !tbaa !10
  %760 = getelementptr inbounds double, ptr %6, i64 %754
  %761 = getelementptr inbounds i8, ptr %760, i64 16
  %762 = load <2 x double>, ptr %760, align 8, !tbaa !10
  %763 = load <2 x double>, ptr %761, align 8, !tbaa !10
  %764 = fmul <2 x double> %758, %762
  %765 = fmul <2 x double> %759, %763
  %766 = call double @llvm.vector.reduce.fadd.v2f64(double %755, <2 x double> %764)
  %767 = call double @llvm.vector.reduce.fadd.v2f64(double %766, <2 x double> %765)
  %768 = add nuw i64 %754, 4
  %769 = icmp eq i64 %768, %26
  br i1 %769, label %770, label %753, !llvm.loop !41

770:                                              ; preds = %753
  br i1 %27, label %773, label %750

771:                                              ; preds = %773, %737
  %772 = phi double [ 0.000000e+00, %737 ], [ %779, %773 ]
  br i1 %12, label %792, label %804

773:                                              ; preds = %782, %770, %744
  %774 = phi double [ 0.000000e+00, %744 ], [ %767, %770 ], [ %789, %782 ]
  %775 = call double @tanh(double noundef %774) #10
  %776 = getelementptr inbounds double, ptr %4, i64 %745
  %777 = load double, ptr %776, align 8, !tbaa !10
  %778 = fsub double %775, %777
  %779 = call double @llvm.fmuladd.f64(double %778, double %778, double %746)
  %780 = add nuw nsw i64 %745, 1
  %781 = icmp eq i64 %780, %15
  br i1 %781, label %771, label %744, !llvm.loop !17

782:                                              ; preds = %750, %782
  %783 = phi i64 [ %790, %782 ], [ %751, %750 ]
  %784 = phi double [ %789, %782 ], [ %752, %750 ]
  %785 = getelementptr inbounds double, ptr %749, i64 %783
  %786 = load double, ptr %785, align 8, !tbaa !10
  %787 = getelementptr inbounds double, ptr %6, i64 %783
  %788 = load double, ptr %787, align 8, !tbaa !10
  %789 = call double @llvm.fmuladd.f64(double %786, double %788, double %784)
  %790 = add nuw nsw i64 %783, 1
  %791 = icmp eq i64 %790, %14
  br i1 %791, label %773, label %782, !llvm.loop !42

792:                                              ; preds = %771, %792
  %793 = phi i64 [ %802, %792 ], [ 0, %771 ]
  %794 = phi double [ %801, %792 ], [ 0.000000e+00, %771 ]
  %795 = phi double [ %800, %792 ], [ 0.000000e+00, %771 ]
  %796 = getelementptr inbounds double, ptr %6, i64 %793
  %797 = load double, ptr %796, align 8, !tbaa !10
  %798 = call double @llvm.fmuladd.f64(double %797, double %797, double 1.000000e-02)
  %799 = call double @llvm.sqrt.f64(double %798)
  %800 = fadd double %795, %799
  %801 = call double @llvm.fmuladd.f64(double %797, double %797, double %794)
  %802 = add nuw nsw i64 %793, 1
  %803 = icmp eq i64 %802, %14
  br i1 %803, label %804, label %792, !llvm.loop !34

804:                                              ; preds = %792, %771
  %805 = phi double [ 0.000000e+00, %771 ], [ %800, %792 ]
  %806 = phi double [ 0.000000e+00, %771 ], [ %801, %792 ]
  %807 = fdiv double %772, %13
  %808 = call double @llvm.fmuladd.f64(double %805, double 5.000000e-02, double %807)
  %809 = call double @llvm.fmuladd.f64(double %806, double 0x3FB70A3D70A3D70A, double %808)
  store double %675, ptr %674, align 8, !tbaa !10
  %810 = trunc nuw nsw i64 %673 to i32
  %811 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %492, i32 noundef %810) #10
  %812 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %673
  %813 = load double, ptr %812, align 8, !tbaa !10
  %814 = getelementptr inbounds [4 x double], ptr @__const.main.pre_y, i64 0, i64 %673
  %815 = load double, ptr %814, align 8, !tbaa !10
  %816 = fsub double %813, %815
  %817 = fdiv double %816, %501
  %818 = fsub double %742, %809
  %819 = fdiv double %818, 2.000000e-06
  %820 = fsub double %817, %819
  %821 = call double @llvm.fabs.f64(double %820)
  %822 = call double @llvm.fabs.f64(double %819)
  %823 = call double @llvm.maxnum.f64(double %822, double 1.000000e+00)
  %824 = fmul double %823, 0x3EB0C6F7A0B5ED8D
  %825 = fcmp ugt double %821, %824
  %826 = fcmp ule double %822, 1.000000e-09
  %827 = or i1 %826, %825
  %828 = select i1 %827, ptr @.str.7, ptr @.str.8
  %829 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, double noundef %817, double noundef %819, ptr noundef nonnull %828)
  %830 = zext i1 %827 to i32
  %831 = load i32, ptr @fails, align 4, !tbaa !6
  %832 = add nsw i32 %831, %830
  store i32 %832, ptr @fails, align 4, !tbaa !6
  %833 = add nuw nsw i64 %673, 1
  %834 = icmp eq i64 %833, 4
  br i1 %834, label %668, label %672, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @loss(ptr nocapture noundef readonly %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, double noundef %4, i32 noundef %5, i32 noundef %6) #4 {
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %43

9:                                                ; preds = %7
  %10 = icmp sgt i32 %6, 0
  %11 = zext i32 %6 to i64
  %12 = zext nneg i32 %5 to i64
  %13 = icmp ult i32 %6, 4
  %14 = and i64 %11, 2147483644
  %15 = icmp eq i64 %14, %11
  br label %16

16:                                               ; preds = %9, %78
  %17 = phi i64 [ 0, %9 ], [ %85, %78 ]
  %18 = phi double [ 0.000000e+00, %9 ], [ %84, %78 ]
  br i1 %10, label %19, label %78

19:                                               ; preds = %16
  %20 = mul nuw nsw i64 %17, %11
  %21 = getelementptr inbounds double, ptr %2, i64 %20
  br i1 %13, label %22, label %25

22:                                               ; preds = %42, %19
  %23 = phi i64 [ 0, %19 ], [ %14, %42 ]
  %24 = phi double [ 0.000000e+00, %19 ], [ %39, %42 ]
  br label %87

25:                                               ; preds = %19, %25
  %26 = phi i64 [ %40, %25 ], [ 0, %19 ]
  %27 = phi double [ %39, %25 ], [ 0.000000e+00, %19 ]
  %28 = getelementptr inbounds double, ptr %21, i64 %26
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !10
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10
  %32 = getelementptr inbounds double, ptr %0, i64 %26
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !10
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !10
  %36 = fmul <2 x double> %30, %34
  %37 = fmul <2 x double> %31, %35
  %38 = tail call double @llvm.vector.reduce.fadd.v2f64(double %27, <2 x double> %36)
  %39 = tail call double @llvm.vector.reduce.fadd.v2f64(double %38, <2 x double> %37)
  %40 = add nuw i64 %26, 4
  %41 = icmp eq i64 %40, %14
  br i1 %41, label %42, label %25, !llvm.loop !44

42:                                               ; preds = %25
  br i1 %15, label %78, label %22

43:                                               ; preds = %78, %7
  %44 = phi double [ 0.000000e+00, %7 ], [ %84, %78 ]
  %45 = icmp sgt i32 %6, 0
  br i1 %45, label %46, label %97

46:                                               ; preds = %43
  %47 = zext nneg i32 %6 to i64
  %48 = icmp eq i32 %6, 1
  br i1 %48, label %49, label %53

49:                                               ; preds = %76, %46
  %50 = phi i64 [ 0, %46 ], [ %54, %76 ]
  %51 = phi double [ 0.000000e+00, %46 ], [ %71, %76 ]
  %52 = phi double [ 0.000000e+00, %46 ], [ %73, %76 ]
  br label %105

53:                                               ; preds = %46
  %54 = and i64 %47, 2147483646
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ 0, %53 ], [ %74, %55 ]
  %57 = phi double [ 0.000000e+00, %53 ], [ %71, %55 ]
  %58 = phi double [ 0.000000e+00, %53 ], [ %73, %55 ]
  %59 = or disjoint i64 %56, 1
  %60 = getelementptr inbounds double, ptr %0, i64 %56
  %61 = getelementptr inbounds double, ptr %0, i64 %59
  %62 = load double, ptr %60, align 8, !tbaa !10
  %63 = load double, ptr %61, align 8, !tbaa !10
  %64 = tail call double @llvm.fmuladd.f64(double %62, double %62, double 1.000000e-02)
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %63, double 1.000000e-02)
  %66 = tail call double @llvm.sqrt.f64(double %64)
  %67 = tail call double @llvm.sqrt.f64(double %65)
  %68 = fmul double %62, %62
  %69 = fmul double %63, %63
  %70 = fadd double %57, %68
  %71 = fadd double %70, %69
  %72 = fadd double %58, %66
  %73 = fadd double %72, %67
  %74 = add nuw i64 %56, 2
  %75 = icmp eq i64 %74, %54
  br i1 %75, label %76, label %55, !llvm.loop !45

76:                                               ; preds = %55
  %77 = icmp eq i64 %54, %47
  br i1 %77, label %97, label %49

78:                                               ; preds = %87, %42, %16
  %79 = phi double [ 0.000000e+00, %16 ], [ %39, %42 ], [ %94, %87 ]
  %80 = tail call double @tanh(double noundef %79) #10
  %81 = getelementptr inbounds double, ptr %3, i64 %17
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = fsub double %80, %82
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %83, double %18)
  %85 = add nuw nsw i64 %17, 1
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %43, label %16, !llvm.loop !17

87:                                               ; preds = %22, %87
  %88 = phi i64 [ %95, %87 ], [ %23, %22 ]
  %89 = phi double [ %94, %87 ], [ %24, %22 ]
  %90 = getelementptr inbounds double, ptr %21, i64 %88
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = getelementptr inbounds double, ptr %0, i64 %88
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = tail call double @llvm.fmuladd.f64(double %91, double %93, double %89)
  %95 = add nuw nsw i64 %88, 1
  %96 = icmp eq i64 %95, %11
  br i1 %96, label %78, label %87, !llvm.loop !46

97:                                               ; preds = %105, %76, %43
  %98 = phi double [ 0.000000e+00, %43 ], [ %73, %76 ], [ %113, %105 ]
  %99 = phi double [ 0.000000e+00, %43 ], [ %71, %76 ], [ %114, %105 ]
  %100 = sitofp i32 %5 to double
  %101 = fdiv double %44, %100
  %102 = tail call double @llvm.fmuladd.f64(double %1, double %98, double %101)
  %103 = fmul double %4, %4
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %99, double %102)
  ret double %104

105:                                              ; preds = %49, %105
  %106 = phi i64 [ %115, %105 ], [ %50, %49 ]
  %107 = phi double [ %114, %105 ], [ %51, %49 ]
  %108 = phi double [ %113, %105 ], [ %52, %49 ]
  %109 = getelementptr inbounds double, ptr %0, i64 %106
  %110 = load double, ptr %109, align 8, !tbaa !10
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %110, double 1.000000e-02)
  %112 = tail call double @llvm.sqrt.f64(double %111)
  %113 = fadd double %108, %112
  %114 = tail call double @llvm.fmuladd.f64(double %110, double %110, double %107)
  %115 = add nuw nsw i64 %106, 1
  %116 = icmp eq i64 %115, %47
  br i1 %116, label %97, label %105, !llvm.loop !47
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
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14, !15}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14, !15}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14, !15}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13, !15, !14}
!27 = distinct !{!27, !13, !14}
!28 = distinct !{!28, !13, !14, !15}
!29 = distinct !{!29, !13, !14, !15}
!30 = distinct !{!30, !13, !15, !14}
!31 = distinct !{!31, !13, !14}
!32 = distinct !{!32, !13, !14, !15}
!33 = distinct !{!33, !13, !15, !14}
!34 = distinct !{!34, !13}
!35 = distinct !{!35, !13, !14, !15}
!36 = distinct !{!36, !13, !15, !14}
!37 = distinct !{!37, !13}
!38 = distinct !{!38, !13}
!39 = distinct !{!39, !13, !14, !15}
!40 = distinct !{!40, !13, !15, !14}
!41 = distinct !{!41, !13, !14, !15}
!42 = distinct !{!42, !13, !15, !14}
!43 = distinct !{!43, !13}
!44 = distinct !{!44, !13, !14, !15}
!45 = distinct !{!45, !13, !14, !15}
!46 = distinct !{!46, !13, !15, !14}
!47 = distinct !{!47, !13, !14}
