; ModuleID = 'c/08_heat1d.c'
source_filename = "c/08_heat1d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"explicit: t=%.6f u(0.5)=%.8f exact=%.8f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"  u[%2d]=%.7f\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"implicit: u(0.5)=%.8f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"explicit vs implicit max diff = %.3e (< 1e-2: %d)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [41 x double], align 8
  %3 = alloca [41 x double], align 8
  %4 = alloca [41 x double], align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca [41 x double], align 8
  %17 = alloca [41 x double], align 8
  %18 = alloca [41 x double], align 8
  %19 = alloca [41 x double], align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 2.500000e-02, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  %26 = load double, ptr %5, align 8
  %27 = fmul double 4.000000e-01, %26
  %28 = load double, ptr %5, align 8
  %29 = fmul double %27, %28
  %30 = load double, ptr %6, align 8
  %31 = fdiv double %29, %30
  store double %31, ptr %7, align 8
  %32 = load double, ptr %6, align 8
  %33 = load double, ptr %7, align 8
  %34 = fmul double %32, %33
  %35 = load double, ptr %5, align 8
  %36 = load double, ptr %5, align 8
  %37 = fmul double %35, %36
  %38 = fdiv double %34, %37
  store double %38, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %52, %0
  %40 = load i32, ptr %9, align 4
  %41 = icmp slt i32 %40, 41
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = load i32, ptr %9, align 4
  %44 = sitofp i32 %43 to double
  %45 = fmul double 0x400921FB54442D18, %44
  %46 = load double, ptr %5, align 8
  %47 = fmul double %45, %46
  %48 = call double @sin(double noundef %47) #5
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %50
  store double %48, ptr %51, align 8
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %9, align 4
  br label %39, !llvm.loop !6

55:                                               ; preds = %39
  %56 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 0
  %57 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %57, i64 328, i1 false)
  store i32 200, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %58

58:                                               ; preds = %100, %55
  %59 = load i32, ptr %11, align 4
  %60 = load i32, ptr %10, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %103

62:                                               ; preds = %58
  %63 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 0
  store double 0.000000e+00, ptr %63, align 8
  %64 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 40
  store double 0.000000e+00, ptr %64, align 8
  store i32 1, ptr %12, align 4
  br label %65

65:                                               ; preds = %94, %62
  %66 = load i32, ptr %12, align 4
  %67 = icmp slt i32 %66, 40
  br i1 %67, label %68, label %97

68:                                               ; preds = %65
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = load double, ptr %8, align 8
  %74 = load i32, ptr %12, align 4
  %75 = add nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load i32, ptr %12, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %82, double %78)
  %84 = load i32, ptr %12, align 4
  %85 = sub nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = fadd double %83, %88
  %90 = call double @llvm.fmuladd.f64(double %73, double %89, double %72)
  %91 = load i32, ptr %12, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %92
  store double %90, ptr %93, align 8
  br label %94

94:                                               ; preds = %68
  %95 = load i32, ptr %12, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %12, align 4
  br label %65, !llvm.loop !8

97:                                               ; preds = %65
  %98 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 0
  %99 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %98, ptr align 8 %99, i64 328, i1 false)
  br label %100

100:                                              ; preds = %97
  %101 = load i32, ptr %11, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %11, align 4
  br label %58, !llvm.loop !9

103:                                              ; preds = %58
  %104 = load i32, ptr %10, align 4
  %105 = sitofp i32 %104 to double
  %106 = load double, ptr %7, align 8
  %107 = fmul double %105, %106
  store double %107, ptr %13, align 8
  %108 = load double, ptr %13, align 8
  %109 = fmul double 0xC023BD3CC9BE45DE, %108
  %110 = call double @exp(double noundef %109) #5
  %111 = call double @sin(double noundef 0x3FF921FB54442D18) #5
  %112 = fmul double %110, %111
  store double %112, ptr %14, align 8
  %113 = load double, ptr %13, align 8
  %114 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 20
  %115 = load double, ptr %114, align 8
  %116 = load double, ptr %14, align 8
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %113, double noundef %115, double noundef %116)
  store i32 0, ptr %15, align 4
  br label %118

118:                                              ; preds = %128, %103
  %119 = load i32, ptr %15, align 4
  %120 = icmp slt i32 %119, 41
  br i1 %120, label %121, label %131

121:                                              ; preds = %118
  %122 = load i32, ptr %15, align 4
  %123 = load i32, ptr %15, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %122, double noundef %126)
  br label %128

128:                                              ; preds = %121
  %129 = load i32, ptr %15, align 4
  %130 = add nsw i32 %129, 8
  store i32 %130, ptr %15, align 4
  br label %118, !llvm.loop !10

131:                                              ; preds = %118
  %132 = load double, ptr %7, align 8
  %133 = fmul double 4.000000e+00, %132
  store double %133, ptr %20, align 8
  %134 = load double, ptr %6, align 8
  %135 = load double, ptr %20, align 8
  %136 = fmul double %134, %135
  %137 = load double, ptr %5, align 8
  %138 = load double, ptr %5, align 8
  %139 = fmul double %137, %138
  %140 = fdiv double %136, %139
  store double %140, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %141

141:                                              ; preds = %202, %131
  %142 = load i32, ptr %22, align 4
  %143 = load i32, ptr %10, align 4
  %144 = sdiv i32 %143, 4
  %145 = icmp slt i32 %142, %144
  br i1 %145, label %146, label %205

146:                                              ; preds = %141
  store i32 0, ptr %23, align 4
  br label %147

147:                                              ; preds = %193, %146
  %148 = load i32, ptr %23, align 4
  %149 = icmp slt i32 %148, 41
  br i1 %149, label %150, label %196

150:                                              ; preds = %147
  %151 = load i32, ptr %23, align 4
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %150
  %154 = load i32, ptr %23, align 4
  %155 = icmp eq i32 %154, 40
  br i1 %155, label %156, label %169

156:                                              ; preds = %153, %150
  %157 = load i32, ptr %23, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [41 x double], ptr %16, i64 0, i64 %158
  store double 0.000000e+00, ptr %159, align 8
  %160 = load i32, ptr %23, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [41 x double], ptr %17, i64 0, i64 %161
  store double 1.000000e+00, ptr %162, align 8
  %163 = load i32, ptr %23, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [41 x double], ptr %18, i64 0, i64 %164
  store double 0.000000e+00, ptr %165, align 8
  %166 = load i32, ptr %23, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [41 x double], ptr %19, i64 0, i64 %167
  store double 0.000000e+00, ptr %168, align 8
  br label %192

169:                                              ; preds = %153
  %170 = load double, ptr %21, align 8
  %171 = fneg double %170
  %172 = load i32, ptr %23, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [41 x double], ptr %16, i64 0, i64 %173
  store double %171, ptr %174, align 8
  %175 = load double, ptr %21, align 8
  %176 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %175, double 1.000000e+00)
  %177 = load i32, ptr %23, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [41 x double], ptr %17, i64 0, i64 %178
  store double %176, ptr %179, align 8
  %180 = load double, ptr %21, align 8
  %181 = fneg double %180
  %182 = load i32, ptr %23, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [41 x double], ptr %18, i64 0, i64 %183
  store double %181, ptr %184, align 8
  %185 = load i32, ptr %23, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %186
  %188 = load double, ptr %187, align 8
  %189 = load i32, ptr %23, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [41 x double], ptr %19, i64 0, i64 %190
  store double %188, ptr %191, align 8
  br label %192

192:                                              ; preds = %169, %156
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %23, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %23, align 4
  br label %147, !llvm.loop !11

196:                                              ; preds = %147
  %197 = getelementptr inbounds [41 x double], ptr %16, i64 0, i64 0
  %198 = getelementptr inbounds [41 x double], ptr %17, i64 0, i64 0
  %199 = getelementptr inbounds [41 x double], ptr %18, i64 0, i64 0
  %200 = getelementptr inbounds [41 x double], ptr %19, i64 0, i64 0
  %201 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 0
  call void @thomas(i32 noundef 41, ptr noundef %197, ptr noundef %198, ptr noundef %199, ptr noundef %200, ptr noundef %201)
  br label %202

202:                                              ; preds = %196
  %203 = load i32, ptr %22, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %22, align 4
  br label %141, !llvm.loop !12

205:                                              ; preds = %141
  %206 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 20
  %207 = load double, ptr %206, align 8
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %207)
  store double 0.000000e+00, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %209

209:                                              ; preds = %225, %205
  %210 = load i32, ptr %25, align 4
  %211 = icmp slt i32 %210, 41
  br i1 %211, label %212, label %228

212:                                              ; preds = %209
  %213 = load double, ptr %24, align 8
  %214 = load i32, ptr %25, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %215
  %217 = load double, ptr %216, align 8
  %218 = load i32, ptr %25, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %219
  %221 = load double, ptr %220, align 8
  %222 = fsub double %217, %221
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = call double @llvm.maxnum.f64(double %213, double %223)
  store double %224, ptr %24, align 8
  br label %225

225:                                              ; preds = %212
  %226 = load i32, ptr %25, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %25, align 4
  br label %209, !llvm.loop !13

228:                                              ; preds = %209
  %229 = load double, ptr %24, align 8
  %230 = load double, ptr %24, align 8
  %231 = fcmp olt double %230, 1.000000e-02
  %232 = zext i1 %231 to i32
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %229, i32 noundef %232)
  ret i32 0
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #1

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thomas(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [41 x double], align 8
  %14 = alloca [41 x double], align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %18 = load ptr, ptr %10, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 0
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %9, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 0
  %23 = load double, ptr %22, align 8
  %24 = fdiv double %20, %23
  %25 = getelementptr inbounds [41 x double], ptr %13, i64 0, i64 0
  store double %24, ptr %25, align 8
  %26 = load ptr, ptr %11, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 0
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 0
  %31 = load double, ptr %30, align 8
  %32 = fdiv double %28, %31
  %33 = getelementptr inbounds [41 x double], ptr %14, i64 0, i64 0
  store double %32, ptr %33, align 8
  store i32 1, ptr %15, align 4
  br label %34

34:                                               ; preds = %88, %6
  %35 = load i32, ptr %15, align 4
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %91

38:                                               ; preds = %34
  %39 = load ptr, ptr %9, align 8
  %40 = load i32, ptr %15, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %15, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load i32, ptr %15, align 4
  %50 = sub nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [41 x double], ptr %13, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = fneg double %48
  %55 = call double @llvm.fmuladd.f64(double %54, double %53, double %43)
  store double %55, ptr %16, align 8
  %56 = load ptr, ptr %10, align 8
  %57 = load i32, ptr %15, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %16, align 8
  %62 = fdiv double %60, %61
  %63 = load i32, ptr %15, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [41 x double], ptr %13, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = load ptr, ptr %11, align 8
  %67 = load i32, ptr %15, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = load ptr, ptr %8, align 8
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load i32, ptr %15, align 4
  %77 = sub nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [41 x double], ptr %14, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = fneg double %75
  %82 = call double @llvm.fmuladd.f64(double %81, double %80, double %70)
  %83 = load double, ptr %16, align 8
  %84 = fdiv double %82, %83
  %85 = load i32, ptr %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [41 x double], ptr %14, i64 0, i64 %86
  store double %84, ptr %87, align 8
  br label %88

88:                                               ; preds = %38
  %89 = load i32, ptr %15, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %15, align 4
  br label %34, !llvm.loop !14

91:                                               ; preds = %34
  %92 = load i32, ptr %7, align 4
  %93 = sub nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [41 x double], ptr %14, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load ptr, ptr %12, align 8
  %98 = load i32, ptr %7, align 4
  %99 = sub nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %97, i64 %100
  store double %96, ptr %101, align 8
  %102 = load i32, ptr %7, align 4
  %103 = sub nsw i32 %102, 2
  store i32 %103, ptr %17, align 4
  br label %104

104:                                              ; preds = %128, %91
  %105 = load i32, ptr %17, align 4
  %106 = icmp sge i32 %105, 0
  br i1 %106, label %107, label %131

107:                                              ; preds = %104
  %108 = load i32, ptr %17, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [41 x double], ptr %14, i64 0, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = load i32, ptr %17, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [41 x double], ptr %13, i64 0, i64 %113
  %115 = load double, ptr %114, align 8
  %116 = load ptr, ptr %12, align 8
  %117 = load i32, ptr %17, align 4
  %118 = add nsw i32 %117, 1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds double, ptr %116, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = fneg double %115
  %123 = call double @llvm.fmuladd.f64(double %122, double %121, double %111)
  %124 = load ptr, ptr %12, align 8
  %125 = load i32, ptr %17, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %124, i64 %126
  store double %123, ptr %127, align 8
  br label %128

128:                                              ; preds = %107
  %129 = load i32, ptr %17, align 4
  %130 = add nsw i32 %129, -1
  store i32 %130, ptr %17, align 4
  br label %104, !llvm.loop !15

131:                                              ; preds = %104
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
