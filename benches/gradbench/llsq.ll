; ModuleID = 'llsq.c'
source_filename = "llsq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @llsq_primal(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %16

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = uitofp nneg i32 %6 to double
  %8 = icmp sgt i32 %1, 0
  %9 = zext i32 %1 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %1, 4
  %12 = and i64 %9, 2147483644
  %13 = icmp eq i64 %10, 0
  br label %18

14:                                               ; preds = %47
  %15 = fmul double %50, 5.000000e-01
  br label %16

16:                                               ; preds = %14, %3
  %17 = phi double [ 0.000000e+00, %3 ], [ %15, %14 ]
  ret double %17

18:                                               ; preds = %5, %47
  %19 = phi double [ 0.000000e+00, %5 ], [ %50, %47 ]
  %20 = phi i32 [ 0, %5 ], [ %51, %47 ]
  %21 = shl nuw i32 %20, 1
  %22 = uitofp i32 %21 to double
  %23 = fdiv double %22, %7
  %24 = fadd double %23, -1.000000e+00
  %25 = fcmp ogt double %24, 0.000000e+00
  %26 = fcmp olt double %24, 0.000000e+00
  %27 = select i1 %26, double -1.000000e+00, double 0.000000e+00
  %28 = select i1 %25, double 1.000000e+00, double %27
  br i1 %8, label %29, label %47

29:                                               ; preds = %18
  br i1 %11, label %30, label %53

30:                                               ; preds = %53, %29
  %31 = phi double [ poison, %29 ], [ %75, %53 ]
  %32 = phi i64 [ 0, %29 ], [ %77, %53 ]
  %33 = phi double [ 1.000000e+00, %29 ], [ %76, %53 ]
  %34 = phi double [ 0.000000e+00, %29 ], [ %75, %53 ]
  br i1 %13, label %47, label %35

35:                                               ; preds = %30, %35
  %36 = phi i64 [ %44, %35 ], [ %32, %30 ]
  %37 = phi double [ %43, %35 ], [ %33, %30 ]
  %38 = phi double [ %42, %35 ], [ %34, %30 ]
  %39 = phi i64 [ %45, %35 ], [ 0, %30 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %36
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %37, double %38)
  %43 = fmul double %24, %37
  %44 = add nuw nsw i64 %36, 1
  %45 = add i64 %39, 1
  %46 = icmp eq i64 %45, %10
  br i1 %46, label %47, label %35, !llvm.loop !9

47:                                               ; preds = %30, %35, %18
  %48 = phi double [ 0.000000e+00, %18 ], [ %31, %30 ], [ %42, %35 ]
  %49 = fsub double %28, %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %49, double %19)
  %51 = add nuw nsw i32 %20, 1
  %52 = icmp eq i32 %51, %2
  br i1 %52, label %14, label %18, !llvm.loop !11

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %77, %53 ], [ 0, %29 ]
  %55 = phi double [ %76, %53 ], [ 1.000000e+00, %29 ]
  %56 = phi double [ %75, %53 ], [ 0.000000e+00, %29 ]
  %57 = phi i64 [ %78, %53 ], [ 0, %29 ]
  %58 = getelementptr inbounds double, ptr %0, i64 %54
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %55, double %56)
  %61 = fmul double %24, %55
  %62 = or disjoint i64 %54, 1
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %61, double %60)
  %66 = fmul double %24, %61
  %67 = or disjoint i64 %54, 2
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %66, double %65)
  %71 = fmul double %24, %66
  %72 = or disjoint i64 %54, 3
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %71, double %70)
  %76 = fmul double %24, %71
  %77 = add nuw nsw i64 %54, 4
  %78 = add i64 %57, 4
  %79 = icmp eq i64 %78, %12
  br i1 %79, label %30, label %53, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local void @llsq_gradient(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = shl nuw nsw i64 %7, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 %8, i1 false), !tbaa !5
  br label %9

9:                                                ; preds = %6, %4
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @llsq_primal, i32 noundef %10, ptr noundef %0, ptr noundef %3, i32 noundef %11, i32 noundef %1, i32 noundef %11, i32 noundef %2) #5
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
