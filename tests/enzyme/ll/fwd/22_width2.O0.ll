; ModuleID = 'fwd/22_width2.c'
source_filename = "fwd/22_width2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [5 x double], align 16
  %10 = alloca [5 x double], align 16
  %11 = alloca [5 x double], align 16
  %12 = alloca [5 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca %struct.tan2, align 8
  %15 = alloca [5 x double], align 16
  %16 = alloca [5 x double], align 16
  %17 = alloca [5 x double], align 16
  %18 = alloca [5 x double], align 16
  %19 = alloca [5 x double], align 16
  %20 = alloca [32 x i8], align 16
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store double 0x3FE6666666666666, ptr %3, align 8
  store double -1.300000e+00, ptr %4, align 8
  %23 = load i32, ptr @enzyme_width, align 4
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %4, align 8
  %26 = call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @f, i32 noundef %23, i32 noundef 2, double noundef %24, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %25, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %27 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %28 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %29 = extractvalue { double, double } %26, 0
  store double %29, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  %31 = extractvalue { double, double } %26, 1
  store double %31, ptr %30, align 8
  %32 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %33 = getelementptr inbounds [2 x double], ptr %32, i64 0, i64 0
  %34 = load double, ptr %33, align 8
  %35 = load double, ptr %3, align 8
  %36 = fadd double %35, 1.000000e-05
  %37 = load double, ptr %4, align 8
  %38 = call double @f(double noundef %36, double noundef %37)
  %39 = load double, ptr %3, align 8
  %40 = fsub double %39, 1.000000e-05
  %41 = load double, ptr %4, align 8
  %42 = call double @f(double noundef %40, double noundef %41)
  %43 = fsub double %38, %42
  %44 = fdiv double %43, 2.000000e-05
  call void @check(ptr noundef @.str, double noundef %34, double noundef %44)
  %45 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %46 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 1
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %4, align 8
  %50 = fadd double %49, 1.000000e-05
  %51 = call double @f(double noundef %48, double noundef %50)
  %52 = load double, ptr %3, align 8
  %53 = load double, ptr %4, align 8
  %54 = fsub double %53, 1.000000e-05
  %55 = call double @f(double noundef %52, double noundef %54)
  %56 = fsub double %51, %55
  %57 = fdiv double %56, 2.000000e-05
  call void @check(ptr noundef @.str.1, double noundef %47, double noundef %57)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 40, i1 false)
  %58 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.000000e-01, ptr %58, align 16
  %59 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double -5.000000e-01, ptr %59, align 8
  %60 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double 1.200000e+00, ptr %60, align 16
  %61 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 3.000000e-01, ptr %61, align 8
  %62 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double -9.000000e-01, ptr %62, align 16
  store i32 0, ptr %13, align 4
  br label %63

63:                                               ; preds = %128, %0
  %64 = load i32, ptr %13, align 4
  %65 = icmp slt i32 %64, 5
  br i1 %65, label %66, label %131

66:                                               ; preds = %63
  %67 = load i32, ptr %13, align 4
  %68 = sitofp i32 %67 to double
  %69 = call double @llvm.fmuladd.f64(double -3.000000e-01, double %68, double 1.000000e+00)
  %70 = load i32, ptr %13, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %71
  store double %69, ptr %72, align 8
  %73 = load i32, ptr %13, align 4
  %74 = icmp eq i32 %73, 2
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, double 2.000000e+00, double 2.500000e-01
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %78
  store double %76, ptr %79, align 8
  %80 = load i32, ptr %13, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = load i32, ptr %13, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %87, double %83)
  %89 = load i32, ptr %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %90
  store double %88, ptr %91, align 8
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load i32, ptr %13, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %99, double %95)
  %101 = load i32, ptr %13, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %102
  store double %100, ptr %103, align 8
  %104 = load i32, ptr %13, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load i32, ptr %13, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %111, double %107)
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %114
  store double %112, ptr %115, align 8
  %116 = load i32, ptr %13, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %123, double %119)
  %125 = load i32, ptr %13, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %126
  store double %124, ptr %127, align 8
  br label %128

128:                                              ; preds = %66
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %13, align 4
  br label %63, !llvm.loop !6

131:                                              ; preds = %63
  %132 = load i32, ptr @enzyme_width, align 4
  %133 = load i32, ptr @enzyme_dup, align 4
  %134 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %135 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %136 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %137 = load i32, ptr @enzyme_const, align 4
  %138 = call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @logsumexp, i32 noundef %132, i32 noundef 2, i32 noundef %133, ptr noundef %134, ptr noundef %135, ptr noundef %136, i32 noundef %137, i32 noundef 5)
  %139 = getelementptr inbounds %struct.tan2, ptr %14, i32 0, i32 0
  %140 = getelementptr inbounds { double, double }, ptr %139, i32 0, i32 0
  %141 = extractvalue { double, double } %138, 0
  store double %141, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %139, i32 0, i32 1
  %143 = extractvalue { double, double } %138, 1
  store double %143, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %14, i64 16, i1 false)
  %144 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %145 = getelementptr inbounds [2 x double], ptr %144, i64 0, i64 0
  %146 = load double, ptr %145, align 8
  %147 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %148 = call double @logsumexp(ptr noundef %147, i32 noundef 5)
  %149 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  %150 = call double @logsumexp(ptr noundef %149, i32 noundef 5)
  %151 = fsub double %148, %150
  %152 = fdiv double %151, 2.000000e-05
  call void @check(ptr noundef @.str.2, double noundef %146, double noundef %152)
  %153 = getelementptr inbounds %struct.tan2, ptr %5, i32 0, i32 0
  %154 = getelementptr inbounds [2 x double], ptr %153, i64 0, i64 1
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  %157 = call double @logsumexp(ptr noundef %156, i32 noundef 5)
  %158 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %159 = call double @logsumexp(ptr noundef %158, i32 noundef 5)
  %160 = fsub double %157, %159
  %161 = fdiv double %160, 2.000000e-05
  call void @check(ptr noundef @.str.3, double noundef %155, double noundef %161)
  %162 = load i32, ptr @enzyme_width, align 4
  %163 = load i32, ptr @enzyme_dup, align 4
  %164 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %165 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  %166 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  %167 = load i32, ptr @enzyme_dup, align 4
  %168 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 0
  %169 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0
  %170 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %171 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @square_shift, i32 noundef %162, i32 noundef 2, i32 noundef %163, ptr noundef %164, ptr noundef %165, ptr noundef %166, i32 noundef %167, ptr noundef %168, ptr noundef %169, ptr noundef %170, double noundef 8.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef %171, i32 noundef 5)
  store i32 0, ptr %21, align 4
  br label %172

172:                                              ; preds = %236, %131
  %173 = load i32, ptr %21, align 4
  %174 = icmp slt i32 %173, 2
  br i1 %174, label %175, label %239

175:                                              ; preds = %172
  %176 = getelementptr inbounds [5 x double], ptr %18, i64 0, i64 0
  %177 = load i32, ptr %21, align 4
  %178 = icmp ne i32 %177, 0
  br i1 %178, label %179, label %181

179:                                              ; preds = %175
  %180 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  br label %183

181:                                              ; preds = %175
  %182 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi ptr [ %180, %179 ], [ %182, %181 ]
  %185 = load i32, ptr %21, align 4
  %186 = sitofp i32 %185 to double
  %187 = call double @llvm.fmuladd.f64(double %186, double 1.000000e-05, double 8.000000e-01)
  call void @square_shift(ptr noundef %176, ptr noundef %184, double noundef %187, i32 noundef 5)
  %188 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 0
  %189 = load i32, ptr %21, align 4
  %190 = icmp ne i32 %189, 0
  br i1 %190, label %191, label %193

191:                                              ; preds = %183
  %192 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  br label %195

193:                                              ; preds = %183
  %194 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi ptr [ %192, %191 ], [ %194, %193 ]
  %197 = load i32, ptr %21, align 4
  %198 = sitofp i32 %197 to double
  %199 = fneg double %198
  %200 = call double @llvm.fmuladd.f64(double %199, double 1.000000e-05, double 8.000000e-01)
  call void @square_shift(ptr noundef %188, ptr noundef %196, double noundef %200, i32 noundef 5)
  store i32 0, ptr %22, align 4
  br label %201

201:                                              ; preds = %232, %195
  %202 = load i32, ptr %22, align 4
  %203 = icmp slt i32 %202, 5
  br i1 %203, label %204, label %235

204:                                              ; preds = %201
  %205 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %206 = load i32, ptr %22, align 4
  %207 = load i32, ptr %21, align 4
  %208 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %205, i64 noundef 32, ptr noundef @.str.4, i32 noundef %206, i32 noundef %207) #6
  %209 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %210 = load i32, ptr %21, align 4
  %211 = icmp ne i32 %210, 0
  br i1 %211, label %212, label %214

212:                                              ; preds = %204
  %213 = getelementptr inbounds [5 x double], ptr %17, i64 0, i64 0
  br label %216

214:                                              ; preds = %204
  %215 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  br label %216

216:                                              ; preds = %214, %212
  %217 = phi ptr [ %213, %212 ], [ %215, %214 ]
  %218 = load i32, ptr %22, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds double, ptr %217, i64 %219
  %221 = load double, ptr %220, align 8
  %222 = load i32, ptr %22, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [5 x double], ptr %18, i64 0, i64 %223
  %225 = load double, ptr %224, align 8
  %226 = load i32, ptr %22, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %227
  %229 = load double, ptr %228, align 8
  %230 = fsub double %225, %229
  %231 = fdiv double %230, 2.000000e-05
  call void @check(ptr noundef %209, double noundef %221, double noundef %231)
  br label %232

232:                                              ; preds = %216
  %233 = load i32, ptr %22, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %22, align 4
  br label %201, !llvm.loop !8

235:                                              ; preds = %201
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %21, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %21, align 4
  br label %172, !llvm.loop !9

239:                                              ; preds = %172
  %240 = load i32, ptr @fails, align 4
  %241 = icmp ne i32 %240, 0
  %242 = zext i1 %241 to i64
  %243 = select i1 %241, ptr @.str.6, ptr @.str.7
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %243)
  %245 = load i32, ptr @fails, align 4
  %246 = icmp ne i32 %245, 0
  %247 = zext i1 %246 to i32
  ret i32 %247
}

declare { double, double } @__enzyme_fwddiff_w2(ptr noundef, ...) #1

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
