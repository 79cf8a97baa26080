; ModuleID = 'src/classes.cpp'
source_filename = "src/classes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z5totalPP5Shapei(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !23 {
    #dbg_value(ptr %0, !51, !DIExpression(), !56)
    #dbg_value(i32 %1, !52, !DIExpression(), !56)
    #dbg_value(double 0.000000e+00, !53, !DIExpression(), !56)
    #dbg_value(i32 0, !54, !DIExpression(), !57)
  %3 = icmp sgt i32 %1, 0, !dbg !58
  br i1 %3, label %4, label %6, !dbg !60

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !58
  br label %8, !dbg !60

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ], !dbg !61
  ret double %7, !dbg !62

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
    #dbg_value(i64 %9, !54, !DIExpression(), !57)
    #dbg_value(double %10, !53, !DIExpression(), !56)
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9, !dbg !63
  %12 = load ptr, ptr %11, align 8, !dbg !63, !tbaa !64
  %13 = load ptr, ptr %12, align 8, !dbg !68, !tbaa !69
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !68
  %15 = load ptr, ptr %14, align 8, !dbg !68
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(8) %12), !dbg !68
  %17 = fadd double %10, %16, !dbg !71
    #dbg_value(double %17, !53, !DIExpression(), !56)
  %18 = add nuw nsw i64 %9, 1, !dbg !72
    #dbg_value(i64 %18, !54, !DIExpression(), !57)
  %19 = icmp eq i64 %18, %5, !dbg !58
  br i1 %19, label %6, label %8, !dbg !60, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z12make_and_sumv() local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !76 {
    #dbg_value(ptr poison, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(double 1.000000e+00, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
    #dbg_value(ptr poison, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(double 2.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
    #dbg_value(double 3.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !116)
    #dbg_value(ptr undef, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(ptr undef, !112, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
  ret double 9.141590e+00, !dbg !117
}

declare i32 @__gxx_personality_v0(...)

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/classes.cpp", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "6c66819bcfe5e1814c5abbcc01aee8e7")
!2 = !{!3, !10}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(scope: null, file: !1, line: 1, type: !5, isLocal: true, isDefinition: true)
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 48, elements: !8)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !{!9}
!9 = !DISubrange(count: 6)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !1, line: 3, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 40, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "total", linkageName: "_Z5totalPP5Shapei", scope: !1, file: !1, line: 4, type: !24, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !27, !36}
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 1, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !30, vtableHolder: !29, identifier: "_ZTS5Shape")
!30 = !{!31, !37, !41, !46}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !1, file: !1, baseType: !32, size: 64, flags: DIFlagArtificial)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !34, size: 64)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DISubprogram(name: "~Shape", scope: !29, file: !1, line: 1, type: !38, scopeLine: 1, containingType: !29, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!41 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !29, file: !1, line: 1, type: !42, scopeLine: 1, containingType: !29, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!42 = !DISubroutineType(types: !43)
!43 = !{!26, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!46 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !29, file: !1, line: 1, type: !47, scopeLine: 1, containingType: !29, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !44}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!50 = !{!51, !52, !53, !54}
!51 = !DILocalVariable(name: "s", arg: 1, scope: !23, file: !1, line: 4, type: !27)
!52 = !DILocalVariable(name: "n", arg: 2, scope: !23, file: !1, line: 4, type: !36)
!53 = !DILocalVariable(name: "t", scope: !23, file: !1, line: 4, type: !26)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 4, type: !36)
!55 = distinct !DILexicalBlock(scope: !23, file: !1, line: 4, column: 48)
!56 = !DILocation(line: 0, scope: !23)
!57 = !DILocation(line: 0, scope: !55)
!58 = !DILocation(line: 4, column: 66, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 4, column: 48)
!60 = !DILocation(line: 4, column: 48, scope: !55)
!61 = !DILocation(line: 4, scope: !23)
!62 = !DILocation(line: 4, column: 95, scope: !23)
!63 = !DILocation(line: 4, column: 81, scope: !59)
!64 = !{!65, !65, i64 0}
!65 = !{!"any pointer", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C++ TBAA"}
!68 = !DILocation(line: 4, column: 87, scope: !59)
!69 = !{!70, !70, i64 0}
!70 = !{!"vtable pointer", !67, i64 0}
!71 = !DILocation(line: 4, column: 78, scope: !59)
!72 = !DILocation(line: 4, column: 72, scope: !59)
!73 = distinct !{!73, !60, !74, !75}
!74 = !DILocation(line: 4, column: 92, scope: !55)
!75 = !{!"llvm.loop.mustprogress"}
!76 = distinct !DISubprogram(name: "make_and_sum", linkageName: "_Z12make_and_sumv", scope: !1, file: !1, line: 5, type: !77, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!26}
!79 = !{!80, !94, !112}
!80 = !DILocalVariable(name: "c", scope: !76, file: !1, line: 5, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !1, line: 2, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !82, vtableHolder: !29, identifier: "_ZTS6Circle")
!82 = !{!83, !84, !85, !89}
!83 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !81, baseType: !29, extraData: i32 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !81, file: !1, line: 2, baseType: !26, size: 64, offset: 64)
!85 = !DISubprogram(name: "Circle", scope: !81, file: !1, line: 2, type: !86, scopeLine: 2, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !88, !26}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!89 = !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !81, file: !1, line: 2, type: !90, scopeLine: 2, containingType: !81, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{!26, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!94 = !DILocalVariable(name: "r", scope: !76, file: !1, line: 5, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !1, line: 3, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !96, vtableHolder: !29, identifier: "_ZTS4Rect")
!96 = !{!97, !98, !99, !100, !104, !109}
!97 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !95, baseType: !29, extraData: i32 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !95, file: !1, line: 3, baseType: !26, size: 64, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !95, file: !1, line: 3, baseType: !26, size: 64, offset: 128)
!100 = !DISubprogram(name: "Rect", scope: !95, file: !1, line: 3, type: !101, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !26, !26}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !95, file: !1, line: 3, type: !105, scopeLine: 3, containingType: !95, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!26, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!109 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !95, file: !1, line: 3, type: !110, scopeLine: 3, containingType: !95, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!49, !107}
!112 = !DILocalVariable(name: "a", scope: !76, file: !1, line: 5, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 2)
!116 = !DILocation(line: 0, scope: !76)
!117 = !DILocation(line: 5, column: 99, scope: !76)
