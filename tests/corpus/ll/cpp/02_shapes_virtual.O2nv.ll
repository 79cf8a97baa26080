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
  store double 2.000000e+00, ptr %11, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %8, i64 32
  store double 3.500000e+00, ptr %12, align 8, !tbaa !20
  store ptr %8, ptr %7, align 8, !tbaa !16
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %15, ptr noundef nonnull align 1 dereferenceable(15) @str.20, i64 noundef 15, i1 false) #10
  %16 = getelementptr inbounds i8, ptr %14, i64 23
  store i8 0, ptr %16, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %14, i64 24
  store double 1.500000e+00, ptr %17, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %14, i64 32
  store double 1.500000e+00, ptr %18, align 8, !tbaa !20
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV6Square, i64 16), ptr %14, align 8, !tbaa !10
  store ptr %14, ptr %13, align 16, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #11
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %21, ptr noundef nonnull align 1 dereferenceable(15) @str.21, i64 noundef 15, i1 false) #10
  %22 = getelementptr inbounds i8, ptr %20, i64 23
  store i8 0, ptr %22, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV8Triangle, i64 16), ptr %20, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %20, i64 24
  store double 3.000000e+00, ptr %23, align 8, !tbaa !21
  %24 = getelementptr inbounds i8, ptr %20, i64 32
  store double 4.000000e+00, ptr %24, align 8, !tbaa !23
  %25 = getelementptr inbounds i8, ptr %20, i64 40
  store double 5.000000e+00, ptr %25, align 8, !tbaa !24
  store ptr %20, ptr %19, align 8, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %28, ptr noundef nonnull align 1 dereferenceable(15) @str.22, i64 noundef 15, i1 false) #10
  %29 = getelementptr inbounds i8, ptr %27, i64 23
  store i8 0, ptr %29, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV14RegularPolygon, i64 16), ptr %27, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %27, i64 24
  store i32 6, ptr %30, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %27, i64 32
  store double 1.000000e+00, ptr %31, align 8, !tbaa !27
  store ptr %27, ptr %26, align 16, !tbaa !16
  %32 = getelementptr inbounds i8, ptr %1, i64 40
  %33 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #11
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %34, ptr noundef nonnull align 1 dereferenceable(15) @str.23, i64 noundef 15, i1 false) #10
  %35 = getelementptr inbounds i8, ptr %33, i64 23
  store i8 0, ptr %35, align 1, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV14RegularPolygon, i64 16), ptr %33, align 8, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %33, i64 24
  store i32 8, ptr %36, align 8, !tbaa !25
  %37 = getelementptr inbounds i8, ptr %33, i64 32
  store double 5.000000e-01, ptr %37, align 8, !tbaa !27
  store ptr %33, ptr %32, align 8, !tbaa !16
  %38 = getelementptr inbounds i8, ptr %1, i64 48
  %39 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #11
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %40, ptr noundef nonnull align 1 dereferenceable(15) @str.24, i64 noundef 15, i1 false) #10
  %41 = getelementptr inbounds i8, ptr %39, i64 23
  store i8 0, ptr %41, align 1, !tbaa !5
  %42 = add nsw i32 %5, 7
  store i32 %42, ptr @_ZL12live_objects, align 4, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV6Circle, i64 16), ptr %39, align 8, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %39, i64 24
  store double 2.500000e-01, ptr %43, align 8, !tbaa !12
  store ptr %39, ptr %38, align 16, !tbaa !16
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %42)
  br label %139

45:                                               ; preds = %139
  %46 = load ptr, ptr %2, align 8, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  %49 = tail call noundef double %48(ptr noundef nonnull align 8 dereferenceable(24) %2) #10
  %50 = fadd double %49, 0.000000e+00
  %51 = load ptr, ptr %8, align 8, !tbaa !10
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  %54 = tail call noundef double %53(ptr noundef nonnull align 8 dereferenceable(24) %8) #10
  %55 = fadd double %50, %54
  %56 = load ptr, ptr %14, align 8, !tbaa !10
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  %59 = tail call noundef double %58(ptr noundef nonnull align 8 dereferenceable(24) %14) #10
  %60 = fadd double %55, %59
  %61 = load ptr, ptr %20, align 8, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  %64 = tail call noundef double %63(ptr noundef nonnull align 8 dereferenceable(24) %20) #10
  %65 = fadd double %60, %64
  %66 = load ptr, ptr %27, align 8, !tbaa !10
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  %69 = tail call noundef double %68(ptr noundef nonnull align 8 dereferenceable(24) %27) #10
  %70 = fadd double %65, %69
  %71 = load ptr, ptr %33, align 8, !tbaa !10
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  %74 = tail call noundef double %73(ptr noundef nonnull align 8 dereferenceable(24) %33) #10
  %75 = fadd double %70, %74
  %76 = load ptr, ptr %39, align 8, !tbaa !10
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  %79 = tail call noundef double %78(ptr noundef nonnull align 8 dereferenceable(24) %39) #10
  %80 = fadd double %75, %79
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %80)
  %82 = load ptr, ptr %2, align 8, !tbaa !10
  %83 = getelementptr inbounds i8, ptr %82, i64 32
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(24) %2, double noundef 5.000000e-01) #10
  %85 = load ptr, ptr %8, align 8, !tbaa !10
  %86 = getelementptr inbounds i8, ptr %85, i64 32
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(24) %8, double noundef 2.000000e+00) #10
  %88 = load ptr, ptr %14, align 8, !tbaa !10
  %89 = getelementptr inbounds i8, ptr %88, i64 32
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(24) %14, double noundef 5.000000e-01) #10
  %91 = load ptr, ptr %20, align 8, !tbaa !10
  %92 = getelementptr inbounds i8, ptr %91, i64 32
  %93 = load ptr, ptr %92, align 8
  tail call void %93(ptr noundef nonnull align 8 dereferenceable(24) %20, double noundef 2.000000e+00) #10
  %94 = load ptr, ptr %27, align 8, !tbaa !10
  %95 = getelementptr inbounds i8, ptr %94, i64 32
  %96 = load ptr, ptr %95, align 8
  tail call void %96(ptr noundef nonnull align 8 dereferenceable(24) %27, double noundef 5.000000e-01) #10
  %97 = load ptr, ptr %33, align 8, !tbaa !10
  %98 = getelementptr inbounds i8, ptr %97, i64 32
  %99 = load ptr, ptr %98, align 8
  tail call void %99(ptr noundef nonnull align 8 dereferenceable(24) %33, double noundef 2.000000e+00) #10
  %100 = load ptr, ptr %39, align 8, !tbaa !10
  %101 = getelementptr inbounds i8, ptr %100, i64 32
  %102 = load ptr, ptr %101, align 8
  tail call void %102(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 5.000000e-01) #10
  %103 = load ptr, ptr %2, align 8, !tbaa !10
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  %106 = tail call noundef double %105(ptr noundef nonnull align 8 dereferenceable(24) %2) #10
  %107 = fadd double %106, 0.000000e+00
  %108 = load ptr, ptr %8, align 8, !tbaa !10
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  %111 = tail call noundef double %110(ptr noundef nonnull align 8 dereferenceable(24) %8) #10
  %112 = fadd double %107, %111
  %113 = load ptr, ptr %14, align 8, !tbaa !10
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  %116 = tail call noundef double %115(ptr noundef nonnull align 8 dereferenceable(24) %14) #10
  %117 = fadd double %112, %116
  %118 = load ptr, ptr %20, align 8, !tbaa !10
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load ptr, ptr %119, align 8
  %121 = tail call noundef double %120(ptr noundef nonnull align 8 dereferenceable(24) %20) #10
  %122 = fadd double %117, %121
  %123 = load ptr, ptr %27, align 8, !tbaa !10
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load ptr, ptr %124, align 8
  %126 = tail call noundef double %125(ptr noundef nonnull align 8 dereferenceable(24) %27) #10
  %127 = fadd double %122, %126
  %128 = load ptr, ptr %33, align 8, !tbaa !10
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load ptr, ptr %129, align 8
  %131 = tail call noundef double %130(ptr noundef nonnull align 8 dereferenceable(24) %33) #10
  %132 = fadd double %127, %131
  %133 = load ptr, ptr %39, align 8, !tbaa !10
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  %135 = load ptr, ptr %134, align 8
  %136 = tail call noundef double %135(ptr noundef nonnull align 8 dereferenceable(24) %39) #10
  %137 = fadd double %132, %136
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %137)
  br label %187

139:                                              ; preds = %0, %139
  %140 = phi i64 [ 0, %0 ], [ %168, %139 ]
  %141 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8, !tbaa !16
  %143 = getelementptr inbounds i8, ptr %142, i64 8
  %144 = load ptr, ptr %142, align 8, !tbaa !10
  %145 = getelementptr inbounds i8, ptr %144, i64 40
  %146 = load ptr, ptr %145, align 8
  %147 = tail call noundef ptr %146(ptr noundef nonnull align 8 dereferenceable(24) %142) #10
  %148 = load ptr, ptr %142, align 8, !tbaa !10
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  %151 = tail call noundef double %150(ptr noundef nonnull align 8 dereferenceable(24) %142) #10
  %152 = load ptr, ptr %142, align 8, !tbaa !10
  %153 = getelementptr inbounds i8, ptr %152, i64 24
  %154 = load ptr, ptr %153, align 8
  %155 = tail call noundef double %154(ptr noundef nonnull align 8 dereferenceable(24) %142) #10
  %156 = load ptr, ptr %142, align 8, !tbaa !10
  %157 = getelementptr inbounds i8, ptr %156, i64 24
  %158 = load ptr, ptr %157, align 8
  %159 = tail call noundef double %158(ptr noundef nonnull align 8 dereferenceable(24) %142) #10
  %160 = load ptr, ptr %142, align 8, !tbaa !10
  %161 = getelementptr inbounds i8, ptr %160, i64 16
  %162 = load ptr, ptr %161, align 8
  %163 = tail call noundef double %162(ptr noundef nonnull align 8 dereferenceable(24) %142) #10
  %164 = fmul double %163, 0x402921FB54442D18
  %165 = fmul double %159, %159
  %166 = fdiv double %164, %165
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %143, ptr noundef %147, double noundef %151, double noundef %155, double noundef %166)
  %168 = add nuw nsw i64 %140, 1
  %169 = icmp eq i64 %168, 7
  br i1 %169, label %45, label %139, !llvm.loop !28

170:                                              ; preds = %187
  %171 = sext i32 %219 to i64
  %172 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8, !tbaa !16
  %174 = getelementptr inbounds i8, ptr %173, i64 8
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %174)
  %176 = load ptr, ptr %14, align 8, !tbaa !10
  %177 = getelementptr inbounds i8, ptr %176, i64 40
  %178 = load ptr, ptr %177, align 8
  %179 = tail call noundef ptr %178(ptr noundef nonnull align 8 dereferenceable(40) %14) #10
  %180 = load ptr, ptr %14, align 8, !tbaa !10
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  %183 = tail call noundef double %182(ptr noundef nonnull align 8 dereferenceable(40) %14) #10
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %179, double noundef %183)
  %185 = load ptr, ptr %1, align 16, !tbaa !16
  %186 = icmp eq ptr %185, null
  br i1 %186, label %226, label %222

187:                                              ; preds = %45, %187
  %188 = phi i64 [ 1, %45 ], [ %220, %187 ]
  %189 = phi i32 [ 0, %45 ], [ %219, %187 ]
  %190 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %188
  %191 = load ptr, ptr %190, align 8, !tbaa !16
  %192 = load ptr, ptr %191, align 8, !tbaa !10
  %193 = getelementptr inbounds i8, ptr %192, i64 24
  %194 = load ptr, ptr %193, align 8
  %195 = tail call noundef double %194(ptr noundef nonnull align 8 dereferenceable(24) %191) #10
  %196 = load ptr, ptr %191, align 8, !tbaa !10
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load ptr, ptr %197, align 8
  %199 = tail call noundef double %198(ptr noundef nonnull align 8 dereferenceable(24) %191) #10
  %200 = fmul double %199, 0x402921FB54442D18
  %201 = fmul double %195, %195
  %202 = fdiv double %200, %201
  %203 = sext i32 %189 to i64
  %204 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %203
  %205 = load ptr, ptr %204, align 8, !tbaa !16
  %206 = load ptr, ptr %205, align 8, !tbaa !10
  %207 = getelementptr inbounds i8, ptr %206, i64 24
  %208 = load ptr, ptr %207, align 8
  %209 = tail call noundef double %208(ptr noundef nonnull align 8 dereferenceable(24) %205) #10
  %210 = load ptr, ptr %205, align 8, !tbaa !10
  %211 = getelementptr inbounds i8, ptr %210, i64 16
  %212 = load ptr, ptr %211, align 8
  %213 = tail call noundef double %212(ptr noundef nonnull align 8 dereferenceable(24) %205) #10
  %214 = fmul double %213, 0x402921FB54442D18
  %215 = fmul double %209, %209
  %216 = fdiv double %214, %215
  %217 = fcmp ogt double %202, %216
  %218 = trunc nuw nsw i64 %188 to i32
  %219 = select i1 %217, i32 %218, i32 %189
  %220 = add nuw nsw i64 %188, 1
  %221 = icmp eq i64 %220, 7
  br i1 %221, label %170, label %187, !llvm.loop !30

222:                                              ; preds = %170
  %223 = load ptr, ptr %185, align 8, !tbaa !10
  %224 = getelementptr inbounds i8, ptr %223, i64 8
  %225 = load ptr, ptr %224, align 8
  tail call void %225(ptr noundef nonnull align 8 dereferenceable(24) %185) #10
  br label %226

226:                                              ; preds = %170, %222
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
  %234 = load ptr, ptr %13, align 16, !tbaa !16
  %235 = icmp eq ptr %234, null
  br i1 %235, label %240, label %236

236:                                              ; preds = %233
  %237 = load ptr, ptr %234, align 8, !tbaa !10
  %238 = getelementptr inbounds i8, ptr %237, i64 8
  %239 = load ptr, ptr %238, align 8
  tail call void %239(ptr noundef nonnull align 8 dereferenceable(24) %234) #10
  br label %240

240:                                              ; preds = %236, %233
  %241 = load ptr, ptr %19, align 8, !tbaa !16
  %242 = icmp eq ptr %241, null
  br i1 %242, label %247, label %243

243:                                              ; preds = %240
  %244 = load ptr, ptr %241, align 8, !tbaa !10
  %245 = getelementptr inbounds i8, ptr %244, i64 8
  %246 = load ptr, ptr %245, align 8
  tail call void %246(ptr noundef nonnull align 8 dereferenceable(24) %241) #10
  br label %247

247:                                              ; preds = %243, %240
  %248 = load ptr, ptr %26, align 16, !tbaa !16
  %249 = icmp eq ptr %248, null
  br i1 %249, label %254, label %250

250:                                              ; preds = %247
  %251 = load ptr, ptr %248, align 8, !tbaa !10
  %252 = getelementptr inbounds i8, ptr %251, i64 8
  %253 = load ptr, ptr %252, align 8
  tail call void %253(ptr noundef nonnull align 8 dereferenceable(24) %248) #10
  br label %254

254:                                              ; preds = %250, %247
  %255 = load ptr, ptr %32, align 8, !tbaa !16
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %257

257:                                              ; preds = %254
  %258 = load ptr, ptr %255, align 8, !tbaa !10
  %259 = getelementptr inbounds i8, ptr %258, i64 8
  %260 = load ptr, ptr %259, align 8
  tail call void %260(ptr noundef nonnull align 8 dereferenceable(24) %255) #10
  br label %261

261:                                              ; preds = %257, %254
  %262 = load ptr, ptr %38, align 16, !tbaa !16
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
  %3 = load double, ptr %2, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !20
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %2, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !20
  %6 = fadd double %3, %5
  %7 = fmul double %6, 2.000000e+00
  ret double %7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load double, ptr %3, align 8, !tbaa !18
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load double, ptr %6, align 8, !tbaa !20
  %8 = fmul double %7, %1
  store double %8, ptr %6, align 8, !tbaa !20
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
  %3 = load double, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !23
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load double, ptr %7, align 8, !tbaa !24
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
  %3 = load double, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load double, ptr %4, align 8, !tbaa !23
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load double, ptr %7, align 8, !tbaa !24
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(ptr noundef nonnull align 8 dereferenceable(48) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load double, ptr %3, align 8, !tbaa !21
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load double, ptr %6, align 8, !tbaa !23
  %8 = fmul double %7, %1
  store double %8, ptr %6, align 8, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load double, ptr %9, align 8, !tbaa !24
  %11 = fmul double %10, %1
  store double %11, ptr %9, align 8, !tbaa !24
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
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = sitofp i32 %3 to double
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load double, ptr %5, align 8, !tbaa !27
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
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = sitofp i32 %3 to double
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load double, ptr %5, align 8, !tbaa !27
  %7 = fmul double %6, %4
  ret double %7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygon5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load double, ptr %3, align 8, !tbaa !27
  %5 = fmul double %4, %1
  store double %5, ptr %3, align 8, !tbaa !27
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
!18 = !{!19, !15, i64 24}
!19 = !{!"_ZTS4Rect", !14, i64 0, !15, i64 24, !15, i64 32}
!20 = !{!19, !15, i64 32}
!21 = !{!22, !15, i64 24}
!22 = !{!"_ZTS8Triangle", !14, i64 0, !15, i64 24, !15, i64 32, !15, i64 40}
!23 = !{!22, !15, i64 32}
!24 = !{!22, !15, i64 40}
!25 = !{!26, !9, i64 24}
!26 = !{!"_ZTS14RegularPolygon", !14, i64 0, !9, i64 24, !15, i64 32}
!27 = !{!26, !15, i64 32}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !29}
