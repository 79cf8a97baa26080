; ModuleID = 'rev/62_heap_loops.c'
source_filename = "rev/62_heap_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { double, ptr }

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [16 x double], align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca [32 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca [16 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 7, ptr %2, align 4
  %13 = load volatile i32, ptr %2, align 4
  store i32 %13, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 128, i1 false)
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %27, %0
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4
  %20 = sitofp i32 %19 to double
  %21 = fmul double 1.700000e+00, %20
  %22 = call double @sin(double noundef %21) #7
  %23 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %22, double 4.000000e-01)
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %14, !llvm.loop !6

30:                                               ; preds = %14
  %31 = load i32, ptr @enzyme_dup, align 4
  %32 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 0
  %33 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 0
  %34 = load i32, ptr @enzyme_const, align 4
  %35 = load i32, ptr %3, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @heap_energy, i32 noundef %31, ptr noundef %32, ptr noundef %33, i32 noundef %34, i32 noundef %35)
  store double 0x3EB0C6F7A0B5ED8D, ptr %7, align 8
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %86, %30
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %3, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %89

40:                                               ; preds = %36
  store i32 0, ptr %12, align 4
  br label %41

41:                                               ; preds = %56, %40
  %42 = load i32, ptr %12, align 4
  %43 = load i32, ptr %3, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %59

45:                                               ; preds = %41
  %46 = load i32, ptr %12, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load i32, ptr %12, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %51
  store double %49, ptr %52, align 8
  %53 = load i32, ptr %12, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 %54
  store double %49, ptr %55, align 8
  br label %56

56:                                               ; preds = %45
  %57 = load i32, ptr %12, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %12, align 4
  br label %41, !llvm.loop !8

59:                                               ; preds = %41
  %60 = load i32, ptr %9, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = fadd double %63, 0x3EB0C6F7A0B5ED8D
  store double %64, ptr %62, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = fsub double %68, 0x3EB0C6F7A0B5ED8D
  store double %69, ptr %67, align 8
  %70 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %71 = load i32, ptr %9, align 4
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %70, i64 noundef 32, ptr noundef @.str, i32 noundef %71) #7
  %73 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %79 = load i32, ptr %3, align 4
  %80 = call double @heap_energy(ptr noundef %78, i32 noundef %79)
  %81 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 0
  %82 = load i32, ptr %3, align 4
  %83 = call double @heap_energy(ptr noundef %81, i32 noundef %82)
  %84 = fsub double %80, %83
  %85 = fdiv double %84, 2.000000e-06
  call void @check(ptr noundef %73, double noundef %77, double noundef %85)
  br label %86

86:                                               ; preds = %59
  %87 = load i32, ptr %9, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %9, align 4
  br label %36, !llvm.loop !9

89:                                               ; preds = %36
  %90 = load i32, ptr @fails, align 4
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, ptr @.str.2, ptr @.str.3
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %93)
  %95 = load i32, ptr @fails, align 4
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  ret i32 %97
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare void @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heap_energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #8
  store ptr %14, ptr %5, align 8
  store ptr null, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %71, %2
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %74

19:                                               ; preds = %15
  %20 = call noalias ptr @malloc(i64 noundef 16) #9
  store ptr %20, ptr %8, align 8
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call double @sin(double noundef %25) #7
  %27 = load ptr, ptr %8, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  store double %26, ptr %28, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 0
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, ptr %4, align 4
  %36 = srem i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %32, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fmul double %31, %39
  %41 = load ptr, ptr %8, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 1
  store double %40, ptr %42, align 8
  %43 = load ptr, ptr %8, align 8
  %44 = getelementptr inbounds double, ptr %43, i64 1
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fadd double %50, %45
  store double %51, ptr %49, align 8
  %52 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %52) #7
  %53 = call noalias ptr @malloc(i64 noundef 16) #9
  store ptr %53, ptr %9, align 8
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = load i32, ptr %7, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = fmul double %58, %63
  %65 = load ptr, ptr %9, align 8
  %66 = getelementptr inbounds %struct.node, ptr %65, i32 0, i32 0
  store double %64, ptr %66, align 8
  %67 = load ptr, ptr %6, align 8
  %68 = load ptr, ptr %9, align 8
  %69 = getelementptr inbounds %struct.node, ptr %68, i32 0, i32 1
  store ptr %67, ptr %69, align 8
  %70 = load ptr, ptr %9, align 8
  store ptr %70, ptr %6, align 8
  br label %71

71:                                               ; preds = %19
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %7, align 4
  br label %15, !llvm.loop !10

74:                                               ; preds = %15
  store double 0.000000e+00, ptr %10, align 8
  br label %75

75:                                               ; preds = %78, %74
  %76 = load ptr, ptr %6, align 8
  %77 = icmp ne ptr %76, null
  br i1 %77, label %78, label %92

78:                                               ; preds = %75
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.node, ptr %79, i32 0, i32 1
  %81 = load ptr, ptr %80, align 8
  store ptr %81, ptr %11, align 8
  %82 = load ptr, ptr %6, align 8
  %83 = getelementptr inbounds %struct.node, ptr %82, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = load ptr, ptr %6, align 8
  %86 = getelementptr inbounds %struct.node, ptr %85, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %10, align 8
  %89 = call double @llvm.fmuladd.f64(double %84, double %87, double %88)
  store double %89, ptr %10, align 8
  %90 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %90) #7
  %91 = load ptr, ptr %11, align 8
  store ptr %91, ptr %6, align 8
  br label %75, !llvm.loop !11

92:                                               ; preds = %75
  %93 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %93) #7
  %94 = load double, ptr %10, align 8
  ret double %94
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

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
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

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
