; ModuleID = 'c/10_quicksort.c'
source_filename = "c/10_quicksort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"sorted: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"a[%3d]=%5d  d[%3d]=%10.5f\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"weighted sum = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"reverse -> %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"equal -> %.1f %.1f\0A\00", align 1
@seed = internal global i64 88172645463325252, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [200 x i32], align 4
  %3 = alloca [200 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca [64 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x double], align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %31, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 200
  br i1 %15, label %16, label %34

16:                                               ; preds = %13
  %17 = call i32 @rnd()
  %18 = urem i32 %17, 1000
  %19 = sub nsw i32 %18, 500
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %21
  store i32 %19, ptr %22, align 4
  %23 = call i32 @rnd()
  %24 = urem i32 %23, 100000
  %25 = uitofp i32 %24 to double
  %26 = fdiv double %25, 9.970000e+02
  %27 = fsub double %26, 5.000000e+01
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %29
  store double %27, ptr %30, align 8
  br label %31

31:                                               ; preds = %16
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %13, !llvm.loop !6

34:                                               ; preds = %13
  %35 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  call void @qs_lomuto(ptr noundef %35, i32 noundef 0, i32 noundef 199)
  %36 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 0
  call void @qs_hoare(ptr noundef %36, i32 noundef 0, i32 noundef 199)
  store i32 1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %37

37:                                               ; preds = %67, %34
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 200
  br i1 %39, label %40, label %70

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = icmp sle i32 %45, %49
  br i1 %50, label %51, label %62

51:                                               ; preds = %40
  %52 = load i32, ptr %6, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = fcmp ole double %56, %60
  br label %62

62:                                               ; preds = %51, %40
  %63 = phi i1 [ false, %40 ], [ %61, %51 ]
  %64 = zext i1 %63 to i32
  %65 = load i32, ptr %5, align 4
  %66 = and i32 %65, %64
  store i32 %66, ptr %5, align 4
  br label %67

67:                                               ; preds = %62
  %68 = load i32, ptr %6, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %6, align 4
  br label %37, !llvm.loop !8

70:                                               ; preds = %37
  %71 = load i32, ptr %5, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %71)
  store i32 0, ptr %7, align 4
  br label %73

73:                                               ; preds = %88, %70
  %74 = load i32, ptr %7, align 4
  %75 = icmp slt i32 %74, 200
  br i1 %75, label %76, label %91

76:                                               ; preds = %73
  %77 = load i32, ptr %7, align 4
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = load i32, ptr %7, align 4
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %77, i32 noundef %81, i32 noundef %82, double noundef %86)
  br label %88

88:                                               ; preds = %76
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 20
  store i32 %90, ptr %7, align 4
  br label %73, !llvm.loop !9

91:                                               ; preds = %73
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %92

92:                                               ; preds = %107, %91
  %93 = load i32, ptr %9, align 4
  %94 = icmp slt i32 %93, 200
  br i1 %94, label %95, label %110

95:                                               ; preds = %92
  %96 = load i32, ptr %9, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = sext i32 %99 to i64
  %101 = load i32, ptr %9, align 4
  %102 = add nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = mul nsw i64 %100, %103
  %105 = load i64, ptr %8, align 8
  %106 = add nsw i64 %105, %104
  store i64 %106, ptr %8, align 8
  br label %107

107:                                              ; preds = %95
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  br label %92, !llvm.loop !10

110:                                              ; preds = %92
  %111 = load i64, ptr %8, align 8
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %111)
  store i32 0, ptr %11, align 4
  br label %113

113:                                              ; preds = %122, %110
  %114 = load i32, ptr %11, align 4
  %115 = icmp slt i32 %114, 64
  br i1 %115, label %116, label %125

116:                                              ; preds = %113
  %117 = load i32, ptr %11, align 4
  %118 = sub nsw i32 64, %117
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %120
  store i32 %118, ptr %121, align 4
  br label %122

122:                                              ; preds = %116
  %123 = load i32, ptr %11, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %11, align 4
  br label %113, !llvm.loop !11

125:                                              ; preds = %113
  %126 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 0
  call void @qs_lomuto(ptr noundef %126, i32 noundef 0, i32 noundef 63)
  %127 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 0
  %128 = load i32, ptr %127, align 4
  %129 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 31
  %130 = load i32, ptr %129, align 4
  %131 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 63
  %132 = load i32, ptr %131, align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %128, i32 noundef %130, i32 noundef %132)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 40, i1 false)
  %134 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 0
  store double 3.000000e+00, ptr %134, align 8
  %135 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 1
  store double 3.000000e+00, ptr %135, align 8
  %136 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 2
  store double 3.000000e+00, ptr %136, align 8
  %137 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 3
  store double 3.000000e+00, ptr %137, align 8
  %138 = getelementptr inbounds [5 x double], ptr %12, i32 0, i32 4
  store double 3.000000e+00, ptr %138, align 8
  %139 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  call void @qs_hoare(ptr noundef %139, i32 noundef 0, i32 noundef 4)
  %140 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 4
  %143 = load double, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %141, double noundef %143)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i64, ptr @seed, align 8
  %2 = mul i64 %1, 6364136223846793005
  %3 = add i64 %2, 1442695040888963407
  store i64 %3, ptr @seed, align 8
  %4 = load i64, ptr @seed, align 8
  %5 = lshr i64 %4, 33
  %6 = trunc i64 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @qs_lomuto(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp sge i32 %10, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %65

14:                                               ; preds = %3
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %7, align 4
  %20 = load i32, ptr %5, align 4
  store i32 %20, ptr %8, align 4
  %21 = load i32, ptr %5, align 4
  store i32 %21, ptr %9, align 4
  br label %22

22:                                               ; preds = %45, %14
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %48

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %44

34:                                               ; preds = %26
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %8, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %8, align 4
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds i32, ptr %35, i64 %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  call void @swap_int(ptr noundef %39, ptr noundef %43)
  br label %44

44:                                               ; preds = %34, %26
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %22, !llvm.loop !12

48:                                               ; preds = %22
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  call void @swap_int(ptr noundef %52, ptr noundef %56)
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %5, align 4
  %59 = load i32, ptr %8, align 4
  %60 = sub nsw i32 %59, 1
  call void @qs_lomuto(ptr noundef %57, i32 noundef %58, i32 noundef %60)
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %6, align 4
  call void @qs_lomuto(ptr noundef %61, i32 noundef %63, i32 noundef %64)
  br label %65

65:                                               ; preds = %48, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @qs_hoare(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %15

15:                                               ; preds = %155, %3
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %156

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %21, %22
  %24 = sdiv i32 %23, 2
  %25 = add nsw i32 %20, %24
  store i32 %25, ptr %7, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  store double %30, ptr %8, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  store double %35, ptr %9, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  store double %40, ptr %10, align 8
  %41 = load double, ptr %8, align 8
  %42 = load double, ptr %9, align 8
  %43 = fcmp olt double %41, %42
  br i1 %43, label %44, label %62

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load double, ptr %10, align 8
  %47 = fcmp olt double %45, %46
  br i1 %47, label %48, label %50

48:                                               ; preds = %44
  %49 = load double, ptr %9, align 8
  br label %60

50:                                               ; preds = %44
  %51 = load double, ptr %8, align 8
  %52 = load double, ptr %10, align 8
  %53 = fcmp olt double %51, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = load double, ptr %10, align 8
  br label %58

56:                                               ; preds = %50
  %57 = load double, ptr %8, align 8
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi double [ %55, %54 ], [ %57, %56 ]
  br label %60

60:                                               ; preds = %58, %48
  %61 = phi double [ %49, %48 ], [ %59, %58 ]
  br label %80

62:                                               ; preds = %19
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %10, align 8
  %65 = fcmp olt double %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load double, ptr %8, align 8
  br label %78

68:                                               ; preds = %62
  %69 = load double, ptr %9, align 8
  %70 = load double, ptr %10, align 8
  %71 = fcmp olt double %69, %70
  br i1 %71, label %72, label %74

72:                                               ; preds = %68
  %73 = load double, ptr %10, align 8
  br label %76

74:                                               ; preds = %68
  %75 = load double, ptr %9, align 8
  br label %76

76:                                               ; preds = %74, %72
  %77 = phi double [ %73, %72 ], [ %75, %74 ]
  br label %78

78:                                               ; preds = %76, %66
  %79 = phi double [ %67, %66 ], [ %77, %76 ]
  br label %80

80:                                               ; preds = %78, %60
  %81 = phi double [ %61, %60 ], [ %79, %78 ]
  store double %81, ptr %11, align 8
  %82 = load i32, ptr %5, align 4
  %83 = sub nsw i32 %82, 1
  store i32 %83, ptr %12, align 4
  %84 = load i32, ptr %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %13, align 4
  br label %86

86:                                               ; preds = %115, %80
  br label %87

87:                                               ; preds = %90, %86
  %88 = load i32, ptr %12, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %12, align 4
  br label %90

90:                                               ; preds = %87
  %91 = load ptr, ptr %4, align 8
  %92 = load i32, ptr %12, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %91, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load double, ptr %11, align 8
  %97 = fcmp olt double %95, %96
  br i1 %97, label %87, label %98, !llvm.loop !13

98:                                               ; preds = %90
  br label %99

99:                                               ; preds = %102, %98
  %100 = load i32, ptr %13, align 4
  %101 = add nsw i32 %100, -1
  store i32 %101, ptr %13, align 4
  br label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %4, align 8
  %104 = load i32, ptr %13, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds double, ptr %103, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load double, ptr %11, align 8
  %109 = fcmp ogt double %107, %108
  br i1 %109, label %99, label %110, !llvm.loop !14

110:                                              ; preds = %102
  %111 = load i32, ptr %12, align 4
  %112 = load i32, ptr %13, align 4
  %113 = icmp sge i32 %111, %112
  br i1 %113, label %114, label %115

114:                                              ; preds = %110
  br label %135

115:                                              ; preds = %110
  %116 = load ptr, ptr %4, align 8
  %117 = load i32, ptr %12, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds double, ptr %116, i64 %118
  %120 = load double, ptr %119, align 8
  store double %120, ptr %14, align 8
  %121 = load ptr, ptr %4, align 8
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %121, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = load ptr, ptr %4, align 8
  %127 = load i32, ptr %12, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds double, ptr %126, i64 %128
  store double %125, ptr %129, align 8
  %130 = load double, ptr %14, align 8
  %131 = load ptr, ptr %4, align 8
  %132 = load i32, ptr %13, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %131, i64 %133
  store double %130, ptr %134, align 8
  br label %86

135:                                              ; preds = %114
  %136 = load i32, ptr %13, align 4
  %137 = load i32, ptr %5, align 4
  %138 = sub nsw i32 %136, %137
  %139 = load i32, ptr %6, align 4
  %140 = load i32, ptr %13, align 4
  %141 = sub nsw i32 %139, %140
  %142 = icmp slt i32 %138, %141
  br i1 %142, label %143, label %149

143:                                              ; preds = %135
  %144 = load ptr, ptr %4, align 8
  %145 = load i32, ptr %5, align 4
  %146 = load i32, ptr %13, align 4
  call void @qs_hoare(ptr noundef %144, i32 noundef %145, i32 noundef %146)
  %147 = load i32, ptr %13, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %5, align 4
  br label %155

149:                                              ; preds = %135
  %150 = load ptr, ptr %4, align 8
  %151 = load i32, ptr %13, align 4
  %152 = add nsw i32 %151, 1
  %153 = load i32, ptr %6, align 4
  call void @qs_hoare(ptr noundef %150, i32 noundef %152, i32 noundef %153)
  %154 = load i32, ptr %13, align 4
  store i32 %154, ptr %6, align 4
  br label %155

155:                                              ; preds = %149, %143
  br label %15, !llvm.loop !15

156:                                              ; preds = %15
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
