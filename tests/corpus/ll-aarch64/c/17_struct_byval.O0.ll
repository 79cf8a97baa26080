; ModuleID = 'c/17_struct_byval.c'
source_filename = "c/17_struct_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.v2 = type { double, double }
%struct.mixed = type { i32, i8, i16, i64 }
%struct.big_rec = type { [20 x i8], double }
%struct.fi = type { float, i32 }
%struct.mat4 = type { [4 x [4 x double]], i32 }

@__const.main.p = private unnamed_addr constant %struct.v2 { double 1.500000e+00, double -2.000000e+00 }, align 8
@__const.main.q = private unnamed_addr constant %struct.v2 { double 2.500000e-01, double 4.000000e+00 }, align 8
@.str = private unnamed_addr constant [27 x i8] c"r = (%.4f, %.4f) dot=%.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"acc = (%.4f, %.4f)\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"fi = %.2f %d\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.mixed { i32 1, i8 97, i16 300, i64 4886718345 }, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"mixed = %d %c %d %llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"trace c=%.6f d=%.6f tags=%d %d\0A\00", align 1
@__const.main.x = private unnamed_addr constant %struct.big_rec { [20 x i8] c"iron\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 7.870000e+00 }, align 8
@__const.main.y = private unnamed_addr constant %struct.big_rec { [20 x i8] c"gold\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.932000e+01 }, align 8
@__const.main.z = private unnamed_addr constant %struct.big_rec { [20 x i8] c"lead\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.134000e+01 }, align 8
@.str.5 = private unnamed_addr constant [20 x i8] c"heaviest = %s %.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.v2, align 8
  %3 = alloca %struct.v2, align 8
  %4 = alloca %struct.v2, align 8
  %5 = alloca %struct.v2, align 8
  %6 = alloca %struct.v2, align 8
  %7 = alloca %struct.v2, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.v2, align 8
  %10 = alloca %struct.v2, align 8
  %11 = alloca %struct.v2, align 8
  %12 = alloca %struct.fi, align 4
  %13 = alloca %struct.mixed, align 8
  %14 = alloca %struct.mixed, align 8
  %15 = alloca %struct.mixed, align 8
  %16 = alloca %struct.mat4, align 8
  %17 = alloca %struct.mat4, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.mat4, align 8
  %21 = alloca %struct.mat4, align 8
  %22 = alloca %struct.mat4, align 8
  %23 = alloca %struct.mat4, align 8
  %24 = alloca %struct.mat4, align 8
  %25 = alloca %struct.mat4, align 8
  %26 = alloca %struct.mat4, align 8
  %27 = alloca %struct.mat4, align 8
  %28 = alloca %struct.mat4, align 8
  %29 = alloca %struct.mat4, align 8
  %30 = alloca %struct.big_rec, align 8
  %31 = alloca %struct.big_rec, align 8
  %32 = alloca %struct.big_rec, align 8
  %33 = alloca %struct.big_rec, align 8
  %34 = alloca %struct.big_rec, align 8
  %35 = alloca %struct.big_rec, align 8
  %36 = alloca %struct.big_rec, align 8
  %37 = alloca %struct.big_rec, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.q, i64 16, i1 false)
  %38 = load [2 x double], ptr %2, align 8
  %39 = call %struct.v2 @v2_scale([2 x double] alignstack(8) %38, double noundef 2.000000e+00)
  %40 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 0
  %41 = extractvalue %struct.v2 %39, 0
  store double %41, ptr %40, align 8
  %42 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 1
  %43 = extractvalue %struct.v2 %39, 1
  store double %43, ptr %42, align 8
  %44 = load [2 x double], ptr %3, align 8
  %45 = call %struct.v2 @v2_rot90([2 x double] alignstack(8) %44)
  %46 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 0
  %47 = extractvalue %struct.v2 %45, 0
  store double %47, ptr %46, align 8
  %48 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 1
  %49 = extractvalue %struct.v2 %45, 1
  store double %49, ptr %48, align 8
  %50 = load [2 x double], ptr %5, align 8
  %51 = load [2 x double], ptr %6, align 8
  %52 = call %struct.v2 @v2_add([2 x double] alignstack(8) %50, [2 x double] alignstack(8) %51)
  %53 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %54 = extractvalue %struct.v2 %52, 0
  store double %54, ptr %53, align 8
  %55 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %56 = extractvalue %struct.v2 %52, 1
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = load [2 x double], ptr %4, align 8
  %62 = load [2 x double], ptr %2, align 8
  %63 = call double @v2_dot([2 x double] alignstack(8) %61, [2 x double] alignstack(8) %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %58, double noundef %60, double noundef %63)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  store i32 0, ptr %8, align 4
  br label %65

65:                                               ; preds = %90, %0
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 10
  br i1 %67, label %68, label %93

68:                                               ; preds = %65
  %69 = getelementptr inbounds %struct.v2, ptr %11, i32 0, i32 0
  %70 = load i32, ptr %8, align 4
  %71 = sitofp i32 %70 to double
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds %struct.v2, ptr %11, i32 0, i32 1
  %73 = load i32, ptr %8, align 4
  %74 = sub nsw i32 0, %73
  %75 = sitofp i32 %74 to double
  %76 = fmul double %75, 5.000000e-01
  store double %76, ptr %72, align 8
  %77 = load [2 x double], ptr %11, align 8
  %78 = call %struct.v2 @v2_scale([2 x double] alignstack(8) %77, double noundef 1.000000e-01)
  %79 = getelementptr inbounds %struct.v2, ptr %10, i32 0, i32 0
  %80 = extractvalue %struct.v2 %78, 0
  store double %80, ptr %79, align 8
  %81 = getelementptr inbounds %struct.v2, ptr %10, i32 0, i32 1
  %82 = extractvalue %struct.v2 %78, 1
  store double %82, ptr %81, align 8
  %83 = load [2 x double], ptr %7, align 8
  %84 = load [2 x double], ptr %10, align 8
  %85 = call %struct.v2 @v2_add([2 x double] alignstack(8) %83, [2 x double] alignstack(8) %84)
  %86 = getelementptr inbounds %struct.v2, ptr %9, i32 0, i32 0
  %87 = extractvalue %struct.v2 %85, 0
  store double %87, ptr %86, align 8
  %88 = getelementptr inbounds %struct.v2, ptr %9, i32 0, i32 1
  %89 = extractvalue %struct.v2 %85, 1
  store double %89, ptr %88, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 16, i1 false)
  br label %90

90:                                               ; preds = %68
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %65, !llvm.loop !6

93:                                               ; preds = %65
  %94 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 0
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %95, double noundef %97)
  %99 = call i64 @fi_make(i32 noundef 7)
  store i64 %99, ptr %12, align 4
  %100 = getelementptr inbounds %struct.fi, ptr %12, i32 0, i32 0
  %101 = load float, ptr %100, align 4
  %102 = fpext float %101 to double
  %103 = getelementptr inbounds %struct.fi, ptr %12, i32 0, i32 1
  %104 = load i32, ptr %103, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %102, i32 noundef %104)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.m, i64 16, i1 false)
  %106 = load [2 x i64], ptr %13, align 8
  %107 = call [2 x i64] @mixed_bump([2 x i64] %106)
  store [2 x i64] %107, ptr %15, align 8
  %108 = load [2 x i64], ptr %15, align 8
  %109 = call [2 x i64] @mixed_bump([2 x i64] %108)
  store [2 x i64] %109, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 16, i1 false)
  %110 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 0
  %111 = load i32, ptr %110, align 8
  %112 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 1
  %113 = load i8, ptr %112, align 4
  %114 = zext i8 %113 to i32
  %115 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 2
  %116 = load i16, ptr %115, align 2
  %117 = sext i16 %116 to i32
  %118 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 3
  %119 = load i64, ptr %118, align 8
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %111, i32 noundef %114, i32 noundef %117, i64 noundef %119)
  call void @mat4_identity(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %16, i32 noundef 1)
  call void @mat4_identity(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %17, i32 noundef 2)
  store i32 0, ptr %18, align 4
  br label %121

121:                                              ; preds = %159, %93
  %122 = load i32, ptr %18, align 4
  %123 = icmp slt i32 %122, 4
  br i1 %123, label %124, label %162

124:                                              ; preds = %121
  store i32 0, ptr %19, align 4
  br label %125

125:                                              ; preds = %155, %124
  %126 = load i32, ptr %19, align 4
  %127 = icmp slt i32 %126, 4
  br i1 %127, label %128, label %158

128:                                              ; preds = %125
  %129 = load i32, ptr %18, align 4
  %130 = load i32, ptr %19, align 4
  %131 = add nsw i32 %129, %130
  %132 = sitofp i32 %131 to double
  %133 = getelementptr inbounds %struct.mat4, ptr %16, i32 0, i32 0
  %134 = load i32, ptr %18, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [4 x [4 x double]], ptr %133, i64 0, i64 %135
  %137 = load i32, ptr %19, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [4 x double], ptr %136, i64 0, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %132, double %140)
  store double %141, ptr %139, align 8
  %142 = load i32, ptr %18, align 4
  %143 = load i32, ptr %19, align 4
  %144 = sub nsw i32 %142, %143
  %145 = sitofp i32 %144 to double
  %146 = getelementptr inbounds %struct.mat4, ptr %17, i32 0, i32 0
  %147 = load i32, ptr %18, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [4 x [4 x double]], ptr %146, i64 0, i64 %148
  %150 = load i32, ptr %19, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x double], ptr %149, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = call double @llvm.fmuladd.f64(double -5.000000e-02, double %145, double %153)
  store double %154, ptr %152, align 8
  br label %155

155:                                              ; preds = %128
  %156 = load i32, ptr %19, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %19, align 4
  br label %125, !llvm.loop !8

158:                                              ; preds = %125
  br label %159

159:                                              ; preds = %158
  %160 = load i32, ptr %18, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %18, align 4
  br label %121, !llvm.loop !9

162:                                              ; preds = %121
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %16, i64 136, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %17, i64 136, i1 false)
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %20, ptr noundef %21, ptr noundef %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %16, i64 136, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %17, i64 136, i1 false)
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %24, ptr noundef %25, ptr noundef %26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %20, i64 136, i1 false)
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %23, ptr noundef %27, ptr noundef %24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %20, i64 136, i1 false)
  %163 = call double @mat4_trace(ptr noundef %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %23, i64 136, i1 false)
  %164 = call double @mat4_trace(ptr noundef %29)
  %165 = getelementptr inbounds %struct.mat4, ptr %20, i32 0, i32 1
  %166 = load i32, ptr %165, align 8
  %167 = getelementptr inbounds %struct.mat4, ptr %23, i32 0, i32 1
  %168 = load i32, ptr %167, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %163, double noundef %164, i32 noundef %166, i32 noundef %168)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 @__const.main.y, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 @__const.main.z, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %30, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %31, i64 32, i1 false)
  call void @heavier(ptr dead_on_unwind writable sret(%struct.big_rec) align 8 %34, ptr noundef %35, ptr noundef %36)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %32, i64 32, i1 false)
  call void @heavier(ptr dead_on_unwind writable sret(%struct.big_rec) align 8 %33, ptr noundef %34, ptr noundef %37)
  %170 = getelementptr inbounds %struct.big_rec, ptr %33, i32 0, i32 0
  %171 = getelementptr inbounds [20 x i8], ptr %170, i64 0, i64 0
  %172 = getelementptr inbounds %struct.big_rec, ptr %33, i32 0, i32 1
  %173 = load double, ptr %172, align 8
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %171, double noundef %173)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.v2 @v2_add([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.v2, align 8
  %4 = alloca %struct.v2, align 8
  %5 = alloca %struct.v2, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = load %struct.v2, ptr %3, align 8
  ret %struct.v2 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.v2 @v2_scale([2 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.v2, align 8
  %4 = alloca %struct.v2, align 8
  %5 = alloca double, align 8
  store [2 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %11, align 8
  %16 = load %struct.v2, ptr %3, align 8
  ret %struct.v2 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.v2 @v2_rot90([2 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.v2, align 8
  %3 = alloca %struct.v2, align 8
  store [2 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fneg double %5
  %7 = getelementptr inbounds %struct.v2, ptr %2, i32 0, i32 0
  store double %6, ptr %7, align 8
  %8 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.v2, ptr %2, i32 0, i32 1
  store double %9, ptr %10, align 8
  %11 = load %struct.v2, ptr %2, align 8
  ret %struct.v2 %11
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @v2_dot([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.v2, align 8
  %4 = alloca %struct.v2, align 8
  store [2 x double] %0, ptr %3, align 8
  store [2 x double] %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = call double @llvm.fmuladd.f64(double %6, double %8, double %13)
  ret double %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi_make(i32 noundef %0) #0 {
  %2 = alloca %struct.fi, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.fi, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 5.000000e-01
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.fi, ptr %2, i32 0, i32 1
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 3
  store i32 %10, ptr %8, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @mixed_bump([2 x i64] %0) #0 {
  %2 = alloca %struct.mixed, align 8
  %3 = alloca %struct.mixed, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 1
  %8 = load i8, ptr %7, align 4
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %9, 1
  %11 = trunc i32 %10 to i8
  %12 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 1
  store i8 %11, ptr %12, align 4
  %13 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 2
  %14 = load i16, ptr %13, align 2
  %15 = sext i16 %14 to i32
  %16 = mul nsw i32 %15, 2
  %17 = trunc i32 %16 to i16
  %18 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 2
  store i16 %17, ptr %18, align 2
  %19 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 3
  %20 = load i64, ptr %19, align 8
  %21 = shl i64 %20, 4
  store i64 %21, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %22 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat4_identity(ptr dead_on_unwind noalias writable sret(%struct.mat4) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 136, i1 false)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x [4 x double]], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %14
  store double 1.000000e+00, ptr %15, align 8
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !10

19:                                               ; preds = %5
  %20 = load i32, ptr %3, align 4
  %21 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 1
  store i32 %20, ptr %21, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat4_mul(ptr dead_on_unwind noalias writable sret(%struct.mat4) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
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

10:                                               ; preds = %56, %3
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %59

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %52, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %55

17:                                               ; preds = %14
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %40, %17
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %43

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.mat4, ptr %1, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x [4 x double]], ptr %22, i64 0, i64 %24
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds %struct.mat4, ptr %2, i32 0, i32 0
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x [4 x double]], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %8, align 8
  %39 = call double @llvm.fmuladd.f64(double %29, double %37, double %38)
  store double %39, ptr %8, align 8
  br label %40

40:                                               ; preds = %21
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %9, align 4
  br label %18, !llvm.loop !11

43:                                               ; preds = %18
  %44 = load double, ptr %8, align 8
  %45 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x [4 x double]], ptr %45, i64 0, i64 %47
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 %50
  store double %44, ptr %51, align 8
  br label %52

52:                                               ; preds = %43
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %14, !llvm.loop !12

55:                                               ; preds = %14
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %10, !llvm.loop !13

59:                                               ; preds = %10
  %60 = getelementptr inbounds %struct.mat4, ptr %1, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = mul nsw i32 %61, 10
  %63 = getelementptr inbounds %struct.mat4, ptr %2, i32 0, i32 1
  %64 = load i32, ptr %63, align 8
  %65 = add nsw i32 %62, %64
  %66 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 1
  store i32 %65, ptr %66, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mat4_trace(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds [4 x [4 x double]], ptr %3, i64 0, i64 0
  %5 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds [4 x [4 x double]], ptr %7, i64 0, i64 1
  %9 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 1
  %10 = load double, ptr %9, align 8
  %11 = fadd double %6, %10
  %12 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds [4 x [4 x double]], ptr %12, i64 0, i64 2
  %14 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 2
  %15 = load double, ptr %14, align 8
  %16 = fadd double %11, %15
  %17 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %18 = getelementptr inbounds [4 x [4 x double]], ptr %17, i64 0, i64 3
  %19 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 3
  %20 = load double, ptr %19, align 8
  %21 = fadd double %16, %20
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heavier(ptr dead_on_unwind noalias writable sret(%struct.big_rec) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.big_rec, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.big_rec, ptr %2, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fcmp oge double %7, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  br label %13

12:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 32, i1 false)
  br label %13

13:                                               ; preds = %12, %11
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
