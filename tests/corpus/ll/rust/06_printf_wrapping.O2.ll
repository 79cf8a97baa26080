; ModuleID = '06_printf_wrapping.9efc2ca1948cd9a8-cgu.0'
source_filename = "06_printf_wrapping.9efc2ca1948cd9a8-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5ed85b81e6cdd8e126aa3375c75801d4 = private unnamed_addr constant [26 x i8] c"fnv1a(\22hello\22) = %016llx\0A\00", align 1
@alloc_1c389db232975925efef7962f9b6fa1e = private unnamed_addr constant [21 x i8] c"fnv1a(\22\22) = %016llx\0A\00", align 1
@alloc_a3b6c27cb544649bf4159f0f9fb358d0 = private unnamed_addr constant [31 x i8] c"xorshift acc = %u last = %08x\0A\00", align 1
@alloc_a6c7a5df43f7b5c5d2fdff95a9a09c8b = private unnamed_addr constant [63 x i8] c"rotl7=%08x rotr11=%08x ones=%u lz=%u tz=%u swap=%08x rev=%08x\0A\00", align 1
@alloc_2348b285dab756b6706e78461bf795fd = private unnamed_addr constant [46 x i8] c"u64 lz=%u tz=%u pow2=%d next_pow2(1000)=%llu\0A\00", align 1
@alloc_2999ada334b849b65879446665d5b0e8 = private unnamed_addr constant [75 x i8] c"wrapping_add=%d saturating_add=%d checked_add_none=%d overflowing=(%d,%d)\0A\00", align 1
@alloc_3a17799da85c7fecb9ec081f34e02275 = private unnamed_addr constant [91 x i8] c"u8: 250+10 wrap=%u sat=%u  i8: -128 wrapping_neg=%d wrapping_abs=%d  i16: 300*300 wrap=%d\0A\00", align 1
@alloc_5aacb9c265c877d0a99ea5ac31920d90 = private unnamed_addr constant [65 x i8] c"%lld: /5=%lld %%5=%lld div_euclid=%lld rem_euclid=%lld >>3=%lld\0A\00", align 1
@alloc_9541c5e4df692a085a33d01145f78b9e = private unnamed_addr constant [27 x i8] c"rust/06_printf_wrapping.rs\00", align 1
@alloc_9902a403eb8ccdfdd7493d9bd5acc31d = private unnamed_addr constant [35 x i8] c"%llu: /7=%llu %%7=%llu /1000=%llu\0A\00", align 1
@alloc_9e2eb987a1b1808d90a4a625602ad275 = private unnamed_addr constant [32 x i8] c"u16 %u: /3=%u %%3=%u as i16=%d\0A\00", align 1
@alloc_e6f71cd54c102c65f4d1b935204efe87 = private unnamed_addr constant [50 x i8] c"gcd(1071,462)=%llu modpow(3,200,1000000007)=%llu\0A\00", align 1
@alloc_136bc6e535be624225151ae24d904ae7 = private unnamed_addr constant [37 x i8] c"fixed sqrt(2) = %lld / 65536 = %.6f\0A\00", align 1
@alloc_f5fcc826ff73c3699ef5c129edb43a81 = private unnamed_addr constant [27 x i8] c"casts: %d %u %lld %.3f %d\0A\00", align 1
@alloc_39d3e82abfb9d3cd885d587379bd7dde = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00^\00\00\00#\00\00\00" }>, align 8
@alloc_e6c4635188d0c14316ca03215354d84e = private unnamed_addr constant [24 x i8] c"splitmix[%d] = %016llx\0A\00", align 1
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17ha60a0e858a37aeb8E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E" }>, align 8

; _06_printf_wrapping::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN19_06_printf_wrapping4main17hf7d3ac2c349099d5E() unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %_1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5ed85b81e6cdd8e126aa3375c75801d4, i64 noundef -6615550055289275125) #7
  %_6 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_1c389db232975925efef7962f9b6fa1e, i64 noundef -3750763034362895579) #7
  %_14 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_e6c4635188d0c14316ca03215354d84e, i32 noundef 0, i64 noundef 7191089600892374487) #7
  %_14.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_e6c4635188d0c14316ca03215354d84e, i32 noundef 1, i64 noundef 309689372594955804) #7
  %_14.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_e6c4635188d0c14316ca03215354d84e, i32 noundef 2, i64 noundef -1830642326893942270) #7
  br label %bb31

bb32:                                             ; preds = %bb31
  %_22 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_a3b6c27cb544649bf4159f0f9fb358d0, i32 noundef %_20.1, i32 noundef %5) #7
  %_25 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_a6c7a5df43f7b5c5d2fdff95a9a09c8b, i32 noundef 1457485807, i32 noundef -570698313, i32 noundef 24, i32 noundef 0, i32 noundef 0, i32 noundef -272716322, i32 noundef -142756485) #7
  %_35 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_2348b285dab756b6706e78461bf795fd, i32 noundef 23, i32 noundef 40, i32 noundef 1, i64 noundef 1024) #7
  %_43 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_2999ada334b849b65879446665d5b0e8, i32 noundef -2147483639, i32 noundef 2147483647, i32 noundef 1, i32 noundef -2147483648, i32 noundef 1) #7
  %_50 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_3a17799da85c7fecb9ec081f34e02275, i32 noundef 4, i32 noundef 255, i32 noundef -128, i32 noundef -128, i32 noundef 24464) #7
  %_63 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 noundef -17, i64 noundef -3, i64 noundef -2, i64 noundef -4, i64 noundef 3, i64 noundef -3) #7
  %_63.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 noundef 17, i64 noundef 3, i64 noundef 2, i64 noundef 3, i64 noundef 2, i64 noundef 2) #7
  %_63.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 noundef -1, i64 noundef 0, i64 noundef -1, i64 noundef -1, i64 noundef 4, i64 noundef -1) #7
  %_63.3 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 noundef -9223372036854775807, i64 noundef -1844674407370955161, i64 noundef -2, i64 noundef -1844674407370955162, i64 noundef 3, i64 noundef -1152921504606846976) #7
  %_63.4 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 noundef 1234567890123, i64 noundef 246913578024, i64 noundef 3, i64 noundef 246913578024, i64 noundef 3, i64 noundef 154320986265) #7
  %_77 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9902a403eb8ccdfdd7493d9bd5acc31d, i64 noundef -1, i64 noundef 2635249153387078802, i64 noundef 1, i64 noundef 18446744073709551) #7
  %_77.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9902a403eb8ccdfdd7493d9bd5acc31d, i64 noundef -9223372036854775808, i64 noundef 1317624576693539401, i64 noundef 1, i64 noundef 9223372036854775) #7
  %_77.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9902a403eb8ccdfdd7493d9bd5acc31d, i64 noundef 999999999999, i64 noundef 142857142857, i64 noundef 0, i64 noundef 999999999) #7
  %_89 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9e2eb987a1b1808d90a4a625602ad275, i32 noundef 65535, i32 noundef 21845, i32 noundef 0, i32 noundef -1) #7
  %_89.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9e2eb987a1b1808d90a4a625602ad275, i32 noundef 1000, i32 noundef 333, i32 noundef 1, i32 noundef 1000) #7
  %_89.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_9e2eb987a1b1808d90a4a625602ad275, i32 noundef 7, i32 noundef 2, i32 noundef 1, i32 noundef 7) #7
  br label %bb58

bb31:                                             ; preds = %bb31, %start
  %xs.sroa.0.057 = phi i32 [ -1831433054, %start ], [ %5, %bb31 ]
  %acc.sroa.0.056 = phi i32 [ 0, %start ], [ %_20.1, %bb31 ]
  %iter4.sroa.0.055 = phi i32 [ 0, %start ], [ %_144.0.1, %bb31 ]
  %_146 = shl i32 %xs.sroa.0.057, 13
  %0 = xor i32 %_146, %xs.sroa.0.057
  %_148 = lshr i32 %0, 17
  %1 = xor i32 %_148, %0
  %_150 = shl i32 %1, 5
  %2 = xor i32 %_150, %1
  %_20 = add i32 %2, %acc.sroa.0.056
  %_144.0.1 = add nuw nsw i32 %iter4.sroa.0.055, 2
  %_146.1 = shl i32 %2, 13
  %3 = xor i32 %_146.1, %2
  %_148.1 = lshr i32 %3, 17
  %4 = xor i32 %_148.1, %3
  %_150.1 = shl i32 %4, 5
  %5 = xor i32 %_150.1, %4
  %_20.1 = add i32 %5, %_20
  %exitcond.not.1 = icmp eq i32 %_144.0.1, 1000
  br i1 %exitcond.not.1, label %bb32, label %bb31, !prof !4, !llvm.loop !5

bb67:                                             ; preds = %bb23.1
  %_113 = sitofp i64 %7 to double
  %_112 = fmul double %_113, 0x3EF0000000000000
  %_108 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_136bc6e535be624225151ae24d904ae7, i64 noundef %7, double noundef %_112) #7
  %_114 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_f5fcc826ff73c3699ef5c129edb43a81, i32 noundef -3, i32 noundef 0, i64 noundef 9223372036854775807, double noundef 0x3FFD83C94FB6D2AC, i32 noundef 255) #7
  ret void

bb66:                                             ; preds = %bb23.1, %bb64.7
  %iter5.sroa.0.067 = phi i32 [ 0, %bb64.7 ], [ %_242.0.1, %bb23.1 ]
  %x.sroa.0.066 = phi i64 [ 65536, %bb64.7 ], [ %7, %bb23.1 ]
  %_107 = icmp eq i64 %x.sroa.0.066, 0
  br i1 %_107, label %panic, label %bb23

bb23:                                             ; preds = %bb66
  %_106 = sdiv i64 8589934592, %x.sroa.0.066
  %_104 = add i64 %_106, %x.sroa.0.066
  %_104.off = add i64 %_104, 1
  %_107.1 = icmp ult i64 %_104.off, 3
  br i1 %_107.1, label %panic, label %bb23.1

bb23.1:                                           ; preds = %bb23
  %6 = sdiv i64 %_104, 2
  %_242.0.1 = add nuw nsw i32 %iter5.sroa.0.067, 2
  %_106.1 = sdiv i64 8589934592, %6
  %_104.1 = add nsw i64 %_106.1, %6
  %7 = sdiv i64 %_104.1, 2
  %exitcond69.not.1 = icmp eq i32 %_242.0.1, 20
  br i1 %exitcond69.not.1, label %bb67, label %bb66

panic:                                            ; preds = %bb23, %bb66
; call core::panicking::panic_const::panic_const_div_by_zero
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_39d3e82abfb9d3cd885d587379bd7dde) #8
  unreachable

bb64.7:                                           ; preds = %bb58
  %_99 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_e6f71cd54c102c65f4d1b935204efe87, i64 noundef %_223.sroa.0.062, i64 noundef 136318165) #7
  br label %bb66

bb58:                                             ; preds = %bb32, %bb58
  %_223.sroa.0.062 = phi i64 [ %_225, %bb58 ], [ 462, %bb32 ]
  %_222.sroa.0.061 = phi i64 [ %_223.sroa.0.062, %bb58 ], [ 1071, %bb32 ]
  %_225 = urem i64 %_222.sroa.0.061, %_223.sroa.0.062
  %8 = icmp eq i64 %_225, 0
  br i1 %8, label %bb64.7, label %bb58
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17hb7a45cb3575f3c88E(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !7, !noundef !7
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h27f78ed268f83948E(ptr noundef nonnull %_4) #9
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h27f78ed268f83948E(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #7
  tail call void asm sideeffect "", "~{memory}"() #7, !srcloc !8
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17ha60a0e858a37aeb8E"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !7, !noundef !7
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h27f78ed268f83948E(ptr noundef nonnull readonly %0) #9, !noalias !9
  ret i32 0
}

; core::panicking::panic_const::panic_const_div_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nofree nounwind nonlazybind uwtable
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) unnamed_addr #5

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #6 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN19_06_printf_wrapping4main17hf7d3ac2c349099d5E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!"branch_weights", i32 1, i32 1999}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.estimated_trip_count", i32 1000}
!7 = !{}
!8 = !{i64 13835730341144419}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E: %_1"}
!11 = distinct !{!11, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E"}
