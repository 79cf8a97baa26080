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

2:                                                ; preds = %0, %153
  %3 = phi i64 [ 0, %0 ], [ %154, %153 ]
  %4 = phi i32 [ %1, %0 ], [ %168, %153 ]
  br label %156

5:                                                ; preds = %153
  store i32 %168, ptr @lcg_state, align 4, !tbaa !5
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

42:                                               ; preds = %49
  %43 = add nuw nsw i64 %41, 1
  %44 = icmp eq i64 %43, 48
  br i1 %44, label %67, label %40, !llvm.loop !15

45:                                               ; preds = %49, %40
  %46 = phi i64 [ 0, %40 ], [ %50, %49 ]
  %47 = getelementptr inbounds [48 x double], ptr @A, i64 %41, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !11
  br label %52

49:                                               ; preds = %52
  %50 = add nuw nsw i64 %46, 1
  %51 = icmp eq i64 %50, 48
  br i1 %51, label %42, label %45, !llvm.loop !16

52:                                               ; preds = %52, %45
  %53 = phi i64 [ 0, %45 ], [ %65, %52 ]
  %54 = getelementptr inbounds [48 x double], ptr @B, i64 %46, i64 %53
  %55 = load double, ptr %54, align 16, !tbaa !11
  %56 = getelementptr inbounds [48 x double], ptr @C2, i64 %41, i64 %53
  %57 = load double, ptr %56, align 16, !tbaa !11
  %58 = tail call double @llvm.fmuladd.f64(double %48, double %55, double %57)
  store double %58, ptr %56, align 16, !tbaa !11
  %59 = or disjoint i64 %53, 1
  %60 = getelementptr inbounds [48 x double], ptr @B, i64 %46, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = getelementptr inbounds [48 x double], ptr @C2, i64 %41, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = tail call double @llvm.fmuladd.f64(double %48, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !11
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, 48
  br i1 %66, label %49, label %52, !llvm.loop !17

67:                                               ; preds = %42
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(18432) @C3, i8 0, i64 18432, i1 false), !tbaa !11
  br label %68

68:                                               ; preds = %74, %67
  %69 = phi i64 [ 8, %67 ], [ %77, %74 ]
  %70 = phi i64 [ 0, %67 ], [ %75, %74 ]
  br label %71

71:                                               ; preds = %87, %68
  %72 = phi i64 [ 8, %68 ], [ %90, %87 ]
  %73 = phi i64 [ 0, %68 ], [ %88, %87 ]
  br label %78

74:                                               ; preds = %87
  %75 = add nuw nsw i64 %70, 8
  %76 = icmp ult i64 %70, 40
  %77 = add nuw nsw i64 %69, 8
  br i1 %76, label %68, label %236, !llvm.loop !18

78:                                               ; preds = %109, %71
  %79 = phi i64 [ 0, %71 ], [ %110, %109 ]
  %80 = or disjoint i64 %79, 1
  %81 = or disjoint i64 %79, 2
  %82 = or disjoint i64 %79, 3
  %83 = or disjoint i64 %79, 4
  %84 = or disjoint i64 %79, 5
  %85 = or disjoint i64 %79, 6
  %86 = or disjoint i64 %79, 7
  br label %91

87:                                               ; preds = %109
  %88 = add nuw nsw i64 %73, 8
  %89 = icmp ult i64 %73, 40
  %90 = add nuw nsw i64 %72, 8
  br i1 %89, label %71, label %74, !llvm.loop !19

91:                                               ; preds = %112, %78
  %92 = phi i64 [ %70, %78 ], [ %113, %112 ]
  %93 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %79
  %94 = load double, ptr %93, align 16, !tbaa !11
  %95 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %80
  %96 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %81
  %97 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %82
  %98 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %83
  %99 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %84
  %100 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %85
  %101 = getelementptr inbounds [48 x double], ptr @C3, i64 %92, i64 %86
  %102 = load double, ptr %95, align 8, !tbaa !11
  %103 = load double, ptr %96, align 16, !tbaa !11
  %104 = load double, ptr %97, align 8, !tbaa !11
  %105 = load double, ptr %98, align 16, !tbaa !11
  %106 = load double, ptr %99, align 8, !tbaa !11
  %107 = load double, ptr %100, align 16, !tbaa !11
  %108 = load double, ptr %101, align 8, !tbaa !11
  br label %115

109:                                              ; preds = %112
  %110 = add nuw nsw i64 %79, 8
  %111 = icmp ult i64 %79, 40
  br i1 %111, label %78, label %87, !llvm.loop !20

112:                                              ; preds = %115
  store double %129, ptr %93, align 16, !tbaa !11
  store double %132, ptr %95, align 8, !tbaa !11
  store double %135, ptr %96, align 16, !tbaa !11
  store double %138, ptr %97, align 8, !tbaa !11
  store double %141, ptr %98, align 16, !tbaa !11
  store double %144, ptr %99, align 8, !tbaa !11
  store double %147, ptr %100, align 16, !tbaa !11
  store double %150, ptr %101, align 8, !tbaa !11
  %113 = add nuw nsw i64 %92, 1
  %114 = icmp eq i64 %113, %69
  br i1 %114, label %109, label %91, !llvm.loop !21

115:                                              ; preds = %115, %91
  %116 = phi double [ %108, %91 ], [ %150, %115 ]
  %117 = phi double [ %107, %91 ], [ %147, %115 ]
  %118 = phi double [ %106, %91 ], [ %144, %115 ]
  %119 = phi double [ %105, %91 ], [ %141, %115 ]
  %120 = phi double [ %104, %91 ], [ %138, %115 ]
  %121 = phi double [ %103, %91 ], [ %135, %115 ]
  %122 = phi double [ %102, %91 ], [ %132, %115 ]
  %123 = phi double [ %94, %91 ], [ %129, %115 ]
  %124 = phi i64 [ %73, %91 ], [ %151, %115 ]
  %125 = getelementptr inbounds [48 x double], ptr @A, i64 %92, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !11
  %127 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %79
  %128 = load double, ptr %127, align 16, !tbaa !11
  %129 = tail call double @llvm.fmuladd.f64(double %126, double %128, double %123)
  %130 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %80
  %131 = load double, ptr %130, align 8, !tbaa !11
  %132 = tail call double @llvm.fmuladd.f64(double %126, double %131, double %122)
  %133 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %81
  %134 = load double, ptr %133, align 16, !tbaa !11
  %135 = tail call double @llvm.fmuladd.f64(double %126, double %134, double %121)
  %136 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %82
  %137 = load double, ptr %136, align 8, !tbaa !11
  %138 = tail call double @llvm.fmuladd.f64(double %126, double %137, double %120)
  %139 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %83
  %140 = load double, ptr %139, align 16, !tbaa !11
  %141 = tail call double @llvm.fmuladd.f64(double %126, double %140, double %119)
  %142 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %84
  %143 = load double, ptr %142, align 8, !tbaa !11
  %144 = tail call double @llvm.fmuladd.f64(double %126, double %143, double %118)
  %145 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %85
  %146 = load double, ptr %145, align 16, !tbaa !11
  %147 = tail call double @llvm.fmuladd.f64(double %126, double %146, double %117)
  %148 = getelementptr inbounds [48 x double], ptr @B, i64 %124, i64 %86
  %149 = load double, ptr %148, align 8, !tbaa !11
  %150 = tail call double @llvm.fmuladd.f64(double %126, double %149, double %116)
  %151 = add nuw nsw i64 %124, 1
  %152 = icmp eq i64 %151, %72
  br i1 %152, label %112, label %115, !llvm.loop !22

153:                                              ; preds = %156
  %154 = add nuw nsw i64 %3, 1
  %155 = icmp eq i64 %154, 48
  br i1 %155, label %5, label %2, !llvm.loop !23

156:                                              ; preds = %2, %156
  %157 = phi i64 [ 0, %2 ], [ %175, %156 ]
  %158 = phi i32 [ %4, %2 ], [ %168, %156 ]
  %159 = mul i32 %158, 1103515245
  %160 = add i32 %159, 12345
  %161 = lshr i32 %160, 8
  %162 = and i32 %161, 65535
  %163 = uitofp nneg i32 %162 to double
  %164 = fmul double %163, 0x3EF0000000000000
  %165 = fadd double %164, -5.000000e-01
  %166 = getelementptr inbounds [48 x [48 x double]], ptr @A, i64 0, i64 %3, i64 %157
  store double %165, ptr %166, align 8, !tbaa !11
  %167 = mul i32 %160, 1103515245
  %168 = add i32 %167, 12345
  %169 = lshr i32 %168, 8
  %170 = and i32 %169, 65535
  %171 = uitofp nneg i32 %170 to double
  %172 = fmul double %171, 0x3EF0000000000000
  %173 = fadd double %172, -5.000000e-01
  %174 = getelementptr inbounds [48 x [48 x double]], ptr @B, i64 0, i64 %3, i64 %157
  store double %173, ptr %174, align 8, !tbaa !11
  %175 = add nuw nsw i64 %157, 1
  %176 = icmp eq i64 %175, 48
  br i1 %176, label %153, label %156, !llvm.loop !24

177:                                              ; preds = %242
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %243)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %271)
  %180 = load double, ptr @C1, align 16, !tbaa !11
  %181 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 18424), align 8, !tbaa !11
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %180, double noundef %181)
  br label %183

183:                                              ; preds = %186, %177
  %184 = phi i64 [ 0, %177 ], [ %187, %186 ]
  %185 = phi double [ 0.000000e+00, %177 ], [ %201, %186 ]
  br label %189

186:                                              ; preds = %189
  %187 = add nuw nsw i64 %184, 1
  %188 = icmp eq i64 %187, 48
  br i1 %188, label %204, label %183, !llvm.loop !25

189:                                              ; preds = %189, %183
  %190 = phi i64 [ 0, %183 ], [ %202, %189 ]
  %191 = phi double [ %185, %183 ], [ %201, %189 ]
  %192 = getelementptr inbounds [48 x double], ptr @C1, i64 %184, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !11
  %194 = getelementptr inbounds [48 x double], ptr @C2, i64 %184, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = fsub double %193, %195
  %197 = fcmp olt double %196, 0.000000e+00
  %198 = fneg double %196
  %199 = select i1 %197, double %198, double %196
  %200 = fcmp ogt double %199, %191
  %201 = select i1 %200, double %199, double %191
  %202 = add nuw nsw i64 %190, 1
  %203 = icmp eq i64 %202, 48
  br i1 %203, label %186, label %189, !llvm.loop !26

204:                                              ; preds = %186
  %205 = fcmp olt double %201, 0x3D719799812DEA11
  %206 = zext i1 %205 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %206)
  br label %208

208:                                              ; preds = %211, %204
  %209 = phi i64 [ 0, %204 ], [ %212, %211 ]
  %210 = phi double [ 0.000000e+00, %204 ], [ %226, %211 ]
  br label %214

211:                                              ; preds = %214
  %212 = add nuw nsw i64 %209, 1
  %213 = icmp eq i64 %212, 48
  br i1 %213, label %229, label %208, !llvm.loop !25

214:                                              ; preds = %214, %208
  %215 = phi i64 [ 0, %208 ], [ %227, %214 ]
  %216 = phi double [ %210, %208 ], [ %226, %214 ]
  %217 = getelementptr inbounds [48 x double], ptr @C1, i64 %209, i64 %215
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = getelementptr inbounds [48 x double], ptr @C3, i64 %209, i64 %215
  %220 = load double, ptr %219, align 8, !tbaa !11
  %221 = fsub double %218, %220
  %222 = fcmp olt double %221, 0.000000e+00
  %223 = fneg double %221
  %224 = select i1 %222, double %223, double %221
  %225 = fcmp ogt double %224, %216
  %226 = select i1 %225, double %224, double %216
  %227 = add nuw nsw i64 %215, 1
  %228 = icmp eq i64 %227, 48
  br i1 %228, label %211, label %214, !llvm.loop !26

229:                                              ; preds = %211
  %230 = fcmp olt double %226, 0x3D719799812DEA11
  %231 = zext i1 %230 to i32
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %231)
  %233 = tail call noalias dereferenceable_or_null(280) ptr @malloc(i64 noundef 280) #8
  %234 = tail call noalias dereferenceable_or_null(360) ptr @malloc(i64 noundef 360) #8
  %235 = tail call noalias dereferenceable_or_null(504) ptr @calloc(i64 noundef 63, i64 noundef 8) #9
  br label %274

236:                                              ; preds = %74, %242
  %237 = phi i64 [ %244, %242 ], [ 0, %74 ]
  %238 = phi double [ %243, %242 ], [ 0.000000e+00, %74 ]
  %239 = phi double [ %271, %242 ], [ 0.000000e+00, %74 ]
  %240 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %237
  %241 = load double, ptr %240, align 8, !tbaa !11
  br label %246

242:                                              ; preds = %246
  %243 = fadd double %238, %241
  %244 = add nuw nsw i64 %237, 1
  %245 = icmp eq i64 %244, 48
  br i1 %245, label %177, label %236, !llvm.loop !27

246:                                              ; preds = %246, %236
  %247 = phi i64 [ 0, %236 ], [ %272, %246 ]
  %248 = phi double [ %239, %236 ], [ %271, %246 ]
  %249 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %247
  %250 = load double, ptr %249, align 16, !tbaa !11
  %251 = fadd double %248, %250
  %252 = or disjoint i64 %247, 1
  %253 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !11
  %255 = fadd double %251, %254
  %256 = add nuw nsw i64 %247, 2
  %257 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %256
  %258 = load double, ptr %257, align 16, !tbaa !11
  %259 = fadd double %255, %258
  %260 = add nuw nsw i64 %247, 3
  %261 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !11
  %263 = fadd double %259, %262
  %264 = add nuw nsw i64 %247, 4
  %265 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %264
  %266 = load double, ptr %265, align 16, !tbaa !11
  %267 = fadd double %263, %266
  %268 = add nuw nsw i64 %247, 5
  %269 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %237, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !11
  %271 = fadd double %267, %270
  %272 = add nuw nsw i64 %247, 6
  %273 = icmp eq i64 %272, 48
  br i1 %273, label %242, label %246, !llvm.loop !28

274:                                              ; preds = %283, %229
  %275 = phi i64 [ 0, %229 ], [ %291, %283 ]
  %276 = trunc i64 %275 to i8
  %277 = urem i8 %276, 11
  %278 = zext nneg i8 %277 to i32
  %279 = add nsw i32 %278, -5
  %280 = sitofp i32 %279 to double
  %281 = getelementptr inbounds double, ptr %233, i64 %275
  store double %280, ptr %281, align 8, !tbaa !11
  %282 = icmp eq i64 %275, 34
  br i1 %282, label %292, label %283, !llvm.loop !29

283:                                              ; preds = %274
  %284 = or disjoint i64 %275, 1
  %285 = trunc i64 %284 to i8
  %286 = urem i8 %285, 11
  %287 = zext nneg i8 %286 to i32
  %288 = add nsw i32 %287, -5
  %289 = sitofp i32 %288 to double
  %290 = getelementptr inbounds double, ptr %233, i64 %284
  store double %289, ptr %290, align 8, !tbaa !11
  %291 = add nuw nsw i64 %275, 2
  br label %274

292:                                              ; preds = %274, %300
  %293 = phi i64 [ %307, %300 ], [ 0, %274 ]
  %294 = trunc i64 %293 to i8
  %295 = urem i8 %294, 7
  %296 = uitofp nneg i8 %295 to double
  %297 = fmul double %296, 5.000000e-01
  %298 = getelementptr inbounds double, ptr %234, i64 %293
  store double %297, ptr %298, align 8, !tbaa !11
  %299 = icmp eq i64 %293, 44
  br i1 %299, label %308, label %300, !llvm.loop !30

300:                                              ; preds = %292
  %301 = or disjoint i64 %293, 1
  %302 = trunc i64 %301 to i8
  %303 = urem i8 %302, 7
  %304 = uitofp nneg i8 %303 to double
  %305 = fmul double %304, 5.000000e-01
  %306 = getelementptr inbounds double, ptr %234, i64 %301
  store double %305, ptr %306, align 8, !tbaa !11
  %307 = add nuw nsw i64 %293, 2
  br label %292

308:                                              ; preds = %292
  %309 = getelementptr inbounds i8, ptr %234, i64 8
  %310 = getelementptr inbounds i8, ptr %235, i64 8
  %311 = getelementptr inbounds i8, ptr %234, i64 16
  %312 = getelementptr inbounds i8, ptr %235, i64 16
  %313 = getelementptr inbounds i8, ptr %234, i64 24
  %314 = getelementptr inbounds i8, ptr %235, i64 24
  %315 = getelementptr inbounds i8, ptr %234, i64 32
  %316 = getelementptr inbounds i8, ptr %235, i64 32
  %317 = getelementptr inbounds i8, ptr %234, i64 40
  %318 = getelementptr inbounds i8, ptr %235, i64 40
  %319 = getelementptr inbounds i8, ptr %234, i64 48
  %320 = getelementptr inbounds i8, ptr %235, i64 48
  %321 = getelementptr inbounds i8, ptr %234, i64 56
  %322 = getelementptr inbounds i8, ptr %235, i64 56
  %323 = getelementptr inbounds i8, ptr %234, i64 64
  %324 = getelementptr inbounds i8, ptr %235, i64 64
  %325 = load double, ptr %234, align 8, !tbaa !11
  %326 = load double, ptr %309, align 8, !tbaa !11
  %327 = load double, ptr %311, align 8, !tbaa !11
  %328 = load double, ptr %313, align 8, !tbaa !11
  %329 = load double, ptr %315, align 8, !tbaa !11
  %330 = load double, ptr %317, align 8, !tbaa !11
  %331 = load double, ptr %319, align 8, !tbaa !11
  %332 = load double, ptr %321, align 8, !tbaa !11
  %333 = load double, ptr %323, align 8, !tbaa !11
  %334 = getelementptr inbounds i8, ptr %234, i64 72
  %335 = load double, ptr %334, align 8, !tbaa !11
  %336 = getelementptr inbounds i8, ptr %234, i64 80
  %337 = load double, ptr %336, align 8, !tbaa !11
  %338 = getelementptr inbounds i8, ptr %234, i64 88
  %339 = load double, ptr %338, align 8, !tbaa !11
  %340 = getelementptr inbounds i8, ptr %234, i64 96
  %341 = load double, ptr %340, align 8, !tbaa !11
  %342 = getelementptr inbounds i8, ptr %234, i64 104
  %343 = load double, ptr %342, align 8, !tbaa !11
  %344 = getelementptr inbounds i8, ptr %234, i64 112
  %345 = load double, ptr %344, align 8, !tbaa !11
  %346 = getelementptr inbounds i8, ptr %234, i64 120
  %347 = load double, ptr %346, align 8, !tbaa !11
  %348 = getelementptr inbounds i8, ptr %234, i64 128
  %349 = load double, ptr %348, align 8, !tbaa !11
  %350 = getelementptr inbounds i8, ptr %234, i64 136
  %351 = load double, ptr %350, align 8, !tbaa !11
  %352 = getelementptr inbounds i8, ptr %234, i64 144
  %353 = load double, ptr %352, align 8, !tbaa !11
  %354 = getelementptr inbounds i8, ptr %234, i64 152
  %355 = load double, ptr %354, align 8, !tbaa !11
  %356 = getelementptr inbounds i8, ptr %234, i64 160
  %357 = load double, ptr %356, align 8, !tbaa !11
  %358 = getelementptr inbounds i8, ptr %234, i64 168
  %359 = load double, ptr %358, align 8, !tbaa !11
  %360 = getelementptr inbounds i8, ptr %234, i64 176
  %361 = load double, ptr %360, align 8, !tbaa !11
  %362 = getelementptr inbounds i8, ptr %234, i64 184
  %363 = load double, ptr %362, align 8, !tbaa !11
  %364 = getelementptr inbounds i8, ptr %234, i64 192
  %365 = load double, ptr %364, align 8, !tbaa !11
  %366 = getelementptr inbounds i8, ptr %234, i64 200
  %367 = load double, ptr %366, align 8, !tbaa !11
  %368 = getelementptr inbounds i8, ptr %234, i64 208
  %369 = load double, ptr %368, align 8, !tbaa !11
  %370 = getelementptr inbounds i8, ptr %234, i64 216
  %371 = load double, ptr %370, align 8, !tbaa !11
  %372 = getelementptr inbounds i8, ptr %234, i64 224
  %373 = load double, ptr %372, align 8, !tbaa !11
  %374 = getelementptr inbounds i8, ptr %234, i64 232
  %375 = load double, ptr %374, align 8, !tbaa !11
  %376 = getelementptr inbounds i8, ptr %234, i64 240
  %377 = load double, ptr %376, align 8, !tbaa !11
  %378 = getelementptr inbounds i8, ptr %234, i64 248
  %379 = load double, ptr %378, align 8, !tbaa !11
  %380 = getelementptr inbounds i8, ptr %234, i64 256
  %381 = load double, ptr %380, align 8, !tbaa !11
  %382 = getelementptr inbounds i8, ptr %234, i64 264
  %383 = load double, ptr %382, align 8, !tbaa !11
  %384 = getelementptr inbounds i8, ptr %234, i64 272
  %385 = load double, ptr %384, align 8, !tbaa !11
  %386 = getelementptr inbounds i8, ptr %234, i64 280
  %387 = load double, ptr %386, align 8, !tbaa !11
  %388 = getelementptr inbounds i8, ptr %234, i64 288
  %389 = load double, ptr %388, align 8, !tbaa !11
  %390 = getelementptr inbounds i8, ptr %234, i64 296
  %391 = load double, ptr %390, align 8, !tbaa !11
  %392 = getelementptr inbounds i8, ptr %234, i64 304
  %393 = load double, ptr %392, align 8, !tbaa !11
  %394 = getelementptr inbounds i8, ptr %234, i64 312
  %395 = load double, ptr %394, align 8, !tbaa !11
  %396 = getelementptr inbounds i8, ptr %234, i64 320
  %397 = load double, ptr %396, align 8, !tbaa !11
  %398 = getelementptr inbounds i8, ptr %234, i64 328
  %399 = load double, ptr %398, align 8, !tbaa !11
  %400 = getelementptr inbounds i8, ptr %234, i64 336
  %401 = load double, ptr %400, align 8, !tbaa !11
  %402 = getelementptr inbounds i8, ptr %234, i64 344
  %403 = load double, ptr %402, align 8, !tbaa !11
  %404 = getelementptr inbounds i8, ptr %234, i64 352
  %405 = load double, ptr %404, align 8, !tbaa !11
  br label %406

406:                                              ; preds = %308, %406
  %407 = phi i64 [ 0, %308 ], [ %483, %406 ]
  %408 = mul nuw nsw i64 %407, 9
  %409 = getelementptr inbounds double, ptr %324, i64 %408
  %410 = load double, ptr %409, align 8, !tbaa !11
  %411 = getelementptr inbounds double, ptr %322, i64 %408
  %412 = load double, ptr %411, align 8, !tbaa !11
  %413 = getelementptr inbounds double, ptr %320, i64 %408
  %414 = load double, ptr %413, align 8, !tbaa !11
  %415 = getelementptr inbounds double, ptr %318, i64 %408
  %416 = load double, ptr %415, align 8, !tbaa !11
  %417 = getelementptr inbounds double, ptr %316, i64 %408
  %418 = load double, ptr %417, align 8, !tbaa !11
  %419 = getelementptr inbounds double, ptr %314, i64 %408
  %420 = load double, ptr %419, align 8, !tbaa !11
  %421 = getelementptr inbounds double, ptr %312, i64 %408
  %422 = load double, ptr %421, align 8, !tbaa !11
  %423 = getelementptr inbounds double, ptr %310, i64 %408
  %424 = load double, ptr %423, align 8, !tbaa !11
  %425 = getelementptr inbounds double, ptr %235, i64 %408
  %426 = load double, ptr %425, align 8, !tbaa !11
  %427 = mul i64 %407, 40
  %428 = getelementptr i8, ptr %233, i64 %427
  %429 = load double, ptr %428, align 8, !tbaa !11
  %430 = tail call double @llvm.fmuladd.f64(double %429, double %325, double %426)
  %431 = tail call double @llvm.fmuladd.f64(double %429, double %326, double %424)
  %432 = tail call double @llvm.fmuladd.f64(double %429, double %327, double %422)
  %433 = tail call double @llvm.fmuladd.f64(double %429, double %328, double %420)
  %434 = tail call double @llvm.fmuladd.f64(double %429, double %329, double %418)
  %435 = tail call double @llvm.fmuladd.f64(double %429, double %330, double %416)
  %436 = tail call double @llvm.fmuladd.f64(double %429, double %331, double %414)
  %437 = tail call double @llvm.fmuladd.f64(double %429, double %332, double %412)
  %438 = tail call double @llvm.fmuladd.f64(double %429, double %333, double %410)
  %439 = getelementptr i8, ptr %428, i64 8
  %440 = load double, ptr %439, align 8, !tbaa !11
  %441 = tail call double @llvm.fmuladd.f64(double %440, double %335, double %430)
  %442 = tail call double @llvm.fmuladd.f64(double %440, double %337, double %431)
  %443 = tail call double @llvm.fmuladd.f64(double %440, double %339, double %432)
  %444 = tail call double @llvm.fmuladd.f64(double %440, double %341, double %433)
  %445 = tail call double @llvm.fmuladd.f64(double %440, double %343, double %434)
  %446 = tail call double @llvm.fmuladd.f64(double %440, double %345, double %435)
  %447 = tail call double @llvm.fmuladd.f64(double %440, double %347, double %436)
  %448 = tail call double @llvm.fmuladd.f64(double %440, double %349, double %437)
  %449 = tail call double @llvm.fmuladd.f64(double %440, double %351, double %438)
  %450 = getelementptr i8, ptr %428, i64 16
  %451 = load double, ptr %450, align 8, !tbaa !11
  %452 = tail call double @llvm.fmuladd.f64(double %451, double %353, double %441)
  %453 = tail call double @llvm.fmuladd.f64(double %451, double %355, double %442)
  %454 = tail call double @llvm.fmuladd.f64(double %451, double %357, double %443)
  %455 = tail call double @llvm.fmuladd.f64(double %451, double %359, double %444)
  %456 = tail call double @llvm.fmuladd.f64(double %451, double %361, double %445)
  %457 = tail call double @llvm.fmuladd.f64(double %451, double %363, double %446)
  %458 = tail call double @llvm.fmuladd.f64(double %451, double %365, double %447)
  %459 = tail call double @llvm.fmuladd.f64(double %451, double %367, double %448)
  %460 = tail call double @llvm.fmuladd.f64(double %451, double %369, double %449)
  %461 = getelementptr i8, ptr %428, i64 24
  %462 = load double, ptr %461, align 8, !tbaa !11
  %463 = tail call double @llvm.fmuladd.f64(double %462, double %371, double %452)
  %464 = tail call double @llvm.fmuladd.f64(double %462, double %373, double %453)
  %465 = tail call double @llvm.fmuladd.f64(double %462, double %375, double %454)
  %466 = tail call double @llvm.fmuladd.f64(double %462, double %377, double %455)
  %467 = tail call double @llvm.fmuladd.f64(double %462, double %379, double %456)
  %468 = tail call double @llvm.fmuladd.f64(double %462, double %381, double %457)
  %469 = tail call double @llvm.fmuladd.f64(double %462, double %383, double %458)
  %470 = tail call double @llvm.fmuladd.f64(double %462, double %385, double %459)
  %471 = tail call double @llvm.fmuladd.f64(double %462, double %387, double %460)
  %472 = getelementptr i8, ptr %428, i64 32
  %473 = load double, ptr %472, align 8, !tbaa !11
  %474 = tail call double @llvm.fmuladd.f64(double %473, double %389, double %463)
  %475 = tail call double @llvm.fmuladd.f64(double %473, double %391, double %464)
  %476 = tail call double @llvm.fmuladd.f64(double %473, double %393, double %465)
  %477 = tail call double @llvm.fmuladd.f64(double %473, double %395, double %466)
  %478 = tail call double @llvm.fmuladd.f64(double %473, double %397, double %467)
  %479 = tail call double @llvm.fmuladd.f64(double %473, double %399, double %468)
  %480 = tail call double @llvm.fmuladd.f64(double %473, double %401, double %469)
  %481 = tail call double @llvm.fmuladd.f64(double %473, double %403, double %470)
  %482 = tail call double @llvm.fmuladd.f64(double %473, double %405, double %471)
  store double %474, ptr %425, align 8, !tbaa !11
  store double %475, ptr %423, align 8, !tbaa !11
  store double %476, ptr %421, align 8, !tbaa !11
  store double %477, ptr %419, align 8, !tbaa !11
  store double %478, ptr %417, align 8, !tbaa !11
  store double %479, ptr %415, align 8, !tbaa !11
  store double %480, ptr %413, align 8, !tbaa !11
  store double %481, ptr %411, align 8, !tbaa !11
  store double %482, ptr %409, align 8, !tbaa !11
  %483 = add nuw nsw i64 %407, 1
  %484 = icmp eq i64 %483, 7
  br i1 %484, label %485, label %406, !llvm.loop !31

485:                                              ; preds = %406
  %486 = getelementptr inbounds i8, ptr %235, i64 8
  %487 = getelementptr inbounds i8, ptr %235, i64 16
  %488 = getelementptr inbounds i8, ptr %235, i64 24
  %489 = getelementptr inbounds i8, ptr %235, i64 32
  %490 = getelementptr inbounds i8, ptr %235, i64 40
  %491 = getelementptr inbounds i8, ptr %235, i64 48
  %492 = getelementptr inbounds i8, ptr %235, i64 56
  %493 = getelementptr inbounds i8, ptr %235, i64 64
  br label %494

494:                                              ; preds = %485, %494
  %495 = phi i64 [ 0, %485 ], [ %525, %494 ]
  %496 = mul nuw nsw i64 %495, 9
  %497 = getelementptr inbounds double, ptr %235, i64 %496
  %498 = load double, ptr %497, align 8, !tbaa !11
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %498)
  %500 = getelementptr inbounds double, ptr %486, i64 %496
  %501 = load double, ptr %500, align 8, !tbaa !11
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %501)
  %503 = getelementptr inbounds double, ptr %487, i64 %496
  %504 = load double, ptr %503, align 8, !tbaa !11
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %504)
  %506 = getelementptr inbounds double, ptr %488, i64 %496
  %507 = load double, ptr %506, align 8, !tbaa !11
  %508 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %507)
  %509 = getelementptr inbounds double, ptr %489, i64 %496
  %510 = load double, ptr %509, align 8, !tbaa !11
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %510)
  %512 = getelementptr inbounds double, ptr %490, i64 %496
  %513 = load double, ptr %512, align 8, !tbaa !11
  %514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %513)
  %515 = getelementptr inbounds double, ptr %491, i64 %496
  %516 = load double, ptr %515, align 8, !tbaa !11
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %516)
  %518 = getelementptr inbounds double, ptr %492, i64 %496
  %519 = load double, ptr %518, align 8, !tbaa !11
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %519)
  %521 = getelementptr inbounds double, ptr %493, i64 %496
  %522 = load double, ptr %521, align 8, !tbaa !11
  %523 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %522)
  %524 = tail call i32 @putchar(i32 10)
  %525 = add nuw nsw i64 %495, 1
  %526 = icmp eq i64 %525, 7
  br i1 %526, label %527, label %494, !llvm.loop !32

527:                                              ; preds = %494
  tail call void @free(ptr noundef %233) #10
  tail call void @free(ptr noundef %234) #10
  tail call void @free(ptr noundef nonnull %235) #10
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }

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
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
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
!32 = distinct !{!32, !10}
