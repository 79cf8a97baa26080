; ModuleID = 'c/40_horner_poly.c'
source_filename = "c/40_horner_poly.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"coeffs:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"p(%5.2f) = %12.5f  p'=%12.5f  check=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"roots found:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.9f\00", align 1
@.str.6 = private unnamed_addr constant [59 x i8] c"cheb c0..c3 = %.10f %.10f %.10f %.10f; max err < 1e-9: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [2 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [16 x double], align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [5 x double], align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca [12 x double], align 8
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 40, i1 false)
  %32 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 0
  store double 1.000000e+00, ptr %32, align 8
  %33 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 1
  store double 2.000000e+00, ptr %33, align 8
  %34 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 2
  store double 3.000000e+00, ptr %34, align 8
  %35 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 3
  store double -4.000000e+00, ptr %35, align 8
  %36 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 4
  store double 5.000000e-01, ptr %36, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 128, i1 false)
  %37 = getelementptr inbounds <{ double, [15 x double] }>, ptr %3, i32 0, i32 0
  store double 1.000000e+00, ptr %37, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %38

38:                                               ; preds = %70, %0
  %39 = load i32, ptr %6, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %73

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fneg double %45
  store double %46, ptr %7, align 8
  %47 = getelementptr inbounds double, ptr %7, i64 1
  store double 1.000000e+00, ptr %47, align 8
  %48 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %49 = load i32, ptr %5, align 4
  %50 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %51 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 0
  call void @poly_mul(ptr noundef %48, i32 noundef %49, ptr noundef %50, i32 noundef 1, ptr noundef %51)
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  store i32 0, ptr %8, align 4
  br label %54

54:                                               ; preds = %66, %41
  %55 = load i32, ptr %8, align 4
  %56 = load i32, ptr %5, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %69

58:                                               ; preds = %54
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %64
  store double %62, ptr %65, align 8
  br label %66

66:                                               ; preds = %58
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %54, !llvm.loop !6

69:                                               ; preds = %54
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %38, !llvm.loop !8

73:                                               ; preds = %38
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %9, align 4
  br label %75

75:                                               ; preds = %85, %73
  %76 = load i32, ptr %9, align 4
  %77 = load i32, ptr %5, align 4
  %78 = icmp sle i32 %76, %77
  br i1 %78, label %79, label %88

79:                                               ; preds = %75
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %83)
  br label %85

85:                                               ; preds = %79
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %9, align 4
  br label %75, !llvm.loop !9

88:                                               ; preds = %75
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store double -5.000000e+00, ptr %10, align 8
  br label %90

90:                                               ; preds = %110, %88
  %91 = load double, ptr %10, align 8
  %92 = fcmp ole double %91, 4.000000e+00
  br i1 %92, label %93, label %113

93:                                               ; preds = %90
  %94 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %95 = load i32, ptr %5, align 4
  %96 = load double, ptr %10, align 8
  call void @horner2(ptr noundef %94, i32 noundef %95, double noundef %96, ptr noundef %11, ptr noundef %12)
  %97 = load double, ptr %10, align 8
  %98 = load double, ptr %11, align 8
  %99 = load double, ptr %12, align 8
  %100 = load double, ptr %11, align 8
  %101 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 0
  %102 = load i32, ptr %5, align 4
  %103 = load double, ptr %10, align 8
  %104 = call double @horner(ptr noundef %101, i32 noundef %102, double noundef %103)
  %105 = fsub double %100, %104
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fcmp olt double %106, 1.000000e-09
  %108 = zext i1 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %97, double noundef %98, double noundef %99, i32 noundef %108)
  br label %110

110:                                              ; preds = %93
  %111 = load double, ptr %10, align 8
  %112 = fadd double %111, 1.500000e+00
  store double %112, ptr %10, align 8
  br label %90, !llvm.loop !10

113:                                              ; preds = %90
  store i32 0, ptr %14, align 4
  br label %114

114:                                              ; preds = %126, %113
  %115 = load i32, ptr %14, align 4
  %116 = load i32, ptr %5, align 4
  %117 = icmp sle i32 %115, %116
  br i1 %117, label %118, label %129

118:                                              ; preds = %114
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %120
  %122 = load double, ptr %121, align 8
  %123 = load i32, ptr %14, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 %124
  store double %122, ptr %125, align 8
  br label %126

126:                                              ; preds = %118
  %127 = load i32, ptr %14, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %14, align 4
  br label %114, !llvm.loop !11

129:                                              ; preds = %114
  %130 = load i32, ptr %5, align 4
  store i32 %130, ptr %15, align 4
  store i32 0, ptr %17, align 4
  br label %131

131:                                              ; preds = %156, %129
  %132 = load i32, ptr %15, align 4
  %133 = icmp sgt i32 %132, 0
  br i1 %133, label %134, label %166

134:                                              ; preds = %131
  store double 1.000000e-01, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %135

135:                                              ; preds = %153, %134
  %136 = load i32, ptr %19, align 4
  %137 = icmp slt i32 %136, 100
  br i1 %137, label %138, label %156

138:                                              ; preds = %135
  %139 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 0
  %140 = load i32, ptr %15, align 4
  %141 = load double, ptr %18, align 8
  call void @horner2(ptr noundef %139, i32 noundef %140, double noundef %141, ptr noundef %20, ptr noundef %21)
  %142 = load double, ptr %20, align 8
  %143 = load double, ptr %21, align 8
  %144 = fdiv double %142, %143
  store double %144, ptr %22, align 8
  %145 = load double, ptr %22, align 8
  %146 = load double, ptr %18, align 8
  %147 = fsub double %146, %145
  store double %147, ptr %18, align 8
  %148 = load double, ptr %22, align 8
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp olt double %149, 0x3D06849B86A12B9B
  br i1 %150, label %151, label %152

151:                                              ; preds = %138
  br label %156

152:                                              ; preds = %138
  br label %153

153:                                              ; preds = %152
  %154 = load i32, ptr %19, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %19, align 4
  br label %135, !llvm.loop !12

156:                                              ; preds = %151, %135
  %157 = load double, ptr %18, align 8
  %158 = load i32, ptr %17, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %17, align 4
  %160 = sext i32 %158 to i64
  %161 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 %160
  store double %157, ptr %161, align 8
  %162 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 0
  %163 = load i32, ptr %15, align 4
  %164 = load double, ptr %18, align 8
  %165 = call i32 @deflate(ptr noundef %162, i32 noundef %163, double noundef %164)
  store i32 %165, ptr %15, align 4
  br label %131, !llvm.loop !13

166:                                              ; preds = %131
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %23, align 4
  br label %168

168:                                              ; preds = %178, %166
  %169 = load i32, ptr %23, align 4
  %170 = load i32, ptr %17, align 4
  %171 = icmp slt i32 %169, %170
  br i1 %171, label %172, label %181

172:                                              ; preds = %168
  %173 = load i32, ptr %23, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 %174
  %176 = load double, ptr %175, align 8
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %176)
  br label %178

178:                                              ; preds = %172
  %179 = load i32, ptr %23, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %23, align 4
  br label %168, !llvm.loop !14

181:                                              ; preds = %168
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %25, align 4
  br label %183

183:                                              ; preds = %216, %181
  %184 = load i32, ptr %25, align 4
  %185 = icmp slt i32 %184, 12
  br i1 %185, label %186, label %219

186:                                              ; preds = %183
  store double 0.000000e+00, ptr %26, align 8
  store i32 0, ptr %27, align 4
  br label %187

187:                                              ; preds = %206, %186
  %188 = load i32, ptr %27, align 4
  %189 = icmp slt i32 %188, 12
  br i1 %189, label %190, label %209

190:                                              ; preds = %187
  %191 = load i32, ptr %27, align 4
  %192 = sitofp i32 %191 to double
  %193 = fadd double %192, 5.000000e-01
  %194 = fmul double 0x400921FB54442D18, %193
  %195 = fdiv double %194, 1.200000e+01
  store double %195, ptr %28, align 8
  %196 = load double, ptr %28, align 8
  %197 = call double @cos(double noundef %196) #5
  %198 = call double @exp(double noundef %197) #5
  %199 = load i32, ptr %25, align 4
  %200 = sitofp i32 %199 to double
  %201 = load double, ptr %28, align 8
  %202 = fmul double %200, %201
  %203 = call double @cos(double noundef %202) #5
  %204 = load double, ptr %26, align 8
  %205 = call double @llvm.fmuladd.f64(double %198, double %203, double %204)
  store double %205, ptr %26, align 8
  br label %206

206:                                              ; preds = %190
  %207 = load i32, ptr %27, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %27, align 4
  br label %187, !llvm.loop !15

209:                                              ; preds = %187
  %210 = load double, ptr %26, align 8
  %211 = fmul double 2.000000e+00, %210
  %212 = fdiv double %211, 1.200000e+01
  %213 = load i32, ptr %25, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 %214
  store double %212, ptr %215, align 8
  br label %216

216:                                              ; preds = %209
  %217 = load i32, ptr %25, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %25, align 4
  br label %183, !llvm.loop !16

219:                                              ; preds = %183
  store double 0.000000e+00, ptr %29, align 8
  store i32 0, ptr %30, align 4
  br label %220

220:                                              ; preds = %237, %219
  %221 = load i32, ptr %30, align 4
  %222 = icmp sle i32 %221, 40
  br i1 %222, label %223, label %240

223:                                              ; preds = %220
  %224 = load i32, ptr %30, align 4
  %225 = sitofp i32 %224 to double
  %226 = fdiv double %225, 2.000000e+01
  %227 = fadd double -1.000000e+00, %226
  store double %227, ptr %31, align 8
  %228 = load double, ptr %29, align 8
  %229 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 0
  %230 = load double, ptr %31, align 8
  %231 = call double @cheb_eval(ptr noundef %229, i32 noundef 12, double noundef %230)
  %232 = load double, ptr %31, align 8
  %233 = call double @exp(double noundef %232) #5
  %234 = fsub double %231, %233
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = call double @llvm.maxnum.f64(double %228, double %235)
  store double %236, ptr %29, align 8
  br label %237

237:                                              ; preds = %223
  %238 = load i32, ptr %30, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %30, align 4
  br label %220, !llvm.loop !17

240:                                              ; preds = %220
  %241 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 0
  %242 = load double, ptr %241, align 8
  %243 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 1
  %244 = load double, ptr %243, align 8
  %245 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 2
  %246 = load double, ptr %245, align 8
  %247 = getelementptr inbounds [12 x double], ptr %24, i64 0, i64 3
  %248 = load double, ptr %247, align 8
  %249 = load double, ptr %29, align 8
  %250 = fcmp olt double %249, 1.000000e-09
  %251 = zext i1 %250 to i32
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %242, double noundef %244, double noundef %246, double noundef %248, i32 noundef %251)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @poly_mul(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %25, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %9, align 4
  %18 = add nsw i32 %16, %17
  %19 = icmp sle i32 %15, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %14
  %21 = load ptr, ptr %10, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  store double 0.000000e+00, ptr %24, align 8
  br label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %11, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %11, align 4
  br label %14, !llvm.loop !18

28:                                               ; preds = %14
  store i32 0, ptr %12, align 4
  br label %29

29:                                               ; preds = %61, %28
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp sle i32 %30, %31
  br i1 %32, label %33, label %64

33:                                               ; preds = %29
  store i32 0, ptr %13, align 4
  br label %34

34:                                               ; preds = %57, %33
  %35 = load i32, ptr %13, align 4
  %36 = load i32, ptr %9, align 4
  %37 = icmp sle i32 %35, %36
  br i1 %37, label %38, label %60

38:                                               ; preds = %34
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %12, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %12, align 4
  %51 = load i32, ptr %13, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %49, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = call double @llvm.fmuladd.f64(double %43, double %48, double %55)
  store double %56, ptr %54, align 8
  br label %57

57:                                               ; preds = %38
  %58 = load i32, ptr %13, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %13, align 4
  br label %34, !llvm.loop !19

60:                                               ; preds = %34
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %12, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %12, align 4
  br label %29, !llvm.loop !20

64:                                               ; preds = %29
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @horner2(ptr noundef %0, i32 noundef %1, double noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  store double %18, ptr %11, align 8
  store double 0.000000e+00, ptr %12, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sub nsw i32 %19, 1
  store i32 %20, ptr %13, align 4
  br label %21

21:                                               ; preds = %37, %5
  %22 = load i32, ptr %13, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %40

24:                                               ; preds = %21
  %25 = load double, ptr %12, align 8
  %26 = load double, ptr %8, align 8
  %27 = load double, ptr %11, align 8
  %28 = call double @llvm.fmuladd.f64(double %25, double %26, double %27)
  store double %28, ptr %12, align 8
  %29 = load double, ptr %11, align 8
  %30 = load double, ptr %8, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %29, double %30, double %35)
  store double %36, ptr %11, align 8
  br label %37

37:                                               ; preds = %24
  %38 = load i32, ptr %13, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %13, align 4
  br label %21, !llvm.loop !21

40:                                               ; preds = %21
  %41 = load double, ptr %11, align 8
  %42 = load ptr, ptr %9, align 8
  store double %41, ptr %42, align 8
  %43 = load double, ptr %12, align 8
  %44 = load ptr, ptr %10, align 8
  store double %43, ptr %44, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %9, i64 %11
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 1
  store i32 %15, ptr %8, align 4
  br label %16

16:                                               ; preds = %28, %3
  %17 = load i32, ptr %8, align 4
  %18 = icmp sge i32 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load double, ptr %7, align 8
  %21 = load double, ptr %6, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double %20, double %21, double %26)
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %19
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr %8, align 4
  br label %16, !llvm.loop !22

31:                                               ; preds = %16
  %32 = load double, ptr %7, align 8
  ret double %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @deflate(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %10, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %7, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 1
  store i32 %16, ptr %8, align 4
  br label %17

17:                                               ; preds = %35, %3
  %18 = load i32, ptr %8, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %38

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  store double %25, ptr %9, align 8
  %26 = load double, ptr %7, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  store double %26, ptr %30, align 8
  %31 = load double, ptr %9, align 8
  %32 = load double, ptr %7, align 8
  %33 = load double, ptr %6, align 8
  %34 = call double @llvm.fmuladd.f64(double %32, double %33, double %31)
  store double %34, ptr %7, align 8
  br label %35

35:                                               ; preds = %20
  %36 = load i32, ptr %8, align 4
  %37 = add nsw i32 %36, -1
  store i32 %37, ptr %8, align 4
  br label %17, !llvm.loop !23

38:                                               ; preds = %17
  %39 = load i32, ptr %5, align 4
  %40 = sub nsw i32 %39, 1
  ret i32 %40
}

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cheb_eval(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  store i32 %12, ptr %9, align 4
  br label %13

13:                                               ; preds = %31, %3
  %14 = load i32, ptr %9, align 4
  %15 = icmp sge i32 %14, 1
  br i1 %15, label %16, label %34

16:                                               ; preds = %13
  %17 = load double, ptr %6, align 8
  %18 = fmul double 2.000000e+00, %17
  %19 = load double, ptr %7, align 8
  %20 = load double, ptr %8, align 8
  %21 = fneg double %20
  %22 = call double @llvm.fmuladd.f64(double %18, double %19, double %21)
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fadd double %22, %27
  store double %28, ptr %10, align 8
  %29 = load double, ptr %7, align 8
  store double %29, ptr %8, align 8
  %30 = load double, ptr %10, align 8
  store double %30, ptr %7, align 8
  br label %31

31:                                               ; preds = %16
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %9, align 4
  br label %13, !llvm.loop !24

34:                                               ; preds = %13
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %8, align 8
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %35, double %36, double %38)
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds double, ptr %40, i64 0
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %42, double %39)
  ret double %43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
