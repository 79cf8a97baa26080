; ModuleID = 'fwd/40_float_width2.c'
source_filename = "fwd/40_float_width2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"dg/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"dg/dy (lane 1)\00", align 1
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [31 x i8] c"%-26s got=%+.6e want=%+.6e %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [12 x i8] c"dg . (1,-1)\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.6e fd=%+.6e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_width, align 4, !tbaa !5
  %2 = tail call <2 x float> (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef nonnull @g, i32 noundef %1, i32 noundef 2, double noundef 0x3FECCCCCC0000000, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0xBFD99999A0000000, double noundef 0.000000e+00, double noundef 1.000000e+00) #8
  %3 = fpext <2 x float> %2 to <2 x double>
  %4 = fadd <2 x double> %3, <double 0x3FDCF5DE00000000, double 0xBFE9DFED00000000>
  %5 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %4)
  %6 = fcmp ugt <2 x double> %5, <double 2.000000e-03, double 2.000000e-03>
  %7 = extractelement <2 x i1> %6, i64 0
  %8 = select i1 %7, ptr @.str.5, ptr @.str.4
  %9 = extractelement <2 x double> %3, i64 0
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %9, double noundef 0xBFDCF5DE00000000, ptr noundef nonnull %8)
  %11 = zext i1 %7 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !5
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !5
  %14 = extractelement <2 x i1> %6, i64 1
  %15 = select i1 %14, ptr @.str.5, ptr @.str.4
  %16 = extractelement <2 x double> %3, i64 1
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %16, double noundef 0x3FE9DFED00000000, ptr noundef nonnull %15)
  %18 = zext i1 %14 to i32
  %19 = load i32, ptr @fails, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr @fails, align 4, !tbaa !5
  %21 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %22 = tail call <2 x float> (ptr, ...) @__enzyme_fwddiff_f2(ptr noundef nonnull @g, i32 noundef %21, double noundef 0x3FECCCCCC0000000, double noundef 1.000000e+00, double noundef 0xBFD99999A0000000, double noundef -1.000000e+00) #8
  %23 = extractelement <2 x float> %22, i64 0
  %24 = fadd float %23, 0xBFF86C74E0000000
  %25 = tail call float @llvm.fabs.f32(float %24)
  %26 = fcmp ugt float %25, 0x3EB99C2D00000000
  %27 = fpext float %23 to double
  %28 = select i1 %26, ptr @.str.5, ptr @.str.4
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, double noundef %27, double noundef 0x3FF86C74E0000000, ptr noundef nonnull %28)
  %30 = zext i1 %26 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !5
  %33 = extractelement <2 x float> %22, i64 1
  %34 = fpext float %33 to double
  %35 = fadd double %34, 0x3FF42DEB00000000
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ugt double %36, 0x3F64A9E666666667
  %38 = select i1 %37, ptr @.str.5, ptr @.str.4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef %34, double noundef 0xBFF42DEB00000000, ptr noundef nonnull %38)
  %40 = zext i1 %37 to i32
  %41 = load i32, ptr @fails, align 4, !tbaa !5
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr @fails, align 4, !tbaa !5
  %43 = icmp eq i32 %42, 0
  %44 = select i1 %43, ptr @.str.4, ptr @.str.5
  %45 = tail call i32 @puts(ptr nonnull dereferenceable(1) %44)
  %46 = load i32, ptr @fails, align 4, !tbaa !5
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  ret i32 %48
}

declare <2 x float> @__enzyme_fwddiff_f2(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @g(float noundef %0, float noundef %1) #2 {
  %3 = fmul float %0, %0
  %4 = fsub float %0, %1
  %5 = tail call float @sinf(float noundef %4) #8
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %5)
  %7 = fmul float %1, 0x3FD3333340000000
  %8 = tail call float @expf(float noundef %7) #8, !tbaa !5
  %9 = fadd float %6, %8
  ret float %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
