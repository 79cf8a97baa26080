; ModuleID = 'fwd/08_matvec.c'
source_filename = "fwd/08_matvec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"y[%d]\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [20 x double], align 8
  %4 = alloca [20 x double], align 8
  %5 = alloca [20 x double], align 8
  %6 = alloca [20 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca [4 x double], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [5 x double], align 8
  %14 = alloca [5 x double], align 8
  %15 = alloca [5 x double], align 8
  %16 = alloca [5 x double], align 8
  %17 = alloca [32 x i8], align 1
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 1.000000e-05, ptr %2, align 8
  store i32 0, ptr %11, align 4
  br label %19

19:                                               ; preds = %63, %0
  %20 = load i32, ptr %11, align 4
  %21 = icmp slt i32 %20, 20
  br i1 %21, label %22, label %66

22:                                               ; preds = %19
  %23 = load i32, ptr %11, align 4
  %24 = mul nsw i32 %23, 7
  %25 = srem i32 %24, 11
  %26 = sitofp i32 %25 to double
  %27 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %26, double -1.000000e+00)
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %11, align 4
  %32 = mul nsw i32 %31, 3
  %33 = srem i32 %32, 5
  %34 = sitofp i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double %34, double 2.000000e-01, double -3.000000e-01)
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %37
  store double %35, ptr %38, align 8
  %39 = load i32, ptr %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %46, double %42)
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [20 x double], ptr %5, i64 0, i64 %49
  store double %47, ptr %50, align 8
  %51 = load i32, ptr %11, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load i32, ptr %11, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %58, double %54)
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %61
  store double %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %22
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %11, align 4
  br label %19, !llvm.loop !6

66:                                               ; preds = %19
  store i32 0, ptr %12, align 4
  br label %67

67:                                               ; preds = %109, %66
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 4
  br i1 %69, label %70, label %112

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4
  %72 = sitofp i32 %71 to double
  %73 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %72, double 1.000000e+00)
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = load i32, ptr %12, align 4
  %78 = and i32 %77, 1
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i64
  %81 = select i1 %79, double 0x3FE6666666666666, double -2.000000e-01
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %83
  store double %81, ptr %84, align 8
  %85 = load i32, ptr %12, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = call double @llvm.fmuladd.f64(double 1.000000e-05, double %92, double %88)
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %95
  store double %93, ptr %96, align 8
  %97 = load i32, ptr %12, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  %101 = load i32, ptr %12, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = call double @llvm.fmuladd.f64(double -1.000000e-05, double %104, double %100)
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %107
  store double %105, ptr %108, align 8
  br label %109

109:                                              ; preds = %70
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %12, align 4
  br label %67, !llvm.loop !8

112:                                              ; preds = %67
  %113 = load i32, ptr @enzyme_dup, align 4
  %114 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 0
  %115 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 0
  %116 = load i32, ptr @enzyme_dup, align 4
  %117 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 0
  %118 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 0
  %119 = load i32, ptr @enzyme_dup, align 4
  %120 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %121 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %122 = load i32, ptr @enzyme_const, align 4
  %123 = load i32, ptr @enzyme_const, align 4
  %124 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @matvec, i32 noundef %113, ptr noundef %114, ptr noundef %115, i32 noundef %116, ptr noundef %117, ptr noundef %118, i32 noundef %119, ptr noundef %120, ptr noundef %121, i32 noundef %122, i32 noundef 5, i32 noundef %123, i32 noundef 4)
  %125 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %126 = getelementptr inbounds [20 x double], ptr %5, i64 0, i64 0
  %127 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  call void @matvec(ptr noundef %125, ptr noundef %126, ptr noundef %127, i32 noundef 5, i32 noundef 4)
  %128 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 0
  %129 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 0
  %130 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  call void @matvec(ptr noundef %128, ptr noundef %129, ptr noundef %130, i32 noundef 5, i32 noundef 4)
  store i32 0, ptr %18, align 4
  br label %131

131:                                              ; preds = %153, %112
  %132 = load i32, ptr %18, align 4
  %133 = icmp slt i32 %132, 5
  br i1 %133, label %134, label %156

134:                                              ; preds = %131
  %135 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %136 = load i32, ptr %18, align 4
  %137 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %135, i64 noundef 32, ptr noundef @.str, i32 noundef %136) #4
  %138 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %139 = load i32, ptr %18, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %140
  %142 = load double, ptr %141, align 8
  %143 = load i32, ptr %18, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = load i32, ptr %18, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = fsub double %146, %150
  %152 = fdiv double %151, 2.000000e-05
  call void @check(ptr noundef %138, double noundef %142, double noundef %152)
  br label %153

153:                                              ; preds = %134
  %154 = load i32, ptr %18, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %18, align 4
  br label %131, !llvm.loop !9

156:                                              ; preds = %131
  %157 = load i32, ptr @fails, align 4
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i64
  %160 = select i1 %158, ptr @.str.2, ptr @.str.3
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %160)
  %162 = load i32, ptr @fails, align 4
  %163 = icmp ne i32 %162, 0
  %164 = zext i1 %163 to i32
  ret i32 %164
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matvec(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %57, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %60

18:                                               ; preds = %14
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %19

19:                                               ; preds = %40, %18
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %10, align 4
  %27 = mul nsw i32 %25, %26
  %28 = load i32, ptr %13, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %24, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %12, align 8
  %39 = call double @llvm.fmuladd.f64(double %32, double %37, double %38)
  store double %39, ptr %12, align 8
  br label %40

40:                                               ; preds = %23
  %41 = load i32, ptr %13, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %13, align 4
  br label %19, !llvm.loop !10

43:                                               ; preds = %19
  %44 = load double, ptr %12, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %10, align 4
  %48 = srem i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %45, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %44, %51
  %53 = load ptr, ptr %6, align 8
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  br label %57

57:                                               ; preds = %43
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %14, !llvm.loop !11

60:                                               ; preds = %14
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
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
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %7, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.3, ptr @.str.2
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
