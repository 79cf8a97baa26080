; ModuleID = 'c/04_qr_gram_schmidt.c'
source_filename = "c/04_qr_gram_schmidt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"orthogonality error small: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"R diag:\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"c[%d] = %+.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"rss = %.6e\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x [4 x double]], align 8
  %3 = alloca [12 x [4 x double]], align 8
  %4 = alloca [4 x [4 x double]], align 8
  %5 = alloca [12 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [4 x double], align 8
  %17 = alloca [4 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %70, %0
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 12
  br i1 %31, label %32, label %73

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = sitofp i32 %33 to double
  %35 = fdiv double %34, 1.100000e+01
  store double %35, ptr %7, align 8
  store double 1.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %50, %32
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %37, 4
  br i1 %38, label %39, label %53

39:                                               ; preds = %36
  %40 = load double, ptr %8, align 8
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 %42
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x double], ptr %43, i64 0, i64 %45
  store double %40, ptr %46, align 8
  %47 = load double, ptr %7, align 8
  %48 = load double, ptr %8, align 8
  %49 = fmul double %48, %47
  store double %49, ptr %8, align 8
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %9, align 4
  br label %36, !llvm.loop !6

53:                                               ; preds = %36
  %54 = load double, ptr %7, align 8
  %55 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %54, double 1.000000e+00)
  %56 = load double, ptr %7, align 8
  %57 = fmul double 5.000000e-01, %56
  %58 = load double, ptr %7, align 8
  %59 = fmul double %57, %58
  %60 = load double, ptr %7, align 8
  %61 = call double @llvm.fmuladd.f64(double %59, double %60, double %55)
  %62 = load i32, ptr %6, align 4
  %63 = srem i32 %62, 3
  %64 = sub nsw i32 %63, 1
  %65 = sitofp i32 %64 to double
  %66 = call double @llvm.fmuladd.f64(double 1.000000e-03, double %65, double %61)
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %68
  store double %66, ptr %69, align 8
  br label %70

70:                                               ; preds = %53
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %29, !llvm.loop !8

73:                                               ; preds = %29
  %74 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 0
  %75 = getelementptr inbounds [12 x [4 x double]], ptr %3, i64 0, i64 0
  %76 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 0
  call void @mgs_qr(ptr noundef %74, ptr noundef %75, ptr noundef %76)
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %77

77:                                               ; preds = %123, %73
  %78 = load i32, ptr %11, align 4
  %79 = icmp slt i32 %78, 4
  br i1 %79, label %80, label %126

80:                                               ; preds = %77
  store i32 0, ptr %12, align 4
  br label %81

81:                                               ; preds = %119, %80
  %82 = load i32, ptr %12, align 4
  %83 = icmp slt i32 %82, 4
  br i1 %83, label %84, label %122

84:                                               ; preds = %81
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %85

85:                                               ; preds = %105, %84
  %86 = load i32, ptr %14, align 4
  %87 = icmp slt i32 %86, 12
  br i1 %87, label %88, label %108

88:                                               ; preds = %85
  %89 = load i32, ptr %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [12 x [4 x double]], ptr %3, i64 0, i64 %90
  %92 = load i32, ptr %11, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x double], ptr %91, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load i32, ptr %14, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [12 x [4 x double]], ptr %3, i64 0, i64 %97
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %98, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load double, ptr %13, align 8
  %104 = call double @llvm.fmuladd.f64(double %95, double %102, double %103)
  store double %104, ptr %13, align 8
  br label %105

105:                                              ; preds = %88
  %106 = load i32, ptr %14, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %14, align 4
  br label %85, !llvm.loop !9

108:                                              ; preds = %85
  %109 = load double, ptr %10, align 8
  %110 = load double, ptr %13, align 8
  %111 = load i32, ptr %11, align 4
  %112 = load i32, ptr %12, align 4
  %113 = icmp eq i32 %111, %112
  %114 = zext i1 %113 to i32
  %115 = sitofp i32 %114 to double
  %116 = fsub double %110, %115
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = call double @llvm.maxnum.f64(double %109, double %117)
  store double %118, ptr %10, align 8
  br label %119

119:                                              ; preds = %108
  %120 = load i32, ptr %12, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %12, align 4
  br label %81, !llvm.loop !10

122:                                              ; preds = %81
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %11, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %11, align 4
  br label %77, !llvm.loop !11

126:                                              ; preds = %77
  %127 = load double, ptr %10, align 8
  %128 = fcmp olt double %127, 0x3D719799812DEA11
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %129)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %15, align 4
  br label %132

132:                                              ; preds = %144, %126
  %133 = load i32, ptr %15, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %147

135:                                              ; preds = %132
  %136 = load i32, ptr %15, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %137
  %139 = load i32, ptr %15, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x double], ptr %138, i64 0, i64 %140
  %142 = load double, ptr %141, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %142)
  br label %144

144:                                              ; preds = %135
  %145 = load i32, ptr %15, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %15, align 4
  br label %132, !llvm.loop !12

147:                                              ; preds = %132
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %18, align 4
  br label %149

149:                                              ; preds = %178, %147
  %150 = load i32, ptr %18, align 4
  %151 = icmp slt i32 %150, 4
  br i1 %151, label %152, label %181

152:                                              ; preds = %149
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %153

153:                                              ; preds = %170, %152
  %154 = load i32, ptr %20, align 4
  %155 = icmp slt i32 %154, 12
  br i1 %155, label %156, label %173

156:                                              ; preds = %153
  %157 = load i32, ptr %20, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [12 x [4 x double]], ptr %3, i64 0, i64 %158
  %160 = load i32, ptr %18, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [4 x double], ptr %159, i64 0, i64 %161
  %163 = load double, ptr %162, align 8
  %164 = load i32, ptr %20, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %165
  %167 = load double, ptr %166, align 8
  %168 = load double, ptr %19, align 8
  %169 = call double @llvm.fmuladd.f64(double %163, double %167, double %168)
  store double %169, ptr %19, align 8
  br label %170

170:                                              ; preds = %156
  %171 = load i32, ptr %20, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %20, align 4
  br label %153, !llvm.loop !13

173:                                              ; preds = %153
  %174 = load double, ptr %19, align 8
  %175 = load i32, ptr %18, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %176
  store double %174, ptr %177, align 8
  br label %178

178:                                              ; preds = %173
  %179 = load i32, ptr %18, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %18, align 4
  br label %149, !llvm.loop !14

181:                                              ; preds = %149
  store i32 3, ptr %21, align 4
  br label %182

182:                                              ; preds = %226, %181
  %183 = load i32, ptr %21, align 4
  %184 = icmp sge i32 %183, 0
  br i1 %184, label %185, label %229

185:                                              ; preds = %182
  %186 = load i32, ptr %21, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %187
  %189 = load double, ptr %188, align 8
  store double %189, ptr %22, align 8
  %190 = load i32, ptr %21, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %23, align 4
  br label %192

192:                                              ; preds = %210, %185
  %193 = load i32, ptr %23, align 4
  %194 = icmp slt i32 %193, 4
  br i1 %194, label %195, label %213

195:                                              ; preds = %192
  %196 = load i32, ptr %21, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %197
  %199 = load i32, ptr %23, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [4 x double], ptr %198, i64 0, i64 %200
  %202 = load double, ptr %201, align 8
  %203 = load i32, ptr %23, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %204
  %206 = load double, ptr %205, align 8
  %207 = load double, ptr %22, align 8
  %208 = fneg double %202
  %209 = call double @llvm.fmuladd.f64(double %208, double %206, double %207)
  store double %209, ptr %22, align 8
  br label %210

210:                                              ; preds = %195
  %211 = load i32, ptr %23, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %23, align 4
  br label %192, !llvm.loop !15

213:                                              ; preds = %192
  %214 = load double, ptr %22, align 8
  %215 = load i32, ptr %21, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %216
  %218 = load i32, ptr %21, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [4 x double], ptr %217, i64 0, i64 %219
  %221 = load double, ptr %220, align 8
  %222 = fdiv double %214, %221
  %223 = load i32, ptr %21, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %224
  store double %222, ptr %225, align 8
  br label %226

226:                                              ; preds = %213
  %227 = load i32, ptr %21, align 4
  %228 = add nsw i32 %227, -1
  store i32 %228, ptr %21, align 4
  br label %182, !llvm.loop !16

229:                                              ; preds = %182
  store i32 0, ptr %24, align 4
  br label %230

230:                                              ; preds = %240, %229
  %231 = load i32, ptr %24, align 4
  %232 = icmp slt i32 %231, 4
  br i1 %232, label %233, label %243

233:                                              ; preds = %230
  %234 = load i32, ptr %24, align 4
  %235 = load i32, ptr %24, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %236
  %238 = load double, ptr %237, align 8
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %234, double noundef %238)
  br label %240

240:                                              ; preds = %233
  %241 = load i32, ptr %24, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %24, align 4
  br label %230, !llvm.loop !17

243:                                              ; preds = %230
  store double 0.000000e+00, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %244

244:                                              ; preds = %281, %243
  %245 = load i32, ptr %26, align 4
  %246 = icmp slt i32 %245, 12
  br i1 %246, label %247, label %284

247:                                              ; preds = %244
  store double 0.000000e+00, ptr %27, align 8
  store i32 3, ptr %28, align 4
  br label %248

248:                                              ; preds = %263, %247
  %249 = load i32, ptr %28, align 4
  %250 = icmp sge i32 %249, 0
  br i1 %250, label %251, label %266

251:                                              ; preds = %248
  %252 = load double, ptr %27, align 8
  %253 = load i32, ptr %26, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [12 x [4 x double]], ptr %2, i64 0, i64 %254
  %256 = getelementptr inbounds [4 x double], ptr %255, i64 0, i64 1
  %257 = load double, ptr %256, align 8
  %258 = load i32, ptr %28, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 %259
  %261 = load double, ptr %260, align 8
  %262 = call double @llvm.fmuladd.f64(double %252, double %257, double %261)
  store double %262, ptr %27, align 8
  br label %263

263:                                              ; preds = %251
  %264 = load i32, ptr %28, align 4
  %265 = add nsw i32 %264, -1
  store i32 %265, ptr %28, align 4
  br label %248, !llvm.loop !18

266:                                              ; preds = %248
  %267 = load double, ptr %27, align 8
  %268 = load i32, ptr %26, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %269
  %271 = load double, ptr %270, align 8
  %272 = fsub double %267, %271
  %273 = load double, ptr %27, align 8
  %274 = load i32, ptr %26, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %275
  %277 = load double, ptr %276, align 8
  %278 = fsub double %273, %277
  %279 = load double, ptr %25, align 8
  %280 = call double @llvm.fmuladd.f64(double %272, double %278, double %279)
  store double %280, ptr %25, align 8
  br label %281

281:                                              ; preds = %266
  %282 = load i32, ptr %26, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %26, align 4
  br label %244, !llvm.loop !19

284:                                              ; preds = %244
  %285 = load double, ptr %25, align 8
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %285)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mgs_qr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %46, %3
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %20, 12
  br i1 %21, label %22, label %49

22:                                               ; preds = %19
  store i32 0, ptr %8, align 4
  br label %23

23:                                               ; preds = %42, %22
  %24 = load i32, ptr %8, align 4
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %26, label %45

26:                                               ; preds = %23
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x double], ptr %27, i64 %29
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x double], ptr %30, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], ptr %35, i64 %37
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 %40
  store double %34, ptr %41, align 8
  br label %42

42:                                               ; preds = %26
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %8, align 4
  br label %23, !llvm.loop !20

45:                                               ; preds = %23
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %19, !llvm.loop !21

49:                                               ; preds = %19
  store i32 0, ptr %9, align 4
  br label %50

50:                                               ; preds = %69, %49
  %51 = load i32, ptr %9, align 4
  %52 = icmp slt i32 %51, 4
  br i1 %52, label %53, label %72

53:                                               ; preds = %50
  store i32 0, ptr %10, align 4
  br label %54

54:                                               ; preds = %65, %53
  %55 = load i32, ptr %10, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %68

57:                                               ; preds = %54
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x double], ptr %58, i64 %60
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x double], ptr %61, i64 0, i64 %63
  store double 0.000000e+00, ptr %64, align 8
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %10, align 4
  br label %54, !llvm.loop !22

68:                                               ; preds = %54
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %50, !llvm.loop !23

72:                                               ; preds = %50
  store i32 0, ptr %11, align 4
  br label %73

73:                                               ; preds = %202, %72
  %74 = load i32, ptr %11, align 4
  %75 = icmp slt i32 %74, 4
  br i1 %75, label %76, label %205

76:                                               ; preds = %73
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %77

77:                                               ; preds = %99, %76
  %78 = load i32, ptr %13, align 4
  %79 = icmp slt i32 %78, 12
  br i1 %79, label %80, label %102

80:                                               ; preds = %77
  %81 = load ptr, ptr %5, align 8
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x double], ptr %81, i64 %83
  %85 = load i32, ptr %11, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x double], ptr %84, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load ptr, ptr %5, align 8
  %90 = load i32, ptr %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x double], ptr %89, i64 %91
  %93 = load i32, ptr %11, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x double], ptr %92, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %12, align 8
  %98 = call double @llvm.fmuladd.f64(double %88, double %96, double %97)
  store double %98, ptr %12, align 8
  br label %99

99:                                               ; preds = %80
  %100 = load i32, ptr %13, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %13, align 4
  br label %77, !llvm.loop !24

102:                                              ; preds = %77
  %103 = load double, ptr %12, align 8
  %104 = call double @sqrt(double noundef %103) #4
  store double %104, ptr %12, align 8
  %105 = load double, ptr %12, align 8
  %106 = load ptr, ptr %6, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [4 x double], ptr %106, i64 %108
  %110 = load i32, ptr %11, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x double], ptr %109, i64 0, i64 %111
  store double %105, ptr %112, align 8
  store i32 0, ptr %14, align 4
  br label %113

113:                                              ; preds = %127, %102
  %114 = load i32, ptr %14, align 4
  %115 = icmp slt i32 %114, 12
  br i1 %115, label %116, label %130

116:                                              ; preds = %113
  %117 = load double, ptr %12, align 8
  %118 = load ptr, ptr %5, align 8
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [4 x double], ptr %118, i64 %120
  %122 = load i32, ptr %11, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x double], ptr %121, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = fdiv double %125, %117
  store double %126, ptr %124, align 8
  br label %127

127:                                              ; preds = %116
  %128 = load i32, ptr %14, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %14, align 4
  br label %113, !llvm.loop !25

130:                                              ; preds = %113
  %131 = load i32, ptr %11, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %15, align 4
  br label %133

133:                                              ; preds = %198, %130
  %134 = load i32, ptr %15, align 4
  %135 = icmp slt i32 %134, 4
  br i1 %135, label %136, label %201

136:                                              ; preds = %133
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %137

137:                                              ; preds = %159, %136
  %138 = load i32, ptr %17, align 4
  %139 = icmp slt i32 %138, 12
  br i1 %139, label %140, label %162

140:                                              ; preds = %137
  %141 = load ptr, ptr %5, align 8
  %142 = load i32, ptr %17, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x double], ptr %141, i64 %143
  %145 = load i32, ptr %11, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x double], ptr %144, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = load ptr, ptr %5, align 8
  %150 = load i32, ptr %17, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x double], ptr %149, i64 %151
  %153 = load i32, ptr %15, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [4 x double], ptr %152, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = load double, ptr %16, align 8
  %158 = call double @llvm.fmuladd.f64(double %148, double %156, double %157)
  store double %158, ptr %16, align 8
  br label %159

159:                                              ; preds = %140
  %160 = load i32, ptr %17, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %17, align 4
  br label %137, !llvm.loop !26

162:                                              ; preds = %137
  %163 = load double, ptr %16, align 8
  %164 = load ptr, ptr %6, align 8
  %165 = load i32, ptr %11, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [4 x double], ptr %164, i64 %166
  %168 = load i32, ptr %15, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [4 x double], ptr %167, i64 0, i64 %169
  store double %163, ptr %170, align 8
  store i32 0, ptr %18, align 4
  br label %171

171:                                              ; preds = %194, %162
  %172 = load i32, ptr %18, align 4
  %173 = icmp slt i32 %172, 12
  br i1 %173, label %174, label %197

174:                                              ; preds = %171
  %175 = load double, ptr %16, align 8
  %176 = load ptr, ptr %5, align 8
  %177 = load i32, ptr %18, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x double], ptr %176, i64 %178
  %180 = load i32, ptr %11, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [4 x double], ptr %179, i64 0, i64 %181
  %183 = load double, ptr %182, align 8
  %184 = load ptr, ptr %5, align 8
  %185 = load i32, ptr %18, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [4 x double], ptr %184, i64 %186
  %188 = load i32, ptr %15, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [4 x double], ptr %187, i64 0, i64 %189
  %191 = load double, ptr %190, align 8
  %192 = fneg double %175
  %193 = call double @llvm.fmuladd.f64(double %192, double %183, double %191)
  store double %193, ptr %190, align 8
  br label %194

194:                                              ; preds = %174
  %195 = load i32, ptr %18, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %18, align 4
  br label %171, !llvm.loop !27

197:                                              ; preds = %171
  br label %198

198:                                              ; preds = %197
  %199 = load i32, ptr %15, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %15, align 4
  br label %133, !llvm.loop !28

201:                                              ; preds = %133
  br label %202

202:                                              ; preds = %201
  %203 = load i32, ptr %11, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %11, align 4
  br label %73, !llvm.loop !29

205:                                              ; preds = %73
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
