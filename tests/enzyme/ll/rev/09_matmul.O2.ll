; ModuleID = 'rev/09_matmul.c'
source_filename = "rev/09_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"AB d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"AB d/dB[%d]\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"AA d/dA[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 16
  %12 = alloca [8 x double], align 16
  %13 = alloca [6 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca [6 x double], align 16
  %17 = alloca [32 x i8], align 16
  %18 = alloca [9 x double], align 16
  %19 = alloca [9 x double], align 16
  %20 = alloca [9 x double], align 16
  %21 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 3, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 4, ptr %8, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 2, ptr %9, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store volatile i32 3, ptr %10, align 4, !tbaa !5
  %22 = load volatile i32, ptr %7, align 4, !tbaa !5
  %23 = load volatile i32, ptr %8, align 4, !tbaa !5
  %24 = load volatile i32, ptr %9, align 4, !tbaa !5
  %25 = load volatile i32, ptr %10, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %15, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #8
  store <2 x double> <double 0x3FD2E9CD95BABA33, double 0x3FEDD343A21A55C4>, ptr %11, align 16, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> <double 0x3FEB9F693FEB72FB, double 0x3FC210386DB6D55B>, ptr %26, align 16, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %11, i64 32
  store <2 x double> <double 0xBFE6022E2D1FB3CB, double 0xBFEFE0949A0C3E00>, ptr %27, align 16, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %11, i64 48
  store <2 x double> <double 0xBFE19F37497AC7A0, double 0x3FD3F04B2FE90992>, ptr %28, align 16, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %11, i64 64
  store <2 x double> <double 0x3FEE041886FCAE30, double 0x3FEB58DFCF2DF799>, ptr %29, align 16, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %11, i64 80
  store <2 x double> <double 0x3FBFDC3EBECE2C50, double 0xBFE6655F99D0664B>, ptr %30, align 16, !tbaa !9
  store <2 x double> <double 8.000000e-01, double 0x3FD03AEB39FA9444>, ptr %12, align 16, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x double> <double 0xBFE93B66B1EF13D6, double 0xBFF2FFEAC986B90E>, ptr %31, align 16, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %12, i64 32
  store <2 x double> <double 0xBFE03C122497C7BC, double 0x3FE04705D5A16DE2>, ptr %32, align 16, !tbaa !9
  %33 = getelementptr inbounds i8, ptr %12, i64 48
  store <2 x double> <double 0x3FE801E7C7DB5DC4, double 0xBFA7DF61935F5070>, ptr %33, align 16, !tbaa !9
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %16, align 16, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %16, i64 16
  store <2 x double> <double 0x3FF6666666666667, double 0x3FF7333333333332>, ptr %34, align 16, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %16, i64 32
  store <2 x double> <double 0x3FF6666666666667, double 1.250000e+00>, ptr %35, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #8
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matmul, ptr noundef nonnull %13, ptr noundef nonnull %16, ptr noundef nonnull %11, ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %15, i32 noundef %36, i32 noundef %22, i32 noundef %23, i32 noundef %24) #8
  %37 = icmp sgt i32 %22, 0
  %38 = mul i32 %24, %22
  %39 = icmp sgt i32 %38, 0
  %40 = icmp sgt i32 %24, 0
  %41 = icmp sgt i32 %23, 0
  %42 = zext i32 %24 to i64
  %43 = zext nneg i32 %22 to i64
  %44 = zext i32 %23 to i64
  %45 = zext i32 %38 to i64
  %46 = add nsw i64 %45, -1
  %47 = and i64 %44, 3
  %48 = icmp ult i32 %23, 4
  %49 = and i64 %44, 2147483644
  %50 = icmp eq i64 %47, 0
  %51 = and i64 %45, 1
  %52 = icmp eq i64 %46, 0
  %53 = and i64 %45, 2147483646
  %54 = icmp eq i64 %51, 0
  %55 = and i64 %44, 3
  %56 = icmp ult i32 %23, 4
  %57 = and i64 %44, 2147483644
  %58 = icmp eq i64 %55, 0
  %59 = and i64 %45, 1
  %60 = icmp eq i64 %46, 0
  %61 = and i64 %45, 2147483646
  %62 = icmp eq i64 %59, 0
  br label %63

63:                                               ; preds = %0, %293
  %64 = phi i64 [ 0, %0 ], [ %314, %293 ]
  %65 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = fadd double %66, 0x3EB0C6F7A0B5ED8D
  store double %67, ptr %65, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #8
  br i1 %37, label %68, label %140

68:                                               ; preds = %63, %81
  %69 = phi i64 [ %82, %81 ], [ 0, %63 ]
  br i1 %40, label %70, label %81

70:                                               ; preds = %68
  %71 = mul nuw nsw i64 %69, %42
  %72 = trunc i64 %69 to i32
  %73 = mul i32 %23, %72
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %11, i64 %74
  %76 = getelementptr inbounds double, ptr %6, i64 %71
  br label %77

77:                                               ; preds = %101, %70
  %78 = phi i64 [ 0, %70 ], [ %104, %101 ]
  br i1 %41, label %79, label %101

79:                                               ; preds = %77
  %80 = getelementptr inbounds double, ptr %12, i64 %78
  br i1 %48, label %84, label %106

81:                                               ; preds = %101, %68
  %82 = add nuw nsw i64 %69, 1
  %83 = icmp eq i64 %82, %43
  br i1 %83, label %140, label %68, !llvm.loop !11

84:                                               ; preds = %106, %79
  %85 = phi double [ poison, %79 ], [ %136, %106 ]
  %86 = phi i64 [ 0, %79 ], [ %137, %106 ]
  %87 = phi double [ 0.000000e+00, %79 ], [ %136, %106 ]
  br i1 %50, label %101, label %88

88:                                               ; preds = %84, %88
  %89 = phi i64 [ %98, %88 ], [ %86, %84 ]
  %90 = phi double [ %97, %88 ], [ %87, %84 ]
  %91 = phi i64 [ %99, %88 ], [ 0, %84 ]
  %92 = getelementptr inbounds double, ptr %75, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = mul nuw nsw i64 %89, %42
  %95 = getelementptr inbounds double, ptr %80, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call double @llvm.fmuladd.f64(double %93, double %96, double %90)
  %98 = add nuw nsw i64 %89, 1
  %99 = add i64 %91, 1
  %100 = icmp eq i64 %99, %47
  br i1 %100, label %101, label %88, !llvm.loop !13

101:                                              ; preds = %84, %88, %77
  %102 = phi double [ 0.000000e+00, %77 ], [ %85, %84 ], [ %97, %88 ]
  %103 = getelementptr inbounds double, ptr %76, i64 %78
  store double %102, ptr %103, align 8, !tbaa !9
  %104 = add nuw nsw i64 %78, 1
  %105 = icmp eq i64 %104, %42
  br i1 %105, label %81, label %77, !llvm.loop !15

106:                                              ; preds = %79, %106
  %107 = phi i64 [ %137, %106 ], [ 0, %79 ]
  %108 = phi double [ %136, %106 ], [ 0.000000e+00, %79 ]
  %109 = phi i64 [ %138, %106 ], [ 0, %79 ]
  %110 = getelementptr inbounds double, ptr %75, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = mul nuw nsw i64 %107, %42
  %113 = getelementptr inbounds double, ptr %80, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = call double @llvm.fmuladd.f64(double %111, double %114, double %108)
  %116 = or disjoint i64 %107, 1
  %117 = getelementptr inbounds double, ptr %75, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = mul nuw nsw i64 %116, %42
  %120 = getelementptr inbounds double, ptr %80, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = call double @llvm.fmuladd.f64(double %118, double %121, double %115)
  %123 = or disjoint i64 %107, 2
  %124 = getelementptr inbounds double, ptr %75, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = mul nuw nsw i64 %123, %42
  %127 = getelementptr inbounds double, ptr %80, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = call double @llvm.fmuladd.f64(double %125, double %128, double %122)
  %130 = or disjoint i64 %107, 3
  %131 = getelementptr inbounds double, ptr %75, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = mul nuw nsw i64 %130, %42
  %134 = getelementptr inbounds double, ptr %80, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = call double @llvm.fmuladd.f64(double %132, double %135, double %129)
  %137 = add nuw nsw i64 %107, 4
  %138 = add i64 %109, 4
  %139 = icmp eq i64 %138, %49
  br i1 %139, label %84, label %106, !llvm.loop !16

140:                                              ; preds = %81, %63
  br i1 %39, label %141, label %179

141:                                              ; preds = %140
  br i1 %52, label %166, label %142

142:                                              ; preds = %141, %142
  %143 = phi i64 [ %163, %142 ], [ 0, %141 ]
  %144 = phi double [ %162, %142 ], [ 0.000000e+00, %141 ]
  %145 = phi i64 [ %164, %142 ], [ 0, %141 ]
  %146 = trunc nuw nsw i64 %143 to i32
  %147 = uitofp nneg i32 %146 to double
  %148 = call double @llvm.fmuladd.f64(double %147, double 3.000000e-01, double 1.000000e+00)
  %149 = fmul double %147, -5.000000e-02
  %150 = call noundef double @llvm.fmuladd.f64(double %149, double %147, double %148)
  %151 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %143
  %152 = load double, ptr %151, align 16, !tbaa !9
  %153 = call double @llvm.fmuladd.f64(double %150, double %152, double %144)
  %154 = or disjoint i64 %143, 1
  %155 = trunc nuw nsw i64 %154 to i32
  %156 = uitofp nneg i32 %155 to double
  %157 = call double @llvm.fmuladd.f64(double %156, double 3.000000e-01, double 1.000000e+00)
  %158 = fmul double %156, -5.000000e-02
  %159 = call noundef double @llvm.fmuladd.f64(double %158, double %156, double %157)
  %160 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %154
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = call double @llvm.fmuladd.f64(double %159, double %161, double %153)
  %163 = add nuw nsw i64 %143, 2
  %164 = add i64 %145, 2
  %165 = icmp eq i64 %164, %53
  br i1 %165, label %166, label %142, !llvm.loop !17

166:                                              ; preds = %142, %141
  %167 = phi double [ poison, %141 ], [ %162, %142 ]
  %168 = phi i64 [ 0, %141 ], [ %163, %142 ]
  %169 = phi double [ 0.000000e+00, %141 ], [ %162, %142 ]
  br i1 %54, label %179, label %170

170:                                              ; preds = %166
  %171 = trunc nuw nsw i64 %168 to i32
  %172 = uitofp nneg i32 %171 to double
  %173 = call double @llvm.fmuladd.f64(double %172, double 3.000000e-01, double 1.000000e+00)
  %174 = fmul double %172, -5.000000e-02
  %175 = call noundef double @llvm.fmuladd.f64(double %174, double %172, double %173)
  %176 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %168
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = call double @llvm.fmuladd.f64(double %175, double %177, double %169)
  br label %179

179:                                              ; preds = %170, %166, %140
  %180 = phi double [ 0.000000e+00, %140 ], [ %167, %166 ], [ %178, %170 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #8
  %181 = fadd double %66, 0xBEB0C6F7A0B5ED8D
  store double %181, ptr %65, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #8
  br i1 %37, label %182, label %254

182:                                              ; preds = %179, %195
  %183 = phi i64 [ %196, %195 ], [ 0, %179 ]
  br i1 %40, label %184, label %195

184:                                              ; preds = %182
  %185 = mul nuw nsw i64 %183, %42
  %186 = trunc i64 %183 to i32
  %187 = mul i32 %23, %186
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds double, ptr %11, i64 %188
  %190 = getelementptr inbounds double, ptr %5, i64 %185
  br label %191

191:                                              ; preds = %215, %184
  %192 = phi i64 [ 0, %184 ], [ %218, %215 ]
  br i1 %41, label %193, label %215

193:                                              ; preds = %191
  %194 = getelementptr inbounds double, ptr %12, i64 %192
  br i1 %56, label %198, label %220

195:                                              ; preds = %215, %182
  %196 = add nuw nsw i64 %183, 1
  %197 = icmp eq i64 %196, %43
  br i1 %197, label %254, label %182, !llvm.loop !11

198:                                              ; preds = %220, %193
  %199 = phi double [ poison, %193 ], [ %250, %220 ]
  %200 = phi i64 [ 0, %193 ], [ %251, %220 ]
  %201 = phi double [ 0.000000e+00, %193 ], [ %250, %220 ]
  br i1 %58, label %215, label %202

202:                                              ; preds = %198, %202
  %203 = phi i64 [ %212, %202 ], [ %200, %198 ]
  %204 = phi double [ %211, %202 ], [ %201, %198 ]
  %205 = phi i64 [ %213, %202 ], [ 0, %198 ]
  %206 = getelementptr inbounds double, ptr %189, i64 %203
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = mul nuw nsw i64 %203, %42
  %209 = getelementptr inbounds double, ptr %194, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %207, double %210, double %204)
  %212 = add nuw nsw i64 %203, 1
  %213 = add i64 %205, 1
  %214 = icmp eq i64 %213, %55
  br i1 %214, label %215, label %202, !llvm.loop !18

215:                                              ; preds = %198, %202, %191
  %216 = phi double [ 0.000000e+00, %191 ], [ %199, %198 ], [ %211, %202 ]
  %217 = getelementptr inbounds double, ptr %190, i64 %192
  store double %216, ptr %217, align 8, !tbaa !9
  %218 = add nuw nsw i64 %192, 1
  %219 = icmp eq i64 %218, %42
  br i1 %219, label %195, label %191, !llvm.loop !15

220:                                              ; preds = %193, %220
  %221 = phi i64 [ %251, %220 ], [ 0, %193 ]
  %222 = phi double [ %250, %220 ], [ 0.000000e+00, %193 ]
  %223 = phi i64 [ %252, %220 ], [ 0, %193 ]
  %224 = getelementptr inbounds double, ptr %189, i64 %221
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = mul nuw nsw i64 %221, %42
  %227 = getelementptr inbounds double, ptr %194, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = call double @llvm.fmuladd.f64(double %225, double %228, double %222)
  %230 = or disjoint i64 %221, 1
  %231 = getelementptr inbounds double, ptr %189, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = mul nuw nsw i64 %230, %42
  %234 = getelementptr inbounds double, ptr %194, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = call double @llvm.fmuladd.f64(double %232, double %235, double %229)
  %237 = or disjoint i64 %221, 2
  %238 = getelementptr inbounds double, ptr %189, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = mul nuw nsw i64 %237, %42
  %241 = getelementptr inbounds double, ptr %194, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = call double @llvm.fmuladd.f64(double %239, double %242, double %236)
  %244 = or disjoint i64 %221, 3
  %245 = getelementptr inbounds double, ptr %189, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = mul nuw nsw i64 %244, %42
  %248 = getelementptr inbounds double, ptr %194, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !9
  %250 = call double @llvm.fmuladd.f64(double %246, double %249, double %243)
  %251 = add nuw nsw i64 %221, 4
  %252 = add i64 %223, 4
  %253 = icmp eq i64 %252, %57
  br i1 %253, label %198, label %220, !llvm.loop !16

254:                                              ; preds = %195, %179
  br i1 %39, label %255, label %293

255:                                              ; preds = %254
  br i1 %60, label %280, label %256

256:                                              ; preds = %255, %256
  %257 = phi i64 [ %277, %256 ], [ 0, %255 ]
  %258 = phi double [ %276, %256 ], [ 0.000000e+00, %255 ]
  %259 = phi i64 [ %278, %256 ], [ 0, %255 ]
  %260 = trunc nuw nsw i64 %257 to i32
  %261 = uitofp nneg i32 %260 to double
  %262 = call double @llvm.fmuladd.f64(double %261, double 3.000000e-01, double 1.000000e+00)
  %263 = fmul double %261, -5.000000e-02
  %264 = call noundef double @llvm.fmuladd.f64(double %263, double %261, double %262)
  %265 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %257
  %266 = load double, ptr %265, align 16, !tbaa !9
  %267 = call double @llvm.fmuladd.f64(double %264, double %266, double %258)
  %268 = or disjoint i64 %257, 1
  %269 = trunc nuw nsw i64 %268 to i32
  %270 = uitofp nneg i32 %269 to double
  %271 = call double @llvm.fmuladd.f64(double %270, double 3.000000e-01, double 1.000000e+00)
  %272 = fmul double %270, -5.000000e-02
  %273 = call noundef double @llvm.fmuladd.f64(double %272, double %270, double %271)
  %274 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %268
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = call double @llvm.fmuladd.f64(double %273, double %275, double %267)
  %277 = add nuw nsw i64 %257, 2
  %278 = add i64 %259, 2
  %279 = icmp eq i64 %278, %61
  br i1 %279, label %280, label %256, !llvm.loop !17

280:                                              ; preds = %256, %255
  %281 = phi double [ poison, %255 ], [ %276, %256 ]
  %282 = phi i64 [ 0, %255 ], [ %277, %256 ]
  %283 = phi double [ 0.000000e+00, %255 ], [ %276, %256 ]
  br i1 %62, label %293, label %284

284:                                              ; preds = %280
  %285 = trunc nuw nsw i64 %282 to i32
  %286 = uitofp nneg i32 %285 to double
  %287 = call double @llvm.fmuladd.f64(double %286, double 3.000000e-01, double 1.000000e+00)
  %288 = fmul double %286, -5.000000e-02
  %289 = call noundef double @llvm.fmuladd.f64(double %288, double %286, double %287)
  %290 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %282
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = call double @llvm.fmuladd.f64(double %289, double %291, double %283)
  br label %293

293:                                              ; preds = %284, %280, %254
  %294 = phi double [ 0.000000e+00, %254 ], [ %281, %280 ], [ %292, %284 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #8
  store double %66, ptr %65, align 8, !tbaa !9
  %295 = trunc nuw nsw i64 %64 to i32
  %296 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %295) #8
  %297 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %64
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = fsub double %180, %294
  %300 = fdiv double %299, 2.000000e-06
  %301 = fsub double %298, %300
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = call double @llvm.fabs.f64(double %300)
  %304 = call double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  %305 = fmul double %304, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp ugt double %302, %305
  %307 = fcmp ule double %303, 1.000000e-09
  %308 = or i1 %307, %306
  %309 = select i1 %308, ptr @.str.4, ptr @.str.5
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %298, double noundef %300, ptr noundef nonnull %309)
  %311 = zext i1 %308 to i32
  %312 = load i32, ptr @fails, align 4, !tbaa !5
  %313 = add nsw i32 %312, %311
  store i32 %313, ptr @fails, align 4, !tbaa !5
  %314 = add nuw nsw i64 %64, 1
  %315 = icmp eq i64 %314, 12
  br i1 %315, label %316, label %63, !llvm.loop !19

316:                                              ; preds = %293
  %317 = and i64 %44, 3
  %318 = icmp ult i32 %23, 4
  %319 = and i64 %44, 2147483644
  %320 = icmp eq i64 %317, 0
  %321 = and i64 %45, 1
  %322 = icmp eq i64 %46, 0
  %323 = and i64 %45, 2147483646
  %324 = icmp eq i64 %321, 0
  %325 = and i64 %44, 3
  %326 = icmp ult i32 %23, 4
  %327 = and i64 %44, 2147483644
  %328 = icmp eq i64 %325, 0
  %329 = and i64 %45, 1
  %330 = icmp eq i64 %46, 0
  %331 = and i64 %45, 2147483646
  %332 = icmp eq i64 %329, 0
  br label %365

333:                                              ; preds = %595
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %19) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %19, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %21) #8
  store <2 x double> <double 1.000000e-01, double 0x3FDFC95FDF5946F8>, ptr %18, align 16, !tbaa !9
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %21, align 16, !tbaa !9
  %334 = getelementptr inbounds i8, ptr %18, i64 16
  %335 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> <double 0xBF6228369975AF33, double 0xBFD14D04E3E01BCA>, ptr %334, align 16, !tbaa !9
  store <2 x double> <double 0x3FF6666666666667, double 0x3FF7333333333332>, ptr %335, align 16, !tbaa !9
  %336 = getelementptr inbounds i8, ptr %18, i64 32
  %337 = getelementptr inbounds i8, ptr %21, i64 32
  store <2 x double> <double 0x3FD30C9F0AC406CB, double 0x3FDAD75D79E647FD>, ptr %336, align 16, !tbaa !9
  store <2 x double> <double 0x3FF6666666666667, double 1.250000e+00>, ptr %337, align 16, !tbaa !9
  %338 = getelementptr inbounds i8, ptr %18, i64 48
  %339 = getelementptr inbounds i8, ptr %21, i64 48
  store <2 x double> <double 0xBFC70898F61A3D32, double 0xBFC2D93F2B80196B>, ptr %338, align 16, !tbaa !9
  store <2 x double> <double 0x3FEFFFFFFFFFFFFC, double 0x3FE4CCCCCCCCCCCC>, ptr %339, align 16, !tbaa !9
  %340 = getelementptr inbounds i8, ptr %18, i64 64
  store double 0x3FDC6500BC13FC1C, ptr %340, align 16, !tbaa !9
  %341 = getelementptr inbounds i8, ptr %21, i64 64
  store double 0x3FC9999999999990, ptr %341, align 16, !tbaa !9
  %342 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matmul, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %342, i32 noundef %25, i32 noundef %25, i32 noundef %25) #8
  %343 = icmp sgt i32 %25, 0
  %344 = mul i32 %25, %25
  %345 = icmp eq i32 %25, 0
  %346 = zext i32 %25 to i64
  %347 = zext i32 %344 to i64
  %348 = add nsw i64 %347, -1
  %349 = and i64 %346, 3
  %350 = icmp ult i32 %25, 4
  %351 = and i64 %346, 2147483644
  %352 = icmp eq i64 %349, 0
  %353 = and i64 %347, 1
  %354 = icmp eq i64 %348, 0
  %355 = and i64 %347, 4294967294
  %356 = icmp eq i64 %353, 0
  %357 = and i64 %346, 3
  %358 = icmp ult i32 %25, 4
  %359 = and i64 %346, 2147483644
  %360 = icmp eq i64 %357, 0
  %361 = and i64 %347, 1
  %362 = icmp eq i64 %348, 0
  %363 = and i64 %347, 4294967294
  %364 = icmp eq i64 %361, 0
  br label %625

365:                                              ; preds = %316, %595
  %366 = phi i64 [ %616, %595 ], [ 0, %316 ]
  %367 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = fadd double %368, 0x3EB0C6F7A0B5ED8D
  store double %369, ptr %367, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #8
  br i1 %37, label %370, label %442

370:                                              ; preds = %365, %383
  %371 = phi i64 [ %384, %383 ], [ 0, %365 ]
  br i1 %40, label %372, label %383

372:                                              ; preds = %370
  %373 = mul nuw nsw i64 %371, %42
  %374 = trunc i64 %371 to i32
  %375 = mul i32 %23, %374
  %376 = zext i32 %375 to i64
  %377 = getelementptr inbounds double, ptr %11, i64 %376
  %378 = getelementptr inbounds double, ptr %4, i64 %373
  br label %379

379:                                              ; preds = %403, %372
  %380 = phi i64 [ 0, %372 ], [ %406, %403 ]
  br i1 %41, label %381, label %403

381:                                              ; preds = %379
  %382 = getelementptr inbounds double, ptr %12, i64 %380
  br i1 %318, label %386, label %408

383:                                              ; preds = %403, %370
  %384 = add nuw nsw i64 %371, 1
  %385 = icmp eq i64 %384, %43
  br i1 %385, label %442, label %370, !llvm.loop !11

386:                                              ; preds = %408, %381
  %387 = phi double [ poison, %381 ], [ %438, %408 ]
  %388 = phi i64 [ 0, %381 ], [ %439, %408 ]
  %389 = phi double [ 0.000000e+00, %381 ], [ %438, %408 ]
  br i1 %320, label %403, label %390

390:                                              ; preds = %386, %390
  %391 = phi i64 [ %400, %390 ], [ %388, %386 ]
  %392 = phi double [ %399, %390 ], [ %389, %386 ]
  %393 = phi i64 [ %401, %390 ], [ 0, %386 ]
  %394 = getelementptr inbounds double, ptr %377, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = mul nuw nsw i64 %391, %42
  %397 = getelementptr inbounds double, ptr %382, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = call double @llvm.fmuladd.f64(double %395, double %398, double %392)
  %400 = add nuw nsw i64 %391, 1
  %401 = add i64 %393, 1
  %402 = icmp eq i64 %401, %317
  br i1 %402, label %403, label %390, !llvm.loop !20

403:                                              ; preds = %386, %390, %379
  %404 = phi double [ 0.000000e+00, %379 ], [ %387, %386 ], [ %399, %390 ]
  %405 = getelementptr inbounds double, ptr %378, i64 %380
  store double %404, ptr %405, align 8, !tbaa !9
  %406 = add nuw nsw i64 %380, 1
  %407 = icmp eq i64 %406, %42
  br i1 %407, label %383, label %379, !llvm.loop !15

408:                                              ; preds = %381, %408
  %409 = phi i64 [ %439, %408 ], [ 0, %381 ]
  %410 = phi double [ %438, %408 ], [ 0.000000e+00, %381 ]
  %411 = phi i64 [ %440, %408 ], [ 0, %381 ]
  %412 = getelementptr inbounds double, ptr %377, i64 %409
  %413 = load double, ptr %412, align 8, !tbaa !9
  %414 = mul nuw nsw i64 %409, %42
  %415 = getelementptr inbounds double, ptr %382, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = call double @llvm.fmuladd.f64(double %413, double %416, double %410)
  %418 = or disjoint i64 %409, 1
  %419 = getelementptr inbounds double, ptr %377, i64 %418
  %420 = load double, ptr %419, align 8, !tbaa !9
  %421 = mul nuw nsw i64 %418, %42
  %422 = getelementptr inbounds double, ptr %382, i64 %421
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = call double @llvm.fmuladd.f64(double %420, double %423, double %417)
  %425 = or disjoint i64 %409, 2
  %426 = getelementptr inbounds double, ptr %377, i64 %425
  %427 = load double, ptr %426, align 8, !tbaa !9
  %428 = mul nuw nsw i64 %425, %42
  %429 = getelementptr inbounds double, ptr %382, i64 %428
  %430 = load double, ptr %429, align 8, !tbaa !9
  %431 = call double @llvm.fmuladd.f64(double %427, double %430, double %424)
  %432 = or disjoint i64 %409, 3
  %433 = getelementptr inbounds double, ptr %377, i64 %432
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = mul nuw nsw i64 %432, %42
  %436 = getelementptr inbounds double, ptr %382, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %434, double %437, double %431)
  %439 = add nuw nsw i64 %409, 4
  %440 = add i64 %411, 4
  %441 = icmp eq i64 %440, %319
  br i1 %441, label %386, label %408, !llvm.loop !16

442:                                              ; preds = %383, %365
  br i1 %39, label %443, label %481

443:                                              ; preds = %442
  br i1 %322, label %468, label %444

444:                                              ; preds = %443, %444
  %445 = phi i64 [ %465, %444 ], [ 0, %443 ]
  %446 = phi double [ %464, %444 ], [ 0.000000e+00, %443 ]
  %447 = phi i64 [ %466, %444 ], [ 0, %443 ]
  %448 = trunc nuw nsw i64 %445 to i32
  %449 = uitofp nneg i32 %448 to double
  %450 = call double @llvm.fmuladd.f64(double %449, double 3.000000e-01, double 1.000000e+00)
  %451 = fmul double %449, -5.000000e-02
  %452 = call noundef double @llvm.fmuladd.f64(double %451, double %449, double %450)
  %453 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %445
  %454 = load double, ptr %453, align 16, !tbaa !9
  %455 = call double @llvm.fmuladd.f64(double %452, double %454, double %446)
  %456 = or disjoint i64 %445, 1
  %457 = trunc nuw nsw i64 %456 to i32
  %458 = uitofp nneg i32 %457 to double
  %459 = call double @llvm.fmuladd.f64(double %458, double 3.000000e-01, double 1.000000e+00)
  %460 = fmul double %458, -5.000000e-02
  %461 = call noundef double @llvm.fmuladd.f64(double %460, double %458, double %459)
  %462 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %456
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = call double @llvm.fmuladd.f64(double %461, double %463, double %455)
  %465 = add nuw nsw i64 %445, 2
  %466 = add i64 %447, 2
  %467 = icmp eq i64 %466, %323
  br i1 %467, label %468, label %444, !llvm.loop !17

468:                                              ; preds = %444, %443
  %469 = phi double [ poison, %443 ], [ %464, %444 ]
  %470 = phi i64 [ 0, %443 ], [ %465, %444 ]
  %471 = phi double [ 0.000000e+00, %443 ], [ %464, %444 ]
  br i1 %324, label %481, label %472

472:                                              ; preds = %468
  %473 = trunc nuw nsw i64 %470 to i32
  %474 = uitofp nneg i32 %473 to double
  %475 = call double @llvm.fmuladd.f64(double %474, double 3.000000e-01, double 1.000000e+00)
  %476 = fmul double %474, -5.000000e-02
  %477 = call noundef double @llvm.fmuladd.f64(double %476, double %474, double %475)
  %478 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %470
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = call double @llvm.fmuladd.f64(double %477, double %479, double %471)
  br label %481

481:                                              ; preds = %472, %468, %442
  %482 = phi double [ 0.000000e+00, %442 ], [ %469, %468 ], [ %480, %472 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #8
  %483 = fadd double %368, 0xBEB0C6F7A0B5ED8D
  store double %483, ptr %367, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #8
  br i1 %37, label %484, label %556

484:                                              ; preds = %481, %497
  %485 = phi i64 [ %498, %497 ], [ 0, %481 ]
  br i1 %40, label %486, label %497

486:                                              ; preds = %484
  %487 = mul nuw nsw i64 %485, %42
  %488 = trunc i64 %485 to i32
  %489 = mul i32 %23, %488
  %490 = zext i32 %489 to i64
  %491 = getelementptr inbounds double, ptr %11, i64 %490
  %492 = getelementptr inbounds double, ptr %3, i64 %487
  br label %493

493:                                              ; preds = %517, %486
  %494 = phi i64 [ 0, %486 ], [ %520, %517 ]
  br i1 %41, label %495, label %517

495:                                              ; preds = %493
  %496 = getelementptr inbounds double, ptr %12, i64 %494
  br i1 %326, label %500, label %522

497:                                              ; preds = %517, %484
  %498 = add nuw nsw i64 %485, 1
  %499 = icmp eq i64 %498, %43
  br i1 %499, label %556, label %484, !llvm.loop !11

500:                                              ; preds = %522, %495
  %501 = phi double [ poison, %495 ], [ %552, %522 ]
  %502 = phi i64 [ 0, %495 ], [ %553, %522 ]
  %503 = phi double [ 0.000000e+00, %495 ], [ %552, %522 ]
  br i1 %328, label %517, label %504

504:                                              ; preds = %500, %504
  %505 = phi i64 [ %514, %504 ], [ %502, %500 ]
  %506 = phi double [ %513, %504 ], [ %503, %500 ]
  %507 = phi i64 [ %515, %504 ], [ 0, %500 ]
  %508 = getelementptr inbounds double, ptr %491, i64 %505
  %509 = load double, ptr %508, align 8, !tbaa !9
  %510 = mul nuw nsw i64 %505, %42
  %511 = getelementptr inbounds double, ptr %496, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = call double @llvm.fmuladd.f64(double %509, double %512, double %506)
  %514 = add nuw nsw i64 %505, 1
  %515 = add i64 %507, 1
  %516 = icmp eq i64 %515, %325
  br i1 %516, label %517, label %504, !llvm.loop !21

517:                                              ; preds = %500, %504, %493
  %518 = phi double [ 0.000000e+00, %493 ], [ %501, %500 ], [ %513, %504 ]
  %519 = getelementptr inbounds double, ptr %492, i64 %494
  store double %518, ptr %519, align 8, !tbaa !9
  %520 = add nuw nsw i64 %494, 1
  %521 = icmp eq i64 %520, %42
  br i1 %521, label %497, label %493, !llvm.loop !15

522:                                              ; preds = %495, %522
  %523 = phi i64 [ %553, %522 ], [ 0, %495 ]
  %524 = phi double [ %552, %522 ], [ 0.000000e+00, %495 ]
  %525 = phi i64 [ %554, %522 ], [ 0, %495 ]
  %526 = getelementptr inbounds double, ptr %491, i64 %523
  %527 = load double, ptr %526, align 8, !tbaa !9
  %528 = mul nuw nsw i64 %523, %42
  %529 = getelementptr inbounds double, ptr %496, i64 %528
  %530 = load double, ptr %529, align 8, !tbaa !9
  %531 = call double @llvm.fmuladd.f64(double %527, double %530, double %524)
  %532 = or disjoint i64 %523, 1
  %533 = getelementptr inbounds double, ptr %491, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !9
  %535 = mul nuw nsw i64 %532, %42
  %536 = getelementptr inbounds double, ptr %496, i64 %535
  %537 = load double, ptr %536, align 8, !tbaa !9
  %538 = call double @llvm.fmuladd.f64(double %534, double %537, double %531)
  %539 = or disjoint i64 %523, 2
  %540 = getelementptr inbounds double, ptr %491, i64 %539
  %541 = load double, ptr %540, align 8, !tbaa !9
  %542 = mul nuw nsw i64 %539, %42
  %543 = getelementptr inbounds double, ptr %496, i64 %542
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = call double @llvm.fmuladd.f64(double %541, double %544, double %538)
  %546 = or disjoint i64 %523, 3
  %547 = getelementptr inbounds double, ptr %491, i64 %546
  %548 = load double, ptr %547, align 8, !tbaa !9
  %549 = mul nuw nsw i64 %546, %42
  %550 = getelementptr inbounds double, ptr %496, i64 %549
  %551 = load double, ptr %550, align 8, !tbaa !9
  %552 = call double @llvm.fmuladd.f64(double %548, double %551, double %545)
  %553 = add nuw nsw i64 %523, 4
  %554 = add i64 %525, 4
  %555 = icmp eq i64 %554, %327
  br i1 %555, label %500, label %522, !llvm.loop !16

556:                                              ; preds = %497, %481
  br i1 %39, label %557, label %595

557:                                              ; preds = %556
  br i1 %330, label %582, label %558

558:                                              ; preds = %557, %558
  %559 = phi i64 [ %579, %558 ], [ 0, %557 ]
  %560 = phi double [ %578, %558 ], [ 0.000000e+00, %557 ]
  %561 = phi i64 [ %580, %558 ], [ 0, %557 ]
  %562 = trunc nuw nsw i64 %559 to i32
  %563 = uitofp nneg i32 %562 to double
  %564 = call double @llvm.fmuladd.f64(double %563, double 3.000000e-01, double 1.000000e+00)
  %565 = fmul double %563, -5.000000e-02
  %566 = call noundef double @llvm.fmuladd.f64(double %565, double %563, double %564)
  %567 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %559
  %568 = load double, ptr %567, align 16, !tbaa !9
  %569 = call double @llvm.fmuladd.f64(double %566, double %568, double %560)
  %570 = or disjoint i64 %559, 1
  %571 = trunc nuw nsw i64 %570 to i32
  %572 = uitofp nneg i32 %571 to double
  %573 = call double @llvm.fmuladd.f64(double %572, double 3.000000e-01, double 1.000000e+00)
  %574 = fmul double %572, -5.000000e-02
  %575 = call noundef double @llvm.fmuladd.f64(double %574, double %572, double %573)
  %576 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %570
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = call double @llvm.fmuladd.f64(double %575, double %577, double %569)
  %579 = add nuw nsw i64 %559, 2
  %580 = add i64 %561, 2
  %581 = icmp eq i64 %580, %331
  br i1 %581, label %582, label %558, !llvm.loop !17

582:                                              ; preds = %558, %557
  %583 = phi double [ poison, %557 ], [ %578, %558 ]
  %584 = phi i64 [ 0, %557 ], [ %579, %558 ]
  %585 = phi double [ 0.000000e+00, %557 ], [ %578, %558 ]
  br i1 %332, label %595, label %586

586:                                              ; preds = %582
  %587 = trunc nuw nsw i64 %584 to i32
  %588 = uitofp nneg i32 %587 to double
  %589 = call double @llvm.fmuladd.f64(double %588, double 3.000000e-01, double 1.000000e+00)
  %590 = fmul double %588, -5.000000e-02
  %591 = call noundef double @llvm.fmuladd.f64(double %590, double %588, double %589)
  %592 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %584
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = call double @llvm.fmuladd.f64(double %591, double %593, double %585)
  br label %595

595:                                              ; preds = %586, %582, %556
  %596 = phi double [ 0.000000e+00, %556 ], [ %583, %582 ], [ %594, %586 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #8
  store double %368, ptr %367, align 8, !tbaa !9
  %597 = trunc nuw nsw i64 %366 to i32
  %598 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %597) #8
  %599 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %366
  %600 = load double, ptr %599, align 8, !tbaa !9
  %601 = fsub double %482, %596
  %602 = fdiv double %601, 2.000000e-06
  %603 = fsub double %600, %602
  %604 = call double @llvm.fabs.f64(double %603)
  %605 = call double @llvm.fabs.f64(double %602)
  %606 = call double @llvm.maxnum.f64(double %605, double 1.000000e+00)
  %607 = fmul double %606, 0x3EB0C6F7A0B5ED8D
  %608 = fcmp ugt double %604, %607
  %609 = fcmp ule double %605, 1.000000e-09
  %610 = or i1 %609, %608
  %611 = select i1 %610, ptr @.str.4, ptr @.str.5
  %612 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %600, double noundef %602, ptr noundef nonnull %611)
  %613 = zext i1 %610 to i32
  %614 = load i32, ptr @fails, align 4, !tbaa !5
  %615 = add nsw i32 %614, %613
  store i32 %615, ptr @fails, align 4, !tbaa !5
  %616 = add nuw nsw i64 %366, 1
  %617 = icmp eq i64 %616, 8
  br i1 %617, label %333, label %365, !llvm.loop !22

618:                                              ; preds = %852
  %619 = icmp eq i32 %873, 0
  %620 = select i1 %619, ptr @.str.5, ptr @.str.4
  %621 = call i32 @puts(ptr nonnull dereferenceable(1) %620)
  %622 = load i32, ptr @fails, align 4, !tbaa !5
  %623 = icmp ne i32 %622, 0
  %624 = zext i1 %623 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %624

625:                                              ; preds = %333, %852
  %626 = phi i64 [ 0, %333 ], [ %874, %852 ]
  %627 = getelementptr inbounds [9 x double], ptr %18, i64 0, i64 %626
  %628 = load double, ptr %627, align 8, !tbaa !9
  %629 = fadd double %628, 0x3EB0C6F7A0B5ED8D
  store double %629, ptr %627, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #8
  br i1 %343, label %630, label %700

630:                                              ; preds = %625, %641
  %631 = phi i64 [ %642, %641 ], [ 0, %625 ]
  %632 = mul nuw nsw i64 %631, %346
  %633 = trunc i64 %631 to i32
  %634 = mul i32 %25, %633
  %635 = zext i32 %634 to i64
  %636 = getelementptr inbounds double, ptr %18, i64 %635
  %637 = getelementptr inbounds double, ptr %2, i64 %632
  br label %638

638:                                              ; preds = %661, %630
  %639 = phi i64 [ 0, %630 ], [ %664, %661 ]
  %640 = getelementptr inbounds double, ptr %18, i64 %639
  br i1 %350, label %644, label %666

641:                                              ; preds = %661
  %642 = add nuw nsw i64 %631, 1
  %643 = icmp eq i64 %642, %346
  br i1 %643, label %700, label %630, !llvm.loop !11

644:                                              ; preds = %666, %638
  %645 = phi double [ poison, %638 ], [ %696, %666 ]
  %646 = phi i64 [ 0, %638 ], [ %697, %666 ]
  %647 = phi double [ 0.000000e+00, %638 ], [ %696, %666 ]
  br i1 %352, label %661, label %648

648:                                              ; preds = %644, %648
  %649 = phi i64 [ %658, %648 ], [ %646, %644 ]
  %650 = phi double [ %657, %648 ], [ %647, %644 ]
  %651 = phi i64 [ %659, %648 ], [ 0, %644 ]
  %652 = getelementptr inbounds double, ptr %636, i64 %649
  %653 = load double, ptr %652, align 8, !tbaa !9
  %654 = mul nuw nsw i64 %649, %346
  %655 = getelementptr inbounds double, ptr %640, i64 %654
  %656 = load double, ptr %655, align 8, !tbaa !9
  %657 = call double @llvm.fmuladd.f64(double %653, double %656, double %650)
  %658 = add nuw nsw i64 %649, 1
  %659 = add i64 %651, 1
  %660 = icmp eq i64 %659, %349
  br i1 %660, label %661, label %648, !llvm.loop !23

661:                                              ; preds = %648, %644
  %662 = phi double [ %645, %644 ], [ %657, %648 ]
  %663 = getelementptr inbounds double, ptr %637, i64 %639
  store double %662, ptr %663, align 8, !tbaa !9
  %664 = add nuw nsw i64 %639, 1
  %665 = icmp eq i64 %664, %346
  br i1 %665, label %641, label %638, !llvm.loop !15

666:                                              ; preds = %638, %666
  %667 = phi i64 [ %697, %666 ], [ 0, %638 ]
  %668 = phi double [ %696, %666 ], [ 0.000000e+00, %638 ]
  %669 = phi i64 [ %698, %666 ], [ 0, %638 ]
  %670 = getelementptr inbounds double, ptr %636, i64 %667
  %671 = load double, ptr %670, align 8, !tbaa !9
  %672 = mul nuw nsw i64 %667, %346
  %673 = getelementptr inbounds double, ptr %640, i64 %672
  %674 = load double, ptr %673, align 8, !tbaa !9
  %675 = call double @llvm.fmuladd.f64(double %671, double %674, double %668)
  %676 = or disjoint i64 %667, 1
  %677 = getelementptr inbounds double, ptr %636, i64 %676
  %678 = load double, ptr %677, align 8, !tbaa !9
  %679 = mul nuw nsw i64 %676, %346
  %680 = getelementptr inbounds double, ptr %640, i64 %679
  %681 = load double, ptr %680, align 8, !tbaa !9
  %682 = call double @llvm.fmuladd.f64(double %678, double %681, double %675)
  %683 = or disjoint i64 %667, 2
  %684 = getelementptr inbounds double, ptr %636, i64 %683
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = mul nuw nsw i64 %683, %346
  %687 = getelementptr inbounds double, ptr %640, i64 %686
  %688 = load double, ptr %687, align 8, !tbaa !9
  %689 = call double @llvm.fmuladd.f64(double %685, double %688, double %682)
  %690 = or disjoint i64 %667, 3
  %691 = getelementptr inbounds double, ptr %636, i64 %690
  %692 = load double, ptr %691, align 8, !tbaa !9
  %693 = mul nuw nsw i64 %690, %346
  %694 = getelementptr inbounds double, ptr %640, i64 %693
  %695 = load double, ptr %694, align 8, !tbaa !9
  %696 = call double @llvm.fmuladd.f64(double %692, double %695, double %689)
  %697 = add nuw nsw i64 %667, 4
  %698 = add i64 %669, 4
  %699 = icmp eq i64 %698, %351
  br i1 %699, label %644, label %666, !llvm.loop !16

700:                                              ; preds = %641, %625
  br i1 %345, label %702, label %701

701:                                              ; preds = %700
  br i1 %354, label %727, label %703

702:                                              ; preds = %700
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #8
  br label %852

703:                                              ; preds = %701, %703
  %704 = phi i64 [ %724, %703 ], [ 0, %701 ]
  %705 = phi double [ %723, %703 ], [ 0.000000e+00, %701 ]
  %706 = phi i64 [ %725, %703 ], [ 0, %701 ]
  %707 = trunc nuw nsw i64 %704 to i32
  %708 = uitofp nneg i32 %707 to double
  %709 = call double @llvm.fmuladd.f64(double %708, double 3.000000e-01, double 1.000000e+00)
  %710 = fmul double %708, -5.000000e-02
  %711 = call noundef double @llvm.fmuladd.f64(double %710, double %708, double %709)
  %712 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %704
  %713 = load double, ptr %712, align 16, !tbaa !9
  %714 = call double @llvm.fmuladd.f64(double %711, double %713, double %705)
  %715 = or disjoint i64 %704, 1
  %716 = trunc nuw nsw i64 %715 to i32
  %717 = uitofp nneg i32 %716 to double
  %718 = call double @llvm.fmuladd.f64(double %717, double 3.000000e-01, double 1.000000e+00)
  %719 = fmul double %717, -5.000000e-02
  %720 = call noundef double @llvm.fmuladd.f64(double %719, double %717, double %718)
  %721 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %715
  %722 = load double, ptr %721, align 8, !tbaa !9
  %723 = call double @llvm.fmuladd.f64(double %720, double %722, double %714)
  %724 = add nuw nsw i64 %704, 2
  %725 = add i64 %706, 2
  %726 = icmp eq i64 %725, %355
  br i1 %726, label %727, label %703, !llvm.loop !17

727:                                              ; preds = %703, %701
  %728 = phi double [ poison, %701 ], [ %723, %703 ]
  %729 = phi i64 [ 0, %701 ], [ %724, %703 ]
  %730 = phi double [ 0.000000e+00, %701 ], [ %723, %703 ]
  br i1 %356, label %740, label %731

731:                                              ; preds = %727
  %732 = trunc nuw nsw i64 %729 to i32
  %733 = uitofp nneg i32 %732 to double
  %734 = call double @llvm.fmuladd.f64(double %733, double 3.000000e-01, double 1.000000e+00)
  %735 = fmul double %733, -5.000000e-02
  %736 = call noundef double @llvm.fmuladd.f64(double %735, double %733, double %734)
  %737 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %729
  %738 = load double, ptr %737, align 8, !tbaa !9
  %739 = call double @llvm.fmuladd.f64(double %736, double %738, double %730)
  br label %740

740:                                              ; preds = %727, %731
  %741 = phi double [ %728, %727 ], [ %739, %731 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #8
  %742 = fadd double %628, 0xBEB0C6F7A0B5ED8D
  store double %742, ptr %627, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #8
  br i1 %343, label %743, label %813

743:                                              ; preds = %740, %754
  %744 = phi i64 [ %755, %754 ], [ 0, %740 ]
  %745 = mul nuw nsw i64 %744, %346
  %746 = trunc i64 %744 to i32
  %747 = mul i32 %25, %746
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds double, ptr %18, i64 %748
  %750 = getelementptr inbounds double, ptr %1, i64 %745
  br label %751

751:                                              ; preds = %774, %743
  %752 = phi i64 [ 0, %743 ], [ %777, %774 ]
  %753 = getelementptr inbounds double, ptr %18, i64 %752
  br i1 %358, label %757, label %779

754:                                              ; preds = %774
  %755 = add nuw nsw i64 %744, 1
  %756 = icmp eq i64 %755, %346
  br i1 %756, label %813, label %743, !llvm.loop !11

757:                                              ; preds = %779, %751
  %758 = phi double [ poison, %751 ], [ %809, %779 ]
  %759 = phi i64 [ 0, %751 ], [ %810, %779 ]
  %760 = phi double [ 0.000000e+00, %751 ], [ %809, %779 ]
  br i1 %360, label %774, label %761

761:                                              ; preds = %757, %761
  %762 = phi i64 [ %771, %761 ], [ %759, %757 ]
  %763 = phi double [ %770, %761 ], [ %760, %757 ]
  %764 = phi i64 [ %772, %761 ], [ 0, %757 ]
  %765 = getelementptr inbounds double, ptr %749, i64 %762
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = mul nuw nsw i64 %762, %346
  %768 = getelementptr inbounds double, ptr %753, i64 %767
  %769 = load double, ptr %768, align 8, !tbaa !9
  %770 = call double @llvm.fmuladd.f64(double %766, double %769, double %763)
  %771 = add nuw nsw i64 %762, 1
  %772 = add i64 %764, 1
  %773 = icmp eq i64 %772, %357
  br i1 %773, label %774, label %761, !llvm.loop !24

774:                                              ; preds = %761, %757
  %775 = phi double [ %758, %757 ], [ %770, %761 ]
  %776 = getelementptr inbounds double, ptr %750, i64 %752
  store double %775, ptr %776, align 8, !tbaa !9
  %777 = add nuw nsw i64 %752, 1
  %778 = icmp eq i64 %777, %346
  br i1 %778, label %754, label %751, !llvm.loop !15

779:                                              ; preds = %751, %779
  %780 = phi i64 [ %810, %779 ], [ 0, %751 ]
  %781 = phi double [ %809, %779 ], [ 0.000000e+00, %751 ]
  %782 = phi i64 [ %811, %779 ], [ 0, %751 ]
  %783 = getelementptr inbounds double, ptr %749, i64 %780
  %784 = load double, ptr %783, align 8, !tbaa !9
  %785 = mul nuw nsw i64 %780, %346
  %786 = getelementptr inbounds double, ptr %753, i64 %785
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = call double @llvm.fmuladd.f64(double %784, double %787, double %781)
  %789 = or disjoint i64 %780, 1
  %790 = getelementptr inbounds double, ptr %749, i64 %789
  %791 = load double, ptr %790, align 8, !tbaa !9
  %792 = mul nuw nsw i64 %789, %346
  %793 = getelementptr inbounds double, ptr %753, i64 %792
  %794 = load double, ptr %793, align 8, !tbaa !9
  %795 = call double @llvm.fmuladd.f64(double %791, double %794, double %788)
  %796 = or disjoint i64 %780, 2
  %797 = getelementptr inbounds double, ptr %749, i64 %796
  %798 = load double, ptr %797, align 8, !tbaa !9
  %799 = mul nuw nsw i64 %796, %346
  %800 = getelementptr inbounds double, ptr %753, i64 %799
  %801 = load double, ptr %800, align 8, !tbaa !9
  %802 = call double @llvm.fmuladd.f64(double %798, double %801, double %795)
  %803 = or disjoint i64 %780, 3
  %804 = getelementptr inbounds double, ptr %749, i64 %803
  %805 = load double, ptr %804, align 8, !tbaa !9
  %806 = mul nuw nsw i64 %803, %346
  %807 = getelementptr inbounds double, ptr %753, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = call double @llvm.fmuladd.f64(double %805, double %808, double %802)
  %810 = add nuw nsw i64 %780, 4
  %811 = add i64 %782, 4
  %812 = icmp eq i64 %811, %359
  br i1 %812, label %757, label %779, !llvm.loop !16

813:                                              ; preds = %754, %740
  br i1 %345, label %852, label %814

814:                                              ; preds = %813
  br i1 %362, label %839, label %815

815:                                              ; preds = %814, %815
  %816 = phi i64 [ %836, %815 ], [ 0, %814 ]
  %817 = phi double [ %835, %815 ], [ 0.000000e+00, %814 ]
  %818 = phi i64 [ %837, %815 ], [ 0, %814 ]
  %819 = trunc nuw nsw i64 %816 to i32
  %820 = uitofp nneg i32 %819 to double
  %821 = call double @llvm.fmuladd.f64(double %820, double 3.000000e-01, double 1.000000e+00)
  %822 = fmul double %820, -5.000000e-02
  %823 = call noundef double @llvm.fmuladd.f64(double %822, double %820, double %821)
  %824 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %816
  %825 = load double, ptr %824, align 16, !tbaa !9
  %826 = call double @llvm.fmuladd.f64(double %823, double %825, double %817)
  %827 = or disjoint i64 %816, 1
  %828 = trunc nuw nsw i64 %827 to i32
  %829 = uitofp nneg i32 %828 to double
  %830 = call double @llvm.fmuladd.f64(double %829, double 3.000000e-01, double 1.000000e+00)
  %831 = fmul double %829, -5.000000e-02
  %832 = call noundef double @llvm.fmuladd.f64(double %831, double %829, double %830)
  %833 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %827
  %834 = load double, ptr %833, align 8, !tbaa !9
  %835 = call double @llvm.fmuladd.f64(double %832, double %834, double %826)
  %836 = add nuw nsw i64 %816, 2
  %837 = add i64 %818, 2
  %838 = icmp eq i64 %837, %363
  br i1 %838, label %839, label %815, !llvm.loop !17

839:                                              ; preds = %815, %814
  %840 = phi double [ poison, %814 ], [ %835, %815 ]
  %841 = phi i64 [ 0, %814 ], [ %836, %815 ]
  %842 = phi double [ 0.000000e+00, %814 ], [ %835, %815 ]
  br i1 %364, label %852, label %843

843:                                              ; preds = %839
  %844 = trunc nuw nsw i64 %841 to i32
  %845 = uitofp nneg i32 %844 to double
  %846 = call double @llvm.fmuladd.f64(double %845, double 3.000000e-01, double 1.000000e+00)
  %847 = fmul double %845, -5.000000e-02
  %848 = call noundef double @llvm.fmuladd.f64(double %847, double %845, double %846)
  %849 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %841
  %850 = load double, ptr %849, align 8, !tbaa !9
  %851 = call double @llvm.fmuladd.f64(double %848, double %850, double %842)
  br label %852

852:                                              ; preds = %843, %839, %702, %813
  %853 = phi double [ %741, %813 ], [ 0.000000e+00, %702 ], [ %741, %839 ], [ %741, %843 ]
  %854 = phi double [ 0.000000e+00, %813 ], [ 0.000000e+00, %702 ], [ %840, %839 ], [ %851, %843 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #8
  store double %628, ptr %627, align 8, !tbaa !9
  %855 = trunc nuw nsw i64 %626 to i32
  %856 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %855) #8
  %857 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %626
  %858 = load double, ptr %857, align 8, !tbaa !9
  %859 = fsub double %853, %854
  %860 = fdiv double %859, 2.000000e-06
  %861 = fsub double %858, %860
  %862 = call double @llvm.fabs.f64(double %861)
  %863 = call double @llvm.fabs.f64(double %860)
  %864 = call double @llvm.maxnum.f64(double %863, double 1.000000e+00)
  %865 = fmul double %864, 0x3EB0C6F7A0B5ED8D
  %866 = fcmp ugt double %862, %865
  %867 = fcmp ule double %863, 1.000000e-09
  %868 = or i1 %867, %866
  %869 = select i1 %868, ptr @.str.4, ptr @.str.5
  %870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %858, double noundef %860, ptr noundef nonnull %869)
  %871 = zext i1 %868 to i32
  %872 = load i32, ptr @fails, align 4, !tbaa !5
  %873 = add nsw i32 %872, %871
  store i32 %873, ptr @fails, align 4, !tbaa !5
  %874 = add nuw nsw i64 %626, 1
  %875 = icmp eq i64 %874, 9
  br i1 %875, label %618, label %625, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #5 {
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %6
  %9 = icmp sgt i32 %5, 0
  %10 = icmp sgt i32 %4, 0
  %11 = zext i32 %5 to i64
  %12 = zext nneg i32 %3 to i64
  %13 = zext i32 %4 to i64
  %14 = and i64 %13, 3
  %15 = icmp ult i32 %4, 4
  %16 = and i64 %13, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %8, %32
  %19 = phi i64 [ 0, %8 ], [ %33, %32 ]
  br i1 %9, label %20, label %32

20:                                               ; preds = %18
  %21 = mul nuw nsw i64 %19, %11
  %22 = trunc i64 %19 to i32
  %23 = mul i32 %22, %4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %21
  br label %28

27:                                               ; preds = %32, %6
  ret void

28:                                               ; preds = %20, %52
  %29 = phi i64 [ 0, %20 ], [ %55, %52 ]
  br i1 %10, label %30, label %52

30:                                               ; preds = %28
  %31 = getelementptr inbounds double, ptr %2, i64 %29
  br i1 %15, label %35, label %57

32:                                               ; preds = %52, %18
  %33 = add nuw nsw i64 %19, 1
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %27, label %18, !llvm.loop !11

35:                                               ; preds = %57, %30
  %36 = phi double [ poison, %30 ], [ %87, %57 ]
  %37 = phi i64 [ 0, %30 ], [ %88, %57 ]
  %38 = phi double [ 0.000000e+00, %30 ], [ %87, %57 ]
  br i1 %17, label %52, label %39

39:                                               ; preds = %35, %39
  %40 = phi i64 [ %49, %39 ], [ %37, %35 ]
  %41 = phi double [ %48, %39 ], [ %38, %35 ]
  %42 = phi i64 [ %50, %39 ], [ 0, %35 ]
  %43 = getelementptr inbounds double, ptr %25, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = mul nuw nsw i64 %40, %11
  %46 = getelementptr inbounds double, ptr %31, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = add nuw nsw i64 %40, 1
  %50 = add i64 %42, 1
  %51 = icmp eq i64 %50, %14
  br i1 %51, label %52, label %39, !llvm.loop !26

52:                                               ; preds = %35, %39, %28
  %53 = phi double [ 0.000000e+00, %28 ], [ %36, %35 ], [ %48, %39 ]
  %54 = getelementptr inbounds double, ptr %26, i64 %29
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = add nuw nsw i64 %29, 1
  %56 = icmp eq i64 %55, %11
  br i1 %56, label %32, label %28, !llvm.loop !15

57:                                               ; preds = %30, %57
  %58 = phi i64 [ %88, %57 ], [ 0, %30 ]
  %59 = phi double [ %87, %57 ], [ 0.000000e+00, %30 ]
  %60 = phi i64 [ %89, %57 ], [ 0, %30 ]
  %61 = getelementptr inbounds double, ptr %25, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = mul nuw nsw i64 %58, %11
  %64 = getelementptr inbounds double, ptr %31, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %59)
  %67 = or disjoint i64 %58, 1
  %68 = getelementptr inbounds double, ptr %25, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = mul nuw nsw i64 %67, %11
  %71 = getelementptr inbounds double, ptr %31, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %69, double %72, double %66)
  %74 = or disjoint i64 %58, 2
  %75 = getelementptr inbounds double, ptr %25, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = mul nuw nsw i64 %74, %11
  %78 = getelementptr inbounds double, ptr %31, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = tail call double @llvm.fmuladd.f64(double %76, double %79, double %73)
  %81 = or disjoint i64 %58, 3
  %82 = getelementptr inbounds double, ptr %25, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = mul nuw nsw i64 %81, %11
  %85 = getelementptr inbounds double, ptr %31, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = tail call double @llvm.fmuladd.f64(double %83, double %86, double %80)
  %88 = add nuw nsw i64 %58, 4
  %89 = add i64 %60, 4
  %90 = icmp eq i64 %89, %16
  br i1 %90, label %35, label %57, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !14}
