source_filename = "stencil1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil1d(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %10, label %33

10:                                               ; preds = %3
  %11 = icmp eq i32 %8, 0
  %12 = add nsw i32 %0, -1
  %13 = icmp eq i32 %8, %12
  %14 = select i1 %11, i1 true, i1 %13
  %15 = sext i32 %8 to i64
  %16 = getelementptr float, ptr %1, i64 %15
  br i1 %14, label %17, label %19

17:                                               ; preds = %10
  %18 = load float, ptr %16, align 4, !tbaa !5
  br label %30

19:                                               ; preds = %10
  %20 = getelementptr i8, ptr %16, i64 -4
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = fmul contract float %21, 2.500000e-01
  %23 = load float, ptr %16, align 4, !tbaa !5
  %24 = fmul contract float %23, 5.000000e-01
  %25 = fadd contract float %22, %24
  %26 = getelementptr i8, ptr %16, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %27, 2.500000e-01
  %29 = fadd contract float %25, %28
  br label %30

30:                                               ; preds = %19, %17
  %31 = phi float [ %18, %17 ], [ %29, %19 ]
  %32 = getelementptr inbounds float, ptr %2, i64 %15
  store float %31, ptr %32, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %30, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @stencil1d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
