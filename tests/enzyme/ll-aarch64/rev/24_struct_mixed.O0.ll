; ModuleID = 'rev/24_struct_mixed.c'
source_filename = "rev/24_struct_mixed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.item = type { i32, double, double }

@base = internal global [5 x %struct.item] zeroinitializer, align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"score d/dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"score d/dv[%d]\00", align 1
@c = internal constant [5 x double] [double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01, double 1.500000e+00, double -1.100000e+00], align 8
@enzyme_out = external global i32, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"update d/dlr\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"update d/dw[%d]\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"update d/dv[%d]\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [5 x %struct.item], align 8
  %7 = alloca [5 x %struct.item], align 8
  %8 = alloca [32 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %17 = load volatile i32, ptr %3, align 4
  store i32 %17, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %48, %0
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %51

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = mul nsw i32 2, %22
  %24 = add nsw i32 %23, 1
  %25 = load i32, ptr %5, align 4
  %26 = icmp eq i32 %25, 2
  %27 = zext i1 %26 to i32
  %28 = sub nsw i32 %24, %27
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [5 x %struct.item], ptr @base, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.item, ptr %31, i32 0, i32 0
  store i32 %28, ptr %32, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sitofp i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %34, double 5.000000e-01)
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x %struct.item], ptr @base, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.item, ptr %38, i32 0, i32 1
  store double %35, ptr %39, align 8
  %40 = load i32, ptr %5, align 4
  %41 = sitofp i32 %40 to double
  %42 = fmul double 1.100000e+00, %41
  %43 = call double @cos(double noundef %42) #6
  %44 = load i32, ptr %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [5 x %struct.item], ptr @base, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.item, ptr %46, i32 0, i32 2
  store double %43, ptr %47, align 8
  br label %48

48:                                               ; preds = %21
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %18, !llvm.loop !6

51:                                               ; preds = %18
  %52 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 8 @base, i64 120, i1 false)
  %53 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %53, i8 0, i64 120, i1 false)
  %54 = load i32, ptr @enzyme_dup, align 4
  %55 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %56 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 0
  %57 = load i32, ptr @enzyme_const, align 4
  %58 = load i32, ptr %4, align 4
  %59 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @score, i32 noundef %54, ptr noundef %55, ptr noundef %56, i32 noundef %57, i32 noundef %58)
  store i32 0, ptr %9, align 4
  br label %60

60:                                               ; preds = %146, %51
  %61 = load i32, ptr %9, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %149

63:                                               ; preds = %60
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.item, ptr %66, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  store double %68, ptr %10, align 8
  %69 = load double, ptr %10, align 8
  %70 = fadd double %69, 0x3EB0C6F7A0B5ED8D
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %72
  %74 = getelementptr inbounds %struct.item, ptr %73, i32 0, i32 1
  store double %70, ptr %74, align 8
  %75 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %76 = load i32, ptr %4, align 4
  %77 = call double @score(ptr noundef %75, i32 noundef %76)
  store double %77, ptr %11, align 8
  %78 = load double, ptr %10, align 8
  %79 = fsub double %78, 0x3EB0C6F7A0B5ED8D
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %81
  %83 = getelementptr inbounds %struct.item, ptr %82, i32 0, i32 1
  store double %79, ptr %83, align 8
  %84 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %85 = load i32, ptr %4, align 4
  %86 = call double @score(ptr noundef %84, i32 noundef %85)
  store double %86, ptr %12, align 8
  %87 = load double, ptr %10, align 8
  %88 = load i32, ptr %9, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %89
  %91 = getelementptr inbounds %struct.item, ptr %90, i32 0, i32 1
  store double %87, ptr %91, align 8
  %92 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %93 = load i32, ptr %9, align 4
  %94 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %92, i64 noundef 32, ptr noundef @.str, i32 noundef %93) #6
  %95 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %96 = load i32, ptr %9, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %97
  %99 = getelementptr inbounds %struct.item, ptr %98, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = load double, ptr %11, align 8
  %102 = load double, ptr %12, align 8
  %103 = fsub double %101, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @check(ptr noundef %95, double noundef %100, double noundef %104)
  %105 = load i32, ptr %9, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %106
  %108 = getelementptr inbounds %struct.item, ptr %107, i32 0, i32 2
  %109 = load double, ptr %108, align 8
  store double %109, ptr %10, align 8
  %110 = load double, ptr %10, align 8
  %111 = fadd double %110, 0x3EB0C6F7A0B5ED8D
  %112 = load i32, ptr %9, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %113
  %115 = getelementptr inbounds %struct.item, ptr %114, i32 0, i32 2
  store double %111, ptr %115, align 8
  %116 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %117 = load i32, ptr %4, align 4
  %118 = call double @score(ptr noundef %116, i32 noundef %117)
  store double %118, ptr %11, align 8
  %119 = load double, ptr %10, align 8
  %120 = fsub double %119, 0x3EB0C6F7A0B5ED8D
  %121 = load i32, ptr %9, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %122
  %124 = getelementptr inbounds %struct.item, ptr %123, i32 0, i32 2
  store double %120, ptr %124, align 8
  %125 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %126 = load i32, ptr %4, align 4
  %127 = call double @score(ptr noundef %125, i32 noundef %126)
  store double %127, ptr %12, align 8
  %128 = load double, ptr %10, align 8
  %129 = load i32, ptr %9, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %130
  %132 = getelementptr inbounds %struct.item, ptr %131, i32 0, i32 2
  store double %128, ptr %132, align 8
  %133 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %134 = load i32, ptr %9, align 4
  %135 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %133, i64 noundef 32, ptr noundef @.str.1, i32 noundef %134) #6
  %136 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %137 = load i32, ptr %9, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %138
  %140 = getelementptr inbounds %struct.item, ptr %139, i32 0, i32 2
  %141 = load double, ptr %140, align 8
  %142 = load double, ptr %11, align 8
  %143 = load double, ptr %12, align 8
  %144 = fsub double %142, %143
  %145 = fdiv double %144, 2.000000e-06
  call void @check(ptr noundef %136, double noundef %141, double noundef %145)
  br label %146

146:                                              ; preds = %63
  %147 = load i32, ptr %9, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %9, align 4
  br label %60, !llvm.loop !8

149:                                              ; preds = %60
  store double 1.500000e-01, ptr %13, align 8
  %150 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %150, i8 0, i64 120, i1 false)
  store i32 0, ptr %14, align 4
  br label %151

151:                                              ; preds = %163, %149
  %152 = load i32, ptr %14, align 4
  %153 = icmp slt i32 %152, 5
  br i1 %153, label %154, label %166

154:                                              ; preds = %151
  %155 = load i32, ptr %14, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [5 x double], ptr @c, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load i32, ptr %14, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %160
  %162 = getelementptr inbounds %struct.item, ptr %161, i32 0, i32 2
  store double %158, ptr %162, align 8
  br label %163

163:                                              ; preds = %154
  %164 = load i32, ptr %14, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %14, align 4
  br label %151, !llvm.loop !9

166:                                              ; preds = %151
  %167 = load i32, ptr @enzyme_dup, align 4
  %168 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 0
  %169 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 0
  %170 = load i32, ptr @enzyme_const, align 4
  %171 = load i32, ptr %4, align 4
  %172 = load i32, ptr @enzyme_out, align 4
  %173 = load double, ptr %13, align 8
  %174 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @update, i32 noundef %167, ptr noundef %168, ptr noundef %169, i32 noundef %170, i32 noundef %171, i32 noundef %172, double noundef %173)
  store double %174, ptr %15, align 8
  %175 = load double, ptr %15, align 8
  %176 = load double, ptr %13, align 8
  %177 = fadd double %176, 0x3EB0C6F7A0B5ED8D
  %178 = call double @upd_loss(i32 noundef 0, i32 noundef 2, double noundef 0.000000e+00, double noundef %177)
  %179 = load double, ptr %13, align 8
  %180 = fsub double %179, 0x3EB0C6F7A0B5ED8D
  %181 = call double @upd_loss(i32 noundef 0, i32 noundef 2, double noundef 0.000000e+00, double noundef %180)
  %182 = fsub double %178, %181
  %183 = fdiv double %182, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %175, double noundef %183)
  store i32 0, ptr %16, align 4
  br label %184

184:                                              ; preds = %222, %166
  %185 = load i32, ptr %16, align 4
  %186 = icmp slt i32 %185, 5
  br i1 %186, label %187, label %225

187:                                              ; preds = %184
  %188 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %189 = load i32, ptr %16, align 4
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %188, i64 noundef 32, ptr noundef @.str.3, i32 noundef %189) #6
  %191 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %192 = load i32, ptr %16, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %193
  %195 = getelementptr inbounds %struct.item, ptr %194, i32 0, i32 1
  %196 = load double, ptr %195, align 8
  %197 = load i32, ptr %16, align 4
  %198 = load double, ptr %13, align 8
  %199 = call double @upd_loss(i32 noundef %197, i32 noundef 0, double noundef 0x3EB0C6F7A0B5ED8D, double noundef %198)
  %200 = load i32, ptr %16, align 4
  %201 = load double, ptr %13, align 8
  %202 = call double @upd_loss(i32 noundef %200, i32 noundef 0, double noundef 0xBEB0C6F7A0B5ED8D, double noundef %201)
  %203 = fsub double %199, %202
  %204 = fdiv double %203, 2.000000e-06
  call void @check(ptr noundef %191, double noundef %196, double noundef %204)
  %205 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %206 = load i32, ptr %16, align 4
  %207 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %205, i64 noundef 32, ptr noundef @.str.4, i32 noundef %206) #6
  %208 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %209 = load i32, ptr %16, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %210
  %212 = getelementptr inbounds %struct.item, ptr %211, i32 0, i32 2
  %213 = load double, ptr %212, align 8
  %214 = load i32, ptr %16, align 4
  %215 = load double, ptr %13, align 8
  %216 = call double @upd_loss(i32 noundef %214, i32 noundef 1, double noundef 0x3EB0C6F7A0B5ED8D, double noundef %215)
  %217 = load i32, ptr %16, align 4
  %218 = load double, ptr %13, align 8
  %219 = call double @upd_loss(i32 noundef %217, i32 noundef 1, double noundef 0xBEB0C6F7A0B5ED8D, double noundef %218)
  %220 = fsub double %216, %219
  %221 = fdiv double %220, 2.000000e-06
  call void @check(ptr noundef %208, double noundef %213, double noundef %221)
  br label %222

222:                                              ; preds = %187
  %223 = load i32, ptr %16, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %16, align 4
  br label %184, !llvm.loop !10

225:                                              ; preds = %184
  %226 = load i32, ptr @fails, align 4
  %227 = icmp ne i32 %226, 0
  %228 = zext i1 %227 to i64
  %229 = select i1 %227, ptr @.str.6, ptr @.str.7
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %229)
  %231 = load i32, ptr @fails, align 4
  %232 = icmp ne i32 %231, 0
  %233 = zext i1 %232 to i32
  ret i32 %233
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @score(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %68, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %71

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.item, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.item, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.item, ptr %18, i64 %20
  %22 = getelementptr inbounds %struct.item, ptr %21, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.item, ptr %24, i64 %26
  %28 = getelementptr inbounds %struct.item, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 8
  %30 = srem i32 %29, 3
  %31 = add nsw i32 %30, 1
  %32 = sitofp i32 %31 to double
  %33 = fmul double %23, %32
  %34 = call double @sin(double noundef %33) #6
  %35 = load double, ptr %5, align 8
  %36 = call double @llvm.fmuladd.f64(double %17, double %34, double %35)
  store double %36, ptr %5, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.item, ptr %37, i64 %39
  %41 = getelementptr inbounds %struct.item, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = and i32 %42, 1
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %67

45:                                               ; preds = %11
  %46 = load ptr, ptr %3, align 8
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.item, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.item, ptr %49, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = load i32, ptr %6, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.item, ptr %52, i64 %54
  %56 = getelementptr inbounds %struct.item, ptr %55, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fmul double %51, %57
  %59 = load ptr, ptr %3, align 8
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds %struct.item, ptr %59, i64 %61
  %63 = getelementptr inbounds %struct.item, ptr %62, i32 0, i32 2
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %5, align 8
  %66 = call double @llvm.fmuladd.f64(double %58, double %64, double %65)
  store double %66, ptr %5, align 8
  br label %67

67:                                               ; preds = %45, %11
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %6, align 4
  br label %7, !llvm.loop !11

71:                                               ; preds = %7
  %72 = load double, ptr %5, align 8
  ret double %72
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
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %53, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load double, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.item, ptr %14, i64 %16
  %18 = getelementptr inbounds %struct.item, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %13, %19
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.item, ptr %21, i64 %23
  %25 = getelementptr inbounds %struct.item, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 8
  %27 = sitofp i32 %26 to double
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %6, align 8
  %30 = fmul double %28, %29
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.item, ptr %31, i64 %33
  %35 = getelementptr inbounds %struct.item, ptr %34, i32 0, i32 2
  %36 = load double, ptr %35, align 8
  %37 = fmul double %30, %36
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.item, ptr %38, i64 %40
  %42 = getelementptr inbounds %struct.item, ptr %41, i32 0, i32 2
  %43 = load double, ptr %42, align 8
  %44 = fmul double %37, %43
  %45 = call double @llvm.fmuladd.f64(double %20, double %27, double %44)
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.item, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.item, ptr %49, i32 0, i32 2
  %51 = load double, ptr %50, align 8
  %52 = fsub double %51, %45
  store double %52, ptr %50, align 8
  br label %53

53:                                               ; preds = %12
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %8, !llvm.loop !12

56:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @upd_loss(i32 noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [5 x %struct.item], align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %12 = getelementptr inbounds [5 x %struct.item], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @base, i64 120, i1 false)
  %13 = load i32, ptr %6, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %4
  %16 = load double, ptr %7, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x %struct.item], ptr %9, i64 0, i64 %18
  %20 = getelementptr inbounds %struct.item, ptr %19, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fadd double %21, %16
  store double %22, ptr %20, align 8
  br label %35

23:                                               ; preds = %4
  %24 = load i32, ptr %6, align 4
  %25 = icmp eq i32 %24, 1
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  %27 = load double, ptr %7, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x %struct.item], ptr %9, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.item, ptr %30, i32 0, i32 2
  %32 = load double, ptr %31, align 8
  %33 = fadd double %32, %27
  store double %33, ptr %31, align 8
  br label %34

34:                                               ; preds = %26, %23
  br label %35

35:                                               ; preds = %34, %15
  %36 = getelementptr inbounds [5 x %struct.item], ptr %9, i64 0, i64 0
  %37 = load double, ptr %8, align 8
  call void @update(ptr noundef %36, i32 noundef 5, double noundef %37)
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %53, %35
  %39 = load i32, ptr %11, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %56

41:                                               ; preds = %38
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x double], ptr @c, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [5 x %struct.item], ptr %9, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.item, ptr %48, i32 0, i32 2
  %50 = load double, ptr %49, align 8
  %51 = load double, ptr %10, align 8
  %52 = call double @llvm.fmuladd.f64(double %45, double %50, double %51)
  store double %52, ptr %10, align 8
  br label %53

53:                                               ; preds = %41
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  br label %38, !llvm.loop !13

56:                                               ; preds = %38
  %57 = load double, ptr %10, align 8
  ret double %57
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
