; ModuleID = 'src/structs.c'
source_filename = "src/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed_s = type <{ i8, i32 }>
%struct.vec3 = type { double, double, double }

@gp = dso_local local_unnamed_addr global %struct.packed_s <{ i8 97, i32 42 }>, align 1, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cross(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.vec3) align 8 %0, ptr nocapture noundef readonly byval(%struct.vec3) align 8 %1, ptr nocapture noundef readonly byval(%struct.vec3) align 8 %2) local_unnamed_addr #0 !dbg !19 {
    #dbg_declare(ptr %1, !30, !DIExpression(), !33)
    #dbg_declare(ptr %2, !31, !DIExpression(), !34)
    #dbg_declare(ptr %0, !32, !DIExpression(), !35)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !36
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !37
  %6 = load double, ptr %2, align 8, !dbg !38, !tbaa !39
  %7 = load double, ptr %1, align 8, !dbg !44, !tbaa !39
  %8 = load <2 x double>, ptr %4, align 8, !dbg !36, !tbaa !45
  %9 = load <2 x double>, ptr %5, align 8, !dbg !37, !tbaa !45
  %10 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !46
  %11 = insertelement <2 x double> %10, double %7, i64 1, !dbg !46
  %12 = fneg <2 x double> %11, !dbg !46
  %13 = fmul <2 x double> %9, %12, !dbg !46
  %14 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !46
  %15 = insertelement <2 x double> %14, double %6, i64 1, !dbg !46
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %15, <2 x double> %13), !dbg !46
  store <2 x double> %16, ptr %0, align 8, !dbg !47, !tbaa !45
  %17 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !47
  %18 = extractelement <2 x double> %8, i64 0, !dbg !48
  %19 = fneg double %18, !dbg !48
  %20 = fmul double %6, %19, !dbg !48
  %21 = extractelement <2 x double> %9, i64 0, !dbg !48
  %22 = tail call double @llvm.fmuladd.f64(double %7, double %21, double %20), !dbg !48
  store double %22, ptr %17, align 8, !dbg !47, !tbaa !49
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @norm2(ptr nocapture noundef readonly %0) local_unnamed_addr #2 !dbg !51 {
    #dbg_value(ptr %0, !57, !DIExpression(), !58)
  %2 = load double, ptr %0, align 8, !dbg !59, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !60
  %4 = load double, ptr %3, align 8, !dbg !60, !tbaa !61
  %5 = fmul double %4, %4, !dbg !62
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %5), !dbg !63
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !64
  %8 = load double, ptr %7, align 8, !dbg !64, !tbaa !49
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %8, double %6), !dbg !65
  ret double %9, !dbg !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @sum_list(ptr noundef readonly %0) local_unnamed_addr #3 !dbg !67 {
    #dbg_value(ptr %0, !79, !DIExpression(), !81)
    #dbg_value(i32 0, !80, !DIExpression(), !81)
  %2 = icmp eq ptr %0, null, !dbg !82
  br i1 %2, label %11, label %3, !dbg !82

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi ptr [ %9, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !80, !DIExpression(), !81)
    #dbg_value(ptr %5, !79, !DIExpression(), !81)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !84
  %7 = load i32, ptr %6, align 8, !dbg !84, !tbaa !86
  %8 = add nsw i32 %7, %4, !dbg !90
    #dbg_value(i32 %8, !80, !DIExpression(), !81)
  %9 = load ptr, ptr %5, align 8, !dbg !91, !tbaa !92
    #dbg_value(ptr %9, !79, !DIExpression(), !81)
  %10 = icmp eq ptr %9, null, !dbg !82
  br i1 %10, label %11, label %3, !dbg !82, !llvm.loop !93

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %8, %3 ], !dbg !96
  ret i32 %12, !dbg !97
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/structs.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "15952e0ecf616d59c62782037a97a74d")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed_s", file: !3, line: 9, size: 40, elements: !6)
!6 = !{!7, !9}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !5, file: !3, line: 9, baseType: !8, size: 8)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !5, file: !3, line: 9, baseType: !10, size: 32, offset: 8)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "cross", scope: !3, file: !3, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !22}
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec3", file: !3, line: 1, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 1, size: 192, elements: !24)
!24 = !{!25, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !23, file: !3, line: 1, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !23, file: !3, line: 1, baseType: !26, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !23, file: !3, line: 1, baseType: !26, size: 64, offset: 128)
!29 = !{!30, !31, !32}
!30 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !3, line: 3, type: !22)
!31 = !DILocalVariable(name: "b", arg: 2, scope: !19, file: !3, line: 3, type: !22)
!32 = !DILocalVariable(name: "r", scope: !19, file: !3, line: 4, type: !22)
!33 = !DILocation(line: 3, column: 17, scope: !19)
!34 = !DILocation(line: 3, column: 25, scope: !19)
!35 = !DILocation(line: 4, column: 8, scope: !19)
!36 = !DILocation(line: 4, column: 16, scope: !19)
!37 = !DILocation(line: 4, column: 34, scope: !19)
!38 = !DILocation(line: 4, column: 45, scope: !19)
!39 = !{!40, !41, i64 0}
!40 = !{!"", !41, i64 0, !41, i64 8, !41, i64 16}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 4, column: 51, scope: !19)
!45 = !{!41, !41, i64 0}
!46 = !DILocation(line: 4, column: 24, scope: !19)
!47 = !DILocation(line: 4, column: 12, scope: !19)
!48 = !DILocation(line: 4, column: 70, scope: !19)
!49 = !{!40, !41, i64 16}
!50 = !DILocation(line: 5, column: 3, scope: !19)
!51 = distinct !DISubprogram(name: "norm2", scope: !3, file: !3, line: 7, type: !52, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!52 = !DISubroutineType(types: !53)
!53 = !{!26, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!56 = !{!57}
!57 = !DILocalVariable(name: "v", arg: 1, scope: !51, file: !3, line: 7, type: !54)
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocation(line: 7, column: 41, scope: !51)
!60 = !DILocation(line: 7, column: 55, scope: !51)
!61 = !{!40, !41, i64 8}
!62 = !DILocation(line: 7, column: 57, scope: !51)
!63 = !DILocation(line: 7, column: 50, scope: !51)
!64 = !DILocation(line: 7, column: 69, scope: !51)
!65 = !DILocation(line: 7, column: 64, scope: !51)
!66 = !DILocation(line: 7, column: 31, scope: !51)
!67 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 8, type: !68, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!68 = !DISubroutineType(types: !69)
!69 = !{!10, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "node", file: !3, line: 2, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 2, size: 128, elements: !74)
!74 = !{!75, !77}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !73, file: !3, line: 2, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !73, file: !3, line: 2, baseType: !10, size: 32, offset: 64)
!78 = !{!79, !80}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !3, line: 8, type: !70)
!80 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 8, type: !10)
!81 = !DILocation(line: 0, scope: !67)
!82 = !DILocation(line: 8, column: 42, scope: !83)
!83 = distinct !DILexicalBlock(scope: !67, file: !3, line: 8, column: 42)
!84 = !DILocation(line: 8, column: 73, scope: !85)
!85 = distinct !DILexicalBlock(scope: !83, file: !3, line: 8, column: 42)
!86 = !{!87, !89, i64 8}
!87 = !{!"node", !88, i64 0, !89, i64 8}
!88 = !{!"any pointer", !42, i64 0}
!89 = !{!"int", !42, i64 0}
!90 = !DILocation(line: 8, column: 67, scope: !85)
!91 = !DILocation(line: 8, column: 59, scope: !85)
!92 = !{!87, !88, i64 0}
!93 = distinct !{!93, !82, !94, !95}
!94 = !DILocation(line: 8, column: 73, scope: !83)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 8, scope: !67)
!97 = !DILocation(line: 8, column: 80, scope: !67)
