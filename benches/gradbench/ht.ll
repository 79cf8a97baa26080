; ModuleID = 'ht.c'
source_filename = "ht.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4

; Function Attrs: nounwind uwtable
define dso_local void @ht_objective(ptr nocapture noundef readonly %0, ptr noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) #0 {
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #9
  %10 = load i32, ptr %2, align 8, !tbaa !11
  %11 = mul i32 %10, 3
  %12 = add i32 %11, 9
  %13 = sext i32 %12 to i64
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull readonly align 8 dereferenceable(24) %0, i64 24, i1 false), !tbaa !12
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = getelementptr inbounds i8, ptr %14, i64 48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %15, align 8, !tbaa !12
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !12
  store <2 x double> %18, ptr %17, align 8, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %14, i64 16
  %20 = getelementptr inbounds i8, ptr %14, i64 40
  store double 1.000000e+00, ptr %20, align 8, !tbaa !12
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load double, ptr %21, align 8, !tbaa !12
  %23 = getelementptr inbounds i8, ptr %14, i64 64
  store double %22, ptr %23, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = getelementptr inbounds i8, ptr %14, i64 120
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !12
  store <2 x double> %26, ptr %25, align 8, !tbaa !12
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = load double, ptr %27, align 8, !tbaa !12
  %29 = getelementptr inbounds i8, ptr %14, i64 144
  store double %28, ptr %29, align 8, !tbaa !12
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load double, ptr %30, align 8, !tbaa !12
  %32 = getelementptr inbounds i8, ptr %14, i64 168
  store double %31, ptr %32, align 8, !tbaa !12
  %33 = getelementptr inbounds i8, ptr %0, i64 80
  %34 = getelementptr inbounds i8, ptr %14, i64 216
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !12
  store <2 x double> %35, ptr %34, align 8, !tbaa !12
  %36 = getelementptr inbounds i8, ptr %0, i64 96
  %37 = load double, ptr %36, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %14, i64 240
  store double %37, ptr %38, align 8, !tbaa !12
  %39 = getelementptr inbounds i8, ptr %0, i64 104
  %40 = load double, ptr %39, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %14, i64 264
  store double %40, ptr %41, align 8, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %0, i64 112
  %43 = getelementptr inbounds i8, ptr %14, i64 312
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !12
  store <2 x double> %44, ptr %43, align 8, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %0, i64 128
  %46 = load double, ptr %45, align 8, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %14, i64 336
  store double %46, ptr %47, align 8, !tbaa !12
  %48 = getelementptr inbounds i8, ptr %0, i64 136
  %49 = load double, ptr %48, align 8, !tbaa !12
  %50 = getelementptr inbounds i8, ptr %14, i64 360
  store double %49, ptr %50, align 8, !tbaa !12
  %51 = getelementptr inbounds i8, ptr %0, i64 144
  %52 = getelementptr inbounds i8, ptr %14, i64 408
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !12
  store <2 x double> %53, ptr %52, align 8, !tbaa !12
  %54 = getelementptr inbounds i8, ptr %0, i64 160
  %55 = load double, ptr %54, align 8, !tbaa !12
  %56 = getelementptr inbounds i8, ptr %14, i64 432
  store double %55, ptr %56, align 8, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %0, i64 168
  %58 = load double, ptr %57, align 8, !tbaa !12
  %59 = getelementptr inbounds i8, ptr %14, i64 456
  store double %58, ptr %59, align 8, !tbaa !12
  %60 = getelementptr inbounds i8, ptr %0, i64 176
  %61 = getelementptr inbounds i8, ptr %14, i64 504
  %62 = load <2 x double>, ptr %60, align 8, !tbaa !12
  store <2 x double> %62, ptr %61, align 8, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %0, i64 192
  %64 = load double, ptr %63, align 8, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %14, i64 528
  store double %64, ptr %65, align 8, !tbaa !12
  %66 = getelementptr inbounds i8, ptr %0, i64 200
  %67 = load double, ptr %66, align 8, !tbaa !12
  %68 = getelementptr inbounds i8, ptr %14, i64 552
  store double %67, ptr %68, align 8, !tbaa !12
  %69 = sext i32 %10 to i64
  %70 = shl nsw i64 %69, 7
  %71 = tail call noalias ptr @malloc(i64 noundef %70) #9
  %72 = tail call noalias ptr @malloc(i64 noundef %70) #9
  %73 = icmp sgt i32 %10, 0
  br i1 %73, label %74, label %82

74:                                               ; preds = %4
  %75 = getelementptr inbounds i8, ptr %2, i64 24
  %76 = load ptr, ptr %75, align 8, !tbaa !14
  %77 = getelementptr inbounds i8, ptr %2, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  %79 = getelementptr inbounds i8, ptr %2, i64 32
  %80 = load ptr, ptr %79, align 8, !tbaa !16
  %81 = zext nneg i32 %10 to i64
  br label %159

82:                                               ; preds = %419, %4
  %83 = load <2 x double>, ptr %14, align 8, !tbaa !12
  %84 = fmul <2 x double> %83, %83
  %85 = extractelement <2 x double> %84, i64 1
  %86 = extractelement <2 x double> %83, i64 0
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %86, double %85)
  %88 = load double, ptr %19, align 8, !tbaa !12
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %88, double %87)
  %90 = tail call double @llvm.sqrt.f64(double %89)
  %91 = fcmp olt double %90, 1.000000e-04
  br i1 %91, label %141, label %92

92:                                               ; preds = %82
  %93 = insertelement <2 x double> poison, double %90, i64 0
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer
  %95 = fdiv <2 x double> %83, %94
  %96 = fdiv double %88, %90
  %97 = tail call double @llvm.sin.f64(double %90)
  %98 = tail call double @llvm.cos.f64(double %90)
  %99 = extractelement <2 x double> %95, i64 0
  %100 = fneg double %99
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %99, double 1.000000e+00)
  %102 = extractelement <2 x double> %95, i64 1
  %103 = fmul double %99, %102
  %104 = fsub double 1.000000e+00, %98
  %105 = fmul double %102, %97
  %106 = fneg double %102
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %102, double 1.000000e+00)
  %108 = fmul double %98, %107
  %109 = insertelement <2 x double> poison, double %98, i64 0
  %110 = insertelement <2 x double> %109, double %96, i64 1
  %111 = insertelement <2 x double> poison, double %101, i64 0
  %112 = insertelement <2 x double> %111, double %97, i64 1
  %113 = fmul <2 x double> %110, %112
  %114 = extractelement <2 x double> %113, i64 1
  %115 = fneg double %114
  %116 = insertelement <2 x double> %95, double %103, i64 0
  %117 = insertelement <2 x double> %95, double %104, i64 0
  %118 = insertelement <2 x double> poison, double %115, i64 0
  %119 = insertelement <2 x double> %118, double %108, i64 1
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %117, <2 x double> %119)
  %121 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %122 = fmul <2 x double> %95, %121
  %123 = insertelement <2 x double> %95, double %103, i64 1
  %124 = insertelement <2 x double> %95, double %104, i64 1
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> %124, <2 x double> %113)
  %126 = fmul double %99, %97
  %127 = fneg double %126
  %128 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %129 = insertelement <2 x double> poison, double %105, i64 0
  %130 = insertelement <2 x double> %129, double %127, i64 1
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> %128, <2 x double> %130)
  %132 = fneg double %105
  %133 = extractelement <2 x double> %122, i64 0
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %104, double %132)
  %135 = extractelement <2 x double> %122, i64 1
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %104, double %126)
  %137 = fneg double %96
  %138 = tail call double @llvm.fmuladd.f64(double %137, double %96, double 1.000000e+00)
  %139 = fmul double %98, %138
  %140 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %139)
  br label %141

141:                                              ; preds = %92, %82
  %142 = phi double [ %134, %92 ], [ 0.000000e+00, %82 ]
  %143 = phi double [ %140, %92 ], [ 1.000000e+00, %82 ]
  %144 = phi double [ %136, %92 ], [ 0.000000e+00, %82 ]
  %145 = phi <2 x double> [ %131, %92 ], [ zeroinitializer, %82 ]
  %146 = phi <2 x double> [ %125, %92 ], [ <double 1.000000e+00, double 0.000000e+00>, %82 ]
  %147 = phi <2 x double> [ %120, %92 ], [ <double 0.000000e+00, double 1.000000e+00>, %82 ]
  %148 = icmp sgt i32 %6, 0
  br i1 %148, label %149, label %639

149:                                              ; preds = %141
  %150 = getelementptr inbounds i8, ptr %2, i64 40
  %151 = load ptr, ptr %150, align 8, !tbaa !17
  %152 = getelementptr inbounds i8, ptr %2, i64 48
  %153 = getelementptr inbounds i8, ptr %2, i64 56
  %154 = load i32, ptr %153, align 8, !tbaa !18
  %155 = icmp eq i32 %154, 0
  %156 = zext i32 %10 to i64
  %157 = zext nneg i32 %6 to i64
  %158 = getelementptr inbounds i8, ptr %9, i64 16
  br label %538

159:                                              ; preds = %419, %74
  %160 = phi i64 [ 0, %74 ], [ %536, %419 ]
  %161 = mul i64 %160, 12884901888
  %162 = add i64 %161, 38654705664
  %163 = ashr exact i64 %162, 29
  %164 = getelementptr inbounds i8, ptr %14, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !12
  %166 = getelementptr inbounds i8, ptr %164, i64 16
  %167 = load double, ptr %166, align 8, !tbaa !12
  %168 = getelementptr inbounds i8, ptr %164, i64 8
  %169 = load double, ptr %168, align 8, !tbaa !12
  %170 = tail call double @llvm.cos.f64(double %165)
  %171 = tail call double @llvm.sin.f64(double %165)
  %172 = fneg double %171
  %173 = tail call double @llvm.cos.f64(double %167)
  %174 = tail call double @llvm.sin.f64(double %167)
  %175 = fneg double %174
  %176 = tail call double @llvm.cos.f64(double %169)
  %177 = tail call double @llvm.sin.f64(double %169)
  %178 = fneg double %177
  %179 = tail call double @llvm.fmuladd.f64(double %176, double %173, double 0.000000e+00)
  %180 = tail call double @llvm.fmuladd.f64(double %178, double 0.000000e+00, double %179)
  %181 = tail call double @llvm.fmuladd.f64(double %175, double 0.000000e+00, double %180)
  %182 = tail call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double 0.000000e+00)
  %183 = fsub double %182, %177
  %184 = fadd double %183, 0.000000e+00
  %185 = tail call double @llvm.fmuladd.f64(double %176, double %174, double 0.000000e+00)
  %186 = tail call double @llvm.fmuladd.f64(double %178, double 0.000000e+00, double %185)
  %187 = tail call double @llvm.fmuladd.f64(double %173, double 0.000000e+00, double %186)
  %188 = tail call double @llvm.fmuladd.f64(double %177, double %173, double 0.000000e+00)
  %189 = tail call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %188)
  %190 = tail call double @llvm.fmuladd.f64(double %175, double 0.000000e+00, double %189)
  %191 = tail call double @llvm.fmuladd.f64(double %177, double 0.000000e+00, double 0.000000e+00)
  %192 = fadd double %176, %191
  %193 = fadd double %192, 0.000000e+00
  %194 = tail call double @llvm.fmuladd.f64(double %177, double %174, double 0.000000e+00)
  %195 = tail call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %194)
  %196 = tail call double @llvm.fmuladd.f64(double %173, double 0.000000e+00, double %195)
  %197 = tail call double @llvm.fmuladd.f64(double %173, double 0.000000e+00, double 0.000000e+00)
  %198 = fadd double %197, 0.000000e+00
  %199 = fsub double %198, %174
  %200 = tail call double @llvm.fmuladd.f64(double %174, double 0.000000e+00, double 0.000000e+00)
  %201 = fadd double %200, 0.000000e+00
  %202 = fadd double %173, %201
  %203 = fadd double %181, 0.000000e+00
  %204 = tail call double @llvm.fmuladd.f64(double %181, double 0.000000e+00, double 0.000000e+00)
  %205 = tail call double @llvm.fmuladd.f64(double %184, double %172, double %204)
  %206 = tail call double @llvm.fmuladd.f64(double %187, double %170, double %205)
  %207 = fadd double %190, 0.000000e+00
  %208 = tail call double @llvm.fmuladd.f64(double %190, double 0.000000e+00, double 0.000000e+00)
  %209 = tail call double @llvm.fmuladd.f64(double %193, double %172, double %208)
  %210 = tail call double @llvm.fmuladd.f64(double %196, double %170, double %209)
  %211 = tail call double @llvm.fmuladd.f64(double %199, double 0.000000e+00, double 0.000000e+00)
  %212 = tail call double @llvm.fmuladd.f64(double %170, double 0.000000e+00, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %172, double 0.000000e+00, double %211)
  %214 = tail call double @llvm.fmuladd.f64(double %202, double %170, double %213)
  %215 = shl nsw i64 %160, 4
  %216 = getelementptr inbounds double, ptr %76, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !12
  %218 = getelementptr inbounds i8, ptr %216, i64 8
  %219 = load double, ptr %218, align 8, !tbaa !12
  %220 = getelementptr inbounds i8, ptr %216, i64 16
  %221 = load double, ptr %220, align 8, !tbaa !12
  %222 = getelementptr inbounds i8, ptr %216, i64 24
  %223 = load double, ptr %222, align 8, !tbaa !12
  %224 = insertelement <2 x double> poison, double %184, i64 0
  %225 = shufflevector <2 x double> %224, <2 x double> poison, <2 x i32> zeroinitializer
  %226 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %170, i64 1
  %227 = insertelement <2 x double> poison, double %203, i64 0
  %228 = insertelement <2 x double> %227, double %204, i64 1
  %229 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %225, <2 x double> %226, <2 x double> %228)
  %230 = insertelement <2 x double> poison, double %187, i64 0
  %231 = shufflevector <2 x double> %230, <2 x double> poison, <2 x i32> zeroinitializer
  %232 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %171, i64 1
  %233 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %232, <2 x double> %229)
  %234 = insertelement <2 x double> poison, double %193, i64 0
  %235 = shufflevector <2 x double> %234, <2 x double> poison, <2 x i32> zeroinitializer
  %236 = insertelement <2 x double> poison, double %207, i64 0
  %237 = insertelement <2 x double> %236, double %208, i64 1
  %238 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %235, <2 x double> %226, <2 x double> %237)
  %239 = insertelement <2 x double> poison, double %196, i64 0
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> zeroinitializer
  %241 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %232, <2 x double> %238)
  %242 = insertelement <2 x double> poison, double %202, i64 0
  %243 = shufflevector <2 x double> %242, <2 x double> poison, <2 x i32> zeroinitializer
  %244 = insertelement <2 x double> poison, double %199, i64 0
  %245 = insertelement <2 x double> %244, double %212, i64 1
  %246 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %243, <2 x double> %232, <2 x double> %245)
  %247 = insertelement <2 x double> poison, double %217, i64 0
  %248 = shufflevector <2 x double> %247, <2 x double> poison, <2 x i32> zeroinitializer
  %249 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %248, <2 x double> %233, <2 x double> zeroinitializer)
  %250 = insertelement <2 x double> poison, double %219, i64 0
  %251 = shufflevector <2 x double> %250, <2 x double> poison, <2 x i32> zeroinitializer
  %252 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> %241, <2 x double> %249)
  %253 = insertelement <2 x double> poison, double %221, i64 0
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> zeroinitializer
  %255 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> %246, <2 x double> %252)
  %256 = insertelement <2 x double> poison, double %223, i64 0
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> zeroinitializer
  %258 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %257, <2 x double> zeroinitializer, <2 x double> %255)
  %259 = tail call double @llvm.fmuladd.f64(double %217, double %206, double 0.000000e+00)
  %260 = tail call double @llvm.fmuladd.f64(double %219, double %210, double %259)
  %261 = tail call double @llvm.fmuladd.f64(double %221, double %214, double %260)
  %262 = tail call double @llvm.fmuladd.f64(double %223, double 0.000000e+00, double %261)
  %263 = tail call double @llvm.fmuladd.f64(double %217, double 0.000000e+00, double 0.000000e+00)
  %264 = tail call double @llvm.fmuladd.f64(double %219, double 0.000000e+00, double %263)
  %265 = tail call double @llvm.fmuladd.f64(double %221, double 0.000000e+00, double %264)
  %266 = fadd double %223, %265
  %267 = getelementptr inbounds i8, ptr %216, i64 32
  %268 = load double, ptr %267, align 8, !tbaa !12
  %269 = getelementptr inbounds i8, ptr %216, i64 40
  %270 = load double, ptr %269, align 8, !tbaa !12
  %271 = getelementptr inbounds i8, ptr %216, i64 48
  %272 = load double, ptr %271, align 8, !tbaa !12
  %273 = getelementptr inbounds i8, ptr %216, i64 56
  %274 = load double, ptr %273, align 8, !tbaa !12
  %275 = insertelement <2 x double> poison, double %268, i64 0
  %276 = shufflevector <2 x double> %275, <2 x double> poison, <2 x i32> zeroinitializer
  %277 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> %233, <2 x double> zeroinitializer)
  %278 = insertelement <2 x double> poison, double %270, i64 0
  %279 = shufflevector <2 x double> %278, <2 x double> poison, <2 x i32> zeroinitializer
  %280 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %279, <2 x double> %241, <2 x double> %277)
  %281 = insertelement <2 x double> poison, double %272, i64 0
  %282 = shufflevector <2 x double> %281, <2 x double> poison, <2 x i32> zeroinitializer
  %283 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> %246, <2 x double> %280)
  %284 = insertelement <2 x double> poison, double %274, i64 0
  %285 = shufflevector <2 x double> %284, <2 x double> poison, <2 x i32> zeroinitializer
  %286 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %285, <2 x double> zeroinitializer, <2 x double> %283)
  %287 = tail call double @llvm.fmuladd.f64(double %268, double %206, double 0.000000e+00)
  %288 = tail call double @llvm.fmuladd.f64(double %270, double %210, double %287)
  %289 = tail call double @llvm.fmuladd.f64(double %272, double %214, double %288)
  %290 = tail call double @llvm.fmuladd.f64(double %274, double 0.000000e+00, double %289)
  %291 = tail call double @llvm.fmuladd.f64(double %268, double 0.000000e+00, double 0.000000e+00)
  %292 = tail call double @llvm.fmuladd.f64(double %270, double 0.000000e+00, double %291)
  %293 = tail call double @llvm.fmuladd.f64(double %272, double 0.000000e+00, double %292)
  %294 = fadd double %274, %293
  %295 = getelementptr inbounds i8, ptr %216, i64 64
  %296 = load double, ptr %295, align 8, !tbaa !12
  %297 = getelementptr inbounds i8, ptr %216, i64 72
  %298 = load double, ptr %297, align 8, !tbaa !12
  %299 = getelementptr inbounds i8, ptr %216, i64 80
  %300 = load double, ptr %299, align 8, !tbaa !12
  %301 = getelementptr inbounds i8, ptr %216, i64 88
  %302 = load double, ptr %301, align 8, !tbaa !12
  %303 = insertelement <2 x double> poison, double %296, i64 0
  %304 = shufflevector <2 x double> %303, <2 x double> poison, <2 x i32> zeroinitializer
  %305 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %304, <2 x double> %233, <2 x double> zeroinitializer)
  %306 = insertelement <2 x double> poison, double %298, i64 0
  %307 = shufflevector <2 x double> %306, <2 x double> poison, <2 x i32> zeroinitializer
  %308 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %307, <2 x double> %241, <2 x double> %305)
  %309 = insertelement <2 x double> poison, double %300, i64 0
  %310 = shufflevector <2 x double> %309, <2 x double> poison, <2 x i32> zeroinitializer
  %311 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> %246, <2 x double> %308)
  %312 = insertelement <2 x double> poison, double %302, i64 0
  %313 = shufflevector <2 x double> %312, <2 x double> poison, <2 x i32> zeroinitializer
  %314 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %313, <2 x double> zeroinitializer, <2 x double> %311)
  %315 = tail call double @llvm.fmuladd.f64(double %296, double %206, double 0.000000e+00)
  %316 = tail call double @llvm.fmuladd.f64(double %298, double %210, double %315)
  %317 = tail call double @llvm.fmuladd.f64(double %300, double %214, double %316)
  %318 = tail call double @llvm.fmuladd.f64(double %302, double 0.000000e+00, double %317)
  %319 = tail call double @llvm.fmuladd.f64(double %296, double 0.000000e+00, double 0.000000e+00)
  %320 = tail call double @llvm.fmuladd.f64(double %298, double 0.000000e+00, double %319)
  %321 = tail call double @llvm.fmuladd.f64(double %300, double 0.000000e+00, double %320)
  %322 = fadd double %302, %321
  %323 = getelementptr inbounds i8, ptr %216, i64 96
  %324 = load double, ptr %323, align 8, !tbaa !12
  %325 = getelementptr inbounds i8, ptr %216, i64 104
  %326 = load double, ptr %325, align 8, !tbaa !12
  %327 = getelementptr inbounds i8, ptr %216, i64 112
  %328 = load double, ptr %327, align 8, !tbaa !12
  %329 = getelementptr inbounds i8, ptr %216, i64 120
  %330 = load double, ptr %329, align 8, !tbaa !12
  %331 = insertelement <2 x double> poison, double %324, i64 0
  %332 = shufflevector <2 x double> %331, <2 x double> poison, <2 x i32> zeroinitializer
  %333 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %332, <2 x double> %233, <2 x double> zeroinitializer)
  %334 = insertelement <2 x double> poison, double %326, i64 0
  %335 = shufflevector <2 x double> %334, <2 x double> poison, <2 x i32> zeroinitializer
  %336 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %335, <2 x double> %241, <2 x double> %333)
  %337 = insertelement <2 x double> poison, double %328, i64 0
  %338 = shufflevector <2 x double> %337, <2 x double> poison, <2 x i32> zeroinitializer
  %339 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %338, <2 x double> %246, <2 x double> %336)
  %340 = insertelement <2 x double> poison, double %330, i64 0
  %341 = shufflevector <2 x double> %340, <2 x double> poison, <2 x i32> zeroinitializer
  %342 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %341, <2 x double> zeroinitializer, <2 x double> %339)
  %343 = tail call double @llvm.fmuladd.f64(double %324, double %206, double 0.000000e+00)
  %344 = tail call double @llvm.fmuladd.f64(double %326, double %210, double %343)
  %345 = tail call double @llvm.fmuladd.f64(double %328, double %214, double %344)
  %346 = tail call double @llvm.fmuladd.f64(double %330, double 0.000000e+00, double %345)
  %347 = tail call double @llvm.fmuladd.f64(double %324, double 0.000000e+00, double 0.000000e+00)
  %348 = tail call double @llvm.fmuladd.f64(double %326, double 0.000000e+00, double %347)
  %349 = tail call double @llvm.fmuladd.f64(double %328, double 0.000000e+00, double %348)
  %350 = fadd double %330, %349
  %351 = getelementptr inbounds i32, ptr %78, i64 %160
  %352 = load i32, ptr %351, align 4, !tbaa !19
  %353 = icmp eq i32 %352, -1
  br i1 %353, label %354, label %367

354:                                              ; preds = %159
  %355 = getelementptr inbounds double, ptr %71, i64 %215
  store <2 x double> %258, ptr %355, align 8
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  store double %262, ptr %356, align 8
  %357 = getelementptr inbounds i8, ptr %355, i64 24
  store double %266, ptr %357, align 8
  %358 = getelementptr inbounds i8, ptr %355, i64 32
  store <2 x double> %286, ptr %358, align 8
  %359 = getelementptr inbounds i8, ptr %355, i64 48
  store double %290, ptr %359, align 8
  %360 = getelementptr inbounds i8, ptr %355, i64 56
  store double %294, ptr %360, align 8
  %361 = getelementptr inbounds i8, ptr %355, i64 64
  store <2 x double> %314, ptr %361, align 8
  %362 = getelementptr inbounds i8, ptr %355, i64 80
  store double %318, ptr %362, align 8
  %363 = getelementptr inbounds i8, ptr %355, i64 88
  store double %322, ptr %363, align 8
  %364 = getelementptr inbounds i8, ptr %355, i64 96
  store <2 x double> %342, ptr %364, align 8
  %365 = getelementptr inbounds i8, ptr %355, i64 112
  store double %346, ptr %365, align 8
  %366 = getelementptr inbounds i8, ptr %355, i64 120
  store double %350, ptr %366, align 8
  br label %419

367:                                              ; preds = %159
  %368 = shl nsw i32 %352, 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds double, ptr %71, i64 %369
  %371 = getelementptr inbounds double, ptr %71, i64 %215
  %372 = extractelement <2 x double> %258, i64 0
  %373 = extractelement <2 x double> %258, i64 1
  %374 = extractelement <2 x double> %286, i64 0
  %375 = extractelement <2 x double> %286, i64 1
  %376 = extractelement <2 x double> %314, i64 0
  %377 = extractelement <2 x double> %314, i64 1
  %378 = extractelement <2 x double> %342, i64 0
  %379 = extractelement <2 x double> %342, i64 1
  br label %380

380:                                              ; preds = %380, %367
  %381 = phi i64 [ 0, %367 ], [ %417, %380 ]
  %382 = shl nuw nsw i64 %381, 2
  %383 = getelementptr inbounds double, ptr %370, i64 %382
  %384 = load double, ptr %383, align 8, !tbaa !12
  %385 = tail call double @llvm.fmuladd.f64(double %384, double %372, double 0.000000e+00)
  %386 = or disjoint i64 %382, 1
  %387 = getelementptr inbounds double, ptr %370, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !12
  %389 = tail call double @llvm.fmuladd.f64(double %388, double %374, double %385)
  %390 = or disjoint i64 %382, 2
  %391 = getelementptr inbounds double, ptr %370, i64 %390
  %392 = load double, ptr %391, align 8, !tbaa !12
  %393 = tail call double @llvm.fmuladd.f64(double %392, double %376, double %389)
  %394 = or disjoint i64 %382, 3
  %395 = getelementptr inbounds double, ptr %370, i64 %394
  %396 = load double, ptr %395, align 8, !tbaa !12
  %397 = tail call double @llvm.fmuladd.f64(double %396, double %378, double %393)
  %398 = getelementptr inbounds double, ptr %371, i64 %382
  store double %397, ptr %398, align 8, !tbaa !12
  %399 = load double, ptr %383, align 8, !tbaa !12
  %400 = tail call double @llvm.fmuladd.f64(double %399, double %373, double 0.000000e+00)
  %401 = tail call double @llvm.fmuladd.f64(double %388, double %375, double %400)
  %402 = tail call double @llvm.fmuladd.f64(double %392, double %377, double %401)
  %403 = tail call double @llvm.fmuladd.f64(double %396, double %379, double %402)
  %404 = getelementptr inbounds double, ptr %371, i64 %386
  store double %403, ptr %404, align 8, !tbaa !12
  %405 = tail call double @llvm.fmuladd.f64(double %399, double %262, double 0.000000e+00)
  %406 = load double, ptr %387, align 8, !tbaa !12
  %407 = tail call double @llvm.fmuladd.f64(double %406, double %290, double %405)
  %408 = tail call double @llvm.fmuladd.f64(double %392, double %318, double %407)
  %409 = tail call double @llvm.fmuladd.f64(double %396, double %346, double %408)
  %410 = getelementptr inbounds double, ptr %371, i64 %390
  store double %409, ptr %410, align 8, !tbaa !12
  %411 = tail call double @llvm.fmuladd.f64(double %399, double %266, double 0.000000e+00)
  %412 = tail call double @llvm.fmuladd.f64(double %406, double %294, double %411)
  %413 = load double, ptr %391, align 8, !tbaa !12
  %414 = tail call double @llvm.fmuladd.f64(double %413, double %322, double %412)
  %415 = tail call double @llvm.fmuladd.f64(double %396, double %350, double %414)
  %416 = getelementptr inbounds double, ptr %371, i64 %394
  store double %415, ptr %416, align 8, !tbaa !12
  %417 = add nuw nsw i64 %381, 1
  %418 = icmp eq i64 %417, 4
  br i1 %418, label %419, label %380, !llvm.loop !20

419:                                              ; preds = %354, %380
  %420 = getelementptr inbounds double, ptr %80, i64 %215
  %421 = getelementptr inbounds i8, ptr %420, i64 120
  %422 = load double, ptr %421, align 8, !tbaa !12
  %423 = insertelement <2 x double> poison, double %422, i64 0
  %424 = shufflevector <2 x double> %423, <2 x double> poison, <2 x i32> zeroinitializer
  %425 = getelementptr inbounds i8, ptr %420, i64 88
  %426 = load double, ptr %425, align 8, !tbaa !12
  %427 = insertelement <2 x double> poison, double %426, i64 0
  %428 = shufflevector <2 x double> %427, <2 x double> poison, <2 x i32> zeroinitializer
  %429 = getelementptr inbounds i8, ptr %420, i64 56
  %430 = load double, ptr %429, align 8, !tbaa !12
  %431 = insertelement <2 x double> poison, double %430, i64 0
  %432 = shufflevector <2 x double> %431, <2 x double> poison, <2 x i32> zeroinitializer
  %433 = getelementptr inbounds i8, ptr %420, i64 24
  %434 = load double, ptr %433, align 8, !tbaa !12
  %435 = insertelement <2 x double> poison, double %434, i64 0
  %436 = shufflevector <2 x double> %435, <2 x double> poison, <2 x i32> zeroinitializer
  %437 = getelementptr inbounds i8, ptr %420, i64 112
  %438 = load double, ptr %437, align 8, !tbaa !12
  %439 = insertelement <2 x double> poison, double %438, i64 0
  %440 = shufflevector <2 x double> %439, <2 x double> poison, <2 x i32> zeroinitializer
  %441 = getelementptr inbounds i8, ptr %420, i64 80
  %442 = load double, ptr %441, align 8, !tbaa !12
  %443 = insertelement <2 x double> poison, double %442, i64 0
  %444 = shufflevector <2 x double> %443, <2 x double> poison, <2 x i32> zeroinitializer
  %445 = getelementptr inbounds i8, ptr %420, i64 48
  %446 = load double, ptr %445, align 8, !tbaa !12
  %447 = insertelement <2 x double> poison, double %446, i64 0
  %448 = shufflevector <2 x double> %447, <2 x double> poison, <2 x i32> zeroinitializer
  %449 = getelementptr inbounds i8, ptr %420, i64 16
  %450 = load double, ptr %449, align 8, !tbaa !12
  %451 = insertelement <2 x double> poison, double %450, i64 0
  %452 = shufflevector <2 x double> %451, <2 x double> poison, <2 x i32> zeroinitializer
  %453 = getelementptr inbounds i8, ptr %420, i64 104
  %454 = load double, ptr %453, align 8, !tbaa !12
  %455 = insertelement <2 x double> poison, double %454, i64 0
  %456 = shufflevector <2 x double> %455, <2 x double> poison, <2 x i32> zeroinitializer
  %457 = getelementptr inbounds i8, ptr %420, i64 72
  %458 = load double, ptr %457, align 8, !tbaa !12
  %459 = insertelement <2 x double> poison, double %458, i64 0
  %460 = shufflevector <2 x double> %459, <2 x double> poison, <2 x i32> zeroinitializer
  %461 = getelementptr inbounds i8, ptr %420, i64 40
  %462 = load double, ptr %461, align 8, !tbaa !12
  %463 = insertelement <2 x double> poison, double %462, i64 0
  %464 = shufflevector <2 x double> %463, <2 x double> poison, <2 x i32> zeroinitializer
  %465 = getelementptr inbounds i8, ptr %420, i64 8
  %466 = load double, ptr %465, align 8, !tbaa !12
  %467 = insertelement <2 x double> poison, double %466, i64 0
  %468 = shufflevector <2 x double> %467, <2 x double> poison, <2 x i32> zeroinitializer
  %469 = getelementptr inbounds i8, ptr %420, i64 96
  %470 = load double, ptr %469, align 8, !tbaa !12
  %471 = insertelement <2 x double> poison, double %470, i64 0
  %472 = shufflevector <2 x double> %471, <2 x double> poison, <2 x i32> zeroinitializer
  %473 = getelementptr inbounds i8, ptr %420, i64 64
  %474 = load double, ptr %473, align 8, !tbaa !12
  %475 = insertelement <2 x double> poison, double %474, i64 0
  %476 = shufflevector <2 x double> %475, <2 x double> poison, <2 x i32> zeroinitializer
  %477 = getelementptr inbounds i8, ptr %420, i64 32
  %478 = load double, ptr %477, align 8, !tbaa !12
  %479 = insertelement <2 x double> poison, double %478, i64 0
  %480 = shufflevector <2 x double> %479, <2 x double> poison, <2 x i32> zeroinitializer
  %481 = load double, ptr %420, align 8, !tbaa !12
  %482 = insertelement <2 x double> poison, double %481, i64 0
  %483 = shufflevector <2 x double> %482, <2 x double> poison, <2 x i32> zeroinitializer
  %484 = getelementptr inbounds double, ptr %72, i64 %215
  %485 = getelementptr inbounds double, ptr %71, i64 %215
  %486 = load <8 x double>, ptr %485, align 8, !tbaa !12
  %487 = shufflevector <8 x double> %486, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %488 = shufflevector <8 x double> %486, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %489 = shufflevector <8 x double> %486, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %490 = shufflevector <8 x double> %486, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %491 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %487, <2 x double> %483, <2 x double> zeroinitializer)
  %492 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %480, <2 x double> %491)
  %493 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %489, <2 x double> %476, <2 x double> %492)
  %494 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %490, <2 x double> %472, <2 x double> %493)
  %495 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %487, <2 x double> %468, <2 x double> zeroinitializer)
  %496 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %464, <2 x double> %495)
  %497 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %489, <2 x double> %460, <2 x double> %496)
  %498 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %490, <2 x double> %456, <2 x double> %497)
  %499 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %487, <2 x double> %452, <2 x double> zeroinitializer)
  %500 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %448, <2 x double> %499)
  %501 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %489, <2 x double> %444, <2 x double> %500)
  %502 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %490, <2 x double> %440, <2 x double> %501)
  %503 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %487, <2 x double> %436, <2 x double> zeroinitializer)
  %504 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %432, <2 x double> %503)
  %505 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %489, <2 x double> %428, <2 x double> %504)
  %506 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %490, <2 x double> %424, <2 x double> %505)
  %507 = shufflevector <2 x double> %494, <2 x double> %498, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %508 = shufflevector <2 x double> %502, <2 x double> %506, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %509 = shufflevector <4 x double> %507, <4 x double> %508, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %509, ptr %484, align 8, !tbaa !12
  %510 = getelementptr inbounds i8, ptr %485, i64 64
  %511 = load <8 x double>, ptr %510, align 8, !tbaa !12
  %512 = shufflevector <8 x double> %511, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %513 = shufflevector <8 x double> %511, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %514 = shufflevector <8 x double> %511, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %515 = shufflevector <8 x double> %511, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %516 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %512, <2 x double> %483, <2 x double> zeroinitializer)
  %517 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %480, <2 x double> %516)
  %518 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %514, <2 x double> %476, <2 x double> %517)
  %519 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> %472, <2 x double> %518)
  %520 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %512, <2 x double> %468, <2 x double> zeroinitializer)
  %521 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %464, <2 x double> %520)
  %522 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %514, <2 x double> %460, <2 x double> %521)
  %523 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> %456, <2 x double> %522)
  %524 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %512, <2 x double> %452, <2 x double> zeroinitializer)
  %525 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %448, <2 x double> %524)
  %526 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %514, <2 x double> %444, <2 x double> %525)
  %527 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> %440, <2 x double> %526)
  %528 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %512, <2 x double> %436, <2 x double> zeroinitializer)
  %529 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %432, <2 x double> %528)
  %530 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %514, <2 x double> %428, <2 x double> %529)
  %531 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> %424, <2 x double> %530)
  %532 = getelementptr inbounds i8, ptr %484, i64 64
  %533 = shufflevector <2 x double> %519, <2 x double> %523, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %534 = shufflevector <2 x double> %527, <2 x double> %531, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %535 = shufflevector <4 x double> %533, <4 x double> %534, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %535, ptr %532, align 8, !tbaa !12
  %536 = add nuw nsw i64 %160, 1
  %537 = icmp eq i64 %536, %81
  br i1 %537, label %82, label %159, !llvm.loop !22

538:                                              ; preds = %561, %149
  %539 = phi i64 [ 0, %149 ], [ %584, %561 ]
  br i1 %73, label %540, label %561

540:                                              ; preds = %538
  %541 = shl nsw i64 %539, 5
  %542 = getelementptr inbounds i8, ptr %151, i64 %541
  %543 = load ptr, ptr %152, align 8, !tbaa !23
  %544 = mul nuw nsw i64 %539, %156
  %545 = load double, ptr %542, align 8, !tbaa !12
  %546 = getelementptr inbounds i8, ptr %542, i64 8
  %547 = load double, ptr %546, align 8, !tbaa !12
  %548 = getelementptr inbounds i8, ptr %542, i64 16
  %549 = load double, ptr %548, align 8, !tbaa !12
  %550 = getelementptr inbounds i8, ptr %542, i64 24
  %551 = load double, ptr %550, align 8, !tbaa !12
  %552 = getelementptr inbounds double, ptr %543, i64 %544
  %553 = insertelement <2 x double> poison, double %551, i64 0
  %554 = shufflevector <2 x double> %553, <2 x double> poison, <2 x i32> zeroinitializer
  %555 = insertelement <2 x double> poison, double %549, i64 0
  %556 = shufflevector <2 x double> %555, <2 x double> poison, <2 x i32> zeroinitializer
  %557 = insertelement <2 x double> poison, double %545, i64 0
  %558 = shufflevector <2 x double> %557, <2 x double> poison, <2 x i32> zeroinitializer
  %559 = insertelement <2 x double> poison, double %547, i64 0
  %560 = shufflevector <2 x double> %559, <2 x double> poison, <2 x i32> zeroinitializer
  br label %586

561:                                              ; preds = %586, %538
  %562 = phi double [ 0.000000e+00, %538 ], [ %636, %586 ]
  %563 = phi <2 x double> [ zeroinitializer, %538 ], [ %623, %586 ]
  %564 = extractelement <2 x double> %563, i64 0
  %565 = fneg double %564
  %566 = select i1 %155, double %564, double %565
  %567 = mul nuw nsw i64 %539, 3
  %568 = shufflevector <2 x double> %563, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %569 = fmul <2 x double> %147, %568
  %570 = getelementptr inbounds double, ptr %9, i64 %567
  %571 = insertelement <2 x double> poison, double %566, i64 0
  %572 = shufflevector <2 x double> %571, <2 x double> poison, <2 x i32> zeroinitializer
  %573 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %572, <2 x double> %569)
  %574 = insertelement <2 x double> poison, double %562, i64 0
  %575 = shufflevector <2 x double> %574, <2 x double> poison, <2 x i32> zeroinitializer
  %576 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %575, <2 x double> %573)
  %577 = fadd <2 x double> %18, %576
  store <2 x double> %577, ptr %570, align 8, !tbaa !12
  %578 = extractelement <2 x double> %563, i64 1
  %579 = fmul double %144, %578
  %580 = tail call double @llvm.fmuladd.f64(double %142, double %566, double %579)
  %581 = tail call double @llvm.fmuladd.f64(double %143, double %562, double %580)
  %582 = fadd double %22, %581
  %583 = getelementptr inbounds double, ptr %158, i64 %567
  store double %582, ptr %583, align 8, !tbaa !12
  %584 = add nuw nsw i64 %539, 1
  %585 = icmp eq i64 %584, %157
  br i1 %585, label %639, label %538, !llvm.loop !24

586:                                              ; preds = %586, %540
  %587 = phi double [ 0.000000e+00, %540 ], [ %636, %586 ]
  %588 = phi i64 [ 0, %540 ], [ %637, %586 ]
  %589 = phi <2 x double> [ zeroinitializer, %540 ], [ %623, %586 ]
  %590 = shl nsw i64 %588, 7
  %591 = getelementptr inbounds i8, ptr %72, i64 %590
  %592 = getelementptr inbounds double, ptr %552, i64 %588
  %593 = load double, ptr %592, align 8, !tbaa !12
  %594 = load double, ptr %591, align 8, !tbaa !12
  %595 = getelementptr inbounds i8, ptr %591, i64 8
  %596 = load double, ptr %595, align 8, !tbaa !12
  %597 = getelementptr inbounds i8, ptr %591, i64 16
  %598 = load double, ptr %597, align 8, !tbaa !12
  %599 = getelementptr inbounds i8, ptr %591, i64 24
  %600 = load double, ptr %599, align 8, !tbaa !12
  %601 = getelementptr inbounds i8, ptr %591, i64 32
  %602 = load double, ptr %601, align 8, !tbaa !12
  %603 = getelementptr inbounds i8, ptr %591, i64 40
  %604 = load double, ptr %603, align 8, !tbaa !12
  %605 = getelementptr inbounds i8, ptr %591, i64 48
  %606 = load double, ptr %605, align 8, !tbaa !12
  %607 = getelementptr inbounds i8, ptr %591, i64 56
  %608 = load double, ptr %607, align 8, !tbaa !12
  %609 = insertelement <2 x double> poison, double %596, i64 0
  %610 = insertelement <2 x double> %609, double %604, i64 1
  %611 = fmul <2 x double> %560, %610
  %612 = insertelement <2 x double> poison, double %594, i64 0
  %613 = insertelement <2 x double> %612, double %602, i64 1
  %614 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %613, <2 x double> %558, <2 x double> %611)
  %615 = insertelement <2 x double> poison, double %598, i64 0
  %616 = insertelement <2 x double> %615, double %606, i64 1
  %617 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %616, <2 x double> %556, <2 x double> %614)
  %618 = insertelement <2 x double> poison, double %600, i64 0
  %619 = insertelement <2 x double> %618, double %608, i64 1
  %620 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %619, <2 x double> %554, <2 x double> %617)
  %621 = insertelement <2 x double> poison, double %593, i64 0
  %622 = shufflevector <2 x double> %621, <2 x double> poison, <2 x i32> zeroinitializer
  %623 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %620, <2 x double> %622, <2 x double> %589)
  %624 = getelementptr inbounds i8, ptr %591, i64 64
  %625 = load double, ptr %624, align 8, !tbaa !12
  %626 = getelementptr inbounds i8, ptr %591, i64 72
  %627 = load double, ptr %626, align 8, !tbaa !12
  %628 = fmul double %547, %627
  %629 = tail call double @llvm.fmuladd.f64(double %625, double %545, double %628)
  %630 = getelementptr inbounds i8, ptr %591, i64 80
  %631 = load double, ptr %630, align 8, !tbaa !12
  %632 = tail call double @llvm.fmuladd.f64(double %631, double %549, double %629)
  %633 = getelementptr inbounds i8, ptr %591, i64 88
  %634 = load double, ptr %633, align 8, !tbaa !12
  %635 = tail call double @llvm.fmuladd.f64(double %634, double %551, double %632)
  %636 = tail call double @llvm.fmuladd.f64(double %635, double %593, double %587)
  %637 = add nuw nsw i64 %588, 1
  %638 = icmp eq i64 %637, %156
  br i1 %638, label %561, label %586, !llvm.loop !25

639:                                              ; preds = %561, %141
  tail call void @free(ptr noundef nonnull %14) #11
  tail call void @free(ptr noundef %71) #11
  tail call void @free(ptr noundef %72) #11
  %640 = getelementptr inbounds i8, ptr %2, i64 8
  %641 = load i32, ptr %640, align 8, !tbaa !26
  %642 = icmp sgt i32 %641, 0
  br i1 %642, label %643, label %661

643:                                              ; preds = %639
  %644 = icmp eq ptr %1, null
  %645 = getelementptr inbounds i8, ptr %2, i64 72
  %646 = load ptr, ptr %645, align 8, !tbaa !27
  %647 = getelementptr inbounds i8, ptr %2, i64 80
  %648 = getelementptr inbounds i8, ptr %2, i64 64
  %649 = zext nneg i32 %641 to i64
  %650 = getelementptr i8, ptr %9, i64 8
  %651 = getelementptr i8, ptr %9, i64 8
  %652 = getelementptr i8, ptr %9, i64 8
  %653 = getelementptr i8, ptr %9, i64 16
  %654 = getelementptr i8, ptr %9, i64 16
  %655 = getelementptr i8, ptr %9, i64 16
  %656 = getelementptr i8, ptr %9, i64 8
  %657 = getelementptr i8, ptr %9, i64 16
  br label %658

658:                                              ; preds = %643, %788
  %659 = phi i64 [ 0, %643 ], [ %795, %788 ]
  %660 = mul nuw nsw i64 %659, 3
  br i1 %644, label %763, label %662

661:                                              ; preds = %788, %639
  tail call void @free(ptr noundef %9) #11
  ret void

662:                                              ; preds = %658
  %663 = shl nuw nsw i64 %659, 1
  %664 = or disjoint i64 %663, 1
  %665 = getelementptr inbounds double, ptr %1, i64 %664
  %666 = getelementptr inbounds double, ptr %1, i64 %663
  %667 = load ptr, ptr %647, align 8, !tbaa !28
  %668 = load ptr, ptr %648, align 8, !tbaa !29
  %669 = getelementptr inbounds i32, ptr %668, i64 %659
  %670 = load i32, ptr %669, align 4, !tbaa !19
  %671 = mul nsw i32 %670, 3
  %672 = sext i32 %671 to i64
  %673 = getelementptr inbounds i32, ptr %667, i64 %672
  %674 = load double, ptr %666, align 8, !tbaa !12
  %675 = load double, ptr %665, align 8, !tbaa !12
  %676 = load i32, ptr %673, align 4, !tbaa !19
  %677 = mul nsw i32 %676, 3
  %678 = sext i32 %677 to i64
  %679 = getelementptr inbounds double, ptr %9, i64 %678
  %680 = load double, ptr %679, align 8, !tbaa !12
  %681 = getelementptr inbounds i8, ptr %673, i64 4
  %682 = load i32, ptr %681, align 4, !tbaa !19
  %683 = mul nsw i32 %682, 3
  %684 = sext i32 %683 to i64
  %685 = getelementptr inbounds double, ptr %9, i64 %684
  %686 = load double, ptr %685, align 8, !tbaa !12
  %687 = fmul double %675, %686
  %688 = tail call double @llvm.fmuladd.f64(double %674, double %680, double %687)
  %689 = fsub double 1.000000e+00, %674
  %690 = fsub double %689, %675
  %691 = getelementptr inbounds i8, ptr %673, i64 8
  %692 = load i32, ptr %691, align 4, !tbaa !19
  %693 = mul nsw i32 %692, 3
  %694 = sext i32 %693 to i64
  %695 = getelementptr inbounds double, ptr %9, i64 %694
  %696 = load double, ptr %695, align 8, !tbaa !12
  %697 = tail call double @llvm.fmuladd.f64(double %690, double %696, double %688)
  %698 = getelementptr inbounds double, ptr %646, i64 %660
  %699 = load double, ptr %698, align 8, !tbaa !12
  %700 = fsub double %699, %697
  %701 = getelementptr inbounds double, ptr %3, i64 %660
  store double %700, ptr %701, align 8, !tbaa !12
  %702 = load ptr, ptr %647, align 8, !tbaa !28
  %703 = mul nsw i32 %670, 3
  %704 = sext i32 %703 to i64
  %705 = getelementptr inbounds i32, ptr %702, i64 %704
  %706 = load double, ptr %666, align 8, !tbaa !12
  %707 = load double, ptr %665, align 8, !tbaa !12
  %708 = load i32, ptr %705, align 4, !tbaa !19
  %709 = mul nsw i32 %708, 3
  %710 = sext i32 %709 to i64
  %711 = getelementptr double, ptr %650, i64 %710
  %712 = load double, ptr %711, align 8, !tbaa !12
  %713 = getelementptr inbounds i8, ptr %705, i64 4
  %714 = load i32, ptr %713, align 4, !tbaa !19
  %715 = mul nsw i32 %714, 3
  %716 = sext i32 %715 to i64
  %717 = getelementptr double, ptr %651, i64 %716
  %718 = load double, ptr %717, align 8, !tbaa !12
  %719 = fmul double %707, %718
  %720 = tail call double @llvm.fmuladd.f64(double %706, double %712, double %719)
  %721 = fsub double 1.000000e+00, %706
  %722 = fsub double %721, %707
  %723 = getelementptr inbounds i8, ptr %705, i64 8
  %724 = load i32, ptr %723, align 4, !tbaa !19
  %725 = mul nsw i32 %724, 3
  %726 = sext i32 %725 to i64
  %727 = getelementptr double, ptr %652, i64 %726
  %728 = load double, ptr %727, align 8, !tbaa !12
  %729 = tail call double @llvm.fmuladd.f64(double %722, double %728, double %720)
  %730 = add nuw nsw i64 %660, 1
  %731 = getelementptr inbounds double, ptr %646, i64 %730
  %732 = load double, ptr %731, align 8, !tbaa !12
  %733 = fsub double %732, %729
  %734 = getelementptr inbounds double, ptr %3, i64 %730
  store double %733, ptr %734, align 8, !tbaa !12
  %735 = load ptr, ptr %647, align 8, !tbaa !28
  %736 = mul nsw i32 %670, 3
  %737 = sext i32 %736 to i64
  %738 = getelementptr inbounds i32, ptr %735, i64 %737
  %739 = load double, ptr %666, align 8, !tbaa !12
  %740 = load double, ptr %665, align 8, !tbaa !12
  %741 = load i32, ptr %738, align 4, !tbaa !19
  %742 = mul nsw i32 %741, 3
  %743 = sext i32 %742 to i64
  %744 = getelementptr double, ptr %653, i64 %743
  %745 = load double, ptr %744, align 8, !tbaa !12
  %746 = getelementptr inbounds i8, ptr %738, i64 4
  %747 = load i32, ptr %746, align 4, !tbaa !19
  %748 = mul nsw i32 %747, 3
  %749 = sext i32 %748 to i64
  %750 = getelementptr double, ptr %654, i64 %749
  %751 = load double, ptr %750, align 8, !tbaa !12
  %752 = fmul double %740, %751
  %753 = tail call double @llvm.fmuladd.f64(double %739, double %745, double %752)
  %754 = fsub double 1.000000e+00, %739
  %755 = fsub double %754, %740
  %756 = getelementptr inbounds i8, ptr %738, i64 8
  %757 = load i32, ptr %756, align 4, !tbaa !19
  %758 = mul nsw i32 %757, 3
  %759 = sext i32 %758 to i64
  %760 = getelementptr double, ptr %655, i64 %759
  %761 = load double, ptr %760, align 8, !tbaa !12
  %762 = tail call double @llvm.fmuladd.f64(double %755, double %761, double %753)
  br label %788

763:                                              ; preds = %658
  %764 = load ptr, ptr %648, align 8, !tbaa !29
  %765 = getelementptr inbounds i32, ptr %764, i64 %659
  %766 = load i32, ptr %765, align 4, !tbaa !19
  %767 = mul nsw i32 %766, 3
  %768 = sext i32 %767 to i64
  %769 = getelementptr inbounds double, ptr %9, i64 %768
  %770 = load double, ptr %769, align 8, !tbaa !12
  %771 = getelementptr inbounds double, ptr %646, i64 %660
  %772 = load double, ptr %771, align 8, !tbaa !12
  %773 = fsub double %772, %770
  %774 = getelementptr inbounds double, ptr %3, i64 %660
  store double %773, ptr %774, align 8, !tbaa !12
  %775 = mul nsw i32 %766, 3
  %776 = sext i32 %775 to i64
  %777 = getelementptr double, ptr %656, i64 %776
  %778 = load double, ptr %777, align 8, !tbaa !12
  %779 = add nuw nsw i64 %660, 1
  %780 = getelementptr inbounds double, ptr %646, i64 %779
  %781 = load double, ptr %780, align 8, !tbaa !12
  %782 = fsub double %781, %778
  %783 = getelementptr inbounds double, ptr %3, i64 %779
  store double %782, ptr %783, align 8, !tbaa !12
  %784 = mul nsw i32 %766, 3
  %785 = sext i32 %784 to i64
  %786 = getelementptr double, ptr %657, i64 %785
  %787 = load double, ptr %786, align 8, !tbaa !12
  br label %788

788:                                              ; preds = %763, %662
  %789 = phi double [ %762, %662 ], [ %787, %763 ]
  %790 = add nuw nsw i64 %660, 2
  %791 = getelementptr inbounds double, ptr %646, i64 %790
  %792 = load double, ptr %791, align 8, !tbaa !12
  %793 = fsub double %792, %789
  %794 = getelementptr inbounds double, ptr %3, i64 %790
  store double %793, ptr %794, align 8, !tbaa !12
  %795 = add nuw nsw i64 %659, 1
  %796 = icmp eq i64 %795, %649
  br i1 %796, label %661, label %658, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local void @ht_jacobian(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = alloca [676 x double], align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !26
  %8 = mul nsw i32 %7, 3
  %9 = icmp eq ptr %1, null
  %10 = select i1 %9, i32 0, i32 2
  %11 = sext i32 %8 to i64
  %12 = shl nsw i64 %11, 3
  %13 = tail call noalias ptr @malloc(i64 noundef %12) #9
  %14 = mul nsw i64 %11, 208
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #9
  call void @llvm.lifetime.start.p0(i64 5408, ptr nonnull %5) #11
  br label %33

16:                                               ; preds = %33
  %17 = add nuw nsw i32 %10, 26
  %18 = load i32, ptr @enzyme_width, align 4, !tbaa !19
  %19 = load i32, ptr @enzyme_dupv, align 4, !tbaa !19
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %21 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !19
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @ht_objective, i32 noundef %18, i32 noundef 26, i32 noundef %19, i64 noundef 208, ptr noundef %0, ptr noundef nonnull %5, i32 noundef %20, ptr noundef %1, i32 noundef %20, ptr noundef %2, i32 noundef %21, i64 noundef %12, ptr noundef %13, ptr noundef %15) #11
  %22 = icmp sgt i32 %7, 0
  %23 = zext nneg i32 %17 to i64
  %24 = call i32 @llvm.smax.i32(i32 %8, i32 1)
  %25 = zext nneg i32 %10 to i64
  %26 = zext i32 %8 to i64
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds double, ptr %3, i64 %25
  %29 = and i64 %27, 3
  %30 = icmp eq i32 %7, 1
  %31 = and i64 %27, 2147483644
  %32 = icmp eq i64 %29, 0
  br label %48

33:                                               ; preds = %33, %4
  %34 = phi i64 [ 0, %4 ], [ %46, %33 ]
  %35 = trunc i64 %34 to i16
  %36 = urem i16 %35, 27
  %37 = icmp eq i16 %36, 0
  %38 = uitofp i1 %37 to double
  %39 = getelementptr inbounds [676 x double], ptr %5, i64 0, i64 %34
  store double %38, ptr %39, align 16, !tbaa !12
  %40 = or disjoint i64 %34, 1
  %41 = trunc i64 %40 to i16
  %42 = urem i16 %41, 27
  %43 = icmp eq i16 %42, 0
  %44 = uitofp i1 %43 to double
  %45 = getelementptr inbounds [676 x double], ptr %5, i64 0, i64 %40
  store double %44, ptr %45, align 8, !tbaa !12
  %46 = add nuw nsw i64 %34, 2
  %47 = icmp eq i64 %46, 676
  br i1 %47, label %16, label %33, !llvm.loop !31

48:                                               ; preds = %16, %67
  %49 = phi i64 [ 0, %16 ], [ %68, %67 ]
  br i1 %22, label %50, label %67

50:                                               ; preds = %48
  %51 = mul nuw nsw i64 %49, %26
  %52 = getelementptr inbounds double, ptr %15, i64 %51
  %53 = getelementptr inbounds double, ptr %28, i64 %49
  br i1 %30, label %55, label %70

54:                                               ; preds = %67
  br i1 %9, label %258, label %95

55:                                               ; preds = %70, %50
  %56 = phi i64 [ 0, %50 ], [ %92, %70 ]
  br i1 %32, label %67, label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %64, %57 ], [ %56, %55 ]
  %59 = phi i64 [ %65, %57 ], [ 0, %55 ]
  %60 = getelementptr inbounds double, ptr %52, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !12
  %62 = mul nuw nsw i64 %58, %23
  %63 = getelementptr inbounds double, ptr %53, i64 %62
  store double %61, ptr %63, align 8, !tbaa !12
  %64 = add nuw nsw i64 %58, 1
  %65 = add i64 %59, 1
  %66 = icmp eq i64 %65, %29
  br i1 %66, label %67, label %57, !llvm.loop !32

67:                                               ; preds = %55, %57, %48
  %68 = add nuw nsw i64 %49, 1
  %69 = icmp eq i64 %68, 26
  br i1 %69, label %54, label %48, !llvm.loop !34

70:                                               ; preds = %50, %70
  %71 = phi i64 [ %92, %70 ], [ 0, %50 ]
  %72 = phi i64 [ %93, %70 ], [ 0, %50 ]
  %73 = getelementptr inbounds double, ptr %52, i64 %71
  %74 = load double, ptr %73, align 8, !tbaa !12
  %75 = mul nuw nsw i64 %71, %23
  %76 = getelementptr inbounds double, ptr %53, i64 %75
  store double %74, ptr %76, align 8, !tbaa !12
  %77 = or disjoint i64 %71, 1
  %78 = getelementptr inbounds double, ptr %52, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !12
  %80 = mul nuw nsw i64 %77, %23
  %81 = getelementptr inbounds double, ptr %53, i64 %80
  store double %79, ptr %81, align 8, !tbaa !12
  %82 = or disjoint i64 %71, 2
  %83 = getelementptr inbounds double, ptr %52, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !12
  %85 = mul nuw nsw i64 %82, %23
  %86 = getelementptr inbounds double, ptr %53, i64 %85
  store double %84, ptr %86, align 8, !tbaa !12
  %87 = or disjoint i64 %71, 3
  %88 = getelementptr inbounds double, ptr %52, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !12
  %90 = mul nuw nsw i64 %87, %23
  %91 = getelementptr inbounds double, ptr %53, i64 %90
  store double %89, ptr %91, align 8, !tbaa !12
  %92 = add nuw nsw i64 %71, 4
  %93 = add i64 %72, 4
  %94 = icmp eq i64 %93, %31
  br i1 %94, label %55, label %70, !llvm.loop !35

95:                                               ; preds = %54
  %96 = load i32, ptr %6, align 8, !tbaa !26
  %97 = sext i32 %96 to i64
  %98 = shl nsw i64 %97, 4
  %99 = call noalias ptr @malloc(i64 noundef %98) #9
  %100 = icmp sgt i32 %96, 0
  br i1 %100, label %101, label %122

101:                                              ; preds = %95
  %102 = zext nneg i32 %96 to i64
  %103 = icmp ult i32 %96, 4
  br i1 %103, label %104, label %106

104:                                              ; preds = %120, %101
  %105 = phi i64 [ 0, %101 ], [ %107, %120 ]
  br label %131

106:                                              ; preds = %101
  %107 = and i64 %102, 2147483644
  %108 = getelementptr i8, ptr %99, i64 -8
  %109 = getelementptr i8, ptr %99, i64 -8
  br label %110

110:                                              ; preds = %110, %106
  %111 = phi i64 [ 0, %106 ], [ %118, %110 ]
  %112 = shl nuw nsw i64 %111, 1
  %113 = shl i64 %111, 1
  %114 = or disjoint i64 %112, 1
  %115 = or disjoint i64 %113, 5
  %116 = getelementptr double, ptr %108, i64 %114
  %117 = getelementptr double, ptr %109, i64 %115
  store <4 x double> <double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 0.000000e+00>, ptr %116, align 8, !tbaa !12
  store <4 x double> <double 1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 0.000000e+00>, ptr %117, align 8, !tbaa !12
  %118 = add nuw i64 %111, 4
  %119 = icmp eq i64 %118, %107
  br i1 %119, label %120, label %110, !llvm.loop !36

120:                                              ; preds = %110
  %121 = icmp eq i64 %107, %102
  br i1 %121, label %122, label %104

122:                                              ; preds = %131, %120, %95
  %123 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %124 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %125 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !19
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @ht_objective, i32 noundef %123, ptr noundef %0, i32 noundef %124, ptr noundef nonnull %1, ptr noundef %99, i32 noundef %123, ptr noundef nonnull %2, i32 noundef %125, ptr noundef %13, ptr noundef %15) #11
  br i1 %22, label %126, label %150

126:                                              ; preds = %122
  %127 = and i64 %27, 3
  %128 = icmp eq i32 %7, 1
  br i1 %128, label %137, label %129

129:                                              ; preds = %126
  %130 = and i64 %27, 2147483644
  br label %233

131:                                              ; preds = %104, %131
  %132 = phi i64 [ %135, %131 ], [ %105, %104 ]
  %133 = shl nsw i64 %132, 4
  %134 = getelementptr inbounds i8, ptr %99, i64 %133
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %134, align 8, !tbaa !12
  %135 = add nuw nsw i64 %132, 1
  %136 = icmp eq i64 %135, %102
  br i1 %136, label %122, label %131, !llvm.loop !39

137:                                              ; preds = %233, %126
  %138 = phi i64 [ 0, %126 ], [ %255, %233 ]
  %139 = icmp eq i64 %127, 0
  br i1 %139, label %150, label %140

140:                                              ; preds = %137, %140
  %141 = phi i64 [ %147, %140 ], [ %138, %137 ]
  %142 = phi i64 [ %148, %140 ], [ 0, %137 ]
  %143 = getelementptr inbounds double, ptr %15, i64 %141
  %144 = load double, ptr %143, align 8, !tbaa !12
  %145 = mul nuw nsw i64 %141, %23
  %146 = getelementptr inbounds double, ptr %3, i64 %145
  store double %144, ptr %146, align 8, !tbaa !12
  %147 = add nuw nsw i64 %141, 1
  %148 = add i64 %142, 1
  %149 = icmp eq i64 %148, %127
  br i1 %149, label %150, label %140, !llvm.loop !40

150:                                              ; preds = %137, %140, %122
  %151 = load i32, ptr %6, align 8, !tbaa !26
  %152 = icmp sgt i32 %151, 0
  br i1 %152, label %153, label %180

153:                                              ; preds = %150
  %154 = zext nneg i32 %151 to i64
  %155 = icmp ult i32 %151, 4
  br i1 %155, label %172, label %156

156:                                              ; preds = %153
  %157 = and i64 %154, 2147483644
  %158 = getelementptr i8, ptr %99, i64 -8
  %159 = getelementptr i8, ptr %99, i64 -8
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i64 [ 0, %156 ], [ %168, %160 ]
  %162 = shl nuw nsw i64 %161, 1
  %163 = shl i64 %161, 1
  %164 = or disjoint i64 %162, 1
  %165 = or disjoint i64 %163, 5
  %166 = getelementptr double, ptr %158, i64 %164
  %167 = getelementptr double, ptr %159, i64 %165
  store <4 x double> <double 0.000000e+00, double 1.000000e+00, double 0.000000e+00, double 1.000000e+00>, ptr %166, align 8, !tbaa !12
  store <4 x double> <double 0.000000e+00, double 1.000000e+00, double 0.000000e+00, double 1.000000e+00>, ptr %167, align 8, !tbaa !12
  %168 = add nuw i64 %161, 4
  %169 = icmp eq i64 %168, %157
  br i1 %169, label %170, label %160, !llvm.loop !41

170:                                              ; preds = %160
  %171 = icmp eq i64 %157, %154
  br i1 %171, label %180, label %172

172:                                              ; preds = %170, %153
  %173 = phi i64 [ 0, %153 ], [ %157, %170 ]
  br label %174

174:                                              ; preds = %172, %174
  %175 = phi i64 [ %178, %174 ], [ %173, %172 ]
  %176 = shl nsw i64 %175, 4
  %177 = getelementptr inbounds i8, ptr %99, i64 %176
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %177, align 8, !tbaa !12
  %178 = add nuw nsw i64 %175, 1
  %179 = icmp eq i64 %178, %154
  br i1 %179, label %180, label %174, !llvm.loop !42

180:                                              ; preds = %174, %170, %150
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %182 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %183 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !19
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @ht_objective, i32 noundef %181, ptr noundef %0, i32 noundef %182, ptr noundef nonnull %1, ptr noundef %99, i32 noundef %181, ptr noundef nonnull %2, i32 noundef %183, ptr noundef %13, ptr noundef %15) #11
  br i1 %22, label %184, label %232

184:                                              ; preds = %180
  %185 = and i64 %27, 3
  %186 = icmp eq i32 %7, 1
  br i1 %186, label %218, label %187

187:                                              ; preds = %184
  %188 = and i64 %27, 2147483644
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi i64 [ 0, %187 ], [ %215, %189 ]
  %191 = phi i64 [ 0, %187 ], [ %216, %189 ]
  %192 = getelementptr inbounds double, ptr %15, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !12
  %194 = mul nuw nsw i64 %190, %23
  %195 = or disjoint i64 %194, 1
  %196 = getelementptr inbounds double, ptr %3, i64 %195
  store double %193, ptr %196, align 8, !tbaa !12
  %197 = or disjoint i64 %190, 1
  %198 = getelementptr inbounds double, ptr %15, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !12
  %200 = mul nuw nsw i64 %197, %23
  %201 = or disjoint i64 %200, 1
  %202 = getelementptr inbounds double, ptr %3, i64 %201
  store double %199, ptr %202, align 8, !tbaa !12
  %203 = or disjoint i64 %190, 2
  %204 = getelementptr inbounds double, ptr %15, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !12
  %206 = mul nuw nsw i64 %203, %23
  %207 = or disjoint i64 %206, 1
  %208 = getelementptr inbounds double, ptr %3, i64 %207
  store double %205, ptr %208, align 8, !tbaa !12
  %209 = or disjoint i64 %190, 3
  %210 = getelementptr inbounds double, ptr %15, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !12
  %212 = mul nuw nsw i64 %209, %23
  %213 = or disjoint i64 %212, 1
  %214 = getelementptr inbounds double, ptr %3, i64 %213
  store double %211, ptr %214, align 8, !tbaa !12
  %215 = add nuw nsw i64 %190, 4
  %216 = add i64 %191, 4
  %217 = icmp eq i64 %216, %188
  br i1 %217, label %218, label %189, !llvm.loop !43

218:                                              ; preds = %189, %184
  %219 = phi i64 [ 0, %184 ], [ %215, %189 ]
  %220 = icmp eq i64 %185, 0
  br i1 %220, label %232, label %221

221:                                              ; preds = %218, %221
  %222 = phi i64 [ %229, %221 ], [ %219, %218 ]
  %223 = phi i64 [ %230, %221 ], [ 0, %218 ]
  %224 = getelementptr inbounds double, ptr %15, i64 %222
  %225 = load double, ptr %224, align 8, !tbaa !12
  %226 = mul nuw nsw i64 %222, %23
  %227 = or disjoint i64 %226, 1
  %228 = getelementptr inbounds double, ptr %3, i64 %227
  store double %225, ptr %228, align 8, !tbaa !12
  %229 = add nuw nsw i64 %222, 1
  %230 = add i64 %223, 1
  %231 = icmp eq i64 %230, %185
  br i1 %231, label %232, label %221, !llvm.loop !44

232:                                              ; preds = %218, %221, %180
  call void @free(ptr noundef %99) #11
  br label %258

233:                                              ; preds = %233, %129
  %234 = phi i64 [ 0, %129 ], [ %255, %233 ]
  %235 = phi i64 [ 0, %129 ], [ %256, %233 ]
  %236 = getelementptr inbounds double, ptr %15, i64 %234
  %237 = load double, ptr %236, align 8, !tbaa !12
  %238 = mul nuw nsw i64 %234, %23
  %239 = getelementptr inbounds double, ptr %3, i64 %238
  store double %237, ptr %239, align 8, !tbaa !12
  %240 = or disjoint i64 %234, 1
  %241 = getelementptr inbounds double, ptr %15, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !12
  %243 = mul nuw nsw i64 %240, %23
  %244 = getelementptr inbounds double, ptr %3, i64 %243
  store double %242, ptr %244, align 8, !tbaa !12
  %245 = or disjoint i64 %234, 2
  %246 = getelementptr inbounds double, ptr %15, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !12
  %248 = mul nuw nsw i64 %245, %23
  %249 = getelementptr inbounds double, ptr %3, i64 %248
  store double %247, ptr %249, align 8, !tbaa !12
  %250 = or disjoint i64 %234, 3
  %251 = getelementptr inbounds double, ptr %15, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !12
  %253 = mul nuw nsw i64 %250, %23
  %254 = getelementptr inbounds double, ptr %3, i64 %253
  store double %252, ptr %254, align 8, !tbaa !12
  %255 = add nuw nsw i64 %234, 4
  %256 = add i64 %235, 4
  %257 = icmp eq i64 %256, %130
  br i1 %257, label %137, label %233, !llvm.loop !43

258:                                              ; preds = %232, %54
  call void @free(ptr noundef %13) #11
  call void @free(ptr noundef %15) #11
  call void @llvm.lifetime.end.p0(i64 5408, ptr nonnull %5) #11
  ret void
}

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!5 = !{!6, !7, i64 4}
!6 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !10, i64 64, !10, i64 72, !10, i64 80}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!6, !10, i64 24}
!15 = !{!6, !10, i64 16}
!16 = !{!6, !10, i64 32}
!17 = !{!6, !10, i64 40}
!18 = !{!6, !7, i64 56}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!6, !10, i64 48}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21}
!26 = !{!6, !7, i64 8}
!27 = !{!6, !10, i64 72}
!28 = !{!6, !10, i64 80}
!29 = !{!6, !10, i64 64}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !21}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !21}
!35 = distinct !{!35, !21}
!36 = distinct !{!36, !21, !37, !38}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!"llvm.loop.unroll.runtime.disable"}
!39 = distinct !{!39, !21, !38, !37}
!40 = distinct !{!40, !33}
!41 = distinct !{!41, !21, !37, !38}
!42 = distinct !{!42, !21, !38, !37}
!43 = distinct !{!43, !21}
!44 = distinct !{!44, !33}
