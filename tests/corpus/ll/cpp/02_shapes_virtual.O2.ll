; ModuleID = 'cpp/02_shapes_virtual.cpp'
source_filename = "cpp/02_shapes_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle9perimeterEv = comdat any

$_ZN6Circle5scaleEd = comdat any

$_ZNK6Circle4kindEv = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape4kindEv = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect9perimeterEv = comdat any

$_ZN4Rect5scaleEd = comdat any

$_ZNK4Rect4kindEv = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4kindEv = comdat any

$_ZN8TriangleD0Ev = comdat any

$_ZNK8Triangle4areaEv = comdat any

$_ZNK8Triangle9perimeterEv = comdat any

$_ZN8Triangle5scaleEd = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN14RegularPolygonD0Ev = comdat any

$_ZNK14RegularPolygon4areaEv = comdat any

$_ZNK14RegularPolygon9perimeterEv = comdat any

$_ZN14RegularPolygon5scaleEd = comdat any

$_ZNK14RegularPolygon4kindEv = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Circle = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTV8Triangle = comdat any

$_ZTS8Triangle = comdat any

$_ZTI8Triangle = comdat any

$_ZTV14RegularPolygon = comdat any

$_ZTS14RegularPolygon = comdat any

$_ZTI14RegularPolygon = comdat any

@.str.7 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1
@_ZL12live_objects = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [49 x i8] c"%-4s %-7s area=%10.6f perim=%10.6f compact=%.6f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"total area=%.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [29 x i8] c"total area after scale=%.6f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"most compact: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"square via Rect*: kind=%s area=%.4f\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"live after delete=%d\0A\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN5ShapeD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle9perimeterEv, ptr @_ZN6Circle5scaleEd, ptr @_ZNK6Circle4kindEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4kindEv] }, comdat, align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN5ShapeD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect9perimeterEv, ptr @_ZN4Rect5scaleEd, ptr @_ZNK4Rect4kindEv] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@.str.16 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect9perimeterEv, ptr @_ZN4Rect5scaleEd, ptr @_ZNK6Square4kindEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 8
@.str.17 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV8Triangle = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI8Triangle, ptr @_ZN5ShapeD2Ev, ptr @_ZN8TriangleD0Ev, ptr @_ZNK8Triangle4areaEv, ptr @_ZNK8Triangle9perimeterEv, ptr @_ZN8Triangle5scaleEd, ptr @_ZNK5Shape4kindEv] }, comdat, align 8
@_ZTS8Triangle = linkonce_odr dso_local constant [10 x i8] c"8Triangle\00", comdat, align 1
@_ZTI8Triangle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Triangle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV14RegularPolygon = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI14RegularPolygon, ptr @_ZN5ShapeD2Ev, ptr @_ZN14RegularPolygonD0Ev, ptr @_ZNK14RegularPolygon4areaEv, ptr @_ZNK14RegularPolygon9perimeterEv, ptr @_ZN14RegularPolygon5scaleEd, ptr @_ZNK14RegularPolygon4kindEv] }, comdat, align 8
@_ZTS14RegularPolygon = linkonce_odr dso_local constant [17 x i8] c"14RegularPolygon\00", comdat, align 1
@_ZTI14RegularPolygon = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS14RegularPolygon, ptr @_ZTI5Shape }, comdat, align 8
@.str.18 = private unnamed_addr constant [5 x i8] c"ngon\00", align 1
@str = private unnamed_addr constant [16 x i8] c"c1\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.19 = private unnamed_addr constant [16 x i8] c"r1\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.20 = private unnamed_addr constant [16 x i8] c"s1\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.21 = private unnamed_addr constant [16 x i8] c"t1\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.22 = private unnamed_addr constant [16 x i8] c"hex\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.23 = private unnamed_addr constant [16 x i8] c"oct\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@str.24 = private unnamed_addr constant [16 x i8] c"c2\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #10
  %2 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #11
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %3, ptr noundef nonnull align 1 dereferenceable(15) @str, i64 noundef 15, i1 false) #10
  %4 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 0, ptr %4, align 1, !tbaa !5
  %5 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV6Circle, i64 16), ptr %2, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  store double 1.000000e+00, ptr %6, align 8, !tbaa !12
  store ptr %2, ptr %1, align 16, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %9, ptr noundef nonnull align 1 dereferenceable(15) @str.19, i64 noundef 15, i1 false) #10
  %10 = getelementptr inbounds i8, ptr %8, i64 23
  store i8 0, ptr %10, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV4Rect, i64 16), ptr %8, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %8, i64 24
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %11, align 8, !tbaa !18
  store ptr %8, ptr %7, align 8, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %14, ptr noundef nonnull align 1 dereferenceable(15) @str.20, i64 noundef 15, i1 false) #10
  %15 = getelementptr inbounds i8, ptr %13, i64 23
  store i8 0, ptr %15, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %13, i64 24
  store <2 x double> <double 1.500000e+00, double 1.500000e+00>, ptr %16, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV6Square, i64 16), ptr %13, align 8, !tbaa !10
  store ptr %13, ptr %12, align 16, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %1, i64 24
  %18 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #11
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %19, ptr noundef nonnull align 1 dereferenceable(15) @str.21, i64 noundef 15, i1 false) #10
  %20 = getelementptr inbounds i8, ptr %18, i64 23
  store i8 0, ptr %20, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV8Triangle, i64 16), ptr %18, align 8, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %18, i64 24
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %21, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %18, i64 40
  store double 5.000000e+00, ptr %22, align 8, !tbaa !19
  store ptr %18, ptr %17, align 8, !tbaa !16
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %25, ptr noundef nonnull align 1 dereferenceable(15) @str.22, i64 noundef 15, i1 false) #10
  %26 = getelementptr inbounds i8, ptr %24, i64 23
  store i8 0, ptr %26, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV14RegularPolygon, i64 16), ptr %24, align 8, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %24, i64 24
  store i32 6, ptr %27, align 8, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %24, i64 32
  store double 1.000000e+00, ptr %28, align 8, !tbaa !23
  store ptr %24, ptr %23, align 16, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %1, i64 40
  %30 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %31, ptr noundef nonnull align 1 dereferenceable(15) @str.23, i64 noundef 15, i1 false) #10
  %32 = getelementptr inbounds i8, ptr %30, i64 23
  store i8 0, ptr %32, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV14RegularPolygon, i64 16), ptr %30, align 8, !tbaa !10
  %33 = getelementptr inbounds i8, ptr %30, i64 24
  store i32 8, ptr %33, align 8, !tbaa !21
  %34 = getelementptr inbounds i8, ptr %30, i64 32
  store double 5.000000e-01, ptr %34, align 8, !tbaa !23
  store ptr %30, ptr %29, align 8, !tbaa !16
  %35 = getelementptr inbounds i8, ptr %1, i64 48
  %36 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #11
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %37, ptr noundef nonnull align 1 dereferenceable(15) @str.24, i64 noundef 15, i1 false) #10
  %38 = getelementptr inbounds i8, ptr %36, i64 23
  store i8 0, ptr %38, align 1, !tbaa !5
  %39 = add nsw i32 %5, 7
  store i32 %39, ptr @_ZL12live_objects, align 4, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV6Circle, i64 16), ptr %36, align 8, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %36, i64 24
  store double 2.500000e-01, ptr %40, align 8, !tbaa !12
  store ptr %36, ptr %35, align 16, !tbaa !16
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %39)
  br label %136

42:                                               ; preds = %136
  %43 = load ptr, ptr %2, align 8, !tbaa !10
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  %46 = tail call noundef double %45(ptr noundef nonnull align 8 dereferenceable(24) %2) #10
  %47 = fadd double %46, 0.000000e+00
  %48 = load ptr, ptr %8, align 8, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = tail call noundef double %50(ptr noundef nonnull align 8 dereferenceable(24) %8) #10
  %52 = fadd double %47, %51
  %53 = load ptr, ptr %13, align 8, !tbaa !10
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  %56 = tail call noundef double %55(ptr noundef nonnull align 8 dereferenceable(24) %13) #10
  %57 = fadd double %52, %56
  %58 = load ptr, ptr %18, align 8, !tbaa !10
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  %61 = tail call noundef double %60(ptr noundef nonnull align 8 dereferenceable(24) %18) #10
  %62 = fadd double %57, %61
  %63 = load ptr, ptr %24, align 8, !tbaa !10
  %64 = getelementptr inbounds i8, ptr %63, i64 16
  %65 = load ptr, ptr %64, align 8
  %66 = tail call noundef double %65(ptr noundef nonnull align 8 dereferenceable(24) %24) #10
  %67 = fadd double %62, %66
  %68 = load ptr, ptr %30, align 8, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  %71 = tail call noundef double %70(ptr noundef nonnull align 8 dereferenceable(24) %30) #10
  %72 = fadd double %67, %71
  %73 = load ptr, ptr %36, align 8, !tbaa !10
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  %76 = tail call noundef double %75(ptr noundef nonnull align 8 dereferenceable(24) %36) #10
  %77 = fadd double %72, %76
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %77)
  %79 = load ptr, ptr %2, align 8, !tbaa !10
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(24) %2, double noundef 5.000000e-01) #10
  %82 = load ptr, ptr %8, align 8, !tbaa !10
  %83 = getelementptr inbounds i8, ptr %82, i64 32
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(24) %8, double noundef 2.000000e+00) #10
  %85 = load ptr, ptr %13, align 8, !tbaa !10
  %86 = getelementptr inbounds i8, ptr %85, i64 32
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(24) %13, double noundef 5.000000e-01) #10
  %88 = load ptr, ptr %18, align 8, !tbaa !10
  %89 = getelementptr inbounds i8, ptr %88, i64 32
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(24) %18, double noundef 2.000000e+00) #10
  %91 = load ptr, ptr %24, align 8, !tbaa !10
  %92 = getelementptr inbounds i8, ptr %91, i64 32
  %93 = load ptr, ptr %92, align 8
  tail call void %93(ptr noundef nonnull align 8 dereferenceable(24) %24, double noundef 5.000000e-01) #10
  %94 = load ptr, ptr %30, align 8, !tbaa !10
  %95 = getelementptr inbounds i8, ptr %94, i64 32
  %96 = load ptr, ptr %95, align 8
  tail call void %96(ptr noundef nonnull align 8 dereferenceable(24) %30, double noundef 2.000000e+00) #10
  %97 = load ptr, ptr %36, align 8, !tbaa !10
  %98 = getelementptr inbounds i8, ptr %97, i64 32
  %99 = load ptr, ptr %98, align 8
  tail call void %99(ptr noundef nonnull align 8 dereferenceable(24) %36, double noundef 5.000000e-01) #10
  %100 = load ptr, ptr %2, align 8, !tbaa !10
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load ptr, ptr %101, align 8
  %103 = tail call noundef double %102(ptr noundef nonnull align 8 dereferenceable(24) %2) #10
  %104 = fadd double %103, 0.000000e+00
  %105 = load ptr, ptr %8, align 8, !tbaa !10
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  %108 = tail call noundef double %107(ptr noundef nonnull align 8 dereferenceable(24) %8) #10
  %109 = fadd double %104, %108
  %110 = load ptr, ptr %13, align 8, !tbaa !10
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  %113 = tail call noundef double %112(ptr noundef nonnull align 8 dereferenceable(24) %13) #10
  %114 = fadd double %109, %113
  %115 = load ptr, ptr %18, align 8, !tbaa !10
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load ptr, ptr %116, align 8
  %118 = tail call noundef double %117(ptr noundef nonnull align 8 dereferenceable(24) %18) #10
  %119 = fadd double %114, %118
  %120 = load ptr, ptr %24, align 8, !tbaa !10
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load ptr, ptr %121, align 8
  %123 = tail call noundef double %122(ptr noundef nonnull align 8 dereferenceable(24) %24) #10
  %124 = fadd double %119, %123
  %125 = load ptr, ptr %30, align 8, !tbaa !10
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load ptr, ptr %126, align 8
  %128 = tail call noundef double %127(ptr noundef nonnull align 8 dereferenceable(24) %30) #10
  %129 = fadd double %124, %128
  %130 = load ptr, ptr %36, align 8, !tbaa !10
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  %132 = load ptr, ptr %131, align 8
  %133 = tail call noundef double %132(ptr noundef nonnull align 8 dereferenceable(24) %36) #10
  %134 = fadd double %129, %133
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %134)
  br label %184

136:                                              ; preds = %0, %136
  %137 = phi i64 [ 0, %0 ], [ %165, %136 ]
  %138 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8, !tbaa !16
  %140 = getelementptr inbounds i8, ptr %139, i64 8
  %141 = load ptr, ptr %139, align 8, !tbaa !10
  %142 = getelementptr inbounds i8, ptr %141, i64 40
  %143 = load ptr, ptr %142, align 8
  %144 = tail call noundef ptr %143(ptr noundef nonnull align 8 dereferenceable(24) %139) #10
  %145 = load ptr, ptr %139, align 8, !tbaa !10
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8
  %148 = tail call noundef double %147(ptr noundef nonnull align 8 dereferenceable(24) %139) #10
  %149 = load ptr, ptr %139, align 8, !tbaa !10
  %150 = getelementptr inbounds i8, ptr %149, i64 24
  %151 = load ptr, ptr %150, align 8
  %152 = tail call noundef double %151(ptr noundef nonnull align 8 dereferenceable(24) %139) #10
  %153 = load ptr, ptr %139, align 8, !tbaa !10
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load ptr, ptr %154, align 8
  %156 = tail call noundef double %155(ptr noundef nonnull align 8 dereferenceable(24) %139) #10
  %157 = load ptr, ptr %139, align 8, !tbaa !10
  %158 = getelementptr inbounds i8, ptr %157, i64 16
  %159 = load ptr, ptr %158, align 8
  %160 = tail call noundef double %159(ptr noundef nonnull align 8 dereferenceable(24) %139) #10
  %161 = fmul double %160, 0x402921FB54442D18
  %162 = fmul double %156, %156
  %163 = fdiv double %161, %162
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %140, ptr noundef %144, double noundef %148, double noundef %152, double noundef %163)
  %165 = add nuw nsw i64 %137, 1
  %166 = icmp eq i64 %165, 7
  br i1 %166, label %42, label %136, !llvm.loop !24

167:                                              ; preds = %184
  %168 = sext i32 %219 to i64
  %169 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %168
  %170 = load ptr, ptr %169, align 8, !tbaa !16
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %171)
  %173 = load ptr, ptr %13, align 8, !tbaa !10
  %174 = getelementptr inbounds i8, ptr %173, i64 40
  %175 = load ptr, ptr %174, align 8
  %176 = tail call noundef ptr %175(ptr noundef nonnull align 8 dereferenceable(40) %13) #10
  %177 = load ptr, ptr %13, align 8, !tbaa !10
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load ptr, ptr %178, align 8
  %180 = tail call noundef double %179(ptr noundef nonnull align 8 dereferenceable(40) %13) #10
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %176, double noundef %180)
  %182 = load ptr, ptr %1, align 16, !tbaa !16
  %183 = icmp eq ptr %182, null
  br i1 %183, label %226, label %222

184:                                              ; preds = %42, %184
  %185 = phi i64 [ 1, %42 ], [ %220, %184 ]
  %186 = phi i32 [ 0, %42 ], [ %219, %184 ]
  %187 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %185
  %188 = load ptr, ptr %187, align 8, !tbaa !16
  %189 = load ptr, ptr %188, align 8, !tbaa !10
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  %192 = tail call noundef double %191(ptr noundef nonnull align 8 dereferenceable(24) %188) #10
  %193 = load ptr, ptr %188, align 8, !tbaa !10
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  %196 = tail call noundef double %195(ptr noundef nonnull align 8 dereferenceable(24) %188) #10
  %197 = sext i32 %186 to i64
  %198 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %197
  %199 = load ptr, ptr %198, align 8, !tbaa !16
  %200 = load ptr, ptr %199, align 8, !tbaa !10
  %201 = getelementptr inbounds i8, ptr %200, i64 24
  %202 = load ptr, ptr %201, align 8
  %203 = tail call noundef double %202(ptr noundef nonnull align 8 dereferenceable(24) %199) #10
  %204 = load ptr, ptr %199, align 8, !tbaa !10
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  %207 = tail call noundef double %206(ptr noundef nonnull align 8 dereferenceable(24) %199) #10
  %208 = insertelement <2 x double> poison, double %196, i64 0
  %209 = insertelement <2 x double> %208, double %207, i64 1
  %210 = fmul <2 x double> %209, <double 0x402921FB54442D18, double 0x402921FB54442D18>
  %211 = insertelement <2 x double> poison, double %192, i64 0
  %212 = insertelement <2 x double> %211, double %203, i64 1
  %213 = fmul <2 x double> %212, %212
  %214 = fdiv <2 x double> %210, %213
  %215 = extractelement <2 x double> %214, i64 0
  %216 = extractelement <2 x double> %214, i64 1
  %217 = fcmp ogt double %215, %216
  %218 = trunc nuw nsw i64 %185 to i32
  %219 = select i1 %217, i32 %218, i32 %186
  %220 = add nuw nsw i64 %185, 1
  %221 = icmp eq i64 %220, 7
  br i1 %221, label %167, label %184, !llvm.loop !26

222:                                              ; preds = %167
  %223 = load ptr, ptr %182, align 8, !tbaa !10
  %224 = getelementptr inbounds i8, ptr %223, i64 8
  %225 = load ptr, ptr %224, align 8
  tail call void %225(ptr noundef nonnull align 8 dereferenceable(24) %182) #10
  br label %226

226:                                              ; preds = %167, %222
  %227 = load ptr, ptr %7, align 8, !tbaa !16
  %228 = icmp eq ptr %227, null
  br i1 %228, label %233, label %229

229:                                              ; preds = %226
  %230 = load ptr, ptr %227, align 8, !tbaa !10
  %231 = getelementptr inbounds i8, ptr %230, i64 8
  %232 = load ptr, ptr %231, align 8
  tail call void %232(ptr noundef nonnull align 8 dereferenceable(24) %227) #10
  br label %233

233:                                              ; preds = %229, %226
  %234 = load ptr, ptr %12, align 16, !tbaa !16
  %235 = icmp eq ptr %234, null
  br i1 %235, label %240, label %236

236:                                              ; preds = %233
  %237 = load ptr, ptr %234, align 8, !tbaa !10
  %238 = getelementptr inbounds i8, ptr %237, i64 8
  %239 = load ptr, ptr %238, align 8
  tail call void %239(ptr noundef nonnull align 8 dereferenceable(24) %234) #10
  br label %240

240:                                              ; preds = %236, %233
  %241 = load ptr, ptr %17, align 8, !tbaa !16
  %242 = icmp eq ptr %241, null
  br i1 %242, label %247, label %243

243:                                              ; preds = %240
  %244 = load ptr, ptr %241, align 8, !tbaa !10
  %245 = getelementptr inbounds i8, ptr %244, i64 8
  %246 = load ptr, ptr %245, align 8
  tail call void %246(ptr noundef nonnull align 8 dereferenceable(24) %241) #10
  br label %247

247:                                              ; preds = %243, %240
  %248 = load ptr, ptr %23, align 16, !tbaa !16
  %249 = icmp eq ptr %248, null
  br i1 %249, label %254, label %250

250:                                              ; preds = %247
  %251 = load ptr, ptr %248, align 8, !tbaa !10
  %252 = getelementptr inbounds i8, ptr %251, i64 8
  %253 = load ptr, ptr %252, align 8
  tail call void %253(ptr noundef nonnull align 8 dereferenceable(24) %248) #10
  br label %254

254:                                              ; preds = %250, %247
  %255 = load ptr, ptr %29, align 8, !tbaa !16
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %257

257:                                              ; preds = %254
  %258 = load ptr, ptr %255, align 8, !tbaa !10
  %259 = getelementptr inbounds i8, ptr %258, i64 8
  %260 = load ptr, ptr %259, align 8
  tail call void %260(ptr noundef nonnull align 8 dereferenceable(24) %255) #10
  br label %261

261:                                              ; preds = %257, %254
  %262 = load ptr, ptr %35, align 16, !tbaa !16
  %263 = icmp eq ptr %262, null
  br i1 %263, label %268, label %264

264:                                              ; preds = %261
  %265 = load ptr, ptr %262, align 8, !tbaa !10
  %266 = getelementptr inbounds i8, ptr %265, i64 8
  %267 = load ptr, ptr %266, align 8
  tail call void %267(ptr noundef nonnull align 8 dereferenceable(24) %262) #10
  br label %268

268:                                              ; preds = %264, %261
  %269 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %269)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !12
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle9perimeterEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !12
  %4 = fmul double %3, 0x401921FB54442D18
  ret double %4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6Circle5scaleEd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load double, ptr %3, align 8, !tbaa !12
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Circle4kindEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.15
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @llvm.trap() #13
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.14
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !27
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !29
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !27
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !29
  %6 = fadd double %3, %5
  %7 = fmul double %6, 2.000000e+00
  ret double %7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !18
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %3, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.16
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.17
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8TriangleD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !30
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !31
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load double, ptr %7, align 8, !tbaa !19
  %9 = fadd double %6, %8
  %10 = fmul double %9, 5.000000e-01
  %11 = fsub double %10, %3
  %12 = fmul double %10, %11
  %13 = fsub double %10, %5
  %14 = fmul double %13, %12
  %15 = fsub double %10, %8
  %16 = fmul double %15, %14
  %17 = tail call double @sqrt(double noundef %16) #10
  ret double %17
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle9perimeterEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !30
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !31
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load double, ptr %7, align 8, !tbaa !19
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(ptr noundef nonnull align 8 dereferenceable(48) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !18
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %3, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load double, ptr %8, align 8, !tbaa !19
  %10 = fmul double %9, %1
  store double %10, ptr %8, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV5Shape, i64 16), ptr %0, align 8, !tbaa !10
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygonD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, ptr @_ZL12live_objects, align 4, !tbaa !8
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL12live_objects, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK14RegularPolygon4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load i32, ptr %2, align 8, !tbaa !21
  %4 = sitofp i32 %3 to double
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load double, ptr %5, align 8, !tbaa !23
  %7 = fmul double %6, %4
  %8 = fmul double %6, %7
  %9 = fdiv double 0x400921FB54442D18, %4
  %10 = tail call double @tan(double noundef %9) #10
  %11 = fmul double %10, 4.000000e+00
  %12 = fdiv double %8, %11
  ret double %12
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK14RegularPolygon9perimeterEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load i32, ptr %2, align 8, !tbaa !21
  %4 = sitofp i32 %3 to double
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load double, ptr %5, align 8, !tbaa !23
  %7 = fmul double %6, %4
  ret double %7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygon5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load double, ptr %3, align 8, !tbaa !23
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK14RegularPolygon4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.18
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !7, i64 0}
!12 = !{!13, !15, i64 24}
!13 = !{!"_ZTS6Circle", !14, i64 0, !15, i64 24}
!14 = !{!"_ZTS5Shape", !6, i64 8}
!15 = !{!"double", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !6, i64 0}
!18 = !{!15, !15, i64 0}
!19 = !{!20, !15, i64 40}
!20 = !{!"_ZTS8Triangle", !14, i64 0, !15, i64 24, !15, i64 32, !15, i64 40}
!21 = !{!22, !9, i64 24}
!22 = !{!"_ZTS14RegularPolygon", !14, i64 0, !9, i64 24, !15, i64 32}
!23 = !{!22, !15, i64 32}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!28, !15, i64 24}
!28 = !{!"_ZTS4Rect", !14, i64 0, !15, i64 24, !15, i64 32}
!29 = !{!28, !15, i64 32}
!30 = !{!20, !15, i64 24}
!31 = !{!20, !15, i64 32}
