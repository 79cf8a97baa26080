; ModuleID = 'src/templates.cpp'
source_filename = "src/templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Poly = type { [3 x double] }
%class.anon = type { double }

$_ZNK4PolyIdLi3EE4evalEd = comdat any

$_Z2sqIdET_S0_ = comdat any

$_Z2sqIfET_S0_ = comdat any

$_Z2sqIiET_S0_ = comdat any

@__const._Z8use_polyd.p = private unnamed_addr constant %struct.Poly { [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00] }, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z8use_polyd(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca %struct.Poly, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const._Z8use_polyd.p, i64 24, i1 false)
  %4 = load double, ptr %2, align 8
  %5 = call noundef double @_ZNK4PolyIdLi3EE4evalEd(ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef %4)
  %6 = load double, ptr %2, align 8
  %7 = call noundef double @_Z2sqIdET_S0_(double noundef %6)
  %8 = fadd double %5, %7
  %9 = call noundef float @_Z2sqIfET_S0_(float noundef 2.000000e+00)
  %10 = fpext float %9 to double
  %11 = fadd double %8, %10
  %12 = call noundef i32 @_Z2sqIiET_S0_(i32 noundef 3)
  %13 = sitofp i32 %12 to double
  %14 = fadd double %11, %13
  ret double %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4PolyIdLi3EE4evalEd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Poly, ptr %7, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double %12, double %13, double %18)
  store double %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr %6, align 4
  br label %8, !llvm.loop !6

23:                                               ; preds = %8
  %24 = load double, ptr %5, align 8
  ret double %24
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z2sqIdET_S0_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_Z2sqIfET_S0_(float noundef %0) #2 comdat {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul float %3, %4
  ret float %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z2sqIiET_S0_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z10use_lambdad(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca %class.anon, align 8
  store double %0, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %5 = load double, ptr %2, align 8
  store double %5, ptr %4, align 8
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = call noundef double @"_Z5derivIZ10use_lambdadE3$_0EdT_d"(double %7, double noundef 3.000000e+00)
  ret double %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_Z5derivIZ10use_lambdadE3$_0EdT_d"(double %0, double noundef %1) #0 {
  %3 = alloca %class.anon, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  store double %0, ptr %6, align 8
  store double %1, ptr %4, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %5, align 8
  %7 = load double, ptr %4, align 8
  %8 = fadd double %7, 0x3EB0C6F7A0B5ED8D
  %9 = call noundef double @"_ZZ10use_lambdadENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(8) %3, double noundef %8)
  %10 = load double, ptr %4, align 8
  %11 = fsub double %10, 0x3EB0C6F7A0B5ED8D
  %12 = call noundef double @"_ZZ10use_lambdadENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(8) %3, double noundef %11)
  %13 = fsub double %9, %12
  %14 = fdiv double %13, 2.000000e-06
  ret double %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ10use_lambdadENK3$_0clEd"(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = fmul double %6, %7
  %9 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fmul double %8, %10
  ret double %11
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
