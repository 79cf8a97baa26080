source_filename = "xsbench.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z11grid_searchifPKf(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 2
  br i1 %4, label %5, label %21

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -1
  br label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %19, %7 ], [ %6, %5 ]
  %9 = phi i32 [ %18, %7 ], [ 0, %5 ]
  %10 = phi i32 [ %17, %7 ], [ %6, %5 ]
  %11 = lshr i32 %8, 1
  %12 = add nuw nsw i32 %11, %9
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %14, i32 4)
  %16 = fcmp contract ogt float %15, %1
  %17 = select i1 %16, i32 %12, i32 %10
  %18 = select i1 %16, i32 %9, i32 %12
  %19 = sub nsw i32 %17, %18
  %20 = icmp sgt i32 %19, 1
  br i1 %20, label %7, label %21, !llvm.loop !5

21:                                               ; preds = %7, %3
  %22 = phi i32 [ 0, %3 ], [ %18, %7 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @xsbench(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #1 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %0
  br i1 %14, label %15, label %138

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !7
  %19 = icmp sgt i32 %1, 2
  br i1 %19, label %20, label %36

20:                                               ; preds = %15
  %21 = add nsw i32 %1, -1
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i32 [ %34, %22 ], [ %21, %20 ]
  %24 = phi i32 [ %33, %22 ], [ 0, %20 ]
  %25 = phi i32 [ %32, %22 ], [ %21, %20 ]
  %26 = lshr i32 %23, 1
  %27 = add nuw nsw i32 %26, %24
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %3, i64 %28
  %30 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr readonly %29, i32 4)
  %31 = fcmp contract ogt float %30, %18
  %32 = select i1 %31, i32 %27, i32 %25
  %33 = select i1 %31, i32 %24, i32 %27
  %34 = sub nsw i32 %32, %33
  %35 = icmp sgt i32 %34, 1
  br i1 %35, label %22, label %36, !llvm.loop !5

36:                                               ; preds = %22, %15
  %37 = phi i32 [ 0, %15 ], [ %33, %22 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %3, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !7
  %41 = fsub contract float %18, %40
  %42 = add nuw nsw i32 %37, 1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !7
  %46 = fsub contract float %45, %40
  %47 = fdiv contract float %41, %46
  %48 = mul nsw i32 %37, 5
  %49 = mul nsw i32 %42, 5
  %50 = mul nsw i32 %13, 5
  %51 = zext nneg i32 %48 to i64
  %52 = getelementptr inbounds float, ptr %4, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !7
  %54 = zext nneg i32 %49 to i64
  %55 = getelementptr inbounds float, ptr %4, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !7
  %57 = fsub contract float %56, %53
  %58 = fmul contract float %47, %57
  %59 = fadd contract float %53, %58
  %60 = sext i32 %50 to i64
  %61 = getelementptr inbounds float, ptr %6, i64 %60
  store float %59, ptr %61, align 4, !tbaa !7
  %62 = load float, ptr %5, align 4, !tbaa !7
  %63 = fmul contract float %62, %59
  %64 = fadd contract float %63, 0.000000e+00
  %65 = sext i32 %48 to i64
  %66 = getelementptr float, ptr %4, i64 %65
  %67 = getelementptr i8, ptr %66, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !7
  %69 = sext i32 %49 to i64
  %70 = getelementptr float, ptr %4, i64 %69
  %71 = getelementptr i8, ptr %70, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !7
  %73 = fsub contract float %72, %68
  %74 = fmul contract float %47, %73
  %75 = fadd contract float %68, %74
  %76 = sext i32 %50 to i64
  %77 = getelementptr float, ptr %6, i64 %76
  %78 = getelementptr i8, ptr %77, i64 4
  store float %75, ptr %78, align 4, !tbaa !7
  %79 = getelementptr inbounds i8, ptr %5, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !7
  %81 = fmul contract float %80, %75
  %82 = fadd contract float %64, %81
  %83 = sext i32 %48 to i64
  %84 = getelementptr float, ptr %4, i64 %83
  %85 = getelementptr i8, ptr %84, i64 8
  %86 = load float, ptr %85, align 4, !tbaa !7
  %87 = sext i32 %49 to i64
  %88 = getelementptr float, ptr %4, i64 %87
  %89 = getelementptr i8, ptr %88, i64 8
  %90 = load float, ptr %89, align 4, !tbaa !7
  %91 = fsub contract float %90, %86
  %92 = fmul contract float %47, %91
  %93 = fadd contract float %86, %92
  %94 = sext i32 %50 to i64
  %95 = getelementptr float, ptr %6, i64 %94
  %96 = getelementptr i8, ptr %95, i64 8
  store float %93, ptr %96, align 4, !tbaa !7
  %97 = getelementptr inbounds i8, ptr %5, i64 8
  %98 = load float, ptr %97, align 4, !tbaa !7
  %99 = fmul contract float %98, %93
  %100 = fadd contract float %82, %99
  %101 = sext i32 %48 to i64
  %102 = getelementptr float, ptr %4, i64 %101
  %103 = getelementptr i8, ptr %102, i64 12
  %104 = load float, ptr %103, align 4, !tbaa !7
  %105 = sext i32 %49 to i64
  %106 = getelementptr float, ptr %4, i64 %105
  %107 = getelementptr i8, ptr %106, i64 12
  %108 = load float, ptr %107, align 4, !tbaa !7
  %109 = fsub contract float %108, %104
  %110 = fmul contract float %47, %109
  %111 = fadd contract float %104, %110
  %112 = sext i32 %50 to i64
  %113 = getelementptr float, ptr %6, i64 %112
  %114 = getelementptr i8, ptr %113, i64 12
  store float %111, ptr %114, align 4, !tbaa !7
  %115 = getelementptr inbounds i8, ptr %5, i64 12
  %116 = load float, ptr %115, align 4, !tbaa !7
  %117 = fmul contract float %116, %111
  %118 = fadd contract float %100, %117
  %119 = sext i32 %48 to i64
  %120 = getelementptr float, ptr %4, i64 %119
  %121 = getelementptr i8, ptr %120, i64 16
  %122 = load float, ptr %121, align 4, !tbaa !7
  %123 = sext i32 %49 to i64
  %124 = getelementptr float, ptr %4, i64 %123
  %125 = getelementptr i8, ptr %124, i64 16
  %126 = load float, ptr %125, align 4, !tbaa !7
  %127 = fsub contract float %126, %122
  %128 = fmul contract float %47, %127
  %129 = fadd contract float %122, %128
  %130 = sext i32 %50 to i64
  %131 = getelementptr float, ptr %6, i64 %130
  %132 = getelementptr i8, ptr %131, i64 16
  store float %129, ptr %132, align 4, !tbaa !7
  %133 = getelementptr inbounds i8, ptr %5, i64 16
  %134 = load float, ptr %133, align 4, !tbaa !7
  %135 = fmul contract float %134, %129
  %136 = fadd contract float %118, %135
  %137 = getelementptr inbounds float, ptr %7, i64 %16
  store float %136, ptr %137, align 4, !tbaa !7
  br label %138

138:                                              ; preds = %8, %36
  ret void
}

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @xsbench, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
