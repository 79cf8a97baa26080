; ModuleID = 'fwd/40_float_width2.c'
source_filename = "fwd/40_float_width2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.float2 = type { float, float }

@enzyme_width = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"dg/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"dg/dy (lane 1)\00", align 1
@enzyme_primal_return = external global i32, align 4
@.str.2 = private unnamed_addr constant [31 x i8] c"%-26s got=%+.6e want=%+.6e %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [12 x i8] c"dg . (1,-1)\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.6e fd=%+.6e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca %struct.float2, align 4
  %6 = alloca %struct.float2, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store float 0x3F847AE140000000, ptr %2, align 4
  store float 0x3FECCCCCC0000000, ptr %3, align 4
  store float 0xBFD99999A0000000, ptr %4, align 4
  %8 = load i32, ptr @enzyme_width, align 4
  %9 = load float, ptr %3, align 4
  %10 = fpext float %9 to double
  %11 = load float, ptr %4, align 4
  %12 = fpext float %11 to double
  %13 = call %struct.float2 (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef @g, i32 noundef %8, i32 noundef 2, double noundef %10, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %12, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %14 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 0
  %15 = extractvalue %struct.float2 %13, 0
  store float %15, ptr %14, align 4
  %16 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 1
  %17 = extractvalue %struct.float2 %13, 1
  store float %17, ptr %16, align 4
  %18 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = fpext float %19 to double
  %21 = load float, ptr %3, align 4
  %22 = fadd float %21, 0x3F847AE140000000
  %23 = load float, ptr %4, align 4
  %24 = call float @g(float noundef %22, float noundef %23)
  %25 = load float, ptr %3, align 4
  %26 = fsub float %25, 0x3F847AE140000000
  %27 = load float, ptr %4, align 4
  %28 = call float @g(float noundef %26, float noundef %27)
  %29 = fsub float %24, %28
  %30 = fdiv float %29, 0x3F947AE140000000
  %31 = fpext float %30 to double
  call void @check(ptr noundef @.str, double noundef %20, double noundef %31)
  %32 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fpext float %33 to double
  %35 = load float, ptr %3, align 4
  %36 = load float, ptr %4, align 4
  %37 = fadd float %36, 0x3F847AE140000000
  %38 = call float @g(float noundef %35, float noundef %37)
  %39 = load float, ptr %3, align 4
  %40 = load float, ptr %4, align 4
  %41 = fsub float %40, 0x3F847AE140000000
  %42 = call float @g(float noundef %39, float noundef %41)
  %43 = fsub float %38, %42
  %44 = fdiv float %43, 0x3F947AE140000000
  %45 = fpext float %44 to double
  call void @check(ptr noundef @.str.1, double noundef %34, double noundef %45)
  %46 = load i32, ptr @enzyme_primal_return, align 4
  %47 = load float, ptr %3, align 4
  %48 = fpext float %47 to double
  %49 = load float, ptr %4, align 4
  %50 = fpext float %49 to double
  %51 = call %struct.float2 (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef @g, i32 noundef %46, double noundef %48, double noundef 1.000000e+00, double noundef %50, double noundef -1.000000e+00)
  %52 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 0
  %53 = extractvalue %struct.float2 %51, 0
  store float %53, ptr %52, align 4
  %54 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 1
  %55 = extractvalue %struct.float2 %51, 1
  store float %55, ptr %54, align 4
  %56 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 0
  %57 = load float, ptr %56, align 4
  %58 = load float, ptr %3, align 4
  %59 = load float, ptr %4, align 4
  %60 = call float @g(float noundef %58, float noundef %59)
  %61 = fsub float %57, %60
  %62 = call float @llvm.fabs.f32(float %61)
  %63 = load float, ptr %3, align 4
  %64 = load float, ptr %4, align 4
  %65 = call float @g(float noundef %63, float noundef %64)
  %66 = call float @llvm.fabs.f32(float %65)
  %67 = call float @llvm.maxnum.f32(float 1.000000e+00, float %66)
  %68 = fmul float 0x3EB0C6F7A0000000, %67
  %69 = fcmp ole float %62, %68
  %70 = zext i1 %69 to i32
  store i32 %70, ptr %7, align 4
  %71 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = load float, ptr %3, align 4
  %75 = load float, ptr %4, align 4
  %76 = call float @g(float noundef %74, float noundef %75)
  %77 = fpext float %76 to double
  %78 = load i32, ptr %7, align 4
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i64
  %81 = select i1 %79, ptr @.str.4, ptr @.str.5
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, double noundef %73, double noundef %77, ptr noundef %81)
  %83 = load i32, ptr %7, align 4
  %84 = icmp ne i32 %83, 0
  %85 = xor i1 %84, true
  %86 = zext i1 %85 to i32
  %87 = load i32, ptr @fails, align 4
  %88 = add nsw i32 %87, %86
  store i32 %88, ptr @fails, align 4
  %89 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 1
  %90 = load float, ptr %89, align 4
  %91 = fpext float %90 to double
  %92 = load float, ptr %3, align 4
  %93 = fadd float %92, 0x3F847AE140000000
  %94 = load float, ptr %4, align 4
  %95 = fsub float %94, 0x3F847AE140000000
  %96 = call float @g(float noundef %93, float noundef %95)
  %97 = load float, ptr %3, align 4
  %98 = fsub float %97, 0x3F847AE140000000
  %99 = load float, ptr %4, align 4
  %100 = fadd float %99, 0x3F847AE140000000
  %101 = call float @g(float noundef %98, float noundef %100)
  %102 = fsub float %96, %101
  %103 = fdiv float %102, 0x3F947AE140000000
  %104 = fpext float %103 to double
  call void @check(ptr noundef @.str.6, double noundef %91, double noundef %104)
  %105 = load i32, ptr @fails, align 4
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i64
  %108 = select i1 %106, ptr @.str.5, ptr @.str.4
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %108)
  %110 = load i32, ptr @fails, align 4
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i32
  ret i32 %112
}

declare %struct.float2 @__enzyme_fwddiff_f2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  %7 = fmul float %5, %6
  %8 = load float, ptr %4, align 4
  %9 = load float, ptr %3, align 4
  %10 = load float, ptr %4, align 4
  %11 = fsub float %9, %10
  %12 = call float @sinf(float noundef %11) #4
  %13 = call float @llvm.fmuladd.f32(float %7, float %8, float %12)
  %14 = load float, ptr %4, align 4
  %15 = fmul float 0x3FD3333340000000, %14
  %16 = call float @expf(float noundef %15) #4
  %17 = fadd float %13, %16
  ret float %17
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
  %15 = fmul double 2.000000e-03, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-04
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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.5
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
