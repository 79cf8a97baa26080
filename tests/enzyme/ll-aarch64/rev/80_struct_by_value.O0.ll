; ModuleID = 'rev/80_struct_by_value.c'
source_filename = "rev/80_struct_by_value.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.V2 = type { double, double }
%struct.V3 = type { double, double, double }
%struct.Params = type { i32, double, double }
%struct.Grads = type { %struct.V2, double, %struct.V3, %struct.Params }

@__const.main.v = private unnamed_addr constant %struct.V2 { double 4.000000e-01, double -1.100000e+00 }, align 8
@__const.main.w = private unnamed_addr constant %struct.V3 { double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Params { i32 4, double 1.300000e+00, double 6.000000e-01 }, align 8
@__const.main.a = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 8
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
define dso_local double @f([2 x double] alignstack(8) %0, double noundef %1, [3 x double] alignstack(8) %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca %struct.V2, align 8
  %7 = alloca %struct.V3, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store [2 x double] %0, ptr %6, align 8
  store [3 x double] %2, ptr %7, align 8
  store double %1, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %34, %5
  %14 = load i32, ptr %12, align 4
  %15 = getelementptr inbounds %struct.Params, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %13
  %19 = load ptr, ptr %10, align 8
  %20 = load i32, ptr %12, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.V2, ptr %6, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %12, align 4
  %27 = sitofp i32 %26 to double
  %28 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 2
  %29 = load double, ptr %28, align 8
  %30 = call double @llvm.fmuladd.f64(double %25, double %27, double %29)
  %31 = call double @sin(double noundef %30) #6
  %32 = load double, ptr %11, align 8
  %33 = call double @llvm.fmuladd.f64(double %23, double %31, double %32)
  store double %33, ptr %11, align 8
  br label %34

34:                                               ; preds = %18
  %35 = load i32, ptr %12, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %12, align 4
  br label %13, !llvm.loop !6

37:                                               ; preds = %13
  %38 = load double, ptr %11, align 8
  %39 = getelementptr inbounds %struct.Params, ptr %3, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.V2, ptr %6, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds %struct.V2, ptr %6, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = fmul double %42, %44
  %46 = load double, ptr %8, align 8
  %47 = fmul double %45, %46
  %48 = call double @llvm.fmuladd.f64(double %38, double %40, double %47)
  %49 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = fmul double %50, %52
  %54 = call double @exp(double noundef %53) #6
  %55 = load double, ptr %8, align 8
  %56 = call double @llvm.fmuladd.f64(double %54, double %55, double %48)
  %57 = getelementptr inbounds %struct.Params, ptr %3, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 2
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double %58, double %60, double %56)
  ret double %61
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
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca %struct.Grads, align 8
  %9 = alloca %struct.Params, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca %struct.Params, align 8
  %14 = alloca double, align 8
  %15 = alloca %struct.Params, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca %struct.Params, align 8
  %19 = alloca double, align 8
  %20 = alloca %struct.Params, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca %struct.Params, align 8
  %24 = alloca double, align 8
  %25 = alloca %struct.Params, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca %struct.Params, align 8
  %29 = alloca double, align 8
  %30 = alloca %struct.Params, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca %struct.Params, align 8
  %34 = alloca double, align 8
  %35 = alloca %struct.Params, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca %struct.Params, align 8
  %39 = alloca double, align 8
  %40 = alloca %struct.Params, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca %struct.Params, align 8
  %44 = alloca double, align 8
  %45 = alloca %struct.Params, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca %struct.Params, align 8
  %49 = alloca double, align 8
  %50 = alloca %struct.Params, align 8
  %51 = alloca i32, align 4
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca %struct.Params, align 8
  %55 = alloca double, align 8
  %56 = alloca %struct.Params, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 16, i1 false)
  store double 8.000000e-01, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.w, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.p, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.a, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 32, i1 false)
  %57 = load i32, ptr @enzyme_out, align 4
  %58 = load i32, ptr @enzyme_out, align 4
  %59 = load double, ptr %3, align 8
  %60 = load i32, ptr @enzyme_out, align 4
  %61 = load i32, ptr @enzyme_out, align 4
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %64 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %65 = load [2 x double], ptr %2, align 8
  %66 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %5, i64 24, i1 false)
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.Grads) align 8 %8, ptr noundef @f, i32 noundef %57, [2 x double] alignstack(8) %65, i32 noundef %58, double noundef %59, i32 noundef %60, [3 x double] alignstack(8) %66, i32 noundef %61, ptr noundef %9, i32 noundef %62, ptr noundef %63, ptr noundef %64)
  store double 0x3EB0C6F7A0B5ED8D, ptr %10, align 8
  br label %67

67:                                               ; preds = %0
  %68 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  store double %69, ptr %11, align 8
  %70 = load double, ptr %11, align 8
  %71 = fadd double %70, 0x3EB0C6F7A0B5ED8D
  %72 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %71, ptr %72, align 8
  %73 = load double, ptr %3, align 8
  %74 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %75 = load [2 x double], ptr %2, align 8
  %76 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %5, i64 24, i1 false)
  %77 = call double @f([2 x double] alignstack(8) %75, double noundef %73, [3 x double] alignstack(8) %76, ptr noundef %13, ptr noundef %74)
  store double %77, ptr %12, align 8
  %78 = load double, ptr %11, align 8
  %79 = fsub double %78, 0x3EB0C6F7A0B5ED8D
  %80 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %79, ptr %80, align 8
  %81 = load double, ptr %3, align 8
  %82 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %83 = load [2 x double], ptr %2, align 8
  %84 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %5, i64 24, i1 false)
  %85 = call double @f([2 x double] alignstack(8) %83, double noundef %81, [3 x double] alignstack(8) %84, ptr noundef %15, ptr noundef %82)
  store double %85, ptr %14, align 8
  %86 = load double, ptr %11, align 8
  %87 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  store double %86, ptr %87, align 8
  %88 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 0
  %89 = getelementptr inbounds %struct.V2, ptr %88, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = load double, ptr %12, align 8
  %92 = load double, ptr %14, align 8
  %93 = fsub double %91, %92
  %94 = fdiv double %93, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %90, double noundef %94)
  br label %95

95:                                               ; preds = %67
  br label %96

96:                                               ; preds = %95
  %97 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  store double %98, ptr %16, align 8
  %99 = load double, ptr %16, align 8
  %100 = fadd double %99, 0x3EB0C6F7A0B5ED8D
  %101 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %100, ptr %101, align 8
  %102 = load double, ptr %3, align 8
  %103 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %104 = load [2 x double], ptr %2, align 8
  %105 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %5, i64 24, i1 false)
  %106 = call double @f([2 x double] alignstack(8) %104, double noundef %102, [3 x double] alignstack(8) %105, ptr noundef %18, ptr noundef %103)
  store double %106, ptr %17, align 8
  %107 = load double, ptr %16, align 8
  %108 = fsub double %107, 0x3EB0C6F7A0B5ED8D
  %109 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %108, ptr %109, align 8
  %110 = load double, ptr %3, align 8
  %111 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %112 = load [2 x double], ptr %2, align 8
  %113 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %5, i64 24, i1 false)
  %114 = call double @f([2 x double] alignstack(8) %112, double noundef %110, [3 x double] alignstack(8) %113, ptr noundef %20, ptr noundef %111)
  store double %114, ptr %19, align 8
  %115 = load double, ptr %16, align 8
  %116 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  store double %115, ptr %116, align 8
  %117 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 0
  %118 = getelementptr inbounds %struct.V2, ptr %117, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = load double, ptr %17, align 8
  %121 = load double, ptr %19, align 8
  %122 = fsub double %120, %121
  %123 = fdiv double %122, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %119, double noundef %123)
  br label %124

124:                                              ; preds = %96
  br label %125

125:                                              ; preds = %124
  %126 = load double, ptr %3, align 8
  store double %126, ptr %21, align 8
  %127 = load double, ptr %21, align 8
  %128 = fadd double %127, 0x3EB0C6F7A0B5ED8D
  store double %128, ptr %3, align 8
  %129 = load double, ptr %3, align 8
  %130 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %131 = load [2 x double], ptr %2, align 8
  %132 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %5, i64 24, i1 false)
  %133 = call double @f([2 x double] alignstack(8) %131, double noundef %129, [3 x double] alignstack(8) %132, ptr noundef %23, ptr noundef %130)
  store double %133, ptr %22, align 8
  %134 = load double, ptr %21, align 8
  %135 = fsub double %134, 0x3EB0C6F7A0B5ED8D
  store double %135, ptr %3, align 8
  %136 = load double, ptr %3, align 8
  %137 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %138 = load [2 x double], ptr %2, align 8
  %139 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %5, i64 24, i1 false)
  %140 = call double @f([2 x double] alignstack(8) %138, double noundef %136, [3 x double] alignstack(8) %139, ptr noundef %25, ptr noundef %137)
  store double %140, ptr %24, align 8
  %141 = load double, ptr %21, align 8
  store double %141, ptr %3, align 8
  %142 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = load double, ptr %22, align 8
  %145 = load double, ptr %24, align 8
  %146 = fsub double %144, %145
  %147 = fdiv double %146, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %143, double noundef %147)
  br label %148

148:                                              ; preds = %125
  br label %149

149:                                              ; preds = %148
  %150 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %151 = load double, ptr %150, align 8
  store double %151, ptr %26, align 8
  %152 = load double, ptr %26, align 8
  %153 = fadd double %152, 0x3EB0C6F7A0B5ED8D
  %154 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %153, ptr %154, align 8
  %155 = load double, ptr %3, align 8
  %156 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %157 = load [2 x double], ptr %2, align 8
  %158 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %5, i64 24, i1 false)
  %159 = call double @f([2 x double] alignstack(8) %157, double noundef %155, [3 x double] alignstack(8) %158, ptr noundef %28, ptr noundef %156)
  store double %159, ptr %27, align 8
  %160 = load double, ptr %26, align 8
  %161 = fsub double %160, 0x3EB0C6F7A0B5ED8D
  %162 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %161, ptr %162, align 8
  %163 = load double, ptr %3, align 8
  %164 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %165 = load [2 x double], ptr %2, align 8
  %166 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %5, i64 24, i1 false)
  %167 = call double @f([2 x double] alignstack(8) %165, double noundef %163, [3 x double] alignstack(8) %166, ptr noundef %30, ptr noundef %164)
  store double %167, ptr %29, align 8
  %168 = load double, ptr %26, align 8
  %169 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  store double %168, ptr %169, align 8
  %170 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %171 = getelementptr inbounds %struct.V3, ptr %170, i32 0, i32 0
  %172 = load double, ptr %171, align 8
  %173 = load double, ptr %27, align 8
  %174 = load double, ptr %29, align 8
  %175 = fsub double %173, %174
  %176 = fdiv double %175, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %172, double noundef %176)
  br label %177

177:                                              ; preds = %149
  br label %178

178:                                              ; preds = %177
  %179 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %180 = load double, ptr %179, align 8
  store double %180, ptr %31, align 8
  %181 = load double, ptr %31, align 8
  %182 = fadd double %181, 0x3EB0C6F7A0B5ED8D
  %183 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %182, ptr %183, align 8
  %184 = load double, ptr %3, align 8
  %185 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %186 = load [2 x double], ptr %2, align 8
  %187 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %5, i64 24, i1 false)
  %188 = call double @f([2 x double] alignstack(8) %186, double noundef %184, [3 x double] alignstack(8) %187, ptr noundef %33, ptr noundef %185)
  store double %188, ptr %32, align 8
  %189 = load double, ptr %31, align 8
  %190 = fsub double %189, 0x3EB0C6F7A0B5ED8D
  %191 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %190, ptr %191, align 8
  %192 = load double, ptr %3, align 8
  %193 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %194 = load [2 x double], ptr %2, align 8
  %195 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %5, i64 24, i1 false)
  %196 = call double @f([2 x double] alignstack(8) %194, double noundef %192, [3 x double] alignstack(8) %195, ptr noundef %35, ptr noundef %193)
  store double %196, ptr %34, align 8
  %197 = load double, ptr %31, align 8
  %198 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  store double %197, ptr %198, align 8
  %199 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %200 = getelementptr inbounds %struct.V3, ptr %199, i32 0, i32 1
  %201 = load double, ptr %200, align 8
  %202 = load double, ptr %32, align 8
  %203 = load double, ptr %34, align 8
  %204 = fsub double %202, %203
  %205 = fdiv double %204, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %201, double noundef %205)
  br label %206

206:                                              ; preds = %178
  br label %207

207:                                              ; preds = %206
  %208 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %209 = load double, ptr %208, align 8
  store double %209, ptr %36, align 8
  %210 = load double, ptr %36, align 8
  %211 = fadd double %210, 0x3EB0C6F7A0B5ED8D
  %212 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %211, ptr %212, align 8
  %213 = load double, ptr %3, align 8
  %214 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %215 = load [2 x double], ptr %2, align 8
  %216 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %5, i64 24, i1 false)
  %217 = call double @f([2 x double] alignstack(8) %215, double noundef %213, [3 x double] alignstack(8) %216, ptr noundef %38, ptr noundef %214)
  store double %217, ptr %37, align 8
  %218 = load double, ptr %36, align 8
  %219 = fsub double %218, 0x3EB0C6F7A0B5ED8D
  %220 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %219, ptr %220, align 8
  %221 = load double, ptr %3, align 8
  %222 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %223 = load [2 x double], ptr %2, align 8
  %224 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 8 %5, i64 24, i1 false)
  %225 = call double @f([2 x double] alignstack(8) %223, double noundef %221, [3 x double] alignstack(8) %224, ptr noundef %40, ptr noundef %222)
  store double %225, ptr %39, align 8
  %226 = load double, ptr %36, align 8
  %227 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  store double %226, ptr %227, align 8
  %228 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 2
  %229 = getelementptr inbounds %struct.V3, ptr %228, i32 0, i32 2
  %230 = load double, ptr %229, align 8
  %231 = load double, ptr %37, align 8
  %232 = load double, ptr %39, align 8
  %233 = fsub double %231, %232
  %234 = fdiv double %233, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %230, double noundef %234)
  br label %235

235:                                              ; preds = %207
  br label %236

236:                                              ; preds = %235
  %237 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  %238 = load double, ptr %237, align 8
  store double %238, ptr %41, align 8
  %239 = load double, ptr %41, align 8
  %240 = fadd double %239, 0x3EB0C6F7A0B5ED8D
  %241 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %240, ptr %241, align 8
  %242 = load double, ptr %3, align 8
  %243 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %244 = load [2 x double], ptr %2, align 8
  %245 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 8 %5, i64 24, i1 false)
  %246 = call double @f([2 x double] alignstack(8) %244, double noundef %242, [3 x double] alignstack(8) %245, ptr noundef %43, ptr noundef %243)
  store double %246, ptr %42, align 8
  %247 = load double, ptr %41, align 8
  %248 = fsub double %247, 0x3EB0C6F7A0B5ED8D
  %249 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %248, ptr %249, align 8
  %250 = load double, ptr %3, align 8
  %251 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %252 = load [2 x double], ptr %2, align 8
  %253 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 8 %5, i64 24, i1 false)
  %254 = call double @f([2 x double] alignstack(8) %252, double noundef %250, [3 x double] alignstack(8) %253, ptr noundef %45, ptr noundef %251)
  store double %254, ptr %44, align 8
  %255 = load double, ptr %41, align 8
  %256 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 1
  store double %255, ptr %256, align 8
  %257 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 3
  %258 = getelementptr inbounds %struct.Params, ptr %257, i32 0, i32 1
  %259 = load double, ptr %258, align 8
  %260 = load double, ptr %42, align 8
  %261 = load double, ptr %44, align 8
  %262 = fsub double %260, %261
  %263 = fdiv double %262, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %259, double noundef %263)
  br label %264

264:                                              ; preds = %236
  br label %265

265:                                              ; preds = %264
  %266 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  %267 = load double, ptr %266, align 8
  store double %267, ptr %46, align 8
  %268 = load double, ptr %46, align 8
  %269 = fadd double %268, 0x3EB0C6F7A0B5ED8D
  %270 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %269, ptr %270, align 8
  %271 = load double, ptr %3, align 8
  %272 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %273 = load [2 x double], ptr %2, align 8
  %274 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %5, i64 24, i1 false)
  %275 = call double @f([2 x double] alignstack(8) %273, double noundef %271, [3 x double] alignstack(8) %274, ptr noundef %48, ptr noundef %272)
  store double %275, ptr %47, align 8
  %276 = load double, ptr %46, align 8
  %277 = fsub double %276, 0x3EB0C6F7A0B5ED8D
  %278 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %277, ptr %278, align 8
  %279 = load double, ptr %3, align 8
  %280 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %281 = load [2 x double], ptr %2, align 8
  %282 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 8 %5, i64 24, i1 false)
  %283 = call double @f([2 x double] alignstack(8) %281, double noundef %279, [3 x double] alignstack(8) %282, ptr noundef %50, ptr noundef %280)
  store double %283, ptr %49, align 8
  %284 = load double, ptr %46, align 8
  %285 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 2
  store double %284, ptr %285, align 8
  %286 = getelementptr inbounds %struct.Grads, ptr %8, i32 0, i32 3
  %287 = getelementptr inbounds %struct.Params, ptr %286, i32 0, i32 2
  %288 = load double, ptr %287, align 8
  %289 = load double, ptr %47, align 8
  %290 = load double, ptr %49, align 8
  %291 = fsub double %289, %290
  %292 = fdiv double %291, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %288, double noundef %292)
  br label %293

293:                                              ; preds = %265
  store i32 0, ptr %51, align 4
  br label %294

294:                                              ; preds = %336, %293
  %295 = load i32, ptr %51, align 4
  %296 = icmp slt i32 %295, 4
  br i1 %296, label %297, label %339

297:                                              ; preds = %294
  br label %298

298:                                              ; preds = %297
  %299 = load i32, ptr %51, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %300
  %302 = load double, ptr %301, align 8
  store double %302, ptr %52, align 8
  %303 = load double, ptr %52, align 8
  %304 = fadd double %303, 0x3EB0C6F7A0B5ED8D
  %305 = load i32, ptr %51, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %306
  store double %304, ptr %307, align 8
  %308 = load double, ptr %3, align 8
  %309 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %310 = load [2 x double], ptr %2, align 8
  %311 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 8 %5, i64 24, i1 false)
  %312 = call double @f([2 x double] alignstack(8) %310, double noundef %308, [3 x double] alignstack(8) %311, ptr noundef %54, ptr noundef %309)
  store double %312, ptr %53, align 8
  %313 = load double, ptr %52, align 8
  %314 = fsub double %313, 0x3EB0C6F7A0B5ED8D
  %315 = load i32, ptr %51, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %316
  store double %314, ptr %317, align 8
  %318 = load double, ptr %3, align 8
  %319 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %320 = load [2 x double], ptr %2, align 8
  %321 = load [3 x double], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %5, i64 24, i1 false)
  %322 = call double @f([2 x double] alignstack(8) %320, double noundef %318, [3 x double] alignstack(8) %321, ptr noundef %56, ptr noundef %319)
  store double %322, ptr %55, align 8
  %323 = load double, ptr %52, align 8
  %324 = load i32, ptr %51, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %325
  store double %323, ptr %326, align 8
  %327 = load i32, ptr %51, align 4
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %328
  %330 = load double, ptr %329, align 8
  %331 = load double, ptr %53, align 8
  %332 = load double, ptr %55, align 8
  %333 = fsub double %331, %332
  %334 = fdiv double %333, 2.000000e-06
  call void @check(ptr noundef @.str.8, double noundef %330, double noundef %334)
  br label %335

335:                                              ; preds = %298
  br label %336

336:                                              ; preds = %335
  %337 = load i32, ptr %51, align 4
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %51, align 4
  br label %294, !llvm.loop !8

339:                                              ; preds = %294
  %340 = load i32, ptr @fails, align 4
  %341 = icmp ne i32 %340, 0
  %342 = zext i1 %341 to i64
  %343 = select i1 %341, ptr @.str.10, ptr @.str.11
  %344 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %343)
  %345 = load i32, ptr @fails, align 4
  %346 = icmp ne i32 %345, 0
  %347 = zext i1 %346 to i32
  ret i32 %347
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
