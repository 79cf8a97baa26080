; ModuleID = 'rev/22_float_arrays.c'
source_filename = "rev/22_float_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal unnamed_addr constant [7 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"reduce_f d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"map_f w.out d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.7e fd=%+.7e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 8
  %2 = alloca [7 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  %5 = alloca [7 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [7 x float], align 16
  %9 = alloca [7 x float], align 4
  %10 = alloca [7 x float], align 4
  %11 = alloca [7 x float], align 4
  %12 = alloca [7 x float], align 16
  %13 = alloca [7 x double], align 16
  %14 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 7, ptr %7, align 4, !tbaa !6
  %15 = load volatile i32, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #11
  store <2 x double> <double 0x3FE916F6E0000000, double 0x3FACF95540000000>, ptr %13, align 16, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  store <4 x float> <float 0x3FE916F6E0000000, float 0x3FACF95540000000, float 0xBFE81EF2C0000000, float 0xBFDD6E5560000000>, ptr %8, align 16, !tbaa !12
  store <2 x double> <double 0xBFE81EF2C0000000, double 0xBFDD6E5560000000>, ptr %16, align 16, !tbaa !10
  store <4 x float> <float 1.000000e+00, float -5.000000e-01, float 2.000000e+00, float 2.500000e-01>, ptr %12, align 16, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  %18 = getelementptr inbounds i8, ptr %13, i64 32
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x float> <float 0x3FE03F8580000000, float 0x3FE7688080000000>, ptr %17, align 16, !tbaa !12
  store <2 x double> <double 0x3FE03F8580000000, double 0x3FE7688080000000>, ptr %18, align 16, !tbaa !10
  store <2 x float> <float -1.500000e+00, float 0x3FE6666660000000>, ptr %19, align 16, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %8, i64 24
  store float 0xBFBDCC5E00000000, ptr %20, align 8, !tbaa !12
  %21 = getelementptr inbounds i8, ptr %13, i64 48
  store double 0xBFBDCC5E00000000, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %12, i64 24
  store float 0x3FF3333340000000, ptr %22, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %25 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef nonnull @reduce_f, i32 noundef %23, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %24, i32 noundef %15) #11
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @map_f, i32 noundef %26, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %26, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %27, i32 noundef %15) #11
  %28 = sext i32 %15 to i64
  %29 = shl nsw i64 %28, 3
  %30 = icmp sgt i32 %15, 0
  %31 = zext i32 %15 to i64
  %32 = shl nuw nsw i64 %31, 3
  %33 = icmp ult i32 %15, 4
  %34 = and i64 %31, 2147483644
  %35 = icmp eq i64 %34, %31
  %36 = icmp ult i32 %15, 4
  %37 = and i64 %31, 2147483644
  %38 = icmp eq i64 %37, %31
  br label %46

39:                                               ; preds = %198
  %40 = icmp eq i32 %241, 0
  %41 = select i1 %40, ptr @.str.4, ptr @.str.3
  %42 = call i32 @puts(ptr nonnull dereferenceable(1) %41)
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %45

46:                                               ; preds = %0, %198
  %47 = phi i64 [ 0, %0 ], [ %242, %198 ]
  %48 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  store double %50, ptr %48, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull readonly align 16 %13, i64 %29, i1 false)
  br i1 %30, label %53, label %51

51:                                               ; preds = %46
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #11
  %52 = fadd double %49, 0xBEB0C6F7A0B5ED8D
  store double %52, ptr %48, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  br label %198

53:                                               ; preds = %46, %53
  %54 = phi i64 [ %61, %53 ], [ 0, %46 ]
  %55 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = call double @sin(double noundef %56) #11
  %58 = fmul double %56, 5.000000e-01
  %59 = call double @exp(double noundef %58) #11
  %60 = fmul double %57, %59
  store double %60, ptr %55, align 8, !tbaa !10
  %61 = add nuw nsw i64 %54, 1
  %62 = icmp eq i64 %61, %31
  br i1 %62, label %63, label %53, !llvm.loop !14

63:                                               ; preds = %53, %63
  %64 = phi i64 [ %68, %63 ], [ 0, %53 ]
  %65 = phi double [ %75, %63 ], [ 0.000000e+00, %53 ]
  %66 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %64
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, %31
  %70 = select i1 %69, i64 0, i64 %68
  %71 = getelementptr inbounds double, ptr %13, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = call double @llvm.fmuladd.f64(double %72, double %72, double 1.000000e+00)
  %74 = call double @llvm.sqrt.f64(double %73)
  %75 = call double @llvm.fmuladd.f64(double %67, double %74, double %65)
  br i1 %69, label %76, label %63, !llvm.loop !16

76:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #11
  br label %77

77:                                               ; preds = %77, %76
  %78 = phi i64 [ 0, %76 ], [ %90, %77 ]
  %79 = getelementptr inbounds double, ptr %13, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = call double @tanh(double noundef %80) #11
  %82 = trunc i64 %78 to i32
  %83 = add i32 %82, 2
  %84 = urem i32 %83, %15
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %13, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !10
  %88 = fmul double %81, %87
  %89 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %78
  store double %88, ptr %89, align 8, !tbaa !10
  %90 = add nuw nsw i64 %78, 1
  %91 = icmp eq i64 %90, %31
  br i1 %91, label %92, label %77, !llvm.loop !17

92:                                               ; preds = %77
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %4, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #11
  br i1 %33, label %111, label %93

93:                                               ; preds = %92, %93
  %94 = phi i64 [ %108, %93 ], [ 0, %92 ]
  %95 = phi double [ %107, %93 ], [ 0.000000e+00, %92 ]
  %96 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %94
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !10
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !10
  %100 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %94
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !10
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !10
  %104 = fmul <2 x double> %98, %102
  %105 = fmul <2 x double> %99, %103
  %106 = call double @llvm.vector.reduce.fadd.v2f64(double %95, <2 x double> %104)
  %107 = call double @llvm.vector.reduce.fadd.v2f64(double %106, <2 x double> %105)
  %108 = add nuw i64 %94, 4
  %109 = icmp eq i64 %108, %34
  br i1 %109, label %110, label %93, !llvm.loop !18

110:                                              ; preds = %93
  br i1 %35, label %124, label %111

111:                                              ; preds = %110, %92
  %112 = phi i64 [ 0, %92 ], [ %34, %110 ]
  %113 = phi double [ 0.000000e+00, %92 ], [ %107, %110 ]
  br label %114

114:                                              ; preds = %111, %114
  %115 = phi i64 [ %122, %114 ], [ %112, %111 ]
  %116 = phi double [ %121, %114 ], [ %113, %111 ]
  %117 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %115
  %120 = load double, ptr %119, align 8, !tbaa !10
  %121 = call double @llvm.fmuladd.f64(double %118, double %120, double %116)
  %122 = add nuw nsw i64 %115, 1
  %123 = icmp eq i64 %122, %31
  br i1 %123, label %124, label %114, !llvm.loop !21

124:                                              ; preds = %114, %110
  %125 = phi double [ %107, %110 ], [ %121, %114 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #11
  %126 = fadd double %49, 0xBEB0C6F7A0B5ED8D
  store double %126, ptr %48, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr nonnull readonly align 16 %13, i64 %29, i1 false)
  br label %127

127:                                              ; preds = %127, %124
  %128 = phi i64 [ 0, %124 ], [ %135, %127 ]
  %129 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !10
  %131 = call double @sin(double noundef %130) #11
  %132 = fmul double %130, 5.000000e-01
  %133 = call double @exp(double noundef %132) #11
  %134 = fmul double %131, %133
  store double %134, ptr %129, align 8, !tbaa !10
  %135 = add nuw nsw i64 %128, 1
  %136 = icmp eq i64 %135, %31
  br i1 %136, label %137, label %127, !llvm.loop !14

137:                                              ; preds = %127, %137
  %138 = phi i64 [ %142, %137 ], [ 0, %127 ]
  %139 = phi double [ %149, %137 ], [ 0.000000e+00, %127 ]
  %140 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %138
  %141 = load double, ptr %140, align 8, !tbaa !10
  %142 = add nuw nsw i64 %138, 1
  %143 = icmp eq i64 %142, %31
  %144 = select i1 %143, i64 0, i64 %142
  %145 = getelementptr inbounds double, ptr %13, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !10
  %147 = call double @llvm.fmuladd.f64(double %146, double %146, double 1.000000e+00)
  %148 = call double @llvm.sqrt.f64(double %147)
  %149 = call double @llvm.fmuladd.f64(double %141, double %148, double %139)
  br i1 %143, label %150, label %137, !llvm.loop !16

150:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #11
  br label %151

151:                                              ; preds = %151, %150
  %152 = phi i64 [ 0, %150 ], [ %164, %151 ]
  %153 = getelementptr inbounds double, ptr %13, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !10
  %155 = call double @tanh(double noundef %154) #11
  %156 = trunc i64 %152 to i32
  %157 = add i32 %156, 2
  %158 = urem i32 %157, %15
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds double, ptr %13, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !10
  %162 = fmul double %155, %161
  %163 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %152
  store double %162, ptr %163, align 8, !tbaa !10
  %164 = add nuw nsw i64 %152, 1
  %165 = icmp eq i64 %164, %31
  br i1 %165, label %166, label %151, !llvm.loop !17

166:                                              ; preds = %151
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr nonnull align 8 %1, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #11
  br i1 %36, label %185, label %167

167:                                              ; preds = %166, %167
  %168 = phi i64 [ %182, %167 ], [ 0, %166 ]
  %169 = phi double [ %181, %167 ], [ 0.000000e+00, %166 ]
  %170 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %168
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load <2 x double>, ptr %170, align 8, !tbaa !10
  %173 = load <2 x double>, ptr %171, align 8, !tbaa !10
  %174 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %168
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load <2 x double>, ptr %174, align 8, !tbaa !10
  %177 = load <2 x double>, ptr %175, align 8, !tbaa !10
  %178 = fmul <2 x double> %172, %176
  %179 = fmul <2 x double> %173, %177
  %180 = call double @llvm.vector.reduce.fadd.v2f64(double %169, <2 x double> %178)
  %181 = call double @llvm.vector.reduce.fadd.v2f64(double %180, <2 x double> %179)
  %182 = add nuw i64 %168, 4
  %183 = icmp eq i64 %182, %37
  br i1 %183, label %184, label %167, !llvm.loop !22

184:                                              ; preds = %167
  br i1 %38, label %198, label %185

185:                                              ; preds = %184, %166
  %186 = phi i64 [ 0, %166 ], [ %37, %184 ]
  %187 = phi double [ 0.000000e+00, %166 ], [ %181, %184 ]
  br label %188

188:                                              ; preds = %185, %188
  %189 = phi i64 [ %196, %188 ], [ %186, %185 ]
  %190 = phi double [ %195, %188 ], [ %187, %185 ]
  %191 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %189
  %194 = load double, ptr %193, align 8, !tbaa !10
  %195 = call double @llvm.fmuladd.f64(double %192, double %194, double %190)
  %196 = add nuw nsw i64 %189, 1
  %197 = icmp eq i64 %196, %31
  br i1 %197, label %198, label %188, !llvm.loop !23

198:                                              ; preds = %188, %184, %51
  %199 = phi double [ 0.000000e+00, %51 ], [ %149, %184 ], [ %149, %188 ]
  %200 = phi double [ 0.000000e+00, %51 ], [ %75, %184 ], [ %75, %188 ]
  %201 = phi double [ 0.000000e+00, %51 ], [ %125, %184 ], [ %125, %188 ]
  %202 = phi double [ 0.000000e+00, %51 ], [ %181, %184 ], [ %195, %188 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #11
  store double %49, ptr %48, align 8, !tbaa !10
  %203 = trunc nuw nsw i64 %47 to i32
  %204 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %203) #11
  %205 = getelementptr inbounds [7 x float], ptr %9, i64 0, i64 %47
  %206 = load float, ptr %205, align 4, !tbaa !12
  %207 = fpext float %206 to double
  %208 = fsub double %200, %199
  %209 = fdiv double %208, 2.000000e-06
  %210 = fsub double %207, %209
  %211 = call double @llvm.fabs.f64(double %210)
  %212 = call double @llvm.fabs.f64(double %209)
  %213 = call double @llvm.maxnum.f64(double %212, double 1.000000e+00)
  %214 = fmul double %213, 1.000000e-04
  %215 = fcmp ugt double %211, %214
  %216 = fcmp ule double %212, 0x3EB0C6F7A0B5ED8D
  %217 = or i1 %216, %215
  %218 = select i1 %217, ptr @.str.3, ptr @.str.4
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %207, double noundef %209, ptr noundef nonnull %218)
  %220 = zext i1 %217 to i32
  %221 = load i32, ptr @fails, align 4, !tbaa !6
  %222 = add nsw i32 %221, %220
  store i32 %222, ptr @fails, align 4, !tbaa !6
  %223 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %203) #11
  %224 = getelementptr inbounds [7 x float], ptr %10, i64 0, i64 %47
  %225 = load float, ptr %224, align 4, !tbaa !12
  %226 = fpext float %225 to double
  %227 = fsub double %201, %202
  %228 = fdiv double %227, 2.000000e-06
  %229 = fsub double %226, %228
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = call double @llvm.fabs.f64(double %228)
  %232 = call double @llvm.maxnum.f64(double %231, double 1.000000e+00)
  %233 = fmul double %232, 1.000000e-04
  %234 = fcmp ugt double %230, %233
  %235 = fcmp ule double %231, 0x3EB0C6F7A0B5ED8D
  %236 = or i1 %235, %234
  %237 = select i1 %236, ptr @.str.3, ptr @.str.4
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %226, double noundef %228, ptr noundef nonnull %237)
  %239 = zext i1 %236 to i32
  %240 = load i32, ptr @fails, align 4, !tbaa !6
  %241 = add nsw i32 %240, %239
  store i32 %241, ptr @fails, align 4, !tbaa !6
  %242 = add nuw nsw i64 %47, 1
  %243 = icmp eq i64 %242, 7
  br i1 %243, label %39, label %46, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare float @__enzyme_autodiff_f32(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal float @reduce_f(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %3, ptr align 4 %0, i64 %5, i1 false)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %60

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  br label %50

9:                                                ; preds = %50
  br i1 %6, label %10, label %60

10:                                               ; preds = %9
  %11 = zext nneg i32 %1 to i64
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %13, label %16

13:                                               ; preds = %48, %10
  %14 = phi i64 [ 0, %10 ], [ %17, %48 ]
  %15 = phi float [ 0.000000e+00, %10 ], [ %45, %48 ]
  br label %62

16:                                               ; preds = %10
  %17 = and i64 %8, 2147483646
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %46, %18 ]
  %20 = phi float [ 0.000000e+00, %16 ], [ %45, %18 ]
  %21 = or disjoint i64 %19, 1
  %22 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %19
  %23 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %21
  %24 = load float, ptr %22, align 4, !tbaa !12
  %25 = load float, ptr %23, align 4, !tbaa !12
  %26 = or disjoint i64 %19, 1
  %27 = add nuw nsw i64 %19, 2
  %28 = icmp eq i64 %26, %11
  %29 = icmp eq i64 %27, %11
  %30 = and i64 %26, 4294967295
  %31 = and i64 %27, 4294967294
  %32 = select i1 %28, i64 0, i64 %30
  %33 = select i1 %29, i64 0, i64 %31
  %34 = getelementptr inbounds float, ptr %0, i64 %32
  %35 = getelementptr inbounds float, ptr %0, i64 %33
  %36 = load float, ptr %34, align 4, !tbaa !12
  %37 = load float, ptr %35, align 4, !tbaa !12
  %38 = tail call float @llvm.fmuladd.f32(float %36, float %36, float 1.000000e+00)
  %39 = tail call float @llvm.fmuladd.f32(float %37, float %37, float 1.000000e+00)
  %40 = tail call float @llvm.sqrt.f32(float %38)
  %41 = tail call float @llvm.sqrt.f32(float %39)
  %42 = fmul float %24, %40
  %43 = fmul float %25, %41
  %44 = fadd float %20, %42
  %45 = fadd float %44, %43
  %46 = add nuw i64 %19, 2
  %47 = icmp eq i64 %46, %17
  br i1 %47, label %48, label %18, !llvm.loop !25

48:                                               ; preds = %18
  %49 = icmp eq i64 %17, %8
  br i1 %49, label %60, label %13

50:                                               ; preds = %7, %50
  %51 = phi i64 [ 0, %7 ], [ %58, %50 ]
  %52 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !12
  %54 = tail call float @sinf(float noundef %53) #11
  %55 = fmul float %53, 5.000000e-01
  %56 = tail call float @expf(float noundef %55) #11, !tbaa !6
  %57 = fmul float %54, %56
  store float %57, ptr %52, align 4, !tbaa !12
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, %8
  br i1 %59, label %9, label %50, !llvm.loop !26

60:                                               ; preds = %62, %48, %2, %9
  %61 = phi float [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %45, %48 ], [ %75, %62 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  ret float %61

62:                                               ; preds = %13, %62
  %63 = phi i64 [ %67, %62 ], [ %14, %13 ]
  %64 = phi float [ %75, %62 ], [ %15, %13 ]
  %65 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %63
  %66 = load float, ptr %65, align 4, !tbaa !12
  %67 = add nuw nsw i64 %63, 1
  %68 = icmp eq i64 %67, %11
  %69 = and i64 %67, 4294967295
  %70 = select i1 %68, i64 0, i64 %69
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !12
  %73 = tail call float @llvm.fmuladd.f32(float %72, float %72, float 1.000000e+00)
  %74 = tail call float @llvm.sqrt.f32(float %73)
  %75 = tail call float @llvm.fmuladd.f32(float %66, float %74, float %64)
  %76 = icmp eq i64 %67, %11
  br i1 %76, label %60, label %62, !llvm.loop !27
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @map_f(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %11

8:                                                ; preds = %11, %3
  %9 = sext i32 %2 to i64
  %10 = shl nsw i64 %9, 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %4, i64 %10, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  ret void

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %24, %11 ]
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = tail call float @tanhf(float noundef %14) #11
  %16 = trunc i64 %12 to i32
  %17 = add i32 %16, 2
  %18 = urem i32 %17, %2
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !12
  %22 = fmul float %15, %21
  %23 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 %12
  store float %22, ptr %23, align 4, !tbaa !12
  %24 = add nuw nsw i64 %12, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %8, label %11, !llvm.loop !28
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !15, !20, !19}
!22 = distinct !{!22, !15, !19, !20}
!23 = distinct !{!23, !15, !20, !19}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15, !19, !20}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15, !19}
!28 = distinct !{!28, !15}
