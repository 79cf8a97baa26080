; ModuleID = 'c/20_const_tables.c'
source_filename = "c/20_const_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.element = type { ptr, i32, double }

@global_counter = dso_local global i32 5, align 4
@global_ptr = dso_local global ptr @global_counter, align 8
@__const.main.msg = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str = private unnamed_addr constant [14 x i8] c"crc32 = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"crc32(\22123456789\22) = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@popcnt4 = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"total bits 0..999 = %d\0A\00", align 1
@weights = internal constant [5 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 2.500000e-01, double 1.500000e-01], align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"weighted = %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"%s 15 -> day %d (leap %d)\0A\00", align 1
@month_names = internal constant [12 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 8
@.str.6 = private unnamed_addr constant [20 x i8] c"%-3s z=%2d m=%8.4f\0A\00", align 1
@elements = internal constant [7 x %struct.element] [%struct.element { ptr @.str.22, i32 1, double 1.008000e+00 }, %struct.element { ptr @.str.23, i32 2, double 4.002600e+00 }, %struct.element { ptr @.str.24, i32 6, double 1.201100e+01 }, %struct.element { ptr @.str.25, i32 7, double 1.400700e+01 }, %struct.element { ptr @.str.26, i32 8, double 1.599900e+01 }, %struct.element { ptr @.str.27, i32 26, double 5.584500e+01 }, %struct.element { ptr @.str.28, i32 79, double 1.969700e+02 }], align 8
@.str.7 = private unnamed_addr constant [17 x i8] c"total mass %.4f\0A\00", align 1
@matrix = internal global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 4
@.str.8 = private unnamed_addr constant [21 x i8] c"colsum: %d %d %d %d\0A\00", align 1
@hexdigits = internal constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"hex = %s\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"Feb\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"May\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"Aug\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1
@days_in_month = internal constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4
@.str.22 = private unnamed_addr constant [2 x i8] c"H\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"He\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"N\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"Fe\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"Au\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [44 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca [4 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [9 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @crc_init()
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.msg, i64 44, i1 false)
  %16 = getelementptr inbounds [44 x i8], ptr %2, i64 0, i64 0
  %17 = call i32 @crc32(ptr noundef %16, i64 noundef 43)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17)
  %19 = call i32 @crc32(ptr noundef @.str.2, i64 noundef 9)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %49, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp ult i32 %22, 1000
  br i1 %23, label %24, label %52

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = and i32 %25, 15
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = load i32, ptr %4, align 4
  %32 = lshr i32 %31, 4
  %33 = and i32 %32, 15
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add nsw i32 %30, %37
  %39 = load i32, ptr %4, align 4
  %40 = lshr i32 %39, 8
  %41 = and i32 %40, 15
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = add nsw i32 %38, %45
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %3, align 4
  br label %49

49:                                               ; preds = %24
  %50 = load i32, ptr %4, align 4
  %51 = add i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %21, !llvm.loop !6

52:                                               ; preds = %21
  %53 = load i32, ptr %3, align 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %53)
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %55

55:                                               ; preds = %69, %52
  %56 = load i32, ptr %6, align 4
  %57 = zext i32 %56 to i64
  %58 = icmp ult i64 %57, 5
  br i1 %58, label %59, label %72

59:                                               ; preds = %55
  %60 = load i32, ptr %6, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [5 x double], ptr @weights, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %6, align 4
  %65 = add i32 %64, 1
  %66 = uitofp i32 %65 to double
  %67 = load double, ptr %5, align 8
  %68 = call double @llvm.fmuladd.f64(double %63, double %66, double %67)
  store double %68, ptr %5, align 8
  br label %69

69:                                               ; preds = %59
  %70 = load i32, ptr %6, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %6, align 4
  br label %55, !llvm.loop !8

72:                                               ; preds = %55
  %73 = load double, ptr %5, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %73)
  store i32 1, ptr %7, align 4
  br label %75

75:                                               ; preds = %89, %72
  %76 = load i32, ptr %7, align 4
  %77 = icmp sle i32 %76, 12
  br i1 %77, label %78, label %92

78:                                               ; preds = %75
  %79 = load i32, ptr %7, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [12 x ptr], ptr @month_names, i64 0, i64 %81
  %83 = load ptr, ptr %82, align 8
  %84 = load i32, ptr %7, align 4
  %85 = call i32 @day_of_year(i32 noundef %84, i32 noundef 15, i32 noundef 0)
  %86 = load i32, ptr %7, align 4
  %87 = call i32 @day_of_year(i32 noundef %86, i32 noundef 15, i32 noundef 1)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %83, i32 noundef %85, i32 noundef %87)
  br label %89

89:                                               ; preds = %78
  %90 = load i32, ptr %7, align 4
  %91 = add nsw i32 %90, 3
  store i32 %91, ptr %7, align 4
  br label %75, !llvm.loop !9

92:                                               ; preds = %75
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %93

93:                                               ; preds = %121, %92
  %94 = load i32, ptr %9, align 4
  %95 = zext i32 %94 to i64
  %96 = icmp ult i64 %95, 7
  br i1 %96, label %97, label %124

97:                                               ; preds = %93
  %98 = load i32, ptr %9, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [7 x %struct.element], ptr @elements, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.element, ptr %100, i32 0, i32 0
  %102 = load ptr, ptr %101, align 8
  %103 = load i32, ptr %9, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [7 x %struct.element], ptr @elements, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.element, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 8
  %108 = load i32, ptr %9, align 4
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds [7 x %struct.element], ptr @elements, i64 0, i64 %109
  %111 = getelementptr inbounds %struct.element, ptr %110, i32 0, i32 2
  %112 = load double, ptr %111, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %102, i32 noundef %107, double noundef %112)
  %114 = load i32, ptr %9, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [7 x %struct.element], ptr @elements, i64 0, i64 %115
  %117 = getelementptr inbounds %struct.element, ptr %116, i32 0, i32 2
  %118 = load double, ptr %117, align 8
  %119 = load double, ptr %8, align 8
  %120 = fadd double %119, %118
  store double %120, ptr %8, align 8
  br label %121

121:                                              ; preds = %97
  %122 = load i32, ptr %9, align 4
  %123 = add i32 %122, 1
  store i32 %123, ptr %9, align 4
  br label %93, !llvm.loop !10

124:                                              ; preds = %93
  %125 = load double, ptr %8, align 8
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %125)
  %127 = load ptr, ptr @global_ptr, align 8
  %128 = load i32, ptr %127, align 4
  %129 = add nsw i32 %128, 10
  store i32 %129, ptr %127, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 0, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %130

130:                                              ; preds = %156, %124
  %131 = load i32, ptr %11, align 4
  %132 = icmp slt i32 %131, 3
  br i1 %132, label %133, label %159

133:                                              ; preds = %130
  store i32 0, ptr %12, align 4
  br label %134

134:                                              ; preds = %152, %133
  %135 = load i32, ptr %12, align 4
  %136 = icmp slt i32 %135, 4
  br i1 %136, label %137, label %155

137:                                              ; preds = %134
  %138 = load i32, ptr %11, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x [4 x i32]], ptr @matrix, i64 0, i64 %139
  %141 = load i32, ptr %12, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [4 x i32], ptr %140, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = load i32, ptr @global_counter, align 4
  %146 = mul nsw i32 %144, %145
  %147 = load i32, ptr %12, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = add nsw i32 %150, %146
  store i32 %151, ptr %149, align 4
  br label %152

152:                                              ; preds = %137
  %153 = load i32, ptr %12, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %12, align 4
  br label %134, !llvm.loop !11

155:                                              ; preds = %134
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %11, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %11, align 4
  br label %130, !llvm.loop !12

159:                                              ; preds = %130
  %160 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 0
  %161 = load i32, ptr %160, align 4
  %162 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 1
  %163 = load i32, ptr %162, align 4
  %164 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 2
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 3
  %167 = load i32, ptr %166, align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %161, i32 noundef %163, i32 noundef %165, i32 noundef %167)
  store i32 -1056969150, ptr %14, align 4
  store i32 7, ptr %15, align 4
  br label %169

169:                                              ; preds = %183, %159
  %170 = load i32, ptr %15, align 4
  %171 = icmp sge i32 %170, 0
  br i1 %171, label %172, label %186

172:                                              ; preds = %169
  %173 = load i32, ptr %14, align 4
  %174 = and i32 %173, 15
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %175
  %177 = load i8, ptr %176, align 1
  %178 = load i32, ptr %15, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 %179
  store i8 %177, ptr %180, align 1
  %181 = load i32, ptr %14, align 4
  %182 = lshr i32 %181, 4
  store i32 %182, ptr %14, align 4
  br label %183

183:                                              ; preds = %172
  %184 = load i32, ptr %15, align 4
  %185 = add nsw i32 %184, -1
  store i32 %185, ptr %15, align 4
  br label %169, !llvm.loop !13

186:                                              ; preds = %169
  %187 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 8
  store i8 0, ptr %187, align 1
  %188 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %188)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !14

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !15

36:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %6, align 8
  br label %7, !llvm.loop !16

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4
  %31 = xor i32 %30, -1
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @day_of_year(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 %12, 1
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %34

15:                                               ; preds = %10
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [12 x i32], ptr @days_in_month, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %25

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4
  %24 = icmp ne i32 %23, 0
  br label %25

25:                                               ; preds = %22, %15
  %26 = phi i1 [ false, %15 ], [ %24, %22 ]
  %27 = zext i1 %26 to i32
  %28 = add nsw i32 %19, %27
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !17

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
