; ModuleID = 'cpp/03_ode_interface.cpp'
source_filename = "cpp/03_ode_interface.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { [4 x double] }
%class.Decay = type { %class.System, double }
%class.System = type { ptr }
%class.Oscillator = type { %class.System, double }
%class.VanDerPol = type { %class.System, double }
%class.Euler = type { %class.Integrator }
%class.Integrator = type { ptr }
%class.Midpoint = type { %class.Integrator }
%class.RK4 = type { %class.Integrator }

$_ZN5DecayC2Ed = comdat any

$_ZN10OscillatorC2Ed = comdat any

$_ZN9VanDerPolC2Ed = comdat any

$_ZN5EulerC2Ev = comdat any

$_ZN8MidpointC2Ev = comdat any

$_ZN3RK4C2Ev = comdat any

$_ZNK10Integrator9integrateERK6System5Stateddi = comdat any

$_ZN3RK4D2Ev = comdat any

$_ZN8MidpointD2Ev = comdat any

$_ZN5EulerD2Ev = comdat any

$_ZN9VanDerPolD2Ev = comdat any

$_ZN10OscillatorD2Ev = comdat any

$_ZN5DecayD2Ev = comdat any

$_ZN6SystemC2Ev = comdat any

$_ZN5DecayD0Ev = comdat any

$_ZNK5Decay3dimEv = comdat any

$_ZNK5Decay3rhsEdRK5StateRS0_ = comdat any

$_ZNK5Decay4nameEv = comdat any

$_ZN6SystemD2Ev = comdat any

$_ZN6SystemD0Ev = comdat any

$_ZN10OscillatorD0Ev = comdat any

$_ZNK10Oscillator3dimEv = comdat any

$_ZNK10Oscillator3rhsEdRK5StateRS0_ = comdat any

$_ZNK10Oscillator4nameEv = comdat any

$_ZN9VanDerPolD0Ev = comdat any

$_ZNK9VanDerPol3dimEv = comdat any

$_ZNK9VanDerPol3rhsEdRK5StateRS0_ = comdat any

$_ZNK9VanDerPol4nameEv = comdat any

$_ZN10IntegratorC2Ev = comdat any

$_ZN5EulerD0Ev = comdat any

$_ZNK5Euler4stepERK6SystemdR5Stated = comdat any

$_ZNK5Euler4nameEv = comdat any

$_ZN10IntegratorD2Ev = comdat any

$_ZN10IntegratorD0Ev = comdat any

$_ZN8MidpointD0Ev = comdat any

$_ZNK8Midpoint4stepERK6SystemdR5Stated = comdat any

$_ZNK8Midpoint4nameEv = comdat any

$_ZN3RK4D0Ev = comdat any

$_ZNK3RK44stepERK6SystemdR5Stated = comdat any

$_ZNK3RK44nameEv = comdat any

$_ZTV5Decay = comdat any

$_ZTS5Decay = comdat any

$_ZTS6System = comdat any

$_ZTI6System = comdat any

$_ZTI5Decay = comdat any

$_ZTV6System = comdat any

$_ZTV10Oscillator = comdat any

$_ZTS10Oscillator = comdat any

$_ZTI10Oscillator = comdat any

$_ZTV9VanDerPol = comdat any

$_ZTS9VanDerPol = comdat any

$_ZTI9VanDerPol = comdat any

$_ZTV5Euler = comdat any

$_ZTS5Euler = comdat any

$_ZTS10Integrator = comdat any

$_ZTI10Integrator = comdat any

$_ZTI5Euler = comdat any

$_ZTV10Integrator = comdat any

$_ZTV8Midpoint = comdat any

$_ZTS8Midpoint = comdat any

$_ZTI8Midpoint = comdat any

$_ZTV3RK4 = comdat any

$_ZTS3RK4 = comdat any

$_ZTI3RK4 = comdat any

@__const.main.s0 = private unnamed_addr constant %struct.State { [4 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00] }, align 8
@.str = private unnamed_addr constant [34 x i8] c"%-10s %-8s y0=%14.10f y1=%14.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"exact decay=%.10f exact osc=%.10f\0A\00", align 1
@__const.main.s0.2 = private unnamed_addr constant %struct.State { [4 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00] }, align 8
@.str.3 = private unnamed_addr constant [32 x i8] c"rk4 order estimates: %.2f %.2f\0A\00", align 1
@_ZTV5Decay = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI5Decay, ptr @_ZN5DecayD2Ev, ptr @_ZN5DecayD0Ev, ptr @_ZNK5Decay3dimEv, ptr @_ZNK5Decay3rhsEdRK5StateRS0_, ptr @_ZNK5Decay4nameEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Decay = linkonce_odr dso_local constant [7 x i8] c"5Decay\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6System = linkonce_odr dso_local constant [8 x i8] c"6System\00", comdat, align 1
@_ZTI6System = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6System }, comdat, align 8
@_ZTI5Decay = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Decay, ptr @_ZTI6System }, comdat, align 8
@_ZTV6System = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI6System, ptr @_ZN6SystemD2Ev, ptr @_ZN6SystemD0Ev, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual] }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"decay\00", align 1
@_ZTV10Oscillator = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI10Oscillator, ptr @_ZN10OscillatorD2Ev, ptr @_ZN10OscillatorD0Ev, ptr @_ZNK10Oscillator3dimEv, ptr @_ZNK10Oscillator3rhsEdRK5StateRS0_, ptr @_ZNK10Oscillator4nameEv] }, comdat, align 8
@_ZTS10Oscillator = linkonce_odr dso_local constant [13 x i8] c"10Oscillator\00", comdat, align 1
@_ZTI10Oscillator = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10Oscillator, ptr @_ZTI6System }, comdat, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"oscillator\00", align 1
@_ZTV9VanDerPol = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI9VanDerPol, ptr @_ZN9VanDerPolD2Ev, ptr @_ZN9VanDerPolD0Ev, ptr @_ZNK9VanDerPol3dimEv, ptr @_ZNK9VanDerPol3rhsEdRK5StateRS0_, ptr @_ZNK9VanDerPol4nameEv] }, comdat, align 8
@_ZTS9VanDerPol = linkonce_odr dso_local constant [11 x i8] c"9VanDerPol\00", comdat, align 1
@_ZTI9VanDerPol = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS9VanDerPol, ptr @_ZTI6System }, comdat, align 8
@.str.6 = private unnamed_addr constant [10 x i8] c"vanderpol\00", align 1
@_ZTV5Euler = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Euler, ptr @_ZN5EulerD2Ev, ptr @_ZN5EulerD0Ev, ptr @_ZNK5Euler4stepERK6SystemdR5Stated, ptr @_ZNK5Euler4nameEv] }, comdat, align 8
@_ZTS5Euler = linkonce_odr dso_local constant [7 x i8] c"5Euler\00", comdat, align 1
@_ZTS10Integrator = linkonce_odr dso_local constant [13 x i8] c"10Integrator\00", comdat, align 1
@_ZTI10Integrator = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10Integrator }, comdat, align 8
@_ZTI5Euler = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Euler, ptr @_ZTI10Integrator }, comdat, align 8
@_ZTV10Integrator = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI10Integrator, ptr @_ZN10IntegratorD2Ev, ptr @_ZN10IntegratorD0Ev, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual] }, comdat, align 8
@.str.7 = private unnamed_addr constant [6 x i8] c"euler\00", align 1
@_ZTV8Midpoint = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI8Midpoint, ptr @_ZN8MidpointD2Ev, ptr @_ZN8MidpointD0Ev, ptr @_ZNK8Midpoint4stepERK6SystemdR5Stated, ptr @_ZNK8Midpoint4nameEv] }, comdat, align 8
@_ZTS8Midpoint = linkonce_odr dso_local constant [10 x i8] c"8Midpoint\00", comdat, align 1
@_ZTI8Midpoint = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Midpoint, ptr @_ZTI10Integrator }, comdat, align 8
@.str.8 = private unnamed_addr constant [9 x i8] c"midpoint\00", align 1
@_ZTV3RK4 = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI3RK4, ptr @_ZN3RK4D2Ev, ptr @_ZN3RK4D0Ev, ptr @_ZNK3RK44stepERK6SystemdR5Stated, ptr @_ZNK3RK44nameEv] }, comdat, align 8
@_ZTS3RK4 = linkonce_odr dso_local constant [5 x i8] c"3RK4\00", comdat, align 1
@_ZTI3RK4 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3RK4, ptr @_ZTI10Integrator }, comdat, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"rk4\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Decay, align 8
  %3 = alloca %class.Oscillator, align 8
  %4 = alloca %class.VanDerPol, align 8
  %5 = alloca [3 x ptr], align 16
  %6 = alloca %class.Euler, align 8
  %7 = alloca %class.Midpoint, align 8
  %8 = alloca %class.RK4, align 8
  %9 = alloca [3 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.State, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.State, align 8
  %20 = alloca %struct.State, align 8
  %21 = alloca [3 x double], align 16
  %22 = alloca i32, align 4
  %23 = alloca %struct.State, align 8
  %24 = alloca %struct.State, align 8
  %25 = alloca %struct.State, align 8
  store i32 0, ptr %1, align 4
  call void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef 0x3FE6666666666666)
  call void @_ZN10OscillatorC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef 2.000000e+00)
  call void @_ZN9VanDerPolC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %4, double noundef 1.500000e+00)
  store ptr %2, ptr %5, align 8
  %26 = getelementptr inbounds ptr, ptr %5, i64 1
  store ptr %3, ptr %26, align 8
  %27 = getelementptr inbounds ptr, ptr %5, i64 2
  store ptr %4, ptr %27, align 8
  call void @_ZN5EulerC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #8
  call void @_ZN8MidpointC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  call void @_ZN3RK4C2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #8
  store ptr %6, ptr %9, align 8
  %28 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %7, ptr %28, align 8
  %29 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %8, ptr %29, align 8
  store ptr %5, ptr %10, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = getelementptr inbounds [3 x ptr], ptr %30, i64 0, i64 0
  store ptr %31, ptr %11, align 8
  %32 = load ptr, ptr %10, align 8
  %33 = getelementptr inbounds [3 x ptr], ptr %32, i64 0, i64 0
  %34 = getelementptr inbounds ptr, ptr %33, i64 3
  store ptr %34, ptr %12, align 8
  br label %35

35:                                               ; preds = %77, %0
  %36 = load ptr, ptr %11, align 8
  %37 = load ptr, ptr %12, align 8
  %38 = icmp ne ptr %36, %37
  br i1 %38, label %39, label %80

39:                                               ; preds = %35
  %40 = load ptr, ptr %11, align 8
  %41 = load ptr, ptr %40, align 8
  store ptr %41, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.s0, i64 32, i1 false)
  store ptr %9, ptr %15, align 8
  %42 = load ptr, ptr %15, align 8
  %43 = getelementptr inbounds [3 x ptr], ptr %42, i64 0, i64 0
  store ptr %43, ptr %16, align 8
  %44 = load ptr, ptr %15, align 8
  %45 = getelementptr inbounds [3 x ptr], ptr %44, i64 0, i64 0
  %46 = getelementptr inbounds ptr, ptr %45, i64 3
  store ptr %46, ptr %17, align 8
  br label %47

47:                                               ; preds = %73, %39
  %48 = load ptr, ptr %16, align 8
  %49 = load ptr, ptr %17, align 8
  %50 = icmp ne ptr %48, %49
  br i1 %50, label %51, label %76

51:                                               ; preds = %47
  %52 = load ptr, ptr %16, align 8
  %53 = load ptr, ptr %52, align 8
  store ptr %53, ptr %18, align 8
  %54 = load ptr, ptr %18, align 8
  %55 = load ptr, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %14, i64 32, i1 false)
  call void @_ZNK10Integrator9integrateERK6System5Stateddi(ptr dead_on_unwind writable sret(%struct.State) align 8 %19, ptr noundef nonnull align 8 dereferenceable(8) %54, ptr noundef nonnull align 8 dereferenceable(8) %55, ptr noundef byval(%struct.State) align 8 %20, double noundef 0.000000e+00, double noundef 3.000000e+00, i32 noundef 300)
  %56 = load ptr, ptr %13, align 8
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds ptr, ptr %57, i64 4
  %59 = load ptr, ptr %58, align 8
  %60 = call noundef ptr %59(ptr noundef nonnull align 8 dereferenceable(8) %56)
  %61 = load ptr, ptr %18, align 8
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds ptr, ptr %62, i64 3
  %64 = load ptr, ptr %63, align 8
  %65 = call noundef ptr %64(ptr noundef nonnull align 8 dereferenceable(8) %61)
  %66 = getelementptr inbounds %struct.State, ptr %19, i32 0, i32 0
  %67 = getelementptr inbounds [4 x double], ptr %66, i64 0, i64 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds %struct.State, ptr %19, i32 0, i32 0
  %70 = getelementptr inbounds [4 x double], ptr %69, i64 0, i64 1
  %71 = load double, ptr %70, align 8
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %60, ptr noundef %65, double noundef %68, double noundef %71)
  br label %73

73:                                               ; preds = %51
  %74 = load ptr, ptr %16, align 8
  %75 = getelementptr inbounds ptr, ptr %74, i32 1
  store ptr %75, ptr %16, align 8
  br label %47

76:                                               ; preds = %47
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %11, align 8
  %79 = getelementptr inbounds ptr, ptr %78, i32 1
  store ptr %79, ptr %11, align 8
  br label %35

80:                                               ; preds = %35
  %81 = call double @exp(double noundef 0xC000CCCCCCCCCCCC) #8
  %82 = call double @cos(double noundef 6.000000e+00) #8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %81, double noundef %82)
  store i32 0, ptr %22, align 4
  br label %84

84:                                               ; preds = %99, %80
  %85 = load i32, ptr %22, align 4
  %86 = icmp slt i32 %85, 3
  br i1 %86, label %87, label %102

87:                                               ; preds = %84
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.s0.2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %23, i64 32, i1 false)
  %88 = load i32, ptr %22, align 4
  %89 = shl i32 50, %88
  call void @_ZNK10Integrator9integrateERK6System5Stateddi(ptr dead_on_unwind writable sret(%struct.State) align 8 %24, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef byval(%struct.State) align 8 %25, double noundef 0.000000e+00, double noundef 3.000000e+00, i32 noundef %89)
  %90 = getelementptr inbounds %struct.State, ptr %24, i32 0, i32 0
  %91 = getelementptr inbounds [4 x double], ptr %90, i64 0, i64 0
  %92 = load double, ptr %91, align 8
  %93 = call double @cos(double noundef 6.000000e+00) #8
  %94 = fsub double %92, %93
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = load i32, ptr %22, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 %97
  store double %95, ptr %98, align 8
  br label %99

99:                                               ; preds = %87
  %100 = load i32, ptr %22, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %22, align 4
  br label %84, !llvm.loop !6

102:                                              ; preds = %84
  %103 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 0
  %104 = load double, ptr %103, align 16
  %105 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 1
  %106 = load double, ptr %105, align 8
  %107 = fdiv double %104, %106
  %108 = call double @log2(double noundef %107) #8
  %109 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 1
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 2
  %112 = load double, ptr %111, align 16
  %113 = fdiv double %110, %112
  %114 = call double @log2(double noundef %113) #8
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %108, double noundef %114)
  store i32 0, ptr %1, align 4
  call void @_ZN3RK4D2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #8
  call void @_ZN8MidpointD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  call void @_ZN5EulerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #8
  call void @_ZN9VanDerPolD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #8
  call void @_ZN10OscillatorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @_ZN5DecayD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
  %116 = load i32, ptr %1, align 4
  ret i32 %116
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5DecayC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN6SystemC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #8
  store ptr getelementptr inbounds inrange(-16, 40) ({ [7 x ptr] }, ptr @_ZTV5Decay, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %class.Decay, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10OscillatorC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN6SystemC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #8
  store ptr getelementptr inbounds inrange(-16, 40) ({ [7 x ptr] }, ptr @_ZTV10Oscillator, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %class.Oscillator, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  store double %9, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9VanDerPolC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN6SystemC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #8
  store ptr getelementptr inbounds inrange(-16, 40) ({ [7 x ptr] }, ptr @_ZTV9VanDerPol, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %class.VanDerPol, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5EulerC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV5Euler, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8MidpointC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV8Midpoint, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3RK4C2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV3RK4, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK10Integrator9integrateERK6System5Stateddi(ptr dead_on_unwind noalias writable sret(%struct.State) align 8 %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef byval(%struct.State) align 8 %3, double noundef %4, double noundef %5, i32 noundef %6) #1 comdat align 2 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store double %4, ptr %10, align 8
  store double %5, ptr %11, align 8
  store i32 %6, ptr %12, align 4
  %15 = load ptr, ptr %8, align 8
  %16 = load double, ptr %11, align 8
  %17 = load double, ptr %10, align 8
  %18 = fsub double %16, %17
  %19 = load i32, ptr %12, align 4
  %20 = sitofp i32 %19 to double
  %21 = fdiv double %18, %20
  store double %21, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %22

22:                                               ; preds = %37, %7
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %12, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %22
  %27 = load ptr, ptr %9, align 8
  %28 = load double, ptr %10, align 8
  %29 = load i32, ptr %14, align 4
  %30 = sitofp i32 %29 to double
  %31 = load double, ptr %13, align 8
  %32 = call double @llvm.fmuladd.f64(double %30, double %31, double %28)
  %33 = load double, ptr %13, align 8
  %34 = load ptr, ptr %15, align 8
  %35 = getelementptr inbounds ptr, ptr %34, i64 2
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(8) %15, ptr noundef nonnull align 8 dereferenceable(8) %27, double noundef %32, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %33)
  br label %37

37:                                               ; preds = %26
  %38 = load i32, ptr %14, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %14, align 4
  br label %22, !llvm.loop !8

40:                                               ; preds = %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %3, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare double @log2(double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3RK4D2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8MidpointD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5EulerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10IntegratorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9VanDerPolD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SystemD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10OscillatorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SystemD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5DecayD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SystemD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SystemC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 40) ({ [7 x ptr] }, ptr @_ZTV6System, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5DecayD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5DecayD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Decay3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK5Decay3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %class.Decay, ptr %9, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fneg double %11
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double %12, %16
  %18 = load ptr, ptr %8, align 8
  %19 = getelementptr inbounds %struct.State, ptr %18, i32 0, i32 0
  %20 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  store double %17, ptr %20, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Decay4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SystemD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SystemD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #10
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10OscillatorD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10OscillatorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK10Oscillator3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK10Oscillator3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 0
  %12 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 1
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  store double %13, ptr %16, align 8
  %17 = getelementptr inbounds %class.Oscillator, ptr %9, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fneg double %18
  %20 = load ptr, ptr %7, align 8
  %21 = getelementptr inbounds %struct.State, ptr %20, i32 0, i32 0
  %22 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 0
  %23 = load double, ptr %22, align 8
  %24 = fmul double %19, %23
  %25 = load ptr, ptr %8, align 8
  %26 = getelementptr inbounds %struct.State, ptr %25, i32 0, i32 0
  %27 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 1
  store double %24, ptr %27, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK10Oscillator4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9VanDerPolD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN9VanDerPolD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK9VanDerPol3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK9VanDerPol3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 0
  %12 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 1
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  store double %13, ptr %16, align 8
  %17 = getelementptr inbounds %class.VanDerPol, ptr %9, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.State, ptr %19, i32 0, i32 0
  %21 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds %struct.State, ptr %23, i32 0, i32 0
  %25 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %26 = load double, ptr %25, align 8
  %27 = fneg double %22
  %28 = call double @llvm.fmuladd.f64(double %27, double %26, double 1.000000e+00)
  %29 = fmul double %18, %28
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.State, ptr %30, i32 0, i32 0
  %32 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 1
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %struct.State, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %37 = load double, ptr %36, align 8
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %29, double %33, double %38)
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds %struct.State, ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds [4 x double], ptr %41, i64 0, i64 1
  store double %39, ptr %42, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK9VanDerPol4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10IntegratorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV10Integrator, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5EulerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5EulerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK5Euler4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #1 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca %struct.State, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load double, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load ptr, ptr %13, align 8
  %17 = getelementptr inbounds ptr, ptr %16, i64 3
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(8) %13, double noundef %14, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %11)
  %19 = load ptr, ptr %7, align 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %20, i64 2
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef i32 %22(ptr noundef nonnull align 8 dereferenceable(8) %19)
  %24 = load ptr, ptr %9, align 8
  %25 = load ptr, ptr %9, align 8
  %26 = load double, ptr %10, align 8
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, double noundef %26, ptr noundef nonnull align 8 dereferenceable(32) %11)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Euler4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10IntegratorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10IntegratorD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) #1 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %36, %5
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %39

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %9, align 8
  %24 = load ptr, ptr %10, align 8
  %25 = getelementptr inbounds %struct.State, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = call double @llvm.fmuladd.f64(double %23, double %29, double %22)
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.State, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x double], ptr %32, i64 0, i64 %34
  store double %30, ptr %35, align 8
  br label %36

36:                                               ; preds = %16
  %37 = load i32, ptr %11, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %11, align 4
  br label %12, !llvm.loop !9

39:                                               ; preds = %12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8MidpointD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN8MidpointD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK8Midpoint4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #1 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca %struct.State, align 8
  %12 = alloca %struct.State, align 8
  %13 = alloca %struct.State, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load double, ptr %8, align 8
  %17 = load ptr, ptr %9, align 8
  %18 = load ptr, ptr %15, align 8
  %19 = getelementptr inbounds ptr, ptr %18, i64 3
  %20 = load ptr, ptr %19, align 8
  call void %20(ptr noundef nonnull align 8 dereferenceable(8) %15, double noundef %16, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(32) %11)
  %21 = load ptr, ptr %7, align 8
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds ptr, ptr %22, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = call noundef i32 %24(ptr noundef nonnull align 8 dereferenceable(8) %21)
  %26 = load ptr, ptr %9, align 8
  %27 = load double, ptr %10, align 8
  %28 = fdiv double %27, 2.000000e+00
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %25, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(32) %26, double noundef %28, ptr noundef nonnull align 8 dereferenceable(32) %11)
  %29 = load ptr, ptr %7, align 8
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %10, align 8
  %32 = fdiv double %31, 2.000000e+00
  %33 = fadd double %30, %32
  %34 = load ptr, ptr %29, align 8
  %35 = getelementptr inbounds ptr, ptr %34, i64 3
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(8) %29, double noundef %33, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(32) %13)
  %37 = load ptr, ptr %7, align 8
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds ptr, ptr %38, i64 2
  %40 = load ptr, ptr %39, align 8
  %41 = call noundef i32 %40(ptr noundef nonnull align 8 dereferenceable(8) %37)
  %42 = load ptr, ptr %9, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load double, ptr %10, align 8
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %41, ptr noundef nonnull align 8 dereferenceable(32) %42, ptr noundef nonnull align 8 dereferenceable(32) %43, double noundef %44, ptr noundef nonnull align 8 dereferenceable(32) %13)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK8Midpoint4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3RK4D0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3RK4D2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK3RK44stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #1 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.State, align 8
  %13 = alloca %struct.State, align 8
  %14 = alloca %struct.State, align 8
  %15 = alloca %struct.State, align 8
  %16 = alloca %struct.State, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %20, i64 2
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef i32 %22(ptr noundef nonnull align 8 dereferenceable(8) %19)
  store i32 %23, ptr %11, align 4
  %24 = load ptr, ptr %7, align 8
  %25 = load double, ptr %8, align 8
  %26 = load ptr, ptr %9, align 8
  %27 = load ptr, ptr %24, align 8
  %28 = getelementptr inbounds ptr, ptr %27, i64 3
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(8) %24, double noundef %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull align 8 dereferenceable(32) %12)
  %30 = load i32, ptr %11, align 4
  %31 = load ptr, ptr %9, align 8
  %32 = load double, ptr %10, align 8
  %33 = fdiv double %32, 2.000000e+00
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %30, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %31, double noundef %33, ptr noundef nonnull align 8 dereferenceable(32) %12)
  %34 = load ptr, ptr %7, align 8
  %35 = load double, ptr %8, align 8
  %36 = load double, ptr %10, align 8
  %37 = fdiv double %36, 2.000000e+00
  %38 = fadd double %35, %37
  %39 = load ptr, ptr %34, align 8
  %40 = getelementptr inbounds ptr, ptr %39, i64 3
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(8) %34, double noundef %38, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %13)
  %42 = load i32, ptr %11, align 4
  %43 = load ptr, ptr %9, align 8
  %44 = load double, ptr %10, align 8
  %45 = fdiv double %44, 2.000000e+00
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %42, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %43, double noundef %45, ptr noundef nonnull align 8 dereferenceable(32) %13)
  %46 = load ptr, ptr %7, align 8
  %47 = load double, ptr %8, align 8
  %48 = load double, ptr %10, align 8
  %49 = fdiv double %48, 2.000000e+00
  %50 = fadd double %47, %49
  %51 = load ptr, ptr %46, align 8
  %52 = getelementptr inbounds ptr, ptr %51, i64 3
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(8) %46, double noundef %50, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %14)
  %54 = load i32, ptr %11, align 4
  %55 = load ptr, ptr %9, align 8
  %56 = load double, ptr %10, align 8
  call void @_ZL4axpyiR5StateRKS_dS2_(i32 noundef %54, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %55, double noundef %56, ptr noundef nonnull align 8 dereferenceable(32) %14)
  %57 = load ptr, ptr %7, align 8
  %58 = load double, ptr %8, align 8
  %59 = load double, ptr %10, align 8
  %60 = fadd double %58, %59
  %61 = load ptr, ptr %57, align 8
  %62 = getelementptr inbounds ptr, ptr %61, i64 3
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(8) %57, double noundef %60, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %15)
  store i32 0, ptr %17, align 4
  br label %64

64:                                               ; preds = %101, %5
  %65 = load i32, ptr %17, align 4
  %66 = load i32, ptr %11, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %104

68:                                               ; preds = %64
  %69 = load double, ptr %10, align 8
  %70 = fdiv double %69, 6.000000e+00
  %71 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 0
  %72 = load i32, ptr %17, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x double], ptr %71, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 0
  %77 = load i32, ptr %17, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x double], ptr %76, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %80, double %75)
  %82 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 0
  %83 = load i32, ptr %17, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x double], ptr %82, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %86, double %81)
  %88 = getelementptr inbounds %struct.State, ptr %15, i32 0, i32 0
  %89 = load i32, ptr %17, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %88, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = fadd double %87, %92
  %94 = load ptr, ptr %9, align 8
  %95 = getelementptr inbounds %struct.State, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %17, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x double], ptr %95, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = call double @llvm.fmuladd.f64(double %70, double %93, double %99)
  store double %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %68
  %102 = load i32, ptr %17, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %17, align 4
  br label %64, !llvm.loop !10

104:                                              ; preds = %64
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3RK44nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.9
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind }
attributes #10 = { noreturn nounwind }

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
