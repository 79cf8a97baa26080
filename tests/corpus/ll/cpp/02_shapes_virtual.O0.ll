; ModuleID = 'cpp/02_shapes_virtual.cpp'
source_filename = "cpp/02_shapes_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Circle = type { %class.Shape, double }
%class.Shape = type { ptr, [16 x i8] }
%class.Rect = type { %class.Shape, double, double }
%class.Triangle = type { %class.Shape, double, double, double }
%class.RegularPolygon = type { %class.Shape, i32, double }

$_ZN6CircleC2EPKcd = comdat any

$_ZN4RectC2EPKcdd = comdat any

$_ZN6SquareC2EPKcd = comdat any

$_ZN8TriangleC2EPKcddd = comdat any

$_ZN14RegularPolygonC2EPKcid = comdat any

$_ZNK5Shape5labelEv = comdat any

$_ZNK5Shape11compactnessEv = comdat any

$_ZN5ShapeC2EPKc = comdat any

$_ZN6CircleD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle9perimeterEv = comdat any

$_ZN6Circle5scaleEd = comdat any

$_ZNK6Circle4kindEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape4kindEv = comdat any

$_ZN4RectD2Ev = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect9perimeterEv = comdat any

$_ZN4Rect5scaleEd = comdat any

$_ZNK4Rect4kindEv = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4kindEv = comdat any

$_ZN8TriangleD2Ev = comdat any

$_ZN8TriangleD0Ev = comdat any

$_ZNK8Triangle4areaEv = comdat any

$_ZNK8Triangle9perimeterEv = comdat any

$_ZN8Triangle5scaleEd = comdat any

$_ZN14RegularPolygonD2Ev = comdat any

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

@.str = private unnamed_addr constant [3 x i8] c"c1\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"r1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"s1\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"t1\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"hex\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"oct\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"c2\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1
@_ZL12live_objects = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [49 x i8] c"%-4s %-7s area=%10.6f perim=%10.6f compact=%.6f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"total area=%.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [29 x i8] c"total area after scale=%.6f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"most compact: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"square via Rect*: kind=%s area=%.4f\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"live after delete=%d\0A\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN6CircleD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle9perimeterEv, ptr @_ZN6Circle5scaleEd, ptr @_ZNK6Circle4kindEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4kindEv] }, comdat, align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect9perimeterEv, ptr @_ZN4Rect5scaleEd, ptr @_ZNK4Rect4kindEv] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@.str.16 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect9perimeterEv, ptr @_ZN4Rect5scaleEd, ptr @_ZNK6Square4kindEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 8
@.str.17 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV8Triangle = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI8Triangle, ptr @_ZN8TriangleD2Ev, ptr @_ZN8TriangleD0Ev, ptr @_ZNK8Triangle4areaEv, ptr @_ZNK8Triangle9perimeterEv, ptr @_ZN8Triangle5scaleEd, ptr @_ZNK5Shape4kindEv] }, comdat, align 8
@_ZTS8Triangle = linkonce_odr dso_local constant [10 x i8] c"8Triangle\00", comdat, align 1
@_ZTI8Triangle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Triangle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV14RegularPolygon = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI14RegularPolygon, ptr @_ZN14RegularPolygonD2Ev, ptr @_ZN14RegularPolygonD0Ev, ptr @_ZNK14RegularPolygon4areaEv, ptr @_ZNK14RegularPolygon9perimeterEv, ptr @_ZN14RegularPolygon5scaleEd, ptr @_ZNK14RegularPolygon4kindEv] }, comdat, align 8
@_ZTS14RegularPolygon = linkonce_odr dso_local constant [17 x i8] c"14RegularPolygon\00", comdat, align 1
@_ZTI14RegularPolygon = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS14RegularPolygon, ptr @_ZTI5Shape }, comdat, align 8
@.str.18 = private unnamed_addr constant [5 x i8] c"ngon\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %10 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #7
  call void @_ZN6CircleC2EPKcd(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef @.str, double noundef 1.000000e+00)
  store ptr %10, ptr %2, align 8
  %11 = getelementptr inbounds ptr, ptr %2, i64 1
  %12 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #7
  call void @_ZN4RectC2EPKcdd(ptr noundef nonnull align 8 dereferenceable(40) %12, ptr noundef @.str.1, double noundef 2.000000e+00, double noundef 3.500000e+00)
  store ptr %12, ptr %11, align 8
  %13 = getelementptr inbounds ptr, ptr %2, i64 2
  %14 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #7
  call void @_ZN6SquareC2EPKcd(ptr noundef nonnull align 8 dereferenceable(40) %14, ptr noundef @.str.2, double noundef 1.500000e+00)
  store ptr %14, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %2, i64 3
  %16 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #7
  call void @_ZN8TriangleC2EPKcddd(ptr noundef nonnull align 8 dereferenceable(48) %16, ptr noundef @.str.3, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00)
  store ptr %16, ptr %15, align 8
  %17 = getelementptr inbounds ptr, ptr %2, i64 4
  %18 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #7
  call void @_ZN14RegularPolygonC2EPKcid(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef @.str.4, i32 noundef 6, double noundef 1.000000e+00)
  store ptr %18, ptr %17, align 8
  %19 = getelementptr inbounds ptr, ptr %2, i64 5
  %20 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #7
  call void @_ZN14RegularPolygonC2EPKcid(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef @.str.5, i32 noundef 8, double noundef 5.000000e-01)
  store ptr %20, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %2, i64 6
  %22 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #7
  call void @_ZN6CircleC2EPKcd(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef @.str.6, double noundef 2.500000e-01)
  store ptr %22, ptr %21, align 8
  store i32 7, ptr %3, align 4
  %23 = load i32, ptr @_ZL12live_objects, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %23)
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %64, %0
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 7
  br i1 %27, label %28, label %67

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8
  %33 = call noundef ptr @_ZNK5Shape5labelEv(ptr noundef nonnull align 8 dereferenceable(24) %32)
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds ptr, ptr %38, i64 5
  %40 = load ptr, ptr %39, align 8
  %41 = call noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(24) %37)
  %42 = load i32, ptr %4, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %43
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds ptr, ptr %46, i64 2
  %48 = load ptr, ptr %47, align 8
  %49 = call noundef double %48(ptr noundef nonnull align 8 dereferenceable(24) %45)
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds ptr, ptr %54, i64 3
  %56 = load ptr, ptr %55, align 8
  %57 = call noundef double %56(ptr noundef nonnull align 8 dereferenceable(24) %53)
  %58 = load i32, ptr %4, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %59
  %61 = load ptr, ptr %60, align 8
  %62 = call noundef double @_ZNK5Shape11compactnessEv(ptr noundef nonnull align 8 dereferenceable(24) %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %33, ptr noundef %41, double noundef %49, double noundef %57, double noundef %62)
  br label %64

64:                                               ; preds = %28
  %65 = load i32, ptr %4, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %4, align 4
  br label %25, !llvm.loop !6

67:                                               ; preds = %25
  %68 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 0
  %69 = call noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %68, i32 noundef 7)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %69)
  store i32 0, ptr %5, align 4
  br label %71

71:                                               ; preds = %87, %67
  %72 = load i32, ptr %5, align 4
  %73 = icmp slt i32 %72, 7
  br i1 %73, label %74, label %90

74:                                               ; preds = %71
  %75 = load i32, ptr %5, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8
  %79 = load i32, ptr %5, align 4
  %80 = srem i32 %79, 2
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, double 2.000000e+00, double 5.000000e-01
  %84 = load ptr, ptr %78, align 8
  %85 = getelementptr inbounds ptr, ptr %84, i64 4
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(24) %78, double noundef %83)
  br label %87

87:                                               ; preds = %74
  %88 = load i32, ptr %5, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %5, align 4
  br label %71, !llvm.loop !8

90:                                               ; preds = %71
  %91 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 0
  %92 = call noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %91, i32 noundef 7)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %92)
  store i32 0, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %94

94:                                               ; preds = %112, %90
  %95 = load i32, ptr %7, align 4
  %96 = icmp slt i32 %95, 7
  br i1 %96, label %97, label %115

97:                                               ; preds = %94
  %98 = load i32, ptr %7, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %99
  %101 = load ptr, ptr %100, align 8
  %102 = call noundef double @_ZNK5Shape11compactnessEv(ptr noundef nonnull align 8 dereferenceable(24) %101)
  %103 = load i32, ptr %6, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %104
  %106 = load ptr, ptr %105, align 8
  %107 = call noundef double @_ZNK5Shape11compactnessEv(ptr noundef nonnull align 8 dereferenceable(24) %106)
  %108 = fcmp ogt double %102, %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %97
  %110 = load i32, ptr %7, align 4
  store i32 %110, ptr %6, align 4
  br label %111

111:                                              ; preds = %109, %97
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %7, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %7, align 4
  br label %94, !llvm.loop !9

115:                                              ; preds = %94
  %116 = load i32, ptr %6, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %117
  %119 = load ptr, ptr %118, align 8
  %120 = call noundef ptr @_ZNK5Shape5labelEv(ptr noundef nonnull align 8 dereferenceable(24) %119)
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %120)
  %122 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 2
  %123 = load ptr, ptr %122, align 16
  store ptr %123, ptr %8, align 8
  %124 = load ptr, ptr %8, align 8
  %125 = load ptr, ptr %124, align 8
  %126 = getelementptr inbounds ptr, ptr %125, i64 5
  %127 = load ptr, ptr %126, align 8
  %128 = call noundef ptr %127(ptr noundef nonnull align 8 dereferenceable(40) %124)
  %129 = load ptr, ptr %8, align 8
  %130 = load ptr, ptr %129, align 8
  %131 = getelementptr inbounds ptr, ptr %130, i64 2
  %132 = load ptr, ptr %131, align 8
  %133 = call noundef double %132(ptr noundef nonnull align 8 dereferenceable(40) %129)
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %128, double noundef %133)
  store i32 0, ptr %9, align 4
  br label %135

135:                                              ; preds = %149, %115
  %136 = load i32, ptr %9, align 4
  %137 = icmp slt i32 %136, 7
  br i1 %137, label %138, label %152

138:                                              ; preds = %135
  %139 = load i32, ptr %9, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8
  %143 = icmp eq ptr %142, null
  br i1 %143, label %148, label %144

144:                                              ; preds = %138
  %145 = load ptr, ptr %142, align 8
  %146 = getelementptr inbounds ptr, ptr %145, i64 1
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(24) %142) #8
  br label %148

148:                                              ; preds = %144, %138
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %9, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %9, align 4
  br label %135, !llvm.loop !10

152:                                              ; preds = %135
  %153 = load i32, ptr @_ZL12live_objects, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %153)
  ret i32 0
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2EPKcd(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, double noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef %8)
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV6Circle, i32 0, i32 0, i32 2), ptr %7, align 8
  %9 = getelementptr inbounds %class.Circle, ptr %7, i32 0, i32 1
  %10 = load double, ptr %6, align 8
  store double %10, ptr %9, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2EPKcdd(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef %10)
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %9, align 8
  %11 = getelementptr inbounds %class.Rect, ptr %9, i32 0, i32 1
  %12 = load double, ptr %7, align 8
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds %class.Rect, ptr %9, i32 0, i32 2
  %14 = load double, ptr %8, align 8
  store double %14, ptr %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2EPKcd(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef %1, double noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = load double, ptr %6, align 8
  call void @_ZN4RectC2EPKcdd(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef %8, double noundef %9, double noundef %10)
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8TriangleC2EPKcddd(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #2 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef %12)
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV8Triangle, i32 0, i32 0, i32 2), ptr %11, align 8
  %13 = getelementptr inbounds %class.Triangle, ptr %11, i32 0, i32 1
  %14 = load double, ptr %8, align 8
  store double %14, ptr %13, align 8
  %15 = getelementptr inbounds %class.Triangle, ptr %11, i32 0, i32 2
  %16 = load double, ptr %9, align 8
  store double %16, ptr %15, align 8
  %17 = getelementptr inbounds %class.Triangle, ptr %11, i32 0, i32 3
  %18 = load double, ptr %10, align 8
  store double %18, ptr %17, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygonC2EPKcid(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef %1, i32 noundef %2, double noundef %3) unnamed_addr #2 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef %10)
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV14RegularPolygon, i32 0, i32 0, i32 2), ptr %9, align 8
  %11 = getelementptr inbounds %class.RegularPolygon, ptr %9, i32 0, i32 1
  %12 = load i32, ptr %7, align 4
  store i32 %12, ptr %11, align 8
  %13 = getelementptr inbounds %class.RegularPolygon, ptr %9, i32 0, i32 2
  %14 = load double, ptr %8, align 8
  store double %14, ptr %13, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape5labelEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Shape, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK5Shape11compactnessEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %5, i64 3
  %7 = load ptr, ptr %6, align 8
  %8 = call noundef double %7(ptr noundef nonnull align 8 dereferenceable(24) %4)
  store double %8, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds ptr, ptr %9, i64 2
  %11 = load ptr, ptr %10, align 8
  %12 = call noundef double %11(ptr noundef nonnull align 8 dereferenceable(24) %4)
  %13 = fmul double 0x402921FB54442D18, %12
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = fmul double %14, %15
  %17 = fdiv double %13, %16
  ret double %17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL10total_areaPKP5Shapei(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds ptr, ptr %12, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 2
  %19 = load ptr, ptr %18, align 8
  %20 = call noundef double %19(ptr noundef nonnull align 8 dereferenceable(24) %16)
  %21 = load double, ptr %5, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %5, align 8
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !11

26:                                               ; preds = %7
  %27 = load double, ptr %5, align 8
  ret double %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %class.Shape, ptr %5, i32 0, i32 1
  %7 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @strncpy(ptr noundef %7, ptr noundef %8, i64 noundef 15) #8
  %10 = getelementptr inbounds %class.Shape, ptr %5, i32 0, i32 1
  %11 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 15
  store i8 0, ptr %11, align 1
  %12 = load i32, ptr @_ZL12live_objects, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL12live_objects, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %class.Circle, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle9perimeterEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x401921FB54442D18, %5
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Circle5scaleEd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %class.Circle, ptr %5, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Circle4kindEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.15
}

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 48) ({ [8 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = load i32, ptr @_ZL12live_objects, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL12live_objects, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #10
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.14
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 40) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fadd double %5, %7
  %9 = fmul double 2.000000e+00, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %class.Rect, ptr %5, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  %10 = load double, ptr %4, align 8
  %11 = getelementptr inbounds %class.Rect, ptr %5, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = fmul double %12, %10
  store double %13, ptr %11, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 40) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8TriangleD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8TriangleD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN8TriangleD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 48) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 3
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %11
  %13 = fmul double 5.000000e-01, %12
  store double %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fsub double %15, %17
  %19 = fmul double %14, %18
  %20 = load double, ptr %3, align 8
  %21 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fsub double %20, %22
  %24 = fmul double %19, %23
  %25 = load double, ptr %3, align 8
  %26 = getelementptr inbounds %class.Triangle, ptr %4, i32 0, i32 3
  %27 = load double, ptr %26, align 8
  %28 = fsub double %25, %27
  %29 = fmul double %24, %28
  %30 = call double @sqrt(double noundef %29) #8
  ret double %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle9perimeterEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Triangle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Triangle, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fadd double %5, %7
  %9 = getelementptr inbounds %class.Triangle, ptr %3, i32 0, i32 3
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  ret double %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(ptr noundef nonnull align 8 dereferenceable(48) %0, double noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %class.Triangle, ptr %5, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  %10 = load double, ptr %4, align 8
  %11 = getelementptr inbounds %class.Triangle, ptr %5, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = fmul double %12, %10
  store double %13, ptr %11, align 8
  %14 = load double, ptr %4, align 8
  %15 = getelementptr inbounds %class.Triangle, ptr %5, i32 0, i32 3
  %16 = load double, ptr %15, align 8
  %17 = fmul double %16, %14
  store double %17, ptr %15, align 8
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygonD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygonD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN14RegularPolygonD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 40) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK14RegularPolygon4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  %10 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 2
  %11 = load double, ptr %10, align 8
  %12 = fmul double %9, %11
  %13 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = sitofp i32 %14 to double
  %16 = fdiv double 0x400921FB54442D18, %15
  %17 = call double @tan(double noundef %16) #8
  %18 = fmul double 4.000000e+00, %17
  %19 = fdiv double %12, %18
  ret double %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK14RegularPolygon9perimeterEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %class.RegularPolygon, ptr %3, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN14RegularPolygon5scaleEd(ptr noundef nonnull align 8 dereferenceable(40) %0, double noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %class.RegularPolygon, ptr %5, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK14RegularPolygon4kindEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.18
}

; Function Attrs: nounwind
declare double @tan(double noundef) #4

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { builtin allocsize(0) }
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
!11 = distinct !{!11, !7}
