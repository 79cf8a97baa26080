; ModuleID = 'rev/09_matmul.c'
source_filename = "rev/09_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"AB d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"AB d/dB[%d]\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"AA d/dA[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 8
  %12 = alloca [8 x double], align 8
  %13 = alloca [6 x double], align 8
  %14 = alloca [12 x double], align 8
  %15 = alloca [8 x double], align 8
  %16 = alloca [6 x double], align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [32 x i8], align 1
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca [9 x double], align 8
  %30 = alloca [9 x double], align 8
  %31 = alloca [9 x double], align 8
  %32 = alloca [9 x double], align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 3, ptr %3, align 4
  store volatile i32 4, ptr %4, align 4
  store volatile i32 2, ptr %5, align 4
  store volatile i32 3, ptr %6, align 4
  %38 = load volatile i32, ptr %3, align 4
  store i32 %38, ptr %7, align 4
  %39 = load volatile i32, ptr %4, align 4
  store i32 %39, ptr %8, align 4
  %40 = load volatile i32, ptr %5, align 4
  store i32 %40, ptr %9, align 4
  %41 = load volatile i32, ptr %6, align 4
  store i32 %41, ptr %10, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 64, i1 false)
  store i32 0, ptr %17, align 4
  br label %42

42:                                               ; preds = %53, %0
  %43 = load i32, ptr %17, align 4
  %44 = icmp slt i32 %43, 12
  br i1 %44, label %45, label %56

45:                                               ; preds = %42
  %46 = load i32, ptr %17, align 4
  %47 = sitofp i32 %46 to double
  %48 = call double @llvm.fmuladd.f64(double 9.000000e-01, double %47, double 3.000000e-01)
  %49 = call double @sin(double noundef %48) #5
  %50 = load i32, ptr %17, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %51
  store double %49, ptr %52, align 8
  br label %53

53:                                               ; preds = %45
  %54 = load i32, ptr %17, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %17, align 4
  br label %42, !llvm.loop !6

56:                                               ; preds = %42
  store i32 0, ptr %18, align 4
  br label %57

57:                                               ; preds = %69, %56
  %58 = load i32, ptr %18, align 4
  %59 = icmp slt i32 %58, 8
  br i1 %59, label %60, label %72

60:                                               ; preds = %57
  %61 = load i32, ptr %18, align 4
  %62 = sitofp i32 %61 to double
  %63 = fmul double 1.100000e+00, %62
  %64 = call double @cos(double noundef %63) #5
  %65 = fsub double %64, 2.000000e-01
  %66 = load i32, ptr %18, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %67
  store double %65, ptr %68, align 8
  br label %69

69:                                               ; preds = %60
  %70 = load i32, ptr %18, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %18, align 4
  br label %57, !llvm.loop !8

72:                                               ; preds = %57
  store i32 0, ptr %19, align 4
  br label %73

73:                                               ; preds = %82, %72
  %74 = load i32, ptr %19, align 4
  %75 = icmp slt i32 %74, 6
  br i1 %75, label %76, label %85

76:                                               ; preds = %73
  %77 = load i32, ptr %19, align 4
  %78 = call double @weight(i32 noundef %77)
  %79 = load i32, ptr %19, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %80
  store double %78, ptr %81, align 8
  br label %82

82:                                               ; preds = %76
  %83 = load i32, ptr %19, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %19, align 4
  br label %73, !llvm.loop !9

85:                                               ; preds = %73
  %86 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 0
  %87 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 0
  %88 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %89 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 0
  %90 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %91 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %92 = load i32, ptr @enzyme_const, align 4
  %93 = load i32, ptr %7, align 4
  %94 = load i32, ptr %8, align 4
  %95 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @matmul, ptr noundef %86, ptr noundef %87, ptr noundef %88, ptr noundef %89, ptr noundef %90, ptr noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95)
  store i32 0, ptr %21, align 4
  br label %96

96:                                               ; preds = %142, %85
  %97 = load i32, ptr %21, align 4
  %98 = icmp slt i32 %97, 12
  br i1 %98, label %99, label %145

99:                                               ; preds = %96
  %100 = load i32, ptr %21, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  store double %103, ptr %22, align 8
  %104 = load double, ptr %22, align 8
  %105 = fadd double %104, 0x3EB0C6F7A0B5ED8D
  %106 = load i32, ptr %21, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %107
  store double %105, ptr %108, align 8
  %109 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %110 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %111 = load i32, ptr %7, align 4
  %112 = load i32, ptr %8, align 4
  %113 = load i32, ptr %9, align 4
  %114 = call double @loss(ptr noundef %109, ptr noundef %110, i32 noundef %111, i32 noundef %112, i32 noundef %113)
  store double %114, ptr %23, align 8
  %115 = load double, ptr %22, align 8
  %116 = fsub double %115, 0x3EB0C6F7A0B5ED8D
  %117 = load i32, ptr %21, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %118
  store double %116, ptr %119, align 8
  %120 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %121 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %122 = load i32, ptr %7, align 4
  %123 = load i32, ptr %8, align 4
  %124 = load i32, ptr %9, align 4
  %125 = call double @loss(ptr noundef %120, ptr noundef %121, i32 noundef %122, i32 noundef %123, i32 noundef %124)
  store double %125, ptr %24, align 8
  %126 = load double, ptr %22, align 8
  %127 = load i32, ptr %21, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %128
  store double %126, ptr %129, align 8
  %130 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %131 = load i32, ptr %21, align 4
  %132 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %130, i64 noundef 32, ptr noundef @.str, i32 noundef %131) #5
  %133 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %134 = load i32, ptr %21, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %135
  %137 = load double, ptr %136, align 8
  %138 = load double, ptr %23, align 8
  %139 = load double, ptr %24, align 8
  %140 = fsub double %138, %139
  %141 = fdiv double %140, 2.000000e-06
  call void @check(ptr noundef %133, double noundef %137, double noundef %141)
  br label %142

142:                                              ; preds = %99
  %143 = load i32, ptr %21, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %21, align 4
  br label %96, !llvm.loop !10

145:                                              ; preds = %96
  store i32 0, ptr %25, align 4
  br label %146

146:                                              ; preds = %192, %145
  %147 = load i32, ptr %25, align 4
  %148 = icmp slt i32 %147, 8
  br i1 %148, label %149, label %195

149:                                              ; preds = %146
  %150 = load i32, ptr %25, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  store double %153, ptr %26, align 8
  %154 = load double, ptr %26, align 8
  %155 = fadd double %154, 0x3EB0C6F7A0B5ED8D
  %156 = load i32, ptr %25, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %157
  store double %155, ptr %158, align 8
  %159 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %160 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %161 = load i32, ptr %7, align 4
  %162 = load i32, ptr %8, align 4
  %163 = load i32, ptr %9, align 4
  %164 = call double @loss(ptr noundef %159, ptr noundef %160, i32 noundef %161, i32 noundef %162, i32 noundef %163)
  store double %164, ptr %27, align 8
  %165 = load double, ptr %26, align 8
  %166 = fsub double %165, 0x3EB0C6F7A0B5ED8D
  %167 = load i32, ptr %25, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %168
  store double %166, ptr %169, align 8
  %170 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %171 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %172 = load i32, ptr %7, align 4
  %173 = load i32, ptr %8, align 4
  %174 = load i32, ptr %9, align 4
  %175 = call double @loss(ptr noundef %170, ptr noundef %171, i32 noundef %172, i32 noundef %173, i32 noundef %174)
  store double %175, ptr %28, align 8
  %176 = load double, ptr %26, align 8
  %177 = load i32, ptr %25, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %178
  store double %176, ptr %179, align 8
  %180 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %181 = load i32, ptr %25, align 4
  %182 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %180, i64 noundef 32, ptr noundef @.str.1, i32 noundef %181) #5
  %183 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %184 = load i32, ptr %25, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %185
  %187 = load double, ptr %186, align 8
  %188 = load double, ptr %27, align 8
  %189 = load double, ptr %28, align 8
  %190 = fsub double %188, %189
  %191 = fdiv double %190, 2.000000e-06
  call void @check(ptr noundef %183, double noundef %187, double noundef %191)
  br label %192

192:                                              ; preds = %149
  %193 = load i32, ptr %25, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %25, align 4
  br label %146, !llvm.loop !11

195:                                              ; preds = %146
  call void @llvm.memset.p0.i64(ptr align 8 %30, i8 0, i64 72, i1 false)
  store i32 0, ptr %33, align 4
  br label %196

196:                                              ; preds = %213, %195
  %197 = load i32, ptr %33, align 4
  %198 = icmp slt i32 %197, 9
  br i1 %198, label %199, label %216

199:                                              ; preds = %196
  %200 = load i32, ptr %33, align 4
  %201 = sitofp i32 %200 to double
  %202 = fmul double 1.700000e+00, %201
  %203 = call double @sin(double noundef %202) #5
  %204 = call double @llvm.fmuladd.f64(double 4.000000e-01, double %203, double 1.000000e-01)
  %205 = load i32, ptr %33, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %206
  store double %204, ptr %207, align 8
  %208 = load i32, ptr %33, align 4
  %209 = call double @weight(i32 noundef %208)
  %210 = load i32, ptr %33, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [9 x double], ptr %32, i64 0, i64 %211
  store double %209, ptr %212, align 8
  br label %213

213:                                              ; preds = %199
  %214 = load i32, ptr %33, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %33, align 4
  br label %196, !llvm.loop !12

216:                                              ; preds = %196
  %217 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 0
  %218 = getelementptr inbounds [9 x double], ptr %32, i64 0, i64 0
  %219 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %220 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 0
  %221 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %222 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 0
  %223 = load i32, ptr @enzyme_const, align 4
  %224 = load i32, ptr %10, align 4
  %225 = load i32, ptr %10, align 4
  %226 = load i32, ptr %10, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @matmul, ptr noundef %217, ptr noundef %218, ptr noundef %219, ptr noundef %220, ptr noundef %221, ptr noundef %222, i32 noundef %223, i32 noundef %224, i32 noundef %225, i32 noundef %226)
  store i32 0, ptr %34, align 4
  br label %227

227:                                              ; preds = %273, %216
  %228 = load i32, ptr %34, align 4
  %229 = icmp slt i32 %228, 9
  br i1 %229, label %230, label %276

230:                                              ; preds = %227
  %231 = load i32, ptr %34, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %232
  %234 = load double, ptr %233, align 8
  store double %234, ptr %35, align 8
  %235 = load double, ptr %35, align 8
  %236 = fadd double %235, 0x3EB0C6F7A0B5ED8D
  %237 = load i32, ptr %34, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %238
  store double %236, ptr %239, align 8
  %240 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %241 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %242 = load i32, ptr %10, align 4
  %243 = load i32, ptr %10, align 4
  %244 = load i32, ptr %10, align 4
  %245 = call double @loss(ptr noundef %240, ptr noundef %241, i32 noundef %242, i32 noundef %243, i32 noundef %244)
  store double %245, ptr %36, align 8
  %246 = load double, ptr %35, align 8
  %247 = fsub double %246, 0x3EB0C6F7A0B5ED8D
  %248 = load i32, ptr %34, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %249
  store double %247, ptr %250, align 8
  %251 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %252 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 0
  %253 = load i32, ptr %10, align 4
  %254 = load i32, ptr %10, align 4
  %255 = load i32, ptr %10, align 4
  %256 = call double @loss(ptr noundef %251, ptr noundef %252, i32 noundef %253, i32 noundef %254, i32 noundef %255)
  store double %256, ptr %37, align 8
  %257 = load double, ptr %35, align 8
  %258 = load i32, ptr %34, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [9 x double], ptr %29, i64 0, i64 %259
  store double %257, ptr %260, align 8
  %261 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %262 = load i32, ptr %34, align 4
  %263 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %261, i64 noundef 32, ptr noundef @.str.2, i32 noundef %262) #5
  %264 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  %265 = load i32, ptr %34, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %266
  %268 = load double, ptr %267, align 8
  %269 = load double, ptr %36, align 8
  %270 = load double, ptr %37, align 8
  %271 = fsub double %269, %270
  %272 = fdiv double %271, 2.000000e-06
  call void @check(ptr noundef %264, double noundef %268, double noundef %272)
  br label %273

273:                                              ; preds = %230
  %274 = load i32, ptr %34, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %34, align 4
  br label %227, !llvm.loop !13

276:                                              ; preds = %227
  %277 = load i32, ptr @fails, align 4
  %278 = icmp ne i32 %277, 0
  %279 = zext i1 %278 to i64
  %280 = select i1 %278, ptr @.str.4, ptr @.str.5
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %280)
  %282 = load i32, ptr @fails, align 4
  %283 = icmp ne i32 %282, 0
  %284 = zext i1 %283 to i32
  ret i32 %284
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @weight(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  %5 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %4, double 1.000000e+00)
  %6 = load i32, ptr %2, align 4
  %7 = sitofp i32 %6 to double
  %8 = fmul double 5.000000e-02, %7
  %9 = load i32, ptr %2, align 4
  %10 = sitofp i32 %9 to double
  %11 = fneg double %8
  %12 = call double @llvm.fmuladd.f64(double %11, double %10, double %5)
  ret double %12
}

declare void @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %17

17:                                               ; preds = %69, %6
  %18 = load i32, ptr %13, align 4
  %19 = load i32, ptr %10, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %72

21:                                               ; preds = %17
  store i32 0, ptr %14, align 4
  br label %22

22:                                               ; preds = %65, %21
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %12, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %68

26:                                               ; preds = %22
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %27

27:                                               ; preds = %52, %26
  %28 = load i32, ptr %16, align 4
  %29 = load i32, ptr %11, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %55

31:                                               ; preds = %27
  %32 = load ptr, ptr %8, align 8
  %33 = load i32, ptr %13, align 4
  %34 = load i32, ptr %11, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr %16, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %32, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %16, align 4
  %43 = load i32, ptr %12, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %14, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %41, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %15, align 8
  %51 = call double @llvm.fmuladd.f64(double %40, double %49, double %50)
  store double %51, ptr %15, align 8
  br label %52

52:                                               ; preds = %31
  %53 = load i32, ptr %16, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %16, align 4
  br label %27, !llvm.loop !14

55:                                               ; preds = %27
  %56 = load double, ptr %15, align 8
  %57 = load ptr, ptr %7, align 8
  %58 = load i32, ptr %13, align 4
  %59 = load i32, ptr %12, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %14, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %57, i64 %63
  store double %56, ptr %64, align 8
  br label %65

65:                                               ; preds = %55
  %66 = load i32, ptr %14, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %14, align 4
  br label %22, !llvm.loop !15

68:                                               ; preds = %22
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %13, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %13, align 4
  br label %17, !llvm.loop !16

72:                                               ; preds = %17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loss(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store double 0.000000e+00, ptr %12, align 8
  %14 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 0
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %10, align 4
  call void @matmul(ptr noundef %14, ptr noundef %15, ptr noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  store i32 0, ptr %13, align 4
  br label %20

20:                                               ; preds = %35, %5
  %21 = load i32, ptr %13, align 4
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %10, align 4
  %24 = mul nsw i32 %22, %23
  %25 = icmp slt i32 %21, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %20
  %27 = load i32, ptr %13, align 4
  %28 = call double @weight(i32 noundef %27)
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %12, align 8
  %34 = call double @llvm.fmuladd.f64(double %28, double %32, double %33)
  store double %34, ptr %12, align 8
  br label %35

35:                                               ; preds = %26
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %13, align 4
  br label %20, !llvm.loop !17

38:                                               ; preds = %20
  %39 = load double, ptr %12, align 8
  ret double %39
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
