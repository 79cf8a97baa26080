; ModuleID = 'rev/19_malloc_free.c'
source_filename = "rev/19_malloc_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [19 x i8] c"with_heap d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"heap_in_loop d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 4, ptr %2, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  store <2 x double> <double 0x3FE1239E28B3DBAE, double 0x3FECCA5AD8B69523>, ptr %3, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FDFF255994CDB55, double 0xBFCD38F39963B4F2>, ptr %9, align 16, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0xBFDF36C0A56416B1, double 0x3F720F54877D1E82>, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @with_heap, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %12, i32 noundef %7) #11
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_in_loop, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %15, i32 noundef %7, i32 noundef %15, i32 noundef %8) #11
  %17 = sext i32 %7 to i64
  %18 = shl nsw i64 %17, 3
  %19 = icmp sgt i32 %7, 0
  %20 = icmp sgt i32 %8, 0
  %21 = zext i32 %7 to i64
  %22 = zext nneg i32 %8 to i64
  %23 = add nsw i64 %21, -1
  %24 = icmp ult i32 %7, 4
  %25 = and i64 %21, 2147483644
  %26 = icmp eq i64 %25, %21
  %27 = and i64 %21, 1
  %28 = icmp eq i64 %23, 0
  %29 = and i64 %21, 2147483646
  %30 = icmp eq i64 %27, 0
  %31 = and i64 %21, 1
  %32 = icmp eq i64 %23, 0
  %33 = and i64 %21, 2147483646
  %34 = icmp eq i64 %31, 0
  %35 = icmp ult i32 %7, 4
  %36 = and i64 %21, 2147483644
  %37 = icmp eq i64 %36, %21
  %38 = and i64 %21, 1
  %39 = icmp eq i64 %23, 0
  %40 = and i64 %21, 2147483646
  %41 = icmp eq i64 %38, 0
  %42 = and i64 %21, 1
  %43 = icmp eq i64 %23, 0
  %44 = and i64 %21, 2147483646
  %45 = icmp eq i64 %42, 0
  br label %53

46:                                               ; preds = %303
  %47 = icmp eq i32 %347, 0
  %48 = select i1 %47, ptr @.str.4, ptr @.str.3
  %49 = call i32 @puts(ptr nonnull dereferenceable(1) %48)
  %50 = load i32, ptr @fails, align 4, !tbaa !5
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %52

53:                                               ; preds = %0, %303
  %54 = phi i64 [ 0, %0 ], [ %348, %303 ]
  %55 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fadd double %56, 0x3EB0C6F7A0B5ED8D
  store double %57, ptr %55, align 8, !tbaa !9
  %58 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %59, label %96

59:                                               ; preds = %53
  br i1 %24, label %73, label %60

60:                                               ; preds = %59, %60
  %61 = phi i64 [ %70, %60 ], [ 0, %59 ]
  %62 = getelementptr inbounds double, ptr %3, i64 %61
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load <2 x double>, ptr %62, align 16, !tbaa !9
  %65 = load <2 x double>, ptr %63, align 16, !tbaa !9
  %66 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %64, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %67 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %65, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %68 = getelementptr inbounds double, ptr %58, i64 %61
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  store <2 x double> %66, ptr %68, align 8, !tbaa !9
  store <2 x double> %67, ptr %69, align 8, !tbaa !9
  %70 = add nuw i64 %61, 4
  %71 = icmp eq i64 %70, %25
  br i1 %71, label %72, label %60, !llvm.loop !11

72:                                               ; preds = %60
  br i1 %26, label %83, label %73

73:                                               ; preds = %72, %59
  %74 = phi i64 [ 0, %59 ], [ %25, %72 ]
  br label %75

75:                                               ; preds = %73, %75
  %76 = phi i64 [ %81, %75 ], [ %74, %73 ]
  %77 = getelementptr inbounds double, ptr %3, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = call double @llvm.fmuladd.f64(double %78, double %78, double 1.000000e+00)
  %80 = getelementptr inbounds double, ptr %58, i64 %76
  store double %79, ptr %80, align 8, !tbaa !9
  %81 = add nuw nsw i64 %76, 1
  %82 = icmp eq i64 %81, %21
  br i1 %82, label %83, label %75, !llvm.loop !15

83:                                               ; preds = %75, %72
  br label %84

84:                                               ; preds = %83, %84
  %85 = phi i64 [ %90, %84 ], [ 0, %83 ]
  %86 = phi double [ %95, %84 ], [ 0.000000e+00, %83 ]
  %87 = getelementptr inbounds double, ptr %58, i64 %85
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = call double @log(double noundef %88) #11
  %90 = add nuw nsw i64 %85, 1
  %91 = icmp eq i64 %90, %21
  %92 = select i1 %91, i64 0, i64 %90
  %93 = getelementptr inbounds double, ptr %58, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = call double @llvm.fmuladd.f64(double %89, double %94, double %86)
  br i1 %91, label %96, label %84, !llvm.loop !16

96:                                               ; preds = %84, %53
  %97 = phi double [ 0.000000e+00, %53 ], [ %95, %84 ]
  call void @free(ptr noundef %58) #11
  br i1 %20, label %98, label %179

98:                                               ; preds = %96, %149
  %99 = phi i64 [ %151, %149 ], [ 0, %96 ]
  %100 = phi double [ %150, %149 ], [ 0.000000e+00, %96 ]
  %101 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %102, label %149

102:                                              ; preds = %98
  %103 = trunc i64 %99 to i32
  %104 = add i32 %103, 1
  %105 = uitofp nneg i32 %104 to double
  br i1 %28, label %125, label %106

106:                                              ; preds = %102, %106
  %107 = phi i64 [ %122, %106 ], [ 0, %102 ]
  %108 = phi i64 [ %123, %106 ], [ 0, %102 ]
  %109 = getelementptr inbounds double, ptr %3, i64 %107
  %110 = load double, ptr %109, align 16, !tbaa !9
  %111 = fmul double %110, %105
  %112 = call double @sin(double noundef %111) #11
  %113 = call double @llvm.fmuladd.f64(double %100, double 1.000000e-02, double %112)
  %114 = getelementptr inbounds double, ptr %101, i64 %107
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = or disjoint i64 %107, 1
  %116 = getelementptr inbounds double, ptr %3, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = fmul double %117, %105
  %119 = call double @sin(double noundef %118) #11
  %120 = call double @llvm.fmuladd.f64(double %100, double 1.000000e-02, double %119)
  %121 = getelementptr inbounds double, ptr %101, i64 %115
  store double %120, ptr %121, align 8, !tbaa !9
  %122 = add nuw nsw i64 %107, 2
  %123 = add i64 %108, 2
  %124 = icmp eq i64 %123, %29
  br i1 %124, label %125, label %106, !llvm.loop !17

125:                                              ; preds = %106, %102
  %126 = phi i64 [ 0, %102 ], [ %122, %106 ]
  br i1 %30, label %134, label %127

127:                                              ; preds = %125
  %128 = getelementptr inbounds double, ptr %3, i64 %126
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = fmul double %129, %105
  %131 = call double @sin(double noundef %130) #11
  %132 = call double @llvm.fmuladd.f64(double %100, double 1.000000e-02, double %131)
  %133 = getelementptr inbounds double, ptr %101, i64 %126
  store double %132, ptr %133, align 8, !tbaa !9
  br label %134

134:                                              ; preds = %125, %127
  br i1 %32, label %135, label %153

135:                                              ; preds = %153, %134
  %136 = phi double [ poison, %134 ], [ %175, %153 ]
  %137 = phi i64 [ 0, %134 ], [ %176, %153 ]
  %138 = phi double [ %100, %134 ], [ %175, %153 ]
  br i1 %34, label %149, label %139

139:                                              ; preds = %135
  %140 = getelementptr inbounds double, ptr %101, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = add nuw nsw i64 %137, %99
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = urem i32 %143, %7
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %101, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = call double @llvm.fmuladd.f64(double %141, double %147, double %138)
  br label %149

149:                                              ; preds = %139, %135, %98
  %150 = phi double [ %100, %98 ], [ %136, %135 ], [ %148, %139 ]
  call void @free(ptr noundef %101) #11
  %151 = add nuw nsw i64 %99, 1
  %152 = icmp eq i64 %151, %22
  br i1 %152, label %179, label %98, !llvm.loop !18

153:                                              ; preds = %134, %153
  %154 = phi i64 [ %176, %153 ], [ 0, %134 ]
  %155 = phi double [ %175, %153 ], [ %100, %134 ]
  %156 = phi i64 [ %177, %153 ], [ 0, %134 ]
  %157 = getelementptr inbounds double, ptr %101, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = add nuw nsw i64 %154, %99
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = urem i32 %160, %7
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds double, ptr %101, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = call double @llvm.fmuladd.f64(double %158, double %164, double %155)
  %166 = or disjoint i64 %154, 1
  %167 = getelementptr inbounds double, ptr %101, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = add nuw nsw i64 %166, %99
  %170 = trunc nuw nsw i64 %169 to i32
  %171 = urem i32 %170, %7
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds double, ptr %101, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = call double @llvm.fmuladd.f64(double %168, double %174, double %165)
  %176 = add nuw nsw i64 %154, 2
  %177 = add i64 %156, 2
  %178 = icmp eq i64 %177, %33
  br i1 %178, label %135, label %153, !llvm.loop !19

179:                                              ; preds = %149, %96
  %180 = phi double [ 0.000000e+00, %96 ], [ %150, %149 ]
  %181 = fadd double %56, 0xBEB0C6F7A0B5ED8D
  store double %181, ptr %55, align 8, !tbaa !9
  %182 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %183, label %220

183:                                              ; preds = %179
  br i1 %35, label %197, label %184

184:                                              ; preds = %183, %184
  %185 = phi i64 [ %194, %184 ], [ 0, %183 ]
  %186 = getelementptr inbounds double, ptr %3, i64 %185
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load <2 x double>, ptr %186, align 16, !tbaa !9
  %189 = load <2 x double>, ptr %187, align 16, !tbaa !9
  %190 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> %188, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %191 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %189, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %192 = getelementptr inbounds double, ptr %182, i64 %185
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  store <2 x double> %190, ptr %192, align 8, !tbaa !9
  store <2 x double> %191, ptr %193, align 8, !tbaa !9
  %194 = add nuw i64 %185, 4
  %195 = icmp eq i64 %194, %36
  br i1 %195, label %196, label %184, !llvm.loop !20

196:                                              ; preds = %184
  br i1 %37, label %207, label %197

197:                                              ; preds = %196, %183
  %198 = phi i64 [ 0, %183 ], [ %36, %196 ]
  br label %199

199:                                              ; preds = %197, %199
  %200 = phi i64 [ %205, %199 ], [ %198, %197 ]
  %201 = getelementptr inbounds double, ptr %3, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = call double @llvm.fmuladd.f64(double %202, double %202, double 1.000000e+00)
  %204 = getelementptr inbounds double, ptr %182, i64 %200
  store double %203, ptr %204, align 8, !tbaa !9
  %205 = add nuw nsw i64 %200, 1
  %206 = icmp eq i64 %205, %21
  br i1 %206, label %207, label %199, !llvm.loop !21

207:                                              ; preds = %199, %196
  br label %208

208:                                              ; preds = %207, %208
  %209 = phi i64 [ %214, %208 ], [ 0, %207 ]
  %210 = phi double [ %219, %208 ], [ 0.000000e+00, %207 ]
  %211 = getelementptr inbounds double, ptr %182, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = call double @log(double noundef %212) #11
  %214 = add nuw nsw i64 %209, 1
  %215 = icmp eq i64 %214, %21
  %216 = select i1 %215, i64 0, i64 %214
  %217 = getelementptr inbounds double, ptr %182, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = call double @llvm.fmuladd.f64(double %213, double %218, double %210)
  br i1 %215, label %220, label %208, !llvm.loop !16

220:                                              ; preds = %208, %179
  %221 = phi double [ 0.000000e+00, %179 ], [ %219, %208 ]
  call void @free(ptr noundef %182) #11
  br i1 %20, label %222, label %303

222:                                              ; preds = %220, %273
  %223 = phi i64 [ %275, %273 ], [ 0, %220 ]
  %224 = phi double [ %274, %273 ], [ 0.000000e+00, %220 ]
  %225 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %226, label %273

226:                                              ; preds = %222
  %227 = trunc i64 %223 to i32
  %228 = add i32 %227, 1
  %229 = uitofp nneg i32 %228 to double
  br i1 %39, label %249, label %230

230:                                              ; preds = %226, %230
  %231 = phi i64 [ %246, %230 ], [ 0, %226 ]
  %232 = phi i64 [ %247, %230 ], [ 0, %226 ]
  %233 = getelementptr inbounds double, ptr %3, i64 %231
  %234 = load double, ptr %233, align 16, !tbaa !9
  %235 = fmul double %234, %229
  %236 = call double @sin(double noundef %235) #11
  %237 = call double @llvm.fmuladd.f64(double %224, double 1.000000e-02, double %236)
  %238 = getelementptr inbounds double, ptr %225, i64 %231
  store double %237, ptr %238, align 8, !tbaa !9
  %239 = or disjoint i64 %231, 1
  %240 = getelementptr inbounds double, ptr %3, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fmul double %241, %229
  %243 = call double @sin(double noundef %242) #11
  %244 = call double @llvm.fmuladd.f64(double %224, double 1.000000e-02, double %243)
  %245 = getelementptr inbounds double, ptr %225, i64 %239
  store double %244, ptr %245, align 8, !tbaa !9
  %246 = add nuw nsw i64 %231, 2
  %247 = add i64 %232, 2
  %248 = icmp eq i64 %247, %40
  br i1 %248, label %249, label %230, !llvm.loop !17

249:                                              ; preds = %230, %226
  %250 = phi i64 [ 0, %226 ], [ %246, %230 ]
  br i1 %41, label %258, label %251

251:                                              ; preds = %249
  %252 = getelementptr inbounds double, ptr %3, i64 %250
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = fmul double %253, %229
  %255 = call double @sin(double noundef %254) #11
  %256 = call double @llvm.fmuladd.f64(double %224, double 1.000000e-02, double %255)
  %257 = getelementptr inbounds double, ptr %225, i64 %250
  store double %256, ptr %257, align 8, !tbaa !9
  br label %258

258:                                              ; preds = %249, %251
  br i1 %43, label %259, label %277

259:                                              ; preds = %277, %258
  %260 = phi double [ poison, %258 ], [ %299, %277 ]
  %261 = phi i64 [ 0, %258 ], [ %300, %277 ]
  %262 = phi double [ %224, %258 ], [ %299, %277 ]
  br i1 %45, label %273, label %263

263:                                              ; preds = %259
  %264 = getelementptr inbounds double, ptr %225, i64 %261
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = add nuw nsw i64 %261, %223
  %267 = trunc nuw nsw i64 %266 to i32
  %268 = urem i32 %267, %7
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds double, ptr %225, i64 %269
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = call double @llvm.fmuladd.f64(double %265, double %271, double %262)
  br label %273

273:                                              ; preds = %263, %259, %222
  %274 = phi double [ %224, %222 ], [ %260, %259 ], [ %272, %263 ]
  call void @free(ptr noundef %225) #11
  %275 = add nuw nsw i64 %223, 1
  %276 = icmp eq i64 %275, %22
  br i1 %276, label %303, label %222, !llvm.loop !18

277:                                              ; preds = %258, %277
  %278 = phi i64 [ %300, %277 ], [ 0, %258 ]
  %279 = phi double [ %299, %277 ], [ %224, %258 ]
  %280 = phi i64 [ %301, %277 ], [ 0, %258 ]
  %281 = getelementptr inbounds double, ptr %225, i64 %278
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = add nuw nsw i64 %278, %223
  %284 = trunc nuw nsw i64 %283 to i32
  %285 = urem i32 %284, %7
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds double, ptr %225, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = call double @llvm.fmuladd.f64(double %282, double %288, double %279)
  %290 = or disjoint i64 %278, 1
  %291 = getelementptr inbounds double, ptr %225, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = add nuw nsw i64 %290, %223
  %294 = trunc nuw nsw i64 %293 to i32
  %295 = urem i32 %294, %7
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds double, ptr %225, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = call double @llvm.fmuladd.f64(double %292, double %298, double %289)
  %300 = add nuw nsw i64 %278, 2
  %301 = add i64 %280, 2
  %302 = icmp eq i64 %301, %44
  br i1 %302, label %259, label %277, !llvm.loop !19

303:                                              ; preds = %273, %220
  %304 = phi double [ 0.000000e+00, %220 ], [ %274, %273 ]
  store double %56, ptr %55, align 8, !tbaa !9
  %305 = trunc nuw nsw i64 %54 to i32
  %306 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %305) #11
  %307 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %54
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = insertelement <2 x double> poison, double %180, i64 0
  %310 = insertelement <2 x double> %309, double %97, i64 1
  %311 = insertelement <2 x double> poison, double %304, i64 0
  %312 = insertelement <2 x double> %311, double %221, i64 1
  %313 = fsub <2 x double> %310, %312
  %314 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %54
  %315 = fdiv <2 x double> %313, <double 2.000000e-06, double 2.000000e-06>
  %316 = extractelement <2 x double> %315, i64 1
  %317 = fsub double %308, %316
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %315)
  %320 = extractelement <2 x double> %319, i64 1
  %321 = call double @llvm.maxnum.f64(double %320, double 1.000000e+00)
  %322 = fmul double %321, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp ugt double %318, %322
  %324 = fcmp ule <2 x double> %319, <double 1.000000e-09, double 1.000000e-09>
  %325 = extractelement <2 x i1> %324, i64 1
  %326 = or i1 %325, %323
  %327 = select i1 %326, ptr @.str.3, ptr @.str.4
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %308, double noundef %316, ptr noundef nonnull %327)
  %329 = zext i1 %326 to i32
  %330 = load i32, ptr @fails, align 4, !tbaa !5
  %331 = add nsw i32 %330, %329
  store i32 %331, ptr @fails, align 4, !tbaa !5
  %332 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %305) #11
  %333 = load double, ptr %314, align 8, !tbaa !9
  %334 = extractelement <2 x double> %315, i64 0
  %335 = fsub double %333, %334
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = extractelement <2 x double> %319, i64 0
  %338 = call double @llvm.maxnum.f64(double %337, double 1.000000e+00)
  %339 = fmul double %338, 0x3EB0C6F7A0B5ED8D
  %340 = fcmp ugt double %336, %339
  %341 = extractelement <2 x i1> %324, i64 0
  %342 = or i1 %341, %340
  %343 = select i1 %342, ptr @.str.3, ptr @.str.4
  %344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %333, double noundef %334, ptr noundef nonnull %343)
  %345 = zext i1 %342 to i32
  %346 = load i32, ptr @fails, align 4, !tbaa !5
  %347 = add nsw i32 %346, %345
  store i32 %347, ptr @fails, align 4, !tbaa !5
  %348 = add nuw nsw i64 %54, 1
  %349 = icmp eq i64 %348, 6
  br i1 %349, label %46, label %53, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal double @with_heap(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %39

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %26, %7
  %11 = phi i64 [ 0, %7 ], [ %13, %26 ]
  br label %31

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %24, %14 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !9
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !9
  %20 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %18, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %19, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %22 = getelementptr inbounds double, ptr %5, i64 %15
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x double> %20, ptr %22, align 8, !tbaa !9
  store <2 x double> %21, ptr %23, align 8, !tbaa !9
  %24 = add nuw i64 %15, 4
  %25 = icmp eq i64 %24, %13
  br i1 %25, label %26, label %14, !llvm.loop !23

26:                                               ; preds = %14
  %27 = icmp eq i64 %13, %8
  br i1 %27, label %28, label %10

28:                                               ; preds = %31, %26
  br i1 %6, label %29, label %39

29:                                               ; preds = %28
  %30 = zext nneg i32 %1 to i64
  br label %41

31:                                               ; preds = %10, %31
  %32 = phi i64 [ %37, %31 ], [ %11, %10 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double 1.000000e+00)
  %36 = getelementptr inbounds double, ptr %5, i64 %32
  store double %35, ptr %36, align 8, !tbaa !9
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %8
  br i1 %38, label %28, label %31, !llvm.loop !24

39:                                               ; preds = %41, %2, %28
  %40 = phi double [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ], [ %53, %41 ]
  tail call void @free(ptr noundef %5) #11
  ret double %40

41:                                               ; preds = %29, %41
  %42 = phi i64 [ 0, %29 ], [ %47, %41 ]
  %43 = phi double [ 0.000000e+00, %29 ], [ %53, %41 ]
  %44 = getelementptr inbounds double, ptr %5, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @log(double noundef %45) #11
  %47 = add nuw nsw i64 %42, 1
  %48 = icmp eq i64 %47, %30
  %49 = and i64 %47, 4294967295
  %50 = select i1 %48, i64 0, i64 %49
  %51 = getelementptr inbounds double, ptr %5, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = tail call double @llvm.fmuladd.f64(double %46, double %52, double %43)
  %54 = icmp eq i64 %47, %30
  br i1 %54, label %39, label %41, !llvm.loop !16
}

; Function Attrs: nounwind uwtable
define internal double @heap_in_loop(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %20

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  %9 = zext nneg i32 %2 to i64
  %10 = zext i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  %14 = and i64 %10, 2147483646
  %15 = icmp eq i64 %12, 0
  %16 = and i64 %10, 1
  %17 = icmp eq i64 %11, 0
  %18 = and i64 %10, 2147483646
  %19 = icmp eq i64 %16, 0
  br label %22

20:                                               ; preds = %74, %3
  %21 = phi double [ 0.000000e+00, %3 ], [ %75, %74 ]
  ret double %21

22:                                               ; preds = %5, %74
  %23 = phi i64 [ 0, %5 ], [ %76, %74 ]
  %24 = phi double [ 0.000000e+00, %5 ], [ %75, %74 ]
  %25 = tail call noalias ptr @malloc(i64 noundef %7) #12
  br i1 %8, label %26, label %74

26:                                               ; preds = %22
  %27 = trunc i64 %23 to i32
  %28 = add i32 %27, 1
  %29 = uitofp nneg i32 %28 to double
  br i1 %13, label %30, label %41

30:                                               ; preds = %41, %26
  %31 = phi i64 [ 0, %26 ], [ %57, %41 ]
  br i1 %15, label %39, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %34, %29
  %36 = tail call double @sin(double noundef %35) #11
  %37 = tail call double @llvm.fmuladd.f64(double %24, double 1.000000e-02, double %36)
  %38 = getelementptr inbounds double, ptr %25, i64 %31
  store double %37, ptr %38, align 8, !tbaa !9
  br label %39

39:                                               ; preds = %30, %32
  br i1 %8, label %40, label %74

40:                                               ; preds = %39
  br i1 %17, label %60, label %78

41:                                               ; preds = %26, %41
  %42 = phi i64 [ %57, %41 ], [ 0, %26 ]
  %43 = phi i64 [ %58, %41 ], [ 0, %26 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %45, %29
  %47 = tail call double @sin(double noundef %46) #11
  %48 = tail call double @llvm.fmuladd.f64(double %24, double 1.000000e-02, double %47)
  %49 = getelementptr inbounds double, ptr %25, i64 %42
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = or disjoint i64 %42, 1
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, %29
  %54 = tail call double @sin(double noundef %53) #11
  %55 = tail call double @llvm.fmuladd.f64(double %24, double 1.000000e-02, double %54)
  %56 = getelementptr inbounds double, ptr %25, i64 %50
  store double %55, ptr %56, align 8, !tbaa !9
  %57 = add nuw nsw i64 %42, 2
  %58 = add i64 %43, 2
  %59 = icmp eq i64 %58, %14
  br i1 %59, label %30, label %41, !llvm.loop !17

60:                                               ; preds = %78, %40
  %61 = phi double [ poison, %40 ], [ %100, %78 ]
  %62 = phi i64 [ 0, %40 ], [ %101, %78 ]
  %63 = phi double [ %24, %40 ], [ %100, %78 ]
  br i1 %19, label %74, label %64

64:                                               ; preds = %60
  %65 = getelementptr inbounds double, ptr %25, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = add nuw nsw i64 %62, %23
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = urem i32 %68, %1
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %25, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %66, double %72, double %63)
  br label %74

74:                                               ; preds = %64, %60, %22, %39
  %75 = phi double [ %24, %39 ], [ %24, %22 ], [ %61, %60 ], [ %73, %64 ]
  tail call void @free(ptr noundef %25) #11
  %76 = add nuw nsw i64 %23, 1
  %77 = icmp eq i64 %76, %9
  br i1 %77, label %20, label %22, !llvm.loop !18

78:                                               ; preds = %40, %78
  %79 = phi i64 [ %101, %78 ], [ 0, %40 ]
  %80 = phi double [ %100, %78 ], [ %24, %40 ]
  %81 = phi i64 [ %102, %78 ], [ 0, %40 ]
  %82 = getelementptr inbounds double, ptr %25, i64 %79
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = add nuw nsw i64 %79, %23
  %85 = trunc nuw nsw i64 %84 to i32
  %86 = urem i32 %85, %1
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %25, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = tail call double @llvm.fmuladd.f64(double %83, double %89, double %80)
  %91 = or disjoint i64 %79, 1
  %92 = getelementptr inbounds double, ptr %25, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = add nuw nsw i64 %91, %23
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = urem i32 %95, %1
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %25, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = tail call double @llvm.fmuladd.f64(double %93, double %99, double %90)
  %101 = add nuw nsw i64 %79, 2
  %102 = add i64 %81, 2
  %103 = icmp eq i64 %102, %18
  br i1 %103, label %60, label %78, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !13, !14}
!21 = distinct !{!21, !12, !14, !13}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12, !13, !14}
!24 = distinct !{!24, !12, !14, !13}
