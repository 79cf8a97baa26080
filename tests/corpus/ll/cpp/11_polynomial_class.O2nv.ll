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
  %19 = alloca %class.Poly, align 8
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
  store double -1.000000e+00, ptr %32, align 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  store double 1.000000e+00, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %33, ptr %36, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #14
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %5, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str)
  %38 = getelementptr inbounds i8, ptr %5, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !11
  %40 = load ptr, ptr %5, align 8, !tbaa !5
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %55, label %42

42:                                               ; preds = %0
  %43 = ptrtoint ptr %39 to i64
  %44 = ptrtoint ptr %40 to i64
  %45 = sub i64 %43, %44
  %46 = ashr exact i64 %45, 3
  br label %47

47:                                               ; preds = %47, %42
  %48 = phi i64 [ %49, %47 ], [ %46, %42 ]
  %49 = add i64 %48, -1
  %50 = load ptr, ptr %5, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %50, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !12
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %52, i64 noundef %49)
  %54 = icmp eq i64 %49, 0
  br i1 %54, label %55, label %47, !llvm.loop !14

55:                                               ; preds = %47, %0
  %56 = call i32 @putchar(i32 10)
  %57 = load ptr, ptr %5, align 8, !tbaa !5
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %5, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !10
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #16
  br label %65

65:                                               ; preds = %55, %59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #14
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %6, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1)
  %67 = getelementptr inbounds i8, ptr %6, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !11
  %69 = load ptr, ptr %6, align 8, !tbaa !5
  %70 = icmp eq ptr %68, %69
  br i1 %70, label %84, label %71

71:                                               ; preds = %65
  %72 = ptrtoint ptr %68 to i64
  %73 = ptrtoint ptr %69 to i64
  %74 = sub i64 %72, %73
  %75 = ashr exact i64 %74, 3
  br label %76

76:                                               ; preds = %76, %71
  %77 = phi i64 [ %78, %76 ], [ %75, %71 ]
  %78 = add i64 %77, -1
  %79 = load ptr, ptr %6, align 8, !tbaa !5
  %80 = getelementptr inbounds double, ptr %79, i64 %78
  %81 = load double, ptr %80, align 8, !tbaa !12
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %81, i64 noundef %78)
  %83 = icmp eq i64 %78, 0
  br i1 %83, label %84, label %76, !llvm.loop !14

84:                                               ; preds = %76, %65
  %85 = call i32 @putchar(i32 10)
  %86 = load ptr, ptr %6, align 8, !tbaa !5
  %87 = icmp eq ptr %86, null
  br i1 %87, label %94, label %88

88:                                               ; preds = %84
  %89 = getelementptr inbounds i8, ptr %6, i64 16
  %90 = load ptr, ptr %89, align 8, !tbaa !10
  %91 = ptrtoint ptr %90 to i64
  %92 = ptrtoint ptr %86 to i64
  %93 = sub i64 %91, %92
  call void @_ZdlPvm(ptr noundef nonnull %86, i64 noundef %93) #16
  br label %94

94:                                               ; preds = %84, %88
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !noalias !16
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %2, ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef -1.000000e+00), !noalias !16
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %7, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %2)
  %95 = load ptr, ptr %2, align 8, !tbaa !5, !noalias !16
  %96 = icmp eq ptr %95, null
  br i1 %96, label %103, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %2, i64 16
  %99 = load ptr, ptr %98, align 8, !tbaa !10, !noalias !16
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %95 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef %102) #16
  br label %103

103:                                              ; preds = %94, %97
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !noalias !16
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2)
  %105 = getelementptr inbounds i8, ptr %7, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !11
  %107 = load ptr, ptr %7, align 8, !tbaa !5
  %108 = icmp eq ptr %106, %107
  br i1 %108, label %122, label %109

109:                                              ; preds = %103
  %110 = ptrtoint ptr %106 to i64
  %111 = ptrtoint ptr %107 to i64
  %112 = sub i64 %110, %111
  %113 = ashr exact i64 %112, 3
  br label %114

114:                                              ; preds = %114, %109
  %115 = phi i64 [ %116, %114 ], [ %113, %109 ]
  %116 = add i64 %115, -1
  %117 = load ptr, ptr %7, align 8, !tbaa !5
  %118 = getelementptr inbounds double, ptr %117, i64 %116
  %119 = load double, ptr %118, align 8, !tbaa !12
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %119, i64 noundef %116)
  %121 = icmp eq i64 %116, 0
  br i1 %121, label %122, label %114, !llvm.loop !14

122:                                              ; preds = %114, %103
  %123 = call i32 @putchar(i32 10)
  %124 = load ptr, ptr %7, align 8, !tbaa !5
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %122
  %127 = getelementptr inbounds i8, ptr %7, i64 16
  %128 = load ptr, ptr %127, align 8, !tbaa !10
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #16
  br label %132

132:                                              ; preds = %122, %126
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #14
  call void @_ZNK4Poly10derivativeEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %8, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3)
  %134 = getelementptr inbounds i8, ptr %8, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !11
  %136 = load ptr, ptr %8, align 8, !tbaa !5
  %137 = icmp eq ptr %135, %136
  br i1 %137, label %151, label %138

138:                                              ; preds = %132
  %139 = ptrtoint ptr %135 to i64
  %140 = ptrtoint ptr %136 to i64
  %141 = sub i64 %139, %140
  %142 = ashr exact i64 %141, 3
  br label %143

143:                                              ; preds = %143, %138
  %144 = phi i64 [ %145, %143 ], [ %142, %138 ]
  %145 = add i64 %144, -1
  %146 = load ptr, ptr %8, align 8, !tbaa !5
  %147 = getelementptr inbounds double, ptr %146, i64 %145
  %148 = load double, ptr %147, align 8, !tbaa !12
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %148, i64 noundef %145)
  %150 = icmp eq i64 %145, 0
  br i1 %150, label %151, label %143, !llvm.loop !14

151:                                              ; preds = %143, %132
  %152 = call i32 @putchar(i32 10)
  %153 = load ptr, ptr %8, align 8, !tbaa !5
  %154 = icmp eq ptr %153, null
  br i1 %154, label %161, label %155

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, ptr %8, i64 16
  %157 = load ptr, ptr %156, align 8, !tbaa !10
  %158 = ptrtoint ptr %157 to i64
  %159 = ptrtoint ptr %153 to i64
  %160 = sub i64 %158, %159
  call void @_ZdlPvm(ptr noundef nonnull %153, i64 noundef %160) #16
  br label %161

161:                                              ; preds = %151, %155
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %9, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4)
  %163 = getelementptr inbounds i8, ptr %9, i64 8
  %164 = load ptr, ptr %163, align 8, !tbaa !11
  %165 = load ptr, ptr %9, align 8, !tbaa !5
  %166 = icmp eq ptr %164, %165
  br i1 %166, label %180, label %167

167:                                              ; preds = %161
  %168 = ptrtoint ptr %164 to i64
  %169 = ptrtoint ptr %165 to i64
  %170 = sub i64 %168, %169
  %171 = ashr exact i64 %170, 3
  br label %172

172:                                              ; preds = %172, %167
  %173 = phi i64 [ %174, %172 ], [ %171, %167 ]
  %174 = add i64 %173, -1
  %175 = load ptr, ptr %9, align 8, !tbaa !5
  %176 = getelementptr inbounds double, ptr %175, i64 %174
  %177 = load double, ptr %176, align 8, !tbaa !12
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %177, i64 noundef %174)
  %179 = icmp eq i64 %174, 0
  br i1 %179, label %180, label %172, !llvm.loop !14

180:                                              ; preds = %172, %161
  %181 = call i32 @putchar(i32 10)
  %182 = load ptr, ptr %9, align 8, !tbaa !5
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %180
  %185 = getelementptr inbounds i8, ptr %9, i64 16
  %186 = load ptr, ptr %185, align 8, !tbaa !10
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #16
  br label %190

190:                                              ; preds = %180, %184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  %191 = getelementptr inbounds i8, ptr %10, i64 8
  %192 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %192, ptr %10, align 8, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %192, i64 8
  %194 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %193, ptr %194, align 8, !tbaa !10
  store double 0.000000e+00, ptr %192, align 8, !tbaa !12
  store ptr %193, ptr %191, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  %195 = getelementptr inbounds i8, ptr %11, i64 8
  %196 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %196, ptr %11, align 8, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %196, i64 8
  %198 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %197, ptr %198, align 8, !tbaa !10
  store double 0.000000e+00, ptr %196, align 8, !tbaa !12
  store ptr %197, ptr %195, align 8, !tbaa !11
  call void @_ZNK4Poly6divmodERKS_RS_S2_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %11)
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5)
  %200 = load ptr, ptr %191, align 8, !tbaa !11
  %201 = load ptr, ptr %10, align 8, !tbaa !5
  %202 = icmp eq ptr %200, %201
  br i1 %202, label %216, label %203

203:                                              ; preds = %190
  %204 = ptrtoint ptr %200 to i64
  %205 = ptrtoint ptr %201 to i64
  %206 = sub i64 %204, %205
  %207 = ashr exact i64 %206, 3
  br label %208

208:                                              ; preds = %208, %203
  %209 = phi i64 [ %210, %208 ], [ %207, %203 ]
  %210 = add i64 %209, -1
  %211 = load ptr, ptr %10, align 8, !tbaa !5
  %212 = getelementptr inbounds double, ptr %211, i64 %210
  %213 = load double, ptr %212, align 8, !tbaa !12
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %213, i64 noundef %210)
  %215 = icmp eq i64 %210, 0
  br i1 %215, label %216, label %208, !llvm.loop !14

216:                                              ; preds = %208, %190
  %217 = call i32 @putchar(i32 10)
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6)
  %219 = load ptr, ptr %195, align 8, !tbaa !11
  %220 = load ptr, ptr %11, align 8, !tbaa !5
  %221 = icmp eq ptr %219, %220
  br i1 %221, label %235, label %222

222:                                              ; preds = %216
  %223 = ptrtoint ptr %219 to i64
  %224 = ptrtoint ptr %220 to i64
  %225 = sub i64 %223, %224
  %226 = ashr exact i64 %225, 3
  br label %227

227:                                              ; preds = %227, %222
  %228 = phi i64 [ %229, %227 ], [ %226, %222 ]
  %229 = add i64 %228, -1
  %230 = load ptr, ptr %11, align 8, !tbaa !5
  %231 = getelementptr inbounds double, ptr %230, i64 %229
  %232 = load double, ptr %231, align 8, !tbaa !12
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %232, i64 noundef %229)
  %234 = icmp eq i64 %229, 0
  br i1 %234, label %235, label %227, !llvm.loop !14

235:                                              ; preds = %227, %216
  %236 = call i32 @putchar(i32 10)
  %237 = load ptr, ptr %31, align 8, !tbaa !11
  %238 = load ptr, ptr %3, align 8, !tbaa !5
  %239 = icmp eq ptr %237, %238
  br i1 %239, label %284, label %240

240:                                              ; preds = %235
  %241 = ptrtoint ptr %237 to i64
  %242 = ptrtoint ptr %238 to i64
  %243 = sub i64 %241, %242
  %244 = ashr exact i64 %243, 3
  %245 = add nsw i64 %244, -1
  %246 = and i64 %244, 3
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %258, label %248

248:                                              ; preds = %240, %248
  %249 = phi i64 [ %252, %248 ], [ %244, %240 ]
  %250 = phi double [ %255, %248 ], [ 0.000000e+00, %240 ]
  %251 = phi i64 [ %256, %248 ], [ 0, %240 ]
  %252 = add i64 %249, -1
  %253 = getelementptr inbounds double, ptr %238, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !12
  %255 = call double @llvm.fmuladd.f64(double %250, double 1.500000e+00, double %254)
  %256 = add i64 %251, 1
  %257 = icmp eq i64 %256, %246
  br i1 %257, label %258, label %248, !llvm.loop !19

258:                                              ; preds = %248, %240
  %259 = phi double [ poison, %240 ], [ %255, %248 ]
  %260 = phi i64 [ %244, %240 ], [ %252, %248 ]
  %261 = phi double [ 0.000000e+00, %240 ], [ %255, %248 ]
  %262 = icmp ult i64 %245, 3
  br i1 %262, label %284, label %263

263:                                              ; preds = %258
  %264 = getelementptr i8, ptr %238, i64 -8
  %265 = getelementptr i8, ptr %238, i64 -16
  %266 = getelementptr i8, ptr %238, i64 -24
  br label %267

267:                                              ; preds = %267, %263
  %268 = phi i64 [ %260, %263 ], [ %279, %267 ]
  %269 = phi double [ %261, %263 ], [ %282, %267 ]
  %270 = getelementptr double, ptr %264, i64 %268
  %271 = load double, ptr %270, align 8, !tbaa !12
  %272 = call double @llvm.fmuladd.f64(double %269, double 1.500000e+00, double %271)
  %273 = getelementptr double, ptr %265, i64 %268
  %274 = load double, ptr %273, align 8, !tbaa !12
  %275 = call double @llvm.fmuladd.f64(double %272, double 1.500000e+00, double %274)
  %276 = getelementptr double, ptr %266, i64 %268
  %277 = load double, ptr %276, align 8, !tbaa !12
  %278 = call double @llvm.fmuladd.f64(double %275, double 1.500000e+00, double %277)
  %279 = add i64 %268, -4
  %280 = getelementptr inbounds double, ptr %238, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !12
  %282 = call double @llvm.fmuladd.f64(double %278, double 1.500000e+00, double %281)
  %283 = icmp eq i64 %279, 0
  br i1 %283, label %284, label %267, !llvm.loop !21

284:                                              ; preds = %258, %267, %235
  %285 = phi double [ 0.000000e+00, %235 ], [ %259, %258 ], [ %282, %267 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  call void @_ZNK4Poly10derivativeEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %12, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %286 = getelementptr inbounds i8, ptr %12, i64 8
  %287 = load ptr, ptr %286, align 8, !tbaa !11
  %288 = load ptr, ptr %12, align 8, !tbaa !5
  %289 = icmp eq ptr %287, %288
  br i1 %289, label %334, label %290

290:                                              ; preds = %284
  %291 = ptrtoint ptr %287 to i64
  %292 = ptrtoint ptr %288 to i64
  %293 = sub i64 %291, %292
  %294 = ashr exact i64 %293, 3
  %295 = add nsw i64 %294, -1
  %296 = and i64 %294, 3
  %297 = icmp eq i64 %296, 0
  br i1 %297, label %308, label %298

298:                                              ; preds = %290, %298
  %299 = phi i64 [ %302, %298 ], [ %294, %290 ]
  %300 = phi double [ %305, %298 ], [ 0.000000e+00, %290 ]
  %301 = phi i64 [ %306, %298 ], [ 0, %290 ]
  %302 = add i64 %299, -1
  %303 = getelementptr inbounds double, ptr %288, i64 %302
  %304 = load double, ptr %303, align 8, !tbaa !12
  %305 = call double @llvm.fmuladd.f64(double %300, double 1.500000e+00, double %304)
  %306 = add i64 %301, 1
  %307 = icmp eq i64 %306, %296
  br i1 %307, label %308, label %298, !llvm.loop !22

308:                                              ; preds = %298, %290
  %309 = phi double [ poison, %290 ], [ %305, %298 ]
  %310 = phi i64 [ %294, %290 ], [ %302, %298 ]
  %311 = phi double [ 0.000000e+00, %290 ], [ %305, %298 ]
  %312 = icmp ult i64 %295, 3
  br i1 %312, label %334, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %288, i64 -8
  %315 = getelementptr i8, ptr %288, i64 -16
  %316 = getelementptr i8, ptr %288, i64 -24
  br label %317

317:                                              ; preds = %317, %313
  %318 = phi i64 [ %310, %313 ], [ %329, %317 ]
  %319 = phi double [ %311, %313 ], [ %332, %317 ]
  %320 = getelementptr double, ptr %314, i64 %318
  %321 = load double, ptr %320, align 8, !tbaa !12
  %322 = call double @llvm.fmuladd.f64(double %319, double 1.500000e+00, double %321)
  %323 = getelementptr double, ptr %315, i64 %318
  %324 = load double, ptr %323, align 8, !tbaa !12
  %325 = call double @llvm.fmuladd.f64(double %322, double 1.500000e+00, double %324)
  %326 = getelementptr double, ptr %316, i64 %318
  %327 = load double, ptr %326, align 8, !tbaa !12
  %328 = call double @llvm.fmuladd.f64(double %325, double 1.500000e+00, double %327)
  %329 = add i64 %318, -4
  %330 = getelementptr inbounds double, ptr %288, i64 %329
  %331 = load double, ptr %330, align 8, !tbaa !12
  %332 = call double @llvm.fmuladd.f64(double %328, double 1.500000e+00, double %331)
  %333 = icmp eq i64 %329, 0
  br i1 %333, label %334, label %317, !llvm.loop !21

334:                                              ; preds = %308, %317, %284
  %335 = phi double [ 0.000000e+00, %284 ], [ %309, %308 ], [ %332, %317 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %13, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %336 = getelementptr inbounds i8, ptr %13, i64 8
  %337 = load ptr, ptr %336, align 8, !tbaa !11
  %338 = load ptr, ptr %13, align 8, !tbaa !5
  %339 = icmp eq ptr %337, %338
  br i1 %339, label %384, label %340

340:                                              ; preds = %334
  %341 = ptrtoint ptr %337 to i64
  %342 = ptrtoint ptr %338 to i64
  %343 = sub i64 %341, %342
  %344 = ashr exact i64 %343, 3
  %345 = add nsw i64 %344, -1
  %346 = and i64 %344, 3
  %347 = icmp eq i64 %346, 0
  br i1 %347, label %358, label %348

348:                                              ; preds = %340, %348
  %349 = phi i64 [ %352, %348 ], [ %344, %340 ]
  %350 = phi double [ %355, %348 ], [ 0.000000e+00, %340 ]
  %351 = phi i64 [ %356, %348 ], [ 0, %340 ]
  %352 = add i64 %349, -1
  %353 = getelementptr inbounds double, ptr %338, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !12
  %355 = call double @llvm.fmuladd.f64(double %350, double 2.000000e+00, double %354)
  %356 = add i64 %351, 1
  %357 = icmp eq i64 %356, %346
  br i1 %357, label %358, label %348, !llvm.loop !23

358:                                              ; preds = %348, %340
  %359 = phi double [ poison, %340 ], [ %355, %348 ]
  %360 = phi i64 [ %344, %340 ], [ %352, %348 ]
  %361 = phi double [ 0.000000e+00, %340 ], [ %355, %348 ]
  %362 = icmp ult i64 %345, 3
  br i1 %362, label %384, label %363

363:                                              ; preds = %358
  %364 = getelementptr i8, ptr %338, i64 -8
  %365 = getelementptr i8, ptr %338, i64 -16
  %366 = getelementptr i8, ptr %338, i64 -24
  br label %367

367:                                              ; preds = %367, %363
  %368 = phi i64 [ %360, %363 ], [ %379, %367 ]
  %369 = phi double [ %361, %363 ], [ %382, %367 ]
  %370 = getelementptr double, ptr %364, i64 %368
  %371 = load double, ptr %370, align 8, !tbaa !12
  %372 = call double @llvm.fmuladd.f64(double %369, double 2.000000e+00, double %371)
  %373 = getelementptr double, ptr %365, i64 %368
  %374 = load double, ptr %373, align 8, !tbaa !12
  %375 = call double @llvm.fmuladd.f64(double %372, double 2.000000e+00, double %374)
  %376 = getelementptr double, ptr %366, i64 %368
  %377 = load double, ptr %376, align 8, !tbaa !12
  %378 = call double @llvm.fmuladd.f64(double %375, double 2.000000e+00, double %377)
  %379 = add i64 %368, -4
  %380 = getelementptr inbounds double, ptr %338, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !12
  %382 = call double @llvm.fmuladd.f64(double %378, double 2.000000e+00, double %381)
  %383 = icmp eq i64 %379, 0
  br i1 %383, label %384, label %367, !llvm.loop !21

384:                                              ; preds = %358, %367, %334
  %385 = phi double [ 0.000000e+00, %334 ], [ %359, %358 ], [ %382, %367 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #14
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %14, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %386 = getelementptr inbounds i8, ptr %14, i64 8
  %387 = load ptr, ptr %386, align 8, !tbaa !11
  %388 = load ptr, ptr %14, align 8, !tbaa !5
  %389 = icmp eq ptr %387, %388
  br i1 %389, label %434, label %390

390:                                              ; preds = %384
  %391 = ptrtoint ptr %387 to i64
  %392 = ptrtoint ptr %388 to i64
  %393 = sub i64 %391, %392
  %394 = ashr exact i64 %393, 3
  %395 = add nsw i64 %394, -1
  %396 = and i64 %394, 3
  %397 = icmp eq i64 %396, 0
  br i1 %397, label %408, label %398

398:                                              ; preds = %390, %398
  %399 = phi i64 [ %402, %398 ], [ %394, %390 ]
  %400 = phi double [ %405, %398 ], [ 0.000000e+00, %390 ]
  %401 = phi i64 [ %406, %398 ], [ 0, %390 ]
  %402 = add i64 %399, -1
  %403 = getelementptr inbounds double, ptr %388, i64 %402
  %404 = load double, ptr %403, align 8, !tbaa !12
  %405 = call double @llvm.fmuladd.f64(double %400, double 0.000000e+00, double %404)
  %406 = add i64 %401, 1
  %407 = icmp eq i64 %406, %396
  br i1 %407, label %408, label %398, !llvm.loop !24

408:                                              ; preds = %398, %390
  %409 = phi double [ poison, %390 ], [ %405, %398 ]
  %410 = phi i64 [ %394, %390 ], [ %402, %398 ]
  %411 = phi double [ 0.000000e+00, %390 ], [ %405, %398 ]
  %412 = icmp ult i64 %395, 3
  br i1 %412, label %434, label %413

413:                                              ; preds = %408
  %414 = getelementptr i8, ptr %388, i64 -8
  %415 = getelementptr i8, ptr %388, i64 -16
  %416 = getelementptr i8, ptr %388, i64 -24
  br label %417

417:                                              ; preds = %417, %413
  %418 = phi i64 [ %410, %413 ], [ %429, %417 ]
  %419 = phi double [ %411, %413 ], [ %432, %417 ]
  %420 = getelementptr double, ptr %414, i64 %418
  %421 = load double, ptr %420, align 8, !tbaa !12
  %422 = call double @llvm.fmuladd.f64(double %419, double 0.000000e+00, double %421)
  %423 = getelementptr double, ptr %415, i64 %418
  %424 = load double, ptr %423, align 8, !tbaa !12
  %425 = call double @llvm.fmuladd.f64(double %422, double 0.000000e+00, double %424)
  %426 = getelementptr double, ptr %416, i64 %418
  %427 = load double, ptr %426, align 8, !tbaa !12
  %428 = call double @llvm.fmuladd.f64(double %425, double 0.000000e+00, double %427)
  %429 = add i64 %418, -4
  %430 = getelementptr inbounds double, ptr %388, i64 %429
  %431 = load double, ptr %430, align 8, !tbaa !12
  %432 = call double @llvm.fmuladd.f64(double %428, double 0.000000e+00, double %431)
  %433 = icmp eq i64 %429, 0
  br i1 %433, label %434, label %417, !llvm.loop !21

434:                                              ; preds = %408, %417, %384
  %435 = phi double [ 0.000000e+00, %384 ], [ %409, %408 ], [ %432, %417 ]
  %436 = fsub double %385, %435
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %285, double noundef %335, double noundef %436)
  %438 = load ptr, ptr %14, align 8, !tbaa !5
  %439 = icmp eq ptr %438, null
  br i1 %439, label %446, label %440

440:                                              ; preds = %434
  %441 = getelementptr inbounds i8, ptr %14, i64 16
  %442 = load ptr, ptr %441, align 8, !tbaa !10
  %443 = ptrtoint ptr %442 to i64
  %444 = ptrtoint ptr %438 to i64
  %445 = sub i64 %443, %444
  call void @_ZdlPvm(ptr noundef nonnull %438, i64 noundef %445) #16
  br label %446

446:                                              ; preds = %434, %440
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #14
  %447 = load ptr, ptr %13, align 8, !tbaa !5
  %448 = icmp eq ptr %447, null
  br i1 %448, label %455, label %449

449:                                              ; preds = %446
  %450 = getelementptr inbounds i8, ptr %13, i64 16
  %451 = load ptr, ptr %450, align 8, !tbaa !10
  %452 = ptrtoint ptr %451 to i64
  %453 = ptrtoint ptr %447 to i64
  %454 = sub i64 %452, %453
  call void @_ZdlPvm(ptr noundef nonnull %447, i64 noundef %454) #16
  br label %455

455:                                              ; preds = %446, %449
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  %456 = load ptr, ptr %12, align 8, !tbaa !5
  %457 = icmp eq ptr %456, null
  br i1 %457, label %464, label %458

458:                                              ; preds = %455
  %459 = getelementptr inbounds i8, ptr %12, i64 16
  %460 = load ptr, ptr %459, align 8, !tbaa !10
  %461 = ptrtoint ptr %460 to i64
  %462 = ptrtoint ptr %456 to i64
  %463 = sub i64 %461, %462
  call void @_ZdlPvm(ptr noundef nonnull %456, i64 noundef %463) #16
  br label %464

464:                                              ; preds = %455, %458
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %465 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store ptr %465, ptr %16, align 8, !tbaa !5
  %466 = getelementptr inbounds i8, ptr %465, i64 8
  %467 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %466, ptr %467, align 8, !tbaa !10
  store double 1.000000e+00, ptr %465, align 8
  %468 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %466, ptr %468, align 8, !tbaa !11
  %469 = getelementptr inbounds i8, ptr %15, i64 8
  %470 = getelementptr inbounds i8, ptr %15, i64 16
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr null, ptr noundef nonnull align 8 dereferenceable(24) %16)
  %471 = load ptr, ptr %16, align 8, !tbaa !5
  %472 = icmp eq ptr %471, null
  br i1 %472, label %478, label %473

473:                                              ; preds = %464
  %474 = load ptr, ptr %467, align 8, !tbaa !10
  %475 = ptrtoint ptr %474 to i64
  %476 = ptrtoint ptr %471 to i64
  %477 = sub i64 %475, %476
  call void @_ZdlPvm(ptr noundef nonnull %471, i64 noundef %477) #16
  br label %478

478:                                              ; preds = %473, %464
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #14
  %479 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
  store ptr %479, ptr %17, align 8, !tbaa !5
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %480, ptr %481, align 8, !tbaa !10
  store double 0.000000e+00, ptr %479, align 8
  %482 = getelementptr inbounds i8, ptr %479, i64 8
  store double 1.000000e+00, ptr %482, align 8
  %483 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %480, ptr %483, align 8, !tbaa !11
  %484 = load ptr, ptr %469, align 8, !tbaa !25
  %485 = load ptr, ptr %470, align 8, !tbaa !26
  %486 = icmp eq ptr %484, %485
  br i1 %486, label %491, label %487

487:                                              ; preds = %478
  store ptr %479, ptr %484, align 8, !tbaa !5
  %488 = getelementptr inbounds i8, ptr %484, i64 8
  store ptr %480, ptr %488, align 8, !tbaa !11
  %489 = getelementptr inbounds i8, ptr %484, i64 16
  store ptr %480, ptr %489, align 8, !tbaa !10
  %490 = getelementptr inbounds i8, ptr %484, i64 24
  store ptr %490, ptr %469, align 8, !tbaa !28
  br label %499

491:                                              ; preds = %478
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr %484, ptr noundef nonnull align 8 dereferenceable(24) %17)
  %492 = load ptr, ptr %17, align 8, !tbaa !5
  %493 = icmp eq ptr %492, null
  br i1 %493, label %499, label %494

494:                                              ; preds = %491
  %495 = load ptr, ptr %481, align 8, !tbaa !10
  %496 = ptrtoint ptr %495 to i64
  %497 = ptrtoint ptr %492 to i64
  %498 = sub i64 %496, %497
  call void @_ZdlPvm(ptr noundef nonnull %492, i64 noundef %498) #16
  br label %499

499:                                              ; preds = %494, %491, %487
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #14
  %500 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
  store ptr %500, ptr %18, align 8, !tbaa !5
  %501 = getelementptr inbounds i8, ptr %500, i64 16
  %502 = getelementptr inbounds i8, ptr %18, i64 16
  store ptr %501, ptr %502, align 8, !tbaa !10
  store double 0.000000e+00, ptr %500, align 8
  %503 = getelementptr inbounds i8, ptr %500, i64 8
  store double 1.000000e+00, ptr %503, align 8
  %504 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %501, ptr %504, align 8, !tbaa !11
  %505 = getelementptr inbounds i8, ptr %1, i64 16
  %506 = getelementptr inbounds i8, ptr %19, i64 8
  %507 = getelementptr inbounds i8, ptr %19, i64 16
  %508 = getelementptr inbounds i8, ptr %20, i64 16
  %509 = getelementptr inbounds i8, ptr %23, i64 16
  %510 = getelementptr inbounds i8, ptr %21, i64 16
  %511 = getelementptr inbounds i8, ptr %22, i64 16
  br label %540

512:                                              ; preds = %612
  %513 = load ptr, ptr %15, align 8, !tbaa !29
  %514 = getelementptr inbounds i8, ptr %513, i64 120
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8)
  %516 = getelementptr inbounds i8, ptr %513, i64 128
  %517 = load ptr, ptr %516, align 8, !tbaa !11
  %518 = load ptr, ptr %514, align 8, !tbaa !5
  %519 = icmp eq ptr %517, %518
  br i1 %519, label %533, label %520

520:                                              ; preds = %512
  %521 = ptrtoint ptr %517 to i64
  %522 = ptrtoint ptr %518 to i64
  %523 = sub i64 %521, %522
  %524 = ashr exact i64 %523, 3
  br label %525

525:                                              ; preds = %525, %520
  %526 = phi i64 [ %527, %525 ], [ %524, %520 ]
  %527 = add i64 %526, -1
  %528 = load ptr, ptr %514, align 8, !tbaa !5
  %529 = getelementptr inbounds double, ptr %528, i64 %527
  %530 = load double, ptr %529, align 8, !tbaa !12
  %531 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %530, i64 noundef %527)
  %532 = icmp eq i64 %527, 0
  br i1 %532, label %533, label %525, !llvm.loop !14

533:                                              ; preds = %525, %512
  %534 = call i32 @putchar(i32 10)
  %535 = load ptr, ptr %15, align 8, !tbaa !29
  %536 = getelementptr inbounds i8, ptr %535, i64 8
  %537 = load ptr, ptr %536, align 8, !tbaa !11
  %538 = load ptr, ptr %535, align 8, !tbaa !5
  %539 = icmp eq ptr %537, %538
  br i1 %539, label %842, label %742

540:                                              ; preds = %499, %612
  %541 = phi i64 [ 1, %499 ], [ %558, %612 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #14
  %542 = load ptr, ptr %15, align 8, !tbaa !29
  %543 = getelementptr inbounds %class.Poly, ptr %542, i64 %541
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %22, ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef nonnull align 8 dereferenceable(24) %543)
  %544 = trunc nuw nsw i64 %541 to i32
  %545 = uitofp nneg i32 %544 to double
  %546 = call double @llvm.fmuladd.f64(double %545, double 2.000000e+00, double 1.000000e+00)
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %21, ptr noundef nonnull align 8 dereferenceable(24) %22, double noundef %546)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #14
  %547 = load ptr, ptr %15, align 8, !tbaa !29
  %548 = getelementptr %class.Poly, ptr %547, i64 %541
  %549 = getelementptr i8, ptr %548, i64 -24
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %23, ptr noundef nonnull align 8 dereferenceable(24) %549, double noundef %545)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14, !noalias !30
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %1, ptr noundef nonnull align 8 dereferenceable(24) %23, double noundef -1.000000e+00), !noalias !30
  call void @_ZNK4PolyplERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %20, ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %1)
  %550 = load ptr, ptr %1, align 8, !tbaa !5, !noalias !30
  %551 = icmp eq ptr %550, null
  br i1 %551, label %557, label %552

552:                                              ; preds = %540
  %553 = load ptr, ptr %505, align 8, !tbaa !10, !noalias !30
  %554 = ptrtoint ptr %553 to i64
  %555 = ptrtoint ptr %550 to i64
  %556 = sub i64 %554, %555
  call void @_ZdlPvm(ptr noundef nonnull %550, i64 noundef %556) #16
  br label %557

557:                                              ; preds = %540, %552
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14, !noalias !30
  %558 = add nuw nsw i64 %541, 1
  %559 = trunc nuw nsw i64 %558 to i32
  %560 = uitofp nneg i32 %559 to double
  %561 = fdiv double 1.000000e+00, %560
  call void @_ZNK4PolymlEd(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %19, ptr noundef nonnull align 8 dereferenceable(24) %20, double noundef %561)
  %562 = load ptr, ptr %469, align 8, !tbaa !25
  %563 = load ptr, ptr %470, align 8, !tbaa !26
  %564 = icmp eq ptr %562, %563
  br i1 %564, label %572, label %565

565:                                              ; preds = %557
  %566 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr %566, ptr %562, align 8, !tbaa !5
  %567 = getelementptr inbounds i8, ptr %562, i64 8
  %568 = load ptr, ptr %506, align 8, !tbaa !11
  store ptr %568, ptr %567, align 8, !tbaa !11
  %569 = getelementptr inbounds i8, ptr %562, i64 16
  %570 = load ptr, ptr %507, align 8, !tbaa !10
  store ptr %570, ptr %569, align 8, !tbaa !10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, i8 0, i64 24, i1 false)
  %571 = getelementptr inbounds i8, ptr %562, i64 24
  store ptr %571, ptr %469, align 8, !tbaa !28
  br label %580

572:                                              ; preds = %557
  call void @_ZNSt6vectorI4PolySaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr %562, ptr noundef nonnull align 8 dereferenceable(24) %19)
  %573 = load ptr, ptr %19, align 8, !tbaa !5
  %574 = icmp eq ptr %573, null
  br i1 %574, label %580, label %575

575:                                              ; preds = %572
  %576 = load ptr, ptr %507, align 8, !tbaa !10
  %577 = ptrtoint ptr %576 to i64
  %578 = ptrtoint ptr %573 to i64
  %579 = sub i64 %577, %578
  call void @_ZdlPvm(ptr noundef nonnull %573, i64 noundef %579) #16
  br label %580

580:                                              ; preds = %565, %572, %575
  %581 = load ptr, ptr %20, align 8, !tbaa !5
  %582 = icmp eq ptr %581, null
  br i1 %582, label %588, label %583

583:                                              ; preds = %580
  %584 = load ptr, ptr %508, align 8, !tbaa !10
  %585 = ptrtoint ptr %584 to i64
  %586 = ptrtoint ptr %581 to i64
  %587 = sub i64 %585, %586
  call void @_ZdlPvm(ptr noundef nonnull %581, i64 noundef %587) #16
  br label %588

588:                                              ; preds = %580, %583
  %589 = load ptr, ptr %23, align 8, !tbaa !5
  %590 = icmp eq ptr %589, null
  br i1 %590, label %596, label %591

591:                                              ; preds = %588
  %592 = load ptr, ptr %509, align 8, !tbaa !10
  %593 = ptrtoint ptr %592 to i64
  %594 = ptrtoint ptr %589 to i64
  %595 = sub i64 %593, %594
  call void @_ZdlPvm(ptr noundef nonnull %589, i64 noundef %595) #16
  br label %596

596:                                              ; preds = %588, %591
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #14
  %597 = load ptr, ptr %21, align 8, !tbaa !5
  %598 = icmp eq ptr %597, null
  br i1 %598, label %604, label %599

599:                                              ; preds = %596
  %600 = load ptr, ptr %510, align 8, !tbaa !10
  %601 = ptrtoint ptr %600 to i64
  %602 = ptrtoint ptr %597 to i64
  %603 = sub i64 %601, %602
  call void @_ZdlPvm(ptr noundef nonnull %597, i64 noundef %603) #16
  br label %604

604:                                              ; preds = %596, %599
  %605 = load ptr, ptr %22, align 8, !tbaa !5
  %606 = icmp eq ptr %605, null
  br i1 %606, label %612, label %607

607:                                              ; preds = %604
  %608 = load ptr, ptr %511, align 8, !tbaa !10
  %609 = ptrtoint ptr %608 to i64
  %610 = ptrtoint ptr %605 to i64
  %611 = sub i64 %609, %610
  call void @_ZdlPvm(ptr noundef nonnull %605, i64 noundef %611) #16
  br label %612

612:                                              ; preds = %604, %607
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #14
  %613 = icmp eq i64 %558, 8
  br i1 %613, label %512, label %540, !llvm.loop !33

614:                                              ; preds = %1282
  %615 = getelementptr inbounds i8, ptr %25, i64 16
  %616 = load ptr, ptr %615, align 8, !tbaa !10
  %617 = ptrtoint ptr %616 to i64
  %618 = ptrtoint ptr %1289 to i64
  %619 = sub i64 %617, %618
  call void @_ZdlPvm(ptr noundef nonnull %1289, i64 noundef %619) #16
  br label %620

620:                                              ; preds = %1282, %614
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #14
  %621 = load ptr, ptr %15, align 8, !tbaa !29
  %622 = getelementptr inbounds i8, ptr %621, i64 96
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %27, ptr noundef nonnull align 8 dereferenceable(24) %622, ptr noundef nonnull align 8 dereferenceable(24) %622)
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %26, ptr noundef nonnull align 8 dereferenceable(24) %27)
  %623 = load ptr, ptr %27, align 8, !tbaa !5
  %624 = icmp eq ptr %623, null
  br i1 %624, label %631, label %625

625:                                              ; preds = %620
  %626 = getelementptr inbounds i8, ptr %27, i64 16
  %627 = load ptr, ptr %626, align 8, !tbaa !10
  %628 = ptrtoint ptr %627 to i64
  %629 = ptrtoint ptr %623 to i64
  %630 = sub i64 %628, %629
  call void @_ZdlPvm(ptr noundef nonnull %623, i64 noundef %630) #16
  br label %631

631:                                              ; preds = %620, %625
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #14
  %632 = getelementptr inbounds i8, ptr %24, i64 8
  %633 = load ptr, ptr %632, align 8, !tbaa !11
  %634 = load ptr, ptr %24, align 8, !tbaa !5
  %635 = icmp eq ptr %633, %634
  br i1 %635, label %1394, label %636

636:                                              ; preds = %631
  %637 = ptrtoint ptr %633 to i64
  %638 = ptrtoint ptr %634 to i64
  %639 = sub i64 %637, %638
  %640 = ashr exact i64 %639, 3
  %641 = add nsw i64 %640, -1
  %642 = and i64 %640, 7
  %643 = icmp eq i64 %642, 0
  br i1 %643, label %654, label %644

644:                                              ; preds = %636, %644
  %645 = phi i64 [ %648, %644 ], [ %640, %636 ]
  %646 = phi double [ %651, %644 ], [ 0.000000e+00, %636 ]
  %647 = phi i64 [ %652, %644 ], [ 0, %636 ]
  %648 = add i64 %645, -1
  %649 = getelementptr inbounds double, ptr %634, i64 %648
  %650 = load double, ptr %649, align 8, !tbaa !12
  %651 = fadd double %646, %650
  %652 = add i64 %647, 1
  %653 = icmp eq i64 %652, %642
  br i1 %653, label %654, label %644, !llvm.loop !34

654:                                              ; preds = %644, %636
  %655 = phi double [ poison, %636 ], [ %651, %644 ]
  %656 = phi i64 [ %640, %636 ], [ %648, %644 ]
  %657 = phi double [ 0.000000e+00, %636 ], [ %651, %644 ]
  %658 = icmp ult i64 %641, 7
  br i1 %658, label %696, label %659

659:                                              ; preds = %654
  %660 = getelementptr i8, ptr %634, i64 -8
  %661 = getelementptr i8, ptr %634, i64 -16
  %662 = getelementptr i8, ptr %634, i64 -24
  %663 = getelementptr i8, ptr %634, i64 -32
  %664 = getelementptr i8, ptr %634, i64 -40
  %665 = getelementptr i8, ptr %634, i64 -48
  %666 = getelementptr i8, ptr %634, i64 -56
  br label %667

667:                                              ; preds = %667, %659
  %668 = phi i64 [ %656, %659 ], [ %691, %667 ]
  %669 = phi double [ %657, %659 ], [ %694, %667 ]
  %670 = getelementptr double, ptr %660, i64 %668
  %671 = load double, ptr %670, align 8, !tbaa !12
  %672 = fadd double %669, %671
  %673 = getelementptr double, ptr %661, i64 %668
  %674 = load double, ptr %673, align 8, !tbaa !12
  %675 = fadd double %672, %674
  %676 = getelementptr double, ptr %662, i64 %668
  %677 = load double, ptr %676, align 8, !tbaa !12
  %678 = fadd double %675, %677
  %679 = getelementptr double, ptr %663, i64 %668
  %680 = load double, ptr %679, align 8, !tbaa !12
  %681 = fadd double %678, %680
  %682 = getelementptr double, ptr %664, i64 %668
  %683 = load double, ptr %682, align 8, !tbaa !12
  %684 = fadd double %681, %683
  %685 = getelementptr double, ptr %665, i64 %668
  %686 = load double, ptr %685, align 8, !tbaa !12
  %687 = fadd double %684, %686
  %688 = getelementptr double, ptr %666, i64 %668
  %689 = load double, ptr %688, align 8, !tbaa !12
  %690 = fadd double %687, %689
  %691 = add i64 %668, -8
  %692 = getelementptr inbounds double, ptr %634, i64 %691
  %693 = load double, ptr %692, align 8, !tbaa !12
  %694 = fadd double %690, %693
  %695 = icmp eq i64 %691, 0
  br i1 %695, label %696, label %667, !llvm.loop !21

696:                                              ; preds = %667, %654
  %697 = phi double [ %655, %654 ], [ %694, %667 ]
  %698 = and i64 %640, 3
  %699 = icmp eq i64 %698, 0
  br i1 %699, label %710, label %700

700:                                              ; preds = %696, %700
  %701 = phi i64 [ %704, %700 ], [ %640, %696 ]
  %702 = phi double [ %707, %700 ], [ 0.000000e+00, %696 ]
  %703 = phi i64 [ %708, %700 ], [ 0, %696 ]
  %704 = add i64 %701, -1
  %705 = getelementptr inbounds double, ptr %634, i64 %704
  %706 = load double, ptr %705, align 8, !tbaa !12
  %707 = call double @llvm.fmuladd.f64(double %702, double -1.000000e+00, double %706)
  %708 = add i64 %703, 1
  %709 = icmp eq i64 %708, %698
  br i1 %709, label %710, label %700, !llvm.loop !35

710:                                              ; preds = %700, %696
  %711 = phi double [ poison, %696 ], [ %707, %700 ]
  %712 = phi i64 [ %640, %696 ], [ %704, %700 ]
  %713 = phi double [ 0.000000e+00, %696 ], [ %707, %700 ]
  %714 = icmp ult i64 %641, 3
  br i1 %714, label %736, label %715

715:                                              ; preds = %710
  %716 = getelementptr i8, ptr %634, i64 -8
  %717 = getelementptr i8, ptr %634, i64 -16
  %718 = getelementptr i8, ptr %634, i64 -24
  br label %719

719:                                              ; preds = %719, %715
  %720 = phi i64 [ %712, %715 ], [ %731, %719 ]
  %721 = phi double [ %713, %715 ], [ %734, %719 ]
  %722 = getelementptr double, ptr %716, i64 %720
  %723 = load double, ptr %722, align 8, !tbaa !12
  %724 = call double @llvm.fmuladd.f64(double %721, double -1.000000e+00, double %723)
  %725 = getelementptr double, ptr %717, i64 %720
  %726 = load double, ptr %725, align 8, !tbaa !12
  %727 = call double @llvm.fmuladd.f64(double %724, double -1.000000e+00, double %726)
  %728 = getelementptr double, ptr %718, i64 %720
  %729 = load double, ptr %728, align 8, !tbaa !12
  %730 = call double @llvm.fmuladd.f64(double %727, double -1.000000e+00, double %729)
  %731 = add i64 %720, -4
  %732 = getelementptr inbounds double, ptr %634, i64 %731
  %733 = load double, ptr %732, align 8, !tbaa !12
  %734 = call double @llvm.fmuladd.f64(double %730, double -1.000000e+00, double %733)
  %735 = icmp eq i64 %731, 0
  br i1 %735, label %736, label %719, !llvm.loop !21

736:                                              ; preds = %719, %710
  %737 = phi double [ %711, %710 ], [ %734, %719 ]
  %738 = fsub double %697, %737
  %739 = call double @llvm.fabs.f64(double %738)
  %740 = fcmp olt double %739, 0x3D06849B86A12B9B
  %741 = or i1 %740, %635
  br i1 %741, label %1394, label %1291

742:                                              ; preds = %533
  %743 = ptrtoint ptr %537 to i64
  %744 = ptrtoint ptr %538 to i64
  %745 = sub i64 %743, %744
  %746 = ashr exact i64 %745, 3
  %747 = add nsw i64 %746, -1
  %748 = and i64 %746, 3
  %749 = icmp eq i64 %748, 0
  br i1 %749, label %760, label %750

750:                                              ; preds = %742, %750
  %751 = phi i64 [ %754, %750 ], [ %746, %742 ]
  %752 = phi double [ %757, %750 ], [ 0.000000e+00, %742 ]
  %753 = phi i64 [ %758, %750 ], [ 0, %742 ]
  %754 = add i64 %751, -1
  %755 = getelementptr inbounds double, ptr %538, i64 %754
  %756 = load double, ptr %755, align 8, !tbaa !12
  %757 = call double @llvm.fmuladd.f64(double %752, double 5.000000e-01, double %756)
  %758 = add i64 %753, 1
  %759 = icmp eq i64 %758, %748
  br i1 %759, label %760, label %750, !llvm.loop !36

760:                                              ; preds = %750, %742
  %761 = phi double [ poison, %742 ], [ %757, %750 ]
  %762 = phi i64 [ %746, %742 ], [ %754, %750 ]
  %763 = phi double [ 0.000000e+00, %742 ], [ %757, %750 ]
  %764 = icmp ult i64 %747, 3
  br i1 %764, label %786, label %765

765:                                              ; preds = %760
  %766 = getelementptr i8, ptr %538, i64 -8
  %767 = getelementptr i8, ptr %538, i64 -16
  %768 = getelementptr i8, ptr %538, i64 -24
  br label %769

769:                                              ; preds = %769, %765
  %770 = phi i64 [ %762, %765 ], [ %781, %769 ]
  %771 = phi double [ %763, %765 ], [ %784, %769 ]
  %772 = getelementptr double, ptr %766, i64 %770
  %773 = load double, ptr %772, align 8, !tbaa !12
  %774 = call double @llvm.fmuladd.f64(double %771, double 5.000000e-01, double %773)
  %775 = getelementptr double, ptr %767, i64 %770
  %776 = load double, ptr %775, align 8, !tbaa !12
  %777 = call double @llvm.fmuladd.f64(double %774, double 5.000000e-01, double %776)
  %778 = getelementptr double, ptr %768, i64 %770
  %779 = load double, ptr %778, align 8, !tbaa !12
  %780 = call double @llvm.fmuladd.f64(double %777, double 5.000000e-01, double %779)
  %781 = add i64 %770, -4
  %782 = getelementptr inbounds double, ptr %538, i64 %781
  %783 = load double, ptr %782, align 8, !tbaa !12
  %784 = call double @llvm.fmuladd.f64(double %780, double 5.000000e-01, double %783)
  %785 = icmp eq i64 %781, 0
  br i1 %785, label %786, label %769, !llvm.loop !21

786:                                              ; preds = %769, %760
  %787 = phi double [ %761, %760 ], [ %784, %769 ]
  %788 = and i64 %746, 7
  %789 = icmp eq i64 %788, 0
  br i1 %789, label %800, label %790

790:                                              ; preds = %786, %790
  %791 = phi i64 [ %794, %790 ], [ %746, %786 ]
  %792 = phi double [ %797, %790 ], [ 0.000000e+00, %786 ]
  %793 = phi i64 [ %798, %790 ], [ 0, %786 ]
  %794 = add i64 %791, -1
  %795 = getelementptr inbounds double, ptr %538, i64 %794
  %796 = load double, ptr %795, align 8, !tbaa !12
  %797 = fadd double %792, %796
  %798 = add i64 %793, 1
  %799 = icmp eq i64 %798, %788
  br i1 %799, label %800, label %790, !llvm.loop !37

800:                                              ; preds = %790, %786
  %801 = phi double [ poison, %786 ], [ %797, %790 ]
  %802 = phi i64 [ %746, %786 ], [ %794, %790 ]
  %803 = phi double [ 0.000000e+00, %786 ], [ %797, %790 ]
  %804 = icmp ult i64 %747, 7
  br i1 %804, label %842, label %805

805:                                              ; preds = %800
  %806 = getelementptr i8, ptr %538, i64 -8
  %807 = getelementptr i8, ptr %538, i64 -16
  %808 = getelementptr i8, ptr %538, i64 -24
  %809 = getelementptr i8, ptr %538, i64 -32
  %810 = getelementptr i8, ptr %538, i64 -40
  %811 = getelementptr i8, ptr %538, i64 -48
  %812 = getelementptr i8, ptr %538, i64 -56
  br label %813

813:                                              ; preds = %813, %805
  %814 = phi i64 [ %802, %805 ], [ %837, %813 ]
  %815 = phi double [ %803, %805 ], [ %840, %813 ]
  %816 = getelementptr double, ptr %806, i64 %814
  %817 = load double, ptr %816, align 8, !tbaa !12
  %818 = fadd double %815, %817
  %819 = getelementptr double, ptr %807, i64 %814
  %820 = load double, ptr %819, align 8, !tbaa !12
  %821 = fadd double %818, %820
  %822 = getelementptr double, ptr %808, i64 %814
  %823 = load double, ptr %822, align 8, !tbaa !12
  %824 = fadd double %821, %823
  %825 = getelementptr double, ptr %809, i64 %814
  %826 = load double, ptr %825, align 8, !tbaa !12
  %827 = fadd double %824, %826
  %828 = getelementptr double, ptr %810, i64 %814
  %829 = load double, ptr %828, align 8, !tbaa !12
  %830 = fadd double %827, %829
  %831 = getelementptr double, ptr %811, i64 %814
  %832 = load double, ptr %831, align 8, !tbaa !12
  %833 = fadd double %830, %832
  %834 = getelementptr double, ptr %812, i64 %814
  %835 = load double, ptr %834, align 8, !tbaa !12
  %836 = fadd double %833, %835
  %837 = add i64 %814, -8
  %838 = getelementptr inbounds double, ptr %538, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !12
  %840 = fadd double %836, %839
  %841 = icmp eq i64 %837, 0
  br i1 %841, label %842, label %813, !llvm.loop !21

842:                                              ; preds = %800, %813, %533
  %843 = phi double [ 0.000000e+00, %533 ], [ %787, %813 ], [ %787, %800 ]
  %844 = phi double [ 0.000000e+00, %533 ], [ %801, %800 ], [ %840, %813 ]
  %845 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, double noundef %843, i32 noundef 0, double noundef %844)
  %846 = load ptr, ptr %15, align 8, !tbaa !29
  %847 = getelementptr inbounds i8, ptr %846, i64 48
  %848 = getelementptr inbounds i8, ptr %846, i64 56
  %849 = load ptr, ptr %848, align 8, !tbaa !11
  %850 = load ptr, ptr %847, align 8, !tbaa !5
  %851 = icmp eq ptr %849, %850
  br i1 %851, label %952, label %852

852:                                              ; preds = %842
  %853 = ptrtoint ptr %849 to i64
  %854 = ptrtoint ptr %850 to i64
  %855 = sub i64 %853, %854
  %856 = ashr exact i64 %855, 3
  %857 = add nsw i64 %856, -1
  %858 = and i64 %856, 3
  %859 = icmp eq i64 %858, 0
  br i1 %859, label %870, label %860

860:                                              ; preds = %852, %860
  %861 = phi i64 [ %864, %860 ], [ %856, %852 ]
  %862 = phi double [ %867, %860 ], [ 0.000000e+00, %852 ]
  %863 = phi i64 [ %868, %860 ], [ 0, %852 ]
  %864 = add i64 %861, -1
  %865 = getelementptr inbounds double, ptr %850, i64 %864
  %866 = load double, ptr %865, align 8, !tbaa !12
  %867 = call double @llvm.fmuladd.f64(double %862, double 5.000000e-01, double %866)
  %868 = add i64 %863, 1
  %869 = icmp eq i64 %868, %858
  br i1 %869, label %870, label %860, !llvm.loop !38

870:                                              ; preds = %860, %852
  %871 = phi double [ poison, %852 ], [ %867, %860 ]
  %872 = phi i64 [ %856, %852 ], [ %864, %860 ]
  %873 = phi double [ 0.000000e+00, %852 ], [ %867, %860 ]
  %874 = icmp ult i64 %857, 3
  br i1 %874, label %896, label %875

875:                                              ; preds = %870
  %876 = getelementptr i8, ptr %850, i64 -8
  %877 = getelementptr i8, ptr %850, i64 -16
  %878 = getelementptr i8, ptr %850, i64 -24
  br label %879

879:                                              ; preds = %879, %875
  %880 = phi i64 [ %872, %875 ], [ %891, %879 ]
  %881 = phi double [ %873, %875 ], [ %894, %879 ]
  %882 = getelementptr double, ptr %876, i64 %880
  %883 = load double, ptr %882, align 8, !tbaa !12
  %884 = call double @llvm.fmuladd.f64(double %881, double 5.000000e-01, double %883)
  %885 = getelementptr double, ptr %877, i64 %880
  %886 = load double, ptr %885, align 8, !tbaa !12
  %887 = call double @llvm.fmuladd.f64(double %884, double 5.000000e-01, double %886)
  %888 = getelementptr double, ptr %878, i64 %880
  %889 = load double, ptr %888, align 8, !tbaa !12
  %890 = call double @llvm.fmuladd.f64(double %887, double 5.000000e-01, double %889)
  %891 = add i64 %880, -4
  %892 = getelementptr inbounds double, ptr %850, i64 %891
  %893 = load double, ptr %892, align 8, !tbaa !12
  %894 = call double @llvm.fmuladd.f64(double %890, double 5.000000e-01, double %893)
  %895 = icmp eq i64 %891, 0
  br i1 %895, label %896, label %879, !llvm.loop !21

896:                                              ; preds = %879, %870
  %897 = phi double [ %871, %870 ], [ %894, %879 ]
  %898 = and i64 %856, 7
  %899 = icmp eq i64 %898, 0
  br i1 %899, label %910, label %900

900:                                              ; preds = %896, %900
  %901 = phi i64 [ %904, %900 ], [ %856, %896 ]
  %902 = phi double [ %907, %900 ], [ 0.000000e+00, %896 ]
  %903 = phi i64 [ %908, %900 ], [ 0, %896 ]
  %904 = add i64 %901, -1
  %905 = getelementptr inbounds double, ptr %850, i64 %904
  %906 = load double, ptr %905, align 8, !tbaa !12
  %907 = fadd double %902, %906
  %908 = add i64 %903, 1
  %909 = icmp eq i64 %908, %898
  br i1 %909, label %910, label %900, !llvm.loop !39

910:                                              ; preds = %900, %896
  %911 = phi double [ poison, %896 ], [ %907, %900 ]
  %912 = phi i64 [ %856, %896 ], [ %904, %900 ]
  %913 = phi double [ 0.000000e+00, %896 ], [ %907, %900 ]
  %914 = icmp ult i64 %857, 7
  br i1 %914, label %952, label %915

915:                                              ; preds = %910
  %916 = getelementptr i8, ptr %850, i64 -8
  %917 = getelementptr i8, ptr %850, i64 -16
  %918 = getelementptr i8, ptr %850, i64 -24
  %919 = getelementptr i8, ptr %850, i64 -32
  %920 = getelementptr i8, ptr %850, i64 -40
  %921 = getelementptr i8, ptr %850, i64 -48
  %922 = getelementptr i8, ptr %850, i64 -56
  br label %923

923:                                              ; preds = %923, %915
  %924 = phi i64 [ %912, %915 ], [ %947, %923 ]
  %925 = phi double [ %913, %915 ], [ %950, %923 ]
  %926 = getelementptr double, ptr %916, i64 %924
  %927 = load double, ptr %926, align 8, !tbaa !12
  %928 = fadd double %925, %927
  %929 = getelementptr double, ptr %917, i64 %924
  %930 = load double, ptr %929, align 8, !tbaa !12
  %931 = fadd double %928, %930
  %932 = getelementptr double, ptr %918, i64 %924
  %933 = load double, ptr %932, align 8, !tbaa !12
  %934 = fadd double %931, %933
  %935 = getelementptr double, ptr %919, i64 %924
  %936 = load double, ptr %935, align 8, !tbaa !12
  %937 = fadd double %934, %936
  %938 = getelementptr double, ptr %920, i64 %924
  %939 = load double, ptr %938, align 8, !tbaa !12
  %940 = fadd double %937, %939
  %941 = getelementptr double, ptr %921, i64 %924
  %942 = load double, ptr %941, align 8, !tbaa !12
  %943 = fadd double %940, %942
  %944 = getelementptr double, ptr %922, i64 %924
  %945 = load double, ptr %944, align 8, !tbaa !12
  %946 = fadd double %943, %945
  %947 = add i64 %924, -8
  %948 = getelementptr inbounds double, ptr %850, i64 %947
  %949 = load double, ptr %948, align 8, !tbaa !12
  %950 = fadd double %946, %949
  %951 = icmp eq i64 %947, 0
  br i1 %951, label %952, label %923, !llvm.loop !21

952:                                              ; preds = %910, %923, %842
  %953 = phi double [ 0.000000e+00, %842 ], [ %897, %923 ], [ %897, %910 ]
  %954 = phi double [ 0.000000e+00, %842 ], [ %911, %910 ], [ %950, %923 ]
  %955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2, double noundef %953, i32 noundef 2, double noundef %954)
  %956 = load ptr, ptr %15, align 8, !tbaa !29
  %957 = getelementptr inbounds i8, ptr %956, i64 96
  %958 = getelementptr inbounds i8, ptr %956, i64 104
  %959 = load ptr, ptr %958, align 8, !tbaa !11
  %960 = load ptr, ptr %957, align 8, !tbaa !5
  %961 = icmp eq ptr %959, %960
  br i1 %961, label %1062, label %962

962:                                              ; preds = %952
  %963 = ptrtoint ptr %959 to i64
  %964 = ptrtoint ptr %960 to i64
  %965 = sub i64 %963, %964
  %966 = ashr exact i64 %965, 3
  %967 = add nsw i64 %966, -1
  %968 = and i64 %966, 3
  %969 = icmp eq i64 %968, 0
  br i1 %969, label %980, label %970

970:                                              ; preds = %962, %970
  %971 = phi i64 [ %974, %970 ], [ %966, %962 ]
  %972 = phi double [ %977, %970 ], [ 0.000000e+00, %962 ]
  %973 = phi i64 [ %978, %970 ], [ 0, %962 ]
  %974 = add i64 %971, -1
  %975 = getelementptr inbounds double, ptr %960, i64 %974
  %976 = load double, ptr %975, align 8, !tbaa !12
  %977 = call double @llvm.fmuladd.f64(double %972, double 5.000000e-01, double %976)
  %978 = add i64 %973, 1
  %979 = icmp eq i64 %978, %968
  br i1 %979, label %980, label %970, !llvm.loop !40

980:                                              ; preds = %970, %962
  %981 = phi double [ poison, %962 ], [ %977, %970 ]
  %982 = phi i64 [ %966, %962 ], [ %974, %970 ]
  %983 = phi double [ 0.000000e+00, %962 ], [ %977, %970 ]
  %984 = icmp ult i64 %967, 3
  br i1 %984, label %1006, label %985

985:                                              ; preds = %980
  %986 = getelementptr i8, ptr %960, i64 -8
  %987 = getelementptr i8, ptr %960, i64 -16
  %988 = getelementptr i8, ptr %960, i64 -24
  br label %989

989:                                              ; preds = %989, %985
  %990 = phi i64 [ %982, %985 ], [ %1001, %989 ]
  %991 = phi double [ %983, %985 ], [ %1004, %989 ]
  %992 = getelementptr double, ptr %986, i64 %990
  %993 = load double, ptr %992, align 8, !tbaa !12
  %994 = call double @llvm.fmuladd.f64(double %991, double 5.000000e-01, double %993)
  %995 = getelementptr double, ptr %987, i64 %990
  %996 = load double, ptr %995, align 8, !tbaa !12
  %997 = call double @llvm.fmuladd.f64(double %994, double 5.000000e-01, double %996)
  %998 = getelementptr double, ptr %988, i64 %990
  %999 = load double, ptr %998, align 8, !tbaa !12
  %1000 = call double @llvm.fmuladd.f64(double %997, double 5.000000e-01, double %999)
  %1001 = add i64 %990, -4
  %1002 = getelementptr inbounds double, ptr %960, i64 %1001
  %1003 = load double, ptr %1002, align 8, !tbaa !12
  %1004 = call double @llvm.fmuladd.f64(double %1000, double 5.000000e-01, double %1003)
  %1005 = icmp eq i64 %1001, 0
  br i1 %1005, label %1006, label %989, !llvm.loop !21

1006:                                             ; preds = %989, %980
  %1007 = phi double [ %981, %980 ], [ %1004, %989 ]
  %1008 = and i64 %966, 7
  %1009 = icmp eq i64 %1008, 0
  br i1 %1009, label %1020, label %1010

1010:                                             ; preds = %1006, %1010
  %1011 = phi i64 [ %1014, %1010 ], [ %966, %1006 ]
  %1012 = phi double [ %1017, %1010 ], [ 0.000000e+00, %1006 ]
  %1013 = phi i64 [ %1018, %1010 ], [ 0, %1006 ]
  %1014 = add i64 %1011, -1
  %1015 = getelementptr inbounds double, ptr %960, i64 %1014
  %1016 = load double, ptr %1015, align 8, !tbaa !12
  %1017 = fadd double %1012, %1016
  %1018 = add i64 %1013, 1
  %1019 = icmp eq i64 %1018, %1008
  br i1 %1019, label %1020, label %1010, !llvm.loop !41

1020:                                             ; preds = %1010, %1006
  %1021 = phi double [ poison, %1006 ], [ %1017, %1010 ]
  %1022 = phi i64 [ %966, %1006 ], [ %1014, %1010 ]
  %1023 = phi double [ 0.000000e+00, %1006 ], [ %1017, %1010 ]
  %1024 = icmp ult i64 %967, 7
  br i1 %1024, label %1062, label %1025

1025:                                             ; preds = %1020
  %1026 = getelementptr i8, ptr %960, i64 -8
  %1027 = getelementptr i8, ptr %960, i64 -16
  %1028 = getelementptr i8, ptr %960, i64 -24
  %1029 = getelementptr i8, ptr %960, i64 -32
  %1030 = getelementptr i8, ptr %960, i64 -40
  %1031 = getelementptr i8, ptr %960, i64 -48
  %1032 = getelementptr i8, ptr %960, i64 -56
  br label %1033

1033:                                             ; preds = %1033, %1025
  %1034 = phi i64 [ %1022, %1025 ], [ %1057, %1033 ]
  %1035 = phi double [ %1023, %1025 ], [ %1060, %1033 ]
  %1036 = getelementptr double, ptr %1026, i64 %1034
  %1037 = load double, ptr %1036, align 8, !tbaa !12
  %1038 = fadd double %1035, %1037
  %1039 = getelementptr double, ptr %1027, i64 %1034
  %1040 = load double, ptr %1039, align 8, !tbaa !12
  %1041 = fadd double %1038, %1040
  %1042 = getelementptr double, ptr %1028, i64 %1034
  %1043 = load double, ptr %1042, align 8, !tbaa !12
  %1044 = fadd double %1041, %1043
  %1045 = getelementptr double, ptr %1029, i64 %1034
  %1046 = load double, ptr %1045, align 8, !tbaa !12
  %1047 = fadd double %1044, %1046
  %1048 = getelementptr double, ptr %1030, i64 %1034
  %1049 = load double, ptr %1048, align 8, !tbaa !12
  %1050 = fadd double %1047, %1049
  %1051 = getelementptr double, ptr %1031, i64 %1034
  %1052 = load double, ptr %1051, align 8, !tbaa !12
  %1053 = fadd double %1050, %1052
  %1054 = getelementptr double, ptr %1032, i64 %1034
  %1055 = load double, ptr %1054, align 8, !tbaa !12
  %1056 = fadd double %1053, %1055
  %1057 = add i64 %1034, -8
  %1058 = getelementptr inbounds double, ptr %960, i64 %1057
  %1059 = load double, ptr %1058, align 8, !tbaa !12
  %1060 = fadd double %1056, %1059
  %1061 = icmp eq i64 %1057, 0
  br i1 %1061, label %1062, label %1033, !llvm.loop !21

1062:                                             ; preds = %1020, %1033, %952
  %1063 = phi double [ 0.000000e+00, %952 ], [ %1007, %1033 ], [ %1007, %1020 ]
  %1064 = phi double [ 0.000000e+00, %952 ], [ %1021, %1020 ], [ %1060, %1033 ]
  %1065 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4, double noundef %1063, i32 noundef 4, double noundef %1064)
  %1066 = load ptr, ptr %15, align 8, !tbaa !29
  %1067 = getelementptr inbounds i8, ptr %1066, i64 144
  %1068 = getelementptr inbounds i8, ptr %1066, i64 152
  %1069 = load ptr, ptr %1068, align 8, !tbaa !11
  %1070 = load ptr, ptr %1067, align 8, !tbaa !5
  %1071 = icmp eq ptr %1069, %1070
  br i1 %1071, label %1172, label %1072

1072:                                             ; preds = %1062
  %1073 = ptrtoint ptr %1069 to i64
  %1074 = ptrtoint ptr %1070 to i64
  %1075 = sub i64 %1073, %1074
  %1076 = ashr exact i64 %1075, 3
  %1077 = add nsw i64 %1076, -1
  %1078 = and i64 %1076, 3
  %1079 = icmp eq i64 %1078, 0
  br i1 %1079, label %1090, label %1080

1080:                                             ; preds = %1072, %1080
  %1081 = phi i64 [ %1084, %1080 ], [ %1076, %1072 ]
  %1082 = phi double [ %1087, %1080 ], [ 0.000000e+00, %1072 ]
  %1083 = phi i64 [ %1088, %1080 ], [ 0, %1072 ]
  %1084 = add i64 %1081, -1
  %1085 = getelementptr inbounds double, ptr %1070, i64 %1084
  %1086 = load double, ptr %1085, align 8, !tbaa !12
  %1087 = call double @llvm.fmuladd.f64(double %1082, double 5.000000e-01, double %1086)
  %1088 = add i64 %1083, 1
  %1089 = icmp eq i64 %1088, %1078
  br i1 %1089, label %1090, label %1080, !llvm.loop !42

1090:                                             ; preds = %1080, %1072
  %1091 = phi double [ poison, %1072 ], [ %1087, %1080 ]
  %1092 = phi i64 [ %1076, %1072 ], [ %1084, %1080 ]
  %1093 = phi double [ 0.000000e+00, %1072 ], [ %1087, %1080 ]
  %1094 = icmp ult i64 %1077, 3
  br i1 %1094, label %1116, label %1095

1095:                                             ; preds = %1090
  %1096 = getelementptr i8, ptr %1070, i64 -8
  %1097 = getelementptr i8, ptr %1070, i64 -16
  %1098 = getelementptr i8, ptr %1070, i64 -24
  br label %1099

1099:                                             ; preds = %1099, %1095
  %1100 = phi i64 [ %1092, %1095 ], [ %1111, %1099 ]
  %1101 = phi double [ %1093, %1095 ], [ %1114, %1099 ]
  %1102 = getelementptr double, ptr %1096, i64 %1100
  %1103 = load double, ptr %1102, align 8, !tbaa !12
  %1104 = call double @llvm.fmuladd.f64(double %1101, double 5.000000e-01, double %1103)
  %1105 = getelementptr double, ptr %1097, i64 %1100
  %1106 = load double, ptr %1105, align 8, !tbaa !12
  %1107 = call double @llvm.fmuladd.f64(double %1104, double 5.000000e-01, double %1106)
  %1108 = getelementptr double, ptr %1098, i64 %1100
  %1109 = load double, ptr %1108, align 8, !tbaa !12
  %1110 = call double @llvm.fmuladd.f64(double %1107, double 5.000000e-01, double %1109)
  %1111 = add i64 %1100, -4
  %1112 = getelementptr inbounds double, ptr %1070, i64 %1111
  %1113 = load double, ptr %1112, align 8, !tbaa !12
  %1114 = call double @llvm.fmuladd.f64(double %1110, double 5.000000e-01, double %1113)
  %1115 = icmp eq i64 %1111, 0
  br i1 %1115, label %1116, label %1099, !llvm.loop !21

1116:                                             ; preds = %1099, %1090
  %1117 = phi double [ %1091, %1090 ], [ %1114, %1099 ]
  %1118 = and i64 %1076, 7
  %1119 = icmp eq i64 %1118, 0
  br i1 %1119, label %1130, label %1120

1120:                                             ; preds = %1116, %1120
  %1121 = phi i64 [ %1124, %1120 ], [ %1076, %1116 ]
  %1122 = phi double [ %1127, %1120 ], [ 0.000000e+00, %1116 ]
  %1123 = phi i64 [ %1128, %1120 ], [ 0, %1116 ]
  %1124 = add i64 %1121, -1
  %1125 = getelementptr inbounds double, ptr %1070, i64 %1124
  %1126 = load double, ptr %1125, align 8, !tbaa !12
  %1127 = fadd double %1122, %1126
  %1128 = add i64 %1123, 1
  %1129 = icmp eq i64 %1128, %1118
  br i1 %1129, label %1130, label %1120, !llvm.loop !43

1130:                                             ; preds = %1120, %1116
  %1131 = phi double [ poison, %1116 ], [ %1127, %1120 ]
  %1132 = phi i64 [ %1076, %1116 ], [ %1124, %1120 ]
  %1133 = phi double [ 0.000000e+00, %1116 ], [ %1127, %1120 ]
  %1134 = icmp ult i64 %1077, 7
  br i1 %1134, label %1172, label %1135

1135:                                             ; preds = %1130
  %1136 = getelementptr i8, ptr %1070, i64 -8
  %1137 = getelementptr i8, ptr %1070, i64 -16
  %1138 = getelementptr i8, ptr %1070, i64 -24
  %1139 = getelementptr i8, ptr %1070, i64 -32
  %1140 = getelementptr i8, ptr %1070, i64 -40
  %1141 = getelementptr i8, ptr %1070, i64 -48
  %1142 = getelementptr i8, ptr %1070, i64 -56
  br label %1143

1143:                                             ; preds = %1143, %1135
  %1144 = phi i64 [ %1132, %1135 ], [ %1167, %1143 ]
  %1145 = phi double [ %1133, %1135 ], [ %1170, %1143 ]
  %1146 = getelementptr double, ptr %1136, i64 %1144
  %1147 = load double, ptr %1146, align 8, !tbaa !12
  %1148 = fadd double %1145, %1147
  %1149 = getelementptr double, ptr %1137, i64 %1144
  %1150 = load double, ptr %1149, align 8, !tbaa !12
  %1151 = fadd double %1148, %1150
  %1152 = getelementptr double, ptr %1138, i64 %1144
  %1153 = load double, ptr %1152, align 8, !tbaa !12
  %1154 = fadd double %1151, %1153
  %1155 = getelementptr double, ptr %1139, i64 %1144
  %1156 = load double, ptr %1155, align 8, !tbaa !12
  %1157 = fadd double %1154, %1156
  %1158 = getelementptr double, ptr %1140, i64 %1144
  %1159 = load double, ptr %1158, align 8, !tbaa !12
  %1160 = fadd double %1157, %1159
  %1161 = getelementptr double, ptr %1141, i64 %1144
  %1162 = load double, ptr %1161, align 8, !tbaa !12
  %1163 = fadd double %1160, %1162
  %1164 = getelementptr double, ptr %1142, i64 %1144
  %1165 = load double, ptr %1164, align 8, !tbaa !12
  %1166 = fadd double %1163, %1165
  %1167 = add i64 %1144, -8
  %1168 = getelementptr inbounds double, ptr %1070, i64 %1167
  %1169 = load double, ptr %1168, align 8, !tbaa !12
  %1170 = fadd double %1166, %1169
  %1171 = icmp eq i64 %1167, 0
  br i1 %1171, label %1172, label %1143, !llvm.loop !21

1172:                                             ; preds = %1130, %1143, %1062
  %1173 = phi double [ 0.000000e+00, %1062 ], [ %1117, %1143 ], [ %1117, %1130 ]
  %1174 = phi double [ 0.000000e+00, %1062 ], [ %1131, %1130 ], [ %1170, %1143 ]
  %1175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6, double noundef %1173, i32 noundef 6, double noundef %1174)
  %1176 = load ptr, ptr %15, align 8, !tbaa !29
  %1177 = getelementptr inbounds i8, ptr %1176, i64 192
  %1178 = getelementptr inbounds i8, ptr %1176, i64 200
  %1179 = load ptr, ptr %1178, align 8, !tbaa !11
  %1180 = load ptr, ptr %1177, align 8, !tbaa !5
  %1181 = icmp eq ptr %1179, %1180
  br i1 %1181, label %1282, label %1182

1182:                                             ; preds = %1172
  %1183 = ptrtoint ptr %1179 to i64
  %1184 = ptrtoint ptr %1180 to i64
  %1185 = sub i64 %1183, %1184
  %1186 = ashr exact i64 %1185, 3
  %1187 = add nsw i64 %1186, -1
  %1188 = and i64 %1186, 3
  %1189 = icmp eq i64 %1188, 0
  br i1 %1189, label %1200, label %1190

1190:                                             ; preds = %1182, %1190
  %1191 = phi i64 [ %1194, %1190 ], [ %1186, %1182 ]
  %1192 = phi double [ %1197, %1190 ], [ 0.000000e+00, %1182 ]
  %1193 = phi i64 [ %1198, %1190 ], [ 0, %1182 ]
  %1194 = add i64 %1191, -1
  %1195 = getelementptr inbounds double, ptr %1180, i64 %1194
  %1196 = load double, ptr %1195, align 8, !tbaa !12
  %1197 = call double @llvm.fmuladd.f64(double %1192, double 5.000000e-01, double %1196)
  %1198 = add i64 %1193, 1
  %1199 = icmp eq i64 %1198, %1188
  br i1 %1199, label %1200, label %1190, !llvm.loop !44

1200:                                             ; preds = %1190, %1182
  %1201 = phi double [ poison, %1182 ], [ %1197, %1190 ]
  %1202 = phi i64 [ %1186, %1182 ], [ %1194, %1190 ]
  %1203 = phi double [ 0.000000e+00, %1182 ], [ %1197, %1190 ]
  %1204 = icmp ult i64 %1187, 3
  br i1 %1204, label %1226, label %1205

1205:                                             ; preds = %1200
  %1206 = getelementptr i8, ptr %1180, i64 -8
  %1207 = getelementptr i8, ptr %1180, i64 -16
  %1208 = getelementptr i8, ptr %1180, i64 -24
  br label %1209

1209:                                             ; preds = %1209, %1205
  %1210 = phi i64 [ %1202, %1205 ], [ %1221, %1209 ]
  %1211 = phi double [ %1203, %1205 ], [ %1224, %1209 ]
  %1212 = getelementptr double, ptr %1206, i64 %1210
  %1213 = load double, ptr %1212, align 8, !tbaa !12
  %1214 = call double @llvm.fmuladd.f64(double %1211, double 5.000000e-01, double %1213)
  %1215 = getelementptr double, ptr %1207, i64 %1210
  %1216 = load double, ptr %1215, align 8, !tbaa !12
  %1217 = call double @llvm.fmuladd.f64(double %1214, double 5.000000e-01, double %1216)
  %1218 = getelementptr double, ptr %1208, i64 %1210
  %1219 = load double, ptr %1218, align 8, !tbaa !12
  %1220 = call double @llvm.fmuladd.f64(double %1217, double 5.000000e-01, double %1219)
  %1221 = add i64 %1210, -4
  %1222 = getelementptr inbounds double, ptr %1180, i64 %1221
  %1223 = load double, ptr %1222, align 8, !tbaa !12
  %1224 = call double @llvm.fmuladd.f64(double %1220, double 5.000000e-01, double %1223)
  %1225 = icmp eq i64 %1221, 0
  br i1 %1225, label %1226, label %1209, !llvm.loop !21

1226:                                             ; preds = %1209, %1200
  %1227 = phi double [ %1201, %1200 ], [ %1224, %1209 ]
  %1228 = and i64 %1186, 7
  %1229 = icmp eq i64 %1228, 0
  br i1 %1229, label %1240, label %1230

1230:                                             ; preds = %1226, %1230
  %1231 = phi i64 [ %1234, %1230 ], [ %1186, %1226 ]
  %1232 = phi double [ %1237, %1230 ], [ 0.000000e+00, %1226 ]
  %1233 = phi i64 [ %1238, %1230 ], [ 0, %1226 ]
  %1234 = add i64 %1231, -1
  %1235 = getelementptr inbounds double, ptr %1180, i64 %1234
  %1236 = load double, ptr %1235, align 8, !tbaa !12
  %1237 = fadd double %1232, %1236
  %1238 = add i64 %1233, 1
  %1239 = icmp eq i64 %1238, %1228
  br i1 %1239, label %1240, label %1230, !llvm.loop !45

1240:                                             ; preds = %1230, %1226
  %1241 = phi double [ poison, %1226 ], [ %1237, %1230 ]
  %1242 = phi i64 [ %1186, %1226 ], [ %1234, %1230 ]
  %1243 = phi double [ 0.000000e+00, %1226 ], [ %1237, %1230 ]
  %1244 = icmp ult i64 %1187, 7
  br i1 %1244, label %1282, label %1245

1245:                                             ; preds = %1240
  %1246 = getelementptr i8, ptr %1180, i64 -8
  %1247 = getelementptr i8, ptr %1180, i64 -16
  %1248 = getelementptr i8, ptr %1180, i64 -24
  %1249 = getelementptr i8, ptr %1180, i64 -32
  %1250 = getelementptr i8, ptr %1180, i64 -40
  %1251 = getelementptr i8, ptr %1180, i64 -48
  %1252 = getelementptr i8, ptr %1180, i64 -56
  br label %1253

1253:                                             ; preds = %1253, %1245
  %1254 = phi i64 [ %1242, %1245 ], [ %1277, %1253 ]
  %1255 = phi double [ %1243, %1245 ], [ %1280, %1253 ]
  %1256 = getelementptr double, ptr %1246, i64 %1254
  %1257 = load double, ptr %1256, align 8, !tbaa !12
  %1258 = fadd double %1255, %1257
  %1259 = getelementptr double, ptr %1247, i64 %1254
  %1260 = load double, ptr %1259, align 8, !tbaa !12
  %1261 = fadd double %1258, %1260
  %1262 = getelementptr double, ptr %1248, i64 %1254
  %1263 = load double, ptr %1262, align 8, !tbaa !12
  %1264 = fadd double %1261, %1263
  %1265 = getelementptr double, ptr %1249, i64 %1254
  %1266 = load double, ptr %1265, align 8, !tbaa !12
  %1267 = fadd double %1264, %1266
  %1268 = getelementptr double, ptr %1250, i64 %1254
  %1269 = load double, ptr %1268, align 8, !tbaa !12
  %1270 = fadd double %1267, %1269
  %1271 = getelementptr double, ptr %1251, i64 %1254
  %1272 = load double, ptr %1271, align 8, !tbaa !12
  %1273 = fadd double %1270, %1272
  %1274 = getelementptr double, ptr %1252, i64 %1254
  %1275 = load double, ptr %1274, align 8, !tbaa !12
  %1276 = fadd double %1273, %1275
  %1277 = add i64 %1254, -8
  %1278 = getelementptr inbounds double, ptr %1180, i64 %1277
  %1279 = load double, ptr %1278, align 8, !tbaa !12
  %1280 = fadd double %1276, %1279
  %1281 = icmp eq i64 %1277, 0
  br i1 %1281, label %1282, label %1253, !llvm.loop !21

1282:                                             ; preds = %1240, %1253, %1172
  %1283 = phi double [ 0.000000e+00, %1172 ], [ %1227, %1253 ], [ %1227, %1240 ]
  %1284 = phi double [ 0.000000e+00, %1172 ], [ %1241, %1240 ], [ %1280, %1253 ]
  %1285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8, double noundef %1283, i32 noundef 8, double noundef %1284)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #14
  %1286 = load ptr, ptr %15, align 8, !tbaa !29
  %1287 = getelementptr inbounds i8, ptr %1286, i64 72
  %1288 = getelementptr inbounds i8, ptr %1286, i64 120
  call void @_ZNK4PolymlERKS_(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %25, ptr noundef nonnull align 8 dereferenceable(24) %1287, ptr noundef nonnull align 8 dereferenceable(24) %1288)
  call void @_ZNK4Poly8integralEv(ptr dead_on_unwind nonnull writable sret(%class.Poly) align 8 %24, ptr noundef nonnull align 8 dereferenceable(24) %25)
  %1289 = load ptr, ptr %25, align 8, !tbaa !5
  %1290 = icmp eq ptr %1289, null
  br i1 %1290, label %620, label %614

1291:                                             ; preds = %736
  %1292 = ptrtoint ptr %633 to i64
  %1293 = ptrtoint ptr %634 to i64
  %1294 = sub i64 %1292, %1293
  %1295 = ashr exact i64 %1294, 3
  %1296 = add nsw i64 %1295, -1
  %1297 = and i64 %1295, 7
  %1298 = icmp eq i64 %1297, 0
  br i1 %1298, label %1309, label %1299

1299:                                             ; preds = %1291, %1299
  %1300 = phi i64 [ %1303, %1299 ], [ %1295, %1291 ]
  %1301 = phi double [ %1306, %1299 ], [ 0.000000e+00, %1291 ]
  %1302 = phi i64 [ %1307, %1299 ], [ 0, %1291 ]
  %1303 = add i64 %1300, -1
  %1304 = getelementptr inbounds double, ptr %634, i64 %1303
  %1305 = load double, ptr %1304, align 8, !tbaa !12
  %1306 = fadd double %1301, %1305
  %1307 = add i64 %1302, 1
  %1308 = icmp eq i64 %1307, %1297
  br i1 %1308, label %1309, label %1299, !llvm.loop !46

1309:                                             ; preds = %1299, %1291
  %1310 = phi double [ poison, %1291 ], [ %1306, %1299 ]
  %1311 = phi i64 [ %1295, %1291 ], [ %1303, %1299 ]
  %1312 = phi double [ 0.000000e+00, %1291 ], [ %1306, %1299 ]
  %1313 = icmp ult i64 %1296, 7
  br i1 %1313, label %1351, label %1314

1314:                                             ; preds = %1309
  %1315 = getelementptr i8, ptr %634, i64 -8
  %1316 = getelementptr i8, ptr %634, i64 -16
  %1317 = getelementptr i8, ptr %634, i64 -24
  %1318 = getelementptr i8, ptr %634, i64 -32
  %1319 = getelementptr i8, ptr %634, i64 -40
  %1320 = getelementptr i8, ptr %634, i64 -48
  %1321 = getelementptr i8, ptr %634, i64 -56
  br label %1322

1322:                                             ; preds = %1322, %1314
  %1323 = phi i64 [ %1311, %1314 ], [ %1346, %1322 ]
  %1324 = phi double [ %1312, %1314 ], [ %1349, %1322 ]
  %1325 = getelementptr double, ptr %1315, i64 %1323
  %1326 = load double, ptr %1325, align 8, !tbaa !12
  %1327 = fadd double %1324, %1326
  %1328 = getelementptr double, ptr %1316, i64 %1323
  %1329 = load double, ptr %1328, align 8, !tbaa !12
  %1330 = fadd double %1327, %1329
  %1331 = getelementptr double, ptr %1317, i64 %1323
  %1332 = load double, ptr %1331, align 8, !tbaa !12
  %1333 = fadd double %1330, %1332
  %1334 = getelementptr double, ptr %1318, i64 %1323
  %1335 = load double, ptr %1334, align 8, !tbaa !12
  %1336 = fadd double %1333, %1335
  %1337 = getelementptr double, ptr %1319, i64 %1323
  %1338 = load double, ptr %1337, align 8, !tbaa !12
  %1339 = fadd double %1336, %1338
  %1340 = getelementptr double, ptr %1320, i64 %1323
  %1341 = load double, ptr %1340, align 8, !tbaa !12
  %1342 = fadd double %1339, %1341
  %1343 = getelementptr double, ptr %1321, i64 %1323
  %1344 = load double, ptr %1343, align 8, !tbaa !12
  %1345 = fadd double %1342, %1344
  %1346 = add i64 %1323, -8
  %1347 = getelementptr inbounds double, ptr %634, i64 %1346
  %1348 = load double, ptr %1347, align 8, !tbaa !12
  %1349 = fadd double %1345, %1348
  %1350 = icmp eq i64 %1346, 0
  br i1 %1350, label %1351, label %1322, !llvm.loop !21

1351:                                             ; preds = %1322, %1309
  %1352 = phi double [ %1310, %1309 ], [ %1349, %1322 ]
  %1353 = and i64 %1295, 3
  %1354 = icmp eq i64 %1353, 0
  br i1 %1354, label %1365, label %1355

1355:                                             ; preds = %1351, %1355
  %1356 = phi i64 [ %1359, %1355 ], [ %1295, %1351 ]
  %1357 = phi double [ %1362, %1355 ], [ 0.000000e+00, %1351 ]
  %1358 = phi i64 [ %1363, %1355 ], [ 0, %1351 ]
  %1359 = add i64 %1356, -1
  %1360 = getelementptr inbounds double, ptr %634, i64 %1359
  %1361 = load double, ptr %1360, align 8, !tbaa !12
  %1362 = call double @llvm.fmuladd.f64(double %1357, double -1.000000e+00, double %1361)
  %1363 = add i64 %1358, 1
  %1364 = icmp eq i64 %1363, %1353
  br i1 %1364, label %1365, label %1355, !llvm.loop !47

1365:                                             ; preds = %1355, %1351
  %1366 = phi double [ poison, %1351 ], [ %1362, %1355 ]
  %1367 = phi i64 [ %1295, %1351 ], [ %1359, %1355 ]
  %1368 = phi double [ 0.000000e+00, %1351 ], [ %1362, %1355 ]
  %1369 = icmp ult i64 %1296, 3
  br i1 %1369, label %1391, label %1370

1370:                                             ; preds = %1365
  %1371 = getelementptr i8, ptr %634, i64 -8
  %1372 = getelementptr i8, ptr %634, i64 -16
  %1373 = getelementptr i8, ptr %634, i64 -24
  br label %1374

1374:                                             ; preds = %1374, %1370
  %1375 = phi i64 [ %1367, %1370 ], [ %1386, %1374 ]
  %1376 = phi double [ %1368, %1370 ], [ %1389, %1374 ]
  %1377 = getelementptr double, ptr %1371, i64 %1375
  %1378 = load double, ptr %1377, align 8, !tbaa !12
  %1379 = call double @llvm.fmuladd.f64(double %1376, double -1.000000e+00, double %1378)
  %1380 = getelementptr double, ptr %1372, i64 %1375
  %1381 = load double, ptr %1380, align 8, !tbaa !12
  %1382 = call double @llvm.fmuladd.f64(double %1379, double -1.000000e+00, double %1381)
  %1383 = getelementptr double, ptr %1373, i64 %1375
  %1384 = load double, ptr %1383, align 8, !tbaa !12
  %1385 = call double @llvm.fmuladd.f64(double %1382, double -1.000000e+00, double %1384)
  %1386 = add i64 %1375, -4
  %1387 = getelementptr inbounds double, ptr %634, i64 %1386
  %1388 = load double, ptr %1387, align 8, !tbaa !12
  %1389 = call double @llvm.fmuladd.f64(double %1385, double -1.000000e+00, double %1388)
  %1390 = icmp eq i64 %1386, 0
  br i1 %1390, label %1391, label %1374, !llvm.loop !21

1391:                                             ; preds = %1374, %1365
  %1392 = phi double [ %1366, %1365 ], [ %1389, %1374 ]
  %1393 = fsub double %1352, %1392
  br label %1394

1394:                                             ; preds = %736, %631, %1391
  %1395 = phi double [ 0.000000e+00, %736 ], [ %1393, %1391 ], [ 0.000000e+00, %631 ]
  %1396 = getelementptr inbounds i8, ptr %26, i64 8
  %1397 = load ptr, ptr %1396, align 8, !tbaa !11
  %1398 = load ptr, ptr %26, align 8, !tbaa !5
  %1399 = icmp eq ptr %1397, %1398
  br i1 %1399, label %1503, label %1400

1400:                                             ; preds = %1394
  %1401 = ptrtoint ptr %1397 to i64
  %1402 = ptrtoint ptr %1398 to i64
  %1403 = sub i64 %1401, %1402
  %1404 = ashr exact i64 %1403, 3
  %1405 = add nsw i64 %1404, -1
  %1406 = and i64 %1404, 7
  %1407 = icmp eq i64 %1406, 0
  br i1 %1407, label %1418, label %1408

1408:                                             ; preds = %1400, %1408
  %1409 = phi i64 [ %1412, %1408 ], [ %1404, %1400 ]
  %1410 = phi double [ %1415, %1408 ], [ 0.000000e+00, %1400 ]
  %1411 = phi i64 [ %1416, %1408 ], [ 0, %1400 ]
  %1412 = add i64 %1409, -1
  %1413 = getelementptr inbounds double, ptr %1398, i64 %1412
  %1414 = load double, ptr %1413, align 8, !tbaa !12
  %1415 = fadd double %1410, %1414
  %1416 = add i64 %1411, 1
  %1417 = icmp eq i64 %1416, %1406
  br i1 %1417, label %1418, label %1408, !llvm.loop !48

1418:                                             ; preds = %1408, %1400
  %1419 = phi double [ poison, %1400 ], [ %1415, %1408 ]
  %1420 = phi i64 [ %1404, %1400 ], [ %1412, %1408 ]
  %1421 = phi double [ 0.000000e+00, %1400 ], [ %1415, %1408 ]
  %1422 = icmp ult i64 %1405, 7
  br i1 %1422, label %1460, label %1423

1423:                                             ; preds = %1418
  %1424 = getelementptr i8, ptr %1398, i64 -8
  %1425 = getelementptr i8, ptr %1398, i64 -16
  %1426 = getelementptr i8, ptr %1398, i64 -24
  %1427 = getelementptr i8, ptr %1398, i64 -32
  %1428 = getelementptr i8, ptr %1398, i64 -40
  %1429 = getelementptr i8, ptr %1398, i64 -48
  %1430 = getelementptr i8, ptr %1398, i64 -56
  br label %1431

1431:                                             ; preds = %1431, %1423
  %1432 = phi i64 [ %1420, %1423 ], [ %1455, %1431 ]
  %1433 = phi double [ %1421, %1423 ], [ %1458, %1431 ]
  %1434 = getelementptr double, ptr %1424, i64 %1432
  %1435 = load double, ptr %1434, align 8, !tbaa !12
  %1436 = fadd double %1433, %1435
  %1437 = getelementptr double, ptr %1425, i64 %1432
  %1438 = load double, ptr %1437, align 8, !tbaa !12
  %1439 = fadd double %1436, %1438
  %1440 = getelementptr double, ptr %1426, i64 %1432
  %1441 = load double, ptr %1440, align 8, !tbaa !12
  %1442 = fadd double %1439, %1441
  %1443 = getelementptr double, ptr %1427, i64 %1432
  %1444 = load double, ptr %1443, align 8, !tbaa !12
  %1445 = fadd double %1442, %1444
  %1446 = getelementptr double, ptr %1428, i64 %1432
  %1447 = load double, ptr %1446, align 8, !tbaa !12
  %1448 = fadd double %1445, %1447
  %1449 = getelementptr double, ptr %1429, i64 %1432
  %1450 = load double, ptr %1449, align 8, !tbaa !12
  %1451 = fadd double %1448, %1450
  %1452 = getelementptr double, ptr %1430, i64 %1432
  %1453 = load double, ptr %1452, align 8, !tbaa !12
  %1454 = fadd double %1451, %1453
  %1455 = add i64 %1432, -8
  %1456 = getelementptr inbounds double, ptr %1398, i64 %1455
  %1457 = load double, ptr %1456, align 8, !tbaa !12
  %1458 = fadd double %1454, %1457
  %1459 = icmp eq i64 %1455, 0
  br i1 %1459, label %1460, label %1431, !llvm.loop !21

1460:                                             ; preds = %1431, %1418
  %1461 = phi double [ %1419, %1418 ], [ %1458, %1431 ]
  %1462 = and i64 %1404, 3
  %1463 = icmp eq i64 %1462, 0
  br i1 %1463, label %1474, label %1464

1464:                                             ; preds = %1460, %1464
  %1465 = phi i64 [ %1468, %1464 ], [ %1404, %1460 ]
  %1466 = phi double [ %1471, %1464 ], [ 0.000000e+00, %1460 ]
  %1467 = phi i64 [ %1472, %1464 ], [ 0, %1460 ]
  %1468 = add i64 %1465, -1
  %1469 = getelementptr inbounds double, ptr %1398, i64 %1468
  %1470 = load double, ptr %1469, align 8, !tbaa !12
  %1471 = call double @llvm.fmuladd.f64(double %1466, double -1.000000e+00, double %1470)
  %1472 = add i64 %1467, 1
  %1473 = icmp eq i64 %1472, %1462
  br i1 %1473, label %1474, label %1464, !llvm.loop !49

1474:                                             ; preds = %1464, %1460
  %1475 = phi double [ poison, %1460 ], [ %1471, %1464 ]
  %1476 = phi i64 [ %1404, %1460 ], [ %1468, %1464 ]
  %1477 = phi double [ 0.000000e+00, %1460 ], [ %1471, %1464 ]
  %1478 = icmp ult i64 %1405, 3
  br i1 %1478, label %1500, label %1479

1479:                                             ; preds = %1474
  %1480 = getelementptr i8, ptr %1398, i64 -8
  %1481 = getelementptr i8, ptr %1398, i64 -16
  %1482 = getelementptr i8, ptr %1398, i64 -24
  br label %1483

1483:                                             ; preds = %1483, %1479
  %1484 = phi i64 [ %1476, %1479 ], [ %1495, %1483 ]
  %1485 = phi double [ %1477, %1479 ], [ %1498, %1483 ]
  %1486 = getelementptr double, ptr %1480, i64 %1484
  %1487 = load double, ptr %1486, align 8, !tbaa !12
  %1488 = call double @llvm.fmuladd.f64(double %1485, double -1.000000e+00, double %1487)
  %1489 = getelementptr double, ptr %1481, i64 %1484
  %1490 = load double, ptr %1489, align 8, !tbaa !12
  %1491 = call double @llvm.fmuladd.f64(double %1488, double -1.000000e+00, double %1490)
  %1492 = getelementptr double, ptr %1482, i64 %1484
  %1493 = load double, ptr %1492, align 8, !tbaa !12
  %1494 = call double @llvm.fmuladd.f64(double %1491, double -1.000000e+00, double %1493)
  %1495 = add i64 %1484, -4
  %1496 = getelementptr inbounds double, ptr %1398, i64 %1495
  %1497 = load double, ptr %1496, align 8, !tbaa !12
  %1498 = call double @llvm.fmuladd.f64(double %1494, double -1.000000e+00, double %1497)
  %1499 = icmp eq i64 %1495, 0
  br i1 %1499, label %1500, label %1483, !llvm.loop !21

1500:                                             ; preds = %1483, %1474
  %1501 = phi double [ %1475, %1474 ], [ %1498, %1483 ]
  %1502 = fsub double %1461, %1501
  br label %1503

1503:                                             ; preds = %1500, %1394
  %1504 = phi double [ 0.000000e+00, %1394 ], [ %1502, %1500 ]
  %1505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %1395, double noundef %1504, double noundef 0x3FCC71C71C71C71C)
  %1506 = load ptr, ptr %26, align 8, !tbaa !5
  %1507 = icmp eq ptr %1506, null
  br i1 %1507, label %1514, label %1508

1508:                                             ; preds = %1503
  %1509 = getelementptr inbounds i8, ptr %26, i64 16
  %1510 = load ptr, ptr %1509, align 8, !tbaa !10
  %1511 = ptrtoint ptr %1510 to i64
  %1512 = ptrtoint ptr %1506 to i64
  %1513 = sub i64 %1511, %1512
  call void @_ZdlPvm(ptr noundef nonnull %1506, i64 noundef %1513) #16
  br label %1514

1514:                                             ; preds = %1503, %1508
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #14
  %1515 = load ptr, ptr %24, align 8, !tbaa !5
  %1516 = icmp eq ptr %1515, null
  br i1 %1516, label %1523, label %1517

1517:                                             ; preds = %1514
  %1518 = getelementptr inbounds i8, ptr %24, i64 16
  %1519 = load ptr, ptr %1518, align 8, !tbaa !10
  %1520 = ptrtoint ptr %1519 to i64
  %1521 = ptrtoint ptr %1515 to i64
  %1522 = sub i64 %1520, %1521
  call void @_ZdlPvm(ptr noundef nonnull %1515, i64 noundef %1522) #16
  br label %1523

1523:                                             ; preds = %1514, %1517
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #14
  %1524 = load ptr, ptr %18, align 8, !tbaa !5
  %1525 = icmp eq ptr %1524, null
  br i1 %1525, label %1531, label %1526

1526:                                             ; preds = %1523
  %1527 = load ptr, ptr %502, align 8, !tbaa !10
  %1528 = ptrtoint ptr %1527 to i64
  %1529 = ptrtoint ptr %1524 to i64
  %1530 = sub i64 %1528, %1529
  call void @_ZdlPvm(ptr noundef nonnull %1524, i64 noundef %1530) #16
  br label %1531

1531:                                             ; preds = %1523, %1526
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #14
  %1532 = load ptr, ptr %15, align 8, !tbaa !29
  %1533 = load ptr, ptr %469, align 8, !tbaa !28
  %1534 = icmp eq ptr %1532, %1533
  br i1 %1534, label %1550, label %1535

1535:                                             ; preds = %1531, %1545
  %1536 = phi ptr [ %1546, %1545 ], [ %1532, %1531 ]
  %1537 = load ptr, ptr %1536, align 8, !tbaa !5
  %1538 = icmp eq ptr %1537, null
  br i1 %1538, label %1545, label %1539

1539:                                             ; preds = %1535
  %1540 = getelementptr inbounds i8, ptr %1536, i64 16
  %1541 = load ptr, ptr %1540, align 8, !tbaa !10
  %1542 = ptrtoint ptr %1541 to i64
  %1543 = ptrtoint ptr %1537 to i64
  %1544 = sub i64 %1542, %1543
  call void @_ZdlPvm(ptr noundef nonnull %1537, i64 noundef %1544) #16
  br label %1545

1545:                                             ; preds = %1539, %1535
  %1546 = getelementptr inbounds i8, ptr %1536, i64 24
  %1547 = icmp eq ptr %1546, %1533
  br i1 %1547, label %1548, label %1535, !llvm.loop !50

1548:                                             ; preds = %1545
  %1549 = load ptr, ptr %15, align 8, !tbaa !29
  br label %1550

1550:                                             ; preds = %1548, %1531
  %1551 = phi ptr [ %1549, %1548 ], [ %1532, %1531 ]
  %1552 = icmp eq ptr %1551, null
  br i1 %1552, label %1558, label %1553

1553:                                             ; preds = %1550
  %1554 = load ptr, ptr %470, align 8, !tbaa !26
  %1555 = ptrtoint ptr %1554 to i64
  %1556 = ptrtoint ptr %1551 to i64
  %1557 = sub i64 %1555, %1556
  call void @_ZdlPvm(ptr noundef nonnull %1551, i64 noundef %1557) #16
  br label %1558

1558:                                             ; preds = %1550, %1553
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  %1559 = load ptr, ptr %11, align 8, !tbaa !5
  %1560 = icmp eq ptr %1559, null
  br i1 %1560, label %1566, label %1561

1561:                                             ; preds = %1558
  %1562 = load ptr, ptr %198, align 8, !tbaa !10
  %1563 = ptrtoint ptr %1562 to i64
  %1564 = ptrtoint ptr %1559 to i64
  %1565 = sub i64 %1563, %1564
  call void @_ZdlPvm(ptr noundef nonnull %1559, i64 noundef %1565) #16
  br label %1566

1566:                                             ; preds = %1558, %1561
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %1567 = load ptr, ptr %10, align 8, !tbaa !5
  %1568 = icmp eq ptr %1567, null
  br i1 %1568, label %1574, label %1569

1569:                                             ; preds = %1566
  %1570 = load ptr, ptr %194, align 8, !tbaa !10
  %1571 = ptrtoint ptr %1570 to i64
  %1572 = ptrtoint ptr %1567 to i64
  %1573 = sub i64 %1571, %1572
  call void @_ZdlPvm(ptr noundef nonnull %1567, i64 noundef %1573) #16
  br label %1574

1574:                                             ; preds = %1566, %1569
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  %1575 = load ptr, ptr %4, align 8, !tbaa !5
  %1576 = icmp eq ptr %1575, null
  br i1 %1576, label %1582, label %1577

1577:                                             ; preds = %1574
  %1578 = load ptr, ptr %34, align 8, !tbaa !10
  %1579 = ptrtoint ptr %1578 to i64
  %1580 = ptrtoint ptr %1575 to i64
  %1581 = sub i64 %1579, %1580
  call void @_ZdlPvm(ptr noundef nonnull %1575, i64 noundef %1581) #16
  br label %1582

1582:                                             ; preds = %1574, %1577
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  %1583 = load ptr, ptr %3, align 8, !tbaa !5
  %1584 = icmp eq ptr %1583, null
  br i1 %1584, label %1590, label %1585

1585:                                             ; preds = %1582
  %1586 = load ptr, ptr %30, align 8, !tbaa !10
  %1587 = ptrtoint ptr %1586 to i64
  %1588 = ptrtoint ptr %1583 to i64
  %1589 = sub i64 %1587, %1588
  call void @_ZdlPvm(ptr noundef nonnull %1583, i64 noundef %1589) #16
  br label %1590

1590:                                             ; preds = %1582, %1585
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
  br i1 %34, label %48, label %35

35:                                               ; preds = %31
  %36 = icmp eq ptr %12, %13
  %37 = tail call i64 @llvm.umax.i64(i64 %17, i64 1)
  %38 = tail call i64 @llvm.umax.i64(i64 %10, i64 1)
  %39 = and i64 %37, 1
  %40 = icmp ult i64 %17, 2
  %41 = and i64 %37, -2
  %42 = icmp eq i64 %39, 0
  br label %43

43:                                               ; preds = %35, %102
  %44 = phi i64 [ 0, %35 ], [ %103, %102 ]
  br i1 %36, label %102, label %45

45:                                               ; preds = %43
  %46 = getelementptr inbounds double, ptr %6, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !12
  br i1 %40, label %93, label %105

48:                                               ; preds = %102, %31
  %49 = ptrtoint ptr %32 to i64
  %50 = ptrtoint ptr %33 to i64
  %51 = sub i64 %49, %50
  %52 = icmp eq ptr %32, %33
  br i1 %52, label %61, label %53

53:                                               ; preds = %48
  %54 = icmp ugt i64 %51, 9223372036854775800
  br i1 %54, label %55, label %56, !prof !51

55:                                               ; preds = %53
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

56:                                               ; preds = %53
  %57 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %51) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %57, ptr align 8 %33, i64 %51, i1 false)
  %58 = getelementptr inbounds i8, ptr %57, i64 %51
  store ptr %57, ptr %0, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %58, ptr %59, align 8, !tbaa !11
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %58, ptr %60, align 8, !tbaa !10
  br label %66

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %64, align 8, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %64, ptr %0, align 8, !tbaa !5
  store ptr %65, ptr %62, align 8, !tbaa !11
  store ptr %65, ptr %63, align 8, !tbaa !10
  br label %66

66:                                               ; preds = %56, %61
  %67 = phi ptr [ %62, %61 ], [ %59, %56 ]
  %68 = phi ptr [ %65, %61 ], [ %58, %56 ]
  %69 = phi ptr [ %64, %61 ], [ %57, %56 ]
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %68 to i64
  %72 = sub i64 %71, %70
  %73 = icmp ugt i64 %72, 8
  br i1 %73, label %74, label %89

74:                                               ; preds = %66
  %75 = getelementptr inbounds i8, ptr %68, i64 -8
  %76 = load double, ptr %75, align 8, !tbaa !12
  %77 = fcmp oeq double %76, 0.000000e+00
  br i1 %77, label %82, label %87

78:                                               ; preds = %82
  %79 = getelementptr inbounds i8, ptr %83, i64 -8
  %80 = load double, ptr %79, align 8, !tbaa !12
  %81 = fcmp oeq double %80, 0.000000e+00
  br i1 %81, label %82, label %87, !llvm.loop !52

82:                                               ; preds = %74, %78
  %83 = phi ptr [ %79, %78 ], [ %75, %74 ]
  %84 = ptrtoint ptr %83 to i64
  %85 = sub i64 %84, %70
  %86 = icmp ugt i64 %85, 8
  br i1 %86, label %78, label %87, !llvm.loop !52

87:                                               ; preds = %82, %78, %74
  %88 = phi ptr [ %68, %74 ], [ %83, %78 ], [ %83, %82 ]
  store ptr %88, ptr %67, align 1, !tbaa !11
  br label %89

89:                                               ; preds = %87, %66
  %90 = icmp eq ptr %33, null
  br i1 %90, label %92, label %91

91:                                               ; preds = %89
  tail call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %51) #16
  br label %92

92:                                               ; preds = %89, %91
  ret void

93:                                               ; preds = %105, %45
  %94 = phi i64 [ 0, %45 ], [ %121, %105 ]
  br i1 %42, label %102, label %95

95:                                               ; preds = %93
  %96 = getelementptr inbounds double, ptr %13, i64 %94
  %97 = load double, ptr %96, align 8, !tbaa !12
  %98 = add i64 %94, %44
  %99 = getelementptr inbounds double, ptr %33, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !12
  %101 = tail call double @llvm.fmuladd.f64(double %47, double %97, double %100)
  store double %101, ptr %99, align 8, !tbaa !12
  br label %102

102:                                              ; preds = %95, %93, %43
  %103 = add nuw i64 %44, 1
  %104 = icmp eq i64 %103, %38
  br i1 %104, label %48, label %43, !llvm.loop !53

105:                                              ; preds = %45, %105
  %106 = phi i64 [ %121, %105 ], [ 0, %45 ]
  %107 = phi i64 [ %122, %105 ], [ 0, %45 ]
  %108 = getelementptr inbounds double, ptr %13, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !12
  %110 = add i64 %106, %44
  %111 = getelementptr inbounds double, ptr %33, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !12
  %113 = tail call double @llvm.fmuladd.f64(double %47, double %109, double %112)
  store double %113, ptr %111, align 8, !tbaa !12
  %114 = or disjoint i64 %106, 1
  %115 = getelementptr inbounds double, ptr %13, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !12
  %117 = add i64 %114, %44
  %118 = getelementptr inbounds double, ptr %33, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !12
  %120 = tail call double @llvm.fmuladd.f64(double %47, double %116, double %119)
  store double %120, ptr %118, align 8, !tbaa !12
  %121 = add nuw i64 %106, 2
  %122 = add i64 %107, 2
  %123 = icmp eq i64 %122, %41
  br i1 %123, label %93, label %105, !llvm.loop !54
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
  br i1 %58, label %59, label %64, !llvm.loop !52

59:                                               ; preds = %51, %55
  %60 = phi ptr [ %56, %55 ], [ %52, %51 ]
  %61 = ptrtoint ptr %60 to i64
  %62 = sub i64 %61, %47
  %63 = icmp ugt i64 %62, 8
  br i1 %63, label %55, label %64, !llvm.loop !52

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
  br i1 %92, label %31, label %70, !llvm.loop !55
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
  br label %139

16:                                               ; preds = %2
  %17 = add nsw i64 %9, -1
  %18 = icmp ugt i64 %17, 1152921504606846975
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #17
  unreachable

20:                                               ; preds = %16
  %21 = icmp eq i64 %17, 0
  br i1 %21, label %71, label %22

22:                                               ; preds = %20
  %23 = shl nuw nsw i64 %17, 3
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #15
  %25 = getelementptr double, ptr %24, i64 %17
  store double 0.000000e+00, ptr %24, align 8, !tbaa !12
  %26 = getelementptr i8, ptr %24, i64 8
  %27 = icmp eq i64 %17, 1
  br i1 %27, label %30, label %28

28:                                               ; preds = %22
  %29 = add nsw i64 %23, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 %29, i1 false), !tbaa !12
  br label %30

30:                                               ; preds = %22, %28
  %31 = phi ptr [ %25, %28 ], [ %26, %22 ]
  %32 = add nsw i64 %9, -1
  %33 = add nsw i64 %9, -2
  %34 = and i64 %32, 3
  %35 = icmp ult i64 %33, 3
  br i1 %35, label %42, label %36

36:                                               ; preds = %30
  %37 = and i64 %32, -4
  %38 = getelementptr i8, ptr %24, i64 -8
  %39 = getelementptr i8, ptr %24, i64 -8
  %40 = getelementptr i8, ptr %24, i64 -8
  %41 = getelementptr i8, ptr %24, i64 -8
  br label %110

42:                                               ; preds = %110, %30
  %43 = phi i64 [ 1, %30 ], [ %136, %110 ]
  %44 = icmp eq i64 %34, 0
  br i1 %44, label %58, label %45

45:                                               ; preds = %42
  %46 = getelementptr i8, ptr %24, i64 -8
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ %55, %47 ], [ %43, %45 ]
  %49 = phi i64 [ %56, %47 ], [ 0, %45 ]
  %50 = getelementptr inbounds double, ptr %5, i64 %48
  %51 = load double, ptr %50, align 8, !tbaa !12
  %52 = uitofp i64 %48 to double
  %53 = fmul double %51, %52
  %54 = getelementptr double, ptr %46, i64 %48
  store double %53, ptr %54, align 8, !tbaa !12
  %55 = add nuw i64 %48, 1
  %56 = add i64 %49, 1
  %57 = icmp eq i64 %56, %34
  br i1 %57, label %58, label %47, !llvm.loop !56

58:                                               ; preds = %47, %42
  %59 = ptrtoint ptr %31 to i64
  %60 = ptrtoint ptr %24 to i64
  %61 = sub i64 %59, %60
  %62 = icmp eq ptr %31, %24
  br i1 %62, label %71, label %63

63:                                               ; preds = %58
  %64 = icmp ugt i64 %61, 9223372036854775800
  br i1 %64, label %65, label %66, !prof !51

65:                                               ; preds = %63
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

66:                                               ; preds = %63
  %67 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %61) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %67, ptr nonnull align 8 %24, i64 %61, i1 false)
  %68 = getelementptr inbounds i8, ptr %67, i64 %61
  store ptr %67, ptr %0, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %68, ptr %69, align 8, !tbaa !11
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %68, ptr %70, align 8, !tbaa !10
  br label %79

71:                                               ; preds = %20, %58
  %72 = phi i64 [ %60, %58 ], [ 0, %20 ]
  %73 = phi ptr [ %25, %58 ], [ null, %20 ]
  %74 = phi ptr [ %24, %58 ], [ null, %20 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 8
  %76 = getelementptr inbounds i8, ptr %0, i64 16
  %77 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %77, align 8, !tbaa !12
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %77, ptr %0, align 8, !tbaa !5
  store ptr %78, ptr %75, align 8, !tbaa !11
  store ptr %78, ptr %76, align 8, !tbaa !10
  br label %79

79:                                               ; preds = %66, %71
  %80 = phi ptr [ %75, %71 ], [ %69, %66 ]
  %81 = phi ptr [ %74, %71 ], [ %24, %66 ]
  %82 = phi ptr [ %73, %71 ], [ %25, %66 ]
  %83 = phi i64 [ %72, %71 ], [ %60, %66 ]
  %84 = phi ptr [ %78, %71 ], [ %68, %66 ]
  %85 = phi ptr [ %77, %71 ], [ %67, %66 ]
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %84 to i64
  %88 = sub i64 %87, %86
  %89 = icmp ugt i64 %88, 8
  br i1 %89, label %90, label %105

90:                                               ; preds = %79
  %91 = getelementptr inbounds i8, ptr %84, i64 -8
  %92 = load double, ptr %91, align 8, !tbaa !12
  %93 = fcmp oeq double %92, 0.000000e+00
  br i1 %93, label %98, label %103

94:                                               ; preds = %98
  %95 = getelementptr inbounds i8, ptr %99, i64 -8
  %96 = load double, ptr %95, align 8, !tbaa !12
  %97 = fcmp oeq double %96, 0.000000e+00
  br i1 %97, label %98, label %103, !llvm.loop !52

98:                                               ; preds = %90, %94
  %99 = phi ptr [ %95, %94 ], [ %91, %90 ]
  %100 = ptrtoint ptr %99 to i64
  %101 = sub i64 %100, %86
  %102 = icmp ugt i64 %101, 8
  br i1 %102, label %94, label %103, !llvm.loop !52

103:                                              ; preds = %98, %94, %90
  %104 = phi ptr [ %84, %90 ], [ %99, %94 ], [ %99, %98 ]
  store ptr %104, ptr %80, align 1, !tbaa !11
  br label %105

105:                                              ; preds = %103, %79
  %106 = icmp eq ptr %81, null
  br i1 %106, label %139, label %107

107:                                              ; preds = %105
  %108 = ptrtoint ptr %82 to i64
  %109 = sub i64 %108, %83
  tail call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %109) #16
  br label %139

110:                                              ; preds = %110, %36
  %111 = phi i64 [ 1, %36 ], [ %136, %110 ]
  %112 = phi i64 [ 0, %36 ], [ %137, %110 ]
  %113 = getelementptr inbounds double, ptr %5, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = uitofp i64 %111 to double
  %116 = fmul double %114, %115
  %117 = getelementptr double, ptr %38, i64 %111
  store double %116, ptr %117, align 8, !tbaa !12
  %118 = add nuw nsw i64 %111, 1
  %119 = getelementptr inbounds double, ptr %5, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !12
  %121 = uitofp i64 %118 to double
  %122 = fmul double %120, %121
  %123 = getelementptr double, ptr %39, i64 %118
  store double %122, ptr %123, align 8, !tbaa !12
  %124 = add nuw nsw i64 %111, 2
  %125 = getelementptr inbounds double, ptr %5, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !12
  %127 = uitofp i64 %124 to double
  %128 = fmul double %126, %127
  %129 = getelementptr double, ptr %40, i64 %124
  store double %128, ptr %129, align 8, !tbaa !12
  %130 = add nuw i64 %111, 3
  %131 = getelementptr inbounds double, ptr %5, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !12
  %133 = uitofp i64 %130 to double
  %134 = fmul double %132, %133
  %135 = getelementptr double, ptr %41, i64 %130
  store double %134, ptr %135, align 8, !tbaa !12
  %136 = add nuw i64 %111, 4
  %137 = add i64 %112, 4
  %138 = icmp eq i64 %137, %37
  br i1 %138, label %42, label %110, !llvm.loop !57

139:                                              ; preds = %107, %105, %11
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
  %24 = icmp eq ptr %4, %5
  br i1 %24, label %45, label %25

25:                                               ; preds = %21
  %26 = tail call i64 @llvm.umax.i64(i64 %9, i64 1)
  %27 = and i64 %26, 3
  %28 = icmp ult i64 %9, 4
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = and i64 %26, -4
  br label %90

31:                                               ; preds = %90, %25
  %32 = phi i64 [ 0, %25 ], [ %113, %90 ]
  %33 = icmp eq i64 %27, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %31, %34
  %35 = phi i64 [ %39, %34 ], [ %32, %31 ]
  %36 = phi i64 [ %43, %34 ], [ 0, %31 ]
  %37 = getelementptr inbounds double, ptr %5, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = add nuw i64 %35, 1
  %40 = uitofp i64 %39 to double
  %41 = fdiv double %38, %40
  %42 = getelementptr inbounds double, ptr %23, i64 %39
  store double %41, ptr %42, align 8, !tbaa !12
  %43 = add i64 %36, 1
  %44 = icmp eq i64 %43, %27
  br i1 %44, label %45, label %34, !llvm.loop !58

45:                                               ; preds = %31, %34, %21
  %46 = ptrtoint ptr %22 to i64
  %47 = ptrtoint ptr %23 to i64
  %48 = sub i64 %46, %47
  %49 = icmp eq ptr %22, %23
  br i1 %49, label %58, label %50

50:                                               ; preds = %45
  %51 = icmp ugt i64 %48, 9223372036854775800
  br i1 %51, label %52, label %53, !prof !51

52:                                               ; preds = %50
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

53:                                               ; preds = %50
  %54 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %48) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %54, ptr align 8 %23, i64 %48, i1 false)
  %55 = getelementptr inbounds i8, ptr %54, i64 %48
  store ptr %54, ptr %0, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %55, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %55, ptr %57, align 8, !tbaa !10
  br label %63

58:                                               ; preds = %45
  %59 = getelementptr inbounds i8, ptr %0, i64 8
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %61, align 8, !tbaa !12
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr %61, ptr %0, align 8, !tbaa !5
  store ptr %62, ptr %59, align 8, !tbaa !11
  store ptr %62, ptr %60, align 8, !tbaa !10
  br label %63

63:                                               ; preds = %53, %58
  %64 = phi ptr [ %59, %58 ], [ %56, %53 ]
  %65 = phi ptr [ %62, %58 ], [ %55, %53 ]
  %66 = phi ptr [ %61, %58 ], [ %54, %53 ]
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %65 to i64
  %69 = sub i64 %68, %67
  %70 = icmp ugt i64 %69, 8
  br i1 %70, label %71, label %86

71:                                               ; preds = %63
  %72 = getelementptr inbounds i8, ptr %65, i64 -8
  %73 = load double, ptr %72, align 8, !tbaa !12
  %74 = fcmp oeq double %73, 0.000000e+00
  br i1 %74, label %79, label %84

75:                                               ; preds = %79
  %76 = getelementptr inbounds i8, ptr %80, i64 -8
  %77 = load double, ptr %76, align 8, !tbaa !12
  %78 = fcmp oeq double %77, 0.000000e+00
  br i1 %78, label %79, label %84, !llvm.loop !52

79:                                               ; preds = %71, %75
  %80 = phi ptr [ %76, %75 ], [ %72, %71 ]
  %81 = ptrtoint ptr %80 to i64
  %82 = sub i64 %81, %67
  %83 = icmp ugt i64 %82, 8
  br i1 %83, label %75, label %84, !llvm.loop !52

84:                                               ; preds = %79, %75, %71
  %85 = phi ptr [ %65, %71 ], [ %80, %75 ], [ %80, %79 ]
  store ptr %85, ptr %64, align 1, !tbaa !11
  br label %86

86:                                               ; preds = %84, %63
  %87 = icmp eq ptr %23, null
  br i1 %87, label %89, label %88

88:                                               ; preds = %86
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef %48) #16
  br label %89

89:                                               ; preds = %86, %88
  ret void

90:                                               ; preds = %90, %29
  %91 = phi i64 [ 0, %29 ], [ %113, %90 ]
  %92 = phi i64 [ 0, %29 ], [ %117, %90 ]
  %93 = getelementptr inbounds double, ptr %5, i64 %91
  %94 = load double, ptr %93, align 8, !tbaa !12
  %95 = or disjoint i64 %91, 1
  %96 = uitofp i64 %95 to double
  %97 = fdiv double %94, %96
  %98 = getelementptr inbounds double, ptr %23, i64 %95
  store double %97, ptr %98, align 8, !tbaa !12
  %99 = getelementptr inbounds double, ptr %5, i64 %95
  %100 = load double, ptr %99, align 8, !tbaa !12
  %101 = or disjoint i64 %91, 2
  %102 = uitofp i64 %101 to double
  %103 = fdiv double %100, %102
  %104 = getelementptr inbounds double, ptr %23, i64 %101
  store double %103, ptr %104, align 8, !tbaa !12
  %105 = getelementptr inbounds double, ptr %5, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !12
  %107 = or disjoint i64 %91, 3
  %108 = uitofp i64 %107 to double
  %109 = fdiv double %106, %108
  %110 = getelementptr inbounds double, ptr %23, i64 %107
  store double %109, ptr %110, align 8, !tbaa !12
  %111 = getelementptr inbounds double, ptr %5, i64 %107
  %112 = load double, ptr %111, align 8, !tbaa !12
  %113 = add nuw i64 %91, 4
  %114 = uitofp i64 %113 to double
  %115 = fdiv double %112, %114
  %116 = getelementptr inbounds double, ptr %23, i64 %113
  store double %115, ptr %116, align 8, !tbaa !12
  %117 = add i64 %92, 4
  %118 = icmp eq i64 %117, %30
  br i1 %118, label %31, label %90, !llvm.loop !59
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
  br i1 %19, label %20, label %21, !prof !51

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
  br i1 %65, label %66, label %76

66:                                               ; preds = %56
  %67 = getelementptr inbounds i8, ptr %32, i64 -8
  %68 = icmp sgt i32 %62, 0
  %69 = zext nneg i32 %64 to i64
  %70 = sext i32 %63 to i64
  %71 = and i64 %61, 2147483647
  %72 = and i64 %61, 1
  %73 = icmp eq i64 %71, 1
  %74 = sub nsw i64 %71, %72
  %75 = icmp eq i64 %72, 0
  br label %81

76:                                               ; preds = %101, %56
  %77 = icmp sgt i32 %62, 1
  %78 = select i1 %77, i32 %63, i32 1
  %79 = zext i32 %78 to i64
  %80 = icmp ult i64 %12, %79
  br i1 %80, label %123, label %125

81:                                               ; preds = %66, %101
  %82 = phi i64 [ %69, %66 ], [ %102, %101 ]
  %83 = add nsw i64 %82, %70
  %84 = getelementptr inbounds double, ptr %29, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !12
  %86 = load double, ptr %67, align 8, !tbaa !12
  %87 = fdiv double %85, %86
  %88 = getelementptr inbounds double, ptr %58, i64 %82
  store double %87, ptr %88, align 8, !tbaa !12
  br i1 %68, label %89, label %101

89:                                               ; preds = %81
  %90 = fneg double %87
  %91 = and i64 %82, 4294967295
  br i1 %73, label %92, label %104

92:                                               ; preds = %104, %89
  %93 = phi i64 [ 0, %89 ], [ %120, %104 ]
  br i1 %75, label %101, label %94

94:                                               ; preds = %92
  %95 = getelementptr inbounds double, ptr %33, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !12
  %97 = add nuw nsw i64 %93, %91
  %98 = getelementptr inbounds double, ptr %29, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !12
  %100 = tail call double @llvm.fmuladd.f64(double %90, double %96, double %99)
  store double %100, ptr %98, align 8, !tbaa !12
  br label %101

101:                                              ; preds = %94, %92, %81
  %102 = add nsw i64 %82, -1
  %103 = icmp sgt i64 %82, 0
  br i1 %103, label %81, label %76, !llvm.loop !60

104:                                              ; preds = %89, %104
  %105 = phi i64 [ %120, %104 ], [ 0, %89 ]
  %106 = phi i64 [ %121, %104 ], [ 0, %89 ]
  %107 = getelementptr inbounds double, ptr %33, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !12
  %109 = add nuw nsw i64 %105, %91
  %110 = getelementptr inbounds double, ptr %29, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !12
  %112 = tail call double @llvm.fmuladd.f64(double %90, double %108, double %111)
  store double %112, ptr %110, align 8, !tbaa !12
  %113 = or disjoint i64 %105, 1
  %114 = getelementptr inbounds double, ptr %33, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !12
  %116 = add nuw nsw i64 %113, %91
  %117 = getelementptr inbounds double, ptr %29, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = tail call double @llvm.fmuladd.f64(double %90, double %115, double %118)
  store double %119, ptr %117, align 8, !tbaa !12
  %120 = add nuw nsw i64 %105, 2
  %121 = add i64 %106, 2
  %122 = icmp eq i64 %121, %74
  br i1 %122, label %92, label %104, !llvm.loop !61

123:                                              ; preds = %76
  %124 = sub nsw i64 %79, %12
  call void @_ZNSt6vectorIdSaIdEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %124)
  br label %132

125:                                              ; preds = %76
  %126 = icmp ugt i64 %12, %79
  br i1 %126, label %127, label %132

127:                                              ; preds = %125
  %128 = shl nuw nsw i64 %79, 3
  %129 = icmp eq i64 %11, %128
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %29, i64 %128
  store ptr %131, ptr %28, align 8, !tbaa !11
  br label %132

132:                                              ; preds = %123, %125, %127, %130
  %133 = ptrtoint ptr %57 to i64
  %134 = ptrtoint ptr %58 to i64
  %135 = sub i64 %133, %134
  %136 = icmp eq ptr %57, %58
  br i1 %136, label %143, label %137

137:                                              ; preds = %132
  %138 = icmp ugt i64 %135, 9223372036854775800
  br i1 %138, label %139, label %140, !prof !51

139:                                              ; preds = %137
  call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

140:                                              ; preds = %137
  %141 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %135) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %141, ptr align 8 %58, i64 %135, i1 false)
  %142 = getelementptr inbounds i8, ptr %141, i64 %135
  br label %146

143:                                              ; preds = %132
  %144 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %144, align 8, !tbaa !12
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  br label %146

146:                                              ; preds = %143, %140
  %147 = phi ptr [ %141, %140 ], [ %144, %143 ]
  %148 = phi ptr [ %142, %140 ], [ %145, %143 ]
  %149 = ptrtoint ptr %147 to i64
  %150 = ptrtoint ptr %148 to i64
  %151 = sub i64 %150, %149
  %152 = icmp ugt i64 %151, 8
  br i1 %152, label %153, label %162

153:                                              ; preds = %146, %158
  %154 = phi ptr [ %155, %158 ], [ %148, %146 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 -8
  %156 = load double, ptr %155, align 8, !tbaa !12
  %157 = fcmp oeq double %156, 0.000000e+00
  br i1 %157, label %158, label %162

158:                                              ; preds = %153
  %159 = ptrtoint ptr %155 to i64
  %160 = sub i64 %159, %149
  %161 = icmp ugt i64 %160, 8
  br i1 %161, label %153, label %162, !llvm.loop !52

162:                                              ; preds = %153, %158, %146
  %163 = phi ptr [ %148, %146 ], [ %154, %153 ], [ %155, %158 ]
  %164 = load ptr, ptr %2, align 8, !tbaa !5
  %165 = getelementptr inbounds i8, ptr %2, i64 8
  %166 = getelementptr inbounds i8, ptr %2, i64 16
  %167 = load ptr, ptr %166, align 8, !tbaa !10
  store ptr %147, ptr %2, align 8, !tbaa !5
  store ptr %163, ptr %165, align 8, !tbaa !11
  store ptr %148, ptr %166, align 8, !tbaa !10
  %168 = icmp eq ptr %164, null
  br i1 %168, label %173, label %169

169:                                              ; preds = %162
  %170 = ptrtoint ptr %167 to i64
  %171 = ptrtoint ptr %164 to i64
  %172 = sub i64 %170, %171
  call void @_ZdlPvm(ptr noundef nonnull %164, i64 noundef %172) #16
  br label %173

173:                                              ; preds = %162, %169
  %174 = load ptr, ptr %28, align 8, !tbaa !25
  %175 = load ptr, ptr %5, align 8, !tbaa !25
  %176 = ptrtoint ptr %174 to i64
  %177 = ptrtoint ptr %175 to i64
  %178 = sub i64 %176, %177
  %179 = icmp eq ptr %174, %175
  br i1 %179, label %186, label %180

180:                                              ; preds = %173
  %181 = icmp ugt i64 %178, 9223372036854775800
  br i1 %181, label %182, label %183, !prof !51

182:                                              ; preds = %180
  call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

183:                                              ; preds = %180
  %184 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %178) #15
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %184, ptr align 8 %175, i64 %178, i1 false)
  %185 = getelementptr inbounds i8, ptr %184, i64 %178
  br label %189

186:                                              ; preds = %173
  %187 = call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %187, align 8, !tbaa !12
  %188 = getelementptr inbounds i8, ptr %187, i64 8
  br label %189

189:                                              ; preds = %186, %183
  %190 = phi ptr [ %184, %183 ], [ %187, %186 ]
  %191 = phi ptr [ %185, %183 ], [ %188, %186 ]
  %192 = ptrtoint ptr %190 to i64
  %193 = ptrtoint ptr %191 to i64
  %194 = sub i64 %193, %192
  %195 = icmp ugt i64 %194, 8
  br i1 %195, label %196, label %205

196:                                              ; preds = %189, %201
  %197 = phi ptr [ %198, %201 ], [ %191, %189 ]
  %198 = getelementptr inbounds i8, ptr %197, i64 -8
  %199 = load double, ptr %198, align 8, !tbaa !12
  %200 = fcmp oeq double %199, 0.000000e+00
  br i1 %200, label %201, label %205

201:                                              ; preds = %196
  %202 = ptrtoint ptr %198 to i64
  %203 = sub i64 %202, %192
  %204 = icmp ugt i64 %203, 8
  br i1 %204, label %196, label %205, !llvm.loop !52

205:                                              ; preds = %196, %201, %189
  %206 = phi ptr [ %191, %189 ], [ %197, %196 ], [ %198, %201 ]
  %207 = load ptr, ptr %3, align 8, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %3, i64 8
  %209 = getelementptr inbounds i8, ptr %3, i64 16
  %210 = load ptr, ptr %209, align 8, !tbaa !10
  store ptr %190, ptr %3, align 8, !tbaa !5
  store ptr %206, ptr %208, align 8, !tbaa !11
  store ptr %191, ptr %209, align 8, !tbaa !10
  %211 = icmp eq ptr %207, null
  br i1 %211, label %216, label %212

212:                                              ; preds = %205
  %213 = ptrtoint ptr %210 to i64
  %214 = ptrtoint ptr %207 to i64
  %215 = sub i64 %213, %214
  call void @_ZdlPvm(ptr noundef nonnull %207, i64 noundef %215) #16
  br label %216

216:                                              ; preds = %205, %212
  %217 = icmp eq ptr %58, null
  br i1 %217, label %219, label %218

218:                                              ; preds = %216
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %135) #16
  br label %219

219:                                              ; preds = %216, %218
  %220 = load ptr, ptr %5, align 8, !tbaa !5
  %221 = icmp eq ptr %220, null
  br i1 %221, label %227, label %222

222:                                              ; preds = %219
  %223 = load ptr, ptr %27, align 8, !tbaa !10
  %224 = ptrtoint ptr %223 to i64
  %225 = ptrtoint ptr %220 to i64
  %226 = sub i64 %224, %225
  call void @_ZdlPvm(ptr noundef nonnull %220, i64 noundef %226) #16
  br label %227

227:                                              ; preds = %219, %222
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
  br i1 %10, label %23, label %11

11:                                               ; preds = %3
  %12 = icmp ugt i64 %9, 9223372036854775800
  br i1 %12, label %13, label %14, !prof !51

13:                                               ; preds = %11
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #17
  unreachable

14:                                               ; preds = %11
  %15 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %6, i64 %9, i1 false)
  %16 = getelementptr inbounds i8, ptr %15, i64 %9
  br label %57

17:                                               ; preds = %57
  br i1 %10, label %23, label %18

18:                                               ; preds = %17
  %19 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr nonnull align 8 %15, i64 %9, i1 false)
  %20 = getelementptr inbounds i8, ptr %19, i64 %9
  store ptr %19, ptr %0, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %20, ptr %21, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %20, ptr %22, align 8, !tbaa !10
  br label %29

23:                                               ; preds = %3, %17
  %24 = phi ptr [ %15, %17 ], [ null, %3 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #15
  store double 0.000000e+00, ptr %27, align 8, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %27, ptr %0, align 8, !tbaa !5
  store ptr %28, ptr %25, align 8, !tbaa !11
  store ptr %28, ptr %26, align 8, !tbaa !10
  br label %29

29:                                               ; preds = %18, %23
  %30 = phi ptr [ %25, %23 ], [ %21, %18 ]
  %31 = phi ptr [ %24, %23 ], [ %15, %18 ]
  %32 = phi ptr [ %28, %23 ], [ %20, %18 ]
  %33 = phi ptr [ %27, %23 ], [ %19, %18 ]
  %34 = ptrtoint ptr %33 to i64
  %35 = ptrtoint ptr %32 to i64
  %36 = sub i64 %35, %34
  %37 = icmp ugt i64 %36, 8
  br i1 %37, label %38, label %53

38:                                               ; preds = %29
  %39 = getelementptr inbounds i8, ptr %32, i64 -8
  %40 = load double, ptr %39, align 8, !tbaa !12
  %41 = fcmp oeq double %40, 0.000000e+00
  br i1 %41, label %46, label %51

42:                                               ; preds = %46
  %43 = getelementptr inbounds i8, ptr %47, i64 -8
  %44 = load double, ptr %43, align 8, !tbaa !12
  %45 = fcmp oeq double %44, 0.000000e+00
  br i1 %45, label %46, label %51, !llvm.loop !52

46:                                               ; preds = %38, %42
  %47 = phi ptr [ %43, %42 ], [ %39, %38 ]
  %48 = ptrtoint ptr %47 to i64
  %49 = sub i64 %48, %34
  %50 = icmp ugt i64 %49, 8
  br i1 %50, label %42, label %51, !llvm.loop !52

51:                                               ; preds = %46, %42, %38
  %52 = phi ptr [ %32, %38 ], [ %47, %42 ], [ %47, %46 ]
  store ptr %52, ptr %30, align 1, !tbaa !11
  br label %53

53:                                               ; preds = %51, %29
  %54 = icmp eq ptr %31, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %53
  tail call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef %9) #16
  br label %56

56:                                               ; preds = %53, %55
  ret void

57:                                               ; preds = %14, %57
  %58 = phi ptr [ %61, %57 ], [ %15, %14 ]
  %59 = load double, ptr %58, align 8, !tbaa !12
  %60 = fmul double %59, %2
  store double %60, ptr %58, align 8, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = icmp eq ptr %61, %16
  br i1 %62, label %17, label %57
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
  %29 = load ptr, ptr %2, align 8, !tbaa !5
  store ptr %29, ptr %28, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !11
  store ptr %32, ptr %30, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %28, i64 16
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = load ptr, ptr %34, align 8, !tbaa !10
  store ptr %35, ptr %33, align 8, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %36 = icmp eq ptr %6, %1
  br i1 %36, label %50, label %37

37:                                               ; preds = %26, %37
  %38 = phi ptr [ %48, %37 ], [ %27, %26 ]
  %39 = phi ptr [ %47, %37 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %40 = load ptr, ptr %39, align 8, !tbaa !5, !alias.scope !65, !noalias !62
  store ptr %40, ptr %38, align 8, !tbaa !5, !alias.scope !62, !noalias !65
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !11, !alias.scope !65, !noalias !62
  store ptr %43, ptr %41, align 8, !tbaa !11, !alias.scope !62, !noalias !65
  %44 = getelementptr inbounds i8, ptr %38, i64 16
  %45 = getelementptr inbounds i8, ptr %39, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !10, !alias.scope !65, !noalias !62
  store ptr %46, ptr %44, align 8, !tbaa !10, !alias.scope !62, !noalias !65
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, i8 0, i64 24, i1 false), !alias.scope !65, !noalias !62
  %47 = getelementptr inbounds i8, ptr %39, i64 24
  %48 = getelementptr inbounds i8, ptr %38, i64 24
  %49 = icmp eq ptr %47, %1
  br i1 %49, label %50, label %37, !llvm.loop !67

50:                                               ; preds = %37, %26
  %51 = phi ptr [ %27, %26 ], [ %48, %37 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = icmp eq ptr %5, %1
  br i1 %53, label %67, label %54

54:                                               ; preds = %50, %54
  %55 = phi ptr [ %65, %54 ], [ %52, %50 ]
  %56 = phi ptr [ %64, %54 ], [ %1, %50 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %57 = load ptr, ptr %56, align 8, !tbaa !5, !alias.scope !71, !noalias !68
  store ptr %57, ptr %55, align 8, !tbaa !5, !alias.scope !68, !noalias !71
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !11, !alias.scope !71, !noalias !68
  store ptr %60, ptr %58, align 8, !tbaa !11, !alias.scope !68, !noalias !71
  %61 = getelementptr inbounds i8, ptr %55, i64 16
  %62 = getelementptr inbounds i8, ptr %56, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !10, !alias.scope !71, !noalias !68
  store ptr %63, ptr %61, align 8, !tbaa !10, !alias.scope !68, !noalias !71
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %56, i8 0, i64 24, i1 false), !alias.scope !71, !noalias !68
  %64 = getelementptr inbounds i8, ptr %56, i64 24
  %65 = getelementptr inbounds i8, ptr %55, i64 24
  %66 = icmp eq ptr %64, %5
  br i1 %66, label %67, label %54, !llvm.loop !67

67:                                               ; preds = %54, %50
  %68 = phi ptr [ %52, %50 ], [ %65, %54 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 16
  %70 = icmp eq ptr %6, null
  br i1 %70, label %75, label %71

71:                                               ; preds = %67
  %72 = load ptr, ptr %69, align 8, !tbaa !26
  %73 = ptrtoint ptr %72 to i64
  %74 = sub i64 %73, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %74) #16
  br label %75

75:                                               ; preds = %67, %71
  store ptr %27, ptr %0, align 8, !tbaa !29
  store ptr %68, ptr %4, align 8, !tbaa !28
  %76 = getelementptr inbounds %class.Poly, ptr %27, i64 %18
  store ptr %76, ptr %69, align 8, !tbaa !26
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
!51 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !15}
!54 = distinct !{!54, !15}
!55 = distinct !{!55, !15}
!56 = distinct !{!56, !20}
!57 = distinct !{!57, !15}
!58 = distinct !{!58, !20}
!59 = distinct !{!59, !15}
!60 = distinct !{!60, !15}
!61 = distinct !{!61, !15}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!64 = distinct !{!64, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_"}
!65 = !{!66}
!66 = distinct !{!66, !64, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!67 = distinct !{!67, !15}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!70 = distinct !{!70, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_"}
!71 = !{!72}
!72 = distinct !{!72, !70, !"_ZSt19__relocate_object_aI4PolyS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
