; ModuleID = 'fwd/31_neural_layer.c'
source_filename = "fwd/31_neural_layer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"layer y[%d]\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"loss (all dup)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [22 x double], align 16
  %2 = alloca [22 x double], align 16
  %3 = alloca [22 x double], align 16
  %4 = alloca [22 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %4) #10
  br label %314

8:                                                ; preds = %314
  %9 = getelementptr inbounds i8, ptr %1, i64 96
  %10 = getelementptr inbounds i8, ptr %1, i64 144
  %11 = getelementptr inbounds i8, ptr %2, i64 96
  %12 = getelementptr inbounds i8, ptr %2, i64 144
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %10, ptr noundef nonnull %12, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef 3, i32 noundef 4) #10
  %14 = getelementptr inbounds i8, ptr %3, i64 96
  %15 = getelementptr inbounds i8, ptr %3, i64 144
  %16 = load double, ptr %14, align 16, !tbaa !5
  %17 = load double, ptr %3, align 16, !tbaa !5
  %18 = load double, ptr %15, align 16, !tbaa !5
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double %16)
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %3, i64 152
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = load double, ptr %25, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %3, i64 160
  %28 = load double, ptr %27, align 16, !tbaa !5
  %29 = call double @llvm.fmuladd.f64(double %26, double %28, double %24)
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %3, i64 168
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = call double @llvm.fmuladd.f64(double %31, double %33, double %29)
  %35 = call double @tanh(double noundef %34) #10
  %36 = getelementptr inbounds i8, ptr %3, i64 104
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %3, i64 32
  %39 = load double, ptr %38, align 16, !tbaa !5
  %40 = call double @llvm.fmuladd.f64(double %39, double %18, double %37)
  %41 = getelementptr inbounds i8, ptr %3, i64 40
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = call double @llvm.fmuladd.f64(double %42, double %23, double %40)
  %44 = getelementptr inbounds i8, ptr %3, i64 48
  %45 = load double, ptr %44, align 16, !tbaa !5
  %46 = call double @llvm.fmuladd.f64(double %45, double %28, double %43)
  %47 = getelementptr inbounds i8, ptr %3, i64 56
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = call double @llvm.fmuladd.f64(double %48, double %33, double %46)
  %50 = call double @tanh(double noundef %49) #10
  %51 = getelementptr inbounds i8, ptr %3, i64 112
  %52 = load double, ptr %51, align 16, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %3, i64 64
  %54 = load double, ptr %53, align 16, !tbaa !5
  %55 = call double @llvm.fmuladd.f64(double %54, double %18, double %52)
  %56 = getelementptr inbounds i8, ptr %3, i64 72
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = call double @llvm.fmuladd.f64(double %57, double %23, double %55)
  %59 = getelementptr inbounds i8, ptr %3, i64 80
  %60 = load double, ptr %59, align 16, !tbaa !5
  %61 = call double @llvm.fmuladd.f64(double %60, double %28, double %58)
  %62 = getelementptr inbounds i8, ptr %3, i64 88
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = call double @llvm.fmuladd.f64(double %63, double %33, double %61)
  %65 = call double @tanh(double noundef %64) #10
  %66 = getelementptr inbounds i8, ptr %4, i64 96
  %67 = getelementptr inbounds i8, ptr %4, i64 144
  %68 = load double, ptr %66, align 16, !tbaa !5
  %69 = load double, ptr %4, align 16, !tbaa !5
  %70 = load double, ptr %67, align 16, !tbaa !5
  %71 = call double @llvm.fmuladd.f64(double %69, double %70, double %68)
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %4, i64 152
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = call double @llvm.fmuladd.f64(double %73, double %75, double %71)
  %77 = getelementptr inbounds i8, ptr %4, i64 16
  %78 = load double, ptr %77, align 16, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %4, i64 160
  %80 = load double, ptr %79, align 16, !tbaa !5
  %81 = call double @llvm.fmuladd.f64(double %78, double %80, double %76)
  %82 = getelementptr inbounds i8, ptr %4, i64 24
  %83 = load double, ptr %82, align 8, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %4, i64 168
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = call double @llvm.fmuladd.f64(double %83, double %85, double %81)
  %87 = call double @tanh(double noundef %86) #10
  %88 = getelementptr inbounds i8, ptr %4, i64 104
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %4, i64 32
  %91 = load double, ptr %90, align 16, !tbaa !5
  %92 = call double @llvm.fmuladd.f64(double %91, double %70, double %89)
  %93 = getelementptr inbounds i8, ptr %4, i64 40
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = call double @llvm.fmuladd.f64(double %94, double %75, double %92)
  %96 = getelementptr inbounds i8, ptr %4, i64 48
  %97 = load double, ptr %96, align 16, !tbaa !5
  %98 = call double @llvm.fmuladd.f64(double %97, double %80, double %95)
  %99 = getelementptr inbounds i8, ptr %4, i64 56
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = call double @llvm.fmuladd.f64(double %100, double %85, double %98)
  %102 = call double @tanh(double noundef %101) #10
  %103 = getelementptr inbounds i8, ptr %4, i64 112
  %104 = load double, ptr %103, align 16, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %4, i64 64
  %106 = load double, ptr %105, align 16, !tbaa !5
  %107 = call double @llvm.fmuladd.f64(double %106, double %70, double %104)
  %108 = getelementptr inbounds i8, ptr %4, i64 72
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = call double @llvm.fmuladd.f64(double %109, double %75, double %107)
  %111 = getelementptr inbounds i8, ptr %4, i64 80
  %112 = load double, ptr %111, align 16, !tbaa !5
  %113 = call double @llvm.fmuladd.f64(double %112, double %80, double %110)
  %114 = getelementptr inbounds i8, ptr %4, i64 88
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = call double @llvm.fmuladd.f64(double %115, double %85, double %113)
  %117 = call double @tanh(double noundef %116) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 0) #10
  %119 = load double, ptr %6, align 16, !tbaa !5
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
  %133 = load i32, ptr @fails, align 4, !tbaa !9
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr @fails, align 4, !tbaa !9
  %135 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 1) #10
  %136 = getelementptr inbounds i8, ptr %6, i64 8
  %137 = load double, ptr %136, align 8, !tbaa !5
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
  %151 = load i32, ptr @fails, align 4, !tbaa !9
  %152 = add nsw i32 %151, %150
  store i32 %152, ptr @fails, align 4, !tbaa !9
  %153 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 2) #10
  %154 = getelementptr inbounds i8, ptr %6, i64 16
  %155 = load double, ptr %154, align 16, !tbaa !5
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
  %169 = load i32, ptr @fails, align 4, !tbaa !9
  %170 = add nsw i32 %169, %168
  store i32 %170, ptr @fails, align 4, !tbaa !9
  %171 = getelementptr inbounds i8, ptr %2, i64 120
  %172 = getelementptr inbounds i8, ptr %1, i64 120
  %173 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %174 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loss, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %9, ptr noundef nonnull %11, ptr noundef nonnull %172, ptr noundef nonnull %171, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %173, double noundef 2.500000e-01) #10
  %175 = getelementptr inbounds i8, ptr %3, i64 120
  %176 = load double, ptr %14, align 16, !tbaa !5
  %177 = load double, ptr %3, align 16, !tbaa !5
  %178 = load double, ptr %15, align 16, !tbaa !5
  %179 = call double @llvm.fmuladd.f64(double %177, double %178, double %176)
  %180 = load double, ptr %20, align 8, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %3, i64 152
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = call double @llvm.fmuladd.f64(double %180, double %182, double %179)
  %184 = load double, ptr %25, align 16, !tbaa !5
  %185 = getelementptr inbounds i8, ptr %3, i64 160
  %186 = load double, ptr %185, align 16, !tbaa !5
  %187 = call double @llvm.fmuladd.f64(double %184, double %186, double %183)
  %188 = load double, ptr %30, align 8, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %3, i64 168
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = call double @llvm.fmuladd.f64(double %188, double %190, double %187)
  %192 = call double @tanh(double noundef %191) #10
  %193 = getelementptr inbounds i8, ptr %3, i64 104
  %194 = load double, ptr %193, align 8, !tbaa !5
  %195 = load double, ptr %38, align 16, !tbaa !5
  %196 = call double @llvm.fmuladd.f64(double %195, double %178, double %194)
  %197 = getelementptr inbounds i8, ptr %3, i64 40
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = call double @llvm.fmuladd.f64(double %198, double %182, double %196)
  %200 = getelementptr inbounds i8, ptr %3, i64 48
  %201 = load double, ptr %200, align 16, !tbaa !5
  %202 = call double @llvm.fmuladd.f64(double %201, double %186, double %199)
  %203 = getelementptr inbounds i8, ptr %3, i64 56
  %204 = load double, ptr %203, align 8, !tbaa !5
  %205 = call double @llvm.fmuladd.f64(double %204, double %190, double %202)
  %206 = call double @tanh(double noundef %205) #10
  %207 = getelementptr inbounds i8, ptr %3, i64 112
  %208 = load double, ptr %207, align 16, !tbaa !5
  %209 = load double, ptr %53, align 16, !tbaa !5
  %210 = call double @llvm.fmuladd.f64(double %209, double %178, double %208)
  %211 = getelementptr inbounds i8, ptr %3, i64 72
  %212 = load double, ptr %211, align 8, !tbaa !5
  %213 = call double @llvm.fmuladd.f64(double %212, double %182, double %210)
  %214 = getelementptr inbounds i8, ptr %3, i64 80
  %215 = load double, ptr %214, align 16, !tbaa !5
  %216 = call double @llvm.fmuladd.f64(double %215, double %186, double %213)
  %217 = getelementptr inbounds i8, ptr %3, i64 88
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = call double @llvm.fmuladd.f64(double %218, double %190, double %216)
  %220 = call double @tanh(double noundef %219) #10
  %221 = load <2 x double>, ptr %175, align 8
  %222 = getelementptr inbounds i8, ptr %3, i64 128
  %223 = load <2 x double>, ptr %222, align 16
  %224 = getelementptr inbounds i8, ptr %3, i64 136
  %225 = load <2 x double>, ptr %224, align 8
  %226 = getelementptr inbounds i8, ptr %4, i64 120
  %227 = load double, ptr %66, align 16, !tbaa !5
  %228 = load double, ptr %4, align 16, !tbaa !5
  %229 = load double, ptr %67, align 16, !tbaa !5
  %230 = call double @llvm.fmuladd.f64(double %228, double %229, double %227)
  %231 = load double, ptr %72, align 8, !tbaa !5
  %232 = getelementptr inbounds i8, ptr %4, i64 152
  %233 = load double, ptr %232, align 8, !tbaa !5
  %234 = call double @llvm.fmuladd.f64(double %231, double %233, double %230)
  %235 = load double, ptr %77, align 16, !tbaa !5
  %236 = getelementptr inbounds i8, ptr %4, i64 160
  %237 = load double, ptr %236, align 16, !tbaa !5
  %238 = call double @llvm.fmuladd.f64(double %235, double %237, double %234)
  %239 = load double, ptr %82, align 8, !tbaa !5
  %240 = getelementptr inbounds i8, ptr %4, i64 168
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = call double @llvm.fmuladd.f64(double %239, double %241, double %238)
  %243 = call double @tanh(double noundef %242) #10
  %244 = getelementptr inbounds i8, ptr %4, i64 104
  %245 = load double, ptr %244, align 8, !tbaa !5
  %246 = load double, ptr %90, align 16, !tbaa !5
  %247 = call double @llvm.fmuladd.f64(double %246, double %229, double %245)
  %248 = getelementptr inbounds i8, ptr %4, i64 40
  %249 = load double, ptr %248, align 8, !tbaa !5
  %250 = call double @llvm.fmuladd.f64(double %249, double %233, double %247)
  %251 = getelementptr inbounds i8, ptr %4, i64 48
  %252 = load double, ptr %251, align 16, !tbaa !5
  %253 = call double @llvm.fmuladd.f64(double %252, double %237, double %250)
  %254 = getelementptr inbounds i8, ptr %4, i64 56
  %255 = load double, ptr %254, align 8, !tbaa !5
  %256 = call double @llvm.fmuladd.f64(double %255, double %241, double %253)
  %257 = call double @tanh(double noundef %256) #10
  %258 = getelementptr inbounds i8, ptr %4, i64 112
  %259 = load double, ptr %258, align 16, !tbaa !5
  %260 = load double, ptr %105, align 16, !tbaa !5
  %261 = call double @llvm.fmuladd.f64(double %260, double %229, double %259)
  %262 = getelementptr inbounds i8, ptr %4, i64 72
  %263 = load double, ptr %262, align 8, !tbaa !5
  %264 = call double @llvm.fmuladd.f64(double %263, double %233, double %261)
  %265 = getelementptr inbounds i8, ptr %4, i64 80
  %266 = load double, ptr %265, align 16, !tbaa !5
  %267 = call double @llvm.fmuladd.f64(double %266, double %237, double %264)
  %268 = getelementptr inbounds i8, ptr %4, i64 88
  %269 = load double, ptr %268, align 8, !tbaa !5
  %270 = call double @llvm.fmuladd.f64(double %269, double %241, double %267)
  %271 = call double @tanh(double noundef %270) #10
  %272 = load double, ptr %226, align 8, !tbaa !5
  %273 = getelementptr inbounds i8, ptr %4, i64 128
  %274 = load double, ptr %273, align 16, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %4, i64 136
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = insertelement <2 x double> %221, double %272, i64 1
  %278 = insertelement <2 x double> poison, double %192, i64 0
  %279 = insertelement <2 x double> %278, double %243, i64 1
  %280 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> %279, <2 x double> zeroinitializer)
  %281 = insertelement <2 x double> %223, double %274, i64 1
  %282 = insertelement <2 x double> poison, double %206, i64 0
  %283 = insertelement <2 x double> %282, double %257, i64 1
  %284 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %281, <2 x double> %283, <2 x double> %280)
  %285 = insertelement <2 x double> %225, double %276, i64 1
  %286 = insertelement <2 x double> poison, double %220, i64 0
  %287 = insertelement <2 x double> %286, double %271, i64 1
  %288 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %285, <2 x double> %287, <2 x double> %284)
  %289 = fadd <2 x double> %288, <double -2.500000e-01, double -2.500000e-01>
  %290 = fmul <2 x double> %289, %289
  %291 = shufflevector <2 x double> %290, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %292 = fsub <2 x double> %290, %291
  %293 = extractelement <2 x double> %292, i64 0
  %294 = fdiv double %293, 2.000000e-05
  %295 = fsub double %174, %294
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = call double @llvm.fabs.f64(double %294)
  %298 = call double @llvm.maxnum.f64(double %297, double 1.000000e+00)
  %299 = fmul double %298, 0x3EB0C6F7A0B5ED8D
  %300 = fcmp ugt double %296, %299
  %301 = fcmp ule double %297, 1.000000e-09
  %302 = or i1 %301, %300
  %303 = select i1 %302, ptr @.str.3, ptr @.str.4
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %174, double noundef %294, ptr noundef nonnull %303)
  %305 = zext i1 %302 to i32
  %306 = load i32, ptr @fails, align 4, !tbaa !9
  %307 = add nsw i32 %306, %305
  store i32 %307, ptr @fails, align 4, !tbaa !9
  %308 = icmp eq i32 %307, 0
  %309 = select i1 %308, ptr @.str.4, ptr @.str.3
  %310 = call i32 @puts(ptr nonnull dereferenceable(1) %309)
  %311 = load i32, ptr @fails, align 4, !tbaa !9
  %312 = icmp ne i32 %311, 0
  %313 = zext i1 %312 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %1) #10
  ret i32 %313

314:                                              ; preds = %0, %314
  %315 = phi i64 [ 0, %0 ], [ %329, %314 ]
  %316 = trunc nuw nsw i64 %315 to i32
  %317 = uitofp nneg i32 %316 to double
  %318 = tail call double @llvm.fmuladd.f64(double %317, double 1.700000e+00, double 3.000000e-01)
  %319 = tail call double @sin(double noundef %318) #10
  %320 = fmul double %319, 6.000000e-01
  %321 = getelementptr inbounds [22 x double], ptr %1, i64 0, i64 %315
  store double %320, ptr %321, align 8, !tbaa !5
  %322 = fmul double %317, 9.000000e-01
  %323 = tail call double @cos(double noundef %322) #10
  %324 = getelementptr inbounds [22 x double], ptr %2, i64 0, i64 %315
  store double %323, ptr %324, align 8, !tbaa !5
  %325 = tail call double @llvm.fmuladd.f64(double %323, double 1.000000e-05, double %320)
  %326 = getelementptr inbounds [22 x double], ptr %3, i64 0, i64 %315
  store double %325, ptr %326, align 8, !tbaa !5
  %327 = tail call double @llvm.fmuladd.f64(double %323, double -1.000000e-05, double %320)
  %328 = getelementptr inbounds [22 x double], ptr %4, i64 0, i64 %315
  store double %327, ptr %328, align 8, !tbaa !5
  %329 = add nuw nsw i64 %315, 1
  %330 = icmp eq i64 %329, 22
  br i1 %330, label %8, label %314, !llvm.loop !11
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
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = icmp sgt i32 %5, 0
  %10 = zext i32 %5 to i64
  %11 = zext nneg i32 %4 to i64
  %12 = and i64 %10, 3
  %13 = icmp ult i32 %5, 4
  %14 = and i64 %10, 2147483644
  %15 = icmp eq i64 %12, 0
  br label %17

16:                                               ; preds = %40, %6
  ret void

17:                                               ; preds = %8, %40
  %18 = phi i64 [ 0, %8 ], [ %44, %40 ]
  %19 = getelementptr inbounds double, ptr %3, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  br i1 %9, label %21, label %40

21:                                               ; preds = %17
  %22 = mul nuw nsw i64 %18, %10
  %23 = getelementptr inbounds double, ptr %1, i64 %22
  br i1 %13, label %24, label %46

24:                                               ; preds = %46, %21
  %25 = phi double [ poison, %21 ], [ %72, %46 ]
  %26 = phi i64 [ 0, %21 ], [ %73, %46 ]
  %27 = phi double [ %20, %21 ], [ %72, %46 ]
  br i1 %15, label %40, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %37, %28 ], [ %26, %24 ]
  %30 = phi double [ %36, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %38, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %23, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = getelementptr inbounds double, ptr %2, i64 %29
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %30)
  %37 = add nuw nsw i64 %29, 1
  %38 = add i64 %31, 1
  %39 = icmp eq i64 %38, %12
  br i1 %39, label %40, label %28, !llvm.loop !13

40:                                               ; preds = %24, %28, %17
  %41 = phi double [ %20, %17 ], [ %25, %24 ], [ %36, %28 ]
  %42 = tail call double @tanh(double noundef %41) #10
  %43 = getelementptr inbounds double, ptr %0, i64 %18
  store double %42, ptr %43, align 8, !tbaa !5
  %44 = add nuw nsw i64 %18, 1
  %45 = icmp eq i64 %44, %11
  br i1 %45, label %16, label %17, !llvm.loop !15

46:                                               ; preds = %21, %46
  %47 = phi i64 [ %73, %46 ], [ 0, %21 ]
  %48 = phi double [ %72, %46 ], [ %20, %21 ]
  %49 = phi i64 [ %74, %46 ], [ 0, %21 ]
  %50 = getelementptr inbounds double, ptr %23, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = getelementptr inbounds double, ptr %2, i64 %47
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %48)
  %55 = or disjoint i64 %47, 1
  %56 = getelementptr inbounds double, ptr %23, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds double, ptr %2, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %54)
  %61 = or disjoint i64 %47, 2
  %62 = getelementptr inbounds double, ptr %23, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = getelementptr inbounds double, ptr %2, i64 %61
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = tail call double @llvm.fmuladd.f64(double %63, double %65, double %60)
  %67 = or disjoint i64 %47, 3
  %68 = getelementptr inbounds double, ptr %23, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = getelementptr inbounds double, ptr %2, i64 %67
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = tail call double @llvm.fmuladd.f64(double %69, double %71, double %66)
  %73 = add nuw nsw i64 %47, 4
  %74 = add i64 %49, 4
  %75 = icmp eq i64 %74, %14
  br i1 %75, label %24, label %46, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @loss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, double noundef %4) #7 {
  %6 = load double, ptr %1, align 8, !tbaa !5
  %7 = load double, ptr %0, align 8, !tbaa !5
  %8 = load double, ptr %3, align 8, !tbaa !5
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6)
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %13, double %9)
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %14)
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %3, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %19)
  %25 = tail call double @tanh(double noundef %24) #10
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %0, i64 32
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = load double, ptr %3, align 8, !tbaa !5
  %31 = tail call double @llvm.fmuladd.f64(double %29, double %30, double %27)
  %32 = getelementptr inbounds i8, ptr %0, i64 40
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = load double, ptr %12, align 8, !tbaa !5
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = load double, ptr %17, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %38, double %35)
  %40 = getelementptr inbounds i8, ptr %0, i64 56
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = load double, ptr %22, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %42, double %39)
  %44 = tail call double @tanh(double noundef %43) #10
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = load double, ptr %3, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %48, double %49, double %46)
  %51 = getelementptr inbounds i8, ptr %0, i64 72
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = load double, ptr %12, align 8, !tbaa !5
  %54 = tail call double @llvm.fmuladd.f64(double %52, double %53, double %50)
  %55 = getelementptr inbounds i8, ptr %0, i64 80
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = load double, ptr %17, align 8, !tbaa !5
  %58 = tail call double @llvm.fmuladd.f64(double %56, double %57, double %54)
  %59 = getelementptr inbounds i8, ptr %0, i64 88
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = load double, ptr %22, align 8, !tbaa !5
  %62 = tail call double @llvm.fmuladd.f64(double %60, double %61, double %58)
  %63 = tail call double @tanh(double noundef %62) #10
  %64 = load double, ptr %2, align 8, !tbaa !5
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %25, double 0.000000e+00)
  %66 = getelementptr inbounds i8, ptr %2, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %44, double %65)
  %69 = getelementptr inbounds i8, ptr %2, i64 16
  %70 = load double, ptr %69, align 8, !tbaa !5
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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
