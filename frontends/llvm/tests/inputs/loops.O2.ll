; ModuleID = 'src/loops.c'
source_filename = "src/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds double, ptr %1, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or disjoint i64 %31, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or disjoint i64 %31, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds double, ptr %1, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = icmp sgt i64 %3, 0
  br i1 %5, label %6, label %50

6:                                                ; preds = %4
  %7 = icmp ult i64 %3, 8
  br i1 %7, label %8, label %23

8:                                                ; preds = %48, %23, %6
  %9 = phi i64 [ 0, %23 ], [ 0, %6 ], [ %31, %48 ]
  %10 = and i64 %3, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %19, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds float, ptr %1, i64 %9
  %14 = load float, ptr %13, align 4, !tbaa !13
  %15 = getelementptr inbounds float, ptr %2, i64 %9
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = tail call float @llvm.fmuladd.f32(float %0, float %14, float %16)
  store float %17, ptr %15, align 4, !tbaa !13
  %18 = or disjoint i64 %9, 1
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i64 [ %9, %8 ], [ %18, %12 ]
  %21 = add nsw i64 %3, -1
  %22 = icmp eq i64 %9, %21
  br i1 %22, label %50, label %51

23:                                               ; preds = %6
  %24 = shl i64 %3, 2
  %25 = getelementptr i8, ptr %2, i64 %24
  %26 = getelementptr i8, ptr %1, i64 %24
  %27 = icmp ugt ptr %26, %2
  %28 = icmp ugt ptr %25, %1
  %29 = and i1 %27, %28
  br i1 %29, label %8, label %30

30:                                               ; preds = %23
  %31 = and i64 %3, 9223372036854775800
  %32 = insertelement <4 x float> poison, float %0, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %46, %34 ]
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <4 x float>, ptr %36, align 4, !tbaa !13, !alias.scope !15
  %39 = load <4 x float>, ptr %37, align 4, !tbaa !13, !alias.scope !15
  %40 = getelementptr inbounds float, ptr %2, i64 %35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <4 x float>, ptr %40, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %43 = load <4 x float>, ptr %41, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %44 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %38, <4 x float> %42)
  %45 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %39, <4 x float> %43)
  store <4 x float> %44, ptr %40, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  store <4 x float> %45, ptr %41, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %46 = add nuw i64 %35, 8
  %47 = icmp eq i64 %46, %31
  br i1 %47, label %48, label %34, !llvm.loop !20

48:                                               ; preds = %34
  %49 = icmp eq i64 %31, %3
  br i1 %49, label %50, label %8

50:                                               ; preds = %19, %51, %48, %4
  ret void

51:                                               ; preds = %19, %51
  %52 = phi i64 [ %64, %51 ], [ %20, %19 ]
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !13
  %55 = getelementptr inbounds float, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = tail call float @llvm.fmuladd.f32(float %0, float %54, float %56)
  store float %57, ptr %55, align 4, !tbaa !13
  %58 = add nuw nsw i64 %52, 1
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !13
  %61 = getelementptr inbounds float, ptr %2, i64 %58
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = tail call float @llvm.fmuladd.f32(float %0, float %60, float %62)
  store float %63, ptr %61, align 4, !tbaa !13
  %64 = add nuw nsw i64 %52, 2
  %65 = icmp eq i64 %64, %3
  br i1 %65, label %50, label %51, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !24

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !12, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !12, !21}
!24 = distinct !{!24, !12}
