; ModuleID = 'src/complex.c'
source_filename = "src/complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(double %0, !15, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !17)
    #dbg_value(double %1, !15, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !17)
    #dbg_value(double %2, !16, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !17)
    #dbg_value(double %3, !16, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !17)
  %5 = fmul double %0, %2, !dbg !18
  %6 = fmul double %1, %3, !dbg !18
  %7 = fmul double %0, %3, !dbg !18
  %8 = fmul double %1, %2, !dbg !18
  %9 = fsub double %5, %6, !dbg !18
  %10 = fadd double %8, %7, !dbg !18
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !18
  br i1 %11, label %12, label %18, !dbg !18, !prof !19

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !18
  br i1 %13, label %14, label %18, !dbg !18, !prof !19

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #3, !dbg !18
  %16 = extractvalue { double, double } %15, 0, !dbg !18
  %17 = extractvalue { double, double } %15, 1, !dbg !18
  br label %18, !dbg !18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !18
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !18
  %21 = fadd double %19, 0.000000e+00, !dbg !20
  %22 = fadd double %20, 1.000000e+00, !dbg !20
  %23 = insertvalue { double, double } poison, double %21, 0, !dbg !21
  %24 = insertvalue { double, double } %23, double %22, 1, !dbg !21
  ret { double, double } %24, !dbg !21
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @fbits(float noundef %0) local_unnamed_addr #1 !dbg !22 {
    #dbg_value(float %0, !28, !DIExpression(), !34)
    #dbg_value(float %0, !29, !DIExpression(), !34)
  %2 = bitcast float %0 to i32, !dbg !35
  ret i32 %2, !dbg !36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -64, 95) i32 @getb(ptr nocapture noundef %0) local_unnamed_addr #2 !dbg !37 {
    #dbg_value(ptr %0, !48, !DIExpression(), !49)
  %2 = load i16, ptr %0, align 4, !dbg !50
  %3 = and i16 %2, -8, !dbg !50
  %4 = or disjoint i16 %3, 5, !dbg !50
  store i16 %4, ptr %0, align 4, !dbg !50
  %5 = lshr i16 %2, 3, !dbg !51
  %6 = and i16 %5, 31, !dbg !51
  %7 = zext nneg i16 %6 to i32, !dbg !51
  %8 = shl i16 %2, 1, !dbg !52
  %9 = ashr i16 %8, 9, !dbg !52
  %10 = sext i16 %9 to i32, !dbg !52
  %11 = add nsw i32 %7, %10, !dbg !53
  ret i32 %11, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @clamp(double noundef %0, double noundef %1, double noundef %2) local_unnamed_addr #1 !dbg !55 {
    #dbg_value(double %0, !60, !DIExpression(), !63)
    #dbg_value(double %1, !61, !DIExpression(), !63)
    #dbg_value(double %2, !62, !DIExpression(), !63)
  %4 = fcmp olt double %0, %1, !dbg !64
  %5 = fcmp ogt double %0, %2, !dbg !65
  %6 = select i1 %5, double %2, double %0, !dbg !65
  %7 = select i1 %4, double %1, double %6, !dbg !65
  ret double %7, !dbg !66
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/complex.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "90d33c6a8b9a542e992ab9ec371ffcaa")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "cmul", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 4, type: !13)
!17 = !DILocation(line: 0, scope: !10)
!18 = !DILocation(line: 4, column: 68, scope: !10)
!19 = !{!"branch_weights", i32 1, i32 1048575}
!20 = !DILocation(line: 4, column: 72, scope: !10)
!21 = !DILocation(line: 4, column: 59, scope: !10)
!22 = distinct !DISubprogram(name: "fbits", scope: !1, file: !1, line: 5, type: !23, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !26}
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!27 = !{!28, !29}
!28 = !DILocalVariable(name: "f", arg: 1, scope: !22, file: !1, line: 5, type: !26)
!29 = !DILocalVariable(name: "x", scope: !22, file: !1, line: 5, type: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !1, line: 2, size: 32, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !30, file: !1, line: 2, baseType: !26, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !30, file: !1, line: 2, baseType: !25, size: 32)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 5, column: 60, scope: !22)
!36 = !DILocation(line: 5, column: 51, scope: !22)
!37 = distinct !DISubprogram(name: "getb", scope: !1, file: !1, line: 6, type: !38, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !41}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !1, line: 3, size: 32, elements: !43)
!43 = !{!44, !45, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !42, file: !1, line: 3, baseType: !25, size: 3, flags: DIFlagBitField, extraData: i64 0)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !42, file: !1, line: 3, baseType: !25, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !42, file: !1, line: 3, baseType: !40, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!47 = !{!48}
!48 = !DILocalVariable(name: "s", arg: 1, scope: !37, file: !1, line: 6, type: !41)
!49 = !DILocation(line: 0, scope: !37)
!50 = !DILocation(line: 6, column: 33, scope: !37)
!51 = !DILocation(line: 6, column: 48, scope: !37)
!52 = !DILocation(line: 6, column: 55, scope: !37)
!53 = !DILocation(line: 6, column: 50, scope: !37)
!54 = !DILocation(line: 6, column: 38, scope: !37)
!55 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 7, type: !56, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !58, !58, !58}
!58 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!59 = !{!60, !61, !62}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !55, file: !1, line: 7, type: !58)
!61 = !DILocalVariable(name: "lo", arg: 2, scope: !55, file: !1, line: 7, type: !58)
!62 = !DILocalVariable(name: "hi", arg: 3, scope: !55, file: !1, line: 7, type: !58)
!63 = !DILocation(line: 0, scope: !55)
!64 = !DILocation(line: 7, column: 57, scope: !55)
!65 = !DILocation(line: 7, column: 55, scope: !55)
!66 = !DILocation(line: 7, column: 48, scope: !55)
