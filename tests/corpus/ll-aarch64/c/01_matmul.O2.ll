; ModuleID = 'c/01_matmul.c'
source_filename = "c/01_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@A = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 8
@B = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 8
@C1 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 8
@C2 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 8
@C3 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [14 x i8] c"trace = %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"sum   = %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"C[0][0] = %.9f C[N-1][N-1] = %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"diff ijk/ikj < 1e-12: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"diff ijk/blk < 1e-12: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%7.2f\00", align 1
@lcg_state = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @lcg_state, align 4, !tbaa !6
  br label %2

2:                                                ; preds = %0, %353
  %3 = phi i64 [ 0, %0 ], [ %354, %353 ]
  %4 = phi i32 [ %1, %0 ], [ %368, %353 ]
  br label %356

5:                                                ; preds = %353
  store i32 %368, ptr @lcg_state, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %5, %10
  %7 = phi i64 [ %11, %10 ], [ 0, %5 ]
  br label %8

8:                                                ; preds = %13, %6
  %9 = phi i64 [ 0, %6 ], [ %15, %13 ]
  br label %17

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %7, 1
  %12 = icmp eq i64 %11, 48
  br i1 %12, label %27, label %6, !llvm.loop !10

13:                                               ; preds = %17
  %14 = getelementptr inbounds [48 x double], ptr @C1, i64 %7, i64 %9
  store double %24, ptr %14, align 8, !tbaa !12
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, 48
  br i1 %16, label %10, label %8, !llvm.loop !14

17:                                               ; preds = %17, %8
  %18 = phi i64 [ 0, %8 ], [ %25, %17 ]
  %19 = phi double [ 0.000000e+00, %8 ], [ %24, %17 ]
  %20 = getelementptr inbounds [48 x double], ptr @A, i64 %7, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !12
  %22 = getelementptr inbounds [48 x double], ptr @B, i64 %18, i64 %9
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, 48
  br i1 %26, label %13, label %17, !llvm.loop !15

27:                                               ; preds = %10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(18432) @C2, i8 0, i64 18432, i1 false), !tbaa !12
  br label %28

28:                                               ; preds = %78, %27
  %29 = phi i64 [ 0, %27 ], [ %79, %78 ]
  %30 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 0
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 4
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 8
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 12
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 16
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 20
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 24
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 28
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 32
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 36
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 40
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = getelementptr inbounds [48 x double], ptr @C2, i64 %29, i64 44
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load <2 x double>, ptr %30, align 8, !tbaa !12
  %55 = load <2 x double>, ptr %31, align 8, !tbaa !12
  %56 = load <2 x double>, ptr %32, align 8, !tbaa !12
  %57 = load <2 x double>, ptr %33, align 8, !tbaa !12
  %58 = load <2 x double>, ptr %34, align 8, !tbaa !12
  %59 = load <2 x double>, ptr %35, align 8, !tbaa !12
  %60 = load <2 x double>, ptr %36, align 8, !tbaa !12
  %61 = load <2 x double>, ptr %37, align 8, !tbaa !12
  %62 = load <2 x double>, ptr %38, align 8, !tbaa !12
  %63 = load <2 x double>, ptr %39, align 8, !tbaa !12
  %64 = load <2 x double>, ptr %40, align 8, !tbaa !12
  %65 = load <2 x double>, ptr %41, align 8, !tbaa !12
  %66 = load <2 x double>, ptr %42, align 8, !tbaa !12
  %67 = load <2 x double>, ptr %43, align 8, !tbaa !12
  %68 = load <2 x double>, ptr %44, align 8, !tbaa !12
  %69 = load <2 x double>, ptr %45, align 8, !tbaa !12
  %70 = load <2 x double>, ptr %46, align 8, !tbaa !12
  %71 = load <2 x double>, ptr %47, align 8, !tbaa !12
  %72 = load <2 x double>, ptr %48, align 8, !tbaa !12
  %73 = load <2 x double>, ptr %49, align 8, !tbaa !12
  %74 = load <2 x double>, ptr %50, align 8, !tbaa !12
  %75 = load <2 x double>, ptr %51, align 8, !tbaa !12
  %76 = load <2 x double>, ptr %52, align 8, !tbaa !12
  %77 = load <2 x double>, ptr %53, align 8, !tbaa !12
  br label %81

78:                                               ; preds = %81
  store <2 x double> %115, ptr %30, align 8, !tbaa !12
  store <2 x double> %116, ptr %31, align 8, !tbaa !12
  store <2 x double> %121, ptr %32, align 8, !tbaa !12
  store <2 x double> %122, ptr %33, align 8, !tbaa !12
  store <2 x double> %127, ptr %34, align 8, !tbaa !12
  store <2 x double> %128, ptr %35, align 8, !tbaa !12
  store <2 x double> %133, ptr %36, align 8, !tbaa !12
  store <2 x double> %134, ptr %37, align 8, !tbaa !12
  store <2 x double> %139, ptr %38, align 8, !tbaa !12
  store <2 x double> %140, ptr %39, align 8, !tbaa !12
  store <2 x double> %145, ptr %40, align 8, !tbaa !12
  store <2 x double> %146, ptr %41, align 8, !tbaa !12
  store <2 x double> %151, ptr %42, align 8, !tbaa !12
  store <2 x double> %152, ptr %43, align 8, !tbaa !12
  store <2 x double> %157, ptr %44, align 8, !tbaa !12
  store <2 x double> %158, ptr %45, align 8, !tbaa !12
  store <2 x double> %163, ptr %46, align 8, !tbaa !12
  store <2 x double> %164, ptr %47, align 8, !tbaa !12
  store <2 x double> %169, ptr %48, align 8, !tbaa !12
  store <2 x double> %170, ptr %49, align 8, !tbaa !12
  store <2 x double> %175, ptr %50, align 8, !tbaa !12
  store <2 x double> %176, ptr %51, align 8, !tbaa !12
  store <2 x double> %181, ptr %52, align 8, !tbaa !12
  store <2 x double> %182, ptr %53, align 8, !tbaa !12
  %79 = add nuw nsw i64 %29, 1
  %80 = icmp eq i64 %79, 48
  br i1 %80, label %185, label %28, !llvm.loop !16

81:                                               ; preds = %28, %81
  %82 = phi <2 x double> [ %77, %28 ], [ %182, %81 ]
  %83 = phi <2 x double> [ %76, %28 ], [ %181, %81 ]
  %84 = phi <2 x double> [ %75, %28 ], [ %176, %81 ]
  %85 = phi <2 x double> [ %74, %28 ], [ %175, %81 ]
  %86 = phi <2 x double> [ %73, %28 ], [ %170, %81 ]
  %87 = phi <2 x double> [ %72, %28 ], [ %169, %81 ]
  %88 = phi <2 x double> [ %71, %28 ], [ %164, %81 ]
  %89 = phi <2 x double> [ %70, %28 ], [ %163, %81 ]
  %90 = phi <2 x double> [ %69, %28 ], [ %158, %81 ]
  %91 = phi <2 x double> [ %68, %28 ], [ %157, %81 ]
  %92 = phi <2 x double> [ %67, %28 ], [ %152, %81 ]
  %93 = phi <2 x double> [ %66, %28 ], [ %151, %81 ]
  %94 = phi <2 x double> [ %65, %28 ], [ %146, %81 ]
  %95 = phi <2 x double> [ %64, %28 ], [ %145, %81 ]
  %96 = phi <2 x double> [ %63, %28 ], [ %140, %81 ]
  %97 = phi <2 x double> [ %62, %28 ], [ %139, %81 ]
  %98 = phi <2 x double> [ %61, %28 ], [ %134, %81 ]
  %99 = phi <2 x double> [ %60, %28 ], [ %133, %81 ]
  %100 = phi <2 x double> [ %59, %28 ], [ %128, %81 ]
  %101 = phi <2 x double> [ %58, %28 ], [ %127, %81 ]
  %102 = phi <2 x double> [ %57, %28 ], [ %122, %81 ]
  %103 = phi <2 x double> [ %56, %28 ], [ %121, %81 ]
  %104 = phi <2 x double> [ %55, %28 ], [ %116, %81 ]
  %105 = phi <2 x double> [ %54, %28 ], [ %115, %81 ]
  %106 = phi i64 [ 0, %28 ], [ %183, %81 ]
  %107 = getelementptr inbounds [48 x double], ptr @A, i64 %29, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !12
  %109 = insertelement <2 x double> poison, double %108, i64 0
  %110 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> zeroinitializer
  %111 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 0
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !12
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !12
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %113, <2 x double> %105)
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %114, <2 x double> %104)
  %117 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 4
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load <2 x double>, ptr %117, align 8, !tbaa !12
  %120 = load <2 x double>, ptr %118, align 8, !tbaa !12
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %119, <2 x double> %103)
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %120, <2 x double> %102)
  %123 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 8
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load <2 x double>, ptr %123, align 8, !tbaa !12
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !12
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %125, <2 x double> %101)
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %126, <2 x double> %100)
  %129 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 12
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <2 x double>, ptr %129, align 8, !tbaa !12
  %132 = load <2 x double>, ptr %130, align 8, !tbaa !12
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %131, <2 x double> %99)
  %134 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %132, <2 x double> %98)
  %135 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 16
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <2 x double>, ptr %135, align 8, !tbaa !12
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !12
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %137, <2 x double> %97)
  %140 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %138, <2 x double> %96)
  %141 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 20
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load <2 x double>, ptr %141, align 8, !tbaa !12
  %144 = load <2 x double>, ptr %142, align 8, !tbaa !12
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %143, <2 x double> %95)
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %144, <2 x double> %94)
  %147 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 24
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load <2 x double>, ptr %147, align 8, !tbaa !12
  %150 = load <2 x double>, ptr %148, align 8, !tbaa !12
  %151 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %149, <2 x double> %93)
  %152 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %150, <2 x double> %92)
  %153 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 28
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load <2 x double>, ptr %153, align 8, !tbaa !12
  %156 = load <2 x double>, ptr %154, align 8, !tbaa !12
  %157 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %155, <2 x double> %91)
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %156, <2 x double> %90)
  %159 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 32
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <2 x double>, ptr %159, align 8, !tbaa !12
  %162 = load <2 x double>, ptr %160, align 8, !tbaa !12
  %163 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %161, <2 x double> %89)
  %164 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %162, <2 x double> %88)
  %165 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 36
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <2 x double>, ptr %165, align 8, !tbaa !12
  %168 = load <2 x double>, ptr %166, align 8, !tbaa !12
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %167, <2 x double> %87)
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %168, <2 x double> %86)
  %171 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 40
  %172 = getelementptr inbounds i8, ptr %171, i64 16
  %173 = load <2 x double>, ptr %171, align 8, !tbaa !12
  %174 = load <2 x double>, ptr %172, align 8, !tbaa !12
  %175 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %173, <2 x double> %85)
  %176 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %174, <2 x double> %84)
  %177 = getelementptr inbounds [48 x double], ptr @B, i64 %106, i64 44
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load <2 x double>, ptr %177, align 8, !tbaa !12
  %180 = load <2 x double>, ptr %178, align 8, !tbaa !12
  %181 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %179, <2 x double> %83)
  %182 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %180, <2 x double> %82)
  %183 = add nuw nsw i64 %106, 1
  %184 = icmp eq i64 %183, 48
  br i1 %184, label %78, label %81, !llvm.loop !17

185:                                              ; preds = %78
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(18432) @C3, i8 0, i64 18432, i1 false), !tbaa !12
  br label %186

186:                                              ; preds = %198, %185
  %187 = phi i64 [ 8, %185 ], [ %201, %198 ]
  %188 = phi i64 [ 0, %185 ], [ %199, %198 ]
  br label %189

189:                                              ; preds = %271, %186
  %190 = phi i64 [ 0, %186 ], [ %272, %271 ]
  %191 = or disjoint i64 %190, 1
  %192 = or disjoint i64 %190, 2
  %193 = or disjoint i64 %190, 3
  %194 = or disjoint i64 %190, 4
  %195 = or disjoint i64 %190, 5
  %196 = or disjoint i64 %190, 6
  %197 = or disjoint i64 %190, 7
  br label %202

198:                                              ; preds = %271
  %199 = add nuw nsw i64 %188, 8
  %200 = icmp ult i64 %188, 40
  %201 = add nuw nsw i64 %187, 8
  br i1 %200, label %186, label %453, !llvm.loop !18

202:                                              ; preds = %350, %189
  %203 = phi i64 [ 0, %189 ], [ %351, %350 ]
  %204 = or disjoint i64 %203, 2
  %205 = or disjoint i64 %203, 4
  %206 = or disjoint i64 %203, 6
  %207 = getelementptr inbounds [48 x double], ptr @B, i64 %190, i64 %203
  %208 = load <2 x double>, ptr %207, align 8, !tbaa !12
  %209 = getelementptr inbounds [48 x double], ptr @B, i64 %190, i64 %204
  %210 = load <2 x double>, ptr %209, align 8, !tbaa !12
  %211 = getelementptr inbounds [48 x double], ptr @B, i64 %190, i64 %205
  %212 = load <2 x double>, ptr %211, align 8, !tbaa !12
  %213 = getelementptr inbounds [48 x double], ptr @B, i64 %190, i64 %206
  %214 = load <2 x double>, ptr %213, align 8, !tbaa !12
  %215 = getelementptr inbounds [48 x double], ptr @B, i64 %191, i64 %203
  %216 = load <2 x double>, ptr %215, align 8, !tbaa !12
  %217 = getelementptr inbounds [48 x double], ptr @B, i64 %191, i64 %204
  %218 = load <2 x double>, ptr %217, align 8, !tbaa !12
  %219 = getelementptr inbounds [48 x double], ptr @B, i64 %191, i64 %205
  %220 = load <2 x double>, ptr %219, align 8, !tbaa !12
  %221 = getelementptr inbounds [48 x double], ptr @B, i64 %191, i64 %206
  %222 = load <2 x double>, ptr %221, align 8, !tbaa !12
  %223 = getelementptr inbounds [48 x double], ptr @B, i64 %192, i64 %203
  %224 = load <2 x double>, ptr %223, align 8, !tbaa !12
  %225 = getelementptr inbounds [48 x double], ptr @B, i64 %192, i64 %204
  %226 = load <2 x double>, ptr %225, align 8, !tbaa !12
  %227 = getelementptr inbounds [48 x double], ptr @B, i64 %192, i64 %205
  %228 = load <2 x double>, ptr %227, align 8, !tbaa !12
  %229 = getelementptr inbounds [48 x double], ptr @B, i64 %192, i64 %206
  %230 = load <2 x double>, ptr %229, align 8, !tbaa !12
  %231 = getelementptr inbounds [48 x double], ptr @B, i64 %193, i64 %203
  %232 = load <2 x double>, ptr %231, align 8, !tbaa !12
  %233 = getelementptr inbounds [48 x double], ptr @B, i64 %193, i64 %204
  %234 = load <2 x double>, ptr %233, align 8, !tbaa !12
  %235 = getelementptr inbounds [48 x double], ptr @B, i64 %193, i64 %205
  %236 = load <2 x double>, ptr %235, align 8, !tbaa !12
  %237 = getelementptr inbounds [48 x double], ptr @B, i64 %193, i64 %206
  %238 = load <2 x double>, ptr %237, align 8, !tbaa !12
  %239 = getelementptr inbounds [48 x double], ptr @B, i64 %194, i64 %203
  %240 = load <2 x double>, ptr %239, align 8, !tbaa !12
  %241 = getelementptr inbounds [48 x double], ptr @B, i64 %194, i64 %204
  %242 = load <2 x double>, ptr %241, align 8, !tbaa !12
  %243 = getelementptr inbounds [48 x double], ptr @B, i64 %194, i64 %205
  %244 = load <2 x double>, ptr %243, align 8, !tbaa !12
  %245 = getelementptr inbounds [48 x double], ptr @B, i64 %194, i64 %206
  %246 = load <2 x double>, ptr %245, align 8, !tbaa !12
  %247 = getelementptr inbounds [48 x double], ptr @B, i64 %195, i64 %203
  %248 = load <2 x double>, ptr %247, align 8, !tbaa !12
  %249 = getelementptr inbounds [48 x double], ptr @B, i64 %195, i64 %204
  %250 = load <2 x double>, ptr %249, align 8, !tbaa !12
  %251 = getelementptr inbounds [48 x double], ptr @B, i64 %195, i64 %205
  %252 = load <2 x double>, ptr %251, align 8, !tbaa !12
  %253 = getelementptr inbounds [48 x double], ptr @B, i64 %195, i64 %206
  %254 = load <2 x double>, ptr %253, align 8, !tbaa !12
  %255 = getelementptr inbounds [48 x double], ptr @B, i64 %196, i64 %203
  %256 = load <2 x double>, ptr %255, align 8, !tbaa !12
  %257 = getelementptr inbounds [48 x double], ptr @B, i64 %196, i64 %204
  %258 = load <2 x double>, ptr %257, align 8, !tbaa !12
  %259 = getelementptr inbounds [48 x double], ptr @B, i64 %196, i64 %205
  %260 = load <2 x double>, ptr %259, align 8, !tbaa !12
  %261 = getelementptr inbounds [48 x double], ptr @B, i64 %196, i64 %206
  %262 = load <2 x double>, ptr %261, align 8, !tbaa !12
  %263 = getelementptr inbounds [48 x double], ptr @B, i64 %197, i64 %203
  %264 = load <2 x double>, ptr %263, align 8, !tbaa !12
  %265 = getelementptr inbounds [48 x double], ptr @B, i64 %197, i64 %204
  %266 = load <2 x double>, ptr %265, align 8, !tbaa !12
  %267 = getelementptr inbounds [48 x double], ptr @B, i64 %197, i64 %205
  %268 = load <2 x double>, ptr %267, align 8, !tbaa !12
  %269 = getelementptr inbounds [48 x double], ptr @B, i64 %197, i64 %206
  %270 = load <2 x double>, ptr %269, align 8, !tbaa !12
  br label %274

271:                                              ; preds = %350
  %272 = add nuw nsw i64 %190, 8
  %273 = icmp ult i64 %190, 40
  br i1 %273, label %189, label %198, !llvm.loop !19

274:                                              ; preds = %274, %202
  %275 = phi i64 [ %188, %202 ], [ %348, %274 ]
  %276 = getelementptr inbounds [48 x double], ptr @C3, i64 %275, i64 %206
  %277 = load <2 x double>, ptr %276, align 8, !tbaa !12
  %278 = getelementptr inbounds [48 x double], ptr @C3, i64 %275, i64 %205
  %279 = load <2 x double>, ptr %278, align 8, !tbaa !12
  %280 = getelementptr inbounds [48 x double], ptr @C3, i64 %275, i64 %204
  %281 = load <2 x double>, ptr %280, align 8, !tbaa !12
  %282 = getelementptr inbounds [48 x double], ptr @C3, i64 %275, i64 %203
  %283 = load <2 x double>, ptr %282, align 8, !tbaa !12
  %284 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %190
  %285 = load double, ptr %284, align 8, !tbaa !12
  %286 = insertelement <2 x double> poison, double %285, i64 0
  %287 = shufflevector <2 x double> %286, <2 x double> poison, <2 x i32> zeroinitializer
  %288 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> %208, <2 x double> %283)
  %289 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> %210, <2 x double> %281)
  %290 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> %212, <2 x double> %279)
  %291 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> %214, <2 x double> %277)
  %292 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %191
  %293 = load double, ptr %292, align 8, !tbaa !12
  %294 = insertelement <2 x double> poison, double %293, i64 0
  %295 = shufflevector <2 x double> %294, <2 x double> poison, <2 x i32> zeroinitializer
  %296 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %295, <2 x double> %216, <2 x double> %288)
  %297 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %295, <2 x double> %218, <2 x double> %289)
  %298 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %295, <2 x double> %220, <2 x double> %290)
  %299 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %295, <2 x double> %222, <2 x double> %291)
  %300 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %192
  %301 = load double, ptr %300, align 8, !tbaa !12
  %302 = insertelement <2 x double> poison, double %301, i64 0
  %303 = shufflevector <2 x double> %302, <2 x double> poison, <2 x i32> zeroinitializer
  %304 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %224, <2 x double> %296)
  %305 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %226, <2 x double> %297)
  %306 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %228, <2 x double> %298)
  %307 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %230, <2 x double> %299)
  %308 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %193
  %309 = load double, ptr %308, align 8, !tbaa !12
  %310 = insertelement <2 x double> poison, double %309, i64 0
  %311 = shufflevector <2 x double> %310, <2 x double> poison, <2 x i32> zeroinitializer
  %312 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %232, <2 x double> %304)
  %313 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %234, <2 x double> %305)
  %314 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %236, <2 x double> %306)
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %238, <2 x double> %307)
  %316 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %194
  %317 = load double, ptr %316, align 8, !tbaa !12
  %318 = insertelement <2 x double> poison, double %317, i64 0
  %319 = shufflevector <2 x double> %318, <2 x double> poison, <2 x i32> zeroinitializer
  %320 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %240, <2 x double> %312)
  %321 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %242, <2 x double> %313)
  %322 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %244, <2 x double> %314)
  %323 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %246, <2 x double> %315)
  %324 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %195
  %325 = load double, ptr %324, align 8, !tbaa !12
  %326 = insertelement <2 x double> poison, double %325, i64 0
  %327 = shufflevector <2 x double> %326, <2 x double> poison, <2 x i32> zeroinitializer
  %328 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %248, <2 x double> %320)
  %329 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %250, <2 x double> %321)
  %330 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %252, <2 x double> %322)
  %331 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %254, <2 x double> %323)
  %332 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %196
  %333 = load double, ptr %332, align 8, !tbaa !12
  %334 = insertelement <2 x double> poison, double %333, i64 0
  %335 = shufflevector <2 x double> %334, <2 x double> poison, <2 x i32> zeroinitializer
  %336 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %256, <2 x double> %328)
  %337 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %258, <2 x double> %329)
  %338 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %260, <2 x double> %330)
  %339 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %262, <2 x double> %331)
  %340 = getelementptr inbounds [48 x double], ptr @A, i64 %275, i64 %197
  %341 = load double, ptr %340, align 8, !tbaa !12
  %342 = insertelement <2 x double> poison, double %341, i64 0
  %343 = shufflevector <2 x double> %342, <2 x double> poison, <2 x i32> zeroinitializer
  %344 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> %264, <2 x double> %336)
  %345 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> %266, <2 x double> %337)
  %346 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> %268, <2 x double> %338)
  %347 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> %270, <2 x double> %339)
  store <2 x double> %344, ptr %282, align 8, !tbaa !12
  store <2 x double> %345, ptr %280, align 8, !tbaa !12
  store <2 x double> %346, ptr %278, align 8, !tbaa !12
  store <2 x double> %347, ptr %276, align 8, !tbaa !12
  %348 = add nuw nsw i64 %275, 1
  %349 = icmp eq i64 %348, %187
  br i1 %349, label %350, label %274, !llvm.loop !20

350:                                              ; preds = %274
  %351 = add nuw nsw i64 %203, 8
  %352 = icmp ult i64 %203, 40
  br i1 %352, label %202, label %271, !llvm.loop !21

353:                                              ; preds = %356
  %354 = add nuw nsw i64 %3, 1
  %355 = icmp eq i64 %354, 48
  br i1 %355, label %5, label %2, !llvm.loop !22

356:                                              ; preds = %2, %356
  %357 = phi i64 [ 0, %2 ], [ %375, %356 ]
  %358 = phi i32 [ %4, %2 ], [ %368, %356 ]
  %359 = mul i32 %358, 1103515245
  %360 = add i32 %359, 12345
  %361 = lshr i32 %360, 8
  %362 = and i32 %361, 65535
  %363 = uitofp nneg i32 %362 to double
  %364 = fmul double %363, 0x3EF0000000000000
  %365 = fadd double %364, -5.000000e-01
  %366 = getelementptr inbounds [48 x [48 x double]], ptr @A, i64 0, i64 %3, i64 %357
  store double %365, ptr %366, align 8, !tbaa !12
  %367 = mul i32 %360, 1103515245
  %368 = add i32 %367, 12345
  %369 = lshr i32 %368, 8
  %370 = and i32 %369, 65535
  %371 = uitofp nneg i32 %370 to double
  %372 = fmul double %371, 0x3EF0000000000000
  %373 = fadd double %372, -5.000000e-01
  %374 = getelementptr inbounds [48 x [48 x double]], ptr @B, i64 0, i64 %3, i64 %357
  store double %373, ptr %374, align 8, !tbaa !12
  %375 = add nuw nsw i64 %357, 1
  %376 = icmp eq i64 %375, 48
  br i1 %376, label %353, label %356, !llvm.loop !23

377:                                              ; preds = %470
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %471)
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %467)
  %380 = load double, ptr @C1, align 8, !tbaa !12
  %381 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 18424), align 8, !tbaa !12
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %380, double noundef %381)
  br label %383

383:                                              ; preds = %386, %377
  %384 = phi i64 [ 0, %377 ], [ %387, %386 ]
  %385 = phi double [ 0.000000e+00, %377 ], [ %401, %386 ]
  br label %389

386:                                              ; preds = %389
  %387 = add nuw nsw i64 %384, 1
  %388 = icmp eq i64 %387, 48
  br i1 %388, label %404, label %383, !llvm.loop !24

389:                                              ; preds = %389, %383
  %390 = phi i64 [ 0, %383 ], [ %402, %389 ]
  %391 = phi double [ %385, %383 ], [ %401, %389 ]
  %392 = getelementptr inbounds [48 x double], ptr @C1, i64 %384, i64 %390
  %393 = load double, ptr %392, align 8, !tbaa !12
  %394 = getelementptr inbounds [48 x double], ptr @C2, i64 %384, i64 %390
  %395 = load double, ptr %394, align 8, !tbaa !12
  %396 = fsub double %393, %395
  %397 = fcmp olt double %396, 0.000000e+00
  %398 = fneg double %396
  %399 = select i1 %397, double %398, double %396
  %400 = fcmp ogt double %399, %391
  %401 = select i1 %400, double %399, double %391
  %402 = add nuw nsw i64 %390, 1
  %403 = icmp eq i64 %402, 48
  br i1 %403, label %386, label %389, !llvm.loop !25

404:                                              ; preds = %386
  %405 = fcmp olt double %401, 0x3D719799812DEA11
  %406 = zext i1 %405 to i32
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %406)
  br label %408

408:                                              ; preds = %411, %404
  %409 = phi i64 [ 0, %404 ], [ %412, %411 ]
  %410 = phi double [ 0.000000e+00, %404 ], [ %426, %411 ]
  br label %414

411:                                              ; preds = %414
  %412 = add nuw nsw i64 %409, 1
  %413 = icmp eq i64 %412, 48
  br i1 %413, label %429, label %408, !llvm.loop !24

414:                                              ; preds = %414, %408
  %415 = phi i64 [ 0, %408 ], [ %427, %414 ]
  %416 = phi double [ %410, %408 ], [ %426, %414 ]
  %417 = getelementptr inbounds [48 x double], ptr @C1, i64 %409, i64 %415
  %418 = load double, ptr %417, align 8, !tbaa !12
  %419 = getelementptr inbounds [48 x double], ptr @C3, i64 %409, i64 %415
  %420 = load double, ptr %419, align 8, !tbaa !12
  %421 = fsub double %418, %420
  %422 = fcmp olt double %421, 0.000000e+00
  %423 = fneg double %421
  %424 = select i1 %422, double %423, double %421
  %425 = fcmp ogt double %424, %416
  %426 = select i1 %425, double %424, double %416
  %427 = add nuw nsw i64 %415, 1
  %428 = icmp eq i64 %427, 48
  br i1 %428, label %411, label %414, !llvm.loop !25

429:                                              ; preds = %411
  %430 = fcmp olt double %426, 0x3D719799812DEA11
  %431 = zext i1 %430 to i32
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %431)
  %433 = tail call noalias dereferenceable_or_null(280) ptr @malloc(i64 noundef 280) #9
  %434 = tail call noalias dereferenceable_or_null(360) ptr @malloc(i64 noundef 360) #9
  %435 = tail call noalias dereferenceable_or_null(504) ptr @calloc(i64 noundef 63, i64 noundef 8) #10
  br label %436

436:                                              ; preds = %436, %429
  %437 = phi i64 [ 0, %429 ], [ %451, %436 ]
  %438 = or disjoint i64 %437, 1
  %439 = trunc i64 %437 to i8
  %440 = or disjoint i8 %439, 1
  %441 = urem i8 %439, 11
  %442 = urem i8 %440, 11
  %443 = zext nneg i8 %441 to i32
  %444 = zext nneg i8 %442 to i32
  %445 = add nsw i32 %443, -5
  %446 = add nsw i32 %444, -5
  %447 = sitofp i32 %445 to double
  %448 = sitofp i32 %446 to double
  %449 = getelementptr inbounds double, ptr %433, i64 %437
  %450 = getelementptr inbounds double, ptr %433, i64 %438
  store double %447, ptr %449, align 8, !tbaa !12
  store double %448, ptr %450, align 8, !tbaa !12
  %451 = add nuw i64 %437, 2
  %452 = icmp eq i64 %451, 34
  br i1 %452, label %474, label %436, !llvm.loop !26

453:                                              ; preds = %198, %470
  %454 = phi i64 [ %472, %470 ], [ 0, %198 ]
  %455 = phi double [ %471, %470 ], [ 0.000000e+00, %198 ]
  %456 = phi double [ %467, %470 ], [ 0.000000e+00, %198 ]
  %457 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %454, i64 %454
  %458 = load double, ptr %457, align 8, !tbaa !12
  br label %459

459:                                              ; preds = %459, %453
  %460 = phi i64 [ 0, %453 ], [ %468, %459 ]
  %461 = phi double [ %456, %453 ], [ %467, %459 ]
  %462 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %454, i64 %460
  %463 = getelementptr inbounds i8, ptr %462, i64 16
  %464 = load <2 x double>, ptr %462, align 8, !tbaa !12
  %465 = load <2 x double>, ptr %463, align 8, !tbaa !12
  %466 = tail call double @llvm.vector.reduce.fadd.v2f64(double %461, <2 x double> %464)
  %467 = tail call double @llvm.vector.reduce.fadd.v2f64(double %466, <2 x double> %465)
  %468 = add nuw i64 %460, 4
  %469 = icmp eq i64 %468, 48
  br i1 %469, label %470, label %459, !llvm.loop !29

470:                                              ; preds = %459
  %471 = fadd double %455, %458
  %472 = add nuw nsw i64 %454, 1
  %473 = icmp eq i64 %472, 48
  br i1 %473, label %377, label %453, !llvm.loop !30

474:                                              ; preds = %436
  %475 = getelementptr inbounds i8, ptr %433, i64 272
  store double -4.000000e+00, ptr %475, align 8, !tbaa !12
  br label %476

476:                                              ; preds = %474, %476
  %477 = phi i64 [ %489, %476 ], [ 0, %474 ]
  %478 = or disjoint i64 %477, 1
  %479 = trunc i64 %477 to i8
  %480 = or disjoint i8 %479, 1
  %481 = urem i8 %479, 7
  %482 = urem i8 %480, 7
  %483 = uitofp nneg i8 %481 to double
  %484 = uitofp nneg i8 %482 to double
  %485 = fmul double %483, 5.000000e-01
  %486 = fmul double %484, 5.000000e-01
  %487 = getelementptr inbounds double, ptr %434, i64 %477
  %488 = getelementptr inbounds double, ptr %434, i64 %478
  store double %485, ptr %487, align 8, !tbaa !12
  store double %486, ptr %488, align 8, !tbaa !12
  %489 = add nuw i64 %477, 2
  %490 = icmp eq i64 %489, 44
  br i1 %490, label %491, label %476, !llvm.loop !31

491:                                              ; preds = %476
  %492 = getelementptr inbounds i8, ptr %434, i64 352
  store double 1.000000e+00, ptr %492, align 8, !tbaa !12
  %493 = getelementptr inbounds i8, ptr %434, i64 288
  %494 = load <2 x double>, ptr %434, align 8, !tbaa !12
  %495 = getelementptr inbounds i8, ptr %434, i64 16
  %496 = getelementptr inbounds i8, ptr %435, i64 16
  %497 = load <2 x double>, ptr %495, align 8, !tbaa !12
  %498 = getelementptr inbounds i8, ptr %434, i64 32
  %499 = getelementptr inbounds i8, ptr %435, i64 32
  %500 = load <2 x double>, ptr %498, align 8, !tbaa !12
  %501 = getelementptr inbounds i8, ptr %434, i64 48
  %502 = getelementptr inbounds i8, ptr %435, i64 48
  %503 = load <2 x double>, ptr %501, align 8, !tbaa !12
  %504 = getelementptr inbounds i8, ptr %434, i64 64
  %505 = load double, ptr %504, align 8, !tbaa !12
  %506 = getelementptr inbounds i8, ptr %435, i64 64
  %507 = getelementptr inbounds i8, ptr %433, i64 8
  %508 = getelementptr inbounds i8, ptr %434, i64 72
  %509 = load <2 x double>, ptr %508, align 8, !tbaa !12
  %510 = getelementptr inbounds i8, ptr %434, i64 88
  %511 = load <2 x double>, ptr %510, align 8, !tbaa !12
  %512 = getelementptr inbounds i8, ptr %434, i64 104
  %513 = load <2 x double>, ptr %512, align 8, !tbaa !12
  %514 = getelementptr inbounds i8, ptr %434, i64 120
  %515 = load <2 x double>, ptr %514, align 8, !tbaa !12
  %516 = getelementptr inbounds i8, ptr %434, i64 136
  %517 = load double, ptr %516, align 8, !tbaa !12
  %518 = getelementptr inbounds i8, ptr %433, i64 16
  %519 = getelementptr inbounds i8, ptr %434, i64 144
  %520 = load <2 x double>, ptr %519, align 8, !tbaa !12
  %521 = getelementptr inbounds i8, ptr %434, i64 160
  %522 = load <2 x double>, ptr %521, align 8, !tbaa !12
  %523 = getelementptr inbounds i8, ptr %434, i64 176
  %524 = load <2 x double>, ptr %523, align 8, !tbaa !12
  %525 = getelementptr inbounds i8, ptr %434, i64 192
  %526 = load <2 x double>, ptr %525, align 8, !tbaa !12
  %527 = getelementptr inbounds i8, ptr %434, i64 208
  %528 = load double, ptr %527, align 8, !tbaa !12
  %529 = getelementptr inbounds i8, ptr %433, i64 24
  %530 = getelementptr inbounds i8, ptr %434, i64 216
  %531 = load <2 x double>, ptr %530, align 8, !tbaa !12
  %532 = getelementptr inbounds i8, ptr %434, i64 232
  %533 = load <2 x double>, ptr %532, align 8, !tbaa !12
  %534 = getelementptr inbounds i8, ptr %434, i64 248
  %535 = load <2 x double>, ptr %534, align 8, !tbaa !12
  %536 = getelementptr inbounds i8, ptr %434, i64 264
  %537 = load <2 x double>, ptr %536, align 8, !tbaa !12
  %538 = getelementptr inbounds i8, ptr %434, i64 280
  %539 = load double, ptr %538, align 8, !tbaa !12
  %540 = getelementptr inbounds i8, ptr %433, i64 32
  %541 = load <2 x double>, ptr %493, align 8, !tbaa !12
  %542 = getelementptr inbounds i8, ptr %434, i64 304
  %543 = load <2 x double>, ptr %542, align 8, !tbaa !12
  %544 = getelementptr inbounds i8, ptr %434, i64 320
  %545 = load <2 x double>, ptr %544, align 8, !tbaa !12
  %546 = getelementptr inbounds i8, ptr %434, i64 336
  %547 = load <2 x double>, ptr %546, align 8, !tbaa !12
  %548 = getelementptr inbounds i8, ptr %434, i64 352
  %549 = load double, ptr %548, align 8, !tbaa !12
  br label %550

550:                                              ; preds = %491, %550
  %551 = phi i64 [ 0, %491 ], [ %629, %550 ]
  %552 = mul nuw nsw i64 %551, 5
  %553 = mul nuw nsw i64 %551, 9
  %554 = getelementptr inbounds double, ptr %433, i64 %552
  %555 = load double, ptr %554, align 8, !tbaa !12
  %556 = getelementptr inbounds double, ptr %435, i64 %553
  %557 = load <2 x double>, ptr %556, align 8, !tbaa !12
  %558 = insertelement <2 x double> poison, double %555, i64 0
  %559 = shufflevector <2 x double> %558, <2 x double> poison, <2 x i32> zeroinitializer
  %560 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %559, <2 x double> %494, <2 x double> %557)
  store <2 x double> %560, ptr %556, align 8, !tbaa !12
  %561 = getelementptr inbounds double, ptr %496, i64 %553
  %562 = load <2 x double>, ptr %561, align 8, !tbaa !12
  %563 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %559, <2 x double> %497, <2 x double> %562)
  store <2 x double> %563, ptr %561, align 8, !tbaa !12
  %564 = getelementptr inbounds double, ptr %499, i64 %553
  %565 = load <2 x double>, ptr %564, align 8, !tbaa !12
  %566 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %559, <2 x double> %500, <2 x double> %565)
  store <2 x double> %566, ptr %564, align 8, !tbaa !12
  %567 = getelementptr inbounds double, ptr %502, i64 %553
  %568 = load <2 x double>, ptr %567, align 8, !tbaa !12
  %569 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %559, <2 x double> %503, <2 x double> %568)
  store <2 x double> %569, ptr %567, align 8, !tbaa !12
  %570 = getelementptr inbounds double, ptr %506, i64 %553
  %571 = load double, ptr %570, align 8, !tbaa !12
  %572 = tail call double @llvm.fmuladd.f64(double %555, double %505, double %571)
  store double %572, ptr %570, align 8, !tbaa !12
  %573 = getelementptr inbounds double, ptr %507, i64 %552
  %574 = load double, ptr %573, align 8, !tbaa !12
  %575 = load <2 x double>, ptr %556, align 8, !tbaa !12
  %576 = insertelement <2 x double> poison, double %574, i64 0
  %577 = shufflevector <2 x double> %576, <2 x double> poison, <2 x i32> zeroinitializer
  %578 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %577, <2 x double> %509, <2 x double> %575)
  store <2 x double> %578, ptr %556, align 8, !tbaa !12
  %579 = load <2 x double>, ptr %561, align 8, !tbaa !12
  %580 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %577, <2 x double> %511, <2 x double> %579)
  store <2 x double> %580, ptr %561, align 8, !tbaa !12
  %581 = load <2 x double>, ptr %564, align 8, !tbaa !12
  %582 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %577, <2 x double> %513, <2 x double> %581)
  store <2 x double> %582, ptr %564, align 8, !tbaa !12
  %583 = load <2 x double>, ptr %567, align 8, !tbaa !12
  %584 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %577, <2 x double> %515, <2 x double> %583)
  store <2 x double> %584, ptr %567, align 8, !tbaa !12
  %585 = load double, ptr %570, align 8, !tbaa !12
  %586 = tail call double @llvm.fmuladd.f64(double %574, double %517, double %585)
  store double %586, ptr %570, align 8, !tbaa !12
  %587 = getelementptr inbounds double, ptr %518, i64 %552
  %588 = load double, ptr %587, align 8, !tbaa !12
  %589 = load <2 x double>, ptr %556, align 8, !tbaa !12
  %590 = insertelement <2 x double> poison, double %588, i64 0
  %591 = shufflevector <2 x double> %590, <2 x double> poison, <2 x i32> zeroinitializer
  %592 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %591, <2 x double> %520, <2 x double> %589)
  store <2 x double> %592, ptr %556, align 8, !tbaa !12
  %593 = load <2 x double>, ptr %561, align 8, !tbaa !12
  %594 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %591, <2 x double> %522, <2 x double> %593)
  store <2 x double> %594, ptr %561, align 8, !tbaa !12
  %595 = load <2 x double>, ptr %564, align 8, !tbaa !12
  %596 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %591, <2 x double> %524, <2 x double> %595)
  store <2 x double> %596, ptr %564, align 8, !tbaa !12
  %597 = load <2 x double>, ptr %567, align 8, !tbaa !12
  %598 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %591, <2 x double> %526, <2 x double> %597)
  store <2 x double> %598, ptr %567, align 8, !tbaa !12
  %599 = load double, ptr %570, align 8, !tbaa !12
  %600 = tail call double @llvm.fmuladd.f64(double %588, double %528, double %599)
  store double %600, ptr %570, align 8, !tbaa !12
  %601 = getelementptr inbounds double, ptr %529, i64 %552
  %602 = load double, ptr %601, align 8, !tbaa !12
  %603 = load <2 x double>, ptr %556, align 8, !tbaa !12
  %604 = insertelement <2 x double> poison, double %602, i64 0
  %605 = shufflevector <2 x double> %604, <2 x double> poison, <2 x i32> zeroinitializer
  %606 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %605, <2 x double> %531, <2 x double> %603)
  store <2 x double> %606, ptr %556, align 8, !tbaa !12
  %607 = load <2 x double>, ptr %561, align 8, !tbaa !12
  %608 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %605, <2 x double> %533, <2 x double> %607)
  store <2 x double> %608, ptr %561, align 8, !tbaa !12
  %609 = load <2 x double>, ptr %564, align 8, !tbaa !12
  %610 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %605, <2 x double> %535, <2 x double> %609)
  store <2 x double> %610, ptr %564, align 8, !tbaa !12
  %611 = load <2 x double>, ptr %567, align 8, !tbaa !12
  %612 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %605, <2 x double> %537, <2 x double> %611)
  store <2 x double> %612, ptr %567, align 8, !tbaa !12
  %613 = load double, ptr %570, align 8, !tbaa !12
  %614 = tail call double @llvm.fmuladd.f64(double %602, double %539, double %613)
  store double %614, ptr %570, align 8, !tbaa !12
  %615 = getelementptr inbounds double, ptr %540, i64 %552
  %616 = load double, ptr %615, align 8, !tbaa !12
  %617 = load <2 x double>, ptr %556, align 8, !tbaa !12
  %618 = insertelement <2 x double> poison, double %616, i64 0
  %619 = shufflevector <2 x double> %618, <2 x double> poison, <2 x i32> zeroinitializer
  %620 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %619, <2 x double> %541, <2 x double> %617)
  store <2 x double> %620, ptr %556, align 8, !tbaa !12
  %621 = load <2 x double>, ptr %561, align 8, !tbaa !12
  %622 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %619, <2 x double> %543, <2 x double> %621)
  store <2 x double> %622, ptr %561, align 8, !tbaa !12
  %623 = load <2 x double>, ptr %564, align 8, !tbaa !12
  %624 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %619, <2 x double> %545, <2 x double> %623)
  store <2 x double> %624, ptr %564, align 8, !tbaa !12
  %625 = load <2 x double>, ptr %567, align 8, !tbaa !12
  %626 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %619, <2 x double> %547, <2 x double> %625)
  store <2 x double> %626, ptr %567, align 8, !tbaa !12
  %627 = load double, ptr %570, align 8, !tbaa !12
  %628 = tail call double @llvm.fmuladd.f64(double %616, double %549, double %627)
  store double %628, ptr %570, align 8, !tbaa !12
  %629 = add nuw nsw i64 %551, 1
  %630 = icmp eq i64 %629, 7
  br i1 %630, label %631, label %550, !llvm.loop !32

631:                                              ; preds = %550
  %632 = getelementptr inbounds i8, ptr %435, i64 8
  %633 = getelementptr inbounds i8, ptr %435, i64 16
  %634 = getelementptr inbounds i8, ptr %435, i64 24
  %635 = getelementptr inbounds i8, ptr %435, i64 32
  %636 = getelementptr inbounds i8, ptr %435, i64 40
  %637 = getelementptr inbounds i8, ptr %435, i64 48
  %638 = getelementptr inbounds i8, ptr %435, i64 56
  %639 = getelementptr inbounds i8, ptr %435, i64 64
  br label %640

640:                                              ; preds = %631, %640
  %641 = phi i64 [ 0, %631 ], [ %671, %640 ]
  %642 = mul nuw nsw i64 %641, 9
  %643 = getelementptr inbounds double, ptr %435, i64 %642
  %644 = load double, ptr %643, align 8, !tbaa !12
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %644)
  %646 = getelementptr inbounds double, ptr %632, i64 %642
  %647 = load double, ptr %646, align 8, !tbaa !12
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %647)
  %649 = getelementptr inbounds double, ptr %633, i64 %642
  %650 = load double, ptr %649, align 8, !tbaa !12
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %650)
  %652 = getelementptr inbounds double, ptr %634, i64 %642
  %653 = load double, ptr %652, align 8, !tbaa !12
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %653)
  %655 = getelementptr inbounds double, ptr %635, i64 %642
  %656 = load double, ptr %655, align 8, !tbaa !12
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %656)
  %658 = getelementptr inbounds double, ptr %636, i64 %642
  %659 = load double, ptr %658, align 8, !tbaa !12
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %659)
  %661 = getelementptr inbounds double, ptr %637, i64 %642
  %662 = load double, ptr %661, align 8, !tbaa !12
  %663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %662)
  %664 = getelementptr inbounds double, ptr %638, i64 %642
  %665 = load double, ptr %664, align 8, !tbaa !12
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %665)
  %667 = getelementptr inbounds double, ptr %639, i64 %642
  %668 = load double, ptr %667, align 8, !tbaa !12
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %668)
  %670 = tail call i32 @putchar(i32 10)
  %671 = add nuw nsw i64 %641, 1
  %672 = icmp eq i64 %671, 7
  br i1 %672, label %673, label %640, !llvm.loop !33

673:                                              ; preds = %640
  tail call void @free(ptr noundef %433) #11
  tail call void @free(ptr noundef %434) #11
  tail call void @free(ptr noundef nonnull %435) #11
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !11, !27, !28}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11, !27, !28}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
