; ModuleID = 'fwd/40_float_width2.c'
source_filename = "fwd/40_float_width2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %13 = call <2 x float> (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef @g, i32 noundef %8, i32 noundef 2, double noundef %10, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %12, double noundef 0.000000e+00, double noundef 1.000000e+00)
  store <2 x float> %13, ptr %5, align 4
  %14 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = fpext float %15 to double
  %17 = load float, ptr %3, align 4
  %18 = fadd float %17, 0x3F847AE140000000
  %19 = load float, ptr %4, align 4
  %20 = call float @g(float noundef %18, float noundef %19)
  %21 = load float, ptr %3, align 4
  %22 = fsub float %21, 0x3F847AE140000000
  %23 = load float, ptr %4, align 4
  %24 = call float @g(float noundef %22, float noundef %23)
  %25 = fsub float %20, %24
  %26 = fdiv float %25, 0x3F947AE140000000
  %27 = fpext float %26 to double
  call void @check(ptr noundef @.str, double noundef %16, double noundef %27)
  %28 = getelementptr inbounds %struct.float2, ptr %5, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  %30 = fpext float %29 to double
  %31 = load float, ptr %3, align 4
  %32 = load float, ptr %4, align 4
  %33 = fadd float %32, 0x3F847AE140000000
  %34 = call float @g(float noundef %31, float noundef %33)
  %35 = load float, ptr %3, align 4
  %36 = load float, ptr %4, align 4
  %37 = fsub float %36, 0x3F847AE140000000
  %38 = call float @g(float noundef %35, float noundef %37)
  %39 = fsub float %34, %38
  %40 = fdiv float %39, 0x3F947AE140000000
  %41 = fpext float %40 to double
  call void @check(ptr noundef @.str.1, double noundef %30, double noundef %41)
  %42 = load i32, ptr @enzyme_primal_return, align 4
  %43 = load float, ptr %3, align 4
  %44 = fpext float %43 to double
  %45 = load float, ptr %4, align 4
  %46 = fpext float %45 to double
  %47 = call <2 x float> (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef @g, i32 noundef %42, double noundef %44, double noundef 1.000000e+00, double noundef %46, double noundef -1.000000e+00)
  store <2 x float> %47, ptr %6, align 4
  %48 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 0
  %49 = load float, ptr %48, align 4
  %50 = load float, ptr %3, align 4
  %51 = load float, ptr %4, align 4
  %52 = call float @g(float noundef %50, float noundef %51)
  %53 = fsub float %49, %52
  %54 = call float @llvm.fabs.f32(float %53)
  %55 = load float, ptr %3, align 4
  %56 = load float, ptr %4, align 4
  %57 = call float @g(float noundef %55, float noundef %56)
  %58 = call float @llvm.fabs.f32(float %57)
  %59 = call float @llvm.maxnum.f32(float 1.000000e+00, float %58)
  %60 = fmul float 0x3EB0C6F7A0000000, %59
  %61 = fcmp ole float %54, %60
  %62 = zext i1 %61 to i32
  store i32 %62, ptr %7, align 4
  %63 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = load float, ptr %3, align 4
  %67 = load float, ptr %4, align 4
  %68 = call float @g(float noundef %66, float noundef %67)
  %69 = fpext float %68 to double
  %70 = load i32, ptr %7, align 4
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, ptr @.str.4, ptr @.str.5
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, double noundef %65, double noundef %69, ptr noundef %73)
  %75 = load i32, ptr %7, align 4
  %76 = icmp ne i32 %75, 0
  %77 = xor i1 %76, true
  %78 = zext i1 %77 to i32
  %79 = load i32, ptr @fails, align 4
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4
  %81 = getelementptr inbounds %struct.float2, ptr %6, i32 0, i32 1
  %82 = load float, ptr %81, align 4
  %83 = fpext float %82 to double
  %84 = load float, ptr %3, align 4
  %85 = fadd float %84, 0x3F847AE140000000
  %86 = load float, ptr %4, align 4
  %87 = fsub float %86, 0x3F847AE140000000
  %88 = call float @g(float noundef %85, float noundef %87)
  %89 = load float, ptr %3, align 4
  %90 = fsub float %89, 0x3F847AE140000000
  %91 = load float, ptr %4, align 4
  %92 = fadd float %91, 0x3F847AE140000000
  %93 = call float @g(float noundef %90, float noundef %92)
  %94 = fsub float %88, %93
  %95 = fdiv float %94, 0x3F947AE140000000
  %96 = fpext float %95 to double
  call void @check(ptr noundef @.str.6, double noundef %83, double noundef %96)
  %97 = load i32, ptr @fails, align 4
  %98 = icmp ne i32 %97, 0
  %99 = zext i1 %98 to i64
  %100 = select i1 %98, ptr @.str.5, ptr @.str.4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %100)
  %102 = load i32, ptr @fails, align 4
  %103 = icmp ne i32 %102, 0
  %104 = zext i1 %103 to i32
  ret i32 %104
}

declare <2 x float> @__enzyme_fwddiff_f2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g(float noundef %0, float noundef %1) #2 {
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
  %12 = call float @sinf(float noundef %11) #5
  %13 = call float @llvm.fmuladd.f32(float %7, float %8, float %12)
  %14 = load float, ptr %4, align 4
  %15 = fmul float 0x3FD3333340000000, %14
  %16 = call float @expf(float noundef %15) #5
  %17 = fadd float %13, %16
  ret float %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #2 {
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
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare float @sinf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare float @expf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
