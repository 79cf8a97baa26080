; ModuleID = 'cpp/05_sort_lambda.cpp'
source_filename = "cpp/05_sort_lambda.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Particle = type { i32, double, double, double }
%class.anon.0 = type { double, double }

$_ZSt13__introselectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_T1_ = comdat any

$_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_ = comdat any

$_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_T1_ = comdat any

$_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_ = comdat any

$_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_ = comdat any

$_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

@.str = private unnamed_addr constant [19 x i8] c"closest to (1,-1):\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" #%d(%.4f)\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"by mass, then id:\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" %d:%.1f\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"median x=%.6f\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"max x=%.6f min x=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"first x >= 0 at index %ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"heavy=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"Alpha\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"charlie\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"Bravo\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"echo\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"foxtrot\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"Golf\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.17 = private unnamed_addr constant [33 x i8] c"sorted ok=%d comparator used=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"compose: %.2f %.2f\0A\00", align 1
@.str.19 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i8], align 4
  %2 = alloca %struct.Particle, align 8
  %3 = alloca [20 x i8], align 4
  %4 = alloca [20 x i8], align 4
  %5 = alloca %struct.Particle, align 8
  %6 = alloca %class.anon.0, align 8
  %7 = alloca i32, align 4
  br label %119

8:                                                ; preds = %181
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #19
  store double 1.000000e+00, ptr %6, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store double -1.000000e+00, ptr %9, align 8, !tbaa !10
  %10 = icmp ne ptr %184, %185
  br i1 %10, label %11, label %65

11:                                               ; preds = %8
  %12 = ptrtoint ptr %185 to i64
  %13 = ptrtoint ptr %184 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 5
  %16 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %15, i1 true)
  %17 = shl nuw nsw i64 %16, 1
  %18 = xor i64 %17, 126
  call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_T1_"(ptr %184, ptr nonnull %185, i64 noundef %18, ptr nonnull readonly %6)
  %19 = icmp sgt i64 %14, 512
  br i1 %19, label %20, label %64

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %184, i64 512
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEENS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_"(ptr %184, ptr nonnull %21, ptr nonnull readonly %6)
  %22 = icmp eq ptr %21, %185
  br i1 %22, label %65, label %23

23:                                               ; preds = %20, %57
  %24 = phi ptr [ %62, %57 ], [ %21, %20 ]
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %24, i64 16
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = getelementptr inbounds i8, ptr %24, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = load double, ptr %6, align 8, !tbaa !5
  %33 = fsub double %27, %32
  %34 = load double, ptr %9, align 8, !tbaa !10
  %35 = fsub double %29, %34
  %36 = tail call noundef double @hypot(double noundef %33, double noundef %35) #19
  %37 = getelementptr inbounds i8, ptr %24, i64 -24
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = fsub double %38, %32
  %40 = getelementptr inbounds i8, ptr %24, i64 -16
  %41 = load double, ptr %40, align 8, !tbaa !15
  %42 = fsub double %41, %34
  %43 = tail call noundef double @hypot(double noundef %39, double noundef %42) #19
  %44 = fcmp olt double %36, %43
  br i1 %44, label %45, label %57

45:                                               ; preds = %23, %45
  %46 = phi ptr [ %47, %45 ], [ %24, %23 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 -32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %46, ptr noundef nonnull align 8 dereferenceable(32) %47, i64 32, i1 false), !tbaa.struct !16
  %48 = tail call noundef double @hypot(double noundef %33, double noundef %35) #19
  %49 = getelementptr inbounds i8, ptr %46, i64 -56
  %50 = load double, ptr %49, align 8, !tbaa !12
  %51 = fsub double %50, %32
  %52 = getelementptr inbounds i8, ptr %46, i64 -48
  %53 = load double, ptr %52, align 8, !tbaa !15
  %54 = fsub double %53, %34
  %55 = tail call noundef double @hypot(double noundef %51, double noundef %54) #19
  %56 = fcmp olt double %48, %55
  br i1 %56, label %45, label %57, !llvm.loop !18

57:                                               ; preds = %45, %23
  %58 = phi ptr [ %24, %23 ], [ %47, %45 ]
  store i64 %25, ptr %58, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  store double %27, ptr %59, align 8, !tbaa !11
  %60 = getelementptr inbounds i8, ptr %58, i64 16
  store double %29, ptr %60, align 8, !tbaa !11
  %61 = getelementptr inbounds i8, ptr %58, i64 24
  store double %31, ptr %61, align 8, !tbaa !11
  %62 = getelementptr inbounds i8, ptr %24, i64 32
  %63 = icmp eq ptr %24, %183
  br i1 %63, label %65, label %23, !llvm.loop !20

64:                                               ; preds = %11
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEENS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_"(ptr %184, ptr nonnull %185, ptr nonnull readonly %6)
  br label %65

65:                                               ; preds = %57, %8, %20, %64
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %67 = load double, ptr %6, align 8, !tbaa !5
  %68 = load double, ptr %9, align 8, !tbaa !10
  %69 = load i32, ptr %184, align 8, !tbaa !21
  %70 = getelementptr inbounds i8, ptr %184, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !12
  %72 = fsub double %71, %67
  %73 = getelementptr inbounds i8, ptr %184, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !15
  %75 = fsub double %74, %68
  %76 = tail call noundef double @hypot(double noundef %72, double noundef %75) #19
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %69, double noundef %76)
  %78 = getelementptr i8, ptr %184, i64 32
  %79 = load i32, ptr %78, align 8, !tbaa !21
  %80 = getelementptr i8, ptr %184, i64 40
  %81 = load double, ptr %80, align 8, !tbaa !12
  %82 = fsub double %81, %67
  %83 = getelementptr i8, ptr %184, i64 48
  %84 = load double, ptr %83, align 8, !tbaa !15
  %85 = fsub double %84, %68
  %86 = tail call noundef double @hypot(double noundef %82, double noundef %85) #19
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %79, double noundef %86)
  %88 = getelementptr inbounds i8, ptr %184, i64 64
  %89 = load i32, ptr %88, align 8, !tbaa !21
  %90 = getelementptr inbounds i8, ptr %184, i64 72
  %91 = load double, ptr %90, align 8, !tbaa !12
  %92 = fsub double %91, %67
  %93 = getelementptr inbounds i8, ptr %184, i64 80
  %94 = load double, ptr %93, align 8, !tbaa !15
  %95 = fsub double %94, %68
  %96 = tail call noundef double @hypot(double noundef %92, double noundef %95) #19
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %89, double noundef %96)
  %98 = getelementptr inbounds i8, ptr %184, i64 96
  %99 = load i32, ptr %98, align 8, !tbaa !21
  %100 = getelementptr inbounds i8, ptr %184, i64 104
  %101 = load double, ptr %100, align 8, !tbaa !12
  %102 = fsub double %101, %67
  %103 = getelementptr inbounds i8, ptr %184, i64 112
  %104 = load double, ptr %103, align 8, !tbaa !15
  %105 = fsub double %104, %68
  %106 = tail call noundef double @hypot(double noundef %102, double noundef %105) #19
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99, double noundef %106)
  %108 = getelementptr inbounds i8, ptr %184, i64 128
  %109 = load i32, ptr %108, align 8, !tbaa !21
  %110 = getelementptr inbounds i8, ptr %184, i64 136
  %111 = load double, ptr %110, align 8, !tbaa !12
  %112 = fsub double %111, %67
  %113 = getelementptr inbounds i8, ptr %184, i64 144
  %114 = load double, ptr %113, align 8, !tbaa !15
  %115 = fsub double %114, %68
  %116 = tail call noundef double @hypot(double noundef %112, double noundef %115) #19
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %109, double noundef %116)
  %118 = tail call i32 @putchar(i32 10)
  br i1 %10, label %188, label %323

119:                                              ; preds = %0, %181
  %120 = phi i32 [ 0, %0 ], [ %186, %181 ]
  %121 = phi ptr [ null, %0 ], [ %184, %181 ]
  %122 = phi ptr [ null, %0 ], [ %185, %181 ]
  %123 = phi ptr [ null, %0 ], [ %182, %181 ]
  %124 = phi i32 [ 99, %0 ], [ %138, %181 ]
  %125 = mul i32 %124, 1664525
  %126 = add i32 %125, 1013904223
  %127 = lshr i32 %126, 8
  %128 = uitofp nneg i32 %127 to double
  %129 = fmul double %128, 0x3E70000000000000
  %130 = tail call double @llvm.fmuladd.f64(double %129, double 1.000000e+01, double -5.000000e+00)
  %131 = mul i32 %126, 1664525
  %132 = add i32 %131, 1013904223
  %133 = lshr i32 %132, 8
  %134 = uitofp nneg i32 %133 to double
  %135 = fmul double %134, 0x3E70000000000000
  %136 = tail call double @llvm.fmuladd.f64(double %135, double 1.000000e+01, double -5.000000e+00)
  %137 = mul i32 %132, 1664525
  %138 = add i32 %137, 1013904223
  %139 = lshr i32 %138, 8
  %140 = uitofp nneg i32 %139 to double
  %141 = fmul double %140, 0x3E70000000000000
  %142 = fmul double %141, 4.000000e+00
  %143 = tail call double @llvm.floor.f64(double %142)
  %144 = fadd double %143, 5.000000e-01
  %145 = icmp eq ptr %122, %123
  br i1 %145, label %150, label %146

146:                                              ; preds = %119
  store i32 %120, ptr %122, align 8, !tbaa !17
  %147 = getelementptr inbounds i8, ptr %122, i64 8
  store double %130, ptr %147, align 8, !tbaa !11
  %148 = getelementptr inbounds i8, ptr %122, i64 16
  store double %136, ptr %148, align 8, !tbaa !11
  %149 = getelementptr inbounds i8, ptr %122, i64 24
  store double %144, ptr %149, align 8, !tbaa !11
  br label %181

150:                                              ; preds = %119
  %151 = ptrtoint ptr %122 to i64
  %152 = ptrtoint ptr %121 to i64
  %153 = sub i64 %151, %152
  %154 = icmp eq i64 %153, 9223372036854775776
  br i1 %154, label %155, label %156

155:                                              ; preds = %150
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #20
  unreachable

156:                                              ; preds = %150
  %157 = ashr exact i64 %153, 5
  %158 = tail call i64 @llvm.umax.i64(i64 %157, i64 1)
  %159 = add nsw i64 %158, %157
  %160 = icmp ult i64 %159, %157
  %161 = tail call i64 @llvm.umin.i64(i64 %159, i64 288230376151711743)
  %162 = select i1 %160, i64 288230376151711743, i64 %161
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %156
  %165 = shl nuw nsw i64 %162, 5
  %166 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %165) #21
  br label %167

167:                                              ; preds = %164, %156
  %168 = phi ptr [ %166, %164 ], [ null, %156 ]
  %169 = getelementptr inbounds %struct.Particle, ptr %168, i64 %157
  store i32 %120, ptr %169, align 8, !tbaa !17
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  store double %130, ptr %170, align 8, !tbaa !11
  %171 = getelementptr inbounds i8, ptr %169, i64 16
  store double %136, ptr %171, align 8, !tbaa !11
  %172 = getelementptr inbounds i8, ptr %169, i64 24
  store double %144, ptr %172, align 8, !tbaa !11
  %173 = icmp sgt i64 %153, 0
  br i1 %173, label %174, label %175

174:                                              ; preds = %167
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %168, ptr align 8 %121, i64 %153, i1 false)
  br label %175

175:                                              ; preds = %167, %174
  %176 = getelementptr inbounds i8, ptr %168, i64 %153
  %177 = icmp eq ptr %121, null
  br i1 %177, label %179, label %178

178:                                              ; preds = %175
  tail call void @_ZdlPvm(ptr noundef nonnull %121, i64 noundef %153) #22
  br label %179

179:                                              ; preds = %175, %178
  %180 = getelementptr inbounds %struct.Particle, ptr %168, i64 %162
  br label %181

181:                                              ; preds = %146, %179
  %182 = phi ptr [ %180, %179 ], [ %123, %146 ]
  %183 = phi ptr [ %176, %179 ], [ %122, %146 ]
  %184 = phi ptr [ %168, %179 ], [ %121, %146 ]
  %185 = getelementptr inbounds i8, ptr %183, i64 32
  %186 = add nuw nsw i32 %120, 1
  %187 = icmp eq i32 %186, 40
  br i1 %187, label %8, label %119, !llvm.loop !22

188:                                              ; preds = %65
  %189 = ptrtoint ptr %185 to i64
  %190 = ptrtoint ptr %184 to i64
  %191 = sub i64 %189, %190
  %192 = ashr exact i64 %191, 5
  %193 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %192, i1 true)
  %194 = shl nuw nsw i64 %193, 1
  %195 = xor i64 %194, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_6EEEvT_SC_T0_T1_"(ptr nonnull %184, ptr nonnull %185, i64 noundef %195)
  %196 = icmp sgt i64 %191, 512
  br i1 %196, label %197, label %274

197:                                              ; preds = %188
  %198 = getelementptr inbounds i8, ptr %184, i64 24
  br label %199

199:                                              ; preds = %237, %197
  %200 = phi i64 [ 32, %197 ], [ %238, %237 ]
  %201 = phi ptr [ %184, %197 ], [ %202, %237 ]
  %202 = getelementptr inbounds i8, ptr %184, i64 %200
  %203 = getelementptr inbounds i8, ptr %201, i64 56
  %204 = load double, ptr %203, align 8, !tbaa !11
  %205 = load double, ptr %198, align 8, !tbaa !23
  %206 = fcmp une double %204, %205
  %207 = fcmp ogt double %204, %205
  %208 = load i32, ptr %202, align 8
  %209 = load i32, ptr %184, align 8
  %210 = icmp slt i32 %208, %209
  %211 = select i1 %206, i1 %207, i1 %210
  br i1 %211, label %212, label %213

212:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %202, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %78, ptr noundef nonnull align 8 dereferenceable(1) %184, i64 %200, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %184, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  br label %237

213:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4)
  %214 = getelementptr inbounds i8, ptr %201, i64 36
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) %214, i64 20, i1 false), !tbaa.struct !24
  %215 = getelementptr inbounds i8, ptr %201, i64 24
  %216 = load double, ptr %215, align 8, !tbaa !23
  %217 = fcmp une double %204, %216
  %218 = fcmp ogt double %204, %216
  %219 = load i32, ptr %201, align 8
  %220 = icmp slt i32 %208, %219
  %221 = select i1 %217, i1 %218, i1 %220
  br i1 %221, label %222, label %233

222:                                              ; preds = %213, %222
  %223 = phi ptr [ %225, %222 ], [ %201, %213 ]
  %224 = phi ptr [ %223, %222 ], [ %202, %213 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %224, ptr noundef nonnull align 8 dereferenceable(32) %223, i64 32, i1 false), !tbaa.struct !16
  %225 = getelementptr inbounds i8, ptr %223, i64 -32
  %226 = getelementptr inbounds i8, ptr %223, i64 -8
  %227 = load double, ptr %226, align 8, !tbaa !23
  %228 = fcmp une double %204, %227
  %229 = fcmp ogt double %204, %227
  %230 = load i32, ptr %225, align 8
  %231 = icmp slt i32 %208, %230
  %232 = select i1 %228, i1 %229, i1 %231
  br i1 %232, label %222, label %233, !llvm.loop !25

233:                                              ; preds = %222, %213
  %234 = phi ptr [ %202, %213 ], [ %223, %222 ]
  store i32 %208, ptr %234, align 8, !tbaa !17
  %235 = getelementptr inbounds i8, ptr %234, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %235, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !24
  %236 = getelementptr inbounds i8, ptr %234, i64 24
  store double %204, ptr %236, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4)
  br label %237

237:                                              ; preds = %233, %212
  %238 = add nuw nsw i64 %200, 32
  %239 = icmp eq i64 %238, 512
  br i1 %239, label %240, label %199, !llvm.loop !26

240:                                              ; preds = %237
  %241 = getelementptr inbounds i8, ptr %184, i64 512
  %242 = icmp eq ptr %241, %185
  br i1 %242, label %323, label %243

243:                                              ; preds = %240, %268
  %244 = phi ptr [ %272, %268 ], [ %241, %240 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3)
  %245 = load i32, ptr %244, align 8, !tbaa !17
  %246 = getelementptr inbounds i8, ptr %244, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %246, i64 20, i1 false), !tbaa.struct !24
  %247 = getelementptr inbounds i8, ptr %244, i64 24
  %248 = load double, ptr %247, align 8, !tbaa !11
  %249 = getelementptr inbounds i8, ptr %244, i64 -32
  %250 = getelementptr inbounds i8, ptr %244, i64 -8
  %251 = load double, ptr %250, align 8, !tbaa !23
  %252 = fcmp une double %248, %251
  %253 = fcmp ogt double %248, %251
  %254 = load i32, ptr %249, align 8
  %255 = icmp slt i32 %245, %254
  %256 = select i1 %252, i1 %253, i1 %255
  br i1 %256, label %257, label %268

257:                                              ; preds = %243, %257
  %258 = phi ptr [ %260, %257 ], [ %249, %243 ]
  %259 = phi ptr [ %258, %257 ], [ %244, %243 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %259, ptr noundef nonnull align 8 dereferenceable(32) %258, i64 32, i1 false), !tbaa.struct !16
  %260 = getelementptr inbounds i8, ptr %258, i64 -32
  %261 = getelementptr inbounds i8, ptr %258, i64 -8
  %262 = load double, ptr %261, align 8, !tbaa !23
  %263 = fcmp une double %248, %262
  %264 = fcmp ogt double %248, %262
  %265 = load i32, ptr %260, align 8
  %266 = icmp slt i32 %245, %265
  %267 = select i1 %263, i1 %264, i1 %266
  br i1 %267, label %257, label %268, !llvm.loop !25

268:                                              ; preds = %257, %243
  %269 = phi ptr [ %244, %243 ], [ %258, %257 ]
  store i32 %245, ptr %269, align 8, !tbaa !17
  %270 = getelementptr inbounds i8, ptr %269, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %270, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !24
  %271 = getelementptr inbounds i8, ptr %269, i64 24
  store double %248, ptr %271, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3)
  %272 = getelementptr inbounds i8, ptr %244, i64 32
  %273 = icmp eq ptr %244, %183
  br i1 %273, label %323, label %243, !llvm.loop !27

274:                                              ; preds = %188
  %275 = icmp eq ptr %184, %183
  br i1 %275, label %323, label %276

276:                                              ; preds = %274
  %277 = getelementptr inbounds i8, ptr %184, i64 24
  br label %278

278:                                              ; preds = %321, %276
  %279 = phi ptr [ %184, %276 ], [ %280, %321 ]
  %280 = getelementptr inbounds i8, ptr %279, i64 32
  %281 = getelementptr inbounds i8, ptr %279, i64 56
  %282 = load double, ptr %281, align 8, !tbaa !11
  %283 = load double, ptr %277, align 8, !tbaa !23
  %284 = fcmp une double %282, %283
  %285 = fcmp ogt double %282, %283
  %286 = load i32, ptr %280, align 8
  %287 = load i32, ptr %184, align 8
  %288 = icmp slt i32 %286, %287
  %289 = select i1 %284, i1 %285, i1 %288
  br i1 %289, label %290, label %297

290:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %280, i64 32, i1 false), !tbaa.struct !16
  %291 = getelementptr inbounds i8, ptr %279, i64 64
  %292 = ptrtoint ptr %280 to i64
  %293 = sub i64 %292, %190
  %294 = ashr exact i64 %293, 5
  %295 = sub nsw i64 0, %294
  %296 = getelementptr inbounds %struct.Particle, ptr %291, i64 %295
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %296, ptr noundef nonnull align 8 dereferenceable(1) %184, i64 %293, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %184, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  br label %321

297:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1)
  %298 = getelementptr inbounds i8, ptr %279, i64 36
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %298, i64 20, i1 false), !tbaa.struct !24
  %299 = getelementptr inbounds i8, ptr %279, i64 24
  %300 = load double, ptr %299, align 8, !tbaa !23
  %301 = fcmp une double %282, %300
  %302 = fcmp ogt double %282, %300
  %303 = load i32, ptr %279, align 8
  %304 = icmp slt i32 %286, %303
  %305 = select i1 %301, i1 %302, i1 %304
  br i1 %305, label %306, label %317

306:                                              ; preds = %297, %306
  %307 = phi ptr [ %309, %306 ], [ %279, %297 ]
  %308 = phi ptr [ %307, %306 ], [ %280, %297 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %308, ptr noundef nonnull align 8 dereferenceable(32) %307, i64 32, i1 false), !tbaa.struct !16
  %309 = getelementptr inbounds i8, ptr %307, i64 -32
  %310 = getelementptr inbounds i8, ptr %307, i64 -8
  %311 = load double, ptr %310, align 8, !tbaa !23
  %312 = fcmp une double %282, %311
  %313 = fcmp ogt double %282, %311
  %314 = load i32, ptr %309, align 8
  %315 = icmp slt i32 %286, %314
  %316 = select i1 %312, i1 %313, i1 %315
  br i1 %316, label %306, label %317, !llvm.loop !25

317:                                              ; preds = %306, %297
  %318 = phi ptr [ %280, %297 ], [ %307, %306 ]
  store i32 %286, ptr %318, align 8, !tbaa !17
  %319 = getelementptr inbounds i8, ptr %318, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %319, ptr noundef nonnull align 4 dereferenceable(20) %1, i64 20, i1 false), !tbaa.struct !24
  %320 = getelementptr inbounds i8, ptr %318, i64 24
  store double %282, ptr %320, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1)
  br label %321

321:                                              ; preds = %317, %290
  %322 = icmp eq ptr %280, %183
  br i1 %322, label %323, label %278, !llvm.loop !26

323:                                              ; preds = %321, %268, %65, %240, %274
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %325 = load i32, ptr %184, align 8, !tbaa !21
  %326 = getelementptr inbounds i8, ptr %184, i64 24
  %327 = load double, ptr %326, align 8, !tbaa !23
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %325, double noundef %327)
  %329 = load i32, ptr %78, align 8, !tbaa !21
  %330 = getelementptr i8, ptr %184, i64 56
  %331 = load double, ptr %330, align 8, !tbaa !23
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %329, double noundef %331)
  %333 = load i32, ptr %88, align 8, !tbaa !21
  %334 = getelementptr inbounds i8, ptr %184, i64 88
  %335 = load double, ptr %334, align 8, !tbaa !23
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %333, double noundef %335)
  %337 = load i32, ptr %98, align 8, !tbaa !21
  %338 = getelementptr inbounds i8, ptr %184, i64 120
  %339 = load double, ptr %338, align 8, !tbaa !23
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %337, double noundef %339)
  %341 = load i32, ptr %108, align 8, !tbaa !21
  %342 = getelementptr inbounds i8, ptr %184, i64 152
  %343 = load double, ptr %342, align 8, !tbaa !23
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %341, double noundef %343)
  %345 = getelementptr inbounds i8, ptr %184, i64 160
  %346 = load i32, ptr %345, align 8, !tbaa !21
  %347 = getelementptr inbounds i8, ptr %184, i64 184
  %348 = load double, ptr %347, align 8, !tbaa !23
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %346, double noundef %348)
  %350 = getelementptr inbounds i8, ptr %184, i64 192
  %351 = load i32, ptr %350, align 8, !tbaa !21
  %352 = getelementptr inbounds i8, ptr %184, i64 216
  %353 = load double, ptr %352, align 8, !tbaa !23
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %351, double noundef %353)
  %355 = getelementptr inbounds i8, ptr %184, i64 224
  %356 = load i32, ptr %355, align 8, !tbaa !21
  %357 = getelementptr inbounds i8, ptr %184, i64 248
  %358 = load double, ptr %357, align 8, !tbaa !23
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %356, double noundef %358)
  %360 = getelementptr inbounds i8, ptr %184, i64 256
  %361 = load i32, ptr %360, align 8, !tbaa !21
  %362 = getelementptr inbounds i8, ptr %184, i64 280
  %363 = load double, ptr %362, align 8, !tbaa !23
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %361, double noundef %363)
  %365 = getelementptr inbounds i8, ptr %184, i64 288
  %366 = load i32, ptr %365, align 8, !tbaa !21
  %367 = getelementptr inbounds i8, ptr %184, i64 312
  %368 = load double, ptr %367, align 8, !tbaa !23
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %366, double noundef %368)
  %370 = tail call i32 @putchar(i32 10)
  tail call void @llvm.assume(i1 %10)
  br label %503

371:                                              ; preds = %541
  %372 = ptrtoint ptr %542 to i64
  %373 = ptrtoint ptr %545 to i64
  %374 = ptrtoint ptr %544 to i64
  %375 = sub i64 %373, %374
  %376 = ashr exact i64 %375, 3
  %377 = lshr i64 %376, 1
  %378 = getelementptr inbounds double, ptr %544, i64 %377
  %379 = icmp eq ptr %544, %545
  %380 = icmp eq ptr %378, %545
  %381 = select i1 %379, i1 true, i1 %380
  br i1 %381, label %388, label %382

382:                                              ; preds = %371
  %383 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %376, i1 true)
  %384 = shl nuw nsw i64 %383, 1
  %385 = xor i64 %384, 126
  tail call void @_ZSt13__introselectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_T1_(ptr %544, ptr %378, ptr nonnull %545, i64 noundef %385)
  %386 = load double, ptr %378, align 8, !tbaa !11
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %386)
  br label %395

388:                                              ; preds = %371
  %389 = load double, ptr %378, align 8, !tbaa !11
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %389)
  br i1 %379, label %391, label %395

391:                                              ; preds = %388
  %392 = load double, ptr %544, align 8, !tbaa !11
  %393 = load double, ptr %543, align 8, !tbaa !11
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %392, double noundef %393)
  br label %402

395:                                              ; preds = %382, %388
  %396 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %376, i1 true)
  %397 = shl nuw nsw i64 %396, 1
  %398 = xor i64 %397, 126
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_T1_(ptr nonnull %544, ptr nonnull %545, i64 noundef %398)
  tail call void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_(ptr nonnull %544, ptr nonnull %545)
  %399 = load double, ptr %544, align 8, !tbaa !11
  %400 = load double, ptr %543, align 8, !tbaa !11
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %399, double noundef %400)
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(ptr nonnull %544, ptr nonnull %545, i64 noundef %398)
  tail call void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(ptr nonnull %544, ptr nonnull %545)
  br label %402

402:                                              ; preds = %391, %395
  %403 = icmp sgt i64 %376, 0
  br i1 %403, label %404, label %419

404:                                              ; preds = %402, %404
  %405 = phi i64 [ %415, %404 ], [ %376, %402 ]
  %406 = phi ptr [ %414, %404 ], [ %544, %402 ]
  %407 = lshr i64 %405, 1
  %408 = getelementptr inbounds double, ptr %406, i64 %407
  %409 = load double, ptr %408, align 8, !tbaa !11
  %410 = fcmp olt double %409, 0.000000e+00
  %411 = getelementptr inbounds i8, ptr %408, i64 8
  %412 = xor i64 %407, -1
  %413 = add nsw i64 %405, %412
  %414 = select i1 %410, ptr %411, ptr %406
  %415 = select i1 %410, i64 %413, i64 %407
  %416 = icmp sgt i64 %415, 0
  br i1 %416, label %404, label %417, !llvm.loop !28

417:                                              ; preds = %404
  %418 = ptrtoint ptr %414 to i64
  br label %419

419:                                              ; preds = %417, %402
  %420 = phi i64 [ %418, %417 ], [ %374, %402 ]
  %421 = sub i64 %420, %374
  %422 = ashr exact i64 %421, 3
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %422)
  br i1 %10, label %424, label %434

424:                                              ; preds = %419, %424
  %425 = phi i32 [ %431, %424 ], [ 0, %419 ]
  %426 = phi ptr [ %432, %424 ], [ %184, %419 ]
  %427 = getelementptr inbounds i8, ptr %426, i64 24
  %428 = load double, ptr %427, align 8, !tbaa !23
  %429 = fcmp oge double %428, 2.500000e+00
  %430 = zext i1 %429 to i32
  %431 = add i32 %425, %430
  %432 = getelementptr inbounds i8, ptr %426, i64 32
  %433 = icmp eq ptr %426, %183
  br i1 %433, label %434, label %424, !llvm.loop !29

434:                                              ; preds = %424, %419
  %435 = phi i32 [ 0, %419 ], [ %431, %424 ]
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %435)
  %437 = tail call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #21
  %438 = getelementptr inbounds i8, ptr %437, i64 56
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %437, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_8EEEvT_SD_T0_T1_"(ptr nonnull %437, ptr nonnull %438, i64 noundef 4)
  %439 = getelementptr inbounds i8, ptr %437, i64 8
  br label %440

440:                                              ; preds = %434, %461
  %441 = phi i64 [ %463, %461 ], [ 8, %434 ]
  %442 = phi ptr [ %443, %461 ], [ %437, %434 ]
  %443 = getelementptr inbounds i8, ptr %437, i64 %441
  %444 = load ptr, ptr %443, align 8, !tbaa !30
  %445 = load ptr, ptr %437, align 8, !tbaa !30
  %446 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %444, ptr noundef nonnull readonly dereferenceable(1) %445) #23
  %447 = icmp slt i32 %446, 0
  br i1 %447, label %448, label %449

448:                                              ; preds = %440
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %439, ptr noundef nonnull align 8 dereferenceable(1) %437, i64 %441, i1 false)
  br label %461

449:                                              ; preds = %440
  %450 = load ptr, ptr %442, align 8, !tbaa !30
  %451 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %444, ptr noundef nonnull readonly dereferenceable(1) %450) #23
  %452 = icmp slt i32 %451, 0
  br i1 %452, label %453, label %461

453:                                              ; preds = %449, %453
  %454 = phi ptr [ %458, %453 ], [ %450, %449 ]
  %455 = phi ptr [ %457, %453 ], [ %442, %449 ]
  %456 = phi ptr [ %455, %453 ], [ %443, %449 ]
  store ptr %454, ptr %456, align 8, !tbaa !30
  %457 = getelementptr inbounds i8, ptr %455, i64 -8
  %458 = load ptr, ptr %457, align 8, !tbaa !30
  %459 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %444, ptr noundef nonnull readonly dereferenceable(1) %458) #23
  %460 = icmp slt i32 %459, 0
  br i1 %460, label %453, label %461, !llvm.loop !32

461:                                              ; preds = %453, %449, %448
  %462 = phi ptr [ %437, %448 ], [ %443, %449 ], [ %455, %453 ]
  store ptr %444, ptr %462, align 8, !tbaa !30
  %463 = add nuw nsw i64 %441, 8
  %464 = icmp eq i64 %463, 56
  br i1 %464, label %465, label %440, !llvm.loop !33

465:                                              ; preds = %461
  %466 = load ptr, ptr %437, align 8, !tbaa !30
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %466)
  %468 = load ptr, ptr %439, align 8, !tbaa !30
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %468)
  %470 = getelementptr inbounds i8, ptr %437, i64 16
  %471 = load ptr, ptr %470, align 8, !tbaa !30
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %471)
  %473 = getelementptr inbounds i8, ptr %437, i64 24
  %474 = load ptr, ptr %473, align 8, !tbaa !30
  %475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %474)
  %476 = getelementptr inbounds i8, ptr %437, i64 32
  %477 = load ptr, ptr %476, align 8, !tbaa !30
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %477)
  %479 = getelementptr inbounds i8, ptr %437, i64 40
  %480 = load ptr, ptr %479, align 8, !tbaa !30
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %480)
  %482 = getelementptr inbounds i8, ptr %437, i64 48
  %483 = load ptr, ptr %482, align 8, !tbaa !30
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %483)
  %485 = tail call i32 @putchar(i32 10)
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_SD_T0_T1_"(ptr nonnull %437, ptr nonnull %438, i64 noundef 4)
  tail call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEENS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_SD_T0_"(ptr nonnull %437, ptr nonnull %438)
  %486 = load ptr, ptr %437, align 8, !tbaa !30
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %486)
  %488 = load ptr, ptr %439, align 8, !tbaa !30
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %488)
  %490 = load ptr, ptr %470, align 8, !tbaa !30
  %491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %490)
  %492 = load ptr, ptr %473, align 8, !tbaa !30
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %492)
  %494 = load ptr, ptr %476, align 8, !tbaa !30
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %494)
  %496 = load ptr, ptr %479, align 8, !tbaa !30
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %496)
  %498 = load ptr, ptr %482, align 8, !tbaa !30
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %498)
  %500 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #19
  store i32 0, ptr %7, align 4, !tbaa !17
  %501 = tail call noalias noundef nonnull dereferenceable(256) ptr @_Znwm(i64 noundef 256) #21
  %502 = getelementptr inbounds i8, ptr %501, i64 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %501, i8 0, i64 256, i1 false)
  br label %639

503:                                              ; preds = %323, %541
  %504 = phi ptr [ %544, %541 ], [ null, %323 ]
  %505 = phi ptr [ %545, %541 ], [ null, %323 ]
  %506 = phi ptr [ %542, %541 ], [ null, %323 ]
  %507 = phi ptr [ %546, %541 ], [ %184, %323 ]
  %508 = getelementptr inbounds i8, ptr %507, i64 8
  %509 = icmp eq ptr %505, %506
  br i1 %509, label %512, label %510

510:                                              ; preds = %503
  %511 = load double, ptr %508, align 8, !tbaa !11
  store double %511, ptr %505, align 8, !tbaa !11
  br label %541

512:                                              ; preds = %503
  %513 = ptrtoint ptr %505 to i64
  %514 = ptrtoint ptr %504 to i64
  %515 = sub i64 %513, %514
  %516 = icmp eq i64 %515, 9223372036854775800
  br i1 %516, label %517, label %518

517:                                              ; preds = %512
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #20
  unreachable

518:                                              ; preds = %512
  %519 = ashr exact i64 %515, 3
  %520 = tail call i64 @llvm.umax.i64(i64 %519, i64 1)
  %521 = add nsw i64 %520, %519
  %522 = icmp ult i64 %521, %519
  %523 = tail call i64 @llvm.umin.i64(i64 %521, i64 1152921504606846975)
  %524 = select i1 %522, i64 1152921504606846975, i64 %523
  %525 = icmp eq i64 %524, 0
  br i1 %525, label %529, label %526

526:                                              ; preds = %518
  %527 = shl nuw nsw i64 %524, 3
  %528 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %527) #21
  br label %529

529:                                              ; preds = %526, %518
  %530 = phi ptr [ %528, %526 ], [ null, %518 ]
  %531 = getelementptr inbounds double, ptr %530, i64 %519
  %532 = load double, ptr %508, align 8, !tbaa !11
  store double %532, ptr %531, align 8, !tbaa !11
  %533 = icmp sgt i64 %515, 0
  br i1 %533, label %534, label %535

534:                                              ; preds = %529
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %530, ptr align 8 %504, i64 %515, i1 false)
  br label %535

535:                                              ; preds = %529, %534
  %536 = getelementptr inbounds i8, ptr %530, i64 %515
  %537 = icmp eq ptr %504, null
  br i1 %537, label %539, label %538

538:                                              ; preds = %535
  tail call void @_ZdlPvm(ptr noundef nonnull %504, i64 noundef %515) #22
  br label %539

539:                                              ; preds = %535, %538
  %540 = getelementptr inbounds double, ptr %530, i64 %524
  br label %541

541:                                              ; preds = %510, %539
  %542 = phi ptr [ %540, %539 ], [ %506, %510 ]
  %543 = phi ptr [ %536, %539 ], [ %505, %510 ]
  %544 = phi ptr [ %530, %539 ], [ %504, %510 ]
  %545 = getelementptr inbounds i8, ptr %543, i64 8
  %546 = getelementptr inbounds i8, ptr %507, i64 32
  %547 = icmp eq ptr %507, %183
  br i1 %547, label %371, label %503

548:                                              ; preds = %639
  %549 = getelementptr inbounds i8, ptr %501, i64 256
  call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_11EEEvT_SB_T0_T1_"(ptr nonnull %501, ptr nonnull %549, i64 noundef 12, ptr nonnull %7)
  br label %550

550:                                              ; preds = %548, %573
  %551 = phi i64 [ %575, %573 ], [ 4, %548 ]
  %552 = phi ptr [ %553, %573 ], [ %501, %548 ]
  %553 = getelementptr inbounds i8, ptr %501, i64 %551
  %554 = load i32, ptr %553, align 4, !tbaa !17
  %555 = load i32, ptr %501, align 4, !tbaa !17
  %556 = load i32, ptr %7, align 4, !tbaa !17
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr %7, align 4, !tbaa !17
  %558 = icmp slt i32 %554, %555
  br i1 %558, label %559, label %560

559:                                              ; preds = %550
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %502, ptr noundef nonnull align 4 dereferenceable(1) %501, i64 %551, i1 false)
  br label %573

560:                                              ; preds = %550
  %561 = load i32, ptr %552, align 4, !tbaa !17
  %562 = add nsw i32 %556, 2
  store i32 %562, ptr %7, align 4, !tbaa !17
  %563 = icmp slt i32 %554, %561
  br i1 %563, label %564, label %573

564:                                              ; preds = %560, %564
  %565 = phi i32 [ %569, %564 ], [ %561, %560 ]
  %566 = phi ptr [ %568, %564 ], [ %552, %560 ]
  %567 = phi ptr [ %566, %564 ], [ %553, %560 ]
  store i32 %565, ptr %567, align 4, !tbaa !17
  %568 = getelementptr inbounds i8, ptr %566, i64 -4
  %569 = load i32, ptr %568, align 4, !tbaa !17
  %570 = load i32, ptr %7, align 4, !tbaa !17
  %571 = add nsw i32 %570, 1
  store i32 %571, ptr %7, align 4, !tbaa !17
  %572 = icmp slt i32 %554, %569
  br i1 %572, label %564, label %573, !llvm.loop !34

573:                                              ; preds = %564, %560, %559
  %574 = phi ptr [ %501, %559 ], [ %553, %560 ], [ %566, %564 ]
  store i32 %554, ptr %574, align 4, !tbaa !17
  %575 = add nuw nsw i64 %551, 4
  %576 = icmp eq i64 %575, 64
  br i1 %576, label %577, label %550, !llvm.loop !35

577:                                              ; preds = %573, %595
  %578 = phi i64 [ %597, %595 ], [ 64, %573 ]
  %579 = getelementptr inbounds i8, ptr %501, i64 %578
  %580 = load i32, ptr %579, align 4, !tbaa !17
  %581 = getelementptr inbounds i8, ptr %579, i64 -4
  %582 = load i32, ptr %581, align 4, !tbaa !17
  %583 = load i32, ptr %7, align 4, !tbaa !17
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr %7, align 4, !tbaa !17
  %585 = icmp slt i32 %580, %582
  br i1 %585, label %586, label %595

586:                                              ; preds = %577, %586
  %587 = phi i32 [ %591, %586 ], [ %582, %577 ]
  %588 = phi ptr [ %590, %586 ], [ %581, %577 ]
  %589 = phi ptr [ %588, %586 ], [ %579, %577 ]
  store i32 %587, ptr %589, align 4, !tbaa !17
  %590 = getelementptr inbounds i8, ptr %588, i64 -4
  %591 = load i32, ptr %590, align 4, !tbaa !17
  %592 = load i32, ptr %7, align 4, !tbaa !17
  %593 = add nsw i32 %592, 1
  store i32 %593, ptr %7, align 4, !tbaa !17
  %594 = icmp slt i32 %580, %591
  br i1 %594, label %586, label %595, !llvm.loop !34

595:                                              ; preds = %586, %577
  %596 = phi ptr [ %579, %577 ], [ %588, %586 ]
  store i32 %580, ptr %596, align 4, !tbaa !17
  %597 = add nuw nsw i64 %578, 4
  %598 = icmp eq i64 %597, 256
  br i1 %598, label %599, label %577, !llvm.loop !36

599:                                              ; preds = %595, %620
  %600 = phi i64 [ %618, %620 ], [ 0, %595 ]
  %601 = or disjoint i64 %600, 4
  %602 = getelementptr inbounds i8, ptr %501, i64 %600
  %603 = getelementptr inbounds i8, ptr %501, i64 %601
  %604 = load i32, ptr %603, align 4, !tbaa !17
  %605 = load i32, ptr %602, align 4, !tbaa !17
  %606 = icmp slt i32 %604, %605
  br i1 %606, label %624, label %607, !llvm.loop !37

607:                                              ; preds = %599
  %608 = or disjoint i64 %600, 8
  %609 = getelementptr inbounds i8, ptr %501, i64 %608
  %610 = load i32, ptr %609, align 4, !tbaa !17
  %611 = icmp slt i32 %610, %604
  br i1 %611, label %624, label %612, !llvm.loop !37

612:                                              ; preds = %607
  %613 = or disjoint i64 %600, 12
  %614 = getelementptr inbounds i8, ptr %501, i64 %613
  %615 = load i32, ptr %614, align 4, !tbaa !17
  %616 = icmp slt i32 %615, %610
  br i1 %616, label %624, label %617, !llvm.loop !37

617:                                              ; preds = %612
  %618 = add nuw nsw i64 %600, 16
  %619 = icmp eq i64 %618, 256
  br i1 %619, label %624, label %620

620:                                              ; preds = %617
  %621 = getelementptr inbounds i8, ptr %501, i64 %618
  %622 = load i32, ptr %621, align 4, !tbaa !17
  %623 = icmp slt i32 %622, %615
  br i1 %623, label %624, label %599, !llvm.loop !37

624:                                              ; preds = %620, %617, %612, %607, %599
  %625 = phi i1 [ false, %599 ], [ false, %607 ], [ false, %612 ], [ %619, %617 ], [ %619, %620 ]
  %626 = zext i1 %625 to i32
  %627 = load i32, ptr %7, align 4, !tbaa !17
  %628 = icmp sgt i32 %627, 0
  %629 = zext i1 %628 to i32
  %630 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %626, i32 noundef %629)
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 1.600000e+01, double noundef 1.000000e+01)
  tail call void @_ZdlPvm(ptr noundef nonnull %501, i64 noundef 256) #22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #19
  tail call void @_ZdlPvm(ptr noundef nonnull %437, i64 noundef 56) #22
  %632 = sub i64 %372, %374
  tail call void @_ZdlPvm(ptr noundef nonnull %544, i64 noundef %632) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #19
  %633 = icmp eq ptr %184, null
  br i1 %633, label %638, label %634

634:                                              ; preds = %624
  %635 = ptrtoint ptr %182 to i64
  %636 = ptrtoint ptr %184 to i64
  %637 = sub i64 %635, %636
  tail call void @_ZdlPvm(ptr noundef nonnull %184, i64 noundef %637) #22
  br label %638

638:                                              ; preds = %624, %634
  ret i32 0

639:                                              ; preds = %639, %465
  %640 = phi i64 [ 0, %465 ], [ %660, %639 ]
  %641 = trunc i64 %640 to i32
  %642 = mul nuw nsw i32 %641, 37
  %643 = and i32 %642, 60
  %644 = getelementptr inbounds i32, ptr %501, i64 %640
  store i32 %643, ptr %644, align 4, !tbaa !17
  %645 = or disjoint i64 %640, 1
  %646 = trunc i64 %645 to i32
  %647 = mul nuw nsw i32 %646, 37
  %648 = and i32 %647, 61
  %649 = getelementptr inbounds i32, ptr %501, i64 %645
  store i32 %648, ptr %649, align 4, !tbaa !17
  %650 = or disjoint i64 %640, 2
  %651 = trunc i64 %650 to i32
  %652 = mul nuw nsw i32 %651, 37
  %653 = and i32 %652, 62
  %654 = getelementptr inbounds i32, ptr %501, i64 %650
  store i32 %653, ptr %654, align 4, !tbaa !17
  %655 = or disjoint i64 %640, 3
  %656 = trunc i64 %655 to i32
  %657 = mul nuw nsw i32 %656, 37
  %658 = and i32 %657, 63
  %659 = getelementptr inbounds i32, ptr %501, i64 %655
  store i32 %658, ptr %659, align 4, !tbaa !17
  %660 = add nuw nsw i64 %640, 4
  %661 = icmp eq i64 %660, 64
  br i1 %661, label %548, label %639, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_T1_"(ptr %0, ptr %1, i64 noundef %2, ptr nocapture readonly %3) unnamed_addr #9 {
  %5 = alloca %struct.Particle, align 8
  %6 = alloca %struct.Particle, align 8
  %7 = alloca %struct.Particle, align 8
  %8 = alloca %struct.Particle, align 8
  %9 = alloca %struct.Particle, align 8
  %10 = alloca %struct.Particle, align 8
  %11 = alloca %struct.Particle, align 8
  %12 = alloca %struct.Particle, align 8
  %13 = ptrtoint ptr %0 to i64
  %14 = ptrtoint ptr %1 to i64
  %15 = sub i64 %14, %13
  %16 = ashr exact i64 %15, 5
  %17 = icmp sgt i64 %16, 16
  br i1 %17, label %18, label %195

18:                                               ; preds = %4
  %19 = getelementptr inbounds i8, ptr %0, i64 32
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = icmp eq i64 %2, 0
  br i1 %25, label %28, label %48

26:                                               ; preds = %190
  %27 = icmp eq i64 %52, 0
  br i1 %27, label %28, label %48, !llvm.loop !39

28:                                               ; preds = %26, %18
  %29 = phi i64 [ %16, %18 ], [ %193, %26 ]
  %30 = phi i64 [ %15, %18 ], [ %192, %26 ]
  %31 = phi ptr [ %1, %18 ], [ %148, %26 ]
  %32 = add nsw i64 %29, -2
  %33 = lshr i64 %32, 1
  br label %34

34:                                               ; preds = %34, %28
  %35 = phi i64 [ %33, %28 ], [ %38, %34 ]
  %36 = getelementptr inbounds %struct.Particle, ptr %0, i64 %35
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElS2_NS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_T0_SD_T1_T2_"(ptr %0, i64 noundef %35, i64 noundef %29, ptr noundef nonnull byval(%struct.Particle) align 8 %36, ptr readonly %3)
  %37 = icmp eq i64 %35, 0
  %38 = add nsw i64 %35, -1
  br i1 %37, label %39, label %34, !llvm.loop !40

39:                                               ; preds = %34
  %40 = icmp sgt i64 %30, 32
  br i1 %40, label %41, label %195

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %31, %39 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 -32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(32) %43, i64 32, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %43, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  %44 = ptrtoint ptr %43 to i64
  %45 = sub i64 %44, %13
  %46 = ashr exact i64 %45, 5
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElS2_NS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_T0_SD_T1_T2_"(ptr %0, i64 noundef 0, i64 noundef %46, ptr noundef nonnull byval(%struct.Particle) align 8 %12, ptr readonly %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %47 = icmp sgt i64 %45, 32
  br i1 %47, label %41, label %195, !llvm.loop !41

48:                                               ; preds = %18, %26
  %49 = phi ptr [ %148, %26 ], [ %1, %18 ]
  %50 = phi i64 [ %52, %26 ], [ %2, %18 ]
  %51 = phi i64 [ %193, %26 ], [ %16, %18 ]
  %52 = add nsw i64 %50, -1
  %53 = lshr i64 %51, 1
  %54 = getelementptr inbounds %struct.Particle, ptr %0, i64 %53
  %55 = getelementptr inbounds i8, ptr %49, i64 -32
  %56 = load double, ptr %20, align 8, !tbaa !12
  %57 = load double, ptr %3, align 8, !tbaa !5
  %58 = fsub double %56, %57
  %59 = load double, ptr %21, align 8, !tbaa !15
  %60 = load double, ptr %22, align 8, !tbaa !10
  %61 = fsub double %59, %60
  %62 = tail call noundef double @hypot(double noundef %58, double noundef %61) #19
  %63 = getelementptr inbounds i8, ptr %54, i64 8
  %64 = load double, ptr %63, align 8, !tbaa !12
  %65 = load double, ptr %3, align 8, !tbaa !5
  %66 = fsub double %64, %65
  %67 = getelementptr inbounds i8, ptr %54, i64 16
  %68 = load double, ptr %67, align 8, !tbaa !15
  %69 = load double, ptr %22, align 8, !tbaa !10
  %70 = fsub double %68, %69
  %71 = tail call noundef double @hypot(double noundef %66, double noundef %70) #19
  %72 = fcmp olt double %62, %71
  %73 = load double, ptr %3, align 8, !tbaa !5
  %74 = load double, ptr %22, align 8, !tbaa !10
  %75 = getelementptr inbounds i8, ptr %49, i64 -24
  %76 = getelementptr inbounds i8, ptr %49, i64 -16
  br i1 %72, label %77, label %110

77:                                               ; preds = %48
  %78 = load double, ptr %63, align 8, !tbaa !12
  %79 = fsub double %78, %73
  %80 = load double, ptr %67, align 8, !tbaa !15
  %81 = fsub double %80, %74
  %82 = tail call noundef double @hypot(double noundef %79, double noundef %81) #19
  %83 = load double, ptr %75, align 8, !tbaa !12
  %84 = load double, ptr %3, align 8, !tbaa !5
  %85 = fsub double %83, %84
  %86 = load double, ptr %76, align 8, !tbaa !15
  %87 = load double, ptr %22, align 8, !tbaa !10
  %88 = fsub double %86, %87
  %89 = tail call noundef double @hypot(double noundef %85, double noundef %88) #19
  %90 = fcmp olt double %82, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %54, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %54, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  br label %143

92:                                               ; preds = %77
  %93 = load double, ptr %20, align 8, !tbaa !12
  %94 = load double, ptr %3, align 8, !tbaa !5
  %95 = fsub double %93, %94
  %96 = load double, ptr %21, align 8, !tbaa !15
  %97 = load double, ptr %22, align 8, !tbaa !10
  %98 = fsub double %96, %97
  %99 = tail call noundef double @hypot(double noundef %95, double noundef %98) #19
  %100 = load double, ptr %75, align 8, !tbaa !12
  %101 = load double, ptr %3, align 8, !tbaa !5
  %102 = fsub double %100, %101
  %103 = load double, ptr %76, align 8, !tbaa !15
  %104 = load double, ptr %22, align 8, !tbaa !10
  %105 = fsub double %103, %104
  %106 = tail call noundef double @hypot(double noundef %102, double noundef %105) #19
  %107 = fcmp olt double %99, %106
  br i1 %107, label %108, label %109

108:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %55, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %55, ptr noundef nonnull align 8 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  br label %143

109:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %9, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  br label %143

110:                                              ; preds = %48
  %111 = load double, ptr %20, align 8, !tbaa !12
  %112 = fsub double %111, %73
  %113 = load double, ptr %21, align 8, !tbaa !15
  %114 = fsub double %113, %74
  %115 = tail call noundef double @hypot(double noundef %112, double noundef %114) #19
  %116 = load double, ptr %75, align 8, !tbaa !12
  %117 = load double, ptr %3, align 8, !tbaa !5
  %118 = fsub double %116, %117
  %119 = load double, ptr %76, align 8, !tbaa !15
  %120 = load double, ptr %22, align 8, !tbaa !10
  %121 = fsub double %119, %120
  %122 = tail call noundef double @hypot(double noundef %118, double noundef %121) #19
  %123 = fcmp olt double %115, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  br label %143

125:                                              ; preds = %110
  %126 = load double, ptr %63, align 8, !tbaa !12
  %127 = load double, ptr %3, align 8, !tbaa !5
  %128 = fsub double %126, %127
  %129 = load double, ptr %67, align 8, !tbaa !15
  %130 = load double, ptr %22, align 8, !tbaa !10
  %131 = fsub double %129, %130
  %132 = tail call noundef double @hypot(double noundef %128, double noundef %131) #19
  %133 = load double, ptr %75, align 8, !tbaa !12
  %134 = load double, ptr %3, align 8, !tbaa !5
  %135 = fsub double %133, %134
  %136 = load double, ptr %76, align 8, !tbaa !15
  %137 = load double, ptr %22, align 8, !tbaa !10
  %138 = fsub double %136, %137
  %139 = tail call noundef double @hypot(double noundef %135, double noundef %138) #19
  %140 = fcmp olt double %132, %139
  br i1 %140, label %141, label %142

141:                                              ; preds = %125
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %55, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %55, ptr noundef nonnull align 8 dereferenceable(32) %7, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7)
  br label %143

142:                                              ; preds = %125
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %54, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %54, ptr noundef nonnull align 8 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  br label %143

143:                                              ; preds = %142, %141, %124, %109, %108, %91
  br label %144

144:                                              ; preds = %143, %189
  %145 = phi ptr [ %169, %189 ], [ %49, %143 ]
  %146 = phi ptr [ %166, %189 ], [ %19, %143 ]
  br label %147

147:                                              ; preds = %147, %144
  %148 = phi ptr [ %146, %144 ], [ %166, %147 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = load double, ptr %3, align 8, !tbaa !5
  %152 = fsub double %150, %151
  %153 = getelementptr inbounds i8, ptr %148, i64 16
  %154 = load double, ptr %153, align 8, !tbaa !15
  %155 = load double, ptr %22, align 8, !tbaa !10
  %156 = fsub double %154, %155
  %157 = tail call noundef double @hypot(double noundef %152, double noundef %156) #19
  %158 = load double, ptr %23, align 8, !tbaa !12
  %159 = load double, ptr %3, align 8, !tbaa !5
  %160 = fsub double %158, %159
  %161 = load double, ptr %24, align 8, !tbaa !15
  %162 = load double, ptr %22, align 8, !tbaa !10
  %163 = fsub double %161, %162
  %164 = tail call noundef double @hypot(double noundef %160, double noundef %163) #19
  %165 = fcmp olt double %157, %164
  %166 = getelementptr inbounds i8, ptr %148, i64 32
  br i1 %165, label %147, label %167, !llvm.loop !42

167:                                              ; preds = %147, %167
  %168 = phi ptr [ %169, %167 ], [ %145, %147 ]
  %169 = getelementptr inbounds i8, ptr %168, i64 -32
  %170 = load double, ptr %23, align 8, !tbaa !12
  %171 = load double, ptr %3, align 8, !tbaa !5
  %172 = fsub double %170, %171
  %173 = load double, ptr %24, align 8, !tbaa !15
  %174 = load double, ptr %22, align 8, !tbaa !10
  %175 = fsub double %173, %174
  %176 = tail call noundef double @hypot(double noundef %172, double noundef %175) #19
  %177 = getelementptr inbounds i8, ptr %168, i64 -24
  %178 = load double, ptr %177, align 8, !tbaa !12
  %179 = load double, ptr %3, align 8, !tbaa !5
  %180 = fsub double %178, %179
  %181 = getelementptr inbounds i8, ptr %168, i64 -16
  %182 = load double, ptr %181, align 8, !tbaa !15
  %183 = load double, ptr %22, align 8, !tbaa !10
  %184 = fsub double %182, %183
  %185 = tail call noundef double @hypot(double noundef %180, double noundef %184) #19
  %186 = fcmp olt double %176, %185
  br i1 %186, label %167, label %187, !llvm.loop !43

187:                                              ; preds = %167
  %188 = icmp ult ptr %148, %169
  br i1 %188, label %189, label %190

189:                                              ; preds = %187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %148, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %148, ptr noundef nonnull align 8 dereferenceable(32) %169, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %169, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  br label %144, !llvm.loop !44

190:                                              ; preds = %187
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_T1_"(ptr %148, ptr %49, i64 noundef %52, ptr nonnull %3)
  %191 = ptrtoint ptr %148 to i64
  %192 = sub i64 %191, %13
  %193 = ashr exact i64 %192, 5
  %194 = icmp sgt i64 %193, 16
  br i1 %194, label %26, label %195, !llvm.loop !39

195:                                              ; preds = %190, %41, %4, %39
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElS2_NS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_T0_SD_T1_T2_"(ptr nocapture %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef readonly byval(%struct.Particle) align 8 %3, ptr nocapture readonly %4) unnamed_addr #9 {
  %6 = add nsw i64 %2, -1
  %7 = sdiv i64 %6, 2
  %8 = icmp sgt i64 %7, %1
  br i1 %8, label %9, label %41

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ %1, %9 ], [ %37, %11 ]
  %13 = shl i64 %12, 1
  %14 = add i64 %13, 2
  %15 = getelementptr inbounds %struct.Particle, ptr %0, i64 %14
  %16 = or disjoint i64 %13, 1
  %17 = getelementptr inbounds %struct.Particle, ptr %0, i64 %16
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !12
  %20 = load double, ptr %4, align 8, !tbaa !5
  %21 = fsub double %19, %20
  %22 = getelementptr inbounds i8, ptr %15, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !15
  %24 = load double, ptr %10, align 8, !tbaa !10
  %25 = fsub double %23, %24
  %26 = tail call noundef double @hypot(double noundef %21, double noundef %25) #19
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !12
  %29 = load double, ptr %4, align 8, !tbaa !5
  %30 = fsub double %28, %29
  %31 = getelementptr inbounds i8, ptr %17, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !15
  %33 = load double, ptr %10, align 8, !tbaa !10
  %34 = fsub double %32, %33
  %35 = tail call noundef double @hypot(double noundef %30, double noundef %34) #19
  %36 = fcmp olt double %26, %35
  %37 = select i1 %36, i64 %16, i64 %14
  %38 = getelementptr inbounds %struct.Particle, ptr %0, i64 %37
  %39 = getelementptr inbounds %struct.Particle, ptr %0, i64 %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %39, ptr noundef nonnull align 8 dereferenceable(32) %38, i64 32, i1 false), !tbaa.struct !16
  %40 = icmp slt i64 %37, %7
  br i1 %40, label %11, label %41, !llvm.loop !45

41:                                               ; preds = %11, %5
  %42 = phi i64 [ %1, %5 ], [ %37, %11 ]
  %43 = and i64 %2, 1
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %45, label %54

45:                                               ; preds = %41
  %46 = add nsw i64 %2, -2
  %47 = ashr exact i64 %46, 1
  %48 = icmp eq i64 %42, %47
  br i1 %48, label %49, label %54

49:                                               ; preds = %45
  %50 = shl nsw i64 %42, 1
  %51 = or disjoint i64 %50, 1
  %52 = getelementptr inbounds %struct.Particle, ptr %0, i64 %51
  %53 = getelementptr inbounds %struct.Particle, ptr %0, i64 %42
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %53, ptr noundef nonnull align 8 dereferenceable(32) %52, i64 32, i1 false), !tbaa.struct !16
  br label %54

54:                                               ; preds = %49, %45, %41
  %55 = phi i64 [ %51, %49 ], [ %42, %45 ], [ %42, %41 ]
  %56 = load i64, ptr %3, align 8
  %57 = getelementptr inbounds i8, ptr %3, i64 8
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %3, i64 16
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = getelementptr inbounds i8, ptr %3, i64 24
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = icmp sgt i64 %55, %1
  br i1 %63, label %64, label %89

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  br label %66

66:                                               ; preds = %64, %86
  %67 = phi i64 [ %69, %86 ], [ %55, %64 ]
  %68 = add nsw i64 %67, -1
  %69 = sdiv i64 %68, 2
  %70 = getelementptr inbounds %struct.Particle, ptr %0, i64 %69
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = load double, ptr %4, align 8, !tbaa !5
  %74 = fsub double %72, %73
  %75 = getelementptr inbounds i8, ptr %70, i64 16
  %76 = load double, ptr %75, align 8, !tbaa !15
  %77 = load double, ptr %65, align 8, !tbaa !10
  %78 = fsub double %76, %77
  %79 = tail call noundef double @hypot(double noundef %74, double noundef %78) #19
  %80 = load double, ptr %4, align 8, !tbaa !5
  %81 = fsub double %58, %80
  %82 = load double, ptr %65, align 8, !tbaa !10
  %83 = fsub double %60, %82
  %84 = tail call noundef double @hypot(double noundef %81, double noundef %83) #19
  %85 = fcmp olt double %79, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %66
  %87 = getelementptr inbounds %struct.Particle, ptr %0, i64 %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %87, ptr noundef nonnull align 8 dereferenceable(32) %70, i64 32, i1 false), !tbaa.struct !16
  %88 = icmp sgt i64 %69, %1
  br i1 %88, label %66, label %89, !llvm.loop !46

89:                                               ; preds = %66, %86, %54
  %90 = phi i64 [ %55, %54 ], [ %67, %66 ], [ %69, %86 ]
  %91 = getelementptr inbounds %struct.Particle, ptr %0, i64 %90
  store i64 %56, ptr %91, align 8
  %92 = getelementptr inbounds i8, ptr %91, i64 8
  store double %58, ptr %92, align 8, !tbaa !11
  %93 = getelementptr inbounds i8, ptr %91, i64 16
  store double %60, ptr %93, align 8, !tbaa !11
  %94 = getelementptr inbounds i8, ptr %91, i64 24
  store double %62, ptr %94, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress norecurse nounwind uwtable
define internal fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEENS0_5__ops15_Iter_comp_iterIZ4mainE3$_5EEEvT_SC_T0_"(ptr %0, ptr readnone %1, ptr nocapture readonly %2) unnamed_addr #0 {
  %4 = alloca %struct.Particle, align 8
  %5 = icmp eq ptr %0, %1
  br i1 %5, label %73, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = icmp eq ptr %7, %1
  br i1 %8, label %73, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = ptrtoint ptr %0 to i64
  br label %14

14:                                               ; preds = %9, %70
  %15 = phi ptr [ %7, %9 ], [ %71, %70 ]
  %16 = phi ptr [ %0, %9 ], [ %15, %70 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 40
  %18 = load double, ptr %17, align 8, !tbaa !12
  %19 = load double, ptr %2, align 8, !tbaa !5
  %20 = fsub double %18, %19
  %21 = getelementptr inbounds i8, ptr %16, i64 48
  %22 = load double, ptr %21, align 8, !tbaa !15
  %23 = load double, ptr %10, align 8, !tbaa !10
  %24 = fsub double %22, %23
  %25 = tail call noundef double @hypot(double noundef %20, double noundef %24) #19
  %26 = load double, ptr %11, align 8, !tbaa !12
  %27 = load double, ptr %2, align 8, !tbaa !5
  %28 = fsub double %26, %27
  %29 = load double, ptr %12, align 8, !tbaa !15
  %30 = load double, ptr %10, align 8, !tbaa !10
  %31 = fsub double %29, %30
  %32 = tail call noundef double @hypot(double noundef %28, double noundef %31) #19
  %33 = fcmp olt double %25, %32
  br i1 %33, label %34, label %41

34:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %15, i64 32, i1 false), !tbaa.struct !16
  %35 = getelementptr inbounds i8, ptr %16, i64 64
  %36 = ptrtoint ptr %15 to i64
  %37 = sub i64 %36, %13
  %38 = ashr exact i64 %37, 5
  %39 = sub nsw i64 0, %38
  %40 = getelementptr inbounds %struct.Particle, ptr %35, i64 %39
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %40, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %37, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  br label %70

41:                                               ; preds = %14
  %42 = load i64, ptr %15, align 8
  %43 = load double, ptr %17, align 8, !tbaa !11
  %44 = load double, ptr %21, align 8, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %16, i64 56
  %46 = load double, ptr %45, align 8, !tbaa !11
  br label %47

47:                                               ; preds = %64, %41
  %48 = phi ptr [ %15, %41 ], [ %65, %64 ]
  %49 = load double, ptr %2, align 8, !tbaa !5
  %50 = fsub double %43, %49
  %51 = load double, ptr %10, align 8, !tbaa !10
  %52 = fsub double %44, %51
  %53 = tail call noundef double @hypot(double noundef %50, double noundef %52) #19
  %54 = getelementptr inbounds i8, ptr %48, i64 -24
  %55 = load double, ptr %54, align 8, !tbaa !12
  %56 = load double, ptr %2, align 8, !tbaa !5
  %57 = fsub double %55, %56
  %58 = getelementptr inbounds i8, ptr %48, i64 -16
  %59 = load double, ptr %58, align 8, !tbaa !15
  %60 = load double, ptr %10, align 8, !tbaa !10
  %61 = fsub double %59, %60
  %62 = tail call noundef double @hypot(double noundef %57, double noundef %61) #19
  %63 = fcmp olt double %53, %62
  br i1 %63, label %64, label %66

64:                                               ; preds = %47
  %65 = getelementptr inbounds i8, ptr %48, i64 -32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %48, ptr noundef nonnull align 8 dereferenceable(32) %65, i64 32, i1 false), !tbaa.struct !16
  br label %47, !llvm.loop !18

66:                                               ; preds = %47
  store i64 %42, ptr %48, align 8
  %67 = getelementptr inbounds i8, ptr %48, i64 8
  store double %43, ptr %67, align 8, !tbaa !11
  %68 = getelementptr inbounds i8, ptr %48, i64 16
  store double %44, ptr %68, align 8, !tbaa !11
  %69 = getelementptr inbounds i8, ptr %48, i64 24
  store double %46, ptr %69, align 8, !tbaa !11
  br label %70

70:                                               ; preds = %34, %66
  %71 = getelementptr inbounds i8, ptr %15, i64 32
  %72 = icmp eq ptr %71, %1
  br i1 %72, label %73, label %14, !llvm.loop !47

73:                                               ; preds = %70, %6, %3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_6EEEvT_SC_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #10 {
  %4 = alloca %struct.Particle, align 8
  %5 = alloca %struct.Particle, align 8
  %6 = alloca %struct.Particle, align 8
  %7 = alloca %struct.Particle, align 8
  %8 = alloca %struct.Particle, align 8
  %9 = alloca %struct.Particle, align 8
  %10 = alloca %struct.Particle, align 8
  %11 = alloca [20 x i8], align 4
  %12 = alloca [20 x i8], align 4
  %13 = ptrtoint ptr %0 to i64
  %14 = ptrtoint ptr %1 to i64
  %15 = sub i64 %14, %13
  %16 = ashr exact i64 %15, 5
  %17 = icmp sgt i64 %16, 16
  br i1 %17, label %18, label %250

18:                                               ; preds = %3
  %19 = getelementptr inbounds i8, ptr %0, i64 32
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = icmp eq i64 %2, 0
  br i1 %22, label %25, label %170

23:                                               ; preds = %245
  %24 = icmp eq i64 %174, 0
  br i1 %24, label %25, label %170, !llvm.loop !48

25:                                               ; preds = %23, %18
  %26 = phi i64 [ %16, %18 ], [ %248, %23 ]
  %27 = phi i64 [ %15, %18 ], [ %247, %23 ]
  %28 = phi ptr [ %1, %18 ], [ %223, %23 ]
  %29 = add nsw i64 %26, -2
  %30 = lshr i64 %29, 1
  %31 = add nsw i64 %26, -1
  %32 = lshr i64 %31, 1
  %33 = and i64 %27, 32
  %34 = icmp eq i64 %33, 0
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds %struct.Particle, ptr %0, i64 %35
  %37 = getelementptr inbounds %struct.Particle, ptr %0, i64 %30
  br label %38

38:                                               ; preds = %90, %25
  %39 = phi i64 [ %30, %25 ], [ %96, %90 ]
  %40 = getelementptr inbounds %struct.Particle, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 8, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %40, i64 4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %12, ptr noundef nonnull align 4 dereferenceable(20) %42, i64 20, i1 false)
  %43 = getelementptr inbounds i8, ptr %40, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = icmp sgt i64 %32, %39
  br i1 %45, label %46, label %67

46:                                               ; preds = %38, %46
  %47 = phi i64 [ %63, %46 ], [ %39, %38 ]
  %48 = shl i64 %47, 1
  %49 = add i64 %48, 2
  %50 = getelementptr inbounds %struct.Particle, ptr %0, i64 %49
  %51 = or disjoint i64 %48, 1
  %52 = getelementptr inbounds %struct.Particle, ptr %0, i64 %51
  %53 = getelementptr inbounds i8, ptr %50, i64 24
  %54 = load double, ptr %53, align 8, !tbaa !23
  %55 = getelementptr inbounds i8, ptr %52, i64 24
  %56 = load double, ptr %55, align 8, !tbaa !23
  %57 = fcmp une double %54, %56
  %58 = fcmp ogt double %54, %56
  %59 = load i32, ptr %50, align 8
  %60 = load i32, ptr %52, align 8
  %61 = icmp slt i32 %59, %60
  %62 = select i1 %57, i1 %58, i1 %61
  %63 = select i1 %62, i64 %51, i64 %49
  %64 = getelementptr inbounds %struct.Particle, ptr %0, i64 %63
  %65 = getelementptr inbounds %struct.Particle, ptr %0, i64 %47
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %65, ptr noundef nonnull align 8 dereferenceable(32) %64, i64 32, i1 false), !tbaa.struct !16
  %66 = icmp slt i64 %63, %32
  br i1 %66, label %46, label %67, !llvm.loop !49

67:                                               ; preds = %46, %38
  %68 = phi i64 [ %39, %38 ], [ %63, %46 ]
  %69 = icmp eq i64 %68, %30
  %70 = select i1 %34, i1 %69, i1 false
  br i1 %70, label %71, label %72

71:                                               ; preds = %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %37, ptr noundef nonnull align 8 dereferenceable(32) %36, i64 32, i1 false), !tbaa.struct !16
  br label %72

72:                                               ; preds = %71, %67
  %73 = phi i64 [ %35, %71 ], [ %68, %67 ]
  %74 = icmp sgt i64 %73, %39
  br i1 %74, label %75, label %90

75:                                               ; preds = %72, %87
  %76 = phi i64 [ %78, %87 ], [ %73, %72 ]
  %77 = add nsw i64 %76, -1
  %78 = sdiv i64 %77, 2
  %79 = getelementptr inbounds %struct.Particle, ptr %0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load double, ptr %80, align 8, !tbaa !23
  %82 = fcmp une double %81, %44
  %83 = fcmp ogt double %81, %44
  %84 = load i32, ptr %79, align 8
  %85 = icmp slt i32 %84, %41
  %86 = select i1 %82, i1 %83, i1 %85
  br i1 %86, label %87, label %90

87:                                               ; preds = %75
  %88 = getelementptr inbounds %struct.Particle, ptr %0, i64 %76
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %88, ptr noundef nonnull align 8 dereferenceable(32) %79, i64 32, i1 false), !tbaa.struct !16
  %89 = icmp sgt i64 %78, %39
  br i1 %89, label %75, label %90, !llvm.loop !50

90:                                               ; preds = %87, %75, %72
  %91 = phi i64 [ %73, %72 ], [ %76, %75 ], [ %78, %87 ]
  %92 = getelementptr inbounds %struct.Particle, ptr %0, i64 %91
  store i32 %41, ptr %92, align 8, !tbaa !17
  %93 = getelementptr inbounds i8, ptr %92, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %93, ptr noundef nonnull align 4 dereferenceable(20) %12, i64 20, i1 false)
  %94 = getelementptr inbounds i8, ptr %92, i64 24
  store double %44, ptr %94, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %12)
  %95 = icmp eq i64 %39, 0
  %96 = add nsw i64 %39, -1
  br i1 %95, label %97, label %38, !llvm.loop !51

97:                                               ; preds = %90
  %98 = icmp sgt i64 %27, 32
  br i1 %98, label %99, label %250

99:                                               ; preds = %97, %164
  %100 = phi ptr [ %101, %164 ], [ %28, %97 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 -32
  %102 = load i32, ptr %101, align 8, !tbaa !17
  %103 = getelementptr inbounds i8, ptr %100, i64 -28
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) %103, i64 20, i1 false)
  %104 = getelementptr inbounds i8, ptr %100, i64 -8
  %105 = load double, ptr %104, align 8, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %101, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  %106 = ptrtoint ptr %101 to i64
  %107 = sub i64 %106, %13
  %108 = ashr exact i64 %107, 5
  %109 = add nsw i64 %108, -1
  %110 = sdiv i64 %109, 2
  %111 = icmp sgt i64 %108, 2
  br i1 %111, label %112, label %133

112:                                              ; preds = %99, %112
  %113 = phi i64 [ %129, %112 ], [ 0, %99 ]
  %114 = shl i64 %113, 1
  %115 = add i64 %114, 2
  %116 = getelementptr inbounds %struct.Particle, ptr %0, i64 %115
  %117 = or disjoint i64 %114, 1
  %118 = getelementptr inbounds %struct.Particle, ptr %0, i64 %117
  %119 = getelementptr inbounds i8, ptr %116, i64 24
  %120 = load double, ptr %119, align 8, !tbaa !23
  %121 = getelementptr inbounds i8, ptr %118, i64 24
  %122 = load double, ptr %121, align 8, !tbaa !23
  %123 = fcmp une double %120, %122
  %124 = fcmp ogt double %120, %122
  %125 = load i32, ptr %116, align 8
  %126 = load i32, ptr %118, align 8
  %127 = icmp slt i32 %125, %126
  %128 = select i1 %123, i1 %124, i1 %127
  %129 = select i1 %128, i64 %117, i64 %115
  %130 = getelementptr inbounds %struct.Particle, ptr %0, i64 %129
  %131 = getelementptr inbounds %struct.Particle, ptr %0, i64 %113
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %131, ptr noundef nonnull align 8 dereferenceable(32) %130, i64 32, i1 false), !tbaa.struct !16
  %132 = icmp slt i64 %129, %110
  br i1 %132, label %112, label %133, !llvm.loop !49

133:                                              ; preds = %112, %99
  %134 = phi i64 [ 0, %99 ], [ %129, %112 ]
  %135 = and i64 %107, 32
  %136 = icmp eq i64 %135, 0
  br i1 %136, label %137, label %146

137:                                              ; preds = %133
  %138 = add nsw i64 %108, -2
  %139 = ashr exact i64 %138, 1
  %140 = icmp eq i64 %134, %139
  br i1 %140, label %141, label %146

141:                                              ; preds = %137
  %142 = shl nsw i64 %134, 1
  %143 = or disjoint i64 %142, 1
  %144 = getelementptr inbounds %struct.Particle, ptr %0, i64 %143
  %145 = getelementptr inbounds %struct.Particle, ptr %0, i64 %134
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %145, ptr noundef nonnull align 8 dereferenceable(32) %144, i64 32, i1 false), !tbaa.struct !16
  br label %146

146:                                              ; preds = %141, %137, %133
  %147 = phi i64 [ %143, %141 ], [ %134, %137 ], [ %134, %133 ]
  %148 = icmp sgt i64 %147, 0
  br i1 %148, label %149, label %164

149:                                              ; preds = %146, %161
  %150 = phi i64 [ %152, %161 ], [ %147, %146 ]
  %151 = add nsw i64 %150, -1
  %152 = lshr i64 %151, 1
  %153 = getelementptr inbounds %struct.Particle, ptr %0, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load double, ptr %154, align 8, !tbaa !23
  %156 = fcmp une double %155, %105
  %157 = fcmp ogt double %155, %105
  %158 = load i32, ptr %153, align 8
  %159 = icmp slt i32 %158, %102
  %160 = select i1 %156, i1 %157, i1 %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %149
  %162 = getelementptr inbounds %struct.Particle, ptr %0, i64 %150
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %162, ptr noundef nonnull align 8 dereferenceable(32) %153, i64 32, i1 false), !tbaa.struct !16
  %163 = icmp ult i64 %151, 2
  br i1 %163, label %164, label %149, !llvm.loop !50

164:                                              ; preds = %161, %149, %146
  %165 = phi i64 [ %147, %146 ], [ %150, %149 ], [ 0, %161 ]
  %166 = getelementptr inbounds %struct.Particle, ptr %0, i64 %165
  store i32 %102, ptr %166, align 8, !tbaa !17
  %167 = getelementptr inbounds i8, ptr %166, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %167, ptr noundef nonnull align 4 dereferenceable(20) %11, i64 20, i1 false)
  %168 = getelementptr inbounds i8, ptr %166, i64 24
  store double %105, ptr %168, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %11)
  %169 = icmp sgt i64 %107, 32
  br i1 %169, label %99, label %250, !llvm.loop !52

170:                                              ; preds = %18, %23
  %171 = phi ptr [ %223, %23 ], [ %1, %18 ]
  %172 = phi i64 [ %174, %23 ], [ %2, %18 ]
  %173 = phi i64 [ %248, %23 ], [ %16, %18 ]
  %174 = add nsw i64 %172, -1
  %175 = lshr i64 %173, 1
  %176 = getelementptr inbounds %struct.Particle, ptr %0, i64 %175
  %177 = getelementptr inbounds i8, ptr %171, i64 -32
  %178 = load double, ptr %20, align 8, !tbaa !23
  %179 = getelementptr inbounds i8, ptr %176, i64 24
  %180 = load double, ptr %179, align 8, !tbaa !23
  %181 = fcmp une double %178, %180
  %182 = fcmp ogt double %178, %180
  %183 = load i32, ptr %19, align 8
  %184 = load i32, ptr %176, align 8
  %185 = icmp slt i32 %183, %184
  %186 = select i1 %181, i1 %182, i1 %185
  %187 = getelementptr inbounds i8, ptr %171, i64 -8
  %188 = load double, ptr %187, align 8, !tbaa !23
  %189 = load i32, ptr %177, align 8
  br i1 %186, label %190, label %203

190:                                              ; preds = %170
  %191 = fcmp une double %180, %188
  %192 = fcmp ogt double %180, %188
  %193 = icmp slt i32 %184, %189
  %194 = select i1 %191, i1 %192, i1 %193
  br i1 %194, label %195, label %196

195:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %176, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %176, ptr noundef nonnull align 8 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  br label %216

196:                                              ; preds = %190
  %197 = fcmp une double %178, %188
  %198 = fcmp ogt double %178, %188
  %199 = icmp slt i32 %183, %189
  %200 = select i1 %197, i1 %198, i1 %199
  br i1 %200, label %201, label %202

201:                                              ; preds = %196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %177, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %177, ptr noundef nonnull align 8 dereferenceable(32) %9, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  br label %216

202:                                              ; preds = %196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  br label %216

203:                                              ; preds = %170
  %204 = fcmp une double %178, %188
  %205 = fcmp ogt double %178, %188
  %206 = icmp slt i32 %183, %189
  %207 = select i1 %204, i1 %205, i1 %206
  br i1 %207, label %208, label %209

208:                                              ; preds = %203
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %7, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7)
  br label %216

209:                                              ; preds = %203
  %210 = fcmp une double %180, %188
  %211 = fcmp ogt double %180, %188
  %212 = icmp slt i32 %184, %189
  %213 = select i1 %210, i1 %211, i1 %212
  br i1 %213, label %214, label %215

214:                                              ; preds = %209
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %177, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %177, ptr noundef nonnull align 8 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  br label %216

215:                                              ; preds = %209
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %176, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %176, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  br label %216

216:                                              ; preds = %215, %214, %208, %202, %201, %195
  br label %217

217:                                              ; preds = %216, %244
  %218 = phi ptr [ %231, %244 ], [ %19, %216 ]
  %219 = phi ptr [ %234, %244 ], [ %171, %216 ]
  %220 = load double, ptr %21, align 8, !tbaa !23
  %221 = load i32, ptr %0, align 8
  br label %222

222:                                              ; preds = %222, %217
  %223 = phi ptr [ %218, %217 ], [ %231, %222 ]
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load double, ptr %224, align 8, !tbaa !23
  %226 = fcmp une double %225, %220
  %227 = fcmp ogt double %225, %220
  %228 = load i32, ptr %223, align 8
  %229 = icmp slt i32 %228, %221
  %230 = select i1 %226, i1 %227, i1 %229
  %231 = getelementptr inbounds i8, ptr %223, i64 32
  br i1 %230, label %222, label %232, !llvm.loop !53

232:                                              ; preds = %222, %232
  %233 = phi ptr [ %234, %232 ], [ %219, %222 ]
  %234 = getelementptr inbounds i8, ptr %233, i64 -32
  %235 = getelementptr inbounds i8, ptr %233, i64 -8
  %236 = load double, ptr %235, align 8, !tbaa !23
  %237 = fcmp une double %220, %236
  %238 = fcmp ogt double %220, %236
  %239 = load i32, ptr %234, align 8
  %240 = icmp slt i32 %221, %239
  %241 = select i1 %237, i1 %238, i1 %240
  br i1 %241, label %232, label %242, !llvm.loop !54

242:                                              ; preds = %232
  %243 = icmp ult ptr %223, %234
  br i1 %243, label %244, label %245

244:                                              ; preds = %242
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %223, i64 32, i1 false), !tbaa.struct !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %223, ptr noundef nonnull align 8 dereferenceable(32) %234, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %234, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  br label %217, !llvm.loop !55

245:                                              ; preds = %242
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIP8ParticleSt6vectorIS2_SaIS2_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_6EEEvT_SC_T0_T1_"(ptr nonnull %223, ptr %171, i64 noundef %174)
  %246 = ptrtoint ptr %223 to i64
  %247 = sub i64 %246, %13
  %248 = ashr exact i64 %247, 5
  %249 = icmp sgt i64 %248, 16
  br i1 %249, label %23, label %250, !llvm.loop !48

250:                                              ; preds = %245, %164, %3, %97
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt13__introselectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_T1_(ptr %0, ptr %1, ptr %2, i64 noundef %3) local_unnamed_addr #9 comdat {
  %5 = ptrtoint ptr %2 to i64
  %6 = ptrtoint ptr %0 to i64
  %7 = sub i64 %5, %6
  %8 = ashr exact i64 %7, 3
  %9 = icmp sgt i64 %8, 3
  br i1 %9, label %10, label %75

10:                                               ; preds = %4, %66
  %11 = phi i64 [ %73, %66 ], [ %8, %4 ]
  %12 = phi i64 [ %21, %66 ], [ %3, %4 ]
  %13 = phi ptr [ %69, %66 ], [ %0, %4 ]
  %14 = phi ptr [ %68, %66 ], [ %2, %4 ]
  %15 = icmp eq i64 %12, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  tail call void @_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(ptr %13, ptr nonnull %17, ptr %14)
  %18 = load double, ptr %13, align 8, !tbaa !11
  %19 = load double, ptr %1, align 8, !tbaa !11
  store double %19, ptr %13, align 8, !tbaa !11
  store double %18, ptr %1, align 8, !tbaa !11
  br label %110

20:                                               ; preds = %10
  %21 = add nsw i64 %12, -1
  %22 = lshr i64 %11, 1
  %23 = getelementptr inbounds double, ptr %13, i64 %22
  %24 = getelementptr inbounds i8, ptr %13, i64 8
  %25 = getelementptr inbounds i8, ptr %14, i64 -8
  %26 = load double, ptr %24, align 8, !tbaa !11
  %27 = load double, ptr %23, align 8, !tbaa !11
  %28 = fcmp olt double %26, %27
  %29 = load double, ptr %25, align 8, !tbaa !11
  br i1 %28, label %30, label %39

30:                                               ; preds = %20
  %31 = fcmp olt double %27, %29
  br i1 %31, label %32, label %34

32:                                               ; preds = %30
  %33 = load double, ptr %13, align 8, !tbaa !11
  store double %27, ptr %13, align 8, !tbaa !11
  store double %33, ptr %23, align 8, !tbaa !11
  br label %48

34:                                               ; preds = %30
  %35 = fcmp olt double %26, %29
  %36 = load double, ptr %13, align 8, !tbaa !11
  br i1 %35, label %37, label %38

37:                                               ; preds = %34
  store double %29, ptr %13, align 8, !tbaa !11
  store double %36, ptr %25, align 8, !tbaa !11
  br label %48

38:                                               ; preds = %34
  store double %26, ptr %13, align 8, !tbaa !11
  store double %36, ptr %24, align 8, !tbaa !11
  br label %48

39:                                               ; preds = %20
  %40 = fcmp olt double %26, %29
  br i1 %40, label %41, label %43

41:                                               ; preds = %39
  %42 = load double, ptr %13, align 8, !tbaa !11
  store double %26, ptr %13, align 8, !tbaa !11
  store double %42, ptr %24, align 8, !tbaa !11
  br label %48

43:                                               ; preds = %39
  %44 = fcmp olt double %27, %29
  %45 = load double, ptr %13, align 8, !tbaa !11
  br i1 %44, label %46, label %47

46:                                               ; preds = %43
  store double %29, ptr %13, align 8, !tbaa !11
  store double %45, ptr %25, align 8, !tbaa !11
  br label %48

47:                                               ; preds = %43
  store double %27, ptr %13, align 8, !tbaa !11
  store double %45, ptr %23, align 8, !tbaa !11
  br label %48

48:                                               ; preds = %47, %46, %41, %38, %37, %32
  br label %49

49:                                               ; preds = %48, %65
  %50 = phi ptr [ %57, %65 ], [ %24, %48 ]
  %51 = phi ptr [ %60, %65 ], [ %14, %48 ]
  %52 = load double, ptr %13, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %53, %49
  %54 = phi ptr [ %50, %49 ], [ %57, %53 ]
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = fcmp olt double %55, %52
  %57 = getelementptr inbounds i8, ptr %54, i64 8
  br i1 %56, label %53, label %58, !llvm.loop !56

58:                                               ; preds = %53, %58
  %59 = phi ptr [ %60, %58 ], [ %51, %53 ]
  %60 = getelementptr inbounds i8, ptr %59, i64 -8
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fcmp olt double %52, %61
  br i1 %62, label %58, label %63, !llvm.loop !57

63:                                               ; preds = %58
  %64 = icmp ult ptr %54, %60
  br i1 %64, label %65, label %66

65:                                               ; preds = %63
  store double %61, ptr %54, align 8, !tbaa !11
  store double %55, ptr %60, align 8, !tbaa !11
  br label %49, !llvm.loop !58

66:                                               ; preds = %63
  %67 = icmp ugt ptr %54, %1
  %68 = select i1 %67, ptr %54, ptr %14
  %69 = select i1 %67, ptr %13, ptr %54
  %70 = ptrtoint ptr %68 to i64
  %71 = ptrtoint ptr %69 to i64
  %72 = sub i64 %70, %71
  %73 = ashr exact i64 %72, 3
  %74 = icmp sgt i64 %73, 3
  br i1 %74, label %10, label %75, !llvm.loop !59

75:                                               ; preds = %66, %4
  %76 = phi ptr [ %2, %4 ], [ %68, %66 ]
  %77 = phi ptr [ %0, %4 ], [ %69, %66 ]
  %78 = phi i64 [ %6, %4 ], [ %71, %66 ]
  %79 = icmp eq ptr %77, %76
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = icmp eq ptr %80, %76
  %82 = select i1 %79, i1 true, i1 %81
  br i1 %82, label %110, label %83

83:                                               ; preds = %75, %106
  %84 = phi ptr [ %108, %106 ], [ %80, %75 ]
  %85 = phi ptr [ %84, %106 ], [ %77, %75 ]
  %86 = load double, ptr %84, align 8, !tbaa !11
  %87 = load double, ptr %77, align 8, !tbaa !11
  %88 = fcmp olt double %86, %87
  br i1 %88, label %89, label %96

89:                                               ; preds = %83
  %90 = getelementptr inbounds i8, ptr %85, i64 16
  %91 = ptrtoint ptr %84 to i64
  %92 = sub i64 %91, %78
  %93 = ashr exact i64 %92, 3
  %94 = sub nsw i64 0, %93
  %95 = getelementptr inbounds double, ptr %90, i64 %94
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %95, ptr noundef nonnull align 8 dereferenceable(1) %77, i64 %92, i1 false)
  br label %106

96:                                               ; preds = %83
  %97 = load double, ptr %85, align 8, !tbaa !11
  %98 = fcmp olt double %86, %97
  br i1 %98, label %99, label %106

99:                                               ; preds = %96, %99
  %100 = phi double [ %104, %99 ], [ %97, %96 ]
  %101 = phi ptr [ %103, %99 ], [ %85, %96 ]
  %102 = phi ptr [ %101, %99 ], [ %84, %96 ]
  store double %100, ptr %102, align 8, !tbaa !11
  %103 = getelementptr inbounds i8, ptr %101, i64 -8
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fcmp olt double %86, %104
  br i1 %105, label %99, label %106, !llvm.loop !60

106:                                              ; preds = %99, %96, %89
  %107 = phi ptr [ %77, %89 ], [ %84, %96 ], [ %101, %99 ]
  store double %86, ptr %107, align 8, !tbaa !11
  %108 = getelementptr inbounds i8, ptr %84, i64 8
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %83, !llvm.loop !61

110:                                              ; preds = %106, %75, %16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(ptr %0, ptr %1, ptr %2) local_unnamed_addr #9 comdat {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %0 to i64
  %6 = sub i64 %4, %5
  %7 = ashr exact i64 %6, 3
  %8 = icmp slt i64 %7, 2
  br i1 %8, label %63, label %9

9:                                                ; preds = %3
  %10 = add nsw i64 %7, -2
  %11 = lshr i64 %10, 1
  %12 = add nsw i64 %7, -1
  %13 = lshr i64 %12, 1
  %14 = and i64 %6, 8
  %15 = icmp eq i64 %14, 0
  %16 = or disjoint i64 %10, 1
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %11
  br label %19

19:                                               ; preds = %58, %9
  %20 = phi i64 [ %11, %9 ], [ %62, %58 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = icmp sgt i64 %13, %20
  br i1 %23, label %24, label %39

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %34, %24 ], [ %20, %19 ]
  %26 = shl i64 %25, 1
  %27 = add i64 %26, 2
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = or disjoint i64 %26, 1
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %28, align 8, !tbaa !11
  %32 = load double, ptr %30, align 8, !tbaa !11
  %33 = fcmp olt double %31, %32
  %34 = select i1 %33, i64 %29, i64 %27
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds double, ptr %0, i64 %25
  store double %36, ptr %37, align 8, !tbaa !11
  %38 = icmp slt i64 %34, %13
  br i1 %38, label %24, label %39, !llvm.loop !62

39:                                               ; preds = %24, %19
  %40 = phi i64 [ %20, %19 ], [ %34, %24 ]
  %41 = icmp eq i64 %40, %11
  %42 = select i1 %15, i1 %41, i1 false
  br i1 %42, label %43, label %45

43:                                               ; preds = %39
  %44 = load double, ptr %17, align 8, !tbaa !11
  store double %44, ptr %18, align 8, !tbaa !11
  br label %45

45:                                               ; preds = %43, %39
  %46 = phi i64 [ %16, %43 ], [ %40, %39 ]
  %47 = icmp sgt i64 %46, %20
  br i1 %47, label %48, label %58

48:                                               ; preds = %45, %55
  %49 = phi i64 [ %51, %55 ], [ %46, %45 ]
  %50 = add nsw i64 %49, -1
  %51 = sdiv i64 %50, 2
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fcmp olt double %53, %22
  br i1 %54, label %55, label %58

55:                                               ; preds = %48
  %56 = getelementptr inbounds double, ptr %0, i64 %49
  store double %53, ptr %56, align 8, !tbaa !11
  %57 = icmp sgt i64 %51, %20
  br i1 %57, label %48, label %58, !llvm.loop !63

58:                                               ; preds = %55, %48, %45
  %59 = phi i64 [ %46, %45 ], [ %49, %48 ], [ %51, %55 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  store double %22, ptr %60, align 8, !tbaa !11
  %61 = icmp eq i64 %20, 0
  %62 = add nsw i64 %20, -1
  br i1 %61, label %63, label %19, !llvm.loop !64

63:                                               ; preds = %58, %3
  %64 = icmp ult ptr %1, %2
  br i1 %64, label %65, label %76

65:                                               ; preds = %63
  %66 = add nsw i64 %7, -1
  %67 = sdiv i64 %66, 2
  %68 = icmp sgt i64 %7, 2
  %69 = and i64 %6, 8
  %70 = icmp eq i64 %69, 0
  %71 = add nsw i64 %7, -2
  %72 = ashr exact i64 %71, 1
  %73 = or disjoint i64 %71, 1
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = getelementptr inbounds double, ptr %0, i64 %72
  br label %77

76:                                               ; preds = %120, %63
  ret void

77:                                               ; preds = %65, %120
  %78 = phi ptr [ %1, %65 ], [ %121, %120 ]
  %79 = load double, ptr %78, align 8, !tbaa !11
  %80 = load double, ptr %0, align 8, !tbaa !11
  %81 = fcmp olt double %79, %80
  br i1 %81, label %82, label %120

82:                                               ; preds = %77
  store double %80, ptr %78, align 8, !tbaa !11
  br i1 %68, label %83, label %98

83:                                               ; preds = %82, %83
  %84 = phi i64 [ %93, %83 ], [ 0, %82 ]
  %85 = shl i64 %84, 1
  %86 = add i64 %85, 2
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = or disjoint i64 %85, 1
  %89 = getelementptr inbounds double, ptr %0, i64 %88
  %90 = load double, ptr %87, align 8, !tbaa !11
  %91 = load double, ptr %89, align 8, !tbaa !11
  %92 = fcmp olt double %90, %91
  %93 = select i1 %92, i64 %88, i64 %86
  %94 = getelementptr inbounds double, ptr %0, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !11
  %96 = getelementptr inbounds double, ptr %0, i64 %84
  store double %95, ptr %96, align 8, !tbaa !11
  %97 = icmp slt i64 %93, %67
  br i1 %97, label %83, label %98, !llvm.loop !62

98:                                               ; preds = %83, %82
  %99 = phi i64 [ 0, %82 ], [ %93, %83 ]
  %100 = icmp eq i64 %99, %72
  %101 = select i1 %70, i1 %100, i1 false
  br i1 %101, label %102, label %104

102:                                              ; preds = %98
  %103 = load double, ptr %74, align 8, !tbaa !11
  store double %103, ptr %75, align 8, !tbaa !11
  br label %104

104:                                              ; preds = %102, %98
  %105 = phi i64 [ %73, %102 ], [ %99, %98 ]
  %106 = icmp sgt i64 %105, 0
  br i1 %106, label %107, label %117

107:                                              ; preds = %104, %114
  %108 = phi i64 [ %110, %114 ], [ %105, %104 ]
  %109 = add nsw i64 %108, -1
  %110 = lshr i64 %109, 1
  %111 = getelementptr inbounds double, ptr %0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !11
  %113 = fcmp olt double %112, %79
  br i1 %113, label %114, label %117

114:                                              ; preds = %107
  %115 = getelementptr inbounds double, ptr %0, i64 %108
  store double %112, ptr %115, align 8, !tbaa !11
  %116 = icmp ult i64 %109, 2
  br i1 %116, label %117, label %107, !llvm.loop !63

117:                                              ; preds = %107, %114, %104
  %118 = phi i64 [ %105, %104 ], [ %108, %107 ], [ 0, %114 ]
  %119 = getelementptr inbounds double, ptr %0, i64 %118
  store double %79, ptr %119, align 8, !tbaa !11
  br label %120

120:                                              ; preds = %77, %117
  %121 = getelementptr inbounds i8, ptr %78, i64 8
  %122 = icmp ult ptr %121, %2
  br i1 %122, label %77, label %76, !llvm.loop !65
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_T1_(ptr %0, ptr %1, i64 noundef %2) local_unnamed_addr #9 comdat {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %183

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %130

12:                                               ; preds = %178
  %13 = icmp eq i64 %134, 0
  br i1 %13, label %14, label %130, !llvm.loop !66

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %181, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %180, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %166, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  %20 = add nsw i64 %15, -1
  %21 = lshr i64 %20, 1
  %22 = and i64 %16, 8
  %23 = icmp eq i64 %22, 0
  %24 = or disjoint i64 %18, 1
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %19
  br label %27

27:                                               ; preds = %66, %14
  %28 = phi i64 [ %19, %14 ], [ %70, %66 ]
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = icmp sgt i64 %21, %28
  br i1 %31, label %32, label %47

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %42, %32 ], [ %28, %27 ]
  %34 = shl i64 %33, 1
  %35 = add i64 %34, 2
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = or disjoint i64 %34, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %36, align 8, !tbaa !11
  %40 = load double, ptr %38, align 8, !tbaa !11
  %41 = fcmp ogt double %39, %40
  %42 = select i1 %41, i64 %37, i64 %35
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, ptr %0, i64 %33
  store double %44, ptr %45, align 8, !tbaa !11
  %46 = icmp slt i64 %42, %21
  br i1 %46, label %32, label %47, !llvm.loop !67

47:                                               ; preds = %32, %27
  %48 = phi i64 [ %28, %27 ], [ %42, %32 ]
  %49 = icmp eq i64 %48, %19
  %50 = select i1 %23, i1 %49, i1 false
  br i1 %50, label %51, label %53

51:                                               ; preds = %47
  %52 = load double, ptr %25, align 8, !tbaa !11
  store double %52, ptr %26, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %51, %47
  %54 = phi i64 [ %24, %51 ], [ %48, %47 ]
  %55 = icmp sgt i64 %54, %28
  br i1 %55, label %56, label %66

56:                                               ; preds = %53, %63
  %57 = phi i64 [ %59, %63 ], [ %54, %53 ]
  %58 = add nsw i64 %57, -1
  %59 = sdiv i64 %58, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fcmp ogt double %61, %30
  br i1 %62, label %63, label %66

63:                                               ; preds = %56
  %64 = getelementptr inbounds double, ptr %0, i64 %57
  store double %61, ptr %64, align 8, !tbaa !11
  %65 = icmp sgt i64 %59, %28
  br i1 %65, label %56, label %66, !llvm.loop !68

66:                                               ; preds = %63, %56, %53
  %67 = phi i64 [ %54, %53 ], [ %59, %63 ], [ %57, %56 ]
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  store double %30, ptr %68, align 8, !tbaa !11
  %69 = icmp eq i64 %28, 0
  %70 = add nsw i64 %28, -1
  br i1 %69, label %71, label %27, !llvm.loop !69

71:                                               ; preds = %66
  %72 = icmp sgt i64 %16, 8
  br i1 %72, label %73, label %183

73:                                               ; preds = %71, %126
  %74 = phi ptr [ %75, %126 ], [ %17, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 -8
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = load double, ptr %0, align 8, !tbaa !11
  store double %77, ptr %75, align 8, !tbaa !11
  %78 = ptrtoint ptr %75 to i64
  %79 = sub i64 %78, %4
  %80 = ashr exact i64 %79, 3
  %81 = add nsw i64 %80, -1
  %82 = sdiv i64 %81, 2
  %83 = icmp sgt i64 %80, 2
  br i1 %83, label %84, label %99

84:                                               ; preds = %73, %84
  %85 = phi i64 [ %94, %84 ], [ 0, %73 ]
  %86 = shl i64 %85, 1
  %87 = add i64 %86, 2
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = or disjoint i64 %86, 1
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %88, align 8, !tbaa !11
  %92 = load double, ptr %90, align 8, !tbaa !11
  %93 = fcmp ogt double %91, %92
  %94 = select i1 %93, i64 %89, i64 %87
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = getelementptr inbounds double, ptr %0, i64 %85
  store double %96, ptr %97, align 8, !tbaa !11
  %98 = icmp slt i64 %94, %82
  br i1 %98, label %84, label %99, !llvm.loop !67

99:                                               ; preds = %84, %73
  %100 = phi i64 [ 0, %73 ], [ %94, %84 ]
  %101 = and i64 %79, 8
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %113

103:                                              ; preds = %99
  %104 = add nsw i64 %80, -2
  %105 = ashr exact i64 %104, 1
  %106 = icmp eq i64 %100, %105
  br i1 %106, label %107, label %113

107:                                              ; preds = %103
  %108 = shl nsw i64 %100, 1
  %109 = or disjoint i64 %108, 1
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = getelementptr inbounds double, ptr %0, i64 %100
  store double %111, ptr %112, align 8, !tbaa !11
  br label %113

113:                                              ; preds = %107, %103, %99
  %114 = phi i64 [ %109, %107 ], [ %100, %103 ], [ %100, %99 ]
  %115 = icmp sgt i64 %114, 0
  br i1 %115, label %116, label %126

116:                                              ; preds = %113, %123
  %117 = phi i64 [ %119, %123 ], [ %114, %113 ]
  %118 = add nsw i64 %117, -1
  %119 = lshr i64 %118, 1
  %120 = getelementptr inbounds double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = fcmp ogt double %121, %76
  br i1 %122, label %123, label %126

123:                                              ; preds = %116
  %124 = getelementptr inbounds double, ptr %0, i64 %117
  store double %121, ptr %124, align 8, !tbaa !11
  %125 = icmp ult i64 %118, 2
  br i1 %125, label %126, label %116, !llvm.loop !68

126:                                              ; preds = %123, %116, %113
  %127 = phi i64 [ %114, %113 ], [ %117, %116 ], [ 0, %123 ]
  %128 = getelementptr inbounds double, ptr %0, i64 %127
  store double %76, ptr %128, align 8, !tbaa !11
  %129 = icmp sgt i64 %79, 8
  br i1 %129, label %73, label %183, !llvm.loop !70

130:                                              ; preds = %9, %12
  %131 = phi ptr [ %166, %12 ], [ %1, %9 ]
  %132 = phi i64 [ %134, %12 ], [ %2, %9 ]
  %133 = phi i64 [ %181, %12 ], [ %7, %9 ]
  %134 = add nsw i64 %132, -1
  %135 = lshr i64 %133, 1
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = getelementptr inbounds i8, ptr %131, i64 -8
  %138 = load double, ptr %10, align 8, !tbaa !11
  %139 = load double, ptr %136, align 8, !tbaa !11
  %140 = fcmp ogt double %138, %139
  %141 = load double, ptr %137, align 8, !tbaa !11
  br i1 %140, label %142, label %151

142:                                              ; preds = %130
  %143 = fcmp ogt double %139, %141
  br i1 %143, label %144, label %146

144:                                              ; preds = %142
  %145 = load double, ptr %0, align 8, !tbaa !11
  store double %139, ptr %0, align 8, !tbaa !11
  store double %145, ptr %136, align 8, !tbaa !11
  br label %160

146:                                              ; preds = %142
  %147 = fcmp ogt double %138, %141
  %148 = load double, ptr %0, align 8, !tbaa !11
  br i1 %147, label %149, label %150

149:                                              ; preds = %146
  store double %141, ptr %0, align 8, !tbaa !11
  store double %148, ptr %137, align 8, !tbaa !11
  br label %160

150:                                              ; preds = %146
  store double %138, ptr %0, align 8, !tbaa !11
  store double %148, ptr %10, align 8, !tbaa !11
  br label %160

151:                                              ; preds = %130
  %152 = fcmp ogt double %138, %141
  br i1 %152, label %153, label %155

153:                                              ; preds = %151
  %154 = load double, ptr %0, align 8, !tbaa !11
  store double %138, ptr %0, align 8, !tbaa !11
  store double %154, ptr %10, align 8, !tbaa !11
  br label %160

155:                                              ; preds = %151
  %156 = fcmp ogt double %139, %141
  %157 = load double, ptr %0, align 8, !tbaa !11
  br i1 %156, label %158, label %159

158:                                              ; preds = %155
  store double %141, ptr %0, align 8, !tbaa !11
  store double %157, ptr %137, align 8, !tbaa !11
  br label %160

159:                                              ; preds = %155
  store double %139, ptr %0, align 8, !tbaa !11
  store double %157, ptr %136, align 8, !tbaa !11
  br label %160

160:                                              ; preds = %159, %158, %153, %150, %149, %144
  br label %161

161:                                              ; preds = %160, %177
  %162 = phi ptr [ %169, %177 ], [ %10, %160 ]
  %163 = phi ptr [ %172, %177 ], [ %131, %160 ]
  %164 = load double, ptr %0, align 8, !tbaa !11
  br label %165

165:                                              ; preds = %165, %161
  %166 = phi ptr [ %162, %161 ], [ %169, %165 ]
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fcmp ogt double %167, %164
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  br i1 %168, label %165, label %170, !llvm.loop !71

170:                                              ; preds = %165, %170
  %171 = phi ptr [ %172, %170 ], [ %163, %165 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 -8
  %173 = load double, ptr %172, align 8, !tbaa !11
  %174 = fcmp ogt double %164, %173
  br i1 %174, label %170, label %175, !llvm.loop !72

175:                                              ; preds = %170
  %176 = icmp ult ptr %166, %172
  br i1 %176, label %177, label %178

177:                                              ; preds = %175
  store double %173, ptr %166, align 8, !tbaa !11
  store double %167, ptr %172, align 8, !tbaa !11
  br label %161, !llvm.loop !73

178:                                              ; preds = %175
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_T1_(ptr nonnull %166, ptr %131, i64 noundef %134)
  %179 = ptrtoint ptr %166 to i64
  %180 = sub i64 %179, %4
  %181 = ashr exact i64 %180, 3
  %182 = icmp sgt i64 %181, 16
  br i1 %182, label %12, label %183, !llvm.loop !66

183:                                              ; preds = %178, %126, %3, %71
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterISt7greaterIdEEEEvT_SC_T0_(ptr %0, ptr %1) local_unnamed_addr #9 comdat {
  %3 = ptrtoint ptr %1 to i64
  %4 = ptrtoint ptr %0 to i64
  %5 = sub i64 %3, %4
  %6 = icmp sgt i64 %5, 128
  br i1 %6, label %7, label %51

7:                                                ; preds = %2
  %8 = getelementptr i8, ptr %0, i64 8
  br label %9

9:                                                ; preds = %27, %7
  %10 = phi i64 [ 8, %7 ], [ %29, %27 ]
  %11 = phi ptr [ %0, %7 ], [ %12, %27 ]
  %12 = getelementptr inbounds i8, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = load double, ptr %0, align 8, !tbaa !11
  %15 = fcmp ogt double %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %8, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %10, i1 false)
  br label %27

17:                                               ; preds = %9
  %18 = load double, ptr %11, align 8, !tbaa !11
  %19 = fcmp ogt double %13, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %17, %20
  %21 = phi double [ %25, %20 ], [ %18, %17 ]
  %22 = phi ptr [ %24, %20 ], [ %11, %17 ]
  %23 = phi ptr [ %22, %20 ], [ %12, %17 ]
  store double %21, ptr %23, align 8, !tbaa !11
  %24 = getelementptr inbounds i8, ptr %22, i64 -8
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp ogt double %13, %25
  br i1 %26, label %20, label %27, !llvm.loop !74

27:                                               ; preds = %20, %17, %16
  %28 = phi ptr [ %0, %16 ], [ %12, %17 ], [ %22, %20 ]
  store double %13, ptr %28, align 8, !tbaa !11
  %29 = add nuw nsw i64 %10, 8
  %30 = icmp eq i64 %29, 128
  br i1 %30, label %31, label %9, !llvm.loop !75

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %0, i64 128
  %33 = icmp eq ptr %32, %1
  br i1 %33, label %83, label %34

34:                                               ; preds = %31, %47
  %35 = phi ptr [ %49, %47 ], [ %32, %31 ]
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds i8, ptr %35, i64 -8
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = fcmp ogt double %36, %38
  br i1 %39, label %40, label %47

40:                                               ; preds = %34, %40
  %41 = phi double [ %45, %40 ], [ %38, %34 ]
  %42 = phi ptr [ %44, %40 ], [ %37, %34 ]
  %43 = phi ptr [ %42, %40 ], [ %35, %34 ]
  store double %41, ptr %43, align 8, !tbaa !11
  %44 = getelementptr inbounds i8, ptr %42, i64 -8
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = fcmp ogt double %36, %45
  br i1 %46, label %40, label %47, !llvm.loop !74

47:                                               ; preds = %40, %34
  %48 = phi ptr [ %35, %34 ], [ %42, %40 ]
  store double %36, ptr %48, align 8, !tbaa !11
  %49 = getelementptr inbounds i8, ptr %35, i64 8
  %50 = icmp eq ptr %49, %1
  br i1 %50, label %83, label %34, !llvm.loop !76

51:                                               ; preds = %2
  %52 = icmp eq ptr %0, %1
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  %54 = icmp eq ptr %53, %1
  %55 = select i1 %52, i1 true, i1 %54
  br i1 %55, label %83, label %56

56:                                               ; preds = %51, %79
  %57 = phi ptr [ %81, %79 ], [ %53, %51 ]
  %58 = phi ptr [ %57, %79 ], [ %0, %51 ]
  %59 = load double, ptr %57, align 8, !tbaa !11
  %60 = load double, ptr %0, align 8, !tbaa !11
  %61 = fcmp ogt double %59, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, ptr %58, i64 16
  %64 = ptrtoint ptr %57 to i64
  %65 = sub i64 %64, %4
  %66 = ashr exact i64 %65, 3
  %67 = sub nsw i64 0, %66
  %68 = getelementptr inbounds double, ptr %63, i64 %67
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %68, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %65, i1 false)
  br label %79

69:                                               ; preds = %56
  %70 = load double, ptr %58, align 8, !tbaa !11
  %71 = fcmp ogt double %59, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %69, %72
  %73 = phi double [ %77, %72 ], [ %70, %69 ]
  %74 = phi ptr [ %76, %72 ], [ %58, %69 ]
  %75 = phi ptr [ %74, %72 ], [ %57, %69 ]
  store double %73, ptr %75, align 8, !tbaa !11
  %76 = getelementptr inbounds i8, ptr %74, i64 -8
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = fcmp ogt double %59, %77
  br i1 %78, label %72, label %79, !llvm.loop !74

79:                                               ; preds = %72, %69, %62
  %80 = phi ptr [ %0, %62 ], [ %57, %69 ], [ %74, %72 ]
  store double %59, ptr %80, align 8, !tbaa !11
  %81 = getelementptr inbounds i8, ptr %57, i64 8
  %82 = icmp eq ptr %81, %1
  br i1 %82, label %83, label %56, !llvm.loop !75

83:                                               ; preds = %79, %47, %51, %31
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(ptr %0, ptr %1, i64 noundef %2) local_unnamed_addr #9 comdat {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %183

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %130

12:                                               ; preds = %178
  %13 = icmp eq i64 %134, 0
  br i1 %13, label %14, label %130, !llvm.loop !77

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %181, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %180, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %166, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  %20 = add nsw i64 %15, -1
  %21 = lshr i64 %20, 1
  %22 = and i64 %16, 8
  %23 = icmp eq i64 %22, 0
  %24 = or disjoint i64 %18, 1
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %19
  br label %27

27:                                               ; preds = %66, %14
  %28 = phi i64 [ %19, %14 ], [ %70, %66 ]
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = icmp sgt i64 %21, %28
  br i1 %31, label %32, label %47

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %42, %32 ], [ %28, %27 ]
  %34 = shl i64 %33, 1
  %35 = add i64 %34, 2
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = or disjoint i64 %34, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %36, align 8, !tbaa !11
  %40 = load double, ptr %38, align 8, !tbaa !11
  %41 = fcmp olt double %39, %40
  %42 = select i1 %41, i64 %37, i64 %35
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, ptr %0, i64 %33
  store double %44, ptr %45, align 8, !tbaa !11
  %46 = icmp slt i64 %42, %21
  br i1 %46, label %32, label %47, !llvm.loop !62

47:                                               ; preds = %32, %27
  %48 = phi i64 [ %28, %27 ], [ %42, %32 ]
  %49 = icmp eq i64 %48, %19
  %50 = select i1 %23, i1 %49, i1 false
  br i1 %50, label %51, label %53

51:                                               ; preds = %47
  %52 = load double, ptr %25, align 8, !tbaa !11
  store double %52, ptr %26, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %51, %47
  %54 = phi i64 [ %24, %51 ], [ %48, %47 ]
  %55 = icmp sgt i64 %54, %28
  br i1 %55, label %56, label %66

56:                                               ; preds = %53, %63
  %57 = phi i64 [ %59, %63 ], [ %54, %53 ]
  %58 = add nsw i64 %57, -1
  %59 = sdiv i64 %58, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fcmp olt double %61, %30
  br i1 %62, label %63, label %66

63:                                               ; preds = %56
  %64 = getelementptr inbounds double, ptr %0, i64 %57
  store double %61, ptr %64, align 8, !tbaa !11
  %65 = icmp sgt i64 %59, %28
  br i1 %65, label %56, label %66, !llvm.loop !63

66:                                               ; preds = %63, %56, %53
  %67 = phi i64 [ %54, %53 ], [ %59, %63 ], [ %57, %56 ]
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  store double %30, ptr %68, align 8, !tbaa !11
  %69 = icmp eq i64 %28, 0
  %70 = add nsw i64 %28, -1
  br i1 %69, label %71, label %27, !llvm.loop !64

71:                                               ; preds = %66
  %72 = icmp sgt i64 %16, 8
  br i1 %72, label %73, label %183

73:                                               ; preds = %71, %126
  %74 = phi ptr [ %75, %126 ], [ %17, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 -8
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = load double, ptr %0, align 8, !tbaa !11
  store double %77, ptr %75, align 8, !tbaa !11
  %78 = ptrtoint ptr %75 to i64
  %79 = sub i64 %78, %4
  %80 = ashr exact i64 %79, 3
  %81 = add nsw i64 %80, -1
  %82 = sdiv i64 %81, 2
  %83 = icmp sgt i64 %80, 2
  br i1 %83, label %84, label %99

84:                                               ; preds = %73, %84
  %85 = phi i64 [ %94, %84 ], [ 0, %73 ]
  %86 = shl i64 %85, 1
  %87 = add i64 %86, 2
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = or disjoint i64 %86, 1
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %88, align 8, !tbaa !11
  %92 = load double, ptr %90, align 8, !tbaa !11
  %93 = fcmp olt double %91, %92
  %94 = select i1 %93, i64 %89, i64 %87
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = getelementptr inbounds double, ptr %0, i64 %85
  store double %96, ptr %97, align 8, !tbaa !11
  %98 = icmp slt i64 %94, %82
  br i1 %98, label %84, label %99, !llvm.loop !62

99:                                               ; preds = %84, %73
  %100 = phi i64 [ 0, %73 ], [ %94, %84 ]
  %101 = and i64 %79, 8
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %113

103:                                              ; preds = %99
  %104 = add nsw i64 %80, -2
  %105 = ashr exact i64 %104, 1
  %106 = icmp eq i64 %100, %105
  br i1 %106, label %107, label %113

107:                                              ; preds = %103
  %108 = shl nsw i64 %100, 1
  %109 = or disjoint i64 %108, 1
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = getelementptr inbounds double, ptr %0, i64 %100
  store double %111, ptr %112, align 8, !tbaa !11
  br label %113

113:                                              ; preds = %107, %103, %99
  %114 = phi i64 [ %109, %107 ], [ %100, %103 ], [ %100, %99 ]
  %115 = icmp sgt i64 %114, 0
  br i1 %115, label %116, label %126

116:                                              ; preds = %113, %123
  %117 = phi i64 [ %119, %123 ], [ %114, %113 ]
  %118 = add nsw i64 %117, -1
  %119 = lshr i64 %118, 1
  %120 = getelementptr inbounds double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = fcmp olt double %121, %76
  br i1 %122, label %123, label %126

123:                                              ; preds = %116
  %124 = getelementptr inbounds double, ptr %0, i64 %117
  store double %121, ptr %124, align 8, !tbaa !11
  %125 = icmp ult i64 %118, 2
  br i1 %125, label %126, label %116, !llvm.loop !63

126:                                              ; preds = %123, %116, %113
  %127 = phi i64 [ %114, %113 ], [ %117, %116 ], [ 0, %123 ]
  %128 = getelementptr inbounds double, ptr %0, i64 %127
  store double %76, ptr %128, align 8, !tbaa !11
  %129 = icmp sgt i64 %79, 8
  br i1 %129, label %73, label %183, !llvm.loop !78

130:                                              ; preds = %9, %12
  %131 = phi ptr [ %166, %12 ], [ %1, %9 ]
  %132 = phi i64 [ %134, %12 ], [ %2, %9 ]
  %133 = phi i64 [ %181, %12 ], [ %7, %9 ]
  %134 = add nsw i64 %132, -1
  %135 = lshr i64 %133, 1
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = getelementptr inbounds i8, ptr %131, i64 -8
  %138 = load double, ptr %10, align 8, !tbaa !11
  %139 = load double, ptr %136, align 8, !tbaa !11
  %140 = fcmp olt double %138, %139
  %141 = load double, ptr %137, align 8, !tbaa !11
  br i1 %140, label %142, label %151

142:                                              ; preds = %130
  %143 = fcmp olt double %139, %141
  br i1 %143, label %144, label %146

144:                                              ; preds = %142
  %145 = load double, ptr %0, align 8, !tbaa !11
  store double %139, ptr %0, align 8, !tbaa !11
  store double %145, ptr %136, align 8, !tbaa !11
  br label %160

146:                                              ; preds = %142
  %147 = fcmp olt double %138, %141
  %148 = load double, ptr %0, align 8, !tbaa !11
  br i1 %147, label %149, label %150

149:                                              ; preds = %146
  store double %141, ptr %0, align 8, !tbaa !11
  store double %148, ptr %137, align 8, !tbaa !11
  br label %160

150:                                              ; preds = %146
  store double %138, ptr %0, align 8, !tbaa !11
  store double %148, ptr %10, align 8, !tbaa !11
  br label %160

151:                                              ; preds = %130
  %152 = fcmp olt double %138, %141
  br i1 %152, label %153, label %155

153:                                              ; preds = %151
  %154 = load double, ptr %0, align 8, !tbaa !11
  store double %138, ptr %0, align 8, !tbaa !11
  store double %154, ptr %10, align 8, !tbaa !11
  br label %160

155:                                              ; preds = %151
  %156 = fcmp olt double %139, %141
  %157 = load double, ptr %0, align 8, !tbaa !11
  br i1 %156, label %158, label %159

158:                                              ; preds = %155
  store double %141, ptr %0, align 8, !tbaa !11
  store double %157, ptr %137, align 8, !tbaa !11
  br label %160

159:                                              ; preds = %155
  store double %139, ptr %0, align 8, !tbaa !11
  store double %157, ptr %136, align 8, !tbaa !11
  br label %160

160:                                              ; preds = %159, %158, %153, %150, %149, %144
  br label %161

161:                                              ; preds = %160, %177
  %162 = phi ptr [ %169, %177 ], [ %10, %160 ]
  %163 = phi ptr [ %172, %177 ], [ %131, %160 ]
  %164 = load double, ptr %0, align 8, !tbaa !11
  br label %165

165:                                              ; preds = %165, %161
  %166 = phi ptr [ %162, %161 ], [ %169, %165 ]
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fcmp olt double %167, %164
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  br i1 %168, label %165, label %170, !llvm.loop !56

170:                                              ; preds = %165, %170
  %171 = phi ptr [ %172, %170 ], [ %163, %165 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 -8
  %173 = load double, ptr %172, align 8, !tbaa !11
  %174 = fcmp olt double %164, %173
  br i1 %174, label %170, label %175, !llvm.loop !57

175:                                              ; preds = %170
  %176 = icmp ult ptr %166, %172
  br i1 %176, label %177, label %178

177:                                              ; preds = %175
  store double %173, ptr %166, align 8, !tbaa !11
  store double %167, ptr %172, align 8, !tbaa !11
  br label %161, !llvm.loop !58

178:                                              ; preds = %175
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(ptr nonnull %166, ptr %131, i64 noundef %134)
  %179 = ptrtoint ptr %166 to i64
  %180 = sub i64 %179, %4
  %181 = ashr exact i64 %180, 3
  %182 = icmp sgt i64 %181, 16
  br i1 %182, label %12, label %183, !llvm.loop !77

183:                                              ; preds = %178, %126, %3, %71
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(ptr %0, ptr %1) local_unnamed_addr #9 comdat {
  %3 = ptrtoint ptr %1 to i64
  %4 = ptrtoint ptr %0 to i64
  %5 = sub i64 %3, %4
  %6 = icmp sgt i64 %5, 128
  br i1 %6, label %7, label %51

7:                                                ; preds = %2
  %8 = getelementptr i8, ptr %0, i64 8
  br label %9

9:                                                ; preds = %27, %7
  %10 = phi i64 [ 8, %7 ], [ %29, %27 ]
  %11 = phi ptr [ %0, %7 ], [ %12, %27 ]
  %12 = getelementptr inbounds i8, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = load double, ptr %0, align 8, !tbaa !11
  %15 = fcmp olt double %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %8, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %10, i1 false)
  br label %27

17:                                               ; preds = %9
  %18 = load double, ptr %11, align 8, !tbaa !11
  %19 = fcmp olt double %13, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %17, %20
  %21 = phi double [ %25, %20 ], [ %18, %17 ]
  %22 = phi ptr [ %24, %20 ], [ %11, %17 ]
  %23 = phi ptr [ %22, %20 ], [ %12, %17 ]
  store double %21, ptr %23, align 8, !tbaa !11
  %24 = getelementptr inbounds i8, ptr %22, i64 -8
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp olt double %13, %25
  br i1 %26, label %20, label %27, !llvm.loop !60

27:                                               ; preds = %20, %17, %16
  %28 = phi ptr [ %0, %16 ], [ %12, %17 ], [ %22, %20 ]
  store double %13, ptr %28, align 8, !tbaa !11
  %29 = add nuw nsw i64 %10, 8
  %30 = icmp eq i64 %29, 128
  br i1 %30, label %31, label %9, !llvm.loop !61

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %0, i64 128
  %33 = icmp eq ptr %32, %1
  br i1 %33, label %83, label %34

34:                                               ; preds = %31, %47
  %35 = phi ptr [ %49, %47 ], [ %32, %31 ]
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds i8, ptr %35, i64 -8
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = fcmp olt double %36, %38
  br i1 %39, label %40, label %47

40:                                               ; preds = %34, %40
  %41 = phi double [ %45, %40 ], [ %38, %34 ]
  %42 = phi ptr [ %44, %40 ], [ %37, %34 ]
  %43 = phi ptr [ %42, %40 ], [ %35, %34 ]
  store double %41, ptr %43, align 8, !tbaa !11
  %44 = getelementptr inbounds i8, ptr %42, i64 -8
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = fcmp olt double %36, %45
  br i1 %46, label %40, label %47, !llvm.loop !60

47:                                               ; preds = %40, %34
  %48 = phi ptr [ %35, %34 ], [ %42, %40 ]
  store double %36, ptr %48, align 8, !tbaa !11
  %49 = getelementptr inbounds i8, ptr %35, i64 8
  %50 = icmp eq ptr %49, %1
  br i1 %50, label %83, label %34, !llvm.loop !79

51:                                               ; preds = %2
  %52 = icmp eq ptr %0, %1
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  %54 = icmp eq ptr %53, %1
  %55 = select i1 %52, i1 true, i1 %54
  br i1 %55, label %83, label %56

56:                                               ; preds = %51, %79
  %57 = phi ptr [ %81, %79 ], [ %53, %51 ]
  %58 = phi ptr [ %57, %79 ], [ %0, %51 ]
  %59 = load double, ptr %57, align 8, !tbaa !11
  %60 = load double, ptr %0, align 8, !tbaa !11
  %61 = fcmp olt double %59, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, ptr %58, i64 16
  %64 = ptrtoint ptr %57 to i64
  %65 = sub i64 %64, %4
  %66 = ashr exact i64 %65, 3
  %67 = sub nsw i64 0, %66
  %68 = getelementptr inbounds double, ptr %63, i64 %67
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %68, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %65, i1 false)
  br label %79

69:                                               ; preds = %56
  %70 = load double, ptr %58, align 8, !tbaa !11
  %71 = fcmp olt double %59, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %69, %72
  %73 = phi double [ %77, %72 ], [ %70, %69 ]
  %74 = phi ptr [ %76, %72 ], [ %58, %69 ]
  %75 = phi ptr [ %74, %72 ], [ %57, %69 ]
  store double %73, ptr %75, align 8, !tbaa !11
  %76 = getelementptr inbounds i8, ptr %74, i64 -8
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = fcmp olt double %59, %77
  br i1 %78, label %72, label %79, !llvm.loop !60

79:                                               ; preds = %72, %69, %62
  %80 = phi ptr [ %0, %62 ], [ %57, %69 ], [ %74, %72 ]
  store double %59, ptr %80, align 8, !tbaa !11
  %81 = getelementptr inbounds i8, ptr %57, i64 8
  %82 = icmp eq ptr %81, %1
  br i1 %82, label %83, label %56, !llvm.loop !61

83:                                               ; preds = %79, %47, %51, %31
  ret void
}

; Function Attrs: mustprogress nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_8EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #11 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %194

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %134

12:                                               ; preds = %189
  %13 = icmp eq i64 %138, 0
  br i1 %13, label %14, label %134, !llvm.loop !80

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %192, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %191, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %175, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  %20 = add nsw i64 %15, -1
  %21 = lshr i64 %20, 1
  %22 = and i64 %16, 8
  %23 = icmp eq i64 %22, 0
  %24 = or disjoint i64 %18, 1
  %25 = getelementptr inbounds ptr, ptr %0, i64 %24
  %26 = getelementptr inbounds ptr, ptr %0, i64 %19
  br label %27

27:                                               ; preds = %68, %14
  %28 = phi i64 [ %19, %14 ], [ %72, %68 ]
  %29 = getelementptr inbounds ptr, ptr %0, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !30
  %31 = icmp sgt i64 %21, %28
  br i1 %31, label %32, label %48

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %43, %32 ], [ %28, %27 ]
  %34 = shl i64 %33, 1
  %35 = add i64 %34, 2
  %36 = getelementptr inbounds ptr, ptr %0, i64 %35
  %37 = or disjoint i64 %34, 1
  %38 = getelementptr inbounds ptr, ptr %0, i64 %37
  %39 = load ptr, ptr %36, align 8, !tbaa !30
  %40 = load ptr, ptr %38, align 8, !tbaa !30
  %41 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %39, ptr noundef nonnull readonly dereferenceable(1) %40) #23
  %42 = icmp slt i32 %41, 0
  %43 = select i1 %42, i64 %37, i64 %35
  %44 = getelementptr inbounds ptr, ptr %0, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !30
  %46 = getelementptr inbounds ptr, ptr %0, i64 %33
  store ptr %45, ptr %46, align 8, !tbaa !30
  %47 = icmp slt i64 %43, %21
  br i1 %47, label %32, label %48, !llvm.loop !81

48:                                               ; preds = %32, %27
  %49 = phi i64 [ %28, %27 ], [ %43, %32 ]
  %50 = icmp eq i64 %49, %19
  %51 = select i1 %23, i1 %50, i1 false
  br i1 %51, label %52, label %54

52:                                               ; preds = %48
  %53 = load ptr, ptr %25, align 8, !tbaa !30
  store ptr %53, ptr %26, align 8, !tbaa !30
  br label %54

54:                                               ; preds = %52, %48
  %55 = phi i64 [ %24, %52 ], [ %49, %48 ]
  %56 = icmp sgt i64 %55, %28
  br i1 %56, label %57, label %68

57:                                               ; preds = %54, %65
  %58 = phi i64 [ %60, %65 ], [ %55, %54 ]
  %59 = add nsw i64 %58, -1
  %60 = sdiv i64 %59, 2
  %61 = getelementptr inbounds ptr, ptr %0, i64 %60
  %62 = load ptr, ptr %61, align 8, !tbaa !30
  %63 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(1) %30) #23
  %64 = icmp slt i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %57
  %66 = getelementptr inbounds ptr, ptr %0, i64 %58
  store ptr %62, ptr %66, align 8, !tbaa !30
  %67 = icmp sgt i64 %60, %28
  br i1 %67, label %57, label %68, !llvm.loop !82

68:                                               ; preds = %65, %57, %54
  %69 = phi i64 [ %55, %54 ], [ %58, %57 ], [ %60, %65 ]
  %70 = getelementptr inbounds ptr, ptr %0, i64 %69
  store ptr %30, ptr %70, align 8, !tbaa !30
  %71 = icmp eq i64 %28, 0
  %72 = add nsw i64 %28, -1
  br i1 %71, label %73, label %27, !llvm.loop !83

73:                                               ; preds = %68
  %74 = icmp sgt i64 %16, 8
  br i1 %74, label %75, label %194

75:                                               ; preds = %73, %130
  %76 = phi ptr [ %77, %130 ], [ %17, %73 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 -8
  %78 = load ptr, ptr %77, align 8, !tbaa !30
  %79 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %79, ptr %77, align 8, !tbaa !30
  %80 = ptrtoint ptr %77 to i64
  %81 = sub i64 %80, %4
  %82 = ashr exact i64 %81, 3
  %83 = add nsw i64 %82, -1
  %84 = sdiv i64 %83, 2
  %85 = icmp sgt i64 %82, 2
  br i1 %85, label %86, label %102

86:                                               ; preds = %75, %86
  %87 = phi i64 [ %97, %86 ], [ 0, %75 ]
  %88 = shl i64 %87, 1
  %89 = add i64 %88, 2
  %90 = getelementptr inbounds ptr, ptr %0, i64 %89
  %91 = or disjoint i64 %88, 1
  %92 = getelementptr inbounds ptr, ptr %0, i64 %91
  %93 = load ptr, ptr %90, align 8, !tbaa !30
  %94 = load ptr, ptr %92, align 8, !tbaa !30
  %95 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %93, ptr noundef nonnull readonly dereferenceable(1) %94) #23
  %96 = icmp slt i32 %95, 0
  %97 = select i1 %96, i64 %91, i64 %89
  %98 = getelementptr inbounds ptr, ptr %0, i64 %97
  %99 = load ptr, ptr %98, align 8, !tbaa !30
  %100 = getelementptr inbounds ptr, ptr %0, i64 %87
  store ptr %99, ptr %100, align 8, !tbaa !30
  %101 = icmp slt i64 %97, %84
  br i1 %101, label %86, label %102, !llvm.loop !81

102:                                              ; preds = %86, %75
  %103 = phi i64 [ 0, %75 ], [ %97, %86 ]
  %104 = and i64 %81, 8
  %105 = icmp eq i64 %104, 0
  br i1 %105, label %106, label %116

106:                                              ; preds = %102
  %107 = add nsw i64 %82, -2
  %108 = ashr exact i64 %107, 1
  %109 = icmp eq i64 %103, %108
  br i1 %109, label %110, label %116

110:                                              ; preds = %106
  %111 = shl nsw i64 %103, 1
  %112 = or disjoint i64 %111, 1
  %113 = getelementptr inbounds ptr, ptr %0, i64 %112
  %114 = load ptr, ptr %113, align 8, !tbaa !30
  %115 = getelementptr inbounds ptr, ptr %0, i64 %103
  store ptr %114, ptr %115, align 8, !tbaa !30
  br label %116

116:                                              ; preds = %110, %106, %102
  %117 = phi i64 [ %112, %110 ], [ %103, %106 ], [ %103, %102 ]
  %118 = icmp sgt i64 %117, 0
  br i1 %118, label %119, label %130

119:                                              ; preds = %116, %127
  %120 = phi i64 [ %122, %127 ], [ %117, %116 ]
  %121 = add nsw i64 %120, -1
  %122 = lshr i64 %121, 1
  %123 = getelementptr inbounds ptr, ptr %0, i64 %122
  %124 = load ptr, ptr %123, align 8, !tbaa !30
  %125 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %124, ptr noundef nonnull readonly dereferenceable(1) %78) #23
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %130

127:                                              ; preds = %119
  %128 = getelementptr inbounds ptr, ptr %0, i64 %120
  store ptr %124, ptr %128, align 8, !tbaa !30
  %129 = icmp ult i64 %121, 2
  br i1 %129, label %130, label %119, !llvm.loop !82

130:                                              ; preds = %127, %119, %116
  %131 = phi i64 [ %117, %116 ], [ %120, %119 ], [ 0, %127 ]
  %132 = getelementptr inbounds ptr, ptr %0, i64 %131
  store ptr %78, ptr %132, align 8, !tbaa !30
  %133 = icmp sgt i64 %81, 8
  br i1 %133, label %75, label %194, !llvm.loop !84

134:                                              ; preds = %9, %12
  %135 = phi ptr [ %175, %12 ], [ %1, %9 ]
  %136 = phi i64 [ %138, %12 ], [ %2, %9 ]
  %137 = phi i64 [ %192, %12 ], [ %7, %9 ]
  %138 = add nsw i64 %136, -1
  %139 = lshr i64 %137, 1
  %140 = getelementptr inbounds ptr, ptr %0, i64 %139
  %141 = getelementptr inbounds i8, ptr %135, i64 -8
  %142 = load ptr, ptr %10, align 8, !tbaa !30
  %143 = load ptr, ptr %140, align 8, !tbaa !30
  %144 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %142, ptr noundef nonnull readonly dereferenceable(1) %143) #23
  %145 = icmp slt i32 %144, 0
  %146 = load ptr, ptr %141, align 8, !tbaa !30
  br i1 %145, label %147, label %158

147:                                              ; preds = %134
  %148 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %143, ptr noundef nonnull readonly dereferenceable(1) %146) #23
  %149 = icmp slt i32 %148, 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %147
  %151 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %143, ptr %0, align 8, !tbaa !30
  store ptr %151, ptr %140, align 8, !tbaa !30
  br label %169

152:                                              ; preds = %147
  %153 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %142, ptr noundef nonnull readonly dereferenceable(1) %146) #23
  %154 = icmp slt i32 %153, 0
  %155 = load ptr, ptr %0, align 8, !tbaa !30
  br i1 %154, label %156, label %157

156:                                              ; preds = %152
  store ptr %146, ptr %0, align 8, !tbaa !30
  store ptr %155, ptr %141, align 8, !tbaa !30
  br label %169

157:                                              ; preds = %152
  store ptr %142, ptr %0, align 8, !tbaa !30
  store ptr %155, ptr %10, align 8, !tbaa !30
  br label %169

158:                                              ; preds = %134
  %159 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %142, ptr noundef nonnull readonly dereferenceable(1) %146) #23
  %160 = icmp slt i32 %159, 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %158
  %162 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %142, ptr %0, align 8, !tbaa !30
  store ptr %162, ptr %10, align 8, !tbaa !30
  br label %169

163:                                              ; preds = %158
  %164 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %143, ptr noundef nonnull readonly dereferenceable(1) %146) #23
  %165 = icmp slt i32 %164, 0
  %166 = load ptr, ptr %0, align 8, !tbaa !30
  br i1 %165, label %167, label %168

167:                                              ; preds = %163
  store ptr %146, ptr %0, align 8, !tbaa !30
  store ptr %166, ptr %141, align 8, !tbaa !30
  br label %169

168:                                              ; preds = %163
  store ptr %143, ptr %0, align 8, !tbaa !30
  store ptr %166, ptr %140, align 8, !tbaa !30
  br label %169

169:                                              ; preds = %168, %167, %161, %157, %156, %150
  br label %170

170:                                              ; preds = %169, %188
  %171 = phi ptr [ %179, %188 ], [ %10, %169 ]
  %172 = phi ptr [ %182, %188 ], [ %135, %169 ]
  %173 = load ptr, ptr %0, align 8, !tbaa !30
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi ptr [ %171, %170 ], [ %179, %174 ]
  %176 = load ptr, ptr %175, align 8, !tbaa !30
  %177 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %176, ptr noundef nonnull readonly dereferenceable(1) %173) #23
  %178 = icmp slt i32 %177, 0
  %179 = getelementptr inbounds i8, ptr %175, i64 8
  br i1 %178, label %174, label %180, !llvm.loop !85

180:                                              ; preds = %174, %180
  %181 = phi ptr [ %182, %180 ], [ %172, %174 ]
  %182 = getelementptr inbounds i8, ptr %181, i64 -8
  %183 = load ptr, ptr %182, align 8, !tbaa !30
  %184 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %173, ptr noundef nonnull readonly dereferenceable(1) %183) #23
  %185 = icmp slt i32 %184, 0
  br i1 %185, label %180, label %186, !llvm.loop !86

186:                                              ; preds = %180
  %187 = icmp ult ptr %175, %182
  br i1 %187, label %188, label %189

188:                                              ; preds = %186
  store ptr %183, ptr %175, align 8, !tbaa !30
  store ptr %176, ptr %182, align 8, !tbaa !30
  br label %170, !llvm.loop !87

189:                                              ; preds = %186
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE3$_8EEEvT_SD_T0_T1_"(ptr nonnull %175, ptr %135, i64 noundef %138)
  %190 = ptrtoint ptr %175 to i64
  %191 = sub i64 %190, %4
  %192 = ashr exact i64 %191, 3
  %193 = icmp sgt i64 %192, 16
  br i1 %193, label %12, label %194, !llvm.loop !80

194:                                              ; preds = %189, %130, %3, %73
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #10 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %318

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %37

12:                                               ; preds = %313
  %13 = icmp eq i64 %41, 0
  br i1 %13, label %14, label %37, !llvm.loop !88

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %316, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %315, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %234, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  br label %20

20:                                               ; preds = %20, %14
  %21 = phi i64 [ %19, %14 ], [ %25, %20 ]
  %22 = getelementptr inbounds ptr, ptr %0, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !30
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElS3_NS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_T0_SE_T1_T2_"(ptr %0, i64 noundef %21, i64 noundef %15, ptr noundef %23)
  %24 = icmp eq i64 %21, 0
  %25 = add nsw i64 %21, -1
  br i1 %24, label %26, label %20, !llvm.loop !89

26:                                               ; preds = %20
  %27 = icmp sgt i64 %16, 8
  br i1 %27, label %28, label %318

28:                                               ; preds = %26, %28
  %29 = phi ptr [ %30, %28 ], [ %17, %26 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 -8
  %31 = load ptr, ptr %30, align 8, !tbaa !30
  %32 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %32, ptr %30, align 8, !tbaa !30
  %33 = ptrtoint ptr %30 to i64
  %34 = sub i64 %33, %4
  %35 = ashr exact i64 %34, 3
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElS3_NS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_T0_SE_T1_T2_"(ptr nonnull %0, i64 noundef 0, i64 noundef %35, ptr noundef %31)
  %36 = icmp sgt i64 %34, 8
  br i1 %36, label %28, label %318, !llvm.loop !90

37:                                               ; preds = %9, %12
  %38 = phi ptr [ %234, %12 ], [ %1, %9 ]
  %39 = phi i64 [ %41, %12 ], [ %2, %9 ]
  %40 = phi i64 [ %316, %12 ], [ %7, %9 ]
  %41 = add nsw i64 %39, -1
  %42 = lshr i64 %40, 1
  %43 = getelementptr inbounds ptr, ptr %0, i64 %42
  %44 = getelementptr inbounds i8, ptr %38, i64 -8
  %45 = load ptr, ptr %10, align 8, !tbaa !30
  %46 = load ptr, ptr %43, align 8, !tbaa !30
  %47 = load i8, ptr %45, align 1, !tbaa !91
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %68, label %49

49:                                               ; preds = %37, %63
  %50 = phi i8 [ %66, %63 ], [ %47, %37 ]
  %51 = phi ptr [ %65, %63 ], [ %46, %37 ]
  %52 = phi ptr [ %64, %63 ], [ %45, %37 ]
  %53 = add i8 %50, -65
  %54 = icmp ult i8 %53, 26
  %55 = add nuw nsw i8 %50, 32
  %56 = select i1 %54, i8 %55, i8 %50
  %57 = load i8, ptr %51, align 1, !tbaa !91
  %58 = add i8 %57, -65
  %59 = icmp ult i8 %58, 26
  %60 = add nuw nsw i8 %57, 32
  %61 = select i1 %59, i8 %60, i8 %57
  %62 = icmp eq i8 %56, %61
  br i1 %62, label %63, label %68

63:                                               ; preds = %49
  %64 = getelementptr inbounds i8, ptr %52, i64 1
  %65 = getelementptr inbounds i8, ptr %51, i64 1
  %66 = load i8, ptr %64, align 1, !tbaa !91
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %68, label %49, !llvm.loop !92

68:                                               ; preds = %63, %49, %37
  %69 = phi ptr [ %46, %37 ], [ %65, %63 ], [ %51, %49 ]
  %70 = phi i8 [ 0, %37 ], [ 0, %63 ], [ %50, %49 ]
  %71 = add i8 %70, -65
  %72 = icmp ult i8 %71, 26
  %73 = add nuw nsw i8 %70, 32
  %74 = select i1 %72, i8 %73, i8 %70
  %75 = load i8, ptr %69, align 1, !tbaa !91
  %76 = add i8 %75, -65
  %77 = icmp ult i8 %76, 26
  %78 = add nuw nsw i8 %75, 32
  %79 = select i1 %77, i8 %78, i8 %75
  %80 = icmp slt i8 %74, %79
  %81 = load ptr, ptr %44, align 8, !tbaa !30
  br i1 %80, label %82, label %155

82:                                               ; preds = %68
  %83 = load i8, ptr %46, align 1, !tbaa !91
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %104, label %85

85:                                               ; preds = %82, %99
  %86 = phi i8 [ %102, %99 ], [ %83, %82 ]
  %87 = phi ptr [ %101, %99 ], [ %81, %82 ]
  %88 = phi ptr [ %100, %99 ], [ %46, %82 ]
  %89 = add i8 %86, -65
  %90 = icmp ult i8 %89, 26
  %91 = add nuw nsw i8 %86, 32
  %92 = select i1 %90, i8 %91, i8 %86
  %93 = load i8, ptr %87, align 1, !tbaa !91
  %94 = add i8 %93, -65
  %95 = icmp ult i8 %94, 26
  %96 = add nuw nsw i8 %93, 32
  %97 = select i1 %95, i8 %96, i8 %93
  %98 = icmp eq i8 %92, %97
  br i1 %98, label %99, label %104

99:                                               ; preds = %85
  %100 = getelementptr inbounds i8, ptr %88, i64 1
  %101 = getelementptr inbounds i8, ptr %87, i64 1
  %102 = load i8, ptr %100, align 1, !tbaa !91
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %104, label %85, !llvm.loop !92

104:                                              ; preds = %99, %85, %82
  %105 = phi ptr [ %81, %82 ], [ %101, %99 ], [ %87, %85 ]
  %106 = phi i8 [ 0, %82 ], [ 0, %99 ], [ %86, %85 ]
  %107 = add i8 %106, -65
  %108 = icmp ult i8 %107, 26
  %109 = add nuw nsw i8 %106, 32
  %110 = select i1 %108, i8 %109, i8 %106
  %111 = load i8, ptr %105, align 1, !tbaa !91
  %112 = add i8 %111, -65
  %113 = icmp ult i8 %112, 26
  %114 = add nuw nsw i8 %111, 32
  %115 = select i1 %113, i8 %114, i8 %111
  %116 = icmp slt i8 %110, %115
  br i1 %116, label %117, label %119

117:                                              ; preds = %104
  %118 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %46, ptr %0, align 8, !tbaa !30
  store ptr %118, ptr %43, align 8, !tbaa !30
  br label %228

119:                                              ; preds = %104
  br i1 %48, label %139, label %120

120:                                              ; preds = %119, %134
  %121 = phi i8 [ %137, %134 ], [ %47, %119 ]
  %122 = phi ptr [ %136, %134 ], [ %81, %119 ]
  %123 = phi ptr [ %135, %134 ], [ %45, %119 ]
  %124 = add i8 %121, -65
  %125 = icmp ult i8 %124, 26
  %126 = add nuw nsw i8 %121, 32
  %127 = select i1 %125, i8 %126, i8 %121
  %128 = load i8, ptr %122, align 1, !tbaa !91
  %129 = add i8 %128, -65
  %130 = icmp ult i8 %129, 26
  %131 = add nuw nsw i8 %128, 32
  %132 = select i1 %130, i8 %131, i8 %128
  %133 = icmp eq i8 %127, %132
  br i1 %133, label %134, label %139

134:                                              ; preds = %120
  %135 = getelementptr inbounds i8, ptr %123, i64 1
  %136 = getelementptr inbounds i8, ptr %122, i64 1
  %137 = load i8, ptr %135, align 1, !tbaa !91
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %139, label %120, !llvm.loop !92

139:                                              ; preds = %134, %120, %119
  %140 = phi ptr [ %81, %119 ], [ %136, %134 ], [ %122, %120 ]
  %141 = phi i8 [ 0, %119 ], [ 0, %134 ], [ %121, %120 ]
  %142 = add i8 %141, -65
  %143 = icmp ult i8 %142, 26
  %144 = add nuw nsw i8 %141, 32
  %145 = select i1 %143, i8 %144, i8 %141
  %146 = load i8, ptr %140, align 1, !tbaa !91
  %147 = add i8 %146, -65
  %148 = icmp ult i8 %147, 26
  %149 = add nuw nsw i8 %146, 32
  %150 = select i1 %148, i8 %149, i8 %146
  %151 = icmp slt i8 %145, %150
  %152 = load ptr, ptr %0, align 8, !tbaa !30
  br i1 %151, label %153, label %154

153:                                              ; preds = %139
  store ptr %81, ptr %0, align 8, !tbaa !30
  store ptr %152, ptr %44, align 8, !tbaa !30
  br label %228

154:                                              ; preds = %139
  store ptr %45, ptr %0, align 8, !tbaa !30
  store ptr %152, ptr %10, align 8, !tbaa !30
  br label %228

155:                                              ; preds = %68
  br i1 %48, label %175, label %156

156:                                              ; preds = %155, %170
  %157 = phi i8 [ %173, %170 ], [ %47, %155 ]
  %158 = phi ptr [ %172, %170 ], [ %81, %155 ]
  %159 = phi ptr [ %171, %170 ], [ %45, %155 ]
  %160 = add i8 %157, -65
  %161 = icmp ult i8 %160, 26
  %162 = add nuw nsw i8 %157, 32
  %163 = select i1 %161, i8 %162, i8 %157
  %164 = load i8, ptr %158, align 1, !tbaa !91
  %165 = add i8 %164, -65
  %166 = icmp ult i8 %165, 26
  %167 = add nuw nsw i8 %164, 32
  %168 = select i1 %166, i8 %167, i8 %164
  %169 = icmp eq i8 %163, %168
  br i1 %169, label %170, label %175

170:                                              ; preds = %156
  %171 = getelementptr inbounds i8, ptr %159, i64 1
  %172 = getelementptr inbounds i8, ptr %158, i64 1
  %173 = load i8, ptr %171, align 1, !tbaa !91
  %174 = icmp eq i8 %173, 0
  br i1 %174, label %175, label %156, !llvm.loop !92

175:                                              ; preds = %170, %156, %155
  %176 = phi ptr [ %81, %155 ], [ %172, %170 ], [ %158, %156 ]
  %177 = phi i8 [ 0, %155 ], [ 0, %170 ], [ %157, %156 ]
  %178 = add i8 %177, -65
  %179 = icmp ult i8 %178, 26
  %180 = add nuw nsw i8 %177, 32
  %181 = select i1 %179, i8 %180, i8 %177
  %182 = load i8, ptr %176, align 1, !tbaa !91
  %183 = add i8 %182, -65
  %184 = icmp ult i8 %183, 26
  %185 = add nuw nsw i8 %182, 32
  %186 = select i1 %184, i8 %185, i8 %182
  %187 = icmp slt i8 %181, %186
  br i1 %187, label %188, label %190

188:                                              ; preds = %175
  %189 = load ptr, ptr %0, align 8, !tbaa !30
  store ptr %45, ptr %0, align 8, !tbaa !30
  store ptr %189, ptr %10, align 8, !tbaa !30
  br label %228

190:                                              ; preds = %175
  %191 = load i8, ptr %46, align 1, !tbaa !91
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %212, label %193

193:                                              ; preds = %190, %207
  %194 = phi i8 [ %210, %207 ], [ %191, %190 ]
  %195 = phi ptr [ %209, %207 ], [ %81, %190 ]
  %196 = phi ptr [ %208, %207 ], [ %46, %190 ]
  %197 = add i8 %194, -65
  %198 = icmp ult i8 %197, 26
  %199 = add nuw nsw i8 %194, 32
  %200 = select i1 %198, i8 %199, i8 %194
  %201 = load i8, ptr %195, align 1, !tbaa !91
  %202 = add i8 %201, -65
  %203 = icmp ult i8 %202, 26
  %204 = add nuw nsw i8 %201, 32
  %205 = select i1 %203, i8 %204, i8 %201
  %206 = icmp eq i8 %200, %205
  br i1 %206, label %207, label %212

207:                                              ; preds = %193
  %208 = getelementptr inbounds i8, ptr %196, i64 1
  %209 = getelementptr inbounds i8, ptr %195, i64 1
  %210 = load i8, ptr %208, align 1, !tbaa !91
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %212, label %193, !llvm.loop !92

212:                                              ; preds = %207, %193, %190
  %213 = phi ptr [ %81, %190 ], [ %209, %207 ], [ %195, %193 ]
  %214 = phi i8 [ 0, %190 ], [ 0, %207 ], [ %194, %193 ]
  %215 = add i8 %214, -65
  %216 = icmp ult i8 %215, 26
  %217 = add nuw nsw i8 %214, 32
  %218 = select i1 %216, i8 %217, i8 %214
  %219 = load i8, ptr %213, align 1, !tbaa !91
  %220 = add i8 %219, -65
  %221 = icmp ult i8 %220, 26
  %222 = add nuw nsw i8 %219, 32
  %223 = select i1 %221, i8 %222, i8 %219
  %224 = icmp slt i8 %218, %223
  %225 = load ptr, ptr %0, align 8, !tbaa !30
  br i1 %224, label %226, label %227

226:                                              ; preds = %212
  store ptr %81, ptr %0, align 8, !tbaa !30
  store ptr %225, ptr %44, align 8, !tbaa !30
  br label %228

227:                                              ; preds = %212
  store ptr %46, ptr %0, align 8, !tbaa !30
  store ptr %225, ptr %43, align 8, !tbaa !30
  br label %228

228:                                              ; preds = %227, %226, %188, %154, %153, %117
  br label %229

229:                                              ; preds = %228, %312
  %230 = phi ptr [ %276, %312 ], [ %38, %228 ]
  %231 = phi ptr [ %270, %312 ], [ %10, %228 ]
  %232 = load ptr, ptr %0, align 8, !tbaa !30
  br label %233

233:                                              ; preds = %257, %229
  %234 = phi ptr [ %231, %229 ], [ %270, %257 ]
  %235 = load ptr, ptr %234, align 8, !tbaa !30
  %236 = load i8, ptr %235, align 1, !tbaa !91
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %257, label %238

238:                                              ; preds = %233, %252
  %239 = phi i8 [ %255, %252 ], [ %236, %233 ]
  %240 = phi ptr [ %254, %252 ], [ %232, %233 ]
  %241 = phi ptr [ %253, %252 ], [ %235, %233 ]
  %242 = add i8 %239, -65
  %243 = icmp ult i8 %242, 26
  %244 = add nuw nsw i8 %239, 32
  %245 = select i1 %243, i8 %244, i8 %239
  %246 = load i8, ptr %240, align 1, !tbaa !91
  %247 = add i8 %246, -65
  %248 = icmp ult i8 %247, 26
  %249 = add nuw nsw i8 %246, 32
  %250 = select i1 %248, i8 %249, i8 %246
  %251 = icmp eq i8 %245, %250
  br i1 %251, label %252, label %257

252:                                              ; preds = %238
  %253 = getelementptr inbounds i8, ptr %241, i64 1
  %254 = getelementptr inbounds i8, ptr %240, i64 1
  %255 = load i8, ptr %253, align 1, !tbaa !91
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %257, label %238, !llvm.loop !92

257:                                              ; preds = %252, %238, %233
  %258 = phi ptr [ %232, %233 ], [ %254, %252 ], [ %240, %238 ]
  %259 = phi i8 [ 0, %233 ], [ 0, %252 ], [ %239, %238 ]
  %260 = add i8 %259, -65
  %261 = icmp ult i8 %260, 26
  %262 = add nuw nsw i8 %259, 32
  %263 = select i1 %261, i8 %262, i8 %259
  %264 = load i8, ptr %258, align 1, !tbaa !91
  %265 = add i8 %264, -65
  %266 = icmp ult i8 %265, 26
  %267 = add nuw nsw i8 %264, 32
  %268 = select i1 %266, i8 %267, i8 %264
  %269 = icmp slt i8 %263, %268
  %270 = getelementptr inbounds i8, ptr %234, i64 8
  br i1 %269, label %233, label %271, !llvm.loop !93

271:                                              ; preds = %257
  %272 = load i8, ptr %232, align 1, !tbaa !91
  %273 = icmp eq i8 %272, 0
  br label %274

274:                                              ; preds = %297, %271
  %275 = phi ptr [ %276, %297 ], [ %230, %271 ]
  %276 = getelementptr inbounds i8, ptr %275, i64 -8
  %277 = load ptr, ptr %276, align 8, !tbaa !30
  br i1 %273, label %297, label %278

278:                                              ; preds = %274, %292
  %279 = phi i8 [ %295, %292 ], [ %272, %274 ]
  %280 = phi ptr [ %294, %292 ], [ %277, %274 ]
  %281 = phi ptr [ %293, %292 ], [ %232, %274 ]
  %282 = add i8 %279, -65
  %283 = icmp ult i8 %282, 26
  %284 = add nuw nsw i8 %279, 32
  %285 = select i1 %283, i8 %284, i8 %279
  %286 = load i8, ptr %280, align 1, !tbaa !91
  %287 = add i8 %286, -65
  %288 = icmp ult i8 %287, 26
  %289 = add nuw nsw i8 %286, 32
  %290 = select i1 %288, i8 %289, i8 %286
  %291 = icmp eq i8 %285, %290
  br i1 %291, label %292, label %297

292:                                              ; preds = %278
  %293 = getelementptr inbounds i8, ptr %281, i64 1
  %294 = getelementptr inbounds i8, ptr %280, i64 1
  %295 = load i8, ptr %293, align 1, !tbaa !91
  %296 = icmp eq i8 %295, 0
  br i1 %296, label %297, label %278, !llvm.loop !92

297:                                              ; preds = %292, %278, %274
  %298 = phi ptr [ %277, %274 ], [ %294, %292 ], [ %280, %278 ]
  %299 = phi i8 [ 0, %274 ], [ 0, %292 ], [ %279, %278 ]
  %300 = add i8 %299, -65
  %301 = icmp ult i8 %300, 26
  %302 = add nuw nsw i8 %299, 32
  %303 = select i1 %301, i8 %302, i8 %299
  %304 = load i8, ptr %298, align 1, !tbaa !91
  %305 = add i8 %304, -65
  %306 = icmp ult i8 %305, 26
  %307 = add nuw nsw i8 %304, 32
  %308 = select i1 %306, i8 %307, i8 %304
  %309 = icmp slt i8 %303, %308
  br i1 %309, label %274, label %310, !llvm.loop !94

310:                                              ; preds = %297
  %311 = icmp ult ptr %234, %276
  br i1 %311, label %312, label %313

312:                                              ; preds = %310
  store ptr %277, ptr %234, align 8, !tbaa !30
  store ptr %235, ptr %276, align 8, !tbaa !30
  br label %229, !llvm.loop !95

313:                                              ; preds = %310
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_SD_T0_T1_"(ptr nonnull %234, ptr %38, i64 noundef %41)
  %314 = ptrtoint ptr %234 to i64
  %315 = sub i64 %314, %4
  %316 = ashr exact i64 %315, 3
  %317 = icmp sgt i64 %316, 16
  br i1 %317, label %12, label %318, !llvm.loop !88

318:                                              ; preds = %313, %28, %3, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEElS3_NS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_T0_SE_T1_T2_"(ptr nocapture %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) unnamed_addr #13 {
  %5 = add nsw i64 %2, -1
  %6 = sdiv i64 %5, 2
  %7 = icmp sgt i64 %6, %1
  br i1 %7, label %8, label %56

8:                                                ; preds = %4, %38
  %9 = phi i64 [ %51, %38 ], [ %1, %4 ]
  %10 = shl i64 %9, 1
  %11 = add i64 %10, 2
  %12 = getelementptr inbounds ptr, ptr %0, i64 %11
  %13 = or disjoint i64 %10, 1
  %14 = getelementptr inbounds ptr, ptr %0, i64 %13
  %15 = load ptr, ptr %12, align 8, !tbaa !30
  %16 = load ptr, ptr %14, align 8, !tbaa !30
  %17 = load i8, ptr %15, align 1, !tbaa !91
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %38, label %19

19:                                               ; preds = %8, %33
  %20 = phi i8 [ %36, %33 ], [ %17, %8 ]
  %21 = phi ptr [ %35, %33 ], [ %16, %8 ]
  %22 = phi ptr [ %34, %33 ], [ %15, %8 ]
  %23 = add i8 %20, -65
  %24 = icmp ult i8 %23, 26
  %25 = add nuw nsw i8 %20, 32
  %26 = select i1 %24, i8 %25, i8 %20
  %27 = load i8, ptr %21, align 1, !tbaa !91
  %28 = add i8 %27, -65
  %29 = icmp ult i8 %28, 26
  %30 = add nuw nsw i8 %27, 32
  %31 = select i1 %29, i8 %30, i8 %27
  %32 = icmp eq i8 %26, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %19
  %34 = getelementptr inbounds i8, ptr %22, i64 1
  %35 = getelementptr inbounds i8, ptr %21, i64 1
  %36 = load i8, ptr %34, align 1, !tbaa !91
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %38, label %19, !llvm.loop !92

38:                                               ; preds = %19, %33, %8
  %39 = phi ptr [ %16, %8 ], [ %35, %33 ], [ %21, %19 ]
  %40 = phi i8 [ 0, %8 ], [ 0, %33 ], [ %20, %19 ]
  %41 = add i8 %40, -65
  %42 = icmp ult i8 %41, 26
  %43 = add nuw nsw i8 %40, 32
  %44 = select i1 %42, i8 %43, i8 %40
  %45 = load i8, ptr %39, align 1, !tbaa !91
  %46 = add i8 %45, -65
  %47 = icmp ult i8 %46, 26
  %48 = add nuw nsw i8 %45, 32
  %49 = select i1 %47, i8 %48, i8 %45
  %50 = icmp slt i8 %44, %49
  %51 = select i1 %50, i64 %13, i64 %11
  %52 = getelementptr inbounds ptr, ptr %0, i64 %51
  %53 = load ptr, ptr %52, align 8, !tbaa !30
  %54 = getelementptr inbounds ptr, ptr %0, i64 %9
  store ptr %53, ptr %54, align 8, !tbaa !30
  %55 = icmp slt i64 %51, %6
  br i1 %55, label %8, label %56, !llvm.loop !96

56:                                               ; preds = %38, %4
  %57 = phi i64 [ %1, %4 ], [ %51, %38 ]
  %58 = and i64 %2, 1
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %60, label %70

60:                                               ; preds = %56
  %61 = add nsw i64 %2, -2
  %62 = ashr exact i64 %61, 1
  %63 = icmp eq i64 %57, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %60
  %65 = shl nsw i64 %57, 1
  %66 = or disjoint i64 %65, 1
  %67 = getelementptr inbounds ptr, ptr %0, i64 %66
  %68 = load ptr, ptr %67, align 8, !tbaa !30
  %69 = getelementptr inbounds ptr, ptr %0, i64 %57
  store ptr %68, ptr %69, align 8, !tbaa !30
  br label %70

70:                                               ; preds = %64, %60, %56
  %71 = phi i64 [ %66, %64 ], [ %57, %60 ], [ %57, %56 ]
  %72 = icmp sgt i64 %71, %1
  br i1 %72, label %73, label %116

73:                                               ; preds = %70, %113
  %74 = phi i64 [ %76, %113 ], [ %71, %70 ]
  %75 = add nsw i64 %74, -1
  %76 = sdiv i64 %75, 2
  %77 = getelementptr inbounds ptr, ptr %0, i64 %76
  %78 = load ptr, ptr %77, align 8, !tbaa !30
  %79 = load i8, ptr %78, align 1, !tbaa !91
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %100, label %81

81:                                               ; preds = %73, %95
  %82 = phi i8 [ %98, %95 ], [ %79, %73 ]
  %83 = phi ptr [ %97, %95 ], [ %3, %73 ]
  %84 = phi ptr [ %96, %95 ], [ %78, %73 ]
  %85 = add i8 %82, -65
  %86 = icmp ult i8 %85, 26
  %87 = add nuw nsw i8 %82, 32
  %88 = select i1 %86, i8 %87, i8 %82
  %89 = load i8, ptr %83, align 1, !tbaa !91
  %90 = add i8 %89, -65
  %91 = icmp ult i8 %90, 26
  %92 = add nuw nsw i8 %89, 32
  %93 = select i1 %91, i8 %92, i8 %89
  %94 = icmp eq i8 %88, %93
  br i1 %94, label %95, label %100

95:                                               ; preds = %81
  %96 = getelementptr inbounds i8, ptr %84, i64 1
  %97 = getelementptr inbounds i8, ptr %83, i64 1
  %98 = load i8, ptr %96, align 1, !tbaa !91
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %100, label %81, !llvm.loop !92

100:                                              ; preds = %95, %81, %73
  %101 = phi ptr [ %3, %73 ], [ %83, %81 ], [ %97, %95 ]
  %102 = phi i8 [ 0, %73 ], [ %82, %81 ], [ 0, %95 ]
  %103 = add i8 %102, -65
  %104 = icmp ult i8 %103, 26
  %105 = add nuw nsw i8 %102, 32
  %106 = select i1 %104, i8 %105, i8 %102
  %107 = load i8, ptr %101, align 1, !tbaa !91
  %108 = add i8 %107, -65
  %109 = icmp ult i8 %108, 26
  %110 = add nuw nsw i8 %107, 32
  %111 = select i1 %109, i8 %110, i8 %107
  %112 = icmp slt i8 %106, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %100
  %114 = getelementptr inbounds ptr, ptr %0, i64 %74
  store ptr %78, ptr %114, align 8, !tbaa !30
  %115 = icmp sgt i64 %76, %1
  br i1 %115, label %73, label %116, !llvm.loop !97

116:                                              ; preds = %100, %113, %70
  %117 = phi i64 [ %71, %70 ], [ %74, %100 ], [ %76, %113 ]
  %118 = getelementptr inbounds ptr, ptr %0, i64 %117
  store ptr %3, ptr %118, align 8, !tbaa !30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPPKcSt6vectorIS3_SaIS3_EEEENS0_5__ops15_Iter_comp_iterIZ4mainE4$_10EEEvT_SD_T0_"(ptr %0, ptr readnone %1) unnamed_addr #14 {
  %3 = icmp eq ptr %0, %1
  br i1 %3, label %99, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %5, %1
  br i1 %6, label %99, label %7

7:                                                ; preds = %4
  %8 = ptrtoint ptr %0 to i64
  br label %9

9:                                                ; preds = %7, %95
  %10 = phi ptr [ %5, %7 ], [ %97, %95 ]
  %11 = phi ptr [ %0, %7 ], [ %10, %95 ]
  %12 = load ptr, ptr %10, align 8, !tbaa !30
  %13 = load ptr, ptr %0, align 8, !tbaa !30
  %14 = load i8, ptr %12, align 1, !tbaa !91
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %35, label %16

16:                                               ; preds = %9, %30
  %17 = phi i8 [ %33, %30 ], [ %14, %9 ]
  %18 = phi ptr [ %32, %30 ], [ %13, %9 ]
  %19 = phi ptr [ %31, %30 ], [ %12, %9 ]
  %20 = add i8 %17, -65
  %21 = icmp ult i8 %20, 26
  %22 = add nuw nsw i8 %17, 32
  %23 = select i1 %21, i8 %22, i8 %17
  %24 = load i8, ptr %18, align 1, !tbaa !91
  %25 = add i8 %24, -65
  %26 = icmp ult i8 %25, 26
  %27 = add nuw nsw i8 %24, 32
  %28 = select i1 %26, i8 %27, i8 %24
  %29 = icmp eq i8 %23, %28
  br i1 %29, label %30, label %35

30:                                               ; preds = %16
  %31 = getelementptr inbounds i8, ptr %19, i64 1
  %32 = getelementptr inbounds i8, ptr %18, i64 1
  %33 = load i8, ptr %31, align 1, !tbaa !91
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %16, !llvm.loop !92

35:                                               ; preds = %16, %30, %9
  %36 = phi ptr [ %13, %9 ], [ %32, %30 ], [ %18, %16 ]
  %37 = phi i8 [ 0, %9 ], [ 0, %30 ], [ %17, %16 ]
  %38 = add i8 %37, -65
  %39 = icmp ult i8 %38, 26
  %40 = add nuw nsw i8 %37, 32
  %41 = select i1 %39, i8 %40, i8 %37
  %42 = load i8, ptr %36, align 1, !tbaa !91
  %43 = add i8 %42, -65
  %44 = icmp ult i8 %43, 26
  %45 = add nuw nsw i8 %42, 32
  %46 = select i1 %44, i8 %45, i8 %42
  %47 = icmp slt i8 %41, %46
  br i1 %47, label %48, label %55

48:                                               ; preds = %35
  %49 = getelementptr inbounds i8, ptr %11, i64 16
  %50 = ptrtoint ptr %10 to i64
  %51 = sub i64 %50, %8
  %52 = ashr exact i64 %51, 3
  %53 = sub nsw i64 0, %52
  %54 = getelementptr inbounds ptr, ptr %49, i64 %53
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %54, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %51, i1 false)
  br label %95

55:                                               ; preds = %35, %93
  %56 = phi i8 [ %94, %93 ], [ %14, %35 ]
  %57 = phi ptr [ %58, %93 ], [ %10, %35 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 -8
  %59 = load ptr, ptr %58, align 8, !tbaa !30
  %60 = icmp eq i8 %56, 0
  br i1 %60, label %80, label %61

61:                                               ; preds = %55, %75
  %62 = phi i8 [ %78, %75 ], [ %56, %55 ]
  %63 = phi ptr [ %77, %75 ], [ %59, %55 ]
  %64 = phi ptr [ %76, %75 ], [ %12, %55 ]
  %65 = add i8 %62, -65
  %66 = icmp ult i8 %65, 26
  %67 = add nuw nsw i8 %62, 32
  %68 = select i1 %66, i8 %67, i8 %62
  %69 = load i8, ptr %63, align 1, !tbaa !91
  %70 = add i8 %69, -65
  %71 = icmp ult i8 %70, 26
  %72 = add nuw nsw i8 %69, 32
  %73 = select i1 %71, i8 %72, i8 %69
  %74 = icmp eq i8 %68, %73
  br i1 %74, label %75, label %80

75:                                               ; preds = %61
  %76 = getelementptr inbounds i8, ptr %64, i64 1
  %77 = getelementptr inbounds i8, ptr %63, i64 1
  %78 = load i8, ptr %76, align 1, !tbaa !91
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %80, label %61, !llvm.loop !92

80:                                               ; preds = %75, %61, %55
  %81 = phi ptr [ %59, %55 ], [ %63, %61 ], [ %77, %75 ]
  %82 = phi i8 [ 0, %55 ], [ %62, %61 ], [ 0, %75 ]
  %83 = add i8 %82, -65
  %84 = icmp ult i8 %83, 26
  %85 = add nuw nsw i8 %82, 32
  %86 = select i1 %84, i8 %85, i8 %82
  %87 = load i8, ptr %81, align 1, !tbaa !91
  %88 = add i8 %87, -65
  %89 = icmp ult i8 %88, 26
  %90 = add nuw nsw i8 %87, 32
  %91 = select i1 %89, i8 %90, i8 %87
  %92 = icmp slt i8 %86, %91
  br i1 %92, label %93, label %95

93:                                               ; preds = %80
  store ptr %59, ptr %57, align 8, !tbaa !30
  %94 = load i8, ptr %12, align 1, !tbaa !91
  br label %55, !llvm.loop !98

95:                                               ; preds = %80, %48
  %96 = phi ptr [ %0, %48 ], [ %57, %80 ]
  store ptr %12, ptr %96, align 8, !tbaa !30
  %97 = getelementptr inbounds i8, ptr %10, i64 8
  %98 = icmp eq ptr %97, %1
  br i1 %98, label %99, label %9, !llvm.loop !99

99:                                               ; preds = %95, %4, %2
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_11EEEvT_SB_T0_T1_"(ptr %0, ptr %1, i64 noundef %2, ptr nocapture %3) unnamed_addr #10 {
  %5 = ptrtoint ptr %0 to i64
  %6 = ptrtoint ptr %1 to i64
  %7 = sub i64 %6, %5
  %8 = ashr exact i64 %7, 2
  %9 = icmp sgt i64 %8, 16
  br i1 %9, label %10, label %219

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %15, label %141

13:                                               ; preds = %214
  %14 = icmp eq i64 %145, 0
  br i1 %14, label %15, label %141, !llvm.loop !100

15:                                               ; preds = %13, %10
  %16 = phi i64 [ %8, %10 ], [ %217, %13 ]
  %17 = phi i64 [ %7, %10 ], [ %216, %13 ]
  %18 = phi ptr [ %1, %10 ], [ %195, %13 ]
  %19 = add nsw i64 %16, -2
  %20 = lshr i64 %19, 1
  %21 = add nsw i64 %16, -1
  %22 = lshr i64 %21, 1
  %23 = and i64 %17, 4
  %24 = icmp eq i64 %23, 0
  %25 = or disjoint i64 %19, 1
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = getelementptr inbounds i32, ptr %0, i64 %20
  br label %28

28:                                               ; preds = %72, %15
  %29 = phi i64 [ %20, %15 ], [ %76, %72 ]
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !17
  %32 = icmp sgt i64 %22, %29
  br i1 %32, label %33, label %50

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %45, %33 ], [ %29, %28 ]
  %35 = shl i64 %34, 1
  %36 = add i64 %35, 2
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = or disjoint i64 %35, 1
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %37, align 4, !tbaa !17
  %41 = load i32, ptr %39, align 4, !tbaa !17
  %42 = load i32, ptr %3, align 4, !tbaa !17
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4, !tbaa !17
  %44 = icmp slt i32 %40, %41
  %45 = select i1 %44, i64 %38, i64 %36
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !17
  %48 = getelementptr inbounds i32, ptr %0, i64 %34
  store i32 %47, ptr %48, align 4, !tbaa !17
  %49 = icmp slt i64 %45, %22
  br i1 %49, label %33, label %50, !llvm.loop !101

50:                                               ; preds = %33, %28
  %51 = phi i64 [ %29, %28 ], [ %45, %33 ]
  %52 = icmp eq i64 %51, %20
  %53 = select i1 %24, i1 %52, i1 false
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = load i32, ptr %26, align 4, !tbaa !17
  store i32 %55, ptr %27, align 4, !tbaa !17
  br label %56

56:                                               ; preds = %54, %50
  %57 = phi i64 [ %25, %54 ], [ %51, %50 ]
  %58 = icmp sgt i64 %57, %29
  br i1 %58, label %59, label %72

59:                                               ; preds = %56, %68
  %60 = phi i64 [ %62, %68 ], [ %57, %56 ]
  %61 = add nsw i64 %60, -1
  %62 = sdiv i64 %61, 2
  %63 = getelementptr inbounds i32, ptr %0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !17
  %65 = load i32, ptr %3, align 4, !tbaa !17
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %3, align 4, !tbaa !17
  %67 = icmp slt i32 %64, %31
  br i1 %67, label %68, label %72

68:                                               ; preds = %59
  %69 = load i32, ptr %63, align 4, !tbaa !17
  %70 = getelementptr inbounds i32, ptr %0, i64 %60
  store i32 %69, ptr %70, align 4, !tbaa !17
  %71 = icmp sgt i64 %62, %29
  br i1 %71, label %59, label %72, !llvm.loop !102

72:                                               ; preds = %68, %59, %56
  %73 = phi i64 [ %57, %56 ], [ %60, %59 ], [ %62, %68 ]
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  store i32 %31, ptr %74, align 4, !tbaa !17
  %75 = icmp eq i64 %29, 0
  %76 = add nsw i64 %29, -1
  br i1 %75, label %77, label %28, !llvm.loop !103

77:                                               ; preds = %72
  %78 = icmp sgt i64 %17, 4
  br i1 %78, label %79, label %219

79:                                               ; preds = %77, %137
  %80 = phi ptr [ %81, %137 ], [ %18, %77 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 -4
  %82 = load i32, ptr %81, align 4, !tbaa !17
  %83 = load i32, ptr %0, align 4, !tbaa !17
  store i32 %83, ptr %81, align 4, !tbaa !17
  %84 = ptrtoint ptr %81 to i64
  %85 = sub i64 %84, %5
  %86 = ashr exact i64 %85, 2
  %87 = add nsw i64 %86, -1
  %88 = sdiv i64 %87, 2
  %89 = icmp sgt i64 %86, 2
  br i1 %89, label %90, label %107

90:                                               ; preds = %79, %90
  %91 = phi i64 [ %102, %90 ], [ 0, %79 ]
  %92 = shl i64 %91, 1
  %93 = add i64 %92, 2
  %94 = getelementptr inbounds i32, ptr %0, i64 %93
  %95 = or disjoint i64 %92, 1
  %96 = getelementptr inbounds i32, ptr %0, i64 %95
  %97 = load i32, ptr %94, align 4, !tbaa !17
  %98 = load i32, ptr %96, align 4, !tbaa !17
  %99 = load i32, ptr %3, align 4, !tbaa !17
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %3, align 4, !tbaa !17
  %101 = icmp slt i32 %97, %98
  %102 = select i1 %101, i64 %95, i64 %93
  %103 = getelementptr inbounds i32, ptr %0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !17
  %105 = getelementptr inbounds i32, ptr %0, i64 %91
  store i32 %104, ptr %105, align 4, !tbaa !17
  %106 = icmp slt i64 %102, %88
  br i1 %106, label %90, label %107, !llvm.loop !101

107:                                              ; preds = %90, %79
  %108 = phi i64 [ 0, %79 ], [ %102, %90 ]
  %109 = and i64 %85, 4
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %111, label %121

111:                                              ; preds = %107
  %112 = add nsw i64 %86, -2
  %113 = ashr exact i64 %112, 1
  %114 = icmp eq i64 %108, %113
  br i1 %114, label %115, label %121

115:                                              ; preds = %111
  %116 = shl nsw i64 %108, 1
  %117 = or disjoint i64 %116, 1
  %118 = getelementptr inbounds i32, ptr %0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !17
  %120 = getelementptr inbounds i32, ptr %0, i64 %108
  store i32 %119, ptr %120, align 4, !tbaa !17
  br label %121

121:                                              ; preds = %115, %111, %107
  %122 = phi i64 [ %117, %115 ], [ %108, %111 ], [ %108, %107 ]
  %123 = icmp sgt i64 %122, 0
  br i1 %123, label %124, label %137

124:                                              ; preds = %121, %133
  %125 = phi i64 [ %127, %133 ], [ %122, %121 ]
  %126 = add nsw i64 %125, -1
  %127 = lshr i64 %126, 1
  %128 = getelementptr inbounds i32, ptr %0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !17
  %130 = load i32, ptr %3, align 4, !tbaa !17
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %3, align 4, !tbaa !17
  %132 = icmp slt i32 %129, %82
  br i1 %132, label %133, label %137

133:                                              ; preds = %124
  %134 = load i32, ptr %128, align 4, !tbaa !17
  %135 = getelementptr inbounds i32, ptr %0, i64 %125
  store i32 %134, ptr %135, align 4, !tbaa !17
  %136 = icmp ult i64 %126, 2
  br i1 %136, label %137, label %124, !llvm.loop !102

137:                                              ; preds = %133, %124, %121
  %138 = phi i64 [ %122, %121 ], [ %125, %124 ], [ 0, %133 ]
  %139 = getelementptr inbounds i32, ptr %0, i64 %138
  store i32 %82, ptr %139, align 4, !tbaa !17
  %140 = icmp sgt i64 %85, 4
  br i1 %140, label %79, label %219, !llvm.loop !104

141:                                              ; preds = %10, %13
  %142 = phi ptr [ %195, %13 ], [ %1, %10 ]
  %143 = phi i64 [ %145, %13 ], [ %2, %10 ]
  %144 = phi i64 [ %217, %13 ], [ %8, %10 ]
  %145 = add nsw i64 %143, -1
  %146 = lshr i64 %144, 1
  %147 = getelementptr inbounds i32, ptr %0, i64 %146
  %148 = getelementptr inbounds i8, ptr %142, i64 -4
  %149 = load i32, ptr %11, align 4, !tbaa !17
  %150 = load i32, ptr %147, align 4, !tbaa !17
  %151 = load i32, ptr %3, align 4, !tbaa !17
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %3, align 4, !tbaa !17
  %153 = icmp slt i32 %149, %150
  %154 = load i32, ptr %148, align 4, !tbaa !17
  %155 = add nsw i32 %151, 2
  br i1 %153, label %156, label %172

156:                                              ; preds = %141
  %157 = load i32, ptr %147, align 4, !tbaa !17
  store i32 %155, ptr %3, align 4, !tbaa !17
  %158 = icmp slt i32 %157, %154
  br i1 %158, label %159, label %162

159:                                              ; preds = %156
  %160 = load i32, ptr %0, align 4, !tbaa !17
  %161 = load i32, ptr %147, align 4, !tbaa !17
  store i32 %161, ptr %0, align 4, !tbaa !17
  store i32 %160, ptr %147, align 4, !tbaa !17
  br label %188

162:                                              ; preds = %156
  %163 = load i32, ptr %11, align 4, !tbaa !17
  %164 = load i32, ptr %148, align 4, !tbaa !17
  %165 = add nsw i32 %151, 3
  store i32 %165, ptr %3, align 4, !tbaa !17
  %166 = icmp slt i32 %163, %164
  %167 = load i32, ptr %0, align 4, !tbaa !17
  br i1 %166, label %168, label %170

168:                                              ; preds = %162
  %169 = load i32, ptr %148, align 4, !tbaa !17
  store i32 %169, ptr %0, align 4, !tbaa !17
  store i32 %167, ptr %148, align 4, !tbaa !17
  br label %188

170:                                              ; preds = %162
  %171 = load i32, ptr %11, align 4, !tbaa !17
  store i32 %171, ptr %0, align 4, !tbaa !17
  store i32 %167, ptr %11, align 4, !tbaa !17
  br label %188

172:                                              ; preds = %141
  %173 = load i32, ptr %11, align 4, !tbaa !17
  store i32 %155, ptr %3, align 4, !tbaa !17
  %174 = icmp slt i32 %173, %154
  br i1 %174, label %175, label %178

175:                                              ; preds = %172
  %176 = load i32, ptr %0, align 4, !tbaa !17
  %177 = load i32, ptr %11, align 4, !tbaa !17
  store i32 %177, ptr %0, align 4, !tbaa !17
  store i32 %176, ptr %11, align 4, !tbaa !17
  br label %188

178:                                              ; preds = %172
  %179 = load i32, ptr %147, align 4, !tbaa !17
  %180 = load i32, ptr %148, align 4, !tbaa !17
  %181 = add nsw i32 %151, 3
  store i32 %181, ptr %3, align 4, !tbaa !17
  %182 = icmp slt i32 %179, %180
  %183 = load i32, ptr %0, align 4, !tbaa !17
  br i1 %182, label %184, label %186

184:                                              ; preds = %178
  %185 = load i32, ptr %148, align 4, !tbaa !17
  store i32 %185, ptr %0, align 4, !tbaa !17
  store i32 %183, ptr %148, align 4, !tbaa !17
  br label %188

186:                                              ; preds = %178
  %187 = load i32, ptr %147, align 4, !tbaa !17
  store i32 %187, ptr %0, align 4, !tbaa !17
  store i32 %183, ptr %147, align 4, !tbaa !17
  br label %188

188:                                              ; preds = %186, %184, %175, %170, %168, %159
  br label %189

189:                                              ; preds = %188, %211
  %190 = phi ptr [ %204, %211 ], [ %142, %188 ]
  %191 = phi ptr [ %200, %211 ], [ %11, %188 ]
  %192 = load i32, ptr %3, align 4, !tbaa !17
  br label %193

193:                                              ; preds = %193, %189
  %194 = phi i32 [ %192, %189 ], [ %198, %193 ]
  %195 = phi ptr [ %191, %189 ], [ %200, %193 ]
  %196 = load i32, ptr %195, align 4, !tbaa !17
  %197 = load i32, ptr %0, align 4, !tbaa !17
  %198 = add nsw i32 %194, 1
  store i32 %198, ptr %3, align 4, !tbaa !17
  %199 = icmp slt i32 %196, %197
  %200 = getelementptr inbounds i8, ptr %195, i64 4
  br i1 %199, label %193, label %201, !llvm.loop !105

201:                                              ; preds = %193, %201
  %202 = phi i32 [ %207, %201 ], [ %198, %193 ]
  %203 = phi ptr [ %204, %201 ], [ %190, %193 ]
  %204 = getelementptr inbounds i8, ptr %203, i64 -4
  %205 = load i32, ptr %0, align 4, !tbaa !17
  %206 = load i32, ptr %204, align 4, !tbaa !17
  %207 = add nsw i32 %202, 1
  store i32 %207, ptr %3, align 4, !tbaa !17
  %208 = icmp slt i32 %205, %206
  br i1 %208, label %201, label %209, !llvm.loop !106

209:                                              ; preds = %201
  %210 = icmp ult ptr %195, %204
  br i1 %210, label %211, label %214

211:                                              ; preds = %209
  %212 = load i32, ptr %195, align 4, !tbaa !17
  %213 = load i32, ptr %204, align 4, !tbaa !17
  store i32 %213, ptr %195, align 4, !tbaa !17
  store i32 %212, ptr %204, align 4, !tbaa !17
  br label %189, !llvm.loop !107

214:                                              ; preds = %209
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ4mainE4$_11EEEvT_SB_T0_T1_"(ptr nonnull %195, ptr %142, i64 noundef %145, ptr nonnull %3)
  %215 = ptrtoint ptr %195 to i64
  %216 = sub i64 %215, %5
  %217 = ashr exact i64 %216, 2
  %218 = icmp sgt i64 %217, 16
  br i1 %218, label %13, label %219, !llvm.loop !100

219:                                              ; preds = %214, %137, %4, %77
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #15

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #18

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind }
attributes #16 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #19 = { nounwind }
attributes #20 = { noreturn nounwind }
attributes #21 = { builtin nounwind allocsize(0) }
attributes #22 = { builtin nounwind }
attributes #23 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSZ4mainE3$_4", !7, i64 0, !7, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !7, i64 8}
!13 = !{!"_ZTS8Particle", !14, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!14 = !{!"int", !8, i64 0}
!15 = !{!13, !7, i64 16}
!16 = !{i64 0, i64 4, !17, i64 8, i64 8, !11, i64 16, i64 8, !11, i64 24, i64 8, !11}
!17 = !{!14, !14, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = !{!13, !14, i64 0}
!22 = distinct !{!22, !19}
!23 = !{!13, !7, i64 24}
!24 = !{i64 4, i64 8, !11, i64 12, i64 8, !11, i64 20, i64 8, !11}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !19}
!30 = !{!31, !31, i64 0}
!31 = !{!"any pointer", !8, i64 0}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !19}
!34 = distinct !{!34, !19}
!35 = distinct !{!35, !19}
!36 = distinct !{!36, !19}
!37 = distinct !{!37, !19}
!38 = distinct !{!38, !19}
!39 = distinct !{!39, !19}
!40 = distinct !{!40, !19}
!41 = distinct !{!41, !19}
!42 = distinct !{!42, !19}
!43 = distinct !{!43, !19}
!44 = distinct !{!44, !19}
!45 = distinct !{!45, !19}
!46 = distinct !{!46, !19}
!47 = distinct !{!47, !19}
!48 = distinct !{!48, !19}
!49 = distinct !{!49, !19}
!50 = distinct !{!50, !19}
!51 = distinct !{!51, !19}
!52 = distinct !{!52, !19}
!53 = distinct !{!53, !19}
!54 = distinct !{!54, !19}
!55 = distinct !{!55, !19}
!56 = distinct !{!56, !19}
!57 = distinct !{!57, !19}
!58 = distinct !{!58, !19}
!59 = distinct !{!59, !19}
!60 = distinct !{!60, !19}
!61 = distinct !{!61, !19}
!62 = distinct !{!62, !19}
!63 = distinct !{!63, !19}
!64 = distinct !{!64, !19}
!65 = distinct !{!65, !19}
!66 = distinct !{!66, !19}
!67 = distinct !{!67, !19}
!68 = distinct !{!68, !19}
!69 = distinct !{!69, !19}
!70 = distinct !{!70, !19}
!71 = distinct !{!71, !19}
!72 = distinct !{!72, !19}
!73 = distinct !{!73, !19}
!74 = distinct !{!74, !19}
!75 = distinct !{!75, !19}
!76 = distinct !{!76, !19}
!77 = distinct !{!77, !19}
!78 = distinct !{!78, !19}
!79 = distinct !{!79, !19}
!80 = distinct !{!80, !19}
!81 = distinct !{!81, !19}
!82 = distinct !{!82, !19}
!83 = distinct !{!83, !19}
!84 = distinct !{!84, !19}
!85 = distinct !{!85, !19}
!86 = distinct !{!86, !19}
!87 = distinct !{!87, !19}
!88 = distinct !{!88, !19}
!89 = distinct !{!89, !19}
!90 = distinct !{!90, !19}
!91 = !{!8, !8, i64 0}
!92 = distinct !{!92, !19}
!93 = distinct !{!93, !19}
!94 = distinct !{!94, !19}
!95 = distinct !{!95, !19}
!96 = distinct !{!96, !19}
!97 = distinct !{!97, !19}
!98 = distinct !{!98, !19}
!99 = distinct !{!99, !19}
!100 = distinct !{!100, !19}
!101 = distinct !{!101, !19}
!102 = distinct !{!102, !19}
!103 = distinct !{!103, !19}
!104 = distinct !{!104, !19}
!105 = distinct !{!105, !19}
!106 = distinct !{!106, !19}
!107 = distinct !{!107, !19}
