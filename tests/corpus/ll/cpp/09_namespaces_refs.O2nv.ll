; ModuleID = 'cpp/09_namespaces_refs.cpp'
source_filename = "cpp/09_namespaces_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.geo::Point" = type { double, double }

@_ZN5stats12_GLOBAL__N_15callsE = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"area=%.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"centroid=(%.4f, %.4f)\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"dist p0-p2=%.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"after translate p0=(%.2f,%.2f) p4=(%.2f,%.2f) area=%.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"mean=%.4f min=%.2f max=%.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"after ref writes:\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" %.2f\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"\0Acalls=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"swapped ints %d %d doubles %.1f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [46 x i8] c"clamp int %d %d, clamp double %.2f %.2f %.2f\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"const ref sees %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"array via ref: %d %d %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef double @_ZN3geo8distanceERKNS_5PointES2_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) local_unnamed_addr #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = fsub double %3, %4
  %6 = fmul double %5, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !10
  %11 = fsub double %8, %10
  %12 = fmul double %11, %11
  %13 = fadd double %6, %12
  %14 = tail call double @llvm.sqrt.f64(double %13)
  ret double %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @_ZN3geo9translateERNS_5PointEdd(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) local_unnamed_addr #1 {
  %4 = load double, ptr %0, align 8, !tbaa !5
  %5 = fadd double %4, %1
  store double %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !10
  %8 = fadd double %7, %2
  store double %8, ptr %6, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @_ZN3geo8centroidEPKNS_5PointEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %39

10:                                               ; preds = %39, %4
  %11 = phi double [ poison, %4 ], [ %67, %39 ]
  %12 = phi double [ poison, %4 ], [ %70, %39 ]
  %13 = phi i64 [ 0, %4 ], [ %71, %39 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %70, %39 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %67, %39 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %31, label %17

17:                                               ; preds = %10, %17
  %18 = phi i64 [ %28, %17 ], [ %13, %10 ]
  %19 = phi double [ %27, %17 ], [ %14, %10 ]
  %20 = phi double [ %24, %17 ], [ %15, %10 ]
  %21 = phi i64 [ %29, %17 ], [ 0, %10 ]
  %22 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %18
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fadd double %20, %23
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = fadd double %19, %26
  %28 = add nuw nsw i64 %18, 1
  %29 = add i64 %21, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %31, label %17, !llvm.loop !11

31:                                               ; preds = %10, %17, %2
  %32 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %24, %17 ]
  %33 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %27, %17 ]
  %34 = sitofp i32 %1 to double
  %35 = fdiv double %32, %34
  %36 = fdiv double %33, %34
  %37 = insertvalue { double, double } poison, double %35, 0
  %38 = insertvalue { double, double } %37, double %36, 1
  ret { double, double } %38

39:                                               ; preds = %39, %8
  %40 = phi i64 [ 0, %8 ], [ %71, %39 ]
  %41 = phi double [ 0.000000e+00, %8 ], [ %70, %39 ]
  %42 = phi double [ 0.000000e+00, %8 ], [ %67, %39 ]
  %43 = phi i64 [ 0, %8 ], [ %72, %39 ]
  %44 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %40
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fadd double %42, %45
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fadd double %41, %48
  %50 = or disjoint i64 %40, 1
  %51 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fadd double %46, %52
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fadd double %49, %55
  %57 = or disjoint i64 %40, 2
  %58 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = fadd double %53, %59
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = fadd double %56, %62
  %64 = or disjoint i64 %40, 3
  %65 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = fadd double %60, %66
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = fadd double %63, %69
  %71 = add nuw nsw i64 %40, 4
  %72 = add i64 %43, 4
  %73 = icmp eq i64 %72, %9
  br i1 %73, label %10, label %39, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef double @_ZN3geo12polygon_areaEPKNS_5PointEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %10

6:                                                ; preds = %10, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %28, %10 ]
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fmul double %8, 5.000000e-01
  ret double %9

10:                                               ; preds = %4, %10
  %11 = phi i64 [ 0, %4 ], [ %14, %10 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %28, %10 ]
  %13 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %11
  %14 = add nuw nsw i64 %11, 1
  %15 = icmp eq i64 %14, %5
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds %"struct.geo::Point", ptr %0, i64 %17
  %19 = load double, ptr %13, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %18, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = load double, ptr %18, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %13, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = fneg double %22
  %26 = fmul double %24, %25
  %27 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %26)
  %28 = fadd double %12, %27
  %29 = icmp eq i64 %14, %5
  br i1 %29, label %6, label %10, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local noundef double @_ZN5stats4meanEPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 7
  %9 = icmp ult i32 %1, 8
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483640
  br label %31

12:                                               ; preds = %31, %6
  %13 = phi double [ poison, %6 ], [ %65, %31 ]
  %14 = phi i64 [ 0, %6 ], [ %66, %31 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %65, %31 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %12 ]
  %19 = phi double [ %23, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %25, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = fadd double %19, %22
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %17, !llvm.loop !19

27:                                               ; preds = %12, %17, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %23, %17 ]
  %29 = sitofp i32 %1 to double
  %30 = fdiv double %28, %29
  ret double %30

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %66, %31 ]
  %33 = phi double [ 0.000000e+00, %10 ], [ %65, %31 ]
  %34 = phi i64 [ 0, %10 ], [ %67, %31 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !18
  %37 = fadd double %33, %36
  %38 = or disjoint i64 %32, 1
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !18
  %41 = fadd double %37, %40
  %42 = or disjoint i64 %32, 2
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = fadd double %41, %44
  %46 = or disjoint i64 %32, 3
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !18
  %49 = fadd double %45, %48
  %50 = or disjoint i64 %32, 4
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = fadd double %49, %52
  %54 = or disjoint i64 %32, 5
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !18
  %57 = fadd double %53, %56
  %58 = or disjoint i64 %32, 6
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !18
  %61 = fadd double %57, %60
  %62 = or disjoint i64 %32, 7
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !18
  %65 = fadd double %61, %64
  %66 = add nuw nsw i64 %32, 8
  %67 = add i64 %34, 8
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %12, label %31, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_ZN5stats6minmaxEPKdiRdS2_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef nonnull align 8 dereferenceable(8) %2, ptr nocapture noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #4 {
  %5 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %7 = load double, ptr %0, align 8, !tbaa !18
  store double %7, ptr %3, align 8, !tbaa !18
  store double %7, ptr %2, align 8, !tbaa !18
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %32

9:                                                ; preds = %4
  %10 = zext nneg i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 2
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = and i64 %11, -2
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  br label %33

17:                                               ; preds = %59, %9
  %18 = phi i64 [ 1, %9 ], [ %60, %59 ]
  %19 = icmp eq i64 %12, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = load double, ptr %2, align 8, !tbaa !18
  %24 = fcmp olt double %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %20
  store double %22, ptr %2, align 8, !tbaa !18
  %26 = load double, ptr %21, align 8, !tbaa !18
  br label %27

27:                                               ; preds = %25, %20
  %28 = phi double [ %26, %25 ], [ %22, %20 ]
  %29 = load double, ptr %3, align 8, !tbaa !18
  %30 = fcmp ogt double %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  store double %28, ptr %3, align 8, !tbaa !18
  br label %32

32:                                               ; preds = %17, %31, %27, %4
  ret void

33:                                               ; preds = %59, %14
  %34 = phi i64 [ 1, %14 ], [ %60, %59 ]
  %35 = phi i64 [ 0, %14 ], [ %61, %59 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !18
  %38 = load double, ptr %2, align 8, !tbaa !18
  %39 = fcmp olt double %37, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %33
  store double %37, ptr %2, align 8, !tbaa !18
  %41 = load double, ptr %36, align 8, !tbaa !18
  br label %42

42:                                               ; preds = %40, %33
  %43 = phi double [ %41, %40 ], [ %37, %33 ]
  %44 = load double, ptr %3, align 8, !tbaa !18
  %45 = fcmp ogt double %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  store double %43, ptr %3, align 8, !tbaa !18
  br label %47

47:                                               ; preds = %42, %46
  %48 = getelementptr inbounds double, ptr %16, i64 %34
  %49 = load double, ptr %48, align 8, !tbaa !18
  %50 = load double, ptr %2, align 8, !tbaa !18
  %51 = fcmp olt double %49, %50
  br i1 %51, label %52, label %54

52:                                               ; preds = %47
  store double %49, ptr %2, align 8, !tbaa !18
  %53 = load double, ptr %48, align 8, !tbaa !18
  br label %54

54:                                               ; preds = %52, %47
  %55 = phi double [ %53, %52 ], [ %49, %47 ]
  %56 = load double, ptr %3, align 8, !tbaa !18
  %57 = fcmp ogt double %55, %56
  br i1 %57, label %58, label %59

58:                                               ; preds = %54
  store double %55, ptr %3, align 8, !tbaa !18
  br label %59

59:                                               ; preds = %58, %54
  %60 = add nuw nsw i64 %34, 2
  %61 = add i64 %35, 2
  %62 = icmp eq i64 %61, %15
  br i1 %62, label %17, label %33, !llvm.loop !21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN5stats7largestEPdi(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %35

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = add nsw i64 %5, -2
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i64 %6, -4
  br label %38

12:                                               ; preds = %38, %4
  %13 = phi i32 [ poison, %4 ], [ %76, %38 ]
  %14 = phi i64 [ 1, %4 ], [ %77, %38 ]
  %15 = phi i32 [ 0, %4 ], [ %76, %38 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %32, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %29, %17 ], [ %14, %12 ]
  %19 = phi i32 [ %28, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %30, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !18
  %26 = fcmp ogt double %22, %25
  %27 = trunc nuw nsw i64 %18 to i32
  %28 = select i1 %26, i32 %27, i32 %19
  %29 = add nuw nsw i64 %18, 1
  %30 = add i64 %20, 1
  %31 = icmp eq i64 %30, %8
  br i1 %31, label %32, label %17, !llvm.loop !22

32:                                               ; preds = %17, %12
  %33 = phi i32 [ %13, %12 ], [ %28, %17 ]
  %34 = sext i32 %33 to i64
  br label %35

35:                                               ; preds = %32, %2
  %36 = phi i64 [ 0, %2 ], [ %34, %32 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  ret ptr %37

38:                                               ; preds = %38, %10
  %39 = phi i64 [ 1, %10 ], [ %77, %38 ]
  %40 = phi i32 [ 0, %10 ], [ %76, %38 ]
  %41 = phi i64 [ 0, %10 ], [ %78, %38 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !18
  %44 = sext i32 %40 to i64
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !18
  %47 = fcmp ogt double %43, %46
  %48 = trunc nuw nsw i64 %39 to i32
  %49 = select i1 %47, i32 %48, i32 %40
  %50 = add nuw nsw i64 %39, 1
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = sext i32 %49 to i64
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !18
  %56 = fcmp ogt double %52, %55
  %57 = trunc nuw nsw i64 %50 to i32
  %58 = select i1 %56, i32 %57, i32 %49
  %59 = add nuw nsw i64 %39, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !18
  %62 = sext i32 %58 to i64
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !18
  %65 = fcmp ogt double %61, %64
  %66 = trunc nuw nsw i64 %59 to i32
  %67 = select i1 %65, i32 %66, i32 %58
  %68 = add nuw nsw i64 %39, 3
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !18
  %71 = sext i32 %67 to i64
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !18
  %74 = fcmp ogt double %70, %73
  %75 = trunc nuw nsw i64 %68 to i32
  %76 = select i1 %74, i32 %75, i32 %67
  %77 = add nuw nsw i64 %39, 4
  %78 = add i64 %41, 4
  %79 = icmp eq i64 %78, %11
  br i1 %79, label %12, label %38, !llvm.loop !23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @_ZN5stats10call_countEv() local_unnamed_addr #5 {
  %1 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  ret i32 %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_ZN4util5clampEiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = icmp slt i32 %0, %1
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2)
  %6 = select i1 %4, i32 %1, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_ZN4util5clampEddd(double noundef %0, double noundef %1, double noundef %2) local_unnamed_addr #6 {
  %4 = fcmp olt double %0, %1
  %5 = fcmp ogt double %0, %2
  %6 = select i1 %5, double %2, double %0
  %7 = select i1 %4, double %1, double %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @_ZN4util4swapERiS0_(ptr nocapture noundef nonnull align 4 dereferenceable(4) %0, ptr nocapture noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #1 {
  %3 = load i32, ptr %0, align 4, !tbaa !16
  %4 = load i32, ptr %1, align 4, !tbaa !16
  store i32 %4, ptr %0, align 4, !tbaa !16
  store i32 %3, ptr %1, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @_ZN4util4swapERdS0_(ptr nocapture noundef nonnull align 8 dereferenceable(8) %0, ptr nocapture noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #1 {
  %3 = load double, ptr %0, align 8, !tbaa !18
  %4 = load double, ptr %1, align 8, !tbaa !18
  store double %4, ptr %0, align 8, !tbaa !18
  store double %3, ptr %1, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 2.000000e+01)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.000000e+00, double noundef 2.000000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x401752E50DB3A3A2)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.500000e+00, double noundef -2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef 2.500000e+01)
  %5 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %6 = add nsw i32 %5, 2
  store i32 %6, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x400A555555555555, double noundef -1.250000e+00, double noundef 8.000000e+00)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 3.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef -1.250000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef -1.000000e+02)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.000000e+00)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+01)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0.000000e+00)
  %15 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4, !tbaa !16
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, i32 noundef 3, double noundef -2.500000e+00, double noundef 1.500000e+00)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 10, i32 noundef 0, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 4.000000e+00)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 109)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 4, i32 noundef 9, i32 noundef 16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSN3geo5PointE", !7, i64 0, !7, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !14}
