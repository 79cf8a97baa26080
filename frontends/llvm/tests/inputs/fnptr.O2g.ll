; ModuleID = 'src/fnptr.c'
source_filename = "src/fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ops = dso_local local_unnamed_addr global [2 x ptr] [ptr @sq, ptr @cube], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @sq(double noundef %0) #0 !dbg !21 {
    #dbg_value(double %0, !23, !DIExpression(), !24)
  %2 = fmul double %0, %0, !dbg !25
  ret double %2, !dbg !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @cube(double noundef %0) #0 !dbg !27 {
    #dbg_value(double %0, !29, !DIExpression(), !30)
  %2 = fmul double %0, %0, !dbg !31
  %3 = fmul double %2, %0, !dbg !32
  ret double %3, !dbg !33
}

; Function Attrs: nounwind uwtable
define dso_local double @apply(ptr nocapture noundef readonly %0, double noundef %1) local_unnamed_addr #1 !dbg !34 {
    #dbg_value(ptr %0, !38, !DIExpression(), !40)
    #dbg_value(double %1, !39, !DIExpression(), !40)
  %3 = tail call double %0(double noundef %1) #3, !dbg !41
  ret double %3, !dbg !42
}

; Function Attrs: nounwind uwtable
define dso_local double @apply_all(double noundef %0) local_unnamed_addr #1 !dbg !43 {
    #dbg_value(double %0, !45, !DIExpression(), !50)
    #dbg_value(double 0.000000e+00, !46, !DIExpression(), !50)
    #dbg_value(i32 0, !47, !DIExpression(), !51)
    #dbg_value(i64 0, !47, !DIExpression(), !51)
    #dbg_value(double 0.000000e+00, !46, !DIExpression(), !50)
  %2 = load ptr, ptr @ops, align 16, !dbg !52, !tbaa !54
  %3 = tail call double %2(double noundef %0) #3, !dbg !52
  %4 = fadd double %3, 0.000000e+00, !dbg !58
    #dbg_value(double %4, !46, !DIExpression(), !50)
    #dbg_value(i64 1, !47, !DIExpression(), !51)
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @ops, i64 8), align 8, !dbg !52, !tbaa !54
  %6 = tail call double %5(double noundef %0) #3, !dbg !52
  %7 = fadd double %4, %6, !dbg !58
    #dbg_value(double %7, !46, !DIExpression(), !50)
    #dbg_value(i64 2, !47, !DIExpression(), !51)
  ret double %7, !dbg !59
}

; Function Attrs: nounwind uwtable
define dso_local double @integrate(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !60 {
    #dbg_value(ptr %0, !64, !DIExpression(), !72)
    #dbg_value(double %1, !65, !DIExpression(), !72)
    #dbg_value(double %2, !66, !DIExpression(), !72)
    #dbg_value(i32 %3, !67, !DIExpression(), !72)
  %5 = fsub double %2, %1, !dbg !73
  %6 = sitofp i32 %3 to double, !dbg !74
  %7 = fdiv double %5, %6, !dbg !75
    #dbg_value(double %7, !68, !DIExpression(), !72)
  %8 = tail call double %0(double noundef %1) #3, !dbg !76
  %9 = tail call double %0(double noundef %2) #3, !dbg !77
  %10 = fadd double %8, %9, !dbg !78
  %11 = fmul double %10, 5.000000e-01, !dbg !79
    #dbg_value(double %11, !69, !DIExpression(), !72)
    #dbg_value(i32 1, !70, !DIExpression(), !80)
  %12 = icmp sgt i32 %3, 1, !dbg !81
  br i1 %12, label %16, label %13, !dbg !83

13:                                               ; preds = %16, %4
  %14 = phi double [ %11, %4 ], [ %22, %16 ], !dbg !72
  %15 = fmul double %7, %14, !dbg !84
  ret double %15, !dbg !85

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %23, %16 ], [ 1, %4 ]
  %18 = phi double [ %22, %16 ], [ %11, %4 ]
    #dbg_value(i32 %17, !70, !DIExpression(), !80)
    #dbg_value(double %18, !69, !DIExpression(), !72)
  %19 = uitofp nneg i32 %17 to double, !dbg !86
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %7, double %1), !dbg !87
  %21 = tail call double %0(double noundef %20) #3, !dbg !88
  %22 = fadd double %18, %21, !dbg !89
    #dbg_value(double %22, !69, !DIExpression(), !72)
  %23 = add nuw nsw i32 %17, 1, !dbg !90
    #dbg_value(i32 %23, !70, !DIExpression(), !80)
  %24 = icmp eq i32 %23, %3, !dbg !81
  br i1 %24, label %13, label %16, !dbg !83, !llvm.loop !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 4, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/fnptr.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "4460aae8b37ab1cb2e32256f8af1a131")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !11)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "unary", file: !3, line: 1, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "sq", scope: !3, file: !3, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!22 = !{!23}
!23 = !DILocalVariable(name: "x", arg: 1, scope: !21, file: !3, line: 2, type: !10)
!24 = !DILocation(line: 0, scope: !21)
!25 = !DILocation(line: 2, column: 39, scope: !21)
!26 = !DILocation(line: 2, column: 30, scope: !21)
!27 = distinct !DISubprogram(name: "cube", scope: !3, file: !3, line: 3, type: !8, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!28 = !{!29}
!29 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !3, line: 3, type: !10)
!30 = !DILocation(line: 0, scope: !27)
!31 = !DILocation(line: 3, column: 41, scope: !27)
!32 = !DILocation(line: 3, column: 45, scope: !27)
!33 = !DILocation(line: 3, column: 32, scope: !27)
!34 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 5, type: !35, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!10, !6, !10}
!37 = !{!38, !39}
!38 = !DILocalVariable(name: "f", arg: 1, scope: !34, file: !3, line: 5, type: !6)
!39 = !DILocalVariable(name: "x", arg: 2, scope: !34, file: !3, line: 5, type: !10)
!40 = !DILocation(line: 0, scope: !34)
!41 = !DILocation(line: 5, column: 42, scope: !34)
!42 = !DILocation(line: 5, column: 35, scope: !34)
!43 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 6, type: !8, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45, !46, !47}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !43, file: !3, line: 6, type: !10)
!46 = !DILocalVariable(name: "s", scope: !43, file: !3, line: 6, type: !10)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 6, type: !49)
!48 = distinct !DILexicalBlock(scope: !43, file: !3, line: 6, column: 44)
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !DILocation(line: 0, scope: !43)
!51 = !DILocation(line: 0, scope: !48)
!52 = !DILocation(line: 6, column: 77, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 6, column: 44)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 6, column: 74, scope: !53)
!59 = !DILocation(line: 6, column: 88, scope: !43)
!60 = distinct !DISubprogram(name: "integrate", scope: !3, file: !3, line: 7, type: !61, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!10, !7, !10, !10, !49}
!63 = !{!64, !65, !66, !67, !68, !69, !70}
!64 = !DILocalVariable(name: "f", arg: 1, scope: !60, file: !3, line: 7, type: !7)
!65 = !DILocalVariable(name: "a", arg: 2, scope: !60, file: !3, line: 7, type: !10)
!66 = !DILocalVariable(name: "b", arg: 3, scope: !60, file: !3, line: 7, type: !10)
!67 = !DILocalVariable(name: "n", arg: 4, scope: !60, file: !3, line: 7, type: !49)
!68 = !DILocalVariable(name: "h", scope: !60, file: !3, line: 8, type: !10)
!69 = !DILocalVariable(name: "s", scope: !60, file: !3, line: 8, type: !10)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 9, type: !49)
!71 = distinct !DILexicalBlock(scope: !60, file: !3, line: 9, column: 3)
!72 = !DILocation(line: 0, scope: !60)
!73 = !DILocation(line: 8, column: 17, scope: !60)
!74 = !DILocation(line: 8, column: 24, scope: !60)
!75 = !DILocation(line: 8, column: 22, scope: !60)
!76 = !DILocation(line: 8, column: 38, scope: !60)
!77 = !DILocation(line: 8, column: 45, scope: !60)
!78 = !DILocation(line: 8, column: 43, scope: !60)
!79 = !DILocation(line: 8, column: 35, scope: !60)
!80 = !DILocation(line: 0, scope: !71)
!81 = !DILocation(line: 9, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !71, file: !3, line: 9, column: 3)
!83 = !DILocation(line: 9, column: 3, scope: !71)
!84 = !DILocation(line: 10, column: 12, scope: !60)
!85 = !DILocation(line: 10, column: 3, scope: !60)
!86 = !DILocation(line: 9, column: 42, scope: !82)
!87 = !DILocation(line: 9, column: 40, scope: !82)
!88 = !DILocation(line: 9, column: 36, scope: !82)
!89 = !DILocation(line: 9, column: 33, scope: !82)
!90 = !DILocation(line: 9, column: 27, scope: !82)
!91 = distinct !{!91, !83, !92, !93}
!92 = !DILocation(line: 9, column: 47, scope: !71)
!93 = !{!"llvm.loop.mustprogress"}
