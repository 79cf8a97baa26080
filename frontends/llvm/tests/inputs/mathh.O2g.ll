; ModuleID = 'src/mathh.c'
source_filename = "src/mathh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @f(double noundef %0) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(double %0, !15, !DIExpression(), !16)
  %2 = tail call double @sin(double noundef %0) #7, !dbg !17
  %3 = fneg double %0, !dbg !18
  %4 = tail call double @exp(double noundef %3) #7, !dbg !19
  %5 = tail call double @llvm.fabs.f64(double %0), !dbg !20
  %6 = tail call double @llvm.sqrt.f64(double %5), !dbg !21
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6), !dbg !22
  %8 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #7, !dbg !23
  %9 = fadd double %7, %8, !dbg !24
  %10 = tail call double @log1p(double noundef %0) #7, !dbg !25
  %11 = fadd double %9, %10, !dbg !26
  ret double %11, !dbg !27
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !28 double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !30 double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !31 double @pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !34 double @log1p(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local float @g(float noundef %0) local_unnamed_addr #0 !dbg !35 {
    #dbg_value(float %0, !40, !DIExpression(), !41)
  %2 = tail call float @sinf(float noundef %0) #7, !dbg !42
  %3 = tail call float @llvm.maxnum.f32(float %0, float 0.000000e+00), !dbg !43
  %4 = fadd float %3, %2, !dbg !44
  %5 = tail call float @llvm.copysign.f32(float 1.000000e+00, float %0), !dbg !45
  %6 = fadd float %5, %4, !dbg !46
  ret float %6, !dbg !47
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !48 float @sinf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @h(x86_fp80 noundef %0) local_unnamed_addr #3 !dbg !49 {
    #dbg_value(x86_fp80 %0, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !55)
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK40008000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA), !dbg !56
  ret x86_fp80 %2, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nounwind uwtable
define dso_local double @hyp(double noundef %0, double noundef %1) local_unnamed_addr #4 !dbg !58 {
    #dbg_value(double %0, !60, !DIExpression(), !62)
    #dbg_value(double %1, !61, !DIExpression(), !62)
  %3 = tail call double @hypot(double noundef %0, double noundef %1) #7, !dbg !63
  %4 = tail call double @atan2(double noundef %1, double noundef %0) #7, !dbg !64
  %5 = fadd double %3, %4, !dbg !65
  %6 = tail call double @llvm.fma.f64(double %0, double %1, double 1.000000e+00), !dbg !66
  %7 = fadd double %6, %5, !dbg !67
  ret double %7, !dbg !68
}

; Function Attrs: nounwind
declare !dbg !69 double @hypot(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !70 double @atan2(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @consts() local_unnamed_addr #3 !dbg !71 {
  ret double 0x7FF8000000000000, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef half @half_add(half noundef %0, half noundef %1) local_unnamed_addr #3 !dbg !75 {
    #dbg_value(half %0, !80, !DIExpression(), !82)
    #dbg_value(half %1, !81, !DIExpression(), !82)
  %3 = fadd half %0, %1, !dbg !83
  ret half %3, !dbg !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/mathh.c", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "606cd93da36711b7ead8a4a01a48560f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{!15}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 0, scope: !10)
!17 = !DILocation(line: 2, column: 29, scope: !10)
!18 = !DILocation(line: 2, column: 42, scope: !10)
!19 = !DILocation(line: 2, column: 38, scope: !10)
!20 = !DILocation(line: 2, column: 53, scope: !10)
!21 = !DILocation(line: 2, column: 48, scope: !10)
!22 = !DILocation(line: 2, column: 46, scope: !10)
!23 = !DILocation(line: 2, column: 64, scope: !10)
!24 = !DILocation(line: 2, column: 62, scope: !10)
!25 = !DILocation(line: 2, column: 78, scope: !10)
!26 = !DILocation(line: 2, column: 76, scope: !10)
!27 = !DILocation(line: 2, column: 22, scope: !10)
!28 = !DISubprogram(name: "sin", scope: !29, file: !29, line: 64, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!30 = !DISubprogram(name: "exp", scope: !29, file: !29, line: 95, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubprogram(name: "pow", scope: !29, file: !29, line: 140, type: !32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(types: !33)
!33 = !{!13, !13, !13}
!34 = !DISubprogram(name: "log1p", scope: !29, file: !29, line: 122, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 3, type: !36, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!39 = !{!40}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !35, file: !1, line: 3, type: !38)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 3, column: 27, scope: !35)
!43 = !DILocation(line: 3, column: 37, scope: !35)
!44 = !DILocation(line: 3, column: 35, scope: !35)
!45 = !DILocation(line: 3, column: 54, scope: !35)
!46 = !DILocation(line: 3, column: 52, scope: !35)
!47 = !DILocation(line: 3, column: 20, scope: !35)
!48 = !DISubprogram(name: "sinf", scope: !29, file: !29, line: 64, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 4, type: !50, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!53 = !{!54}
!54 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !1, line: 4, type: !52)
!55 = !DILocation(line: 0, scope: !49)
!56 = !DILocation(line: 4, column: 48, scope: !49)
!57 = !DILocation(line: 4, column: 32, scope: !49)
!58 = distinct !DISubprogram(name: "hyp", scope: !1, file: !1, line: 5, type: !32, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!59 = !{!60, !61}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !1, line: 5, type: !13)
!61 = !DILocalVariable(name: "y", arg: 2, scope: !58, file: !1, line: 5, type: !13)
!62 = !DILocation(line: 0, scope: !58)
!63 = !DILocation(line: 5, column: 41, scope: !58)
!64 = !DILocation(line: 5, column: 55, scope: !58)
!65 = !DILocation(line: 5, column: 53, scope: !58)
!66 = !DILocation(line: 5, column: 69, scope: !58)
!67 = !DILocation(line: 5, column: 67, scope: !58)
!68 = !DILocation(line: 5, column: 34, scope: !58)
!69 = !DISubprogram(name: "hypot", scope: !29, file: !29, line: 147, type: !32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubprogram(name: "atan2", scope: !29, file: !29, line: 59, type: !32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = distinct !DISubprogram(name: "consts", scope: !1, file: !1, line: 6, type: !72, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DISubroutineType(types: !73)
!73 = !{!13}
!74 = !DILocation(line: 6, column: 23, scope: !71)
!75 = distinct !DISubprogram(name: "half_add", scope: !1, file: !1, line: 7, type: !76, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !78, !78}
!78 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!79 = !{!80, !81}
!80 = !DILocalVariable(name: "a", arg: 1, scope: !75, file: !1, line: 7, type: !78)
!81 = !DILocalVariable(name: "b", arg: 2, scope: !75, file: !1, line: 7, type: !78)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 7, column: 54, scope: !75)
!84 = !DILocation(line: 7, column: 45, scope: !75)
