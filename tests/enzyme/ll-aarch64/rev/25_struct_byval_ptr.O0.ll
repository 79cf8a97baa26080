; ModuleID = 'rev/25_struct_byval_ptr.c'
source_filename = "rev/25_struct_byval_ptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %12 = alloca [5 x double], align 8
  %13 = alloca [5 x double], align 8
  %14 = alloca [32 x i8], align 1
  %15 = alloca %struct.params, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca %struct.params, align 8
  %20 = alloca double, align 8
  %21 = alloca %struct.params, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.body, align 8
  %24 = alloca %struct.body, align 8
  %25 = alloca %struct.body, align 8
  %26 = alloca %struct.body, align 8
  %27 = alloca %struct.body, align 8
  %28 = alloca %struct.body, align 8
  %29 = alloca %struct.body, align 8
  %30 = alloca %struct.body, align 8
  %31 = alloca %struct.body, align 8
  %32 = alloca %struct.body, align 8
  %33 = alloca %struct.body, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.p, i64 16, i1 false)
  store double 1.300000e+00, ptr %4, align 8
  %34 = load i32, ptr @enzyme_out, align 4
  %35 = load i32, ptr @enzyme_out, align 4
  %36 = load double, ptr %4, align 8
  %37 = load [2 x double], ptr %3, align 8
  %38 = call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef @f_val, i32 noundef %34, [2 x double] alignstack(8) %37, i32 noundef %35, double noundef %36)
  %39 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 0
  %40 = extractvalue %struct.grad3 %38, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 1
  %42 = extractvalue %struct.grad3 %38, 1
  store double %42, ptr %41, align 8
  %43 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 2
  %44 = extractvalue %struct.grad3 %38, 2
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds %struct.vec2, ptr %6, i32 0, i32 0
  %46 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = fadd double %47, 0x3EB0C6F7A0B5ED8D
  store double %48, ptr %45, align 8
  %49 = getelementptr inbounds %struct.vec2, ptr %6, i32 0, i32 1
  %50 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  store double %51, ptr %49, align 8
  %52 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 0
  %53 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = fsub double %54, 0x3EB0C6F7A0B5ED8D
  store double %55, ptr %52, align 8
  %56 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 1
  %57 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  store double %58, ptr %56, align 8
  %59 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %4, align 8
  %62 = load [2 x double], ptr %6, align 8
  %63 = call double @f_val([2 x double] alignstack(8) %62, double noundef %61)
  %64 = load double, ptr %4, align 8
  %65 = load [2 x double], ptr %7, align 8
  %66 = call double @f_val([2 x double] alignstack(8) %65, double noundef %64)
  %67 = fsub double %63, %66
  %68 = fdiv double %67, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %60, double noundef %68)
  %69 = getelementptr inbounds %struct.vec2, ptr %8, i32 0, i32 0
  %70 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds %struct.vec2, ptr %8, i32 0, i32 1
  %73 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  store double %75, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false)
  %76 = getelementptr inbounds %struct.vec2, ptr %9, i32 0, i32 0
  %77 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  store double %78, ptr %76, align 8
  %79 = getelementptr inbounds %struct.vec2, ptr %9, i32 0, i32 1
  %80 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = fsub double %81, 0x3EB0C6F7A0B5ED8D
  store double %82, ptr %79, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 16, i1 false)
  %83 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = load double, ptr %4, align 8
  %86 = load [2 x double], ptr %6, align 8
  %87 = call double @f_val([2 x double] alignstack(8) %86, double noundef %85)
  %88 = load double, ptr %4, align 8
  %89 = load [2 x double], ptr %7, align 8
  %90 = call double @f_val([2 x double] alignstack(8) %89, double noundef %88)
  %91 = fsub double %87, %90
  %92 = fdiv double %91, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %84, double noundef %92)
  %93 = getelementptr inbounds %struct.grad3, ptr %5, i32 0, i32 2
  %94 = load double, ptr %93, align 8
  %95 = load double, ptr %4, align 8
  %96 = fadd double %95, 0x3EB0C6F7A0B5ED8D
  %97 = load [2 x double], ptr %3, align 8
  %98 = call double @f_val([2 x double] alignstack(8) %97, double noundef %96)
  %99 = load double, ptr %4, align 8
  %100 = fsub double %99, 0x3EB0C6F7A0B5ED8D
  %101 = load [2 x double], ptr %3, align 8
  %102 = call double @f_val([2 x double] alignstack(8) %101, double noundef %100)
  %103 = fsub double %98, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %94, double noundef %104)
  store volatile i32 5, ptr %10, align 4
  %105 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 0
  store double 0x3FE6666666666666, ptr %105, align 8
  %106 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 1
  store double -1.200000e+00, ptr %106, align 8
  %107 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 2
  store double 4.000000e-01, ptr %107, align 8
  %108 = getelementptr inbounds %struct.params, ptr %11, i32 0, i32 3
  %109 = load volatile i32, ptr %10, align 4
  store i32 %109, ptr %108, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 40, i1 false)
  %110 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 0
  store double 3.000000e-01, ptr %110, align 8
  %111 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 1
  store double -8.000000e-01, ptr %111, align 8
  %112 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 2
  store double 1.100000e+00, ptr %112, align 8
  %113 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 3
  store double 5.000000e-01, ptr %113, align 8
  %114 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 4
  store double -2.000000e-01, ptr %114, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 40, i1 false)
  %115 = load i32, ptr @enzyme_const, align 4
  %116 = load i32, ptr @enzyme_dup, align 4
  %117 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %118 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %11, i64 32, i1 false)
  %119 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_cfg, i32 noundef %115, ptr noundef %15, i32 noundef %116, ptr noundef %117, ptr noundef %118)
  store i32 0, ptr %16, align 4
  br label %120

120:                                              ; preds = %158, %0
  %121 = load i32, ptr %16, align 4
  %122 = icmp slt i32 %121, 5
  br i1 %122, label %123, label %161

123:                                              ; preds = %120
  %124 = load i32, ptr %16, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  store double %127, ptr %17, align 8
  %128 = load double, ptr %17, align 8
  %129 = fadd double %128, 0x3EB0C6F7A0B5ED8D
  %130 = load i32, ptr %16, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %131
  store double %129, ptr %132, align 8
  %133 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %11, i64 32, i1 false)
  %134 = call double @f_cfg(ptr noundef %19, ptr noundef %133)
  store double %134, ptr %18, align 8
  %135 = load double, ptr %17, align 8
  %136 = fsub double %135, 0x3EB0C6F7A0B5ED8D
  %137 = load i32, ptr %16, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %138
  store double %136, ptr %139, align 8
  %140 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %11, i64 32, i1 false)
  %141 = call double @f_cfg(ptr noundef %21, ptr noundef %140)
  store double %141, ptr %20, align 8
  %142 = load double, ptr %17, align 8
  %143 = load i32, ptr %16, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %144
  store double %142, ptr %145, align 8
  %146 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %147 = load i32, ptr %16, align 4
  %148 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %146, i64 noundef 32, ptr noundef @.str.3, i32 noundef %147) #6
  %149 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %150 = load i32, ptr %16, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = load double, ptr %18, align 8
  %155 = load double, ptr %20, align 8
  %156 = fsub double %154, %155
  %157 = fdiv double %156, 2.000000e-06
  call void @check(ptr noundef %149, double noundef %153, double noundef %157)
  br label %158

158:                                              ; preds = %123
  %159 = load i32, ptr %16, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %16, align 4
  br label %120, !llvm.loop !6

161:                                              ; preds = %120
  store volatile i32 25, ptr %22, align 4
  %162 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 0
  store double 1.000000e+00, ptr %162, align 8
  %163 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 1
  store double 2.000000e-01, ptr %163, align 8
  %164 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 2
  %165 = load volatile i32, ptr %22, align 4
  store i32 %165, ptr %164, align 8
  %166 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 3
  store double 1.700000e+00, ptr %166, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %23, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %25, i8 0, i64 32, i1 false)
  %167 = load i32, ptr @enzyme_dup, align 4
  %168 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_body, i32 noundef %167, ptr noundef %24, ptr noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %23, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %23, i64 32, i1 false)
  %169 = getelementptr inbounds %struct.body, ptr %26, i32 0, i32 0
  %170 = load double, ptr %169, align 8
  %171 = fadd double %170, 0x3EB0C6F7A0B5ED8D
  store double %171, ptr %169, align 8
  %172 = getelementptr inbounds %struct.body, ptr %27, i32 0, i32 0
  %173 = load double, ptr %172, align 8
  %174 = fsub double %173, 0x3EB0C6F7A0B5ED8D
  store double %174, ptr %172, align 8
  %175 = getelementptr inbounds %struct.body, ptr %25, i32 0, i32 0
  %176 = load double, ptr %175, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %26, i64 32, i1 false)
  %177 = call double @run_body(ptr noundef %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %27, i64 32, i1 false)
  %178 = call double @run_body(ptr noundef %29)
  %179 = fsub double %177, %178
  %180 = fdiv double %179, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %176, double noundef %180)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %23, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %23, i64 32, i1 false)
  %181 = getelementptr inbounds %struct.body, ptr %26, i32 0, i32 1
  %182 = load double, ptr %181, align 8
  %183 = fadd double %182, 0x3EB0C6F7A0B5ED8D
  store double %183, ptr %181, align 8
  %184 = getelementptr inbounds %struct.body, ptr %27, i32 0, i32 1
  %185 = load double, ptr %184, align 8
  %186 = fsub double %185, 0x3EB0C6F7A0B5ED8D
  store double %186, ptr %184, align 8
  %187 = getelementptr inbounds %struct.body, ptr %25, i32 0, i32 1
  %188 = load double, ptr %187, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %26, i64 32, i1 false)
  %189 = call double @run_body(ptr noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %27, i64 32, i1 false)
  %190 = call double @run_body(ptr noundef %31)
  %191 = fsub double %189, %190
  %192 = fdiv double %191, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %188, double noundef %192)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %23, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %23, i64 32, i1 false)
  %193 = getelementptr inbounds %struct.body, ptr %26, i32 0, i32 3
  %194 = load double, ptr %193, align 8
  %195 = fadd double %194, 0x3EB0C6F7A0B5ED8D
  store double %195, ptr %193, align 8
  %196 = getelementptr inbounds %struct.body, ptr %27, i32 0, i32 3
  %197 = load double, ptr %196, align 8
  %198 = fsub double %197, 0x3EB0C6F7A0B5ED8D
  store double %198, ptr %196, align 8
  %199 = getelementptr inbounds %struct.body, ptr %25, i32 0, i32 3
  %200 = load double, ptr %199, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %26, i64 32, i1 false)
  %201 = call double @run_body(ptr noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %27, i64 32, i1 false)
  %202 = call double @run_body(ptr noundef %33)
  %203 = fsub double %201, %202
  %204 = fdiv double %203, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %200, double noundef %204)
  %205 = load i32, ptr @fails, align 4
  %206 = icmp ne i32 %205, 0
  %207 = zext i1 %206 to i64
  %208 = select i1 %206, ptr @.str.8, ptr @.str.9
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %208)
  %210 = load i32, ptr @fails, align 4
  %211 = icmp ne i32 %210, 0
  %212 = zext i1 %211 to i32
  ret i32 %212
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_val([2 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.vec2, align 8
  %4 = alloca double, align 8
  store [2 x double] %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = load double, ptr %4, align 8
  %8 = fmul double %6, %7
  %9 = call double @sin(double noundef %8) #6
  %10 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fmul double %11, %13
  %15 = load double, ptr %4, align 8
  %16 = call double @llvm.fmuladd.f64(double %14, double %15, double %9)
  %17 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.vec2, ptr %3, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = call double @atan2(double noundef %18, double noundef %20) #6
  %22 = fadd double %16, %21
  ret double %22
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
define internal double @f_cfg(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %56, %2
  %8 = load i32, ptr %6, align 4
  %9 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 3
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %59

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %14, %19
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @sin(double noundef %32) #6
  %34 = fmul double %27, %33
  %35 = call double @llvm.fmuladd.f64(double %20, double %25, double %34)
  %36 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 2
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fmul double %37, %42
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds %struct.params, ptr %0, i32 0, i32 3
  %48 = load i32, ptr %47, align 8
  %49 = srem i32 %46, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %44, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = call double @llvm.fmuladd.f64(double %43, double %52, double %35)
  %54 = load double, ptr %5, align 8
  %55 = fadd double %54, %53
  store double %55, ptr %5, align 8
  br label %56

56:                                               ; preds = %12
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %7, !llvm.loop !8

59:                                               ; preds = %7
  %60 = load double, ptr %5, align 8
  ret double %60
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
define internal double @run_body(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = call double @f_body(ptr noundef %0)
  ret double %3
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = distinct !{!9, !7}
