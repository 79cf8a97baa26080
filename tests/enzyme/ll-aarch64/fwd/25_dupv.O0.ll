; ModuleID = 'fwd/25_dupv.c'
source_filename = "fwd/25_dupv.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %3 = alloca [6 x double], align 8
  %4 = alloca [4 x [6 x double]], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.tan2, align 8
  %8 = alloca [40 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca [6 x double], align 8
  %11 = alloca [6 x double], align 8
  %12 = alloca i32, align 4
  %13 = alloca [6 x double], align 8
  %14 = alloca [4 x [6 x double]], align 8
  %15 = alloca i32, align 4
  %16 = alloca [6 x double], align 8
  %17 = alloca [6 x double], align 8
  %18 = alloca [6 x double], align 8
  %19 = alloca [6 x double], align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 48, i1 false)
  %22 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 0
  store double 2.000000e-01, ptr %22, align 8
  %23 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 1
  store double -4.000000e-01, ptr %23, align 8
  %24 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 2
  store double 1.100000e+00, ptr %24, align 8
  %25 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 3
  store double 0x3FE6666666666666, ptr %25, align 8
  %26 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 4
  store double -1.300000e+00, ptr %26, align 8
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
  %63 = call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef @energy, i32 noundef %57, i32 noundef 2, i32 noundef %58, i64 noundef 48, ptr noundef %59, ptr noundef %61, i32 noundef %62, i32 noundef 6)
  %64 = getelementptr inbounds %struct.tan2, ptr %7, i32 0, i32 0
  %65 = extractvalue %struct.tan2 %63, 0
  store [2 x double] %65, ptr %64, align 8
  store i32 0, ptr %9, align 4
  br label %66

66:                                               ; preds = %123, %56
  %67 = load i32, ptr %9, align 4
  %68 = icmp slt i32 %67, 2
  br i1 %68, label %69, label %126

69:                                               ; preds = %66
  store i32 0, ptr %12, align 4
  br label %70

70:                                               ; preds = %104, %69
  %71 = load i32, ptr %12, align 4
  %72 = icmp slt i32 %71, 6
  br i1 %72, label %73, label %107

73:                                               ; preds = %70
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %79
  %81 = load i32, ptr %12, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [6 x double], ptr %80, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %84, double %77)
  %86 = load i32, ptr %12, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %87
  store double %85, ptr %88, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load i32, ptr %9, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %94
  %96 = load i32, ptr %12, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [6 x double], ptr %95, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %99, double %92)
  %101 = load i32, ptr %12, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %102
  store double %100, ptr %103, align 8
  br label %104

104:                                              ; preds = %73
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %12, align 4
  br label %70, !llvm.loop !9

107:                                              ; preds = %70
  %108 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %109 = load i32, ptr %9, align 4
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %108, i64 noundef 40, ptr noundef @.str, i32 noundef %109) #5
  %111 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %112 = getelementptr inbounds %struct.tan2, ptr %7, i32 0, i32 0
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [2 x double], ptr %112, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %118 = call double @energy(ptr noundef %117, i32 noundef 6)
  %119 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 0
  %120 = call double @energy(ptr noundef %119, i32 noundef 6)
  %121 = fsub double %118, %120
  %122 = fdiv double %121, 2.000000e-05
  call void @check(ptr noundef %111, double noundef %116, double noundef %122)
  br label %123

123:                                              ; preds = %107
  %124 = load i32, ptr %9, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %9, align 4
  br label %66, !llvm.loop !10

126:                                              ; preds = %66
  %127 = load i32, ptr @enzyme_width, align 4
  %128 = load i32, ptr @enzyme_dupv, align 4
  %129 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 0
  %130 = getelementptr inbounds [4 x [6 x double]], ptr %14, i64 0, i64 0
  %131 = getelementptr inbounds [6 x double], ptr %130, i64 0, i64 0
  %132 = load i32, ptr @enzyme_dupv, align 4
  %133 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %134 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 0
  %135 = getelementptr inbounds [6 x double], ptr %134, i64 0, i64 0
  %136 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @cumprod, i32 noundef %127, i32 noundef 4, i32 noundef %128, i64 noundef 48, ptr noundef %129, ptr noundef %131, i32 noundef %132, i64 noundef 48, ptr noundef %133, ptr noundef %135, i32 noundef %136, i32 noundef 6)
  store i32 0, ptr %15, align 4
  br label %137

137:                                              ; preds = %213, %126
  %138 = load i32, ptr %15, align 4
  %139 = icmp slt i32 %138, 4
  br i1 %139, label %140, label %216

140:                                              ; preds = %137
  store i32 0, ptr %20, align 4
  br label %141

141:                                              ; preds = %175, %140
  %142 = load i32, ptr %20, align 4
  %143 = icmp slt i32 %142, 6
  br i1 %143, label %144, label %178

144:                                              ; preds = %141
  %145 = load i32, ptr %20, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = load i32, ptr %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %150
  %152 = load i32, ptr %20, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [6 x double], ptr %151, i64 0, i64 %153
  %155 = load double, ptr %154, align 8
  %156 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %155, double %148)
  %157 = load i32, ptr %20, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 %158
  store double %156, ptr %159, align 8
  %160 = load i32, ptr %20, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %161
  %163 = load double, ptr %162, align 8
  %164 = load i32, ptr %15, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [4 x [6 x double]], ptr %4, i64 0, i64 %165
  %167 = load i32, ptr %20, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [6 x double], ptr %166, i64 0, i64 %168
  %170 = load double, ptr %169, align 8
  %171 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %170, double %163)
  %172 = load i32, ptr %20, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 %173
  store double %171, ptr %174, align 8
  br label %175

175:                                              ; preds = %144
  %176 = load i32, ptr %20, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %20, align 4
  br label %141, !llvm.loop !11

178:                                              ; preds = %141
  %179 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 0
  %180 = getelementptr inbounds [6 x double], ptr %16, i64 0, i64 0
  call void @cumprod(ptr noundef %179, ptr noundef %180, i32 noundef 6)
  %181 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 0
  %182 = getelementptr inbounds [6 x double], ptr %17, i64 0, i64 0
  call void @cumprod(ptr noundef %181, ptr noundef %182, i32 noundef 6)
  store i32 0, ptr %21, align 4
  br label %183

183:                                              ; preds = %209, %178
  %184 = load i32, ptr %21, align 4
  %185 = icmp slt i32 %184, 6
  br i1 %185, label %186, label %212

186:                                              ; preds = %183
  %187 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %188 = load i32, ptr %21, align 4
  %189 = load i32, ptr %15, align 4
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %187, i64 noundef 40, ptr noundef @.str.1, i32 noundef %188, i32 noundef %189) #5
  %191 = getelementptr inbounds [40 x i8], ptr %8, i64 0, i64 0
  %192 = load i32, ptr %15, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [4 x [6 x double]], ptr %14, i64 0, i64 %193
  %195 = load i32, ptr %21, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [6 x double], ptr %194, i64 0, i64 %196
  %198 = load double, ptr %197, align 8
  %199 = load i32, ptr %21, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %200
  %202 = load double, ptr %201, align 8
  %203 = load i32, ptr %21, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [6 x double], ptr %19, i64 0, i64 %204
  %206 = load double, ptr %205, align 8
  %207 = fsub double %202, %206
  %208 = fdiv double %207, 2.000000e-05
  call void @check(ptr noundef %191, double noundef %198, double noundef %208)
  br label %209

209:                                              ; preds = %186
  %210 = load i32, ptr %21, align 4
  %211 = add nsw i32 %210, 2
  store i32 %211, ptr %21, align 4
  br label %183, !llvm.loop !12

212:                                              ; preds = %183
  br label %213

213:                                              ; preds = %212
  %214 = load i32, ptr %15, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %15, align 4
  br label %137, !llvm.loop !13

216:                                              ; preds = %137
  %217 = load i32, ptr @fails, align 4
  %218 = icmp ne i32 %217, 0
  %219 = zext i1 %218 to i64
  %220 = select i1 %218, ptr @.str.3, ptr @.str.4
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %220)
  %222 = load i32, ptr @fails, align 4
  %223 = icmp ne i32 %222, 0
  %224 = zext i1 %223 to i32
  ret i32 %224
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare %struct.tan2 @__enzyme_fwddiff_w2(ptr noundef, ...) #4

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
