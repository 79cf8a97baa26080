; ModuleID = 'src/switch.c'
source_filename = "src/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@labels.t = internal global [2 x ptr] [ptr blockaddress(@labels, %7), ptr blockaddress(@labels, %6)], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 31) i32 @classify(i32 noundef %0) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(i32 %0, !29, !DIExpression(), !30)
  switch i32 %0, label %6 [
    i32 0, label %7
    i32 1, label %2
    i32 2, label %3
    i32 3, label %3
    i32 100, label %4
    i32 -5, label %5
  ], !dbg !31

2:                                                ; preds = %1
  br label %7, !dbg !32

3:                                                ; preds = %1, %1
  br label %7, !dbg !34

4:                                                ; preds = %1
  br label %7, !dbg !35

5:                                                ; preds = %1
  br label %7, !dbg !36

6:                                                ; preds = %1
  br label %7, !dbg !37

7:                                                ; preds = %1, %6, %5, %4, %3, %2
  %8 = phi i32 [ 0, %6 ], [ 7, %5 ], [ -1, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ], !dbg !38
  ret i32 %8, !dbg !39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @eval(i8 noundef signext %0, double noundef %1, double noundef %2) local_unnamed_addr #0 !dbg !40 {
    #dbg_value(i8 %0, !46, !DIExpression(), !49)
    #dbg_value(double %1, !47, !DIExpression(), !49)
    #dbg_value(double %2, !48, !DIExpression(), !49)
  switch i8 %0, label %12 [
    i8 43, label %4
    i8 45, label %6
    i8 42, label %8
    i8 47, label %10
  ], !dbg !50

4:                                                ; preds = %3
  %5 = fadd double %1, %2, !dbg !51
  br label %12, !dbg !53

6:                                                ; preds = %3
  %7 = fsub double %1, %2, !dbg !54
  br label %12, !dbg !55

8:                                                ; preds = %3
  %9 = fmul double %1, %2, !dbg !56
  br label %12, !dbg !57

10:                                               ; preds = %3
  %11 = fdiv double %1, %2, !dbg !58
  br label %12, !dbg !59

12:                                               ; preds = %3, %10, %8, %6, %4
  %13 = phi double [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ 0x7FF8000000000000, %3 ], !dbg !49
  ret double %13, !dbg !60
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef ptr @labels(i32 noundef %0) #1 !dbg !2 {
    #dbg_value(i32 %0, !11, !DIExpression(), !61)
  %2 = and i32 %0, 1, !dbg !62
  %3 = zext nneg i32 %2 to i64, !dbg !63
  %4 = getelementptr inbounds [2 x ptr], ptr @labels.t, i64 0, i64 %3, !dbg !63
  %5 = load ptr, ptr %4, align 8, !dbg !63, !tbaa !64
  indirectbr ptr %5, [label %7, label %6]

6:                                                ; preds = %1
    #dbg_label(!13, !68)
  br label %7, !dbg !69

7:                                                ; preds = %1, %6
  %8 = phi ptr [ @labels.t, %6 ], [ null, %1 ], !dbg !70
  ret ptr %8, !dbg !71
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "labels", scope: !3, file: !3, line: 11, type: !4, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !10)
!3 = !DIFile(filename: "src/switch.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "eb5050aa860047fb22b358f44df51619")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{!11, !12, !13}
!11 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 11, type: !7)
!12 = !DILabel(scope: !2, name: "l1", file: !3, line: 11)
!13 = !DILabel(scope: !2, name: "l2", file: !3, line: 11)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 1, type: !26, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!7, !7}
!28 = !{!29}
!29 = !DILocalVariable(name: "c", arg: 1, scope: !25, file: !3, line: 1, type: !7)
!30 = !DILocation(line: 0, scope: !25)
!31 = !DILocation(line: 2, column: 3, scope: !25)
!32 = !DILocation(line: 3, column: 30, scope: !33)
!33 = distinct !DILexicalBlock(scope: !25, file: !3, line: 2, column: 14)
!34 = !DILocation(line: 3, column: 57, scope: !33)
!35 = !DILocation(line: 4, column: 13, scope: !33)
!36 = !DILocation(line: 4, column: 33, scope: !33)
!37 = !DILocation(line: 4, column: 52, scope: !33)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 6, column: 1, scope: !25)
!40 = distinct !DISubprogram(name: "eval", scope: !3, file: !3, line: 7, type: !41, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !45)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44, !43, !43}
!43 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!44 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!45 = !{!46, !47, !48}
!46 = !DILocalVariable(name: "op", arg: 1, scope: !40, file: !3, line: 7, type: !44)
!47 = !DILocalVariable(name: "a", arg: 2, scope: !40, file: !3, line: 7, type: !43)
!48 = !DILocalVariable(name: "b", arg: 3, scope: !40, file: !3, line: 7, type: !43)
!49 = !DILocation(line: 0, scope: !40)
!50 = !DILocation(line: 8, column: 3, scope: !40)
!51 = !DILocation(line: 8, column: 36, scope: !52)
!52 = distinct !DILexicalBlock(scope: !40, file: !3, line: 8, column: 15)
!53 = !DILocation(line: 8, column: 27, scope: !52)
!54 = !DILocation(line: 8, column: 60, scope: !52)
!55 = !DILocation(line: 8, column: 51, scope: !52)
!56 = !DILocation(line: 8, column: 84, scope: !52)
!57 = !DILocation(line: 8, column: 75, scope: !52)
!58 = !DILocation(line: 8, column: 108, scope: !52)
!59 = !DILocation(line: 8, column: 99, scope: !52)
!60 = !DILocation(line: 10, column: 1, scope: !40)
!61 = !DILocation(line: 0, scope: !2)
!62 = !DILocation(line: 11, column: 68, scope: !2)
!63 = !DILocation(line: 11, column: 64, scope: !2)
!64 = !{!65, !65, i64 0}
!65 = !{!"any pointer", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 11, column: 88, scope: !2)
!69 = !DILocation(line: 11, column: 92, scope: !2)
!70 = !DILocation(line: 11, scope: !2)
!71 = !DILocation(line: 11, column: 102, scope: !2)
