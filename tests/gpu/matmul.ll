source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6matmulE2ta = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ6matmulE2tb = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 3
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 3
  %12 = add i32 %11, %5
  %13 = icmp sgt i32 %0, 0
  %14 = mul nsw i32 %9, %0
  br i1 %13, label %15, label %37

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 0
  %22 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 0, i64 %18
  %23 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 1
  %24 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 1, i64 %18
  %25 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 2
  %26 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 2, i64 %18
  %27 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 3
  %28 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 3, i64 %18
  %29 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 4
  %30 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 4, i64 %18
  %31 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 5
  %32 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 5, i64 %18
  %33 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 6
  %34 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 6, i64 %18
  %35 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %17, i64 7
  %36 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 7, i64 %18
  br label %42

37:                                               ; preds = %42, %4
  %38 = phi float [ 0.000000e+00, %4 ], [ %86, %42 ]
  %39 = add nsw i32 %14, %12
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  store float %38, ptr %41, align 4, !tbaa !5
  ret void

42:                                               ; preds = %15, %42
  %43 = phi i32 [ 0, %15 ], [ %87, %42 ]
  %44 = phi float [ 0.000000e+00, %15 ], [ %86, %42 ]
  %45 = add i32 %16, %43
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  store float %48, ptr %19, align 4, !tbaa !5
  %49 = add nuw nsw i32 %43, %6
  %50 = mul nuw nsw i32 %49, %0
  %51 = add nsw i32 %50, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %2, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !5
  store float %54, ptr %20, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %55 = load float, ptr %21, align 4, !tbaa !5
  %56 = load float, ptr %22, align 4, !tbaa !5
  %57 = fmul contract float %55, %56
  %58 = fadd contract float %44, %57
  %59 = load float, ptr %23, align 4, !tbaa !5
  %60 = load float, ptr %24, align 4, !tbaa !5
  %61 = fmul contract float %59, %60
  %62 = fadd contract float %58, %61
  %63 = load float, ptr %25, align 4, !tbaa !5
  %64 = load float, ptr %26, align 4, !tbaa !5
  %65 = fmul contract float %63, %64
  %66 = fadd contract float %62, %65
  %67 = load float, ptr %27, align 4, !tbaa !5
  %68 = load float, ptr %28, align 4, !tbaa !5
  %69 = fmul contract float %67, %68
  %70 = fadd contract float %66, %69
  %71 = load float, ptr %29, align 4, !tbaa !5
  %72 = load float, ptr %30, align 4, !tbaa !5
  %73 = fmul contract float %71, %72
  %74 = fadd contract float %70, %73
  %75 = load float, ptr %31, align 4, !tbaa !5
  %76 = load float, ptr %32, align 4, !tbaa !5
  %77 = fmul contract float %75, %76
  %78 = fadd contract float %74, %77
  %79 = load float, ptr %33, align 4, !tbaa !5
  %80 = load float, ptr %34, align 4, !tbaa !5
  %81 = fmul contract float %79, %80
  %82 = fadd contract float %78, %81
  %83 = load float, ptr %35, align 4, !tbaa !5
  %84 = load float, ptr %36, align 4, !tbaa !5
  %85 = fmul contract float %83, %84
  %86 = fadd contract float %82, %85
  tail call void @llvm.nvvm.barrier0()
  %87 = add nuw nsw i32 %43, 8
  %88 = icmp slt i32 %87, %0
  br i1 %88, label %42, label %37, !llvm.loop !9
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @matmul, !"kernel", i32 1}
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
