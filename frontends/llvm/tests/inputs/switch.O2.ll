; ModuleID = 'src/switch.c'
source_filename = "src/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@labels.t = internal global [2 x ptr] [ptr blockaddress(@labels, %7), ptr blockaddress(@labels, %6)], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 31) i32 @classify(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %6 [
    i32 0, label %7
    i32 1, label %2
    i32 2, label %3
    i32 3, label %3
    i32 100, label %4
    i32 -5, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1, %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6, %5, %4, %3, %2
  %8 = phi i32 [ 0, %6 ], [ 7, %5 ], [ -1, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @eval(i8 noundef signext %0, double noundef %1, double noundef %2) local_unnamed_addr #0 {
  switch i8 %0, label %12 [
    i8 43, label %4
    i8 45, label %6
    i8 42, label %8
    i8 47, label %10
  ]

4:                                                ; preds = %3
  %5 = fadd double %1, %2
  br label %12

6:                                                ; preds = %3
  %7 = fsub double %1, %2
  br label %12

8:                                                ; preds = %3
  %9 = fmul double %1, %2
  br label %12

10:                                               ; preds = %3
  %11 = fdiv double %1, %2
  br label %12

12:                                               ; preds = %3, %10, %8, %6, %4
  %13 = phi double [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ 0x7FF8000000000000, %3 ]
  ret double %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef ptr @labels(i32 noundef %0) #1 {
  %2 = and i32 %0, 1
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds [2 x ptr], ptr @labels.t, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  indirectbr ptr %5, [label %7, label %6]

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6
  %8 = phi ptr [ @labels.t, %6 ], [ null, %1 ]
  ret ptr %8
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
