; ModuleID = 'c/17_struct_byval.c'
source_filename = "c/17_struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %23 = alloca %struct.big_rec, align 8
  %24 = alloca %struct.big_rec, align 8
  %25 = alloca %struct.big_rec, align 8
  %26 = alloca %struct.big_rec, align 8
  %27 = alloca %struct.big_rec, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.q, i64 16, i1 false)
  %28 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = call { double, double } @v2_scale(double %29, double %31, double noundef 2.000000e+00)
  %33 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %34 = extractvalue { double, double } %32, 0
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %36 = extractvalue { double, double } %32, 1
  store double %36, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = call { double, double } @v2_rot90(double %38, double %40)
  %42 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %43 = extractvalue { double, double } %41, 0
  store double %43, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %45 = extractvalue { double, double } %41, 1
  store double %45, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = call { double, double } @v2_add(double %47, double %49, double %51, double %53)
  %55 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %56 = extractvalue { double, double } %54, 0
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %58 = extractvalue { double, double } %54, 1
  store double %58, ptr %57, align 8
  %59 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %70 = load double, ptr %69, align 8
  %71 = call double @v2_dot(double %64, double %66, double %68, double %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %60, double noundef %62, double noundef %71)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  store i32 0, ptr %8, align 4
  br label %73

73:                                               ; preds = %107, %0
  %74 = load i32, ptr %8, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %110

76:                                               ; preds = %73
  %77 = getelementptr inbounds %struct.v2, ptr %11, i32 0, i32 0
  %78 = load i32, ptr %8, align 4
  %79 = sitofp i32 %78 to double
  store double %79, ptr %77, align 8
  %80 = getelementptr inbounds %struct.v2, ptr %11, i32 0, i32 1
  %81 = load i32, ptr %8, align 4
  %82 = sub nsw i32 0, %81
  %83 = sitofp i32 %82 to double
  %84 = fmul double %83, 5.000000e-01
  store double %84, ptr %80, align 8
  %85 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = call { double, double } @v2_scale(double %86, double %88, double noundef 1.000000e-01)
  %90 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %91 = extractvalue { double, double } %89, 0
  store double %91, ptr %90, align 8
  %92 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %93 = extractvalue { double, double } %89, 1
  store double %93, ptr %92, align 8
  %94 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = call { double, double } @v2_add(double %95, double %97, double %99, double %101)
  %103 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %104 = extractvalue { double, double } %102, 0
  store double %104, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %106 = extractvalue { double, double } %102, 1
  store double %106, ptr %105, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 16, i1 false)
  br label %107

107:                                              ; preds = %76
  %108 = load i32, ptr %8, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %8, align 4
  br label %73, !llvm.loop !6

110:                                              ; preds = %73
  %111 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %112, double noundef %114)
  %116 = call i64 @fi_make(i32 noundef 7)
  store i64 %116, ptr %12, align 4
  %117 = getelementptr inbounds %struct.fi, ptr %12, i32 0, i32 0
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = getelementptr inbounds %struct.fi, ptr %12, i32 0, i32 1
  %121 = load i32, ptr %120, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %119, i32 noundef %121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.m, i64 16, i1 false)
  %123 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  %127 = call { i64, i64 } @mixed_bump(i64 %124, i64 %126)
  %128 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %129 = extractvalue { i64, i64 } %127, 0
  store i64 %129, ptr %128, align 8
  %130 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %131 = extractvalue { i64, i64 } %127, 1
  store i64 %131, ptr %130, align 8
  %132 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  %136 = call { i64, i64 } @mixed_bump(i64 %133, i64 %135)
  %137 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %138 = extractvalue { i64, i64 } %136, 0
  store i64 %138, ptr %137, align 8
  %139 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %140 = extractvalue { i64, i64 } %136, 1
  store i64 %140, ptr %139, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 16, i1 false)
  %141 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 0
  %142 = load i32, ptr %141, align 8
  %143 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 1
  %144 = load i8, ptr %143, align 4
  %145 = sext i8 %144 to i32
  %146 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 2
  %147 = load i16, ptr %146, align 2
  %148 = sext i16 %147 to i32
  %149 = getelementptr inbounds %struct.mixed, ptr %13, i32 0, i32 3
  %150 = load i64, ptr %149, align 8
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %142, i32 noundef %145, i32 noundef %148, i64 noundef %150)
  call void @mat4_identity(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %16, i32 noundef 1)
  call void @mat4_identity(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %17, i32 noundef 2)
  store i32 0, ptr %18, align 4
  br label %152

152:                                              ; preds = %190, %110
  %153 = load i32, ptr %18, align 4
  %154 = icmp slt i32 %153, 4
  br i1 %154, label %155, label %193

155:                                              ; preds = %152
  store i32 0, ptr %19, align 4
  br label %156

156:                                              ; preds = %186, %155
  %157 = load i32, ptr %19, align 4
  %158 = icmp slt i32 %157, 4
  br i1 %158, label %159, label %189

159:                                              ; preds = %156
  %160 = load i32, ptr %18, align 4
  %161 = load i32, ptr %19, align 4
  %162 = add nsw i32 %160, %161
  %163 = sitofp i32 %162 to double
  %164 = getelementptr inbounds %struct.mat4, ptr %16, i32 0, i32 0
  %165 = load i32, ptr %18, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [4 x [4 x double]], ptr %164, i64 0, i64 %166
  %168 = load i32, ptr %19, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [4 x double], ptr %167, i64 0, i64 %169
  %171 = load double, ptr %170, align 8
  %172 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %163, double %171)
  store double %172, ptr %170, align 8
  %173 = load i32, ptr %18, align 4
  %174 = load i32, ptr %19, align 4
  %175 = sub nsw i32 %173, %174
  %176 = sitofp i32 %175 to double
  %177 = getelementptr inbounds %struct.mat4, ptr %17, i32 0, i32 0
  %178 = load i32, ptr %18, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [4 x [4 x double]], ptr %177, i64 0, i64 %179
  %181 = load i32, ptr %19, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [4 x double], ptr %180, i64 0, i64 %182
  %184 = load double, ptr %183, align 8
  %185 = call double @llvm.fmuladd.f64(double -5.000000e-02, double %176, double %184)
  store double %185, ptr %183, align 8
  br label %186

186:                                              ; preds = %159
  %187 = load i32, ptr %19, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %19, align 4
  br label %156, !llvm.loop !8

189:                                              ; preds = %156
  br label %190

190:                                              ; preds = %189
  %191 = load i32, ptr %18, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %18, align 4
  br label %152, !llvm.loop !9

193:                                              ; preds = %152
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %20, ptr noundef byval(%struct.mat4) align 8 %16, ptr noundef byval(%struct.mat4) align 8 %17)
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %22, ptr noundef byval(%struct.mat4) align 8 %16, ptr noundef byval(%struct.mat4) align 8 %17)
  call void @mat4_mul(ptr dead_on_unwind writable sret(%struct.mat4) align 8 %21, ptr noundef byval(%struct.mat4) align 8 %20, ptr noundef byval(%struct.mat4) align 8 %22)
  %194 = call double @mat4_trace(ptr noundef byval(%struct.mat4) align 8 %20)
  %195 = call double @mat4_trace(ptr noundef byval(%struct.mat4) align 8 %21)
  %196 = getelementptr inbounds %struct.mat4, ptr %20, i32 0, i32 1
  %197 = load i32, ptr %196, align 8
  %198 = getelementptr inbounds %struct.mat4, ptr %21, i32 0, i32 1
  %199 = load i32, ptr %198, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %194, double noundef %195, i32 noundef %197, i32 noundef %199)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.x, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 @__const.main.y, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 @__const.main.z, i64 32, i1 false)
  call void @heavier(ptr dead_on_unwind writable sret(%struct.big_rec) align 8 %27, ptr noundef byval(%struct.big_rec) align 8 %23, ptr noundef byval(%struct.big_rec) align 8 %24)
  call void @heavier(ptr dead_on_unwind writable sret(%struct.big_rec) align 8 %26, ptr noundef byval(%struct.big_rec) align 8 %27, ptr noundef byval(%struct.big_rec) align 8 %25)
  %201 = getelementptr inbounds %struct.big_rec, ptr %26, i32 0, i32 0
  %202 = getelementptr inbounds [20 x i8], ptr %201, i64 0, i64 0
  %203 = getelementptr inbounds %struct.big_rec, ptr %26, i32 0, i32 1
  %204 = load double, ptr %203, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %202, double noundef %204)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @v2_add(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.v2, align 8
  %6 = alloca %struct.v2, align 8
  %7 = alloca %struct.v2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.v2, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @v2_scale(double %0, double %1, double noundef %2) #0 {
  %4 = alloca %struct.v2, align 8
  %5 = alloca %struct.v2, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  store double %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %6, align 8
  %13 = fmul double %11, %12
  store double %13, ptr %9, align 8
  %14 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %15 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %6, align 8
  %18 = fmul double %16, %17
  store double %18, ptr %14, align 8
  %19 = load { double, double }, ptr %4, align 8
  ret { double, double } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @v2_rot90(double %0, double %1) #0 {
  %3 = alloca %struct.v2, align 8
  %4 = alloca %struct.v2, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  %10 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 0
  store double %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.v2, ptr %4, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.v2, ptr %3, i32 0, i32 1
  store double %12, ptr %13, align 8
  %14 = load { double, double }, ptr %3, align 8
  ret { double, double } %14
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @v2_dot(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.v2, align 8
  %6 = alloca %struct.v2, align 8
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %2, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %3, ptr %10, align 8
  %11 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.v2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.v2, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fmul double %16, %18
  %20 = call double @llvm.fmuladd.f64(double %12, double %14, double %19)
  ret double %20
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
define internal { i64, i64 } @mixed_bump(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.mixed, align 8
  %4 = alloca %struct.mixed, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  %11 = load i8, ptr %10, align 4
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %12, 1
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  store i8 %14, ptr %15, align 4
  %16 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 2
  %17 = load i16, ptr %16, align 2
  %18 = sext i16 %17 to i32
  %19 = mul nsw i32 %18, 2
  %20 = trunc i32 %19 to i16
  %21 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 2
  store i16 %20, ptr %21, align 2
  %22 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 3
  %23 = load i64, ptr %22, align 8
  %24 = shl i64 %23, 4
  store i64 %24, ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %25 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %25
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
define internal void @mat4_mul(ptr dead_on_unwind noalias writable sret(%struct.mat4) align 8 %0, ptr noundef byval(%struct.mat4) align 8 %1, ptr noundef byval(%struct.mat4) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %54, %3
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %57

11:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %50, %11
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %53

15:                                               ; preds = %12
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %38, %15
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %41

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.mat4, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x [4 x double]], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.mat4, ptr %2, i32 0, i32 0
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x [4 x double]], ptr %28, i64 0, i64 %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load double, ptr %6, align 8
  %37 = call double @llvm.fmuladd.f64(double %27, double %35, double %36)
  store double %37, ptr %6, align 8
  br label %38

38:                                               ; preds = %19
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %16, !llvm.loop !11

41:                                               ; preds = %16
  %42 = load double, ptr %6, align 8
  %43 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 %48
  store double %42, ptr %49, align 8
  br label %50

50:                                               ; preds = %41
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %12, !llvm.loop !12

53:                                               ; preds = %12
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %8, !llvm.loop !13

57:                                               ; preds = %8
  %58 = getelementptr inbounds %struct.mat4, ptr %1, i32 0, i32 1
  %59 = load i32, ptr %58, align 8
  %60 = mul nsw i32 %59, 10
  %61 = getelementptr inbounds %struct.mat4, ptr %2, i32 0, i32 1
  %62 = load i32, ptr %61, align 8
  %63 = add nsw i32 %60, %62
  %64 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 1
  store i32 %63, ptr %64, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mat4_trace(ptr noundef byval(%struct.mat4) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds [4 x [4 x double]], ptr %2, i64 0, i64 0
  %4 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 1
  %8 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 1
  %9 = load double, ptr %8, align 8
  %10 = fadd double %5, %9
  %11 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %12 = getelementptr inbounds [4 x [4 x double]], ptr %11, i64 0, i64 2
  %13 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 2
  %14 = load double, ptr %13, align 8
  %15 = fadd double %10, %14
  %16 = getelementptr inbounds %struct.mat4, ptr %0, i32 0, i32 0
  %17 = getelementptr inbounds [4 x [4 x double]], ptr %16, i64 0, i64 3
  %18 = getelementptr inbounds [4 x double], ptr %17, i64 0, i64 3
  %19 = load double, ptr %18, align 8
  %20 = fadd double %15, %19
  ret double %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heavier(ptr dead_on_unwind noalias writable sret(%struct.big_rec) align 8 %0, ptr noundef byval(%struct.big_rec) align 8 %1, ptr noundef byval(%struct.big_rec) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.big_rec, ptr %1, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.big_rec, ptr %2, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fcmp oge double %5, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  br label %11

10:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 32, i1 false)
  br label %11

11:                                               ; preds = %10, %9
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
