; ModuleID = 'rev/68_interleave_byref.c'
source_filename = "rev/68_interleave_byref.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@__const.main.y = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 2.000000e-01, double -4.000000e-01], align 8
@enzyme_interleave = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_byref = external global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"d/da (byref, out)\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"d/dx[%d] (interleaved)\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"d/dy[%d] (interleaved)\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %49, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %52

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %8, align 8
  %22 = fmul double %20, %21
  %23 = call double @sin(double noundef %22) #6
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %10, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double %33, %38
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = fmul double %39, %44
  %46 = call double @llvm.fmuladd.f64(double %23, double %28, double %45)
  %47 = load double, ptr %9, align 8
  %48 = fadd double %47, %46
  store double %48, ptr %9, align 8
  br label %49

49:                                               ; preds = %15
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %10, align 4
  br label %11, !llvm.loop !6

52:                                               ; preds = %11
  %53 = load double, ptr %9, align 8
  ret double %53
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca [3 x double], align 8
  %13 = alloca [3 x double], align 8
  %14 = alloca [3 x double], align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca [32 x i8], align 1
  store i32 0, ptr %1, align 4
  store volatile i32 3, ptr %2, align 4
  %18 = load volatile i32, ptr %2, align 4
  store i32 %18, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.y, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  store double 8.000000e-01, ptr %8, align 8
  %19 = load i32, ptr @enzyme_interleave, align 4
  %20 = load i32, ptr @enzyme_dup, align 4
  %21 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %22 = load i32, ptr @enzyme_dup, align 4
  %23 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr @enzyme_byref, align 4
  %27 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %28 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %19, i32 noundef %20, ptr noundef %21, i32 noundef %22, ptr noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef 8, ptr noundef %8, ptr noundef %27, ptr noundef %28)
  store double %29, ptr %9, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %10, align 8
  %30 = load double, ptr %9, align 8
  %31 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %32 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %33 = load i32, ptr %3, align 4
  %34 = load double, ptr %8, align 8
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  %36 = call double @f(ptr noundef %31, ptr noundef %32, i32 noundef %33, double noundef %35)
  %37 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %38 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %39 = load i32, ptr %3, align 4
  %40 = load double, ptr %8, align 8
  %41 = fsub double %40, 0x3EB0C6F7A0B5ED8D
  %42 = call double @f(ptr noundef %37, ptr noundef %38, i32 noundef %39, double noundef %41)
  %43 = fsub double %36, %42
  %44 = fdiv double %43, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %30, double noundef %44)
  store i32 0, ptr %11, align 4
  br label %45

45:                                               ; preds = %139, %0
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %3, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %142

49:                                               ; preds = %45
  store i32 0, ptr %16, align 4
  br label %50

50:                                               ; preds = %75, %49
  %51 = load i32, ptr %16, align 4
  %52 = load i32, ptr %3, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %78

54:                                               ; preds = %50
  %55 = load i32, ptr %16, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %16, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 %60
  store double %58, ptr %61, align 8
  %62 = load i32, ptr %16, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %63
  store double %58, ptr %64, align 8
  %65 = load i32, ptr %16, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %16, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 %70
  store double %68, ptr %71, align 8
  %72 = load i32, ptr %16, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %73
  store double %68, ptr %74, align 8
  br label %75

75:                                               ; preds = %54
  %76 = load i32, ptr %16, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %16, align 4
  br label %50, !llvm.loop !8

78:                                               ; preds = %50
  %79 = load i32, ptr %11, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = fadd double %82, 0x3EB0C6F7A0B5ED8D
  store double %83, ptr %81, align 8
  %84 = load i32, ptr %11, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = fsub double %87, 0x3EB0C6F7A0B5ED8D
  store double %88, ptr %86, align 8
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = fadd double %92, 0x3EB0C6F7A0B5ED8D
  store double %93, ptr %91, align 8
  %94 = load i32, ptr %11, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = fsub double %97, 0x3EB0C6F7A0B5ED8D
  store double %98, ptr %96, align 8
  %99 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %100 = load i32, ptr %11, align 4
  %101 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %99, i64 noundef 32, ptr noundef @.str.1, i32 noundef %100) #6
  %102 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %103 = load i32, ptr %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  %108 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %109 = load i32, ptr %3, align 4
  %110 = load double, ptr %8, align 8
  %111 = call double @f(ptr noundef %107, ptr noundef %108, i32 noundef %109, double noundef %110)
  %112 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 0
  %113 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %114 = load i32, ptr %3, align 4
  %115 = load double, ptr %8, align 8
  %116 = call double @f(ptr noundef %112, ptr noundef %113, i32 noundef %114, double noundef %115)
  %117 = fsub double %111, %116
  %118 = fdiv double %117, 2.000000e-06
  call void @check(ptr noundef %102, double noundef %106, double noundef %118)
  %119 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %120 = load i32, ptr %11, align 4
  %121 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %119, i64 noundef 32, ptr noundef @.str.2, i32 noundef %120) #6
  %122 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %128 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %129 = load i32, ptr %3, align 4
  %130 = load double, ptr %8, align 8
  %131 = call double @f(ptr noundef %127, ptr noundef %128, i32 noundef %129, double noundef %130)
  %132 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %133 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  %134 = load i32, ptr %3, align 4
  %135 = load double, ptr %8, align 8
  %136 = call double @f(ptr noundef %132, ptr noundef %133, i32 noundef %134, double noundef %135)
  %137 = fsub double %131, %136
  %138 = fdiv double %137, 2.000000e-06
  call void @check(ptr noundef %122, double noundef %126, double noundef %138)
  br label %139

139:                                              ; preds = %78
  %140 = load i32, ptr %11, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %11, align 4
  br label %45, !llvm.loop !9

142:                                              ; preds = %45
  %143 = load i32, ptr @fails, align 4
  %144 = icmp ne i32 %143, 0
  %145 = zext i1 %144 to i64
  %146 = select i1 %144, ptr @.str.4, ptr @.str.5
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %146)
  %148 = load i32, ptr @fails, align 4
  %149 = icmp ne i32 %148, 0
  %150 = zext i1 %149 to i32
  ret i32 %150
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

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
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
