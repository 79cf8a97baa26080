; ModuleID = 'c/04_qr_gram_schmidt.c'
source_filename = "c/04_qr_gram_schmidt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"orthogonality error small: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"R diag:\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"c[%d] = %+.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"rss = %.6e\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x [4 x double]], align 8
  %2 = alloca [4 x [4 x double]], align 8
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  store <8 x double> <double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00, double 0x3FB745D1745D1746, double 0x3F80ECF56BE69C90, double 0x3F489E7C3FDB1246>, ptr %1, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 64
  store <8 x double> <double 1.000000e+00, double 0x3FC745D1745D1746, double 0x3FA0ECF56BE69C90, double 0x3F789E7C3FDB1246, double 1.000000e+00, double 0x3FD1745D1745D174, double 0x3FB30A9419637021, double 0x3F94C5B8D5E0D769>, ptr %3, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 128
  store <8 x double> <double 1.000000e+00, double 0x3FD745D1745D1746, double 0x3FC0ECF56BE69C90, double 0x3FA89E7C3FDB1246, double 1.000000e+00, double 0x3FDD1745D1745D17, double 0x3FCA723F789854A0, double 0x3FB80AC5565BEFD7>, ptr %4, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 192
  store <8 x double> <double 1.000000e+00, double 0x3FE1745D1745D174, double 0x3FD30A9419637021, double 0x3FC4C5B8D5E0D769, double 1.000000e+00, double 0x3FE45D1745D1745D, double 0x3FD9EAD7CD391FBC, double 0x3FD07E2C3CC742BD>, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 256
  store <8 x double> <double 1.000000e+00, double 0x3FE745D1745D1746, double 0x3FE0ECF56BE69C90, double 0x3FD89E7C3FDB1246, double 1.000000e+00, double 0x3FEA2E8BA2E8BA2F, double 0x3FE56BE69C8FDE27, double 0x3FE186D3F475B5C3>, ptr %6, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 320
  store <8 x double> <double 1.000000e+00, double 0x3FED1745D1745D17, double 0x3FEA723F789854A0, double 0x3FE80AC5565BEFD7, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, ptr %7, align 8, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, i8 0, i64 128, i1 false), !tbaa !6
  br label %107

8:                                                ; preds = %162, %107
  %9 = add nuw nsw i64 %109, 1
  %10 = icmp eq i64 %160, 4
  br i1 %10, label %11, label %107, !llvm.loop !10

11:                                               ; preds = %8
  %12 = load double, ptr %1, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 64
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 96
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %1, i64 128
  %20 = load double, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 160
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 192
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 224
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %1, i64 256
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %1, i64 288
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %1, i64 320
  %32 = load double, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %1, i64 352
  %34 = load double, ptr %33, align 8, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %1, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %1, i64 40
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %1, i64 72
  %40 = load double, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %1, i64 104
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %1, i64 136
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 168
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %1, i64 200
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %1, i64 232
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %1, i64 264
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %1, i64 296
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %1, i64 328
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 360
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %1, i64 16
  %60 = load double, ptr %59, align 8, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %1, i64 48
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %1, i64 80
  %64 = load double, ptr %63, align 8, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %1, i64 112
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %1, i64 144
  %68 = load double, ptr %67, align 8, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %1, i64 176
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %1, i64 208
  %72 = load double, ptr %71, align 8, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %1, i64 240
  %74 = load double, ptr %73, align 8, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %1, i64 272
  %76 = load double, ptr %75, align 8, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %1, i64 304
  %78 = load double, ptr %77, align 8, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %1, i64 336
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %1, i64 368
  %82 = load double, ptr %81, align 8, !tbaa !6
  %83 = getelementptr inbounds i8, ptr %1, i64 24
  %84 = load double, ptr %83, align 8, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %1, i64 56
  %86 = load double, ptr %85, align 8, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %1, i64 88
  %88 = load double, ptr %87, align 8, !tbaa !6
  %89 = getelementptr inbounds i8, ptr %1, i64 120
  %90 = load double, ptr %89, align 8, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %1, i64 152
  %92 = load double, ptr %91, align 8, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %1, i64 184
  %94 = load double, ptr %93, align 8, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %1, i64 216
  %96 = load double, ptr %95, align 8, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %1, i64 248
  %98 = load double, ptr %97, align 8, !tbaa !6
  %99 = getelementptr inbounds i8, ptr %1, i64 280
  %100 = load double, ptr %99, align 8, !tbaa !6
  %101 = getelementptr inbounds i8, ptr %1, i64 312
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %1, i64 344
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = getelementptr inbounds i8, ptr %1, i64 376
  %106 = load double, ptr %105, align 8, !tbaa !6
  br label %239

107:                                              ; preds = %8, %0
  %108 = phi i64 [ 0, %0 ], [ %160, %8 ]
  %109 = phi i64 [ 1, %0 ], [ %9, %8 ]
  %110 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %111, double 0.000000e+00)
  %113 = getelementptr inbounds [4 x double], ptr %1, i64 1, i64 %108
  %114 = load double, ptr %113, align 8, !tbaa !6
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %114, double %112)
  %116 = getelementptr inbounds [4 x double], ptr %1, i64 2, i64 %108
  %117 = load double, ptr %116, align 8, !tbaa !6
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %117, double %115)
  %119 = getelementptr inbounds [4 x double], ptr %1, i64 3, i64 %108
  %120 = load double, ptr %119, align 8, !tbaa !6
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %118)
  %122 = getelementptr inbounds [4 x double], ptr %1, i64 4, i64 %108
  %123 = load double, ptr %122, align 8, !tbaa !6
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %121)
  %125 = getelementptr inbounds [4 x double], ptr %1, i64 5, i64 %108
  %126 = load double, ptr %125, align 8, !tbaa !6
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %126, double %124)
  %128 = getelementptr inbounds [4 x double], ptr %1, i64 6, i64 %108
  %129 = load double, ptr %128, align 8, !tbaa !6
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %127)
  %131 = getelementptr inbounds [4 x double], ptr %1, i64 7, i64 %108
  %132 = load double, ptr %131, align 8, !tbaa !6
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %130)
  %134 = getelementptr inbounds [4 x double], ptr %1, i64 8, i64 %108
  %135 = load double, ptr %134, align 8, !tbaa !6
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %133)
  %137 = getelementptr inbounds [4 x double], ptr %1, i64 9, i64 %108
  %138 = load double, ptr %137, align 8, !tbaa !6
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %138, double %136)
  %140 = getelementptr inbounds [4 x double], ptr %1, i64 10, i64 %108
  %141 = load double, ptr %140, align 8, !tbaa !6
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %139)
  %143 = getelementptr inbounds [4 x double], ptr %1, i64 11, i64 %108
  %144 = load double, ptr %143, align 8, !tbaa !6
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %144, double %142)
  %146 = tail call double @sqrt(double noundef %145) #8
  %147 = getelementptr inbounds [4 x double], ptr %2, i64 %108, i64 %108
  store double %146, ptr %147, align 8, !tbaa !6
  %148 = fdiv double %111, %146
  store double %148, ptr %110, align 8, !tbaa !6
  %149 = fdiv double %114, %146
  store double %149, ptr %113, align 8, !tbaa !6
  %150 = fdiv double %117, %146
  store double %150, ptr %116, align 8, !tbaa !6
  %151 = fdiv double %120, %146
  store double %151, ptr %119, align 8, !tbaa !6
  %152 = fdiv double %123, %146
  store double %152, ptr %122, align 8, !tbaa !6
  %153 = fdiv double %126, %146
  store double %153, ptr %125, align 8, !tbaa !6
  %154 = fdiv double %129, %146
  store double %154, ptr %128, align 8, !tbaa !6
  %155 = fdiv double %132, %146
  store double %155, ptr %131, align 8, !tbaa !6
  %156 = fdiv double %135, %146
  store double %156, ptr %134, align 8, !tbaa !6
  %157 = fdiv double %138, %146
  store double %157, ptr %137, align 8, !tbaa !6
  %158 = fdiv double %141, %146
  store double %158, ptr %140, align 8, !tbaa !6
  %159 = fdiv double %144, %146
  store double %159, ptr %143, align 8, !tbaa !6
  %160 = add nuw nsw i64 %108, 1
  %161 = icmp ult i64 %108, 3
  br i1 %161, label %162, label %8

162:                                              ; preds = %107, %162
  %163 = phi i64 [ %237, %162 ], [ %109, %107 ]
  %164 = load double, ptr %110, align 8, !tbaa !6
  %165 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %163
  %166 = load double, ptr %165, align 8, !tbaa !6
  %167 = tail call double @llvm.fmuladd.f64(double %164, double %166, double 0.000000e+00)
  %168 = load double, ptr %113, align 8, !tbaa !6
  %169 = getelementptr inbounds [4 x double], ptr %1, i64 1, i64 %163
  %170 = load double, ptr %169, align 8, !tbaa !6
  %171 = tail call double @llvm.fmuladd.f64(double %168, double %170, double %167)
  %172 = load double, ptr %116, align 8, !tbaa !6
  %173 = getelementptr inbounds [4 x double], ptr %1, i64 2, i64 %163
  %174 = load double, ptr %173, align 8, !tbaa !6
  %175 = tail call double @llvm.fmuladd.f64(double %172, double %174, double %171)
  %176 = load double, ptr %119, align 8, !tbaa !6
  %177 = getelementptr inbounds [4 x double], ptr %1, i64 3, i64 %163
  %178 = load double, ptr %177, align 8, !tbaa !6
  %179 = tail call double @llvm.fmuladd.f64(double %176, double %178, double %175)
  %180 = load double, ptr %122, align 8, !tbaa !6
  %181 = getelementptr inbounds [4 x double], ptr %1, i64 4, i64 %163
  %182 = load double, ptr %181, align 8, !tbaa !6
  %183 = tail call double @llvm.fmuladd.f64(double %180, double %182, double %179)
  %184 = load double, ptr %125, align 8, !tbaa !6
  %185 = getelementptr inbounds [4 x double], ptr %1, i64 5, i64 %163
  %186 = load double, ptr %185, align 8, !tbaa !6
  %187 = tail call double @llvm.fmuladd.f64(double %184, double %186, double %183)
  %188 = load double, ptr %128, align 8, !tbaa !6
  %189 = getelementptr inbounds [4 x double], ptr %1, i64 6, i64 %163
  %190 = load double, ptr %189, align 8, !tbaa !6
  %191 = tail call double @llvm.fmuladd.f64(double %188, double %190, double %187)
  %192 = load double, ptr %131, align 8, !tbaa !6
  %193 = getelementptr inbounds [4 x double], ptr %1, i64 7, i64 %163
  %194 = load double, ptr %193, align 8, !tbaa !6
  %195 = tail call double @llvm.fmuladd.f64(double %192, double %194, double %191)
  %196 = load double, ptr %134, align 8, !tbaa !6
  %197 = getelementptr inbounds [4 x double], ptr %1, i64 8, i64 %163
  %198 = load double, ptr %197, align 8, !tbaa !6
  %199 = tail call double @llvm.fmuladd.f64(double %196, double %198, double %195)
  %200 = load double, ptr %137, align 8, !tbaa !6
  %201 = getelementptr inbounds [4 x double], ptr %1, i64 9, i64 %163
  %202 = load double, ptr %201, align 8, !tbaa !6
  %203 = tail call double @llvm.fmuladd.f64(double %200, double %202, double %199)
  %204 = load double, ptr %140, align 8, !tbaa !6
  %205 = getelementptr inbounds [4 x double], ptr %1, i64 10, i64 %163
  %206 = load double, ptr %205, align 8, !tbaa !6
  %207 = tail call double @llvm.fmuladd.f64(double %204, double %206, double %203)
  %208 = load double, ptr %143, align 8, !tbaa !6
  %209 = getelementptr inbounds [4 x double], ptr %1, i64 11, i64 %163
  %210 = load double, ptr %209, align 8, !tbaa !6
  %211 = tail call double @llvm.fmuladd.f64(double %208, double %210, double %207)
  %212 = getelementptr inbounds [4 x double], ptr %2, i64 %108, i64 %163
  store double %211, ptr %212, align 8, !tbaa !6
  %213 = fneg double %211
  %214 = tail call double @llvm.fmuladd.f64(double %213, double %164, double %166)
  store double %214, ptr %165, align 8, !tbaa !6
  %215 = load double, ptr %113, align 8, !tbaa !6
  %216 = tail call double @llvm.fmuladd.f64(double %213, double %215, double %170)
  store double %216, ptr %169, align 8, !tbaa !6
  %217 = load double, ptr %116, align 8, !tbaa !6
  %218 = tail call double @llvm.fmuladd.f64(double %213, double %217, double %174)
  store double %218, ptr %173, align 8, !tbaa !6
  %219 = load double, ptr %119, align 8, !tbaa !6
  %220 = tail call double @llvm.fmuladd.f64(double %213, double %219, double %178)
  store double %220, ptr %177, align 8, !tbaa !6
  %221 = load double, ptr %122, align 8, !tbaa !6
  %222 = tail call double @llvm.fmuladd.f64(double %213, double %221, double %182)
  store double %222, ptr %181, align 8, !tbaa !6
  %223 = load double, ptr %125, align 8, !tbaa !6
  %224 = tail call double @llvm.fmuladd.f64(double %213, double %223, double %186)
  store double %224, ptr %185, align 8, !tbaa !6
  %225 = load double, ptr %128, align 8, !tbaa !6
  %226 = tail call double @llvm.fmuladd.f64(double %213, double %225, double %190)
  store double %226, ptr %189, align 8, !tbaa !6
  %227 = load double, ptr %131, align 8, !tbaa !6
  %228 = tail call double @llvm.fmuladd.f64(double %213, double %227, double %194)
  store double %228, ptr %193, align 8, !tbaa !6
  %229 = load double, ptr %134, align 8, !tbaa !6
  %230 = tail call double @llvm.fmuladd.f64(double %213, double %229, double %198)
  store double %230, ptr %197, align 8, !tbaa !6
  %231 = load double, ptr %137, align 8, !tbaa !6
  %232 = tail call double @llvm.fmuladd.f64(double %213, double %231, double %202)
  store double %232, ptr %201, align 8, !tbaa !6
  %233 = load double, ptr %140, align 8, !tbaa !6
  %234 = tail call double @llvm.fmuladd.f64(double %213, double %233, double %206)
  store double %234, ptr %205, align 8, !tbaa !6
  %235 = load double, ptr %143, align 8, !tbaa !6
  %236 = tail call double @llvm.fmuladd.f64(double %213, double %235, double %210)
  store double %236, ptr %209, align 8, !tbaa !6
  %237 = add nuw nsw i64 %163, 1
  %238 = icmp eq i64 %237, 4
  br i1 %238, label %8, label %162, !llvm.loop !12

239:                                              ; preds = %11, %239
  %240 = phi i64 [ 0, %11 ], [ %346, %239 ]
  %241 = phi double [ 0.000000e+00, %11 ], [ %345, %239 ]
  %242 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 0, i64 %240
  %243 = load double, ptr %242, align 8, !tbaa !6
  %244 = tail call double @llvm.fmuladd.f64(double %243, double %12, double 0.000000e+00)
  %245 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 1, i64 %240
  %246 = load double, ptr %245, align 8, !tbaa !6
  %247 = tail call double @llvm.fmuladd.f64(double %246, double %14, double %244)
  %248 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 2, i64 %240
  %249 = load double, ptr %248, align 8, !tbaa !6
  %250 = tail call double @llvm.fmuladd.f64(double %249, double %16, double %247)
  %251 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 3, i64 %240
  %252 = load double, ptr %251, align 8, !tbaa !6
  %253 = tail call double @llvm.fmuladd.f64(double %252, double %18, double %250)
  %254 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 4, i64 %240
  %255 = load double, ptr %254, align 8, !tbaa !6
  %256 = tail call double @llvm.fmuladd.f64(double %255, double %20, double %253)
  %257 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 5, i64 %240
  %258 = load double, ptr %257, align 8, !tbaa !6
  %259 = tail call double @llvm.fmuladd.f64(double %258, double %22, double %256)
  %260 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 6, i64 %240
  %261 = load double, ptr %260, align 8, !tbaa !6
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %24, double %259)
  %263 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 7, i64 %240
  %264 = load double, ptr %263, align 8, !tbaa !6
  %265 = tail call double @llvm.fmuladd.f64(double %264, double %26, double %262)
  %266 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 8, i64 %240
  %267 = load double, ptr %266, align 8, !tbaa !6
  %268 = tail call double @llvm.fmuladd.f64(double %267, double %28, double %265)
  %269 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 9, i64 %240
  %270 = load double, ptr %269, align 8, !tbaa !6
  %271 = tail call double @llvm.fmuladd.f64(double %270, double %30, double %268)
  %272 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 10, i64 %240
  %273 = load double, ptr %272, align 8, !tbaa !6
  %274 = tail call double @llvm.fmuladd.f64(double %273, double %32, double %271)
  %275 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 11, i64 %240
  %276 = load double, ptr %275, align 8, !tbaa !6
  %277 = tail call double @llvm.fmuladd.f64(double %276, double %34, double %274)
  %278 = icmp eq i64 %240, 0
  %279 = uitofp i1 %278 to double
  %280 = fsub double %277, %279
  %281 = tail call double @llvm.fabs.f64(double %280)
  %282 = tail call double @llvm.maxnum.f64(double %241, double %281)
  %283 = tail call double @llvm.fmuladd.f64(double %243, double %36, double 0.000000e+00)
  %284 = tail call double @llvm.fmuladd.f64(double %246, double %38, double %283)
  %285 = tail call double @llvm.fmuladd.f64(double %249, double %40, double %284)
  %286 = tail call double @llvm.fmuladd.f64(double %252, double %42, double %285)
  %287 = tail call double @llvm.fmuladd.f64(double %255, double %44, double %286)
  %288 = tail call double @llvm.fmuladd.f64(double %258, double %46, double %287)
  %289 = tail call double @llvm.fmuladd.f64(double %261, double %48, double %288)
  %290 = tail call double @llvm.fmuladd.f64(double %264, double %50, double %289)
  %291 = tail call double @llvm.fmuladd.f64(double %267, double %52, double %290)
  %292 = tail call double @llvm.fmuladd.f64(double %270, double %54, double %291)
  %293 = tail call double @llvm.fmuladd.f64(double %273, double %56, double %292)
  %294 = tail call double @llvm.fmuladd.f64(double %276, double %58, double %293)
  %295 = icmp eq i64 %240, 1
  %296 = uitofp i1 %295 to double
  %297 = fsub double %294, %296
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = tail call double @llvm.maxnum.f64(double %282, double %298)
  %300 = load double, ptr %242, align 8, !tbaa !6
  %301 = tail call double @llvm.fmuladd.f64(double %300, double %60, double 0.000000e+00)
  %302 = load double, ptr %245, align 8, !tbaa !6
  %303 = tail call double @llvm.fmuladd.f64(double %302, double %62, double %301)
  %304 = load double, ptr %248, align 8, !tbaa !6
  %305 = tail call double @llvm.fmuladd.f64(double %304, double %64, double %303)
  %306 = load double, ptr %251, align 8, !tbaa !6
  %307 = tail call double @llvm.fmuladd.f64(double %306, double %66, double %305)
  %308 = load double, ptr %254, align 8, !tbaa !6
  %309 = tail call double @llvm.fmuladd.f64(double %308, double %68, double %307)
  %310 = load double, ptr %257, align 8, !tbaa !6
  %311 = tail call double @llvm.fmuladd.f64(double %310, double %70, double %309)
  %312 = tail call double @llvm.fmuladd.f64(double %261, double %72, double %311)
  %313 = tail call double @llvm.fmuladd.f64(double %264, double %74, double %312)
  %314 = tail call double @llvm.fmuladd.f64(double %267, double %76, double %313)
  %315 = tail call double @llvm.fmuladd.f64(double %270, double %78, double %314)
  %316 = tail call double @llvm.fmuladd.f64(double %273, double %80, double %315)
  %317 = tail call double @llvm.fmuladd.f64(double %276, double %82, double %316)
  %318 = icmp eq i64 %240, 2
  %319 = uitofp i1 %318 to double
  %320 = fsub double %317, %319
  %321 = tail call double @llvm.fabs.f64(double %320)
  %322 = tail call double @llvm.maxnum.f64(double %299, double %321)
  %323 = tail call double @llvm.fmuladd.f64(double %300, double %84, double 0.000000e+00)
  %324 = tail call double @llvm.fmuladd.f64(double %302, double %86, double %323)
  %325 = tail call double @llvm.fmuladd.f64(double %304, double %88, double %324)
  %326 = tail call double @llvm.fmuladd.f64(double %306, double %90, double %325)
  %327 = tail call double @llvm.fmuladd.f64(double %308, double %92, double %326)
  %328 = tail call double @llvm.fmuladd.f64(double %310, double %94, double %327)
  %329 = load double, ptr %260, align 8, !tbaa !6
  %330 = tail call double @llvm.fmuladd.f64(double %329, double %96, double %328)
  %331 = load double, ptr %263, align 8, !tbaa !6
  %332 = tail call double @llvm.fmuladd.f64(double %331, double %98, double %330)
  %333 = load double, ptr %266, align 8, !tbaa !6
  %334 = tail call double @llvm.fmuladd.f64(double %333, double %100, double %332)
  %335 = load double, ptr %269, align 8, !tbaa !6
  %336 = tail call double @llvm.fmuladd.f64(double %335, double %102, double %334)
  %337 = load double, ptr %272, align 8, !tbaa !6
  %338 = tail call double @llvm.fmuladd.f64(double %337, double %104, double %336)
  %339 = load double, ptr %275, align 8, !tbaa !6
  %340 = tail call double @llvm.fmuladd.f64(double %339, double %106, double %338)
  %341 = icmp eq i64 %240, 3
  %342 = uitofp i1 %341 to double
  %343 = fsub double %340, %342
  %344 = tail call double @llvm.fabs.f64(double %343)
  %345 = tail call double @llvm.maxnum.f64(double %322, double %344)
  %346 = add nuw nsw i64 %240, 1
  %347 = icmp eq i64 %346, 4
  br i1 %347, label %348, label %239, !llvm.loop !13

348:                                              ; preds = %239
  %349 = getelementptr inbounds i8, ptr %1, i64 32
  %350 = getelementptr inbounds i8, ptr %1, i64 64
  %351 = getelementptr inbounds i8, ptr %1, i64 96
  %352 = getelementptr inbounds i8, ptr %1, i64 128
  %353 = getelementptr inbounds i8, ptr %1, i64 160
  %354 = getelementptr inbounds i8, ptr %1, i64 192
  %355 = getelementptr inbounds i8, ptr %1, i64 224
  %356 = getelementptr inbounds i8, ptr %1, i64 256
  %357 = getelementptr inbounds i8, ptr %1, i64 288
  %358 = getelementptr inbounds i8, ptr %1, i64 320
  %359 = getelementptr inbounds i8, ptr %1, i64 352
  %360 = getelementptr inbounds i8, ptr %1, i64 8
  %361 = getelementptr inbounds i8, ptr %1, i64 40
  %362 = getelementptr inbounds i8, ptr %1, i64 72
  %363 = getelementptr inbounds i8, ptr %1, i64 104
  %364 = getelementptr inbounds i8, ptr %1, i64 136
  %365 = getelementptr inbounds i8, ptr %1, i64 168
  %366 = getelementptr inbounds i8, ptr %1, i64 200
  %367 = getelementptr inbounds i8, ptr %1, i64 232
  %368 = getelementptr inbounds i8, ptr %1, i64 264
  %369 = getelementptr inbounds i8, ptr %1, i64 296
  %370 = getelementptr inbounds i8, ptr %1, i64 328
  %371 = getelementptr inbounds i8, ptr %1, i64 360
  %372 = getelementptr inbounds i8, ptr %1, i64 56
  %373 = getelementptr inbounds i8, ptr %1, i64 88
  %374 = getelementptr inbounds i8, ptr %1, i64 120
  %375 = getelementptr inbounds i8, ptr %1, i64 152
  %376 = getelementptr inbounds i8, ptr %1, i64 184
  %377 = getelementptr inbounds i8, ptr %1, i64 216
  %378 = getelementptr inbounds i8, ptr %1, i64 248
  %379 = getelementptr inbounds i8, ptr %1, i64 280
  %380 = getelementptr inbounds i8, ptr %1, i64 312
  %381 = getelementptr inbounds i8, ptr %1, i64 344
  %382 = getelementptr inbounds i8, ptr %1, i64 376
  %383 = fcmp olt double %345, 0x3D719799812DEA11
  %384 = zext i1 %383 to i32
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %384)
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %387 = load double, ptr %2, align 8, !tbaa !6
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %387)
  %389 = getelementptr inbounds i8, ptr %2, i64 40
  %390 = load double, ptr %389, align 8, !tbaa !6
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %390)
  %392 = getelementptr inbounds i8, ptr %2, i64 80
  %393 = load double, ptr %392, align 8, !tbaa !6
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %393)
  %395 = getelementptr inbounds i8, ptr %2, i64 120
  %396 = load double, ptr %395, align 8, !tbaa !6
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %396)
  %398 = tail call i32 @putchar(i32 10)
  %399 = load double, ptr %1, align 8, !tbaa !6
  %400 = tail call double @llvm.fmuladd.f64(double %399, double 0x3FEFF7CED916872B, double 0.000000e+00)
  %401 = load double, ptr %349, align 8, !tbaa !6
  %402 = tail call double @llvm.fmuladd.f64(double %401, double 0x3FEA319F7270B590, double %400)
  %403 = load double, ptr %350, align 8, !tbaa !6
  %404 = tail call double @llvm.fmuladd.f64(double %403, double 0x3FE47DE6E8FAC844, double %402)
  %405 = load double, ptr %351, align 8, !tbaa !6
  %406 = tail call double @llvm.fmuladd.f64(double %405, double 0x3FDDAD114A507229, double %404)
  %407 = load double, ptr %352, align 8, !tbaa !6
  %408 = tail call double @llvm.fmuladd.f64(double %407, double 0x3FD2FE44DB438298, double %406)
  %409 = load double, ptr %353, align 8, !tbaa !6
  %410 = tail call double @llvm.fmuladd.f64(double %409, double 0x3FC1C65EAB6B6AEE, double %408)
  %411 = load double, ptr %354, align 8, !tbaa !6
  %412 = tail call double @llvm.fmuladd.f64(double %411, double 0xBF860D0EAE4033F4, double %410)
  %413 = load double, ptr %355, align 8, !tbaa !6
  %414 = tail call double @llvm.fmuladd.f64(double %413, double 0xBFC26A8DF1C4602B, double %412)
  %415 = load double, ptr %356, align 8, !tbaa !6
  %416 = tail call double @llvm.fmuladd.f64(double %415, double 0xBFD0B7A563B3E24B, double %414)
  %417 = load double, ptr %357, align 8, !tbaa !6
  %418 = tail call double @llvm.fmuladd.f64(double %417, double 0xBFD743BCE50024A3, double %416)
  %419 = load double, ptr %358, align 8, !tbaa !6
  %420 = tail call double @llvm.fmuladd.f64(double %419, double 0xBFDC5251EF758485, double %418)
  %421 = load double, ptr %359, align 8, !tbaa !6
  %422 = tail call double @llvm.fmuladd.f64(double %421, double -4.990000e-01, double %420)
  %423 = load double, ptr %360, align 8, !tbaa !6
  %424 = tail call double @llvm.fmuladd.f64(double %423, double 0x3FEFF7CED916872B, double 0.000000e+00)
  %425 = load double, ptr %361, align 8, !tbaa !6
  %426 = tail call double @llvm.fmuladd.f64(double %425, double 0x3FEA319F7270B590, double %424)
  %427 = load double, ptr %362, align 8, !tbaa !6
  %428 = tail call double @llvm.fmuladd.f64(double %427, double 0x3FE47DE6E8FAC844, double %426)
  %429 = load double, ptr %363, align 8, !tbaa !6
  %430 = tail call double @llvm.fmuladd.f64(double %429, double 0x3FDDAD114A507229, double %428)
  %431 = load double, ptr %364, align 8, !tbaa !6
  %432 = tail call double @llvm.fmuladd.f64(double %431, double 0x3FD2FE44DB438298, double %430)
  %433 = load double, ptr %365, align 8, !tbaa !6
  %434 = tail call double @llvm.fmuladd.f64(double %433, double 0x3FC1C65EAB6B6AEE, double %432)
  %435 = load double, ptr %366, align 8, !tbaa !6
  %436 = tail call double @llvm.fmuladd.f64(double %435, double 0xBF860D0EAE4033F4, double %434)
  %437 = load double, ptr %367, align 8, !tbaa !6
  %438 = tail call double @llvm.fmuladd.f64(double %437, double 0xBFC26A8DF1C4602B, double %436)
  %439 = load double, ptr %368, align 8, !tbaa !6
  %440 = tail call double @llvm.fmuladd.f64(double %439, double 0xBFD0B7A563B3E24B, double %438)
  %441 = load double, ptr %369, align 8, !tbaa !6
  %442 = tail call double @llvm.fmuladd.f64(double %441, double 0xBFD743BCE50024A3, double %440)
  %443 = load double, ptr %370, align 8, !tbaa !6
  %444 = tail call double @llvm.fmuladd.f64(double %443, double 0xBFDC5251EF758485, double %442)
  %445 = load double, ptr %371, align 8, !tbaa !6
  %446 = tail call double @llvm.fmuladd.f64(double %445, double -4.990000e-01, double %444)
  %447 = tail call double @llvm.fmuladd.f64(double %60, double 0x3FEFF7CED916872B, double 0.000000e+00)
  %448 = tail call double @llvm.fmuladd.f64(double %62, double 0x3FEA319F7270B590, double %447)
  %449 = tail call double @llvm.fmuladd.f64(double %64, double 0x3FE47DE6E8FAC844, double %448)
  %450 = tail call double @llvm.fmuladd.f64(double %66, double 0x3FDDAD114A507229, double %449)
  %451 = tail call double @llvm.fmuladd.f64(double %68, double 0x3FD2FE44DB438298, double %450)
  %452 = tail call double @llvm.fmuladd.f64(double %70, double 0x3FC1C65EAB6B6AEE, double %451)
  %453 = tail call double @llvm.fmuladd.f64(double %72, double 0xBF860D0EAE4033F4, double %452)
  %454 = tail call double @llvm.fmuladd.f64(double %74, double 0xBFC26A8DF1C4602B, double %453)
  %455 = tail call double @llvm.fmuladd.f64(double %76, double 0xBFD0B7A563B3E24B, double %454)
  %456 = tail call double @llvm.fmuladd.f64(double %78, double 0xBFD743BCE50024A3, double %455)
  %457 = tail call double @llvm.fmuladd.f64(double %80, double 0xBFDC5251EF758485, double %456)
  %458 = tail call double @llvm.fmuladd.f64(double %82, double -4.990000e-01, double %457)
  %459 = load double, ptr %382, align 8, !tbaa !6
  %460 = load double, ptr %381, align 8, !tbaa !6
  %461 = load double, ptr %380, align 8, !tbaa !6
  %462 = load double, ptr %379, align 8, !tbaa !6
  %463 = load double, ptr %378, align 8, !tbaa !6
  %464 = load double, ptr %377, align 8, !tbaa !6
  %465 = load double, ptr %376, align 8, !tbaa !6
  %466 = load double, ptr %375, align 8, !tbaa !6
  %467 = load double, ptr %374, align 8, !tbaa !6
  %468 = load double, ptr %373, align 8, !tbaa !6
  %469 = load double, ptr %372, align 8, !tbaa !6
  %470 = tail call double @llvm.fmuladd.f64(double %84, double 0x3FEFF7CED916872B, double 0.000000e+00)
  %471 = tail call double @llvm.fmuladd.f64(double %469, double 0x3FEA319F7270B590, double %470)
  %472 = tail call double @llvm.fmuladd.f64(double %468, double 0x3FE47DE6E8FAC844, double %471)
  %473 = tail call double @llvm.fmuladd.f64(double %467, double 0x3FDDAD114A507229, double %472)
  %474 = tail call double @llvm.fmuladd.f64(double %466, double 0x3FD2FE44DB438298, double %473)
  %475 = tail call double @llvm.fmuladd.f64(double %465, double 0x3FC1C65EAB6B6AEE, double %474)
  %476 = tail call double @llvm.fmuladd.f64(double %464, double 0xBF860D0EAE4033F4, double %475)
  %477 = tail call double @llvm.fmuladd.f64(double %463, double 0xBFC26A8DF1C4602B, double %476)
  %478 = tail call double @llvm.fmuladd.f64(double %462, double 0xBFD0B7A563B3E24B, double %477)
  %479 = tail call double @llvm.fmuladd.f64(double %461, double 0xBFD743BCE50024A3, double %478)
  %480 = tail call double @llvm.fmuladd.f64(double %460, double 0xBFDC5251EF758485, double %479)
  %481 = tail call double @llvm.fmuladd.f64(double %459, double -4.990000e-01, double %480)
  %482 = load double, ptr %395, align 8, !tbaa !6
  %483 = fdiv double %481, %482
  %484 = getelementptr inbounds i8, ptr %2, i64 88
  %485 = load double, ptr %484, align 8, !tbaa !6
  %486 = fneg double %485
  %487 = tail call double @llvm.fmuladd.f64(double %486, double %483, double %458)
  %488 = load double, ptr %392, align 8, !tbaa !6
  %489 = fdiv double %487, %488
  %490 = getelementptr inbounds i8, ptr %2, i64 56
  %491 = load double, ptr %490, align 8, !tbaa !6
  %492 = fneg double %491
  %493 = getelementptr inbounds i8, ptr %2, i64 48
  %494 = load double, ptr %493, align 8, !tbaa !6
  %495 = fneg double %494
  %496 = tail call double @llvm.fmuladd.f64(double %495, double %489, double %446)
  %497 = tail call double @llvm.fmuladd.f64(double %492, double %483, double %496)
  %498 = load double, ptr %389, align 8, !tbaa !6
  %499 = fdiv double %497, %498
  %500 = getelementptr inbounds i8, ptr %2, i64 24
  %501 = load double, ptr %500, align 8, !tbaa !6
  %502 = fneg double %501
  %503 = getelementptr inbounds i8, ptr %2, i64 16
  %504 = load double, ptr %503, align 8, !tbaa !6
  %505 = fneg double %504
  %506 = getelementptr inbounds i8, ptr %2, i64 8
  %507 = load double, ptr %506, align 8, !tbaa !6
  %508 = fneg double %507
  %509 = tail call double @llvm.fmuladd.f64(double %508, double %499, double %422)
  %510 = tail call double @llvm.fmuladd.f64(double %505, double %489, double %509)
  %511 = tail call double @llvm.fmuladd.f64(double %502, double %483, double %510)
  %512 = load double, ptr %2, align 8, !tbaa !6
  %513 = fdiv double %511, %512
  %514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %513)
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %499)
  %516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %489)
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %483)
  %518 = insertelement <2 x double> poison, double %513, i64 0
  %519 = shufflevector <2 x double> %518, <2 x double> poison, <2 x i32> zeroinitializer
  %520 = insertelement <2 x double> poison, double %499, i64 0
  %521 = shufflevector <2 x double> %520, <2 x double> poison, <2 x i32> zeroinitializer
  %522 = insertelement <2 x double> poison, double %489, i64 0
  %523 = shufflevector <2 x double> %522, <2 x double> poison, <2 x i32> zeroinitializer
  %524 = insertelement <2 x double> poison, double %483, i64 0
  %525 = shufflevector <2 x double> %524, <2 x double> poison, <2 x i32> zeroinitializer
  %526 = fadd <2 x double> %525, zeroinitializer
  %527 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %526, <2 x double> <double 0.000000e+00, double 0x3FB745D1745D1746>, <2 x double> %523)
  %528 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %527, <2 x double> <double 0.000000e+00, double 0x3FB745D1745D1746>, <2 x double> %521)
  %529 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %528, <2 x double> <double 0.000000e+00, double 0x3FB745D1745D1746>, <2 x double> %519)
  %530 = fadd <2 x double> %529, <double 0xBFEFF7CED916872B, double 0xBFEA319F7270B590>
  %531 = fmul <2 x double> %530, %530
  %532 = tail call double @llvm.vector.reduce.fadd.v2f64(double 0.000000e+00, <2 x double> %531)
  %533 = fadd <2 x double> %525, zeroinitializer
  %534 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %533, <2 x double> <double 0x3FC745D1745D1746, double 0x3FD1745D1745D174>, <2 x double> %523)
  %535 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %534, <2 x double> <double 0x3FC745D1745D1746, double 0x3FD1745D1745D174>, <2 x double> %521)
  %536 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %535, <2 x double> <double 0x3FC745D1745D1746, double 0x3FD1745D1745D174>, <2 x double> %519)
  %537 = fadd <2 x double> %536, <double 0xBFE47DE6E8FAC844, double 0xBFDDAD114A507229>
  %538 = fmul <2 x double> %537, %537
  %539 = tail call double @llvm.vector.reduce.fadd.v2f64(double %532, <2 x double> %538)
  %540 = fadd <2 x double> %525, zeroinitializer
  %541 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %540, <2 x double> <double 0x3FD745D1745D1746, double 0x3FDD1745D1745D17>, <2 x double> %523)
  %542 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %541, <2 x double> <double 0x3FD745D1745D1746, double 0x3FDD1745D1745D17>, <2 x double> %521)
  %543 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> <double 0x3FD745D1745D1746, double 0x3FDD1745D1745D17>, <2 x double> %519)
  %544 = fadd <2 x double> %543, <double 0xBFD2FE44DB438298, double 0xBFC1C65EAB6B6AEE>
  %545 = fmul <2 x double> %544, %544
  %546 = tail call double @llvm.vector.reduce.fadd.v2f64(double %539, <2 x double> %545)
  %547 = fadd <2 x double> %525, zeroinitializer
  %548 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %547, <2 x double> <double 0x3FE1745D1745D174, double 0x3FE45D1745D1745D>, <2 x double> %523)
  %549 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %548, <2 x double> <double 0x3FE1745D1745D174, double 0x3FE45D1745D1745D>, <2 x double> %521)
  %550 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %549, <2 x double> <double 0x3FE1745D1745D174, double 0x3FE45D1745D1745D>, <2 x double> %519)
  %551 = fadd <2 x double> %550, <double 0x3F860D0EAE4033F4, double 0x3FC26A8DF1C4602B>
  %552 = fmul <2 x double> %551, %551
  %553 = tail call double @llvm.vector.reduce.fadd.v2f64(double %546, <2 x double> %552)
  %554 = fadd <2 x double> %525, zeroinitializer
  %555 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %554, <2 x double> <double 0x3FE745D1745D1746, double 0x3FEA2E8BA2E8BA2F>, <2 x double> %523)
  %556 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %555, <2 x double> <double 0x3FE745D1745D1746, double 0x3FEA2E8BA2E8BA2F>, <2 x double> %521)
  %557 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %556, <2 x double> <double 0x3FE745D1745D1746, double 0x3FEA2E8BA2E8BA2F>, <2 x double> %519)
  %558 = fadd <2 x double> %557, <double 0x3FD0B7A563B3E24B, double 0x3FD743BCE50024A3>
  %559 = fmul <2 x double> %558, %558
  %560 = tail call double @llvm.vector.reduce.fadd.v2f64(double %553, <2 x double> %559)
  %561 = fadd <2 x double> %525, zeroinitializer
  %562 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %561, <2 x double> <double 0x3FED1745D1745D17, double 1.000000e+00>, <2 x double> %523)
  %563 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %562, <2 x double> <double 0x3FED1745D1745D17, double 1.000000e+00>, <2 x double> %521)
  %564 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %563, <2 x double> <double 0x3FED1745D1745D17, double 1.000000e+00>, <2 x double> %519)
  %565 = fadd <2 x double> %564, <double 0x3FDC5251EF758485, double 4.990000e-01>
  %566 = fmul <2 x double> %565, %565
  %567 = tail call double @llvm.vector.reduce.fadd.v2f64(double %560, <2 x double> %566)
  %568 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %567)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!13 = distinct !{!13, !11}
