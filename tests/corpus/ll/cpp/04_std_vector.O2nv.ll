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
  %501 = getelementptr inbounds i8, ptr %500, i64 4
  store i32 -5, ptr %500, align 4, !tbaa !24
  store i32 -4, ptr %501, align 4, !tbaa !24
  %502 = getelementptr inbounds i8, ptr %500, i64 8
  store i32 -3, ptr %502, align 4, !tbaa !24
  %503 = getelementptr inbounds i8, ptr %500, i64 12
  store i32 -2, ptr %503, align 4, !tbaa !24
  %504 = getelementptr inbounds i8, ptr %500, i64 16
  store i32 -1, ptr %504, align 4, !tbaa !24
  %505 = getelementptr inbounds i8, ptr %500, i64 20
  store i32 0, ptr %505, align 4, !tbaa !24
  %506 = getelementptr inbounds i8, ptr %500, i64 24
  store i32 1, ptr %506, align 4, !tbaa !24
  %507 = getelementptr inbounds i8, ptr %500, i64 28
  store i32 2, ptr %507, align 4, !tbaa !24
  %508 = getelementptr inbounds i8, ptr %500, i64 32
  store i32 3, ptr %508, align 4, !tbaa !24
  %509 = getelementptr inbounds i8, ptr %500, i64 36
  store i32 4, ptr %509, align 4, !tbaa !24
  %510 = getelementptr inbounds i8, ptr %500, i64 40
  store i32 5, ptr %510, align 4, !tbaa !24
  %511 = getelementptr inbounds i8, ptr %500, i64 44
  store i32 6, ptr %511, align 4, !tbaa !24
  %512 = getelementptr inbounds i8, ptr %500, i64 48
  store i32 7, ptr %512, align 4, !tbaa !24
  %513 = getelementptr inbounds i8, ptr %500, i64 52
  store i32 8, ptr %513, align 4, !tbaa !24
  %514 = getelementptr inbounds i8, ptr %500, i64 56
  store i32 9, ptr %514, align 4, !tbaa !24
  %515 = getelementptr inbounds i8, ptr %500, i64 60
  store i32 10, ptr %515, align 4, !tbaa !24
  %516 = getelementptr inbounds i8, ptr %500, i64 64
  store i32 11, ptr %516, align 4, !tbaa !24
  %517 = getelementptr inbounds i8, ptr %500, i64 68
  store i32 12, ptr %517, align 4, !tbaa !24
  %518 = getelementptr inbounds i8, ptr %500, i64 72
  store i32 13, ptr %518, align 4, !tbaa !24
  %519 = getelementptr inbounds i8, ptr %500, i64 76
  store i32 14, ptr %519, align 4, !tbaa !24
  %520 = getelementptr inbounds i8, ptr %500, i64 80
  br label %521

521:                                              ; preds = %543, %329
  %522 = phi i64 [ 12, %329 ], [ %545, %543 ]
  %523 = phi i64 [ 8, %329 ], [ %544, %543 ]
  %524 = getelementptr inbounds i8, ptr %500, i64 %522
  %525 = load i32, ptr %524, align 4, !tbaa !24
  %526 = srem i32 %525, 3
  %527 = icmp eq i32 %526, 0
  br i1 %527, label %531, label %528

528:                                              ; preds = %521
  %529 = getelementptr inbounds i8, ptr %500, i64 %523
  store i32 %525, ptr %529, align 4, !tbaa !24
  %530 = add nsw i64 %523, 4
  br label %531

531:                                              ; preds = %528, %521
  %532 = phi i64 [ %523, %521 ], [ %530, %528 ]
  %533 = add nuw nsw i64 %522, 4
  %534 = icmp eq i64 %533, 80
  br i1 %534, label %546, label %535, !llvm.loop !26

535:                                              ; preds = %531
  %536 = getelementptr inbounds i8, ptr %500, i64 %533
  %537 = load i32, ptr %536, align 4, !tbaa !24
  %538 = srem i32 %537, 3
  %539 = icmp eq i32 %538, 0
  br i1 %539, label %543, label %540

540:                                              ; preds = %535
  %541 = getelementptr inbounds i8, ptr %500, i64 %532
  store i32 %537, ptr %541, align 4, !tbaa !24
  %542 = add nsw i64 %532, 4
  br label %543

543:                                              ; preds = %540, %535
  %544 = phi i64 [ %532, %535 ], [ %542, %540 ]
  %545 = add nuw nsw i64 %522, 8
  br label %521

546:                                              ; preds = %531
  %547 = icmp eq i64 %532, 80
  br i1 %547, label %548, label %550

548:                                              ; preds = %546
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  br label %554

550:                                              ; preds = %546
  %551 = getelementptr inbounds i8, ptr %500, i64 %532
  %552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %553 = icmp eq i64 %532, 0
  br i1 %553, label %556, label %554

554:                                              ; preds = %548, %550
  %555 = phi ptr [ %520, %548 ], [ %551, %550 ]
  br label %715

556:                                              ; preds = %715, %550
  %557 = call i32 @putchar(i32 10)
  %558 = load ptr, ptr %4, align 8, !tbaa !16
  %559 = load ptr, ptr %1, align 8, !tbaa !16
  %560 = ptrtoint ptr %558 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  %563 = icmp ugt i64 %562, 9223372036854775800
  br i1 %563, label %564, label %565

564:                                              ; preds = %556
  call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #15
  unreachable

565:                                              ; preds = %556
  %566 = icmp ne ptr %558, %559
  call void @llvm.assume(i1 %566)
  %567 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %562) #16
  %568 = icmp eq i64 %562, 8
  br i1 %568, label %572, label %569

569:                                              ; preds = %565
  %570 = getelementptr i8, ptr %567, i64 8
  %571 = add nsw i64 %562, -8
  call void @llvm.memset.p0.i64(ptr align 8 %570, i8 0, i64 %571, i1 false), !tbaa !5
  br label %572

572:                                              ; preds = %565, %569
  %573 = phi i64 [ %562, %569 ], [ 8, %565 ]
  %574 = load double, ptr %559, align 8, !tbaa !5
  store double %574, ptr %567, align 8, !tbaa !5
  %575 = getelementptr inbounds i8, ptr %559, i64 8
  %576 = icmp eq ptr %575, %558
  br i1 %576, label %586, label %577

577:                                              ; preds = %572, %577
  %578 = phi ptr [ %584, %577 ], [ %575, %572 ]
  %579 = phi double [ %582, %577 ], [ %574, %572 ]
  %580 = phi ptr [ %583, %577 ], [ %567, %572 ]
  %581 = load double, ptr %578, align 8, !tbaa !5
  %582 = fadd double %579, %581
  %583 = getelementptr inbounds i8, ptr %580, i64 8
  store double %582, ptr %583, align 8, !tbaa !5
  %584 = getelementptr inbounds i8, ptr %578, i64 8
  %585 = icmp eq ptr %584, %558
  br i1 %585, label %586, label %577, !llvm.loop !27

586:                                              ; preds = %577, %572
  %587 = getelementptr i8, ptr %567, i64 %573
  %588 = getelementptr inbounds i8, ptr %587, i64 -8
  %589 = load double, ptr %588, align 8, !tbaa !5
  %590 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %589)
  %591 = load ptr, ptr %1, align 8, !tbaa !16
  %592 = load double, ptr %591, align 8, !tbaa !5
  %593 = load double, ptr %567, align 8, !tbaa !5
  %594 = call double @llvm.fmuladd.f64(double %592, double %593, double 0.000000e+00)
  %595 = getelementptr inbounds i8, ptr %567, i64 8
  %596 = getelementptr inbounds i8, ptr %591, i64 8
  %597 = load double, ptr %596, align 8, !tbaa !5
  %598 = load double, ptr %595, align 8, !tbaa !5
  %599 = call double @llvm.fmuladd.f64(double %597, double %598, double %594)
  %600 = getelementptr inbounds i8, ptr %567, i64 16
  %601 = getelementptr inbounds i8, ptr %591, i64 16
  %602 = load double, ptr %601, align 8, !tbaa !5
  %603 = load double, ptr %600, align 8, !tbaa !5
  %604 = call double @llvm.fmuladd.f64(double %602, double %603, double %599)
  %605 = getelementptr inbounds i8, ptr %567, i64 24
  %606 = getelementptr inbounds i8, ptr %591, i64 24
  %607 = load double, ptr %606, align 8, !tbaa !5
  %608 = load double, ptr %605, align 8, !tbaa !5
  %609 = call double @llvm.fmuladd.f64(double %607, double %608, double %604)
  %610 = getelementptr inbounds i8, ptr %567, i64 32
  %611 = getelementptr inbounds i8, ptr %591, i64 32
  %612 = load double, ptr %611, align 8, !tbaa !5
  %613 = load double, ptr %610, align 8, !tbaa !5
  %614 = call double @llvm.fmuladd.f64(double %612, double %613, double %609)
  %615 = getelementptr inbounds i8, ptr %567, i64 40
  %616 = getelementptr inbounds i8, ptr %591, i64 40
  %617 = load double, ptr %616, align 8, !tbaa !5
  %618 = load double, ptr %615, align 8, !tbaa !5
  %619 = call double @llvm.fmuladd.f64(double %617, double %618, double %614)
  %620 = getelementptr inbounds i8, ptr %567, i64 48
  %621 = getelementptr inbounds i8, ptr %591, i64 48
  %622 = load double, ptr %621, align 8, !tbaa !5
  %623 = load double, ptr %620, align 8, !tbaa !5
  %624 = call double @llvm.fmuladd.f64(double %622, double %623, double %619)
  %625 = getelementptr inbounds i8, ptr %567, i64 56
  %626 = getelementptr inbounds i8, ptr %591, i64 56
  %627 = load double, ptr %626, align 8, !tbaa !5
  %628 = load double, ptr %625, align 8, !tbaa !5
  %629 = call double @llvm.fmuladd.f64(double %627, double %628, double %624)
  %630 = getelementptr inbounds i8, ptr %567, i64 64
  %631 = getelementptr inbounds i8, ptr %591, i64 64
  %632 = load double, ptr %631, align 8, !tbaa !5
  %633 = load double, ptr %630, align 8, !tbaa !5
  %634 = call double @llvm.fmuladd.f64(double %632, double %633, double %629)
  %635 = getelementptr inbounds i8, ptr %567, i64 72
  %636 = getelementptr inbounds i8, ptr %591, i64 72
  %637 = load double, ptr %636, align 8, !tbaa !5
  %638 = load double, ptr %635, align 8, !tbaa !5
  %639 = call double @llvm.fmuladd.f64(double %637, double %638, double %634)
  %640 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %639)
  %641 = load ptr, ptr %4, align 8, !tbaa !16
  %642 = load ptr, ptr %1, align 8, !tbaa !16
  %643 = ptrtoint ptr %641 to i64
  %644 = ptrtoint ptr %642 to i64
  %645 = sub i64 %643, %644
  %646 = icmp eq ptr %641, %642
  br i1 %646, label %652, label %647

647:                                              ; preds = %586
  %648 = icmp ugt i64 %645, 9223372036854775800
  br i1 %648, label %649, label %650, !prof !28

649:                                              ; preds = %647
  call void @_ZSt28__throw_bad_array_new_lengthv() #15
  unreachable

650:                                              ; preds = %647
  %651 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %645) #16
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %651, ptr align 8 %642, i64 %645, i1 false)
  br label %652

652:                                              ; preds = %586, %650
  %653 = phi ptr [ %651, %650 ], [ null, %586 ]
  %654 = ashr exact i64 %645, 3
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %192, i64 noundef %654, i32 noundef 1)
  %656 = load ptr, ptr %1, align 8, !tbaa !16
  %657 = load ptr, ptr %4, align 8, !tbaa !16
  %658 = icmp eq ptr %657, %656
  br i1 %658, label %660, label %659

659:                                              ; preds = %652
  store ptr %656, ptr %4, align 8, !tbaa !18
  br label %660

660:                                              ; preds = %652, %659
  %661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1)
  %662 = ptrtoint ptr %184 to i64
  %663 = sub i64 %662, %190
  call void @_ZdlPvm(ptr noundef nonnull %183, i64 noundef %663) #17
  call void @_ZdlPvm(ptr noundef nonnull %567, i64 noundef %562) #17
  call void @_ZdlPvm(ptr noundef nonnull %500, i64 noundef 80) #17
  %664 = load ptr, ptr %344, align 8, !tbaa !21
  %665 = icmp eq ptr %664, null
  br i1 %665, label %671, label %666

666:                                              ; preds = %660
  %667 = load ptr, ptr %348, align 8, !tbaa !22
  %668 = ptrtoint ptr %667 to i64
  %669 = ptrtoint ptr %664 to i64
  %670 = sub i64 %668, %669
  call void @_ZdlPvm(ptr noundef nonnull %664, i64 noundef %670) #17
  br label %671

671:                                              ; preds = %666, %660
  %672 = load ptr, ptr %349, align 8, !tbaa !21
  %673 = icmp eq ptr %672, null
  br i1 %673, label %679, label %674

674:                                              ; preds = %671
  %675 = load ptr, ptr %353, align 8, !tbaa !22
  %676 = ptrtoint ptr %675 to i64
  %677 = ptrtoint ptr %672 to i64
  %678 = sub i64 %676, %677
  call void @_ZdlPvm(ptr noundef nonnull %672, i64 noundef %678) #17
  br label %679

679:                                              ; preds = %674, %671
  %680 = load ptr, ptr %354, align 8, !tbaa !21
  %681 = icmp eq ptr %680, null
  br i1 %681, label %687, label %682

682:                                              ; preds = %679
  %683 = load ptr, ptr %358, align 8, !tbaa !22
  %684 = ptrtoint ptr %683 to i64
  %685 = ptrtoint ptr %680 to i64
  %686 = sub i64 %684, %685
  call void @_ZdlPvm(ptr noundef nonnull %680, i64 noundef %686) #17
  br label %687

687:                                              ; preds = %682, %679
  %688 = load ptr, ptr %359, align 8, !tbaa !21
  %689 = icmp eq ptr %688, null
  br i1 %689, label %695, label %690

690:                                              ; preds = %687
  %691 = load ptr, ptr %363, align 8, !tbaa !22
  %692 = ptrtoint ptr %691 to i64
  %693 = ptrtoint ptr %688 to i64
  %694 = sub i64 %692, %693
  call void @_ZdlPvm(ptr noundef nonnull %688, i64 noundef %694) #17
  br label %695

695:                                              ; preds = %690, %687
  %696 = load ptr, ptr %364, align 8, !tbaa !21
  %697 = icmp eq ptr %696, null
  br i1 %697, label %703, label %698

698:                                              ; preds = %695
  %699 = load ptr, ptr %368, align 8, !tbaa !22
  %700 = ptrtoint ptr %699 to i64
  %701 = ptrtoint ptr %696 to i64
  %702 = sub i64 %700, %701
  call void @_ZdlPvm(ptr noundef nonnull %696, i64 noundef %702) #17
  br label %703

703:                                              ; preds = %698, %695
  call void @_ZdlPvm(ptr noundef nonnull %344, i64 noundef 120) #17
  %704 = icmp eq ptr %653, null
  br i1 %704, label %706, label %705

705:                                              ; preds = %703
  call void @_ZdlPvm(ptr noundef nonnull %653, i64 noundef %645) #17
  br label %706

706:                                              ; preds = %703, %705
  %707 = load ptr, ptr %1, align 8, !tbaa !21
  %708 = icmp eq ptr %707, null
  br i1 %708, label %714, label %709

709:                                              ; preds = %706
  %710 = load ptr, ptr %5, align 8, !tbaa !22
  %711 = ptrtoint ptr %710 to i64
  %712 = ptrtoint ptr %707 to i64
  %713 = sub i64 %711, %712
  call void @_ZdlPvm(ptr noundef nonnull %707, i64 noundef %713) #17
  br label %714

714:                                              ; preds = %706, %709
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14
  ret i32 0

715:                                              ; preds = %554, %715
  %716 = phi ptr [ %719, %715 ], [ %500, %554 ]
  %717 = load i32, ptr %716, align 4, !tbaa !24
  %718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %717)
  %719 = getelementptr inbounds i8, ptr %716, i64 4
  %720 = icmp eq ptr %719, %555
  br i1 %720, label %556, label %715
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
  br i1 %5, label %108, label %6

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
  br i1 %15, label %62, label %16

16:                                               ; preds = %6
  %17 = load double, ptr %3, align 8, !tbaa !5
  %18 = ptrtoint ptr %1 to i64
  %19 = sub i64 %12, %18
  %20 = ashr exact i64 %19, 3
  %21 = icmp ugt i64 %20, %2
  br i1 %21, label %22, label %41

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
  br label %37

37:                                               ; preds = %35, %37
  %38 = phi ptr [ %39, %37 ], [ %1, %35 ]
  store double %17, ptr %38, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = icmp eq ptr %39, %36
  br i1 %40, label %108, label %37, !llvm.loop !29

41:                                               ; preds = %16
  %42 = icmp eq i64 %20, %2
  br i1 %42, label %50, label %43

43:                                               ; preds = %41
  %44 = sub i64 %2, %20
  %45 = getelementptr inbounds double, ptr %10, i64 %44
  br label %46

46:                                               ; preds = %46, %43
  %47 = phi ptr [ %48, %46 ], [ %10, %43 ]
  store double %17, ptr %47, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = icmp eq ptr %48, %45
  br i1 %49, label %50, label %46, !llvm.loop !29

50:                                               ; preds = %46, %41
  %51 = phi ptr [ %10, %41 ], [ %45, %46 ]
  store ptr %51, ptr %9, align 8, !tbaa !18
  %52 = icmp eq ptr %10, %1
  br i1 %52, label %53, label %55

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %51, i64 %19
  store ptr %54, ptr %9, align 8, !tbaa !18
  br label %108

55:                                               ; preds = %50
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %51, ptr align 8 %1, i64 %19, i1 false)
  %56 = load ptr, ptr %9, align 8, !tbaa !18
  %57 = getelementptr inbounds i8, ptr %56, i64 %19
  store ptr %57, ptr %9, align 8, !tbaa !18
  br label %58

58:                                               ; preds = %55, %58
  %59 = phi ptr [ %60, %58 ], [ %1, %55 ]
  store double %17, ptr %59, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = icmp eq ptr %60, %10
  br i1 %61, label %108, label %58, !llvm.loop !29

62:                                               ; preds = %6
  %63 = load ptr, ptr %0, align 8, !tbaa !16
  %64 = ptrtoint ptr %63 to i64
  %65 = sub i64 %12, %64
  %66 = ashr exact i64 %65, 3
  %67 = sub nsw i64 1152921504606846975, %66
  %68 = icmp ult i64 %67, %2
  br i1 %68, label %69, label %70

69:                                               ; preds = %62
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.15) #15
  unreachable

70:                                               ; preds = %62
  %71 = tail call i64 @llvm.umax.i64(i64 %66, i64 %2)
  %72 = add nsw i64 %71, %66
  %73 = icmp ult i64 %72, %66
  %74 = tail call i64 @llvm.umin.i64(i64 %72, i64 1152921504606846975)
  %75 = select i1 %73, i64 1152921504606846975, i64 %74
  %76 = ptrtoint ptr %1 to i64
  %77 = sub i64 %76, %64
  %78 = ashr exact i64 %77, 3
  %79 = icmp eq i64 %75, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %70
  %81 = shl nuw nsw i64 %75, 3
  %82 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %81) #16
  br label %83

83:                                               ; preds = %80, %70
  %84 = phi ptr [ %82, %80 ], [ null, %70 ]
  %85 = getelementptr inbounds double, ptr %84, i64 %78
  %86 = getelementptr inbounds double, ptr %85, i64 %2
  %87 = load double, ptr %3, align 8, !tbaa !5
  br label %88

88:                                               ; preds = %88, %83
  %89 = phi ptr [ %90, %88 ], [ %85, %83 ]
  store double %87, ptr %89, align 8, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  %91 = icmp eq ptr %90, %86
  br i1 %91, label %92, label %88, !llvm.loop !29

92:                                               ; preds = %88
  %93 = icmp eq ptr %63, %1
  br i1 %93, label %95, label %94

94:                                               ; preds = %92
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %84, ptr align 8 %63, i64 %77, i1 false)
  br label %95

95:                                               ; preds = %92, %94
  %96 = getelementptr inbounds i8, ptr %84, i64 %77
  %97 = getelementptr inbounds double, ptr %96, i64 %2
  %98 = sub i64 %12, %76
  %99 = icmp eq ptr %10, %1
  br i1 %99, label %101, label %100

100:                                              ; preds = %95
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %97, ptr align 8 %1, i64 %98, i1 false)
  br label %101

101:                                              ; preds = %95, %100
  %102 = getelementptr inbounds i8, ptr %97, i64 %98
  %103 = icmp eq ptr %63, null
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = sub i64 %11, %64
  tail call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %105) #17
  br label %106

106:                                              ; preds = %101, %104
  store ptr %84, ptr %0, align 8, !tbaa !21
  store ptr %102, ptr %9, align 8, !tbaa !18
  %107 = getelementptr inbounds double, ptr %84, i64 %75
  store ptr %107, ptr %7, align 8, !tbaa !22
  br label %108

108:                                              ; preds = %58, %37, %53, %106, %4
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
!29 = distinct !{!29, !10}
