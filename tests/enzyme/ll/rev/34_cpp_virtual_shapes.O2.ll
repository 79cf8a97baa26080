; ModuleID = 'rev/34_cpp_virtual_shapes.cpp'
source_filename = "rev/34_cpp_virtual_shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Circle = type { %struct.Shape, double }
%struct.Shape = type { ptr }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Triangle = type { %struct.Shape, double, double, double }

$_ZNK6Circle4areaEv = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK8Triangle4areaEv = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Circle = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

$_ZTV8Triangle = comdat any

$_ZTS8Triangle = comdat any

$_ZTI8Triangle = comdat any

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [11 x i8] c"d/d rect.w\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"d/d rect.h\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"d/d circle.r\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"d/d tri.a\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"d/d tri.b\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"d/d tri.c\00", align 1
@__const.main.names.rel = private unnamed_addr constant [6 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZNK6Circle4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZNK4Rect4areaEv] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV8Triangle = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI8Triangle, ptr @_ZNK8Triangle4areaEv] }, comdat, align 8
@_ZTS8Triangle = linkonce_odr dso_local constant [10 x i8] c"8Triangle\00", comdat, align 1
@_ZTI8Triangle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS8Triangle, ptr @_ZTI5Shape }, comdat, align 8
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Circle, align 8
  %2 = alloca %struct.Circle, align 8
  %3 = alloca %struct.Rect, align 8
  %4 = alloca %struct.Rect, align 8
  %5 = alloca %struct.Triangle, align 8
  %6 = alloca %struct.Triangle, align 8
  %7 = alloca [3 x ptr], align 16
  %8 = alloca [3 x ptr], align 16
  %9 = alloca i32, align 4
  %10 = alloca [6 x ptr], align 16
  %11 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV6Circle, i64 16), ptr %1, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  store double 8.000000e-01, ptr %12, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV6Circle, i64 16), ptr %2, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  store double 0.000000e+00, ptr %13, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV4Rect, i64 16), ptr %3, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.500000e+00, double 4.000000e-01>, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV4Rect, i64 16), ptr %4, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV8Triangle, i64 16), ptr %5, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %17, align 8, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %5, i64 24
  store double 4.500000e+00, ptr %19, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV8Triangle, i64 16), ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  store ptr %3, ptr %7, align 16, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %1, ptr %22, align 8, !tbaa !16
  %23 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %5, ptr %23, align 16, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  store ptr %4, ptr %8, align 16, !tbaa !16
  %24 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %2, ptr %24, align 8, !tbaa !16
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %6, ptr %25, align 16, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 3, ptr %9, align 4, !tbaa !18
  %26 = load volatile i32, ptr %9, align 4, !tbaa !18
  %27 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %28 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL10total_areaPKP5Shapei, i32 noundef %27, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %28, i32 noundef %26) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #10
  store ptr %14, ptr %10, align 16, !tbaa !16
  %30 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %15, ptr %30, align 8, !tbaa !16
  %31 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %12, ptr %31, align 16, !tbaa !16
  %32 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %17, ptr %32, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %10, i64 32
  store ptr %18, ptr %33, align 16, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %10, i64 40
  store ptr %19, ptr %34, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #10
  %35 = load <2 x double>, ptr %16, align 8, !tbaa !13
  store <2 x double> %35, ptr %11, align 16, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %11, i64 16
  %37 = load double, ptr %13, align 8, !tbaa !8
  store double %37, ptr %36, align 16, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %11, i64 24
  %39 = load <2 x double>, ptr %20, align 8, !tbaa !13
  store <2 x double> %39, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %11, i64 40
  %41 = load double, ptr %21, align 8, !tbaa !14
  store double %41, ptr %40, align 8, !tbaa !13
  %42 = icmp sgt i32 %26, 0
  %43 = zext nneg i32 %26 to i64
  br label %51

44:                                               ; preds = %89
  %45 = icmp eq i32 %108, 0
  %46 = select i1 %45, ptr @.str.8, ptr @.str.7
  %47 = call i32 @puts(ptr nonnull dereferenceable(1) %46)
  %48 = load i32, ptr @_ZL5fails, align 4, !tbaa !18
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  ret i32 %50

51:                                               ; preds = %0, %89
  %52 = phi i64 [ 0, %0 ], [ %109, %89 ]
  %53 = getelementptr inbounds [6 x ptr], ptr %10, i64 0, i64 %52
  %54 = load ptr, ptr %53, align 8, !tbaa !16
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = fadd double %55, 0x3EB0C6F7A0B5ED8D
  store double %56, ptr %54, align 8, !tbaa !13
  br i1 %42, label %57, label %89

57:                                               ; preds = %51, %57
  %58 = phi i64 [ %69, %57 ], [ 0, %51 ]
  %59 = phi double [ %68, %57 ], [ 0.000000e+00, %51 ]
  %60 = getelementptr inbounds ptr, ptr %7, i64 %58
  %61 = load ptr, ptr %60, align 8, !tbaa !16
  %62 = load ptr, ptr %61, align 8, !tbaa !5
  %63 = load ptr, ptr %62, align 8
  %64 = call noundef double %63(ptr noundef nonnull align 8 dereferenceable(8) %61) #10
  %65 = trunc nuw nsw i64 %58 to i32
  %66 = uitofp nneg i32 %65 to double
  %67 = call double @llvm.fmuladd.f64(double %66, double 5.000000e-01, double 1.000000e+00)
  %68 = call double @llvm.fmuladd.f64(double %64, double %67, double %59)
  %69 = add nuw nsw i64 %58, 1
  %70 = icmp eq i64 %69, %43
  br i1 %70, label %71, label %57, !llvm.loop !20

71:                                               ; preds = %57
  %72 = fadd double %55, 0xBEB0C6F7A0B5ED8D
  store double %72, ptr %54, align 8, !tbaa !13
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %85, %73 ]
  %75 = phi double [ 0.000000e+00, %71 ], [ %84, %73 ]
  %76 = getelementptr inbounds ptr, ptr %7, i64 %74
  %77 = load ptr, ptr %76, align 8, !tbaa !16
  %78 = load ptr, ptr %77, align 8, !tbaa !5
  %79 = load ptr, ptr %78, align 8
  %80 = call noundef double %79(ptr noundef nonnull align 8 dereferenceable(8) %77) #10
  %81 = trunc nuw nsw i64 %74 to i32
  %82 = uitofp nneg i32 %81 to double
  %83 = call double @llvm.fmuladd.f64(double %82, double 5.000000e-01, double 1.000000e+00)
  %84 = call double @llvm.fmuladd.f64(double %80, double %83, double %75)
  %85 = add nuw nsw i64 %74, 1
  %86 = icmp eq i64 %85, %43
  br i1 %86, label %87, label %73, !llvm.loop !20

87:                                               ; preds = %73
  %88 = fsub double %68, %84
  br label %89

89:                                               ; preds = %51, %87
  %90 = phi double [ %88, %87 ], [ 0.000000e+00, %51 ]
  store double %55, ptr %54, align 8, !tbaa !13
  %91 = shl i64 %52, 2
  %92 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %91)
  %93 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %52
  %94 = load double, ptr %93, align 8, !tbaa !13
  %95 = fdiv double %90, 2.000000e-06
  %96 = fsub double %94, %95
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = call double @llvm.fabs.f64(double %95)
  %99 = call double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fcmp ugt double %97, %100
  %102 = fcmp ule double %98, 1.000000e-09
  %103 = or i1 %102, %101
  %104 = select i1 %103, ptr @.str.7, ptr @.str.8
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %92, double noundef %94, double noundef %95, ptr noundef nonnull %104)
  %106 = zext i1 %103 to i32
  %107 = load i32, ptr @_ZL5fails, align 4, !tbaa !18
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr @_ZL5fails, align 4, !tbaa !18
  %109 = add nuw nsw i64 %52, 1
  %110 = icmp eq i64 %109, 6
  br i1 %110, label %44, label %51, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define internal noundef double @_ZL10total_areaPKP5Shapei(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %19, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %20, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %19, %8 ]
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = load ptr, ptr %13, align 8
  %15 = tail call noundef double %14(ptr noundef nonnull align 8 dereferenceable(8) %12) #10
  %16 = trunc nuw nsw i64 %9 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double 1.000000e+00)
  %19 = tail call double @llvm.fmuladd.f64(double %15, double %18, double %10)
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %8, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !8
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !25
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !27
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !14
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #10 = { nounwind }

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
!9 = !{!"_ZTS6Circle", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTS5Shape"}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !11, i64 24}
!15 = !{!"_ZTS8Triangle", !10, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !12, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!24, !11, i64 8}
!24 = !{!"_ZTS4Rect", !10, i64 0, !11, i64 8, !11, i64 16}
!25 = !{!24, !11, i64 16}
!26 = !{!15, !11, i64 8}
!27 = !{!15, !11, i64 16}
