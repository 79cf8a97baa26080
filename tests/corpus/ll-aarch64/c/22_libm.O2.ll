; ModuleID = 'c/22_libm.c'
source_filename = "c/22_libm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.entry = type { ptr, ptr, [4 x double] }

@main.tab = internal unnamed_addr constant [28 x %struct.entry] [%struct.entry { ptr @.str, ptr @sin, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.1, ptr @cos, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.2, ptr @tan, [4 x double] [double 0.000000e+00, double 2.500000e-01, double 1.000000e+00, double -1.200000e+00] }, %struct.entry { ptr @.str.3, ptr @asin, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -9.000000e-01, double 1.000000e+00] }, %struct.entry { ptr @.str.4, ptr @acos, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -9.000000e-01, double 1.000000e+00] }, %struct.entry { ptr @.str.5, ptr @atan, [4 x double] [double 0.000000e+00, double 1.000000e+00, double -5.000000e+00, double 1.000000e+02] }, %struct.entry { ptr @.str.6, ptr @sinh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.7, ptr @cosh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.8, ptr @tanh, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.9, ptr @exp, [4 x double] [double 0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.10, ptr @exp2, [4 x double] [double 0.000000e+00, double 5.000000e-01, double -3.000000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.11, ptr @expm1, [4 x double] [double 1.000000e-10, double 1.000000e-03, double 1.000000e+00, double -1.000000e+00] }, %struct.entry { ptr @.str.12, ptr @log, [4 x double] [double 1.000000e+00, double 2.000000e+00, double 1.000000e-01, double 1.000000e+03] }, %struct.entry { ptr @.str.13, ptr @log2, [4 x double] [double 1.000000e+00, double 3.000000e+00, double 1.000000e-01, double 1.024000e+03] }, %struct.entry { ptr @.str.14, ptr @log10, [4 x double] [double 1.000000e+00, double 2.000000e+00, double 1.000000e-03, double 1.234500e+04] }, %struct.entry { ptr @.str.15, ptr @log1p, [4 x double] [double 1.000000e-10, double 1.000000e-03, double 1.000000e+00, double 9.000000e+00] }, %struct.entry { ptr @.str.16, ptr @sqrt, [4 x double] [double 0.000000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+10] }, %struct.entry { ptr @.str.17, ptr @cbrt, [4 x double] [double 2.700000e+01, double 2.000000e+00, double -8.000000e+00, double 1.000000e-03] }, %struct.entry { ptr @.str.18, ptr @fabs, [4 x double] [double -0.000000e+00, double -2.500000e+00, double 3.000000e+00, double -1.000000e-300] }, %struct.entry { ptr @.str.19, ptr @floor, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 0x3FEFF7CED916872B, double -1.000000e-03] }, %struct.entry { ptr @.str.20, ptr @ceil, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 1.000000e-03, double 0xBFEFF7CED916872B] }, %struct.entry { ptr @.str.21, ptr @round, [4 x double] [double 2.500000e+00, double -2.500000e+00, double 4.900000e-01, double -5.000000e-01] }, %struct.entry { ptr @.str.22, ptr @trunc, [4 x double] [double 2.700000e+00, double -2.700000e+00, double 5.000000e-01, double -5.000000e-01] }, %struct.entry { ptr @.str.23, ptr @rint, [4 x double] [double 2.500000e+00, double 3.500000e+00, double -2.500000e+00, double 4.000000e-01] }, %struct.entry { ptr @.str.24, ptr @erf, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double -2.000000e+00] }, %struct.entry { ptr @.str.25, ptr @erfc, [4 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 3.000000e+00] }, %struct.entry { ptr @.str.26, ptr @lgamma, [4 x double] [double 5.000000e-01, double 1.000000e+00, double 3.500000e+00, double 1.000000e+01] }, %struct.entry { ptr @.str.27, ptr @tgamma, [4 x double] [double 5.000000e-01, double 1.000000e+00, double 3.500000e+00, double 6.000000e+00] }], align 8
@.str = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"%-7s\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c" %17.10g\00", align 1
@.str.31 = private unnamed_addr constant [32 x i8] c"pow    %.10g %.10g %.10g %.10g\0A\00", align 1
@.str.32 = private unnamed_addr constant [32 x i8] c"atan2  %.10g %.10g %.10g %.10g\0A\00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"hypot  %.10g %.10g\0A\00", align 1
@.str.34 = private unnamed_addr constant [26 x i8] c"fmod   %.10g %.10g %.10g\0A\00", align 1
@.str.35 = private unnamed_addr constant [23 x i8] c"remainder %.10g %.10g\0A\00", align 1
@.str.36 = private unnamed_addr constant [36 x i8] c"fmin/fmax %.3g %.3g  copysign %.3g\0A\00", align 1
@.str.37 = private unnamed_addr constant [34 x i8] c"frexp  %.10g * 2^%d  ldexp %.10g\0A\00", align 1
@.str.38 = private unnamed_addr constant [18 x i8] c"modf   %.3g %.3g\0A\00", align 1
@.str.39 = private unnamed_addr constant [49 x i8] c"float: sinf=%.6f sqrtf=%.6f expf=%.6f powf=%.6f\0A\00", align 1
@.str.40 = private unnamed_addr constant [46 x i8] c"classify: inf=%d nan=%d finite=%d signbit=%d\0A\00", align 1
@.str.41 = private unnamed_addr constant [24 x i8] c"lround %ld llrint %lld\0A\00", align 1
@.str.42 = private unnamed_addr constant [34 x i8] c"identity sin^2+cos^2-1 small: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  br label %25

3:                                                ; preds = %25
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef 1.024000e+03, double noundef 0x3FF6A09E667F3BCD, double noundef -2.700000e+01, double noundef 1.000000e-02)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, double noundef 0x3FE921FB54442D18, double noundef 0x4002D97C7F3321D2, double noundef 0xC002D97C7F3321D2, double noundef 0x400921FB54442D18)
  %6 = tail call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #9
  %7 = tail call double @hypot(double noundef 0x6974E718D7D7625A, double noundef 0x6974E718D7D7625A) #9
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %6, double noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, double noundef 1.000000e+00, double noundef -1.000000e+00, double noundef 5.000000e-01)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef 1.000000e+00, double noundef -1.000000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, double noundef -3.000000e+00, double noundef 2.000000e+00, double noundef -3.000000e+00)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9
  %12 = call double @frexp(double noundef 1.234500e+03, ptr noundef nonnull %1) #9
  %13 = load i32, ptr %1, align 4, !tbaa !6
  %14 = tail call double @ldexp(double noundef 7.500000e-01, i32 noundef 5) #9
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, double noundef %12, i32 noundef %13, double noundef %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %16 = call double @modf(double noundef -3.750000e+00, ptr noundef nonnull %2) #9
  %17 = load double, ptr %2, align 8, !tbaa !10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, double noundef %17, double noundef %16)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, double noundef 0x3FDEAEE880000000, double noundef 0x3FF6A09E60000000, double noundef 0x4005BF0A80000000, double noundef 0x40060B9FE0000000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %21 = tail call i64 @lround(double noundef -2.500000e+00) #9
  %22 = tail call i64 @llrint(double noundef 7.500000e+00) #9
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i64 noundef %21, i64 noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9
  ret i32 0

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %49, %25 ]
  %27 = getelementptr inbounds [28 x %struct.entry], ptr @main.tab, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !12
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %28)
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %27, i64 16
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call double %31(double noundef %33) #9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, double noundef %34)
  %36 = getelementptr inbounds i8, ptr %27, i64 24
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = tail call double %31(double noundef %37) #9
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, double noundef %38)
  %40 = getelementptr inbounds i8, ptr %27, i64 32
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = tail call double %31(double noundef %41) #9
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, double noundef %42)
  %44 = getelementptr inbounds i8, ptr %27, i64 40
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = tail call double %31(double noundef %45) #9
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, double noundef %46)
  %48 = tail call i32 @putchar(i32 10)
  %49 = add nuw nsw i64 %26, 1
  %50 = icmp eq i64 %49, 28
  br i1 %50, label %3, label %25, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fabs(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @floor(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @ceil(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @round(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @trunc(double noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @rint(double noundef) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) #1

; Function Attrs: nounwind
declare double @erfc(double noundef) #3

; Function Attrs: nounwind
declare double @lgamma(double noundef) #3

; Function Attrs: nounwind
declare double @tgamma(double noundef) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"entry", !14, i64 0, !14, i64 8, !8, i64 16}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!13, !14, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
