; ModuleID = 'rev/08_matvec.c'
source_filename = "rev/08_matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@w = internal unnamed_addr constant [3 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"matvec d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"matvec d/dx[%d]\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"quad d/dA[%d]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"quad d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x double], align 16
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [3 x double], align 16
  %10 = alloca [3 x double], align 16
  %11 = alloca [16 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [32 x i8], align 16
  %14 = alloca [16 x double], align 16
  %15 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 3, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 4, ptr %6, align 4, !tbaa !5
  %16 = load volatile i32, ptr %5, align 4, !tbaa !5
  %17 = load volatile i32, ptr %6, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %11, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store <2 x double> <double 0x3FDFD712F9A817C1, double 0x3FD64B6BDE719866>, ptr %7, align 16, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 0x3FA21BD54FC5F9A7, double 0xBFD2D5004B88AD6D>, ptr %18, align 16, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x double> <double 0xBFDF1216DBA340C9, double 0xBFDCB23EB4D22C5B>, ptr %19, align 16, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x double> <double 0xBFC9A6B192163B53, double 0x3FC22785706B4AD9>, ptr %20, align 16, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x double> <double 0x3FDAB5F7960DFE26, double 0x3FDFC82BBD1E4CA2>, ptr %21, align 16, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x double> <double 0x3FD5E7CE691EA546, double 0x3F9BA00B7D845AFA>, ptr %22, align 16, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %7, i64 96
  store <2 x double> <double 0xBFD343AE773AB08E, double 0xBFDF31EB4014A490>, ptr %23, align 16, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %7, i64 112
  store <2 x double> <double 0xBFDC7441010D6422, double 0xBFC8A96183D0F2C4>, ptr %24, align 16, !tbaa !9
  store <2 x double> <double -4.000000e-01, double 0xBFB999999999999C>, ptr %8, align 16, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0x3FC9999999999998, double 0x3FDFFFFFFFFFFFFF>, ptr %25, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %10, ptr noundef nonnull align 16 dereferenceable(24) @w, i64 24, i1 false), !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @matvec, i32 noundef %26, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %26, ptr noundef nonnull %7, ptr noundef nonnull %11, i32 noundef %26, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %16, i32 noundef %17) #11
  %27 = icmp sgt i32 %16, 0
  %28 = icmp sgt i32 %17, 0
  %29 = zext i32 %17 to i64
  %30 = zext i32 %16 to i64
  %31 = and i64 %29, 3
  %32 = icmp ult i32 %17, 4
  %33 = and i64 %29, 2147483644
  %34 = icmp eq i64 %31, 0
  %35 = and i64 %30, 3
  %36 = icmp ult i32 %16, 4
  %37 = and i64 %30, 2147483644
  %38 = icmp eq i64 %35, 0
  %39 = and i64 %29, 3
  %40 = icmp ult i32 %17, 4
  %41 = and i64 %29, 2147483644
  %42 = icmp eq i64 %39, 0
  %43 = and i64 %30, 3
  %44 = icmp ult i32 %16, 4
  %45 = and i64 %30, 2147483644
  %46 = icmp eq i64 %43, 0
  br label %47

47:                                               ; preds = %0, %262
  %48 = phi i64 [ 0, %0 ], [ %284, %262 ]
  %49 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  br i1 %27, label %53, label %52

52:                                               ; preds = %47
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  br label %262

53:                                               ; preds = %47, %74
  %54 = phi i64 [ %77, %74 ], [ 0, %47 ]
  br i1 %28, label %55, label %74

55:                                               ; preds = %53
  %56 = mul nuw nsw i64 %54, %29
  %57 = getelementptr inbounds double, ptr %7, i64 %56
  br i1 %32, label %58, label %80

58:                                               ; preds = %80, %55
  %59 = phi double [ poison, %55 ], [ %106, %80 ]
  %60 = phi i64 [ 0, %55 ], [ %107, %80 ]
  %61 = phi double [ 0.000000e+00, %55 ], [ %106, %80 ]
  br i1 %34, label %74, label %62

62:                                               ; preds = %58, %62
  %63 = phi i64 [ %71, %62 ], [ %60, %58 ]
  %64 = phi double [ %70, %62 ], [ %61, %58 ]
  %65 = phi i64 [ %72, %62 ], [ 0, %58 ]
  %66 = getelementptr inbounds double, ptr %57, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = getelementptr inbounds double, ptr %8, i64 %63
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = call double @llvm.fmuladd.f64(double %67, double %69, double %64)
  %71 = add nuw nsw i64 %63, 1
  %72 = add i64 %65, 1
  %73 = icmp eq i64 %72, %31
  br i1 %73, label %74, label %62, !llvm.loop !11

74:                                               ; preds = %58, %62, %53
  %75 = phi double [ 0.000000e+00, %53 ], [ %59, %58 ], [ %70, %62 ]
  %76 = getelementptr inbounds double, ptr %4, i64 %54
  store double %75, ptr %76, align 8, !tbaa !9
  %77 = add nuw nsw i64 %54, 1
  %78 = icmp eq i64 %77, %30
  br i1 %78, label %79, label %53, !llvm.loop !13

79:                                               ; preds = %74
  br i1 %36, label %140, label %110

80:                                               ; preds = %55, %80
  %81 = phi i64 [ %107, %80 ], [ 0, %55 ]
  %82 = phi double [ %106, %80 ], [ 0.000000e+00, %55 ]
  %83 = phi i64 [ %108, %80 ], [ 0, %55 ]
  %84 = getelementptr inbounds double, ptr %57, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds double, ptr %8, i64 %81
  %87 = load double, ptr %86, align 16, !tbaa !9
  %88 = call double @llvm.fmuladd.f64(double %85, double %87, double %82)
  %89 = or disjoint i64 %81, 1
  %90 = getelementptr inbounds double, ptr %57, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = getelementptr inbounds double, ptr %8, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %91, double %93, double %88)
  %95 = or disjoint i64 %81, 2
  %96 = getelementptr inbounds double, ptr %57, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds double, ptr %8, i64 %95
  %99 = load double, ptr %98, align 16, !tbaa !9
  %100 = call double @llvm.fmuladd.f64(double %97, double %99, double %94)
  %101 = or disjoint i64 %81, 3
  %102 = getelementptr inbounds double, ptr %57, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = getelementptr inbounds double, ptr %8, i64 %101
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = call double @llvm.fmuladd.f64(double %103, double %105, double %100)
  %107 = add nuw nsw i64 %81, 4
  %108 = add i64 %83, 4
  %109 = icmp eq i64 %108, %33
  br i1 %109, label %58, label %80, !llvm.loop !15

110:                                              ; preds = %79, %110
  %111 = phi i64 [ %137, %110 ], [ 0, %79 ]
  %112 = phi double [ %136, %110 ], [ 0.000000e+00, %79 ]
  %113 = phi i64 [ %138, %110 ], [ 0, %79 ]
  %114 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %111
  %115 = load double, ptr %114, align 16, !tbaa !9
  %116 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %111
  %117 = load double, ptr %116, align 16, !tbaa !9
  %118 = call double @llvm.fmuladd.f64(double %115, double %117, double %112)
  %119 = or disjoint i64 %111, 1
  %120 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %119
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = call double @llvm.fmuladd.f64(double %121, double %123, double %118)
  %125 = or disjoint i64 %111, 2
  %126 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %125
  %127 = load double, ptr %126, align 16, !tbaa !9
  %128 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %125
  %129 = load double, ptr %128, align 16, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %127, double %129, double %124)
  %131 = or disjoint i64 %111, 3
  %132 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %131
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = call double @llvm.fmuladd.f64(double %133, double %135, double %130)
  %137 = add nuw nsw i64 %111, 4
  %138 = add i64 %113, 4
  %139 = icmp eq i64 %138, %37
  br i1 %139, label %140, label %110, !llvm.loop !16

140:                                              ; preds = %110, %79
  %141 = phi double [ poison, %79 ], [ %136, %110 ]
  %142 = phi i64 [ 0, %79 ], [ %137, %110 ]
  %143 = phi double [ 0.000000e+00, %79 ], [ %136, %110 ]
  br i1 %38, label %156, label %144

144:                                              ; preds = %140, %144
  %145 = phi i64 [ %153, %144 ], [ %142, %140 ]
  %146 = phi double [ %152, %144 ], [ %143, %140 ]
  %147 = phi i64 [ %154, %144 ], [ 0, %140 ]
  %148 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %145
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = call double @llvm.fmuladd.f64(double %149, double %151, double %146)
  %153 = add nuw nsw i64 %145, 1
  %154 = add i64 %147, 1
  %155 = icmp eq i64 %154, %35
  br i1 %155, label %156, label %144, !llvm.loop !17

156:                                              ; preds = %144, %140
  %157 = phi double [ %141, %140 ], [ %152, %144 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %158 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %158, ptr %49, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  br label %159

159:                                              ; preds = %180, %156
  %160 = phi i64 [ 0, %156 ], [ %183, %180 ]
  br i1 %28, label %161, label %180

161:                                              ; preds = %159
  %162 = mul nuw nsw i64 %160, %29
  %163 = getelementptr inbounds double, ptr %7, i64 %162
  br i1 %40, label %164, label %186

164:                                              ; preds = %186, %161
  %165 = phi double [ poison, %161 ], [ %212, %186 ]
  %166 = phi i64 [ 0, %161 ], [ %213, %186 ]
  %167 = phi double [ 0.000000e+00, %161 ], [ %212, %186 ]
  br i1 %42, label %180, label %168

168:                                              ; preds = %164, %168
  %169 = phi i64 [ %177, %168 ], [ %166, %164 ]
  %170 = phi double [ %176, %168 ], [ %167, %164 ]
  %171 = phi i64 [ %178, %168 ], [ 0, %164 ]
  %172 = getelementptr inbounds double, ptr %163, i64 %169
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = getelementptr inbounds double, ptr %8, i64 %169
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = call double @llvm.fmuladd.f64(double %173, double %175, double %170)
  %177 = add nuw nsw i64 %169, 1
  %178 = add i64 %171, 1
  %179 = icmp eq i64 %178, %39
  br i1 %179, label %180, label %168, !llvm.loop !18

180:                                              ; preds = %164, %168, %159
  %181 = phi double [ 0.000000e+00, %159 ], [ %165, %164 ], [ %176, %168 ]
  %182 = getelementptr inbounds double, ptr %3, i64 %160
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nuw nsw i64 %160, 1
  %184 = icmp eq i64 %183, %30
  br i1 %184, label %185, label %159, !llvm.loop !13

185:                                              ; preds = %180
  br i1 %44, label %246, label %216

186:                                              ; preds = %161, %186
  %187 = phi i64 [ %213, %186 ], [ 0, %161 ]
  %188 = phi double [ %212, %186 ], [ 0.000000e+00, %161 ]
  %189 = phi i64 [ %214, %186 ], [ 0, %161 ]
  %190 = getelementptr inbounds double, ptr %163, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = getelementptr inbounds double, ptr %8, i64 %187
  %193 = load double, ptr %192, align 16, !tbaa !9
  %194 = call double @llvm.fmuladd.f64(double %191, double %193, double %188)
  %195 = or disjoint i64 %187, 1
  %196 = getelementptr inbounds double, ptr %163, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = getelementptr inbounds double, ptr %8, i64 %195
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = call double @llvm.fmuladd.f64(double %197, double %199, double %194)
  %201 = or disjoint i64 %187, 2
  %202 = getelementptr inbounds double, ptr %163, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = getelementptr inbounds double, ptr %8, i64 %201
  %205 = load double, ptr %204, align 16, !tbaa !9
  %206 = call double @llvm.fmuladd.f64(double %203, double %205, double %200)
  %207 = or disjoint i64 %187, 3
  %208 = getelementptr inbounds double, ptr %163, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %8, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = call double @llvm.fmuladd.f64(double %209, double %211, double %206)
  %213 = add nuw nsw i64 %187, 4
  %214 = add i64 %189, 4
  %215 = icmp eq i64 %214, %41
  br i1 %215, label %164, label %186, !llvm.loop !15

216:                                              ; preds = %185, %216
  %217 = phi i64 [ %243, %216 ], [ 0, %185 ]
  %218 = phi double [ %242, %216 ], [ 0.000000e+00, %185 ]
  %219 = phi i64 [ %244, %216 ], [ 0, %185 ]
  %220 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %217
  %221 = load double, ptr %220, align 16, !tbaa !9
  %222 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %217
  %223 = load double, ptr %222, align 16, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %221, double %223, double %218)
  %225 = or disjoint i64 %217, 1
  %226 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %225
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = call double @llvm.fmuladd.f64(double %227, double %229, double %224)
  %231 = or disjoint i64 %217, 2
  %232 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %231
  %233 = load double, ptr %232, align 16, !tbaa !9
  %234 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %231
  %235 = load double, ptr %234, align 16, !tbaa !9
  %236 = call double @llvm.fmuladd.f64(double %233, double %235, double %230)
  %237 = or disjoint i64 %217, 3
  %238 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %237
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = call double @llvm.fmuladd.f64(double %239, double %241, double %236)
  %243 = add nuw nsw i64 %217, 4
  %244 = add i64 %219, 4
  %245 = icmp eq i64 %244, %45
  br i1 %245, label %246, label %216, !llvm.loop !16

246:                                              ; preds = %216, %185
  %247 = phi double [ poison, %185 ], [ %242, %216 ]
  %248 = phi i64 [ 0, %185 ], [ %243, %216 ]
  %249 = phi double [ 0.000000e+00, %185 ], [ %242, %216 ]
  br i1 %46, label %262, label %250

250:                                              ; preds = %246, %250
  %251 = phi i64 [ %259, %250 ], [ %248, %246 ]
  %252 = phi double [ %258, %250 ], [ %249, %246 ]
  %253 = phi i64 [ %260, %250 ], [ 0, %246 ]
  %254 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %251
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %251
  %257 = load double, ptr %256, align 8, !tbaa !9
  %258 = call double @llvm.fmuladd.f64(double %255, double %257, double %252)
  %259 = add nuw nsw i64 %251, 1
  %260 = add i64 %253, 1
  %261 = icmp eq i64 %260, %43
  br i1 %261, label %262, label %250, !llvm.loop !19

262:                                              ; preds = %246, %250, %52
  %263 = phi double [ 0.000000e+00, %52 ], [ %157, %250 ], [ %157, %246 ]
  %264 = phi double [ 0.000000e+00, %52 ], [ %247, %246 ], [ %258, %250 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  store double %50, ptr %49, align 8, !tbaa !9
  %265 = trunc nuw nsw i64 %48 to i32
  %266 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %265) #11
  %267 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %48
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = fsub double %263, %264
  %270 = fdiv double %269, 2.000000e-06
  %271 = fsub double %268, %270
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = call double @llvm.fabs.f64(double %270)
  %274 = call double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fmul double %274, 0x3EB0C6F7A0B5ED8D
  %276 = fcmp ugt double %272, %275
  %277 = fcmp ule double %273, 1.000000e-09
  %278 = or i1 %277, %276
  %279 = select i1 %278, ptr @.str.5, ptr @.str.6
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %268, double noundef %270, ptr noundef nonnull %279)
  %281 = zext i1 %278 to i32
  %282 = load i32, ptr @fails, align 4, !tbaa !5
  %283 = add nsw i32 %282, %281
  store i32 %283, ptr @fails, align 4, !tbaa !5
  %284 = add nuw nsw i64 %48, 1
  %285 = icmp eq i64 %284, 12
  br i1 %285, label %286, label %47, !llvm.loop !20

286:                                              ; preds = %262
  %287 = and i64 %29, 3
  %288 = icmp ult i32 %17, 4
  %289 = and i64 %29, 2147483644
  %290 = icmp eq i64 %287, 0
  %291 = and i64 %30, 3
  %292 = icmp ult i32 %16, 4
  %293 = and i64 %30, 2147483644
  %294 = icmp eq i64 %291, 0
  %295 = and i64 %29, 3
  %296 = icmp ult i32 %17, 4
  %297 = and i64 %29, 2147483644
  %298 = icmp eq i64 %295, 0
  %299 = and i64 %30, 3
  %300 = icmp ult i32 %16, 4
  %301 = and i64 %30, 2147483644
  %302 = icmp eq i64 %299, 0
  br label %314

303:                                              ; preds = %529
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %14) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %14, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  %304 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %305 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @quad, ptr noundef nonnull %7, ptr noundef nonnull %14, ptr noundef nonnull %8, ptr noundef nonnull %15, i32 noundef %304, i32 noundef %17) #11
  %306 = and i64 %29, 3
  %307 = icmp ult i32 %17, 4
  %308 = and i64 %29, 2147483644
  %309 = icmp eq i64 %306, 0
  %310 = and i64 %29, 3
  %311 = icmp ult i32 %17, 4
  %312 = and i64 %29, 2147483644
  %313 = icmp eq i64 %310, 0
  br label %553

314:                                              ; preds = %286, %529
  %315 = phi i64 [ %551, %529 ], [ 0, %286 ]
  %316 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %315
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = fadd double %317, 0x3EB0C6F7A0B5ED8D
  store double %318, ptr %316, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  br i1 %27, label %320, label %319

319:                                              ; preds = %314
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  br label %529

320:                                              ; preds = %314, %341
  %321 = phi i64 [ %344, %341 ], [ 0, %314 ]
  br i1 %28, label %322, label %341

322:                                              ; preds = %320
  %323 = mul nuw nsw i64 %321, %29
  %324 = getelementptr inbounds double, ptr %7, i64 %323
  br i1 %288, label %325, label %347

325:                                              ; preds = %347, %322
  %326 = phi double [ poison, %322 ], [ %373, %347 ]
  %327 = phi i64 [ 0, %322 ], [ %374, %347 ]
  %328 = phi double [ 0.000000e+00, %322 ], [ %373, %347 ]
  br i1 %290, label %341, label %329

329:                                              ; preds = %325, %329
  %330 = phi i64 [ %338, %329 ], [ %327, %325 ]
  %331 = phi double [ %337, %329 ], [ %328, %325 ]
  %332 = phi i64 [ %339, %329 ], [ 0, %325 ]
  %333 = getelementptr inbounds double, ptr %324, i64 %330
  %334 = load double, ptr %333, align 8, !tbaa !9
  %335 = getelementptr inbounds double, ptr %8, i64 %330
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = call double @llvm.fmuladd.f64(double %334, double %336, double %331)
  %338 = add nuw nsw i64 %330, 1
  %339 = add i64 %332, 1
  %340 = icmp eq i64 %339, %287
  br i1 %340, label %341, label %329, !llvm.loop !21

341:                                              ; preds = %325, %329, %320
  %342 = phi double [ 0.000000e+00, %320 ], [ %326, %325 ], [ %337, %329 ]
  %343 = getelementptr inbounds double, ptr %2, i64 %321
  store double %342, ptr %343, align 8, !tbaa !9
  %344 = add nuw nsw i64 %321, 1
  %345 = icmp eq i64 %344, %30
  br i1 %345, label %346, label %320, !llvm.loop !13

346:                                              ; preds = %341
  br i1 %292, label %407, label %377

347:                                              ; preds = %322, %347
  %348 = phi i64 [ %374, %347 ], [ 0, %322 ]
  %349 = phi double [ %373, %347 ], [ 0.000000e+00, %322 ]
  %350 = phi i64 [ %375, %347 ], [ 0, %322 ]
  %351 = getelementptr inbounds double, ptr %324, i64 %348
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = getelementptr inbounds double, ptr %8, i64 %348
  %354 = load double, ptr %353, align 16, !tbaa !9
  %355 = call double @llvm.fmuladd.f64(double %352, double %354, double %349)
  %356 = or disjoint i64 %348, 1
  %357 = getelementptr inbounds double, ptr %324, i64 %356
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = getelementptr inbounds double, ptr %8, i64 %356
  %360 = load double, ptr %359, align 8, !tbaa !9
  %361 = call double @llvm.fmuladd.f64(double %358, double %360, double %355)
  %362 = or disjoint i64 %348, 2
  %363 = getelementptr inbounds double, ptr %324, i64 %362
  %364 = load double, ptr %363, align 8, !tbaa !9
  %365 = getelementptr inbounds double, ptr %8, i64 %362
  %366 = load double, ptr %365, align 16, !tbaa !9
  %367 = call double @llvm.fmuladd.f64(double %364, double %366, double %361)
  %368 = or disjoint i64 %348, 3
  %369 = getelementptr inbounds double, ptr %324, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = getelementptr inbounds double, ptr %8, i64 %368
  %372 = load double, ptr %371, align 8, !tbaa !9
  %373 = call double @llvm.fmuladd.f64(double %370, double %372, double %367)
  %374 = add nuw nsw i64 %348, 4
  %375 = add i64 %350, 4
  %376 = icmp eq i64 %375, %289
  br i1 %376, label %325, label %347, !llvm.loop !15

377:                                              ; preds = %346, %377
  %378 = phi i64 [ %404, %377 ], [ 0, %346 ]
  %379 = phi double [ %403, %377 ], [ 0.000000e+00, %346 ]
  %380 = phi i64 [ %405, %377 ], [ 0, %346 ]
  %381 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %378
  %382 = load double, ptr %381, align 16, !tbaa !9
  %383 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %378
  %384 = load double, ptr %383, align 16, !tbaa !9
  %385 = call double @llvm.fmuladd.f64(double %382, double %384, double %379)
  %386 = or disjoint i64 %378, 1
  %387 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %386
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = call double @llvm.fmuladd.f64(double %388, double %390, double %385)
  %392 = or disjoint i64 %378, 2
  %393 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %392
  %394 = load double, ptr %393, align 16, !tbaa !9
  %395 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %392
  %396 = load double, ptr %395, align 16, !tbaa !9
  %397 = call double @llvm.fmuladd.f64(double %394, double %396, double %391)
  %398 = or disjoint i64 %378, 3
  %399 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %398
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %398
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = call double @llvm.fmuladd.f64(double %400, double %402, double %397)
  %404 = add nuw nsw i64 %378, 4
  %405 = add i64 %380, 4
  %406 = icmp eq i64 %405, %293
  br i1 %406, label %407, label %377, !llvm.loop !16

407:                                              ; preds = %377, %346
  %408 = phi double [ poison, %346 ], [ %403, %377 ]
  %409 = phi i64 [ 0, %346 ], [ %404, %377 ]
  %410 = phi double [ 0.000000e+00, %346 ], [ %403, %377 ]
  br i1 %294, label %423, label %411

411:                                              ; preds = %407, %411
  %412 = phi i64 [ %420, %411 ], [ %409, %407 ]
  %413 = phi double [ %419, %411 ], [ %410, %407 ]
  %414 = phi i64 [ %421, %411 ], [ 0, %407 ]
  %415 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %412
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %412
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = call double @llvm.fmuladd.f64(double %416, double %418, double %413)
  %420 = add nuw nsw i64 %412, 1
  %421 = add i64 %414, 1
  %422 = icmp eq i64 %421, %291
  br i1 %422, label %423, label %411, !llvm.loop !22

423:                                              ; preds = %411, %407
  %424 = phi double [ %408, %407 ], [ %419, %411 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  %425 = fadd double %317, 0xBEB0C6F7A0B5ED8D
  store double %425, ptr %316, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  br label %426

426:                                              ; preds = %447, %423
  %427 = phi i64 [ 0, %423 ], [ %450, %447 ]
  br i1 %28, label %428, label %447

428:                                              ; preds = %426
  %429 = mul nuw nsw i64 %427, %29
  %430 = getelementptr inbounds double, ptr %7, i64 %429
  br i1 %296, label %431, label %453

431:                                              ; preds = %453, %428
  %432 = phi double [ poison, %428 ], [ %479, %453 ]
  %433 = phi i64 [ 0, %428 ], [ %480, %453 ]
  %434 = phi double [ 0.000000e+00, %428 ], [ %479, %453 ]
  br i1 %298, label %447, label %435

435:                                              ; preds = %431, %435
  %436 = phi i64 [ %444, %435 ], [ %433, %431 ]
  %437 = phi double [ %443, %435 ], [ %434, %431 ]
  %438 = phi i64 [ %445, %435 ], [ 0, %431 ]
  %439 = getelementptr inbounds double, ptr %430, i64 %436
  %440 = load double, ptr %439, align 8, !tbaa !9
  %441 = getelementptr inbounds double, ptr %8, i64 %436
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = call double @llvm.fmuladd.f64(double %440, double %442, double %437)
  %444 = add nuw nsw i64 %436, 1
  %445 = add i64 %438, 1
  %446 = icmp eq i64 %445, %295
  br i1 %446, label %447, label %435, !llvm.loop !23

447:                                              ; preds = %431, %435, %426
  %448 = phi double [ 0.000000e+00, %426 ], [ %432, %431 ], [ %443, %435 ]
  %449 = getelementptr inbounds double, ptr %1, i64 %427
  store double %448, ptr %449, align 8, !tbaa !9
  %450 = add nuw nsw i64 %427, 1
  %451 = icmp eq i64 %450, %30
  br i1 %451, label %452, label %426, !llvm.loop !13

452:                                              ; preds = %447
  br i1 %300, label %513, label %483

453:                                              ; preds = %428, %453
  %454 = phi i64 [ %480, %453 ], [ 0, %428 ]
  %455 = phi double [ %479, %453 ], [ 0.000000e+00, %428 ]
  %456 = phi i64 [ %481, %453 ], [ 0, %428 ]
  %457 = getelementptr inbounds double, ptr %430, i64 %454
  %458 = load double, ptr %457, align 8, !tbaa !9
  %459 = getelementptr inbounds double, ptr %8, i64 %454
  %460 = load double, ptr %459, align 16, !tbaa !9
  %461 = call double @llvm.fmuladd.f64(double %458, double %460, double %455)
  %462 = or disjoint i64 %454, 1
  %463 = getelementptr inbounds double, ptr %430, i64 %462
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = getelementptr inbounds double, ptr %8, i64 %462
  %466 = load double, ptr %465, align 8, !tbaa !9
  %467 = call double @llvm.fmuladd.f64(double %464, double %466, double %461)
  %468 = or disjoint i64 %454, 2
  %469 = getelementptr inbounds double, ptr %430, i64 %468
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = getelementptr inbounds double, ptr %8, i64 %468
  %472 = load double, ptr %471, align 16, !tbaa !9
  %473 = call double @llvm.fmuladd.f64(double %470, double %472, double %467)
  %474 = or disjoint i64 %454, 3
  %475 = getelementptr inbounds double, ptr %430, i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = getelementptr inbounds double, ptr %8, i64 %474
  %478 = load double, ptr %477, align 8, !tbaa !9
  %479 = call double @llvm.fmuladd.f64(double %476, double %478, double %473)
  %480 = add nuw nsw i64 %454, 4
  %481 = add i64 %456, 4
  %482 = icmp eq i64 %481, %297
  br i1 %482, label %431, label %453, !llvm.loop !15

483:                                              ; preds = %452, %483
  %484 = phi i64 [ %510, %483 ], [ 0, %452 ]
  %485 = phi double [ %509, %483 ], [ 0.000000e+00, %452 ]
  %486 = phi i64 [ %511, %483 ], [ 0, %452 ]
  %487 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %484
  %488 = load double, ptr %487, align 16, !tbaa !9
  %489 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %484
  %490 = load double, ptr %489, align 16, !tbaa !9
  %491 = call double @llvm.fmuladd.f64(double %488, double %490, double %485)
  %492 = or disjoint i64 %484, 1
  %493 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %492
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %492
  %496 = load double, ptr %495, align 8, !tbaa !9
  %497 = call double @llvm.fmuladd.f64(double %494, double %496, double %491)
  %498 = or disjoint i64 %484, 2
  %499 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %498
  %500 = load double, ptr %499, align 16, !tbaa !9
  %501 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %498
  %502 = load double, ptr %501, align 16, !tbaa !9
  %503 = call double @llvm.fmuladd.f64(double %500, double %502, double %497)
  %504 = or disjoint i64 %484, 3
  %505 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %504
  %506 = load double, ptr %505, align 8, !tbaa !9
  %507 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %504
  %508 = load double, ptr %507, align 8, !tbaa !9
  %509 = call double @llvm.fmuladd.f64(double %506, double %508, double %503)
  %510 = add nuw nsw i64 %484, 4
  %511 = add i64 %486, 4
  %512 = icmp eq i64 %511, %301
  br i1 %512, label %513, label %483, !llvm.loop !16

513:                                              ; preds = %483, %452
  %514 = phi double [ poison, %452 ], [ %509, %483 ]
  %515 = phi i64 [ 0, %452 ], [ %510, %483 ]
  %516 = phi double [ 0.000000e+00, %452 ], [ %509, %483 ]
  br i1 %302, label %529, label %517

517:                                              ; preds = %513, %517
  %518 = phi i64 [ %526, %517 ], [ %515, %513 ]
  %519 = phi double [ %525, %517 ], [ %516, %513 ]
  %520 = phi i64 [ %527, %517 ], [ 0, %513 ]
  %521 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %518
  %522 = load double, ptr %521, align 8, !tbaa !9
  %523 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %518
  %524 = load double, ptr %523, align 8, !tbaa !9
  %525 = call double @llvm.fmuladd.f64(double %522, double %524, double %519)
  %526 = add nuw nsw i64 %518, 1
  %527 = add i64 %520, 1
  %528 = icmp eq i64 %527, %299
  br i1 %528, label %529, label %517, !llvm.loop !24

529:                                              ; preds = %513, %517, %319
  %530 = phi double [ 0.000000e+00, %319 ], [ %424, %517 ], [ %424, %513 ]
  %531 = phi double [ 0.000000e+00, %319 ], [ %514, %513 ], [ %525, %517 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  store double %317, ptr %316, align 8, !tbaa !9
  %532 = trunc nuw nsw i64 %315 to i32
  %533 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %532) #11
  %534 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %315
  %535 = load double, ptr %534, align 8, !tbaa !9
  %536 = fsub double %530, %531
  %537 = fdiv double %536, 2.000000e-06
  %538 = fsub double %535, %537
  %539 = call double @llvm.fabs.f64(double %538)
  %540 = call double @llvm.fabs.f64(double %537)
  %541 = call double @llvm.maxnum.f64(double %540, double 1.000000e+00)
  %542 = fmul double %541, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp ugt double %539, %542
  %544 = fcmp ule double %540, 1.000000e-09
  %545 = or i1 %544, %543
  %546 = select i1 %545, ptr @.str.5, ptr @.str.6
  %547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %535, double noundef %537, ptr noundef nonnull %546)
  %548 = zext i1 %545 to i32
  %549 = load i32, ptr @fails, align 4, !tbaa !5
  %550 = add nsw i32 %549, %548
  store i32 %550, ptr @fails, align 4, !tbaa !5
  %551 = add nuw nsw i64 %315, 1
  %552 = icmp eq i64 %551, 4
  br i1 %552, label %303, label %314, !llvm.loop !25

553:                                              ; preds = %303, %680
  %554 = phi i64 [ 0, %303 ], [ %702, %680 ]
  %555 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %554
  %556 = load double, ptr %555, align 8, !tbaa !9
  %557 = fadd double %556, 0x3EB0C6F7A0B5ED8D
  store double %557, ptr %555, align 8, !tbaa !9
  br i1 %28, label %558, label %680

558:                                              ; preds = %553, %579
  %559 = phi i64 [ %586, %579 ], [ 0, %553 ]
  %560 = phi double [ %585, %579 ], [ 0.000000e+00, %553 ]
  %561 = mul nuw nsw i64 %559, %29
  %562 = getelementptr inbounds double, ptr %7, i64 %561
  br i1 %307, label %563, label %588

563:                                              ; preds = %588, %558
  %564 = phi double [ poison, %558 ], [ %614, %588 ]
  %565 = phi i64 [ 0, %558 ], [ %615, %588 ]
  %566 = phi double [ 0.000000e+00, %558 ], [ %614, %588 ]
  br i1 %309, label %579, label %567

567:                                              ; preds = %563, %567
  %568 = phi i64 [ %576, %567 ], [ %565, %563 ]
  %569 = phi double [ %575, %567 ], [ %566, %563 ]
  %570 = phi i64 [ %577, %567 ], [ 0, %563 ]
  %571 = getelementptr inbounds double, ptr %562, i64 %568
  %572 = load double, ptr %571, align 8, !tbaa !9
  %573 = getelementptr inbounds double, ptr %8, i64 %568
  %574 = load double, ptr %573, align 8, !tbaa !9
  %575 = call double @llvm.fmuladd.f64(double %572, double %574, double %569)
  %576 = add nuw nsw i64 %568, 1
  %577 = add i64 %570, 1
  %578 = icmp eq i64 %577, %306
  br i1 %578, label %579, label %567, !llvm.loop !26

579:                                              ; preds = %567, %563
  %580 = phi double [ %564, %563 ], [ %575, %567 ]
  %581 = getelementptr inbounds double, ptr %8, i64 %559
  %582 = load double, ptr %581, align 8, !tbaa !9
  %583 = call double @tanh(double noundef %580) #11
  %584 = call double @llvm.fmuladd.f64(double %582, double %580, double %583)
  %585 = fadd double %560, %584
  %586 = add nuw nsw i64 %559, 1
  %587 = icmp eq i64 %586, %29
  br i1 %587, label %618, label %558, !llvm.loop !27

588:                                              ; preds = %558, %588
  %589 = phi i64 [ %615, %588 ], [ 0, %558 ]
  %590 = phi double [ %614, %588 ], [ 0.000000e+00, %558 ]
  %591 = phi i64 [ %616, %588 ], [ 0, %558 ]
  %592 = getelementptr inbounds double, ptr %562, i64 %589
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = getelementptr inbounds double, ptr %8, i64 %589
  %595 = load double, ptr %594, align 16, !tbaa !9
  %596 = call double @llvm.fmuladd.f64(double %593, double %595, double %590)
  %597 = or disjoint i64 %589, 1
  %598 = getelementptr inbounds double, ptr %562, i64 %597
  %599 = load double, ptr %598, align 8, !tbaa !9
  %600 = getelementptr inbounds double, ptr %8, i64 %597
  %601 = load double, ptr %600, align 8, !tbaa !9
  %602 = call double @llvm.fmuladd.f64(double %599, double %601, double %596)
  %603 = or disjoint i64 %589, 2
  %604 = getelementptr inbounds double, ptr %562, i64 %603
  %605 = load double, ptr %604, align 8, !tbaa !9
  %606 = getelementptr inbounds double, ptr %8, i64 %603
  %607 = load double, ptr %606, align 16, !tbaa !9
  %608 = call double @llvm.fmuladd.f64(double %605, double %607, double %602)
  %609 = or disjoint i64 %589, 3
  %610 = getelementptr inbounds double, ptr %562, i64 %609
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = getelementptr inbounds double, ptr %8, i64 %609
  %613 = load double, ptr %612, align 8, !tbaa !9
  %614 = call double @llvm.fmuladd.f64(double %611, double %613, double %608)
  %615 = add nuw nsw i64 %589, 4
  %616 = add i64 %591, 4
  %617 = icmp eq i64 %616, %308
  br i1 %617, label %563, label %588, !llvm.loop !28

618:                                              ; preds = %579
  %619 = fadd double %556, 0xBEB0C6F7A0B5ED8D
  store double %619, ptr %555, align 8, !tbaa !9
  br label %620

620:                                              ; preds = %641, %618
  %621 = phi i64 [ 0, %618 ], [ %648, %641 ]
  %622 = phi double [ 0.000000e+00, %618 ], [ %647, %641 ]
  %623 = mul nuw nsw i64 %621, %29
  %624 = getelementptr inbounds double, ptr %7, i64 %623
  br i1 %311, label %625, label %650

625:                                              ; preds = %650, %620
  %626 = phi double [ poison, %620 ], [ %676, %650 ]
  %627 = phi i64 [ 0, %620 ], [ %677, %650 ]
  %628 = phi double [ 0.000000e+00, %620 ], [ %676, %650 ]
  br i1 %313, label %641, label %629

629:                                              ; preds = %625, %629
  %630 = phi i64 [ %638, %629 ], [ %627, %625 ]
  %631 = phi double [ %637, %629 ], [ %628, %625 ]
  %632 = phi i64 [ %639, %629 ], [ 0, %625 ]
  %633 = getelementptr inbounds double, ptr %624, i64 %630
  %634 = load double, ptr %633, align 8, !tbaa !9
  %635 = getelementptr inbounds double, ptr %8, i64 %630
  %636 = load double, ptr %635, align 8, !tbaa !9
  %637 = call double @llvm.fmuladd.f64(double %634, double %636, double %631)
  %638 = add nuw nsw i64 %630, 1
  %639 = add i64 %632, 1
  %640 = icmp eq i64 %639, %310
  br i1 %640, label %641, label %629, !llvm.loop !29

641:                                              ; preds = %629, %625
  %642 = phi double [ %626, %625 ], [ %637, %629 ]
  %643 = getelementptr inbounds double, ptr %8, i64 %621
  %644 = load double, ptr %643, align 8, !tbaa !9
  %645 = call double @tanh(double noundef %642) #11
  %646 = call double @llvm.fmuladd.f64(double %644, double %642, double %645)
  %647 = fadd double %622, %646
  %648 = add nuw nsw i64 %621, 1
  %649 = icmp eq i64 %648, %29
  br i1 %649, label %680, label %620, !llvm.loop !27

650:                                              ; preds = %620, %650
  %651 = phi i64 [ %677, %650 ], [ 0, %620 ]
  %652 = phi double [ %676, %650 ], [ 0.000000e+00, %620 ]
  %653 = phi i64 [ %678, %650 ], [ 0, %620 ]
  %654 = getelementptr inbounds double, ptr %624, i64 %651
  %655 = load double, ptr %654, align 8, !tbaa !9
  %656 = getelementptr inbounds double, ptr %8, i64 %651
  %657 = load double, ptr %656, align 16, !tbaa !9
  %658 = call double @llvm.fmuladd.f64(double %655, double %657, double %652)
  %659 = or disjoint i64 %651, 1
  %660 = getelementptr inbounds double, ptr %624, i64 %659
  %661 = load double, ptr %660, align 8, !tbaa !9
  %662 = getelementptr inbounds double, ptr %8, i64 %659
  %663 = load double, ptr %662, align 8, !tbaa !9
  %664 = call double @llvm.fmuladd.f64(double %661, double %663, double %658)
  %665 = or disjoint i64 %651, 2
  %666 = getelementptr inbounds double, ptr %624, i64 %665
  %667 = load double, ptr %666, align 8, !tbaa !9
  %668 = getelementptr inbounds double, ptr %8, i64 %665
  %669 = load double, ptr %668, align 16, !tbaa !9
  %670 = call double @llvm.fmuladd.f64(double %667, double %669, double %664)
  %671 = or disjoint i64 %651, 3
  %672 = getelementptr inbounds double, ptr %624, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = getelementptr inbounds double, ptr %8, i64 %671
  %675 = load double, ptr %674, align 8, !tbaa !9
  %676 = call double @llvm.fmuladd.f64(double %673, double %675, double %670)
  %677 = add nuw nsw i64 %651, 4
  %678 = add i64 %653, 4
  %679 = icmp eq i64 %678, %312
  br i1 %679, label %625, label %650, !llvm.loop !28

680:                                              ; preds = %641, %553
  %681 = phi double [ 0.000000e+00, %553 ], [ %585, %641 ]
  %682 = phi double [ 0.000000e+00, %553 ], [ %647, %641 ]
  store double %556, ptr %555, align 8, !tbaa !9
  %683 = trunc nuw nsw i64 %554 to i32
  %684 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %683) #11
  %685 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %554
  %686 = load double, ptr %685, align 8, !tbaa !9
  %687 = fsub double %681, %682
  %688 = fdiv double %687, 2.000000e-06
  %689 = fsub double %686, %688
  %690 = call double @llvm.fabs.f64(double %689)
  %691 = call double @llvm.fabs.f64(double %688)
  %692 = call double @llvm.maxnum.f64(double %691, double 1.000000e+00)
  %693 = fmul double %692, 0x3EB0C6F7A0B5ED8D
  %694 = fcmp ugt double %690, %693
  %695 = fcmp ule double %691, 1.000000e-09
  %696 = or i1 %695, %694
  %697 = select i1 %696, ptr @.str.5, ptr @.str.6
  %698 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %686, double noundef %688, ptr noundef nonnull %697)
  %699 = zext i1 %696 to i32
  %700 = load i32, ptr @fails, align 4, !tbaa !5
  %701 = add nsw i32 %700, %699
  store i32 %701, ptr @fails, align 4, !tbaa !5
  %702 = add nuw nsw i64 %554, 3
  %703 = icmp ult i64 %554, 13
  br i1 %703, label %553, label %704, !llvm.loop !30

704:                                              ; preds = %680
  %705 = and i64 %29, 3
  %706 = icmp ult i32 %17, 4
  %707 = and i64 %29, 2147483644
  %708 = icmp eq i64 %705, 0
  %709 = and i64 %29, 3
  %710 = icmp ult i32 %17, 4
  %711 = and i64 %29, 2147483644
  %712 = icmp eq i64 %709, 0
  br label %720

713:                                              ; preds = %847
  %714 = icmp eq i32 %868, 0
  %715 = select i1 %714, ptr @.str.6, ptr @.str.5
  %716 = call i32 @puts(ptr nonnull dereferenceable(1) %715)
  %717 = load i32, ptr @fails, align 4, !tbaa !5
  %718 = icmp ne i32 %717, 0
  %719 = zext i1 %718 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %719

720:                                              ; preds = %704, %847
  %721 = phi i64 [ %869, %847 ], [ 0, %704 ]
  %722 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = fadd double %723, 0x3EB0C6F7A0B5ED8D
  store double %724, ptr %722, align 8, !tbaa !9
  br i1 %28, label %725, label %847

725:                                              ; preds = %720, %746
  %726 = phi i64 [ %753, %746 ], [ 0, %720 ]
  %727 = phi double [ %752, %746 ], [ 0.000000e+00, %720 ]
  %728 = mul nuw nsw i64 %726, %29
  %729 = getelementptr inbounds double, ptr %7, i64 %728
  br i1 %706, label %730, label %755

730:                                              ; preds = %755, %725
  %731 = phi double [ poison, %725 ], [ %781, %755 ]
  %732 = phi i64 [ 0, %725 ], [ %782, %755 ]
  %733 = phi double [ 0.000000e+00, %725 ], [ %781, %755 ]
  br i1 %708, label %746, label %734

734:                                              ; preds = %730, %734
  %735 = phi i64 [ %743, %734 ], [ %732, %730 ]
  %736 = phi double [ %742, %734 ], [ %733, %730 ]
  %737 = phi i64 [ %744, %734 ], [ 0, %730 ]
  %738 = getelementptr inbounds double, ptr %729, i64 %735
  %739 = load double, ptr %738, align 8, !tbaa !9
  %740 = getelementptr inbounds double, ptr %8, i64 %735
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = call double @llvm.fmuladd.f64(double %739, double %741, double %736)
  %743 = add nuw nsw i64 %735, 1
  %744 = add i64 %737, 1
  %745 = icmp eq i64 %744, %705
  br i1 %745, label %746, label %734, !llvm.loop !31

746:                                              ; preds = %734, %730
  %747 = phi double [ %731, %730 ], [ %742, %734 ]
  %748 = getelementptr inbounds double, ptr %8, i64 %726
  %749 = load double, ptr %748, align 8, !tbaa !9
  %750 = call double @tanh(double noundef %747) #11
  %751 = call double @llvm.fmuladd.f64(double %749, double %747, double %750)
  %752 = fadd double %727, %751
  %753 = add nuw nsw i64 %726, 1
  %754 = icmp eq i64 %753, %29
  br i1 %754, label %785, label %725, !llvm.loop !27

755:                                              ; preds = %725, %755
  %756 = phi i64 [ %782, %755 ], [ 0, %725 ]
  %757 = phi double [ %781, %755 ], [ 0.000000e+00, %725 ]
  %758 = phi i64 [ %783, %755 ], [ 0, %725 ]
  %759 = getelementptr inbounds double, ptr %729, i64 %756
  %760 = load double, ptr %759, align 8, !tbaa !9
  %761 = getelementptr inbounds double, ptr %8, i64 %756
  %762 = load double, ptr %761, align 16, !tbaa !9
  %763 = call double @llvm.fmuladd.f64(double %760, double %762, double %757)
  %764 = or disjoint i64 %756, 1
  %765 = getelementptr inbounds double, ptr %729, i64 %764
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = getelementptr inbounds double, ptr %8, i64 %764
  %768 = load double, ptr %767, align 8, !tbaa !9
  %769 = call double @llvm.fmuladd.f64(double %766, double %768, double %763)
  %770 = or disjoint i64 %756, 2
  %771 = getelementptr inbounds double, ptr %729, i64 %770
  %772 = load double, ptr %771, align 8, !tbaa !9
  %773 = getelementptr inbounds double, ptr %8, i64 %770
  %774 = load double, ptr %773, align 16, !tbaa !9
  %775 = call double @llvm.fmuladd.f64(double %772, double %774, double %769)
  %776 = or disjoint i64 %756, 3
  %777 = getelementptr inbounds double, ptr %729, i64 %776
  %778 = load double, ptr %777, align 8, !tbaa !9
  %779 = getelementptr inbounds double, ptr %8, i64 %776
  %780 = load double, ptr %779, align 8, !tbaa !9
  %781 = call double @llvm.fmuladd.f64(double %778, double %780, double %775)
  %782 = add nuw nsw i64 %756, 4
  %783 = add i64 %758, 4
  %784 = icmp eq i64 %783, %707
  br i1 %784, label %730, label %755, !llvm.loop !28

785:                                              ; preds = %746
  %786 = fadd double %723, 0xBEB0C6F7A0B5ED8D
  store double %786, ptr %722, align 8, !tbaa !9
  br label %787

787:                                              ; preds = %808, %785
  %788 = phi i64 [ 0, %785 ], [ %815, %808 ]
  %789 = phi double [ 0.000000e+00, %785 ], [ %814, %808 ]
  %790 = mul nuw nsw i64 %788, %29
  %791 = getelementptr inbounds double, ptr %7, i64 %790
  br i1 %710, label %792, label %817

792:                                              ; preds = %817, %787
  %793 = phi double [ poison, %787 ], [ %843, %817 ]
  %794 = phi i64 [ 0, %787 ], [ %844, %817 ]
  %795 = phi double [ 0.000000e+00, %787 ], [ %843, %817 ]
  br i1 %712, label %808, label %796

796:                                              ; preds = %792, %796
  %797 = phi i64 [ %805, %796 ], [ %794, %792 ]
  %798 = phi double [ %804, %796 ], [ %795, %792 ]
  %799 = phi i64 [ %806, %796 ], [ 0, %792 ]
  %800 = getelementptr inbounds double, ptr %791, i64 %797
  %801 = load double, ptr %800, align 8, !tbaa !9
  %802 = getelementptr inbounds double, ptr %8, i64 %797
  %803 = load double, ptr %802, align 8, !tbaa !9
  %804 = call double @llvm.fmuladd.f64(double %801, double %803, double %798)
  %805 = add nuw nsw i64 %797, 1
  %806 = add i64 %799, 1
  %807 = icmp eq i64 %806, %709
  br i1 %807, label %808, label %796, !llvm.loop !32

808:                                              ; preds = %796, %792
  %809 = phi double [ %793, %792 ], [ %804, %796 ]
  %810 = getelementptr inbounds double, ptr %8, i64 %788
  %811 = load double, ptr %810, align 8, !tbaa !9
  %812 = call double @tanh(double noundef %809) #11
  %813 = call double @llvm.fmuladd.f64(double %811, double %809, double %812)
  %814 = fadd double %789, %813
  %815 = add nuw nsw i64 %788, 1
  %816 = icmp eq i64 %815, %29
  br i1 %816, label %847, label %787, !llvm.loop !27

817:                                              ; preds = %787, %817
  %818 = phi i64 [ %844, %817 ], [ 0, %787 ]
  %819 = phi double [ %843, %817 ], [ 0.000000e+00, %787 ]
  %820 = phi i64 [ %845, %817 ], [ 0, %787 ]
  %821 = getelementptr inbounds double, ptr %791, i64 %818
  %822 = load double, ptr %821, align 8, !tbaa !9
  %823 = getelementptr inbounds double, ptr %8, i64 %818
  %824 = load double, ptr %823, align 16, !tbaa !9
  %825 = call double @llvm.fmuladd.f64(double %822, double %824, double %819)
  %826 = or disjoint i64 %818, 1
  %827 = getelementptr inbounds double, ptr %791, i64 %826
  %828 = load double, ptr %827, align 8, !tbaa !9
  %829 = getelementptr inbounds double, ptr %8, i64 %826
  %830 = load double, ptr %829, align 8, !tbaa !9
  %831 = call double @llvm.fmuladd.f64(double %828, double %830, double %825)
  %832 = or disjoint i64 %818, 2
  %833 = getelementptr inbounds double, ptr %791, i64 %832
  %834 = load double, ptr %833, align 8, !tbaa !9
  %835 = getelementptr inbounds double, ptr %8, i64 %832
  %836 = load double, ptr %835, align 16, !tbaa !9
  %837 = call double @llvm.fmuladd.f64(double %834, double %836, double %831)
  %838 = or disjoint i64 %818, 3
  %839 = getelementptr inbounds double, ptr %791, i64 %838
  %840 = load double, ptr %839, align 8, !tbaa !9
  %841 = getelementptr inbounds double, ptr %8, i64 %838
  %842 = load double, ptr %841, align 8, !tbaa !9
  %843 = call double @llvm.fmuladd.f64(double %840, double %842, double %837)
  %844 = add nuw nsw i64 %818, 4
  %845 = add i64 %820, 4
  %846 = icmp eq i64 %845, %711
  br i1 %846, label %792, label %817, !llvm.loop !28

847:                                              ; preds = %808, %720
  %848 = phi double [ 0.000000e+00, %720 ], [ %752, %808 ]
  %849 = phi double [ 0.000000e+00, %720 ], [ %814, %808 ]
  store double %723, ptr %722, align 8, !tbaa !9
  %850 = trunc nuw nsw i64 %721 to i32
  %851 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %850) #11
  %852 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %721
  %853 = load double, ptr %852, align 8, !tbaa !9
  %854 = fsub double %848, %849
  %855 = fdiv double %854, 2.000000e-06
  %856 = fsub double %853, %855
  %857 = call double @llvm.fabs.f64(double %856)
  %858 = call double @llvm.fabs.f64(double %855)
  %859 = call double @llvm.maxnum.f64(double %858, double 1.000000e+00)
  %860 = fmul double %859, 0x3EB0C6F7A0B5ED8D
  %861 = fcmp ugt double %857, %860
  %862 = fcmp ule double %858, 1.000000e-09
  %863 = or i1 %862, %861
  %864 = select i1 %863, ptr @.str.5, ptr @.str.6
  %865 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %853, double noundef %855, ptr noundef nonnull %864)
  %866 = zext i1 %863 to i32
  %867 = load i32, ptr @fails, align 4, !tbaa !5
  %868 = add nsw i32 %867, %866
  store i32 %868, ptr @fails, align 4, !tbaa !5
  %869 = add nuw nsw i64 %721, 1
  %870 = icmp eq i64 %869, 4
  br i1 %870, label %713, label %720, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matvec(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %9, 3
  %12 = icmp ult i32 %4, 4
  %13 = and i64 %9, 2147483644
  %14 = icmp eq i64 %11, 0
  br label %15

15:                                               ; preds = %7, %37
  %16 = phi i64 [ 0, %7 ], [ %40, %37 ]
  br i1 %8, label %17, label %37

17:                                               ; preds = %15
  %18 = mul nuw nsw i64 %16, %9
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  br i1 %12, label %21, label %42

20:                                               ; preds = %37, %5
  ret void

21:                                               ; preds = %42, %17
  %22 = phi double [ poison, %17 ], [ %68, %42 ]
  %23 = phi i64 [ 0, %17 ], [ %69, %42 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %68, %42 ]
  br i1 %14, label %37, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %34, %25 ], [ %23, %21 ]
  %27 = phi double [ %33, %25 ], [ %24, %21 ]
  %28 = phi i64 [ %35, %25 ], [ 0, %21 ]
  %29 = getelementptr inbounds double, ptr %19, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %2, i64 %26
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %27)
  %34 = add nuw nsw i64 %26, 1
  %35 = add i64 %28, 1
  %36 = icmp eq i64 %35, %11
  br i1 %36, label %37, label %25, !llvm.loop !34

37:                                               ; preds = %21, %25, %15
  %38 = phi double [ 0.000000e+00, %15 ], [ %22, %21 ], [ %33, %25 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %16
  store double %38, ptr %39, align 8, !tbaa !9
  %40 = add nuw nsw i64 %16, 1
  %41 = icmp eq i64 %40, %10
  br i1 %41, label %20, label %15, !llvm.loop !13

42:                                               ; preds = %17, %42
  %43 = phi i64 [ %69, %42 ], [ 0, %17 ]
  %44 = phi double [ %68, %42 ], [ 0.000000e+00, %17 ]
  %45 = phi i64 [ %70, %42 ], [ 0, %17 ]
  %46 = getelementptr inbounds double, ptr %19, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds double, ptr %2, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or disjoint i64 %43, 1
  %52 = getelementptr inbounds double, ptr %19, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds double, ptr %2, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = or disjoint i64 %43, 2
  %58 = getelementptr inbounds double, ptr %19, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56)
  %63 = or disjoint i64 %43, 3
  %64 = getelementptr inbounds double, ptr %19, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %2, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %62)
  %69 = add nuw nsw i64 %43, 4
  %70 = add i64 %45, 4
  %71 = icmp eq i64 %70, %13
  br i1 %71, label %21, label %42, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @quad(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %16

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i64 %6, 2147483644
  %10 = icmp eq i64 %7, 0
  br label %11

11:                                               ; preds = %34, %5
  %12 = phi i64 [ 0, %5 ], [ %41, %34 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %40, %34 ]
  %14 = mul nuw nsw i64 %12, %6
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  br i1 %8, label %18, label %43

16:                                               ; preds = %34, %3
  %17 = phi double [ 0.000000e+00, %3 ], [ %40, %34 ]
  ret double %17

18:                                               ; preds = %43, %11
  %19 = phi double [ poison, %11 ], [ %69, %43 ]
  %20 = phi i64 [ 0, %11 ], [ %70, %43 ]
  %21 = phi double [ 0.000000e+00, %11 ], [ %69, %43 ]
  br i1 %10, label %34, label %22

22:                                               ; preds = %18, %22
  %23 = phi i64 [ %31, %22 ], [ %20, %18 ]
  %24 = phi double [ %30, %22 ], [ %21, %18 ]
  %25 = phi i64 [ %32, %22 ], [ 0, %18 ]
  %26 = getelementptr inbounds double, ptr %15, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = getelementptr inbounds double, ptr %1, i64 %23
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %24)
  %31 = add nuw nsw i64 %23, 1
  %32 = add i64 %25, 1
  %33 = icmp eq i64 %32, %7
  br i1 %33, label %34, label %22, !llvm.loop !35

34:                                               ; preds = %22, %18
  %35 = phi double [ %19, %18 ], [ %30, %22 ]
  %36 = getelementptr inbounds double, ptr %1, i64 %12
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @tanh(double noundef %35) #11
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %35, double %38)
  %40 = fadd double %13, %39
  %41 = add nuw nsw i64 %12, 1
  %42 = icmp eq i64 %41, %6
  br i1 %42, label %16, label %11, !llvm.loop !27

43:                                               ; preds = %11, %43
  %44 = phi i64 [ %70, %43 ], [ 0, %11 ]
  %45 = phi double [ %69, %43 ], [ 0.000000e+00, %11 ]
  %46 = phi i64 [ %71, %43 ], [ 0, %11 ]
  %47 = getelementptr inbounds double, ptr %15, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr inbounds double, ptr %1, i64 %44
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %44, 1
  %53 = getelementptr inbounds double, ptr %15, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %1, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = or disjoint i64 %44, 2
  %59 = getelementptr inbounds double, ptr %15, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds double, ptr %1, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %44, 3
  %65 = getelementptr inbounds double, ptr %15, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds double, ptr %1, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = add nuw nsw i64 %44, 4
  %71 = add i64 %46, 4
  %72 = icmp eq i64 %71, %9
  br i1 %72, label %18, label %43, !llvm.loop !28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
