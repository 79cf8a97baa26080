; ModuleID = 'rev/83_math_library.c'
source_filename = "rev/83_math_library.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"forward\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = tail call double @sin(double noundef %0) #8
  %3 = tail call double @cos(double noundef %0) #8
  %4 = tail call double @tan(double noundef %0) #8
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %3, double %4)
  %6 = fmul double %0, 5.000000e-01
  %7 = tail call double @asin(double noundef %6) #8
  %8 = fadd double %5, %7
  %9 = fmul double %0, 4.000000e-01
  %10 = tail call double @acos(double noundef %9) #8
  %11 = fadd double %8, %10
  %12 = tail call double @atan(double noundef %0) #8
  %13 = fadd double %11, %12
  %14 = tail call double @sinh(double noundef %0) #8
  %15 = fadd double %13, %14
  %16 = tail call double @cosh(double noundef %0) #8
  %17 = tail call double @tanh(double noundef %0) #8
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %15)
  %19 = tail call double @asinh(double noundef %0) #8
  %20 = fadd double %18, %19
  %21 = fadd double %0, 1.000000e+00
  %22 = tail call double @acosh(double noundef %21) #8
  %23 = fadd double %20, %22
  %24 = tail call double @atanh(double noundef %6) #8
  %25 = fadd double %23, %24
  %26 = tail call double @exp(double noundef %0) #8
  %27 = fadd double %25, %26
  %28 = tail call double @exp2(double noundef %0) #8
  %29 = fadd double %27, %28
  %30 = fmul double %0, 1.000000e-01
  %31 = tail call double @exp10(double noundef %30) #8
  %32 = fadd double %29, %31
  %33 = tail call double @expm1(double noundef %0) #8
  %34 = fadd double %32, %33
  %35 = tail call double @log(double noundef %0) #8
  %36 = fadd double %34, %35
  %37 = tail call double @log2(double noundef %0) #8
  %38 = fadd double %36, %37
  %39 = tail call double @log10(double noundef %0) #8
  %40 = fadd double %38, %39
  %41 = tail call double @log1p(double noundef %0) #8
  %42 = fadd double %40, %41
  %43 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #8
  %44 = fadd double %42, %43
  %45 = tail call double @sqrt(double noundef %0) #8
  %46 = fadd double %44, %45
  %47 = tail call double @cbrt(double noundef %0) #9
  %48 = fadd double %46, %47
  %49 = tail call double @erf(double noundef %0) #8
  %50 = fadd double %48, %49
  %51 = tail call double @erfc(double noundef %0) #8
  %52 = fadd double %50, %51
  %53 = tail call double @tgamma(double noundef %21) #8
  %54 = fadd double %52, %53
  %55 = fadd double %0, 2.000000e+00
  %56 = tail call double @lgamma(double noundef %55) #8
  %57 = fadd double %54, %56
  %58 = tail call double @atan2(double noundef %0, double noundef 1.300000e+00) #8
  %59 = fadd double %57, %58
  %60 = tail call double @hypot(double noundef %0, double noundef 2.000000e+00) #8
  %61 = fadd double %59, %60
  %62 = tail call double @fmod(double noundef %0, double noundef 3.000000e-01) #8
  %63 = fadd double %61, %62
  ret double %63
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @exp10(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double @f(double noundef 0x3FD6666A98244E93)
  %2 = tail call double @f(double noundef 3.499990e-01)
  %3 = fsub double %1, %2
  %4 = fdiv double %3, 2.000000e-06
  %5 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %6 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %5, double noundef 3.500000e-01) #8
  %7 = fsub double %6, %4
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = tail call double @llvm.fabs.f64(double %4)
  %10 = tail call double @llvm.maxnum.f64(double %9, double 1.000000e+00)
  %11 = fmul double %10, 0x3EB0C6F7A0B5ED8D
  %12 = fcmp ugt double %8, %11
  %13 = fcmp ule double %9, 1.000000e-09
  %14 = or i1 %13, %12
  %15 = select i1 %14, ptr @.str.3, ptr @.str.4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %6, double noundef %4, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !6
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !6
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %21 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %20, double noundef 3.500000e-01, double noundef 1.000000e+00) #8
  %22 = fsub double %21, %4
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ugt double %23, %11
  %25 = or i1 %13, %24
  %26 = select i1 %25, ptr @.str.3, ptr @.str.4
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %21, double noundef %4, ptr noundef nonnull %26)
  %28 = zext i1 %25 to i32
  %29 = load i32, ptr @fails, align 4, !tbaa !6
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr @fails, align 4, !tbaa !6
  %31 = tail call double @f(double noundef 7.000010e-01)
  %32 = tail call double @f(double noundef 0x3FE666644D87724F)
  %33 = fsub double %31, %32
  %34 = fdiv double %33, 2.000000e-06
  %35 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %36 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %35, double noundef 0x3FE6666666666666) #8
  %37 = fsub double %36, %34
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = tail call double @llvm.fabs.f64(double %34)
  %40 = tail call double @llvm.maxnum.f64(double %39, double 1.000000e+00)
  %41 = fmul double %40, 0x3EB0C6F7A0B5ED8D
  %42 = fcmp ugt double %38, %41
  %43 = fcmp ule double %39, 1.000000e-09
  %44 = or i1 %43, %42
  %45 = select i1 %44, ptr @.str.3, ptr @.str.4
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %36, double noundef %34, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !6
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !6
  %50 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %51 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %50, double noundef 0x3FE6666666666666, double noundef 1.000000e+00) #8
  %52 = fsub double %51, %34
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, %41
  %55 = or i1 %43, %54
  %56 = select i1 %55, ptr @.str.3, ptr @.str.4
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %51, double noundef %34, ptr noundef nonnull %56)
  %58 = zext i1 %55 to i32
  %59 = load i32, ptr @fails, align 4, !tbaa !6
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr @fails, align 4, !tbaa !6
  %61 = tail call double @f(double noundef 0x3FF1999AA60913A5)
  %62 = tail call double @f(double noundef 0x3FF199988D2A1F8F)
  %63 = fsub double %61, %62
  %64 = fdiv double %63, 2.000000e-06
  %65 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %66 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %65, double noundef 1.100000e+00) #8
  %67 = fsub double %66, %64
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = tail call double @llvm.fabs.f64(double %64)
  %70 = tail call double @llvm.maxnum.f64(double %69, double 1.000000e+00)
  %71 = fmul double %70, 0x3EB0C6F7A0B5ED8D
  %72 = fcmp ugt double %68, %71
  %73 = fcmp ule double %69, 1.000000e-09
  %74 = or i1 %73, %72
  %75 = select i1 %74, ptr @.str.3, ptr @.str.4
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %66, double noundef %64, ptr noundef nonnull %75)
  %77 = zext i1 %74 to i32
  %78 = load i32, ptr @fails, align 4, !tbaa !6
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr @fails, align 4, !tbaa !6
  %80 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %81 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %80, double noundef 1.100000e+00, double noundef 1.000000e+00) #8
  %82 = fsub double %81, %64
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ugt double %83, %71
  %85 = or i1 %73, %84
  %86 = select i1 %85, ptr @.str.3, ptr @.str.4
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %81, double noundef %64, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !6
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !6
  %91 = icmp eq i32 %90, 0
  %92 = select i1 %91, ptr @.str.4, ptr @.str.3
  %93 = tail call i32 @puts(ptr nonnull dereferenceable(1) %92)
  %94 = load i32, ptr @fails, align 4, !tbaa !6
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  ret i32 %96
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
