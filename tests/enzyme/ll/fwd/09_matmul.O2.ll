; ModuleID = 'fwd/09_matmul.c'
source_filename = "fwd/09_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"C[%d]\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"|AB|_F\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

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
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  %15 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #10
  br label %167

16:                                               ; preds = %167
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #10
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matmul, i32 noundef %17, ptr noundef nonnull %10, ptr noundef nonnull %11, i32 noundef %17, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %17, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, i32 noundef %15) #10
  %20 = icmp sgt i32 %15, 0
  br i1 %20, label %21, label %166

21:                                               ; preds = %16
  %22 = zext nneg i32 %15 to i64
  %23 = and i64 %22, 3
  %24 = icmp ult i32 %15, 4
  %25 = and i64 %22, 2147483644
  %26 = icmp eq i64 %23, 0
  br label %27

27:                                               ; preds = %35, %21
  %28 = phi i64 [ 0, %21 ], [ %36, %35 ]
  %29 = mul nuw nsw i64 %28, %22
  %30 = getelementptr inbounds double, ptr %6, i64 %29
  %31 = getelementptr inbounds double, ptr %12, i64 %29
  br label %32

32:                                               ; preds = %60, %27
  %33 = phi i64 [ 0, %27 ], [ %63, %60 ]
  %34 = getelementptr inbounds double, ptr %8, i64 %33
  br i1 %24, label %43, label %65

35:                                               ; preds = %60
  %36 = add nuw nsw i64 %28, 1
  %37 = icmp eq i64 %36, %22
  br i1 %37, label %38, label %27, !llvm.loop !9

38:                                               ; preds = %35
  %39 = and i64 %22, 3
  %40 = icmp ult i32 %15, 4
  %41 = and i64 %22, 2147483644
  %42 = icmp eq i64 %39, 0
  br label %99

43:                                               ; preds = %65, %32
  %44 = phi double [ poison, %32 ], [ %95, %65 ]
  %45 = phi i64 [ 0, %32 ], [ %96, %65 ]
  %46 = phi double [ 0.000000e+00, %32 ], [ %95, %65 ]
  br i1 %26, label %60, label %47

47:                                               ; preds = %43, %47
  %48 = phi i64 [ %57, %47 ], [ %45, %43 ]
  %49 = phi double [ %56, %47 ], [ %46, %43 ]
  %50 = phi i64 [ %58, %47 ], [ 0, %43 ]
  %51 = getelementptr inbounds double, ptr %30, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = mul nuw nsw i64 %48, %22
  %54 = getelementptr inbounds double, ptr %34, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = call double @llvm.fmuladd.f64(double %52, double %55, double %49)
  %57 = add nuw nsw i64 %48, 1
  %58 = add i64 %50, 1
  %59 = icmp eq i64 %58, %23
  br i1 %59, label %60, label %47, !llvm.loop !13

60:                                               ; preds = %47, %43
  %61 = phi double [ %44, %43 ], [ %56, %47 ]
  %62 = getelementptr inbounds double, ptr %31, i64 %33
  store double %61, ptr %62, align 8, !tbaa !11
  %63 = add nuw nsw i64 %33, 1
  %64 = icmp eq i64 %63, %22
  br i1 %64, label %35, label %32, !llvm.loop !15

65:                                               ; preds = %32, %65
  %66 = phi i64 [ %96, %65 ], [ 0, %32 ]
  %67 = phi double [ %95, %65 ], [ 0.000000e+00, %32 ]
  %68 = phi i64 [ %97, %65 ], [ 0, %32 ]
  %69 = getelementptr inbounds double, ptr %30, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = mul nuw nsw i64 %66, %22
  %72 = getelementptr inbounds double, ptr %34, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = call double @llvm.fmuladd.f64(double %70, double %73, double %67)
  %75 = or disjoint i64 %66, 1
  %76 = getelementptr inbounds double, ptr %30, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = mul nuw nsw i64 %75, %22
  %79 = getelementptr inbounds double, ptr %34, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = call double @llvm.fmuladd.f64(double %77, double %80, double %74)
  %82 = or disjoint i64 %66, 2
  %83 = getelementptr inbounds double, ptr %30, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = mul nuw nsw i64 %82, %22
  %86 = getelementptr inbounds double, ptr %34, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !11
  %88 = call double @llvm.fmuladd.f64(double %84, double %87, double %81)
  %89 = or disjoint i64 %66, 3
  %90 = getelementptr inbounds double, ptr %30, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = mul nuw nsw i64 %89, %22
  %93 = getelementptr inbounds double, ptr %34, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !11
  %95 = call double @llvm.fmuladd.f64(double %91, double %94, double %88)
  %96 = add nuw nsw i64 %66, 4
  %97 = add i64 %68, 4
  %98 = icmp eq i64 %97, %25
  br i1 %98, label %43, label %65, !llvm.loop !16

99:                                               ; preds = %38, %107
  %100 = phi i64 [ %108, %107 ], [ 0, %38 ]
  %101 = mul nuw nsw i64 %100, %22
  %102 = getelementptr inbounds double, ptr %7, i64 %101
  %103 = getelementptr inbounds double, ptr %13, i64 %101
  br label %104

104:                                              ; preds = %127, %99
  %105 = phi i64 [ 0, %99 ], [ %130, %127 ]
  %106 = getelementptr inbounds double, ptr %9, i64 %105
  br i1 %40, label %110, label %132

107:                                              ; preds = %127
  %108 = add nuw nsw i64 %100, 1
  %109 = icmp eq i64 %108, %22
  br i1 %109, label %166, label %99, !llvm.loop !9

110:                                              ; preds = %132, %104
  %111 = phi double [ poison, %104 ], [ %162, %132 ]
  %112 = phi i64 [ 0, %104 ], [ %163, %132 ]
  %113 = phi double [ 0.000000e+00, %104 ], [ %162, %132 ]
  br i1 %42, label %127, label %114

114:                                              ; preds = %110, %114
  %115 = phi i64 [ %124, %114 ], [ %112, %110 ]
  %116 = phi double [ %123, %114 ], [ %113, %110 ]
  %117 = phi i64 [ %125, %114 ], [ 0, %110 ]
  %118 = getelementptr inbounds double, ptr %102, i64 %115
  %119 = load double, ptr %118, align 8, !tbaa !11
  %120 = mul nuw nsw i64 %115, %22
  %121 = getelementptr inbounds double, ptr %106, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !11
  %123 = call double @llvm.fmuladd.f64(double %119, double %122, double %116)
  %124 = add nuw nsw i64 %115, 1
  %125 = add i64 %117, 1
  %126 = icmp eq i64 %125, %39
  br i1 %126, label %127, label %114, !llvm.loop !17

127:                                              ; preds = %114, %110
  %128 = phi double [ %111, %110 ], [ %123, %114 ]
  %129 = getelementptr inbounds double, ptr %103, i64 %105
  store double %128, ptr %129, align 8, !tbaa !11
  %130 = add nuw nsw i64 %105, 1
  %131 = icmp eq i64 %130, %22
  br i1 %131, label %107, label %104, !llvm.loop !15

132:                                              ; preds = %104, %132
  %133 = phi i64 [ %163, %132 ], [ 0, %104 ]
  %134 = phi double [ %162, %132 ], [ 0.000000e+00, %104 ]
  %135 = phi i64 [ %164, %132 ], [ 0, %104 ]
  %136 = getelementptr inbounds double, ptr %102, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !11
  %138 = mul nuw nsw i64 %133, %22
  %139 = getelementptr inbounds double, ptr %106, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = call double @llvm.fmuladd.f64(double %137, double %140, double %134)
  %142 = or disjoint i64 %133, 1
  %143 = getelementptr inbounds double, ptr %102, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !11
  %145 = mul nuw nsw i64 %142, %22
  %146 = getelementptr inbounds double, ptr %106, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = call double @llvm.fmuladd.f64(double %144, double %147, double %141)
  %149 = or disjoint i64 %133, 2
  %150 = getelementptr inbounds double, ptr %102, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !11
  %152 = mul nuw nsw i64 %149, %22
  %153 = getelementptr inbounds double, ptr %106, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !11
  %155 = call double @llvm.fmuladd.f64(double %151, double %154, double %148)
  %156 = or disjoint i64 %133, 3
  %157 = getelementptr inbounds double, ptr %102, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = mul nuw nsw i64 %156, %22
  %160 = getelementptr inbounds double, ptr %106, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = call double @llvm.fmuladd.f64(double %158, double %161, double %155)
  %163 = add nuw nsw i64 %133, 4
  %164 = add i64 %135, 4
  %165 = icmp eq i64 %164, %41
  br i1 %165, label %110, label %132, !llvm.loop !16

166:                                              ; preds = %107, %16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #10
  br label %458

167:                                              ; preds = %0, %167
  %168 = phi i64 [ 0, %0 ], [ %191, %167 ]
  %169 = trunc nuw nsw i64 %168 to i32
  %170 = uitofp nneg i32 %169 to double
  %171 = tail call double @llvm.fmuladd.f64(double %170, double 1.300000e+00, double 2.000000e-01)
  %172 = tail call double @sin(double noundef %171) #10
  %173 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %168
  store double %172, ptr %173, align 8, !tbaa !11
  %174 = fmul double %170, 0x3FE6666666666666
  %175 = tail call double @cos(double noundef %174) #10
  %176 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %168
  store double %175, ptr %176, align 8, !tbaa !11
  %177 = tail call double @llvm.fmuladd.f64(double %170, double 1.000000e-01, double -6.000000e-01)
  %178 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %168
  store double %177, ptr %178, align 8, !tbaa !11
  %179 = and i32 %169, 3
  %180 = uitofp nneg i32 %179 to double
  %181 = tail call double @llvm.fmuladd.f64(double %180, double 2.500000e-01, double -4.000000e-01)
  %182 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %168
  store double %181, ptr %182, align 8, !tbaa !11
  %183 = tail call double @llvm.fmuladd.f64(double %175, double 1.000000e-05, double %172)
  %184 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %168
  store double %183, ptr %184, align 8, !tbaa !11
  %185 = tail call double @llvm.fmuladd.f64(double %175, double -1.000000e-05, double %172)
  %186 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %168
  store double %185, ptr %186, align 8, !tbaa !11
  %187 = tail call double @llvm.fmuladd.f64(double %181, double 1.000000e-05, double %177)
  %188 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %168
  store double %187, ptr %188, align 8, !tbaa !11
  %189 = tail call double @llvm.fmuladd.f64(double %181, double -1.000000e-05, double %177)
  %190 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %168
  store double %189, ptr %190, align 8, !tbaa !11
  %191 = add nuw nsw i64 %168, 1
  %192 = icmp eq i64 %191, 16
  br i1 %192, label %16, label %167, !llvm.loop !18

193:                                              ; preds = %458
  %194 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @frob_of_product, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %15) #10
  br i1 %20, label %195, label %268

195:                                              ; preds = %193
  %196 = zext nneg i32 %15 to i64
  %197 = and i64 %196, 3
  %198 = icmp ult i32 %15, 4
  %199 = and i64 %196, 2147483644
  %200 = icmp eq i64 %197, 0
  br label %201

201:                                              ; preds = %209, %195
  %202 = phi i64 [ 0, %195 ], [ %210, %209 ]
  %203 = mul nuw nsw i64 %202, %196
  %204 = getelementptr inbounds double, ptr %6, i64 %203
  %205 = getelementptr inbounds double, ptr %12, i64 %203
  br label %206

206:                                              ; preds = %229, %201
  %207 = phi i64 [ 0, %201 ], [ %232, %229 ]
  %208 = getelementptr inbounds double, ptr %8, i64 %207
  br i1 %198, label %212, label %234

209:                                              ; preds = %229
  %210 = add nuw nsw i64 %202, 1
  %211 = icmp eq i64 %210, %196
  br i1 %211, label %268, label %201, !llvm.loop !9

212:                                              ; preds = %234, %206
  %213 = phi double [ poison, %206 ], [ %264, %234 ]
  %214 = phi i64 [ 0, %206 ], [ %265, %234 ]
  %215 = phi double [ 0.000000e+00, %206 ], [ %264, %234 ]
  br i1 %200, label %229, label %216

216:                                              ; preds = %212, %216
  %217 = phi i64 [ %226, %216 ], [ %214, %212 ]
  %218 = phi double [ %225, %216 ], [ %215, %212 ]
  %219 = phi i64 [ %227, %216 ], [ 0, %212 ]
  %220 = getelementptr inbounds double, ptr %204, i64 %217
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = mul nuw nsw i64 %217, %196
  %223 = getelementptr inbounds double, ptr %208, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !11
  %225 = call double @llvm.fmuladd.f64(double %221, double %224, double %218)
  %226 = add nuw nsw i64 %217, 1
  %227 = add i64 %219, 1
  %228 = icmp eq i64 %227, %197
  br i1 %228, label %229, label %216, !llvm.loop !19

229:                                              ; preds = %216, %212
  %230 = phi double [ %213, %212 ], [ %225, %216 ]
  %231 = getelementptr inbounds double, ptr %205, i64 %207
  store double %230, ptr %231, align 8, !tbaa !11
  %232 = add nuw nsw i64 %207, 1
  %233 = icmp eq i64 %232, %196
  br i1 %233, label %209, label %206, !llvm.loop !15

234:                                              ; preds = %206, %234
  %235 = phi i64 [ %265, %234 ], [ 0, %206 ]
  %236 = phi double [ %264, %234 ], [ 0.000000e+00, %206 ]
  %237 = phi i64 [ %266, %234 ], [ 0, %206 ]
  %238 = getelementptr inbounds double, ptr %204, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !11
  %240 = mul nuw nsw i64 %235, %196
  %241 = getelementptr inbounds double, ptr %208, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !11
  %243 = call double @llvm.fmuladd.f64(double %239, double %242, double %236)
  %244 = or disjoint i64 %235, 1
  %245 = getelementptr inbounds double, ptr %204, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !11
  %247 = mul nuw nsw i64 %244, %196
  %248 = getelementptr inbounds double, ptr %208, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = call double @llvm.fmuladd.f64(double %246, double %249, double %243)
  %251 = or disjoint i64 %235, 2
  %252 = getelementptr inbounds double, ptr %204, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !11
  %254 = mul nuw nsw i64 %251, %196
  %255 = getelementptr inbounds double, ptr %208, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = call double @llvm.fmuladd.f64(double %253, double %256, double %250)
  %258 = or disjoint i64 %235, 3
  %259 = getelementptr inbounds double, ptr %204, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = mul nuw nsw i64 %258, %196
  %262 = getelementptr inbounds double, ptr %208, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !11
  %264 = call double @llvm.fmuladd.f64(double %260, double %263, double %257)
  %265 = add nuw nsw i64 %235, 4
  %266 = add i64 %237, 4
  %267 = icmp eq i64 %266, %199
  br i1 %267, label %212, label %234, !llvm.loop !16

268:                                              ; preds = %209, %193
  %269 = icmp eq i32 %15, 0
  br i1 %269, label %433, label %270

270:                                              ; preds = %268
  %271 = mul i32 %15, %15
  %272 = call i32 @llvm.umax.i32(i32 %271, i32 1)
  %273 = zext i32 %272 to i64
  %274 = and i64 %273, 3
  %275 = icmp ult i32 %271, 4
  br i1 %275, label %300, label %276

276:                                              ; preds = %270
  %277 = and i64 %273, 4294967292
  br label %278

278:                                              ; preds = %278, %276
  %279 = phi i64 [ 0, %276 ], [ %297, %278 ]
  %280 = phi double [ 0.000000e+00, %276 ], [ %296, %278 ]
  %281 = phi i64 [ 0, %276 ], [ %298, %278 ]
  %282 = getelementptr inbounds double, ptr %12, i64 %279
  %283 = load double, ptr %282, align 16, !tbaa !11
  %284 = call double @llvm.fmuladd.f64(double %283, double %283, double %280)
  %285 = or disjoint i64 %279, 1
  %286 = getelementptr inbounds double, ptr %12, i64 %285
  %287 = load double, ptr %286, align 8, !tbaa !11
  %288 = call double @llvm.fmuladd.f64(double %287, double %287, double %284)
  %289 = or disjoint i64 %279, 2
  %290 = getelementptr inbounds double, ptr %12, i64 %289
  %291 = load double, ptr %290, align 16, !tbaa !11
  %292 = call double @llvm.fmuladd.f64(double %291, double %291, double %288)
  %293 = or disjoint i64 %279, 3
  %294 = getelementptr inbounds double, ptr %12, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !11
  %296 = call double @llvm.fmuladd.f64(double %295, double %295, double %292)
  %297 = add nuw nsw i64 %279, 4
  %298 = add i64 %281, 4
  %299 = icmp eq i64 %298, %277
  br i1 %299, label %300, label %278, !llvm.loop !20

300:                                              ; preds = %278, %270
  %301 = phi double [ poison, %270 ], [ %296, %278 ]
  %302 = phi i64 [ 0, %270 ], [ %297, %278 ]
  %303 = phi double [ 0.000000e+00, %270 ], [ %296, %278 ]
  %304 = icmp eq i64 %274, 0
  br i1 %304, label %315, label %305

305:                                              ; preds = %300, %305
  %306 = phi i64 [ %312, %305 ], [ %302, %300 ]
  %307 = phi double [ %311, %305 ], [ %303, %300 ]
  %308 = phi i64 [ %313, %305 ], [ 0, %300 ]
  %309 = getelementptr inbounds double, ptr %12, i64 %306
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = call double @llvm.fmuladd.f64(double %310, double %310, double %307)
  %312 = add nuw nsw i64 %306, 1
  %313 = add i64 %308, 1
  %314 = icmp eq i64 %313, %274
  br i1 %314, label %315, label %305, !llvm.loop !21

315:                                              ; preds = %305, %300
  %316 = phi double [ %301, %300 ], [ %311, %305 ]
  %317 = call double @sqrt(double noundef %316) #10
  br i1 %20, label %323, label %318

318:                                              ; preds = %337, %315
  %319 = and i64 %273, 3
  %320 = icmp ult i32 %271, 4
  br i1 %320, label %418, label %321

321:                                              ; preds = %318
  %322 = and i64 %273, 4294967292
  br label %396

323:                                              ; preds = %315
  %324 = zext nneg i32 %15 to i64
  %325 = and i64 %324, 3
  %326 = icmp ult i32 %15, 4
  %327 = and i64 %324, 2147483644
  %328 = icmp eq i64 %325, 0
  br label %329

329:                                              ; preds = %337, %323
  %330 = phi i64 [ 0, %323 ], [ %338, %337 ]
  %331 = mul nuw nsw i64 %330, %324
  %332 = getelementptr inbounds double, ptr %7, i64 %331
  %333 = getelementptr inbounds double, ptr %13, i64 %331
  br label %334

334:                                              ; preds = %357, %329
  %335 = phi i64 [ 0, %329 ], [ %360, %357 ]
  %336 = getelementptr inbounds double, ptr %9, i64 %335
  br i1 %326, label %340, label %362

337:                                              ; preds = %357
  %338 = add nuw nsw i64 %330, 1
  %339 = icmp eq i64 %338, %324
  br i1 %339, label %318, label %329, !llvm.loop !9

340:                                              ; preds = %362, %334
  %341 = phi double [ poison, %334 ], [ %392, %362 ]
  %342 = phi i64 [ 0, %334 ], [ %393, %362 ]
  %343 = phi double [ 0.000000e+00, %334 ], [ %392, %362 ]
  br i1 %328, label %357, label %344

344:                                              ; preds = %340, %344
  %345 = phi i64 [ %354, %344 ], [ %342, %340 ]
  %346 = phi double [ %353, %344 ], [ %343, %340 ]
  %347 = phi i64 [ %355, %344 ], [ 0, %340 ]
  %348 = getelementptr inbounds double, ptr %332, i64 %345
  %349 = load double, ptr %348, align 8, !tbaa !11
  %350 = mul nuw nsw i64 %345, %324
  %351 = getelementptr inbounds double, ptr %336, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !11
  %353 = call double @llvm.fmuladd.f64(double %349, double %352, double %346)
  %354 = add nuw nsw i64 %345, 1
  %355 = add i64 %347, 1
  %356 = icmp eq i64 %355, %325
  br i1 %356, label %357, label %344, !llvm.loop !22

357:                                              ; preds = %344, %340
  %358 = phi double [ %341, %340 ], [ %353, %344 ]
  %359 = getelementptr inbounds double, ptr %333, i64 %335
  store double %358, ptr %359, align 8, !tbaa !11
  %360 = add nuw nsw i64 %335, 1
  %361 = icmp eq i64 %360, %324
  br i1 %361, label %337, label %334, !llvm.loop !15

362:                                              ; preds = %334, %362
  %363 = phi i64 [ %393, %362 ], [ 0, %334 ]
  %364 = phi double [ %392, %362 ], [ 0.000000e+00, %334 ]
  %365 = phi i64 [ %394, %362 ], [ 0, %334 ]
  %366 = getelementptr inbounds double, ptr %332, i64 %363
  %367 = load double, ptr %366, align 8, !tbaa !11
  %368 = mul nuw nsw i64 %363, %324
  %369 = getelementptr inbounds double, ptr %336, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !11
  %371 = call double @llvm.fmuladd.f64(double %367, double %370, double %364)
  %372 = or disjoint i64 %363, 1
  %373 = getelementptr inbounds double, ptr %332, i64 %372
  %374 = load double, ptr %373, align 8, !tbaa !11
  %375 = mul nuw nsw i64 %372, %324
  %376 = getelementptr inbounds double, ptr %336, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !11
  %378 = call double @llvm.fmuladd.f64(double %374, double %377, double %371)
  %379 = or disjoint i64 %363, 2
  %380 = getelementptr inbounds double, ptr %332, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !11
  %382 = mul nuw nsw i64 %379, %324
  %383 = getelementptr inbounds double, ptr %336, i64 %382
  %384 = load double, ptr %383, align 8, !tbaa !11
  %385 = call double @llvm.fmuladd.f64(double %381, double %384, double %378)
  %386 = or disjoint i64 %363, 3
  %387 = getelementptr inbounds double, ptr %332, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !11
  %389 = mul nuw nsw i64 %386, %324
  %390 = getelementptr inbounds double, ptr %336, i64 %389
  %391 = load double, ptr %390, align 8, !tbaa !11
  %392 = call double @llvm.fmuladd.f64(double %388, double %391, double %385)
  %393 = add nuw nsw i64 %363, 4
  %394 = add i64 %365, 4
  %395 = icmp eq i64 %394, %327
  br i1 %395, label %340, label %362, !llvm.loop !16

396:                                              ; preds = %396, %321
  %397 = phi i64 [ 0, %321 ], [ %415, %396 ]
  %398 = phi double [ 0.000000e+00, %321 ], [ %414, %396 ]
  %399 = phi i64 [ 0, %321 ], [ %416, %396 ]
  %400 = getelementptr inbounds double, ptr %13, i64 %397
  %401 = load double, ptr %400, align 16, !tbaa !11
  %402 = call double @llvm.fmuladd.f64(double %401, double %401, double %398)
  %403 = or disjoint i64 %397, 1
  %404 = getelementptr inbounds double, ptr %13, i64 %403
  %405 = load double, ptr %404, align 8, !tbaa !11
  %406 = call double @llvm.fmuladd.f64(double %405, double %405, double %402)
  %407 = or disjoint i64 %397, 2
  %408 = getelementptr inbounds double, ptr %13, i64 %407
  %409 = load double, ptr %408, align 16, !tbaa !11
  %410 = call double @llvm.fmuladd.f64(double %409, double %409, double %406)
  %411 = or disjoint i64 %397, 3
  %412 = getelementptr inbounds double, ptr %13, i64 %411
  %413 = load double, ptr %412, align 8, !tbaa !11
  %414 = call double @llvm.fmuladd.f64(double %413, double %413, double %410)
  %415 = add nuw nsw i64 %397, 4
  %416 = add i64 %399, 4
  %417 = icmp eq i64 %416, %322
  br i1 %417, label %418, label %396, !llvm.loop !20

418:                                              ; preds = %396, %318
  %419 = phi double [ poison, %318 ], [ %414, %396 ]
  %420 = phi i64 [ 0, %318 ], [ %415, %396 ]
  %421 = phi double [ 0.000000e+00, %318 ], [ %414, %396 ]
  %422 = icmp eq i64 %319, 0
  br i1 %422, label %433, label %423

423:                                              ; preds = %418, %423
  %424 = phi i64 [ %430, %423 ], [ %420, %418 ]
  %425 = phi double [ %429, %423 ], [ %421, %418 ]
  %426 = phi i64 [ %431, %423 ], [ 0, %418 ]
  %427 = getelementptr inbounds double, ptr %13, i64 %424
  %428 = load double, ptr %427, align 8, !tbaa !11
  %429 = call double @llvm.fmuladd.f64(double %428, double %428, double %425)
  %430 = add nuw nsw i64 %424, 1
  %431 = add i64 %426, 1
  %432 = icmp eq i64 %431, %319
  br i1 %432, label %433, label %423, !llvm.loop !23

433:                                              ; preds = %418, %423, %268
  %434 = phi double [ 0.000000e+00, %268 ], [ %317, %423 ], [ %317, %418 ]
  %435 = phi double [ 0.000000e+00, %268 ], [ %419, %418 ], [ %429, %423 ]
  %436 = call double @sqrt(double noundef %435) #10
  %437 = fsub double %434, %436
  %438 = fdiv double %437, 2.000000e-05
  %439 = fsub double %194, %438
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = call double @llvm.fabs.f64(double %438)
  %442 = call double @llvm.maxnum.f64(double %441, double 1.000000e+00)
  %443 = fmul double %442, 0x3EB0C6F7A0B5ED8D
  %444 = fcmp ugt double %440, %443
  %445 = fcmp ule double %441, 1.000000e-09
  %446 = or i1 %445, %444
  %447 = select i1 %446, ptr @.str.3, ptr @.str.4
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %194, double noundef %438, ptr noundef nonnull %447)
  %449 = zext i1 %446 to i32
  %450 = load i32, ptr @fails, align 4, !tbaa !5
  %451 = add nsw i32 %450, %449
  store i32 %451, ptr @fails, align 4, !tbaa !5
  %452 = icmp eq i32 %451, 0
  %453 = select i1 %452, ptr @.str.4, ptr @.str.3
  %454 = call i32 @puts(ptr nonnull dereferenceable(1) %453)
  %455 = load i32, ptr @fails, align 4, !tbaa !5
  %456 = icmp ne i32 %455, 0
  %457 = zext i1 %456 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %457

458:                                              ; preds = %166, %458
  %459 = phi i64 [ 0, %166 ], [ %483, %458 ]
  %460 = trunc nuw nsw i64 %459 to i32
  %461 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %460) #10
  %462 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %459
  %463 = load double, ptr %462, align 8, !tbaa !11
  %464 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %459
  %465 = load double, ptr %464, align 8, !tbaa !11
  %466 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 %459
  %467 = load double, ptr %466, align 8, !tbaa !11
  %468 = fsub double %465, %467
  %469 = fdiv double %468, 2.000000e-05
  %470 = fsub double %463, %469
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = call double @llvm.fabs.f64(double %469)
  %473 = call double @llvm.maxnum.f64(double %472, double 1.000000e+00)
  %474 = fmul double %473, 0x3EB0C6F7A0B5ED8D
  %475 = fcmp ugt double %471, %474
  %476 = fcmp ule double %472, 1.000000e-09
  %477 = or i1 %476, %475
  %478 = select i1 %477, ptr @.str.3, ptr @.str.4
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %463, double noundef %469, ptr noundef nonnull %478)
  %480 = zext i1 %477 to i32
  %481 = load i32, ptr @fails, align 4, !tbaa !5
  %482 = add nsw i32 %481, %480
  store i32 %482, ptr @fails, align 4, !tbaa !5
  %483 = add nuw nsw i64 %459, 3
  %484 = icmp ult i64 %459, 13
  br i1 %484, label %458, label %193, !llvm.loop !24
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %21, %6
  %13 = phi i64 [ 0, %6 ], [ %22, %21 ]
  %14 = mul nuw nsw i64 %13, %7
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  br label %18

17:                                               ; preds = %21, %4
  ret void

18:                                               ; preds = %12, %41
  %19 = phi i64 [ 0, %12 ], [ %44, %41 ]
  %20 = getelementptr inbounds double, ptr %2, i64 %19
  br i1 %9, label %24, label %46

21:                                               ; preds = %41
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %17, label %12, !llvm.loop !9

24:                                               ; preds = %46, %18
  %25 = phi double [ poison, %18 ], [ %76, %46 ]
  %26 = phi i64 [ 0, %18 ], [ %77, %46 ]
  %27 = phi double [ 0.000000e+00, %18 ], [ %76, %46 ]
  br i1 %11, label %41, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %38, %28 ], [ %26, %24 ]
  %30 = phi double [ %37, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %39, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %15, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !11
  %34 = mul nuw nsw i64 %29, %7
  %35 = getelementptr inbounds double, ptr %20, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  %38 = add nuw nsw i64 %29, 1
  %39 = add i64 %31, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %41, label %28, !llvm.loop !25

41:                                               ; preds = %28, %24
  %42 = phi double [ %25, %24 ], [ %37, %28 ]
  %43 = getelementptr inbounds double, ptr %16, i64 %19
  store double %42, ptr %43, align 8, !tbaa !11
  %44 = add nuw nsw i64 %19, 1
  %45 = icmp eq i64 %44, %7
  br i1 %45, label %21, label %18, !llvm.loop !15

46:                                               ; preds = %18, %46
  %47 = phi i64 [ %77, %46 ], [ 0, %18 ]
  %48 = phi double [ %76, %46 ], [ 0.000000e+00, %18 ]
  %49 = phi i64 [ %78, %46 ], [ 0, %18 ]
  %50 = getelementptr inbounds double, ptr %15, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = mul nuw nsw i64 %47, %7
  %53 = getelementptr inbounds double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !11
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %47, 1
  %57 = getelementptr inbounds double, ptr %15, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = mul nuw nsw i64 %56, %7
  %60 = getelementptr inbounds double, ptr %20, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = or disjoint i64 %47, 2
  %64 = getelementptr inbounds double, ptr %15, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !11
  %66 = mul nuw nsw i64 %63, %7
  %67 = getelementptr inbounds double, ptr %20, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !11
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %62)
  %70 = or disjoint i64 %47, 3
  %71 = getelementptr inbounds double, ptr %15, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !11
  %73 = mul nuw nsw i64 %70, %7
  %74 = getelementptr inbounds double, ptr %20, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !11
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %69)
  %77 = add nuw nsw i64 %47, 4
  %78 = add i64 %49, 4
  %79 = icmp eq i64 %78, %10
  br i1 %79, label %24, label %46, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @frob_of_product(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #7 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %79

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %20, %6
  %13 = phi i64 [ 0, %6 ], [ %21, %20 ]
  %14 = mul nuw nsw i64 %13, %7
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  br label %17

17:                                               ; preds = %40, %12
  %18 = phi i64 [ 0, %12 ], [ %43, %40 ]
  %19 = getelementptr inbounds double, ptr %2, i64 %18
  br i1 %9, label %23, label %45

20:                                               ; preds = %40
  %21 = add nuw nsw i64 %13, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %79, label %12, !llvm.loop !9

23:                                               ; preds = %45, %17
  %24 = phi double [ poison, %17 ], [ %75, %45 ]
  %25 = phi i64 [ 0, %17 ], [ %76, %45 ]
  %26 = phi double [ 0.000000e+00, %17 ], [ %75, %45 ]
  br i1 %11, label %40, label %27

27:                                               ; preds = %23, %27
  %28 = phi i64 [ %37, %27 ], [ %25, %23 ]
  %29 = phi double [ %36, %27 ], [ %26, %23 ]
  %30 = phi i64 [ %38, %27 ], [ 0, %23 ]
  %31 = getelementptr inbounds double, ptr %15, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = mul nuw nsw i64 %28, %7
  %34 = getelementptr inbounds double, ptr %19, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = tail call double @llvm.fmuladd.f64(double %32, double %35, double %29)
  %37 = add nuw nsw i64 %28, 1
  %38 = add i64 %30, 1
  %39 = icmp eq i64 %38, %8
  br i1 %39, label %40, label %27, !llvm.loop !26

40:                                               ; preds = %27, %23
  %41 = phi double [ %24, %23 ], [ %36, %27 ]
  %42 = getelementptr inbounds double, ptr %16, i64 %18
  store double %41, ptr %42, align 8, !tbaa !11
  %43 = add nuw nsw i64 %18, 1
  %44 = icmp eq i64 %43, %7
  br i1 %44, label %20, label %17, !llvm.loop !15

45:                                               ; preds = %17, %45
  %46 = phi i64 [ %76, %45 ], [ 0, %17 ]
  %47 = phi double [ %75, %45 ], [ 0.000000e+00, %17 ]
  %48 = phi i64 [ %77, %45 ], [ 0, %17 ]
  %49 = getelementptr inbounds double, ptr %15, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = mul nuw nsw i64 %46, %7
  %52 = getelementptr inbounds double, ptr %19, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = tail call double @llvm.fmuladd.f64(double %50, double %53, double %47)
  %55 = or disjoint i64 %46, 1
  %56 = getelementptr inbounds double, ptr %15, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !11
  %58 = mul nuw nsw i64 %55, %7
  %59 = getelementptr inbounds double, ptr %19, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = tail call double @llvm.fmuladd.f64(double %57, double %60, double %54)
  %62 = or disjoint i64 %46, 2
  %63 = getelementptr inbounds double, ptr %15, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !11
  %65 = mul nuw nsw i64 %62, %7
  %66 = getelementptr inbounds double, ptr %19, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !11
  %68 = tail call double @llvm.fmuladd.f64(double %64, double %67, double %61)
  %69 = or disjoint i64 %46, 3
  %70 = getelementptr inbounds double, ptr %15, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = mul nuw nsw i64 %69, %7
  %73 = getelementptr inbounds double, ptr %19, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !11
  %75 = tail call double @llvm.fmuladd.f64(double %71, double %74, double %68)
  %76 = add nuw nsw i64 %46, 4
  %77 = add i64 %48, 4
  %78 = icmp eq i64 %77, %10
  br i1 %78, label %23, label %45, !llvm.loop !16

79:                                               ; preds = %20, %4
  %80 = icmp eq i32 %3, 0
  br i1 %80, label %104, label %81

81:                                               ; preds = %79
  %82 = mul i32 %3, %3
  %83 = tail call i32 @llvm.umax.i32(i32 %82, i32 1)
  %84 = zext i32 %83 to i64
  %85 = and i64 %84, 1
  %86 = icmp ult i32 %82, 4
  br i1 %86, label %89, label %87

87:                                               ; preds = %81
  %88 = and i64 %84, 4294967292
  br label %107

89:                                               ; preds = %107, %81
  %90 = phi double [ poison, %81 ], [ %125, %107 ]
  %91 = phi i64 [ 0, %81 ], [ %126, %107 ]
  %92 = phi double [ 0.000000e+00, %81 ], [ %125, %107 ]
  %93 = icmp eq i64 %85, 0
  br i1 %93, label %104, label %94

94:                                               ; preds = %89, %94
  %95 = phi i64 [ %101, %94 ], [ %91, %89 ]
  %96 = phi double [ %100, %94 ], [ %92, %89 ]
  %97 = phi i64 [ %102, %94 ], [ 0, %89 ]
  %98 = getelementptr inbounds double, ptr %0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !11
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %96)
  %101 = add nuw nsw i64 %95, 1
  %102 = add i64 %97, 1
  %103 = icmp eq i64 %102, %85
  br i1 %103, label %104, label %94, !llvm.loop !27

104:                                              ; preds = %89, %94, %79
  %105 = phi double [ 0.000000e+00, %79 ], [ %90, %89 ], [ %100, %94 ]
  %106 = tail call double @sqrt(double noundef %105) #10
  ret double %106

107:                                              ; preds = %107, %87
  %108 = phi i64 [ 0, %87 ], [ %126, %107 ]
  %109 = phi double [ 0.000000e+00, %87 ], [ %125, %107 ]
  %110 = phi i64 [ 0, %87 ], [ %127, %107 ]
  %111 = getelementptr inbounds double, ptr %0, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !11
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %112, double %109)
  %114 = or disjoint i64 %108, 1
  %115 = getelementptr inbounds double, ptr %0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = tail call double @llvm.fmuladd.f64(double %116, double %116, double %113)
  %118 = or disjoint i64 %108, 2
  %119 = getelementptr inbounds double, ptr %0, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !11
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %117)
  %122 = or disjoint i64 %108, 3
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %124, double %121)
  %126 = add nuw nsw i64 %108, 4
  %127 = add i64 %110, 4
  %128 = icmp eq i64 %127, %88
  br i1 %128, label %89, label %107, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
