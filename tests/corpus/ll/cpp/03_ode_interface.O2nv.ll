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

$_ZN10IntegratorD2Ev = comdat any

$_ZN6SystemD2Ev = comdat any

$_ZN5DecayD0Ev = comdat any

$_ZNK5Decay3dimEv = comdat any

$_ZNK5Decay3rhsEdRK5StateRS0_ = comdat any

$_ZNK5Decay4nameEv = comdat any

$_ZN10OscillatorD0Ev = comdat any

$_ZNK10Oscillator3dimEv = comdat any

$_ZNK10Oscillator3rhsEdRK5StateRS0_ = comdat any

$_ZNK10Oscillator4nameEv = comdat any

$_ZN9VanDerPolD0Ev = comdat any

$_ZNK9VanDerPol3dimEv = comdat any

$_ZNK9VanDerPol3rhsEdRK5StateRS0_ = comdat any

$_ZNK9VanDerPol4nameEv = comdat any

$_ZN5EulerD0Ev = comdat any

$_ZNK5Euler4stepERK6SystemdR5Stated = comdat any

$_ZNK5Euler4nameEv = comdat any

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

$_ZTV8Midpoint = comdat any

$_ZTS8Midpoint = comdat any

$_ZTI8Midpoint = comdat any

$_ZTV3RK4 = comdat any

$_ZTS3RK4 = comdat any

$_ZTI3RK4 = comdat any

@.str = private unnamed_addr constant [34 x i8] c"%-10s %-8s y0=%14.10f y1=%14.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"exact decay=%.10f exact osc=%.10f\0A\00", align 1
@__const.main.s0.2 = private unnamed_addr constant %struct.State { [4 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00] }, align 8
@.str.3 = private unnamed_addr constant [32 x i8] c"rk4 order estimates: %.2f %.2f\0A\00", align 1
@_ZTV5Decay = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI5Decay, ptr @_ZN6SystemD2Ev, ptr @_ZN5DecayD0Ev, ptr @_ZNK5Decay3dimEv, ptr @_ZNK5Decay3rhsEdRK5StateRS0_, ptr @_ZNK5Decay4nameEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Decay = linkonce_odr dso_local constant [7 x i8] c"5Decay\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6System = linkonce_odr dso_local constant [8 x i8] c"6System\00", comdat, align 1
@_ZTI6System = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6System }, comdat, align 8
@_ZTI5Decay = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Decay, ptr @_ZTI6System }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"decay\00", align 1
@_ZTV10Oscillator = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI10Oscillator, ptr @_ZN6SystemD2Ev, ptr @_ZN10OscillatorD0Ev, ptr @_ZNK10Oscillator3dimEv, ptr @_ZNK10Oscillator3rhsEdRK5StateRS0_, ptr @_ZNK10Oscillator4nameEv] }, comdat, align 8
@_ZTS10Oscillator = linkonce_odr dso_local constant [13 x i8] c"10Oscillator\00", comdat, align 1
@_ZTI10Oscillator = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10Oscillator, ptr @_ZTI6System }, comdat, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"oscillator\00", align 1
@_ZTV9VanDerPol = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI9VanDerPol, ptr @_ZN6SystemD2Ev, ptr @_ZN9VanDerPolD0Ev, ptr @_ZNK9VanDerPol3dimEv, ptr @_ZNK9VanDerPol3rhsEdRK5StateRS0_, ptr @_ZNK9VanDerPol4nameEv] }, comdat, align 8
@_ZTS9VanDerPol = linkonce_odr dso_local constant [11 x i8] c"9VanDerPol\00", comdat, align 1
@_ZTI9VanDerPol = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS9VanDerPol, ptr @_ZTI6System }, comdat, align 8
@.str.6 = private unnamed_addr constant [10 x i8] c"vanderpol\00", align 1
@_ZTV5Euler = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Euler, ptr @_ZN10IntegratorD2Ev, ptr @_ZN5EulerD0Ev, ptr @_ZNK5Euler4stepERK6SystemdR5Stated, ptr @_ZNK5Euler4nameEv] }, comdat, align 8
@_ZTS5Euler = linkonce_odr dso_local constant [7 x i8] c"5Euler\00", comdat, align 1
@_ZTS10Integrator = linkonce_odr dso_local constant [13 x i8] c"10Integrator\00", comdat, align 1
@_ZTI10Integrator = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10Integrator }, comdat, align 8
@_ZTI5Euler = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Euler, ptr @_ZTI10Integrator }, comdat, align 8
@.str.7 = private unnamed_addr constant [6 x i8] c"euler\00", align 1
@_ZTV8Midpoint = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI8Midpoint, ptr @_ZN10IntegratorD2Ev, ptr @_ZN8MidpointD0Ev, ptr @_ZNK8Midpoint4stepERK6SystemdR5Stated, ptr @_ZNK8Midpoint4nameEv] }, comdat, align 8
@_ZTS8Midpoint = linkonce_odr dso_local constant [10 x i8] c"8Midpoint\00", comdat, align 1
@_ZTI8Midpoint = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Midpoint, ptr @_ZTI10Integrator }, comdat, align 8
@.str.8 = private unnamed_addr constant [9 x i8] c"midpoint\00", align 1
@_ZTV3RK4 = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI3RK4, ptr @_ZN10IntegratorD2Ev, ptr @_ZN3RK4D0Ev, ptr @_ZNK3RK44stepERK6SystemdR5Stated, ptr @_ZNK3RK44nameEv] }, comdat, align 8
@_ZTS3RK4 = linkonce_odr dso_local constant [5 x i8] c"3RK4\00", comdat, align 1
@_ZTI3RK4 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3RK4, ptr @_ZTI10Integrator }, comdat, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"rk4\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.State, align 8
  %2 = alloca %struct.State, align 8
  %3 = alloca %class.Decay, align 8
  %4 = alloca %class.Oscillator, align 8
  %5 = alloca %class.VanDerPol, align 8
  %6 = alloca [3 x ptr], align 16
  %7 = alloca %class.Euler, align 8
  %8 = alloca %class.Midpoint, align 8
  %9 = alloca %class.RK4, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV5Decay, i64 16), ptr %3, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store double 0x3FE6666666666666, ptr %10, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV10Oscillator, i64 16), ptr %4, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  store double 4.000000e+00, ptr %11, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #9
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV9VanDerPol, i64 16), ptr %5, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  store double 1.500000e+00, ptr %12, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #9
  store ptr %3, ptr %6, align 16, !tbaa !17
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %4, ptr %13, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %5, ptr %14, align 16, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Euler, i64 16), ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV8Midpoint, i64 16), ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV3RK4, i64 16), ptr %9, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  br label %18

16:                                               ; preds = %73
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FBF594DF2881236, double noundef 0x3FEEB9B7097822F5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %87

18:                                               ; preds = %0, %73
  %19 = phi i64 [ 0, %0 ], [ %85, %73 ]
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i32 [ %29, %22 ], [ 0, %18 ]
  %24 = uitofp nneg i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double %24, double 1.000000e-02, double 0.000000e+00)
  %26 = load ptr, ptr %7, align 8, !tbaa !5, !noalias !19
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8, !noalias !19
  call void %28(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %25, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #9, !noalias !19
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, 300
  br i1 %30, label %31, label %22, !llvm.loop !22

31:                                               ; preds = %22
  %32 = load double, ptr %2, align 8
  %33 = load double, ptr %15, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %34 = load ptr, ptr %21, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %34, i64 32
  %36 = load ptr, ptr %35, align 8
  %37 = call noundef ptr %36(ptr noundef nonnull align 8 dereferenceable(8) %21) #9
  %38 = load ptr, ptr %7, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  %41 = call noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(8) %7) #9
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %37, ptr noundef %41, double noundef %32, double noundef %33)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %43

43:                                               ; preds = %43, %31
  %44 = phi i32 [ %50, %43 ], [ 0, %31 ]
  %45 = uitofp nneg i32 %44 to double
  %46 = call double @llvm.fmuladd.f64(double %45, double 1.000000e-02, double 0.000000e+00)
  %47 = load ptr, ptr %8, align 8, !tbaa !5, !noalias !19
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8, !noalias !19
  call void %49(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %46, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #9, !noalias !19
  %50 = add nuw nsw i32 %44, 1
  %51 = icmp eq i32 %50, 300
  br i1 %51, label %52, label %43, !llvm.loop !22

52:                                               ; preds = %43
  %53 = load double, ptr %2, align 8
  %54 = load double, ptr %15, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %55 = load ptr, ptr %21, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = load ptr, ptr %56, align 8
  %58 = call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %21) #9
  %59 = load ptr, ptr %8, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  %62 = call noundef ptr %61(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %58, ptr noundef %62, double noundef %53, double noundef %54)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %64

64:                                               ; preds = %64, %52
  %65 = phi i32 [ %71, %64 ], [ 0, %52 ]
  %66 = uitofp nneg i32 %65 to double
  %67 = call double @llvm.fmuladd.f64(double %66, double 1.000000e-02, double 0.000000e+00)
  %68 = load ptr, ptr %9, align 8, !tbaa !5, !noalias !19
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8, !noalias !19
  call void %70(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %67, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #9, !noalias !19
  %71 = add nuw nsw i32 %65, 1
  %72 = icmp eq i32 %71, 300
  br i1 %72, label %73, label %64, !llvm.loop !22

73:                                               ; preds = %64
  %74 = load double, ptr %2, align 8
  %75 = load double, ptr %15, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %76 = load ptr, ptr %21, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %76, i64 32
  %78 = load ptr, ptr %77, align 8
  %79 = call noundef ptr %78(ptr noundef nonnull align 8 dereferenceable(8) %21) #9
  %80 = load ptr, ptr %9, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  %83 = call noundef ptr %82(ptr noundef nonnull align 8 dereferenceable(8) %9) #9
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %79, ptr noundef %83, double noundef %74, double noundef %75)
  %85 = add nuw nsw i64 %19, 8
  %86 = icmp eq i64 %85, 24
  br i1 %86, label %16, label %18

87:                                               ; preds = %16, %87
  %88 = phi i32 [ %94, %87 ], [ 0, %16 ]
  %89 = uitofp nneg i32 %88 to double
  %90 = call double @llvm.fmuladd.f64(double %89, double 6.000000e-02, double 0.000000e+00)
  %91 = load ptr, ptr %9, align 8, !tbaa !5, !noalias !24
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8, !noalias !24
  call void %93(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %90, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 6.000000e-02) #9, !noalias !24
  %94 = add nuw nsw i32 %88, 1
  %95 = icmp eq i32 %94, 50
  br i1 %95, label %96, label %87, !llvm.loop !22

96:                                               ; preds = %87
  %97 = load double, ptr %1, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %98

98:                                               ; preds = %98, %96
  %99 = phi i32 [ %105, %98 ], [ 0, %96 ]
  %100 = uitofp nneg i32 %99 to double
  %101 = call double @llvm.fmuladd.f64(double %100, double 3.000000e-02, double 0.000000e+00)
  %102 = load ptr, ptr %9, align 8, !tbaa !5, !noalias !24
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load ptr, ptr %103, align 8, !noalias !24
  call void %104(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %101, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 3.000000e-02) #9, !noalias !24
  %105 = add nuw nsw i32 %99, 1
  %106 = icmp eq i32 %105, 100
  br i1 %106, label %107, label %98, !llvm.loop !22

107:                                              ; preds = %98
  %108 = load double, ptr %1, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0.2, i64 32, i1 false)
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i32 [ %116, %109 ], [ 0, %107 ]
  %111 = uitofp nneg i32 %110 to double
  %112 = call double @llvm.fmuladd.f64(double %111, double 1.500000e-02, double 0.000000e+00)
  %113 = load ptr, ptr %9, align 8, !tbaa !5, !noalias !24
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8, !noalias !24
  call void %115(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %112, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 1.500000e-02) #9, !noalias !24
  %116 = add nuw nsw i32 %110, 1
  %117 = icmp eq i32 %116, 200
  br i1 %117, label %118, label %109, !llvm.loop !22

118:                                              ; preds = %109
  %119 = fadd double %108, 0xBFEEB9B7097822F5
  %120 = fadd double %97, 0xBFEEB9B7097822F5
  %121 = load double, ptr %1, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  %122 = fadd double %121, 0xBFEEB9B7097822F5
  %123 = fdiv double %120, %119
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = call double @log2(double noundef %124) #9
  %126 = fdiv double %119, %122
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call double @log2(double noundef %127) #9
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %125, double noundef %128)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10IntegratorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SystemD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5DecayD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Decay3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK5Decay3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !8
  %7 = fneg double %6
  %8 = load double, ptr %2, align 8, !tbaa !27
  %9 = fmul double %8, %7
  store double %9, ptr %3, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Decay4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.4
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10OscillatorD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK10Oscillator3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK10Oscillator3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 {
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !27
  store double %6, ptr %3, align 8, !tbaa !27
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !13
  %9 = fneg double %8
  %10 = load double, ptr %2, align 8, !tbaa !27
  %11 = fmul double %10, %9
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store double %11, ptr %12, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK10Oscillator4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.5
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN9VanDerPolD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK9VanDerPol3dimEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK9VanDerPol3rhsEdRK5StateRS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 {
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !27
  store double %6, ptr %3, align 8, !tbaa !27
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !15
  %9 = load double, ptr %2, align 8, !tbaa !27
  %10 = fneg double %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %9, double 1.000000e+00)
  %12 = fmul double %8, %11
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %6, double %10)
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  store double %13, ptr %14, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK9VanDerPol4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5EulerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK5Euler4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #6 comdat align 2 {
  %6 = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %7, i64 24
  %9 = load ptr, ptr %8, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #9
  %10 = load ptr, ptr %1, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = call noundef i32 %12(ptr noundef nonnull align 8 dereferenceable(8) %1) #9
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %47

15:                                               ; preds = %5
  %16 = zext nneg i32 %13 to i64
  %17 = and i64 %16, 1
  %18 = icmp eq i32 %13, 1
  br i1 %18, label %38, label %19

19:                                               ; preds = %15
  %20 = and i64 %16, 2147483646
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %35, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %36, %21 ]
  %24 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !27
  %26 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %22
  %27 = load double, ptr %26, align 8, !tbaa !27
  %28 = call double @llvm.fmuladd.f64(double %4, double %27, double %25)
  store double %28, ptr %24, align 8, !tbaa !27
  %29 = or disjoint i64 %22, 1
  %30 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !27
  %32 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !27
  %34 = call double @llvm.fmuladd.f64(double %4, double %33, double %31)
  store double %34, ptr %30, align 8, !tbaa !27
  %35 = add nuw nsw i64 %22, 2
  %36 = add i64 %23, 2
  %37 = icmp eq i64 %36, %20
  br i1 %37, label %38, label %21, !llvm.loop !28

38:                                               ; preds = %21, %15
  %39 = phi i64 [ 0, %15 ], [ %35, %21 ]
  %40 = icmp eq i64 %17, 0
  br i1 %40, label %47, label %41

41:                                               ; preds = %38
  %42 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !27
  %44 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %39
  %45 = load double, ptr %44, align 8, !tbaa !27
  %46 = call double @llvm.fmuladd.f64(double %4, double %45, double %43)
  store double %46, ptr %42, align 8, !tbaa !27
  br label %47

47:                                               ; preds = %41, %38, %5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Euler4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8MidpointD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK8Midpoint4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #6 comdat align 2 {
  %6 = alloca %struct.State, align 8
  %7 = alloca %struct.State, align 8
  %8 = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #9
  %9 = load ptr, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %9, i64 24
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #9
  %12 = load ptr, ptr %1, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  %15 = call noundef i32 %14(ptr noundef nonnull align 8 dereferenceable(8) %1) #9
  %16 = fmul double %4, 5.000000e-01
  %17 = icmp sgt i32 %15, 0
  br i1 %17, label %18, label %53

18:                                               ; preds = %5
  %19 = zext nneg i32 %15 to i64
  %20 = and i64 %19, 1
  %21 = icmp eq i32 %15, 1
  br i1 %21, label %43, label %22

22:                                               ; preds = %18
  %23 = and i64 %19, 2147483646
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %40, %24 ]
  %26 = phi i64 [ 0, %22 ], [ %41, %24 ]
  %27 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %25
  %28 = load double, ptr %27, align 8, !tbaa !27
  %29 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %25
  %30 = load double, ptr %29, align 8, !tbaa !27
  %31 = call double @llvm.fmuladd.f64(double %16, double %30, double %28)
  %32 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %25
  store double %31, ptr %32, align 8, !tbaa !27
  %33 = or disjoint i64 %25, 1
  %34 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !27
  %36 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !27
  %38 = call double @llvm.fmuladd.f64(double %16, double %37, double %35)
  %39 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %33
  store double %38, ptr %39, align 8, !tbaa !27
  %40 = add nuw nsw i64 %25, 2
  %41 = add i64 %26, 2
  %42 = icmp eq i64 %41, %23
  br i1 %42, label %43, label %24, !llvm.loop !28

43:                                               ; preds = %24, %18
  %44 = phi i64 [ 0, %18 ], [ %40, %24 ]
  %45 = icmp eq i64 %20, 0
  br i1 %45, label %53, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !27
  %49 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %44
  %50 = load double, ptr %49, align 8, !tbaa !27
  %51 = call double @llvm.fmuladd.f64(double %16, double %50, double %48)
  %52 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %44
  store double %51, ptr %52, align 8, !tbaa !27
  br label %53

53:                                               ; preds = %46, %43, %5
  %54 = fadd double %16, %2
  %55 = load ptr, ptr %1, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %55, i64 24
  %57 = load ptr, ptr %56, align 8
  call void %57(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %54, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %8) #9
  %58 = load ptr, ptr %1, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  %61 = call noundef i32 %60(ptr noundef nonnull align 8 dereferenceable(8) %1) #9
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %95

63:                                               ; preds = %53
  %64 = zext nneg i32 %61 to i64
  %65 = and i64 %64, 1
  %66 = icmp eq i32 %61, 1
  br i1 %66, label %86, label %67

67:                                               ; preds = %63
  %68 = and i64 %64, 2147483646
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 0, %67 ], [ %83, %69 ]
  %71 = phi i64 [ 0, %67 ], [ %84, %69 ]
  %72 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !27
  %74 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !27
  %76 = call double @llvm.fmuladd.f64(double %4, double %75, double %73)
  store double %76, ptr %72, align 8, !tbaa !27
  %77 = or disjoint i64 %70, 1
  %78 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !27
  %80 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !27
  %82 = call double @llvm.fmuladd.f64(double %4, double %81, double %79)
  store double %82, ptr %78, align 8, !tbaa !27
  %83 = add nuw nsw i64 %70, 2
  %84 = add i64 %71, 2
  %85 = icmp eq i64 %84, %68
  br i1 %85, label %86, label %69, !llvm.loop !28

86:                                               ; preds = %69, %63
  %87 = phi i64 [ 0, %63 ], [ %83, %69 ]
  %88 = icmp eq i64 %65, 0
  br i1 %88, label %95, label %89

89:                                               ; preds = %86
  %90 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %87
  %91 = load double, ptr %90, align 8, !tbaa !27
  %92 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %87
  %93 = load double, ptr %92, align 8, !tbaa !27
  %94 = call double @llvm.fmuladd.f64(double %4, double %93, double %91)
  store double %94, ptr %90, align 8, !tbaa !27
  br label %95

95:                                               ; preds = %89, %86, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK8Midpoint4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3RK4D0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3RK44stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #6 comdat align 2 {
  %6 = alloca %struct.State, align 8
  %7 = alloca %struct.State, align 8
  %8 = alloca %struct.State, align 8
  %9 = alloca %struct.State, align 8
  %10 = alloca %struct.State, align 8
  %11 = load ptr, ptr %1, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = tail call noundef i32 %13(ptr noundef nonnull align 8 dereferenceable(8) %1) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #9
  %15 = load ptr, ptr %1, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  call void %17(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #9
  %18 = fmul double %4, 5.000000e-01
  %19 = icmp sgt i32 %14, 0
  br i1 %19, label %20, label %55

20:                                               ; preds = %5
  %21 = zext nneg i32 %14 to i64
  %22 = and i64 %21, 1
  %23 = icmp eq i32 %14, 1
  br i1 %23, label %45, label %24

24:                                               ; preds = %20
  %25 = and i64 %21, 2147483646
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %42, %26 ]
  %28 = phi i64 [ 0, %24 ], [ %43, %26 ]
  %29 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !27
  %31 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %27
  %32 = load double, ptr %31, align 8, !tbaa !27
  %33 = call double @llvm.fmuladd.f64(double %18, double %32, double %30)
  %34 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %27
  store double %33, ptr %34, align 8, !tbaa !27
  %35 = or disjoint i64 %27, 1
  %36 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !27
  %38 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !27
  %40 = call double @llvm.fmuladd.f64(double %18, double %39, double %37)
  %41 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %35
  store double %40, ptr %41, align 8, !tbaa !27
  %42 = add nuw nsw i64 %27, 2
  %43 = add i64 %28, 2
  %44 = icmp eq i64 %43, %25
  br i1 %44, label %45, label %26, !llvm.loop !28

45:                                               ; preds = %26, %20
  %46 = phi i64 [ 0, %20 ], [ %42, %26 ]
  %47 = icmp eq i64 %22, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %45
  %49 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !27
  %51 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %46
  %52 = load double, ptr %51, align 8, !tbaa !27
  %53 = call double @llvm.fmuladd.f64(double %18, double %52, double %50)
  %54 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %46
  store double %53, ptr %54, align 8, !tbaa !27
  br label %55

55:                                               ; preds = %48, %45, %5
  %56 = fadd double %18, %2
  %57 = load ptr, ptr %1, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %56, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %7) #9
  br i1 %19, label %64, label %60

60:                                               ; preds = %55
  %61 = load ptr, ptr %1, align 8, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %56, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %8) #9
  br label %137

64:                                               ; preds = %55
  %65 = zext nneg i32 %14 to i64
  %66 = add nsw i64 %65, -1
  %67 = and i64 %65, 1
  %68 = icmp eq i64 %66, 0
  br i1 %68, label %90, label %69

69:                                               ; preds = %64
  %70 = and i64 %65, 2147483646
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 0, %69 ], [ %87, %71 ]
  %73 = phi i64 [ 0, %69 ], [ %88, %71 ]
  %74 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %72
  %75 = load double, ptr %74, align 8, !tbaa !27
  %76 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %72
  %77 = load double, ptr %76, align 8, !tbaa !27
  %78 = call double @llvm.fmuladd.f64(double %18, double %77, double %75)
  %79 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %72
  store double %78, ptr %79, align 8, !tbaa !27
  %80 = or disjoint i64 %72, 1
  %81 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !27
  %83 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !27
  %85 = call double @llvm.fmuladd.f64(double %18, double %84, double %82)
  %86 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %80
  store double %85, ptr %86, align 8, !tbaa !27
  %87 = add nuw nsw i64 %72, 2
  %88 = add i64 %73, 2
  %89 = icmp eq i64 %88, %70
  br i1 %89, label %90, label %71, !llvm.loop !28

90:                                               ; preds = %71, %64
  %91 = phi i64 [ 0, %64 ], [ %87, %71 ]
  %92 = icmp eq i64 %67, 0
  br i1 %92, label %100, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %91
  %95 = load double, ptr %94, align 8, !tbaa !27
  %96 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %91
  %97 = load double, ptr %96, align 8, !tbaa !27
  %98 = call double @llvm.fmuladd.f64(double %18, double %97, double %95)
  %99 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %91
  store double %98, ptr %99, align 8, !tbaa !27
  br label %100

100:                                              ; preds = %90, %93
  %101 = load ptr, ptr %1, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %56, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %8) #9
  %104 = and i64 %65, 1
  %105 = icmp eq i64 %66, 0
  br i1 %105, label %127, label %106

106:                                              ; preds = %100
  %107 = and i64 %65, 2147483646
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %124, %108 ]
  %110 = phi i64 [ 0, %106 ], [ %125, %108 ]
  %111 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %109
  %112 = load double, ptr %111, align 8, !tbaa !27
  %113 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %109
  %114 = load double, ptr %113, align 8, !tbaa !27
  %115 = call double @llvm.fmuladd.f64(double %4, double %114, double %112)
  %116 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %109
  store double %115, ptr %116, align 8, !tbaa !27
  %117 = or disjoint i64 %109, 1
  %118 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !27
  %120 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %117
  %121 = load double, ptr %120, align 8, !tbaa !27
  %122 = call double @llvm.fmuladd.f64(double %4, double %121, double %119)
  %123 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %117
  store double %122, ptr %123, align 8, !tbaa !27
  %124 = add nuw nsw i64 %109, 2
  %125 = add i64 %110, 2
  %126 = icmp eq i64 %125, %107
  br i1 %126, label %127, label %108, !llvm.loop !28

127:                                              ; preds = %108, %100
  %128 = phi i64 [ 0, %100 ], [ %124, %108 ]
  %129 = icmp eq i64 %104, 0
  br i1 %129, label %137, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !27
  %133 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %128
  %134 = load double, ptr %133, align 8, !tbaa !27
  %135 = call double @llvm.fmuladd.f64(double %4, double %134, double %132)
  %136 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %128
  store double %135, ptr %136, align 8, !tbaa !27
  br label %137

137:                                              ; preds = %130, %127, %60
  %138 = fadd double %2, %4
  %139 = load ptr, ptr %1, align 8, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %138, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %9) #9
  br i1 %19, label %142, label %145

142:                                              ; preds = %137
  %143 = fdiv double %4, 6.000000e+00
  %144 = zext nneg i32 %14 to i64
  br label %146

145:                                              ; preds = %146, %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9
  ret void

146:                                              ; preds = %142, %146
  %147 = phi i64 [ 0, %142 ], [ %162, %146 ]
  %148 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !27
  %150 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %147
  %151 = load double, ptr %150, align 8, !tbaa !27
  %152 = call double @llvm.fmuladd.f64(double %151, double 2.000000e+00, double %149)
  %153 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %147
  %154 = load double, ptr %153, align 8, !tbaa !27
  %155 = call double @llvm.fmuladd.f64(double %154, double 2.000000e+00, double %152)
  %156 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %147
  %157 = load double, ptr %156, align 8, !tbaa !27
  %158 = fadd double %155, %157
  %159 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %147
  %160 = load double, ptr %159, align 8, !tbaa !27
  %161 = call double @llvm.fmuladd.f64(double %143, double %158, double %160)
  store double %161, ptr %159, align 8, !tbaa !27
  %162 = add nuw nsw i64 %147, 1
  %163 = icmp eq i64 %162, %144
  br i1 %163, label %145, label %146, !llvm.loop !29
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3RK44nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.9
}

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 8}
!9 = !{!"_ZTS5Decay", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTS6System"}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!14, !11, i64 8}
!14 = !{!"_ZTS10Oscillator", !10, i64 0, !11, i64 8}
!15 = !{!16, !11, i64 8}
!16 = !{!"_ZTS9VanDerPol", !10, i64 0, !11, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !12, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZNK10Integrator9integrateERK6System5Stateddi: argument 0"}
!21 = distinct !{!21, !"_ZNK10Integrator9integrateERK6System5Stateddi"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZNK10Integrator9integrateERK6System5Stateddi: argument 0"}
!26 = distinct !{!26, !"_ZNK10Integrator9integrateERK6System5Stateddi"}
!27 = !{!11, !11, i64 0}
!28 = distinct !{!28, !23}
!29 = distinct !{!29, !23}
