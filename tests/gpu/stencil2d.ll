source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil2d(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %0
  %16 = icmp slt i32 %14, %1
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %54

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %0
  %20 = add nsw i32 %19, %9
  %21 = icmp eq i32 %9, 0
  %22 = icmp eq i32 %14, 0
  %23 = or i1 %21, %22
  %24 = add nsw i32 %0, -1
  %25 = icmp eq i32 %9, %24
  %26 = select i1 %23, i1 true, i1 %25
  %27 = add nsw i32 %1, -1
  %28 = icmp eq i32 %14, %27
  %29 = select i1 %26, i1 true, i1 %28
  %30 = sext i32 %20 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  br i1 %29, label %51, label %33

33:                                               ; preds = %18
  %34 = getelementptr i8, ptr %31, i64 -4
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd contract float %32, %35
  %37 = getelementptr i8, ptr %31, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fadd contract float %36, %38
  %40 = sub nsw i32 %20, %0
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fadd contract float %39, %43
  %45 = add nsw i32 %20, %0
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %2, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fadd contract float %44, %48
  %50 = fmul contract float %49, 0x3FC99999A0000000
  br label %51

51:                                               ; preds = %18, %33
  %52 = phi float [ %50, %33 ], [ %32, %18 ]
  %53 = getelementptr inbounds float, ptr %3, i64 %30
  store float %52, ptr %53, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %51, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @stencil2d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
