; ModuleID = 'rev/40_split_allocated_loop.c'
source_filename = "rev/40_split_allocated_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.s0 = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -2.000000e-01, double 9.000000e-01, double 3.000000e-01], align 8
@__const.main.c = private unnamed_addr constant [4 x double] [double 1.200000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 4.000000e-01], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_allocated = external global i32, align 4
@enzyme_tape = external global i32, align 4
@seed = internal constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.000000e+00, double 7.500000e-01], align 8
@.str = private unnamed_addr constant [20 x i8] c"primal (seeded sum)\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/ds0[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dc[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [64 x i8], align 1
  %18 = alloca i32, align 4
  %19 = alloca [4 x double], align 8
  %20 = alloca [4 x double], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 7, ptr %3, align 4
  %26 = load volatile i32, ptr %3, align 4
  store i32 %26, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.s0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.c, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 32, i1 false)
  store i32 0, ptr %10, align 4
  br label %27

27:                                               ; preds = %38, %0
  %28 = load i32, ptr %10, align 4
  %29 = icmp slt i32 %28, 4
  br i1 %29, label %30, label %41

30:                                               ; preds = %27
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %30
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %10, align 4
  br label %27, !llvm.loop !6

41:                                               ; preds = %27
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = load i32, ptr @enzyme_const, align 4
  %45 = call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef @step_all, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  store i32 %45, ptr %11, align 4
  %46 = load i32, ptr %11, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %50

48:                                               ; preds = %41
  %49 = load i32, ptr %11, align 4
  br label %51

50:                                               ; preds = %41
  br label %51

51:                                               ; preds = %50, %48
  %52 = phi i32 [ %49, %48 ], [ 1, %50 ]
  %53 = sext i32 %52 to i64
  %54 = call noalias ptr @malloc(i64 noundef %53) #7
  store ptr %54, ptr %12, align 8
  %55 = load i32, ptr @enzyme_allocated, align 4
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr @enzyme_tape, align 4
  %58 = load ptr, ptr %12, align 8
  %59 = load i32, ptr @enzyme_dup, align 4
  %60 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %61 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %64 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %65 = load i32, ptr @enzyme_const, align 4
  %66 = load i32, ptr %4, align 4
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef @step_all, i32 noundef %55, i32 noundef %56, i32 noundef %57, ptr noundef %58, i32 noundef %59, ptr noundef %60, ptr noundef %61, i32 noundef %62, ptr noundef %63, ptr noundef %64, i32 noundef %65, i32 noundef %66)
  %67 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %68 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %69 = load i32, ptr %4, align 4
  %70 = call double @objective(ptr noundef %67, ptr noundef %68, i32 noundef %69)
  store double %70, ptr %13, align 8
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %71

71:                                               ; preds = %85, %51
  %72 = load i32, ptr %15, align 4
  %73 = icmp slt i32 %72, 4
  br i1 %73, label %74, label %88

74:                                               ; preds = %71
  %75 = load i32, ptr %15, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x double], ptr @seed, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = load double, ptr %14, align 8
  %84 = call double @llvm.fmuladd.f64(double %78, double %82, double %83)
  store double %84, ptr %14, align 8
  br label %85

85:                                               ; preds = %74
  %86 = load i32, ptr %15, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %15, align 4
  br label %71, !llvm.loop !8

88:                                               ; preds = %71
  %89 = load double, ptr %14, align 8
  %90 = load double, ptr %13, align 8
  call void @check(ptr noundef @.str, double noundef %89, double noundef %90)
  store i32 0, ptr %16, align 4
  br label %91

91:                                               ; preds = %102, %88
  %92 = load i32, ptr %16, align 4
  %93 = icmp slt i32 %92, 4
  br i1 %93, label %94, label %105

94:                                               ; preds = %91
  %95 = load i32, ptr %16, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x double], ptr @seed, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %100
  store double %98, ptr %101, align 8
  br label %102

102:                                              ; preds = %94
  %103 = load i32, ptr %16, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %16, align 4
  br label %91, !llvm.loop !9

105:                                              ; preds = %91
  %106 = load i32, ptr @enzyme_allocated, align 4
  %107 = load i32, ptr %11, align 4
  %108 = load i32, ptr @enzyme_tape, align 4
  %109 = load ptr, ptr %12, align 8
  %110 = load i32, ptr @enzyme_dup, align 4
  %111 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %112 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %113 = load i32, ptr @enzyme_dup, align 4
  %114 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %115 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %116 = load i32, ptr @enzyme_const, align 4
  %117 = load i32, ptr %4, align 4
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @step_all, i32 noundef %106, i32 noundef %107, i32 noundef %108, ptr noundef %109, i32 noundef %110, ptr noundef %111, ptr noundef %112, i32 noundef %113, ptr noundef %114, ptr noundef %115, i32 noundef %116, i32 noundef %117)
  %118 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %118) #8
  store i32 0, ptr %18, align 4
  br label %119

119:                                              ; preds = %169, %105
  %120 = load i32, ptr %18, align 4
  %121 = icmp slt i32 %120, 4
  br i1 %121, label %122, label %172

122:                                              ; preds = %119
  store i32 0, ptr %21, align 4
  br label %123

123:                                              ; preds = %137, %122
  %124 = load i32, ptr %21, align 4
  %125 = icmp slt i32 %124, 4
  br i1 %125, label %126, label %140

126:                                              ; preds = %123
  %127 = load i32, ptr %21, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %128
  %130 = load double, ptr %129, align 8
  %131 = load i32, ptr %21, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %132
  store double %130, ptr %133, align 8
  %134 = load i32, ptr %21, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %135
  store double %130, ptr %136, align 8
  br label %137

137:                                              ; preds = %126
  %138 = load i32, ptr %21, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %21, align 4
  br label %123, !llvm.loop !10

140:                                              ; preds = %123
  %141 = load i32, ptr %18, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %142
  %144 = load double, ptr %143, align 8
  %145 = fadd double %144, 0x3EB0C6F7A0B5ED8D
  store double %145, ptr %143, align 8
  %146 = load i32, ptr %18, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = fsub double %149, 0x3EB0C6F7A0B5ED8D
  store double %150, ptr %148, align 8
  %151 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %152 = load i32, ptr %18, align 4
  %153 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %151, i64 noundef 64, ptr noundef @.str.1, i32 noundef %152) #8
  %154 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %155 = load i32, ptr %18, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %160 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %161 = load i32, ptr %4, align 4
  %162 = call double @objective(ptr noundef %159, ptr noundef %160, i32 noundef %161)
  %163 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %164 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %165 = load i32, ptr %4, align 4
  %166 = call double @objective(ptr noundef %163, ptr noundef %164, i32 noundef %165)
  %167 = fsub double %162, %166
  %168 = fdiv double %167, 2.000000e-06
  call void @check(ptr noundef %154, double noundef %158, double noundef %168)
  br label %169

169:                                              ; preds = %140
  %170 = load i32, ptr %18, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %18, align 4
  br label %119, !llvm.loop !11

172:                                              ; preds = %119
  store i32 0, ptr %22, align 4
  br label %173

173:                                              ; preds = %215, %172
  %174 = load i32, ptr %22, align 4
  %175 = icmp slt i32 %174, 4
  br i1 %175, label %176, label %218

176:                                              ; preds = %173
  %177 = load i32, ptr %22, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %178
  %180 = load double, ptr %179, align 8
  store double %180, ptr %23, align 8
  %181 = load double, ptr %23, align 8
  %182 = fadd double %181, 0x3EB0C6F7A0B5ED8D
  %183 = load i32, ptr %22, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %184
  store double %182, ptr %185, align 8
  %186 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %187 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %188 = load i32, ptr %4, align 4
  %189 = call double @objective(ptr noundef %186, ptr noundef %187, i32 noundef %188)
  store double %189, ptr %24, align 8
  %190 = load double, ptr %23, align 8
  %191 = fsub double %190, 0x3EB0C6F7A0B5ED8D
  %192 = load i32, ptr %22, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %193
  store double %191, ptr %194, align 8
  %195 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %196 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %197 = load i32, ptr %4, align 4
  %198 = call double @objective(ptr noundef %195, ptr noundef %196, i32 noundef %197)
  store double %198, ptr %25, align 8
  %199 = load double, ptr %23, align 8
  %200 = load i32, ptr %22, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %201
  store double %199, ptr %202, align 8
  %203 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %204 = load i32, ptr %22, align 4
  %205 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %203, i64 noundef 64, ptr noundef @.str.2, i32 noundef %204) #8
  %206 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %207 = load i32, ptr %22, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %208
  %210 = load double, ptr %209, align 8
  %211 = load double, ptr %24, align 8
  %212 = load double, ptr %25, align 8
  %213 = fsub double %211, %212
  %214 = fdiv double %213, 2.000000e-06
  call void @check(ptr noundef %206, double noundef %210, double noundef %214)
  br label %215

215:                                              ; preds = %176
  %216 = load i32, ptr %22, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %22, align 4
  br label %173, !llvm.loop !12

218:                                              ; preds = %173
  %219 = load i32, ptr @fails, align 4
  %220 = icmp ne i32 %219, 0
  %221 = zext i1 %220 to i64
  %222 = select i1 %220, ptr @.str.4, ptr @.str.5
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %222)
  %224 = load i32, ptr @fails, align 4
  %225 = icmp ne i32 %224, 0
  %226 = zext i1 %225 to i32
  ret i32 %226
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @__enzyme_augmentsize(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_all(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %59, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %62

13:                                               ; preds = %9
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %55, %13
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %58

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  %31 = srem i32 %30, 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %28, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = fmul double %27, %34
  %36 = call double @sin(double noundef %35) #8
  %37 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %36, double %22)
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fmul double 5.000000e-02, %42
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %8, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fneg double %43
  %50 = call double @llvm.fmuladd.f64(double %49, double %48, double %37)
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %8, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  store double %50, ptr %54, align 8
  br label %55

55:                                               ; preds = %17
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %14, !llvm.loop !13

58:                                               ; preds = %14
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %9, !llvm.loop !14

62:                                               ; preds = %9
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare void @__enzyme_augmentfwd(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @objective(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [4 x double], align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %9, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %21
  store double %19, ptr %22, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %9, align 4
  br label %11, !llvm.loop !15

26:                                               ; preds = %11
  %27 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %6, align 4
  call void @step_all(ptr noundef %27, ptr noundef %28, i32 noundef %29)
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %44, %26
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %47

33:                                               ; preds = %30
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x double], ptr @seed, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load double, ptr %8, align 8
  %43 = call double @llvm.fmuladd.f64(double %37, double %41, double %42)
  store double %43, ptr %8, align 8
  br label %44

44:                                               ; preds = %33
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %10, align 4
  br label %30, !llvm.loop !16

47:                                               ; preds = %30
  %48 = load double, ptr %8, align 8
  ret double %48
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

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

declare void @__enzyme_reverse(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #6

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
