; ModuleID = 'rev/08_matvec.c'
source_filename = "rev/08_matvec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal unnamed_addr constant [3 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01], align 8
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
  %1 = alloca [3 x double], align 8
  %2 = alloca [3 x double], align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [3 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [4 x double], align 8
  %13 = alloca [32 x i8], align 1
  %14 = alloca [16 x double], align 8
  %15 = alloca [4 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 3, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 4, ptr %6, align 4, !tbaa !6
  %16 = load volatile i32, ptr %5, align 4, !tbaa !6
  %17 = load volatile i32, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %11, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store <2 x double> <double 0x3FDFD712F9A817C1, double 0x3FD64B6BDE719866>, ptr %7, align 16, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 0x3FA21BD54FC5F9A7, double 0xBFD2D5004B88AD6D>, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x double> <double 0xBFDF1216DBA340C9, double 0xBFDCB23EB4D22C5B>, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x double> <double 0xBFC9A6B192163B53, double 0x3FC22785706B4AD9>, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x double> <double 0x3FDAB5F7960DFE26, double 0x3FDFC82BBD1E4CA2>, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x double> <double 0x3FD5E7CE691EA546, double 0x3F9BA00B7D845AFA>, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %7, i64 96
  store <2 x double> <double 0xBFD343AE773AB08E, double 0xBFDF31EB4014A490>, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %7, i64 112
  store <2 x double> <double 0xBFDC7441010D6422, double 0xBFC8A96183D0F2C4>, ptr %24, align 16, !tbaa !10
  store <2 x double> <double -4.000000e-01, double 0xBFB999999999999C>, ptr %8, align 16, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0x3FC9999999999998, double 0x3FDFFFFFFFFFFFFF>, ptr %25, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) @w, i64 24, i1 false), !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @matvec, i32 noundef %26, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %26, ptr noundef nonnull %7, ptr noundef nonnull %11, i32 noundef %26, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %16, i32 noundef %17) #12
  %27 = icmp sgt i32 %16, 0
  %28 = icmp sgt i32 %17, 0
  %29 = zext i32 %17 to i64
  %30 = zext i32 %16 to i64
  %31 = icmp ult i32 %17, 4
  %32 = and i64 %29, 2147483644
  %33 = icmp eq i64 %32, %29
  %34 = icmp ult i32 %16, 4
  %35 = and i64 %30, 2147483644
  %36 = icmp eq i64 %35, %30
  %37 = icmp ult i32 %17, 4
  %38 = and i64 %29, 2147483644
  %39 = icmp eq i64 %38, %29
  %40 = icmp ult i32 %16, 4
  %41 = and i64 %30, 2147483644
  %42 = icmp eq i64 %41, %30
  br label %43

43:                                               ; preds = %0, %198
  %44 = phi i64 [ 0, %0 ], [ %220, %198 ]
  %45 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  br i1 %27, label %49, label %48

48:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  br label %198

49:                                               ; preds = %43, %75
  %50 = phi i64 [ %78, %75 ], [ 0, %43 ]
  br i1 %28, label %51, label %75

51:                                               ; preds = %49
  %52 = mul nuw nsw i64 %50, %29
  %53 = getelementptr inbounds double, ptr %7, i64 %52
  br i1 %31, label %54, label %57

54:                                               ; preds = %74, %51
  %55 = phi i64 [ 0, %51 ], [ %32, %74 ]
  %56 = phi double [ 0.000000e+00, %51 ], [ %71, %74 ]
  br label %102

57:                                               ; preds = %51, %57
  %58 = phi i64 [ %72, %57 ], [ 0, %51 ]
  %59 = phi double [ %71, %57 ], [ 0.000000e+00, %51 ]
  %60 = getelementptr inbounds double, ptr %53, i64 %58
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <2 x double>, ptr %60, align 8, !tbaa !10
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !10
  %64 = getelementptr inbounds double, ptr %8, i64 %58
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load <2 x double>, ptr %64, align 16, !tbaa !10
  %67 = load <2 x double>, ptr %65, align 16, !tbaa !10
  %68 = fmul <2 x double> %62, %66
  %69 = fmul <2 x double> %63, %67
  %70 = call double @llvm.vector.reduce.fadd.v2f64(double %59, <2 x double> %68)
  %71 = call double @llvm.vector.reduce.fadd.v2f64(double %70, <2 x double> %69)
  %72 = add nuw i64 %58, 4
  %73 = icmp eq i64 %72, %32
  br i1 %73, label %74, label %57, !llvm.loop !12

74:                                               ; preds = %57
  br i1 %33, label %75, label %54

75:                                               ; preds = %102, %74, %49
  %76 = phi double [ 0.000000e+00, %49 ], [ %71, %74 ], [ %109, %102 ]
  %77 = getelementptr inbounds double, ptr %4, i64 %50
  store double %76, ptr %77, align 8, !tbaa !10
  %78 = add nuw nsw i64 %50, 1
  %79 = icmp eq i64 %78, %30
  br i1 %79, label %80, label %49, !llvm.loop !16

80:                                               ; preds = %75
  br i1 %34, label %81, label %84

81:                                               ; preds = %101, %80
  %82 = phi i64 [ 0, %80 ], [ %35, %101 ]
  %83 = phi double [ 0.000000e+00, %80 ], [ %98, %101 ]
  br label %112

84:                                               ; preds = %80, %84
  %85 = phi i64 [ %99, %84 ], [ 0, %80 ]
  %86 = phi double [ %98, %84 ], [ 0.000000e+00, %80 ]
  %87 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %85
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !10
  %90 = load <2 x double>, ptr %88, align 8, !tbaa !10
  %91 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %85
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !10
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !10
  %95 = fmul <2 x double> %89, %93
  %96 = fmul <2 x double> %90, %94
  %97 = call double @llvm.vector.reduce.fadd.v2f64(double %86, <2 x double> %95)
  %98 = call double @llvm.vector.reduce.fadd.v2f64(double %97, <2 x double> %96)
  %99 = add nuw i64 %85, 4
  %100 = icmp eq i64 %99, %35
  br i1 %100, label %101, label %84, !llvm.loop !17

101:                                              ; preds = %84
  br i1 %36, label %122, label %81

102:                                              ; preds = %54, %102
  %103 = phi i64 [ %110, %102 ], [ %55, %54 ]
  %104 = phi double [ %109, %102 ], [ %56, %54 ]
  %105 = getelementptr inbounds double, ptr %53, i64 %103
  %106 = load double, ptr %105, align 8, !tbaa !10
  %107 = getelementptr inbounds double, ptr %8, i64 %103
  %108 = load double, ptr %107, align 8, !tbaa !10
  %109 = call double @llvm.fmuladd.f64(double %106, double %108, double %104)
  %110 = add nuw nsw i64 %103, 1
  %111 = icmp eq i64 %110, %29
  br i1 %111, label %75, label %102, !llvm.loop !18

112:                                              ; preds = %81, %112
  %113 = phi i64 [ %120, %112 ], [ %82, %81 ]
  %114 = phi double [ %119, %112 ], [ %83, %81 ]
  %115 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %113
  %116 = load double, ptr %115, align 8, !tbaa !10
  %117 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %113
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = call double @llvm.fmuladd.f64(double %116, double %118, double %114)
  %120 = add nuw nsw i64 %113, 1
  %121 = icmp eq i64 %120, %30
  br i1 %121, label %122, label %112, !llvm.loop !19

122:                                              ; preds = %112, %101
  %123 = phi double [ %98, %101 ], [ %119, %112 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  %124 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %124, ptr %45, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  br label %125

125:                                              ; preds = %151, %122
  %126 = phi i64 [ 0, %122 ], [ %154, %151 ]
  br i1 %28, label %127, label %151

127:                                              ; preds = %125
  %128 = mul nuw nsw i64 %126, %29
  %129 = getelementptr inbounds double, ptr %7, i64 %128
  br i1 %37, label %130, label %133

130:                                              ; preds = %150, %127
  %131 = phi i64 [ 0, %127 ], [ %38, %150 ]
  %132 = phi double [ 0.000000e+00, %127 ], [ %147, %150 ]
  br label %178

133:                                              ; preds = %127, %133
  %134 = phi i64 [ %148, %133 ], [ 0, %127 ]
  %135 = phi double [ %147, %133 ], [ 0.000000e+00, %127 ]
  %136 = getelementptr inbounds double, ptr %129, i64 %134
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !10
  %139 = load <2 x double>, ptr %137, align 8, !tbaa !10
  %140 = getelementptr inbounds double, ptr %8, i64 %134
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load <2 x double>, ptr %140, align 16, !tbaa !10
  %143 = load <2 x double>, ptr %141, align 16, !tbaa !10
  %144 = fmul <2 x double> %138, %142
  %145 = fmul <2 x double> %139, %143
  %146 = call double @llvm.vector.reduce.fadd.v2f64(double %135, <2 x double> %144)
  %147 = call double @llvm.vector.reduce.fadd.v2f64(double %146, <2 x double> %145)
  %148 = add nuw i64 %134, 4
  %149 = icmp eq i64 %148, %38
  br i1 %149, label %150, label %133, !llvm.loop !20

150:                                              ; preds = %133
  br i1 %39, label %151, label %130

151:                                              ; preds = %178, %150, %125
  %152 = phi double [ 0.000000e+00, %125 ], [ %147, %150 ], [ %185, %178 ]
  %153 = getelementptr inbounds double, ptr %3, i64 %126
  store double %152, ptr %153, align 8, !tbaa !10
  %154 = add nuw nsw i64 %126, 1
  %155 = icmp eq i64 %154, %30
  br i1 %155, label %156, label %125, !llvm.loop !16

156:                                              ; preds = %151
  br i1 %40, label %157, label %160

157:                                              ; preds = %177, %156
  %158 = phi i64 [ 0, %156 ], [ %41, %177 ]
  %159 = phi double [ 0.000000e+00, %156 ], [ %174, %177 ]
  br label %188

160:                                              ; preds = %156, %160
  %161 = phi i64 [ %175, %160 ], [ 0, %156 ]
  %162 = phi double [ %174, %160 ], [ 0.000000e+00, %156 ]
  %163 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %161
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load <2 x double>, ptr %163, align 8, !tbaa !10
  %166 = load <2 x double>, ptr %164, align 8, !tbaa !10
  %167 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %161
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load <2 x double>, ptr %167, align 8, !tbaa !10
  %170 = load <2 x double>, ptr %168, align 8, !tbaa !10
  %171 = fmul <2 x double> %165, %169
  %172 = fmul <2 x double> %166, %170
  %173 = call double @llvm.vector.reduce.fadd.v2f64(double %162, <2 x double> %171)
  %174 = call double @llvm.vector.reduce.fadd.v2f64(double %173, <2 x double> %172)
  %175 = add nuw i64 %161, 4
  %176 = icmp eq i64 %175, %41
  br i1 %176, label %177, label %160, !llvm.loop !21

177:                                              ; preds = %160
  br i1 %42, label %198, label %157

178:                                              ; preds = %130, %178
  %179 = phi i64 [ %186, %178 ], [ %131, %130 ]
  %180 = phi double [ %185, %178 ], [ %132, %130 ]
  %181 = getelementptr inbounds double, ptr %129, i64 %179
  %182 = load double, ptr %181, align 8, !tbaa !10
  %183 = getelementptr inbounds double, ptr %8, i64 %179
  %184 = load double, ptr %183, align 8, !tbaa !10
  %185 = call double @llvm.fmuladd.f64(double %182, double %184, double %180)
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, %29
  br i1 %187, label %151, label %178, !llvm.loop !22

188:                                              ; preds = %157, %188
  %189 = phi i64 [ %196, %188 ], [ %158, %157 ]
  %190 = phi double [ %195, %188 ], [ %159, %157 ]
  %191 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %189
  %194 = load double, ptr %193, align 8, !tbaa !10
  %195 = call double @llvm.fmuladd.f64(double %192, double %194, double %190)
  %196 = add nuw nsw i64 %189, 1
  %197 = icmp eq i64 %196, %30
  br i1 %197, label %198, label %188, !llvm.loop !23

198:                                              ; preds = %188, %177, %48
  %199 = phi double [ 0.000000e+00, %48 ], [ %123, %177 ], [ %123, %188 ]
  %200 = phi double [ 0.000000e+00, %48 ], [ %174, %177 ], [ %195, %188 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  store double %46, ptr %45, align 8, !tbaa !10
  %201 = trunc nuw nsw i64 %44 to i32
  %202 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %201) #12
  %203 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %44
  %204 = load double, ptr %203, align 8, !tbaa !10
  %205 = fsub double %199, %200
  %206 = fdiv double %205, 2.000000e-06
  %207 = fsub double %204, %206
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = call double @llvm.fabs.f64(double %206)
  %210 = call double @llvm.maxnum.f64(double %209, double 1.000000e+00)
  %211 = fmul double %210, 0x3EB0C6F7A0B5ED8D
  %212 = fcmp ugt double %208, %211
  %213 = fcmp ule double %209, 1.000000e-09
  %214 = or i1 %213, %212
  %215 = select i1 %214, ptr @.str.5, ptr @.str.6
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %204, double noundef %206, ptr noundef nonnull %215)
  %217 = zext i1 %214 to i32
  %218 = load i32, ptr @fails, align 4, !tbaa !6
  %219 = add nsw i32 %218, %217
  store i32 %219, ptr @fails, align 4, !tbaa !6
  %220 = add nuw nsw i64 %44, 1
  %221 = icmp eq i64 %220, 12
  br i1 %221, label %222, label %43, !llvm.loop !24

222:                                              ; preds = %198
  %223 = icmp ult i32 %17, 4
  %224 = and i64 %29, 2147483644
  %225 = icmp eq i64 %224, %29
  %226 = icmp ult i32 %16, 4
  %227 = and i64 %30, 2147483644
  %228 = icmp eq i64 %227, %30
  %229 = icmp ult i32 %17, 4
  %230 = and i64 %29, 2147483644
  %231 = icmp eq i64 %230, %29
  %232 = icmp ult i32 %16, 4
  %233 = and i64 %30, 2147483644
  %234 = icmp eq i64 %233, %30
  br label %244

235:                                              ; preds = %399
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %14) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %14, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  %236 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %237 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @quad, ptr noundef nonnull %7, ptr noundef nonnull %14, ptr noundef nonnull %8, ptr noundef nonnull %15, i32 noundef %236, i32 noundef %17) #12
  %238 = icmp ult i32 %17, 4
  %239 = and i64 %29, 2147483644
  %240 = icmp eq i64 %239, %29
  %241 = icmp ult i32 %17, 4
  %242 = and i64 %29, 2147483644
  %243 = icmp eq i64 %242, %29
  br label %423

244:                                              ; preds = %222, %399
  %245 = phi i64 [ %421, %399 ], [ 0, %222 ]
  %246 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !10
  %248 = fadd double %247, 0x3EB0C6F7A0B5ED8D
  store double %248, ptr %246, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #12
  br i1 %27, label %250, label %249

249:                                              ; preds = %244
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #12
  br label %399

250:                                              ; preds = %244, %276
  %251 = phi i64 [ %279, %276 ], [ 0, %244 ]
  br i1 %28, label %252, label %276

252:                                              ; preds = %250
  %253 = mul nuw nsw i64 %251, %29
  %254 = getelementptr inbounds double, ptr %7, i64 %253
  br i1 %223, label %255, label %258

255:                                              ; preds = %275, %252
  %256 = phi i64 [ 0, %252 ], [ %224, %275 ]
  %257 = phi double [ 0.000000e+00, %252 ], [ %272, %275 ]
  br label %303

258:                                              ; preds = %252, %258
  %259 = phi i64 [ %273, %258 ], [ 0, %252 ]
  %260 = phi double [ %272, %258 ], [ 0.000000e+00, %252 ]
  %261 = getelementptr inbounds double, ptr %254, i64 %259
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load <2 x double>, ptr %261, align 8, !tbaa !10
  %264 = load <2 x double>, ptr %262, align 8, !tbaa !10
  %265 = getelementptr inbounds double, ptr %8, i64 %259
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load <2 x double>, ptr %265, align 16, !tbaa !10
  %268 = load <2 x double>, ptr %266, align 16, !tbaa !10
  %269 = fmul <2 x double> %263, %267
  %270 = fmul <2 x double> %264, %268
  %271 = call double @llvm.vector.reduce.fadd.v2f64(double %260, <2 x double> %269)
  %272 = call double @llvm.vector.reduce.fadd.v2f64(double %271, <2 x double> %270)
  %273 = add nuw i64 %259, 4
  %274 = icmp eq i64 %273, %224
  br i1 %274, label %275, label %258, !llvm.loop !25

275:                                              ; preds = %258
  br i1 %225, label %276, label %255

276:                                              ; preds = %303, %275, %250
  %277 = phi double [ 0.000000e+00, %250 ], [ %272, %275 ], [ %310, %303 ]
  %278 = getelementptr inbounds double, ptr %2, i64 %251
  store double %277, ptr %278, align 8, !tbaa !10
  %279 = add nuw nsw i64 %251, 1
  %280 = icmp eq i64 %279, %30
  br i1 %280, label %281, label %250, !llvm.loop !16

281:                                              ; preds = %276
  br i1 %226, label %282, label %285

282:                                              ; preds = %302, %281
  %283 = phi i64 [ 0, %281 ], [ %227, %302 ]
  %284 = phi double [ 0.000000e+00, %281 ], [ %299, %302 ]
  br label %313

285:                                              ; preds = %281, %285
  %286 = phi i64 [ %300, %285 ], [ 0, %281 ]
  %287 = phi double [ %299, %285 ], [ 0.000000e+00, %281 ]
  %288 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %286
  %289 = getelementptr inbounds i8, ptr %288, i64 16
  %290 = load <2 x double>, ptr %288, align 8, !tbaa !10
  %291 = load <2 x double>, ptr %289, align 8, !tbaa !10
  %292 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %286
  %293 = getelementptr inbounds i8, ptr %292, i64 16
  %294 = load <2 x double>, ptr %292, align 8, !tbaa !10
  %295 = load <2 x double>, ptr %293, align 8, !tbaa !10
  %296 = fmul <2 x double> %290, %294
  %297 = fmul <2 x double> %291, %295
  %298 = call double @llvm.vector.reduce.fadd.v2f64(double %287, <2 x double> %296)
  %299 = call double @llvm.vector.reduce.fadd.v2f64(double %298, <2 x double> %297)
  %300 = add nuw i64 %286, 4
  %301 = icmp eq i64 %300, %227
  br i1 %301, label %302, label %285, !llvm.loop !26

302:                                              ; preds = %285
  br i1 %228, label %323, label %282

303:                                              ; preds = %255, %303
  %304 = phi i64 [ %311, %303 ], [ %256, %255 ]
  %305 = phi double [ %310, %303 ], [ %257, %255 ]
  %306 = getelementptr inbounds double, ptr %254, i64 %304
  %307 = load double, ptr %306, align 8, !tbaa !10
  %308 = getelementptr inbounds double, ptr %8, i64 %304
  %309 = load double, ptr %308, align 8, !tbaa !10
  %310 = call double @llvm.fmuladd.f64(double %307, double %309, double %305)
  %311 = add nuw nsw i64 %304, 1
  %312 = icmp eq i64 %311, %29
  br i1 %312, label %276, label %303, !llvm.loop !27

313:                                              ; preds = %282, %313
  %314 = phi i64 [ %321, %313 ], [ %283, %282 ]
  %315 = phi double [ %320, %313 ], [ %284, %282 ]
  %316 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %314
  %317 = load double, ptr %316, align 8, !tbaa !10
  %318 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %314
  %319 = load double, ptr %318, align 8, !tbaa !10
  %320 = call double @llvm.fmuladd.f64(double %317, double %319, double %315)
  %321 = add nuw nsw i64 %314, 1
  %322 = icmp eq i64 %321, %30
  br i1 %322, label %323, label %313, !llvm.loop !28

323:                                              ; preds = %313, %302
  %324 = phi double [ %299, %302 ], [ %320, %313 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #12
  %325 = fadd double %247, 0xBEB0C6F7A0B5ED8D
  store double %325, ptr %246, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #12
  br label %326

326:                                              ; preds = %352, %323
  %327 = phi i64 [ 0, %323 ], [ %355, %352 ]
  br i1 %28, label %328, label %352

328:                                              ; preds = %326
  %329 = mul nuw nsw i64 %327, %29
  %330 = getelementptr inbounds double, ptr %7, i64 %329
  br i1 %229, label %331, label %334

331:                                              ; preds = %351, %328
  %332 = phi i64 [ 0, %328 ], [ %230, %351 ]
  %333 = phi double [ 0.000000e+00, %328 ], [ %348, %351 ]
  br label %379

334:                                              ; preds = %328, %334
  %335 = phi i64 [ %349, %334 ], [ 0, %328 ]
  %336 = phi double [ %348, %334 ], [ 0.000000e+00, %328 ]
  %337 = getelementptr inbounds double, ptr %330, i64 %335
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load <2 x double>, ptr %337, align 8, !tbaa !10
  %340 = load <2 x double>, ptr %338, align 8, !tbaa !10
  %341 = getelementptr inbounds double, ptr %8, i64 %335
  %342 = getelementptr inbounds i8, ptr %341, i64 16
  %343 = load <2 x double>, ptr %341, align 16, !tbaa !10
  %344 = load <2 x double>, ptr %342, align 16, !tbaa !10
  %345 = fmul <2 x double> %339, %343
  %346 = fmul <2 x double> %340, %344
  %347 = call double @llvm.vector.reduce.fadd.v2f64(double %336, <2 x double> %345)
  %348 = call double @llvm.vector.reduce.fadd.v2f64(double %347, <2 x double> %346)
  %349 = add nuw i64 %335, 4
  %350 = icmp eq i64 %349, %230
  br i1 %350, label %351, label %334, !llvm.loop !29

351:                                              ; preds = %334
  br i1 %231, label %352, label %331

352:                                              ; preds = %379, %351, %326
  %353 = phi double [ 0.000000e+00, %326 ], [ %348, %351 ], [ %386, %379 ]
  %354 = getelementptr inbounds double, ptr %1, i64 %327
  store double %353, ptr %354, align 8, !tbaa !10
  %355 = add nuw nsw i64 %327, 1
  %356 = icmp eq i64 %355, %30
  br i1 %356, label %357, label %326, !llvm.loop !16

357:                                              ; preds = %352
  br i1 %232, label %358, label %361

358:                                              ; preds = %378, %357
  %359 = phi i64 [ 0, %357 ], [ %233, %378 ]
  %360 = phi double [ 0.000000e+00, %357 ], [ %375, %378 ]
  br label %389

361:                                              ; preds = %357, %361
  %362 = phi i64 [ %376, %361 ], [ 0, %357 ]
  %363 = phi double [ %375, %361 ], [ 0.000000e+00, %357 ]
  %364 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %362
  %365 = getelementptr inbounds i8, ptr %364, i64 16
  %366 = load <2 x double>, ptr %364, align 8, !tbaa !10
  %367 = load <2 x double>, ptr %365, align 8, !tbaa !10
  %368 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %362
  %369 = getelementptr inbounds i8, ptr %368, i64 16
  %370 = load <2 x double>, ptr %368, align 8, !tbaa !10
  %371 = load <2 x double>, ptr %369, align 8, !tbaa !10
  %372 = fmul <2 x double> %366, %370
  %373 = fmul <2 x double> %367, %371
  %374 = call double @llvm.vector.reduce.fadd.v2f64(double %363, <2 x double> %372)
  %375 = call double @llvm.vector.reduce.fadd.v2f64(double %374, <2 x double> %373)
  %376 = add nuw i64 %362, 4
  %377 = icmp eq i64 %376, %233
  br i1 %377, label %378, label %361, !llvm.loop !30

378:                                              ; preds = %361
  br i1 %234, label %399, label %358

379:                                              ; preds = %331, %379
  %380 = phi i64 [ %387, %379 ], [ %332, %331 ]
  %381 = phi double [ %386, %379 ], [ %333, %331 ]
  %382 = getelementptr inbounds double, ptr %330, i64 %380
  %383 = load double, ptr %382, align 8, !tbaa !10
  %384 = getelementptr inbounds double, ptr %8, i64 %380
  %385 = load double, ptr %384, align 8, !tbaa !10
  %386 = call double @llvm.fmuladd.f64(double %383, double %385, double %381)
  %387 = add nuw nsw i64 %380, 1
  %388 = icmp eq i64 %387, %29
  br i1 %388, label %352, label %379, !llvm.loop !31

389:                                              ; preds = %358, %389
  %390 = phi i64 [ %397, %389 ], [ %359, %358 ]
  %391 = phi double [ %396, %389 ], [ %360, %358 ]
  %392 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %390
  %393 = load double, ptr %392, align 8, !tbaa !10
  %394 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %390
  %395 = load double, ptr %394, align 8, !tbaa !10
  %396 = call double @llvm.fmuladd.f64(double %393, double %395, double %391)
  %397 = add nuw nsw i64 %390, 1
  %398 = icmp eq i64 %397, %30
  br i1 %398, label %399, label %389, !llvm.loop !32

399:                                              ; preds = %389, %378, %249
  %400 = phi double [ 0.000000e+00, %249 ], [ %324, %378 ], [ %324, %389 ]
  %401 = phi double [ 0.000000e+00, %249 ], [ %375, %378 ], [ %396, %389 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #12
  store double %247, ptr %246, align 8, !tbaa !10
  %402 = trunc nuw nsw i64 %245 to i32
  %403 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %402) #12
  %404 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %245
  %405 = load double, ptr %404, align 8, !tbaa !10
  %406 = fsub double %400, %401
  %407 = fdiv double %406, 2.000000e-06
  %408 = fsub double %405, %407
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = call double @llvm.fabs.f64(double %407)
  %411 = call double @llvm.maxnum.f64(double %410, double 1.000000e+00)
  %412 = fmul double %411, 0x3EB0C6F7A0B5ED8D
  %413 = fcmp ugt double %409, %412
  %414 = fcmp ule double %410, 1.000000e-09
  %415 = or i1 %414, %413
  %416 = select i1 %415, ptr @.str.5, ptr @.str.6
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %405, double noundef %407, ptr noundef nonnull %416)
  %418 = zext i1 %415 to i32
  %419 = load i32, ptr @fails, align 4, !tbaa !6
  %420 = add nsw i32 %419, %418
  store i32 %420, ptr @fails, align 4, !tbaa !6
  %421 = add nuw nsw i64 %245, 1
  %422 = icmp eq i64 %421, 4
  br i1 %422, label %235, label %244, !llvm.loop !33

423:                                              ; preds = %235, %520
  %424 = phi i64 [ 0, %235 ], [ %542, %520 ]
  %425 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %424
  %426 = load double, ptr %425, align 8, !tbaa !10
  %427 = fadd double %426, 0x3EB0C6F7A0B5ED8D
  store double %427, ptr %425, align 8, !tbaa !10
  br i1 %28, label %428, label %520

428:                                              ; preds = %423, %454
  %429 = phi i64 [ %461, %454 ], [ 0, %423 ]
  %430 = phi double [ %460, %454 ], [ 0.000000e+00, %423 ]
  %431 = mul nuw nsw i64 %429, %29
  %432 = getelementptr inbounds double, ptr %7, i64 %431
  br i1 %238, label %433, label %436

433:                                              ; preds = %453, %428
  %434 = phi i64 [ 0, %428 ], [ %239, %453 ]
  %435 = phi double [ 0.000000e+00, %428 ], [ %450, %453 ]
  br label %463

436:                                              ; preds = %428, %436
  %437 = phi i64 [ %451, %436 ], [ 0, %428 ]
  %438 = phi double [ %450, %436 ], [ 0.000000e+00, %428 ]
  %439 = getelementptr inbounds double, ptr %432, i64 %437
  %440 = getelementptr inbounds i8, ptr %439, i64 16
  %441 = load <2 x double>, ptr %439, align 8, !tbaa !10
  %442 = load <2 x double>, ptr %440, align 8, !tbaa !10
  %443 = getelementptr inbounds double, ptr %8, i64 %437
  %444 = getelementptr inbounds i8, ptr %443, i64 16
  %445 = load <2 x double>, ptr %443, align 16, !tbaa !10
  %446 = load <2 x double>, ptr %444, align 16, !tbaa !10
  %447 = fmul <2 x double> %441, %445
  %448 = fmul <2 x double> %442, %446
  %449 = call double @llvm.vector.reduce.fadd.v2f64(double %438, <2 x double> %447)
  %450 = call double @llvm.vector.reduce.fadd.v2f64(double %449, <2 x double> %448)
  %451 = add nuw i64 %437, 4
  %452 = icmp eq i64 %451, %239
  br i1 %452, label %453, label %436, !llvm.loop !34

453:                                              ; preds = %436
  br i1 %240, label %454, label %433

454:                                              ; preds = %463, %453
  %455 = phi double [ %450, %453 ], [ %470, %463 ]
  %456 = getelementptr inbounds double, ptr %8, i64 %429
  %457 = load double, ptr %456, align 8, !tbaa !10
  %458 = call double @tanh(double noundef %455) #12
  %459 = call double @llvm.fmuladd.f64(double %457, double %455, double %458)
  %460 = fadd double %430, %459
  %461 = add nuw nsw i64 %429, 1
  %462 = icmp eq i64 %461, %29
  br i1 %462, label %473, label %428, !llvm.loop !35

463:                                              ; preds = %433, %463
  %464 = phi i64 [ %471, %463 ], [ %434, %433 ]
  %465 = phi double [ %470, %463 ], [ %435, %433 ]
  %466 = getelementptr inbounds double, ptr %432, i64 %464
  %467 = load double, ptr %466, align 8, !tbaa !10
  %468 = getelementptr inbounds double, ptr %8, i64 %464
  %469 = load double, ptr %468, align 8, !tbaa !10
  %470 = call double @llvm.fmuladd.f64(double %467, double %469, double %465)
  %471 = add nuw nsw i64 %464, 1
  %472 = icmp eq i64 %471, %29
  br i1 %472, label %454, label %463, !llvm.loop !36

473:                                              ; preds = %454
  %474 = fadd double %426, 0xBEB0C6F7A0B5ED8D
  store double %474, ptr %425, align 8, !tbaa !10
  br label %475

475:                                              ; preds = %501, %473
  %476 = phi i64 [ 0, %473 ], [ %508, %501 ]
  %477 = phi double [ 0.000000e+00, %473 ], [ %507, %501 ]
  %478 = mul nuw nsw i64 %476, %29
  %479 = getelementptr inbounds double, ptr %7, i64 %478
  br i1 %241, label %480, label %483

480:                                              ; preds = %500, %475
  %481 = phi i64 [ 0, %475 ], [ %242, %500 ]
  %482 = phi double [ 0.000000e+00, %475 ], [ %497, %500 ]
  br label %510

483:                                              ; preds = %475, %483
  %484 = phi i64 [ %498, %483 ], [ 0, %475 ]
  %485 = phi double [ %497, %483 ], [ 0.000000e+00, %475 ]
  %486 = getelementptr inbounds double, ptr %479, i64 %484
  %487 = getelementptr inbounds i8, ptr %486, i64 16
  %488 = load <2 x double>, ptr %486, align 8, !tbaa !10
  %489 = load <2 x double>, ptr %487, align 8, !tbaa !10
  %490 = getelementptr inbounds double, ptr %8, i64 %484
  %491 = getelementptr inbounds i8, ptr %490, i64 16
  %492 = load <2 x double>, ptr %490, align 16, !tbaa !10
  %493 = load <2 x double>, ptr %491, align 16, !tbaa !10
  %494 = fmul <2 x double> %488, %492
  %495 = fmul <2 x double> %489, %493
  %496 = call double @llvm.vector.reduce.fadd.v2f64(double %485, <2 x double> %494)
  %497 = call double @llvm.vector.reduce.fadd.v2f64(double %496, <2 x double> %495)
  %498 = add nuw i64 %484, 4
  %499 = icmp eq i64 %498, %242
  br i1 %499, label %500, label %483, !llvm.loop !37

500:                                              ; preds = %483
  br i1 %243, label %501, label %480

501:                                              ; preds = %510, %500
  %502 = phi double [ %497, %500 ], [ %517, %510 ]
  %503 = getelementptr inbounds double, ptr %8, i64 %476
  %504 = load double, ptr %503, align 8, !tbaa !10
  %505 = call double @tanh(double noundef %502) #12
  %506 = call double @llvm.fmuladd.f64(double %504, double %502, double %505)
  %507 = fadd double %477, %506
  %508 = add nuw nsw i64 %476, 1
  %509 = icmp eq i64 %508, %29
  br i1 %509, label %520, label %475, !llvm.loop !35

510:                                              ; preds = %480, %510
  %511 = phi i64 [ %518, %510 ], [ %481, %480 ]
  %512 = phi double [ %517, %510 ], [ %482, %480 ]
  %513 = getelementptr inbounds double, ptr %479, i64 %511
  %514 = load double, ptr %513, align 8, !tbaa !10
  %515 = getelementptr inbounds double, ptr %8, i64 %511
  %516 = load double, ptr %515, align 8, !tbaa !10
  %517 = call double @llvm.fmuladd.f64(double %514, double %516, double %512)
  %518 = add nuw nsw i64 %511, 1
  %519 = icmp eq i64 %518, %29
  br i1 %519, label %501, label %510, !llvm.loop !38

520:                                              ; preds = %501, %423
  %521 = phi double [ 0.000000e+00, %423 ], [ %460, %501 ]
  %522 = phi double [ 0.000000e+00, %423 ], [ %507, %501 ]
  store double %426, ptr %425, align 8, !tbaa !10
  %523 = trunc nuw nsw i64 %424 to i32
  %524 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %523) #12
  %525 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %424
  %526 = load double, ptr %525, align 8, !tbaa !10
  %527 = fsub double %521, %522
  %528 = fdiv double %527, 2.000000e-06
  %529 = fsub double %526, %528
  %530 = call double @llvm.fabs.f64(double %529)
  %531 = call double @llvm.fabs.f64(double %528)
  %532 = call double @llvm.maxnum.f64(double %531, double 1.000000e+00)
  %533 = fmul double %532, 0x3EB0C6F7A0B5ED8D
  %534 = fcmp ugt double %530, %533
  %535 = fcmp ule double %531, 1.000000e-09
  %536 = or i1 %535, %534
  %537 = select i1 %536, ptr @.str.5, ptr @.str.6
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %526, double noundef %528, ptr noundef nonnull %537)
  %539 = zext i1 %536 to i32
  %540 = load i32, ptr @fails, align 4, !tbaa !6
  %541 = add nsw i32 %540, %539
  store i32 %541, ptr @fails, align 4, !tbaa !6
  %542 = add nuw nsw i64 %424, 3
  %543 = icmp ult i64 %424, 13
  br i1 %543, label %423, label %544, !llvm.loop !39

544:                                              ; preds = %520
  %545 = icmp ult i32 %17, 4
  %546 = and i64 %29, 2147483644
  %547 = icmp eq i64 %546, %29
  %548 = icmp ult i32 %17, 4
  %549 = and i64 %29, 2147483644
  %550 = icmp eq i64 %549, %29
  br label %558

551:                                              ; preds = %655
  %552 = icmp eq i32 %676, 0
  %553 = select i1 %552, ptr @.str.6, ptr @.str.5
  %554 = call i32 @puts(ptr nonnull dereferenceable(1) %553)
  %555 = load i32, ptr @fails, align 4, !tbaa !6
  %556 = icmp ne i32 %555, 0
  %557 = zext i1 %556 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %557

558:                                              ; preds = %544, %655
  %559 = phi i64 [ %677, %655 ], [ 0, %544 ]
  %560 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %559
  %561 = load double, ptr %560, align 8, !tbaa !10
  %562 = fadd double %561, 0x3EB0C6F7A0B5ED8D
  store double %562, ptr %560, align 8, !tbaa !10
  br i1 %28, label %563, label %655

563:                                              ; preds = %558, %589
  %564 = phi i64 [ %596, %589 ], [ 0, %558 ]
  %565 = phi double [ %595, %589 ], [ 0.000000e+00, %558 ]
  %566 = mul nuw nsw i64 %564, %29
  %567 = getelementptr inbounds double, ptr %7, i64 %566
  br i1 %545, label %568, label %571

568:                                              ; preds = %588, %563
  %569 = phi i64 [ 0, %563 ], [ %546, %588 ]
  %570 = phi double [ 0.000000e+00, %563 ], [ %585, %588 ]
  br label %598

571:                                              ; preds = %563, %571
  %572 = phi i64 [ %586, %571 ], [ 0, %563 ]
  %573 = phi double [ %585, %571 ], [ 0.000000e+00, %563 ]
  %574 = getelementptr inbounds double, ptr %567, i64 %572
  %575 = getelementptr inbounds i8, ptr %574, i64 16
  %576 = load <2 x double>, ptr %574, align 8, !tbaa !10
  %577 = load <2 x double>, ptr %575, align 8, !tbaa !10
  %578 = getelementptr inbounds double, ptr %8, i64 %572
  %579 = getelementptr inbounds i8, ptr %578, i64 16
  %580 = load <2 x double>, ptr %578, align 16, !tbaa !10
  %581 = load <2 x double>, ptr %579, align 16, !tbaa !10
  %582 = fmul <2 x double> %576, %580
  %583 = fmul <2 x double> %577, %581
  %584 = call double @llvm.vector.reduce.fadd.v2f64(double %573, <2 x double> %582)
  %585 = call double @llvm.vector.reduce.fadd.v2f64(double %584, <2 x double> %583)
  %586 = add nuw i64 %572, 4
  %587 = icmp eq i64 %586, %546
  br i1 %587, label %588, label %571, !llvm.loop !40

588:                                              ; preds = %571
  br i1 %547, label %589, label %568

589:                                              ; preds = %598, %588
  %590 = phi double [ %585, %588 ], [ %605, %598 ]
  %591 = getelementptr inbounds double, ptr %8, i64 %564
  %592 = load double, ptr %591, align 8, !tbaa !10
  %593 = call double @tanh(double noundef %590) #12
  %594 = call double @llvm.fmuladd.f64(double %592, double %590, double %593)
  %595 = fadd double %565, %594
  %596 = add nuw nsw i64 %564, 1
  %597 = icmp eq i64 %596, %29
  br i1 %597, label %608, label %563, !llvm.loop !35

598:                                              ; preds = %568, %598
  %599 = phi i64 [ %606, %598 ], [ %569, %568 ]
  %600 = phi double [ %605, %598 ], [ %570, %568 ]
  %601 = getelementptr inbounds double, ptr %567, i64 %599
  %602 = load double, ptr %601, align 8, !tbaa !10
  %603 = getelementptr inbounds double, ptr %8, i64 %599
  %604 = load double, ptr %603, align 8, !tbaa !10
  %605 = call double @llvm.fmuladd.f64(double %602, double %604, double %600)
  %606 = add nuw nsw i64 %599, 1
  %607 = icmp eq i64 %606, %29
  br i1 %607, label %589, label %598, !llvm.loop !41

608:                                              ; preds = %589
  %609 = fadd double %561, 0xBEB0C6F7A0B5ED8D
  store double %609, ptr %560, align 8, !tbaa !10
  br label %610

610:                                              ; preds = %636, %608
  %611 = phi i64 [ 0, %608 ], [ %643, %636 ]
  %612 = phi double [ 0.000000e+00, %608 ], [ %642, %636 ]
  %613 = mul nuw nsw i64 %611, %29
  %614 = getelementptr inbounds double, ptr %7, i64 %613
  br i1 %548, label %615, label %618

615:                                              ; preds = %635, %610
  %616 = phi i64 [ 0, %610 ], [ %549, %635 ]
  %617 = phi double [ 0.000000e+00, %610 ], [ %632, %635 ]
  br label %645

618:                                              ; preds = %610, %618
  %619 = phi i64 [ %633, %618 ], [ 0, %610 ]
  %620 = phi double [ %632, %618 ], [ 0.000000e+00, %610 ]
  %621 = getelementptr inbounds double, ptr %614, i64 %619
  %622 = getelementptr inbounds i8, ptr %621, i64 16
  %623 = load <2 x double>, ptr %621, align 8, !tbaa !10
  %624 = load <2 x double>, ptr %622, align 8, !tbaa !10
  %625 = getelementptr inbounds double, ptr %8, i64 %619
  %626 = getelementptr inbounds i8, ptr %625, i64 16
  %627 = load <2 x double>, ptr %625, align 16, !tbaa !10
  %628 = load <2 x double>, ptr %626, align 16, !tbaa !10
  %629 = fmul <2 x double> %623, %627
  %630 = fmul <2 x double> %624, %628
  %631 = call double @llvm.vector.reduce.fadd.v2f64(double %620, <2 x double> %629)
  %632 = call double @llvm.vector.reduce.fadd.v2f64(double %631, <2 x double> %630)
  %633 = add nuw i64 %619, 4
  %634 = icmp eq i64 %633, %549
  br i1 %634, label %635, label %618, !llvm.loop !42

635:                                              ; preds = %618
  br i1 %550, label %636, label %615

636:                                              ; preds = %645, %635
  %637 = phi double [ %632, %635 ], [ %652, %645 ]
  %638 = getelementptr inbounds double, ptr %8, i64 %611
  %639 = load double, ptr %638, align 8, !tbaa !10
  %640 = call double @tanh(double noundef %637) #12
  %641 = call double @llvm.fmuladd.f64(double %639, double %637, double %640)
  %642 = fadd double %612, %641
  %643 = add nuw nsw i64 %611, 1
  %644 = icmp eq i64 %643, %29
  br i1 %644, label %655, label %610, !llvm.loop !35

645:                                              ; preds = %615, %645
  %646 = phi i64 [ %653, %645 ], [ %616, %615 ]
  %647 = phi double [ %652, %645 ], [ %617, %615 ]
  %648 = getelementptr inbounds double, ptr %614, i64 %646
  %649 = load double, ptr %648, align 8, !tbaa !10
  %650 = getelementptr inbounds double, ptr %8, i64 %646
  %651 = load double, ptr %650, align 8, !tbaa !10
  %652 = call double @llvm.fmuladd.f64(double %649, double %651, double %647)
  %653 = add nuw nsw i64 %646, 1
  %654 = icmp eq i64 %653, %29
  br i1 %654, label %636, label %645, !llvm.loop !43

655:                                              ; preds = %636, %558
  %656 = phi double [ 0.000000e+00, %558 ], [ %595, %636 ]
  %657 = phi double [ 0.000000e+00, %558 ], [ %642, %636 ]
  store double %561, ptr %560, align 8, !tbaa !10
  %658 = trunc nuw nsw i64 %559 to i32
  %659 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %658) #12
  %660 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %559
  %661 = load double, ptr %660, align 8, !tbaa !10
  %662 = fsub double %656, %657
  %663 = fdiv double %662, 2.000000e-06
  %664 = fsub double %661, %663
  %665 = call double @llvm.fabs.f64(double %664)
  %666 = call double @llvm.fabs.f64(double %663)
  %667 = call double @llvm.maxnum.f64(double %666, double 1.000000e+00)
  %668 = fmul double %667, 0x3EB0C6F7A0B5ED8D
  %669 = fcmp ugt double %665, %668
  %670 = fcmp ule double %666, 1.000000e-09
  %671 = or i1 %670, %669
  %672 = select i1 %671, ptr @.str.5, ptr @.str.6
  %673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %661, double noundef %663, ptr noundef nonnull %672)
  %674 = zext i1 %671 to i32
  %675 = load i32, ptr @fails, align 4, !tbaa !6
  %676 = add nsw i32 %675, %674
  store i32 %676, ptr @fails, align 4, !tbaa !6
  %677 = add nuw nsw i64 %559, 1
  %678 = icmp eq i64 %677, 4
  br i1 %678, label %551, label %558, !llvm.loop !44
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
  br i1 %6, label %7, label %40

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = icmp ult i32 %4, 4
  %12 = and i64 %9, 2147483644
  %13 = icmp eq i64 %12, %9
  br label %14

14:                                               ; preds = %7, %41
  %15 = phi i64 [ 0, %7 ], [ %44, %41 ]
  br i1 %8, label %16, label %41

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %9
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  br i1 %11, label %19, label %22

19:                                               ; preds = %39, %16
  %20 = phi i64 [ 0, %16 ], [ %12, %39 ]
  %21 = phi double [ 0.000000e+00, %16 ], [ %36, %39 ]
  br label %46

22:                                               ; preds = %16, %22
  %23 = phi i64 [ %37, %22 ], [ 0, %16 ]
  %24 = phi double [ %36, %22 ], [ 0.000000e+00, %16 ]
  %25 = getelementptr inbounds double, ptr %18, i64 %23
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !10
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !10
  %29 = getelementptr inbounds double, ptr %2, i64 %23
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !10
  %33 = fmul <2 x double> %27, %31
  %34 = fmul <2 x double> %28, %32
  %35 = tail call double @llvm.vector.reduce.fadd.v2f64(double %24, <2 x double> %33)
  %36 = tail call double @llvm.vector.reduce.fadd.v2f64(double %35, <2 x double> %34)
  %37 = add nuw i64 %23, 4
  %38 = icmp eq i64 %37, %12
  br i1 %38, label %39, label %22, !llvm.loop !45

39:                                               ; preds = %22
  br i1 %13, label %41, label %19

40:                                               ; preds = %41, %5
  ret void

41:                                               ; preds = %46, %39, %14
  %42 = phi double [ 0.000000e+00, %14 ], [ %36, %39 ], [ %53, %46 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %15
  store double %42, ptr %43, align 8, !tbaa !10
  %44 = add nuw nsw i64 %15, 1
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %40, label %14, !llvm.loop !16

46:                                               ; preds = %19, %46
  %47 = phi i64 [ %54, %46 ], [ %20, %19 ]
  %48 = phi double [ %53, %46 ], [ %21, %19 ]
  %49 = getelementptr inbounds double, ptr %18, i64 %47
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = getelementptr inbounds double, ptr %2, i64 %47
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %48)
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %9
  br i1 %55, label %41, label %46, !llvm.loop !46
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @quad(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %36

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  %8 = and i64 %6, 2147483644
  %9 = icmp eq i64 %8, %6
  br label %10

10:                                               ; preds = %38, %5
  %11 = phi i64 [ 0, %5 ], [ %45, %38 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %44, %38 ]
  %13 = mul nuw nsw i64 %11, %6
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  br i1 %7, label %15, label %18

15:                                               ; preds = %35, %10
  %16 = phi i64 [ 0, %10 ], [ %8, %35 ]
  %17 = phi double [ 0.000000e+00, %10 ], [ %32, %35 ]
  br label %47

18:                                               ; preds = %10, %18
  %19 = phi i64 [ %33, %18 ], [ 0, %10 ]
  %20 = phi double [ %32, %18 ], [ 0.000000e+00, %10 ]
  %21 = getelementptr inbounds double, ptr %14, i64 %19
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !10
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !10
  %25 = getelementptr inbounds double, ptr %1, i64 %19
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !10
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !10
  %29 = fmul <2 x double> %23, %27
  %30 = fmul <2 x double> %24, %28
  %31 = tail call double @llvm.vector.reduce.fadd.v2f64(double %20, <2 x double> %29)
  %32 = tail call double @llvm.vector.reduce.fadd.v2f64(double %31, <2 x double> %30)
  %33 = add nuw i64 %19, 4
  %34 = icmp eq i64 %33, %8
  br i1 %34, label %35, label %18, !llvm.loop !47

35:                                               ; preds = %18
  br i1 %9, label %38, label %15

36:                                               ; preds = %38, %3
  %37 = phi double [ 0.000000e+00, %3 ], [ %44, %38 ]
  ret double %37

38:                                               ; preds = %47, %35
  %39 = phi double [ %32, %35 ], [ %54, %47 ]
  %40 = getelementptr inbounds double, ptr %1, i64 %11
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = tail call double @tanh(double noundef %39) #12
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %39, double %42)
  %44 = fadd double %12, %43
  %45 = add nuw nsw i64 %11, 1
  %46 = icmp eq i64 %45, %6
  br i1 %46, label %36, label %10, !llvm.loop !35

47:                                               ; preds = %15, %47
  %48 = phi i64 [ %55, %47 ], [ %16, %15 ]
  %49 = phi double [ %54, %47 ], [ %17, %15 ]
  %50 = getelementptr inbounds double, ptr %14, i64 %48
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = getelementptr inbounds double, ptr %1, i64 %48
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %49)
  %55 = add nuw nsw i64 %48, 1
  %56 = icmp eq i64 %55, %6
  br i1 %56, label %38, label %47, !llvm.loop !48
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !15, !14}
!20 = distinct !{!20, !13, !14, !15}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13, !15, !14}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !15, !14}
!28 = distinct !{!28, !13, !15, !14}
!29 = distinct !{!29, !13, !14, !15}
!30 = distinct !{!30, !13, !14, !15}
!31 = distinct !{!31, !13, !15, !14}
!32 = distinct !{!32, !13, !15, !14}
!33 = distinct !{!33, !13}
!34 = distinct !{!34, !13, !14, !15}
!35 = distinct !{!35, !13}
!36 = distinct !{!36, !13, !15, !14}
!37 = distinct !{!37, !13, !14, !15}
!38 = distinct !{!38, !13, !15, !14}
!39 = distinct !{!39, !13}
!40 = distinct !{!40, !13, !14, !15}
!41 = distinct !{!41, !13, !15, !14}
!42 = distinct !{!42, !13, !14, !15}
!43 = distinct !{!43, !13, !15, !14}
!44 = distinct !{!44, !13}
!45 = distinct !{!45, !13, !14, !15}
!46 = distinct !{!46, !13, !15, !14}
!47 = distinct !{!47, !13, !14, !15}
!48 = distinct !{!48, !13, !15, !14}
