; error: 5:3: x86_fp80
; source: 4:17
define double @f(double %x) !dbg !4 {
entry:
  %w = fpext double %x to x86_fp80, !dbg !8
  %n = fptrunc x86_fp80 %w to double, !dbg !8
  ret double %n, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "ld.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!8 = !DILocation(line: 4, column: 17, scope: !4)
