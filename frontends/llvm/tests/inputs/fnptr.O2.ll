; ModuleID = 'src/fnptr.c'
source_filename = "src/fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ops = dso_local local_unnamed_addr global [2 x ptr] [ptr @sq, ptr @cube], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @sq(double noundef %0) #0 {
  %2 = fmul double %0, %0
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @cube(double noundef %0) #0 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define dso_local double @apply(ptr nocapture noundef readonly %0, double noundef %1) local_unnamed_addr #1 {
  %3 = tail call double %0(double noundef %1) #3
  ret double %3
}

; Function Attrs: nounwind uwtable
define dso_local double @apply_all(double noundef %0) local_unnamed_addr #1 {
  %2 = load ptr, ptr @ops, align 16, !tbaa !5
  %3 = tail call double %2(double noundef %0) #3
  %4 = fadd double %3, 0.000000e+00
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @ops, i64 8), align 8, !tbaa !5
  %6 = tail call double %5(double noundef %0) #3
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: nounwind uwtable
define dso_local double @integrate(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = fsub double %2, %1
  %6 = sitofp i32 %3 to double
  %7 = fdiv double %5, %6
  %8 = tail call double %0(double noundef %1) #3
  %9 = tail call double %0(double noundef %2) #3
  %10 = fadd double %8, %9
  %11 = fmul double %10, 5.000000e-01
  %12 = icmp sgt i32 %3, 1
  br i1 %12, label %16, label %13

13:                                               ; preds = %16, %4
  %14 = phi double [ %11, %4 ], [ %22, %16 ]
  %15 = fmul double %7, %14
  ret double %15

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %23, %16 ], [ 1, %4 ]
  %18 = phi double [ %22, %16 ], [ %11, %4 ]
  %19 = uitofp nneg i32 %17 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %7, double %1)
  %21 = tail call double %0(double noundef %20) #3
  %22 = fadd double %18, %21
  %23 = add nuw nsw i32 %17, 1
  %24 = icmp eq i32 %23, %3
  br i1 %24, label %13, label %16, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
