; ModuleID = 'cpp/04_std_vector.cpp'
source_filename = "cpp/04_std_vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd = comdat any

$_ZNSt6vectorIdSaIdEE17_M_default_appendEm = comdat any

@.str = private unnamed_addr constant [32 x i8] c"size=%zu mean=%.6f stddev=%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"min=%.6f at %ld max=%.6f at %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"moving avg size=%zu first=%.6f last=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"after resize: size=%zu v[119]=%.1f sum=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [58 x i8] c"after erase/insert: size=%zu v[0..3]=%.1f %.1f %.1f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"grid sum=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"ints:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"partial sum last=%.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"inner product=%.6f\0A\00", align 1
@.str.11 = private unnamed_addr constant [46 x i8] c"after swap sizes=%zu %zu, capacity>=size: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"cleared empty=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.14 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.15 = private unnamed_addr constant [23 x i8] c"vector::_M_fill_insert\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.17 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %"class.std::vector", align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  br label %274

6:                                                ; preds = %323
  %7 = ptrtoint ptr %326 to i64
  %8 = ptrtoint ptr %324 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = icmp eq ptr %324, %326
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = uitofp i64 %10 to double
  %14 = fdiv double 0.000000e+00, %13
  br label %42

15:                                               ; preds = %6, %15
  %16 = phi double [ %19, %15 ], [ 0.000000e+00, %6 ]
  %17 = phi ptr [ %20, %15 ], [ %324, %6 ]
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = fadd double %16, %18
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = icmp eq ptr %20, %326
  br i1 %21, label %22, label %15, !llvm.loop !9

22:                                               ; preds = %15
  %23 = uitofp i64 %10 to double
  %24 = fdiv double %19, %23
  br label %25

25:                                               ; preds = %22, %25
  %26 = phi double [ %29, %25 ], [ 0.000000e+00, %22 ]
  %27 = phi ptr [ %30, %25 ], [ %324, %22 ]
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = fadd double %26, %28
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = icmp eq ptr %30, %326
  br i1 %31, label %32, label %25, !llvm.loop !9

32:                                               ; preds = %25
  %33 = fdiv double %29, %23
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi double [ %39, %34 ], [ 0.000000e+00, %32 ]
  %36 = phi ptr [ %40, %34 ], [ %324, %32 ]
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = fsub double %37, %33
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %35)
  %40 = getelementptr inbounds i8, ptr %36, i64 8
  %41 = icmp eq ptr %40, %326
  br i1 %41, label %42, label %34

42:                                               ; preds = %34, %12
  %43 = phi double [ %14, %12 ], [ %24, %34 ]
  %44 = phi double [ 0.000000e+00, %12 ], [ %39, %34 ]
  %45 = add nsw i64 %10, -1
  %46 = uitofp i64 %45 to double
  %47 = fdiv double %44, %46
  %48 = tail call noundef double @sqrt(double noundef %47) #14
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %10, double noundef %43, double noundef %48)
  br i1 %11, label %100, label %50

50:                                               ; preds = %42
  %51 = getelementptr inbounds i8, ptr %324, i64 8
  %52 = icmp eq ptr %51, %326
  br i1 %52, label %100, label %53

53:                                               ; preds = %50
  %54 = load double, ptr %51, align 8, !tbaa !5
  %55 = load double, ptr %324, align 8, !tbaa !5
  %56 = fcmp olt double %54, %55
  %57 = ptrtoint ptr %51 to i64
  %58 = select i1 %56, i64 %57, i64 %8
  %59 = inttoptr i64 %58 to ptr
  %60 = select i1 %56, i64 %8, i64 %57
  %61 = inttoptr i64 %60 to ptr
  %62 = getelementptr inbounds i8, ptr %324, i64 16
  %63 = icmp eq ptr %62, %326
  br i1 %63, label %100, label %64

64:                                               ; preds = %53, %95
  %65 = phi ptr [ %98, %95 ], [ %62, %53 ]
  %66 = phi ptr [ %97, %95 ], [ %61, %53 ]
  %67 = phi ptr [ %96, %95 ], [ %59, %53 ]
  %68 = phi ptr [ %65, %95 ], [ %324, %53 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = icmp eq ptr %69, %326
  br i1 %70, label %71, label %79

71:                                               ; preds = %64
  %72 = load double, ptr %65, align 8, !tbaa !5
  %73 = load double, ptr %67, align 8, !tbaa !5
  %74 = fcmp olt double %72, %73
  br i1 %74, label %100, label %75

75:                                               ; preds = %71
  %76 = load double, ptr %66, align 8, !tbaa !5
  %77 = fcmp olt double %72, %76
  br i1 %77, label %100, label %78

78:                                               ; preds = %75
  br label %100

79:                                               ; preds = %64
  %80 = load double, ptr %69, align 8, !tbaa !5
  %81 = load double, ptr %65, align 8, !tbaa !5
  %82 = fcmp olt double %80, %81
  %83 = load double, ptr %67, align 8, !tbaa !5
  %84 = load double, ptr %66, align 8, !tbaa !5
  br i1 %82, label %85, label %90

85:                                               ; preds = %79
  %86 = fcmp olt double %80, %83
  %87 = select i1 %86, ptr %69, ptr %67
  %88 = fcmp olt double %81, %84
  br i1 %88, label %95, label %89

89:                                               ; preds = %85
  br label %95

90:                                               ; preds = %79
  %91 = fcmp olt double %81, %83
  %92 = select i1 %91, ptr %65, ptr %67
  %93 = fcmp olt double %80, %84
  br i1 %93, label %95, label %94

94:                                               ; preds = %90
  br label %95

95:                                               ; preds = %94, %90, %89, %85
  %96 = phi ptr [ %87, %85 ], [ %87, %89 ], [ %92, %90 ], [ %92, %94 ]
  %97 = phi ptr [ %66, %85 ], [ %65, %89 ], [ %66, %90 ], [ %69, %94 ]
  %98 = getelementptr inbounds i8, ptr %65, i64 16
  %99 = icmp eq ptr %98, %326
  br i1 %99, label %100, label %64, !llvm.loop !11

100:                                              ; preds = %95, %42, %50, %53, %71, %75, %78
  %101 = phi ptr [ %324, %50 ], [ %324, %42 ], [ %67, %75 ], [ %67, %78 ], [ %65, %71 ], [ %59, %53 ], [ %96, %95 ]
  %102 = phi ptr [ %324, %50 ], [ %324, %42 ], [ %66, %75 ], [ %65, %78 ], [ %66, %71 ], [ %61, %53 ], [ %97, %95 ]
  %103 = load double, ptr %101, align 8, !tbaa !5
  %104 = ptrtoint ptr %101 to i64
  %105 = sub i64 %104, %8
  %106 = ashr exact i64 %105, 3
  %107 = load double, ptr %102, align 8, !tbaa !5
  %108 = ptrtoint ptr %102 to i64
  %109 = sub i64 %108, %8
  %110 = ashr exact i64 %109, 3
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %103, i64 noundef %106, double noundef %107, i64 noundef %110)
  %112 = load ptr, ptr %1, align 8
  %113 = ptrtoint ptr %112 to i64
  %114 = sub i64 %7, %113
  %115 = icmp ugt i64 %114, 9223372036854775800
  br i1 %115, label %116, label %117

116:                                              ; preds = %100
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #15, !noalias !12
  unreachable

117:                                              ; preds = %100
  %118 = icmp ne ptr %326, %112
  tail call void @llvm.assume(i1 %118)
  %119 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #16, !noalias !12
  %120 = getelementptr inbounds i8, ptr %119, i64 %114
  %121 = ptrtoint ptr %326 to i64
  %122 = ptrtoint ptr %112 to i64
  %123 = sub i64 %121, %122
  %124 = ashr exact i64 %123, 3
  br label %125

125:                                              ; preds = %180, %117
  %126 = phi ptr [ %119, %117 ], [ %181, %180 ]
  %127 = phi ptr [ %119, %117 ], [ %182, %180 ]
  %128 = phi i64 [ 0, %117 ], [ %185, %180 ]
  %129 = phi double [ 0.000000e+00, %117 ], [ %186, %180 ]
  %130 = phi ptr [ %120, %117 ], [ %184, %180 ]
  %131 = phi ptr [ %119, %117 ], [ %183, %180 ]
  %132 = getelementptr double, ptr %112, i64 %128
  %133 = load double, ptr %132, align 8, !tbaa !5, !noalias !12
  %134 = fadd double %129, %133
  %135 = icmp ugt i64 %128, 9
  br i1 %135, label %136, label %141

136:                                              ; preds = %125
  %137 = getelementptr i8, ptr %132, i64 -80
  %138 = load double, ptr %137, align 8, !tbaa !5, !noalias !12
  %139 = fsub double %134, %138
  %140 = add nuw i64 %128, 1
  br label %144

141:                                              ; preds = %125
  %142 = add nuw nsw i64 %128, 1
  %143 = icmp eq i64 %128, 9
  br i1 %143, label %144, label %180

144:                                              ; preds = %141, %136
  %145 = phi i64 [ %140, %136 ], [ 10, %141 ]
  %146 = phi double [ %139, %136 ], [ %134, %141 ]
  %147 = fdiv double %146, 1.000000e+01
  %148 = icmp eq ptr %127, %130
  br i1 %148, label %151, label %149

149:                                              ; preds = %144
  store double %147, ptr %127, align 8, !tbaa !5, !noalias !12
  %150 = getelementptr inbounds i8, ptr %127, i64 8
  br label %180

151:                                              ; preds = %144
  %152 = ptrtoint ptr %127 to i64
  %153 = ptrtoint ptr %131 to i64
  %154 = sub i64 %152, %153
  %155 = icmp eq i64 %154, 9223372036854775800
  br i1 %155, label %156, label %157

156:                                              ; preds = %151
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #15, !noalias !12
  unreachable

157:                                              ; preds = %151
  %158 = ashr exact i64 %154, 3
  %159 = tail call i64 @llvm.umax.i64(i64 %158, i64 1)
  %160 = add nsw i64 %159, %158
  %161 = icmp ult i64 %160, %158
  %162 = tail call i64 @llvm.umin.i64(i64 %160, i64 1152921504606846975)
  %163 = select i1 %161, i64 1152921504606846975, i64 %162
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %168, label %165

165:                                              ; preds = %157
  %166 = shl nuw nsw i64 %163, 3
  %167 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %166) #16, !noalias !12
  br label %168

168:                                              ; preds = %165, %157
  %169 = phi ptr [ %167, %165 ], [ null, %157 ]
  %170 = getelementptr inbounds double, ptr %169, i64 %158
  store double %147, ptr %170, align 8, !tbaa !5, !noalias !12
  %171 = icmp sgt i64 %154, 0
  br i1 %171, label %172, label %173

172:                                              ; preds = %168
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %169, ptr align 8 %131, i64 %154, i1 false), !noalias !12
  br label %173

173:                                              ; preds = %172, %168
  %174 = getelementptr inbounds i8, ptr %169, i64 %154
  %175 = getelementptr inbounds i8, ptr %174, i64 8
  %176 = icmp eq ptr %131, null
  br i1 %176, label %178, label %177

177:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %131, i64 noundef %154) #17, !noalias !12
  br label %178

178:                                              ; preds = %177, %173
  %179 = getelementptr inbounds double, ptr %169, i64 %163
  br label %180

180:                                              ; preds = %178, %149, %141
  %181 = phi ptr [ %175, %178 ], [ %150, %149 ], [ %126, %141 ]
  %182 = phi ptr [ %175, %178 ], [ %150, %149 ], [ %127, %141 ]
  %183 = phi ptr [ %169, %178 ], [ %131, %149 ], [ %131, %141 ]
  %184 = phi ptr [ %179, %178 ], [ %130, %149 ], [ %130, %141 ]
  %185 = phi i64 [ %145, %178 ], [ %145, %149 ], [ %142, %141 ]
  %186 = phi double [ %146, %178 ], [ %146, %149 ], [ %134, %141 ]
  %187 = icmp ult i64 %185, %124
  br i1 %187, label %125, label %188, !llvm.loop !15

188:                                              ; preds = %180
  %189 = ptrtoint ptr %181 to i64
  %190 = ptrtoint ptr %183 to i64
  %191 = sub i64 %189, %190
  %192 = ashr exact i64 %191, 3
  %193 = load double, ptr %183, align 8, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %181, i64 -8
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %192, double noundef %193, double noundef %195)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  store double -1.000000e+00, ptr %2, align 8, !tbaa !5
  %197 = load ptr, ptr %1, align 8, !tbaa !16
  %198 = ptrtoint ptr %197 to i64
  %199 = sub i64 %7, %198
  %200 = ashr exact i64 %199, 3
  %201 = icmp ult i64 %200, 120
  br i1 %201, label %202, label %207

202:                                              ; preds = %188
  %203 = sub nuw nsw i64 120, %200
  call void @_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr nonnull %326, i64 noundef %203, ptr noundef nonnull align 8 dereferenceable(8) %2)
  %204 = load ptr, ptr %4, align 8, !tbaa !16
  %205 = load ptr, ptr %1, align 8, !tbaa !16
  %206 = ptrtoint ptr %205 to i64
  br label %215

207:                                              ; preds = %188
  %208 = icmp eq i64 %199, 960
  br i1 %208, label %215, label %209

209:                                              ; preds = %207
  %210 = getelementptr inbounds i8, ptr %197, i64 960
  %211 = icmp eq ptr %326, %210
  br i1 %211, label %215, label %212

212:                                              ; preds = %209
  store ptr %210, ptr %4, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  %213 = getelementptr inbounds i8, ptr %197, i64 952
  %214 = load double, ptr %213, align 8, !tbaa !5
  br label %225

215:                                              ; preds = %202, %207, %209
  %216 = phi i64 [ %206, %202 ], [ %198, %207 ], [ %198, %209 ]
  %217 = phi ptr [ %205, %202 ], [ %197, %207 ], [ %197, %209 ]
  %218 = phi ptr [ %204, %202 ], [ %326, %207 ], [ %326, %209 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  %219 = ptrtoint ptr %218 to i64
  %220 = sub i64 %219, %216
  %221 = ashr exact i64 %220, 3
  %222 = getelementptr inbounds i8, ptr %217, i64 952
  %223 = load double, ptr %222, align 8, !tbaa !5
  %224 = icmp eq ptr %217, %218
  br i1 %224, label %237, label %225

225:                                              ; preds = %212, %215
  %226 = phi double [ %214, %212 ], [ %223, %215 ]
  %227 = phi i64 [ 120, %212 ], [ %221, %215 ]
  %228 = phi ptr [ %210, %212 ], [ %218, %215 ]
  %229 = phi ptr [ %197, %212 ], [ %217, %215 ]
  br label %230

230:                                              ; preds = %225, %230
  %231 = phi double [ %234, %230 ], [ 0.000000e+00, %225 ]
  %232 = phi ptr [ %235, %230 ], [ %229, %225 ]
  %233 = load double, ptr %232, align 8, !tbaa !5
  %234 = fadd double %231, %233
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = icmp eq ptr %235, %228
  br i1 %236, label %237, label %230, !llvm.loop !20

237:                                              ; preds = %230, %215
  %238 = phi double [ %223, %215 ], [ %226, %230 ]
  %239 = phi i64 [ %221, %215 ], [ %227, %230 ]
  %240 = phi double [ 0.000000e+00, %215 ], [ %234, %230 ]
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %239, double noundef %238, double noundef %240)
  %242 = load ptr, ptr %4, align 8, !tbaa !16
  %243 = load ptr, ptr %1, align 8, !tbaa !16
  %244 = ptrtoint ptr %242 to i64
  %245 = ptrtoint ptr %243 to i64
  %246 = sub i64 %244, %245
  %247 = ashr exact i64 %246, 3
  %248 = icmp ult i64 %247, 50
  br i1 %248, label %249, label %253

249:                                              ; preds = %237
  %250 = sub nuw nsw i64 50, %247
  call void @_ZNSt6vectorIdSaIdEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 noundef %250)
  %251 = load ptr, ptr %1, align 8, !tbaa !16
  %252 = load ptr, ptr %4, align 8, !tbaa !16
  br label %259

253:                                              ; preds = %237
  %254 = icmp eq i64 %246, 400
  br i1 %254, label %259, label %255

255:                                              ; preds = %253
  %256 = getelementptr inbounds i8, ptr %243, i64 400
  %257 = icmp eq ptr %242, %256
  br i1 %257, label %259, label %258

258:                                              ; preds = %255
  store ptr %256, ptr %4, align 8, !tbaa !18
  br label %259

259:                                              ; preds = %258, %255, %253, %249
  %260 = phi ptr [ %256, %258 ], [ %242, %255 ], [ %242, %253 ], [ %252, %249 ]
  %261 = phi ptr [ %243, %258 ], [ %243, %255 ], [ %243, %253 ], [ %251, %249 ]
  %262 = getelementptr inbounds i8, ptr %261, i64 80
  %263 = getelementptr inbounds i8, ptr %261, i64 160
  %264 = icmp eq ptr %260, %263
  br i1 %264, label %269, label %265

265:                                              ; preds = %259
  %266 = ptrtoint ptr %263 to i64
  %267 = ptrtoint ptr %260 to i64
  %268 = sub i64 %267, %266
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %262, ptr nonnull align 8 %263, i64 %268, i1 false)
  br label %269

269:                                              ; preds = %259, %265
  %270 = phi i64 [ %268, %265 ], [ 0, %259 ]
  %271 = getelementptr inbounds i8, ptr %262, i64 %270
  %272 = icmp eq ptr %260, %271
  br i1 %272, label %329, label %273

273:                                              ; preds = %269
  store ptr %271, ptr %4, align 8, !tbaa !18
  br label %329

274:                                              ; preds = %0, %323
  %275 = phi i32 [ 2024, %0 ], [ %281, %323 ]
  %276 = phi i32 [ 0, %0 ], [ %327, %323 ]
  %277 = phi ptr [ null, %0 ], [ %326, %323 ]
  %278 = phi ptr [ null, %0 ], [ %325, %323 ]
  %279 = phi ptr [ null, %0 ], [ %324, %323 ]
  %280 = mul i32 %275, 1103515245
  %281 = add i32 %280, 12345
  %282 = uitofp nneg i32 %276 to double
  %283 = fmul double %282, 1.000000e-01
  %284 = tail call double @sin(double noundef %283) #14
  %285 = lshr i32 %281, 16
  %286 = trunc nuw i32 %285 to i16
  %287 = urem i16 %286, 100
  %288 = uitofp nneg i16 %287 to double
  %289 = fdiv double %288, 5.000000e+01
  %290 = tail call double @llvm.fmuladd.f64(double %284, double 1.000000e+01, double %289)
  %291 = icmp eq ptr %277, %278
  br i1 %291, label %294, label %292

292:                                              ; preds = %274
  store double %290, ptr %277, align 8, !tbaa !5
  %293 = getelementptr inbounds i8, ptr %277, i64 8
  store ptr %293, ptr %4, align 8, !tbaa !18
  br label %323

294:                                              ; preds = %274
  %295 = ptrtoint ptr %277 to i64
  %296 = ptrtoint ptr %279 to i64
  %297 = sub i64 %295, %296
  %298 = icmp eq i64 %297, 9223372036854775800
  br i1 %298, label %299, label %300

299:                                              ; preds = %294
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #15
  unreachable

300:                                              ; preds = %294
  %301 = ashr exact i64 %297, 3
  %302 = tail call i64 @llvm.umax.i64(i64 %301, i64 1)
  %303 = add nsw i64 %302, %301
  %304 = icmp ult i64 %303, %301
  %305 = tail call i64 @llvm.umin.i64(i64 %303, i64 1152921504606846975)
  %306 = select i1 %304, i64 1152921504606846975, i64 %305
  %307 = icmp eq i64 %306, 0
  br i1 %307, label %311, label %308

308:                                              ; preds = %300
  %309 = shl nuw nsw i64 %306, 3
  %310 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %309) #16
  br label %311

311:                                              ; preds = %308, %300
  %312 = phi ptr [ %310, %308 ], [ null, %300 ]
  %313 = getelementptr inbounds double, ptr %312, i64 %301
  store double %290, ptr %313, align 8, !tbaa !5
  %314 = icmp sgt i64 %297, 0
  br i1 %314, label %315, label %316

315:                                              ; preds = %311
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %312, ptr align 8 %279, i64 %297, i1 false)
  br label %316

316:                                              ; preds = %311, %315
  %317 = getelementptr inbounds i8, ptr %312, i64 %297
  %318 = getelementptr inbounds i8, ptr %317, i64 8
  %319 = icmp eq ptr %279, null
  br i1 %319, label %321, label %320

320:                                              ; preds = %316
  tail call void @_ZdlPvm(ptr noundef nonnull %279, i64 noundef %297) #17
  br label %321

321:                                              ; preds = %316, %320
  store ptr %312, ptr %1, align 8, !tbaa !21
  store ptr %318, ptr %4, align 8, !tbaa !18
  %322 = getelementptr inbounds double, ptr %312, i64 %306
  store ptr %322, ptr %5, align 8, !tbaa !22
  br label %323

323:                                              ; preds = %292, %321
  %324 = phi ptr [ %279, %292 ], [ %312, %321 ]
  %325 = phi ptr [ %278, %292 ], [ %322, %321 ]
  %326 = phi ptr [ %293, %292 ], [ %318, %321 ]
  %327 = add nuw nsw i32 %276, 1
  %328 = icmp eq i32 %327, 100
  br i1 %328, label %6, label %274, !llvm.loop !23

329:                                              ; preds = %269, %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  store double 4.200000e+01, ptr %3, align 8, !tbaa !5
  call void @_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr %261, i64 noundef 3, ptr noundef nonnull align 8 dereferenceable(8) %3)
  %330 = load ptr, ptr %1, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  %331 = load ptr, ptr %4, align 8, !tbaa !18
  %332 = ptrtoint ptr %331 to i64
  %333 = ptrtoint ptr %330 to i64
  %334 = sub i64 %332, %333
  %335 = ashr exact i64 %334, 3
  %336 = load double, ptr %330, align 8, !tbaa !5
  %337 = getelementptr inbounds i8, ptr %330, i64 8
  %338 = load double, ptr %337, align 8, !tbaa !5
  %339 = getelementptr inbounds i8, ptr %330, i64 16
  %340 = load double, ptr %339, align 8, !tbaa !5
  %341 = getelementptr inbounds i8, ptr %330, i64 24
  %342 = load double, ptr %341, align 8, !tbaa !5
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %335, double noundef %336, double noundef %338, double noundef %340, double noundef %342)
  %344 = call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #16
  %345 = call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #16
  store ptr %345, ptr %344, align 8, !tbaa !21
  %346 = getelementptr inbounds i8, ptr %344, i64 8
  %347 = getelementptr inbounds i8, ptr %345, i64 56
  %348 = getelementptr inbounds i8, ptr %344, i64 16
  store ptr %347, ptr %348, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %345, i8 0, i64 56, i1 false)
  store ptr %347, ptr %346, align 8, !tbaa !18
  %349 = getelementptr inbounds i8, ptr %344, i64 24
  %350 = call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #16
  store ptr %350, ptr %349, align 8, !tbaa !21
  %351 = getelementptr inbounds i8, ptr %344, i64 32
  %352 = getelementptr inbounds i8, ptr %350, i64 56
  %353 = getelementptr inbounds i8, ptr %344, i64 40
  store ptr %352, ptr %353, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %350, i8 0, i64 56, i1 false)
  store ptr %352, ptr %351, align 8, !tbaa !18
  %354 = getelementptr inbounds i8, ptr %344, i64 48
  %355 = call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #16
  store ptr %355, ptr %354, align 8, !tbaa !21
  %356 = getelementptr inbounds i8, ptr %344, i64 56
  %357 = getelementptr inbounds i8, ptr %355, i64 56
  %358 = getelementptr inbounds i8, ptr %344, i64 64
  store ptr %357, ptr %358, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %355, i8 0, i64 56, i1 false)
  store ptr %357, ptr %356, align 8, !tbaa !18
  %359 = getelementptr inbounds i8, ptr %344, i64 72
  %360 = call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #16
  store ptr %360, ptr %359, align 8, !tbaa !21
  %361 = getelementptr inbounds i8, ptr %344, i64 80
  %362 = getelementptr inbounds i8, ptr %360, i64 56
  %363 = getelementptr inbounds i8, ptr %344, i64 88
  store ptr %362, ptr %363, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %360, i8 0, i64 56, i1 false)
  store ptr %362, ptr %361, align 8, !tbaa !18
  %364 = getelementptr inbounds i8, ptr %344, i64 96
  %365 = call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #16
  store ptr %365, ptr %364, align 8, !tbaa !21
  %366 = getelementptr inbounds i8, ptr %344, i64 104
  %367 = getelementptr inbounds i8, ptr %365, i64 56
  %368 = getelementptr inbounds i8, ptr %344, i64 112
  store ptr %367, ptr %368, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %365, i8 0, i64 56, i1 false)
  store ptr %367, ptr %366, align 8, !tbaa !18
  store double 1.000000e+00, ptr %345, align 8, !tbaa !5
  %369 = getelementptr inbounds i8, ptr %345, i64 8
  store double 5.000000e-01, ptr %369, align 8, !tbaa !5
  %370 = getelementptr inbounds i8, ptr %345, i64 16
  store double 0x3FD5555555555555, ptr %370, align 8, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %345, i64 24
  store double 2.500000e-01, ptr %371, align 8, !tbaa !5
  %372 = getelementptr inbounds i8, ptr %345, i64 32
  store double 2.000000e-01, ptr %372, align 8, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %345, i64 40
  store double 0x3FC5555555555555, ptr %373, align 8, !tbaa !5
  %374 = getelementptr inbounds i8, ptr %345, i64 48
  store double 0x3FC2492492492492, ptr %374, align 8, !tbaa !5
  store double 5.000000e-01, ptr %350, align 8, !tbaa !5
  %375 = getelementptr inbounds i8, ptr %350, i64 8
  store double 0x3FD5555555555555, ptr %375, align 8, !tbaa !5
  %376 = getelementptr inbounds i8, ptr %350, i64 16
  store double 2.500000e-01, ptr %376, align 8, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %350, i64 24
  store double 2.000000e-01, ptr %377, align 8, !tbaa !5
  %378 = getelementptr inbounds i8, ptr %350, i64 32
  store double 0x3FC5555555555555, ptr %378, align 8, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %350, i64 40
  store double 0x3FC2492492492492, ptr %379, align 8, !tbaa !5
  %380 = getelementptr inbounds i8, ptr %350, i64 48
  store double 1.250000e-01, ptr %380, align 8, !tbaa !5
  store double 0x3FD5555555555555, ptr %355, align 8, !tbaa !5
  %381 = getelementptr inbounds i8, ptr %355, i64 8
  store double 2.500000e-01, ptr %381, align 8, !tbaa !5
  %382 = getelementptr inbounds i8, ptr %355, i64 16
  store double 2.000000e-01, ptr %382, align 8, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %355, i64 24
  store double 0x3FC5555555555555, ptr %383, align 8, !tbaa !5
  %384 = getelementptr inbounds i8, ptr %355, i64 32
  store double 0x3FC2492492492492, ptr %384, align 8, !tbaa !5
  %385 = getelementptr inbounds i8, ptr %355, i64 40
  store double 1.250000e-01, ptr %385, align 8, !tbaa !5
  %386 = getelementptr inbounds i8, ptr %355, i64 48
  store double 0x3FBC71C71C71C71C, ptr %386, align 8, !tbaa !5
  store double 2.500000e-01, ptr %360, align 8, !tbaa !5
  %387 = getelementptr inbounds i8, ptr %360, i64 8
  store double 2.000000e-01, ptr %387, align 8, !tbaa !5
  %388 = getelementptr inbounds i8, ptr %360, i64 16
  store double 0x3FC5555555555555, ptr %388, align 8, !tbaa !5
  %389 = getelementptr inbounds i8, ptr %360, i64 24
  store double 0x3FC2492492492492, ptr %389, align 8, !tbaa !5
  %390 = getelementptr inbounds i8, ptr %360, i64 32
  store double 1.250000e-01, ptr %390, align 8, !tbaa !5
  %391 = getelementptr inbounds i8, ptr %360, i64 40
  store double 0x3FBC71C71C71C71C, ptr %391, align 8, !tbaa !5
  %392 = getelementptr inbounds i8, ptr %360, i64 48
  store double 1.000000e-01, ptr %392, align 8, !tbaa !5
  store double 2.000000e-01, ptr %365, align 8, !tbaa !5
  %393 = getelementptr inbounds i8, ptr %365, i64 8
  store double 0x3FC5555555555555, ptr %393, align 8, !tbaa !5
  %394 = getelementptr inbounds i8, ptr %365, i64 16
  store double 0x3FC2492492492492, ptr %394, align 8, !tbaa !5
  %395 = getelementptr inbounds i8, ptr %365, i64 24
  store double 1.250000e-01, ptr %395, align 8, !tbaa !5
  %396 = getelementptr inbounds i8, ptr %365, i64 32
  store double 0x3FBC71C71C71C71C, ptr %396, align 8, !tbaa !5
  %397 = getelementptr inbounds i8, ptr %365, i64 40
  store double 1.000000e-01, ptr %397, align 8, !tbaa !5
  %398 = getelementptr inbounds i8, ptr %365, i64 48
  store double 0x3FB745D1745D1746, ptr %398, align 8, !tbaa !5
  %399 = load double, ptr %345, align 8, !tbaa !5
  %400 = fadd double %399, 0.000000e+00
  %401 = getelementptr inbounds i8, ptr %345, i64 8
  %402 = load double, ptr %401, align 8, !tbaa !5
  %403 = fadd double %400, %402
  %404 = getelementptr inbounds i8, ptr %345, i64 16
  %405 = load double, ptr %404, align 8, !tbaa !5
  %406 = fadd double %403, %405
  %407 = getelementptr inbounds i8, ptr %345, i64 24
  %408 = load double, ptr %407, align 8, !tbaa !5
  %409 = fadd double %406, %408
  %410 = getelementptr inbounds i8, ptr %345, i64 32
  %411 = load double, ptr %410, align 8, !tbaa !5
  %412 = fadd double %409, %411
  %413 = getelementptr inbounds i8, ptr %345, i64 40
  %414 = load double, ptr %413, align 8, !tbaa !5
  %415 = fadd double %412, %414
  %416 = getelementptr inbounds i8, ptr %345, i64 48
  %417 = load double, ptr %416, align 8, !tbaa !5
  %418 = fadd double %415, %417
  %419 = load double, ptr %350, align 8, !tbaa !5
  %420 = fadd double %418, %419
  %421 = getelementptr inbounds i8, ptr %350, i64 8
  %422 = load double, ptr %421, align 8, !tbaa !5
  %423 = fadd double %420, %422
  %424 = getelementptr inbounds i8, ptr %350, i64 16
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = fadd double %423, %425
  %427 = getelementptr inbounds i8, ptr %350, i64 24
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = fadd double %426, %428
  %430 = getelementptr inbounds i8, ptr %350, i64 32
  %431 = load double, ptr %430, align 8, !tbaa !5
  %432 = fadd double %429, %431
  %433 = getelementptr inbounds i8, ptr %350, i64 40
  %434 = load double, ptr %433, align 8, !tbaa !5
  %435 = fadd double %432, %434
  %436 = getelementptr inbounds i8, ptr %350, i64 48
  %437 = load double, ptr %436, align 8, !tbaa !5
  %438 = fadd double %435, %437
  %439 = load double, ptr %355, align 8, !tbaa !5
  %440 = fadd double %438, %439
  %441 = getelementptr inbounds i8, ptr %355, i64 8
  %442 = load double, ptr %441, align 8, !tbaa !5
  %443 = fadd double %440, %442
  %444 = getelementptr inbounds i8, ptr %355, i64 16
  %445 = load double, ptr %444, align 8, !tbaa !5
  %446 = fadd double %443, %445
  %447 = getelementptr inbounds i8, ptr %355, i64 24
  %448 = load double, ptr %447, align 8, !tbaa !5
  %449 = fadd double %446, %448
  %450 = getelementptr inbounds i8, ptr %355, i64 32
  %451 = load double, ptr %450, align 8, !tbaa !5
  %452 = fadd double %449, %451
  %453 = getelementptr inbounds i8, ptr %355, i64 40
  %454 = load double, ptr %453, align 8, !tbaa !5
  %455 = fadd double %452, %454
  %456 = getelementptr inbounds i8, ptr %355, i64 48
  %457 = load double, ptr %456, align 8, !tbaa !5
  %458 = fadd double %455, %457
  %459 = load double, ptr %360, align 8, !tbaa !5
  %460 = fadd double %458, %459
  %461 = getelementptr inbounds i8, ptr %360, i64 8
  %462 = load double, ptr %461, align 8, !tbaa !5
  %463 = fadd double %460, %462
  %464 = getelementptr inbounds i8, ptr %360, i64 16
  %465 = load double, ptr %464, align 8, !tbaa !5
  %466 = fadd double %463, %465
  %467 = getelementptr inbounds i8, ptr %360, i64 24
  %468 = load double, ptr %467, align 8, !tbaa !5
  %469 = fadd double %466, %468
  %470 = getelementptr inbounds i8, ptr %360, i64 32
  %471 = load double, ptr %470, align 8, !tbaa !5
  %472 = fadd double %469, %471
  %473 = getelementptr inbounds i8, ptr %360, i64 40
  %474 = load double, ptr %473, align 8, !tbaa !5
  %475 = fadd double %472, %474
  %476 = getelementptr inbounds i8, ptr %360, i64 48
  %477 = load double, ptr %476, align 8, !tbaa !5
  %478 = fadd double %475, %477
  %479 = load double, ptr %365, align 8, !tbaa !5
  %480 = fadd double %478, %479
  %481 = getelementptr inbounds i8, ptr %365, i64 8
  %482 = load double, ptr %481, align 8, !tbaa !5
  %483 = fadd double %480, %482
  %484 = getelementptr inbounds i8, ptr %365, i64 16
  %485 = load double, ptr %484, align 8, !tbaa !5
  %486 = fadd double %483, %485
  %487 = getelementptr inbounds i8, ptr %365, i64 24
  %488 = load double, ptr %487, align 8, !tbaa !5
  %489 = fadd double %486, %488
  %490 = getelementptr inbounds i8, ptr %365, i64 32
  %491 = load double, ptr %490, align 8, !tbaa !5
  %492 = fadd double %489, %491
  %493 = getelementptr inbounds i8, ptr %365, i64 40
  %494 = load double, ptr %493, align 8, !tbaa !5
  %495 = fadd double %492, %494
  %496 = getelementptr inbounds i8, ptr %365, i64 48
  %497 = load double, ptr %496, align 8, !tbaa !5
  %498 = fadd double %495, %497
  %499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %498)
  %500 = call noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #16
  store <4 x i32> <i32 -5, i32 -4, i32 -3, i32 -2>, ptr %500, align 4, !tbaa !24
  %501 = getelementptr inbounds i8, ptr %500, i64 16
  store <4 x i32> <i32 -1, i32 0, i32 1, i32 2>, ptr %501, align 4, !tbaa !24
  %502 = getelementptr inbounds i8, ptr %500, i64 32
  store <4 x i32> <i32 3, i32 4, i32 5, i32 6>, ptr %502, align 4, !tbaa !24
  %503 = getelementptr inbounds i8, ptr %500, i64 48
  store <4 x i32> <i32 7, i32 8, i32 9, i32 10>, ptr %503, align 4, !tbaa !24
  %504 = getelementptr inbounds i8, ptr %500, i64 64
  store <4 x i32> <i32 11, i32 12, i32 13, i32 14>, ptr %504, align 4, !tbaa !24
  %505 = getelementptr inbounds i8, ptr %500, i64 80
  br label %506

506:                                              ; preds = %528, %329
  %507 = phi i64 [ 12, %329 ], [ %530, %528 ]
  %508 = phi i64 [ 8, %329 ], [ %529, %528 ]
  %509 = getelementptr inbounds i8, ptr %500, i64 %507
  %510 = load i32, ptr %509, align 4, !tbaa !24
  %511 = srem i32 %510, 3
  %512 = icmp eq i32 %511, 0
  br i1 %512, label %516, label %513

513:                                              ; preds = %506
  %514 = getelementptr inbounds i8, ptr %500, i64 %508
  store i32 %510, ptr %514, align 4, !tbaa !24
  %515 = add nsw i64 %508, 4
  br label %516

516:                                              ; preds = %513, %506
  %517 = phi i64 [ %508, %506 ], [ %515, %513 ]
  %518 = add nuw nsw i64 %507, 4
  %519 = icmp eq i64 %518, 80
  br i1 %519, label %531, label %520, !llvm.loop !26

520:                                              ; preds = %516
  %521 = getelementptr inbounds i8, ptr %500, i64 %518
  %522 = load i32, ptr %521, align 4, !tbaa !24
  %523 = srem i32 %522, 3
  %524 = icmp eq i32 %523, 0
  br i1 %524, label %528, label %525

525:                                              ; preds = %520
  %526 = getelementptr inbounds i8, ptr %500, i64 %517
  store i32 %522, ptr %526, align 4, !tbaa !24
  %527 = add nsw i64 %517, 4
  br label %528

528:                                              ; preds = %525, %520
  %529 = phi i64 [ %517, %520 ], [ %527, %525 ]
  %530 = add nuw nsw i64 %507, 8
  br label %506

531:                                              ; preds = %516
  %532 = icmp eq i64 %517, 80
  br i1 %532, label %533, label %535

533:                                              ; preds = %531
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  br label %539

535:                                              ; preds = %531
  %536 = getelementptr inbounds i8, ptr %500, i64 %517
  %537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %538 = icmp eq i64 %517, 0
  br i1 %538, label %541, label %539

539:                                              ; preds = %533, %535
  %540 = phi ptr [ %505, %533 ], [ %536, %535 ]
  br label %700

541:                                              ; preds = %700, %535
  %542 = call i32 @putchar(i32 10)
  %543 = load ptr, ptr %4, align 8, !tbaa !16
  %544 = load ptr, ptr %1, align 8, !tbaa !16
  %545 = ptrtoint ptr %543 to i64
  %546 = ptrtoint ptr %544 to i64
  %547 = sub i64 %545, %546
  %548 = icmp ugt i64 %547, 9223372036854775800
  br i1 %548, label %549, label %550

549:                                              ; preds = %541
  call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #15
  unreachable

550:                                              ; preds = %541
  %551 = icmp ne ptr %543, %544
  call void @llvm.assume(i1 %551)
  %552 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %547) #16
  %553 = icmp eq i64 %547, 8
  br i1 %553, label %557, label %554

554:                                              ; preds = %550
  %555 = getelementptr i8, ptr %552, i64 8
  %556 = add nsw i64 %547, -8
  call void @llvm.memset.p0.i64(ptr align 8 %555, i8 0, i64 %556, i1 false), !tbaa !5
  br label %557

557:                                              ; preds = %550, %554
  %558 = phi i64 [ %547, %554 ], [ 8, %550 ]
  %559 = load double, ptr %544, align 8, !tbaa !5
  store double %559, ptr %552, align 8, !tbaa !5
  %560 = getelementptr inbounds i8, ptr %544, i64 8
  %561 = icmp eq ptr %560, %543
  br i1 %561, label %571, label %562

562:                                              ; preds = %557, %562
  %563 = phi ptr [ %569, %562 ], [ %560, %557 ]
  %564 = phi double [ %567, %562 ], [ %559, %557 ]
  %565 = phi ptr [ %568, %562 ], [ %552, %557 ]
  %566 = load double, ptr %563, align 8, !tbaa !5
  %567 = fadd double %564, %566
  %568 = getelementptr inbounds i8, ptr %565, i64 8
  store double %567, ptr %568, align 8, !tbaa !5
  %569 = getelementptr inbounds i8, ptr %563, i64 8
  %570 = icmp eq ptr %569, %543
  br i1 %570, label %571, label %562, !llvm.loop !27

571:                                              ; preds = %562, %557
  %572 = getelementptr i8, ptr %552, i64 %558
  %573 = getelementptr inbounds i8, ptr %572, i64 -8
  %574 = load double, ptr %573, align 8, !tbaa !5
  %575 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %574)
  %576 = load ptr, ptr %1, align 8, !tbaa !16
  %577 = load double, ptr %576, align 8, !tbaa !5
  %578 = load double, ptr %552, align 8, !tbaa !5
  %579 = call double @llvm.fmuladd.f64(double %577, double %578, double 0.000000e+00)
  %580 = getelementptr inbounds i8, ptr %552, i64 8
  %581 = getelementptr inbounds i8, ptr %576, i64 8
  %582 = load double, ptr %581, align 8, !tbaa !5
  %583 = load double, ptr %580, align 8, !tbaa !5
  %584 = call double @llvm.fmuladd.f64(double %582, double %583, double %579)
  %585 = getelementptr inbounds i8, ptr %552, i64 16
  %586 = getelementptr inbounds i8, ptr %576, i64 16
  %587 = load double, ptr %586, align 8, !tbaa !5
  %588 = load double, ptr %585, align 8, !tbaa !5
  %589 = call double @llvm.fmuladd.f64(double %587, double %588, double %584)
  %590 = getelementptr inbounds i8, ptr %552, i64 24
  %591 = getelementptr inbounds i8, ptr %576, i64 24
  %592 = load double, ptr %591, align 8, !tbaa !5
  %593 = load double, ptr %590, align 8, !tbaa !5
  %594 = call double @llvm.fmuladd.f64(double %592, double %593, double %589)
  %595 = getelementptr inbounds i8, ptr %552, i64 32
  %596 = getelementptr inbounds i8, ptr %576, i64 32
  %597 = load double, ptr %596, align 8, !tbaa !5
  %598 = load double, ptr %595, align 8, !tbaa !5
  %599 = call double @llvm.fmuladd.f64(double %597, double %598, double %594)
  %600 = getelementptr inbounds i8, ptr %552, i64 40
  %601 = getelementptr inbounds i8, ptr %576, i64 40
  %602 = load double, ptr %601, align 8, !tbaa !5
  %603 = load double, ptr %600, align 8, !tbaa !5
  %604 = call double @llvm.fmuladd.f64(double %602, double %603, double %599)
  %605 = getelementptr inbounds i8, ptr %552, i64 48
  %606 = getelementptr inbounds i8, ptr %576, i64 48
  %607 = load double, ptr %606, align 8, !tbaa !5
  %608 = load double, ptr %605, align 8, !tbaa !5
  %609 = call double @llvm.fmuladd.f64(double %607, double %608, double %604)
  %610 = getelementptr inbounds i8, ptr %552, i64 56
  %611 = getelementptr inbounds i8, ptr %576, i64 56
  %612 = load double, ptr %611, align 8, !tbaa !5
  %613 = load double, ptr %610, align 8, !tbaa !5
  %614 = call double @llvm.fmuladd.f64(double %612, double %613, double %609)
  %615 = getelementptr inbounds i8, ptr %552, i64 64
  %616 = getelementptr inbounds i8, ptr %576, i64 64
  %617 = load double, ptr %616, align 8, !tbaa !5
  %618 = load double, ptr %615, align 8, !tbaa !5
  %619 = call double @llvm.fmuladd.f64(double %617, double %618, double %614)
  %620 = getelementptr inbounds i8, ptr %552, i64 72
  %621 = getelementptr inbounds i8, ptr %576, i64 72
  %622 = load double, ptr %621, align 8, !tbaa !5
  %623 = load double, ptr %620, align 8, !tbaa !5
  %624 = call double @llvm.fmuladd.f64(double %622, double %623, double %619)
  %625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %624)
  %626 = load ptr, ptr %4, align 8, !tbaa !16
  %627 = load ptr, ptr %1, align 8, !tbaa !16
  %628 = ptrtoint ptr %626 to i64
  %629 = ptrtoint ptr %627 to i64
  %630 = sub i64 %628, %629
  %631 = icmp eq ptr %626, %627
  br i1 %631, label %637, label %632

632:                                              ; preds = %571
  %633 = icmp ugt i64 %630, 9223372036854775800
  br i1 %633, label %634, label %635, !prof !28

634:                                              ; preds = %632
  call void @_ZSt28__throw_bad_array_new_lengthv() #15
  unreachable

635:                                              ; preds = %632
  %636 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %630) #16
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %636, ptr align 8 %627, i64 %630, i1 false)
  br label %637

637:                                              ; preds = %571, %635
  %638 = phi ptr [ %636, %635 ], [ null, %571 ]
  %639 = ashr exact i64 %630, 3
  %640 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %192, i64 noundef %639, i32 noundef 1)
  %641 = load ptr, ptr %1, align 8, !tbaa !16
  %642 = load ptr, ptr %4, align 8, !tbaa !16
  %643 = icmp eq ptr %642, %641
  br i1 %643, label %645, label %644

644:                                              ; preds = %637
  store ptr %641, ptr %4, align 8, !tbaa !18
  br label %645

645:                                              ; preds = %637, %644
  %646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1)
  %647 = ptrtoint ptr %184 to i64
  %648 = sub i64 %647, %190
  call void @_ZdlPvm(ptr noundef nonnull %183, i64 noundef %648) #17
  call void @_ZdlPvm(ptr noundef nonnull %552, i64 noundef %547) #17
  call void @_ZdlPvm(ptr noundef nonnull %500, i64 noundef 80) #17
  %649 = load ptr, ptr %344, align 8, !tbaa !21
  %650 = icmp eq ptr %649, null
  br i1 %650, label %656, label %651

651:                                              ; preds = %645
  %652 = load ptr, ptr %348, align 8, !tbaa !22
  %653 = ptrtoint ptr %652 to i64
  %654 = ptrtoint ptr %649 to i64
  %655 = sub i64 %653, %654
  call void @_ZdlPvm(ptr noundef nonnull %649, i64 noundef %655) #17
  br label %656

656:                                              ; preds = %651, %645
  %657 = load ptr, ptr %349, align 8, !tbaa !21
  %658 = icmp eq ptr %657, null
  br i1 %658, label %664, label %659

659:                                              ; preds = %656
  %660 = load ptr, ptr %353, align 8, !tbaa !22
  %661 = ptrtoint ptr %660 to i64
  %662 = ptrtoint ptr %657 to i64
  %663 = sub i64 %661, %662
  call void @_ZdlPvm(ptr noundef nonnull %657, i64 noundef %663) #17
  br label %664

664:                                              ; preds = %659, %656
  %665 = load ptr, ptr %354, align 8, !tbaa !21
  %666 = icmp eq ptr %665, null
  br i1 %666, label %672, label %667

667:                                              ; preds = %664
  %668 = load ptr, ptr %358, align 8, !tbaa !22
  %669 = ptrtoint ptr %668 to i64
  %670 = ptrtoint ptr %665 to i64
  %671 = sub i64 %669, %670
  call void @_ZdlPvm(ptr noundef nonnull %665, i64 noundef %671) #17
  br label %672

672:                                              ; preds = %667, %664
  %673 = load ptr, ptr %359, align 8, !tbaa !21
  %674 = icmp eq ptr %673, null
  br i1 %674, label %680, label %675

675:                                              ; preds = %672
  %676 = load ptr, ptr %363, align 8, !tbaa !22
  %677 = ptrtoint ptr %676 to i64
  %678 = ptrtoint ptr %673 to i64
  %679 = sub i64 %677, %678
  call void @_ZdlPvm(ptr noundef nonnull %673, i64 noundef %679) #17
  br label %680

680:                                              ; preds = %675, %672
  %681 = load ptr, ptr %364, align 8, !tbaa !21
  %682 = icmp eq ptr %681, null
  br i1 %682, label %688, label %683

683:                                              ; preds = %680
  %684 = load ptr, ptr %368, align 8, !tbaa !22
  %685 = ptrtoint ptr %684 to i64
  %686 = ptrtoint ptr %681 to i64
  %687 = sub i64 %685, %686
  call void @_ZdlPvm(ptr noundef nonnull %681, i64 noundef %687) #17
  br label %688

688:                                              ; preds = %683, %680
  call void @_ZdlPvm(ptr noundef nonnull %344, i64 noundef 120) #17
  %689 = icmp eq ptr %638, null
  br i1 %689, label %691, label %690

690:                                              ; preds = %688
  call void @_ZdlPvm(ptr noundef nonnull %638, i64 noundef %630) #17
  br label %691

691:                                              ; preds = %688, %690
  %692 = load ptr, ptr %1, align 8, !tbaa !21
  %693 = icmp eq ptr %692, null
  br i1 %693, label %699, label %694

694:                                              ; preds = %691
  %695 = load ptr, ptr %5, align 8, !tbaa !22
  %696 = ptrtoint ptr %695 to i64
  %697 = ptrtoint ptr %692 to i64
  %698 = sub i64 %696, %697
  call void @_ZdlPvm(ptr noundef nonnull %692, i64 noundef %698) #17
  br label %699

699:                                              ; preds = %691, %694
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14
  ret i32 0

700:                                              ; preds = %539, %700
  %701 = phi ptr [ %704, %700 ], [ %500, %539 ]
  %702 = load i32, ptr %701, align 4, !tbaa !24
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %702)
  %704 = getelementptr inbounds i8, ptr %701, i64 4
  %705 = icmp eq ptr %704, %540
  br i1 %705, label %541, label %700
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #9 comdat align 2 {
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %195, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = ptrtoint ptr %8 to i64
  %12 = ptrtoint ptr %10 to i64
  %13 = sub i64 %11, %12
  %14 = ashr exact i64 %13, 3
  %15 = icmp ult i64 %14, %2
  br i1 %15, label %128, label %16

16:                                               ; preds = %6
  %17 = load double, ptr %3, align 8, !tbaa !5
  %18 = ptrtoint ptr %1 to i64
  %19 = sub i64 %12, %18
  %20 = ashr exact i64 %19, 3
  %21 = icmp ugt i64 %20, %2
  br i1 %21, label %22, label %62

22:                                               ; preds = %16
  %23 = sub i64 0, %2
  %24 = getelementptr inbounds double, ptr %10, i64 %23
  %25 = shl i64 %2, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %10, ptr nonnull align 8 %24, i64 %25, i1 false)
  %26 = load ptr, ptr %9, align 8, !tbaa !18
  %27 = getelementptr inbounds double, ptr %26, i64 %2
  store ptr %27, ptr %9, align 8, !tbaa !18
  %28 = icmp eq ptr %24, %1
  br i1 %28, label %35, label %29

29:                                               ; preds = %22
  %30 = ptrtoint ptr %24 to i64
  %31 = sub i64 %30, %18
  %32 = ashr exact i64 %31, 3
  %33 = sub nsw i64 0, %32
  %34 = getelementptr inbounds double, ptr %10, i64 %33
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %34, ptr align 8 %1, i64 %31, i1 false)
  br label %35

35:                                               ; preds = %22, %29
  %36 = getelementptr inbounds double, ptr %1, i64 %2
  %37 = add i64 %2, 2305843009213693951
  %38 = and i64 %37, 2305843009213693951
  %39 = add nuw nsw i64 %38, 1
  %40 = icmp ult i64 %38, 3
  br i1 %40, label %56, label %41

41:                                               ; preds = %35
  %42 = and i64 %39, 4611686018427387900
  %43 = shl i64 %42, 3
  %44 = getelementptr i8, ptr %1, i64 %43
  %45 = insertelement <2 x double> poison, double %17, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  br label %47

47:                                               ; preds = %47, %41
  %48 = phi i64 [ 0, %41 ], [ %52, %47 ]
  %49 = shl i64 %48, 3
  %50 = getelementptr i8, ptr %1, i64 %49
  %51 = getelementptr i8, ptr %50, i64 16
  store <2 x double> %46, ptr %50, align 8, !tbaa !5
  store <2 x double> %46, ptr %51, align 8, !tbaa !5
  %52 = add nuw i64 %48, 4
  %53 = icmp eq i64 %52, %42
  br i1 %53, label %54, label %47, !llvm.loop !29

54:                                               ; preds = %47
  %55 = icmp eq i64 %39, %42
  br i1 %55, label %195, label %56

56:                                               ; preds = %54, %35
  %57 = phi ptr [ %1, %35 ], [ %44, %54 ]
  br label %58

58:                                               ; preds = %56, %58
  %59 = phi ptr [ %60, %58 ], [ %57, %56 ]
  store double %17, ptr %59, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = icmp eq ptr %60, %36
  br i1 %61, label %195, label %58, !llvm.loop !32

62:                                               ; preds = %16
  %63 = icmp eq i64 %20, %2
  br i1 %63, label %94, label %64

64:                                               ; preds = %62
  %65 = sub i64 %2, %20
  %66 = getelementptr inbounds double, ptr %10, i64 %65
  %67 = shl nsw i64 %2, 3
  %68 = add i64 %67, -8
  %69 = sub i64 %68, %19
  %70 = lshr i64 %69, 3
  %71 = add nuw nsw i64 %70, 1
  %72 = icmp ult i64 %69, 24
  br i1 %72, label %88, label %73

73:                                               ; preds = %64
  %74 = and i64 %71, 4611686018427387900
  %75 = shl i64 %74, 3
  %76 = getelementptr i8, ptr %10, i64 %75
  %77 = insertelement <2 x double> poison, double %17, i64 0
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  br label %79

79:                                               ; preds = %79, %73
  %80 = phi i64 [ 0, %73 ], [ %84, %79 ]
  %81 = shl i64 %80, 3
  %82 = getelementptr i8, ptr %10, i64 %81
  %83 = getelementptr i8, ptr %82, i64 16
  store <2 x double> %78, ptr %82, align 8, !tbaa !5
  store <2 x double> %78, ptr %83, align 8, !tbaa !5
  %84 = add nuw i64 %80, 4
  %85 = icmp eq i64 %84, %74
  br i1 %85, label %86, label %79, !llvm.loop !33

86:                                               ; preds = %79
  %87 = icmp eq i64 %71, %74
  br i1 %87, label %94, label %88

88:                                               ; preds = %86, %64
  %89 = phi ptr [ %10, %64 ], [ %76, %86 ]
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi ptr [ %92, %90 ], [ %89, %88 ]
  store double %17, ptr %91, align 8, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %91, i64 8
  %93 = icmp eq ptr %92, %66
  br i1 %93, label %94, label %90, !llvm.loop !34

94:                                               ; preds = %90, %86, %62
  %95 = phi ptr [ %10, %62 ], [ %66, %86 ], [ %66, %90 ]
  store ptr %95, ptr %9, align 8, !tbaa !18
  %96 = icmp eq ptr %10, %1
  br i1 %96, label %97, label %99

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %95, i64 %19
  store ptr %98, ptr %9, align 8, !tbaa !18
  br label %195

99:                                               ; preds = %94
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %95, ptr align 8 %1, i64 %19, i1 false)
  %100 = load ptr, ptr %9, align 8, !tbaa !18
  %101 = getelementptr inbounds i8, ptr %100, i64 %19
  store ptr %101, ptr %9, align 8, !tbaa !18
  %102 = add i64 %12, -8
  %103 = sub i64 %102, %18
  %104 = lshr i64 %103, 3
  %105 = add nuw nsw i64 %104, 1
  %106 = icmp ult i64 %103, 24
  br i1 %106, label %122, label %107

107:                                              ; preds = %99
  %108 = and i64 %105, 4611686018427387900
  %109 = shl i64 %108, 3
  %110 = getelementptr i8, ptr %1, i64 %109
  %111 = insertelement <2 x double> poison, double %17, i64 0
  %112 = shufflevector <2 x double> %111, <2 x double> poison, <2 x i32> zeroinitializer
  br label %113

113:                                              ; preds = %113, %107
  %114 = phi i64 [ 0, %107 ], [ %118, %113 ]
  %115 = shl i64 %114, 3
  %116 = getelementptr i8, ptr %1, i64 %115
  %117 = getelementptr i8, ptr %116, i64 16
  store <2 x double> %112, ptr %116, align 8, !tbaa !5
  store <2 x double> %112, ptr %117, align 8, !tbaa !5
  %118 = add nuw i64 %114, 4
  %119 = icmp eq i64 %118, %108
  br i1 %119, label %120, label %113, !llvm.loop !35

120:                                              ; preds = %113
  %121 = icmp eq i64 %105, %108
  br i1 %121, label %195, label %122

122:                                              ; preds = %120, %99
  %123 = phi ptr [ %1, %99 ], [ %110, %120 ]
  br label %124

124:                                              ; preds = %122, %124
  %125 = phi ptr [ %126, %124 ], [ %123, %122 ]
  store double %17, ptr %125, align 8, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = icmp eq ptr %126, %10
  br i1 %127, label %195, label %124, !llvm.loop !36

128:                                              ; preds = %6
  %129 = load ptr, ptr %0, align 8, !tbaa !16
  %130 = ptrtoint ptr %129 to i64
  %131 = sub i64 %12, %130
  %132 = ashr exact i64 %131, 3
  %133 = sub nsw i64 1152921504606846975, %132
  %134 = icmp ult i64 %133, %2
  br i1 %134, label %135, label %136

135:                                              ; preds = %128
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.15) #15
  unreachable

136:                                              ; preds = %128
  %137 = tail call i64 @llvm.umax.i64(i64 %132, i64 %2)
  %138 = add nsw i64 %137, %132
  %139 = icmp ult i64 %138, %132
  %140 = tail call i64 @llvm.umin.i64(i64 %138, i64 1152921504606846975)
  %141 = select i1 %139, i64 1152921504606846975, i64 %140
  %142 = ptrtoint ptr %1 to i64
  %143 = sub i64 %142, %130
  %144 = ashr exact i64 %143, 3
  %145 = icmp eq i64 %141, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %136
  %147 = shl nuw nsw i64 %141, 3
  %148 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %147) #16
  br label %149

149:                                              ; preds = %146, %136
  %150 = phi ptr [ %148, %146 ], [ null, %136 ]
  %151 = getelementptr inbounds double, ptr %150, i64 %144
  %152 = getelementptr inbounds double, ptr %151, i64 %2
  %153 = load double, ptr %3, align 8, !tbaa !5
  %154 = add i64 %2, 2305843009213693951
  %155 = and i64 %154, 2305843009213693951
  %156 = add nuw nsw i64 %155, 1
  %157 = icmp ult i64 %155, 3
  br i1 %157, label %173, label %158

158:                                              ; preds = %149
  %159 = and i64 %156, 4611686018427387900
  %160 = shl i64 %159, 3
  %161 = getelementptr i8, ptr %151, i64 %160
  %162 = insertelement <2 x double> poison, double %153, i64 0
  %163 = shufflevector <2 x double> %162, <2 x double> poison, <2 x i32> zeroinitializer
  br label %164

164:                                              ; preds = %164, %158
  %165 = phi i64 [ 0, %158 ], [ %169, %164 ]
  %166 = shl i64 %165, 3
  %167 = getelementptr i8, ptr %151, i64 %166
  %168 = getelementptr i8, ptr %167, i64 16
  store <2 x double> %163, ptr %167, align 8, !tbaa !5
  store <2 x double> %163, ptr %168, align 8, !tbaa !5
  %169 = add nuw i64 %165, 4
  %170 = icmp eq i64 %169, %159
  br i1 %170, label %171, label %164, !llvm.loop !37

171:                                              ; preds = %164
  %172 = icmp eq i64 %156, %159
  br i1 %172, label %179, label %173

173:                                              ; preds = %171, %149
  %174 = phi ptr [ %151, %149 ], [ %161, %171 ]
  br label %175

175:                                              ; preds = %173, %175
  %176 = phi ptr [ %177, %175 ], [ %174, %173 ]
  store double %153, ptr %176, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %176, i64 8
  %178 = icmp eq ptr %177, %152
  br i1 %178, label %179, label %175, !llvm.loop !38

179:                                              ; preds = %175, %171
  %180 = icmp eq ptr %129, %1
  br i1 %180, label %182, label %181

181:                                              ; preds = %179
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %150, ptr align 8 %129, i64 %143, i1 false)
  br label %182

182:                                              ; preds = %179, %181
  %183 = getelementptr inbounds i8, ptr %150, i64 %143
  %184 = getelementptr inbounds double, ptr %183, i64 %2
  %185 = sub i64 %12, %142
  %186 = icmp eq ptr %10, %1
  br i1 %186, label %188, label %187

187:                                              ; preds = %182
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %184, ptr align 8 %1, i64 %185, i1 false)
  br label %188

188:                                              ; preds = %182, %187
  %189 = getelementptr inbounds i8, ptr %184, i64 %185
  %190 = icmp eq ptr %129, null
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = sub i64 %11, %130
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %192) #17
  br label %193

193:                                              ; preds = %188, %191
  store ptr %150, ptr %0, align 8, !tbaa !21
  store ptr %189, ptr %9, align 8, !tbaa !18
  %194 = getelementptr inbounds double, ptr %150, i64 %141
  store ptr %194, ptr %7, align 8, !tbaa !22
  br label %195

195:                                              ; preds = %124, %58, %120, %54, %97, %193, %4
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #9 comdat align 2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = load ptr, ptr %0, align 8, !tbaa !21
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = ptrtoint ptr %13 to i64
  %15 = sub i64 %14, %8
  %16 = ashr exact i64 %15, 3
  %17 = icmp ult i64 %11, 1152921504606846976
  tail call void @llvm.assume(i1 %17)
  %18 = xor i64 %11, 1152921504606846975
  %19 = icmp ule i64 %16, %18
  tail call void @llvm.assume(i1 %19)
  %20 = icmp ult i64 %16, %1
  br i1 %20, label %30, label %21

21:                                               ; preds = %4
  store double 0.000000e+00, ptr %6, align 8, !tbaa !5
  %22 = getelementptr i8, ptr %6, i64 8
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 3
  %26 = add i64 %25, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %22, i8 0, i64 %26, i1 false), !tbaa !5
  %27 = getelementptr double, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !18
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #15
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 1152921504606846975)
  %37 = shl nuw nsw i64 %36, 3
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #16
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store double 0.000000e+00, ptr %39, align 8, !tbaa !5
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 8
  %43 = shl nuw nsw i64 %1, 3
  %44 = add nsw i64 %43, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %42, i8 0, i64 %44, i1 false), !tbaa !5
  br label %45

45:                                               ; preds = %33, %41
  %46 = icmp sgt i64 %10, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %38, ptr align 8 %7, i64 %10, i1 false)
  br label %48

48:                                               ; preds = %45, %47
  %49 = icmp eq ptr %7, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = sub i64 %14, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #17
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !21
  %53 = getelementptr inbounds double, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !18
  %54 = getelementptr inbounds double, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !22
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind allocsize(0) }
attributes #17 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm: argument 0"}
!14 = distinct !{!14, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm"}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!19, !17, i64 8}
!19 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !17, i64 0, !17, i64 8, !17, i64 16}
!20 = distinct !{!20, !10}
!21 = !{!19, !17, i64 0}
!22 = !{!19, !17, i64 16}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !7, i64 0}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!29 = distinct !{!29, !10, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = distinct !{!32, !10, !31, !30}
!33 = distinct !{!33, !10, !30, !31}
!34 = distinct !{!34, !10, !31, !30}
!35 = distinct !{!35, !10, !30, !31}
!36 = distinct !{!36, !10, !31, !30}
!37 = distinct !{!37, !10, !30, !31}
!38 = distinct !{!38, !10, !31, !30}
