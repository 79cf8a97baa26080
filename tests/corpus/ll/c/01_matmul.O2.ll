; ModuleID = 'c/01_matmul.c'
source_filename = "c/01_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 16
@B = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 16
@C1 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 16
@C2 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 16
@C3 = internal unnamed_addr global [48 x [48 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"trace = %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"sum   = %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"C[0][0] = %.9f C[N-1][N-1] = %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"diff ijk/ikj < 1e-12: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"diff ijk/blk < 1e-12: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%7.2f\00", align 1
@lcg_state = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %2

2:                                                ; preds = %0, %128
  %3 = phi i64 [ 0, %0 ], [ %129, %128 ]
  %4 = phi i32 [ %1, %0 ], [ %143, %128 ]
  br label %131

5:                                                ; preds = %128
  store i32 %143, ptr @lcg_state, align 4, !tbaa !5
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
  br i1 %12, label %39, label %6, !llvm.loop !9

13:                                               ; preds = %17
  %14 = getelementptr inbounds [48 x double], ptr @C1, i64 %7, i64 %9
  store double %36, ptr %14, align 8, !tbaa !11
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, 48
  br i1 %16, label %10, label %8, !llvm.loop !13

17:                                               ; preds = %17, %8
  %18 = phi i64 [ 0, %8 ], [ %37, %17 ]
  %19 = phi double [ 0.000000e+00, %8 ], [ %36, %17 ]
  %20 = getelementptr inbounds [48 x double], ptr @A, i64 %7, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = getelementptr inbounds [48 x double], ptr @B, i64 %18, i64 %9
  %23 = load double, ptr %22, align 8, !tbaa !11
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = add nuw nsw i64 %18, 1
  %26 = getelementptr inbounds [48 x double], ptr @A, i64 %7, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = getelementptr inbounds [48 x double], ptr @B, i64 %25, i64 %9
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %24)
  %31 = add nuw nsw i64 %18, 2
  %32 = getelementptr inbounds [48 x double], ptr @A, i64 %7, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !11
  %34 = getelementptr inbounds [48 x double], ptr @B, i64 %31, i64 %9
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %30)
  %37 = add nuw nsw i64 %18, 3
  %38 = icmp eq i64 %37, 48
  br i1 %38, label %13, label %17, !llvm.loop !14

39:                                               ; preds = %10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(18432) @C2, i8 0, i64 18432, i1 false), !tbaa !11
  br label %40

40:                                               ; preds = %42, %39
  %41 = phi i64 [ 0, %39 ], [ %43, %42 ]
  br label %45

42:                                               ; preds = %65
  %43 = add nuw nsw i64 %41, 1
  %44 = icmp eq i64 %43, 48
  br i1 %44, label %68, label %40, !llvm.loop !15

45:                                               ; preds = %40, %65
  %46 = phi i64 [ 0, %40 ], [ %66, %65 ]
  %47 = getelementptr inbounds [48 x double], ptr @A, i64 %41, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !11
  %49 = insertelement <2 x double> poison, double %48, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  br label %51

51:                                               ; preds = %51, %45
  %52 = phi i64 [ 0, %45 ], [ %63, %51 ]
  %53 = getelementptr inbounds [48 x double], ptr @B, i64 %46, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <2 x double>, ptr %53, align 16, !tbaa !11
  %56 = load <2 x double>, ptr %54, align 16, !tbaa !11
  %57 = getelementptr inbounds [48 x double], ptr @C2, i64 %41, i64 %52
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <2 x double>, ptr %57, align 16, !tbaa !11
  %60 = load <2 x double>, ptr %58, align 16, !tbaa !11
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %55, <2 x double> %59)
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %60)
  store <2 x double> %61, ptr %57, align 16, !tbaa !11
  store <2 x double> %62, ptr %58, align 16, !tbaa !11
  %63 = add nuw i64 %52, 4
  %64 = icmp eq i64 %63, 48
  br i1 %64, label %65, label %51, !llvm.loop !16

65:                                               ; preds = %51
  %66 = add nuw nsw i64 %46, 1
  %67 = icmp eq i64 %66, 48
  br i1 %67, label %42, label %45, !llvm.loop !19

68:                                               ; preds = %42
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(18432) @C3, i8 0, i64 18432, i1 false), !tbaa !11
  br label %69

69:                                               ; preds = %75, %68
  %70 = phi i64 [ 8, %68 ], [ %78, %75 ]
  %71 = phi i64 [ 0, %68 ], [ %76, %75 ]
  br label %72

72:                                               ; preds = %84, %69
  %73 = phi i64 [ 8, %69 ], [ %87, %84 ]
  %74 = phi i64 [ 0, %69 ], [ %85, %84 ]
  br label %79

75:                                               ; preds = %84
  %76 = add nuw nsw i64 %71, 8
  %77 = icmp ult i64 %71, 40
  %78 = add nuw nsw i64 %70, 8
  br i1 %77, label %69, label %211, !llvm.loop !20

79:                                               ; preds = %98, %72
  %80 = phi i64 [ 0, %72 ], [ %99, %98 ]
  %81 = or disjoint i64 %80, 2
  %82 = or disjoint i64 %80, 4
  %83 = or disjoint i64 %80, 6
  br label %88

84:                                               ; preds = %98
  %85 = add nuw nsw i64 %74, 8
  %86 = icmp ult i64 %74, 40
  %87 = add nuw nsw i64 %73, 8
  br i1 %86, label %72, label %75, !llvm.loop !21

88:                                               ; preds = %101, %79
  %89 = phi i64 [ %71, %79 ], [ %102, %101 ]
  %90 = getelementptr inbounds [48 x double], ptr @C3, i64 %89, i64 %80
  %91 = getelementptr inbounds [48 x double], ptr @C3, i64 %89, i64 %81
  %92 = getelementptr inbounds [48 x double], ptr @C3, i64 %89, i64 %82
  %93 = getelementptr inbounds [48 x double], ptr @C3, i64 %89, i64 %83
  %94 = load <2 x double>, ptr %90, align 16, !tbaa !11
  %95 = load <2 x double>, ptr %91, align 16, !tbaa !11
  %96 = load <2 x double>, ptr %92, align 16, !tbaa !11
  %97 = load <2 x double>, ptr %93, align 16, !tbaa !11
  br label %104

98:                                               ; preds = %101
  %99 = add nuw nsw i64 %80, 8
  %100 = icmp ult i64 %80, 40
  br i1 %100, label %79, label %84, !llvm.loop !22

101:                                              ; preds = %104
  store <2 x double> %116, ptr %90, align 16, !tbaa !11
  store <2 x double> %119, ptr %91, align 16, !tbaa !11
  store <2 x double> %122, ptr %92, align 16, !tbaa !11
  store <2 x double> %125, ptr %93, align 16, !tbaa !11
  %102 = add nuw nsw i64 %89, 1
  %103 = icmp eq i64 %102, %70
  br i1 %103, label %98, label %88, !llvm.loop !23

104:                                              ; preds = %104, %88
  %105 = phi i64 [ %74, %88 ], [ %126, %104 ]
  %106 = phi <2 x double> [ %94, %88 ], [ %116, %104 ]
  %107 = phi <2 x double> [ %95, %88 ], [ %119, %104 ]
  %108 = phi <2 x double> [ %96, %88 ], [ %122, %104 ]
  %109 = phi <2 x double> [ %97, %88 ], [ %125, %104 ]
  %110 = getelementptr inbounds [48 x double], ptr @A, i64 %89, i64 %105
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = getelementptr inbounds [48 x double], ptr @B, i64 %105, i64 %80
  %113 = load <2 x double>, ptr %112, align 16, !tbaa !11
  %114 = insertelement <2 x double> poison, double %111, i64 0
  %115 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> zeroinitializer
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %113, <2 x double> %106)
  %117 = getelementptr inbounds [48 x double], ptr @B, i64 %105, i64 %81
  %118 = load <2 x double>, ptr %117, align 16, !tbaa !11
  %119 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %118, <2 x double> %107)
  %120 = getelementptr inbounds [48 x double], ptr @B, i64 %105, i64 %82
  %121 = load <2 x double>, ptr %120, align 16, !tbaa !11
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %121, <2 x double> %108)
  %123 = getelementptr inbounds [48 x double], ptr @B, i64 %105, i64 %83
  %124 = load <2 x double>, ptr %123, align 16, !tbaa !11
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %124, <2 x double> %109)
  %126 = add nuw nsw i64 %105, 1
  %127 = icmp eq i64 %126, %73
  br i1 %127, label %101, label %104, !llvm.loop !24

128:                                              ; preds = %131
  %129 = add nuw nsw i64 %3, 1
  %130 = icmp eq i64 %129, 48
  br i1 %130, label %5, label %2, !llvm.loop !25

131:                                              ; preds = %2, %131
  %132 = phi i64 [ 0, %2 ], [ %150, %131 ]
  %133 = phi i32 [ %4, %2 ], [ %143, %131 ]
  %134 = mul i32 %133, 1103515245
  %135 = add i32 %134, 12345
  %136 = lshr i32 %135, 8
  %137 = and i32 %136, 65535
  %138 = uitofp nneg i32 %137 to double
  %139 = fmul double %138, 0x3EF0000000000000
  %140 = fadd double %139, -5.000000e-01
  %141 = getelementptr inbounds [48 x [48 x double]], ptr @A, i64 0, i64 %3, i64 %132
  store double %140, ptr %141, align 8, !tbaa !11
  %142 = mul i32 %135, 1103515245
  %143 = add i32 %142, 12345
  %144 = lshr i32 %143, 8
  %145 = and i32 %144, 65535
  %146 = uitofp nneg i32 %145 to double
  %147 = fmul double %146, 0x3EF0000000000000
  %148 = fadd double %147, -5.000000e-01
  %149 = getelementptr inbounds [48 x [48 x double]], ptr @B, i64 0, i64 %3, i64 %132
  store double %148, ptr %149, align 8, !tbaa !11
  %150 = add nuw nsw i64 %132, 1
  %151 = icmp eq i64 %150, 48
  br i1 %151, label %128, label %131, !llvm.loop !26

152:                                              ; preds = %217
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %218)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %246)
  %155 = load double, ptr @C1, align 16, !tbaa !11
  %156 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 18424), align 8, !tbaa !11
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %155, double noundef %156)
  br label %158

158:                                              ; preds = %161, %152
  %159 = phi i64 [ 0, %152 ], [ %162, %161 ]
  %160 = phi double [ 0.000000e+00, %152 ], [ %176, %161 ]
  br label %164

161:                                              ; preds = %164
  %162 = add nuw nsw i64 %159, 1
  %163 = icmp eq i64 %162, 48
  br i1 %163, label %179, label %158, !llvm.loop !27

164:                                              ; preds = %164, %158
  %165 = phi i64 [ 0, %158 ], [ %177, %164 ]
  %166 = phi double [ %160, %158 ], [ %176, %164 ]
  %167 = getelementptr inbounds [48 x double], ptr @C1, i64 %159, i64 %165
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = getelementptr inbounds [48 x double], ptr @C2, i64 %159, i64 %165
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = fsub double %168, %170
  %172 = fcmp olt double %171, 0.000000e+00
  %173 = fneg double %171
  %174 = select i1 %172, double %173, double %171
  %175 = fcmp ogt double %174, %166
  %176 = select i1 %175, double %174, double %166
  %177 = add nuw nsw i64 %165, 1
  %178 = icmp eq i64 %177, 48
  br i1 %178, label %161, label %164, !llvm.loop !28

179:                                              ; preds = %161
  %180 = fcmp olt double %176, 0x3D719799812DEA11
  %181 = zext i1 %180 to i32
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %181)
  br label %183

183:                                              ; preds = %186, %179
  %184 = phi i64 [ 0, %179 ], [ %187, %186 ]
  %185 = phi double [ 0.000000e+00, %179 ], [ %201, %186 ]
  br label %189

186:                                              ; preds = %189
  %187 = add nuw nsw i64 %184, 1
  %188 = icmp eq i64 %187, 48
  br i1 %188, label %204, label %183, !llvm.loop !27

189:                                              ; preds = %189, %183
  %190 = phi i64 [ 0, %183 ], [ %202, %189 ]
  %191 = phi double [ %185, %183 ], [ %201, %189 ]
  %192 = getelementptr inbounds [48 x double], ptr @C1, i64 %184, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !11
  %194 = getelementptr inbounds [48 x double], ptr @C3, i64 %184, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = fsub double %193, %195
  %197 = fcmp olt double %196, 0.000000e+00
  %198 = fneg double %196
  %199 = select i1 %197, double %198, double %196
  %200 = fcmp ogt double %199, %191
  %201 = select i1 %200, double %199, double %191
  %202 = add nuw nsw i64 %190, 1
  %203 = icmp eq i64 %202, 48
  br i1 %203, label %186, label %189, !llvm.loop !28

204:                                              ; preds = %186
  %205 = fcmp olt double %201, 0x3D719799812DEA11
  %206 = zext i1 %205 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %206)
  %208 = tail call noalias dereferenceable_or_null(280) ptr @malloc(i64 noundef 280) #9
  %209 = tail call noalias dereferenceable_or_null(360) ptr @malloc(i64 noundef 360) #9
  %210 = tail call noalias dereferenceable_or_null(504) ptr @calloc(i64 noundef 63, i64 noundef 8) #10
  br label %249

211:                                              ; preds = %75, %217
  %212 = phi i64 [ %219, %217 ], [ 0, %75 ]
  %213 = phi double [ %218, %217 ], [ 0.000000e+00, %75 ]
  %214 = phi double [ %246, %217 ], [ 0.000000e+00, %75 ]
  %215 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %212
  %216 = load double, ptr %215, align 8, !tbaa !11
  br label %221

217:                                              ; preds = %221
  %218 = fadd double %213, %216
  %219 = add nuw nsw i64 %212, 1
  %220 = icmp eq i64 %219, 48
  br i1 %220, label %152, label %211, !llvm.loop !29

221:                                              ; preds = %221, %211
  %222 = phi i64 [ 0, %211 ], [ %247, %221 ]
  %223 = phi double [ %214, %211 ], [ %246, %221 ]
  %224 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %222
  %225 = load double, ptr %224, align 16, !tbaa !11
  %226 = fadd double %223, %225
  %227 = or disjoint i64 %222, 1
  %228 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = fadd double %226, %229
  %231 = add nuw nsw i64 %222, 2
  %232 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %231
  %233 = load double, ptr %232, align 16, !tbaa !11
  %234 = fadd double %230, %233
  %235 = add nuw nsw i64 %222, 3
  %236 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !11
  %238 = fadd double %234, %237
  %239 = add nuw nsw i64 %222, 4
  %240 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %239
  %241 = load double, ptr %240, align 16, !tbaa !11
  %242 = fadd double %238, %241
  %243 = add nuw nsw i64 %222, 5
  %244 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %212, i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !11
  %246 = fadd double %242, %245
  %247 = add nuw nsw i64 %222, 6
  %248 = icmp eq i64 %247, 48
  br i1 %248, label %217, label %221, !llvm.loop !30

249:                                              ; preds = %258, %204
  %250 = phi i64 [ 0, %204 ], [ %266, %258 ]
  %251 = trunc i64 %250 to i8
  %252 = urem i8 %251, 11
  %253 = zext nneg i8 %252 to i32
  %254 = add nsw i32 %253, -5
  %255 = sitofp i32 %254 to double
  %256 = getelementptr inbounds double, ptr %208, i64 %250
  store double %255, ptr %256, align 8, !tbaa !11
  %257 = icmp eq i64 %250, 34
  br i1 %257, label %267, label %258, !llvm.loop !31

258:                                              ; preds = %249
  %259 = or disjoint i64 %250, 1
  %260 = trunc i64 %259 to i8
  %261 = urem i8 %260, 11
  %262 = zext nneg i8 %261 to i32
  %263 = add nsw i32 %262, -5
  %264 = sitofp i32 %263 to double
  %265 = getelementptr inbounds double, ptr %208, i64 %259
  store double %264, ptr %265, align 8, !tbaa !11
  %266 = add nuw nsw i64 %250, 2
  br label %249

267:                                              ; preds = %249, %267
  %268 = phi i64 [ %280, %267 ], [ 0, %249 ]
  %269 = phi <2 x i8> [ %281, %267 ], [ <i8 0, i8 1>, %249 ]
  %270 = urem <2 x i8> %269, <i8 7, i8 7>
  %271 = uitofp nneg <2 x i8> %270 to <2 x double>
  %272 = fmul <2 x double> %271, <double 5.000000e-01, double 5.000000e-01>
  %273 = getelementptr inbounds double, ptr %209, i64 %268
  store <2 x double> %272, ptr %273, align 8, !tbaa !11
  %274 = or disjoint i64 %268, 2
  %275 = add <2 x i8> %269, <i8 2, i8 2>
  %276 = urem <2 x i8> %275, <i8 7, i8 7>
  %277 = uitofp nneg <2 x i8> %276 to <2 x double>
  %278 = fmul <2 x double> %277, <double 5.000000e-01, double 5.000000e-01>
  %279 = getelementptr inbounds double, ptr %209, i64 %274
  store <2 x double> %278, ptr %279, align 8, !tbaa !11
  %280 = add nuw nsw i64 %268, 4
  %281 = add <2 x i8> %269, <i8 4, i8 4>
  %282 = icmp eq i64 %280, 44
  br i1 %282, label %283, label %267, !llvm.loop !32

283:                                              ; preds = %267
  %284 = getelementptr inbounds i8, ptr %209, i64 352
  store double 1.000000e+00, ptr %284, align 8, !tbaa !11
  %285 = getelementptr inbounds i8, ptr %209, i64 16
  %286 = getelementptr inbounds i8, ptr %210, i64 16
  %287 = getelementptr inbounds i8, ptr %209, i64 32
  %288 = getelementptr inbounds i8, ptr %210, i64 32
  %289 = getelementptr inbounds i8, ptr %209, i64 48
  %290 = getelementptr inbounds i8, ptr %210, i64 48
  %291 = getelementptr inbounds i8, ptr %209, i64 64
  %292 = getelementptr inbounds i8, ptr %210, i64 64
  %293 = load <2 x double>, ptr %209, align 8, !tbaa !11
  %294 = load <2 x double>, ptr %285, align 8, !tbaa !11
  %295 = load <2 x double>, ptr %287, align 8, !tbaa !11
  %296 = load <2 x double>, ptr %289, align 8, !tbaa !11
  %297 = load double, ptr %291, align 8, !tbaa !11
  %298 = getelementptr inbounds i8, ptr %209, i64 72
  %299 = load <2 x double>, ptr %298, align 8, !tbaa !11
  %300 = getelementptr inbounds i8, ptr %209, i64 88
  %301 = load <2 x double>, ptr %300, align 8, !tbaa !11
  %302 = getelementptr inbounds i8, ptr %209, i64 104
  %303 = load <2 x double>, ptr %302, align 8, !tbaa !11
  %304 = getelementptr inbounds i8, ptr %209, i64 120
  %305 = load <2 x double>, ptr %304, align 8, !tbaa !11
  %306 = getelementptr inbounds i8, ptr %209, i64 136
  %307 = load double, ptr %306, align 8, !tbaa !11
  %308 = getelementptr inbounds i8, ptr %209, i64 144
  %309 = load <2 x double>, ptr %308, align 8, !tbaa !11
  %310 = getelementptr inbounds i8, ptr %209, i64 160
  %311 = load <2 x double>, ptr %310, align 8, !tbaa !11
  %312 = getelementptr inbounds i8, ptr %209, i64 176
  %313 = load <2 x double>, ptr %312, align 8, !tbaa !11
  %314 = getelementptr inbounds i8, ptr %209, i64 192
  %315 = load <2 x double>, ptr %314, align 8, !tbaa !11
  %316 = getelementptr inbounds i8, ptr %209, i64 208
  %317 = load double, ptr %316, align 8, !tbaa !11
  %318 = getelementptr inbounds i8, ptr %209, i64 216
  %319 = load <2 x double>, ptr %318, align 8, !tbaa !11
  %320 = getelementptr inbounds i8, ptr %209, i64 232
  %321 = load <2 x double>, ptr %320, align 8, !tbaa !11
  %322 = getelementptr inbounds i8, ptr %209, i64 248
  %323 = load <2 x double>, ptr %322, align 8, !tbaa !11
  %324 = getelementptr inbounds i8, ptr %209, i64 264
  %325 = load <2 x double>, ptr %324, align 8, !tbaa !11
  %326 = getelementptr inbounds i8, ptr %209, i64 280
  %327 = load double, ptr %326, align 8, !tbaa !11
  %328 = getelementptr inbounds i8, ptr %209, i64 288
  %329 = load <2 x double>, ptr %328, align 8, !tbaa !11
  %330 = getelementptr inbounds i8, ptr %209, i64 304
  %331 = load <2 x double>, ptr %330, align 8, !tbaa !11
  %332 = getelementptr inbounds i8, ptr %209, i64 320
  %333 = load <2 x double>, ptr %332, align 8, !tbaa !11
  %334 = getelementptr inbounds i8, ptr %209, i64 336
  %335 = load <2 x double>, ptr %334, align 8, !tbaa !11
  %336 = getelementptr inbounds i8, ptr %209, i64 352
  %337 = load double, ptr %336, align 8, !tbaa !11
  br label %338

338:                                              ; preds = %283, %338
  %339 = phi i64 [ 0, %283 ], [ %397, %338 ]
  %340 = mul nuw nsw i64 %339, 9
  %341 = getelementptr inbounds double, ptr %292, i64 %340
  %342 = load double, ptr %341, align 8, !tbaa !11
  %343 = getelementptr inbounds double, ptr %290, i64 %340
  %344 = load <2 x double>, ptr %343, align 8, !tbaa !11
  %345 = getelementptr inbounds double, ptr %288, i64 %340
  %346 = load <2 x double>, ptr %345, align 8, !tbaa !11
  %347 = getelementptr inbounds double, ptr %286, i64 %340
  %348 = load <2 x double>, ptr %347, align 8, !tbaa !11
  %349 = getelementptr inbounds double, ptr %210, i64 %340
  %350 = load <2 x double>, ptr %349, align 8, !tbaa !11
  %351 = mul i64 %339, 40
  %352 = getelementptr i8, ptr %208, i64 %351
  %353 = load double, ptr %352, align 8, !tbaa !11
  %354 = insertelement <2 x double> poison, double %353, i64 0
  %355 = shufflevector <2 x double> %354, <2 x double> poison, <2 x i32> zeroinitializer
  %356 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> %293, <2 x double> %350)
  %357 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> %294, <2 x double> %348)
  %358 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> %295, <2 x double> %346)
  %359 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> %296, <2 x double> %344)
  %360 = tail call double @llvm.fmuladd.f64(double %353, double %297, double %342)
  %361 = getelementptr i8, ptr %352, i64 8
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = insertelement <2 x double> poison, double %362, i64 0
  %364 = shufflevector <2 x double> %363, <2 x double> poison, <2 x i32> zeroinitializer
  %365 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %299, <2 x double> %356)
  %366 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %301, <2 x double> %357)
  %367 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %303, <2 x double> %358)
  %368 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %305, <2 x double> %359)
  %369 = tail call double @llvm.fmuladd.f64(double %362, double %307, double %360)
  %370 = getelementptr i8, ptr %352, i64 16
  %371 = load double, ptr %370, align 8, !tbaa !11
  %372 = insertelement <2 x double> poison, double %371, i64 0
  %373 = shufflevector <2 x double> %372, <2 x double> poison, <2 x i32> zeroinitializer
  %374 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %309, <2 x double> %365)
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %311, <2 x double> %366)
  %376 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %313, <2 x double> %367)
  %377 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %315, <2 x double> %368)
  %378 = tail call double @llvm.fmuladd.f64(double %371, double %317, double %369)
  %379 = getelementptr i8, ptr %352, i64 24
  %380 = load double, ptr %379, align 8, !tbaa !11
  %381 = insertelement <2 x double> poison, double %380, i64 0
  %382 = shufflevector <2 x double> %381, <2 x double> poison, <2 x i32> zeroinitializer
  %383 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %319, <2 x double> %374)
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %321, <2 x double> %375)
  %385 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %323, <2 x double> %376)
  %386 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %325, <2 x double> %377)
  %387 = tail call double @llvm.fmuladd.f64(double %380, double %327, double %378)
  %388 = getelementptr i8, ptr %352, i64 32
  %389 = load double, ptr %388, align 8, !tbaa !11
  %390 = insertelement <2 x double> poison, double %389, i64 0
  %391 = shufflevector <2 x double> %390, <2 x double> poison, <2 x i32> zeroinitializer
  %392 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> %329, <2 x double> %383)
  %393 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> %331, <2 x double> %384)
  %394 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> %333, <2 x double> %385)
  %395 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> %335, <2 x double> %386)
  %396 = tail call double @llvm.fmuladd.f64(double %389, double %337, double %387)
  store <2 x double> %392, ptr %349, align 8, !tbaa !11
  store <2 x double> %393, ptr %347, align 8, !tbaa !11
  store <2 x double> %394, ptr %345, align 8, !tbaa !11
  store <2 x double> %395, ptr %343, align 8, !tbaa !11
  store double %396, ptr %341, align 8, !tbaa !11
  %397 = add nuw nsw i64 %339, 1
  %398 = icmp eq i64 %397, 7
  br i1 %398, label %399, label %338, !llvm.loop !33

399:                                              ; preds = %338
  %400 = getelementptr inbounds i8, ptr %210, i64 8
  %401 = getelementptr inbounds i8, ptr %210, i64 16
  %402 = getelementptr inbounds i8, ptr %210, i64 24
  %403 = getelementptr inbounds i8, ptr %210, i64 32
  %404 = getelementptr inbounds i8, ptr %210, i64 40
  %405 = getelementptr inbounds i8, ptr %210, i64 48
  %406 = getelementptr inbounds i8, ptr %210, i64 56
  %407 = getelementptr inbounds i8, ptr %210, i64 64
  br label %408

408:                                              ; preds = %399, %408
  %409 = phi i64 [ 0, %399 ], [ %439, %408 ]
  %410 = mul nuw nsw i64 %409, 9
  %411 = getelementptr inbounds double, ptr %210, i64 %410
  %412 = load double, ptr %411, align 8, !tbaa !11
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %412)
  %414 = getelementptr inbounds double, ptr %400, i64 %410
  %415 = load double, ptr %414, align 8, !tbaa !11
  %416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %415)
  %417 = getelementptr inbounds double, ptr %401, i64 %410
  %418 = load double, ptr %417, align 8, !tbaa !11
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %418)
  %420 = getelementptr inbounds double, ptr %402, i64 %410
  %421 = load double, ptr %420, align 8, !tbaa !11
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %421)
  %423 = getelementptr inbounds double, ptr %403, i64 %410
  %424 = load double, ptr %423, align 8, !tbaa !11
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %424)
  %426 = getelementptr inbounds double, ptr %404, i64 %410
  %427 = load double, ptr %426, align 8, !tbaa !11
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %427)
  %429 = getelementptr inbounds double, ptr %405, i64 %410
  %430 = load double, ptr %429, align 8, !tbaa !11
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %430)
  %432 = getelementptr inbounds double, ptr %406, i64 %410
  %433 = load double, ptr %432, align 8, !tbaa !11
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %433)
  %435 = getelementptr inbounds double, ptr %407, i64 %410
  %436 = load double, ptr %435, align 8, !tbaa !11
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %436)
  %438 = tail call i32 @putchar(i32 10)
  %439 = add nuw nsw i64 %409, 1
  %440 = icmp eq i64 %439, 7
  br i1 %440, label %441, label %408, !llvm.loop !34

441:                                              ; preds = %408
  tail call void @free(ptr noundef %208) #11
  tail call void @free(ptr noundef %209) #11
  tail call void @free(ptr noundef nonnull %210) #11
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !17, !18}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
