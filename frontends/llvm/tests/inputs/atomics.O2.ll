; ModuleID = 'src/atomics.c'
source_filename = "src/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tls_var = dso_local thread_local local_unnamed_addr global i32 3, align 4
@counter = dso_local global i32 0, align 4
@vol = dso_local global i32 0, align 4

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @bump() local_unnamed_addr #0 {
  %1 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  %2 = atomicrmw sub ptr @counter, i32 2 release, align 4
  %3 = cmpxchg ptr @counter, i32 0, i32 5 seq_cst seq_cst, align 4
  fence seq_cst
  %4 = load volatile i32, ptr @vol, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store volatile i32 %5, ptr @vol, align 4, !tbaa !5
  %6 = load atomic i32, ptr @counter acquire, align 4
  %7 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 {
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> %0, <4 x float> %0)
  ret <4 x float> %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @vsum(<4 x float> noundef %0) local_unnamed_addr #2 {
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %3 = fadd <4 x float> %2, %0
  %4 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>
  %5 = fadd <4 x float> %4, %3
  %6 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
  %7 = fadd <4 x float> %6, %5
  %8 = extractelement <4 x float> %7, i64 0
  ret float %8
}

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
