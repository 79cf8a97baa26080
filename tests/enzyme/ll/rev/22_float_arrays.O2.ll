; ModuleID = 'rev/22_float_arrays.c'
source_filename = "rev/22_float_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@w = internal unnamed_addr constant [7 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00], align 16
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
  %1 = alloca [16 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [16 x double], align 16
  %5 = alloca [7 x double], align 16
  %6 = alloca [16 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [7 x float], align 16
  %9 = alloca [7 x float], align 16
  %10 = alloca [7 x float], align 16
  %11 = alloca [7 x float], align 16
  %12 = alloca [7 x float], align 16
  %13 = alloca [7 x double], align 16
  %14 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 7, ptr %7, align 4, !tbaa !5
  %15 = load volatile i32, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %9, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #11
  store <2 x double> <double 0x3FE916F6E0000000, double 0x3FACF95540000000>, ptr %13, align 16, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  store <4 x float> <float 0x3FE916F6E0000000, float 0x3FACF95540000000, float 0xBFE81EF2C0000000, float 0xBFDD6E5560000000>, ptr %8, align 16, !tbaa !11
  store <2 x double> <double 0xBFE81EF2C0000000, double 0xBFDD6E5560000000>, ptr %16, align 16, !tbaa !9
  store <4 x float> <float 1.000000e+00, float -5.000000e-01, float 2.000000e+00, float 2.500000e-01>, ptr %12, align 16, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  %18 = getelementptr inbounds i8, ptr %13, i64 32
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x float> <float 0x3FE03F8580000000, float 0x3FE7688080000000>, ptr %17, align 16, !tbaa !11
  store <2 x double> <double 0x3FE03F8580000000, double 0x3FE7688080000000>, ptr %18, align 16, !tbaa !9
  store <2 x float> <float -1.500000e+00, float 0x3FE6666660000000>, ptr %19, align 16, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %8, i64 24
  store float 0xBFBDCC5E00000000, ptr %20, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %13, i64 48
  store double 0xBFBDCC5E00000000, ptr %21, align 16, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %12, i64 24
  store float 0x3FF3333340000000, ptr %22, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %25 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef nonnull @reduce_f, i32 noundef %23, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %24, i32 noundef %15) #11
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @map_f, i32 noundef %26, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %26, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %27, i32 noundef %15) #11
  %28 = sext i32 %15 to i64
  %29 = shl nsw i64 %28, 3
  %30 = icmp sgt i32 %15, 0
  %31 = zext i32 %15 to i64
  %32 = shl nuw nsw i64 %31, 3
  %33 = add nsw i64 %31, -1
  %34 = and i64 %31, 1
  %35 = icmp eq i64 %33, 0
  %36 = and i64 %31, 2147483646
  %37 = icmp eq i64 %34, 0
  %38 = and i64 %31, 3
  %39 = icmp ult i32 %15, 4
  %40 = and i64 %31, 2147483644
  %41 = icmp eq i64 %38, 0
  %42 = and i64 %31, 1
  %43 = icmp eq i64 %33, 0
  %44 = and i64 %31, 2147483646
  %45 = icmp eq i64 %42, 0
  %46 = and i64 %31, 1
  %47 = icmp eq i64 %33, 0
  %48 = and i64 %31, 2147483646
  %49 = icmp eq i64 %46, 0
  br label %57

50:                                               ; preds = %288
  %51 = icmp eq i32 %331, 0
  %52 = select i1 %51, ptr @.str.4, ptr @.str.3
  %53 = call i32 @puts(ptr nonnull dereferenceable(1) %52)
  %54 = load i32, ptr @fails, align 4, !tbaa !5
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %56

57:                                               ; preds = %0, %288
  %58 = phi i64 [ 0, %0 ], [ %332, %288 ]
  %59 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fadd double %60, 0x3EB0C6F7A0B5ED8D
  store double %61, ptr %59, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %13, i64 %29, i1 false)
  br i1 %30, label %64, label %62

62:                                               ; preds = %57
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #11
  %63 = fadd double %60, 0xBEB0C6F7A0B5ED8D
  store double %63, ptr %59, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  br label %288

64:                                               ; preds = %57, %64
  %65 = phi i64 [ %72, %64 ], [ 0, %57 ]
  %66 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = call double @sin(double noundef %67) #11
  %69 = fmul double %67, 5.000000e-01
  %70 = call double @exp(double noundef %69) #11
  %71 = fmul double %68, %70
  store double %71, ptr %66, align 8, !tbaa !9
  %72 = add nuw nsw i64 %65, 1
  %73 = icmp eq i64 %72, %31
  br i1 %73, label %74, label %64, !llvm.loop !13

74:                                               ; preds = %64
  br i1 %35, label %101, label %75

75:                                               ; preds = %74, %75
  %76 = phi i64 [ %91, %75 ], [ 0, %74 ]
  %77 = phi double [ %98, %75 ], [ 0.000000e+00, %74 ]
  %78 = phi i64 [ %99, %75 ], [ 0, %74 ]
  %79 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %76
  %80 = load double, ptr %79, align 16, !tbaa !9
  %81 = or disjoint i64 %76, 1
  %82 = icmp eq i64 %81, %31
  %83 = select i1 %82, i64 0, i64 %81
  %84 = getelementptr inbounds double, ptr %13, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = call double @llvm.fmuladd.f64(double %85, double %85, double 1.000000e+00)
  %87 = call double @llvm.sqrt.f64(double %86)
  %88 = call double @llvm.fmuladd.f64(double %80, double %87, double %77)
  %89 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %81
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = add nuw nsw i64 %76, 2
  %92 = icmp eq i64 %91, %31
  %93 = select i1 %92, i64 0, i64 %91
  %94 = getelementptr inbounds double, ptr %13, i64 %93
  %95 = load double, ptr %94, align 16, !tbaa !9
  %96 = call double @llvm.fmuladd.f64(double %95, double %95, double 1.000000e+00)
  %97 = call double @llvm.sqrt.f64(double %96)
  %98 = call double @llvm.fmuladd.f64(double %90, double %97, double %88)
  %99 = add i64 %78, 2
  %100 = icmp eq i64 %99, %36
  br i1 %100, label %101, label %75, !llvm.loop !15

101:                                              ; preds = %75, %74
  %102 = phi double [ poison, %74 ], [ %98, %75 ]
  %103 = phi i64 [ 0, %74 ], [ %91, %75 ]
  %104 = phi double [ 0.000000e+00, %74 ], [ %98, %75 ]
  br i1 %37, label %116, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = add nuw nsw i64 %103, 1
  %109 = icmp eq i64 %108, %31
  %110 = select i1 %109, i64 0, i64 %108
  %111 = getelementptr inbounds double, ptr %13, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = call double @llvm.fmuladd.f64(double %112, double %112, double 1.000000e+00)
  %114 = call double @llvm.sqrt.f64(double %113)
  %115 = call double @llvm.fmuladd.f64(double %107, double %114, double %104)
  br label %116

116:                                              ; preds = %101, %105
  %117 = phi double [ %102, %101 ], [ %115, %105 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #11
  br label %118

118:                                              ; preds = %118, %116
  %119 = phi i64 [ 0, %116 ], [ %131, %118 ]
  %120 = getelementptr inbounds double, ptr %13, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = call double @tanh(double noundef %121) #11
  %123 = trunc i64 %119 to i32
  %124 = add i32 %123, 2
  %125 = urem i32 %124, %15
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %13, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fmul double %122, %128
  %130 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %119
  store double %129, ptr %130, align 8, !tbaa !9
  %131 = add nuw nsw i64 %119, 1
  %132 = icmp eq i64 %131, %31
  br i1 %132, label %133, label %118, !llvm.loop !16

133:                                              ; preds = %118
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %4, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #11
  br i1 %39, label %164, label %134

134:                                              ; preds = %133, %134
  %135 = phi i64 [ %161, %134 ], [ 0, %133 ]
  %136 = phi double [ %160, %134 ], [ 0.000000e+00, %133 ]
  %137 = phi i64 [ %162, %134 ], [ 0, %133 ]
  %138 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %135
  %139 = load double, ptr %138, align 16, !tbaa !9
  %140 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %135
  %141 = load double, ptr %140, align 16, !tbaa !9
  %142 = call double @llvm.fmuladd.f64(double %139, double %141, double %136)
  %143 = or disjoint i64 %135, 1
  %144 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %143
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = call double @llvm.fmuladd.f64(double %145, double %147, double %142)
  %149 = or disjoint i64 %135, 2
  %150 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %149
  %151 = load double, ptr %150, align 16, !tbaa !9
  %152 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %149
  %153 = load double, ptr %152, align 16, !tbaa !9
  %154 = call double @llvm.fmuladd.f64(double %151, double %153, double %148)
  %155 = or disjoint i64 %135, 3
  %156 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = call double @llvm.fmuladd.f64(double %157, double %159, double %154)
  %161 = add nuw nsw i64 %135, 4
  %162 = add i64 %137, 4
  %163 = icmp eq i64 %162, %40
  br i1 %163, label %164, label %134, !llvm.loop !17

164:                                              ; preds = %134, %133
  %165 = phi double [ poison, %133 ], [ %160, %134 ]
  %166 = phi i64 [ 0, %133 ], [ %161, %134 ]
  %167 = phi double [ 0.000000e+00, %133 ], [ %160, %134 ]
  br i1 %41, label %180, label %168

168:                                              ; preds = %164, %168
  %169 = phi i64 [ %177, %168 ], [ %166, %164 ]
  %170 = phi double [ %176, %168 ], [ %167, %164 ]
  %171 = phi i64 [ %178, %168 ], [ 0, %164 ]
  %172 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %169
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %169
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = call double @llvm.fmuladd.f64(double %173, double %175, double %170)
  %177 = add nuw nsw i64 %169, 1
  %178 = add i64 %171, 1
  %179 = icmp eq i64 %178, %38
  br i1 %179, label %180, label %168, !llvm.loop !18

180:                                              ; preds = %168, %164
  %181 = phi double [ %165, %164 ], [ %176, %168 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #11
  %182 = fadd double %60, 0xBEB0C6F7A0B5ED8D
  store double %182, ptr %59, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull readonly align 16 %13, i64 %29, i1 false)
  br label %183

183:                                              ; preds = %183, %180
  %184 = phi i64 [ 0, %180 ], [ %191, %183 ]
  %185 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = call double @sin(double noundef %186) #11
  %188 = fmul double %186, 5.000000e-01
  %189 = call double @exp(double noundef %188) #11
  %190 = fmul double %187, %189
  store double %190, ptr %185, align 8, !tbaa !9
  %191 = add nuw nsw i64 %184, 1
  %192 = icmp eq i64 %191, %31
  br i1 %192, label %193, label %183, !llvm.loop !13

193:                                              ; preds = %183
  br i1 %43, label %220, label %194

194:                                              ; preds = %193, %194
  %195 = phi i64 [ %210, %194 ], [ 0, %193 ]
  %196 = phi double [ %217, %194 ], [ 0.000000e+00, %193 ]
  %197 = phi i64 [ %218, %194 ], [ 0, %193 ]
  %198 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %195
  %199 = load double, ptr %198, align 16, !tbaa !9
  %200 = or disjoint i64 %195, 1
  %201 = icmp eq i64 %200, %31
  %202 = select i1 %201, i64 0, i64 %200
  %203 = getelementptr inbounds double, ptr %13, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = call double @llvm.fmuladd.f64(double %204, double %204, double 1.000000e+00)
  %206 = call double @llvm.sqrt.f64(double %205)
  %207 = call double @llvm.fmuladd.f64(double %199, double %206, double %196)
  %208 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %200
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = add nuw nsw i64 %195, 2
  %211 = icmp eq i64 %210, %31
  %212 = select i1 %211, i64 0, i64 %210
  %213 = getelementptr inbounds double, ptr %13, i64 %212
  %214 = load double, ptr %213, align 16, !tbaa !9
  %215 = call double @llvm.fmuladd.f64(double %214, double %214, double 1.000000e+00)
  %216 = call double @llvm.sqrt.f64(double %215)
  %217 = call double @llvm.fmuladd.f64(double %209, double %216, double %207)
  %218 = add i64 %197, 2
  %219 = icmp eq i64 %218, %44
  br i1 %219, label %220, label %194, !llvm.loop !15

220:                                              ; preds = %194, %193
  %221 = phi double [ poison, %193 ], [ %217, %194 ]
  %222 = phi i64 [ 0, %193 ], [ %210, %194 ]
  %223 = phi double [ 0.000000e+00, %193 ], [ %217, %194 ]
  br i1 %45, label %235, label %224

224:                                              ; preds = %220
  %225 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %222
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = add nuw nsw i64 %222, 1
  %228 = icmp eq i64 %227, %31
  %229 = select i1 %228, i64 0, i64 %227
  %230 = getelementptr inbounds double, ptr %13, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = call double @llvm.fmuladd.f64(double %231, double %231, double 1.000000e+00)
  %233 = call double @llvm.sqrt.f64(double %232)
  %234 = call double @llvm.fmuladd.f64(double %226, double %233, double %223)
  br label %235

235:                                              ; preds = %220, %224
  %236 = phi double [ %221, %220 ], [ %234, %224 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #11
  br label %237

237:                                              ; preds = %237, %235
  %238 = phi i64 [ 0, %235 ], [ %250, %237 ]
  %239 = getelementptr inbounds double, ptr %13, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = call double @tanh(double noundef %240) #11
  %242 = trunc i64 %238 to i32
  %243 = add i32 %242, 2
  %244 = urem i32 %243, %15
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds double, ptr %13, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = fmul double %241, %247
  %249 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %238
  store double %248, ptr %249, align 8, !tbaa !9
  %250 = add nuw nsw i64 %238, 1
  %251 = icmp eq i64 %250, %31
  br i1 %251, label %252, label %237, !llvm.loop !16

252:                                              ; preds = %237
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 16 %1, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #11
  %253 = insertelement <2 x double> poison, double %181, i64 0
  %254 = insertelement <2 x double> %253, double %117, i64 1
  br i1 %47, label %276, label %255

255:                                              ; preds = %252, %255
  %256 = phi i64 [ %270, %255 ], [ 0, %252 ]
  %257 = phi double [ %269, %255 ], [ 0.000000e+00, %252 ]
  %258 = phi i64 [ %271, %255 ], [ 0, %252 ]
  %259 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %256
  %260 = load double, ptr %259, align 16, !tbaa !9
  %261 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %256
  %262 = load double, ptr %261, align 16, !tbaa !9
  %263 = call double @llvm.fmuladd.f64(double %260, double %262, double %257)
  %264 = or disjoint i64 %256, 1
  %265 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %264
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = call double @llvm.fmuladd.f64(double %266, double %268, double %263)
  %270 = add nuw nsw i64 %256, 2
  %271 = add i64 %258, 2
  %272 = icmp eq i64 %271, %48
  br i1 %272, label %273, label %255, !llvm.loop !17

273:                                              ; preds = %255
  %274 = insertelement <2 x double> poison, double %269, i64 0
  %275 = insertelement <2 x double> %274, double %236, i64 1
  br label %276

276:                                              ; preds = %273, %252
  %277 = phi <2 x double> [ poison, %252 ], [ %275, %273 ]
  %278 = phi i64 [ 0, %252 ], [ %270, %273 ]
  %279 = phi double [ 0.000000e+00, %252 ], [ %269, %273 ]
  br i1 %49, label %288, label %280

280:                                              ; preds = %276
  %281 = getelementptr inbounds [7 x double], ptr @w, i64 0, i64 %278
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %278
  %284 = load double, ptr %283, align 8, !tbaa !9
  %285 = call double @llvm.fmuladd.f64(double %282, double %284, double %279)
  %286 = insertelement <2 x double> poison, double %285, i64 0
  %287 = insertelement <2 x double> %286, double %236, i64 1
  br label %288

288:                                              ; preds = %280, %276, %62
  %289 = phi <2 x double> [ zeroinitializer, %62 ], [ %254, %276 ], [ %254, %280 ]
  %290 = phi <2 x double> [ zeroinitializer, %62 ], [ %277, %276 ], [ %287, %280 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #11
  store double %60, ptr %59, align 8, !tbaa !9
  %291 = trunc nuw nsw i64 %58 to i32
  %292 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %291) #11
  %293 = getelementptr inbounds [7 x float], ptr %9, i64 0, i64 %58
  %294 = load float, ptr %293, align 4, !tbaa !11
  %295 = fpext float %294 to double
  %296 = fsub <2 x double> %289, %290
  %297 = getelementptr inbounds [7 x float], ptr %10, i64 0, i64 %58
  %298 = fdiv <2 x double> %296, <double 2.000000e-06, double 2.000000e-06>
  %299 = extractelement <2 x double> %298, i64 1
  %300 = fsub double %295, %299
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %298)
  %303 = extractelement <2 x double> %302, i64 1
  %304 = call double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  %305 = fmul double %304, 1.000000e-04
  %306 = fcmp ugt double %301, %305
  %307 = fcmp ule <2 x double> %302, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %308 = extractelement <2 x i1> %307, i64 1
  %309 = or i1 %308, %306
  %310 = select i1 %309, ptr @.str.3, ptr @.str.4
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %295, double noundef %299, ptr noundef nonnull %310)
  %312 = zext i1 %309 to i32
  %313 = load i32, ptr @fails, align 4, !tbaa !5
  %314 = add nsw i32 %313, %312
  store i32 %314, ptr @fails, align 4, !tbaa !5
  %315 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %291) #11
  %316 = load float, ptr %297, align 4, !tbaa !11
  %317 = fpext float %316 to double
  %318 = extractelement <2 x double> %298, i64 0
  %319 = fsub double %317, %318
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = extractelement <2 x double> %302, i64 0
  %322 = call double @llvm.maxnum.f64(double %321, double 1.000000e+00)
  %323 = fmul double %322, 1.000000e-04
  %324 = fcmp ugt double %320, %323
  %325 = extractelement <2 x i1> %307, i64 0
  %326 = or i1 %325, %324
  %327 = select i1 %326, ptr @.str.3, ptr @.str.4
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %317, double noundef %318, ptr noundef nonnull %327)
  %329 = zext i1 %326 to i32
  %330 = load i32, ptr @fails, align 4, !tbaa !5
  %331 = add nsw i32 %330, %329
  store i32 %331, ptr @fails, align 4, !tbaa !5
  %332 = add nuw nsw i64 %58, 1
  %333 = icmp eq i64 %332, 7
  br i1 %333, label %50, label %57, !llvm.loop !20
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
  %3 = alloca [16 x float], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 4 %0, i64 %5, i1 false)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %43

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  br label %16

9:                                                ; preds = %16
  br i1 %6, label %10, label %43

10:                                               ; preds = %9
  %11 = zext nneg i32 %1 to i64
  %12 = and i64 %8, 1
  %13 = icmp eq i32 %1, 1
  br i1 %13, label %26, label %14

14:                                               ; preds = %10
  %15 = and i64 %8, 2147483646
  br label %45

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %24, %16 ]
  %18 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = tail call float @sinf(float noundef %19) #11
  %21 = fmul float %19, 5.000000e-01
  %22 = tail call float @expf(float noundef %21) #11, !tbaa !5
  %23 = fmul float %20, %22
  store float %23, ptr %18, align 4, !tbaa !11
  %24 = add nuw nsw i64 %17, 1
  %25 = icmp eq i64 %24, %8
  br i1 %25, label %9, label %16, !llvm.loop !21

26:                                               ; preds = %45, %10
  %27 = phi float [ poison, %10 ], [ %70, %45 ]
  %28 = phi i64 [ 0, %10 ], [ %62, %45 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %70, %45 ]
  %30 = icmp eq i64 %12, 0
  br i1 %30, label %43, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %28
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = add nuw nsw i64 %28, 1
  %35 = icmp eq i64 %34, %11
  %36 = and i64 %34, 4294967295
  %37 = select i1 %35, i64 0, i64 %36
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = tail call float @llvm.fmuladd.f32(float %39, float %39, float 1.000000e+00)
  %41 = tail call float @llvm.sqrt.f32(float %40)
  %42 = tail call float @llvm.fmuladd.f32(float %33, float %41, float %29)
  br label %43

43:                                               ; preds = %31, %26, %2, %9
  %44 = phi float [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %27, %26 ], [ %42, %31 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  ret float %44

45:                                               ; preds = %45, %14
  %46 = phi i64 [ 0, %14 ], [ %62, %45 ]
  %47 = phi float [ 0.000000e+00, %14 ], [ %70, %45 ]
  %48 = phi i64 [ 0, %14 ], [ %71, %45 ]
  %49 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %46
  %50 = load float, ptr %49, align 8, !tbaa !11
  %51 = or disjoint i64 %46, 1
  %52 = icmp eq i64 %51, %11
  %53 = and i64 %51, 4294967295
  %54 = select i1 %52, i64 0, i64 %53
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = tail call float @llvm.fmuladd.f32(float %56, float %56, float 1.000000e+00)
  %58 = tail call float @llvm.sqrt.f32(float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %50, float %58, float %47)
  %60 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %51
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = add nuw nsw i64 %46, 2
  %63 = icmp eq i64 %62, %11
  %64 = and i64 %62, 4294967294
  %65 = select i1 %63, i64 0, i64 %64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = tail call float @llvm.fmuladd.f32(float %67, float %67, float 1.000000e+00)
  %69 = tail call float @llvm.sqrt.f32(float %68)
  %70 = tail call float @llvm.fmuladd.f32(float %61, float %69, float %59)
  %71 = add i64 %48, 2
  %72 = icmp eq i64 %71, %15
  br i1 %72, label %26, label %45, !llvm.loop !22
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @map_f(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = alloca [16 x float], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %11

8:                                                ; preds = %11, %3
  %9 = sext i32 %2 to i64
  %10 = shl nsw i64 %9, 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr nonnull align 16 %4, i64 %10, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  ret void

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %24, %11 ]
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = tail call float @tanhf(float noundef %14) #11
  %16 = trunc i64 %12 to i32
  %17 = add i32 %16, 2
  %18 = urem i32 %17, %2
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul float %15, %21
  %23 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 %12
  store float %22, ptr %23, align 4, !tbaa !11
  %24 = add nuw nsw i64 %12, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %8, label %11, !llvm.loop !23
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
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
