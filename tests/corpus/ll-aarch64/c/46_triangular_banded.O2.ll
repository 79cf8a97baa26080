; ModuleID = 'c/46_triangular_banded.c'
source_filename = "c/46_triangular_banded.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [9 x [9 x double]], align 8
  %2 = alloca [9 x [9 x double]], align 8
  %3 = alloca [9 x [9 x double]], align 8
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 8
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(648) %1, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(648) %2, i8 0, i64 648, i1 false)
  call void @llvm.lifetime.start.p0(i64 648, ptr nonnull %3) #8
  br label %6

6:                                                ; preds = %0, %443
  %7 = phi i64 [ 0, %0 ], [ %444, %443 ]
  %8 = phi i64 [ 1, %0 ], [ %445, %443 ]
  %9 = mul nuw nsw i64 %7, 9
  %10 = trunc nuw nsw i64 %7 to i32
  %11 = uitofp nneg i32 %10 to double
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 1.000000e-01, double 2.000000e+00)
  %13 = tail call double @llvm.fmuladd.f64(double %11, double 2.000000e-01, double 1.500000e+00)
  br label %447

14:                                               ; preds = %443
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #8
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 5.000000e+00, double 6.000000e+00>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 7.000000e+00, double 8.000000e+00>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %4, i64 64
  store double 9.000000e+00, ptr %18, align 16, !tbaa !6
  %19 = load double, ptr %4, align 16, !tbaa !6
  %20 = load double, ptr %1, align 8, !tbaa !6
  %21 = fdiv double %19, %20
  store double %21, ptr %5, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %4, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %1, i64 72
  %25 = load double, ptr %24, align 8, !tbaa !6
  %26 = load double, ptr %5, align 8, !tbaa !6
  %27 = fneg double %25
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %26, double %23)
  %29 = getelementptr inbounds i8, ptr %1, i64 80
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = fdiv double %28, %30
  %32 = getelementptr inbounds i8, ptr %5, i64 8
  store double %31, ptr %32, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %4, i64 16
  %34 = load double, ptr %33, align 16, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %1, i64 144
  %36 = load double, ptr %35, align 8, !tbaa !6
  %37 = fneg double %36
  %38 = load double, ptr %5, align 8, !tbaa !6
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %38, double %34)
  %40 = getelementptr inbounds i8, ptr %1, i64 152
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !6
  %44 = fneg double %41
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %39)
  %46 = getelementptr inbounds i8, ptr %1, i64 160
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = fdiv double %45, %47
  %49 = getelementptr inbounds i8, ptr %5, i64 16
  store double %48, ptr %49, align 8, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %4, i64 24
  %51 = load double, ptr %50, align 8, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %1, i64 224
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = fneg double %53
  %55 = getelementptr inbounds i8, ptr %5, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 216
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = fneg double %58
  %60 = load double, ptr %5, align 8, !tbaa !6
  %61 = tail call double @llvm.fmuladd.f64(double %59, double %60, double %51)
  %62 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %61)
  %63 = getelementptr inbounds i8, ptr %1, i64 232
  %64 = load double, ptr %63, align 8, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %5, i64 16
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = fneg double %64
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %66, double %62)
  %69 = getelementptr inbounds i8, ptr %1, i64 240
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fdiv double %68, %70
  %72 = getelementptr inbounds i8, ptr %5, i64 24
  store double %71, ptr %72, align 8, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %4, i64 32
  %74 = load double, ptr %73, align 16, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %1, i64 304
  %76 = load double, ptr %75, align 8, !tbaa !6
  %77 = fneg double %76
  %78 = getelementptr inbounds i8, ptr %5, i64 16
  %79 = load double, ptr %78, align 8, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %1, i64 296
  %81 = load double, ptr %80, align 8, !tbaa !6
  %82 = fneg double %81
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  %84 = load double, ptr %83, align 8, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %1, i64 288
  %86 = load double, ptr %85, align 8, !tbaa !6
  %87 = fneg double %86
  %88 = load double, ptr %5, align 8, !tbaa !6
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %74)
  %90 = tail call double @llvm.fmuladd.f64(double %82, double %84, double %89)
  %91 = tail call double @llvm.fmuladd.f64(double %77, double %79, double %90)
  %92 = getelementptr inbounds i8, ptr %1, i64 312
  %93 = load double, ptr %92, align 8, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %5, i64 24
  %95 = load double, ptr %94, align 8, !tbaa !6
  %96 = fneg double %93
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %95, double %91)
  %98 = getelementptr inbounds i8, ptr %1, i64 320
  %99 = load double, ptr %98, align 8, !tbaa !6
  %100 = fdiv double %97, %99
  %101 = getelementptr inbounds i8, ptr %5, i64 32
  store double %100, ptr %101, align 8, !tbaa !6
  %102 = getelementptr inbounds i8, ptr %4, i64 40
  %103 = load double, ptr %102, align 8, !tbaa !6
  %104 = getelementptr inbounds i8, ptr %1, i64 384
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = fneg double %105
  %107 = getelementptr inbounds i8, ptr %5, i64 24
  %108 = load double, ptr %107, align 8, !tbaa !6
  %109 = getelementptr inbounds i8, ptr %1, i64 376
  %110 = load double, ptr %109, align 8, !tbaa !6
  %111 = fneg double %110
  %112 = getelementptr inbounds i8, ptr %5, i64 16
  %113 = load double, ptr %112, align 8, !tbaa !6
  %114 = getelementptr inbounds i8, ptr %1, i64 368
  %115 = load double, ptr %114, align 8, !tbaa !6
  %116 = fneg double %115
  %117 = getelementptr inbounds i8, ptr %5, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = getelementptr inbounds i8, ptr %1, i64 360
  %120 = load double, ptr %119, align 8, !tbaa !6
  %121 = fneg double %120
  %122 = load double, ptr %5, align 8, !tbaa !6
  %123 = tail call double @llvm.fmuladd.f64(double %121, double %122, double %103)
  %124 = tail call double @llvm.fmuladd.f64(double %116, double %118, double %123)
  %125 = tail call double @llvm.fmuladd.f64(double %111, double %113, double %124)
  %126 = tail call double @llvm.fmuladd.f64(double %106, double %108, double %125)
  %127 = getelementptr inbounds i8, ptr %1, i64 392
  %128 = load double, ptr %127, align 8, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %5, i64 32
  %130 = load double, ptr %129, align 8, !tbaa !6
  %131 = fneg double %128
  %132 = tail call double @llvm.fmuladd.f64(double %131, double %130, double %126)
  %133 = getelementptr inbounds i8, ptr %1, i64 400
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = fdiv double %132, %134
  %136 = getelementptr inbounds i8, ptr %5, i64 40
  store double %135, ptr %136, align 8, !tbaa !6
  %137 = getelementptr inbounds i8, ptr %4, i64 48
  %138 = load double, ptr %137, align 16, !tbaa !6
  %139 = getelementptr inbounds i8, ptr %1, i64 464
  %140 = load double, ptr %139, align 8, !tbaa !6
  %141 = fneg double %140
  %142 = getelementptr inbounds i8, ptr %5, i64 32
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %1, i64 456
  %145 = load double, ptr %144, align 8, !tbaa !6
  %146 = fneg double %145
  %147 = getelementptr inbounds i8, ptr %5, i64 24
  %148 = load double, ptr %147, align 8, !tbaa !6
  %149 = getelementptr inbounds i8, ptr %1, i64 448
  %150 = load double, ptr %149, align 8, !tbaa !6
  %151 = fneg double %150
  %152 = getelementptr inbounds i8, ptr %5, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !6
  %154 = getelementptr inbounds i8, ptr %1, i64 440
  %155 = load double, ptr %154, align 8, !tbaa !6
  %156 = fneg double %155
  %157 = getelementptr inbounds i8, ptr %5, i64 8
  %158 = load double, ptr %157, align 8, !tbaa !6
  %159 = getelementptr inbounds i8, ptr %1, i64 432
  %160 = load double, ptr %159, align 8, !tbaa !6
  %161 = fneg double %160
  %162 = load double, ptr %5, align 8, !tbaa !6
  %163 = tail call double @llvm.fmuladd.f64(double %161, double %162, double %138)
  %164 = tail call double @llvm.fmuladd.f64(double %156, double %158, double %163)
  %165 = tail call double @llvm.fmuladd.f64(double %151, double %153, double %164)
  %166 = tail call double @llvm.fmuladd.f64(double %146, double %148, double %165)
  %167 = tail call double @llvm.fmuladd.f64(double %141, double %143, double %166)
  %168 = getelementptr inbounds i8, ptr %1, i64 472
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = getelementptr inbounds i8, ptr %5, i64 40
  %171 = load double, ptr %170, align 8, !tbaa !6
  %172 = fneg double %169
  %173 = tail call double @llvm.fmuladd.f64(double %172, double %171, double %167)
  %174 = getelementptr inbounds i8, ptr %1, i64 480
  %175 = load double, ptr %174, align 8, !tbaa !6
  %176 = fdiv double %173, %175
  %177 = getelementptr inbounds i8, ptr %5, i64 48
  store double %176, ptr %177, align 8, !tbaa !6
  %178 = getelementptr inbounds i8, ptr %4, i64 56
  %179 = load double, ptr %178, align 8, !tbaa !6
  %180 = getelementptr inbounds i8, ptr %1, i64 544
  %181 = load double, ptr %180, align 8, !tbaa !6
  %182 = fneg double %181
  %183 = getelementptr inbounds i8, ptr %5, i64 40
  %184 = load double, ptr %183, align 8, !tbaa !6
  %185 = getelementptr inbounds i8, ptr %1, i64 536
  %186 = load double, ptr %185, align 8, !tbaa !6
  %187 = fneg double %186
  %188 = getelementptr inbounds i8, ptr %5, i64 32
  %189 = load double, ptr %188, align 8, !tbaa !6
  %190 = getelementptr inbounds i8, ptr %1, i64 528
  %191 = load double, ptr %190, align 8, !tbaa !6
  %192 = fneg double %191
  %193 = getelementptr inbounds i8, ptr %5, i64 24
  %194 = load double, ptr %193, align 8, !tbaa !6
  %195 = getelementptr inbounds i8, ptr %1, i64 520
  %196 = load double, ptr %195, align 8, !tbaa !6
  %197 = fneg double %196
  %198 = getelementptr inbounds i8, ptr %5, i64 16
  %199 = load double, ptr %198, align 8, !tbaa !6
  %200 = getelementptr inbounds i8, ptr %1, i64 512
  %201 = load double, ptr %200, align 8, !tbaa !6
  %202 = fneg double %201
  %203 = getelementptr inbounds i8, ptr %5, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !6
  %205 = getelementptr inbounds i8, ptr %1, i64 504
  %206 = load double, ptr %205, align 8, !tbaa !6
  %207 = fneg double %206
  %208 = load double, ptr %5, align 8, !tbaa !6
  %209 = tail call double @llvm.fmuladd.f64(double %207, double %208, double %179)
  %210 = tail call double @llvm.fmuladd.f64(double %202, double %204, double %209)
  %211 = tail call double @llvm.fmuladd.f64(double %197, double %199, double %210)
  %212 = tail call double @llvm.fmuladd.f64(double %192, double %194, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %212)
  %214 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %213)
  %215 = getelementptr inbounds i8, ptr %1, i64 552
  %216 = load double, ptr %215, align 8, !tbaa !6
  %217 = getelementptr inbounds i8, ptr %5, i64 48
  %218 = load double, ptr %217, align 8, !tbaa !6
  %219 = fneg double %216
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %218, double %214)
  %221 = getelementptr inbounds i8, ptr %1, i64 560
  %222 = load double, ptr %221, align 8, !tbaa !6
  %223 = fdiv double %220, %222
  %224 = getelementptr inbounds i8, ptr %5, i64 56
  store double %223, ptr %224, align 8, !tbaa !6
  %225 = getelementptr inbounds i8, ptr %4, i64 64
  %226 = load double, ptr %225, align 16, !tbaa !6
  %227 = getelementptr inbounds i8, ptr %1, i64 624
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = fneg double %228
  %230 = getelementptr inbounds i8, ptr %5, i64 48
  %231 = load double, ptr %230, align 8, !tbaa !6
  %232 = getelementptr inbounds i8, ptr %1, i64 616
  %233 = load double, ptr %232, align 8, !tbaa !6
  %234 = fneg double %233
  %235 = getelementptr inbounds i8, ptr %5, i64 40
  %236 = load double, ptr %235, align 8, !tbaa !6
  %237 = getelementptr inbounds i8, ptr %1, i64 608
  %238 = load double, ptr %237, align 8, !tbaa !6
  %239 = fneg double %238
  %240 = getelementptr inbounds i8, ptr %5, i64 32
  %241 = load double, ptr %240, align 8, !tbaa !6
  %242 = getelementptr inbounds i8, ptr %1, i64 600
  %243 = load double, ptr %242, align 8, !tbaa !6
  %244 = fneg double %243
  %245 = getelementptr inbounds i8, ptr %5, i64 24
  %246 = load double, ptr %245, align 8, !tbaa !6
  %247 = getelementptr inbounds i8, ptr %1, i64 592
  %248 = load double, ptr %247, align 8, !tbaa !6
  %249 = fneg double %248
  %250 = getelementptr inbounds i8, ptr %5, i64 16
  %251 = load double, ptr %250, align 8, !tbaa !6
  %252 = getelementptr inbounds i8, ptr %1, i64 584
  %253 = load double, ptr %252, align 8, !tbaa !6
  %254 = fneg double %253
  %255 = getelementptr inbounds i8, ptr %5, i64 8
  %256 = load double, ptr %255, align 8, !tbaa !6
  %257 = getelementptr inbounds i8, ptr %1, i64 576
  %258 = load double, ptr %257, align 8, !tbaa !6
  %259 = fneg double %258
  %260 = load double, ptr %5, align 8, !tbaa !6
  %261 = tail call double @llvm.fmuladd.f64(double %259, double %260, double %226)
  %262 = tail call double @llvm.fmuladd.f64(double %254, double %256, double %261)
  %263 = tail call double @llvm.fmuladd.f64(double %249, double %251, double %262)
  %264 = tail call double @llvm.fmuladd.f64(double %244, double %246, double %263)
  %265 = tail call double @llvm.fmuladd.f64(double %239, double %241, double %264)
  %266 = tail call double @llvm.fmuladd.f64(double %234, double %236, double %265)
  %267 = tail call double @llvm.fmuladd.f64(double %229, double %231, double %266)
  %268 = getelementptr inbounds i8, ptr %1, i64 632
  %269 = load double, ptr %268, align 8, !tbaa !6
  %270 = getelementptr inbounds i8, ptr %5, i64 56
  %271 = load double, ptr %270, align 8, !tbaa !6
  %272 = fneg double %269
  %273 = tail call double @llvm.fmuladd.f64(double %272, double %271, double %267)
  %274 = getelementptr inbounds i8, ptr %1, i64 640
  %275 = load double, ptr %274, align 8, !tbaa !6
  %276 = fdiv double %273, %275
  %277 = getelementptr inbounds i8, ptr %5, i64 64
  store double %276, ptr %277, align 8, !tbaa !6
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %279 = load double, ptr %5, align 8, !tbaa !6
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %279)
  %281 = getelementptr inbounds i8, ptr %5, i64 8
  %282 = load double, ptr %281, align 8, !tbaa !6
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %282)
  %284 = getelementptr inbounds i8, ptr %5, i64 16
  %285 = load double, ptr %284, align 8, !tbaa !6
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %285)
  %287 = getelementptr inbounds i8, ptr %5, i64 24
  %288 = load double, ptr %287, align 8, !tbaa !6
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %288)
  %290 = getelementptr inbounds i8, ptr %5, i64 32
  %291 = load double, ptr %290, align 8, !tbaa !6
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %291)
  %293 = getelementptr inbounds i8, ptr %5, i64 40
  %294 = load double, ptr %293, align 8, !tbaa !6
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %294)
  %296 = getelementptr inbounds i8, ptr %5, i64 48
  %297 = load double, ptr %296, align 8, !tbaa !6
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %297)
  %299 = getelementptr inbounds i8, ptr %5, i64 56
  %300 = load double, ptr %299, align 8, !tbaa !6
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %300)
  %302 = getelementptr inbounds i8, ptr %5, i64 64
  %303 = load double, ptr %302, align 8, !tbaa !6
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %303)
  %305 = tail call i32 @putchar(i32 10)
  %306 = getelementptr inbounds i8, ptr %1, i64 72
  %307 = load double, ptr %306, align 8, !tbaa !6
  %308 = fsub double 2.000000e+00, %307
  %309 = getelementptr inbounds i8, ptr %1, i64 144
  %310 = load double, ptr %309, align 8, !tbaa !6
  %311 = fsub double 3.000000e+00, %310
  %312 = getelementptr inbounds i8, ptr %1, i64 152
  %313 = load double, ptr %312, align 8, !tbaa !6
  %314 = fneg double %313
  %315 = tail call double @llvm.fmuladd.f64(double %314, double %308, double %311)
  %316 = getelementptr inbounds i8, ptr %1, i64 216
  %317 = load double, ptr %316, align 8, !tbaa !6
  %318 = fsub double 4.000000e+00, %317
  %319 = getelementptr inbounds i8, ptr %1, i64 224
  %320 = load double, ptr %319, align 8, !tbaa !6
  %321 = fneg double %320
  %322 = tail call double @llvm.fmuladd.f64(double %321, double %308, double %318)
  %323 = getelementptr inbounds i8, ptr %1, i64 232
  %324 = load double, ptr %323, align 8, !tbaa !6
  %325 = fneg double %324
  %326 = tail call double @llvm.fmuladd.f64(double %325, double %315, double %322)
  %327 = getelementptr inbounds i8, ptr %1, i64 288
  %328 = load double, ptr %327, align 8, !tbaa !6
  %329 = fsub double 5.000000e+00, %328
  %330 = getelementptr inbounds i8, ptr %1, i64 296
  %331 = load double, ptr %330, align 8, !tbaa !6
  %332 = fneg double %331
  %333 = tail call double @llvm.fmuladd.f64(double %332, double %308, double %329)
  %334 = getelementptr inbounds i8, ptr %1, i64 304
  %335 = load double, ptr %334, align 8, !tbaa !6
  %336 = fneg double %335
  %337 = tail call double @llvm.fmuladd.f64(double %336, double %315, double %333)
  %338 = getelementptr inbounds i8, ptr %1, i64 312
  %339 = load double, ptr %338, align 8, !tbaa !6
  %340 = fneg double %339
  %341 = tail call double @llvm.fmuladd.f64(double %340, double %326, double %337)
  %342 = getelementptr inbounds i8, ptr %1, i64 360
  %343 = load double, ptr %342, align 8, !tbaa !6
  %344 = fsub double 6.000000e+00, %343
  %345 = getelementptr inbounds i8, ptr %1, i64 368
  %346 = load double, ptr %345, align 8, !tbaa !6
  %347 = fneg double %346
  %348 = tail call double @llvm.fmuladd.f64(double %347, double %308, double %344)
  %349 = getelementptr inbounds i8, ptr %1, i64 376
  %350 = load double, ptr %349, align 8, !tbaa !6
  %351 = fneg double %350
  %352 = tail call double @llvm.fmuladd.f64(double %351, double %315, double %348)
  %353 = getelementptr inbounds i8, ptr %1, i64 384
  %354 = load double, ptr %353, align 8, !tbaa !6
  %355 = fneg double %354
  %356 = tail call double @llvm.fmuladd.f64(double %355, double %326, double %352)
  %357 = getelementptr inbounds i8, ptr %1, i64 392
  %358 = load double, ptr %357, align 8, !tbaa !6
  %359 = fneg double %358
  %360 = tail call double @llvm.fmuladd.f64(double %359, double %341, double %356)
  %361 = getelementptr inbounds i8, ptr %1, i64 432
  %362 = load double, ptr %361, align 8, !tbaa !6
  %363 = fsub double 7.000000e+00, %362
  %364 = getelementptr inbounds i8, ptr %1, i64 440
  %365 = load double, ptr %364, align 8, !tbaa !6
  %366 = fneg double %365
  %367 = tail call double @llvm.fmuladd.f64(double %366, double %308, double %363)
  %368 = getelementptr inbounds i8, ptr %1, i64 448
  %369 = load double, ptr %368, align 8, !tbaa !6
  %370 = fneg double %369
  %371 = tail call double @llvm.fmuladd.f64(double %370, double %315, double %367)
  %372 = getelementptr inbounds i8, ptr %1, i64 456
  %373 = load double, ptr %372, align 8, !tbaa !6
  %374 = fneg double %373
  %375 = tail call double @llvm.fmuladd.f64(double %374, double %326, double %371)
  %376 = getelementptr inbounds i8, ptr %1, i64 464
  %377 = load double, ptr %376, align 8, !tbaa !6
  %378 = fneg double %377
  %379 = tail call double @llvm.fmuladd.f64(double %378, double %341, double %375)
  %380 = getelementptr inbounds i8, ptr %1, i64 472
  %381 = load double, ptr %380, align 8, !tbaa !6
  %382 = fneg double %381
  %383 = tail call double @llvm.fmuladd.f64(double %382, double %360, double %379)
  %384 = getelementptr inbounds i8, ptr %1, i64 504
  %385 = load double, ptr %384, align 8, !tbaa !6
  %386 = fsub double 8.000000e+00, %385
  %387 = getelementptr inbounds i8, ptr %1, i64 512
  %388 = load double, ptr %387, align 8, !tbaa !6
  %389 = fneg double %388
  %390 = tail call double @llvm.fmuladd.f64(double %389, double %308, double %386)
  %391 = getelementptr inbounds i8, ptr %1, i64 520
  %392 = load double, ptr %391, align 8, !tbaa !6
  %393 = fneg double %392
  %394 = tail call double @llvm.fmuladd.f64(double %393, double %315, double %390)
  %395 = getelementptr inbounds i8, ptr %1, i64 528
  %396 = load double, ptr %395, align 8, !tbaa !6
  %397 = fneg double %396
  %398 = tail call double @llvm.fmuladd.f64(double %397, double %326, double %394)
  %399 = getelementptr inbounds i8, ptr %1, i64 536
  %400 = load double, ptr %399, align 8, !tbaa !6
  %401 = fneg double %400
  %402 = tail call double @llvm.fmuladd.f64(double %401, double %341, double %398)
  %403 = getelementptr inbounds i8, ptr %1, i64 544
  %404 = load double, ptr %403, align 8, !tbaa !6
  %405 = fneg double %404
  %406 = tail call double @llvm.fmuladd.f64(double %405, double %360, double %402)
  %407 = getelementptr inbounds i8, ptr %1, i64 552
  %408 = load double, ptr %407, align 8, !tbaa !6
  %409 = fneg double %408
  %410 = tail call double @llvm.fmuladd.f64(double %409, double %383, double %406)
  %411 = getelementptr inbounds i8, ptr %1, i64 632
  %412 = load double, ptr %411, align 8, !tbaa !6
  %413 = fneg double %412
  %414 = getelementptr inbounds i8, ptr %1, i64 624
  %415 = load double, ptr %414, align 8, !tbaa !6
  %416 = fneg double %415
  %417 = getelementptr inbounds i8, ptr %1, i64 616
  %418 = load double, ptr %417, align 8, !tbaa !6
  %419 = fneg double %418
  %420 = getelementptr inbounds i8, ptr %1, i64 608
  %421 = load double, ptr %420, align 8, !tbaa !6
  %422 = fneg double %421
  %423 = getelementptr inbounds i8, ptr %1, i64 600
  %424 = load double, ptr %423, align 8, !tbaa !6
  %425 = fneg double %424
  %426 = getelementptr inbounds i8, ptr %1, i64 592
  %427 = load double, ptr %426, align 8, !tbaa !6
  %428 = fneg double %427
  %429 = getelementptr inbounds i8, ptr %1, i64 584
  %430 = load double, ptr %429, align 8, !tbaa !6
  %431 = fneg double %430
  %432 = getelementptr inbounds i8, ptr %1, i64 576
  %433 = load double, ptr %432, align 8, !tbaa !6
  %434 = fsub double 9.000000e+00, %433
  %435 = tail call double @llvm.fmuladd.f64(double %431, double %308, double %434)
  %436 = tail call double @llvm.fmuladd.f64(double %428, double %315, double %435)
  %437 = tail call double @llvm.fmuladd.f64(double %425, double %326, double %436)
  %438 = tail call double @llvm.fmuladd.f64(double %422, double %341, double %437)
  %439 = tail call double @llvm.fmuladd.f64(double %419, double %360, double %438)
  %440 = tail call double @llvm.fmuladd.f64(double %416, double %383, double %439)
  %441 = tail call double @llvm.fmuladd.f64(double %413, double %410, double %440)
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %441)
  br label %469

443:                                              ; preds = %462
  %444 = add nuw nsw i64 %7, 1
  %445 = add nuw nsw i64 %8, 1
  %446 = icmp eq i64 %444, 9
  br i1 %446, label %14, label %6, !llvm.loop !10

447:                                              ; preds = %6, %462
  %448 = phi i64 [ 0, %6 ], [ %467, %462 ]
  %449 = icmp eq i64 %7, %448
  br i1 %449, label %462, label %450

450:                                              ; preds = %447
  %451 = add nuw nsw i64 %448, %9
  %452 = trunc nuw nsw i64 %451 to i32
  %453 = uitofp nneg i32 %452 to double
  %454 = tail call double @cos(double noundef %453) #8
  %455 = fmul double %454, 3.000000e-01
  %456 = shl nuw nsw i64 %448, 1
  %457 = add nuw nsw i64 %456, %7
  %458 = trunc nuw nsw i64 %457 to i32
  %459 = uitofp nneg i32 %458 to double
  %460 = tail call double @sin(double noundef %459) #8
  %461 = fmul double %460, 2.000000e-01
  br label %462

462:                                              ; preds = %447, %450
  %463 = phi double [ %455, %450 ], [ %12, %447 ]
  %464 = phi double [ %461, %450 ], [ %13, %447 ]
  %465 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %7, i64 %448
  store double %463, ptr %465, align 8
  %466 = getelementptr inbounds [9 x [9 x double]], ptr %2, i64 0, i64 %448, i64 %7
  store double %464, ptr %466, align 8, !tbaa !6
  %467 = add nuw nsw i64 %448, 1
  %468 = icmp eq i64 %467, %8
  br i1 %468, label %443, label %447, !llvm.loop !12

469:                                              ; preds = %506, %14
  %470 = phi i64 [ %514, %506 ], [ 0, %14 ]
  %471 = phi i64 [ %512, %506 ], [ 8, %14 ]
  %472 = getelementptr inbounds double, ptr %4, i64 %471
  %473 = load double, ptr %472, align 8, !tbaa !6
  %474 = icmp ult i64 %471, 8
  br i1 %474, label %475, label %506

475:                                              ; preds = %469
  %476 = icmp ult i64 %470, 4
  br i1 %476, label %477, label %480

477:                                              ; preds = %504, %475
  %478 = phi i64 [ %471, %475 ], [ %482, %504 ]
  %479 = phi double [ %473, %475 ], [ %501, %504 ]
  br label %515

480:                                              ; preds = %475
  %481 = and i64 %470, -4
  %482 = add i64 %471, %481
  br label %483

483:                                              ; preds = %483, %480
  %484 = phi i64 [ 0, %480 ], [ %502, %483 ]
  %485 = phi double [ %473, %480 ], [ %501, %483 ]
  %486 = add i64 %471, %484
  %487 = add nuw nsw i64 %486, 1
  %488 = getelementptr inbounds [9 x double], ptr %2, i64 %471, i64 %487
  %489 = getelementptr inbounds i8, ptr %488, i64 16
  %490 = load <2 x double>, ptr %488, align 8, !tbaa !6
  %491 = load <2 x double>, ptr %489, align 8, !tbaa !6
  %492 = getelementptr inbounds double, ptr %5, i64 %487
  %493 = getelementptr inbounds i8, ptr %492, i64 16
  %494 = load <2 x double>, ptr %492, align 8, !tbaa !6
  %495 = load <2 x double>, ptr %493, align 8, !tbaa !6
  %496 = fneg <2 x double> %490
  %497 = fneg <2 x double> %491
  %498 = fmul <2 x double> %494, %496
  %499 = fmul <2 x double> %495, %497
  %500 = tail call double @llvm.vector.reduce.fadd.v2f64(double %485, <2 x double> %498)
  %501 = tail call double @llvm.vector.reduce.fadd.v2f64(double %500, <2 x double> %499)
  %502 = add nuw i64 %484, 4
  %503 = icmp eq i64 %502, %481
  br i1 %503, label %504, label %483, !llvm.loop !13

504:                                              ; preds = %483
  %505 = icmp eq i64 %470, %481
  br i1 %505, label %506, label %477

506:                                              ; preds = %515, %504, %469
  %507 = phi double [ %473, %469 ], [ %501, %504 ], [ %524, %515 ]
  %508 = getelementptr inbounds [9 x double], ptr %2, i64 %471, i64 %471
  %509 = load double, ptr %508, align 8, !tbaa !6
  %510 = fdiv double %507, %509
  %511 = getelementptr inbounds double, ptr %5, i64 %471
  store double %510, ptr %511, align 8, !tbaa !6
  %512 = add nsw i64 %471, -1
  %513 = icmp eq i64 %471, 0
  %514 = add i64 %470, 1
  br i1 %513, label %526, label %469, !llvm.loop !16

515:                                              ; preds = %477, %515
  %516 = phi i64 [ %518, %515 ], [ %478, %477 ]
  %517 = phi double [ %524, %515 ], [ %479, %477 ]
  %518 = add nuw nsw i64 %516, 1
  %519 = getelementptr inbounds [9 x double], ptr %2, i64 %471, i64 %518
  %520 = load double, ptr %519, align 8, !tbaa !6
  %521 = getelementptr inbounds double, ptr %5, i64 %518
  %522 = load double, ptr %521, align 8, !tbaa !6
  %523 = fneg double %520
  %524 = tail call double @llvm.fmuladd.f64(double %523, double %522, double %517)
  %525 = icmp eq i64 %518, 8
  br i1 %525, label %506, label %515, !llvm.loop !17

526:                                              ; preds = %506
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %528 = load double, ptr %5, align 8, !tbaa !6
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %528)
  %530 = load double, ptr %281, align 8, !tbaa !6
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %530)
  %532 = load double, ptr %284, align 8, !tbaa !6
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %532)
  %534 = load double, ptr %287, align 8, !tbaa !6
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %534)
  %536 = load double, ptr %290, align 8, !tbaa !6
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %536)
  %538 = load double, ptr %293, align 8, !tbaa !6
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %538)
  %540 = load double, ptr %296, align 8, !tbaa !6
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %540)
  %542 = load double, ptr %299, align 8, !tbaa !6
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %542)
  %544 = load double, ptr %302, align 8, !tbaa !6
  %545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %544)
  %546 = tail call i32 @putchar(i32 10)
  %547 = load double, ptr %1, align 8, !tbaa !6
  %548 = getelementptr inbounds i8, ptr %1, i64 72
  %549 = load double, ptr %548, align 8
  %550 = fneg double %549
  %551 = getelementptr inbounds i8, ptr %1, i64 80
  %552 = load double, ptr %551, align 8, !tbaa !6
  %553 = getelementptr inbounds i8, ptr %1, i64 144
  %554 = load double, ptr %553, align 8
  %555 = fneg double %554
  %556 = getelementptr inbounds i8, ptr %1, i64 152
  %557 = load double, ptr %556, align 8
  %558 = fneg double %557
  %559 = getelementptr inbounds i8, ptr %1, i64 160
  %560 = load double, ptr %559, align 8, !tbaa !6
  %561 = getelementptr inbounds i8, ptr %1, i64 224
  %562 = load double, ptr %561, align 8
  %563 = fneg double %562
  %564 = getelementptr inbounds i8, ptr %1, i64 216
  %565 = load double, ptr %564, align 8
  %566 = fneg double %565
  %567 = getelementptr inbounds i8, ptr %1, i64 232
  %568 = load double, ptr %567, align 8
  %569 = fneg double %568
  %570 = getelementptr inbounds i8, ptr %1, i64 240
  %571 = load double, ptr %570, align 8, !tbaa !6
  %572 = getelementptr inbounds i8, ptr %1, i64 304
  %573 = load double, ptr %572, align 8
  %574 = fneg double %573
  %575 = getelementptr inbounds i8, ptr %1, i64 296
  %576 = load double, ptr %575, align 8
  %577 = fneg double %576
  %578 = getelementptr inbounds i8, ptr %1, i64 288
  %579 = load double, ptr %578, align 8
  %580 = fneg double %579
  %581 = getelementptr inbounds i8, ptr %1, i64 312
  %582 = load double, ptr %581, align 8
  %583 = fneg double %582
  %584 = getelementptr inbounds i8, ptr %1, i64 320
  %585 = load double, ptr %584, align 8, !tbaa !6
  %586 = getelementptr inbounds i8, ptr %1, i64 384
  %587 = load double, ptr %586, align 8
  %588 = fneg double %587
  %589 = getelementptr inbounds i8, ptr %1, i64 376
  %590 = load double, ptr %589, align 8
  %591 = fneg double %590
  %592 = getelementptr inbounds i8, ptr %1, i64 368
  %593 = load double, ptr %592, align 8
  %594 = fneg double %593
  %595 = getelementptr inbounds i8, ptr %1, i64 360
  %596 = load double, ptr %595, align 8
  %597 = fneg double %596
  %598 = getelementptr inbounds i8, ptr %1, i64 392
  %599 = load double, ptr %598, align 8
  %600 = fneg double %599
  %601 = getelementptr inbounds i8, ptr %1, i64 400
  %602 = load double, ptr %601, align 8, !tbaa !6
  %603 = getelementptr inbounds i8, ptr %1, i64 464
  %604 = load double, ptr %603, align 8
  %605 = fneg double %604
  %606 = getelementptr inbounds i8, ptr %1, i64 456
  %607 = load double, ptr %606, align 8
  %608 = fneg double %607
  %609 = getelementptr inbounds i8, ptr %1, i64 448
  %610 = load double, ptr %609, align 8
  %611 = fneg double %610
  %612 = getelementptr inbounds i8, ptr %1, i64 440
  %613 = load double, ptr %612, align 8
  %614 = fneg double %613
  %615 = getelementptr inbounds i8, ptr %1, i64 432
  %616 = load double, ptr %615, align 8
  %617 = fneg double %616
  %618 = getelementptr inbounds i8, ptr %1, i64 472
  %619 = load double, ptr %618, align 8
  %620 = fneg double %619
  %621 = getelementptr inbounds i8, ptr %1, i64 480
  %622 = load double, ptr %621, align 8, !tbaa !6
  %623 = getelementptr inbounds i8, ptr %1, i64 544
  %624 = load double, ptr %623, align 8
  %625 = fneg double %624
  %626 = getelementptr inbounds i8, ptr %1, i64 536
  %627 = load double, ptr %626, align 8
  %628 = fneg double %627
  %629 = getelementptr inbounds i8, ptr %1, i64 528
  %630 = load double, ptr %629, align 8
  %631 = fneg double %630
  %632 = getelementptr inbounds i8, ptr %1, i64 520
  %633 = load double, ptr %632, align 8
  %634 = fneg double %633
  %635 = getelementptr inbounds i8, ptr %1, i64 512
  %636 = load double, ptr %635, align 8
  %637 = fneg double %636
  %638 = getelementptr inbounds i8, ptr %1, i64 504
  %639 = load double, ptr %638, align 8
  %640 = fneg double %639
  %641 = getelementptr inbounds i8, ptr %1, i64 552
  %642 = load double, ptr %641, align 8
  %643 = fneg double %642
  %644 = getelementptr inbounds i8, ptr %1, i64 560
  %645 = load double, ptr %644, align 8, !tbaa !6
  %646 = getelementptr inbounds i8, ptr %1, i64 624
  %647 = load double, ptr %646, align 8
  %648 = fneg double %647
  %649 = getelementptr inbounds i8, ptr %1, i64 616
  %650 = load double, ptr %649, align 8
  %651 = fneg double %650
  %652 = getelementptr inbounds i8, ptr %1, i64 608
  %653 = load double, ptr %652, align 8
  %654 = fneg double %653
  %655 = getelementptr inbounds i8, ptr %1, i64 600
  %656 = load double, ptr %655, align 8
  %657 = fneg double %656
  %658 = getelementptr inbounds i8, ptr %1, i64 592
  %659 = load double, ptr %658, align 8
  %660 = fneg double %659
  %661 = getelementptr inbounds i8, ptr %1, i64 584
  %662 = load double, ptr %661, align 8
  %663 = fneg double %662
  %664 = getelementptr inbounds i8, ptr %1, i64 576
  %665 = load double, ptr %664, align 8
  %666 = fneg double %665
  %667 = getelementptr inbounds i8, ptr %1, i64 632
  %668 = load double, ptr %667, align 8
  %669 = fneg double %668
  %670 = getelementptr inbounds i8, ptr %1, i64 640
  %671 = load double, ptr %670, align 8, !tbaa !6
  br label %672

672:                                              ; preds = %672, %526
  %673 = phi i64 [ 0, %526 ], [ %748, %672 ]
  %674 = insertelement <2 x i64> poison, i64 %673, i64 0
  %675 = shufflevector <2 x i64> %674, <2 x i64> poison, <2 x i32> zeroinitializer
  %676 = icmp eq <2 x i64> %675, <i64 0, i64 1>
  %677 = uitofp <2 x i1> %676 to <2 x double>
  %678 = icmp eq <2 x i64> %675, <i64 2, i64 3>
  %679 = uitofp <2 x i1> %678 to <2 x double>
  %680 = icmp eq <2 x i64> %675, <i64 4, i64 5>
  %681 = uitofp <2 x i1> %680 to <2 x double>
  %682 = icmp eq <2 x i64> %675, <i64 6, i64 7>
  %683 = uitofp <2 x i1> %682 to <2 x double>
  %684 = icmp eq i64 %673, 8
  %685 = uitofp i1 %684 to double
  %686 = extractelement <2 x double> %677, i64 0
  %687 = fdiv double %686, %547
  %688 = extractelement <2 x double> %677, i64 1
  %689 = tail call double @llvm.fmuladd.f64(double %550, double %687, double %688)
  %690 = fdiv double %689, %552
  %691 = extractelement <2 x double> %679, i64 0
  %692 = tail call double @llvm.fmuladd.f64(double %555, double %687, double %691)
  %693 = tail call double @llvm.fmuladd.f64(double %558, double %690, double %692)
  %694 = fdiv double %693, %560
  %695 = extractelement <2 x double> %679, i64 1
  %696 = tail call double @llvm.fmuladd.f64(double %566, double %687, double %695)
  %697 = tail call double @llvm.fmuladd.f64(double %563, double %690, double %696)
  %698 = tail call double @llvm.fmuladd.f64(double %569, double %694, double %697)
  %699 = fdiv double %698, %571
  %700 = extractelement <2 x double> %681, i64 0
  %701 = tail call double @llvm.fmuladd.f64(double %580, double %687, double %700)
  %702 = tail call double @llvm.fmuladd.f64(double %577, double %690, double %701)
  %703 = tail call double @llvm.fmuladd.f64(double %574, double %694, double %702)
  %704 = tail call double @llvm.fmuladd.f64(double %583, double %699, double %703)
  %705 = fdiv double %704, %585
  %706 = extractelement <2 x double> %681, i64 1
  %707 = tail call double @llvm.fmuladd.f64(double %597, double %687, double %706)
  %708 = tail call double @llvm.fmuladd.f64(double %594, double %690, double %707)
  %709 = tail call double @llvm.fmuladd.f64(double %591, double %694, double %708)
  %710 = tail call double @llvm.fmuladd.f64(double %588, double %699, double %709)
  %711 = tail call double @llvm.fmuladd.f64(double %600, double %705, double %710)
  %712 = fdiv double %711, %602
  %713 = extractelement <2 x double> %683, i64 0
  %714 = tail call double @llvm.fmuladd.f64(double %617, double %687, double %713)
  %715 = tail call double @llvm.fmuladd.f64(double %614, double %690, double %714)
  %716 = tail call double @llvm.fmuladd.f64(double %611, double %694, double %715)
  %717 = tail call double @llvm.fmuladd.f64(double %608, double %699, double %716)
  %718 = tail call double @llvm.fmuladd.f64(double %605, double %705, double %717)
  %719 = tail call double @llvm.fmuladd.f64(double %620, double %712, double %718)
  %720 = fdiv double %719, %622
  %721 = extractelement <2 x double> %683, i64 1
  %722 = tail call double @llvm.fmuladd.f64(double %640, double %687, double %721)
  %723 = tail call double @llvm.fmuladd.f64(double %637, double %690, double %722)
  %724 = tail call double @llvm.fmuladd.f64(double %634, double %694, double %723)
  %725 = tail call double @llvm.fmuladd.f64(double %631, double %699, double %724)
  %726 = tail call double @llvm.fmuladd.f64(double %628, double %705, double %725)
  %727 = tail call double @llvm.fmuladd.f64(double %625, double %712, double %726)
  %728 = tail call double @llvm.fmuladd.f64(double %643, double %720, double %727)
  %729 = fdiv double %728, %645
  %730 = tail call double @llvm.fmuladd.f64(double %666, double %687, double %685)
  %731 = tail call double @llvm.fmuladd.f64(double %663, double %690, double %730)
  %732 = tail call double @llvm.fmuladd.f64(double %660, double %694, double %731)
  %733 = tail call double @llvm.fmuladd.f64(double %657, double %699, double %732)
  %734 = tail call double @llvm.fmuladd.f64(double %654, double %705, double %733)
  %735 = tail call double @llvm.fmuladd.f64(double %651, double %712, double %734)
  %736 = tail call double @llvm.fmuladd.f64(double %648, double %720, double %735)
  %737 = tail call double @llvm.fmuladd.f64(double %669, double %729, double %736)
  %738 = fdiv double %737, %671
  %739 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %673
  store double %687, ptr %739, align 8, !tbaa !6
  %740 = getelementptr inbounds [9 x double], ptr %3, i64 1, i64 %673
  store double %690, ptr %740, align 8, !tbaa !6
  %741 = getelementptr inbounds [9 x double], ptr %3, i64 2, i64 %673
  store double %694, ptr %741, align 8, !tbaa !6
  %742 = getelementptr inbounds [9 x double], ptr %3, i64 3, i64 %673
  store double %699, ptr %742, align 8, !tbaa !6
  %743 = getelementptr inbounds [9 x double], ptr %3, i64 4, i64 %673
  store double %705, ptr %743, align 8, !tbaa !6
  %744 = getelementptr inbounds [9 x double], ptr %3, i64 5, i64 %673
  store double %712, ptr %744, align 8, !tbaa !6
  %745 = getelementptr inbounds [9 x double], ptr %3, i64 6, i64 %673
  store double %720, ptr %745, align 8, !tbaa !6
  %746 = getelementptr inbounds [9 x double], ptr %3, i64 7, i64 %673
  store double %729, ptr %746, align 8, !tbaa !6
  %747 = getelementptr inbounds [9 x double], ptr %3, i64 8, i64 %673
  store double %738, ptr %747, align 8, !tbaa !6
  %748 = add nuw nsw i64 %673, 1
  %749 = icmp eq i64 %748, 9
  br i1 %749, label %750, label %672, !llvm.loop !18

750:                                              ; preds = %672
  %751 = load double, ptr %3, align 8, !tbaa !6
  %752 = getelementptr inbounds i8, ptr %3, i64 72
  %753 = load double, ptr %752, align 8, !tbaa !6
  %754 = getelementptr inbounds i8, ptr %3, i64 144
  %755 = load double, ptr %754, align 8, !tbaa !6
  %756 = getelementptr inbounds i8, ptr %3, i64 216
  %757 = load double, ptr %756, align 8, !tbaa !6
  %758 = getelementptr inbounds i8, ptr %3, i64 288
  %759 = load double, ptr %758, align 8, !tbaa !6
  %760 = getelementptr inbounds i8, ptr %3, i64 360
  %761 = load double, ptr %760, align 8, !tbaa !6
  %762 = getelementptr inbounds i8, ptr %3, i64 432
  %763 = load double, ptr %762, align 8, !tbaa !6
  %764 = getelementptr inbounds i8, ptr %3, i64 504
  %765 = load double, ptr %764, align 8, !tbaa !6
  %766 = getelementptr inbounds i8, ptr %3, i64 576
  %767 = load double, ptr %766, align 8, !tbaa !6
  %768 = getelementptr inbounds i8, ptr %3, i64 8
  %769 = load double, ptr %768, align 8, !tbaa !6
  %770 = getelementptr inbounds i8, ptr %3, i64 80
  %771 = load double, ptr %770, align 8, !tbaa !6
  %772 = getelementptr inbounds i8, ptr %3, i64 152
  %773 = load double, ptr %772, align 8, !tbaa !6
  %774 = getelementptr inbounds i8, ptr %3, i64 224
  %775 = load double, ptr %774, align 8, !tbaa !6
  %776 = getelementptr inbounds i8, ptr %3, i64 296
  %777 = load double, ptr %776, align 8, !tbaa !6
  %778 = getelementptr inbounds i8, ptr %3, i64 368
  %779 = load double, ptr %778, align 8, !tbaa !6
  %780 = getelementptr inbounds i8, ptr %3, i64 440
  %781 = load double, ptr %780, align 8, !tbaa !6
  %782 = getelementptr inbounds i8, ptr %3, i64 512
  %783 = load double, ptr %782, align 8, !tbaa !6
  %784 = getelementptr inbounds i8, ptr %3, i64 584
  %785 = load double, ptr %784, align 8, !tbaa !6
  %786 = getelementptr inbounds i8, ptr %3, i64 16
  %787 = load double, ptr %786, align 8, !tbaa !6
  %788 = getelementptr inbounds i8, ptr %3, i64 88
  %789 = load double, ptr %788, align 8, !tbaa !6
  %790 = getelementptr inbounds i8, ptr %3, i64 160
  %791 = load double, ptr %790, align 8, !tbaa !6
  %792 = getelementptr inbounds i8, ptr %3, i64 232
  %793 = load double, ptr %792, align 8, !tbaa !6
  %794 = getelementptr inbounds i8, ptr %3, i64 304
  %795 = load double, ptr %794, align 8, !tbaa !6
  %796 = getelementptr inbounds i8, ptr %3, i64 376
  %797 = load double, ptr %796, align 8, !tbaa !6
  %798 = getelementptr inbounds i8, ptr %3, i64 448
  %799 = load double, ptr %798, align 8, !tbaa !6
  %800 = getelementptr inbounds i8, ptr %3, i64 520
  %801 = load double, ptr %800, align 8, !tbaa !6
  %802 = getelementptr inbounds i8, ptr %3, i64 592
  %803 = load double, ptr %802, align 8, !tbaa !6
  %804 = getelementptr inbounds i8, ptr %3, i64 24
  %805 = load double, ptr %804, align 8, !tbaa !6
  %806 = getelementptr inbounds i8, ptr %3, i64 96
  %807 = load double, ptr %806, align 8, !tbaa !6
  %808 = getelementptr inbounds i8, ptr %3, i64 168
  %809 = load double, ptr %808, align 8, !tbaa !6
  %810 = getelementptr inbounds i8, ptr %3, i64 240
  %811 = load double, ptr %810, align 8, !tbaa !6
  %812 = getelementptr inbounds i8, ptr %3, i64 312
  %813 = load double, ptr %812, align 8, !tbaa !6
  %814 = getelementptr inbounds i8, ptr %3, i64 384
  %815 = load double, ptr %814, align 8, !tbaa !6
  %816 = getelementptr inbounds i8, ptr %3, i64 456
  %817 = load double, ptr %816, align 8, !tbaa !6
  %818 = getelementptr inbounds i8, ptr %3, i64 528
  %819 = load double, ptr %818, align 8, !tbaa !6
  %820 = getelementptr inbounds i8, ptr %3, i64 600
  %821 = load double, ptr %820, align 8, !tbaa !6
  %822 = getelementptr inbounds i8, ptr %3, i64 32
  %823 = load double, ptr %822, align 8, !tbaa !6
  %824 = getelementptr inbounds i8, ptr %3, i64 104
  %825 = load double, ptr %824, align 8, !tbaa !6
  %826 = getelementptr inbounds i8, ptr %3, i64 176
  %827 = load double, ptr %826, align 8, !tbaa !6
  %828 = getelementptr inbounds i8, ptr %3, i64 248
  %829 = load double, ptr %828, align 8, !tbaa !6
  %830 = getelementptr inbounds i8, ptr %3, i64 320
  %831 = load double, ptr %830, align 8, !tbaa !6
  %832 = getelementptr inbounds i8, ptr %3, i64 392
  %833 = load double, ptr %832, align 8, !tbaa !6
  %834 = getelementptr inbounds i8, ptr %3, i64 464
  %835 = load double, ptr %834, align 8, !tbaa !6
  %836 = getelementptr inbounds i8, ptr %3, i64 536
  %837 = load double, ptr %836, align 8, !tbaa !6
  %838 = getelementptr inbounds i8, ptr %3, i64 608
  %839 = load double, ptr %838, align 8, !tbaa !6
  %840 = getelementptr inbounds i8, ptr %3, i64 40
  %841 = load double, ptr %840, align 8, !tbaa !6
  %842 = getelementptr inbounds i8, ptr %3, i64 112
  %843 = load double, ptr %842, align 8, !tbaa !6
  %844 = getelementptr inbounds i8, ptr %3, i64 184
  %845 = load double, ptr %844, align 8, !tbaa !6
  %846 = getelementptr inbounds i8, ptr %3, i64 256
  %847 = load double, ptr %846, align 8, !tbaa !6
  %848 = getelementptr inbounds i8, ptr %3, i64 328
  %849 = load double, ptr %848, align 8, !tbaa !6
  %850 = getelementptr inbounds i8, ptr %3, i64 400
  %851 = load double, ptr %850, align 8, !tbaa !6
  %852 = getelementptr inbounds i8, ptr %3, i64 472
  %853 = load double, ptr %852, align 8, !tbaa !6
  %854 = getelementptr inbounds i8, ptr %3, i64 544
  %855 = load double, ptr %854, align 8, !tbaa !6
  %856 = getelementptr inbounds i8, ptr %3, i64 616
  %857 = load double, ptr %856, align 8, !tbaa !6
  %858 = getelementptr inbounds i8, ptr %3, i64 48
  %859 = load double, ptr %858, align 8, !tbaa !6
  %860 = getelementptr inbounds i8, ptr %3, i64 120
  %861 = load double, ptr %860, align 8, !tbaa !6
  %862 = getelementptr inbounds i8, ptr %3, i64 192
  %863 = load double, ptr %862, align 8, !tbaa !6
  %864 = getelementptr inbounds i8, ptr %3, i64 264
  %865 = load double, ptr %864, align 8, !tbaa !6
  %866 = getelementptr inbounds i8, ptr %3, i64 336
  %867 = load double, ptr %866, align 8, !tbaa !6
  %868 = getelementptr inbounds i8, ptr %3, i64 408
  %869 = load double, ptr %868, align 8, !tbaa !6
  %870 = getelementptr inbounds i8, ptr %3, i64 480
  %871 = load double, ptr %870, align 8, !tbaa !6
  %872 = getelementptr inbounds i8, ptr %3, i64 552
  %873 = load double, ptr %872, align 8, !tbaa !6
  %874 = getelementptr inbounds i8, ptr %3, i64 624
  %875 = load double, ptr %874, align 8, !tbaa !6
  %876 = getelementptr inbounds i8, ptr %3, i64 56
  %877 = load double, ptr %876, align 8, !tbaa !6
  %878 = getelementptr inbounds i8, ptr %3, i64 128
  %879 = load double, ptr %878, align 8, !tbaa !6
  %880 = getelementptr inbounds i8, ptr %3, i64 200
  %881 = load double, ptr %880, align 8, !tbaa !6
  %882 = getelementptr inbounds i8, ptr %3, i64 272
  %883 = load double, ptr %882, align 8, !tbaa !6
  %884 = getelementptr inbounds i8, ptr %3, i64 344
  %885 = load double, ptr %884, align 8, !tbaa !6
  %886 = getelementptr inbounds i8, ptr %3, i64 416
  %887 = load double, ptr %886, align 8, !tbaa !6
  %888 = getelementptr inbounds i8, ptr %3, i64 488
  %889 = load double, ptr %888, align 8, !tbaa !6
  %890 = getelementptr inbounds i8, ptr %3, i64 560
  %891 = load double, ptr %890, align 8, !tbaa !6
  %892 = getelementptr inbounds i8, ptr %3, i64 632
  %893 = load double, ptr %892, align 8, !tbaa !6
  %894 = getelementptr inbounds i8, ptr %3, i64 64
  %895 = load double, ptr %894, align 8, !tbaa !6
  %896 = getelementptr inbounds i8, ptr %3, i64 136
  %897 = load double, ptr %896, align 8, !tbaa !6
  %898 = getelementptr inbounds i8, ptr %3, i64 208
  %899 = load double, ptr %898, align 8, !tbaa !6
  %900 = getelementptr inbounds i8, ptr %3, i64 280
  %901 = load double, ptr %900, align 8, !tbaa !6
  %902 = getelementptr inbounds i8, ptr %3, i64 352
  %903 = load double, ptr %902, align 8, !tbaa !6
  %904 = getelementptr inbounds i8, ptr %3, i64 424
  %905 = load double, ptr %904, align 8, !tbaa !6
  %906 = getelementptr inbounds i8, ptr %3, i64 496
  %907 = load double, ptr %906, align 8, !tbaa !6
  %908 = getelementptr inbounds i8, ptr %3, i64 568
  %909 = load double, ptr %908, align 8, !tbaa !6
  %910 = getelementptr inbounds i8, ptr %3, i64 640
  %911 = load double, ptr %910, align 8, !tbaa !6
  br label %912

912:                                              ; preds = %750, %912
  %913 = phi i64 [ %1059, %912 ], [ 0, %750 ]
  %914 = phi double [ %1058, %912 ], [ 0.000000e+00, %750 ]
  %915 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 8
  %916 = load double, ptr %915, align 8, !tbaa !6
  %917 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 7
  %918 = load double, ptr %917, align 8, !tbaa !6
  %919 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 6
  %920 = load double, ptr %919, align 8, !tbaa !6
  %921 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 5
  %922 = load double, ptr %921, align 8, !tbaa !6
  %923 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 4
  %924 = load double, ptr %923, align 8, !tbaa !6
  %925 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 3
  %926 = load double, ptr %925, align 8, !tbaa !6
  %927 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 2
  %928 = load double, ptr %927, align 8, !tbaa !6
  %929 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 1
  %930 = load double, ptr %929, align 8, !tbaa !6
  %931 = getelementptr inbounds [9 x [9 x double]], ptr %1, i64 0, i64 %913, i64 0
  %932 = load double, ptr %931, align 8, !tbaa !6
  %933 = tail call double @llvm.fmuladd.f64(double %932, double %751, double 0.000000e+00)
  %934 = tail call double @llvm.fmuladd.f64(double %930, double %753, double %933)
  %935 = tail call double @llvm.fmuladd.f64(double %928, double %755, double %934)
  %936 = tail call double @llvm.fmuladd.f64(double %926, double %757, double %935)
  %937 = tail call double @llvm.fmuladd.f64(double %924, double %759, double %936)
  %938 = tail call double @llvm.fmuladd.f64(double %922, double %761, double %937)
  %939 = tail call double @llvm.fmuladd.f64(double %920, double %763, double %938)
  %940 = tail call double @llvm.fmuladd.f64(double %918, double %765, double %939)
  %941 = tail call double @llvm.fmuladd.f64(double %916, double %767, double %940)
  %942 = icmp eq i64 %913, 0
  %943 = uitofp i1 %942 to double
  %944 = fsub double %941, %943
  %945 = tail call double @llvm.fabs.f64(double %944)
  %946 = tail call double @llvm.maxnum.f64(double %914, double %945)
  %947 = tail call double @llvm.fmuladd.f64(double %932, double %769, double 0.000000e+00)
  %948 = tail call double @llvm.fmuladd.f64(double %930, double %771, double %947)
  %949 = tail call double @llvm.fmuladd.f64(double %928, double %773, double %948)
  %950 = tail call double @llvm.fmuladd.f64(double %926, double %775, double %949)
  %951 = tail call double @llvm.fmuladd.f64(double %924, double %777, double %950)
  %952 = tail call double @llvm.fmuladd.f64(double %922, double %779, double %951)
  %953 = tail call double @llvm.fmuladd.f64(double %920, double %781, double %952)
  %954 = tail call double @llvm.fmuladd.f64(double %918, double %783, double %953)
  %955 = tail call double @llvm.fmuladd.f64(double %916, double %785, double %954)
  %956 = icmp eq i64 %913, 1
  %957 = uitofp i1 %956 to double
  %958 = fsub double %955, %957
  %959 = tail call double @llvm.fabs.f64(double %958)
  %960 = tail call double @llvm.maxnum.f64(double %946, double %959)
  %961 = tail call double @llvm.fmuladd.f64(double %932, double %787, double 0.000000e+00)
  %962 = tail call double @llvm.fmuladd.f64(double %930, double %789, double %961)
  %963 = tail call double @llvm.fmuladd.f64(double %928, double %791, double %962)
  %964 = tail call double @llvm.fmuladd.f64(double %926, double %793, double %963)
  %965 = tail call double @llvm.fmuladd.f64(double %924, double %795, double %964)
  %966 = tail call double @llvm.fmuladd.f64(double %922, double %797, double %965)
  %967 = tail call double @llvm.fmuladd.f64(double %920, double %799, double %966)
  %968 = tail call double @llvm.fmuladd.f64(double %918, double %801, double %967)
  %969 = tail call double @llvm.fmuladd.f64(double %916, double %803, double %968)
  %970 = icmp eq i64 %913, 2
  %971 = uitofp i1 %970 to double
  %972 = fsub double %969, %971
  %973 = tail call double @llvm.fabs.f64(double %972)
  %974 = tail call double @llvm.maxnum.f64(double %960, double %973)
  %975 = tail call double @llvm.fmuladd.f64(double %932, double %805, double 0.000000e+00)
  %976 = tail call double @llvm.fmuladd.f64(double %930, double %807, double %975)
  %977 = tail call double @llvm.fmuladd.f64(double %928, double %809, double %976)
  %978 = tail call double @llvm.fmuladd.f64(double %926, double %811, double %977)
  %979 = tail call double @llvm.fmuladd.f64(double %924, double %813, double %978)
  %980 = tail call double @llvm.fmuladd.f64(double %922, double %815, double %979)
  %981 = tail call double @llvm.fmuladd.f64(double %920, double %817, double %980)
  %982 = tail call double @llvm.fmuladd.f64(double %918, double %819, double %981)
  %983 = tail call double @llvm.fmuladd.f64(double %916, double %821, double %982)
  %984 = icmp eq i64 %913, 3
  %985 = uitofp i1 %984 to double
  %986 = fsub double %983, %985
  %987 = tail call double @llvm.fabs.f64(double %986)
  %988 = tail call double @llvm.maxnum.f64(double %974, double %987)
  %989 = tail call double @llvm.fmuladd.f64(double %932, double %823, double 0.000000e+00)
  %990 = tail call double @llvm.fmuladd.f64(double %930, double %825, double %989)
  %991 = tail call double @llvm.fmuladd.f64(double %928, double %827, double %990)
  %992 = tail call double @llvm.fmuladd.f64(double %926, double %829, double %991)
  %993 = tail call double @llvm.fmuladd.f64(double %924, double %831, double %992)
  %994 = tail call double @llvm.fmuladd.f64(double %922, double %833, double %993)
  %995 = tail call double @llvm.fmuladd.f64(double %920, double %835, double %994)
  %996 = tail call double @llvm.fmuladd.f64(double %918, double %837, double %995)
  %997 = tail call double @llvm.fmuladd.f64(double %916, double %839, double %996)
  %998 = icmp eq i64 %913, 4
  %999 = uitofp i1 %998 to double
  %1000 = fsub double %997, %999
  %1001 = tail call double @llvm.fabs.f64(double %1000)
  %1002 = tail call double @llvm.maxnum.f64(double %988, double %1001)
  %1003 = tail call double @llvm.fmuladd.f64(double %932, double %841, double 0.000000e+00)
  %1004 = tail call double @llvm.fmuladd.f64(double %930, double %843, double %1003)
  %1005 = tail call double @llvm.fmuladd.f64(double %928, double %845, double %1004)
  %1006 = tail call double @llvm.fmuladd.f64(double %926, double %847, double %1005)
  %1007 = tail call double @llvm.fmuladd.f64(double %924, double %849, double %1006)
  %1008 = tail call double @llvm.fmuladd.f64(double %922, double %851, double %1007)
  %1009 = tail call double @llvm.fmuladd.f64(double %920, double %853, double %1008)
  %1010 = tail call double @llvm.fmuladd.f64(double %918, double %855, double %1009)
  %1011 = tail call double @llvm.fmuladd.f64(double %916, double %857, double %1010)
  %1012 = icmp eq i64 %913, 5
  %1013 = uitofp i1 %1012 to double
  %1014 = fsub double %1011, %1013
  %1015 = tail call double @llvm.fabs.f64(double %1014)
  %1016 = tail call double @llvm.maxnum.f64(double %1002, double %1015)
  %1017 = tail call double @llvm.fmuladd.f64(double %932, double %859, double 0.000000e+00)
  %1018 = tail call double @llvm.fmuladd.f64(double %930, double %861, double %1017)
  %1019 = tail call double @llvm.fmuladd.f64(double %928, double %863, double %1018)
  %1020 = tail call double @llvm.fmuladd.f64(double %926, double %865, double %1019)
  %1021 = tail call double @llvm.fmuladd.f64(double %924, double %867, double %1020)
  %1022 = tail call double @llvm.fmuladd.f64(double %922, double %869, double %1021)
  %1023 = tail call double @llvm.fmuladd.f64(double %920, double %871, double %1022)
  %1024 = tail call double @llvm.fmuladd.f64(double %918, double %873, double %1023)
  %1025 = tail call double @llvm.fmuladd.f64(double %916, double %875, double %1024)
  %1026 = icmp eq i64 %913, 6
  %1027 = uitofp i1 %1026 to double
  %1028 = fsub double %1025, %1027
  %1029 = tail call double @llvm.fabs.f64(double %1028)
  %1030 = tail call double @llvm.maxnum.f64(double %1016, double %1029)
  %1031 = tail call double @llvm.fmuladd.f64(double %932, double %877, double 0.000000e+00)
  %1032 = tail call double @llvm.fmuladd.f64(double %930, double %879, double %1031)
  %1033 = tail call double @llvm.fmuladd.f64(double %928, double %881, double %1032)
  %1034 = tail call double @llvm.fmuladd.f64(double %926, double %883, double %1033)
  %1035 = tail call double @llvm.fmuladd.f64(double %924, double %885, double %1034)
  %1036 = tail call double @llvm.fmuladd.f64(double %922, double %887, double %1035)
  %1037 = tail call double @llvm.fmuladd.f64(double %920, double %889, double %1036)
  %1038 = tail call double @llvm.fmuladd.f64(double %918, double %891, double %1037)
  %1039 = tail call double @llvm.fmuladd.f64(double %916, double %893, double %1038)
  %1040 = icmp eq i64 %913, 7
  %1041 = uitofp i1 %1040 to double
  %1042 = fsub double %1039, %1041
  %1043 = tail call double @llvm.fabs.f64(double %1042)
  %1044 = tail call double @llvm.maxnum.f64(double %1030, double %1043)
  %1045 = tail call double @llvm.fmuladd.f64(double %932, double %895, double 0.000000e+00)
  %1046 = tail call double @llvm.fmuladd.f64(double %930, double %897, double %1045)
  %1047 = tail call double @llvm.fmuladd.f64(double %928, double %899, double %1046)
  %1048 = tail call double @llvm.fmuladd.f64(double %926, double %901, double %1047)
  %1049 = tail call double @llvm.fmuladd.f64(double %924, double %903, double %1048)
  %1050 = tail call double @llvm.fmuladd.f64(double %922, double %905, double %1049)
  %1051 = tail call double @llvm.fmuladd.f64(double %920, double %907, double %1050)
  %1052 = tail call double @llvm.fmuladd.f64(double %918, double %909, double %1051)
  %1053 = tail call double @llvm.fmuladd.f64(double %916, double %911, double %1052)
  %1054 = icmp eq i64 %913, 8
  %1055 = uitofp i1 %1054 to double
  %1056 = fsub double %1053, %1055
  %1057 = tail call double @llvm.fabs.f64(double %1056)
  %1058 = tail call double @llvm.maxnum.f64(double %1044, double %1057)
  %1059 = add nuw nsw i64 %913, 1
  %1060 = icmp eq i64 %1059, 9
  br i1 %1060, label %1061, label %912, !llvm.loop !19

1061:                                             ; preds = %912
  %1062 = fcmp olt double %1058, 1.000000e-13
  %1063 = zext i1 %1062 to i32
  %1064 = getelementptr inbounds i8, ptr %3, i64 576
  %1065 = load double, ptr %1064, align 8, !tbaa !6
  %1066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1063, double noundef %1065)
  %1067 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %1068 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4004AAAAAAAAAAAB)
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 5.000000e+00)
  %1070 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x401DAAAAAAAAAAAA)
  %1071 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4023AAAAAAAAAAAB)
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.225000e+01)
  %1073 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x402D555555555556)
  %1074 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4031155555555555)
  %1075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.200000e+01)
  %1076 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.800000e+01)
  %1077 = tail call i32 @putchar(i32 10)
  br label %1078

1078:                                             ; preds = %1061, %1138
  %1079 = phi i32 [ 0, %1061 ], [ %1148, %1138 ]
  br label %1081

1080:                                             ; preds = %1138
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 648, ptr nonnull %1) #8
  ret i32 0

1081:                                             ; preds = %1078, %1081
  %1082 = phi double [ 4.000000e+00, %1078 ], [ %1135, %1081 ]
  %1083 = phi double [ 0.000000e+00, %1078 ], [ %1134, %1081 ]
  %1084 = fadd double %1083, %1082
  %1085 = fmul double %1084, 5.000000e-01
  %1086 = fsub double 2.000000e+00, %1085
  %1087 = fcmp oeq double %1086, 0.000000e+00
  %1088 = fdiv double 1.000000e+00, %1086
  %1089 = select i1 %1087, double 0x7E37E43C8800759B, double %1088
  %1090 = fsub double %1086, %1089
  %1091 = fcmp oeq double %1090, 0.000000e+00
  %1092 = fdiv double 1.000000e+00, %1090
  %1093 = select i1 %1091, double 0x7E37E43C8800759B, double %1092
  %1094 = fsub double %1086, %1093
  %1095 = fcmp oeq double %1094, 0.000000e+00
  %1096 = fdiv double 1.000000e+00, %1094
  %1097 = select i1 %1095, double 0x7E37E43C8800759B, double %1096
  %1098 = fsub double %1086, %1097
  %1099 = fcmp oeq double %1098, 0.000000e+00
  %1100 = fdiv double 1.000000e+00, %1098
  %1101 = select i1 %1099, double 0x7E37E43C8800759B, double %1100
  %1102 = fsub double %1086, %1101
  %1103 = fcmp oeq double %1102, 0.000000e+00
  %1104 = fdiv double 1.000000e+00, %1102
  %1105 = select i1 %1103, double 0x7E37E43C8800759B, double %1104
  %1106 = fsub double %1086, %1105
  %1107 = fcmp oeq double %1106, 0.000000e+00
  %1108 = fdiv double 1.000000e+00, %1106
  %1109 = select i1 %1107, double 0x7E37E43C8800759B, double %1108
  %1110 = fsub double %1086, %1109
  %1111 = fcmp oeq double %1110, 0.000000e+00
  %1112 = fdiv double 1.000000e+00, %1110
  %1113 = select i1 %1111, double 0x7E37E43C8800759B, double %1112
  %1114 = fsub double %1086, %1113
  %1115 = insertelement <8 x double> poison, double %1090, i64 0
  %1116 = insertelement <8 x double> %1115, double %1086, i64 1
  %1117 = insertelement <8 x double> %1116, double %1094, i64 2
  %1118 = insertelement <8 x double> %1117, double %1098, i64 3
  %1119 = insertelement <8 x double> %1118, double %1102, i64 4
  %1120 = insertelement <8 x double> %1119, double %1106, i64 5
  %1121 = insertelement <8 x double> %1120, double %1110, i64 6
  %1122 = insertelement <8 x double> %1121, double %1114, i64 7
  %1123 = fcmp olt <8 x double> %1122, zeroinitializer
  %1124 = fcmp oeq double %1114, 0.000000e+00
  %1125 = fdiv double 1.000000e+00, %1114
  %1126 = select i1 %1124, double 0x7E37E43C8800759B, double %1125
  %1127 = fcmp olt double %1086, %1126
  %1128 = zext i1 %1127 to i32
  %1129 = bitcast <8 x i1> %1123 to i8
  %1130 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %1129)
  %1131 = zext nneg i8 %1130 to i32
  %1132 = add nuw nsw i32 %1131, %1128
  %1133 = icmp ugt i32 %1132, %1079
  %1134 = select i1 %1133, double %1083, double %1085
  %1135 = select i1 %1133, double %1085, double %1082
  %1136 = fsub double %1135, %1134
  %1137 = fcmp ogt double %1136, 0x3D719799812DEA11
  br i1 %1137, label %1081, label %1138, !llvm.loop !20

1138:                                             ; preds = %1081
  %1139 = fadd double %1134, %1135
  %1140 = fmul double %1139, 5.000000e-01
  %1141 = or disjoint i32 %1079, 1
  %1142 = uitofp nneg i32 %1141 to double
  %1143 = fmul double %1142, 0x400921FB54442D18
  %1144 = fdiv double %1143, 1.000000e+01
  %1145 = tail call double @cos(double noundef %1144) #8
  %1146 = tail call double @llvm.fmuladd.f64(double %1145, double -2.000000e+00, double 2.000000e+00)
  %1147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %1079, double noundef %1140, double noundef %1146)
  %1148 = add nuw nsw i32 %1079, 2
  %1149 = icmp ult i32 %1079, 7
  br i1 %1149, label %1078, label %1080, !llvm.loop !21
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
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !15, !14}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
