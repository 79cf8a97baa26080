source_filename = "dot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3dotE7partial = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dot(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
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
  %17 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
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
  br i1 %32, label %46, label %49

33:                                               ; preds = %14, %44
  %34 = phi i32 [ %35, %44 ], [ %7, %14 ]
  %35 = lshr i32 %34, 1
  %36 = icmp ult i32 %5, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %33
  %38 = add nuw nsw i32 %35, %5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = load float, ptr %17, align 4, !tbaa !5
  %43 = fadd contract float %41, %42
  store float %43, ptr %17, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %37, %33
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %34, 4
  br i1 %45, label %31, label %33, !llvm.loop !11

46:                                               ; preds = %31
  %47 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), align 4, !tbaa !5
  %48 = atomicrmw fadd ptr %3, float %47 seq_cst, align 4
  br label %49

49:                                               ; preds = %46, %31
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @dot, !"kernel", i32 1}
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
