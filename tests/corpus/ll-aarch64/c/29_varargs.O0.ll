; ModuleID = 'c/29_varargs.c'
source_filename = "c/29_varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !6

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load i32, ptr %4, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !8

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load i32, ptr %2, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = load double, ptr %4, align 8
  %38 = load i32, ptr %2, align 4
  %39 = sitofp i32 %38 to double
  %40 = fdiv double %37, %39
  br label %42

41:                                               ; preds = %33
  br label %42

42:                                               ; preds = %41, %36
  %43 = phi double [ %40, %36 ], [ 0.000000e+00, %41 ]
  ret double %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store double 0.000000e+00, ptr %5, align 8
  %9 = load ptr, ptr %2, align 8
  store ptr %9, ptr %6, align 8
  br label %10

10:                                               ; preds = %109, %1
  %11 = load ptr, ptr %6, align 8
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %112

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  switch i32 %17, label %107 [
    i32 105, label %18
    i32 100, label %39
    i32 108, label %59
    i32 115, label %80
  ]

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %20 = load i32, ptr %19, align 8
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %29, label %22

22:                                               ; preds = %18
  %23 = add i32 %20, 8
  store i32 %23, ptr %19, align 8
  %24 = icmp sle i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i32 %20
  br label %33

29:                                               ; preds = %22, %18
  %30 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %30, align 8
  br label %33

33:                                               ; preds = %29, %25
  %34 = phi ptr [ %28, %25 ], [ %31, %29 ]
  %35 = load i32, ptr %34, align 8
  %36 = sitofp i32 %35 to double
  %37 = load double, ptr %5, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %5, align 8
  br label %108

39:                                               ; preds = %14
  %40 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %41 = load i32, ptr %40, align 4
  %42 = icmp sge i32 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %39
  %44 = add i32 %41, 16
  store i32 %44, ptr %40, align 4
  %45 = icmp sle i32 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 %41
  br label %54

50:                                               ; preds = %43, %39
  %51 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %53, ptr %51, align 8
  br label %54

54:                                               ; preds = %50, %46
  %55 = phi ptr [ %49, %46 ], [ %52, %50 ]
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %5, align 8
  %58 = fadd double %57, %56
  store double %58, ptr %5, align 8
  br label %108

59:                                               ; preds = %14
  %60 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %61 = load i32, ptr %60, align 8
  %62 = icmp sge i32 %61, 0
  br i1 %62, label %70, label %63

63:                                               ; preds = %59
  %64 = add i32 %61, 8
  store i32 %64, ptr %60, align 8
  %65 = icmp sle i32 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %63
  %67 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %68, i32 %61
  br label %74

70:                                               ; preds = %63, %59
  %71 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %70, %66
  %75 = phi ptr [ %69, %66 ], [ %72, %70 ]
  %76 = load i64, ptr %75, align 8
  %77 = sitofp i64 %76 to double
  %78 = load double, ptr %5, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %5, align 8
  br label %108

80:                                               ; preds = %14
  %81 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %82 = load i32, ptr %81, align 8
  %83 = icmp sge i32 %82, 0
  br i1 %83, label %91, label %84

84:                                               ; preds = %80
  %85 = add i32 %82, 8
  store i32 %85, ptr %81, align 8
  %86 = icmp sle i32 %85, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %84
  %88 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr inbounds i8, ptr %89, i32 %82
  br label %95

91:                                               ; preds = %84, %80
  %92 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %93, i64 8
  store ptr %94, ptr %92, align 8
  br label %95

95:                                               ; preds = %91, %87
  %96 = phi ptr [ %90, %87 ], [ %93, %91 ]
  %97 = load ptr, ptr %96, align 8
  store ptr %97, ptr %7, align 8
  br label %98

98:                                               ; preds = %103, %95
  %99 = load ptr, ptr %7, align 8
  %100 = getelementptr inbounds i8, ptr %99, i32 1
  store ptr %100, ptr %7, align 8
  %101 = load i8, ptr %99, align 1
  %102 = icmp ne i8 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %98
  %104 = load double, ptr %5, align 8
  %105 = fadd double %104, 1.000000e+00
  store double %105, ptr %5, align 8
  br label %98, !llvm.loop !9

106:                                              ; preds = %98
  br label %108

107:                                              ; preds = %14
  br label %108

108:                                              ; preds = %107, %106, %74, %54, %33
  br label %109

109:                                              ; preds = %108
  %110 = load ptr, ptr %6, align 8
  %111 = getelementptr inbounds i8, ptr %110, i32 1
  store ptr %111, ptr %6, align 8
  br label %10, !llvm.loop !10

112:                                              ; preds = %10
  call void @llvm.va_end.p0(ptr %3)
  %113 = load ptr, ptr %2, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %113)
  %115 = load ptr, ptr %2, align 8
  store ptr %115, ptr %8, align 8
  br label %116

116:                                              ; preds = %202, %112
  %117 = load ptr, ptr %8, align 8
  %118 = load i8, ptr %117, align 1
  %119 = icmp ne i8 %118, 0
  br i1 %119, label %120, label %205

120:                                              ; preds = %116
  %121 = load ptr, ptr %8, align 8
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i32
  switch i32 %123, label %200 [
    i32 105, label %124
    i32 100, label %143
    i32 108, label %162
    i32 115, label %181
  ]

124:                                              ; preds = %120
  %125 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %126 = load i32, ptr %125, align 8
  %127 = icmp sge i32 %126, 0
  br i1 %127, label %135, label %128

128:                                              ; preds = %124
  %129 = add i32 %126, 8
  store i32 %129, ptr %125, align 8
  %130 = icmp sle i32 %129, 0
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %133, i32 %126
  br label %139

135:                                              ; preds = %128, %124
  %136 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %138, ptr %136, align 8
  br label %139

139:                                              ; preds = %135, %131
  %140 = phi ptr [ %134, %131 ], [ %137, %135 ]
  %141 = load i32, ptr %140, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %141)
  br label %201

143:                                              ; preds = %120
  %144 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %145 = load i32, ptr %144, align 4
  %146 = icmp sge i32 %145, 0
  br i1 %146, label %154, label %147

147:                                              ; preds = %143
  %148 = add i32 %145, 16
  store i32 %148, ptr %144, align 4
  %149 = icmp sle i32 %148, 0
  br i1 %149, label %150, label %154

150:                                              ; preds = %147
  %151 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr inbounds i8, ptr %152, i32 %145
  br label %158

154:                                              ; preds = %147, %143
  %155 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %156 = load ptr, ptr %155, align 8
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  store ptr %157, ptr %155, align 8
  br label %158

158:                                              ; preds = %154, %150
  %159 = phi ptr [ %153, %150 ], [ %156, %154 ]
  %160 = load double, ptr %159, align 8
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %160)
  br label %201

162:                                              ; preds = %120
  %163 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %164 = load i32, ptr %163, align 8
  %165 = icmp sge i32 %164, 0
  br i1 %165, label %173, label %166

166:                                              ; preds = %162
  %167 = add i32 %164, 8
  store i32 %167, ptr %163, align 8
  %168 = icmp sle i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %166
  %170 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %171 = load ptr, ptr %170, align 8
  %172 = getelementptr inbounds i8, ptr %171, i32 %164
  br label %177

173:                                              ; preds = %166, %162
  %174 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  store ptr %176, ptr %174, align 8
  br label %177

177:                                              ; preds = %173, %169
  %178 = phi ptr [ %172, %169 ], [ %175, %173 ]
  %179 = load i64, ptr %178, align 8
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %179)
  br label %201

181:                                              ; preds = %120
  %182 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %183 = load i32, ptr %182, align 8
  %184 = icmp sge i32 %183, 0
  br i1 %184, label %192, label %185

185:                                              ; preds = %181
  %186 = add i32 %183, 8
  store i32 %186, ptr %182, align 8
  %187 = icmp sle i32 %186, 0
  br i1 %187, label %188, label %192

188:                                              ; preds = %185
  %189 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %190 = load ptr, ptr %189, align 8
  %191 = getelementptr inbounds i8, ptr %190, i32 %183
  br label %196

192:                                              ; preds = %185, %181
  %193 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  store ptr %195, ptr %193, align 8
  br label %196

196:                                              ; preds = %192, %188
  %197 = phi ptr [ %191, %188 ], [ %194, %192 ]
  %198 = load ptr, ptr %197, align 8
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %198)
  br label %201

200:                                              ; preds = %120
  br label %201

201:                                              ; preds = %200, %196, %177, %158, %139
  br label %202

202:                                              ; preds = %201
  %203 = load ptr, ptr %8, align 8
  %204 = getelementptr inbounds i8, ptr %203, i32 1
  store ptr %204, ptr %8, align 8
  br label %116, !llvm.loop !11

205:                                              ; preds = %116
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  call void @llvm.va_end.p0(ptr %4)
  %207 = load double, ptr %5, align 8
  ret double %207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @logf_wrapper(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [128 x i8], align 1
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %7 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %8 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %4, i64 32, i1 false)
  %9 = call i32 @vlog(ptr noundef %7, i32 noundef 128, ptr noundef %8, ptr noundef %6)
  store i32 %9, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %4)
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %10, ptr noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_of(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %6 = load i32, ptr %2, align 4
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %8 = load i32, ptr %7, align 8
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %1
  %11 = add i32 %8, 8
  store i32 %11, ptr %7, align 8
  %12 = icmp sle i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 %8
  br label %21

17:                                               ; preds = %10, %1
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %20, ptr %18, align 8
  br label %21

21:                                               ; preds = %17, %13
  %22 = phi ptr [ %16, %13 ], [ %19, %17 ]
  %23 = load i32, ptr %22, align 8
  store i32 %23, ptr %5, align 4
  br label %24

24:                                               ; preds = %49, %21
  %25 = load i32, ptr %5, align 4
  %26 = icmp ne i32 %25, -1
  br i1 %26, label %27, label %52

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
  %35 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %36 = load i32, ptr %35, align 8
  %37 = icmp sge i32 %36, 0
  br i1 %37, label %45, label %38

38:                                               ; preds = %34
  %39 = add i32 %36, 8
  store i32 %39, ptr %35, align 8
  %40 = icmp sle i32 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %38
  %42 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 %36
  br label %49

45:                                               ; preds = %38, %34
  %46 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr %48, ptr %46, align 8
  br label %49

49:                                               ; preds = %45, %41
  %50 = phi ptr [ %44, %41 ], [ %47, %45 ]
  %51 = load i32, ptr %50, align 8
  store i32 %51, ptr %5, align 4
  br label %24, !llvm.loop !12

52:                                               ; preds = %24
  call void @llvm.va_end.p0(ptr %3)
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
  %9 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = load ptr, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %3, i64 32, i1 false)
  %14 = call i32 @vsnprintf(ptr noundef %10, i64 noundef %12, ptr noundef %13, ptr noundef %9) #5
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
