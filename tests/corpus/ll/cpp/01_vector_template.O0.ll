; ModuleID = 'cpp/01_vector_template.cpp'
source_filename = "cpp/01_vector_template.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vector = type { [4 x double] }
%struct.Vector.0 = type { [6 x i32] }
%struct.Vector.1 = type { [3 x float] }
%struct.Vector.2 = type { [3 x %struct.Vector.3] }
%struct.Vector.3 = type { [2 x double] }

$_ZN6VectorIdLi4EEC2Ev = comdat any

$_ZN6VectorIdLi4EEC2Ed = comdat any

$_ZN6VectorIdLi4EEixEi = comdat any

$_ZNK6VectorIdLi4EEplERKS0_ = comdat any

$_ZNK6VectorIdLi4EEmlEd = comdat any

$_ZNK6VectorIdLi4EEmiERKS0_ = comdat any

$_Z9print_vecIdLi4EEvPKcRK6VectorIT_XT0_EES1_ = comdat any

$_Z3dotIdLi4EET_RK6VectorIS0_XT0_EES4_ = comdat any

$_Z4normIdLi4EEdRK6VectorIT_XT0_EE = comdat any

$_ZN6VectorIdLi4EE4sizeEv = comdat any

$_ZN6VectorIiLi6EEC2Ev = comdat any

$_ZN6VectorIiLi6EEixEi = comdat any

$_ZN6VectorIiLi6EEpLERKS0_ = comdat any

$_Z3dotIiLi6EET_RK6VectorIS0_XT0_EES4_ = comdat any

$_Z4normIiLi6EEdRK6VectorIT_XT0_EE = comdat any

$_ZN6VectorIfLi3EEC2Ef = comdat any

$_Z3dotIfLi3EET_RK6VectorIS0_XT0_EES4_ = comdat any

$_Z3dotIlET_PKS0_S2_i = comdat any

$_Z3dotIdET_PKS0_S2_i = comdat any

$_Z6max_ofIiJiiiEET_S0_DpT0_ = comdat any

$_Z6max_ofIdJddEET_S0_DpT0_ = comdat any

$_ZN6VectorIS_IdLi2EELi3EEC2Ev = comdat any

$_ZN6VectorIS_IdLi2EELi3EEixEi = comdat any

$_ZN6VectorIdLi2EEixEi = comdat any

$_Z3dotIdLi2EET_RK6VectorIS0_XT0_EES4_ = comdat any

$_ZNK6VectorIdLi4EEixEi = comdat any

$_ZNK6VectorIiLi6EEixEi = comdat any

$_ZNK6VectorIfLi3EEixEi = comdat any

$_Z6max_ofIiJiiEET_S0_DpT0_ = comdat any

$_Z6max_ofIiJiEET_S0_DpT0_ = comdat any

$_Z6max_ofIiET_S0_ = comdat any

$_Z6max_ofIdJdEET_S0_DpT0_ = comdat any

$_Z6max_ofIdET_S0_ = comdat any

$_ZN6VectorIdLi2EEC2Ev = comdat any

$_ZN6VectorIdLi2EEC2Ed = comdat any

$_ZNK6VectorIdLi2EEixEi = comdat any

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%.3f\00", align 1
@.str.2 = private unnamed_addr constant [46 x i8] c"dot(a,b)=%.4f dot(a,c)=%.4f |c|=%.9f size=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"int dot=%d int norm=%.9f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"float dot=%.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"generic dot<int64_t>=%lld\0A\00", align 1
@__const.main.dx = private unnamed_addr constant [3 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"generic dot<double>=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [39 x i8] c"Factorial<15>=%lld Factorial<20>=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"max_of ints=%d doubles=%.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"nested sum of squares=%.4f\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"%s = [\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vector, align 8
  %3 = alloca %struct.Vector, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Vector, align 8
  %6 = alloca %struct.Vector, align 8
  %7 = alloca %struct.Vector, align 8
  %8 = alloca %struct.Vector, align 8
  %9 = alloca %struct.Vector.0, align 4
  %10 = alloca %struct.Vector.0, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Vector.1, align 4
  %13 = alloca %struct.Vector.1, align 4
  %14 = alloca [5 x i64], align 16
  %15 = alloca [5 x i64], align 16
  %16 = alloca [3 x double], align 16
  %17 = alloca %struct.Vector.2, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZN6VectorIdLi4EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %2)
  call void @_ZN6VectorIdLi4EEC2Ed(ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef 5.000000e-01)
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %30, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %22, 4
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = sitofp i32 %25 to double
  %27 = fadd double %26, 1.000000e+00
  %28 = load i32, ptr %4, align 4
  %29 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %2, i32 noundef %28)
  store double %27, ptr %29, align 8
  br label %30

30:                                               ; preds = %24
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %21, !llvm.loop !6

33:                                               ; preds = %21
  call void @_ZNK6VectorIdLi4EEmlEd(ptr dead_on_unwind writable sret(%struct.Vector) align 8 %7, ptr noundef nonnull align 8 dereferenceable(32) %3, double noundef 2.000000e+00)
  call void @_ZNK6VectorIdLi4EEplERKS0_(ptr dead_on_unwind writable sret(%struct.Vector) align 8 %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %7)
  call void @_ZN6VectorIdLi4EEC2Ed(ptr noundef nonnull align 8 dereferenceable(32) %8, double noundef 2.500000e-01)
  call void @_ZNK6VectorIdLi4EEmiERKS0_(ptr dead_on_unwind writable sret(%struct.Vector) align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8)
  call void @_Z9print_vecIdLi4EEvPKcRK6VectorIT_XT0_EES1_(ptr noundef @.str, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef @.str.1)
  %34 = call noundef double @_Z3dotIdLi4EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
  %35 = call noundef double @_Z3dotIdLi4EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %5)
  %36 = call noundef double @_Z4normIdLi4EEdRK6VectorIT_XT0_EE(ptr noundef nonnull align 8 dereferenceable(32) %5)
  %37 = call noundef i32 @_ZN6VectorIdLi4EE4sizeEv()
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %34, double noundef %35, double noundef %36, i32 noundef %37)
  call void @_ZN6VectorIiLi6EEC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %9)
  call void @_ZN6VectorIiLi6EEC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %10)
  store i32 0, ptr %11, align 4
  br label %39

39:                                               ; preds = %53, %33
  %40 = load i32, ptr %11, align 4
  %41 = icmp slt i32 %40, 6
  br i1 %41, label %42, label %56

42:                                               ; preds = %39
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %11, align 4
  %45 = mul nsw i32 %43, %44
  %46 = sub nsw i32 %45, 3
  %47 = load i32, ptr %11, align 4
  %48 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %9, i32 noundef %47)
  store i32 %46, ptr %48, align 4
  %49 = load i32, ptr %11, align 4
  %50 = sub nsw i32 2, %49
  %51 = load i32, ptr %11, align 4
  %52 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %10, i32 noundef %51)
  store i32 %50, ptr %52, align 4
  br label %53

53:                                               ; preds = %42
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  br label %39, !llvm.loop !8

56:                                               ; preds = %39
  %57 = call noundef nonnull align 4 dereferenceable(24) ptr @_ZN6VectorIiLi6EEpLERKS0_(ptr noundef nonnull align 4 dereferenceable(24) %9, ptr noundef nonnull align 4 dereferenceable(24) %10)
  %58 = call noundef i32 @_Z3dotIiLi6EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 4 dereferenceable(24) %9, ptr noundef nonnull align 4 dereferenceable(24) %10)
  %59 = call noundef double @_Z4normIiLi6EEdRK6VectorIT_XT0_EE(ptr noundef nonnull align 4 dereferenceable(24) %9)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58, double noundef %59)
  call void @_ZN6VectorIfLi3EEC2Ef(ptr noundef nonnull align 4 dereferenceable(12) %12, float noundef 1.500000e+00)
  call void @_ZN6VectorIfLi3EEC2Ef(ptr noundef nonnull align 4 dereferenceable(12) %13, float noundef 2.000000e+00)
  %61 = call noundef float @_Z3dotIfLi3EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 4 dereferenceable(12) %12, ptr noundef nonnull align 4 dereferenceable(12) %13)
  %62 = fpext float %61 to double
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %62)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 40, i1 false)
  %64 = getelementptr inbounds [5 x i64], ptr %14, i32 0, i32 0
  store i64 1, ptr %64, align 16
  %65 = getelementptr inbounds [5 x i64], ptr %14, i32 0, i32 1
  store i64 2, ptr %65, align 8
  %66 = getelementptr inbounds [5 x i64], ptr %14, i32 0, i32 2
  store i64 3, ptr %66, align 16
  %67 = getelementptr inbounds [5 x i64], ptr %14, i32 0, i32 3
  store i64 4, ptr %67, align 8
  %68 = getelementptr inbounds [5 x i64], ptr %14, i32 0, i32 4
  store i64 5, ptr %68, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 40, i1 false)
  %69 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 0
  store i64 10, ptr %69, align 16
  %70 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 1
  store i64 20, ptr %70, align 8
  %71 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 2
  store i64 30, ptr %71, align 16
  %72 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 3
  store i64 40, ptr %72, align 8
  %73 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 4
  store i64 50, ptr %73, align 16
  %74 = getelementptr inbounds [5 x i64], ptr %14, i64 0, i64 0
  %75 = getelementptr inbounds [5 x i64], ptr %15, i64 0, i64 0
  %76 = call noundef i64 @_Z3dotIlET_PKS0_S2_i(ptr noundef %74, ptr noundef %75, i32 noundef 5)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %76)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.dx, i64 24, i1 false)
  %78 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %79 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 0
  %80 = call noundef double @_Z3dotIdET_PKS0_S2_i(ptr noundef %78, ptr noundef %79, i32 noundef 3)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef 1307674368000, i64 noundef 2432902008176640000)
  %83 = call noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %84 = call noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -5.000000e-01, double noundef 2.250000e+00)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %83, double noundef %84)
  call void @_ZN6VectorIS_IdLi2EELi3EEC2Ev(ptr noundef nonnull align 8 dereferenceable(48) %17)
  store i32 0, ptr %18, align 4
  br label %86

86:                                               ; preds = %102, %56
  %87 = load i32, ptr %18, align 4
  %88 = icmp slt i32 %87, 3
  br i1 %88, label %89, label %105

89:                                               ; preds = %86
  %90 = load i32, ptr %18, align 4
  %91 = sitofp i32 %90 to double
  %92 = load i32, ptr %18, align 4
  %93 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6VectorIS_IdLi2EELi3EEixEi(ptr noundef nonnull align 8 dereferenceable(48) %17, i32 noundef %92)
  %94 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %93, i32 noundef 0)
  store double %91, ptr %94, align 8
  %95 = load i32, ptr %18, align 4
  %96 = sub nsw i32 0, %95
  %97 = sitofp i32 %96 to double
  %98 = fmul double %97, 5.000000e-01
  %99 = load i32, ptr %18, align 4
  %100 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6VectorIS_IdLi2EELi3EEixEi(ptr noundef nonnull align 8 dereferenceable(48) %17, i32 noundef %99)
  %101 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %100, i32 noundef 1)
  store double %98, ptr %101, align 8
  br label %102

102:                                              ; preds = %89
  %103 = load i32, ptr %18, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %18, align 4
  br label %86, !llvm.loop !9

105:                                              ; preds = %86
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %106

106:                                              ; preds = %117, %105
  %107 = load i32, ptr %20, align 4
  %108 = icmp slt i32 %107, 3
  br i1 %108, label %109, label %120

109:                                              ; preds = %106
  %110 = load i32, ptr %20, align 4
  %111 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6VectorIS_IdLi2EELi3EEixEi(ptr noundef nonnull align 8 dereferenceable(48) %17, i32 noundef %110)
  %112 = load i32, ptr %20, align 4
  %113 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN6VectorIS_IdLi2EELi3EEixEi(ptr noundef nonnull align 8 dereferenceable(48) %17, i32 noundef %112)
  %114 = call noundef double @_Z3dotIdLi2EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(16) %111, ptr noundef nonnull align 8 dereferenceable(16) %113)
  %115 = load double, ptr %19, align 8
  %116 = fadd double %115, %114
  store double %116, ptr %19, align 8
  br label %117

117:                                              ; preds = %109
  %118 = load i32, ptr %20, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %20, align 4
  br label %106, !llvm.loop !10

120:                                              ; preds = %106
  %121 = load double, ptr %19, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %121)
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIdLi4EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Vector, ptr %4, i32 0, i32 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %11
  store double 0.000000e+00, ptr %12, align 8
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !11

16:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIdLi4EEC2Ed(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load double, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Vector, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %14
  store double %11, ptr %15, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !12

19:                                               ; preds = %7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6VectorIdLi4EEplERKS0_(ptr dead_on_unwind noalias writable sret(%struct.Vector) align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZN6VectorIdLi4EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0)
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Vector, ptr %7, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vector, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fadd double %16, %22
  %24 = getelementptr inbounds %struct.Vector, ptr %0, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 %26
  store double %23, ptr %27, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %8, !llvm.loop !13

31:                                               ; preds = %8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6VectorIdLi4EEmlEd(ptr dead_on_unwind noalias writable sret(%struct.Vector) align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZN6VectorIdLi4EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0)
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Vector, ptr %7, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fmul double %16, %17
  %19 = getelementptr inbounds %struct.Vector, ptr %0, i32 0, i32 0
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %21
  store double %18, ptr %22, align 8
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %8, !llvm.loop !14

26:                                               ; preds = %8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK6VectorIdLi4EEmiERKS0_(ptr dead_on_unwind noalias writable sret(%struct.Vector) align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZN6VectorIdLi4EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0)
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Vector, ptr %7, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vector, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fsub double %16, %22
  %24 = getelementptr inbounds %struct.Vector, ptr %0, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 %26
  store double %23, ptr %27, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %8, !llvm.loop !15

31:                                               ; preds = %8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_Z9print_vecIdLi4EEvPKcRK6VectorIT_XT0_EES1_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %2) #1 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %26, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %15, i32 noundef %16)
  %18 = load double, ptr %17, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef %14, double noundef %18)
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %23, label %25

23:                                               ; preds = %13
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %25

25:                                               ; preds = %23, %13
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %10, !llvm.loop !16

29:                                               ; preds = %10
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z3dotIdLi4EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %11, i32 noundef %12)
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %15, i32 noundef %16)
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = call double @llvm.fmuladd.f64(double %14, double %18, double %19)
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %7, !llvm.loop !17

24:                                               ; preds = %7
  %25 = load double, ptr %5, align 8
  ret double %25
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z4normIdLi4EEdRK6VectorIT_XT0_EE(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef double @_Z3dotIdLi4EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %4)
  %6 = call double @sqrt(double noundef %5) #7
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6VectorIdLi4EE4sizeEv() #1 comdat align 2 {
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIiLi6EEC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Vector.0, ptr %4, i32 0, i32 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i32], ptr %9, i64 0, i64 %11
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !18

16:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.0, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(24) ptr @_ZN6VectorIiLi6EEpLERKS0_(ptr noundef nonnull align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Vector.0, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Vector.0, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [6 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, %16
  store i32 %22, ptr %20, align 4
  br label %23

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %7, !llvm.loop !19

26:                                               ; preds = %7
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3dotIiLi6EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %11, i32 noundef %12)
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %15, i32 noundef %16)
  %18 = load i32, ptr %17, align 4
  %19 = mul nsw i32 %14, %18
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %10
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !20

25:                                               ; preds = %7
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z4normIiLi6EEdRK6VectorIT_XT0_EE(ptr noundef nonnull align 4 dereferenceable(24) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef i32 @_Z3dotIiLi6EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef nonnull align 4 dereferenceable(24) %4)
  %6 = sitofp i32 %5 to double
  %7 = call double @sqrt(double noundef %6) #7
  ret double %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIfLi3EEC2Ef(ptr noundef nonnull align 4 dereferenceable(12) %0, float noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load float, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Vector.1, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x float], ptr %12, i64 0, i64 %14
  store float %11, ptr %15, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !21

19:                                               ; preds = %7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_Z3dotIfLi3EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIfLi3EEixEi(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef %12)
  %14 = load float, ptr %13, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIfLi3EEixEi(ptr noundef nonnull align 4 dereferenceable(12) %15, i32 noundef %16)
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %5, align 4
  %20 = call float @llvm.fmuladd.f32(float %14, float %18, float %19)
  store float %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %7, !llvm.loop !22

24:                                               ; preds = %7
  %25 = load float, ptr %5, align 4
  ret float %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z3dotIlET_PKS0_S2_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr %14, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr %19, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = mul nsw i64 %18, %23
  %25 = load i64, ptr %7, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !23

30:                                               ; preds = %9
  %31 = load i64, ptr %7, align 8
  ret i64 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z3dotIdET_PKS0_S2_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !24

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  ret double %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = call noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %10, i32 noundef %11, i32 noundef %12)
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, ptr %5, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, ptr %9, align 4
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef %0, double noundef %1, double noundef %2) #1 comdat {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = call noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %8, double noundef %9)
  store double %10, ptr %7, align 8
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %7, align 8
  %13 = fcmp ogt double %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load double, ptr %4, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load double, ptr %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi double [ %15, %14 ], [ %17, %16 ]
  ret double %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIS_IdLi2EELi3EEC2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Vector.3, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Vector.2, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds [3 x %struct.Vector.3], ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vector.3, ptr %7, i64 3
  br label %9

9:                                                ; preds = %9, %1
  %10 = phi ptr [ %7, %1 ], [ %11, %9 ]
  call void @_ZN6VectorIdLi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %11 = getelementptr inbounds %struct.Vector.3, ptr %10, i64 1
  %12 = icmp eq ptr %11, %8
  br i1 %12, label %13, label %9

13:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %22, %13
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  call void @_ZN6VectorIdLi2EEC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %4, double noundef 0.000000e+00)
  %18 = getelementptr inbounds %struct.Vector.2, ptr %5, i32 0, i32 0
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x %struct.Vector.3], ptr %18, i64 0, i64 %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %4, i64 16, i1 false)
  br label %22

22:                                               ; preds = %17
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %14, !llvm.loop !25

25:                                               ; preds = %14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN6VectorIS_IdLi2EELi3EEixEi(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.2, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x %struct.Vector.3], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.3, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z3dotIdLi2EET_RK6VectorIS0_XT0_EES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef %12)
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %16)
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = call double @llvm.fmuladd.f64(double %14, double %18, double %19)
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %7, !llvm.loop !26

24:                                               ; preds = %7
  %25 = load double, ptr %5, align 8
  ret double %25
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi4EEixEi(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIiLi6EEixEi(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.0, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK6VectorIfLi3EEixEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.1, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x float], ptr %6, i64 0, i64 %8
  ret ptr %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %8, i32 noundef %9)
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, ptr %4, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %6)
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = call noundef double @_Z6max_ofIdET_S0_(double noundef %6)
  store double %7, ptr %5, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, ptr %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_(double noundef %0) #1 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIdLi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 2
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Vector.3, ptr %4, i32 0, i32 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 %11
  store double 0.000000e+00, ptr %12, align 8
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !27

16:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6VectorIdLi2EEC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load double, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Vector.3, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 %14
  store double %11, ptr %15, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !28

19:                                               ; preds = %7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK6VectorIdLi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vector.3, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %8
  ret ptr %9
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
