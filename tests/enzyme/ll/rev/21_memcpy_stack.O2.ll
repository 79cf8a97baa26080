; ModuleID = 'rev/21_memcpy_stack.c'
source_filename = "rev/21_memcpy_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@w = internal unnamed_addr constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00, double -3.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [21 x i8] c"copy_reduce d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"copy_out w.out d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 16
  %10 = alloca [8 x double], align 16
  %11 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 8, ptr %5, align 4, !tbaa !5
  %12 = load volatile i32, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) @w, i64 64, i1 false), !tbaa !9
  store <2 x double> <double 0x3FE1AF32F183C82E, double 0xBF91F0B01005DA1E>, ptr %6, align 16, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0xBFE217361467A9C6, double 0xBFD91994083A2C1B>, ptr %13, align 16, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FD1FDB4CF214028, double 0x3FE311B3D7DEFAC7>, ptr %14, align 16, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %6, i64 48
  store <2 x double> <double 0x3FC34BF83201B50E, double 0xBFDF255E67694D03>, ptr %15, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #13
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @copy_reduce, i32 noundef %16, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %17, i32 noundef %12) #13
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @copy_out, i32 noundef %19, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %19, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %20, i32 noundef %12) #13
  %22 = icmp sgt i32 %12, 0
  %23 = zext i32 %12 to i64
  %24 = shl nuw nsw i64 %23, 3
  %25 = add nsw i64 %23, -1
  %26 = and i64 %23, 1
  %27 = icmp eq i64 %25, 0
  %28 = and i64 %23, 2147483646
  %29 = icmp eq i64 %26, 0
  %30 = and i64 %23, 3
  %31 = icmp ult i32 %12, 4
  %32 = and i64 %23, 2147483644
  %33 = icmp eq i64 %30, 0
  %34 = and i64 %23, 1
  %35 = icmp eq i64 %25, 0
  %36 = and i64 %23, 2147483646
  %37 = icmp eq i64 %34, 0
  %38 = and i64 %23, 1
  %39 = icmp eq i64 %25, 0
  %40 = and i64 %23, 2147483646
  %41 = icmp eq i64 %38, 0
  br label %49

42:                                               ; preds = %231
  %43 = icmp eq i32 %274, 0
  %44 = select i1 %43, ptr @.str.4, ptr @.str.3
  %45 = call i32 @puts(ptr nonnull dereferenceable(1) %44)
  %46 = load i32, ptr @fails, align 4, !tbaa !5
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %48

49:                                               ; preds = %0, %231
  %50 = phi i64 [ 0, %0 ], [ %275, %231 ]
  %51 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fadd double %52, 0x3EB0C6F7A0B5ED8D
  store double %53, ptr %51, align 8, !tbaa !9
  %54 = call double @copy_reduce(ptr noundef nonnull %6, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  br i1 %22, label %55, label %56

55:                                               ; preds = %49
  br i1 %27, label %89, label %60

56:                                               ; preds = %49
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  %57 = fadd double %52, 0xBEB0C6F7A0B5ED8D
  store double %57, ptr %51, align 8, !tbaa !9
  %58 = call double @copy_reduce(ptr noundef nonnull %6, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  %59 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %58, i64 1
  br label %231

60:                                               ; preds = %55, %60
  %61 = phi i64 [ %86, %60 ], [ 0, %55 ]
  %62 = phi i64 [ %87, %60 ], [ 0, %55 ]
  %63 = getelementptr inbounds double, ptr %6, i64 %61
  %64 = load double, ptr %63, align 16, !tbaa !9
  %65 = call double @sin(double noundef %64) #13
  %66 = trunc i64 %61 to i32
  %67 = add i32 %66, 3
  %68 = urem i32 %67, %12
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %6, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul double %65, %71
  %73 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %61
  store double %72, ptr %73, align 16, !tbaa !9
  %74 = or disjoint i64 %61, 1
  %75 = getelementptr inbounds double, ptr %6, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = call double @sin(double noundef %76) #13
  %78 = trunc i64 %74 to i32
  %79 = add i32 %78, 3
  %80 = urem i32 %79, %12
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %6, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul double %77, %83
  %85 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %74
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = add nuw nsw i64 %61, 2
  %87 = add i64 %62, 2
  %88 = icmp eq i64 %87, %28
  br i1 %88, label %89, label %60, !llvm.loop !11

89:                                               ; preds = %60, %55
  %90 = phi i64 [ 0, %55 ], [ %86, %60 ]
  br i1 %29, label %103, label %91

91:                                               ; preds = %89
  %92 = getelementptr inbounds double, ptr %6, i64 %90
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double @sin(double noundef %93) #13
  %95 = trunc i64 %90 to i32
  %96 = add i32 %95, 3
  %97 = urem i32 %96, %12
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds double, ptr %6, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fmul double %94, %100
  %102 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %90
  store double %101, ptr %102, align 8, !tbaa !9
  br label %103

103:                                              ; preds = %89, %91
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull align 16 %3, i64 %24, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  br i1 %31, label %134, label %104

104:                                              ; preds = %103, %104
  %105 = phi i64 [ %131, %104 ], [ 0, %103 ]
  %106 = phi double [ %130, %104 ], [ 0.000000e+00, %103 ]
  %107 = phi i64 [ %132, %104 ], [ 0, %103 ]
  %108 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %105
  %109 = load double, ptr %108, align 16, !tbaa !9
  %110 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %105
  %111 = load double, ptr %110, align 16, !tbaa !9
  %112 = call double @llvm.fmuladd.f64(double %109, double %111, double %106)
  %113 = or disjoint i64 %105, 1
  %114 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %113
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = call double @llvm.fmuladd.f64(double %115, double %117, double %112)
  %119 = or disjoint i64 %105, 2
  %120 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %119
  %121 = load double, ptr %120, align 16, !tbaa !9
  %122 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %119
  %123 = load double, ptr %122, align 16, !tbaa !9
  %124 = call double @llvm.fmuladd.f64(double %121, double %123, double %118)
  %125 = or disjoint i64 %105, 3
  %126 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %127, double %129, double %124)
  %131 = add nuw nsw i64 %105, 4
  %132 = add i64 %107, 4
  %133 = icmp eq i64 %132, %32
  br i1 %133, label %134, label %104, !llvm.loop !13

134:                                              ; preds = %104, %103
  %135 = phi double [ poison, %103 ], [ %130, %104 ]
  %136 = phi i64 [ 0, %103 ], [ %131, %104 ]
  %137 = phi double [ 0.000000e+00, %103 ], [ %130, %104 ]
  br i1 %33, label %150, label %138

138:                                              ; preds = %134, %138
  %139 = phi i64 [ %147, %138 ], [ %136, %134 ]
  %140 = phi double [ %146, %138 ], [ %137, %134 ]
  %141 = phi i64 [ %148, %138 ], [ 0, %134 ]
  %142 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %139
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %139
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = call double @llvm.fmuladd.f64(double %143, double %145, double %140)
  %147 = add nuw nsw i64 %139, 1
  %148 = add i64 %141, 1
  %149 = icmp eq i64 %148, %30
  br i1 %149, label %150, label %138, !llvm.loop !14

150:                                              ; preds = %138, %134
  %151 = phi double [ %135, %134 ], [ %146, %138 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  %152 = fadd double %52, 0xBEB0C6F7A0B5ED8D
  store double %152, ptr %51, align 8, !tbaa !9
  %153 = call double @copy_reduce(ptr noundef nonnull %6, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  br i1 %35, label %183, label %154

154:                                              ; preds = %150, %154
  %155 = phi i64 [ %180, %154 ], [ 0, %150 ]
  %156 = phi i64 [ %181, %154 ], [ 0, %150 ]
  %157 = getelementptr inbounds double, ptr %6, i64 %155
  %158 = load double, ptr %157, align 16, !tbaa !9
  %159 = call double @sin(double noundef %158) #13
  %160 = trunc i64 %155 to i32
  %161 = add i32 %160, 3
  %162 = urem i32 %161, %12
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds double, ptr %6, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fmul double %159, %165
  %167 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %155
  store double %166, ptr %167, align 16, !tbaa !9
  %168 = or disjoint i64 %155, 1
  %169 = getelementptr inbounds double, ptr %6, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = call double @sin(double noundef %170) #13
  %172 = trunc i64 %168 to i32
  %173 = add i32 %172, 3
  %174 = urem i32 %173, %12
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %6, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = fmul double %171, %177
  %179 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %168
  store double %178, ptr %179, align 8, !tbaa !9
  %180 = add nuw nsw i64 %155, 2
  %181 = add i64 %156, 2
  %182 = icmp eq i64 %181, %36
  br i1 %182, label %183, label %154, !llvm.loop !11

183:                                              ; preds = %154, %150
  %184 = phi i64 [ 0, %150 ], [ %180, %154 ]
  br i1 %37, label %197, label %185

185:                                              ; preds = %183
  %186 = getelementptr inbounds double, ptr %6, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = call double @sin(double noundef %187) #13
  %189 = trunc i64 %184 to i32
  %190 = add i32 %189, 3
  %191 = urem i32 %190, %12
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds double, ptr %6, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = fmul double %188, %194
  %196 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %184
  store double %195, ptr %196, align 8, !tbaa !9
  br label %197

197:                                              ; preds = %183, %185
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 16 %1, i64 %24, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  br i1 %39, label %219, label %198

198:                                              ; preds = %197, %198
  %199 = phi i64 [ %213, %198 ], [ 0, %197 ]
  %200 = phi double [ %212, %198 ], [ 0.000000e+00, %197 ]
  %201 = phi i64 [ %214, %198 ], [ 0, %197 ]
  %202 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %199
  %203 = load double, ptr %202, align 16, !tbaa !9
  %204 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %199
  %205 = load double, ptr %204, align 16, !tbaa !9
  %206 = call double @llvm.fmuladd.f64(double %203, double %205, double %200)
  %207 = or disjoint i64 %199, 1
  %208 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = call double @llvm.fmuladd.f64(double %209, double %211, double %206)
  %213 = add nuw nsw i64 %199, 2
  %214 = add i64 %201, 2
  %215 = icmp eq i64 %214, %40
  br i1 %215, label %216, label %198, !llvm.loop !13

216:                                              ; preds = %198
  %217 = insertelement <2 x double> poison, double %212, i64 0
  %218 = insertelement <2 x double> %217, double %153, i64 1
  br label %219

219:                                              ; preds = %216, %197
  %220 = phi <2 x double> [ poison, %197 ], [ %218, %216 ]
  %221 = phi i64 [ 0, %197 ], [ %213, %216 ]
  %222 = phi double [ 0.000000e+00, %197 ], [ %212, %216 ]
  br i1 %41, label %231, label %223

223:                                              ; preds = %219
  %224 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %221
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %221
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = call double @llvm.fmuladd.f64(double %225, double %227, double %222)
  %229 = insertelement <2 x double> poison, double %228, i64 0
  %230 = insertelement <2 x double> %229, double %153, i64 1
  br label %231

231:                                              ; preds = %223, %219, %56
  %232 = phi double [ 0.000000e+00, %56 ], [ %151, %219 ], [ %151, %223 ]
  %233 = phi <2 x double> [ %59, %56 ], [ %220, %219 ], [ %230, %223 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  store double %52, ptr %51, align 8, !tbaa !9
  %234 = trunc nuw nsw i64 %50 to i32
  %235 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %234) #13
  %236 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %50
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = insertelement <2 x double> poison, double %232, i64 0
  %239 = insertelement <2 x double> %238, double %54, i64 1
  %240 = fsub <2 x double> %239, %233
  %241 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %50
  %242 = fdiv <2 x double> %240, <double 2.000000e-06, double 2.000000e-06>
  %243 = extractelement <2 x double> %242, i64 1
  %244 = fsub double %237, %243
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %242)
  %247 = extractelement <2 x double> %246, i64 1
  %248 = call double @llvm.maxnum.f64(double %247, double 1.000000e+00)
  %249 = fmul double %248, 0x3EB0C6F7A0B5ED8D
  %250 = fcmp ugt double %245, %249
  %251 = fcmp ule <2 x double> %246, <double 1.000000e-09, double 1.000000e-09>
  %252 = extractelement <2 x i1> %251, i64 1
  %253 = or i1 %252, %250
  %254 = select i1 %253, ptr @.str.3, ptr @.str.4
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %11, double noundef %237, double noundef %243, ptr noundef nonnull %254)
  %256 = zext i1 %253 to i32
  %257 = load i32, ptr @fails, align 4, !tbaa !5
  %258 = add nsw i32 %257, %256
  store i32 %258, ptr @fails, align 4, !tbaa !5
  %259 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %234) #13
  %260 = load double, ptr %241, align 8, !tbaa !9
  %261 = extractelement <2 x double> %242, i64 0
  %262 = fsub double %260, %261
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = extractelement <2 x double> %246, i64 0
  %265 = call double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  %266 = fmul double %265, 0x3EB0C6F7A0B5ED8D
  %267 = fcmp ugt double %263, %266
  %268 = extractelement <2 x i1> %251, i64 0
  %269 = or i1 %268, %267
  %270 = select i1 %269, ptr @.str.3, ptr @.str.4
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %11, double noundef %260, double noundef %261, ptr noundef nonnull %270)
  %272 = zext i1 %269 to i32
  %273 = load i32, ptr @fails, align 4, !tbaa !5
  %274 = add nsw i32 %273, %272
  store i32 %274, ptr @fails, align 4, !tbaa !5
  %275 = add nuw nsw i64 %50, 1
  %276 = icmp eq i64 %275, 8
  br i1 %276, label %42, label %49, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @copy_reduce(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %5, i1 false)
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %51

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  br label %20

10:                                               ; preds = %20
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = add nsw i32 %1, -1
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 16 %3, i64 %14, i1 false)
  br i1 %7, label %15, label %51

15:                                               ; preds = %10
  %16 = and i64 %9, 1
  %17 = icmp eq i32 %1, 1
  br i1 %17, label %36, label %18

18:                                               ; preds = %15
  %19 = and i64 %9, 2147483646
  br label %53

20:                                               ; preds = %8, %20
  %21 = phi i64 [ 0, %8 ], [ %28, %20 ]
  %22 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %23, %23
  store double %24, ptr %22, align 8, !tbaa !9
  %25 = getelementptr inbounds double, ptr %6, i64 %21
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = tail call double @exp(double noundef %26) #13
  %28 = add nuw nsw i64 %21, 1
  %29 = icmp eq i64 %28, %9
  %30 = and i64 %28, 4294967295
  %31 = select i1 %29, i64 0, i64 %30
  %32 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %27, %33
  store double %34, ptr %25, align 8, !tbaa !9
  %35 = icmp eq i64 %28, %9
  br i1 %35, label %10, label %20, !llvm.loop !17

36:                                               ; preds = %53, %15
  %37 = phi double [ poison, %15 ], [ %74, %53 ]
  %38 = phi i64 [ 0, %15 ], [ %68, %53 ]
  %39 = phi double [ 0.000000e+00, %15 ], [ %74, %53 ]
  %40 = icmp eq i64 %16, 0
  br i1 %40, label %51, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %38
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = trunc i64 %38 to i32
  %45 = add i32 %44, 1
  %46 = uitofp nneg i32 %45 to double
  %47 = getelementptr inbounds double, ptr %6, i64 %38
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %43, double %46, double %48)
  %50 = fadd double %39, %49
  br label %51

51:                                               ; preds = %41, %36, %2, %10
  %52 = phi double [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %37, %36 ], [ %50, %41 ]
  tail call void @free(ptr noundef %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret double %52

53:                                               ; preds = %53, %18
  %54 = phi i64 [ 0, %18 ], [ %68, %53 ]
  %55 = phi double [ 0.000000e+00, %18 ], [ %74, %53 ]
  %56 = phi i64 [ 0, %18 ], [ %75, %53 ]
  %57 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %54
  %58 = load double, ptr %57, align 16, !tbaa !9
  %59 = or disjoint i64 %54, 1
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = getelementptr inbounds double, ptr %6, i64 %54
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %63)
  %65 = fadd double %55, %64
  %66 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %59
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = add nuw nsw i64 %54, 2
  %69 = trunc nuw nsw i64 %68 to i32
  %70 = uitofp nneg i32 %69 to double
  %71 = getelementptr inbounds double, ptr %6, i64 %59
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %67, double %70, double %72)
  %74 = fadd double %65, %73
  %75 = add i64 %56, 2
  %76 = icmp eq i64 %75, %19
  br i1 %76, label %36, label %53, !llvm.loop !18
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @copy_out(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %30

12:                                               ; preds = %30, %6
  %13 = phi i64 [ 0, %6 ], [ %56, %30 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds double, ptr %1, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @sin(double noundef %17) #13
  %19 = trunc i64 %13 to i32
  %20 = add i32 %19, 3
  %21 = urem i32 %20, %2
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %1, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %18, %24
  %26 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %13
  store double %25, ptr %26, align 8, !tbaa !9
  br label %27

27:                                               ; preds = %15, %12, %3
  %28 = sext i32 %2 to i64
  %29 = shl nsw i64 %28, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 16 %4, i64 %29, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  ret void

30:                                               ; preds = %30, %10
  %31 = phi i64 [ 0, %10 ], [ %56, %30 ]
  %32 = phi i64 [ 0, %10 ], [ %57, %30 ]
  %33 = getelementptr inbounds double, ptr %1, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call double @sin(double noundef %34) #13
  %36 = trunc i64 %31 to i32
  %37 = add i32 %36, 3
  %38 = urem i32 %37, %2
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %35, %41
  %43 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %31
  store double %42, ptr %43, align 16, !tbaa !9
  %44 = or disjoint i64 %31, 1
  %45 = getelementptr inbounds double, ptr %1, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = tail call double @sin(double noundef %46) #13
  %48 = trunc i64 %44 to i32
  %49 = add i32 %48, 3
  %50 = urem i32 %49, %2
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %1, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fmul double %47, %53
  %55 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %44
  store double %54, ptr %55, align 8, !tbaa !9
  %56 = add nuw nsw i64 %31, 2
  %57 = add i64 %32, 2
  %58 = icmp eq i64 %57, %11
  br i1 %58, label %12, label %30, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
