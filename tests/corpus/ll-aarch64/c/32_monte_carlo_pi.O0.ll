; ModuleID = 'c/32_monte_carlo_pi.c'
source_filename = "c/32_monte_carlo_pi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.lcg64 = type { i64 }

@__const.main.g = private unnamed_addr constant %struct.lcg64 { i64 20240601 }, align 8
@.str = private unnamed_addr constant [39 x i8] c"inside=%ld pi_est=%.6f |err|<0.01: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"plain=%.6f antithetic=%.6f exact=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"walk mean=%.4f mean_sq=%.4f (expected ~%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%4d | \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@__const.main.h = private unnamed_addr constant %struct.lcg64 { i64 7 }, align 8
@.str.5 = private unnamed_addr constant [25 x i8] c"buffon hits=%ld pi~%.5f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.lcg64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca [11 x i32], align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.lcg64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.g, i64 8, i1 false)
  store i64 0, ptr %3, align 8
  store i64 400000, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %30

30:                                               ; preds = %47, %0
  %31 = load i64, ptr %5, align 8
  %32 = icmp slt i64 %31, 400000
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = call double @lcg_next(ptr noundef %2)
  store double %34, ptr %6, align 8
  %35 = call double @lcg_next(ptr noundef %2)
  store double %35, ptr %7, align 8
  %36 = load double, ptr %6, align 8
  %37 = load double, ptr %6, align 8
  %38 = load double, ptr %7, align 8
  %39 = load double, ptr %7, align 8
  %40 = fmul double %38, %39
  %41 = call double @llvm.fmuladd.f64(double %36, double %37, double %40)
  %42 = fcmp ole double %41, 1.000000e+00
  br i1 %42, label %43, label %46

43:                                               ; preds = %33
  %44 = load i64, ptr %3, align 8
  %45 = add nsw i64 %44, 1
  store i64 %45, ptr %3, align 8
  br label %46

46:                                               ; preds = %43, %33
  br label %47

47:                                               ; preds = %46
  %48 = load i64, ptr %5, align 8
  %49 = add nsw i64 %48, 1
  store i64 %49, ptr %5, align 8
  br label %30, !llvm.loop !6

50:                                               ; preds = %30
  %51 = load i64, ptr %3, align 8
  %52 = sitofp i64 %51 to double
  %53 = fmul double 4.000000e+00, %52
  %54 = fdiv double %53, 4.000000e+05
  store double %54, ptr %8, align 8
  %55 = load i64, ptr %3, align 8
  %56 = load double, ptr %8, align 8
  %57 = load double, ptr %8, align 8
  %58 = fsub double %57, 0x400921FB54442D18
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp olt double %59, 1.000000e-02
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %55, double noundef %56, i32 noundef %61)
  store double 0.000000e+00, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %63

63:                                               ; preds = %80, %50
  %64 = load i32, ptr %11, align 4
  %65 = icmp slt i32 %64, 100000
  br i1 %65, label %66, label %83

66:                                               ; preds = %63
  %67 = call double @lcg_next(ptr noundef %2)
  store double %67, ptr %12, align 8
  %68 = load double, ptr %12, align 8
  %69 = call double @exp(double noundef %68) #6
  %70 = load double, ptr %9, align 8
  %71 = fadd double %70, %69
  store double %71, ptr %9, align 8
  %72 = load double, ptr %12, align 8
  %73 = call double @exp(double noundef %72) #6
  %74 = load double, ptr %12, align 8
  %75 = fsub double 1.000000e+00, %74
  %76 = call double @exp(double noundef %75) #6
  %77 = fadd double %73, %76
  %78 = load double, ptr %10, align 8
  %79 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %77, double %78)
  store double %79, ptr %10, align 8
  br label %80

80:                                               ; preds = %66
  %81 = load i32, ptr %11, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %11, align 4
  br label %63, !llvm.loop !8

83:                                               ; preds = %63
  %84 = load double, ptr %9, align 8
  %85 = fdiv double %84, 1.000000e+05
  %86 = load double, ptr %10, align 8
  %87 = fdiv double %86, 1.000000e+05
  %88 = call double @exp(double noundef 1.000000e+00) #6
  %89 = fsub double %88, 1.000000e+00
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %85, double noundef %87, double noundef %89)
  store i32 12345, ptr %13, align 4
  store i32 2000, ptr %14, align 4
  store i32 100, ptr %15, align 4
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %18, i8 0, i64 44, i1 false)
  store i32 0, ptr %19, align 4
  br label %91

91:                                               ; preds = %138, %83
  %92 = load i32, ptr %19, align 4
  %93 = load i32, ptr %14, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %141

95:                                               ; preds = %91
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %96

96:                                               ; preds = %108, %95
  %97 = load i32, ptr %21, align 4
  %98 = load i32, ptr %15, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %111

100:                                              ; preds = %96
  %101 = call i32 @park_miller(ptr noundef %13)
  %102 = and i32 %101, 1024
  %103 = icmp ne i32 %102, 0
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i32 1, i32 -1
  %106 = load i32, ptr %20, align 4
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr %20, align 4
  br label %108

108:                                              ; preds = %100
  %109 = load i32, ptr %21, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %21, align 4
  br label %96, !llvm.loop !9

111:                                              ; preds = %96
  %112 = load i32, ptr %20, align 4
  %113 = sitofp i32 %112 to double
  %114 = load double, ptr %16, align 8
  %115 = fadd double %114, %113
  store double %115, ptr %16, align 8
  %116 = load i32, ptr %20, align 4
  %117 = sitofp i32 %116 to double
  %118 = load i32, ptr %20, align 4
  %119 = sitofp i32 %118 to double
  %120 = load double, ptr %17, align 8
  %121 = call double @llvm.fmuladd.f64(double %117, double %119, double %120)
  store double %121, ptr %17, align 8
  %122 = load i32, ptr %20, align 4
  %123 = add nsw i32 %122, 30
  %124 = sdiv i32 %123, 6
  store i32 %124, ptr %22, align 4
  %125 = load i32, ptr %22, align 4
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %128

127:                                              ; preds = %111
  store i32 0, ptr %22, align 4
  br label %128

128:                                              ; preds = %127, %111
  %129 = load i32, ptr %22, align 4
  %130 = icmp sgt i32 %129, 10
  br i1 %130, label %131, label %132

131:                                              ; preds = %128
  store i32 10, ptr %22, align 4
  br label %132

132:                                              ; preds = %131, %128
  %133 = load i32, ptr %22, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [11 x i32], ptr %18, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %135, align 4
  br label %138

138:                                              ; preds = %132
  %139 = load i32, ptr %19, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %19, align 4
  br label %91, !llvm.loop !10

141:                                              ; preds = %91
  %142 = load i32, ptr %14, align 4
  %143 = sitofp i32 %142 to double
  %144 = load double, ptr %16, align 8
  %145 = fdiv double %144, %143
  store double %145, ptr %16, align 8
  %146 = load i32, ptr %14, align 4
  %147 = sitofp i32 %146 to double
  %148 = load double, ptr %17, align 8
  %149 = fdiv double %148, %147
  store double %149, ptr %17, align 8
  %150 = load double, ptr %16, align 8
  %151 = load double, ptr %17, align 8
  %152 = load i32, ptr %15, align 4
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %150, double noundef %151, i32 noundef %152)
  store i32 0, ptr %23, align 4
  br label %154

154:                                              ; preds = %181, %141
  %155 = load i32, ptr %23, align 4
  %156 = icmp sle i32 %155, 10
  br i1 %156, label %157, label %184

157:                                              ; preds = %154
  %158 = load i32, ptr %23, align 4
  %159 = mul nsw i32 %158, 6
  %160 = sub nsw i32 %159, 30
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %160)
  store i32 0, ptr %24, align 4
  br label %162

162:                                              ; preds = %172, %157
  %163 = load i32, ptr %24, align 4
  %164 = load i32, ptr %23, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [11 x i32], ptr %18, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4
  %168 = sdiv i32 %167, 20
  %169 = icmp slt i32 %163, %168
  br i1 %169, label %170, label %175

170:                                              ; preds = %162
  %171 = call i32 @putchar(i32 noundef 42)
  br label %172

172:                                              ; preds = %170
  %173 = load i32, ptr %24, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %24, align 4
  br label %162, !llvm.loop !11

175:                                              ; preds = %162
  %176 = load i32, ptr %23, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [11 x i32], ptr %18, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %179)
  br label %181

181:                                              ; preds = %175
  %182 = load i32, ptr %23, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %23, align 4
  br label %154, !llvm.loop !12

184:                                              ; preds = %154
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 @__const.main.h, i64 8, i1 false)
  store i64 0, ptr %26, align 8
  store i64 0, ptr %27, align 8
  br label %185

185:                                              ; preds = %203, %184
  %186 = load i64, ptr %27, align 8
  %187 = icmp slt i64 %186, 200000
  br i1 %187, label %188, label %206

188:                                              ; preds = %185
  %189 = call double @lcg_next(ptr noundef %25)
  %190 = fmul double %189, 5.000000e-01
  store double %190, ptr %28, align 8
  %191 = call double @lcg_next(ptr noundef %25)
  %192 = fmul double %191, 0x400921FB54442D18
  %193 = fdiv double %192, 2.000000e+00
  store double %193, ptr %29, align 8
  %194 = load double, ptr %28, align 8
  %195 = load double, ptr %29, align 8
  %196 = call double @sin(double noundef %195) #6
  %197 = fmul double 5.000000e-01, %196
  %198 = fcmp ole double %194, %197
  br i1 %198, label %199, label %202

199:                                              ; preds = %188
  %200 = load i64, ptr %26, align 8
  %201 = add nsw i64 %200, 1
  store i64 %201, ptr %26, align 8
  br label %202

202:                                              ; preds = %199, %188
  br label %203

203:                                              ; preds = %202
  %204 = load i64, ptr %27, align 8
  %205 = add nsw i64 %204, 1
  store i64 %205, ptr %27, align 8
  br label %185, !llvm.loop !13

206:                                              ; preds = %185
  %207 = load i64, ptr %26, align 8
  %208 = load i64, ptr %26, align 8
  %209 = sitofp i64 %208 to double
  %210 = fdiv double 2.000000e+05, %209
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %207, double noundef %210)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lcg_next(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.lcg64, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.lcg64, ptr %8, i32 0, i32 0
  store i64 %7, ptr %9, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.lcg64, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = lshr i64 %12, 11
  %14 = uitofp i64 %13 to double
  %15 = fmul double %14, 0x3CA0000000000000
  ret double %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @park_miller(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = zext i32 %4 to i64
  %6 = mul i64 %5, 48271
  %7 = urem i64 %6, 2147483647
  %8 = trunc i64 %7 to i32
  %9 = load ptr, ptr %2, align 8
  store i32 %8, ptr %9, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %10, align 4
  ret i32 %11
}

declare i32 @putchar(i32 noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
