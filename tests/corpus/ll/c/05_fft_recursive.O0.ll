; ModuleID = 'c/05_fft_recursive.c'
source_filename = "c/05_fft_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cplx = type { double, double }

@.str = private unnamed_addr constant [34 x i8] c"X[%2d] = %9.5f %+9.5fi  |X|=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"roundtrip ok: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"product coeffs:\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x %struct.cplx], align 16
  %3 = alloca [16 x %struct.cplx], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x %struct.cplx], align 16
  %9 = alloca [8 x %struct.cplx], align 16
  %10 = alloca i32, align 4
  %11 = alloca %struct.cplx, align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %42, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 16
  br i1 %15, label %16, label %45

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sitofp i32 %17 to double
  %19 = fmul double 0x4032D97C7F3321D2, %18
  %20 = fdiv double %19, 1.600000e+01
  %21 = call double @cos(double noundef %20) #7
  %22 = load i32, ptr %4, align 4
  %23 = sitofp i32 %22 to double
  %24 = fmul double 0x403F6A7A2955385E, %23
  %25 = fdiv double %24, 1.600000e+01
  %26 = call double @sin(double noundef %25) #7
  %27 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %26, double %21)
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.cplx, ptr %30, i32 0, i32 0
  store double %27, ptr %31, align 16
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.cplx, ptr %34, i32 0, i32 1
  store double 0.000000e+00, ptr %35, align 8
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x %struct.cplx], ptr %3, i64 0, i64 %37
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %40
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 %41, i64 16, i1 false)
  br label %42

42:                                               ; preds = %16
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %13, !llvm.loop !6

45:                                               ; preds = %13
  %46 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 0
  call void @fft(ptr noundef %46, i32 noundef 16, i32 noundef 0)
  store i32 0, ptr %5, align 4
  br label %47

47:                                               ; preds = %77, %45
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 16
  br i1 %49, label %50, label %80

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %53
  %55 = getelementptr inbounds %struct.cplx, ptr %54, i32 0, i32 0
  %56 = load double, ptr %55, align 16
  %57 = call double @clean(double noundef %56)
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.cplx, ptr %60, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = call double @clean(double noundef %62)
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.cplx, ptr %66, i32 0, i32 0
  %68 = load double, ptr %67, align 16
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %70
  %72 = getelementptr inbounds %struct.cplx, ptr %71, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = call double @hypot(double noundef %68, double noundef %73) #7
  %75 = call double @clean(double noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, double noundef %57, double noundef %63, double noundef %75)
  br label %77

77:                                               ; preds = %50
  %78 = load i32, ptr %5, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %5, align 4
  br label %47, !llvm.loop !8

80:                                               ; preds = %47
  %81 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 0
  call void @fft(ptr noundef %81, i32 noundef 16, i32 noundef 1)
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %82

82:                                               ; preds = %109, %80
  %83 = load i32, ptr %7, align 4
  %84 = icmp slt i32 %83, 16
  br i1 %84, label %85, label %112

85:                                               ; preds = %82
  %86 = load double, ptr %6, align 8
  %87 = load i32, ptr %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.cplx, ptr %89, i32 0, i32 0
  %91 = load double, ptr %90, align 16
  %92 = fdiv double %91, 1.600000e+01
  %93 = load i32, ptr %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x %struct.cplx], ptr %3, i64 0, i64 %94
  %96 = getelementptr inbounds %struct.cplx, ptr %95, i32 0, i32 0
  %97 = load double, ptr %96, align 16
  %98 = fsub double %92, %97
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = load i32, ptr %7, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %101
  %103 = getelementptr inbounds %struct.cplx, ptr %102, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = fdiv double %104, 1.600000e+01
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fadd double %99, %106
  %108 = call double @llvm.maxnum.f64(double %86, double %107)
  store double %108, ptr %6, align 8
  br label %109

109:                                              ; preds = %85
  %110 = load i32, ptr %7, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %7, align 4
  br label %82, !llvm.loop !9

112:                                              ; preds = %82
  %113 = load double, ptr %6, align 8
  %114 = fcmp olt double %113, 0x3D719799812DEA11
  %115 = zext i1 %114 to i32
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %115)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 128, i1 false)
  %117 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 0
  %118 = getelementptr inbounds %struct.cplx, ptr %117, i32 0, i32 0
  store double 1.000000e+00, ptr %118, align 16
  %119 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 1
  %120 = getelementptr inbounds %struct.cplx, ptr %119, i32 0, i32 0
  store double 2.000000e+00, ptr %120, align 16
  %121 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 2
  %122 = getelementptr inbounds %struct.cplx, ptr %121, i32 0, i32 0
  store double 3.000000e+00, ptr %122, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 128, i1 false)
  %123 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 0
  %124 = getelementptr inbounds %struct.cplx, ptr %123, i32 0, i32 0
  store double 4.000000e+00, ptr %124, align 16
  %125 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 1
  %126 = getelementptr inbounds %struct.cplx, ptr %125, i32 0, i32 0
  store double 5.000000e+00, ptr %126, align 16
  %127 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 3
  %128 = getelementptr inbounds %struct.cplx, ptr %127, i32 0, i32 0
  store double 6.000000e+00, ptr %128, align 16
  %129 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 0
  call void @fft(ptr noundef %129, i32 noundef 8, i32 noundef 0)
  %130 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i64 0, i64 0
  call void @fft(ptr noundef %130, i32 noundef 8, i32 noundef 0)
  store i32 0, ptr %10, align 4
  br label %131

131:                                              ; preds = %157, %112
  %132 = load i32, ptr %10, align 4
  %133 = icmp slt i32 %132, 8
  br i1 %133, label %134, label %160

134:                                              ; preds = %131
  %135 = load i32, ptr %10, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 %136
  %138 = load i32, ptr %10, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 %139
  %141 = load i32, ptr %10, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i64 0, i64 %142
  %144 = getelementptr inbounds { double, double }, ptr %140, i32 0, i32 0
  %145 = load double, ptr %144, align 16
  %146 = getelementptr inbounds { double, double }, ptr %140, i32 0, i32 1
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds { double, double }, ptr %143, i32 0, i32 0
  %149 = load double, ptr %148, align 16
  %150 = getelementptr inbounds { double, double }, ptr %143, i32 0, i32 1
  %151 = load double, ptr %150, align 8
  %152 = call { double, double } @c_mul(double %145, double %147, double %149, double %151)
  %153 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %154 = extractvalue { double, double } %152, 0
  store double %154, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %156 = extractvalue { double, double } %152, 1
  store double %156, ptr %155, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 8 %11, i64 16, i1 false)
  br label %157

157:                                              ; preds = %134
  %158 = load i32, ptr %10, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %10, align 4
  br label %131, !llvm.loop !10

160:                                              ; preds = %131
  %161 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 0
  call void @fft(ptr noundef %161, i32 noundef 8, i32 noundef 1)
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %12, align 4
  br label %163

163:                                              ; preds = %175, %160
  %164 = load i32, ptr %12, align 4
  %165 = icmp slt i32 %164, 8
  br i1 %165, label %166, label %178

166:                                              ; preds = %163
  %167 = load i32, ptr %12, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 %168
  %170 = getelementptr inbounds %struct.cplx, ptr %169, i32 0, i32 0
  %171 = load double, ptr %170, align 16
  %172 = fdiv double %171, 8.000000e+00
  %173 = call i64 @lround(double noundef %172) #7
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %173)
  br label %175

175:                                              ; preds = %166
  %176 = load i32, ptr %12, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %12, align 4
  br label %163, !llvm.loop !11

178:                                              ; preds = %163
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret i32 0
}

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fft(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.cplx, align 8
  %14 = alloca %struct.cplx, align 8
  %15 = alloca %struct.cplx, align 8
  %16 = alloca %struct.cplx, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %17 = load i32, ptr %5, align 4
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %20

19:                                               ; preds = %3
  br label %155

20:                                               ; preds = %3
  %21 = load i32, ptr %5, align 4
  %22 = sdiv i32 %21, 2
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 16, %24
  %26 = call noalias ptr @malloc(i64 noundef %25) #8
  store ptr %26, ptr %8, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = mul i64 16, %28
  %30 = call noalias ptr @malloc(i64 noundef %29) #8
  store ptr %30, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %55, %20
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %7, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %58

35:                                               ; preds = %31
  %36 = load ptr, ptr %8, align 8
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.cplx, ptr %36, i64 %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %10, align 4
  %42 = mul nsw i32 2, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds %struct.cplx, ptr %40, i64 %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %44, i64 16, i1 false)
  %45 = load ptr, ptr %9, align 8
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.cplx, ptr %45, i64 %47
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %10, align 4
  %51 = mul nsw i32 2, %50
  %52 = add nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.cplx, ptr %49, i64 %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %54, i64 16, i1 false)
  br label %55

55:                                               ; preds = %35
  %56 = load i32, ptr %10, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %10, align 4
  br label %31, !llvm.loop !12

58:                                               ; preds = %31
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %7, align 4
  %61 = load i32, ptr %6, align 4
  call void @fft(ptr noundef %59, i32 noundef %60, i32 noundef %61)
  %62 = load ptr, ptr %9, align 8
  %63 = load i32, ptr %7, align 4
  %64 = load i32, ptr %6, align 4
  call void @fft(ptr noundef %62, i32 noundef %63, i32 noundef %64)
  %65 = load i32, ptr %6, align 4
  %66 = icmp ne i32 %65, 0
  %67 = zext i1 %66 to i64
  %68 = select i1 %66, double 1.000000e+00, double -1.000000e+00
  store double %68, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %69

69:                                               ; preds = %149, %58
  %70 = load i32, ptr %12, align 4
  %71 = load i32, ptr %7, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %152

73:                                               ; preds = %69
  %74 = load double, ptr %11, align 8
  %75 = fmul double %74, 2.000000e+00
  %76 = fmul double %75, 0x400921FB54442D18
  %77 = load i32, ptr %12, align 4
  %78 = sitofp i32 %77 to double
  %79 = fmul double %76, %78
  %80 = load i32, ptr %5, align 4
  %81 = sitofp i32 %80 to double
  %82 = fdiv double %79, %81
  %83 = call { double, double } @c_expi(double noundef %82)
  %84 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %85 = extractvalue { double, double } %83, 0
  store double %85, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %87 = extractvalue { double, double } %83, 1
  store double %87, ptr %86, align 8
  %88 = load ptr, ptr %9, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds %struct.cplx, ptr %88, i64 %90
  %92 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds { double, double }, ptr %91, i32 0, i32 0
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %91, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = call { double, double } @c_mul(double %93, double %95, double %97, double %99)
  %101 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %102 = extractvalue { double, double } %100, 0
  store double %102, ptr %101, align 8
  %103 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %104 = extractvalue { double, double } %100, 1
  store double %104, ptr %103, align 8
  %105 = load ptr, ptr %4, align 8
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds %struct.cplx, ptr %105, i64 %107
  %109 = load ptr, ptr %8, align 8
  %110 = load i32, ptr %12, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds %struct.cplx, ptr %109, i64 %111
  %113 = getelementptr inbounds { double, double }, ptr %112, i32 0, i32 0
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds { double, double }, ptr %112, i32 0, i32 1
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  %121 = call { double, double } @c_add(double %114, double %116, double %118, double %120)
  %122 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %123 = extractvalue { double, double } %121, 0
  store double %123, ptr %122, align 8
  %124 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %125 = extractvalue { double, double } %121, 1
  store double %125, ptr %124, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %108, ptr align 8 %15, i64 16, i1 false)
  %126 = load ptr, ptr %4, align 8
  %127 = load i32, ptr %12, align 4
  %128 = load i32, ptr %7, align 4
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds %struct.cplx, ptr %126, i64 %130
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %12, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds %struct.cplx, ptr %132, i64 %134
  %136 = getelementptr inbounds { double, double }, ptr %135, i32 0, i32 0
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds { double, double }, ptr %135, i32 0, i32 1
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = call { double, double } @c_sub(double %137, double %139, double %141, double %143)
  %145 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %146 = extractvalue { double, double } %144, 0
  store double %146, ptr %145, align 8
  %147 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %148 = extractvalue { double, double } %144, 1
  store double %148, ptr %147, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %131, ptr align 8 %16, i64 16, i1 false)
  br label %149

149:                                              ; preds = %73
  %150 = load i32, ptr %12, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %12, align 4
  br label %69, !llvm.loop !13

152:                                              ; preds = %69
  %153 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %153) #7
  %154 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %154) #7
  br label %155

155:                                              ; preds = %152, %19
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @clean(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  %5 = fcmp olt double %4, 5.000000e-10
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  br label %9

9:                                                ; preds = %7, %6
  %10 = phi double [ 0.000000e+00, %6 ], [ %8, %7 ]
  ret double %10
}

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @c_mul(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.cplx, align 8
  %6 = alloca %struct.cplx, align 8
  %7 = alloca %struct.cplx, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = load { double, double }, ptr %5, align 8
  ret { double, double } %35
}

; Function Attrs: nounwind
declare i64 @lround(double noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @c_expi(double noundef %0) #0 {
  %2 = alloca %struct.cplx, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.cplx, ptr %2, i32 0, i32 0
  %5 = load double, ptr %3, align 8
  %6 = call double @cos(double noundef %5) #7
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.cplx, ptr %2, i32 0, i32 1
  %8 = load double, ptr %3, align 8
  %9 = call double @sin(double noundef %8) #7
  store double %9, ptr %7, align 8
  %10 = load { double, double }, ptr %2, align 8
  ret { double, double } %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @c_add(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.cplx, align 8
  %6 = alloca %struct.cplx, align 8
  %7 = alloca %struct.cplx, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @c_sub(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.cplx, align 8
  %6 = alloca %struct.cplx, align 8
  %7 = alloca %struct.cplx, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.cplx, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.cplx, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fsub double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
