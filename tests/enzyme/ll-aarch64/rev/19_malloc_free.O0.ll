; ModuleID = 'rev/19_malloc_free.c'
source_filename = "rev/19_malloc_free.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [19 x i8] c"with_heap d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"heap_in_loop d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca [32 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  store volatile i32 4, ptr %4, align 4
  %18 = load volatile i32, ptr %3, align 4
  store i32 %18, ptr %5, align 4
  %19 = load volatile i32, ptr %4, align 4
  store i32 %19, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 48, i1 false)
  store i32 0, ptr %10, align 4
  br label %20

20:                                               ; preds = %32, %0
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %21, 6
  br i1 %22, label %23, label %35

23:                                               ; preds = %20
  %24 = load i32, ptr %10, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double 1.100000e+00, double %25, double 5.000000e-01)
  %27 = call double @sin(double noundef %26) #6
  %28 = call double @llvm.fmuladd.f64(double 0x3FE6666666666666, double %27, double 2.000000e-01)
  %29 = load i32, ptr %10, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %30
  store double %28, ptr %31, align 8
  br label %32

32:                                               ; preds = %23
  %33 = load i32, ptr %10, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %10, align 4
  br label %20, !llvm.loop !6

35:                                               ; preds = %20
  %36 = load i32, ptr @enzyme_dup, align 4
  %37 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %38 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 0
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %5, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @with_heap, i32 noundef %36, ptr noundef %37, ptr noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %44 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = load i32, ptr %6, align 4
  %49 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @heap_in_loop, i32 noundef %42, ptr noundef %43, ptr noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  store i32 0, ptr %12, align 4
  br label %50

50:                                               ; preds = %110, %35
  %51 = load i32, ptr %12, align 4
  %52 = icmp slt i32 %51, 6
  br i1 %52, label %53, label %113

53:                                               ; preds = %50
  %54 = load i32, ptr %12, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  store double %57, ptr %13, align 8
  %58 = load double, ptr %13, align 8
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  %60 = load i32, ptr %12, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %61
  store double %59, ptr %62, align 8
  %63 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %64 = load i32, ptr %5, align 4
  %65 = call double @with_heap(ptr noundef %63, i32 noundef %64)
  store double %65, ptr %14, align 8
  %66 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %67 = load i32, ptr %5, align 4
  %68 = load i32, ptr %6, align 4
  %69 = call double @heap_in_loop(ptr noundef %66, i32 noundef %67, i32 noundef %68)
  store double %69, ptr %15, align 8
  %70 = load double, ptr %13, align 8
  %71 = fsub double %70, 0x3EB0C6F7A0B5ED8D
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %73
  store double %71, ptr %74, align 8
  %75 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %76 = load i32, ptr %5, align 4
  %77 = call double @with_heap(ptr noundef %75, i32 noundef %76)
  store double %77, ptr %16, align 8
  %78 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %79 = load i32, ptr %5, align 4
  %80 = load i32, ptr %6, align 4
  %81 = call double @heap_in_loop(ptr noundef %78, i32 noundef %79, i32 noundef %80)
  store double %81, ptr %17, align 8
  %82 = load double, ptr %13, align 8
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %84
  store double %82, ptr %85, align 8
  %86 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %87 = load i32, ptr %12, align 4
  %88 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %86, i64 noundef 32, ptr noundef @.str, i32 noundef %87) #6
  %89 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [6 x double], ptr %8, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load double, ptr %14, align 8
  %95 = load double, ptr %16, align 8
  %96 = fsub double %94, %95
  %97 = fdiv double %96, 2.000000e-06
  call void @check(ptr noundef %89, double noundef %93, double noundef %97)
  %98 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %99 = load i32, ptr %12, align 4
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %98, i64 noundef 32, ptr noundef @.str.1, i32 noundef %99) #6
  %101 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 0
  %102 = load i32, ptr %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = load double, ptr %15, align 8
  %107 = load double, ptr %17, align 8
  %108 = fsub double %106, %107
  %109 = fdiv double %108, 2.000000e-06
  call void @check(ptr noundef %101, double noundef %105, double noundef %109)
  br label %110

110:                                              ; preds = %53
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %50, !llvm.loop !8

113:                                              ; preds = %50
  %114 = load i32, ptr @fails, align 4
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, ptr @.str.3, ptr @.str.4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %117)
  %119 = load i32, ptr @fails, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  ret i32 %121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @with_heap(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = call noalias ptr @malloc(i64 noundef %11) #7
  store ptr %12, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %33, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %36

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %22, double %27, double 1.000000e+00)
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %28, ptr %32, align 8
  br label %33

33:                                               ; preds = %17
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %13, !llvm.loop !9

36:                                               ; preds = %13
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %37

37:                                               ; preds = %58, %36
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %4, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %61

41:                                               ; preds = %37
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call double @log(double noundef %46) #6
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %49, 1
  %51 = load i32, ptr %4, align 4
  %52 = srem i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %48, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load double, ptr %7, align 8
  %57 = call double @llvm.fmuladd.f64(double %47, double %55, double %56)
  store double %57, ptr %7, align 8
  br label %58

58:                                               ; preds = %41
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  br label %37, !llvm.loop !10

61:                                               ; preds = %37
  %62 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %62) #6
  %63 = load double, ptr %7, align 8
  ret double %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heap_in_loop(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %72, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %75

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 8
  %20 = call noalias ptr @malloc(i64 noundef %19) #7
  store ptr %20, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %42, %16
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %45

25:                                               ; preds = %21
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 1
  %33 = sitofp i32 %32 to double
  %34 = fmul double %30, %33
  %35 = call double @sin(double noundef %34) #6
  %36 = load double, ptr %7, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 1.000000e-02, double %35)
  %38 = load ptr, ptr %9, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  br label %42

42:                                               ; preds = %25
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %21, !llvm.loop !11

45:                                               ; preds = %21
  store i32 0, ptr %11, align 4
  br label %46

46:                                               ; preds = %67, %45
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %70

50:                                               ; preds = %46
  %51 = load ptr, ptr %9, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load ptr, ptr %9, align 8
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %57, %58
  %60 = load i32, ptr %5, align 4
  %61 = srem i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %56, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %7, align 8
  %66 = call double @llvm.fmuladd.f64(double %55, double %64, double %65)
  store double %66, ptr %7, align 8
  br label %67

67:                                               ; preds = %50
  %68 = load i32, ptr %11, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %11, align 4
  br label %46, !llvm.loop !12

70:                                               ; preds = %46
  %71 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %71) #6
  br label %72

72:                                               ; preds = %70
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  br label %12, !llvm.loop !13

75:                                               ; preds = %12
  %76 = load double, ptr %7, align 8
  ret double %76
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
