source_filename = "lbm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL2cx = internal unnamed_addr addrspace(4) constant [9 x i32] [i32 0, i32 1, i32 0, i32 -1, i32 0, i32 1, i32 -1, i32 -1, i32 1], align 4
@_ZL2cy = internal unnamed_addr addrspace(4) constant [9 x i32] [i32 0, i32 0, i32 1, i32 0, i32 -1, i32 1, i32 1, i32 -1, i32 -1], align 4
@_ZL2wq = internal unnamed_addr addrspace(4) constant [9 x float] [float 0x3FDC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @lbm(i32 noundef %0, i32 noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = alloca [9 x float], align 4
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %0
  %18 = icmp slt i32 %16, %1
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %98

20:                                               ; preds = %5
  %21 = mul nsw i32 %1, %0
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #3
  %22 = add i32 %11, %0
  %23 = add nuw i32 %16, %1
  br label %33

24:                                               ; preds = %33
  %25 = fdiv contract float %58, %55
  %26 = fdiv contract float %61, %55
  %27 = fmul contract float %25, %25
  %28 = fmul contract float %26, %26
  %29 = fadd contract float %27, %28
  %30 = fmul contract float %29, 1.500000e+00
  %31 = mul nsw i32 %16, %0
  %32 = add i32 %31, %11
  br label %65

33:                                               ; preds = %20, %33
  %34 = phi float [ 0.000000e+00, %20 ], [ %55, %33 ]
  %35 = phi float [ 0.000000e+00, %20 ], [ %58, %33 ]
  %36 = phi float [ 0.000000e+00, %20 ], [ %61, %33 ]
  %37 = phi i32 [ 0, %20 ], [ %62, %33 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cx to ptr), i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = sub i32 %22, %40
  %42 = srem i32 %41, %0
  %43 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cy to ptr), i64 0, i64 %38
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = sub i32 %23, %44
  %46 = srem i32 %45, %1
  %47 = mul nsw i32 %37, %21
  %48 = mul nsw i32 %46, %0
  %49 = add i32 %42, %47
  %50 = add i32 %49, %48
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %3, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !9
  %54 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %38
  store float %53, ptr %54, align 4, !tbaa !9
  %55 = fadd contract float %34, %53
  %56 = sitofp i32 %40 to float
  %57 = fmul contract float %53, %56
  %58 = fadd contract float %35, %57
  %59 = sitofp i32 %44 to float
  %60 = fmul contract float %53, %59
  %61 = fadd contract float %36, %60
  %62 = add nuw nsw i32 %37, 1
  %63 = icmp eq i32 %62, 9
  br i1 %63, label %24, label %33, !llvm.loop !11

64:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #3
  br label %98

65:                                               ; preds = %24, %65
  %66 = phi i32 [ 0, %24 ], [ %96, %65 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cx to ptr), i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = sitofp i32 %69 to float
  %71 = fmul contract float %25, %70
  %72 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cy to ptr), i64 0, i64 %67
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = sitofp i32 %73 to float
  %75 = fmul contract float %26, %74
  %76 = fadd contract float %71, %75
  %77 = getelementptr inbounds [9 x float], ptr addrspacecast (ptr addrspace(4) @_ZL2wq to ptr), i64 0, i64 %67
  %78 = load float, ptr %77, align 4, !tbaa !9
  %79 = fmul contract float %55, %78
  %80 = fmul contract float %76, 3.000000e+00
  %81 = fadd contract float %80, 1.000000e+00
  %82 = fmul contract float %76, 4.500000e+00
  %83 = fmul contract float %76, %82
  %84 = fadd contract float %81, %83
  %85 = fsub contract float %84, %30
  %86 = fmul contract float %79, %85
  %87 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %67
  %88 = load float, ptr %87, align 4, !tbaa !9
  %89 = fsub contract float %86, %88
  %90 = fmul contract float %89, %2
  %91 = fadd contract float %88, %90
  %92 = mul nsw i32 %66, %21
  %93 = add i32 %32, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %4, i64 %94
  store float %91, ptr %95, align 4, !tbaa !9
  %96 = add nuw nsw i32 %66, 1
  %97 = icmp eq i32 %96, 9
  br i1 %97, label %64, label %65, !llvm.loop !13

98:                                               ; preds = %5, %64
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @lbm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
