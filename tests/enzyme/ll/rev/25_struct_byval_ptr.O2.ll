; ModuleID = 'rev/25_struct_byval_ptr.c'
source_filename = "rev/25_struct_byval_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.grad3 = type { double, double, double }
%struct.params = type { double, double, double, i32 }
%struct.body = type { double, double, i32, double }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"f_val d/dp.x\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"f_val d/dp.y\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_val d/ds\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"f_cfg d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"f_body d/dpos\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f_body d/dvel\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"f_body d/dmass\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.grad3, align 8
  %2 = alloca i32, align 4
  %3 = alloca %struct.params, align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [32 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.body, align 16
  %9 = alloca %struct.body, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  %10 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_3(ptr dead_on_unwind nonnull writable sret(%struct.grad3) align 8 %1, ptr noundef nonnull @f_val, i32 noundef %10, double 8.000000e-01, double -5.000000e-01, i32 noundef %10, double noundef 1.300000e+00) #11
  %11 = load double, ptr %1, align 8, !tbaa !9
  %12 = fadd double %11, 0xBFF384A52D326490
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3EB4775CBD040000
  %15 = select i1 %14, ptr @.str.8, ptr @.str.9
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %11, double noundef 0x3FF384A52D326490, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !5
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !12
  %22 = fadd double %21, 0x3FD9AC024D168540
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp ugt double %23, 0x3EB0C6F7A0B5ED8D
  %25 = select i1 %24, ptr @.str.8, ptr @.str.9
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %21, double noundef 0xBFD9AC024D168540, ptr noundef nonnull %25)
  %27 = zext i1 %24 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !5
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = load double, ptr %30, align 8, !tbaa !13
  %32 = fadd double %31, 0xBFE4F590A8E6B200
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ugt double %33, 0x3EB0C6F7A0B5ED8D
  %35 = select i1 %34, ptr @.str.8, ptr @.str.9
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %31, double noundef 0x3FE4F590A8E6B200, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !5
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 5, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  %40 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 0x3FE6666666666666, double -1.200000e+00>, ptr %3, align 16, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %3, i64 16
  store double 4.000000e-01, ptr %41, align 16, !tbaa !15
  %42 = getelementptr inbounds i8, ptr %3, i64 24
  %43 = load volatile i32, ptr %2, align 4, !tbaa !5
  store i32 %43, ptr %42, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  store <2 x double> <double 3.000000e-01, double -8.000000e-01>, ptr %4, align 16
  %44 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.100000e+00, double 5.000000e-01>, ptr %44, align 16
  %45 = getelementptr inbounds i8, ptr %4, i64 32
  store double -2.000000e-01, ptr %45, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %46 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %47 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %48 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_cfg, i32 noundef %46, ptr noundef nonnull byval(%struct.params) align 8 %3, i32 noundef %47, ptr noundef nonnull %4, ptr noundef nonnull %5) #11
  br label %412

49:                                               ; preds = %469
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 25, ptr %7, align 4, !tbaa !5
  %50 = load volatile i32, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  store <2 x double> <double 1.000000e+00, double 2.000000e-01>, ptr %8, align 16, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 %50, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %8, i64 24
  store double 1.700000e+00, ptr %52, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_body, i32 noundef %53, ptr noundef nonnull %8, ptr noundef nonnull %9) #11
  %55 = load double, ptr %9, align 8, !tbaa !18
  %56 = icmp sgt i32 %50, 0
  br i1 %56, label %57, label %150

57:                                               ; preds = %49
  %58 = add nsw i32 %50, -1
  %59 = and i32 %50, 1
  %60 = icmp eq i32 %58, 0
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = and i32 %50, 2147483646
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi double [ 2.000000e-01, %61 ], [ %81, %63 ]
  %65 = phi double [ 0x3FF000010C6F7A0B, %61 ], [ %82, %63 ]
  %66 = phi i32 [ 0, %61 ], [ %83, %63 ]
  %67 = fneg double %65
  %68 = call double @llvm.fabs.f64(double %64)
  %69 = fmul double %64, -1.000000e-01
  %70 = call double @llvm.fmuladd.f64(double %69, double %68, double %67)
  %71 = fmul double %70, 1.000000e-01
  %72 = fdiv double %71, 1.700000e+00
  %73 = fadd double %64, %72
  %74 = call double @llvm.fmuladd.f64(double %73, double 1.000000e-01, double %65)
  %75 = fneg double %74
  %76 = call double @llvm.fabs.f64(double %73)
  %77 = fmul double %73, -1.000000e-01
  %78 = call double @llvm.fmuladd.f64(double %77, double %76, double %75)
  %79 = fmul double %78, 1.000000e-01
  %80 = fdiv double %79, 1.700000e+00
  %81 = fadd double %73, %80
  %82 = call double @llvm.fmuladd.f64(double %81, double 1.000000e-01, double %74)
  %83 = add i32 %66, 2
  %84 = icmp eq i32 %83, %62
  br i1 %84, label %85, label %63, !llvm.loop !20

85:                                               ; preds = %63, %57
  %86 = phi double [ poison, %57 ], [ %81, %63 ]
  %87 = phi double [ poison, %57 ], [ %82, %63 ]
  %88 = phi double [ 2.000000e-01, %57 ], [ %81, %63 ]
  %89 = phi double [ 0x3FF000010C6F7A0B, %57 ], [ %82, %63 ]
  %90 = icmp eq i32 %59, 0
  br i1 %90, label %100, label %91

91:                                               ; preds = %85
  %92 = fneg double %89
  %93 = call double @llvm.fabs.f64(double %88)
  %94 = fmul double %88, -1.000000e-01
  %95 = call double @llvm.fmuladd.f64(double %94, double %93, double %92)
  %96 = fmul double %95, 1.000000e-01
  %97 = fdiv double %96, 1.700000e+00
  %98 = fadd double %88, %97
  %99 = call double @llvm.fmuladd.f64(double %98, double 1.000000e-01, double %89)
  br label %100

100:                                              ; preds = %85, %91
  %101 = phi double [ %86, %85 ], [ %98, %91 ]
  %102 = phi double [ %87, %85 ], [ %99, %91 ]
  %103 = fmul double %101, 8.500000e-01
  %104 = fmul double %101, %103
  %105 = and i32 %50, 1
  %106 = icmp eq i32 %58, 0
  br i1 %106, label %131, label %107

107:                                              ; preds = %100
  %108 = and i32 %50, 2147483646
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi double [ 2.000000e-01, %107 ], [ %127, %109 ]
  %111 = phi double [ 0x3FEFFFFDE7210BE9, %107 ], [ %128, %109 ]
  %112 = phi i32 [ 0, %107 ], [ %129, %109 ]
  %113 = fneg double %111
  %114 = call double @llvm.fabs.f64(double %110)
  %115 = fmul double %110, -1.000000e-01
  %116 = call double @llvm.fmuladd.f64(double %115, double %114, double %113)
  %117 = fmul double %116, 1.000000e-01
  %118 = fdiv double %117, 1.700000e+00
  %119 = fadd double %110, %118
  %120 = call double @llvm.fmuladd.f64(double %119, double 1.000000e-01, double %111)
  %121 = fneg double %120
  %122 = call double @llvm.fabs.f64(double %119)
  %123 = fmul double %119, -1.000000e-01
  %124 = call double @llvm.fmuladd.f64(double %123, double %122, double %121)
  %125 = fmul double %124, 1.000000e-01
  %126 = fdiv double %125, 1.700000e+00
  %127 = fadd double %119, %126
  %128 = call double @llvm.fmuladd.f64(double %127, double 1.000000e-01, double %120)
  %129 = add i32 %112, 2
  %130 = icmp eq i32 %129, %108
  br i1 %130, label %131, label %109, !llvm.loop !20

131:                                              ; preds = %109, %100
  %132 = phi double [ poison, %100 ], [ %127, %109 ]
  %133 = phi double [ poison, %100 ], [ %128, %109 ]
  %134 = phi double [ 2.000000e-01, %100 ], [ %127, %109 ]
  %135 = phi double [ 0x3FEFFFFDE7210BE9, %100 ], [ %128, %109 ]
  %136 = icmp eq i32 %105, 0
  br i1 %136, label %146, label %137

137:                                              ; preds = %131
  %138 = fneg double %135
  %139 = call double @llvm.fabs.f64(double %134)
  %140 = fmul double %134, -1.000000e-01
  %141 = call double @llvm.fmuladd.f64(double %140, double %139, double %138)
  %142 = fmul double %141, 1.000000e-01
  %143 = fdiv double %142, 1.700000e+00
  %144 = fadd double %134, %143
  %145 = call double @llvm.fmuladd.f64(double %144, double 1.000000e-01, double %135)
  br label %146

146:                                              ; preds = %131, %137
  %147 = phi double [ %132, %131 ], [ %144, %137 ]
  %148 = phi double [ %133, %131 ], [ %145, %137 ]
  %149 = call double @llvm.fmuladd.f64(double %102, double %102, double %104)
  br label %150

150:                                              ; preds = %146, %49
  %151 = phi double [ 0x3FF08B45AE600BD2, %49 ], [ %149, %146 ]
  %152 = phi double [ 2.000000e-01, %49 ], [ %147, %146 ]
  %153 = phi double [ 0x3FEFFFFDE7210BE9, %49 ], [ %148, %146 ]
  %154 = fmul double %152, 8.500000e-01
  %155 = fmul double %152, %154
  %156 = call double @llvm.fmuladd.f64(double %153, double %153, double %155)
  %157 = fsub double %151, %156
  %158 = fdiv double %157, 2.000000e-06
  %159 = fsub double %55, %158
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = call double @llvm.fabs.f64(double %158)
  %162 = call double @llvm.maxnum.f64(double %161, double 1.000000e+00)
  %163 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ugt double %160, %163
  %165 = fcmp ule double %161, 1.000000e-09
  %166 = or i1 %165, %164
  %167 = select i1 %166, ptr @.str.8, ptr @.str.9
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %55, double noundef %158, ptr noundef nonnull %167)
  %169 = zext i1 %166 to i32
  %170 = load i32, ptr @fails, align 4, !tbaa !5
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr @fails, align 4, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %9, i64 8
  %173 = load double, ptr %172, align 8, !tbaa !22
  br i1 %56, label %174, label %267

174:                                              ; preds = %150
  %175 = add nsw i32 %50, -1
  %176 = and i32 %50, 1
  %177 = icmp eq i32 %175, 0
  br i1 %177, label %202, label %178

178:                                              ; preds = %174
  %179 = and i32 %50, 2147483646
  br label %180

180:                                              ; preds = %180, %178
  %181 = phi double [ 2.000010e-01, %178 ], [ %198, %180 ]
  %182 = phi double [ 1.000000e+00, %178 ], [ %199, %180 ]
  %183 = phi i32 [ 0, %178 ], [ %200, %180 ]
  %184 = fneg double %182
  %185 = call double @llvm.fabs.f64(double %181)
  %186 = fmul double %181, -1.000000e-01
  %187 = call double @llvm.fmuladd.f64(double %186, double %185, double %184)
  %188 = fmul double %187, 1.000000e-01
  %189 = fdiv double %188, 1.700000e+00
  %190 = fadd double %181, %189
  %191 = call double @llvm.fmuladd.f64(double %190, double 1.000000e-01, double %182)
  %192 = fneg double %191
  %193 = call double @llvm.fabs.f64(double %190)
  %194 = fmul double %190, -1.000000e-01
  %195 = call double @llvm.fmuladd.f64(double %194, double %193, double %192)
  %196 = fmul double %195, 1.000000e-01
  %197 = fdiv double %196, 1.700000e+00
  %198 = fadd double %190, %197
  %199 = call double @llvm.fmuladd.f64(double %198, double 1.000000e-01, double %191)
  %200 = add i32 %183, 2
  %201 = icmp eq i32 %200, %179
  br i1 %201, label %202, label %180, !llvm.loop !20

202:                                              ; preds = %180, %174
  %203 = phi double [ poison, %174 ], [ %198, %180 ]
  %204 = phi double [ poison, %174 ], [ %199, %180 ]
  %205 = phi double [ 2.000010e-01, %174 ], [ %198, %180 ]
  %206 = phi double [ 1.000000e+00, %174 ], [ %199, %180 ]
  %207 = icmp eq i32 %176, 0
  br i1 %207, label %217, label %208

208:                                              ; preds = %202
  %209 = fneg double %206
  %210 = call double @llvm.fabs.f64(double %205)
  %211 = fmul double %205, -1.000000e-01
  %212 = call double @llvm.fmuladd.f64(double %211, double %210, double %209)
  %213 = fmul double %212, 1.000000e-01
  %214 = fdiv double %213, 1.700000e+00
  %215 = fadd double %205, %214
  %216 = call double @llvm.fmuladd.f64(double %215, double 1.000000e-01, double %206)
  br label %217

217:                                              ; preds = %202, %208
  %218 = phi double [ %203, %202 ], [ %215, %208 ]
  %219 = phi double [ %204, %202 ], [ %216, %208 ]
  %220 = fmul double %218, 8.500000e-01
  %221 = fmul double %218, %220
  %222 = and i32 %50, 1
  %223 = icmp eq i32 %175, 0
  br i1 %223, label %248, label %224

224:                                              ; preds = %217
  %225 = and i32 %50, 2147483646
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi double [ 1.999990e-01, %224 ], [ %244, %226 ]
  %228 = phi double [ 1.000000e+00, %224 ], [ %245, %226 ]
  %229 = phi i32 [ 0, %224 ], [ %246, %226 ]
  %230 = fneg double %228
  %231 = call double @llvm.fabs.f64(double %227)
  %232 = fmul double %227, -1.000000e-01
  %233 = call double @llvm.fmuladd.f64(double %232, double %231, double %230)
  %234 = fmul double %233, 1.000000e-01
  %235 = fdiv double %234, 1.700000e+00
  %236 = fadd double %227, %235
  %237 = call double @llvm.fmuladd.f64(double %236, double 1.000000e-01, double %228)
  %238 = fneg double %237
  %239 = call double @llvm.fabs.f64(double %236)
  %240 = fmul double %236, -1.000000e-01
  %241 = call double @llvm.fmuladd.f64(double %240, double %239, double %238)
  %242 = fmul double %241, 1.000000e-01
  %243 = fdiv double %242, 1.700000e+00
  %244 = fadd double %236, %243
  %245 = call double @llvm.fmuladd.f64(double %244, double 1.000000e-01, double %237)
  %246 = add i32 %229, 2
  %247 = icmp eq i32 %246, %225
  br i1 %247, label %248, label %226, !llvm.loop !20

248:                                              ; preds = %226, %217
  %249 = phi double [ poison, %217 ], [ %244, %226 ]
  %250 = phi double [ poison, %217 ], [ %245, %226 ]
  %251 = phi double [ 1.999990e-01, %217 ], [ %244, %226 ]
  %252 = phi double [ 1.000000e+00, %217 ], [ %245, %226 ]
  %253 = icmp eq i32 %222, 0
  br i1 %253, label %263, label %254

254:                                              ; preds = %248
  %255 = fneg double %252
  %256 = call double @llvm.fabs.f64(double %251)
  %257 = fmul double %251, -1.000000e-01
  %258 = call double @llvm.fmuladd.f64(double %257, double %256, double %255)
  %259 = fmul double %258, 1.000000e-01
  %260 = fdiv double %259, 1.700000e+00
  %261 = fadd double %251, %260
  %262 = call double @llvm.fmuladd.f64(double %261, double 1.000000e-01, double %252)
  br label %263

263:                                              ; preds = %248, %254
  %264 = phi double [ %249, %248 ], [ %261, %254 ]
  %265 = phi double [ %250, %248 ], [ %262, %254 ]
  %266 = call double @llvm.fmuladd.f64(double %219, double %219, double %221)
  br label %267

267:                                              ; preds = %263, %150
  %268 = phi double [ 0x3FF08B43F0C5B45A, %150 ], [ %266, %263 ]
  %269 = phi double [ 1.999990e-01, %150 ], [ %264, %263 ]
  %270 = phi double [ 1.000000e+00, %150 ], [ %265, %263 ]
  %271 = fmul double %269, 8.500000e-01
  %272 = fmul double %269, %271
  %273 = call double @llvm.fmuladd.f64(double %270, double %270, double %272)
  %274 = fsub double %268, %273
  %275 = fdiv double %274, 2.000000e-06
  %276 = fsub double %173, %275
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = call double @llvm.fabs.f64(double %275)
  %279 = call double @llvm.maxnum.f64(double %278, double 1.000000e+00)
  %280 = fmul double %279, 0x3EB0C6F7A0B5ED8D
  %281 = fcmp ugt double %277, %280
  %282 = fcmp ule double %278, 1.000000e-09
  %283 = or i1 %282, %281
  %284 = select i1 %283, ptr @.str.8, ptr @.str.9
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %173, double noundef %275, ptr noundef nonnull %284)
  %286 = zext i1 %283 to i32
  %287 = load i32, ptr @fails, align 4, !tbaa !5
  %288 = add nsw i32 %287, %286
  store i32 %288, ptr @fails, align 4, !tbaa !5
  %289 = getelementptr inbounds i8, ptr %9, i64 24
  %290 = load double, ptr %289, align 8, !tbaa !23
  br i1 %56, label %291, label %384

291:                                              ; preds = %267
  %292 = add nsw i32 %50, -1
  %293 = and i32 %50, 1
  %294 = icmp eq i32 %292, 0
  br i1 %294, label %319, label %295

295:                                              ; preds = %291
  %296 = and i32 %50, 2147483646
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi double [ 2.000000e-01, %295 ], [ %315, %297 ]
  %299 = phi double [ 1.000000e+00, %295 ], [ %316, %297 ]
  %300 = phi i32 [ 0, %295 ], [ %317, %297 ]
  %301 = fneg double %299
  %302 = call double @llvm.fabs.f64(double %298)
  %303 = fmul double %298, -1.000000e-01
  %304 = call double @llvm.fmuladd.f64(double %303, double %302, double %301)
  %305 = fmul double %304, 1.000000e-01
  %306 = fdiv double %305, 0x3FFB33343FA2AD3E
  %307 = fadd double %298, %306
  %308 = call double @llvm.fmuladd.f64(double %307, double 1.000000e-01, double %299)
  %309 = fneg double %308
  %310 = call double @llvm.fabs.f64(double %307)
  %311 = fmul double %307, -1.000000e-01
  %312 = call double @llvm.fmuladd.f64(double %311, double %310, double %309)
  %313 = fmul double %312, 1.000000e-01
  %314 = fdiv double %313, 0x3FFB33343FA2AD3E
  %315 = fadd double %307, %314
  %316 = call double @llvm.fmuladd.f64(double %315, double 1.000000e-01, double %308)
  %317 = add i32 %300, 2
  %318 = icmp eq i32 %317, %296
  br i1 %318, label %319, label %297, !llvm.loop !20

319:                                              ; preds = %297, %291
  %320 = phi double [ poison, %291 ], [ %315, %297 ]
  %321 = phi double [ poison, %291 ], [ %316, %297 ]
  %322 = phi double [ 2.000000e-01, %291 ], [ %315, %297 ]
  %323 = phi double [ 1.000000e+00, %291 ], [ %316, %297 ]
  %324 = icmp eq i32 %293, 0
  br i1 %324, label %334, label %325

325:                                              ; preds = %319
  %326 = fneg double %323
  %327 = call double @llvm.fabs.f64(double %322)
  %328 = fmul double %322, -1.000000e-01
  %329 = call double @llvm.fmuladd.f64(double %328, double %327, double %326)
  %330 = fmul double %329, 1.000000e-01
  %331 = fdiv double %330, 0x3FFB33343FA2AD3E
  %332 = fadd double %322, %331
  %333 = call double @llvm.fmuladd.f64(double %332, double 1.000000e-01, double %323)
  br label %334

334:                                              ; preds = %319, %325
  %335 = phi double [ %320, %319 ], [ %332, %325 ]
  %336 = phi double [ %321, %319 ], [ %333, %325 ]
  %337 = fmul double %335, 0x3FEB33343FA2AD3E
  %338 = fmul double %335, %337
  %339 = and i32 %50, 1
  %340 = icmp eq i32 %292, 0
  br i1 %340, label %365, label %341

341:                                              ; preds = %334
  %342 = and i32 %50, 2147483646
  br label %343

343:                                              ; preds = %343, %341
  %344 = phi double [ 2.000000e-01, %341 ], [ %361, %343 ]
  %345 = phi double [ 1.000000e+00, %341 ], [ %362, %343 ]
  %346 = phi i32 [ 0, %341 ], [ %363, %343 ]
  %347 = fneg double %345
  %348 = call double @llvm.fabs.f64(double %344)
  %349 = fmul double %344, -1.000000e-01
  %350 = call double @llvm.fmuladd.f64(double %349, double %348, double %347)
  %351 = fmul double %350, 1.000000e-01
  %352 = fdiv double %351, 0x3FFB333226C3B928
  %353 = fadd double %344, %352
  %354 = call double @llvm.fmuladd.f64(double %353, double 1.000000e-01, double %345)
  %355 = fneg double %354
  %356 = call double @llvm.fabs.f64(double %353)
  %357 = fmul double %353, -1.000000e-01
  %358 = call double @llvm.fmuladd.f64(double %357, double %356, double %355)
  %359 = fmul double %358, 1.000000e-01
  %360 = fdiv double %359, 0x3FFB333226C3B928
  %361 = fadd double %353, %360
  %362 = call double @llvm.fmuladd.f64(double %361, double 1.000000e-01, double %354)
  %363 = add i32 %346, 2
  %364 = icmp eq i32 %363, %342
  br i1 %364, label %365, label %343, !llvm.loop !20

365:                                              ; preds = %343, %334
  %366 = phi double [ poison, %334 ], [ %361, %343 ]
  %367 = phi double [ poison, %334 ], [ %362, %343 ]
  %368 = phi double [ 2.000000e-01, %334 ], [ %361, %343 ]
  %369 = phi double [ 1.000000e+00, %334 ], [ %362, %343 ]
  %370 = icmp eq i32 %339, 0
  br i1 %370, label %380, label %371

371:                                              ; preds = %365
  %372 = fneg double %369
  %373 = call double @llvm.fabs.f64(double %368)
  %374 = fmul double %368, -1.000000e-01
  %375 = call double @llvm.fmuladd.f64(double %374, double %373, double %372)
  %376 = fmul double %375, 1.000000e-01
  %377 = fdiv double %376, 0x3FFB333226C3B928
  %378 = fadd double %368, %377
  %379 = call double @llvm.fmuladd.f64(double %378, double 1.000000e-01, double %369)
  br label %380

380:                                              ; preds = %365, %371
  %381 = phi double [ %366, %365 ], [ %378, %371 ]
  %382 = phi double [ %367, %365 ], [ %379, %371 ]
  %383 = call double @llvm.fmuladd.f64(double %336, double %336, double %338)
  br label %384

384:                                              ; preds = %380, %267
  %385 = phi double [ 0x3FF08B439ADF69DD, %267 ], [ %383, %380 ]
  %386 = phi double [ 2.000000e-01, %267 ], [ %381, %380 ]
  %387 = phi double [ 1.000000e+00, %267 ], [ %382, %380 ]
  %388 = fmul double %386, 0x3FEB333226C3B928
  %389 = fmul double %386, %388
  %390 = call double @llvm.fmuladd.f64(double %387, double %387, double %389)
  %391 = fsub double %385, %390
  %392 = fdiv double %391, 2.000000e-06
  %393 = fsub double %290, %392
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = call double @llvm.fabs.f64(double %392)
  %396 = call double @llvm.maxnum.f64(double %395, double 1.000000e+00)
  %397 = fmul double %396, 0x3EB0C6F7A0B5ED8D
  %398 = fcmp ugt double %394, %397
  %399 = fcmp ule double %395, 1.000000e-09
  %400 = or i1 %399, %398
  %401 = select i1 %400, ptr @.str.8, ptr @.str.9
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %290, double noundef %392, ptr noundef nonnull %401)
  %403 = zext i1 %400 to i32
  %404 = load i32, ptr @fails, align 4, !tbaa !5
  %405 = add nsw i32 %404, %403
  store i32 %405, ptr @fails, align 4, !tbaa !5
  %406 = icmp eq i32 %405, 0
  %407 = select i1 %406, ptr @.str.9, ptr @.str.8
  %408 = call i32 @puts(ptr nonnull dereferenceable(1) %407)
  %409 = load i32, ptr @fails, align 4, !tbaa !5
  %410 = icmp ne i32 %409, 0
  %411 = zext i1 %410 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %411

412:                                              ; preds = %0, %469
  %413 = phi i64 [ 0, %0 ], [ %491, %469 ]
  %414 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %413
  %415 = load double, ptr %414, align 8, !tbaa !14
  %416 = fadd double %415, 0x3EB0C6F7A0B5ED8D
  store double %416, ptr %414, align 8, !tbaa !14
  %417 = load double, ptr %3, align 16
  %418 = load double, ptr %40, align 8
  %419 = load double, ptr %41, align 16
  %420 = load i32, ptr %42, align 8
  %421 = icmp sgt i32 %420, 0
  br i1 %421, label %422, label %469

422:                                              ; preds = %412
  %423 = zext nneg i32 %420 to i64
  br label %424

424:                                              ; preds = %424, %422
  %425 = phi i64 [ 0, %422 ], [ %435, %424 ]
  %426 = phi double [ 0.000000e+00, %422 ], [ %441, %424 ]
  %427 = getelementptr inbounds double, ptr %4, i64 %425
  %428 = load double, ptr %427, align 8, !tbaa !14
  %429 = fmul double %417, %428
  %430 = call double @sin(double noundef %428) #11
  %431 = fmul double %418, %430
  %432 = call double @llvm.fmuladd.f64(double %429, double %428, double %431)
  %433 = load double, ptr %427, align 8, !tbaa !14
  %434 = fmul double %419, %433
  %435 = add nuw nsw i64 %425, 1
  %436 = icmp eq i64 %435, %423
  %437 = select i1 %436, i64 0, i64 %435
  %438 = getelementptr inbounds double, ptr %4, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !14
  %440 = call double @llvm.fmuladd.f64(double %434, double %439, double %432)
  %441 = fadd double %426, %440
  br i1 %436, label %442, label %424, !llvm.loop !24

442:                                              ; preds = %424
  %443 = load i32, ptr %42, align 8
  %444 = fadd double %415, 0xBEB0C6F7A0B5ED8D
  store double %444, ptr %414, align 8, !tbaa !14
  %445 = load double, ptr %3, align 16
  %446 = load double, ptr %40, align 8
  %447 = load double, ptr %41, align 16
  %448 = icmp sgt i32 %443, 0
  br i1 %448, label %449, label %469

449:                                              ; preds = %442
  %450 = zext nneg i32 %443 to i64
  br label %451

451:                                              ; preds = %451, %449
  %452 = phi i64 [ 0, %449 ], [ %462, %451 ]
  %453 = phi double [ 0.000000e+00, %449 ], [ %468, %451 ]
  %454 = getelementptr inbounds double, ptr %4, i64 %452
  %455 = load double, ptr %454, align 8, !tbaa !14
  %456 = fmul double %445, %455
  %457 = call double @sin(double noundef %455) #11
  %458 = fmul double %446, %457
  %459 = call double @llvm.fmuladd.f64(double %456, double %455, double %458)
  %460 = load double, ptr %454, align 8, !tbaa !14
  %461 = fmul double %447, %460
  %462 = add nuw nsw i64 %452, 1
  %463 = icmp eq i64 %462, %450
  %464 = select i1 %463, i64 0, i64 %462
  %465 = getelementptr inbounds double, ptr %4, i64 %464
  %466 = load double, ptr %465, align 8, !tbaa !14
  %467 = call double @llvm.fmuladd.f64(double %461, double %466, double %459)
  %468 = fadd double %453, %467
  br i1 %463, label %469, label %451, !llvm.loop !24

469:                                              ; preds = %451, %412, %442
  %470 = phi double [ %441, %442 ], [ 0.000000e+00, %412 ], [ %441, %451 ]
  %471 = phi double [ 0.000000e+00, %442 ], [ 0.000000e+00, %412 ], [ %468, %451 ]
  store double %415, ptr %414, align 8, !tbaa !14
  %472 = trunc nuw nsw i64 %413 to i32
  %473 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %472) #11
  %474 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %413
  %475 = load double, ptr %474, align 8, !tbaa !14
  %476 = fsub double %470, %471
  %477 = fdiv double %476, 2.000000e-06
  %478 = fsub double %475, %477
  %479 = call double @llvm.fabs.f64(double %478)
  %480 = call double @llvm.fabs.f64(double %477)
  %481 = call double @llvm.maxnum.f64(double %480, double 1.000000e+00)
  %482 = fmul double %481, 0x3EB0C6F7A0B5ED8D
  %483 = fcmp ugt double %479, %482
  %484 = fcmp ule double %480, 1.000000e-09
  %485 = or i1 %484, %483
  %486 = select i1 %485, ptr @.str.8, ptr @.str.9
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %6, double noundef %475, double noundef %477, ptr noundef nonnull %486)
  %488 = zext i1 %485 to i32
  %489 = load i32, ptr @fails, align 4, !tbaa !5
  %490 = add nsw i32 %489, %488
  store i32 %490, ptr @fails, align 4, !tbaa !5
  %491 = add nuw nsw i64 %413, 1
  %492 = icmp eq i64 %491, 5
  br i1 %492, label %49, label %412, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff_3(ptr dead_on_unwind writable sret(%struct.grad3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_val(double %0, double %1, double noundef %2) #3 {
  %4 = fmul double %0, %2
  %5 = tail call double @sin(double noundef %4) #11
  %6 = fmul double %1, %1
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %2, double %5)
  %8 = tail call double @atan2(double noundef %1, double noundef %0) #11
  %9 = fadd double %7, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f_cfg(ptr nocapture noundef readonly byval(%struct.params) align 8 %0, ptr nocapture noundef readonly %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !17
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %2
  %7 = load double, ptr %0, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load double, ptr %10, align 8, !tbaa !15
  %12 = zext nneg i32 %4 to i64
  br label %15

13:                                               ; preds = %15, %2
  %14 = phi double [ 0.000000e+00, %2 ], [ %33, %15 ]
  ret double %14

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %26, %15 ]
  %17 = phi double [ 0.000000e+00, %6 ], [ %33, %15 ]
  %18 = getelementptr inbounds double, ptr %1, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !14
  %20 = fmul double %7, %19
  %21 = tail call double @sin(double noundef %19) #11
  %22 = fmul double %9, %21
  %23 = tail call double @llvm.fmuladd.f64(double %20, double %19, double %22)
  %24 = load double, ptr %18, align 8, !tbaa !14
  %25 = fmul double %11, %24
  %26 = add nuw nsw i64 %16, 1
  %27 = icmp eq i64 %26, %12
  %28 = and i64 %26, 4294967295
  %29 = select i1 %27, i64 0, i64 %28
  %30 = getelementptr inbounds double, ptr %1, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !14
  %32 = tail call double @llvm.fmuladd.f64(double %25, double %31, double %23)
  %33 = fadd double %17, %32
  %34 = icmp eq i64 %26, %12
  br i1 %34, label %13, label %15, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @f_body(ptr nocapture noundef %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr %2, align 8, !tbaa !28
  %4 = icmp sgt i32 %3, 0
  %5 = load double, ptr %0, align 8, !tbaa !18
  br i1 %4, label %11, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !22
  br label %38

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load double, ptr %13, align 8, !tbaa !23
  %15 = load double, ptr %12, align 8, !tbaa !22
  %16 = and i32 %3, 1
  %17 = icmp eq i32 %3, 1
  br i1 %17, label %20, label %18

18:                                               ; preds = %11
  %19 = and i32 %3, 2147483646
  br label %46

20:                                               ; preds = %46, %11
  %21 = phi double [ poison, %11 ], [ %64, %46 ]
  %22 = phi double [ poison, %11 ], [ %65, %46 ]
  %23 = phi double [ %15, %11 ], [ %64, %46 ]
  %24 = phi double [ %5, %11 ], [ %65, %46 ]
  %25 = icmp eq i32 %16, 0
  br i1 %25, label %35, label %26

26:                                               ; preds = %20
  %27 = fneg double %24
  %28 = tail call double @llvm.fabs.f64(double %23)
  %29 = fmul double %23, -1.000000e-01
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %28, double %27)
  %31 = fmul double %30, 1.000000e-01
  %32 = fdiv double %31, %14
  %33 = fadd double %23, %32
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double %24)
  br label %35

35:                                               ; preds = %20, %26
  %36 = phi double [ %21, %20 ], [ %33, %26 ]
  %37 = phi double [ %22, %20 ], [ %34, %26 ]
  store double %37, ptr %0, align 8, !tbaa !18
  store double %36, ptr %12, align 8, !tbaa !22
  br label %38

38:                                               ; preds = %6, %35
  %39 = phi double [ %36, %35 ], [ %10, %6 ]
  %40 = phi double [ %14, %35 ], [ %8, %6 ]
  %41 = phi double [ %37, %35 ], [ %5, %6 ]
  %42 = fmul double %40, 5.000000e-01
  %43 = fmul double %42, %39
  %44 = fmul double %39, %43
  %45 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %44)
  ret double %45

46:                                               ; preds = %46, %18
  %47 = phi double [ %15, %18 ], [ %64, %46 ]
  %48 = phi double [ %5, %18 ], [ %65, %46 ]
  %49 = phi i32 [ 0, %18 ], [ %66, %46 ]
  %50 = fneg double %48
  %51 = tail call double @llvm.fabs.f64(double %47)
  %52 = fmul double %47, -1.000000e-01
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %51, double %50)
  %54 = fmul double %53, 1.000000e-01
  %55 = fdiv double %54, %14
  %56 = fadd double %47, %55
  %57 = tail call double @llvm.fmuladd.f64(double %56, double 1.000000e-01, double %48)
  %58 = fneg double %57
  %59 = tail call double @llvm.fabs.f64(double %56)
  %60 = fmul double %56, -1.000000e-01
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %59, double %58)
  %62 = fmul double %61, 1.000000e-01
  %63 = fdiv double %62, %14
  %64 = fadd double %56, %63
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double %57)
  %66 = add i32 %49, 2
  %67 = icmp eq i32 %66, %19
  br i1 %67, label %20, label %46, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!10, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !11, i64 16}
!16 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16, !6, i64 24}
!17 = !{!16, !6, i64 24}
!18 = !{!19, !11, i64 0}
!19 = !{!"", !11, i64 0, !11, i64 8, !6, i64 16, !11, i64 24}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!19, !11, i64 8}
!23 = !{!19, !11, i64 24}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21}
!26 = !{!16, !11, i64 0}
!27 = !{!16, !11, i64 8}
!28 = !{!19, !6, i64 16}
