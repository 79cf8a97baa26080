; ModuleID = 'c/13_qsort_cmp.c'
source_filename = "c/13_qsort_cmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.person = type { [12 x i8], double, i32 }

@__const.main.fns = private unnamed_addr constant [2 x ptr] [ptr @cmp_int_asc, ptr @cmp_int_desc], align 8
@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"desc\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"asc \00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%.4f%c\00", align 1
@__const.main.ps = private unnamed_addr constant [6 x %struct.person] [%struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", double 8.850000e+01, i32 30 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", double 7.025000e+01, i32 41 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }], align 8
@.str.6 = private unnamed_addr constant [16 x i8] c"%-6s %6.2f %3d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@.str.14 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"bsearch %d -> %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"missing\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [24 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [10 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x %struct.person], align 8
  %11 = alloca i32, align 4
  %12 = alloca [7 x ptr], align 8
  %13 = alloca i32, align 4
  %14 = alloca [4 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %29, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 24
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = mul nsw i32 %21, 131
  %23 = xor i32 %22, 90
  %24 = srem i32 %23, 97
  %25 = sub nsw i32 %24, 40
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 %27
  store i32 %25, ptr %28, align 4
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %17, !llvm.loop !6

32:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.fns, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %61, %32
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 2
  br i1 %35, label %36, label %64

36:                                               ; preds = %33
  %37 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2 x ptr], ptr %4, i64 0, i64 %39
  %41 = load ptr, ptr %40, align 8
  call void @qsort(ptr noundef %37, i64 noundef 24, i64 noundef 4, ptr noundef %41)
  %42 = load i32, ptr %5, align 4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, ptr @.str.1, ptr @.str.2
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %45)
  store i32 0, ptr %6, align 4
  br label %47

47:                                               ; preds = %56, %36
  %48 = load i32, ptr %6, align 4
  %49 = icmp slt i32 %48, 24
  br i1 %49, label %50, label %59

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %54)
  br label %56

56:                                               ; preds = %50
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %47, !llvm.loop !8

59:                                               ; preds = %47
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %61

61:                                               ; preds = %59
  %62 = load i32, ptr %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %5, align 4
  br label %33, !llvm.loop !9

64:                                               ; preds = %33
  store i32 0, ptr %8, align 4
  br label %65

65:                                               ; preds = %78, %64
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 10
  br i1 %67, label %68, label %81

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4
  %70 = mul nsw i32 %69, 7
  %71 = srem i32 %70, 10
  %72 = sitofp i32 %71 to double
  %73 = fdiv double %72, 3.000000e+00
  %74 = fsub double %73, 1.000000e+00
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %76
  store double %74, ptr %77, align 8
  br label %78

78:                                               ; preds = %68
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  br label %65, !llvm.loop !10

81:                                               ; preds = %65
  %82 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  call void @qsort(ptr noundef %82, i64 noundef 10, i64 noundef 8, ptr noundef @cmp_double)
  store i32 0, ptr %9, align 4
  br label %83

83:                                               ; preds = %96, %81
  %84 = load i32, ptr %9, align 4
  %85 = icmp slt i32 %84, 10
  br i1 %85, label %86, label %99

86:                                               ; preds = %83
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load i32, ptr %9, align 4
  %92 = icmp eq i32 %91, 9
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, i32 10, i32 32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %90, i32 noundef %94)
  br label %96

96:                                               ; preds = %86
  %97 = load i32, ptr %9, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %9, align 4
  br label %83, !llvm.loop !11

99:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.ps, i64 192, i1 false)
  %100 = getelementptr inbounds [6 x %struct.person], ptr %10, i64 0, i64 0
  call void @qsort(ptr noundef %100, i64 noundef 6, i64 noundef 32, ptr noundef @cmp_person)
  store i32 0, ptr %11, align 4
  br label %101

101:                                              ; preds = %121, %99
  %102 = load i32, ptr %11, align 4
  %103 = icmp slt i32 %102, 6
  br i1 %103, label %104, label %124

104:                                              ; preds = %101
  %105 = load i32, ptr %11, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [6 x %struct.person], ptr %10, i64 0, i64 %106
  %108 = getelementptr inbounds %struct.person, ptr %107, i32 0, i32 0
  %109 = getelementptr inbounds [12 x i8], ptr %108, i64 0, i64 0
  %110 = load i32, ptr %11, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [6 x %struct.person], ptr %10, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.person, ptr %112, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = load i32, ptr %11, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [6 x %struct.person], ptr %10, i64 0, i64 %116
  %118 = getelementptr inbounds %struct.person, ptr %117, i32 0, i32 2
  %119 = load i32, ptr %118, align 8
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %109, double noundef %114, i32 noundef %119)
  br label %121

121:                                              ; preds = %104
  %122 = load i32, ptr %11, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %11, align 4
  br label %101, !llvm.loop !12

124:                                              ; preds = %101
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.words, i64 56, i1 false)
  %125 = getelementptr inbounds [7 x ptr], ptr %12, i64 0, i64 0
  call void @qsort(ptr noundef %125, i64 noundef 7, i64 noundef 8, ptr noundef @cmp_str)
  store i32 0, ptr %13, align 4
  br label %126

126:                                              ; preds = %135, %124
  %127 = load i32, ptr %13, align 4
  %128 = icmp slt i32 %127, 7
  br i1 %128, label %129, label %138

129:                                              ; preds = %126
  %130 = load i32, ptr %13, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [7 x ptr], ptr %12, i64 0, i64 %131
  %133 = load ptr, ptr %132, align 8
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %133)
  br label %135

135:                                              ; preds = %129
  %136 = load i32, ptr %13, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %13, align 4
  br label %126, !llvm.loop !13

138:                                              ; preds = %126
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %140 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %140, i64 noundef 24, i64 noundef 4, ptr noundef @cmp_int_asc)
  %141 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 5
  %142 = load i32, ptr %141, align 4
  store i32 %142, ptr %14, align 4
  %143 = getelementptr inbounds i32, ptr %14, i64 1
  store i32 1000, ptr %143, align 4
  %144 = getelementptr inbounds i32, ptr %14, i64 2
  %145 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 20
  %146 = load i32, ptr %145, align 4
  store i32 %146, ptr %144, align 4
  %147 = getelementptr inbounds i32, ptr %14, i64 3
  store i32 -41, ptr %147, align 4
  store i32 0, ptr %15, align 4
  br label %148

148:                                              ; preds = %166, %138
  %149 = load i32, ptr %15, align 4
  %150 = icmp slt i32 %149, 4
  br i1 %150, label %151, label %169

151:                                              ; preds = %148
  %152 = load i32, ptr %15, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %153
  %155 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  %156 = call ptr @bsearch(ptr noundef %154, ptr noundef %155, i64 noundef 24, i64 noundef 4, ptr noundef @cmp_int_asc)
  store ptr %156, ptr %16, align 8
  %157 = load i32, ptr %15, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4
  %161 = load ptr, ptr %16, align 8
  %162 = icmp ne ptr %161, null
  %163 = zext i1 %162 to i64
  %164 = select i1 %162, ptr @.str.16, ptr @.str.17
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %160, ptr noundef %164)
  br label %166

166:                                              ; preds = %151
  %167 = load i32, ptr %15, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %15, align 4
  br label %148, !llvm.loop !14

169:                                              ; preds = %148
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_asc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @cmp_int_asc(ptr noundef %5, ptr noundef %6)
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  store double %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load double, ptr %9, align 8
  store double %10, ptr %6, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = fcmp ogt double %11, %12
  %14 = zext i1 %13 to i32
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.person, ptr %10, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.person, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fcmp une double %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.person, ptr %18, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.person, ptr %21, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fcmp olt double %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 1, i32 -1
  store i32 %26, ptr %3, align 4
  br label %51

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.person, ptr %28, i32 0, i32 2
  %30 = load i32, ptr %29, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.person, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %32, align 8
  %34 = icmp ne i32 %30, %33
  br i1 %34, label %35, label %43

35:                                               ; preds = %27
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.person, ptr %36, i32 0, i32 2
  %38 = load i32, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.person, ptr %39, i32 0, i32 2
  %41 = load i32, ptr %40, align 8
  %42 = sub nsw i32 %38, %41
  store i32 %42, ptr %3, align 4
  br label %51

43:                                               ; preds = %27
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.person, ptr %44, i32 0, i32 0
  %46 = getelementptr inbounds [12 x i8], ptr %45, i64 0, i64 0
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.person, ptr %47, i32 0, i32 0
  %49 = getelementptr inbounds [12 x i8], ptr %48, i64 0, i64 0
  %50 = call i32 @strcmp(ptr noundef %46, ptr noundef %49) #4
  store i32 %50, ptr %3, align 4
  br label %51

51:                                               ; preds = %43, %35, %17
  %52 = load i32, ptr %3, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #4
  ret i32 %9
}

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
