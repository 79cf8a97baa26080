; ModuleID = 'src/printf.c'
source_filename = "src/printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [16 x i8] c"hello %d %f %s\0A\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"done\00", align 1, !dbg !12

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum_ints(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !27 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !51
    #dbg_assign(i1 undef, !33, !DIExpression(), !51, ptr %2, !DIExpression(), !52)
    #dbg_value(i32 %0, !32, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5, !dbg !53
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !54
    #dbg_value(i32 0, !48, !DIExpression(), !52)
    #dbg_value(i32 0, !49, !DIExpression(), !55)
    #dbg_value(i32 0, !49, !DIExpression(), !55)
    #dbg_value(i32 0, !48, !DIExpression(), !52)
  %3 = icmp sgt i32 %0, 0, !dbg !56
  br i1 %3, label %4, label %32, !dbg !58

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !58
  %11 = icmp eq i32 %0, 1, !dbg !58
  br i1 %11, label %14, label %12, !dbg !58

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !58
  br label %34, !dbg !58

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0, !dbg !59
  br i1 %19, label %32, label %20, !dbg !59

20:                                               ; preds = %14
    #dbg_value(i32 poison, !49, !DIExpression(), !55)
    #dbg_value(i32 %17, !48, !DIExpression(), !52)
  %21 = icmp ult i32 %18, 41, !dbg !59
  br i1 %21, label %24, label %22, !dbg !59

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !59
  store ptr %23, ptr %6, align 8, !dbg !59, !DIAssignID !60
    #dbg_assign(ptr %23, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !60, ptr %6, !DIExpression(), !52)
  br label %28, !dbg !59

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !59
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !59
  %27 = add nuw nsw i32 %18, 8, !dbg !59
  store i32 %27, ptr %2, align 16, !dbg !59, !DIAssignID !61
    #dbg_assign(i32 %27, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !61, ptr %2, !DIExpression(), !52)
  br label %28, !dbg !59

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !59
  %30 = load i32, ptr %29, align 4, !dbg !59, !tbaa !62
  %31 = add nsw i32 %30, %17, !dbg !66
    #dbg_value(i32 %31, !48, !DIExpression(), !52)
    #dbg_value(i32 poison, !49, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !55)
  br label %32, !dbg !67

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ], !dbg !68
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5, !dbg !69
  ret i32 %33, !dbg !70

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !49, !DIExpression(), !55)
    #dbg_value(i32 %36, !48, !DIExpression(), !52)
  %39 = icmp ult i32 %37, 41, !dbg !59
  br i1 %39, label %40, label %44, !dbg !59

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !59
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !59
  %43 = add nuw nsw i32 %37, 8, !dbg !59
  store i32 %43, ptr %2, align 16, !dbg !59, !DIAssignID !61
    #dbg_assign(i32 %43, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !61, ptr %2, !DIExpression(), !52)
  br label %46, !dbg !59

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !59
  store ptr %45, ptr %6, align 8, !dbg !59, !DIAssignID !60
    #dbg_assign(ptr %45, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !60, ptr %6, !DIExpression(), !52)
  br label %46, !dbg !59

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !59
  %50 = load i32, ptr %49, align 4, !dbg !59, !tbaa !62
  %51 = add nsw i32 %50, %36, !dbg !66
    #dbg_value(i32 %51, !48, !DIExpression(), !52)
    #dbg_value(i32 poison, !49, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !55)
  %52 = icmp ult i32 %48, 41, !dbg !59
  br i1 %52, label %55, label %53, !dbg !59

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !59
  store ptr %54, ptr %6, align 8, !dbg !59, !DIAssignID !60
    #dbg_assign(ptr %54, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !60, ptr %6, !DIExpression(), !52)
  br label %59, !dbg !59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !59
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !59
  %58 = add nuw nsw i32 %48, 8, !dbg !59
  store i32 %58, ptr %2, align 16, !dbg !59, !DIAssignID !61
    #dbg_assign(i32 %58, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !61, ptr %2, !DIExpression(), !52)
  br label %59, !dbg !59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !59
  %63 = load i32, ptr %62, align 4, !dbg !59, !tbaa !62
  %64 = add nsw i32 %63, %51, !dbg !66
    #dbg_value(i32 %64, !48, !DIExpression(), !52)
    #dbg_value(i32 poison, !49, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !55)
  %65 = add i32 %38, 2, !dbg !58
  %66 = icmp eq i32 %65, %13, !dbg !58
  br i1 %66, label %14, label %34, !dbg !58, !llvm.loop !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !74 {
    #dbg_value(i32 %0, !80, !DIExpression(), !82)
    #dbg_value(ptr %1, !81, !DIExpression(), !82)
  %3 = load ptr, ptr %1, align 8, !dbg !83, !tbaa !84
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, double noundef 3.500000e+00, ptr noundef %3), !dbg !86
  %5 = load ptr, ptr @stderr, align 8, !dbg !87, !tbaa !84
  %6 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !88
  %7 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %5, ptr noundef nonnull @.str.1, i32 noundef %6) #6, !dbg !89
  %8 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !90
  ret i32 0, !dbg !91
}

; Function Attrs: nofree nounwind
declare !dbg !92 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !99 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !160 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { cold nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/printf.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "173dc0376d3eede720b9e3e23bc70c90")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 3, type: !28, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30, null}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32, !33, !48, !49}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !2, line: 3, type: !30)
!33 = !DILocalVariable(name: "ap", scope: !27, file: !2, line: 3, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !35, line: 12, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 192, elements: !46)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !39)
!39 = !{!40, !42, !43, !45}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !38, file: !2, line: 3, baseType: !41, size: 32)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !38, file: !2, line: 3, baseType: !41, size: 32, offset: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !38, file: !2, line: 3, baseType: !44, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !38, file: !2, line: 3, baseType: !44, size: 64, offset: 128)
!46 = !{!47}
!47 = !DISubrange(count: 1)
!48 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 3, type: !30)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 3, type: !30)
!50 = distinct !DILexicalBlock(scope: !27, file: !2, line: 3, column: 68)
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !27)
!53 = !DILocation(line: 3, column: 28, scope: !27)
!54 = !DILocation(line: 3, column: 40, scope: !27)
!55 = !DILocation(line: 0, scope: !50)
!56 = !DILocation(line: 3, column: 86, scope: !57)
!57 = distinct !DILexicalBlock(scope: !50, file: !2, line: 3, column: 68)
!58 = !DILocation(line: 3, column: 68, scope: !50)
!59 = !DILocation(line: 3, column: 101, scope: !57)
!60 = distinct !DIAssignID()
!61 = distinct !DIAssignID()
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 3, column: 98, scope: !57)
!67 = !DILocation(line: 3, column: 118, scope: !27)
!68 = !DILocation(line: 3, scope: !27)
!69 = !DILocation(line: 3, column: 140, scope: !27)
!70 = !DILocation(line: 3, column: 130, scope: !27)
!71 = distinct !{!71, !58, !72, !73}
!72 = !DILocation(line: 3, column: 101, scope: !50)
!73 = !{!"llvm.loop.mustprogress"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 4, type: !75, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !79)
!75 = !DISubroutineType(types: !76)
!76 = !{!30, !30, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!79 = !{!80, !81}
!80 = !DILocalVariable(name: "argc", arg: 1, scope: !74, file: !2, line: 4, type: !30)
!81 = !DILocalVariable(name: "argv", arg: 2, scope: !74, file: !2, line: 4, type: !77)
!82 = !DILocation(line: 0, scope: !74)
!83 = !DILocation(line: 5, column: 41, scope: !74)
!84 = !{!85, !85, i64 0}
!85 = !{!"any pointer", !64, i64 0}
!86 = !DILocation(line: 5, column: 3, scope: !74)
!87 = !DILocation(line: 6, column: 11, scope: !74)
!88 = !DILocation(line: 6, column: 31, scope: !74)
!89 = !DILocation(line: 6, column: 3, scope: !74)
!90 = !DILocation(line: 7, column: 3, scope: !74)
!91 = !DILocation(line: 8, column: 3, scope: !74)
!92 = !DISubprogram(name: "printf", scope: !93, file: !93, line: 356, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!94 = !DISubroutineType(types: !95)
!95 = !{!30, !96, null}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !DISubprogram(name: "fprintf", scope: !93, file: !93, line: 350, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!30, !102, !96, null}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !105, line: 7, baseType: !106)
!105 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !107, line: 49, size: 1728, elements: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!108 = !{!109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !124, !126, !127, !128, !132, !134, !136, !138, !141, !143, !146, !149, !150, !151, !155, !156}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !106, file: !107, line: 51, baseType: !30, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !106, file: !107, line: 54, baseType: !78, size: 64, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !106, file: !107, line: 55, baseType: !78, size: 64, offset: 128)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !106, file: !107, line: 56, baseType: !78, size: 64, offset: 192)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !106, file: !107, line: 57, baseType: !78, size: 64, offset: 256)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !106, file: !107, line: 58, baseType: !78, size: 64, offset: 320)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !106, file: !107, line: 59, baseType: !78, size: 64, offset: 384)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !106, file: !107, line: 60, baseType: !78, size: 64, offset: 448)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !106, file: !107, line: 61, baseType: !78, size: 64, offset: 512)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !106, file: !107, line: 64, baseType: !78, size: 64, offset: 576)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !106, file: !107, line: 65, baseType: !78, size: 64, offset: 640)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !106, file: !107, line: 66, baseType: !78, size: 64, offset: 704)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !106, file: !107, line: 68, baseType: !122, size: 64, offset: 768)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !107, line: 36, flags: DIFlagFwdDecl)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !106, file: !107, line: 70, baseType: !125, size: 64, offset: 832)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !106, file: !107, line: 72, baseType: !30, size: 32, offset: 896)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !106, file: !107, line: 73, baseType: !30, size: 32, offset: 928)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !106, file: !107, line: 74, baseType: !129, size: 64, offset: 960)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !130, line: 152, baseType: !131)
!130 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !106, file: !107, line: 77, baseType: !133, size: 16, offset: 1024)
!133 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !106, file: !107, line: 78, baseType: !135, size: 8, offset: 1040)
!135 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !106, file: !107, line: 79, baseType: !137, size: 8, offset: 1048)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !46)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !106, file: !107, line: 81, baseType: !139, size: 64, offset: 1088)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !107, line: 43, baseType: null)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !106, file: !107, line: 89, baseType: !142, size: 64, offset: 1152)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !130, line: 153, baseType: !131)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !106, file: !107, line: 91, baseType: !144, size: 64, offset: 1216)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !107, line: 37, flags: DIFlagFwdDecl)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !106, file: !107, line: 92, baseType: !147, size: 64, offset: 1280)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !107, line: 38, flags: DIFlagFwdDecl)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !106, file: !107, line: 93, baseType: !125, size: 64, offset: 1344)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !106, file: !107, line: 94, baseType: !44, size: 64, offset: 1408)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !106, file: !107, line: 95, baseType: !152, size: 64, offset: 1472)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !153, line: 18, baseType: !154)
!153 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!154 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !106, file: !107, line: 96, baseType: !30, size: 32, offset: 1536)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !106, file: !107, line: 98, baseType: !157, size: 160, offset: 1568)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 20)
!160 = !DISubprogram(name: "puts", scope: !93, file: !93, line: 661, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!30, !97}
