; ModuleID = 'rev/83_math_library.c'
source_filename = "rev/83_math_library.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 3.500000e-01, double 0x3FE6666666666666, double 1.100000e+00], align 16
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
  br label %8

1:                                                ; preds = %8
  %2 = icmp eq i32 %43, 0
  %3 = select i1 %2, ptr @.str.4, ptr @.str.3
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) %3)
  %5 = load i32, ptr @fails, align 4, !tbaa !5
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  ret i32 %7

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %44, %8 ]
  %10 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fadd double %11, 0x3EB0C6F7A0B5ED8D
  %13 = tail call double @f(double noundef %12)
  %14 = fadd double %11, 0xBEB0C6F7A0B5ED8D
  %15 = tail call double @f(double noundef %14)
  %16 = fsub double %13, %15
  %17 = fdiv double %16, 2.000000e-06
  %18 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %18, double noundef %11) #8
  %20 = fsub double %19, %17
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = tail call double @llvm.fabs.f64(double %17)
  %23 = tail call double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = fcmp ugt double %21, %24
  %26 = fcmp ule double %22, 1.000000e-09
  %27 = or i1 %26, %25
  %28 = select i1 %27, ptr @.str.3, ptr @.str.4
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %19, double noundef %17, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !5
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %34 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %33, double noundef %11, double noundef 1.000000e+00) #8
  %35 = fsub double %34, %17
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ugt double %36, %24
  %38 = or i1 %26, %37
  %39 = select i1 %38, ptr @.str.3, ptr @.str.4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %34, double noundef %17, ptr noundef nonnull %39)
  %41 = zext i1 %38 to i32
  %42 = load i32, ptr @fails, align 4, !tbaa !5
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr @fails, align 4, !tbaa !5
  %44 = add nuw nsw i64 %9, 1
  %45 = icmp eq i64 %44, 3
  br i1 %45, label %1, label %8, !llvm.loop !11
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
