; ModuleID = 'rev/25_struct_byval_ptr.c'
source_filename = "rev/25_struct_byval_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec2 = type { double, double }
%struct.grad3 = type { double, double, double }
%struct.params = type { double, double, double, i32 }
%struct.body = type { double, double, i32, double }

@__const.main.p = private unnamed_addr constant %struct.vec2 { double 8.000000e-01, double -5.000000e-01 }, align 8
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"f_val d/dp.x\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"f_val d/dp.y\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_val d/ds\00", align 1
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"f_cfg d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"f_body d/dpos\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f_body d/dvel\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"f_body d/dmass\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.vec2, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.grad3, align 8
  %6 = alloca %struct.vec2, align 8
  %7 = alloca %struct.vec2, align 8
  %8 = alloca %struct.vec2, align 8
  %9 = alloca %struct.vec2, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.params, align 8
  %12 = alloca [5 x double], align 16
  %13 = alloca [5 x double], align 16
  %14 = alloca [32 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.body, align 8
  %21 = alloca %struct.body, align 8
  %22 = alloca %struct.body, align 8
  %23 = alloca %struct.body, align 8
  %24 = alloca %struct.body, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.p, i64 16, i1 false)
  store double 1.300000e+00, ptr %4, align 8
  %25 = load i32, ptr @enzyme_out, align 4
  %26 = load i32, ptr @enzyme_out, align 4
  %27 = load double, ptr %4, align 8
  %28 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff_3(ptr dead_on_unwind writable sret(%struct.grad3) align 8 %5, ptr noundef @f_val, i32 noundef %25, double %29, double %31, i32 noundef %26, double noundef %27)
  %32 = getelementptr inbounds %struct.vec2, ptr %6, i32 0, i32 0
  %33 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  store double %35, ptr %32, align 8
  %36 = getelementptr inbounds %struct.vec2, ptr %6, i32 0, i32 1
  %37 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  store double %38, ptr %36, align 8
  %39 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 0
  %40 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = fsub double %41, 0x3EB0C6F7A0B5ED8D
  store double %42, ptr %39, align 8
  %43 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 1
  %44 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  store double %45, ptr %43, align 8
  %46 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %4, align 8
  %49 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = call double @f_val(double %50, double %52, double noundef %48)
  %54 = load double, ptr %4, align 8
  %55 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = call double @f_val(double %56, double %58, double noundef %54)
  %60 = fsub double %53, %59
  %61 = fdiv double %60, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %47, double noundef %61)
  %62 = getelementptr inbounds %struct.vec2, ptr %8, i32 0, i32 0
  %63 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  store double %64, ptr %62, align 8
  %65 = getelementptr inbounds %struct.vec2, ptr %8, i32 0, i32 1
  %66 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false)
  %69 = getelementptr inbounds %struct.vec2, ptr %9, i32 0, i32 0
  %70 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds %struct.vec2, ptr %9, i32 0, i32 1
  %73 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = fsub double %74, 0x3EB0C6F7A0B5ED8D
  store double %75, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 16, i1 false)
  %76 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %4, align 8
  %79 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = call double @f_val(double %80, double %82, double noundef %78)
  %84 = load double, ptr %4, align 8
  %85 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = call double @f_val(double %86, double %88, double noundef %84)
  %90 = fsub double %83, %89
  %91 = fdiv double %90, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %77, double noundef %91)
  %92 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 2
  %93 = load double, ptr %92, align 8
  %94 = load double, ptr %4, align 8
  %95 = fadd double %94, 0x3EB0C6F7A0B5ED8D
  %96 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = call double @f_val(double %97, double %99, double noundef %95)
  %101 = load double, ptr %4, align 8
  %102 = fsub double %101, 0x3EB0C6F7A0B5ED8D
  %103 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = call double @f_val(double %104, double %106, double noundef %102)
  %108 = fsub double %100, %107
  %109 = fdiv double %108, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %93, double noundef %109)
  store volatile i32 5, ptr %10, align 4
  %110 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 0
  store double 0x3FE6666666666666, ptr %110, align 8
  %111 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 1
  store double -1.200000e+00, ptr %111, align 8
  %112 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 2
  store double 4.000000e-01, ptr %112, align 8
  %113 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 3
  %114 = load volatile i32, ptr %10, align 4
  store i32 %114, ptr %113, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 40, i1 false)
  %115 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 0
  store double 3.000000e-01, ptr %115, align 16
  %116 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 1
  store double -8.000000e-01, ptr %116, align 8
  %117 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 2
  store double 1.100000e+00, ptr %117, align 16
  %118 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 3
  store double 5.000000e-01, ptr %118, align 8
  %119 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 4
  store double -2.000000e-01, ptr %119, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 40, i1 false)
  %120 = load i32, ptr @enzyme_const, align 4
  %121 = load i32, ptr @enzyme_dup, align 4
  %122 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %123 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 0
  %124 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_cfg, i32 noundef %120, ptr noundef byval(%struct.params) align 8 %11, i32 noundef %121, ptr noundef %122, ptr noundef %123)
  store i32 0, ptr %15, align 4
  br label %125

125:                                              ; preds = %163, %0
  %126 = load i32, ptr %15, align 4
  %127 = icmp slt i32 %126, 5
  br i1 %127, label %128, label %166

128:                                              ; preds = %125
  %129 = load i32, ptr %15, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  store double %132, ptr %16, align 8
  %133 = load double, ptr %16, align 8
  %134 = fadd double %133, 0x3EB0C6F7A0B5ED8D
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %136
  store double %134, ptr %137, align 8
  %138 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %139 = call double @f_cfg(ptr noundef byval(%struct.params) align 8 %11, ptr noundef %138)
  store double %139, ptr %17, align 8
  %140 = load double, ptr %16, align 8
  %141 = fsub double %140, 0x3EB0C6F7A0B5ED8D
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %143
  store double %141, ptr %144, align 8
  %145 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %146 = call double @f_cfg(ptr noundef byval(%struct.params) align 8 %11, ptr noundef %145)
  store double %146, ptr %18, align 8
  %147 = load double, ptr %16, align 8
  %148 = load i32, ptr %15, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %149
  store double %147, ptr %150, align 8
  %151 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %152 = load i32, ptr %15, align 4
  %153 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %151, i64 noundef 32, ptr noundef @.str.3, i32 noundef %152) #6
  %154 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %155 = load i32, ptr %15, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load double, ptr %17, align 8
  %160 = load double, ptr %18, align 8
  %161 = fsub double %159, %160
  %162 = fdiv double %161, 2.000000e-06
  call void @check(ptr noundef %154, double noundef %158, double noundef %162)
  br label %163

163:                                              ; preds = %128
  %164 = load i32, ptr %15, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %15, align 4
  br label %125, !llvm.loop !6

166:                                              ; preds = %125
  store volatile i32 25, ptr %19, align 4
  %167 = getelementptr inbounds %struct.body, ptr %20, i32 0, i32 0
  store double 1.000000e+00, ptr %167, align 8
  %168 = getelementptr inbounds %struct.body, ptr %20, i32 0, i32 1
  store double 2.000000e-01, ptr %168, align 8
  %169 = getelementptr inbounds %struct.body, ptr %20, i32 0, i32 2
  %170 = load volatile i32, ptr %19, align 4
  store i32 %170, ptr %169, align 8
  %171 = getelementptr inbounds %struct.body, ptr %20, i32 0, i32 3
  store double 1.700000e+00, ptr %171, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %20, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %22, i8 0, i64 32, i1 false)
  %172 = load i32, ptr @enzyme_dup, align 4
  %173 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_body, i32 noundef %172, ptr noundef %21, ptr noundef %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %20, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %20, i64 32, i1 false)
  %174 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 0
  %175 = load double, ptr %174, align 8
  %176 = fadd double %175, 0x3EB0C6F7A0B5ED8D
  store double %176, ptr %174, align 8
  %177 = getelementptr inbounds %struct.body, ptr %24, i32 0, i32 0
  %178 = load double, ptr %177, align 8
  %179 = fsub double %178, 0x3EB0C6F7A0B5ED8D
  store double %179, ptr %177, align 8
  %180 = getelementptr inbounds %struct.body, ptr %22, i32 0, i32 0
  %181 = load double, ptr %180, align 8
  %182 = call double @run_body(ptr noundef byval(%struct.body) align 8 %23)
  %183 = call double @run_body(ptr noundef byval(%struct.body) align 8 %24)
  %184 = fsub double %182, %183
  %185 = fdiv double %184, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %181, double noundef %185)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %20, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %20, i64 32, i1 false)
  %186 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 1
  %187 = load double, ptr %186, align 8
  %188 = fadd double %187, 0x3EB0C6F7A0B5ED8D
  store double %188, ptr %186, align 8
  %189 = getelementptr inbounds %struct.body, ptr %24, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = fsub double %190, 0x3EB0C6F7A0B5ED8D
  store double %191, ptr %189, align 8
  %192 = getelementptr inbounds %struct.body, ptr %22, i32 0, i32 1
  %193 = load double, ptr %192, align 8
  %194 = call double @run_body(ptr noundef byval(%struct.body) align 8 %23)
  %195 = call double @run_body(ptr noundef byval(%struct.body) align 8 %24)
  %196 = fsub double %194, %195
  %197 = fdiv double %196, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %193, double noundef %197)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %20, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %20, i64 32, i1 false)
  %198 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 3
  %199 = load double, ptr %198, align 8
  %200 = fadd double %199, 0x3EB0C6F7A0B5ED8D
  store double %200, ptr %198, align 8
  %201 = getelementptr inbounds %struct.body, ptr %24, i32 0, i32 3
  %202 = load double, ptr %201, align 8
  %203 = fsub double %202, 0x3EB0C6F7A0B5ED8D
  store double %203, ptr %201, align 8
  %204 = getelementptr inbounds %struct.body, ptr %22, i32 0, i32 3
  %205 = load double, ptr %204, align 8
  %206 = call double @run_body(ptr noundef byval(%struct.body) align 8 %23)
  %207 = call double @run_body(ptr noundef byval(%struct.body) align 8 %24)
  %208 = fsub double %206, %207
  %209 = fdiv double %208, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %205, double noundef %209)
  %210 = load i32, ptr @fails, align 4
  %211 = icmp ne i32 %210, 0
  %212 = zext i1 %211 to i64
  %213 = select i1 %211, ptr @.str.8, ptr @.str.9
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %213)
  %215 = load i32, ptr @fails, align 4
  %216 = icmp ne i32 %215, 0
  %217 = zext i1 %216 to i32
  ret i32 %217
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @__enzyme_autodiff_3(ptr dead_on_unwind writable sret(%struct.grad3) align 8, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_val(double %0, double %1, double noundef %2) #0 {
  %4 = alloca %struct.vec2, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  store double %2, ptr %5, align 8
  %8 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %5, align 8
  %11 = fmul double %9, %10
  %12 = call double @sin(double noundef %11) #6
  %13 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = load double, ptr %5, align 8
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double %12)
  %20 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = call double @atan2(double noundef %21, double noundef %23) #6
  %25 = fadd double %19, %24
  ret double %25
}

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
  %30 = select i1 %28, ptr @.str.9, ptr @.str.8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_cfg(ptr noundef byval(%struct.params) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %55, %2
  %7 = load i32, ptr %5, align 4
  %8 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 3
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %58

11:                                               ; preds = %6
  %12 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = fmul double %13, %18
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = call double @sin(double noundef %31) #6
  %33 = fmul double %26, %32
  %34 = call double @llvm.fmuladd.f64(double %19, double %24, double %33)
  %35 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 2
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fmul double %36, %41
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, 1
  %46 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 3
  %47 = load i32, ptr %46, align 8
  %48 = srem i32 %45, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %43, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %42, double %51, double %34)
  %53 = load double, ptr %4, align 8
  %54 = fadd double %53, %52
  store double %54, ptr %4, align 8
  br label %55

55:                                               ; preds = %11
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %6, !llvm.loop !8

58:                                               ; preds = %6
  %59 = load double, ptr %4, align 8
  ret double %59
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_body(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %43, %1
  %6 = load i32, ptr %3, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.body, ptr %7, i32 0, i32 2
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %46

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.body, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = fneg double %14
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.body, ptr %16, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fmul double 1.000000e-01, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.body, ptr %20, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fneg double %19
  %25 = call double @llvm.fmuladd.f64(double %24, double %23, double %15)
  store double %25, ptr %4, align 8
  %26 = load double, ptr %4, align 8
  %27 = fmul double 1.000000e-01, %26
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.body, ptr %28, i32 0, i32 3
  %30 = load double, ptr %29, align 8
  %31 = fdiv double %27, %30
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.body, ptr %32, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = fadd double %34, %31
  store double %35, ptr %33, align 8
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.body, ptr %36, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.body, ptr %39, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %38, double %41)
  store double %42, ptr %40, align 8
  br label %43

43:                                               ; preds = %11
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %5, !llvm.loop !9

46:                                               ; preds = %5
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.body, ptr %47, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.body, ptr %50, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = load ptr, ptr %2, align 8
  %54 = getelementptr inbounds %struct.body, ptr %53, i32 0, i32 3
  %55 = load double, ptr %54, align 8
  %56 = fmul double 5.000000e-01, %55
  %57 = load ptr, ptr %2, align 8
  %58 = getelementptr inbounds %struct.body, ptr %57, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = fmul double %56, %59
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds %struct.body, ptr %61, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = fmul double %60, %63
  %65 = call double @llvm.fmuladd.f64(double %49, double %52, double %64)
  ret double %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @run_body(ptr noundef byval(%struct.body) align 8 %0) #0 {
  %2 = call double @f_body(ptr noundef %0)
  ret double %2
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
