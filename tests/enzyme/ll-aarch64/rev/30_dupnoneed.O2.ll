; ModuleID = 'rev/30_dupnoneed.c'
source_filename = "rev/30_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@w = internal unnamed_addr constant [4 x double] [double 9.000000e-01, double -1.400000e+00, double 6.000000e-01, double 1.100000e+00], align 8
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"layer d/dW[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"layer d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"normalize d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 8
  %2 = alloca [4 x double], align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [12 x double], align 16
  %10 = alloca [4 x double], align 8
  %11 = alloca [12 x double], align 8
  %12 = alloca [4 x double], align 8
  %13 = alloca [4 x double], align 8
  %14 = alloca [4 x double], align 8
  %15 = alloca [32 x i8], align 1
  %16 = alloca [4 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 3, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 4, ptr %8, align 4, !tbaa !6
  %17 = load volatile i32, ptr %7, align 4, !tbaa !6
  %18 = load volatile i32, ptr %8, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %11, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  store <2 x double> <double 0x3FBE83FEF716FCE1, double 0x3FE326E329E774ED>, ptr %9, align 16, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store <2 x double> <double 0x3FC9BA2290D713B3, double 0xBFDF6BFDC6A9BDAF>, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %9, i64 32
  store <2 x double> <double 0xBFDDAC95823C0686, double 0x3FCF17AC5EA6A461>, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %9, i64 48
  store <2 x double> <double 0x3FE2FEE4C67EE2E3, double 0x3FB31DBF3F4880FD>, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %9, i64 64
  store <2 x double> <double 0xBFE1B7A0314DB049, double 0xBFD7BC88FA39ACAA>, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %9, i64 80
  store <2 x double> <double 0x3FD6BC51C95FD1D6, double 0x3FE1F33238A679D2>, ptr %23, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(32) @w, i64 32, i1 false), !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #11
  %24 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !6
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @softplus_layer, i32 noundef %24, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %25, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %25, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %26, i32 noundef %17, i32 noundef %26, i32 noundef %18) #11
  %28 = icmp sgt i32 %17, 0
  %29 = icmp sgt i32 %18, 0
  %30 = zext i32 %18 to i64
  %31 = zext i32 %17 to i64
  %32 = icmp ult i32 %18, 4
  %33 = and i64 %30, 2147483644
  %34 = icmp eq i64 %33, %30
  %35 = icmp ult i32 %17, 4
  %36 = and i64 %31, 2147483644
  %37 = icmp eq i64 %36, %31
  %38 = icmp ult i32 %18, 4
  %39 = and i64 %30, 2147483644
  %40 = icmp eq i64 %39, %30
  %41 = icmp ult i32 %17, 4
  %42 = and i64 %31, 2147483644
  %43 = icmp eq i64 %42, %31
  br label %44

44:                                               ; preds = %0, %203
  %45 = phi i64 [ 0, %0 ], [ %225, %203 ]
  %46 = getelementptr inbounds [12 x double], ptr %9, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  store double %48, ptr %46, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  br i1 %28, label %50, label %49

49:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  br label %203

50:                                               ; preds = %44, %76
  %51 = phi i64 [ %81, %76 ], [ 0, %44 ]
  br i1 %29, label %52, label %76

52:                                               ; preds = %50
  %53 = mul nuw nsw i64 %51, %30
  %54 = getelementptr inbounds double, ptr %9, i64 %53
  br i1 %32, label %55, label %58

55:                                               ; preds = %75, %52
  %56 = phi i64 [ 0, %52 ], [ %33, %75 ]
  %57 = phi double [ 0.000000e+00, %52 ], [ %72, %75 ]
  br label %105

58:                                               ; preds = %52, %58
  %59 = phi i64 [ %73, %58 ], [ 0, %52 ]
  %60 = phi double [ %72, %58 ], [ 0.000000e+00, %52 ]
  %61 = getelementptr inbounds double, ptr %54, i64 %59
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !10
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !10
  %65 = getelementptr inbounds double, ptr %10, i64 %59
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <2 x double>, ptr %65, align 8, !tbaa !10
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !10
  %69 = fmul <2 x double> %63, %67
  %70 = fmul <2 x double> %64, %68
  %71 = call double @llvm.vector.reduce.fadd.v2f64(double %60, <2 x double> %69)
  %72 = call double @llvm.vector.reduce.fadd.v2f64(double %71, <2 x double> %70)
  %73 = add nuw i64 %59, 4
  %74 = icmp eq i64 %73, %33
  br i1 %74, label %75, label %58, !llvm.loop !12

75:                                               ; preds = %58
  br i1 %34, label %76, label %55

76:                                               ; preds = %105, %75, %50
  %77 = phi double [ 0.000000e+00, %50 ], [ %72, %75 ], [ %112, %105 ]
  %78 = call double @exp(double noundef %77) #11
  %79 = call double @log1p(double noundef %78) #11
  %80 = getelementptr inbounds double, ptr %6, i64 %51
  store double %79, ptr %80, align 8, !tbaa !10
  %81 = add nuw nsw i64 %51, 1
  %82 = icmp eq i64 %81, %31
  br i1 %82, label %83, label %50, !llvm.loop !16

83:                                               ; preds = %76
  br i1 %35, label %84, label %87

84:                                               ; preds = %104, %83
  %85 = phi i64 [ 0, %83 ], [ %36, %104 ]
  %86 = phi double [ 0.000000e+00, %83 ], [ %101, %104 ]
  br label %115

87:                                               ; preds = %83, %87
  %88 = phi i64 [ %102, %87 ], [ 0, %83 ]
  %89 = phi double [ %101, %87 ], [ 0.000000e+00, %83 ]
  %90 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %88
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !10
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !10
  %94 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %88
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load <2 x double>, ptr %94, align 8, !tbaa !10
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !10
  %98 = fmul <2 x double> %92, %96
  %99 = fmul <2 x double> %93, %97
  %100 = call double @llvm.vector.reduce.fadd.v2f64(double %89, <2 x double> %98)
  %101 = call double @llvm.vector.reduce.fadd.v2f64(double %100, <2 x double> %99)
  %102 = add nuw i64 %88, 4
  %103 = icmp eq i64 %102, %36
  br i1 %103, label %104, label %87, !llvm.loop !17

104:                                              ; preds = %87
  br i1 %37, label %125, label %84

105:                                              ; preds = %55, %105
  %106 = phi i64 [ %113, %105 ], [ %56, %55 ]
  %107 = phi double [ %112, %105 ], [ %57, %55 ]
  %108 = getelementptr inbounds double, ptr %54, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = getelementptr inbounds double, ptr %10, i64 %106
  %111 = load double, ptr %110, align 8, !tbaa !10
  %112 = call double @llvm.fmuladd.f64(double %109, double %111, double %107)
  %113 = add nuw nsw i64 %106, 1
  %114 = icmp eq i64 %113, %30
  br i1 %114, label %76, label %105, !llvm.loop !18

115:                                              ; preds = %84, %115
  %116 = phi i64 [ %123, %115 ], [ %85, %84 ]
  %117 = phi double [ %122, %115 ], [ %86, %84 ]
  %118 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %116
  %119 = load double, ptr %118, align 8, !tbaa !10
  %120 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %116
  %121 = load double, ptr %120, align 8, !tbaa !10
  %122 = call double @llvm.fmuladd.f64(double %119, double %121, double %117)
  %123 = add nuw nsw i64 %116, 1
  %124 = icmp eq i64 %123, %31
  br i1 %124, label %125, label %115, !llvm.loop !19

125:                                              ; preds = %115, %104
  %126 = phi double [ %101, %104 ], [ %122, %115 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  %127 = fadd double %47, 0xBEB0C6F7A0B5ED8D
  store double %127, ptr %46, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  br label %128

128:                                              ; preds = %154, %125
  %129 = phi i64 [ 0, %125 ], [ %159, %154 ]
  br i1 %29, label %130, label %154

130:                                              ; preds = %128
  %131 = mul nuw nsw i64 %129, %30
  %132 = getelementptr inbounds double, ptr %9, i64 %131
  br i1 %38, label %133, label %136

133:                                              ; preds = %153, %130
  %134 = phi i64 [ 0, %130 ], [ %39, %153 ]
  %135 = phi double [ 0.000000e+00, %130 ], [ %150, %153 ]
  br label %183

136:                                              ; preds = %130, %136
  %137 = phi i64 [ %151, %136 ], [ 0, %130 ]
  %138 = phi double [ %150, %136 ], [ 0.000000e+00, %130 ]
  %139 = getelementptr inbounds double, ptr %132, i64 %137
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load <2 x double>, ptr %139, align 8, !tbaa !10
  %142 = load <2 x double>, ptr %140, align 8, !tbaa !10
  %143 = getelementptr inbounds double, ptr %10, i64 %137
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  %145 = load <2 x double>, ptr %143, align 8, !tbaa !10
  %146 = load <2 x double>, ptr %144, align 8, !tbaa !10
  %147 = fmul <2 x double> %141, %145
  %148 = fmul <2 x double> %142, %146
  %149 = call double @llvm.vector.reduce.fadd.v2f64(double %138, <2 x double> %147)
  %150 = call double @llvm.vector.reduce.fadd.v2f64(double %149, <2 x double> %148)
  %151 = add nuw i64 %137, 4
  %152 = icmp eq i64 %151, %39
  br i1 %152, label %153, label %136, !llvm.loop !20

153:                                              ; preds = %136
  br i1 %40, label %154, label %133

154:                                              ; preds = %183, %153, %128
  %155 = phi double [ 0.000000e+00, %128 ], [ %150, %153 ], [ %190, %183 ]
  %156 = call double @exp(double noundef %155) #11
  %157 = call double @log1p(double noundef %156) #11
  %158 = getelementptr inbounds double, ptr %5, i64 %129
  store double %157, ptr %158, align 8, !tbaa !10
  %159 = add nuw nsw i64 %129, 1
  %160 = icmp eq i64 %159, %31
  br i1 %160, label %161, label %128, !llvm.loop !16

161:                                              ; preds = %154
  br i1 %41, label %162, label %165

162:                                              ; preds = %182, %161
  %163 = phi i64 [ 0, %161 ], [ %42, %182 ]
  %164 = phi double [ 0.000000e+00, %161 ], [ %179, %182 ]
  br label %193

165:                                              ; preds = %161, %165
  %166 = phi i64 [ %180, %165 ], [ 0, %161 ]
  %167 = phi double [ %179, %165 ], [ 0.000000e+00, %161 ]
  %168 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %166
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  %170 = load <2 x double>, ptr %168, align 8, !tbaa !10
  %171 = load <2 x double>, ptr %169, align 8, !tbaa !10
  %172 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %166
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load <2 x double>, ptr %172, align 8, !tbaa !10
  %175 = load <2 x double>, ptr %173, align 8, !tbaa !10
  %176 = fmul <2 x double> %170, %174
  %177 = fmul <2 x double> %171, %175
  %178 = call double @llvm.vector.reduce.fadd.v2f64(double %167, <2 x double> %176)
  %179 = call double @llvm.vector.reduce.fadd.v2f64(double %178, <2 x double> %177)
  %180 = add nuw i64 %166, 4
  %181 = icmp eq i64 %180, %42
  br i1 %181, label %182, label %165, !llvm.loop !21

182:                                              ; preds = %165
  br i1 %43, label %203, label %162

183:                                              ; preds = %133, %183
  %184 = phi i64 [ %191, %183 ], [ %134, %133 ]
  %185 = phi double [ %190, %183 ], [ %135, %133 ]
  %186 = getelementptr inbounds double, ptr %132, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !10
  %188 = getelementptr inbounds double, ptr %10, i64 %184
  %189 = load double, ptr %188, align 8, !tbaa !10
  %190 = call double @llvm.fmuladd.f64(double %187, double %189, double %185)
  %191 = add nuw nsw i64 %184, 1
  %192 = icmp eq i64 %191, %30
  br i1 %192, label %154, label %183, !llvm.loop !22

193:                                              ; preds = %162, %193
  %194 = phi i64 [ %201, %193 ], [ %163, %162 ]
  %195 = phi double [ %200, %193 ], [ %164, %162 ]
  %196 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !10
  %198 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %194
  %199 = load double, ptr %198, align 8, !tbaa !10
  %200 = call double @llvm.fmuladd.f64(double %197, double %199, double %195)
  %201 = add nuw nsw i64 %194, 1
  %202 = icmp eq i64 %201, %31
  br i1 %202, label %203, label %193, !llvm.loop !23

203:                                              ; preds = %193, %182, %49
  %204 = phi double [ 0.000000e+00, %49 ], [ %126, %182 ], [ %126, %193 ]
  %205 = phi double [ 0.000000e+00, %49 ], [ %179, %182 ], [ %200, %193 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  store double %47, ptr %46, align 8, !tbaa !10
  %206 = trunc nuw nsw i64 %45 to i32
  %207 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %206) #11
  %208 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %45
  %209 = load double, ptr %208, align 8, !tbaa !10
  %210 = fsub double %204, %205
  %211 = fdiv double %210, 2.000000e-06
  %212 = fsub double %209, %211
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = call double @llvm.fabs.f64(double %211)
  %215 = call double @llvm.maxnum.f64(double %214, double 1.000000e+00)
  %216 = fmul double %215, 0x3EB0C6F7A0B5ED8D
  %217 = fcmp ugt double %213, %216
  %218 = fcmp ule double %214, 1.000000e-09
  %219 = or i1 %218, %217
  %220 = select i1 %219, ptr @.str.4, ptr @.str.5
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %209, double noundef %211, ptr noundef nonnull %220)
  %222 = zext i1 %219 to i32
  %223 = load i32, ptr @fails, align 4, !tbaa !6
  %224 = add nsw i32 %223, %222
  store i32 %224, ptr @fails, align 4, !tbaa !6
  %225 = add nuw nsw i64 %45, 1
  %226 = icmp eq i64 %225, 12
  br i1 %226, label %227, label %44, !llvm.loop !24

227:                                              ; preds = %203
  %228 = icmp ult i32 %18, 4
  %229 = and i64 %30, 2147483644
  %230 = icmp eq i64 %229, %30
  %231 = icmp ult i32 %17, 4
  %232 = and i64 %31, 2147483644
  %233 = icmp eq i64 %232, %31
  %234 = icmp ult i32 %18, 4
  %235 = and i64 %30, 2147483644
  %236 = icmp eq i64 %235, %30
  %237 = icmp ult i32 %17, 4
  %238 = and i64 %31, 2147483644
  %239 = icmp eq i64 %238, %31
  br label %257

240:                                              ; preds = %416
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(32) @w, i64 32, i1 false), !tbaa !10
  %241 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !6
  %242 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %243 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %244 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalize, i32 noundef %241, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %242, ptr noundef nonnull %10, ptr noundef nonnull %16, i32 noundef %243, i32 noundef %18) #11
  %245 = icmp ult i32 %18, 4
  %246 = and i64 %30, 2147483644
  %247 = icmp eq i64 %246, %30
  %248 = icmp ult i32 %18, 4
  %249 = and i64 %30, 2147483644
  %250 = icmp eq i64 %249, %30
  %251 = icmp ult i32 %18, 4
  %252 = and i64 %30, 2147483644
  %253 = icmp eq i64 %252, %30
  %254 = icmp ult i32 %18, 4
  %255 = and i64 %30, 2147483644
  %256 = icmp eq i64 %255, %30
  br label %447

257:                                              ; preds = %227, %416
  %258 = phi i64 [ %438, %416 ], [ 0, %227 ]
  %259 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !10
  %261 = fadd double %260, 0x3EB0C6F7A0B5ED8D
  store double %261, ptr %259, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  br i1 %28, label %263, label %262

262:                                              ; preds = %257
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  br label %416

263:                                              ; preds = %257, %289
  %264 = phi i64 [ %294, %289 ], [ 0, %257 ]
  br i1 %29, label %265, label %289

265:                                              ; preds = %263
  %266 = mul nuw nsw i64 %264, %30
  %267 = getelementptr inbounds double, ptr %9, i64 %266
  br i1 %228, label %268, label %271

268:                                              ; preds = %288, %265
  %269 = phi i64 [ 0, %265 ], [ %229, %288 ]
  %270 = phi double [ 0.000000e+00, %265 ], [ %285, %288 ]
  br label %318

271:                                              ; preds = %265, %271
  %272 = phi i64 [ %286, %271 ], [ 0, %265 ]
  %273 = phi double [ %285, %271 ], [ 0.000000e+00, %265 ]
  %274 = getelementptr inbounds double, ptr %267, i64 %272
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load <2 x double>, ptr %274, align 8, !tbaa !10
  %277 = load <2 x double>, ptr %275, align 8, !tbaa !10
  %278 = getelementptr inbounds double, ptr %10, i64 %272
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load <2 x double>, ptr %278, align 8, !tbaa !10
  %281 = load <2 x double>, ptr %279, align 8, !tbaa !10
  %282 = fmul <2 x double> %276, %280
  %283 = fmul <2 x double> %277, %281
  %284 = call double @llvm.vector.reduce.fadd.v2f64(double %273, <2 x double> %282)
  %285 = call double @llvm.vector.reduce.fadd.v2f64(double %284, <2 x double> %283)
  %286 = add nuw i64 %272, 4
  %287 = icmp eq i64 %286, %229
  br i1 %287, label %288, label %271, !llvm.loop !25

288:                                              ; preds = %271
  br i1 %230, label %289, label %268

289:                                              ; preds = %318, %288, %263
  %290 = phi double [ 0.000000e+00, %263 ], [ %285, %288 ], [ %325, %318 ]
  %291 = call double @exp(double noundef %290) #11
  %292 = call double @log1p(double noundef %291) #11
  %293 = getelementptr inbounds double, ptr %4, i64 %264
  store double %292, ptr %293, align 8, !tbaa !10
  %294 = add nuw nsw i64 %264, 1
  %295 = icmp eq i64 %294, %31
  br i1 %295, label %296, label %263, !llvm.loop !16

296:                                              ; preds = %289
  br i1 %231, label %297, label %300

297:                                              ; preds = %317, %296
  %298 = phi i64 [ 0, %296 ], [ %232, %317 ]
  %299 = phi double [ 0.000000e+00, %296 ], [ %314, %317 ]
  br label %328

300:                                              ; preds = %296, %300
  %301 = phi i64 [ %315, %300 ], [ 0, %296 ]
  %302 = phi double [ %314, %300 ], [ 0.000000e+00, %296 ]
  %303 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %301
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load <2 x double>, ptr %303, align 8, !tbaa !10
  %306 = load <2 x double>, ptr %304, align 8, !tbaa !10
  %307 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %301
  %308 = getelementptr inbounds i8, ptr %307, i64 16
  %309 = load <2 x double>, ptr %307, align 8, !tbaa !10
  %310 = load <2 x double>, ptr %308, align 8, !tbaa !10
  %311 = fmul <2 x double> %305, %309
  %312 = fmul <2 x double> %306, %310
  %313 = call double @llvm.vector.reduce.fadd.v2f64(double %302, <2 x double> %311)
  %314 = call double @llvm.vector.reduce.fadd.v2f64(double %313, <2 x double> %312)
  %315 = add nuw i64 %301, 4
  %316 = icmp eq i64 %315, %232
  br i1 %316, label %317, label %300, !llvm.loop !26

317:                                              ; preds = %300
  br i1 %233, label %338, label %297

318:                                              ; preds = %268, %318
  %319 = phi i64 [ %326, %318 ], [ %269, %268 ]
  %320 = phi double [ %325, %318 ], [ %270, %268 ]
  %321 = getelementptr inbounds double, ptr %267, i64 %319
  %322 = load double, ptr %321, align 8, !tbaa !10
  %323 = getelementptr inbounds double, ptr %10, i64 %319
  %324 = load double, ptr %323, align 8, !tbaa !10
  %325 = call double @llvm.fmuladd.f64(double %322, double %324, double %320)
  %326 = add nuw nsw i64 %319, 1
  %327 = icmp eq i64 %326, %30
  br i1 %327, label %289, label %318, !llvm.loop !27

328:                                              ; preds = %297, %328
  %329 = phi i64 [ %336, %328 ], [ %298, %297 ]
  %330 = phi double [ %335, %328 ], [ %299, %297 ]
  %331 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %329
  %332 = load double, ptr %331, align 8, !tbaa !10
  %333 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %329
  %334 = load double, ptr %333, align 8, !tbaa !10
  %335 = call double @llvm.fmuladd.f64(double %332, double %334, double %330)
  %336 = add nuw nsw i64 %329, 1
  %337 = icmp eq i64 %336, %31
  br i1 %337, label %338, label %328, !llvm.loop !28

338:                                              ; preds = %328, %317
  %339 = phi double [ %314, %317 ], [ %335, %328 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %340 = fadd double %260, 0xBEB0C6F7A0B5ED8D
  store double %340, ptr %259, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  br label %341

341:                                              ; preds = %367, %338
  %342 = phi i64 [ 0, %338 ], [ %372, %367 ]
  br i1 %29, label %343, label %367

343:                                              ; preds = %341
  %344 = mul nuw nsw i64 %342, %30
  %345 = getelementptr inbounds double, ptr %9, i64 %344
  br i1 %234, label %346, label %349

346:                                              ; preds = %366, %343
  %347 = phi i64 [ 0, %343 ], [ %235, %366 ]
  %348 = phi double [ 0.000000e+00, %343 ], [ %363, %366 ]
  br label %396

349:                                              ; preds = %343, %349
  %350 = phi i64 [ %364, %349 ], [ 0, %343 ]
  %351 = phi double [ %363, %349 ], [ 0.000000e+00, %343 ]
  %352 = getelementptr inbounds double, ptr %345, i64 %350
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load <2 x double>, ptr %352, align 8, !tbaa !10
  %355 = load <2 x double>, ptr %353, align 8, !tbaa !10
  %356 = getelementptr inbounds double, ptr %10, i64 %350
  %357 = getelementptr inbounds i8, ptr %356, i64 16
  %358 = load <2 x double>, ptr %356, align 8, !tbaa !10
  %359 = load <2 x double>, ptr %357, align 8, !tbaa !10
  %360 = fmul <2 x double> %354, %358
  %361 = fmul <2 x double> %355, %359
  %362 = call double @llvm.vector.reduce.fadd.v2f64(double %351, <2 x double> %360)
  %363 = call double @llvm.vector.reduce.fadd.v2f64(double %362, <2 x double> %361)
  %364 = add nuw i64 %350, 4
  %365 = icmp eq i64 %364, %235
  br i1 %365, label %366, label %349, !llvm.loop !29

366:                                              ; preds = %349
  br i1 %236, label %367, label %346

367:                                              ; preds = %396, %366, %341
  %368 = phi double [ 0.000000e+00, %341 ], [ %363, %366 ], [ %403, %396 ]
  %369 = call double @exp(double noundef %368) #11
  %370 = call double @log1p(double noundef %369) #11
  %371 = getelementptr inbounds double, ptr %3, i64 %342
  store double %370, ptr %371, align 8, !tbaa !10
  %372 = add nuw nsw i64 %342, 1
  %373 = icmp eq i64 %372, %31
  br i1 %373, label %374, label %341, !llvm.loop !16

374:                                              ; preds = %367
  br i1 %237, label %375, label %378

375:                                              ; preds = %395, %374
  %376 = phi i64 [ 0, %374 ], [ %238, %395 ]
  %377 = phi double [ 0.000000e+00, %374 ], [ %392, %395 ]
  br label %406

378:                                              ; preds = %374, %378
  %379 = phi i64 [ %393, %378 ], [ 0, %374 ]
  %380 = phi double [ %392, %378 ], [ 0.000000e+00, %374 ]
  %381 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %379
  %382 = getelementptr inbounds i8, ptr %381, i64 16
  %383 = load <2 x double>, ptr %381, align 8, !tbaa !10
  %384 = load <2 x double>, ptr %382, align 8, !tbaa !10
  %385 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %379
  %386 = getelementptr inbounds i8, ptr %385, i64 16
  %387 = load <2 x double>, ptr %385, align 8, !tbaa !10
  %388 = load <2 x double>, ptr %386, align 8, !tbaa !10
  %389 = fmul <2 x double> %383, %387
  %390 = fmul <2 x double> %384, %388
  %391 = call double @llvm.vector.reduce.fadd.v2f64(double %380, <2 x double> %389)
  %392 = call double @llvm.vector.reduce.fadd.v2f64(double %391, <2 x double> %390)
  %393 = add nuw i64 %379, 4
  %394 = icmp eq i64 %393, %238
  br i1 %394, label %395, label %378, !llvm.loop !30

395:                                              ; preds = %378
  br i1 %239, label %416, label %375

396:                                              ; preds = %346, %396
  %397 = phi i64 [ %404, %396 ], [ %347, %346 ]
  %398 = phi double [ %403, %396 ], [ %348, %346 ]
  %399 = getelementptr inbounds double, ptr %345, i64 %397
  %400 = load double, ptr %399, align 8, !tbaa !10
  %401 = getelementptr inbounds double, ptr %10, i64 %397
  %402 = load double, ptr %401, align 8, !tbaa !10
  %403 = call double @llvm.fmuladd.f64(double %400, double %402, double %398)
  %404 = add nuw nsw i64 %397, 1
  %405 = icmp eq i64 %404, %30
  br i1 %405, label %367, label %396, !llvm.loop !31

406:                                              ; preds = %375, %406
  %407 = phi i64 [ %414, %406 ], [ %376, %375 ]
  %408 = phi double [ %413, %406 ], [ %377, %375 ]
  %409 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %407
  %410 = load double, ptr %409, align 8, !tbaa !10
  %411 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %407
  %412 = load double, ptr %411, align 8, !tbaa !10
  %413 = call double @llvm.fmuladd.f64(double %410, double %412, double %408)
  %414 = add nuw nsw i64 %407, 1
  %415 = icmp eq i64 %414, %31
  br i1 %415, label %416, label %406, !llvm.loop !32

416:                                              ; preds = %406, %395, %262
  %417 = phi double [ 0.000000e+00, %262 ], [ %339, %395 ], [ %339, %406 ]
  %418 = phi double [ 0.000000e+00, %262 ], [ %392, %395 ], [ %413, %406 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  store double %260, ptr %259, align 8, !tbaa !10
  %419 = trunc nuw nsw i64 %258 to i32
  %420 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %419) #11
  %421 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %258
  %422 = load double, ptr %421, align 8, !tbaa !10
  %423 = fsub double %417, %418
  %424 = fdiv double %423, 2.000000e-06
  %425 = fsub double %422, %424
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = call double @llvm.fabs.f64(double %424)
  %428 = call double @llvm.maxnum.f64(double %427, double 1.000000e+00)
  %429 = fmul double %428, 0x3EB0C6F7A0B5ED8D
  %430 = fcmp ugt double %426, %429
  %431 = fcmp ule double %427, 1.000000e-09
  %432 = or i1 %431, %430
  %433 = select i1 %432, ptr @.str.4, ptr @.str.5
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %422, double noundef %424, ptr noundef nonnull %433)
  %435 = zext i1 %432 to i32
  %436 = load i32, ptr @fails, align 4, !tbaa !6
  %437 = add nsw i32 %436, %435
  store i32 %437, ptr @fails, align 4, !tbaa !6
  %438 = add nuw nsw i64 %258, 1
  %439 = icmp eq i64 %438, 4
  br i1 %439, label %240, label %257, !llvm.loop !33

440:                                              ; preds = %592
  %441 = icmp eq i32 %613, 0
  %442 = select i1 %441, ptr @.str.5, ptr @.str.4
  %443 = call i32 @puts(ptr nonnull dereferenceable(1) %442)
  %444 = load i32, ptr @fails, align 4, !tbaa !6
  %445 = icmp ne i32 %444, 0
  %446 = zext i1 %445 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %446

447:                                              ; preds = %240, %592
  %448 = phi i64 [ 0, %240 ], [ %614, %592 ]
  %449 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %448
  %450 = load double, ptr %449, align 8, !tbaa !10
  %451 = fadd double %450, 0x3EB0C6F7A0B5ED8D
  store double %451, ptr %449, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  br i1 %29, label %473, label %452

452:                                              ; preds = %447
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  br label %592

453:                                              ; preds = %473
  %454 = call double @sqrt(double noundef %478) #11
  br i1 %245, label %455, label %457

455:                                              ; preds = %472, %453
  %456 = phi i64 [ 0, %453 ], [ %246, %472 ]
  br label %481

457:                                              ; preds = %453
  %458 = insertelement <2 x double> poison, double %454, i64 0
  %459 = shufflevector <2 x double> %458, <2 x double> poison, <2 x i32> zeroinitializer
  br label %460

460:                                              ; preds = %460, %457
  %461 = phi i64 [ 0, %457 ], [ %470, %460 ]
  %462 = getelementptr inbounds double, ptr %10, i64 %461
  %463 = getelementptr inbounds i8, ptr %462, i64 16
  %464 = load <2 x double>, ptr %462, align 8, !tbaa !10
  %465 = load <2 x double>, ptr %463, align 8, !tbaa !10
  %466 = fdiv <2 x double> %464, %459
  %467 = fdiv <2 x double> %465, %459
  %468 = getelementptr inbounds double, ptr %2, i64 %461
  %469 = getelementptr inbounds i8, ptr %468, i64 16
  store <2 x double> %466, ptr %468, align 8, !tbaa !10
  store <2 x double> %467, ptr %469, align 8, !tbaa !10
  %470 = add nuw i64 %461, 4
  %471 = icmp eq i64 %470, %246
  br i1 %471, label %472, label %460, !llvm.loop !34

472:                                              ; preds = %460
  br i1 %247, label %489, label %455

473:                                              ; preds = %447, %473
  %474 = phi i64 [ %479, %473 ], [ 0, %447 ]
  %475 = phi double [ %478, %473 ], [ 0.000000e+00, %447 ]
  %476 = getelementptr inbounds double, ptr %10, i64 %474
  %477 = load double, ptr %476, align 8, !tbaa !10
  %478 = call double @llvm.fmuladd.f64(double %477, double %477, double %475)
  %479 = add nuw nsw i64 %474, 1
  %480 = icmp eq i64 %479, %30
  br i1 %480, label %453, label %473, !llvm.loop !35

481:                                              ; preds = %455, %481
  %482 = phi i64 [ %487, %481 ], [ %456, %455 ]
  %483 = getelementptr inbounds double, ptr %10, i64 %482
  %484 = load double, ptr %483, align 8, !tbaa !10
  %485 = fdiv double %484, %454
  %486 = getelementptr inbounds double, ptr %2, i64 %482
  store double %485, ptr %486, align 8, !tbaa !10
  %487 = add nuw nsw i64 %482, 1
  %488 = icmp eq i64 %487, %30
  br i1 %488, label %489, label %481, !llvm.loop !36

489:                                              ; preds = %481, %472
  br i1 %248, label %508, label %490

490:                                              ; preds = %489, %490
  %491 = phi i64 [ %505, %490 ], [ 0, %489 ]
  %492 = phi double [ %504, %490 ], [ %454, %489 ]
  %493 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %491
  %494 = getelementptr inbounds i8, ptr %493, i64 16
  %495 = load <2 x double>, ptr %493, align 8, !tbaa !10
  %496 = load <2 x double>, ptr %494, align 8, !tbaa !10
  %497 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %491
  %498 = getelementptr inbounds i8, ptr %497, i64 16
  %499 = load <2 x double>, ptr %497, align 8, !tbaa !10
  %500 = load <2 x double>, ptr %498, align 8, !tbaa !10
  %501 = fmul <2 x double> %495, %499
  %502 = fmul <2 x double> %496, %500
  %503 = call double @llvm.vector.reduce.fadd.v2f64(double %492, <2 x double> %501)
  %504 = call double @llvm.vector.reduce.fadd.v2f64(double %503, <2 x double> %502)
  %505 = add nuw i64 %491, 4
  %506 = icmp eq i64 %505, %249
  br i1 %506, label %507, label %490, !llvm.loop !37

507:                                              ; preds = %490
  br i1 %250, label %521, label %508

508:                                              ; preds = %507, %489
  %509 = phi i64 [ 0, %489 ], [ %249, %507 ]
  %510 = phi double [ %454, %489 ], [ %504, %507 ]
  br label %511

511:                                              ; preds = %508, %511
  %512 = phi i64 [ %519, %511 ], [ %509, %508 ]
  %513 = phi double [ %518, %511 ], [ %510, %508 ]
  %514 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %512
  %515 = load double, ptr %514, align 8, !tbaa !10
  %516 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %512
  %517 = load double, ptr %516, align 8, !tbaa !10
  %518 = call double @llvm.fmuladd.f64(double %515, double %517, double %513)
  %519 = add nuw nsw i64 %512, 1
  %520 = icmp eq i64 %519, %30
  br i1 %520, label %521, label %511, !llvm.loop !38

521:                                              ; preds = %511, %507
  %522 = phi double [ %504, %507 ], [ %518, %511 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  %523 = fadd double %450, 0xBEB0C6F7A0B5ED8D
  store double %523, ptr %449, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  br label %544

524:                                              ; preds = %544
  %525 = call double @sqrt(double noundef %549) #11
  br i1 %251, label %526, label %528

526:                                              ; preds = %543, %524
  %527 = phi i64 [ 0, %524 ], [ %252, %543 ]
  br label %552

528:                                              ; preds = %524
  %529 = insertelement <2 x double> poison, double %525, i64 0
  %530 = shufflevector <2 x double> %529, <2 x double> poison, <2 x i32> zeroinitializer
  br label %531

531:                                              ; preds = %531, %528
  %532 = phi i64 [ 0, %528 ], [ %541, %531 ]
  %533 = getelementptr inbounds double, ptr %10, i64 %532
  %534 = getelementptr inbounds i8, ptr %533, i64 16
  %535 = load <2 x double>, ptr %533, align 8, !tbaa !10
  %536 = load <2 x double>, ptr %534, align 8, !tbaa !10
  %537 = fdiv <2 x double> %535, %530
  %538 = fdiv <2 x double> %536, %530
  %539 = getelementptr inbounds double, ptr %1, i64 %532
  %540 = getelementptr inbounds i8, ptr %539, i64 16
  store <2 x double> %537, ptr %539, align 8, !tbaa !10
  store <2 x double> %538, ptr %540, align 8, !tbaa !10
  %541 = add nuw i64 %532, 4
  %542 = icmp eq i64 %541, %252
  br i1 %542, label %543, label %531, !llvm.loop !39

543:                                              ; preds = %531
  br i1 %253, label %560, label %526

544:                                              ; preds = %544, %521
  %545 = phi i64 [ 0, %521 ], [ %550, %544 ]
  %546 = phi double [ 0.000000e+00, %521 ], [ %549, %544 ]
  %547 = getelementptr inbounds double, ptr %10, i64 %545
  %548 = load double, ptr %547, align 8, !tbaa !10
  %549 = call double @llvm.fmuladd.f64(double %548, double %548, double %546)
  %550 = add nuw nsw i64 %545, 1
  %551 = icmp eq i64 %550, %30
  br i1 %551, label %524, label %544, !llvm.loop !35

552:                                              ; preds = %526, %552
  %553 = phi i64 [ %558, %552 ], [ %527, %526 ]
  %554 = getelementptr inbounds double, ptr %10, i64 %553
  %555 = load double, ptr %554, align 8, !tbaa !10
  %556 = fdiv double %555, %525
  %557 = getelementptr inbounds double, ptr %1, i64 %553
  store double %556, ptr %557, align 8, !tbaa !10
  %558 = add nuw nsw i64 %553, 1
  %559 = icmp eq i64 %558, %30
  br i1 %559, label %560, label %552, !llvm.loop !40

560:                                              ; preds = %552, %543
  br i1 %254, label %579, label %561

561:                                              ; preds = %560, %561
  %562 = phi i64 [ %576, %561 ], [ 0, %560 ]
  %563 = phi double [ %575, %561 ], [ %525, %560 ]
  %564 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %562
  %565 = getelementptr inbounds i8, ptr %564, i64 16
  %566 = load <2 x double>, ptr %564, align 8, !tbaa !10
  %567 = load <2 x double>, ptr %565, align 8, !tbaa !10
  %568 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %562
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load <2 x double>, ptr %568, align 8, !tbaa !10
  %571 = load <2 x double>, ptr %569, align 8, !tbaa !10
  %572 = fmul <2 x double> %566, %570
  %573 = fmul <2 x double> %567, %571
  %574 = call double @llvm.vector.reduce.fadd.v2f64(double %563, <2 x double> %572)
  %575 = call double @llvm.vector.reduce.fadd.v2f64(double %574, <2 x double> %573)
  %576 = add nuw i64 %562, 4
  %577 = icmp eq i64 %576, %255
  br i1 %577, label %578, label %561, !llvm.loop !41

578:                                              ; preds = %561
  br i1 %256, label %592, label %579

579:                                              ; preds = %578, %560
  %580 = phi i64 [ 0, %560 ], [ %255, %578 ]
  %581 = phi double [ %525, %560 ], [ %575, %578 ]
  br label %582

582:                                              ; preds = %579, %582
  %583 = phi i64 [ %590, %582 ], [ %580, %579 ]
  %584 = phi double [ %589, %582 ], [ %581, %579 ]
  %585 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %583
  %586 = load double, ptr %585, align 8, !tbaa !10
  %587 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %583
  %588 = load double, ptr %587, align 8, !tbaa !10
  %589 = call double @llvm.fmuladd.f64(double %586, double %588, double %584)
  %590 = add nuw nsw i64 %583, 1
  %591 = icmp eq i64 %590, %30
  br i1 %591, label %592, label %582, !llvm.loop !42

592:                                              ; preds = %582, %578, %452
  %593 = phi double [ 0.000000e+00, %452 ], [ %522, %578 ], [ %522, %582 ]
  %594 = phi double [ 0.000000e+00, %452 ], [ %575, %578 ], [ %589, %582 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  store double %450, ptr %449, align 8, !tbaa !10
  %595 = trunc nuw nsw i64 %448 to i32
  %596 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %595) #11
  %597 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %448
  %598 = load double, ptr %597, align 8, !tbaa !10
  %599 = fsub double %593, %594
  %600 = fdiv double %599, 2.000000e-06
  %601 = fsub double %598, %600
  %602 = call double @llvm.fabs.f64(double %601)
  %603 = call double @llvm.fabs.f64(double %600)
  %604 = call double @llvm.maxnum.f64(double %603, double 1.000000e+00)
  %605 = fmul double %604, 0x3EB0C6F7A0B5ED8D
  %606 = fcmp ugt double %602, %605
  %607 = fcmp ule double %603, 1.000000e-09
  %608 = or i1 %607, %606
  %609 = select i1 %608, ptr @.str.4, ptr @.str.5
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %598, double noundef %600, ptr noundef nonnull %609)
  %611 = zext i1 %608 to i32
  %612 = load i32, ptr @fails, align 4, !tbaa !6
  %613 = add nsw i32 %612, %611
  store i32 %613, ptr @fails, align 4, !tbaa !6
  %614 = add nuw nsw i64 %448, 1
  %615 = icmp eq i64 %614, 4
  br i1 %615, label %440, label %447, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @softplus_layer(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #6 {
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
  %15 = phi i64 [ 0, %7 ], [ %46, %41 ]
  br i1 %8, label %16, label %41

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %9
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  br i1 %11, label %19, label %22

19:                                               ; preds = %39, %16
  %20 = phi i64 [ 0, %16 ], [ %12, %39 ]
  %21 = phi double [ 0.000000e+00, %16 ], [ %36, %39 ]
  br label %48

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
  br i1 %38, label %39, label %22, !llvm.loop !44

39:                                               ; preds = %22
  br i1 %13, label %41, label %19

40:                                               ; preds = %41, %5
  ret void

41:                                               ; preds = %48, %39, %14
  %42 = phi double [ 0.000000e+00, %14 ], [ %36, %39 ], [ %55, %48 ]
  %43 = tail call double @exp(double noundef %42) #11
  %44 = tail call double @log1p(double noundef %43) #11
  %45 = getelementptr inbounds double, ptr %0, i64 %15
  store double %44, ptr %45, align 8, !tbaa !10
  %46 = add nuw nsw i64 %15, 1
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %40, label %14, !llvm.loop !16

48:                                               ; preds = %19, %48
  %49 = phi i64 [ %56, %48 ], [ %20, %19 ]
  %50 = phi double [ %55, %48 ], [ %21, %19 ]
  %51 = getelementptr inbounds double, ptr %18, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = getelementptr inbounds double, ptr %2, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = tail call double @llvm.fmuladd.f64(double %52, double %54, double %50)
  %56 = add nuw nsw i64 %49, 1
  %57 = icmp eq i64 %56, %9
  br i1 %57, label %41, label %48, !llvm.loop !45
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @normalize(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %0 to i64
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %68

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %29, %7
  %11 = phi i64 [ 0, %7 ], [ %14, %29 ]
  %12 = phi double [ 0.000000e+00, %7 ], [ %26, %29 ]
  br label %60

13:                                               ; preds = %7
  %14 = and i64 %8, 2147483646
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %27, %15 ]
  %17 = phi double [ 0.000000e+00, %13 ], [ %26, %15 ]
  %18 = or disjoint i64 %16, 1
  %19 = getelementptr inbounds double, ptr %1, i64 %16
  %20 = getelementptr inbounds double, ptr %1, i64 %18
  %21 = load double, ptr %19, align 8, !tbaa !10
  %22 = load double, ptr %20, align 8, !tbaa !10
  %23 = fmul double %21, %21
  %24 = fmul double %22, %22
  %25 = fadd double %17, %23
  %26 = fadd double %25, %24
  %27 = add nuw i64 %16, 2
  %28 = icmp eq i64 %27, %14
  br i1 %28, label %29, label %15, !llvm.loop !46

29:                                               ; preds = %15
  %30 = icmp eq i64 %14, %8
  br i1 %30, label %31, label %10

31:                                               ; preds = %60, %29
  %32 = phi double [ %26, %29 ], [ %65, %60 ]
  %33 = tail call double @sqrt(double noundef %32) #11
  br i1 %6, label %34, label %68

34:                                               ; preds = %31
  %35 = zext nneg i32 %2 to i64
  %36 = icmp ult i32 %2, 4
  %37 = sub i64 %5, %4
  %38 = icmp ult i64 %37, 32
  %39 = or i1 %36, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %58, %34
  %41 = phi i64 [ 0, %34 ], [ %43, %58 ]
  br label %70

42:                                               ; preds = %34
  %43 = and i64 %8, 2147483644
  %44 = insertelement <2 x double> poison, double %33, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %42
  %47 = phi i64 [ 0, %42 ], [ %56, %46 ]
  %48 = getelementptr inbounds double, ptr %1, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !10
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !10
  %52 = fdiv <2 x double> %50, %45
  %53 = fdiv <2 x double> %51, %45
  %54 = getelementptr inbounds double, ptr %0, i64 %47
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  store <2 x double> %52, ptr %54, align 8, !tbaa !10
  store <2 x double> %53, ptr %55, align 8, !tbaa !10
  %56 = add nuw i64 %47, 4
  %57 = icmp eq i64 %56, %43
  br i1 %57, label %58, label %46, !llvm.loop !47

58:                                               ; preds = %46
  %59 = icmp eq i64 %43, %8
  br i1 %59, label %68, label %40

60:                                               ; preds = %10, %60
  %61 = phi i64 [ %66, %60 ], [ %11, %10 ]
  %62 = phi double [ %65, %60 ], [ %12, %10 ]
  %63 = getelementptr inbounds double, ptr %1, i64 %61
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %64, double %62)
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, %8
  br i1 %67, label %31, label %60, !llvm.loop !48

68:                                               ; preds = %70, %58, %3, %31
  %69 = phi double [ %33, %31 ], [ 0.000000e+00, %3 ], [ %33, %58 ], [ %33, %70 ]
  ret double %69

70:                                               ; preds = %40, %70
  %71 = phi i64 [ %76, %70 ], [ %41, %40 ]
  %72 = getelementptr inbounds double, ptr %1, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !10
  %74 = fdiv double %73, %33
  %75 = getelementptr inbounds double, ptr %0, i64 %71
  store double %74, ptr %75, align 8, !tbaa !10
  %76 = add nuw nsw i64 %71, 1
  %77 = icmp eq i64 %76, %35
  br i1 %77, label %68, label %70, !llvm.loop !49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!39 = distinct !{!39, !13, !14, !15}
!40 = distinct !{!40, !13, !15, !14}
!41 = distinct !{!41, !13, !14, !15}
!42 = distinct !{!42, !13, !15, !14}
!43 = distinct !{!43, !13}
!44 = distinct !{!44, !13, !14, !15}
!45 = distinct !{!45, !13, !15, !14}
!46 = distinct !{!46, !13, !14, !15}
!47 = distinct !{!47, !13, !14, !15}
!48 = distinct !{!48, !13, !14}
!49 = distinct !{!49, !13, !14}
