; ModuleID = 'det.c'
source_filename = "det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @det_primal(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %8, label %10

8:                                                ; preds = %21, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %21 ]
  br label %25

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %18, %12 ]
  %14 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %19, %12 ]
  %15 = add <4 x i32> %14, <i32 4, i32 4, i32 4, i32 4>
  %16 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  store <4 x i32> %14, ptr %16, align 16, !tbaa !5
  store <4 x i32> %15, ptr %17, align 16, !tbaa !5
  %18 = add nuw i64 %13, 8
  %19 = add <4 x i32> %14, <i32 8, i32 8, i32 8, i32 8>
  %20 = icmp eq i64 %18, %11
  br i1 %20, label %21, label %12, !llvm.loop !9

21:                                               ; preds = %12
  %22 = icmp eq i64 %11, %6
  br i1 %22, label %23, label %8

23:                                               ; preds = %25, %21, %2
  %24 = call fastcc double @minor_det(ptr noundef %0, i32 noundef %1, i32 noundef 0, ptr noundef nonnull %3, i32 noundef %1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  ret double %24

25:                                               ; preds = %8, %25
  %26 = phi i64 [ %29, %25 ], [ %9, %8 ]
  %27 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %26
  %28 = trunc nuw nsw i64 %26 to i32
  store i32 %28, ptr %27, align 4, !tbaa !5
  %29 = add nuw nsw i64 %26, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %23, label %25, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @minor_det(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4) unnamed_addr #0 {
  %6 = alloca [16 x i32], align 16
  %7 = icmp eq i32 %4, 1
  br i1 %7, label %8, label %15

8:                                                ; preds = %5
  %9 = mul nsw i32 %2, %1
  %10 = load i32, ptr %3, align 4, !tbaa !5
  %11 = add nsw i32 %10, %9
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !14
  br label %78

15:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #7
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %17, label %29

17:                                               ; preds = %15
  %18 = mul nsw i32 %2, %1
  %19 = add nsw i32 %2, 1
  %20 = add nsw i32 %4, -1
  %21 = zext nneg i32 %4 to i64
  %22 = and i64 %21, 1
  %23 = and i64 %21, 2147483646
  %24 = icmp eq i64 %22, 0
  br label %25

25:                                               ; preds = %39, %17
  %26 = phi i64 [ 0, %17 ], [ %50, %39 ]
  %27 = phi double [ 1.000000e+00, %17 ], [ %49, %39 ]
  %28 = phi double [ 0.000000e+00, %17 ], [ %48, %39 ]
  br label %52

29:                                               ; preds = %39, %15
  %30 = phi double [ 0.000000e+00, %15 ], [ %48, %39 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #7
  br label %78

31:                                               ; preds = %73
  %32 = icmp eq i64 %75, %26
  %33 = select i1 %24, i1 true, i1 %32
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds i32, ptr %3, i64 %75
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = sext i32 %74 to i64
  %38 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %37
  store i32 %36, ptr %38, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %34, %31
  %40 = getelementptr inbounds i32, ptr %3, i64 %26
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %18
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !14
  %46 = fmul double %27, %45
  %47 = call fastcc double @minor_det(ptr noundef %0, i32 noundef %1, i32 noundef %19, ptr noundef nonnull %6, i32 noundef %20)
  %48 = tail call double @llvm.fmuladd.f64(double %46, double %47, double %28)
  %49 = fneg double %27
  %50 = add nuw nsw i64 %26, 1
  %51 = icmp eq i64 %50, %21
  br i1 %51, label %29, label %25, !llvm.loop !16

52:                                               ; preds = %73, %25
  %53 = phi i64 [ 0, %25 ], [ %75, %73 ]
  %54 = phi i32 [ 0, %25 ], [ %74, %73 ]
  %55 = phi i64 [ 0, %25 ], [ %76, %73 ]
  %56 = icmp eq i64 %53, %26
  br i1 %56, label %63, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds i32, ptr %3, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = add nsw i32 %54, 1
  %61 = sext i32 %54 to i64
  %62 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %61
  store i32 %59, ptr %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %52, %57
  %64 = phi i32 [ %60, %57 ], [ %54, %52 ]
  %65 = or disjoint i64 %53, 1
  %66 = icmp eq i64 %65, %26
  br i1 %66, label %73, label %67

67:                                               ; preds = %63
  %68 = getelementptr inbounds i32, ptr %3, i64 %65
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add nsw i32 %64, 1
  %71 = sext i32 %64 to i64
  %72 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %71
  store i32 %69, ptr %72, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %67, %63
  %74 = phi i32 [ %70, %67 ], [ %64, %63 ]
  %75 = add nuw nsw i64 %53, 2
  %76 = add i64 %55, 2
  %77 = icmp eq i64 %76, %23
  br i1 %77, label %31, label %52, !llvm.loop !17

78:                                               ; preds = %29, %8
  %79 = phi double [ %14, %8 ], [ %30, %29 ]
  ret double %79
}

; Function Attrs: nounwind uwtable
define dso_local void @det_gradient(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %3
  %6 = mul i32 %1, %1
  %7 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %8 = zext i32 %7 to i64
  %9 = shl nuw nsw i64 %8, 3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %2, i8 0, i64 %9, i1 false), !tbaa !14
  br label %10

10:                                               ; preds = %5, %3
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @det_primal, i32 noundef %11, ptr noundef %0, ptr noundef %2, i32 noundef %12, i32 noundef %1) #7
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
