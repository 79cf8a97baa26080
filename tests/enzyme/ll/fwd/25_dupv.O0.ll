; ModuleID = 'fwd/25_dupv.c'
source_filename = "fwd/25_dupv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tan2 = type { [2 x double] }

@enzyme_width = external global i32, align 4
@enzyme_dupv = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"energy lane %d\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"cumprod[%d] lane %d\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [6 x double], align 16
  %4 = alloca [4 x [6 x double]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.tan2, align 8
  %8 = alloca [40 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca [6 x double], align 16
  %14 = alloca [4 x [6 x double]], align 16
  %15 = alloca i32, align 4
  %16 = alloca [6 x double], align 16
  %17 = alloca [6 x double], align 16
  %18 = alloca [6 x double], align 16
  %19 = alloca [6 x double], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 48, i1 false)
  %22 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 0
  store double 2.000000e-01, ptr %22, align 16
  %23 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 1
  store double -4.000000e-01, ptr %23, align 8
  %24 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 2
  store double 1.100000e+00, ptr %24, align 16
  %25 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 3
  store double 0x3FE6666666666666, ptr %25, align 8
  %26 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 4
  store double -1.300000e+00, ptr %26, align 16
  %27 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 5
  store double 5.000000e-01, ptr %27, align 8
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %53, %0
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %31, label %56

31:                                               ; preds = %28
  store i32 0, ptr %6, align 4
  br label %32

32:                                               ; preds = %49, %31
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %33, 6
  br i1 %34, label %35, label %52

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4
  %37 = sitofp i32 %36 to double
  %38 = fadd double 1.000000e+00, %37
  %39 = load i32, ptr %6, align 4
  %40 = sitofp i32 %39 to double
  %41 = call double @llvm.fmuladd.f64(double 0x3FE6666666666666, double %40, double %38)
  %42 = call double @sin(double noundef %41) #5
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %44
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x double], ptr %45, i64 0, i64 %47
  store double %42, ptr %48, align 8
  br label %49

49:                                               ; preds = %35
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %32, !llvm.loop !6

52:                                               ; preds = %32
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %28, !llvm.loop !8

56:                                               ; preds = %28
  %57 = load i32, ptr @enzyme_width, align 4
  %58 = load i32, ptr @enzyme_dupv, align 4
  %59 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %60 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 0
  %61 = getelementptr inbounds [6 x double], ptr %60, i64 0, i64 0
  %62 = load i32, ptr @enzyme_const, align 4
  %63 = call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @energy, i32 noundef %57, i32 noundef 2, i32 noundef %58, i64 noundef 48, ptr noundef %59, ptr noundef %61, i32 noundef %62, i32 noundef 6)
  %64 = getelementptr inbounds %struct.tan2, ptr %7, i32 0, i32 0
  %65 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 0
  %66 = extractvalue { double, double } %63, 0
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 1
  %68 = extractvalue { double, double } %63, 1
  store double %68, ptr %67, align 8
  store i32 0, ptr %9, align 4
  br label %69

69:                                               ; preds = %126, %56
  %70 = load i32, ptr %9, align 4
  %71 = icmp slt i32 %70, 2
  br i1 %71, label %72, label %129

72:                                               ; preds = %69
  store i32 0, ptr %12, align 4
  br label %73

73:                                               ; preds = %107, %72
  %74 = load i32, ptr %12, align 4
  %75 = icmp slt i32 %74, 6
  br i1 %75, label %76, label %110

76:                                               ; preds = %73
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %82
  %84 = load i32, ptr %12, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [6 x double], ptr %83, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %87, double %80)
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %90
  store double %88, ptr %91, align 8
  %92 = load i32, ptr %12, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load i32, ptr %9, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %97
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [6 x double], ptr %98, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %102, double %95)
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %105
  store double %103, ptr %106, align 8
  br label %107

107:                                              ; preds = %76
  %108 = load i32, ptr %12, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %12, align 4
  br label %73, !llvm.loop !9

110:                                              ; preds = %73
  %111 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %112 = load i32, ptr %9, align 4
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %111, i64 noundef 40, ptr noundef @.str, i32 noundef %112) #5
  %114 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %115 = getelementptr inbounds %struct.tan2, ptr %7, i32 0, i32 0
  %116 = load i32, ptr %9, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [2 x double], ptr %115, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %121 = call double @energy(ptr noundef %120, i32 noundef 6)
  %122 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 0
  %123 = call double @energy(ptr noundef %122, i32 noundef 6)
  %124 = fsub double %121, %123
  %125 = fdiv double %124, 2.000000e-05
  call void @check(ptr noundef %114, double noundef %119, double noundef %125)
  br label %126

126:                                              ; preds = %110
  %127 = load i32, ptr %9, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %9, align 4
  br label %69, !llvm.loop !10

129:                                              ; preds = %69
  %130 = load i32, ptr @enzyme_width, align 4
  %131 = load i32, ptr @enzyme_dupv, align 4
  %132 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 0
  %133 = getelementptr inbounds [4 x [6 x double]], ptr %14, i64 0, i64 0
  %134 = getelementptr inbounds [6 x double], ptr %133, i64 0, i64 0
  %135 = load i32, ptr @enzyme_dupv, align 4
  %136 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %137 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 0
  %138 = getelementptr inbounds [6 x double], ptr %137, i64 0, i64 0
  %139 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @cumprod, i32 noundef %130, i32 noundef 4, i32 noundef %131, i64 noundef 48, ptr noundef %132, ptr noundef %134, i32 noundef %135, i64 noundef 48, ptr noundef %136, ptr noundef %138, i32 noundef %139, i32 noundef 6)
  store i32 0, ptr %15, align 4
  br label %140

140:                                              ; preds = %216, %129
  %141 = load i32, ptr %15, align 4
  %142 = icmp slt i32 %141, 4
  br i1 %142, label %143, label %219

143:                                              ; preds = %140
  store i32 0, ptr %20, align 4
  br label %144

144:                                              ; preds = %178, %143
  %145 = load i32, ptr %20, align 4
  %146 = icmp slt i32 %145, 6
  br i1 %146, label %147, label %181

147:                                              ; preds = %144
  %148 = load i32, ptr %20, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = load i32, ptr %15, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %153
  %155 = load i32, ptr %20, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [6 x double], ptr %154, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %158, double %151)
  %160 = load i32, ptr %20, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %161
  store double %159, ptr %162, align 8
  %163 = load i32, ptr %20, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %164
  %166 = load double, ptr %165, align 8
  %167 = load i32, ptr %15, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %168
  %170 = load i32, ptr %20, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [6 x double], ptr %169, i64 0, i64 %171
  %173 = load double, ptr %172, align 8
  %174 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %173, double %166)
  %175 = load i32, ptr %20, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %176
  store double %174, ptr %177, align 8
  br label %178

178:                                              ; preds = %147
  %179 = load i32, ptr %20, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %20, align 4
  br label %144, !llvm.loop !11

181:                                              ; preds = %144
  %182 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 0
  %183 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 0
  call void @cumprod(ptr noundef %182, ptr noundef %183, i32 noundef 6)
  %184 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 0
  %185 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 0
  call void @cumprod(ptr noundef %184, ptr noundef %185, i32 noundef 6)
  store i32 0, ptr %21, align 4
  br label %186

186:                                              ; preds = %212, %181
  %187 = load i32, ptr %21, align 4
  %188 = icmp slt i32 %187, 6
  br i1 %188, label %189, label %215

189:                                              ; preds = %186
  %190 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %191 = load i32, ptr %21, align 4
  %192 = load i32, ptr %15, align 4
  %193 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %190, i64 noundef 40, ptr noundef @.str.1, i32 noundef %191, i32 noundef %192) #5
  %194 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %195 = load i32, ptr %15, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [4 x [6 x double]], ptr %14, i64 0, i64 %196
  %198 = load i32, ptr %21, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [6 x double], ptr %197, i64 0, i64 %199
  %201 = load double, ptr %200, align 8
  %202 = load i32, ptr %21, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %203
  %205 = load double, ptr %204, align 8
  %206 = load i32, ptr %21, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 %207
  %209 = load double, ptr %208, align 8
  %210 = fsub double %205, %209
  %211 = fdiv double %210, 2.000000e-05
  call void @check(ptr noundef %194, double noundef %201, double noundef %211)
  br label %212

212:                                              ; preds = %189
  %213 = load i32, ptr %21, align 4
  %214 = add nsw i32 %213, 2
  store i32 %214, ptr %21, align 4
  br label %186, !llvm.loop !12

215:                                              ; preds = %186
  br label %216

216:                                              ; preds = %215
  %217 = load i32, ptr %15, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %15, align 4
  br label %140, !llvm.loop !13

219:                                              ; preds = %140
  %220 = load i32, ptr @fails, align 4
  %221 = icmp ne i32 %220, 0
  %222 = zext i1 %221 to i64
  %223 = select i1 %221, ptr @.str.3, ptr @.str.4
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %223)
  %225 = load i32, ptr @fails, align 4
  %226 = icmp ne i32 %225, 0
  %227 = zext i1 %226 to i32
  ret i32 %227
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare { double, double } @__enzyme_fwddiff_w2(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %38, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %41

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = call double @cos(double noundef %16) #5
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  %20 = sitofp i32 %19 to double
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %4, align 4
  %30 = srem i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %26, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fmul double %25, %33
  %35 = call double @llvm.fmuladd.f64(double %17, double %20, double %34)
  %36 = load double, ptr %5, align 8
  %37 = fadd double %36, %35
  store double %37, ptr %5, align 8
  br label %38

38:                                               ; preds = %11
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %7, !llvm.loop !14

41:                                               ; preds = %7
  %42 = load double, ptr %5, align 8
  ret double %42
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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cumprod(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 1.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %18, double 1.000000e+00)
  %20 = load double, ptr %7, align 8
  %21 = fmul double %20, %19
  store double %21, ptr %7, align 8
  %22 = load double, ptr %7, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  store double %22, ptr %26, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !15

30:                                               ; preds = %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
