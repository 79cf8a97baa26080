; ModuleID = 'src/loops.c'
source_filename = "src/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !18, !DIExpression(), !24)
    #dbg_value(ptr %1, !19, !DIExpression(), !24)
    #dbg_value(i32 %2, !20, !DIExpression(), !24)
    #dbg_value(double 0.000000e+00, !21, !DIExpression(), !24)
    #dbg_value(i32 0, !22, !DIExpression(), !25)
  %4 = icmp sgt i32 %2, 0, !dbg !26
  br i1 %4, label %5, label %28, !dbg !28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64, !dbg !26
  %7 = and i64 %6, 3, !dbg !28
  %8 = icmp ult i32 %2, 4, !dbg !28
  br i1 %8, label %11, label %9, !dbg !28

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644, !dbg !28
  br label %30, !dbg !28

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0, !dbg !28
  br i1 %15, label %28, label %16, !dbg !28

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
    #dbg_value(i64 %17, !22, !DIExpression(), !25)
    #dbg_value(double %18, !21, !DIExpression(), !24)
  %20 = getelementptr inbounds double, ptr %0, i64 %17, !dbg !29
  %21 = load double, ptr %20, align 8, !dbg !29, !tbaa !30
  %22 = getelementptr inbounds double, ptr %1, i64 %17, !dbg !34
  %23 = load double, ptr %22, align 8, !dbg !34, !tbaa !30
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18), !dbg !35
    #dbg_value(double %24, !21, !DIExpression(), !24)
  %25 = add nuw nsw i64 %17, 1, !dbg !36
    #dbg_value(i64 %25, !22, !DIExpression(), !25)
  %26 = add i64 %19, 1, !dbg !28
  %27 = icmp eq i64 %26, %7, !dbg !28
  br i1 %27, label %28, label %16, !dbg !28, !llvm.loop !37

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ], !dbg !24
  ret double %29, !dbg !39

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
    #dbg_value(i64 %31, !22, !DIExpression(), !25)
    #dbg_value(double %32, !21, !DIExpression(), !24)
  %34 = getelementptr inbounds double, ptr %0, i64 %31, !dbg !29
  %35 = load double, ptr %34, align 8, !dbg !29, !tbaa !30
  %36 = getelementptr inbounds double, ptr %1, i64 %31, !dbg !34
  %37 = load double, ptr %36, align 8, !dbg !34, !tbaa !30
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32), !dbg !35
    #dbg_value(double %38, !21, !DIExpression(), !24)
  %39 = or disjoint i64 %31, 1, !dbg !36
    #dbg_value(i64 %39, !22, !DIExpression(), !25)
  %40 = getelementptr inbounds double, ptr %0, i64 %39, !dbg !29
  %41 = load double, ptr %40, align 8, !dbg !29, !tbaa !30
  %42 = getelementptr inbounds double, ptr %1, i64 %39, !dbg !34
  %43 = load double, ptr %42, align 8, !dbg !34, !tbaa !30
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38), !dbg !35
    #dbg_value(double %44, !21, !DIExpression(), !24)
  %45 = or disjoint i64 %31, 2, !dbg !36
    #dbg_value(i64 %45, !22, !DIExpression(), !25)
  %46 = getelementptr inbounds double, ptr %0, i64 %45, !dbg !29
  %47 = load double, ptr %46, align 8, !dbg !29, !tbaa !30
  %48 = getelementptr inbounds double, ptr %1, i64 %45, !dbg !34
  %49 = load double, ptr %48, align 8, !dbg !34, !tbaa !30
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44), !dbg !35
    #dbg_value(double %50, !21, !DIExpression(), !24)
  %51 = or disjoint i64 %31, 3, !dbg !36
    #dbg_value(i64 %51, !22, !DIExpression(), !25)
  %52 = getelementptr inbounds double, ptr %0, i64 %51, !dbg !29
  %53 = load double, ptr %52, align 8, !dbg !29, !tbaa !30
  %54 = getelementptr inbounds double, ptr %1, i64 %51, !dbg !34
  %55 = load double, ptr %54, align 8, !dbg !34, !tbaa !30
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50), !dbg !35
    #dbg_value(double %56, !21, !DIExpression(), !24)
  %57 = add nuw nsw i64 %31, 4, !dbg !36
    #dbg_value(i64 %57, !22, !DIExpression(), !25)
  %58 = add i64 %33, 4, !dbg !28
  %59 = icmp eq i64 %58, %10, !dbg !28
  br i1 %59, label %11, label %30, !dbg !28, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #2 !dbg !43 {
    #dbg_value(float %0, !52, !DIExpression(), !58)
    #dbg_value(ptr %1, !53, !DIExpression(), !58)
    #dbg_value(ptr %2, !54, !DIExpression(), !58)
    #dbg_value(i64 %3, !55, !DIExpression(), !58)
    #dbg_value(i64 0, !56, !DIExpression(), !59)
  %5 = icmp sgt i64 %3, 0, !dbg !60
  br i1 %5, label %6, label %50, !dbg !62

6:                                                ; preds = %4
  %7 = icmp ult i64 %3, 8, !dbg !62
  br i1 %7, label %8, label %23, !dbg !62

8:                                                ; preds = %48, %23, %6
  %9 = phi i64 [ 0, %23 ], [ 0, %6 ], [ %31, %48 ]
  %10 = and i64 %3, 1, !dbg !62
  %11 = icmp eq i64 %10, 0, !dbg !62
  br i1 %11, label %19, label %12, !dbg !62

12:                                               ; preds = %8
    #dbg_value(i64 poison, !56, !DIExpression(), !59)
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !63
  %14 = load float, ptr %13, align 4, !dbg !63, !tbaa !64
  %15 = getelementptr inbounds float, ptr %2, i64 %9, !dbg !66
  %16 = load float, ptr %15, align 4, !dbg !66, !tbaa !64
  %17 = tail call float @llvm.fmuladd.f32(float %0, float %14, float %16), !dbg !67
  store float %17, ptr %15, align 4, !dbg !68, !tbaa !64
  %18 = or disjoint i64 %9, 1, !dbg !69
    #dbg_value(i64 %18, !56, !DIExpression(), !59)
  br label %19, !dbg !62

19:                                               ; preds = %12, %8
  %20 = phi i64 [ %9, %8 ], [ %18, %12 ]
  %21 = add nsw i64 %3, -1, !dbg !62
  %22 = icmp eq i64 %9, %21, !dbg !62
  br i1 %22, label %50, label %51, !dbg !62

23:                                               ; preds = %6
  %24 = shl i64 %3, 2, !dbg !62
  %25 = getelementptr i8, ptr %2, i64 %24, !dbg !62
  %26 = getelementptr i8, ptr %1, i64 %24, !dbg !62
  %27 = icmp ugt ptr %26, %2, !dbg !62
  %28 = icmp ugt ptr %25, %1, !dbg !62
  %29 = and i1 %27, %28, !dbg !62
  br i1 %29, label %8, label %30, !dbg !62

30:                                               ; preds = %23
  %31 = and i64 %3, 9223372036854775800, !dbg !62
  %32 = insertelement <4 x float> poison, float %0, i64 0, !dbg !62
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !62
  br label %34, !dbg !62

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %46, %34 ], !dbg !69
  %36 = getelementptr inbounds float, ptr %1, i64 %35, !dbg !63
  %37 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !63
  %38 = load <4 x float>, ptr %36, align 4, !dbg !63, !tbaa !64, !alias.scope !70
  %39 = load <4 x float>, ptr %37, align 4, !dbg !63, !tbaa !64, !alias.scope !70
  %40 = getelementptr inbounds float, ptr %2, i64 %35, !dbg !66
  %41 = getelementptr inbounds i8, ptr %40, i64 16, !dbg !66
  %42 = load <4 x float>, ptr %40, align 4, !dbg !66, !tbaa !64, !alias.scope !73, !noalias !70
  %43 = load <4 x float>, ptr %41, align 4, !dbg !66, !tbaa !64, !alias.scope !73, !noalias !70
  %44 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %38, <4 x float> %42), !dbg !67
  %45 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %39, <4 x float> %43), !dbg !67
  store <4 x float> %44, ptr %40, align 4, !dbg !68, !tbaa !64, !alias.scope !73, !noalias !70
  store <4 x float> %45, ptr %41, align 4, !dbg !68, !tbaa !64, !alias.scope !73, !noalias !70
  %46 = add nuw i64 %35, 8, !dbg !69
  %47 = icmp eq i64 %46, %31, !dbg !69
  br i1 %47, label %48, label %34, !dbg !69, !llvm.loop !75

48:                                               ; preds = %34
  %49 = icmp eq i64 %31, %3, !dbg !62
  br i1 %49, label %50, label %8, !dbg !62

50:                                               ; preds = %19, %51, %48, %4
  ret void, !dbg !79

51:                                               ; preds = %19, %51
  %52 = phi i64 [ %64, %51 ], [ %20, %19 ]
    #dbg_value(i64 %52, !56, !DIExpression(), !59)
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !63
  %54 = load float, ptr %53, align 4, !dbg !63, !tbaa !64
  %55 = getelementptr inbounds float, ptr %2, i64 %52, !dbg !66
  %56 = load float, ptr %55, align 4, !dbg !66, !tbaa !64
  %57 = tail call float @llvm.fmuladd.f32(float %0, float %54, float %56), !dbg !67
  store float %57, ptr %55, align 4, !dbg !68, !tbaa !64
  %58 = add nuw nsw i64 %52, 1, !dbg !69
    #dbg_value(i64 %58, !56, !DIExpression(), !59)
  %59 = getelementptr inbounds float, ptr %1, i64 %58, !dbg !63
  %60 = load float, ptr %59, align 4, !dbg !63, !tbaa !64
  %61 = getelementptr inbounds float, ptr %2, i64 %58, !dbg !66
  %62 = load float, ptr %61, align 4, !dbg !66, !tbaa !64
  %63 = tail call float @llvm.fmuladd.f32(float %0, float %60, float %62), !dbg !67
  store float %63, ptr %61, align 4, !dbg !68, !tbaa !64
  %64 = add nuw nsw i64 %52, 2, !dbg !69
    #dbg_value(i64 %64, !56, !DIExpression(), !59)
  %65 = icmp eq i64 %64, %3, !dbg !60
  br i1 %65, label %50, label %51, !dbg !62, !llvm.loop !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz(i32 noundef %0) local_unnamed_addr #3 !dbg !81 {
    #dbg_value(i32 %0, !86, !DIExpression(), !88)
    #dbg_value(i32 0, !87, !DIExpression(), !88)
  %2 = icmp eq i32 %0, 1, !dbg !89
  br i1 %2, label %14, label %3, !dbg !90

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !87, !DIExpression(), !88)
    #dbg_value(i32 %5, !86, !DIExpression(), !88)
  %6 = and i32 %5, 1, !dbg !91
  %7 = icmp eq i32 %6, 0, !dbg !91
  %8 = mul i32 %5, 3, !dbg !93
  %9 = add i32 %8, 1, !dbg !93
  %10 = lshr exact i32 %5, 1, !dbg !93
  %11 = select i1 %7, i32 %10, i32 %9, !dbg !93
    #dbg_value(i32 %11, !86, !DIExpression(), !88)
  %12 = add nuw nsw i32 %4, 1, !dbg !94
    #dbg_value(i32 %12, !87, !DIExpression(), !88)
  %13 = icmp eq i32 %11, 1, !dbg !89
  br i1 %13, label %14, label %3, !dbg !90, !llvm.loop !95

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !88
  ret i32 %15, !dbg !97
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/loops.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "2074110ed01f5bd8e8f59c3f0f28aeb6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14, !14, !16}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19, !20, !21, !22}
!18 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!20 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!21 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 2, type: !13)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 3, type: !16)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 3)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 0, scope: !23)
!26 = !DILocation(line: 3, column: 21, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 3, column: 3)
!28 = !DILocation(line: 3, column: 3, scope: !23)
!29 = !DILocation(line: 3, column: 36, scope: !27)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 3, column: 43, scope: !27)
!35 = !DILocation(line: 3, column: 33, scope: !27)
!36 = !DILocation(line: 3, column: 27, scope: !27)
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !DILocation(line: 4, column: 3, scope: !10)
!40 = distinct !{!40, !28, !41, !42}
!41 = !DILocation(line: 3, column: 46, scope: !23)
!42 = !{!"llvm.loop.mustprogress"}
!43 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 6, type: !44, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !47, !49, !50}
!46 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !{!52, !53, !54, !55, !56}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !1, line: 6, type: !46)
!53 = !DILocalVariable(name: "x", arg: 2, scope: !43, file: !1, line: 6, type: !47)
!54 = !DILocalVariable(name: "y", arg: 3, scope: !43, file: !1, line: 6, type: !49)
!55 = !DILocalVariable(name: "n", arg: 4, scope: !43, file: !1, line: 6, type: !50)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 7, type: !50)
!57 = distinct !DILexicalBlock(scope: !43, file: !1, line: 7, column: 3)
!58 = !DILocation(line: 0, scope: !43)
!59 = !DILocation(line: 0, scope: !57)
!60 = !DILocation(line: 7, column: 22, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 7, column: 3)
!62 = !DILocation(line: 7, column: 3, scope: !57)
!63 = !DILocation(line: 7, column: 43, scope: !61)
!64 = !{!65, !65, i64 0}
!65 = !{!"float", !32, i64 0}
!66 = !DILocation(line: 7, column: 50, scope: !61)
!67 = !DILocation(line: 7, column: 48, scope: !61)
!68 = !DILocation(line: 7, column: 37, scope: !61)
!69 = !DILocation(line: 7, column: 27, scope: !61)
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !62, !76, !42, !77, !78}
!76 = !DILocation(line: 7, column: 53, scope: !57)
!77 = !{!"llvm.loop.isvectorized", i32 1}
!78 = !{!"llvm.loop.unroll.runtime.disable"}
!79 = !DILocation(line: 8, column: 1, scope: !43)
!80 = distinct !{!80, !62, !76, !42, !77}
!81 = distinct !DISubprogram(name: "collatz", scope: !1, file: !1, line: 9, type: !82, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !85)
!82 = !DISubroutineType(types: !83)
!83 = !{!16, !84}
!84 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!85 = !{!86, !87}
!86 = !DILocalVariable(name: "x", arg: 1, scope: !81, file: !1, line: 9, type: !84)
!87 = !DILocalVariable(name: "steps", scope: !81, file: !1, line: 10, type: !16)
!88 = !DILocation(line: 0, scope: !81)
!89 = !DILocation(line: 11, column: 12, scope: !81)
!90 = !DILocation(line: 11, column: 3, scope: !81)
!91 = !DILocation(line: 11, column: 27, scope: !92)
!92 = distinct !DILexicalBlock(scope: !81, file: !1, line: 11, column: 18)
!93 = !DILocation(line: 11, column: 24, scope: !92)
!94 = !DILocation(line: 11, column: 58, scope: !92)
!95 = distinct !{!95, !90, !96, !42}
!96 = !DILocation(line: 11, column: 62, scope: !81)
!97 = !DILocation(line: 12, column: 3, scope: !81)
