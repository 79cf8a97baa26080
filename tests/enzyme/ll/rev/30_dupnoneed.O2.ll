; ModuleID = 'rev/30_dupnoneed.c'
source_filename = "rev/30_dupnoneed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 8.000000e-01, double 1.000000e-01], align 16
@w = internal unnamed_addr constant [4 x double] [double 9.000000e-01, double -1.400000e+00, double 6.000000e-01, double 1.100000e+00], align 16
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
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [12 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [12 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca [4 x double], align 16
  %15 = alloca [32 x i8], align 16
  %16 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 3, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 4, ptr %8, align 4, !tbaa !5
  %17 = load volatile i32, ptr %7, align 4, !tbaa !5
  %18 = load volatile i32, ptr %8, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %11, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #10
  store <2 x double> <double 0x3FBE83FEF716FCE1, double 0x3FE326E329E774ED>, ptr %9, align 16, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store <2 x double> <double 0x3FC9BA2290D713B3, double 0xBFDF6BFDC6A9BDAF>, ptr %19, align 16, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %9, i64 32
  store <2 x double> <double 0xBFDDAC95823C0686, double 0x3FCF17AC5EA6A461>, ptr %20, align 16, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %9, i64 48
  store <2 x double> <double 0x3FE2FEE4C67EE2E3, double 0x3FB31DBF3F4880FD>, ptr %21, align 16, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %9, i64 64
  store <2 x double> <double 0xBFE1B7A0314DB049, double 0xBFD7BC88FA39ACAA>, ptr %22, align 16, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %9, i64 80
  store <2 x double> <double 0x3FD6BC51C95FD1D6, double 0x3FE1F33238A679D2>, ptr %23, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) @w, i64 32, i1 false), !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #10
  %24 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !5
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @softplus_layer, i32 noundef %24, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %25, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %25, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %26, i32 noundef %17, i32 noundef %26, i32 noundef %18) #10
  %28 = icmp sgt i32 %17, 0
  %29 = icmp sgt i32 %18, 0
  %30 = zext i32 %18 to i64
  %31 = zext i32 %17 to i64
  %32 = and i64 %30, 3
  %33 = icmp ult i32 %18, 4
  %34 = and i64 %30, 2147483644
  %35 = icmp eq i64 %32, 0
  %36 = and i64 %31, 3
  %37 = icmp ult i32 %17, 4
  %38 = and i64 %31, 2147483644
  %39 = icmp eq i64 %36, 0
  %40 = and i64 %30, 3
  %41 = icmp ult i32 %18, 4
  %42 = and i64 %30, 2147483644
  %43 = icmp eq i64 %40, 0
  %44 = and i64 %31, 3
  %45 = icmp ult i32 %17, 4
  %46 = and i64 %31, 2147483644
  %47 = icmp eq i64 %44, 0
  br label %48

48:                                               ; preds = %0, %267
  %49 = phi i64 [ 0, %0 ], [ %289, %267 ]
  %50 = getelementptr inbounds [12 x double], ptr %9, i64 0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  br i1 %28, label %54, label %53

53:                                               ; preds = %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  br label %267

54:                                               ; preds = %48, %75
  %55 = phi i64 [ %80, %75 ], [ 0, %48 ]
  br i1 %29, label %56, label %75

56:                                               ; preds = %54
  %57 = mul nuw nsw i64 %55, %30
  %58 = getelementptr inbounds double, ptr %9, i64 %57
  br i1 %33, label %59, label %83

59:                                               ; preds = %83, %56
  %60 = phi double [ poison, %56 ], [ %109, %83 ]
  %61 = phi i64 [ 0, %56 ], [ %110, %83 ]
  %62 = phi double [ 0.000000e+00, %56 ], [ %109, %83 ]
  br i1 %35, label %75, label %63

63:                                               ; preds = %59, %63
  %64 = phi i64 [ %72, %63 ], [ %61, %59 ]
  %65 = phi double [ %71, %63 ], [ %62, %59 ]
  %66 = phi i64 [ %73, %63 ], [ 0, %59 ]
  %67 = getelementptr inbounds double, ptr %58, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = getelementptr inbounds double, ptr %10, i64 %64
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = call double @llvm.fmuladd.f64(double %68, double %70, double %65)
  %72 = add nuw nsw i64 %64, 1
  %73 = add i64 %66, 1
  %74 = icmp eq i64 %73, %32
  br i1 %74, label %75, label %63, !llvm.loop !11

75:                                               ; preds = %59, %63, %54
  %76 = phi double [ 0.000000e+00, %54 ], [ %60, %59 ], [ %71, %63 ]
  %77 = call double @exp(double noundef %76) #10
  %78 = call double @log1p(double noundef %77) #10
  %79 = getelementptr inbounds double, ptr %6, i64 %55
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = add nuw nsw i64 %55, 1
  %81 = icmp eq i64 %80, %31
  br i1 %81, label %82, label %54, !llvm.loop !13

82:                                               ; preds = %75
  br i1 %37, label %143, label %113

83:                                               ; preds = %56, %83
  %84 = phi i64 [ %110, %83 ], [ 0, %56 ]
  %85 = phi double [ %109, %83 ], [ 0.000000e+00, %56 ]
  %86 = phi i64 [ %111, %83 ], [ 0, %56 ]
  %87 = getelementptr inbounds double, ptr %58, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = getelementptr inbounds double, ptr %10, i64 %84
  %90 = load double, ptr %89, align 16, !tbaa !9
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %85)
  %92 = or disjoint i64 %84, 1
  %93 = getelementptr inbounds double, ptr %58, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds double, ptr %10, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call double @llvm.fmuladd.f64(double %94, double %96, double %91)
  %98 = or disjoint i64 %84, 2
  %99 = getelementptr inbounds double, ptr %58, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = getelementptr inbounds double, ptr %10, i64 %98
  %102 = load double, ptr %101, align 16, !tbaa !9
  %103 = call double @llvm.fmuladd.f64(double %100, double %102, double %97)
  %104 = or disjoint i64 %84, 3
  %105 = getelementptr inbounds double, ptr %58, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %10, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = call double @llvm.fmuladd.f64(double %106, double %108, double %103)
  %110 = add nuw nsw i64 %84, 4
  %111 = add i64 %86, 4
  %112 = icmp eq i64 %111, %34
  br i1 %112, label %59, label %83, !llvm.loop !15

113:                                              ; preds = %82, %113
  %114 = phi i64 [ %140, %113 ], [ 0, %82 ]
  %115 = phi double [ %139, %113 ], [ 0.000000e+00, %82 ]
  %116 = phi i64 [ %141, %113 ], [ 0, %82 ]
  %117 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %114
  %118 = load double, ptr %117, align 16, !tbaa !9
  %119 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %114
  %120 = load double, ptr %119, align 16, !tbaa !9
  %121 = call double @llvm.fmuladd.f64(double %118, double %120, double %115)
  %122 = or disjoint i64 %114, 1
  %123 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %122
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = call double @llvm.fmuladd.f64(double %124, double %126, double %121)
  %128 = or disjoint i64 %114, 2
  %129 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %128
  %130 = load double, ptr %129, align 16, !tbaa !9
  %131 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %128
  %132 = load double, ptr %131, align 16, !tbaa !9
  %133 = call double @llvm.fmuladd.f64(double %130, double %132, double %127)
  %134 = or disjoint i64 %114, 3
  %135 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %134
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = call double @llvm.fmuladd.f64(double %136, double %138, double %133)
  %140 = add nuw nsw i64 %114, 4
  %141 = add i64 %116, 4
  %142 = icmp eq i64 %141, %38
  br i1 %142, label %143, label %113, !llvm.loop !16

143:                                              ; preds = %113, %82
  %144 = phi double [ poison, %82 ], [ %139, %113 ]
  %145 = phi i64 [ 0, %82 ], [ %140, %113 ]
  %146 = phi double [ 0.000000e+00, %82 ], [ %139, %113 ]
  br i1 %39, label %159, label %147

147:                                              ; preds = %143, %147
  %148 = phi i64 [ %156, %147 ], [ %145, %143 ]
  %149 = phi double [ %155, %147 ], [ %146, %143 ]
  %150 = phi i64 [ %157, %147 ], [ 0, %143 ]
  %151 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %148
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %148
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = call double @llvm.fmuladd.f64(double %152, double %154, double %149)
  %156 = add nuw nsw i64 %148, 1
  %157 = add i64 %150, 1
  %158 = icmp eq i64 %157, %36
  br i1 %158, label %159, label %147, !llvm.loop !17

159:                                              ; preds = %147, %143
  %160 = phi double [ %144, %143 ], [ %155, %147 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  %161 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %161, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  br label %162

162:                                              ; preds = %183, %159
  %163 = phi i64 [ 0, %159 ], [ %188, %183 ]
  br i1 %29, label %164, label %183

164:                                              ; preds = %162
  %165 = mul nuw nsw i64 %163, %30
  %166 = getelementptr inbounds double, ptr %9, i64 %165
  br i1 %41, label %167, label %191

167:                                              ; preds = %191, %164
  %168 = phi double [ poison, %164 ], [ %217, %191 ]
  %169 = phi i64 [ 0, %164 ], [ %218, %191 ]
  %170 = phi double [ 0.000000e+00, %164 ], [ %217, %191 ]
  br i1 %43, label %183, label %171

171:                                              ; preds = %167, %171
  %172 = phi i64 [ %180, %171 ], [ %169, %167 ]
  %173 = phi double [ %179, %171 ], [ %170, %167 ]
  %174 = phi i64 [ %181, %171 ], [ 0, %167 ]
  %175 = getelementptr inbounds double, ptr %166, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds double, ptr %10, i64 %172
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = call double @llvm.fmuladd.f64(double %176, double %178, double %173)
  %180 = add nuw nsw i64 %172, 1
  %181 = add i64 %174, 1
  %182 = icmp eq i64 %181, %40
  br i1 %182, label %183, label %171, !llvm.loop !18

183:                                              ; preds = %167, %171, %162
  %184 = phi double [ 0.000000e+00, %162 ], [ %168, %167 ], [ %179, %171 ]
  %185 = call double @exp(double noundef %184) #10
  %186 = call double @log1p(double noundef %185) #10
  %187 = getelementptr inbounds double, ptr %5, i64 %163
  store double %186, ptr %187, align 8, !tbaa !9
  %188 = add nuw nsw i64 %163, 1
  %189 = icmp eq i64 %188, %31
  br i1 %189, label %190, label %162, !llvm.loop !13

190:                                              ; preds = %183
  br i1 %45, label %251, label %221

191:                                              ; preds = %164, %191
  %192 = phi i64 [ %218, %191 ], [ 0, %164 ]
  %193 = phi double [ %217, %191 ], [ 0.000000e+00, %164 ]
  %194 = phi i64 [ %219, %191 ], [ 0, %164 ]
  %195 = getelementptr inbounds double, ptr %166, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = getelementptr inbounds double, ptr %10, i64 %192
  %198 = load double, ptr %197, align 16, !tbaa !9
  %199 = call double @llvm.fmuladd.f64(double %196, double %198, double %193)
  %200 = or disjoint i64 %192, 1
  %201 = getelementptr inbounds double, ptr %166, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = getelementptr inbounds double, ptr %10, i64 %200
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = call double @llvm.fmuladd.f64(double %202, double %204, double %199)
  %206 = or disjoint i64 %192, 2
  %207 = getelementptr inbounds double, ptr %166, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = getelementptr inbounds double, ptr %10, i64 %206
  %210 = load double, ptr %209, align 16, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %208, double %210, double %205)
  %212 = or disjoint i64 %192, 3
  %213 = getelementptr inbounds double, ptr %166, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = getelementptr inbounds double, ptr %10, i64 %212
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = call double @llvm.fmuladd.f64(double %214, double %216, double %211)
  %218 = add nuw nsw i64 %192, 4
  %219 = add i64 %194, 4
  %220 = icmp eq i64 %219, %42
  br i1 %220, label %167, label %191, !llvm.loop !15

221:                                              ; preds = %190, %221
  %222 = phi i64 [ %248, %221 ], [ 0, %190 ]
  %223 = phi double [ %247, %221 ], [ 0.000000e+00, %190 ]
  %224 = phi i64 [ %249, %221 ], [ 0, %190 ]
  %225 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %222
  %226 = load double, ptr %225, align 16, !tbaa !9
  %227 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %222
  %228 = load double, ptr %227, align 16, !tbaa !9
  %229 = call double @llvm.fmuladd.f64(double %226, double %228, double %223)
  %230 = or disjoint i64 %222, 1
  %231 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %230
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = call double @llvm.fmuladd.f64(double %232, double %234, double %229)
  %236 = or disjoint i64 %222, 2
  %237 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %236
  %238 = load double, ptr %237, align 16, !tbaa !9
  %239 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %236
  %240 = load double, ptr %239, align 16, !tbaa !9
  %241 = call double @llvm.fmuladd.f64(double %238, double %240, double %235)
  %242 = or disjoint i64 %222, 3
  %243 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %242
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = call double @llvm.fmuladd.f64(double %244, double %246, double %241)
  %248 = add nuw nsw i64 %222, 4
  %249 = add i64 %224, 4
  %250 = icmp eq i64 %249, %46
  br i1 %250, label %251, label %221, !llvm.loop !16

251:                                              ; preds = %221, %190
  %252 = phi double [ poison, %190 ], [ %247, %221 ]
  %253 = phi i64 [ 0, %190 ], [ %248, %221 ]
  %254 = phi double [ 0.000000e+00, %190 ], [ %247, %221 ]
  br i1 %47, label %267, label %255

255:                                              ; preds = %251, %255
  %256 = phi i64 [ %264, %255 ], [ %253, %251 ]
  %257 = phi double [ %263, %255 ], [ %254, %251 ]
  %258 = phi i64 [ %265, %255 ], [ 0, %251 ]
  %259 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %256
  %260 = load double, ptr %259, align 8, !tbaa !9
  %261 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %256
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = call double @llvm.fmuladd.f64(double %260, double %262, double %257)
  %264 = add nuw nsw i64 %256, 1
  %265 = add i64 %258, 1
  %266 = icmp eq i64 %265, %44
  br i1 %266, label %267, label %255, !llvm.loop !19

267:                                              ; preds = %251, %255, %53
  %268 = phi double [ 0.000000e+00, %53 ], [ %160, %255 ], [ %160, %251 ]
  %269 = phi double [ 0.000000e+00, %53 ], [ %252, %251 ], [ %263, %255 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  store double %51, ptr %50, align 8, !tbaa !9
  %270 = trunc nuw nsw i64 %49 to i32
  %271 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %270) #10
  %272 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %49
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = fsub double %268, %269
  %275 = fdiv double %274, 2.000000e-06
  %276 = fsub double %273, %275
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = call double @llvm.fabs.f64(double %275)
  %279 = call double @llvm.maxnum.f64(double %278, double 1.000000e+00)
  %280 = fmul double %279, 0x3EB0C6F7A0B5ED8D
  %281 = fcmp ugt double %277, %280
  %282 = fcmp ule double %278, 1.000000e-09
  %283 = or i1 %282, %281
  %284 = select i1 %283, ptr @.str.4, ptr @.str.5
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %273, double noundef %275, ptr noundef nonnull %284)
  %286 = zext i1 %283 to i32
  %287 = load i32, ptr @fails, align 4, !tbaa !5
  %288 = add nsw i32 %287, %286
  store i32 %288, ptr @fails, align 4, !tbaa !5
  %289 = add nuw nsw i64 %49, 1
  %290 = icmp eq i64 %289, 12
  br i1 %290, label %291, label %48, !llvm.loop !20

291:                                              ; preds = %267
  %292 = and i64 %30, 3
  %293 = icmp ult i32 %18, 4
  %294 = and i64 %30, 2147483644
  %295 = icmp eq i64 %292, 0
  %296 = and i64 %31, 3
  %297 = icmp ult i32 %17, 4
  %298 = and i64 %31, 2147483644
  %299 = icmp eq i64 %296, 0
  %300 = and i64 %30, 3
  %301 = icmp ult i32 %18, 4
  %302 = and i64 %30, 2147483644
  %303 = icmp eq i64 %300, 0
  %304 = and i64 %31, 3
  %305 = icmp ult i32 %17, 4
  %306 = and i64 %31, 2147483644
  %307 = icmp eq i64 %304, 0
  br label %335

308:                                              ; preds = %554
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) @w, i64 32, i1 false), !tbaa !9
  %309 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !5
  %310 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %311 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %312 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @normalize, i32 noundef %309, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %310, ptr noundef nonnull %10, ptr noundef nonnull %16, i32 noundef %311, i32 noundef %18) #10
  %313 = and i64 %30, 3
  %314 = icmp ult i32 %18, 4
  %315 = and i64 %30, 2147483644
  %316 = icmp eq i64 %313, 0
  %317 = icmp eq i32 %18, 1
  %318 = and i64 %30, 2147483646
  %319 = icmp eq i64 %318, %30
  %320 = and i64 %30, 3
  %321 = icmp ult i32 %18, 4
  %322 = and i64 %30, 2147483644
  %323 = icmp eq i64 %320, 0
  %324 = and i64 %30, 3
  %325 = icmp ult i32 %18, 4
  %326 = and i64 %30, 2147483644
  %327 = icmp eq i64 %324, 0
  %328 = icmp eq i32 %18, 1
  %329 = and i64 %30, 2147483646
  %330 = icmp eq i64 %329, %30
  %331 = and i64 %30, 3
  %332 = icmp ult i32 %18, 4
  %333 = and i64 %30, 2147483644
  %334 = icmp eq i64 %331, 0
  br label %585

335:                                              ; preds = %291, %554
  %336 = phi i64 [ %576, %554 ], [ 0, %291 ]
  %337 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = fadd double %338, 0x3EB0C6F7A0B5ED8D
  store double %339, ptr %337, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  br i1 %28, label %341, label %340

340:                                              ; preds = %335
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  br label %554

341:                                              ; preds = %335, %362
  %342 = phi i64 [ %367, %362 ], [ 0, %335 ]
  br i1 %29, label %343, label %362

343:                                              ; preds = %341
  %344 = mul nuw nsw i64 %342, %30
  %345 = getelementptr inbounds double, ptr %9, i64 %344
  br i1 %293, label %346, label %370

346:                                              ; preds = %370, %343
  %347 = phi double [ poison, %343 ], [ %396, %370 ]
  %348 = phi i64 [ 0, %343 ], [ %397, %370 ]
  %349 = phi double [ 0.000000e+00, %343 ], [ %396, %370 ]
  br i1 %295, label %362, label %350

350:                                              ; preds = %346, %350
  %351 = phi i64 [ %359, %350 ], [ %348, %346 ]
  %352 = phi double [ %358, %350 ], [ %349, %346 ]
  %353 = phi i64 [ %360, %350 ], [ 0, %346 ]
  %354 = getelementptr inbounds double, ptr %345, i64 %351
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = getelementptr inbounds double, ptr %10, i64 %351
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = call double @llvm.fmuladd.f64(double %355, double %357, double %352)
  %359 = add nuw nsw i64 %351, 1
  %360 = add i64 %353, 1
  %361 = icmp eq i64 %360, %292
  br i1 %361, label %362, label %350, !llvm.loop !21

362:                                              ; preds = %346, %350, %341
  %363 = phi double [ 0.000000e+00, %341 ], [ %347, %346 ], [ %358, %350 ]
  %364 = call double @exp(double noundef %363) #10
  %365 = call double @log1p(double noundef %364) #10
  %366 = getelementptr inbounds double, ptr %4, i64 %342
  store double %365, ptr %366, align 8, !tbaa !9
  %367 = add nuw nsw i64 %342, 1
  %368 = icmp eq i64 %367, %31
  br i1 %368, label %369, label %341, !llvm.loop !13

369:                                              ; preds = %362
  br i1 %297, label %430, label %400

370:                                              ; preds = %343, %370
  %371 = phi i64 [ %397, %370 ], [ 0, %343 ]
  %372 = phi double [ %396, %370 ], [ 0.000000e+00, %343 ]
  %373 = phi i64 [ %398, %370 ], [ 0, %343 ]
  %374 = getelementptr inbounds double, ptr %345, i64 %371
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = getelementptr inbounds double, ptr %10, i64 %371
  %377 = load double, ptr %376, align 16, !tbaa !9
  %378 = call double @llvm.fmuladd.f64(double %375, double %377, double %372)
  %379 = or disjoint i64 %371, 1
  %380 = getelementptr inbounds double, ptr %345, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !9
  %382 = getelementptr inbounds double, ptr %10, i64 %379
  %383 = load double, ptr %382, align 8, !tbaa !9
  %384 = call double @llvm.fmuladd.f64(double %381, double %383, double %378)
  %385 = or disjoint i64 %371, 2
  %386 = getelementptr inbounds double, ptr %345, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = getelementptr inbounds double, ptr %10, i64 %385
  %389 = load double, ptr %388, align 16, !tbaa !9
  %390 = call double @llvm.fmuladd.f64(double %387, double %389, double %384)
  %391 = or disjoint i64 %371, 3
  %392 = getelementptr inbounds double, ptr %345, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = getelementptr inbounds double, ptr %10, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = call double @llvm.fmuladd.f64(double %393, double %395, double %390)
  %397 = add nuw nsw i64 %371, 4
  %398 = add i64 %373, 4
  %399 = icmp eq i64 %398, %294
  br i1 %399, label %346, label %370, !llvm.loop !15

400:                                              ; preds = %369, %400
  %401 = phi i64 [ %427, %400 ], [ 0, %369 ]
  %402 = phi double [ %426, %400 ], [ 0.000000e+00, %369 ]
  %403 = phi i64 [ %428, %400 ], [ 0, %369 ]
  %404 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %401
  %405 = load double, ptr %404, align 16, !tbaa !9
  %406 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %401
  %407 = load double, ptr %406, align 16, !tbaa !9
  %408 = call double @llvm.fmuladd.f64(double %405, double %407, double %402)
  %409 = or disjoint i64 %401, 1
  %410 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %409
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %409
  %413 = load double, ptr %412, align 8, !tbaa !9
  %414 = call double @llvm.fmuladd.f64(double %411, double %413, double %408)
  %415 = or disjoint i64 %401, 2
  %416 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %415
  %417 = load double, ptr %416, align 16, !tbaa !9
  %418 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %415
  %419 = load double, ptr %418, align 16, !tbaa !9
  %420 = call double @llvm.fmuladd.f64(double %417, double %419, double %414)
  %421 = or disjoint i64 %401, 3
  %422 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %421
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %421
  %425 = load double, ptr %424, align 8, !tbaa !9
  %426 = call double @llvm.fmuladd.f64(double %423, double %425, double %420)
  %427 = add nuw nsw i64 %401, 4
  %428 = add i64 %403, 4
  %429 = icmp eq i64 %428, %298
  br i1 %429, label %430, label %400, !llvm.loop !16

430:                                              ; preds = %400, %369
  %431 = phi double [ poison, %369 ], [ %426, %400 ]
  %432 = phi i64 [ 0, %369 ], [ %427, %400 ]
  %433 = phi double [ 0.000000e+00, %369 ], [ %426, %400 ]
  br i1 %299, label %446, label %434

434:                                              ; preds = %430, %434
  %435 = phi i64 [ %443, %434 ], [ %432, %430 ]
  %436 = phi double [ %442, %434 ], [ %433, %430 ]
  %437 = phi i64 [ %444, %434 ], [ 0, %430 ]
  %438 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %435
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = call double @llvm.fmuladd.f64(double %439, double %441, double %436)
  %443 = add nuw nsw i64 %435, 1
  %444 = add i64 %437, 1
  %445 = icmp eq i64 %444, %296
  br i1 %445, label %446, label %434, !llvm.loop !22

446:                                              ; preds = %434, %430
  %447 = phi double [ %431, %430 ], [ %442, %434 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  %448 = fadd double %338, 0xBEB0C6F7A0B5ED8D
  store double %448, ptr %337, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  br label %449

449:                                              ; preds = %470, %446
  %450 = phi i64 [ 0, %446 ], [ %475, %470 ]
  br i1 %29, label %451, label %470

451:                                              ; preds = %449
  %452 = mul nuw nsw i64 %450, %30
  %453 = getelementptr inbounds double, ptr %9, i64 %452
  br i1 %301, label %454, label %478

454:                                              ; preds = %478, %451
  %455 = phi double [ poison, %451 ], [ %504, %478 ]
  %456 = phi i64 [ 0, %451 ], [ %505, %478 ]
  %457 = phi double [ 0.000000e+00, %451 ], [ %504, %478 ]
  br i1 %303, label %470, label %458

458:                                              ; preds = %454, %458
  %459 = phi i64 [ %467, %458 ], [ %456, %454 ]
  %460 = phi double [ %466, %458 ], [ %457, %454 ]
  %461 = phi i64 [ %468, %458 ], [ 0, %454 ]
  %462 = getelementptr inbounds double, ptr %453, i64 %459
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = getelementptr inbounds double, ptr %10, i64 %459
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = call double @llvm.fmuladd.f64(double %463, double %465, double %460)
  %467 = add nuw nsw i64 %459, 1
  %468 = add i64 %461, 1
  %469 = icmp eq i64 %468, %300
  br i1 %469, label %470, label %458, !llvm.loop !23

470:                                              ; preds = %454, %458, %449
  %471 = phi double [ 0.000000e+00, %449 ], [ %455, %454 ], [ %466, %458 ]
  %472 = call double @exp(double noundef %471) #10
  %473 = call double @log1p(double noundef %472) #10
  %474 = getelementptr inbounds double, ptr %3, i64 %450
  store double %473, ptr %474, align 8, !tbaa !9
  %475 = add nuw nsw i64 %450, 1
  %476 = icmp eq i64 %475, %31
  br i1 %476, label %477, label %449, !llvm.loop !13

477:                                              ; preds = %470
  br i1 %305, label %538, label %508

478:                                              ; preds = %451, %478
  %479 = phi i64 [ %505, %478 ], [ 0, %451 ]
  %480 = phi double [ %504, %478 ], [ 0.000000e+00, %451 ]
  %481 = phi i64 [ %506, %478 ], [ 0, %451 ]
  %482 = getelementptr inbounds double, ptr %453, i64 %479
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = getelementptr inbounds double, ptr %10, i64 %479
  %485 = load double, ptr %484, align 16, !tbaa !9
  %486 = call double @llvm.fmuladd.f64(double %483, double %485, double %480)
  %487 = or disjoint i64 %479, 1
  %488 = getelementptr inbounds double, ptr %453, i64 %487
  %489 = load double, ptr %488, align 8, !tbaa !9
  %490 = getelementptr inbounds double, ptr %10, i64 %487
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = call double @llvm.fmuladd.f64(double %489, double %491, double %486)
  %493 = or disjoint i64 %479, 2
  %494 = getelementptr inbounds double, ptr %453, i64 %493
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = getelementptr inbounds double, ptr %10, i64 %493
  %497 = load double, ptr %496, align 16, !tbaa !9
  %498 = call double @llvm.fmuladd.f64(double %495, double %497, double %492)
  %499 = or disjoint i64 %479, 3
  %500 = getelementptr inbounds double, ptr %453, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !9
  %502 = getelementptr inbounds double, ptr %10, i64 %499
  %503 = load double, ptr %502, align 8, !tbaa !9
  %504 = call double @llvm.fmuladd.f64(double %501, double %503, double %498)
  %505 = add nuw nsw i64 %479, 4
  %506 = add i64 %481, 4
  %507 = icmp eq i64 %506, %302
  br i1 %507, label %454, label %478, !llvm.loop !15

508:                                              ; preds = %477, %508
  %509 = phi i64 [ %535, %508 ], [ 0, %477 ]
  %510 = phi double [ %534, %508 ], [ 0.000000e+00, %477 ]
  %511 = phi i64 [ %536, %508 ], [ 0, %477 ]
  %512 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %509
  %513 = load double, ptr %512, align 16, !tbaa !9
  %514 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %509
  %515 = load double, ptr %514, align 16, !tbaa !9
  %516 = call double @llvm.fmuladd.f64(double %513, double %515, double %510)
  %517 = or disjoint i64 %509, 1
  %518 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %517
  %519 = load double, ptr %518, align 8, !tbaa !9
  %520 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %517
  %521 = load double, ptr %520, align 8, !tbaa !9
  %522 = call double @llvm.fmuladd.f64(double %519, double %521, double %516)
  %523 = or disjoint i64 %509, 2
  %524 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %523
  %525 = load double, ptr %524, align 16, !tbaa !9
  %526 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %523
  %527 = load double, ptr %526, align 16, !tbaa !9
  %528 = call double @llvm.fmuladd.f64(double %525, double %527, double %522)
  %529 = or disjoint i64 %509, 3
  %530 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %529
  %531 = load double, ptr %530, align 8, !tbaa !9
  %532 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %529
  %533 = load double, ptr %532, align 8, !tbaa !9
  %534 = call double @llvm.fmuladd.f64(double %531, double %533, double %528)
  %535 = add nuw nsw i64 %509, 4
  %536 = add i64 %511, 4
  %537 = icmp eq i64 %536, %306
  br i1 %537, label %538, label %508, !llvm.loop !16

538:                                              ; preds = %508, %477
  %539 = phi double [ poison, %477 ], [ %534, %508 ]
  %540 = phi i64 [ 0, %477 ], [ %535, %508 ]
  %541 = phi double [ 0.000000e+00, %477 ], [ %534, %508 ]
  br i1 %307, label %554, label %542

542:                                              ; preds = %538, %542
  %543 = phi i64 [ %551, %542 ], [ %540, %538 ]
  %544 = phi double [ %550, %542 ], [ %541, %538 ]
  %545 = phi i64 [ %552, %542 ], [ 0, %538 ]
  %546 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %543
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %543
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = call double @llvm.fmuladd.f64(double %547, double %549, double %544)
  %551 = add nuw nsw i64 %543, 1
  %552 = add i64 %545, 1
  %553 = icmp eq i64 %552, %304
  br i1 %553, label %554, label %542, !llvm.loop !24

554:                                              ; preds = %538, %542, %340
  %555 = phi double [ 0.000000e+00, %340 ], [ %447, %542 ], [ %447, %538 ]
  %556 = phi double [ 0.000000e+00, %340 ], [ %539, %538 ], [ %550, %542 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  store double %338, ptr %337, align 8, !tbaa !9
  %557 = trunc nuw nsw i64 %336 to i32
  %558 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %557) #10
  %559 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %336
  %560 = load double, ptr %559, align 8, !tbaa !9
  %561 = fsub double %555, %556
  %562 = fdiv double %561, 2.000000e-06
  %563 = fsub double %560, %562
  %564 = call double @llvm.fabs.f64(double %563)
  %565 = call double @llvm.fabs.f64(double %562)
  %566 = call double @llvm.maxnum.f64(double %565, double 1.000000e+00)
  %567 = fmul double %566, 0x3EB0C6F7A0B5ED8D
  %568 = fcmp ugt double %564, %567
  %569 = fcmp ule double %565, 1.000000e-09
  %570 = or i1 %569, %568
  %571 = select i1 %570, ptr @.str.4, ptr @.str.5
  %572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %560, double noundef %562, ptr noundef nonnull %571)
  %573 = zext i1 %570 to i32
  %574 = load i32, ptr @fails, align 4, !tbaa !5
  %575 = add nsw i32 %574, %573
  store i32 %575, ptr @fails, align 4, !tbaa !5
  %576 = add nuw nsw i64 %336, 1
  %577 = icmp eq i64 %576, 4
  br i1 %577, label %308, label %335, !llvm.loop !25

578:                                              ; preds = %811
  %579 = icmp eq i32 %832, 0
  %580 = select i1 %579, ptr @.str.5, ptr @.str.4
  %581 = call i32 @puts(ptr nonnull dereferenceable(1) %580)
  %582 = load i32, ptr @fails, align 4, !tbaa !5
  %583 = icmp ne i32 %582, 0
  %584 = zext i1 %583 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %584

585:                                              ; preds = %308, %811
  %586 = phi i64 [ 0, %308 ], [ %833, %811 ]
  %587 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %586
  %588 = load double, ptr %587, align 8, !tbaa !9
  %589 = fadd double %588, 0x3EB0C6F7A0B5ED8D
  store double %589, ptr %587, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  br i1 %29, label %590, label %591

590:                                              ; preds = %585
  br i1 %314, label %592, label %623

591:                                              ; preds = %585
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  br label %811

592:                                              ; preds = %623, %590
  %593 = phi double [ poison, %590 ], [ %641, %623 ]
  %594 = phi i64 [ 0, %590 ], [ %642, %623 ]
  %595 = phi double [ 0.000000e+00, %590 ], [ %641, %623 ]
  br i1 %316, label %606, label %596

596:                                              ; preds = %592, %596
  %597 = phi i64 [ %603, %596 ], [ %594, %592 ]
  %598 = phi double [ %602, %596 ], [ %595, %592 ]
  %599 = phi i64 [ %604, %596 ], [ 0, %592 ]
  %600 = getelementptr inbounds double, ptr %10, i64 %597
  %601 = load double, ptr %600, align 8, !tbaa !9
  %602 = call double @llvm.fmuladd.f64(double %601, double %601, double %598)
  %603 = add nuw nsw i64 %597, 1
  %604 = add i64 %599, 1
  %605 = icmp eq i64 %604, %313
  br i1 %605, label %606, label %596, !llvm.loop !26

606:                                              ; preds = %596, %592
  %607 = phi double [ %593, %592 ], [ %602, %596 ]
  %608 = call double @sqrt(double noundef %607) #10
  br i1 %317, label %609, label %611

609:                                              ; preds = %622, %606
  %610 = phi i64 [ 0, %606 ], [ %318, %622 ]
  br label %645

611:                                              ; preds = %606
  %612 = insertelement <2 x double> poison, double %608, i64 0
  %613 = shufflevector <2 x double> %612, <2 x double> poison, <2 x i32> zeroinitializer
  br label %614

614:                                              ; preds = %614, %611
  %615 = phi i64 [ 0, %611 ], [ %620, %614 ]
  %616 = getelementptr inbounds double, ptr %10, i64 %615
  %617 = load <2 x double>, ptr %616, align 16, !tbaa !9
  %618 = fdiv <2 x double> %617, %613
  %619 = getelementptr inbounds double, ptr %2, i64 %615
  store <2 x double> %618, ptr %619, align 16, !tbaa !9
  %620 = add nuw i64 %615, 2
  %621 = icmp eq i64 %620, %318
  br i1 %621, label %622, label %614, !llvm.loop !27

622:                                              ; preds = %614
  br i1 %319, label %653, label %609

623:                                              ; preds = %590, %623
  %624 = phi i64 [ %642, %623 ], [ 0, %590 ]
  %625 = phi double [ %641, %623 ], [ 0.000000e+00, %590 ]
  %626 = phi i64 [ %643, %623 ], [ 0, %590 ]
  %627 = getelementptr inbounds double, ptr %10, i64 %624
  %628 = load double, ptr %627, align 16, !tbaa !9
  %629 = call double @llvm.fmuladd.f64(double %628, double %628, double %625)
  %630 = or disjoint i64 %624, 1
  %631 = getelementptr inbounds double, ptr %10, i64 %630
  %632 = load double, ptr %631, align 8, !tbaa !9
  %633 = call double @llvm.fmuladd.f64(double %632, double %632, double %629)
  %634 = or disjoint i64 %624, 2
  %635 = getelementptr inbounds double, ptr %10, i64 %634
  %636 = load double, ptr %635, align 16, !tbaa !9
  %637 = call double @llvm.fmuladd.f64(double %636, double %636, double %633)
  %638 = or disjoint i64 %624, 3
  %639 = getelementptr inbounds double, ptr %10, i64 %638
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = call double @llvm.fmuladd.f64(double %640, double %640, double %637)
  %642 = add nuw nsw i64 %624, 4
  %643 = add i64 %626, 4
  %644 = icmp eq i64 %643, %315
  br i1 %644, label %592, label %623, !llvm.loop !30

645:                                              ; preds = %609, %645
  %646 = phi i64 [ %651, %645 ], [ %610, %609 ]
  %647 = getelementptr inbounds double, ptr %10, i64 %646
  %648 = load double, ptr %647, align 8, !tbaa !9
  %649 = fdiv double %648, %608
  %650 = getelementptr inbounds double, ptr %2, i64 %646
  store double %649, ptr %650, align 8, !tbaa !9
  %651 = add nuw nsw i64 %646, 1
  %652 = icmp eq i64 %651, %30
  br i1 %652, label %653, label %645, !llvm.loop !31

653:                                              ; preds = %645, %622
  br i1 %321, label %684, label %654

654:                                              ; preds = %653, %654
  %655 = phi i64 [ %681, %654 ], [ 0, %653 ]
  %656 = phi double [ %680, %654 ], [ %608, %653 ]
  %657 = phi i64 [ %682, %654 ], [ 0, %653 ]
  %658 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %655
  %659 = load double, ptr %658, align 16, !tbaa !9
  %660 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %655
  %661 = load double, ptr %660, align 16, !tbaa !9
  %662 = call double @llvm.fmuladd.f64(double %659, double %661, double %656)
  %663 = or disjoint i64 %655, 1
  %664 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %663
  %665 = load double, ptr %664, align 8, !tbaa !9
  %666 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %663
  %667 = load double, ptr %666, align 8, !tbaa !9
  %668 = call double @llvm.fmuladd.f64(double %665, double %667, double %662)
  %669 = or disjoint i64 %655, 2
  %670 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %669
  %671 = load double, ptr %670, align 16, !tbaa !9
  %672 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %669
  %673 = load double, ptr %672, align 16, !tbaa !9
  %674 = call double @llvm.fmuladd.f64(double %671, double %673, double %668)
  %675 = or disjoint i64 %655, 3
  %676 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %675
  %677 = load double, ptr %676, align 8, !tbaa !9
  %678 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %675
  %679 = load double, ptr %678, align 8, !tbaa !9
  %680 = call double @llvm.fmuladd.f64(double %677, double %679, double %674)
  %681 = add nuw nsw i64 %655, 4
  %682 = add i64 %657, 4
  %683 = icmp eq i64 %682, %322
  br i1 %683, label %684, label %654, !llvm.loop !32

684:                                              ; preds = %654, %653
  %685 = phi double [ poison, %653 ], [ %680, %654 ]
  %686 = phi i64 [ 0, %653 ], [ %681, %654 ]
  %687 = phi double [ %608, %653 ], [ %680, %654 ]
  br i1 %323, label %700, label %688

688:                                              ; preds = %684, %688
  %689 = phi i64 [ %697, %688 ], [ %686, %684 ]
  %690 = phi double [ %696, %688 ], [ %687, %684 ]
  %691 = phi i64 [ %698, %688 ], [ 0, %684 ]
  %692 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %689
  %693 = load double, ptr %692, align 8, !tbaa !9
  %694 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %689
  %695 = load double, ptr %694, align 8, !tbaa !9
  %696 = call double @llvm.fmuladd.f64(double %693, double %695, double %690)
  %697 = add nuw nsw i64 %689, 1
  %698 = add i64 %691, 1
  %699 = icmp eq i64 %698, %320
  br i1 %699, label %700, label %688, !llvm.loop !33

700:                                              ; preds = %688, %684
  %701 = phi double [ %685, %684 ], [ %696, %688 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  %702 = fadd double %588, 0xBEB0C6F7A0B5ED8D
  store double %702, ptr %587, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  br i1 %325, label %703, label %734

703:                                              ; preds = %734, %700
  %704 = phi double [ poison, %700 ], [ %752, %734 ]
  %705 = phi i64 [ 0, %700 ], [ %753, %734 ]
  %706 = phi double [ 0.000000e+00, %700 ], [ %752, %734 ]
  br i1 %327, label %717, label %707

707:                                              ; preds = %703, %707
  %708 = phi i64 [ %714, %707 ], [ %705, %703 ]
  %709 = phi double [ %713, %707 ], [ %706, %703 ]
  %710 = phi i64 [ %715, %707 ], [ 0, %703 ]
  %711 = getelementptr inbounds double, ptr %10, i64 %708
  %712 = load double, ptr %711, align 8, !tbaa !9
  %713 = call double @llvm.fmuladd.f64(double %712, double %712, double %709)
  %714 = add nuw nsw i64 %708, 1
  %715 = add i64 %710, 1
  %716 = icmp eq i64 %715, %324
  br i1 %716, label %717, label %707, !llvm.loop !34

717:                                              ; preds = %707, %703
  %718 = phi double [ %704, %703 ], [ %713, %707 ]
  %719 = call double @sqrt(double noundef %718) #10
  br i1 %328, label %720, label %722

720:                                              ; preds = %733, %717
  %721 = phi i64 [ 0, %717 ], [ %329, %733 ]
  br label %756

722:                                              ; preds = %717
  %723 = insertelement <2 x double> poison, double %719, i64 0
  %724 = shufflevector <2 x double> %723, <2 x double> poison, <2 x i32> zeroinitializer
  br label %725

725:                                              ; preds = %725, %722
  %726 = phi i64 [ 0, %722 ], [ %731, %725 ]
  %727 = getelementptr inbounds double, ptr %10, i64 %726
  %728 = load <2 x double>, ptr %727, align 16, !tbaa !9
  %729 = fdiv <2 x double> %728, %724
  %730 = getelementptr inbounds double, ptr %1, i64 %726
  store <2 x double> %729, ptr %730, align 16, !tbaa !9
  %731 = add nuw i64 %726, 2
  %732 = icmp eq i64 %731, %329
  br i1 %732, label %733, label %725, !llvm.loop !35

733:                                              ; preds = %725
  br i1 %330, label %764, label %720

734:                                              ; preds = %700, %734
  %735 = phi i64 [ %753, %734 ], [ 0, %700 ]
  %736 = phi double [ %752, %734 ], [ 0.000000e+00, %700 ]
  %737 = phi i64 [ %754, %734 ], [ 0, %700 ]
  %738 = getelementptr inbounds double, ptr %10, i64 %735
  %739 = load double, ptr %738, align 16, !tbaa !9
  %740 = call double @llvm.fmuladd.f64(double %739, double %739, double %736)
  %741 = or disjoint i64 %735, 1
  %742 = getelementptr inbounds double, ptr %10, i64 %741
  %743 = load double, ptr %742, align 8, !tbaa !9
  %744 = call double @llvm.fmuladd.f64(double %743, double %743, double %740)
  %745 = or disjoint i64 %735, 2
  %746 = getelementptr inbounds double, ptr %10, i64 %745
  %747 = load double, ptr %746, align 16, !tbaa !9
  %748 = call double @llvm.fmuladd.f64(double %747, double %747, double %744)
  %749 = or disjoint i64 %735, 3
  %750 = getelementptr inbounds double, ptr %10, i64 %749
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = call double @llvm.fmuladd.f64(double %751, double %751, double %748)
  %753 = add nuw nsw i64 %735, 4
  %754 = add i64 %737, 4
  %755 = icmp eq i64 %754, %326
  br i1 %755, label %703, label %734, !llvm.loop !30

756:                                              ; preds = %720, %756
  %757 = phi i64 [ %762, %756 ], [ %721, %720 ]
  %758 = getelementptr inbounds double, ptr %10, i64 %757
  %759 = load double, ptr %758, align 8, !tbaa !9
  %760 = fdiv double %759, %719
  %761 = getelementptr inbounds double, ptr %1, i64 %757
  store double %760, ptr %761, align 8, !tbaa !9
  %762 = add nuw nsw i64 %757, 1
  %763 = icmp eq i64 %762, %30
  br i1 %763, label %764, label %756, !llvm.loop !36

764:                                              ; preds = %756, %733
  br i1 %332, label %795, label %765

765:                                              ; preds = %764, %765
  %766 = phi i64 [ %792, %765 ], [ 0, %764 ]
  %767 = phi double [ %791, %765 ], [ %719, %764 ]
  %768 = phi i64 [ %793, %765 ], [ 0, %764 ]
  %769 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %766
  %770 = load double, ptr %769, align 16, !tbaa !9
  %771 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %766
  %772 = load double, ptr %771, align 16, !tbaa !9
  %773 = call double @llvm.fmuladd.f64(double %770, double %772, double %767)
  %774 = or disjoint i64 %766, 1
  %775 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %774
  %776 = load double, ptr %775, align 8, !tbaa !9
  %777 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %774
  %778 = load double, ptr %777, align 8, !tbaa !9
  %779 = call double @llvm.fmuladd.f64(double %776, double %778, double %773)
  %780 = or disjoint i64 %766, 2
  %781 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %780
  %782 = load double, ptr %781, align 16, !tbaa !9
  %783 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %780
  %784 = load double, ptr %783, align 16, !tbaa !9
  %785 = call double @llvm.fmuladd.f64(double %782, double %784, double %779)
  %786 = or disjoint i64 %766, 3
  %787 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %786
  %788 = load double, ptr %787, align 8, !tbaa !9
  %789 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %786
  %790 = load double, ptr %789, align 8, !tbaa !9
  %791 = call double @llvm.fmuladd.f64(double %788, double %790, double %785)
  %792 = add nuw nsw i64 %766, 4
  %793 = add i64 %768, 4
  %794 = icmp eq i64 %793, %333
  br i1 %794, label %795, label %765, !llvm.loop !32

795:                                              ; preds = %765, %764
  %796 = phi double [ poison, %764 ], [ %791, %765 ]
  %797 = phi i64 [ 0, %764 ], [ %792, %765 ]
  %798 = phi double [ %719, %764 ], [ %791, %765 ]
  br i1 %334, label %811, label %799

799:                                              ; preds = %795, %799
  %800 = phi i64 [ %808, %799 ], [ %797, %795 ]
  %801 = phi double [ %807, %799 ], [ %798, %795 ]
  %802 = phi i64 [ %809, %799 ], [ 0, %795 ]
  %803 = getelementptr inbounds [4 x double], ptr @w, i64 0, i64 %800
  %804 = load double, ptr %803, align 8, !tbaa !9
  %805 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %800
  %806 = load double, ptr %805, align 8, !tbaa !9
  %807 = call double @llvm.fmuladd.f64(double %804, double %806, double %801)
  %808 = add nuw nsw i64 %800, 1
  %809 = add i64 %802, 1
  %810 = icmp eq i64 %809, %331
  br i1 %810, label %811, label %799, !llvm.loop !37

811:                                              ; preds = %795, %799, %591
  %812 = phi double [ 0.000000e+00, %591 ], [ %701, %799 ], [ %701, %795 ]
  %813 = phi double [ 0.000000e+00, %591 ], [ %796, %795 ], [ %807, %799 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  store double %588, ptr %587, align 8, !tbaa !9
  %814 = trunc nuw nsw i64 %586 to i32
  %815 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %814) #10
  %816 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %586
  %817 = load double, ptr %816, align 8, !tbaa !9
  %818 = fsub double %812, %813
  %819 = fdiv double %818, 2.000000e-06
  %820 = fsub double %817, %819
  %821 = call double @llvm.fabs.f64(double %820)
  %822 = call double @llvm.fabs.f64(double %819)
  %823 = call double @llvm.maxnum.f64(double %822, double 1.000000e+00)
  %824 = fmul double %823, 0x3EB0C6F7A0B5ED8D
  %825 = fcmp ugt double %821, %824
  %826 = fcmp ule double %822, 1.000000e-09
  %827 = or i1 %826, %825
  %828 = select i1 %827, ptr @.str.4, ptr @.str.5
  %829 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %15, double noundef %817, double noundef %819, ptr noundef nonnull %828)
  %830 = zext i1 %827 to i32
  %831 = load i32, ptr @fails, align 4, !tbaa !5
  %832 = add nsw i32 %831, %830
  store i32 %832, ptr @fails, align 4, !tbaa !5
  %833 = add nuw nsw i64 %586, 1
  %834 = icmp eq i64 %833, 4
  br i1 %834, label %578, label %585, !llvm.loop !38
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
  %16 = phi i64 [ 0, %7 ], [ %42, %37 ]
  br i1 %8, label %17, label %37

17:                                               ; preds = %15
  %18 = mul nuw nsw i64 %16, %9
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  br i1 %12, label %21, label %44

20:                                               ; preds = %37, %5
  ret void

21:                                               ; preds = %44, %17
  %22 = phi double [ poison, %17 ], [ %70, %44 ]
  %23 = phi i64 [ 0, %17 ], [ %71, %44 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %70, %44 ]
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
  br i1 %36, label %37, label %25, !llvm.loop !39

37:                                               ; preds = %21, %25, %15
  %38 = phi double [ 0.000000e+00, %15 ], [ %22, %21 ], [ %33, %25 ]
  %39 = tail call double @exp(double noundef %38) #10
  %40 = tail call double @log1p(double noundef %39) #10
  %41 = getelementptr inbounds double, ptr %0, i64 %16
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = add nuw nsw i64 %16, 1
  %43 = icmp eq i64 %42, %10
  br i1 %43, label %20, label %15, !llvm.loop !13

44:                                               ; preds = %17, %44
  %45 = phi i64 [ %71, %44 ], [ 0, %17 ]
  %46 = phi double [ %70, %44 ], [ 0.000000e+00, %17 ]
  %47 = phi i64 [ %72, %44 ], [ 0, %17 ]
  %48 = getelementptr inbounds double, ptr %19, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds double, ptr %2, i64 %45
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %46)
  %53 = or disjoint i64 %45, 1
  %54 = getelementptr inbounds double, ptr %19, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %2, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %52)
  %59 = or disjoint i64 %45, 2
  %60 = getelementptr inbounds double, ptr %19, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %2, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %58)
  %65 = or disjoint i64 %45, 3
  %66 = getelementptr inbounds double, ptr %19, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = getelementptr inbounds double, ptr %2, i64 %65
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %67, double %69, double %64)
  %71 = add nuw nsw i64 %45, 4
  %72 = add i64 %47, 4
  %73 = icmp eq i64 %72, %13
  br i1 %73, label %21, label %44, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @normalize(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %0 to i64
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %92

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483644
  br label %70

13:                                               ; preds = %70, %7
  %14 = phi double [ poison, %7 ], [ %88, %70 ]
  %15 = phi i64 [ 0, %7 ], [ %89, %70 ]
  %16 = phi double [ 0.000000e+00, %7 ], [ %88, %70 ]
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %25, %18 ], [ %15, %13 ]
  %20 = phi double [ %24, %18 ], [ %16, %13 ]
  %21 = phi i64 [ %26, %18 ], [ 0, %13 ]
  %22 = getelementptr inbounds double, ptr %1, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = add nuw nsw i64 %19, 1
  %26 = add i64 %21, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %18, !llvm.loop !40

28:                                               ; preds = %18, %13
  %29 = phi double [ %14, %13 ], [ %24, %18 ]
  %30 = tail call double @sqrt(double noundef %29) #10
  br i1 %6, label %31, label %92

31:                                               ; preds = %28
  %32 = zext nneg i32 %2 to i64
  %33 = icmp eq i32 %2, 1
  %34 = sub i64 %5, %4
  %35 = icmp ult i64 %34, 16
  %36 = or i1 %33, %35
  br i1 %36, label %37, label %56

37:                                               ; preds = %68, %31
  %38 = phi i64 [ 0, %31 ], [ %57, %68 ]
  %39 = sub nsw i64 %8, %38
  %40 = and i64 %39, 3
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %52, label %42

42:                                               ; preds = %37, %42
  %43 = phi i64 [ %49, %42 ], [ %38, %37 ]
  %44 = phi i64 [ %50, %42 ], [ 0, %37 ]
  %45 = getelementptr inbounds double, ptr %1, i64 %43
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fdiv double %46, %30
  %48 = getelementptr inbounds double, ptr %0, i64 %43
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = add nuw nsw i64 %43, 1
  %50 = add i64 %44, 1
  %51 = icmp eq i64 %50, %40
  br i1 %51, label %52, label %42, !llvm.loop !41

52:                                               ; preds = %42, %37
  %53 = phi i64 [ %38, %37 ], [ %49, %42 ]
  %54 = sub nsw i64 %38, %8
  %55 = icmp ugt i64 %54, -4
  br i1 %55, label %92, label %94

56:                                               ; preds = %31
  %57 = and i64 %8, 2147483646
  %58 = insertelement <2 x double> poison, double %30, i64 0
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %60, %56
  %61 = phi i64 [ 0, %56 ], [ %66, %60 ]
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  %63 = load <2 x double>, ptr %62, align 8, !tbaa !9
  %64 = fdiv <2 x double> %63, %59
  %65 = getelementptr inbounds double, ptr %0, i64 %61
  store <2 x double> %64, ptr %65, align 8, !tbaa !9
  %66 = add nuw i64 %61, 2
  %67 = icmp eq i64 %66, %57
  br i1 %67, label %68, label %60, !llvm.loop !42

68:                                               ; preds = %60
  %69 = icmp eq i64 %57, %8
  br i1 %69, label %92, label %37

70:                                               ; preds = %70, %11
  %71 = phi i64 [ 0, %11 ], [ %89, %70 ]
  %72 = phi double [ 0.000000e+00, %11 ], [ %88, %70 ]
  %73 = phi i64 [ 0, %11 ], [ %90, %70 ]
  %74 = getelementptr inbounds double, ptr %1, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %75, double %72)
  %77 = or disjoint i64 %71, 1
  %78 = getelementptr inbounds double, ptr %1, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %76)
  %81 = or disjoint i64 %71, 2
  %82 = getelementptr inbounds double, ptr %1, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %83, double %80)
  %85 = or disjoint i64 %71, 3
  %86 = getelementptr inbounds double, ptr %1, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %84)
  %89 = add nuw nsw i64 %71, 4
  %90 = add i64 %73, 4
  %91 = icmp eq i64 %90, %12
  br i1 %91, label %13, label %70, !llvm.loop !30

92:                                               ; preds = %52, %94, %68, %3, %28
  %93 = phi double [ %30, %28 ], [ 0.000000e+00, %3 ], [ %30, %68 ], [ %30, %94 ], [ %30, %52 ]
  ret double %93

94:                                               ; preds = %52, %94
  %95 = phi i64 [ %115, %94 ], [ %53, %52 ]
  %96 = getelementptr inbounds double, ptr %1, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fdiv double %97, %30
  %99 = getelementptr inbounds double, ptr %0, i64 %95
  store double %98, ptr %99, align 8, !tbaa !9
  %100 = add nuw nsw i64 %95, 1
  %101 = getelementptr inbounds double, ptr %1, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fdiv double %102, %30
  %104 = getelementptr inbounds double, ptr %0, i64 %100
  store double %103, ptr %104, align 8, !tbaa !9
  %105 = add nuw nsw i64 %95, 2
  %106 = getelementptr inbounds double, ptr %1, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = fdiv double %107, %30
  %109 = getelementptr inbounds double, ptr %0, i64 %105
  store double %108, ptr %109, align 8, !tbaa !9
  %110 = add nuw nsw i64 %95, 3
  %111 = getelementptr inbounds double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fdiv double %112, %30
  %114 = getelementptr inbounds double, ptr %0, i64 %110
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %95, 4
  %116 = icmp eq i64 %115, %32
  br i1 %116, label %92, label %94, !llvm.loop !43
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!27 = distinct !{!27, !14, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14, !29, !28}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !14, !28, !29}
!36 = distinct !{!36, !14, !29, !28}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !14, !28, !29}
!43 = distinct !{!43, !14, !28}
