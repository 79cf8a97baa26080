; ModuleID = 'cpp/10_matrix_class.cpp'
source_filename = "cpp/10_matrix_class.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Matrix = type { i32, i32, ptr }

$_ZNK6MatrixmlERKS_ = comdat any

$_ZNK6Matrix5printEPKc = comdat any

$_ZNK6Matrix9transposeEv = comdat any

$_ZNK6MatrixplERKS_ = comdat any

$_ZNK6Matrix11determinantEv = comdat any

$_ZNK6Matrix9frobeniusEv = comdat any

$_ZN6Matrix8identityEi = comdat any

$_ZN6MatrixD2Ev = comdat any

$_ZN6MatrixC2EOS_ = comdat any

$_ZN6MatrixC2Eii = comdat any

$_ZN6MatrixC2ERKS_ = comdat any

$_ZN6MatrixaSES_ = comdat any

$_ZNK6Matrix4rowsEv = comdat any

$_ZNK6Matrix4colsEv = comdat any

$_ZSt3powIdiEN9__gnu_cxx9__promoteIDTplcvNS1_IT_Xsr3std12__is_integerIS2_EE7__valueEE6__typeELi0EcvNS1_IT0_Xsr3std12__is_integerIS5_EE7__valueEE6__typeELi0EEXsr3std12__is_integerIS8_EE7__valueEE6__typeES2_S5_ = comdat any

$_ZN6MatrixclEii = comdat any

$_ZNK6MatrixclEii = comdat any

$_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_ = comdat any

$_ZSt4swapIiENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_ = comdat any

$_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_ = comdat any

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"c + c^T\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"det(c)=%.9f det(s)=%.9f |c|_F=%.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"a*I == a: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"moved %dx%d assigned %dx%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"det(c^5)=%.6f det(c)^5=%.6f ratio=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [41 x i8] c"allocations balanced: %d (allocs>0: %d)\0A\00", align 1
@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"%s (%dx%d):\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" %10.5f\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Matrix, align 8
  %3 = alloca %class.Matrix, align 8
  %4 = alloca %class.Matrix, align 8
  %5 = alloca %class.Matrix, align 8
  %6 = alloca %class.Matrix, align 8
  %7 = alloca %class.Matrix, align 8
  %8 = alloca %class.Matrix, align 8
  %9 = alloca %class.Matrix, align 8
  %10 = alloca %class.Matrix, align 8
  %11 = alloca %class.Matrix, align 8
  %12 = alloca %class.Matrix, align 8
  %13 = alloca %class.Matrix, align 8
  %14 = alloca i32, align 4
  %15 = alloca %class.Matrix, align 8
  store i32 0, ptr %1, align 4
  call void @_ZL4makeiid(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %2, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01)
  call void @_ZL4makeiid(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %3, i32 noundef 4, i32 noundef 3, double noundef 1.500000e+00)
  call void @_ZNK6MatrixmlERKS_(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3)
  call void @_ZNK6Matrix5printEPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef @.str)
  call void @_ZNK6Matrix9transposeEv(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %4)
  call void @_ZNK6MatrixplERKS_(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %5)
  call void @_ZNK6Matrix5printEPKc(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef @.str.1)
  %16 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %17 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %18 = call noundef double @_ZNK6Matrix9frobeniusEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %16, double noundef %17, double noundef %18)
  call void @_ZN6Matrix8identityEi(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %7, i32 noundef 4)
  call void @_ZNK6MatrixmlERKS_(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %8, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7)
  call void @_ZNK6MatrixplERKS_(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %9, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %2)
  %20 = call noundef double @_ZNK6Matrix9frobeniusEv(ptr noundef nonnull align 8 dereferenceable(16) %9)
  %21 = call noundef double @_ZNK6Matrix9frobeniusEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %22 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %21, double %20)
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp olt double %23, 0x3D719799812DEA11
  %25 = zext i1 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25)
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #8
  call void @_ZN6MatrixC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %8) #8
  call void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 1, i32 noundef 1)
  call void @_ZN6MatrixC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %10)
  %27 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6MatrixaSES_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef %12)
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #8
  %28 = call noundef i32 @_ZNK6Matrix4rowsEv(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %29 = call noundef i32 @_ZNK6Matrix4colsEv(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %30 = call noundef i32 @_ZNK6Matrix4rowsEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
  %31 = call noundef i32 @_ZNK6Matrix4colsEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  call void @_ZN6Matrix8identityEi(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %13, i32 noundef 3)
  store i32 0, ptr %14, align 4
  br label %33

33:                                               ; preds = %38, %0
  %34 = load i32, ptr %14, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  call void @_ZNK6MatrixmlERKS_(ptr dead_on_unwind writable sret(%class.Matrix) align 8 %15, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %4)
  %37 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6MatrixaSES_(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef %15)
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #8
  br label %38

38:                                               ; preds = %36
  %39 = load i32, ptr %14, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %14, align 4
  br label %33, !llvm.loop !6

41:                                               ; preds = %33
  %42 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %13)
  %43 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %44 = call noundef double @_ZSt3powIdiEN9__gnu_cxx9__promoteIDTplcvNS1_IT_Xsr3std12__is_integerIS2_EE7__valueEE6__typeELi0EcvNS1_IT0_Xsr3std12__is_integerIS5_EE7__valueEE6__typeELi0EEXsr3std12__is_integerIS8_EE7__valueEE6__typeES2_S5_(double noundef %43, i32 noundef 5)
  %45 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %13)
  %46 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %47 = call noundef double @_ZSt3powIdiEN9__gnu_cxx9__promoteIDTplcvNS1_IT_Xsr3std12__is_integerIS2_EE7__valueEE6__typeELi0EcvNS1_IT0_Xsr3std12__is_integerIS5_EE7__valueEE6__typeELi0EEXsr3std12__is_integerIS8_EE7__valueEE6__typeES2_S5_(double noundef %46, i32 noundef 5)
  %48 = fdiv double %45, %47
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %42, double noundef %44, double noundef %48)
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
  %50 = load i32, ptr @_ZL6allocs, align 4
  %51 = load i32, ptr @_ZL5frees, align 4
  %52 = icmp eq i32 %50, %51
  %53 = zext i1 %52 to i32
  %54 = load i32, ptr @_ZL6allocs, align 4
  %55 = icmp sgt i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %53, i32 noundef %56)
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4makeiid(ptr dead_on_unwind noalias writable sret(%class.Matrix) align 8 %0, i32 noundef %1, i32 noundef %2, double noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i1, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  store i1 false, ptr %9, align 1
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %7, align 4
  call void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %12, i32 noundef %13)
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %45, %4
  %15 = load i32, ptr %10, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %48

18:                                               ; preds = %14
  store i32 0, ptr %11, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %44

23:                                               ; preds = %19
  %24 = load double, ptr %8, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sitofp i32 %25 to double
  %27 = call double @llvm.fmuladd.f64(double %26, double 1.300000e+00, double %24)
  %28 = load i32, ptr %11, align 4
  %29 = sitofp i32 %28 to double
  %30 = call double @llvm.fmuladd.f64(double %29, double 0x3FE6666666666666, double %27)
  %31 = call double @sin(double noundef %30) #8
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %11, align 4
  %34 = icmp eq i32 %32, %33
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, double 1.000000e+00, double 0.000000e+00
  %37 = fadd double %31, %36
  %38 = load i32, ptr %10, align 4
  %39 = load i32, ptr %11, align 4
  %40 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %38, i32 noundef %39)
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %23
  %42 = load i32, ptr %11, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %11, align 4
  br label %19, !llvm.loop !8

44:                                               ; preds = %19
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %10, align 4
  br label %14, !llvm.loop !9

48:                                               ; preds = %14
  store i1 true, ptr %9, align 1
  %49 = load i1, ptr %9, align 1
  br i1 %49, label %51, label %50

50:                                               ; preds = %48
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %51

51:                                               ; preds = %50, %48
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6MatrixmlERKS_(ptr dead_on_unwind noalias writable sret(%class.Matrix) align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %5, align 8
  store i1 false, ptr %7, align 1
  %12 = getelementptr inbounds %class.Matrix, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %class.Matrix, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  call void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %13, i32 noundef %16)
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %56, %3
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds %class.Matrix, ptr %11, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %22, label %59

22:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %52, %22
  %24 = load i32, ptr %9, align 4
  %25 = getelementptr inbounds %class.Matrix, ptr %11, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %24, %26
  br i1 %27, label %28, label %55

28:                                               ; preds = %23
  store i32 0, ptr %10, align 4
  br label %29

29:                                               ; preds = %48, %28
  %30 = load i32, ptr %10, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %class.Matrix, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = icmp slt i32 %30, %33
  br i1 %34, label %35, label %51

35:                                               ; preds = %29
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %9, align 4
  %38 = call noundef double @_ZNK6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef %36, i32 noundef %37)
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %10, align 4
  %42 = call noundef double @_ZNK6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %39, i32 noundef %40, i32 noundef %41)
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %10, align 4
  %45 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %43, i32 noundef %44)
  %46 = load double, ptr %45, align 8
  %47 = call double @llvm.fmuladd.f64(double %38, double %42, double %46)
  store double %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %35
  %49 = load i32, ptr %10, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %10, align 4
  br label %29, !llvm.loop !10

51:                                               ; preds = %29
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %9, align 4
  br label %23, !llvm.loop !11

55:                                               ; preds = %23
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %8, align 4
  br label %17, !llvm.loop !12

59:                                               ; preds = %17
  store i1 true, ptr %7, align 1
  %60 = load i1, ptr %7, align 1
  br i1 %60, label %62, label %61

61:                                               ; preds = %59
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %62

62:                                               ; preds = %61, %59
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6Matrix5printEPKc(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %8, i32 noundef %10, i32 noundef %12)
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %35, %2
  %15 = load i32, ptr %5, align 4
  %16 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %30, %19
  %21 = load i32, ptr %6, align 4
  %22 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %20
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %6, align 4
  %28 = call noundef double @_ZNK6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef %26, i32 noundef %27)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %28)
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %20, !llvm.loop !13

33:                                               ; preds = %20
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  br label %35

35:                                               ; preds = %33
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %14, !llvm.loop !14

38:                                               ; preds = %14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6Matrix9transposeEv(ptr dead_on_unwind noalias writable sret(%class.Matrix) align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i1, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store i1 false, ptr %5, align 1
  %9 = getelementptr inbounds %class.Matrix, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %class.Matrix, ptr %8, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  call void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %10, i32 noundef %12)
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %35, %2
  %14 = load i32, ptr %6, align 4
  %15 = getelementptr inbounds %class.Matrix, ptr %8, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %38

18:                                               ; preds = %13
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %31, %18
  %20 = load i32, ptr %7, align 4
  %21 = getelementptr inbounds %class.Matrix, ptr %8, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = icmp slt i32 %20, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %19
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %7, align 4
  %27 = call noundef double @_ZNK6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %25, i32 noundef %26)
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %6, align 4
  %30 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %28, i32 noundef %29)
  store double %27, ptr %30, align 8
  br label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %19, !llvm.loop !15

34:                                               ; preds = %19
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %13, !llvm.loop !16

38:                                               ; preds = %13
  store i1 true, ptr %5, align 1
  %39 = load i1, ptr %5, align 1
  br i1 %39, label %41, label %40

40:                                               ; preds = %38
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %41

41:                                               ; preds = %40, %38
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6MatrixplERKS_(ptr dead_on_unwind noalias writable sret(%class.Matrix) align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store i1 false, ptr %7, align 1
  call void @_ZN6MatrixC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %9)
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %33, %3
  %11 = load i32, ptr %8, align 4
  %12 = getelementptr inbounds %class.Matrix, ptr %9, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = getelementptr inbounds %class.Matrix, ptr %9, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = mul nsw i32 %13, %15
  %17 = icmp slt i32 %11, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %10
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %class.Matrix, ptr %19, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %class.Matrix, ptr %0, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fadd double %31, %25
  store double %32, ptr %30, align 8
  br label %33

33:                                               ; preds = %18
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %10, !llvm.loop !17

36:                                               ; preds = %10
  store i1 true, ptr %7, align 1
  %37 = load i1, ptr %7, align 1
  br i1 %37, label %39, label %38

38:                                               ; preds = %36
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %39

39:                                               ; preds = %38, %36
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.Matrix, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %12 = load ptr, ptr %2, align 8
  call void @_ZN6MatrixC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %12)
  store double 1.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %118, %1
  %14 = load i32, ptr %5, align 4
  %15 = getelementptr inbounds %class.Matrix, ptr %12, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %121

18:                                               ; preds = %13
  %19 = load i32, ptr %5, align 4
  store i32 %19, ptr %6, align 4
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %7, align 4
  br label %22

22:                                               ; preds = %42, %18
  %23 = load i32, ptr %7, align 4
  %24 = getelementptr inbounds %class.Matrix, ptr %12, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %45

27:                                               ; preds = %22
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %5, align 4
  %30 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %28, i32 noundef %29)
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = load i32, ptr %6, align 4
  %34 = load i32, ptr %5, align 4
  %35 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %33, i32 noundef %34)
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fcmp ogt double %32, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %27
  %40 = load i32, ptr %7, align 4
  store i32 %40, ptr %6, align 4
  br label %41

41:                                               ; preds = %39, %27
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %22, !llvm.loop !18

45:                                               ; preds = %22
  %46 = load i32, ptr %6, align 4
  %47 = load i32, ptr %5, align 4
  %48 = icmp ne i32 %46, %47
  br i1 %48, label %49, label %68

49:                                               ; preds = %45
  store i32 0, ptr %8, align 4
  br label %50

50:                                               ; preds = %62, %49
  %51 = load i32, ptr %8, align 4
  %52 = getelementptr inbounds %class.Matrix, ptr %12, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %65

55:                                               ; preds = %50
  %56 = load i32, ptr %5, align 4
  %57 = load i32, ptr %8, align 4
  %58 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %56, i32 noundef %57)
  %59 = load i32, ptr %6, align 4
  %60 = load i32, ptr %8, align 4
  %61 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %59, i32 noundef %60)
  call void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 8 dereferenceable(8) %58, ptr noundef nonnull align 8 dereferenceable(8) %61) #8
  br label %62

62:                                               ; preds = %55
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %50, !llvm.loop !19

65:                                               ; preds = %50
  %66 = load double, ptr %4, align 8
  %67 = fneg double %66
  store double %67, ptr %4, align 8
  br label %68

68:                                               ; preds = %65, %45
  %69 = load i32, ptr %5, align 4
  %70 = load i32, ptr %5, align 4
  %71 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %69, i32 noundef %70)
  %72 = load double, ptr %71, align 8
  %73 = load double, ptr %4, align 8
  %74 = fmul double %73, %72
  store double %74, ptr %4, align 8
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %9, align 4
  br label %77

77:                                               ; preds = %114, %68
  %78 = load i32, ptr %9, align 4
  %79 = getelementptr inbounds %class.Matrix, ptr %12, i32 0, i32 0
  %80 = load i32, ptr %79, align 8
  %81 = icmp slt i32 %78, %80
  br i1 %81, label %82, label %117

82:                                               ; preds = %77
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr %5, align 4
  %85 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %83, i32 noundef %84)
  %86 = load double, ptr %85, align 8
  %87 = load i32, ptr %5, align 4
  %88 = load i32, ptr %5, align 4
  %89 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %87, i32 noundef %88)
  %90 = load double, ptr %89, align 8
  %91 = fdiv double %86, %90
  store double %91, ptr %10, align 8
  %92 = load i32, ptr %5, align 4
  store i32 %92, ptr %11, align 4
  br label %93

93:                                               ; preds = %110, %82
  %94 = load i32, ptr %11, align 4
  %95 = getelementptr inbounds %class.Matrix, ptr %12, i32 0, i32 1
  %96 = load i32, ptr %95, align 4
  %97 = icmp slt i32 %94, %96
  br i1 %97, label %98, label %113

98:                                               ; preds = %93
  %99 = load double, ptr %10, align 8
  %100 = load i32, ptr %5, align 4
  %101 = load i32, ptr %11, align 4
  %102 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %100, i32 noundef %101)
  %103 = load double, ptr %102, align 8
  %104 = load i32, ptr %9, align 4
  %105 = load i32, ptr %11, align 4
  %106 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %104, i32 noundef %105)
  %107 = load double, ptr %106, align 8
  %108 = fneg double %99
  %109 = call double @llvm.fmuladd.f64(double %108, double %103, double %107)
  store double %109, ptr %106, align 8
  br label %110

110:                                              ; preds = %98
  %111 = load i32, ptr %11, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %11, align 4
  br label %93, !llvm.loop !20

113:                                              ; preds = %93
  br label %114

114:                                              ; preds = %113
  %115 = load i32, ptr %9, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %9, align 4
  br label %77, !llvm.loop !21

117:                                              ; preds = %77
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %5, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %5, align 4
  br label %13, !llvm.loop !22

121:                                              ; preds = %13
  %122 = load double, ptr %4, align 8
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #8
  ret double %122
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Matrix9frobeniusEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %29, %1
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = mul nsw i32 %9, %11
  %13 = icmp slt i32 %7, %12
  br i1 %13, label %14, label %32

14:                                               ; preds = %6
  %15 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %3, align 8
  %28 = call double @llvm.fmuladd.f64(double %20, double %26, double %27)
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %14
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %6, !llvm.loop !23

32:                                               ; preds = %6
  %33 = load double, ptr %3, align 8
  %34 = call double @sqrt(double noundef %33) #8
  ret double %34
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Matrix8identityEi(ptr dead_on_unwind noalias writable sret(%class.Matrix) align 8 %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i1, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i1 false, ptr %5, align 1
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  call void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %7, i32 noundef %8)
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %17, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %6, align 4
  %16 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %14, i32 noundef %15)
  store double 1.000000e+00, ptr %16, align 8
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  br label %9, !llvm.loop !24

20:                                               ; preds = %9
  store i1 true, ptr %5, align 1
  %21 = load i1, ptr %5, align 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %20
  call void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %23

23:                                               ; preds = %22, %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Matrix, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  %10 = getelementptr inbounds %class.Matrix, ptr %3, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %11) #8
  br label %12

12:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  %10 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %class.Matrix, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %10, align 4
  %14 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %class.Matrix, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %14, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %class.Matrix, ptr %18, i32 0, i32 2
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %class.Matrix, ptr %20, i32 0, i32 1
  store i32 0, ptr %21, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %class.Matrix, ptr %22, i32 0, i32 0
  store i32 0, ptr %23, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 8
  %10 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %10, align 4
  %12 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 2
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = mul nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = call noalias ptr @calloc(i64 noundef %16, i64 noundef 8) #9
  store ptr %17, ptr %12, align 8
  %18 = load i32, ptr @_ZL6allocs, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL6allocs, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  %10 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %class.Matrix, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %10, align 4
  %14 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %class.Matrix, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %class.Matrix, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %17, %20
  %22 = sext i32 %21 to i64
  %23 = mul i64 8, %22
  %24 = call noalias ptr @malloc(i64 noundef %23) #10
  store ptr %24, ptr %14, align 8
  %25 = load i32, ptr @_ZL6allocs, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @_ZL6allocs, align 4
  %27 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %class.Matrix, ptr %29, i32 0, i32 2
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 0
  %33 = load i32, ptr %32, align 8
  %34 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %33, %35
  %37 = sext i32 %36 to i64
  %38 = mul i64 8, %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %31, i64 %38, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN6MatrixaSES_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %class.Matrix, ptr %1, i32 0, i32 0
  call void @_ZSt4swapIiENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  %8 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 1
  %9 = getelementptr inbounds %class.Matrix, ptr %1, i32 0, i32 1
  call void @_ZSt4swapIiENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 4 dereferenceable(4) %9) #8
  %10 = getelementptr inbounds %class.Matrix, ptr %5, i32 0, i32 2
  %11 = getelementptr inbounds %class.Matrix, ptr %1, i32 0, i32 2
  call void @_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(8) %11) #8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4rowsEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Matrix, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4colsEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Matrix, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt3powIdiEN9__gnu_cxx9__promoteIDTplcvNS1_IT_Xsr3std12__is_integerIS2_EE7__valueEE6__typeELi0EcvNS1_IT0_Xsr3std12__is_integerIS5_EE7__valueEE6__typeELi0EEXsr3std12__is_integerIS8_EE7__valueEE6__typeES2_S5_(double noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = call double @pow(double noundef %5, double noundef %7) #8
  ret double %8
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %10, %12
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %9, i64 %16
  ret ptr %17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6MatrixclEii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds %class.Matrix, ptr %7, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %10, %12
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %9, i64 %16
  %18 = load double, ptr %17, align 8
  ret double %18
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat {
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

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapIiENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat {
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
define linkonce_odr dso_local void @_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %3, align 8
  store ptr %9, ptr %10, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %4, align 8
  store ptr %11, ptr %12, align 8
  ret void
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(0) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
