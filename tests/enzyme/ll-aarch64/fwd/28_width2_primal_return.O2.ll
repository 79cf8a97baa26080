; ModuleID = 'fwd/28_width2_primal_return.c'
source_filename = "fwd/28_width2_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dual2 = type { double, [2 x double] }

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_width, align 4, !tbaa !6
  %2 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %3 = tail call %struct.dual2 (ptr, ...) @__enzyme_fwddiff_dual2(ptr noundef nonnull @f, i32 noundef %1, i32 noundef 2, i32 noundef %2, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -4.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00) #7
  %4 = extractvalue %struct.dual2 %3, 0
  %5 = extractvalue %struct.dual2 %3, 1
  %6 = extractvalue [2 x double] %5, 0
  %7 = extractvalue [2 x double] %5, 1
  %8 = fadd double %4, 0x3FACEDB8B67C7624
  %9 = tail call double @llvm.fabs.f64(double %8)
  %10 = fcmp ugt double %9, 0x3D719799812DEA11
  %11 = select i1 %10, ptr @.str.3, ptr @.str.2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef %4, double noundef 0xBFACEDB8B67C7624, ptr noundef nonnull %11)
  %13 = zext i1 %10 to i32
  %14 = load i32, ptr @fails, align 4, !tbaa !6
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr @fails, align 4, !tbaa !6
  %16 = fadd double %6, 0x3FFAEFDAB5320690
  %17 = tail call double @llvm.fabs.f64(double %16)
  %18 = fcmp ugt double %17, 0x3EBC3ED3CD057332
  %19 = select i1 %18, ptr @.str.3, ptr @.str.2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %6, double noundef 0xBFFAEFDAB5320690, ptr noundef nonnull %19)
  %21 = zext i1 %18 to i32
  %22 = load i32, ptr @fails, align 4, !tbaa !6
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr @fails, align 4, !tbaa !6
  %24 = fadd double %7, 0xBFFC607E8C3E16AD
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EBDC15FD8EEC665
  %27 = select i1 %26, ptr @.str.3, ptr @.str.2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef %7, double noundef 0x3FFC607E8C3E16AD, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, ptr @.str.2, ptr @.str.3
  %34 = tail call i32 @puts(ptr nonnull dereferenceable(1) %33)
  %35 = load i32, ptr @fails, align 4, !tbaa !6
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i32
  ret i32 %37
}

declare %struct.dual2 @__enzyme_fwddiff_dual2(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %0, %0
  %4 = fsub double %0, %1
  %5 = tail call double @cos(double noundef %4) #7
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
