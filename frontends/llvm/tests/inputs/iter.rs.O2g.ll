; ModuleID = 'iter.378b3ead39b518fa-cgu.0'
source_filename = "iter.378b3ead39b518fa-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_ab752ec8e0fffde6dbc90d29b7542387 = private unnamed_addr constant [9 x i8] c"\06value=\C0\00", align 1

; iter::dot
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define noundef double @_ZN4iter3dot17h2fbdb15f9fb5a5c9E(ptr noalias noundef nonnull readonly align 8 captures(none) %a.0, i64 noundef range(i64 0, 1152921504606846976) %a.1, ptr noalias noundef nonnull readonly align 8 captures(none) %b.0, i64 noundef range(i64 0, 1152921504606846976) %b.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !86 {
start:
    #dbg_value(ptr poison, !102, !DIExpression(), !130)
    #dbg_value(ptr poison, !156, !DIExpression(), !246)
    #dbg_value(ptr %a.0, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !247)
    #dbg_value(i64 %a.1, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !247)
    #dbg_value(ptr %b.0, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !247)
    #dbg_value(i64 %b.1, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !247)
    #dbg_value(double -0.000000e+00, !221, !DIExpression(), !248)
    #dbg_declare(ptr poison, !222, !DIExpression(), !249)
    #dbg_value(double -0.000000e+00, !204, !DIExpression(), !250)
    #dbg_declare(ptr poison, !205, !DIExpression(), !251)
    #dbg_value(ptr %a.0, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !261)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !252, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !261)
    #dbg_value(ptr %b.0, !257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !261)
    #dbg_value(i64 %b.1, !257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !261)
    #dbg_value(ptr %a.0, !263, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !263, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(ptr %b.0, !269, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !269, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(ptr %a.0, !272, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !279)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !272, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !279)
    #dbg_value(ptr %b.0, !276, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !279)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !279)
    #dbg_value(i64 %a.1, !281, !DIExpression(), !291)
    #dbg_value(i64 %b.1, !288, !DIExpression(), !291)
    #dbg_value(i64 %a.1, !293, !DIExpression(), !300)
    #dbg_value(i64 %b.1, !297, !DIExpression(), !300)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %b.1, i64 %a.1), !dbg !302
    #dbg_value(ptr %a.0, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !303)
    #dbg_value(ptr %a.0, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !304)
    #dbg_value(ptr %a.0, !220, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !248)
    #dbg_value(ptr %a.0, !203, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !250)
    #dbg_value(ptr %a.0, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !305)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !241, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !303)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !232, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !304)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !220, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !248)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !250)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !305)
    #dbg_value(ptr %b.0, !241, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !303)
    #dbg_value(ptr %b.0, !232, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !304)
    #dbg_value(ptr %b.0, !220, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !248)
    #dbg_value(ptr %b.0, !203, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !250)
    #dbg_value(ptr %b.0, !181, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !305)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !241, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !303)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !232, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !304)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !220, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !248)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !250)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !305)
    #dbg_value(i64 0, !241, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !303)
    #dbg_value(i64 0, !232, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !304)
    #dbg_value(i64 0, !220, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !248)
    #dbg_value(i64 0, !203, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !250)
    #dbg_value(i64 0, !181, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !305)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !241, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !303)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !232, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !304)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !220, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !248)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !203, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !250)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !181, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !305)
    #dbg_value(double -0.000000e+00, !182, !DIExpression(), !305)
    #dbg_declare(ptr poison, !183, !DIExpression(), !306)
    #dbg_value(i64 1, !307, !DIExpression(), !314)
    #dbg_value(i64 1, !346, !DIExpression(), !382)
    #dbg_value(double -0.000000e+00, !184, !DIExpression(), !384)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !185, !DIExpression(), !385)
    #dbg_value(i64 0, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !186, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(ptr undef, !341, !DIExpression(), !387)
    #dbg_value(ptr undef, !335, !DIExpression(), !388)
    #dbg_value(ptr undef, !389, !DIExpression(), !399)
    #dbg_value(ptr undef, !398, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !401)
  %_206.not.i = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !402
  br i1 %_206.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.preheader, !dbg !403

bb14.i.preheader:                                 ; preds = %start
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3, !dbg !403
  %0 = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !403
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new, !dbg !403

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 1152921504606846972, !dbg !403
  br label %bb14.i, !dbg !403

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
    #dbg_value(double %accum.sroa.0.08.i, !184, !DIExpression(), !384)
    #dbg_value(i64 %iter.sroa.0.07.i, !336, !DIExpression(), !404)
    #dbg_value(i64 %iter.sroa.0.07.i, !313, !DIExpression(), !314)
    #dbg_value(i64 %iter.sroa.0.07.i, !381, !DIExpression(), !382)
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1, !dbg !405
    #dbg_value(i64 %_24.i, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %iter.sroa.0.07.i, !195, !DIExpression(), !406)
    #dbg_value(ptr undef, !156, !DIExpression(), !246)
    #dbg_value(i64 %iter.sroa.0.07.i, !157, !DIExpression(), !246)
    #dbg_value(i64 %iter.sroa.0.07.i, !158, !DIExpression(), !407)
    #dbg_value(ptr undef, !102, !DIExpression(), !130)
    #dbg_value(i64 %iter.sroa.0.07.i, !129, !DIExpression(), !130)
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i, !dbg !408
    #dbg_value(ptr undef, !102, !DIExpression(), !417)
    #dbg_value(i64 %iter.sroa.0.07.i, !129, !DIExpression(), !417)
  %_3.i4.i.i = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i, !dbg !419
  tail call void @llvm.experimental.noalias.scope.decl(metadata !421), !dbg !424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !425), !dbg !424
    #dbg_value(double %accum.sroa.0.08.i, !427, !DIExpression(), !440)
    #dbg_value(ptr %_3.i.i.i, !433, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(ptr %_3.i4.i.i, !433, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442), !dbg !445
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446), !dbg !445
    #dbg_value(ptr poison, !448, !DIExpression(), !458)
    #dbg_value(ptr %_3.i.i.i, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %_3.i4.i.i, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(ptr %_3.i.i.i, !454, !DIExpression(), !460)
    #dbg_value(ptr %_3.i.i.i, !461, !DIExpression(), !470)
    #dbg_value(ptr %_3.i4.i.i, !456, !DIExpression(), !460)
    #dbg_value(ptr %_3.i4.i.i, !469, !DIExpression(), !470)
  %_5.i.i5.i = load double, ptr %_3.i.i.i, align 8, !dbg !472, !alias.scope !473, !noalias !474, !noundef !98
  %_6.i.i.i = load double, ptr %_3.i4.i.i, align 8, !dbg !477, !alias.scope !478, !noalias !479, !noundef !98
  %_0.i.i.i = fmul double %_5.i.i5.i, %_6.i.i.i, !dbg !480
    #dbg_value(ptr poison, !487, !DIExpression(), !495)
    #dbg_value(double %accum.sroa.0.08.i, !493, !DIExpression(), !495)
    #dbg_value(double %_0.i.i.i, !494, !DIExpression(), !495)
  %_0.i1.i.i = fadd double %accum.sroa.0.08.i, %_0.i.i.i, !dbg !497
    #dbg_value(double %_0.i1.i.i, !184, !DIExpression(), !384)
    #dbg_value(ptr undef, !341, !DIExpression(), !387)
    #dbg_value(ptr undef, !335, !DIExpression(), !388)
    #dbg_value(ptr undef, !389, !DIExpression(), !399)
    #dbg_value(ptr undef, !398, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !401)
    #dbg_value(i64 %_24.i, !336, !DIExpression(), !404)
    #dbg_value(i64 %_24.i, !313, !DIExpression(), !314)
    #dbg_value(i64 %_24.i, !381, !DIExpression(), !382)
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2, !dbg !405
    #dbg_value(i64 %_24.i.1, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %_24.i, !195, !DIExpression(), !406)
    #dbg_value(i64 %_24.i, !157, !DIExpression(), !246)
    #dbg_value(i64 %_24.i, !158, !DIExpression(), !407)
    #dbg_value(i64 %_24.i, !129, !DIExpression(), !130)
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i, !dbg !408
    #dbg_value(i64 %_24.i, !129, !DIExpression(), !417)
  %_3.i4.i.i.1 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i, !dbg !419
  tail call void @llvm.experimental.noalias.scope.decl(metadata !498), !dbg !424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !500), !dbg !424
    #dbg_value(double %_0.i1.i.i, !427, !DIExpression(), !440)
    #dbg_value(ptr %_3.i.i.i.1, !433, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(ptr %_3.i4.i.i.1, !433, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !502), !dbg !445
  tail call void @llvm.experimental.noalias.scope.decl(metadata !504), !dbg !445
    #dbg_value(ptr %_3.i.i.i.1, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %_3.i4.i.i.1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(ptr %_3.i.i.i.1, !454, !DIExpression(), !460)
    #dbg_value(ptr %_3.i.i.i.1, !461, !DIExpression(), !470)
    #dbg_value(ptr %_3.i4.i.i.1, !456, !DIExpression(), !460)
    #dbg_value(ptr %_3.i4.i.i.1, !469, !DIExpression(), !470)
  %_5.i.i5.i.1 = load double, ptr %_3.i.i.i.1, align 8, !dbg !472, !alias.scope !506, !noalias !507, !noundef !98
  %_6.i.i.i.1 = load double, ptr %_3.i4.i.i.1, align 8, !dbg !477, !alias.scope !508, !noalias !509, !noundef !98
  %_0.i.i.i.1 = fmul double %_5.i.i5.i.1, %_6.i.i.i.1, !dbg !480
    #dbg_value(double %_0.i1.i.i, !493, !DIExpression(), !495)
    #dbg_value(double %_0.i.i.i.1, !494, !DIExpression(), !495)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !497
    #dbg_value(double %_0.i1.i.i.1, !184, !DIExpression(), !384)
    #dbg_value(i64 %_24.i.1, !336, !DIExpression(), !404)
    #dbg_value(i64 %_24.i.1, !313, !DIExpression(), !314)
    #dbg_value(i64 %_24.i.1, !381, !DIExpression(), !382)
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3, !dbg !405
    #dbg_value(i64 %_24.i.2, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %_24.i.1, !195, !DIExpression(), !406)
    #dbg_value(i64 %_24.i.1, !157, !DIExpression(), !246)
    #dbg_value(i64 %_24.i.1, !158, !DIExpression(), !407)
    #dbg_value(i64 %_24.i.1, !129, !DIExpression(), !130)
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.1, !dbg !408
    #dbg_value(i64 %_24.i.1, !129, !DIExpression(), !417)
  %_3.i4.i.i.2 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.1, !dbg !419
  tail call void @llvm.experimental.noalias.scope.decl(metadata !510), !dbg !424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !512), !dbg !424
    #dbg_value(double %_0.i1.i.i.1, !427, !DIExpression(), !440)
    #dbg_value(ptr %_3.i.i.i.2, !433, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(ptr %_3.i4.i.i.2, !433, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !514), !dbg !445
  tail call void @llvm.experimental.noalias.scope.decl(metadata !516), !dbg !445
    #dbg_value(ptr %_3.i.i.i.2, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %_3.i4.i.i.2, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(ptr %_3.i.i.i.2, !454, !DIExpression(), !460)
    #dbg_value(ptr %_3.i.i.i.2, !461, !DIExpression(), !470)
    #dbg_value(ptr %_3.i4.i.i.2, !456, !DIExpression(), !460)
    #dbg_value(ptr %_3.i4.i.i.2, !469, !DIExpression(), !470)
  %_5.i.i5.i.2 = load double, ptr %_3.i.i.i.2, align 8, !dbg !472, !alias.scope !518, !noalias !519, !noundef !98
  %_6.i.i.i.2 = load double, ptr %_3.i4.i.i.2, align 8, !dbg !477, !alias.scope !520, !noalias !521, !noundef !98
  %_0.i.i.i.2 = fmul double %_5.i.i5.i.2, %_6.i.i.i.2, !dbg !480
    #dbg_value(double %_0.i1.i.i.1, !493, !DIExpression(), !495)
    #dbg_value(double %_0.i.i.i.2, !494, !DIExpression(), !495)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !497
    #dbg_value(double %_0.i1.i.i.2, !184, !DIExpression(), !384)
    #dbg_value(i64 %_24.i.2, !336, !DIExpression(), !404)
    #dbg_value(i64 %_24.i.2, !313, !DIExpression(), !314)
    #dbg_value(i64 %_24.i.2, !381, !DIExpression(), !382)
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.07.i, 4, !dbg !405
    #dbg_value(i64 %_24.i.3, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %_24.i.2, !195, !DIExpression(), !406)
    #dbg_value(i64 %_24.i.2, !157, !DIExpression(), !246)
    #dbg_value(i64 %_24.i.2, !158, !DIExpression(), !407)
    #dbg_value(i64 %_24.i.2, !129, !DIExpression(), !130)
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.2, !dbg !408
    #dbg_value(i64 %_24.i.2, !129, !DIExpression(), !417)
  %_3.i4.i.i.3 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.2, !dbg !419
  tail call void @llvm.experimental.noalias.scope.decl(metadata !522), !dbg !424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !524), !dbg !424
    #dbg_value(double %_0.i1.i.i.2, !427, !DIExpression(), !440)
    #dbg_value(ptr %_3.i.i.i.3, !433, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(ptr %_3.i4.i.i.3, !433, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !526), !dbg !445
  tail call void @llvm.experimental.noalias.scope.decl(metadata !528), !dbg !445
    #dbg_value(ptr %_3.i.i.i.3, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %_3.i4.i.i.3, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(ptr %_3.i.i.i.3, !454, !DIExpression(), !460)
    #dbg_value(ptr %_3.i.i.i.3, !461, !DIExpression(), !470)
    #dbg_value(ptr %_3.i4.i.i.3, !456, !DIExpression(), !460)
    #dbg_value(ptr %_3.i4.i.i.3, !469, !DIExpression(), !470)
  %_5.i.i5.i.3 = load double, ptr %_3.i.i.i.3, align 8, !dbg !472, !alias.scope !530, !noalias !531, !noundef !98
  %_6.i.i.i.3 = load double, ptr %_3.i4.i.i.3, align 8, !dbg !477, !alias.scope !532, !noalias !533, !noundef !98
  %_0.i.i.i.3 = fmul double %_5.i.i5.i.3, %_6.i.i.i.3, !dbg !480
    #dbg_value(double %_0.i1.i.i.2, !493, !DIExpression(), !495)
    #dbg_value(double %_0.i.i.i.3, !494, !DIExpression(), !495)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !497
    #dbg_value(double %_0.i1.i.i.3, !184, !DIExpression(), !384)
  %niter.next.3 = add i64 %niter, 4, !dbg !403
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !403
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", label %bb14.i, !dbg !403

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !403
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.epil.preheader, !dbg !403

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", %bb14.i.preheader
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0, !dbg !403
  tail call void @llvm.assume(i1 %lcmp.mod7), !dbg !403
  br label %bb14.i.epil, !dbg !403

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi double [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.07.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
    #dbg_value(double %accum.sroa.0.08.i.epil, !184, !DIExpression(), !384)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !336, !DIExpression(), !404)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !313, !DIExpression(), !314)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !381, !DIExpression(), !382)
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.07.i.epil, 1, !dbg !405
    #dbg_value(i64 %_24.i.epil, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !195, !DIExpression(), !406)
    #dbg_value(ptr undef, !156, !DIExpression(), !246)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !157, !DIExpression(), !246)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !158, !DIExpression(), !407)
    #dbg_value(ptr undef, !102, !DIExpression(), !130)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !129, !DIExpression(), !130)
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i.epil, !dbg !408
    #dbg_value(ptr undef, !102, !DIExpression(), !417)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !129, !DIExpression(), !417)
  %_3.i4.i.i.epil = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i.epil, !dbg !419
  tail call void @llvm.experimental.noalias.scope.decl(metadata !421), !dbg !424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !425), !dbg !424
    #dbg_value(double %accum.sroa.0.08.i.epil, !427, !DIExpression(), !440)
    #dbg_value(ptr %_3.i.i.i.epil, !433, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(ptr %_3.i4.i.i.epil, !433, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442), !dbg !445
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446), !dbg !445
    #dbg_value(ptr poison, !448, !DIExpression(), !458)
    #dbg_value(ptr %_3.i.i.i.epil, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %_3.i4.i.i.epil, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(ptr %_3.i.i.i.epil, !454, !DIExpression(), !460)
    #dbg_value(ptr %_3.i.i.i.epil, !461, !DIExpression(), !470)
    #dbg_value(ptr %_3.i4.i.i.epil, !456, !DIExpression(), !460)
    #dbg_value(ptr %_3.i4.i.i.epil, !469, !DIExpression(), !470)
  %_5.i.i5.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !dbg !472, !alias.scope !473, !noalias !474, !noundef !98
  %_6.i.i.i.epil = load double, ptr %_3.i4.i.i.epil, align 8, !dbg !477, !alias.scope !478, !noalias !479, !noundef !98
  %_0.i.i.i.epil = fmul double %_5.i.i5.i.epil, %_6.i.i.i.epil, !dbg !480
    #dbg_value(ptr poison, !487, !DIExpression(), !495)
    #dbg_value(double %accum.sroa.0.08.i.epil, !493, !DIExpression(), !495)
    #dbg_value(double %_0.i.i.i.epil, !494, !DIExpression(), !495)
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.08.i.epil, %_0.i.i.i.epil, !dbg !497
    #dbg_value(double %_0.i1.i.i.epil, !184, !DIExpression(), !384)
    #dbg_value(ptr undef, !341, !DIExpression(), !387)
    #dbg_value(ptr undef, !335, !DIExpression(), !388)
    #dbg_value(ptr undef, !389, !DIExpression(), !399)
    #dbg_value(ptr undef, !398, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !401)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !403
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !403
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.epil, !dbg !403, !llvm.loop !534

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ], !dbg !305
  ret double %accum.sroa.0.0.lcssa.i, !dbg !536
}

; iter::norm
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef double @_ZN4iter4norm17hc44732abb9d0b04aE(ptr noalias noundef nonnull readonly align 8 captures(none) %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !537 {
start:
    #dbg_value(ptr %v.0, !541, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !542)
    #dbg_value(i64 %v.1, !541, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !542)
    #dbg_value(double -0.000000e+00, !543, !DIExpression(), !562)
    #dbg_declare(ptr poison, !559, !DIExpression(), !578)
    #dbg_value(ptr %v.0, !574, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !579)
    #dbg_value(ptr %v.0, !568, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr %v.0, !558, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !562)
    #dbg_value(!DIArgList(ptr %v.0, i64 %v.1), !574, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !579)
    #dbg_value(!DIArgList(ptr %v.0, i64 %v.1), !568, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(!DIArgList(ptr %v.0, i64 %v.1), !558, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !562)
    #dbg_value(ptr %v.0, !581, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !608)
    #dbg_value(!DIArgList(ptr %v.0, i64 %v.1), !581, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !608)
    #dbg_value(double -0.000000e+00, !590, !DIExpression(), !608)
    #dbg_declare(ptr poison, !591, !DIExpression(), !610)
    #dbg_value(i64 1, !611, !DIExpression(), !615)
    #dbg_value(!DIArgList(ptr %v.0, i64 %v.1), !594, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !617)
    #dbg_value(ptr poison, !618, !DIExpression(), !627)
    #dbg_value(ptr poison, !626, !DIExpression(), !629)
  %0 = icmp eq i64 %v.1, 0, !dbg !630
  br i1 %0, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit", label %bb8.i.preheader, !dbg !631

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %v.1, 3, !dbg !632
  %1 = icmp samesign ult i64 %v.1, 4, !dbg !632
  br i1 %1, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !632

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %v.1, 1152921504606846972, !dbg !632
  br label %bb8.i, !dbg !632

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ], !dbg !633
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ], !dbg !608
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !596, !DIExpression(), !633)
    #dbg_value(i64 %i.sroa.0.0.i, !614, !DIExpression(), !615)
    #dbg_value(i64 %i.sroa.0.0.i, !598, !DIExpression(), !634)
    #dbg_value(ptr %v.0, !635, !DIExpression(), !642)
    #dbg_value(i64 %i.sroa.0.0.i, !641, !DIExpression(), !642)
  %_45.i = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i, !dbg !644
    #dbg_value(double %acc.sroa.0.0.i, !645, !DIExpression(), !657)
    #dbg_value(ptr %_45.i, !651, !DIExpression(), !657)
    #dbg_value(ptr poison, !659, !DIExpression(), !666)
    #dbg_value(ptr %_45.i, !665, !DIExpression(), !666)
    #dbg_value(ptr %_45.i, !668, !DIExpression(), !672)
    #dbg_value(ptr %_45.i, !671, !DIExpression(), !672)
  %_3.i.i.i = load double, ptr %_45.i, align 8, !dbg !674, !alias.scope !675, !noundef !98
  %_0.i.i.i = fmul double %_3.i.i.i, %_3.i.i.i, !dbg !680
    #dbg_value(ptr poison, !683, !DIExpression(), !691)
    #dbg_value(double %acc.sroa.0.0.i, !689, !DIExpression(), !691)
    #dbg_value(double %_0.i.i.i, !690, !DIExpression(), !691)
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i, !dbg !693
    #dbg_value(double %_0.i1.i.i, !596, !DIExpression(), !633)
    #dbg_value(i64 %i.sroa.0.0.i, !598, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !634)
    #dbg_value(i64 %i.sroa.0.0.i, !614, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !615)
    #dbg_value(i64 %i.sroa.0.0.i, !641, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !642)
  %2 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i, !dbg !644
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !644
    #dbg_value(double %_0.i1.i.i, !645, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.1, !651, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.1, !665, !DIExpression(), !666)
    #dbg_value(ptr %_45.i.1, !668, !DIExpression(), !672)
    #dbg_value(ptr %_45.i.1, !671, !DIExpression(), !672)
  %_3.i.i.i.1 = load double, ptr %_45.i.1, align 8, !dbg !674, !alias.scope !675, !noundef !98
  %_0.i.i.i.1 = fmul double %_3.i.i.i.1, %_3.i.i.i.1, !dbg !680
    #dbg_value(double %_0.i1.i.i, !689, !DIExpression(), !691)
    #dbg_value(double %_0.i.i.i.1, !690, !DIExpression(), !691)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !693
    #dbg_value(double %_0.i1.i.i.1, !596, !DIExpression(), !633)
    #dbg_value(i64 %i.sroa.0.0.i, !598, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !634)
    #dbg_value(i64 %i.sroa.0.0.i, !614, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !615)
    #dbg_value(i64 %i.sroa.0.0.i, !641, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !642)
  %3 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i, !dbg !644
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !644
    #dbg_value(double %_0.i1.i.i.1, !645, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.2, !651, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.2, !665, !DIExpression(), !666)
    #dbg_value(ptr %_45.i.2, !668, !DIExpression(), !672)
    #dbg_value(ptr %_45.i.2, !671, !DIExpression(), !672)
  %_3.i.i.i.2 = load double, ptr %_45.i.2, align 8, !dbg !674, !alias.scope !675, !noundef !98
  %_0.i.i.i.2 = fmul double %_3.i.i.i.2, %_3.i.i.i.2, !dbg !680
    #dbg_value(double %_0.i1.i.i.1, !689, !DIExpression(), !691)
    #dbg_value(double %_0.i.i.i.2, !690, !DIExpression(), !691)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !693
    #dbg_value(double %_0.i1.i.i.2, !596, !DIExpression(), !633)
    #dbg_value(i64 %i.sroa.0.0.i, !598, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !634)
    #dbg_value(i64 %i.sroa.0.0.i, !614, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !615)
    #dbg_value(i64 %i.sroa.0.0.i, !641, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !642)
  %4 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i, !dbg !644
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !644
    #dbg_value(double %_0.i1.i.i.2, !645, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.3, !651, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.3, !665, !DIExpression(), !666)
    #dbg_value(ptr %_45.i.3, !668, !DIExpression(), !672)
    #dbg_value(ptr %_45.i.3, !671, !DIExpression(), !672)
  %_3.i.i.i.3 = load double, ptr %_45.i.3, align 8, !dbg !674, !alias.scope !675, !noundef !98
  %_0.i.i.i.3 = fmul double %_3.i.i.i.3, %_3.i.i.i.3, !dbg !680
    #dbg_value(double %_0.i1.i.i.2, !689, !DIExpression(), !691)
    #dbg_value(double %_0.i.i.i.3, !690, !DIExpression(), !691)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !693
    #dbg_value(double %_0.i1.i.i.3, !596, !DIExpression(), !633)
  %_27.i.3 = add nuw nsw i64 %i.sroa.0.0.i, 4, !dbg !694
    #dbg_value(i64 %_27.i.3, !598, !DIExpression(), !634)
    #dbg_value(i64 %_27.i.3, !614, !DIExpression(), !615)
  %niter.next.3 = add i64 %niter, 4, !dbg !632
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !632
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa", label %bb8.i, !dbg !632

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !632
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", label %bb8.i.epil.preheader, !dbg !632

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0, !dbg !632
  tail call void @llvm.assume(i1 %lcmp.mod7), !dbg !632
  br label %bb8.i.epil, !dbg !632

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !633
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !608
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !596, !DIExpression(), !633)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !614, !DIExpression(), !615)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !598, !DIExpression(), !634)
    #dbg_value(ptr %v.0, !635, !DIExpression(), !642)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !641, !DIExpression(), !642)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i.epil, !dbg !644
    #dbg_value(double %acc.sroa.0.0.i.epil, !645, !DIExpression(), !657)
    #dbg_value(ptr %_45.i.epil, !651, !DIExpression(), !657)
    #dbg_value(ptr poison, !659, !DIExpression(), !666)
    #dbg_value(ptr %_45.i.epil, !665, !DIExpression(), !666)
    #dbg_value(ptr %_45.i.epil, !668, !DIExpression(), !672)
    #dbg_value(ptr %_45.i.epil, !671, !DIExpression(), !672)
  %_3.i.i.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !674, !alias.scope !675, !noundef !98
  %_0.i.i.i.epil = fmul double %_3.i.i.i.epil, %_3.i.i.i.epil, !dbg !680
    #dbg_value(ptr poison, !683, !DIExpression(), !691)
    #dbg_value(double %acc.sroa.0.0.i.epil, !689, !DIExpression(), !691)
    #dbg_value(double %_0.i.i.i.epil, !690, !DIExpression(), !691)
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil, !dbg !693
    #dbg_value(double %_0.i1.i.i.epil, !596, !DIExpression(), !633)
  %_27.i.epil = add nuw nsw i64 %i.sroa.0.0.i.epil, 1, !dbg !694
    #dbg_value(i64 %_27.i.epil, !598, !DIExpression(), !634)
    #dbg_value(i64 %_27.i.epil, !614, !DIExpression(), !615)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !632
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !632
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", label %bb8.i.epil, !dbg !632, !llvm.loop !695

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ], !dbg !693
  %5 = tail call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa), !dbg !696
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit", !dbg !696

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %5, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit" ], !dbg !608
    #dbg_value(double %_0.sroa.0.0.i, !712, !DIExpression(), !714)
    #dbg_value(double %_0.sroa.0.0.i, !704, !DIExpression(), !715)
  ret double %_0.sroa.0.0.i, !dbg !716
}

; iter::horner
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef double @_ZN4iter6horner17h4375d3acc690a7baE(ptr noalias noundef nonnull readonly align 8 captures(address) %c.0, i64 noundef range(i64 0, 1152921504606846976) %c.1, double noundef %0) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !717 {
start:
    #dbg_value(double %0, !722, !DIExpression(), !723)
    #dbg_value(ptr %c.0, !721, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !723)
    #dbg_value(ptr %c.0, !724, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !731)
    #dbg_value(ptr %c.0, !733, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !744)
    #dbg_value(i64 %c.1, !721, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !723)
    #dbg_value(i64 %c.1, !724, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !731)
    #dbg_value(i64 %c.1, !733, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !744)
    #dbg_value(double 0.000000e+00, !746, !DIExpression(), !767)
    #dbg_value(i64 %c.1, !738, !DIExpression(), !769)
    #dbg_value(i64 %c.1, !770, !DIExpression(), !774)
    #dbg_value(ptr %c.0, !740, !DIExpression(), !776)
    #dbg_value(ptr %c.0, !773, !DIExpression(), !774)
    #dbg_value(ptr %c.0, !763, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !767)
    #dbg_value(!DIArgList(ptr %c.0, i64 %c.1), !763, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !767)
    #dbg_value(ptr undef, !764, !DIExpression(), !767)
    #dbg_value(ptr %c.0, !777, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !792)
    #dbg_value(!DIArgList(ptr %c.0, i64 %c.1), !777, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr undef, !786, !DIExpression(), !792)
    #dbg_value(double 0.000000e+00, !785, !DIExpression(), !792)
    #dbg_value(double 0.000000e+00, !787, !DIExpression(), !794)
    #dbg_value(ptr undef, !795, !DIExpression(), !816)
    #dbg_value(ptr undef, !818, !DIExpression(), !824)
    #dbg_value(ptr undef, !826, !DIExpression(), !839)
    #dbg_value(i64 1, !832, !DIExpression(), !839)
    #dbg_value(i64 1, !841, !DIExpression(), !846)
    #dbg_value(i64 -1, !848, !DIExpression(), !856)
    #dbg_value(!DIArgList(ptr %c.0, i64 %c.1), !814, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !858)
    #dbg_value(ptr undef, !859, !DIExpression(), !863)
    #dbg_value(ptr poison, !862, !DIExpression(), !865)
  %1 = icmp eq i64 %c.1, 0, !dbg !866
  br i1 %1, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i.preheader, !dbg !867

bb3.i.preheader:                                  ; preds = %start
  %_10.idx = shl nuw nsw i64 %c.1, 3, !dbg !868
    #dbg_value(!DIArgList(ptr %c.0, i64 %_10.idx), !814, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !858)
    #dbg_value(!DIArgList(ptr %c.0, i64 %_10.idx), !777, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(!DIArgList(ptr %c.0, i64 %_10.idx), !763, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !767)
  %_10 = getelementptr inbounds nuw i8, ptr %c.0, i64 %_10.idx, !dbg !868
    #dbg_value(ptr %_10, !763, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !767)
    #dbg_value(ptr %_10, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_10, !814, !DIExpression(), !858)
  %2 = add nsw i64 %_10.idx, -8, !dbg !867
  %3 = lshr exact i64 %2, 3, !dbg !867
  %4 = add nuw nsw i64 %3, 1, !dbg !867
  %xtraiter = and i64 %4, 7, !dbg !867
  %5 = and i64 %2, 56, !dbg !867
  %lcmp.mod.not = icmp eq i64 %5, 56, !dbg !867
  br i1 %lcmp.mod.not, label %bb3.i.prol.loopexit, label %bb3.i.prol, !dbg !867

bb3.i.prol:                                       ; preds = %bb3.i.preheader, %bb3.i.prol
  %accum.sroa.0.06.i.prol = phi double [ %_0.i.i.prol, %bb3.i.prol ], [ 0.000000e+00, %bb3.i.preheader ]
  %self.sroa.2.05.i.prol = phi ptr [ %_23.i.i.prol, %bb3.i.prol ], [ %_10, %bb3.i.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb3.i.prol ], [ 0, %bb3.i.preheader ]
    #dbg_value(double %accum.sroa.0.06.i.prol, !787, !DIExpression(), !794)
    #dbg_value(ptr %self.sroa.2.05.i.prol, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr undef, !836, !DIExpression(), !869)
    #dbg_value(ptr %self.sroa.2.05.i.prol, !845, !DIExpression(), !846)
    #dbg_value(ptr %self.sroa.2.05.i.prol, !855, !DIExpression(), !856)
  %_23.i.i.prol = getelementptr inbounds i8, ptr %self.sroa.2.05.i.prol, i64 -8, !dbg !870
    #dbg_value(ptr %_23.i.i.prol, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.prol, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.prol, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.prol, !789, !DIExpression(), !871)
    #dbg_value(ptr poison, !872, !DIExpression(DW_OP_deref, DW_OP_deref), !882)
    #dbg_value(double %accum.sroa.0.06.i.prol, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.prol, !881, !DIExpression(), !882)
  %k.i.i.prol = load double, ptr %_23.i.i.prol, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.prol, !879, !DIExpression(), !892)
  %_5.i.i.prol = fmul double %0, %accum.sroa.0.06.i.prol, !dbg !893
  %_0.i.i.prol = fadd double %_5.i.i.prol, %k.i.i.prol, !dbg !893
    #dbg_value(double %_0.i.i.prol, !787, !DIExpression(), !794)
    #dbg_value(ptr undef, !795, !DIExpression(), !816)
    #dbg_value(ptr undef, !818, !DIExpression(), !824)
    #dbg_value(ptr undef, !826, !DIExpression(), !839)
    #dbg_value(i64 1, !832, !DIExpression(), !839)
    #dbg_value(i64 1, !841, !DIExpression(), !846)
    #dbg_value(i64 -1, !848, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.prol, !814, !DIExpression(), !858)
    #dbg_value(ptr undef, !859, !DIExpression(), !863)
    #dbg_value(ptr poison, !862, !DIExpression(), !865)
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !867
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter, !dbg !867
  br i1 %prol.iter.cmp.not, label %bb3.i.prol.loopexit, label %bb3.i.prol, !dbg !867, !llvm.loop !894

bb3.i.prol.loopexit:                              ; preds = %bb3.i.prol, %bb3.i.preheader
  %_0.i.i.lcssa.unr = phi double [ poison, %bb3.i.preheader ], [ %_0.i.i.prol, %bb3.i.prol ]
  %accum.sroa.0.06.i.unr = phi double [ 0.000000e+00, %bb3.i.preheader ], [ %_0.i.i.prol, %bb3.i.prol ]
  %self.sroa.2.05.i.unr = phi ptr [ %_10, %bb3.i.preheader ], [ %_23.i.i.prol, %bb3.i.prol ]
  %6 = icmp ult i64 %2, 56, !dbg !867
  br i1 %6, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i, !dbg !867

bb3.i:                                            ; preds = %bb3.i.prol.loopexit, %bb3.i
  %accum.sroa.0.06.i = phi double [ %_0.i.i.7, %bb3.i ], [ %accum.sroa.0.06.i.unr, %bb3.i.prol.loopexit ]
  %self.sroa.2.05.i = phi ptr [ %_23.i.i.7, %bb3.i ], [ %self.sroa.2.05.i.unr, %bb3.i.prol.loopexit ]
    #dbg_value(double %accum.sroa.0.06.i, !787, !DIExpression(), !794)
    #dbg_value(ptr %self.sroa.2.05.i, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr undef, !836, !DIExpression(), !869)
    #dbg_value(ptr %self.sroa.2.05.i, !845, !DIExpression(), !846)
    #dbg_value(ptr %self.sroa.2.05.i, !855, !DIExpression(), !856)
  %_23.i.i = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -8, !dbg !870
    #dbg_value(ptr %_23.i.i, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i, !789, !DIExpression(), !871)
    #dbg_value(ptr poison, !872, !DIExpression(DW_OP_deref, DW_OP_deref), !882)
    #dbg_value(double %accum.sroa.0.06.i, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i, !881, !DIExpression(), !882)
  %k.i.i = load double, ptr %_23.i.i, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i, !879, !DIExpression(), !892)
  %_5.i.i = fmul double %0, %accum.sroa.0.06.i, !dbg !893
  %_0.i.i = fadd double %_5.i.i, %k.i.i, !dbg !893
    #dbg_value(ptr undef, !795, !DIExpression(), !816)
    #dbg_value(ptr undef, !818, !DIExpression(), !824)
    #dbg_value(ptr undef, !826, !DIExpression(), !839)
    #dbg_value(i64 1, !832, !DIExpression(), !839)
    #dbg_value(i64 1, !841, !DIExpression(), !846)
    #dbg_value(i64 -1, !848, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i, !814, !DIExpression(), !858)
    #dbg_value(ptr undef, !859, !DIExpression(), !863)
    #dbg_value(ptr poison, !862, !DIExpression(), !865)
    #dbg_value(double %_0.i.i, !787, !DIExpression(), !794)
  %_23.i.i.1 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -16, !dbg !870
    #dbg_value(ptr %_23.i.i.1, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.1, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.1, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.1, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.1, !881, !DIExpression(), !882)
  %k.i.i.1 = load double, ptr %_23.i.i.1, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.1, !879, !DIExpression(), !892)
  %_5.i.i.1 = fmul double %0, %_0.i.i, !dbg !893
  %_0.i.i.1 = fadd double %_5.i.i.1, %k.i.i.1, !dbg !893
    #dbg_value(ptr %_23.i.i.1, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.1, !787, !DIExpression(), !794)
  %_23.i.i.2 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -24, !dbg !870
    #dbg_value(ptr %_23.i.i.2, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.2, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.2, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.2, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.1, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.2, !881, !DIExpression(), !882)
  %k.i.i.2 = load double, ptr %_23.i.i.2, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.2, !879, !DIExpression(), !892)
  %_5.i.i.2 = fmul double %0, %_0.i.i.1, !dbg !893
  %_0.i.i.2 = fadd double %_5.i.i.2, %k.i.i.2, !dbg !893
    #dbg_value(ptr %_23.i.i.2, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.2, !787, !DIExpression(), !794)
  %_23.i.i.3 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -32, !dbg !870
    #dbg_value(ptr %_23.i.i.3, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.3, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.3, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.3, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.2, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.3, !881, !DIExpression(), !882)
  %k.i.i.3 = load double, ptr %_23.i.i.3, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.3, !879, !DIExpression(), !892)
  %_5.i.i.3 = fmul double %0, %_0.i.i.2, !dbg !893
  %_0.i.i.3 = fadd double %_5.i.i.3, %k.i.i.3, !dbg !893
    #dbg_value(ptr %_23.i.i.3, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.3, !787, !DIExpression(), !794)
  %_23.i.i.4 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -40, !dbg !870
    #dbg_value(ptr %_23.i.i.4, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.4, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.4, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.4, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.3, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.4, !881, !DIExpression(), !882)
  %k.i.i.4 = load double, ptr %_23.i.i.4, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.4, !879, !DIExpression(), !892)
  %_5.i.i.4 = fmul double %0, %_0.i.i.3, !dbg !893
  %_0.i.i.4 = fadd double %_5.i.i.4, %k.i.i.4, !dbg !893
    #dbg_value(ptr %_23.i.i.4, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.4, !787, !DIExpression(), !794)
  %_23.i.i.5 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -48, !dbg !870
    #dbg_value(ptr %_23.i.i.5, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.5, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.5, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.5, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.4, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.5, !881, !DIExpression(), !882)
  %k.i.i.5 = load double, ptr %_23.i.i.5, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.5, !879, !DIExpression(), !892)
  %_5.i.i.5 = fmul double %0, %_0.i.i.4, !dbg !893
  %_0.i.i.5 = fadd double %_5.i.i.5, %k.i.i.5, !dbg !893
    #dbg_value(ptr %_23.i.i.5, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.5, !787, !DIExpression(), !794)
  %_23.i.i.6 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -56, !dbg !870
    #dbg_value(ptr %_23.i.i.6, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.6, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.6, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.6, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.5, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.6, !881, !DIExpression(), !882)
  %k.i.i.6 = load double, ptr %_23.i.i.6, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.6, !879, !DIExpression(), !892)
  %_5.i.i.6 = fmul double %0, %_0.i.i.5, !dbg !893
  %_0.i.i.6 = fadd double %_5.i.i.6, %k.i.i.6, !dbg !893
    #dbg_value(ptr %_23.i.i.6, !814, !DIExpression(), !858)
    #dbg_value(double %_0.i.i.6, !787, !DIExpression(), !794)
  %_23.i.i.7 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -64, !dbg !870
    #dbg_value(ptr %_23.i.i.7, !845, !DIExpression(), !846)
    #dbg_value(ptr %_23.i.i.7, !855, !DIExpression(), !856)
    #dbg_value(ptr %_23.i.i.7, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(ptr %_23.i.i.7, !789, !DIExpression(), !871)
    #dbg_value(double %_0.i.i.6, !878, !DIExpression(), !882)
    #dbg_value(ptr %_23.i.i.7, !881, !DIExpression(), !882)
  %k.i.i.7 = load double, ptr %_23.i.i.7, align 8, !dbg !884, !alias.scope !885, !noalias !888, !noundef !98
    #dbg_value(double %k.i.i.7, !879, !DIExpression(), !892)
  %_5.i.i.7 = fmul double %0, %_0.i.i.6, !dbg !893
  %_0.i.i.7 = fadd double %_5.i.i.7, %k.i.i.7, !dbg !893
    #dbg_value(double %_0.i.i.7, !787, !DIExpression(), !794)
    #dbg_value(ptr %_23.i.i.7, !814, !DIExpression(), !858)
  %7 = icmp eq ptr %c.0, %_23.i.i.7, !dbg !866
  br i1 %7, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i, !dbg !867

_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit: ; preds = %bb3.i.prol.loopexit, %bb3.i, %start
  %accum.sroa.0.0.lcssa.i = phi double [ 0.000000e+00, %start ], [ %_0.i.i.lcssa.unr, %bb3.i.prol.loopexit ], [ %_0.i.i.7, %bb3.i ], !dbg !792
    #dbg_value(ptr poison, !777, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
  ret double %accum.sroa.0.0.lcssa.i, !dbg !895
}

; iter::softmax
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @_ZN4iter7softmax17h6579ffd609a6ae6aE(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %v) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !896 {
start:
    #dbg_value(ptr poison, !953, !DIExpression(), !977)
    #dbg_value(ptr poison, !980, !DIExpression(), !1012)
    #dbg_value(ptr poison, !1044, !DIExpression(), !1056)
    #dbg_value(ptr poison, !1024, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1058)
    #dbg_value(ptr poison, !1034, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1059)
    #dbg_value(ptr poison, !1040, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1060)
    #dbg_value(ptr %v, !935, !DIExpression(), !1061)
    #dbg_value(ptr %v, !1062, !DIExpression(), !1070)
    #dbg_value(ptr %v, !1072, !DIExpression(), !1076)
    #dbg_value(ptr %v, !1078, !DIExpression(), !1084)
    #dbg_value(ptr %v, !1062, !DIExpression(), !1086)
    #dbg_value(ptr %v, !1072, !DIExpression(), !1088)
    #dbg_value(ptr %v, !1078, !DIExpression(), !1091)
    #dbg_value(double -0.000000e+00, !1025, !DIExpression(), !1058)
    #dbg_declare(ptr poison, !1026, !DIExpression(), !1094)
    #dbg_value(i64 1, !1095, !DIExpression(), !1099)
  %0 = getelementptr inbounds nuw i8, ptr %v, i64 8, !dbg !1101
  %_20 = load ptr, ptr %0, align 8, !dbg !1101, !nonnull !98, !noundef !98
  %1 = getelementptr inbounds nuw i8, ptr %v, i64 16, !dbg !1121
  %len = load i64, ptr %1, align 8, !dbg !1121, !noundef !98
    #dbg_value(i64 %len, !1122, !DIExpression(), !1141)
    #dbg_value(i64 %len, !1147, !DIExpression(), !1151)
    #dbg_value(ptr %_20, !1145, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1153)
    #dbg_value(ptr %_20, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1154)
    #dbg_value(i64 %len, !1145, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1153)
    #dbg_value(i64 %len, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1154)
    #dbg_value(ptr %_20, !1131, !DIExpression(), !1155)
    #dbg_value(ptr %_20, !1150, !DIExpression(), !1151)
  %_24.idx = shl i64 %len, 3, !dbg !1156
  %_24 = getelementptr inbounds nuw i8, ptr %_20, i64 %_24.idx, !dbg !1156
    #dbg_value(ptr %_20, !1157, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1176)
    #dbg_value(ptr %_24, !1157, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1176)
    #dbg_value(double 0xFFF0000000000000, !1172, !DIExpression(), !1176)
    #dbg_declare(ptr poison, !1173, !DIExpression(), !1178)
    #dbg_declare(ptr poison, !1179, !DIExpression(), !1197)
    #dbg_value(ptr %_20, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1199)
    #dbg_value(ptr %_24, !1193, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1199)
    #dbg_value(double 0xFFF0000000000000, !1194, !DIExpression(), !1199)
    #dbg_value(ptr %_20, !1200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1227)
    #dbg_value(ptr %_24, !1200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1227)
    #dbg_value(double 0xFFF0000000000000, !1209, !DIExpression(), !1227)
    #dbg_declare(ptr poison, !1210, !DIExpression(), !1229)
    #dbg_value(i64 1, !1230, !DIExpression(), !1234)
    #dbg_value(ptr %_24, !1213, !DIExpression(), !1236)
    #dbg_value(ptr poison, !1237, !DIExpression(), !1241)
    #dbg_value(ptr poison, !1240, !DIExpression(), !1243)
  %2 = icmp eq i64 %len, 0, !dbg !1244
  br i1 %2, label %bb4, label %bb8.i.i.preheader, !dbg !1245

bb8.i.i.preheader:                                ; preds = %start
  %min.iters.check = icmp ult i64 %len, 4, !dbg !1246
  br i1 %min.iters.check, label %bb8.i.i.preheader47, label %vector.ph, !dbg !1246

vector.ph:                                        ; preds = %bb8.i.i.preheader
  %n.vec = and i64 %len, -4
  br label %vector.body, !dbg !1246

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1247
  %vec.phi = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %5, %vector.body ]
  %vec.phi30 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %6, %vector.body ]
  %3 = getelementptr inbounds nuw double, ptr %_20, i64 %index, !dbg !1248
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !1254
  %wide.load = load <2 x double>, ptr %3, align 8, !dbg !1254, !alias.scope !1293
  %wide.load31 = load <2 x double>, ptr %4, align 8, !dbg !1254, !alias.scope !1293
  %5 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load), !dbg !1300
  %6 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi30, <2 x double> %wide.load31), !dbg !1300
  %index.next = add nuw i64 %index, 4, !dbg !1247
  %7 = fcmp uno <2 x double> %wide.load, %wide.load31
  %8 = freeze <2 x i1> %7
  %9 = bitcast <2 x i1> %8 to i2
  %10 = icmp ne i2 %9, 0
  %11 = icmp eq i64 %index.next, %n.vec
  %12 = or i1 %10, %11
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !1322

middle.block:                                     ; preds = %vector.body
  %13 = select i1 %10, <2 x double> %vec.phi, <2 x double> %5
  %14 = select i1 %10, <2 x double> %vec.phi30, <2 x double> %6
  %15 = select i1 %10, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %13, <2 x double> %14), !dbg !1246
  %16 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax), !dbg !1246
  %cmp.n = icmp ne i64 %len, %n.vec, !dbg !1246
  %.not = or i1 %cmp.n, %10, !dbg !1246
  br i1 %.not, label %bb8.i.i.preheader47, label %bb8.i.preheader, !dbg !1246

bb8.i.i.preheader47:                              ; preds = %bb8.i.i.preheader, %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %bb8.i.i.preheader ], [ %15, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0xFFF0000000000000, %bb8.i.i.preheader ], [ %16, %middle.block ]
  br label %bb8.i.i, !dbg !1246

bb8.i.i:                                          ; preds = %bb8.i.i.preheader47, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader47 ], !dbg !1247
  %acc.sroa.0.0.i.i = phi double [ %17, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader47 ], !dbg !1227
    #dbg_value(double %acc.sroa.0.0.i.i, !1215, !DIExpression(), !1247)
    #dbg_value(i64 %i.sroa.0.0.i.i, !1233, !DIExpression(), !1234)
    #dbg_value(i64 %i.sroa.0.0.i.i, !1217, !DIExpression(), !1325)
    #dbg_value(ptr %_20, !1251, !DIExpression(), !1326)
    #dbg_value(i64 %i.sroa.0.0.i.i, !1252, !DIExpression(), !1326)
  %_45.i.i = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i.i, !dbg !1248
    #dbg_value(double %acc.sroa.0.0.i.i, !1285, !DIExpression(), !1327)
    #dbg_value(ptr %_45.i.i, !1286, !DIExpression(), !1327)
    #dbg_value(ptr %_45.i.i, !1272, !DIExpression(), !1328)
    #dbg_value(ptr poison, !1271, !DIExpression(), !1328)
    #dbg_value(ptr %_45.i.i, !1261, !DIExpression(), !1329)
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !dbg !1254, !alias.scope !1293, !noundef !98
    #dbg_value(double %acc.sroa.0.0.i.i, !1313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1330)
    #dbg_value(double %_0.i.i.i.i.i, !1313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1330)
    #dbg_value(ptr poison, !1312, !DIExpression(), !1330)
    #dbg_value(double %acc.sroa.0.0.i.i, !1304, !DIExpression(), !1331)
    #dbg_value(double %_0.i.i.i.i.i, !1305, !DIExpression(), !1331)
  %17 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i), !dbg !1300
    #dbg_value(double %17, !1215, !DIExpression(), !1247)
  %_27.i.i = add nuw i64 %i.sroa.0.0.i.i, 1, !dbg !1332
    #dbg_value(i64 %_27.i.i, !1217, !DIExpression(), !1325)
    #dbg_value(i64 %_27.i.i, !1233, !DIExpression(), !1234)
  %_28.i.i = icmp eq i64 %_27.i.i, %len, !dbg !1246
  br i1 %_28.i.i, label %bb8.i.preheader, label %bb8.i.i, !dbg !1246, !llvm.loop !1333

bb8.i.preheader:                                  ; preds = %bb8.i.i, %middle.block
  %.lcssa = phi double [ %16, %middle.block ], [ %17, %bb8.i.i ], !dbg !1300
  %xtraiter = and i64 %len, 3, !dbg !1334
  %18 = icmp ult i64 %len, 4, !dbg !1334
  br i1 %18, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !1334

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %len, -4, !dbg !1334
  br label %bb8.i, !dbg !1334

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ], !dbg !1335
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.i.3, %bb8.i ], !dbg !1012
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !1000, !DIExpression(), !1335)
    #dbg_value(i64 %i.sroa.0.0.i, !1336, !DIExpression(), !1340)
    #dbg_value(i64 %i.sroa.0.0.i, !1002, !DIExpression(), !1342)
    #dbg_value(ptr %_20, !1343, !DIExpression(), !1347)
    #dbg_value(i64 %i.sroa.0.0.i, !1346, !DIExpression(), !1347)
  %_45.i = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i, !dbg !1349
    #dbg_value(ptr undef, !1044, !DIExpression(DW_OP_deref), !1056)
    #dbg_value(double %acc.sroa.0.0.i, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i, !1051, !DIExpression(), !1056)
    #dbg_value(ptr poison, !1350, !DIExpression(DW_OP_deref, DW_OP_deref), !1357)
    #dbg_value(ptr %_45.i, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %_45.i, !1359, !DIExpression(), !1366)
    #dbg_value(double %.lcssa, !1365, !DIExpression(), !1366)
  %_6.i.i.i = load double, ptr %_45.i, align 8, !dbg !1368, !alias.scope !1369, !noalias !1374, !noundef !98
  %self.i.i.i = fsub double %_6.i.i.i, %.lcssa, !dbg !1379
    #dbg_value(double %self.i.i.i, !1383, !DIExpression(), !1386)
  %19 = tail call noundef double @llvm.exp.f64(double %self.i.i.i), !dbg !1388
    #dbg_value(ptr undef, !1389, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1397)
    #dbg_value(double %acc.sroa.0.0.i, !1395, !DIExpression(), !1397)
    #dbg_value(double %19, !1396, !DIExpression(), !1397)
  %_0.i.i.i = fadd double %acc.sroa.0.0.i, %19, !dbg !1399
    #dbg_value(double %_0.i.i.i, !1000, !DIExpression(), !1335)
    #dbg_value(i64 %i.sroa.0.0.i, !1002, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1342)
    #dbg_value(i64 %i.sroa.0.0.i, !1336, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1340)
    #dbg_value(i64 %i.sroa.0.0.i, !1346, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1347)
  %20 = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i, !dbg !1349
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %20, i64 8, !dbg !1349
    #dbg_value(double %_0.i.i.i, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.1, !1051, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.1, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %_45.i.1, !1359, !DIExpression(), !1366)
  %_6.i.i.i.1 = load double, ptr %_45.i.1, align 8, !dbg !1368, !alias.scope !1369, !noalias !1374, !noundef !98
  %self.i.i.i.1 = fsub double %_6.i.i.i.1, %.lcssa, !dbg !1379
    #dbg_value(double %self.i.i.i.1, !1383, !DIExpression(), !1386)
  %21 = tail call noundef double @llvm.exp.f64(double %self.i.i.i.1), !dbg !1388
    #dbg_value(double %_0.i.i.i, !1395, !DIExpression(), !1397)
    #dbg_value(double %21, !1396, !DIExpression(), !1397)
  %_0.i.i.i.1 = fadd double %_0.i.i.i, %21, !dbg !1399
    #dbg_value(double %_0.i.i.i.1, !1000, !DIExpression(), !1335)
    #dbg_value(i64 %i.sroa.0.0.i, !1002, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1342)
    #dbg_value(i64 %i.sroa.0.0.i, !1336, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1340)
    #dbg_value(i64 %i.sroa.0.0.i, !1346, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1347)
  %22 = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i, !dbg !1349
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %22, i64 16, !dbg !1349
    #dbg_value(double %_0.i.i.i.1, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.2, !1051, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.2, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %_45.i.2, !1359, !DIExpression(), !1366)
  %_6.i.i.i.2 = load double, ptr %_45.i.2, align 8, !dbg !1368, !alias.scope !1369, !noalias !1374, !noundef !98
  %self.i.i.i.2 = fsub double %_6.i.i.i.2, %.lcssa, !dbg !1379
    #dbg_value(double %self.i.i.i.2, !1383, !DIExpression(), !1386)
  %23 = tail call noundef double @llvm.exp.f64(double %self.i.i.i.2), !dbg !1388
    #dbg_value(double %_0.i.i.i.1, !1395, !DIExpression(), !1397)
    #dbg_value(double %23, !1396, !DIExpression(), !1397)
  %_0.i.i.i.2 = fadd double %_0.i.i.i.1, %23, !dbg !1399
    #dbg_value(double %_0.i.i.i.2, !1000, !DIExpression(), !1335)
    #dbg_value(i64 %i.sroa.0.0.i, !1002, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1342)
    #dbg_value(i64 %i.sroa.0.0.i, !1336, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1340)
    #dbg_value(i64 %i.sroa.0.0.i, !1346, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1347)
  %24 = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i, !dbg !1349
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %24, i64 24, !dbg !1349
    #dbg_value(double %_0.i.i.i.2, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.3, !1051, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.3, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %_45.i.3, !1359, !DIExpression(), !1366)
  %_6.i.i.i.3 = load double, ptr %_45.i.3, align 8, !dbg !1368, !alias.scope !1369, !noalias !1374, !noundef !98
  %self.i.i.i.3 = fsub double %_6.i.i.i.3, %.lcssa, !dbg !1379
    #dbg_value(double %self.i.i.i.3, !1383, !DIExpression(), !1386)
  %25 = tail call noundef double @llvm.exp.f64(double %self.i.i.i.3), !dbg !1388
    #dbg_value(double %_0.i.i.i.2, !1395, !DIExpression(), !1397)
    #dbg_value(double %25, !1396, !DIExpression(), !1397)
  %_0.i.i.i.3 = fadd double %_0.i.i.i.2, %25, !dbg !1399
    #dbg_value(double %_0.i.i.i.3, !1000, !DIExpression(), !1335)
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4, !dbg !1400
    #dbg_value(i64 %_27.i.3, !1002, !DIExpression(), !1342)
    #dbg_value(i64 %_27.i.3, !1336, !DIExpression(), !1340)
  %niter.next.3 = add i64 %niter, 4, !dbg !1334
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !1334
  br i1 %niter.ncmp.3, label %bb5.preheader.unr-lcssa, label %bb8.i, !dbg !1334

bb5.preheader.unr-lcssa:                          ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1334
  br i1 %lcmp.mod.not, label %bb5.preheader, label %bb8.i.epil.preheader, !dbg !1334

bb8.i.epil.preheader:                             ; preds = %bb5.preheader.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %bb5.preheader.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.i.3, %bb5.preheader.unr-lcssa ]
  %lcmp.mod53 = icmp ne i64 %xtraiter, 0, !dbg !1334
  tail call void @llvm.assume(i1 %lcmp.mod53), !dbg !1334
  br label %bb8.i.epil, !dbg !1334

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1335
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1012
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !1000, !DIExpression(), !1335)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1336, !DIExpression(), !1340)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1002, !DIExpression(), !1342)
    #dbg_value(ptr %_20, !1343, !DIExpression(), !1347)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1346, !DIExpression(), !1347)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_20, i64 %i.sroa.0.0.i.epil, !dbg !1349
    #dbg_value(ptr undef, !1044, !DIExpression(DW_OP_deref), !1056)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %_45.i.epil, !1051, !DIExpression(), !1056)
    #dbg_value(ptr poison, !1350, !DIExpression(DW_OP_deref, DW_OP_deref), !1357)
    #dbg_value(ptr %_45.i.epil, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %_45.i.epil, !1359, !DIExpression(), !1366)
    #dbg_value(double %.lcssa, !1365, !DIExpression(), !1366)
  %_6.i.i.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !1368, !alias.scope !1369, !noalias !1374, !noundef !98
  %self.i.i.i.epil = fsub double %_6.i.i.i.epil, %.lcssa, !dbg !1379
    #dbg_value(double %self.i.i.i.epil, !1383, !DIExpression(), !1386)
  %26 = tail call noundef double @llvm.exp.f64(double %self.i.i.i.epil), !dbg !1388
    #dbg_value(ptr undef, !1389, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1397)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1395, !DIExpression(), !1397)
    #dbg_value(double %26, !1396, !DIExpression(), !1397)
  %_0.i.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %26, !dbg !1399
    #dbg_value(double %_0.i.i.i.epil, !1000, !DIExpression(), !1335)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !1400
    #dbg_value(i64 %_27.i.epil, !1002, !DIExpression(), !1342)
    #dbg_value(i64 %_27.i.epil, !1336, !DIExpression(), !1340)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1334
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1334
  br i1 %epil.iter.cmp.not, label %bb5.preheader, label %bb8.i.epil, !dbg !1334, !llvm.loop !1401

bb5.preheader:                                    ; preds = %bb8.i.epil, %bb5.preheader.unr-lcssa
  %_0.i.i.i.lcssa = phi double [ %_0.i.i.i.3, %bb5.preheader.unr-lcssa ], [ %_0.i.i.i.epil, %bb8.i.epil ], !dbg !1399
    #dbg_value(double %_0.i.i.i.lcssa, !938, !DIExpression(), !1402)
    #dbg_value(i64 %len, !1147, !DIExpression(), !1403)
    #dbg_value(ptr %_20, !1150, !DIExpression(), !1403)
    #dbg_value(ptr %_20, !940, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1426)
    #dbg_value(ptr %_24, !940, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1426)
    #dbg_value(ptr undef, !953, !DIExpression(), !977)
    #dbg_value(ptr %_20, !971, !DIExpression(), !1427)
    #dbg_value(ptr %_20, !1098, !DIExpression(), !1099)
    #dbg_value(ptr %_24, !973, !DIExpression(), !1428)
    #dbg_value(ptr poison, !1429, !DIExpression(), !1433)
    #dbg_value(ptr poison, !1432, !DIExpression(), !1435)
  %27 = add i64 %_24.idx, -8, !dbg !1434
  %28 = lshr exact i64 %27, 3, !dbg !1434
  %29 = add nuw nsw i64 %28, 1, !dbg !1434
  %min.iters.check33 = icmp eq i64 %27, 0, !dbg !1434
  br i1 %min.iters.check33, label %bb5.preheader46, label %vector.ph34, !dbg !1434

vector.ph34:                                      ; preds = %bb5.preheader
  %n.vec36 = and i64 %29, 4611686018427387902
  %30 = shl i64 %n.vec36, 3
  %31 = getelementptr i8, ptr %_20, i64 %30
  %broadcast.splatinsert = insertelement <2 x double> poison, double %_0.i.i.i.lcssa, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <2 x double> poison, double %.lcssa, i64 0
  %broadcast.splat38 = shufflevector <2 x double> %broadcast.splatinsert37, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body39, !dbg !1434

vector.body39:                                    ; preds = %vector.body39, %vector.ph34
  %index40 = phi i64 [ 0, %vector.ph34 ], [ %index.next42, %vector.body39 ]
  %offset.idx = shl i64 %index40, 3
  %next.gep = getelementptr i8, ptr %_20, i64 %offset.idx
  %wide.load41 = load <2 x double>, ptr %next.gep, align 8, !dbg !1436
  %32 = fsub <2 x double> %wide.load41, %broadcast.splat38, !dbg !1437
  %33 = tail call <2 x double> @llvm.exp.v2f64(<2 x double> %32), !dbg !1438
  %34 = fdiv <2 x double> %33, %broadcast.splat, !dbg !1443
  store <2 x double> %34, ptr %next.gep, align 8, !dbg !1443
  %index.next42 = add nuw i64 %index40, 2
  %35 = icmp eq i64 %index.next42, %n.vec36, !dbg !1434
  br i1 %35, label %middle.block43, label %vector.body39, !dbg !1434, !llvm.loop !1444

middle.block43:                                   ; preds = %vector.body39
  %cmp.n44 = icmp eq i64 %29, %n.vec36, !dbg !1434
  br i1 %cmp.n44, label %bb4, label %bb5.preheader46, !dbg !1434

bb5.preheader46:                                  ; preds = %bb5.preheader, %middle.block43
  %iter.sroa.0.027.ph = phi ptr [ %_20, %bb5.preheader ], [ %31, %middle.block43 ]
  br label %bb5, !dbg !1434

bb5:                                              ; preds = %bb5.preheader46, %bb5
  %iter.sroa.0.027 = phi ptr [ %_66, %bb5 ], [ %iter.sroa.0.027.ph, %bb5.preheader46 ]
  %_66 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.027, i64 8, !dbg !1445
    #dbg_value(ptr %_66, !940, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1426)
    #dbg_value(ptr %iter.sroa.0.027, !951, !DIExpression(), !1446)
  %_16 = load double, ptr %iter.sroa.0.027, align 8, !dbg !1436, !noundef !98
  %self = fsub double %_16, %.lcssa, !dbg !1437
    #dbg_value(double %self, !1441, !DIExpression(), !1447)
  %36 = tail call double @llvm.exp.f64(double %self), !dbg !1438
  %37 = fdiv double %36, %_0.i.i.i.lcssa, !dbg !1443
  store double %37, ptr %iter.sroa.0.027, align 8, !dbg !1443
    #dbg_value(ptr undef, !953, !DIExpression(), !977)
    #dbg_value(ptr %_66, !971, !DIExpression(), !1427)
    #dbg_value(ptr %_66, !1098, !DIExpression(), !1099)
    #dbg_value(ptr %_24, !973, !DIExpression(), !1428)
    #dbg_value(ptr poison, !1429, !DIExpression(), !1433)
    #dbg_value(ptr poison, !1432, !DIExpression(), !1435)
  %_57 = icmp eq ptr %_66, %_24, !dbg !1448
  br i1 %_57, label %bb4, label %bb5, !dbg !1434, !llvm.loop !1449

bb4:                                              ; preds = %bb5, %middle.block43, %start
  ret void, !dbg !1450
}

; iter::describe
; Function Attrs: nonlazybind uwtable
define void @_ZN4iter8describe17h213b4ff3302ef2f9E(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %value, i32 noundef %0) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !1451 {
start:
  %args1 = alloca [16 x i8], align 8
    #dbg_value(ptr poison, !1556, !DIExpression(), !1601)
  %x = alloca [4 x i8], align 4
  store i32 %0, ptr %x, align 4
    #dbg_declare(ptr %x, !1469, !DIExpression(), !1611)
    #dbg_value(ptr %x, !1470, !DIExpression(), !1612)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !1613
  store ptr %x, ptr %args1, align 8, !dbg !1613
  %_5.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8, !dbg !1613
  store ptr @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt, ptr %_5.sroa.4.0..sroa_idx, align 8, !dbg !1613
    #dbg_value(ptr @alloc_ab752ec8e0fffde6dbc90d29b7542387, !1608, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1614)
    #dbg_value(ptr %args1, !1608, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1614)
    #dbg_value(ptr null, !1597, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1601)
    #dbg_value(i64 undef, !1597, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1601)
    #dbg_value(ptr undef, !1556, !DIExpression(), !1601)
    #dbg_declare(ptr poison, !1598, !DIExpression(), !1615)
    #dbg_value(ptr poison, !1616, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1621)
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %value, ptr noundef nonnull @alloc_ab752ec8e0fffde6dbc90d29b7542387, ptr noundef nonnull %args1), !dbg !1623, !noalias !1624
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !1629
  ret void, !dbg !1630
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; <i32 as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #3

; alloc::fmt::format::format_inner
; Function Attrs: nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #8

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "src/iter.rs/@/iter.378b3ead39b518fa-cgu.0", directory: "/work/wt-llparse/frontends/llvm/tests/inputs")
!7 = !{!8, !79}
!8 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !10, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagEnumClass, elements: !14)
!9 = !DIFile(filename: "<unknown>", directory: "")
!10 = !DINamespace(name: "alignment", scope: !11)
!11 = !DINamespace(name: "ptr", scope: !12)
!12 = !DINamespace(name: "core", scope: null)
!13 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!15 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!16 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!17 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!18 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!19 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!20 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!21 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!22 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!23 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!24 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!25 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!26 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!27 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!28 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!29 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!30 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!31 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!32 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!33 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!34 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!35 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!36 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!37 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!38 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!39 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!40 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!41 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!42 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!43 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!44 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!45 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!46 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!47 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!48 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!49 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!50 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!51 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!52 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!53 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!54 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!55 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!56 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!57 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!58 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!59 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!60 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!61 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!62 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!63 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!64 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!65 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!66 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!67 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!68 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!69 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!70 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!71 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!72 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!73 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!74 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!75 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!76 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!77 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!78 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!79 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AllocInit", scope: !80, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagEnumClass, elements: !83)
!80 = !DINamespace(name: "raw_vec", scope: !81)
!81 = !DINamespace(name: "alloc", scope: null)
!82 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!83 = !{!84, !85}
!84 = !DIEnumerator(name: "Uninitialized", value: 0, isUnsigned: true)
!85 = !DIEnumerator(name: "Zeroed", value: 1, isUnsigned: true)
!86 = distinct !DISubprogram(name: "dot", linkageName: "_ZN4iter3dot17h2fbdb15f9fb5a5c9E", scope: !88, file: !87, line: 1, type: !89, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !99)
!87 = !DIFile(filename: "src/iter.rs", directory: "/work/wt-llparse/frontends/llvm/tests/inputs", checksumkind: CSK_MD5, checksum: "4cf1f968d1ce99e998baf217af50ecb4")
!88 = !DINamespace(name: "iter", scope: null)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !92, !92}
!91 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !9, size: 128, align: 64, elements: !93, templateParams: !98, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !92, file: !9, baseType: !95, size: 64, align: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !92, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!97 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!98 = !{}
!99 = !{!100, !101}
!100 = !DILocalVariable(name: "a", arg: 1, scope: !86, file: !87, line: 1, type: !92)
!101 = !DILocalVariable(name: "b", arg: 2, scope: !86, file: !87, line: 1, type: !92)
!102 = !DILocalVariable(name: "self", arg: 1, scope: !103, file: !104, line: 418, type: !111)
!103 = distinct !DISubprogram(name: "__iterator_get_unchecked<f64>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h887e1a3594799f55E", scope: !105, file: !104, line: 418, type: !108, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !128)
!104 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!105 = !DINamespace(name: "{impl#171}", scope: !106)
!106 = !DINamespace(name: "iter", scope: !107)
!107 = !DINamespace(name: "slice", scope: !12)
!108 = !DISubroutineType(types: !109)
!109 = !{!110, !111, !97}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<f64>", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f64>", scope: !106, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !113, templateParams: !120, identifier: "16a30a5ac3957b64bbb5ffb7be676784")
!113 = !{!114, !122, !123}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !112, file: !9, baseType: !115, size: 64, align: 64, flags: DIFlagPrivate)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !120, identifier: "1ecac679bc3ea27f618623550abeeec7")
!116 = !DINamespace(name: "non_null", scope: !11)
!117 = !{!118}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !115, file: !9, baseType: !119, size: 64, align: 64, flags: DIFlagPrivate)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "T", type: !91)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !112, file: !9, baseType: !119, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !112, file: !9, baseType: !124, align: 8, offset: 128, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f64>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !126, identifier: "edae5334879cec8fa6d1980c665f748a")
!125 = !DINamespace(name: "marker", scope: !12)
!126 = !{!127}
!127 = !DITemplateTypeParameter(name: "T", type: !110)
!128 = !{!102, !129}
!129 = !DILocalVariable(name: "idx", arg: 2, scope: !103, file: !104, line: 418, type: !97)
!130 = !DILocation(line: 0, scope: !103, inlinedAt: !131)
!131 = distinct !DILocation(line: 271, column: 26, scope: !132, inlinedAt: !159)
!132 = distinct !DILexicalBlock(scope: !134, file: !133, line: 268, column: 9)
!133 = !DIFile(filename: "library/core/src/iter/adapters/zip.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3b799775cfe5a249b4485e2512707a77")
!134 = distinct !DISubprogram(name: "get_unchecked<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17hfa9230d3202ce965E", scope: !135, file: !133, line: 267, type: !139, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !152, retainedNodes: !155)
!135 = !DINamespace(name: "{impl#4}", scope: !136)
!136 = !DINamespace(name: "zip", scope: !137)
!137 = !DINamespace(name: "adapters", scope: !138)
!138 = !DINamespace(name: "iter", scope: !12)
!139 = !DISubroutineType(types: !140)
!140 = !{!141, !145, !97}
!141 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f64, &f64)", file: !9, size: 128, align: 64, elements: !142, templateParams: !98, identifier: "70d3215da7631c75bb661354973f5cc8")
!142 = !{!143, !144}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !141, file: !9, baseType: !110, size: 64, align: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !141, file: !9, baseType: !110, size: 64, align: 64, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", scope: !136, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !147, templateParams: !152, identifier: "1cd6cf3f0a3037bd656f34c18a5e0258")
!147 = !{!148, !149, !150, !151}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !146, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagPrivate)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !146, file: !9, baseType: !112, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !146, file: !9, baseType: !97, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !146, file: !9, baseType: !97, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!152 = !{!153, !154}
!153 = !DITemplateTypeParameter(name: "A", type: !112)
!154 = !DITemplateTypeParameter(name: "B", type: !112)
!155 = !{!156, !157, !158}
!156 = !DILocalVariable(name: "self", arg: 1, scope: !134, file: !133, line: 267, type: !145)
!157 = !DILocalVariable(name: "idx", arg: 2, scope: !134, file: !133, line: 267, type: !97)
!158 = !DILocalVariable(name: "idx", scope: !132, file: !133, line: 268, type: !97, align: 64)
!159 = distinct !DILocation(line: 286, column: 39, scope: !160, inlinedAt: !199)
!160 = distinct !DILexicalBlock(scope: !161, file: !133, line: 281, column: 9)
!161 = distinct !DILexicalBlock(scope: !162, file: !133, line: 281, column: 9)
!162 = distinct !DILexicalBlock(scope: !163, file: !133, line: 280, column: 9)
!163 = distinct !DILexicalBlock(scope: !164, file: !133, line: 279, column: 9)
!164 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, iter::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E", scope: !135, file: !133, line: 275, type: !165, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !196, retainedNodes: !180)
!165 = !DISubroutineType(types: !166)
!166 = !{!91, !146, !91, !167}
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<(&f64, &f64), f64, f64, iter::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>", scope: !168, file: !9, align: 8, elements: !170, templateParams: !98, identifier: "9146812dccf697d4ba3db8e833d5e696")
!168 = !DINamespace(name: "map_fold", scope: !169)
!169 = !DINamespace(name: "map", scope: !137)
!170 = !{!171, !177}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !167, file: !9, baseType: !172, align: 8)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>", scope: !173, file: !9, align: 8, elements: !98, identifier: "b0ddfebb128c0be7cc81a63df2595b38")
!173 = !DINamespace(name: "sum", scope: !174)
!174 = !DINamespace(name: "{impl#132}", scope: !175)
!175 = !DINamespace(name: "accum", scope: !176)
!176 = !DINamespace(name: "traits", scope: !138)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !167, file: !9, baseType: !178, align: 8)
!178 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !179, file: !9, align: 8, elements: !98, identifier: "52f1d84a045514eed8d685e4aad732b9")
!179 = !DINamespace(name: "dot", scope: !88)
!180 = !{!181, !182, !183, !184, !185, !186, !195}
!181 = !DILocalVariable(name: "self", arg: 1, scope: !164, file: !133, line: 275, type: !146)
!182 = !DILocalVariable(name: "init", arg: 2, scope: !164, file: !133, line: 275, type: !91)
!183 = !DILocalVariable(name: "f", arg: 3, scope: !164, file: !133, line: 275, type: !167)
!184 = !DILocalVariable(name: "accum", scope: !163, file: !133, line: 279, type: !91, align: 64)
!185 = !DILocalVariable(name: "len", scope: !162, file: !133, line: 280, type: !97, align: 64)
!186 = !DILocalVariable(name: "iter", scope: !161, file: !133, line: 281, type: !187, align: 64)
!187 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !190, templateParams: !193, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!188 = !DINamespace(name: "range", scope: !189)
!189 = !DINamespace(name: "ops", scope: !12)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !187, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPublic)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !187, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!193 = !{!194}
!194 = !DITemplateTypeParameter(name: "Idx", type: !97)
!195 = !DILocalVariable(name: "i", scope: !160, file: !133, line: 281, type: !97, align: 64)
!196 = !{!153, !154, !197, !198}
!197 = !DITemplateTypeParameter(name: "Acc", type: !91)
!198 = !DITemplateTypeParameter(name: "F", type: !167)
!199 = distinct !DILocation(line: 103, column: 9, scope: !200, inlinedAt: !206)
!200 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, iter::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1eaccee6a6a3ba2cE", scope: !201, file: !133, line: 99, type: !165, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !196, retainedNodes: !202)
!201 = !DINamespace(name: "{impl#1}", scope: !136)
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "self", arg: 1, scope: !200, file: !133, line: 99, type: !146)
!204 = !DILocalVariable(name: "init", scope: !200, file: !133, line: 99, type: !91, align: 64)
!205 = !DILocalVariable(name: "f", scope: !200, file: !133, line: 99, type: !167, align: 8)
!206 = !DILocation(line: 128, column: 19, scope: !207, inlinedAt: !226)
!207 = distinct !DISubprogram(name: "fold<f64, core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc59b01ded49cb692E", scope: !209, file: !208, line: 124, type: !210, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !223, retainedNodes: !219)
!208 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!209 = !DINamespace(name: "{impl#2}", scope: !169)
!210 = !DISubroutineType(types: !211)
!211 = !{!91, !212, !91, !172}
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>", scope: !169, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !213, templateParams: !216, identifier: "f26dd96a57052b9b9010832728396d3")
!213 = !{!214, !215}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !212, file: !9, baseType: !146, size: 384, align: 64, flags: DIFlagProtected)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !212, file: !9, baseType: !178, align: 8, offset: 384, flags: DIFlagPrivate)
!216 = !{!217, !218}
!217 = !DITemplateTypeParameter(name: "I", type: !146)
!218 = !DITemplateTypeParameter(name: "F", type: !178)
!219 = !{!220, !220, !221, !222}
!220 = !DILocalVariable(name: "self", scope: !207, file: !208, line: 124, type: !212, align: 64)
!221 = !DILocalVariable(name: "init", scope: !207, file: !208, line: 124, type: !91, align: 64)
!222 = !DILocalVariable(name: "g", scope: !207, file: !208, line: 124, type: !172, align: 8)
!223 = !{!224, !217, !218, !197, !225}
!224 = !DITemplateTypeParameter(name: "B", type: !91)
!225 = !DITemplateTypeParameter(name: "G", type: !172)
!226 = !DILocation(line: 161, column: 22, scope: !227, inlinedAt: !235)
!227 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hc1e018db7ac39163E", scope: !174, file: !228, line: 160, type: !229, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !233, retainedNodes: !231)
!228 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!229 = !DISubroutineType(types: !230)
!230 = !{!91, !212}
!231 = !{!232, !232}
!232 = !DILocalVariable(name: "iter", scope: !227, file: !228, line: 160, type: !212, align: 64)
!233 = !{!234}
!234 = !DITemplateTypeParameter(name: "I", type: !212)
!235 = !DILocation(line: 3658, column: 9, scope: !236, inlinedAt: !245)
!236 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17hd674d2a7c3afddadE", scope: !238, file: !237, line: 3653, type: !229, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !242, retainedNodes: !240)
!237 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!238 = !DINamespace(name: "Iterator", scope: !239)
!239 = !DINamespace(name: "iterator", scope: !176)
!240 = !{!241, !241}
!241 = !DILocalVariable(name: "self", scope: !236, file: !237, line: 3653, type: !212, align: 64)
!242 = !{!243, !244}
!243 = !DITemplateTypeParameter(name: "Self", type: !212)
!244 = !DITemplateTypeParameter(name: "S", type: !91)
!245 = !DILocation(line: 1, column: 79, scope: !86)
!246 = !DILocation(line: 0, scope: !134, inlinedAt: !159)
!247 = !DILocation(line: 0, scope: !86)
!248 = !DILocation(line: 0, scope: !207, inlinedAt: !226)
!249 = !DILocation(line: 124, column: 38, scope: !207, inlinedAt: !226)
!250 = !DILocation(line: 0, scope: !200, inlinedAt: !206)
!251 = !DILocation(line: 99, column: 38, scope: !200, inlinedAt: !206)
!252 = !DILocalVariable(name: "self", arg: 1, scope: !253, file: !237, line: 626, type: !112)
!253 = distinct !DISubprogram(name: "zip<core::slice::iter::Iter<f64>, &[f64]>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17hc66ff883a79453b6E", scope: !238, file: !237, line: 626, type: !254, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !258, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!146, !112, !92}
!256 = !{!252, !257}
!257 = !DILocalVariable(name: "other", arg: 2, scope: !253, file: !237, line: 626, type: !92)
!258 = !{!259, !260}
!259 = !DITemplateTypeParameter(name: "Self", type: !112)
!260 = !DITemplateTypeParameter(name: "U", type: !92)
!261 = !DILocation(line: 0, scope: !253, inlinedAt: !262)
!262 = distinct !DILocation(line: 1, column: 52, scope: !86)
!263 = !DILocalVariable(name: "a", arg: 1, scope: !264, file: !133, line: 23, type: !112)
!264 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17hee4ac3150ab72348E", scope: !146, file: !133, line: 23, type: !265, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !152, declaration: !267, retainedNodes: !268)
!265 = !DISubroutineType(types: !266)
!266 = !{!146, !112, !112}
!267 = !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17hee4ac3150ab72348E", scope: !146, file: !133, line: 23, type: !265, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !152)
!268 = !{!263, !269}
!269 = !DILocalVariable(name: "b", arg: 2, scope: !264, file: !133, line: 23, type: !112)
!270 = !DILocation(line: 0, scope: !264, inlinedAt: !271)
!271 = distinct !DILocation(line: 631, column: 9, scope: !253, inlinedAt: !262)
!272 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !133, line: 299, type: !112)
!273 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h85e97459569e7dcdE", scope: !274, file: !133, line: 299, type: !265, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !152, retainedNodes: !275)
!274 = !DINamespace(name: "{impl#5}", scope: !136)
!275 = !{!272, !276, !277}
!276 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !133, line: 299, type: !112)
!277 = !DILocalVariable(name: "len", scope: !278, file: !133, line: 300, type: !97, align: 64)
!278 = distinct !DILexicalBlock(scope: !273, file: !133, line: 300, column: 9)
!279 = !DILocation(line: 0, scope: !273, inlinedAt: !280)
!280 = distinct !DILocation(line: 24, column: 9, scope: !264, inlinedAt: !271)
!281 = !DILocalVariable(name: "v1", arg: 1, scope: !282, file: !283, line: 1574, type: !97)
!282 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h8ab210b24e921e28E", scope: !284, file: !283, line: 1574, type: !285, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !289, retainedNodes: !287)
!283 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!284 = !DINamespace(name: "cmp", scope: !12)
!285 = !DISubroutineType(types: !286)
!286 = !{!97, !97, !97}
!287 = !{!281, !288}
!288 = !DILocalVariable(name: "v2", arg: 2, scope: !282, file: !283, line: 1574, type: !97)
!289 = !{!290}
!290 = !DITemplateTypeParameter(name: "T", type: !97)
!291 = !DILocation(line: 0, scope: !282, inlinedAt: !292)
!292 = distinct !DILocation(line: 300, column: 19, scope: !273, inlinedAt: !280)
!293 = !DILocalVariable(name: "self", arg: 1, scope: !294, file: !283, line: 1072, type: !97)
!294 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3Ord3min17h10713329a49a146fE", scope: !295, file: !283, line: 1072, type: !285, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !298, retainedNodes: !296)
!295 = !DINamespace(name: "Ord", scope: !284)
!296 = !{!293, !297}
!297 = !DILocalVariable(name: "other", arg: 2, scope: !294, file: !283, line: 1072, type: !97)
!298 = !{!299}
!299 = !DITemplateTypeParameter(name: "Self", type: !97)
!300 = !DILocation(line: 0, scope: !294, inlinedAt: !301)
!301 = distinct !DILocation(line: 1575, column: 8, scope: !282, inlinedAt: !292)
!302 = !DILocation(line: 1076, column: 12, scope: !294, inlinedAt: !301)
!303 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!304 = !DILocation(line: 0, scope: !227, inlinedAt: !235)
!305 = !DILocation(line: 0, scope: !164, inlinedAt: !199)
!306 = !DILocation(line: 275, column: 42, scope: !164, inlinedAt: !199)
!307 = !DILocalVariable(name: "n", scope: !308, file: !309, line: 211, type: !97, align: 64)
!308 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !310, file: !309, line: 211, type: !285, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !312)
!309 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!310 = !DINamespace(name: "{impl#43}", scope: !311)
!311 = !DINamespace(name: "range", scope: !138)
!312 = !{!313, !307}
!313 = !DILocalVariable(name: "start", arg: 1, scope: !308, file: !309, line: 211, type: !97)
!314 = !DILocation(line: 0, scope: !308, inlinedAt: !315)
!315 = distinct !DILocation(line: 775, column: 35, scope: !316, inlinedAt: !337)
!316 = distinct !DILexicalBlock(scope: !317, file: !309, line: 773, column: 13)
!317 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h07a5badb0cfdfa9aE", scope: !318, file: !309, line: 771, type: !319, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !289, retainedNodes: !334)
!318 = !DINamespace(name: "{impl#5}", scope: !311)
!319 = !DISubroutineType(types: !320)
!320 = !{!321, !333}
!321 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !322, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !323, templateParams: !98, identifier: "6f59025219977f466509bd4ae79a2945")
!322 = !DINamespace(name: "option", scope: !12)
!323 = !{!324}
!324 = !DICompositeType(tag: DW_TAG_variant_part, scope: !321, file: !9, size: 128, align: 64, elements: !325, templateParams: !98, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !332)
!325 = !{!326, !328}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !324, file: !9, baseType: !327, size: 128, align: 64, extraData: i64 0)
!327 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !321, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !289, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!328 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !324, file: !9, baseType: !329, size: 128, align: 64, extraData: i64 1)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !321, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !330, templateParams: !289, identifier: "c70f2dfad93186ce146b7e80830727")
!330 = !{!331}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !329, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!332 = !DIDerivedType(tag: DW_TAG_member, scope: !321, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !187, size: 64, align: 64, dwarfAddressSpace: 0)
!334 = !{!335, !336}
!335 = !DILocalVariable(name: "self", arg: 1, scope: !317, file: !309, line: 771, type: !333)
!336 = !DILocalVariable(name: "old", scope: !316, file: !309, line: 773, type: !97, align: 64)
!337 = distinct !DILocation(line: 857, column: 14, scope: !338, inlinedAt: !344)
!338 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h137f48c2be5e1bbdE", scope: !339, file: !309, line: 856, type: !319, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !342, retainedNodes: !340)
!339 = !DINamespace(name: "{impl#6}", scope: !311)
!340 = !{!341}
!341 = !DILocalVariable(name: "self", arg: 1, scope: !338, file: !309, line: 856, type: !333)
!342 = !{!343}
!343 = !DITemplateTypeParameter(name: "A", type: !97)
!344 = distinct !DILocation(line: 281, column: 18, scope: !345, inlinedAt: !199)
!345 = !DILexicalBlockFile(scope: !161, file: !133, discriminator: 2)
!346 = !DILocalVariable(name: "rhs", scope: !347, file: !348, line: 832, type: !97, align: 64)
!347 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !349, file: !348, line: 832, type: !351, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !380)
!348 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!349 = !DINamespace(name: "{impl#11}", scope: !350)
!350 = !DINamespace(name: "num", scope: !12)
!351 = !DISubroutineType(types: !352)
!352 = !{!97, !97, !97, !353}
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !354, size: 64, align: 64, dwarfAddressSpace: 0)
!354 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !355, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !357, templateParams: !98, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!355 = !DINamespace(name: "location", scope: !356)
!356 = !DINamespace(name: "panic", scope: !12)
!357 = !{!358, !369, !371, !372}
!358 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !354, file: !9, baseType: !359, size: 128, align: 64, flags: DIFlagPrivate)
!359 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !116, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !360, templateParams: !367, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!360 = !{!361}
!361 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !359, file: !9, baseType: !362, size: 128, align: 64, flags: DIFlagPrivate)
!362 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !363, templateParams: !98, identifier: "238a44609877474087c05adf26cd41fa")
!363 = !{!364, !366}
!364 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !362, file: !9, baseType: !365, size: 64, align: 64)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !362, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!367 = !{!368}
!368 = !DITemplateTypeParameter(name: "T", type: !82)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !354, file: !9, baseType: !370, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!370 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !354, file: !9, baseType: !370, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !354, file: !9, baseType: !373, align: 8, offset: 192, flags: DIFlagPrivate)
!373 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !374, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!374 = !{!375}
!375 = !DITemplateTypeParameter(name: "T", type: !376)
!376 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !377, templateParams: !98, identifier: "9277eecd40495f85161460476aacc992")
!377 = !{!378, !379}
!378 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !376, file: !9, baseType: !365, size: 64, align: 64)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !376, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!380 = !{!381, !346}
!381 = !DILocalVariable(name: "self", arg: 1, scope: !347, file: !348, line: 832, type: !97)
!382 = !DILocation(line: 0, scope: !347, inlinedAt: !383)
!383 = distinct !DILocation(line: 213, column: 28, scope: !308, inlinedAt: !315)
!384 = !DILocation(line: 0, scope: !163, inlinedAt: !199)
!385 = !DILocation(line: 0, scope: !162, inlinedAt: !199)
!386 = !DILocation(line: 0, scope: !161, inlinedAt: !199)
!387 = !DILocation(line: 856, column: 13, scope: !338, inlinedAt: !344)
!388 = !DILocation(line: 771, column: 18, scope: !317, inlinedAt: !337)
!389 = !DILocalVariable(name: "self", arg: 1, scope: !390, file: !283, line: 1916, type: !396)
!390 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !391, file: !283, line: 1916, type: !393, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !397)
!391 = !DINamespace(name: "{impl#58}", scope: !392)
!392 = !DINamespace(name: "impls", scope: !284)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !396, !396}
!395 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!397 = !{!389, !398}
!398 = !DILocalVariable(name: "other", arg: 2, scope: !390, file: !283, line: 1916, type: !396)
!399 = !DILocation(line: 1916, column: 19, scope: !390, inlinedAt: !400)
!400 = distinct !DILocation(line: 772, column: 12, scope: !317, inlinedAt: !337)
!401 = !DILocation(line: 1916, column: 26, scope: !390, inlinedAt: !400)
!402 = !DILocation(line: 1916, column: 50, scope: !390, inlinedAt: !400)
!403 = !DILocation(line: 772, column: 12, scope: !317, inlinedAt: !337)
!404 = !DILocation(line: 0, scope: !316, inlinedAt: !337)
!405 = !DILocation(line: 844, column: 17, scope: !347, inlinedAt: !383)
!406 = !DILocation(line: 0, scope: !160, inlinedAt: !199)
!407 = !DILocation(line: 0, scope: !132, inlinedAt: !159)
!408 = !DILocation(line: 961, column: 18, scope: !409, inlinedAt: !416)
!409 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hd1aa1c1172e961acE", scope: !411, file: !410, line: 927, type: !413, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120)
!410 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!411 = !DINamespace(name: "{impl#0}", scope: !412)
!412 = !DINamespace(name: "mut_ptr", scope: !11)
!413 = !DISubroutineType(types: !414)
!414 = !{!415, !415, !97, !353}
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!416 = distinct !DILocation(line: 429, column: 60, scope: !103, inlinedAt: !131)
!417 = !DILocation(line: 0, scope: !103, inlinedAt: !418)
!418 = distinct !DILocation(line: 271, column: 64, scope: !132, inlinedAt: !159)
!419 = !DILocation(line: 961, column: 18, scope: !409, inlinedAt: !420)
!420 = distinct !DILocation(line: 429, column: 60, scope: !103, inlinedAt: !418)
!421 = !{!422}
!422 = distinct !{!422, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0"}
!423 = distinct !{!423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E"}
!424 = !DILocation(line: 286, column: 25, scope: !160, inlinedAt: !199)
!425 = !{!426}
!426 = distinct !{!426, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1"}
!427 = !DILocalVariable(name: "acc", arg: 2, scope: !428, file: !208, line: 88, type: !91)
!428 = distinct !DISubprogram(name: "{closure#0}<(&f64, &f64), f64, f64, iter::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E", scope: !168, file: !208, line: 88, type: !429, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !436, retainedNodes: !432)
!429 = !DISubroutineType(types: !430)
!430 = !{!91, !431, !91, !141}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, iter::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>>", baseType: !167, size: 64, align: 64, dwarfAddressSpace: 0)
!432 = !{!427, !433, !434, !435}
!433 = !DILocalVariable(name: "elt", arg: 3, scope: !428, file: !208, line: 88, type: !141)
!434 = !DILocalVariable(name: "g", scope: !428, file: !208, line: 86, type: !172, align: 8)
!435 = !DILocalVariable(name: "f", scope: !428, file: !208, line: 85, type: !178, align: 8)
!436 = !{!437, !224, !197, !438, !439}
!437 = !DITemplateTypeParameter(name: "T", type: !141)
!438 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !178)
!439 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !172)
!440 = !DILocation(line: 0, scope: !428, inlinedAt: !441)
!441 = distinct !DILocation(line: 286, column: 25, scope: !160, inlinedAt: !199)
!442 = !{!443}
!443 = distinct !{!443, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0"}
!444 = distinct !{!444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E"}
!445 = !DILocation(line: 88, column: 28, scope: !428, inlinedAt: !441)
!446 = !{!447}
!447 = distinct !{!447, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1"}
!448 = !DILocalVariable(arg: 1, scope: !449, file: !87, line: 1, type: !452)
!449 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E", scope: !179, file: !87, line: 1, type: !450, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !453)
!450 = !DISubroutineType(types: !451)
!451 = !{!91, !452, !141}
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut iter::dot::{closure_env#0}", baseType: !178, size: 64, align: 64, dwarfAddressSpace: 0)
!453 = !{!454, !456, !448, !457}
!454 = !DILocalVariable(name: "x", scope: !455, file: !87, line: 1, type: !110, align: 64)
!455 = distinct !DILexicalBlock(scope: !449, file: !87, line: 1, column: 72)
!456 = !DILocalVariable(name: "y", scope: !455, file: !87, line: 1, type: !110, align: 64)
!457 = !DILocalVariable(arg: 2, scope: !449, file: !87, line: 1, type: !141)
!458 = !DILocation(line: 0, scope: !449, inlinedAt: !459)
!459 = distinct !DILocation(line: 88, column: 28, scope: !428, inlinedAt: !441)
!460 = !DILocation(line: 0, scope: !455, inlinedAt: !459)
!461 = !DILocalVariable(name: "self", arg: 1, scope: !462, file: !463, line: 49, type: !110)
!462 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs30_NtNtCsgEmfK2I1SDS_4core3ops5arithRdNtB6_3Mul3mul", scope: !464, file: !463, line: 49, type: !466, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !468)
!463 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!464 = !DINamespace(name: "{impl#188}", scope: !465)
!465 = !DINamespace(name: "arith", scope: !189)
!466 = !DISubroutineType(types: !467)
!467 = !{!91, !110, !110, !353}
!468 = !{!461, !469}
!469 = !DILocalVariable(name: "other", arg: 2, scope: !462, file: !463, line: 49, type: !110)
!470 = !DILocation(line: 0, scope: !462, inlinedAt: !471)
!471 = distinct !DILocation(line: 1, column: 72, scope: !455, inlinedAt: !459)
!472 = !DILocation(line: 50, column: 31, scope: !462, inlinedAt: !471)
!473 = !{!443, !422}
!474 = !{!447, !426, !475}
!475 = distinct !{!475, !476, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E: %self"}
!476 = distinct !{!476, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E"}
!477 = !DILocation(line: 50, column: 38, scope: !462, inlinedAt: !471)
!478 = !{!447, !426}
!479 = !{!443, !422, !475}
!480 = !DILocation(line: 352, column: 45, scope: !481, inlinedAt: !486)
!481 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Mul3mul", scope: !483, file: !482, line: 352, type: !484, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98)
!482 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!483 = !DINamespace(name: "{impl#142}", scope: !465)
!484 = !DISubroutineType(types: !485)
!485 = !{!91, !91, !91, !353}
!486 = distinct !DILocation(line: 50, column: 17, scope: !462, inlinedAt: !471)
!487 = !DILocalVariable(arg: 1, scope: !488, file: !228, line: 164, type: !491)
!488 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h409f9cc9cc546497E", scope: !173, file: !228, line: 164, type: !489, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !233, retainedNodes: !492)
!489 = !DISubroutineType(types: !490)
!490 = !{!91, !491, !91, !91}
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, iter::dot::{closure_env#0}>>", baseType: !172, size: 64, align: 64, dwarfAddressSpace: 0)
!492 = !{!493, !494, !487}
!493 = !DILocalVariable(name: "a", arg: 2, scope: !488, file: !228, line: 164, type: !91)
!494 = !DILocalVariable(name: "b", arg: 3, scope: !488, file: !228, line: 164, type: !91)
!495 = !DILocation(line: 0, scope: !488, inlinedAt: !496)
!496 = distinct !DILocation(line: 88, column: 21, scope: !428, inlinedAt: !441)
!497 = !DILocation(line: 164, column: 28, scope: !488, inlinedAt: !496)
!498 = !{!499}
!499 = distinct !{!499, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It1"}
!500 = !{!501}
!501 = distinct !{!501, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It1"}
!502 = !{!503}
!503 = distinct !{!503, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It1"}
!504 = !{!505}
!505 = distinct !{!505, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It1"}
!506 = !{!503, !499}
!507 = !{!505, !501, !475}
!508 = !{!505, !501}
!509 = !{!503, !499, !475}
!510 = !{!511}
!511 = distinct !{!511, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It2"}
!512 = !{!513}
!513 = distinct !{!513, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It2"}
!514 = !{!515}
!515 = distinct !{!515, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It2"}
!516 = !{!517}
!517 = distinct !{!517, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It2"}
!518 = !{!515, !511}
!519 = !{!517, !513, !475}
!520 = !{!517, !513}
!521 = !{!515, !511, !475}
!522 = !{!523}
!523 = distinct !{!523, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It3"}
!524 = !{!525}
!525 = distinct !{!525, !423, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It3"}
!526 = !{!527}
!527 = distinct !{!527, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It3"}
!528 = !{!529}
!529 = distinct !{!529, !444, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It3"}
!530 = !{!527, !523}
!531 = !{!529, !525, !475}
!532 = !{!529, !525}
!533 = !{!527, !523, !475}
!534 = distinct !{!534, !535}
!535 = !{!"llvm.loop.unroll.disable"}
!536 = !DILocation(line: 1, column: 86, scope: !86)
!537 = distinct !DISubprogram(name: "norm", linkageName: "_ZN4iter4norm17hc44732abb9d0b04aE", scope: !88, file: !87, line: 2, type: !538, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !540)
!538 = !DISubroutineType(types: !539)
!539 = !{!91, !92}
!540 = !{!541}
!541 = !DILocalVariable(name: "v", arg: 1, scope: !537, file: !87, line: 2, type: !92)
!542 = !DILocation(line: 0, scope: !537)
!543 = !DILocalVariable(name: "init", scope: !544, file: !208, line: 124, type: !91, align: 64)
!544 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0d778bf3faa072a3E", scope: !209, file: !208, line: 124, type: !545, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !560, retainedNodes: !557)
!545 = !DISubroutineType(types: !546)
!546 = !{!91, !547, !91, !556}
!547 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>", scope: !169, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !548, templateParams: !553, identifier: "4c026f9fd1af5e2435dfd08845c02d01")
!548 = !{!549, !550}
!549 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !547, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagProtected)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !547, file: !9, baseType: !551, align: 8, offset: 128, flags: DIFlagPrivate)
!551 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !552, file: !9, align: 8, elements: !98, identifier: "65de8434373cf05e9887c7c0d79dda4e")
!552 = !DINamespace(name: "norm", scope: !88)
!553 = !{!554, !555}
!554 = !DITemplateTypeParameter(name: "I", type: !112)
!555 = !DITemplateTypeParameter(name: "F", type: !551)
!556 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>", scope: !173, file: !9, align: 8, elements: !98, identifier: "477b4578353ea3b35099a8bde8ae446f")
!557 = !{!558, !558, !543, !559}
!558 = !DILocalVariable(name: "self", scope: !544, file: !208, line: 124, type: !547, align: 64)
!559 = !DILocalVariable(name: "g", scope: !544, file: !208, line: 124, type: !556, align: 8)
!560 = !{!224, !554, !555, !197, !561}
!561 = !DITemplateTypeParameter(name: "G", type: !556)
!562 = !DILocation(line: 0, scope: !544, inlinedAt: !563)
!563 = !DILocation(line: 161, column: 22, scope: !564, inlinedAt: !571)
!564 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h31976f93306c3608E", scope: !174, file: !228, line: 160, type: !565, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !569, retainedNodes: !567)
!565 = !DISubroutineType(types: !566)
!566 = !{!91, !547}
!567 = !{!568, !568}
!568 = !DILocalVariable(name: "iter", scope: !564, file: !228, line: 160, type: !547, align: 64)
!569 = !{!570}
!570 = !DITemplateTypeParameter(name: "I", type: !547)
!571 = !DILocation(line: 3658, column: 9, scope: !572, inlinedAt: !577)
!572 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h2bd3e641852e5050E", scope: !238, file: !237, line: 3653, type: !565, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !575, retainedNodes: !573)
!573 = !{!574, !574}
!574 = !DILocalVariable(name: "self", scope: !572, file: !237, line: 3653, type: !547, align: 64)
!575 = !{!576, !244}
!576 = !DITemplateTypeParameter(name: "Self", type: !547)
!577 = !DILocation(line: 2, column: 57, scope: !537)
!578 = !DILocation(line: 124, column: 38, scope: !544, inlinedAt: !563)
!579 = !DILocation(line: 0, scope: !572, inlinedAt: !577)
!580 = !DILocation(line: 0, scope: !564, inlinedAt: !571)
!581 = !DILocalVariable(name: "self", arg: 1, scope: !582, file: !104, line: 259, type: !112)
!582 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, iter::norm::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE", scope: !105, file: !104, line: 259, type: !583, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !606, retainedNodes: !589)
!583 = !DISubroutineType(types: !584)
!584 = !{!91, !112, !91, !585}
!585 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&f64, f64, f64, iter::norm::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>>", scope: !168, file: !9, align: 8, elements: !586, templateParams: !98, identifier: "f3e81ede07438e572d79786b4a1e45eb")
!586 = !{!587, !588}
!587 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !585, file: !9, baseType: !556, align: 8)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !585, file: !9, baseType: !551, align: 8)
!589 = !{!581, !590, !591, !592, !594, !596, !598, !600, !602, !604}
!590 = !DILocalVariable(name: "init", arg: 2, scope: !582, file: !104, line: 259, type: !91)
!591 = !DILocalVariable(name: "f", arg: 3, scope: !582, file: !104, line: 259, type: !585)
!592 = !DILocalVariable(name: "len", scope: !593, file: !104, line: 29, type: !97, align: 64)
!593 = distinct !DILexicalBlock(scope: !582, file: !104, line: 29, column: 13)
!594 = !DILocalVariable(name: "end", scope: !595, file: !104, line: 33, type: !115, align: 64)
!595 = distinct !DILexicalBlock(scope: !582, file: !104, line: 33, column: 13)
!596 = !DILocalVariable(name: "acc", scope: !597, file: !104, line: 273, type: !91, align: 64)
!597 = distinct !DILexicalBlock(scope: !582, file: !104, line: 273, column: 17)
!598 = !DILocalVariable(name: "i", scope: !599, file: !104, line: 274, type: !97, align: 64)
!599 = distinct !DILexicalBlock(scope: !597, file: !104, line: 274, column: 17)
!600 = !DILocalVariable(name: "len", scope: !601, file: !104, line: 275, type: !97, align: 64)
!601 = distinct !DILexicalBlock(scope: !599, file: !104, line: 275, column: 17)
!602 = !DILocalVariable(name: "len", scope: !603, file: !104, line: 29, type: !97, align: 64)
!603 = distinct !DILexicalBlock(scope: !599, file: !104, line: 29, column: 13)
!604 = !DILocalVariable(name: "end", scope: !605, file: !104, line: 33, type: !115, align: 64)
!605 = distinct !DILexicalBlock(scope: !599, file: !104, line: 33, column: 13)
!606 = !{!121, !224, !607}
!607 = !DITemplateTypeParameter(name: "F", type: !585)
!608 = !DILocation(line: 0, scope: !582, inlinedAt: !609)
!609 = distinct !DILocation(line: 128, column: 19, scope: !544, inlinedAt: !563)
!610 = !DILocation(line: 259, column: 42, scope: !582, inlinedAt: !609)
!611 = !DILocalVariable(name: "rhs", scope: !612, file: !348, line: 832, type: !97, align: 64)
!612 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !349, file: !348, line: 832, type: !351, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !613)
!613 = !{!614, !611}
!614 = !DILocalVariable(name: "self", arg: 1, scope: !612, file: !348, line: 832, type: !97)
!615 = !DILocation(line: 0, scope: !612, inlinedAt: !616)
!616 = distinct !DILocation(line: 283, column: 36, scope: !601, inlinedAt: !609)
!617 = !DILocation(line: 0, scope: !595, inlinedAt: !609)
!618 = !DILocalVariable(name: "self", arg: 1, scope: !619, file: !620, line: 1719, type: !624)
!619 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h3a1a955a05cce591E", scope: !621, file: !620, line: 1719, type: !622, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !625)
!620 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!621 = !DINamespace(name: "{impl#16}", scope: !116)
!622 = !DISubroutineType(types: !623)
!623 = !{!395, !624, !624}
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<f64>", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!625 = !{!618, !626}
!626 = !DILocalVariable(name: "other", arg: 2, scope: !619, file: !620, line: 1719, type: !624)
!627 = !DILocation(line: 1719, column: 11, scope: !619, inlinedAt: !628)
!628 = distinct !DILocation(line: 44, column: 20, scope: !595, inlinedAt: !609)
!629 = !DILocation(line: 1719, column: 18, scope: !619, inlinedAt: !628)
!630 = !DILocation(line: 1720, column: 9, scope: !619, inlinedAt: !628)
!631 = !DILocation(line: 25, column: 86, scope: !582, inlinedAt: !609)
!632 = !DILocation(line: 284, column: 24, scope: !601, inlinedAt: !609)
!633 = !DILocation(line: 0, scope: !597, inlinedAt: !609)
!634 = !DILocation(line: 0, scope: !599, inlinedAt: !609)
!635 = !DILocalVariable(name: "self", arg: 1, scope: !636, file: !620, line: 651, type: !115)
!636 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hccc8f881f251d5f5E", scope: !115, file: !620, line: 651, type: !637, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !639, retainedNodes: !640)
!637 = !DISubroutineType(types: !638)
!638 = !{!115, !115, !97}
!639 = !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hccc8f881f251d5f5E", scope: !115, file: !620, line: 651, type: !637, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!640 = !{!635, !641}
!641 = !DILocalVariable(name: "count", arg: 2, scope: !636, file: !620, line: 651, type: !97)
!642 = !DILocation(line: 0, scope: !636, inlinedAt: !643)
!643 = distinct !DILocation(line: 279, column: 67, scope: !601, inlinedAt: !609)
!644 = !DILocation(line: 659, column: 28, scope: !636, inlinedAt: !643)
!645 = !DILocalVariable(name: "acc", arg: 2, scope: !646, file: !208, line: 88, type: !91)
!646 = distinct !DISubprogram(name: "{closure#0}<&f64, f64, f64, iter::norm::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h114539b8fe2d40c6E", scope: !168, file: !208, line: 88, type: !647, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !654, retainedNodes: !650)
!647 = !DISubroutineType(types: !648)
!648 = !{!91, !649, !91, !110}
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, iter::norm::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>>", baseType: !585, size: 64, align: 64, dwarfAddressSpace: 0)
!650 = !{!645, !651, !652, !653}
!651 = !DILocalVariable(name: "elt", arg: 3, scope: !646, file: !208, line: 88, type: !110)
!652 = !DILocalVariable(name: "g", scope: !646, file: !208, line: 86, type: !556, align: 8)
!653 = !DILocalVariable(name: "f", scope: !646, file: !208, line: 85, type: !551, align: 8)
!654 = !{!127, !224, !197, !655, !656}
!655 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !551)
!656 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !556)
!657 = !DILocation(line: 0, scope: !646, inlinedAt: !658)
!658 = distinct !DILocation(line: 279, column: 27, scope: !601, inlinedAt: !609)
!659 = !DILocalVariable(arg: 1, scope: !660, file: !87, line: 2, type: !663)
!660 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4iter4norm28_$u7b$$u7b$closure$u7d$$u7d$17h5753a386529ecdc1E", scope: !552, file: !87, line: 2, type: !661, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !664)
!661 = !DISubroutineType(types: !662)
!662 = !{!91, !663, !110}
!663 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut iter::norm::{closure_env#0}", baseType: !551, size: 64, align: 64, dwarfAddressSpace: 0)
!664 = !{!665, !659}
!665 = !DILocalVariable(name: "x", arg: 2, scope: !660, file: !87, line: 2, type: !110)
!666 = !DILocation(line: 0, scope: !660, inlinedAt: !667)
!667 = distinct !DILocation(line: 88, column: 28, scope: !646, inlinedAt: !658)
!668 = !DILocalVariable(name: "self", arg: 1, scope: !669, file: !463, line: 49, type: !110)
!669 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs30_NtNtCsgEmfK2I1SDS_4core3ops5arithRdNtB6_3Mul3mul", scope: !464, file: !463, line: 49, type: !466, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !670)
!670 = !{!668, !671}
!671 = !DILocalVariable(name: "other", arg: 2, scope: !669, file: !463, line: 49, type: !110)
!672 = !DILocation(line: 0, scope: !669, inlinedAt: !673)
!673 = distinct !DILocation(line: 2, column: 50, scope: !660, inlinedAt: !667)
!674 = !DILocation(line: 50, column: 31, scope: !669, inlinedAt: !673)
!675 = !{!676, !678}
!676 = distinct !{!676, !677, !"_ZN4iter4norm28_$u7b$$u7b$closure$u7d$$u7d$17h5753a386529ecdc1E: %x"}
!677 = distinct !{!677, !"_ZN4iter4norm28_$u7b$$u7b$closure$u7d$$u7d$17h5753a386529ecdc1E"}
!678 = distinct !{!678, !679, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h114539b8fe2d40c6E: %elt"}
!679 = distinct !{!679, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h114539b8fe2d40c6E"}
!680 = !DILocation(line: 352, column: 45, scope: !681, inlinedAt: !682)
!681 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Mul3mul", scope: !483, file: !482, line: 352, type: !484, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98)
!682 = distinct !DILocation(line: 50, column: 17, scope: !669, inlinedAt: !673)
!683 = !DILocalVariable(arg: 1, scope: !684, file: !228, line: 164, type: !687)
!684 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17ha5513ce1412cc22aE", scope: !173, file: !228, line: 164, type: !685, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !569, retainedNodes: !688)
!685 = !DISubroutineType(types: !686)
!686 = !{!91, !687, !91, !91}
!687 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::norm::{closure_env#0}>>", baseType: !556, size: 64, align: 64, dwarfAddressSpace: 0)
!688 = !{!689, !690, !683}
!689 = !DILocalVariable(name: "a", arg: 2, scope: !684, file: !228, line: 164, type: !91)
!690 = !DILocalVariable(name: "b", arg: 3, scope: !684, file: !228, line: 164, type: !91)
!691 = !DILocation(line: 0, scope: !684, inlinedAt: !692)
!692 = distinct !DILocation(line: 88, column: 21, scope: !646, inlinedAt: !658)
!693 = !DILocation(line: 164, column: 28, scope: !684, inlinedAt: !692)
!694 = !DILocation(line: 844, column: 17, scope: !612, inlinedAt: !616)
!695 = distinct !{!695, !535}
!696 = !DILocation(line: 2039, column: 9, scope: !697, inlinedAt: !705)
!697 = distinct !DISubprogram(name: "sqrt", linkageName: "_RNvNtNtCsgEmfK2I1SDS_4core3f644math4sqrt", scope: !699, file: !698, line: 2038, type: !701, scopeLine: 2038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !703)
!698 = !DIFile(filename: "library/core/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cbb76cb498122bc6efb17630e39a4d29")
!699 = !DINamespace(name: "math", scope: !700)
!700 = !DINamespace(name: "f64", scope: !12)
!701 = !DISubroutineType(types: !702)
!702 = !{!91, !91}
!703 = !{!704}
!704 = !DILocalVariable(name: "x", arg: 1, scope: !697, file: !698, line: 2038, type: !91)
!705 = !DILocation(line: 385, column: 9, scope: !706, inlinedAt: !713)
!706 = distinct !DISubprogram(name: "sqrt", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4sqrt", scope: !708, file: !707, line: 384, type: !701, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !711)
!707 = !DIFile(filename: "library/std/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25b2a0d69a7ff90f22cee9f25d3729c1")
!708 = !DINamespace(name: "{impl#0}", scope: !709)
!709 = !DINamespace(name: "f64", scope: !710)
!710 = !DINamespace(name: "std", scope: null)
!711 = !{!712}
!712 = !DILocalVariable(name: "self", arg: 1, scope: !706, file: !707, line: 384, type: !91)
!713 = !DILocation(line: 2, column: 70, scope: !537)
!714 = !DILocation(line: 0, scope: !706, inlinedAt: !713)
!715 = !DILocation(line: 0, scope: !697, inlinedAt: !705)
!716 = !DILocation(line: 2, column: 78, scope: !537)
!717 = distinct !DISubprogram(name: "horner", linkageName: "_ZN4iter6horner17h4375d3acc690a7baE", scope: !88, file: !87, line: 6, type: !718, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !720)
!718 = !DISubroutineType(types: !719)
!719 = !{!91, !92, !91}
!720 = !{!721, !722}
!721 = !DILocalVariable(name: "c", arg: 1, scope: !717, file: !87, line: 6, type: !92)
!722 = !DILocalVariable(name: "x", arg: 2, scope: !717, file: !87, line: 6, type: !91)
!723 = !DILocation(line: 0, scope: !717)
!724 = !DILocalVariable(name: "self", arg: 1, scope: !725, file: !726, line: 1040, type: !92)
!725 = distinct !DISubprogram(name: "iter<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hfd8d9f0cbf515ff1E", scope: !727, file: !726, line: 1040, type: !728, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !730)
!726 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!727 = !DINamespace(name: "{impl#0}", scope: !107)
!728 = !DISubroutineType(types: !729)
!729 = !{!112, !92}
!730 = !{!724}
!731 = !DILocation(line: 0, scope: !725, inlinedAt: !732)
!732 = !DILocation(line: 6, column: 45, scope: !717)
!733 = !DILocalVariable(name: "slice", arg: 1, scope: !734, file: !735, line: 96, type: !92)
!734 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h8b90a2b86cb2bb2fE", scope: !112, file: !735, line: 96, type: !728, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !736, retainedNodes: !737)
!735 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!736 = !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h8b90a2b86cb2bb2fE", scope: !112, file: !735, line: 96, type: !728, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!737 = !{!733, !738, !740, !742}
!738 = !DILocalVariable(name: "len", scope: !739, file: !735, line: 97, type: !97, align: 64)
!739 = distinct !DILexicalBlock(scope: !734, file: !735, line: 97, column: 9)
!740 = !DILocalVariable(name: "ptr", scope: !741, file: !735, line: 98, type: !115, align: 64)
!741 = distinct !DILexicalBlock(scope: !739, file: !735, line: 98, column: 9)
!742 = !DILocalVariable(name: "end_or_len", scope: !743, file: !735, line: 101, type: !119, align: 64)
!743 = distinct !DILexicalBlock(scope: !741, file: !735, line: 101, column: 13)
!744 = !DILocation(line: 0, scope: !734, inlinedAt: !745)
!745 = !DILocation(line: 1041, column: 9, scope: !725, inlinedAt: !732)
!746 = !DILocalVariable(name: "init", scope: !747, file: !748, line: 79, type: !91, align: 64)
!747 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, f64, iter::horner::{closure_env#0}>", linkageName: "_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2019ec12e99fed3aE", scope: !749, file: !748, line: 79, type: !751, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !765, retainedNodes: !762)
!748 = !DIFile(filename: "library/core/src/iter/adapters/rev.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c0b51c2e2801a373cd0b2d2d78a81982")
!749 = !DINamespace(name: "{impl#1}", scope: !750)
!750 = !DINamespace(name: "rev", scope: !137)
!751 = !DISubroutineType(types: !752)
!752 = !{!91, !753, !91, !758}
!753 = !DICompositeType(tag: DW_TAG_structure_type, name: "Rev<core::slice::iter::Iter<f64>>", scope: !750, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !754, templateParams: !756, identifier: "6b98b04e5670326929481cbcb6684b33")
!754 = !{!755}
!755 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !753, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagPrivate)
!756 = !{!757}
!757 = !DITemplateTypeParameter(name: "T", type: !112)
!758 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !759, file: !9, size: 64, align: 64, elements: !760, templateParams: !98, identifier: "8b1d534bc1df35158b66bb2cec827bbd")
!759 = !DINamespace(name: "horner", scope: !88)
!760 = !{!761}
!761 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__x", scope: !758, file: !9, baseType: !110, size: 64, align: 64)
!762 = !{!763, !746, !764}
!763 = !DILocalVariable(name: "self", scope: !747, file: !748, line: 79, type: !753, align: 64)
!764 = !DILocalVariable(name: "f", arg: 3, scope: !747, file: !748, line: 79, type: !758)
!765 = !{!554, !197, !766}
!766 = !DITemplateTypeParameter(name: "F", type: !758)
!767 = !DILocation(line: 0, scope: !747, inlinedAt: !768)
!768 = !DILocation(line: 6, column: 58, scope: !717)
!769 = !DILocation(line: 0, scope: !739, inlinedAt: !745)
!770 = !DILocalVariable(name: "count", arg: 2, scope: !771, file: !410, line: 927, type: !97)
!771 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hd1aa1c1172e961acE", scope: !411, file: !410, line: 927, type: !413, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !772)
!772 = !{!773, !770}
!773 = !DILocalVariable(name: "self", arg: 1, scope: !771, file: !410, line: 927, type: !415)
!774 = !DILocation(line: 0, scope: !771, inlinedAt: !775)
!775 = !DILocation(line: 102, column: 78, scope: !741, inlinedAt: !745)
!776 = !DILocation(line: 0, scope: !741, inlinedAt: !745)
!777 = !DILocalVariable(name: "self", arg: 1, scope: !778, file: !779, line: 301, type: !112)
!778 = distinct !DISubprogram(name: "rfold<core::slice::iter::Iter<f64>, f64, iter::horner::{closure_env#0}>", linkageName: "_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E", scope: !780, file: !779, line: 301, type: !782, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !791, retainedNodes: !784)
!779 = !DIFile(filename: "library/core/src/iter/traits/double_ended.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "44f20493a76f1796bc2878d611fe77c6")
!780 = !DINamespace(name: "DoubleEndedIterator", scope: !781)
!781 = !DINamespace(name: "double_ended", scope: !176)
!782 = !DISubroutineType(types: !783)
!783 = !{!91, !112, !91, !758}
!784 = !{!777, !785, !786, !787, !789}
!785 = !DILocalVariable(name: "init", arg: 2, scope: !778, file: !779, line: 301, type: !91)
!786 = !DILocalVariable(name: "f", arg: 3, scope: !778, file: !779, line: 301, type: !758)
!787 = !DILocalVariable(name: "accum", scope: !788, file: !779, line: 306, type: !91, align: 64)
!788 = distinct !DILexicalBlock(scope: !778, file: !779, line: 306, column: 9)
!789 = !DILocalVariable(name: "x", scope: !790, file: !779, line: 307, type: !110, align: 64)
!790 = distinct !DILexicalBlock(scope: !788, file: !779, line: 307, column: 46)
!791 = !{!259, !224, !766}
!792 = !DILocation(line: 0, scope: !778, inlinedAt: !793)
!793 = distinct !DILocation(line: 83, column: 19, scope: !747, inlinedAt: !768)
!794 = !DILocation(line: 0, scope: !788, inlinedAt: !793)
!795 = !DILocalVariable(name: "self", arg: 1, scope: !796, file: !104, line: 438, type: !111)
!796 = distinct !DISubprogram(name: "next_back<f64>", linkageName: "_ZN106_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$9next_back17h1a5ce01b21ab2d16E", scope: !797, file: !104, line: 438, type: !798, scopeLine: 438, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !811)
!797 = !DINamespace(name: "{impl#172}", scope: !106)
!798 = !DISubroutineType(types: !799)
!799 = !{!800, !111}
!800 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&f64>", scope: !322, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !801, templateParams: !98, identifier: "a974053e5c8afda57dae3dddb1f1a393")
!801 = !{!802}
!802 = !DICompositeType(tag: DW_TAG_variant_part, scope: !800, file: !9, size: 64, align: 64, elements: !803, templateParams: !98, identifier: "b84de29a073c61ac60c7e207ce659d19", discriminator: !810)
!803 = !{!804, !806}
!804 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !802, file: !9, baseType: !805, size: 64, align: 64, extraData: i64 0)
!805 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !800, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !126, identifier: "dc07ca98e7f8a1f2e6d7df18c8d5c2b6")
!806 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !802, file: !9, baseType: !807, size: 64, align: 64)
!807 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !800, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !808, templateParams: !126, identifier: "44f75b8f57cff87ce4b5e52918f4b7a8")
!808 = !{!809}
!809 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !807, file: !9, baseType: !110, size: 64, align: 64, flags: DIFlagPublic)
!810 = !DIDerivedType(tag: DW_TAG_member, scope: !800, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!811 = !{!795, !812, !814}
!812 = !DILocalVariable(name: "len", scope: !813, file: !104, line: 29, type: !97, align: 64)
!813 = distinct !DILexicalBlock(scope: !796, file: !104, line: 29, column: 13)
!814 = !DILocalVariable(name: "end", scope: !815, file: !104, line: 33, type: !115, align: 64)
!815 = distinct !DILexicalBlock(scope: !796, file: !104, line: 33, column: 13)
!816 = !DILocation(line: 0, scope: !796, inlinedAt: !817)
!817 = distinct !DILocation(line: 307, column: 34, scope: !790, inlinedAt: !793)
!818 = !DILocalVariable(name: "self", arg: 1, scope: !819, file: !104, line: 81, type: !111)
!819 = distinct !DISubprogram(name: "next_back_unchecked<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$19next_back_unchecked17ha527f500111fd202E", scope: !112, file: !104, line: 81, type: !820, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !822, retainedNodes: !823)
!820 = !DISubroutineType(types: !821)
!821 = !{!110, !111}
!822 = !DISubprogram(name: "next_back_unchecked<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$19next_back_unchecked17ha527f500111fd202E", scope: !112, file: !104, line: 81, type: !820, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!823 = !{!818}
!824 = !DILocation(line: 0, scope: !819, inlinedAt: !825)
!825 = distinct !DILocation(line: 447, column: 35, scope: !796, inlinedAt: !817)
!826 = !DILocalVariable(name: "self", arg: 1, scope: !827, file: !104, line: 119, type: !111)
!827 = distinct !DISubprogram(name: "pre_dec_end<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$11pre_dec_end17h9354a0e395132d9aE", scope: !112, file: !104, line: 119, type: !828, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !830, retainedNodes: !831)
!828 = !DISubroutineType(types: !829)
!829 = !{!115, !111, !97}
!830 = !DISubprogram(name: "pre_dec_end<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$11pre_dec_end17h9354a0e395132d9aE", scope: !112, file: !104, line: 119, type: !828, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!831 = !{!826, !832, !833, !836}
!832 = !DILocalVariable(name: "offset", scope: !827, file: !104, line: 119, type: !97, align: 64)
!833 = !DILocalVariable(name: "len", scope: !834, file: !104, line: 17, type: !835, align: 64)
!834 = distinct !DILexicalBlock(scope: !827, file: !104, line: 17, column: 13)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut usize", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!836 = !DILocalVariable(name: "end", scope: !837, file: !104, line: 21, type: !838, align: 64)
!837 = distinct !DILexicalBlock(scope: !827, file: !104, line: 21, column: 13)
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::ptr::non_null::NonNull<f64>", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!839 = !DILocation(line: 0, scope: !827, inlinedAt: !840)
!840 = distinct !DILocation(line: 84, column: 31, scope: !819, inlinedAt: !825)
!841 = !DILocalVariable(name: "count", scope: !842, file: !620, line: 728, type: !97, align: 64)
!842 = distinct !DISubprogram(name: "sub<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3sub17h774fa5a6279e8392E", scope: !115, file: !620, line: 728, type: !637, scopeLine: 728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !843, retainedNodes: !844)
!843 = !DISubprogram(name: "sub<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3sub17h774fa5a6279e8392E", scope: !115, file: !620, line: 728, type: !637, scopeLine: 728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!844 = !{!845, !841}
!845 = !DILocalVariable(name: "self", arg: 1, scope: !842, file: !620, line: 728, type: !115)
!846 = !DILocation(line: 0, scope: !842, inlinedAt: !847)
!847 = distinct !DILocation(line: 132, column: 36, scope: !837, inlinedAt: !840)
!848 = !DILocalVariable(name: "count", scope: !849, file: !620, line: 575, type: !852, align: 64)
!849 = distinct !DISubprogram(name: "offset<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6offset17h51fb26e8fadac2edE", scope: !115, file: !620, line: 575, type: !850, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !853, retainedNodes: !854)
!850 = !DISubroutineType(types: !851)
!851 = !{!115, !115, !852}
!852 = !DIBasicType(name: "isize", size: 64, encoding: DW_ATE_signed)
!853 = !DISubprogram(name: "offset<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6offset17h51fb26e8fadac2edE", scope: !115, file: !620, line: 575, type: !850, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!854 = !{!855, !848}
!855 = !DILocalVariable(name: "self", arg: 1, scope: !849, file: !620, line: 575, type: !115)
!856 = !DILocation(line: 0, scope: !849, inlinedAt: !857)
!857 = distinct !DILocation(line: 739, column: 27, scope: !842, inlinedAt: !847)
!858 = !DILocation(line: 0, scope: !815, inlinedAt: !817)
!859 = !DILocalVariable(name: "self", arg: 1, scope: !860, file: !620, line: 1719, type: !624)
!860 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h3a1a955a05cce591E", scope: !621, file: !620, line: 1719, type: !622, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !861)
!861 = !{!859, !862}
!862 = !DILocalVariable(name: "other", arg: 2, scope: !860, file: !620, line: 1719, type: !624)
!863 = !DILocation(line: 1719, column: 11, scope: !860, inlinedAt: !864)
!864 = distinct !DILocation(line: 44, column: 20, scope: !815, inlinedAt: !817)
!865 = !DILocation(line: 1719, column: 18, scope: !860, inlinedAt: !864)
!866 = !DILocation(line: 1720, column: 9, scope: !860, inlinedAt: !864)
!867 = !DILocation(line: 25, column: 86, scope: !796, inlinedAt: !817)
!868 = !DILocation(line: 961, column: 18, scope: !771, inlinedAt: !775)
!869 = !DILocation(line: 0, scope: !837, inlinedAt: !840)
!870 = !DILocation(line: 583, column: 28, scope: !849, inlinedAt: !857)
!871 = !DILocation(line: 0, scope: !790, inlinedAt: !793)
!872 = !DILocalVariable(name: "x", scope: !873, file: !87, line: 6, type: !91, align: 64)
!873 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE", scope: !759, file: !87, line: 6, type: !874, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !877)
!874 = !DISubroutineType(types: !875)
!875 = !{!91, !876, !91, !110}
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut iter::horner::{closure_env#0}", baseType: !758, size: 64, align: 64, dwarfAddressSpace: 0)
!877 = !{!878, !872, !879, !881}
!878 = !DILocalVariable(name: "acc", arg: 2, scope: !873, file: !87, line: 6, type: !91)
!879 = !DILocalVariable(name: "k", scope: !880, file: !87, line: 6, type: !91, align: 64)
!880 = distinct !DILexicalBlock(scope: !873, file: !87, line: 6, column: 78)
!881 = !DILocalVariable(arg: 3, scope: !873, file: !87, line: 6, type: !110)
!882 = !DILocation(line: 0, scope: !873, inlinedAt: !883)
!883 = distinct !DILocation(line: 308, column: 21, scope: !790, inlinedAt: !793)
!884 = !DILocation(line: 6, column: 75, scope: !873, inlinedAt: !883)
!885 = !{!886}
!886 = distinct !{!886, !887, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE: %_3"}
!887 = distinct !{!887, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE"}
!888 = !{!889, !890}
!889 = distinct !{!889, !887, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE: %_1"}
!890 = distinct !{!890, !891, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E: argument 0"}
!891 = distinct !{!891, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E"}
!892 = !DILocation(line: 0, scope: !880, inlinedAt: !883)
!893 = !DILocation(line: 6, column: 78, scope: !880, inlinedAt: !883)
!894 = distinct !{!894, !535}
!895 = !DILocation(line: 6, column: 92, scope: !717)
!896 = distinct !DISubprogram(name: "softmax", linkageName: "_ZN4iter7softmax17h6579ffd609a6ae6aE", scope: !88, file: !87, line: 3, type: !897, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !934)
!897 = !DISubroutineType(types: !898)
!898 = !{null, !899}
!899 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !900, size: 64, align: 64, dwarfAddressSpace: 0)
!900 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<f64, alloc::alloc::Global>", scope: !901, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !902, templateParams: !932, identifier: "719081b40ac88b8d87e285172fa12cf8")
!901 = !DINamespace(name: "vec", scope: !81)
!902 = !{!903, !933}
!903 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !900, file: !9, baseType: !904, size: 128, align: 64, flags: DIFlagPrivate)
!904 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<f64, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !905, templateParams: !932, identifier: "ac4d7042607b0360fbb8cdc4ffb2014e")
!905 = !{!906, !930}
!906 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !904, file: !9, baseType: !907, size: 128, align: 64, flags: DIFlagPrivate)
!907 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !908, templateParams: !928, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!908 = !{!909, !920, !925}
!909 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !907, file: !9, baseType: !910, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!910 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !911, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !912, templateParams: !367, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!911 = !DINamespace(name: "unique", scope: !11)
!912 = !{!913, !918}
!913 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !910, file: !9, baseType: !914, size: 64, align: 64, flags: DIFlagPrivate)
!914 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !915, templateParams: !367, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!915 = !{!916}
!916 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !914, file: !9, baseType: !917, size: 64, align: 64, flags: DIFlagPrivate)
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!918 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !910, file: !9, baseType: !919, align: 8, offset: 64, flags: DIFlagPrivate)
!919 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !367, identifier: "15bae875c56c7c0f828edf19d836075e")
!920 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !907, file: !9, baseType: !921, size: 64, align: 64, flags: DIFlagPrivate)
!921 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !922, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !923, templateParams: !98, identifier: "cad7375c0c871c072d809328de25b44")
!922 = !DINamespace(name: "niche_types", scope: !350)
!923 = !{!924}
!924 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !921, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!925 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !907, file: !9, baseType: !926, align: 8, offset: 128, flags: DIFlagPrivate)
!926 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !927, file: !9, align: 8, flags: DIFlagPublic, elements: !98, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!927 = !DINamespace(name: "alloc", scope: !81)
!928 = !{!929}
!929 = !DITemplateTypeParameter(name: "A", type: !926)
!930 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !904, file: !9, baseType: !931, align: 8, offset: 128, flags: DIFlagPrivate)
!931 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !120, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!932 = !{!121, !929}
!933 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !900, file: !9, baseType: !97, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!934 = !{!935, !936, !938, !940, !951}
!935 = !DILocalVariable(name: "v", arg: 1, scope: !896, file: !87, line: 3, type: !899)
!936 = !DILocalVariable(name: "m", scope: !937, file: !87, line: 3, type: !91, align: 64)
!937 = distinct !DILexicalBlock(scope: !896, file: !87, line: 3, column: 36)
!938 = !DILocalVariable(name: "s", scope: !939, file: !87, line: 3, type: !91, align: 64)
!939 = distinct !DILexicalBlock(scope: !937, file: !87, line: 3, column: 97)
!940 = !DILocalVariable(name: "iter", scope: !941, file: !87, line: 3, type: !942, align: 64)
!941 = distinct !DILexicalBlock(scope: !939, file: !87, line: 3, column: 149)
!942 = !DICompositeType(tag: DW_TAG_structure_type, name: "IterMut<f64>", scope: !106, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !943, templateParams: !120, identifier: "99ce3aefc61bf6059503da387745b64a")
!943 = !{!944, !945, !946}
!944 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !942, file: !9, baseType: !115, size: 64, align: 64, flags: DIFlagPrivate)
!945 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !942, file: !9, baseType: !415, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!946 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !942, file: !9, baseType: !947, align: 8, offset: 128, flags: DIFlagPrivate)
!947 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut f64>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !948, identifier: "976de26c2f4e7f5012e45ce572a57140")
!948 = !{!949}
!949 = !DITemplateTypeParameter(name: "T", type: !950)
!950 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut f64", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!951 = !DILocalVariable(name: "x", scope: !952, file: !87, line: 3, type: !950, align: 64)
!952 = distinct !DILexicalBlock(scope: !941, file: !87, line: 3, column: 149)
!953 = !DILocalVariable(name: "self", arg: 1, scope: !954, file: !104, line: 157, type: !969)
!954 = distinct !DISubprogram(name: "next<f64>", linkageName: "_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h26a055fd492dee2bE", scope: !955, file: !104, line: 157, type: !956, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !970)
!955 = !DINamespace(name: "{impl#179}", scope: !106)
!956 = !DISubroutineType(types: !957)
!957 = !{!958, !969}
!958 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&mut f64>", scope: !322, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !959, templateParams: !98, identifier: "ea7d39baed2276918e1f0691d567ebdd")
!959 = !{!960}
!960 = !DICompositeType(tag: DW_TAG_variant_part, scope: !958, file: !9, size: 64, align: 64, elements: !961, templateParams: !98, identifier: "d24879ab9f2adbd3aabd9df892733348", discriminator: !968)
!961 = !{!962, !964}
!962 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !960, file: !9, baseType: !963, size: 64, align: 64, extraData: i64 0)
!963 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !958, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !948, identifier: "407f52a8f1905fc6bd41a9f2266b4fd3")
!964 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !960, file: !9, baseType: !965, size: 64, align: 64)
!965 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !958, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !966, templateParams: !948, identifier: "158c997302a226d61799ed10227231d1")
!966 = !{!967}
!967 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !965, file: !9, baseType: !950, size: 64, align: 64, flags: DIFlagPublic)
!968 = !DIDerivedType(tag: DW_TAG_member, scope: !958, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!969 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::IterMut<f64>", baseType: !942, size: 64, align: 64, dwarfAddressSpace: 0)
!970 = !{!953, !971, !973, !975}
!971 = !DILocalVariable(name: "ptr", scope: !972, file: !104, line: 161, type: !115, align: 64)
!972 = distinct !DILexicalBlock(scope: !954, file: !104, line: 161, column: 17)
!973 = !DILocalVariable(name: "end_or_len", scope: !974, file: !104, line: 162, type: !415, align: 64)
!974 = distinct !DILexicalBlock(scope: !972, file: !104, line: 162, column: 17)
!975 = !DILocalVariable(name: "len", scope: !976, file: !104, line: 167, type: !97, align: 64)
!976 = distinct !DILexicalBlock(scope: !974, file: !104, line: 167, column: 25)
!977 = !DILocation(line: 157, column: 21, scope: !954, inlinedAt: !978)
!978 = !DILocation(line: 3, column: 158, scope: !979)
!979 = !DILexicalBlockFile(scope: !941, file: !87, discriminator: 4)
!980 = !DILocalVariable(name: "f", arg: 3, scope: !981, file: !104, line: 259, type: !984)
!981 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, iter::softmax::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h21fe1735b1c3b4adE", scope: !105, file: !104, line: 259, type: !982, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1010, retainedNodes: !993)
!982 = !DISubroutineType(types: !983)
!983 = !{!91, !112, !91, !984}
!984 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&f64, f64, f64, iter::softmax::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>>", scope: !168, file: !9, size: 64, align: 64, elements: !985, templateParams: !98, identifier: "b4d307e083b8053b5adf5026e2d77b6e")
!985 = !{!986, !988}
!986 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !984, file: !9, baseType: !987, align: 8, offset: 64)
!987 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>", scope: !173, file: !9, align: 8, elements: !98, identifier: "753d44196bcf2ceff962d8a339a3330a")
!988 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !984, file: !9, baseType: !989, size: 64, align: 64)
!989 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !990, file: !9, size: 64, align: 64, elements: !991, templateParams: !98, identifier: "f34c97f34d00081bcd8cbac3b12b4b2f")
!990 = !DINamespace(name: "softmax", scope: !88)
!991 = !{!992}
!992 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__m", scope: !989, file: !9, baseType: !110, size: 64, align: 64)
!993 = !{!994, !995, !980, !996, !998, !1000, !1002, !1004, !1006, !1008}
!994 = !DILocalVariable(name: "self", arg: 1, scope: !981, file: !104, line: 259, type: !112)
!995 = !DILocalVariable(name: "init", arg: 2, scope: !981, file: !104, line: 259, type: !91)
!996 = !DILocalVariable(name: "len", scope: !997, file: !104, line: 29, type: !97, align: 64)
!997 = distinct !DILexicalBlock(scope: !981, file: !104, line: 29, column: 13)
!998 = !DILocalVariable(name: "end", scope: !999, file: !104, line: 33, type: !115, align: 64)
!999 = distinct !DILexicalBlock(scope: !981, file: !104, line: 33, column: 13)
!1000 = !DILocalVariable(name: "acc", scope: !1001, file: !104, line: 273, type: !91, align: 64)
!1001 = distinct !DILexicalBlock(scope: !981, file: !104, line: 273, column: 17)
!1002 = !DILocalVariable(name: "i", scope: !1003, file: !104, line: 274, type: !97, align: 64)
!1003 = distinct !DILexicalBlock(scope: !1001, file: !104, line: 274, column: 17)
!1004 = !DILocalVariable(name: "len", scope: !1005, file: !104, line: 275, type: !97, align: 64)
!1005 = distinct !DILexicalBlock(scope: !1003, file: !104, line: 275, column: 17)
!1006 = !DILocalVariable(name: "len", scope: !1007, file: !104, line: 29, type: !97, align: 64)
!1007 = distinct !DILexicalBlock(scope: !1003, file: !104, line: 29, column: 13)
!1008 = !DILocalVariable(name: "end", scope: !1009, file: !104, line: 33, type: !115, align: 64)
!1009 = distinct !DILexicalBlock(scope: !1003, file: !104, line: 33, column: 13)
!1010 = !{!121, !224, !1011}
!1011 = !DITemplateTypeParameter(name: "F", type: !984)
!1012 = !DILocation(line: 0, scope: !981, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 128, column: 19, scope: !1014, inlinedAt: !1029)
!1014 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he7909b93d0afc5e2E", scope: !209, file: !208, line: 124, type: !1015, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1027, retainedNodes: !1023)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{!91, !1017, !91, !987}
!1017 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>", scope: !169, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1018, templateParams: !1021, identifier: "ddadbfd66a478d972ddf8206c52fcc96")
!1018 = !{!1019, !1020}
!1019 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1017, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagProtected)
!1020 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1017, file: !9, baseType: !989, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!1021 = !{!554, !1022}
!1022 = !DITemplateTypeParameter(name: "F", type: !989)
!1023 = !{!1024, !1024, !1025, !1026}
!1024 = !DILocalVariable(name: "self", scope: !1014, file: !208, line: 124, type: !1017, align: 64)
!1025 = !DILocalVariable(name: "init", scope: !1014, file: !208, line: 124, type: !91, align: 64)
!1026 = !DILocalVariable(name: "g", scope: !1014, file: !208, line: 124, type: !987, align: 8)
!1027 = !{!224, !554, !1022, !197, !1028}
!1028 = !DITemplateTypeParameter(name: "G", type: !987)
!1029 = !DILocation(line: 161, column: 22, scope: !1030, inlinedAt: !1037)
!1030 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h581ce7ca9e148abaE", scope: !174, file: !228, line: 160, type: !1031, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1035, retainedNodes: !1033)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!91, !1017}
!1033 = !{!1034, !1034}
!1034 = !DILocalVariable(name: "iter", scope: !1030, file: !228, line: 160, type: !1017, align: 64)
!1035 = !{!1036}
!1036 = !DITemplateTypeParameter(name: "I", type: !1017)
!1037 = !DILocation(line: 3658, column: 9, scope: !1038, inlinedAt: !1043)
!1038 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h75e1fd1f54895322E", scope: !238, file: !237, line: 3653, type: !1031, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1041, retainedNodes: !1039)
!1039 = !{!1040, !1040}
!1040 = !DILocalVariable(name: "self", scope: !1038, file: !237, line: 3653, type: !1017, align: 64)
!1041 = !{!1042, !244}
!1042 = !DITemplateTypeParameter(name: "Self", type: !1017)
!1043 = !DILocation(line: 3, column: 142, scope: !937)
!1044 = !DILocalVariable(name: "f", scope: !1045, file: !208, line: 85, type: !989, align: 64)
!1045 = distinct !DISubprogram(name: "{closure#0}<&f64, f64, f64, iter::softmax::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E", scope: !168, file: !208, line: 88, type: !1046, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1053, retainedNodes: !1049)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!91, !1048, !91, !110}
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, iter::softmax::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>>", baseType: !984, size: 64, align: 64, dwarfAddressSpace: 0)
!1049 = !{!1050, !1051, !1052, !1044}
!1050 = !DILocalVariable(name: "acc", arg: 2, scope: !1045, file: !208, line: 88, type: !91)
!1051 = !DILocalVariable(name: "elt", arg: 3, scope: !1045, file: !208, line: 88, type: !110)
!1052 = !DILocalVariable(name: "g", scope: !1045, file: !208, line: 86, type: !987, align: 8)
!1053 = !{!127, !224, !197, !1054, !1055}
!1054 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !989)
!1055 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !987)
!1056 = !DILocation(line: 0, scope: !1045, inlinedAt: !1057)
!1057 = distinct !DILocation(line: 279, column: 27, scope: !1005, inlinedAt: !1013)
!1058 = !DILocation(line: 0, scope: !1014, inlinedAt: !1029)
!1059 = !DILocation(line: 0, scope: !1030, inlinedAt: !1037)
!1060 = !DILocation(line: 0, scope: !1038, inlinedAt: !1043)
!1061 = !DILocation(line: 0, scope: !896)
!1062 = !DILocalVariable(name: "self", arg: 1, scope: !1063, file: !1064, line: 3728, type: !899)
!1063 = distinct !DISubprogram(name: "deref<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hc8261387da3232d4E", scope: !1065, file: !1064, line: 3728, type: !1066, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !932, retainedNodes: !1069)
!1064 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!1065 = !DINamespace(name: "{impl#9}", scope: !901)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!92, !1068}
!1068 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !900, size: 64, align: 64, dwarfAddressSpace: 0)
!1069 = !{!1062}
!1070 = !DILocation(line: 0, scope: !1063, inlinedAt: !1071)
!1071 = !DILocation(line: 3, column: 44, scope: !896)
!1072 = !DILocalVariable(name: "self", arg: 1, scope: !1073, file: !1064, line: 1798, type: !899)
!1073 = distinct !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hfbf7d549c23f563bE", scope: !900, file: !1064, line: 1798, type: !1066, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !932, declaration: !1074, retainedNodes: !1075)
!1074 = !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hfbf7d549c23f563bE", scope: !900, file: !1064, line: 1798, type: !1066, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !932)
!1075 = !{!1072}
!1076 = !DILocation(line: 0, scope: !1073, inlinedAt: !1077)
!1077 = !DILocation(line: 3729, column: 14, scope: !1063, inlinedAt: !1071)
!1078 = !DILocalVariable(name: "self", arg: 1, scope: !1079, file: !1064, line: 1913, type: !899)
!1079 = distinct !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h4a90189b211b4c0fE", scope: !900, file: !1064, line: 1913, type: !1080, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !932, declaration: !1082, retainedNodes: !1083)
!1080 = !DISubroutineType(types: !1081)
!1081 = !{!119, !1068}
!1082 = !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h4a90189b211b4c0fE", scope: !900, file: !1064, line: 1913, type: !1080, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !932)
!1083 = !{!1078}
!1084 = !DILocation(line: 0, scope: !1079, inlinedAt: !1085)
!1085 = !DILocation(line: 1815, column: 76, scope: !1073, inlinedAt: !1077)
!1086 = !DILocation(line: 0, scope: !1063, inlinedAt: !1087)
!1087 = !DILocation(line: 3, column: 110, scope: !937)
!1088 = !DILocation(line: 0, scope: !1073, inlinedAt: !1089)
!1089 = !DILocation(line: 3729, column: 14, scope: !1090, inlinedAt: !1087)
!1090 = !DILexicalBlockFile(scope: !1063, file: !1064, discriminator: 2)
!1091 = !DILocation(line: 0, scope: !1079, inlinedAt: !1092)
!1092 = !DILocation(line: 1815, column: 76, scope: !1093, inlinedAt: !1089)
!1093 = !DILexicalBlockFile(scope: !1073, file: !1064, discriminator: 2)
!1094 = !DILocation(line: 124, column: 38, scope: !1014, inlinedAt: !1029)
!1095 = !DILocalVariable(name: "count", scope: !1096, file: !620, line: 651, type: !97, align: 64)
!1096 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hccc8f881f251d5f5E", scope: !115, file: !620, line: 651, type: !637, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !639, retainedNodes: !1097)
!1097 = !{!1098, !1095}
!1098 = !DILocalVariable(name: "self", arg: 1, scope: !1096, file: !620, line: 651, type: !115)
!1099 = !DILocation(line: 0, scope: !1096, inlinedAt: !1100)
!1100 = !DILocation(line: 185, column: 40, scope: !974, inlinedAt: !978)
!1101 = !DILocation(line: 612, column: 9, scope: !1102, inlinedAt: !1109)
!1102 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h838306b398f0482aE", scope: !907, file: !1103, line: 611, type: !1104, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1108, declaration: !1107)
!1103 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!115, !1106}
!1106 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !907, size: 64, align: 64, dwarfAddressSpace: 0)
!1107 = !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h838306b398f0482aE", scope: !907, file: !1103, line: 611, type: !1104, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1108)
!1108 = !{!929, !121}
!1109 = !DILocation(line: 607, column: 14, scope: !1110, inlinedAt: !1114)
!1110 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h80a18b592560319aE", scope: !907, file: !1103, line: 606, type: !1111, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1108, declaration: !1113)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{!415, !1106}
!1113 = !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h80a18b592560319aE", scope: !907, file: !1103, line: 606, type: !1111, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1108)
!1114 = !DILocation(line: 295, column: 20, scope: !1115, inlinedAt: !1120)
!1115 = distinct !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb285c7e1c530a51cE", scope: !904, file: !1103, line: 294, type: !1116, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !932, declaration: !1119)
!1116 = !DISubroutineType(types: !1117)
!1117 = !{!415, !1118}
!1118 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !904, size: 64, align: 64, dwarfAddressSpace: 0)
!1119 = !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb285c7e1c530a51cE", scope: !904, file: !1103, line: 294, type: !1116, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !932)
!1120 = !DILocation(line: 1916, column: 18, scope: !1079, inlinedAt: !1085)
!1121 = !DILocation(line: 1815, column: 86, scope: !1073, inlinedAt: !1077)
!1122 = !DILocalVariable(name: "len", scope: !1123, file: !735, line: 97, type: !97, align: 64)
!1123 = distinct !DILexicalBlock(scope: !1124, file: !735, line: 97, column: 9)
!1124 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h8b90a2b86cb2bb2fE", scope: !112, file: !735, line: 96, type: !728, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !736, retainedNodes: !1125)
!1125 = !{!1126, !1122, !1131, !1133, !1135, !1137, !1139}
!1126 = !DILocalVariable(name: "slice", arg: 1, scope: !1124, file: !735, line: 96, type: !1127)
!1127 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [f64]", file: !9, size: 128, align: 64, elements: !1128, templateParams: !98, identifier: "58ff1aeba5526ea58640b554e0504a59")
!1128 = !{!1129, !1130}
!1129 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1127, file: !9, baseType: !95, size: 64, align: 64)
!1130 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1127, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!1131 = !DILocalVariable(name: "ptr", scope: !1132, file: !735, line: 98, type: !115, align: 64)
!1132 = distinct !DILexicalBlock(scope: !1123, file: !735, line: 98, column: 9)
!1133 = !DILocalVariable(name: "end_or_len", scope: !1134, file: !735, line: 101, type: !119, align: 64)
!1134 = distinct !DILexicalBlock(scope: !1132, file: !735, line: 101, column: 13)
!1135 = !DILocalVariable(name: "len", scope: !1136, file: !735, line: 97, type: !97, align: 64)
!1136 = distinct !DILexicalBlock(scope: !1124, file: !735, line: 97, column: 9)
!1137 = !DILocalVariable(name: "ptr", scope: !1138, file: !735, line: 98, type: !115, align: 64)
!1138 = distinct !DILexicalBlock(scope: !1136, file: !735, line: 98, column: 9)
!1139 = !DILocalVariable(name: "end_or_len", scope: !1140, file: !735, line: 101, type: !119, align: 64)
!1140 = distinct !DILexicalBlock(scope: !1138, file: !735, line: 101, column: 13)
!1141 = !DILocation(line: 0, scope: !1123, inlinedAt: !1142)
!1142 = !DILocation(line: 1041, column: 9, scope: !1143, inlinedAt: !1146)
!1143 = distinct !DISubprogram(name: "iter<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hfd8d9f0cbf515ff1E", scope: !727, file: !726, line: 1040, type: !728, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1144)
!1144 = !{!1145}
!1145 = !DILocalVariable(name: "self", arg: 1, scope: !1143, file: !726, line: 1040, type: !1127)
!1146 = !DILocation(line: 3, column: 46, scope: !896)
!1147 = !DILocalVariable(name: "count", arg: 2, scope: !1148, file: !410, line: 927, type: !97)
!1148 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hd1aa1c1172e961acE", scope: !411, file: !410, line: 927, type: !413, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1149)
!1149 = !{!1150, !1147}
!1150 = !DILocalVariable(name: "self", arg: 1, scope: !1148, file: !410, line: 927, type: !415)
!1151 = !DILocation(line: 0, scope: !1148, inlinedAt: !1152)
!1152 = !DILocation(line: 102, column: 78, scope: !1132, inlinedAt: !1142)
!1153 = !DILocation(line: 0, scope: !1143, inlinedAt: !1146)
!1154 = !DILocation(line: 0, scope: !1124, inlinedAt: !1142)
!1155 = !DILocation(line: 0, scope: !1132, inlinedAt: !1142)
!1156 = !DILocation(line: 961, column: 18, scope: !1148, inlinedAt: !1152)
!1157 = !DILocalVariable(name: "self", arg: 1, scope: !1158, file: !1159, line: 57, type: !1164)
!1158 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd6af9b89ef8a9ad9E", scope: !1160, file: !1159, line: 57, type: !1162, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1174, retainedNodes: !1171)
!1159 = !DIFile(filename: "library/core/src/iter/adapters/cloned.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "bfed33096282515437a01f48265c2199")
!1160 = !DINamespace(name: "{impl#1}", scope: !1161)
!1161 = !DINamespace(name: "cloned", scope: !137)
!1162 = !DISubroutineType(types: !1163)
!1163 = !{!91, !1164, !91, !1168}
!1164 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cloned<core::slice::iter::Iter<f64>>", scope: !1161, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1165, templateParams: !1167, identifier: "2396d617e638c5168d2a17d3ddccbe7b")
!1165 = !{!1166}
!1166 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !1164, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagPrivate)
!1167 = !{!554}
!1168 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(f64, f64) -> f64", baseType: !1169, align: 8, dwarfAddressSpace: 0)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!91, !91, !91}
!1171 = !{!1157, !1172, !1173}
!1172 = !DILocalVariable(name: "init", arg: 2, scope: !1158, file: !1159, line: 57, type: !91)
!1173 = !DILocalVariable(name: "f", arg: 3, scope: !1158, file: !1159, line: 57, type: !1168)
!1174 = !{!554, !121, !197, !1175}
!1175 = !DITemplateTypeParameter(name: "F", type: !1168)
!1176 = !DILocation(line: 0, scope: !1158, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 3, column: 62, scope: !896)
!1178 = !DILocation(line: 57, column: 38, scope: !1158, inlinedAt: !1177)
!1179 = !DILocalVariable(name: "g", arg: 3, scope: !1180, file: !208, line: 124, type: !1168)
!1180 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<f64>, fn(&f64) -> f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha2867b74f180ea24E", scope: !209, file: !208, line: 124, type: !1181, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1195, retainedNodes: !1192)
!1181 = !DISubroutineType(types: !1182)
!1182 = !{!91, !1183, !91, !1168}
!1183 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<f64>, fn(&f64) -> f64>", scope: !169, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1184, templateParams: !1190, identifier: "4d40e8c5aeec6f3da2dc7565c2aa860")
!1184 = !{!1185, !1186}
!1185 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1183, file: !9, baseType: !112, size: 128, align: 64, flags: DIFlagProtected)
!1186 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1183, file: !9, baseType: !1187, align: 8, offset: 128, flags: DIFlagPrivate)
!1187 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&f64) -> f64", baseType: !1188, align: 8, dwarfAddressSpace: 0)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{!91, !110}
!1190 = !{!554, !1191}
!1191 = !DITemplateTypeParameter(name: "F", type: !1187)
!1192 = !{!1193, !1194, !1179}
!1193 = !DILocalVariable(name: "self", arg: 1, scope: !1180, file: !208, line: 124, type: !1183)
!1194 = !DILocalVariable(name: "init", arg: 2, scope: !1180, file: !208, line: 124, type: !91)
!1195 = !{!224, !554, !1191, !197, !1196}
!1196 = !DITemplateTypeParameter(name: "G", type: !1168)
!1197 = !DILocation(line: 124, column: 38, scope: !1180, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 61, column: 31, scope: !1158, inlinedAt: !1177)
!1199 = !DILocation(line: 0, scope: !1180, inlinedAt: !1198)
!1200 = !DILocalVariable(name: "self", arg: 1, scope: !1201, file: !104, line: 259, type: !112)
!1201 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he897d375b96c9de2E", scope: !105, file: !104, line: 259, type: !1202, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1225, retainedNodes: !1208)
!1202 = !DISubroutineType(types: !1203)
!1203 = !{!91, !112, !91, !1204}
!1204 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", scope: !168, file: !9, align: 8, elements: !1205, templateParams: !98, identifier: "443a1f500fc8ab713bf5ec7243769")
!1205 = !{!1206, !1207}
!1206 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1204, file: !9, baseType: !1168, align: 8)
!1207 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1204, file: !9, baseType: !1187, align: 8)
!1208 = !{!1200, !1209, !1210, !1211, !1213, !1215, !1217, !1219, !1221, !1223}
!1209 = !DILocalVariable(name: "init", arg: 2, scope: !1201, file: !104, line: 259, type: !91)
!1210 = !DILocalVariable(name: "f", arg: 3, scope: !1201, file: !104, line: 259, type: !1204)
!1211 = !DILocalVariable(name: "len", scope: !1212, file: !104, line: 29, type: !97, align: 64)
!1212 = distinct !DILexicalBlock(scope: !1201, file: !104, line: 29, column: 13)
!1213 = !DILocalVariable(name: "end", scope: !1214, file: !104, line: 33, type: !115, align: 64)
!1214 = distinct !DILexicalBlock(scope: !1201, file: !104, line: 33, column: 13)
!1215 = !DILocalVariable(name: "acc", scope: !1216, file: !104, line: 273, type: !91, align: 64)
!1216 = distinct !DILexicalBlock(scope: !1201, file: !104, line: 273, column: 17)
!1217 = !DILocalVariable(name: "i", scope: !1218, file: !104, line: 274, type: !97, align: 64)
!1218 = distinct !DILexicalBlock(scope: !1216, file: !104, line: 274, column: 17)
!1219 = !DILocalVariable(name: "len", scope: !1220, file: !104, line: 275, type: !97, align: 64)
!1220 = distinct !DILexicalBlock(scope: !1218, file: !104, line: 275, column: 17)
!1221 = !DILocalVariable(name: "len", scope: !1222, file: !104, line: 29, type: !97, align: 64)
!1222 = distinct !DILexicalBlock(scope: !1218, file: !104, line: 29, column: 13)
!1223 = !DILocalVariable(name: "end", scope: !1224, file: !104, line: 33, type: !115, align: 64)
!1224 = distinct !DILexicalBlock(scope: !1218, file: !104, line: 33, column: 13)
!1225 = !{!121, !224, !1226}
!1226 = !DITemplateTypeParameter(name: "F", type: !1204)
!1227 = !DILocation(line: 0, scope: !1201, inlinedAt: !1228)
!1228 = distinct !DILocation(line: 128, column: 19, scope: !1180, inlinedAt: !1198)
!1229 = !DILocation(line: 259, column: 42, scope: !1201, inlinedAt: !1228)
!1230 = !DILocalVariable(name: "rhs", scope: !1231, file: !348, line: 832, type: !97, align: 64)
!1231 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !349, file: !348, line: 832, type: !351, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1232)
!1232 = !{!1233, !1230}
!1233 = !DILocalVariable(name: "self", arg: 1, scope: !1231, file: !348, line: 832, type: !97)
!1234 = !DILocation(line: 0, scope: !1231, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 283, column: 36, scope: !1220, inlinedAt: !1228)
!1236 = !DILocation(line: 0, scope: !1214, inlinedAt: !1228)
!1237 = !DILocalVariable(name: "self", arg: 1, scope: !1238, file: !620, line: 1719, type: !624)
!1238 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h3a1a955a05cce591E", scope: !621, file: !620, line: 1719, type: !622, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1239)
!1239 = !{!1237, !1240}
!1240 = !DILocalVariable(name: "other", arg: 2, scope: !1238, file: !620, line: 1719, type: !624)
!1241 = !DILocation(line: 1719, column: 11, scope: !1238, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 44, column: 20, scope: !1214, inlinedAt: !1228)
!1243 = !DILocation(line: 1719, column: 18, scope: !1238, inlinedAt: !1242)
!1244 = !DILocation(line: 1720, column: 9, scope: !1238, inlinedAt: !1242)
!1245 = !DILocation(line: 25, column: 86, scope: !1201, inlinedAt: !1228)
!1246 = !DILocation(line: 284, column: 24, scope: !1220, inlinedAt: !1228)
!1247 = !DILocation(line: 0, scope: !1216, inlinedAt: !1228)
!1248 = !DILocation(line: 659, column: 28, scope: !1249, inlinedAt: !1253)
!1249 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hccc8f881f251d5f5E", scope: !115, file: !620, line: 651, type: !637, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !639, retainedNodes: !1250)
!1250 = !{!1251, !1252}
!1251 = !DILocalVariable(name: "self", arg: 1, scope: !1249, file: !620, line: 651, type: !115)
!1252 = !DILocalVariable(name: "count", arg: 2, scope: !1249, file: !620, line: 651, type: !97)
!1253 = distinct !DILocation(line: 279, column: 67, scope: !1220, inlinedAt: !1228)
!1254 = !DILocation(line: 615, column: 25, scope: !1255, inlinedAt: !1262)
!1255 = distinct !DISubprogram(name: "clone", linkageName: "_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone", scope: !1257, file: !1256, line: 614, type: !1188, scopeLine: 614, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1260)
!1256 = !DIFile(filename: "library/core/src/clone.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7fc12b7131f6f7978a090b774f66c5eb")
!1257 = !DINamespace(name: "{impl#37}", scope: !1258)
!1258 = !DINamespace(name: "impls", scope: !1259)
!1259 = !DINamespace(name: "clone", scope: !12)
!1260 = !{!1261}
!1261 = !DILocalVariable(name: "self", arg: 1, scope: !1255, file: !1256, line: 614, type: !110)
!1262 = distinct !DILocation(line: 166, column: 5, scope: !1263, inlinedAt: !1279)
!1263 = distinct !DISubprogram(name: "call_mut<fn(&f64) -> f64, (&f64)>", linkageName: "_ZN4core3ops8function5FnMut8call_mut17h5e1a15cd96c068ffE", scope: !1265, file: !1264, line: 166, type: !1267, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1276, retainedNodes: !1270)
!1264 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!1265 = !DINamespace(name: "FnMut", scope: !1266)
!1266 = !DINamespace(name: "function", scope: !189)
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!91, !1269, !110}
!1269 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut fn(&f64) -> f64", baseType: !1187, size: 64, align: 64, dwarfAddressSpace: 0)
!1270 = !{!1271, !1272}
!1271 = !DILocalVariable(arg: 1, scope: !1263, file: !1264, line: 166, type: !1269)
!1272 = !DILocalVariable(arg: 2, scope: !1263, file: !1264, line: 166, type: !1273)
!1273 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f64)", file: !9, size: 64, align: 64, elements: !1274, templateParams: !98, identifier: "b2bb8b5d38c54c6854a6e100af6e7e24")
!1274 = !{!1275}
!1275 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1273, file: !9, baseType: !110, size: 64, align: 64)
!1276 = !{!1277, !1278}
!1277 = !DITemplateTypeParameter(name: "Self", type: !1187)
!1278 = !DITemplateTypeParameter(name: "Args", type: !1273)
!1279 = distinct !DILocation(line: 88, column: 28, scope: !1280, inlinedAt: !1292)
!1280 = distinct !DISubprogram(name: "{closure#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7943e4288a44190E", scope: !168, file: !208, line: 88, type: !1281, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1289, retainedNodes: !1284)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!91, !1283, !91, !110}
!1283 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", baseType: !1204, size: 64, align: 64, dwarfAddressSpace: 0)
!1284 = !{!1285, !1286, !1287, !1288}
!1285 = !DILocalVariable(name: "acc", arg: 2, scope: !1280, file: !208, line: 88, type: !91)
!1286 = !DILocalVariable(name: "elt", arg: 3, scope: !1280, file: !208, line: 88, type: !110)
!1287 = !DILocalVariable(name: "g", scope: !1280, file: !208, line: 86, type: !1168, align: 8)
!1288 = !DILocalVariable(name: "f", scope: !1280, file: !208, line: 85, type: !1187, align: 8)
!1289 = !{!127, !224, !197, !1290, !1291}
!1290 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1187)
!1291 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1168)
!1292 = distinct !DILocation(line: 279, column: 27, scope: !1220, inlinedAt: !1228)
!1293 = !{!1294, !1296, !1298}
!1294 = distinct !{!1294, !1295, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!1295 = distinct !{!1295, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!1296 = distinct !{!1296, !1297, !"_ZN4core3ops8function5FnMut8call_mut17h5e1a15cd96c068ffE: argument 0"}
!1297 = distinct !{!1297, !"_ZN4core3ops8function5FnMut8call_mut17h5e1a15cd96c068ffE"}
!1298 = distinct !{!1298, !1299, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7943e4288a44190E: %elt"}
!1299 = distinct !{!1299, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7943e4288a44190E"}
!1300 = !DILocation(line: 1010, column: 9, scope: !1301, inlinedAt: !1306)
!1301 = distinct !DISubprogram(name: "max", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d3max", scope: !1302, file: !698, line: 1009, type: !1169, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1303)
!1302 = !DINamespace(name: "{impl#0}", scope: !700)
!1303 = !{!1304, !1305}
!1304 = !DILocalVariable(name: "self", arg: 1, scope: !1301, file: !698, line: 1009, type: !91)
!1305 = !DILocalVariable(name: "other", arg: 2, scope: !1301, file: !698, line: 1009, type: !91)
!1306 = distinct !DILocation(line: 166, column: 5, scope: !1307, inlinedAt: !1321)
!1307 = distinct !DISubprogram(name: "call_mut<fn(f64, f64) -> f64, (f64, f64)>", linkageName: "_ZN4core3ops8function5FnMut8call_mut17hd59fd01369176ef5E", scope: !1265, file: !1264, line: 166, type: !1308, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1318, retainedNodes: !1311)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!91, !1310, !91, !91}
!1310 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut fn(f64, f64) -> f64", baseType: !1168, size: 64, align: 64, dwarfAddressSpace: 0)
!1311 = !{!1312, !1313}
!1312 = !DILocalVariable(arg: 1, scope: !1307, file: !1264, line: 166, type: !1310)
!1313 = !DILocalVariable(arg: 2, scope: !1307, file: !1264, line: 166, type: !1314)
!1314 = !DICompositeType(tag: DW_TAG_structure_type, name: "(f64, f64)", file: !9, size: 128, align: 64, elements: !1315, templateParams: !98, identifier: "f8c77f2bf40eae37560e2707a74f4b10")
!1315 = !{!1316, !1317}
!1316 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1314, file: !9, baseType: !91, size: 64, align: 64)
!1317 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1314, file: !9, baseType: !91, size: 64, align: 64, offset: 64)
!1318 = !{!1319, !1320}
!1319 = !DITemplateTypeParameter(name: "Self", type: !1168)
!1320 = !DITemplateTypeParameter(name: "Args", type: !1314)
!1321 = distinct !DILocation(line: 88, column: 21, scope: !1280, inlinedAt: !1292)
!1322 = distinct !{!1322, !1323, !1324}
!1323 = !{!"llvm.loop.isvectorized", i32 1}
!1324 = !{!"llvm.loop.unroll.runtime.disable"}
!1325 = !DILocation(line: 0, scope: !1218, inlinedAt: !1228)
!1326 = !DILocation(line: 0, scope: !1249, inlinedAt: !1253)
!1327 = !DILocation(line: 0, scope: !1280, inlinedAt: !1292)
!1328 = !DILocation(line: 0, scope: !1263, inlinedAt: !1279)
!1329 = !DILocation(line: 0, scope: !1255, inlinedAt: !1262)
!1330 = !DILocation(line: 0, scope: !1307, inlinedAt: !1321)
!1331 = !DILocation(line: 0, scope: !1301, inlinedAt: !1306)
!1332 = !DILocation(line: 844, column: 17, scope: !1231, inlinedAt: !1235)
!1333 = distinct !{!1333, !1324, !1323}
!1334 = !DILocation(line: 284, column: 24, scope: !1005, inlinedAt: !1013)
!1335 = !DILocation(line: 0, scope: !1001, inlinedAt: !1013)
!1336 = !DILocalVariable(name: "self", arg: 1, scope: !1337, file: !348, line: 832, type: !97)
!1337 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !349, file: !348, line: 832, type: !351, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1338)
!1338 = !{!1336, !1339}
!1339 = !DILocalVariable(name: "rhs", scope: !1337, file: !348, line: 832, type: !97, align: 64)
!1340 = !DILocation(line: 0, scope: !1337, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 283, column: 36, scope: !1005, inlinedAt: !1013)
!1342 = !DILocation(line: 0, scope: !1003, inlinedAt: !1013)
!1343 = !DILocalVariable(name: "self", arg: 1, scope: !1344, file: !620, line: 651, type: !115)
!1344 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hccc8f881f251d5f5E", scope: !115, file: !620, line: 651, type: !637, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !639, retainedNodes: !1345)
!1345 = !{!1343, !1346}
!1346 = !DILocalVariable(name: "count", arg: 2, scope: !1344, file: !620, line: 651, type: !97)
!1347 = !DILocation(line: 0, scope: !1344, inlinedAt: !1348)
!1348 = distinct !DILocation(line: 279, column: 67, scope: !1005, inlinedAt: !1013)
!1349 = !DILocation(line: 659, column: 28, scope: !1344, inlinedAt: !1348)
!1350 = !DILocalVariable(name: "m", scope: !1351, file: !87, line: 3, type: !91, align: 64)
!1351 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E", scope: !990, file: !87, line: 3, type: !1352, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1355)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!91, !1354, !110}
!1354 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut iter::softmax::{closure_env#0}", baseType: !989, size: 64, align: 64, dwarfAddressSpace: 0)
!1355 = !{!1356, !1350}
!1356 = !DILocalVariable(name: "x", arg: 2, scope: !1351, file: !87, line: 3, type: !110)
!1357 = !DILocation(line: 0, scope: !1351, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 88, column: 28, scope: !1045, inlinedAt: !1057)
!1359 = !DILocalVariable(name: "self", arg: 1, scope: !1360, file: !463, line: 27, type: !110)
!1360 = distinct !DISubprogram(name: "sub", linkageName: "_RNvXs1W_NtNtCsgEmfK2I1SDS_4core3ops5arithRdINtB6_3SubdE3sub", scope: !1361, file: !463, line: 27, type: !1362, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1364)
!1361 = !DINamespace(name: "{impl#122}", scope: !465)
!1362 = !DISubroutineType(types: !1363)
!1363 = !{!91, !110, !91, !353}
!1364 = !{!1359, !1365}
!1365 = !DILocalVariable(name: "other", arg: 2, scope: !1360, file: !463, line: 27, type: !91)
!1366 = !DILocation(line: 0, scope: !1360, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 3, column: 127, scope: !1351, inlinedAt: !1358)
!1368 = !DILocation(line: 28, column: 31, scope: !1360, inlinedAt: !1367)
!1369 = !{!1370, !1372}
!1370 = distinct !{!1370, !1371, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E: %x"}
!1371 = distinct !{!1371, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E"}
!1372 = distinct !{!1372, !1373, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E: %elt"}
!1373 = distinct !{!1373, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E"}
!1374 = !{!1375, !1376, !1377}
!1375 = distinct !{!1375, !1371, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E: %_1"}
!1376 = distinct !{!1376, !1373, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E: %_1"}
!1377 = distinct !{!1377, !1378, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h21fe1735b1c3b4adE: argument 0"}
!1378 = distinct !{!1378, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h21fe1735b1c3b4adE"}
!1379 = !DILocation(line: 218, column: 45, scope: !1380, inlinedAt: !1382)
!1380 = distinct !DISubprogram(name: "sub", linkageName: "_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Sub3sub", scope: !1381, file: !482, line: 218, type: !484, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98)
!1381 = !DINamespace(name: "{impl#78}", scope: !465)
!1382 = distinct !DILocation(line: 28, column: 17, scope: !1360, inlinedAt: !1367)
!1383 = !DILocalVariable(name: "self", arg: 1, scope: !1384, file: !707, line: 411, type: !91)
!1384 = distinct !DISubprogram(name: "exp", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3exp", scope: !708, file: !707, line: 411, type: !701, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1385)
!1385 = !{!1383}
!1386 = !DILocation(line: 0, scope: !1384, inlinedAt: !1387)
!1387 = distinct !DILocation(line: 3, column: 135, scope: !1351, inlinedAt: !1358)
!1388 = !DILocation(line: 412, column: 9, scope: !1384, inlinedAt: !1387)
!1389 = !DILocalVariable(arg: 1, scope: !1390, file: !228, line: 164, type: !1393)
!1390 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h600e9abd3afe878eE", scope: !173, file: !228, line: 164, type: !1391, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1035, retainedNodes: !1394)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{!91, !1393, !91, !91}
!1393 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>, iter::softmax::{closure_env#0}>>", baseType: !987, size: 64, align: 64, dwarfAddressSpace: 0)
!1394 = !{!1395, !1396, !1389}
!1395 = !DILocalVariable(name: "a", arg: 2, scope: !1390, file: !228, line: 164, type: !91)
!1396 = !DILocalVariable(name: "b", arg: 3, scope: !1390, file: !228, line: 164, type: !91)
!1397 = !DILocation(line: 0, scope: !1390, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 88, column: 21, scope: !1045, inlinedAt: !1057)
!1399 = !DILocation(line: 164, column: 28, scope: !1390, inlinedAt: !1398)
!1400 = !DILocation(line: 844, column: 17, scope: !1337, inlinedAt: !1341)
!1401 = distinct !{!1401, !535}
!1402 = !DILocation(line: 0, scope: !939)
!1403 = !DILocation(line: 0, scope: !1148, inlinedAt: !1404)
!1404 = !DILocation(line: 242, column: 82, scope: !1405, inlinedAt: !1421)
!1405 = distinct !DILexicalBlock(scope: !1406, file: !735, line: 223, column: 9)
!1406 = distinct !DILexicalBlock(scope: !1407, file: !735, line: 222, column: 9)
!1407 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hb5547af03bc7cffaE", scope: !942, file: !735, line: 221, type: !1408, scopeLine: 221, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, declaration: !1414, retainedNodes: !1415)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{!942, !1410}
!1410 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !9, size: 128, align: 64, elements: !1411, templateParams: !98, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!1411 = !{!1412, !1413}
!1412 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1410, file: !9, baseType: !95, size: 64, align: 64)
!1413 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1410, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!1414 = !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hb5547af03bc7cffaE", scope: !942, file: !735, line: 221, type: !1408, scopeLine: 221, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !120)
!1415 = !{!1416, !1417, !1418, !1419}
!1416 = !DILocalVariable(name: "slice", arg: 1, scope: !1407, file: !735, line: 221, type: !1410)
!1417 = !DILocalVariable(name: "len", scope: !1406, file: !735, line: 222, type: !97, align: 64)
!1418 = !DILocalVariable(name: "ptr", scope: !1405, file: !735, line: 223, type: !115, align: 64)
!1419 = !DILocalVariable(name: "end_or_len", scope: !1420, file: !735, line: 241, type: !415, align: 64)
!1420 = distinct !DILexicalBlock(scope: !1405, file: !735, line: 241, column: 13)
!1421 = !DILocation(line: 1061, column: 9, scope: !1422, inlinedAt: !1425)
!1422 = distinct !DISubprogram(name: "iter_mut<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17hf314356785f5d294E", scope: !727, file: !726, line: 1060, type: !1408, scopeLine: 1060, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1423)
!1423 = !{!1424}
!1424 = !DILocalVariable(name: "self", arg: 1, scope: !1422, file: !726, line: 1060, type: !1410)
!1425 = !DILocation(line: 3, column: 160, scope: !939)
!1426 = !DILocation(line: 0, scope: !941)
!1427 = !DILocation(line: 0, scope: !972, inlinedAt: !978)
!1428 = !DILocation(line: 0, scope: !974, inlinedAt: !978)
!1429 = !DILocalVariable(name: "self", arg: 1, scope: !1430, file: !620, line: 1719, type: !624)
!1430 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h3a1a955a05cce591E", scope: !621, file: !620, line: 1719, type: !622, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1431)
!1431 = !{!1429, !1432}
!1432 = !DILocalVariable(name: "other", arg: 2, scope: !1430, file: !620, line: 1719, type: !624)
!1433 = !DILocation(line: 1719, column: 11, scope: !1430, inlinedAt: !1434)
!1434 = !DILocation(line: 180, column: 28, scope: !974, inlinedAt: !978)
!1435 = !DILocation(line: 1719, column: 18, scope: !1430, inlinedAt: !1434)
!1436 = !DILocation(line: 3, column: 179, scope: !952)
!1437 = !DILocation(line: 3, column: 178, scope: !952)
!1438 = !DILocation(line: 412, column: 9, scope: !1439, inlinedAt: !1442)
!1439 = distinct !DISubprogram(name: "exp", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3exp", scope: !708, file: !707, line: 411, type: !701, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1440)
!1440 = !{!1441}
!1441 = !DILocalVariable(name: "self", arg: 1, scope: !1439, file: !707, line: 411, type: !91)
!1442 = !DILocation(line: 3, column: 187, scope: !952)
!1443 = !DILocation(line: 3, column: 173, scope: !952)
!1444 = distinct !{!1444, !1323, !1324}
!1445 = !DILocation(line: 659, column: 28, scope: !1096, inlinedAt: !1100)
!1446 = !DILocation(line: 0, scope: !952)
!1447 = !DILocation(line: 0, scope: !1439, inlinedAt: !1442)
!1448 = !DILocation(line: 1720, column: 9, scope: !1430, inlinedAt: !1434)
!1449 = distinct !{!1449, !1324, !1323}
!1450 = !DILocation(line: 3, column: 201, scope: !896)
!1451 = distinct !DISubprogram(name: "describe", linkageName: "_ZN4iter8describe17h213b4ff3302ef2f9E", scope: !88, file: !87, line: 8, type: !1452, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1468)
!1452 = !DISubroutineType(types: !1453)
!1453 = !{!1454, !1467}
!1454 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !1455, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1456, templateParams: !98, identifier: "bc53cb80a87db744310a1cd4bda01882")
!1455 = !DINamespace(name: "string", scope: !81)
!1456 = !{!1457}
!1457 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !1454, file: !9, baseType: !1458, size: 192, align: 64, flags: DIFlagPrivate)
!1458 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !901, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1459, templateParams: !1465, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!1459 = !{!1460, !1466}
!1460 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !1458, file: !9, baseType: !1461, size: 128, align: 64, flags: DIFlagPrivate)
!1461 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !1462, templateParams: !1465, identifier: "1786a941d613205182510ae0fe838410")
!1462 = !{!1463, !1464}
!1463 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !1461, file: !9, baseType: !907, size: 128, align: 64, flags: DIFlagPrivate)
!1464 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1461, file: !9, baseType: !919, align: 8, offset: 128, flags: DIFlagPrivate)
!1465 = !{!368, !929}
!1466 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !1458, file: !9, baseType: !97, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!1467 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!1468 = !{!1469, !1470, !1478}
!1469 = !DILocalVariable(name: "x", arg: 1, scope: !1451, file: !87, line: 8, type: !1467)
!1470 = !DILocalVariable(name: "args", scope: !1471, file: !87, line: 8, type: !1474, align: 64)
!1471 = !DILexicalBlockFile(scope: !1472, file: !87, discriminator: 0)
!1472 = distinct !DILexicalBlock(scope: !1451, file: !1473, line: 114, column: 33)
!1473 = !DIFile(filename: "library/alloc/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c06fded2c893c2cc0e8ea200156f1086")
!1474 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&i32)", file: !9, size: 64, align: 64, elements: !1475, templateParams: !98, identifier: "52fbf7d710b5eb6796a2a2495ce7c3a2")
!1475 = !{!1476}
!1476 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1474, file: !9, baseType: !1477, size: 64, align: 64)
!1477 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i32", baseType: !1467, size: 64, align: 64, dwarfAddressSpace: 0)
!1478 = !DILocalVariable(name: "args", scope: !1479, file: !87, line: 8, type: !1481, align: 64)
!1479 = !DILexicalBlockFile(scope: !1480, file: !87, discriminator: 0)
!1480 = distinct !DILexicalBlock(scope: !1472, file: !1473, line: 114, column: 33)
!1481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1482, size: 128, align: 64, elements: !1554)
!1482 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !1483, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1485, templateParams: !98, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!1483 = !DINamespace(name: "rt", scope: !1484)
!1484 = !DINamespace(name: "fmt", scope: !12)
!1485 = !{!1486}
!1486 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !1482, file: !9, baseType: !1487, size: 128, align: 64, flags: DIFlagPrivate)
!1487 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !1483, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1488, templateParams: !98, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!1488 = !{!1489}
!1489 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1487, file: !9, size: 128, align: 64, elements: !1490, templateParams: !98, identifier: "fbd384083752b747f8b252853b979154", discriminator: !1553)
!1490 = !{!1491, !1549}
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !1489, file: !9, baseType: !1492, size: 128, align: 64)
!1492 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !1487, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1493, templateParams: !98, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!1493 = !{!1494, !1502, !1544}
!1494 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1492, file: !9, baseType: !1495, size: 64, align: 64, flags: DIFlagPrivate)
!1495 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1496, templateParams: !1500, identifier: "f4e496144210c619b96aa08326287b92")
!1496 = !{!1497}
!1497 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1495, file: !9, baseType: !1498, size: 64, align: 64, flags: DIFlagPrivate)
!1498 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !1499, size: 64, align: 64, dwarfAddressSpace: 0)
!1499 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!1500 = !{!1501}
!1501 = !DITemplateTypeParameter(name: "T", type: !1499)
!1502 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !1492, file: !9, baseType: !1503, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1503 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !1504, size: 64, align: 64, dwarfAddressSpace: 0)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{!1506, !1495, !1523}
!1506 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !1507, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1508, templateParams: !98, identifier: "1c6752419820cdc3961061cc58b31873")
!1507 = !DINamespace(name: "result", scope: !12)
!1508 = !{!1509}
!1509 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1506, file: !9, size: 8, align: 8, elements: !1510, templateParams: !98, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !1522)
!1510 = !{!1511, !1518}
!1511 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1509, file: !9, baseType: !1512, size: 8, align: 8, extraData: i8 0)
!1512 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1506, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1513, templateParams: !1515, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!1513 = !{!1514}
!1514 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1512, file: !9, baseType: !1499, align: 8, offset: 8, flags: DIFlagPublic)
!1515 = !{!1501, !1516}
!1516 = !DITemplateTypeParameter(name: "E", type: !1517)
!1517 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !1484, file: !9, align: 8, flags: DIFlagPublic, elements: !98, identifier: "5a24300cdda31093f5fe20c939b4885")
!1518 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1509, file: !9, baseType: !1519, size: 8, align: 8, extraData: i8 1)
!1519 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1506, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1520, templateParams: !1515, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!1520 = !{!1521}
!1521 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1519, file: !9, baseType: !1517, align: 8, offset: 8, flags: DIFlagPublic)
!1522 = !DIDerivedType(tag: DW_TAG_member, scope: !1506, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagArtificial)
!1523 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !1524, size: 64, align: 64, dwarfAddressSpace: 0)
!1524 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !1484, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1525, templateParams: !98, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!1525 = !{!1526, !1533}
!1526 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !1524, file: !9, baseType: !1527, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!1527 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !1484, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !1528, templateParams: !98, identifier: "ca2f5547247cd95c514a47d5800e09e")
!1528 = !{!1529, !1530, !1532}
!1529 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !1527, file: !9, baseType: !370, size: 32, align: 32, flags: DIFlagPrivate)
!1530 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !1527, file: !9, baseType: !1531, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!1531 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!1532 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !1527, file: !9, baseType: !1531, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!1533 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !1524, file: !9, baseType: !1534, size: 128, align: 64, flags: DIFlagPrivate)
!1534 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !1535, templateParams: !98, identifier: "effe97114690fc58a8e246cb04e37234")
!1535 = !{!1536, !1539}
!1536 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1534, file: !9, baseType: !1537, size: 64, align: 64)
!1537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1538, size: 64, align: 64, dwarfAddressSpace: 0)
!1538 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !98, identifier: "64328679825f9c73b507edbfd5b86b47")
!1539 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1534, file: !9, baseType: !1540, size: 64, align: 64, offset: 64)
!1540 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !1541, size: 64, align: 64, dwarfAddressSpace: 0)
!1541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 384, align: 64, elements: !1542)
!1542 = !{!1543}
!1543 = !DISubrange(count: 6, lowerBound: 0)
!1544 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !1492, file: !9, baseType: !1545, align: 8, offset: 128, flags: DIFlagPrivate)
!1545 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !125, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !1546, identifier: "efa596960370766459fc018866dc4048")
!1546 = !{!1547}
!1547 = !DITemplateTypeParameter(name: "T", type: !1548)
!1548 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !1499, size: 64, align: 64, dwarfAddressSpace: 0)
!1549 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !1489, file: !9, baseType: !1550, size: 128, align: 64, extraData: i64 0)
!1550 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !1487, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1551, templateParams: !98, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!1551 = !{!1552}
!1552 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1550, file: !9, baseType: !1531, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!1553 = !DIDerivedType(tag: DW_TAG_member, scope: !1487, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1554 = !{!1555}
!1555 = !DISubrange(count: 1, lowerBound: 0)
!1556 = !DILocalVariable(name: "default", arg: 2, scope: !1557, file: !1558, line: 1271, type: !1572)
!1557 = distinct !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE", scope: !1559, file: !1558, line: 1271, type: !1570, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1592, declaration: !1591, retainedNodes: !1596)
!1558 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!1559 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !322, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1560, templateParams: !98, identifier: "388f0724495c9979543236d6ae2d54c2")
!1560 = !{!1561}
!1561 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1559, file: !9, size: 128, align: 64, elements: !1562, templateParams: !98, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !1569)
!1562 = !{!1563, !1565}
!1563 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1561, file: !9, baseType: !1564, size: 128, align: 64, extraData: i64 0)
!1564 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1559, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !374, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!1565 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1561, file: !9, baseType: !1566, size: 128, align: 64)
!1566 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1559, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1567, templateParams: !374, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!1567 = !{!1568}
!1568 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1566, file: !9, baseType: !376, size: 128, align: 64, flags: DIFlagPublic)
!1569 = !DIDerivedType(tag: DW_TAG_member, scope: !1559, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!1454, !1559, !1572, !1588}
!1572 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1573, file: !9, size: 64, align: 64, elements: !1575, templateParams: !98, identifier: "33f96a35d1def74baf9ecdcdddd60f7e")
!1573 = !DINamespace(name: "format", scope: !1574)
!1574 = !DINamespace(name: "fmt", scope: !81)
!1575 = !{!1576}
!1576 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__args", scope: !1572, file: !9, baseType: !1577, size: 64, align: 64)
!1577 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !1578, size: 64, align: 64, dwarfAddressSpace: 0)
!1578 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !1484, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1579, templateParams: !98, identifier: "e5c67bbe046da39973c72077c7f66185")
!1579 = !{!1580, !1581}
!1580 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !1578, file: !9, baseType: !914, size: 64, align: 64, flags: DIFlagPrivate)
!1581 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !1578, file: !9, baseType: !1582, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1582 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1583, templateParams: !1586, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!1583 = !{!1584}
!1584 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1582, file: !9, baseType: !1585, size: 64, align: 64, flags: DIFlagPrivate)
!1585 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !1482, size: 64, align: 64, dwarfAddressSpace: 0)
!1586 = !{!1587}
!1587 = !DITemplateTypeParameter(name: "T", type: !1482)
!1588 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str) -> alloc::string::String", baseType: !1589, align: 8, dwarfAddressSpace: 0)
!1589 = !DISubroutineType(types: !1590)
!1590 = !{!1454, !376}
!1591 = !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE", scope: !1559, file: !1558, line: 1271, type: !1570, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1592)
!1592 = !{!375, !1593, !1594, !1595}
!1593 = !DITemplateTypeParameter(name: "U", type: !1454)
!1594 = !DITemplateTypeParameter(name: "D", type: !1572)
!1595 = !DITemplateTypeParameter(name: "F", type: !1588)
!1596 = !{!1597, !1556, !1598, !1599}
!1597 = !DILocalVariable(name: "self", arg: 1, scope: !1557, file: !1558, line: 1271, type: !1559)
!1598 = !DILocalVariable(name: "f", arg: 3, scope: !1557, file: !1558, line: 1271, type: !1588)
!1599 = !DILocalVariable(name: "t", scope: !1600, file: !1558, line: 1277, type: !376, align: 64)
!1600 = distinct !DILexicalBlock(scope: !1557, file: !1558, line: 1277, column: 13)
!1601 = !DILocation(line: 0, scope: !1557, inlinedAt: !1602)
!1602 = distinct !DILocation(line: 659, column: 19, scope: !1603, inlinedAt: !1609)
!1603 = distinct !DISubprogram(name: "format", linkageName: "_RNvNtCslNYArtu3iFV_5alloc3fmt6format", scope: !1574, file: !1604, line: 649, type: !1605, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1607)
!1604 = !DIFile(filename: "library/alloc/src/fmt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ff238ed6a2e10a790bec34161252a63b")
!1605 = !DISubroutineType(types: !1606)
!1606 = !{!1454, !1578}
!1607 = !{!1608}
!1608 = !DILocalVariable(name: "args", arg: 1, scope: !1603, file: !1604, line: 649, type: !1578)
!1609 = !DILocation(line: 8, column: 37, scope: !1610)
!1610 = !DILexicalBlockFile(scope: !1451, file: !87, discriminator: 4)
!1611 = !DILocation(line: 8, column: 17, scope: !1451)
!1612 = !DILocation(line: 0, scope: !1471)
!1613 = !DILocation(line: 8, column: 37, scope: !1471)
!1614 = !DILocation(line: 0, scope: !1603, inlinedAt: !1609)
!1615 = !DILocation(line: 1271, column: 57, scope: !1557, inlinedAt: !1602)
!1616 = !DILocalVariable(name: "args", scope: !1617, file: !1604, line: 649, type: !1578, align: 64)
!1617 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hc2fbdb0ce798ea4bE", scope: !1573, file: !1604, line: 659, type: !1618, scopeLine: 659, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !1620)
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!1454, !1572}
!1620 = !{!1616}
!1621 = !DILocation(line: 0, scope: !1617, inlinedAt: !1622)
!1622 = distinct !DILocation(line: 1278, column: 21, scope: !1557, inlinedAt: !1602)
!1623 = !DILocation(line: 659, column: 34, scope: !1617, inlinedAt: !1622)
!1624 = !{!1625, !1627}
!1625 = distinct !{!1625, !1626, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hc2fbdb0ce798ea4bE: %_1"}
!1626 = distinct !{!1626, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hc2fbdb0ce798ea4bE"}
!1627 = distinct !{!1627, !1628, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE: %default"}
!1628 = distinct !{!1628, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE"}
!1629 = !DILocation(line: 8, column: 37, scope: !1451)
!1630 = !DILocation(line: 8, column: 59, scope: !1451)
