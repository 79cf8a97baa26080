; ModuleID = 'iter.378b3ead39b518fa-cgu.0'
source_filename = "iter.378b3ead39b518fa-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_ab752ec8e0fffde6dbc90d29b7542387 = private unnamed_addr constant [9 x i8] c"\06value=\C0\00", align 1

; iter::dot
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define noundef double @_ZN4iter3dot17h2fbdb15f9fb5a5c9E(ptr noalias noundef nonnull readonly align 8 captures(none) %a.0, i64 noundef range(i64 0, 1152921504606846976) %a.1, ptr noalias noundef nonnull readonly align 8 captures(none) %b.0, i64 noundef range(i64 0, 1152921504606846976) %b.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %b.1, i64 %a.1)
  %_206.not.i = icmp eq i64 %_0.sroa.0.0.i.i.i, 0
  br i1 %_206.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.preheader

bb14.i.preheader:                                 ; preds = %start
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3
  %0 = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 1152921504606846972
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i
  %_3.i3.i.i = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %_5.i.i5.i = load double, ptr %_3.i.i.i, align 8, !alias.scope !13, !noalias !14, !noundef !17
  %_6.i.i.i = load double, ptr %_3.i3.i.i, align 8, !alias.scope !18, !noalias !19, !noundef !17
  %_0.i.i.i = fmul double %_5.i.i5.i, %_6.i.i.i
  %_0.i1.i.i = fadd double %accum.sroa.0.08.i, %_0.i.i.i
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i
  %_3.i3.i.i.1 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %_5.i.i5.i.1 = load double, ptr %_3.i.i.i.1, align 8, !alias.scope !28, !noalias !29, !noundef !17
  %_6.i.i.i.1 = load double, ptr %_3.i3.i.i.1, align 8, !alias.scope !30, !noalias !31, !noundef !17
  %_0.i.i.i.1 = fmul double %_5.i.i5.i.1, %_6.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.1
  %_3.i3.i.i.2 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %_5.i.i5.i.2 = load double, ptr %_3.i.i.i.2, align 8, !alias.scope !40, !noalias !41, !noundef !17
  %_6.i.i.i.2 = load double, ptr %_3.i3.i.i.2, align 8, !alias.scope !42, !noalias !43, !noundef !17
  %_0.i.i.i.2 = fmul double %_5.i.i5.i.2, %_6.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.07.i, 4
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.2
  %_3.i3.i.i.3 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %_5.i.i5.i.3 = load double, ptr %_3.i.i.i.3, align 8, !alias.scope !52, !noalias !53, !noundef !17
  %_6.i.i.i.3 = load double, ptr %_3.i3.i.i.3, align 8, !alias.scope !54, !noalias !55, !noundef !17
  %_0.i.i.i.3 = fmul double %_5.i.i5.i.3, %_6.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", label %bb14.i

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.epil.preheader

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", %bb14.i.preheader
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb14.i.epil

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi double [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.07.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.07.i.epil, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i.epil
  %_3.i3.i.i.epil = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i.epil
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %_5.i.i5.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !alias.scope !13, !noalias !14, !noundef !17
  %_6.i.i.i.epil = load double, ptr %_3.i3.i.i.epil, align 8, !alias.scope !18, !noalias !19, !noundef !17
  %_0.i.i.i.epil = fmul double %_5.i.i5.i.epil, %_6.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.08.i.epil, %_0.i.i.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit", label %bb14.i.epil, !llvm.loop !56

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa", %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  ret double %accum.sroa.0.0.lcssa.i
}

; iter::norm
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef double @_ZN4iter4norm17hc44732abb9d0b04aE(ptr noalias noundef nonnull readonly align 8 captures(none) %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = icmp eq i64 %v.1, 0
  br i1 %0, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit", label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %v.1, 3
  %1 = icmp samesign ult i64 %v.1, 4
  br i1 %1, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %v.1, 1152921504606846972
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_3.i.i.i = load double, ptr %_45.i, align 8, !alias.scope !58, !noundef !17
  %_0.i.i.i = fmul double %_3.i.i.i, %_3.i.i.i
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i
  %2 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %_3.i.i.i.1 = load double, ptr %_45.i.1, align 8, !alias.scope !58, !noundef !17
  %_0.i.i.i.1 = fmul double %_3.i.i.i.1, %_3.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %3 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %_3.i.i.i.2 = load double, ptr %_45.i.2, align 8, !alias.scope !58, !noundef !17
  %_0.i.i.i.2 = fmul double %_3.i.i.i.2, %_3.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %4 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %_3.i.i.i.3 = load double, ptr %_45.i.3, align 8, !alias.scope !58, !noundef !17
  %_0.i.i.i.3 = fmul double %_3.i.i.i.3, %_3.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i.3 = add nuw nsw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa", label %bb8.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i.epil
  %_3.i.i.i.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !58, !noundef !17
  %_0.i.i.i.epil = fmul double %_3.i.i.i.epil, %_3.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil
  %_27.i.epil = add nuw nsw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", label %bb8.i.epil, !llvm.loop !63

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %5 = tail call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit"

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit", %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %5, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h65495e53dbd7e59cE.exit.loopexit" ]
  ret double %_0.sroa.0.0.i
}

; iter::horner
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef double @_ZN4iter6horner17h4375d3acc690a7baE(ptr noalias noundef nonnull readonly align 8 captures(address) %c.0, i64 noundef range(i64 0, 1152921504606846976) %c.1, double noundef %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = icmp eq i64 %c.1, 0
  br i1 %1, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i.preheader

bb3.i.preheader:                                  ; preds = %start
  %_10.idx = shl nuw nsw i64 %c.1, 3
  %_10 = getelementptr inbounds nuw i8, ptr %c.0, i64 %_10.idx
  %2 = add nsw i64 %_10.idx, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 7
  %5 = and i64 %2, 56
  %lcmp.mod.not = icmp eq i64 %5, 56
  br i1 %lcmp.mod.not, label %bb3.i.prol.loopexit, label %bb3.i.prol

bb3.i.prol:                                       ; preds = %bb3.i.preheader, %bb3.i.prol
  %accum.sroa.0.06.i.prol = phi double [ %_0.i.i.prol, %bb3.i.prol ], [ 0.000000e+00, %bb3.i.preheader ]
  %self.sroa.2.05.i.prol = phi ptr [ %_23.i.i.prol, %bb3.i.prol ], [ %_10, %bb3.i.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb3.i.prol ], [ 0, %bb3.i.preheader ]
  %_23.i.i.prol = getelementptr inbounds i8, ptr %self.sroa.2.05.i.prol, i64 -8
  %k.i.i.prol = load double, ptr %_23.i.i.prol, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.prol = fmul double %0, %accum.sroa.0.06.i.prol
  %_0.i.i.prol = fadd double %_5.i.i.prol, %k.i.i.prol
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb3.i.prol.loopexit, label %bb3.i.prol, !llvm.loop !71

bb3.i.prol.loopexit:                              ; preds = %bb3.i.prol, %bb3.i.preheader
  %_0.i.i.lcssa.unr = phi double [ poison, %bb3.i.preheader ], [ %_0.i.i.prol, %bb3.i.prol ]
  %accum.sroa.0.06.i.unr = phi double [ 0.000000e+00, %bb3.i.preheader ], [ %_0.i.i.prol, %bb3.i.prol ]
  %self.sroa.2.05.i.unr = phi ptr [ %_10, %bb3.i.preheader ], [ %_23.i.i.prol, %bb3.i.prol ]
  %6 = icmp ult i64 %2, 56
  br i1 %6, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i

bb3.i:                                            ; preds = %bb3.i.prol.loopexit, %bb3.i
  %accum.sroa.0.06.i = phi double [ %_0.i.i.7, %bb3.i ], [ %accum.sroa.0.06.i.unr, %bb3.i.prol.loopexit ]
  %self.sroa.2.05.i = phi ptr [ %_23.i.i.7, %bb3.i ], [ %self.sroa.2.05.i.unr, %bb3.i.prol.loopexit ]
  %_23.i.i = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -8
  %k.i.i = load double, ptr %_23.i.i, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i = fmul double %0, %accum.sroa.0.06.i
  %_0.i.i = fadd double %_5.i.i, %k.i.i
  %_23.i.i.1 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -16
  %k.i.i.1 = load double, ptr %_23.i.i.1, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.1 = fmul double %0, %_0.i.i
  %_0.i.i.1 = fadd double %_5.i.i.1, %k.i.i.1
  %_23.i.i.2 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -24
  %k.i.i.2 = load double, ptr %_23.i.i.2, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.2 = fmul double %0, %_0.i.i.1
  %_0.i.i.2 = fadd double %_5.i.i.2, %k.i.i.2
  %_23.i.i.3 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -32
  %k.i.i.3 = load double, ptr %_23.i.i.3, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.3 = fmul double %0, %_0.i.i.2
  %_0.i.i.3 = fadd double %_5.i.i.3, %k.i.i.3
  %_23.i.i.4 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -40
  %k.i.i.4 = load double, ptr %_23.i.i.4, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.4 = fmul double %0, %_0.i.i.3
  %_0.i.i.4 = fadd double %_5.i.i.4, %k.i.i.4
  %_23.i.i.5 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -48
  %k.i.i.5 = load double, ptr %_23.i.i.5, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.5 = fmul double %0, %_0.i.i.4
  %_0.i.i.5 = fadd double %_5.i.i.5, %k.i.i.5
  %_23.i.i.6 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -56
  %k.i.i.6 = load double, ptr %_23.i.i.6, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.6 = fmul double %0, %_0.i.i.5
  %_0.i.i.6 = fadd double %_5.i.i.6, %k.i.i.6
  %_23.i.i.7 = getelementptr inbounds i8, ptr %self.sroa.2.05.i, i64 -64
  %k.i.i.7 = load double, ptr %_23.i.i.7, align 8, !alias.scope !64, !noalias !67, !noundef !17
  %_5.i.i.7 = fmul double %0, %_0.i.i.6
  %_0.i.i.7 = fadd double %_5.i.i.7, %k.i.i.7
  %7 = icmp eq ptr %c.0, %_23.i.i.7
  br i1 %7, label %_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit, label %bb3.i

_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E.exit: ; preds = %bb3.i.prol.loopexit, %bb3.i, %start
  %accum.sroa.0.0.lcssa.i = phi double [ 0.000000e+00, %start ], [ %_0.i.i.lcssa.unr, %bb3.i.prol.loopexit ], [ %_0.i.i.7, %bb3.i ]
  ret double %accum.sroa.0.0.lcssa.i
}

; iter::softmax
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @_ZN4iter7softmax17h6579ffd609a6ae6aE(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %v) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %v, i64 8
  %_19 = load ptr, ptr %0, align 8, !nonnull !17, !noundef !17
  %1 = getelementptr inbounds nuw i8, ptr %v, i64 16
  %_18 = load i64, ptr %1, align 8, !noundef !17
  %_23.idx = shl i64 %_18, 3
  %_23 = getelementptr inbounds nuw i8, ptr %_19, i64 %_23.idx
  %2 = icmp eq i64 %_18, 0
  br i1 %2, label %bb4, label %bb8.i.i.preheader

bb8.i.i.preheader:                                ; preds = %start
  %min.iters.check = icmp ult i64 %_18, 4
  br i1 %min.iters.check, label %bb8.i.i.preheader24, label %vector.ph

vector.ph:                                        ; preds = %bb8.i.i.preheader
  %n.vec = and i64 %_18, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %5, %vector.body ]
  %vec.phi7 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %6, %vector.body ]
  %3 = getelementptr inbounds nuw double, ptr %_19, i64 %index
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %wide.load = load <2 x double>, ptr %3, align 8, !alias.scope !72
  %wide.load8 = load <2 x double>, ptr %4, align 8, !alias.scope !72
  %5 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load)
  %6 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi7, <2 x double> %wide.load8)
  %index.next = add nuw i64 %index, 4
  %7 = fcmp uno <2 x double> %wide.load, %wide.load8
  %8 = freeze <2 x i1> %7
  %9 = bitcast <2 x i1> %8 to i2
  %10 = icmp ne i2 %9, 0
  %11 = icmp eq i64 %index.next, %n.vec
  %12 = or i1 %10, %11
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !79

middle.block:                                     ; preds = %vector.body
  %13 = select i1 %10, <2 x double> %vec.phi, <2 x double> %5
  %14 = select i1 %10, <2 x double> %vec.phi7, <2 x double> %6
  %15 = select i1 %10, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %13, <2 x double> %14)
  %16 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax)
  %cmp.n = icmp ne i64 %_18, %n.vec
  %.not = or i1 %cmp.n, %10
  br i1 %.not, label %bb8.i.i.preheader24, label %bb8.i.preheader

bb8.i.i.preheader24:                              ; preds = %bb8.i.i.preheader, %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %bb8.i.i.preheader ], [ %15, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0xFFF0000000000000, %bb8.i.i.preheader ], [ %16, %middle.block ]
  br label %bb8.i.i

bb8.i.i:                                          ; preds = %bb8.i.i.preheader24, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader24 ]
  %acc.sroa.0.0.i.i = phi double [ %17, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader24 ]
  %_45.i.i = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i.i
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !alias.scope !72, !noundef !17
  %17 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i)
  %_27.i.i = add nuw i64 %i.sroa.0.0.i.i, 1
  %_28.i.i = icmp eq i64 %_27.i.i, %_18
  br i1 %_28.i.i, label %bb8.i.preheader, label %bb8.i.i, !llvm.loop !82

bb8.i.preheader:                                  ; preds = %bb8.i.i, %middle.block
  %.lcssa = phi double [ %16, %middle.block ], [ %17, %bb8.i.i ]
  %xtraiter = and i64 %_18, 3
  %18 = icmp ult i64 %_18, 4
  br i1 %18, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %_18, -4
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i
  %_6.i.i.i = load double, ptr %_45.i, align 8, !alias.scope !83, !noalias !88, !noundef !17
  %_3.i.i.i = fsub double %_6.i.i.i, %.lcssa
  %19 = tail call noundef double @llvm.exp.f64(double %_3.i.i.i)
  %_0.i.i.i = fadd double %acc.sroa.0.0.i, %19
  %20 = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %_6.i.i.i.1 = load double, ptr %_45.i.1, align 8, !alias.scope !83, !noalias !88, !noundef !17
  %_3.i.i.i.1 = fsub double %_6.i.i.i.1, %.lcssa
  %21 = tail call noundef double @llvm.exp.f64(double %_3.i.i.i.1)
  %_0.i.i.i.1 = fadd double %_0.i.i.i, %21
  %22 = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %_6.i.i.i.2 = load double, ptr %_45.i.2, align 8, !alias.scope !83, !noalias !88, !noundef !17
  %_3.i.i.i.2 = fsub double %_6.i.i.i.2, %.lcssa
  %23 = tail call noundef double @llvm.exp.f64(double %_3.i.i.i.2)
  %_0.i.i.i.2 = fadd double %_0.i.i.i.1, %23
  %24 = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %24, i64 24
  %_6.i.i.i.3 = load double, ptr %_45.i.3, align 8, !alias.scope !83, !noalias !88, !noundef !17
  %_3.i.i.i.3 = fsub double %_6.i.i.i.3, %.lcssa
  %25 = tail call noundef double @llvm.exp.f64(double %_3.i.i.i.3)
  %_0.i.i.i.3 = fadd double %_0.i.i.i.2, %25
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb5.preheader.unr-lcssa, label %bb8.i

bb5.preheader.unr-lcssa:                          ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb5.preheader, label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %bb5.preheader.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %bb5.preheader.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.i.3, %bb5.preheader.unr-lcssa ]
  %lcmp.mod30 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod30)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_19, i64 %i.sroa.0.0.i.epil
  %_6.i.i.i.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !83, !noalias !88, !noundef !17
  %_3.i.i.i.epil = fsub double %_6.i.i.i.epil, %.lcssa
  %26 = tail call noundef double @llvm.exp.f64(double %_3.i.i.i.epil)
  %_0.i.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %26
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb5.preheader, label %bb8.i.epil, !llvm.loop !93

bb5.preheader:                                    ; preds = %bb8.i.epil, %bb5.preheader.unr-lcssa
  %_0.i.i.i.lcssa = phi double [ %_0.i.i.i.3, %bb5.preheader.unr-lcssa ], [ %_0.i.i.i.epil, %bb8.i.epil ]
  %27 = add i64 %_23.idx, -8
  %28 = lshr exact i64 %27, 3
  %29 = add nuw nsw i64 %28, 1
  %min.iters.check10 = icmp eq i64 %27, 0
  br i1 %min.iters.check10, label %bb5.preheader23, label %vector.ph11

vector.ph11:                                      ; preds = %bb5.preheader
  %n.vec13 = and i64 %29, 4611686018427387902
  %30 = shl i64 %n.vec13, 3
  %31 = getelementptr i8, ptr %_19, i64 %30
  %broadcast.splatinsert = insertelement <2 x double> poison, double %_0.i.i.i.lcssa, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <2 x double> poison, double %.lcssa, i64 0
  %broadcast.splat15 = shufflevector <2 x double> %broadcast.splatinsert14, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body16

vector.body16:                                    ; preds = %vector.body16, %vector.ph11
  %index17 = phi i64 [ 0, %vector.ph11 ], [ %index.next19, %vector.body16 ]
  %offset.idx = shl i64 %index17, 3
  %next.gep = getelementptr i8, ptr %_19, i64 %offset.idx
  %wide.load18 = load <2 x double>, ptr %next.gep, align 8
  %32 = fsub <2 x double> %wide.load18, %broadcast.splat15
  %33 = tail call <2 x double> @llvm.exp.v2f64(<2 x double> %32)
  %34 = fdiv <2 x double> %33, %broadcast.splat
  store <2 x double> %34, ptr %next.gep, align 8
  %index.next19 = add nuw i64 %index17, 2
  %35 = icmp eq i64 %index.next19, %n.vec13
  br i1 %35, label %middle.block20, label %vector.body16, !llvm.loop !94

middle.block20:                                   ; preds = %vector.body16
  %cmp.n21 = icmp eq i64 %29, %n.vec13
  br i1 %cmp.n21, label %bb4, label %bb5.preheader23

bb5.preheader23:                                  ; preds = %bb5.preheader, %middle.block20
  %iter.sroa.0.04.ph = phi ptr [ %_19, %bb5.preheader ], [ %31, %middle.block20 ]
  br label %bb5

bb5:                                              ; preds = %bb5.preheader23, %bb5
  %iter.sroa.0.04 = phi ptr [ %_60, %bb5 ], [ %iter.sroa.0.04.ph, %bb5.preheader23 ]
  %_60 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.04, i64 8
  %_15 = load double, ptr %iter.sroa.0.04, align 8, !noundef !17
  %_14 = fsub double %_15, %.lcssa
  %36 = tail call double @llvm.exp.f64(double %_14)
  %37 = fdiv double %36, %_0.i.i.i.lcssa
  store double %37, ptr %iter.sroa.0.04, align 8
  %_54 = icmp eq ptr %_60, %_23
  br i1 %_54, label %bb4, label %bb5, !llvm.loop !95

bb4:                                              ; preds = %bb5, %middle.block20, %start
  ret void
}

; iter::describe
; Function Attrs: nonlazybind uwtable
define void @_ZN4iter8describe17h213b4ff3302ef2f9E(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, i32 noundef %0) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %args = alloca [16 x i8], align 8
  %x = alloca [4 x i8], align 4
  store i32 %0, ptr %x, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %x, ptr %args, align 8
  %_5.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt, ptr %_5.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_ab752ec8e0fffde6dbc90d29b7542387, ptr noundef nonnull %args), !noalias !96
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  ret void
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

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0"}
!5 = distinct !{!5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E"}
!6 = !{!7}
!7 = distinct !{!7, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0"}
!10 = distinct !{!10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1"}
!13 = !{!9, !4}
!14 = !{!12, !7, !15}
!15 = distinct !{!15, !16, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E: %self"}
!16 = distinct !{!16, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h844a740aa64dca98E"}
!17 = !{}
!18 = !{!12, !7}
!19 = !{!9, !4, !15}
!20 = !{!21}
!21 = distinct !{!21, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It1"}
!22 = !{!23}
!23 = distinct !{!23, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It1"}
!24 = !{!25}
!25 = distinct !{!25, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It1"}
!26 = !{!27}
!27 = distinct !{!27, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It1"}
!28 = !{!25, !21}
!29 = !{!27, !23, !15}
!30 = !{!27, !23}
!31 = !{!25, !21, !15}
!32 = !{!33}
!33 = distinct !{!33, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It2"}
!34 = !{!35}
!35 = distinct !{!35, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It2"}
!36 = !{!37}
!37 = distinct !{!37, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It2"}
!38 = !{!39}
!39 = distinct !{!39, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It2"}
!40 = !{!37, !33}
!41 = !{!39, !35, !15}
!42 = !{!39, !35}
!43 = !{!37, !33, !15}
!44 = !{!45}
!45 = distinct !{!45, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.0:It3"}
!46 = !{!47}
!47 = distinct !{!47, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h515cc2d25e7ac399E: %elt.1:It3"}
!48 = !{!49}
!49 = distinct !{!49, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.0:It3"}
!50 = !{!51}
!51 = distinct !{!51, !10, !"_ZN4iter3dot28_$u7b$$u7b$closure$u7d$$u7d$17h5ccb623303f62683E: %_2.1:It3"}
!52 = !{!49, !45}
!53 = !{!51, !47, !15}
!54 = !{!51, !47}
!55 = !{!49, !45, !15}
!56 = distinct !{!56, !57}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !{!59, !61}
!59 = distinct !{!59, !60, !"_ZN4iter4norm28_$u7b$$u7b$closure$u7d$$u7d$17h5753a386529ecdc1E: %x"}
!60 = distinct !{!60, !"_ZN4iter4norm28_$u7b$$u7b$closure$u7d$$u7d$17h5753a386529ecdc1E"}
!61 = distinct !{!61, !62, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h114539b8fe2d40c6E: %elt"}
!62 = distinct !{!62, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h114539b8fe2d40c6E"}
!63 = distinct !{!63, !57}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE: %_3"}
!66 = distinct !{!66, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE"}
!67 = !{!68, !69}
!68 = distinct !{!68, !66, !"_ZN4iter6horner28_$u7b$$u7b$closure$u7d$$u7d$17hce8c8563cb4febcdE: %_1"}
!69 = distinct !{!69, !70, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E: argument 0"}
!70 = distinct !{!70, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17h77cfe97dbaf762a0E"}
!71 = distinct !{!71, !57}
!72 = !{!73, !75, !77}
!73 = distinct !{!73, !74, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!74 = distinct !{!74, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!75 = distinct !{!75, !76, !"_ZN4core3ops8function5FnMut8call_mut17h5e1a15cd96c068ffE: argument 0"}
!76 = distinct !{!76, !"_ZN4core3ops8function5FnMut8call_mut17h5e1a15cd96c068ffE"}
!77 = distinct !{!77, !78, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7943e4288a44190E: %elt"}
!78 = distinct !{!78, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7943e4288a44190E"}
!79 = distinct !{!79, !80, !81}
!80 = !{!"llvm.loop.isvectorized", i32 1}
!81 = !{!"llvm.loop.unroll.runtime.disable"}
!82 = distinct !{!82, !81, !80}
!83 = !{!84, !86}
!84 = distinct !{!84, !85, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E: %x"}
!85 = distinct !{!85, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E"}
!86 = distinct !{!86, !87, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E: %elt"}
!87 = distinct !{!87, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E"}
!88 = !{!89, !90, !91}
!89 = distinct !{!89, !85, !"_ZN4iter7softmax28_$u7b$$u7b$closure$u7d$$u7d$17h95dde1df228a5332E: %_1"}
!90 = distinct !{!90, !87, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h61333418cd7d7788E: %_1"}
!91 = distinct !{!91, !92, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h21fe1735b1c3b4adE: argument 0"}
!92 = distinct !{!92, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h21fe1735b1c3b4adE"}
!93 = distinct !{!93, !57}
!94 = distinct !{!94, !80, !81}
!95 = distinct !{!95, !81, !80}
!96 = !{!97, !99}
!97 = distinct !{!97, !98, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hc2fbdb0ce798ea4bE: %_1"}
!98 = distinct !{!98, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hc2fbdb0ce798ea4bE"}
!99 = distinct !{!99, !100, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE: %default"}
!100 = distinct !{!100, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h7c3e183d656300edE"}
