; ModuleID = 'rev/34_cpp_virtual_shapes.cpp'
source_filename = "rev/34_cpp_virtual_shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Circle = type { %struct.Shape, double }
%struct.Shape = type { ptr }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Triangle = type { %struct.Shape, double, double, double }

$_ZN6CircleC2Ed = comdat any

$_ZN4RectC2Edd = comdat any

$_ZN8TriangleC2Eddd = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK8Triangle4areaEv = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Circle = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

$_ZTV8Triangle = comdat any

$_ZTS8Triangle = comdat any

$_ZTI8Triangle = comdat any

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [11 x i8] c"d/d rect.w\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"d/d rect.h\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"d/d circle.r\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"d/d tri.a\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"d/d tri.b\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"d/d tri.c\00", align 1
@__const.main.names = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZNK6Circle4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @__cxa_pure_virtual] }, comdat, align 8
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZNK4Rect4areaEv] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV8Triangle = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI8Triangle, ptr @_ZNK8Triangle4areaEv] }, comdat, align 8
@_ZTS8Triangle = linkonce_odr dso_local constant [10 x i8] c"8Triangle\00", comdat, align 1
@_ZTI8Triangle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Triangle, ptr @_ZTI5Shape }, comdat, align 8
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.Circle, align 8
  %4 = alloca %struct.Circle, align 8
  %5 = alloca %struct.Rect, align 8
  %6 = alloca %struct.Rect, align 8
  %7 = alloca %struct.Triangle, align 8
  %8 = alloca %struct.Triangle, align 8
  %9 = alloca [3 x ptr], align 16
  %10 = alloca [3 x ptr], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [6 x ptr], align 16
  %14 = alloca [6 x double], align 16
  %15 = alloca [6 x ptr], align 16
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef 8.000000e-01)
  call void @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %4, double noundef 0.000000e+00)
  call void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef 1.500000e+00, double noundef 4.000000e-01)
  call void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %6, double noundef 0.000000e+00, double noundef 0.000000e+00)
  call void @_ZN8TriangleC2Eddd(ptr noundef nonnull align 8 dereferenceable(32) %7, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 4.500000e+00)
  call void @_ZN8TriangleC2Eddd(ptr noundef nonnull align 8 dereferenceable(32) %8, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  store ptr %5, ptr %9, align 8
  %20 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %3, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %7, ptr %21, align 8
  store ptr %6, ptr %10, align 8
  %22 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %4, ptr %22, align 8
  %23 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %8, ptr %23, align 8
  store volatile i32 3, ptr %11, align 4
  %24 = load volatile i32, ptr %11, align 4
  store i32 %24, ptr %12, align 4
  %25 = load i32, ptr @enzyme_dup, align 4
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  %28 = load i32, ptr @enzyme_const, align 4
  %29 = load i32, ptr %12, align 4
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL10total_areaPKP5Shapei, i32 noundef %25, ptr noundef %26, ptr noundef %27, i32 noundef %28, i32 noundef %29)
  %31 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 1
  store ptr %31, ptr %13, align 8
  %32 = getelementptr inbounds ptr, ptr %13, i64 1
  %33 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 2
  store ptr %33, ptr %32, align 8
  %34 = getelementptr inbounds ptr, ptr %13, i64 2
  %35 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  store ptr %35, ptr %34, align 8
  %36 = getelementptr inbounds ptr, ptr %13, i64 3
  %37 = getelementptr inbounds %struct.Triangle, ptr %7, i32 0, i32 1
  store ptr %37, ptr %36, align 8
  %38 = getelementptr inbounds ptr, ptr %13, i64 4
  %39 = getelementptr inbounds %struct.Triangle, ptr %7, i32 0, i32 2
  store ptr %39, ptr %38, align 8
  %40 = getelementptr inbounds ptr, ptr %13, i64 5
  %41 = getelementptr inbounds %struct.Triangle, ptr %7, i32 0, i32 3
  store ptr %41, ptr %40, align 8
  %42 = getelementptr inbounds %struct.Rect, ptr %6, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  store double %43, ptr %14, align 8
  %44 = getelementptr inbounds double, ptr %14, i64 1
  %45 = getelementptr inbounds %struct.Rect, ptr %6, i32 0, i32 2
  %46 = load double, ptr %45, align 8
  store double %46, ptr %44, align 8
  %47 = getelementptr inbounds double, ptr %14, i64 2
  %48 = getelementptr inbounds %struct.Circle, ptr %4, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  store double %49, ptr %47, align 8
  %50 = getelementptr inbounds double, ptr %14, i64 3
  %51 = getelementptr inbounds %struct.Triangle, ptr %8, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  store double %52, ptr %50, align 8
  %53 = getelementptr inbounds double, ptr %14, i64 4
  %54 = getelementptr inbounds %struct.Triangle, ptr %8, i32 0, i32 2
  %55 = load double, ptr %54, align 8
  store double %55, ptr %53, align 8
  %56 = getelementptr inbounds double, ptr %14, i64 5
  %57 = getelementptr inbounds %struct.Triangle, ptr %8, i32 0, i32 3
  %58 = load double, ptr %57, align 8
  store double %58, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.names, i64 48, i1 false)
  store i32 0, ptr %16, align 4
  br label %59

59:                                               ; preds = %103, %0
  %60 = load i32, ptr %16, align 4
  %61 = icmp slt i32 %60, 6
  br i1 %61, label %62, label %106

62:                                               ; preds = %59
  %63 = load i32, ptr %16, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 %64
  %66 = load ptr, ptr %65, align 8
  %67 = load double, ptr %66, align 8
  store double %67, ptr %17, align 8
  %68 = load double, ptr %17, align 8
  %69 = fadd double %68, 0x3EB0C6F7A0B5ED8D
  %70 = load i32, ptr %16, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 %71
  %73 = load ptr, ptr %72, align 8
  store double %69, ptr %73, align 8
  %74 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %75 = load i32, ptr %12, align 4
  %76 = call noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %74, i32 noundef %75)
  store double %76, ptr %18, align 8
  %77 = load double, ptr %17, align 8
  %78 = fsub double %77, 0x3EB0C6F7A0B5ED8D
  %79 = load i32, ptr %16, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 %80
  %82 = load ptr, ptr %81, align 8
  store double %78, ptr %82, align 8
  %83 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %84 = load i32, ptr %12, align 4
  %85 = call noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %83, i32 noundef %84)
  store double %85, ptr %19, align 8
  %86 = load double, ptr %17, align 8
  %87 = load i32, ptr %16, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 %88
  %90 = load ptr, ptr %89, align 8
  store double %86, ptr %90, align 8
  %91 = load i32, ptr %16, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [6 x ptr], ptr %15, i64 0, i64 %92
  %94 = load ptr, ptr %93, align 8
  %95 = load i32, ptr %16, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load double, ptr %18, align 8
  %100 = load double, ptr %19, align 8
  %101 = fsub double %99, %100
  %102 = fdiv double %101, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %94, double noundef %98, double noundef %102)
  br label %103

103:                                              ; preds = %62
  %104 = load i32, ptr %16, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %16, align 4
  br label %59, !llvm.loop !6

106:                                              ; preds = %59
  %107 = load i32, ptr @_ZL5fails, align 4
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i64
  %110 = select i1 %108, ptr @.str.7, ptr @.str.8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %110)
  %112 = load i32, ptr @_ZL5fails, align 4
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  ret i32 %114
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #6
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV6Circle, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Circle, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #6
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1
  %9 = load double, ptr %5, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8TriangleC2Eddd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %9) #6
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV8Triangle, i32 0, i32 0, i32 2), ptr %9, align 8
  %10 = getelementptr inbounds %struct.Triangle, ptr %9, i32 0, i32 1
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  %12 = getelementptr inbounds %struct.Triangle, ptr %9, i32 0, i32 2
  %13 = load double, ptr %7, align 8
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Triangle, ptr %9, i32 0, i32 3
  %15 = load double, ptr %8, align 8
  store double %15, ptr %14, align 8
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds ptr, ptr %12, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 0
  %19 = load ptr, ptr %18, align 8
  %20 = call noundef double %19(ptr noundef nonnull align 8 dereferenceable(8) %16)
  %21 = load i32, ptr %6, align 4
  %22 = sitofp i32 %21 to double
  %23 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %22, double 1.000000e+00)
  %24 = load double, ptr %5, align 8
  %25 = call double @llvm.fmuladd.f64(double %20, double %23, double %24)
  store double %25, ptr %5, align 8
  br label %26

26:                                               ; preds = %11
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %7, !llvm.loop !8

29:                                               ; preds = %7
  %30 = load double, ptr %5, align 8
  ret double %30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 3
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %11
  %13 = fmul double 5.000000e-01, %12
  store double %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fsub double %15, %17
  %19 = fmul double %14, %18
  %20 = load double, ptr %3, align 8
  %21 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fsub double %20, %22
  %24 = fmul double %19, %23
  %25 = load double, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Triangle, ptr %4, i32 0, i32 3
  %27 = load double, ptr %26, align 8
  %28 = fsub double %25, %27
  %29 = fmul double %24, %28
  %30 = call double @sqrt(double noundef %29) #6
  ret double %30
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
