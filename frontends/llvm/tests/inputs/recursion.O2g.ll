; ModuleID = 'src/recursion.c'
source_filename = "src/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @fib(i32 noundef %0) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(i32 %0, !18, !DIExpression(), !19)
  %2 = icmp ult i32 %0, 2, !dbg !20
  br i1 %2, label %3, label %8, !dbg !21

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext nneg i32 %5 to i64, !dbg !22
  %7 = add i64 %4, %6
  ret i64 %7, !dbg !23

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !18, !DIExpression(), !19)
  %11 = add i32 %9, -1, !dbg !24
  %12 = tail call i64 @fib(i32 noundef %11), !dbg !25
  %13 = add i32 %9, -2, !dbg !26
  %14 = add i64 %12, %10, !dbg !27
    #dbg_value(i32 %13, !18, !DIExpression(), !19)
  %15 = icmp ult i32 %13, 2, !dbg !20
  br i1 %15, label %3, label %8, !dbg !21
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local double @power(double noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !28 {
    #dbg_value(double %0, !34, !DIExpression(), !37)
    #dbg_value(i32 %1, !35, !DIExpression(), !37)
  %3 = icmp eq i32 %1, 0, !dbg !38
  br i1 %3, label %4, label %6, !dbg !40

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5, !dbg !41

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2, !dbg !42
  %8 = tail call double @power(double noundef %0, i32 noundef %7), !dbg !43
    #dbg_value(double %8, !36, !DIExpression(), !37)
  %9 = and i32 %1, 1, !dbg !44
  %10 = icmp eq i32 %9, 0, !dbg !44
  %11 = fmul double %8, %8, !dbg !45
  %12 = fmul double %11, %0, !dbg !45
  %13 = select i1 %10, double %11, double %12, !dbg !45
  br label %4, !dbg !41
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @ackermann(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !46 {
    #dbg_value(i32 %0, !50, !DIExpression(), !52)
    #dbg_value(i32 %1, !51, !DIExpression(), !52)
  %3 = icmp eq i32 %0, 0, !dbg !53
  br i1 %3, label %4, label %7, !dbg !55

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !56
  ret i32 %6, !dbg !57

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !51, !DIExpression(), !52)
    #dbg_value(i32 %9, !50, !DIExpression(), !52)
  %10 = icmp eq i32 %8, 0, !dbg !58
  br i1 %10, label %11, label %15, !dbg !60

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !61
    #dbg_value(i32 %13, !50, !DIExpression(), !52)
    #dbg_value(i32 %12, !51, !DIExpression(), !52)
  %14 = icmp eq i32 %13, 0, !dbg !53
  br i1 %14, label %4, label %7, !dbg !55

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !62
  %17 = tail call i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !63
  br label %11, !dbg !64
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 !dbg !65 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !69, !DIExpression(), !70)
  %7 = mul nsw i128 %6, 9223372036854775807, !dbg !71
  %8 = add nsw i128 %7, 1267650600228229401496703205376, !dbg !72
  %9 = trunc i128 %7 to i64, !dbg !73
  %10 = lshr i128 %8, 64, !dbg !73
  %11 = trunc nuw i128 %10 to i64, !dbg !73
  %12 = insertvalue { i64, i64 } poison, i64 %9, 0, !dbg !73
  %13 = insertvalue { i64, i64 } %12, i64 %11, 1, !dbg !73
  ret { i64, i64 } %13, !dbg !73
}

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/recursion.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "1498334241cdb96dfcfa1d8f66f90223")
!2 = !{!3}
!3 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16}
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{!18}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 1, type: !16)
!19 = !DILocation(line: 0, scope: !12)
!20 = !DILocation(line: 1, column: 42, scope: !12)
!21 = !DILocation(line: 1, column: 40, scope: !12)
!22 = !DILocation(line: 1, column: 48, scope: !12)
!23 = !DILocation(line: 1, column: 33, scope: !12)
!24 = !DILocation(line: 1, column: 58, scope: !12)
!25 = !DILocation(line: 1, column: 52, scope: !12)
!26 = !DILocation(line: 1, column: 71, scope: !12)
!27 = !DILocation(line: 1, column: 63, scope: !12)
!28 = distinct !DISubprogram(name: "power", scope: !1, file: !1, line: 2, type: !29, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !32}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !35, !36}
!34 = !DILocalVariable(name: "x", arg: 1, scope: !28, file: !1, line: 2, type: !31)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !28, file: !1, line: 2, type: !32)
!36 = !DILocalVariable(name: "h", scope: !28, file: !1, line: 2, type: !31)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocation(line: 2, column: 39, scope: !39)
!39 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 37)
!40 = !DILocation(line: 2, column: 37, scope: !28)
!41 = !DILocation(line: 2, column: 119, scope: !28)
!42 = !DILocation(line: 2, column: 77, scope: !28)
!43 = !DILocation(line: 2, column: 66, scope: !28)
!44 = !DILocation(line: 2, column: 93, scope: !28)
!45 = !DILocation(line: 2, column: 90, scope: !28)
!46 = distinct !DISubprogram(name: "ackermann", scope: !1, file: !1, line: 3, type: !47, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!32, !32, !32}
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "m", arg: 1, scope: !46, file: !1, line: 3, type: !32)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !1, line: 3, type: !32)
!52 = !DILocation(line: 0, scope: !46)
!53 = !DILocation(line: 3, column: 37, scope: !54)
!54 = distinct !DILexicalBlock(scope: !46, file: !1, line: 3, column: 35)
!55 = !DILocation(line: 3, column: 35, scope: !46)
!56 = !DILocation(line: 3, column: 52, scope: !54)
!57 = !DILocation(line: 3, column: 143, scope: !46)
!58 = !DILocation(line: 3, column: 63, scope: !59)
!59 = distinct !DILexicalBlock(scope: !46, file: !1, line: 3, column: 61)
!60 = !DILocation(line: 3, column: 61, scope: !46)
!61 = !DILocation(line: 3, scope: !46)
!62 = !DILocation(line: 3, column: 136, scope: !46)
!63 = !DILocation(line: 3, column: 121, scope: !46)
!64 = !DILocation(line: 3, column: 104, scope: !46)
!65 = distinct !DISubprogram(name: "big", scope: !1, file: !1, line: 4, type: !66, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!3, !3}
!68 = !{!69}
!69 = !DILocalVariable(name: "x", arg: 1, scope: !65, file: !1, line: 4, type: !3)
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 4, column: 37, scope: !65)
!72 = !DILocation(line: 4, column: 70, scope: !65)
!73 = !DILocation(line: 4, column: 28, scope: !65)
