; ModuleID = 'errors/untyped_copy.c'
source_filename = "errors/untyped_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.da = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 1.000000e+00, double 1.000000e+00], align 16
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [3 x double], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 24, i1 false), !dbg !24
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.da, i64 24, i1 false), !dbg !26
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
    #dbg_declare(ptr %5, !29, !DIExpression(), !30)
  %6 = load i32, ptr @enzyme_dup, align 4, !dbg !31
  %7 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0, !dbg !32
  %8 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0, !dbg !33
  %9 = load i32, ptr @enzyme_dup, align 4, !dbg !34
  %10 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0, !dbg !35
  %11 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !36
  %12 = load i32, ptr @enzyme_const, align 4, !dbg !37
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @copy, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef %11, i32 noundef %12, i32 noundef 3), !dbg !38
  %13 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0, !dbg !39
  %14 = load double, ptr %13, align 16, !dbg !39
  %15 = fcmp une double %14, 1.000000e+00, !dbg !40
  %16 = zext i1 %15 to i32, !dbg !40
  ret i32 %16, !dbg !41
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !42 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !46, !DIExpression(), !47)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !48, !DIExpression(), !49)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !50, !DIExpression(), !51)
    #dbg_declare(ptr %7, !52, !DIExpression(), !53)
  %10 = load ptr, ptr %4, align 8, !dbg !54
  store ptr %10, ptr %7, align 8, !dbg !53
    #dbg_declare(ptr %8, !55, !DIExpression(), !56)
  %11 = load ptr, ptr %5, align 8, !dbg !57
  store ptr %11, ptr %8, align 8, !dbg !56
    #dbg_declare(ptr %9, !58, !DIExpression(), !60)
  store i32 0, ptr %9, align 4, !dbg !60
  br label %12, !dbg !61

12:                                               ; preds = %26, %3
  %13 = load i32, ptr %9, align 4, !dbg !62
  %14 = load i32, ptr %6, align 4, !dbg !64
  %15 = icmp slt i32 %13, %14, !dbg !65
  br i1 %15, label %16, label %29, !dbg !66

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 8, !dbg !67
  %18 = load i32, ptr %9, align 4, !dbg !68
  %19 = sext i32 %18 to i64, !dbg !67
  %20 = getelementptr inbounds i64, ptr %17, i64 %19, !dbg !67
  %21 = load i64, ptr %20, align 8, !dbg !67
  %22 = load ptr, ptr %7, align 8, !dbg !69
  %23 = load i32, ptr %9, align 4, !dbg !70
  %24 = sext i32 %23 to i64, !dbg !69
  %25 = getelementptr inbounds i64, ptr %22, i64 %24, !dbg !69
  store i64 %21, ptr %25, align 8, !dbg !71
  br label %26, !dbg !69

26:                                               ; preds = %16
  %27 = load i32, ptr %9, align 4, !dbg !72
  %28 = add nsw i32 %27, 1, !dbg !72
  store i32 %28, ptr %9, align 4, !dbg !72
  br label %12, !dbg !73, !llvm.loop !74

29:                                               ; preds = %12
  ret void, !dbg !77
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "errors/untyped_copy.c", directory: "/work/main/tests/enzyme", checksumkind: CSK_MD5, checksum: "7684fc20511a8b7fe94d3a178bc553f7")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 11, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 192, elements: !22)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DILocation(line: 11, column: 12, scope: !14)
!25 = !DILocalVariable(name: "da", scope: !14, file: !1, line: 11, type: !20)
!26 = !DILocation(line: 11, column: 30, scope: !14)
!27 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 11, type: !20)
!28 = !DILocation(line: 11, column: 49, scope: !14)
!29 = !DILocalVariable(name: "db", scope: !14, file: !1, line: 11, type: !20)
!30 = !DILocation(line: 11, column: 55, scope: !14)
!31 = !DILocation(line: 12, column: 36, scope: !14)
!32 = !DILocation(line: 12, column: 48, scope: !14)
!33 = !DILocation(line: 12, column: 51, scope: !14)
!34 = !DILocation(line: 12, column: 55, scope: !14)
!35 = !DILocation(line: 12, column: 67, scope: !14)
!36 = !DILocation(line: 12, column: 70, scope: !14)
!37 = !DILocation(line: 12, column: 74, scope: !14)
!38 = !DILocation(line: 12, column: 5, scope: !14)
!39 = !DILocation(line: 13, column: 12, scope: !14)
!40 = !DILocation(line: 13, column: 18, scope: !14)
!41 = !DILocation(line: 13, column: 5, scope: !14)
!42 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 6, type: !43, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !17}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!46 = !DILocalVariable(name: "dst", arg: 1, scope: !42, file: !1, line: 6, type: !45)
!47 = !DILocation(line: 6, column: 26, scope: !42)
!48 = !DILocalVariable(name: "src", arg: 2, scope: !42, file: !1, line: 6, type: !45)
!49 = !DILocation(line: 6, column: 39, scope: !42)
!50 = !DILocalVariable(name: "n", arg: 3, scope: !42, file: !1, line: 6, type: !17)
!51 = !DILocation(line: 6, column: 48, scope: !42)
!52 = !DILocalVariable(name: "d", scope: !42, file: !1, line: 7, type: !4)
!53 = !DILocation(line: 7, column: 11, scope: !42)
!54 = !DILocation(line: 7, column: 23, scope: !42)
!55 = !DILocalVariable(name: "s", scope: !42, file: !1, line: 7, type: !4)
!56 = !DILocation(line: 7, column: 29, scope: !42)
!57 = !DILocation(line: 7, column: 41, scope: !42)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 8, type: !17)
!59 = distinct !DILexicalBlock(scope: !42, file: !1, line: 8, column: 5)
!60 = !DILocation(line: 8, column: 14, scope: !59)
!61 = !DILocation(line: 8, column: 10, scope: !59)
!62 = !DILocation(line: 8, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 8, column: 5)
!64 = !DILocation(line: 8, column: 25, scope: !63)
!65 = !DILocation(line: 8, column: 23, scope: !63)
!66 = !DILocation(line: 8, column: 5, scope: !59)
!67 = !DILocation(line: 8, column: 40, scope: !63)
!68 = !DILocation(line: 8, column: 42, scope: !63)
!69 = !DILocation(line: 8, column: 33, scope: !63)
!70 = !DILocation(line: 8, column: 35, scope: !63)
!71 = !DILocation(line: 8, column: 38, scope: !63)
!72 = !DILocation(line: 8, column: 29, scope: !63)
!73 = !DILocation(line: 8, column: 5, scope: !63)
!74 = distinct !{!74, !66, !75, !76}
!75 = !DILocation(line: 8, column: 43, scope: !59)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 9, column: 1, scope: !42)
