; ModuleID = 'src/loops.c'
source_filename = "src/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %51

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %45, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %45 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %49, %45 ]
  br label %53

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %43, %13 ]
  %15 = phi <4 x double> [ zeroinitializer, %11 ], [ %39, %13 ]
  %16 = phi <4 x double> [ zeroinitializer, %11 ], [ %40, %13 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %41, %13 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %42, %13 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 32
  %21 = getelementptr inbounds i8, ptr %19, i64 64
  %22 = getelementptr inbounds i8, ptr %19, i64 96
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !5
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !5
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !5
  %27 = getelementptr inbounds double, ptr %1, i64 %14
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !5
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !5
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !5
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !5
  %35 = fmul fast <4 x double> %31, %23
  %36 = fmul fast <4 x double> %32, %24
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fadd fast <4 x double> %35, %15
  %40 = fadd fast <4 x double> %36, %16
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = add nuw i64 %14, 16
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %45, label %13, !llvm.loop !9

45:                                               ; preds = %13
  %46 = fadd fast <4 x double> %40, %39
  %47 = fadd fast <4 x double> %41, %46
  %48 = fadd fast <4 x double> %42, %47
  %49 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %48)
  %50 = icmp eq i64 %12, %6
  br i1 %50, label %51, label %8

51:                                               ; preds = %53, %45, %3
  %52 = phi double [ 0.000000e+00, %3 ], [ %49, %45 ], [ %61, %53 ]
  ret double %52

53:                                               ; preds = %8, %53
  %54 = phi i64 [ %62, %53 ], [ %9, %8 ]
  %55 = phi double [ %61, %53 ], [ %10, %8 ]
  %56 = getelementptr inbounds double, ptr %0, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds double, ptr %1, i64 %54
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = fmul fast double %59, %57
  %61 = fadd fast double %60, %55
  %62 = add nuw nsw i64 %54, 1
  %63 = icmp eq i64 %62, %6
  br i1 %63, label %51, label %53, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(float noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = icmp sgt i64 %3, 0
  br i1 %5, label %6, label %69

6:                                                ; preds = %4
  %7 = icmp ult i64 %3, 32
  br i1 %7, label %8, label %28

8:                                                ; preds = %67, %28, %6
  %9 = phi i64 [ 0, %28 ], [ 0, %6 ], [ %36, %67 ]
  %10 = and i64 %3, 3
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %24, label %12

12:                                               ; preds = %8, %12
  %13 = phi i64 [ %21, %12 ], [ %9, %8 ]
  %14 = phi i64 [ %22, %12 ], [ 0, %8 ]
  %15 = getelementptr inbounds float, ptr %1, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !14
  %17 = fmul fast float %16, %0
  %18 = getelementptr inbounds float, ptr %2, i64 %13
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = fadd fast float %17, %19
  store float %20, ptr %18, align 4, !tbaa !14
  %21 = add nuw nsw i64 %13, 1
  %22 = add i64 %14, 1
  %23 = icmp eq i64 %22, %10
  br i1 %23, label %24, label %12, !llvm.loop !16

24:                                               ; preds = %12, %8
  %25 = phi i64 [ %9, %8 ], [ %21, %12 ]
  %26 = sub nsw i64 %9, %3
  %27 = icmp ugt i64 %26, -4
  br i1 %27, label %69, label %70

28:                                               ; preds = %6
  %29 = shl i64 %3, 2
  %30 = getelementptr i8, ptr %2, i64 %29
  %31 = getelementptr i8, ptr %1, i64 %29
  %32 = icmp ugt ptr %31, %2
  %33 = icmp ugt ptr %30, %1
  %34 = and i1 %32, %33
  br i1 %34, label %8, label %35

35:                                               ; preds = %28
  %36 = and i64 %3, 9223372036854775776
  %37 = insertelement <8 x float> poison, float %0, i64 0
  %38 = shufflevector <8 x float> %37, <8 x float> poison, <8 x i32> zeroinitializer
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i64 [ 0, %35 ], [ %65, %39 ]
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 32
  %43 = getelementptr inbounds i8, ptr %41, i64 64
  %44 = getelementptr inbounds i8, ptr %41, i64 96
  %45 = load <8 x float>, ptr %41, align 4, !tbaa !14, !alias.scope !18
  %46 = load <8 x float>, ptr %42, align 4, !tbaa !14, !alias.scope !18
  %47 = load <8 x float>, ptr %43, align 4, !tbaa !14, !alias.scope !18
  %48 = load <8 x float>, ptr %44, align 4, !tbaa !14, !alias.scope !18
  %49 = fmul fast <8 x float> %45, %38
  %50 = fmul fast <8 x float> %46, %38
  %51 = fmul fast <8 x float> %47, %38
  %52 = fmul fast <8 x float> %48, %38
  %53 = getelementptr inbounds float, ptr %2, i64 %40
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = getelementptr inbounds i8, ptr %53, i64 64
  %56 = getelementptr inbounds i8, ptr %53, i64 96
  %57 = load <8 x float>, ptr %53, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  %58 = load <8 x float>, ptr %54, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  %59 = load <8 x float>, ptr %55, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  %60 = load <8 x float>, ptr %56, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  %61 = fadd fast <8 x float> %49, %57
  %62 = fadd fast <8 x float> %50, %58
  %63 = fadd fast <8 x float> %51, %59
  %64 = fadd fast <8 x float> %52, %60
  store <8 x float> %61, ptr %53, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  store <8 x float> %62, ptr %54, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  store <8 x float> %63, ptr %55, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  store <8 x float> %64, ptr %56, align 4, !tbaa !14, !alias.scope !21, !noalias !18
  %65 = add nuw i64 %40, 32
  %66 = icmp eq i64 %65, %36
  br i1 %66, label %67, label %39, !llvm.loop !23

67:                                               ; preds = %39
  %68 = icmp eq i64 %36, %3
  br i1 %68, label %69, label %8

69:                                               ; preds = %24, %70, %67, %4
  ret void

70:                                               ; preds = %24, %70
  %71 = phi i64 [ %99, %70 ], [ %25, %24 ]
  %72 = getelementptr inbounds float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !14
  %74 = fmul fast float %73, %0
  %75 = getelementptr inbounds float, ptr %2, i64 %71
  %76 = load float, ptr %75, align 4, !tbaa !14
  %77 = fadd fast float %74, %76
  store float %77, ptr %75, align 4, !tbaa !14
  %78 = add nuw nsw i64 %71, 1
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !14
  %81 = fmul fast float %80, %0
  %82 = getelementptr inbounds float, ptr %2, i64 %78
  %83 = load float, ptr %82, align 4, !tbaa !14
  %84 = fadd fast float %81, %83
  store float %84, ptr %82, align 4, !tbaa !14
  %85 = add nuw nsw i64 %71, 2
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !14
  %88 = fmul fast float %87, %0
  %89 = getelementptr inbounds float, ptr %2, i64 %85
  %90 = load float, ptr %89, align 4, !tbaa !14
  %91 = fadd fast float %88, %90
  store float %91, ptr %89, align 4, !tbaa !14
  %92 = add nuw nsw i64 %71, 3
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !14
  %95 = fmul fast float %94, %0
  %96 = getelementptr inbounds float, ptr %2, i64 %92
  %97 = load float, ptr %96, align 4, !tbaa !14
  %98 = fadd fast float %95, %97
  store float %98, ptr %96, align 4, !tbaa !14
  %99 = add nuw nsw i64 %71, 4
  %100 = icmp eq i64 %99, %3
  br i1 %100, label %69, label %70, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz(i32 noundef %0) local_unnamed_addr #2 {
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
  br i1 %13, label %14, label %3, !llvm.loop !25

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "target-features"="+adx,+aes,+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+clflushopt,+clwb,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdrnd,+rdseed,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "target-features"="+adx,+aes,+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+clflushopt,+clwb,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdrnd,+rdseed,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "target-features"="+adx,+aes,+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+clflushopt,+clwb,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdrnd,+rdseed,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10}
