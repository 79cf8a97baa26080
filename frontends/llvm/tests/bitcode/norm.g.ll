; ModuleID = 'norm.g.bc'
source_filename = "norm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { double, double, i32 }

@g = internal unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.500000e+00, double -3.000000e+00, double 4.000000e+00], align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @norm(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !24 {
    #dbg_value(ptr %0, !35, !DIExpression(), !40)
    #dbg_value(i32 %1, !36, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !37, !DIExpression(), !40)
    #dbg_value(i32 0, !38, !DIExpression(), !41)
  %3 = icmp sgt i32 %1, 0, !dbg !42
  br i1 %3, label %4, label %27, !dbg !44

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !42
  %6 = and i64 %5, 1, !dbg !44
  %7 = icmp eq i32 %1, 1, !dbg !44
  br i1 %7, label %10, label %8, !dbg !44

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646, !dbg !44
  br label %30, !dbg !44

10:                                               ; preds = %30, %4
  %11 = phi double [ poison, %4 ], [ %56, %30 ]
  %12 = phi i64 [ 0, %4 ], [ %57, %30 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %56, %30 ]
  %14 = icmp eq i64 %6, 0, !dbg !44
  br i1 %14, label %27, label %15, !dbg !44

15:                                               ; preds = %10
    #dbg_value(i64 %12, !38, !DIExpression(), !41)
    #dbg_value(double %13, !37, !DIExpression(), !40)
  %16 = getelementptr inbounds %struct.P, ptr %0, i64 %12, !dbg !45
  %17 = load double, ptr %16, align 8, !dbg !46, !tbaa !47
  %18 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !53
  %19 = load double, ptr %18, align 8, !dbg !53, !tbaa !54
  %20 = tail call double @sin(double noundef %19) #5, !dbg !55
  %21 = and i64 %12, 3, !dbg !56
  %22 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %21, !dbg !57
  %23 = load double, ptr %22, align 8, !dbg !57, !tbaa !58
  %24 = fmul double %20, %23, !dbg !59
  %25 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %24), !dbg !60
  %26 = fadd double %13, %25, !dbg !61
    #dbg_value(double %26, !37, !DIExpression(), !40)
    #dbg_value(i64 %12, !38, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !41)
  br label %27, !dbg !62

27:                                               ; preds = %15, %10, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %26, %15 ], !dbg !40
  %29 = tail call double @sqrt(double noundef %28) #5, !dbg !62
  ret double %29, !dbg !63

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %8 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %8 ], [ %58, %30 ]
    #dbg_value(i64 %31, !38, !DIExpression(), !41)
    #dbg_value(double %32, !37, !DIExpression(), !40)
  %34 = getelementptr inbounds %struct.P, ptr %0, i64 %31, !dbg !45
  %35 = load double, ptr %34, align 8, !dbg !46, !tbaa !47
  %36 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !53
  %37 = load double, ptr %36, align 8, !dbg !53, !tbaa !54
  %38 = tail call double @sin(double noundef %37) #5, !dbg !55
  %39 = and i64 %31, 2, !dbg !56
  %40 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %39, !dbg !57
  %41 = load double, ptr %40, align 16, !dbg !57, !tbaa !58
  %42 = fmul double %38, %41, !dbg !59
  %43 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %42), !dbg !60
  %44 = fadd double %32, %43, !dbg !61
    #dbg_value(double %44, !37, !DIExpression(), !40)
  %45 = or disjoint i64 %31, 1, !dbg !64
    #dbg_value(i64 %45, !38, !DIExpression(), !41)
  %46 = getelementptr inbounds %struct.P, ptr %0, i64 %45, !dbg !45
  %47 = load double, ptr %46, align 8, !dbg !46, !tbaa !47
  %48 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !53
  %49 = load double, ptr %48, align 8, !dbg !53, !tbaa !54
  %50 = tail call double @sin(double noundef %49) #5, !dbg !55
  %51 = and i64 %45, 3, !dbg !56
  %52 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %51, !dbg !57
  %53 = load double, ptr %52, align 8, !dbg !57, !tbaa !58
  %54 = fmul double %50, %53, !dbg !59
  %55 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %54), !dbg !60
  %56 = fadd double %44, %55, !dbg !61
    #dbg_value(double %56, !37, !DIExpression(), !40)
  %57 = add nuw nsw i64 %31, 2, !dbg !64
    #dbg_value(i64 %57, !38, !DIExpression(), !41)
  %58 = add i64 %33, 2, !dbg !44
  %59 = icmp eq i64 %58, %9, !dbg !44
  br i1 %59, label %10, label %30, !dbg !44, !llvm.loop !65
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !68 double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !72 double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 3) i32 @main() local_unnamed_addr #3 !dbg !73 {
    #dbg_assign(i1 undef, !77, !DIExpression(), !83, ptr poison, !DIExpression(), !84)
    #dbg_assign(i1 undef, !77, !DIExpression(), !85, ptr poison, !DIExpression(), !84)
    #dbg_value(float 1.500000e+00, !81, !DIExpression(), !84)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x401F6145CAC2A705, double noundef 1.500000e+00), !dbg !86
  ret i32 0, !dbg !87
}

; Function Attrs: nofree nounwind
declare !dbg !88 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 4, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "norm.c", directory: "/work/main/frontends/llvm/tests/bitcode", checksumkind: CSK_MD5, checksum: "93ba3daa5d9c5a424154a8befaacfdd2")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "norm", scope: !3, file: !3, line: 5, type: !25, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!25 = !DISubroutineType(types: !26)
!26 = !{!5, !27, !33}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 3, size: 192, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !3, line: 3, baseType: !5, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !3, line: 3, baseType: !5, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !28, file: !3, line: 3, baseType: !33, size: 32, offset: 128)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !{!35, !36, !37, !38}
!35 = !DILocalVariable(name: "p", arg: 1, scope: !24, file: !3, line: 5, type: !27)
!36 = !DILocalVariable(name: "n", arg: 2, scope: !24, file: !3, line: 5, type: !33)
!37 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 6, type: !5)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 7, type: !33)
!39 = distinct !DILexicalBlock(scope: !24, file: !3, line: 7, column: 3)
!40 = !DILocation(line: 0, scope: !24)
!41 = !DILocation(line: 0, scope: !39)
!42 = !DILocation(line: 7, column: 21, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 7, column: 3)
!44 = !DILocation(line: 7, column: 3, scope: !39)
!45 = !DILocation(line: 7, column: 36, scope: !43)
!46 = !DILocation(line: 7, column: 41, scope: !43)
!47 = !{!48, !49, i64 0}
!48 = !{!"P", !49, i64 0, !49, i64 8, !52, i64 16}
!49 = !{!"double", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !{!"int", !50, i64 0}
!53 = !DILocation(line: 7, column: 63, scope: !43)
!54 = !{!48, !49, i64 8}
!55 = !DILocation(line: 7, column: 54, scope: !43)
!56 = !DILocation(line: 7, column: 72, scope: !43)
!57 = !DILocation(line: 7, column: 68, scope: !43)
!58 = !{!49, !49, i64 0}
!59 = !DILocation(line: 7, column: 66, scope: !43)
!60 = !DILocation(line: 7, column: 52, scope: !43)
!61 = !DILocation(line: 7, column: 33, scope: !43)
!62 = !DILocation(line: 8, column: 10, scope: !24)
!63 = !DILocation(line: 8, column: 3, scope: !24)
!64 = !DILocation(line: 7, column: 27, scope: !43)
!65 = distinct !{!65, !44, !66, !67}
!66 = !DILocation(line: 7, column: 75, scope: !39)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DISubprogram(name: "sin", scope: !69, file: !69, line: 64, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!70 = !DISubroutineType(types: !71)
!71 = !{!5, !5}
!72 = !DISubprogram(name: "sqrt", scope: !69, file: !69, line: 143, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !74, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!33}
!76 = !{!77, !81}
!77 = !DILocalVariable(name: "ps", scope: !73, file: !3, line: 11, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 576, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 3)
!81 = !DILocalVariable(name: "f", scope: !73, file: !3, line: 12, type: !82)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !73)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 13, column: 3, scope: !73)
!87 = !DILocation(line: 15, column: 1, scope: !73)
!88 = !DISubprogram(name: "printf", scope: !89, file: !89, line: 356, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!90 = !DISubroutineType(types: !91)
!91 = !{!33, !92, null}
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
