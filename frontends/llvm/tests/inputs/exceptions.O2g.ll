; ModuleID = 'src/exceptions.cpp'
source_filename = "src/exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z3runi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !10 {
    #dbg_value(i32 %0, !15, !DIExpression(), !27)
    #dbg_value(i32 0, !16, !DIExpression(), !27)
    #dbg_value(ptr undef, !17, !DIExpression(), !28)
  tail call void @_Z9may_throwi(i32 noundef %0), !dbg !29
    #dbg_value(i32 1, !16, !DIExpression(), !27)
  ret i32 1, !dbg !30
}

declare !dbg !31 void @_Z9may_throwi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7catcheri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !34 {
    #dbg_value(i32 %0, !36, !DIExpression(), !38)
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %12 unwind label %2, !dbg !39

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !41
  %4 = extractvalue { ptr, i32 } %3, 0, !dbg !41
  %5 = extractvalue { ptr, i32 } %3, 1, !dbg !41
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5, !dbg !42
  %7 = icmp eq i32 %5, %6, !dbg !42
  %8 = tail call ptr @__cxa_begin_catch(ptr %4) #5, !dbg !43
  br i1 %7, label %9, label %11, !dbg !42

9:                                                ; preds = %2
  %10 = load i32, ptr %8, align 4, !dbg !44, !tbaa !46
    #dbg_value(i32 %10, !37, !DIExpression(), !38)
  tail call void @__cxa_end_catch() #5, !dbg !50
  br label %12

11:                                               ; preds = %2
  tail call void @__cxa_end_catch(), !dbg !44
  br label %12

12:                                               ; preds = %1, %9, %11
  %13 = phi i32 [ %10, %9 ], [ -1, %11 ], [ 0, %1 ], !dbg !43
  ret i32 %13, !dbg !52
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_Z11noexcept_fnv() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !53 {
  invoke void @_Z9may_throwi(i32 noundef 1)
          to label %1 unwind label %2, !dbg !56

1:                                                ; preds = %0
  ret void, !dbg !57

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr null, !dbg !56
  %4 = extractvalue { ptr, i32 } %3, 0, !dbg !56
  tail call void @__clang_call_terminate(ptr %4) #6, !dbg !56
  unreachable, !dbg !56
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #5
  tail call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/exceptions.cpp", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "951bb6841283630df57af16bd5782523")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "run", linkageName: "_Z3runi", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocalVariable(name: "g", scope: !18, file: !1, line: 3, type: !19)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 29)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 1, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, identifier: "_ZTS5Guard")
!20 = !{!21, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !19, file: !1, line: 1, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!23 = !DISubprogram(name: "~Guard", scope: !19, file: !1, line: 1, type: !24, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 0, scope: !18)
!29 = !DILocation(line: 3, column: 44, scope: !18)
!30 = !DILocation(line: 3, column: 60, scope: !10)
!31 = !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !1, file: !1, line: 2, type: !32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !13}
!34 = distinct !DISubprogram(name: "catcher", linkageName: "_Z7catcheri", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "x", arg: 1, scope: !34, file: !1, line: 4, type: !13)
!37 = !DILocalVariable(name: "e", scope: !34, file: !1, line: 4, type: !13)
!38 = !DILocation(line: 0, scope: !34)
!39 = !DILocation(line: 4, column: 28, scope: !40)
!40 = distinct !DILexicalBlock(scope: !34, file: !1, line: 4, column: 26)
!41 = !DILocation(line: 4, column: 109, scope: !40)
!42 = !DILocation(line: 4, column: 42, scope: !40)
!43 = !DILocation(line: 4, scope: !34)
!44 = !DILocation(line: 4, column: 97, scope: !45)
!45 = distinct !DILexicalBlock(scope: !34, file: !1, line: 4, column: 84)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 4, column: 70, scope: !51)
!51 = distinct !DILexicalBlock(scope: !34, file: !1, line: 4, column: 58)
!52 = !DILocation(line: 4, column: 109, scope: !34)
!53 = distinct !DISubprogram(name: "noexcept_fn", linkageName: "_Z11noexcept_fnv", scope: !1, file: !1, line: 5, type: !54, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DISubroutineType(types: !55)
!55 = !{null}
!56 = !DILocation(line: 5, column: 31, scope: !53)
!57 = !DILocation(line: 5, column: 45, scope: !53)
