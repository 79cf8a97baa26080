; ModuleID = 'src/loops.c'
source_filename = "src/loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable vscale_range(1,16)
define dso_local double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %42

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = tail call i64 @llvm.vscale.i64()
  %8 = shl nuw nsw i64 %7, 2
  %9 = icmp ugt i64 %8, %6
  br i1 %9, label %10, label %13

10:                                               ; preds = %40, %5
  %11 = phi i64 [ 0, %5 ], [ %16, %40 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %37, %40 ]
  br label %44

13:                                               ; preds = %5
  %14 = tail call i64 @llvm.vscale.i64()
  %15 = mul nuw nsw i64 %14, 2147483644
  %16 = and i64 %15, %6
  %17 = tail call i64 @llvm.vscale.i64()
  %18 = shl nuw nsw i64 %17, 2
  %19 = tail call i64 @llvm.vscale.i64()
  %20 = shl nuw nsw i64 %19, 4
  %21 = tail call i64 @llvm.vscale.i64()
  %22 = shl nuw nsw i64 %21, 4
  br label %23

23:                                               ; preds = %23, %13
  %24 = phi i64 [ 0, %13 ], [ %38, %23 ]
  %25 = phi double [ 0.000000e+00, %13 ], [ %37, %23 ]
  %26 = getelementptr inbounds double, ptr %0, i64 %24
  %27 = getelementptr inbounds i8, ptr %26, i64 %20
  %28 = load <vscale x 2 x double>, ptr %26, align 8, !tbaa !6
  %29 = load <vscale x 2 x double>, ptr %27, align 8, !tbaa !6
  %30 = getelementptr inbounds double, ptr %1, i64 %24
  %31 = getelementptr inbounds i8, ptr %30, i64 %22
  %32 = load <vscale x 2 x double>, ptr %30, align 8, !tbaa !6
  %33 = load <vscale x 2 x double>, ptr %31, align 8, !tbaa !6
  %34 = fmul <vscale x 2 x double> %28, %32
  %35 = fmul <vscale x 2 x double> %29, %33
  %36 = tail call double @llvm.vector.reduce.fadd.nxv2f64(double %25, <vscale x 2 x double> %34)
  %37 = tail call double @llvm.vector.reduce.fadd.nxv2f64(double %36, <vscale x 2 x double> %35)
  %38 = add nuw i64 %24, %18
  %39 = icmp eq i64 %38, %16
  br i1 %39, label %40, label %23, !llvm.loop !10

40:                                               ; preds = %23
  %41 = icmp eq i64 %16, %6
  br i1 %41, label %42, label %10

42:                                               ; preds = %44, %40, %3
  %43 = phi double [ 0.000000e+00, %3 ], [ %37, %40 ], [ %51, %44 ]
  ret double %43

44:                                               ; preds = %10, %44
  %45 = phi i64 [ %52, %44 ], [ %11, %10 ]
  %46 = phi double [ %51, %44 ], [ %12, %10 ]
  %47 = getelementptr inbounds double, ptr %0, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = getelementptr inbounds double, ptr %1, i64 %45
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %46)
  %52 = add nuw nsw i64 %45, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %42, label %44, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable vscale_range(1,16)
define dso_local void @saxpy(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = icmp sgt i64 %3, 0
  br i1 %5, label %6, label %50

6:                                                ; preds = %4
  %7 = tail call i64 @llvm.vscale.i64()
  %8 = shl nuw nsw i64 %7, 3
  %9 = icmp ugt i64 %8, %3
  br i1 %9, label %10, label %12

10:                                               ; preds = %48, %12, %6
  %11 = phi i64 [ 0, %12 ], [ 0, %6 ], [ %22, %48 ]
  br label %51

12:                                               ; preds = %6
  %13 = shl i64 %3, 2
  %14 = getelementptr i8, ptr %2, i64 %13
  %15 = getelementptr i8, ptr %1, i64 %13
  %16 = icmp ugt ptr %15, %2
  %17 = icmp ugt ptr %14, %1
  %18 = and i1 %16, %17
  br i1 %18, label %10, label %19

19:                                               ; preds = %12
  %20 = tail call i64 @llvm.vscale.i64()
  %21 = mul i64 %20, 9223372036854775800
  %22 = and i64 %21, %3
  %23 = tail call i64 @llvm.vscale.i64()
  %24 = shl nuw nsw i64 %23, 3
  %25 = insertelement <vscale x 4 x float> poison, float %0, i64 0
  %26 = shufflevector <vscale x 4 x float> %25, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %27 = tail call i64 @llvm.vscale.i64()
  %28 = shl nuw nsw i64 %27, 4
  %29 = tail call i64 @llvm.vscale.i64()
  %30 = shl nuw nsw i64 %29, 4
  %31 = tail call i64 @llvm.vscale.i64()
  %32 = shl nuw nsw i64 %31, 4
  br label %33

33:                                               ; preds = %33, %19
  %34 = phi i64 [ 0, %19 ], [ %46, %33 ]
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 %28
  %37 = load <vscale x 4 x float>, ptr %35, align 4, !tbaa !15, !alias.scope !17
  %38 = load <vscale x 4 x float>, ptr %36, align 4, !tbaa !15, !alias.scope !17
  %39 = getelementptr inbounds float, ptr %2, i64 %34
  %40 = getelementptr inbounds i8, ptr %39, i64 %30
  %41 = load <vscale x 4 x float>, ptr %39, align 4, !tbaa !15, !alias.scope !20, !noalias !17
  %42 = load <vscale x 4 x float>, ptr %40, align 4, !tbaa !15, !alias.scope !20, !noalias !17
  %43 = tail call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %26, <vscale x 4 x float> %37, <vscale x 4 x float> %41)
  %44 = tail call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %26, <vscale x 4 x float> %38, <vscale x 4 x float> %42)
  %45 = getelementptr inbounds i8, ptr %39, i64 %32
  store <vscale x 4 x float> %43, ptr %39, align 4, !tbaa !15, !alias.scope !20, !noalias !17
  store <vscale x 4 x float> %44, ptr %45, align 4, !tbaa !15, !alias.scope !20, !noalias !17
  %46 = add nuw i64 %34, %24
  %47 = icmp eq i64 %46, %22
  br i1 %47, label %48, label %33, !llvm.loop !22

48:                                               ; preds = %33
  %49 = icmp eq i64 %22, %3
  br i1 %49, label %50, label %10

50:                                               ; preds = %51, %48, %4
  ret void

51:                                               ; preds = %10, %51
  %52 = phi i64 [ %58, %51 ], [ %11, %10 ]
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !15
  %55 = getelementptr inbounds float, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !15
  %57 = tail call float @llvm.fmuladd.f32(float %0, float %54, float %56)
  store float %57, ptr %55, align 4, !tbaa !15
  %58 = add nuw nsw i64 %52, 1
  %59 = icmp eq i64 %58, %3
  br i1 %59, label %50, label %51, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable vscale_range(1,16)
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vscale.i64() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.nxv2f64(double, <vscale x 2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable vscale_range(1,16) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable vscale_range(1,16) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable vscale_range(1,16) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !11, !12, !13}
!23 = distinct !{!23, !11, !12}
!24 = distinct !{!24, !11}
