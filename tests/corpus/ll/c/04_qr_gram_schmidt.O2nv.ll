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
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #7
  br label %157

5:                                                ; preds = %157, %5
  %6 = phi i64 [ %19, %5 ], [ 0, %157 ]
  %7 = getelementptr inbounds [4 x double], ptr %1, i64 %6, i64 0
  %8 = load double, ptr %7, align 16, !tbaa !5
  %9 = getelementptr inbounds [4 x double], ptr %2, i64 %6, i64 0
  store double %8, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds [4 x double], ptr %1, i64 %6, i64 1
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds [4 x double], ptr %2, i64 %6, i64 1
  store double %11, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds [4 x double], ptr %1, i64 %6, i64 2
  %14 = load double, ptr %13, align 16, !tbaa !5
  %15 = getelementptr inbounds [4 x double], ptr %2, i64 %6, i64 2
  store double %14, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds [4 x double], ptr %1, i64 %6, i64 3
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds [4 x double], ptr %2, i64 %6, i64 3
  store double %17, ptr %18, align 8, !tbaa !5
  %19 = add nuw nsw i64 %6, 1
  %20 = icmp eq i64 %19, 12
  br i1 %20, label %21, label %5, !llvm.loop !9

21:                                               ; preds = %5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false), !tbaa !5
  br label %25

22:                                               ; preds = %80, %25
  %23 = add nuw nsw i64 %27, 1
  %24 = icmp eq i64 %78, 4
  br i1 %24, label %179, label %25, !llvm.loop !11

25:                                               ; preds = %22, %21
  %26 = phi i64 [ 0, %21 ], [ %78, %22 ]
  %27 = phi i64 [ 1, %21 ], [ %23, %22 ]
  %28 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double 0.000000e+00)
  %31 = getelementptr inbounds [4 x double], ptr %2, i64 1, i64 %26
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %30)
  %34 = getelementptr inbounds [4 x double], ptr %2, i64 2, i64 %26
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %33)
  %37 = getelementptr inbounds [4 x double], ptr %2, i64 3, i64 %26
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %36)
  %40 = getelementptr inbounds [4 x double], ptr %2, i64 4, i64 %26
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %39)
  %43 = getelementptr inbounds [4 x double], ptr %2, i64 5, i64 %26
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %44, double %42)
  %46 = getelementptr inbounds [4 x double], ptr %2, i64 6, i64 %26
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %45)
  %49 = getelementptr inbounds [4 x double], ptr %2, i64 7, i64 %26
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %50, double %48)
  %52 = getelementptr inbounds [4 x double], ptr %2, i64 8, i64 %26
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %51)
  %55 = getelementptr inbounds [4 x double], ptr %2, i64 9, i64 %26
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %56, double %54)
  %58 = getelementptr inbounds [4 x double], ptr %2, i64 10, i64 %26
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %57)
  %61 = getelementptr inbounds [4 x double], ptr %2, i64 11, i64 %26
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = tail call double @llvm.fmuladd.f64(double %62, double %62, double %60)
  %64 = tail call double @sqrt(double noundef %63) #7
  %65 = getelementptr inbounds [4 x double], ptr %3, i64 %26, i64 %26
  store double %64, ptr %65, align 8, !tbaa !5
  %66 = fdiv double %29, %64
  store double %66, ptr %28, align 8, !tbaa !5
  %67 = fdiv double %32, %64
  store double %67, ptr %31, align 8, !tbaa !5
  %68 = fdiv double %35, %64
  store double %68, ptr %34, align 8, !tbaa !5
  %69 = fdiv double %38, %64
  store double %69, ptr %37, align 8, !tbaa !5
  %70 = fdiv double %41, %64
  store double %70, ptr %40, align 8, !tbaa !5
  %71 = fdiv double %44, %64
  store double %71, ptr %43, align 8, !tbaa !5
  %72 = fdiv double %47, %64
  store double %72, ptr %46, align 8, !tbaa !5
  %73 = fdiv double %50, %64
  store double %73, ptr %49, align 8, !tbaa !5
  %74 = fdiv double %53, %64
  store double %74, ptr %52, align 8, !tbaa !5
  %75 = fdiv double %56, %64
  store double %75, ptr %55, align 8, !tbaa !5
  %76 = fdiv double %59, %64
  store double %76, ptr %58, align 8, !tbaa !5
  %77 = fdiv double %62, %64
  store double %77, ptr %61, align 8, !tbaa !5
  %78 = add nuw nsw i64 %26, 1
  %79 = icmp ult i64 %26, 3
  br i1 %79, label %80, label %22

80:                                               ; preds = %25, %80
  %81 = phi i64 [ %155, %80 ], [ %27, %25 ]
  %82 = load double, ptr %28, align 8, !tbaa !5
  %83 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %81
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = tail call double @llvm.fmuladd.f64(double %82, double %84, double 0.000000e+00)
  %86 = load double, ptr %31, align 8, !tbaa !5
  %87 = getelementptr inbounds [4 x double], ptr %2, i64 1, i64 %81
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %85)
  %90 = load double, ptr %34, align 8, !tbaa !5
  %91 = getelementptr inbounds [4 x double], ptr %2, i64 2, i64 %81
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %90, double %92, double %89)
  %94 = load double, ptr %37, align 8, !tbaa !5
  %95 = getelementptr inbounds [4 x double], ptr %2, i64 3, i64 %81
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = tail call double @llvm.fmuladd.f64(double %94, double %96, double %93)
  %98 = load double, ptr %40, align 8, !tbaa !5
  %99 = getelementptr inbounds [4 x double], ptr %2, i64 4, i64 %81
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = tail call double @llvm.fmuladd.f64(double %98, double %100, double %97)
  %102 = load double, ptr %43, align 8, !tbaa !5
  %103 = getelementptr inbounds [4 x double], ptr %2, i64 5, i64 %81
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = tail call double @llvm.fmuladd.f64(double %102, double %104, double %101)
  %106 = load double, ptr %46, align 8, !tbaa !5
  %107 = getelementptr inbounds [4 x double], ptr %2, i64 6, i64 %81
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = tail call double @llvm.fmuladd.f64(double %106, double %108, double %105)
  %110 = load double, ptr %49, align 8, !tbaa !5
  %111 = getelementptr inbounds [4 x double], ptr %2, i64 7, i64 %81
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = tail call double @llvm.fmuladd.f64(double %110, double %112, double %109)
  %114 = load double, ptr %52, align 8, !tbaa !5
  %115 = getelementptr inbounds [4 x double], ptr %2, i64 8, i64 %81
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = tail call double @llvm.fmuladd.f64(double %114, double %116, double %113)
  %118 = load double, ptr %55, align 8, !tbaa !5
  %119 = getelementptr inbounds [4 x double], ptr %2, i64 9, i64 %81
  %120 = load double, ptr %119, align 8, !tbaa !5
  %121 = tail call double @llvm.fmuladd.f64(double %118, double %120, double %117)
  %122 = load double, ptr %58, align 8, !tbaa !5
  %123 = getelementptr inbounds [4 x double], ptr %2, i64 10, i64 %81
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %121)
  %126 = load double, ptr %61, align 8, !tbaa !5
  %127 = getelementptr inbounds [4 x double], ptr %2, i64 11, i64 %81
  %128 = load double, ptr %127, align 8, !tbaa !5
  %129 = tail call double @llvm.fmuladd.f64(double %126, double %128, double %125)
  %130 = getelementptr inbounds [4 x double], ptr %3, i64 %26, i64 %81
  store double %129, ptr %130, align 8, !tbaa !5
  %131 = fneg double %129
  %132 = tail call double @llvm.fmuladd.f64(double %131, double %82, double %84)
  store double %132, ptr %83, align 8, !tbaa !5
  %133 = load double, ptr %31, align 8, !tbaa !5
  %134 = tail call double @llvm.fmuladd.f64(double %131, double %133, double %88)
  store double %134, ptr %87, align 8, !tbaa !5
  %135 = load double, ptr %34, align 8, !tbaa !5
  %136 = tail call double @llvm.fmuladd.f64(double %131, double %135, double %92)
  store double %136, ptr %91, align 8, !tbaa !5
  %137 = load double, ptr %37, align 8, !tbaa !5
  %138 = tail call double @llvm.fmuladd.f64(double %131, double %137, double %96)
  store double %138, ptr %95, align 8, !tbaa !5
  %139 = load double, ptr %40, align 8, !tbaa !5
  %140 = tail call double @llvm.fmuladd.f64(double %131, double %139, double %100)
  store double %140, ptr %99, align 8, !tbaa !5
  %141 = load double, ptr %43, align 8, !tbaa !5
  %142 = tail call double @llvm.fmuladd.f64(double %131, double %141, double %104)
  store double %142, ptr %103, align 8, !tbaa !5
  %143 = load double, ptr %46, align 8, !tbaa !5
  %144 = tail call double @llvm.fmuladd.f64(double %131, double %143, double %108)
  store double %144, ptr %107, align 8, !tbaa !5
  %145 = load double, ptr %49, align 8, !tbaa !5
  %146 = tail call double @llvm.fmuladd.f64(double %131, double %145, double %112)
  store double %146, ptr %111, align 8, !tbaa !5
  %147 = load double, ptr %52, align 8, !tbaa !5
  %148 = tail call double @llvm.fmuladd.f64(double %131, double %147, double %116)
  store double %148, ptr %115, align 8, !tbaa !5
  %149 = load double, ptr %55, align 8, !tbaa !5
  %150 = tail call double @llvm.fmuladd.f64(double %131, double %149, double %120)
  store double %150, ptr %119, align 8, !tbaa !5
  %151 = load double, ptr %58, align 8, !tbaa !5
  %152 = tail call double @llvm.fmuladd.f64(double %131, double %151, double %124)
  store double %152, ptr %123, align 8, !tbaa !5
  %153 = load double, ptr %61, align 8, !tbaa !5
  %154 = tail call double @llvm.fmuladd.f64(double %131, double %153, double %128)
  store double %154, ptr %127, align 8, !tbaa !5
  %155 = add nuw nsw i64 %81, 1
  %156 = icmp eq i64 %155, 4
  br i1 %156, label %22, label %80, !llvm.loop !12

157:                                              ; preds = %0, %157
  %158 = phi i64 [ 0, %0 ], [ %177, %157 ]
  %159 = trunc nuw nsw i64 %158 to i32
  %160 = uitofp nneg i32 %159 to double
  %161 = fdiv double %160, 1.100000e+01
  %162 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %158, i64 0
  store double 1.000000e+00, ptr %162, align 16, !tbaa !5
  %163 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %158, i64 1
  store double %161, ptr %163, align 8, !tbaa !5
  %164 = fmul double %161, %161
  %165 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %158, i64 2
  store double %164, ptr %165, align 16, !tbaa !5
  %166 = fmul double %161, %164
  %167 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %158, i64 3
  store double %166, ptr %167, align 8, !tbaa !5
  %168 = tail call double @llvm.fmuladd.f64(double %161, double -2.000000e+00, double 1.000000e+00)
  %169 = fmul double %161, 5.000000e-01
  %170 = fmul double %161, %169
  %171 = tail call double @llvm.fmuladd.f64(double %170, double %161, double %168)
  %172 = urem i32 %159, 3
  %173 = add nsw i32 %172, -1
  %174 = sitofp i32 %173 to double
  %175 = tail call double @llvm.fmuladd.f64(double %174, double 1.000000e-03, double %171)
  %176 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %158
  store double %175, ptr %176, align 8, !tbaa !5
  %177 = add nuw nsw i64 %158, 1
  %178 = icmp eq i64 %177, 12
  br i1 %178, label %5, label %157, !llvm.loop !13

179:                                              ; preds = %22, %467
  %180 = phi i64 [ %468, %467 ], [ 0, %22 ]
  %181 = phi double [ %464, %467 ], [ 0.000000e+00, %22 ]
  %182 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 0, i64 %180
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 1, i64 %180
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 2, i64 %180
  %187 = load double, ptr %186, align 8, !tbaa !5
  %188 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 3, i64 %180
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 4, i64 %180
  %191 = load double, ptr %190, align 8, !tbaa !5
  %192 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 5, i64 %180
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 6, i64 %180
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 7, i64 %180
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 8, i64 %180
  %199 = load double, ptr %198, align 8, !tbaa !5
  %200 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 9, i64 %180
  %201 = load double, ptr %200, align 8, !tbaa !5
  %202 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 10, i64 %180
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 11, i64 %180
  %205 = load double, ptr %204, align 8, !tbaa !5
  br label %421

206:                                              ; preds = %467
  %207 = fcmp olt double %464, 0x3D719799812DEA11
  %208 = zext i1 %207 to i32
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %208)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %211 = load double, ptr %3, align 16, !tbaa !5
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %211)
  %213 = getelementptr inbounds i8, ptr %3, i64 40
  %214 = load double, ptr %213, align 8, !tbaa !5
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %214)
  %216 = getelementptr inbounds i8, ptr %3, i64 80
  %217 = load double, ptr %216, align 16, !tbaa !5
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %217)
  %219 = getelementptr inbounds i8, ptr %3, i64 120
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %220)
  %222 = tail call i32 @putchar(i32 10)
  %223 = getelementptr inbounds i8, ptr %4, i64 88
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = getelementptr inbounds i8, ptr %4, i64 80
  %226 = load double, ptr %225, align 16, !tbaa !5
  %227 = getelementptr inbounds i8, ptr %4, i64 72
  %228 = load double, ptr %227, align 8, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %4, i64 64
  %230 = load double, ptr %229, align 16, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %4, i64 56
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %4, i64 48
  %234 = load double, ptr %233, align 16, !tbaa !5
  %235 = getelementptr inbounds i8, ptr %4, i64 40
  %236 = load double, ptr %235, align 8, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %4, i64 32
  %238 = load double, ptr %237, align 16, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %4, i64 24
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = getelementptr inbounds i8, ptr %4, i64 16
  %242 = load double, ptr %241, align 16, !tbaa !5
  %243 = getelementptr inbounds i8, ptr %4, i64 8
  %244 = load double, ptr %243, align 8, !tbaa !5
  %245 = load double, ptr %4, align 16, !tbaa !5
  %246 = load double, ptr %2, align 16, !tbaa !5
  %247 = tail call double @llvm.fmuladd.f64(double %246, double %245, double 0.000000e+00)
  %248 = getelementptr inbounds i8, ptr %2, i64 32
  %249 = load double, ptr %248, align 16, !tbaa !5
  %250 = tail call double @llvm.fmuladd.f64(double %249, double %244, double %247)
  %251 = getelementptr inbounds i8, ptr %2, i64 64
  %252 = load double, ptr %251, align 16, !tbaa !5
  %253 = tail call double @llvm.fmuladd.f64(double %252, double %242, double %250)
  %254 = getelementptr inbounds i8, ptr %2, i64 96
  %255 = load double, ptr %254, align 16, !tbaa !5
  %256 = tail call double @llvm.fmuladd.f64(double %255, double %240, double %253)
  %257 = getelementptr inbounds i8, ptr %2, i64 128
  %258 = load double, ptr %257, align 16, !tbaa !5
  %259 = tail call double @llvm.fmuladd.f64(double %258, double %238, double %256)
  %260 = getelementptr inbounds i8, ptr %2, i64 160
  %261 = load double, ptr %260, align 16, !tbaa !5
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %236, double %259)
  %263 = getelementptr inbounds i8, ptr %2, i64 192
  %264 = load double, ptr %263, align 16, !tbaa !5
  %265 = tail call double @llvm.fmuladd.f64(double %264, double %234, double %262)
  %266 = getelementptr inbounds i8, ptr %2, i64 224
  %267 = load double, ptr %266, align 16, !tbaa !5
  %268 = tail call double @llvm.fmuladd.f64(double %267, double %232, double %265)
  %269 = getelementptr inbounds i8, ptr %2, i64 256
  %270 = load double, ptr %269, align 16, !tbaa !5
  %271 = tail call double @llvm.fmuladd.f64(double %270, double %230, double %268)
  %272 = getelementptr inbounds i8, ptr %2, i64 288
  %273 = load double, ptr %272, align 16, !tbaa !5
  %274 = tail call double @llvm.fmuladd.f64(double %273, double %228, double %271)
  %275 = getelementptr inbounds i8, ptr %2, i64 320
  %276 = load double, ptr %275, align 16, !tbaa !5
  %277 = tail call double @llvm.fmuladd.f64(double %276, double %226, double %274)
  %278 = getelementptr inbounds i8, ptr %2, i64 352
  %279 = load double, ptr %278, align 16, !tbaa !5
  %280 = tail call double @llvm.fmuladd.f64(double %279, double %224, double %277)
  %281 = getelementptr inbounds i8, ptr %2, i64 8
  %282 = load double, ptr %281, align 8, !tbaa !5
  %283 = tail call double @llvm.fmuladd.f64(double %282, double %245, double 0.000000e+00)
  %284 = getelementptr inbounds i8, ptr %2, i64 40
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = tail call double @llvm.fmuladd.f64(double %285, double %244, double %283)
  %287 = getelementptr inbounds i8, ptr %2, i64 72
  %288 = load double, ptr %287, align 8, !tbaa !5
  %289 = tail call double @llvm.fmuladd.f64(double %288, double %242, double %286)
  %290 = getelementptr inbounds i8, ptr %2, i64 104
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = tail call double @llvm.fmuladd.f64(double %291, double %240, double %289)
  %293 = getelementptr inbounds i8, ptr %2, i64 136
  %294 = load double, ptr %293, align 8, !tbaa !5
  %295 = tail call double @llvm.fmuladd.f64(double %294, double %238, double %292)
  %296 = getelementptr inbounds i8, ptr %2, i64 168
  %297 = load double, ptr %296, align 8, !tbaa !5
  %298 = tail call double @llvm.fmuladd.f64(double %297, double %236, double %295)
  %299 = getelementptr inbounds i8, ptr %2, i64 200
  %300 = load double, ptr %299, align 8, !tbaa !5
  %301 = tail call double @llvm.fmuladd.f64(double %300, double %234, double %298)
  %302 = getelementptr inbounds i8, ptr %2, i64 232
  %303 = load double, ptr %302, align 8, !tbaa !5
  %304 = tail call double @llvm.fmuladd.f64(double %303, double %232, double %301)
  %305 = getelementptr inbounds i8, ptr %2, i64 264
  %306 = load double, ptr %305, align 8, !tbaa !5
  %307 = tail call double @llvm.fmuladd.f64(double %306, double %230, double %304)
  %308 = getelementptr inbounds i8, ptr %2, i64 296
  %309 = load double, ptr %308, align 8, !tbaa !5
  %310 = tail call double @llvm.fmuladd.f64(double %309, double %228, double %307)
  %311 = getelementptr inbounds i8, ptr %2, i64 328
  %312 = load double, ptr %311, align 8, !tbaa !5
  %313 = tail call double @llvm.fmuladd.f64(double %312, double %226, double %310)
  %314 = getelementptr inbounds i8, ptr %2, i64 360
  %315 = load double, ptr %314, align 8, !tbaa !5
  %316 = tail call double @llvm.fmuladd.f64(double %315, double %224, double %313)
  %317 = getelementptr inbounds i8, ptr %2, i64 16
  %318 = load double, ptr %317, align 16, !tbaa !5
  %319 = tail call double @llvm.fmuladd.f64(double %318, double %245, double 0.000000e+00)
  %320 = getelementptr inbounds i8, ptr %2, i64 48
  %321 = load double, ptr %320, align 16, !tbaa !5
  %322 = tail call double @llvm.fmuladd.f64(double %321, double %244, double %319)
  %323 = getelementptr inbounds i8, ptr %2, i64 80
  %324 = load double, ptr %323, align 16, !tbaa !5
  %325 = tail call double @llvm.fmuladd.f64(double %324, double %242, double %322)
  %326 = getelementptr inbounds i8, ptr %2, i64 112
  %327 = load double, ptr %326, align 16, !tbaa !5
  %328 = tail call double @llvm.fmuladd.f64(double %327, double %240, double %325)
  %329 = getelementptr inbounds i8, ptr %2, i64 144
  %330 = load double, ptr %329, align 16, !tbaa !5
  %331 = tail call double @llvm.fmuladd.f64(double %330, double %238, double %328)
  %332 = getelementptr inbounds i8, ptr %2, i64 176
  %333 = load double, ptr %332, align 16, !tbaa !5
  %334 = tail call double @llvm.fmuladd.f64(double %333, double %236, double %331)
  %335 = getelementptr inbounds i8, ptr %2, i64 208
  %336 = load double, ptr %335, align 16, !tbaa !5
  %337 = tail call double @llvm.fmuladd.f64(double %336, double %234, double %334)
  %338 = getelementptr inbounds i8, ptr %2, i64 240
  %339 = load double, ptr %338, align 16, !tbaa !5
  %340 = tail call double @llvm.fmuladd.f64(double %339, double %232, double %337)
  %341 = getelementptr inbounds i8, ptr %2, i64 272
  %342 = load double, ptr %341, align 16, !tbaa !5
  %343 = tail call double @llvm.fmuladd.f64(double %342, double %230, double %340)
  %344 = getelementptr inbounds i8, ptr %2, i64 304
  %345 = load double, ptr %344, align 16, !tbaa !5
  %346 = tail call double @llvm.fmuladd.f64(double %345, double %228, double %343)
  %347 = getelementptr inbounds i8, ptr %2, i64 336
  %348 = load double, ptr %347, align 16, !tbaa !5
  %349 = tail call double @llvm.fmuladd.f64(double %348, double %226, double %346)
  %350 = getelementptr inbounds i8, ptr %2, i64 368
  %351 = load double, ptr %350, align 16, !tbaa !5
  %352 = tail call double @llvm.fmuladd.f64(double %351, double %224, double %349)
  %353 = getelementptr inbounds i8, ptr %2, i64 24
  %354 = load double, ptr %353, align 8, !tbaa !5
  %355 = tail call double @llvm.fmuladd.f64(double %354, double %245, double 0.000000e+00)
  %356 = getelementptr inbounds i8, ptr %2, i64 56
  %357 = load double, ptr %356, align 8, !tbaa !5
  %358 = tail call double @llvm.fmuladd.f64(double %357, double %244, double %355)
  %359 = getelementptr inbounds i8, ptr %2, i64 88
  %360 = load double, ptr %359, align 8, !tbaa !5
  %361 = tail call double @llvm.fmuladd.f64(double %360, double %242, double %358)
  %362 = getelementptr inbounds i8, ptr %2, i64 120
  %363 = load double, ptr %362, align 8, !tbaa !5
  %364 = tail call double @llvm.fmuladd.f64(double %363, double %240, double %361)
  %365 = getelementptr inbounds i8, ptr %2, i64 152
  %366 = load double, ptr %365, align 8, !tbaa !5
  %367 = tail call double @llvm.fmuladd.f64(double %366, double %238, double %364)
  %368 = getelementptr inbounds i8, ptr %2, i64 184
  %369 = load double, ptr %368, align 8, !tbaa !5
  %370 = tail call double @llvm.fmuladd.f64(double %369, double %236, double %367)
  %371 = getelementptr inbounds i8, ptr %2, i64 216
  %372 = load double, ptr %371, align 8, !tbaa !5
  %373 = tail call double @llvm.fmuladd.f64(double %372, double %234, double %370)
  %374 = getelementptr inbounds i8, ptr %2, i64 248
  %375 = load double, ptr %374, align 8, !tbaa !5
  %376 = tail call double @llvm.fmuladd.f64(double %375, double %232, double %373)
  %377 = getelementptr inbounds i8, ptr %2, i64 280
  %378 = load double, ptr %377, align 8, !tbaa !5
  %379 = tail call double @llvm.fmuladd.f64(double %378, double %230, double %376)
  %380 = getelementptr inbounds i8, ptr %2, i64 312
  %381 = load double, ptr %380, align 8, !tbaa !5
  %382 = tail call double @llvm.fmuladd.f64(double %381, double %228, double %379)
  %383 = getelementptr inbounds i8, ptr %2, i64 344
  %384 = load double, ptr %383, align 8, !tbaa !5
  %385 = tail call double @llvm.fmuladd.f64(double %384, double %226, double %382)
  %386 = getelementptr inbounds i8, ptr %2, i64 376
  %387 = load double, ptr %386, align 8, !tbaa !5
  %388 = tail call double @llvm.fmuladd.f64(double %387, double %224, double %385)
  %389 = fdiv double %388, %220
  %390 = getelementptr inbounds i8, ptr %3, i64 88
  %391 = load double, ptr %390, align 8, !tbaa !5
  %392 = fneg double %391
  %393 = tail call double @llvm.fmuladd.f64(double %392, double %389, double %352)
  %394 = fdiv double %393, %217
  %395 = getelementptr inbounds i8, ptr %3, i64 56
  %396 = load double, ptr %395, align 8, !tbaa !5
  %397 = fneg double %396
  %398 = getelementptr inbounds i8, ptr %3, i64 48
  %399 = load double, ptr %398, align 16, !tbaa !5
  %400 = fneg double %399
  %401 = tail call double @llvm.fmuladd.f64(double %400, double %394, double %316)
  %402 = tail call double @llvm.fmuladd.f64(double %397, double %389, double %401)
  %403 = fdiv double %402, %214
  %404 = getelementptr inbounds i8, ptr %3, i64 24
  %405 = load double, ptr %404, align 8, !tbaa !5
  %406 = fneg double %405
  %407 = getelementptr inbounds i8, ptr %3, i64 16
  %408 = load double, ptr %407, align 16, !tbaa !5
  %409 = fneg double %408
  %410 = getelementptr inbounds i8, ptr %3, i64 8
  %411 = load double, ptr %410, align 8, !tbaa !5
  %412 = fneg double %411
  %413 = tail call double @llvm.fmuladd.f64(double %412, double %403, double %280)
  %414 = tail call double @llvm.fmuladd.f64(double %409, double %394, double %413)
  %415 = tail call double @llvm.fmuladd.f64(double %406, double %389, double %414)
  %416 = fdiv double %415, %211
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %416)
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %403)
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %394)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %389)
  br label %470

421:                                              ; preds = %179, %421
  %422 = phi i64 [ 0, %179 ], [ %465, %421 ]
  %423 = phi double [ %181, %179 ], [ %464, %421 ]
  %424 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 0, i64 %422
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = tail call double @llvm.fmuladd.f64(double %183, double %425, double 0.000000e+00)
  %427 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 1, i64 %422
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = tail call double @llvm.fmuladd.f64(double %185, double %428, double %426)
  %430 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 2, i64 %422
  %431 = load double, ptr %430, align 8, !tbaa !5
  %432 = tail call double @llvm.fmuladd.f64(double %187, double %431, double %429)
  %433 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 3, i64 %422
  %434 = load double, ptr %433, align 8, !tbaa !5
  %435 = tail call double @llvm.fmuladd.f64(double %189, double %434, double %432)
  %436 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 4, i64 %422
  %437 = load double, ptr %436, align 8, !tbaa !5
  %438 = tail call double @llvm.fmuladd.f64(double %191, double %437, double %435)
  %439 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 5, i64 %422
  %440 = load double, ptr %439, align 8, !tbaa !5
  %441 = tail call double @llvm.fmuladd.f64(double %193, double %440, double %438)
  %442 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 6, i64 %422
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = tail call double @llvm.fmuladd.f64(double %195, double %443, double %441)
  %445 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 7, i64 %422
  %446 = load double, ptr %445, align 8, !tbaa !5
  %447 = tail call double @llvm.fmuladd.f64(double %197, double %446, double %444)
  %448 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 8, i64 %422
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = tail call double @llvm.fmuladd.f64(double %199, double %449, double %447)
  %451 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 9, i64 %422
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = tail call double @llvm.fmuladd.f64(double %201, double %452, double %450)
  %454 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 10, i64 %422
  %455 = load double, ptr %454, align 8, !tbaa !5
  %456 = tail call double @llvm.fmuladd.f64(double %203, double %455, double %453)
  %457 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 11, i64 %422
  %458 = load double, ptr %457, align 8, !tbaa !5
  %459 = tail call double @llvm.fmuladd.f64(double %205, double %458, double %456)
  %460 = icmp eq i64 %180, %422
  %461 = uitofp i1 %460 to double
  %462 = fsub double %459, %461
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = tail call double @llvm.maxnum.f64(double %423, double %463)
  %465 = add nuw nsw i64 %422, 1
  %466 = icmp eq i64 %465, 4
  br i1 %466, label %467, label %421, !llvm.loop !14

467:                                              ; preds = %421
  %468 = add nuw nsw i64 %180, 1
  %469 = icmp eq i64 %468, 4
  br i1 %469, label %206, label %179, !llvm.loop !15

470:                                              ; preds = %206, %470
  %471 = phi i64 [ 0, %206 ], [ %483, %470 ]
  %472 = phi double [ 0.000000e+00, %206 ], [ %482, %470 ]
  %473 = getelementptr inbounds [12 x [4 x double]], ptr %1, i64 0, i64 %471, i64 1
  %474 = load double, ptr %473, align 8, !tbaa !5
  %475 = tail call double @llvm.fmuladd.f64(double %474, double 0.000000e+00, double %389)
  %476 = tail call double @llvm.fmuladd.f64(double %475, double %474, double %394)
  %477 = tail call double @llvm.fmuladd.f64(double %476, double %474, double %403)
  %478 = tail call double @llvm.fmuladd.f64(double %477, double %474, double %416)
  %479 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %471
  %480 = load double, ptr %479, align 8, !tbaa !5
  %481 = fsub double %478, %480
  %482 = tail call double @llvm.fmuladd.f64(double %481, double %481, double %472)
  %483 = add nuw nsw i64 %471, 1
  %484 = icmp eq i64 %483, 12
  br i1 %484, label %485, label %470, !llvm.loop !16

485:                                              ; preds = %470
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %482)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %1) #7
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
