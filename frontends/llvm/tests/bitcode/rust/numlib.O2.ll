; ModuleID = 'numlib.3c82dec8f3f8c113-cgu.0'
source_filename = "numlib.3c82dec8f3f8c113-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; __rustc::rust_begin_unwind
; Function Attrs: nofree norecurse noreturn nosync nounwind nonlazybind memory(none) uwtable
define void @_RNvCsfLfy6EI15iL_7___rustc17rust_begin_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #0 {
start:
  br label %bb1

bb1:                                              ; preds = %bb1, %start
  br label %bb1
}

; Function Attrs: nofree norecurse nounwind nonlazybind memory(argmem: read, inaccessiblemem: write, errnomem: write) uwtable
define noundef double @logsumexp(ptr noundef readonly captures(address) %x, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %_18.idx = shl nuw nsw i64 %n, 3
  %_18 = getelementptr inbounds nuw i8, ptr %x, i64 %_18.idx
  %1 = icmp eq i64 %n, 0
  br i1 %1, label %bb5, label %bb8.i.i.preheader

bb8.i.i.preheader:                                ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %bb8.i.i.preheader13, label %vector.ph

vector.ph:                                        ; preds = %bb8.i.i.preheader
  %n.vec = and i64 %n, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %4, %vector.body ]
  %vec.phi11 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph ], [ %5, %vector.body ]
  %2 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !3
  %wide.load12 = load <2 x double>, ptr %3, align 8, !alias.scope !3
  %4 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load)
  %5 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi11, <2 x double> %wide.load12)
  %index.next = add nuw i64 %index, 4
  %6 = fcmp uno <2 x double> %wide.load, %wide.load12
  %7 = freeze <2 x i1> %6
  %8 = bitcast <2 x i1> %7 to i2
  %9 = icmp ne i2 %8, 0
  %10 = icmp eq i64 %index.next, %n.vec
  %11 = or i1 %9, %10
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %12 = select i1 %9, <2 x double> %vec.phi, <2 x double> %4
  %13 = select i1 %9, <2 x double> %vec.phi11, <2 x double> %5
  %14 = select i1 %9, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %12, <2 x double> %13)
  %15 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax)
  %cmp.n = icmp ne i64 %n, %n.vec
  %.not = or i1 %cmp.n, %9
  br i1 %.not, label %bb8.i.i.preheader13, label %bb6.preheader

bb8.i.i.preheader13:                              ; preds = %bb8.i.i.preheader, %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %bb8.i.i.preheader ], [ %14, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0xFFF0000000000000, %bb8.i.i.preheader ], [ %15, %middle.block ]
  br label %bb8.i.i

bb8.i.i:                                          ; preds = %bb8.i.i.preheader13, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader13 ]
  %acc.sroa.0.0.i.i = phi double [ %16, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader13 ]
  %_45.i.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.i
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !alias.scope !3, !noundef !13
  %16 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i)
  %_27.i.i = add nuw i64 %i.sroa.0.0.i.i, 1
  %_28.i.i = icmp eq i64 %_27.i.i, %n
  br i1 %_28.i.i, label %bb6.preheader, label %bb8.i.i, !llvm.loop !14

bb6.preheader:                                    ; preds = %bb8.i.i, %middle.block
  %.lcssa10 = phi double [ %15, %middle.block ], [ %16, %bb8.i.i ]
  br label %bb6

bb6:                                              ; preds = %bb6.preheader, %bb6
  %s.sroa.0.05 = phi double [ %17, %bb6 ], [ 0.000000e+00, %bb6.preheader ]
  %iter.sroa.0.04 = phi ptr [ %_39, %bb6 ], [ %x, %bb6.preheader ]
  %_39 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.04, i64 8
  %v = load double, ptr %iter.sroa.0.04, align 8, !noundef !13
  %_11 = fsub double %v, %.lcssa10
  %_0.i = tail call noundef double @exp(double noundef %_11) #9
  %17 = fadd double %s.sroa.0.05, %_0.i
  %_33 = icmp eq ptr %_39, %_18
  br i1 %_33, label %bb5, label %bb6

bb5:                                              ; preds = %bb6, %start
  %_0.sroa.0.0.i.i8 = phi double [ 0xFFF0000000000000, %start ], [ %.lcssa10, %bb6 ]
  %s.sroa.0.0.lcssa = phi double [ 0.000000e+00, %start ], [ %17, %bb6 ]
  %_0.i2 = tail call noundef double @log(double noundef %s.sroa.0.0.lcssa) #9
  %_0 = fadd double %_0.sroa.0.0.i.i8, %_0.i2
  ret double %_0
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @rosenbrock(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n) unnamed_addr #2 {
start:
  %_4 = shl i64 %n, 1
  %fst_len.i = and i64 %_4, 1152921504606846974
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %_25.not4 = icmp eq i64 %fst_len.i, 0
  br i1 %_25.not4, label %bb6, label %bb4.preheader

bb4.preheader:                                    ; preds = %start
  %1 = add nsw i64 %fst_len.i, -2
  %2 = and i64 %1, 2
  %lcmp.mod.not.not = icmp eq i64 %2, 0
  br i1 %lcmp.mod.not.not, label %bb4.prol, label %bb4.prol.loopexit

bb4.prol:                                         ; preds = %bb4.preheader
  %_30.prol = getelementptr inbounds nuw i8, ptr %x, i64 16
  %_31.prol = add nsw i64 %fst_len.i, -2
  %a.prol = load double, ptr %x, align 8, !noundef !13
  %3 = getelementptr inbounds nuw i8, ptr %x, i64 8
  %b.prol = load double, ptr %3, align 8, !noundef !13
  %_16.prol = fsub double 1.000000e+00, %a.prol
  %_15.prol = fmul double %_16.prol, %_16.prol
  %_20.prol = fmul double %a.prol, %a.prol
  %_19.prol = fsub double %b.prol, %_20.prol
  %_18.prol = fmul double %_19.prol, 1.000000e+02
  %_17.prol = fmul double %_19.prol, %_18.prol
  %_14.prol = fadd double %_15.prol, %_17.prol
  br label %bb4.prol.loopexit

bb4.prol.loopexit:                                ; preds = %bb4.prol, %bb4.preheader
  %.lcssa.unr = phi double [ poison, %bb4.preheader ], [ %_14.prol, %bb4.prol ]
  %s.sroa.0.07.unr = phi double [ 0.000000e+00, %bb4.preheader ], [ %_14.prol, %bb4.prol ]
  %iter.sroa.0.06.unr = phi ptr [ %x, %bb4.preheader ], [ %_30.prol, %bb4.prol ]
  %iter.sroa.5.05.unr = phi i64 [ %fst_len.i, %bb4.preheader ], [ %_31.prol, %bb4.prol ]
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %bb6, label %bb4

bb6:                                              ; preds = %bb4.prol.loopexit, %bb4, %start
  %s.sroa.0.0.lcssa = phi double [ 0.000000e+00, %start ], [ %.lcssa.unr, %bb4.prol.loopexit ], [ %8, %bb4 ]
  ret double %s.sroa.0.0.lcssa

bb4:                                              ; preds = %bb4.prol.loopexit, %bb4
  %s.sroa.0.07 = phi double [ %8, %bb4 ], [ %s.sroa.0.07.unr, %bb4.prol.loopexit ]
  %iter.sroa.0.06 = phi ptr [ %_30.1, %bb4 ], [ %iter.sroa.0.06.unr, %bb4.prol.loopexit ]
  %iter.sroa.5.05 = phi i64 [ %_31.1, %bb4 ], [ %iter.sroa.5.05.unr, %bb4.prol.loopexit ]
  %_30 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06, i64 16
  %a = load double, ptr %iter.sroa.0.06, align 8, !noundef !13
  %5 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06, i64 8
  %b = load double, ptr %5, align 8, !noundef !13
  %_16 = fsub double 1.000000e+00, %a
  %_15 = fmul double %_16, %_16
  %_20 = fmul double %a, %a
  %_19 = fsub double %b, %_20
  %_18 = fmul double %_19, 1.000000e+02
  %_17 = fmul double %_19, %_18
  %_14 = fadd double %_15, %_17
  %6 = fadd double %s.sroa.0.07, %_14
  %_30.1 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06, i64 32
  %_31.1 = add i64 %iter.sroa.5.05, -4
  %a.1 = load double, ptr %_30, align 8, !noundef !13
  %7 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06, i64 24
  %b.1 = load double, ptr %7, align 8, !noundef !13
  %_16.1 = fsub double 1.000000e+00, %a.1
  %_15.1 = fmul double %_16.1, %_16.1
  %_20.1 = fmul double %a.1, %a.1
  %_19.1 = fsub double %b.1, %_20.1
  %_18.1 = fmul double %_19.1, 1.000000e+02
  %_17.1 = fmul double %_19.1, %_18.1
  %_14.1 = fadd double %_15.1, %_17.1
  %8 = fadd double %6, %_14.1
  %_25.not.1 = icmp eq i64 %_31.1, 0
  br i1 %_25.not.1, label %bb6, label %bb4
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nonlazybind
declare i32 @rust_eh_personality(...) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @exp(double noundef) unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @log(double noundef) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #8

attributes #0 = { nofree norecurse noreturn nosync nounwind nonlazybind memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nounwind nonlazybind memory(argmem: read, inaccessiblemem: write, errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nonlazybind "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4, !6, !8}
!4 = distinct !{!4, !5, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!5 = distinct !{!5, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!6 = distinct !{!6, !7, !"_ZN4core3ops8function5FnMut8call_mut17h0e7fff83583d342eE: argument 0"}
!7 = distinct !{!7, !"_ZN4core3ops8function5FnMut8call_mut17h0e7fff83583d342eE"}
!8 = distinct !{!8, !9, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h205fd19b7e947c65E: %elt"}
!9 = distinct !{!9, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h205fd19b7e947c65E"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{}
!14 = distinct !{!14, !12, !11}
