; ModuleID = 'cpp/07_dual_numbers.cpp'
source_filename = "cpp/07_dual_numbers.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.anon = type { i8 }
%class.anon.0 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Dual = type { double, double }

$_Z2f1IdET_S0_ = comdat any

$_Z2f2IdET_S0_ = comdat any

$_Z5rosenI4DualET_S1_S1_ = comdat any

$_ZN4DualC2Edd = comdat any

$_Z5rosenIdET_S0_S0_ = comdat any

$_Zmi4DualS_ = comdat any

$_Z2f3I4DualET_S1_ = comdat any

$_Z3pow4Duald = comdat any

$_Z2f1I4DualET_S1_ = comdat any

$_Zpl4DualS_ = comdat any

$_Zml4DualS_ = comdat any

$_Z2f2I4DualET_S1_ = comdat any

$_Z3sin4Dual = comdat any

$_Z3exp4Dual = comdat any

$_Zdv4DualS_ = comdat any

$_Zng4Dual = comdat any

$_Z3log4Dual = comdat any

$_Z4sqrt4Dual = comdat any

@.str = private unnamed_addr constant [3 x i8] c"f1\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"f3\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"plain double f1(2)=%.4f f2(0.5)=%.9f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"iter %5d x=%.8f y=%.8f f=%.3e\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"f3(z)=0.3 at z=%.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"d/dx x^3.5 at 2: %.10f (exact %.10f)\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%-4s x=%5.2f f=%.10f f'=%.10f  |f'-fd|<1e-6: %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %class.anon, align 1
  %4 = alloca %class.anon.0, align 1
  %5 = alloca %class.anon.2, align 1
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  %14 = alloca double, align 8
  %15 = alloca %struct.Dual, align 8
  %16 = alloca %struct.Dual, align 8
  %17 = alloca %struct.Dual, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.Dual, align 8
  %21 = alloca %struct.Dual, align 8
  %22 = alloca %struct.Dual, align 8
  %23 = alloca %struct.Dual, align 8
  %24 = alloca %struct.Dual, align 8
  %25 = alloca %struct.Dual, align 8
  store i32 0, ptr %1, align 4
  store double -1.500000e+00, ptr %2, align 8
  br label %26

26:                                               ; preds = %33, %0
  %27 = load double, ptr %2, align 8
  %28 = fcmp ole double %27, 1.500000e+00
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = load double, ptr %2, align 8
  call void @"_ZL5checkIZ4mainE3$_0EvPKcT_d"(ptr noundef @.str, double noundef %30)
  %31 = load double, ptr %2, align 8
  call void @"_ZL5checkIZ4mainE3$_1EvPKcT_d"(ptr noundef @.str.1, double noundef %31)
  %32 = load double, ptr %2, align 8
  call void @"_ZL5checkIZ4mainE3$_2EvPKcT_d"(ptr noundef @.str.2, double noundef %32)
  br label %33

33:                                               ; preds = %29
  %34 = load double, ptr %2, align 8
  %35 = fadd double %34, 1.000000e+00
  store double %35, ptr %2, align 8
  br label %26, !llvm.loop !6

36:                                               ; preds = %26
  %37 = call noundef double @_Z2f1IdET_S0_(double noundef 2.000000e+00)
  %38 = call noundef double @_Z2f2IdET_S0_(double noundef 5.000000e-01)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %37, double noundef %38)
  store double -1.200000e+00, ptr %6, align 8
  store double 1.000000e+00, ptr %7, align 8
  store double 1.000000e-03, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %40

40:                                               ; preds = %102, %36
  %41 = load i32, ptr %9, align 4
  %42 = icmp slt i32 %41, 20000
  br i1 %42, label %43, label %105

43:                                               ; preds = %40
  %44 = load double, ptr %6, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %12, double noundef %44, double noundef 1.000000e+00)
  %45 = load double, ptr %7, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %45, double noundef 0.000000e+00)
  %46 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = call { double, double } @_Z5rosenI4DualET_S1_S1_(double %47, double %49, double %51, double %53)
  %55 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %56 = extractvalue { double, double } %54, 0
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %58 = extractvalue { double, double } %54, 1
  store double %58, ptr %57, align 8
  %59 = getelementptr inbounds %struct.Dual, ptr %11, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  store double %60, ptr %10, align 8
  %61 = load double, ptr %6, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %16, double noundef %61, double noundef 0.000000e+00)
  %62 = load double, ptr %7, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %17, double noundef %62, double noundef 1.000000e+00)
  %63 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %70 = load double, ptr %69, align 8
  %71 = call { double, double } @_Z5rosenI4DualET_S1_S1_(double %64, double %66, double %68, double %70)
  %72 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %73 = extractvalue { double, double } %71, 0
  store double %73, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %75 = extractvalue { double, double } %71, 1
  store double %75, ptr %74, align 8
  %76 = getelementptr inbounds %struct.Dual, ptr %15, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  store double %77, ptr %14, align 8
  %78 = load double, ptr %8, align 8
  %79 = load double, ptr %10, align 8
  %80 = load double, ptr %6, align 8
  %81 = fneg double %78
  %82 = call double @llvm.fmuladd.f64(double %81, double %79, double %80)
  store double %82, ptr %6, align 8
  %83 = load double, ptr %8, align 8
  %84 = load double, ptr %14, align 8
  %85 = load double, ptr %7, align 8
  %86 = fneg double %83
  %87 = call double @llvm.fmuladd.f64(double %86, double %84, double %85)
  store double %87, ptr %7, align 8
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  %90 = srem i32 %89, 5000
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %101

92:                                               ; preds = %43
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 %93, 1
  %95 = load double, ptr %6, align 8
  %96 = load double, ptr %7, align 8
  %97 = load double, ptr %6, align 8
  %98 = load double, ptr %7, align 8
  %99 = call noundef double @_Z5rosenIdET_S0_S0_(double noundef %97, double noundef %98)
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %94, double noundef %95, double noundef %96, double noundef %99)
  br label %101

101:                                              ; preds = %92, %43
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %9, align 4
  br label %40, !llvm.loop !8

105:                                              ; preds = %40
  store double 1.000000e+00, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %106

106:                                              ; preds = %140, %105
  %107 = load i32, ptr %19, align 4
  %108 = icmp slt i32 %107, 30
  br i1 %108, label %109, label %143

109:                                              ; preds = %106
  %110 = load double, ptr %18, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %22, double noundef %110, double noundef 1.000000e+00)
  %111 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = call { double, double } @_Z2f3I4DualET_S1_(double %112, double %114)
  %116 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %117 = extractvalue { double, double } %115, 0
  store double %117, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %119 = extractvalue { double, double } %115, 1
  store double %119, ptr %118, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %23, double noundef 3.000000e-01, double noundef 0.000000e+00)
  %120 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %123 = load double, ptr %122, align 8
  %124 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %125 = load double, ptr %124, align 8
  %126 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %127 = load double, ptr %126, align 8
  %128 = call { double, double } @_Zmi4DualS_(double %121, double %123, double %125, double %127)
  %129 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %130 = extractvalue { double, double } %128, 0
  store double %130, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %132 = extractvalue { double, double } %128, 1
  store double %132, ptr %131, align 8
  %133 = getelementptr inbounds %struct.Dual, ptr %20, i32 0, i32 0
  %134 = load double, ptr %133, align 8
  %135 = getelementptr inbounds %struct.Dual, ptr %20, i32 0, i32 1
  %136 = load double, ptr %135, align 8
  %137 = fdiv double %134, %136
  %138 = load double, ptr %18, align 8
  %139 = fsub double %138, %137
  store double %139, ptr %18, align 8
  br label %140

140:                                              ; preds = %109
  %141 = load i32, ptr %19, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %19, align 4
  br label %106, !llvm.loop !9

143:                                              ; preds = %106
  %144 = load double, ptr %18, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %144)
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %25, double noundef 2.000000e+00, double noundef 1.000000e+00)
  %146 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %149 = load double, ptr %148, align 8
  %150 = call { double, double } @_Z3pow4Duald(double %147, double %149, double noundef 3.500000e+00)
  %151 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %152 = extractvalue { double, double } %150, 0
  store double %152, ptr %151, align 8
  %153 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  %154 = extractvalue { double, double } %150, 1
  store double %154, ptr %153, align 8
  %155 = getelementptr inbounds %struct.Dual, ptr %24, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  %157 = call double @pow(double noundef 2.000000e+00, double noundef 2.500000e+00) #6
  %158 = fmul double 3.500000e+00, %157
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %156, double noundef %158)
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZL5checkIZ4mainE3$_0EvPKcT_d"(ptr noundef %0, double noundef %1) #1 {
  %3 = alloca %class.anon, align 1
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %14 = load double, ptr %5, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef %14, double noundef 1.000000e+00)
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = call { double, double } @"_ZZ4mainENK3$_0clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %16, double %18)
  %20 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %21 = extractvalue { double, double } %19, 0
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %23 = extractvalue { double, double } %19, 1
  store double %23, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %8, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %8, align 8
  %26 = fadd double %24, %25
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %11, double noundef %26, double noundef 0.000000e+00)
  %27 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = call { double, double } @"_ZZ4mainENK3$_0clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %28, double %30)
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = extractvalue { double, double } %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = extractvalue { double, double } %31, 1
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Dual, ptr %10, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %8, align 8
  %40 = fsub double %38, %39
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %40, double noundef 0.000000e+00)
  %41 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = call { double, double } @"_ZZ4mainENK3$_0clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %42, double %44)
  %46 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %47 = extractvalue { double, double } %45, 0
  store double %47, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %49 = extractvalue { double, double } %45, 1
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.Dual, ptr %12, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = fsub double %37, %51
  %53 = load double, ptr %8, align 8
  %54 = fmul double 2.000000e+00, %53
  %55 = fdiv double %52, %54
  store double %55, ptr %9, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = load double, ptr %5, align 8
  %58 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %9, align 8
  %65 = fsub double %63, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp olt double %66, 0x3EB0C6F7A0B5ED8D
  %68 = zext i1 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %56, double noundef %57, double noundef %59, double noundef %61, i32 noundef %68)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZL5checkIZ4mainE3$_1EvPKcT_d"(ptr noundef %0, double noundef %1) #1 {
  %3 = alloca %class.anon.0, align 1
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %14 = load double, ptr %5, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef %14, double noundef 1.000000e+00)
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = call { double, double } @"_ZZ4mainENK3$_1clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %16, double %18)
  %20 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %21 = extractvalue { double, double } %19, 0
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %23 = extractvalue { double, double } %19, 1
  store double %23, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %8, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %8, align 8
  %26 = fadd double %24, %25
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %11, double noundef %26, double noundef 0.000000e+00)
  %27 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = call { double, double } @"_ZZ4mainENK3$_1clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %28, double %30)
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = extractvalue { double, double } %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = extractvalue { double, double } %31, 1
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Dual, ptr %10, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %8, align 8
  %40 = fsub double %38, %39
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %40, double noundef 0.000000e+00)
  %41 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = call { double, double } @"_ZZ4mainENK3$_1clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %42, double %44)
  %46 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %47 = extractvalue { double, double } %45, 0
  store double %47, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %49 = extractvalue { double, double } %45, 1
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.Dual, ptr %12, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = fsub double %37, %51
  %53 = load double, ptr %8, align 8
  %54 = fmul double 2.000000e+00, %53
  %55 = fdiv double %52, %54
  store double %55, ptr %9, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = load double, ptr %5, align 8
  %58 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %9, align 8
  %65 = fsub double %63, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp olt double %66, 0x3EB0C6F7A0B5ED8D
  %68 = zext i1 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %56, double noundef %57, double noundef %59, double noundef %61, i32 noundef %68)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZL5checkIZ4mainE3$_2EvPKcT_d"(ptr noundef %0, double noundef %1) #1 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %14 = load double, ptr %5, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef %14, double noundef 1.000000e+00)
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = call { double, double } @"_ZZ4mainENK3$_2clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %16, double %18)
  %20 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %21 = extractvalue { double, double } %19, 0
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %23 = extractvalue { double, double } %19, 1
  store double %23, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %8, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %8, align 8
  %26 = fadd double %24, %25
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %11, double noundef %26, double noundef 0.000000e+00)
  %27 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = call { double, double } @"_ZZ4mainENK3$_2clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %28, double %30)
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = extractvalue { double, double } %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = extractvalue { double, double } %31, 1
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Dual, ptr %10, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %8, align 8
  %40 = fsub double %38, %39
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %40, double noundef 0.000000e+00)
  %41 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = call { double, double } @"_ZZ4mainENK3$_2clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %3, double %42, double %44)
  %46 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %47 = extractvalue { double, double } %45, 0
  store double %47, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %49 = extractvalue { double, double } %45, 1
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.Dual, ptr %12, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = fsub double %37, %51
  %53 = load double, ptr %8, align 8
  %54 = fmul double 2.000000e+00, %53
  %55 = fdiv double %52, %54
  store double %55, ptr %9, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = load double, ptr %5, align 8
  %58 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %9, align 8
  %65 = fsub double %63, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp olt double %66, 0x3EB0C6F7A0B5ED8D
  %68 = zext i1 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %56, double noundef %57, double noundef %59, double noundef %61, i32 noundef %68)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z2f1IdET_S0_(double noundef %0) #1 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = fmul double 2.000000e+00, %7
  %9 = fneg double %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = fadd double %10, 1.000000e+00
  ret double %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z2f2IdET_S0_(double noundef %0) #1 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fneg double %5
  %7 = load double, ptr %2, align 8
  %8 = fmul double %6, %7
  %9 = fdiv double %8, 4.000000e+00
  %10 = call double @exp(double noundef %9) #6
  %11 = fmul double %4, %10
  ret double %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z5rosenI4DualET_S1_S1_(double %0, double %1, double %2, double %3) #1 comdat {
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca %struct.Dual, align 8
  %9 = alloca %struct.Dual, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  %14 = alloca %struct.Dual, align 8
  %15 = alloca %struct.Dual, align 8
  %16 = alloca %struct.Dual, align 8
  %17 = alloca %struct.Dual, align 8
  %18 = alloca %struct.Dual, align 8
  %19 = alloca %struct.Dual, align 8
  %20 = alloca %struct.Dual, align 8
  %21 = alloca %struct.Dual, align 8
  %22 = alloca %struct.Dual, align 8
  %23 = alloca %struct.Dual, align 8
  %24 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %24, align 8
  %25 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %25, align 8
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %26, align 8
  %27 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %27, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %9, double noundef 1.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 16, i1 false)
  %28 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = call { double, double } @_Zmi4DualS_(double %29, double %31, double %33, double %35)
  %37 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %38 = extractvalue { double, double } %36, 0
  store double %38, ptr %37, align 8
  %39 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %40 = extractvalue { double, double } %36, 1
  store double %40, ptr %39, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %7, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %6, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %6, i64 16, i1 false)
  %41 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = call { double, double } @_Zml4DualS_(double %42, double %44, double %46, double %48)
  %50 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %51 = extractvalue { double, double } %49, 0
  store double %51, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %53 = extractvalue { double, double } %49, 1
  store double %53, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = call { double, double } @_Zmi4DualS_(double %55, double %57, double %59, double %61)
  %63 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %64 = extractvalue { double, double } %62, 0
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %66 = extractvalue { double, double } %62, 1
  store double %66, ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %8, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 16, i1 false)
  %67 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = call { double, double } @_Zml4DualS_(double %68, double %70, double %72, double %74)
  %76 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %77 = extractvalue { double, double } %75, 0
  store double %77, ptr %76, align 8
  %78 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %79 = extractvalue { double, double } %75, 1
  store double %79, ptr %78, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %21, double noundef 1.000000e+02, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %11, i64 16, i1 false)
  %80 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = call { double, double } @_Zml4DualS_(double %81, double %83, double %85, double %87)
  %89 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %90 = extractvalue { double, double } %88, 0
  store double %90, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %92 = extractvalue { double, double } %88, 1
  store double %92, ptr %91, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %11, i64 16, i1 false)
  %93 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = call { double, double } @_Zml4DualS_(double %94, double %96, double %98, double %100)
  %102 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %103 = extractvalue { double, double } %101, 0
  store double %103, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %105 = extractvalue { double, double } %101, 1
  store double %105, ptr %104, align 8
  %106 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %107 = load double, ptr %106, align 8
  %108 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %113 = load double, ptr %112, align 8
  %114 = call { double, double } @_Zpl4DualS_(double %107, double %109, double %111, double %113)
  %115 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %116 = extractvalue { double, double } %114, 0
  store double %116, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %118 = extractvalue { double, double } %114, 1
  store double %118, ptr %117, align 8
  %119 = load { double, double }, ptr %5, align 8
  ret { double, double } %119
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %9 = load double, ptr %5, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 1
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z5rosenIdET_S0_S0_(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = fsub double 1.000000e+00, %7
  store double %8, ptr %5, align 8
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %3, align 8
  %12 = fneg double %10
  %13 = call double @llvm.fmuladd.f64(double %12, double %11, double %9)
  store double %13, ptr %6, align 8
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = fmul double 1.000000e+02, %16
  %18 = load double, ptr %6, align 8
  %19 = fmul double %17, %18
  %20 = call double @llvm.fmuladd.f64(double %14, double %15, double %19)
  ret double %20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Zmi4DualS_(double %0, double %1, double %2, double %3) #1 comdat {
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fsub double %13, %15
  %17 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fsub double %18, %20
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %16, double noundef %21)
  %22 = load { double, double }, ptr %5, align 8
  ret { double, double } %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z2f3I4DualET_S1_(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca %struct.Dual, align 8
  %9 = alloca %struct.Dual, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  %14 = alloca %struct.Dual, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %15, align 8
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %16, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef 1.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 16, i1 false)
  %17 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = call { double, double } @_Zml4DualS_(double %18, double %20, double %22, double %24)
  %26 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %27 = extractvalue { double, double } %25, 0
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %29 = extractvalue { double, double } %25, 1
  store double %29, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = call { double, double } @_Zpl4DualS_(double %31, double %33, double %35, double %37)
  %39 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %40 = extractvalue { double, double } %38, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %42 = extractvalue { double, double } %38, 1
  store double %42, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = call { double, double } @_Z3log4Dual(double %44, double %46)
  %48 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %49 = extractvalue { double, double } %47, 0
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %51 = extractvalue { double, double } %47, 1
  store double %51, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %4, i64 16, i1 false)
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %14, double noundef 2.000000e+00, double noundef 0.000000e+00)
  %52 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = call { double, double } @_Zpl4DualS_(double %53, double %55, double %57, double %59)
  %61 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %62 = extractvalue { double, double } %60, 0
  store double %62, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %64 = extractvalue { double, double } %60, 1
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = call { double, double } @_Z4sqrt4Dual(double %66, double %68)
  %70 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %71 = extractvalue { double, double } %69, 0
  store double %71, ptr %70, align 8
  %72 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %73 = extractvalue { double, double } %69, 1
  store double %73, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call { double, double } @_Zdv4DualS_(double %75, double %77, double %79, double %81)
  %83 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %84 = extractvalue { double, double } %82, 0
  store double %84, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %86 = extractvalue { double, double } %82, 1
  store double %86, ptr %85, align 8
  %87 = load { double, double }, ptr %3, align 8
  ret { double, double } %87
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z3pow4Duald(double %0, double %1, double noundef %2) #1 comdat {
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  store double %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Dual, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load double, ptr %6, align 8
  %12 = call double @pow(double noundef %10, double noundef %11) #6
  %13 = getelementptr inbounds %struct.Dual, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  %17 = getelementptr inbounds %struct.Dual, ptr %5, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %6, align 8
  %20 = fsub double %19, 1.000000e+00
  %21 = call double @pow(double noundef %18, double noundef %20) #6
  %22 = fmul double %16, %21
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %4, double noundef %12, double noundef %22)
  %23 = load { double, double }, ptr %4, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { double, double } @"_ZZ4mainENK3$_0clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %0, double %1, double %2) #1 align 2 {
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 16, i1 false)
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call { double, double } @_Z2f1I4DualET_S1_(double %12, double %14)
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %17 = extractvalue { double, double } %15, 0
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %19 = extractvalue { double, double } %15, 1
  store double %19, ptr %18, align 8
  %20 = load { double, double }, ptr %4, align 8
  ret { double, double } %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z2f1I4DualET_S1_(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca %struct.Dual, align 8
  %9 = alloca %struct.Dual, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  %14 = alloca %struct.Dual, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %15, align 8
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %4, i64 16, i1 false)
  %17 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = call { double, double } @_Zml4DualS_(double %18, double %20, double %22, double %24)
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %27 = extractvalue { double, double } %25, 0
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %29 = extractvalue { double, double } %25, 1
  store double %29, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 16, i1 false)
  %30 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = call { double, double } @_Zml4DualS_(double %31, double %33, double %35, double %37)
  %39 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %40 = extractvalue { double, double } %38, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %42 = extractvalue { double, double } %38, 1
  store double %42, ptr %41, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %12, double noundef 2.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %4, i64 16, i1 false)
  %43 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = call { double, double } @_Zml4DualS_(double %44, double %46, double %48, double %50)
  %52 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %53 = extractvalue { double, double } %51, 0
  store double %53, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %55 = extractvalue { double, double } %51, 1
  store double %55, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = call { double, double } @_Zmi4DualS_(double %57, double %59, double %61, double %63)
  %65 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %66 = extractvalue { double, double } %64, 0
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %68 = extractvalue { double, double } %64, 1
  store double %68, ptr %67, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %14, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %69 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = call { double, double } @_Zpl4DualS_(double %70, double %72, double %74, double %76)
  %78 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %79 = extractvalue { double, double } %77, 0
  store double %79, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %81 = extractvalue { double, double } %77, 1
  store double %81, ptr %80, align 8
  %82 = load { double, double }, ptr %3, align 8
  ret { double, double } %82
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Zpl4DualS_(double %0, double %1, double %2, double %3) #1 comdat {
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fadd double %13, %15
  %17 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fadd double %18, %20
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %16, double noundef %21)
  %22 = load { double, double }, ptr %5, align 8
  ret { double, double } %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Zml4DualS_(double %0, double %1, double %2, double %3) #1 comdat {
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %24
  %26 = call double @llvm.fmuladd.f64(double %18, double %20, double %25)
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %16, double noundef %26)
  %27 = load { double, double }, ptr %5, align 8
  ret { double, double } %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { double, double } @"_ZZ4mainENK3$_1clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %0, double %1, double %2) #1 align 2 {
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 16, i1 false)
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call { double, double } @_Z2f2I4DualET_S1_(double %12, double %14)
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %17 = extractvalue { double, double } %15, 0
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %19 = extractvalue { double, double } %15, 1
  store double %19, ptr %18, align 8
  %20 = load { double, double }, ptr %4, align 8
  ret { double, double } %20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z2f2I4DualET_S1_(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = alloca %struct.Dual, align 8
  %9 = alloca %struct.Dual, align 8
  %10 = alloca %struct.Dual, align 8
  %11 = alloca %struct.Dual, align 8
  %12 = alloca %struct.Dual, align 8
  %13 = alloca %struct.Dual, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %4, i64 16, i1 false)
  %16 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = call { double, double } @_Z3sin4Dual(double %17, double %19)
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = extractvalue { double, double } %20, 0
  store double %22, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = extractvalue { double, double } %20, 1
  store double %24, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %4, i64 16, i1 false)
  %25 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call { double, double } @_Zng4Dual(double %26, double %28)
  %30 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %31 = extractvalue { double, double } %29, 0
  store double %31, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %33 = extractvalue { double, double } %29, 1
  store double %33, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %4, i64 16, i1 false)
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = call { double, double } @_Zml4DualS_(double %35, double %37, double %39, double %41)
  %43 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %44 = extractvalue { double, double } %42, 0
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %46 = extractvalue { double, double } %42, 1
  store double %46, ptr %45, align 8
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef 4.000000e+00, double noundef 0.000000e+00)
  %47 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = call { double, double } @_Zdv4DualS_(double %48, double %50, double %52, double %54)
  %56 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %57 = extractvalue { double, double } %55, 0
  store double %57, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %59 = extractvalue { double, double } %55, 1
  store double %59, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = call { double, double } @_Z3exp4Dual(double %61, double %63)
  %65 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %66 = extractvalue { double, double } %64, 0
  store double %66, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %68 = extractvalue { double, double } %64, 1
  store double %68, ptr %67, align 8
  %69 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = call { double, double } @_Zml4DualS_(double %70, double %72, double %74, double %76)
  %78 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %79 = extractvalue { double, double } %77, 0
  store double %79, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %81 = extractvalue { double, double } %77, 1
  store double %81, ptr %80, align 8
  %82 = load { double, double }, ptr %3, align 8
  ret { double, double } %82
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z3sin4Dual(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = call double @sin(double noundef %8) #6
  %10 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = call double @cos(double noundef %13) #6
  %15 = fmul double %11, %14
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %9, double noundef %15)
  %16 = load { double, double }, ptr %3, align 8
  ret { double, double } %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z3exp4Dual(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = call double @exp(double noundef %9) #6
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %11, double noundef %15)
  %16 = load { double, double }, ptr %3, align 8
  ret { double, double } %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Zdv4DualS_(double %0, double %1, double %2, double %3) #1 comdat {
  %5 = alloca %struct.Dual, align 8
  %6 = alloca %struct.Dual, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fdiv double %13, %15
  %17 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Dual, ptr %6, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26)
  %28 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds %struct.Dual, ptr %7, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = fmul double %29, %31
  %33 = fdiv double %27, %32
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %16, double noundef %33)
  %34 = load { double, double }, ptr %5, align 8
  ret { double, double } %34
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Zng4Dual(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  %10 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fneg double %11
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %9, double noundef %12)
  %13 = load { double, double }, ptr %3, align 8
  ret { double, double } %13
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z3log4Dual(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = call double @log(double noundef %8) #6
  %10 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fdiv double %11, %13
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %9, double noundef %14)
  %15 = load { double, double }, ptr %3, align 8
  ret { double, double } %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_Z4sqrt4Dual(double %0, double %1) #1 comdat {
  %3 = alloca %struct.Dual, align 8
  %4 = alloca %struct.Dual, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = call double @sqrt(double noundef %9) #6
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Dual, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double 2.000000e+00, %14
  %16 = fdiv double %13, %15
  call void @_ZN4DualC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %11, double noundef %16)
  %17 = load { double, double }, ptr %3, align 8
  ret { double, double } %17
}

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { double, double } @"_ZZ4mainENK3$_2clE4Dual"(ptr noundef nonnull align 1 dereferenceable(1) %0, double %1, double %2) #1 align 2 {
  %4 = alloca %struct.Dual, align 8
  %5 = alloca %struct.Dual, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Dual, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 16, i1 false)
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call { double, double } @_Z2f3I4DualET_S1_(double %12, double %14)
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %17 = extractvalue { double, double } %15, 0
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %19 = extractvalue { double, double } %15, 1
  store double %19, ptr %18, align 8
  %20 = load { double, double }, ptr %4, align 8
  ret { double, double } %20
}

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!9 = distinct !{!9, !7}
