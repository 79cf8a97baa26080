; ModuleID = 'rev/81_complex.c'
source_filename = "rev/81_complex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.G2 = type { double, double }

@enzyme_out = external global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"reverse d/da\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"reverse d/db\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"forward d/da\00", align 1
@enzyme_dup = external global i32, align 4
@.str.3 = private unnamed_addr constant [13 x i8] c"forward d/db\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %13, 0.000000e+00
  %15 = fmul double %13, 1.000000e+00
  %16 = fadd double %12, %14
  %17 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %16, ptr %17, align 8
  store double %15, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double 1.500000e+00, %20
  %24 = fadd double -5.000000e-01, %22
  %25 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %26 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %23, ptr %25, align 8
  store double %24, ptr %26, align 8
  %27 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = fmul double %28, %32
  %36 = fmul double %30, %34
  %37 = fmul double %28, %34
  %38 = fmul double %30, %32
  %39 = fsub double %35, %36
  %40 = fadd double %37, %38
  %41 = fcmp uno double %39, %39
  br i1 %41, label %42, label %48, !prof !6

42:                                               ; preds = %2
  %43 = fcmp uno double %40, %40
  br i1 %43, label %44, label %48, !prof !6

44:                                               ; preds = %42
  %45 = call { double, double } @__muldc3(double noundef %28, double noundef %30, double noundef %32, double noundef %34) #4
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  br label %48

48:                                               ; preds = %44, %42, %2
  %49 = phi double [ %39, %2 ], [ %39, %42 ], [ %46, %44 ]
  %50 = phi double [ %40, %2 ], [ %40, %42 ], [ %47, %44 ]
  %51 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %56 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %52, ptr %55, align 8
  store double %54, ptr %56, align 8
  %57 = load [2 x double], ptr %8, align 8
  %58 = call { double, double } @cexp([2 x double] noundef alignstack(8) %57) #4
  %59 = extractvalue { double, double } %58, 0
  %60 = extractvalue { double, double } %58, 1
  %61 = fmul double %49, %59
  %62 = fmul double %50, %60
  %63 = fmul double %49, %60
  %64 = fmul double %50, %59
  %65 = fsub double %61, %62
  %66 = fadd double %63, %64
  %67 = fcmp uno double %65, %65
  br i1 %67, label %68, label %74, !prof !6

68:                                               ; preds = %48
  %69 = fcmp uno double %66, %66
  br i1 %69, label %70, label %74, !prof !6

70:                                               ; preds = %68
  %71 = call { double, double } @__muldc3(double noundef %49, double noundef %50, double noundef %59, double noundef %60) #4
  %72 = extractvalue { double, double } %71, 0
  %73 = extractvalue { double, double } %71, 1
  br label %74

74:                                               ; preds = %70, %68, %48
  %75 = phi double [ %65, %48 ], [ %65, %68 ], [ %72, %70 ]
  %76 = phi double [ %66, %48 ], [ %66, %68 ], [ %73, %70 ]
  %77 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = fmul double %78, %82
  %86 = fmul double %80, %84
  %87 = fmul double %78, %84
  %88 = fmul double %80, %82
  %89 = fsub double %85, %86
  %90 = fadd double %87, %88
  %91 = fcmp uno double %89, %89
  br i1 %91, label %92, label %98, !prof !6

92:                                               ; preds = %74
  %93 = fcmp uno double %90, %90
  br i1 %93, label %94, label %98, !prof !6

94:                                               ; preds = %92
  %95 = call { double, double } @__muldc3(double noundef %78, double noundef %80, double noundef %82, double noundef %84) #4
  %96 = extractvalue { double, double } %95, 0
  %97 = extractvalue { double, double } %95, 1
  br label %98

98:                                               ; preds = %94, %92, %74
  %99 = phi double [ %89, %74 ], [ %89, %92 ], [ %96, %94 ]
  %100 = phi double [ %90, %74 ], [ %90, %92 ], [ %97, %94 ]
  %101 = fadd double %99, 2.000000e+00
  %102 = call { double, double } @__divdc3(double noundef %75, double noundef %76, double noundef %101, double noundef %100) #4
  %103 = extractvalue { double, double } %102, 0
  %104 = extractvalue { double, double } %102, 1
  %105 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %110 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %106, ptr %109, align 8
  store double %108, ptr %110, align 8
  %111 = load [2 x double], ptr %9, align 8
  %112 = call { double, double } @csqrt([2 x double] noundef alignstack(8) %111) #4
  %113 = extractvalue { double, double } %112, 0
  %114 = extractvalue { double, double } %112, 1
  %115 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %120 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %116, ptr %119, align 8
  store double %118, ptr %120, align 8
  %121 = load [2 x double], ptr %10, align 8
  %122 = call { double, double } @clog([2 x double] noundef alignstack(8) %121) #4
  %123 = extractvalue { double, double } %122, 0
  %124 = extractvalue { double, double } %122, 1
  %125 = fmul double %113, %123
  %126 = fmul double %114, %124
  %127 = fmul double %113, %124
  %128 = fmul double %114, %123
  %129 = fsub double %125, %126
  %130 = fadd double %127, %128
  %131 = fcmp uno double %129, %129
  br i1 %131, label %132, label %138, !prof !6

132:                                              ; preds = %98
  %133 = fcmp uno double %130, %130
  br i1 %133, label %134, label %138, !prof !6

134:                                              ; preds = %132
  %135 = call { double, double } @__muldc3(double noundef %113, double noundef %114, double noundef %123, double noundef %124) #4
  %136 = extractvalue { double, double } %135, 0
  %137 = extractvalue { double, double } %135, 1
  br label %138

138:                                              ; preds = %134, %132, %98
  %139 = phi double [ %129, %98 ], [ %129, %132 ], [ %136, %134 ]
  %140 = phi double [ %130, %98 ], [ %130, %132 ], [ %137, %134 ]
  %141 = fadd double %103, %139
  %142 = fadd double %104, %140
  %143 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %144 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %141, ptr %143, align 8
  store double %142, ptr %144, align 8
  %145 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %146 = load double, ptr %145, align 8
  %147 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %148 = load double, ptr %147, align 8
  %149 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %150 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %146, ptr %149, align 8
  store double %148, ptr %150, align 8
  %151 = load [2 x double], ptr %11, align 8
  %152 = call double @cabs([2 x double] noundef alignstack(8) %151) #4
  %153 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  %157 = fadd double %152, %154
  %158 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %161, double %157)
  ret double %162
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: nounwind
declare { double, double } @cexp([2 x double] noundef alignstack(8)) #1

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: nounwind
declare { double, double } @csqrt([2 x double] noundef alignstack(8)) #1

; Function Attrs: nounwind
declare { double, double } @clog([2 x double] noundef alignstack(8)) #1

; Function Attrs: nounwind
declare double @cabs([2 x double] noundef alignstack(8)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.G2, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3FE6666666666666, ptr %2, align 8
  store double -4.000000e-01, ptr %3, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %4, align 8
  %8 = load i32, ptr @enzyme_out, align 4
  %9 = load i32, ptr @enzyme_out, align 4
  %10 = call %struct.G2 (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %8, double noundef 0x3FE6666666666666, i32 noundef %9, double noundef -4.000000e-01)
  %11 = getelementptr inbounds %struct.G2, ptr %5, i32 0, i32 0
  %12 = extractvalue %struct.G2 %10, 0
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.G2, ptr %5, i32 0, i32 1
  %14 = extractvalue %struct.G2 %10, 1
  store double %14, ptr %13, align 8
  %15 = call double @f(double noundef 7.000010e-01, double noundef -4.000000e-01)
  %16 = call double @f(double noundef 0x3FE666644D87724F, double noundef -4.000000e-01)
  %17 = fsub double %15, %16
  %18 = fdiv double %17, 2.000000e-06
  store double %18, ptr %6, align 8
  %19 = call double @f(double noundef 0x3FE6666666666666, double noundef 0xBFD9999567DBB16D)
  %20 = call double @f(double noundef 0x3FE6666666666666, double noundef -4.000010e-01)
  %21 = fsub double %19, %20
  %22 = fdiv double %21, 2.000000e-06
  store double %22, ptr %7, align 8
  %23 = getelementptr inbounds %struct.G2, ptr %5, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str, double noundef %24, double noundef %25)
  %26 = getelementptr inbounds %struct.G2, ptr %5, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.1, double noundef %27, double noundef %28)
  %29 = load i32, ptr @enzyme_dup, align 4
  %30 = load i32, ptr @enzyme_dup, align 4
  %31 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %29, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %30, double noundef -4.000000e-01, double noundef 0.000000e+00)
  %32 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str.2, double noundef %31, double noundef %32)
  %33 = load i32, ptr @enzyme_dup, align 4
  %34 = load i32, ptr @enzyme_dup, align 4
  %35 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %33, double noundef 0x3FE6666666666666, double noundef 0.000000e+00, i32 noundef %34, double noundef -4.000000e-01, double noundef 1.000000e+00)
  %36 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.3, double noundef %35, double noundef %36)
  %37 = load i32, ptr @fails, align 4
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i64
  %40 = select i1 %38, ptr @.str.5, ptr @.str.6
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %40)
  %42 = load i32, ptr @fails, align 4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  ret i32 %44
}

declare %struct.G2 @__enzyme_autodiff(ptr noundef, ...) #3

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
  %30 = select i1 %28, ptr @.str.6, ptr @.str.5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
