; ModuleID = 'rev/82_cpp_std_complex.cpp'
source_filename = "rev/82_cpp_std_complex.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::complex" = type { { double, double } }

$_ZStplIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZStmiIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZNKSt7complexIdE4realB5cxx11Ev = comdat any

$_ZStplIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZNSt7complexIdEC2Edd = comdat any

$_ZStmiIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZNKSt7complexIdE4imagB5cxx11Ev = comdat any

$_ZStmlIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt3expIdESt7complexIT_ERKS2_ = comdat any

$_ZStdvIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt4sqrtIdESt7complexIT_ERKS2_ = comdat any

$_ZSt3logIdESt7complexIT_ERKS2_ = comdat any

$_ZSt3absIdET_RKSt7complexIS0_E = comdat any

$_ZSt4normIdET_RKSt7complexIS0_E = comdat any

$_ZNSt7complexIdEmLIdEERS0_RKS_IT_E = comdat any

$_ZNKSt7complexIdE5__repEv = comdat any

$_ZSt13__complex_expCd = comdat any

$_ZNSt7complexIdEC2ECd = comdat any

$_ZNSt7complexIdEdVIdEERS0_RKS_IT_E = comdat any

$_ZSt14__complex_sqrtCd = comdat any

$_ZSt13__complex_logCd = comdat any

$_ZSt13__complex_absCd = comdat any

$_ZNSt12_Norm_helperILb1EE8_S_do_itIdEET_RKSt7complexIS2_E = comdat any

$_ZNSt7complexIdEpLIdEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIdEpLEd = comdat any

$_ZNSt7complexIdEmIEd = comdat any

$_ZNSt7complexIdEmIIdEERS0_RKS_IT_E = comdat any

@constinit = private constant [4 x %"class.std::complex"] [%"class.std::complex" { { double, double } { double 1.000000e+00, double 2.000000e-01 } }, %"class.std::complex" { { double, double } { double -5.000000e-01, double 3.000000e-01 } }, %"class.std::complex" { { double, double } { double 2.500000e-01, double -1.000000e-01 } }, %"class.std::complex" { { double, double } { double 3.000000e-01, double 5.000000e-02 } }], align 8
@constinit.1 = private constant [4 x %"class.std::complex"] zeroinitializer, align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"reverse d/dt\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"reverse d/dRe coef[i]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"reverse d/dIm coef[i]\00", align 1
@constinit.4 = private constant [4 x %"class.std::complex"] zeroinitializer, align 8
@.str.5 = private unnamed_addr constant [13 x i8] c"forward d/dt\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [4 x %"class.std::complex"], align 16
  %5 = alloca [4 x %"class.std::complex"], align 16
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::complex", align 8
  %9 = alloca %"class.std::complex", align 8
  %10 = alloca double, align 8
  %11 = alloca %"class.std::complex", align 8
  %12 = alloca double, align 8
  %13 = alloca %"class.std::complex", align 8
  %14 = alloca %"class.std::complex", align 8
  %15 = alloca %"class.std::complex", align 8
  %16 = alloca %"class.std::complex", align 8
  %17 = alloca [4 x %"class.std::complex"], align 16
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 6.000000e-01, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 8 @constinit, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 8 @constinit.1, i64 64, i1 false)
  %19 = load i32, ptr @enzyme_dup, align 4
  %20 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %21 = getelementptr inbounds [4 x %"class.std::complex"], ptr %5, i64 0, i64 0
  %22 = load i32, ptr @enzyme_const, align 4
  %23 = load i32, ptr @enzyme_out, align 4
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL1gPKSt7complexIdEid, i32 noundef %19, ptr noundef %20, ptr noundef %21, i32 noundef %22, i32 noundef 4, i32 noundef %23, double noundef 6.000000e-01)
  store double %24, ptr %6, align 8
  %25 = load double, ptr %6, align 8
  %26 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %27 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %26, i32 noundef 4, double noundef 6.000010e-01)
  %28 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %29 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %28, i32 noundef 4, double noundef 5.999990e-01)
  %30 = fsub double %27, %29
  %31 = fdiv double %30, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %25, double noundef %31)
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %105, %0
  %33 = load i32, ptr %7, align 4
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %35, label %108

35:                                               ; preds = %32
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 16 %38, i64 16, i1 false)
  %39 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(8) %2)
  %40 = getelementptr inbounds %"class.std::complex", ptr %9, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %42 = extractvalue { double, double } %39, 0
  store double %42, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %44 = extractvalue { double, double } %39, 1
  store double %44, ptr %43, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %47, ptr align 8 %9, i64 16, i1 false)
  %48 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %49 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %48, i32 noundef 4, double noundef 6.000000e-01)
  store double %49, ptr %10, align 8
  %50 = call { double, double } @_ZStmiIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(8) %2)
  %51 = getelementptr inbounds %"class.std::complex", ptr %11, i32 0, i32 0
  %52 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 0
  %53 = extractvalue { double, double } %50, 0
  store double %53, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 1
  %55 = extractvalue { double, double } %50, 1
  store double %55, ptr %54, align 8
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %57
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %58, ptr align 8 %11, i64 16, i1 false)
  %59 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %60 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %59, i32 noundef 4, double noundef 6.000000e-01)
  store double %60, ptr %12, align 8
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %63, ptr align 8 %8, i64 16, i1 false)
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x %"class.std::complex"], ptr %5, i64 0, i64 %65
  %67 = call noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %66)
  %68 = load double, ptr %10, align 8
  %69 = load double, ptr %12, align 8
  %70 = fsub double %68, %69
  %71 = fdiv double %70, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %67, double noundef %71)
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %14, double noundef 0.000000e+00, double noundef 0x3EB0C6F7A0B5ED8D)
  %72 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %14)
  %73 = getelementptr inbounds %"class.std::complex", ptr %13, i32 0, i32 0
  %74 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 0
  %75 = extractvalue { double, double } %72, 0
  store double %75, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 1
  %77 = extractvalue { double, double } %72, 1
  store double %77, ptr %76, align 8
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %79
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %80, ptr align 8 %13, i64 16, i1 false)
  %81 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %82 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %81, i32 noundef 4, double noundef 6.000000e-01)
  store double %82, ptr %10, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %16, double noundef 0.000000e+00, double noundef 0x3EB0C6F7A0B5ED8D)
  %83 = call { double, double } @_ZStmiIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %16)
  %84 = getelementptr inbounds %"class.std::complex", ptr %15, i32 0, i32 0
  %85 = getelementptr inbounds { double, double }, ptr %84, i32 0, i32 0
  %86 = extractvalue { double, double } %83, 0
  store double %86, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %84, i32 0, i32 1
  %88 = extractvalue { double, double } %83, 1
  store double %88, ptr %87, align 8
  %89 = load i32, ptr %7, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %91, ptr align 8 %15, i64 16, i1 false)
  %92 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %93 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %92, i32 noundef 4, double noundef 6.000000e-01)
  store double %93, ptr %12, align 8
  %94 = load i32, ptr %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 %95
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %96, ptr align 8 %8, i64 16, i1 false)
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [4 x %"class.std::complex"], ptr %5, i64 0, i64 %98
  %100 = call noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %99)
  %101 = load double, ptr %10, align 8
  %102 = load double, ptr %12, align 8
  %103 = fsub double %101, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %100, double noundef %104)
  br label %105

105:                                              ; preds = %35
  %106 = load i32, ptr %7, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %7, align 4
  br label %32, !llvm.loop !6

108:                                              ; preds = %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 8 @constinit.4, i64 64, i1 false)
  %109 = load i32, ptr @enzyme_dup, align 4
  %110 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %111 = getelementptr inbounds [4 x %"class.std::complex"], ptr %17, i64 0, i64 0
  %112 = load i32, ptr @enzyme_const, align 4
  %113 = load i32, ptr @enzyme_dup, align 4
  %114 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_ZL1gPKSt7complexIdEid, i32 noundef %109, ptr noundef %110, ptr noundef %111, i32 noundef %112, i32 noundef 4, i32 noundef %113, double noundef 6.000000e-01, double noundef 1.000000e+00)
  store double %114, ptr %18, align 8
  %115 = load double, ptr %18, align 8
  %116 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %117 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %116, i32 noundef 4, double noundef 6.000010e-01)
  %118 = getelementptr inbounds [4 x %"class.std::complex"], ptr %4, i64 0, i64 0
  %119 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %118, i32 noundef 4, double noundef 5.999990e-01)
  %120 = fsub double %117, %119
  %121 = fdiv double %120, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.5, double noundef %115, double noundef %121)
  %122 = load i32, ptr @_ZL5fails, align 4
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i64
  %125 = select i1 %123, ptr @.str.7, ptr @.str.8
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %125)
  %127 = load i32, ptr @_ZL5fails, align 4
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  ret i32 %129
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL1gPKSt7complexIdEid(ptr noundef %0, i32 noundef %1, double noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca %"class.std::complex", align 8
  %8 = alloca %"class.std::complex", align 8
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::complex", align 8
  %11 = alloca %"class.std::complex", align 8
  %12 = alloca %"class.std::complex", align 8
  %13 = alloca %"class.std::complex", align 8
  %14 = alloca %"class.std::complex", align 8
  %15 = alloca %"class.std::complex", align 8
  %16 = alloca double, align 8
  %17 = alloca %"class.std::complex", align 8
  %18 = alloca %"class.std::complex", align 8
  %19 = alloca %"class.std::complex", align 8
  %20 = alloca %"class.std::complex", align 8
  %21 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %22 = load double, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = fmul double 5.000000e-01, %23
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef %22, double noundef %24)
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %8, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %25 = load i32, ptr %5, align 4
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %47, %3
  %28 = load i32, ptr %9, align 4
  %29 = icmp sge i32 %28, 0
  br i1 %29, label %30, label %50

30:                                               ; preds = %27
  %31 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %32 = getelementptr inbounds %"class.std::complex", ptr %11, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %34 = extractvalue { double, double } %31, 0
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %36 = extractvalue { double, double } %31, 1
  store double %36, ptr %35, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %"class.std::complex", ptr %37, i64 %39
  %41 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %40)
  %42 = getelementptr inbounds %"class.std::complex", ptr %10, i32 0, i32 0
  %43 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %44 = extractvalue { double, double } %41, 0
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  %46 = extractvalue { double, double } %41, 1
  store double %46, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %10, i64 16, i1 false)
  br label %47

47:                                               ; preds = %30
  %48 = load i32, ptr %9, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %9, align 4
  br label %27, !llvm.loop !8

50:                                               ; preds = %27
  store double 3.000000e+00, ptr %16, align 8
  %51 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(8) %16)
  %52 = getelementptr inbounds %"class.std::complex", ptr %15, i32 0, i32 0
  %53 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %54 = extractvalue { double, double } %51, 0
  store double %54, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  %56 = extractvalue { double, double } %51, 1
  store double %56, ptr %55, align 8
  %57 = call { double, double } @_ZStdvIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %15)
  %58 = getelementptr inbounds %"class.std::complex", ptr %14, i32 0, i32 0
  %59 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 0
  %60 = extractvalue { double, double } %57, 0
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 1
  %62 = extractvalue { double, double } %57, 1
  store double %62, ptr %61, align 8
  %63 = call { double, double } @_ZSt3expIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %14)
  %64 = getelementptr inbounds %"class.std::complex", ptr %13, i32 0, i32 0
  %65 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 0
  %66 = extractvalue { double, double } %63, 0
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 1
  %68 = extractvalue { double, double } %63, 1
  store double %68, ptr %67, align 8
  %69 = call { double, double } @_ZSt4sqrtIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %8)
  %70 = getelementptr inbounds %"class.std::complex", ptr %18, i32 0, i32 0
  %71 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 0
  %72 = extractvalue { double, double } %69, 0
  store double %72, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 1
  %74 = extractvalue { double, double } %69, 1
  store double %74, ptr %73, align 8
  store double 2.000000e+00, ptr %21, align 8
  %75 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(8) %21)
  %76 = getelementptr inbounds %"class.std::complex", ptr %20, i32 0, i32 0
  %77 = getelementptr inbounds { double, double }, ptr %76, i32 0, i32 0
  %78 = extractvalue { double, double } %75, 0
  store double %78, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %76, i32 0, i32 1
  %80 = extractvalue { double, double } %75, 1
  store double %80, ptr %79, align 8
  %81 = call { double, double } @_ZSt3logIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %20)
  %82 = getelementptr inbounds %"class.std::complex", ptr %19, i32 0, i32 0
  %83 = getelementptr inbounds { double, double }, ptr %82, i32 0, i32 0
  %84 = extractvalue { double, double } %81, 0
  store double %84, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %82, i32 0, i32 1
  %86 = extractvalue { double, double } %81, 1
  store double %86, ptr %85, align 8
  %87 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %19)
  %88 = getelementptr inbounds %"class.std::complex", ptr %17, i32 0, i32 0
  %89 = getelementptr inbounds { double, double }, ptr %88, i32 0, i32 0
  %90 = extractvalue { double, double } %87, 0
  store double %90, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %88, i32 0, i32 1
  %92 = extractvalue { double, double } %87, 1
  store double %92, ptr %91, align 8
  %93 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %17)
  %94 = getelementptr inbounds %"class.std::complex", ptr %12, i32 0, i32 0
  %95 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 0
  %96 = extractvalue { double, double } %93, 0
  store double %96, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 1
  %98 = extractvalue { double, double } %93, 1
  store double %98, ptr %97, align 8
  %99 = call noundef double @_ZSt3absIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %12)
  %100 = call noundef double @_ZSt4normIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %8)
  %101 = call double @llvm.fmuladd.f64(double %100, double 1.000000e-01, double %99)
  ret double %101
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #3 {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load double, ptr %7, align 8
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %8)
  %10 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %11 = load { double, double }, ptr %10, align 8
  ret { double, double } %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStmiIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load double, ptr %7, align 8
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmIEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %8)
  %10 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %11 = load { double, double }, ptr %10, align 8
  ret { double, double } %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.std::complex", ptr %7, i32 0, i32 0
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStmiIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmIIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  ret double %6
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt3expIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt13__complex_expCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStdvIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4sqrtIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt14__complex_sqrtCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt3logIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt13__complex_logCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt3absIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca { double, double }, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %6 = extractvalue { double, double } %5, 0
  %7 = extractvalue { double, double } %5, 1
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %6, ptr %8, align 8
  store double %7, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call noundef double @_ZSt13__complex_absCd(double noundef %11, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt4normIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNSt12_Norm_helperILb1EE8_S_do_itIdEET_RKSt7complexIS2_E(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %"class.std::complex", ptr %6, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fmul double %19, %14
  %23 = fmul double %21, %16
  %24 = fmul double %19, %16
  %25 = fmul double %21, %14
  %26 = fsub double %22, %23
  %27 = fadd double %24, %25
  %28 = fcmp uno double %26, %26
  br i1 %28, label %29, label %35, !prof !9

29:                                               ; preds = %2
  %30 = fcmp uno double %27, %27
  br i1 %30, label %31, label %35, !prof !9

31:                                               ; preds = %29
  %32 = call noundef { double, double } @__muldc3(double noundef %19, double noundef %21, double noundef %14, double noundef %16) #6
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  br label %35

35:                                               ; preds = %31, %29, %2
  %36 = phi double [ %26, %2 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi double [ %27, %2 ], [ %27, %29 ], [ %34, %31 ]
  %38 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %36, ptr %38, align 8
  store double %37, ptr %39, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat align 2 {
  %2 = alloca { double, double }, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"class.std::complex", ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double %7, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = load { double, double }, ptr %2, align 8
  ret { double, double } %12
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt13__complex_expCd(double noundef %0, double noundef %1) #3 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @cexp(double noundef %15, double noundef %17) #6
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %"class.std::complex", ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %15 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %11, ptr %14, align 8
  store double %13, ptr %15, align 8
  ret void
}

; Function Attrs: nounwind
declare { double, double } @cexp(double noundef, double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %"class.std::complex", ptr %6, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = call noundef { double, double } @__divdc3(double noundef %19, double noundef %21, double noundef %14, double noundef %16) #6
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %26 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %23, ptr %25, align 8
  store double %24, ptr %26, align 8
  ret ptr %6
}

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt14__complex_sqrtCd(double noundef %0, double noundef %1) #3 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @csqrt(double noundef %15, double noundef %17) #6
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt13__complex_logCd(double noundef %0, double noundef %1) #3 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @clog(double noundef %15, double noundef %17) #6
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt13__complex_absCd(double noundef %0, double noundef %1) #3 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = call double @cabs(double noundef %14, double noundef %16) #6
  ret double %17
}

; Function Attrs: nounwind
declare double @cabs(double noundef, double noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNSt12_Norm_helperILb1EE8_S_do_itIdEET_RKSt7complexIS2_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %5)
  store double %6, ptr %3, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
  store double %8, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %4, align 8
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13)
  ret double %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fadd double %12, %8
  %16 = fadd double %14, %9
  %17 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %16, ptr %18, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %6
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %12, ptr %13, align 8
  store double %11, ptr %14, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmIEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fsub double %9, %6
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %12, ptr %13, align 8
  store double %11, ptr %14, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmIIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fsub double %12, %8
  %16 = fsub double %14, %9
  %17 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %16, ptr %18, align 8
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!"branch_weights", i32 1, i32 1048575}
