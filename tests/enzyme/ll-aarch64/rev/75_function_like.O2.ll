; ModuleID = 'rev/75_function_like.c'
source_filename = "rev/75_function_like.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@__enzyme_function_like = dso_local global [2 x ptr] [ptr @my_log1p, ptr @.str], align 8
@.str.1 = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"forward\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e want=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @__enzyme_function_like], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @my_log1p(double noundef %0) #0 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, 5.000000e-01
  %4 = fsub double %0, %3
  %5 = fmul double %2, %0
  %6 = fdiv double %5, 3.000000e+00
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @f(double noundef %0) #1 {
  %2 = tail call double @my_log1p(double noundef %0)
  %3 = fmul double %2, 2.000000e+00
  ret double %3
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
  %1 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 1.000000e-01) #7
  %2 = fadd double %1, 0xBFFD1745D1745D17
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fcmp ugt double %3, 0x3D7FFC5CEADF1DF0
  %5 = select i1 %4, ptr @.str.4, ptr @.str.5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %1, double noundef 0x3FFD1745D1745D17, ptr noundef nonnull %5)
  %7 = zext i1 %4 to i32
  %8 = load i32, ptr @fails, align 4, !tbaa !6
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr @fails, align 4, !tbaa !6
  %10 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef 1.000000e-01, double noundef 1.000000e+00) #7
  %11 = fadd double %10, 0xBFFD1745D1745D17
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3D7FFC5CEADF1DF0
  %14 = select i1 %13, ptr @.str.4, ptr @.str.5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %10, double noundef 0x3FFD1745D1745D17, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !6
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !6
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 5.000000e-01) #7
  %20 = fadd double %19, 0xBFF5555555555555
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3D7774CCAC3D3816
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %19, double noundef 0x3FF5555555555555, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !6
  %28 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef 5.000000e-01, double noundef 1.000000e+00) #7
  %29 = fadd double %28, 0xBFF5555555555555
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ugt double %30, 0x3D7774CCAC3D3816
  %32 = select i1 %31, ptr @.str.4, ptr @.str.5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %28, double noundef 0x3FF5555555555555, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !6
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !6
  %37 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 2.000000e+00) #7
  %38 = fadd double %37, 0xBFE5555555555555
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ugt double %39, 0x3D719799812DEA11
  %41 = select i1 %40, ptr @.str.4, ptr @.str.5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %37, double noundef 0x3FE5555555555555, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !6
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !6
  %46 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef 2.000000e+00, double noundef 1.000000e+00) #7
  %47 = fadd double %46, 0xBFE5555555555555
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ugt double %48, 0x3D719799812DEA11
  %50 = select i1 %49, ptr @.str.4, ptr @.str.5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %46, double noundef 0x3FE5555555555555, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !6
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !6
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, ptr @.str.5, ptr @.str.4
  %57 = tail call i32 @puts(ptr nonnull dereferenceable(1) %56)
  %58 = load i32, ptr @fails, align 4, !tbaa !6
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  ret i32 %60
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
