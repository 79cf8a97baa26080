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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV5Decay, i64 16), ptr %3, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store double 0x3FE6666666666666, ptr %10, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV10Oscillator, i64 16), ptr %4, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  store double 4.000000e+00, ptr %11, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV9VanDerPol, i64 16), ptr %5, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  store double 1.500000e+00, ptr %12, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  store ptr %3, ptr %6, align 16, !tbaa !17
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %4, ptr %13, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %5, ptr %14, align 16, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Euler, i64 16), ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV8Midpoint, i64 16), ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #10
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
  call void %28(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %25, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #10, !noalias !19
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
  %37 = call noundef ptr %36(ptr noundef nonnull align 8 dereferenceable(8) %21) #10
  %38 = load ptr, ptr %7, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  %41 = call noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(8) %7) #10
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
  call void %49(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %46, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #10, !noalias !19
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
  %58 = call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %21) #10
  %59 = load ptr, ptr %8, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  %62 = call noundef ptr %61(ptr noundef nonnull align 8 dereferenceable(8) %8) #10
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
  call void %70(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %21, double noundef %67, ptr noundef nonnull align 8 dereferenceable(32) %2, double noundef 1.000000e-02) #10, !noalias !19
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
  %79 = call noundef ptr %78(ptr noundef nonnull align 8 dereferenceable(8) %21) #10
  %80 = load ptr, ptr %9, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  %83 = call noundef ptr %82(ptr noundef nonnull align 8 dereferenceable(8) %9) #10
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
  call void %93(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %90, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 6.000000e-02) #10, !noalias !24
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
  call void %104(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %101, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 3.000000e-02) #10, !noalias !24
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
  call void %115(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %112, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef 1.500000e-02) #10, !noalias !24
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
  %125 = call double @log2(double noundef %124) #10
  %126 = fdiv double %119, %122
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call double @log2(double noundef %127) #10
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %125, double noundef %128)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK5Euler4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #6 comdat align 2 {
  %6 = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %7, i64 24
  %9 = load ptr, ptr %8, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #10
  %10 = load ptr, ptr %1, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = call noundef i32 %12(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %49

15:                                               ; preds = %5
  %16 = zext nneg i32 %13 to i64
  %17 = icmp ult i32 %13, 4
  br i1 %17, label %38, label %18

18:                                               ; preds = %15
  %19 = and i64 %16, 2147483644
  %20 = insertelement <2 x double> poison, double %4, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i64 [ 0, %18 ], [ %34, %22 ]
  %24 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !27
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !27
  %28 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %23
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !27
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !27
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %30, <2 x double> %26)
  %33 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %31, <2 x double> %27)
  store <2 x double> %32, ptr %24, align 8, !tbaa !27
  store <2 x double> %33, ptr %25, align 8, !tbaa !27
  %34 = add nuw i64 %23, 4
  %35 = icmp eq i64 %34, %19
  br i1 %35, label %36, label %22, !llvm.loop !28

36:                                               ; preds = %22
  %37 = icmp eq i64 %19, %16
  br i1 %37, label %49, label %38

38:                                               ; preds = %36, %15
  %39 = phi i64 [ 0, %15 ], [ %19, %36 ]
  br label %40

40:                                               ; preds = %38, %40
  %41 = phi i64 [ %47, %40 ], [ %39, %38 ]
  %42 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !27
  %44 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !27
  %46 = call double @llvm.fmuladd.f64(double %4, double %45, double %43)
  store double %46, ptr %42, align 8, !tbaa !27
  %47 = add nuw nsw i64 %41, 1
  %48 = icmp eq i64 %47, %16
  br i1 %48, label %49, label %40, !llvm.loop !31

49:                                               ; preds = %40, %36, %5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Euler4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8MidpointD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK8Midpoint4stepERK6SystemdR5Stated(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef %4) unnamed_addr #6 comdat align 2 {
  %6 = alloca %struct.State, align 8
  %7 = alloca %struct.State, align 8
  %8 = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  %9 = load ptr, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %9, i64 24
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #10
  %12 = load ptr, ptr %1, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  %15 = call noundef i32 %14(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %16 = fmul double %4, 5.000000e-01
  %17 = icmp sgt i32 %15, 0
  br i1 %17, label %18, label %55

18:                                               ; preds = %5
  %19 = zext nneg i32 %15 to i64
  %20 = icmp ult i32 %15, 4
  br i1 %20, label %43, label %21

21:                                               ; preds = %18
  %22 = and i64 %19, 2147483644
  %23 = insertelement <2 x double> poison, double %16, i64 0
  %24 = shufflevector <2 x double> %23, <2 x double> poison, <2 x i32> zeroinitializer
  br label %25

25:                                               ; preds = %25, %21
  %26 = phi i64 [ 0, %21 ], [ %39, %25 ]
  %27 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !27
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !27
  %31 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %26
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <2 x double>, ptr %31, align 8, !tbaa !27
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !27
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> %33, <2 x double> %29)
  %36 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> %34, <2 x double> %30)
  %37 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %26
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  store <2 x double> %35, ptr %37, align 8, !tbaa !27
  store <2 x double> %36, ptr %38, align 8, !tbaa !27
  %39 = add nuw i64 %26, 4
  %40 = icmp eq i64 %39, %22
  br i1 %40, label %41, label %25, !llvm.loop !32

41:                                               ; preds = %25
  %42 = icmp eq i64 %22, %19
  br i1 %42, label %55, label %43

43:                                               ; preds = %41, %18
  %44 = phi i64 [ 0, %18 ], [ %22, %41 ]
  br label %45

45:                                               ; preds = %43, %45
  %46 = phi i64 [ %53, %45 ], [ %44, %43 ]
  %47 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !27
  %49 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !27
  %51 = call double @llvm.fmuladd.f64(double %16, double %50, double %48)
  %52 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %46
  store double %51, ptr %52, align 8, !tbaa !27
  %53 = add nuw nsw i64 %46, 1
  %54 = icmp eq i64 %53, %19
  br i1 %54, label %55, label %45, !llvm.loop !33

55:                                               ; preds = %45, %41, %5
  %56 = fadd double %16, %2
  %57 = load ptr, ptr %1, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %56, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %8) #10
  %60 = load ptr, ptr %1, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  %63 = call noundef i32 %62(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %64 = icmp sgt i32 %63, 0
  br i1 %64, label %65, label %99

65:                                               ; preds = %55
  %66 = zext nneg i32 %63 to i64
  %67 = icmp ult i32 %63, 4
  br i1 %67, label %88, label %68

68:                                               ; preds = %65
  %69 = and i64 %66, 2147483644
  %70 = insertelement <2 x double> poison, double %4, i64 0
  %71 = shufflevector <2 x double> %70, <2 x double> poison, <2 x i32> zeroinitializer
  br label %72

72:                                               ; preds = %72, %68
  %73 = phi i64 [ 0, %68 ], [ %84, %72 ]
  %74 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %73
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !27
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !27
  %78 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %73
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !27
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !27
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %80, <2 x double> %76)
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %81, <2 x double> %77)
  store <2 x double> %82, ptr %74, align 8, !tbaa !27
  store <2 x double> %83, ptr %75, align 8, !tbaa !27
  %84 = add nuw i64 %73, 4
  %85 = icmp eq i64 %84, %69
  br i1 %85, label %86, label %72, !llvm.loop !34

86:                                               ; preds = %72
  %87 = icmp eq i64 %69, %66
  br i1 %87, label %99, label %88

88:                                               ; preds = %86, %65
  %89 = phi i64 [ 0, %65 ], [ %69, %86 ]
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %97, %90 ], [ %89, %88 ]
  %92 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !27
  %94 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %91
  %95 = load double, ptr %94, align 8, !tbaa !27
  %96 = call double @llvm.fmuladd.f64(double %4, double %95, double %93)
  store double %96, ptr %92, align 8, !tbaa !27
  %97 = add nuw nsw i64 %91, 1
  %98 = icmp eq i64 %97, %66
  br i1 %98, label %99, label %90, !llvm.loop !35

99:                                               ; preds = %90, %86, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK8Midpoint4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3RK4D0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #11
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
  %14 = tail call noundef i32 %13(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  %15 = load ptr, ptr %1, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  call void %17(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6) #10
  %18 = fmul double %4, 5.000000e-01
  %19 = icmp sgt i32 %14, 0
  br i1 %19, label %20, label %57

20:                                               ; preds = %5
  %21 = zext nneg i32 %14 to i64
  %22 = icmp ult i32 %14, 4
  br i1 %22, label %45, label %23

23:                                               ; preds = %20
  %24 = and i64 %21, 2147483644
  %25 = insertelement <2 x double> poison, double %18, i64 0
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> zeroinitializer
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i64 [ 0, %23 ], [ %41, %27 ]
  %29 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !27
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !27
  %33 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %28
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !27
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !27
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %35, <2 x double> %31)
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %36, <2 x double> %32)
  %39 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %28
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  store <2 x double> %37, ptr %39, align 8, !tbaa !27
  store <2 x double> %38, ptr %40, align 8, !tbaa !27
  %41 = add nuw i64 %28, 4
  %42 = icmp eq i64 %41, %24
  br i1 %42, label %43, label %27, !llvm.loop !36

43:                                               ; preds = %27
  %44 = icmp eq i64 %24, %21
  br i1 %44, label %57, label %45

45:                                               ; preds = %43, %20
  %46 = phi i64 [ 0, %20 ], [ %24, %43 ]
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i64 [ %55, %47 ], [ %46, %45 ]
  %49 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !27
  %51 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !27
  %53 = call double @llvm.fmuladd.f64(double %18, double %52, double %50)
  %54 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %48
  store double %53, ptr %54, align 8, !tbaa !27
  %55 = add nuw nsw i64 %48, 1
  %56 = icmp eq i64 %55, %21
  br i1 %56, label %57, label %47, !llvm.loop !37

57:                                               ; preds = %47, %43, %5
  %58 = fadd double %18, %2
  %59 = load ptr, ptr %1, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %58, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %7) #10
  br i1 %19, label %66, label %62

62:                                               ; preds = %57
  %63 = load ptr, ptr %1, align 8, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  call void %65(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %58, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %8) #10
  br label %142

66:                                               ; preds = %57
  %67 = zext nneg i32 %14 to i64
  %68 = icmp ult i32 %14, 4
  br i1 %68, label %91, label %69

69:                                               ; preds = %66
  %70 = and i64 %67, 2147483644
  %71 = insertelement <2 x double> poison, double %18, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  br label %73

73:                                               ; preds = %73, %69
  %74 = phi i64 [ 0, %69 ], [ %87, %73 ]
  %75 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %74
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !27
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !27
  %79 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %74
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !27
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !27
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %81, <2 x double> %77)
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %82, <2 x double> %78)
  %85 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %74
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  store <2 x double> %83, ptr %85, align 8, !tbaa !27
  store <2 x double> %84, ptr %86, align 8, !tbaa !27
  %87 = add nuw i64 %74, 4
  %88 = icmp eq i64 %87, %70
  br i1 %88, label %89, label %73, !llvm.loop !38

89:                                               ; preds = %73
  %90 = icmp eq i64 %70, %67
  br i1 %90, label %103, label %91

91:                                               ; preds = %89, %66
  %92 = phi i64 [ 0, %66 ], [ %70, %89 ]
  br label %93

93:                                               ; preds = %91, %93
  %94 = phi i64 [ %101, %93 ], [ %92, %91 ]
  %95 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !27
  %97 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !27
  %99 = call double @llvm.fmuladd.f64(double %18, double %98, double %96)
  %100 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %94
  store double %99, ptr %100, align 8, !tbaa !27
  %101 = add nuw nsw i64 %94, 1
  %102 = icmp eq i64 %101, %67
  br i1 %102, label %103, label %93, !llvm.loop !39

103:                                              ; preds = %93, %89
  %104 = load ptr, ptr %1, align 8, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %58, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %8) #10
  %107 = icmp ult i32 %14, 4
  br i1 %107, label %130, label %108

108:                                              ; preds = %103
  %109 = and i64 %67, 2147483644
  %110 = insertelement <2 x double> poison, double %4, i64 0
  %111 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> zeroinitializer
  br label %112

112:                                              ; preds = %112, %108
  %113 = phi i64 [ 0, %108 ], [ %126, %112 ]
  %114 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %113
  %115 = getelementptr inbounds i8, ptr %114, i64 16
  %116 = load <2 x double>, ptr %114, align 8, !tbaa !27
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !27
  %118 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %113
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load <2 x double>, ptr %118, align 8, !tbaa !27
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !27
  %122 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> %120, <2 x double> %116)
  %123 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> %121, <2 x double> %117)
  %124 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %113
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  store <2 x double> %122, ptr %124, align 8, !tbaa !27
  store <2 x double> %123, ptr %125, align 8, !tbaa !27
  %126 = add nuw i64 %113, 4
  %127 = icmp eq i64 %126, %109
  br i1 %127, label %128, label %112, !llvm.loop !40

128:                                              ; preds = %112
  %129 = icmp eq i64 %109, %67
  br i1 %129, label %142, label %130

130:                                              ; preds = %128, %103
  %131 = phi i64 [ 0, %103 ], [ %109, %128 ]
  br label %132

132:                                              ; preds = %130, %132
  %133 = phi i64 [ %140, %132 ], [ %131, %130 ]
  %134 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !27
  %136 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !27
  %138 = call double @llvm.fmuladd.f64(double %4, double %137, double %135)
  %139 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %133
  store double %138, ptr %139, align 8, !tbaa !27
  %140 = add nuw nsw i64 %133, 1
  %141 = icmp eq i64 %140, %67
  br i1 %141, label %142, label %132, !llvm.loop !41

142:                                              ; preds = %132, %128, %62
  %143 = fadd double %2, %4
  %144 = load ptr, ptr %1, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %144, i64 24
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %143, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %9) #10
  br i1 %19, label %147, label %177

147:                                              ; preds = %142
  %148 = fdiv double %4, 6.000000e+00
  %149 = zext nneg i32 %14 to i64
  %150 = icmp eq i32 %14, 1
  br i1 %150, label %151, label %153

151:                                              ; preds = %175, %147
  %152 = phi i64 [ 0, %147 ], [ %154, %175 ]
  br label %178

153:                                              ; preds = %147
  %154 = and i64 %149, 2147483646
  %155 = insertelement <2 x double> poison, double %148, i64 0
  %156 = shufflevector <2 x double> %155, <2 x double> poison, <2 x i32> zeroinitializer
  br label %157

157:                                              ; preds = %157, %153
  %158 = phi i64 [ 0, %153 ], [ %173, %157 ]
  %159 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %158
  %160 = load <2 x double>, ptr %159, align 8, !tbaa !27
  %161 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %158
  %162 = load <2 x double>, ptr %161, align 8, !tbaa !27
  %163 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %160)
  %164 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %158
  %165 = load <2 x double>, ptr %164, align 8, !tbaa !27
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %163)
  %167 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %158
  %168 = load <2 x double>, ptr %167, align 8, !tbaa !27
  %169 = fadd <2 x double> %166, %168
  %170 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %158
  %171 = load <2 x double>, ptr %170, align 8, !tbaa !27
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %156, <2 x double> %169, <2 x double> %171)
  store <2 x double> %172, ptr %170, align 8, !tbaa !27
  %173 = add nuw i64 %158, 2
  %174 = icmp eq i64 %173, %154
  br i1 %174, label %175, label %157, !llvm.loop !42

175:                                              ; preds = %157
  %176 = icmp eq i64 %154, %149
  br i1 %176, label %177, label %151

177:                                              ; preds = %178, %175, %142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  ret void

178:                                              ; preds = %151, %178
  %179 = phi i64 [ %194, %178 ], [ %152, %151 ]
  %180 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !27
  %182 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !27
  %184 = call double @llvm.fmuladd.f64(double %183, double 2.000000e+00, double %181)
  %185 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %179
  %186 = load double, ptr %185, align 8, !tbaa !27
  %187 = call double @llvm.fmuladd.f64(double %186, double 2.000000e+00, double %184)
  %188 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %179
  %189 = load double, ptr %188, align 8, !tbaa !27
  %190 = fadd double %187, %189
  %191 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %179
  %192 = load double, ptr %191, align 8, !tbaa !27
  %193 = call double @llvm.fmuladd.f64(double %148, double %190, double %192)
  store double %193, ptr %191, align 8, !tbaa !27
  %194 = add nuw nsw i64 %179, 1
  %195 = icmp eq i64 %194, %149
  br i1 %195, label %177, label %178, !llvm.loop !43
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3RK44nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

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
!28 = distinct !{!28, !23, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !23, !30, !29}
!32 = distinct !{!32, !23, !29, !30}
!33 = distinct !{!33, !23, !30, !29}
!34 = distinct !{!34, !23, !29, !30}
!35 = distinct !{!35, !23, !30, !29}
!36 = distinct !{!36, !23, !29, !30}
!37 = distinct !{!37, !23, !30, !29}
!38 = distinct !{!38, !23, !29, !30}
!39 = distinct !{!39, !23, !30, !29}
!40 = distinct !{!40, !23, !29, !30}
!41 = distinct !{!41, !23, !30, !29}
!42 = distinct !{!42, !23, !29, !30}
!43 = distinct !{!43, !23, !30, !29}
