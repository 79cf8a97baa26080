; ModuleID = 'c/46_triangular_banded.c'
source_filename = "c/46_triangular_banded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"L x = b:\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"unit-L y[N-1] = %.8f\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"U x = b:\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"L*inv(L)=I err<1e-13: %d, inv[N-1][0]=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"band*b:\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c" %.5f\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"eig %d: %.9f exact %.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x [9 x double]], align 16
  %2 = alloca [9 x [9 x double]], align 16
  %3 = alloca [9 x [9 x double]], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(648) %1, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(648) %2, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %3) #7
  br label %6

6:                                                ; preds = %0, %472
  %7 = phi i64 [ 0, %0 ], [ %473, %472 ]
  %8 = phi i64 [ 1, %0 ], [ %474, %472 ]
  %9 = mul nuw nsw i64 %7, 9
  %10 = trunc nuw nsw i64 %7 to i32
  %11 = uitofp nneg i32 %10 to double
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 1.000000e-01, double 2.000000e+00)
  %13 = tail call double @llvm.fmuladd.f64(double %11, double 2.000000e-01, double 1.500000e+00)
  br label %476

14:                                               ; preds = %472
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #7
  store double 1.000000e+00, ptr %4, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store double 2.000000e+00, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  store double 3.000000e+00, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 24
  store double 4.000000e+00, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %4, i64 32
  store double 5.000000e+00, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 40
  store double 6.000000e+00, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 48
  store double 7.000000e+00, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 56
  store double 8.000000e+00, ptr %21, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %4, i64 64
  store double 9.000000e+00, ptr %22, align 16, !tbaa !5
  %23 = load double, ptr %4, align 16, !tbaa !5
  %24 = load double, ptr %1, align 16, !tbaa !5
  %25 = fdiv double %23, %24
  store double %25, ptr %5, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %1, i64 72
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = load double, ptr %5, align 16, !tbaa !5
  %31 = fneg double %29
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %27)
  %33 = getelementptr inbounds i8, ptr %1, i64 80
  %34 = load double, ptr %33, align 16, !tbaa !5
  %35 = fdiv double %32, %34
  %36 = getelementptr inbounds i8, ptr %5, i64 8
  store double %35, ptr %36, align 8, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %4, i64 16
  %38 = load double, ptr %37, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %1, i64 144
  %40 = load double, ptr %39, align 16, !tbaa !5
  %41 = fneg double %40
  %42 = load double, ptr %5, align 16, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %42, double %38)
  %44 = getelementptr inbounds i8, ptr %1, i64 152
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %5, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = fneg double %45
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %47, double %43)
  %50 = getelementptr inbounds i8, ptr %1, i64 160
  %51 = load double, ptr %50, align 16, !tbaa !5
  %52 = fdiv double %49, %51
  %53 = getelementptr inbounds i8, ptr %5, i64 16
  store double %52, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %1, i64 224
  %57 = load double, ptr %56, align 16, !tbaa !5
  %58 = fneg double %57
  %59 = getelementptr inbounds i8, ptr %5, i64 8
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 216
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = fneg double %62
  %64 = load double, ptr %5, align 16, !tbaa !5
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %55)
  %66 = tail call double @llvm.fmuladd.f64(double %58, double %60, double %65)
  %67 = getelementptr inbounds i8, ptr %1, i64 232
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %5, i64 16
  %70 = load double, ptr %69, align 16, !tbaa !5
  %71 = fneg double %68
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %66)
  %73 = getelementptr inbounds i8, ptr %1, i64 240
  %74 = load double, ptr %73, align 16, !tbaa !5
  %75 = fdiv double %72, %74
  %76 = getelementptr inbounds i8, ptr %5, i64 24
  store double %75, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %4, i64 32
  %78 = load double, ptr %77, align 16, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 304
  %80 = load double, ptr %79, align 16, !tbaa !5
  %81 = fneg double %80
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  %83 = load double, ptr %82, align 16, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %1, i64 296
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = fneg double %85
  %87 = getelementptr inbounds i8, ptr %5, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %1, i64 288
  %90 = load double, ptr %89, align 16, !tbaa !5
  %91 = fneg double %90
  %92 = load double, ptr %5, align 16, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %78)
  %94 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %93)
  %95 = tail call double @llvm.fmuladd.f64(double %81, double %83, double %94)
  %96 = getelementptr inbounds i8, ptr %1, i64 312
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %5, i64 24
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fneg double %97
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %99, double %95)
  %102 = getelementptr inbounds i8, ptr %1, i64 320
  %103 = load double, ptr %102, align 16, !tbaa !5
  %104 = fdiv double %101, %103
  %105 = getelementptr inbounds i8, ptr %5, i64 32
  store double %104, ptr %105, align 16, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %4, i64 40
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %1, i64 384
  %109 = load double, ptr %108, align 16, !tbaa !5
  %110 = fneg double %109
  %111 = getelementptr inbounds i8, ptr %5, i64 24
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %1, i64 376
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fneg double %114
  %116 = getelementptr inbounds i8, ptr %5, i64 16
  %117 = load double, ptr %116, align 16, !tbaa !5
  %118 = getelementptr inbounds i8, ptr %1, i64 368
  %119 = load double, ptr %118, align 16, !tbaa !5
  %120 = fneg double %119
  %121 = getelementptr inbounds i8, ptr %5, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %1, i64 360
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fneg double %124
  %126 = load double, ptr %5, align 16, !tbaa !5
  %127 = tail call double @llvm.fmuladd.f64(double %125, double %126, double %107)
  %128 = tail call double @llvm.fmuladd.f64(double %120, double %122, double %127)
  %129 = tail call double @llvm.fmuladd.f64(double %115, double %117, double %128)
  %130 = tail call double @llvm.fmuladd.f64(double %110, double %112, double %129)
  %131 = getelementptr inbounds i8, ptr %1, i64 392
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %5, i64 32
  %134 = load double, ptr %133, align 16, !tbaa !5
  %135 = fneg double %132
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %134, double %130)
  %137 = getelementptr inbounds i8, ptr %1, i64 400
  %138 = load double, ptr %137, align 16, !tbaa !5
  %139 = fdiv double %136, %138
  %140 = getelementptr inbounds i8, ptr %5, i64 40
  store double %139, ptr %140, align 8, !tbaa !5
  %141 = getelementptr inbounds i8, ptr %4, i64 48
  %142 = load double, ptr %141, align 16, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %1, i64 464
  %144 = load double, ptr %143, align 16, !tbaa !5
  %145 = fneg double %144
  %146 = getelementptr inbounds i8, ptr %5, i64 32
  %147 = load double, ptr %146, align 16, !tbaa !5
  %148 = getelementptr inbounds i8, ptr %1, i64 456
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = fneg double %149
  %151 = getelementptr inbounds i8, ptr %5, i64 24
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %1, i64 448
  %154 = load double, ptr %153, align 16, !tbaa !5
  %155 = fneg double %154
  %156 = getelementptr inbounds i8, ptr %5, i64 16
  %157 = load double, ptr %156, align 16, !tbaa !5
  %158 = getelementptr inbounds i8, ptr %1, i64 440
  %159 = load double, ptr %158, align 8, !tbaa !5
  %160 = fneg double %159
  %161 = getelementptr inbounds i8, ptr %5, i64 8
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %1, i64 432
  %164 = load double, ptr %163, align 16, !tbaa !5
  %165 = fneg double %164
  %166 = load double, ptr %5, align 16, !tbaa !5
  %167 = tail call double @llvm.fmuladd.f64(double %165, double %166, double %142)
  %168 = tail call double @llvm.fmuladd.f64(double %160, double %162, double %167)
  %169 = tail call double @llvm.fmuladd.f64(double %155, double %157, double %168)
  %170 = tail call double @llvm.fmuladd.f64(double %150, double %152, double %169)
  %171 = tail call double @llvm.fmuladd.f64(double %145, double %147, double %170)
  %172 = getelementptr inbounds i8, ptr %1, i64 472
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %5, i64 40
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = fneg double %173
  %177 = tail call double @llvm.fmuladd.f64(double %176, double %175, double %171)
  %178 = getelementptr inbounds i8, ptr %1, i64 480
  %179 = load double, ptr %178, align 16, !tbaa !5
  %180 = fdiv double %177, %179
  %181 = getelementptr inbounds i8, ptr %5, i64 48
  store double %180, ptr %181, align 16, !tbaa !5
  %182 = getelementptr inbounds i8, ptr %4, i64 56
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %1, i64 544
  %185 = load double, ptr %184, align 16, !tbaa !5
  %186 = fneg double %185
  %187 = getelementptr inbounds i8, ptr %5, i64 40
  %188 = load double, ptr %187, align 8, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %1, i64 536
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fneg double %190
  %192 = getelementptr inbounds i8, ptr %5, i64 32
  %193 = load double, ptr %192, align 16, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %1, i64 528
  %195 = load double, ptr %194, align 16, !tbaa !5
  %196 = fneg double %195
  %197 = getelementptr inbounds i8, ptr %5, i64 24
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = getelementptr inbounds i8, ptr %1, i64 520
  %200 = load double, ptr %199, align 8, !tbaa !5
  %201 = fneg double %200
  %202 = getelementptr inbounds i8, ptr %5, i64 16
  %203 = load double, ptr %202, align 16, !tbaa !5
  %204 = getelementptr inbounds i8, ptr %1, i64 512
  %205 = load double, ptr %204, align 16, !tbaa !5
  %206 = fneg double %205
  %207 = getelementptr inbounds i8, ptr %5, i64 8
  %208 = load double, ptr %207, align 8, !tbaa !5
  %209 = getelementptr inbounds i8, ptr %1, i64 504
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fneg double %210
  %212 = load double, ptr %5, align 16, !tbaa !5
  %213 = tail call double @llvm.fmuladd.f64(double %211, double %212, double %183)
  %214 = tail call double @llvm.fmuladd.f64(double %206, double %208, double %213)
  %215 = tail call double @llvm.fmuladd.f64(double %201, double %203, double %214)
  %216 = tail call double @llvm.fmuladd.f64(double %196, double %198, double %215)
  %217 = tail call double @llvm.fmuladd.f64(double %191, double %193, double %216)
  %218 = tail call double @llvm.fmuladd.f64(double %186, double %188, double %217)
  %219 = getelementptr inbounds i8, ptr %1, i64 552
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = getelementptr inbounds i8, ptr %5, i64 48
  %222 = load double, ptr %221, align 16, !tbaa !5
  %223 = fneg double %220
  %224 = tail call double @llvm.fmuladd.f64(double %223, double %222, double %218)
  %225 = getelementptr inbounds i8, ptr %1, i64 560
  %226 = load double, ptr %225, align 16, !tbaa !5
  %227 = fdiv double %224, %226
  %228 = getelementptr inbounds i8, ptr %5, i64 56
  store double %227, ptr %228, align 8, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %4, i64 64
  %230 = load double, ptr %229, align 16, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %1, i64 624
  %232 = load double, ptr %231, align 16, !tbaa !5
  %233 = fneg double %232
  %234 = getelementptr inbounds i8, ptr %5, i64 48
  %235 = load double, ptr %234, align 16, !tbaa !5
  %236 = getelementptr inbounds i8, ptr %1, i64 616
  %237 = load double, ptr %236, align 8, !tbaa !5
  %238 = fneg double %237
  %239 = getelementptr inbounds i8, ptr %5, i64 40
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = getelementptr inbounds i8, ptr %1, i64 608
  %242 = load double, ptr %241, align 16, !tbaa !5
  %243 = fneg double %242
  %244 = getelementptr inbounds i8, ptr %5, i64 32
  %245 = load double, ptr %244, align 16, !tbaa !5
  %246 = getelementptr inbounds i8, ptr %1, i64 600
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = fneg double %247
  %249 = getelementptr inbounds i8, ptr %5, i64 24
  %250 = load double, ptr %249, align 8, !tbaa !5
  %251 = getelementptr inbounds i8, ptr %1, i64 592
  %252 = load double, ptr %251, align 16, !tbaa !5
  %253 = fneg double %252
  %254 = getelementptr inbounds i8, ptr %5, i64 16
  %255 = load double, ptr %254, align 16, !tbaa !5
  %256 = getelementptr inbounds i8, ptr %1, i64 584
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = fneg double %257
  %259 = getelementptr inbounds i8, ptr %5, i64 8
  %260 = load double, ptr %259, align 8, !tbaa !5
  %261 = getelementptr inbounds i8, ptr %1, i64 576
  %262 = load double, ptr %261, align 16, !tbaa !5
  %263 = fneg double %262
  %264 = load double, ptr %5, align 16, !tbaa !5
  %265 = tail call double @llvm.fmuladd.f64(double %263, double %264, double %230)
  %266 = tail call double @llvm.fmuladd.f64(double %258, double %260, double %265)
  %267 = tail call double @llvm.fmuladd.f64(double %253, double %255, double %266)
  %268 = tail call double @llvm.fmuladd.f64(double %248, double %250, double %267)
  %269 = tail call double @llvm.fmuladd.f64(double %243, double %245, double %268)
  %270 = tail call double @llvm.fmuladd.f64(double %238, double %240, double %269)
  %271 = tail call double @llvm.fmuladd.f64(double %233, double %235, double %270)
  %272 = getelementptr inbounds i8, ptr %1, i64 632
  %273 = load double, ptr %272, align 8, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %5, i64 56
  %275 = load double, ptr %274, align 8, !tbaa !5
  %276 = fneg double %273
  %277 = tail call double @llvm.fmuladd.f64(double %276, double %275, double %271)
  %278 = getelementptr inbounds i8, ptr %1, i64 640
  %279 = load double, ptr %278, align 16, !tbaa !5
  %280 = fdiv double %277, %279
  %281 = getelementptr inbounds i8, ptr %5, i64 64
  store double %280, ptr %281, align 16, !tbaa !5
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %283 = load double, ptr %5, align 16, !tbaa !5
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %283)
  %285 = getelementptr inbounds i8, ptr %5, i64 8
  %286 = load double, ptr %285, align 8, !tbaa !5
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %286)
  %288 = getelementptr inbounds i8, ptr %5, i64 16
  %289 = load double, ptr %288, align 16, !tbaa !5
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %289)
  %291 = getelementptr inbounds i8, ptr %5, i64 24
  %292 = load double, ptr %291, align 8, !tbaa !5
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %292)
  %294 = getelementptr inbounds i8, ptr %5, i64 32
  %295 = load double, ptr %294, align 16, !tbaa !5
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %295)
  %297 = getelementptr inbounds i8, ptr %5, i64 40
  %298 = load double, ptr %297, align 8, !tbaa !5
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %298)
  %300 = getelementptr inbounds i8, ptr %5, i64 48
  %301 = load double, ptr %300, align 16, !tbaa !5
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %301)
  %303 = getelementptr inbounds i8, ptr %5, i64 56
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %304)
  %306 = getelementptr inbounds i8, ptr %5, i64 64
  %307 = load double, ptr %306, align 16, !tbaa !5
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %307)
  %309 = tail call i32 @putchar(i32 10)
  %310 = load double, ptr %4, align 16, !tbaa !5
  %311 = getelementptr inbounds i8, ptr %4, i64 8
  %312 = load double, ptr %311, align 8, !tbaa !5
  %313 = getelementptr inbounds i8, ptr %1, i64 72
  %314 = load double, ptr %313, align 8, !tbaa !5
  %315 = fneg double %314
  %316 = tail call double @llvm.fmuladd.f64(double %315, double %310, double %312)
  %317 = getelementptr inbounds i8, ptr %4, i64 16
  %318 = load double, ptr %317, align 16, !tbaa !5
  %319 = getelementptr inbounds i8, ptr %1, i64 144
  %320 = load double, ptr %319, align 16, !tbaa !5
  %321 = fneg double %320
  %322 = tail call double @llvm.fmuladd.f64(double %321, double %310, double %318)
  %323 = getelementptr inbounds i8, ptr %1, i64 152
  %324 = load double, ptr %323, align 8, !tbaa !5
  %325 = fneg double %324
  %326 = tail call double @llvm.fmuladd.f64(double %325, double %316, double %322)
  %327 = getelementptr inbounds i8, ptr %4, i64 24
  %328 = load double, ptr %327, align 8, !tbaa !5
  %329 = getelementptr inbounds i8, ptr %1, i64 224
  %330 = load double, ptr %329, align 16, !tbaa !5
  %331 = fneg double %330
  %332 = getelementptr inbounds i8, ptr %1, i64 216
  %333 = load double, ptr %332, align 8, !tbaa !5
  %334 = fneg double %333
  %335 = tail call double @llvm.fmuladd.f64(double %334, double %310, double %328)
  %336 = tail call double @llvm.fmuladd.f64(double %331, double %316, double %335)
  %337 = getelementptr inbounds i8, ptr %1, i64 232
  %338 = load double, ptr %337, align 8, !tbaa !5
  %339 = fneg double %338
  %340 = tail call double @llvm.fmuladd.f64(double %339, double %326, double %336)
  %341 = getelementptr inbounds i8, ptr %4, i64 32
  %342 = load double, ptr %341, align 16, !tbaa !5
  %343 = getelementptr inbounds i8, ptr %1, i64 304
  %344 = load double, ptr %343, align 16, !tbaa !5
  %345 = fneg double %344
  %346 = getelementptr inbounds i8, ptr %1, i64 296
  %347 = load double, ptr %346, align 8, !tbaa !5
  %348 = fneg double %347
  %349 = getelementptr inbounds i8, ptr %1, i64 288
  %350 = load double, ptr %349, align 16, !tbaa !5
  %351 = fneg double %350
  %352 = tail call double @llvm.fmuladd.f64(double %351, double %310, double %342)
  %353 = tail call double @llvm.fmuladd.f64(double %348, double %316, double %352)
  %354 = tail call double @llvm.fmuladd.f64(double %345, double %326, double %353)
  %355 = getelementptr inbounds i8, ptr %1, i64 312
  %356 = load double, ptr %355, align 8, !tbaa !5
  %357 = fneg double %356
  %358 = tail call double @llvm.fmuladd.f64(double %357, double %340, double %354)
  %359 = getelementptr inbounds i8, ptr %4, i64 40
  %360 = load double, ptr %359, align 8, !tbaa !5
  %361 = getelementptr inbounds i8, ptr %1, i64 384
  %362 = load double, ptr %361, align 16, !tbaa !5
  %363 = fneg double %362
  %364 = getelementptr inbounds i8, ptr %1, i64 376
  %365 = load double, ptr %364, align 8, !tbaa !5
  %366 = fneg double %365
  %367 = getelementptr inbounds i8, ptr %1, i64 368
  %368 = load double, ptr %367, align 16, !tbaa !5
  %369 = fneg double %368
  %370 = getelementptr inbounds i8, ptr %1, i64 360
  %371 = load double, ptr %370, align 8, !tbaa !5
  %372 = fneg double %371
  %373 = tail call double @llvm.fmuladd.f64(double %372, double %310, double %360)
  %374 = tail call double @llvm.fmuladd.f64(double %369, double %316, double %373)
  %375 = tail call double @llvm.fmuladd.f64(double %366, double %326, double %374)
  %376 = tail call double @llvm.fmuladd.f64(double %363, double %340, double %375)
  %377 = getelementptr inbounds i8, ptr %1, i64 392
  %378 = load double, ptr %377, align 8, !tbaa !5
  %379 = fneg double %378
  %380 = tail call double @llvm.fmuladd.f64(double %379, double %358, double %376)
  %381 = getelementptr inbounds i8, ptr %4, i64 48
  %382 = load double, ptr %381, align 16, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %1, i64 464
  %384 = load double, ptr %383, align 16, !tbaa !5
  %385 = fneg double %384
  %386 = getelementptr inbounds i8, ptr %1, i64 456
  %387 = load double, ptr %386, align 8, !tbaa !5
  %388 = fneg double %387
  %389 = getelementptr inbounds i8, ptr %1, i64 448
  %390 = load double, ptr %389, align 16, !tbaa !5
  %391 = fneg double %390
  %392 = getelementptr inbounds i8, ptr %1, i64 440
  %393 = load double, ptr %392, align 8, !tbaa !5
  %394 = fneg double %393
  %395 = getelementptr inbounds i8, ptr %1, i64 432
  %396 = load double, ptr %395, align 16, !tbaa !5
  %397 = fneg double %396
  %398 = tail call double @llvm.fmuladd.f64(double %397, double %310, double %382)
  %399 = tail call double @llvm.fmuladd.f64(double %394, double %316, double %398)
  %400 = tail call double @llvm.fmuladd.f64(double %391, double %326, double %399)
  %401 = tail call double @llvm.fmuladd.f64(double %388, double %340, double %400)
  %402 = tail call double @llvm.fmuladd.f64(double %385, double %358, double %401)
  %403 = getelementptr inbounds i8, ptr %1, i64 472
  %404 = load double, ptr %403, align 8, !tbaa !5
  %405 = fneg double %404
  %406 = tail call double @llvm.fmuladd.f64(double %405, double %380, double %402)
  %407 = getelementptr inbounds i8, ptr %4, i64 56
  %408 = load double, ptr %407, align 8, !tbaa !5
  %409 = getelementptr inbounds i8, ptr %1, i64 544
  %410 = load double, ptr %409, align 16, !tbaa !5
  %411 = fneg double %410
  %412 = getelementptr inbounds i8, ptr %1, i64 536
  %413 = load double, ptr %412, align 8, !tbaa !5
  %414 = fneg double %413
  %415 = getelementptr inbounds i8, ptr %1, i64 528
  %416 = load double, ptr %415, align 16, !tbaa !5
  %417 = fneg double %416
  %418 = getelementptr inbounds i8, ptr %1, i64 520
  %419 = load double, ptr %418, align 8, !tbaa !5
  %420 = fneg double %419
  %421 = getelementptr inbounds i8, ptr %1, i64 512
  %422 = load double, ptr %421, align 16, !tbaa !5
  %423 = fneg double %422
  %424 = getelementptr inbounds i8, ptr %1, i64 504
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = fneg double %425
  %427 = tail call double @llvm.fmuladd.f64(double %426, double %310, double %408)
  %428 = tail call double @llvm.fmuladd.f64(double %423, double %316, double %427)
  %429 = tail call double @llvm.fmuladd.f64(double %420, double %326, double %428)
  %430 = tail call double @llvm.fmuladd.f64(double %417, double %340, double %429)
  %431 = tail call double @llvm.fmuladd.f64(double %414, double %358, double %430)
  %432 = tail call double @llvm.fmuladd.f64(double %411, double %380, double %431)
  %433 = getelementptr inbounds i8, ptr %1, i64 552
  %434 = load double, ptr %433, align 8, !tbaa !5
  %435 = fneg double %434
  %436 = tail call double @llvm.fmuladd.f64(double %435, double %406, double %432)
  %437 = getelementptr inbounds i8, ptr %4, i64 64
  %438 = load double, ptr %437, align 16, !tbaa !5
  %439 = getelementptr inbounds i8, ptr %1, i64 624
  %440 = load double, ptr %439, align 16, !tbaa !5
  %441 = fneg double %440
  %442 = getelementptr inbounds i8, ptr %1, i64 616
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = fneg double %443
  %445 = getelementptr inbounds i8, ptr %1, i64 608
  %446 = load double, ptr %445, align 16, !tbaa !5
  %447 = fneg double %446
  %448 = getelementptr inbounds i8, ptr %1, i64 600
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = fneg double %449
  %451 = getelementptr inbounds i8, ptr %1, i64 592
  %452 = load double, ptr %451, align 16, !tbaa !5
  %453 = fneg double %452
  %454 = getelementptr inbounds i8, ptr %1, i64 584
  %455 = load double, ptr %454, align 8, !tbaa !5
  %456 = fneg double %455
  %457 = getelementptr inbounds i8, ptr %1, i64 576
  %458 = load double, ptr %457, align 16, !tbaa !5
  %459 = fneg double %458
  %460 = tail call double @llvm.fmuladd.f64(double %459, double %310, double %438)
  %461 = tail call double @llvm.fmuladd.f64(double %456, double %316, double %460)
  %462 = tail call double @llvm.fmuladd.f64(double %453, double %326, double %461)
  %463 = tail call double @llvm.fmuladd.f64(double %450, double %340, double %462)
  %464 = tail call double @llvm.fmuladd.f64(double %447, double %358, double %463)
  %465 = tail call double @llvm.fmuladd.f64(double %444, double %380, double %464)
  %466 = tail call double @llvm.fmuladd.f64(double %441, double %406, double %465)
  %467 = getelementptr inbounds i8, ptr %1, i64 632
  %468 = load double, ptr %467, align 8, !tbaa !5
  %469 = fneg double %468
  %470 = tail call double @llvm.fmuladd.f64(double %469, double %436, double %466)
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %470)
  br label %498

472:                                              ; preds = %491
  %473 = add nuw nsw i64 %7, 1
  %474 = add nuw nsw i64 %8, 1
  %475 = icmp eq i64 %473, 9
  br i1 %475, label %14, label %6, !llvm.loop !9

476:                                              ; preds = %6, %491
  %477 = phi i64 [ 0, %6 ], [ %496, %491 ]
  %478 = icmp eq i64 %7, %477
  br i1 %478, label %491, label %479

479:                                              ; preds = %476
  %480 = add nuw nsw i64 %477, %9
  %481 = trunc nuw nsw i64 %480 to i32
  %482 = uitofp nneg i32 %481 to double
  %483 = tail call double @cos(double noundef %482) #7
  %484 = fmul double %483, 3.000000e-01
  %485 = shl nuw nsw i64 %477, 1
  %486 = add nuw nsw i64 %485, %7
  %487 = trunc nuw nsw i64 %486 to i32
  %488 = uitofp nneg i32 %487 to double
  %489 = tail call double @sin(double noundef %488) #7
  %490 = fmul double %489, 2.000000e-01
  br label %491

491:                                              ; preds = %476, %479
  %492 = phi double [ %484, %479 ], [ %12, %476 ]
  %493 = phi double [ %490, %479 ], [ %13, %476 ]
  %494 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %7, i64 %477
  store double %492, ptr %494, align 8
  %495 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 %477, i64 %7
  store double %493, ptr %495, align 8, !tbaa !5
  %496 = add nuw nsw i64 %477, 1
  %497 = icmp eq i64 %496, %8
  br i1 %497, label %472, label %476, !llvm.loop !11

498:                                              ; preds = %520, %14
  %499 = phi i64 [ %528, %520 ], [ 0, %14 ]
  %500 = phi i64 [ %526, %520 ], [ 8, %14 ]
  %501 = getelementptr inbounds double, ptr %4, i64 %500
  %502 = load double, ptr %501, align 8, !tbaa !5
  %503 = icmp ult i64 %500, 8
  br i1 %503, label %504, label %520

504:                                              ; preds = %498
  %505 = and i64 %499, 1
  %506 = icmp eq i64 %505, 0
  br i1 %506, label %515, label %507

507:                                              ; preds = %504
  %508 = add nuw nsw i64 %500, 1
  %509 = getelementptr inbounds [9 x double], ptr %2, i64 %500, i64 %508
  %510 = load double, ptr %509, align 8, !tbaa !5
  %511 = getelementptr inbounds double, ptr %5, i64 %508
  %512 = load double, ptr %511, align 8, !tbaa !5
  %513 = fneg double %510
  %514 = tail call double @llvm.fmuladd.f64(double %513, double %512, double %502)
  br label %515

515:                                              ; preds = %507, %504
  %516 = phi double [ poison, %504 ], [ %514, %507 ]
  %517 = phi i64 [ %500, %504 ], [ %508, %507 ]
  %518 = phi double [ %502, %504 ], [ %514, %507 ]
  %519 = icmp eq i64 %499, 1
  br i1 %519, label %520, label %529

520:                                              ; preds = %515, %529, %498
  %521 = phi double [ %502, %498 ], [ %516, %515 ], [ %545, %529 ]
  %522 = getelementptr inbounds [9 x double], ptr %2, i64 %500, i64 %500
  %523 = load double, ptr %522, align 8, !tbaa !5
  %524 = fdiv double %521, %523
  %525 = getelementptr inbounds double, ptr %5, i64 %500
  store double %524, ptr %525, align 8, !tbaa !5
  %526 = add nsw i64 %500, -1
  %527 = icmp eq i64 %500, 0
  %528 = add i64 %499, 1
  br i1 %527, label %547, label %498, !llvm.loop !12

529:                                              ; preds = %515, %529
  %530 = phi i64 [ %539, %529 ], [ %517, %515 ]
  %531 = phi double [ %545, %529 ], [ %518, %515 ]
  %532 = add nuw nsw i64 %530, 1
  %533 = getelementptr inbounds [9 x double], ptr %2, i64 %500, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !5
  %535 = getelementptr inbounds double, ptr %5, i64 %532
  %536 = load double, ptr %535, align 8, !tbaa !5
  %537 = fneg double %534
  %538 = tail call double @llvm.fmuladd.f64(double %537, double %536, double %531)
  %539 = add nuw nsw i64 %530, 2
  %540 = getelementptr inbounds [9 x double], ptr %2, i64 %500, i64 %539
  %541 = load double, ptr %540, align 8, !tbaa !5
  %542 = getelementptr inbounds double, ptr %5, i64 %539
  %543 = load double, ptr %542, align 8, !tbaa !5
  %544 = fneg double %541
  %545 = tail call double @llvm.fmuladd.f64(double %544, double %543, double %538)
  %546 = icmp eq i64 %539, 8
  br i1 %546, label %520, label %529, !llvm.loop !13

547:                                              ; preds = %520
  %548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %549 = load double, ptr %5, align 16, !tbaa !5
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %549)
  %551 = load double, ptr %285, align 8, !tbaa !5
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %551)
  %553 = load double, ptr %288, align 16, !tbaa !5
  %554 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %553)
  %555 = load double, ptr %291, align 8, !tbaa !5
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %555)
  %557 = load double, ptr %294, align 16, !tbaa !5
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %557)
  %559 = load double, ptr %297, align 8, !tbaa !5
  %560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %559)
  %561 = load double, ptr %300, align 16, !tbaa !5
  %562 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %561)
  %563 = load double, ptr %303, align 8, !tbaa !5
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %563)
  %565 = load double, ptr %306, align 16, !tbaa !5
  %566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %565)
  %567 = tail call i32 @putchar(i32 10)
  %568 = load double, ptr %1, align 16, !tbaa !5
  %569 = getelementptr inbounds i8, ptr %1, i64 72
  %570 = load double, ptr %569, align 8
  %571 = fneg double %570
  %572 = getelementptr inbounds i8, ptr %1, i64 80
  %573 = load double, ptr %572, align 16, !tbaa !5
  %574 = getelementptr inbounds i8, ptr %1, i64 144
  %575 = load double, ptr %574, align 16
  %576 = fneg double %575
  %577 = getelementptr inbounds i8, ptr %1, i64 152
  %578 = load double, ptr %577, align 8
  %579 = fneg double %578
  %580 = getelementptr inbounds i8, ptr %1, i64 160
  %581 = load double, ptr %580, align 16, !tbaa !5
  %582 = getelementptr inbounds i8, ptr %1, i64 224
  %583 = load double, ptr %582, align 16
  %584 = fneg double %583
  %585 = getelementptr inbounds i8, ptr %1, i64 216
  %586 = load double, ptr %585, align 8
  %587 = fneg double %586
  %588 = getelementptr inbounds i8, ptr %1, i64 232
  %589 = load double, ptr %588, align 8
  %590 = fneg double %589
  %591 = getelementptr inbounds i8, ptr %1, i64 240
  %592 = load double, ptr %591, align 16, !tbaa !5
  %593 = getelementptr inbounds i8, ptr %1, i64 304
  %594 = load double, ptr %593, align 16
  %595 = fneg double %594
  %596 = getelementptr inbounds i8, ptr %1, i64 296
  %597 = load double, ptr %596, align 8
  %598 = fneg double %597
  %599 = getelementptr inbounds i8, ptr %1, i64 288
  %600 = load double, ptr %599, align 16
  %601 = fneg double %600
  %602 = getelementptr inbounds i8, ptr %1, i64 312
  %603 = load double, ptr %602, align 8
  %604 = fneg double %603
  %605 = getelementptr inbounds i8, ptr %1, i64 320
  %606 = load double, ptr %605, align 16, !tbaa !5
  %607 = getelementptr inbounds i8, ptr %1, i64 384
  %608 = load double, ptr %607, align 16
  %609 = fneg double %608
  %610 = getelementptr inbounds i8, ptr %1, i64 376
  %611 = load double, ptr %610, align 8
  %612 = fneg double %611
  %613 = getelementptr inbounds i8, ptr %1, i64 368
  %614 = load double, ptr %613, align 16
  %615 = fneg double %614
  %616 = getelementptr inbounds i8, ptr %1, i64 360
  %617 = load double, ptr %616, align 8
  %618 = fneg double %617
  %619 = getelementptr inbounds i8, ptr %1, i64 392
  %620 = load double, ptr %619, align 8
  %621 = fneg double %620
  %622 = getelementptr inbounds i8, ptr %1, i64 400
  %623 = load double, ptr %622, align 16, !tbaa !5
  %624 = getelementptr inbounds i8, ptr %1, i64 464
  %625 = load double, ptr %624, align 16
  %626 = fneg double %625
  %627 = getelementptr inbounds i8, ptr %1, i64 456
  %628 = load double, ptr %627, align 8
  %629 = fneg double %628
  %630 = getelementptr inbounds i8, ptr %1, i64 448
  %631 = load double, ptr %630, align 16
  %632 = fneg double %631
  %633 = getelementptr inbounds i8, ptr %1, i64 440
  %634 = load double, ptr %633, align 8
  %635 = fneg double %634
  %636 = getelementptr inbounds i8, ptr %1, i64 432
  %637 = load double, ptr %636, align 16
  %638 = fneg double %637
  %639 = getelementptr inbounds i8, ptr %1, i64 472
  %640 = load double, ptr %639, align 8
  %641 = fneg double %640
  %642 = getelementptr inbounds i8, ptr %1, i64 480
  %643 = load double, ptr %642, align 16, !tbaa !5
  %644 = getelementptr inbounds i8, ptr %1, i64 544
  %645 = load double, ptr %644, align 16
  %646 = fneg double %645
  %647 = getelementptr inbounds i8, ptr %1, i64 536
  %648 = load double, ptr %647, align 8
  %649 = fneg double %648
  %650 = getelementptr inbounds i8, ptr %1, i64 528
  %651 = load double, ptr %650, align 16
  %652 = fneg double %651
  %653 = getelementptr inbounds i8, ptr %1, i64 520
  %654 = load double, ptr %653, align 8
  %655 = fneg double %654
  %656 = getelementptr inbounds i8, ptr %1, i64 512
  %657 = load double, ptr %656, align 16
  %658 = fneg double %657
  %659 = getelementptr inbounds i8, ptr %1, i64 504
  %660 = load double, ptr %659, align 8
  %661 = fneg double %660
  %662 = getelementptr inbounds i8, ptr %1, i64 552
  %663 = load double, ptr %662, align 8
  %664 = fneg double %663
  %665 = getelementptr inbounds i8, ptr %1, i64 560
  %666 = load double, ptr %665, align 16, !tbaa !5
  %667 = getelementptr inbounds i8, ptr %1, i64 624
  %668 = load double, ptr %667, align 16
  %669 = fneg double %668
  %670 = getelementptr inbounds i8, ptr %1, i64 616
  %671 = load double, ptr %670, align 8
  %672 = fneg double %671
  %673 = getelementptr inbounds i8, ptr %1, i64 608
  %674 = load double, ptr %673, align 16
  %675 = fneg double %674
  %676 = getelementptr inbounds i8, ptr %1, i64 600
  %677 = load double, ptr %676, align 8
  %678 = fneg double %677
  %679 = getelementptr inbounds i8, ptr %1, i64 592
  %680 = load double, ptr %679, align 16
  %681 = fneg double %680
  %682 = getelementptr inbounds i8, ptr %1, i64 584
  %683 = load double, ptr %682, align 8
  %684 = fneg double %683
  %685 = getelementptr inbounds i8, ptr %1, i64 576
  %686 = load double, ptr %685, align 16
  %687 = fneg double %686
  %688 = getelementptr inbounds i8, ptr %1, i64 632
  %689 = load double, ptr %688, align 8
  %690 = fneg double %689
  %691 = getelementptr inbounds i8, ptr %1, i64 640
  %692 = load double, ptr %691, align 16, !tbaa !5
  br label %693

693:                                              ; preds = %693, %547
  %694 = phi i64 [ 0, %547 ], [ %767, %693 ]
  %695 = icmp eq i64 %694, 1
  %696 = uitofp i1 %695 to double
  %697 = icmp eq i64 %694, 2
  %698 = uitofp i1 %697 to double
  %699 = icmp eq i64 %694, 3
  %700 = uitofp i1 %699 to double
  %701 = icmp eq i64 %694, 4
  %702 = uitofp i1 %701 to double
  %703 = icmp eq i64 %694, 5
  %704 = uitofp i1 %703 to double
  %705 = icmp eq i64 %694, 6
  %706 = uitofp i1 %705 to double
  %707 = icmp eq i64 %694, 7
  %708 = uitofp i1 %707 to double
  %709 = icmp eq i64 %694, 8
  %710 = uitofp i1 %709 to double
  %711 = icmp eq i64 %694, 0
  %712 = uitofp i1 %711 to double
  %713 = fdiv double %712, %568
  %714 = tail call double @llvm.fmuladd.f64(double %571, double %713, double %696)
  %715 = fdiv double %714, %573
  %716 = tail call double @llvm.fmuladd.f64(double %576, double %713, double %698)
  %717 = tail call double @llvm.fmuladd.f64(double %579, double %715, double %716)
  %718 = fdiv double %717, %581
  %719 = tail call double @llvm.fmuladd.f64(double %587, double %713, double %700)
  %720 = tail call double @llvm.fmuladd.f64(double %584, double %715, double %719)
  %721 = tail call double @llvm.fmuladd.f64(double %590, double %718, double %720)
  %722 = fdiv double %721, %592
  %723 = tail call double @llvm.fmuladd.f64(double %601, double %713, double %702)
  %724 = tail call double @llvm.fmuladd.f64(double %598, double %715, double %723)
  %725 = tail call double @llvm.fmuladd.f64(double %595, double %718, double %724)
  %726 = tail call double @llvm.fmuladd.f64(double %604, double %722, double %725)
  %727 = fdiv double %726, %606
  %728 = tail call double @llvm.fmuladd.f64(double %618, double %713, double %704)
  %729 = tail call double @llvm.fmuladd.f64(double %615, double %715, double %728)
  %730 = tail call double @llvm.fmuladd.f64(double %612, double %718, double %729)
  %731 = tail call double @llvm.fmuladd.f64(double %609, double %722, double %730)
  %732 = tail call double @llvm.fmuladd.f64(double %621, double %727, double %731)
  %733 = fdiv double %732, %623
  %734 = tail call double @llvm.fmuladd.f64(double %638, double %713, double %706)
  %735 = tail call double @llvm.fmuladd.f64(double %635, double %715, double %734)
  %736 = tail call double @llvm.fmuladd.f64(double %632, double %718, double %735)
  %737 = tail call double @llvm.fmuladd.f64(double %629, double %722, double %736)
  %738 = tail call double @llvm.fmuladd.f64(double %626, double %727, double %737)
  %739 = tail call double @llvm.fmuladd.f64(double %641, double %733, double %738)
  %740 = fdiv double %739, %643
  %741 = tail call double @llvm.fmuladd.f64(double %661, double %713, double %708)
  %742 = tail call double @llvm.fmuladd.f64(double %658, double %715, double %741)
  %743 = tail call double @llvm.fmuladd.f64(double %655, double %718, double %742)
  %744 = tail call double @llvm.fmuladd.f64(double %652, double %722, double %743)
  %745 = tail call double @llvm.fmuladd.f64(double %649, double %727, double %744)
  %746 = tail call double @llvm.fmuladd.f64(double %646, double %733, double %745)
  %747 = tail call double @llvm.fmuladd.f64(double %664, double %740, double %746)
  %748 = fdiv double %747, %666
  %749 = tail call double @llvm.fmuladd.f64(double %687, double %713, double %710)
  %750 = tail call double @llvm.fmuladd.f64(double %684, double %715, double %749)
  %751 = tail call double @llvm.fmuladd.f64(double %681, double %718, double %750)
  %752 = tail call double @llvm.fmuladd.f64(double %678, double %722, double %751)
  %753 = tail call double @llvm.fmuladd.f64(double %675, double %727, double %752)
  %754 = tail call double @llvm.fmuladd.f64(double %672, double %733, double %753)
  %755 = tail call double @llvm.fmuladd.f64(double %669, double %740, double %754)
  %756 = tail call double @llvm.fmuladd.f64(double %690, double %748, double %755)
  %757 = fdiv double %756, %692
  %758 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %694
  store double %713, ptr %758, align 8, !tbaa !5
  %759 = getelementptr inbounds [9 x double], ptr %3, i64 1, i64 %694
  store double %715, ptr %759, align 8, !tbaa !5
  %760 = getelementptr inbounds [9 x double], ptr %3, i64 2, i64 %694
  store double %718, ptr %760, align 8, !tbaa !5
  %761 = getelementptr inbounds [9 x double], ptr %3, i64 3, i64 %694
  store double %722, ptr %761, align 8, !tbaa !5
  %762 = getelementptr inbounds [9 x double], ptr %3, i64 4, i64 %694
  store double %727, ptr %762, align 8, !tbaa !5
  %763 = getelementptr inbounds [9 x double], ptr %3, i64 5, i64 %694
  store double %733, ptr %763, align 8, !tbaa !5
  %764 = getelementptr inbounds [9 x double], ptr %3, i64 6, i64 %694
  store double %740, ptr %764, align 8, !tbaa !5
  %765 = getelementptr inbounds [9 x double], ptr %3, i64 7, i64 %694
  store double %748, ptr %765, align 8, !tbaa !5
  %766 = getelementptr inbounds [9 x double], ptr %3, i64 8, i64 %694
  store double %757, ptr %766, align 8, !tbaa !5
  %767 = add nuw nsw i64 %694, 1
  %768 = icmp eq i64 %767, 9
  br i1 %768, label %769, label %693, !llvm.loop !14

769:                                              ; preds = %693, %844
  %770 = phi i64 [ %845, %844 ], [ 0, %693 ]
  %771 = phi double [ %841, %844 ], [ 0.000000e+00, %693 ]
  %772 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 0
  %773 = load double, ptr %772, align 8, !tbaa !5
  %774 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 1
  %775 = load double, ptr %774, align 8, !tbaa !5
  %776 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 2
  %777 = load double, ptr %776, align 8, !tbaa !5
  %778 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 3
  %779 = load double, ptr %778, align 8, !tbaa !5
  %780 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 4
  %781 = load double, ptr %780, align 8, !tbaa !5
  %782 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 5
  %783 = load double, ptr %782, align 8, !tbaa !5
  %784 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 6
  %785 = load double, ptr %784, align 8, !tbaa !5
  %786 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 7
  %787 = load double, ptr %786, align 8, !tbaa !5
  %788 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %770, i64 8
  %789 = load double, ptr %788, align 8, !tbaa !5
  br label %807

790:                                              ; preds = %844
  %791 = fcmp olt double %841, 1.000000e-13
  %792 = zext i1 %791 to i32
  %793 = getelementptr inbounds i8, ptr %3, i64 576
  %794 = load double, ptr %793, align 16, !tbaa !5
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %792, double noundef %794)
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4004AAAAAAAAAAAB)
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 5.000000e+00)
  %799 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x401DAAAAAAAAAAAA)
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4023AAAAAAAAAAAB)
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.225000e+01)
  %802 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x402D555555555556)
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4031155555555555)
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.200000e+01)
  %805 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.800000e+01)
  %806 = tail call i32 @putchar(i32 10)
  br label %847

807:                                              ; preds = %769, %807
  %808 = phi i64 [ 0, %769 ], [ %842, %807 ]
  %809 = phi double [ %771, %769 ], [ %841, %807 ]
  %810 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 0, i64 %808
  %811 = load double, ptr %810, align 8, !tbaa !5
  %812 = tail call double @llvm.fmuladd.f64(double %773, double %811, double 0.000000e+00)
  %813 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 1, i64 %808
  %814 = load double, ptr %813, align 8, !tbaa !5
  %815 = tail call double @llvm.fmuladd.f64(double %775, double %814, double %812)
  %816 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 2, i64 %808
  %817 = load double, ptr %816, align 8, !tbaa !5
  %818 = tail call double @llvm.fmuladd.f64(double %777, double %817, double %815)
  %819 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 3, i64 %808
  %820 = load double, ptr %819, align 8, !tbaa !5
  %821 = tail call double @llvm.fmuladd.f64(double %779, double %820, double %818)
  %822 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 4, i64 %808
  %823 = load double, ptr %822, align 8, !tbaa !5
  %824 = tail call double @llvm.fmuladd.f64(double %781, double %823, double %821)
  %825 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 5, i64 %808
  %826 = load double, ptr %825, align 8, !tbaa !5
  %827 = tail call double @llvm.fmuladd.f64(double %783, double %826, double %824)
  %828 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 6, i64 %808
  %829 = load double, ptr %828, align 8, !tbaa !5
  %830 = tail call double @llvm.fmuladd.f64(double %785, double %829, double %827)
  %831 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 7, i64 %808
  %832 = load double, ptr %831, align 8, !tbaa !5
  %833 = tail call double @llvm.fmuladd.f64(double %787, double %832, double %830)
  %834 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 8, i64 %808
  %835 = load double, ptr %834, align 8, !tbaa !5
  %836 = tail call double @llvm.fmuladd.f64(double %789, double %835, double %833)
  %837 = icmp eq i64 %770, %808
  %838 = uitofp i1 %837 to double
  %839 = fsub double %836, %838
  %840 = tail call double @llvm.fabs.f64(double %839)
  %841 = tail call double @llvm.maxnum.f64(double %809, double %840)
  %842 = add nuw nsw i64 %808, 1
  %843 = icmp eq i64 %842, 9
  br i1 %843, label %844, label %807, !llvm.loop !15

844:                                              ; preds = %807
  %845 = add nuw nsw i64 %770, 1
  %846 = icmp eq i64 %845, 9
  br i1 %846, label %790, label %769, !llvm.loop !16

847:                                              ; preds = %790, %918
  %848 = phi i32 [ 0, %790 ], [ %928, %918 ]
  br label %850

849:                                              ; preds = %918
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %1) #7
  ret i32 0

850:                                              ; preds = %847, %850
  %851 = phi double [ 4.000000e+00, %847 ], [ %915, %850 ]
  %852 = phi double [ 0.000000e+00, %847 ], [ %914, %850 ]
  %853 = fadd double %852, %851
  %854 = fmul double %853, 5.000000e-01
  %855 = fsub double 2.000000e+00, %854
  %856 = fcmp olt double %855, 0.000000e+00
  %857 = zext i1 %856 to i32
  %858 = fcmp oeq double %855, 0.000000e+00
  %859 = fdiv double 1.000000e+00, %855
  %860 = select i1 %858, double 0x7E37E43C8800759B, double %859
  %861 = fsub double %855, %860
  %862 = fcmp olt double %861, 0.000000e+00
  %863 = zext i1 %862 to i32
  %864 = add nuw nsw i32 %863, %857
  %865 = fcmp oeq double %861, 0.000000e+00
  %866 = fdiv double 1.000000e+00, %861
  %867 = select i1 %865, double 0x7E37E43C8800759B, double %866
  %868 = fsub double %855, %867
  %869 = fcmp olt double %868, 0.000000e+00
  %870 = zext i1 %869 to i32
  %871 = add nuw nsw i32 %864, %870
  %872 = fcmp oeq double %868, 0.000000e+00
  %873 = fdiv double 1.000000e+00, %868
  %874 = select i1 %872, double 0x7E37E43C8800759B, double %873
  %875 = fsub double %855, %874
  %876 = fcmp olt double %875, 0.000000e+00
  %877 = zext i1 %876 to i32
  %878 = add nuw nsw i32 %871, %877
  %879 = fcmp oeq double %875, 0.000000e+00
  %880 = fdiv double 1.000000e+00, %875
  %881 = select i1 %879, double 0x7E37E43C8800759B, double %880
  %882 = fsub double %855, %881
  %883 = fcmp olt double %882, 0.000000e+00
  %884 = zext i1 %883 to i32
  %885 = add nuw nsw i32 %878, %884
  %886 = fcmp oeq double %882, 0.000000e+00
  %887 = fdiv double 1.000000e+00, %882
  %888 = select i1 %886, double 0x7E37E43C8800759B, double %887
  %889 = fsub double %855, %888
  %890 = fcmp olt double %889, 0.000000e+00
  %891 = zext i1 %890 to i32
  %892 = add nuw nsw i32 %885, %891
  %893 = fcmp oeq double %889, 0.000000e+00
  %894 = fdiv double 1.000000e+00, %889
  %895 = select i1 %893, double 0x7E37E43C8800759B, double %894
  %896 = fsub double %855, %895
  %897 = fcmp olt double %896, 0.000000e+00
  %898 = zext i1 %897 to i32
  %899 = add nuw nsw i32 %892, %898
  %900 = fcmp oeq double %896, 0.000000e+00
  %901 = fdiv double 1.000000e+00, %896
  %902 = select i1 %900, double 0x7E37E43C8800759B, double %901
  %903 = fsub double %855, %902
  %904 = fcmp olt double %903, 0.000000e+00
  %905 = zext i1 %904 to i32
  %906 = add nuw nsw i32 %899, %905
  %907 = fcmp oeq double %903, 0.000000e+00
  %908 = fdiv double 1.000000e+00, %903
  %909 = select i1 %907, double 0x7E37E43C8800759B, double %908
  %910 = fcmp olt double %855, %909
  %911 = zext i1 %910 to i32
  %912 = add nuw nsw i32 %906, %911
  %913 = icmp ugt i32 %912, %848
  %914 = select i1 %913, double %852, double %854
  %915 = select i1 %913, double %854, double %851
  %916 = fsub double %915, %914
  %917 = fcmp ogt double %916, 0x3D719799812DEA11
  br i1 %917, label %850, label %918, !llvm.loop !17

918:                                              ; preds = %850
  %919 = fadd double %914, %915
  %920 = fmul double %919, 5.000000e-01
  %921 = or disjoint i32 %848, 1
  %922 = uitofp nneg i32 %921 to double
  %923 = fmul double %922, 0x400921FB54442D18
  %924 = fdiv double %923, 1.000000e+01
  %925 = tail call double @cos(double noundef %924) #7
  %926 = tail call double @llvm.fmuladd.f64(double %925, double -2.000000e+00, double 2.000000e+00)
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %848, double noundef %920, double noundef %926)
  %928 = add nuw nsw i32 %848, 2
  %929 = icmp ult i32 %848, 7
  br i1 %929, label %847, label %849, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
