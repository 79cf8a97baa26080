; ModuleID = 'c/12_heapsort.c'
source_filename = "c/12_heapsort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pq = type { [256 x i32], i32 }

@.str = private unnamed_addr constant [43 x i8] c"heapsort ok=%d min=%.6f med=%.6f max=%.6f\0A\00", align 1
@main.q = internal global %struct.pq zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"5 smallest:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"\0Aremaining=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"drained sorted=%u total=%u last=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %25, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 100
  br i1 %15, label %16, label %28

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = mul nsw i32 %17, 7919
  %19 = srem i32 %18, 1009
  %20 = sitofp i32 %19 to double
  %21 = fdiv double %20, 7.000000e+00
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %23
  store double %21, ptr %24, align 8
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %13, !llvm.loop !6

28:                                               ; preds = %13
  %29 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 0
  call void @heapsort(ptr noundef %29, i32 noundef 100)
  store i32 1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %30

30:                                               ; preds = %47, %28
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 100
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fcmp ole double %38, %42
  %44 = zext i1 %43 to i32
  %45 = load i32, ptr %4, align 4
  %46 = and i32 %45, %44
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %33
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %30, !llvm.loop !8

50:                                               ; preds = %30
  %51 = load i32, ptr %4, align 4
  %52 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 50
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 99
  %57 = load double, ptr %56, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, double noundef %53, double noundef %55, double noundef %57)
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %59

59:                                               ; preds = %69, %50
  %60 = load i32, ptr %7, align 4
  %61 = icmp slt i32 %60, 200
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = load i32, ptr %6, align 4
  %64 = mul i32 %63, 22695477
  %65 = add i32 %64, 1
  store i32 %65, ptr %6, align 4
  %66 = load i32, ptr %6, align 4
  %67 = lshr i32 %66, 16
  %68 = and i32 %67, 32767
  call void @pq_push(ptr noundef @main.q, i32 noundef %68)
  br label %69

69:                                               ; preds = %62
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %59, !llvm.loop !9

72:                                               ; preds = %59
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %8, align 4
  br label %74

74:                                               ; preds = %80, %72
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 5
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = call i32 @pq_pop(ptr noundef @main.q)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78)
  br label %80

80:                                               ; preds = %77
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %74, !llvm.loop !10

83:                                               ; preds = %74
  %84 = load i32, ptr getelementptr inbounds (%struct.pq, ptr @main.q, i32 0, i32 1), align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %84)
  store i32 0, ptr %9, align 4
  store i32 1, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %86

86:                                               ; preds = %89, %83
  %87 = load i32, ptr getelementptr inbounds (%struct.pq, ptr @main.q, i32 0, i32 1), align 4
  %88 = icmp sgt i32 %87, 0
  br i1 %88, label %89, label %101

89:                                               ; preds = %86
  %90 = call i32 @pq_pop(ptr noundef @main.q)
  store i32 %90, ptr %12, align 4
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %9, align 4
  %93 = icmp uge i32 %91, %92
  %94 = zext i1 %93 to i32
  %95 = load i32, ptr %10, align 4
  %96 = and i32 %95, %94
  store i32 %96, ptr %10, align 4
  %97 = load i32, ptr %12, align 4
  store i32 %97, ptr %9, align 4
  %98 = load i32, ptr %12, align 4
  %99 = load i32, ptr %11, align 4
  %100 = add i32 %99, %98
  store i32 %100, ptr %11, align 4
  br label %86, !llvm.loop !11

101:                                              ; preds = %86
  %102 = load i32, ptr %10, align 4
  %103 = load i32, ptr %11, align 4
  %104 = load i32, ptr %9, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102, i32 noundef %103, i32 noundef %104)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heapsort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 2
  %10 = sdiv i32 %9, 2
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  call void @sift_down(ptr noundef %15, i32 noundef %16, i32 noundef %18)
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %5, align 4
  br label %11, !llvm.loop !12

22:                                               ; preds = %11
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %47, %22
  %26 = load i32, ptr %6, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %50

28:                                               ; preds = %25
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  store double %33, ptr %7, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 0
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  store double %36, ptr %40, align 8
  %41 = load double, ptr %7, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds double, ptr %42, i64 0
  store double %41, ptr %43, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sub nsw i32 %45, 1
  call void @sift_down(ptr noundef %44, i32 noundef 0, i32 noundef %46)
  br label %47

47:                                               ; preds = %28
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %6, align 4
  br label %25, !llvm.loop !13

50:                                               ; preds = %25
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.pq, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  store i32 %10, ptr %5, align 4
  %12 = load i32, ptr %4, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.pq, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [256 x i32], ptr %14, i64 0, i64 %16
  store i32 %12, ptr %17, align 4
  br label %18

18:                                               ; preds = %39, %2
  %19 = load i32, ptr %5, align 4
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %64

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = sdiv i32 %23, 2
  store i32 %24, ptr %6, align 4
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.pq, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [256 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.pq, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [256 x i32], ptr %32, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = icmp ule i32 %30, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %21
  br label %64

39:                                               ; preds = %21
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.pq, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr %41, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %7, align 4
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.pq, ptr %46, i32 0, i32 0
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i32], ptr %47, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.pq, ptr %52, i32 0, i32 0
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %55
  store i32 %51, ptr %56, align 4
  %57 = load i32, ptr %7, align 4
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.pq, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [256 x i32], ptr %59, i64 0, i64 %61
  store i32 %57, ptr %62, align 4
  %63 = load i32, ptr %6, align 4
  store i32 %63, ptr %5, align 4
  br label %18, !llvm.loop !14

64:                                               ; preds = %38, %18
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pq_pop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.pq, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 0
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %3, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.pq, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.pq, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr %16, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i32], ptr %14, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.pq, ptr %22, i32 0, i32 0
  %24 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 0
  store i32 %21, ptr %24, align 4
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %80, %1
  %26 = load i32, ptr %4, align 4
  %27 = mul nsw i32 2, %26
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  %31 = load i32, ptr %4, align 4
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds %struct.pq, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = icmp slt i32 %32, %35
  br i1 %36, label %37, label %53

37:                                               ; preds = %25
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds %struct.pq, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x i32], ptr %39, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.pq, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr %45, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = icmp ult i32 %43, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %37
  %52 = load i32, ptr %5, align 4
  store i32 %52, ptr %7, align 4
  br label %53

53:                                               ; preds = %51, %37, %25
  %54 = load i32, ptr %6, align 4
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds %struct.pq, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = icmp slt i32 %54, %57
  br i1 %58, label %59, label %75

59:                                               ; preds = %53
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.pq, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [256 x i32], ptr %61, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %2, align 8
  %67 = getelementptr inbounds %struct.pq, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], ptr %67, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = icmp ult i32 %65, %71
  br i1 %72, label %73, label %75

73:                                               ; preds = %59
  %74 = load i32, ptr %6, align 4
  store i32 %74, ptr %7, align 4
  br label %75

75:                                               ; preds = %73, %59, %53
  %76 = load i32, ptr %7, align 4
  %77 = load i32, ptr %4, align 4
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %80

79:                                               ; preds = %75
  br label %105

80:                                               ; preds = %75
  %81 = load ptr, ptr %2, align 8
  %82 = getelementptr inbounds %struct.pq, ptr %81, i32 0, i32 0
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [256 x i32], ptr %82, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  store i32 %86, ptr %8, align 4
  %87 = load ptr, ptr %2, align 8
  %88 = getelementptr inbounds %struct.pq, ptr %87, i32 0, i32 0
  %89 = load i32, ptr %4, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [256 x i32], ptr %88, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = load ptr, ptr %2, align 8
  %94 = getelementptr inbounds %struct.pq, ptr %93, i32 0, i32 0
  %95 = load i32, ptr %7, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [256 x i32], ptr %94, i64 0, i64 %96
  store i32 %92, ptr %97, align 4
  %98 = load i32, ptr %8, align 4
  %99 = load ptr, ptr %2, align 8
  %100 = getelementptr inbounds %struct.pq, ptr %99, i32 0, i32 0
  %101 = load i32, ptr %4, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [256 x i32], ptr %100, i64 0, i64 %102
  store i32 %98, ptr %103, align 4
  %104 = load i32, ptr %7, align 4
  store i32 %104, ptr %4, align 4
  br label %25

105:                                              ; preds = %79
  %106 = load i32, ptr %3, align 4
  ret i32 %106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sift_down(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  store i32 %11, ptr %7, align 4
  br label %12

12:                                               ; preds = %62, %3
  %13 = load i32, ptr %7, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  %16 = load i32, ptr %6, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %83

18:                                               ; preds = %12
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %9, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fcmp olt double %27, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %18
  %35 = load i32, ptr %8, align 4
  store i32 %35, ptr %9, align 4
  br label %36

36:                                               ; preds = %34, %18
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  %39 = load i32, ptr %6, align 4
  %40 = icmp sle i32 %38, %39
  br i1 %40, label %41, label %57

41:                                               ; preds = %36
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %47, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = fcmp olt double %46, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %41
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %9, align 4
  br label %57

57:                                               ; preds = %54, %41, %36
  %58 = load i32, ptr %9, align 4
  %59 = load i32, ptr %7, align 4
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %57
  br label %83

62:                                               ; preds = %57
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  store double %67, ptr %10, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %68, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %73, i64 %75
  store double %72, ptr %76, align 8
  %77 = load double, ptr %10, align 8
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %78, i64 %80
  store double %77, ptr %81, align 8
  %82 = load i32, ptr %9, align 4
  store i32 %82, ptr %7, align 4
  br label %12, !llvm.loop !15

83:                                               ; preds = %61, %12
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
