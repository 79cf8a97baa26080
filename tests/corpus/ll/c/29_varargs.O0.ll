; ModuleID = 'c/29_varargs.c'
source_filename = "c/29_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"sum_ints(0) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sum_ints(5) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"sum_ints(10) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"mean_doubles = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"mean_doubles(9) = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float promoted: %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"mixed total = %.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"idsl\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ddddddddii\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"x=%d y=%.2f s=%s\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"zyme\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"%05x|%-4s|%c\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"max_of = %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"  args(%s):\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c" i%d\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c" d%.3f\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c" l%lld\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" s'%s'\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"[log %2d] %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  store i32 0, ptr %1, align 4
  %3 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  %5 = call i32 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 10, i32 noundef -20, i32 noundef 30, i32 noundef -40, i32 noundef 50, i32 noundef -60, i32 noundef 70, i32 noundef -80, i32 noundef 90, i32 noundef 1000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %7)
  %9 = call double (i32, ...) @mean_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef -3.000000e+00, double noundef 1.012500e+01)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %9)
  %11 = call double (i32, ...) @mean_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %11)
  store float 2.500000e+00, ptr %2, align 4
  %13 = load float, ptr %2, align 4
  %14 = fpext float %13 to double
  %15 = load float, ptr %2, align 4
  %16 = fpext float %15 to double
  %17 = fmul double %16, 2.000000e+00
  %18 = call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef %14, double noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %18)
  %20 = call double (ptr, ...) @mixed(ptr noundef @.str.7, i32 noundef 7, double noundef 5.000000e-01, ptr noundef @.str.8, i64 noundef 1000000000000)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %20)
  %22 = call double (ptr, ...) @mixed(ptr noundef @.str.9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, i32 noundef 9, i32 noundef 10)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %22)
  call void (ptr, ...) @logf_wrapper(ptr noundef @.str.10, i32 noundef 42, double noundef 3.141590e+00, ptr noundef @.str.11)
  call void (ptr, ...) @logf_wrapper(ptr noundef @.str.12, i32 noundef 48879, ptr noundef @.str.13, i32 noundef 81)
  %24 = call i32 (i32, ...) @max_of(i32 noundef 3, i32 noundef 9, i32 noundef 27, i32 noundef 4, i32 noundef 81, i32 noundef 2, i32 noundef -1)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %24)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !6

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load i32, ptr %4, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 160
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 16
  store i32 %20, ptr %13, align 4
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load i32, ptr %2, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %42

37:                                               ; preds = %33
  %38 = load double, ptr %4, align 8
  %39 = load i32, ptr %2, align 4
  %40 = sitofp i32 %39 to double
  %41 = fdiv double %38, %40
  br label %43

42:                                               ; preds = %33
  br label %43

43:                                               ; preds = %42, %37
  %44 = phi double [ %41, %37 ], [ 0.000000e+00, %42 ]
  ret double %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %10, ptr %11)
  store double 0.000000e+00, ptr %5, align 8
  %12 = load ptr, ptr %2, align 8
  store ptr %12, ptr %6, align 8
  br label %13

13:                                               ; preds = %108, %1
  %14 = load ptr, ptr %6, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %111

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  switch i32 %20, label %106 [
    i32 105, label %21
    i32 100, label %41
    i32 108, label %60
    i32 115, label %80
  ]

21:                                               ; preds = %17
  %22 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 16
  %25 = icmp ule i32 %24, 40
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 3
  %28 = load ptr, ptr %27, align 16
  %29 = getelementptr i8, ptr %28, i32 %24
  %30 = add i32 %24, 8
  store i32 %30, ptr %23, align 16
  br label %35

31:                                               ; preds = %21
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr i8, ptr %33, i32 8
  store ptr %34, ptr %32, align 8
  br label %35

35:                                               ; preds = %31, %26
  %36 = phi ptr [ %29, %26 ], [ %33, %31 ]
  %37 = load i32, ptr %36, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %5, align 8
  %40 = fadd double %39, %38
  store double %40, ptr %5, align 8
  br label %107

41:                                               ; preds = %17
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %43 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = icmp ule i32 %44, 160
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 3
  %48 = load ptr, ptr %47, align 16
  %49 = getelementptr i8, ptr %48, i32 %44
  %50 = add i32 %44, 16
  store i32 %50, ptr %43, align 4
  br label %55

51:                                               ; preds = %41
  %52 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 2
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr i8, ptr %53, i32 8
  store ptr %54, ptr %52, align 8
  br label %55

55:                                               ; preds = %51, %46
  %56 = phi ptr [ %49, %46 ], [ %53, %51 ]
  %57 = load double, ptr %56, align 8
  %58 = load double, ptr %5, align 8
  %59 = fadd double %58, %57
  store double %59, ptr %5, align 8
  br label %107

60:                                               ; preds = %17
  %61 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %62 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 16
  %64 = icmp ule i32 %63, 40
  br i1 %64, label %65, label %70

65:                                               ; preds = %60
  %66 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 3
  %67 = load ptr, ptr %66, align 16
  %68 = getelementptr i8, ptr %67, i32 %63
  %69 = add i32 %63, 8
  store i32 %69, ptr %62, align 16
  br label %74

70:                                               ; preds = %60
  %71 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 2
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr i8, ptr %72, i32 8
  store ptr %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %70, %65
  %75 = phi ptr [ %68, %65 ], [ %72, %70 ]
  %76 = load i64, ptr %75, align 8
  %77 = sitofp i64 %76 to double
  %78 = load double, ptr %5, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %5, align 8
  br label %107

80:                                               ; preds = %17
  %81 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %82 = getelementptr inbounds %struct.__va_list_tag, ptr %81, i32 0, i32 0
  %83 = load i32, ptr %82, align 16
  %84 = icmp ule i32 %83, 40
  br i1 %84, label %85, label %90

85:                                               ; preds = %80
  %86 = getelementptr inbounds %struct.__va_list_tag, ptr %81, i32 0, i32 3
  %87 = load ptr, ptr %86, align 16
  %88 = getelementptr i8, ptr %87, i32 %83
  %89 = add i32 %83, 8
  store i32 %89, ptr %82, align 16
  br label %94

90:                                               ; preds = %80
  %91 = getelementptr inbounds %struct.__va_list_tag, ptr %81, i32 0, i32 2
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr i8, ptr %92, i32 8
  store ptr %93, ptr %91, align 8
  br label %94

94:                                               ; preds = %90, %85
  %95 = phi ptr [ %88, %85 ], [ %92, %90 ]
  %96 = load ptr, ptr %95, align 8
  store ptr %96, ptr %7, align 8
  br label %97

97:                                               ; preds = %102, %94
  %98 = load ptr, ptr %7, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 1
  store ptr %99, ptr %7, align 8
  %100 = load i8, ptr %98, align 1
  %101 = icmp ne i8 %100, 0
  br i1 %101, label %102, label %105

102:                                              ; preds = %97
  %103 = load double, ptr %5, align 8
  %104 = fadd double %103, 1.000000e+00
  store double %104, ptr %5, align 8
  br label %97, !llvm.loop !9

105:                                              ; preds = %97
  br label %107

106:                                              ; preds = %17
  br label %107

107:                                              ; preds = %106, %105, %74, %55, %35
  br label %108

108:                                              ; preds = %107
  %109 = load ptr, ptr %6, align 8
  %110 = getelementptr inbounds i8, ptr %109, i32 1
  store ptr %110, ptr %6, align 8
  br label %13, !llvm.loop !10

111:                                              ; preds = %13
  %112 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %112)
  %113 = load ptr, ptr %2, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %113)
  %115 = load ptr, ptr %2, align 8
  store ptr %115, ptr %8, align 8
  br label %116

116:                                              ; preds = %198, %111
  %117 = load ptr, ptr %8, align 8
  %118 = load i8, ptr %117, align 1
  %119 = icmp ne i8 %118, 0
  br i1 %119, label %120, label %201

120:                                              ; preds = %116
  %121 = load ptr, ptr %8, align 8
  %122 = load i8, ptr %121, align 1
  %123 = sext i8 %122 to i32
  switch i32 %123, label %196 [
    i32 105, label %124
    i32 100, label %142
    i32 108, label %160
    i32 115, label %178
  ]

124:                                              ; preds = %120
  %125 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %126 = getelementptr inbounds %struct.__va_list_tag, ptr %125, i32 0, i32 0
  %127 = load i32, ptr %126, align 16
  %128 = icmp ule i32 %127, 40
  br i1 %128, label %129, label %134

129:                                              ; preds = %124
  %130 = getelementptr inbounds %struct.__va_list_tag, ptr %125, i32 0, i32 3
  %131 = load ptr, ptr %130, align 16
  %132 = getelementptr i8, ptr %131, i32 %127
  %133 = add i32 %127, 8
  store i32 %133, ptr %126, align 16
  br label %138

134:                                              ; preds = %124
  %135 = getelementptr inbounds %struct.__va_list_tag, ptr %125, i32 0, i32 2
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr i8, ptr %136, i32 8
  store ptr %137, ptr %135, align 8
  br label %138

138:                                              ; preds = %134, %129
  %139 = phi ptr [ %132, %129 ], [ %136, %134 ]
  %140 = load i32, ptr %139, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %140)
  br label %197

142:                                              ; preds = %120
  %143 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %144 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 1
  %145 = load i32, ptr %144, align 4
  %146 = icmp ule i32 %145, 160
  br i1 %146, label %147, label %152

147:                                              ; preds = %142
  %148 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 3
  %149 = load ptr, ptr %148, align 16
  %150 = getelementptr i8, ptr %149, i32 %145
  %151 = add i32 %145, 16
  store i32 %151, ptr %144, align 4
  br label %156

152:                                              ; preds = %142
  %153 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 2
  %154 = load ptr, ptr %153, align 8
  %155 = getelementptr i8, ptr %154, i32 8
  store ptr %155, ptr %153, align 8
  br label %156

156:                                              ; preds = %152, %147
  %157 = phi ptr [ %150, %147 ], [ %154, %152 ]
  %158 = load double, ptr %157, align 8
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %158)
  br label %197

160:                                              ; preds = %120
  %161 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %162 = getelementptr inbounds %struct.__va_list_tag, ptr %161, i32 0, i32 0
  %163 = load i32, ptr %162, align 16
  %164 = icmp ule i32 %163, 40
  br i1 %164, label %165, label %170

165:                                              ; preds = %160
  %166 = getelementptr inbounds %struct.__va_list_tag, ptr %161, i32 0, i32 3
  %167 = load ptr, ptr %166, align 16
  %168 = getelementptr i8, ptr %167, i32 %163
  %169 = add i32 %163, 8
  store i32 %169, ptr %162, align 16
  br label %174

170:                                              ; preds = %160
  %171 = getelementptr inbounds %struct.__va_list_tag, ptr %161, i32 0, i32 2
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr i8, ptr %172, i32 8
  store ptr %173, ptr %171, align 8
  br label %174

174:                                              ; preds = %170, %165
  %175 = phi ptr [ %168, %165 ], [ %172, %170 ]
  %176 = load i64, ptr %175, align 8
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %176)
  br label %197

178:                                              ; preds = %120
  %179 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %180 = getelementptr inbounds %struct.__va_list_tag, ptr %179, i32 0, i32 0
  %181 = load i32, ptr %180, align 16
  %182 = icmp ule i32 %181, 40
  br i1 %182, label %183, label %188

183:                                              ; preds = %178
  %184 = getelementptr inbounds %struct.__va_list_tag, ptr %179, i32 0, i32 3
  %185 = load ptr, ptr %184, align 16
  %186 = getelementptr i8, ptr %185, i32 %181
  %187 = add i32 %181, 8
  store i32 %187, ptr %180, align 16
  br label %192

188:                                              ; preds = %178
  %189 = getelementptr inbounds %struct.__va_list_tag, ptr %179, i32 0, i32 2
  %190 = load ptr, ptr %189, align 8
  %191 = getelementptr i8, ptr %190, i32 8
  store ptr %191, ptr %189, align 8
  br label %192

192:                                              ; preds = %188, %183
  %193 = phi ptr [ %186, %183 ], [ %190, %188 ]
  %194 = load ptr, ptr %193, align 8
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %194)
  br label %197

196:                                              ; preds = %120
  br label %197

197:                                              ; preds = %196, %192, %174, %156, %138
  br label %198

198:                                              ; preds = %197
  %199 = load ptr, ptr %8, align 8
  %200 = getelementptr inbounds i8, ptr %199, i32 1
  store ptr %200, ptr %8, align 8
  br label %116, !llvm.loop !11

201:                                              ; preds = %116
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  %203 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %203)
  %204 = load double, ptr %5, align 8
  ret double %204
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @logf_wrapper(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [128 x i8], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  %7 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %10 = call i32 @vlog(ptr noundef %7, i32 noundef 128, ptr noundef %8, ptr noundef %9)
  store i32 %10, ptr %5, align 4
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %11)
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_of(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %4, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 16
  %11 = icmp ule i32 %10, 40
  br i1 %11, label %12, label %17

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 3
  %14 = load ptr, ptr %13, align 16
  %15 = getelementptr i8, ptr %14, i32 %10
  %16 = add i32 %10, 8
  store i32 %16, ptr %9, align 16
  br label %21

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i32 8
  store ptr %20, ptr %18, align 8
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi ptr [ %15, %12 ], [ %19, %17 ]
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %5, align 4
  br label %24

24:                                               ; preds = %48, %21
  %25 = load i32, ptr %5, align 4
  %26 = icmp ne i32 %25, -1
  br i1 %26, label %27, label %51

27:                                               ; preds = %24
  %28 = load i32, ptr %5, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %31, label %33

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  store i32 %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %31, %27
  br label %34

34:                                               ; preds = %33
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %36 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 16
  %38 = icmp ule i32 %37, 40
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 3
  %41 = load ptr, ptr %40, align 16
  %42 = getelementptr i8, ptr %41, i32 %37
  %43 = add i32 %37, 8
  store i32 %43, ptr %36, align 16
  br label %48

44:                                               ; preds = %34
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i32 8
  store ptr %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %44, %39
  %49 = phi ptr [ %42, %39 ], [ %46, %44 ]
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %5, align 4
  br label %24, !llvm.loop !12

51:                                               ; preds = %24
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %52)
  %53 = load i32, ptr %4, align 4
  ret i32 %53
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vlog(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = call i32 @vsnprintf(ptr noundef %9, i64 noundef %11, ptr noundef %12, ptr noundef %13) #4
  ret i32 %14
}

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
