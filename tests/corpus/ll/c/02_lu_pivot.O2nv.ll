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
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8
  br label %9

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %11, %9 ]
  %11 = add nuw nsw i64 %10, 1
  %12 = mul nuw nsw i64 %10, 7
  %13 = trunc nuw nsw i64 %11 to i32
  %14 = uitofp nneg i32 %13 to double
  %15 = fdiv double 1.000000e+00, %14
  %16 = trunc nuw nsw i64 %12 to i32
  %17 = urem i32 %16, 5
  %18 = uitofp nneg i32 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 2.500000e-01, double %15)
  %20 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 0
  %21 = icmp eq i64 %10, 3
  %22 = fadd double %19, 2.000000e+00
  %23 = select i1 %21, double %22, double %19
  store double %23, ptr %20, align 16, !tbaa !5
  %24 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 0
  store double %23, ptr %24, align 16, !tbaa !5
  %25 = trunc i64 %10 to i32
  %26 = add i32 %25, 2
  %27 = uitofp nneg i32 %26 to double
  %28 = fdiv double 1.000000e+00, %27
  %29 = trunc i64 %12 to i32
  %30 = add i32 %29, 3
  %31 = urem i32 %30, 5
  %32 = uitofp nneg i32 %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 2.500000e-01, double %28)
  %34 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 1
  %35 = icmp eq i64 %10, 4
  %36 = fadd double %33, 2.000000e+00
  %37 = select i1 %35, double %36, double %33
  store double %37, ptr %34, align 8, !tbaa !5
  %38 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 1
  store double %37, ptr %38, align 8, !tbaa !5
  %39 = trunc i64 %10 to i32
  %40 = add i32 %39, 3
  %41 = uitofp nneg i32 %40 to double
  %42 = fdiv double 1.000000e+00, %41
  %43 = trunc i64 %12 to i32
  %44 = add i32 %43, 6
  %45 = urem i32 %44, 5
  %46 = uitofp nneg i32 %45 to double
  %47 = tail call double @llvm.fmuladd.f64(double %46, double 2.500000e-01, double %42)
  %48 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 2
  %49 = icmp eq i64 %10, 5
  %50 = fadd double %47, 2.000000e+00
  %51 = select i1 %49, double %50, double %47
  store double %51, ptr %48, align 16, !tbaa !5
  %52 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 2
  store double %51, ptr %52, align 16, !tbaa !5
  %53 = trunc i64 %10 to i32
  %54 = add i32 %53, 4
  %55 = uitofp nneg i32 %54 to double
  %56 = fdiv double 1.000000e+00, %55
  %57 = trunc i64 %12 to i32
  %58 = add i32 %57, 9
  %59 = urem i32 %58, 5
  %60 = uitofp nneg i32 %59 to double
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 2.500000e-01, double %56)
  %62 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 3
  %63 = icmp eq i64 %10, 6
  %64 = fadd double %61, 2.000000e+00
  %65 = select i1 %63, double %64, double %61
  store double %65, ptr %62, align 8, !tbaa !5
  %66 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 3
  store double %65, ptr %66, align 8, !tbaa !5
  %67 = trunc i64 %10 to i32
  %68 = add i32 %67, 5
  %69 = uitofp nneg i32 %68 to double
  %70 = fdiv double 1.000000e+00, %69
  %71 = trunc i64 %12 to i32
  %72 = add i32 %71, 12
  %73 = urem i32 %72, 5
  %74 = uitofp nneg i32 %73 to double
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 2.500000e-01, double %70)
  %76 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 4
  %77 = icmp eq i64 %10, 7
  %78 = fadd double %75, 2.000000e+00
  %79 = select i1 %77, double %78, double %75
  store double %79, ptr %76, align 16, !tbaa !5
  %80 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 4
  store double %79, ptr %80, align 16, !tbaa !5
  %81 = trunc i64 %10 to i32
  %82 = add i32 %81, 6
  %83 = uitofp nneg i32 %82 to double
  %84 = fdiv double 1.000000e+00, %83
  %85 = trunc i64 %12 to i32
  %86 = add i32 %85, 15
  %87 = urem i32 %86, 5
  %88 = uitofp nneg i32 %87 to double
  %89 = tail call double @llvm.fmuladd.f64(double %88, double 2.500000e-01, double %84)
  %90 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 5
  %91 = icmp eq i64 %10, 0
  %92 = fadd double %89, 2.000000e+00
  %93 = select i1 %91, double %92, double %89
  store double %93, ptr %90, align 8, !tbaa !5
  %94 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 5
  store double %93, ptr %94, align 8, !tbaa !5
  %95 = trunc i64 %10 to i32
  %96 = add i32 %95, 7
  %97 = uitofp nneg i32 %96 to double
  %98 = fdiv double 1.000000e+00, %97
  %99 = trunc i64 %12 to i32
  %100 = add i32 %99, 18
  %101 = urem i32 %100, 5
  %102 = uitofp nneg i32 %101 to double
  %103 = tail call double @llvm.fmuladd.f64(double %102, double 2.500000e-01, double %98)
  %104 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 6
  %105 = icmp eq i64 %10, 1
  %106 = fadd double %103, 2.000000e+00
  %107 = select i1 %105, double %106, double %103
  store double %107, ptr %104, align 16, !tbaa !5
  %108 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 6
  store double %107, ptr %108, align 16, !tbaa !5
  %109 = trunc i64 %10 to i32
  %110 = add i32 %109, 8
  %111 = uitofp nneg i32 %110 to double
  %112 = fdiv double 1.000000e+00, %111
  %113 = trunc i64 %12 to i32
  %114 = add i32 %113, 21
  %115 = urem i32 %114, 5
  %116 = uitofp nneg i32 %115 to double
  %117 = tail call double @llvm.fmuladd.f64(double %116, double 2.500000e-01, double %112)
  %118 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %10, i64 7
  %119 = icmp eq i64 %10, 2
  %120 = fadd double %117, 2.000000e+00
  %121 = select i1 %119, double %120, double %117
  store double %121, ptr %118, align 8, !tbaa !5
  %122 = getelementptr inbounds [8 x [8 x double]], ptr %1, i64 0, i64 %10, i64 7
  store double %121, ptr %122, align 8, !tbaa !5
  %123 = icmp eq i64 %11, 8
  br i1 %123, label %124, label %9, !llvm.loop !9

124:                                              ; preds = %9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  store i32 0, ptr %3, align 16, !tbaa !11
  %125 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 1, ptr %125, align 4, !tbaa !11
  %126 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 2, ptr %126, align 8, !tbaa !11
  %127 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 3, ptr %127, align 4, !tbaa !11
  %128 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 4, ptr %128, align 16, !tbaa !11
  %129 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 5, ptr %129, align 4, !tbaa !11
  %130 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 6, ptr %130, align 8, !tbaa !11
  %131 = getelementptr inbounds i8, ptr %3, i64 28
  store i32 7, ptr %131, align 4, !tbaa !11
  br label %209

132:                                              ; preds = %284, %276
  %133 = add nuw nsw i64 %212, 1
  %134 = icmp eq i64 %214, 8
  br i1 %134, label %135, label %209, !llvm.loop !13

135:                                              ; preds = %132
  %136 = sitofp i32 %277 to double
  %137 = load double, ptr %1, align 16, !tbaa !5
  %138 = fmul double %137, %136
  %139 = getelementptr inbounds i8, ptr %1, i64 72
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fmul double %138, %140
  %142 = getelementptr inbounds i8, ptr %1, i64 144
  %143 = load double, ptr %142, align 16, !tbaa !5
  %144 = fmul double %141, %143
  %145 = getelementptr inbounds i8, ptr %1, i64 216
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fmul double %144, %146
  %148 = getelementptr inbounds i8, ptr %1, i64 288
  %149 = load double, ptr %148, align 16, !tbaa !5
  %150 = fmul double %147, %149
  %151 = getelementptr inbounds i8, ptr %1, i64 360
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = fmul double %150, %152
  %154 = getelementptr inbounds i8, ptr %1, i64 432
  %155 = load double, ptr %154, align 16, !tbaa !5
  %156 = fmul double %153, %155
  %157 = getelementptr inbounds i8, ptr %1, i64 504
  %158 = load double, ptr %157, align 8, !tbaa !5
  %159 = fmul double %156, %158
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %159)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %162 = load i32, ptr %3, align 16, !tbaa !11
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %162)
  %164 = load i32, ptr %125, align 4, !tbaa !11
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %164)
  %166 = load i32, ptr %126, align 8, !tbaa !11
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166)
  %168 = load i32, ptr %127, align 4, !tbaa !11
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %168)
  %170 = load i32, ptr %128, align 16, !tbaa !11
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %170)
  %172 = load i32, ptr %129, align 4, !tbaa !11
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %172)
  %174 = load i32, ptr %130, align 8, !tbaa !11
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %174)
  %176 = load i32, ptr %131, align 4, !tbaa !11
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %176)
  %178 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #8
  store double 1.000000e+00, ptr %4, align 16, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %4, i64 8
  store double 2.000000e+00, ptr %179, align 8, !tbaa !5
  %180 = getelementptr inbounds i8, ptr %4, i64 16
  store double 3.000000e+00, ptr %180, align 16, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %4, i64 24
  store double 4.000000e+00, ptr %181, align 8, !tbaa !5
  %182 = getelementptr inbounds i8, ptr %4, i64 32
  store double 5.000000e+00, ptr %182, align 16, !tbaa !5
  %183 = getelementptr inbounds i8, ptr %4, i64 40
  store double 6.000000e+00, ptr %183, align 8, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %4, i64 48
  store double 7.000000e+00, ptr %184, align 16, !tbaa !5
  %185 = getelementptr inbounds i8, ptr %4, i64 56
  store double 8.000000e+00, ptr %185, align 8, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %186 = load double, ptr %5, align 16, !tbaa !5
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %186)
  %188 = getelementptr inbounds i8, ptr %5, i64 8
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %189)
  %191 = getelementptr inbounds i8, ptr %5, i64 16
  %192 = load double, ptr %191, align 16, !tbaa !5
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %192)
  %194 = getelementptr inbounds i8, ptr %5, i64 24
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %195)
  %197 = getelementptr inbounds i8, ptr %5, i64 32
  %198 = load double, ptr %197, align 16, !tbaa !5
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %198)
  %200 = getelementptr inbounds i8, ptr %5, i64 40
  %201 = load double, ptr %200, align 8, !tbaa !5
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %201)
  %203 = getelementptr inbounds i8, ptr %5, i64 48
  %204 = load double, ptr %203, align 16, !tbaa !5
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %204)
  %206 = getelementptr inbounds i8, ptr %5, i64 56
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %207)
  br label %348

209:                                              ; preds = %132, %124
  %210 = phi i32 [ 1, %124 ], [ %277, %132 ]
  %211 = phi i64 [ 0, %124 ], [ %214, %132 ]
  %212 = phi i64 [ 1, %124 ], [ %133, %132 ]
  %213 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 %211
  %214 = add nuw nsw i64 %211, 1
  %215 = icmp ult i64 %211, 7
  %216 = trunc nuw nsw i64 %211 to i32
  br i1 %215, label %217, label %220

217:                                              ; preds = %209
  %218 = load double, ptr %213, align 8, !tbaa !5
  %219 = tail call double @llvm.fabs.f64(double %218)
  br label %263

220:                                              ; preds = %263, %209
  %221 = phi i32 [ %216, %209 ], [ %272, %263 ]
  %222 = zext i32 %221 to i64
  %223 = icmp eq i64 %211, %222
  br i1 %223, label %276, label %224

224:                                              ; preds = %220
  %225 = sext i32 %221 to i64
  %226 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 0
  %227 = load double, ptr %226, align 16, !tbaa !5
  %228 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 0
  %229 = load double, ptr %228, align 16, !tbaa !5
  store double %229, ptr %226, align 16, !tbaa !5
  store double %227, ptr %228, align 16, !tbaa !5
  %230 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 1
  %231 = load double, ptr %230, align 8, !tbaa !5
  %232 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 1
  %233 = load double, ptr %232, align 8, !tbaa !5
  store double %233, ptr %230, align 8, !tbaa !5
  store double %231, ptr %232, align 8, !tbaa !5
  %234 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 2
  %235 = load double, ptr %234, align 16, !tbaa !5
  %236 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 2
  %237 = load double, ptr %236, align 16, !tbaa !5
  store double %237, ptr %234, align 16, !tbaa !5
  store double %235, ptr %236, align 16, !tbaa !5
  %238 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 3
  %239 = load double, ptr %238, align 8, !tbaa !5
  %240 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 3
  %241 = load double, ptr %240, align 8, !tbaa !5
  store double %241, ptr %238, align 8, !tbaa !5
  store double %239, ptr %240, align 8, !tbaa !5
  %242 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 4
  %243 = load double, ptr %242, align 16, !tbaa !5
  %244 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 4
  %245 = load double, ptr %244, align 16, !tbaa !5
  store double %245, ptr %242, align 16, !tbaa !5
  store double %243, ptr %244, align 16, !tbaa !5
  %246 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 5
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 5
  %249 = load double, ptr %248, align 8, !tbaa !5
  store double %249, ptr %246, align 8, !tbaa !5
  store double %247, ptr %248, align 8, !tbaa !5
  %250 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 6
  %251 = load double, ptr %250, align 16, !tbaa !5
  %252 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 6
  %253 = load double, ptr %252, align 16, !tbaa !5
  store double %253, ptr %250, align 16, !tbaa !5
  store double %251, ptr %252, align 16, !tbaa !5
  %254 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 7
  %255 = load double, ptr %254, align 8, !tbaa !5
  %256 = getelementptr inbounds [8 x double], ptr %1, i64 %225, i64 7
  %257 = load double, ptr %256, align 8, !tbaa !5
  store double %257, ptr %254, align 8, !tbaa !5
  store double %255, ptr %256, align 8, !tbaa !5
  %258 = getelementptr inbounds i32, ptr %3, i64 %211
  %259 = load i32, ptr %258, align 4, !tbaa !11
  %260 = getelementptr inbounds i32, ptr %3, i64 %225
  %261 = load i32, ptr %260, align 4, !tbaa !11
  store i32 %261, ptr %258, align 4, !tbaa !11
  store i32 %259, ptr %260, align 4, !tbaa !11
  %262 = sub nsw i32 0, %210
  br label %276

263:                                              ; preds = %263, %217
  %264 = phi i64 [ %212, %217 ], [ %274, %263 ]
  %265 = phi double [ %219, %217 ], [ %273, %263 ]
  %266 = phi i32 [ %216, %217 ], [ %272, %263 ]
  %267 = getelementptr inbounds [8 x double], ptr %1, i64 %264, i64 %211
  %268 = load double, ptr %267, align 8, !tbaa !5
  %269 = tail call double @llvm.fabs.f64(double %268)
  %270 = fcmp ogt double %269, %265
  %271 = trunc nuw nsw i64 %264 to i32
  %272 = select i1 %270, i32 %271, i32 %266
  %273 = select i1 %270, double %269, double %265
  %274 = add nuw nsw i64 %264, 1
  %275 = icmp eq i64 %274, 8
  br i1 %275, label %220, label %263, !llvm.loop !14

276:                                              ; preds = %224, %220
  %277 = phi i32 [ %210, %220 ], [ %262, %224 ]
  br i1 %215, label %278, label %132

278:                                              ; preds = %276, %284
  %279 = phi i64 [ %285, %284 ], [ %212, %276 ]
  %280 = load double, ptr %213, align 8, !tbaa !5
  %281 = getelementptr inbounds [8 x double], ptr %1, i64 %279, i64 %211
  %282 = load double, ptr %281, align 8, !tbaa !5
  %283 = fdiv double %282, %280
  store double %283, ptr %281, align 8, !tbaa !5
  br label %287

284:                                              ; preds = %287
  %285 = add nuw nsw i64 %279, 1
  %286 = icmp eq i64 %285, 8
  br i1 %286, label %132, label %278, !llvm.loop !15

287:                                              ; preds = %287, %278
  %288 = phi i64 [ %212, %278 ], [ %296, %287 ]
  %289 = load double, ptr %281, align 8, !tbaa !5
  %290 = getelementptr inbounds [8 x double], ptr %1, i64 %211, i64 %288
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = getelementptr inbounds [8 x double], ptr %1, i64 %279, i64 %288
  %293 = load double, ptr %292, align 8, !tbaa !5
  %294 = fneg double %289
  %295 = tail call double @llvm.fmuladd.f64(double %294, double %291, double %293)
  store double %295, ptr %292, align 8, !tbaa !5
  %296 = add nuw nsw i64 %288, 1
  %297 = icmp eq i64 %296, 8
  br i1 %297, label %284, label %287, !llvm.loop !16

298:                                              ; preds = %348
  %299 = tail call double @sqrt(double noundef %378) #8
  %300 = fcmp olt double %299, 1.000000e-10
  %301 = zext i1 %300 to i32
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %301)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8
  store double 1.000000e+00, ptr %7, align 16, !tbaa !5
  %303 = getelementptr inbounds i8, ptr %7, i64 8
  %304 = getelementptr inbounds i8, ptr %7, i64 16
  %305 = getelementptr inbounds i8, ptr %7, i64 24
  %306 = getelementptr inbounds i8, ptr %7, i64 32
  %307 = getelementptr inbounds i8, ptr %7, i64 40
  %308 = getelementptr inbounds i8, ptr %7, i64 48
  %309 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %303, i8 0, i64 56, i1 false)
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %310 = load double, ptr %8, align 16, !tbaa !5
  store double %310, ptr %6, align 16, !tbaa !5
  %311 = getelementptr inbounds i8, ptr %8, i64 8
  %312 = load double, ptr %311, align 8, !tbaa !5
  %313 = getelementptr inbounds i8, ptr %6, i64 64
  store double %312, ptr %313, align 16, !tbaa !5
  %314 = getelementptr inbounds i8, ptr %8, i64 16
  %315 = load double, ptr %314, align 16, !tbaa !5
  %316 = getelementptr inbounds i8, ptr %6, i64 128
  store double %315, ptr %316, align 16, !tbaa !5
  %317 = getelementptr inbounds i8, ptr %8, i64 24
  %318 = load double, ptr %317, align 8, !tbaa !5
  %319 = getelementptr inbounds i8, ptr %6, i64 192
  store double %318, ptr %319, align 16, !tbaa !5
  %320 = getelementptr inbounds i8, ptr %8, i64 32
  %321 = load double, ptr %320, align 16, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %6, i64 256
  store double %321, ptr %322, align 16, !tbaa !5
  %323 = getelementptr inbounds i8, ptr %8, i64 40
  %324 = load double, ptr %323, align 8, !tbaa !5
  %325 = getelementptr inbounds i8, ptr %6, i64 320
  store double %324, ptr %325, align 16, !tbaa !5
  %326 = getelementptr inbounds i8, ptr %8, i64 48
  %327 = load double, ptr %326, align 16, !tbaa !5
  %328 = getelementptr inbounds i8, ptr %6, i64 384
  store double %327, ptr %328, align 16, !tbaa !5
  %329 = getelementptr inbounds i8, ptr %8, i64 56
  %330 = load double, ptr %329, align 8, !tbaa !5
  %331 = getelementptr inbounds i8, ptr %6, i64 448
  store double %330, ptr %331, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8
  store double 0.000000e+00, ptr %7, align 16, !tbaa !5
  store double 1.000000e+00, ptr %303, align 8, !tbaa !5
  store double 0.000000e+00, ptr %304, align 16, !tbaa !5
  store double 0.000000e+00, ptr %305, align 8, !tbaa !5
  store double 0.000000e+00, ptr %306, align 16, !tbaa !5
  store double 0.000000e+00, ptr %307, align 8, !tbaa !5
  store double 0.000000e+00, ptr %308, align 16, !tbaa !5
  store double 0.000000e+00, ptr %309, align 8, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %332 = load double, ptr %8, align 16, !tbaa !5
  %333 = getelementptr inbounds i8, ptr %6, i64 8
  store double %332, ptr %333, align 8, !tbaa !5
  %334 = load double, ptr %311, align 8, !tbaa !5
  %335 = getelementptr inbounds i8, ptr %6, i64 72
  store double %334, ptr %335, align 8, !tbaa !5
  %336 = load double, ptr %314, align 16, !tbaa !5
  %337 = getelementptr inbounds i8, ptr %6, i64 136
  store double %336, ptr %337, align 8, !tbaa !5
  %338 = load double, ptr %317, align 8, !tbaa !5
  %339 = getelementptr inbounds i8, ptr %6, i64 200
  store double %338, ptr %339, align 8, !tbaa !5
  %340 = load double, ptr %320, align 16, !tbaa !5
  %341 = getelementptr inbounds i8, ptr %6, i64 264
  store double %340, ptr %341, align 8, !tbaa !5
  %342 = load double, ptr %323, align 8, !tbaa !5
  %343 = getelementptr inbounds i8, ptr %6, i64 328
  store double %342, ptr %343, align 8, !tbaa !5
  %344 = load double, ptr %326, align 16, !tbaa !5
  %345 = getelementptr inbounds i8, ptr %6, i64 392
  store double %344, ptr %345, align 8, !tbaa !5
  %346 = load double, ptr %329, align 8, !tbaa !5
  %347 = getelementptr inbounds i8, ptr %6, i64 456
  store double %346, ptr %347, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  br label %381

348:                                              ; preds = %135, %348
  %349 = phi i64 [ 0, %135 ], [ %379, %348 ]
  %350 = phi double [ 0.000000e+00, %135 ], [ %378, %348 ]
  %351 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %349
  %352 = load double, ptr %351, align 8, !tbaa !5
  %353 = fneg double %352
  %354 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 0
  %355 = load double, ptr %354, align 16, !tbaa !5
  %356 = tail call double @llvm.fmuladd.f64(double %355, double %186, double %353)
  %357 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 1
  %358 = load double, ptr %357, align 8, !tbaa !5
  %359 = tail call double @llvm.fmuladd.f64(double %358, double %189, double %356)
  %360 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 2
  %361 = load double, ptr %360, align 16, !tbaa !5
  %362 = tail call double @llvm.fmuladd.f64(double %361, double %192, double %359)
  %363 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 3
  %364 = load double, ptr %363, align 8, !tbaa !5
  %365 = tail call double @llvm.fmuladd.f64(double %364, double %195, double %362)
  %366 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 4
  %367 = load double, ptr %366, align 16, !tbaa !5
  %368 = tail call double @llvm.fmuladd.f64(double %367, double %198, double %365)
  %369 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 5
  %370 = load double, ptr %369, align 8, !tbaa !5
  %371 = tail call double @llvm.fmuladd.f64(double %370, double %201, double %368)
  %372 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 6
  %373 = load double, ptr %372, align 16, !tbaa !5
  %374 = tail call double @llvm.fmuladd.f64(double %373, double %204, double %371)
  %375 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %349, i64 7
  %376 = load double, ptr %375, align 8, !tbaa !5
  %377 = tail call double @llvm.fmuladd.f64(double %376, double %207, double %374)
  %378 = tail call double @llvm.fmuladd.f64(double %377, double %377, double %350)
  %379 = add nuw nsw i64 %349, 1
  %380 = icmp eq i64 %379, 8
  br i1 %380, label %298, label %348, !llvm.loop !17

381:                                              ; preds = %298, %381
  %382 = phi i64 [ 2, %298 ], [ %411, %381 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8
  store double 0.000000e+00, ptr %7, align 16, !tbaa !5
  store double 0.000000e+00, ptr %303, align 8, !tbaa !5
  %383 = icmp eq i64 %382, 2
  %384 = select i1 %383, double 1.000000e+00, double 0.000000e+00
  store double %384, ptr %304, align 16, !tbaa !5
  %385 = icmp eq i64 %382, 3
  %386 = select i1 %385, double 1.000000e+00, double 0.000000e+00
  store double %386, ptr %305, align 8, !tbaa !5
  %387 = icmp eq i64 %382, 4
  %388 = select i1 %387, double 1.000000e+00, double 0.000000e+00
  store double %388, ptr %306, align 16, !tbaa !5
  %389 = icmp eq i64 %382, 5
  %390 = select i1 %389, double 1.000000e+00, double 0.000000e+00
  store double %390, ptr %307, align 8, !tbaa !5
  %391 = icmp eq i64 %382, 6
  %392 = select i1 %391, double 1.000000e+00, double 0.000000e+00
  store double %392, ptr %308, align 16, !tbaa !5
  %393 = icmp eq i64 %382, 7
  %394 = select i1 %393, double 1.000000e+00, double 0.000000e+00
  store double %394, ptr %309, align 8, !tbaa !5
  call fastcc void @lu_solve(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %395 = load double, ptr %8, align 16, !tbaa !5
  %396 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 0, i64 %382
  store double %395, ptr %396, align 8, !tbaa !5
  %397 = load double, ptr %311, align 8, !tbaa !5
  %398 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 1, i64 %382
  store double %397, ptr %398, align 8, !tbaa !5
  %399 = load double, ptr %314, align 16, !tbaa !5
  %400 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 2, i64 %382
  store double %399, ptr %400, align 8, !tbaa !5
  %401 = load double, ptr %317, align 8, !tbaa !5
  %402 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 3, i64 %382
  store double %401, ptr %402, align 8, !tbaa !5
  %403 = load double, ptr %320, align 16, !tbaa !5
  %404 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 4, i64 %382
  store double %403, ptr %404, align 8, !tbaa !5
  %405 = load double, ptr %323, align 8, !tbaa !5
  %406 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 5, i64 %382
  store double %405, ptr %406, align 8, !tbaa !5
  %407 = load double, ptr %326, align 16, !tbaa !5
  %408 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 6, i64 %382
  store double %407, ptr %408, align 8, !tbaa !5
  %409 = load double, ptr %329, align 8, !tbaa !5
  %410 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 7, i64 %382
  store double %409, ptr %410, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  %411 = add nuw nsw i64 %382, 1
  %412 = icmp eq i64 %411, 8
  br i1 %412, label %413, label %381, !llvm.loop !18

413:                                              ; preds = %381, %473
  %414 = phi i64 [ %474, %473 ], [ 0, %381 ]
  %415 = phi double [ %470, %473 ], [ 0.000000e+00, %381 ]
  %416 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 0
  %417 = load double, ptr %416, align 16, !tbaa !5
  %418 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 1
  %419 = load double, ptr %418, align 8, !tbaa !5
  %420 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 2
  %421 = load double, ptr %420, align 16, !tbaa !5
  %422 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 3
  %423 = load double, ptr %422, align 8, !tbaa !5
  %424 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 4
  %425 = load double, ptr %424, align 16, !tbaa !5
  %426 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 5
  %427 = load double, ptr %426, align 8, !tbaa !5
  %428 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 6
  %429 = load double, ptr %428, align 16, !tbaa !5
  %430 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %414, i64 7
  %431 = load double, ptr %430, align 8, !tbaa !5
  br label %439

432:                                              ; preds = %473
  %433 = fcmp olt double %470, 1.000000e-10
  %434 = zext i1 %433 to i32
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %434)
  %436 = load double, ptr %6, align 16, !tbaa !5
  %437 = load double, ptr %331, align 16, !tbaa !5
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %436, double noundef %437)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  ret i32 0

439:                                              ; preds = %413, %439
  %440 = phi i64 [ 0, %413 ], [ %471, %439 ]
  %441 = phi double [ %415, %413 ], [ %470, %439 ]
  %442 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 0, i64 %440
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = tail call double @llvm.fmuladd.f64(double %417, double %443, double 0.000000e+00)
  %445 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 1, i64 %440
  %446 = load double, ptr %445, align 8, !tbaa !5
  %447 = tail call double @llvm.fmuladd.f64(double %419, double %446, double %444)
  %448 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 2, i64 %440
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = tail call double @llvm.fmuladd.f64(double %421, double %449, double %447)
  %451 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 3, i64 %440
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = tail call double @llvm.fmuladd.f64(double %423, double %452, double %450)
  %454 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 4, i64 %440
  %455 = load double, ptr %454, align 8, !tbaa !5
  %456 = tail call double @llvm.fmuladd.f64(double %425, double %455, double %453)
  %457 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 5, i64 %440
  %458 = load double, ptr %457, align 8, !tbaa !5
  %459 = tail call double @llvm.fmuladd.f64(double %427, double %458, double %456)
  %460 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 6, i64 %440
  %461 = load double, ptr %460, align 8, !tbaa !5
  %462 = tail call double @llvm.fmuladd.f64(double %429, double %461, double %459)
  %463 = getelementptr inbounds [8 x [8 x double]], ptr %6, i64 0, i64 7, i64 %440
  %464 = load double, ptr %463, align 8, !tbaa !5
  %465 = tail call double @llvm.fmuladd.f64(double %431, double %464, double %462)
  %466 = icmp eq i64 %414, %440
  %467 = select i1 %466, double 1.000000e+00, double 0.000000e+00
  %468 = fsub double %465, %467
  %469 = tail call double @llvm.fabs.f64(double %468)
  %470 = tail call double @llvm.maxnum.f64(double %441, double %469)
  %471 = add nuw nsw i64 %440, 1
  %472 = icmp eq i64 %471, 8
  br i1 %472, label %473, label %439, !llvm.loop !20

473:                                              ; preds = %439
  %474 = add nuw nsw i64 %414, 1
  %475 = icmp eq i64 %474, 8
  br i1 %475, label %432, label %413, !llvm.loop !21
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
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #8
  %6 = load i32, ptr %1, align 4, !tbaa !11
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds double, ptr %2, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !5
  store double %9, ptr %5, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !11
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
  %21 = load i32, ptr %20, align 4, !tbaa !11
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
  %35 = load i32, ptr %34, align 4, !tbaa !11
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
  %53 = load i32, ptr %52, align 4, !tbaa !11
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
  %75 = load i32, ptr %74, align 4, !tbaa !11
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
  %101 = load i32, ptr %100, align 4, !tbaa !11
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
  %152 = load i32, ptr %151, align 4, !tbaa !11
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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #8
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
  br i1 %194, label %164, label %165, !llvm.loop !22

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
  br i1 %213, label %187, label %196, !llvm.loop !23
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !19}
!19 = !{!"llvm.loop.peeled.count", i32 2}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
