; ModuleID = 'rev/65_custom_rules.c'
source_filename = "rev/65_custom_rules.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.g2 = type { double, double }

@__enzyme_register_gradient_square = dso_local global [3 x ptr] [ptr @square_, ptr @augment_square_, ptr @gradient_square_], align 8
@__enzyme_register_gradient_rsqrt = dso_local global [3 x ptr] [ptr @fast_rsqrt, ptr @aug_rsqrt, ptr @rev_rsqrt], align 8
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
  %3 = load double, ptr %0, align 8, !tbaa !6
  %4 = fmul double %3, %3
  store double %4, ptr %1, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noalias noundef ptr @augment_square_(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef writeonly %2, ptr nocapture readnone %3) #1 {
  %5 = load double, ptr %0, align 8, !tbaa !6
  %6 = fmul double %5, %5
  store double %6, ptr %2, align 8, !tbaa !6
  ret ptr null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @gradient_square_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef readonly %3, ptr nocapture readnone %4) #1 {
  %6 = load double, ptr %3, align 8, !tbaa !6
  %7 = load double, ptr %0, align 8, !tbaa !6
  %8 = fmul double %6, %7
  %9 = load double, ptr %1, align 8, !tbaa !6
  %10 = tail call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %9)
  store double %10, ptr %1, align 8, !tbaa !6
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
  %4 = load i32, ptr @logged, align 4, !tbaa !10
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr @logged, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @sq_then_sin(double noundef %0) #7 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  call void @square_(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !6
  tail call void @log_value(double noundef %4)
  %5 = tail call double @sin(double noundef %4) #13
  %6 = fadd double %4, %5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
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
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sq_then_sin, double noundef 8.000000e-01) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double 0x3FE9999BB2788DB1, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  call void @square_(ptr noundef nonnull %3, ptr noundef nonnull %4)
  %6 = load double, ptr %4, align 8, !tbaa !6
  tail call void @log_value(double noundef %6)
  %7 = tail call double @sin(double noundef %6) #13
  %8 = fadd double %6, %7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store double 7.999990e-01, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @square_(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %9 = load double, ptr %2, align 8, !tbaa !6
  tail call void @log_value(double noundef %9)
  %10 = tail call double @sin(double noundef %9) #13
  %11 = fadd double %9, %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
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
  %25 = load i32, ptr @fails, align 4, !tbaa !10
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !10
  %27 = tail call %struct.g2 (ptr, ...) @__enzyme_autodiff_g2(ptr noundef nonnull @inv_norm, double noundef 1.300000e+00, double noundef 6.000000e-01) #13
  %28 = extractvalue %struct.g2 %27, 0
  %29 = extractvalue %struct.g2 %27, 1
  %30 = fadd double %28, 0xBFBF66113C68AB00
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ugt double %31, 2.000000e-03
  %33 = select i1 %32, ptr @.str.4, ptr @.str.5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %28, double noundef 0x3FBF66113C68AB00, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @fails, align 4, !tbaa !10
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4, !tbaa !10
  %38 = fadd double %29, 0x3FD101F400E903C0
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ugt double %39, 2.000000e-03
  %41 = select i1 %40, ptr @.str.4, ptr @.str.5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %29, double noundef 0xBFD101F400E903C0, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !10
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !10
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %46, ptr @.str.5, ptr @.str.4
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) %47)
  %49 = load i32, ptr @fails, align 4, !tbaa !10
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  ret i32 %51
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #10

declare %struct.g2 @__enzyme_autodiff_g2(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
