; ModuleID = 'c/21_printf_formats.c'
source_filename = "c/21_printf_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.iv = private unnamed_addr constant [7 x i32] [i32 0, i32 7, i32 -7, i32 42, i32 -12345, i32 2147483647, i32 -2147483648], align 4
@.str = private unnamed_addr constant [38 x i8] c"[%d] [%5d] [%-8d] [%+d] [%05d] [% d]\0A\00", align 1
@__const.main.uv = private unnamed_addr constant [5 x i32] [i32 0, i32 255, i32 4096, i32 -559038737, i32 -1], align 4
@.str.1 = private unnamed_addr constant [40 x i8] c"[%u] [%x] [%X] [%#x] [%08x] [%o] [%#o]\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [9 x double] [double 0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 0x400921FB54442D11, double 0x4132D687E4189375, double 1.234560e-04, double 1.000000e-10, double 0x44DFE185CA57C517, double -2.500000e-07], align 8
@.str.2 = private unnamed_addr constant [57 x i8] c"[%f] [%5.2f] [%.3e] [%E] [%g] [%.10g] [%-12.4g] [%+.1f]\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"[%c%c%c] [%3c] [%-3c]\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%8.2s]\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"[%*d] [%-*d] [%.*f]\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"[%lld] [%llu] [%llx]\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"[%ld] [%u] [%d] [%hhd] [%hd]\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"[%zu] [%ld] [%lu]\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"100%% done, %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"[%.10f] [%.3f]\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"%d-%s-%.2f\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"snprintf -> \22%s\22 (%d chars)\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"truncate me please\00", align 1
@.str.18 = private unnamed_addr constant [33 x i8] c"truncated -> \22%s\22 (would be %d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"abc%n\00", align 1
@.str.20 = private unnamed_addr constant [24 x i8] c" <- printed %d, %%n=%d\0A\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"%*s|%-*s|\0A\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"#\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [5 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i16, align 2
  %13 = alloca i8, align 1
  %14 = alloca float, align 4
  %15 = alloca [64 x i8], align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.iv, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %49, %0
  %20 = load i32, ptr %3, align 4
  %21 = zext i32 %20 to i64
  %22 = icmp ult i64 %21, 7
  br i1 %22, label %23, label %52

23:                                               ; preds = %19
  %24 = load i32, ptr %3, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %3, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %3, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %3, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %3, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %3, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %31, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %47)
  br label %49

49:                                               ; preds = %23
  %50 = load i32, ptr %3, align 4
  %51 = add i32 %50, 1
  store i32 %51, ptr %3, align 4
  br label %19, !llvm.loop !6

52:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.uv, i64 20, i1 false)
  store i32 0, ptr %5, align 4
  br label %53

53:                                               ; preds = %86, %52
  %54 = load i32, ptr %5, align 4
  %55 = icmp ult i32 %54, 5
  br i1 %55, label %56, label %89

56:                                               ; preds = %53
  %57 = load i32, ptr %5, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = load i32, ptr %5, align 4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %5, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load i32, ptr %5, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = load i32, ptr %5, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = load i32, ptr %5, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %5, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %80, i32 noundef %84)
  br label %86

86:                                               ; preds = %56
  %87 = load i32, ptr %5, align 4
  %88 = add i32 %87, 1
  store i32 %88, ptr %5, align 4
  br label %53, !llvm.loop !8

89:                                               ; preds = %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.dv, i64 72, i1 false)
  store i32 0, ptr %7, align 4
  br label %90

90:                                               ; preds = %128, %89
  %91 = load i32, ptr %7, align 4
  %92 = zext i32 %91 to i64
  %93 = icmp ult i64 %92, 9
  br i1 %93, label %94, label %131

94:                                               ; preds = %90
  %95 = load i32, ptr %7, align 4
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %7, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load i32, ptr %7, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = load i32, ptr %7, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = load i32, ptr %7, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  %115 = load i32, ptr %7, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load i32, ptr %7, align 4
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %120
  %122 = load double, ptr %121, align 8
  %123 = load i32, ptr %7, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %98, double noundef %102, double noundef %106, double noundef %110, double noundef %114, double noundef %118, double noundef %122, double noundef %126)
  br label %128

128:                                              ; preds = %94
  %129 = load i32, ptr %7, align 4
  %130 = add i32 %129, 1
  store i32 %130, ptr %7, align 4
  br label %90, !llvm.loop !9

131:                                              ; preds = %90
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 97, i32 noundef 66, i32 noundef 33, i32 noundef 120, i32 noundef 121)
  store ptr @.str.4, ptr %8, align 8
  %133 = load ptr, ptr %8, align 8
  %134 = load ptr, ptr %8, align 8
  %135 = load ptr, ptr %8, align 8
  %136 = load ptr, ptr %8, align 8
  %137 = load ptr, ptr %8, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %133, ptr noundef %134, ptr noundef %135, ptr noundef %136, ptr noundef %137)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 3, double noundef 0x4005BF0A8B04919B)
  store i64 -9223372036854775807, ptr %9, align 8
  store i64 -1, ptr %10, align 8
  %140 = load i64, ptr %9, align 8
  %141 = load i64, ptr %10, align 8
  %142 = load i64, ptr %10, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %140, i64 noundef %141, i64 noundef %142)
  store i64 1234567890123, ptr %11, align 8
  store i16 -1, ptr %12, align 2
  store i8 -128, ptr %13, align 1
  %144 = load i64, ptr %11, align 8
  %145 = load i16, ptr %12, align 2
  %146 = zext i16 %145 to i32
  %147 = load i8, ptr %13, align 1
  %148 = sext i8 %147 to i32
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %144, i32 noundef %146, i32 noundef %148, i32 noundef -56, i32 noundef -25536)
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 8, i64 noundef -123456789, i64 noundef 123456789)
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef @.str.11)
  store float 0x3FF19999A0000000, ptr %14, align 4
  %152 = load float, ptr %14, align 4
  %153 = fpext float %152 to double
  %154 = load float, ptr %14, align 4
  %155 = fmul float %154, 3.000000e+00
  %156 = fpext float %155 to double
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %153, double noundef %156)
  %158 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %159 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %158, i64 noundef 64, ptr noundef @.str.13, i32 noundef 12, ptr noundef @.str.14, double noundef 1.250000e-01) #4
  store i32 %159, ptr %16, align 4
  %160 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %161 = load i32, ptr %16, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %160, i32 noundef %161)
  %163 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %163, i64 noundef 8, ptr noundef @.str.16, ptr noundef @.str.17) #4
  store i32 %164, ptr %16, align 4
  %165 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %166 = load i32, ptr %16, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %165, i32 noundef %166)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %16)
  store i32 %168, ptr %17, align 4
  %169 = load i32, ptr %17, align 4
  %170 = load i32, ptr %16, align 4
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %169, i32 noundef %170)
  store i32 1, ptr %18, align 4
  br label %172

172:                                              ; preds = %181, %131
  %173 = load i32, ptr %18, align 4
  %174 = icmp sle i32 %173, 5
  br i1 %174, label %175, label %184

175:                                              ; preds = %172
  %176 = load i32, ptr %18, align 4
  %177 = load i32, ptr %18, align 4
  %178 = sub nsw i32 5, %177
  %179 = add nsw i32 %178, 1
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %176, ptr noundef @.str.22, i32 noundef %179, ptr noundef @.str.22)
  br label %181

181:                                              ; preds = %175
  %182 = load i32, ptr %18, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %18, align 4
  br label %172, !llvm.loop !10

184:                                              ; preds = %172
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
