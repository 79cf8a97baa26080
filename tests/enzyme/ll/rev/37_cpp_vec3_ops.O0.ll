; ModuleID = 'rev/37_cpp_vec3_ops.cpp'
source_filename = "rev/37_cpp_vec3_ops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec3 = type { double, double, double }
%class.Spring = type { %struct.Vec3, %struct.Vec3, double, double }

$_ZNK6Spring6energyEv = comdat any

$_ZN4Vec3pLERKS_ = comdat any

$_ZNK4Vec3miERKS_ = comdat any

$_ZNK4Vec310normalizedEv = comdat any

$_ZNK4Vec33dotERKS_ = comdat any

$_ZNK4Vec35crossERKS_ = comdat any

$_ZNK4Vec34normEv = comdat any

$_ZNK4Vec3mlEd = comdat any

@__const.main.p = private unnamed_addr constant [4 x %struct.Vec3] [%struct.Vec3 { double 1.000000e+00, double 2.000000e-01, double -3.000000e-01 }, %struct.Vec3 { double -5.000000e-01, double 1.100000e+00, double 4.000000e-01 }, %struct.Vec3 { double 3.000000e-01, double 0xBFE6666666666666, double 1.200000e+00 }, %struct.Vec3 { double 9.000000e-01, double 8.000000e-01, double 1.000000e-01 }], align 16
@__const.main.f = private unnamed_addr constant [4 x %struct.Vec3] [%struct.Vec3 { double 2.000000e-01, double 5.000000e-01, double -1.000000e+00 }, %struct.Vec3 { double 1.000000e+00, double -3.000000e-01, double 6.000000e-01 }, %struct.Vec3 { double -4.000000e-01, double 9.000000e-01, double 2.000000e-01 }, %struct.Vec3 { double 0x3FE6666666666666, double 1.000000e-01, double -5.000000e-01 }], align 16
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"torque d/d%c[%d]\00", align 1
@__const.main.s = private unnamed_addr constant %class.Spring { %struct.Vec3 { double 1.000000e-01, double 2.000000e-01, double 3.000000e-01 }, %struct.Vec3 { double 1.000000e+00, double -5.000000e-01, double 8.000000e-01 }, double 3.000000e+00, double 9.000000e-01 }, align 8
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"spring d/dscale\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"spring d/dfield[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x %struct.Vec3], align 16
  %4 = alloca [4 x %struct.Vec3], align 16
  %5 = alloca [4 x %struct.Vec3], align 16
  %6 = alloca [4 x %struct.Vec3], align 16
  %7 = alloca i32, align 4
  %8 = alloca [64 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca %class.Spring, align 8
  %17 = alloca %class.Spring, align 8
  %18 = alloca double, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.p, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.f, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 96, i1 false)
  store volatile i32 4, ptr %7, align 4
  %25 = load i32, ptr @enzyme_dup, align 4
  %26 = getelementptr inbounds [4 x %struct.Vec3], ptr %3, i64 0, i64 0
  %27 = getelementptr inbounds [4 x %struct.Vec3], ptr %5, i64 0, i64 0
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = getelementptr inbounds [4 x %struct.Vec3], ptr %4, i64 0, i64 0
  %30 = getelementptr inbounds [4 x %struct.Vec3], ptr %6, i64 0, i64 0
  %31 = load i32, ptr @enzyme_const, align 4
  %32 = load volatile i32, ptr %7, align 4
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL13torque_energyPK4Vec3S1_i, i32 noundef %25, ptr noundef %26, ptr noundef %27, i32 noundef %28, ptr noundef %29, ptr noundef %30, i32 noundef %31, i32 noundef %32)
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %106, %0
  %35 = load i32, ptr %9, align 4
  %36 = icmp slt i32 %35, 2
  br i1 %36, label %37, label %109

37:                                               ; preds = %34
  %38 = load i32, ptr %9, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %37
  br label %42

41:                                               ; preds = %37
  br label %42

42:                                               ; preds = %41, %40
  %43 = phi ptr [ %4, %40 ], [ %3, %41 ]
  %44 = getelementptr inbounds [4 x %struct.Vec3], ptr %43, i64 0, i64 0
  store ptr %44, ptr %10, align 8
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %42
  br label %49

48:                                               ; preds = %42
  br label %49

49:                                               ; preds = %48, %47
  %50 = phi ptr [ %6, %47 ], [ %5, %48 ]
  %51 = getelementptr inbounds [4 x %struct.Vec3], ptr %50, i64 0, i64 0
  store ptr %51, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %52

52:                                               ; preds = %102, %49
  %53 = load i32, ptr %12, align 4
  %54 = icmp slt i32 %53, 12
  br i1 %54, label %55, label %105

55:                                               ; preds = %52
  %56 = load ptr, ptr %10, align 8
  %57 = load i32, ptr %12, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %13, align 8
  %61 = load double, ptr %13, align 8
  %62 = fadd double %61, 0x3EB0C6F7A0B5ED8D
  %63 = load ptr, ptr %10, align 8
  %64 = load i32, ptr %12, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %62, ptr %66, align 8
  %67 = getelementptr inbounds [4 x %struct.Vec3], ptr %3, i64 0, i64 0
  %68 = getelementptr inbounds [4 x %struct.Vec3], ptr %4, i64 0, i64 0
  %69 = call noundef double @_ZL13torque_energyPK4Vec3S1_i(ptr noundef %67, ptr noundef %68, i32 noundef 4)
  store double %69, ptr %14, align 8
  %70 = load double, ptr %13, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = load ptr, ptr %10, align 8
  %73 = load i32, ptr %12, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %72, i64 %74
  store double %71, ptr %75, align 8
  %76 = getelementptr inbounds [4 x %struct.Vec3], ptr %3, i64 0, i64 0
  %77 = getelementptr inbounds [4 x %struct.Vec3], ptr %4, i64 0, i64 0
  %78 = call noundef double @_ZL13torque_energyPK4Vec3S1_i(ptr noundef %76, ptr noundef %77, i32 noundef 4)
  store double %78, ptr %15, align 8
  %79 = load double, ptr %13, align 8
  %80 = load ptr, ptr %10, align 8
  %81 = load i32, ptr %12, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %80, i64 %82
  store double %79, ptr %83, align 8
  %84 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %85 = load i32, ptr %9, align 4
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, i8 102, i8 112
  %89 = sext i8 %88 to i32
  %90 = load i32, ptr %12, align 4
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef 64, ptr noundef @.str, i32 noundef %89, i32 noundef %90) #7
  %92 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %93 = load ptr, ptr %11, align 8
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %93, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load double, ptr %14, align 8
  %99 = load double, ptr %15, align 8
  %100 = fsub double %98, %99
  %101 = fdiv double %100, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %92, double noundef %97, double noundef %101)
  br label %102

102:                                              ; preds = %55
  %103 = load i32, ptr %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %12, align 4
  br label %52, !llvm.loop !6

105:                                              ; preds = %52
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %9, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %9, align 4
  br label %34, !llvm.loop !8

109:                                              ; preds = %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.s, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 64, i1 false)
  %110 = load i32, ptr @enzyme_dup, align 4
  %111 = load i32, ptr @enzyme_out, align 4
  %112 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL13spring_energyPK6Springd, i32 noundef %110, ptr noundef %16, ptr noundef %17, i32 noundef %111, double noundef 1.700000e+00)
  store double %112, ptr %18, align 8
  %113 = load double, ptr %18, align 8
  %114 = call noundef double @_ZNK6Spring6energyEv(ptr noundef nonnull align 8 dereferenceable(64) %16)
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %113, double noundef %114)
  store ptr %16, ptr %19, align 8
  store ptr %17, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %115

115:                                              ; preds = %156, %109
  %116 = load i32, ptr %21, align 4
  %117 = icmp slt i32 %116, 8
  br i1 %117, label %118, label %159

118:                                              ; preds = %115
  %119 = load ptr, ptr %19, align 8
  %120 = load i32, ptr %21, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds double, ptr %119, i64 %121
  %123 = load double, ptr %122, align 8
  store double %123, ptr %22, align 8
  %124 = load double, ptr %22, align 8
  %125 = fadd double %124, 0x3EB0C6F7A0B5ED8D
  %126 = load ptr, ptr %19, align 8
  %127 = load i32, ptr %21, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds double, ptr %126, i64 %128
  store double %125, ptr %129, align 8
  %130 = call noundef double @_ZL13spring_energyPK6Springd(ptr noundef %16, double noundef 1.700000e+00)
  store double %130, ptr %23, align 8
  %131 = load double, ptr %22, align 8
  %132 = fsub double %131, 0x3EB0C6F7A0B5ED8D
  %133 = load ptr, ptr %19, align 8
  %134 = load i32, ptr %21, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds double, ptr %133, i64 %135
  store double %132, ptr %136, align 8
  %137 = call noundef double @_ZL13spring_energyPK6Springd(ptr noundef %16, double noundef 1.700000e+00)
  store double %137, ptr %24, align 8
  %138 = load double, ptr %22, align 8
  %139 = load ptr, ptr %19, align 8
  %140 = load i32, ptr %21, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds double, ptr %139, i64 %141
  store double %138, ptr %142, align 8
  %143 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %144 = load i32, ptr %21, align 4
  %145 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %143, i64 noundef 64, ptr noundef @.str.2, i32 noundef %144) #7
  %146 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %147 = load ptr, ptr %20, align 8
  %148 = load i32, ptr %21, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds double, ptr %147, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = load double, ptr %23, align 8
  %153 = load double, ptr %24, align 8
  %154 = fsub double %152, %153
  %155 = fdiv double %154, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %146, double noundef %151, double noundef %155)
  br label %156

156:                                              ; preds = %118
  %157 = load i32, ptr %21, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %21, align 4
  br label %115, !llvm.loop !9

159:                                              ; preds = %115
  %160 = load i32, ptr @_ZL5fails, align 4
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i64
  %163 = select i1 %161, ptr @.str.4, ptr @.str.5
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %163)
  %165 = load i32, ptr @_ZL5fails, align 4
  %166 = icmp ne i32 %165, 0
  %167 = zext i1 %166 to i32
  ret i32 %167
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL13torque_energyPK4Vec3S1_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #4 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Vec3, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Vec3, align 8
  %13 = alloca double, align 8
  %14 = alloca %struct.Vec3, align 8
  %15 = alloca %struct.Vec3, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  store i32 0, ptr %8, align 4
  br label %16

16:                                               ; preds = %26, %3
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.Vec3, ptr %21, i64 %23
  %25 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4Vec3pLERKS_(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %24)
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %16, !llvm.loop !10

29:                                               ; preds = %16
  %30 = load i32, ptr %6, align 4
  %31 = sitofp i32 %30 to double
  %32 = fdiv double 1.000000e+00, %31
  call void @_ZmldRK4Vec3(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %9, double noundef %32, ptr noundef nonnull align 8 dereferenceable(24) %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 24, i1 false)
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %33

33:                                               ; preds = %61, %29
  %34 = load i32, ptr %11, align 4
  %35 = load i32, ptr %6, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %64

37:                                               ; preds = %33
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.Vec3, ptr %38, i64 %40
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %12, ptr noundef nonnull align 8 dereferenceable(24) %41, ptr noundef nonnull align 8 dereferenceable(24) %7)
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.Vec3, ptr %42, i64 %44
  call void @_ZNK4Vec310normalizedEv(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %14, ptr noundef nonnull align 8 dereferenceable(24) %45)
  %46 = load ptr, ptr %5, align 8
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.Vec3, ptr %46, i64 %48
  %50 = call noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull align 8 dereferenceable(24) %49)
  store double %50, ptr %13, align 8
  %51 = load ptr, ptr %5, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.Vec3, ptr %51, i64 %53
  call void @_ZNK4Vec35crossERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %15, ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %54)
  %55 = call noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %15)
  %56 = load double, ptr %13, align 8
  %57 = load double, ptr %13, align 8
  %58 = call double @llvm.fmuladd.f64(double %56, double %57, double %55)
  %59 = load double, ptr %10, align 8
  %60 = fadd double %59, %58
  store double %60, ptr %10, align 8
  br label %61

61:                                               ; preds = %37
  %62 = load i32, ptr %11, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %11, align 4
  br label %33, !llvm.loop !11

64:                                               ; preds = %33
  %65 = load double, ptr %10, align 8
  ret double %65
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #4 {
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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
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
define internal noundef double @_ZL13spring_energyPK6Springd(ptr noundef %0, double noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef double @_ZNK6Spring6energyEv(ptr noundef nonnull align 8 dereferenceable(64) %6)
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Spring6energyEv(ptr noundef nonnull align 8 dereferenceable(64) %0) #4 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca %struct.Vec3, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %class.Spring, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %class.Spring, ptr %5, i32 0, i32 1
  call void @_ZNK4Vec3miERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %4, ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
  %8 = call noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %4)
  %9 = getelementptr inbounds %class.Spring, ptr %5, i32 0, i32 3
  %10 = load double, ptr %9, align 8
  %11 = fsub double %8, %10
  store double %11, ptr %3, align 8
  %12 = getelementptr inbounds %class.Spring, ptr %5, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = fmul double 5.000000e-01, %13
  %15 = load double, ptr %3, align 8
  %16 = fmul double %14, %15
  %17 = load double, ptr %3, align 8
  %18 = fmul double %16, %17
  ret double %18
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZN4Vec3pLERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Vec3, ptr %18, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fadd double %22, %20
  store double %23, ptr %21, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZmldRK4Vec3(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, double noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #4 {
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store double %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load double, ptr %4, align 8
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %6, double noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3miERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #4 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fsub double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fsub double %16, %19
  store double %20, ptr %14, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %22 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fsub double %23, %26
  store double %27, ptr %21, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec310normalizedEv(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %4)
  %6 = fdiv double 1.000000e+00, %5
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %4, double noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %12, %15
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %16)
  %18 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %20, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %22, double %17)
  ret double %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec35crossERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #4 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fmul double %14, %17
  %19 = fneg double %18
  %20 = call double @llvm.fmuladd.f64(double %9, double %12, double %19)
  store double %20, ptr %7, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %22 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %24, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Vec3, ptr %29, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  %32 = fmul double %28, %31
  %33 = fneg double %32
  %34 = call double @llvm.fmuladd.f64(double %23, double %26, double %33)
  store double %34, ptr %21, align 8
  %35 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %36 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.Vec3, ptr %38, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.Vec3, ptr %43, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fmul double %42, %45
  %47 = fneg double %46
  %48 = call double @llvm.fmuladd.f64(double %37, double %40, double %47)
  store double %48, ptr %35, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec34normEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %3)
  %5 = call double @sqrt(double noundef %4) #7
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3mlEd(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, double noundef %2) #4 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %5, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %5, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  %17 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %5, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %17, align 8
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
