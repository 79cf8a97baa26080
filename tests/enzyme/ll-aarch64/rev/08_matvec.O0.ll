; ModuleID = 'rev/08_matvec.c'
source_filename = "rev/08_matvec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal constant [3 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"matvec d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"matvec d/dx[%d]\00", align 1
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"quad d/dA[%d]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"quad d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [16 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [3 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [4 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [32 x i8], align 1
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca [16 x double], align 8
  %26 = alloca [4 x double], align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 3, ptr %3, align 4
  store volatile i32 4, ptr %4, align 4
  %35 = load volatile i32, ptr %3, align 4
  store i32 %35, ptr %5, align 4
  %36 = load volatile i32, ptr %4, align 4
  store i32 %36, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 32, i1 false)
  store i32 0, ptr %13, align 4
  br label %37

37:                                               ; preds = %49, %0
  %38 = load i32, ptr %13, align 4
  %39 = icmp slt i32 %38, 16
  br i1 %39, label %40, label %52

40:                                               ; preds = %37
  %41 = load i32, ptr %13, align 4
  %42 = sitofp i32 %41 to double
  %43 = call double @llvm.fmuladd.f64(double 0x3FE6666666666666, double %42, double 1.000000e-01)
  %44 = call double @cos(double noundef %43) #5
  %45 = fmul double 5.000000e-01, %44
  %46 = load i32, ptr %13, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %47
  store double %45, ptr %48, align 8
  br label %49

49:                                               ; preds = %40
  %50 = load i32, ptr %13, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %13, align 4
  br label %37, !llvm.loop !6

52:                                               ; preds = %37
  store i32 0, ptr %14, align 4
  br label %53

53:                                               ; preds = %63, %52
  %54 = load i32, ptr %14, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i32, ptr %14, align 4
  %58 = sitofp i32 %57 to double
  %59 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %58, double -4.000000e-01)
  %60 = load i32, ptr %14, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %61
  store double %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %14, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %14, align 4
  br label %53, !llvm.loop !8

66:                                               ; preds = %53
  store i32 0, ptr %15, align 4
  br label %67

67:                                               ; preds = %78, %66
  %68 = load i32, ptr %15, align 4
  %69 = icmp slt i32 %68, 3
  br i1 %69, label %70, label %81

70:                                               ; preds = %67
  %71 = load i32, ptr %15, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load i32, ptr %15, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %76
  store double %74, ptr %77, align 8
  br label %78

78:                                               ; preds = %70
  %79 = load i32, ptr %15, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %15, align 4
  br label %67, !llvm.loop !9

81:                                               ; preds = %67
  %82 = load i32, ptr @enzyme_dup, align 4
  %83 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %84 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %85 = load i32, ptr @enzyme_dup, align 4
  %86 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %87 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 0
  %88 = load i32, ptr @enzyme_dup, align 4
  %89 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %90 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %91 = load i32, ptr %5, align 4
  %92 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef @matvec, i32 noundef %82, ptr noundef %83, ptr noundef %84, i32 noundef %85, ptr noundef %86, ptr noundef %87, i32 noundef %88, ptr noundef %89, ptr noundef %90, i32 noundef %91, i32 noundef %92)
  store i32 0, ptr %17, align 4
  br label %93

93:                                               ; preds = %137, %81
  %94 = load i32, ptr %17, align 4
  %95 = icmp slt i32 %94, 12
  br i1 %95, label %96, label %140

96:                                               ; preds = %93
  %97 = load i32, ptr %17, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  store double %100, ptr %18, align 8
  %101 = load double, ptr %18, align 8
  %102 = fadd double %101, 0x3EB0C6F7A0B5ED8D
  %103 = load i32, ptr %17, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %104
  store double %102, ptr %105, align 8
  %106 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %107 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %108 = load i32, ptr %5, align 4
  %109 = load i32, ptr %6, align 4
  %110 = call double @wy(ptr noundef %106, ptr noundef %107, i32 noundef %108, i32 noundef %109)
  store double %110, ptr %19, align 8
  %111 = load double, ptr %18, align 8
  %112 = fsub double %111, 0x3EB0C6F7A0B5ED8D
  %113 = load i32, ptr %17, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %114
  store double %112, ptr %115, align 8
  %116 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %117 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %118 = load i32, ptr %5, align 4
  %119 = load i32, ptr %6, align 4
  %120 = call double @wy(ptr noundef %116, ptr noundef %117, i32 noundef %118, i32 noundef %119)
  store double %120, ptr %20, align 8
  %121 = load double, ptr %18, align 8
  %122 = load i32, ptr %17, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %123
  store double %121, ptr %124, align 8
  %125 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %126 = load i32, ptr %17, align 4
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %125, i64 noundef 32, ptr noundef @.str, i32 noundef %126) #5
  %128 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %129 = load i32, ptr %17, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  %133 = load double, ptr %19, align 8
  %134 = load double, ptr %20, align 8
  %135 = fsub double %133, %134
  %136 = fdiv double %135, 2.000000e-06
  call void @check(ptr noundef %128, double noundef %132, double noundef %136)
  br label %137

137:                                              ; preds = %96
  %138 = load i32, ptr %17, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %17, align 4
  br label %93, !llvm.loop !10

140:                                              ; preds = %93
  store i32 0, ptr %21, align 4
  br label %141

141:                                              ; preds = %185, %140
  %142 = load i32, ptr %21, align 4
  %143 = icmp slt i32 %142, 4
  br i1 %143, label %144, label %188

144:                                              ; preds = %141
  %145 = load i32, ptr %21, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  store double %148, ptr %22, align 8
  %149 = load double, ptr %22, align 8
  %150 = fadd double %149, 0x3EB0C6F7A0B5ED8D
  %151 = load i32, ptr %21, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %152
  store double %150, ptr %153, align 8
  %154 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %155 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %156 = load i32, ptr %5, align 4
  %157 = load i32, ptr %6, align 4
  %158 = call double @wy(ptr noundef %154, ptr noundef %155, i32 noundef %156, i32 noundef %157)
  store double %158, ptr %23, align 8
  %159 = load double, ptr %22, align 8
  %160 = fsub double %159, 0x3EB0C6F7A0B5ED8D
  %161 = load i32, ptr %21, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %162
  store double %160, ptr %163, align 8
  %164 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %165 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %166 = load i32, ptr %5, align 4
  %167 = load i32, ptr %6, align 4
  %168 = call double @wy(ptr noundef %164, ptr noundef %165, i32 noundef %166, i32 noundef %167)
  store double %168, ptr %24, align 8
  %169 = load double, ptr %22, align 8
  %170 = load i32, ptr %21, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %171
  store double %169, ptr %172, align 8
  %173 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %174 = load i32, ptr %21, align 4
  %175 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %173, i64 noundef 32, ptr noundef @.str.1, i32 noundef %174) #5
  %176 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %177 = load i32, ptr %21, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %178
  %180 = load double, ptr %179, align 8
  %181 = load double, ptr %23, align 8
  %182 = load double, ptr %24, align 8
  %183 = fsub double %181, %182
  %184 = fdiv double %183, 2.000000e-06
  call void @check(ptr noundef %176, double noundef %180, double noundef %184)
  br label %185

185:                                              ; preds = %144
  %186 = load i32, ptr %21, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %21, align 4
  br label %141, !llvm.loop !11

188:                                              ; preds = %141
  call void @llvm.memset.p0.i64(ptr align 8 %25, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 32, i1 false)
  %189 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %190 = getelementptr inbounds [16 x double], ptr %25, i64 0, i64 0
  %191 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %192 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 0
  %193 = load i32, ptr @enzyme_const, align 4
  %194 = load i32, ptr %6, align 4
  %195 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @quad, ptr noundef %189, ptr noundef %190, ptr noundef %191, ptr noundef %192, i32 noundef %193, i32 noundef %194)
  store i32 0, ptr %27, align 4
  br label %196

196:                                              ; preds = %238, %188
  %197 = load i32, ptr %27, align 4
  %198 = icmp slt i32 %197, 16
  br i1 %198, label %199, label %241

199:                                              ; preds = %196
  %200 = load i32, ptr %27, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  store double %203, ptr %28, align 8
  %204 = load double, ptr %28, align 8
  %205 = fadd double %204, 0x3EB0C6F7A0B5ED8D
  %206 = load i32, ptr %27, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %207
  store double %205, ptr %208, align 8
  %209 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %210 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %211 = load i32, ptr %6, align 4
  %212 = call double @quad(ptr noundef %209, ptr noundef %210, i32 noundef %211)
  store double %212, ptr %29, align 8
  %213 = load double, ptr %28, align 8
  %214 = fsub double %213, 0x3EB0C6F7A0B5ED8D
  %215 = load i32, ptr %27, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %216
  store double %214, ptr %217, align 8
  %218 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %219 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %220 = load i32, ptr %6, align 4
  %221 = call double @quad(ptr noundef %218, ptr noundef %219, i32 noundef %220)
  store double %221, ptr %30, align 8
  %222 = load double, ptr %28, align 8
  %223 = load i32, ptr %27, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %224
  store double %222, ptr %225, align 8
  %226 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %227 = load i32, ptr %27, align 4
  %228 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %226, i64 noundef 32, ptr noundef @.str.2, i32 noundef %227) #5
  %229 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %230 = load i32, ptr %27, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [16 x double], ptr %25, i64 0, i64 %231
  %233 = load double, ptr %232, align 8
  %234 = load double, ptr %29, align 8
  %235 = load double, ptr %30, align 8
  %236 = fsub double %234, %235
  %237 = fdiv double %236, 2.000000e-06
  call void @check(ptr noundef %229, double noundef %233, double noundef %237)
  br label %238

238:                                              ; preds = %199
  %239 = load i32, ptr %27, align 4
  %240 = add nsw i32 %239, 3
  store i32 %240, ptr %27, align 4
  br label %196, !llvm.loop !12

241:                                              ; preds = %196
  store i32 0, ptr %31, align 4
  br label %242

242:                                              ; preds = %284, %241
  %243 = load i32, ptr %31, align 4
  %244 = icmp slt i32 %243, 4
  br i1 %244, label %245, label %287

245:                                              ; preds = %242
  %246 = load i32, ptr %31, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %247
  %249 = load double, ptr %248, align 8
  store double %249, ptr %32, align 8
  %250 = load double, ptr %32, align 8
  %251 = fadd double %250, 0x3EB0C6F7A0B5ED8D
  %252 = load i32, ptr %31, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %253
  store double %251, ptr %254, align 8
  %255 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %256 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %257 = load i32, ptr %6, align 4
  %258 = call double @quad(ptr noundef %255, ptr noundef %256, i32 noundef %257)
  store double %258, ptr %33, align 8
  %259 = load double, ptr %32, align 8
  %260 = fsub double %259, 0x3EB0C6F7A0B5ED8D
  %261 = load i32, ptr %31, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %262
  store double %260, ptr %263, align 8
  %264 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %265 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %266 = load i32, ptr %6, align 4
  %267 = call double @quad(ptr noundef %264, ptr noundef %265, i32 noundef %266)
  store double %267, ptr %34, align 8
  %268 = load double, ptr %32, align 8
  %269 = load i32, ptr %31, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %270
  store double %268, ptr %271, align 8
  %272 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %273 = load i32, ptr %31, align 4
  %274 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %272, i64 noundef 32, ptr noundef @.str.3, i32 noundef %273) #5
  %275 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 0
  %276 = load i32, ptr %31, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 %277
  %279 = load double, ptr %278, align 8
  %280 = load double, ptr %33, align 8
  %281 = load double, ptr %34, align 8
  %282 = fsub double %280, %281
  %283 = fdiv double %282, 2.000000e-06
  call void @check(ptr noundef %275, double noundef %279, double noundef %283)
  br label %284

284:                                              ; preds = %245
  %285 = load i32, ptr %31, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %31, align 4
  br label %242, !llvm.loop !13

287:                                              ; preds = %242
  %288 = load i32, ptr @fails, align 4
  %289 = icmp ne i32 %288, 0
  %290 = zext i1 %289 to i64
  %291 = select i1 %289, ptr @.str.5, ptr @.str.6
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %291)
  %293 = load i32, ptr @fails, align 4
  %294 = icmp ne i32 %293, 0
  %295 = zext i1 %294 to i32
  ret i32 %295
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare void @__enzyme_autodiff_void(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matvec(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %19

19:                                               ; preds = %40, %18
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %10, align 4
  %27 = mul nsw i32 %25, %26
  %28 = load i32, ptr %13, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %24, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %12, align 8
  %39 = call double @llvm.fmuladd.f64(double %32, double %37, double %38)
  store double %39, ptr %12, align 8
  br label %40

40:                                               ; preds = %23
  %41 = load i32, ptr %13, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %13, align 4
  br label %19, !llvm.loop !14

43:                                               ; preds = %19
  %44 = load double, ptr %12, align 8
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  store double %44, ptr %48, align 8
  br label %49

49:                                               ; preds = %43
  %50 = load i32, ptr %11, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %11, align 4
  br label %14, !llvm.loop !15

52:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wy(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [3 x double], align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %10, align 8
  %12 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %8, align 4
  call void @matvec(ptr noundef %12, ptr noundef %13, ptr noundef %14, i32 noundef %15, i32 noundef %16)
  store i32 0, ptr %11, align 4
  br label %17

17:                                               ; preds = %32, %4
  %18 = load i32, ptr %11, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %35

21:                                               ; preds = %17
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x double], ptr @w, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %10, align 8
  %31 = call double @llvm.fmuladd.f64(double %25, double %29, double %30)
  store double %31, ptr %10, align 8
  br label %32

32:                                               ; preds = %21
  %33 = load i32, ptr %11, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %11, align 4
  br label %17, !llvm.loop !16

35:                                               ; preds = %17
  %36 = load double, ptr %10, align 8
  ret double %36
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @quad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %52, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %55

15:                                               ; preds = %11
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %37, %15
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %22, %23
  %25 = load i32, ptr %10, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %21, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load double, ptr %9, align 8
  %36 = call double @llvm.fmuladd.f64(double %29, double %34, double %35)
  store double %36, ptr %9, align 8
  br label %37

37:                                               ; preds = %20
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  br label %16, !llvm.loop !17

40:                                               ; preds = %16
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %9, align 8
  %47 = load double, ptr %9, align 8
  %48 = call double @tanh(double noundef %47) #5
  %49 = call double @llvm.fmuladd.f64(double %45, double %46, double %48)
  %50 = load double, ptr %7, align 8
  %51 = fadd double %50, %49
  store double %51, ptr %7, align 8
  br label %52

52:                                               ; preds = %40
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  br label %11, !llvm.loop !18

55:                                               ; preds = %11
  %56 = load double, ptr %7, align 8
  ret double %56
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

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
!18 = distinct !{!18, !7}
