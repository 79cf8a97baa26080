; ModuleID = 'src/templates.cpp'
source_filename = "src/templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z8use_polyd(double noundef %0) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(double %0, !15, !DIExpression(), !32)
    #dbg_value(double 1.000000e+00, !16, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !32)
    #dbg_value(double 2.000000e+00, !16, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !32)
    #dbg_value(double 3.000000e+00, !16, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !32)
    #dbg_value(ptr undef, !33, !DIExpression(), !41)
    #dbg_value(double %0, !36, !DIExpression(), !41)
    #dbg_value(i64 2, !38, !DIExpression(), !43)
    #dbg_value(double 0.000000e+00, !37, !DIExpression(), !41)
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 0.000000e+00, double 3.000000e+00), !dbg !44
    #dbg_value(double %2, !37, !DIExpression(), !41)
    #dbg_value(i64 1, !38, !DIExpression(), !43)
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 2.000000e+00), !dbg !44
    #dbg_value(double %3, !37, !DIExpression(), !41)
    #dbg_value(i64 0, !38, !DIExpression(), !43)
  %4 = tail call noundef double @llvm.fmuladd.f64(double %3, double %0, double 1.000000e+00), !dbg !44
    #dbg_value(double %4, !37, !DIExpression(), !41)
    #dbg_value(i64 -1, !38, !DIExpression(), !43)
    #dbg_value(double %0, !46, !DIExpression(), !50)
  %5 = fmul double %0, %0, !dbg !52
  %6 = fadd double %5, %4, !dbg !53
  %7 = fadd double %6, 4.000000e+00, !dbg !54
  %8 = fadd double %7, 9.000000e+00, !dbg !55
  ret double %8, !dbg !56
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z10use_lambdad(double noundef %0) local_unnamed_addr #0 !dbg !57 {
    #dbg_value(double %0, !59, !DIExpression(), !60)
    #dbg_value(double %0, !61, !DIExpression(), !74)
    #dbg_value(double 3.000000e+00, !69, !DIExpression(), !74)
    #dbg_value(double 0x3EB0C6F7A0B5ED8D, !70, !DIExpression(), !74)
    #dbg_value(ptr undef, !76, !DIExpression(), !86)
    #dbg_value(double 0x400800008637BD06, !84, !DIExpression(), !86)
  %2 = fmul double %0, 0x40220000C9539DBC, !dbg !88
    #dbg_value(ptr undef, !76, !DIExpression(), !89)
    #dbg_value(double 0x4007FFFF79C842FA, !84, !DIExpression(), !89)
  %3 = fmul double %0, 0x4021FFFF36AC66AA, !dbg !91
  %4 = fsub double %2, %3, !dbg !92
  %5 = fdiv double %4, 2.000000e-06, !dbg !93
  ret double %5, !dbg !94
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/templates.cpp", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "fd48e27bdee9d0a75ae9a770720b790e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "use_poly", linkageName: "_Z8use_polyd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 3, type: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Poly<double, 3>", file: !1, line: 1, size: 192, flags: DIFlagTypePassByValue, elements: !18, templateParams: !28, identifier: "_ZTS4PolyIdLi3EE")
!18 = !{!19, !23}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !17, file: !1, line: 1, baseType: !20, size: 192)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !DISubprogram(name: "eval", linkageName: "_ZNK4PolyIdLi3EE4evalEd", scope: !17, file: !1, line: 1, type: !24, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!24 = !DISubroutineType(types: !25)
!25 = !{!13, !26, !13}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!28 = !{!29, !30}
!29 = !DITemplateTypeParameter(name: "T", type: !13)
!30 = !DITemplateValueParameter(name: "N", type: !31, value: i32 3)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocation(line: 0, scope: !10)
!33 = !DILocalVariable(name: "this", arg: 1, scope: !34, type: !40, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = distinct !DISubprogram(name: "eval", linkageName: "_ZNK4PolyIdLi3EE4evalEd", scope: !17, file: !1, line: 1, type: !24, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !23, retainedNodes: !35)
!35 = !{!33, !36, !37, !38}
!36 = !DILocalVariable(name: "x", arg: 2, scope: !34, file: !1, line: 1, type: !13)
!37 = !DILocalVariable(name: "r", scope: !34, file: !1, line: 1, type: !13)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 1, type: !31)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 1, column: 81)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!41 = !DILocation(line: 0, scope: !34, inlinedAt: !42)
!42 = distinct !DILocation(line: 3, column: 74, scope: !10)
!43 = !DILocation(line: 0, scope: !39, inlinedAt: !42)
!44 = !DILocation(line: 1, column: 124, scope: !45, inlinedAt: !42)
!45 = distinct !DILexicalBlock(scope: !39, file: !1, line: 1, column: 81)
!46 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !1, line: 2, type: !13)
!47 = distinct !DISubprogram(name: "sq<double>", linkageName: "_Z2sqIdET_S0_", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !49, retainedNodes: !48)
!48 = !{!46}
!49 = !{!29}
!50 = !DILocation(line: 0, scope: !47, inlinedAt: !51)
!51 = distinct !DILocation(line: 3, column: 84, scope: !10)
!52 = !DILocation(line: 2, column: 44, scope: !47, inlinedAt: !51)
!53 = !DILocation(line: 3, column: 82, scope: !10)
!54 = !DILocation(line: 3, column: 90, scope: !10)
!55 = !DILocation(line: 3, column: 108, scope: !10)
!56 = !DILocation(line: 3, column: 65, scope: !10)
!57 = distinct !DISubprogram(name: "use_lambda", linkageName: "_Z10use_lambdad", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !58)
!58 = !{!59}
!59 = !DILocalVariable(name: "y", arg: 1, scope: !57, file: !1, line: 5, type: !13)
!60 = !DILocation(line: 0, scope: !57)
!61 = !DILocalVariable(name: "f", arg: 1, scope: !62, file: !1, line: 4, type: !65)
!62 = distinct !DISubprogram(name: "deriv<(lambda at src/templates.cpp:5:44)>", linkageName: "_Z5derivIZ10use_lambdadE3$_0EdT_d", scope: !1, file: !1, line: 4, type: !63, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !72, retainedNodes: !68)
!63 = !DISubroutineType(types: !64)
!64 = !{!13, !65, !13}
!65 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !57, file: !1, line: 5, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !65, file: !1, line: 5, baseType: !13, size: 64)
!68 = !{!61, !69, !70}
!69 = !DILocalVariable(name: "x", arg: 2, scope: !62, file: !1, line: 4, type: !13)
!70 = !DILocalVariable(name: "h", scope: !62, file: !1, line: 4, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!72 = !{!73}
!73 = !DITemplateTypeParameter(name: "F", type: !65)
!74 = !DILocation(line: 0, scope: !62, inlinedAt: !75)
!75 = distinct !DILocation(line: 5, column: 38, scope: !57)
!76 = !DILocalVariable(name: "this", arg: 1, scope: !77, type: !85, flags: DIFlagArtificial | DIFlagObjectPointer)
!77 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ10use_lambdadENK3$_0clEd", scope: !65, file: !1, line: 5, type: !78, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !82, retainedNodes: !83)
!78 = !DISubroutineType(types: !79)
!79 = !{!13, !80, !13}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!82 = !DISubprogram(name: "operator()", scope: !65, file: !1, line: 5, type: !78, scopeLine: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!83 = !{!76, !84}
!84 = !DILocalVariable(name: "x", arg: 2, scope: !77, file: !1, line: 5, type: !13)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!86 = !DILocation(line: 0, scope: !77, inlinedAt: !87)
!87 = distinct !DILocation(line: 4, column: 84, scope: !62, inlinedAt: !75)
!88 = !DILocation(line: 5, column: 73, scope: !77, inlinedAt: !87)
!89 = !DILocation(line: 0, scope: !77, inlinedAt: !90)
!90 = distinct !DILocation(line: 4, column: 95, scope: !62, inlinedAt: !75)
!91 = !DILocation(line: 5, column: 73, scope: !77, inlinedAt: !90)
!92 = !DILocation(line: 4, column: 93, scope: !62, inlinedAt: !75)
!93 = !DILocation(line: 4, column: 105, scope: !62, inlinedAt: !75)
!94 = !DILocation(line: 5, column: 31, scope: !57)
