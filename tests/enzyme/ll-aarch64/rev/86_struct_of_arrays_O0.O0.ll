; ModuleID = 'rev/86_struct_of_arrays_O0.c'
source_filename = "rev/86_struct_of_arrays_O0.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Vec = type { i32, ptr, double }

@__const.main.d = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"reverse d/ddata[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"reverse d/dscale\00", align 1
@__const.main.td = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 8
@.str.2 = private unnamed_addr constant [25 x i8] c"forward along (td, 0.25)\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @norm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %32, %1
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Vec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.Vec, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %18, %25
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  %29 = sitofp i32 %28 to double
  %30 = load double, ptr %3, align 8
  %31 = call double @llvm.fmuladd.f64(double %26, double %29, double %30)
  store double %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %11
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %5, !llvm.loop !6

35:                                               ; preds = %5
  %36 = load double, ptr %3, align 8
  %37 = call double @sqrt(double noundef %36) #6
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds %struct.Vec, ptr %38, i32 0, i32 2
  %40 = load double, ptr %39, align 8
  %41 = fmul double %37, %40
  ret double %41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @norm_out(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call double @norm(ptr noundef %5)
  %7 = load ptr, ptr %4, align 8
  store double %6, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @ff(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = call float @sinf(float noundef %5) #6
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %3, align 4
  %9 = load float, ptr %4, align 4
  %10 = fdiv float %8, %9
  %11 = call float @llvm.fmuladd.f32(float %6, float %7, float %10)
  ret float %11
}

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca %struct.Vec, align 8
  %6 = alloca %struct.Vec, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [64 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca [3 x double], align 8
  %17 = alloca %struct.Vec, align 8
  %18 = alloca [3 x double], align 8
  %19 = alloca [3 x double], align 8
  %20 = alloca i32, align 4
  %21 = alloca %struct.Vec, align 8
  %22 = alloca %struct.Vec, align 8
  %23 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.d, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  %24 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 0
  store i32 3, ptr %24, align 8
  %25 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 1
  %26 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  store ptr %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  store double 2.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds %struct.Vec, ptr %6, i32 0, i32 0
  store i32 3, ptr %28, align 8
  %29 = getelementptr inbounds %struct.Vec, ptr %6, i32 0, i32 1
  %30 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  store ptr %30, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Vec, ptr %6, i32 0, i32 2
  store double 0.000000e+00, ptr %31, align 8
  store double 0.000000e+00, ptr %7, align 8
  store double 1.000000e+00, ptr %8, align 8
  %32 = load i32, ptr @enzyme_dup, align 4
  %33 = load i32, ptr @enzyme_dup, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @norm_out, i32 noundef %32, ptr noundef %5, ptr noundef %6, i32 noundef %33, ptr noundef %7, ptr noundef %8)
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %70, %0
  %35 = load i32, ptr %10, align 4
  %36 = icmp slt i32 %35, 3
  br i1 %36, label %37, label %73

37:                                               ; preds = %34
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  store double %41, ptr %11, align 8
  %42 = load double, ptr %11, align 8
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %45
  store double %43, ptr %46, align 8
  %47 = call double @norm(ptr noundef %5)
  store double %47, ptr %12, align 8
  %48 = load double, ptr %11, align 8
  %49 = fsub double %48, 0x3EB0C6F7A0B5ED8D
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %51
  store double %49, ptr %52, align 8
  %53 = call double @norm(ptr noundef %5)
  store double %53, ptr %13, align 8
  %54 = load double, ptr %11, align 8
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %56
  store double %54, ptr %57, align 8
  %58 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %59 = load i32, ptr %10, align 4
  %60 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %58, i64 noundef 64, ptr noundef @.str, i32 noundef %59) #6
  %61 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load double, ptr %12, align 8
  %67 = load double, ptr %13, align 8
  %68 = fsub double %66, %67
  %69 = fdiv double %68, 2.000000e-06
  call void @check(ptr noundef %61, double noundef %65, double noundef %69)
  br label %70

70:                                               ; preds = %37
  %71 = load i32, ptr %10, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %10, align 4
  br label %34, !llvm.loop !8

73:                                               ; preds = %34
  %74 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  store double 0x400000008637BD06, ptr %74, align 8
  %75 = call double @norm(ptr noundef %5)
  store double %75, ptr %14, align 8
  %76 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  store double 0x3FFFFFFEF39085F5, ptr %76, align 8
  %77 = call double @norm(ptr noundef %5)
  store double %77, ptr %15, align 8
  %78 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  store double 2.000000e+00, ptr %78, align 8
  %79 = getelementptr inbounds %struct.Vec, ptr %6, i32 0, i32 2
  %80 = load double, ptr %79, align 8
  %81 = load double, ptr %14, align 8
  %82 = load double, ptr %15, align 8
  %83 = fsub double %81, %82
  %84 = fdiv double %83, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %80, double noundef %84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.td, i64 24, i1 false)
  %85 = getelementptr inbounds %struct.Vec, ptr %17, i32 0, i32 0
  store i32 3, ptr %85, align 8
  %86 = getelementptr inbounds %struct.Vec, ptr %17, i32 0, i32 1
  %87 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  store ptr %87, ptr %86, align 8
  %88 = getelementptr inbounds %struct.Vec, ptr %17, i32 0, i32 2
  store double 2.500000e-01, ptr %88, align 8
  store i32 0, ptr %20, align 4
  br label %89

89:                                               ; preds = %117, %73
  %90 = load i32, ptr %20, align 4
  %91 = icmp slt i32 %90, 3
  br i1 %91, label %92, label %120

92:                                               ; preds = %89
  %93 = load i32, ptr %20, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load i32, ptr %20, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  %101 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %100, double %96)
  %102 = load i32, ptr %20, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 %103
  store double %101, ptr %104, align 8
  %105 = load i32, ptr %20, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = load i32, ptr %20, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %112, double %108)
  %114 = load i32, ptr %20, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 %115
  store double %113, ptr %116, align 8
  br label %117

117:                                              ; preds = %92
  %118 = load i32, ptr %20, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %20, align 4
  br label %89, !llvm.loop !9

120:                                              ; preds = %89
  %121 = getelementptr inbounds %struct.Vec, ptr %21, i32 0, i32 0
  store i32 3, ptr %121, align 8
  %122 = getelementptr inbounds %struct.Vec, ptr %21, i32 0, i32 1
  %123 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 0
  store ptr %123, ptr %122, align 8
  %124 = getelementptr inbounds %struct.Vec, ptr %21, i32 0, i32 2
  store double 0x40000000218DEF41, ptr %124, align 8
  %125 = getelementptr inbounds %struct.Vec, ptr %22, i32 0, i32 0
  store i32 3, ptr %125, align 8
  %126 = getelementptr inbounds %struct.Vec, ptr %22, i32 0, i32 1
  %127 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 0
  store ptr %127, ptr %126, align 8
  %128 = getelementptr inbounds %struct.Vec, ptr %22, i32 0, i32 2
  store double 0x3FFFFFFFBCE4217D, ptr %128, align 8
  %129 = load i32, ptr @enzyme_dup, align 4
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @norm, i32 noundef %129, ptr noundef %5, ptr noundef %17)
  %131 = call double @norm(ptr noundef %21)
  %132 = call double @norm(ptr noundef %22)
  %133 = fsub double %131, %132
  %134 = fdiv double %133, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %130, double noundef %134)
  %135 = load i32, ptr @enzyme_const, align 4
  %136 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @ff, double noundef 5.000000e-01, i32 noundef %135, double noundef 2.000000e+00)
  store float %136, ptr %23, align 4
  %137 = load float, ptr %23, align 4
  %138 = fpext float %137 to double
  %139 = call float @ff(float noundef 0x3FE0083120000000, float noundef 2.000000e+00)
  %140 = call float @ff(float noundef 0x3FDFEF9DC0000000, float noundef 2.000000e+00)
  %141 = fsub float %139, %140
  %142 = fpext float %141 to double
  %143 = fdiv double %142, 2.000000e-03
  call void @check_tol(ptr noundef @.str.3, double noundef %138, double noundef %143, double noundef 1.000000e-03)
  %144 = load i32, ptr @fails, align 4
  %145 = icmp ne i32 %144, 0
  %146 = zext i1 %145 to i64
  %147 = select i1 %145, ptr @.str.5, ptr @.str.6
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %147)
  %149 = load i32, ptr @fails, align 4
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i32
  ret i32 %151
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  call void @check_tol(ptr noundef %7, double noundef %8, double noundef %9, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_tol(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fsub double %10, %11
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = load double, ptr %8, align 8
  %15 = load double, ptr %7, align 8
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.maxnum.f64(double 1.000000e+00, double %16)
  %18 = fmul double %14, %17
  %19 = fcmp ole double %13, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %4
  %21 = load double, ptr %7, align 8
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e-09
  br label %24

24:                                               ; preds = %20, %4
  %25 = phi i1 [ false, %4 ], [ %23, %20 ]
  %26 = zext i1 %25 to i32
  store i32 %26, ptr %9, align 4
  %27 = load ptr, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.6, ptr @.str.5
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %27, double noundef %28, double noundef %29, ptr noundef %33)
  %35 = load i32, ptr %9, align 4
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr @fails, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

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
