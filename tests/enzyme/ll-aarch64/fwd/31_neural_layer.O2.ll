; ModuleID = 'fwd/31_neural_layer.c'
source_filename = "fwd/31_neural_layer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"layer y[%d]\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"loss (all dup)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [22 x double], align 8
  %2 = alloca [22 x double], align 8
  %3 = alloca [22 x double], align 8
  %4 = alloca [22 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %4) #10
  br label %308

8:                                                ; preds = %308
  %9 = getelementptr inbounds i8, ptr %1, i64 96
  %10 = getelementptr inbounds i8, ptr %1, i64 144
  %11 = getelementptr inbounds i8, ptr %2, i64 96
  %12 = getelementptr inbounds i8, ptr %2, i64 144
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %10, ptr noundef nonnull %12, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef 3, i32 noundef 4) #10
  %14 = getelementptr inbounds i8, ptr %3, i64 96
  %15 = getelementptr inbounds i8, ptr %3, i64 144
  %16 = load double, ptr %14, align 8, !tbaa !6
  %17 = load double, ptr %3, align 8, !tbaa !6
  %18 = load double, ptr %15, align 8, !tbaa !6
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double %16)
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %3, i64 152
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %3, i64 160
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = call double @llvm.fmuladd.f64(double %26, double %28, double %24)
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %3, i64 168
  %33 = load double, ptr %32, align 8, !tbaa !6
  %34 = call double @llvm.fmuladd.f64(double %31, double %33, double %29)
  %35 = call double @tanh(double noundef %34) #10
  %36 = getelementptr inbounds i8, ptr %3, i64 104
  %37 = load double, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %3, i64 32
  %39 = load double, ptr %38, align 8, !tbaa !6
  %40 = call double @llvm.fmuladd.f64(double %39, double %18, double %37)
  %41 = getelementptr inbounds i8, ptr %3, i64 40
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = call double @llvm.fmuladd.f64(double %42, double %23, double %40)
  %44 = getelementptr inbounds i8, ptr %3, i64 48
  %45 = load double, ptr %44, align 8, !tbaa !6
  %46 = call double @llvm.fmuladd.f64(double %45, double %28, double %43)
  %47 = getelementptr inbounds i8, ptr %3, i64 56
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = call double @llvm.fmuladd.f64(double %48, double %33, double %46)
  %50 = call double @tanh(double noundef %49) #10
  %51 = getelementptr inbounds i8, ptr %3, i64 112
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %3, i64 64
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = call double @llvm.fmuladd.f64(double %54, double %18, double %52)
  %56 = getelementptr inbounds i8, ptr %3, i64 72
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = call double @llvm.fmuladd.f64(double %57, double %23, double %55)
  %59 = getelementptr inbounds i8, ptr %3, i64 80
  %60 = load double, ptr %59, align 8, !tbaa !6
  %61 = call double @llvm.fmuladd.f64(double %60, double %28, double %58)
  %62 = getelementptr inbounds i8, ptr %3, i64 88
  %63 = load double, ptr %62, align 8, !tbaa !6
  %64 = call double @llvm.fmuladd.f64(double %63, double %33, double %61)
  %65 = call double @tanh(double noundef %64) #10
  %66 = getelementptr inbounds i8, ptr %4, i64 96
  %67 = getelementptr inbounds i8, ptr %4, i64 144
  %68 = load double, ptr %66, align 8, !tbaa !6
  %69 = load double, ptr %4, align 8, !tbaa !6
  %70 = load double, ptr %67, align 8, !tbaa !6
  %71 = call double @llvm.fmuladd.f64(double %69, double %70, double %68)
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %4, i64 152
  %75 = load double, ptr %74, align 8, !tbaa !6
  %76 = call double @llvm.fmuladd.f64(double %73, double %75, double %71)
  %77 = getelementptr inbounds i8, ptr %4, i64 16
  %78 = load double, ptr %77, align 8, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %4, i64 160
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = call double @llvm.fmuladd.f64(double %78, double %80, double %76)
  %82 = getelementptr inbounds i8, ptr %4, i64 24
  %83 = load double, ptr %82, align 8, !tbaa !6
  %84 = getelementptr inbounds i8, ptr %4, i64 168
  %85 = load double, ptr %84, align 8, !tbaa !6
  %86 = call double @llvm.fmuladd.f64(double %83, double %85, double %81)
  %87 = call double @tanh(double noundef %86) #10
  %88 = getelementptr inbounds i8, ptr %4, i64 104
  %89 = load double, ptr %88, align 8, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %4, i64 32
  %91 = load double, ptr %90, align 8, !tbaa !6
  %92 = call double @llvm.fmuladd.f64(double %91, double %70, double %89)
  %93 = getelementptr inbounds i8, ptr %4, i64 40
  %94 = load double, ptr %93, align 8, !tbaa !6
  %95 = call double @llvm.fmuladd.f64(double %94, double %75, double %92)
  %96 = getelementptr inbounds i8, ptr %4, i64 48
  %97 = load double, ptr %96, align 8, !tbaa !6
  %98 = call double @llvm.fmuladd.f64(double %97, double %80, double %95)
  %99 = getelementptr inbounds i8, ptr %4, i64 56
  %100 = load double, ptr %99, align 8, !tbaa !6
  %101 = call double @llvm.fmuladd.f64(double %100, double %85, double %98)
  %102 = call double @tanh(double noundef %101) #10
  %103 = getelementptr inbounds i8, ptr %4, i64 112
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = getelementptr inbounds i8, ptr %4, i64 64
  %106 = load double, ptr %105, align 8, !tbaa !6
  %107 = call double @llvm.fmuladd.f64(double %106, double %70, double %104)
  %108 = getelementptr inbounds i8, ptr %4, i64 72
  %109 = load double, ptr %108, align 8, !tbaa !6
  %110 = call double @llvm.fmuladd.f64(double %109, double %75, double %107)
  %111 = getelementptr inbounds i8, ptr %4, i64 80
  %112 = load double, ptr %111, align 8, !tbaa !6
  %113 = call double @llvm.fmuladd.f64(double %112, double %80, double %110)
  %114 = getelementptr inbounds i8, ptr %4, i64 88
  %115 = load double, ptr %114, align 8, !tbaa !6
  %116 = call double @llvm.fmuladd.f64(double %115, double %85, double %113)
  %117 = call double @tanh(double noundef %116) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 0) #10
  %119 = load double, ptr %6, align 8, !tbaa !6
  %120 = fsub double %35, %87
  %121 = fdiv double %120, 2.000000e-05
  %122 = fsub double %119, %121
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = call double @llvm.fabs.f64(double %121)
  %125 = call double @llvm.maxnum.f64(double %124, double 1.000000e+00)
  %126 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp ugt double %123, %126
  %128 = fcmp ule double %124, 1.000000e-09
  %129 = or i1 %128, %127
  %130 = select i1 %129, ptr @.str.3, ptr @.str.4
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %119, double noundef %121, ptr noundef nonnull %130)
  %132 = zext i1 %129 to i32
  %133 = load i32, ptr @fails, align 4, !tbaa !10
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr @fails, align 4, !tbaa !10
  %135 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 1) #10
  %136 = getelementptr inbounds i8, ptr %6, i64 8
  %137 = load double, ptr %136, align 8, !tbaa !6
  %138 = fsub double %50, %102
  %139 = fdiv double %138, 2.000000e-05
  %140 = fsub double %137, %139
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = call double @llvm.fabs.f64(double %139)
  %143 = call double @llvm.maxnum.f64(double %142, double 1.000000e+00)
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ugt double %141, %144
  %146 = fcmp ule double %142, 1.000000e-09
  %147 = or i1 %146, %145
  %148 = select i1 %147, ptr @.str.3, ptr @.str.4
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %137, double noundef %139, ptr noundef nonnull %148)
  %150 = zext i1 %147 to i32
  %151 = load i32, ptr @fails, align 4, !tbaa !10
  %152 = add nsw i32 %151, %150
  store i32 %152, ptr @fails, align 4, !tbaa !10
  %153 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 2) #10
  %154 = getelementptr inbounds i8, ptr %6, i64 16
  %155 = load double, ptr %154, align 8, !tbaa !6
  %156 = fsub double %65, %117
  %157 = fdiv double %156, 2.000000e-05
  %158 = fsub double %155, %157
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = call double @llvm.fabs.f64(double %157)
  %161 = call double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  %162 = fmul double %161, 0x3EB0C6F7A0B5ED8D
  %163 = fcmp ugt double %159, %162
  %164 = fcmp ule double %160, 1.000000e-09
  %165 = or i1 %164, %163
  %166 = select i1 %165, ptr @.str.3, ptr @.str.4
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %155, double noundef %157, ptr noundef nonnull %166)
  %168 = zext i1 %165 to i32
  %169 = load i32, ptr @fails, align 4, !tbaa !10
  %170 = add nsw i32 %169, %168
  store i32 %170, ptr @fails, align 4, !tbaa !10
  %171 = getelementptr inbounds i8, ptr %2, i64 120
  %172 = getelementptr inbounds i8, ptr %1, i64 120
  %173 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %174 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loss, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %9, ptr noundef nonnull %11, ptr noundef nonnull %172, ptr noundef nonnull %171, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %173, double noundef 2.500000e-01) #10
  %175 = getelementptr inbounds i8, ptr %3, i64 120
  %176 = load double, ptr %14, align 8, !tbaa !6
  %177 = load double, ptr %3, align 8, !tbaa !6
  %178 = load double, ptr %15, align 8, !tbaa !6
  %179 = call double @llvm.fmuladd.f64(double %177, double %178, double %176)
  %180 = load double, ptr %20, align 8, !tbaa !6
  %181 = getelementptr inbounds i8, ptr %3, i64 152
  %182 = load double, ptr %181, align 8, !tbaa !6
  %183 = call double @llvm.fmuladd.f64(double %180, double %182, double %179)
  %184 = load double, ptr %25, align 8, !tbaa !6
  %185 = getelementptr inbounds i8, ptr %3, i64 160
  %186 = load double, ptr %185, align 8, !tbaa !6
  %187 = call double @llvm.fmuladd.f64(double %184, double %186, double %183)
  %188 = load double, ptr %30, align 8, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %3, i64 168
  %190 = load double, ptr %189, align 8, !tbaa !6
  %191 = call double @llvm.fmuladd.f64(double %188, double %190, double %187)
  %192 = call double @tanh(double noundef %191) #10
  %193 = getelementptr inbounds i8, ptr %3, i64 104
  %194 = load double, ptr %193, align 8, !tbaa !6
  %195 = load double, ptr %38, align 8, !tbaa !6
  %196 = call double @llvm.fmuladd.f64(double %195, double %178, double %194)
  %197 = getelementptr inbounds i8, ptr %3, i64 40
  %198 = load double, ptr %197, align 8, !tbaa !6
  %199 = call double @llvm.fmuladd.f64(double %198, double %182, double %196)
  %200 = getelementptr inbounds i8, ptr %3, i64 48
  %201 = load double, ptr %200, align 8, !tbaa !6
  %202 = call double @llvm.fmuladd.f64(double %201, double %186, double %199)
  %203 = getelementptr inbounds i8, ptr %3, i64 56
  %204 = load double, ptr %203, align 8, !tbaa !6
  %205 = call double @llvm.fmuladd.f64(double %204, double %190, double %202)
  %206 = call double @tanh(double noundef %205) #10
  %207 = getelementptr inbounds i8, ptr %3, i64 112
  %208 = load double, ptr %207, align 8, !tbaa !6
  %209 = load double, ptr %53, align 8, !tbaa !6
  %210 = call double @llvm.fmuladd.f64(double %209, double %178, double %208)
  %211 = getelementptr inbounds i8, ptr %3, i64 72
  %212 = load double, ptr %211, align 8, !tbaa !6
  %213 = call double @llvm.fmuladd.f64(double %212, double %182, double %210)
  %214 = getelementptr inbounds i8, ptr %3, i64 80
  %215 = load double, ptr %214, align 8, !tbaa !6
  %216 = call double @llvm.fmuladd.f64(double %215, double %186, double %213)
  %217 = getelementptr inbounds i8, ptr %3, i64 88
  %218 = load double, ptr %217, align 8, !tbaa !6
  %219 = call double @llvm.fmuladd.f64(double %218, double %190, double %216)
  %220 = call double @tanh(double noundef %219) #10
  %221 = load double, ptr %175, align 8, !tbaa !6
  %222 = call double @llvm.fmuladd.f64(double %221, double %192, double 0.000000e+00)
  %223 = getelementptr inbounds i8, ptr %3, i64 128
  %224 = load double, ptr %223, align 8, !tbaa !6
  %225 = call double @llvm.fmuladd.f64(double %224, double %206, double %222)
  %226 = getelementptr inbounds i8, ptr %3, i64 136
  %227 = load double, ptr %226, align 8, !tbaa !6
  %228 = call double @llvm.fmuladd.f64(double %227, double %220, double %225)
  %229 = fadd double %228, -2.500000e-01
  %230 = fmul double %229, %229
  %231 = getelementptr inbounds i8, ptr %4, i64 120
  %232 = load double, ptr %66, align 8, !tbaa !6
  %233 = load double, ptr %4, align 8, !tbaa !6
  %234 = load double, ptr %67, align 8, !tbaa !6
  %235 = call double @llvm.fmuladd.f64(double %233, double %234, double %232)
  %236 = load double, ptr %72, align 8, !tbaa !6
  %237 = getelementptr inbounds i8, ptr %4, i64 152
  %238 = load double, ptr %237, align 8, !tbaa !6
  %239 = call double @llvm.fmuladd.f64(double %236, double %238, double %235)
  %240 = load double, ptr %77, align 8, !tbaa !6
  %241 = getelementptr inbounds i8, ptr %4, i64 160
  %242 = load double, ptr %241, align 8, !tbaa !6
  %243 = call double @llvm.fmuladd.f64(double %240, double %242, double %239)
  %244 = load double, ptr %82, align 8, !tbaa !6
  %245 = getelementptr inbounds i8, ptr %4, i64 168
  %246 = load double, ptr %245, align 8, !tbaa !6
  %247 = call double @llvm.fmuladd.f64(double %244, double %246, double %243)
  %248 = call double @tanh(double noundef %247) #10
  %249 = getelementptr inbounds i8, ptr %4, i64 104
  %250 = load double, ptr %249, align 8, !tbaa !6
  %251 = load double, ptr %90, align 8, !tbaa !6
  %252 = call double @llvm.fmuladd.f64(double %251, double %234, double %250)
  %253 = getelementptr inbounds i8, ptr %4, i64 40
  %254 = load double, ptr %253, align 8, !tbaa !6
  %255 = call double @llvm.fmuladd.f64(double %254, double %238, double %252)
  %256 = getelementptr inbounds i8, ptr %4, i64 48
  %257 = load double, ptr %256, align 8, !tbaa !6
  %258 = call double @llvm.fmuladd.f64(double %257, double %242, double %255)
  %259 = getelementptr inbounds i8, ptr %4, i64 56
  %260 = load double, ptr %259, align 8, !tbaa !6
  %261 = call double @llvm.fmuladd.f64(double %260, double %246, double %258)
  %262 = call double @tanh(double noundef %261) #10
  %263 = getelementptr inbounds i8, ptr %4, i64 112
  %264 = load double, ptr %263, align 8, !tbaa !6
  %265 = load double, ptr %105, align 8, !tbaa !6
  %266 = call double @llvm.fmuladd.f64(double %265, double %234, double %264)
  %267 = getelementptr inbounds i8, ptr %4, i64 72
  %268 = load double, ptr %267, align 8, !tbaa !6
  %269 = call double @llvm.fmuladd.f64(double %268, double %238, double %266)
  %270 = getelementptr inbounds i8, ptr %4, i64 80
  %271 = load double, ptr %270, align 8, !tbaa !6
  %272 = call double @llvm.fmuladd.f64(double %271, double %242, double %269)
  %273 = getelementptr inbounds i8, ptr %4, i64 88
  %274 = load double, ptr %273, align 8, !tbaa !6
  %275 = call double @llvm.fmuladd.f64(double %274, double %246, double %272)
  %276 = call double @tanh(double noundef %275) #10
  %277 = load double, ptr %231, align 8, !tbaa !6
  %278 = call double @llvm.fmuladd.f64(double %277, double %248, double 0.000000e+00)
  %279 = getelementptr inbounds i8, ptr %4, i64 128
  %280 = load double, ptr %279, align 8, !tbaa !6
  %281 = call double @llvm.fmuladd.f64(double %280, double %262, double %278)
  %282 = getelementptr inbounds i8, ptr %4, i64 136
  %283 = load double, ptr %282, align 8, !tbaa !6
  %284 = call double @llvm.fmuladd.f64(double %283, double %276, double %281)
  %285 = fadd double %284, -2.500000e-01
  %286 = fmul double %285, %285
  %287 = fsub double %230, %286
  %288 = fdiv double %287, 2.000000e-05
  %289 = fsub double %174, %288
  %290 = call double @llvm.fabs.f64(double %289)
  %291 = call double @llvm.fabs.f64(double %288)
  %292 = call double @llvm.maxnum.f64(double %291, double 1.000000e+00)
  %293 = fmul double %292, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp ugt double %290, %293
  %295 = fcmp ule double %291, 1.000000e-09
  %296 = or i1 %295, %294
  %297 = select i1 %296, ptr @.str.3, ptr @.str.4
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %174, double noundef %288, ptr noundef nonnull %297)
  %299 = zext i1 %296 to i32
  %300 = load i32, ptr @fails, align 4, !tbaa !10
  %301 = add nsw i32 %300, %299
  store i32 %301, ptr @fails, align 4, !tbaa !10
  %302 = icmp eq i32 %301, 0
  %303 = select i1 %302, ptr @.str.4, ptr @.str.3
  %304 = call i32 @puts(ptr nonnull dereferenceable(1) %303)
  %305 = load i32, ptr @fails, align 4, !tbaa !10
  %306 = icmp ne i32 %305, 0
  %307 = zext i1 %306 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %1) #10
  ret i32 %307

308:                                              ; preds = %0, %308
  %309 = phi i64 [ 0, %0 ], [ %323, %308 ]
  %310 = trunc nuw nsw i64 %309 to i32
  %311 = uitofp nneg i32 %310 to double
  %312 = tail call double @llvm.fmuladd.f64(double %311, double 1.700000e+00, double 3.000000e-01)
  %313 = tail call double @sin(double noundef %312) #10
  %314 = fmul double %313, 6.000000e-01
  %315 = getelementptr inbounds [22 x double], ptr %1, i64 0, i64 %309
  store double %314, ptr %315, align 8, !tbaa !6
  %316 = fmul double %311, 9.000000e-01
  %317 = tail call double @cos(double noundef %316) #10
  %318 = getelementptr inbounds [22 x double], ptr %2, i64 0, i64 %309
  store double %317, ptr %318, align 8, !tbaa !6
  %319 = tail call double @llvm.fmuladd.f64(double %317, double 1.000000e-05, double %314)
  %320 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 %309
  store double %319, ptr %320, align 8, !tbaa !6
  %321 = tail call double @llvm.fmuladd.f64(double %317, double -1.000000e-05, double %314)
  %322 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 %309
  store double %321, ptr %322, align 8, !tbaa !6
  %323 = add nuw nsw i64 %309, 1
  %324 = icmp eq i64 %323, 22
  br i1 %324, label %8, label %308, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @layer(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5) #5 {
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %6
  %9 = icmp sgt i32 %5, 0
  %10 = zext i32 %5 to i64
  %11 = zext nneg i32 %4 to i64
  %12 = icmp ult i32 %5, 4
  %13 = and i64 %10, 2147483644
  %14 = icmp eq i64 %13, %10
  br label %16

15:                                               ; preds = %44, %6
  ret void

16:                                               ; preds = %8, %44
  %17 = phi i64 [ 0, %8 ], [ %48, %44 ]
  %18 = getelementptr inbounds double, ptr %3, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !6
  br i1 %9, label %20, label %44

20:                                               ; preds = %16
  %21 = mul nuw nsw i64 %17, %10
  %22 = getelementptr inbounds double, ptr %1, i64 %21
  br i1 %12, label %23, label %26

23:                                               ; preds = %43, %20
  %24 = phi i64 [ 0, %20 ], [ %13, %43 ]
  %25 = phi double [ %19, %20 ], [ %40, %43 ]
  br label %50

26:                                               ; preds = %20, %26
  %27 = phi i64 [ %41, %26 ], [ 0, %20 ]
  %28 = phi double [ %40, %26 ], [ %19, %20 ]
  %29 = getelementptr inbounds double, ptr %22, i64 %27
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !6
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !6
  %33 = getelementptr inbounds double, ptr %2, i64 %27
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !6
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !6
  %37 = fmul <2 x double> %31, %35
  %38 = fmul <2 x double> %32, %36
  %39 = tail call double @llvm.vector.reduce.fadd.v2f64(double %28, <2 x double> %37)
  %40 = tail call double @llvm.vector.reduce.fadd.v2f64(double %39, <2 x double> %38)
  %41 = add nuw i64 %27, 4
  %42 = icmp eq i64 %41, %13
  br i1 %42, label %43, label %26, !llvm.loop !14

43:                                               ; preds = %26
  br i1 %14, label %44, label %23

44:                                               ; preds = %50, %43, %16
  %45 = phi double [ %19, %16 ], [ %40, %43 ], [ %57, %50 ]
  %46 = tail call double @tanh(double noundef %45) #10
  %47 = getelementptr inbounds double, ptr %0, i64 %17
  store double %46, ptr %47, align 8, !tbaa !6
  %48 = add nuw nsw i64 %17, 1
  %49 = icmp eq i64 %48, %11
  br i1 %49, label %15, label %16, !llvm.loop !17

50:                                               ; preds = %23, %50
  %51 = phi i64 [ %58, %50 ], [ %24, %23 ]
  %52 = phi double [ %57, %50 ], [ %25, %23 ]
  %53 = getelementptr inbounds double, ptr %22, i64 %51
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = getelementptr inbounds double, ptr %2, i64 %51
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %52)
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %44, label %50, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @loss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, double noundef %4) #7 {
  %6 = load double, ptr %1, align 8, !tbaa !6
  %7 = load double, ptr %0, align 8, !tbaa !6
  %8 = load double, ptr %3, align 8, !tbaa !6
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6)
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !6
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %13, double %9)
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %14)
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load double, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %3, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = tail call double @tanh(double noundef %24) #10
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %0, i64 32
  %29 = load double, ptr %28, align 8, !tbaa !6
  %30 = load double, ptr %3, align 8, !tbaa !6
  %31 = tail call double @llvm.fmuladd.f64(double %29, double %30, double %27)
  %32 = getelementptr inbounds i8, ptr %0, i64 40
  %33 = load double, ptr %32, align 8, !tbaa !6
  %34 = load double, ptr %12, align 8, !tbaa !6
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = load double, ptr %36, align 8, !tbaa !6
  %38 = load double, ptr %17, align 8, !tbaa !6
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %38, double %35)
  %40 = getelementptr inbounds i8, ptr %0, i64 56
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = load double, ptr %22, align 8, !tbaa !6
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %42, double %39)
  %44 = tail call double @tanh(double noundef %43) #10
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = load double, ptr %3, align 8, !tbaa !6
  %50 = tail call double @llvm.fmuladd.f64(double %48, double %49, double %46)
  %51 = getelementptr inbounds i8, ptr %0, i64 72
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = load double, ptr %12, align 8, !tbaa !6
  %54 = tail call double @llvm.fmuladd.f64(double %52, double %53, double %50)
  %55 = getelementptr inbounds i8, ptr %0, i64 80
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = load double, ptr %17, align 8, !tbaa !6
  %58 = tail call double @llvm.fmuladd.f64(double %56, double %57, double %54)
  %59 = getelementptr inbounds i8, ptr %0, i64 88
  %60 = load double, ptr %59, align 8, !tbaa !6
  %61 = load double, ptr %22, align 8, !tbaa !6
  %62 = tail call double @llvm.fmuladd.f64(double %60, double %61, double %58)
  %63 = tail call double @tanh(double noundef %62) #10
  %64 = load double, ptr %2, align 8, !tbaa !6
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %25, double 0.000000e+00)
  %66 = getelementptr inbounds i8, ptr %2, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !6
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %44, double %65)
  %69 = getelementptr inbounds i8, ptr %2, i64 16
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %63, double %68)
  %72 = fsub double %71, %4
  %73 = fmul double %72, %72
  ret double %73
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !16, !15}
