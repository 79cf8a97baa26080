source_filename = "errors/divergent_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17divergent_barrierE1s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @divergent_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !16
  %6 = load float, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = fmul contract float %6, %6, !dbg !21
  %8 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17divergent_barrierE1s to ptr), i64 0, i64 %4, !dbg !22
  store float %7, ptr %8, align 4, !dbg !23, !tbaa !17
  %9 = icmp ult i32 %3, 32, !dbg !24
  br i1 %9, label %10, label %11, !dbg !25

10:                                               ; preds = %2
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  br label %11, !dbg !26

11:                                               ; preds = %10, %2
  %12 = sub nsw i32 63, %3, !dbg !27
  %13 = sext i32 %12 to i64, !dbg !28
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17divergent_barrierE1s to ptr), i64 0, i64 %13, !dbg !28
  %15 = load float, ptr %14, align 4, !dbg !28, !tbaa !17
  %16 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !29
  store float %15, ptr %16, align 4, !dbg !30, !tbaa !17
  ret void, !dbg !31
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "errors/divergent_barrier.cu", directory: ".")
!2 = !{ptr @divergent_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "divergent_barrier", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 37, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__get_x", scope: !14, file: !14, line: 37, type: !10, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "../../zyme/include/zyme_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 8, column: 12, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 8, column: 17, scope: !9)
!22 = !DILocation(line: 8, column: 5, scope: !9)
!23 = !DILocation(line: 8, column: 10, scope: !9)
!24 = !DILocation(line: 9, column: 11, scope: !9)
!25 = !DILocation(line: 9, column: 9, scope: !9)
!26 = !DILocation(line: 10, column: 9, scope: !9)
!27 = !DILocation(line: 11, column: 17, scope: !9)
!28 = !DILocation(line: 11, column: 12, scope: !9)
!29 = !DILocation(line: 11, column: 5, scope: !9)
!30 = !DILocation(line: 11, column: 10, scope: !9)
!31 = !DILocation(line: 12, column: 1, scope: !9)
