; ModuleID = '05_printf_fft.7d4df2e982cac04e-cgu.0'
source_filename = "05_printf_fft.7d4df2e982cac04e-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%C64 = type { double, double }

@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_da75e79ea4900be5811e6318d0bc905d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00R\00\00\00\09\00\00\00" }>, align 8
@alloc_80b7ad53e20cff044a458abdd323e890 = private unnamed_addr constant [22 x i8] c"rust/05_printf_fft.rs\00", align 1
@alloc_c2105816a417f181d0d13843ad318619 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00\1C\00\00\00.\00\00\00" }>, align 8
@alloc_3388b6835325e583d04da5d076c183e6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00\1C\00\00\00\11\00\00\00" }>, align 8
@alloc_c5f609fe446cf7bb8531f57b8646db63 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00\1F\00\00\00\0F\00\00\00" }>, align 8
@alloc_bbb3abc34408a5518ee92d87ea9b7c89 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\004\00\00\00\0D\00\00\00" }>, align 8
@alloc_cb4cc7173fe5533da3424b7585a4e928 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00.\00\00\00\1B\00\00\00" }>, align 8
@alloc_a6ba6dff5d4635d862fb54fe6f05e165 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00.\00\00\00\19\00\00\00" }>, align 8
@alloc_803dbe801e81ec4b06b74fd379857a55 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00/\00\00\00\1B\00\00\00" }>, align 8
@alloc_db7417ad32150411778513e8415fac22 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00/\00\00\00\19\00\00\00" }>, align 8
@alloc_f1b0d742cb78dcc4a6073dea5a24cd04 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\000\00\00\00\13\00\00\00" }>, align 8
@alloc_5c8766d459a716eb5c8d79b3eccb01d6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\000\00\00\00\11\00\00\00" }>, align 8
@alloc_4373567ab4abdeff97f3991d24cd71c0 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\001\00\00\00\13\00\00\00" }>, align 8
@alloc_e3778039b0e3f129316cce130bf94fcc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\001\00\00\00\11\00\00\00" }>, align 8
@alloc_82a0398cebec55d1ef39fb2c87fde0e8 = private unnamed_addr constant [29 x i8] c"roundtrip error < 1e-12: %d\0A\00", align 1
@alloc_96b65b8f09a402bfd29f3c0bdadddb5c = private unnamed_addr constant [6 x i8] c"conv:\00", align 1
@alloc_f3588b28b94f0809fcc8d717033d3e48 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@alloc_b46b4a208e5ad3b470a0bc2ac49b7c87 = private unnamed_addr constant [22 x i8] c"signal energy = %.9f\0A\00", align 1
@alloc_771e36889e9d7bf0ae0c36903f36d8c1 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@alloc_ad09a02c92a7471a2e00ef8dcb0fdbbe = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00a\00\00\00.\00\00\00" }>, align 8
@alloc_afedc7848d913a2777e6b32a98ac433b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00]\00\00\00\1C\00\00\00" }>, align 8
@alloc_b0c7d86f6193ff00d4fb7e83bcae2bd3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00]\00\00\00%\00\00\00" }>, align 8
@alloc_e40e96a8afa67ebab7f329fcd1684281 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00]\00\00\00\15\00\00\00" }>, align 8
@alloc_a7bf7294301dbd24163df42acc2c4503 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00Y\00\00\00\1F\00\00\00" }>, align 8
@alloc_901d0f017acba9c9fae7de24e58d1a69 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00Y\00\00\00\15\00\00\00" }>, align 8
@alloc_aa2dfd9a0a6cd2772fbfc8e59dd81f78 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00S\00\00\00\18\00\00\00" }>, align 8
@alloc_1ede3309dcae7585711b5ae33dd4df7f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00S\00\00\00\22\00\00\00" }>, align 8
@alloc_5fd975f11fe0577985d989c2c23fdd49 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00S\00\00\006\00\00\00" }>, align 8
@alloc_4e916ddea9b91eb3efe1e361984c9d9c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00K\00\00\00\11\00\00\00" }>, align 8
@alloc_175efbcb4f718f1b172125feb8f5428e = private unnamed_addr constant [35 x i8] c"bin %2d: %10.6f %+10.6fi |X|=%.6f\0A\00", align 1
@alloc_b60804789db2db79d90cbbeb88e543ce = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00M\00\00\00`\00\00\00" }>, align 8
@alloc_b31c0ea06a7514849bb4f94e79291de4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00M\00\00\00p\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h05e7d628550324c3E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_bd3468a7b96187f70c1ce98a3e7a63bf = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::copy_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5ee6cd0de5bab89c84438a39fb5fb08c = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: ptr::copy requires that both pointer arguments are aligned and non-null\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/mod.rs\00", align 1
@alloc_37f6e60a2902ea1334fb3e649d7c5a34 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00\0F\02\00\00\05\00\00\00" }>, align 8
@alloc_53b1b0291ea51cd7399ceb8c4189456a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00r\02\00\00\09\00\00\00" }>, align 8
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_763310d78c99c2c1ad3f8a9821e942f3 = private unnamed_addr constant [61 x i8] c"is_nonoverlapping: `size_of::<T>() * count` overflows a usize", align 1

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd2c14ca5dfca1be7E"(ptr align 8 %self) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %self1 = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h982d6eb3fb385daeE"(ptr align 8 %self) #10
  store ptr %1, ptr %self1, align 8
  %2 = load ptr, ptr %self1, align 8
  %3 = ptrtoint ptr %2 to i64
  %4 = icmp eq i64 %3, 0
  %_12 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_12 to i1
  br i1 %5, label %bb8, label %bb7

bb8:                                              ; preds = %start
  %v = load ptr, ptr %self1, align 8
  store ptr %v, ptr %_3, align 8
  %val = load ptr, ptr %_3, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 16
  %i = load i64, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  %8 = load i64, ptr %7, align 8
  %_9.0 = add i64 %8, 1
  %_9.1 = icmp ult i64 %_9.0, %8
  br i1 %_9.1, label %panic, label %bb3

bb7:                                              ; preds = %start
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr null, ptr %9, align 8
  br label %bb4

bb4:                                              ; preds = %bb3, %bb7
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = insertvalue { i64, ptr } poison, i64 %10, 0
  %14 = insertvalue { i64, ptr } %13, ptr %12, 1
  ret { i64, ptr } %14

bb3:                                              ; preds = %bb8
  %15 = getelementptr inbounds i8, ptr %self, i64 16
  store i64 %_9.0, ptr %15, align 8
  store i64 %i, ptr %_0, align 8
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %val, ptr %16, align 8
  br label %bb4

panic:                                            ; preds = %bb8
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_da75e79ea4900be5811e6318d0bc905d) #11
  unreachable

bb5:                                              ; No predecessors!
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb2:                                              ; No predecessors!
  unreachable
}

; _05_printf_fft::bit_reverse
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN14_05_printf_fft11bit_reverse17h313b616223852550E(ptr align 8 %x) unnamed_addr #1 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = alloca [4 x i8], align 4
  %_6 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  store i32 5, ptr %0, align 4
  %_0.i3 = load i32, ptr %0, align 4
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %2 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 32) #10
  %_3.0 = extractvalue { i64, i64 } %2, 0
  %_3.1 = extractvalue { i64, i64 } %2, 1
  store i64 %_3.0, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_3.1, ptr %3, align 8
  br label %bb3

bb3:                                              ; preds = %bb11, %bb10, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter) #10
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %_6, align 8
  %7 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %6, ptr %7, align 8
  %_8 = load i64, ptr %_6, align 8
  %8 = getelementptr inbounds i8, ptr %_6, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_8 to i1
  br i1 %10, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %11 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %11, align 8
  %_12 = trunc i64 %i to i32
  %12 = call i32 @llvm.bitreverse.i32(i32 %_12)
  store i32 %12, ptr %1, align 4
  %_0.i = load i32, ptr %1, align 4
  %_14.0 = sub i32 32, %_0.i3
  %_14.1 = icmp ult i32 32, %_0.i3
  br i1 %_14.1, label %panic, label %bb9

bb7:                                              ; preds = %bb3
  ret void

bb9:                                              ; preds = %bb6
  %_15 = icmp ult i32 %_14.0, 32
  br i1 %_15, label %bb10, label %panic1

panic:                                            ; preds = %bb6
; call core::panicking::panic_const::panic_const_sub_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_c2105816a417f181d0d13843ad318619) #11
  unreachable

bb10:                                             ; preds = %bb9
  %13 = and i32 %_14.0, 31
  %j = lshr i32 %_0.i, %13
  %j2 = zext i32 %j to i64
  %_17 = icmp ugt i64 %j2, %i
  br i1 %_17, label %bb11, label %bb3

panic1:                                           ; preds = %bb9
; call core::panicking::panic_const::panic_const_shr_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_shr_overflow(ptr align 8 @alloc_3388b6835325e583d04da5d076c183e6) #11
  unreachable

bb11:                                             ; preds = %bb10
; call core::slice::<impl [T]>::swap
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4swap17hbdded3c08f182400E"(ptr align 8 %x, i64 32, i64 %i, i64 %j2, ptr align 8 @alloc_c5f609fe446cf7bb8531f57b8646db63) #10
  br label %bb3

bb5:                                              ; No predecessors!
  unreachable
}

; _05_printf_fft::C64::abs
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN14_05_printf_fft3C643abs17h198edd3ce96a8feeE(double %self.0, double %self.1) unnamed_addr #1 {
start:
; call std::f64::<impl f64>::hypot
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5hypot17hdca570d36529e8afE"(double %self.0, double %self.1) #10
  ret double %_0
}

; _05_printf_fft::C64::add
; Function Attrs: nounwind nonlazybind uwtable
define internal { double, double } @_ZN14_05_printf_fft3C643add17h246ecf7559a670adE(double %self.0, double %self.1, double %o.0, double %o.1) unnamed_addr #1 {
start:
  %_3 = fadd double %self.0, %o.0
  %_6 = fadd double %self.1, %o.1
  %0 = insertvalue { double, double } poison, double %_3, 0
  %1 = insertvalue { double, double } %0, double %_6, 1
  ret { double, double } %1
}

; _05_printf_fft::C64::cis
; Function Attrs: nounwind nonlazybind uwtable
define internal { double, double } @_ZN14_05_printf_fft3C643cis17h4e7710b103fa508aE(double %t) unnamed_addr #1 {
start:
; call std::f64::<impl f64>::cos
  %_2 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h1828be13d194b31bE"(double %t) #10
; call std::f64::<impl f64>::sin
  %_3 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17h6307a5ca522daf5fE"(double %t) #10
  %0 = insertvalue { double, double } poison, double %_2, 0
  %1 = insertvalue { double, double } %0, double %_3, 1
  ret { double, double } %1
}

; _05_printf_fft::C64::mul
; Function Attrs: nounwind nonlazybind uwtable
define internal { double, double } @_ZN14_05_printf_fft3C643mul17h6bd7d08a578368beE(double %self.0, double %self.1, double %o.0, double %o.1) unnamed_addr #1 {
start:
  %_4 = fmul double %self.0, %o.0
  %_7 = fmul double %self.1, %o.1
  %_3 = fsub double %_4, %_7
  %_11 = fmul double %self.0, %o.1
  %_14 = fmul double %self.1, %o.0
  %_10 = fadd double %_11, %_14
  %0 = insertvalue { double, double } poison, double %_3, 0
  %1 = insertvalue { double, double } %0, double %_10, 1
  ret { double, double } %1
}

; _05_printf_fft::C64::sub
; Function Attrs: nounwind nonlazybind uwtable
define internal { double, double } @_ZN14_05_printf_fft3C643sub17h119dc2e7b9a5baeeE(double %self.0, double %self.1, double %o.0, double %o.1) unnamed_addr #1 {
start:
  %_3 = fsub double %self.0, %o.0
  %_6 = fsub double %self.1, %o.1
  %0 = insertvalue { double, double } poison, double %_3, 0
  %1 = insertvalue { double, double } %0, double %_6, 1
  ret { double, double } %1
}

; _05_printf_fft::fft
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %x, i1 zeroext %inverse) unnamed_addr #1 {
start:
  %_71 = alloca [8 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %_25 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %wk = alloca [16 x i8], align 8
  %start1 = alloca [8 x i8], align 8
  %len = alloca [8 x i8], align 8
  %sign = alloca [8 x i8], align 8
; call _05_printf_fft::bit_reverse
  call void @_ZN14_05_printf_fft11bit_reverse17h313b616223852550E(ptr align 8 %x) #12
  br i1 %inverse, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store double -1.000000e+00, ptr %sign, align 8
  br label %bb4

bb2:                                              ; preds = %start
  store double 1.000000e+00, ptr %sign, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  store i64 2, ptr %len, align 8
  br label %bb5

bb5:                                              ; preds = %bb34, %bb4
  %_7 = load i64, ptr %len, align 8
  %_6 = icmp ule i64 %_7, 32
  br i1 %_6, label %bb6, label %bb36

bb36:                                             ; preds = %bb5
  br i1 %inverse, label %bb37, label %bb43

bb6:                                              ; preds = %bb5
  %_12 = load double, ptr %sign, align 8
  %_11 = fmul double %_12, 2.000000e+00
  %_10 = fmul double %_11, 0x400921FB54442D18
  %_14 = load i64, ptr %len, align 8
  %_13 = uitofp i64 %_14 to double
  %_9 = fdiv double %_10, %_13
; call _05_printf_fft::C64::cis
  %0 = call { double, double } @_ZN14_05_printf_fft3C643cis17h4e7710b103fa508aE(double %_9) #12
  %w.0 = extractvalue { double, double } %0, 0
  %w.1 = extractvalue { double, double } %0, 1
  store i64 0, ptr %start1, align 8
  br label %bb8

bb43:                                             ; preds = %bb40, %bb36
  ret void

bb37:                                             ; preds = %bb36
; call core::slice::<impl [T]>::iter_mut
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17hff653a4031bf2b16E"(ptr align 8 %x, i64 32) #10
  %_68.0 = extractvalue { ptr, ptr } %1, 0
  %_68.1 = extractvalue { ptr, ptr } %1, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %2 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h65869b5d4d555184E"(ptr %_68.0, ptr %_68.1) #10
  %_67.0 = extractvalue { ptr, ptr } %2, 0
  %_67.1 = extractvalue { ptr, ptr } %2, 1
  store ptr %_67.0, ptr %iter2, align 8
  %3 = getelementptr inbounds i8, ptr %iter2, i64 8
  store ptr %_67.1, ptr %3, align 8
  br label %bb40

bb40:                                             ; preds = %bb42, %bb37
; call <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %4 = call align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h982d6eb3fb385daeE"(ptr align 8 %iter2) #10
  store ptr %4, ptr %_71, align 8
  %5 = load ptr, ptr %_71, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = icmp eq i64 %6, 0
  %_73 = select i1 %7, i64 0, i64 1
  %8 = trunc nuw i64 %_73 to i1
  br i1 %8, label %bb42, label %bb43

bb42:                                             ; preds = %bb40
  %v = load ptr, ptr %_71, align 8
  %9 = load double, ptr %v, align 8
  %10 = fdiv double %9, 3.200000e+01
  store double %10, ptr %v, align 8
  %11 = getelementptr inbounds i8, ptr %v, i64 8
  %12 = getelementptr inbounds i8, ptr %v, i64 8
  %13 = load double, ptr %12, align 8
  %14 = fdiv double %13, 3.200000e+01
  store double %14, ptr %11, align 8
  br label %bb40

bb8:                                              ; preds = %bb33, %bb6
  %_17 = load i64, ptr %start1, align 8
  %_16 = icmp ult i64 %_17, 32
  br i1 %_16, label %bb9, label %bb34

bb34:                                             ; preds = %bb8
  %15 = load i64, ptr %len, align 8
  %16 = shl i64 %15, 1
  store i64 %16, ptr %len, align 8
  br label %bb5

bb9:                                              ; preds = %bb8
  store double 1.000000e+00, ptr %wk, align 8
  %17 = getelementptr inbounds i8, ptr %wk, i64 8
  store double 0.000000e+00, ptr %17, align 8
  %_22 = load i64, ptr %len, align 8
  %_21 = udiv i64 %_22, 2
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %18 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 %_21) #10
  %_19.0 = extractvalue { i64, i64 } %18, 0
  %_19.1 = extractvalue { i64, i64 } %18, 1
  store i64 %_19.0, ptr %iter, align 8
  %19 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_19.1, ptr %19, align 8
  br label %bb12

bb12:                                             ; preds = %bb31, %bb9
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %20 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter) #10
  %21 = extractvalue { i64, i64 } %20, 0
  %22 = extractvalue { i64, i64 } %20, 1
  store i64 %21, ptr %_25, align 8
  %23 = getelementptr inbounds i8, ptr %_25, i64 8
  store i64 %22, ptr %23, align 8
  %_27 = load i64, ptr %_25, align 8
  %24 = getelementptr inbounds i8, ptr %_25, i64 8
  %25 = load i64, ptr %24, align 8
  %26 = trunc nuw i64 %_27 to i1
  br i1 %26, label %bb15, label %bb16

bb15:                                             ; preds = %bb12
  %27 = getelementptr inbounds i8, ptr %_25, i64 8
  %k = load i64, ptr %27, align 8
  %_31 = load i64, ptr %start1, align 8
  %_32.0 = add i64 %_31, %k
  %_32.1 = icmp ult i64 %_32.0, %_31
  br i1 %_32.1, label %panic3, label %bb17

bb16:                                             ; preds = %bb12
  %_63 = load i64, ptr %len, align 8
  %28 = load i64, ptr %start1, align 8
  %_64.0 = add i64 %28, %_63
  %_64.1 = icmp ult i64 %_64.0, %28
  br i1 %_64.1, label %panic, label %bb33

bb33:                                             ; preds = %bb16
  store i64 %_64.0, ptr %start1, align 8
  br label %bb8

panic:                                            ; preds = %bb16
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_bbb3abc34408a5518ee92d87ea9b7c89) #11
  unreachable

bb17:                                             ; preds = %bb15
  %_33 = icmp ult i64 %_32.0, 32
  br i1 %_33, label %bb18, label %panic4

panic3:                                           ; preds = %bb15
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_cb4cc7173fe5533da3424b7585a4e928) #11
  unreachable

bb18:                                             ; preds = %bb17
  %29 = getelementptr inbounds nuw %C64, ptr %x, i64 %_32.0
  %u.0 = load double, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %u.1 = load double, ptr %30, align 8
  %_38 = load i64, ptr %start1, align 8
  %_39.0 = add i64 %_38, %k
  %_39.1 = icmp ult i64 %_39.0, %_38
  br i1 %_39.1, label %panic5, label %bb19

panic4:                                           ; preds = %bb17
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_32.0, i64 32, ptr align 8 @alloc_a6ba6dff5d4635d862fb54fe6f05e165) #11
  unreachable

bb19:                                             ; preds = %bb18
  %_41 = load i64, ptr %len, align 8
  %_40 = udiv i64 %_41, 2
  %_43.0 = add i64 %_39.0, %_40
  %_43.1 = icmp ult i64 %_43.0, %_39.0
  br i1 %_43.1, label %panic6, label %bb21

panic5:                                           ; preds = %bb18
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_803dbe801e81ec4b06b74fd379857a55) #11
  unreachable

bb21:                                             ; preds = %bb19
  %_44 = icmp ult i64 %_43.0, 32
  br i1 %_44, label %bb22, label %panic7

panic6:                                           ; preds = %bb19
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_803dbe801e81ec4b06b74fd379857a55) #11
  unreachable

bb22:                                             ; preds = %bb21
  %31 = getelementptr inbounds nuw %C64, ptr %x, i64 %_43.0
  %_35.0 = load double, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %_35.1 = load double, ptr %32, align 8
  %_45.0 = load double, ptr %wk, align 8
  %33 = getelementptr inbounds i8, ptr %wk, i64 8
  %_45.1 = load double, ptr %33, align 8
; call _05_printf_fft::C64::mul
  %34 = call { double, double } @_ZN14_05_printf_fft3C643mul17h6bd7d08a578368beE(double %_35.0, double %_35.1, double %_45.0, double %_45.1) #12
  %v.0 = extractvalue { double, double } %34, 0
  %v.1 = extractvalue { double, double } %34, 1
; call _05_printf_fft::C64::add
  %35 = call { double, double } @_ZN14_05_printf_fft3C643add17h246ecf7559a670adE(double %u.0, double %u.1, double %v.0, double %v.1) #12
  %_46.0 = extractvalue { double, double } %35, 0
  %_46.1 = extractvalue { double, double } %35, 1
  %_48 = load i64, ptr %start1, align 8
  %_49.0 = add i64 %_48, %k
  %_49.1 = icmp ult i64 %_49.0, %_48
  br i1 %_49.1, label %panic8, label %bb25

panic7:                                           ; preds = %bb21
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_43.0, i64 32, ptr align 8 @alloc_db7417ad32150411778513e8415fac22) #11
  unreachable

bb25:                                             ; preds = %bb22
  %_50 = icmp ult i64 %_49.0, 32
  br i1 %_50, label %bb26, label %panic9

panic8:                                           ; preds = %bb22
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_f1b0d742cb78dcc4a6073dea5a24cd04) #11
  unreachable

bb26:                                             ; preds = %bb25
  %36 = getelementptr inbounds nuw %C64, ptr %x, i64 %_49.0
  store double %_46.0, ptr %36, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store double %_46.1, ptr %37, align 8
; call _05_printf_fft::C64::sub
  %38 = call { double, double } @_ZN14_05_printf_fft3C643sub17h119dc2e7b9a5baeeE(double %u.0, double %u.1, double %v.0, double %v.1) #12
  %_51.0 = extractvalue { double, double } %38, 0
  %_51.1 = extractvalue { double, double } %38, 1
  %_54 = load i64, ptr %start1, align 8
  %_55.0 = add i64 %_54, %k
  %_55.1 = icmp ult i64 %_55.0, %_54
  br i1 %_55.1, label %panic10, label %bb28

panic9:                                           ; preds = %bb25
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_49.0, i64 32, ptr align 8 @alloc_5c8766d459a716eb5c8d79b3eccb01d6) #11
  unreachable

bb28:                                             ; preds = %bb26
  %_57 = load i64, ptr %len, align 8
  %_56 = udiv i64 %_57, 2
  %_59.0 = add i64 %_55.0, %_56
  %_59.1 = icmp ult i64 %_59.0, %_55.0
  br i1 %_59.1, label %panic11, label %bb30

panic10:                                          ; preds = %bb26
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_4373567ab4abdeff97f3991d24cd71c0) #11
  unreachable

bb30:                                             ; preds = %bb28
  %_60 = icmp ult i64 %_59.0, 32
  br i1 %_60, label %bb31, label %panic12

panic11:                                          ; preds = %bb28
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_4373567ab4abdeff97f3991d24cd71c0) #11
  unreachable

bb31:                                             ; preds = %bb30
  %39 = getelementptr inbounds nuw %C64, ptr %x, i64 %_59.0
  store double %_51.0, ptr %39, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store double %_51.1, ptr %40, align 8
  %_62.0 = load double, ptr %wk, align 8
  %41 = getelementptr inbounds i8, ptr %wk, i64 8
  %_62.1 = load double, ptr %41, align 8
; call _05_printf_fft::C64::mul
  %42 = call { double, double } @_ZN14_05_printf_fft3C643mul17h6bd7d08a578368beE(double %_62.0, double %_62.1, double %w.0, double %w.1) #12
  %_61.0 = extractvalue { double, double } %42, 0
  %_61.1 = extractvalue { double, double } %42, 1
  store double %_61.0, ptr %wk, align 8
  %43 = getelementptr inbounds i8, ptr %wk, i64 8
  store double %_61.1, ptr %43, align 8
  br label %bb12

panic12:                                          ; preds = %bb30
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_59.0, i64 32, ptr align 8 @alloc_e3778039b0e3f129316cce130bf94fcc) #11
  unreachable

bb14:                                             ; No predecessors!
  unreachable
}

; _05_printf_fft::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN14_05_printf_fft4main17h4143053414d2fb81E() unnamed_addr #1 {
start:
  %_148 = alloca [8 x i8], align 8
  %iter6 = alloca [16 x i8], align 8
  %energy = alloca [8 x i8], align 8
  %_126 = alloca [16 x i8], align 8
  %iter5 = alloca [16 x i8], align 8
  %_107 = alloca [16 x i8], align 8
  %iter4 = alloca [16 x i8], align 8
  %_87 = alloca [16 x i8], align 8
  %iter3 = alloca [16 x i8], align 8
  %b = alloca [512 x i8], align 8
  %a = alloca [512 x i8], align 8
  %_59 = alloca [16 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %err = alloca [8 x i8], align 8
  %_34 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %orig = alloca [512 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %iter = alloca [24 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %_2 = alloca [24 x i8], align 8
  %x = alloca [512 x i8], align 8
  %0 = getelementptr inbounds nuw %C64, ptr %x, i64 0
  %1 = getelementptr inbounds nuw %C64, ptr %x, i64 32
  br label %repeat_loop_header

repeat_loop_header:                               ; preds = %repeat_loop_body, %start
  %2 = phi ptr [ %0, %start ], [ %5, %repeat_loop_body ]
  %3 = icmp ne ptr %2, %1
  br i1 %3, label %repeat_loop_body, label %repeat_loop_next

repeat_loop_body:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  store double 0.000000e+00, ptr %4, align 8
  %5 = getelementptr inbounds %C64, ptr %2, i64 1
  br label %repeat_loop_header

repeat_loop_next:                                 ; preds = %repeat_loop_header
; call core::slice::<impl [T]>::iter_mut
  %6 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17hff653a4031bf2b16E"(ptr align 8 %x, i64 32) #10
  %_4.0 = extractvalue { ptr, ptr } %6, 0
  %_4.1 = extractvalue { ptr, ptr } %6, 1
; call core::iter::traits::iterator::Iterator::enumerate
  call void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h66eb178cce21ed8aE(ptr sret([24 x i8]) align 8 %_3, ptr %_4.0, ptr %_4.1) #10
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hd5b3b6dd2b94e323E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %_3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_2, i64 24, i1 false)
  br label %bb4

bb4:                                              ; preds = %bb7, %repeat_loop_next
; call <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
  %7 = call { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd2c14ca5dfca1be7E"(ptr align 8 %iter) #10
  %8 = extractvalue { i64, ptr } %7, 0
  %9 = extractvalue { i64, ptr } %7, 1
  store i64 %8, ptr %_8, align 8
  %10 = getelementptr inbounds i8, ptr %_8, i64 8
  store ptr %9, ptr %10, align 8
  %11 = load i64, ptr %_8, align 8
  %12 = getelementptr inbounds i8, ptr %_8, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = ptrtoint ptr %13 to i64
  %15 = icmp eq i64 %14, 0
  %_10 = select i1 %15, i64 0, i64 1
  %16 = trunc nuw i64 %_10 to i1
  br i1 %16, label %bb7, label %bb8

bb7:                                              ; preds = %bb4
  %i27 = load i64, ptr %_8, align 8
  %17 = getelementptr inbounds i8, ptr %_8, i64 8
  %v28 = load ptr, ptr %17, align 8
  %_14 = uitofp i64 %i27 to double
  %t = fdiv double %_14, 3.200000e+01
  %_18 = fmul double 0x403921FB54442D18, %t
; call std::f64::<impl f64>::sin
  %_17 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17h6307a5ca522daf5fE"(double %_18) #10
  %_23 = fmul double 0x4045FDBBE9BBA775, %t
; call std::f64::<impl f64>::cos
  %_22 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h1828be13d194b31bE"(double %_23) #10
  %_21 = fmul double 5.000000e-01, %_22
  %_16 = fadd double %_17, %_21
  %18 = fadd double %_16, 2.500000e-01
  store double %18, ptr %v28, align 8
  br label %bb4

bb8:                                              ; preds = %bb4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %orig, ptr align 8 %x, i64 512, i1 false)
; call _05_printf_fft::fft
  call void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %x, i1 zeroext false) #12
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %19 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 16) #10
  %_29.0 = extractvalue { i64, i64 } %19, 0
  %_29.1 = extractvalue { i64, i64 } %19, 1
  store i64 %_29.0, ptr %iter1, align 8
  %20 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_29.1, ptr %20, align 8
  br label %bb14

bb14:                                             ; preds = %bb24, %bb18, %bb8
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %21 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter1) #10
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  store i64 %22, ptr %_34, align 8
  %24 = getelementptr inbounds i8, ptr %_34, i64 8
  store i64 %23, ptr %24, align 8
  %_36 = load i64, ptr %_34, align 8
  %25 = getelementptr inbounds i8, ptr %_34, i64 8
  %26 = load i64, ptr %25, align 8
  %27 = trunc nuw i64 %_36 to i1
  br i1 %27, label %bb16, label %bb17

bb16:                                             ; preds = %bb14
  %28 = getelementptr inbounds i8, ptr %_34, i64 8
  %k = load i64, ptr %28, align 8
  %_40 = icmp ult i64 %k, 32
  br i1 %_40, label %bb18, label %panic24

bb17:                                             ; preds = %bb14
; call _05_printf_fft::fft
  call void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %x, i1 zeroext true) #12
  store double 0.000000e+00, ptr %err, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %29 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 32) #10
  %_56.0 = extractvalue { i64, i64 } %29, 0
  %_56.1 = extractvalue { i64, i64 } %29, 1
  store i64 %_56.0, ptr %iter2, align 8
  %30 = getelementptr inbounds i8, ptr %iter2, i64 8
  store i64 %_56.1, ptr %30, align 8
  br label %bb28

bb28:                                             ; preds = %bb35, %bb17
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %31 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter2) #10
  %32 = extractvalue { i64, i64 } %31, 0
  %33 = extractvalue { i64, i64 } %31, 1
  store i64 %32, ptr %_59, align 8
  %34 = getelementptr inbounds i8, ptr %_59, i64 8
  store i64 %33, ptr %34, align 8
  %_61 = load i64, ptr %_59, align 8
  %35 = getelementptr inbounds i8, ptr %_59, i64 8
  %36 = load i64, ptr %35, align 8
  %37 = trunc nuw i64 %_61 to i1
  br i1 %37, label %bb30, label %bb31

bb30:                                             ; preds = %bb28
  %38 = getelementptr inbounds i8, ptr %_59, i64 8
  %i20 = load i64, ptr %38, align 8
  %_64 = load double, ptr %err, align 8
  %_69 = icmp ult i64 %i20, 32
  br i1 %_69, label %bb32, label %panic21

bb31:                                             ; preds = %bb28
  %_81 = load double, ptr %err, align 8
  %_80 = fcmp olt double %_81, 0x3D719799812DEA11
  %_79 = zext i1 %_80 to i32
  %_75 = call i32 (ptr, ...) @printf(ptr @alloc_82a0398cebec55d1ef39fb2c87fde0e8, i32 %_79) #12
  %39 = getelementptr inbounds nuw %C64, ptr %a, i64 0
  %40 = getelementptr inbounds nuw %C64, ptr %a, i64 32
  br label %repeat_loop_header7

repeat_loop_header7:                              ; preds = %repeat_loop_body8, %bb31
  %41 = phi ptr [ %39, %bb31 ], [ %44, %repeat_loop_body8 ]
  %42 = icmp ne ptr %41, %40
  br i1 %42, label %repeat_loop_body8, label %repeat_loop_next9

repeat_loop_body8:                                ; preds = %repeat_loop_header7
  store double 0.000000e+00, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %41, i64 8
  store double 0.000000e+00, ptr %43, align 8
  %44 = getelementptr inbounds %C64, ptr %41, i64 1
  br label %repeat_loop_header7

repeat_loop_next9:                                ; preds = %repeat_loop_header7
  %45 = getelementptr inbounds nuw %C64, ptr %b, i64 0
  %46 = getelementptr inbounds nuw %C64, ptr %b, i64 32
  br label %repeat_loop_header10

repeat_loop_header10:                             ; preds = %repeat_loop_body11, %repeat_loop_next9
  %47 = phi ptr [ %45, %repeat_loop_next9 ], [ %50, %repeat_loop_body11 ]
  %48 = icmp ne ptr %47, %46
  br i1 %48, label %repeat_loop_body11, label %repeat_loop_next12

repeat_loop_body11:                               ; preds = %repeat_loop_header10
  store double 0.000000e+00, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  store double 0.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds %C64, ptr %47, i64 1
  br label %repeat_loop_header10

repeat_loop_next12:                               ; preds = %repeat_loop_header10
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %51 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 8) #10
  %_84.0 = extractvalue { i64, i64 } %51, 0
  %_84.1 = extractvalue { i64, i64 } %51, 1
  store i64 %_84.0, ptr %iter3, align 8
  %52 = getelementptr inbounds i8, ptr %iter3, i64 8
  store i64 %_84.1, ptr %52, align 8
  br label %bb41

bb41:                                             ; preds = %bb46, %repeat_loop_next12
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %53 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter3) #10
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  store i64 %54, ptr %_87, align 8
  %56 = getelementptr inbounds i8, ptr %_87, i64 8
  store i64 %55, ptr %56, align 8
  %_89 = load i64, ptr %_87, align 8
  %57 = getelementptr inbounds i8, ptr %_87, i64 8
  %58 = load i64, ptr %57, align 8
  %59 = trunc nuw i64 %_89 to i1
  br i1 %59, label %bb43, label %bb44

bb43:                                             ; preds = %bb41
  %60 = getelementptr inbounds i8, ptr %_87, i64 8
  %i17 = load i64, ptr %60, align 8
  %_92.0 = add i64 %i17, 1
  %_92.1 = icmp ult i64 %_92.0, %i17
  br i1 %_92.1, label %panic18, label %bb45

bb44:                                             ; preds = %bb41
  %61 = getelementptr inbounds nuw %C64, ptr %b, i64 0
  store double 1.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds nuw %C64, ptr %b, i64 1
  store double -1.000000e+00, ptr %62, align 8
  %63 = getelementptr inbounds nuw %C64, ptr %b, i64 2
  store double 2.000000e+00, ptr %63, align 8
; call _05_printf_fft::fft
  call void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %a, i1 zeroext false) #12
; call _05_printf_fft::fft
  call void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %b, i1 zeroext false) #12
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %64 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 32) #10
  %_104.0 = extractvalue { i64, i64 } %64, 0
  %_104.1 = extractvalue { i64, i64 } %64, 1
  store i64 %_104.0, ptr %iter4, align 8
  %65 = getelementptr inbounds i8, ptr %iter4, i64 8
  store i64 %_104.1, ptr %65, align 8
  br label %bb53

bb53:                                             ; preds = %bb60, %bb44
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %66 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter4) #10
  %67 = extractvalue { i64, i64 } %66, 0
  %68 = extractvalue { i64, i64 } %66, 1
  store i64 %67, ptr %_107, align 8
  %69 = getelementptr inbounds i8, ptr %_107, i64 8
  store i64 %68, ptr %69, align 8
  %_109 = load i64, ptr %_107, align 8
  %70 = getelementptr inbounds i8, ptr %_107, i64 8
  %71 = load i64, ptr %70, align 8
  %72 = trunc nuw i64 %_109 to i1
  br i1 %72, label %bb55, label %bb56

bb55:                                             ; preds = %bb53
  %73 = getelementptr inbounds i8, ptr %_107, i64 8
  %i13 = load i64, ptr %73, align 8
  %_113 = icmp ult i64 %i13, 32
  br i1 %_113, label %bb57, label %panic14

bb56:                                             ; preds = %bb53
; call _05_printf_fft::fft
  call void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr align 8 %a, i1 zeroext true) #12
  %_119 = call i32 (ptr, ...) @printf(ptr @alloc_96b65b8f09a402bfd29f3c0bdadddb5c) #12
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %74 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 0, i64 10) #10
  %_123.0 = extractvalue { i64, i64 } %74, 0
  %_123.1 = extractvalue { i64, i64 } %74, 1
  store i64 %_123.0, ptr %iter5, align 8
  %75 = getelementptr inbounds i8, ptr %iter5, i64 8
  store i64 %_123.1, ptr %75, align 8
  br label %bb65

bb65:                                             ; preds = %bb70, %bb56
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %76 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %iter5) #10
  %77 = extractvalue { i64, i64 } %76, 0
  %78 = extractvalue { i64, i64 } %76, 1
  store i64 %77, ptr %_126, align 8
  %79 = getelementptr inbounds i8, ptr %_126, i64 8
  store i64 %78, ptr %79, align 8
  %_128 = load i64, ptr %_126, align 8
  %80 = getelementptr inbounds i8, ptr %_126, i64 8
  %81 = load i64, ptr %80, align 8
  %82 = trunc nuw i64 %_128 to i1
  br i1 %82, label %bb67, label %bb68

bb67:                                             ; preds = %bb65
  %83 = getelementptr inbounds i8, ptr %_126, i64 8
  %i = load i64, ptr %83, align 8
  %_137 = icmp ult i64 %i, 32
  br i1 %_137, label %bb70, label %panic

bb68:                                             ; preds = %bb65
  %_138 = call i32 (ptr, ...) @printf(ptr @alloc_f3588b28b94f0809fcc8d717033d3e48) #12
  store double 0.000000e+00, ptr %energy, align 8
; call core::slice::<impl [T]>::iter
  %84 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h70f90b2916544c9eE"(ptr align 8 %orig, i64 32) #10
  %_144.0 = extractvalue { ptr, ptr } %84, 0
  %_144.1 = extractvalue { ptr, ptr } %84, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %85 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h48c7d30428ef2cb9E"(ptr %_144.0, ptr %_144.1) #10
  %_143.0 = extractvalue { ptr, ptr } %85, 0
  %_143.1 = extractvalue { ptr, ptr } %85, 1
  store ptr %_143.0, ptr %iter6, align 8
  %86 = getelementptr inbounds i8, ptr %iter6, i64 8
  store ptr %_143.1, ptr %86, align 8
  br label %bb76

bb76:                                             ; preds = %bb78, %bb68
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %87 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h9e807346bff8aabdE"(ptr align 8 %iter6) #10
  store ptr %87, ptr %_148, align 8
  %88 = load ptr, ptr %_148, align 8
  %89 = ptrtoint ptr %88 to i64
  %90 = icmp eq i64 %89, 0
  %_150 = select i1 %90, i64 0, i64 1
  %91 = trunc nuw i64 %_150 to i1
  br i1 %91, label %bb78, label %bb79

bb78:                                             ; preds = %bb76
  %v = load ptr, ptr %_148, align 8
  %_153 = load double, ptr %v, align 8
  %_154 = load double, ptr %v, align 8
  %_152 = fmul double %_153, %_154
  %92 = load double, ptr %energy, align 8
  %93 = fadd double %92, %_152
  store double %93, ptr %energy, align 8
  br label %bb76

bb79:                                             ; preds = %bb76
  %_159 = load double, ptr %energy, align 8
  %_155 = call i32 (ptr, ...) @printf(ptr @alloc_b46b4a208e5ad3b470a0bc2ac49b7c87, double %_159) #12
  ret void

bb70:                                             ; preds = %bb67
  %94 = getelementptr inbounds nuw %C64, ptr %a, i64 %i
  %_136 = load double, ptr %94, align 8
; call std::f64::<impl f64>::round
  %_135 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5round17h8262cb1e6d09dfaeE"(double %_136) #10
  %_134 = call i64 @llvm.fptosi.sat.i64.f64(double %_135)
  %_130 = call i32 (ptr, ...) @printf(ptr @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 %_134) #12
  br label %bb65

panic:                                            ; preds = %bb67
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 32, ptr align 8 @alloc_ad09a02c92a7471a2e00ef8dcb0fdbbe) #11
  unreachable

bb57:                                             ; preds = %bb55
  %95 = getelementptr inbounds nuw %C64, ptr %a, i64 %i13
  %_112.0 = load double, ptr %95, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %_112.1 = load double, ptr %96, align 8
  %_115 = icmp ult i64 %i13, 32
  br i1 %_115, label %bb58, label %panic15

panic14:                                          ; preds = %bb55
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i13, i64 32, ptr align 8 @alloc_afedc7848d913a2777e6b32a98ac433b) #11
  unreachable

bb58:                                             ; preds = %bb57
  %97 = getelementptr inbounds nuw %C64, ptr %b, i64 %i13
  %_114.0 = load double, ptr %97, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %_114.1 = load double, ptr %98, align 8
; call _05_printf_fft::C64::mul
  %99 = call { double, double } @_ZN14_05_printf_fft3C643mul17h6bd7d08a578368beE(double %_112.0, double %_112.1, double %_114.0, double %_114.1) #12
  %_111.0 = extractvalue { double, double } %99, 0
  %_111.1 = extractvalue { double, double } %99, 1
  %_116 = icmp ult i64 %i13, 32
  br i1 %_116, label %bb60, label %panic16

panic15:                                          ; preds = %bb57
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i13, i64 32, ptr align 8 @alloc_b0c7d86f6193ff00d4fb7e83bcae2bd3) #11
  unreachable

bb60:                                             ; preds = %bb58
  %100 = getelementptr inbounds nuw %C64, ptr %a, i64 %i13
  store double %_111.0, ptr %100, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  store double %_111.1, ptr %101, align 8
  br label %bb53

panic16:                                          ; preds = %bb58
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i13, i64 32, ptr align 8 @alloc_e40e96a8afa67ebab7f329fcd1684281) #11
  unreachable

bb45:                                             ; preds = %bb43
  %_93 = icmp ult i64 %i17, 32
  br i1 %_93, label %bb46, label %panic19

panic18:                                          ; preds = %bb43
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_a7bf7294301dbd24163df42acc2c4503) #11
  unreachable

bb46:                                             ; preds = %bb45
  %102 = getelementptr inbounds nuw %C64, ptr %a, i64 %i17
  %103 = uitofp i64 %_92.0 to double
  store double %103, ptr %102, align 8
  br label %bb41

panic19:                                          ; preds = %bb45
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i17, i64 32, ptr align 8 @alloc_901d0f017acba9c9fae7de24e58d1a69) #11
  unreachable

bb32:                                             ; preds = %bb30
  %104 = getelementptr inbounds nuw %C64, ptr %x, i64 %i20
  %_68 = load double, ptr %104, align 8
  %_71 = icmp ult i64 %i20, 32
  br i1 %_71, label %bb33, label %panic22

panic21:                                          ; preds = %bb30
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i20, i64 32, ptr align 8 @alloc_aa2dfd9a0a6cd2772fbfc8e59dd81f78) #11
  unreachable

bb33:                                             ; preds = %bb32
  %105 = getelementptr inbounds nuw %C64, ptr %orig, i64 %i20
  %_70 = load double, ptr %105, align 8
  %_67 = fsub double %_68, %_70
; call core::f64::<impl f64>::abs
  %_66 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h62dc7bb6077f5772E"(double %_67) #10
  %_74 = icmp ult i64 %i20, 32
  br i1 %_74, label %bb35, label %panic23

panic22:                                          ; preds = %bb32
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i20, i64 32, ptr align 8 @alloc_1ede3309dcae7585711b5ae33dd4df7f) #11
  unreachable

bb35:                                             ; preds = %bb33
  %106 = getelementptr inbounds nuw %C64, ptr %x, i64 %i20
  %107 = getelementptr inbounds i8, ptr %106, i64 8
  %_73 = load double, ptr %107, align 8
; call core::f64::<impl f64>::abs
  %_72 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h62dc7bb6077f5772E"(double %_73) #10
  %_65 = fadd double %_66, %_72
; call core::f64::<impl f64>::max
  %_63 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17hde22aacf1e29f08bE"(double %_64, double %_65) #10
  store double %_63, ptr %err, align 8
  br label %bb28

panic23:                                          ; preds = %bb33
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i20, i64 32, ptr align 8 @alloc_5fd975f11fe0577985d989c2c23fdd49) #11
  unreachable

bb18:                                             ; preds = %bb16
  %108 = getelementptr inbounds nuw %C64, ptr %x, i64 %k
  %_39.0 = load double, ptr %108, align 8
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  %_39.1 = load double, ptr %109, align 8
; call _05_printf_fft::C64::abs
  %m = call double @_ZN14_05_printf_fft3C643abs17h198edd3ce96a8feeE(double %_39.0, double %_39.1) #12
  %_41 = fcmp ogt double %m, 1.000000e-09
  br i1 %_41, label %bb20, label %bb14

panic24:                                          ; preds = %bb16
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 32, ptr align 8 @alloc_4e916ddea9b91eb3efe1e361984c9d9c) #11
  unreachable

bb20:                                             ; preds = %bb18
  %_46 = trunc i64 %k to i32
  %_49 = icmp ult i64 %k, 32
  br i1 %_49, label %bb22, label %panic25

bb22:                                             ; preds = %bb20
  %110 = getelementptr inbounds nuw %C64, ptr %x, i64 %k
  %_48 = load double, ptr %110, align 8
; call _05_printf_fft::clean
  %_47 = call double @_ZN14_05_printf_fft5clean17hb05dd08480004b4dE(double %_48) #12
  %_52 = icmp ult i64 %k, 32
  br i1 %_52, label %bb24, label %panic26

panic25:                                          ; preds = %bb20
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 32, ptr align 8 @alloc_b60804789db2db79d90cbbeb88e543ce) #11
  unreachable

bb24:                                             ; preds = %bb22
  %111 = getelementptr inbounds nuw %C64, ptr %x, i64 %k
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  %_51 = load double, ptr %112, align 8
; call _05_printf_fft::clean
  %_50 = call double @_ZN14_05_printf_fft5clean17hb05dd08480004b4dE(double %_51) #12
  %_42 = call i32 (ptr, ...) @printf(ptr @alloc_175efbcb4f718f1b172125feb8f5428e, i32 %_46, double %_47, double %_50, double %m) #12
  br label %bb14

panic26:                                          ; preds = %bb22
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 32, ptr align 8 @alloc_b31c0ea06a7514849bb4f94e79291de4) #11
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; _05_printf_fft::clean
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN14_05_printf_fft5clean17hb05dd08480004b4dE(double %v) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
; call core::f64::<impl f64>::abs
  %_3 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h62dc7bb6077f5772E"(double %v) #10
  %_2 = fcmp olt double %_3, 1.000000e-09
  br i1 %_2, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store double %v, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %start
  store double 0.000000e+00, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %0 = load double, ptr %_0, align 8
  ret double %0
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17h3d34b5379e4ef8c2E(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #12
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"(ptr align 8 %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr %_4) #13
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h7a329efd0fa530c2E"() #10
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h1828be13d194b31bE"(double %self) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sin
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17h6307a5ca522daf5fE"(double %self) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sin.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::hypot
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5hypot17hdca570d36529e8afE"(double %self, double %other) unnamed_addr #0 {
start:
  %_0 = call double @hypot(double %self, double %other) #12
  ret double %_0
}

; std::f64::<impl f64>::round
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5round17h8262cb1e6d09dfaeE"(double %self) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.round.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17hfaa21bf26c051958E(ptr %f) #10
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hc19617037b07845bE"(i64 %start1, i64 %n) unnamed_addr #0 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hae5e430af66e61cfE"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #10
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17ha9c2ed6dfa955bedE() unnamed_addr #3 {
start:
  ret void
}

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h62dc7bb6077f5772E"(double %self) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::f64::<impl f64>::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17hde22aacf1e29f08bE"(double %self, double %other) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.maxnum.f64(double %self, double %other)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hae5e430af66e61cfE"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #0 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h05e7d628550324c3E"(ptr %_1) unnamed_addr #0 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17h884bde40f0c99a75E(ptr %0) #10
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17h884bde40f0c99a75E(ptr %0) unnamed_addr #0 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"(ptr align 8 %_1) #10
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17hfaa21bf26c051958E(ptr %_1) unnamed_addr #0 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #12
  ret void
}

; core::ptr::copy_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17hc12405c803ac5c36E(ptr %src, ptr %dst, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %zero_size = alloca [1 x i8], align 1
  %1 = icmp eq i64 %count, 0
  br i1 %1, label %bb1, label %bb2

bb1:                                              ; preds = %start
  store i8 1, ptr %zero_size, align 1
  br label %bb3

bb2:                                              ; preds = %start
  %2 = icmp eq i64 %size, 0
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %zero_size, align 1
  br label %bb3

bb3:                                              ; preds = %bb2, %bb1
  %4 = load i8, ptr %zero_size, align 1
  %is_zst = trunc nuw i8 %4 to i1
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_15 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %src, i64 %align) #10
  br i1 %_15, label %bb11, label %bb12

bb12:                                             ; preds = %bb3
  br label %bb7

bb11:                                             ; preds = %bb3
  br i1 %is_zst, label %bb13, label %bb14

bb7:                                              ; preds = %bb14, %bb12
  br label %bb8

bb14:                                             ; preds = %bb11
  %_17 = ptrtoint ptr %src to i64
  %_16 = icmp eq i64 %_17, 0
  %_8 = xor i1 %_16, true
  br i1 %_8, label %bb4, label %bb7

bb13:                                             ; preds = %bb11
  br label %bb4

bb4:                                              ; preds = %bb13, %bb14
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_18 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %dst, i64 %align) #10
  br i1 %_18, label %bb16, label %bb17

bb8:                                              ; preds = %bb6, %bb7
  br label %bb9

bb17:                                             ; preds = %bb4
  br label %bb6

bb16:                                             ; preds = %bb4
  %5 = load i8, ptr %zero_size, align 1
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %bb18, label %bb19

bb6:                                              ; preds = %bb19, %bb17
  br label %bb8

bb19:                                             ; preds = %bb16
  %_20 = ptrtoint ptr %dst to i64
  %_19 = icmp eq i64 %_20, 0
  %_10 = xor i1 %_19, true
  br i1 %_10, label %bb5, label %bb6

bb18:                                             ; preds = %bb16
  br label %bb5

bb5:                                              ; preds = %bb18, %bb19
; call core::ub_checks::maybe_is_nonoverlapping::runtime
  %_6 = call zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h058de66a4530ca16E(ptr %src, ptr %dst, i64 %size, i64 %count) #10
  br i1 %_6, label %bb10, label %bb9

bb9:                                              ; preds = %bb5, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_bd3468a7b96187f70c1ce98a3e7a63bf, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable

bb10:                                             ; preds = %bb5
  ret void
}

; core::ptr::copy::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr4copy18precondition_check17hb3056a612671cb72E(ptr %src, ptr %dst, i64 %align, i1 zeroext %zero_size, ptr align 8 %0) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %_15 = alloca [1 x i8], align 1
  %align1 = alloca [8 x i8], align 8
  %ptr = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_12 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %src, i64 %align) #10
  br i1 %_12, label %bb5, label %bb6

bb6:                                              ; preds = %start
  br label %bb3

bb5:                                              ; preds = %start
  br i1 %zero_size, label %bb7, label %bb8

bb3:                                              ; preds = %bb8, %bb6
  br label %bb4

bb8:                                              ; preds = %bb5
  %_14 = ptrtoint ptr %src to i64
  %_13 = icmp eq i64 %_14, 0
  %_5 = xor i1 %_13, true
  br i1 %_5, label %bb14, label %bb3

bb7:                                              ; preds = %bb5
  store ptr %dst, ptr %ptr, align 8
  store i64 %align, ptr %align1, align 8
  %1 = load ptr, ptr %ptr, align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %2 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %1, i64 %align) #10
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %_15, align 1
  %4 = load i8, ptr %_15, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb11, label %bb10

bb14:                                             ; preds = %bb8
  store ptr %dst, ptr %ptr, align 8
  store i64 %align, ptr %align1, align 8
  %6 = load ptr, ptr %ptr, align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %7 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %6, i64 %align) #10
  %8 = zext i1 %7 to i8
  store i8 %8, ptr %_15, align 1
  %9 = load i8, ptr %_15, align 1
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb12, label %bb10

bb4:                                              ; preds = %bb2, %bb3
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5ee6cd0de5bab89c84438a39fb5fb08c, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable

bb10:                                             ; preds = %bb7, %bb14
  br label %bb2

bb12:                                             ; preds = %bb14
  %_17 = ptrtoint ptr %dst to i64
  %_16 = icmp eq i64 %_17, 0
  %_6 = xor i1 %_16, true
  br i1 %_6, label %bb1, label %bb2

bb2:                                              ; preds = %bb10, %bb12
  br label %bb4

bb1:                                              ; preds = %bb11, %bb12
  ret void

bb11:                                             ; preds = %bb7
  br label %bb1
}

; core::ptr::swap
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr4swap17h867ae7af654a33f2E(ptr %x, ptr %y) unnamed_addr #0 {
start:
  %_18 = alloca [1 x i8], align 1
  %tmp = alloca [16 x i8], align 8
  br label %bb1

bb1:                                              ; preds = %start
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17hc12405c803ac5c36E(ptr %x, ptr %tmp, i64 16, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #10
  br label %bb3

bb3:                                              ; preds = %bb1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %tmp, ptr align 8 %x, i64 16, i1 false)
  br label %bb5

bb5:                                              ; preds = %bb3
  br label %bb7

bb7:                                              ; preds = %bb5
  store i8 0, ptr %_18, align 1
  br label %bb8

bb8:                                              ; preds = %bb7
  %0 = load i8, ptr %_18, align 1
  %1 = trunc nuw i8 %0 to i1
; call core::ptr::copy::precondition_check
  call void @_ZN4core3ptr4copy18precondition_check17hb3056a612671cb72E(ptr %y, ptr %x, i64 8, i1 zeroext %1, ptr align 8 @alloc_53b1b0291ea51cd7399ceb8c4189456a) #10
  br label %bb10

bb10:                                             ; preds = %bb8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %x, ptr align 8 %y, i64 16, i1 false)
  br label %bb11

bb11:                                             ; preds = %bb10
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17hc12405c803ac5c36E(ptr %tmp, ptr %y, i64 16, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #10
  br label %bb13

bb13:                                             ; preds = %bb11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %y, ptr align 8 %tmp, i64 16, i1 false)
  ret void

bb6:                                              ; No predecessors!
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h7e1219172fba4991E"(ptr %self, i64 %align) unnamed_addr #0 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = call i64 @llvm.ctpop.i64(i64 %align)
  %2 = trunc i64 %1 to i32
  store i32 %2, ptr %0, align 4
  %_8 = load i32, ptr %0, align 4
  %3 = icmp eq i32 %_8, 1
  br i1 %3, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %_6 = ptrtoint ptr %self to i64
  %_7 = sub i64 %align, 1
  %_5 = and i64 %_6, %_7
  %_0 = icmp eq i64 %_5, 0
  ret i1 %_0

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #11
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc00e74e1a44fe267E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h9ab865f5931e9db2E"(ptr align 8 %self) #10
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h66eb178cce21ed8aE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h70f90b2916544c9eE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #0 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h5402e5914de14978E"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::swap
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4swap17hbdded3c08f182400E"(ptr align 8 %self.0, i64 %self.1, i64 %a, i64 %b, ptr align 8 %0) unnamed_addr #0 {
start:
  %_6 = icmp ult i64 %a, %self.1
  br i1 %_6, label %bb1, label %panic

bb1:                                              ; preds = %start
  %pa = getelementptr inbounds nuw %C64, ptr %self.0, i64 %a
  %_8 = icmp ult i64 %b, %self.1
  br i1 %_8, label %bb2, label %panic1

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %a, i64 %self.1, ptr align 8 %0) #11
  unreachable

bb2:                                              ; preds = %bb1
  %pb = getelementptr inbounds nuw %C64, ptr %self.0, i64 %b
; call core::ptr::swap
  call void @_ZN4core3ptr4swap17h867ae7af654a33f2E(ptr %pa, ptr %pb) #10
  ret void

panic1:                                           ; preds = %bb1
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %b, i64 %self.1, ptr align 8 %0) #11
  unreachable
}

; core::slice::<impl [T]>::iter_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17hff653a4031bf2b16E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #0 {
start:
; call core::slice::iter::IterMut<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hc8321177da9d9087E"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h5402e5914de14978E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw %C64, ptr %slice.0, i64 %slice.1
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

; core::slice::iter::IterMut<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hc8321177da9d9087E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw %C64, ptr %slice.0, i64 %slice.1
  store ptr %0, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %1 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2

bb1:                                              ; No predecessors!
  unreachable
}

; core::ub_checks::maybe_is_nonoverlapping::runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h058de66a4530ca16E(ptr %src, ptr %dst, i64 %size, i64 %count) unnamed_addr #0 {
start:
  %diff = alloca [8 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %src_usize = ptrtoint ptr %src to i64
  %dst_usize = ptrtoint ptr %dst to i64
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %size, i64 %count)
  %_13.0 = extractvalue { i64, i1 } %0, 0
  %_13.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_13.1, label %bb1, label %bb3

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %_13.0, ptr %1, align 8
  store i64 1, ptr %_9, align 8
  %2 = getelementptr inbounds i8, ptr %_9, i64 8
  %size1 = load i64, ptr %2, align 8
  %_21 = icmp ult i64 %src_usize, %dst_usize
  br i1 %_21, label %bb4, label %bb5

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1 @alloc_763310d78c99c2c1ad3f8a9821e942f3, i64 61) #11
  unreachable

bb5:                                              ; preds = %bb3
  %3 = sub i64 %src_usize, %dst_usize
  store i64 %3, ptr %diff, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  %4 = sub i64 %dst_usize, %src_usize
  store i64 %4, ptr %diff, align 8
  br label %bb6

bb6:                                              ; preds = %bb4, %bb5
  %5 = load i64, ptr %diff, align 8
  %_0 = icmp uge i64 %5, %size1
  ret i1 %_0
}

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h7a329efd0fa530c2E"() unnamed_addr #0 {
start:
  ret i8 0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h48c7d30428ef2cb9E"(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h65869b5d4d555184E"(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hd5b3b6dd2b94e323E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf786acde16fd1705E"(i64 %self.0, i64 %self.1) unnamed_addr #0 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h9ab865f5931e9db2E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_0 = alloca [16 x i8], align 8
  %_4 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i = load i64, ptr %self, align 8
  %_4.i = load i64, ptr %_4, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb4

bb4:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb5

bb2:                                              ; preds = %start
  %old = load i64, ptr %self, align 8
; call <usize as core::iter::range::Step>::forward_unchecked
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hc19617037b07845bE"(i64 %old, i64 1) #10
  store i64 %_6, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %old, ptr %0, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %1 = load i64, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = insertvalue { i64, i64 } poison, i64 %1, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h9e807346bff8aabdE"(ptr align 8 %self) unnamed_addr #0 {
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
  %_16 = getelementptr inbounds nuw %C64, ptr %ptr, i64 1
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

; <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h982d6eb3fb385daeE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_7 = icmp eq ptr %ptr, %end_or_len
  br i1 %_7, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_17 = getelementptr inbounds nuw %C64, ptr %ptr, i64 1
  store ptr %_17, ptr %self, align 8
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
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #1

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_sub_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_shr_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_shr_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #8

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @printf(ptr, ...) unnamed_addr #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #4

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nounwind nonlazybind uwtable
declare double @hypot(double, double) unnamed_addr #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_nounwind
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1, i64) unnamed_addr #6

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #9 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17h3d34b5379e4ef8c2E(ptr @_ZN14_05_printf_fft4main17h4143053414d2fb81E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nonlazybind "target-cpu"="x86-64" }
attributes #10 = { inlinehint nounwind }
attributes #11 = { noinline noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 15390182085143847}
