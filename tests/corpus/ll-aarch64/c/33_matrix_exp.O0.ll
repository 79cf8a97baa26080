; ModuleID = 'c/33_matrix_exp.c'
source_filename = "c/33_matrix_exp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.mat = type { [4 x [4 x double]] }

@.str = private unnamed_addr constant [24 x i8] c"exp(rotation generator)\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"squarings=%d  cos=%.9f sin=%.9f e^0.5=%.9f e^-1=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"exp(nilpotent)\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"exp(general)\00", align 1
@.str.4 = private unnamed_addr constant [49 x i8] c"exp(A)exp(-A)=I err<1e-12: %d (squarings %d %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"det(exp A)=%.10f exp(tr A)=%.10f\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" %14.9f\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.mat, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.mat, align 8
  %6 = alloca %struct.mat, align 8
  %7 = alloca %struct.mat, align 8
  %8 = alloca %struct.mat, align 8
  %9 = alloca %struct.mat, align 8
  %10 = alloca %struct.mat, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.mat, align 8
  %14 = alloca %struct.mat, align 8
  %15 = alloca %struct.mat, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.mat, align 8
  %20 = alloca %struct.mat, align 8
  %21 = alloca %struct.mat, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca %struct.mat, align 8
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 128, i1 false)
  store double 1.200000e+00, ptr %4, align 8
  %33 = load double, ptr %4, align 8
  %34 = fneg double %33
  %35 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %36 = getelementptr inbounds [4 x [4 x double]], ptr %35, i64 0, i64 0
  %37 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 1
  store double %34, ptr %37, align 8
  %38 = load double, ptr %4, align 8
  %39 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %40 = getelementptr inbounds [4 x [4 x double]], ptr %39, i64 0, i64 1
  %41 = getelementptr inbounds [4 x double], ptr %40, i64 0, i64 0
  store double %38, ptr %41, align 8
  %42 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %43 = getelementptr inbounds [4 x [4 x double]], ptr %42, i64 0, i64 2
  %44 = getelementptr inbounds [4 x double], ptr %43, i64 0, i64 2
  store double 5.000000e-01, ptr %44, align 8
  %45 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %45, i64 0, i64 3
  %47 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 3
  store double -1.000000e+00, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 128, i1 false)
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %5, ptr noundef %6, ptr noundef %2)
  call void @print_mat(ptr noundef @.str, ptr noundef %5)
  %48 = load i32, ptr %2, align 4
  %49 = load double, ptr %4, align 8
  %50 = call double @cos(double noundef %49) #6
  %51 = load double, ptr %4, align 8
  %52 = call double @sin(double noundef %51) #6
  %53 = call double @exp(double noundef 5.000000e-01) #6
  %54 = call double @exp(double noundef -1.000000e+00) #6
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, double noundef %50, double noundef %52, double noundef %53, double noundef %54)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 128, i1 false)
  %56 = getelementptr inbounds %struct.mat, ptr %7, i32 0, i32 0
  %57 = getelementptr inbounds [4 x [4 x double]], ptr %56, i64 0, i64 0
  %58 = getelementptr inbounds [4 x double], ptr %57, i64 0, i64 1
  store double 1.000000e+00, ptr %58, align 8
  %59 = getelementptr inbounds %struct.mat, ptr %7, i32 0, i32 0
  %60 = getelementptr inbounds [4 x [4 x double]], ptr %59, i64 0, i64 1
  %61 = getelementptr inbounds [4 x double], ptr %60, i64 0, i64 2
  store double 1.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds %struct.mat, ptr %7, i32 0, i32 0
  %63 = getelementptr inbounds [4 x [4 x double]], ptr %62, i64 0, i64 2
  %64 = getelementptr inbounds [4 x double], ptr %63, i64 0, i64 3
  store double 1.000000e+00, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 128, i1 false)
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %8, ptr noundef %9, ptr noundef %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %8, i64 128, i1 false)
  call void @print_mat(ptr noundef @.str.2, ptr noundef %5)
  store i32 0, ptr %11, align 4
  br label %65

65:                                               ; preds = %97, %0
  %66 = load i32, ptr %11, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %100

68:                                               ; preds = %65
  store i32 0, ptr %12, align 4
  br label %69

69:                                               ; preds = %93, %68
  %70 = load i32, ptr %12, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %72, label %96

72:                                               ; preds = %69
  %73 = load i32, ptr %11, align 4
  %74 = sitofp i32 %73 to double
  %75 = load i32, ptr %12, align 4
  %76 = sitofp i32 %75 to double
  %77 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %76, double %74)
  %78 = call double @sin(double noundef %77) #6
  %79 = load i32, ptr %11, align 4
  %80 = load i32, ptr %12, align 4
  %81 = icmp eq i32 %79, %80
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, double 1.000000e+00, double 0.000000e+00
  %84 = fneg double %83
  %85 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %78, double %84)
  %86 = getelementptr inbounds %struct.mat, ptr %10, i32 0, i32 0
  %87 = load i32, ptr %11, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x [4 x double]], ptr %86, i64 0, i64 %88
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x double], ptr %89, i64 0, i64 %91
  store double %85, ptr %92, align 8
  br label %93

93:                                               ; preds = %72
  %94 = load i32, ptr %12, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %12, align 4
  br label %69, !llvm.loop !6

96:                                               ; preds = %69
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %11, align 4
  br label %65, !llvm.loop !8

100:                                              ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %10, i64 128, i1 false)
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %13, ptr noundef %14, ptr noundef %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %13, i64 128, i1 false)
  call void @print_mat(ptr noundef @.str.3, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %10, i64 128, i1 false)
  store i32 0, ptr %16, align 4
  br label %101

101:                                              ; preds = %129, %100
  %102 = load i32, ptr %16, align 4
  %103 = icmp slt i32 %102, 4
  br i1 %103, label %104, label %132

104:                                              ; preds = %101
  store i32 0, ptr %17, align 4
  br label %105

105:                                              ; preds = %125, %104
  %106 = load i32, ptr %17, align 4
  %107 = icmp slt i32 %106, 4
  br i1 %107, label %108, label %128

108:                                              ; preds = %105
  %109 = getelementptr inbounds %struct.mat, ptr %15, i32 0, i32 0
  %110 = load i32, ptr %16, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x [4 x double]], ptr %109, i64 0, i64 %111
  %113 = load i32, ptr %17, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x double], ptr %112, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = fneg double %116
  %118 = getelementptr inbounds %struct.mat, ptr %15, i32 0, i32 0
  %119 = load i32, ptr %16, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [4 x [4 x double]], ptr %118, i64 0, i64 %120
  %122 = load i32, ptr %17, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x double], ptr %121, i64 0, i64 %123
  store double %117, ptr %124, align 8
  br label %125

125:                                              ; preds = %108
  %126 = load i32, ptr %17, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %17, align 4
  br label %105, !llvm.loop !9

128:                                              ; preds = %105
  br label %129

129:                                              ; preds = %128
  %130 = load i32, ptr %16, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %16, align 4
  br label %101, !llvm.loop !10

132:                                              ; preds = %101
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %15, i64 128, i1 false)
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %19, ptr noundef %20, ptr noundef %18)
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %21, ptr noundef %5, ptr noundef %19)
  store double 0.000000e+00, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %133

133:                                              ; preds = %162, %132
  %134 = load i32, ptr %23, align 4
  %135 = icmp slt i32 %134, 4
  br i1 %135, label %136, label %165

136:                                              ; preds = %133
  store i32 0, ptr %24, align 4
  br label %137

137:                                              ; preds = %158, %136
  %138 = load i32, ptr %24, align 4
  %139 = icmp slt i32 %138, 4
  br i1 %139, label %140, label %161

140:                                              ; preds = %137
  %141 = load double, ptr %22, align 8
  %142 = getelementptr inbounds %struct.mat, ptr %21, i32 0, i32 0
  %143 = load i32, ptr %23, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [4 x [4 x double]], ptr %142, i64 0, i64 %144
  %146 = load i32, ptr %24, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [4 x double], ptr %145, i64 0, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = load i32, ptr %23, align 4
  %151 = load i32, ptr %24, align 4
  %152 = icmp eq i32 %150, %151
  %153 = zext i1 %152 to i32
  %154 = sitofp i32 %153 to double
  %155 = fsub double %149, %154
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = call double @llvm.maxnum.f64(double %141, double %156)
  store double %157, ptr %22, align 8
  br label %158

158:                                              ; preds = %140
  %159 = load i32, ptr %24, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %24, align 4
  br label %137, !llvm.loop !11

161:                                              ; preds = %137
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %23, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %23, align 4
  br label %133, !llvm.loop !12

165:                                              ; preds = %133
  %166 = load double, ptr %22, align 8
  %167 = fcmp olt double %166, 0x3D719799812DEA11
  %168 = zext i1 %167 to i32
  %169 = load i32, ptr %2, align 4
  %170 = load i32, ptr %18, align 4
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %168, i32 noundef %169, i32 noundef %170)
  store double 0.000000e+00, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %172

172:                                              ; preds = %186, %165
  %173 = load i32, ptr %26, align 4
  %174 = icmp slt i32 %173, 4
  br i1 %174, label %175, label %189

175:                                              ; preds = %172
  %176 = getelementptr inbounds %struct.mat, ptr %10, i32 0, i32 0
  %177 = load i32, ptr %26, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x [4 x double]], ptr %176, i64 0, i64 %178
  %180 = load i32, ptr %26, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [4 x double], ptr %179, i64 0, i64 %181
  %183 = load double, ptr %182, align 8
  %184 = load double, ptr %25, align 8
  %185 = fadd double %184, %183
  store double %185, ptr %25, align 8
  br label %186

186:                                              ; preds = %175
  %187 = load i32, ptr %26, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %26, align 4
  br label %172, !llvm.loop !13

189:                                              ; preds = %172
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %5, i64 128, i1 false)
  store double 1.000000e+00, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %190

190:                                              ; preds = %259, %189
  %191 = load i32, ptr %29, align 4
  %192 = icmp slt i32 %191, 4
  br i1 %192, label %193, label %262

193:                                              ; preds = %190
  %194 = getelementptr inbounds %struct.mat, ptr %27, i32 0, i32 0
  %195 = load i32, ptr %29, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [4 x [4 x double]], ptr %194, i64 0, i64 %196
  %198 = load i32, ptr %29, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [4 x double], ptr %197, i64 0, i64 %199
  %201 = load double, ptr %200, align 8
  %202 = load double, ptr %28, align 8
  %203 = fmul double %202, %201
  store double %203, ptr %28, align 8
  %204 = load i32, ptr %29, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %30, align 4
  br label %206

206:                                              ; preds = %255, %193
  %207 = load i32, ptr %30, align 4
  %208 = icmp slt i32 %207, 4
  br i1 %208, label %209, label %258

209:                                              ; preds = %206
  %210 = getelementptr inbounds %struct.mat, ptr %27, i32 0, i32 0
  %211 = load i32, ptr %30, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [4 x [4 x double]], ptr %210, i64 0, i64 %212
  %214 = load i32, ptr %29, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [4 x double], ptr %213, i64 0, i64 %215
  %217 = load double, ptr %216, align 8
  %218 = getelementptr inbounds %struct.mat, ptr %27, i32 0, i32 0
  %219 = load i32, ptr %29, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [4 x [4 x double]], ptr %218, i64 0, i64 %220
  %222 = load i32, ptr %29, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x double], ptr %221, i64 0, i64 %223
  %225 = load double, ptr %224, align 8
  %226 = fdiv double %217, %225
  store double %226, ptr %31, align 8
  %227 = load i32, ptr %29, align 4
  store i32 %227, ptr %32, align 4
  br label %228

228:                                              ; preds = %251, %209
  %229 = load i32, ptr %32, align 4
  %230 = icmp slt i32 %229, 4
  br i1 %230, label %231, label %254

231:                                              ; preds = %228
  %232 = load double, ptr %31, align 8
  %233 = getelementptr inbounds %struct.mat, ptr %27, i32 0, i32 0
  %234 = load i32, ptr %29, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [4 x [4 x double]], ptr %233, i64 0, i64 %235
  %237 = load i32, ptr %32, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [4 x double], ptr %236, i64 0, i64 %238
  %240 = load double, ptr %239, align 8
  %241 = getelementptr inbounds %struct.mat, ptr %27, i32 0, i32 0
  %242 = load i32, ptr %30, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [4 x [4 x double]], ptr %241, i64 0, i64 %243
  %245 = load i32, ptr %32, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [4 x double], ptr %244, i64 0, i64 %246
  %248 = load double, ptr %247, align 8
  %249 = fneg double %232
  %250 = call double @llvm.fmuladd.f64(double %249, double %240, double %248)
  store double %250, ptr %247, align 8
  br label %251

251:                                              ; preds = %231
  %252 = load i32, ptr %32, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %32, align 4
  br label %228, !llvm.loop !14

254:                                              ; preds = %228
  br label %255

255:                                              ; preds = %254
  %256 = load i32, ptr %30, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %30, align 4
  br label %206, !llvm.loop !15

258:                                              ; preds = %206
  br label %259

259:                                              ; preds = %258
  %260 = load i32, ptr %29, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %29, align 4
  br label %190, !llvm.loop !16

262:                                              ; preds = %190
  %263 = load double, ptr %28, align 8
  %264 = load double, ptr %25, align 8
  %265 = call double @exp(double noundef %264) #6
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %263, double noundef %265)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_exp(ptr dead_on_unwind noalias writable sret(%struct.mat) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.mat, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.mat, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.mat, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %21 = call double @mat_norm1(ptr noundef %1)
  store double %21, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %22

22:                                               ; preds = %25, %3
  %23 = load double, ptr %6, align 8
  %24 = fcmp ogt double %23, 5.000000e-01
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = load double, ptr %6, align 8
  %27 = fmul double %26, 5.000000e-01
  store double %27, ptr %6, align 8
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %22, !llvm.loop !17

30:                                               ; preds = %22
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 0, %31
  %33 = call double @ldexp(double noundef 1.000000e+00, i32 noundef %32) #6
  store double %33, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %56, %30
  %35 = load i32, ptr %9, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %37, label %59

37:                                               ; preds = %34
  store i32 0, ptr %10, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %10, align 4
  %40 = icmp slt i32 %39, 4
  br i1 %40, label %41, label %55

41:                                               ; preds = %38
  %42 = load double, ptr %8, align 8
  %43 = getelementptr inbounds %struct.mat, ptr %1, i32 0, i32 0
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fmul double %50, %42
  store double %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %41
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %10, align 4
  br label %38, !llvm.loop !18

55:                                               ; preds = %38
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %34, !llvm.loop !19

59:                                               ; preds = %34
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %60

60:                                               ; preds = %71, %59
  %61 = load i32, ptr %12, align 4
  %62 = icmp slt i32 %61, 4
  br i1 %62, label %63, label %74

63:                                               ; preds = %60
  %64 = getelementptr inbounds %struct.mat, ptr %0, i32 0, i32 0
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x [4 x double]], ptr %64, i64 0, i64 %66
  %68 = load i32, ptr %12, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x double], ptr %67, i64 0, i64 %69
  store double 1.000000e+00, ptr %70, align 8
  br label %71

71:                                               ; preds = %63
  %72 = load i32, ptr %12, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %12, align 4
  br label %60, !llvm.loop !20

74:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %0, i64 128, i1 false)
  store i32 1, ptr %13, align 4
  br label %75

75:                                               ; preds = %139, %74
  %76 = load i32, ptr %13, align 4
  %77 = icmp sle i32 %76, 18
  br i1 %77, label %78, label %142

78:                                               ; preds = %75
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %14, ptr noundef %11, ptr noundef %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %14, i64 128, i1 false)
  store i32 0, ptr %15, align 4
  br label %79

79:                                               ; preds = %102, %78
  %80 = load i32, ptr %15, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %105

82:                                               ; preds = %79
  store i32 0, ptr %16, align 4
  br label %83

83:                                               ; preds = %98, %82
  %84 = load i32, ptr %16, align 4
  %85 = icmp slt i32 %84, 4
  br i1 %85, label %86, label %101

86:                                               ; preds = %83
  %87 = load i32, ptr %13, align 4
  %88 = sitofp i32 %87 to double
  %89 = getelementptr inbounds %struct.mat, ptr %11, i32 0, i32 0
  %90 = load i32, ptr %15, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x [4 x double]], ptr %89, i64 0, i64 %91
  %93 = load i32, ptr %16, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x double], ptr %92, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = fdiv double %96, %88
  store double %97, ptr %95, align 8
  br label %98

98:                                               ; preds = %86
  %99 = load i32, ptr %16, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %16, align 4
  br label %83, !llvm.loop !21

101:                                              ; preds = %83
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %15, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %15, align 4
  br label %79, !llvm.loop !22

105:                                              ; preds = %79
  store i32 0, ptr %17, align 4
  br label %106

106:                                              ; preds = %135, %105
  %107 = load i32, ptr %17, align 4
  %108 = icmp slt i32 %107, 4
  br i1 %108, label %109, label %138

109:                                              ; preds = %106
  store i32 0, ptr %18, align 4
  br label %110

110:                                              ; preds = %131, %109
  %111 = load i32, ptr %18, align 4
  %112 = icmp slt i32 %111, 4
  br i1 %112, label %113, label %134

113:                                              ; preds = %110
  %114 = getelementptr inbounds %struct.mat, ptr %11, i32 0, i32 0
  %115 = load i32, ptr %17, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [4 x [4 x double]], ptr %114, i64 0, i64 %116
  %118 = load i32, ptr %18, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [4 x double], ptr %117, i64 0, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds %struct.mat, ptr %0, i32 0, i32 0
  %123 = load i32, ptr %17, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [4 x [4 x double]], ptr %122, i64 0, i64 %124
  %126 = load i32, ptr %18, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x double], ptr %125, i64 0, i64 %127
  %129 = load double, ptr %128, align 8
  %130 = fadd double %129, %121
  store double %130, ptr %128, align 8
  br label %131

131:                                              ; preds = %113
  %132 = load i32, ptr %18, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %18, align 4
  br label %110, !llvm.loop !23

134:                                              ; preds = %110
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %17, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %17, align 4
  br label %106, !llvm.loop !24

138:                                              ; preds = %106
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %13, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %13, align 4
  br label %75, !llvm.loop !25

142:                                              ; preds = %75
  store i32 0, ptr %19, align 4
  br label %143

143:                                              ; preds = %148, %142
  %144 = load i32, ptr %19, align 4
  %145 = load i32, ptr %7, align 4
  %146 = icmp slt i32 %144, %145
  br i1 %146, label %147, label %151

147:                                              ; preds = %143
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %20, ptr noundef %0, ptr noundef %0)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %20, i64 128, i1 false)
  br label %148

148:                                              ; preds = %147
  %149 = load i32, ptr %19, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %19, align 4
  br label %143, !llvm.loop !26

151:                                              ; preds = %143
  %152 = load i32, ptr %7, align 4
  %153 = load ptr, ptr %5, align 8
  store i32 %152, ptr %153, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_mat(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %7)
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %32, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %35

12:                                               ; preds = %9
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %27, %12
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.mat, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x [4 x double]], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %25)
  br label %27

27:                                               ; preds = %16
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %13, !llvm.loop !27

30:                                               ; preds = %13
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %32

32:                                               ; preds = %30
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %9, !llvm.loop !28

35:                                               ; preds = %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(ptr dead_on_unwind noalias writable sret(%struct.mat) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %58, %3
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %61

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %54, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %57

17:                                               ; preds = %14
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %42, %17
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.mat, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x [4 x double]], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.mat, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x [4 x double]], ptr %32, i64 0, i64 %34
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load double, ptr %8, align 8
  %41 = call double @llvm.fmuladd.f64(double %30, double %39, double %40)
  store double %41, ptr %8, align 8
  br label %42

42:                                               ; preds = %21
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %18, !llvm.loop !29

45:                                               ; preds = %18
  %46 = load double, ptr %8, align 8
  %47 = getelementptr inbounds %struct.mat, ptr %0, i32 0, i32 0
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x [4 x double]], ptr %47, i64 0, i64 %49
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x double], ptr %50, i64 0, i64 %52
  store double %46, ptr %53, align 8
  br label %54

54:                                               ; preds = %45
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %14, !llvm.loop !30

57:                                               ; preds = %14
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %10, !llvm.loop !31

61:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mat_norm1(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %37, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %40

10:                                               ; preds = %7
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %10
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.mat, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x [4 x double]], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = load double, ptr %5, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !32

30:                                               ; preds = %11
  %31 = load double, ptr %5, align 8
  %32 = load double, ptr %3, align 8
  %33 = fcmp ogt double %31, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %30
  %35 = load double, ptr %5, align 8
  store double %35, ptr %3, align 8
  br label %36

36:                                               ; preds = %34, %30
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %7, !llvm.loop !33

40:                                               ; preds = %7
  %41 = load double, ptr %3, align 8
  ret double %41
}

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
