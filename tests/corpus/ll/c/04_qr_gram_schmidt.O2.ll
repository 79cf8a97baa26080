; ModuleID = 'c/04_qr_gram_schmidt.c'
source_filename = "c/04_qr_gram_schmidt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"orthogonality error small: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"R diag:\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"c[%d] = %+.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"rss = %.6e\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x [4 x double]], align 16
  %2 = alloca [12 x [4 x double]], align 16
  %3 = alloca [4 x [4 x double]], align 16
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #8
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %25, %5 ]
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %26, %5 ]
  %8 = uitofp <2 x i32> %7 to <2 x double>
  %9 = fdiv <2 x double> %8, <double 1.100000e+01, double 1.100000e+01>
  %10 = fmul <2 x double> %9, %9
  %11 = fmul <2 x double> %9, %10
  %12 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %6
  %13 = shufflevector <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %14 = shufflevector <2 x double> %10, <2 x double> %11, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %15 = shufflevector <4 x double> %13, <4 x double> %14, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %15, ptr %12, align 16, !tbaa !5
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %9, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %17 = fmul <2 x double> %9, <double 5.000000e-01, double 5.000000e-01>
  %18 = fmul <2 x double> %9, %17
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %9, <2 x double> %16)
  %20 = urem <2 x i32> %7, <i32 3, i32 3>
  %21 = add nsw <2 x i32> %20, <i32 -1, i32 -1>
  %22 = sitofp <2 x i32> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 1.000000e-03, double 1.000000e-03>, <2 x double> %19)
  %24 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %6
  store <2 x double> %23, ptr %24, align 16, !tbaa !5
  %25 = add nuw i64 %6, 2
  %26 = add <2 x i32> %7, <i32 2, i32 2>
  %27 = icmp eq i64 %25, 12
  br i1 %27, label %28, label %5, !llvm.loop !9

28:                                               ; preds = %5
  %29 = load <2 x double>, ptr %1, align 16, !tbaa !5
  store <2 x double> %29, ptr %2, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = load <2 x double>, ptr %30, align 16, !tbaa !5
  store <2 x double> %32, ptr %31, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %1, i64 32
  %34 = getelementptr inbounds i8, ptr %2, i64 32
  %35 = load <2 x double>, ptr %33, align 16, !tbaa !5
  store <2 x double> %35, ptr %34, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 48
  %37 = getelementptr inbounds i8, ptr %2, i64 48
  %38 = load <2 x double>, ptr %36, align 16, !tbaa !5
  store <2 x double> %38, ptr %37, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %1, i64 64
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = load <2 x double>, ptr %39, align 16, !tbaa !5
  store <2 x double> %41, ptr %40, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %1, i64 80
  %43 = getelementptr inbounds i8, ptr %2, i64 80
  %44 = load <2 x double>, ptr %42, align 16, !tbaa !5
  store <2 x double> %44, ptr %43, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  %46 = getelementptr inbounds i8, ptr %2, i64 96
  %47 = load <2 x double>, ptr %45, align 16, !tbaa !5
  store <2 x double> %47, ptr %46, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = getelementptr inbounds i8, ptr %2, i64 112
  %50 = load <2 x double>, ptr %48, align 16, !tbaa !5
  store <2 x double> %50, ptr %49, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %1, i64 128
  %52 = getelementptr inbounds i8, ptr %2, i64 128
  %53 = load <2 x double>, ptr %51, align 16, !tbaa !5
  store <2 x double> %53, ptr %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %1, i64 144
  %55 = getelementptr inbounds i8, ptr %2, i64 144
  %56 = load <2 x double>, ptr %54, align 16, !tbaa !5
  store <2 x double> %56, ptr %55, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %1, i64 160
  %58 = getelementptr inbounds i8, ptr %2, i64 160
  %59 = load <2 x double>, ptr %57, align 16, !tbaa !5
  store <2 x double> %59, ptr %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %1, i64 176
  %61 = getelementptr inbounds i8, ptr %2, i64 176
  %62 = load <2 x double>, ptr %60, align 16, !tbaa !5
  store <2 x double> %62, ptr %61, align 16, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %1, i64 192
  %64 = getelementptr inbounds i8, ptr %2, i64 192
  %65 = load <2 x double>, ptr %63, align 16, !tbaa !5
  store <2 x double> %65, ptr %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %1, i64 208
  %67 = getelementptr inbounds i8, ptr %2, i64 208
  %68 = load <2 x double>, ptr %66, align 16, !tbaa !5
  store <2 x double> %68, ptr %67, align 16, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %1, i64 224
  %70 = getelementptr inbounds i8, ptr %2, i64 224
  %71 = load <2 x double>, ptr %69, align 16, !tbaa !5
  store <2 x double> %71, ptr %70, align 16, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %1, i64 240
  %73 = getelementptr inbounds i8, ptr %2, i64 240
  %74 = load <2 x double>, ptr %72, align 16, !tbaa !5
  store <2 x double> %74, ptr %73, align 16, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %1, i64 256
  %76 = getelementptr inbounds i8, ptr %2, i64 256
  %77 = load <2 x double>, ptr %75, align 16, !tbaa !5
  store <2 x double> %77, ptr %76, align 16, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %1, i64 272
  %79 = getelementptr inbounds i8, ptr %2, i64 272
  %80 = load <2 x double>, ptr %78, align 16, !tbaa !5
  store <2 x double> %80, ptr %79, align 16, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %1, i64 288
  %82 = getelementptr inbounds i8, ptr %2, i64 288
  %83 = load <2 x double>, ptr %81, align 16, !tbaa !5
  store <2 x double> %83, ptr %82, align 16, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %1, i64 304
  %85 = getelementptr inbounds i8, ptr %2, i64 304
  %86 = load <2 x double>, ptr %84, align 16, !tbaa !5
  store <2 x double> %86, ptr %85, align 16, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %1, i64 320
  %88 = getelementptr inbounds i8, ptr %2, i64 320
  %89 = load <2 x double>, ptr %87, align 16, !tbaa !5
  store <2 x double> %89, ptr %88, align 16, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %1, i64 336
  %91 = getelementptr inbounds i8, ptr %2, i64 336
  %92 = load <2 x double>, ptr %90, align 16, !tbaa !5
  store <2 x double> %92, ptr %91, align 16, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %1, i64 352
  %94 = getelementptr inbounds i8, ptr %2, i64 352
  %95 = load <2 x double>, ptr %93, align 16, !tbaa !5
  store <2 x double> %95, ptr %94, align 16, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %1, i64 368
  %97 = getelementptr inbounds i8, ptr %2, i64 368
  %98 = load <2 x double>, ptr %96, align 16, !tbaa !5
  store <2 x double> %98, ptr %97, align 16, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false), !tbaa !5
  br label %102

99:                                               ; preds = %157, %102
  %100 = add nuw nsw i64 %104, 1
  %101 = icmp eq i64 %155, 4
  br i1 %101, label %234, label %102, !llvm.loop !13

102:                                              ; preds = %99, %28
  %103 = phi i64 [ 0, %28 ], [ %155, %99 ]
  %104 = phi i64 [ 1, %28 ], [ %100, %99 ]
  %105 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %103
  %106 = load double, ptr %105, align 8, !tbaa !5
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %106, double 0.000000e+00)
  %108 = getelementptr inbounds [4 x double], ptr %2, i64 1, i64 %103
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %109, double %107)
  %111 = getelementptr inbounds [4 x double], ptr %2, i64 2, i64 %103
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %112, double %110)
  %114 = getelementptr inbounds [4 x double], ptr %2, i64 3, i64 %103
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %113)
  %117 = getelementptr inbounds [4 x double], ptr %2, i64 4, i64 %103
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %118, double %116)
  %120 = getelementptr inbounds [4 x double], ptr %2, i64 5, i64 %103
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %121, double %119)
  %123 = getelementptr inbounds [4 x double], ptr %2, i64 6, i64 %103
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %124, double %122)
  %126 = getelementptr inbounds [4 x double], ptr %2, i64 7, i64 %103
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %127, double %125)
  %129 = getelementptr inbounds [4 x double], ptr %2, i64 8, i64 %103
  %130 = load double, ptr %129, align 8, !tbaa !5
  %131 = tail call double @llvm.fmuladd.f64(double %130, double %130, double %128)
  %132 = getelementptr inbounds [4 x double], ptr %2, i64 9, i64 %103
  %133 = load double, ptr %132, align 8, !tbaa !5
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %133, double %131)
  %135 = getelementptr inbounds [4 x double], ptr %2, i64 10, i64 %103
  %136 = load double, ptr %135, align 8, !tbaa !5
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %136, double %134)
  %138 = getelementptr inbounds [4 x double], ptr %2, i64 11, i64 %103
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %139, double %137)
  %141 = tail call double @sqrt(double noundef %140) #8
  %142 = getelementptr inbounds [4 x double], ptr %3, i64 %103, i64 %103
  store double %141, ptr %142, align 8, !tbaa !5
  %143 = fdiv double %106, %141
  store double %143, ptr %105, align 8, !tbaa !5
  %144 = fdiv double %109, %141
  store double %144, ptr %108, align 8, !tbaa !5
  %145 = fdiv double %112, %141
  store double %145, ptr %111, align 8, !tbaa !5
  %146 = fdiv double %115, %141
  store double %146, ptr %114, align 8, !tbaa !5
  %147 = fdiv double %118, %141
  store double %147, ptr %117, align 8, !tbaa !5
  %148 = fdiv double %121, %141
  store double %148, ptr %120, align 8, !tbaa !5
  %149 = fdiv double %124, %141
  store double %149, ptr %123, align 8, !tbaa !5
  %150 = fdiv double %127, %141
  store double %150, ptr %126, align 8, !tbaa !5
  %151 = fdiv double %130, %141
  store double %151, ptr %129, align 8, !tbaa !5
  %152 = fdiv double %133, %141
  store double %152, ptr %132, align 8, !tbaa !5
  %153 = fdiv double %136, %141
  store double %153, ptr %135, align 8, !tbaa !5
  %154 = fdiv double %139, %141
  store double %154, ptr %138, align 8, !tbaa !5
  %155 = add nuw nsw i64 %103, 1
  %156 = icmp ult i64 %103, 3
  br i1 %156, label %157, label %99

157:                                              ; preds = %102, %157
  %158 = phi i64 [ %232, %157 ], [ %104, %102 ]
  %159 = load double, ptr %105, align 8, !tbaa !5
  %160 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %158
  %161 = load double, ptr %160, align 8, !tbaa !5
  %162 = tail call double @llvm.fmuladd.f64(double %159, double %161, double 0.000000e+00)
  %163 = load double, ptr %108, align 8, !tbaa !5
  %164 = getelementptr inbounds [4 x double], ptr %2, i64 1, i64 %158
  %165 = load double, ptr %164, align 8, !tbaa !5
  %166 = tail call double @llvm.fmuladd.f64(double %163, double %165, double %162)
  %167 = load double, ptr %111, align 8, !tbaa !5
  %168 = getelementptr inbounds [4 x double], ptr %2, i64 2, i64 %158
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = tail call double @llvm.fmuladd.f64(double %167, double %169, double %166)
  %171 = load double, ptr %114, align 8, !tbaa !5
  %172 = getelementptr inbounds [4 x double], ptr %2, i64 3, i64 %158
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = tail call double @llvm.fmuladd.f64(double %171, double %173, double %170)
  %175 = load double, ptr %117, align 8, !tbaa !5
  %176 = getelementptr inbounds [4 x double], ptr %2, i64 4, i64 %158
  %177 = load double, ptr %176, align 8, !tbaa !5
  %178 = tail call double @llvm.fmuladd.f64(double %175, double %177, double %174)
  %179 = load double, ptr %120, align 8, !tbaa !5
  %180 = getelementptr inbounds [4 x double], ptr %2, i64 5, i64 %158
  %181 = load double, ptr %180, align 8, !tbaa !5
  %182 = tail call double @llvm.fmuladd.f64(double %179, double %181, double %178)
  %183 = load double, ptr %123, align 8, !tbaa !5
  %184 = getelementptr inbounds [4 x double], ptr %2, i64 6, i64 %158
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = tail call double @llvm.fmuladd.f64(double %183, double %185, double %182)
  %187 = load double, ptr %126, align 8, !tbaa !5
  %188 = getelementptr inbounds [4 x double], ptr %2, i64 7, i64 %158
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %186)
  %191 = load double, ptr %129, align 8, !tbaa !5
  %192 = getelementptr inbounds [4 x double], ptr %2, i64 8, i64 %158
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = tail call double @llvm.fmuladd.f64(double %191, double %193, double %190)
  %195 = load double, ptr %132, align 8, !tbaa !5
  %196 = getelementptr inbounds [4 x double], ptr %2, i64 9, i64 %158
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = tail call double @llvm.fmuladd.f64(double %195, double %197, double %194)
  %199 = load double, ptr %135, align 8, !tbaa !5
  %200 = getelementptr inbounds [4 x double], ptr %2, i64 10, i64 %158
  %201 = load double, ptr %200, align 8, !tbaa !5
  %202 = tail call double @llvm.fmuladd.f64(double %199, double %201, double %198)
  %203 = load double, ptr %138, align 8, !tbaa !5
  %204 = getelementptr inbounds [4 x double], ptr %2, i64 11, i64 %158
  %205 = load double, ptr %204, align 8, !tbaa !5
  %206 = tail call double @llvm.fmuladd.f64(double %203, double %205, double %202)
  %207 = getelementptr inbounds [4 x double], ptr %3, i64 %103, i64 %158
  store double %206, ptr %207, align 8, !tbaa !5
  %208 = fneg double %206
  %209 = tail call double @llvm.fmuladd.f64(double %208, double %159, double %161)
  store double %209, ptr %160, align 8, !tbaa !5
  %210 = load double, ptr %108, align 8, !tbaa !5
  %211 = tail call double @llvm.fmuladd.f64(double %208, double %210, double %165)
  store double %211, ptr %164, align 8, !tbaa !5
  %212 = load double, ptr %111, align 8, !tbaa !5
  %213 = tail call double @llvm.fmuladd.f64(double %208, double %212, double %169)
  store double %213, ptr %168, align 8, !tbaa !5
  %214 = load double, ptr %114, align 8, !tbaa !5
  %215 = tail call double @llvm.fmuladd.f64(double %208, double %214, double %173)
  store double %215, ptr %172, align 8, !tbaa !5
  %216 = load double, ptr %117, align 8, !tbaa !5
  %217 = tail call double @llvm.fmuladd.f64(double %208, double %216, double %177)
  store double %217, ptr %176, align 8, !tbaa !5
  %218 = load double, ptr %120, align 8, !tbaa !5
  %219 = tail call double @llvm.fmuladd.f64(double %208, double %218, double %181)
  store double %219, ptr %180, align 8, !tbaa !5
  %220 = load double, ptr %123, align 8, !tbaa !5
  %221 = tail call double @llvm.fmuladd.f64(double %208, double %220, double %185)
  store double %221, ptr %184, align 8, !tbaa !5
  %222 = load double, ptr %126, align 8, !tbaa !5
  %223 = tail call double @llvm.fmuladd.f64(double %208, double %222, double %189)
  store double %223, ptr %188, align 8, !tbaa !5
  %224 = load double, ptr %129, align 8, !tbaa !5
  %225 = tail call double @llvm.fmuladd.f64(double %208, double %224, double %193)
  store double %225, ptr %192, align 8, !tbaa !5
  %226 = load double, ptr %132, align 8, !tbaa !5
  %227 = tail call double @llvm.fmuladd.f64(double %208, double %226, double %197)
  store double %227, ptr %196, align 8, !tbaa !5
  %228 = load double, ptr %135, align 8, !tbaa !5
  %229 = tail call double @llvm.fmuladd.f64(double %208, double %228, double %201)
  store double %229, ptr %200, align 8, !tbaa !5
  %230 = load double, ptr %138, align 8, !tbaa !5
  %231 = tail call double @llvm.fmuladd.f64(double %208, double %230, double %205)
  store double %231, ptr %204, align 8, !tbaa !5
  %232 = add nuw nsw i64 %158, 1
  %233 = icmp eq i64 %232, 4
  br i1 %233, label %99, label %157, !llvm.loop !14

234:                                              ; preds = %99, %467
  %235 = phi i64 [ %468, %467 ], [ 0, %99 ]
  %236 = phi double [ %464, %467 ], [ 0.000000e+00, %99 ]
  %237 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 0, i64 %235
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 1, i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 2, i64 %235
  %242 = load double, ptr %241, align 8, !tbaa !5
  %243 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 3, i64 %235
  %244 = load double, ptr %243, align 8, !tbaa !5
  %245 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 4, i64 %235
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 5, i64 %235
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 6, i64 %235
  %250 = load double, ptr %249, align 8, !tbaa !5
  %251 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 7, i64 %235
  %252 = load double, ptr %251, align 8, !tbaa !5
  %253 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 8, i64 %235
  %254 = load double, ptr %253, align 8, !tbaa !5
  %255 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 9, i64 %235
  %256 = load double, ptr %255, align 8, !tbaa !5
  %257 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 10, i64 %235
  %258 = load double, ptr %257, align 8, !tbaa !5
  %259 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 11, i64 %235
  %260 = load double, ptr %259, align 8, !tbaa !5
  br label %421

261:                                              ; preds = %467
  %262 = fcmp olt double %464, 0x3D719799812DEA11
  %263 = zext i1 %262 to i32
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %263)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %266 = load double, ptr %3, align 16, !tbaa !5
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %266)
  %268 = getelementptr inbounds i8, ptr %3, i64 40
  %269 = load double, ptr %268, align 8, !tbaa !5
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %269)
  %271 = getelementptr inbounds i8, ptr %3, i64 80
  %272 = load double, ptr %271, align 16, !tbaa !5
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %272)
  %274 = getelementptr inbounds i8, ptr %3, i64 120
  %275 = load double, ptr %274, align 8, !tbaa !5
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %275)
  %277 = tail call i32 @putchar(i32 10)
  %278 = getelementptr inbounds i8, ptr %4, i64 88
  %279 = load double, ptr %278, align 8, !tbaa !5
  %280 = insertelement <2 x double> poison, double %279, i64 0
  %281 = shufflevector <2 x double> %280, <2 x double> poison, <2 x i32> zeroinitializer
  %282 = getelementptr inbounds i8, ptr %4, i64 80
  %283 = load <2 x double>, ptr %282, align 16
  %284 = shufflevector <2 x double> %283, <2 x double> poison, <2 x i32> zeroinitializer
  %285 = getelementptr inbounds i8, ptr %4, i64 72
  %286 = load <2 x double>, ptr %285, align 8
  %287 = shufflevector <2 x double> %286, <2 x double> poison, <2 x i32> zeroinitializer
  %288 = getelementptr inbounds i8, ptr %4, i64 64
  %289 = load <2 x double>, ptr %288, align 16
  %290 = shufflevector <2 x double> %289, <2 x double> poison, <2 x i32> zeroinitializer
  %291 = getelementptr inbounds i8, ptr %4, i64 56
  %292 = load <2 x double>, ptr %291, align 8
  %293 = shufflevector <2 x double> %292, <2 x double> poison, <2 x i32> zeroinitializer
  %294 = getelementptr inbounds i8, ptr %4, i64 48
  %295 = load <2 x double>, ptr %294, align 16
  %296 = shufflevector <2 x double> %295, <2 x double> poison, <2 x i32> zeroinitializer
  %297 = getelementptr inbounds i8, ptr %4, i64 40
  %298 = load <2 x double>, ptr %297, align 8
  %299 = shufflevector <2 x double> %298, <2 x double> poison, <2 x i32> zeroinitializer
  %300 = getelementptr inbounds i8, ptr %4, i64 32
  %301 = load <2 x double>, ptr %300, align 16
  %302 = shufflevector <2 x double> %301, <2 x double> poison, <2 x i32> zeroinitializer
  %303 = getelementptr inbounds i8, ptr %4, i64 24
  %304 = load <2 x double>, ptr %303, align 8
  %305 = shufflevector <2 x double> %304, <2 x double> poison, <2 x i32> zeroinitializer
  %306 = getelementptr inbounds i8, ptr %4, i64 16
  %307 = load <2 x double>, ptr %306, align 16
  %308 = shufflevector <2 x double> %307, <2 x double> poison, <2 x i32> zeroinitializer
  %309 = getelementptr inbounds i8, ptr %4, i64 8
  %310 = load <2 x double>, ptr %309, align 8
  %311 = shufflevector <2 x double> %310, <2 x double> poison, <2 x i32> zeroinitializer
  %312 = load <2 x double>, ptr %4, align 16
  %313 = shufflevector <2 x double> %312, <2 x double> poison, <2 x i32> zeroinitializer
  %314 = load <2 x double>, ptr %2, align 16, !tbaa !5
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %314, <2 x double> %313, <2 x double> zeroinitializer)
  %316 = getelementptr inbounds i8, ptr %2, i64 32
  %317 = load <2 x double>, ptr %316, align 16, !tbaa !5
  %318 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %317, <2 x double> %311, <2 x double> %315)
  %319 = getelementptr inbounds i8, ptr %2, i64 64
  %320 = load <2 x double>, ptr %319, align 16, !tbaa !5
  %321 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> %308, <2 x double> %318)
  %322 = getelementptr inbounds i8, ptr %2, i64 96
  %323 = load <2 x double>, ptr %322, align 16, !tbaa !5
  %324 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %323, <2 x double> %305, <2 x double> %321)
  %325 = getelementptr inbounds i8, ptr %2, i64 128
  %326 = load <2 x double>, ptr %325, align 16, !tbaa !5
  %327 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %326, <2 x double> %302, <2 x double> %324)
  %328 = getelementptr inbounds i8, ptr %2, i64 160
  %329 = load <2 x double>, ptr %328, align 16, !tbaa !5
  %330 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %329, <2 x double> %299, <2 x double> %327)
  %331 = getelementptr inbounds i8, ptr %2, i64 192
  %332 = load <2 x double>, ptr %331, align 16, !tbaa !5
  %333 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %332, <2 x double> %296, <2 x double> %330)
  %334 = getelementptr inbounds i8, ptr %2, i64 224
  %335 = load <2 x double>, ptr %334, align 16, !tbaa !5
  %336 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %293, <2 x double> %333)
  %337 = getelementptr inbounds i8, ptr %2, i64 256
  %338 = load <2 x double>, ptr %337, align 16, !tbaa !5
  %339 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %338, <2 x double> %290, <2 x double> %336)
  %340 = getelementptr inbounds i8, ptr %2, i64 288
  %341 = load <2 x double>, ptr %340, align 16, !tbaa !5
  %342 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %341, <2 x double> %287, <2 x double> %339)
  %343 = getelementptr inbounds i8, ptr %2, i64 320
  %344 = load <2 x double>, ptr %343, align 16, !tbaa !5
  %345 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %344, <2 x double> %284, <2 x double> %342)
  %346 = getelementptr inbounds i8, ptr %2, i64 352
  %347 = load <2 x double>, ptr %346, align 16, !tbaa !5
  %348 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> %281, <2 x double> %345)
  %349 = getelementptr inbounds i8, ptr %2, i64 16
  %350 = load <2 x double>, ptr %349, align 16, !tbaa !5
  %351 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %350, <2 x double> %313, <2 x double> zeroinitializer)
  %352 = getelementptr inbounds i8, ptr %2, i64 48
  %353 = load <2 x double>, ptr %352, align 16, !tbaa !5
  %354 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %353, <2 x double> %311, <2 x double> %351)
  %355 = getelementptr inbounds i8, ptr %2, i64 80
  %356 = load <2 x double>, ptr %355, align 16, !tbaa !5
  %357 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> %308, <2 x double> %354)
  %358 = getelementptr inbounds i8, ptr %2, i64 112
  %359 = load <2 x double>, ptr %358, align 16, !tbaa !5
  %360 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %359, <2 x double> %305, <2 x double> %357)
  %361 = getelementptr inbounds i8, ptr %2, i64 144
  %362 = load <2 x double>, ptr %361, align 16, !tbaa !5
  %363 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %362, <2 x double> %302, <2 x double> %360)
  %364 = getelementptr inbounds i8, ptr %2, i64 176
  %365 = load <2 x double>, ptr %364, align 16, !tbaa !5
  %366 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %365, <2 x double> %299, <2 x double> %363)
  %367 = getelementptr inbounds i8, ptr %2, i64 208
  %368 = load <2 x double>, ptr %367, align 16, !tbaa !5
  %369 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %368, <2 x double> %296, <2 x double> %366)
  %370 = getelementptr inbounds i8, ptr %2, i64 240
  %371 = load <2 x double>, ptr %370, align 16, !tbaa !5
  %372 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %371, <2 x double> %293, <2 x double> %369)
  %373 = getelementptr inbounds i8, ptr %2, i64 272
  %374 = load <2 x double>, ptr %373, align 16, !tbaa !5
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %374, <2 x double> %290, <2 x double> %372)
  %376 = getelementptr inbounds i8, ptr %2, i64 304
  %377 = load <2 x double>, ptr %376, align 16, !tbaa !5
  %378 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %377, <2 x double> %287, <2 x double> %375)
  %379 = getelementptr inbounds i8, ptr %2, i64 336
  %380 = load <2 x double>, ptr %379, align 16, !tbaa !5
  %381 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %284, <2 x double> %378)
  %382 = getelementptr inbounds i8, ptr %2, i64 368
  %383 = load <2 x double>, ptr %382, align 16, !tbaa !5
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %383, <2 x double> %281, <2 x double> %381)
  %385 = extractelement <2 x double> %384, i64 1
  %386 = fdiv double %385, %275
  %387 = getelementptr inbounds i8, ptr %3, i64 88
  %388 = load double, ptr %387, align 8, !tbaa !5
  %389 = fneg double %388
  %390 = extractelement <2 x double> %384, i64 0
  %391 = tail call double @llvm.fmuladd.f64(double %389, double %386, double %390)
  %392 = fdiv double %391, %272
  %393 = getelementptr inbounds i8, ptr %3, i64 56
  %394 = load double, ptr %393, align 8, !tbaa !5
  %395 = fneg double %394
  %396 = getelementptr inbounds i8, ptr %3, i64 48
  %397 = load double, ptr %396, align 16, !tbaa !5
  %398 = fneg double %397
  %399 = extractelement <2 x double> %348, i64 1
  %400 = tail call double @llvm.fmuladd.f64(double %398, double %392, double %399)
  %401 = tail call double @llvm.fmuladd.f64(double %395, double %386, double %400)
  %402 = fdiv double %401, %269
  %403 = getelementptr inbounds i8, ptr %3, i64 24
  %404 = load double, ptr %403, align 8, !tbaa !5
  %405 = fneg double %404
  %406 = getelementptr inbounds i8, ptr %3, i64 16
  %407 = load double, ptr %406, align 16, !tbaa !5
  %408 = fneg double %407
  %409 = getelementptr inbounds i8, ptr %3, i64 8
  %410 = load double, ptr %409, align 8, !tbaa !5
  %411 = fneg double %410
  %412 = extractelement <2 x double> %348, i64 0
  %413 = tail call double @llvm.fmuladd.f64(double %411, double %402, double %412)
  %414 = tail call double @llvm.fmuladd.f64(double %408, double %392, double %413)
  %415 = tail call double @llvm.fmuladd.f64(double %405, double %386, double %414)
  %416 = fdiv double %415, %266
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %416)
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %402)
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %392)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %386)
  br label %470

421:                                              ; preds = %234, %421
  %422 = phi i64 [ 0, %234 ], [ %465, %421 ]
  %423 = phi double [ %236, %234 ], [ %464, %421 ]
  %424 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 0, i64 %422
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = tail call double @llvm.fmuladd.f64(double %238, double %425, double 0.000000e+00)
  %427 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 1, i64 %422
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = tail call double @llvm.fmuladd.f64(double %240, double %428, double %426)
  %430 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 2, i64 %422
  %431 = load double, ptr %430, align 8, !tbaa !5
  %432 = tail call double @llvm.fmuladd.f64(double %242, double %431, double %429)
  %433 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 3, i64 %422
  %434 = load double, ptr %433, align 8, !tbaa !5
  %435 = tail call double @llvm.fmuladd.f64(double %244, double %434, double %432)
  %436 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 4, i64 %422
  %437 = load double, ptr %436, align 8, !tbaa !5
  %438 = tail call double @llvm.fmuladd.f64(double %246, double %437, double %435)
  %439 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 5, i64 %422
  %440 = load double, ptr %439, align 8, !tbaa !5
  %441 = tail call double @llvm.fmuladd.f64(double %248, double %440, double %438)
  %442 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 6, i64 %422
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = tail call double @llvm.fmuladd.f64(double %250, double %443, double %441)
  %445 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 7, i64 %422
  %446 = load double, ptr %445, align 8, !tbaa !5
  %447 = tail call double @llvm.fmuladd.f64(double %252, double %446, double %444)
  %448 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 8, i64 %422
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = tail call double @llvm.fmuladd.f64(double %254, double %449, double %447)
  %451 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 9, i64 %422
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = tail call double @llvm.fmuladd.f64(double %256, double %452, double %450)
  %454 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 10, i64 %422
  %455 = load double, ptr %454, align 8, !tbaa !5
  %456 = tail call double @llvm.fmuladd.f64(double %258, double %455, double %453)
  %457 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 11, i64 %422
  %458 = load double, ptr %457, align 8, !tbaa !5
  %459 = tail call double @llvm.fmuladd.f64(double %260, double %458, double %456)
  %460 = icmp eq i64 %235, %422
  %461 = uitofp i1 %460 to double
  %462 = fsub double %459, %461
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = tail call double @llvm.maxnum.f64(double %423, double %463)
  %465 = add nuw nsw i64 %422, 1
  %466 = icmp eq i64 %465, 4
  br i1 %466, label %467, label %421, !llvm.loop !15

467:                                              ; preds = %421
  %468 = add nuw nsw i64 %235, 1
  %469 = icmp eq i64 %468, 4
  br i1 %469, label %261, label %234, !llvm.loop !16

470:                                              ; preds = %261, %470
  %471 = phi i64 [ 0, %261 ], [ %483, %470 ]
  %472 = phi double [ 0.000000e+00, %261 ], [ %482, %470 ]
  %473 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %471, i64 1
  %474 = load double, ptr %473, align 8, !tbaa !5
  %475 = tail call double @llvm.fmuladd.f64(double %474, double 0.000000e+00, double %386)
  %476 = tail call double @llvm.fmuladd.f64(double %475, double %474, double %392)
  %477 = tail call double @llvm.fmuladd.f64(double %476, double %474, double %402)
  %478 = tail call double @llvm.fmuladd.f64(double %477, double %474, double %416)
  %479 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %471
  %480 = load double, ptr %479, align 8, !tbaa !5
  %481 = fsub double %478, %480
  %482 = tail call double @llvm.fmuladd.f64(double %481, double %481, double %472)
  %483 = add nuw nsw i64 %471, 1
  %484 = icmp eq i64 %483, 12
  br i1 %484, label %485, label %470, !llvm.loop !17

485:                                              ; preds = %470
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %482)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #8
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
