; ModuleID = '07_printf_nbody.553b07f6b57494b-cgu.0'
source_filename = "07_printf_nbody.553b07f6b57494b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Body = type { [3 x double], [3 x double], double }

@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_da75e79ea4900be5811e6318d0bc905d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00R\00\00\00\09\00\00\00" }>, align 8
@alloc_260f402c9bda02cd14b0548783dbb103 = private unnamed_addr constant [24 x i8] c"rust/07_printf_nbody.rs\00", align 1
@alloc_4a77bf1ddf61566f7252a8c23d976fb0 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00D\00\00\00\1C\00\00\00" }>, align 8
@alloc_f7aeebca0aee92e816f990684514dc05 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00D\00\00\00*\00\00\00" }>, align 8
@alloc_cd881d2ea12e11f83536b79b69c43a2c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00D\00\00\008\00\00\00" }>, align 8
@alloc_ccab9d088a95ba1f1dd48ac36720c643 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00D\00\00\00@\00\00\00" }>, align 8
@alloc_2676312a3143bfa7c8e33cb321318da7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00D\00\00\00\09\00\00\00" }>, align 8
@alloc_3a3774ff2d50bdf10462c3eb37aab1a2 = private unnamed_addr constant [22 x i8] c"initial energy %.10f\0A\00", align 1
@alloc_8861d7db857485032b6cfac8cd930beb = private unnamed_addr constant [34 x i8] c"relative energy drift < 1e-4: %d\0A\00", align 1
@alloc_0ce41768d32217bc984ee57d0ba51ddc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00e\00\00\00\0C\00\00\00" }>, align 8
@alloc_468c48b37f29aa5d186de6bdbaff183a = private unnamed_addr constant [34 x i8] c"lorenz t=%.2f (%.6f, %.6f, %.6f)\0A\00", align 1
@alloc_8e596fa42046ca54f3d566d6325ffaf6 = private unnamed_addr constant [32 x i8] c"body %d pos=(%.6f, %.6f, %.6f)\0A\00", align 1
@alloc_a6ed0148ccfcc5a676ef9e3749281e64 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00Y\00\00\00\0C\00\00\00" }>, align 8
@alloc_0b410d1420b69f186f37b287e7a7ad9d = private unnamed_addr constant [23 x i8] c"step %4d energy %.10f\0A\00", align 1
@alloc_e1bb133a32db749e6108940217316671 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00T\00\00\00)\00\00\00" }>, align 8
@alloc_fd40f8b21b24b315dd58eb6273aab79f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00T\00\00\00\15\00\00\00" }>, align 8
@alloc_bdf3294cfb1c3c952df655c85eca6114 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00R\00\00\00*\00\00\00" }>, align 8
@alloc_44645bd5d24966f2cd47f7904caa7df6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00R\00\00\00\19\00\00\00" }>, align 8
@alloc_e942876a013deeb9a16d16b40267b181 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\12\00\00\00\17\00\00\00" }>, align 8
@alloc_f9d21ba4bfd27f418dafaa573385facf = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\13\00\00\00\14\00\00\00" }>, align 8
@alloc_fa742c78b074b3450a9fa4ff7e3955e7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\14\00\00\00\12\00\00\00" }>, align 8
@alloc_a37ed4546c966c26545d006b94f6b2c4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\1A\00\00\00\12\00\00\00" }>, align 8
@alloc_a354b56b0df6b5f6c00e7b89f5dd392b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\1A\00\00\00\1E\00\00\00" }>, align 8
@alloc_15d61c608926e6e88f26b2f6a02bf4c8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\17\00\00\00\19\00\00\00" }>, align 8
@alloc_cc22c4d228cec255c6b01d5a04a3e3e5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\17\00\00\00'\00\00\00" }>, align 8
@alloc_a68ad29bd788de51d40b41b22a4ee068 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\12\00\00\00/\00\00\00" }>, align 8
@alloc_03f8543ae2e8756cbd5b46e8854fe6c3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\003\00\00\00!\00\00\00" }>, align 8
@alloc_c6e7323e27080f736879bb1b36105a60 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\003\00\00\00\0D\00\00\00" }>, align 8
@alloc_cdc9ab592341666037daaa60f4a8ded3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00\22\00\00\00\12\00\00\00" }>, align 8
@alloc_bebf2e406fd590576c8428667dfd11cc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00*\00\00\00\1D\00\00\00" }>, align 8
@alloc_961cf9f7ae40d4c824402c0ca1af6740 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00*\00\00\00(\00\00\00" }>, align 8
@alloc_58c2ff61e188bd82d42b95b955f55c62 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00,\00\00\00 \00\00\00" }>, align 8
@alloc_5bff977b6d27e70f1f3558683a46e546 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00,\00\00\00\11\00\00\00" }>, align 8
@alloc_97e03c599c23f5041572f7f36e7f35de = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00-\00\00\00 \00\00\00" }>, align 8
@alloc_03c07c8b1caeb8724c8eae653c09b66f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00-\00\00\00\11\00\00\00" }>, align 8
@alloc_fbb669cd493bac8a97bca276f0bbad2b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00&\00\00\00\18\00\00\00" }>, align 8
@alloc_6eba0faa55c32ab190cd725bd384f735 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00&\00\00\00&\00\00\00" }>, align 8
@alloc_1f2bebbf33587fda320b8478f85b6d09 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00&\00\00\00\11\00\00\00" }>, align 8
@alloc_e2823399fad5f261b8ff4bef205e8200 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00'\00\00\00\17\00\00\00" }>, align 8
@alloc_b809d39c05b6e9329f2fa00fa76f07d0 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_260f402c9bda02cd14b0548783dbb103, [16 x i8] c"\17\00\00\00\00\00\00\00'\00\00\00\1E\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h6dabad2c0db37ef4E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E" }>, align 8
@anon.4f8dec4386f46cd15a610cd08d50c5fe.0 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fa095685fa94ac7E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h9cba58ef7a3a2034E"(ptr %self.0, ptr %self.1, double %init) #9
  ret double %_0
}

; <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$9spec_next17h31f6aca946423fbeE"(ptr align 4 %self) unnamed_addr #1 {
start:
  %_6 = alloca [4 x i8], align 4
  %_0 = alloca [8 x i8], align 4
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %1 = load i8, ptr %0, align 4
  %_10 = trunc nuw i8 %1 to i1
  br i1 %_10, label %bb9, label %bb10

bb10:                                             ; preds = %start
  %_13 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_13, align 4
  %_0.i = icmp sle i32 %_3.i, %_4.i
  %_2 = xor i1 %_0.i, true
  br i1 %_2, label %bb1, label %bb2

bb9:                                              ; preds = %start
  br label %bb1

bb2:                                              ; preds = %bb10
  %_5 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i1 = load i32, ptr %self, align 4
  %_4.i2 = load i32, ptr %_5, align 4
  %_0.i3 = icmp slt i32 %_3.i1, %_4.i2
  br i1 %_0.i3, label %bb4, label %bb6

bb1:                                              ; preds = %bb9, %bb10
  store i32 0, ptr %_0, align 4
  br label %bb8

bb6:                                              ; preds = %bb2
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  store i8 1, ptr %2, align 4
  %3 = load i32, ptr %self, align 4
  store i32 %3, ptr %_6, align 4
  br label %bb7

bb4:                                              ; preds = %bb2
  %_8 = load i32, ptr %self, align 4
; call <i32 as core::iter::range::Step>::forward_unchecked
  %n = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17haa32b7bf4b85a988E"(i32 %_8, i64 1) #9
  %4 = load i32, ptr %self, align 4
  store i32 %4, ptr %_6, align 4
  store i32 %n, ptr %self, align 4
  br label %bb7

bb7:                                              ; preds = %bb4, %bb6
  %5 = load i32, ptr %_6, align 4
  %6 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %5, ptr %6, align 4
  store i32 1, ptr %_0, align 4
  br label %bb8

bb8:                                              ; preds = %bb1, %bb7
  %7 = load i32, ptr %_0, align 4
  %8 = getelementptr inbounds i8, ptr %_0, i64 4
  %9 = load i32, ptr %8, align 4
  %10 = insertvalue { i32, i32 } poison, i32 %7, 0
  %11 = insertvalue { i32, i32 } %10, i32 %9, 1
  ret { i32, i32 } %11
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hc3f194df0eef5b16E"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %self1 = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h277d9893e93d9303E"(ptr align 8 %self) #9
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
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_da75e79ea4900be5811e6318d0bc905d) #10
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

; _07_printf_nbody::rk4
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN16_07_printf_nbody3rk417hfa7aa537c1896723E(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %s, double %h) unnamed_addr #0 {
start:
  %0 = alloca [24 x i8], align 8
  %_23 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %r = alloca [24 x i8], align 8
  %_18 = alloca [56 x i8], align 8
  %_16 = alloca [24 x i8], align 8
  %k4 = alloca [24 x i8], align 8
  %_13 = alloca [56 x i8], align 8
  %_11 = alloca [24 x i8], align 8
  %k3 = alloca [24 x i8], align 8
  %_8 = alloca [56 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %k2 = alloca [24 x i8], align 8
  %k1 = alloca [24 x i8], align 8
  %_3 = alloca [0 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %s, i64 24, i1 false)
; call _07_printf_nbody::lorenz
  call void @_ZN16_07_printf_nbody6lorenz17h9a1b50958ca185caE(ptr sret([24 x i8]) align 8 %k1, ptr align 8 %0) #11
  %_9 = fdiv double %h, 2.000000e+00
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_8, ptr align 8 %s, i64 24, i1 false)
  %1 = getelementptr inbounds i8, ptr %_8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %k1, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_8, i64 48
  store double %_9, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_8, i64 24
  %4 = getelementptr inbounds i8, ptr %_8, i64 48
  %5 = load double, ptr %4, align 8
; call _07_printf_nbody::rk4::{{closure}}
  call void @"_ZN16_07_printf_nbody3rk428_$u7b$$u7b$closure$u7d$$u7d$17h9ed10e6ad8328b8dE"(ptr sret([24 x i8]) align 8 %_6, ptr align 1 %_3, ptr align 8 %_8, ptr align 8 %3, double %5) #9
; call _07_printf_nbody::lorenz
  call void @_ZN16_07_printf_nbody6lorenz17h9a1b50958ca185caE(ptr sret([24 x i8]) align 8 %k2, ptr align 8 %_6) #11
  %_14 = fdiv double %h, 2.000000e+00
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_13, ptr align 8 %s, i64 24, i1 false)
  %6 = getelementptr inbounds i8, ptr %_13, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %k2, i64 24, i1 false)
  %7 = getelementptr inbounds i8, ptr %_13, i64 48
  store double %_14, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_13, i64 24
  %9 = getelementptr inbounds i8, ptr %_13, i64 48
  %10 = load double, ptr %9, align 8
; call _07_printf_nbody::rk4::{{closure}}
  call void @"_ZN16_07_printf_nbody3rk428_$u7b$$u7b$closure$u7d$$u7d$17h9ed10e6ad8328b8dE"(ptr sret([24 x i8]) align 8 %_11, ptr align 1 %_3, ptr align 8 %_13, ptr align 8 %8, double %10) #9
; call _07_printf_nbody::lorenz
  call void @_ZN16_07_printf_nbody6lorenz17h9a1b50958ca185caE(ptr sret([24 x i8]) align 8 %k3, ptr align 8 %_11) #11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_18, ptr align 8 %s, i64 24, i1 false)
  %11 = getelementptr inbounds i8, ptr %_18, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %k3, i64 24, i1 false)
  %12 = getelementptr inbounds i8, ptr %_18, i64 48
  store double %h, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %_18, i64 24
  %14 = getelementptr inbounds i8, ptr %_18, i64 48
  %15 = load double, ptr %14, align 8
; call _07_printf_nbody::rk4::{{closure}}
  call void @"_ZN16_07_printf_nbody3rk428_$u7b$$u7b$closure$u7d$$u7d$17h9ed10e6ad8328b8dE"(ptr sret([24 x i8]) align 8 %_16, ptr align 1 %_3, ptr align 8 %_18, ptr align 8 %13, double %15) #9
; call _07_printf_nbody::lorenz
  call void @_ZN16_07_printf_nbody6lorenz17h9a1b50958ca185caE(ptr sret([24 x i8]) align 8 %k4, ptr align 8 %_16) #11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %r, ptr align 8 %s, i64 24, i1 false)
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %16 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_20.0 = extractvalue { i64, i64 } %16, 0
  %_20.1 = extractvalue { i64, i64 } %16, 1
  store i64 %_20.0, ptr %iter, align 8
  %17 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_20.1, ptr %17, align 8
  br label %bb9

bb9:                                              ; preds = %bb18, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %18 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter) #9
  %19 = extractvalue { i64, i64 } %18, 0
  %20 = extractvalue { i64, i64 } %18, 1
  store i64 %19, ptr %_23, align 8
  %21 = getelementptr inbounds i8, ptr %_23, i64 8
  store i64 %20, ptr %21, align 8
  %_25 = load i64, ptr %_23, align 8
  %22 = getelementptr inbounds i8, ptr %_23, i64 8
  %23 = load i64, ptr %22, align 8
  %24 = trunc nuw i64 %_25 to i1
  br i1 %24, label %bb12, label %bb13

bb12:                                             ; preds = %bb9
  %25 = getelementptr inbounds i8, ptr %_23, i64 8
  %i = load i64, ptr %25, align 8
  %_28 = fdiv double %h, 6.000000e+00
  %_33 = icmp ult i64 %i, 3
  br i1 %_33, label %bb14, label %panic

bb13:                                             ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %r, i64 24, i1 false)
  ret void

bb14:                                             ; preds = %bb12
  %26 = getelementptr inbounds nuw double, ptr %k1, i64 %i
  %_32 = load double, ptr %26, align 8
  %_36 = icmp ult i64 %i, 3
  br i1 %_36, label %bb15, label %panic1

panic:                                            ; preds = %bb12
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 3, ptr align 8 @alloc_4a77bf1ddf61566f7252a8c23d976fb0) #10
  unreachable

bb15:                                             ; preds = %bb14
  %27 = getelementptr inbounds nuw double, ptr %k2, i64 %i
  %_35 = load double, ptr %27, align 8
  %_34 = fmul double 2.000000e+00, %_35
  %_31 = fadd double %_32, %_34
  %_39 = icmp ult i64 %i, 3
  br i1 %_39, label %bb16, label %panic2

panic1:                                           ; preds = %bb14
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 3, ptr align 8 @alloc_f7aeebca0aee92e816f990684514dc05) #10
  unreachable

bb16:                                             ; preds = %bb15
  %28 = getelementptr inbounds nuw double, ptr %k3, i64 %i
  %_38 = load double, ptr %28, align 8
  %_37 = fmul double 2.000000e+00, %_38
  %_30 = fadd double %_31, %_37
  %_41 = icmp ult i64 %i, 3
  br i1 %_41, label %bb17, label %panic3

panic2:                                           ; preds = %bb15
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 3, ptr align 8 @alloc_cd881d2ea12e11f83536b79b69c43a2c) #10
  unreachable

bb17:                                             ; preds = %bb16
  %29 = getelementptr inbounds nuw double, ptr %k4, i64 %i
  %_40 = load double, ptr %29, align 8
  %_29 = fadd double %_30, %_40
  %_27 = fmul double %_28, %_29
  %_42 = icmp ult i64 %i, 3
  br i1 %_42, label %bb18, label %panic4

panic3:                                           ; preds = %bb16
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 3, ptr align 8 @alloc_ccab9d088a95ba1f1dd48ac36720c643) #10
  unreachable

bb18:                                             ; preds = %bb17
  %30 = getelementptr inbounds nuw double, ptr %r, i64 %i
  %31 = getelementptr inbounds nuw double, ptr %r, i64 %i
  %32 = load double, ptr %31, align 8
  %33 = fadd double %32, %_27
  store double %33, ptr %30, align 8
  br label %bb9

panic4:                                           ; preds = %bb17
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 3, ptr align 8 @alloc_2676312a3143bfa7c8e33cb321318da7) #10
  unreachable

bb11:                                             ; No predecessors!
  unreachable
}

; _07_printf_nbody::rk4::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN16_07_printf_nbody3rk428_$u7b$$u7b$closure$u7d$$u7d$17h9ed10e6ad8328b8dE"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %a, ptr align 8 %k, double %c) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds nuw double, ptr %a, i64 0
  %_6 = load double, ptr %0, align 8
  %1 = getelementptr inbounds nuw double, ptr %k, i64 0
  %_10 = load double, ptr %1, align 8
  %_9 = fmul double %c, %_10
  %_5 = fadd double %_6, %_9
  %2 = getelementptr inbounds nuw double, ptr %a, i64 1
  %_14 = load double, ptr %2, align 8
  %3 = getelementptr inbounds nuw double, ptr %k, i64 1
  %_18 = load double, ptr %3, align 8
  %_17 = fmul double %c, %_18
  %_13 = fadd double %_14, %_17
  %4 = getelementptr inbounds nuw double, ptr %a, i64 2
  %_22 = load double, ptr %4, align 8
  %5 = getelementptr inbounds nuw double, ptr %k, i64 2
  %_26 = load double, ptr %5, align 8
  %_25 = fmul double %c, %_26
  %_21 = fadd double %_22, %_25
  %6 = getelementptr inbounds nuw double, ptr %_0, i64 0
  store double %_5, ptr %6, align 8
  %7 = getelementptr inbounds nuw double, ptr %_0, i64 1
  store double %_13, ptr %7, align 8
  %8 = getelementptr inbounds nuw double, ptr %_0, i64 2
  store double %_21, ptr %8, align 8
  ret void
}

; _07_printf_nbody::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN16_07_printf_nbody4main17hd75456b0969577e0E() unnamed_addr #0 {
start:
  %_124 = alloca [24 x i8], align 8
  %_123 = alloca [24 x i8], align 8
  %_119 = alloca [8 x i8], align 4
  %iter5 = alloca [12 x i8], align 4
  %_117 = alloca [12 x i8], align 4
  %_116 = alloca [12 x i8], align 4
  %s = alloca [24 x i8], align 8
  %_85 = alloca [16 x i8], align 8
  %iter4 = alloca [24 x i8], align 8
  %_80 = alloca [24 x i8], align 8
  %_79 = alloca [24 x i8], align 8
  %_61 = alloca [8 x i8], align 4
  %iter3 = alloca [12 x i8], align 4
  %_59 = alloca [12 x i8], align 4
  %_58 = alloca [12 x i8], align 4
  %_39 = alloca [16 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %_27 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_20 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %p = alloca [24 x i8], align 8
  %_13 = alloca [24 x i8], align 8
  %_12 = alloca [24 x i8], align 8
  %_11 = alloca [56 x i8], align 8
  %_10 = alloca [24 x i8], align 8
  %_9 = alloca [24 x i8], align 8
  %_8 = alloca [56 x i8], align 8
  %_7 = alloca [24 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %_5 = alloca [56 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %_2 = alloca [56 x i8], align 8
  %bodies = alloca [224 x i8], align 8
  %0 = getelementptr inbounds nuw double, ptr %_3, i64 0
  store double 0.000000e+00, ptr %0, align 8
  %1 = getelementptr inbounds nuw double, ptr %_3, i64 1
  store double 0.000000e+00, ptr %1, align 8
  %2 = getelementptr inbounds nuw double, ptr %_3, i64 2
  store double 0.000000e+00, ptr %2, align 8
  %3 = getelementptr inbounds nuw double, ptr %_4, i64 0
  store double 0.000000e+00, ptr %3, align 8
  %4 = getelementptr inbounds nuw double, ptr %_4, i64 1
  store double 0.000000e+00, ptr %4, align 8
  %5 = getelementptr inbounds nuw double, ptr %_4, i64 2
  store double 0.000000e+00, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_2, ptr align 8 %_3, i64 24, i1 false)
  %6 = getelementptr inbounds i8, ptr %_2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_4, i64 24, i1 false)
  %7 = getelementptr inbounds i8, ptr %_2, i64 48
  store double 1.000000e+01, ptr %7, align 8
  %8 = getelementptr inbounds nuw double, ptr %_6, i64 0
  store double 1.000000e+00, ptr %8, align 8
  %9 = getelementptr inbounds nuw double, ptr %_6, i64 1
  store double 0.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %_6, i64 2
  store double 0.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds nuw double, ptr %_7, i64 0
  store double 0.000000e+00, ptr %11, align 8
  %12 = getelementptr inbounds nuw double, ptr %_7, i64 1
  store double 3.100000e+00, ptr %12, align 8
  %13 = getelementptr inbounds nuw double, ptr %_7, i64 2
  store double 1.000000e-01, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %_6, i64 24, i1 false)
  %14 = getelementptr inbounds i8, ptr %_5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %_7, i64 24, i1 false)
  %15 = getelementptr inbounds i8, ptr %_5, i64 48
  store double 1.000000e-02, ptr %15, align 8
  %16 = getelementptr inbounds nuw double, ptr %_9, i64 0
  store double 0.000000e+00, ptr %16, align 8
  %17 = getelementptr inbounds nuw double, ptr %_9, i64 1
  store double 2.000000e+00, ptr %17, align 8
  %18 = getelementptr inbounds nuw double, ptr %_9, i64 2
  store double 0.000000e+00, ptr %18, align 8
  %19 = getelementptr inbounds nuw double, ptr %_10, i64 0
  store double -2.200000e+00, ptr %19, align 8
  %20 = getelementptr inbounds nuw double, ptr %_10, i64 1
  store double 0.000000e+00, ptr %20, align 8
  %21 = getelementptr inbounds nuw double, ptr %_10, i64 2
  store double 0.000000e+00, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_8, ptr align 8 %_9, i64 24, i1 false)
  %22 = getelementptr inbounds i8, ptr %_8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %_10, i64 24, i1 false)
  %23 = getelementptr inbounds i8, ptr %_8, i64 48
  store double 2.000000e-02, ptr %23, align 8
  %24 = getelementptr inbounds nuw double, ptr %_12, i64 0
  store double -3.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds nuw double, ptr %_12, i64 1
  store double 0.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds nuw double, ptr %_12, i64 2
  store double 5.000000e-01, ptr %26, align 8
  %27 = getelementptr inbounds nuw double, ptr %_13, i64 0
  store double 0.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds nuw double, ptr %_13, i64 1
  store double -1.800000e+00, ptr %28, align 8
  %29 = getelementptr inbounds nuw double, ptr %_13, i64 2
  store double 0.000000e+00, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %_12, i64 24, i1 false)
  %30 = getelementptr inbounds i8, ptr %_11, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %_13, i64 24, i1 false)
  %31 = getelementptr inbounds i8, ptr %_11, i64 48
  store double 5.000000e-03, ptr %31, align 8
  %32 = getelementptr inbounds nuw %Body, ptr %bodies, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %_2, i64 56, i1 false)
  %33 = getelementptr inbounds nuw %Body, ptr %bodies, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %_5, i64 56, i1 false)
  %34 = getelementptr inbounds nuw %Body, ptr %bodies, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %_8, i64 56, i1 false)
  %35 = getelementptr inbounds nuw %Body, ptr %bodies, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %_11, i64 56, i1 false)
  %36 = getelementptr inbounds nuw double, ptr %p, i64 0
  %37 = getelementptr inbounds nuw double, ptr %p, i64 3
  br label %repeat_loop_header

repeat_loop_header:                               ; preds = %repeat_loop_body, %start
  %38 = phi ptr [ %36, %start ], [ %40, %repeat_loop_body ]
  %39 = icmp ne ptr %38, %37
  br i1 %39, label %repeat_loop_body, label %repeat_loop_next

repeat_loop_body:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %38, align 8
  %40 = getelementptr inbounds double, ptr %38, i64 1
  br label %repeat_loop_header

repeat_loop_next:                                 ; preds = %repeat_loop_header
; call core::slice::<impl [T]>::iter
  %41 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h79a9d6dfe9b68305E"(ptr align 8 %bodies, i64 4) #9
  %_16.0 = extractvalue { ptr, ptr } %41, 0
  %_16.1 = extractvalue { ptr, ptr } %41, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %42 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hdb110eefe5815887E"(ptr %_16.0, ptr %_16.1) #9
  %_15.0 = extractvalue { ptr, ptr } %42, 0
  %_15.1 = extractvalue { ptr, ptr } %42, 1
  store ptr %_15.0, ptr %iter, align 8
  %43 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_15.1, ptr %43, align 8
  br label %bb3

bb3:                                              ; preds = %bb9, %repeat_loop_next
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %44 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h277d9893e93d9303E"(ptr align 8 %iter) #9
  store ptr %44, ptr %_20, align 8
  %45 = load ptr, ptr %_20, align 8
  %46 = ptrtoint ptr %45 to i64
  %47 = icmp eq i64 %46, 0
  %_22 = select i1 %47, i64 0, i64 1
  %48 = trunc nuw i64 %_22 to i1
  br i1 %48, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %b10 = load ptr, ptr %_20, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %49 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_24.0 = extractvalue { i64, i64 } %49, 0
  %_24.1 = extractvalue { i64, i64 } %49, 1
  store i64 %_24.0, ptr %iter1, align 8
  %50 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_24.1, ptr %50, align 8
  br label %bb9

bb7:                                              ; preds = %bb3
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %51 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_36.0 = extractvalue { i64, i64 } %51, 0
  %_36.1 = extractvalue { i64, i64 } %51, 1
  store i64 %_36.0, ptr %iter2, align 8
  %52 = getelementptr inbounds i8, ptr %iter2, i64 8
  store i64 %_36.1, ptr %52, align 8
  br label %bb15

bb15:                                             ; preds = %bb22, %bb7
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %53 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter2) #9
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  store i64 %54, ptr %_39, align 8
  %56 = getelementptr inbounds i8, ptr %_39, i64 8
  store i64 %55, ptr %56, align 8
  %_41 = load i64, ptr %_39, align 8
  %57 = getelementptr inbounds i8, ptr %_39, i64 8
  %58 = load i64, ptr %57, align 8
  %59 = trunc nuw i64 %_41 to i1
  br i1 %59, label %bb17, label %bb18

bb17:                                             ; preds = %bb15
  %60 = getelementptr inbounds i8, ptr %_39, i64 8
  %k = load i64, ptr %60, align 8
  %_45 = icmp ult i64 %k, 3
  br i1 %_45, label %bb19, label %panic8

bb18:                                             ; preds = %bb15
; call _07_printf_nbody::energy
  %e0 = call double @_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E(ptr align 8 %bodies) #11
  %_54 = call i32 (ptr, ...) @printf(ptr @alloc_3a3774ff2d50bdf10462c3eb37aab1a2, double %e0) #11
; call core::ops::range::RangeInclusive<Idx>::new
  call void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17he8e5f8c230e69c50E"(ptr sret([12 x i8]) align 4 %_59, i32 1, i32 4000) #9
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbd0591a64563099cE"(ptr sret([12 x i8]) align 4 %_58, ptr align 4 %_59) #9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %iter3, ptr align 4 %_58, i64 12, i1 false)
  br label %bb28

bb28:                                             ; preds = %bb35, %bb34, %bb18
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::next
  %61 = call { i32, i32 } @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4next17h3b707be5dd435bb4E"(ptr align 4 %iter3) #9
  %62 = extractvalue { i32, i32 } %61, 0
  %63 = extractvalue { i32, i32 } %61, 1
  store i32 %62, ptr %_61, align 4
  %64 = getelementptr inbounds i8, ptr %_61, i64 4
  store i32 %63, ptr %64, align 4
  %65 = load i32, ptr %_61, align 4
  %66 = getelementptr inbounds i8, ptr %_61, i64 4
  %67 = load i32, ptr %66, align 4
  %_63 = zext i32 %65 to i64
  %68 = trunc nuw i64 %_63 to i1
  br i1 %68, label %bb30, label %bb31

bb30:                                             ; preds = %bb28
  %69 = getelementptr inbounds i8, ptr %_61, i64 4
  %step = load i32, ptr %69, align 4
; call _07_printf_nbody::advance
  call void @_ZN16_07_printf_nbody7advance17h64c2b447e445f905E(ptr align 8 %bodies, double 1.000000e-03) #11
  %_71 = icmp eq i32 %step, -2147483648
  %_72 = and i1 false, %_71
  br i1 %_72, label %panic7, label %bb34

bb31:                                             ; preds = %bb28
; call core::slice::<impl [T]>::iter
  %70 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h79a9d6dfe9b68305E"(ptr align 8 %bodies, i64 4) #9
  %_81.0 = extractvalue { ptr, ptr } %70, 0
  %_81.1 = extractvalue { ptr, ptr } %70, 1
; call core::iter::traits::iterator::Iterator::enumerate
  call void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h12e092544f3f7377E(ptr sret([24 x i8]) align 8 %_80, ptr %_81.0, ptr %_81.1) #9
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h16ea563b4c467965E"(ptr sret([24 x i8]) align 8 %_79, ptr align 8 %_80) #9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter4, ptr align 8 %_79, i64 24, i1 false)
  br label %bb41

bb41:                                             ; preds = %bb43, %bb31
; call <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
  %71 = call { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hc3f194df0eef5b16E"(ptr align 8 %iter4) #9
  %72 = extractvalue { i64, ptr } %71, 0
  %73 = extractvalue { i64, ptr } %71, 1
  store i64 %72, ptr %_85, align 8
  %74 = getelementptr inbounds i8, ptr %_85, i64 8
  store ptr %73, ptr %74, align 8
  %75 = load i64, ptr %_85, align 8
  %76 = getelementptr inbounds i8, ptr %_85, i64 8
  %77 = load ptr, ptr %76, align 8
  %78 = ptrtoint ptr %77 to i64
  %79 = icmp eq i64 %78, 0
  %_87 = select i1 %79, i64 0, i64 1
  %80 = trunc nuw i64 %_87 to i1
  br i1 %80, label %bb43, label %bb44

bb43:                                             ; preds = %bb41
  %i6 = load i64, ptr %_85, align 8
  %81 = getelementptr inbounds i8, ptr %_85, i64 8
  %b = load ptr, ptr %81, align 8
  %_94 = trunc i64 %i6 to i32
  %82 = getelementptr inbounds nuw double, ptr %b, i64 0
  %_95 = load double, ptr %82, align 8
  %83 = getelementptr inbounds nuw double, ptr %b, i64 1
  %_98 = load double, ptr %83, align 8
  %84 = getelementptr inbounds nuw double, ptr %b, i64 2
  %_101 = load double, ptr %84, align 8
  %_90 = call i32 (ptr, ...) @printf(ptr @alloc_8e596fa42046ca54f3d566d6325ffaf6, i32 %_94, double %_95, double %_98, double %_101) #11
  br label %bb41

bb44:                                             ; preds = %bb41
; call _07_printf_nbody::energy
  %_107 = call double @_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E(ptr align 8 %bodies) #11
  %_106 = fsub double %_107, %e0
  %_105 = fdiv double %_106, %e0
; call core::f64::<impl f64>::abs
  %drift = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h2a4de95418438113E"(double %_105) #9
  %_114 = fcmp olt double %drift, 1.000000e-04
  %_113 = zext i1 %_114 to i32
  %_109 = call i32 (ptr, ...) @printf(ptr @alloc_8861d7db857485032b6cfac8cd930beb, i32 %_113) #11
  %85 = getelementptr inbounds nuw double, ptr %s, i64 0
  store double 1.000000e+00, ptr %85, align 8
  %86 = getelementptr inbounds nuw double, ptr %s, i64 1
  store double 1.000000e+00, ptr %86, align 8
  %87 = getelementptr inbounds nuw double, ptr %s, i64 2
  store double 1.000000e+00, ptr %87, align 8
; call core::ops::range::RangeInclusive<Idx>::new
  call void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17he8e5f8c230e69c50E"(ptr sret([12 x i8]) align 4 %_117, i32 1, i32 300) #9
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbd0591a64563099cE"(ptr sret([12 x i8]) align 4 %_116, ptr align 4 %_117) #9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %iter5, ptr align 4 %_116, i64 12, i1 false)
  br label %bb55

bb55:                                             ; preds = %bb62, %bb61, %bb44
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::next
  %88 = call { i32, i32 } @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4next17h3b707be5dd435bb4E"(ptr align 4 %iter5) #9
  %89 = extractvalue { i32, i32 } %88, 0
  %90 = extractvalue { i32, i32 } %88, 1
  store i32 %89, ptr %_119, align 4
  %91 = getelementptr inbounds i8, ptr %_119, i64 4
  store i32 %90, ptr %91, align 4
  %92 = load i32, ptr %_119, align 4
  %93 = getelementptr inbounds i8, ptr %_119, i64 4
  %94 = load i32, ptr %93, align 4
  %_121 = zext i32 %92 to i64
  %95 = trunc nuw i64 %_121 to i1
  br i1 %95, label %bb57, label %bb58

bb57:                                             ; preds = %bb55
  %96 = getelementptr inbounds i8, ptr %_119, i64 4
  %i = load i32, ptr %96, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_124, ptr align 8 %s, i64 24, i1 false)
; call _07_printf_nbody::rk4
  call void @_ZN16_07_printf_nbody3rk417hfa7aa537c1896723E(ptr sret([24 x i8]) align 8 %_123, ptr align 8 %_124, double 5.000000e-03) #11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %s, ptr align 8 %_123, i64 24, i1 false)
  %_129 = icmp eq i32 %i, -2147483648
  %_130 = and i1 false, %_129
  br i1 %_130, label %panic, label %bb61

bb58:                                             ; preds = %bb55
  ret void

bb61:                                             ; preds = %bb57
  %_126 = srem i32 %i, 100
  %_125 = icmp eq i32 %_126, 0
  br i1 %_125, label %bb62, label %bb55

panic:                                            ; preds = %bb57
; call core::panicking::panic_const::panic_const_rem_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8 @alloc_0ce41768d32217bc984ee57d0ba51ddc) #10
  unreachable

bb62:                                             ; preds = %bb61
  %_136 = sitofp i32 %i to double
  %_135 = fmul double %_136, 5.000000e-03
  %97 = getelementptr inbounds nuw double, ptr %s, i64 0
  %_137 = load double, ptr %97, align 8
  %98 = getelementptr inbounds nuw double, ptr %s, i64 1
  %_140 = load double, ptr %98, align 8
  %99 = getelementptr inbounds nuw double, ptr %s, i64 2
  %_143 = load double, ptr %99, align 8
  %_131 = call i32 (ptr, ...) @printf(ptr @alloc_468c48b37f29aa5d186de6bdbaff183a, double %_135, double %_137, double %_140, double %_143) #11
  br label %bb55

bb34:                                             ; preds = %bb30
  %_68 = srem i32 %step, 1000
  %_67 = icmp eq i32 %_68, 0
  br i1 %_67, label %bb35, label %bb28

panic7:                                           ; preds = %bb30
; call core::panicking::panic_const::panic_const_rem_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8 @alloc_a6ed0148ccfcc5a676ef9e3749281e64) #10
  unreachable

bb35:                                             ; preds = %bb34
; call _07_printf_nbody::energy
  %_77 = call double @_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E(ptr align 8 %bodies) #11
  %_73 = call i32 (ptr, ...) @printf(ptr @alloc_0b410d1420b69f186f37b287e7a7ad9d, i32 %step, double %_77) #11
  br label %bb28

bb19:                                             ; preds = %bb17
  %100 = getelementptr inbounds nuw double, ptr %p, i64 %k
  %_44 = load double, ptr %100, align 8
  %101 = getelementptr inbounds nuw %Body, ptr %bodies, i64 0
  %102 = getelementptr inbounds i8, ptr %101, i64 48
  %_46 = load double, ptr %102, align 8
  %_43 = fdiv double %_44, %_46
  %_51 = icmp ult i64 %k, 3
  br i1 %_51, label %bb22, label %panic9

panic8:                                           ; preds = %bb17
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_e1bb133a32db749e6108940217316671) #10
  unreachable

bb22:                                             ; preds = %bb19
  %103 = getelementptr inbounds nuw %Body, ptr %bodies, i64 0
  %104 = getelementptr inbounds i8, ptr %103, i64 24
  %105 = getelementptr inbounds nuw double, ptr %104, i64 %k
  %106 = getelementptr inbounds nuw %Body, ptr %bodies, i64 0
  %107 = getelementptr inbounds i8, ptr %106, i64 24
  %108 = getelementptr inbounds nuw double, ptr %107, i64 %k
  %109 = load double, ptr %108, align 8
  %110 = fsub double %109, %_43
  store double %110, ptr %105, align 8
  br label %bb15

panic9:                                           ; preds = %bb19
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_fd40f8b21b24b315dd58eb6273aab79f) #10
  unreachable

bb9:                                              ; preds = %bb13, %bb6
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %111 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter1) #9
  %112 = extractvalue { i64, i64 } %111, 0
  %113 = extractvalue { i64, i64 } %111, 1
  store i64 %112, ptr %_27, align 8
  %114 = getelementptr inbounds i8, ptr %_27, i64 8
  store i64 %113, ptr %114, align 8
  %_29 = load i64, ptr %_27, align 8
  %115 = getelementptr inbounds i8, ptr %_27, i64 8
  %116 = load i64, ptr %115, align 8
  %117 = trunc nuw i64 %_29 to i1
  br i1 %117, label %bb11, label %bb3

bb11:                                             ; preds = %bb9
  %118 = getelementptr inbounds i8, ptr %_27, i64 8
  %k11 = load i64, ptr %118, align 8
  %119 = getelementptr inbounds i8, ptr %b10, i64 48
  %_32 = load double, ptr %119, align 8
  %_34 = icmp ult i64 %k11, 3
  br i1 %_34, label %bb12, label %panic12

bb12:                                             ; preds = %bb11
  %120 = getelementptr inbounds i8, ptr %b10, i64 24
  %121 = getelementptr inbounds nuw double, ptr %120, i64 %k11
  %_33 = load double, ptr %121, align 8
  %_31 = fmul double %_32, %_33
  %_35 = icmp ult i64 %k11, 3
  br i1 %_35, label %bb13, label %panic13

panic12:                                          ; preds = %bb11
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k11, i64 3, ptr align 8 @alloc_bdf3294cfb1c3c952df655c85eca6114) #10
  unreachable

bb13:                                             ; preds = %bb12
  %122 = getelementptr inbounds nuw double, ptr %p, i64 %k11
  %123 = getelementptr inbounds nuw double, ptr %p, i64 %k11
  %124 = load double, ptr %123, align 8
  %125 = fadd double %124, %_31
  store double %125, ptr %122, align 8
  br label %bb9

panic13:                                          ; preds = %bb12
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k11, i64 3, ptr align 8 @alloc_44645bd5d24966f2cd47f7904caa7df6) #10
  unreachable

bb5:                                              ; No predecessors!
  unreachable
}

; _07_printf_nbody::energy
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E(ptr align 8 %b) unnamed_addr #0 {
start:
  %_33 = alloca [16 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %d2 = alloca [8 x i8], align 8
  %_25 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_6 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %e = alloca [8 x i8], align 8
  store double 0.000000e+00, ptr %e, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 4) #9
  %_3.0 = extractvalue { i64, i64 } %0, 0
  %_3.1 = extractvalue { i64, i64 } %0, 1
  store i64 %_3.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_3.1, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %bb14, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter) #9
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %3, ptr %_6, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %4, ptr %5, align 8
  %_8 = load i64, ptr %_6, align 8
  %6 = getelementptr inbounds i8, ptr %_6, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_8 to i1
  br i1 %8, label %bb5, label %bb6

bb5:                                              ; preds = %bb2
  %9 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %9, align 8
  %_15 = icmp ult i64 %i, 4
  br i1 %_15, label %bb7, label %panic

bb6:                                              ; preds = %bb2
  %_0 = load double, ptr %e, align 8
  ret double %_0

bb7:                                              ; preds = %bb5
  %10 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %_14 = getelementptr inbounds i8, ptr %10, i64 24
; call core::slice::<impl [T]>::iter
  %11 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h70e26ede397632a9E"(ptr align 8 %_14, i64 3) #9
  %_12.0 = extractvalue { ptr, ptr } %11, 0
  %_12.1 = extractvalue { ptr, ptr } %11, 1
; call core::iter::traits::iterator::Iterator::map
  %12 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h4860ba46c3def4f5E(ptr %_12.0, ptr %_12.1) #9
  %_11.0 = extractvalue { ptr, ptr } %12, 0
  %_11.1 = extractvalue { ptr, ptr } %12, 1
; call core::iter::traits::iterator::Iterator::sum
  %v2 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h5df261b95c260352E(ptr %_11.0, ptr %_11.1) #11
  %_19 = icmp ult i64 %i, 4
  br i1 %_19, label %bb11, label %panic3

panic:                                            ; preds = %bb5
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_e942876a013deeb9a16d16b40267b181) #10
  unreachable

bb11:                                             ; preds = %bb7
  %13 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %14 = getelementptr inbounds i8, ptr %13, i64 48
  %_18 = load double, ptr %14, align 8
  %_17 = fmul double 5.000000e-01, %_18
  %_16 = fmul double %_17, %v2
  %15 = load double, ptr %e, align 8
  %16 = fadd double %15, %_16
  store double %16, ptr %e, align 8
  %_23.0 = add i64 %i, 1
  %_23.1 = icmp ult i64 %_23.0, %i
  br i1 %_23.1, label %panic4, label %bb12

panic3:                                           ; preds = %bb7
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_f9d21ba4bfd27f418dafaa573385facf) #10
  unreachable

bb12:                                             ; preds = %bb11
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %17 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 %_23.0, i64 4) #9
  %_20.0 = extractvalue { i64, i64 } %17, 0
  %_20.1 = extractvalue { i64, i64 } %17, 1
  store i64 %_20.0, ptr %iter1, align 8
  %18 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_20.1, ptr %18, align 8
  br label %bb14

panic4:                                           ; preds = %bb11
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_fa742c78b074b3450a9fa4ff7e3955e7) #10
  unreachable

bb14:                                             ; preds = %bb27, %bb12
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %19 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter1) #9
  %20 = extractvalue { i64, i64 } %19, 0
  %21 = extractvalue { i64, i64 } %19, 1
  store i64 %20, ptr %_25, align 8
  %22 = getelementptr inbounds i8, ptr %_25, i64 8
  store i64 %21, ptr %22, align 8
  %_27 = load i64, ptr %_25, align 8
  %23 = getelementptr inbounds i8, ptr %_25, i64 8
  %24 = load i64, ptr %23, align 8
  %25 = trunc nuw i64 %_27 to i1
  br i1 %25, label %bb16, label %bb2

bb16:                                             ; preds = %bb14
  %26 = getelementptr inbounds i8, ptr %_25, i64 8
  %j = load i64, ptr %26, align 8
  store double 0.000000e+00, ptr %d2, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %27 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_30.0 = extractvalue { i64, i64 } %27, 0
  %_30.1 = extractvalue { i64, i64 } %27, 1
  store i64 %_30.0, ptr %iter2, align 8
  %28 = getelementptr inbounds i8, ptr %iter2, i64 8
  store i64 %_30.1, ptr %28, align 8
  br label %bb18

bb18:                                             ; preds = %bb25, %bb16
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %29 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter2) #9
  %30 = extractvalue { i64, i64 } %29, 0
  %31 = extractvalue { i64, i64 } %29, 1
  store i64 %30, ptr %_33, align 8
  %32 = getelementptr inbounds i8, ptr %_33, i64 8
  store i64 %31, ptr %32, align 8
  %_35 = load i64, ptr %_33, align 8
  %33 = getelementptr inbounds i8, ptr %_33, i64 8
  %34 = load i64, ptr %33, align 8
  %35 = trunc nuw i64 %_35 to i1
  br i1 %35, label %bb20, label %bb21

bb20:                                             ; preds = %bb18
  %36 = getelementptr inbounds i8, ptr %_33, i64 8
  %k = load i64, ptr %36, align 8
  %_39 = icmp ult i64 %i, 4
  br i1 %_39, label %bb22, label %panic7

bb21:                                             ; preds = %bb18
  %_48 = icmp ult i64 %i, 4
  br i1 %_48, label %bb26, label %panic5

bb26:                                             ; preds = %bb21
  %37 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %38 = getelementptr inbounds i8, ptr %37, i64 48
  %_47 = load double, ptr %38, align 8
  %_50 = icmp ult i64 %j, 4
  br i1 %_50, label %bb27, label %panic6

panic5:                                           ; preds = %bb21
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_a37ed4546c966c26545d006b94f6b2c4) #10
  unreachable

bb27:                                             ; preds = %bb26
  %39 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %40 = getelementptr inbounds i8, ptr %39, i64 48
  %_49 = load double, ptr %40, align 8
  %_46 = fmul double %_47, %_49
  %_52 = load double, ptr %d2, align 8
; call std::f64::<impl f64>::sqrt
  %_51 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h71d00a22344590bbE"(double %_52) #9
  %_45 = fdiv double %_46, %_51
  %41 = load double, ptr %e, align 8
  %42 = fsub double %41, %_45
  store double %42, ptr %e, align 8
  br label %bb14

panic6:                                           ; preds = %bb26
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 4, ptr align 8 @alloc_a354b56b0df6b5f6c00e7b89f5dd392b) #10
  unreachable

bb22:                                             ; preds = %bb20
  %_40 = icmp ult i64 %k, 3
  br i1 %_40, label %bb23, label %panic8

panic7:                                           ; preds = %bb20
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_15d61c608926e6e88f26b2f6a02bf4c8) #10
  unreachable

bb23:                                             ; preds = %bb22
  %43 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %44 = getelementptr inbounds nuw double, ptr %43, i64 %k
  %_38 = load double, ptr %44, align 8
  %_42 = icmp ult i64 %j, 4
  br i1 %_42, label %bb24, label %panic9

panic8:                                           ; preds = %bb22
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_15d61c608926e6e88f26b2f6a02bf4c8) #10
  unreachable

bb24:                                             ; preds = %bb23
  %_43 = icmp ult i64 %k, 3
  br i1 %_43, label %bb25, label %panic10

panic9:                                           ; preds = %bb23
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 4, ptr align 8 @alloc_cc22c4d228cec255c6b01d5a04a3e3e5) #10
  unreachable

bb25:                                             ; preds = %bb24
  %45 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %46 = getelementptr inbounds nuw double, ptr %45, i64 %k
  %_41 = load double, ptr %46, align 8
  %d = fsub double %_38, %_41
  %_44 = fmul double %d, %d
  %47 = load double, ptr %d2, align 8
  %48 = fadd double %47, %_44
  store double %48, ptr %d2, align 8
  br label %bb18

panic10:                                          ; preds = %bb24
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_cc22c4d228cec255c6b01d5a04a3e3e5) #10
  unreachable

bb4:                                              ; No predecessors!
  unreachable
}

; _07_printf_nbody::energy::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE"(ptr align 1 %_1, ptr align 8 %v) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h26a50722ca6c4d1bE"(ptr align 8 %v, ptr align 8 %v, ptr align 8 @alloc_a68ad29bd788de51d40b41b22a4ee068) #9
  ret double %_0
}

; _07_printf_nbody::lorenz
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN16_07_printf_nbody6lorenz17h9a1b50958ca185caE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %s) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw double, ptr %s, i64 1
  %_4 = load double, ptr %0, align 8
  %1 = getelementptr inbounds nuw double, ptr %s, i64 0
  %_7 = load double, ptr %1, align 8
  %_3 = fsub double %_4, %_7
  %_2 = fmul double 1.000000e+01, %_3
  %2 = getelementptr inbounds nuw double, ptr %s, i64 0
  %_12 = load double, ptr %2, align 8
  %3 = getelementptr inbounds nuw double, ptr %s, i64 2
  %_16 = load double, ptr %3, align 8
  %_15 = fsub double 2.800000e+01, %_16
  %_11 = fmul double %_12, %_15
  %4 = getelementptr inbounds nuw double, ptr %s, i64 1
  %_19 = load double, ptr %4, align 8
  %_10 = fsub double %_11, %_19
  %5 = getelementptr inbounds nuw double, ptr %s, i64 0
  %_24 = load double, ptr %5, align 8
  %6 = getelementptr inbounds nuw double, ptr %s, i64 1
  %_27 = load double, ptr %6, align 8
  %_23 = fmul double %_24, %_27
  %7 = getelementptr inbounds nuw double, ptr %s, i64 2
  %_32 = load double, ptr %7, align 8
  %_30 = fmul double 0x4005555555555555, %_32
  %_22 = fsub double %_23, %_30
  %8 = getelementptr inbounds nuw double, ptr %_0, i64 0
  store double %_2, ptr %8, align 8
  %9 = getelementptr inbounds nuw double, ptr %_0, i64 1
  store double %_10, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %_0, i64 2
  store double %_22, ptr %10, align 8
  ret void
}

; _07_printf_nbody::advance
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN16_07_printf_nbody7advance17h64c2b447e445f905E(ptr align 8 %b, double %dt) unnamed_addr #0 {
start:
  %_82 = alloca [16 x i8], align 8
  %iter5 = alloca [16 x i8], align 8
  %_75 = alloca [8 x i8], align 8
  %iter4 = alloca [16 x i8], align 8
  %_55 = alloca [16 x i8], align 8
  %iter3 = alloca [16 x i8], align 8
  %_24 = alloca [16 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %d2 = alloca [8 x i8], align 8
  %d = alloca [24 x i8], align 8
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_6 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 4) #9
  %_3.0 = extractvalue { i64, i64 } %0, 0
  %_3.1 = extractvalue { i64, i64 } %0, 1
  store i64 %_3.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_3.1, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %bb9, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter) #9
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %3, ptr %_6, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %4, ptr %5, align 8
  %_8 = load i64, ptr %_6, align 8
  %6 = getelementptr inbounds i8, ptr %_6, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_8 to i1
  br i1 %8, label %bb5, label %bb6

bb5:                                              ; preds = %bb2
  %9 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %9, align 8
  %_13.0 = add i64 %i, 1
  %_13.1 = icmp ult i64 %_13.0, %i
  br i1 %_13.1, label %panic7, label %bb7

bb6:                                              ; preds = %bb2
; call core::slice::<impl [T]>::iter_mut
  %10 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17habaeb84ba1b69e39E"(ptr align 8 %b, i64 4) #9
  %_72.0 = extractvalue { ptr, ptr } %10, 0
  %_72.1 = extractvalue { ptr, ptr } %10, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %11 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5e48d721b4585ae9E"(ptr %_72.0, ptr %_72.1) #9
  %_71.0 = extractvalue { ptr, ptr } %11, 0
  %_71.1 = extractvalue { ptr, ptr } %11, 1
  store ptr %_71.0, ptr %iter4, align 8
  %12 = getelementptr inbounds i8, ptr %iter4, i64 8
  store ptr %_71.1, ptr %12, align 8
  br label %bb39

bb39:                                             ; preds = %bb44, %bb6
; call <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %13 = call align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he511b022e924db03E"(ptr align 8 %iter4) #9
  store ptr %13, ptr %_75, align 8
  %14 = load ptr, ptr %_75, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = icmp eq i64 %15, 0
  %_77 = select i1 %16, i64 0, i64 1
  %17 = trunc nuw i64 %_77 to i1
  br i1 %17, label %bb41, label %bb42

bb41:                                             ; preds = %bb39
  %body = load ptr, ptr %_75, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %18 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_79.0 = extractvalue { i64, i64 } %18, 0
  %_79.1 = extractvalue { i64, i64 } %18, 1
  store i64 %_79.0, ptr %iter5, align 8
  %19 = getelementptr inbounds i8, ptr %iter5, i64 8
  store i64 %_79.1, ptr %19, align 8
  br label %bb44

bb42:                                             ; preds = %bb39
  ret void

bb44:                                             ; preds = %bb48, %bb41
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %20 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter5) #9
  %21 = extractvalue { i64, i64 } %20, 0
  %22 = extractvalue { i64, i64 } %20, 1
  store i64 %21, ptr %_82, align 8
  %23 = getelementptr inbounds i8, ptr %_82, i64 8
  store i64 %22, ptr %23, align 8
  %_84 = load i64, ptr %_82, align 8
  %24 = getelementptr inbounds i8, ptr %_82, i64 8
  %25 = load i64, ptr %24, align 8
  %26 = trunc nuw i64 %_84 to i1
  br i1 %26, label %bb46, label %bb39

bb46:                                             ; preds = %bb44
  %27 = getelementptr inbounds i8, ptr %_82, i64 8
  %k = load i64, ptr %27, align 8
  %_88 = icmp ult i64 %k, 3
  br i1 %_88, label %bb47, label %panic

bb47:                                             ; preds = %bb46
  %28 = getelementptr inbounds i8, ptr %body, i64 24
  %29 = getelementptr inbounds nuw double, ptr %28, i64 %k
  %_87 = load double, ptr %29, align 8
  %_86 = fmul double %dt, %_87
  %_89 = icmp ult i64 %k, 3
  br i1 %_89, label %bb48, label %panic6

panic:                                            ; preds = %bb46
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_03f8543ae2e8756cbd5b46e8854fe6c3) #10
  unreachable

bb48:                                             ; preds = %bb47
  %30 = getelementptr inbounds nuw double, ptr %body, i64 %k
  %31 = getelementptr inbounds nuw double, ptr %body, i64 %k
  %32 = load double, ptr %31, align 8
  %33 = fadd double %32, %_86
  store double %33, ptr %30, align 8
  br label %bb44

panic6:                                           ; preds = %bb47
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k, i64 3, ptr align 8 @alloc_c6e7323e27080f736879bb1b36105a60) #10
  unreachable

bb7:                                              ; preds = %bb5
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %34 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 %_13.0, i64 4) #9
  %_10.0 = extractvalue { i64, i64 } %34, 0
  %_10.1 = extractvalue { i64, i64 } %34, 1
  store i64 %_10.0, ptr %iter1, align 8
  %35 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_10.1, ptr %35, align 8
  br label %bb9

panic7:                                           ; preds = %bb5
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_cdc9ab592341666037daaa60f4a8ded3) #10
  unreachable

bb9:                                              ; preds = %bb28, %bb7
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %36 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter1) #9
  %37 = extractvalue { i64, i64 } %36, 0
  %38 = extractvalue { i64, i64 } %36, 1
  store i64 %37, ptr %_15, align 8
  %39 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %38, ptr %39, align 8
  %_17 = load i64, ptr %_15, align 8
  %40 = getelementptr inbounds i8, ptr %_15, i64 8
  %41 = load i64, ptr %40, align 8
  %42 = trunc nuw i64 %_17 to i1
  br i1 %42, label %bb11, label %bb2

bb11:                                             ; preds = %bb9
  %43 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %43, align 8
  %44 = getelementptr inbounds nuw double, ptr %d, i64 0
  %45 = getelementptr inbounds nuw double, ptr %d, i64 3
  br label %repeat_loop_header

repeat_loop_header:                               ; preds = %repeat_loop_body, %bb11
  %46 = phi ptr [ %44, %bb11 ], [ %48, %repeat_loop_body ]
  %47 = icmp ne ptr %46, %45
  br i1 %47, label %repeat_loop_body, label %repeat_loop_next

repeat_loop_body:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %46, align 8
  %48 = getelementptr inbounds double, ptr %46, i64 1
  br label %repeat_loop_header

repeat_loop_next:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %d2, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %49 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_21.0 = extractvalue { i64, i64 } %49, 0
  %_21.1 = extractvalue { i64, i64 } %49, 1
  store i64 %_21.0, ptr %iter2, align 8
  %50 = getelementptr inbounds i8, ptr %iter2, i64 8
  store i64 %_21.1, ptr %50, align 8
  br label %bb13

bb13:                                             ; preds = %bb23, %repeat_loop_next
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %51 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter2) #9
  %52 = extractvalue { i64, i64 } %51, 0
  %53 = extractvalue { i64, i64 } %51, 1
  store i64 %52, ptr %_24, align 8
  %54 = getelementptr inbounds i8, ptr %_24, i64 8
  store i64 %53, ptr %54, align 8
  %_26 = load i64, ptr %_24, align 8
  %55 = getelementptr inbounds i8, ptr %_24, i64 8
  %56 = load i64, ptr %55, align 8
  %57 = trunc nuw i64 %_26 to i1
  br i1 %57, label %bb15, label %bb16

bb15:                                             ; preds = %bb13
  %58 = getelementptr inbounds i8, ptr %_24, i64 8
  %k17 = load i64, ptr %58, align 8
  %_29 = icmp ult i64 %i, 4
  br i1 %_29, label %bb17, label %panic18

bb16:                                             ; preds = %bb13
  %_42 = load double, ptr %d2, align 8
  %_44 = load double, ptr %d2, align 8
; call std::f64::<impl f64>::sqrt
  %_43 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h71d00a22344590bbE"(double %_44) #9
  %_41 = fmul double %_42, %_43
  %mag = fdiv double %dt, %_41
  %_49 = icmp ult i64 %i, 4
  br i1 %_49, label %bb25, label %panic8

bb25:                                             ; preds = %bb16
  %59 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %60 = getelementptr inbounds i8, ptr %59, i64 48
  %_48 = load double, ptr %60, align 8
  %_51 = icmp ult i64 %j, 4
  br i1 %_51, label %bb26, label %panic9

panic8:                                           ; preds = %bb16
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_bebf2e406fd590576c8428667dfd11cc) #10
  unreachable

bb26:                                             ; preds = %bb25
  %61 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %62 = getelementptr inbounds i8, ptr %61, i64 48
  %_50 = load double, ptr %62, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %63 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 0, i64 3) #9
  %_52.0 = extractvalue { i64, i64 } %63, 0
  %_52.1 = extractvalue { i64, i64 } %63, 1
  store i64 %_52.0, ptr %iter3, align 8
  %64 = getelementptr inbounds i8, ptr %iter3, i64 8
  store i64 %_52.1, ptr %64, align 8
  br label %bb28

panic9:                                           ; preds = %bb25
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 4, ptr align 8 @alloc_961cf9f7ae40d4c824402c0ca1af6740) #10
  unreachable

bb28:                                             ; preds = %bb36, %bb26
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %65 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %iter3) #9
  %66 = extractvalue { i64, i64 } %65, 0
  %67 = extractvalue { i64, i64 } %65, 1
  store i64 %66, ptr %_55, align 8
  %68 = getelementptr inbounds i8, ptr %_55, i64 8
  store i64 %67, ptr %68, align 8
  %_57 = load i64, ptr %_55, align 8
  %69 = getelementptr inbounds i8, ptr %_55, i64 8
  %70 = load i64, ptr %69, align 8
  %71 = trunc nuw i64 %_57 to i1
  br i1 %71, label %bb30, label %bb9

bb30:                                             ; preds = %bb28
  %72 = getelementptr inbounds i8, ptr %_55, i64 8
  %k10 = load i64, ptr %72, align 8
  %_62 = icmp ult i64 %k10, 3
  br i1 %_62, label %bb31, label %panic11

bb31:                                             ; preds = %bb30
  %73 = getelementptr inbounds nuw double, ptr %d, i64 %k10
  %_61 = load double, ptr %73, align 8
  %_60 = fmul double %_61, %_50
  %_59 = fmul double %_60, %mag
  %_63 = icmp ult i64 %i, 4
  br i1 %_63, label %bb32, label %panic12

panic11:                                          ; preds = %bb30
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k10, i64 3, ptr align 8 @alloc_58c2ff61e188bd82d42b95b955f55c62) #10
  unreachable

bb32:                                             ; preds = %bb31
  %_64 = icmp ult i64 %k10, 3
  br i1 %_64, label %bb33, label %panic13

panic12:                                          ; preds = %bb31
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_5bff977b6d27e70f1f3558683a46e546) #10
  unreachable

bb33:                                             ; preds = %bb32
  %74 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = getelementptr inbounds nuw double, ptr %75, i64 %k10
  %77 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %78 = getelementptr inbounds i8, ptr %77, i64 24
  %79 = getelementptr inbounds nuw double, ptr %78, i64 %k10
  %80 = load double, ptr %79, align 8
  %81 = fsub double %80, %_59
  store double %81, ptr %76, align 8
  %_68 = icmp ult i64 %k10, 3
  br i1 %_68, label %bb34, label %panic14

panic13:                                          ; preds = %bb32
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k10, i64 3, ptr align 8 @alloc_5bff977b6d27e70f1f3558683a46e546) #10
  unreachable

bb34:                                             ; preds = %bb33
  %82 = getelementptr inbounds nuw double, ptr %d, i64 %k10
  %_67 = load double, ptr %82, align 8
  %_66 = fmul double %_67, %_48
  %_65 = fmul double %_66, %mag
  %_69 = icmp ult i64 %j, 4
  br i1 %_69, label %bb35, label %panic15

panic14:                                          ; preds = %bb33
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k10, i64 3, ptr align 8 @alloc_97e03c599c23f5041572f7f36e7f35de) #10
  unreachable

bb35:                                             ; preds = %bb34
  %_70 = icmp ult i64 %k10, 3
  br i1 %_70, label %bb36, label %panic16

panic15:                                          ; preds = %bb34
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 4, ptr align 8 @alloc_03c07c8b1caeb8724c8eae653c09b66f) #10
  unreachable

bb36:                                             ; preds = %bb35
  %83 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = getelementptr inbounds nuw double, ptr %84, i64 %k10
  %86 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = getelementptr inbounds nuw double, ptr %87, i64 %k10
  %89 = load double, ptr %88, align 8
  %90 = fadd double %89, %_65
  store double %90, ptr %85, align 8
  br label %bb28

panic16:                                          ; preds = %bb35
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k10, i64 3, ptr align 8 @alloc_03c07c8b1caeb8724c8eae653c09b66f) #10
  unreachable

bb17:                                             ; preds = %bb15
  %_30 = icmp ult i64 %k17, 3
  br i1 %_30, label %bb18, label %panic19

panic18:                                          ; preds = %bb15
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 4, ptr align 8 @alloc_fbb669cd493bac8a97bca276f0bbad2b) #10
  unreachable

bb18:                                             ; preds = %bb17
  %91 = getelementptr inbounds nuw %Body, ptr %b, i64 %i
  %92 = getelementptr inbounds nuw double, ptr %91, i64 %k17
  %_28 = load double, ptr %92, align 8
  %_32 = icmp ult i64 %j, 4
  br i1 %_32, label %bb19, label %panic20

panic19:                                          ; preds = %bb17
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k17, i64 3, ptr align 8 @alloc_fbb669cd493bac8a97bca276f0bbad2b) #10
  unreachable

bb19:                                             ; preds = %bb18
  %_33 = icmp ult i64 %k17, 3
  br i1 %_33, label %bb20, label %panic21

panic20:                                          ; preds = %bb18
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 4, ptr align 8 @alloc_6eba0faa55c32ab190cd725bd384f735) #10
  unreachable

bb20:                                             ; preds = %bb19
  %93 = getelementptr inbounds nuw %Body, ptr %b, i64 %j
  %94 = getelementptr inbounds nuw double, ptr %93, i64 %k17
  %_31 = load double, ptr %94, align 8
  %_34 = icmp ult i64 %k17, 3
  br i1 %_34, label %bb21, label %panic22

panic21:                                          ; preds = %bb19
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k17, i64 3, ptr align 8 @alloc_6eba0faa55c32ab190cd725bd384f735) #10
  unreachable

bb21:                                             ; preds = %bb20
  %95 = getelementptr inbounds nuw double, ptr %d, i64 %k17
  %96 = fsub double %_28, %_31
  store double %96, ptr %95, align 8
  %_37 = icmp ult i64 %k17, 3
  br i1 %_37, label %bb22, label %panic23

panic22:                                          ; preds = %bb20
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k17, i64 3, ptr align 8 @alloc_1f2bebbf33587fda320b8478f85b6d09) #10
  unreachable

bb22:                                             ; preds = %bb21
  %97 = getelementptr inbounds nuw double, ptr %d, i64 %k17
  %_36 = load double, ptr %97, align 8
  %_39 = icmp ult i64 %k17, 3
  br i1 %_39, label %bb23, label %panic24

panic23:                                          ; preds = %bb21
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k17, i64 3, ptr align 8 @alloc_e2823399fad5f261b8ff4bef205e8200) #10
  unreachable

bb23:                                             ; preds = %bb22
  %98 = getelementptr inbounds nuw double, ptr %d, i64 %k17
  %_38 = load double, ptr %98, align 8
  %_35 = fmul double %_36, %_38
  %99 = load double, ptr %d2, align 8
  %100 = fadd double %99, %_35
  store double %100, ptr %d2, align 8
  br label %bb13

panic24:                                          ; preds = %bb22
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %k17, i64 3, ptr align 8 @alloc_b809d39c05b6e9329f2fa00fa76f07d0) #10
  unreachable

bb4:                                              ; No predecessors!
  unreachable
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17h8bef39491e53e824E(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #11
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h7bad2dc5ed00deebE(ptr %_4) #12
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h57ccd496f1823447E"() #9
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h71d00a22344590bbE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h7bad2dc5ed00deebE(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17h5e3052415a40f41cE(ptr %f) #9
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <i32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17haa32b7bf4b85a988E"(i32 %start1, i64 %n) unnamed_addr #1 {
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
  %3 = load i32, ptr @anon.4f8dec4386f46cd15a610cd08d50c5fe.0, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.4f8dec4386f46cd15a610cd08d50c5fe.0, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17h64598d5775af1867E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #9
  unreachable
}

; <&f64 as core::ops::arith::Mul>::mul
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h26a50722ca6c4d1bE"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fmul double %_3, %_4
  ret double %_0
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h08015d1a67883676E"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h7d4ab169feb2a8c0E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #9
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17h40178bb9c7385806E() unnamed_addr #3 {
start:
  ret void
}

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h2a4de95418438113E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h7d4ab169feb2a8c0E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #10
  unreachable
}

; core::ops::range::RangeInclusive<Idx>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17he8e5f8c230e69c50E"(ptr sret([12 x i8]) align 4 %_0, i32 %start1, i32 %end) unnamed_addr #1 {
start:
  store i32 %start1, ptr %_0, align 4
  %0 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %end, ptr %0, align 4
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store i8 0, ptr %1, align 4
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h6dabad2c0db37ef4E"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17h4d750190dcb9656eE(ptr %0) #9
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17h4d750190dcb9656eE(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E"(ptr align 8 %_1) #9
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h5e3052415a40f41cE(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #11
  ret void
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha37b77b33293a91dE"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #10
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::hint::unreachable_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17h64598d5775af1867E(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #10
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfdc181a5f04fcbd9E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h646ab1422aaeb19dE"(ptr align 8 %self) #9
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4next17h3b707be5dd435bb4E"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$9spec_next17h31f6aca946423fbeE"(ptr align 4 %self) #9
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h4860ba46c3def4f5E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h5df261b95c260352E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd39e882541349c60E"(ptr %self.0, ptr %self.1) #11
  ret double %_0
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h12e092544f3f7377E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _07_printf_nbody::energy::{{closure}}
  %_7 = call double @"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE"(ptr align 1 %_1, ptr align 8 %elt) #9
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h1a04f2cd8db7f3e7E"(ptr align 1 %_1, double %acc, double %_7) #9
  br label %bb2

bb2:                                              ; preds = %bb1
  ret double %_0

bb5:                                              ; No predecessors!
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = insertvalue { ptr, i32 } poison, ptr %3, 0
  %7 = insertvalue { ptr, i32 } %6, i32 %5, 1
  resume { ptr, i32 } %7

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h70e26ede397632a9E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hc890a45580d6d335E"(ptr align 8 %self.0, i64 %self.1) #9
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h79a9d6dfe9b68305E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hbc9ce8721dc69961E"(ptr align 8 %self.0, i64 %self.1) #9
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17habaeb84ba1b69e39E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::IterMut<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hb18e163ed20a0ea6E"(ptr align 8 %self.0, i64 %self.1) #9
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hbc9ce8721dc69961E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw %Body, ptr %slice.0, i64 %slice.1
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hc890a45580d6d335E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
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
define internal { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hb18e163ed20a0ea6E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw %Body, ptr %slice.0, i64 %slice.1
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

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h57ccd496f1823447E"() unnamed_addr #1 {
start:
  ret i8 0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd39e882541349c60E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fa095685fa94ac7E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #11
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h1a04f2cd8db7f3e7E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h16ea563b4c467965E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5e48d721b4585ae9E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha6d14c33e6167464E"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbd0591a64563099cE"(ptr sret([12 x i8]) align 4 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_0, ptr align 4 %self, i64 12, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hdb110eefe5815887E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h646ab1422aaeb19dE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h08015d1a67883676E"(i64 %old, i64 1) #9
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h9cba58ef7a3a2034E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1
  %2 = zext i1 %1 to i8
  store i8 %2, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha37b77b33293a91dE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #9
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 8
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE"(ptr align 1 %f, double %_21, ptr align 8 %_45) #9
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h7d4ab169feb2a8c0E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #9
  br label %bb27

bb27:                                             ; preds = %bb26
  %10 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %10, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %11 = load double, ptr %acc, align 8
  store double %11, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %12 = load double, ptr %_0, align 8
  ret double %12

bb16:                                             ; No predecessors!
  %13 = load i8, ptr %_31, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %15 = load i8, ptr %_32, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h277d9893e93d9303E"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw %Body, ptr %ptr, i64 1
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
define internal align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he511b022e924db03E"(ptr align 8 %self) unnamed_addr #1 {
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
  %_17 = getelementptr inbounds nuw %Body, ptr %ptr, i64 1
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

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @printf(ptr, ...) unnamed_addr #0

; core::panicking::panic_const::panic_const_rem_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8) unnamed_addr #4

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #4

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #4

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #8 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17h8bef39491e53e824E(ptr @_ZN16_07_printf_nbody4main17hd75456b0969577e0E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nonlazybind "target-cpu"="x86-64" }
attributes #9 = { inlinehint nounwind }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 15012542790587825}
