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
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(648) %1, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(648) %2, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %3) #8
  br label %6

6:                                                ; preds = %0, %469
  %7 = phi i64 [ 0, %0 ], [ %470, %469 ]
  %8 = phi i64 [ 1, %0 ], [ %471, %469 ]
  %9 = mul nuw nsw i64 %7, 9
  %10 = trunc nuw nsw i64 %7 to i32
  %11 = uitofp nneg i32 %10 to double
  %12 = insertelement <2 x double> poison, double %11, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 1.000000e-01, double 2.000000e-01>, <2 x double> <double 2.000000e+00, double 1.500000e+00>)
  br label %473

15:                                               ; preds = %469
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #8
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 5.000000e+00, double 6.000000e+00>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 7.000000e+00, double 8.000000e+00>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 64
  store double 9.000000e+00, ptr %19, align 16, !tbaa !5
  %20 = load double, ptr %4, align 16, !tbaa !5
  %21 = load double, ptr %1, align 16, !tbaa !5
  %22 = fdiv double %20, %21
  store double %22, ptr %5, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 72
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = load double, ptr %5, align 16, !tbaa !5
  %28 = fneg double %26
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %24)
  %30 = getelementptr inbounds i8, ptr %1, i64 80
  %31 = load double, ptr %30, align 16, !tbaa !5
  %32 = fdiv double %29, %31
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store double %32, ptr %33, align 8, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %4, i64 16
  %35 = load double, ptr %34, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 144
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = fneg double %37
  %39 = load double, ptr %5, align 16, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %39, double %35)
  %41 = getelementptr inbounds i8, ptr %1, i64 152
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %5, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fneg double %42
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %44, double %40)
  %47 = getelementptr inbounds i8, ptr %1, i64 160
  %48 = load double, ptr %47, align 16, !tbaa !5
  %49 = fdiv double %46, %48
  %50 = getelementptr inbounds i8, ptr %5, i64 16
  store double %49, ptr %50, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %4, i64 24
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %1, i64 224
  %54 = load double, ptr %53, align 16, !tbaa !5
  %55 = fneg double %54
  %56 = getelementptr inbounds i8, ptr %5, i64 8
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %1, i64 216
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = fneg double %59
  %61 = load double, ptr %5, align 16, !tbaa !5
  %62 = tail call double @llvm.fmuladd.f64(double %60, double %61, double %52)
  %63 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %62)
  %64 = getelementptr inbounds i8, ptr %1, i64 232
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %5, i64 16
  %67 = load double, ptr %66, align 16, !tbaa !5
  %68 = fneg double %65
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %67, double %63)
  %70 = getelementptr inbounds i8, ptr %1, i64 240
  %71 = load double, ptr %70, align 16, !tbaa !5
  %72 = fdiv double %69, %71
  %73 = getelementptr inbounds i8, ptr %5, i64 24
  store double %72, ptr %73, align 8, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %4, i64 32
  %75 = load double, ptr %74, align 16, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %1, i64 304
  %77 = load double, ptr %76, align 16, !tbaa !5
  %78 = fneg double %77
  %79 = getelementptr inbounds i8, ptr %5, i64 16
  %80 = load double, ptr %79, align 16, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %1, i64 296
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = fneg double %82
  %84 = getelementptr inbounds i8, ptr %5, i64 8
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %1, i64 288
  %87 = load double, ptr %86, align 16, !tbaa !5
  %88 = fneg double %87
  %89 = load double, ptr %5, align 16, !tbaa !5
  %90 = tail call double @llvm.fmuladd.f64(double %88, double %89, double %75)
  %91 = tail call double @llvm.fmuladd.f64(double %83, double %85, double %90)
  %92 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %91)
  %93 = getelementptr inbounds i8, ptr %1, i64 312
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %5, i64 24
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = fneg double %94
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %96, double %92)
  %99 = getelementptr inbounds i8, ptr %1, i64 320
  %100 = load double, ptr %99, align 16, !tbaa !5
  %101 = fdiv double %98, %100
  %102 = getelementptr inbounds i8, ptr %5, i64 32
  store double %101, ptr %102, align 16, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %4, i64 40
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %1, i64 384
  %106 = load double, ptr %105, align 16, !tbaa !5
  %107 = fneg double %106
  %108 = getelementptr inbounds i8, ptr %5, i64 24
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %1, i64 376
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = fneg double %111
  %113 = getelementptr inbounds i8, ptr %5, i64 16
  %114 = load double, ptr %113, align 16, !tbaa !5
  %115 = getelementptr inbounds i8, ptr %1, i64 368
  %116 = load double, ptr %115, align 16, !tbaa !5
  %117 = fneg double %116
  %118 = getelementptr inbounds i8, ptr %5, i64 8
  %119 = load double, ptr %118, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %1, i64 360
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = fneg double %121
  %123 = load double, ptr %5, align 16, !tbaa !5
  %124 = tail call double @llvm.fmuladd.f64(double %122, double %123, double %104)
  %125 = tail call double @llvm.fmuladd.f64(double %117, double %119, double %124)
  %126 = tail call double @llvm.fmuladd.f64(double %112, double %114, double %125)
  %127 = tail call double @llvm.fmuladd.f64(double %107, double %109, double %126)
  %128 = getelementptr inbounds i8, ptr %1, i64 392
  %129 = load double, ptr %128, align 8, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %5, i64 32
  %131 = load double, ptr %130, align 16, !tbaa !5
  %132 = fneg double %129
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %131, double %127)
  %134 = getelementptr inbounds i8, ptr %1, i64 400
  %135 = load double, ptr %134, align 16, !tbaa !5
  %136 = fdiv double %133, %135
  %137 = getelementptr inbounds i8, ptr %5, i64 40
  store double %136, ptr %137, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %4, i64 48
  %139 = load double, ptr %138, align 16, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %1, i64 464
  %141 = load double, ptr %140, align 16, !tbaa !5
  %142 = fneg double %141
  %143 = getelementptr inbounds i8, ptr %5, i64 32
  %144 = load double, ptr %143, align 16, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %1, i64 456
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fneg double %146
  %148 = getelementptr inbounds i8, ptr %5, i64 24
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %1, i64 448
  %151 = load double, ptr %150, align 16, !tbaa !5
  %152 = fneg double %151
  %153 = getelementptr inbounds i8, ptr %5, i64 16
  %154 = load double, ptr %153, align 16, !tbaa !5
  %155 = getelementptr inbounds i8, ptr %1, i64 440
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = fneg double %156
  %158 = getelementptr inbounds i8, ptr %5, i64 8
  %159 = load double, ptr %158, align 8, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %1, i64 432
  %161 = load double, ptr %160, align 16, !tbaa !5
  %162 = fneg double %161
  %163 = load double, ptr %5, align 16, !tbaa !5
  %164 = tail call double @llvm.fmuladd.f64(double %162, double %163, double %139)
  %165 = tail call double @llvm.fmuladd.f64(double %157, double %159, double %164)
  %166 = tail call double @llvm.fmuladd.f64(double %152, double %154, double %165)
  %167 = tail call double @llvm.fmuladd.f64(double %147, double %149, double %166)
  %168 = tail call double @llvm.fmuladd.f64(double %142, double %144, double %167)
  %169 = getelementptr inbounds i8, ptr %1, i64 472
  %170 = load double, ptr %169, align 8, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %5, i64 40
  %172 = load double, ptr %171, align 8, !tbaa !5
  %173 = fneg double %170
  %174 = tail call double @llvm.fmuladd.f64(double %173, double %172, double %168)
  %175 = getelementptr inbounds i8, ptr %1, i64 480
  %176 = load double, ptr %175, align 16, !tbaa !5
  %177 = fdiv double %174, %176
  %178 = getelementptr inbounds i8, ptr %5, i64 48
  store double %177, ptr %178, align 16, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %4, i64 56
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %1, i64 544
  %182 = load double, ptr %181, align 16, !tbaa !5
  %183 = fneg double %182
  %184 = getelementptr inbounds i8, ptr %5, i64 40
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %1, i64 536
  %187 = load double, ptr %186, align 8, !tbaa !5
  %188 = fneg double %187
  %189 = getelementptr inbounds i8, ptr %5, i64 32
  %190 = load double, ptr %189, align 16, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %1, i64 528
  %192 = load double, ptr %191, align 16, !tbaa !5
  %193 = fneg double %192
  %194 = getelementptr inbounds i8, ptr %5, i64 24
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = getelementptr inbounds i8, ptr %1, i64 520
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = fneg double %197
  %199 = getelementptr inbounds i8, ptr %5, i64 16
  %200 = load double, ptr %199, align 16, !tbaa !5
  %201 = getelementptr inbounds i8, ptr %1, i64 512
  %202 = load double, ptr %201, align 16, !tbaa !5
  %203 = fneg double %202
  %204 = getelementptr inbounds i8, ptr %5, i64 8
  %205 = load double, ptr %204, align 8, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %1, i64 504
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fneg double %207
  %209 = load double, ptr %5, align 16, !tbaa !5
  %210 = tail call double @llvm.fmuladd.f64(double %208, double %209, double %180)
  %211 = tail call double @llvm.fmuladd.f64(double %203, double %205, double %210)
  %212 = tail call double @llvm.fmuladd.f64(double %198, double %200, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %193, double %195, double %212)
  %214 = tail call double @llvm.fmuladd.f64(double %188, double %190, double %213)
  %215 = tail call double @llvm.fmuladd.f64(double %183, double %185, double %214)
  %216 = getelementptr inbounds i8, ptr %1, i64 552
  %217 = load double, ptr %216, align 8, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %5, i64 48
  %219 = load double, ptr %218, align 16, !tbaa !5
  %220 = fneg double %217
  %221 = tail call double @llvm.fmuladd.f64(double %220, double %219, double %215)
  %222 = getelementptr inbounds i8, ptr %1, i64 560
  %223 = load double, ptr %222, align 16, !tbaa !5
  %224 = fdiv double %221, %223
  %225 = getelementptr inbounds i8, ptr %5, i64 56
  store double %224, ptr %225, align 8, !tbaa !5
  %226 = getelementptr inbounds i8, ptr %4, i64 64
  %227 = load double, ptr %226, align 16, !tbaa !5
  %228 = getelementptr inbounds i8, ptr %1, i64 624
  %229 = load double, ptr %228, align 16, !tbaa !5
  %230 = fneg double %229
  %231 = getelementptr inbounds i8, ptr %5, i64 48
  %232 = load double, ptr %231, align 16, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %1, i64 616
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = fneg double %234
  %236 = getelementptr inbounds i8, ptr %5, i64 40
  %237 = load double, ptr %236, align 8, !tbaa !5
  %238 = getelementptr inbounds i8, ptr %1, i64 608
  %239 = load double, ptr %238, align 16, !tbaa !5
  %240 = fneg double %239
  %241 = getelementptr inbounds i8, ptr %5, i64 32
  %242 = load double, ptr %241, align 16, !tbaa !5
  %243 = getelementptr inbounds i8, ptr %1, i64 600
  %244 = load double, ptr %243, align 8, !tbaa !5
  %245 = fneg double %244
  %246 = getelementptr inbounds i8, ptr %5, i64 24
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = getelementptr inbounds i8, ptr %1, i64 592
  %249 = load double, ptr %248, align 16, !tbaa !5
  %250 = fneg double %249
  %251 = getelementptr inbounds i8, ptr %5, i64 16
  %252 = load double, ptr %251, align 16, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %1, i64 584
  %254 = load double, ptr %253, align 8, !tbaa !5
  %255 = fneg double %254
  %256 = getelementptr inbounds i8, ptr %5, i64 8
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = getelementptr inbounds i8, ptr %1, i64 576
  %259 = load double, ptr %258, align 16, !tbaa !5
  %260 = fneg double %259
  %261 = load double, ptr %5, align 16, !tbaa !5
  %262 = tail call double @llvm.fmuladd.f64(double %260, double %261, double %227)
  %263 = tail call double @llvm.fmuladd.f64(double %255, double %257, double %262)
  %264 = tail call double @llvm.fmuladd.f64(double %250, double %252, double %263)
  %265 = tail call double @llvm.fmuladd.f64(double %245, double %247, double %264)
  %266 = tail call double @llvm.fmuladd.f64(double %240, double %242, double %265)
  %267 = tail call double @llvm.fmuladd.f64(double %235, double %237, double %266)
  %268 = tail call double @llvm.fmuladd.f64(double %230, double %232, double %267)
  %269 = getelementptr inbounds i8, ptr %1, i64 632
  %270 = load double, ptr %269, align 8, !tbaa !5
  %271 = getelementptr inbounds i8, ptr %5, i64 56
  %272 = load double, ptr %271, align 8, !tbaa !5
  %273 = fneg double %270
  %274 = tail call double @llvm.fmuladd.f64(double %273, double %272, double %268)
  %275 = getelementptr inbounds i8, ptr %1, i64 640
  %276 = load double, ptr %275, align 16, !tbaa !5
  %277 = fdiv double %274, %276
  %278 = getelementptr inbounds i8, ptr %5, i64 64
  store double %277, ptr %278, align 16, !tbaa !5
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %280 = load double, ptr %5, align 16, !tbaa !5
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %280)
  %282 = getelementptr inbounds i8, ptr %5, i64 8
  %283 = load double, ptr %282, align 8, !tbaa !5
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %283)
  %285 = getelementptr inbounds i8, ptr %5, i64 16
  %286 = load double, ptr %285, align 16, !tbaa !5
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %286)
  %288 = getelementptr inbounds i8, ptr %5, i64 24
  %289 = load double, ptr %288, align 8, !tbaa !5
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %289)
  %291 = getelementptr inbounds i8, ptr %5, i64 32
  %292 = load double, ptr %291, align 16, !tbaa !5
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %292)
  %294 = getelementptr inbounds i8, ptr %5, i64 40
  %295 = load double, ptr %294, align 8, !tbaa !5
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %295)
  %297 = getelementptr inbounds i8, ptr %5, i64 48
  %298 = load double, ptr %297, align 16, !tbaa !5
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %298)
  %300 = getelementptr inbounds i8, ptr %5, i64 56
  %301 = load double, ptr %300, align 8, !tbaa !5
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %301)
  %303 = getelementptr inbounds i8, ptr %5, i64 64
  %304 = load double, ptr %303, align 16, !tbaa !5
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %304)
  %306 = tail call i32 @putchar(i32 10)
  %307 = load double, ptr %4, align 16, !tbaa !5
  %308 = getelementptr inbounds i8, ptr %4, i64 8
  %309 = load double, ptr %308, align 8, !tbaa !5
  %310 = getelementptr inbounds i8, ptr %1, i64 72
  %311 = load double, ptr %310, align 8, !tbaa !5
  %312 = fneg double %311
  %313 = tail call double @llvm.fmuladd.f64(double %312, double %307, double %309)
  %314 = getelementptr inbounds i8, ptr %4, i64 16
  %315 = load double, ptr %314, align 16, !tbaa !5
  %316 = getelementptr inbounds i8, ptr %1, i64 144
  %317 = load double, ptr %316, align 16, !tbaa !5
  %318 = fneg double %317
  %319 = tail call double @llvm.fmuladd.f64(double %318, double %307, double %315)
  %320 = getelementptr inbounds i8, ptr %1, i64 152
  %321 = load double, ptr %320, align 8, !tbaa !5
  %322 = fneg double %321
  %323 = tail call double @llvm.fmuladd.f64(double %322, double %313, double %319)
  %324 = getelementptr inbounds i8, ptr %4, i64 24
  %325 = load double, ptr %324, align 8, !tbaa !5
  %326 = getelementptr inbounds i8, ptr %1, i64 224
  %327 = load double, ptr %326, align 16, !tbaa !5
  %328 = fneg double %327
  %329 = getelementptr inbounds i8, ptr %1, i64 216
  %330 = load double, ptr %329, align 8, !tbaa !5
  %331 = fneg double %330
  %332 = tail call double @llvm.fmuladd.f64(double %331, double %307, double %325)
  %333 = tail call double @llvm.fmuladd.f64(double %328, double %313, double %332)
  %334 = getelementptr inbounds i8, ptr %1, i64 232
  %335 = load double, ptr %334, align 8, !tbaa !5
  %336 = fneg double %335
  %337 = tail call double @llvm.fmuladd.f64(double %336, double %323, double %333)
  %338 = getelementptr inbounds i8, ptr %4, i64 32
  %339 = load double, ptr %338, align 16, !tbaa !5
  %340 = getelementptr inbounds i8, ptr %1, i64 304
  %341 = load double, ptr %340, align 16, !tbaa !5
  %342 = fneg double %341
  %343 = getelementptr inbounds i8, ptr %1, i64 296
  %344 = load double, ptr %343, align 8, !tbaa !5
  %345 = fneg double %344
  %346 = getelementptr inbounds i8, ptr %1, i64 288
  %347 = load double, ptr %346, align 16, !tbaa !5
  %348 = fneg double %347
  %349 = tail call double @llvm.fmuladd.f64(double %348, double %307, double %339)
  %350 = tail call double @llvm.fmuladd.f64(double %345, double %313, double %349)
  %351 = tail call double @llvm.fmuladd.f64(double %342, double %323, double %350)
  %352 = getelementptr inbounds i8, ptr %1, i64 312
  %353 = load double, ptr %352, align 8, !tbaa !5
  %354 = fneg double %353
  %355 = tail call double @llvm.fmuladd.f64(double %354, double %337, double %351)
  %356 = getelementptr inbounds i8, ptr %4, i64 40
  %357 = load double, ptr %356, align 8, !tbaa !5
  %358 = getelementptr inbounds i8, ptr %1, i64 384
  %359 = load double, ptr %358, align 16, !tbaa !5
  %360 = fneg double %359
  %361 = getelementptr inbounds i8, ptr %1, i64 376
  %362 = load double, ptr %361, align 8, !tbaa !5
  %363 = fneg double %362
  %364 = getelementptr inbounds i8, ptr %1, i64 368
  %365 = load double, ptr %364, align 16, !tbaa !5
  %366 = fneg double %365
  %367 = getelementptr inbounds i8, ptr %1, i64 360
  %368 = load double, ptr %367, align 8, !tbaa !5
  %369 = fneg double %368
  %370 = tail call double @llvm.fmuladd.f64(double %369, double %307, double %357)
  %371 = tail call double @llvm.fmuladd.f64(double %366, double %313, double %370)
  %372 = tail call double @llvm.fmuladd.f64(double %363, double %323, double %371)
  %373 = tail call double @llvm.fmuladd.f64(double %360, double %337, double %372)
  %374 = getelementptr inbounds i8, ptr %1, i64 392
  %375 = load double, ptr %374, align 8, !tbaa !5
  %376 = fneg double %375
  %377 = tail call double @llvm.fmuladd.f64(double %376, double %355, double %373)
  %378 = getelementptr inbounds i8, ptr %4, i64 48
  %379 = load double, ptr %378, align 16, !tbaa !5
  %380 = getelementptr inbounds i8, ptr %1, i64 464
  %381 = load double, ptr %380, align 16, !tbaa !5
  %382 = fneg double %381
  %383 = getelementptr inbounds i8, ptr %1, i64 456
  %384 = load double, ptr %383, align 8, !tbaa !5
  %385 = fneg double %384
  %386 = getelementptr inbounds i8, ptr %1, i64 448
  %387 = load double, ptr %386, align 16, !tbaa !5
  %388 = fneg double %387
  %389 = getelementptr inbounds i8, ptr %1, i64 440
  %390 = load double, ptr %389, align 8, !tbaa !5
  %391 = fneg double %390
  %392 = getelementptr inbounds i8, ptr %1, i64 432
  %393 = load double, ptr %392, align 16, !tbaa !5
  %394 = fneg double %393
  %395 = tail call double @llvm.fmuladd.f64(double %394, double %307, double %379)
  %396 = tail call double @llvm.fmuladd.f64(double %391, double %313, double %395)
  %397 = tail call double @llvm.fmuladd.f64(double %388, double %323, double %396)
  %398 = tail call double @llvm.fmuladd.f64(double %385, double %337, double %397)
  %399 = tail call double @llvm.fmuladd.f64(double %382, double %355, double %398)
  %400 = getelementptr inbounds i8, ptr %1, i64 472
  %401 = load double, ptr %400, align 8, !tbaa !5
  %402 = fneg double %401
  %403 = tail call double @llvm.fmuladd.f64(double %402, double %377, double %399)
  %404 = getelementptr inbounds i8, ptr %4, i64 56
  %405 = load double, ptr %404, align 8, !tbaa !5
  %406 = getelementptr inbounds i8, ptr %1, i64 544
  %407 = load double, ptr %406, align 16, !tbaa !5
  %408 = fneg double %407
  %409 = getelementptr inbounds i8, ptr %1, i64 536
  %410 = load double, ptr %409, align 8, !tbaa !5
  %411 = fneg double %410
  %412 = getelementptr inbounds i8, ptr %1, i64 528
  %413 = load double, ptr %412, align 16, !tbaa !5
  %414 = fneg double %413
  %415 = getelementptr inbounds i8, ptr %1, i64 520
  %416 = load double, ptr %415, align 8, !tbaa !5
  %417 = fneg double %416
  %418 = getelementptr inbounds i8, ptr %1, i64 512
  %419 = load double, ptr %418, align 16, !tbaa !5
  %420 = fneg double %419
  %421 = getelementptr inbounds i8, ptr %1, i64 504
  %422 = load double, ptr %421, align 8, !tbaa !5
  %423 = fneg double %422
  %424 = tail call double @llvm.fmuladd.f64(double %423, double %307, double %405)
  %425 = tail call double @llvm.fmuladd.f64(double %420, double %313, double %424)
  %426 = tail call double @llvm.fmuladd.f64(double %417, double %323, double %425)
  %427 = tail call double @llvm.fmuladd.f64(double %414, double %337, double %426)
  %428 = tail call double @llvm.fmuladd.f64(double %411, double %355, double %427)
  %429 = tail call double @llvm.fmuladd.f64(double %408, double %377, double %428)
  %430 = getelementptr inbounds i8, ptr %1, i64 552
  %431 = load double, ptr %430, align 8, !tbaa !5
  %432 = fneg double %431
  %433 = tail call double @llvm.fmuladd.f64(double %432, double %403, double %429)
  %434 = getelementptr inbounds i8, ptr %4, i64 64
  %435 = load double, ptr %434, align 16, !tbaa !5
  %436 = getelementptr inbounds i8, ptr %1, i64 624
  %437 = load double, ptr %436, align 16, !tbaa !5
  %438 = fneg double %437
  %439 = getelementptr inbounds i8, ptr %1, i64 616
  %440 = load double, ptr %439, align 8, !tbaa !5
  %441 = fneg double %440
  %442 = getelementptr inbounds i8, ptr %1, i64 608
  %443 = load double, ptr %442, align 16, !tbaa !5
  %444 = fneg double %443
  %445 = getelementptr inbounds i8, ptr %1, i64 600
  %446 = load double, ptr %445, align 8, !tbaa !5
  %447 = fneg double %446
  %448 = getelementptr inbounds i8, ptr %1, i64 592
  %449 = load double, ptr %448, align 16, !tbaa !5
  %450 = fneg double %449
  %451 = getelementptr inbounds i8, ptr %1, i64 584
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = fneg double %452
  %454 = getelementptr inbounds i8, ptr %1, i64 576
  %455 = load double, ptr %454, align 16, !tbaa !5
  %456 = fneg double %455
  %457 = tail call double @llvm.fmuladd.f64(double %456, double %307, double %435)
  %458 = tail call double @llvm.fmuladd.f64(double %453, double %313, double %457)
  %459 = tail call double @llvm.fmuladd.f64(double %450, double %323, double %458)
  %460 = tail call double @llvm.fmuladd.f64(double %447, double %337, double %459)
  %461 = tail call double @llvm.fmuladd.f64(double %444, double %355, double %460)
  %462 = tail call double @llvm.fmuladd.f64(double %441, double %377, double %461)
  %463 = tail call double @llvm.fmuladd.f64(double %438, double %403, double %462)
  %464 = getelementptr inbounds i8, ptr %1, i64 632
  %465 = load double, ptr %464, align 8, !tbaa !5
  %466 = fneg double %465
  %467 = tail call double @llvm.fmuladd.f64(double %466, double %433, double %463)
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %467)
  br label %497

469:                                              ; preds = %489
  %470 = add nuw nsw i64 %7, 1
  %471 = add nuw nsw i64 %8, 1
  %472 = icmp eq i64 %470, 9
  br i1 %472, label %15, label %6, !llvm.loop !9

473:                                              ; preds = %6, %489
  %474 = phi i64 [ 0, %6 ], [ %495, %489 ]
  %475 = icmp eq i64 %7, %474
  br i1 %475, label %489, label %476

476:                                              ; preds = %473
  %477 = add nuw nsw i64 %474, %9
  %478 = trunc nuw nsw i64 %477 to i32
  %479 = uitofp nneg i32 %478 to double
  %480 = tail call double @cos(double noundef %479) #8
  %481 = shl nuw nsw i64 %474, 1
  %482 = add nuw nsw i64 %481, %7
  %483 = trunc nuw nsw i64 %482 to i32
  %484 = uitofp nneg i32 %483 to double
  %485 = tail call double @sin(double noundef %484) #8
  %486 = insertelement <2 x double> poison, double %480, i64 0
  %487 = insertelement <2 x double> %486, double %485, i64 1
  %488 = fmul <2 x double> %487, <double 3.000000e-01, double 2.000000e-01>
  br label %489

489:                                              ; preds = %473, %476
  %490 = phi <2 x double> [ %488, %476 ], [ %14, %473 ]
  %491 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %7, i64 %474
  %492 = extractelement <2 x double> %490, i64 0
  store double %492, ptr %491, align 8
  %493 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 %474, i64 %7
  %494 = extractelement <2 x double> %490, i64 1
  store double %494, ptr %493, align 8, !tbaa !5
  %495 = add nuw nsw i64 %474, 1
  %496 = icmp eq i64 %495, %8
  br i1 %496, label %469, label %473, !llvm.loop !11

497:                                              ; preds = %519, %15
  %498 = phi i64 [ %527, %519 ], [ 0, %15 ]
  %499 = phi i64 [ %525, %519 ], [ 8, %15 ]
  %500 = getelementptr inbounds double, ptr %4, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !5
  %502 = icmp ult i64 %499, 8
  br i1 %502, label %503, label %519

503:                                              ; preds = %497
  %504 = and i64 %498, 1
  %505 = icmp eq i64 %504, 0
  br i1 %505, label %514, label %506

506:                                              ; preds = %503
  %507 = add nuw nsw i64 %499, 1
  %508 = getelementptr inbounds [9 x double], ptr %2, i64 %499, i64 %507
  %509 = load double, ptr %508, align 8, !tbaa !5
  %510 = getelementptr inbounds double, ptr %5, i64 %507
  %511 = load double, ptr %510, align 8, !tbaa !5
  %512 = fneg double %509
  %513 = tail call double @llvm.fmuladd.f64(double %512, double %511, double %501)
  br label %514

514:                                              ; preds = %506, %503
  %515 = phi double [ poison, %503 ], [ %513, %506 ]
  %516 = phi i64 [ %499, %503 ], [ %507, %506 ]
  %517 = phi double [ %501, %503 ], [ %513, %506 ]
  %518 = icmp eq i64 %498, 1
  br i1 %518, label %519, label %528

519:                                              ; preds = %514, %528, %497
  %520 = phi double [ %501, %497 ], [ %515, %514 ], [ %544, %528 ]
  %521 = getelementptr inbounds [9 x double], ptr %2, i64 %499, i64 %499
  %522 = load double, ptr %521, align 8, !tbaa !5
  %523 = fdiv double %520, %522
  %524 = getelementptr inbounds double, ptr %5, i64 %499
  store double %523, ptr %524, align 8, !tbaa !5
  %525 = add nsw i64 %499, -1
  %526 = icmp eq i64 %499, 0
  %527 = add i64 %498, 1
  br i1 %526, label %546, label %497, !llvm.loop !12

528:                                              ; preds = %514, %528
  %529 = phi i64 [ %538, %528 ], [ %516, %514 ]
  %530 = phi double [ %544, %528 ], [ %517, %514 ]
  %531 = add nuw nsw i64 %529, 1
  %532 = getelementptr inbounds [9 x double], ptr %2, i64 %499, i64 %531
  %533 = load double, ptr %532, align 8, !tbaa !5
  %534 = getelementptr inbounds double, ptr %5, i64 %531
  %535 = load double, ptr %534, align 8, !tbaa !5
  %536 = fneg double %533
  %537 = tail call double @llvm.fmuladd.f64(double %536, double %535, double %530)
  %538 = add nuw nsw i64 %529, 2
  %539 = getelementptr inbounds [9 x double], ptr %2, i64 %499, i64 %538
  %540 = load double, ptr %539, align 8, !tbaa !5
  %541 = getelementptr inbounds double, ptr %5, i64 %538
  %542 = load double, ptr %541, align 8, !tbaa !5
  %543 = fneg double %540
  %544 = tail call double @llvm.fmuladd.f64(double %543, double %542, double %537)
  %545 = icmp eq i64 %538, 8
  br i1 %545, label %519, label %528, !llvm.loop !13

546:                                              ; preds = %519
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %548 = load double, ptr %5, align 16, !tbaa !5
  %549 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %548)
  %550 = load double, ptr %282, align 8, !tbaa !5
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %550)
  %552 = load double, ptr %285, align 16, !tbaa !5
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %552)
  %554 = load double, ptr %288, align 8, !tbaa !5
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %554)
  %556 = load double, ptr %291, align 16, !tbaa !5
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %556)
  %558 = load double, ptr %294, align 8, !tbaa !5
  %559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %558)
  %560 = load double, ptr %297, align 16, !tbaa !5
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %560)
  %562 = load double, ptr %300, align 8, !tbaa !5
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %562)
  %564 = load double, ptr %303, align 16, !tbaa !5
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %564)
  %566 = tail call i32 @putchar(i32 10)
  %567 = load double, ptr %1, align 16, !tbaa !5
  %568 = getelementptr inbounds i8, ptr %1, i64 72
  %569 = load double, ptr %568, align 8
  %570 = fneg double %569
  %571 = getelementptr inbounds i8, ptr %1, i64 80
  %572 = load double, ptr %571, align 16, !tbaa !5
  %573 = getelementptr inbounds i8, ptr %1, i64 144
  %574 = load double, ptr %573, align 16
  %575 = fneg double %574
  %576 = getelementptr inbounds i8, ptr %1, i64 152
  %577 = load double, ptr %576, align 8
  %578 = fneg double %577
  %579 = getelementptr inbounds i8, ptr %1, i64 160
  %580 = load double, ptr %579, align 16, !tbaa !5
  %581 = getelementptr inbounds i8, ptr %1, i64 224
  %582 = load double, ptr %581, align 16
  %583 = fneg double %582
  %584 = getelementptr inbounds i8, ptr %1, i64 216
  %585 = load double, ptr %584, align 8
  %586 = fneg double %585
  %587 = getelementptr inbounds i8, ptr %1, i64 232
  %588 = load double, ptr %587, align 8
  %589 = fneg double %588
  %590 = getelementptr inbounds i8, ptr %1, i64 240
  %591 = load double, ptr %590, align 16, !tbaa !5
  %592 = getelementptr inbounds i8, ptr %1, i64 304
  %593 = load double, ptr %592, align 16
  %594 = fneg double %593
  %595 = getelementptr inbounds i8, ptr %1, i64 296
  %596 = load double, ptr %595, align 8
  %597 = fneg double %596
  %598 = getelementptr inbounds i8, ptr %1, i64 288
  %599 = load double, ptr %598, align 16
  %600 = fneg double %599
  %601 = getelementptr inbounds i8, ptr %1, i64 312
  %602 = load double, ptr %601, align 8
  %603 = fneg double %602
  %604 = getelementptr inbounds i8, ptr %1, i64 320
  %605 = load double, ptr %604, align 16, !tbaa !5
  %606 = getelementptr inbounds i8, ptr %1, i64 384
  %607 = load double, ptr %606, align 16
  %608 = fneg double %607
  %609 = getelementptr inbounds i8, ptr %1, i64 376
  %610 = load double, ptr %609, align 8
  %611 = fneg double %610
  %612 = getelementptr inbounds i8, ptr %1, i64 368
  %613 = load double, ptr %612, align 16
  %614 = fneg double %613
  %615 = getelementptr inbounds i8, ptr %1, i64 360
  %616 = load double, ptr %615, align 8
  %617 = fneg double %616
  %618 = getelementptr inbounds i8, ptr %1, i64 392
  %619 = load double, ptr %618, align 8
  %620 = fneg double %619
  %621 = getelementptr inbounds i8, ptr %1, i64 400
  %622 = load double, ptr %621, align 16, !tbaa !5
  %623 = getelementptr inbounds i8, ptr %1, i64 464
  %624 = load double, ptr %623, align 16
  %625 = fneg double %624
  %626 = getelementptr inbounds i8, ptr %1, i64 456
  %627 = load double, ptr %626, align 8
  %628 = fneg double %627
  %629 = getelementptr inbounds i8, ptr %1, i64 448
  %630 = load double, ptr %629, align 16
  %631 = fneg double %630
  %632 = getelementptr inbounds i8, ptr %1, i64 440
  %633 = load double, ptr %632, align 8
  %634 = fneg double %633
  %635 = getelementptr inbounds i8, ptr %1, i64 432
  %636 = load double, ptr %635, align 16
  %637 = fneg double %636
  %638 = getelementptr inbounds i8, ptr %1, i64 472
  %639 = load double, ptr %638, align 8
  %640 = fneg double %639
  %641 = getelementptr inbounds i8, ptr %1, i64 480
  %642 = load double, ptr %641, align 16, !tbaa !5
  %643 = getelementptr inbounds i8, ptr %1, i64 544
  %644 = load double, ptr %643, align 16
  %645 = fneg double %644
  %646 = getelementptr inbounds i8, ptr %1, i64 536
  %647 = load double, ptr %646, align 8
  %648 = fneg double %647
  %649 = getelementptr inbounds i8, ptr %1, i64 528
  %650 = load double, ptr %649, align 16
  %651 = fneg double %650
  %652 = getelementptr inbounds i8, ptr %1, i64 520
  %653 = load double, ptr %652, align 8
  %654 = fneg double %653
  %655 = getelementptr inbounds i8, ptr %1, i64 512
  %656 = load double, ptr %655, align 16
  %657 = fneg double %656
  %658 = getelementptr inbounds i8, ptr %1, i64 504
  %659 = load double, ptr %658, align 8
  %660 = fneg double %659
  %661 = getelementptr inbounds i8, ptr %1, i64 552
  %662 = load double, ptr %661, align 8
  %663 = fneg double %662
  %664 = getelementptr inbounds i8, ptr %1, i64 560
  %665 = load double, ptr %664, align 16, !tbaa !5
  %666 = getelementptr inbounds i8, ptr %1, i64 624
  %667 = load double, ptr %666, align 16
  %668 = fneg double %667
  %669 = getelementptr inbounds i8, ptr %1, i64 616
  %670 = load double, ptr %669, align 8
  %671 = fneg double %670
  %672 = getelementptr inbounds i8, ptr %1, i64 608
  %673 = load double, ptr %672, align 16
  %674 = fneg double %673
  %675 = getelementptr inbounds i8, ptr %1, i64 600
  %676 = load double, ptr %675, align 8
  %677 = fneg double %676
  %678 = getelementptr inbounds i8, ptr %1, i64 592
  %679 = load double, ptr %678, align 16
  %680 = fneg double %679
  %681 = getelementptr inbounds i8, ptr %1, i64 584
  %682 = load double, ptr %681, align 8
  %683 = fneg double %682
  %684 = getelementptr inbounds i8, ptr %1, i64 576
  %685 = load double, ptr %684, align 16
  %686 = fneg double %685
  %687 = getelementptr inbounds i8, ptr %1, i64 632
  %688 = load double, ptr %687, align 8
  %689 = fneg double %688
  %690 = getelementptr inbounds i8, ptr %1, i64 640
  %691 = load double, ptr %690, align 16, !tbaa !5
  br label %692

692:                                              ; preds = %692, %546
  %693 = phi i64 [ 0, %546 ], [ %766, %692 ]
  %694 = icmp eq i64 %693, 1
  %695 = uitofp i1 %694 to double
  %696 = icmp eq i64 %693, 2
  %697 = uitofp i1 %696 to double
  %698 = icmp eq i64 %693, 3
  %699 = uitofp i1 %698 to double
  %700 = icmp eq i64 %693, 4
  %701 = uitofp i1 %700 to double
  %702 = icmp eq i64 %693, 5
  %703 = uitofp i1 %702 to double
  %704 = icmp eq i64 %693, 6
  %705 = uitofp i1 %704 to double
  %706 = icmp eq i64 %693, 7
  %707 = uitofp i1 %706 to double
  %708 = icmp eq i64 %693, 8
  %709 = uitofp i1 %708 to double
  %710 = icmp eq i64 %693, 0
  %711 = uitofp i1 %710 to double
  %712 = fdiv double %711, %567
  %713 = tail call double @llvm.fmuladd.f64(double %570, double %712, double %695)
  %714 = fdiv double %713, %572
  %715 = tail call double @llvm.fmuladd.f64(double %575, double %712, double %697)
  %716 = tail call double @llvm.fmuladd.f64(double %578, double %714, double %715)
  %717 = fdiv double %716, %580
  %718 = tail call double @llvm.fmuladd.f64(double %586, double %712, double %699)
  %719 = tail call double @llvm.fmuladd.f64(double %583, double %714, double %718)
  %720 = tail call double @llvm.fmuladd.f64(double %589, double %717, double %719)
  %721 = fdiv double %720, %591
  %722 = tail call double @llvm.fmuladd.f64(double %600, double %712, double %701)
  %723 = tail call double @llvm.fmuladd.f64(double %597, double %714, double %722)
  %724 = tail call double @llvm.fmuladd.f64(double %594, double %717, double %723)
  %725 = tail call double @llvm.fmuladd.f64(double %603, double %721, double %724)
  %726 = fdiv double %725, %605
  %727 = tail call double @llvm.fmuladd.f64(double %617, double %712, double %703)
  %728 = tail call double @llvm.fmuladd.f64(double %614, double %714, double %727)
  %729 = tail call double @llvm.fmuladd.f64(double %611, double %717, double %728)
  %730 = tail call double @llvm.fmuladd.f64(double %608, double %721, double %729)
  %731 = tail call double @llvm.fmuladd.f64(double %620, double %726, double %730)
  %732 = fdiv double %731, %622
  %733 = tail call double @llvm.fmuladd.f64(double %637, double %712, double %705)
  %734 = tail call double @llvm.fmuladd.f64(double %634, double %714, double %733)
  %735 = tail call double @llvm.fmuladd.f64(double %631, double %717, double %734)
  %736 = tail call double @llvm.fmuladd.f64(double %628, double %721, double %735)
  %737 = tail call double @llvm.fmuladd.f64(double %625, double %726, double %736)
  %738 = tail call double @llvm.fmuladd.f64(double %640, double %732, double %737)
  %739 = fdiv double %738, %642
  %740 = tail call double @llvm.fmuladd.f64(double %660, double %712, double %707)
  %741 = tail call double @llvm.fmuladd.f64(double %657, double %714, double %740)
  %742 = tail call double @llvm.fmuladd.f64(double %654, double %717, double %741)
  %743 = tail call double @llvm.fmuladd.f64(double %651, double %721, double %742)
  %744 = tail call double @llvm.fmuladd.f64(double %648, double %726, double %743)
  %745 = tail call double @llvm.fmuladd.f64(double %645, double %732, double %744)
  %746 = tail call double @llvm.fmuladd.f64(double %663, double %739, double %745)
  %747 = fdiv double %746, %665
  %748 = tail call double @llvm.fmuladd.f64(double %686, double %712, double %709)
  %749 = tail call double @llvm.fmuladd.f64(double %683, double %714, double %748)
  %750 = tail call double @llvm.fmuladd.f64(double %680, double %717, double %749)
  %751 = tail call double @llvm.fmuladd.f64(double %677, double %721, double %750)
  %752 = tail call double @llvm.fmuladd.f64(double %674, double %726, double %751)
  %753 = tail call double @llvm.fmuladd.f64(double %671, double %732, double %752)
  %754 = tail call double @llvm.fmuladd.f64(double %668, double %739, double %753)
  %755 = tail call double @llvm.fmuladd.f64(double %689, double %747, double %754)
  %756 = fdiv double %755, %691
  %757 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %693
  store double %712, ptr %757, align 8, !tbaa !5
  %758 = getelementptr inbounds [9 x double], ptr %3, i64 1, i64 %693
  store double %714, ptr %758, align 8, !tbaa !5
  %759 = getelementptr inbounds [9 x double], ptr %3, i64 2, i64 %693
  store double %717, ptr %759, align 8, !tbaa !5
  %760 = getelementptr inbounds [9 x double], ptr %3, i64 3, i64 %693
  store double %721, ptr %760, align 8, !tbaa !5
  %761 = getelementptr inbounds [9 x double], ptr %3, i64 4, i64 %693
  store double %726, ptr %761, align 8, !tbaa !5
  %762 = getelementptr inbounds [9 x double], ptr %3, i64 5, i64 %693
  store double %732, ptr %762, align 8, !tbaa !5
  %763 = getelementptr inbounds [9 x double], ptr %3, i64 6, i64 %693
  store double %739, ptr %763, align 8, !tbaa !5
  %764 = getelementptr inbounds [9 x double], ptr %3, i64 7, i64 %693
  store double %747, ptr %764, align 8, !tbaa !5
  %765 = getelementptr inbounds [9 x double], ptr %3, i64 8, i64 %693
  store double %756, ptr %765, align 8, !tbaa !5
  %766 = add nuw nsw i64 %693, 1
  %767 = icmp eq i64 %766, 9
  br i1 %767, label %768, label %692, !llvm.loop !14

768:                                              ; preds = %692, %843
  %769 = phi i64 [ %844, %843 ], [ 0, %692 ]
  %770 = phi double [ %840, %843 ], [ 0.000000e+00, %692 ]
  %771 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 0
  %772 = load double, ptr %771, align 8, !tbaa !5
  %773 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 1
  %774 = load double, ptr %773, align 8, !tbaa !5
  %775 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 2
  %776 = load double, ptr %775, align 8, !tbaa !5
  %777 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 3
  %778 = load double, ptr %777, align 8, !tbaa !5
  %779 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 4
  %780 = load double, ptr %779, align 8, !tbaa !5
  %781 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 5
  %782 = load double, ptr %781, align 8, !tbaa !5
  %783 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 6
  %784 = load double, ptr %783, align 8, !tbaa !5
  %785 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 7
  %786 = load double, ptr %785, align 8, !tbaa !5
  %787 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %769, i64 8
  %788 = load double, ptr %787, align 8, !tbaa !5
  br label %806

789:                                              ; preds = %843
  %790 = fcmp olt double %840, 1.000000e-13
  %791 = zext i1 %790 to i32
  %792 = getelementptr inbounds i8, ptr %3, i64 576
  %793 = load double, ptr %792, align 16, !tbaa !5
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %791, double noundef %793)
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4004AAAAAAAAAAAB)
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 5.000000e+00)
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x401DAAAAAAAAAAAA)
  %799 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4023AAAAAAAAAAAB)
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.225000e+01)
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x402D555555555556)
  %802 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4031155555555555)
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.200000e+01)
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.800000e+01)
  %805 = tail call i32 @putchar(i32 10)
  br label %846

806:                                              ; preds = %768, %806
  %807 = phi i64 [ 0, %768 ], [ %841, %806 ]
  %808 = phi double [ %770, %768 ], [ %840, %806 ]
  %809 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 0, i64 %807
  %810 = load double, ptr %809, align 8, !tbaa !5
  %811 = tail call double @llvm.fmuladd.f64(double %772, double %810, double 0.000000e+00)
  %812 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 1, i64 %807
  %813 = load double, ptr %812, align 8, !tbaa !5
  %814 = tail call double @llvm.fmuladd.f64(double %774, double %813, double %811)
  %815 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 2, i64 %807
  %816 = load double, ptr %815, align 8, !tbaa !5
  %817 = tail call double @llvm.fmuladd.f64(double %776, double %816, double %814)
  %818 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 3, i64 %807
  %819 = load double, ptr %818, align 8, !tbaa !5
  %820 = tail call double @llvm.fmuladd.f64(double %778, double %819, double %817)
  %821 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 4, i64 %807
  %822 = load double, ptr %821, align 8, !tbaa !5
  %823 = tail call double @llvm.fmuladd.f64(double %780, double %822, double %820)
  %824 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 5, i64 %807
  %825 = load double, ptr %824, align 8, !tbaa !5
  %826 = tail call double @llvm.fmuladd.f64(double %782, double %825, double %823)
  %827 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 6, i64 %807
  %828 = load double, ptr %827, align 8, !tbaa !5
  %829 = tail call double @llvm.fmuladd.f64(double %784, double %828, double %826)
  %830 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 7, i64 %807
  %831 = load double, ptr %830, align 8, !tbaa !5
  %832 = tail call double @llvm.fmuladd.f64(double %786, double %831, double %829)
  %833 = getelementptr inbounds [9 x [9 x double]], ptr %3, i64 0, i64 8, i64 %807
  %834 = load double, ptr %833, align 8, !tbaa !5
  %835 = tail call double @llvm.fmuladd.f64(double %788, double %834, double %832)
  %836 = icmp eq i64 %769, %807
  %837 = uitofp i1 %836 to double
  %838 = fsub double %835, %837
  %839 = tail call double @llvm.fabs.f64(double %838)
  %840 = tail call double @llvm.maxnum.f64(double %808, double %839)
  %841 = add nuw nsw i64 %807, 1
  %842 = icmp eq i64 %841, 9
  br i1 %842, label %843, label %806, !llvm.loop !15

843:                                              ; preds = %806
  %844 = add nuw nsw i64 %769, 1
  %845 = icmp eq i64 %844, 9
  br i1 %845, label %789, label %768, !llvm.loop !16

846:                                              ; preds = %789, %906
  %847 = phi i32 [ 0, %789 ], [ %916, %906 ]
  br label %849

848:                                              ; preds = %906
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %1) #8
  ret i32 0

849:                                              ; preds = %846, %849
  %850 = phi double [ 4.000000e+00, %846 ], [ %903, %849 ]
  %851 = phi double [ 0.000000e+00, %846 ], [ %902, %849 ]
  %852 = fadd double %851, %850
  %853 = fmul double %852, 5.000000e-01
  %854 = fsub double 2.000000e+00, %853
  %855 = fcmp oeq double %854, 0.000000e+00
  %856 = fdiv double 1.000000e+00, %854
  %857 = select i1 %855, double 0x7E37E43C8800759B, double %856
  %858 = fsub double %854, %857
  %859 = fcmp oeq double %858, 0.000000e+00
  %860 = fdiv double 1.000000e+00, %858
  %861 = select i1 %859, double 0x7E37E43C8800759B, double %860
  %862 = fsub double %854, %861
  %863 = fcmp oeq double %862, 0.000000e+00
  %864 = fdiv double 1.000000e+00, %862
  %865 = select i1 %863, double 0x7E37E43C8800759B, double %864
  %866 = fsub double %854, %865
  %867 = fcmp oeq double %866, 0.000000e+00
  %868 = fdiv double 1.000000e+00, %866
  %869 = select i1 %867, double 0x7E37E43C8800759B, double %868
  %870 = fsub double %854, %869
  %871 = fcmp oeq double %870, 0.000000e+00
  %872 = fdiv double 1.000000e+00, %870
  %873 = select i1 %871, double 0x7E37E43C8800759B, double %872
  %874 = fsub double %854, %873
  %875 = fcmp oeq double %874, 0.000000e+00
  %876 = fdiv double 1.000000e+00, %874
  %877 = select i1 %875, double 0x7E37E43C8800759B, double %876
  %878 = fsub double %854, %877
  %879 = fcmp oeq double %878, 0.000000e+00
  %880 = fdiv double 1.000000e+00, %878
  %881 = select i1 %879, double 0x7E37E43C8800759B, double %880
  %882 = fsub double %854, %881
  %883 = insertelement <8 x double> poison, double %858, i64 0
  %884 = insertelement <8 x double> %883, double %854, i64 1
  %885 = insertelement <8 x double> %884, double %862, i64 2
  %886 = insertelement <8 x double> %885, double %866, i64 3
  %887 = insertelement <8 x double> %886, double %870, i64 4
  %888 = insertelement <8 x double> %887, double %874, i64 5
  %889 = insertelement <8 x double> %888, double %878, i64 6
  %890 = insertelement <8 x double> %889, double %882, i64 7
  %891 = fcmp olt <8 x double> %890, zeroinitializer
  %892 = fcmp oeq double %882, 0.000000e+00
  %893 = fdiv double 1.000000e+00, %882
  %894 = select i1 %892, double 0x7E37E43C8800759B, double %893
  %895 = fcmp olt double %854, %894
  %896 = zext i1 %895 to i32
  %897 = bitcast <8 x i1> %891 to i8
  %898 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %897)
  %899 = zext nneg i8 %898 to i32
  %900 = add nuw nsw i32 %899, %896
  %901 = icmp ugt i32 %900, %847
  %902 = select i1 %901, double %851, double %853
  %903 = select i1 %901, double %853, double %850
  %904 = fsub double %903, %902
  %905 = fcmp ogt double %904, 0x3D719799812DEA11
  br i1 %905, label %849, label %906, !llvm.loop !17

906:                                              ; preds = %849
  %907 = fadd double %902, %903
  %908 = fmul double %907, 5.000000e-01
  %909 = or disjoint i32 %847, 1
  %910 = uitofp nneg i32 %909 to double
  %911 = fmul double %910, 0x400921FB54442D18
  %912 = fdiv double %911, 1.000000e+01
  %913 = tail call double @cos(double noundef %912) #8
  %914 = tail call double @llvm.fmuladd.f64(double %913, double -2.000000e+00, double 2.000000e+00)
  %915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %847, double noundef %908, double noundef %914)
  %916 = add nuw nsw i32 %847, 2
  %917 = icmp ult i32 %847, 7
  br i1 %917, label %846, label %848, !llvm.loop !18
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
