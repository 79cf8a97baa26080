; ModuleID = 'rev/06_fixed_loop.c'
source_filename = "rev/06_fixed_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@wt = internal unnamed_addr constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00, double -1.500000e+00, double 7.500000e-01, double 3.000000e-01, double -8.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"energy d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"map w.y d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"dot16 d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca [16 x double], align 16
  %10 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %9, i8 0, i64 128, i1 false)
  br label %61

11:                                               ; preds = %61
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #12
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %12, ptr noundef nonnull %3, ptr noundef nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) @wt, i64 64, i1 false), !tbaa !9
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @map, i32 noundef %14, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %7) #12
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dot16, ptr noundef nonnull %3, ptr noundef nonnull %9, i32 noundef %15, ptr noundef nonnull %8) #12
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = getelementptr inbounds i8, ptr %3, i64 24
  %20 = getelementptr inbounds i8, ptr %3, i64 32
  %21 = getelementptr inbounds i8, ptr %3, i64 40
  %22 = getelementptr inbounds i8, ptr %3, i64 48
  %23 = getelementptr inbounds i8, ptr %3, i64 56
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = getelementptr inbounds i8, ptr %2, i64 24
  %27 = getelementptr inbounds i8, ptr %2, i64 32
  %28 = getelementptr inbounds i8, ptr %2, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = getelementptr inbounds i8, ptr %2, i64 56
  %31 = getelementptr inbounds i8, ptr %8, i64 8
  %32 = getelementptr inbounds i8, ptr %8, i64 16
  %33 = getelementptr inbounds i8, ptr %8, i64 24
  %34 = getelementptr inbounds i8, ptr %8, i64 32
  %35 = getelementptr inbounds i8, ptr %8, i64 40
  %36 = getelementptr inbounds i8, ptr %8, i64 48
  %37 = getelementptr inbounds i8, ptr %8, i64 56
  %38 = getelementptr inbounds i8, ptr %3, i64 64
  %39 = getelementptr inbounds i8, ptr %8, i64 64
  %40 = getelementptr inbounds i8, ptr %3, i64 72
  %41 = getelementptr inbounds i8, ptr %8, i64 72
  %42 = getelementptr inbounds i8, ptr %3, i64 80
  %43 = getelementptr inbounds i8, ptr %8, i64 80
  %44 = getelementptr inbounds i8, ptr %3, i64 88
  %45 = getelementptr inbounds i8, ptr %8, i64 88
  %46 = getelementptr inbounds i8, ptr %3, i64 96
  %47 = getelementptr inbounds i8, ptr %8, i64 96
  %48 = getelementptr inbounds i8, ptr %3, i64 104
  %49 = getelementptr inbounds i8, ptr %8, i64 104
  %50 = getelementptr inbounds i8, ptr %3, i64 112
  %51 = getelementptr inbounds i8, ptr %8, i64 112
  %52 = getelementptr inbounds i8, ptr %3, i64 120
  %53 = getelementptr inbounds i8, ptr %8, i64 120
  %54 = getelementptr inbounds i8, ptr %1, i64 8
  %55 = getelementptr inbounds i8, ptr %1, i64 16
  %56 = getelementptr inbounds i8, ptr %1, i64 24
  %57 = getelementptr inbounds i8, ptr %1, i64 32
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = getelementptr inbounds i8, ptr %1, i64 48
  %60 = getelementptr inbounds i8, ptr %1, i64 56
  br label %81

61:                                               ; preds = %0, %61
  %62 = phi i64 [ 0, %0 ], [ %72, %61 ]
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.300000e+00, double 2.000000e-01)
  %66 = tail call double @sin(double noundef %65) #12
  %67 = fmul double %64, 1.000000e-01
  %68 = tail call double @llvm.fmuladd.f64(double %66, double 4.000000e-01, double %67)
  %69 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %62
  store double %68, ptr %69, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double 1.000000e+00)
  %71 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %62
  store double %70, ptr %71, align 8, !tbaa !9
  %72 = add nuw nsw i64 %62, 1
  %73 = icmp eq i64 %72, 16
  br i1 %73, label %11, label %61, !llvm.loop !11

74:                                               ; preds = %407
  %75 = icmp eq i32 %426, 0
  %76 = select i1 %75, ptr @.str.5, ptr @.str.4
  %77 = call i32 @puts(ptr nonnull dereferenceable(1) %76)
  %78 = load i32, ptr @fails, align 4, !tbaa !5
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  ret i32 %80

81:                                               ; preds = %11, %407
  %82 = phi i64 [ 0, %11 ], [ %427, %407 ]
  %83 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fadd double %84, 0x3EB0C6F7A0B5ED8D
  store double %85, ptr %83, align 8, !tbaa !9
  %86 = load double, ptr %3, align 16, !tbaa !9
  %87 = load double, ptr %17, align 8, !tbaa !9
  %88 = load <2 x double>, ptr %18, align 16
  %89 = load <2 x double>, ptr %19, align 8
  %90 = load <2 x double>, ptr %20, align 16
  %91 = load <2 x double>, ptr %21, align 8
  %92 = load <2 x double>, ptr %22, align 16
  %93 = load <2 x double>, ptr %23, align 8
  %94 = fmul double %86, %87
  %95 = call double @sin(double noundef %94) #12
  %96 = load double, ptr %17, align 8, !tbaa !9
  %97 = load double, ptr %18, align 16, !tbaa !9
  %98 = fmul double %96, %97
  %99 = call double @sin(double noundef %98) #12
  %100 = load double, ptr %18, align 16, !tbaa !9
  %101 = load double, ptr %19, align 8, !tbaa !9
  %102 = fmul double %100, %101
  %103 = call double @sin(double noundef %102) #12
  %104 = load double, ptr %19, align 8, !tbaa !9
  %105 = load double, ptr %20, align 16, !tbaa !9
  %106 = fmul double %104, %105
  %107 = call double @sin(double noundef %106) #12
  %108 = load double, ptr %20, align 16, !tbaa !9
  %109 = load double, ptr %21, align 8, !tbaa !9
  %110 = fmul double %108, %109
  %111 = call double @sin(double noundef %110) #12
  %112 = load double, ptr %21, align 8, !tbaa !9
  %113 = load double, ptr %22, align 16, !tbaa !9
  %114 = fmul double %112, %113
  %115 = call double @sin(double noundef %114) #12
  %116 = load double, ptr %22, align 16, !tbaa !9
  %117 = load double, ptr %23, align 8, !tbaa !9
  %118 = fmul double %116, %117
  %119 = call double @sin(double noundef %118) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #12
  call void @map(ptr noundef nonnull %2, ptr noundef nonnull readonly %3)
  %120 = load <2 x double>, ptr %2, align 16
  %121 = load <2 x double>, ptr %24, align 8
  %122 = load <2 x double>, ptr %25, align 16
  %123 = load <2 x double>, ptr %26, align 8
  %124 = load <2 x double>, ptr %27, align 16
  %125 = load <2 x double>, ptr %28, align 8
  %126 = load <2 x double>, ptr %29, align 16
  %127 = load double, ptr %30, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #12
  %128 = load double, ptr %3, align 16, !tbaa !9
  %129 = load double, ptr %8, align 16, !tbaa !9
  %130 = fmul double %128, %129
  %131 = call double @llvm.fmuladd.f64(double %130, double %128, double 0.000000e+00)
  %132 = load double, ptr %17, align 8, !tbaa !9
  %133 = load double, ptr %31, align 8, !tbaa !9
  %134 = fmul double %132, %133
  %135 = call double @llvm.fmuladd.f64(double %134, double %132, double %131)
  %136 = load double, ptr %18, align 16, !tbaa !9
  %137 = load double, ptr %32, align 16, !tbaa !9
  %138 = fmul double %136, %137
  %139 = call double @llvm.fmuladd.f64(double %138, double %136, double %135)
  %140 = load double, ptr %19, align 8, !tbaa !9
  %141 = load double, ptr %33, align 8, !tbaa !9
  %142 = fmul double %140, %141
  %143 = call double @llvm.fmuladd.f64(double %142, double %140, double %139)
  %144 = load double, ptr %20, align 16, !tbaa !9
  %145 = load double, ptr %34, align 16, !tbaa !9
  %146 = fmul double %144, %145
  %147 = call double @llvm.fmuladd.f64(double %146, double %144, double %143)
  %148 = load double, ptr %21, align 8, !tbaa !9
  %149 = load double, ptr %35, align 8, !tbaa !9
  %150 = fmul double %148, %149
  %151 = call double @llvm.fmuladd.f64(double %150, double %148, double %147)
  %152 = load double, ptr %22, align 16, !tbaa !9
  %153 = load double, ptr %36, align 16, !tbaa !9
  %154 = fmul double %152, %153
  %155 = call double @llvm.fmuladd.f64(double %154, double %152, double %151)
  %156 = load double, ptr %23, align 8, !tbaa !9
  %157 = load double, ptr %37, align 8, !tbaa !9
  %158 = fmul double %156, %157
  %159 = call double @llvm.fmuladd.f64(double %158, double %156, double %155)
  %160 = load double, ptr %38, align 16, !tbaa !9
  %161 = load double, ptr %39, align 16, !tbaa !9
  %162 = fmul double %160, %161
  %163 = call double @llvm.fmuladd.f64(double %162, double %160, double %159)
  %164 = load double, ptr %40, align 8, !tbaa !9
  %165 = load double, ptr %41, align 8, !tbaa !9
  %166 = fmul double %164, %165
  %167 = call double @llvm.fmuladd.f64(double %166, double %164, double %163)
  %168 = load double, ptr %42, align 16, !tbaa !9
  %169 = load double, ptr %43, align 16, !tbaa !9
  %170 = fmul double %168, %169
  %171 = call double @llvm.fmuladd.f64(double %170, double %168, double %167)
  %172 = load double, ptr %44, align 8, !tbaa !9
  %173 = load double, ptr %45, align 8, !tbaa !9
  %174 = fmul double %172, %173
  %175 = call double @llvm.fmuladd.f64(double %174, double %172, double %171)
  %176 = load double, ptr %46, align 16, !tbaa !9
  %177 = load double, ptr %47, align 16, !tbaa !9
  %178 = fmul double %176, %177
  %179 = call double @llvm.fmuladd.f64(double %178, double %176, double %175)
  %180 = load double, ptr %48, align 8, !tbaa !9
  %181 = load double, ptr %49, align 8, !tbaa !9
  %182 = fmul double %180, %181
  %183 = call double @llvm.fmuladd.f64(double %182, double %180, double %179)
  %184 = load double, ptr %50, align 16, !tbaa !9
  %185 = load double, ptr %51, align 16, !tbaa !9
  %186 = fmul double %184, %185
  %187 = call double @llvm.fmuladd.f64(double %186, double %184, double %183)
  %188 = load double, ptr %52, align 8, !tbaa !9
  %189 = load double, ptr %53, align 8, !tbaa !9
  %190 = fmul double %188, %189
  %191 = call double @llvm.fmuladd.f64(double %190, double %188, double %187)
  %192 = fadd double %84, 0xBEB0C6F7A0B5ED8D
  store double %192, ptr %83, align 8, !tbaa !9
  %193 = load double, ptr %3, align 16, !tbaa !9
  %194 = load double, ptr %17, align 8, !tbaa !9
  %195 = load double, ptr %18, align 16, !tbaa !9
  %196 = load double, ptr %19, align 8, !tbaa !9
  %197 = load double, ptr %20, align 16, !tbaa !9
  %198 = load double, ptr %21, align 8, !tbaa !9
  %199 = load double, ptr %22, align 16, !tbaa !9
  %200 = load double, ptr %23, align 8, !tbaa !9
  %201 = fmul double %193, %194
  %202 = call double @sin(double noundef %201) #12
  %203 = load double, ptr %17, align 8, !tbaa !9
  %204 = load double, ptr %18, align 16, !tbaa !9
  %205 = fmul double %203, %204
  %206 = call double @sin(double noundef %205) #12
  %207 = load double, ptr %18, align 16, !tbaa !9
  %208 = load double, ptr %19, align 8, !tbaa !9
  %209 = fmul double %207, %208
  %210 = call double @sin(double noundef %209) #12
  %211 = load double, ptr %19, align 8, !tbaa !9
  %212 = load double, ptr %20, align 16, !tbaa !9
  %213 = fmul double %211, %212
  %214 = call double @sin(double noundef %213) #12
  %215 = load double, ptr %20, align 16, !tbaa !9
  %216 = load double, ptr %21, align 8, !tbaa !9
  %217 = fmul double %215, %216
  %218 = call double @sin(double noundef %217) #12
  %219 = load double, ptr %21, align 8, !tbaa !9
  %220 = load double, ptr %22, align 16, !tbaa !9
  %221 = fmul double %219, %220
  %222 = call double @sin(double noundef %221) #12
  %223 = load double, ptr %22, align 16, !tbaa !9
  %224 = load double, ptr %23, align 8, !tbaa !9
  %225 = fmul double %223, %224
  %226 = call double @sin(double noundef %225) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12
  call void @map(ptr noundef nonnull %1, ptr noundef nonnull readonly %3)
  %227 = load double, ptr %1, align 16, !tbaa !9
  %228 = load double, ptr %54, align 8, !tbaa !9
  %229 = load double, ptr %55, align 16, !tbaa !9
  %230 = load double, ptr %56, align 8, !tbaa !9
  %231 = load double, ptr %57, align 16, !tbaa !9
  %232 = load double, ptr %58, align 8, !tbaa !9
  %233 = load double, ptr %59, align 16, !tbaa !9
  %234 = load double, ptr %60, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  %235 = load double, ptr %3, align 16, !tbaa !9
  %236 = load double, ptr %8, align 16, !tbaa !9
  %237 = fmul double %235, %236
  %238 = call double @llvm.fmuladd.f64(double %237, double %235, double 0.000000e+00)
  %239 = load double, ptr %17, align 8, !tbaa !9
  %240 = load double, ptr %31, align 8, !tbaa !9
  %241 = fmul double %239, %240
  %242 = call double @llvm.fmuladd.f64(double %241, double %239, double %238)
  %243 = load double, ptr %18, align 16, !tbaa !9
  %244 = load double, ptr %32, align 16, !tbaa !9
  %245 = fmul double %243, %244
  %246 = call double @llvm.fmuladd.f64(double %245, double %243, double %242)
  %247 = load double, ptr %19, align 8, !tbaa !9
  %248 = load double, ptr %33, align 8, !tbaa !9
  %249 = fmul double %247, %248
  %250 = call double @llvm.fmuladd.f64(double %249, double %247, double %246)
  %251 = load double, ptr %20, align 16, !tbaa !9
  %252 = load double, ptr %34, align 16, !tbaa !9
  %253 = fmul double %251, %252
  %254 = call double @llvm.fmuladd.f64(double %253, double %251, double %250)
  %255 = load double, ptr %21, align 8, !tbaa !9
  %256 = load double, ptr %35, align 8, !tbaa !9
  %257 = fmul double %255, %256
  %258 = call double @llvm.fmuladd.f64(double %257, double %255, double %254)
  %259 = load double, ptr %22, align 16, !tbaa !9
  %260 = load double, ptr %36, align 16, !tbaa !9
  %261 = fmul double %259, %260
  %262 = call double @llvm.fmuladd.f64(double %261, double %259, double %258)
  %263 = load double, ptr %23, align 8, !tbaa !9
  %264 = load double, ptr %37, align 8, !tbaa !9
  %265 = fmul double %263, %264
  %266 = call double @llvm.fmuladd.f64(double %265, double %263, double %262)
  %267 = load double, ptr %38, align 16, !tbaa !9
  %268 = load double, ptr %39, align 16, !tbaa !9
  %269 = fmul double %267, %268
  %270 = call double @llvm.fmuladd.f64(double %269, double %267, double %266)
  %271 = load double, ptr %40, align 8, !tbaa !9
  %272 = load double, ptr %41, align 8, !tbaa !9
  %273 = fmul double %271, %272
  %274 = call double @llvm.fmuladd.f64(double %273, double %271, double %270)
  %275 = load double, ptr %42, align 16, !tbaa !9
  %276 = load double, ptr %43, align 16, !tbaa !9
  %277 = fmul double %275, %276
  %278 = call double @llvm.fmuladd.f64(double %277, double %275, double %274)
  %279 = load double, ptr %44, align 8, !tbaa !9
  %280 = load double, ptr %45, align 8, !tbaa !9
  %281 = fmul double %279, %280
  %282 = call double @llvm.fmuladd.f64(double %281, double %279, double %278)
  %283 = load double, ptr %46, align 16, !tbaa !9
  %284 = load double, ptr %47, align 16, !tbaa !9
  %285 = fmul double %283, %284
  %286 = call double @llvm.fmuladd.f64(double %285, double %283, double %282)
  %287 = load double, ptr %48, align 8, !tbaa !9
  %288 = load double, ptr %49, align 8, !tbaa !9
  %289 = fmul double %287, %288
  %290 = call double @llvm.fmuladd.f64(double %289, double %287, double %286)
  %291 = load double, ptr %50, align 16, !tbaa !9
  %292 = load double, ptr %51, align 16, !tbaa !9
  %293 = fmul double %291, %292
  %294 = call double @llvm.fmuladd.f64(double %293, double %291, double %290)
  %295 = load double, ptr %52, align 8, !tbaa !9
  %296 = load double, ptr %53, align 8, !tbaa !9
  %297 = fmul double %295, %296
  %298 = call double @llvm.fmuladd.f64(double %297, double %295, double %294)
  store double %84, ptr %83, align 8, !tbaa !9
  %299 = icmp ult i64 %82, 8
  br i1 %299, label %302, label %300

300:                                              ; preds = %81
  %301 = trunc nuw nsw i64 %82 to i32
  br label %407

302:                                              ; preds = %81
  %303 = insertelement <2 x double> %120, double %227, i64 1
  %304 = fadd <2 x double> %303, zeroinitializer
  %305 = insertelement <2 x double> %93, double %200, i64 1
  %306 = fmul <2 x double> %305, %305
  %307 = insertelement <2 x double> %92, double %199, i64 1
  %308 = fmul <2 x double> %307, %307
  %309 = insertelement <2 x double> %91, double %198, i64 1
  %310 = fmul <2 x double> %309, %309
  %311 = insertelement <2 x double> %90, double %197, i64 1
  %312 = fmul <2 x double> %311, %311
  %313 = insertelement <2 x double> %89, double %196, i64 1
  %314 = fmul <2 x double> %313, %313
  %315 = insertelement <2 x double> %88, double %195, i64 1
  %316 = fmul <2 x double> %315, %315
  %317 = insertelement <2 x double> poison, double %87, i64 0
  %318 = insertelement <2 x double> %317, double %194, i64 1
  %319 = fmul <2 x double> %318, %318
  %320 = insertelement <2 x double> poison, double %86, i64 0
  %321 = insertelement <2 x double> %320, double %193, i64 1
  %322 = fmul <2 x double> %321, %321
  %323 = insertelement <2 x double> %121, double %228, i64 1
  %324 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %323, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %304)
  %325 = insertelement <2 x double> %122, double %229, i64 1
  %326 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %325, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %324)
  %327 = insertelement <2 x double> %123, double %230, i64 1
  %328 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %326)
  %329 = insertelement <2 x double> %124, double %231, i64 1
  %330 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %329, <2 x double> <double -1.500000e+00, double -1.500000e+00>, <2 x double> %328)
  %331 = insertelement <2 x double> %125, double %232, i64 1
  %332 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %330)
  %333 = insertelement <2 x double> %126, double %233, i64 1
  %334 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %333, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> %332)
  %335 = insertelement <2 x double> poison, double %127, i64 0
  %336 = insertelement <2 x double> %335, double %234, i64 1
  %337 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %336, <2 x double> <double -8.000000e-01, double -8.000000e-01>, <2 x double> %334)
  %338 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %322)
  %339 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %316, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %338)
  %340 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %314, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %339)
  %341 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %340)
  %342 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %341)
  %343 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %308, <2 x double> <double 7.000000e+00, double 7.000000e+00>, <2 x double> %342)
  %344 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %306, <2 x double> <double 8.000000e+00, double 8.000000e+00>, <2 x double> %343)
  %345 = insertelement <2 x double> poison, double %95, i64 0
  %346 = insertelement <2 x double> %345, double %202, i64 1
  %347 = fadd <2 x double> %346, %344
  %348 = insertelement <2 x double> poison, double %99, i64 0
  %349 = insertelement <2 x double> %348, double %206, i64 1
  %350 = fadd <2 x double> %347, %349
  %351 = insertelement <2 x double> poison, double %103, i64 0
  %352 = insertelement <2 x double> %351, double %210, i64 1
  %353 = fadd <2 x double> %350, %352
  %354 = insertelement <2 x double> poison, double %107, i64 0
  %355 = insertelement <2 x double> %354, double %214, i64 1
  %356 = fadd <2 x double> %353, %355
  %357 = insertelement <2 x double> poison, double %111, i64 0
  %358 = insertelement <2 x double> %357, double %218, i64 1
  %359 = fadd <2 x double> %356, %358
  %360 = insertelement <2 x double> poison, double %115, i64 0
  %361 = insertelement <2 x double> %360, double %222, i64 1
  %362 = fadd <2 x double> %359, %361
  %363 = insertelement <2 x double> poison, double %119, i64 0
  %364 = insertelement <2 x double> %363, double %226, i64 1
  %365 = fadd <2 x double> %362, %364
  %366 = trunc nuw nsw i64 %82 to i32
  %367 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %366) #12
  %368 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %82
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %82
  %371 = shufflevector <2 x double> %337, <2 x double> %365, <2 x i32> <i32 0, i32 2>
  %372 = shufflevector <2 x double> %337, <2 x double> %365, <2 x i32> <i32 1, i32 3>
  %373 = fsub <2 x double> %371, %372
  %374 = fdiv <2 x double> %373, <double 2.000000e-06, double 2.000000e-06>
  %375 = extractelement <2 x double> %374, i64 1
  %376 = fsub double %369, %375
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %374)
  %379 = extractelement <2 x double> %378, i64 1
  %380 = call double @llvm.maxnum.f64(double %379, double 1.000000e+00)
  %381 = fmul double %380, 0x3EB0C6F7A0B5ED8D
  %382 = fcmp ugt double %377, %381
  %383 = fcmp ule <2 x double> %378, <double 1.000000e-09, double 1.000000e-09>
  %384 = extractelement <2 x i1> %383, i64 1
  %385 = or i1 %384, %382
  %386 = select i1 %385, ptr @.str.4, ptr @.str.5
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %369, double noundef %375, ptr noundef nonnull %386)
  %388 = zext i1 %385 to i32
  %389 = load i32, ptr @fails, align 4, !tbaa !5
  %390 = add nsw i32 %389, %388
  store i32 %390, ptr @fails, align 4, !tbaa !5
  %391 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %366) #12
  %392 = load double, ptr %370, align 8, !tbaa !9
  %393 = extractelement <2 x double> %374, i64 0
  %394 = fsub double %392, %393
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = extractelement <2 x double> %378, i64 0
  %397 = call double @llvm.maxnum.f64(double %396, double 1.000000e+00)
  %398 = fmul double %397, 0x3EB0C6F7A0B5ED8D
  %399 = fcmp ugt double %395, %398
  %400 = extractelement <2 x i1> %383, i64 0
  %401 = or i1 %400, %399
  %402 = select i1 %401, ptr @.str.4, ptr @.str.5
  %403 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %392, double noundef %393, ptr noundef nonnull %402)
  %404 = zext i1 %401 to i32
  %405 = load i32, ptr @fails, align 4, !tbaa !5
  %406 = add nsw i32 %405, %404
  store i32 %406, ptr @fails, align 4, !tbaa !5
  br label %407

407:                                              ; preds = %300, %302
  %408 = phi i32 [ %301, %300 ], [ %366, %302 ]
  %409 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %408) #12
  %410 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %82
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = fsub double %191, %298
  %413 = fdiv double %412, 2.000000e-06
  %414 = fsub double %411, %413
  %415 = call double @llvm.fabs.f64(double %414)
  %416 = call double @llvm.fabs.f64(double %413)
  %417 = call double @llvm.maxnum.f64(double %416, double 1.000000e+00)
  %418 = fmul double %417, 0x3EB0C6F7A0B5ED8D
  %419 = fcmp ugt double %415, %418
  %420 = fcmp ule double %416, 1.000000e-09
  %421 = or i1 %420, %419
  %422 = select i1 %421, ptr @.str.4, ptr @.str.5
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %411, double noundef %413, ptr noundef nonnull %422)
  %424 = zext i1 %421 to i32
  %425 = load i32, ptr @fails, align 4, !tbaa !5
  %426 = add nsw i32 %425, %424
  store i32 %426, ptr @fails, align 4, !tbaa !5
  %427 = add nuw nsw i64 %82, 1
  %428 = icmp eq i64 %427, 16
  br i1 %428, label %74, label %81, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @energy(ptr nocapture noundef readonly %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, %2
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fmul double %5, %5
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %3)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fmul double %9, %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %7)
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, %13
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %11)
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 5.000000e+00, double %15)
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, %21
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 6.000000e+00, double %19)
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fmul double %25, %25
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 7.000000e+00, double %23)
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = fmul double %29, %29
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 8.000000e+00, double %27)
  %32 = fmul double %2, %5
  %33 = tail call double @sin(double noundef %32) #12
  %34 = fadd double %31, %33
  %35 = load double, ptr %4, align 8, !tbaa !9
  %36 = load double, ptr %8, align 8, !tbaa !9
  %37 = fmul double %35, %36
  %38 = tail call double @sin(double noundef %37) #12
  %39 = fadd double %34, %38
  %40 = load double, ptr %8, align 8, !tbaa !9
  %41 = load double, ptr %12, align 8, !tbaa !9
  %42 = fmul double %40, %41
  %43 = tail call double @sin(double noundef %42) #12
  %44 = fadd double %39, %43
  %45 = load double, ptr %12, align 8, !tbaa !9
  %46 = load double, ptr %16, align 8, !tbaa !9
  %47 = fmul double %45, %46
  %48 = tail call double @sin(double noundef %47) #12
  %49 = fadd double %44, %48
  %50 = load double, ptr %16, align 8, !tbaa !9
  %51 = load double, ptr %20, align 8, !tbaa !9
  %52 = fmul double %50, %51
  %53 = tail call double @sin(double noundef %52) #12
  %54 = fadd double %49, %53
  %55 = load double, ptr %20, align 8, !tbaa !9
  %56 = load double, ptr %24, align 8, !tbaa !9
  %57 = fmul double %55, %56
  %58 = tail call double @sin(double noundef %57) #12
  %59 = fadd double %54, %58
  %60 = load double, ptr %24, align 8, !tbaa !9
  %61 = load double, ptr %28, align 8, !tbaa !9
  %62 = fmul double %60, %61
  %63 = tail call double @sin(double noundef %62) #12
  %64 = fadd double %59, %63
  ret double %64
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal void @map(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %1, align 8, !tbaa !9
  %4 = fmul double %3, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #12
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load double, ptr %1, align 8, !tbaa !9
  %9 = fmul double %8, %8
  %10 = tail call double @llvm.fmuladd.f64(double %5, double %7, double %9)
  store double %10, ptr %0, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul double %12, 3.000000e-01
  %14 = tail call double @exp(double noundef %13) #12
  %15 = getelementptr inbounds i8, ptr %1, i64 32
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = load double, ptr %11, align 8, !tbaa !9
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %14, double %16, double %18)
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  store double %19, ptr %20, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul double %22, 3.000000e-01
  %24 = tail call double @exp(double noundef %23) #12
  %25 = getelementptr inbounds i8, ptr %1, i64 40
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = load double, ptr %21, align 8, !tbaa !9
  %28 = fmul double %27, %27
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %26, double %28)
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = load double, ptr %6, align 8, !tbaa !9
  %32 = fmul double %31, 3.000000e-01
  %33 = tail call double @exp(double noundef %32) #12
  %34 = getelementptr inbounds i8, ptr %1, i64 48
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = load double, ptr %6, align 8, !tbaa !9
  %37 = fmul double %36, %36
  %38 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %37)
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  store double %38, ptr %39, align 8, !tbaa !9
  %40 = load double, ptr %15, align 8, !tbaa !9
  %41 = fmul double %40, 3.000000e-01
  %42 = tail call double @exp(double noundef %41) #12
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = load double, ptr %15, align 8, !tbaa !9
  %46 = fmul double %45, %45
  %47 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %46)
  %48 = getelementptr inbounds i8, ptr %0, i64 32
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = load double, ptr %25, align 8, !tbaa !9
  %50 = fmul double %49, 3.000000e-01
  %51 = tail call double @exp(double noundef %50) #12
  %52 = load double, ptr %1, align 8, !tbaa !9
  %53 = load double, ptr %25, align 8, !tbaa !9
  %54 = fmul double %53, %53
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %52, double %54)
  %56 = getelementptr inbounds i8, ptr %0, i64 40
  store double %55, ptr %56, align 8, !tbaa !9
  %57 = load double, ptr %34, align 8, !tbaa !9
  %58 = fmul double %57, 3.000000e-01
  %59 = tail call double @exp(double noundef %58) #12
  %60 = load double, ptr %11, align 8, !tbaa !9
  %61 = load double, ptr %34, align 8, !tbaa !9
  %62 = fmul double %61, %61
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %60, double %62)
  %64 = getelementptr inbounds i8, ptr %0, i64 48
  store double %63, ptr %64, align 8, !tbaa !9
  %65 = load double, ptr %43, align 8, !tbaa !9
  %66 = fmul double %65, 3.000000e-01
  %67 = tail call double @exp(double noundef %66) #12
  %68 = load double, ptr %21, align 8, !tbaa !9
  %69 = load double, ptr %43, align 8, !tbaa !9
  %70 = fmul double %69, %69
  %71 = tail call double @llvm.fmuladd.f64(double %67, double %68, double %70)
  %72 = getelementptr inbounds i8, ptr %0, i64 56
  store double %71, ptr %72, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @dot16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = load double, ptr %1, align 8, !tbaa !9
  %5 = fmul double %3, %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %3, double 0.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = fmul double %8, %10
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %8, double %6)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %14, %16
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %14, double %12)
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul double %20, %22
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %20, double %18)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %26, %28
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %26, double %24)
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %32, %34
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %32, double %30)
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %1, i64 48
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fmul double %38, %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %38, double %36)
  %43 = getelementptr inbounds i8, ptr %0, i64 56
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %1, i64 56
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %44, %46
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %44, double %42)
  %49 = getelementptr inbounds i8, ptr %0, i64 64
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = getelementptr inbounds i8, ptr %1, i64 64
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %50, %52
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %50, double %48)
  %55 = getelementptr inbounds i8, ptr %0, i64 72
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %1, i64 72
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %56, %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %56, double %54)
  %61 = getelementptr inbounds i8, ptr %0, i64 80
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %1, i64 80
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fmul double %62, %64
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %62, double %60)
  %67 = getelementptr inbounds i8, ptr %0, i64 88
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = getelementptr inbounds i8, ptr %1, i64 88
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %68, %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %68, double %66)
  %73 = getelementptr inbounds i8, ptr %0, i64 96
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = getelementptr inbounds i8, ptr %1, i64 96
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %74, %76
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %74, double %72)
  %79 = getelementptr inbounds i8, ptr %0, i64 104
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %1, i64 104
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul double %80, %82
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %80, double %78)
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %1, i64 112
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fmul double %86, %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %86, double %84)
  %91 = getelementptr inbounds i8, ptr %0, i64 120
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %1, i64 120
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fmul double %92, %94
  %96 = tail call double @llvm.fmuladd.f64(double %95, double %92, double %90)
  ret double %96
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
