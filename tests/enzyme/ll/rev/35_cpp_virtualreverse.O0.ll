; ModuleID = 'rev/35_cpp_virtualreverse.cpp'
source_filename = "rev/35_cpp_virtualreverse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Poly = type { %class.Function, double, double }
%class.Function = type { ptr }
%class.Decay = type { %class.Function, double }

$_ZN4PolyC2Edd = comdat any

$_ZN5DecayC2Ed = comdat any

$_ZN8FunctionC2Ev = comdat any

$_ZNK4PolyclEd = comdat any

$_ZNK4Poly5scaleEv = comdat any

$_ZNK5DecayclEd = comdat any

$_ZNK5Decay5scaleEv = comdat any

$_ZTV4Poly = comdat any

$_ZTS4Poly = comdat any

$_ZTS8Function = comdat any

$_ZTI8Function = comdat any

$_ZTI4Poly = comdat any

$_ZTV8Function = comdat any

$_ZTV5Decay = comdat any

$_ZTS5Decay = comdat any

$_ZTI5Decay = comdat any

@enzyme_out = external global i32, align 4
@enzyme_dup = external global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"Poly d/dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"Poly d/da\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"Poly d/db\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Decay d/dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"Decay d/dk\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@_ZTV4Poly = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI4Poly, ptr @_ZNK4PolyclEd, ptr @_ZNK4Poly5scaleEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Poly = linkonce_odr dso_local constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS8Function = linkonce_odr dso_local constant [10 x i8] c"8Function\00", comdat, align 1
@_ZTI8Function = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS8Function }, comdat, align 8
@_ZTI4Poly = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Poly, ptr @_ZTI8Function }, comdat, align 8
@_ZTV8Function = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI8Function, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual] }, comdat, align 8
@_ZTV5Decay = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI5Decay, ptr @_ZNK5DecayclEd, ptr @_ZNK5Decay5scaleEv] }, comdat, align 8
@_ZTS5Decay = linkonce_odr dso_local constant [7 x i8] c"5Decay\00", comdat, align 1
@_ZTI5Decay = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Decay, ptr @_ZTI8Function }, comdat, align 8
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca %class.Poly, align 8
  %5 = alloca %class.Poly, align 8
  %6 = alloca %class.Decay, align 8
  %7 = alloca %class.Decay, align 8
  %8 = alloca double, align 8
  %9 = alloca %class.Poly, align 8
  %10 = alloca %class.Poly, align 8
  %11 = alloca %class.Poly, align 8
  %12 = alloca %class.Poly, align 8
  %13 = alloca %class.Decay, align 8
  %14 = alloca %class.Decay, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 9.000000e-01, ptr %3, align 8
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %4, double noundef 1.500000e+00, double noundef 2.000000e+00)
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef 0.000000e+00, double noundef 0.000000e+00)
  call void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef 0x3FE6666666666666)
  call void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef 0.000000e+00)
  %15 = load ptr, ptr %5, align 8
  %16 = call ptr @__enzyme_virtualreverse(ptr noundef %15)
  store ptr %16, ptr %5, align 8
  %17 = load ptr, ptr %7, align 8
  %18 = call ptr @__enzyme_virtualreverse(ptr noundef %17)
  store ptr %18, ptr %7, align 8
  %19 = load i32, ptr @enzyme_out, align 4
  %20 = load i32, ptr @enzyme_dup, align 4
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL8weighteddPK8Function, i32 noundef %19, double noundef 9.000000e-01, i32 noundef %20, ptr noundef %4, ptr noundef %5)
  store double %21, ptr %8, align 8
  %22 = load double, ptr %8, align 8
  %23 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000010e-01, ptr noundef %4)
  %24 = call noundef double @_ZL8weighteddPK8Function(double noundef 0x3FECCCCAB3EDD8B6, ptr noundef %4)
  %25 = fsub double %23, %24
  %26 = fdiv double %25, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %22, double noundef %26)
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %9, double noundef 0x3FF800010C6F7A0B, double noundef 2.000000e+00)
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %10, double noundef 0x3FF7FFFEF39085F5, double noundef 2.000000e+00)
  %27 = getelementptr inbounds %class.Poly, ptr %5, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %9)
  %30 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %10)
  %31 = fsub double %29, %30
  %32 = fdiv double %31, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %28, double noundef %32)
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %11, double noundef 1.500000e+00, double noundef 0x400000008637BD06)
  call void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %12, double noundef 1.500000e+00, double noundef 0x3FFFFFFEF39085F5)
  %33 = getelementptr inbounds %class.Poly, ptr %5, i32 0, i32 2
  %34 = load double, ptr %33, align 8
  %35 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %11)
  %36 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %12)
  %37 = fsub double %35, %36
  %38 = fdiv double %37, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %34, double noundef %38)
  %39 = load i32, ptr @enzyme_out, align 4
  %40 = load i32, ptr @enzyme_dup, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL8weighteddPK8Function, i32 noundef %39, double noundef 9.000000e-01, i32 noundef %40, ptr noundef %6, ptr noundef %7)
  store double %41, ptr %8, align 8
  %42 = load double, ptr %8, align 8
  %43 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000010e-01, ptr noundef %6)
  %44 = call noundef double @_ZL8weighteddPK8Function(double noundef 0x3FECCCCAB3EDD8B6, ptr noundef %6)
  %45 = fsub double %43, %44
  %46 = fdiv double %45, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %42, double noundef %46)
  call void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef 7.000010e-01)
  call void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %14, double noundef 0x3FE666644D87724F)
  %47 = getelementptr inbounds %class.Decay, ptr %7, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %13)
  %50 = call noundef double @_ZL8weighteddPK8Function(double noundef 9.000000e-01, ptr noundef %14)
  %51 = fsub double %49, %50
  %52 = fdiv double %51, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.4, double noundef %48, double noundef %52)
  %53 = load i32, ptr @_ZL5fails, align 4
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, ptr @.str.6, ptr @.str.7
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %56)
  %58 = load i32, ptr @_ZL5fails, align 4
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  ret i32 %60
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PolyC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZN8FunctionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #5
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV4Poly, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds %class.Poly, ptr %7, i32 0, i32 1
  %9 = load double, ptr %5, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %class.Poly, ptr %7, i32 0, i32 2
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN8FunctionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #5
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV5Decay, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %class.Decay, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

declare ptr @__enzyme_virtualreverse(ptr noundef) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL8weighteddPK8Function(double noundef %0, ptr noundef %1) #1 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds ptr, ptr %8, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = call noundef double %10(ptr noundef nonnull align 8 dereferenceable(8) %6, double noundef %7)
  %12 = load ptr, ptr %4, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = call noundef double %15(ptr noundef nonnull align 8 dereferenceable(8) %12)
  %17 = call double @llvm.fmuladd.f64(double %5, double %11, double %16)
  ret double %17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
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
  %23 = zext i1 %22 to i8
  store i8 %23, ptr %7, align 1
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i8, ptr %7, align 1
  %28 = trunc i8 %27 to i1
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.7, ptr @.str.6
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i8, ptr %7, align 1
  %33 = trunc i8 %32 to i1
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @_ZL5fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @_ZL5fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV8Function, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4PolyclEd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Poly, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %4, align 8
  %11 = getelementptr inbounds %class.Poly, ptr %5, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  %15 = call double @sin(double noundef %14) #5
  %16 = call double @llvm.fmuladd.f64(double %9, double %10, double %15)
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Poly5scaleEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Poly, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Poly, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK5DecayclEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Decay, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @exp(double noundef %10) #5
  %12 = load double, ptr %4, align 8
  %13 = call double @cos(double noundef %12) #5
  %14 = fmul double %11, %13
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK5Decay5scaleEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Decay, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = call double @log(double noundef %5) #5
  ret double %6
}

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
