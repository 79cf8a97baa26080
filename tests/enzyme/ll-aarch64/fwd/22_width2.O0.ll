; ModuleID = 'fwd/22_width2.c'
source_filename = "fwd/22_width2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tan2 = type { [2 x double] }

@enzyme_width = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"logsumexp lane 0\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"logsumexp lane 1\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"out[%d] lane %d\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.tan2, align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [5 x double], align 8
  %11 = alloca [5 x double], align 8
  %12 = alloca [5 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.tan2, align 8
  %15 = alloca [5 x double], align 8
  %16 = alloca [5 x double], align 8
  %17 = alloca [5 x double], align 8
  %18 = alloca [5 x double], align 8
  %19 = alloca [5 x double], align 8
  %20 = alloca [32 x i8], align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 0x3FE6666666666666, ptr %3, align 8
  store double -1.300000e+00, ptr %4, align 8
  %23 = load i32, ptr @enzyme_width, align 4
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %4, align 8
  %26 = call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @f, i32 noundef %23, i32 noundef 2, double noundef %24, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %25, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %27 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %28 = extractvalue %struct.tan2 %26, 0
  store [2 x double] %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %30 = getelementptr inbounds [2 x double], ptr %29, i64 0, i64 0
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %3, align 8
  %33 = fadd double %32, 1.000000e-05
  %34 = load double, ptr %4, align 8
  %35 = call double @f(double noundef %33, double noundef %34)
  %36 = load double, ptr %3, align 8
  %37 = fsub double %36, 1.000000e-05
  %38 = load double, ptr %4, align 8
  %39 = call double @f(double noundef %37, double noundef %38)
  %40 = fsub double %35, %39
  %41 = fdiv double %40, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %31, double noundef %41)
  %42 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %43 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 1
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %3, align 8
  %46 = load double, ptr %4, align 8
  %47 = fadd double %46, 1.000000e-05
  %48 = call double @f(double noundef %45, double noundef %47)
  %49 = load double, ptr %3, align 8
  %50 = load double, ptr %4, align 8
  %51 = fsub double %50, 1.000000e-05
  %52 = call double @f(double noundef %49, double noundef %51)
  %53 = fsub double %48, %52
  %54 = fdiv double %53, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %44, double noundef %54)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %55 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.000000e-01, ptr %55, align 8
  %56 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double -5.000000e-01, ptr %56, align 8
  %57 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double 1.200000e+00, ptr %57, align 8
  %58 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 3.000000e-01, ptr %58, align 8
  %59 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double -9.000000e-01, ptr %59, align 8
  store i32 0, ptr %13, align 4
  br label %60

60:                                               ; preds = %125, %0
  %61 = load i32, ptr %13, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %128

63:                                               ; preds = %60
  %64 = load i32, ptr %13, align 4
  %65 = sitofp i32 %64 to double
  %66 = call double @llvm.fmuladd.f64(double -3.000000e-01, double %65, double 1.000000e+00)
  %67 = load i32, ptr %13, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %68
  store double %66, ptr %69, align 8
  %70 = load i32, ptr %13, align 4
  %71 = icmp eq i32 %70, 2
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, double 2.000000e+00, double 2.500000e-01
  %74 = load i32, ptr %13, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %84, double %80)
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = load i32, ptr %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load i32, ptr %13, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %96, double %92)
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %99
  store double %97, ptr %100, align 8
  %101 = load i32, ptr %13, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %108, double %104)
  %110 = load i32, ptr %13, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %111
  store double %109, ptr %112, align 8
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %118
  %120 = load double, ptr %119, align 8
  %121 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %120, double %116)
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %123
  store double %121, ptr %124, align 8
  br label %125

125:                                              ; preds = %63
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %13, align 4
  br label %60, !llvm.loop !6

128:                                              ; preds = %60
  %129 = load i32, ptr @enzyme_width, align 4
  %130 = load i32, ptr @enzyme_dup, align 4
  %131 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %132 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %133 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %134 = load i32, ptr @enzyme_const, align 4
  %135 = call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @logsumexp, i32 noundef %129, i32 noundef 2, i32 noundef %130, ptr noundef %131, ptr noundef %132, ptr noundef %133, i32 noundef %134, i32 noundef 5)
  %136 = getelementptr inbounds %struct.tan2, ptr %14, i32 0, i32 0
  %137 = extractvalue %struct.tan2 %135, 0
  store [2 x double] %137, ptr %136, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %14, i64 16, i1 false)
  %138 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %139 = getelementptr inbounds [2 x double], ptr %138, i64 0, i64 0
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %142 = call double @logsumexp(ptr noundef %141, i32 noundef 5)
  %143 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  %144 = call double @logsumexp(ptr noundef %143, i32 noundef 5)
  %145 = fsub double %142, %144
  %146 = fdiv double %145, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %140, double noundef %146)
  %147 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %148 = getelementptr inbounds [2 x double], ptr %147, i64 0, i64 1
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  %151 = call double @logsumexp(ptr noundef %150, i32 noundef 5)
  %152 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %153 = call double @logsumexp(ptr noundef %152, i32 noundef 5)
  %154 = fsub double %151, %153
  %155 = fdiv double %154, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %149, double noundef %155)
  %156 = load i32, ptr @enzyme_width, align 4
  %157 = load i32, ptr @enzyme_dup, align 4
  %158 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %159 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  %160 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  %161 = load i32, ptr @enzyme_dup, align 4
  %162 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %163 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %164 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %165 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @square_shift, i32 noundef %156, i32 noundef 2, i32 noundef %157, ptr noundef %158, ptr noundef %159, ptr noundef %160, i32 noundef %161, ptr noundef %162, ptr noundef %163, ptr noundef %164, double noundef 8.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef %165, i32 noundef 5)
  store i32 0, ptr %21, align 4
  br label %166

166:                                              ; preds = %230, %128
  %167 = load i32, ptr %21, align 4
  %168 = icmp slt i32 %167, 2
  br i1 %168, label %169, label %233

169:                                              ; preds = %166
  %170 = getelementptr inbounds [5 x double], ptr %18, i64 0, i64 0
  %171 = load i32, ptr %21, align 4
  %172 = icmp ne i32 %171, 0
  br i1 %172, label %173, label %175

173:                                              ; preds = %169
  %174 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  br label %177

175:                                              ; preds = %169
  %176 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi ptr [ %174, %173 ], [ %176, %175 ]
  %179 = load i32, ptr %21, align 4
  %180 = sitofp i32 %179 to double
  %181 = call double @llvm.fmuladd.f64(double %180, double 1.000000e-05, double 8.000000e-01)
  call void @square_shift(ptr noundef %170, ptr noundef %178, double noundef %181, i32 noundef 5)
  %182 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 0
  %183 = load i32, ptr %21, align 4
  %184 = icmp ne i32 %183, 0
  br i1 %184, label %185, label %187

185:                                              ; preds = %177
  %186 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  br label %189

187:                                              ; preds = %177
  %188 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  br label %189

189:                                              ; preds = %187, %185
  %190 = phi ptr [ %186, %185 ], [ %188, %187 ]
  %191 = load i32, ptr %21, align 4
  %192 = sitofp i32 %191 to double
  %193 = fneg double %192
  %194 = call double @llvm.fmuladd.f64(double %193, double 1.000000e-05, double 8.000000e-01)
  call void @square_shift(ptr noundef %182, ptr noundef %190, double noundef %194, i32 noundef 5)
  store i32 0, ptr %22, align 4
  br label %195

195:                                              ; preds = %226, %189
  %196 = load i32, ptr %22, align 4
  %197 = icmp slt i32 %196, 5
  br i1 %197, label %198, label %229

198:                                              ; preds = %195
  %199 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %200 = load i32, ptr %22, align 4
  %201 = load i32, ptr %21, align 4
  %202 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %199, i64 noundef 32, ptr noundef @.str.4, i32 noundef %200, i32 noundef %201) #6
  %203 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %204 = load i32, ptr %21, align 4
  %205 = icmp ne i32 %204, 0
  br i1 %205, label %206, label %208

206:                                              ; preds = %198
  %207 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  br label %210

208:                                              ; preds = %198
  %209 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  br label %210

210:                                              ; preds = %208, %206
  %211 = phi ptr [ %207, %206 ], [ %209, %208 ]
  %212 = load i32, ptr %22, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds double, ptr %211, i64 %213
  %215 = load double, ptr %214, align 8
  %216 = load i32, ptr %22, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [5 x double], ptr %18, i64 0, i64 %217
  %219 = load double, ptr %218, align 8
  %220 = load i32, ptr %22, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %221
  %223 = load double, ptr %222, align 8
  %224 = fsub double %219, %223
  %225 = fdiv double %224, 2.000000e-05
  call void @check(ptr noundef %203, double noundef %215, double noundef %225)
  br label %226

226:                                              ; preds = %210
  %227 = load i32, ptr %22, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %22, align 4
  br label %195, !llvm.loop !8

229:                                              ; preds = %195
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %21, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %21, align 4
  br label %166, !llvm.loop !9

233:                                              ; preds = %166
  %234 = load i32, ptr @fails, align 4
  %235 = icmp ne i32 %234, 0
  %236 = zext i1 %235 to i64
  %237 = select i1 %235, ptr @.str.6, ptr @.str.7
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %237)
  %239 = load i32, ptr @fails, align 4
  %240 = icmp ne i32 %239, 0
  %241 = zext i1 %240 to i32
  ret i32 %241
}

declare %struct.tan2 @__enzyme_fwddiff_w2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #6
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #6
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = fdiv double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %6, double %7, double %15)
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fsub double %8, %9
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = load double, ptr %6, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = call double @llvm.maxnum.f64(double 1.000000e+00, double %13)
  %15 = fmul double 0x3EB0C6F7A0B5ED8D, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-09
  br label %21

21:                                               ; preds = %17, %3
  %22 = phi i1 [ false, %3 ], [ %20, %17 ]
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %7, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @logsumexp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = call double @exp(double noundef %16) #6
  %18 = load double, ptr %5, align 8
  %19 = fadd double %18, %17
  store double %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !10

23:                                               ; preds = %7
  %24 = load double, ptr %5, align 8
  %25 = call double @log(double noundef %24) #6
  ret double %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_fwddiff_void(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @square_shift(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %41, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %44

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %7, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %8, align 4
  %30 = srem i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %26, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fmul double %25, %33
  %35 = fneg double %34
  %36 = call double @llvm.fmuladd.f64(double %19, double %24, double %35)
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  store double %36, ptr %40, align 8
  br label %41

41:                                               ; preds = %14
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %10, !llvm.loop !11

44:                                               ; preds = %10
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @log(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
