; ModuleID = 'src/atomics.c'
source_filename = "src/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tls_var = dso_local thread_local local_unnamed_addr global i32 3, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !16
@vol = dso_local global i32 0, align 4, !dbg !20

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @bump() local_unnamed_addr #0 !dbg !31 {
  %1 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !36
  %2 = atomicrmw sub ptr @counter, i32 2 release, align 4, !dbg !37
    #dbg_value(i32 0, !35, !DIExpression(), !38)
  %3 = cmpxchg ptr @counter, i32 0, i32 5 seq_cst seq_cst, align 4, !dbg !39
  fence seq_cst, !dbg !40
  %4 = load volatile i32, ptr @vol, align 4, !dbg !41, !tbaa !42
  %5 = add nsw i32 %4, 1, !dbg !46
  store volatile i32 %5, ptr @vol, align 4, !dbg !47, !tbaa !42
  %6 = load atomic i32, ptr @counter acquire, align 4, !dbg !48
  %7 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var), !dbg !49
  %8 = load i32, ptr %7, align 4, !dbg !49, !tbaa !42
  %9 = add nsw i32 %8, %6, !dbg !50
  ret i32 %9, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 !dbg !52 {
    #dbg_value(<4 x float> %0, !61, !DIExpression(), !63)
    #dbg_value(<4 x float> %1, !62, !DIExpression(), !63)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> %0, <4 x float> %0), !dbg !64
  ret <4 x float> %3, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @vsum(<4 x float> noundef %0) local_unnamed_addr #2 !dbg !66 {
    #dbg_value(<4 x float> %0, !70, !DIExpression(), !71)
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !72
  %3 = fadd <4 x float> %2, %0, !dbg !72
  %4 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !73
  %5 = fadd <4 x float> %4, %3, !dbg !73
  %6 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !74
  %7 = fadd <4 x float> %6, %5, !dbg !74
  %8 = extractelement <4 x float> %7, i64 0, !dbg !74
  ret float %8, !dbg !75
}

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_var", scope: !2, file: !3, line: 2, type: !19, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/atomics.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "e6807c064c86204af49d35db14af4f7b")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !20}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !19)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "vol", scope: !2, file: !3, line: 2, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !19)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 3, type: !32, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!19}
!34 = !{!35}
!35 = !DILocalVariable(name: "e", scope: !31, file: !3, line: 4, type: !19)
!36 = !DILocation(line: 3, column: 18, scope: !31)
!37 = !DILocation(line: 3, column: 49, scope: !31)
!38 = !DILocation(line: 0, scope: !31)
!39 = !DILocation(line: 4, column: 14, scope: !31)
!40 = !DILocation(line: 4, column: 63, scope: !31)
!41 = !DILocation(line: 5, column: 9, scope: !31)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 5, column: 13, scope: !31)
!47 = !DILocation(line: 5, column: 7, scope: !31)
!48 = !DILocation(line: 5, column: 25, scope: !31)
!49 = !DILocation(line: 5, column: 80, scope: !31)
!50 = !DILocation(line: 5, column: 78, scope: !31)
!51 = !DILocation(line: 5, column: 18, scope: !31)
!52 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 7, type: !53, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !55, !55}
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 6, baseType: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, flags: DIFlagVector, elements: !58)
!57 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!58 = !{!59}
!59 = !DISubrange(count: 4)
!60 = !{!61, !62}
!61 = !DILocalVariable(name: "a", arg: 1, scope: !52, file: !3, line: 7, type: !55)
!62 = !DILocalVariable(name: "b", arg: 2, scope: !52, file: !3, line: 7, type: !55)
!63 = !DILocation(line: 0, scope: !52)
!64 = !DILocation(line: 7, column: 35, scope: !52)
!65 = !DILocation(line: 7, column: 26, scope: !52)
!66 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 8, type: !67, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!57, !55}
!69 = !{!70}
!70 = !DILocalVariable(name: "a", arg: 1, scope: !66, file: !3, line: 8, type: !55)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 8, column: 33, scope: !66)
!73 = !DILocation(line: 8, column: 40, scope: !66)
!74 = !DILocation(line: 8, column: 47, scope: !66)
!75 = !DILocation(line: 8, column: 21, scope: !66)
