; ModuleID = 'lse.c'
source_filename = "lse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @lse_primal(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %32

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  br label %41

16:                                               ; preds = %41, %5
  %17 = phi double [ poison, %5 ], [ %60, %41 ]
  %18 = phi i64 [ 1, %5 ], [ %61, %41 ]
  %19 = phi double [ %3, %5 ], [ %60, %41 ]
  %20 = icmp eq i64 %9, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %16, %21
  %22 = phi i64 [ %29, %21 ], [ %18, %16 ]
  %23 = phi double [ %28, %21 ], [ %19, %16 ]
  %24 = phi i64 [ %30, %21 ], [ 0, %16 ]
  %25 = getelementptr inbounds double, ptr %0, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fcmp ogt double %26, %23
  %28 = select i1 %27, double %26, double %23
  %29 = add nuw nsw i64 %22, 1
  %30 = add i64 %24, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %21, !llvm.loop !9

32:                                               ; preds = %16, %21, %2
  %33 = phi double [ %3, %2 ], [ %17, %16 ], [ %28, %21 ]
  %34 = icmp sgt i32 %1, 0
  br i1 %34, label %35, label %81

35:                                               ; preds = %32
  %36 = zext nneg i32 %1 to i64
  %37 = and i64 %36, 3
  %38 = icmp ult i32 %1, 4
  br i1 %38, label %64, label %39

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483644
  br label %85

41:                                               ; preds = %41, %11
  %42 = phi i64 [ 1, %11 ], [ %61, %41 ]
  %43 = phi double [ %3, %11 ], [ %60, %41 ]
  %44 = phi i64 [ 0, %11 ], [ %62, %41 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = fcmp ogt double %46, %43
  %48 = select i1 %47, double %46, double %43
  %49 = getelementptr inbounds double, ptr %13, i64 %42
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = fcmp ogt double %50, %48
  %52 = select i1 %51, double %50, double %48
  %53 = getelementptr inbounds double, ptr %14, i64 %42
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fcmp ogt double %54, %52
  %56 = select i1 %55, double %54, double %52
  %57 = getelementptr inbounds double, ptr %15, i64 %42
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = fcmp ogt double %58, %56
  %60 = select i1 %59, double %58, double %56
  %61 = add nuw nsw i64 %42, 4
  %62 = add i64 %44, 4
  %63 = icmp eq i64 %62, %12
  br i1 %63, label %16, label %41, !llvm.loop !11

64:                                               ; preds = %85, %35
  %65 = phi double [ poison, %35 ], [ %111, %85 ]
  %66 = phi i64 [ 0, %35 ], [ %112, %85 ]
  %67 = phi double [ 0.000000e+00, %35 ], [ %111, %85 ]
  %68 = icmp eq i64 %37, 0
  br i1 %68, label %81, label %69

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %78, %69 ], [ %66, %64 ]
  %71 = phi double [ %77, %69 ], [ %67, %64 ]
  %72 = phi i64 [ %79, %69 ], [ 0, %64 ]
  %73 = getelementptr inbounds double, ptr %0, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = fsub double %74, %33
  %76 = tail call double @llvm.exp.f64(double %75)
  %77 = fadd double %71, %76
  %78 = add nuw nsw i64 %70, 1
  %79 = add i64 %72, 1
  %80 = icmp eq i64 %79, %37
  br i1 %80, label %81, label %69, !llvm.loop !13

81:                                               ; preds = %64, %69, %32
  %82 = phi double [ 0.000000e+00, %32 ], [ %65, %64 ], [ %77, %69 ]
  %83 = tail call double @llvm.log.f64(double %82)
  %84 = fadd double %33, %83
  ret double %84

85:                                               ; preds = %85, %39
  %86 = phi i64 [ 0, %39 ], [ %112, %85 ]
  %87 = phi double [ 0.000000e+00, %39 ], [ %111, %85 ]
  %88 = phi i64 [ 0, %39 ], [ %113, %85 ]
  %89 = getelementptr inbounds double, ptr %0, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !5
  %91 = fsub double %90, %33
  %92 = tail call double @llvm.exp.f64(double %91)
  %93 = fadd double %87, %92
  %94 = or disjoint i64 %86, 1
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = fsub double %96, %33
  %98 = tail call double @llvm.exp.f64(double %97)
  %99 = fadd double %93, %98
  %100 = or disjoint i64 %86, 2
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = fsub double %102, %33
  %104 = tail call double @llvm.exp.f64(double %103)
  %105 = fadd double %99, %104
  %106 = or disjoint i64 %86, 3
  %107 = getelementptr inbounds double, ptr %0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = fsub double %108, %33
  %110 = tail call double @llvm.exp.f64(double %109)
  %111 = fadd double %105, %110
  %112 = add nuw nsw i64 %86, 4
  %113 = add i64 %88, 4
  %114 = icmp eq i64 %113, %40
  br i1 %114, label %64, label %85, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

; Function Attrs: nounwind uwtable
define dso_local void @lse_gradient(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = shl nuw nsw i64 %6, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 %7, i1 false), !tbaa !5
  br label %8

8:                                                ; preds = %5, %3
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lse_primal, i32 noundef %9, ptr noundef %0, ptr noundef %2, i32 noundef %10, i32 noundef %1) #5
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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
