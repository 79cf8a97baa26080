; ModuleID = 'src/arrays.c'
source_filename = "src/arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !16
@names = dso_local local_unnamed_addr global [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16, !dbg !18

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @weighted(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !43 {
    #dbg_value(ptr %0, !48, !DIExpression(), !52)
    #dbg_value(double 0.000000e+00, !49, !DIExpression(), !52)
    #dbg_value(i32 0, !50, !DIExpression(), !53)
    #dbg_value(i64 0, !50, !DIExpression(), !53)
    #dbg_value(double 0.000000e+00, !49, !DIExpression(), !52)
  %2 = load double, ptr %0, align 8, !dbg !54, !tbaa !56
  %3 = tail call double @llvm.fmuladd.f64(double %2, double 2.500000e-01, double 0.000000e+00), !dbg !60
    #dbg_value(double %3, !49, !DIExpression(), !52)
    #dbg_value(i64 1, !50, !DIExpression(), !53)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !54
  %5 = load double, ptr %4, align 8, !dbg !54, !tbaa !56
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 5.000000e-01, double %3), !dbg !60
    #dbg_value(double %6, !49, !DIExpression(), !52)
    #dbg_value(i64 2, !50, !DIExpression(), !53)
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !54
  %8 = load double, ptr %7, align 8, !dbg !54, !tbaa !56
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 1.250000e-01, double %6), !dbg !60
    #dbg_value(double %9, !49, !DIExpression(), !52)
    #dbg_value(i64 3, !50, !DIExpression(), !53)
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !54
  %11 = load double, ptr %10, align 8, !dbg !54, !tbaa !56
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 1.000000e-03, double %9), !dbg !60
    #dbg_value(double %12, !49, !DIExpression(), !52)
    #dbg_value(i64 4, !50, !DIExpression(), !53)
  ret double %12, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @lookup(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !62 {
    #dbg_value(i32 %0, !66, !DIExpression(), !68)
    #dbg_value(i32 %1, !67, !DIExpression(), !68)
  %3 = sext i32 %0 to i64, !dbg !69
  %4 = sext i32 %1 to i64, !dbg !69
  %5 = getelementptr inbounds [3 x [4 x i32]], ptr @table, i64 0, i64 %3, i64 %4, !dbg !69
  %6 = load i32, ptr %5, align 4, !dbg !69, !tbaa !70
  ret i32 %6, !dbg !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #3 !dbg !73 {
    #dbg_value(i32 %0, !81, !DIExpression(), !95)
    #dbg_value(ptr %1, !82, !DIExpression(), !95)
    #dbg_value(ptr %2, !83, !DIExpression(), !95)
    #dbg_value(ptr %3, !84, !DIExpression(), !95)
  %5 = zext i32 %0 to i64
    #dbg_value(i32 0, !85, !DIExpression(), !96)
  %6 = icmp sgt i32 %0, 0, !dbg !97
  br i1 %6, label %7, label %17, !dbg !98

7:                                                ; preds = %4
  %8 = and i64 %5, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %5, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12, !dbg !98

12:                                               ; preds = %7, %21
  %13 = phi i64 [ %22, %21 ], [ 0, %7 ]
    #dbg_value(i64 %13, !85, !DIExpression(), !96)
    #dbg_value(i32 0, !87, !DIExpression(), !99)
  %14 = mul nuw nsw i64 %13, %5
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %3, i64 %14
  br label %18, !dbg !100

17:                                               ; preds = %21, %4
  ret void, !dbg !101

18:                                               ; preds = %12, %41
  %19 = phi i64 [ 0, %12 ], [ %44, %41 ]
    #dbg_value(i64 %19, !87, !DIExpression(), !99)
    #dbg_value(i32 0, !93, !DIExpression(), !102)
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !103)
  %20 = getelementptr inbounds double, ptr %2, i64 %19, !dbg !104
  br i1 %9, label %24, label %46, !dbg !104

21:                                               ; preds = %41
  %22 = add nuw nsw i64 %13, 1, !dbg !105
    #dbg_value(i64 %22, !85, !DIExpression(), !96)
  %23 = icmp eq i64 %22, %5, !dbg !97
  br i1 %23, label %17, label %12, !dbg !98, !llvm.loop !106

24:                                               ; preds = %46, %18
  %25 = phi double [ poison, %18 ], [ %76, %46 ]
  %26 = phi i64 [ 0, %18 ], [ %77, %46 ]
  %27 = phi double [ 0.000000e+00, %18 ], [ %76, %46 ]
  br i1 %11, label %41, label %28, !dbg !104

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %38, %28 ], [ %26, %24 ]
  %30 = phi double [ %37, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %39, %28 ], [ 0, %24 ]
    #dbg_value(i64 %29, !93, !DIExpression(), !102)
    #dbg_value(double %30, !90, !DIExpression(), !103)
  %32 = getelementptr inbounds double, ptr %15, i64 %29, !dbg !109
  %33 = load double, ptr %32, align 8, !dbg !109, !tbaa !56
  %34 = mul nuw nsw i64 %29, %5, !dbg !111
  %35 = getelementptr inbounds double, ptr %20, i64 %34, !dbg !111
  %36 = load double, ptr %35, align 8, !dbg !111, !tbaa !56
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30), !dbg !112
    #dbg_value(double %37, !90, !DIExpression(), !103)
  %38 = add nuw nsw i64 %29, 1, !dbg !113
    #dbg_value(i64 %38, !93, !DIExpression(), !102)
  %39 = add i64 %31, 1, !dbg !104
  %40 = icmp eq i64 %39, %8, !dbg !104
  br i1 %40, label %41, label %28, !dbg !104, !llvm.loop !114

41:                                               ; preds = %28, %24
  %42 = phi double [ %25, %24 ], [ %37, %28 ], !dbg !112
  %43 = getelementptr inbounds double, ptr %16, i64 %19, !dbg !116
  store double %42, ptr %43, align 8, !dbg !117, !tbaa !56
  %44 = add nuw nsw i64 %19, 1, !dbg !118
    #dbg_value(i64 %44, !87, !DIExpression(), !99)
  %45 = icmp eq i64 %44, %5, !dbg !119
  br i1 %45, label %21, label %18, !dbg !100, !llvm.loop !120

46:                                               ; preds = %18, %46
  %47 = phi i64 [ %77, %46 ], [ 0, %18 ]
  %48 = phi double [ %76, %46 ], [ 0.000000e+00, %18 ]
  %49 = phi i64 [ %78, %46 ], [ 0, %18 ]
    #dbg_value(i64 %47, !93, !DIExpression(), !102)
    #dbg_value(double %48, !90, !DIExpression(), !103)
  %50 = getelementptr inbounds double, ptr %15, i64 %47, !dbg !109
  %51 = load double, ptr %50, align 8, !dbg !109, !tbaa !56
  %52 = mul nuw nsw i64 %47, %5, !dbg !111
  %53 = getelementptr inbounds double, ptr %20, i64 %52, !dbg !111
  %54 = load double, ptr %53, align 8, !dbg !111, !tbaa !56
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48), !dbg !112
    #dbg_value(double %55, !90, !DIExpression(), !103)
  %56 = or disjoint i64 %47, 1, !dbg !113
    #dbg_value(i64 %56, !93, !DIExpression(), !102)
  %57 = getelementptr inbounds double, ptr %15, i64 %56, !dbg !109
  %58 = load double, ptr %57, align 8, !dbg !109, !tbaa !56
  %59 = mul nuw nsw i64 %56, %5, !dbg !111
  %60 = getelementptr inbounds double, ptr %20, i64 %59, !dbg !111
  %61 = load double, ptr %60, align 8, !dbg !111, !tbaa !56
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55), !dbg !112
    #dbg_value(double %62, !90, !DIExpression(), !103)
  %63 = or disjoint i64 %47, 2, !dbg !113
    #dbg_value(i64 %63, !93, !DIExpression(), !102)
  %64 = getelementptr inbounds double, ptr %15, i64 %63, !dbg !109
  %65 = load double, ptr %64, align 8, !dbg !109, !tbaa !56
  %66 = mul nuw nsw i64 %63, %5, !dbg !111
  %67 = getelementptr inbounds double, ptr %20, i64 %66, !dbg !111
  %68 = load double, ptr %67, align 8, !dbg !111, !tbaa !56
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %62), !dbg !112
    #dbg_value(double %69, !90, !DIExpression(), !103)
  %70 = or disjoint i64 %47, 3, !dbg !113
    #dbg_value(i64 %70, !93, !DIExpression(), !102)
  %71 = getelementptr inbounds double, ptr %15, i64 %70, !dbg !109
  %72 = load double, ptr %71, align 8, !dbg !109, !tbaa !56
  %73 = mul nuw nsw i64 %70, %5, !dbg !111
  %74 = getelementptr inbounds double, ptr %20, i64 %73, !dbg !111
  %75 = load double, ptr %74, align 8, !dbg !111, !tbaa !56
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %69), !dbg !112
    #dbg_value(double %76, !90, !DIExpression(), !103)
  %77 = add nuw nsw i64 %47, 4, !dbg !113
    #dbg_value(i64 %77, !93, !DIExpression(), !102)
  %78 = add i64 %49, 4, !dbg !104
  %79 = icmp eq i64 %78, %10, !dbg !104
  br i1 %79, label %24, label %46, !dbg !104, !llvm.loop !122
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/arrays.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "965e8055afd96b66a45a120fbfa5b3aa")
!4 = !{!0, !5, !11, !16, !18, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 6)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 3, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 3, type: !7, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 3, type: !20, isLocal: false, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 192, elements: !23)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!23 = !{!24}
!24 = !DISubrange(count: 3)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 1, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 256, elements: !30)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 384, elements: !34)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !{!24, !31}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "weighted", scope: !3, file: !3, line: 4, type: !44, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!29, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!47 = !{!48, !49, !50}
!48 = !DILocalVariable(name: "v", arg: 1, scope: !43, file: !3, line: 4, type: !46)
!49 = !DILocalVariable(name: "s", scope: !43, file: !3, line: 5, type: !29)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 5, type: !33)
!51 = distinct !DILexicalBlock(scope: !43, file: !3, line: 5, column: 17)
!52 = !DILocation(line: 0, scope: !43)
!53 = !DILocation(line: 0, scope: !51)
!54 = !DILocation(line: 5, column: 63, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 5, column: 17)
!56 = !{!57, !57, i64 0}
!57 = !{!"double", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 5, column: 47, scope: !55)
!61 = !DILocation(line: 5, column: 69, scope: !43)
!62 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 7, type: !63, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!33, !33, !33}
!65 = !{!66, !67}
!66 = !DILocalVariable(name: "i", arg: 1, scope: !62, file: !3, line: 7, type: !33)
!67 = !DILocalVariable(name: "j", arg: 2, scope: !62, file: !3, line: 7, type: !33)
!68 = !DILocation(line: 0, scope: !62)
!69 = !DILocation(line: 7, column: 35, scope: !62)
!70 = !{!71, !71, i64 0}
!71 = !{!"int", !58, i64 0}
!72 = !DILocation(line: 7, column: 28, scope: !62)
!73 = distinct !DISubprogram(name: "matmul", scope: !3, file: !3, line: 8, type: !74, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !33, !76, !76, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: -1)
!80 = !{!81, !82, !83, !84, !85, !87, !90, !93}
!81 = !DILocalVariable(name: "n", arg: 1, scope: !73, file: !3, line: 8, type: !33)
!82 = !DILocalVariable(name: "A", arg: 2, scope: !73, file: !3, line: 8, type: !76)
!83 = !DILocalVariable(name: "B", arg: 3, scope: !73, file: !3, line: 8, type: !76)
!84 = !DILocalVariable(name: "C", arg: 4, scope: !73, file: !3, line: 8, type: !76)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 9, type: !33)
!86 = distinct !DILexicalBlock(scope: !73, file: !3, line: 9, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 9, type: !33)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 9, column: 31)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 9, column: 3)
!90 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 10, type: !29)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 9, column: 59)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 9, column: 31)
!93 = !DILocalVariable(name: "k", scope: !94, file: !3, line: 10, type: !33)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 10, column: 19)
!95 = !DILocation(line: 0, scope: !73)
!96 = !DILocation(line: 0, scope: !86)
!97 = !DILocation(line: 9, column: 21, scope: !89)
!98 = !DILocation(line: 9, column: 3, scope: !86)
!99 = !DILocation(line: 0, scope: !88)
!100 = !DILocation(line: 9, column: 31, scope: !88)
!101 = !DILocation(line: 12, column: 1, scope: !73)
!102 = !DILocation(line: 0, scope: !94)
!103 = !DILocation(line: 0, scope: !91)
!104 = !DILocation(line: 10, column: 19, scope: !94)
!105 = !DILocation(line: 9, column: 27, scope: !89)
!106 = distinct !{!106, !98, !107, !108}
!107 = !DILocation(line: 11, column: 3, scope: !86)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 10, column: 52, scope: !110)
!110 = distinct !DILexicalBlock(scope: !94, file: !3, line: 10, column: 19)
!111 = !DILocation(line: 10, column: 62, scope: !110)
!112 = !DILocation(line: 10, column: 49, scope: !110)
!113 = !DILocation(line: 10, column: 43, scope: !110)
!114 = distinct !{!114, !115}
!115 = !{!"llvm.loop.unroll.disable"}
!116 = !DILocation(line: 10, column: 71, scope: !91)
!117 = !DILocation(line: 10, column: 79, scope: !91)
!118 = !DILocation(line: 9, column: 55, scope: !92)
!119 = !DILocation(line: 9, column: 49, scope: !92)
!120 = distinct !{!120, !100, !121, !108}
!121 = !DILocation(line: 11, column: 3, scope: !88)
!122 = distinct !{!122, !104, !123, !108}
!123 = !DILocation(line: 10, column: 68, scope: !94)
