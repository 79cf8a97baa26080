; ModuleID = 'c/35_mandelbrot.c'
source_filename = "c/35_mandelbrot.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"|%s|\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"total iterations=%ld inside=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"histogram:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"julia total=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca [10 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca [80 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store i32 72, ptr %3, align 4
  store i32 28, ptr %4, align 4
  store i32 200, ptr %5, align 4
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 40, i1 false)
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %88, %0
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 28
  br i1 %23, label %24, label %91

24:                                               ; preds = %21
  store i32 0, ptr %11, align 4
  br label %25

25:                                               ; preds = %81, %24
  %26 = load i32, ptr %11, align 4
  %27 = icmp slt i32 %26, 72
  br i1 %27, label %28, label %84

28:                                               ; preds = %25
  %29 = load i32, ptr %11, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 3.000000e+00, %30
  %32 = fdiv double %31, 7.100000e+01
  %33 = fadd double -2.200000e+00, %32
  store double %33, ptr %12, align 8
  %34 = load i32, ptr %9, align 4
  %35 = sitofp i32 %34 to double
  %36 = fmul double 2.400000e+00, %35
  %37 = fdiv double %36, 2.700000e+01
  %38 = fadd double -1.200000e+00, %37
  store double %38, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = load double, ptr %13, align 8
  %41 = call i32 @mandel_iter(double noundef %39, double noundef %40, i32 noundef 200)
  store i32 %41, ptr %14, align 4
  %42 = load i32, ptr %14, align 4
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %6, align 8
  %45 = add nsw i64 %44, %43
  store i64 %45, ptr %6, align 8
  %46 = load i32, ptr %14, align 4
  %47 = icmp eq i32 %46, 200
  br i1 %47, label %48, label %51

48:                                               ; preds = %28
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %51

51:                                               ; preds = %48, %28
  %52 = load i32, ptr %14, align 4
  %53 = icmp eq i32 %52, 200
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  br label %59

55:                                               ; preds = %51
  %56 = load i32, ptr %14, align 4
  %57 = mul nsw i32 %56, 9
  %58 = sdiv i32 %57, 40
  br label %59

59:                                               ; preds = %55, %54
  %60 = phi i32 [ 9, %54 ], [ %58, %55 ]
  store i32 %60, ptr %15, align 4
  %61 = load i32, ptr %15, align 4
  %62 = icmp sgt i32 %61, 8
  br i1 %62, label %63, label %67

63:                                               ; preds = %59
  %64 = load i32, ptr %14, align 4
  %65 = icmp ne i32 %64, 200
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  store i32 8, ptr %15, align 4
  br label %67

67:                                               ; preds = %66, %63, %59
  %68 = load i32, ptr %15, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %70, align 4
  %73 = load ptr, ptr %2, align 8
  %74 = load i32, ptr %15, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %73, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = load i32, ptr %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [80 x i8], ptr %10, i64 0, i64 %79
  store i8 %77, ptr %80, align 1
  br label %81

81:                                               ; preds = %67
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %25, !llvm.loop !6

84:                                               ; preds = %25
  %85 = getelementptr inbounds [80 x i8], ptr %10, i64 0, i64 72
  store i8 0, ptr %85, align 1
  %86 = getelementptr inbounds [80 x i8], ptr %10, i64 0, i64 0
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %86)
  br label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %9, align 4
  br label %21, !llvm.loop !8

91:                                               ; preds = %21
  %92 = load i64, ptr %6, align 8
  %93 = load i32, ptr %7, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %92, i32 noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %16, align 4
  br label %96

96:                                               ; preds = %105, %91
  %97 = load i32, ptr %16, align 4
  %98 = icmp slt i32 %97, 10
  br i1 %98, label %99, label %108

99:                                               ; preds = %96
  %100 = load i32, ptr %16, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %103)
  br label %105

105:                                              ; preds = %99
  %106 = load i32, ptr %16, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %16, align 4
  br label %96, !llvm.loop !9

108:                                              ; preds = %96
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %110

110:                                              ; preds = %154, %108
  %111 = load i32, ptr %18, align 4
  %112 = icmp slt i32 %111, 20
  br i1 %112, label %113, label %157

113:                                              ; preds = %110
  store i32 0, ptr %19, align 4
  br label %114

114:                                              ; preds = %149, %113
  %115 = load i32, ptr %19, align 4
  %116 = icmp slt i32 %115, 40
  br i1 %116, label %117, label %152

117:                                              ; preds = %114
  %118 = load i32, ptr %19, align 4
  %119 = sitofp i32 %118 to double
  %120 = fmul double 3.000000e+00, %119
  %121 = fdiv double %120, 3.900000e+01
  %122 = fadd double -1.500000e+00, %121
  %123 = load i32, ptr %18, align 4
  %124 = sitofp i32 %123 to double
  %125 = fmul double 2.000000e+00, %124
  %126 = fdiv double %125, 1.900000e+01
  %127 = fadd double -1.000000e+00, %126
  %128 = call i32 @julia_iter(double noundef %122, double noundef %127, double noundef -8.000000e-01, double noundef 1.560000e-01, i32 noundef 100)
  store i32 %128, ptr %20, align 4
  %129 = load i32, ptr %20, align 4
  %130 = load i32, ptr %17, align 4
  %131 = add nsw i32 %130, %129
  store i32 %131, ptr %17, align 4
  %132 = load i32, ptr %20, align 4
  %133 = icmp sge i32 %132, 100
  br i1 %133, label %134, label %135

134:                                              ; preds = %117
  br label %146

135:                                              ; preds = %117
  %136 = load i32, ptr %20, align 4
  %137 = icmp sgt i32 %136, 10
  br i1 %137, label %138, label %139

138:                                              ; preds = %135
  br label %144

139:                                              ; preds = %135
  %140 = load i32, ptr %20, align 4
  %141 = icmp sgt i32 %140, 4
  %142 = zext i1 %141 to i64
  %143 = select i1 %141, i32 46, i32 32
  br label %144

144:                                              ; preds = %139, %138
  %145 = phi i32 [ 43, %138 ], [ %143, %139 ]
  br label %146

146:                                              ; preds = %144, %134
  %147 = phi i32 [ 35, %134 ], [ %145, %144 ]
  %148 = call i32 @putchar(i32 noundef %147)
  br label %149

149:                                              ; preds = %146
  %150 = load i32, ptr %19, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %19, align 4
  br label %114, !llvm.loop !10

152:                                              ; preds = %114
  %153 = call i32 @putchar(i32 noundef 10)
  br label %154

154:                                              ; preds = %152
  %155 = load i32, ptr %18, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %18, align 4
  br label %110, !llvm.loop !11

157:                                              ; preds = %110
  %158 = load i32, ptr %17, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %158)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mandel_iter(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %41, %3
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %44

17:                                               ; preds = %13
  %18 = load double, ptr %8, align 8
  %19 = load double, ptr %8, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %11, align 8
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %9, align 8
  %23 = fmul double %21, %22
  store double %23, ptr %12, align 8
  %24 = load double, ptr %11, align 8
  %25 = load double, ptr %12, align 8
  %26 = fadd double %24, %25
  %27 = fcmp ogt double %26, 4.000000e+00
  br i1 %27, label %28, label %30

28:                                               ; preds = %17
  %29 = load i32, ptr %10, align 4
  store i32 %29, ptr %4, align 4
  br label %46

30:                                               ; preds = %17
  %31 = load double, ptr %8, align 8
  %32 = fmul double 2.000000e+00, %31
  %33 = load double, ptr %9, align 8
  %34 = load double, ptr %6, align 8
  %35 = call double @llvm.fmuladd.f64(double %32, double %33, double %34)
  store double %35, ptr %9, align 8
  %36 = load double, ptr %11, align 8
  %37 = load double, ptr %12, align 8
  %38 = fsub double %36, %37
  %39 = load double, ptr %5, align 8
  %40 = fadd double %38, %39
  store double %40, ptr %8, align 8
  br label %41

41:                                               ; preds = %30
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %13, !llvm.loop !12

44:                                               ; preds = %13
  %45 = load i32, ptr %7, align 4
  store i32 %45, ptr %4, align 4
  br label %46

46:                                               ; preds = %44, %28
  %47 = load i32, ptr %4, align 4
  ret i32 %47
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @julia_iter(double noundef %0, double noundef %1, double noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store double %0, ptr %7, align 8
  store double %1, ptr %8, align 8
  store double %2, ptr %9, align 8
  store double %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %44, %5
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %11, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %47

18:                                               ; preds = %14
  %19 = load double, ptr %7, align 8
  %20 = load double, ptr %7, align 8
  %21 = load double, ptr %8, align 8
  %22 = load double, ptr %8, align 8
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %19, double %20, double %23)
  %25 = fcmp ogt double %24, 4.000000e+00
  br i1 %25, label %26, label %28

26:                                               ; preds = %18
  %27 = load i32, ptr %12, align 4
  store i32 %27, ptr %6, align 4
  br label %49

28:                                               ; preds = %18
  %29 = load double, ptr %7, align 8
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %8, align 8
  %32 = load double, ptr %8, align 8
  %33 = fmul double %31, %32
  %34 = fneg double %33
  %35 = call double @llvm.fmuladd.f64(double %29, double %30, double %34)
  %36 = load double, ptr %9, align 8
  %37 = fadd double %35, %36
  store double %37, ptr %13, align 8
  %38 = load double, ptr %7, align 8
  %39 = fmul double 2.000000e+00, %38
  %40 = load double, ptr %8, align 8
  %41 = load double, ptr %10, align 8
  %42 = call double @llvm.fmuladd.f64(double %39, double %40, double %41)
  store double %42, ptr %8, align 8
  %43 = load double, ptr %13, align 8
  store double %43, ptr %7, align 8
  br label %44

44:                                               ; preds = %28
  %45 = load i32, ptr %12, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %12, align 4
  br label %14, !llvm.loop !13

47:                                               ; preds = %14
  %48 = load i32, ptr %11, align 4
  store i32 %48, ptr %6, align 4
  br label %49

49:                                               ; preds = %47, %26
  %50 = load i32, ptr %6, align 4
  ret i32 %50
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
