source_filename = "nbody.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @nbody(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %77

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = or disjoint i32 %12, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = or disjoint i32 %12, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = icmp sgt i32 %0, 0
  br i1 %24, label %34, label %25

25:                                               ; preds = %34, %11
  %26 = phi float [ 0.000000e+00, %11 ], [ %74, %34 ]
  %27 = phi float [ 0.000000e+00, %11 ], [ %72, %34 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %70, %34 ]
  %29 = mul nsw i32 %9, 3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %3, i64 %30
  store float %28, ptr %31, align 4, !tbaa !5
  %32 = getelementptr i8, ptr %31, i64 4
  store float %27, ptr %32, align 4, !tbaa !5
  %33 = getelementptr i8, ptr %31, i64 8
  store float %26, ptr %33, align 4, !tbaa !5
  br label %77

34:                                               ; preds = %11, %34
  %35 = phi float [ %70, %34 ], [ 0.000000e+00, %11 ]
  %36 = phi float [ %72, %34 ], [ 0.000000e+00, %11 ]
  %37 = phi float [ %74, %34 ], [ 0.000000e+00, %11 ]
  %38 = phi i32 [ %75, %34 ], [ 0, %11 ]
  %39 = shl nsw i32 %38, 2
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fsub contract float %42, %15
  %44 = or disjoint i32 %39, 1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fsub contract float %47, %19
  %49 = or disjoint i32 %39, 2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %2, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fsub contract float %52, %23
  %54 = fmul contract float %43, %43
  %55 = fmul contract float %48, %48
  %56 = fadd contract float %54, %55
  %57 = fmul contract float %53, %53
  %58 = fadd contract float %56, %57
  %59 = fadd contract float %58, %1
  %60 = tail call contract float @llvm.sqrt.f32(float %59)
  %61 = fdiv contract float 1.000000e+00, %60
  %62 = or disjoint i32 %39, 3
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %2, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %65, %61
  %67 = fmul contract float %61, %66
  %68 = fmul contract float %61, %67
  %69 = fmul contract float %43, %68
  %70 = fadd contract float %35, %69
  %71 = fmul contract float %48, %68
  %72 = fadd contract float %36, %71
  %73 = fmul contract float %53, %68
  %74 = fadd contract float %37, %73
  %75 = add nuw nsw i32 %38, 1
  %76 = icmp eq i32 %75, %0
  br i1 %76, label %25, label %34, !llvm.loop !9

77:                                               ; preds = %4, %25
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @nbody, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
