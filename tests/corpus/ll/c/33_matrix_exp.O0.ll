; ModuleID = 'c/33_matrix_exp.c'
source_filename = "c/33_matrix_exp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.mat, align 8
  %12 = alloca %struct.mat, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.mat, align 8
  %17 = alloca %struct.mat, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.mat, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 128, i1 false)
  store double 1.200000e+00, ptr %4, align 8
  %29 = load double, ptr %4, align 8
  %30 = fneg double %29
  %31 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %32 = getelementptr inbounds [4 x [4 x double]], ptr %31, i64 0, i64 0
  %33 = getelementptr inbounds [4 x double], ptr %32, i64 0, i64 1
  store double %30, ptr %33, align 8
  %34 = load double, ptr %4, align 8
  %35 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %36 = getelementptr inbounds [4 x [4 x double]], ptr %35, i64 0, i64 1
  %37 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 0
  store double %34, ptr %37, align 8
  %38 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %39 = getelementptr inbounds [4 x [4 x double]], ptr %38, i64 0, i64 2
  %40 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 2
  store double 5.000000e-01, ptr %40, align 8
  %41 = getelementptr inbounds %struct.mat, ptr %3, i32 0, i32 0
  %42 = getelementptr inbounds [4 x [4 x double]], ptr %41, i64 0, i64 3
  %43 = getelementptr inbounds [4 x double], ptr %42, i64 0, i64 3
  store double -1.000000e+00, ptr %43, align 8
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %5, ptr noundef byval(%struct.mat) align 8 %3, ptr noundef %2)
  call void @print_mat(ptr noundef @.str, ptr noundef %5)
  %44 = load i32, ptr %2, align 4
  %45 = load double, ptr %4, align 8
  %46 = call double @cos(double noundef %45) #6
  %47 = load double, ptr %4, align 8
  %48 = call double @sin(double noundef %47) #6
  %49 = call double @exp(double noundef 5.000000e-01) #6
  %50 = call double @exp(double noundef -1.000000e+00) #6
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, double noundef %46, double noundef %48, double noundef %49, double noundef %50)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 128, i1 false)
  %52 = getelementptr inbounds %struct.mat, ptr %6, i32 0, i32 0
  %53 = getelementptr inbounds [4 x [4 x double]], ptr %52, i64 0, i64 0
  %54 = getelementptr inbounds [4 x double], ptr %53, i64 0, i64 1
  store double 1.000000e+00, ptr %54, align 8
  %55 = getelementptr inbounds %struct.mat, ptr %6, i32 0, i32 0
  %56 = getelementptr inbounds [4 x [4 x double]], ptr %55, i64 0, i64 1
  %57 = getelementptr inbounds [4 x double], ptr %56, i64 0, i64 2
  store double 1.000000e+00, ptr %57, align 8
  %58 = getelementptr inbounds %struct.mat, ptr %6, i32 0, i32 0
  %59 = getelementptr inbounds [4 x [4 x double]], ptr %58, i64 0, i64 2
  %60 = getelementptr inbounds [4 x double], ptr %59, i64 0, i64 3
  store double 1.000000e+00, ptr %60, align 8
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %7, ptr noundef byval(%struct.mat) align 8 %6, ptr noundef %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %7, i64 128, i1 false)
  call void @print_mat(ptr noundef @.str.2, ptr noundef %5)
  store i32 0, ptr %9, align 4
  br label %61

61:                                               ; preds = %93, %0
  %62 = load i32, ptr %9, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %96

64:                                               ; preds = %61
  store i32 0, ptr %10, align 4
  br label %65

65:                                               ; preds = %89, %64
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %92

68:                                               ; preds = %65
  %69 = load i32, ptr %9, align 4
  %70 = sitofp i32 %69 to double
  %71 = load i32, ptr %10, align 4
  %72 = sitofp i32 %71 to double
  %73 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %72, double %70)
  %74 = call double @sin(double noundef %73) #6
  %75 = load i32, ptr %9, align 4
  %76 = load i32, ptr %10, align 4
  %77 = icmp eq i32 %75, %76
  %78 = zext i1 %77 to i64
  %79 = select i1 %77, double 1.000000e+00, double 0.000000e+00
  %80 = fneg double %79
  %81 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %74, double %80)
  %82 = getelementptr inbounds %struct.mat, ptr %8, i32 0, i32 0
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x [4 x double]], ptr %82, i64 0, i64 %84
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [4 x double], ptr %85, i64 0, i64 %87
  store double %81, ptr %88, align 8
  br label %89

89:                                               ; preds = %68
  %90 = load i32, ptr %10, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %10, align 4
  br label %65, !llvm.loop !6

92:                                               ; preds = %65
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %9, align 4
  br label %61, !llvm.loop !8

96:                                               ; preds = %61
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %11, ptr noundef byval(%struct.mat) align 8 %8, ptr noundef %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %11, i64 128, i1 false)
  call void @print_mat(ptr noundef @.str.3, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %8, i64 128, i1 false)
  store i32 0, ptr %13, align 4
  br label %97

97:                                               ; preds = %125, %96
  %98 = load i32, ptr %13, align 4
  %99 = icmp slt i32 %98, 4
  br i1 %99, label %100, label %128

100:                                              ; preds = %97
  store i32 0, ptr %14, align 4
  br label %101

101:                                              ; preds = %121, %100
  %102 = load i32, ptr %14, align 4
  %103 = icmp slt i32 %102, 4
  br i1 %103, label %104, label %124

104:                                              ; preds = %101
  %105 = getelementptr inbounds %struct.mat, ptr %12, i32 0, i32 0
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x [4 x double]], ptr %105, i64 0, i64 %107
  %109 = load i32, ptr %14, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [4 x double], ptr %108, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = fneg double %112
  %114 = getelementptr inbounds %struct.mat, ptr %12, i32 0, i32 0
  %115 = load i32, ptr %13, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [4 x [4 x double]], ptr %114, i64 0, i64 %116
  %118 = load i32, ptr %14, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [4 x double], ptr %117, i64 0, i64 %119
  store double %113, ptr %120, align 8
  br label %121

121:                                              ; preds = %104
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %14, align 4
  br label %101, !llvm.loop !9

124:                                              ; preds = %101
  br label %125

125:                                              ; preds = %124
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %13, align 4
  br label %97, !llvm.loop !10

128:                                              ; preds = %97
  call void @mat_exp(ptr dead_on_unwind writable sret(%struct.mat) align 8 %16, ptr noundef byval(%struct.mat) align 8 %12, ptr noundef %15)
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %17, ptr noundef %5, ptr noundef %16)
  store double 0.000000e+00, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %129

129:                                              ; preds = %158, %128
  %130 = load i32, ptr %19, align 4
  %131 = icmp slt i32 %130, 4
  br i1 %131, label %132, label %161

132:                                              ; preds = %129
  store i32 0, ptr %20, align 4
  br label %133

133:                                              ; preds = %154, %132
  %134 = load i32, ptr %20, align 4
  %135 = icmp slt i32 %134, 4
  br i1 %135, label %136, label %157

136:                                              ; preds = %133
  %137 = load double, ptr %18, align 8
  %138 = getelementptr inbounds %struct.mat, ptr %17, i32 0, i32 0
  %139 = load i32, ptr %19, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x [4 x double]], ptr %138, i64 0, i64 %140
  %142 = load i32, ptr %20, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x double], ptr %141, i64 0, i64 %143
  %145 = load double, ptr %144, align 8
  %146 = load i32, ptr %19, align 4
  %147 = load i32, ptr %20, align 4
  %148 = icmp eq i32 %146, %147
  %149 = zext i1 %148 to i32
  %150 = sitofp i32 %149 to double
  %151 = fsub double %145, %150
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = call double @llvm.maxnum.f64(double %137, double %152)
  store double %153, ptr %18, align 8
  br label %154

154:                                              ; preds = %136
  %155 = load i32, ptr %20, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %20, align 4
  br label %133, !llvm.loop !11

157:                                              ; preds = %133
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %19, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %19, align 4
  br label %129, !llvm.loop !12

161:                                              ; preds = %129
  %162 = load double, ptr %18, align 8
  %163 = fcmp olt double %162, 0x3D719799812DEA11
  %164 = zext i1 %163 to i32
  %165 = load i32, ptr %2, align 4
  %166 = load i32, ptr %15, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %164, i32 noundef %165, i32 noundef %166)
  store double 0.000000e+00, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %168

168:                                              ; preds = %182, %161
  %169 = load i32, ptr %22, align 4
  %170 = icmp slt i32 %169, 4
  br i1 %170, label %171, label %185

171:                                              ; preds = %168
  %172 = getelementptr inbounds %struct.mat, ptr %8, i32 0, i32 0
  %173 = load i32, ptr %22, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [4 x [4 x double]], ptr %172, i64 0, i64 %174
  %176 = load i32, ptr %22, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [4 x double], ptr %175, i64 0, i64 %177
  %179 = load double, ptr %178, align 8
  %180 = load double, ptr %21, align 8
  %181 = fadd double %180, %179
  store double %181, ptr %21, align 8
  br label %182

182:                                              ; preds = %171
  %183 = load i32, ptr %22, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %22, align 4
  br label %168, !llvm.loop !13

185:                                              ; preds = %168
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %5, i64 128, i1 false)
  store double 1.000000e+00, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %186

186:                                              ; preds = %255, %185
  %187 = load i32, ptr %25, align 4
  %188 = icmp slt i32 %187, 4
  br i1 %188, label %189, label %258

189:                                              ; preds = %186
  %190 = getelementptr inbounds %struct.mat, ptr %23, i32 0, i32 0
  %191 = load i32, ptr %25, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [4 x [4 x double]], ptr %190, i64 0, i64 %192
  %194 = load i32, ptr %25, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [4 x double], ptr %193, i64 0, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = load double, ptr %24, align 8
  %199 = fmul double %198, %197
  store double %199, ptr %24, align 8
  %200 = load i32, ptr %25, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %26, align 4
  br label %202

202:                                              ; preds = %251, %189
  %203 = load i32, ptr %26, align 4
  %204 = icmp slt i32 %203, 4
  br i1 %204, label %205, label %254

205:                                              ; preds = %202
  %206 = getelementptr inbounds %struct.mat, ptr %23, i32 0, i32 0
  %207 = load i32, ptr %26, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [4 x [4 x double]], ptr %206, i64 0, i64 %208
  %210 = load i32, ptr %25, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [4 x double], ptr %209, i64 0, i64 %211
  %213 = load double, ptr %212, align 8
  %214 = getelementptr inbounds %struct.mat, ptr %23, i32 0, i32 0
  %215 = load i32, ptr %25, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [4 x [4 x double]], ptr %214, i64 0, i64 %216
  %218 = load i32, ptr %25, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [4 x double], ptr %217, i64 0, i64 %219
  %221 = load double, ptr %220, align 8
  %222 = fdiv double %213, %221
  store double %222, ptr %27, align 8
  %223 = load i32, ptr %25, align 4
  store i32 %223, ptr %28, align 4
  br label %224

224:                                              ; preds = %247, %205
  %225 = load i32, ptr %28, align 4
  %226 = icmp slt i32 %225, 4
  br i1 %226, label %227, label %250

227:                                              ; preds = %224
  %228 = load double, ptr %27, align 8
  %229 = getelementptr inbounds %struct.mat, ptr %23, i32 0, i32 0
  %230 = load i32, ptr %25, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [4 x [4 x double]], ptr %229, i64 0, i64 %231
  %233 = load i32, ptr %28, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [4 x double], ptr %232, i64 0, i64 %234
  %236 = load double, ptr %235, align 8
  %237 = getelementptr inbounds %struct.mat, ptr %23, i32 0, i32 0
  %238 = load i32, ptr %26, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [4 x [4 x double]], ptr %237, i64 0, i64 %239
  %241 = load i32, ptr %28, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [4 x double], ptr %240, i64 0, i64 %242
  %244 = load double, ptr %243, align 8
  %245 = fneg double %228
  %246 = call double @llvm.fmuladd.f64(double %245, double %236, double %244)
  store double %246, ptr %243, align 8
  br label %247

247:                                              ; preds = %227
  %248 = load i32, ptr %28, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %28, align 4
  br label %224, !llvm.loop !14

250:                                              ; preds = %224
  br label %251

251:                                              ; preds = %250
  %252 = load i32, ptr %26, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %26, align 4
  br label %202, !llvm.loop !15

254:                                              ; preds = %202
  br label %255

255:                                              ; preds = %254
  %256 = load i32, ptr %25, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %25, align 4
  br label %186, !llvm.loop !16

258:                                              ; preds = %186
  %259 = load double, ptr %24, align 8
  %260 = load double, ptr %21, align 8
  %261 = call double @exp(double noundef %260) #6
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %259, double noundef %261)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_exp(ptr dead_on_unwind noalias writable sret(%struct.mat) align 8 %0, ptr noundef byval(%struct.mat) align 8 %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.mat, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.mat, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.mat, align 8
  store ptr %2, ptr %4, align 8
  %20 = call double @mat_norm1(ptr noundef %1)
  store double %20, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %24, %3
  %22 = load double, ptr %5, align 8
  %23 = fcmp ogt double %22, 5.000000e-01
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load double, ptr %5, align 8
  %26 = fmul double %25, 5.000000e-01
  store double %26, ptr %5, align 8
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %21, !llvm.loop !17

29:                                               ; preds = %21
  %30 = load i32, ptr %6, align 4
  %31 = sub nsw i32 0, %30
  %32 = call double @ldexp(double noundef 1.000000e+00, i32 noundef %31) #6
  store double %32, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %33

33:                                               ; preds = %55, %29
  %34 = load i32, ptr %8, align 4
  %35 = icmp slt i32 %34, 4
  br i1 %35, label %36, label %58

36:                                               ; preds = %33
  store i32 0, ptr %9, align 4
  br label %37

37:                                               ; preds = %51, %36
  %38 = load i32, ptr %9, align 4
  %39 = icmp slt i32 %38, 4
  br i1 %39, label %40, label %54

40:                                               ; preds = %37
  %41 = load double, ptr %7, align 8
  %42 = getelementptr inbounds %struct.mat, ptr %1, i32 0, i32 0
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x [4 x double]], ptr %42, i64 0, i64 %44
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = fmul double %49, %41
  store double %50, ptr %48, align 8
  br label %51

51:                                               ; preds = %40
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %9, align 4
  br label %37, !llvm.loop !18

54:                                               ; preds = %37
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %33, !llvm.loop !19

58:                                               ; preds = %33
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 128, i1 false)
  store i32 0, ptr %11, align 4
  br label %59

59:                                               ; preds = %70, %58
  %60 = load i32, ptr %11, align 4
  %61 = icmp slt i32 %60, 4
  br i1 %61, label %62, label %73

62:                                               ; preds = %59
  %63 = getelementptr inbounds %struct.mat, ptr %0, i32 0, i32 0
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x [4 x double]], ptr %63, i64 0, i64 %65
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x double], ptr %66, i64 0, i64 %68
  store double 1.000000e+00, ptr %69, align 8
  br label %70

70:                                               ; preds = %62
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %11, align 4
  br label %59, !llvm.loop !20

73:                                               ; preds = %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %0, i64 128, i1 false)
  store i32 1, ptr %12, align 4
  br label %74

74:                                               ; preds = %138, %73
  %75 = load i32, ptr %12, align 4
  %76 = icmp sle i32 %75, 18
  br i1 %76, label %77, label %141

77:                                               ; preds = %74
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %13, ptr noundef %10, ptr noundef %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %13, i64 128, i1 false)
  store i32 0, ptr %14, align 4
  br label %78

78:                                               ; preds = %101, %77
  %79 = load i32, ptr %14, align 4
  %80 = icmp slt i32 %79, 4
  br i1 %80, label %81, label %104

81:                                               ; preds = %78
  store i32 0, ptr %15, align 4
  br label %82

82:                                               ; preds = %97, %81
  %83 = load i32, ptr %15, align 4
  %84 = icmp slt i32 %83, 4
  br i1 %84, label %85, label %100

85:                                               ; preds = %82
  %86 = load i32, ptr %12, align 4
  %87 = sitofp i32 %86 to double
  %88 = getelementptr inbounds %struct.mat, ptr %10, i32 0, i32 0
  %89 = load i32, ptr %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x [4 x double]], ptr %88, i64 0, i64 %90
  %92 = load i32, ptr %15, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x double], ptr %91, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = fdiv double %95, %87
  store double %96, ptr %94, align 8
  br label %97

97:                                               ; preds = %85
  %98 = load i32, ptr %15, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %15, align 4
  br label %82, !llvm.loop !21

100:                                              ; preds = %82
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %14, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %14, align 4
  br label %78, !llvm.loop !22

104:                                              ; preds = %78
  store i32 0, ptr %16, align 4
  br label %105

105:                                              ; preds = %134, %104
  %106 = load i32, ptr %16, align 4
  %107 = icmp slt i32 %106, 4
  br i1 %107, label %108, label %137

108:                                              ; preds = %105
  store i32 0, ptr %17, align 4
  br label %109

109:                                              ; preds = %130, %108
  %110 = load i32, ptr %17, align 4
  %111 = icmp slt i32 %110, 4
  br i1 %111, label %112, label %133

112:                                              ; preds = %109
  %113 = getelementptr inbounds %struct.mat, ptr %10, i32 0, i32 0
  %114 = load i32, ptr %16, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [4 x [4 x double]], ptr %113, i64 0, i64 %115
  %117 = load i32, ptr %17, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [4 x double], ptr %116, i64 0, i64 %118
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds %struct.mat, ptr %0, i32 0, i32 0
  %122 = load i32, ptr %16, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x [4 x double]], ptr %121, i64 0, i64 %123
  %125 = load i32, ptr %17, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x double], ptr %124, i64 0, i64 %126
  %128 = load double, ptr %127, align 8
  %129 = fadd double %128, %120
  store double %129, ptr %127, align 8
  br label %130

130:                                              ; preds = %112
  %131 = load i32, ptr %17, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %17, align 4
  br label %109, !llvm.loop !23

133:                                              ; preds = %109
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %16, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %16, align 4
  br label %105, !llvm.loop !24

137:                                              ; preds = %105
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %12, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %12, align 4
  br label %74, !llvm.loop !25

141:                                              ; preds = %74
  store i32 0, ptr %18, align 4
  br label %142

142:                                              ; preds = %147, %141
  %143 = load i32, ptr %18, align 4
  %144 = load i32, ptr %6, align 4
  %145 = icmp slt i32 %143, %144
  br i1 %145, label %146, label %150

146:                                              ; preds = %142
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.mat) align 8 %19, ptr noundef %0, ptr noundef %0)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %19, i64 128, i1 false)
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %18, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %18, align 4
  br label %142, !llvm.loop !26

150:                                              ; preds = %142
  %151 = load i32, ptr %6, align 4
  %152 = load ptr, ptr %4, align 8
  store i32 %151, ptr %152, align 4
  ret void
}

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

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
declare double @ldexp(double noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
