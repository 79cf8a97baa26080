; ModuleID = 'rev/02_scalar_trig.c'
source_filename = "rev/02_scalar_trig.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }
%struct.grad3 = type { double, double, double }

@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"f1 d/dx (enzyme_out)\00", align 1
@enzyme_out = external global i32, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f2 d/dy\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"f2 d/dx (3rd quadrant)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"f2 d/dy (3rd quadrant)\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"f2 d/dx (y const)\00", align 1
@enzyme_const = external global i32, align 4
@.str.7 = private unnamed_addr constant [8 x i8] c"f3 d/dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"f3 d/dy\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"f3 d/dz\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.13 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.grad2, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.grad2, align 8
  %10 = alloca %struct.grad3, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store double 0x3FE6666666666666, ptr %3, align 8
  store double -1.300000e+00, ptr %4, align 8
  store double 4.000000e-01, ptr %5, align 8
  %11 = load double, ptr %3, align 8
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f1, double noundef %11)
  %13 = load double, ptr %3, align 8
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  %15 = call double @f1(double noundef %14)
  %16 = load double, ptr %3, align 8
  %17 = fsub double %16, 0x3EB0C6F7A0B5ED8D
  %18 = call double @f1(double noundef %17)
  %19 = fsub double %15, %18
  %20 = fdiv double %19, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %12, double noundef %20)
  %21 = load i32, ptr @enzyme_out, align 4
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f1, i32 noundef %21, double noundef -4.500000e-01)
  %23 = call double @f1(double noundef 0xBFDCCCC89B0EE4A0)
  %24 = call double @f1(double noundef -4.500010e-01)
  %25 = fsub double %23, %24
  %26 = fdiv double %25, 2.000000e-06
  call void @check(ptr noundef @.str.1, double noundef %22, double noundef %26)
  %27 = load i32, ptr @enzyme_out, align 4
  %28 = load double, ptr %3, align 8
  %29 = load i32, ptr @enzyme_out, align 4
  %30 = load double, ptr %4, align 8
  %31 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f2, i32 noundef %27, double noundef %28, i32 noundef %29, double noundef %30)
  %32 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 0
  %33 = extractvalue %struct.grad2 %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 1
  %35 = extractvalue %struct.grad2 %31, 1
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = load double, ptr %3, align 8
  %39 = fadd double %38, 0x3EB0C6F7A0B5ED8D
  %40 = load double, ptr %4, align 8
  %41 = call double @f2(double noundef %39, double noundef %40)
  %42 = load double, ptr %3, align 8
  %43 = fsub double %42, 0x3EB0C6F7A0B5ED8D
  %44 = load double, ptr %4, align 8
  %45 = call double @f2(double noundef %43, double noundef %44)
  %46 = fsub double %41, %45
  %47 = fdiv double %46, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %37, double noundef %47)
  %48 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %3, align 8
  %51 = load double, ptr %4, align 8
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  %53 = call double @f2(double noundef %50, double noundef %52)
  %54 = load double, ptr %3, align 8
  %55 = load double, ptr %4, align 8
  %56 = fsub double %55, 0x3EB0C6F7A0B5ED8D
  %57 = call double @f2(double noundef %54, double noundef %56)
  %58 = fsub double %53, %57
  %59 = fdiv double %58, 2.000000e-06
  call void @check(ptr noundef @.str.3, double noundef %49, double noundef %59)
  store double -8.000000e-01, ptr %7, align 8
  store double -6.000000e-01, ptr %8, align 8
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %8, align 8
  %62 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @f2, double noundef %60, double noundef %61)
  %63 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 0
  %64 = extractvalue %struct.grad2 %62, 0
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.grad2, ptr %9, i32 0, i32 1
  %66 = extractvalue %struct.grad2 %62, 1
  store double %66, ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %9, i64 16, i1 false)
  %67 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = load double, ptr %7, align 8
  %70 = fadd double %69, 0x3EB0C6F7A0B5ED8D
  %71 = load double, ptr %8, align 8
  %72 = call double @f2(double noundef %70, double noundef %71)
  %73 = load double, ptr %7, align 8
  %74 = fsub double %73, 0x3EB0C6F7A0B5ED8D
  %75 = load double, ptr %8, align 8
  %76 = call double @f2(double noundef %74, double noundef %75)
  %77 = fsub double %72, %76
  %78 = fdiv double %77, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef %68, double noundef %78)
  %79 = getelementptr inbounds %struct.grad2, ptr %6, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = load double, ptr %7, align 8
  %82 = load double, ptr %8, align 8
  %83 = fadd double %82, 0x3EB0C6F7A0B5ED8D
  %84 = call double @f2(double noundef %81, double noundef %83)
  %85 = load double, ptr %7, align 8
  %86 = load double, ptr %8, align 8
  %87 = fsub double %86, 0x3EB0C6F7A0B5ED8D
  %88 = call double @f2(double noundef %85, double noundef %87)
  %89 = fsub double %84, %88
  %90 = fdiv double %89, 2.000000e-06
  call void @check(ptr noundef @.str.5, double noundef %80, double noundef %90)
  %91 = load double, ptr %3, align 8
  %92 = load i32, ptr @enzyme_const, align 4
  %93 = load double, ptr %4, align 8
  %94 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f2, double noundef %91, i32 noundef %92, double noundef %93)
  %95 = load double, ptr %3, align 8
  %96 = fadd double %95, 0x3EB0C6F7A0B5ED8D
  %97 = load double, ptr %4, align 8
  %98 = call double @f2(double noundef %96, double noundef %97)
  %99 = load double, ptr %3, align 8
  %100 = fsub double %99, 0x3EB0C6F7A0B5ED8D
  %101 = load double, ptr %4, align 8
  %102 = call double @f2(double noundef %100, double noundef %101)
  %103 = fsub double %98, %102
  %104 = fdiv double %103, 2.000000e-06
  call void @check(ptr noundef @.str.6, double noundef %94, double noundef %104)
  %105 = load double, ptr %3, align 8
  %106 = load double, ptr %4, align 8
  %107 = load double, ptr %5, align 8
  %108 = call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef @f3, double noundef %105, double noundef %106, double noundef %107)
  %109 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 0
  %110 = extractvalue %struct.grad3 %108, 0
  store double %110, ptr %109, align 8
  %111 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 1
  %112 = extractvalue %struct.grad3 %108, 1
  store double %112, ptr %111, align 8
  %113 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 2
  %114 = extractvalue %struct.grad3 %108, 2
  store double %114, ptr %113, align 8
  %115 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = load double, ptr %3, align 8
  %118 = fadd double %117, 0x3EB0C6F7A0B5ED8D
  %119 = load double, ptr %4, align 8
  %120 = load double, ptr %5, align 8
  %121 = call double @f3(double noundef %118, double noundef %119, double noundef %120)
  %122 = load double, ptr %3, align 8
  %123 = fsub double %122, 0x3EB0C6F7A0B5ED8D
  %124 = load double, ptr %4, align 8
  %125 = load double, ptr %5, align 8
  %126 = call double @f3(double noundef %123, double noundef %124, double noundef %125)
  %127 = fsub double %121, %126
  %128 = fdiv double %127, 2.000000e-06
  call void @check(ptr noundef @.str.7, double noundef %116, double noundef %128)
  %129 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = load double, ptr %3, align 8
  %132 = load double, ptr %4, align 8
  %133 = fadd double %132, 0x3EB0C6F7A0B5ED8D
  %134 = load double, ptr %5, align 8
  %135 = call double @f3(double noundef %131, double noundef %133, double noundef %134)
  %136 = load double, ptr %3, align 8
  %137 = load double, ptr %4, align 8
  %138 = fsub double %137, 0x3EB0C6F7A0B5ED8D
  %139 = load double, ptr %5, align 8
  %140 = call double @f3(double noundef %136, double noundef %138, double noundef %139)
  %141 = fsub double %135, %140
  %142 = fdiv double %141, 2.000000e-06
  call void @check(ptr noundef @.str.8, double noundef %130, double noundef %142)
  %143 = getelementptr inbounds %struct.grad3, ptr %10, i32 0, i32 2
  %144 = load double, ptr %143, align 8
  %145 = load double, ptr %3, align 8
  %146 = load double, ptr %4, align 8
  %147 = load double, ptr %5, align 8
  %148 = fadd double %147, 0x3EB0C6F7A0B5ED8D
  %149 = call double @f3(double noundef %145, double noundef %146, double noundef %148)
  %150 = load double, ptr %3, align 8
  %151 = load double, ptr %4, align 8
  %152 = load double, ptr %5, align 8
  %153 = fsub double %152, 0x3EB0C6F7A0B5ED8D
  %154 = call double @f3(double noundef %150, double noundef %151, double noundef %153)
  %155 = fsub double %149, %154
  %156 = fdiv double %155, 2.000000e-06
  call void @check(ptr noundef @.str.9, double noundef %144, double noundef %156)
  %157 = load i32, ptr @fails, align 4
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i64
  %160 = select i1 %158, ptr @.str.11, ptr @.str.12
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %160)
  %162 = load i32, ptr @fails, align 4
  %163 = icmp ne i32 %162, 0
  %164 = zext i1 %163 to i32
  ret i32 %164
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
  %30 = select i1 %28, ptr @.str.12, ptr @.str.11
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @tan(double noundef %3) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @sinh(double noundef %5) #5
  %7 = load double, ptr %2, align 8
  %8 = fmul double 5.000000e-01, %7
  %9 = call double @cosh(double noundef %8) #5
  %10 = call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = load double, ptr %2, align 8
  %12 = fmul double 3.000000e+00, %11
  %13 = call double @atan(double noundef %12) #5
  %14 = fadd double %10, %13
  %15 = load double, ptr %2, align 8
  %16 = fdiv double %15, 2.000000e+00
  %17 = call double @asin(double noundef %16) #5
  %18 = fadd double %14, %17
  %19 = load double, ptr %2, align 8
  %20 = fdiv double %19, 3.000000e+00
  %21 = call double @acos(double noundef %20) #5
  %22 = fsub double %18, %21
  ret double %22
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %4, align 8
  %8 = call double @cos(double noundef %7) #5
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %10, double %9)
  %12 = call double @tanh(double noundef %11) #5
  %13 = call double @llvm.fmuladd.f64(double %6, double %8, double %12)
  %14 = load double, ptr %4, align 8
  %15 = load double, ptr %3, align 8
  %16 = call double @atan2(double noundef %14, double noundef %15) #5
  %17 = fadd double %13, %16
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %3, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %4, align 8
  %22 = fmul double %20, %21
  %23 = call double @cos(double noundef %22) #5
  %24 = fadd double %17, %23
  ret double %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = call double @hypot(double noundef %7, double noundef %8) #5
  %10 = load double, ptr %6, align 8
  %11 = call double @cos(double noundef %10) #5
  %12 = load double, ptr %4, align 8
  %13 = load double, ptr %6, align 8
  %14 = fmul double %12, %13
  %15 = load double, ptr %5, align 8
  %16 = call double @atan2(double noundef %14, double noundef %15) #5
  %17 = call double @llvm.fmuladd.f64(double %9, double %11, double %16)
  %18 = load double, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %6, align 8
  %22 = fmul double %20, %21
  %23 = call double @sin(double noundef %22) #5
  %24 = fadd double %17, %23
  %25 = load double, ptr %6, align 8
  %26 = call double @hypot(double noundef %25, double noundef 1.500000e+00) #5
  %27 = fadd double %24, %26
  ret double %27
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @tan(double noundef) #4

; Function Attrs: nounwind
declare double @sinh(double noundef) #4

; Function Attrs: nounwind
declare double @cosh(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @atan(double noundef) #4

; Function Attrs: nounwind
declare double @asin(double noundef) #4

; Function Attrs: nounwind
declare double @acos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @tanh(double noundef) #4

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
