source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9layernormE3red = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef float @_Z9block_sumPff(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  store float %1, ptr %5, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %6 = icmp ult i32 %3, 32
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = or disjoint i32 %3, 32
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !5
  %12 = load float, ptr %5, align 4, !tbaa !5
  %13 = fadd contract float %11, %12
  store float %13, ptr %5, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp ult i32 %3, 16
  br i1 %15, label %16, label %23

16:                                               ; preds = %14
  %17 = or disjoint i32 %3, 16
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = load float, ptr %5, align 4, !tbaa !5
  %22 = fadd contract float %20, %21
  store float %22, ptr %5, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %16, %14
  tail call void @llvm.nvvm.barrier0()
  %24 = icmp ult i32 %3, 8
  br i1 %24, label %25, label %32

25:                                               ; preds = %23
  %26 = or disjoint i32 %3, 8
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = load float, ptr %5, align 4, !tbaa !5
  %31 = fadd contract float %29, %30
  store float %31, ptr %5, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %3, 4
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = or disjoint i32 %3, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = load float, ptr %5, align 4, !tbaa !5
  %40 = fadd contract float %38, %39
  store float %40, ptr %5, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %3, 2
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = or disjoint i32 %3, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = load float, ptr %5, align 4, !tbaa !5
  %49 = fadd contract float %47, %48
  store float %49, ptr %5, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %51 = icmp eq i32 %3, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %50
  %53 = getelementptr inbounds i8, ptr %0, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = load float, ptr %5, align 4, !tbaa !5
  %56 = fadd contract float %54, %55
  store float %56, ptr %5, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier0()
  %58 = load float, ptr %0, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  ret float %58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layernorm(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = mul nsw i32 %7, %0
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %2, i64 %10
  %12 = icmp slt i32 %8, %0
  br i1 %12, label %71, label %13

13:                                               ; preds = %71, %6
  %14 = phi float [ 0.000000e+00, %6 ], [ %77, %71 ]
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %15
  store float %14, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %8, 32
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = or disjoint i32 %8, 32
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = load float, ptr %16, align 4, !tbaa !5
  %24 = fadd contract float %22, %23
  store float %24, ptr %16, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp ult i32 %8, 16
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = or disjoint i32 %8, 16
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = load float, ptr %16, align 4, !tbaa !5
  %33 = fadd contract float %31, %32
  store float %33, ptr %16, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %8, 8
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = or disjoint i32 %8, 8
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = load float, ptr %16, align 4, !tbaa !5
  %42 = fadd contract float %40, %41
  store float %42, ptr %16, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %8, 4
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = or disjoint i32 %8, 4
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = load float, ptr %16, align 4, !tbaa !5
  %51 = fadd contract float %49, %50
  store float %51, ptr %16, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ult i32 %8, 2
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = or disjoint i32 %8, 2
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = load float, ptr %16, align 4, !tbaa !5
  %60 = fadd contract float %58, %59
  store float %60, ptr %16, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp eq i32 %8, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 4), align 4, !tbaa !5
  %65 = load float, ptr %16, align 4, !tbaa !5
  %66 = fadd contract float %64, %65
  store float %66, ptr %16, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %61, %63
  tail call void @llvm.nvvm.barrier0()
  %68 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %69 = sitofp i32 %0 to float
  %70 = fdiv contract float %68, %69
  br i1 %12, label %132, label %80

71:                                               ; preds = %6, %71
  %72 = phi float [ %77, %71 ], [ 0.000000e+00, %6 ]
  %73 = phi i32 [ %78, %71 ], [ %8, %6 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %11, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fadd contract float %72, %76
  %78 = add nuw nsw i32 %73, 64
  %79 = icmp slt i32 %78, %0
  br i1 %79, label %71, label %13, !llvm.loop !9

80:                                               ; preds = %132, %67
  %81 = phi float [ 0.000000e+00, %67 ], [ %140, %132 ]
  store float %81, ptr %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %17, label %82, label %89

82:                                               ; preds = %80
  %83 = or disjoint i32 %8, 32
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = load float, ptr %16, align 4, !tbaa !5
  %88 = fadd contract float %86, %87
  store float %88, ptr %16, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0()
  br i1 %26, label %90, label %97

90:                                               ; preds = %89
  %91 = or disjoint i32 %8, 16
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = load float, ptr %16, align 4, !tbaa !5
  %96 = fadd contract float %94, %95
  store float %96, ptr %16, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %90, %89
  tail call void @llvm.nvvm.barrier0()
  br i1 %35, label %98, label %105

98:                                               ; preds = %97
  %99 = or disjoint i32 %8, 8
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !5
  %103 = load float, ptr %16, align 4, !tbaa !5
  %104 = fadd contract float %102, %103
  store float %104, ptr %16, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %98, %97
  tail call void @llvm.nvvm.barrier0()
  br i1 %44, label %106, label %113

106:                                              ; preds = %105
  %107 = or disjoint i32 %8, 4
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = load float, ptr %16, align 4, !tbaa !5
  %112 = fadd contract float %110, %111
  store float %112, ptr %16, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %106, %105
  tail call void @llvm.nvvm.barrier0()
  br i1 %53, label %114, label %121

114:                                              ; preds = %113
  %115 = or disjoint i32 %8, 2
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = load float, ptr %16, align 4, !tbaa !5
  %120 = fadd contract float %118, %119
  store float %120, ptr %16, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %114, %113
  tail call void @llvm.nvvm.barrier0()
  br i1 %62, label %122, label %126

122:                                              ; preds = %121
  %123 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), i64 4), align 4, !tbaa !5
  %124 = load float, ptr %16, align 4, !tbaa !5
  %125 = fadd contract float %123, %124
  store float %125, ptr %16, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %121, %122
  tail call void @llvm.nvvm.barrier0()
  %127 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %128 = fdiv contract float %127, %69
  %129 = fadd contract float %128, %1
  %130 = tail call contract noundef float @llvm.sqrt.f32(float %129)
  %131 = fdiv contract float 1.000000e+00, %130
  br i1 %12, label %144, label %143

132:                                              ; preds = %67, %132
  %133 = phi i32 [ %141, %132 ], [ %8, %67 ]
  %134 = phi float [ %140, %132 ], [ 0.000000e+00, %67 ]
  %135 = zext nneg i32 %133 to i64
  %136 = getelementptr inbounds float, ptr %11, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !5
  %138 = fsub contract float %137, %70
  %139 = fmul contract float %138, %138
  %140 = fadd contract float %134, %139
  %141 = add nuw nsw i32 %133, 64
  %142 = icmp slt i32 %141, %0
  br i1 %142, label %132, label %80, !llvm.loop !11

143:                                              ; preds = %144, %126
  ret void

144:                                              ; preds = %126, %144
  %145 = phi i32 [ %160, %144 ], [ %8, %126 ]
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %11, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !5
  %149 = fsub contract float %148, %70
  %150 = fmul contract float %131, %149
  %151 = getelementptr inbounds float, ptr %3, i64 %146
  %152 = load float, ptr %151, align 4, !tbaa !5
  %153 = fmul contract float %152, %150
  %154 = getelementptr inbounds float, ptr %4, i64 %146
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = fadd contract float %155, %153
  %157 = add nsw i32 %145, %9
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %5, i64 %158
  store float %156, ptr %159, align 4, !tbaa !5
  %160 = add nuw nsw i32 %145, 64
  %161 = icmp slt i32 %160, %0
  br i1 %161, label %144, label %143, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @layernorm, !"kernel", i32 1}
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
