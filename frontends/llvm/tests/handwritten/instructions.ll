; One or more of every instruction, with flags, attributes and attachments.
%struct.T = type { i32, double }
%pair = type { ptr, i32 }

@g = global i32 0, align 4
@ti = external constant ptr
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

declare i32 @printf(ptr noundef, ...)
declare void @may_throw(i32) personality ptr @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.va_start(ptr)
declare token @llvm.experimental.gc.statepoint(i64, i32, ptr, i32, i32, ...)

define dso_local noundef i32 @arith(i32 noundef %a, i32 noundef %b, double %x, <4 x float> %v) local_unnamed_addr #0 !dbg !7 {
entry:
  %0 = add nuw nsw i32 %a, %b, !dbg !12
  %1 = sub nsw i32 %0, 1
  %2 = mul i32 %1, %b
  %3 = udiv exact i32 %2, 4
  %4 = sdiv i32 %3, -2
  %5 = urem i32 %4, 7
  %6 = srem i32 %5, 3
  %7 = shl nuw i32 %6, 2
  %8 = lshr exact i32 %7, 1
  %9 = ashr i32 %8, 1
  %10 = and i32 %9, 255
  %11 = or disjoint i32 %10, 256
  %12 = xor i32 %11, -1
  %f0 = fadd fast double %x, 1.000000e+00
  %f1 = fsub nnan ninf nsz double %f0, %x
  %f2 = fmul arcp contract afn reassoc double %f1, %f1
  %f3 = fdiv double %f2, 3.0
  %f4 = frem double %f3, 2.0
  %f5 = fneg fast double %f4
  %vv = fadd <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>
  %e = extractelement <4 x float> %vv, i32 0
  %ins = insertelement <4 x float> %vv, float %e, i64 3
  %sh = shufflevector <4 x float> %vv, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %sz = shufflevector <4 x float> %vv, <4 x float> undef, <4 x i32> zeroinitializer
  %agg = insertvalue { i32, double } undef, i32 %12, 0
  %agg2 = insertvalue { i32, double } %agg, double %f5, 1
  %ev = extractvalue { i32, double } %agg2, 0
  %nest = extractvalue { i32, { i8, [2 x i16] } } zeroinitializer, 1, 1, 0
  ret i32 %ev, !dbg !12
}

define void @memory(ptr %p, i64 %n) {
entry:
  %a = alloca i32, align 4
  %b = alloca inalloca i32, i32 4, align 4
  %c = alloca [4 x double], i64 %n, align 16, addrspace(5)
  %se = alloca swifterror ptr, align 8
  %l = load i32, ptr %p, align 4, !tbaa !20, !nonnull !23, !range !24, !noundef !23
  %lv = load volatile i32, ptr %p
  %la = load atomic i32, ptr %p seq_cst, align 4
  %ls = load atomic volatile i64, ptr %p syncscope("singlethread") acquire, align 8
  store i32 %l, ptr %a, align 4, !tbaa !20
  store volatile i32 1, ptr %a
  store atomic i32 2, ptr %a release, align 4
  store atomic volatile i32 3, ptr %a syncscope("agent") monotonic, align 4
  fence acquire
  fence syncscope("singlethread") seq_cst
  %cx = cmpxchg ptr %p, i32 0, i32 1 acq_rel monotonic
  %cw = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("agent") seq_cst acquire, align 4
  %ok = extractvalue { i32, i1 } %cw, 1
  %r0 = atomicrmw xchg ptr %p, i32 1 monotonic
  %r1 = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %r2 = atomicrmw volatile sub ptr %p, i32 1 syncscope("agent") acquire
  %r3 = atomicrmw and ptr %p, i32 1 release
  %r4 = atomicrmw nand ptr %p, i32 1 acq_rel
  %r5 = atomicrmw or ptr %p, i32 1 seq_cst
  %r6 = atomicrmw xor ptr %p, i32 1 seq_cst
  %r7 = atomicrmw max ptr %p, i32 1 seq_cst
  %r8 = atomicrmw min ptr %p, i32 1 seq_cst
  %r9 = atomicrmw umax ptr %p, i32 1 seq_cst
  %r10 = atomicrmw umin ptr %p, i32 1 seq_cst
  %r11 = atomicrmw fadd ptr %p, float 1.0 seq_cst
  %r12 = atomicrmw fsub ptr %p, double 1.0 seq_cst
  %r13 = atomicrmw fmax ptr %p, float 1.0 seq_cst
  %r14 = atomicrmw fmin ptr %p, float 1.0 seq_cst
  %r15 = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst
  %r16 = atomicrmw udec_wrap ptr %p, i32 1 seq_cst
  %g0 = getelementptr %struct.T, ptr %p, i64 %n, i32 1
  %g1 = getelementptr inbounds [4 x double], ptr %c, i64 0, i64 2
  %g2 = getelementptr inbounds nuw i8, ptr %p, i64 8
  %g3 = getelementptr nusw i8, ptr %p, i64 -8
  %g4 = getelementptr i32, <2 x ptr> <ptr null, ptr null>, <2 x i64> <i64 1, i64 2>
  %g5 = getelementptr i8, ptr %p, <4 x i64> zeroinitializer
  ret void
}

define void @casts(i64 %x, double %d, ptr %p, i32 %s) {
  %t = trunc i64 %x to i32
  %tn = trunc nuw nsw i64 %x to i8
  %z = zext i32 %t to i64
  %zn = zext nneg i32 %t to i64
  %se = sext i32 %t to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %ft to double
  %fu = fptoui double %d to i32
  %fs = fptosi double %d to i32
  %uf = uitofp i32 %t to double
  %ufn = uitofp nneg i32 %t to double
  %sf = sitofp i32 %t to float
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr
  %bc = bitcast double %d to i64
  %ac = addrspacecast ptr %p to ptr addrspace(1)
  %c0 = icmp eq i32 %t, %s
  %c1 = icmp samesign ult i32 %t, %s
  %c2 = icmp sgt ptr %p, null
  %c3 = fcmp oeq double %d, 0.0
  %c4 = fcmp fast uno double %d, %d
  %c5 = fcmp true double %d, %d
  %sel = select i1 %c0, i32 %t, i32 %s
  %self = select nnan i1 %c1, double %d, double 1.0
  %fr = freeze i32 %sel
  ret void
}

define i32 @control(i32 %x, ptr %addr) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
  ]
a:
  br label %join
b:
  %c = icmp eq i32 %x, 1
  br i1 %c, label %join, label %def
def:
  indirectbr ptr %addr, [label %a, label %b]
join:
  %phi = phi i32 [ 0, %a ], [ %x, %b ]
  %phf = phi fast double [ 1.0, %a ], [ 2.0, %b ]
  invoke void @may_throw(i32 %phi) to label %ok unwind label %lpad
ok:
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %phi) #1
  %m = musttail call i32 @helper(i32 %x)
  ret i32 %m
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr @ti filter [1 x ptr] [ptr @ti]
  resume { ptr, i32 } %lp
}

define i32 @helper(i32 %x) {
  %r = notail call fastcc noundef i32 @helper2(i32 signext %x, ptr nocapture readonly align 8 dereferenceable(16) null) [ "deopt"(i32 1, ptr null), "funclet"() ]
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !25
  %cb = call i32 @helper2(i32 0, ptr byval(%struct.T) align 8 null, ptr sret(%struct.T) null, ptr elementtype(i32) null, i32 range(i32 0, 10) 3)
  callbr void asm "", "r,!i"(i32 %x) to label %fall [label %indirect]
fall:
  unreachable
indirect:
  ret i32 %r
}

declare i32 @helper2(i32, ...)

define void @vararg(ptr %fmt, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.dbg.value(metadata i32 %v, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !12
  call void @llvm.dbg.value(metadata !DIArgList(i32 %v, i32 1), metadata !26, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !12
  #dbg_value(i32 %v, !26, !DIExpression(), !12)
  #dbg_declare(ptr %ap, !26, !DIExpression(DW_OP_deref), !12)
  ret void
}

define void @wineh() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 1) to label %cont unwind label %cs
cs:
  %sw = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %cont
cleanup:
  %cl = cleanuppad within none []
  call void @may_throw(i32 2) [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
cont:
  ret void
}

define i32 @unnamed(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ]
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone uwtable memory(argmem: readwrite) "frame-pointer"="all" "target-cpu"="x86-64" alignstack=16 }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!llvm.ident = !{!6}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!4 = !{}
!5 = !{!"omnipotent char", !4, i64 0}
!6 = !{!"clang version 19"}
!7 = distinct !DISubprogram(name: "arith", scope: !3, file: !3, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, null}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 3, column: 14, scope: !7)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !4, i64 0}
!23 = !{}
!24 = !{i32 0, i32 10}
!25 = !{i64 12345}
!26 = !DILocalVariable(name: "v", scope: !7, file: !3, line: 4, type: !10)
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_minus)
!31 = !DITemplateValueParameter(name: "N", type: !10, value: i32 3)
!32 = !DIEnumerator(name: "neg", value: -1)
!33 = !DIFutureNode(unknownField: SomeEnum, other: !{!4}, text: "x")
