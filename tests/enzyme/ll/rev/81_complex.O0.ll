; ModuleID = 'rev/81_complex.c'
source_filename = "rev/81_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %57 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = call { double, double } @cexp(double noundef %58, double noundef %60) #4
  %62 = extractvalue { double, double } %61, 0
  %63 = extractvalue { double, double } %61, 1
  %64 = fmul double %49, %62
  %65 = fmul double %50, %63
  %66 = fmul double %49, %63
  %67 = fmul double %50, %62
  %68 = fsub double %64, %65
  %69 = fadd double %66, %67
  %70 = fcmp uno double %68, %68
  br i1 %70, label %71, label %77, !prof !6

71:                                               ; preds = %48
  %72 = fcmp uno double %69, %69
  br i1 %72, label %73, label %77, !prof !6

73:                                               ; preds = %71
  %74 = call { double, double } @__muldc3(double noundef %49, double noundef %50, double noundef %62, double noundef %63) #4
  %75 = extractvalue { double, double } %74, 0
  %76 = extractvalue { double, double } %74, 1
  br label %77

77:                                               ; preds = %73, %71, %48
  %78 = phi double [ %68, %48 ], [ %68, %71 ], [ %75, %73 ]
  %79 = phi double [ %69, %48 ], [ %69, %71 ], [ %76, %73 ]
  %80 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = fmul double %81, %85
  %89 = fmul double %83, %87
  %90 = fmul double %81, %87
  %91 = fmul double %83, %85
  %92 = fsub double %88, %89
  %93 = fadd double %90, %91
  %94 = fcmp uno double %92, %92
  br i1 %94, label %95, label %101, !prof !6

95:                                               ; preds = %77
  %96 = fcmp uno double %93, %93
  br i1 %96, label %97, label %101, !prof !6

97:                                               ; preds = %95
  %98 = call { double, double } @__muldc3(double noundef %81, double noundef %83, double noundef %85, double noundef %87) #4
  %99 = extractvalue { double, double } %98, 0
  %100 = extractvalue { double, double } %98, 1
  br label %101

101:                                              ; preds = %97, %95, %77
  %102 = phi double [ %92, %77 ], [ %92, %95 ], [ %99, %97 ]
  %103 = phi double [ %93, %77 ], [ %93, %95 ], [ %100, %97 ]
  %104 = fadd double %102, 2.000000e+00
  %105 = call { double, double } @__divdc3(double noundef %78, double noundef %79, double noundef %104, double noundef %103) #4
  %106 = extractvalue { double, double } %105, 0
  %107 = extractvalue { double, double } %105, 1
  %108 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %113 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %109, ptr %112, align 8
  store double %111, ptr %113, align 8
  %114 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = call { double, double } @csqrt(double noundef %115, double noundef %117) #4
  %119 = extractvalue { double, double } %118, 0
  %120 = extractvalue { double, double } %118, 1
  %121 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %122 = load double, ptr %121, align 8
  %123 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %122, ptr %125, align 8
  store double %124, ptr %126, align 8
  %127 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = call { double, double } @clog(double noundef %128, double noundef %130) #4
  %132 = extractvalue { double, double } %131, 0
  %133 = extractvalue { double, double } %131, 1
  %134 = fmul double %119, %132
  %135 = fmul double %120, %133
  %136 = fmul double %119, %133
  %137 = fmul double %120, %132
  %138 = fsub double %134, %135
  %139 = fadd double %136, %137
  %140 = fcmp uno double %138, %138
  br i1 %140, label %141, label %147, !prof !6

141:                                              ; preds = %101
  %142 = fcmp uno double %139, %139
  br i1 %142, label %143, label %147, !prof !6

143:                                              ; preds = %141
  %144 = call { double, double } @__muldc3(double noundef %119, double noundef %120, double noundef %132, double noundef %133) #4
  %145 = extractvalue { double, double } %144, 0
  %146 = extractvalue { double, double } %144, 1
  br label %147

147:                                              ; preds = %143, %141, %101
  %148 = phi double [ %138, %101 ], [ %138, %141 ], [ %145, %143 ]
  %149 = phi double [ %139, %101 ], [ %139, %141 ], [ %146, %143 ]
  %150 = fadd double %106, %148
  %151 = fadd double %107, %149
  %152 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %153 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %150, ptr %152, align 8
  store double %151, ptr %153, align 8
  %154 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %155, ptr %158, align 8
  store double %157, ptr %159, align 8
  %160 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %163 = load double, ptr %162, align 8
  %164 = call double @cabs(double noundef %161, double noundef %163) #4
  %165 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %166 = load double, ptr %165, align 8
  %167 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %168 = load double, ptr %167, align 8
  %169 = fadd double %164, %166
  %170 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %173 = load double, ptr %172, align 8
  %174 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %173, double %169)
  ret double %174
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: nounwind
declare { double, double } @cexp(double noundef, double noundef) #1

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) #1

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @cabs(double noundef, double noundef) #1

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
  %10 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %8, double noundef 0x3FE6666666666666, i32 noundef %9, double noundef -4.000000e-01)
  %11 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %12 = extractvalue { double, double } %10, 0
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %14 = extractvalue { double, double } %10, 1
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

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) #3

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
