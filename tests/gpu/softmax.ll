source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7softmaxE3red = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @softmax(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = mul nsw i32 %4, %0
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = getelementptr inbounds float, ptr %2, i64 %7
  %10 = icmp slt i32 %5, %0
  br i1 %10, label %16, label %11

11:                                               ; preds = %16, %3
  %12 = phi float [ 0xC7EC363CC0000000, %3 ], [ %22, %16 ]
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %13
  store float %12, ptr %14, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp ult i32 %5, 32
  br i1 %15, label %25, label %32

16:                                               ; preds = %3, %16
  %17 = phi i32 [ %23, %16 ], [ %5, %3 ]
  %18 = phi float [ %22, %16 ], [ 0xC7EC363CC0000000, %3 ]
  %19 = zext nneg i32 %17 to i64
  %20 = getelementptr inbounds float, ptr %8, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = tail call contract noundef float @llvm.maxnum.f32(float %18, float %21)
  %23 = add nuw nsw i32 %17, 64
  %24 = icmp slt i32 %23, %0
  br i1 %24, label %16, label %11, !llvm.loop !9

25:                                               ; preds = %11
  %26 = or disjoint i32 %5, 32
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %27
  %29 = load float, ptr %14, align 4, !tbaa !5
  %30 = load float, ptr %28, align 4, !tbaa !5
  %31 = tail call contract noundef float @llvm.maxnum.f32(float %29, float %30)
  store float %31, ptr %14, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %25, %11
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %5, 16
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = or disjoint i32 %5, 16
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %36
  %38 = load float, ptr %14, align 4, !tbaa !5
  %39 = load float, ptr %37, align 4, !tbaa !5
  %40 = tail call contract noundef float @llvm.maxnum.f32(float %38, float %39)
  store float %40, ptr %14, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %5, 8
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = or disjoint i32 %5, 8
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %45
  %47 = load float, ptr %14, align 4, !tbaa !5
  %48 = load float, ptr %46, align 4, !tbaa !5
  %49 = tail call contract noundef float @llvm.maxnum.f32(float %47, float %48)
  store float %49, ptr %14, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %51 = icmp ult i32 %5, 4
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = or disjoint i32 %5, 4
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %54
  %56 = load float, ptr %14, align 4, !tbaa !5
  %57 = load float, ptr %55, align 4, !tbaa !5
  %58 = tail call contract noundef float @llvm.maxnum.f32(float %56, float %57)
  store float %58, ptr %14, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier0()
  %60 = icmp ult i32 %5, 2
  br i1 %60, label %61, label %68

61:                                               ; preds = %59
  %62 = or disjoint i32 %5, 2
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %63
  %65 = load float, ptr %14, align 4, !tbaa !5
  %66 = load float, ptr %64, align 4, !tbaa !5
  %67 = tail call contract noundef float @llvm.maxnum.f32(float %65, float %66)
  store float %67, ptr %14, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0()
  %69 = icmp eq i32 %5, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %68
  %71 = load float, ptr %14, align 4, !tbaa !5
  %72 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 4), align 4, !tbaa !5
  %73 = tail call contract noundef float @llvm.maxnum.f32(float %71, float %72)
  store float %73, ptr %14, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0()
  %75 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %78, label %76

76:                                               ; preds = %78, %74
  %77 = phi float [ 0.000000e+00, %74 ], [ %86, %78 ]
  store float %77, ptr %14, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %15, label %89, label %96

78:                                               ; preds = %74, %78
  %79 = phi i32 [ %87, %78 ], [ %5, %74 ]
  %80 = phi float [ %86, %78 ], [ 0.000000e+00, %74 ]
  %81 = zext nneg i32 %79 to i64
  %82 = getelementptr inbounds float, ptr %8, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = fsub contract float %83, %75
  %85 = tail call contract noundef float @llvm.exp.f32(float %84)
  %86 = fadd contract float %80, %85
  %87 = add nuw nsw i32 %79, 64
  %88 = icmp slt i32 %87, %0
  br i1 %88, label %78, label %76, !llvm.loop !11

89:                                               ; preds = %76
  %90 = or disjoint i32 %5, 32
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = load float, ptr %14, align 4, !tbaa !5
  %95 = fadd contract float %93, %94
  store float %95, ptr %14, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %89, %76
  tail call void @llvm.nvvm.barrier0()
  br i1 %33, label %97, label %104

97:                                               ; preds = %96
  %98 = or disjoint i32 %5, 16
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = load float, ptr %14, align 4, !tbaa !5
  %103 = fadd contract float %101, %102
  store float %103, ptr %14, align 4, !tbaa !5
  br label %104

104:                                              ; preds = %97, %96
  tail call void @llvm.nvvm.barrier0()
  br i1 %42, label %105, label %112

105:                                              ; preds = %104
  %106 = or disjoint i32 %5, 8
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = load float, ptr %14, align 4, !tbaa !5
  %111 = fadd contract float %109, %110
  store float %111, ptr %14, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %105, %104
  tail call void @llvm.nvvm.barrier0()
  br i1 %51, label %113, label %120

113:                                              ; preds = %112
  %114 = or disjoint i32 %5, 4
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = load float, ptr %14, align 4, !tbaa !5
  %119 = fadd contract float %117, %118
  store float %119, ptr %14, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %113, %112
  tail call void @llvm.nvvm.barrier0()
  br i1 %60, label %121, label %128

121:                                              ; preds = %120
  %122 = or disjoint i32 %5, 2
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !5
  %126 = load float, ptr %14, align 4, !tbaa !5
  %127 = fadd contract float %125, %126
  store float %127, ptr %14, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %121, %120
  tail call void @llvm.nvvm.barrier0()
  br i1 %69, label %129, label %133

129:                                              ; preds = %128
  %130 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 4), align 4, !tbaa !5
  %131 = load float, ptr %14, align 4, !tbaa !5
  %132 = fadd contract float %130, %131
  store float %132, ptr %14, align 4, !tbaa !5
  br label %133

133:                                              ; preds = %129, %128
  tail call void @llvm.nvvm.barrier0()
  %134 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), align 4, !tbaa !5
  br i1 %10, label %136, label %135

135:                                              ; preds = %136, %133
  ret void

136:                                              ; preds = %133, %136
  %137 = phi i32 [ %145, %136 ], [ %5, %133 ]
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %8, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = fsub contract float %140, %75
  %142 = tail call contract noundef float @llvm.exp.f32(float %141)
  %143 = fdiv contract float %142, %134
  %144 = getelementptr inbounds float, ptr %9, i64 %138
  store float %143, ptr %144, align 4, !tbaa !5
  %145 = add nuw nsw i32 %137, 64
  %146 = icmp slt i32 %145, %0
  br i1 %146, label %136, label %135, !llvm.loop !12
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @softmax, !"kernel", i32 1}
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
!12 = distinct !{!12, !10}
