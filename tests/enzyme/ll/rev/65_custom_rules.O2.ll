; ModuleID = 'rev/65_custom_rules.c'
source_filename = "rev/65_custom_rules.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__enzyme_register_gradient_square = dso_local global [3 x ptr] [ptr @square_, ptr @augment_square_, ptr @gradient_square_], align 16
@__enzyme_register_gradient_rsqrt = dso_local global [3 x ptr] [ptr @fast_rsqrt, ptr @aug_rsqrt, ptr @rev_rsqrt], align 16
@logged = internal unnamed_addr global i32 0, align 4
@__enzyme_inactivefn = dso_local global [1 x ptr] [ptr @log_value], align 8
@.str = private unnamed_addr constant [14 x i8] c"custom square\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"rsqrt rule d/dx\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"rsqrt rule d/dy\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [3 x ptr] [ptr @__enzyme_inactivefn, ptr @__enzyme_register_gradient_rsqrt, ptr @__enzyme_register_gradient_square], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @square_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fmul double %3, %3
  store double %4, ptr %1, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noalias noundef ptr @augment_square_(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef writeonly %2, ptr nocapture readnone %3) #1 {
  %5 = load double, ptr %0, align 8, !tbaa !5
  %6 = fmul double %5, %5
  store double %6, ptr %2, align 8, !tbaa !5
  ret ptr null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @gradient_square_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef readonly %3, ptr nocapture readnone %4) #1 {
  %6 = load double, ptr %3, align 8, !tbaa !5
  %7 = load double, ptr %0, align 8, !tbaa !5
  %8 = fmul double %6, %7
  %9 = load double, ptr %1, align 8, !tbaa !5
  %10 = tail call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %9)
  store double %10, ptr %1, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @fast_rsqrt(double noundef %0) #3 {
  %2 = fptrunc double %0 to float
  %3 = bitcast float %2 to i32
  %4 = ashr i32 %3, 1
  %5 = sub nsw i32 1597463007, %4
  %6 = bitcast i32 %5 to float
  %7 = fmul float %2, -5.000000e-01
  %8 = fmul float %7, %6
  %9 = tail call float @llvm.fmuladd.f32(float %8, float %6, float 1.500000e+00)
  %10 = fmul float %9, %6
  %11 = fpext float %10 to double
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @aug_rsqrt(double noundef %0) #5 {
  %2 = tail call double @fast_rsqrt(double noundef %0)
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @rev_rsqrt(double noundef %0, double noundef %1) #5 {
  %3 = fmul double %1, -5.000000e-01
  %4 = tail call double @fast_rsqrt(double noundef %0)
  %5 = fmul double %3, %4
  %6 = fdiv double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @log_value(double noundef %0) #6 {
  %2 = fcmp ogt double %0, 0.000000e+00
  %3 = zext i1 %2 to i32
  %4 = load i32, ptr @logged, align 4, !tbaa !9
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr @logged, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @sq_then_sin(double noundef %0) #7 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  call void @square_(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  tail call void @log_value(double noundef %4)
  %5 = tail call double @sin(double noundef %4) #14
  %6 = fadd double %4, %5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @inv_norm(double noundef %0, double noundef %1) #5 {
  %3 = fmul double %1, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3)
  %5 = tail call double @fast_rsqrt(double noundef %4)
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #9 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sq_then_sin, double noundef 8.000000e-01) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double 0x3FE9999BB2788DB1, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  call void @square_(ptr noundef nonnull %3, ptr noundef nonnull %4)
  %6 = load double, ptr %4, align 8, !tbaa !5
  tail call void @log_value(double noundef %6)
  %7 = tail call double @sin(double noundef %6) #14
  %8 = fadd double %6, %7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store double 7.999990e-01, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @square_(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %9 = load double, ptr %2, align 8, !tbaa !5
  tail call void @log_value(double noundef %9)
  %10 = tail call double @sin(double noundef %9) #14
  %11 = fadd double %9, %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %12 = fsub double %8, %11
  %13 = fdiv double %12, 2.000000e-06
  %14 = fsub double %5, %13
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = tail call double @llvm.fabs.f64(double %13)
  %17 = tail call double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fcmp ugt double %15, %18
  %20 = fcmp ule double %16, 1.000000e-09
  %21 = or i1 %20, %19
  %22 = select i1 %21, ptr @.str.4, ptr @.str.5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %5, double noundef %13, ptr noundef nonnull %22)
  %24 = zext i1 %21 to i32
  %25 = load i32, ptr @fails, align 4, !tbaa !9
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !9
  %27 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_g2(ptr noundef nonnull @inv_norm, double noundef 1.300000e+00, double noundef 6.000000e-01) #14
  %28 = extractvalue { double, double } %27, 0
  %29 = extractvalue { double, double } %27, 1
  %30 = insertelement <2 x double> poison, double %29, i64 0
  %31 = insertelement <2 x double> %30, double %28, i64 1
  %32 = fadd <2 x double> %31, <double 0x3FD101F400E903C0, double 0xBFBF66113C68AB00>
  %33 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %32)
  %34 = fcmp ugt <2 x double> %33, <double 2.000000e-03, double 2.000000e-03>
  %35 = extractelement <2 x i1> %34, i64 1
  %36 = select i1 %35, ptr @.str.4, ptr @.str.5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %28, double noundef 0x3FBF66113C68AB00, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @fails, align 4, !tbaa !9
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4, !tbaa !9
  %41 = extractelement <2 x i1> %34, i64 0
  %42 = select i1 %41, ptr @.str.4, ptr @.str.5
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %29, double noundef 0xBFD101F400E903C0, ptr noundef nonnull %42)
  %44 = zext i1 %41 to i32
  %45 = load i32, ptr @fails, align 4, !tbaa !9
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr @fails, align 4, !tbaa !9
  %47 = icmp eq i32 %46, 0
  %48 = select i1 %47, ptr @.str.5, ptr @.str.4
  %49 = tail call i32 @puts(ptr nonnull dereferenceable(1) %48)
  %50 = load i32, ptr @fails, align 4, !tbaa !9
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  ret i32 %52
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #10

declare { double, double } @__enzyme_autodiff_g2(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
