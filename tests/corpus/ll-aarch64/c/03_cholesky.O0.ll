; ModuleID = 'c/03_cholesky.c'
source_filename = "c/03_cholesky.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"not SPD\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"logdet = %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" %10.6f\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"x%-2d= %+.8f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"residual ok: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@__const.main.bad = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double 2.000000e+00, double 1.000000e+00], align 8
@.str.8 = private unnamed_addr constant [18 x i8] c"bad matrix -> %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x double], align 8
  %3 = alloca [100 x double], align 8
  %4 = alloca [100 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [10 x double], align 8
  %16 = alloca [10 x double], align 8
  %17 = alloca [10 x double], align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca [4 x double], align 8
  %25 = alloca [4 x double], align 8
  store i32 0, ptr %1, align 4
  store i32 7, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %41, %0
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 100
  br i1 %28, label %29, label %44

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4
  %31 = mul i32 %30, 1664525
  %32 = add i32 %31, 1013904223
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = lshr i32 %33, 20
  %35 = uitofp i32 %34 to double
  %36 = fdiv double %35, 4.096000e+03
  %37 = fsub double %36, 5.000000e-01
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %39
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %29
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %26, !llvm.loop !6

44:                                               ; preds = %26
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %93, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp slt i32 %46, 10
  br i1 %47, label %48, label %96

48:                                               ; preds = %45
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %89, %48
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 10
  br i1 %51, label %52, label %92

52:                                               ; preds = %49
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %8, align 4
  %55 = icmp eq i32 %53, %54
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, double 1.000000e+01, double 0.000000e+00
  store double %57, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %58

58:                                               ; preds = %78, %52
  %59 = load i32, ptr %10, align 4
  %60 = icmp slt i32 %59, 10
  br i1 %60, label %61, label %81

61:                                               ; preds = %58
  %62 = load i32, ptr %7, align 4
  %63 = mul nsw i32 %62, 10
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %8, align 4
  %70 = mul nsw i32 %69, 10
  %71 = load i32, ptr %10, align 4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %9, align 8
  %77 = call double @llvm.fmuladd.f64(double %68, double %75, double %76)
  store double %77, ptr %9, align 8
  br label %78

78:                                               ; preds = %61
  %79 = load i32, ptr %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %10, align 4
  br label %58, !llvm.loop !8

81:                                               ; preds = %58
  %82 = load double, ptr %9, align 8
  %83 = load i32, ptr %7, align 4
  %84 = mul nsw i32 %83, 10
  %85 = load i32, ptr %8, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %87
  store double %82, ptr %88, align 8
  br label %89

89:                                               ; preds = %81
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %49, !llvm.loop !9

92:                                               ; preds = %49
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %7, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %7, align 4
  br label %45, !llvm.loop !10

96:                                               ; preds = %45
  %97 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 0
  %98 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 0
  %99 = call i32 @cholesky(ptr noundef %97, ptr noundef %98, i32 noundef 10)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %103

101:                                              ; preds = %96
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %1, align 4
  br label %232

103:                                              ; preds = %96
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %104

104:                                              ; preds = %118, %103
  %105 = load i32, ptr %12, align 4
  %106 = icmp slt i32 %105, 10
  br i1 %106, label %107, label %121

107:                                              ; preds = %104
  %108 = load i32, ptr %12, align 4
  %109 = mul nsw i32 %108, 10
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = call double @log(double noundef %114) #5
  %116 = load double, ptr %11, align 8
  %117 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %115, double %116)
  store double %117, ptr %11, align 8
  br label %118

118:                                              ; preds = %107
  %119 = load i32, ptr %12, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %12, align 4
  br label %104, !llvm.loop !11

121:                                              ; preds = %104
  %122 = load double, ptr %11, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %122)
  store i32 0, ptr %13, align 4
  br label %124

124:                                              ; preds = %146, %121
  %125 = load i32, ptr %13, align 4
  %126 = icmp slt i32 %125, 4
  br i1 %126, label %127, label %149

127:                                              ; preds = %124
  store i32 0, ptr %14, align 4
  br label %128

128:                                              ; preds = %141, %127
  %129 = load i32, ptr %14, align 4
  %130 = load i32, ptr %13, align 4
  %131 = icmp sle i32 %129, %130
  br i1 %131, label %132, label %144

132:                                              ; preds = %128
  %133 = load i32, ptr %13, align 4
  %134 = mul nsw i32 %133, 10
  %135 = load i32, ptr %14, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %137
  %139 = load double, ptr %138, align 8
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %139)
  br label %141

141:                                              ; preds = %132
  %142 = load i32, ptr %14, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %14, align 4
  br label %128, !llvm.loop !12

144:                                              ; preds = %128
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %146

146:                                              ; preds = %144
  %147 = load i32, ptr %13, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %13, align 4
  br label %124, !llvm.loop !13

149:                                              ; preds = %124
  store i32 0, ptr %18, align 4
  br label %150

150:                                              ; preds = %161, %149
  %151 = load i32, ptr %18, align 4
  %152 = icmp slt i32 %151, 10
  br i1 %152, label %153, label %164

153:                                              ; preds = %150
  %154 = load i32, ptr %18, align 4
  %155 = sitofp i32 %154 to double
  %156 = call double @sin(double noundef %155) #5
  %157 = fadd double %156, 1.000000e+00
  %158 = load i32, ptr %18, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %159
  store double %157, ptr %160, align 8
  br label %161

161:                                              ; preds = %153
  %162 = load i32, ptr %18, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %18, align 4
  br label %150, !llvm.loop !14

164:                                              ; preds = %150
  %165 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 0
  %166 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 0
  %167 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 0
  call void @forward_subst(ptr noundef %165, ptr noundef %166, ptr noundef %167, i32 noundef 10)
  %168 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 0
  %169 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 0
  %170 = getelementptr inbounds [10 x double], ptr %17, i64 0, i64 0
  call void @backward_subst_lt(ptr noundef %168, ptr noundef %169, ptr noundef %170, i32 noundef 10)
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %171

171:                                              ; preds = %205, %164
  %172 = load i32, ptr %20, align 4
  %173 = icmp slt i32 %172, 10
  br i1 %173, label %174, label %208

174:                                              ; preds = %171
  %175 = load i32, ptr %20, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %176
  %178 = load double, ptr %177, align 8
  %179 = fneg double %178
  store double %179, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %180

180:                                              ; preds = %197, %174
  %181 = load i32, ptr %22, align 4
  %182 = icmp slt i32 %181, 10
  br i1 %182, label %183, label %200

183:                                              ; preds = %180
  %184 = load i32, ptr %20, align 4
  %185 = mul nsw i32 %184, 10
  %186 = load i32, ptr %22, align 4
  %187 = add nsw i32 %185, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %188
  %190 = load double, ptr %189, align 8
  %191 = load i32, ptr %22, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [10 x double], ptr %17, i64 0, i64 %192
  %194 = load double, ptr %193, align 8
  %195 = load double, ptr %21, align 8
  %196 = call double @llvm.fmuladd.f64(double %190, double %194, double %195)
  store double %196, ptr %21, align 8
  br label %197

197:                                              ; preds = %183
  %198 = load i32, ptr %22, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %22, align 4
  br label %180, !llvm.loop !15

200:                                              ; preds = %180
  %201 = load double, ptr %21, align 8
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = load double, ptr %19, align 8
  %204 = fadd double %203, %202
  store double %204, ptr %19, align 8
  br label %205

205:                                              ; preds = %200
  %206 = load i32, ptr %20, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %20, align 4
  br label %171, !llvm.loop !16

208:                                              ; preds = %171
  store i32 0, ptr %23, align 4
  br label %209

209:                                              ; preds = %219, %208
  %210 = load i32, ptr %23, align 4
  %211 = icmp slt i32 %210, 10
  br i1 %211, label %212, label %222

212:                                              ; preds = %209
  %213 = load i32, ptr %23, align 4
  %214 = load i32, ptr %23, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [10 x double], ptr %17, i64 0, i64 %215
  %217 = load double, ptr %216, align 8
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %213, double noundef %217)
  br label %219

219:                                              ; preds = %212
  %220 = load i32, ptr %23, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %23, align 4
  br label %209, !llvm.loop !17

222:                                              ; preds = %209
  %223 = load double, ptr %19, align 8
  %224 = fcmp olt double %223, 0x3DA5FD7FE1796495
  %225 = zext i1 %224 to i64
  %226 = select i1 %224, ptr @.str.6, ptr @.str.7
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %226)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 @__const.main.bad, i64 32, i1 false)
  %228 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %229 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 0
  %230 = call i32 @cholesky(ptr noundef %228, ptr noundef %229, i32 noundef 2)
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %230)
  store i32 0, ptr %1, align 4
  br label %232

232:                                              ; preds = %222, %101
  %233 = load i32, ptr %1, align 4
  ret i32 %233
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cholesky(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %16

16:                                               ; preds = %27, %3
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 %18, %19
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  store double 0.000000e+00, ptr %26, align 8
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %16, !llvm.loop !18

30:                                               ; preds = %16
  store i32 0, ptr %9, align 4
  br label %31

31:                                               ; preds = %151, %30
  %32 = load i32, ptr %9, align 4
  %33 = load i32, ptr %7, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %154

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %7, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %36, i64 %42
  %44 = load double, ptr %43, align 8
  store double %44, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %45

45:                                               ; preds = %71, %35
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %9, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %74

49:                                               ; preds = %45
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %7, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %50, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %7, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %59, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = load double, ptr %10, align 8
  %69 = fneg double %58
  %70 = call double @llvm.fmuladd.f64(double %69, double %67, double %68)
  store double %70, ptr %10, align 8
  br label %71

71:                                               ; preds = %49
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %11, align 4
  br label %45, !llvm.loop !19

74:                                               ; preds = %45
  %75 = load double, ptr %10, align 8
  %76 = fcmp ole double %75, 0.000000e+00
  br i1 %76, label %77, label %78

77:                                               ; preds = %74
  store i32 -1, ptr %4, align 4
  br label %155

78:                                               ; preds = %74
  %79 = load double, ptr %10, align 8
  %80 = call double @sqrt(double noundef %79) #5
  store double %80, ptr %12, align 8
  %81 = load double, ptr %12, align 8
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr %7, align 4
  %85 = mul nsw i32 %83, %84
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds double, ptr %82, i64 %88
  store double %81, ptr %89, align 8
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %13, align 4
  br label %92

92:                                               ; preds = %147, %78
  %93 = load i32, ptr %13, align 4
  %94 = load i32, ptr %7, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %150

96:                                               ; preds = %92
  %97 = load ptr, ptr %5, align 8
  %98 = load i32, ptr %13, align 4
  %99 = load i32, ptr %7, align 4
  %100 = mul nsw i32 %98, %99
  %101 = load i32, ptr %9, align 4
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %97, i64 %103
  %105 = load double, ptr %104, align 8
  store double %105, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %106

106:                                              ; preds = %132, %96
  %107 = load i32, ptr %15, align 4
  %108 = load i32, ptr %9, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %135

110:                                              ; preds = %106
  %111 = load ptr, ptr %6, align 8
  %112 = load i32, ptr %13, align 4
  %113 = load i32, ptr %7, align 4
  %114 = mul nsw i32 %112, %113
  %115 = load i32, ptr %15, align 4
  %116 = add nsw i32 %114, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %111, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load ptr, ptr %6, align 8
  %121 = load i32, ptr %9, align 4
  %122 = load i32, ptr %7, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr %15, align 4
  %125 = add nsw i32 %123, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %120, i64 %126
  %128 = load double, ptr %127, align 8
  %129 = load double, ptr %14, align 8
  %130 = fneg double %119
  %131 = call double @llvm.fmuladd.f64(double %130, double %128, double %129)
  store double %131, ptr %14, align 8
  br label %132

132:                                              ; preds = %110
  %133 = load i32, ptr %15, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %15, align 4
  br label %106, !llvm.loop !20

135:                                              ; preds = %106
  %136 = load double, ptr %14, align 8
  %137 = load double, ptr %12, align 8
  %138 = fdiv double %136, %137
  %139 = load ptr, ptr %6, align 8
  %140 = load i32, ptr %13, align 4
  %141 = load i32, ptr %7, align 4
  %142 = mul nsw i32 %140, %141
  %143 = load i32, ptr %9, align 4
  %144 = add nsw i32 %142, %143
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %139, i64 %145
  store double %138, ptr %146, align 8
  br label %147

147:                                              ; preds = %135
  %148 = load i32, ptr %13, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %13, align 4
  br label %92, !llvm.loop !21

150:                                              ; preds = %92
  br label %151

151:                                              ; preds = %150
  %152 = load i32, ptr %9, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %9, align 4
  br label %31, !llvm.loop !22

154:                                              ; preds = %31
  store i32 0, ptr %4, align 4
  br label %155

155:                                              ; preds = %154, %77
  %156 = load i32, ptr %4, align 4
  ret i32 %156
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forward_subst(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %63, %4
  %13 = load i32, ptr %9, align 4
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %66

16:                                               ; preds = %12
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %22

22:                                               ; preds = %44, %16
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %47

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %8, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %11, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %27, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load double, ptr %10, align 8
  %42 = fneg double %35
  %43 = call double @llvm.fmuladd.f64(double %42, double %40, double %41)
  store double %43, ptr %10, align 8
  br label %44

44:                                               ; preds = %26
  %45 = load i32, ptr %11, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4
  br label %22, !llvm.loop !23

47:                                               ; preds = %22
  %48 = load double, ptr %10, align 8
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %9, align 4
  %51 = load i32, ptr %8, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %49, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fdiv double %48, %57
  %59 = load ptr, ptr %7, align 8
  %60 = load i32, ptr %9, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  store double %58, ptr %62, align 8
  br label %63

63:                                               ; preds = %47
  %64 = load i32, ptr %9, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %9, align 4
  br label %12, !llvm.loop !24

66:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @backward_subst_lt(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 %12, 1
  store i32 %13, ptr %9, align 4
  br label %14

14:                                               ; preds = %66, %4
  %15 = load i32, ptr %9, align 4
  %16 = icmp sge i32 %15, 0
  br i1 %16, label %17, label %69

17:                                               ; preds = %14
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  store double %22, ptr %10, align 8
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %11, align 4
  br label %25

25:                                               ; preds = %47, %17
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %11, align 4
  %32 = load i32, ptr %8, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %30, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load double, ptr %10, align 8
  %45 = fneg double %38
  %46 = call double @llvm.fmuladd.f64(double %45, double %43, double %44)
  store double %46, ptr %10, align 8
  br label %47

47:                                               ; preds = %29
  %48 = load i32, ptr %11, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %11, align 4
  br label %25, !llvm.loop !25

50:                                               ; preds = %25
  %51 = load double, ptr %10, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %9, align 4
  %54 = load i32, ptr %8, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %52, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = fdiv double %51, %60
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  store double %61, ptr %65, align 8
  br label %66

66:                                               ; preds = %50
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %9, align 4
  br label %14, !llvm.loop !26

69:                                               ; preds = %14
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
