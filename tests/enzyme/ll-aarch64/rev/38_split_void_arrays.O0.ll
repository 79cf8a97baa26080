; ModuleID = 'rev/38_split_void_arrays.c'
source_filename = "rev/38_split_void_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"part%d primal y[%d]\00", align 1
@seed = internal constant [5 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00], align 8
@.str.1 = private unnamed_addr constant [14 x i8] c"part%d dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [5 x double], align 8
  %11 = alloca [5 x double], align 8
  %12 = alloca [5 x double], align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [5 x double], align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 5, ptr %3, align 4
  %23 = load volatile i32, ptr %3, align 4
  store i32 %23, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %24 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 4.000000e-01, ptr %24, align 8
  %25 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -1.100000e+00, ptr %25, align 8
  %26 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 9.000000e-01, ptr %26, align 8
  %27 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 1.700000e+00, ptr %27, align 8
  %28 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -3.000000e-01, ptr %28, align 8
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %181, %0
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %30, 2
  br i1 %31, label %32, label %184

32:                                               ; preds = %29
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %33

33:                                               ; preds = %44, %32
  %34 = load i32, ptr %13, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, ptr %13, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load i32, ptr %13, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %42
  store double %40, ptr %43, align 8
  br label %44

44:                                               ; preds = %36
  %45 = load i32, ptr %13, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %13, align 4
  br label %33, !llvm.loop !6

47:                                               ; preds = %33
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %50 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %51 = load i32, ptr @enzyme_dup, align 4
  %52 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  %53 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  %54 = load i32, ptr @enzyme_const, align 4
  %55 = load i32, ptr %4, align 4
  %56 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @f, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, ptr noundef %52, ptr noundef %53, i32 noundef %54, i32 noundef %55)
  store ptr %56, ptr %14, align 8
  %57 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %58 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 0
  %59 = load i32, ptr %4, align 4
  call void @f(ptr noundef %57, ptr noundef %58, i32 noundef %59)
  store i32 0, ptr %15, align 4
  br label %60

60:                                               ; preds = %77, %47
  %61 = load i32, ptr %15, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %80

63:                                               ; preds = %60
  %64 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %65 = load i32, ptr %7, align 4
  %66 = load i32, ptr %15, align 4
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %64, i64 noundef 64, ptr noundef @.str, i32 noundef %65, i32 noundef %66) #5
  %68 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %69 = load i32, ptr %15, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = load i32, ptr %15, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %74
  %76 = load double, ptr %75, align 8
  call void @check_primal(ptr noundef %68, double noundef %72, double noundef %76)
  br label %77

77:                                               ; preds = %63
  %78 = load i32, ptr %15, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %15, align 4
  br label %60, !llvm.loop !8

80:                                               ; preds = %60
  %81 = load i32, ptr %7, align 4
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %98

83:                                               ; preds = %80
  store i32 0, ptr %16, align 4
  br label %84

84:                                               ; preds = %94, %83
  %85 = load i32, ptr %16, align 4
  %86 = icmp slt i32 %85, 5
  br i1 %86, label %87, label %97

87:                                               ; preds = %84
  %88 = load i32, ptr %16, align 4
  %89 = sitofp i32 %88 to double
  %90 = fadd double 1.000000e+02, %89
  %91 = load i32, ptr %16, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %92
  store double %90, ptr %93, align 8
  br label %94

94:                                               ; preds = %87
  %95 = load i32, ptr %16, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %16, align 4
  br label %84, !llvm.loop !9

97:                                               ; preds = %84
  br label %98

98:                                               ; preds = %97, %80
  store i32 0, ptr %17, align 4
  br label %99

99:                                               ; preds = %110, %98
  %100 = load i32, ptr %17, align 4
  %101 = icmp slt i32 %100, 5
  br i1 %101, label %102, label %113

102:                                              ; preds = %99
  %103 = load i32, ptr %17, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = load i32, ptr %17, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %108
  store double %106, ptr %109, align 8
  br label %110

110:                                              ; preds = %102
  %111 = load i32, ptr %17, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %17, align 4
  br label %99, !llvm.loop !10

113:                                              ; preds = %99
  %114 = load i32, ptr @enzyme_dup, align 4
  %115 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 0
  %116 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %117 = load i32, ptr @enzyme_dup, align 4
  %118 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  %119 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 0
  %120 = load i32, ptr @enzyme_const, align 4
  %121 = load i32, ptr %4, align 4
  %122 = load ptr, ptr %14, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @f, i32 noundef %114, ptr noundef %115, ptr noundef %116, i32 noundef %117, ptr noundef %118, ptr noundef %119, i32 noundef %120, i32 noundef %121, ptr noundef %122)
  store i32 0, ptr %18, align 4
  br label %123

123:                                              ; preds = %177, %113
  %124 = load i32, ptr %18, align 4
  %125 = icmp slt i32 %124, 5
  br i1 %125, label %126, label %180

126:                                              ; preds = %123
  store i32 0, ptr %20, align 4
  br label %127

127:                                              ; preds = %138, %126
  %128 = load i32, ptr %20, align 4
  %129 = icmp slt i32 %128, 5
  br i1 %129, label %130, label %141

130:                                              ; preds = %127
  %131 = load i32, ptr %20, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %132
  %134 = load double, ptr %133, align 8
  %135 = load i32, ptr %20, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %136
  store double %134, ptr %137, align 8
  br label %138

138:                                              ; preds = %130
  %139 = load i32, ptr %20, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %20, align 4
  br label %127, !llvm.loop !11

141:                                              ; preds = %127
  %142 = load i32, ptr %18, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %143
  %145 = load double, ptr %144, align 8
  %146 = fadd double %145, 0x3EB0C6F7A0B5ED8D
  %147 = load i32, ptr %18, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %148
  store double %146, ptr %149, align 8
  %150 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 0
  %151 = load i32, ptr %4, align 4
  %152 = call double @weighted(ptr noundef %150, i32 noundef %151)
  store double %152, ptr %21, align 8
  %153 = load i32, ptr %18, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = fsub double %156, 0x3EB0C6F7A0B5ED8D
  %158 = load i32, ptr %18, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %159
  store double %157, ptr %160, align 8
  %161 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 0
  %162 = load i32, ptr %4, align 4
  %163 = call double @weighted(ptr noundef %161, i32 noundef %162)
  store double %163, ptr %22, align 8
  %164 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %165 = load i32, ptr %7, align 4
  %166 = load i32, ptr %18, align 4
  %167 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %164, i64 noundef 64, ptr noundef @.str.1, i32 noundef %165, i32 noundef %166) #5
  %168 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %169 = load i32, ptr %18, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %170
  %172 = load double, ptr %171, align 8
  %173 = load double, ptr %21, align 8
  %174 = load double, ptr %22, align 8
  %175 = fsub double %173, %174
  %176 = fdiv double %175, 2.000000e-06
  call void @check(ptr noundef %168, double noundef %172, double noundef %176)
  br label %177

177:                                              ; preds = %141
  %178 = load i32, ptr %18, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %18, align 4
  br label %123, !llvm.loop !12

180:                                              ; preds = %123
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr %7, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %7, align 4
  br label %29, !llvm.loop !13

184:                                              ; preds = %29
  %185 = load i32, ptr @fails, align 4
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i64
  %188 = select i1 %186, ptr @.str.3, ptr @.str.4
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %188)
  %190 = load i32, ptr @fails, align 4
  %191 = icmp ne i32 %190, 0
  %192 = zext i1 %191 to i32
  ret i32 %192
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %61, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %64

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = call double @sin(double noundef %17) #5
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  %22 = load i32, ptr %6, align 4
  %23 = srem i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %19, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double %31, %36
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 2
  %41 = load i32, ptr %6, align 4
  %42 = srem i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %38, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 2
  %49 = load i32, ptr %6, align 4
  %50 = srem i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %46, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = call double @llvm.fmuladd.f64(double %45, double %53, double 1.000000e+00)
  %55 = fdiv double %37, %54
  %56 = call double @llvm.fmuladd.f64(double %18, double %26, double %55)
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  store double %56, ptr %60, align 8
  br label %61

61:                                               ; preds = %12
  %62 = load i32, ptr %7, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %7, align 4
  br label %8, !llvm.loop !14

64:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_primal(ptr noundef %0, double noundef %1, double noundef %2) #0 {
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
  %15 = fmul double 0x3D719799812DEA11, %14
  %16 = fcmp ole double %11, %15
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = icmp ne i32 %21, 0
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, ptr @.str.4, ptr @.str.3
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %18, double noundef %19, double noundef %20, ptr noundef %24)
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  %28 = xor i1 %27, true
  %29 = zext i1 %28 to i32
  %30 = load i32, ptr @fails, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4
  ret void
}

declare void @__enzyme_reverse(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @weighted(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 0
  %10 = load i32, ptr %4, align 4
  call void @f(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %26, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load double, ptr %6, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %23, double %24)
  store double %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %11, !llvm.loop !15

29:                                               ; preds = %11
  %30 = load double, ptr %6, align 8
  ret double %30
}

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
