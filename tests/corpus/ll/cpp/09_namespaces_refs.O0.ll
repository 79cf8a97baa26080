; ModuleID = 'cpp/09_namespaces_refs.cpp'
source_filename = "cpp/09_namespaces_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.geo::Point" = type { double, double }

$_ZN3geo6detail2sqEd = comdat any

@_ZN5stats12_GLOBAL__N_15callsE = internal global i32 0, align 4
@__const.main.pts = private unnamed_addr constant [5 x %"struct.geo::Point"] [%"struct.geo::Point" zeroinitializer, %"struct.geo::Point" { double 4.000000e+00, double 0.000000e+00 }, %"struct.geo::Point" { double 5.000000e+00, double 3.000000e+00 }, %"struct.geo::Point" { double 2.000000e+00, double 5.000000e+00 }, %"struct.geo::Point" { double -1.000000e+00, double 2.000000e+00 }], align 16
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
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str.11 = private unnamed_addr constant [28 x i8] c"array via ref: %d %d %d %d\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef double @_ZN3geo8distanceERKNS_5PointES2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.geo::Point", ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"struct.geo::Point", ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fsub double %7, %10
  %12 = call noundef double @_ZN3geo6detail2sqEd(double noundef %11)
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %"struct.geo::Point", ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %"struct.geo::Point", ptr %16, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fsub double %15, %18
  %20 = call noundef double @_ZN3geo6detail2sqEd(double noundef %19)
  %21 = fadd double %12, %20
  %22 = call double @sqrt(double noundef %21) #7
  ret double %22
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZN3geo6detail2sqEd(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3geo9translateERNS_5PointEdd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"struct.geo::Point", ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %7
  store double %11, ptr %9, align 8
  %12 = load double, ptr %6, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %"struct.geo::Point", ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fadd double %15, %12
  store double %16, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local { double, double } @_ZN3geo8centroidEPKNS_5PointEi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %"struct.geo::Point", align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.geo::Point", align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %31, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %"struct.geo::Point", ptr %13, i64 %15
  %17 = getelementptr inbounds %"struct.geo::Point", ptr %16, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %"struct.geo::Point", ptr %6, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = fadd double %20, %18
  store double %21, ptr %19, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %"struct.geo::Point", ptr %22, i64 %24
  %26 = getelementptr inbounds %"struct.geo::Point", ptr %25, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %"struct.geo::Point", ptr %6, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = fadd double %29, %27
  store double %30, ptr %28, align 8
  br label %31

31:                                               ; preds = %12
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %8, !llvm.loop !6

34:                                               ; preds = %8
  %35 = getelementptr inbounds %"struct.geo::Point", ptr %3, i32 0, i32 0
  %36 = getelementptr inbounds %"struct.geo::Point", ptr %6, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sitofp i32 %38 to double
  %40 = fdiv double %37, %39
  store double %40, ptr %35, align 8
  %41 = getelementptr inbounds %"struct.geo::Point", ptr %3, i32 0, i32 1
  %42 = getelementptr inbounds %"struct.geo::Point", ptr %6, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %5, align 4
  %45 = sitofp i32 %44 to double
  %46 = fdiv double %43, %45
  store double %46, ptr %41, align 8
  %47 = load { double, double }, ptr %3, align 8
  ret { double, double } %47
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef double @_ZN3geo12polygon_areaEPKNS_5PointEi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %42, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %45

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %"struct.geo::Point", ptr %14, i64 %16
  store ptr %17, ptr %7, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = srem i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %"struct.geo::Point", ptr %18, i64 %23
  store ptr %24, ptr %8, align 8
  %25 = load ptr, ptr %7, align 8
  %26 = getelementptr inbounds %"struct.geo::Point", ptr %25, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr inbounds %"struct.geo::Point", ptr %28, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds %"struct.geo::Point", ptr %31, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %"struct.geo::Point", ptr %34, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fmul double %33, %36
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %27, double %30, double %38)
  %40 = load double, ptr %5, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %5, align 8
  br label %42

42:                                               ; preds = %13
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %9, !llvm.loop !8

45:                                               ; preds = %9
  %46 = load double, ptr %5, align 8
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = fmul double 5.000000e-01, %47
  ret double %48
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef double @_ZN5stats4meanEPKdi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fadd double %19, %18
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %9, !llvm.loop !9

24:                                               ; preds = %9
  %25 = load double, ptr %5, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sitofp i32 %26 to double
  %28 = fdiv double %25, %27
  ret double %28
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN5stats6minmaxEPKdiRdS2_(ptr noundef %0, i32 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %8, align 8
  store double %14, ptr %15, align 8
  %16 = load ptr, ptr %7, align 8
  store double %14, ptr %16, align 8
  store i32 1, ptr %9, align 4
  br label %17

17:                                               ; preds = %54, %4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %57

21:                                               ; preds = %17
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %7, align 8
  %28 = load double, ptr %27, align 8
  %29 = fcmp olt double %26, %28
  br i1 %29, label %30, label %37

30:                                               ; preds = %21
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %7, align 8
  store double %35, ptr %36, align 8
  br label %37

37:                                               ; preds = %30, %21
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %8, align 8
  %44 = load double, ptr %43, align 8
  %45 = fcmp ogt double %42, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %37
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %8, align 8
  store double %51, ptr %52, align 8
  br label %53

53:                                               ; preds = %46, %37
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %9, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %9, align 4
  br label %17, !llvm.loop !10

57:                                               ; preds = %17
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN5stats7largestEPdi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 1, ptr %6, align 4
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
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fcmp ogt double %16, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %11
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %7, !llvm.loop !11

29:                                               ; preds = %7
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  ret ptr %33
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZN5stats10call_countEv() #0 {
  %1 = load i32, ptr @_ZN5stats12_GLOBAL__N_15callsE, align 4
  ret i32 %1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZN4util5clampEiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef double @_ZN4util5clampEddd(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fcmp olt double %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = fcmp ogt double %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load double, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load double, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi double [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi double [ %11, %10 ], [ %21, %20 ]
  ret double %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN4util4swapERiS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN4util4swapERdS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %6, align 8
  store double %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %3, align 8
  store double %9, ptr %10, align 8
  %11 = load double, ptr %5, align 8
  %12 = load ptr, ptr %4, align 8
  store double %11, ptr %12, align 8
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #4 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x %"struct.geo::Point"], align 16
  %3 = alloca %"struct.geo::Point", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [6 x double], align 16
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [4 x i32], align 16
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pts, i64 80, i1 false)
  %26 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %27 = call noundef double @_ZN3geo12polygon_areaEPKNS_5PointEi(ptr noundef %26, i32 noundef 5)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27)
  %29 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %30 = call { double, double } @_ZN3geo8centroidEPKNS_5PointEi(ptr noundef %29, i32 noundef 5)
  %31 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %32 = extractvalue { double, double } %30, 0
  store double %32, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %34 = extractvalue { double, double } %30, 1
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds %"struct.geo::Point", ptr %3, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %"struct.geo::Point", ptr %3, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %36, double noundef %38)
  %40 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %41 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 2
  %42 = call noundef double @_ZN3geo8distanceERKNS_5PointES2_(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %42)
  store ptr %2, ptr %4, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %44, i64 0, i64 0
  store ptr %45, ptr %5, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %46, i64 0, i64 0
  %48 = getelementptr inbounds %"struct.geo::Point", ptr %47, i64 5
  store ptr %48, ptr %6, align 8
  br label %49

49:                                               ; preds = %56, %0
  %50 = load ptr, ptr %5, align 8
  %51 = load ptr, ptr %6, align 8
  %52 = icmp ne ptr %50, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %49
  %54 = load ptr, ptr %5, align 8
  store ptr %54, ptr %7, align 8
  %55 = load ptr, ptr %7, align 8
  call void @_ZN3geo9translateERNS_5PointEdd(ptr noundef nonnull align 8 dereferenceable(16) %55, double noundef 1.500000e+00, double noundef 0.000000e+00)
  br label %56

56:                                               ; preds = %53
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds %"struct.geo::Point", ptr %57, i32 1
  store ptr %58, ptr %5, align 8
  br label %49

59:                                               ; preds = %49
  %60 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  call void @_ZN3geo9translateERNS_5PointEdd(ptr noundef nonnull align 8 dereferenceable(16) %60, double noundef 0.000000e+00, double noundef -2.000000e+00)
  %61 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %62 = getelementptr inbounds %"struct.geo::Point", ptr %61, i32 0, i32 0
  %63 = load double, ptr %62, align 16
  %64 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %65 = getelementptr inbounds %"struct.geo::Point", ptr %64, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 4
  %68 = getelementptr inbounds %"struct.geo::Point", ptr %67, i32 0, i32 0
  %69 = load double, ptr %68, align 16
  %70 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 4
  %71 = getelementptr inbounds %"struct.geo::Point", ptr %70, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds [5 x %"struct.geo::Point"], ptr %2, i64 0, i64 0
  %74 = call noundef double @_ZN3geo12polygon_areaEPKNS_5PointEi(ptr noundef %73, i32 noundef 5)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %63, double noundef %66, double noundef %69, double noundef %72, double noundef %74)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 48, i1 false)
  %76 = getelementptr inbounds [6 x double], ptr %8, i32 0, i32 0
  store double 3.500000e+00, ptr %76, align 16
  %77 = getelementptr inbounds [6 x double], ptr %8, i32 0, i32 1
  store double -1.250000e+00, ptr %77, align 8
  %78 = getelementptr inbounds [6 x double], ptr %8, i32 0, i32 2
  store double 8.000000e+00, ptr %78, align 16
  %79 = getelementptr inbounds [6 x double], ptr %8, i32 0, i32 3
  store double 2.000000e+00, ptr %79, align 8
  %80 = getelementptr inbounds [6 x double], ptr %8, i32 0, i32 4
  store double 7.500000e+00, ptr %80, align 16
  %81 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  call void @_ZN5stats6minmaxEPKdiRdS2_(ptr noundef %81, i32 noundef 6, ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %10)
  %82 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %83 = call noundef double @_ZN5stats4meanEPKdi(ptr noundef %82, i32 noundef 6)
  %84 = load double, ptr %9, align 8
  %85 = load double, ptr %10, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %83, double noundef %84, double noundef %85)
  %87 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %88 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN5stats7largestEPdi(ptr noundef %87, i32 noundef 6)
  store double -1.000000e+02, ptr %88, align 8
  %89 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %90 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN5stats7largestEPdi(ptr noundef %89, i32 noundef 6)
  %91 = load double, ptr %90, align 8
  %92 = fmul double %91, 2.000000e+00
  store double %92, ptr %90, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store ptr %8, ptr %11, align 8
  %94 = load ptr, ptr %11, align 8
  %95 = getelementptr inbounds [6 x double], ptr %94, i64 0, i64 0
  store ptr %95, ptr %12, align 8
  %96 = load ptr, ptr %11, align 8
  %97 = getelementptr inbounds [6 x double], ptr %96, i64 0, i64 0
  %98 = getelementptr inbounds double, ptr %97, i64 6
  store ptr %98, ptr %13, align 8
  br label %99

99:                                               ; preds = %108, %59
  %100 = load ptr, ptr %12, align 8
  %101 = load ptr, ptr %13, align 8
  %102 = icmp ne ptr %100, %101
  br i1 %102, label %103, label %111

103:                                              ; preds = %99
  %104 = load ptr, ptr %12, align 8
  %105 = load double, ptr %104, align 8
  store double %105, ptr %14, align 8
  %106 = load double, ptr %14, align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %106)
  br label %108

108:                                              ; preds = %103
  %109 = load ptr, ptr %12, align 8
  %110 = getelementptr inbounds double, ptr %109, i32 1
  store ptr %110, ptr %12, align 8
  br label %99

111:                                              ; preds = %99
  %112 = call noundef i32 @_ZN5stats10call_countEv()
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %112)
  store i32 3, ptr %15, align 4
  store i32 9, ptr %16, align 4
  store double 1.500000e+00, ptr %17, align 8
  store double -2.500000e+00, ptr %18, align 8
  call void @_ZN4util4swapERiS0_(ptr noundef nonnull align 4 dereferenceable(4) %15, ptr noundef nonnull align 4 dereferenceable(4) %16)
  call void @_ZN4util4swapERdS0_(ptr noundef nonnull align 8 dereferenceable(8) %17, ptr noundef nonnull align 8 dereferenceable(8) %18)
  %114 = load i32, ptr %15, align 4
  %115 = load i32, ptr %16, align 4
  %116 = load double, ptr %17, align 8
  %117 = load double, ptr %18, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %114, i32 noundef %115, double noundef %116, double noundef %117)
  %119 = call noundef i32 @_ZN4util5clampEiii(i32 noundef 15, i32 noundef 0, i32 noundef 10)
  %120 = call noundef i32 @_ZN4util5clampEiii(i32 noundef -3, i32 noundef 0, i32 noundef 10)
  %121 = call noundef double @_ZN4util5clampEddd(double noundef 1.700000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %122 = call noundef double @_ZN4util5clampEddd(double noundef -2.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %123 = call noundef double @_ZN4util5clampEddd(double noundef 5.500000e+00, double noundef 2.000000e+00, double noundef 4.000000e+00)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %119, i32 noundef %120, double noundef %121, double noundef %122, double noundef %123)
  store ptr %15, ptr %19, align 8
  %125 = load i32, ptr %15, align 4
  %126 = add nsw i32 %125, 100
  store i32 %126, ptr %15, align 4
  %127 = load ptr, ptr %19, align 8
  %128 = load i32, ptr %127, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %128)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.main.arr, i64 16, i1 false)
  store ptr %20, ptr %21, align 8
  %130 = load ptr, ptr %21, align 8
  store ptr %130, ptr %22, align 8
  %131 = load ptr, ptr %22, align 8
  %132 = getelementptr inbounds [4 x i32], ptr %131, i64 0, i64 0
  store ptr %132, ptr %23, align 8
  %133 = load ptr, ptr %22, align 8
  %134 = getelementptr inbounds [4 x i32], ptr %133, i64 0, i64 0
  %135 = getelementptr inbounds i32, ptr %134, i64 4
  store ptr %135, ptr %24, align 8
  br label %136

136:                                              ; preds = %147, %111
  %137 = load ptr, ptr %23, align 8
  %138 = load ptr, ptr %24, align 8
  %139 = icmp ne ptr %137, %138
  br i1 %139, label %140, label %150

140:                                              ; preds = %136
  %141 = load ptr, ptr %23, align 8
  store ptr %141, ptr %25, align 8
  %142 = load ptr, ptr %25, align 8
  %143 = load i32, ptr %142, align 4
  %144 = load ptr, ptr %25, align 8
  %145 = load i32, ptr %144, align 4
  %146 = mul nsw i32 %145, %143
  store i32 %146, ptr %144, align 4
  br label %147

147:                                              ; preds = %140
  %148 = load ptr, ptr %23, align 8
  %149 = getelementptr inbounds i32, ptr %148, i32 1
  store ptr %149, ptr %23, align 8
  br label %136

150:                                              ; preds = %136
  %151 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 0
  %152 = load i32, ptr %151, align 16
  %153 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 1
  %154 = load i32, ptr %153, align 4
  %155 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 2
  %156 = load i32, ptr %155, align 8
  %157 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 3
  %158 = load i32, ptr %157, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %152, i32 noundef %154, i32 noundef %156, i32 noundef %158)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
