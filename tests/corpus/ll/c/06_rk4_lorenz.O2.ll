; ModuleID = 'c/06_rk4_lorenz.c'
source_filename = "c/06_rk4_lorenz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"t=%5.2f  x=%12.6f y=%12.6f z=%12.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"rk4 vs half-step diff = %.3e\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"euler error larger: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"x(0.5) = %.8f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %90
  %2 = phi i32 [ 1, %0 ], [ %91, %90 ]
  %3 = phi double [ 1.000000e+00, %0 ], [ %76, %90 ]
  %4 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %0 ], [ %80, %90 ]
  %5 = extractelement <2 x double> %4, i64 1
  %6 = fsub double %5, %3
  %7 = fmul double %6, 1.000000e+01
  %8 = extractelement <2 x double> %4, i64 0
  %9 = fsub double 2.800000e+01, %8
  %10 = fmul double %8, 0xC005555555555555
  %11 = insertelement <2 x double> poison, double %3, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %14 = insertelement <2 x double> %13, double %9, i64 1
  %15 = fneg <2 x double> %4
  %16 = insertelement <2 x double> %15, double %10, i64 0
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %14, <2 x double> %16)
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %19 = insertelement <2 x double> %18, double %7, i64 1
  %20 = insertelement <2 x double> %13, double %3, i64 1
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> <double 2.500000e-03, double 2.500000e-03>, <2 x double> %20)
  %22 = extractelement <2 x double> %17, i64 0
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.500000e-03, double %8)
  %24 = extractelement <2 x double> %21, i64 0
  %25 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %26 = fsub <2 x double> %21, %25
  %27 = extractelement <2 x double> %26, i64 0
  %28 = fmul double %27, 1.000000e+01
  %29 = fsub double 2.800000e+01, %23
  %30 = fneg double %24
  %31 = fmul double %23, 0xC005555555555555
  %32 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %33 = insertelement <2 x double> %21, double %29, i64 1
  %34 = insertelement <2 x double> poison, double %31, i64 0
  %35 = insertelement <2 x double> %34, double %30, i64 1
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> %33, <2 x double> %35)
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %38 = insertelement <2 x double> %37, double %28, i64 1
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 2.500000e-03, double 2.500000e-03>, <2 x double> %20)
  %40 = extractelement <2 x double> %36, i64 0
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 2.500000e-03, double %8)
  %42 = extractelement <2 x double> %39, i64 0
  %43 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %44 = fsub <2 x double> %39, %43
  %45 = extractelement <2 x double> %44, i64 0
  %46 = fmul double %45, 1.000000e+01
  %47 = fsub double 2.800000e+01, %41
  %48 = fneg double %42
  %49 = fmul double %41, 0xC005555555555555
  %50 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %51 = insertelement <2 x double> %39, double %47, i64 1
  %52 = insertelement <2 x double> poison, double %49, i64 0
  %53 = insertelement <2 x double> %52, double %48, i64 1
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %51, <2 x double> %53)
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %56 = insertelement <2 x double> %55, double %46, i64 1
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-03, double 5.000000e-03>, <2 x double> %20)
  %58 = extractelement <2 x double> %54, i64 0
  %59 = tail call double @llvm.fmuladd.f64(double %58, double 5.000000e-03, double %8)
  %60 = extractelement <2 x double> %57, i64 0
  %61 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %62 = fsub <2 x double> %57, %61
  %63 = extractelement <2 x double> %62, i64 0
  %64 = fmul double %63, 1.000000e+01
  %65 = fsub double 2.800000e+01, %59
  %66 = fneg double %60
  %67 = fmul double %59, 0xC005555555555555
  %68 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %69 = insertelement <2 x double> %57, double %65, i64 1
  %70 = insertelement <2 x double> poison, double %67, i64 0
  %71 = insertelement <2 x double> %70, double %66, i64 1
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> %69, <2 x double> %71)
  %73 = tail call double @llvm.fmuladd.f64(double %28, double 2.000000e+00, double %7)
  %74 = tail call double @llvm.fmuladd.f64(double %46, double 2.000000e+00, double %73)
  %75 = fadd double %74, %64
  %76 = tail call double @llvm.fmuladd.f64(double %75, double 0x3F4B4E81B4E81B4F, double %3)
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %17)
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %77)
  %79 = fadd <2 x double> %78, %72
  %80 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 0x3F4B4E81B4E81B4F, double 0x3F4B4E81B4E81B4F>, <2 x double> %4)
  %81 = trunc nuw i32 %2 to i16
  %82 = urem i16 %81, 50
  %83 = icmp eq i16 %82, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %1
  %85 = uitofp nneg i32 %2 to double
  %86 = fmul double %85, 5.000000e-03
  %87 = extractelement <2 x double> %80, i64 0
  %88 = extractelement <2 x double> %80, i64 1
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %86, double noundef %76, double noundef %88, double noundef %87)
  br label %90

90:                                               ; preds = %1, %84
  %91 = add nuw nsw i32 %2, 1
  %92 = icmp eq i32 %91, 401
  br i1 %92, label %93, label %1, !llvm.loop !5

93:                                               ; preds = %90, %93
  %94 = phi i32 [ %173, %93 ], [ 0, %90 ]
  %95 = phi double [ %168, %93 ], [ 1.000000e+00, %90 ]
  %96 = phi <2 x double> [ %172, %93 ], [ <double 1.000000e+00, double 1.000000e+00>, %90 ]
  %97 = extractelement <2 x double> %96, i64 1
  %98 = fsub double %97, %95
  %99 = fmul double %98, 1.000000e+01
  %100 = extractelement <2 x double> %96, i64 0
  %101 = fsub double 2.800000e+01, %100
  %102 = fmul double %100, 0xC005555555555555
  %103 = insertelement <2 x double> poison, double %95, i64 0
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> zeroinitializer
  %105 = shufflevector <2 x double> %96, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %106 = insertelement <2 x double> %105, double %101, i64 1
  %107 = fneg <2 x double> %96
  %108 = insertelement <2 x double> %107, double %102, i64 0
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> %106, <2 x double> %108)
  %110 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %111 = insertelement <2 x double> %110, double %99, i64 1
  %112 = insertelement <2 x double> %105, double %95, i64 1
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 2.500000e-03, double 2.500000e-03>, <2 x double> %112)
  %114 = extractelement <2 x double> %109, i64 0
  %115 = tail call double @llvm.fmuladd.f64(double %114, double 2.500000e-03, double %100)
  %116 = extractelement <2 x double> %113, i64 0
  %117 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %118 = fsub <2 x double> %113, %117
  %119 = extractelement <2 x double> %118, i64 0
  %120 = fmul double %119, 1.000000e+01
  %121 = fsub double 2.800000e+01, %115
  %122 = fneg double %116
  %123 = fmul double %115, 0xC005555555555555
  %124 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %125 = insertelement <2 x double> %113, double %121, i64 1
  %126 = insertelement <2 x double> poison, double %123, i64 0
  %127 = insertelement <2 x double> %126, double %122, i64 1
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %125, <2 x double> %127)
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %130 = insertelement <2 x double> %129, double %120, i64 1
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 2.500000e-03, double 2.500000e-03>, <2 x double> %112)
  %132 = extractelement <2 x double> %128, i64 0
  %133 = tail call double @llvm.fmuladd.f64(double %132, double 2.500000e-03, double %100)
  %134 = extractelement <2 x double> %131, i64 0
  %135 = shufflevector <2 x double> %131, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %136 = fsub <2 x double> %131, %135
  %137 = extractelement <2 x double> %136, i64 0
  %138 = fmul double %137, 1.000000e+01
  %139 = fsub double 2.800000e+01, %133
  %140 = fneg double %134
  %141 = fmul double %133, 0xC005555555555555
  %142 = shufflevector <2 x double> %131, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %143 = insertelement <2 x double> %131, double %139, i64 1
  %144 = insertelement <2 x double> poison, double %141, i64 0
  %145 = insertelement <2 x double> %144, double %140, i64 1
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %143, <2 x double> %145)
  %147 = shufflevector <2 x double> %146, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %148 = insertelement <2 x double> %147, double %138, i64 1
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %148, <2 x double> <double 5.000000e-03, double 5.000000e-03>, <2 x double> %112)
  %150 = extractelement <2 x double> %146, i64 0
  %151 = tail call double @llvm.fmuladd.f64(double %150, double 5.000000e-03, double %100)
  %152 = extractelement <2 x double> %149, i64 0
  %153 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %154 = fsub <2 x double> %149, %153
  %155 = extractelement <2 x double> %154, i64 0
  %156 = fmul double %155, 1.000000e+01
  %157 = fsub double 2.800000e+01, %151
  %158 = fneg double %152
  %159 = fmul double %151, 0xC005555555555555
  %160 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %161 = insertelement <2 x double> %149, double %157, i64 1
  %162 = insertelement <2 x double> poison, double %159, i64 0
  %163 = insertelement <2 x double> %162, double %158, i64 1
  %164 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> %161, <2 x double> %163)
  %165 = tail call double @llvm.fmuladd.f64(double %120, double 2.000000e+00, double %99)
  %166 = tail call double @llvm.fmuladd.f64(double %138, double 2.000000e+00, double %165)
  %167 = fadd double %166, %156
  %168 = tail call double @llvm.fmuladd.f64(double %167, double 0x3F4B4E81B4E81B4F, double %95)
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %109)
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %169)
  %171 = fadd <2 x double> %170, %164
  %172 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> <double 0x3F4B4E81B4E81B4F, double 0x3F4B4E81B4E81B4F>, <2 x double> %96)
  %173 = add nuw nsw i32 %94, 1
  %174 = icmp eq i32 %173, 100
  br i1 %174, label %175, label %93, !llvm.loop !7

175:                                              ; preds = %93, %175
  %176 = phi i32 [ %255, %175 ], [ 0, %93 ]
  %177 = phi double [ %250, %175 ], [ 1.000000e+00, %93 ]
  %178 = phi <2 x double> [ %254, %175 ], [ <double 1.000000e+00, double 1.000000e+00>, %93 ]
  %179 = extractelement <2 x double> %178, i64 1
  %180 = fsub double %179, %177
  %181 = fmul double %180, 1.000000e+01
  %182 = extractelement <2 x double> %178, i64 0
  %183 = fsub double 2.800000e+01, %182
  %184 = fmul double %182, 0xC005555555555555
  %185 = insertelement <2 x double> poison, double %177, i64 0
  %186 = shufflevector <2 x double> %185, <2 x double> poison, <2 x i32> zeroinitializer
  %187 = shufflevector <2 x double> %178, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %188 = insertelement <2 x double> %187, double %183, i64 1
  %189 = fneg <2 x double> %178
  %190 = insertelement <2 x double> %189, double %184, i64 0
  %191 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> %188, <2 x double> %190)
  %192 = shufflevector <2 x double> %191, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %193 = insertelement <2 x double> %192, double %181, i64 1
  %194 = insertelement <2 x double> %187, double %177, i64 1
  %195 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> <double 1.250000e-03, double 1.250000e-03>, <2 x double> %194)
  %196 = extractelement <2 x double> %191, i64 0
  %197 = tail call double @llvm.fmuladd.f64(double %196, double 1.250000e-03, double %182)
  %198 = extractelement <2 x double> %195, i64 0
  %199 = shufflevector <2 x double> %195, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %200 = fsub <2 x double> %195, %199
  %201 = extractelement <2 x double> %200, i64 0
  %202 = fmul double %201, 1.000000e+01
  %203 = fsub double 2.800000e+01, %197
  %204 = fneg double %198
  %205 = fmul double %197, 0xC005555555555555
  %206 = shufflevector <2 x double> %195, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %207 = insertelement <2 x double> %195, double %203, i64 1
  %208 = insertelement <2 x double> poison, double %205, i64 0
  %209 = insertelement <2 x double> %208, double %204, i64 1
  %210 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> %207, <2 x double> %209)
  %211 = shufflevector <2 x double> %210, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %212 = insertelement <2 x double> %211, double %202, i64 1
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double 1.250000e-03, double 1.250000e-03>, <2 x double> %194)
  %214 = extractelement <2 x double> %210, i64 0
  %215 = tail call double @llvm.fmuladd.f64(double %214, double 1.250000e-03, double %182)
  %216 = extractelement <2 x double> %213, i64 0
  %217 = shufflevector <2 x double> %213, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %218 = fsub <2 x double> %213, %217
  %219 = extractelement <2 x double> %218, i64 0
  %220 = fmul double %219, 1.000000e+01
  %221 = fsub double 2.800000e+01, %215
  %222 = fneg double %216
  %223 = fmul double %215, 0xC005555555555555
  %224 = shufflevector <2 x double> %213, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %225 = insertelement <2 x double> %213, double %221, i64 1
  %226 = insertelement <2 x double> poison, double %223, i64 0
  %227 = insertelement <2 x double> %226, double %222, i64 1
  %228 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %224, <2 x double> %225, <2 x double> %227)
  %229 = shufflevector <2 x double> %228, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %230 = insertelement <2 x double> %229, double %220, i64 1
  %231 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> <double 2.500000e-03, double 2.500000e-03>, <2 x double> %194)
  %232 = extractelement <2 x double> %228, i64 0
  %233 = tail call double @llvm.fmuladd.f64(double %232, double 2.500000e-03, double %182)
  %234 = extractelement <2 x double> %231, i64 0
  %235 = shufflevector <2 x double> %231, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %236 = fsub <2 x double> %231, %235
  %237 = extractelement <2 x double> %236, i64 0
  %238 = fmul double %237, 1.000000e+01
  %239 = fsub double 2.800000e+01, %233
  %240 = fneg double %234
  %241 = fmul double %233, 0xC005555555555555
  %242 = shufflevector <2 x double> %231, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %243 = insertelement <2 x double> %231, double %239, i64 1
  %244 = insertelement <2 x double> poison, double %241, i64 0
  %245 = insertelement <2 x double> %244, double %240, i64 1
  %246 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %242, <2 x double> %243, <2 x double> %245)
  %247 = tail call double @llvm.fmuladd.f64(double %202, double 2.000000e+00, double %181)
  %248 = tail call double @llvm.fmuladd.f64(double %220, double 2.000000e+00, double %247)
  %249 = fadd double %248, %238
  %250 = tail call double @llvm.fmuladd.f64(double %249, double 0x3F3B4E81B4E81B4F, double %177)
  %251 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %210, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %191)
  %252 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %228, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %251)
  %253 = fadd <2 x double> %252, %246
  %254 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> <double 0x3F3B4E81B4E81B4F, double 0x3F3B4E81B4E81B4F>, <2 x double> %178)
  %255 = add nuw nsw i32 %176, 1
  %256 = icmp eq i32 %255, 200
  br i1 %256, label %272, label %175, !llvm.loop !8

257:                                              ; preds = %272
  %258 = insertelement <2 x double> %287, double %168, i64 1
  %259 = insertelement <2 x double> poison, double %250, i64 0
  %260 = shufflevector <2 x double> %259, <2 x double> poison, <2 x i32> zeroinitializer
  %261 = fsub <2 x double> %258, %260
  %262 = fcmp olt <2 x double> %261, zeroinitializer
  %263 = fneg <2 x double> %261
  %264 = select <2 x i1> %262, <2 x double> %263, <2 x double> %261
  %265 = extractelement <2 x double> %264, i64 1
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %265)
  %267 = extractelement <2 x double> %264, i64 0
  %268 = fcmp ogt double %267, %265
  %269 = zext i1 %268 to i32
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %269)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %250)
  ret i32 0

272:                                              ; preds = %175, %272
  %273 = phi i32 [ %289, %272 ], [ 0, %175 ]
  %274 = phi double [ %288, %272 ], [ 1.000000e+00, %175 ]
  %275 = phi <2 x double> [ %287, %272 ], [ <double 1.000000e+00, double 1.000000e+00>, %175 ]
  %276 = extractelement <2 x double> %275, i64 0
  %277 = extractelement <2 x double> %275, i64 1
  %278 = fsub double %277, %276
  %279 = fmul double %278, 1.000000e+01
  %280 = fsub double 2.800000e+01, %274
  %281 = fneg double %277
  %282 = tail call double @llvm.fmuladd.f64(double %276, double %280, double %281)
  %283 = fmul double %274, 0xC005555555555555
  %284 = tail call double @llvm.fmuladd.f64(double %276, double %277, double %283)
  %285 = insertelement <2 x double> poison, double %279, i64 0
  %286 = insertelement <2 x double> %285, double %282, i64 1
  %287 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %286, <2 x double> <double 5.000000e-03, double 5.000000e-03>, <2 x double> %275)
  %288 = tail call double @llvm.fmuladd.f64(double %284, double 5.000000e-03, double %274)
  %289 = add nuw nsw i32 %273, 1
  %290 = icmp eq i32 %289, 100
  br i1 %290, label %257, label %272, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
