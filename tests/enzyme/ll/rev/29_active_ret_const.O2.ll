; ModuleID = 'rev/29_active_ret_const.c'
source_filename = "rev/29_active_ret_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 16
@__const.main.t = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 16
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 16
@wt = internal unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 7.500000e-01, double 2.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/da\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/db\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%-26s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"const arrays unchanged\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [12 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 3, ptr %2, align 4, !tbaa !5
  %10 = load volatile i32, ptr %1, align 4, !tbaa !5
  %11 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.t, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull align 16 dereferenceable(32) @wt, i64 32, i1 false), !tbaa !9
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %15 = call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @fit, i32 noundef %12, ptr noundef nonnull %3, i32 noundef %13, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %13, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %12, ptr noundef nonnull %4, i32 noundef %14, double noundef 1.300000e+00, i32 noundef %14, double noundef -2.000000e-01, i32 noundef %12, i32 noundef %10, i32 noundef %12, i32 noundef %11) #12
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  %18 = load double, ptr %3, align 16, !tbaa !9
  %19 = load double, ptr %5, align 16, !tbaa !9
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double -2.000000e-01)
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %5, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call double @llvm.fmuladd.f64(double %22, double %24, double %20)
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  %27 = load double, ptr %26, align 16, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  %29 = load double, ptr %28, align 16, !tbaa !9
  %30 = call double @llvm.fmuladd.f64(double %27, double %29, double %25)
  %31 = call double @tanh(double noundef %30) #12
  %32 = load <2 x double>, ptr %4, align 16
  %33 = getelementptr inbounds i8, ptr %3, i64 24
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = load double, ptr %5, align 16, !tbaa !9
  %36 = call double @llvm.fmuladd.f64(double %34, double %35, double -2.000000e-01)
  %37 = getelementptr inbounds i8, ptr %3, i64 32
  %38 = load double, ptr %37, align 16, !tbaa !9
  %39 = load double, ptr %23, align 8, !tbaa !9
  %40 = call double @llvm.fmuladd.f64(double %38, double %39, double %36)
  %41 = getelementptr inbounds i8, ptr %3, i64 40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = load double, ptr %28, align 16, !tbaa !9
  %44 = call double @llvm.fmuladd.f64(double %42, double %43, double %40)
  %45 = call double @tanh(double noundef %44) #12
  %46 = getelementptr inbounds i8, ptr %4, i64 8
  %47 = load <2 x double>, ptr %46, align 8
  %48 = getelementptr inbounds i8, ptr %3, i64 48
  %49 = load double, ptr %48, align 16, !tbaa !9
  %50 = load double, ptr %5, align 16, !tbaa !9
  %51 = call double @llvm.fmuladd.f64(double %49, double %50, double -2.000000e-01)
  %52 = getelementptr inbounds i8, ptr %3, i64 56
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = load double, ptr %23, align 8, !tbaa !9
  %55 = call double @llvm.fmuladd.f64(double %53, double %54, double %51)
  %56 = getelementptr inbounds i8, ptr %3, i64 64
  %57 = load double, ptr %56, align 16, !tbaa !9
  %58 = load double, ptr %28, align 16, !tbaa !9
  %59 = call double @llvm.fmuladd.f64(double %57, double %58, double %55)
  %60 = call double @tanh(double noundef %59) #12
  %61 = getelementptr inbounds i8, ptr %4, i64 16
  %62 = load <2 x double>, ptr %61, align 16
  %63 = getelementptr inbounds i8, ptr %3, i64 72
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = load double, ptr %5, align 16, !tbaa !9
  %66 = call double @llvm.fmuladd.f64(double %64, double %65, double -2.000000e-01)
  %67 = getelementptr inbounds i8, ptr %3, i64 80
  %68 = load double, ptr %67, align 16, !tbaa !9
  %69 = load double, ptr %23, align 8, !tbaa !9
  %70 = call double @llvm.fmuladd.f64(double %68, double %69, double %66)
  %71 = getelementptr inbounds i8, ptr %3, i64 88
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = load double, ptr %28, align 16, !tbaa !9
  %74 = call double @llvm.fmuladd.f64(double %72, double %73, double %70)
  %75 = call double @tanh(double noundef %74) #12
  %76 = getelementptr inbounds i8, ptr %4, i64 24
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = load double, ptr %3, align 16, !tbaa !9
  %79 = load double, ptr %5, align 16, !tbaa !9
  %80 = call double @llvm.fmuladd.f64(double %78, double %79, double -2.000000e-01)
  %81 = load double, ptr %21, align 8, !tbaa !9
  %82 = load double, ptr %23, align 8, !tbaa !9
  %83 = call double @llvm.fmuladd.f64(double %81, double %82, double %80)
  %84 = load double, ptr %26, align 16, !tbaa !9
  %85 = load double, ptr %28, align 16, !tbaa !9
  %86 = call double @llvm.fmuladd.f64(double %84, double %85, double %83)
  %87 = call double @tanh(double noundef %86) #12
  %88 = load double, ptr %4, align 16, !tbaa !9
  %89 = load double, ptr %33, align 8, !tbaa !9
  %90 = load double, ptr %5, align 16, !tbaa !9
  %91 = call double @llvm.fmuladd.f64(double %89, double %90, double -2.000000e-01)
  %92 = load double, ptr %37, align 16, !tbaa !9
  %93 = load double, ptr %23, align 8, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %92, double %93, double %91)
  %95 = load double, ptr %41, align 8, !tbaa !9
  %96 = load double, ptr %28, align 16, !tbaa !9
  %97 = call double @llvm.fmuladd.f64(double %95, double %96, double %94)
  %98 = call double @tanh(double noundef %97) #12
  %99 = load double, ptr %46, align 8, !tbaa !9
  %100 = load double, ptr %48, align 16, !tbaa !9
  %101 = load double, ptr %5, align 16, !tbaa !9
  %102 = call double @llvm.fmuladd.f64(double %100, double %101, double -2.000000e-01)
  %103 = load double, ptr %52, align 8, !tbaa !9
  %104 = load double, ptr %23, align 8, !tbaa !9
  %105 = call double @llvm.fmuladd.f64(double %103, double %104, double %102)
  %106 = load double, ptr %56, align 16, !tbaa !9
  %107 = load double, ptr %28, align 16, !tbaa !9
  %108 = call double @llvm.fmuladd.f64(double %106, double %107, double %105)
  %109 = call double @tanh(double noundef %108) #12
  %110 = load double, ptr %61, align 16, !tbaa !9
  %111 = load double, ptr %63, align 8, !tbaa !9
  %112 = load double, ptr %5, align 16, !tbaa !9
  %113 = call double @llvm.fmuladd.f64(double %111, double %112, double -2.000000e-01)
  %114 = load double, ptr %67, align 16, !tbaa !9
  %115 = load double, ptr %23, align 8, !tbaa !9
  %116 = call double @llvm.fmuladd.f64(double %114, double %115, double %113)
  %117 = load double, ptr %71, align 8, !tbaa !9
  %118 = load double, ptr %28, align 16, !tbaa !9
  %119 = call double @llvm.fmuladd.f64(double %117, double %118, double %116)
  %120 = call double @tanh(double noundef %119) #12
  %121 = load double, ptr %76, align 8, !tbaa !9
  %122 = insertelement <2 x double> poison, double %31, i64 0
  %123 = insertelement <2 x double> %122, double %87, i64 1
  %124 = fmul <2 x double> %123, <double 0x3FF4CCCDD93C46D8, double 0x3FF4CCCBC05D52C2>
  %125 = insertelement <2 x double> %32, double %88, i64 1
  %126 = fsub <2 x double> %124, %125
  %127 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %126, <2 x double> zeroinitializer)
  %128 = insertelement <2 x double> poison, double %45, i64 0
  %129 = insertelement <2 x double> %128, double %98, i64 1
  %130 = fmul <2 x double> %129, <double 0x3FF4CCCDD93C46D8, double 0x3FF4CCCBC05D52C2>
  %131 = insertelement <2 x double> %47, double %99, i64 1
  %132 = fsub <2 x double> %130, %131
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %132, <2 x double> %127)
  %134 = insertelement <2 x double> poison, double %60, i64 0
  %135 = insertelement <2 x double> %134, double %109, i64 1
  %136 = fmul <2 x double> %135, <double 0x3FF4CCCDD93C46D8, double 0x3FF4CCCBC05D52C2>
  %137 = insertelement <2 x double> %62, double %110, i64 1
  %138 = fsub <2 x double> %136, %137
  %139 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> %138, <2 x double> %133)
  %140 = insertelement <2 x double> poison, double %75, i64 0
  %141 = insertelement <2 x double> %140, double %120, i64 1
  %142 = fmul <2 x double> %141, <double 0x3FF4CCCDD93C46D8, double 0x3FF4CCCBC05D52C2>
  %143 = insertelement <2 x double> poison, double %77, i64 0
  %144 = insertelement <2 x double> %143, double %121, i64 1
  %145 = fsub <2 x double> %142, %144
  %146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %145, <2 x double> %139)
  %147 = fadd <2 x double> %146, <double 0x3F914E3D8BE2E92F, double 0x3F914E3A0E887E08>
  %148 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %147)
  %149 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double -1.000000e+00, double -1.000000e+00>, <2 x double> %148)
  %150 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %149)
  %151 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %150)
  %152 = shufflevector <2 x double> %151, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %153 = fsub <2 x double> %151, %152
  %154 = extractelement <2 x double> %153, i64 0
  %155 = fdiv double %154, 2.000000e-06
  %156 = fsub double %16, %155
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = call double @llvm.fabs.f64(double %155)
  %159 = call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.6, ptr @.str.5
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %16, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !5
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !5
  %169 = load double, ptr %3, align 16, !tbaa !9
  %170 = load double, ptr %5, align 16, !tbaa !9
  %171 = call double @llvm.fmuladd.f64(double %169, double %170, double -1.999990e-01)
  %172 = load double, ptr %21, align 8, !tbaa !9
  %173 = load double, ptr %23, align 8, !tbaa !9
  %174 = call double @llvm.fmuladd.f64(double %172, double %173, double %171)
  %175 = load double, ptr %26, align 16, !tbaa !9
  %176 = load double, ptr %28, align 16, !tbaa !9
  %177 = call double @llvm.fmuladd.f64(double %175, double %176, double %174)
  %178 = call double @tanh(double noundef %177) #12
  %179 = load <2 x double>, ptr %4, align 16
  %180 = load double, ptr %33, align 8, !tbaa !9
  %181 = load double, ptr %5, align 16, !tbaa !9
  %182 = call double @llvm.fmuladd.f64(double %180, double %181, double -1.999990e-01)
  %183 = load double, ptr %37, align 16, !tbaa !9
  %184 = load double, ptr %23, align 8, !tbaa !9
  %185 = call double @llvm.fmuladd.f64(double %183, double %184, double %182)
  %186 = load double, ptr %41, align 8, !tbaa !9
  %187 = load double, ptr %28, align 16, !tbaa !9
  %188 = call double @llvm.fmuladd.f64(double %186, double %187, double %185)
  %189 = call double @tanh(double noundef %188) #12
  %190 = load <2 x double>, ptr %46, align 8
  %191 = load double, ptr %48, align 16, !tbaa !9
  %192 = load double, ptr %5, align 16, !tbaa !9
  %193 = call double @llvm.fmuladd.f64(double %191, double %192, double -1.999990e-01)
  %194 = load double, ptr %52, align 8, !tbaa !9
  %195 = load double, ptr %23, align 8, !tbaa !9
  %196 = call double @llvm.fmuladd.f64(double %194, double %195, double %193)
  %197 = load double, ptr %56, align 16, !tbaa !9
  %198 = load double, ptr %28, align 16, !tbaa !9
  %199 = call double @llvm.fmuladd.f64(double %197, double %198, double %196)
  %200 = call double @tanh(double noundef %199) #12
  %201 = load <2 x double>, ptr %61, align 16
  %202 = load double, ptr %63, align 8, !tbaa !9
  %203 = load double, ptr %5, align 16, !tbaa !9
  %204 = call double @llvm.fmuladd.f64(double %202, double %203, double -1.999990e-01)
  %205 = load double, ptr %67, align 16, !tbaa !9
  %206 = load double, ptr %23, align 8, !tbaa !9
  %207 = call double @llvm.fmuladd.f64(double %205, double %206, double %204)
  %208 = load double, ptr %71, align 8, !tbaa !9
  %209 = load double, ptr %28, align 16, !tbaa !9
  %210 = call double @llvm.fmuladd.f64(double %208, double %209, double %207)
  %211 = call double @tanh(double noundef %210) #12
  %212 = load double, ptr %76, align 8, !tbaa !9
  %213 = load double, ptr %3, align 16, !tbaa !9
  %214 = load double, ptr %5, align 16, !tbaa !9
  %215 = call double @llvm.fmuladd.f64(double %213, double %214, double -2.000010e-01)
  %216 = load double, ptr %21, align 8, !tbaa !9
  %217 = load double, ptr %23, align 8, !tbaa !9
  %218 = call double @llvm.fmuladd.f64(double %216, double %217, double %215)
  %219 = load double, ptr %26, align 16, !tbaa !9
  %220 = load double, ptr %28, align 16, !tbaa !9
  %221 = call double @llvm.fmuladd.f64(double %219, double %220, double %218)
  %222 = call double @tanh(double noundef %221) #12
  %223 = load double, ptr %4, align 16, !tbaa !9
  %224 = load double, ptr %33, align 8, !tbaa !9
  %225 = load double, ptr %5, align 16, !tbaa !9
  %226 = call double @llvm.fmuladd.f64(double %224, double %225, double -2.000010e-01)
  %227 = load double, ptr %37, align 16, !tbaa !9
  %228 = load double, ptr %23, align 8, !tbaa !9
  %229 = call double @llvm.fmuladd.f64(double %227, double %228, double %226)
  %230 = load double, ptr %41, align 8, !tbaa !9
  %231 = load double, ptr %28, align 16, !tbaa !9
  %232 = call double @llvm.fmuladd.f64(double %230, double %231, double %229)
  %233 = call double @tanh(double noundef %232) #12
  %234 = load double, ptr %46, align 8, !tbaa !9
  %235 = load double, ptr %48, align 16, !tbaa !9
  %236 = load double, ptr %5, align 16, !tbaa !9
  %237 = call double @llvm.fmuladd.f64(double %235, double %236, double -2.000010e-01)
  %238 = load double, ptr %52, align 8, !tbaa !9
  %239 = load double, ptr %23, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %238, double %239, double %237)
  %241 = load double, ptr %56, align 16, !tbaa !9
  %242 = load double, ptr %28, align 16, !tbaa !9
  %243 = call double @llvm.fmuladd.f64(double %241, double %242, double %240)
  %244 = call double @tanh(double noundef %243) #12
  %245 = load double, ptr %61, align 16, !tbaa !9
  %246 = load double, ptr %63, align 8, !tbaa !9
  %247 = load double, ptr %5, align 16, !tbaa !9
  %248 = call double @llvm.fmuladd.f64(double %246, double %247, double -2.000010e-01)
  %249 = load double, ptr %67, align 16, !tbaa !9
  %250 = load double, ptr %23, align 8, !tbaa !9
  %251 = call double @llvm.fmuladd.f64(double %249, double %250, double %248)
  %252 = load double, ptr %71, align 8, !tbaa !9
  %253 = load double, ptr %28, align 16, !tbaa !9
  %254 = call double @llvm.fmuladd.f64(double %252, double %253, double %251)
  %255 = call double @tanh(double noundef %254) #12
  %256 = load double, ptr %76, align 8, !tbaa !9
  %257 = insertelement <2 x double> poison, double %178, i64 0
  %258 = insertelement <2 x double> %257, double %222, i64 1
  %259 = fmul <2 x double> %258, <double 1.300000e+00, double 1.300000e+00>
  %260 = insertelement <2 x double> %179, double %223, i64 1
  %261 = fsub <2 x double> %259, %260
  %262 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %261, <2 x double> %261, <2 x double> zeroinitializer)
  %263 = insertelement <2 x double> poison, double %189, i64 0
  %264 = insertelement <2 x double> %263, double %233, i64 1
  %265 = fmul <2 x double> %264, <double 1.300000e+00, double 1.300000e+00>
  %266 = insertelement <2 x double> %190, double %234, i64 1
  %267 = fsub <2 x double> %265, %266
  %268 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %267, <2 x double> %267, <2 x double> %262)
  %269 = insertelement <2 x double> poison, double %200, i64 0
  %270 = insertelement <2 x double> %269, double %244, i64 1
  %271 = fmul <2 x double> %270, <double 1.300000e+00, double 1.300000e+00>
  %272 = insertelement <2 x double> %201, double %245, i64 1
  %273 = fsub <2 x double> %271, %272
  %274 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %273, <2 x double> %273, <2 x double> %268)
  %275 = insertelement <2 x double> poison, double %211, i64 0
  %276 = insertelement <2 x double> %275, double %255, i64 1
  %277 = fmul <2 x double> %276, <double 1.300000e+00, double 1.300000e+00>
  %278 = insertelement <2 x double> poison, double %212, i64 0
  %279 = insertelement <2 x double> %278, double %256, i64 1
  %280 = fsub <2 x double> %277, %279
  %281 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %280, <2 x double> %280, <2 x double> %274)
  %282 = fadd <2 x double> %281, <double 0x3F914E3BCD35A859, double 0x3F914E3BCD35A859>
  %283 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %259, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %282)
  %284 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> <double -1.000000e+00, double -1.000000e+00>, <2 x double> %283)
  %285 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %271, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %284)
  %286 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %285)
  %287 = shufflevector <2 x double> %286, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %288 = fsub <2 x double> %286, %287
  %289 = extractelement <2 x double> %288, i64 0
  %290 = fdiv double %289, 2.000000e-06
  %291 = fsub double %17, %290
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = call double @llvm.fabs.f64(double %290)
  %294 = call double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  %295 = fmul double %294, 0x3EB0C6F7A0B5ED8D
  %296 = fcmp ugt double %292, %295
  %297 = fcmp ule double %293, 1.000000e-09
  %298 = or i1 %297, %296
  %299 = select i1 %298, ptr @.str.6, ptr @.str.5
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %17, double noundef %290, ptr noundef nonnull %299)
  %301 = zext i1 %298 to i32
  %302 = load i32, ptr @fails, align 4, !tbaa !5
  %303 = add nsw i32 %302, %301
  store i32 %303, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  br label %307

304:                                              ; preds = %307
  %305 = call i32 @bcmp(ptr noundef nonnull dereferenceable(96) %3, ptr noundef nonnull dereferenceable(96) @__const.main.X, i64 96)
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %454, label %460

307:                                              ; preds = %0, %307
  %308 = phi i64 [ 0, %0 ], [ %452, %307 ]
  %309 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = fadd double %310, 0x3EB0C6F7A0B5ED8D
  store double %311, ptr %309, align 8, !tbaa !9
  %312 = load double, ptr %3, align 16, !tbaa !9
  %313 = load double, ptr %5, align 16, !tbaa !9
  %314 = call double @llvm.fmuladd.f64(double %312, double %313, double -2.000000e-01)
  %315 = load double, ptr %21, align 8, !tbaa !9
  %316 = load double, ptr %23, align 8, !tbaa !9
  %317 = call double @llvm.fmuladd.f64(double %315, double %316, double %314)
  %318 = load double, ptr %26, align 16, !tbaa !9
  %319 = load double, ptr %28, align 16, !tbaa !9
  %320 = call double @llvm.fmuladd.f64(double %318, double %319, double %317)
  %321 = call double @tanh(double noundef %320) #12
  %322 = load <2 x double>, ptr %4, align 16
  %323 = load double, ptr %33, align 8, !tbaa !9
  %324 = load double, ptr %5, align 16, !tbaa !9
  %325 = call double @llvm.fmuladd.f64(double %323, double %324, double -2.000000e-01)
  %326 = load double, ptr %37, align 16, !tbaa !9
  %327 = load double, ptr %23, align 8, !tbaa !9
  %328 = call double @llvm.fmuladd.f64(double %326, double %327, double %325)
  %329 = load double, ptr %41, align 8, !tbaa !9
  %330 = load double, ptr %28, align 16, !tbaa !9
  %331 = call double @llvm.fmuladd.f64(double %329, double %330, double %328)
  %332 = call double @tanh(double noundef %331) #12
  %333 = load <2 x double>, ptr %46, align 8
  %334 = load double, ptr %48, align 16, !tbaa !9
  %335 = load double, ptr %5, align 16, !tbaa !9
  %336 = call double @llvm.fmuladd.f64(double %334, double %335, double -2.000000e-01)
  %337 = load double, ptr %52, align 8, !tbaa !9
  %338 = load double, ptr %23, align 8, !tbaa !9
  %339 = call double @llvm.fmuladd.f64(double %337, double %338, double %336)
  %340 = load double, ptr %56, align 16, !tbaa !9
  %341 = load double, ptr %28, align 16, !tbaa !9
  %342 = call double @llvm.fmuladd.f64(double %340, double %341, double %339)
  %343 = call double @tanh(double noundef %342) #12
  %344 = load <2 x double>, ptr %61, align 16
  %345 = load double, ptr %63, align 8, !tbaa !9
  %346 = load double, ptr %5, align 16, !tbaa !9
  %347 = call double @llvm.fmuladd.f64(double %345, double %346, double -2.000000e-01)
  %348 = load double, ptr %67, align 16, !tbaa !9
  %349 = load double, ptr %23, align 8, !tbaa !9
  %350 = call double @llvm.fmuladd.f64(double %348, double %349, double %347)
  %351 = load double, ptr %71, align 8, !tbaa !9
  %352 = load double, ptr %28, align 16, !tbaa !9
  %353 = call double @llvm.fmuladd.f64(double %351, double %352, double %350)
  %354 = call double @tanh(double noundef %353) #12
  %355 = load double, ptr %76, align 8, !tbaa !9
  %356 = fadd double %310, 0xBEB0C6F7A0B5ED8D
  store double %356, ptr %309, align 8, !tbaa !9
  %357 = load double, ptr %3, align 16, !tbaa !9
  %358 = load double, ptr %5, align 16, !tbaa !9
  %359 = call double @llvm.fmuladd.f64(double %357, double %358, double -2.000000e-01)
  %360 = load double, ptr %21, align 8, !tbaa !9
  %361 = load double, ptr %23, align 8, !tbaa !9
  %362 = call double @llvm.fmuladd.f64(double %360, double %361, double %359)
  %363 = load double, ptr %26, align 16, !tbaa !9
  %364 = load double, ptr %28, align 16, !tbaa !9
  %365 = call double @llvm.fmuladd.f64(double %363, double %364, double %362)
  %366 = call double @tanh(double noundef %365) #12
  %367 = load double, ptr %4, align 16, !tbaa !9
  %368 = load double, ptr %33, align 8, !tbaa !9
  %369 = load double, ptr %5, align 16, !tbaa !9
  %370 = call double @llvm.fmuladd.f64(double %368, double %369, double -2.000000e-01)
  %371 = load double, ptr %37, align 16, !tbaa !9
  %372 = load double, ptr %23, align 8, !tbaa !9
  %373 = call double @llvm.fmuladd.f64(double %371, double %372, double %370)
  %374 = load double, ptr %41, align 8, !tbaa !9
  %375 = load double, ptr %28, align 16, !tbaa !9
  %376 = call double @llvm.fmuladd.f64(double %374, double %375, double %373)
  %377 = call double @tanh(double noundef %376) #12
  %378 = load double, ptr %46, align 8, !tbaa !9
  %379 = load double, ptr %48, align 16, !tbaa !9
  %380 = load double, ptr %5, align 16, !tbaa !9
  %381 = call double @llvm.fmuladd.f64(double %379, double %380, double -2.000000e-01)
  %382 = load double, ptr %52, align 8, !tbaa !9
  %383 = load double, ptr %23, align 8, !tbaa !9
  %384 = call double @llvm.fmuladd.f64(double %382, double %383, double %381)
  %385 = load double, ptr %56, align 16, !tbaa !9
  %386 = load double, ptr %28, align 16, !tbaa !9
  %387 = call double @llvm.fmuladd.f64(double %385, double %386, double %384)
  %388 = call double @tanh(double noundef %387) #12
  %389 = load double, ptr %61, align 16, !tbaa !9
  %390 = load double, ptr %63, align 8, !tbaa !9
  %391 = load double, ptr %5, align 16, !tbaa !9
  %392 = call double @llvm.fmuladd.f64(double %390, double %391, double -2.000000e-01)
  %393 = load double, ptr %67, align 16, !tbaa !9
  %394 = load double, ptr %23, align 8, !tbaa !9
  %395 = call double @llvm.fmuladd.f64(double %393, double %394, double %392)
  %396 = load double, ptr %71, align 8, !tbaa !9
  %397 = load double, ptr %28, align 16, !tbaa !9
  %398 = call double @llvm.fmuladd.f64(double %396, double %397, double %395)
  %399 = call double @tanh(double noundef %398) #12
  %400 = load double, ptr %76, align 8, !tbaa !9
  %401 = insertelement <2 x double> poison, double %321, i64 0
  %402 = insertelement <2 x double> %401, double %366, i64 1
  %403 = fmul <2 x double> %402, <double 1.300000e+00, double 1.300000e+00>
  %404 = insertelement <2 x double> %322, double %367, i64 1
  %405 = fsub <2 x double> %403, %404
  %406 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> %405, <2 x double> zeroinitializer)
  %407 = insertelement <2 x double> poison, double %332, i64 0
  %408 = insertelement <2 x double> %407, double %377, i64 1
  %409 = fmul <2 x double> %408, <double 1.300000e+00, double 1.300000e+00>
  %410 = insertelement <2 x double> %333, double %378, i64 1
  %411 = fsub <2 x double> %409, %410
  %412 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %411, <2 x double> %411, <2 x double> %406)
  %413 = insertelement <2 x double> poison, double %343, i64 0
  %414 = insertelement <2 x double> %413, double %388, i64 1
  %415 = fmul <2 x double> %414, <double 1.300000e+00, double 1.300000e+00>
  %416 = insertelement <2 x double> %344, double %389, i64 1
  %417 = fsub <2 x double> %415, %416
  %418 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %417, <2 x double> %417, <2 x double> %412)
  %419 = insertelement <2 x double> poison, double %354, i64 0
  %420 = insertelement <2 x double> %419, double %399, i64 1
  %421 = fmul <2 x double> %420, <double 1.300000e+00, double 1.300000e+00>
  %422 = insertelement <2 x double> poison, double %355, i64 0
  %423 = insertelement <2 x double> %422, double %400, i64 1
  %424 = fsub <2 x double> %421, %423
  %425 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> %424, <2 x double> %418)
  %426 = fadd <2 x double> %425, <double 0x3F914E3BCD35A859, double 0x3F914E3BCD35A859>
  %427 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %403, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %426)
  %428 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> <double -1.000000e+00, double -1.000000e+00>, <2 x double> %427)
  %429 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %415, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %428)
  %430 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %421, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %429)
  store double %310, ptr %309, align 8, !tbaa !9
  %431 = trunc nuw nsw i64 %308 to i32
  %432 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %431) #12
  %433 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %308
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = shufflevector <2 x double> %430, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %436 = fsub <2 x double> %430, %435
  %437 = extractelement <2 x double> %436, i64 0
  %438 = fdiv double %437, 2.000000e-06
  %439 = fsub double %434, %438
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = call double @llvm.fabs.f64(double %438)
  %442 = call double @llvm.maxnum.f64(double %441, double 1.000000e+00)
  %443 = fmul double %442, 0x3EB0C6F7A0B5ED8D
  %444 = fcmp ugt double %440, %443
  %445 = fcmp ule double %441, 1.000000e-09
  %446 = or i1 %445, %444
  %447 = select i1 %446, ptr @.str.6, ptr @.str.5
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %9, double noundef %434, double noundef %438, ptr noundef nonnull %447)
  %449 = zext i1 %446 to i32
  %450 = load i32, ptr @fails, align 4, !tbaa !5
  %451 = add nsw i32 %450, %449
  store i32 %451, ptr @fails, align 4, !tbaa !5
  %452 = add nuw nsw i64 %308, 1
  %453 = icmp eq i64 %452, 3
  br i1 %453, label %304, label %307, !llvm.loop !11

454:                                              ; preds = %304
  %455 = call i32 @bcmp(ptr noundef nonnull dereferenceable(32) %4, ptr noundef nonnull dereferenceable(32) @__const.main.t, i64 32)
  %456 = freeze i32 %455
  %457 = icmp ne i32 %456, 0
  %458 = select i1 %457, ptr @.str.6, ptr @.str.5
  %459 = zext i1 %457 to i32
  br label %460

460:                                              ; preds = %454, %304
  %461 = phi i32 [ 1, %304 ], [ %459, %454 ]
  %462 = phi ptr [ @.str.6, %304 ], [ %458, %454 ]
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %462)
  %464 = load i32, ptr @fails, align 4, !tbaa !5
  %465 = add nsw i32 %464, %461
  store i32 %465, ptr @fails, align 4, !tbaa !5
  %466 = icmp eq i32 %465, 0
  %467 = select i1 %466, ptr @.str.5, ptr @.str.6
  %468 = call i32 @puts(ptr nonnull dereferenceable(1) %467)
  %469 = load i32, ptr @fails, align 4, !tbaa !5
  %470 = icmp ne i32 %469, 0
  %471 = zext i1 %470 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %471
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @fit(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, double noundef %4, double noundef %5, i32 noundef %6, i32 noundef %7) #5 {
  %9 = icmp sgt i32 %6, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %8
  %11 = icmp sgt i32 %7, 0
  %12 = zext i32 %7 to i64
  %13 = zext nneg i32 %6 to i64
  %14 = and i64 %12, 3
  %15 = icmp ult i32 %7, 4
  %16 = and i64 %12, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %10, %44
  %19 = phi i64 [ 0, %10 ], [ %53, %44 ]
  %20 = phi double [ 0.000000e+00, %10 ], [ %52, %44 ]
  br i1 %11, label %21, label %44

21:                                               ; preds = %18
  %22 = mul nuw nsw i64 %19, %12
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  br i1 %15, label %28, label %55

24:                                               ; preds = %44, %8
  %25 = phi double [ 0.000000e+00, %8 ], [ %52, %44 ]
  %26 = fmul double %4, %4
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 1.000000e-02, double %25)
  ret double %27

28:                                               ; preds = %55, %21
  %29 = phi double [ poison, %21 ], [ %81, %55 ]
  %30 = phi i64 [ 0, %21 ], [ %82, %55 ]
  %31 = phi double [ %5, %21 ], [ %81, %55 ]
  br i1 %17, label %44, label %32

32:                                               ; preds = %28, %32
  %33 = phi i64 [ %41, %32 ], [ %30, %28 ]
  %34 = phi double [ %40, %32 ], [ %31, %28 ]
  %35 = phi i64 [ %42, %32 ], [ 0, %28 ]
  %36 = getelementptr inbounds double, ptr %23, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = getelementptr inbounds double, ptr %1, i64 %33
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %34)
  %41 = add nuw nsw i64 %33, 1
  %42 = add i64 %35, 1
  %43 = icmp eq i64 %42, %14
  br i1 %43, label %44, label %32, !llvm.loop !13

44:                                               ; preds = %28, %32, %18
  %45 = phi double [ %5, %18 ], [ %29, %28 ], [ %40, %32 ]
  %46 = tail call double @tanh(double noundef %45) #12
  %47 = fmul double %46, %4
  %48 = getelementptr inbounds double, ptr %2, i64 %19
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = getelementptr inbounds double, ptr %3, i64 %19
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fsub double %47, %50
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %51, double %20)
  %53 = add nuw nsw i64 %19, 1
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %24, label %18, !llvm.loop !15

55:                                               ; preds = %21, %55
  %56 = phi i64 [ %82, %55 ], [ 0, %21 ]
  %57 = phi double [ %81, %55 ], [ %5, %21 ]
  %58 = phi i64 [ %83, %55 ], [ 0, %21 ]
  %59 = getelementptr inbounds double, ptr %23, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds double, ptr %1, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %56, 1
  %65 = getelementptr inbounds double, ptr %23, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds double, ptr %1, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = or disjoint i64 %56, 2
  %71 = getelementptr inbounds double, ptr %23, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr inbounds double, ptr %1, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %69)
  %76 = or disjoint i64 %56, 3
  %77 = getelementptr inbounds double, ptr %23, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %1, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %75)
  %82 = add nuw nsw i64 %56, 4
  %83 = add i64 %58, 4
  %84 = icmp eq i64 %83, %16
  br i1 %84, label %28, label %55, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nofree nounwind }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
