; ModuleID = 'cpp/08_array_constexpr.cpp'
source_filename = "cpp/08_array_constexpr.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::array" = type { [25 x i32] }
%"struct.std::array.1" = type { [3 x %"struct.std::array.2"] }
%"struct.std::array.2" = type { [3 x i32] }
%"struct.std::array.5" = type { [16 x i32] }
%"struct.std::array.0" = type { [8 x double] }
%"struct.std::array.3" = type { [10 x i32] }
%"struct.std::array.4" = type { [50 x i8] }
%"struct.std::random_access_iterator_tag" = type { i8 }
%"struct.__gnu_cxx::__ops::_Iter_equals_val" = type { ptr }

$_Z3fibi = comdat any

$_ZNKSt5arrayIiLm25EE5beginEv = comdat any

$_ZNKSt5arrayIiLm25EE3endEv = comdat any

$_Z3sumIiLm25EET_RKSt5arrayIS0_XT0_EE = comdat any

$_ZNKSt5arrayIdLm8EE4sizeEv = comdat any

$_ZNSt5arrayIdLm8EEixEm = comdat any

$_ZSt7reverseIPdEvT_S1_ = comdat any

$_ZNSt5arrayIdLm8EE5beginEv = comdat any

$_ZNSt5arrayIdLm8EE3endEv = comdat any

$_ZNSt5arrayIdLm8EE5frontEv = comdat any

$_ZNSt5arrayIdLm8EE4backEv = comdat any

$_ZNSt5arrayIS_IiLm3EELm3EEixEm = comdat any

$_ZNSt5arrayIiLm3EEixEm = comdat any

$_ZNSt5arrayIiLm10EEixEm = comdat any

$_ZSt4findIPiiET_S1_S1_RKT0_ = comdat any

$_ZNSt5arrayIiLm10EE5beginEv = comdat any

$_ZNSt5arrayIiLm10EE3endEv = comdat any

$_Z5isqrti = comdat any

$_ZNSt5arrayIiLm10EE4fillERKi = comdat any

$_Z8is_primei = comdat any

$_ZNSt5arrayIbLm50EEixEm = comdat any

$_ZNKSt5arrayIiLm25EE4dataEv = comdat any

$_ZNSt14__array_traitsIiLm25EE6_S_ptrERA25_Ki = comdat any

$_ZNKSt5arrayIjLm16EEixEm = comdat any

$_ZNSt14__array_traitsIjLm16EE6_S_refERA16_Kjm = comdat any

$_ZNSt14__array_traitsIdLm8EE6_S_refERA8_Kdm = comdat any

$_ZNSt5arrayIdLm8EE4dataEv = comdat any

$_ZNSt14__array_traitsIdLm8EE6_S_ptrERA8_Kd = comdat any

$_ZNSt14__array_traitsISt5arrayIiLm3EELm3EE6_S_refERA3_KS1_m = comdat any

$_ZNSt14__array_traitsIiLm3EE6_S_refERA3_Kim = comdat any

$_ZNSt14__array_traitsIiLm10EE6_S_refERA10_Kim = comdat any

$_ZNSt5arrayIiLm10EE4dataEv = comdat any

$_ZNSt14__array_traitsIiLm10EE6_S_ptrERA10_Ki = comdat any

$_ZNSt14__array_traitsIbLm50EE6_S_refERA50_Kbm = comdat any

$_ZSt9__reverseIPdEvT_S1_St26random_access_iterator_tag = comdat any

$_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt9iter_swapIPdS0_EvT_T0_ = comdat any

$_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_ = comdat any

$_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_ = comdat any

$_ZN9__gnu_cxx5__ops17__iter_equals_valIKiEENS0_16_Iter_equals_valIT_EERS4_ = comdat any

$_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_St26random_access_iterator_tag = comdat any

$_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_ = comdat any

$_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEC2ERS2_ = comdat any

$_ZSt6fill_nIPimiET_S1_T0_RKT1_ = comdat any

$_ZNKSt5arrayIiLm10EE4sizeEv = comdat any

$_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt8__fill_aIPiiEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

@.str = private unnamed_addr constant [27 x i8] c"fib(30)=%llu fib(60)=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"primes:\00", align 1
@_ZL6PRIMES = internal constant %"struct.std::array" { [25 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89, i32 97] }, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"\0Asum of primes < 100 = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"crc32(\22123456789\22)=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"dot(a, rev a)=%.10f front=%.3f back=%.3f\0A\00", align 1
@__const.main.m = private unnamed_addr constant %"struct.std::array.1" { [3 x %"struct.std::array.2"] [%"struct.std::array.2" { [3 x i32] [i32 1, i32 2, i32 3] }, %"struct.std::array.2" { [3 x i32] [i32 4, i32 5, i32 6] }, %"struct.std::array.2" { [3 x i32] [i32 7, i32 8, i32 10] }] }, align 4
@.str.7 = private unnamed_addr constant [8 x i8] c"det=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"49 at %ld, isqrt(49)=%d, fill test:\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" %d %d\0A\00", align 1
@__const.main.local_table = private unnamed_addr constant [4 x i32] [i32 3, i32 10, i32 31, i32 100], align 16
@.str.10 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"primes below 50 (runtime)=%d\0A\00", align 1
@_ZL4CRC4 = internal constant %"struct.std::array.5" { [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188] }, align 4

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.std::array.0", align 8
  %7 = alloca i64, align 8
  %8 = alloca %"struct.std::array.0", align 8
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"struct.std::array.1", align 4
  %12 = alloca i32, align 4
  %13 = alloca %"struct.std::array.3", align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [4 x i32], align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %"struct.std::array.4", align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %26 = call noundef i64 @_Z3fibi(i32 noundef 60)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 832040, i64 noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store ptr @_ZL6PRIMES, ptr %2, align 8
  %29 = call noundef ptr @_ZNKSt5arrayIiLm25EE5beginEv(ptr noundef nonnull align 4 dereferenceable(100) @_ZL6PRIMES) #7
  store ptr %29, ptr %3, align 8
  %30 = call noundef ptr @_ZNKSt5arrayIiLm25EE3endEv(ptr noundef nonnull align 4 dereferenceable(100) @_ZL6PRIMES) #7
  store ptr %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %40, %0
  %32 = load ptr, ptr %3, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = icmp ne ptr %32, %33
  br i1 %34, label %35, label %43

35:                                               ; preds = %31
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %5, align 4
  %38 = load i32, ptr %5, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %38)
  br label %40

40:                                               ; preds = %35
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds i32, ptr %41, i32 1
  store ptr %42, ptr %3, align 8
  br label %31

43:                                               ; preds = %31
  %44 = call noundef i32 @_Z3sumIiLm25EET_RKSt5arrayIS0_XT0_EE(ptr noundef nonnull align 4 dereferenceable(100) @_ZL6PRIMES)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %44)
  %46 = call noundef i32 @_ZL12crc32_nibblePKc(ptr noundef @.str.5)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %46)
  store i64 0, ptr %7, align 8
  br label %48

48:                                               ; preds = %59, %43
  %49 = load i64, ptr %7, align 8
  %50 = call noundef i64 @_ZNKSt5arrayIdLm8EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(64) %6) #8
  %51 = icmp ult i64 %49, %50
  br i1 %51, label %52, label %62

52:                                               ; preds = %48
  %53 = load i64, ptr %7, align 8
  %54 = uitofp i64 %53 to double
  %55 = fadd double 1.000000e+00, %54
  %56 = fdiv double 1.000000e+00, %55
  %57 = load i64, ptr %7, align 8
  %58 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EEixEm(ptr noundef nonnull align 8 dereferenceable(64) %6, i64 noundef %57) #7
  store double %56, ptr %58, align 8
  br label %59

59:                                               ; preds = %52
  %60 = load i64, ptr %7, align 8
  %61 = add i64 %60, 1
  store i64 %61, ptr %7, align 8
  br label %48, !llvm.loop !6

62:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 64, i1 false)
  %63 = call noundef ptr @_ZNSt5arrayIdLm8EE5beginEv(ptr noundef nonnull align 8 dereferenceable(64) %8) #8
  %64 = call noundef ptr @_ZNSt5arrayIdLm8EE3endEv(ptr noundef nonnull align 8 dereferenceable(64) %8) #8
  call void @_ZSt7reverseIPdEvT_S1_(ptr noundef %63, ptr noundef %64)
  store double 0.000000e+00, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %65

65:                                               ; preds = %78, %62
  %66 = load i64, ptr %10, align 8
  %67 = call noundef i64 @_ZNKSt5arrayIdLm8EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(64) %6) #8
  %68 = icmp ult i64 %66, %67
  br i1 %68, label %69, label %81

69:                                               ; preds = %65
  %70 = load i64, ptr %10, align 8
  %71 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EEixEm(ptr noundef nonnull align 8 dereferenceable(64) %6, i64 noundef %70) #7
  %72 = load double, ptr %71, align 8
  %73 = load i64, ptr %10, align 8
  %74 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EEixEm(ptr noundef nonnull align 8 dereferenceable(64) %8, i64 noundef %73) #7
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %9, align 8
  %77 = call double @llvm.fmuladd.f64(double %72, double %75, double %76)
  store double %77, ptr %9, align 8
  br label %78

78:                                               ; preds = %69
  %79 = load i64, ptr %10, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %10, align 8
  br label %65, !llvm.loop !8

81:                                               ; preds = %65
  %82 = load double, ptr %9, align 8
  %83 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EE5frontEv(ptr noundef nonnull align 8 dereferenceable(64) %8) #7
  %84 = load double, ptr %83, align 8
  %85 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EE4backEv(ptr noundef nonnull align 8 dereferenceable(64) %8) #7
  %86 = load double, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %82, double noundef %84, double noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.m, i64 36, i1 false)
  %88 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 0) #7
  %89 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %88, i64 noundef 0) #7
  %90 = load i32, ptr %89, align 4
  %91 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %92 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %91, i64 noundef 1) #7
  %93 = load i32, ptr %92, align 4
  %94 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %95 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %94, i64 noundef 2) #7
  %96 = load i32, ptr %95, align 4
  %97 = mul nsw i32 %93, %96
  %98 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %99 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %98, i64 noundef 2) #7
  %100 = load i32, ptr %99, align 4
  %101 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %102 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %101, i64 noundef 1) #7
  %103 = load i32, ptr %102, align 4
  %104 = mul nsw i32 %100, %103
  %105 = sub nsw i32 %97, %104
  %106 = mul nsw i32 %90, %105
  %107 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 0) #7
  %108 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %107, i64 noundef 1) #7
  %109 = load i32, ptr %108, align 4
  %110 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %111 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %110, i64 noundef 0) #7
  %112 = load i32, ptr %111, align 4
  %113 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %114 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %113, i64 noundef 2) #7
  %115 = load i32, ptr %114, align 4
  %116 = mul nsw i32 %112, %115
  %117 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %118 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %117, i64 noundef 2) #7
  %119 = load i32, ptr %118, align 4
  %120 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %121 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %120, i64 noundef 0) #7
  %122 = load i32, ptr %121, align 4
  %123 = mul nsw i32 %119, %122
  %124 = sub nsw i32 %116, %123
  %125 = mul nsw i32 %109, %124
  %126 = sub nsw i32 %106, %125
  %127 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 0) #7
  %128 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %127, i64 noundef 2) #7
  %129 = load i32, ptr %128, align 4
  %130 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %131 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %130, i64 noundef 0) #7
  %132 = load i32, ptr %131, align 4
  %133 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %134 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %133, i64 noundef 1) #7
  %135 = load i32, ptr %134, align 4
  %136 = mul nsw i32 %132, %135
  %137 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 1) #7
  %138 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %137, i64 noundef 1) #7
  %139 = load i32, ptr %138, align 4
  %140 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %11, i64 noundef 2) #7
  %141 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %140, i64 noundef 0) #7
  %142 = load i32, ptr %141, align 4
  %143 = mul nsw i32 %139, %142
  %144 = sub nsw i32 %136, %143
  %145 = mul nsw i32 %129, %144
  %146 = add nsw i32 %126, %145
  store i32 %146, ptr %12, align 4
  %147 = load i32, ptr %12, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %147)
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 40, i1 false)
  store i32 0, ptr %14, align 4
  br label %149

149:                                              ; preds = %159, %81
  %150 = load i32, ptr %14, align 4
  %151 = icmp slt i32 %150, 10
  br i1 %151, label %152, label %162

152:                                              ; preds = %149
  %153 = load i32, ptr %14, align 4
  %154 = load i32, ptr %14, align 4
  %155 = mul nsw i32 %153, %154
  %156 = load i32, ptr %14, align 4
  %157 = sext i32 %156 to i64
  %158 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm10EEixEm(ptr noundef nonnull align 4 dereferenceable(40) %13, i64 noundef %157) #7
  store i32 %155, ptr %158, align 4
  br label %159

159:                                              ; preds = %152
  %160 = load i32, ptr %14, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %14, align 4
  br label %149, !llvm.loop !9

162:                                              ; preds = %149
  %163 = call noundef ptr @_ZNSt5arrayIiLm10EE5beginEv(ptr noundef nonnull align 4 dereferenceable(40) %13) #8
  %164 = call noundef ptr @_ZNSt5arrayIiLm10EE3endEv(ptr noundef nonnull align 4 dereferenceable(40) %13) #8
  store i32 49, ptr %16, align 4
  %165 = call noundef ptr @_ZSt4findIPiiET_S1_S1_RKT0_(ptr noundef %163, ptr noundef %164, ptr noundef nonnull align 4 dereferenceable(4) %16)
  store ptr %165, ptr %15, align 8
  %166 = load ptr, ptr %15, align 8
  %167 = call noundef ptr @_ZNSt5arrayIiLm10EE5beginEv(ptr noundef nonnull align 4 dereferenceable(40) %13) #8
  %168 = ptrtoint ptr %166 to i64
  %169 = ptrtoint ptr %167 to i64
  %170 = sub i64 %168, %169
  %171 = sdiv exact i64 %170, 4
  %172 = call noundef i32 @_Z5isqrti(i32 noundef 49)
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %171, i32 noundef %172)
  store i32 7, ptr %17, align 4
  call void @_ZNSt5arrayIiLm10EE4fillERKi(ptr noundef nonnull align 4 dereferenceable(40) %13, ptr noundef nonnull align 4 dereferenceable(4) %17)
  %174 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm10EEixEm(ptr noundef nonnull align 4 dereferenceable(40) %13, i64 noundef 0) #7
  %175 = load i32, ptr %174, align 4
  %176 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm10EEixEm(ptr noundef nonnull align 4 dereferenceable(40) %13, i64 noundef 9) #7
  %177 = load i32, ptr %176, align 4
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %175, i32 noundef %177)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.main.local_table, i64 16, i1 false)
  store ptr %18, ptr %19, align 8
  %179 = load ptr, ptr %19, align 8
  %180 = getelementptr inbounds [4 x i32], ptr %179, i64 0, i64 0
  store ptr %180, ptr %20, align 8
  %181 = load ptr, ptr %19, align 8
  %182 = getelementptr inbounds [4 x i32], ptr %181, i64 0, i64 0
  %183 = getelementptr inbounds i32, ptr %182, i64 4
  store ptr %183, ptr %21, align 8
  br label %184

184:                                              ; preds = %193, %162
  %185 = load ptr, ptr %20, align 8
  %186 = load ptr, ptr %21, align 8
  %187 = icmp ne ptr %185, %186
  br i1 %187, label %188, label %196

188:                                              ; preds = %184
  %189 = load ptr, ptr %20, align 8
  %190 = load i32, ptr %189, align 4
  store i32 %190, ptr %22, align 4
  %191 = load i32, ptr %22, align 4
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %191)
  br label %193

193:                                              ; preds = %188
  %194 = load ptr, ptr %20, align 8
  %195 = getelementptr inbounds i32, ptr %194, i32 1
  store ptr %195, ptr %20, align 8
  br label %184

196:                                              ; preds = %184
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  call void @llvm.memset.p0.i64(ptr align 1 %23, i8 0, i64 50, i1 false)
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %198

198:                                              ; preds = %216, %196
  %199 = load i32, ptr %25, align 4
  %200 = icmp slt i32 %199, 50
  br i1 %200, label %201, label %219

201:                                              ; preds = %198
  %202 = load i32, ptr %25, align 4
  %203 = call noundef zeroext i1 @_Z8is_primei(i32 noundef %202)
  %204 = load i32, ptr %25, align 4
  %205 = sext i32 %204 to i64
  %206 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt5arrayIbLm50EEixEm(ptr noundef nonnull align 1 dereferenceable(50) %23, i64 noundef %205) #7
  %207 = zext i1 %203 to i8
  store i8 %207, ptr %206, align 1
  %208 = load i32, ptr %25, align 4
  %209 = sext i32 %208 to i64
  %210 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt5arrayIbLm50EEixEm(ptr noundef nonnull align 1 dereferenceable(50) %23, i64 noundef %209) #7
  %211 = load i8, ptr %210, align 1
  %212 = trunc i8 %211 to i1
  %213 = zext i1 %212 to i32
  %214 = load i32, ptr %24, align 4
  %215 = add nsw i32 %214, %213
  store i32 %215, ptr %24, align 4
  br label %216

216:                                              ; preds = %201
  %217 = load i32, ptr %25, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %25, align 4
  br label %198, !llvm.loop !10

219:                                              ; preds = %198
  %220 = load i32, ptr %24, align 4
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %220)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z3fibi(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i64 1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %4, align 8
  %14 = add i64 %12, %13
  store i64 %14, ptr %6, align 8
  %15 = load i64, ptr %4, align 8
  store i64 %15, ptr %3, align 8
  %16 = load i64, ptr %6, align 8
  store i64 %16, ptr %4, align 8
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %7, !llvm.loop !11

20:                                               ; preds = %7
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt5arrayIiLm25EE5beginEv(ptr noundef nonnull align 4 dereferenceable(100) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt5arrayIiLm25EE4dataEv(ptr noundef nonnull align 4 dereferenceable(100) %3) #7
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt5arrayIiLm25EE3endEv(ptr noundef nonnull align 4 dereferenceable(100) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt5arrayIiLm25EE4dataEv(ptr noundef nonnull align 4 dereferenceable(100) %3) #7
  %5 = getelementptr inbounds i32, ptr %4, i64 25
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3sumIiLm25EET_RKSt5arrayIS0_XT0_EE(ptr noundef nonnull align 4 dereferenceable(100) %0) #2 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %4, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef ptr @_ZNKSt5arrayIiLm25EE5beginEv(ptr noundef nonnull align 4 dereferenceable(100) %9) #7
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = call noundef ptr @_ZNKSt5arrayIiLm25EE3endEv(ptr noundef nonnull align 4 dereferenceable(100) %11) #7
  store ptr %12, ptr %6, align 8
  br label %13

13:                                               ; preds = %23, %1
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = icmp ne ptr %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  store ptr %18, ptr %7, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %17
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds i32, ptr %24, i32 1
  store ptr %25, ptr %5, align 8
  br label %13

26:                                               ; preds = %13
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL12crc32_nibblePKc(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -1, ptr %3, align 4
  br label %4

4:                                                ; preds = %30, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %33

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = lshr i32 %14, 4
  %16 = load i32, ptr %3, align 4
  %17 = and i32 %16, 15
  %18 = zext i32 %17 to i64
  %19 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt5arrayIjLm16EEixEm(ptr noundef nonnull align 4 dereferenceable(64) @_ZL4CRC4, i64 noundef %18) #7
  %20 = load i32, ptr %19, align 4
  %21 = xor i32 %15, %20
  store i32 %21, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = lshr i32 %22, 4
  %24 = load i32, ptr %3, align 4
  %25 = and i32 %24, 15
  %26 = zext i32 %25 to i64
  %27 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt5arrayIjLm16EEixEm(ptr noundef nonnull align 4 dereferenceable(64) @_ZL4CRC4, i64 noundef %26) #7
  %28 = load i32, ptr %27, align 4
  %29 = xor i32 %23, %28
  store i32 %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %8
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %2, align 8
  br label %4, !llvm.loop !12

33:                                               ; preds = %4
  %34 = load i32, ptr %3, align 4
  %35 = xor i32 %34, -1
  ret i32 %35
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt5arrayIdLm8EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EEixEm(ptr noundef nonnull align 8 dereferenceable(64) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.0", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm8EE6_S_refERA8_Kdm(ptr noundef nonnull align 8 dereferenceable(64) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt7reverseIPdEvT_S1_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca %"struct.std::random_access_iterator_tag", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %3)
  call void @_ZSt9__reverseIPdEvT_S1_St26random_access_iterator_tag(ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIdLm8EE5beginEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIdLm8EE4dataEv(ptr noundef nonnull align 8 dereferenceable(64) %3) #8
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIdLm8EE3endEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIdLm8EE4dataEv(ptr noundef nonnull align 8 dereferenceable(64) %3) #8
  %5 = getelementptr inbounds double, ptr %4, i64 8
  ret ptr %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EE5frontEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIdLm8EE5beginEv(ptr noundef nonnull align 8 dereferenceable(64) %3) #8
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm8EE4backEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIdLm8EE3endEv(ptr noundef nonnull align 8 dereferenceable(64) %3) #8
  %5 = getelementptr inbounds double, ptr %4, i64 -1
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt5arrayIS_IiLm3EELm3EEixEm(ptr noundef nonnull align 4 dereferenceable(36) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.1", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt14__array_traitsISt5arrayIiLm3EELm3EE6_S_refERA3_KS1_m(ptr noundef nonnull align 4 dereferenceable(36) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm3EEixEm(ptr noundef nonnull align 4 dereferenceable(12) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.2", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIiLm3EE6_S_refERA3_Kim(ptr noundef nonnull align 4 dereferenceable(12) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt5arrayIiLm10EEixEm(ptr noundef nonnull align 4 dereferenceable(40) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.3", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIiLm10EE6_S_refERA10_Kim(ptr noundef nonnull align 4 dereferenceable(40) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt4findIPiiET_S1_S1_RKT0_(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"struct.__gnu_cxx::__ops::_Iter_equals_val", align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = call ptr @_ZN9__gnu_cxx5__ops17__iter_equals_valIKiEENS0_16_Iter_equals_valIT_EERS4_(ptr noundef nonnull align 4 dereferenceable(4) %10)
  %12 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %7, i32 0, i32 0
  store ptr %11, ptr %12, align 8
  %13 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %7, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = call noundef ptr @_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_(ptr noundef %8, ptr noundef %9, ptr %14)
  ret ptr %15
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIiLm10EE5beginEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIiLm10EE4dataEv(ptr noundef nonnull align 4 dereferenceable(40) %3) #8
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIiLm10EE3endEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt5arrayIiLm10EE4dataEv(ptr noundef nonnull align 4 dereferenceable(40) %3) #8
  %5 = getelementptr inbounds i32, ptr %4, i64 10
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z5isqrti(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %12, %1
  %5 = load i32, ptr %3, align 4
  %6 = add nsw i32 %5, 1
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  %9 = mul nsw i32 %6, %8
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  br label %4, !llvm.loop !13

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt5arrayIiLm10EE4fillERKi(ptr noundef nonnull align 4 dereferenceable(40) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef ptr @_ZNSt5arrayIiLm10EE5beginEv(ptr noundef nonnull align 4 dereferenceable(40) %5) #8
  %7 = call noundef i64 @_ZNKSt5arrayIiLm10EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(40) %5) #8
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef ptr @_ZSt6fill_nIPimiET_S1_T0_RKT1_(ptr noundef %6, i64 noundef %7, ptr noundef nonnull align 4 dereferenceable(4) %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_Z8is_primei(i32 noundef %0) #2 comdat {
  %2 = alloca i1, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i1 false, ptr %2, align 1
  br label %26

8:                                                ; preds = %1
  store i32 2, ptr %4, align 4
  br label %9

9:                                                ; preds = %22, %8
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = load i32, ptr %3, align 4
  %14 = icmp sle i32 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = srem i32 %16, %17
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  store i1 false, ptr %2, align 1
  br label %26

21:                                               ; preds = %15
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %9, !llvm.loop !14

25:                                               ; preds = %9
  store i1 true, ptr %2, align 1
  br label %26

26:                                               ; preds = %25, %20, %7
  %27 = load i1, ptr %2, align 1
  ret i1 %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt5arrayIbLm50EEixEm(ptr noundef nonnull align 1 dereferenceable(50) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.4", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt14__array_traitsIbLm50EE6_S_refERA50_Kbm(ptr noundef nonnull align 1 dereferenceable(50) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt5arrayIiLm25EE4dataEv(ptr noundef nonnull align 4 dereferenceable(100) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::array", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNSt14__array_traitsIiLm25EE6_S_ptrERA25_Ki(ptr noundef nonnull align 4 dereferenceable(100) %4) #7
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14__array_traitsIiLm25EE6_S_ptrERA25_Ki(ptr noundef nonnull align 4 dereferenceable(100) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [25 x i32], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt5arrayIjLm16EEixEm(ptr noundef nonnull align 4 dereferenceable(64) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array.5", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIjLm16EE6_S_refERA16_Kjm(ptr noundef nonnull align 4 dereferenceable(64) %6, i64 noundef %7) #7
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIjLm16EE6_S_refERA16_Kjm(ptr noundef nonnull align 4 dereferenceable(64) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm8EE6_S_refERA8_Kdm(ptr noundef nonnull align 8 dereferenceable(64) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIdLm8EE4dataEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::array.0", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNSt14__array_traitsIdLm8EE6_S_ptrERA8_Kd(ptr noundef nonnull align 8 dereferenceable(64) %4) #7
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14__array_traitsIdLm8EE6_S_ptrERA8_Kd(ptr noundef nonnull align 8 dereferenceable(64) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(12) ptr @_ZNSt14__array_traitsISt5arrayIiLm3EELm3EE6_S_refERA3_KS1_m(ptr noundef nonnull align 4 dereferenceable(36) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [3 x %"struct.std::array.2"], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIiLm3EE6_S_refERA3_Kim(ptr noundef nonnull align 4 dereferenceable(12) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt14__array_traitsIiLm10EE6_S_refERA10_Kim(ptr noundef nonnull align 4 dereferenceable(40) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [10 x i32], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayIiLm10EE4dataEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::array.3", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNSt14__array_traitsIiLm10EE6_S_ptrERA10_Ki(ptr noundef nonnull align 4 dereferenceable(40) %4) #7
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14__array_traitsIiLm10EE6_S_ptrERA10_Ki(ptr noundef nonnull align 4 dereferenceable(40) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt14__array_traitsIbLm50EE6_S_refERA50_Kbm(ptr noundef nonnull align 1 dereferenceable(50) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__reverseIPdEvT_S1_St26random_access_iterator_tag(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca %"struct.std::random_access_iterator_tag", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %24

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds double, ptr %11, i32 -1
  store ptr %12, ptr %5, align 8
  br label %13

13:                                               ; preds = %17, %10
  %14 = load ptr, ptr %4, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = icmp ult ptr %14, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  call void @_ZSt9iter_swapIPdS0_EvT_T0_(ptr noundef %18, ptr noundef %19)
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds double, ptr %20, i32 1
  store ptr %21, ptr %4, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds double, ptr %22, i32 -1
  store ptr %23, ptr %5, align 8
  br label %13, !llvm.loop !15

24:                                               ; preds = %9, %13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9iter_swapIPdS0_EvT_T0_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_(ptr noundef %0, ptr noundef %1, ptr %2) #2 comdat {
  %4 = alloca %"struct.__gnu_cxx::__ops::_Iter_equals_val", align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"struct.__gnu_cxx::__ops::_Iter_equals_val", align 8
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  %9 = alloca %"struct.std::random_access_iterator_tag", align 1
  %10 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %4, i32 0, i32 0
  store ptr %2, ptr %10, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 8, i1 false)
  call void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %5)
  %13 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %7, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = call noundef ptr @_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_St26random_access_iterator_tag(ptr noundef %11, ptr noundef %12, ptr %14)
  ret ptr %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZN9__gnu_cxx5__ops17__iter_equals_valIKiEENS0_16_Iter_equals_valIT_EERS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %"struct.__gnu_cxx::__ops::_Iter_equals_val", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEC2ERS2_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %4)
  %5 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %2, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt9__find_ifIPiN9__gnu_cxx5__ops16_Iter_equals_valIKiEEET_S6_S6_T0_St26random_access_iterator_tag(ptr noundef %0, ptr noundef %1, ptr %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_equals_val", align 8
  %6 = alloca %"struct.std::random_access_iterator_tag", align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %5, i32 0, i32 0
  store ptr %2, ptr %10, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = ptrtoint ptr %11 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = sdiv exact i64 %15, 4
  %17 = ashr i64 %16, 2
  store i64 %17, ptr %9, align 8
  br label %18

18:                                               ; preds = %50, %3
  %19 = load i64, ptr %9, align 8
  %20 = icmp sgt i64 %19, 0
  br i1 %20, label %21, label %53

21:                                               ; preds = %18
  %22 = load ptr, ptr %7, align 8
  %23 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %22)
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = load ptr, ptr %7, align 8
  store ptr %25, ptr %4, align 8
  br label %87

26:                                               ; preds = %21
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds i32, ptr %27, i32 1
  store ptr %28, ptr %7, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %29)
  br i1 %30, label %31, label %33

31:                                               ; preds = %26
  %32 = load ptr, ptr %7, align 8
  store ptr %32, ptr %4, align 8
  br label %87

33:                                               ; preds = %26
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds i32, ptr %34, i32 1
  store ptr %35, ptr %7, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %36)
  br i1 %37, label %38, label %40

38:                                               ; preds = %33
  %39 = load ptr, ptr %7, align 8
  store ptr %39, ptr %4, align 8
  br label %87

40:                                               ; preds = %33
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr inbounds i32, ptr %41, i32 1
  store ptr %42, ptr %7, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %43)
  br i1 %44, label %45, label %47

45:                                               ; preds = %40
  %46 = load ptr, ptr %7, align 8
  store ptr %46, ptr %4, align 8
  br label %87

47:                                               ; preds = %40
  %48 = load ptr, ptr %7, align 8
  %49 = getelementptr inbounds i32, ptr %48, i32 1
  store ptr %49, ptr %7, align 8
  br label %50

50:                                               ; preds = %47
  %51 = load i64, ptr %9, align 8
  %52 = add nsw i64 %51, -1
  store i64 %52, ptr %9, align 8
  br label %18, !llvm.loop !16

53:                                               ; preds = %18
  %54 = load ptr, ptr %8, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = ptrtoint ptr %54 to i64
  %57 = ptrtoint ptr %55 to i64
  %58 = sub i64 %56, %57
  %59 = sdiv exact i64 %58, 4
  switch i64 %59, label %85 [
    i64 3, label %60
    i64 2, label %68
    i64 1, label %76
    i64 0, label %84
  ]

60:                                               ; preds = %53
  %61 = load ptr, ptr %7, align 8
  %62 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %61)
  br i1 %62, label %63, label %65

63:                                               ; preds = %60
  %64 = load ptr, ptr %7, align 8
  store ptr %64, ptr %4, align 8
  br label %87

65:                                               ; preds = %60
  %66 = load ptr, ptr %7, align 8
  %67 = getelementptr inbounds i32, ptr %66, i32 1
  store ptr %67, ptr %7, align 8
  br label %68

68:                                               ; preds = %53, %65
  %69 = load ptr, ptr %7, align 8
  %70 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %69)
  br i1 %70, label %71, label %73

71:                                               ; preds = %68
  %72 = load ptr, ptr %7, align 8
  store ptr %72, ptr %4, align 8
  br label %87

73:                                               ; preds = %68
  %74 = load ptr, ptr %7, align 8
  %75 = getelementptr inbounds i32, ptr %74, i32 1
  store ptr %75, ptr %7, align 8
  br label %76

76:                                               ; preds = %53, %73
  %77 = load ptr, ptr %7, align 8
  %78 = call noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %77)
  br i1 %78, label %79, label %81

79:                                               ; preds = %76
  %80 = load ptr, ptr %7, align 8
  store ptr %80, ptr %4, align 8
  br label %87

81:                                               ; preds = %76
  %82 = load ptr, ptr %7, align 8
  %83 = getelementptr inbounds i32, ptr %82, i32 1
  store ptr %83, ptr %7, align 8
  br label %84

84:                                               ; preds = %53, %81
  br label %85

85:                                               ; preds = %53, %84
  %86 = load ptr, ptr %8, align 8
  store ptr %86, ptr %4, align 8
  br label %87

87:                                               ; preds = %85, %79, %71, %63, %45, %38, %31, %24
  %88 = load ptr, ptr %4, align 8
  ret ptr %88
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEclIPiEEbT_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %7, %10
  ret i1 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx5__ops16_Iter_equals_valIKiEC2ERS2_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_equals_val", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt6fill_nIPimiET_S1_T0_RKT1_(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10)
  %12 = load ptr, ptr %6, align 8
  call void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %4)
  %13 = call noundef ptr @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(ptr noundef %9, i64 noundef %11, ptr noundef nonnull align 4 dereferenceable(4) %12)
  ret ptr %13
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt5arrayIiLm10EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  %9 = load i64, ptr %7, align 8
  %10 = icmp ule i64 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load ptr, ptr %6, align 8
  store ptr %12, ptr %4, align 8
  br label %22

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds i32, ptr %15, i64 %16
  %18 = load ptr, ptr %8, align 8
  call void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(ptr noundef %14, ptr noundef %17, ptr noundef nonnull align 4 dereferenceable(4) %18)
  %19 = load ptr, ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i32, ptr %19, i64 %20
  store ptr %21, ptr %4, align 8
  br label %22

22:                                               ; preds = %13, %11
  %23 = load ptr, ptr %4, align 8
  ret ptr %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #2 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(ptr noundef %7, ptr noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %17, %3
  %11 = load ptr, ptr %4, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = icmp ne ptr %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = load i32, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  store i32 %15, ptr %16, align 4
  br label %17

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds i32, ptr %18, i32 1
  store ptr %19, ptr %4, align 8
  br label %10, !llvm.loop !17

20:                                               ; preds = %10
  ret void
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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
