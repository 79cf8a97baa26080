; ModuleID = 'cpp/11_polynomial_class.cpp'
source_filename = "cpp/11_polynomial_class.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Poly = type { %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<Poly, std::allocator<Poly>>::_Vector_impl" }
%"struct.std::_Vector_base<Poly, std::allocator<Poly>>::_Vector_impl" = type { %"struct.std::_Vector_base<Poly, std::allocator<Poly>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Poly, std::allocator<Poly>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$_ZNK4PolymlERKS_ = comdat any

$_ZNK4PolyplERKS_ = comdat any

$_ZNK4Poly10derivativeEv = comdat any

$_ZNK4Poly8integralEv = comdat any

$_ZNK4Poly6divmodERKS_RS_S2_ = comdat any

$_ZNK4PolymlEd = comdat any

$_ZNSt6vectorIdSaIdEE17_M_default_appendEm = comdat any

$_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_ = comdat any

@constinit = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -3.000000e+00, double 0.000000e+00, double 2.000000e+00], align 8
@.str = private unnamed_addr constant [4 x i8] c"p*q\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"p+q\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"p-p\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"p'\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"int p\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"p/q\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"p%q\00", align 1
@.str.7 = private unnamed_addr constant [47 x i8] c"p(1.5)=%.6f p'(1.5)=%.6f integral 0..2 = %.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"P5\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"P%d(0.5)=%.10f P%d(1)=%.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [42 x i8] c"int P3P5=%.3e int P4P4=%.10f (2/9=%.10f)\0A\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"%s =\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c" %+.4g*x^%zu\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %class.Poly, align 8
  %2 = alloca %class.Poly, align 8
  %3 = alloca %class.Poly, align 8
  %4 = alloca %class.Poly, align 8
  %5 = alloca %class.Poly, align 8
  %6 = alloca %class.Poly, align 8
  %7 = alloca %class.Poly, align 8
  %8 = alloca %class.Poly, align 8
  %9 = alloca %class.Poly, align 8
  %10 = alloca %class.Poly, align 8
  %11 = alloca %class.Poly, align 8
  %12 = alloca %class.Poly, align 8
  %13 = alloca %class.Poly, align 8
  %14 = alloca %class.Poly, align 8
  %15 = alloca %"class.std::vector.0", align 8
  %16 = alloca %class.Poly, align 8
  %17 = alloca %class.Poly, align 8
  %18 = alloca %class.Poly, align 8
  %19 = alloca %class.Poly, align 16
  %20 = alloca %class.Poly, align 8
  %21 = alloca %class.Poly, align 8
  %22 = alloca %class.Poly, align 8
  %23 = alloca %class.Poly, align 8
  %24 = alloca %class.Poly, align 8
  %25 = alloca %class.Poly, align 8
  %26 = alloca %class.Poly, align 8
  %27 = alloca %class.Poly, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #14
  %28 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #15
  store ptr %28, ptr %3, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %29, ptr %30, align 8, !tbaa !10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull align 8 dereferenceable(32) @constinit, i64 32, i1 false)
  %31 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %29, ptr %31, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  %32 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
  store ptr %32, ptr %4, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %33, ptr %34, align 8, !tbaa !10
  store <2 x double> <double -1.000000e+00, double 1.000000e+00>, ptr %32, align 8
  %35 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %33, ptr %35, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #14
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %5, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str)
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !11
  %39 = load ptr, ptr %5, align 8, !tbaa !5
  %40 = icmp eq ptr %38, %39
  br i1 %40, label %54, label %41

41:                                               ; preds = %0
  %42 = ptrtoint ptr %38 to i64
  %43 = ptrtoint ptr %39 to i64
  %44 = sub i64 %42, %43
  %45 = ashr exact i64 %44, 3
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi i64 [ %48, %46 ], [ %45, %41 ]
  %48 = add i64 %47, -1
  %49 = load ptr, ptr %5, align 8, !tbaa !5
  %50 = getelementptr inbounds double, ptr %49, i64 %48
  %51 = load double, ptr %50, align 8, !tbaa !12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %51, i64 noundef %48)
  %53 = icmp eq i64 %48, 0
  br i1 %53, label %54, label %46, !llvm.loop !14

54:                                               ; preds = %46, %0
  %55 = call i32 @putchar(i32 10)
  %56 = load ptr, ptr %5, align 8, !tbaa !5
  %57 = icmp eq ptr %56, null
  br i1 %57, label %64, label %58

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %5, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !10
  %61 = ptrtoint ptr %60 to i64
  %62 = ptrtoint ptr %56 to i64
  %63 = sub i64 %61, %62
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %63) #16
  br label %64

64:                                               ; preds = %54, %58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #14
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %6, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1)
  %66 = getelementptr inbounds i8, ptr %6, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !11
  %68 = load ptr, ptr %6, align 8, !tbaa !5
  %69 = icmp eq ptr %67, %68
  br i1 %69, label %83, label %70

70:                                               ; preds = %64
  %71 = ptrtoint ptr %67 to i64
  %72 = ptrtoint ptr %68 to i64
  %73 = sub i64 %71, %72
  %74 = ashr exact i64 %73, 3
  br label %75

75:                                               ; preds = %75, %70
  %76 = phi i64 [ %77, %75 ], [ %74, %70 ]
  %77 = add i64 %76, -1
  %78 = load ptr, ptr %6, align 8, !tbaa !5
  %79 = getelementptr inbounds double, ptr %78, i64 %77
  %80 = load double, ptr %79, align 8, !tbaa !12
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %80, i64 noundef %77)
  %82 = icmp eq i64 %77, 0
  br i1 %82, label %83, label %75, !llvm.loop !14

83:                                               ; preds = %75, %64
  %84 = call i32 @putchar(i32 10)
  %85 = load ptr, ptr %6, align 8, !tbaa !5
  %86 = icmp eq ptr %85, null
  br i1 %86, label %93, label %87

87:                                               ; preds = %83
  %88 = getelementptr inbounds i8, ptr %6, i64 16
  %89 = load ptr, ptr %88, align 8, !tbaa !10
  %90 = ptrtoint ptr %89 to i64
  %91 = ptrtoint ptr %85 to i64
  %92 = sub i64 %90, %91
  call void @_ZdlPvm(ptr noundef nonnull %85, i64 noundef %92) #16
  br label %93

93:                                               ; preds = %83, %87
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !noalias !16
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %2, ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef -1.000000e+00), !noalias !16
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %7, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %2)
  %94 = load ptr, ptr %2, align 8, !tbaa !5, !noalias !16
  %95 = icmp eq ptr %94, null
  br i1 %95, label %102, label %96

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %2, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !10, !noalias !16
  %99 = ptrtoint ptr %98 to i64
  %100 = ptrtoint ptr %94 to i64
  %101 = sub i64 %99, %100
  call void @_ZdlPvm(ptr noundef nonnull %94, i64 noundef %101) #16
  br label %102

102:                                              ; preds = %93, %96
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !noalias !16
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2)
  %104 = getelementptr inbounds i8, ptr %7, i64 8
  %105 = load ptr, ptr %104, align 8, !tbaa !11
  %106 = load ptr, ptr %7, align 8, !tbaa !5
  %107 = icmp eq ptr %105, %106
  br i1 %107, label %121, label %108

108:                                              ; preds = %102
  %109 = ptrtoint ptr %105 to i64
  %110 = ptrtoint ptr %106 to i64
  %111 = sub i64 %109, %110
  %112 = ashr exact i64 %111, 3
  br label %113

113:                                              ; preds = %113, %108
  %114 = phi i64 [ %115, %113 ], [ %112, %108 ]
  %115 = add i64 %114, -1
  %116 = load ptr, ptr %7, align 8, !tbaa !5
  %117 = getelementptr inbounds double, ptr %116, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %118, i64 noundef %115)
  %120 = icmp eq i64 %115, 0
  br i1 %120, label %121, label %113, !llvm.loop !14

121:                                              ; preds = %113, %102
  %122 = call i32 @putchar(i32 10)
  %123 = load ptr, ptr %7, align 8, !tbaa !5
  %124 = icmp eq ptr %123, null
  br i1 %124, label %131, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %7, i64 16
  %127 = load ptr, ptr %126, align 8, !tbaa !10
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %123 to i64
  %130 = sub i64 %128, %129
  call void @_ZdlPvm(ptr noundef nonnull %123, i64 noundef %130) #16
  br label %131

131:                                              ; preds = %121, %125
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #14
  call void @_ZNK4Poly10derivativeEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %8, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3)
  %133 = getelementptr inbounds i8, ptr %8, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !11
  %135 = load ptr, ptr %8, align 8, !tbaa !5
  %136 = icmp eq ptr %134, %135
  br i1 %136, label %150, label %137

137:                                              ; preds = %131
  %138 = ptrtoint ptr %134 to i64
  %139 = ptrtoint ptr %135 to i64
  %140 = sub i64 %138, %139
  %141 = ashr exact i64 %140, 3
  br label %142

142:                                              ; preds = %142, %137
  %143 = phi i64 [ %144, %142 ], [ %141, %137 ]
  %144 = add i64 %143, -1
  %145 = load ptr, ptr %8, align 8, !tbaa !5
  %146 = getelementptr inbounds double, ptr %145, i64 %144
  %147 = load double, ptr %146, align 8, !tbaa !12
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %147, i64 noundef %144)
  %149 = icmp eq i64 %144, 0
  br i1 %149, label %150, label %142, !llvm.loop !14

150:                                              ; preds = %142, %131
  %151 = call i32 @putchar(i32 10)
  %152 = load ptr, ptr %8, align 8, !tbaa !5
  %153 = icmp eq ptr %152, null
  br i1 %153, label %160, label %154

154:                                              ; preds = %150
  %155 = getelementptr inbounds i8, ptr %8, i64 16
  %156 = load ptr, ptr %155, align 8, !tbaa !10
  %157 = ptrtoint ptr %156 to i64
  %158 = ptrtoint ptr %152 to i64
  %159 = sub i64 %157, %158
  call void @_ZdlPvm(ptr noundef nonnull %152, i64 noundef %159) #16
  br label %160

160:                                              ; preds = %150, %154
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %9, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4)
  %162 = getelementptr inbounds i8, ptr %9, i64 8
  %163 = load ptr, ptr %162, align 8, !tbaa !11
  %164 = load ptr, ptr %9, align 8, !tbaa !5
  %165 = icmp eq ptr %163, %164
  br i1 %165, label %179, label %166

166:                                              ; preds = %160
  %167 = ptrtoint ptr %163 to i64
  %168 = ptrtoint ptr %164 to i64
  %169 = sub i64 %167, %168
  %170 = ashr exact i64 %169, 3
  br label %171

171:                                              ; preds = %171, %166
  %172 = phi i64 [ %173, %171 ], [ %170, %166 ]
  %173 = add i64 %172, -1
  %174 = load ptr, ptr %9, align 8, !tbaa !5
  %175 = getelementptr inbounds double, ptr %174, i64 %173
  %176 = load double, ptr %175, align 8, !tbaa !12
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %176, i64 noundef %173)
  %178 = icmp eq i64 %173, 0
  br i1 %178, label %179, label %171, !llvm.loop !14

179:                                              ; preds = %171, %160
  %180 = call i32 @putchar(i32 10)
  %181 = load ptr, ptr %9, align 8, !tbaa !5
  %182 = icmp eq ptr %181, null
  br i1 %182, label %189, label %183

183:                                              ; preds = %179
  %184 = getelementptr inbounds i8, ptr %9, i64 16
  %185 = load ptr, ptr %184, align 8, !tbaa !10
  %186 = ptrtoint ptr %185 to i64
  %187 = ptrtoint ptr %181 to i64
  %188 = sub i64 %186, %187
  call void @_ZdlPvm(ptr noundef nonnull %181, i64 noundef %188) #16
  br label %189

189:                                              ; preds = %179, %183
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  %190 = getelementptr inbounds i8, ptr %10, i64 8
  %191 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %191, ptr %10, align 8, !tbaa !5
  %192 = getelementptr inbounds i8, ptr %191, i64 8
  %193 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %192, ptr %193, align 8, !tbaa !10
  store double 0.000000e+00, ptr %191, align 8, !tbaa !12
  store ptr %192, ptr %190, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  %194 = getelementptr inbounds i8, ptr %11, i64 8
  %195 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %195, ptr %11, align 8, !tbaa !5
  %196 = getelementptr inbounds i8, ptr %195, i64 8
  %197 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %196, ptr %197, align 8, !tbaa !10
  store double 0.000000e+00, ptr %195, align 8, !tbaa !12
  store ptr %196, ptr %194, align 8, !tbaa !11
  call void @_ZNK4Poly6divmodERKS_RS_S2_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %11)
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5)
  %199 = load ptr, ptr %190, align 8, !tbaa !11
  %200 = load ptr, ptr %10, align 8, !tbaa !5
  %201 = icmp eq ptr %199, %200
  br i1 %201, label %215, label %202

202:                                              ; preds = %189
  %203 = ptrtoint ptr %199 to i64
  %204 = ptrtoint ptr %200 to i64
  %205 = sub i64 %203, %204
  %206 = ashr exact i64 %205, 3
  br label %207

207:                                              ; preds = %207, %202
  %208 = phi i64 [ %209, %207 ], [ %206, %202 ]
  %209 = add i64 %208, -1
  %210 = load ptr, ptr %10, align 8, !tbaa !5
  %211 = getelementptr inbounds double, ptr %210, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !12
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %212, i64 noundef %209)
  %214 = icmp eq i64 %209, 0
  br i1 %214, label %215, label %207, !llvm.loop !14

215:                                              ; preds = %207, %189
  %216 = call i32 @putchar(i32 10)
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6)
  %218 = load ptr, ptr %194, align 8, !tbaa !11
  %219 = load ptr, ptr %11, align 8, !tbaa !5
  %220 = icmp eq ptr %218, %219
  br i1 %220, label %234, label %221

221:                                              ; preds = %215
  %222 = ptrtoint ptr %218 to i64
  %223 = ptrtoint ptr %219 to i64
  %224 = sub i64 %222, %223
  %225 = ashr exact i64 %224, 3
  br label %226

226:                                              ; preds = %226, %221
  %227 = phi i64 [ %228, %226 ], [ %225, %221 ]
  %228 = add i64 %227, -1
  %229 = load ptr, ptr %11, align 8, !tbaa !5
  %230 = getelementptr inbounds double, ptr %229, i64 %228
  %231 = load double, ptr %230, align 8, !tbaa !12
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %231, i64 noundef %228)
  %233 = icmp eq i64 %228, 0
  br i1 %233, label %234, label %226, !llvm.loop !14

234:                                              ; preds = %226, %215
  %235 = call i32 @putchar(i32 10)
  %236 = load ptr, ptr %31, align 8, !tbaa !11
  %237 = load ptr, ptr %3, align 8, !tbaa !5
  %238 = icmp eq ptr %236, %237
  br i1 %238, label %283, label %239

239:                                              ; preds = %234
  %240 = ptrtoint ptr %236 to i64
  %241 = ptrtoint ptr %237 to i64
  %242 = sub i64 %240, %241
  %243 = ashr exact i64 %242, 3
  %244 = add nsw i64 %243, -1
  %245 = and i64 %243, 3
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %257, label %247

247:                                              ; preds = %239, %247
  %248 = phi i64 [ %251, %247 ], [ %243, %239 ]
  %249 = phi double [ %254, %247 ], [ 0.000000e+00, %239 ]
  %250 = phi i64 [ %255, %247 ], [ 0, %239 ]
  %251 = add i64 %248, -1
  %252 = getelementptr inbounds double, ptr %237, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !12
  %254 = call double @llvm.fmuladd.f64(double %249, double 1.500000e+00, double %253)
  %255 = add i64 %250, 1
  %256 = icmp eq i64 %255, %245
  br i1 %256, label %257, label %247, !llvm.loop !19

257:                                              ; preds = %247, %239
  %258 = phi double [ poison, %239 ], [ %254, %247 ]
  %259 = phi i64 [ %243, %239 ], [ %251, %247 ]
  %260 = phi double [ 0.000000e+00, %239 ], [ %254, %247 ]
  %261 = icmp ult i64 %244, 3
  br i1 %261, label %283, label %262

262:                                              ; preds = %257
  %263 = getelementptr i8, ptr %237, i64 -8
  %264 = getelementptr i8, ptr %237, i64 -16
  %265 = getelementptr i8, ptr %237, i64 -24
  br label %266

266:                                              ; preds = %266, %262
  %267 = phi i64 [ %259, %262 ], [ %278, %266 ]
  %268 = phi double [ %260, %262 ], [ %281, %266 ]
  %269 = getelementptr double, ptr %263, i64 %267
  %270 = load double, ptr %269, align 8, !tbaa !12
  %271 = call double @llvm.fmuladd.f64(double %268, double 1.500000e+00, double %270)
  %272 = getelementptr double, ptr %264, i64 %267
  %273 = load double, ptr %272, align 8, !tbaa !12
  %274 = call double @llvm.fmuladd.f64(double %271, double 1.500000e+00, double %273)
  %275 = getelementptr double, ptr %265, i64 %267
  %276 = load double, ptr %275, align 8, !tbaa !12
  %277 = call double @llvm.fmuladd.f64(double %274, double 1.500000e+00, double %276)
  %278 = add i64 %267, -4
  %279 = getelementptr inbounds double, ptr %237, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !12
  %281 = call double @llvm.fmuladd.f64(double %277, double 1.500000e+00, double %280)
  %282 = icmp eq i64 %278, 0
  br i1 %282, label %283, label %266, !llvm.loop !21

283:                                              ; preds = %257, %266, %234
  %284 = phi double [ 0.000000e+00, %234 ], [ %258, %257 ], [ %281, %266 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  call void @_ZNK4Poly10derivativeEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %12, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %285 = getelementptr inbounds i8, ptr %12, i64 8
  %286 = load ptr, ptr %285, align 8, !tbaa !11
  %287 = load ptr, ptr %12, align 8, !tbaa !5
  %288 = icmp eq ptr %286, %287
  br i1 %288, label %333, label %289

289:                                              ; preds = %283
  %290 = ptrtoint ptr %286 to i64
  %291 = ptrtoint ptr %287 to i64
  %292 = sub i64 %290, %291
  %293 = ashr exact i64 %292, 3
  %294 = add nsw i64 %293, -1
  %295 = and i64 %293, 3
  %296 = icmp eq i64 %295, 0
  br i1 %296, label %307, label %297

297:                                              ; preds = %289, %297
  %298 = phi i64 [ %301, %297 ], [ %293, %289 ]
  %299 = phi double [ %304, %297 ], [ 0.000000e+00, %289 ]
  %300 = phi i64 [ %305, %297 ], [ 0, %289 ]
  %301 = add i64 %298, -1
  %302 = getelementptr inbounds double, ptr %287, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !12
  %304 = call double @llvm.fmuladd.f64(double %299, double 1.500000e+00, double %303)
  %305 = add i64 %300, 1
  %306 = icmp eq i64 %305, %295
  br i1 %306, label %307, label %297, !llvm.loop !22

307:                                              ; preds = %297, %289
  %308 = phi double [ poison, %289 ], [ %304, %297 ]
  %309 = phi i64 [ %293, %289 ], [ %301, %297 ]
  %310 = phi double [ 0.000000e+00, %289 ], [ %304, %297 ]
  %311 = icmp ult i64 %294, 3
  br i1 %311, label %333, label %312

312:                                              ; preds = %307
  %313 = getelementptr i8, ptr %287, i64 -8
  %314 = getelementptr i8, ptr %287, i64 -16
  %315 = getelementptr i8, ptr %287, i64 -24
  br label %316

316:                                              ; preds = %316, %312
  %317 = phi i64 [ %309, %312 ], [ %328, %316 ]
  %318 = phi double [ %310, %312 ], [ %331, %316 ]
  %319 = getelementptr double, ptr %313, i64 %317
  %320 = load double, ptr %319, align 8, !tbaa !12
  %321 = call double @llvm.fmuladd.f64(double %318, double 1.500000e+00, double %320)
  %322 = getelementptr double, ptr %314, i64 %317
  %323 = load double, ptr %322, align 8, !tbaa !12
  %324 = call double @llvm.fmuladd.f64(double %321, double 1.500000e+00, double %323)
  %325 = getelementptr double, ptr %315, i64 %317
  %326 = load double, ptr %325, align 8, !tbaa !12
  %327 = call double @llvm.fmuladd.f64(double %324, double 1.500000e+00, double %326)
  %328 = add i64 %317, -4
  %329 = getelementptr inbounds double, ptr %287, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !12
  %331 = call double @llvm.fmuladd.f64(double %327, double 1.500000e+00, double %330)
  %332 = icmp eq i64 %328, 0
  br i1 %332, label %333, label %316, !llvm.loop !21

333:                                              ; preds = %307, %316, %283
  %334 = phi double [ 0.000000e+00, %283 ], [ %308, %307 ], [ %331, %316 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %13, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %335 = getelementptr inbounds i8, ptr %13, i64 8
  %336 = load ptr, ptr %335, align 8, !tbaa !11
  %337 = load ptr, ptr %13, align 8, !tbaa !5
  %338 = icmp eq ptr %336, %337
  br i1 %338, label %383, label %339

339:                                              ; preds = %333
  %340 = ptrtoint ptr %336 to i64
  %341 = ptrtoint ptr %337 to i64
  %342 = sub i64 %340, %341
  %343 = ashr exact i64 %342, 3
  %344 = add nsw i64 %343, -1
  %345 = and i64 %343, 3
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %357, label %347

347:                                              ; preds = %339, %347
  %348 = phi i64 [ %351, %347 ], [ %343, %339 ]
  %349 = phi double [ %354, %347 ], [ 0.000000e+00, %339 ]
  %350 = phi i64 [ %355, %347 ], [ 0, %339 ]
  %351 = add i64 %348, -1
  %352 = getelementptr inbounds double, ptr %337, i64 %351
  %353 = load double, ptr %352, align 8, !tbaa !12
  %354 = call double @llvm.fmuladd.f64(double %349, double 2.000000e+00, double %353)
  %355 = add i64 %350, 1
  %356 = icmp eq i64 %355, %345
  br i1 %356, label %357, label %347, !llvm.loop !23

357:                                              ; preds = %347, %339
  %358 = phi double [ poison, %339 ], [ %354, %347 ]
  %359 = phi i64 [ %343, %339 ], [ %351, %347 ]
  %360 = phi double [ 0.000000e+00, %339 ], [ %354, %347 ]
  %361 = icmp ult i64 %344, 3
  br i1 %361, label %383, label %362

362:                                              ; preds = %357
  %363 = getelementptr i8, ptr %337, i64 -8
  %364 = getelementptr i8, ptr %337, i64 -16
  %365 = getelementptr i8, ptr %337, i64 -24
  br label %366

366:                                              ; preds = %366, %362
  %367 = phi i64 [ %359, %362 ], [ %378, %366 ]
  %368 = phi double [ %360, %362 ], [ %381, %366 ]
  %369 = getelementptr double, ptr %363, i64 %367
  %370 = load double, ptr %369, align 8, !tbaa !12
  %371 = call double @llvm.fmuladd.f64(double %368, double 2.000000e+00, double %370)
  %372 = getelementptr double, ptr %364, i64 %367
  %373 = load double, ptr %372, align 8, !tbaa !12
  %374 = call double @llvm.fmuladd.f64(double %371, double 2.000000e+00, double %373)
  %375 = getelementptr double, ptr %365, i64 %367
  %376 = load double, ptr %375, align 8, !tbaa !12
  %377 = call double @llvm.fmuladd.f64(double %374, double 2.000000e+00, double %376)
  %378 = add i64 %367, -4
  %379 = getelementptr inbounds double, ptr %337, i64 %378
  %380 = load double, ptr %379, align 8, !tbaa !12
  %381 = call double @llvm.fmuladd.f64(double %377, double 2.000000e+00, double %380)
  %382 = icmp eq i64 %378, 0
  br i1 %382, label %383, label %366, !llvm.loop !21

383:                                              ; preds = %357, %366, %333
  %384 = phi double [ 0.000000e+00, %333 ], [ %358, %357 ], [ %381, %366 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %14, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %385 = getelementptr inbounds i8, ptr %14, i64 8
  %386 = load ptr, ptr %385, align 8, !tbaa !11
  %387 = load ptr, ptr %14, align 8, !tbaa !5
  %388 = icmp eq ptr %386, %387
  br i1 %388, label %433, label %389

389:                                              ; preds = %383
  %390 = ptrtoint ptr %386 to i64
  %391 = ptrtoint ptr %387 to i64
  %392 = sub i64 %390, %391
  %393 = ashr exact i64 %392, 3
  %394 = add nsw i64 %393, -1
  %395 = and i64 %393, 3
  %396 = icmp eq i64 %395, 0
  br i1 %396, label %407, label %397

397:                                              ; preds = %389, %397
  %398 = phi i64 [ %401, %397 ], [ %393, %389 ]
  %399 = phi double [ %404, %397 ], [ 0.000000e+00, %389 ]
  %400 = phi i64 [ %405, %397 ], [ 0, %389 ]
  %401 = add i64 %398, -1
  %402 = getelementptr inbounds double, ptr %387, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !12
  %404 = call double @llvm.fmuladd.f64(double %399, double 0.000000e+00, double %403)
  %405 = add i64 %400, 1
  %406 = icmp eq i64 %405, %395
  br i1 %406, label %407, label %397, !llvm.loop !24

407:                                              ; preds = %397, %389
  %408 = phi double [ poison, %389 ], [ %404, %397 ]
  %409 = phi i64 [ %393, %389 ], [ %401, %397 ]
  %410 = phi double [ 0.000000e+00, %389 ], [ %404, %397 ]
  %411 = icmp ult i64 %394, 3
  br i1 %411, label %433, label %412

412:                                              ; preds = %407
  %413 = getelementptr i8, ptr %387, i64 -8
  %414 = getelementptr i8, ptr %387, i64 -16
  %415 = getelementptr i8, ptr %387, i64 -24
  br label %416

416:                                              ; preds = %416, %412
  %417 = phi i64 [ %409, %412 ], [ %428, %416 ]
  %418 = phi double [ %410, %412 ], [ %431, %416 ]
  %419 = getelementptr double, ptr %413, i64 %417
  %420 = load double, ptr %419, align 8, !tbaa !12
  %421 = call double @llvm.fmuladd.f64(double %418, double 0.000000e+00, double %420)
  %422 = getelementptr double, ptr %414, i64 %417
  %423 = load double, ptr %422, align 8, !tbaa !12
  %424 = call double @llvm.fmuladd.f64(double %421, double 0.000000e+00, double %423)
  %425 = getelementptr double, ptr %415, i64 %417
  %426 = load double, ptr %425, align 8, !tbaa !12
  %427 = call double @llvm.fmuladd.f64(double %424, double 0.000000e+00, double %426)
  %428 = add i64 %417, -4
  %429 = getelementptr inbounds double, ptr %387, i64 %428
  %430 = load double, ptr %429, align 8, !tbaa !12
  %431 = call double @llvm.fmuladd.f64(double %427, double 0.000000e+00, double %430)
  %432 = icmp eq i64 %428, 0
  br i1 %432, label %433, label %416, !llvm.loop !21

433:                                              ; preds = %407, %416, %383
  %434 = phi double [ 0.000000e+00, %383 ], [ %408, %407 ], [ %431, %416 ]
  %435 = fsub double %384, %434
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %284, double noundef %334, double noundef %435)
  %437 = load ptr, ptr %14, align 8, !tbaa !5
  %438 = icmp eq ptr %437, null
  br i1 %438, label %445, label %439

439:                                              ; preds = %433
  %440 = getelementptr inbounds i8, ptr %14, i64 16
  %441 = load ptr, ptr %440, align 8, !tbaa !10
  %442 = ptrtoint ptr %441 to i64
  %443 = ptrtoint ptr %437 to i64
  %444 = sub i64 %442, %443
  call void @_ZdlPvm(ptr noundef nonnull %437, i64 noundef %444) #16
  br label %445

445:                                              ; preds = %433, %439
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #14
  %446 = load ptr, ptr %13, align 8, !tbaa !5
  %447 = icmp eq ptr %446, null
  br i1 %447, label %454, label %448

448:                                              ; preds = %445
  %449 = getelementptr inbounds i8, ptr %13, i64 16
  %450 = load ptr, ptr %449, align 8, !tbaa !10
  %451 = ptrtoint ptr %450 to i64
  %452 = ptrtoint ptr %446 to i64
  %453 = sub i64 %451, %452
  call void @_ZdlPvm(ptr noundef nonnull %446, i64 noundef %453) #16
  br label %454

454:                                              ; preds = %445, %448
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  %455 = load ptr, ptr %12, align 8, !tbaa !5
  %456 = icmp eq ptr %455, null
  br i1 %456, label %463, label %457

457:                                              ; preds = %454
  %458 = getelementptr inbounds i8, ptr %12, i64 16
  %459 = load ptr, ptr %458, align 8, !tbaa !10
  %460 = ptrtoint ptr %459 to i64
  %461 = ptrtoint ptr %455 to i64
  %462 = sub i64 %460, %461
  call void @_ZdlPvm(ptr noundef nonnull %455, i64 noundef %462) #16
  br label %463

463:                                              ; preds = %454, %457
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %464 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %464, ptr %16, align 8, !tbaa !5
  %465 = getelementptr inbounds i8, ptr %464, i64 8
  %466 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %465, ptr %466, align 8, !tbaa !10
  store double 1.000000e+00, ptr %464, align 8
  %467 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %465, ptr %467, align 8, !tbaa !11
  %468 = getelementptr inbounds i8, ptr %15, i64 8
  %469 = getelementptr inbounds i8, ptr %15, i64 16
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr null, ptr noundef nonnull align 8 dereferenceable(24) %16)
  %470 = load ptr, ptr %16, align 8, !tbaa !5
  %471 = icmp eq ptr %470, null
  br i1 %471, label %477, label %472

472:                                              ; preds = %463
  %473 = load ptr, ptr %466, align 8, !tbaa !10
  %474 = ptrtoint ptr %473 to i64
  %475 = ptrtoint ptr %470 to i64
  %476 = sub i64 %474, %475
  call void @_ZdlPvm(ptr noundef nonnull %470, i64 noundef %476) #16
  br label %477

477:                                              ; preds = %472, %463
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #14
  %478 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
  store ptr %478, ptr %17, align 8, !tbaa !5
  %479 = getelementptr inbounds i8, ptr %478, i64 16
  %480 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %479, ptr %480, align 8, !tbaa !10
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %478, align 8
  %481 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %479, ptr %481, align 8, !tbaa !11
  %482 = load ptr, ptr %468, align 8, !tbaa !25
  %483 = load ptr, ptr %469, align 8, !tbaa !26
  %484 = icmp eq ptr %482, %483
  br i1 %484, label %489, label %485

485:                                              ; preds = %477
  store ptr %478, ptr %482, align 8, !tbaa !5
  %486 = getelementptr inbounds i8, ptr %482, i64 8
  store ptr %479, ptr %486, align 8, !tbaa !11
  %487 = getelementptr inbounds i8, ptr %482, i64 16
  store ptr %479, ptr %487, align 8, !tbaa !10
  %488 = getelementptr inbounds i8, ptr %482, i64 24
  store ptr %488, ptr %468, align 8, !tbaa !28
  br label %497

489:                                              ; preds = %477
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr %482, ptr noundef nonnull align 8 dereferenceable(24) %17)
  %490 = load ptr, ptr %17, align 8, !tbaa !5
  %491 = icmp eq ptr %490, null
  br i1 %491, label %497, label %492

492:                                              ; preds = %489
  %493 = load ptr, ptr %480, align 8, !tbaa !10
  %494 = ptrtoint ptr %493 to i64
  %495 = ptrtoint ptr %490 to i64
  %496 = sub i64 %494, %495
  call void @_ZdlPvm(ptr noundef nonnull %490, i64 noundef %496) #16
  br label %497

497:                                              ; preds = %492, %489, %485
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #14
  %498 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
  store ptr %498, ptr %18, align 8, !tbaa !5
  %499 = getelementptr inbounds i8, ptr %498, i64 16
  %500 = getelementptr inbounds i8, ptr %18, i64 16
  store ptr %499, ptr %500, align 8, !tbaa !10
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %498, align 8
  %501 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %499, ptr %501, align 8, !tbaa !11
  %502 = getelementptr inbounds i8, ptr %1, i64 16
  %503 = getelementptr inbounds i8, ptr %19, i64 16
  %504 = getelementptr inbounds i8, ptr %20, i64 16
  %505 = getelementptr inbounds i8, ptr %23, i64 16
  %506 = getelementptr inbounds i8, ptr %21, i64 16
  %507 = getelementptr inbounds i8, ptr %22, i64 16
  br label %536

508:                                              ; preds = %606
  %509 = load ptr, ptr %15, align 8, !tbaa !29
  %510 = getelementptr inbounds i8, ptr %509, i64 120
  %511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8)
  %512 = getelementptr inbounds i8, ptr %509, i64 128
  %513 = load ptr, ptr %512, align 8, !tbaa !11
  %514 = load ptr, ptr %510, align 8, !tbaa !5
  %515 = icmp eq ptr %513, %514
  br i1 %515, label %529, label %516

516:                                              ; preds = %508
  %517 = ptrtoint ptr %513 to i64
  %518 = ptrtoint ptr %514 to i64
  %519 = sub i64 %517, %518
  %520 = ashr exact i64 %519, 3
  br label %521

521:                                              ; preds = %521, %516
  %522 = phi i64 [ %523, %521 ], [ %520, %516 ]
  %523 = add i64 %522, -1
  %524 = load ptr, ptr %510, align 8, !tbaa !5
  %525 = getelementptr inbounds double, ptr %524, i64 %523
  %526 = load double, ptr %525, align 8, !tbaa !12
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %526, i64 noundef %523)
  %528 = icmp eq i64 %523, 0
  br i1 %528, label %529, label %521, !llvm.loop !14

529:                                              ; preds = %521, %508
  %530 = call i32 @putchar(i32 10)
  %531 = load ptr, ptr %15, align 8, !tbaa !29
  %532 = getelementptr inbounds i8, ptr %531, i64 8
  %533 = load ptr, ptr %532, align 8, !tbaa !11
  %534 = load ptr, ptr %531, align 8, !tbaa !5
  %535 = icmp eq ptr %533, %534
  br i1 %535, label %836, label %736

536:                                              ; preds = %497, %606
  %537 = phi i64 [ 1, %497 ], [ %554, %606 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #14
  %538 = load ptr, ptr %15, align 8, !tbaa !29
  %539 = getelementptr inbounds %class.Poly, ptr %538, i64 %537
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %22, ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef nonnull align 8 dereferenceable(24) %539)
  %540 = trunc nuw nsw i64 %537 to i32
  %541 = uitofp nneg i32 %540 to double
  %542 = call double @llvm.fmuladd.f64(double %541, double 2.000000e+00, double 1.000000e+00)
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %21, ptr noundef nonnull align 8 dereferenceable(24) %22, double noundef %542)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #14
  %543 = load ptr, ptr %15, align 8, !tbaa !29
  %544 = getelementptr %class.Poly, ptr %543, i64 %537
  %545 = getelementptr i8, ptr %544, i64 -24
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %23, ptr noundef nonnull align 8 dereferenceable(24) %545, double noundef %541)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14, !noalias !30
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %1, ptr noundef nonnull align 8 dereferenceable(24) %23, double noundef -1.000000e+00), !noalias !30
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %20, ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %1)
  %546 = load ptr, ptr %1, align 8, !tbaa !5, !noalias !30
  %547 = icmp eq ptr %546, null
  br i1 %547, label %553, label %548

548:                                              ; preds = %536
  %549 = load ptr, ptr %502, align 8, !tbaa !10, !noalias !30
  %550 = ptrtoint ptr %549 to i64
  %551 = ptrtoint ptr %546 to i64
  %552 = sub i64 %550, %551
  call void @_ZdlPvm(ptr noundef nonnull %546, i64 noundef %552) #16
  br label %553

553:                                              ; preds = %536, %548
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14, !noalias !30
  %554 = add nuw nsw i64 %537, 1
  %555 = trunc nuw nsw i64 %554 to i32
  %556 = uitofp nneg i32 %555 to double
  %557 = fdiv double 1.000000e+00, %556
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %19, ptr noundef nonnull align 8 dereferenceable(24) %20, double noundef %557)
  %558 = load ptr, ptr %468, align 8, !tbaa !25
  %559 = load ptr, ptr %469, align 8, !tbaa !26
  %560 = icmp eq ptr %558, %559
  br i1 %560, label %566, label %561

561:                                              ; preds = %553
  %562 = load <2 x ptr>, ptr %19, align 16, !tbaa !25
  store <2 x ptr> %562, ptr %558, align 8, !tbaa !25
  %563 = getelementptr inbounds i8, ptr %558, i64 16
  %564 = load ptr, ptr %503, align 16, !tbaa !10
  store ptr %564, ptr %563, align 8, !tbaa !10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, i8 0, i64 24, i1 false)
  %565 = getelementptr inbounds i8, ptr %558, i64 24
  store ptr %565, ptr %468, align 8, !tbaa !28
  br label %574

566:                                              ; preds = %553
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr %558, ptr noundef nonnull align 8 dereferenceable(24) %19)
  %567 = load ptr, ptr %19, align 16, !tbaa !5
  %568 = icmp eq ptr %567, null
  br i1 %568, label %574, label %569

569:                                              ; preds = %566
  %570 = load ptr, ptr %503, align 16, !tbaa !10
  %571 = ptrtoint ptr %570 to i64
  %572 = ptrtoint ptr %567 to i64
  %573 = sub i64 %571, %572
  call void @_ZdlPvm(ptr noundef nonnull %567, i64 noundef %573) #16
  br label %574

574:                                              ; preds = %561, %566, %569
  %575 = load ptr, ptr %20, align 8, !tbaa !5
  %576 = icmp eq ptr %575, null
  br i1 %576, label %582, label %577

577:                                              ; preds = %574
  %578 = load ptr, ptr %504, align 8, !tbaa !10
  %579 = ptrtoint ptr %578 to i64
  %580 = ptrtoint ptr %575 to i64
  %581 = sub i64 %579, %580
  call void @_ZdlPvm(ptr noundef nonnull %575, i64 noundef %581) #16
  br label %582

582:                                              ; preds = %574, %577
  %583 = load ptr, ptr %23, align 8, !tbaa !5
  %584 = icmp eq ptr %583, null
  br i1 %584, label %590, label %585

585:                                              ; preds = %582
  %586 = load ptr, ptr %505, align 8, !tbaa !10
  %587 = ptrtoint ptr %586 to i64
  %588 = ptrtoint ptr %583 to i64
  %589 = sub i64 %587, %588
  call void @_ZdlPvm(ptr noundef nonnull %583, i64 noundef %589) #16
  br label %590

590:                                              ; preds = %582, %585
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #14
  %591 = load ptr, ptr %21, align 8, !tbaa !5
  %592 = icmp eq ptr %591, null
  br i1 %592, label %598, label %593

593:                                              ; preds = %590
  %594 = load ptr, ptr %506, align 8, !tbaa !10
  %595 = ptrtoint ptr %594 to i64
  %596 = ptrtoint ptr %591 to i64
  %597 = sub i64 %595, %596
  call void @_ZdlPvm(ptr noundef nonnull %591, i64 noundef %597) #16
  br label %598

598:                                              ; preds = %590, %593
  %599 = load ptr, ptr %22, align 8, !tbaa !5
  %600 = icmp eq ptr %599, null
  br i1 %600, label %606, label %601

601:                                              ; preds = %598
  %602 = load ptr, ptr %507, align 8, !tbaa !10
  %603 = ptrtoint ptr %602 to i64
  %604 = ptrtoint ptr %599 to i64
  %605 = sub i64 %603, %604
  call void @_ZdlPvm(ptr noundef nonnull %599, i64 noundef %605) #16
  br label %606

606:                                              ; preds = %598, %601
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #14
  %607 = icmp eq i64 %554, 8
  br i1 %607, label %508, label %536, !llvm.loop !33

608:                                              ; preds = %1276
  %609 = getelementptr inbounds i8, ptr %25, i64 16
  %610 = load ptr, ptr %609, align 8, !tbaa !10
  %611 = ptrtoint ptr %610 to i64
  %612 = ptrtoint ptr %1283 to i64
  %613 = sub i64 %611, %612
  call void @_ZdlPvm(ptr noundef nonnull %1283, i64 noundef %613) #16
  br label %614

614:                                              ; preds = %1276, %608
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #14
  %615 = load ptr, ptr %15, align 8, !tbaa !29
  %616 = getelementptr inbounds i8, ptr %615, i64 96
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %27, ptr noundef nonnull align 8 dereferenceable(24) %616, ptr noundef nonnull align 8 dereferenceable(24) %616)
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %26, ptr noundef nonnull align 8 dereferenceable(24) %27)
  %617 = load ptr, ptr %27, align 8, !tbaa !5
  %618 = icmp eq ptr %617, null
  br i1 %618, label %625, label %619

619:                                              ; preds = %614
  %620 = getelementptr inbounds i8, ptr %27, i64 16
  %621 = load ptr, ptr %620, align 8, !tbaa !10
  %622 = ptrtoint ptr %621 to i64
  %623 = ptrtoint ptr %617 to i64
  %624 = sub i64 %622, %623
  call void @_ZdlPvm(ptr noundef nonnull %617, i64 noundef %624) #16
  br label %625

625:                                              ; preds = %614, %619
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #14
  %626 = getelementptr inbounds i8, ptr %24, i64 8
  %627 = load ptr, ptr %626, align 8, !tbaa !11
  %628 = load ptr, ptr %24, align 8, !tbaa !5
  %629 = icmp eq ptr %627, %628
  br i1 %629, label %1388, label %630

630:                                              ; preds = %625
  %631 = ptrtoint ptr %627 to i64
  %632 = ptrtoint ptr %628 to i64
  %633 = sub i64 %631, %632
  %634 = ashr exact i64 %633, 3
  %635 = add nsw i64 %634, -1
  %636 = and i64 %634, 7
  %637 = icmp eq i64 %636, 0
  br i1 %637, label %648, label %638

638:                                              ; preds = %630, %638
  %639 = phi i64 [ %642, %638 ], [ %634, %630 ]
  %640 = phi double [ %645, %638 ], [ 0.000000e+00, %630 ]
  %641 = phi i64 [ %646, %638 ], [ 0, %630 ]
  %642 = add i64 %639, -1
  %643 = getelementptr inbounds double, ptr %628, i64 %642
  %644 = load double, ptr %643, align 8, !tbaa !12
  %645 = fadd double %640, %644
  %646 = add i64 %641, 1
  %647 = icmp eq i64 %646, %636
  br i1 %647, label %648, label %638, !llvm.loop !34

648:                                              ; preds = %638, %630
  %649 = phi double [ poison, %630 ], [ %645, %638 ]
  %650 = phi i64 [ %634, %630 ], [ %642, %638 ]
  %651 = phi double [ 0.000000e+00, %630 ], [ %645, %638 ]
  %652 = icmp ult i64 %635, 7
  br i1 %652, label %690, label %653

653:                                              ; preds = %648
  %654 = getelementptr i8, ptr %628, i64 -8
  %655 = getelementptr i8, ptr %628, i64 -16
  %656 = getelementptr i8, ptr %628, i64 -24
  %657 = getelementptr i8, ptr %628, i64 -32
  %658 = getelementptr i8, ptr %628, i64 -40
  %659 = getelementptr i8, ptr %628, i64 -48
  %660 = getelementptr i8, ptr %628, i64 -56
  br label %661

661:                                              ; preds = %661, %653
  %662 = phi i64 [ %650, %653 ], [ %685, %661 ]
  %663 = phi double [ %651, %653 ], [ %688, %661 ]
  %664 = getelementptr double, ptr %654, i64 %662
  %665 = load double, ptr %664, align 8, !tbaa !12
  %666 = fadd double %663, %665
  %667 = getelementptr double, ptr %655, i64 %662
  %668 = load double, ptr %667, align 8, !tbaa !12
  %669 = fadd double %666, %668
  %670 = getelementptr double, ptr %656, i64 %662
  %671 = load double, ptr %670, align 8, !tbaa !12
  %672 = fadd double %669, %671
  %673 = getelementptr double, ptr %657, i64 %662
  %674 = load double, ptr %673, align 8, !tbaa !12
  %675 = fadd double %672, %674
  %676 = getelementptr double, ptr %658, i64 %662
  %677 = load double, ptr %676, align 8, !tbaa !12
  %678 = fadd double %675, %677
  %679 = getelementptr double, ptr %659, i64 %662
  %680 = load double, ptr %679, align 8, !tbaa !12
  %681 = fadd double %678, %680
  %682 = getelementptr double, ptr %660, i64 %662
  %683 = load double, ptr %682, align 8, !tbaa !12
  %684 = fadd double %681, %683
  %685 = add i64 %662, -8
  %686 = getelementptr inbounds double, ptr %628, i64 %685
  %687 = load double, ptr %686, align 8, !tbaa !12
  %688 = fadd double %684, %687
  %689 = icmp eq i64 %685, 0
  br i1 %689, label %690, label %661, !llvm.loop !21

690:                                              ; preds = %661, %648
  %691 = phi double [ %649, %648 ], [ %688, %661 ]
  %692 = and i64 %634, 3
  %693 = icmp eq i64 %692, 0
  br i1 %693, label %704, label %694

694:                                              ; preds = %690, %694
  %695 = phi i64 [ %698, %694 ], [ %634, %690 ]
  %696 = phi double [ %701, %694 ], [ 0.000000e+00, %690 ]
  %697 = phi i64 [ %702, %694 ], [ 0, %690 ]
  %698 = add i64 %695, -1
  %699 = getelementptr inbounds double, ptr %628, i64 %698
  %700 = load double, ptr %699, align 8, !tbaa !12
  %701 = call double @llvm.fmuladd.f64(double %696, double -1.000000e+00, double %700)
  %702 = add i64 %697, 1
  %703 = icmp eq i64 %702, %692
  br i1 %703, label %704, label %694, !llvm.loop !35

704:                                              ; preds = %694, %690
  %705 = phi double [ poison, %690 ], [ %701, %694 ]
  %706 = phi i64 [ %634, %690 ], [ %698, %694 ]
  %707 = phi double [ 0.000000e+00, %690 ], [ %701, %694 ]
  %708 = icmp ult i64 %635, 3
  br i1 %708, label %730, label %709

709:                                              ; preds = %704
  %710 = getelementptr i8, ptr %628, i64 -8
  %711 = getelementptr i8, ptr %628, i64 -16
  %712 = getelementptr i8, ptr %628, i64 -24
  br label %713

713:                                              ; preds = %713, %709
  %714 = phi i64 [ %706, %709 ], [ %725, %713 ]
  %715 = phi double [ %707, %709 ], [ %728, %713 ]
  %716 = getelementptr double, ptr %710, i64 %714
  %717 = load double, ptr %716, align 8, !tbaa !12
  %718 = call double @llvm.fmuladd.f64(double %715, double -1.000000e+00, double %717)
  %719 = getelementptr double, ptr %711, i64 %714
  %720 = load double, ptr %719, align 8, !tbaa !12
  %721 = call double @llvm.fmuladd.f64(double %718, double -1.000000e+00, double %720)
  %722 = getelementptr double, ptr %712, i64 %714
  %723 = load double, ptr %722, align 8, !tbaa !12
  %724 = call double @llvm.fmuladd.f64(double %721, double -1.000000e+00, double %723)
  %725 = add i64 %714, -4
  %726 = getelementptr inbounds double, ptr %628, i64 %725
  %727 = load double, ptr %726, align 8, !tbaa !12
  %728 = call double @llvm.fmuladd.f64(double %724, double -1.000000e+00, double %727)
  %729 = icmp eq i64 %725, 0
  br i1 %729, label %730, label %713, !llvm.loop !21

730:                                              ; preds = %713, %704
  %731 = phi double [ %705, %704 ], [ %728, %713 ]
  %732 = fsub double %691, %731
  %733 = call double @llvm.fabs.f64(double %732)
  %734 = fcmp olt double %733, 0x3D06849B86A12B9B
  %735 = or i1 %734, %629
  br i1 %735, label %1388, label %1285

736:                                              ; preds = %529
  %737 = ptrtoint ptr %533 to i64
  %738 = ptrtoint ptr %534 to i64
  %739 = sub i64 %737, %738
  %740 = ashr exact i64 %739, 3
  %741 = add nsw i64 %740, -1
  %742 = and i64 %740, 3
  %743 = icmp eq i64 %742, 0
  br i1 %743, label %754, label %744

744:                                              ; preds = %736, %744
  %745 = phi i64 [ %748, %744 ], [ %740, %736 ]
  %746 = phi double [ %751, %744 ], [ 0.000000e+00, %736 ]
  %747 = phi i64 [ %752, %744 ], [ 0, %736 ]
  %748 = add i64 %745, -1
  %749 = getelementptr inbounds double, ptr %534, i64 %748
  %750 = load double, ptr %749, align 8, !tbaa !12
  %751 = call double @llvm.fmuladd.f64(double %746, double 5.000000e-01, double %750)
  %752 = add i64 %747, 1
  %753 = icmp eq i64 %752, %742
  br i1 %753, label %754, label %744, !llvm.loop !36

754:                                              ; preds = %744, %736
  %755 = phi double [ poison, %736 ], [ %751, %744 ]
  %756 = phi i64 [ %740, %736 ], [ %748, %744 ]
  %757 = phi double [ 0.000000e+00, %736 ], [ %751, %744 ]
  %758 = icmp ult i64 %741, 3
  br i1 %758, label %780, label %759

759:                                              ; preds = %754
  %760 = getelementptr i8, ptr %534, i64 -8
  %761 = getelementptr i8, ptr %534, i64 -16
  %762 = getelementptr i8, ptr %534, i64 -24
  br label %763

763:                                              ; preds = %763, %759
  %764 = phi i64 [ %756, %759 ], [ %775, %763 ]
  %765 = phi double [ %757, %759 ], [ %778, %763 ]
  %766 = getelementptr double, ptr %760, i64 %764
  %767 = load double, ptr %766, align 8, !tbaa !12
  %768 = call double @llvm.fmuladd.f64(double %765, double 5.000000e-01, double %767)
  %769 = getelementptr double, ptr %761, i64 %764
  %770 = load double, ptr %769, align 8, !tbaa !12
  %771 = call double @llvm.fmuladd.f64(double %768, double 5.000000e-01, double %770)
  %772 = getelementptr double, ptr %762, i64 %764
  %773 = load double, ptr %772, align 8, !tbaa !12
  %774 = call double @llvm.fmuladd.f64(double %771, double 5.000000e-01, double %773)
  %775 = add i64 %764, -4
  %776 = getelementptr inbounds double, ptr %534, i64 %775
  %777 = load double, ptr %776, align 8, !tbaa !12
  %778 = call double @llvm.fmuladd.f64(double %774, double 5.000000e-01, double %777)
  %779 = icmp eq i64 %775, 0
  br i1 %779, label %780, label %763, !llvm.loop !21

780:                                              ; preds = %763, %754
  %781 = phi double [ %755, %754 ], [ %778, %763 ]
  %782 = and i64 %740, 7
  %783 = icmp eq i64 %782, 0
  br i1 %783, label %794, label %784

784:                                              ; preds = %780, %784
  %785 = phi i64 [ %788, %784 ], [ %740, %780 ]
  %786 = phi double [ %791, %784 ], [ 0.000000e+00, %780 ]
  %787 = phi i64 [ %792, %784 ], [ 0, %780 ]
  %788 = add i64 %785, -1
  %789 = getelementptr inbounds double, ptr %534, i64 %788
  %790 = load double, ptr %789, align 8, !tbaa !12
  %791 = fadd double %786, %790
  %792 = add i64 %787, 1
  %793 = icmp eq i64 %792, %782
  br i1 %793, label %794, label %784, !llvm.loop !37

794:                                              ; preds = %784, %780
  %795 = phi double [ poison, %780 ], [ %791, %784 ]
  %796 = phi i64 [ %740, %780 ], [ %788, %784 ]
  %797 = phi double [ 0.000000e+00, %780 ], [ %791, %784 ]
  %798 = icmp ult i64 %741, 7
  br i1 %798, label %836, label %799

799:                                              ; preds = %794
  %800 = getelementptr i8, ptr %534, i64 -8
  %801 = getelementptr i8, ptr %534, i64 -16
  %802 = getelementptr i8, ptr %534, i64 -24
  %803 = getelementptr i8, ptr %534, i64 -32
  %804 = getelementptr i8, ptr %534, i64 -40
  %805 = getelementptr i8, ptr %534, i64 -48
  %806 = getelementptr i8, ptr %534, i64 -56
  br label %807

807:                                              ; preds = %807, %799
  %808 = phi i64 [ %796, %799 ], [ %831, %807 ]
  %809 = phi double [ %797, %799 ], [ %834, %807 ]
  %810 = getelementptr double, ptr %800, i64 %808
  %811 = load double, ptr %810, align 8, !tbaa !12
  %812 = fadd double %809, %811
  %813 = getelementptr double, ptr %801, i64 %808
  %814 = load double, ptr %813, align 8, !tbaa !12
  %815 = fadd double %812, %814
  %816 = getelementptr double, ptr %802, i64 %808
  %817 = load double, ptr %816, align 8, !tbaa !12
  %818 = fadd double %815, %817
  %819 = getelementptr double, ptr %803, i64 %808
  %820 = load double, ptr %819, align 8, !tbaa !12
  %821 = fadd double %818, %820
  %822 = getelementptr double, ptr %804, i64 %808
  %823 = load double, ptr %822, align 8, !tbaa !12
  %824 = fadd double %821, %823
  %825 = getelementptr double, ptr %805, i64 %808
  %826 = load double, ptr %825, align 8, !tbaa !12
  %827 = fadd double %824, %826
  %828 = getelementptr double, ptr %806, i64 %808
  %829 = load double, ptr %828, align 8, !tbaa !12
  %830 = fadd double %827, %829
  %831 = add i64 %808, -8
  %832 = getelementptr inbounds double, ptr %534, i64 %831
  %833 = load double, ptr %832, align 8, !tbaa !12
  %834 = fadd double %830, %833
  %835 = icmp eq i64 %831, 0
  br i1 %835, label %836, label %807, !llvm.loop !21

836:                                              ; preds = %794, %807, %529
  %837 = phi double [ 0.000000e+00, %529 ], [ %781, %807 ], [ %781, %794 ]
  %838 = phi double [ 0.000000e+00, %529 ], [ %795, %794 ], [ %834, %807 ]
  %839 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, double noundef %837, i32 noundef 0, double noundef %838)
  %840 = load ptr, ptr %15, align 8, !tbaa !29
  %841 = getelementptr inbounds i8, ptr %840, i64 48
  %842 = getelementptr inbounds i8, ptr %840, i64 56
  %843 = load ptr, ptr %842, align 8, !tbaa !11
  %844 = load ptr, ptr %841, align 8, !tbaa !5
  %845 = icmp eq ptr %843, %844
  br i1 %845, label %946, label %846

846:                                              ; preds = %836
  %847 = ptrtoint ptr %843 to i64
  %848 = ptrtoint ptr %844 to i64
  %849 = sub i64 %847, %848
  %850 = ashr exact i64 %849, 3
  %851 = add nsw i64 %850, -1
  %852 = and i64 %850, 3
  %853 = icmp eq i64 %852, 0
  br i1 %853, label %864, label %854

854:                                              ; preds = %846, %854
  %855 = phi i64 [ %858, %854 ], [ %850, %846 ]
  %856 = phi double [ %861, %854 ], [ 0.000000e+00, %846 ]
  %857 = phi i64 [ %862, %854 ], [ 0, %846 ]
  %858 = add i64 %855, -1
  %859 = getelementptr inbounds double, ptr %844, i64 %858
  %860 = load double, ptr %859, align 8, !tbaa !12
  %861 = call double @llvm.fmuladd.f64(double %856, double 5.000000e-01, double %860)
  %862 = add i64 %857, 1
  %863 = icmp eq i64 %862, %852
  br i1 %863, label %864, label %854, !llvm.loop !38

864:                                              ; preds = %854, %846
  %865 = phi double [ poison, %846 ], [ %861, %854 ]
  %866 = phi i64 [ %850, %846 ], [ %858, %854 ]
  %867 = phi double [ 0.000000e+00, %846 ], [ %861, %854 ]
  %868 = icmp ult i64 %851, 3
  br i1 %868, label %890, label %869

869:                                              ; preds = %864
  %870 = getelementptr i8, ptr %844, i64 -8
  %871 = getelementptr i8, ptr %844, i64 -16
  %872 = getelementptr i8, ptr %844, i64 -24
  br label %873

873:                                              ; preds = %873, %869
  %874 = phi i64 [ %866, %869 ], [ %885, %873 ]
  %875 = phi double [ %867, %869 ], [ %888, %873 ]
  %876 = getelementptr double, ptr %870, i64 %874
  %877 = load double, ptr %876, align 8, !tbaa !12
  %878 = call double @llvm.fmuladd.f64(double %875, double 5.000000e-01, double %877)
  %879 = getelementptr double, ptr %871, i64 %874
  %880 = load double, ptr %879, align 8, !tbaa !12
  %881 = call double @llvm.fmuladd.f64(double %878, double 5.000000e-01, double %880)
  %882 = getelementptr double, ptr %872, i64 %874
  %883 = load double, ptr %882, align 8, !tbaa !12
  %884 = call double @llvm.fmuladd.f64(double %881, double 5.000000e-01, double %883)
  %885 = add i64 %874, -4
  %886 = getelementptr inbounds double, ptr %844, i64 %885
  %887 = load double, ptr %886, align 8, !tbaa !12
  %888 = call double @llvm.fmuladd.f64(double %884, double 5.000000e-01, double %887)
  %889 = icmp eq i64 %885, 0
  br i1 %889, label %890, label %873, !llvm.loop !21

890:                                              ; preds = %873, %864
  %891 = phi double [ %865, %864 ], [ %888, %873 ]
  %892 = and i64 %850, 7
  %893 = icmp eq i64 %892, 0
  br i1 %893, label %904, label %894

894:                                              ; preds = %890, %894
  %895 = phi i64 [ %898, %894 ], [ %850, %890 ]
  %896 = phi double [ %901, %894 ], [ 0.000000e+00, %890 ]
  %897 = phi i64 [ %902, %894 ], [ 0, %890 ]
  %898 = add i64 %895, -1
  %899 = getelementptr inbounds double, ptr %844, i64 %898
  %900 = load double, ptr %899, align 8, !tbaa !12
  %901 = fadd double %896, %900
  %902 = add i64 %897, 1
  %903 = icmp eq i64 %902, %892
  br i1 %903, label %904, label %894, !llvm.loop !39

904:                                              ; preds = %894, %890
  %905 = phi double [ poison, %890 ], [ %901, %894 ]
  %906 = phi i64 [ %850, %890 ], [ %898, %894 ]
  %907 = phi double [ 0.000000e+00, %890 ], [ %901, %894 ]
  %908 = icmp ult i64 %851, 7
  br i1 %908, label %946, label %909

909:                                              ; preds = %904
  %910 = getelementptr i8, ptr %844, i64 -8
  %911 = getelementptr i8, ptr %844, i64 -16
  %912 = getelementptr i8, ptr %844, i64 -24
  %913 = getelementptr i8, ptr %844, i64 -32
  %914 = getelementptr i8, ptr %844, i64 -40
  %915 = getelementptr i8, ptr %844, i64 -48
  %916 = getelementptr i8, ptr %844, i64 -56
  br label %917

917:                                              ; preds = %917, %909
  %918 = phi i64 [ %906, %909 ], [ %941, %917 ]
  %919 = phi double [ %907, %909 ], [ %944, %917 ]
  %920 = getelementptr double, ptr %910, i64 %918
  %921 = load double, ptr %920, align 8, !tbaa !12
  %922 = fadd double %919, %921
  %923 = getelementptr double, ptr %911, i64 %918
  %924 = load double, ptr %923, align 8, !tbaa !12
  %925 = fadd double %922, %924
  %926 = getelementptr double, ptr %912, i64 %918
  %927 = load double, ptr %926, align 8, !tbaa !12
  %928 = fadd double %925, %927
  %929 = getelementptr double, ptr %913, i64 %918
  %930 = load double, ptr %929, align 8, !tbaa !12
  %931 = fadd double %928, %930
  %932 = getelementptr double, ptr %914, i64 %918
  %933 = load double, ptr %932, align 8, !tbaa !12
  %934 = fadd double %931, %933
  %935 = getelementptr double, ptr %915, i64 %918
  %936 = load double, ptr %935, align 8, !tbaa !12
  %937 = fadd double %934, %936
  %938 = getelementptr double, ptr %916, i64 %918
  %939 = load double, ptr %938, align 8, !tbaa !12
  %940 = fadd double %937, %939
  %941 = add i64 %918, -8
  %942 = getelementptr inbounds double, ptr %844, i64 %941
  %943 = load double, ptr %942, align 8, !tbaa !12
  %944 = fadd double %940, %943
  %945 = icmp eq i64 %941, 0
  br i1 %945, label %946, label %917, !llvm.loop !21

946:                                              ; preds = %904, %917, %836
  %947 = phi double [ 0.000000e+00, %836 ], [ %891, %917 ], [ %891, %904 ]
  %948 = phi double [ 0.000000e+00, %836 ], [ %905, %904 ], [ %944, %917 ]
  %949 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2, double noundef %947, i32 noundef 2, double noundef %948)
  %950 = load ptr, ptr %15, align 8, !tbaa !29
  %951 = getelementptr inbounds i8, ptr %950, i64 96
  %952 = getelementptr inbounds i8, ptr %950, i64 104
  %953 = load ptr, ptr %952, align 8, !tbaa !11
  %954 = load ptr, ptr %951, align 8, !tbaa !5
  %955 = icmp eq ptr %953, %954
  br i1 %955, label %1056, label %956

956:                                              ; preds = %946
  %957 = ptrtoint ptr %953 to i64
  %958 = ptrtoint ptr %954 to i64
  %959 = sub i64 %957, %958
  %960 = ashr exact i64 %959, 3
  %961 = add nsw i64 %960, -1
  %962 = and i64 %960, 3
  %963 = icmp eq i64 %962, 0
  br i1 %963, label %974, label %964

964:                                              ; preds = %956, %964
  %965 = phi i64 [ %968, %964 ], [ %960, %956 ]
  %966 = phi double [ %971, %964 ], [ 0.000000e+00, %956 ]
  %967 = phi i64 [ %972, %964 ], [ 0, %956 ]
  %968 = add i64 %965, -1
  %969 = getelementptr inbounds double, ptr %954, i64 %968
  %970 = load double, ptr %969, align 8, !tbaa !12
  %971 = call double @llvm.fmuladd.f64(double %966, double 5.000000e-01, double %970)
  %972 = add i64 %967, 1
  %973 = icmp eq i64 %972, %962
  br i1 %973, label %974, label %964, !llvm.loop !40

974:                                              ; preds = %964, %956
  %975 = phi double [ poison, %956 ], [ %971, %964 ]
  %976 = phi i64 [ %960, %956 ], [ %968, %964 ]
  %977 = phi double [ 0.000000e+00, %956 ], [ %971, %964 ]
  %978 = icmp ult i64 %961, 3
  br i1 %978, label %1000, label %979

979:                                              ; preds = %974
  %980 = getelementptr i8, ptr %954, i64 -8
  %981 = getelementptr i8, ptr %954, i64 -16
  %982 = getelementptr i8, ptr %954, i64 -24
  br label %983

983:                                              ; preds = %983, %979
  %984 = phi i64 [ %976, %979 ], [ %995, %983 ]
  %985 = phi double [ %977, %979 ], [ %998, %983 ]
  %986 = getelementptr double, ptr %980, i64 %984
  %987 = load double, ptr %986, align 8, !tbaa !12
  %988 = call double @llvm.fmuladd.f64(double %985, double 5.000000e-01, double %987)
  %989 = getelementptr double, ptr %981, i64 %984
  %990 = load double, ptr %989, align 8, !tbaa !12
  %991 = call double @llvm.fmuladd.f64(double %988, double 5.000000e-01, double %990)
  %992 = getelementptr double, ptr %982, i64 %984
  %993 = load double, ptr %992, align 8, !tbaa !12
  %994 = call double @llvm.fmuladd.f64(double %991, double 5.000000e-01, double %993)
  %995 = add i64 %984, -4
  %996 = getelementptr inbounds double, ptr %954, i64 %995
  %997 = load double, ptr %996, align 8, !tbaa !12
  %998 = call double @llvm.fmuladd.f64(double %994, double 5.000000e-01, double %997)
  %999 = icmp eq i64 %995, 0
  br i1 %999, label %1000, label %983, !llvm.loop !21

1000:                                             ; preds = %983, %974
  %1001 = phi double [ %975, %974 ], [ %998, %983 ]
  %1002 = and i64 %960, 7
  %1003 = icmp eq i64 %1002, 0
  br i1 %1003, label %1014, label %1004

1004:                                             ; preds = %1000, %1004
  %1005 = phi i64 [ %1008, %1004 ], [ %960, %1000 ]
  %1006 = phi double [ %1011, %1004 ], [ 0.000000e+00, %1000 ]
  %1007 = phi i64 [ %1012, %1004 ], [ 0, %1000 ]
  %1008 = add i64 %1005, -1
  %1009 = getelementptr inbounds double, ptr %954, i64 %1008
  %1010 = load double, ptr %1009, align 8, !tbaa !12
  %1011 = fadd double %1006, %1010
  %1012 = add i64 %1007, 1
  %1013 = icmp eq i64 %1012, %1002
  br i1 %1013, label %1014, label %1004, !llvm.loop !41

1014:                                             ; preds = %1004, %1000
  %1015 = phi double [ poison, %1000 ], [ %1011, %1004 ]
  %1016 = phi i64 [ %960, %1000 ], [ %1008, %1004 ]
  %1017 = phi double [ 0.000000e+00, %1000 ], [ %1011, %1004 ]
  %1018 = icmp ult i64 %961, 7
  br i1 %1018, label %1056, label %1019

1019:                                             ; preds = %1014
  %1020 = getelementptr i8, ptr %954, i64 -8
  %1021 = getelementptr i8, ptr %954, i64 -16
  %1022 = getelementptr i8, ptr %954, i64 -24
  %1023 = getelementptr i8, ptr %954, i64 -32
  %1024 = getelementptr i8, ptr %954, i64 -40
  %1025 = getelementptr i8, ptr %954, i64 -48
  %1026 = getelementptr i8, ptr %954, i64 -56
  br label %1027

1027:                                             ; preds = %1027, %1019
  %1028 = phi i64 [ %1016, %1019 ], [ %1051, %1027 ]
  %1029 = phi double [ %1017, %1019 ], [ %1054, %1027 ]
  %1030 = getelementptr double, ptr %1020, i64 %1028
  %1031 = load double, ptr %1030, align 8, !tbaa !12
  %1032 = fadd double %1029, %1031
  %1033 = getelementptr double, ptr %1021, i64 %1028
  %1034 = load double, ptr %1033, align 8, !tbaa !12
  %1035 = fadd double %1032, %1034
  %1036 = getelementptr double, ptr %1022, i64 %1028
  %1037 = load double, ptr %1036, align 8, !tbaa !12
  %1038 = fadd double %1035, %1037
  %1039 = getelementptr double, ptr %1023, i64 %1028
  %1040 = load double, ptr %1039, align 8, !tbaa !12
  %1041 = fadd double %1038, %1040
  %1042 = getelementptr double, ptr %1024, i64 %1028
  %1043 = load double, ptr %1042, align 8, !tbaa !12
  %1044 = fadd double %1041, %1043
  %1045 = getelementptr double, ptr %1025, i64 %1028
  %1046 = load double, ptr %1045, align 8, !tbaa !12
  %1047 = fadd double %1044, %1046
  %1048 = getelementptr double, ptr %1026, i64 %1028
  %1049 = load double, ptr %1048, align 8, !tbaa !12
  %1050 = fadd double %1047, %1049
  %1051 = add i64 %1028, -8
  %1052 = getelementptr inbounds double, ptr %954, i64 %1051
  %1053 = load double, ptr %1052, align 8, !tbaa !12
  %1054 = fadd double %1050, %1053
  %1055 = icmp eq i64 %1051, 0
  br i1 %1055, label %1056, label %1027, !llvm.loop !21

1056:                                             ; preds = %1014, %1027, %946
  %1057 = phi double [ 0.000000e+00, %946 ], [ %1001, %1027 ], [ %1001, %1014 ]
  %1058 = phi double [ 0.000000e+00, %946 ], [ %1015, %1014 ], [ %1054, %1027 ]
  %1059 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4, double noundef %1057, i32 noundef 4, double noundef %1058)
  %1060 = load ptr, ptr %15, align 8, !tbaa !29
  %1061 = getelementptr inbounds i8, ptr %1060, i64 144
  %1062 = getelementptr inbounds i8, ptr %1060, i64 152
  %1063 = load ptr, ptr %1062, align 8, !tbaa !11
  %1064 = load ptr, ptr %1061, align 8, !tbaa !5
  %1065 = icmp eq ptr %1063, %1064
  br i1 %1065, label %1166, label %1066

1066:                                             ; preds = %1056
  %1067 = ptrtoint ptr %1063 to i64
  %1068 = ptrtoint ptr %1064 to i64
  %1069 = sub i64 %1067, %1068
  %1070 = ashr exact i64 %1069, 3
  %1071 = add nsw i64 %1070, -1
  %1072 = and i64 %1070, 3
  %1073 = icmp eq i64 %1072, 0
  br i1 %1073, label %1084, label %1074

1074:                                             ; preds = %1066, %1074
  %1075 = phi i64 [ %1078, %1074 ], [ %1070, %1066 ]
  %1076 = phi double [ %1081, %1074 ], [ 0.000000e+00, %1066 ]
  %1077 = phi i64 [ %1082, %1074 ], [ 0, %1066 ]
  %1078 = add i64 %1075, -1
  %1079 = getelementptr inbounds double, ptr %1064, i64 %1078
  %1080 = load double, ptr %1079, align 8, !tbaa !12
  %1081 = call double @llvm.fmuladd.f64(double %1076, double 5.000000e-01, double %1080)
  %1082 = add i64 %1077, 1
  %1083 = icmp eq i64 %1082, %1072
  br i1 %1083, label %1084, label %1074, !llvm.loop !42

1084:                                             ; preds = %1074, %1066
  %1085 = phi double [ poison, %1066 ], [ %1081, %1074 ]
  %1086 = phi i64 [ %1070, %1066 ], [ %1078, %1074 ]
  %1087 = phi double [ 0.000000e+00, %1066 ], [ %1081, %1074 ]
  %1088 = icmp ult i64 %1071, 3
  br i1 %1088, label %1110, label %1089

1089:                                             ; preds = %1084
  %1090 = getelementptr i8, ptr %1064, i64 -8
  %1091 = getelementptr i8, ptr %1064, i64 -16
  %1092 = getelementptr i8, ptr %1064, i64 -24
  br label %1093

1093:                                             ; preds = %1093, %1089
  %1094 = phi i64 [ %1086, %1089 ], [ %1105, %1093 ]
  %1095 = phi double [ %1087, %1089 ], [ %1108, %1093 ]
  %1096 = getelementptr double, ptr %1090, i64 %1094
  %1097 = load double, ptr %1096, align 8, !tbaa !12
  %1098 = call double @llvm.fmuladd.f64(double %1095, double 5.000000e-01, double %1097)
  %1099 = getelementptr double, ptr %1091, i64 %1094
  %1100 = load double, ptr %1099, align 8, !tbaa !12
  %1101 = call double @llvm.fmuladd.f64(double %1098, double 5.000000e-01, double %1100)
  %1102 = getelementptr double, ptr %1092, i64 %1094
  %1103 = load double, ptr %1102, align 8, !tbaa !12
  %1104 = call double @llvm.fmuladd.f64(double %1101, double 5.000000e-01, double %1103)
  %1105 = add i64 %1094, -4
  %1106 = getelementptr inbounds double, ptr %1064, i64 %1105
  %1107 = load double, ptr %1106, align 8, !tbaa !12
  %1108 = call double @llvm.fmuladd.f64(double %1104, double 5.000000e-01, double %1107)
  %1109 = icmp eq i64 %1105, 0
  br i1 %1109, label %1110, label %1093, !llvm.loop !21

1110:                                             ; preds = %1093, %1084
  %1111 = phi double [ %1085, %1084 ], [ %1108, %1093 ]
  %1112 = and i64 %1070, 7
  %1113 = icmp eq i64 %1112, 0
  br i1 %1113, label %1124, label %1114

1114:                                             ; preds = %1110, %1114
  %1115 = phi i64 [ %1118, %1114 ], [ %1070, %1110 ]
  %1116 = phi double [ %1121, %1114 ], [ 0.000000e+00, %1110 ]
  %1117 = phi i64 [ %1122, %1114 ], [ 0, %1110 ]
  %1118 = add i64 %1115, -1
  %1119 = getelementptr inbounds double, ptr %1064, i64 %1118
  %1120 = load double, ptr %1119, align 8, !tbaa !12
  %1121 = fadd double %1116, %1120
  %1122 = add i64 %1117, 1
  %1123 = icmp eq i64 %1122, %1112
  br i1 %1123, label %1124, label %1114, !llvm.loop !43

1124:                                             ; preds = %1114, %1110
  %1125 = phi double [ poison, %1110 ], [ %1121, %1114 ]
  %1126 = phi i64 [ %1070, %1110 ], [ %1118, %1114 ]
  %1127 = phi double [ 0.000000e+00, %1110 ], [ %1121, %1114 ]
  %1128 = icmp ult i64 %1071, 7
  br i1 %1128, label %1166, label %1129

1129:                                             ; preds = %1124
  %1130 = getelementptr i8, ptr %1064, i64 -8
  %1131 = getelementptr i8, ptr %1064, i64 -16
  %1132 = getelementptr i8, ptr %1064, i64 -24
  %1133 = getelementptr i8, ptr %1064, i64 -32
  %1134 = getelementptr i8, ptr %1064, i64 -40
  %1135 = getelementptr i8, ptr %1064, i64 -48
  %1136 = getelementptr i8, ptr %1064, i64 -56
  br label %1137

1137:                                             ; preds = %1137, %1129
  %1138 = phi i64 [ %1126, %1129 ], [ %1161, %1137 ]
  %1139 = phi double [ %1127, %1129 ], [ %1164, %1137 ]
  %1140 = getelementptr double, ptr %1130, i64 %1138
  %1141 = load double, ptr %1140, align 8, !tbaa !12
  %1142 = fadd double %1139, %1141
  %1143 = getelementptr double, ptr %1131, i64 %1138
  %1144 = load double, ptr %1143, align 8, !tbaa !12
  %1145 = fadd double %1142, %1144
  %1146 = getelementptr double, ptr %1132, i64 %1138
  %1147 = load double, ptr %1146, align 8, !tbaa !12
  %1148 = fadd double %1145, %1147
  %1149 = getelementptr double, ptr %1133, i64 %1138
  %1150 = load double, ptr %1149, align 8, !tbaa !12
  %1151 = fadd double %1148, %1150
  %1152 = getelementptr double, ptr %1134, i64 %1138
  %1153 = load double, ptr %1152, align 8, !tbaa !12
  %1154 = fadd double %1151, %1153
  %1155 = getelementptr double, ptr %1135, i64 %1138
  %1156 = load double, ptr %1155, align 8, !tbaa !12
  %1157 = fadd double %1154, %1156
  %1158 = getelementptr double, ptr %1136, i64 %1138
  %1159 = load double, ptr %1158, align 8, !tbaa !12
  %1160 = fadd double %1157, %1159
  %1161 = add i64 %1138, -8
  %1162 = getelementptr inbounds double, ptr %1064, i64 %1161
  %1163 = load double, ptr %1162, align 8, !tbaa !12
  %1164 = fadd double %1160, %1163
  %1165 = icmp eq i64 %1161, 0
  br i1 %1165, label %1166, label %1137, !llvm.loop !21

1166:                                             ; preds = %1124, %1137, %1056
  %1167 = phi double [ 0.000000e+00, %1056 ], [ %1111, %1137 ], [ %1111, %1124 ]
  %1168 = phi double [ 0.000000e+00, %1056 ], [ %1125, %1124 ], [ %1164, %1137 ]
  %1169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6, double noundef %1167, i32 noundef 6, double noundef %1168)
  %1170 = load ptr, ptr %15, align 8, !tbaa !29
  %1171 = getelementptr inbounds i8, ptr %1170, i64 192
  %1172 = getelementptr inbounds i8, ptr %1170, i64 200
  %1173 = load ptr, ptr %1172, align 8, !tbaa !11
  %1174 = load ptr, ptr %1171, align 8, !tbaa !5
  %1175 = icmp eq ptr %1173, %1174
  br i1 %1175, label %1276, label %1176

1176:                                             ; preds = %1166
  %1177 = ptrtoint ptr %1173 to i64
  %1178 = ptrtoint ptr %1174 to i64
  %1179 = sub i64 %1177, %1178
  %1180 = ashr exact i64 %1179, 3
  %1181 = add nsw i64 %1180, -1
  %1182 = and i64 %1180, 3
  %1183 = icmp eq i64 %1182, 0
  br i1 %1183, label %1194, label %1184

1184:                                             ; preds = %1176, %1184
  %1185 = phi i64 [ %1188, %1184 ], [ %1180, %1176 ]
  %1186 = phi double [ %1191, %1184 ], [ 0.000000e+00, %1176 ]
  %1187 = phi i64 [ %1192, %1184 ], [ 0, %1176 ]
  %1188 = add i64 %1185, -1
  %1189 = getelementptr inbounds double, ptr %1174, i64 %1188
  %1190 = load double, ptr %1189, align 8, !tbaa !12
  %1191 = call double @llvm.fmuladd.f64(double %1186, double 5.000000e-01, double %1190)
  %1192 = add i64 %1187, 1
  %1193 = icmp eq i64 %1192, %1182
  br i1 %1193, label %1194, label %1184, !llvm.loop !44

1194:                                             ; preds = %1184, %1176
  %1195 = phi double [ poison, %1176 ], [ %1191, %1184 ]
  %1196 = phi i64 [ %1180, %1176 ], [ %1188, %1184 ]
  %1197 = phi double [ 0.000000e+00, %1176 ], [ %1191, %1184 ]
  %1198 = icmp ult i64 %1181, 3
  br i1 %1198, label %1220, label %1199

1199:                                             ; preds = %1194
  %1200 = getelementptr i8, ptr %1174, i64 -8
  %1201 = getelementptr i8, ptr %1174, i64 -16
  %1202 = getelementptr i8, ptr %1174, i64 -24
  br label %1203

1203:                                             ; preds = %1203, %1199
  %1204 = phi i64 [ %1196, %1199 ], [ %1215, %1203 ]
  %1205 = phi double [ %1197, %1199 ], [ %1218, %1203 ]
  %1206 = getelementptr double, ptr %1200, i64 %1204
  %1207 = load double, ptr %1206, align 8, !tbaa !12
  %1208 = call double @llvm.fmuladd.f64(double %1205, double 5.000000e-01, double %1207)
  %1209 = getelementptr double, ptr %1201, i64 %1204
  %1210 = load double, ptr %1209, align 8, !tbaa !12
  %1211 = call double @llvm.fmuladd.f64(double %1208, double 5.000000e-01, double %1210)
  %1212 = getelementptr double, ptr %1202, i64 %1204
  %1213 = load double, ptr %1212, align 8, !tbaa !12
  %1214 = call double @llvm.fmuladd.f64(double %1211, double 5.000000e-01, double %1213)
  %1215 = add i64 %1204, -4
  %1216 = getelementptr inbounds double, ptr %1174, i64 %1215
  %1217 = load double, ptr %1216, align 8, !tbaa !12
  %1218 = call double @llvm.fmuladd.f64(double %1214, double 5.000000e-01, double %1217)
  %1219 = icmp eq i64 %1215, 0
  br i1 %1219, label %1220, label %1203, !llvm.loop !21

1220:                                             ; preds = %1203, %1194
  %1221 = phi double [ %1195, %1194 ], [ %1218, %1203 ]
  %1222 = and i64 %1180, 7
  %1223 = icmp eq i64 %1222, 0
  br i1 %1223, label %1234, label %1224

1224:                                             ; preds = %1220, %1224
  %1225 = phi i64 [ %1228, %1224 ], [ %1180, %1220 ]
  %1226 = phi double [ %1231, %1224 ], [ 0.000000e+00, %1220 ]
  %1227 = phi i64 [ %1232, %1224 ], [ 0, %1220 ]
  %1228 = add i64 %1225, -1
  %1229 = getelementptr inbounds double, ptr %1174, i64 %1228
  %1230 = load double, ptr %1229, align 8, !tbaa !12
  %1231 = fadd double %1226, %1230
  %1232 = add i64 %1227, 1
  %1233 = icmp eq i64 %1232, %1222
  br i1 %1233, label %1234, label %1224, !llvm.loop !45

1234:                                             ; preds = %1224, %1220
  %1235 = phi double [ poison, %1220 ], [ %1231, %1224 ]
  %1236 = phi i64 [ %1180, %1220 ], [ %1228, %1224 ]
  %1237 = phi double [ 0.000000e+00, %1220 ], [ %1231, %1224 ]
  %1238 = icmp ult i64 %1181, 7
  br i1 %1238, label %1276, label %1239

1239:                                             ; preds = %1234
  %1240 = getelementptr i8, ptr %1174, i64 -8
  %1241 = getelementptr i8, ptr %1174, i64 -16
  %1242 = getelementptr i8, ptr %1174, i64 -24
  %1243 = getelementptr i8, ptr %1174, i64 -32
  %1244 = getelementptr i8, ptr %1174, i64 -40
  %1245 = getelementptr i8, ptr %1174, i64 -48
  %1246 = getelementptr i8, ptr %1174, i64 -56
  br label %1247

1247:                                             ; preds = %1247, %1239
  %1248 = phi i64 [ %1236, %1239 ], [ %1271, %1247 ]
  %1249 = phi double [ %1237, %1239 ], [ %1274, %1247 ]
  %1250 = getelementptr double, ptr %1240, i64 %1248
  %1251 = load double, ptr %1250, align 8, !tbaa !12
  %1252 = fadd double %1249, %1251
  %1253 = getelementptr double, ptr %1241, i64 %1248
  %1254 = load double, ptr %1253, align 8, !tbaa !12
  %1255 = fadd double %1252, %1254
  %1256 = getelementptr double, ptr %1242, i64 %1248
  %1257 = load double, ptr %1256, align 8, !tbaa !12
  %1258 = fadd double %1255, %1257
  %1259 = getelementptr double, ptr %1243, i64 %1248
  %1260 = load double, ptr %1259, align 8, !tbaa !12
  %1261 = fadd double %1258, %1260
  %1262 = getelementptr double, ptr %1244, i64 %1248
  %1263 = load double, ptr %1262, align 8, !tbaa !12
  %1264 = fadd double %1261, %1263
  %1265 = getelementptr double, ptr %1245, i64 %1248
  %1266 = load double, ptr %1265, align 8, !tbaa !12
  %1267 = fadd double %1264, %1266
  %1268 = getelementptr double, ptr %1246, i64 %1248
  %1269 = load double, ptr %1268, align 8, !tbaa !12
  %1270 = fadd double %1267, %1269
  %1271 = add i64 %1248, -8
  %1272 = getelementptr inbounds double, ptr %1174, i64 %1271
  %1273 = load double, ptr %1272, align 8, !tbaa !12
  %1274 = fadd double %1270, %1273
  %1275 = icmp eq i64 %1271, 0
  br i1 %1275, label %1276, label %1247, !llvm.loop !21

1276:                                             ; preds = %1234, %1247, %1166
  %1277 = phi double [ 0.000000e+00, %1166 ], [ %1221, %1247 ], [ %1221, %1234 ]
  %1278 = phi double [ 0.000000e+00, %1166 ], [ %1235, %1234 ], [ %1274, %1247 ]
  %1279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8, double noundef %1277, i32 noundef 8, double noundef %1278)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #14
  %1280 = load ptr, ptr %15, align 8, !tbaa !29
  %1281 = getelementptr inbounds i8, ptr %1280, i64 72
  %1282 = getelementptr inbounds i8, ptr %1280, i64 120
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %25, ptr noundef nonnull align 8 dereferenceable(24) %1281, ptr noundef nonnull align 8 dereferenceable(24) %1282)
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %24, ptr noundef nonnull align 8 dereferenceable(24) %25)
  %1283 = load ptr, ptr %25, align 8, !tbaa !5
  %1284 = icmp eq ptr %1283, null
  br i1 %1284, label %614, label %608

1285:                                             ; preds = %730
  %1286 = ptrtoint ptr %627 to i64
  %1287 = ptrtoint ptr %628 to i64
  %1288 = sub i64 %1286, %1287
  %1289 = ashr exact i64 %1288, 3
  %1290 = add nsw i64 %1289, -1
  %1291 = and i64 %1289, 7
  %1292 = icmp eq i64 %1291, 0
  br i1 %1292, label %1303, label %1293

1293:                                             ; preds = %1285, %1293
  %1294 = phi i64 [ %1297, %1293 ], [ %1289, %1285 ]
  %1295 = phi double [ %1300, %1293 ], [ 0.000000e+00, %1285 ]
  %1296 = phi i64 [ %1301, %1293 ], [ 0, %1285 ]
  %1297 = add i64 %1294, -1
  %1298 = getelementptr inbounds double, ptr %628, i64 %1297
  %1299 = load double, ptr %1298, align 8, !tbaa !12
  %1300 = fadd double %1295, %1299
  %1301 = add i64 %1296, 1
  %1302 = icmp eq i64 %1301, %1291
  br i1 %1302, label %1303, label %1293, !llvm.loop !46

1303:                                             ; preds = %1293, %1285
  %1304 = phi double [ poison, %1285 ], [ %1300, %1293 ]
  %1305 = phi i64 [ %1289, %1285 ], [ %1297, %1293 ]
  %1306 = phi double [ 0.000000e+00, %1285 ], [ %1300, %1293 ]
  %1307 = icmp ult i64 %1290, 7
  br i1 %1307, label %1345, label %1308

1308:                                             ; preds = %1303
  %1309 = getelementptr i8, ptr %628, i64 -8
  %1310 = getelementptr i8, ptr %628, i64 -16
  %1311 = getelementptr i8, ptr %628, i64 -24
  %1312 = getelementptr i8, ptr %628, i64 -32
  %1313 = getelementptr i8, ptr %628, i64 -40
  %1314 = getelementptr i8, ptr %628, i64 -48
  %1315 = getelementptr i8, ptr %628, i64 -56
  br label %1316

1316:                                             ; preds = %1316, %1308
  %1317 = phi i64 [ %1305, %1308 ], [ %1340, %1316 ]
  %1318 = phi double [ %1306, %1308 ], [ %1343, %1316 ]
  %1319 = getelementptr double, ptr %1309, i64 %1317
  %1320 = load double, ptr %1319, align 8, !tbaa !12
  %1321 = fadd double %1318, %1320
  %1322 = getelementptr double, ptr %1310, i64 %1317
  %1323 = load double, ptr %1322, align 8, !tbaa !12
  %1324 = fadd double %1321, %1323
  %1325 = getelementptr double, ptr %1311, i64 %1317
  %1326 = load double, ptr %1325, align 8, !tbaa !12
  %1327 = fadd double %1324, %1326
  %1328 = getelementptr double, ptr %1312, i64 %1317
  %1329 = load double, ptr %1328, align 8, !tbaa !12
  %1330 = fadd double %1327, %1329
  %1331 = getelementptr double, ptr %1313, i64 %1317
  %1332 = load double, ptr %1331, align 8, !tbaa !12
  %1333 = fadd double %1330, %1332
  %1334 = getelementptr double, ptr %1314, i64 %1317
  %1335 = load double, ptr %1334, align 8, !tbaa !12
  %1336 = fadd double %1333, %1335
  %1337 = getelementptr double, ptr %1315, i64 %1317
  %1338 = load double, ptr %1337, align 8, !tbaa !12
  %1339 = fadd double %1336, %1338
  %1340 = add i64 %1317, -8
  %1341 = getelementptr inbounds double, ptr %628, i64 %1340
  %1342 = load double, ptr %1341, align 8, !tbaa !12
  %1343 = fadd double %1339, %1342
  %1344 = icmp eq i64 %1340, 0
  br i1 %1344, label %1345, label %1316, !llvm.loop !21

1345:                                             ; preds = %1316, %1303
  %1346 = phi double [ %1304, %1303 ], [ %1343, %1316 ]
  %1347 = and i64 %1289, 3
  %1348 = icmp eq i64 %1347, 0
  br i1 %1348, label %1359, label %1349

1349:                                             ; preds = %1345, %1349
  %1350 = phi i64 [ %1353, %1349 ], [ %1289, %1345 ]
  %1351 = phi double [ %1356, %1349 ], [ 0.000000e+00, %1345 ]
  %1352 = phi i64 [ %1357, %1349 ], [ 0, %1345 ]
  %1353 = add i64 %1350, -1
  %1354 = getelementptr inbounds double, ptr %628, i64 %1353
  %1355 = load double, ptr %1354, align 8, !tbaa !12
  %1356 = call double @llvm.fmuladd.f64(double %1351, double -1.000000e+00, double %1355)
  %1357 = add i64 %1352, 1
  %1358 = icmp eq i64 %1357, %1347
  br i1 %1358, label %1359, label %1349, !llvm.loop !47

1359:                                             ; preds = %1349, %1345
  %1360 = phi double [ poison, %1345 ], [ %1356, %1349 ]
  %1361 = phi i64 [ %1289, %1345 ], [ %1353, %1349 ]
  %1362 = phi double [ 0.000000e+00, %1345 ], [ %1356, %1349 ]
  %1363 = icmp ult i64 %1290, 3
  br i1 %1363, label %1385, label %1364

1364:                                             ; preds = %1359
  %1365 = getelementptr i8, ptr %628, i64 -8
  %1366 = getelementptr i8, ptr %628, i64 -16
  %1367 = getelementptr i8, ptr %628, i64 -24
  br label %1368

1368:                                             ; preds = %1368, %1364
  %1369 = phi i64 [ %1361, %1364 ], [ %1380, %1368 ]
  %1370 = phi double [ %1362, %1364 ], [ %1383, %1368 ]
  %1371 = getelementptr double, ptr %1365, i64 %1369
  %1372 = load double, ptr %1371, align 8, !tbaa !12
  %1373 = call double @llvm.fmuladd.f64(double %1370, double -1.000000e+00, double %1372)
  %1374 = getelementptr double, ptr %1366, i64 %1369
  %1375 = load double, ptr %1374, align 8, !tbaa !12
  %1376 = call double @llvm.fmuladd.f64(double %1373, double -1.000000e+00, double %1375)
  %1377 = getelementptr double, ptr %1367, i64 %1369
  %1378 = load double, ptr %1377, align 8, !tbaa !12
  %1379 = call double @llvm.fmuladd.f64(double %1376, double -1.000000e+00, double %1378)
  %1380 = add i64 %1369, -4
  %1381 = getelementptr inbounds double, ptr %628, i64 %1380
  %1382 = load double, ptr %1381, align 8, !tbaa !12
  %1383 = call double @llvm.fmuladd.f64(double %1379, double -1.000000e+00, double %1382)
  %1384 = icmp eq i64 %1380, 0
  br i1 %1384, label %1385, label %1368, !llvm.loop !21

1385:                                             ; preds = %1368, %1359
  %1386 = phi double [ %1360, %1359 ], [ %1383, %1368 ]
  %1387 = fsub double %1346, %1386
  br label %1388

1388:                                             ; preds = %730, %625, %1385
  %1389 = phi double [ 0.000000e+00, %730 ], [ %1387, %1385 ], [ 0.000000e+00, %625 ]
  %1390 = getelementptr inbounds i8, ptr %26, i64 8
  %1391 = load ptr, ptr %1390, align 8, !tbaa !11
  %1392 = load ptr, ptr %26, align 8, !tbaa !5
  %1393 = icmp eq ptr %1391, %1392
  br i1 %1393, label %1497, label %1394

1394:                                             ; preds = %1388
  %1395 = ptrtoint ptr %1391 to i64
  %1396 = ptrtoint ptr %1392 to i64
  %1397 = sub i64 %1395, %1396
  %1398 = ashr exact i64 %1397, 3
  %1399 = add nsw i64 %1398, -1
  %1400 = and i64 %1398, 7
  %1401 = icmp eq i64 %1400, 0
  br i1 %1401, label %1412, label %1402

1402:                                             ; preds = %1394, %1402
  %1403 = phi i64 [ %1406, %1402 ], [ %1398, %1394 ]
  %1404 = phi double [ %1409, %1402 ], [ 0.000000e+00, %1394 ]
  %1405 = phi i64 [ %1410, %1402 ], [ 0, %1394 ]
  %1406 = add i64 %1403, -1
  %1407 = getelementptr inbounds double, ptr %1392, i64 %1406
  %1408 = load double, ptr %1407, align 8, !tbaa !12
  %1409 = fadd double %1404, %1408
  %1410 = add i64 %1405, 1
  %1411 = icmp eq i64 %1410, %1400
  br i1 %1411, label %1412, label %1402, !llvm.loop !48

1412:                                             ; preds = %1402, %1394
  %1413 = phi double [ poison, %1394 ], [ %1409, %1402 ]
  %1414 = phi i64 [ %1398, %1394 ], [ %1406, %1402 ]
  %1415 = phi double [ 0.000000e+00, %1394 ], [ %1409, %1402 ]
  %1416 = icmp ult i64 %1399, 7
  br i1 %1416, label %1454, label %1417

1417:                                             ; preds = %1412
  %1418 = getelementptr i8, ptr %1392, i64 -8
  %1419 = getelementptr i8, ptr %1392, i64 -16
  %1420 = getelementptr i8, ptr %1392, i64 -24
  %1421 = getelementptr i8, ptr %1392, i64 -32
  %1422 = getelementptr i8, ptr %1392, i64 -40
  %1423 = getelementptr i8, ptr %1392, i64 -48
  %1424 = getelementptr i8, ptr %1392, i64 -56
  br label %1425

1425:                                             ; preds = %1425, %1417
  %1426 = phi i64 [ %1414, %1417 ], [ %1449, %1425 ]
  %1427 = phi double [ %1415, %1417 ], [ %1452, %1425 ]
  %1428 = getelementptr double, ptr %1418, i64 %1426
  %1429 = load double, ptr %1428, align 8, !tbaa !12
  %1430 = fadd double %1427, %1429
  %1431 = getelementptr double, ptr %1419, i64 %1426
  %1432 = load double, ptr %1431, align 8, !tbaa !12
  %1433 = fadd double %1430, %1432
  %1434 = getelementptr double, ptr %1420, i64 %1426
  %1435 = load double, ptr %1434, align 8, !tbaa !12
  %1436 = fadd double %1433, %1435
  %1437 = getelementptr double, ptr %1421, i64 %1426
  %1438 = load double, ptr %1437, align 8, !tbaa !12
  %1439 = fadd double %1436, %1438
  %1440 = getelementptr double, ptr %1422, i64 %1426
  %1441 = load double, ptr %1440, align 8, !tbaa !12
  %1442 = fadd double %1439, %1441
  %1443 = getelementptr double, ptr %1423, i64 %1426
  %1444 = load double, ptr %1443, align 8, !tbaa !12
  %1445 = fadd double %1442, %1444
  %1446 = getelementptr double, ptr %1424, i64 %1426
  %1447 = load double, ptr %1446, align 8, !tbaa !12
  %1448 = fadd double %1445, %1447
  %1449 = add i64 %1426, -8
  %1450 = getelementptr inbounds double, ptr %1392, i64 %1449
  %1451 = load double, ptr %1450, align 8, !tbaa !12
  %1452 = fadd double %1448, %1451
  %1453 = icmp eq i64 %1449, 0
  br i1 %1453, label %1454, label %1425, !llvm.loop !21

1454:                                             ; preds = %1425, %1412
  %1455 = phi double [ %1413, %1412 ], [ %1452, %1425 ]
  %1456 = and i64 %1398, 3
  %1457 = icmp eq i64 %1456, 0
  br i1 %1457, label %1468, label %1458

1458:                                             ; preds = %1454, %1458
  %1459 = phi i64 [ %1462, %1458 ], [ %1398, %1454 ]
  %1460 = phi double [ %1465, %1458 ], [ 0.000000e+00, %1454 ]
  %1461 = phi i64 [ %1466, %1458 ], [ 0, %1454 ]
  %1462 = add i64 %1459, -1
  %1463 = getelementptr inbounds double, ptr %1392, i64 %1462
  %1464 = load double, ptr %1463, align 8, !tbaa !12
  %1465 = call double @llvm.fmuladd.f64(double %1460, double -1.000000e+00, double %1464)
  %1466 = add i64 %1461, 1
  %1467 = icmp eq i64 %1466, %1456
  br i1 %1467, label %1468, label %1458, !llvm.loop !49

1468:                                             ; preds = %1458, %1454
  %1469 = phi double [ poison, %1454 ], [ %1465, %1458 ]
  %1470 = phi i64 [ %1398, %1454 ], [ %1462, %1458 ]
  %1471 = phi double [ 0.000000e+00, %1454 ], [ %1465, %1458 ]
  %1472 = icmp ult i64 %1399, 3
  br i1 %1472, label %1494, label %1473

1473:                                             ; preds = %1468
  %1474 = getelementptr i8, ptr %1392, i64 -8
  %1475 = getelementptr i8, ptr %1392, i64 -16
  %1476 = getelementptr i8, ptr %1392, i64 -24
  br label %1477

1477:                                             ; preds = %1477, %1473
  %1478 = phi i64 [ %1470, %1473 ], [ %1489, %1477 ]
  %1479 = phi double [ %1471, %1473 ], [ %1492, %1477 ]
  %1480 = getelementptr double, ptr %1474, i64 %1478
  %1481 = load double, ptr %1480, align 8, !tbaa !12
  %1482 = call double @llvm.fmuladd.f64(double %1479, double -1.000000e+00, double %1481)
  %1483 = getelementptr double, ptr %1475, i64 %1478
  %1484 = load double, ptr %1483, align 8, !tbaa !12
  %1485 = call double @llvm.fmuladd.f64(double %1482, double -1.000000e+00, double %1484)
  %1486 = getelementptr double, ptr %1476, i64 %1478
  %1487 = load double, ptr %1486, align 8, !tbaa !12
  %1488 = call double @llvm.fmuladd.f64(double %1485, double -1.000000e+00, double %1487)
  %1489 = add i64 %1478, -4
  %1490 = getelementptr inbounds double, ptr %1392, i64 %1489
  %1491 = load double, ptr %1490, align 8, !tbaa !12
  %1492 = call double @llvm.fmuladd.f64(double %1488, double -1.000000e+00, double %1491)
  %1493 = icmp eq i64 %1489, 0
  br i1 %1493, label %1494, label %1477, !llvm.loop !21

1494:                                             ; preds = %1477, %1468
  %1495 = phi double [ %1469, %1468 ], [ %1492, %1477 ]
  %1496 = fsub double %1455, %1495
  br label %1497

1497:                                             ; preds = %1494, %1388
  %1498 = phi double [ 0.000000e+00, %1388 ], [ %1496, %1494 ]
  %1499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %1389, double noundef %1498, double noundef 0x3FCC71C71C71C71C)
  %1500 = load ptr, ptr %26, align 8, !tbaa !5
  %1501 = icmp eq ptr %1500, null
  br i1 %1501, label %1508, label %1502

1502:                                             ; preds = %1497
  %1503 = getelementptr inbounds i8, ptr %26, i64 16
  %1504 = load ptr, ptr %1503, align 8, !tbaa !10
  %1505 = ptrtoint ptr %1504 to i64
  %1506 = ptrtoint ptr %1500 to i64
  %1507 = sub i64 %1505, %1506
  call void @_ZdlPvm(ptr noundef nonnull %1500, i64 noundef %1507) #16
  br label %1508

1508:                                             ; preds = %1497, %1502
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #14
  %1509 = load ptr, ptr %24, align 8, !tbaa !5
  %1510 = icmp eq ptr %1509, null
  br i1 %1510, label %1517, label %1511

1511:                                             ; preds = %1508
  %1512 = getelementptr inbounds i8, ptr %24, i64 16
  %1513 = load ptr, ptr %1512, align 8, !tbaa !10
  %1514 = ptrtoint ptr %1513 to i64
  %1515 = ptrtoint ptr %1509 to i64
  %1516 = sub i64 %1514, %1515
  call void @_ZdlPvm(ptr noundef nonnull %1509, i64 noundef %1516) #16
  br label %1517

1517:                                             ; preds = %1508, %1511
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #14
  %1518 = load ptr, ptr %18, align 8, !tbaa !5
  %1519 = icmp eq ptr %1518, null
  br i1 %1519, label %1525, label %1520

1520:                                             ; preds = %1517
  %1521 = load ptr, ptr %500, align 8, !tbaa !10
  %1522 = ptrtoint ptr %1521 to i64
  %1523 = ptrtoint ptr %1518 to i64
  %1524 = sub i64 %1522, %1523
  call void @_ZdlPvm(ptr noundef nonnull %1518, i64 noundef %1524) #16
  br label %1525

1525:                                             ; preds = %1517, %1520
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #14
  %1526 = load ptr, ptr %15, align 8, !tbaa !29
  %1527 = load ptr, ptr %468, align 8, !tbaa !28
  %1528 = icmp eq ptr %1526, %1527
  br i1 %1528, label %1544, label %1529

1529:                                             ; preds = %1525, %1539
  %1530 = phi ptr [ %1540, %1539 ], [ %1526, %1525 ]
  %1531 = load ptr, ptr %1530, align 8, !tbaa !5
  %1532 = icmp eq ptr %1531, null
  br i1 %1532, label %1539, label %1533

1533:                                             ; preds = %1529
  %1534 = getelementptr inbounds i8, ptr %1530, i64 16
  %1535 = load ptr, ptr %1534, align 8, !tbaa !10
  %1536 = ptrtoint ptr %1535 to i64
  %1537 = ptrtoint ptr %1531 to i64
  %1538 = sub i64 %1536, %1537
  call void @_ZdlPvm(ptr noundef nonnull %1531, i64 noundef %1538) #16
  br label %1539

1539:                                             ; preds = %1533, %1529
  %1540 = getelementptr inbounds i8, ptr %1530, i64 24
  %1541 = icmp eq ptr %1540, %1527
  br i1 %1541, label %1542, label %1529, !llvm.loop !50

1542:                                             ; preds = %1539
  %1543 = load ptr, ptr %15, align 8, !tbaa !29
  br label %1544

1544:                                             ; preds = %1542, %1525
  %1545 = phi ptr [ %1543, %1542 ], [ %1526, %1525 ]
  %1546 = icmp eq ptr %1545, null
  br i1 %1546, label %1552, label %1547

1547:                                             ; preds = %1544
  %1548 = load ptr, ptr %469, align 8, !tbaa !26
  %1549 = ptrtoint ptr %1548 to i64
  %1550 = ptrtoint ptr %1545 to i64
  %1551 = sub i64 %1549, %1550
  call void @_ZdlPvm(ptr noundef nonnull %1545, i64 noundef %1551) #16
  br label %1552

1552:                                             ; preds = %1544, %1547
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  %1553 = load ptr, ptr %11, align 8, !tbaa !5
  %1554 = icmp eq ptr %1553, null
  br i1 %1554, label %1560, label %1555

1555:                                             ; preds = %1552
  %1556 = load ptr, ptr %197, align 8, !tbaa !10
  %1557 = ptrtoint ptr %1556 to i64
  %1558 = ptrtoint ptr %1553 to i64
  %1559 = sub i64 %1557, %1558
  call void @_ZdlPvm(ptr noundef nonnull %1553, i64 noundef %1559) #16
  br label %1560

1560:                                             ; preds = %1552, %1555
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %1561 = load ptr, ptr %10, align 8, !tbaa !5
  %1562 = icmp eq ptr %1561, null
  br i1 %1562, label %1568, label %1563

1563:                                             ; preds = %1560
  %1564 = load ptr, ptr %193, align 8, !tbaa !10
  %1565 = ptrtoint ptr %1564 to i64
  %1566 = ptrtoint ptr %1561 to i64
  %1567 = sub i64 %1565, %1566
  call void @_ZdlPvm(ptr noundef nonnull %1561, i64 noundef %1567) #16
  br label %1568

1568:                                             ; preds = %1560, %1563
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  %1569 = load ptr, ptr %4, align 8, !tbaa !5
  %1570 = icmp eq ptr %1569, null
  br i1 %1570, label %1576, label %1571

1571:                                             ; preds = %1568
  %1572 = load ptr, ptr %34, align 8, !tbaa !10
  %1573 = ptrtoint ptr %1572 to i64
  %1574 = ptrtoint ptr %1569 to i64
  %1575 = sub i64 %1573, %1574
  call void @_ZdlPvm(ptr noundef nonnull %1569, i64 noundef %1575) #16
  br label %1576

1576:                                             ; preds = %1568, %1571
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  %1577 = load ptr, ptr %3, align 8, !tbaa !5
  %1578 = icmp eq ptr %1577, null
  br i1 %1578, label %1584, label %1579

1579:                                             ; preds = %1576
  %1580 = load ptr, ptr %30, align 8, !tbaa !10
  %1581 = ptrtoint ptr %1580 to i64
  %1582 = ptrtoint ptr %1577 to i64
  %1583 = sub i64 %1581, %1582
  call void @_ZdlPvm(ptr noundef nonnull %1577, i64 noundef %1583) #16
  br label %1584

1584:                                             ; preds = %1576, %1579
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #14
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4PolymlERKS_(ptr dead_on_unwind noalias writable sret(%class.Poly) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = load ptr, ptr %2, align 8, !tbaa !5
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 3
  %18 = add nsw i64 %10, -1
  %19 = add nsw i64 %18, %17
  %20 = icmp ugt i64 %19, 1152921504606846975
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

22:                                               ; preds = %3
  %23 = icmp eq i64 %19, 0
  br i1 %23, label %31, label %24

24:                                               ; preds = %22
  %25 = shl nuw nsw i64 %19, 3
  %26 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #15
  %27 = add nsw i64 %10, %17
  %28 = shl i64 %27, 3
  %29 = add i64 %28, -8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %26, i8 0, i64 %29, i1 false), !tbaa !12
  %30 = getelementptr inbounds double, ptr %26, i64 %19
  br label %31

31:                                               ; preds = %24, %22
  %32 = phi ptr [ null, %22 ], [ %30, %24 ]
  %33 = phi ptr [ null, %22 ], [ %26, %24 ]
  %34 = icmp eq ptr %5, %6
  br i1 %34, label %92, label %35

35:                                               ; preds = %31
  %36 = icmp eq ptr %12, %13
  %37 = tail call i64 @llvm.umax.i64(i64 %17, i64 1)
  %38 = tail call i64 @llvm.umax.i64(i64 %10, i64 1)
  %39 = shl i64 %37, 3
  %40 = add i64 %38, %37
  %41 = shl i64 %40, 3
  %42 = add i64 %41, -8
  %43 = getelementptr i8, ptr %33, i64 %42
  %44 = getelementptr i8, ptr %13, i64 %39
  %45 = icmp ult i64 %17, 4
  %46 = icmp ult ptr %33, %44
  %47 = icmp ult ptr %13, %43
  %48 = and i1 %46, %47
  %49 = and i64 %37, -4
  %50 = icmp eq i64 %17, %49
  %51 = and i64 %37, 1
  %52 = icmp eq i64 %51, 0
  br label %53

53:                                               ; preds = %35, %137
  %54 = phi i64 [ 0, %35 ], [ %138, %137 ]
  br i1 %36, label %137, label %55

55:                                               ; preds = %53
  %56 = getelementptr inbounds double, ptr %6, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !12
  %58 = or i1 %45, %48
  br i1 %58, label %59, label %73

59:                                               ; preds = %55, %91
  %60 = phi i64 [ 0, %55 ], [ %49, %91 ]
  %61 = or disjoint i64 %60, 1
  br i1 %52, label %70, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds double, ptr %13, i64 %60
  %64 = load double, ptr %63, align 8, !tbaa !12
  %65 = add i64 %60, %54
  %66 = getelementptr inbounds double, ptr %33, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !12
  %68 = tail call double @llvm.fmuladd.f64(double %57, double %64, double %67)
  store double %68, ptr %66, align 8, !tbaa !12
  %69 = or disjoint i64 %60, 1
  br label %70

70:                                               ; preds = %62, %59
  %71 = phi i64 [ %60, %59 ], [ %69, %62 ]
  %72 = icmp eq i64 %37, %61
  br i1 %72, label %137, label %140

73:                                               ; preds = %55
  %74 = insertelement <2 x double> poison, double %57, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  br label %76

76:                                               ; preds = %76, %73
  %77 = phi i64 [ 0, %73 ], [ %89, %76 ]
  %78 = getelementptr inbounds double, ptr %13, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !12, !alias.scope !51
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !12, !alias.scope !51
  %82 = add i64 %77, %54
  %83 = getelementptr inbounds double, ptr %33, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !12, !alias.scope !54, !noalias !51
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !12, !alias.scope !54, !noalias !51
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %80, <2 x double> %85)
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %81, <2 x double> %86)
  store <2 x double> %87, ptr %83, align 8, !tbaa !12, !alias.scope !54, !noalias !51
  store <2 x double> %88, ptr %84, align 8, !tbaa !12, !alias.scope !54, !noalias !51
  %89 = add nuw i64 %77, 4
  %90 = icmp eq i64 %89, %49
  br i1 %90, label %91, label %76, !llvm.loop !56

91:                                               ; preds = %76
  br i1 %50, label %137, label %59

92:                                               ; preds = %137, %31
  %93 = ptrtoint ptr %32 to i64
  %94 = ptrtoint ptr %33 to i64
  %95 = sub i64 %93, %94
  %96 = icmp eq ptr %32, %33
  br i1 %96, label %105, label %97

97:                                               ; preds = %92
  %98 = icmp ugt i64 %95, 9223372036854775800
  br i1 %98, label %99, label %100, !prof !59

99:                                               ; preds = %97
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

100:                                              ; preds = %97
  %101 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %95) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %101, ptr align 8 %33, i64 %95, i1 false)
  %102 = getelementptr inbounds i8, ptr %101, i64 %95
  store ptr %101, ptr %0, align 8, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %102, ptr %103, align 8, !tbaa !11
  %104 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %102, ptr %104, align 8, !tbaa !10
  br label %110

105:                                              ; preds = %92
  %106 = getelementptr inbounds i8, ptr %0, i64 8
  %107 = getelementptr inbounds i8, ptr %0, i64 16
  %108 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %108, align 8, !tbaa !12
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  store ptr %108, ptr %0, align 8, !tbaa !5
  store ptr %109, ptr %106, align 8, !tbaa !11
  store ptr %109, ptr %107, align 8, !tbaa !10
  br label %110

110:                                              ; preds = %100, %105
  %111 = phi ptr [ %106, %105 ], [ %103, %100 ]
  %112 = phi ptr [ %109, %105 ], [ %102, %100 ]
  %113 = phi ptr [ %108, %105 ], [ %101, %100 ]
  %114 = ptrtoint ptr %113 to i64
  %115 = ptrtoint ptr %112 to i64
  %116 = sub i64 %115, %114
  %117 = icmp ugt i64 %116, 8
  br i1 %117, label %118, label %133

118:                                              ; preds = %110
  %119 = getelementptr inbounds i8, ptr %112, i64 -8
  %120 = load double, ptr %119, align 8, !tbaa !12
  %121 = fcmp oeq double %120, 0.000000e+00
  br i1 %121, label %126, label %131

122:                                              ; preds = %126
  %123 = getelementptr inbounds i8, ptr %127, i64 -8
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = fcmp oeq double %124, 0.000000e+00
  br i1 %125, label %126, label %131, !llvm.loop !60

126:                                              ; preds = %118, %122
  %127 = phi ptr [ %123, %122 ], [ %119, %118 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = sub i64 %128, %114
  %130 = icmp ugt i64 %129, 8
  br i1 %130, label %122, label %131, !llvm.loop !60

131:                                              ; preds = %126, %122, %118
  %132 = phi ptr [ %112, %118 ], [ %127, %122 ], [ %127, %126 ]
  store ptr %132, ptr %111, align 1, !tbaa !11
  br label %133

133:                                              ; preds = %131, %110
  %134 = icmp eq ptr %33, null
  br i1 %134, label %136, label %135

135:                                              ; preds = %133
  tail call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %95) #16
  br label %136

136:                                              ; preds = %133, %135
  ret void

137:                                              ; preds = %70, %140, %91, %53
  %138 = add nuw i64 %54, 1
  %139 = icmp eq i64 %138, %38
  br i1 %139, label %92, label %53, !llvm.loop !61

140:                                              ; preds = %70, %140
  %141 = phi i64 [ %155, %140 ], [ %71, %70 ]
  %142 = getelementptr inbounds double, ptr %13, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !12
  %144 = add i64 %141, %54
  %145 = getelementptr inbounds double, ptr %33, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !12
  %147 = tail call double @llvm.fmuladd.f64(double %57, double %143, double %146)
  store double %147, ptr %145, align 8, !tbaa !12
  %148 = add nuw i64 %141, 1
  %149 = getelementptr inbounds double, ptr %13, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = add i64 %148, %54
  %152 = getelementptr inbounds double, ptr %33, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !12
  %154 = tail call double @llvm.fmuladd.f64(double %57, double %150, double %153)
  store double %154, ptr %152, align 8, !tbaa !12
  %155 = add nuw i64 %141, 2
  %156 = icmp eq i64 %17, %155
  br i1 %156, label %137, label %140, !llvm.loop !62
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4PolyplERKS_(ptr dead_on_unwind noalias writable sret(%class.Poly) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = load ptr, ptr %2, align 8, !tbaa !5
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 3
  %18 = tail call i64 @llvm.umax.i64(i64 %10, i64 %17)
  %19 = icmp ugt i64 %18, 1152921504606846975
  br i1 %19, label %20, label %21

20:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

21:                                               ; preds = %3
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %21
  %24 = shl nuw nsw i64 %18, 3
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #15
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %25, i8 0, i64 %24, i1 false), !tbaa !12
  %26 = shl nuw nsw i64 %18, 3
  %27 = lshr exact i64 %9, 3
  %28 = trunc i64 %27 to i32
  %29 = lshr exact i64 %16, 3
  %30 = trunc i64 %29 to i32
  br label %70

31:                                               ; preds = %87
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %32, ptr nonnull align 8 %25, i64 %26, i1 false)
  %33 = getelementptr inbounds i8, ptr %32, i64 %26
  store ptr %32, ptr %0, align 8, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %33, ptr %34, align 8, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %33, ptr %35, align 8, !tbaa !10
  br label %41

36:                                               ; preds = %21
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %39, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %39, ptr %0, align 8, !tbaa !5
  store ptr %40, ptr %37, align 8, !tbaa !11
  store ptr %40, ptr %38, align 8, !tbaa !10
  br label %41

41:                                               ; preds = %31, %36
  %42 = phi ptr [ %37, %36 ], [ %34, %31 ]
  %43 = phi i64 [ 0, %36 ], [ %26, %31 ]
  %44 = phi ptr [ null, %36 ], [ %25, %31 ]
  %45 = phi ptr [ %40, %36 ], [ %33, %31 ]
  %46 = phi ptr [ %39, %36 ], [ %32, %31 ]
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %45 to i64
  %49 = sub i64 %48, %47
  %50 = icmp ugt i64 %49, 8
  br i1 %50, label %51, label %66

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %45, i64 -8
  %53 = load double, ptr %52, align 8, !tbaa !12
  %54 = fcmp oeq double %53, 0.000000e+00
  br i1 %54, label %59, label %64

55:                                               ; preds = %59
  %56 = getelementptr inbounds i8, ptr %60, i64 -8
  %57 = load double, ptr %56, align 8, !tbaa !12
  %58 = fcmp oeq double %57, 0.000000e+00
  br i1 %58, label %59, label %64, !llvm.loop !60

59:                                               ; preds = %51, %55
  %60 = phi ptr [ %56, %55 ], [ %52, %51 ]
  %61 = ptrtoint ptr %60 to i64
  %62 = sub i64 %61, %47
  %63 = icmp ugt i64 %62, 8
  br i1 %63, label %55, label %64, !llvm.loop !60

64:                                               ; preds = %59, %55, %51
  %65 = phi ptr [ %45, %51 ], [ %60, %55 ], [ %60, %59 ]
  store ptr %65, ptr %42, align 1, !tbaa !11
  br label %66

66:                                               ; preds = %64, %41
  %67 = icmp eq ptr %44, null
  br i1 %67, label %69, label %68

68:                                               ; preds = %66
  tail call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %43) #16
  br label %69

69:                                               ; preds = %66, %68
  ret void

70:                                               ; preds = %23, %87
  %71 = phi i64 [ 0, %23 ], [ %91, %87 ]
  %72 = trunc i64 %71 to i32
  %73 = icmp sgt i32 %28, %72
  br i1 %73, label %74, label %79

74:                                               ; preds = %70
  %75 = shl i64 %71, 32
  %76 = ashr exact i64 %75, 29
  %77 = getelementptr inbounds i8, ptr %6, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !12
  br label %79

79:                                               ; preds = %70, %74
  %80 = phi double [ %78, %74 ], [ 0.000000e+00, %70 ]
  %81 = icmp sgt i32 %30, %72
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = shl i64 %71, 32
  %84 = ashr exact i64 %83, 29
  %85 = getelementptr inbounds i8, ptr %13, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !12
  br label %87

87:                                               ; preds = %79, %82
  %88 = phi double [ %86, %82 ], [ 0.000000e+00, %79 ]
  %89 = fadd double %80, %88
  %90 = getelementptr inbounds double, ptr %25, i64 %71
  store double %89, ptr %90, align 8, !tbaa !12
  %91 = add nuw i64 %71, 1
  %92 = icmp eq i64 %91, %18
  br i1 %92, label %31, label %70, !llvm.loop !63
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4Poly10derivativeEv(ptr dead_on_unwind noalias writable sret(%class.Poly) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = load ptr, ptr %1, align 8, !tbaa !5
  %6 = ptrtoint ptr %4 to i64
  %7 = ptrtoint ptr %5 to i64
  %8 = sub i64 %6, %7
  %9 = ashr exact i64 %8, 3
  %10 = icmp eq i64 %8, 8
  br i1 %10, label %11, label %16

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %13, ptr %0, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %14, ptr %15, align 8, !tbaa !10
  store double 0.000000e+00, ptr %13, align 8, !tbaa !12
  store ptr %14, ptr %12, align 8, !tbaa !11
  br label %162

16:                                               ; preds = %2
  %17 = add nsw i64 %9, -1
  %18 = icmp ugt i64 %17, 1152921504606846975
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

20:                                               ; preds = %16
  %21 = icmp eq i64 %17, 0
  br i1 %21, label %96, label %22

22:                                               ; preds = %20
  %23 = shl nuw nsw i64 %17, 3
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #15
  %25 = ptrtoint ptr %24 to i64
  %26 = getelementptr double, ptr %24, i64 %17
  store double 0.000000e+00, ptr %24, align 8, !tbaa !12
  %27 = getelementptr i8, ptr %24, i64 8
  %28 = icmp eq i64 %17, 1
  br i1 %28, label %31, label %29

29:                                               ; preds = %22
  %30 = add nsw i64 %23, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %27, i8 0, i64 %30, i1 false), !tbaa !12
  br label %31

31:                                               ; preds = %22, %29
  %32 = phi ptr [ %26, %29 ], [ %27, %22 ]
  %33 = icmp eq i64 %17, 1
  br i1 %33, label %34, label %61

34:                                               ; preds = %81, %61, %31
  %35 = phi i64 [ 1, %61 ], [ 1, %31 ], [ %67, %81 ]
  %36 = sub nsw i64 %9, %35
  %37 = and i64 %36, 3
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %52, label %39

39:                                               ; preds = %34
  %40 = getelementptr i8, ptr %24, i64 -8
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ %49, %41 ], [ %35, %39 ]
  %43 = phi i64 [ %50, %41 ], [ 0, %39 ]
  %44 = getelementptr inbounds double, ptr %5, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !12
  %46 = uitofp i64 %42 to double
  %47 = fmul double %45, %46
  %48 = getelementptr double, ptr %40, i64 %42
  store double %47, ptr %48, align 8, !tbaa !12
  %49 = add nuw i64 %42, 1
  %50 = add i64 %43, 1
  %51 = icmp eq i64 %50, %37
  br i1 %51, label %52, label %41, !llvm.loop !64

52:                                               ; preds = %41, %34
  %53 = phi i64 [ %35, %34 ], [ %49, %41 ]
  %54 = sub nsw i64 %35, %9
  %55 = icmp ugt i64 %54, -4
  br i1 %55, label %83, label %56

56:                                               ; preds = %52
  %57 = getelementptr i8, ptr %24, i64 -8
  %58 = getelementptr i8, ptr %24, i64 -8
  %59 = getelementptr i8, ptr %24, i64 -8
  %60 = getelementptr i8, ptr %24, i64 -8
  br label %135

61:                                               ; preds = %31
  %62 = add i64 %25, -8
  %63 = sub i64 %62, %7
  %64 = icmp ult i64 %63, 16
  br i1 %64, label %34, label %65

65:                                               ; preds = %61
  %66 = and i64 %17, 1152921504606846974
  %67 = or i64 %17, 1
  %68 = getelementptr i8, ptr %24, i64 -8
  br label %69

69:                                               ; preds = %69, %65
  %70 = phi i64 [ 0, %65 ], [ %78, %69 ]
  %71 = phi <2 x i64> [ <i64 1, i64 2>, %65 ], [ %79, %69 ]
  %72 = or disjoint i64 %70, 1
  %73 = getelementptr inbounds double, ptr %5, i64 %72
  %74 = load <2 x double>, ptr %73, align 8, !tbaa !12
  %75 = uitofp <2 x i64> %71 to <2 x double>
  %76 = fmul <2 x double> %74, %75
  %77 = getelementptr double, ptr %68, i64 %72
  store <2 x double> %76, ptr %77, align 8, !tbaa !12
  %78 = add nuw i64 %70, 2
  %79 = add <2 x i64> %71, <i64 2, i64 2>
  %80 = icmp eq i64 %78, %66
  br i1 %80, label %81, label %69, !llvm.loop !65

81:                                               ; preds = %69
  %82 = icmp eq i64 %17, %66
  br i1 %82, label %83, label %34

83:                                               ; preds = %52, %135, %81
  %84 = ptrtoint ptr %32 to i64
  %85 = ptrtoint ptr %24 to i64
  %86 = sub i64 %84, %85
  %87 = icmp eq ptr %32, %24
  br i1 %87, label %96, label %88

88:                                               ; preds = %83
  %89 = icmp ugt i64 %86, 9223372036854775800
  br i1 %89, label %90, label %91, !prof !59

90:                                               ; preds = %88
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

91:                                               ; preds = %88
  %92 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %86) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %92, ptr nonnull align 8 %24, i64 %86, i1 false)
  %93 = getelementptr inbounds i8, ptr %92, i64 %86
  store ptr %92, ptr %0, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %93, ptr %94, align 8, !tbaa !11
  %95 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %93, ptr %95, align 8, !tbaa !10
  br label %104

96:                                               ; preds = %20, %83
  %97 = phi i64 [ %85, %83 ], [ 0, %20 ]
  %98 = phi ptr [ %26, %83 ], [ null, %20 ]
  %99 = phi ptr [ %24, %83 ], [ null, %20 ]
  %100 = getelementptr inbounds i8, ptr %0, i64 8
  %101 = getelementptr inbounds i8, ptr %0, i64 16
  %102 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %102, align 8, !tbaa !12
  %103 = getelementptr inbounds i8, ptr %102, i64 8
  store ptr %102, ptr %0, align 8, !tbaa !5
  store ptr %103, ptr %100, align 8, !tbaa !11
  store ptr %103, ptr %101, align 8, !tbaa !10
  br label %104

104:                                              ; preds = %91, %96
  %105 = phi ptr [ %100, %96 ], [ %94, %91 ]
  %106 = phi ptr [ %99, %96 ], [ %24, %91 ]
  %107 = phi ptr [ %98, %96 ], [ %26, %91 ]
  %108 = phi i64 [ %97, %96 ], [ %85, %91 ]
  %109 = phi ptr [ %103, %96 ], [ %93, %91 ]
  %110 = phi ptr [ %102, %96 ], [ %92, %91 ]
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %109 to i64
  %113 = sub i64 %112, %111
  %114 = icmp ugt i64 %113, 8
  br i1 %114, label %115, label %130

115:                                              ; preds = %104
  %116 = getelementptr inbounds i8, ptr %109, i64 -8
  %117 = load double, ptr %116, align 8, !tbaa !12
  %118 = fcmp oeq double %117, 0.000000e+00
  br i1 %118, label %123, label %128

119:                                              ; preds = %123
  %120 = getelementptr inbounds i8, ptr %124, i64 -8
  %121 = load double, ptr %120, align 8, !tbaa !12
  %122 = fcmp oeq double %121, 0.000000e+00
  br i1 %122, label %123, label %128, !llvm.loop !60

123:                                              ; preds = %115, %119
  %124 = phi ptr [ %120, %119 ], [ %116, %115 ]
  %125 = ptrtoint ptr %124 to i64
  %126 = sub i64 %125, %111
  %127 = icmp ugt i64 %126, 8
  br i1 %127, label %119, label %128, !llvm.loop !60

128:                                              ; preds = %123, %119, %115
  %129 = phi ptr [ %109, %115 ], [ %124, %119 ], [ %124, %123 ]
  store ptr %129, ptr %105, align 1, !tbaa !11
  br label %130

130:                                              ; preds = %128, %104
  %131 = icmp eq ptr %106, null
  br i1 %131, label %162, label %132

132:                                              ; preds = %130
  %133 = ptrtoint ptr %107 to i64
  %134 = sub i64 %133, %108
  tail call void @_ZdlPvm(ptr noundef nonnull %106, i64 noundef %134) #16
  br label %162

135:                                              ; preds = %135, %56
  %136 = phi i64 [ %53, %56 ], [ %160, %135 ]
  %137 = getelementptr inbounds double, ptr %5, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !12
  %139 = uitofp i64 %136 to double
  %140 = fmul double %138, %139
  %141 = getelementptr double, ptr %57, i64 %136
  store double %140, ptr %141, align 8, !tbaa !12
  %142 = add nuw i64 %136, 1
  %143 = getelementptr inbounds double, ptr %5, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !12
  %145 = uitofp i64 %142 to double
  %146 = fmul double %144, %145
  %147 = getelementptr double, ptr %58, i64 %142
  store double %146, ptr %147, align 8, !tbaa !12
  %148 = add nuw i64 %136, 2
  %149 = getelementptr inbounds double, ptr %5, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = uitofp i64 %148 to double
  %152 = fmul double %150, %151
  %153 = getelementptr double, ptr %59, i64 %148
  store double %152, ptr %153, align 8, !tbaa !12
  %154 = add nuw i64 %136, 3
  %155 = getelementptr inbounds double, ptr %5, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !12
  %157 = uitofp i64 %154 to double
  %158 = fmul double %156, %157
  %159 = getelementptr double, ptr %60, i64 %154
  store double %158, ptr %159, align 8, !tbaa !12
  %160 = add nuw i64 %136, 4
  %161 = icmp eq i64 %160, %9
  br i1 %161, label %83, label %135, !llvm.loop !66

162:                                              ; preds = %132, %130, %11
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4Poly8integralEv(ptr dead_on_unwind noalias writable sret(%class.Poly) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = load ptr, ptr %1, align 8, !tbaa !5
  %6 = ptrtoint ptr %4 to i64
  %7 = ptrtoint ptr %5 to i64
  %8 = sub i64 %6, %7
  %9 = ashr exact i64 %8, 3
  %10 = add nsw i64 %9, 1
  %11 = icmp ugt i64 %10, 1152921504606846975
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

13:                                               ; preds = %2
  %14 = icmp eq i64 %10, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %13
  %16 = shl nuw nsw i64 %10, 3
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #15
  %18 = and i64 %8, -8
  %19 = add i64 %18, 8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %17, i8 0, i64 %19, i1 false), !tbaa !12
  %20 = getelementptr inbounds double, ptr %17, i64 %10
  br label %21

21:                                               ; preds = %15, %13
  %22 = phi ptr [ null, %13 ], [ %20, %15 ]
  %23 = phi ptr [ null, %13 ], [ %17, %15 ]
  %24 = ptrtoint ptr %23 to i64
  %25 = icmp eq ptr %4, %5
  br i1 %25, label %70, label %26

26:                                               ; preds = %21
  %27 = tail call i64 @llvm.umax.i64(i64 %9, i64 1)
  %28 = icmp ult i64 %9, 2
  br i1 %28, label %29, label %49

29:                                               ; preds = %68, %49, %26
  %30 = phi i64 [ 0, %49 ], [ 0, %26 ], [ %54, %68 ]
  %31 = sub i64 %27, %30
  %32 = and i64 %31, 3
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %29, %34
  %35 = phi i64 [ %39, %34 ], [ %30, %29 ]
  %36 = phi i64 [ %43, %34 ], [ 0, %29 ]
  %37 = getelementptr inbounds double, ptr %5, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = add nuw i64 %35, 1
  %40 = uitofp i64 %39 to double
  %41 = fdiv double %38, %40
  %42 = getelementptr inbounds double, ptr %23, i64 %39
  store double %41, ptr %42, align 8, !tbaa !12
  %43 = add i64 %36, 1
  %44 = icmp eq i64 %43, %32
  br i1 %44, label %45, label %34, !llvm.loop !67

45:                                               ; preds = %34, %29
  %46 = phi i64 [ %30, %29 ], [ %39, %34 ]
  %47 = sub i64 %30, %27
  %48 = icmp ugt i64 %47, -4
  br i1 %48, label %70, label %115

49:                                               ; preds = %26
  %50 = add i64 %24, 8
  %51 = sub i64 %50, %7
  %52 = icmp ult i64 %51, 16
  br i1 %52, label %29, label %53

53:                                               ; preds = %49
  %54 = and i64 %27, -2
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ 0, %53 ], [ %66, %55 ]
  %57 = getelementptr inbounds double, ptr %5, i64 %56
  %58 = load <2 x double>, ptr %57, align 8, !tbaa !12
  %59 = or disjoint i64 %56, 1
  %60 = add nuw i64 %56, 2
  %61 = insertelement <2 x i64> poison, i64 %59, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = uitofp <2 x i64> %62 to <2 x double>
  %64 = fdiv <2 x double> %58, %63
  %65 = getelementptr inbounds double, ptr %23, i64 %59
  store <2 x double> %64, ptr %65, align 8, !tbaa !12
  %66 = add nuw i64 %56, 2
  %67 = icmp eq i64 %66, %54
  br i1 %67, label %68, label %55, !llvm.loop !68

68:                                               ; preds = %55
  %69 = icmp eq i64 %9, %54
  br i1 %69, label %70, label %29

70:                                               ; preds = %45, %115, %68, %21
  %71 = ptrtoint ptr %22 to i64
  %72 = ptrtoint ptr %23 to i64
  %73 = sub i64 %71, %72
  %74 = icmp eq ptr %22, %23
  br i1 %74, label %83, label %75

75:                                               ; preds = %70
  %76 = icmp ugt i64 %73, 9223372036854775800
  br i1 %76, label %77, label %78, !prof !59

77:                                               ; preds = %75
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

78:                                               ; preds = %75
  %79 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %73) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %79, ptr align 8 %23, i64 %73, i1 false)
  %80 = getelementptr inbounds i8, ptr %79, i64 %73
  store ptr %79, ptr %0, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %80, ptr %81, align 8, !tbaa !11
  %82 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %80, ptr %82, align 8, !tbaa !10
  br label %88

83:                                               ; preds = %70
  %84 = getelementptr inbounds i8, ptr %0, i64 8
  %85 = getelementptr inbounds i8, ptr %0, i64 16
  %86 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %86, align 8, !tbaa !12
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %86, ptr %0, align 8, !tbaa !5
  store ptr %87, ptr %84, align 8, !tbaa !11
  store ptr %87, ptr %85, align 8, !tbaa !10
  br label %88

88:                                               ; preds = %78, %83
  %89 = phi ptr [ %84, %83 ], [ %81, %78 ]
  %90 = phi ptr [ %87, %83 ], [ %80, %78 ]
  %91 = phi ptr [ %86, %83 ], [ %79, %78 ]
  %92 = ptrtoint ptr %91 to i64
  %93 = ptrtoint ptr %90 to i64
  %94 = sub i64 %93, %92
  %95 = icmp ugt i64 %94, 8
  br i1 %95, label %96, label %111

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %90, i64 -8
  %98 = load double, ptr %97, align 8, !tbaa !12
  %99 = fcmp oeq double %98, 0.000000e+00
  br i1 %99, label %104, label %109

100:                                              ; preds = %104
  %101 = getelementptr inbounds i8, ptr %105, i64 -8
  %102 = load double, ptr %101, align 8, !tbaa !12
  %103 = fcmp oeq double %102, 0.000000e+00
  br i1 %103, label %104, label %109, !llvm.loop !60

104:                                              ; preds = %96, %100
  %105 = phi ptr [ %101, %100 ], [ %97, %96 ]
  %106 = ptrtoint ptr %105 to i64
  %107 = sub i64 %106, %92
  %108 = icmp ugt i64 %107, 8
  br i1 %108, label %100, label %109, !llvm.loop !60

109:                                              ; preds = %104, %100, %96
  %110 = phi ptr [ %90, %96 ], [ %105, %100 ], [ %105, %104 ]
  store ptr %110, ptr %89, align 1, !tbaa !11
  br label %111

111:                                              ; preds = %109, %88
  %112 = icmp eq ptr %23, null
  br i1 %112, label %114, label %113

113:                                              ; preds = %111
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef %73) #16
  br label %114

114:                                              ; preds = %111, %113
  ret void

115:                                              ; preds = %45, %115
  %116 = phi i64 [ %137, %115 ], [ %46, %45 ]
  %117 = getelementptr inbounds double, ptr %5, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = add nuw i64 %116, 1
  %120 = uitofp i64 %119 to double
  %121 = fdiv double %118, %120
  %122 = getelementptr inbounds double, ptr %23, i64 %119
  store double %121, ptr %122, align 8, !tbaa !12
  %123 = getelementptr inbounds double, ptr %5, i64 %119
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = add nuw i64 %116, 2
  %126 = uitofp i64 %125 to double
  %127 = fdiv double %124, %126
  %128 = getelementptr inbounds double, ptr %23, i64 %125
  store double %127, ptr %128, align 8, !tbaa !12
  %129 = getelementptr inbounds double, ptr %5, i64 %125
  %130 = load double, ptr %129, align 8, !tbaa !12
  %131 = add nuw i64 %116, 3
  %132 = uitofp i64 %131 to double
  %133 = fdiv double %130, %132
  %134 = getelementptr inbounds double, ptr %23, i64 %131
  store double %133, ptr %134, align 8, !tbaa !12
  %135 = getelementptr inbounds double, ptr %5, i64 %131
  %136 = load double, ptr %135, align 8, !tbaa !12
  %137 = add nuw i64 %116, 4
  %138 = uitofp i64 %137 to double
  %139 = fdiv double %136, %138
  %140 = getelementptr inbounds double, ptr %23, i64 %137
  store double %139, ptr %140, align 8, !tbaa !12
  %141 = icmp eq i64 %9, %137
  br i1 %141, label %70, label %115, !llvm.loop !69
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4Poly6divmodERKS_RS_S2_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #3 comdat align 2 {
  %5 = alloca %"class.std::vector", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #14
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  %8 = load ptr, ptr %0, align 8, !tbaa !25
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %13 = icmp eq ptr %7, %8
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr null, i64 %11
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  store ptr %16, ptr %17, align 8, !tbaa !10
  br label %26

18:                                               ; preds = %4
  %19 = icmp ugt i64 %12, 1152921504606846975
  br i1 %19, label %20, label %21, !prof !59

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #15
  store ptr %22, ptr %5, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %5, i64 8
  %24 = getelementptr inbounds i8, ptr %22, i64 %11
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %24, ptr %25, align 8, !tbaa !10
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %22, ptr align 8 %8, i64 %11, i1 false)
  br label %26

26:                                               ; preds = %14, %21
  %27 = phi ptr [ %17, %14 ], [ %25, %21 ]
  %28 = phi ptr [ %15, %14 ], [ %23, %21 ]
  %29 = phi ptr [ null, %14 ], [ %22, %21 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 %11
  store ptr %30, ptr %28, align 8, !tbaa !11
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !25
  %33 = load ptr, ptr %1, align 8, !tbaa !5
  %34 = ptrtoint ptr %32 to i64
  %35 = ptrtoint ptr %33 to i64
  %36 = sub i64 %34, %35
  %37 = ashr exact i64 %36, 3
  %38 = icmp ult i64 %12, %37
  br i1 %38, label %46, label %39

39:                                               ; preds = %26
  %40 = sub nsw i64 %12, %37
  %41 = add nsw i64 %40, 1
  %42 = icmp ugt i64 %41, 1152921504606846975
  br i1 %42, label %43, label %44

43:                                               ; preds = %39
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

44:                                               ; preds = %39
  %45 = icmp eq i64 %41, 0
  br i1 %45, label %56, label %46

46:                                               ; preds = %26, %44
  %47 = phi i64 [ %41, %44 ], [ 1, %26 ]
  %48 = shl nuw nsw i64 %47, 3
  %49 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %48) #15
  %50 = tail call i64 @llvm.umax.i64(i64 %12, i64 %37)
  %51 = shl nsw i64 %50, 3
  %52 = sub i64 %51, %36
  %53 = and i64 %52, -8
  %54 = add i64 %53, 8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %49, i8 0, i64 %54, i1 false), !tbaa !12
  %55 = getelementptr inbounds double, ptr %49, i64 %47
  br label %56

56:                                               ; preds = %46, %44
  %57 = phi ptr [ null, %44 ], [ %55, %46 ]
  %58 = phi ptr [ null, %44 ], [ %49, %46 ]
  %59 = lshr exact i64 %11, 3
  %60 = trunc i64 %59 to i32
  %61 = lshr exact i64 %36, 3
  %62 = trunc i64 %61 to i32
  %63 = add nsw i32 %62, -1
  %64 = sub i32 %60, %62
  %65 = icmp sgt i32 %64, -1
  br i1 %65, label %66, label %79

66:                                               ; preds = %56
  %67 = getelementptr inbounds i8, ptr %32, i64 -8
  %68 = icmp sgt i32 %62, 0
  %69 = zext nneg i32 %64 to i64
  %70 = sext i32 %63 to i64
  %71 = and i64 %61, 2147483647
  %72 = shl nuw nsw i64 %71, 3
  %73 = getelementptr i8, ptr %29, i64 %72
  %74 = getelementptr i8, ptr %33, i64 %72
  %75 = icmp ult i64 %71, 4
  %76 = and i64 %61, 3
  %77 = sub nsw i64 %71, %76
  %78 = icmp eq i64 %76, 0
  br label %84

79:                                               ; preds = %141, %56
  %80 = icmp sgt i32 %62, 1
  %81 = select i1 %80, i32 %63, i32 1
  %82 = zext i32 %81 to i64
  %83 = icmp ult i64 %12, %82
  br i1 %83, label %162, label %164

84:                                               ; preds = %66, %141
  %85 = phi i32 [ 0, %66 ], [ %144, %141 ]
  %86 = phi i64 [ %69, %66 ], [ %142, %141 ]
  %87 = sub i32 %64, %85
  %88 = zext i32 %87 to i64
  %89 = shl nuw nsw i64 %88, 3
  %90 = getelementptr i8, ptr %29, i64 %89
  %91 = getelementptr i8, ptr %73, i64 %89
  %92 = add nsw i64 %86, %70
  %93 = getelementptr inbounds double, ptr %29, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !12
  %95 = load double, ptr %67, align 8, !tbaa !12
  %96 = fdiv double %94, %95
  %97 = getelementptr inbounds double, ptr %58, i64 %86
  store double %96, ptr %97, align 8, !tbaa !12
  br i1 %68, label %98, label %141

98:                                               ; preds = %84
  %99 = fneg double %96
  %100 = and i64 %86, 4294967295
  br i1 %75, label %101, label %118

101:                                              ; preds = %140, %118, %98
  %102 = phi i64 [ 0, %118 ], [ 0, %98 ], [ %77, %140 ]
  %103 = sub nsw i64 %61, %102
  %104 = add nsw i64 %102, 1
  %105 = and i64 %103, 1
  %106 = icmp eq i64 %105, 0
  br i1 %106, label %115, label %107

107:                                              ; preds = %101
  %108 = getelementptr inbounds double, ptr %33, i64 %102
  %109 = load double, ptr %108, align 8, !tbaa !12
  %110 = add nuw nsw i64 %102, %100
  %111 = getelementptr inbounds double, ptr %29, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !12
  %113 = tail call double @llvm.fmuladd.f64(double %99, double %109, double %112)
  store double %113, ptr %111, align 8, !tbaa !12
  %114 = add nuw nsw i64 %102, 1
  br label %115

115:                                              ; preds = %107, %101
  %116 = phi i64 [ %102, %101 ], [ %114, %107 ]
  %117 = icmp eq i64 %71, %104
  br i1 %117, label %141, label %145

118:                                              ; preds = %98
  %119 = icmp ult ptr %90, %74
  %120 = icmp ult ptr %33, %91
  %121 = and i1 %119, %120
  br i1 %121, label %101, label %122

122:                                              ; preds = %118
  %123 = insertelement <2 x double> poison, double %99, i64 0
  %124 = shufflevector <2 x double> %123, <2 x double> poison, <2 x i32> zeroinitializer
  br label %125

125:                                              ; preds = %125, %122
  %126 = phi i64 [ 0, %122 ], [ %138, %125 ]
  %127 = getelementptr inbounds double, ptr %33, i64 %126
  %128 = getelementptr inbounds i8, ptr %127, i64 16
  %129 = load <2 x double>, ptr %127, align 8, !tbaa !12, !alias.scope !70
  %130 = load <2 x double>, ptr %128, align 8, !tbaa !12, !alias.scope !70
  %131 = add nuw nsw i64 %126, %100
  %132 = getelementptr inbounds double, ptr %29, i64 %131
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load <2 x double>, ptr %132, align 8, !tbaa !12, !alias.scope !73, !noalias !70
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !12, !alias.scope !73, !noalias !70
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %129, <2 x double> %134)
  %137 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %130, <2 x double> %135)
  store <2 x double> %136, ptr %132, align 8, !tbaa !12, !alias.scope !73, !noalias !70
  store <2 x double> %137, ptr %133, align 8, !tbaa !12, !alias.scope !73, !noalias !70
  %138 = add nuw i64 %126, 4
  %139 = icmp eq i64 %138, %77
  br i1 %139, label %140, label %125, !llvm.loop !75

140:                                              ; preds = %125
  br i1 %78, label %141, label %101

141:                                              ; preds = %115, %145, %140, %84
  %142 = add nsw i64 %86, -1
  %143 = icmp sgt i64 %86, 0
  %144 = add i32 %85, 1
  br i1 %143, label %84, label %79, !llvm.loop !76

145:                                              ; preds = %115, %145
  %146 = phi i64 [ %160, %145 ], [ %116, %115 ]
  %147 = getelementptr inbounds double, ptr %33, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !12
  %149 = add nuw nsw i64 %146, %100
  %150 = getelementptr inbounds double, ptr %29, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !12
  %152 = tail call double @llvm.fmuladd.f64(double %99, double %148, double %151)
  store double %152, ptr %150, align 8, !tbaa !12
  %153 = add nuw nsw i64 %146, 1
  %154 = getelementptr inbounds double, ptr %33, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !12
  %156 = add nuw nsw i64 %153, %100
  %157 = getelementptr inbounds double, ptr %29, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !12
  %159 = tail call double @llvm.fmuladd.f64(double %99, double %155, double %158)
  store double %159, ptr %157, align 8, !tbaa !12
  %160 = add nuw nsw i64 %146, 2
  %161 = icmp eq i64 %160, %71
  br i1 %161, label %141, label %145, !llvm.loop !77

162:                                              ; preds = %79
  %163 = sub nsw i64 %82, %12
  call void @_ZNSt6vectorIdSaIdEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %163)
  br label %171

164:                                              ; preds = %79
  %165 = icmp ugt i64 %12, %82
  br i1 %165, label %166, label %171

166:                                              ; preds = %164
  %167 = shl nuw nsw i64 %82, 3
  %168 = icmp eq i64 %11, %167
  br i1 %168, label %171, label %169

169:                                              ; preds = %166
  %170 = getelementptr inbounds i8, ptr %29, i64 %167
  store ptr %170, ptr %28, align 8, !tbaa !11
  br label %171

171:                                              ; preds = %162, %164, %166, %169
  %172 = ptrtoint ptr %57 to i64
  %173 = ptrtoint ptr %58 to i64
  %174 = sub i64 %172, %173
  %175 = icmp eq ptr %57, %58
  br i1 %175, label %182, label %176

176:                                              ; preds = %171
  %177 = icmp ugt i64 %174, 9223372036854775800
  br i1 %177, label %178, label %179, !prof !59

178:                                              ; preds = %176
  call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

179:                                              ; preds = %176
  %180 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %174) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %180, ptr align 8 %58, i64 %174, i1 false)
  %181 = getelementptr inbounds i8, ptr %180, i64 %174
  br label %185

182:                                              ; preds = %171
  %183 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %183, align 8, !tbaa !12
  %184 = getelementptr inbounds i8, ptr %183, i64 8
  br label %185

185:                                              ; preds = %182, %179
  %186 = phi ptr [ %180, %179 ], [ %183, %182 ]
  %187 = phi ptr [ %181, %179 ], [ %184, %182 ]
  %188 = ptrtoint ptr %186 to i64
  %189 = ptrtoint ptr %187 to i64
  %190 = sub i64 %189, %188
  %191 = icmp ugt i64 %190, 8
  br i1 %191, label %192, label %201

192:                                              ; preds = %185, %197
  %193 = phi ptr [ %194, %197 ], [ %187, %185 ]
  %194 = getelementptr inbounds i8, ptr %193, i64 -8
  %195 = load double, ptr %194, align 8, !tbaa !12
  %196 = fcmp oeq double %195, 0.000000e+00
  br i1 %196, label %197, label %201

197:                                              ; preds = %192
  %198 = ptrtoint ptr %194 to i64
  %199 = sub i64 %198, %188
  %200 = icmp ugt i64 %199, 8
  br i1 %200, label %192, label %201, !llvm.loop !60

201:                                              ; preds = %192, %197, %185
  %202 = phi ptr [ %187, %185 ], [ %193, %192 ], [ %194, %197 ]
  %203 = load ptr, ptr %2, align 8, !tbaa !5
  %204 = getelementptr inbounds i8, ptr %2, i64 8
  %205 = getelementptr inbounds i8, ptr %2, i64 16
  %206 = load ptr, ptr %205, align 8, !tbaa !10
  store ptr %186, ptr %2, align 8, !tbaa !5
  store ptr %202, ptr %204, align 8, !tbaa !11
  store ptr %187, ptr %205, align 8, !tbaa !10
  %207 = icmp eq ptr %203, null
  br i1 %207, label %212, label %208

208:                                              ; preds = %201
  %209 = ptrtoint ptr %206 to i64
  %210 = ptrtoint ptr %203 to i64
  %211 = sub i64 %209, %210
  call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %211) #16
  br label %212

212:                                              ; preds = %201, %208
  %213 = load ptr, ptr %28, align 8, !tbaa !25
  %214 = load ptr, ptr %5, align 8, !tbaa !25
  %215 = ptrtoint ptr %213 to i64
  %216 = ptrtoint ptr %214 to i64
  %217 = sub i64 %215, %216
  %218 = icmp eq ptr %213, %214
  br i1 %218, label %225, label %219

219:                                              ; preds = %212
  %220 = icmp ugt i64 %217, 9223372036854775800
  br i1 %220, label %221, label %222, !prof !59

221:                                              ; preds = %219
  call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

222:                                              ; preds = %219
  %223 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %217) #15
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %223, ptr align 8 %214, i64 %217, i1 false)
  %224 = getelementptr inbounds i8, ptr %223, i64 %217
  br label %228

225:                                              ; preds = %212
  %226 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %226, align 8, !tbaa !12
  %227 = getelementptr inbounds i8, ptr %226, i64 8
  br label %228

228:                                              ; preds = %225, %222
  %229 = phi ptr [ %223, %222 ], [ %226, %225 ]
  %230 = phi ptr [ %224, %222 ], [ %227, %225 ]
  %231 = ptrtoint ptr %229 to i64
  %232 = ptrtoint ptr %230 to i64
  %233 = sub i64 %232, %231
  %234 = icmp ugt i64 %233, 8
  br i1 %234, label %235, label %244

235:                                              ; preds = %228, %240
  %236 = phi ptr [ %237, %240 ], [ %230, %228 ]
  %237 = getelementptr inbounds i8, ptr %236, i64 -8
  %238 = load double, ptr %237, align 8, !tbaa !12
  %239 = fcmp oeq double %238, 0.000000e+00
  br i1 %239, label %240, label %244

240:                                              ; preds = %235
  %241 = ptrtoint ptr %237 to i64
  %242 = sub i64 %241, %231
  %243 = icmp ugt i64 %242, 8
  br i1 %243, label %235, label %244, !llvm.loop !60

244:                                              ; preds = %235, %240, %228
  %245 = phi ptr [ %230, %228 ], [ %236, %235 ], [ %237, %240 ]
  %246 = load ptr, ptr %3, align 8, !tbaa !5
  %247 = getelementptr inbounds i8, ptr %3, i64 8
  %248 = getelementptr inbounds i8, ptr %3, i64 16
  %249 = load ptr, ptr %248, align 8, !tbaa !10
  store ptr %229, ptr %3, align 8, !tbaa !5
  store ptr %245, ptr %247, align 8, !tbaa !11
  store ptr %230, ptr %248, align 8, !tbaa !10
  %250 = icmp eq ptr %246, null
  br i1 %250, label %255, label %251

251:                                              ; preds = %244
  %252 = ptrtoint ptr %249 to i64
  %253 = ptrtoint ptr %246 to i64
  %254 = sub i64 %252, %253
  call void @_ZdlPvm(ptr noundef nonnull %246, i64 noundef %254) #16
  br label %255

255:                                              ; preds = %244, %251
  %256 = icmp eq ptr %58, null
  br i1 %256, label %258, label %257

257:                                              ; preds = %255
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %174) #16
  br label %258

258:                                              ; preds = %255, %257
  %259 = load ptr, ptr %5, align 8, !tbaa !5
  %260 = icmp eq ptr %259, null
  br i1 %260, label %266, label %261

261:                                              ; preds = %258
  %262 = load ptr, ptr %27, align 8, !tbaa !10
  %263 = ptrtoint ptr %262 to i64
  %264 = ptrtoint ptr %259 to i64
  %265 = sub i64 %263, %264
  call void @_ZdlPvm(ptr noundef nonnull %259, i64 noundef %265) #16
  br label %266

266:                                              ; preds = %258, %261
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #14
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK4PolymlEd(ptr dead_on_unwind noalias writable sret(%class.Poly) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, double noundef %2) local_unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !25
  %6 = load ptr, ptr %1, align 8, !tbaa !25
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq ptr %5, %6
  br i1 %10, label %49, label %11

11:                                               ; preds = %3
  %12 = icmp ugt i64 %9, 9223372036854775800
  br i1 %12, label %13, label %14, !prof !59

13:                                               ; preds = %11
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

14:                                               ; preds = %11
  %15 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %6, i64 %9, i1 false)
  %16 = getelementptr inbounds i8, ptr %15, i64 %9
  %17 = add i64 %7, -8
  %18 = sub i64 %17, %8
  %19 = lshr i64 %18, 3
  %20 = add nuw nsw i64 %19, 1
  %21 = icmp ult i64 %18, 24
  br i1 %21, label %22, label %24

22:                                               ; preds = %41, %14
  %23 = phi ptr [ %15, %14 ], [ %27, %41 ]
  br label %83

24:                                               ; preds = %14
  %25 = and i64 %20, 4611686018427387900
  %26 = shl i64 %25, 3
  %27 = getelementptr i8, ptr %15, i64 %26
  %28 = insertelement <2 x double> poison, double %2, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  br label %30

30:                                               ; preds = %30, %24
  %31 = phi i64 [ 0, %24 ], [ %39, %30 ]
  %32 = shl i64 %31, 3
  %33 = getelementptr i8, ptr %15, i64 %32
  %34 = getelementptr i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !12
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !12
  %37 = fmul <2 x double> %35, %29
  %38 = fmul <2 x double> %36, %29
  store <2 x double> %37, ptr %33, align 8, !tbaa !12
  store <2 x double> %38, ptr %34, align 8, !tbaa !12
  %39 = add nuw i64 %31, 4
  %40 = icmp eq i64 %39, %25
  br i1 %40, label %41, label %30, !llvm.loop !78

41:                                               ; preds = %30
  %42 = icmp eq i64 %20, %25
  br i1 %42, label %43, label %22

43:                                               ; preds = %83, %41
  br i1 %10, label %49, label %44

44:                                               ; preds = %43
  %45 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %45, ptr nonnull align 8 %15, i64 %9, i1 false)
  %46 = getelementptr inbounds i8, ptr %45, i64 %9
  store ptr %45, ptr %0, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %46, ptr %47, align 8, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %46, ptr %48, align 8, !tbaa !10
  br label %55

49:                                               ; preds = %3, %43
  %50 = phi ptr [ %15, %43 ], [ null, %3 ]
  %51 = getelementptr inbounds i8, ptr %0, i64 8
  %52 = getelementptr inbounds i8, ptr %0, i64 16
  %53 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %53, align 8, !tbaa !12
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %53, ptr %0, align 8, !tbaa !5
  store ptr %54, ptr %51, align 8, !tbaa !11
  store ptr %54, ptr %52, align 8, !tbaa !10
  br label %55

55:                                               ; preds = %44, %49
  %56 = phi ptr [ %51, %49 ], [ %47, %44 ]
  %57 = phi ptr [ %50, %49 ], [ %15, %44 ]
  %58 = phi ptr [ %54, %49 ], [ %46, %44 ]
  %59 = phi ptr [ %53, %49 ], [ %45, %44 ]
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %58 to i64
  %62 = sub i64 %61, %60
  %63 = icmp ugt i64 %62, 8
  br i1 %63, label %64, label %79

64:                                               ; preds = %55
  %65 = getelementptr inbounds i8, ptr %58, i64 -8
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = fcmp oeq double %66, 0.000000e+00
  br i1 %67, label %72, label %77

68:                                               ; preds = %72
  %69 = getelementptr inbounds i8, ptr %73, i64 -8
  %70 = load double, ptr %69, align 8, !tbaa !12
  %71 = fcmp oeq double %70, 0.000000e+00
  br i1 %71, label %72, label %77, !llvm.loop !60

72:                                               ; preds = %64, %68
  %73 = phi ptr [ %69, %68 ], [ %65, %64 ]
  %74 = ptrtoint ptr %73 to i64
  %75 = sub i64 %74, %60
  %76 = icmp ugt i64 %75, 8
  br i1 %76, label %68, label %77, !llvm.loop !60

77:                                               ; preds = %72, %68, %64
  %78 = phi ptr [ %58, %64 ], [ %73, %68 ], [ %73, %72 ]
  store ptr %78, ptr %56, align 1, !tbaa !11
  br label %79

79:                                               ; preds = %77, %55
  %80 = icmp eq ptr %57, null
  br i1 %80, label %82, label %81

81:                                               ; preds = %79
  tail call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %9) #16
  br label %82

82:                                               ; preds = %79, %81
  ret void

83:                                               ; preds = %22, %83
  %84 = phi ptr [ %87, %83 ], [ %23, %22 ]
  %85 = load double, ptr %84, align 8, !tbaa !12
  %86 = fmul double %85, %2
  store double %86, ptr %84, align 8, !tbaa !12
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = icmp eq ptr %87, %16
  br i1 %88, label %43, label %83, !llvm.loop !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #3 comdat align 2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = load ptr, ptr %0, align 8, !tbaa !5
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !10
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
  store double 0.000000e+00, ptr %6, align 8, !tbaa !12
  %22 = getelementptr i8, ptr %6, i64 8
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 3
  %26 = add i64 %25, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %22, i8 0, i64 %26, i1 false), !tbaa !12
  %27 = getelementptr double, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !11
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #17
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 1152921504606846975)
  %37 = shl nuw nsw i64 %36, 3
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #15
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store double 0.000000e+00, ptr %39, align 8, !tbaa !12
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 8
  %43 = shl nuw nsw i64 %1, 3
  %44 = add nsw i64 %43, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %42, i8 0, i64 %44, i1 false), !tbaa !12
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #16
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !5
  %53 = getelementptr inbounds double, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !11
  %54 = getelementptr inbounds double, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !10
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  %6 = load ptr, ptr %0, align 8, !tbaa !25
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.12) #17
  unreachable

12:                                               ; preds = %3
  %13 = sdiv exact i64 %9, 24
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 384307168202282325)
  %18 = select i1 %16, i64 384307168202282325, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = sdiv exact i64 %20, 24
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = mul nuw nsw i64 %18, 24
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #15
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %class.Poly, ptr %27, i64 %21
  %29 = load <2 x ptr>, ptr %2, align 8, !tbaa !25
  store <2 x ptr> %29, ptr %28, align 8, !tbaa !25
  %30 = getelementptr inbounds i8, ptr %28, i64 16
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !10
  store ptr %32, ptr %30, align 8, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %33 = icmp eq ptr %6, %1
  br i1 %33, label %44, label %34

34:                                               ; preds = %26, %34
  %35 = phi ptr [ %42, %34 ], [ %27, %26 ]
  %36 = phi ptr [ %41, %34 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !80)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !83)
  %37 = load <2 x ptr>, ptr %36, align 8, !tbaa !25, !alias.scope !83, !noalias !80
  store <2 x ptr> %37, ptr %35, align 8, !tbaa !25, !alias.scope !80, !noalias !83
  %38 = getelementptr inbounds i8, ptr %35, i64 16
  %39 = getelementptr inbounds i8, ptr %36, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !10, !alias.scope !83, !noalias !80
  store ptr %40, ptr %38, align 8, !tbaa !10, !alias.scope !80, !noalias !83
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %36, i8 0, i64 24, i1 false), !alias.scope !83, !noalias !80
  %41 = getelementptr inbounds i8, ptr %36, i64 24
  %42 = getelementptr inbounds i8, ptr %35, i64 24
  %43 = icmp eq ptr %41, %1
  br i1 %43, label %44, label %34, !llvm.loop !85

44:                                               ; preds = %34, %26
  %45 = phi ptr [ %27, %26 ], [ %42, %34 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = icmp eq ptr %5, %1
  br i1 %47, label %58, label %48

48:                                               ; preds = %44, %48
  %49 = phi ptr [ %56, %48 ], [ %46, %44 ]
  %50 = phi ptr [ %55, %48 ], [ %1, %44 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !89)
  %51 = load <2 x ptr>, ptr %50, align 8, !tbaa !25, !alias.scope !89, !noalias !86
  store <2 x ptr> %51, ptr %49, align 8, !tbaa !25, !alias.scope !86, !noalias !89
  %52 = getelementptr inbounds i8, ptr %49, i64 16
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !10, !alias.scope !89, !noalias !86
  store ptr %54, ptr %52, align 8, !tbaa !10, !alias.scope !86, !noalias !89
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %50, i8 0, i64 24, i1 false), !alias.scope !89, !noalias !86
  %55 = getelementptr inbounds i8, ptr %50, i64 24
  %56 = getelementptr inbounds i8, ptr %49, i64 24
  %57 = icmp eq ptr %55, %5
  br i1 %57, label %58, label %48, !llvm.loop !85

58:                                               ; preds = %48, %44
  %59 = phi ptr [ %46, %44 ], [ %56, %48 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = icmp eq ptr %6, null
  br i1 %61, label %66, label %62

62:                                               ; preds = %58
  %63 = load ptr, ptr %60, align 8, !tbaa !26
  %64 = ptrtoint ptr %63 to i64
  %65 = sub i64 %64, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %65) #16
  br label %66

66:                                               ; preds = %58, %62
  store ptr %27, ptr %0, align 8, !tbaa !29
  store ptr %59, ptr %4, align 8, !tbaa !28
  %67 = getelementptr inbounds %class.Poly, ptr %27, i64 %18
  store ptr %67, ptr %60, align 8, !tbaa !26
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZNK4PolymiERKS_: argument 0"}
!18 = distinct !{!18, !"_ZNK4PolymiERKS_"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = !{!7, !7, i64 0}
!26 = !{!27, !7, i64 16}
!27 = !{!"_ZTSNSt12_Vector_baseI4PolySaIS0_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!28 = !{!27, !7, i64 8}
!29 = !{!27, !7, i64 0}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZNK4PolymiERKS_: argument 0"}
!32 = distinct !{!32, !"_ZNK4PolymiERKS_"}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20}
!37 = distinct !{!37, !20}
!38 = distinct !{!38, !20}
!39 = distinct !{!39, !20}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !20}
!42 = distinct !{!42, !20}
!43 = distinct !{!43, !20}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !20}
!46 = distinct !{!46, !20}
!47 = distinct !{!47, !20}
!48 = distinct !{!48, !20}
!49 = distinct !{!49, !20}
!50 = distinct !{!50, !15}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = !{!55}
!55 = distinct !{!55, !53}
!56 = distinct !{!56, !15, !57, !58}
!57 = !{!"llvm.loop.isvectorized", i32 1}
!58 = !{!"llvm.loop.unroll.runtime.disable"}
!59 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!60 = distinct !{!60, !15}
!61 = distinct !{!61, !15}
!62 = distinct !{!62, !15, !57}
!63 = distinct !{!63, !15}
!64 = distinct !{!64, !20}
!65 = distinct !{!65, !15, !57, !58}
!66 = distinct !{!66, !15, !57}
!67 = distinct !{!67, !20}
!68 = distinct !{!68, !15, !57, !58}
!69 = distinct !{!69, !15, !57}
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !15, !57, !58}
!76 = distinct !{!76, !15}
!77 = distinct !{!77, !15, !57}
!78 = distinct !{!78, !57, !58}
!79 = distinct !{!79, !58, !57}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!82 = distinct !{!82, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_"}
!83 = !{!84}
!84 = distinct !{!84, !82, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!85 = distinct !{!85, !15}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!88 = distinct !{!88, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_"}
!89 = !{!90}
!90 = distinct !{!90, !88, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
