; ModuleID = 'src/mathh.c'
source_filename = "src/mathh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #3
  %5 = load double, ptr %2, align 8
  %6 = fneg double %5
  %7 = call double @exp(double noundef %6) #3
  %8 = load double, ptr %2, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = call double @sqrt(double noundef %9) #3
  %11 = call double @llvm.fmuladd.f64(double %4, double %7, double %10)
  %12 = load double, ptr %2, align 8
  %13 = call double @pow(double noundef %12, double noundef 2.500000e+00) #3
  %14 = fadd double %11, %13
  %15 = load double, ptr %2, align 8
  %16 = call double @log1p(double noundef %15) #3
  %17 = fadd double %14, %16
  ret double %17
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @log1p(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @g(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sinf(float noundef %3) #3
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.maxnum.f32(float %5, float 0.000000e+00)
  %7 = fadd float %4, %6
  %8 = load float, ptr %2, align 4
  %9 = call float @llvm.copysign.f32(float 1.000000e+00, float %8)
  %10 = fadd float %7, %9
  ret float %10
}

; Function Attrs: nounwind
declare float @sinf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @h(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 0xK40008000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA)
  ret x86_fp80 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hyp(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @hypot(double noundef %5, double noundef %6) #3
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = call double @atan2(double noundef %8, double noundef %9) #3
  %11 = fadd double %7, %10
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = call double @llvm.fma.f64(double %12, double %13, double 1.000000e+00)
  %15 = fadd double %11, %14
  ret double %15
}

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @consts() #0 {
  ret double 0x7FF8000000000000
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local half @half_add(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = fpext half %5 to float
  %7 = load half, ptr %4, align 2
  %8 = fpext half %7 to float
  %9 = fadd float %6, %8
  %10 = fptrunc float %9 to half
  ret half %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
