; ModuleID = 'src/templates.cpp'
source_filename = "src/templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z8use_polyd(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 0.000000e+00, double 3.000000e+00)
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 2.000000e+00)
  %4 = tail call noundef double @llvm.fmuladd.f64(double %3, double %0, double 1.000000e+00)
  %5 = fmul double %0, %0
  %6 = fadd double %5, %4
  %7 = fadd double %6, 4.000000e+00
  %8 = fadd double %7, 9.000000e+00
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z10use_lambdad(double noundef %0) local_unnamed_addr #0 {
  %2 = fmul double %0, 0x40220000C9539DBC
  %3 = fmul double %0, 0x4021FFFF36AC66AA
  %4 = fsub double %2, %3
  %5 = fdiv double %4, 2.000000e-06
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
