; ModuleID = 'c/02_lu_pivot.c'
source_filename = "c/02_lu_pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"det = %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"piv:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"x[%d] = %12.8f\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"residual small: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"inverse error small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [37 x i8] c"inv[0][0] = %.8f inv[N-1][0] = %.8f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x [8 x double]], align 16
  %2 = alloca [8 x [8 x double]], align 16
  %3 = alloca [8 x i32], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x [8 x double]], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %117, %9 ]
  %11 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %118, %9 ]
  %12 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %119, %9 ]
  %13 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %120, %9 ]
  %14 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %121, %9 ]
  %15 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %122, %9 ]
  %16 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %123, %9 ]
  %17 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %124, %9 ]
  %18 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %125, %9 ]
  %19 = mul nuw nsw <2 x i64> %11, <i64 7, i64 7>
  %20 = trunc <2 x i64> %11 to <2 x i32>
  %21 = add <2 x i32> %20, <i32 1, i32 1>
  %22 = uitofp <2 x i32> %21 to <2 x double>
  %23 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %22
  %24 = trunc <2 x i64> %19 to <2 x i32>
  %25 = urem <2 x i32> %24, <i32 5, i32 5>
  %26 = uitofp nneg <2 x i32> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %23)
  %28 = icmp eq <2 x i64> %11, <i64 3, i64 3>
  %29 = fadd <2 x double> %27, <double 2.000000e+00, double 2.000000e+00>
  %30 = select <2 x i1> %28, <2 x double> %29, <2 x double> %27
  %31 = add <2 x i32> %12, <i32 2, i32 2>
  %32 = uitofp <2 x i32> %31 to <2 x double>
  %33 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %32
  %34 = trunc <2 x i64> %19 to <2 x i32>
  %35 = add <2 x i32> %34, <i32 3, i32 3>
  %36 = urem <2 x i32> %35, <i32 5, i32 5>
  %37 = uitofp nneg <2 x i32> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %33)
  %39 = icmp eq <2 x i64> %11, <i64 4, i64 4>
  %40 = fadd <2 x double> %38, <double 2.000000e+00, double 2.000000e+00>
  %41 = select <2 x i1> %39, <2 x double> %40, <2 x double> %38
  %42 = add <2 x i32> %13, <i32 3, i32 3>
  %43 = uitofp <2 x i32> %42 to <2 x double>
  %44 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %43
  %45 = trunc <2 x i64> %19 to <2 x i32>
  %46 = add <2 x i32> %45, <i32 6, i32 6>
  %47 = urem <2 x i32> %46, <i32 5, i32 5>
  %48 = uitofp nneg <2 x i32> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %44)
  %50 = icmp eq <2 x i64> %11, <i64 5, i64 5>
  %51 = fadd <2 x double> %49, <double 2.000000e+00, double 2.000000e+00>
  %52 = select <2 x i1> %50, <2 x double> %51, <2 x double> %49
  %53 = add <2 x i32> %14, <i32 4, i32 4>
  %54 = uitofp <2 x i32> %53 to <2 x double>
  %55 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %54
  %56 = trunc <2 x i64> %19 to <2 x i32>
  %57 = add <2 x i32> %56, <i32 9, i32 9>
  %58 = urem <2 x i32> %57, <i32 5, i32 5>
  %59 = uitofp nneg <2 x i32> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %55)
  %61 = icmp eq <2 x i64> %11, <i64 6, i64 6>
  %62 = fadd <2 x double> %60, <double 2.000000e+00, double 2.000000e+00>
  %63 = select <2 x i1> %61, <2 x double> %62, <2 x double> %60
  %64 = add <2 x i32> %15, <i32 5, i32 5>
  %65 = uitofp <2 x i32> %64 to <2 x double>
  %66 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %65
  %67 = trunc <2 x i64> %19 to <2 x i32>
  %68 = add <2 x i32> %67, <i32 12, i32 12>
  %69 = urem <2 x i32> %68, <i32 5, i32 5>
  %70 = uitofp nneg <2 x i32> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %66)
  %72 = icmp eq <2 x i64> %11, <i64 7, i64 7>
  %73 = fadd <2 x double> %71, <double 2.000000e+00, double 2.000000e+00>
  %74 = select <2 x i1> %72, <2 x double> %73, <2 x double> %71
  %75 = add <2 x i32> %16, <i32 6, i32 6>
  %76 = uitofp <2 x i32> %75 to <2 x double>
  %77 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %76
  %78 = trunc <2 x i64> %19 to <2 x i32>
  %79 = add <2 x i32> %78, <i32 15, i32 15>
  %80 = urem <2 x i32> %79, <i32 5, i32 5>
  %81 = uitofp nneg <2 x i32> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %77)
  %83 = icmp eq <2 x i64> %11, zeroinitializer
  %84 = fadd <2 x double> %82, <double 2.000000e+00, double 2.000000e+00>
  %85 = select <2 x i1> %83, <2 x double> %84, <2 x double> %82
  %86 = add <2 x i32> %17, <i32 7, i32 7>
  %87 = uitofp <2 x i32> %86 to <2 x double>
  %88 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %87
  %89 = trunc <2 x i64> %19 to <2 x i32>
  %90 = add <2 x i32> %89, <i32 18, i32 18>
  %91 = urem <2 x i32> %90, <i32 5, i32 5>
  %92 = uitofp nneg <2 x i32> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %88)
  %94 = icmp eq <2 x i64> %11, <i64 1, i64 1>
  %95 = fadd <2 x double> %93, <double 2.000000e+00, double 2.000000e+00>
  %96 = select <2 x i1> %94, <2 x double> %95, <2 x double> %93
  %97 = add <2 x i32> %18, <i32 8, i32 8>
  %98 = uitofp <2 x i32> %97 to <2 x double>
  %99 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %98
  %100 = trunc <2 x i64> %19 to <2 x i32>
  %101 = add <2 x i32> %100, <i32 21, i32 21>
  %102 = urem <2 x i32> %101, <i32 5, i32 5>
  %103 = uitofp nneg <2 x i32> %102 to <2 x double>
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %99)
  %105 = icmp eq <2 x i64> %11, <i64 2, i64 2>
  %106 = fadd <2 x double> %104, <double 2.000000e+00, double 2.000000e+00>
  %107 = select <2 x i1> %105, <2 x double> %106, <2 x double> %104
  %108 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10
  %109 = shufflevector <2 x double> %30, <2 x double> %41, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %110 = shufflevector <2 x double> %52, <2 x double> %63, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %111 = shufflevector <2 x double> %74, <2 x double> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %112 = shufflevector <2 x double> %96, <2 x double> %107, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %113 = shufflevector <4 x double> %109, <4 x double> %110, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %114 = shufflevector <4 x double> %111, <4 x double> %112, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %115 = shufflevector <8 x double> %113, <8 x double> %114, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  store <16 x double> %115, ptr %108, align 16, !tbaa !5
  %116 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10
  store <16 x double> %115, ptr %116, align 16, !tbaa !5
  %117 = add nuw i64 %10, 2
  %118 = add <2 x i64> %11, <i64 2, i64 2>
  %119 = add <2 x i32> %12, <i32 2, i32 2>
  %120 = add <2 x i32> %13, <i32 2, i32 2>
  %121 = add <2 x i32> %14, <i32 2, i32 2>
  %122 = add <2 x i32> %15, <i32 2, i32 2>
  %123 = add <2 x i32> %16, <i32 2, i32 2>
  %124 = add <2 x i32> %17, <i32 2, i32 2>
  %125 = add <2 x i32> %18, <i32 2, i32 2>
  %126 = icmp eq i64 %117, 8
  br i1 %126, label %127, label %9, !llvm.loop !9

127:                                              ; preds = %9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %128 = getelementptr inbounds i8, ptr %3, i64 4
  %129 = getelementptr inbounds i8, ptr %3, i64 8
  %130 = getelementptr inbounds i8, ptr %3, i64 12
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %3, align 16, !tbaa !13
  %131 = getelementptr inbounds i8, ptr %3, i64 16
  %132 = getelementptr inbounds i8, ptr %3, i64 20
  %133 = getelementptr inbounds i8, ptr %3, i64 24
  %134 = getelementptr inbounds i8, ptr %3, i64 28
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %131, align 16, !tbaa !13
  %135 = getelementptr inbounds i8, ptr %1, i64 512
  %136 = getelementptr i8, ptr %1, i64 72
  %137 = getelementptr i8, ptr %1, i64 64
  %138 = getelementptr i8, ptr %1, i64 456
  %139 = getelementptr i8, ptr %1, i64 8
  %140 = getelementptr i8, ptr %1, i64 64
  br label %214

141:                                              ; preds = %333, %274
  %142 = add nuw nsw i64 %217, 1
  %143 = icmp eq i64 %228, 8
  br i1 %143, label %144, label %214, !llvm.loop !15

144:                                              ; preds = %141
  %145 = sitofp i32 %275 to double
  %146 = load double, ptr %1, align 16, !tbaa !5
  %147 = fmul double %146, %145
  %148 = getelementptr inbounds i8, ptr %1, i64 72
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = fmul double %147, %149
  %151 = getelementptr inbounds i8, ptr %1, i64 144
  %152 = load double, ptr %151, align 16, !tbaa !5
  %153 = fmul double %150, %152
  %154 = getelementptr inbounds i8, ptr %1, i64 216
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = fmul double %153, %155
  %157 = getelementptr inbounds i8, ptr %1, i64 288
  %158 = load double, ptr %157, align 16, !tbaa !5
  %159 = fmul double %156, %158
  %160 = getelementptr inbounds i8, ptr %1, i64 360
  %161 = load double, ptr %160, align 8, !tbaa !5
  %162 = fmul double %159, %161
  %163 = getelementptr inbounds i8, ptr %1, i64 432
  %164 = load double, ptr %163, align 16, !tbaa !5
  %165 = fmul double %162, %164
  %166 = getelementptr inbounds i8, ptr %1, i64 504
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fmul double %165, %167
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %168)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %171 = load i32, ptr %3, align 16, !tbaa !13
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %171)
  %173 = load i32, ptr %128, align 4, !tbaa !13
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %173)
  %175 = load i32, ptr %129, align 8, !tbaa !13
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %175)
  %177 = load i32, ptr %130, align 4, !tbaa !13
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %177)
  %179 = load i32, ptr %131, align 16, !tbaa !13
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %179)
  %181 = load i32, ptr %132, align 4, !tbaa !13
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %181)
  %183 = load i32, ptr %133, align 8, !tbaa !13
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %183)
  %185 = load i32, ptr %134, align 4, !tbaa !13
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %185)
  %187 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #9
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %188, align 16, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 5.000000e+00, double 6.000000e+00>, ptr %189, align 16, !tbaa !5
  %190 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 7.000000e+00, double 8.000000e+00>, ptr %190, align 16, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %191 = load double, ptr %5, align 16, !tbaa !5
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %191)
  %193 = getelementptr inbounds i8, ptr %5, i64 8
  %194 = load double, ptr %193, align 8, !tbaa !5
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %194)
  %196 = getelementptr inbounds i8, ptr %5, i64 16
  %197 = load double, ptr %196, align 16, !tbaa !5
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %197)
  %199 = getelementptr inbounds i8, ptr %5, i64 24
  %200 = load double, ptr %199, align 8, !tbaa !5
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %200)
  %202 = getelementptr inbounds i8, ptr %5, i64 32
  %203 = load double, ptr %202, align 16, !tbaa !5
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %203)
  %205 = getelementptr inbounds i8, ptr %5, i64 40
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %206)
  %208 = getelementptr inbounds i8, ptr %5, i64 48
  %209 = load double, ptr %208, align 16, !tbaa !5
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %209)
  %211 = getelementptr inbounds i8, ptr %5, i64 56
  %212 = load double, ptr %211, align 8, !tbaa !5
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %212)
  br label %405

214:                                              ; preds = %141, %127
  %215 = phi i32 [ 1, %127 ], [ %275, %141 ]
  %216 = phi i64 [ 0, %127 ], [ %228, %141 ]
  %217 = phi i64 [ 1, %127 ], [ %142, %141 ]
  %218 = sub nsw i64 7, %216
  %219 = mul nuw nsw i64 %216, 72
  %220 = getelementptr i8, ptr %136, i64 %219
  %221 = getelementptr i8, ptr %137, i64 %219
  %222 = shl nuw nsw i64 %216, 3
  %223 = getelementptr i8, ptr %138, i64 %222
  %224 = getelementptr i8, ptr %139, i64 %219
  %225 = shl nuw nsw i64 %216, 6
  %226 = getelementptr i8, ptr %140, i64 %225
  %227 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 %216
  %228 = add nuw nsw i64 %216, 1
  %229 = icmp ult i64 %216, 7
  %230 = trunc nuw nsw i64 %216 to i32
  br i1 %229, label %231, label %234

231:                                              ; preds = %214
  %232 = load double, ptr %227, align 8, !tbaa !5
  %233 = tail call double @llvm.fabs.f64(double %232)
  br label %261

234:                                              ; preds = %261, %214
  %235 = phi i32 [ %230, %214 ], [ %270, %261 ]
  %236 = zext i32 %235 to i64
  %237 = icmp eq i64 %216, %236
  br i1 %237, label %274, label %238

238:                                              ; preds = %234
  %239 = sext i32 %235 to i64
  %240 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 0
  %241 = getelementptr inbounds [8 x double], ptr %1, i64 %239, i64 0
  %242 = load <2 x double>, ptr %240, align 16, !tbaa !5
  %243 = load <2 x double>, ptr %241, align 16, !tbaa !5
  store <2 x double> %243, ptr %240, align 16, !tbaa !5
  store <2 x double> %242, ptr %241, align 16, !tbaa !5
  %244 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 2
  %245 = getelementptr inbounds [8 x double], ptr %1, i64 %239, i64 2
  %246 = load <2 x double>, ptr %244, align 16, !tbaa !5
  %247 = load <2 x double>, ptr %245, align 16, !tbaa !5
  store <2 x double> %247, ptr %244, align 16, !tbaa !5
  store <2 x double> %246, ptr %245, align 16, !tbaa !5
  %248 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 4
  %249 = getelementptr inbounds [8 x double], ptr %1, i64 %239, i64 4
  %250 = load <2 x double>, ptr %248, align 16, !tbaa !5
  %251 = load <2 x double>, ptr %249, align 16, !tbaa !5
  store <2 x double> %251, ptr %248, align 16, !tbaa !5
  store <2 x double> %250, ptr %249, align 16, !tbaa !5
  %252 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 6
  %253 = getelementptr inbounds [8 x double], ptr %1, i64 %239, i64 6
  %254 = load <2 x double>, ptr %252, align 16, !tbaa !5
  %255 = load <2 x double>, ptr %253, align 16, !tbaa !5
  store <2 x double> %255, ptr %252, align 16, !tbaa !5
  store <2 x double> %254, ptr %253, align 16, !tbaa !5
  %256 = getelementptr inbounds i32, ptr %3, i64 %216
  %257 = load i32, ptr %256, align 4, !tbaa !13
  %258 = getelementptr inbounds i32, ptr %3, i64 %239
  %259 = load i32, ptr %258, align 4, !tbaa !13
  store i32 %259, ptr %256, align 4, !tbaa !13
  store i32 %257, ptr %258, align 4, !tbaa !13
  %260 = sub nsw i32 0, %215
  br label %274

261:                                              ; preds = %261, %231
  %262 = phi i64 [ %217, %231 ], [ %272, %261 ]
  %263 = phi double [ %233, %231 ], [ %271, %261 ]
  %264 = phi i32 [ %230, %231 ], [ %270, %261 ]
  %265 = getelementptr inbounds [8 x double], ptr %1, i64 %262, i64 %216
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = tail call double @llvm.fabs.f64(double %266)
  %268 = fcmp ogt double %267, %263
  %269 = trunc nuw nsw i64 %262 to i32
  %270 = select i1 %268, i32 %269, i32 %264
  %271 = select i1 %268, double %267, double %263
  %272 = add nuw nsw i64 %262, 1
  %273 = icmp eq i64 %272, 8
  br i1 %273, label %234, label %261, !llvm.loop !16

274:                                              ; preds = %238, %234
  %275 = phi i32 [ %215, %234 ], [ %260, %238 ]
  br i1 %229, label %276, label %141

276:                                              ; preds = %274
  %277 = icmp ult i64 %218, 4
  %278 = icmp ult ptr %220, %223
  %279 = icmp ult ptr %221, %135
  %280 = and i1 %278, %279
  %281 = icmp ult ptr %220, %226
  %282 = icmp ult ptr %224, %135
  %283 = and i1 %281, %282
  %284 = or i1 %280, %283
  %285 = and i64 %218, 4
  %286 = add nuw i64 %217, %285
  %287 = icmp eq i64 %218, %285
  br label %288

288:                                              ; preds = %276, %333
  %289 = phi i64 [ %334, %333 ], [ %217, %276 ]
  %290 = load double, ptr %227, align 8, !tbaa !5
  %291 = getelementptr inbounds [8 x double], ptr %1, i64 %289, i64 %216
  %292 = load double, ptr %291, align 8, !tbaa !5
  %293 = fdiv double %292, %290
  store double %293, ptr %291, align 8, !tbaa !5
  %294 = select i1 %277, i1 true, i1 %284
  br i1 %294, label %295, label %311

295:                                              ; preds = %288, %332
  %296 = phi i64 [ %217, %288 ], [ %286, %332 ]
  %297 = and i64 %296, 1
  %298 = icmp eq i64 %297, 0
  br i1 %298, label %308, label %299

299:                                              ; preds = %295
  %300 = load double, ptr %291, align 8, !tbaa !5
  %301 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 %296
  %302 = load double, ptr %301, align 8, !tbaa !5
  %303 = getelementptr inbounds [8 x double], ptr %1, i64 %289, i64 %296
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = fneg double %300
  %306 = tail call double @llvm.fmuladd.f64(double %305, double %302, double %304)
  store double %306, ptr %303, align 8, !tbaa !5
  %307 = add nuw nsw i64 %296, 1
  br label %308

308:                                              ; preds = %299, %295
  %309 = phi i64 [ %296, %295 ], [ %307, %299 ]
  %310 = icmp eq i64 %296, 7
  br i1 %310, label %333, label %336

311:                                              ; preds = %288
  %312 = load double, ptr %291, align 8, !tbaa !5, !alias.scope !17
  %313 = insertelement <2 x double> poison, double %312, i64 0
  %314 = shufflevector <2 x double> %313, <2 x double> poison, <2 x i32> zeroinitializer
  %315 = fneg <2 x double> %314
  %316 = fneg <2 x double> %314
  br label %317

317:                                              ; preds = %317, %311
  %318 = phi i64 [ 0, %311 ], [ %330, %317 ]
  %319 = add i64 %217, %318
  %320 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 %319
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load <2 x double>, ptr %320, align 8, !tbaa !5, !alias.scope !20
  %323 = load <2 x double>, ptr %321, align 8, !tbaa !5, !alias.scope !20
  %324 = getelementptr inbounds [8 x double], ptr %1, i64 %289, i64 %319
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load <2 x double>, ptr %324, align 8, !tbaa !5, !alias.scope !22, !noalias !24
  %327 = load <2 x double>, ptr %325, align 8, !tbaa !5, !alias.scope !22, !noalias !24
  %328 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %322, <2 x double> %326)
  %329 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %316, <2 x double> %323, <2 x double> %327)
  store <2 x double> %328, ptr %324, align 8, !tbaa !5, !alias.scope !22, !noalias !24
  store <2 x double> %329, ptr %325, align 8, !tbaa !5, !alias.scope !22, !noalias !24
  %330 = add nuw i64 %318, 4
  %331 = icmp eq i64 %330, %285
  br i1 %331, label %332, label %317, !llvm.loop !25

332:                                              ; preds = %317
  br i1 %287, label %333, label %295

333:                                              ; preds = %308, %336, %332
  %334 = add nuw nsw i64 %289, 1
  %335 = icmp eq i64 %334, 8
  br i1 %335, label %141, label %288, !llvm.loop !26

336:                                              ; preds = %308, %336
  %337 = phi i64 [ %353, %336 ], [ %309, %308 ]
  %338 = load double, ptr %291, align 8, !tbaa !5
  %339 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 %337
  %340 = load double, ptr %339, align 8, !tbaa !5
  %341 = getelementptr inbounds [8 x double], ptr %1, i64 %289, i64 %337
  %342 = load double, ptr %341, align 8, !tbaa !5
  %343 = fneg double %338
  %344 = tail call double @llvm.fmuladd.f64(double %343, double %340, double %342)
  store double %344, ptr %341, align 8, !tbaa !5
  %345 = add nuw nsw i64 %337, 1
  %346 = load double, ptr %291, align 8, !tbaa !5
  %347 = getelementptr inbounds [8 x double], ptr %1, i64 %216, i64 %345
  %348 = load double, ptr %347, align 8, !tbaa !5
  %349 = getelementptr inbounds [8 x double], ptr %1, i64 %289, i64 %345
  %350 = load double, ptr %349, align 8, !tbaa !5
  %351 = fneg double %346
  %352 = tail call double @llvm.fmuladd.f64(double %351, double %348, double %350)
  store double %352, ptr %349, align 8, !tbaa !5
  %353 = add nuw nsw i64 %337, 2
  %354 = icmp eq i64 %353, 8
  br i1 %354, label %333, label %336, !llvm.loop !27

355:                                              ; preds = %405
  %356 = tail call double @sqrt(double noundef %435) #9
  %357 = fcmp olt double %356, 1.000000e-10
  %358 = zext i1 %357 to i32
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %358)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  store double 1.000000e+00, ptr %7, align 16, !tbaa !5
  %360 = getelementptr inbounds i8, ptr %7, i64 8
  %361 = getelementptr inbounds i8, ptr %7, i64 16
  %362 = getelementptr inbounds i8, ptr %7, i64 24
  %363 = getelementptr inbounds i8, ptr %7, i64 32
  %364 = getelementptr inbounds i8, ptr %7, i64 40
  %365 = getelementptr inbounds i8, ptr %7, i64 48
  %366 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %360, i8 0, i64 56, i1 false)
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %367 = load double, ptr %8, align 16, !tbaa !5
  store double %367, ptr %6, align 16, !tbaa !5
  %368 = getelementptr inbounds i8, ptr %8, i64 8
  %369 = load double, ptr %368, align 8, !tbaa !5
  %370 = getelementptr inbounds i8, ptr %6, i64 64
  store double %369, ptr %370, align 16, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %8, i64 16
  %372 = load double, ptr %371, align 16, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %6, i64 128
  store double %372, ptr %373, align 16, !tbaa !5
  %374 = getelementptr inbounds i8, ptr %8, i64 24
  %375 = load double, ptr %374, align 8, !tbaa !5
  %376 = getelementptr inbounds i8, ptr %6, i64 192
  store double %375, ptr %376, align 16, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %8, i64 32
  %378 = load double, ptr %377, align 16, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %6, i64 256
  store double %378, ptr %379, align 16, !tbaa !5
  %380 = getelementptr inbounds i8, ptr %8, i64 40
  %381 = load double, ptr %380, align 8, !tbaa !5
  %382 = getelementptr inbounds i8, ptr %6, i64 320
  store double %381, ptr %382, align 16, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %8, i64 48
  %384 = load double, ptr %383, align 16, !tbaa !5
  %385 = getelementptr inbounds i8, ptr %6, i64 384
  store double %384, ptr %385, align 16, !tbaa !5
  %386 = getelementptr inbounds i8, ptr %8, i64 56
  %387 = load double, ptr %386, align 8, !tbaa !5
  %388 = getelementptr inbounds i8, ptr %6, i64 448
  store double %387, ptr %388, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  store double 0.000000e+00, ptr %7, align 16, !tbaa !5
  store double 1.000000e+00, ptr %360, align 8, !tbaa !5
  store double 0.000000e+00, ptr %361, align 16, !tbaa !5
  store double 0.000000e+00, ptr %362, align 8, !tbaa !5
  store double 0.000000e+00, ptr %363, align 16, !tbaa !5
  store double 0.000000e+00, ptr %364, align 8, !tbaa !5
  store double 0.000000e+00, ptr %365, align 16, !tbaa !5
  store double 0.000000e+00, ptr %366, align 8, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %389 = load double, ptr %8, align 16, !tbaa !5
  %390 = getelementptr inbounds i8, ptr %6, i64 8
  store double %389, ptr %390, align 8, !tbaa !5
  %391 = load double, ptr %368, align 8, !tbaa !5
  %392 = getelementptr inbounds i8, ptr %6, i64 72
  store double %391, ptr %392, align 8, !tbaa !5
  %393 = load double, ptr %371, align 16, !tbaa !5
  %394 = getelementptr inbounds i8, ptr %6, i64 136
  store double %393, ptr %394, align 8, !tbaa !5
  %395 = load double, ptr %374, align 8, !tbaa !5
  %396 = getelementptr inbounds i8, ptr %6, i64 200
  store double %395, ptr %396, align 8, !tbaa !5
  %397 = load double, ptr %377, align 16, !tbaa !5
  %398 = getelementptr inbounds i8, ptr %6, i64 264
  store double %397, ptr %398, align 8, !tbaa !5
  %399 = load double, ptr %380, align 8, !tbaa !5
  %400 = getelementptr inbounds i8, ptr %6, i64 328
  store double %399, ptr %400, align 8, !tbaa !5
  %401 = load double, ptr %383, align 16, !tbaa !5
  %402 = getelementptr inbounds i8, ptr %6, i64 392
  store double %401, ptr %402, align 8, !tbaa !5
  %403 = load double, ptr %386, align 8, !tbaa !5
  %404 = getelementptr inbounds i8, ptr %6, i64 456
  store double %403, ptr %404, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  br label %438

405:                                              ; preds = %144, %405
  %406 = phi i64 [ 0, %144 ], [ %436, %405 ]
  %407 = phi double [ 0.000000e+00, %144 ], [ %435, %405 ]
  %408 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %406
  %409 = load double, ptr %408, align 8, !tbaa !5
  %410 = fneg double %409
  %411 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 0
  %412 = load double, ptr %411, align 16, !tbaa !5
  %413 = tail call double @llvm.fmuladd.f64(double %412, double %191, double %410)
  %414 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 1
  %415 = load double, ptr %414, align 8, !tbaa !5
  %416 = tail call double @llvm.fmuladd.f64(double %415, double %194, double %413)
  %417 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 2
  %418 = load double, ptr %417, align 16, !tbaa !5
  %419 = tail call double @llvm.fmuladd.f64(double %418, double %197, double %416)
  %420 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 3
  %421 = load double, ptr %420, align 8, !tbaa !5
  %422 = tail call double @llvm.fmuladd.f64(double %421, double %200, double %419)
  %423 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 4
  %424 = load double, ptr %423, align 16, !tbaa !5
  %425 = tail call double @llvm.fmuladd.f64(double %424, double %203, double %422)
  %426 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 5
  %427 = load double, ptr %426, align 8, !tbaa !5
  %428 = tail call double @llvm.fmuladd.f64(double %427, double %206, double %425)
  %429 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 6
  %430 = load double, ptr %429, align 16, !tbaa !5
  %431 = tail call double @llvm.fmuladd.f64(double %430, double %209, double %428)
  %432 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %406, i64 7
  %433 = load double, ptr %432, align 8, !tbaa !5
  %434 = tail call double @llvm.fmuladd.f64(double %433, double %212, double %431)
  %435 = tail call double @llvm.fmuladd.f64(double %434, double %434, double %407)
  %436 = add nuw nsw i64 %406, 1
  %437 = icmp eq i64 %436, 8
  br i1 %437, label %355, label %405, !llvm.loop !28

438:                                              ; preds = %355, %438
  %439 = phi i64 [ 2, %355 ], [ %468, %438 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  store double 0.000000e+00, ptr %7, align 16, !tbaa !5
  store double 0.000000e+00, ptr %360, align 8, !tbaa !5
  %440 = icmp eq i64 %439, 2
  %441 = select i1 %440, double 1.000000e+00, double 0.000000e+00
  store double %441, ptr %361, align 16, !tbaa !5
  %442 = icmp eq i64 %439, 3
  %443 = select i1 %442, double 1.000000e+00, double 0.000000e+00
  store double %443, ptr %362, align 8, !tbaa !5
  %444 = icmp eq i64 %439, 4
  %445 = select i1 %444, double 1.000000e+00, double 0.000000e+00
  store double %445, ptr %363, align 16, !tbaa !5
  %446 = icmp eq i64 %439, 5
  %447 = select i1 %446, double 1.000000e+00, double 0.000000e+00
  store double %447, ptr %364, align 8, !tbaa !5
  %448 = icmp eq i64 %439, 6
  %449 = select i1 %448, double 1.000000e+00, double 0.000000e+00
  store double %449, ptr %365, align 16, !tbaa !5
  %450 = icmp eq i64 %439, 7
  %451 = select i1 %450, double 1.000000e+00, double 0.000000e+00
  store double %451, ptr %366, align 8, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %452 = load double, ptr %8, align 16, !tbaa !5
  %453 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 0, i64 %439
  store double %452, ptr %453, align 8, !tbaa !5
  %454 = load double, ptr %368, align 8, !tbaa !5
  %455 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 1, i64 %439
  store double %454, ptr %455, align 8, !tbaa !5
  %456 = load double, ptr %371, align 16, !tbaa !5
  %457 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 2, i64 %439
  store double %456, ptr %457, align 8, !tbaa !5
  %458 = load double, ptr %374, align 8, !tbaa !5
  %459 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 3, i64 %439
  store double %458, ptr %459, align 8, !tbaa !5
  %460 = load double, ptr %377, align 16, !tbaa !5
  %461 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 4, i64 %439
  store double %460, ptr %461, align 8, !tbaa !5
  %462 = load double, ptr %380, align 8, !tbaa !5
  %463 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 5, i64 %439
  store double %462, ptr %463, align 8, !tbaa !5
  %464 = load double, ptr %383, align 16, !tbaa !5
  %465 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 6, i64 %439
  store double %464, ptr %465, align 8, !tbaa !5
  %466 = load double, ptr %386, align 8, !tbaa !5
  %467 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 7, i64 %439
  store double %466, ptr %467, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  %468 = add nuw nsw i64 %439, 1
  %469 = icmp eq i64 %468, 8
  br i1 %469, label %470, label %438, !llvm.loop !29

470:                                              ; preds = %438, %530
  %471 = phi i64 [ %531, %530 ], [ 0, %438 ]
  %472 = phi double [ %527, %530 ], [ 0.000000e+00, %438 ]
  %473 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 0
  %474 = load double, ptr %473, align 16, !tbaa !5
  %475 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 1
  %476 = load double, ptr %475, align 8, !tbaa !5
  %477 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 2
  %478 = load double, ptr %477, align 16, !tbaa !5
  %479 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 3
  %480 = load double, ptr %479, align 8, !tbaa !5
  %481 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 4
  %482 = load double, ptr %481, align 16, !tbaa !5
  %483 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 5
  %484 = load double, ptr %483, align 8, !tbaa !5
  %485 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 6
  %486 = load double, ptr %485, align 16, !tbaa !5
  %487 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %471, i64 7
  %488 = load double, ptr %487, align 8, !tbaa !5
  br label %496

489:                                              ; preds = %530
  %490 = fcmp olt double %527, 1.000000e-10
  %491 = zext i1 %490 to i32
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %491)
  %493 = load double, ptr %6, align 16, !tbaa !5
  %494 = load double, ptr %388, align 16, !tbaa !5
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %493, double noundef %494)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9
  ret i32 0

496:                                              ; preds = %470, %496
  %497 = phi i64 [ 0, %470 ], [ %528, %496 ]
  %498 = phi double [ %472, %470 ], [ %527, %496 ]
  %499 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 0, i64 %497
  %500 = load double, ptr %499, align 8, !tbaa !5
  %501 = tail call double @llvm.fmuladd.f64(double %474, double %500, double 0.000000e+00)
  %502 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 1, i64 %497
  %503 = load double, ptr %502, align 8, !tbaa !5
  %504 = tail call double @llvm.fmuladd.f64(double %476, double %503, double %501)
  %505 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 2, i64 %497
  %506 = load double, ptr %505, align 8, !tbaa !5
  %507 = tail call double @llvm.fmuladd.f64(double %478, double %506, double %504)
  %508 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 3, i64 %497
  %509 = load double, ptr %508, align 8, !tbaa !5
  %510 = tail call double @llvm.fmuladd.f64(double %480, double %509, double %507)
  %511 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 4, i64 %497
  %512 = load double, ptr %511, align 8, !tbaa !5
  %513 = tail call double @llvm.fmuladd.f64(double %482, double %512, double %510)
  %514 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 5, i64 %497
  %515 = load double, ptr %514, align 8, !tbaa !5
  %516 = tail call double @llvm.fmuladd.f64(double %484, double %515, double %513)
  %517 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 6, i64 %497
  %518 = load double, ptr %517, align 8, !tbaa !5
  %519 = tail call double @llvm.fmuladd.f64(double %486, double %518, double %516)
  %520 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 7, i64 %497
  %521 = load double, ptr %520, align 8, !tbaa !5
  %522 = tail call double @llvm.fmuladd.f64(double %488, double %521, double %519)
  %523 = icmp eq i64 %471, %497
  %524 = select i1 %523, double 1.000000e+00, double 0.000000e+00
  %525 = fsub double %522, %524
  %526 = tail call double @llvm.fabs.f64(double %525)
  %527 = tail call double @llvm.maxnum.f64(double %498, double %526)
  %528 = add nuw nsw i64 %497, 1
  %529 = icmp eq i64 %528, 8
  br i1 %529, label %530, label %496, !llvm.loop !31

530:                                              ; preds = %496
  %531 = add nuw nsw i64 %471, 1
  %532 = icmp eq i64 %531, 8
  br i1 %532, label %489, label %470, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @lu_solve(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) unnamed_addr #4 {
  %5 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #9
  %6 = load i32, ptr %1, align 4, !tbaa !13
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds double, ptr %2, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !5
  store double %9, ptr %5, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !13
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %2, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = fneg double %16
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %9, double %14)
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store double %18, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !13
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %2, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %0, i64 128
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fneg double %26
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %9, double %24)
  %29 = getelementptr inbounds i8, ptr %0, i64 136
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = fneg double %30
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %18, double %28)
  %33 = getelementptr inbounds i8, ptr %5, i64 16
  store double %32, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %1, i64 12
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %2, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %0, i64 192
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fneg double %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %9, double %38)
  %43 = getelementptr inbounds i8, ptr %0, i64 200
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fneg double %44
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %18, double %42)
  %47 = getelementptr inbounds i8, ptr %0, i64 208
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fneg double %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %32, double %46)
  %51 = getelementptr inbounds i8, ptr %5, i64 24
  store double %50, ptr %51, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = load i32, ptr %52, align 4, !tbaa !13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %2, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %0, i64 256
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = fneg double %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %9, double %56)
  %61 = getelementptr inbounds i8, ptr %0, i64 264
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = fneg double %62
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %18, double %60)
  %65 = getelementptr inbounds i8, ptr %0, i64 272
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = fneg double %66
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %32, double %64)
  %69 = getelementptr inbounds i8, ptr %0, i64 280
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fneg double %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %50, double %68)
  %73 = getelementptr inbounds i8, ptr %5, i64 32
  store double %72, ptr %73, align 16, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %1, i64 20
  %75 = load i32, ptr %74, align 4, !tbaa !13
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %2, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %0, i64 320
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fneg double %80
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %9, double %78)
  %83 = getelementptr inbounds i8, ptr %0, i64 328
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fneg double %84
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %18, double %82)
  %87 = getelementptr inbounds i8, ptr %0, i64 336
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fneg double %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %32, double %86)
  %91 = getelementptr inbounds i8, ptr %0, i64 344
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = fneg double %92
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %50, double %90)
  %95 = getelementptr inbounds i8, ptr %0, i64 352
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = fneg double %96
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %72, double %94)
  %99 = getelementptr inbounds i8, ptr %5, i64 40
  store double %98, ptr %99, align 8, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %1, i64 24
  %101 = load i32, ptr %100, align 4, !tbaa !13
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %2, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %0, i64 384
  %106 = load double, ptr %105, align 8, !tbaa !5
  %107 = fneg double %106
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %9, double %104)
  %109 = getelementptr inbounds i8, ptr %0, i64 392
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = fneg double %110
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %18, double %108)
  %113 = getelementptr inbounds i8, ptr %0, i64 400
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fneg double %114
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %32, double %112)
  %117 = getelementptr inbounds i8, ptr %0, i64 408
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fneg double %118
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %50, double %116)
  %121 = getelementptr inbounds i8, ptr %0, i64 416
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fneg double %122
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %72, double %120)
  %125 = getelementptr inbounds i8, ptr %0, i64 424
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = fneg double %126
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %98, double %124)
  %129 = getelementptr inbounds i8, ptr %5, i64 48
  store double %128, ptr %129, align 16, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %0, i64 496
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fneg double %131
  %133 = getelementptr inbounds i8, ptr %0, i64 488
  %134 = load double, ptr %133, align 8, !tbaa !5
  %135 = fneg double %134
  %136 = getelementptr inbounds i8, ptr %0, i64 480
  %137 = load double, ptr %136, align 8, !tbaa !5
  %138 = fneg double %137
  %139 = getelementptr inbounds i8, ptr %0, i64 472
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fneg double %140
  %142 = getelementptr inbounds i8, ptr %0, i64 464
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = fneg double %143
  %145 = getelementptr inbounds i8, ptr %0, i64 456
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fneg double %146
  %148 = getelementptr inbounds i8, ptr %0, i64 448
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = fneg double %149
  %151 = getelementptr inbounds i8, ptr %1, i64 28
  %152 = load i32, ptr %151, align 4, !tbaa !13
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %2, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = tail call double @llvm.fmuladd.f64(double %150, double %9, double %155)
  %157 = tail call double @llvm.fmuladd.f64(double %147, double %18, double %156)
  %158 = tail call double @llvm.fmuladd.f64(double %144, double %32, double %157)
  %159 = tail call double @llvm.fmuladd.f64(double %141, double %50, double %158)
  %160 = tail call double @llvm.fmuladd.f64(double %138, double %72, double %159)
  %161 = tail call double @llvm.fmuladd.f64(double %135, double %98, double %160)
  %162 = tail call double @llvm.fmuladd.f64(double %132, double %128, double %161)
  %163 = getelementptr inbounds i8, ptr %5, i64 56
  store double %162, ptr %163, align 8, !tbaa !5
  br label %165

164:                                              ; preds = %187
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #9
  ret void

165:                                              ; preds = %4, %187
  %166 = phi i64 [ 0, %4 ], [ %195, %187 ]
  %167 = phi i64 [ 7, %4 ], [ %193, %187 ]
  %168 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = icmp ult i64 %167, 7
  br i1 %170, label %171, label %187

171:                                              ; preds = %165
  %172 = and i64 %166, 1
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %182, label %174

174:                                              ; preds = %171
  %175 = add nuw nsw i64 %167, 1
  %176 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !5
  %178 = getelementptr inbounds double, ptr %3, i64 %175
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = fneg double %177
  %181 = tail call double @llvm.fmuladd.f64(double %180, double %179, double %169)
  br label %182

182:                                              ; preds = %174, %171
  %183 = phi double [ poison, %171 ], [ %181, %174 ]
  %184 = phi i64 [ %167, %171 ], [ %175, %174 ]
  %185 = phi double [ %169, %171 ], [ %181, %174 ]
  %186 = icmp eq i64 %166, 1
  br i1 %186, label %187, label %196

187:                                              ; preds = %182, %196, %165
  %188 = phi double [ %169, %165 ], [ %183, %182 ], [ %212, %196 ]
  %189 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %167
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fdiv double %188, %190
  %192 = getelementptr inbounds double, ptr %3, i64 %167
  store double %191, ptr %192, align 8, !tbaa !5
  %193 = add nsw i64 %167, -1
  %194 = icmp eq i64 %167, 0
  %195 = add i64 %166, 1
  br i1 %194, label %164, label %165, !llvm.loop !33

196:                                              ; preds = %182, %196
  %197 = phi i64 [ %206, %196 ], [ %184, %182 ]
  %198 = phi double [ %212, %196 ], [ %185, %182 ]
  %199 = add nuw nsw i64 %197, 1
  %200 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !5
  %202 = getelementptr inbounds double, ptr %3, i64 %199
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = fneg double %201
  %205 = tail call double @llvm.fmuladd.f64(double %204, double %203, double %198)
  %206 = add nuw nsw i64 %197, 2
  %207 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !5
  %209 = getelementptr inbounds double, ptr %3, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fneg double %208
  %212 = tail call double @llvm.fmuladd.f64(double %211, double %210, double %205)
  %213 = icmp eq i64 %206, 7
  br i1 %213, label %187, label %196, !llvm.loop !34
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = !{!23}
!23 = distinct !{!23, !19}
!24 = !{!18, !21}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !11}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10, !30}
!30 = !{!"llvm.loop.peeled.count", i32 2}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
