; ModuleID = 'c/01_matmul.c'
source_filename = "c/01_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@A = internal global [48 x [48 x double]] zeroinitializer, align 8
@B = internal global [48 x [48 x double]] zeroinitializer, align 8
@C1 = internal global [48 x [48 x double]] zeroinitializer, align 8
@C2 = internal global [48 x [48 x double]] zeroinitializer, align 8
@C3 = internal global [48 x [48 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [14 x i8] c"trace = %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"sum   = %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"C[0][0] = %.9f C[N-1][N-1] = %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"diff ijk/ikj < 1e-12: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"diff ijk/blk < 1e-12: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%7.2f\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@lcg_state = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %21

21:                                               ; preds = %47, %0
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %22, 48
  br i1 %23, label %24, label %50

24:                                               ; preds = %21
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %43, %24
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 48
  br i1 %27, label %28, label %46

28:                                               ; preds = %25
  %29 = call double @lcg_unit()
  %30 = load i32, ptr %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [48 x [48 x double]], ptr @A, i64 0, i64 %31
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [48 x double], ptr %32, i64 0, i64 %34
  store double %29, ptr %35, align 8
  %36 = call double @lcg_unit()
  %37 = load i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [48 x [48 x double]], ptr @B, i64 0, i64 %38
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [48 x double], ptr %39, i64 0, i64 %41
  store double %36, ptr %42, align 8
  br label %43

43:                                               ; preds = %28
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %25, !llvm.loop !6

46:                                               ; preds = %25
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %2, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %2, align 4
  br label %21, !llvm.loop !8

50:                                               ; preds = %21
  call void @matmul_ijk(ptr noundef @A, ptr noundef @B, ptr noundef @C1)
  call void @matmul_ikj(ptr noundef @A, ptr noundef @B, ptr noundef @C2)
  call void @matmul_blocked(ptr noundef @A, ptr noundef @B, ptr noundef @C3)
  store double 0.000000e+00, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %51

51:                                               ; preds = %81, %50
  %52 = load i32, ptr %6, align 4
  %53 = icmp slt i32 %52, 48
  br i1 %53, label %54, label %84

54:                                               ; preds = %51
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %56
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [48 x double], ptr %57, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %4, align 8
  %63 = fadd double %62, %61
  store double %63, ptr %4, align 8
  store i32 0, ptr %7, align 4
  br label %64

64:                                               ; preds = %77, %54
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %65, 48
  br i1 %66, label %67, label %80

67:                                               ; preds = %64
  %68 = load i32, ptr %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [48 x [48 x double]], ptr @C1, i64 0, i64 %69
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [48 x double], ptr %70, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load double, ptr %5, align 8
  %76 = fadd double %75, %74
  store double %76, ptr %5, align 8
  br label %77

77:                                               ; preds = %67
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %64, !llvm.loop !9

80:                                               ; preds = %64
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %51, !llvm.loop !10

84:                                               ; preds = %51
  %85 = load double, ptr %4, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %85)
  %87 = load double, ptr %5, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %87)
  %89 = load double, ptr @C1, align 8
  %90 = load double, ptr getelementptr inbounds ([48 x double], ptr getelementptr inbounds ([48 x [48 x double]], ptr @C1, i64 0, i64 47), i64 0, i64 47), align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89, double noundef %90)
  %92 = call double @max_abs_diff(ptr noundef @C1, ptr noundef @C2)
  %93 = fcmp olt double %92, 0x3D719799812DEA11
  %94 = zext i1 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %94)
  %96 = call double @max_abs_diff(ptr noundef @C1, ptr noundef @C3)
  %97 = fcmp olt double %96, 0x3D719799812DEA11
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %98)
  store i32 7, ptr %8, align 4
  store i32 5, ptr %9, align 4
  store i32 9, ptr %10, align 4
  %100 = load i32, ptr %8, align 4
  %101 = sext i32 %100 to i64
  %102 = mul i64 8, %101
  %103 = load i32, ptr %9, align 4
  %104 = sext i32 %103 to i64
  %105 = mul i64 %102, %104
  %106 = call noalias ptr @malloc(i64 noundef %105) #6
  store ptr %106, ptr %11, align 8
  %107 = load i32, ptr %9, align 4
  %108 = sext i32 %107 to i64
  %109 = mul i64 8, %108
  %110 = load i32, ptr %10, align 4
  %111 = sext i32 %110 to i64
  %112 = mul i64 %109, %111
  %113 = call noalias ptr @malloc(i64 noundef %112) #6
  store ptr %113, ptr %12, align 8
  %114 = load i32, ptr %8, align 4
  %115 = sext i32 %114 to i64
  %116 = load i32, ptr %10, align 4
  %117 = sext i32 %116 to i64
  %118 = mul i64 %115, %117
  %119 = call noalias ptr @calloc(i64 noundef %118, i64 noundef 8) #7
  store ptr %119, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %120

120:                                              ; preds = %135, %84
  %121 = load i32, ptr %14, align 4
  %122 = load i32, ptr %8, align 4
  %123 = load i32, ptr %9, align 4
  %124 = mul nsw i32 %122, %123
  %125 = icmp slt i32 %121, %124
  br i1 %125, label %126, label %138

126:                                              ; preds = %120
  %127 = load i32, ptr %14, align 4
  %128 = srem i32 %127, 11
  %129 = sitofp i32 %128 to double
  %130 = fsub double %129, 5.000000e+00
  %131 = load ptr, ptr %11, align 8
  %132 = load i32, ptr %14, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %131, i64 %133
  store double %130, ptr %134, align 8
  br label %135

135:                                              ; preds = %126
  %136 = load i32, ptr %14, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %14, align 4
  br label %120, !llvm.loop !11

138:                                              ; preds = %120
  store i32 0, ptr %15, align 4
  br label %139

139:                                              ; preds = %154, %138
  %140 = load i32, ptr %15, align 4
  %141 = load i32, ptr %9, align 4
  %142 = load i32, ptr %10, align 4
  %143 = mul nsw i32 %141, %142
  %144 = icmp slt i32 %140, %143
  br i1 %144, label %145, label %157

145:                                              ; preds = %139
  %146 = load i32, ptr %15, align 4
  %147 = srem i32 %146, 7
  %148 = sitofp i32 %147 to double
  %149 = fmul double %148, 5.000000e-01
  %150 = load ptr, ptr %12, align 8
  %151 = load i32, ptr %15, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %150, i64 %152
  store double %149, ptr %153, align 8
  br label %154

154:                                              ; preds = %145
  %155 = load i32, ptr %15, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %15, align 4
  br label %139, !llvm.loop !12

157:                                              ; preds = %139
  store i32 0, ptr %16, align 4
  br label %158

158:                                              ; preds = %209, %157
  %159 = load i32, ptr %16, align 4
  %160 = load i32, ptr %8, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %212

162:                                              ; preds = %158
  store i32 0, ptr %17, align 4
  br label %163

163:                                              ; preds = %205, %162
  %164 = load i32, ptr %17, align 4
  %165 = load i32, ptr %9, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %208

167:                                              ; preds = %163
  store i32 0, ptr %18, align 4
  br label %168

168:                                              ; preds = %201, %167
  %169 = load i32, ptr %18, align 4
  %170 = load i32, ptr %10, align 4
  %171 = icmp slt i32 %169, %170
  br i1 %171, label %172, label %204

172:                                              ; preds = %168
  %173 = load ptr, ptr %11, align 8
  %174 = load i32, ptr %16, align 4
  %175 = load i32, ptr %9, align 4
  %176 = mul nsw i32 %174, %175
  %177 = load i32, ptr %17, align 4
  %178 = add nsw i32 %176, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds double, ptr %173, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = load ptr, ptr %12, align 8
  %183 = load i32, ptr %17, align 4
  %184 = load i32, ptr %10, align 4
  %185 = mul nsw i32 %183, %184
  %186 = load i32, ptr %18, align 4
  %187 = add nsw i32 %185, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds double, ptr %182, i64 %188
  %190 = load double, ptr %189, align 8
  %191 = load ptr, ptr %13, align 8
  %192 = load i32, ptr %16, align 4
  %193 = load i32, ptr %10, align 4
  %194 = mul nsw i32 %192, %193
  %195 = load i32, ptr %18, align 4
  %196 = add nsw i32 %194, %195
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds double, ptr %191, i64 %197
  %199 = load double, ptr %198, align 8
  %200 = call double @llvm.fmuladd.f64(double %181, double %190, double %199)
  store double %200, ptr %198, align 8
  br label %201

201:                                              ; preds = %172
  %202 = load i32, ptr %18, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %18, align 4
  br label %168, !llvm.loop !13

204:                                              ; preds = %168
  br label %205

205:                                              ; preds = %204
  %206 = load i32, ptr %17, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %17, align 4
  br label %163, !llvm.loop !14

208:                                              ; preds = %163
  br label %209

209:                                              ; preds = %208
  %210 = load i32, ptr %16, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %16, align 4
  br label %158, !llvm.loop !15

212:                                              ; preds = %158
  store i32 0, ptr %19, align 4
  br label %213

213:                                              ; preds = %238, %212
  %214 = load i32, ptr %19, align 4
  %215 = load i32, ptr %8, align 4
  %216 = icmp slt i32 %214, %215
  br i1 %216, label %217, label %241

217:                                              ; preds = %213
  store i32 0, ptr %20, align 4
  br label %218

218:                                              ; preds = %233, %217
  %219 = load i32, ptr %20, align 4
  %220 = load i32, ptr %10, align 4
  %221 = icmp slt i32 %219, %220
  br i1 %221, label %222, label %236

222:                                              ; preds = %218
  %223 = load ptr, ptr %13, align 8
  %224 = load i32, ptr %19, align 4
  %225 = load i32, ptr %10, align 4
  %226 = mul nsw i32 %224, %225
  %227 = load i32, ptr %20, align 4
  %228 = add nsw i32 %226, %227
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds double, ptr %223, i64 %229
  %231 = load double, ptr %230, align 8
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %231)
  br label %233

233:                                              ; preds = %222
  %234 = load i32, ptr %20, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %20, align 4
  br label %218, !llvm.loop !16

236:                                              ; preds = %218
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %238

238:                                              ; preds = %236
  %239 = load i32, ptr %19, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %19, align 4
  br label %213, !llvm.loop !17

241:                                              ; preds = %213
  %242 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %242) #8
  %243 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %243) #8
  %244 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %244) #8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lcg_unit() #0 {
  %1 = load i32, ptr @lcg_state, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @lcg_state, align 4
  %4 = load i32, ptr @lcg_state, align 4
  %5 = lshr i32 %4, 8
  %6 = and i32 %5, 65535
  %7 = uitofp i32 %6 to double
  %8 = fdiv double %7, 6.553600e+04
  %9 = fsub double %8, 5.000000e-01
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul_ijk(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 48
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 48
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 48
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [48 x double], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [48 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [48 x double], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [48 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !18

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [48 x double], ptr %46, i64 %48
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [48 x double], ptr %49, i64 0, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !19

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !20

60:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul_ikj(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %32, %3
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 48
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %28, %16
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %18, 48
  br i1 %19, label %20, label %31

20:                                               ; preds = %17
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [48 x double], ptr %21, i64 %23
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [48 x double], ptr %24, i64 0, i64 %26
  store double 0.000000e+00, ptr %27, align 8
  br label %28

28:                                               ; preds = %20
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %17, !llvm.loop !21

31:                                               ; preds = %17
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %13, !llvm.loop !22

35:                                               ; preds = %13
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %82, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %37, 48
  br i1 %38, label %39, label %85

39:                                               ; preds = %36
  store i32 0, ptr %10, align 4
  br label %40

40:                                               ; preds = %78, %39
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %41, 48
  br i1 %42, label %43, label %81

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [48 x double], ptr %44, i64 %46
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [48 x double], ptr %47, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  store double %51, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %52

52:                                               ; preds = %74, %43
  %53 = load i32, ptr %12, align 4
  %54 = icmp slt i32 %53, 48
  br i1 %54, label %55, label %77

55:                                               ; preds = %52
  %56 = load double, ptr %11, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [48 x double], ptr %57, i64 %59
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [48 x double], ptr %60, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [48 x double], ptr %65, i64 %67
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [48 x double], ptr %68, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double %56, double %64, double %72)
  store double %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %55
  %75 = load i32, ptr %12, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %12, align 4
  br label %52, !llvm.loop !23

77:                                               ; preds = %52
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %10, align 4
  br label %40, !llvm.loop !24

81:                                               ; preds = %40
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %36, !llvm.loop !25

85:                                               ; preds = %36
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul_blocked(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %35, %3
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 48
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %31, %19
  %21 = load i32, ptr %8, align 4
  %22 = icmp slt i32 %21, 48
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [48 x double], ptr %24, i64 %26
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [48 x double], ptr %27, i64 0, i64 %29
  store double 0.000000e+00, ptr %30, align 8
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %20, !llvm.loop !26

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %16, !llvm.loop !27

38:                                               ; preds = %16
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %118, %38
  %40 = load i32, ptr %9, align 4
  %41 = icmp slt i32 %40, 48
  br i1 %41, label %42, label %121

42:                                               ; preds = %39
  store i32 0, ptr %10, align 4
  br label %43

43:                                               ; preds = %114, %42
  %44 = load i32, ptr %10, align 4
  %45 = icmp slt i32 %44, 48
  br i1 %45, label %46, label %117

46:                                               ; preds = %43
  store i32 0, ptr %11, align 4
  br label %47

47:                                               ; preds = %110, %46
  %48 = load i32, ptr %11, align 4
  %49 = icmp slt i32 %48, 48
  br i1 %49, label %50, label %113

50:                                               ; preds = %47
  %51 = load i32, ptr %9, align 4
  store i32 %51, ptr %12, align 4
  br label %52

52:                                               ; preds = %106, %50
  %53 = load i32, ptr %12, align 4
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 8
  %56 = icmp slt i32 %53, %55
  br i1 %56, label %57, label %109

57:                                               ; preds = %52
  %58 = load i32, ptr %10, align 4
  store i32 %58, ptr %13, align 4
  br label %59

59:                                               ; preds = %102, %57
  %60 = load i32, ptr %13, align 4
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 8
  %63 = icmp slt i32 %60, %62
  br i1 %63, label %64, label %105

64:                                               ; preds = %59
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %12, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [48 x double], ptr %65, i64 %67
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [48 x double], ptr %68, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  store double %72, ptr %14, align 8
  %73 = load i32, ptr %11, align 4
  store i32 %73, ptr %15, align 4
  br label %74

74:                                               ; preds = %98, %64
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %11, align 4
  %77 = add nsw i32 %76, 8
  %78 = icmp slt i32 %75, %77
  br i1 %78, label %79, label %101

79:                                               ; preds = %74
  %80 = load double, ptr %14, align 8
  %81 = load ptr, ptr %5, align 8
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [48 x double], ptr %81, i64 %83
  %85 = load i32, ptr %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [48 x double], ptr %84, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load ptr, ptr %6, align 8
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [48 x double], ptr %89, i64 %91
  %93 = load i32, ptr %15, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [48 x double], ptr %92, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double %80, double %88, double %96)
  store double %97, ptr %95, align 8
  br label %98

98:                                               ; preds = %79
  %99 = load i32, ptr %15, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %15, align 4
  br label %74, !llvm.loop !28

101:                                              ; preds = %74
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %13, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %13, align 4
  br label %59, !llvm.loop !29

105:                                              ; preds = %59
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %12, align 4
  br label %52, !llvm.loop !30

109:                                              ; preds = %52
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %11, align 4
  %112 = add nsw i32 %111, 8
  store i32 %112, ptr %11, align 4
  br label %47, !llvm.loop !31

113:                                              ; preds = %47
  br label %114

114:                                              ; preds = %113
  %115 = load i32, ptr %10, align 4
  %116 = add nsw i32 %115, 8
  store i32 %116, ptr %10, align 4
  br label %43, !llvm.loop !32

117:                                              ; preds = %43
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %9, align 4
  %120 = add nsw i32 %119, 8
  store i32 %120, ptr %9, align 4
  br label %39, !llvm.loop !33

121:                                              ; preds = %39
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_abs_diff(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %50, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 48
  br i1 %11, label %12, label %53

12:                                               ; preds = %9
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %46, %12
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 48
  br i1 %15, label %16, label %49

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [48 x double], ptr %17, i64 %19
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [48 x double], ptr %20, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [48 x double], ptr %25, i64 %27
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [48 x double], ptr %28, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fsub double %24, %32
  store double %33, ptr %8, align 8
  %34 = load double, ptr %8, align 8
  %35 = fcmp olt double %34, 0.000000e+00
  br i1 %35, label %36, label %39

36:                                               ; preds = %16
  %37 = load double, ptr %8, align 8
  %38 = fneg double %37
  store double %38, ptr %8, align 8
  br label %39

39:                                               ; preds = %36, %16
  %40 = load double, ptr %8, align 8
  %41 = load double, ptr %5, align 8
  %42 = fcmp ogt double %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %39
  %44 = load double, ptr %8, align 8
  store double %44, ptr %5, align 8
  br label %45

45:                                               ; preds = %43, %39
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %13, !llvm.loop !34

49:                                               ; preds = %13
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %6, align 4
  br label %9, !llvm.loop !35

53:                                               ; preds = %9
  %54 = load double, ptr %5, align 8
  ret double %54
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind allocsize(0,1) }
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
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
