source_filename = "errors/block_copy.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_copy(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %6 = icmp eq i32 %5, 0, !dbg !19
  br i1 %6, label %9, label %7, !dbg !20

7:                                                ; preds = %3
  %8 = mul nsw i32 %4, %2, !dbg !21
  br label %16, !dbg !20

9:                                                ; preds = %3
  %10 = sext i32 %2 to i64
  %11 = shl nsw i64 %10, 2
  %12 = mul nsw i32 %4, %2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = getelementptr inbounds float, ptr %1, i64 %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %14, i64 %11, i1 false), !dbg !22
  br label %16, !dbg !22

16:                                               ; preds = %7, %9
  %17 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !21
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %18 = zext nneg i32 %5 to i64, !dbg !24
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !24
  %20 = load float, ptr %19, align 4, !dbg !24, !tbaa !25
  %21 = add i32 %17, %5, !dbg !29
  %22 = zext i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !30
  %24 = load float, ptr %23, align 4, !dbg !31, !tbaa !25
  %25 = fmul contract float %20, %24, !dbg !31
  store float %25, ptr %23, align 4, !dbg !31, !tbaa !25
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "errors/block_copy.cu", directory: ".")
!2 = !{ptr @block_copy, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_copy", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 38, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__get_x", scope: !14, file: !14, line: 38, type: !10, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "../../zyme/include/zyme_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 37, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__get_x", scope: !14, file: !14, line: 37, type: !10, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 9, scope: !9)
!19 = !DILocation(line: 8, column: 21, scope: !9)
!20 = !DILocation(line: 8, column: 9, scope: !9)
!21 = !DILocation(line: 11, column: 9, scope: !9)
!22 = !DILocation(line: 9, column: 9, scope: !9)
!23 = !DILocation(line: 10, column: 5, scope: !9)
!24 = !DILocation(line: 11, column: 31, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 11, column: 13, scope: !9)
!30 = !DILocation(line: 11, column: 5, scope: !9)
!31 = !DILocation(line: 11, column: 28, scope: !9)
!32 = !DILocation(line: 12, column: 1, scope: !9)
