source_filename = "dot_racy.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8dot_racyE7partial = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @dot_racy(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %7, %12
  br label %19

14:                                               ; preds = %19, %4
  %15 = phi float [ 0.000000e+00, %4 ], [ %28, %19 ]
  %16 = zext nneg i32 %5 to i64
  %17 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_racyE7partial to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !5
  %18 = icmp ult i32 %7, 2
  br i1 %18, label %31, label %33

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %9, %11 ], [ %29, %19 ]
  %21 = phi float [ 0.000000e+00, %11 ], [ %28, %19 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = getelementptr inbounds float, ptr %2, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fmul contract float %24, %26
  %28 = fadd contract float %21, %27
  %29 = add i32 %20, %13
  %30 = icmp slt i32 %29, %0
  br i1 %30, label %19, label %14, !llvm.loop !9

31:                                               ; preds = %44, %14
  %32 = icmp eq i32 %5, 0
  br i1 %32, label %47, label %50

33:                                               ; preds = %14, %44
  %34 = phi float [ %45, %44 ], [ %15, %14 ]
  %35 = phi i32 [ %36, %44 ], [ %7, %14 ]
  %36 = lshr i32 %35, 1
  %37 = icmp ult i32 %5, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %33
  %39 = add nuw nsw i32 %36, %5
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_racyE7partial to ptr), i64 0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fadd contract float %42, %34
  store float %43, ptr %17, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %33, %38
  %45 = phi float [ %34, %33 ], [ %43, %38 ]
  %46 = icmp ult i32 %35, 4
  br i1 %46, label %31, label %33, !llvm.loop !11

47:                                               ; preds = %31
  %48 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_racyE7partial to ptr), align 4, !tbaa !5
  %49 = atomicrmw fadd ptr %3, float %48 seq_cst, align 4
  br label %50

50:                                               ; preds = %47, %31
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @dot_racy, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
