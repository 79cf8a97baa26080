source_filename = "minmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z16atomic_max_floatPff(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = bitcast float %1 to i32
  br label %5

5:                                                ; preds = %12, %2
  %6 = phi i32 [ %3, %2 ], [ %13, %12 ]
  %7 = bitcast i32 %6 to float
  %8 = fcmp contract oge float %7, %1
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  br label %12

12:                                               ; preds = %5, %9
  %13 = phi i32 [ %11, %9 ], [ %6, %5 ]
  %14 = icmp eq i32 %13, %6
  %15 = or i1 %8, %14
  br i1 %15, label %16, label %5, !llvm.loop !9

16:                                               ; preds = %12
  %17 = bitcast i32 %13 to float
  ret float %17
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @minmax(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %12, label %33

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = load i32, ptr %3, align 4, !tbaa !5
  %17 = bitcast float %15 to i32
  br label %18

18:                                               ; preds = %25, %12
  %19 = phi i32 [ %16, %12 ], [ %26, %25 ]
  %20 = bitcast i32 %19 to float
  %21 = fcmp contract ole float %15, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = cmpxchg ptr %3, i32 %19, i32 %17 seq_cst seq_cst, align 4
  %24 = extractvalue { i32, i1 } %23, 0
  br label %25

25:                                               ; preds = %22, %18
  %26 = phi i32 [ %24, %22 ], [ %19, %18 ]
  %27 = icmp eq i32 %26, %19
  %28 = or i1 %21, %27
  br i1 %28, label %29, label %18, !llvm.loop !9

29:                                               ; preds = %25
  %30 = getelementptr inbounds i32, ptr %2, i64 %13
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = atomicrmw min ptr %4, i32 %31 seq_cst, align 4
  br label %33

33:                                               ; preds = %5, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @minmax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
