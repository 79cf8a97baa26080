; ModuleID = 'c/05_fft_recursive.c'
source_filename = "c/05_fft_recursive.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.cplx = type { double, double }

@.str = private unnamed_addr constant [34 x i8] c"X[%2d] = %9.5f %+9.5fi  |X|=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"roundtrip ok: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"product coeffs:\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x %struct.cplx], align 8
  %3 = alloca [16 x %struct.cplx], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x %struct.cplx], align 8
  %9 = alloca [8 x %struct.cplx], align 8
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
  store double %27, ptr %31, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %41, i64 16, i1 false)
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
  %56 = load double, ptr %55, align 8
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
  %68 = load double, ptr %67, align 8
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
  %91 = load double, ptr %90, align 8
  %92 = fdiv double %91, 1.600000e+01
  %93 = load i32, ptr %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x %struct.cplx], ptr %3, i64 0, i64 %94
  %96 = getelementptr inbounds %struct.cplx, ptr %95, i32 0, i32 0
  %97 = load double, ptr %96, align 8
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
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 128, i1 false)
  %117 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 0
  %118 = getelementptr inbounds %struct.cplx, ptr %117, i32 0, i32 0
  store double 1.000000e+00, ptr %118, align 8
  %119 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 1
  %120 = getelementptr inbounds %struct.cplx, ptr %119, i32 0, i32 0
  store double 2.000000e+00, ptr %120, align 8
  %121 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i32 0, i32 2
  %122 = getelementptr inbounds %struct.cplx, ptr %121, i32 0, i32 0
  store double 3.000000e+00, ptr %122, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 128, i1 false)
  %123 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 0
  %124 = getelementptr inbounds %struct.cplx, ptr %123, i32 0, i32 0
  store double 4.000000e+00, ptr %124, align 8
  %125 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 1
  %126 = getelementptr inbounds %struct.cplx, ptr %125, i32 0, i32 0
  store double 5.000000e+00, ptr %126, align 8
  %127 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i32 0, i32 3
  %128 = getelementptr inbounds %struct.cplx, ptr %127, i32 0, i32 0
  store double 6.000000e+00, ptr %128, align 8
  %129 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 0
  call void @fft(ptr noundef %129, i32 noundef 8, i32 noundef 0)
  %130 = getelementptr inbounds [8 x %struct.cplx], ptr %9, i64 0, i64 0
  call void @fft(ptr noundef %130, i32 noundef 8, i32 noundef 0)
  store i32 0, ptr %10, align 4
  br label %131

131:                                              ; preds = %151, %112
  %132 = load i32, ptr %10, align 4
  %133 = icmp slt i32 %132, 8
  br i1 %133, label %134, label %154

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
  %144 = load [2 x double], ptr %140, align 8
  %145 = load [2 x double], ptr %143, align 8
  %146 = call %struct.cplx @c_mul([2 x double] alignstack(8) %144, [2 x double] alignstack(8) %145)
  %147 = getelementptr inbounds %struct.cplx, ptr %11, i32 0, i32 0
  %148 = extractvalue %struct.cplx %146, 0
  store double %148, ptr %147, align 8
  %149 = getelementptr inbounds %struct.cplx, ptr %11, i32 0, i32 1
  %150 = extractvalue %struct.cplx %146, 1
  store double %150, ptr %149, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %137, ptr align 8 %11, i64 16, i1 false)
  br label %151

151:                                              ; preds = %134
  %152 = load i32, ptr %10, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %10, align 4
  br label %131, !llvm.loop !10

154:                                              ; preds = %131
  %155 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 0
  call void @fft(ptr noundef %155, i32 noundef 8, i32 noundef 1)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %12, align 4
  br label %157

157:                                              ; preds = %169, %154
  %158 = load i32, ptr %12, align 4
  %159 = icmp slt i32 %158, 8
  br i1 %159, label %160, label %172

160:                                              ; preds = %157
  %161 = load i32, ptr %12, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x %struct.cplx], ptr %8, i64 0, i64 %162
  %164 = getelementptr inbounds %struct.cplx, ptr %163, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = fdiv double %165, 8.000000e+00
  %167 = call i64 @lround(double noundef %166) #7
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %167)
  br label %169

169:                                              ; preds = %160
  %170 = load i32, ptr %12, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %12, align 4
  br label %157, !llvm.loop !11

172:                                              ; preds = %157
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
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
  br label %137

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

69:                                               ; preds = %131, %58
  %70 = load i32, ptr %12, align 4
  %71 = load i32, ptr %7, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %134

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
  %83 = call %struct.cplx @c_expi(double noundef %82)
  %84 = getelementptr inbounds %struct.cplx, ptr %14, i32 0, i32 0
  %85 = extractvalue %struct.cplx %83, 0
  store double %85, ptr %84, align 8
  %86 = getelementptr inbounds %struct.cplx, ptr %14, i32 0, i32 1
  %87 = extractvalue %struct.cplx %83, 1
  store double %87, ptr %86, align 8
  %88 = load ptr, ptr %9, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds %struct.cplx, ptr %88, i64 %90
  %92 = load [2 x double], ptr %14, align 8
  %93 = load [2 x double], ptr %91, align 8
  %94 = call %struct.cplx @c_mul([2 x double] alignstack(8) %92, [2 x double] alignstack(8) %93)
  %95 = getelementptr inbounds %struct.cplx, ptr %13, i32 0, i32 0
  %96 = extractvalue %struct.cplx %94, 0
  store double %96, ptr %95, align 8
  %97 = getelementptr inbounds %struct.cplx, ptr %13, i32 0, i32 1
  %98 = extractvalue %struct.cplx %94, 1
  store double %98, ptr %97, align 8
  %99 = load ptr, ptr %4, align 8
  %100 = load i32, ptr %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds %struct.cplx, ptr %99, i64 %101
  %103 = load ptr, ptr %8, align 8
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds %struct.cplx, ptr %103, i64 %105
  %107 = load [2 x double], ptr %106, align 8
  %108 = load [2 x double], ptr %13, align 8
  %109 = call %struct.cplx @c_add([2 x double] alignstack(8) %107, [2 x double] alignstack(8) %108)
  %110 = getelementptr inbounds %struct.cplx, ptr %15, i32 0, i32 0
  %111 = extractvalue %struct.cplx %109, 0
  store double %111, ptr %110, align 8
  %112 = getelementptr inbounds %struct.cplx, ptr %15, i32 0, i32 1
  %113 = extractvalue %struct.cplx %109, 1
  store double %113, ptr %112, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %102, ptr align 8 %15, i64 16, i1 false)
  %114 = load ptr, ptr %4, align 8
  %115 = load i32, ptr %12, align 4
  %116 = load i32, ptr %7, align 4
  %117 = add nsw i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds %struct.cplx, ptr %114, i64 %118
  %120 = load ptr, ptr %8, align 8
  %121 = load i32, ptr %12, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds %struct.cplx, ptr %120, i64 %122
  %124 = load [2 x double], ptr %123, align 8
  %125 = load [2 x double], ptr %13, align 8
  %126 = call %struct.cplx @c_sub([2 x double] alignstack(8) %124, [2 x double] alignstack(8) %125)
  %127 = getelementptr inbounds %struct.cplx, ptr %16, i32 0, i32 0
  %128 = extractvalue %struct.cplx %126, 0
  store double %128, ptr %127, align 8
  %129 = getelementptr inbounds %struct.cplx, ptr %16, i32 0, i32 1
  %130 = extractvalue %struct.cplx %126, 1
  store double %130, ptr %129, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %119, ptr align 8 %16, i64 16, i1 false)
  br label %131

131:                                              ; preds = %73
  %132 = load i32, ptr %12, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %12, align 4
  br label %69, !llvm.loop !13

134:                                              ; preds = %69
  %135 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %135) #7
  %136 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %136) #7
  br label %137

137:                                              ; preds = %134, %19
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
define internal %struct.cplx @c_mul([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.cplx, align 8
  %4 = alloca %struct.cplx, align 8
  %5 = alloca %struct.cplx, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = call double @llvm.fmuladd.f64(double %20, double %22, double %27)
  store double %28, ptr %18, align 8
  %29 = load %struct.cplx, ptr %3, align 8
  ret %struct.cplx %29
}

; Function Attrs: nounwind
declare i64 @lround(double noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.cplx @c_expi(double noundef %0) #0 {
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
  %10 = load %struct.cplx, ptr %2, align 8
  ret %struct.cplx %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.cplx @c_add([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.cplx, align 8
  %4 = alloca %struct.cplx, align 8
  %5 = alloca %struct.cplx, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = load %struct.cplx, ptr %3, align 8
  ret %struct.cplx %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.cplx @c_sub([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.cplx, align 8
  %4 = alloca %struct.cplx, align 8
  %5 = alloca %struct.cplx, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fsub double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.cplx, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.cplx, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cplx, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = load %struct.cplx, ptr %3, align 8
  ret %struct.cplx %18
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
