; ModuleID = '06_printf_wrapping.9efc2ca1948cd9a8-cgu.0'
source_filename = "06_printf_wrapping.9efc2ca1948cd9a8-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_9541c5e4df692a085a33d01145f78b9e = private unnamed_addr constant [27 x i8] c"rust/06_printf_wrapping.rs\00", align 1
@alloc_50db2c1f293afa1e78c02e58aaa5504c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00!\00\00\00\11\00\00\00" }>, align 8
@alloc_5ed85b81e6cdd8e126aa3375c75801d4 = private unnamed_addr constant [26 x i8] c"fnv1a(\22hello\22) = %016llx\0A\00", align 1
@alloc_1a2b9f3efbe1a8edd339fa75af2334ed = private unnamed_addr constant [5 x i8] c"hello", align 1
@alloc_1c389db232975925efef7962f9b6fa1e = private unnamed_addr constant [21 x i8] c"fnv1a(\22\22) = %016llx\0A\00", align 1
@alloc_a3b6c27cb544649bf4159f0f9fb358d0 = private unnamed_addr constant [31 x i8] c"xorshift acc = %u last = %08x\0A\00", align 1
@alloc_a6c7a5df43f7b5c5d2fdff95a9a09c8b = private unnamed_addr constant [63 x i8] c"rotl7=%08x rotr11=%08x ones=%u lz=%u tz=%u swap=%08x rev=%08x\0A\00", align 1
@alloc_2348b285dab756b6706e78461bf795fd = private unnamed_addr constant [46 x i8] c"u64 lz=%u tz=%u pow2=%d next_pow2(1000)=%llu\0A\00", align 1
@alloc_2999ada334b849b65879446665d5b0e8 = private unnamed_addr constant [75 x i8] c"wrapping_add=%d saturating_add=%d checked_add_none=%d overflowing=(%d,%d)\0A\00", align 1
@alloc_3a17799da85c7fecb9ec081f34e02275 = private unnamed_addr constant [91 x i8] c"u8: 250+10 wrap=%u sat=%u  i8: -128 wrapping_neg=%d wrapping_abs=%d  i16: 300*300 wrap=%d\0A\00", align 1
@alloc_e44d112d7576fbac5de267f9cae79d9e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00L\00\00\00,\00\00\00" }>, align 8
@alloc_e6f71cd54c102c65f4d1b935204efe87 = private unnamed_addr constant [50 x i8] c"gcd(1071,462)=%llu modpow(3,200,1000000007)=%llu\0A\00", align 1
@alloc_136bc6e535be624225151ae24d904ae7 = private unnamed_addr constant [37 x i8] c"fixed sqrt(2) = %lld / 65536 = %.6f\0A\00", align 1
@alloc_f5fcc826ff73c3699ef5c129edb43a81 = private unnamed_addr constant [27 x i8] c"casts: %d %u %lld %.3f %d\0A\00", align 1
@alloc_39d3e82abfb9d3cd885d587379bd7dde = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00^\00\00\00#\00\00\00" }>, align 8
@alloc_78bf95aa6a1da0a9472698e0e0816a85 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00^\00\00\00\1E\00\00\00" }>, align 8
@alloc_9e2eb987a1b1808d90a4a625602ad275 = private unnamed_addr constant [32 x i8] c"u16 %u: /3=%u %%3=%u as i16=%d\0A\00", align 1
@alloc_9902a403eb8ccdfdd7493d9bd5acc31d = private unnamed_addr constant [35 x i8] c"%llu: /7=%llu %%7=%llu /1000=%llu\0A\00", align 1
@alloc_5aacb9c265c877d0a99ea5ac31920d90 = private unnamed_addr constant [65 x i8] c"%lld: /5=%lld %%5=%lld div_euclid=%lld rem_euclid=%lld >>3=%lld\0A\00", align 1
@alloc_816a2e154ad7a499e8f88f3acec0c74e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00N\00\00\00h\00\00\00" }>, align 8
@alloc_17714786da4f8bc15afc15afbb5c85f7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00N\00\00\00o\00\00\00" }>, align 8
@alloc_39a7ad9d64a5cfdb38abfc4c84de7951 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00O\00\00\00\16\00\00\00" }>, align 8
@alloc_347355e90c787093521cbd32ba204e04 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00O\00\00\00'\00\00\00" }>, align 8
@alloc_e6c4635188d0c14316ca03215354d84e = private unnamed_addr constant [24 x i8] c"splitmix[%d] = %016llx\0A\00", align 1
@alloc_271fe7aad92184f8715f5d35f2c6cbb1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00*\00\00\00\05\00\00\00" }>, align 8
@alloc_068952d7878623f79706b9b23478e257 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00,\00\00\00\1D\00\00\00" }>, align 8
@alloc_a63a77826d4c663bb11b275b233c6031 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9541c5e4df692a085a33d01145f78b9e, [16 x i8] c"\1A\00\00\00\00\00\00\00-\00\00\00\0D\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17ha60a0e858a37aeb8E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E" }>, align 8
@anon.a5feccc7521bb64d63b340fbc596483e.0 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_e05d24d8281e788759f08dbea3521ad4 = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/num/mod.rs\00", align 1
@alloc_482aa6ce692ed12e3cae8d6160ccd5e7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e05d24d8281e788759f08dbea3521ad4, [16 x i8] c"K\00\00\00\00\00\00\00\FA\04\00\00\05\00\00\00" }>, align 8
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1

; _06_printf_wrapping::xorshift32
; Function Attrs: nounwind nonlazybind uwtable
define internal i32 @_ZN19_06_printf_wrapping10xorshift3217h162ec01b9f303ee4E(ptr align 4 %s) unnamed_addr #0 {
start:
  %_3 = load i32, ptr %s, align 4
  %_2 = shl i32 %_3, 13
  %0 = load i32, ptr %s, align 4
  %1 = xor i32 %0, %_2
  store i32 %1, ptr %s, align 4
  %_7 = load i32, ptr %s, align 4
  %_6 = lshr i32 %_7, 17
  %2 = load i32, ptr %s, align 4
  %3 = xor i32 %2, %_6
  store i32 %3, ptr %s, align 4
  %_11 = load i32, ptr %s, align 4
  %_10 = shl i32 %_11, 5
  %4 = load i32, ptr %s, align 4
  %5 = xor i32 %4, %_10
  store i32 %5, ptr %s, align 4
  %_0 = load i32, ptr %s, align 4
  ret i32 %_0
}

; _06_printf_wrapping::gcd
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN19_06_printf_wrapping3gcd17h63fe6d5bb63171e6E(i64 %0, i64 %1) unnamed_addr #0 {
start:
  %b = alloca [8 x i8], align 8
  %a = alloca [8 x i8], align 8
  store i64 %0, ptr %a, align 8
  store i64 %1, ptr %b, align 8
  br label %bb1

bb1:                                              ; preds = %bb3, %start
  %_4 = load i64, ptr %b, align 8
  %_3 = icmp ne i64 %_4, 0
  br i1 %_3, label %bb2, label %bb4

bb4:                                              ; preds = %bb1
  %_0 = load i64, ptr %a, align 8
  ret i64 %_0

bb2:                                              ; preds = %bb1
  %_6 = load i64, ptr %a, align 8
  %_7 = load i64, ptr %b, align 8
  %_8 = icmp eq i64 %_7, 0
  br i1 %_8, label %panic, label %bb3

bb3:                                              ; preds = %bb2
  %t = urem i64 %_6, %_7
  %_9 = load i64, ptr %b, align 8
  store i64 %_9, ptr %a, align 8
  store i64 %t, ptr %b, align 8
  br label %bb1

panic:                                            ; preds = %bb2
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_50db2c1f293afa1e78c02e58aaa5504c) #8
  unreachable
}

; _06_printf_wrapping::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN19_06_printf_wrapping4main17hf7d3ac2c349099d5E() unnamed_addr #0 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = alloca [4 x i8], align 4
  %2 = alloca [4 x i8], align 4
  %3 = alloca [4 x i8], align 4
  %4 = alloca [4 x i8], align 4
  %5 = alloca [4 x i8], align 4
  %6 = alloca [4 x i8], align 4
  %7 = alloca [4 x i8], align 4
  %8 = alloca [1 x i8], align 1
  %9 = alloca [4 x i8], align 4
  %iter5 = alloca [8 x i8], align 4
  %x = alloca [8 x i8], align 8
  %_159 = alloca [8 x i8], align 8
  %iter4 = alloca [16 x i8], align 8
  %u16s = alloca [6 x i8], align 2
  %_139 = alloca [8 x i8], align 8
  %iter3 = alloca [16 x i8], align 8
  %uvals = alloca [24 x i8], align 8
  %_107 = alloca [8 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %vals = alloca [40 x i8], align 8
  %_79 = alloca [8 x i8], align 4
  %iter1 = alloca [8 x i8], align 4
  %acc = alloca [4 x i8], align 4
  %xs = alloca [4 x i8], align 4
  %_19 = alloca [8 x i8], align 4
  %iter = alloca [8 x i8], align 4
  %st = alloca [8 x i8], align 8
; call _06_printf_wrapping::fnv1a
  %_5 = call i64 @_ZN19_06_printf_wrapping5fnv1a17h9225a30ba6c2a326E(ptr align 1 @alloc_1a2b9f3efbe1a8edd339fa75af2334ed, i64 5) #9
  %_1 = call i32 (ptr, ...) @printf(ptr @alloc_5ed85b81e6cdd8e126aa3375c75801d4, i64 %_5) #9
; call _06_printf_wrapping::fnv1a
  %_12 = call i64 @_ZN19_06_printf_wrapping5fnv1a17h9225a30ba6c2a326E(ptr align 1 inttoptr (i64 1 to ptr), i64 0) #9
  %_8 = call i32 (ptr, ...) @printf(ptr @alloc_1c389db232975925efef7962f9b6fa1e, i64 %_12) #9
  store i64 7, ptr %st, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %10 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h76d7d0cfb526d1b4E"(i32 0, i32 3) #10
  %_16.0 = extractvalue { i32, i32 } %10, 0
  %_16.1 = extractvalue { i32, i32 } %10, 1
  store i32 %_16.0, ptr %iter, align 4
  %11 = getelementptr inbounds i8, ptr %iter, i64 4
  store i32 %_16.1, ptr %11, align 4
  br label %bb8

bb8:                                              ; preds = %bb11, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %12 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h00a9b4df380b72dcE"(ptr align 4 %iter) #10
  %13 = extractvalue { i32, i32 } %12, 0
  %14 = extractvalue { i32, i32 } %12, 1
  store i32 %13, ptr %_19, align 4
  %15 = getelementptr inbounds i8, ptr %_19, i64 4
  store i32 %14, ptr %15, align 4
  %16 = load i32, ptr %_19, align 4
  %17 = getelementptr inbounds i8, ptr %_19, i64 4
  %18 = load i32, ptr %17, align 4
  %_21 = zext i32 %16 to i64
  %19 = trunc nuw i64 %_21 to i1
  br i1 %19, label %bb11, label %bb12

bb11:                                             ; preds = %bb8
  %20 = getelementptr inbounds i8, ptr %_19, i64 4
  %i = load i32, ptr %20, align 4
; call _06_printf_wrapping::splitmix
  %_27 = call i64 @_ZN19_06_printf_wrapping8splitmix17h3194a652f3e7a81fE(ptr align 8 %st) #9
  %_23 = call i32 (ptr, ...) @printf(ptr @alloc_e6c4635188d0c14316ca03215354d84e, i32 %i, i64 %_27) #9
  br label %bb8

bb12:                                             ; preds = %bb8
  store i32 -1831433054, ptr %xs, align 4
  store i32 0, ptr %acc, align 4
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %21 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h76d7d0cfb526d1b4E"(i32 0, i32 1000) #10
  %_31.0 = extractvalue { i32, i32 } %21, 0
  %_31.1 = extractvalue { i32, i32 } %21, 1
  store i32 %_31.0, ptr %iter1, align 4
  %22 = getelementptr inbounds i8, ptr %iter1, i64 4
  store i32 %_31.1, ptr %22, align 4
  br label %bb16

bb16:                                             ; preds = %bb18, %bb12
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %23 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h00a9b4df380b72dcE"(ptr align 4 %iter1) #10
  %_34.0 = extractvalue { i32, i32 } %23, 0
  %_34.1 = extractvalue { i32, i32 } %23, 1
  %_36 = zext i32 %_34.0 to i64
  %24 = trunc nuw i64 %_36 to i1
  br i1 %24, label %bb18, label %bb19

bb18:                                             ; preds = %bb16
  %_38 = load i32, ptr %acc, align 4
; call _06_printf_wrapping::xorshift32
  %_39 = call i32 @_ZN19_06_printf_wrapping10xorshift3217h162ec01b9f303ee4E(ptr align 4 %xs) #9
  %_0.i21 = add i32 %_38, %_39
  store i32 %_0.i21, ptr %acc, align 4
  br label %bb16

bb19:                                             ; preds = %bb16
  %_45 = load i32, ptr %acc, align 4
  %_46 = load i32, ptr %xs, align 4
  %_41 = call i32 (ptr, ...) @printf(ptr @alloc_a3b6c27cb544649bf4159f0f9fb358d0, i32 %_45, i32 %_46) #9
; call core::intrinsics::rotate_left
  %_0.i18 = call i32 @_ZN4core10intrinsics11rotate_left17hc89fa93e50fee78dE(i32 -559038737, i32 7) #9
; call core::intrinsics::rotate_right
  %_0.i20 = call i32 @_ZN4core10intrinsics12rotate_right17he3387aab0c860905E(i32 -559038737, i32 11) #9
  store i32 24, ptr %7, align 4
  %_0.i16 = load i32, ptr %7, align 4
  store i32 0, ptr %4, align 4
  %_0.i22 = load i32, ptr %4, align 4
  store i32 0, ptr %3, align 4
  %_0.i23 = load i32, ptr %3, align 4
  store i32 -272716322, ptr %6, align 4
  %_0.i17 = load i32, ptr %6, align 4
  store i32 -142756485, ptr %5, align 4
  %_0.i19 = load i32, ptr %5, align 4
  %_48 = call i32 (ptr, ...) @printf(ptr @alloc_a6c7a5df43f7b5c5d2fdff95a9a09c8b, i32 %_0.i18, i32 %_0.i20, i32 %_0.i16, i32 %_0.i22, i32 %_0.i23, i32 %_0.i17, i32 %_0.i19) #9
  store i32 23, ptr %2, align 4
  %_0.i24 = load i32, ptr %2, align 4
  store i32 40, ptr %1, align 4
  %_0.i25 = load i32, ptr %1, align 4
  store i32 1, ptr %0, align 4
  %_2.i = load i32, ptr %0, align 4
  %_0.i26 = icmp eq i32 %_2.i, 1
  %_66 = zext i1 %_0.i26 to i32
; call core::num::<impl u64>::next_power_of_two
  %_68 = call i64 @"_ZN4core3num21_$LT$impl$u20$u64$GT$17next_power_of_two17h08d197c688df1153E"(i64 1000) #10
  %_60 = call i32 (ptr, ...) @printf(ptr @alloc_2348b285dab756b6706e78461bf795fd, i32 %_0.i24, i32 %_0.i25, i32 %_66, i64 %_68) #9
  store i32 2147483647, ptr %9, align 4
  %_0.i = load i32, ptr %9, align 4
; call core::num::<impl i32>::checked_add
  %25 = call { i32, i32 } @"_ZN4core3num21_$LT$impl$u20$i32$GT$11checked_add17h9310e774779a6b16E"(i32 2147483647, i32 10) #10
  %26 = extractvalue { i32, i32 } %25, 0
  %27 = extractvalue { i32, i32 } %25, 1
  store i32 %26, ptr %_79, align 4
  %28 = getelementptr inbounds i8, ptr %_79, i64 4
  store i32 %27, ptr %28, align 4
; call core::option::Option<T>::is_none
  %_77 = call zeroext i1 @"_ZN4core6option15Option$LT$T$GT$7is_none17hbb1ad336f18cfe29E"(ptr align 4 %_79) #10
  %_76 = zext i1 %_77 to i32
  %_81.0 = extractvalue { i32, i1 } { i32 -2147483648, i1 true }, 0
  %_81.1 = extractvalue { i32, i1 } { i32 -2147483648, i1 true }, 1
  %_84.0 = extractvalue { i32, i1 } { i32 -2147483648, i1 true }, 0
  %_84.1 = extractvalue { i32, i1 } { i32 -2147483648, i1 true }, 1
  %_82 = zext i1 %_84.1 to i32
  %_70 = call i32 (ptr, ...) @printf(ptr @alloc_2999ada334b849b65879446665d5b0e8, i32 -2147483639, i32 %_0.i, i32 %_76, i32 %_81.0, i32 %_82) #9
  %_89 = zext i8 4 to i32
  store i8 -1, ptr %8, align 1
  %_0.i15 = load i8, ptr %8, align 1
  %_91 = zext i8 %_0.i15 to i32
  %_93 = sext i8 -128 to i32
; call core::num::<impl i8>::wrapping_abs
  %_96 = call i8 @"_ZN4core3num20_$LT$impl$u20$i8$GT$12wrapping_abs17h51ccf4bf11fc68ebE"(i8 -128) #10
  %_95 = sext i8 %_96 to i32
  %_97 = sext i16 24464 to i32
  %_85 = call i32 (ptr, ...) @printf(ptr @alloc_3a17799da85c7fecb9ec081f34e02275, i32 %_89, i32 %_91, i32 %_93, i32 %_95, i32 %_97) #9
  %29 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %_101.0 = extractvalue { i64, i1 } %29, 0
  %_101.1 = extractvalue { i64, i1 } %29, 1
  br i1 %_101.1, label %panic, label %bb54

bb54:                                             ; preds = %bb19
  %30 = getelementptr inbounds nuw i64, ptr %vals, i64 0
  store i64 -17, ptr %30, align 8
  %31 = getelementptr inbounds nuw i64, ptr %vals, i64 1
  store i64 17, ptr %31, align 8
  %32 = getelementptr inbounds nuw i64, ptr %vals, i64 2
  store i64 -1, ptr %32, align 8
  %33 = getelementptr inbounds nuw i64, ptr %vals, i64 3
  store i64 %_101.0, ptr %33, align 8
  %34 = getelementptr inbounds nuw i64, ptr %vals, i64 4
  store i64 1234567890123, ptr %34, align 8
; call core::slice::<impl [T]>::iter
  %35 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hecee079a3715328eE"(ptr align 8 %vals, i64 5) #10
  %_103.0 = extractvalue { ptr, ptr } %35, 0
  %_103.1 = extractvalue { ptr, ptr } %35, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %36 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2f1f4f63c35b0909E"(ptr %_103.0, ptr %_103.1) #10
  %_102.0 = extractvalue { ptr, ptr } %36, 0
  %_102.1 = extractvalue { ptr, ptr } %36, 1
  store ptr %_102.0, ptr %iter2, align 8
  %37 = getelementptr inbounds i8, ptr %iter2, i64 8
  store ptr %_102.1, ptr %37, align 8
  br label %bb57

panic:                                            ; preds = %bb19
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_e44d112d7576fbac5de267f9cae79d9e) #8
  unreachable

bb57:                                             ; preds = %bb65, %bb54
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %38 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h26108185959b8717E"(ptr align 8 %iter2) #10
  store ptr %38, ptr %_107, align 8
  %39 = load ptr, ptr %_107, align 8
  %40 = ptrtoint ptr %39 to i64
  %41 = icmp eq i64 %40, 0
  %_109 = select i1 %41, i64 0, i64 1
  %42 = trunc nuw i64 %_109 to i1
  br i1 %42, label %bb59, label %bb60

bb59:                                             ; preds = %bb57
  %_232 = load ptr, ptr %_107, align 8
  %x12 = load i64, ptr %_232, align 8
  %_118 = icmp eq i64 %x12, -9223372036854775808
  %_119 = and i1 false, %_118
  br i1 %_119, label %panic13, label %bb63

bb60:                                             ; preds = %bb57
  %43 = getelementptr inbounds nuw i64, ptr %uvals, i64 0
  store i64 -1, ptr %43, align 8
  %44 = getelementptr inbounds nuw i64, ptr %uvals, i64 1
  store i64 -9223372036854775808, ptr %44, align 8
  %45 = getelementptr inbounds nuw i64, ptr %uvals, i64 2
  store i64 999999999999, ptr %45, align 8
; call core::slice::<impl [T]>::iter
  %46 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3eba8a59244db6c9E"(ptr align 8 %uvals, i64 3) #10
  %_135.0 = extractvalue { ptr, ptr } %46, 0
  %_135.1 = extractvalue { ptr, ptr } %46, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %47 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h16feb17561b40e81E"(ptr %_135.0, ptr %_135.1) #10
  %_134.0 = extractvalue { ptr, ptr } %47, 0
  %_134.1 = extractvalue { ptr, ptr } %47, 1
  store ptr %_134.0, ptr %iter3, align 8
  %48 = getelementptr inbounds i8, ptr %iter3, i64 8
  store ptr %_134.1, ptr %48, align 8
  br label %bb72

bb72:                                             ; preds = %bb74, %bb60
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %49 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1b869bc4e79a1925E"(ptr align 8 %iter3) #10
  store ptr %49, ptr %_139, align 8
  %50 = load ptr, ptr %_139, align 8
  %51 = ptrtoint ptr %50 to i64
  %52 = icmp eq i64 %51, 0
  %_141 = select i1 %52, i64 0, i64 1
  %53 = trunc nuw i64 %_141 to i1
  br i1 %53, label %bb74, label %bb75

bb74:                                             ; preds = %bb72
  %_233 = load ptr, ptr %_139, align 8
  %x11 = load i64, ptr %_233, align 8
  %_147 = udiv i64 %x11, 7
  %_149 = urem i64 %x11, 7
  %_151 = udiv i64 %x11, 1000
  %_143 = call i32 (ptr, ...) @printf(ptr @alloc_9902a403eb8ccdfdd7493d9bd5acc31d, i64 %x11, i64 %_147, i64 %_149, i64 %_151) #9
  br label %bb72

bb75:                                             ; preds = %bb72
  %54 = getelementptr inbounds nuw i16, ptr %u16s, i64 0
  store i16 -1, ptr %54, align 2
  %55 = getelementptr inbounds nuw i16, ptr %u16s, i64 1
  store i16 1000, ptr %55, align 2
  %56 = getelementptr inbounds nuw i16, ptr %u16s, i64 2
  store i16 7, ptr %56, align 2
; call core::slice::<impl [T]>::iter
  %57 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h9e1a6e31c9deece4E"(ptr align 2 %u16s, i64 3) #10
  %_155.0 = extractvalue { ptr, ptr } %57, 0
  %_155.1 = extractvalue { ptr, ptr } %57, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %58 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h41ad3a160ad16884E"(ptr %_155.0, ptr %_155.1) #10
  %_154.0 = extractvalue { ptr, ptr } %58, 0
  %_154.1 = extractvalue { ptr, ptr } %58, 1
  store ptr %_154.0, ptr %iter4, align 8
  %59 = getelementptr inbounds i8, ptr %iter4, i64 8
  store ptr %_154.1, ptr %59, align 8
  br label %bb82

bb82:                                             ; preds = %bb84, %bb75
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %60 = call align 2 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1816d403c9953da0E"(ptr align 8 %iter4) #10
  store ptr %60, ptr %_159, align 8
  %61 = load ptr, ptr %_159, align 8
  %62 = ptrtoint ptr %61 to i64
  %63 = icmp eq i64 %62, 0
  %_161 = select i1 %63, i64 0, i64 1
  %64 = trunc nuw i64 %_161 to i1
  br i1 %64, label %bb84, label %bb85

bb84:                                             ; preds = %bb82
  %_234 = load ptr, ptr %_159, align 8
  %x10 = load i16, ptr %_234, align 2
  %_167 = zext i16 %x10 to i32
  %_169 = udiv i16 %x10, 3
  %_168 = zext i16 %_169 to i32
  %_172 = urem i16 %x10, 3
  %_171 = zext i16 %_172 to i32
  %_174 = sext i16 %x10 to i32
  %_163 = call i32 (ptr, ...) @printf(ptr @alloc_9e2eb987a1b1808d90a4a625602ad275, i32 %_167, i32 %_168, i32 %_171, i32 %_174) #9
  br label %bb82

bb85:                                             ; preds = %bb82
; call _06_printf_wrapping::gcd
  %_180 = call i64 @_ZN19_06_printf_wrapping3gcd17h63fe6d5bb63171e6E(i64 1071, i64 462) #9
; call _06_printf_wrapping::modpow
  %_181 = call i64 @_ZN19_06_printf_wrapping6modpow17h634ebf7ca070e465E(i64 3, i64 200, i64 1000000007) #9
  %_176 = call i32 (ptr, ...) @printf(ptr @alloc_e6f71cd54c102c65f4d1b935204efe87, i64 %_180, i64 %_181) #9
  store i64 65536, ptr %x, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %65 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h76d7d0cfb526d1b4E"(i32 0, i32 20) #10
  %_189.0 = extractvalue { i32, i32 } %65, 0
  %_189.1 = extractvalue { i32, i32 } %65, 1
  store i32 %_189.0, ptr %iter5, align 4
  %66 = getelementptr inbounds i8, ptr %iter5, i64 4
  store i32 %_189.1, ptr %66, align 4
  br label %bb96

bb96:                                             ; preds = %bb105, %bb85
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %67 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h00a9b4df380b72dcE"(ptr align 4 %iter5) #10
  %_192.0 = extractvalue { i32, i32 } %67, 0
  %_192.1 = extractvalue { i32, i32 } %67, 1
  %_194 = zext i32 %_192.0 to i64
  %68 = trunc nuw i64 %_194 to i1
  br i1 %68, label %bb98, label %bb99

bb98:                                             ; preds = %bb96
  %_196 = load i64, ptr %x, align 8
  %_201 = load i64, ptr %x, align 8
  %_202 = icmp eq i64 %_201, 0
  br i1 %_202, label %panic6, label %bb101

bb99:                                             ; preds = %bb96
  %_215 = load i64, ptr %x, align 8
  %_218 = load i64, ptr %x, align 8
  %_217 = sitofp i64 %_218 to double
  %_216 = fdiv double %_217, 6.553600e+04
  %_211 = call i32 (ptr, ...) @printf(ptr @alloc_136bc6e535be624225151ae24d904ae7, i64 %_215, double %_216) #9
  %_225 = call i32 @llvm.fptosi.sat.i32.f64(double -3.750000e+00)
  %_226 = call i32 @llvm.fptoui.sat.i32.f64(double -3.750000e+00)
  %_227 = call i64 @llvm.fptosi.sat.i64.f64(double 1.000000e+20)
  %_231 = call i8 @llvm.fptoui.sat.i8.f32(float 0x4072CB3340000000)
  %_230 = zext i8 %_231 to i32
  %_221 = call i32 (ptr, ...) @printf(ptr @alloc_f5fcc826ff73c3699ef5c129edb43a81, i32 %_225, i32 %_226, i64 %_227, double 0x3FFD83C94FB6D2AC, i32 %_230) #9
  ret void

bb101:                                            ; preds = %bb98
  %_203 = icmp eq i64 %_201, -1
  %_205 = and i1 %_203, false
  br i1 %_205, label %panic7, label %bb102

panic6:                                           ; preds = %bb98
; call core::panicking::panic_const::panic_const_div_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr align 8 @alloc_39d3e82abfb9d3cd885d587379bd7dde) #8
  unreachable

bb102:                                            ; preds = %bb101
  %_197 = sdiv i64 8589934592, %_201
  %69 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %_196, i64 %_197)
  %_206.0 = extractvalue { i64, i1 } %69, 0
  %_206.1 = extractvalue { i64, i1 } %69, 1
  br i1 %_206.1, label %panic8, label %bb103

panic7:                                           ; preds = %bb101
; call core::panicking::panic_const::panic_const_div_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_div_overflow(ptr align 8 @alloc_39d3e82abfb9d3cd885d587379bd7dde) #8
  unreachable

bb103:                                            ; preds = %bb102
  %_209 = icmp eq i64 %_206.0, -9223372036854775808
  %_210 = and i1 false, %_209
  br i1 %_210, label %panic9, label %bb105

panic8:                                           ; preds = %bb102
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_78bf95aa6a1da0a9472698e0e0816a85) #8
  unreachable

bb105:                                            ; preds = %bb103
  %70 = sdiv i64 %_206.0, 2
  store i64 %70, ptr %x, align 8
  br label %bb96

panic9:                                           ; preds = %bb103
; call core::panicking::panic_const::panic_const_div_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_div_overflow(ptr align 8 @alloc_78bf95aa6a1da0a9472698e0e0816a85) #8
  unreachable

bb63:                                             ; preds = %bb59
  %_115 = sdiv i64 %x12, 5
  %_123 = icmp eq i64 %x12, -9223372036854775808
  %_124 = and i1 false, %_123
  br i1 %_124, label %panic14, label %bb65

panic13:                                          ; preds = %bb59
; call core::panicking::panic_const::panic_const_div_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_div_overflow(ptr align 8 @alloc_816a2e154ad7a499e8f88f3acec0c74e) #8
  unreachable

bb65:                                             ; preds = %bb63
  %_120 = srem i64 %x12, 5
; call core::num::<impl i64>::div_euclid
  %_125 = call i64 @"_ZN4core3num21_$LT$impl$u20$i64$GT$10div_euclid17h68c1ea17f6dedf69E"(i64 %x12, i64 5, ptr align 8 @alloc_39a7ad9d64a5cfdb38abfc4c84de7951) #10
; call core::num::<impl i64>::rem_euclid
  %_126 = call i64 @"_ZN4core3num21_$LT$impl$u20$i64$GT$10rem_euclid17hd7eb4a3e9e20b7a4E"(i64 %x12, i64 5, ptr align 8 @alloc_347355e90c787093521cbd32ba204e04) #10
  %_127 = ashr i64 %x12, 3
  %_111 = call i32 (ptr, ...) @printf(ptr @alloc_5aacb9c265c877d0a99ea5ac31920d90, i64 %x12, i64 %_115, i64 %_120, i64 %_125, i64 %_126, i64 %_127) #9
  br label %bb57

panic14:                                          ; preds = %bb63
; call core::panicking::panic_const::panic_const_rem_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8 @alloc_17714786da4f8bc15afc15afbb5c85f7) #8
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; _06_printf_wrapping::fnv1a
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN19_06_printf_wrapping5fnv1a17h9225a30ba6c2a326E(ptr align 1 %data.0, i64 %data.1) unnamed_addr #0 {
start:
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %h = alloca [8 x i8], align 8
  store i64 -3750763034362895579, ptr %h, align 8
; call core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17h614a049e02ab2322E"(ptr align 1 %data.0, i64 %data.1) #9
  %_3.0 = extractvalue { ptr, ptr } %0, 0
  %_3.1 = extractvalue { ptr, ptr } %0, 1
  store ptr %_3.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %bb5, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %2 = call align 1 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hce6930c4018a03abE"(ptr align 8 %iter) #10
  store ptr %2, ptr %_5, align 8
  %3 = load ptr, ptr %_5, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = icmp eq i64 %4, 0
  %_7 = select i1 %5, i64 0, i64 1
  %6 = trunc nuw i64 %_7 to i1
  br i1 %6, label %bb5, label %bb6

bb5:                                              ; preds = %bb2
  %_12 = load ptr, ptr %_5, align 8
  %b = load i8, ptr %_12, align 1
  %_9 = zext i8 %b to i64
  %7 = load i64, ptr %h, align 8
  %8 = xor i64 %7, %_9
  store i64 %8, ptr %h, align 8
  %_11 = load i64, ptr %h, align 8
  %_0.i = mul i64 %_11, 1099511628211
  store i64 %_0.i, ptr %h, align 8
  br label %bb2

bb6:                                              ; preds = %bb2
  %_0 = load i64, ptr %h, align 8
  ret i64 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; _06_printf_wrapping::modpow
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN19_06_printf_wrapping6modpow17h634ebf7ca070e465E(i64 %0, i64 %1, i64 %m) unnamed_addr #0 {
start:
  %r = alloca [8 x i8], align 8
  %e = alloca [8 x i8], align 8
  %b = alloca [8 x i8], align 8
  store i64 %0, ptr %b, align 8
  store i64 %1, ptr %e, align 8
  store i64 1, ptr %r, align 8
  %_5 = icmp eq i64 %m, 0
  br i1 %_5, label %panic, label %bb1

bb1:                                              ; preds = %start
  %2 = load i64, ptr %b, align 8
  %3 = urem i64 %2, %m
  store i64 %3, ptr %b, align 8
  br label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_271fe7aad92184f8715f5d35f2c6cbb1) #8
  unreachable

bb2:                                              ; preds = %bb9, %bb1
  %_7 = load i64, ptr %e, align 8
  %_6 = icmp ugt i64 %_7, 0
  br i1 %_6, label %bb3, label %bb11

bb11:                                             ; preds = %bb2
  %_0 = load i64, ptr %r, align 8
  ret i64 %_0

bb3:                                              ; preds = %bb2
  %_10 = load i64, ptr %e, align 8
  %_9 = and i64 %_10, 1
  %_8 = icmp eq i64 %_9, 1
  br i1 %_8, label %bb4, label %bb7

bb7:                                              ; preds = %bb6, %bb3
  %_17 = load i64, ptr %b, align 8
  %_18 = load i64, ptr %b, align 8
  %4 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %_17, i64 %_18)
  %_19.0 = extractvalue { i64, i1 } %4, 0
  %_19.1 = extractvalue { i64, i1 } %4, 1
  br i1 %_19.1, label %panic3, label %bb8

bb4:                                              ; preds = %bb3
  %_12 = load i64, ptr %r, align 8
  %_13 = load i64, ptr %b, align 8
  %5 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %_12, i64 %_13)
  %_14.0 = extractvalue { i64, i1 } %5, 0
  %_14.1 = extractvalue { i64, i1 } %5, 1
  br i1 %_14.1, label %panic1, label %bb5

bb5:                                              ; preds = %bb4
  %_15 = icmp eq i64 %m, 0
  br i1 %_15, label %panic2, label %bb6

panic1:                                           ; preds = %bb4
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_068952d7878623f79706b9b23478e257) #8
  unreachable

bb6:                                              ; preds = %bb5
  %6 = urem i64 %_14.0, %m
  store i64 %6, ptr %r, align 8
  br label %bb7

panic2:                                           ; preds = %bb5
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_068952d7878623f79706b9b23478e257) #8
  unreachable

bb8:                                              ; preds = %bb7
  %_20 = icmp eq i64 %m, 0
  br i1 %_20, label %panic4, label %bb9

panic3:                                           ; preds = %bb7
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_a63a77826d4c663bb11b275b233c6031) #8
  unreachable

bb9:                                              ; preds = %bb8
  %7 = urem i64 %_19.0, %m
  store i64 %7, ptr %b, align 8
  %8 = load i64, ptr %e, align 8
  %9 = lshr i64 %8, 1
  store i64 %9, ptr %e, align 8
  br label %bb2

panic4:                                           ; preds = %bb8
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_a63a77826d4c663bb11b275b233c6031) #8
  unreachable
}

; _06_printf_wrapping::splitmix
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN19_06_printf_wrapping8splitmix17h3194a652f3e7a81fE(ptr align 8 %state) unnamed_addr #0 {
start:
  %z = alloca [8 x i8], align 8
  %_3 = load i64, ptr %state, align 8
  %_0.i = add i64 %_3, -7046029254386353131
  store i64 %_0.i, ptr %state, align 8
  %0 = load i64, ptr %state, align 8
  store i64 %0, ptr %z, align 8
  %_7 = load i64, ptr %z, align 8
  %_9 = load i64, ptr %z, align 8
  %_8 = lshr i64 %_9, 30
  %_6 = xor i64 %_7, %_8
  %_0.i2 = mul i64 %_6, -4658895280553007687
  store i64 %_0.i2, ptr %z, align 8
  %_14 = load i64, ptr %z, align 8
  %_16 = load i64, ptr %z, align 8
  %_15 = lshr i64 %_16, 27
  %_13 = xor i64 %_14, %_15
  %_0.i1 = mul i64 %_13, -7723592293110705685
  store i64 %_0.i1, ptr %z, align 8
  %_19 = load i64, ptr %z, align 8
  %_21 = load i64, ptr %z, align 8
  %_20 = lshr i64 %_21, 31
  %_0 = xor i64 %_19, %_20
  ret i64 %_0
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17hb7a45cb3575f3c88E(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #9
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h27f78ed268f83948E(ptr %_4) #11
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h3244173d027237dbE"() #10
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h27f78ed268f83948E(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17hbd3103a6f3e9c366E(ptr %f) #10
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <i32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17ha6b3c6f8b0974b58E"(i32 %start1, i64 %n) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 4
  %rhs = trunc i64 %n to i32
  %0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %start1, i32 %rhs)
  %_8.0 = extractvalue { i32, i1 } %0, 0
  %_8.1 = extractvalue { i32, i1 } %0, 1
  %_10 = icmp slt i32 %rhs, 0
  %b = xor i1 %_8.1, %_10
  br i1 %b, label %bb1, label %bb3

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %_8.0, ptr %1, align 4
  store i32 1, ptr %self, align 4
  %2 = getelementptr inbounds i8, ptr %self, i64 4
  %val = load i32, ptr %2, align 4
  ret i32 %val

bb1:                                              ; preds = %start
  %3 = load i32, ptr @anon.a5feccc7521bb64d63b340fbc596483e.0, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.a5feccc7521bb64d63b340fbc596483e.0, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17h62014679d713ce1dE(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #10
  unreachable
}

; core::intrinsics::rotate_left
; Function Attrs: nounwind nonlazybind uwtable
define internal i32 @_ZN4core10intrinsics11rotate_left17hc89fa93e50fee78dE(i32 %x, i32 %shift) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [4 x i8], align 4
  %_3 = urem i32 %shift, 32
  %1 = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %_3)
  store i32 %1, ptr %0, align 4
  %_0 = load i32, ptr %0, align 4
  ret i32 %_0
}

; core::intrinsics::rotate_right
; Function Attrs: nounwind nonlazybind uwtable
define internal i32 @_ZN4core10intrinsics12rotate_right17he3387aab0c860905E(i32 %x, i32 %shift) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [4 x i8], align 4
  %_3 = urem i32 %shift, 32
  %1 = call i32 @llvm.fshr.i32(i32 %x, i32 %x, i32 %_3)
  store i32 %1, ptr %0, align 4
  %_0 = load i32, ptr %0, align 4
  ret i32 %_0
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17hd1344105f66993e7E() unnamed_addr #3 {
start:
  ret void
}

; core::num::<impl i8>::wrapping_abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3num20_$LT$impl$u20$i8$GT$12wrapping_abs17h51ccf4bf11fc68ebE"(i8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %_2 = icmp slt i8 %self, 0
  br i1 %_2, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i8 %self, ptr %_0, align 1
  br label %bb3

bb1:                                              ; preds = %start
  %0 = sub i8 0, %self
  store i8 %0, ptr %_0, align 1
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  %1 = load i8, ptr %_0, align 1
  ret i8 %1
}

; core::num::<impl i32>::checked_add
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core3num21_$LT$impl$u20$i32$GT$11checked_add17h9310e774779a6b16E"(i32 %self, i32 %rhs) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 4
  %0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %self, i32 %rhs)
  %_5.0 = extractvalue { i32, i1 } %0, 0
  %_5.1 = extractvalue { i32, i1 } %0, 1
  br i1 %_5.1, label %bb2, label %bb4

bb4:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %_5.0, ptr %1, align 4
  store i32 1, ptr %_0, align 4
  br label %bb1

bb2:                                              ; preds = %start
  %2 = load i32, ptr @anon.a5feccc7521bb64d63b340fbc596483e.0, align 4
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @anon.a5feccc7521bb64d63b340fbc596483e.0, i64 4), align 4
  store i32 %2, ptr %_0, align 4
  %4 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %3, ptr %4, align 4
  br label %bb1

bb1:                                              ; preds = %bb2, %bb4
  %5 = load i32, ptr %_0, align 4
  %6 = getelementptr inbounds i8, ptr %_0, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = insertvalue { i32, i32 } poison, i32 %5, 0
  %9 = insertvalue { i32, i32 } %8, i32 %7, 1
  ret { i32, i32 } %9
}

; core::num::<impl i64>::div_euclid
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3num21_$LT$impl$u20$i64$GT$10div_euclid17h68c1ea17f6dedf69E"(i64 %self, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %_4 = icmp eq i64 %rhs, 0
  br i1 %_4, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_5 = icmp eq i64 %rhs, -1
  %_6 = icmp eq i64 %self, -9223372036854775808
  %_7 = and i1 %_5, %_6
  br i1 %_7, label %panic1, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_div_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr align 8 %0) #8
  unreachable

bb2:                                              ; preds = %bb1
  %q = sdiv i64 %self, %rhs
  %_9 = srem i64 %self, %rhs
  %_8 = icmp slt i64 %_9, 0
  br i1 %_8, label %bb3, label %bb7

panic1:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_div_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_div_overflow(ptr align 8 %0) #8
  unreachable

bb7:                                              ; preds = %bb2
  store i64 %q, ptr %_0, align 8
  br label %bb8

bb3:                                              ; preds = %bb2
  %_10 = icmp sgt i64 %rhs, 0
  br i1 %_10, label %bb4, label %bb5

bb8:                                              ; preds = %bb6, %bb7
  %1 = load i64, ptr %_0, align 8
  ret i64 %1

bb5:                                              ; preds = %bb3
  %2 = add i64 %q, 1
  store i64 %2, ptr %_0, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  %3 = sub i64 %q, 1
  store i64 %3, ptr %_0, align 8
  br label %bb6

bb6:                                              ; preds = %bb4, %bb5
  br label %bb8
}

; core::num::<impl i64>::rem_euclid
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3num21_$LT$impl$u20$i64$GT$10rem_euclid17hd7eb4a3e9e20b7a4E"(i64 %self, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %rhs1 = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %_4 = icmp eq i64 %rhs, 0
  br i1 %_4, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_5 = icmp eq i64 %rhs, -1
  %_6 = icmp eq i64 %self, -9223372036854775808
  %_7 = and i1 %_5, %_6
  br i1 %_7, label %panic2, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 %0) #8
  unreachable

bb2:                                              ; preds = %bb1
  %r = srem i64 %self, %rhs
  %_8 = icmp slt i64 %r, 0
  br i1 %_8, label %bb3, label %bb4

panic2:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_rem_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8 %0) #8
  unreachable

bb4:                                              ; preds = %bb2
  store i64 %r, ptr %_0, align 8
  br label %bb5

bb3:                                              ; preds = %bb2
  %_10 = icmp slt i64 %rhs, 0
  br i1 %_10, label %bb6, label %bb7

bb5:                                              ; preds = %bb8, %bb4
  %1 = load i64, ptr %_0, align 8
  ret i64 %1

bb7:                                              ; preds = %bb3
  store i64 %rhs, ptr %rhs1, align 8
  br label %bb8

bb6:                                              ; preds = %bb3
  %2 = sub i64 0, %rhs
  store i64 %2, ptr %rhs1, align 8
  br label %bb8

bb8:                                              ; preds = %bb6, %bb7
  %3 = load i64, ptr %rhs1, align 8
  %4 = add i64 %r, %3
  store i64 %4, ptr %_0, align 8
  br label %bb5
}

; core::num::<impl u64>::next_power_of_two
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3num21_$LT$impl$u20$u64$GT$17next_power_of_two17h08d197c688df1153E"(i64 %self) unnamed_addr #1 {
start:
  %0 = alloca [4 x i8], align 4
  %_2 = alloca [8 x i8], align 8
  %_4 = icmp ule i64 %self, 1
  br i1 %_4, label %bb3, label %bb4

bb4:                                              ; preds = %start
  %p = sub i64 %self, 1
  %1 = call i64 @llvm.ctlz.i64(i64 %p, i1 true)
  %2 = trunc i64 %1 to i32
  store i32 %2, ptr %0, align 4
  %z = load i32, ptr %0, align 4
  %3 = and i32 %z, 63
  %4 = zext i32 %3 to i64
  %5 = lshr i64 -1, %4
  store i64 %5, ptr %_2, align 8
  br label %bb2

bb3:                                              ; preds = %start
  store i64 0, ptr %_2, align 8
  br label %bb2

bb2:                                              ; preds = %bb3, %bb4
  %6 = load i64, ptr %_2, align 8
  %_3.0 = add i64 %6, 1
  %_3.1 = icmp ult i64 %_3.0, %6
  br i1 %_3.1, label %panic, label %bb1

bb1:                                              ; preds = %bb2
  ret i64 %_3.0

panic:                                            ; preds = %bb2
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_482aa6ce692ed12e3cae8d6160ccd5e7) #8
  unreachable
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17ha60a0e858a37aeb8E"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17hee28ad68fc5a5d27E(ptr %0) #10
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17hbd3103a6f3e9c366E(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #9
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17hee28ad68fc5a5d27E(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h39d090812a88d569E"(ptr align 8 %_1) #10
  ret i32 %_0
}

; core::hint::unreachable_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17h62014679d713ce1dE(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h00a9b4df380b72dcE"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h28c7bcbb59d3f604E"(ptr align 4 %self) #10
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3eba8a59244db6c9E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h256a873d056fd767E"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h9e1a6e31c9deece4E"(ptr align 2 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hbe58f7d4befdd07dE"(ptr align 2 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hecee079a3715328eE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h568f111ca17e9b2fE"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h256a873d056fd767E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i64, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h568f111ca17e9b2fE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i64, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hbe58f7d4befdd07dE"(ptr align 2 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i16, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17h614a049e02ab2322E"(ptr align 1 %self.0, i64 %self.1) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i8, ptr %self.0, i64 %self.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::option::Option<T>::is_none
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core6option15Option$LT$T$GT$7is_none17hbb1ad336f18cfe29E"(ptr align 4 %self) unnamed_addr #1 {
start:
  %0 = load i32, ptr %self, align 4
  %1 = getelementptr inbounds i8, ptr %self, i64 4
  %2 = load i32, ptr %1, align 4
  %_3 = zext i32 %0 to i64
  %_2 = icmp eq i64 %_3, 1
  %_0 = xor i1 %_2, true
  ret i1 %_0
}

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h3244173d027237dbE"() unnamed_addr #1 {
start:
  ret i8 0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h16feb17561b40e81E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2f1f4f63c35b0909E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h41ad3a160ad16884E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h76d7d0cfb526d1b4E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h28c7bcbb59d3f604E"(ptr align 4 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 4
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp slt i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb4

bb4:                                              ; preds = %start
  store i32 0, ptr %_0, align 4
  br label %bb5

bb2:                                              ; preds = %start
  %old = load i32, ptr %self, align 4
; call <i32 as core::iter::range::Step>::forward_unchecked
  %_6 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17ha6b3c6f8b0974b58E"(i32 %old, i64 1) #10
  store i32 %_6, ptr %self, align 4
  %0 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %old, ptr %0, align 4
  store i32 1, ptr %_0, align 4
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %1 = load i32, ptr %_0, align 4
  %2 = getelementptr inbounds i8, ptr %_0, i64 4
  %3 = load i32, ptr %2, align 4
  %4 = insertvalue { i32, i32 } poison, i32 %1, 0
  %5 = insertvalue { i32, i32 } %4, i32 %3, 1
  ret { i32, i32 } %5
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 2 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1816d403c9953da0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i16, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1b869bc4e79a1925E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i64, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h26108185959b8717E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i64, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 1 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hce6930c4018a03abE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i8, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @printf(ptr, ...) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptoui.sat.i8.f32(float) #4

; core::panicking::panic_const::panic_const_div_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_div_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_div_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_rem_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #6

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #4

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #6

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #7 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17hb7a45cb3575f3c88E(ptr @_ZN19_06_printf_wrapping4main17hf7d3ac2c349099d5E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nonlazybind "target-cpu"="x86-64" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nounwind }
attributes #10 = { inlinehint nounwind }
attributes #11 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 14116256130147974}
