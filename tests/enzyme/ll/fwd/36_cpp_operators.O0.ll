; ModuleID = 'fwd/36_cpp_operators.cpp'
source_filename = "fwd/36_cpp_operators.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec3 = type { double, double, double }
%class.anon = type { i8 }

$_ZNK4Vec3plERKS_ = comdat any

$_ZNK4Vec3mlEd = comdat any

$_ZNK4Vec3miERKS_ = comdat any

$_ZNK4Vec35crossERKS_ = comdat any

$_ZNK4Vec34normEv = comdat any

$_ZNK4Vec33dotERKS_ = comdat any

@__const.main.r = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 5.000000e-01, double -3.000000e-01 }, align 8
@__const.main.dr = private unnamed_addr constant %struct.Vec3 { double 2.000000e-01, double -4.000000e-01, double 1.000000e+00 }, align 8
@__const.main.f = private unnamed_addr constant %struct.Vec3 { double 0xBFE6666666666666, double 1.200000e+00, double 4.000000e-01 }, align 8
@__const.main.df = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 3.000000e-01, double -5.000000e-01 }, align 8
@__const.main.piv = private unnamed_addr constant %struct.Vec3 { double 1.000000e-01, double 1.000000e-01, double 1.000000e-01 }, align 8
@__const.main.dpiv = private unnamed_addr constant %struct.Vec3 { double -2.000000e-01, double 1.000000e-01, double 3.000000e-01 }, align 8
@.str = private unnamed_addr constant [7 x i8] c"torque\00", align 1
@enzyme_dup = external global i32, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"direction.x\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"direction.y\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"direction.z\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  %9 = alloca %struct.Vec3, align 8
  %10 = alloca %struct.Vec3, align 8
  %11 = alloca %struct.Vec3, align 8
  %12 = alloca %struct.Vec3, align 8
  %13 = alloca %struct.Vec3, align 8
  %14 = alloca %struct.Vec3, align 8
  %15 = alloca %struct.Vec3, align 8
  %16 = alloca %struct.Vec3, align 8
  %17 = alloca %struct.Vec3, align 8
  %18 = alloca %struct.Vec3, align 8
  %19 = alloca %struct.Vec3, align 8
  %20 = alloca %struct.Vec3, align 8
  %21 = alloca %struct.Vec3, align 8
  %22 = alloca %struct.Vec3, align 8
  %23 = alloca %struct.Vec3, align 8
  %24 = alloca %struct.Vec3, align 8
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.r, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.dr, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.f, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.df, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.piv, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.dpiv, i64 24, i1 false)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %10, ptr noundef nonnull align 8 dereferenceable(24) %4, double noundef 1.000000e-05)
  call void @_ZNK4Vec3plERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %9, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %10)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %12, ptr noundef nonnull align 8 dereferenceable(24) %4, double noundef 1.000000e-05)
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %11, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %12)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %14, ptr noundef nonnull align 8 dereferenceable(24) %6, double noundef 1.000000e-05)
  call void @_ZNK4Vec3plERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %13, ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %14)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %16, ptr noundef nonnull align 8 dereferenceable(24) %6, double noundef 1.000000e-05)
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %15, ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %16)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %18, ptr noundef nonnull align 8 dereferenceable(24) %8, double noundef 1.000000e-05)
  call void @_ZNK4Vec3plERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %17, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %18)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %20, ptr noundef nonnull align 8 dereferenceable(24) %8, double noundef 1.000000e-05)
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %19, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %20)
  %25 = load i32, ptr @enzyme_dup, align 4
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL6torquePK4Vec3S1_S1_, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %25, ptr noundef %7, ptr noundef %8)
  %27 = call noundef double @_ZL6torquePK4Vec3S1_S1_(ptr noundef %9, ptr noundef %13, ptr noundef %17)
  %28 = call noundef double @_ZL6torquePK4Vec3S1_S1_(ptr noundef %11, ptr noundef %15, ptr noundef %19)
  %29 = fsub double %27, %28
  %30 = fdiv double %29, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %26, double noundef %30)
  call void (ptr, ...) @__enzyme_fwddiff_v(ptr noundef @_ZL9directionP4Vec3PKS_S2_, ptr noundef %21, ptr noundef %22, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6)
  call void @_ZL9directionP4Vec3PKS_S2_(ptr noundef %23, ptr noundef %9, ptr noundef %13)
  call void @_ZL9directionP4Vec3PKS_S2_(ptr noundef %24, ptr noundef %11, ptr noundef %15)
  %31 = getelementptr inbounds %struct.Vec3, ptr %22, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.Vec3, ptr %23, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = fsub double %34, %36
  %38 = fdiv double %37, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %32, double noundef %38)
  %39 = getelementptr inbounds %struct.Vec3, ptr %22, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.Vec3, ptr %23, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = fsub double %42, %44
  %46 = fdiv double %45, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %40, double noundef %46)
  %47 = getelementptr inbounds %struct.Vec3, ptr %22, i32 0, i32 2
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds %struct.Vec3, ptr %23, i32 0, i32 2
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = fsub double %50, %52
  %54 = fdiv double %53, 2.000000e-05
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %48, double noundef %54)
  %55 = load i32, ptr @_ZL5fails, align 4
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, ptr @.str.5, ptr @.str.6
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %58)
  %60 = load i32, ptr @_ZL5fails, align 4
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i32
  ret i32 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3plERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fadd double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fadd double %16, %19
  store double %20, ptr %14, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %22 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fadd double %23, %26
  store double %27, ptr %21, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3mlEd(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, double noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %5, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %5, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  %17 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %5, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %17, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3miERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fsub double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fsub double %16, %19
  store double %20, ptr %14, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %22 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fsub double %23, %26
  store double %27, ptr %21, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #2 {
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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i8, ptr %7, align 1
  %33 = trunc i8 %32 to i1
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @_ZL5fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @_ZL5fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL6torquePK4Vec3S1_S1_(ptr noundef %0, ptr noundef %1, ptr noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %6, align 8
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %7, ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) %10)
  %11 = load ptr, ptr %5, align 8
  call void @_ZNK4Vec35crossERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %8, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11)
  %12 = call noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %8)
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %13)
  %15 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %14, double %12)
  ret double %15
}

declare void @__enzyme_fwddiff_v(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL9directionP4Vec3PKS_S2_(ptr noundef %0, ptr noundef %1, ptr noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  %9 = alloca %class.anon, align 1
  %10 = alloca %struct.Vec3, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %5, align 8
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %8, ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %12)
  call void @"_ZNK4Vec33mapIZL9directionPS_PKS_S3_E3$_0EES_T_"(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %7, ptr noundef nonnull align 8 dereferenceable(24) %8)
  %13 = call noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %7)
  %14 = fdiv double 1.000000e+00, %13
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %10, ptr noundef nonnull align 8 dereferenceable(24) %7, double noundef %14)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %10, i64 24, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec35crossERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fmul double %14, %17
  %19 = fneg double %18
  %20 = call double @llvm.fmuladd.f64(double %9, double %12, double %19)
  store double %20, ptr %7, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %22 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Vec3, ptr %29, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  %32 = fmul double %28, %31
  %33 = fneg double %32
  %34 = call double @llvm.fmuladd.f64(double %23, double %26, double %33)
  store double %34, ptr %21, align 8
  %35 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %36 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.Vec3, ptr %38, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.Vec3, ptr %43, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fmul double %42, %45
  %47 = fneg double %46
  %48 = call double @llvm.fmuladd.f64(double %37, double %40, double %47)
  store double %48, ptr %35, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %5 = call double @sqrt(double noundef %4) #6
  ret double %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %12, %15
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %16)
  %18 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %20, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %22, double %17)
  ret double %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZNK4Vec33mapIZL9directionPS_PKS_S3_E3$_0EES_T_"(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 align 2 {
  %3 = alloca %class.anon, align 1
  %4 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = call noundef double @"_ZZL9directionP4Vec3PKS_S2_ENK3$_0clEd"(ptr noundef nonnull align 1 dereferenceable(1) %3, double noundef %8)
  store double %9, ptr %6, align 8
  %10 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = call noundef double @"_ZZL9directionP4Vec3PKS_S2_ENK3$_0clEd"(ptr noundef nonnull align 1 dereferenceable(1) %3, double noundef %12)
  store double %13, ptr %10, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %15 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = call noundef double @"_ZZL9directionP4Vec3PKS_S2_ENK3$_0clEd"(ptr noundef nonnull align 1 dereferenceable(1) %3, double noundef %16)
  store double %17, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZL9directionP4Vec3PKS_S2_ENK3$_0clEd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = fmul double 1.000000e-01, %7
  %9 = load double, ptr %4, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double %6)
  ret double %10
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
