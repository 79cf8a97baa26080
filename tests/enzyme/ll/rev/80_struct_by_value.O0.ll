; ModuleID = 'rev/80_struct_by_value.c'
source_filename = "rev/80_struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.V2 = type { double, double }
%struct.V3 = type { double, double, double }
%struct.Params = type { i32, double, double }
%struct.Grads = type { %struct.V2, double, %struct.V3, %struct.Params }

@__const.main.v = private unnamed_addr constant %struct.V2 { double 4.000000e-01, double -1.100000e+00 }, align 8
@__const.main.w = private unnamed_addr constant %struct.V3 { double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Params { i32 4, double 1.300000e+00, double 6.000000e-01 }, align 8
@__const.main.a = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 16
@enzyme_out = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [7 x i8] c"d/dv.x\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"d/dv.y\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"d/ds\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"d/dw.x\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"d/dw.y\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"d/dw.z\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"d/dp.scale\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"d/dp.bias\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"d/da[i]\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double %0, double %1, double noundef %2, ptr noundef byval(%struct.V3) align 8 %3, ptr noundef byval(%struct.Params) align 8 %4, ptr noundef %5) #0 {
  %7 = alloca %struct.V2, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %0, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %1, ptr %13, align 8
  store double %2, ptr %8, align 8
  store ptr %5, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %35, %6
  %15 = load i32, ptr %11, align 4
  %16 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %14
  %20 = load ptr, ptr %9, align 8
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = load i32, ptr %11, align 4
  %28 = sitofp i32 %27 to double
  %29 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double %26, double %28, double %30)
  %32 = call double @sin(double noundef %31) #6
  %33 = load double, ptr %10, align 8
  %34 = call double @llvm.fmuladd.f64(double %24, double %32, double %33)
  store double %34, ptr %10, align 8
  br label %35

35:                                               ; preds = %19
  %36 = load i32, ptr %11, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %11, align 4
  br label %14, !llvm.loop !6

38:                                               ; preds = %14
  %39 = load double, ptr %10, align 8
  %40 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = fmul double %43, %45
  %47 = load double, ptr %8, align 8
  %48 = fmul double %46, %47
  %49 = call double @llvm.fmuladd.f64(double %39, double %41, double %48)
  %50 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = fmul double %51, %53
  %55 = call double @exp(double noundef %54) #6
  %56 = load double, ptr %8, align 8
  %57 = call double @llvm.fmuladd.f64(double %55, double %56, double %49)
  %58 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 2
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fmuladd.f64(double %59, double %61, double %57)
  ret double %62
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.V2, align 8
  %3 = alloca double, align 8
  %4 = alloca %struct.V3, align 8
  %5 = alloca %struct.Params, align 8
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca %struct.Grads, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 16, i1 false)
  store double 8.000000e-01, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.w, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.p, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.a, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 32, i1 false)
  %38 = load i32, ptr @enzyme_out, align 4
  %39 = load i32, ptr @enzyme_out, align 4
  %40 = load double, ptr %3, align 8
  %41 = load i32, ptr @enzyme_out, align 4
  %42 = load i32, ptr @enzyme_out, align 4
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %45 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %46 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.Grads) align 8 %8, ptr noundef @f, i32 noundef %38, double %47, double %49, i32 noundef %39, double noundef %40, i32 noundef %41, ptr noundef byval(%struct.V3) align 8 %4, i32 noundef %42, ptr noundef byval(%struct.Params) align 8 %5, i32 noundef %43, ptr noundef %44, ptr noundef %45)
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  br label %50

50:                                               ; preds = %0
  %51 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  store double %52, ptr %10, align 8
  %53 = load double, ptr %10, align 8
  %54 = fadd double %53, 0x3EB0C6F7A0B5ED8D
  %55 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %54, ptr %55, align 8
  %56 = load double, ptr %3, align 8
  %57 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %58 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = call double @f(double %59, double %61, double noundef %56, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %57)
  store double %62, ptr %11, align 8
  %63 = load double, ptr %10, align 8
  %64 = fsub double %63, 0x3EB0C6F7A0B5ED8D
  %65 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %64, ptr %65, align 8
  %66 = load double, ptr %3, align 8
  %67 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %68 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = call double @f(double %69, double %71, double noundef %66, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %67)
  store double %72, ptr %12, align 8
  %73 = load double, ptr %10, align 8
  %74 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %73, ptr %74, align 8
  %75 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 0
  %76 = getelementptr inbounds %struct.V2, ptr %75, i32 0, i32 0
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %11, align 8
  %79 = load double, ptr %12, align 8
  %80 = fsub double %78, %79
  %81 = fdiv double %80, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %77, double noundef %81)
  br label %82

82:                                               ; preds = %50
  br label %83

83:                                               ; preds = %82
  %84 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  store double %85, ptr %13, align 8
  %86 = load double, ptr %13, align 8
  %87 = fadd double %86, 0x3EB0C6F7A0B5ED8D
  %88 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %87, ptr %88, align 8
  %89 = load double, ptr %3, align 8
  %90 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %91 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = call double @f(double %92, double %94, double noundef %89, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %90)
  store double %95, ptr %14, align 8
  %96 = load double, ptr %13, align 8
  %97 = fsub double %96, 0x3EB0C6F7A0B5ED8D
  %98 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %97, ptr %98, align 8
  %99 = load double, ptr %3, align 8
  %100 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %101 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %102 = load double, ptr %101, align 8
  %103 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = call double @f(double %102, double %104, double noundef %99, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %100)
  store double %105, ptr %15, align 8
  %106 = load double, ptr %13, align 8
  %107 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %106, ptr %107, align 8
  %108 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 0
  %109 = getelementptr inbounds %struct.V2, ptr %108, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  %111 = load double, ptr %14, align 8
  %112 = load double, ptr %15, align 8
  %113 = fsub double %111, %112
  %114 = fdiv double %113, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %110, double noundef %114)
  br label %115

115:                                              ; preds = %83
  br label %116

116:                                              ; preds = %115
  %117 = load double, ptr %3, align 8
  store double %117, ptr %16, align 8
  %118 = load double, ptr %16, align 8
  %119 = fadd double %118, 0x3EB0C6F7A0B5ED8D
  store double %119, ptr %3, align 8
  %120 = load double, ptr %3, align 8
  %121 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %122 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %123 = load double, ptr %122, align 8
  %124 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %125 = load double, ptr %124, align 8
  %126 = call double @f(double %123, double %125, double noundef %120, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %121)
  store double %126, ptr %17, align 8
  %127 = load double, ptr %16, align 8
  %128 = fsub double %127, 0x3EB0C6F7A0B5ED8D
  store double %128, ptr %3, align 8
  %129 = load double, ptr %3, align 8
  %130 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %131 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %134 = load double, ptr %133, align 8
  %135 = call double @f(double %132, double %134, double noundef %129, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %130)
  store double %135, ptr %18, align 8
  %136 = load double, ptr %16, align 8
  store double %136, ptr %3, align 8
  %137 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  %139 = load double, ptr %17, align 8
  %140 = load double, ptr %18, align 8
  %141 = fsub double %139, %140
  %142 = fdiv double %141, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %138, double noundef %142)
  br label %143

143:                                              ; preds = %116
  br label %144

144:                                              ; preds = %143
  %145 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %146 = load double, ptr %145, align 8
  store double %146, ptr %19, align 8
  %147 = load double, ptr %19, align 8
  %148 = fadd double %147, 0x3EB0C6F7A0B5ED8D
  %149 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %148, ptr %149, align 8
  %150 = load double, ptr %3, align 8
  %151 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %152 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %155 = load double, ptr %154, align 8
  %156 = call double @f(double %153, double %155, double noundef %150, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %151)
  store double %156, ptr %20, align 8
  %157 = load double, ptr %19, align 8
  %158 = fsub double %157, 0x3EB0C6F7A0B5ED8D
  %159 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %158, ptr %159, align 8
  %160 = load double, ptr %3, align 8
  %161 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %162 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %165 = load double, ptr %164, align 8
  %166 = call double @f(double %163, double %165, double noundef %160, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %161)
  store double %166, ptr %21, align 8
  %167 = load double, ptr %19, align 8
  %168 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %167, ptr %168, align 8
  %169 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %170 = getelementptr inbounds %struct.V3, ptr %169, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = load double, ptr %20, align 8
  %173 = load double, ptr %21, align 8
  %174 = fsub double %172, %173
  %175 = fdiv double %174, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %171, double noundef %175)
  br label %176

176:                                              ; preds = %144
  br label %177

177:                                              ; preds = %176
  %178 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %179 = load double, ptr %178, align 8
  store double %179, ptr %22, align 8
  %180 = load double, ptr %22, align 8
  %181 = fadd double %180, 0x3EB0C6F7A0B5ED8D
  %182 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %181, ptr %182, align 8
  %183 = load double, ptr %3, align 8
  %184 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %185 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %188 = load double, ptr %187, align 8
  %189 = call double @f(double %186, double %188, double noundef %183, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %184)
  store double %189, ptr %23, align 8
  %190 = load double, ptr %22, align 8
  %191 = fsub double %190, 0x3EB0C6F7A0B5ED8D
  %192 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %191, ptr %192, align 8
  %193 = load double, ptr %3, align 8
  %194 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %195 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %196 = load double, ptr %195, align 8
  %197 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %198 = load double, ptr %197, align 8
  %199 = call double @f(double %196, double %198, double noundef %193, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %194)
  store double %199, ptr %24, align 8
  %200 = load double, ptr %22, align 8
  %201 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %200, ptr %201, align 8
  %202 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %203 = getelementptr inbounds %struct.V3, ptr %202, i32 0, i32 1
  %204 = load double, ptr %203, align 8
  %205 = load double, ptr %23, align 8
  %206 = load double, ptr %24, align 8
  %207 = fsub double %205, %206
  %208 = fdiv double %207, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %204, double noundef %208)
  br label %209

209:                                              ; preds = %177
  br label %210

210:                                              ; preds = %209
  %211 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %212 = load double, ptr %211, align 8
  store double %212, ptr %25, align 8
  %213 = load double, ptr %25, align 8
  %214 = fadd double %213, 0x3EB0C6F7A0B5ED8D
  %215 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %214, ptr %215, align 8
  %216 = load double, ptr %3, align 8
  %217 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %218 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %219 = load double, ptr %218, align 8
  %220 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %221 = load double, ptr %220, align 8
  %222 = call double @f(double %219, double %221, double noundef %216, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %217)
  store double %222, ptr %26, align 8
  %223 = load double, ptr %25, align 8
  %224 = fsub double %223, 0x3EB0C6F7A0B5ED8D
  %225 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %224, ptr %225, align 8
  %226 = load double, ptr %3, align 8
  %227 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %228 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %229 = load double, ptr %228, align 8
  %230 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %231 = load double, ptr %230, align 8
  %232 = call double @f(double %229, double %231, double noundef %226, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %227)
  store double %232, ptr %27, align 8
  %233 = load double, ptr %25, align 8
  %234 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %233, ptr %234, align 8
  %235 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %236 = getelementptr inbounds %struct.V3, ptr %235, i32 0, i32 2
  %237 = load double, ptr %236, align 8
  %238 = load double, ptr %26, align 8
  %239 = load double, ptr %27, align 8
  %240 = fsub double %238, %239
  %241 = fdiv double %240, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %237, double noundef %241)
  br label %242

242:                                              ; preds = %210
  br label %243

243:                                              ; preds = %242
  %244 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  %245 = load double, ptr %244, align 8
  store double %245, ptr %28, align 8
  %246 = load double, ptr %28, align 8
  %247 = fadd double %246, 0x3EB0C6F7A0B5ED8D
  %248 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %247, ptr %248, align 8
  %249 = load double, ptr %3, align 8
  %250 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %251 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %252 = load double, ptr %251, align 8
  %253 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %254 = load double, ptr %253, align 8
  %255 = call double @f(double %252, double %254, double noundef %249, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %250)
  store double %255, ptr %29, align 8
  %256 = load double, ptr %28, align 8
  %257 = fsub double %256, 0x3EB0C6F7A0B5ED8D
  %258 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %257, ptr %258, align 8
  %259 = load double, ptr %3, align 8
  %260 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %261 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %262 = load double, ptr %261, align 8
  %263 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %264 = load double, ptr %263, align 8
  %265 = call double @f(double %262, double %264, double noundef %259, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %260)
  store double %265, ptr %30, align 8
  %266 = load double, ptr %28, align 8
  %267 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %266, ptr %267, align 8
  %268 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 3
  %269 = getelementptr inbounds %struct.Params, ptr %268, i32 0, i32 1
  %270 = load double, ptr %269, align 8
  %271 = load double, ptr %29, align 8
  %272 = load double, ptr %30, align 8
  %273 = fsub double %271, %272
  %274 = fdiv double %273, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %270, double noundef %274)
  br label %275

275:                                              ; preds = %243
  br label %276

276:                                              ; preds = %275
  %277 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  %278 = load double, ptr %277, align 8
  store double %278, ptr %31, align 8
  %279 = load double, ptr %31, align 8
  %280 = fadd double %279, 0x3EB0C6F7A0B5ED8D
  %281 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %280, ptr %281, align 8
  %282 = load double, ptr %3, align 8
  %283 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %284 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %285 = load double, ptr %284, align 8
  %286 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %287 = load double, ptr %286, align 8
  %288 = call double @f(double %285, double %287, double noundef %282, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %283)
  store double %288, ptr %32, align 8
  %289 = load double, ptr %31, align 8
  %290 = fsub double %289, 0x3EB0C6F7A0B5ED8D
  %291 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %290, ptr %291, align 8
  %292 = load double, ptr %3, align 8
  %293 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %294 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %295 = load double, ptr %294, align 8
  %296 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %297 = load double, ptr %296, align 8
  %298 = call double @f(double %295, double %297, double noundef %292, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %293)
  store double %298, ptr %33, align 8
  %299 = load double, ptr %31, align 8
  %300 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %299, ptr %300, align 8
  %301 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 3
  %302 = getelementptr inbounds %struct.Params, ptr %301, i32 0, i32 2
  %303 = load double, ptr %302, align 8
  %304 = load double, ptr %32, align 8
  %305 = load double, ptr %33, align 8
  %306 = fsub double %304, %305
  %307 = fdiv double %306, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %303, double noundef %307)
  br label %308

308:                                              ; preds = %276
  store i32 0, ptr %34, align 4
  br label %309

309:                                              ; preds = %355, %308
  %310 = load i32, ptr %34, align 4
  %311 = icmp slt i32 %310, 4
  br i1 %311, label %312, label %358

312:                                              ; preds = %309
  br label %313

313:                                              ; preds = %312
  %314 = load i32, ptr %34, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %315
  %317 = load double, ptr %316, align 8
  store double %317, ptr %35, align 8
  %318 = load double, ptr %35, align 8
  %319 = fadd double %318, 0x3EB0C6F7A0B5ED8D
  %320 = load i32, ptr %34, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %321
  store double %319, ptr %322, align 8
  %323 = load double, ptr %3, align 8
  %324 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %325 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %326 = load double, ptr %325, align 8
  %327 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %328 = load double, ptr %327, align 8
  %329 = call double @f(double %326, double %328, double noundef %323, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %324)
  store double %329, ptr %36, align 8
  %330 = load double, ptr %35, align 8
  %331 = fsub double %330, 0x3EB0C6F7A0B5ED8D
  %332 = load i32, ptr %34, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %333
  store double %331, ptr %334, align 8
  %335 = load double, ptr %3, align 8
  %336 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %337 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %340 = load double, ptr %339, align 8
  %341 = call double @f(double %338, double %340, double noundef %335, ptr noundef byval(%struct.V3) align 8 %4, ptr noundef byval(%struct.Params) align 8 %5, ptr noundef %336)
  store double %341, ptr %37, align 8
  %342 = load double, ptr %35, align 8
  %343 = load i32, ptr %34, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %344
  store double %342, ptr %345, align 8
  %346 = load i32, ptr %34, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %347
  %349 = load double, ptr %348, align 8
  %350 = load double, ptr %36, align 8
  %351 = load double, ptr %37, align 8
  %352 = fsub double %350, %351
  %353 = fdiv double %352, 2.000000e-06
  call void @check(ptr noundef @.str.8, double noundef %349, double noundef %353)
  br label %354

354:                                              ; preds = %313
  br label %355

355:                                              ; preds = %354
  %356 = load i32, ptr %34, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %34, align 4
  br label %309, !llvm.loop !8

358:                                              ; preds = %309
  %359 = load i32, ptr @fails, align 4
  %360 = icmp ne i32 %359, 0
  %361 = zext i1 %360 to i64
  %362 = select i1 %360, ptr @.str.10, ptr @.str.11
  %363 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %362)
  %364 = load i32, ptr @fails, align 4
  %365 = icmp ne i32 %364, 0
  %366 = zext i1 %365 to i32
  ret i32 %366
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.Grads) align 8, ptr noundef, ...) #5

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
  %30 = select i1 %28, ptr @.str.11, ptr @.str.10
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
