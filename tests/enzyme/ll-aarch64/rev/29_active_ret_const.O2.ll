; ModuleID = 'rev/29_active_ret_const.c'
source_filename = "rev/29_active_ret_const.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 8
@__const.main.t = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@wt = internal unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 7.500000e-01, double 2.000000e-01], align 8
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
  %3 = alloca [12 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 3, ptr %2, align 4, !tbaa !6
  %10 = load volatile i32, ptr %1, align 4, !tbaa !6
  %11 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %3, ptr noundef nonnull align 8 dereferenceable(96) @__const.main.X, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.t, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) @wt, i64 32, i1 false), !tbaa !10
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %14 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %15 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @fit, i32 noundef %12, ptr noundef nonnull %3, i32 noundef %13, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %13, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %12, ptr noundef nonnull %4, i32 noundef %14, double noundef 1.300000e+00, i32 noundef %14, double noundef -2.000000e-01, i32 noundef %12, i32 noundef %10, i32 noundef %12, i32 noundef %11) #12
  %16 = extractvalue %struct.grad2 %15, 0
  %17 = extractvalue %struct.grad2 %15, 1
  %18 = load double, ptr %3, align 8, !tbaa !10
  %19 = load double, ptr %5, align 8, !tbaa !10
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double -2.000000e-01)
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %5, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = call double @llvm.fmuladd.f64(double %22, double %24, double %20)
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = call double @llvm.fmuladd.f64(double %27, double %29, double %25)
  %31 = call double @tanh(double noundef %30) #12
  %32 = fmul double %31, 0x3FF4CCCDD93C46D8
  %33 = load double, ptr %4, align 8, !tbaa !10
  %34 = fsub double %32, %33
  %35 = call double @llvm.fmuladd.f64(double %34, double %34, double 0.000000e+00)
  %36 = getelementptr inbounds i8, ptr %3, i64 24
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = load double, ptr %5, align 8, !tbaa !10
  %39 = call double @llvm.fmuladd.f64(double %37, double %38, double -2.000000e-01)
  %40 = getelementptr inbounds i8, ptr %3, i64 32
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = load double, ptr %23, align 8, !tbaa !10
  %43 = call double @llvm.fmuladd.f64(double %41, double %42, double %39)
  %44 = getelementptr inbounds i8, ptr %3, i64 40
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = load double, ptr %28, align 8, !tbaa !10
  %47 = call double @llvm.fmuladd.f64(double %45, double %46, double %43)
  %48 = call double @tanh(double noundef %47) #12
  %49 = fmul double %48, 0x3FF4CCCDD93C46D8
  %50 = getelementptr inbounds i8, ptr %4, i64 8
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = fsub double %49, %51
  %53 = call double @llvm.fmuladd.f64(double %52, double %52, double %35)
  %54 = getelementptr inbounds i8, ptr %3, i64 48
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = load double, ptr %5, align 8, !tbaa !10
  %57 = call double @llvm.fmuladd.f64(double %55, double %56, double -2.000000e-01)
  %58 = getelementptr inbounds i8, ptr %3, i64 56
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = load double, ptr %23, align 8, !tbaa !10
  %61 = call double @llvm.fmuladd.f64(double %59, double %60, double %57)
  %62 = getelementptr inbounds i8, ptr %3, i64 64
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = load double, ptr %28, align 8, !tbaa !10
  %65 = call double @llvm.fmuladd.f64(double %63, double %64, double %61)
  %66 = call double @tanh(double noundef %65) #12
  %67 = fmul double %66, 0x3FF4CCCDD93C46D8
  %68 = getelementptr inbounds i8, ptr %4, i64 16
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = fsub double %67, %69
  %71 = call double @llvm.fmuladd.f64(double %70, double %70, double %53)
  %72 = getelementptr inbounds i8, ptr %3, i64 72
  %73 = load double, ptr %72, align 8, !tbaa !10
  %74 = load double, ptr %5, align 8, !tbaa !10
  %75 = call double @llvm.fmuladd.f64(double %73, double %74, double -2.000000e-01)
  %76 = getelementptr inbounds i8, ptr %3, i64 80
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = load double, ptr %23, align 8, !tbaa !10
  %79 = call double @llvm.fmuladd.f64(double %77, double %78, double %75)
  %80 = getelementptr inbounds i8, ptr %3, i64 88
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = load double, ptr %28, align 8, !tbaa !10
  %83 = call double @llvm.fmuladd.f64(double %81, double %82, double %79)
  %84 = call double @tanh(double noundef %83) #12
  %85 = fmul double %84, 0x3FF4CCCDD93C46D8
  %86 = getelementptr inbounds i8, ptr %4, i64 24
  %87 = load double, ptr %86, align 8, !tbaa !10
  %88 = fsub double %85, %87
  %89 = call double @llvm.fmuladd.f64(double %88, double %88, double %71)
  %90 = fadd double %89, 0x3F914E3D8BE2E92F
  %91 = call double @llvm.fmuladd.f64(double %32, double 5.000000e-01, double %90)
  %92 = call double @llvm.fmuladd.f64(double %49, double -1.000000e+00, double %91)
  %93 = call double @llvm.fmuladd.f64(double %67, double 7.500000e-01, double %92)
  %94 = call double @llvm.fmuladd.f64(double %85, double 2.000000e-01, double %93)
  %95 = load double, ptr %3, align 8, !tbaa !10
  %96 = load double, ptr %5, align 8, !tbaa !10
  %97 = call double @llvm.fmuladd.f64(double %95, double %96, double -2.000000e-01)
  %98 = load double, ptr %21, align 8, !tbaa !10
  %99 = load double, ptr %23, align 8, !tbaa !10
  %100 = call double @llvm.fmuladd.f64(double %98, double %99, double %97)
  %101 = load double, ptr %26, align 8, !tbaa !10
  %102 = load double, ptr %28, align 8, !tbaa !10
  %103 = call double @llvm.fmuladd.f64(double %101, double %102, double %100)
  %104 = call double @tanh(double noundef %103) #12
  %105 = fmul double %104, 0x3FF4CCCBC05D52C2
  %106 = load double, ptr %4, align 8, !tbaa !10
  %107 = fsub double %105, %106
  %108 = call double @llvm.fmuladd.f64(double %107, double %107, double 0.000000e+00)
  %109 = load double, ptr %36, align 8, !tbaa !10
  %110 = load double, ptr %5, align 8, !tbaa !10
  %111 = call double @llvm.fmuladd.f64(double %109, double %110, double -2.000000e-01)
  %112 = load double, ptr %40, align 8, !tbaa !10
  %113 = load double, ptr %23, align 8, !tbaa !10
  %114 = call double @llvm.fmuladd.f64(double %112, double %113, double %111)
  %115 = load double, ptr %44, align 8, !tbaa !10
  %116 = load double, ptr %28, align 8, !tbaa !10
  %117 = call double @llvm.fmuladd.f64(double %115, double %116, double %114)
  %118 = call double @tanh(double noundef %117) #12
  %119 = fmul double %118, 0x3FF4CCCBC05D52C2
  %120 = load double, ptr %50, align 8, !tbaa !10
  %121 = fsub double %119, %120
  %122 = call double @llvm.fmuladd.f64(double %121, double %121, double %108)
  %123 = load double, ptr %54, align 8, !tbaa !10
  %124 = load double, ptr %5, align 8, !tbaa !10
  %125 = call double @llvm.fmuladd.f64(double %123, double %124, double -2.000000e-01)
  %126 = load double, ptr %58, align 8, !tbaa !10
  %127 = load double, ptr %23, align 8, !tbaa !10
  %128 = call double @llvm.fmuladd.f64(double %126, double %127, double %125)
  %129 = load double, ptr %62, align 8, !tbaa !10
  %130 = load double, ptr %28, align 8, !tbaa !10
  %131 = call double @llvm.fmuladd.f64(double %129, double %130, double %128)
  %132 = call double @tanh(double noundef %131) #12
  %133 = fmul double %132, 0x3FF4CCCBC05D52C2
  %134 = load double, ptr %68, align 8, !tbaa !10
  %135 = fsub double %133, %134
  %136 = call double @llvm.fmuladd.f64(double %135, double %135, double %122)
  %137 = load double, ptr %72, align 8, !tbaa !10
  %138 = load double, ptr %5, align 8, !tbaa !10
  %139 = call double @llvm.fmuladd.f64(double %137, double %138, double -2.000000e-01)
  %140 = load double, ptr %76, align 8, !tbaa !10
  %141 = load double, ptr %23, align 8, !tbaa !10
  %142 = call double @llvm.fmuladd.f64(double %140, double %141, double %139)
  %143 = load double, ptr %80, align 8, !tbaa !10
  %144 = load double, ptr %28, align 8, !tbaa !10
  %145 = call double @llvm.fmuladd.f64(double %143, double %144, double %142)
  %146 = call double @tanh(double noundef %145) #12
  %147 = fmul double %146, 0x3FF4CCCBC05D52C2
  %148 = load double, ptr %86, align 8, !tbaa !10
  %149 = fsub double %147, %148
  %150 = call double @llvm.fmuladd.f64(double %149, double %149, double %136)
  %151 = fadd double %150, 0x3F914E3A0E887E08
  %152 = call double @llvm.fmuladd.f64(double %105, double 5.000000e-01, double %151)
  %153 = call double @llvm.fmuladd.f64(double %119, double -1.000000e+00, double %152)
  %154 = call double @llvm.fmuladd.f64(double %133, double 7.500000e-01, double %153)
  %155 = call double @llvm.fmuladd.f64(double %147, double 2.000000e-01, double %154)
  %156 = fsub double %94, %155
  %157 = fdiv double %156, 2.000000e-06
  %158 = fsub double %16, %157
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = call double @llvm.fabs.f64(double %157)
  %161 = call double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  %162 = fmul double %161, 0x3EB0C6F7A0B5ED8D
  %163 = fcmp ugt double %159, %162
  %164 = fcmp ule double %160, 1.000000e-09
  %165 = or i1 %164, %163
  %166 = select i1 %165, ptr @.str.6, ptr @.str.5
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %16, double noundef %157, ptr noundef nonnull %166)
  %168 = zext i1 %165 to i32
  %169 = load i32, ptr @fails, align 4, !tbaa !6
  %170 = add nsw i32 %169, %168
  store i32 %170, ptr @fails, align 4, !tbaa !6
  %171 = load double, ptr %3, align 8, !tbaa !10
  %172 = load double, ptr %5, align 8, !tbaa !10
  %173 = call double @llvm.fmuladd.f64(double %171, double %172, double -1.999990e-01)
  %174 = load double, ptr %21, align 8, !tbaa !10
  %175 = load double, ptr %23, align 8, !tbaa !10
  %176 = call double @llvm.fmuladd.f64(double %174, double %175, double %173)
  %177 = load double, ptr %26, align 8, !tbaa !10
  %178 = load double, ptr %28, align 8, !tbaa !10
  %179 = call double @llvm.fmuladd.f64(double %177, double %178, double %176)
  %180 = call double @tanh(double noundef %179) #12
  %181 = fmul double %180, 1.300000e+00
  %182 = load double, ptr %4, align 8, !tbaa !10
  %183 = fsub double %181, %182
  %184 = call double @llvm.fmuladd.f64(double %183, double %183, double 0.000000e+00)
  %185 = load double, ptr %36, align 8, !tbaa !10
  %186 = load double, ptr %5, align 8, !tbaa !10
  %187 = call double @llvm.fmuladd.f64(double %185, double %186, double -1.999990e-01)
  %188 = load double, ptr %40, align 8, !tbaa !10
  %189 = load double, ptr %23, align 8, !tbaa !10
  %190 = call double @llvm.fmuladd.f64(double %188, double %189, double %187)
  %191 = load double, ptr %44, align 8, !tbaa !10
  %192 = load double, ptr %28, align 8, !tbaa !10
  %193 = call double @llvm.fmuladd.f64(double %191, double %192, double %190)
  %194 = call double @tanh(double noundef %193) #12
  %195 = fmul double %194, 1.300000e+00
  %196 = load double, ptr %50, align 8, !tbaa !10
  %197 = fsub double %195, %196
  %198 = call double @llvm.fmuladd.f64(double %197, double %197, double %184)
  %199 = load double, ptr %54, align 8, !tbaa !10
  %200 = load double, ptr %5, align 8, !tbaa !10
  %201 = call double @llvm.fmuladd.f64(double %199, double %200, double -1.999990e-01)
  %202 = load double, ptr %58, align 8, !tbaa !10
  %203 = load double, ptr %23, align 8, !tbaa !10
  %204 = call double @llvm.fmuladd.f64(double %202, double %203, double %201)
  %205 = load double, ptr %62, align 8, !tbaa !10
  %206 = load double, ptr %28, align 8, !tbaa !10
  %207 = call double @llvm.fmuladd.f64(double %205, double %206, double %204)
  %208 = call double @tanh(double noundef %207) #12
  %209 = fmul double %208, 1.300000e+00
  %210 = load double, ptr %68, align 8, !tbaa !10
  %211 = fsub double %209, %210
  %212 = call double @llvm.fmuladd.f64(double %211, double %211, double %198)
  %213 = load double, ptr %72, align 8, !tbaa !10
  %214 = load double, ptr %5, align 8, !tbaa !10
  %215 = call double @llvm.fmuladd.f64(double %213, double %214, double -1.999990e-01)
  %216 = load double, ptr %76, align 8, !tbaa !10
  %217 = load double, ptr %23, align 8, !tbaa !10
  %218 = call double @llvm.fmuladd.f64(double %216, double %217, double %215)
  %219 = load double, ptr %80, align 8, !tbaa !10
  %220 = load double, ptr %28, align 8, !tbaa !10
  %221 = call double @llvm.fmuladd.f64(double %219, double %220, double %218)
  %222 = call double @tanh(double noundef %221) #12
  %223 = fmul double %222, 1.300000e+00
  %224 = load double, ptr %86, align 8, !tbaa !10
  %225 = fsub double %223, %224
  %226 = call double @llvm.fmuladd.f64(double %225, double %225, double %212)
  %227 = fadd double %226, 0x3F914E3BCD35A859
  %228 = call double @llvm.fmuladd.f64(double %181, double 5.000000e-01, double %227)
  %229 = call double @llvm.fmuladd.f64(double %195, double -1.000000e+00, double %228)
  %230 = call double @llvm.fmuladd.f64(double %209, double 7.500000e-01, double %229)
  %231 = call double @llvm.fmuladd.f64(double %223, double 2.000000e-01, double %230)
  %232 = load double, ptr %3, align 8, !tbaa !10
  %233 = load double, ptr %5, align 8, !tbaa !10
  %234 = call double @llvm.fmuladd.f64(double %232, double %233, double -2.000010e-01)
  %235 = load double, ptr %21, align 8, !tbaa !10
  %236 = load double, ptr %23, align 8, !tbaa !10
  %237 = call double @llvm.fmuladd.f64(double %235, double %236, double %234)
  %238 = load double, ptr %26, align 8, !tbaa !10
  %239 = load double, ptr %28, align 8, !tbaa !10
  %240 = call double @llvm.fmuladd.f64(double %238, double %239, double %237)
  %241 = call double @tanh(double noundef %240) #12
  %242 = fmul double %241, 1.300000e+00
  %243 = load double, ptr %4, align 8, !tbaa !10
  %244 = fsub double %242, %243
  %245 = call double @llvm.fmuladd.f64(double %244, double %244, double 0.000000e+00)
  %246 = load double, ptr %36, align 8, !tbaa !10
  %247 = load double, ptr %5, align 8, !tbaa !10
  %248 = call double @llvm.fmuladd.f64(double %246, double %247, double -2.000010e-01)
  %249 = load double, ptr %40, align 8, !tbaa !10
  %250 = load double, ptr %23, align 8, !tbaa !10
  %251 = call double @llvm.fmuladd.f64(double %249, double %250, double %248)
  %252 = load double, ptr %44, align 8, !tbaa !10
  %253 = load double, ptr %28, align 8, !tbaa !10
  %254 = call double @llvm.fmuladd.f64(double %252, double %253, double %251)
  %255 = call double @tanh(double noundef %254) #12
  %256 = fmul double %255, 1.300000e+00
  %257 = load double, ptr %50, align 8, !tbaa !10
  %258 = fsub double %256, %257
  %259 = call double @llvm.fmuladd.f64(double %258, double %258, double %245)
  %260 = load double, ptr %54, align 8, !tbaa !10
  %261 = load double, ptr %5, align 8, !tbaa !10
  %262 = call double @llvm.fmuladd.f64(double %260, double %261, double -2.000010e-01)
  %263 = load double, ptr %58, align 8, !tbaa !10
  %264 = load double, ptr %23, align 8, !tbaa !10
  %265 = call double @llvm.fmuladd.f64(double %263, double %264, double %262)
  %266 = load double, ptr %62, align 8, !tbaa !10
  %267 = load double, ptr %28, align 8, !tbaa !10
  %268 = call double @llvm.fmuladd.f64(double %266, double %267, double %265)
  %269 = call double @tanh(double noundef %268) #12
  %270 = fmul double %269, 1.300000e+00
  %271 = load double, ptr %68, align 8, !tbaa !10
  %272 = fsub double %270, %271
  %273 = call double @llvm.fmuladd.f64(double %272, double %272, double %259)
  %274 = load double, ptr %72, align 8, !tbaa !10
  %275 = load double, ptr %5, align 8, !tbaa !10
  %276 = call double @llvm.fmuladd.f64(double %274, double %275, double -2.000010e-01)
  %277 = load double, ptr %76, align 8, !tbaa !10
  %278 = load double, ptr %23, align 8, !tbaa !10
  %279 = call double @llvm.fmuladd.f64(double %277, double %278, double %276)
  %280 = load double, ptr %80, align 8, !tbaa !10
  %281 = load double, ptr %28, align 8, !tbaa !10
  %282 = call double @llvm.fmuladd.f64(double %280, double %281, double %279)
  %283 = call double @tanh(double noundef %282) #12
  %284 = fmul double %283, 1.300000e+00
  %285 = load double, ptr %86, align 8, !tbaa !10
  %286 = fsub double %284, %285
  %287 = call double @llvm.fmuladd.f64(double %286, double %286, double %273)
  %288 = fadd double %287, 0x3F914E3BCD35A859
  %289 = call double @llvm.fmuladd.f64(double %242, double 5.000000e-01, double %288)
  %290 = call double @llvm.fmuladd.f64(double %256, double -1.000000e+00, double %289)
  %291 = call double @llvm.fmuladd.f64(double %270, double 7.500000e-01, double %290)
  %292 = call double @llvm.fmuladd.f64(double %284, double 2.000000e-01, double %291)
  %293 = fsub double %231, %292
  %294 = fdiv double %293, 2.000000e-06
  %295 = fsub double %17, %294
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = call double @llvm.fabs.f64(double %294)
  %298 = call double @llvm.maxnum.f64(double %297, double 1.000000e+00)
  %299 = fmul double %298, 0x3EB0C6F7A0B5ED8D
  %300 = fcmp ugt double %296, %299
  %301 = fcmp ule double %297, 1.000000e-09
  %302 = or i1 %301, %300
  %303 = select i1 %302, ptr @.str.6, ptr @.str.5
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %17, double noundef %294, ptr noundef nonnull %303)
  %305 = zext i1 %302 to i32
  %306 = load i32, ptr @fails, align 4, !tbaa !6
  %307 = add nsw i32 %306, %305
  store i32 %307, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  br label %311

308:                                              ; preds = %311
  %309 = call i32 @bcmp(ptr noundef nonnull dereferenceable(96) %3, ptr noundef nonnull dereferenceable(96) @__const.main.X, i64 96)
  %310 = icmp eq i32 %309, 0
  br i1 %310, label %460, label %466

311:                                              ; preds = %0, %311
  %312 = phi i64 [ 0, %0 ], [ %458, %311 ]
  %313 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !10
  %315 = fadd double %314, 0x3EB0C6F7A0B5ED8D
  store double %315, ptr %313, align 8, !tbaa !10
  %316 = load double, ptr %3, align 8, !tbaa !10
  %317 = load double, ptr %5, align 8, !tbaa !10
  %318 = call double @llvm.fmuladd.f64(double %316, double %317, double -2.000000e-01)
  %319 = load double, ptr %21, align 8, !tbaa !10
  %320 = load double, ptr %23, align 8, !tbaa !10
  %321 = call double @llvm.fmuladd.f64(double %319, double %320, double %318)
  %322 = load double, ptr %26, align 8, !tbaa !10
  %323 = load double, ptr %28, align 8, !tbaa !10
  %324 = call double @llvm.fmuladd.f64(double %322, double %323, double %321)
  %325 = call double @tanh(double noundef %324) #12
  %326 = fmul double %325, 1.300000e+00
  %327 = load double, ptr %4, align 8, !tbaa !10
  %328 = fsub double %326, %327
  %329 = call double @llvm.fmuladd.f64(double %328, double %328, double 0.000000e+00)
  %330 = load double, ptr %36, align 8, !tbaa !10
  %331 = load double, ptr %5, align 8, !tbaa !10
  %332 = call double @llvm.fmuladd.f64(double %330, double %331, double -2.000000e-01)
  %333 = load double, ptr %40, align 8, !tbaa !10
  %334 = load double, ptr %23, align 8, !tbaa !10
  %335 = call double @llvm.fmuladd.f64(double %333, double %334, double %332)
  %336 = load double, ptr %44, align 8, !tbaa !10
  %337 = load double, ptr %28, align 8, !tbaa !10
  %338 = call double @llvm.fmuladd.f64(double %336, double %337, double %335)
  %339 = call double @tanh(double noundef %338) #12
  %340 = fmul double %339, 1.300000e+00
  %341 = load double, ptr %50, align 8, !tbaa !10
  %342 = fsub double %340, %341
  %343 = call double @llvm.fmuladd.f64(double %342, double %342, double %329)
  %344 = load double, ptr %54, align 8, !tbaa !10
  %345 = load double, ptr %5, align 8, !tbaa !10
  %346 = call double @llvm.fmuladd.f64(double %344, double %345, double -2.000000e-01)
  %347 = load double, ptr %58, align 8, !tbaa !10
  %348 = load double, ptr %23, align 8, !tbaa !10
  %349 = call double @llvm.fmuladd.f64(double %347, double %348, double %346)
  %350 = load double, ptr %62, align 8, !tbaa !10
  %351 = load double, ptr %28, align 8, !tbaa !10
  %352 = call double @llvm.fmuladd.f64(double %350, double %351, double %349)
  %353 = call double @tanh(double noundef %352) #12
  %354 = fmul double %353, 1.300000e+00
  %355 = load double, ptr %68, align 8, !tbaa !10
  %356 = fsub double %354, %355
  %357 = call double @llvm.fmuladd.f64(double %356, double %356, double %343)
  %358 = load double, ptr %72, align 8, !tbaa !10
  %359 = load double, ptr %5, align 8, !tbaa !10
  %360 = call double @llvm.fmuladd.f64(double %358, double %359, double -2.000000e-01)
  %361 = load double, ptr %76, align 8, !tbaa !10
  %362 = load double, ptr %23, align 8, !tbaa !10
  %363 = call double @llvm.fmuladd.f64(double %361, double %362, double %360)
  %364 = load double, ptr %80, align 8, !tbaa !10
  %365 = load double, ptr %28, align 8, !tbaa !10
  %366 = call double @llvm.fmuladd.f64(double %364, double %365, double %363)
  %367 = call double @tanh(double noundef %366) #12
  %368 = fmul double %367, 1.300000e+00
  %369 = load double, ptr %86, align 8, !tbaa !10
  %370 = fsub double %368, %369
  %371 = call double @llvm.fmuladd.f64(double %370, double %370, double %357)
  %372 = fadd double %371, 0x3F914E3BCD35A859
  %373 = call double @llvm.fmuladd.f64(double %326, double 5.000000e-01, double %372)
  %374 = call double @llvm.fmuladd.f64(double %340, double -1.000000e+00, double %373)
  %375 = call double @llvm.fmuladd.f64(double %354, double 7.500000e-01, double %374)
  %376 = call double @llvm.fmuladd.f64(double %368, double 2.000000e-01, double %375)
  %377 = fadd double %314, 0xBEB0C6F7A0B5ED8D
  store double %377, ptr %313, align 8, !tbaa !10
  %378 = load double, ptr %3, align 8, !tbaa !10
  %379 = load double, ptr %5, align 8, !tbaa !10
  %380 = call double @llvm.fmuladd.f64(double %378, double %379, double -2.000000e-01)
  %381 = load double, ptr %21, align 8, !tbaa !10
  %382 = load double, ptr %23, align 8, !tbaa !10
  %383 = call double @llvm.fmuladd.f64(double %381, double %382, double %380)
  %384 = load double, ptr %26, align 8, !tbaa !10
  %385 = load double, ptr %28, align 8, !tbaa !10
  %386 = call double @llvm.fmuladd.f64(double %384, double %385, double %383)
  %387 = call double @tanh(double noundef %386) #12
  %388 = fmul double %387, 1.300000e+00
  %389 = load double, ptr %4, align 8, !tbaa !10
  %390 = fsub double %388, %389
  %391 = call double @llvm.fmuladd.f64(double %390, double %390, double 0.000000e+00)
  %392 = load double, ptr %36, align 8, !tbaa !10
  %393 = load double, ptr %5, align 8, !tbaa !10
  %394 = call double @llvm.fmuladd.f64(double %392, double %393, double -2.000000e-01)
  %395 = load double, ptr %40, align 8, !tbaa !10
  %396 = load double, ptr %23, align 8, !tbaa !10
  %397 = call double @llvm.fmuladd.f64(double %395, double %396, double %394)
  %398 = load double, ptr %44, align 8, !tbaa !10
  %399 = load double, ptr %28, align 8, !tbaa !10
  %400 = call double @llvm.fmuladd.f64(double %398, double %399, double %397)
  %401 = call double @tanh(double noundef %400) #12
  %402 = fmul double %401, 1.300000e+00
  %403 = load double, ptr %50, align 8, !tbaa !10
  %404 = fsub double %402, %403
  %405 = call double @llvm.fmuladd.f64(double %404, double %404, double %391)
  %406 = load double, ptr %54, align 8, !tbaa !10
  %407 = load double, ptr %5, align 8, !tbaa !10
  %408 = call double @llvm.fmuladd.f64(double %406, double %407, double -2.000000e-01)
  %409 = load double, ptr %58, align 8, !tbaa !10
  %410 = load double, ptr %23, align 8, !tbaa !10
  %411 = call double @llvm.fmuladd.f64(double %409, double %410, double %408)
  %412 = load double, ptr %62, align 8, !tbaa !10
  %413 = load double, ptr %28, align 8, !tbaa !10
  %414 = call double @llvm.fmuladd.f64(double %412, double %413, double %411)
  %415 = call double @tanh(double noundef %414) #12
  %416 = fmul double %415, 1.300000e+00
  %417 = load double, ptr %68, align 8, !tbaa !10
  %418 = fsub double %416, %417
  %419 = call double @llvm.fmuladd.f64(double %418, double %418, double %405)
  %420 = load double, ptr %72, align 8, !tbaa !10
  %421 = load double, ptr %5, align 8, !tbaa !10
  %422 = call double @llvm.fmuladd.f64(double %420, double %421, double -2.000000e-01)
  %423 = load double, ptr %76, align 8, !tbaa !10
  %424 = load double, ptr %23, align 8, !tbaa !10
  %425 = call double @llvm.fmuladd.f64(double %423, double %424, double %422)
  %426 = load double, ptr %80, align 8, !tbaa !10
  %427 = load double, ptr %28, align 8, !tbaa !10
  %428 = call double @llvm.fmuladd.f64(double %426, double %427, double %425)
  %429 = call double @tanh(double noundef %428) #12
  %430 = fmul double %429, 1.300000e+00
  %431 = load double, ptr %86, align 8, !tbaa !10
  %432 = fsub double %430, %431
  %433 = call double @llvm.fmuladd.f64(double %432, double %432, double %419)
  %434 = fadd double %433, 0x3F914E3BCD35A859
  %435 = call double @llvm.fmuladd.f64(double %388, double 5.000000e-01, double %434)
  %436 = call double @llvm.fmuladd.f64(double %402, double -1.000000e+00, double %435)
  %437 = call double @llvm.fmuladd.f64(double %416, double 7.500000e-01, double %436)
  %438 = call double @llvm.fmuladd.f64(double %430, double 2.000000e-01, double %437)
  store double %314, ptr %313, align 8, !tbaa !10
  %439 = trunc nuw nsw i64 %312 to i32
  %440 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %439) #12
  %441 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %312
  %442 = load double, ptr %441, align 8, !tbaa !10
  %443 = fsub double %376, %438
  %444 = fdiv double %443, 2.000000e-06
  %445 = fsub double %442, %444
  %446 = call double @llvm.fabs.f64(double %445)
  %447 = call double @llvm.fabs.f64(double %444)
  %448 = call double @llvm.maxnum.f64(double %447, double 1.000000e+00)
  %449 = fmul double %448, 0x3EB0C6F7A0B5ED8D
  %450 = fcmp ugt double %446, %449
  %451 = fcmp ule double %447, 1.000000e-09
  %452 = or i1 %451, %450
  %453 = select i1 %452, ptr @.str.6, ptr @.str.5
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %9, double noundef %442, double noundef %444, ptr noundef nonnull %453)
  %455 = zext i1 %452 to i32
  %456 = load i32, ptr @fails, align 4, !tbaa !6
  %457 = add nsw i32 %456, %455
  store i32 %457, ptr @fails, align 4, !tbaa !6
  %458 = add nuw nsw i64 %312, 1
  %459 = icmp eq i64 %458, 3
  br i1 %459, label %308, label %311, !llvm.loop !12

460:                                              ; preds = %308
  %461 = call i32 @bcmp(ptr noundef nonnull dereferenceable(32) %4, ptr noundef nonnull dereferenceable(32) @__const.main.t, i64 32)
  %462 = freeze i32 %461
  %463 = icmp ne i32 %462, 0
  %464 = select i1 %463, ptr @.str.6, ptr @.str.5
  %465 = zext i1 %463 to i32
  br label %466

466:                                              ; preds = %460, %308
  %467 = phi i32 [ 1, %308 ], [ %465, %460 ]
  %468 = phi ptr [ @.str.6, %308 ], [ %464, %460 ]
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %468)
  %470 = load i32, ptr @fails, align 4, !tbaa !6
  %471 = add nsw i32 %470, %467
  store i32 %471, ptr @fails, align 4, !tbaa !6
  %472 = icmp eq i32 %471, 0
  %473 = select i1 %472, ptr @.str.5, ptr @.str.6
  %474 = call i32 @puts(ptr nonnull dereferenceable(1) %473)
  %475 = load i32, ptr @fails, align 4, !tbaa !6
  %476 = icmp ne i32 %475, 0
  %477 = zext i1 %476 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %477
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @fit(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, double noundef %4, double noundef %5, i32 noundef %6, i32 noundef %7) #5 {
  %9 = icmp sgt i32 %6, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %8
  %11 = icmp sgt i32 %7, 0
  %12 = zext i32 %7 to i64
  %13 = zext nneg i32 %6 to i64
  %14 = icmp ult i32 %7, 4
  %15 = and i64 %12, 2147483644
  %16 = icmp eq i64 %15, %12
  br label %17

17:                                               ; preds = %10, %48
  %18 = phi i64 [ 0, %10 ], [ %57, %48 ]
  %19 = phi double [ 0.000000e+00, %10 ], [ %56, %48 ]
  br i1 %11, label %20, label %48

20:                                               ; preds = %17
  %21 = mul nuw nsw i64 %18, %12
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  br i1 %14, label %23, label %26

23:                                               ; preds = %43, %20
  %24 = phi i64 [ 0, %20 ], [ %15, %43 ]
  %25 = phi double [ %5, %20 ], [ %40, %43 ]
  br label %59

26:                                               ; preds = %20, %26
  %27 = phi i64 [ %41, %26 ], [ 0, %20 ]
  %28 = phi double [ %40, %26 ], [ %5, %20 ]
  %29 = getelementptr inbounds double, ptr %22, i64 %27
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !10
  %33 = getelementptr inbounds double, ptr %1, i64 %27
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !10
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !10
  %37 = fmul <2 x double> %31, %35
  %38 = fmul <2 x double> %32, %36
  %39 = tail call double @llvm.vector.reduce.fadd.v2f64(double %28, <2 x double> %37)
  %40 = tail call double @llvm.vector.reduce.fadd.v2f64(double %39, <2 x double> %38)
  %41 = add nuw i64 %27, 4
  %42 = icmp eq i64 %41, %15
  br i1 %42, label %43, label %26, !llvm.loop !14

43:                                               ; preds = %26
  br i1 %16, label %48, label %23

44:                                               ; preds = %48, %8
  %45 = phi double [ 0.000000e+00, %8 ], [ %56, %48 ]
  %46 = fmul double %4, %4
  %47 = tail call double @llvm.fmuladd.f64(double %46, double 1.000000e-02, double %45)
  ret double %47

48:                                               ; preds = %59, %43, %17
  %49 = phi double [ %5, %17 ], [ %40, %43 ], [ %66, %59 ]
  %50 = tail call double @tanh(double noundef %49) #12
  %51 = fmul double %50, %4
  %52 = getelementptr inbounds double, ptr %2, i64 %18
  store double %51, ptr %52, align 8, !tbaa !10
  %53 = getelementptr inbounds double, ptr %3, i64 %18
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = fsub double %51, %54
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %19)
  %57 = add nuw nsw i64 %18, 1
  %58 = icmp eq i64 %57, %13
  br i1 %58, label %44, label %17, !llvm.loop !17

59:                                               ; preds = %23, %59
  %60 = phi i64 [ %67, %59 ], [ %24, %23 ]
  %61 = phi double [ %66, %59 ], [ %25, %23 ]
  %62 = getelementptr inbounds double, ptr %22, i64 %60
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = getelementptr inbounds double, ptr %1, i64 %60
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = tail call double @llvm.fmuladd.f64(double %63, double %65, double %61)
  %67 = add nuw nsw i64 %60, 1
  %68 = icmp eq i64 %67, %12
  br i1 %68, label %48, label %59, !llvm.loop !18
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
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nofree nounwind }
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !16, !15}
