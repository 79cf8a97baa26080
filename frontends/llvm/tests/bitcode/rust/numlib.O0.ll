; ModuleID = 'numlib.3c82dec8f3f8c113-cgu.0'
source_filename = "numlib.3c82dec8f3f8c113-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_a6e8913658d98d0dbd0444b57ddfd811 = private unnamed_addr constant [27 x i8] c"chunk size must be non-zero", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_85e74be42ba0951b09f45706d460b91a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00<\07\00\00\13\00\00\00" }>, align 8
@alloc_42f7df3295c087fcc645c3ecb6dc39c2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00?\07\00\00)\00\00\00" }>, align 8
@alloc_8d4a1773e12407e94bdf7053c711876c = private unnamed_addr constant [217 x i8] c"unsafe precondition(s) violated: slice::split_at_unchecked requires the index to be within the slice\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@anon.1f7c9ef8473069a889942b959f50bf8e.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_91c74303079502ec2def021907035619 = private unnamed_addr constant [78 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/mod.rs\00", align 1
@alloc_83fd111bb7600a90cbb3b10e2b08ff6e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00m\08\00\00 \00\00\00" }>, align 8
@alloc_d9625f1f29945e1421047eab465b7674 = private unnamed_addr constant [10 x i8] c"numlib.rs\00", align 1
@alloc_ef08fd50d8500056a8a15a3d9a4d82cb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\13\00\00\00\16\00\00\00" }>, align 8
@alloc_bf042a8ff8e9a8b1ce521f1999a07b37 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\07\00\00\005\00\00\00" }>, align 8
@alloc_c7cc49d98afa817146718e2f6c36a91a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\07\00\00\00\16\00\00\00" }>, align 8
@alloc_e59405a5160c0d309a14aa3b5f926fa2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\09\00\00\00\10\00\00\00" }>, align 8
@alloc_9952813e63b21c93bbfdc20d5944cc39 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\0A\00\00\00\17\00\00\00" }>, align 8
@alloc_88743f3c8930585475ebc69cbca9c73c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d9625f1f29945e1421047eab465b7674, [16 x i8] c"\09\00\00\00\00\00\00\00\0A\00\00\00\1D\00\00\00" }>, align 8

; __rustc::rust_begin_unwind
; Function Attrs: noreturn nounwind nonlazybind uwtable
define void @_RNvCsfLfy6EI15iL_7___rustc17rust_begin_unwind(ptr align 8 %_1) unnamed_addr #0 {
start:
  br label %bb1

bb1:                                              ; preds = %bb1, %start
  br label %bb1
}

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h91e70a4526c20be5E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_8 = alloca [1 x i8], align 1
  store i8 1, ptr %_9, align 1
  store i8 1, ptr %_8, align 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hdb9e52a6cca33f39E(ptr %self.0, ptr %self.1) #8
  %self.01 = extractvalue { ptr, ptr } %1, 0
  %self.12 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_9, align 1
  store i8 0, ptr %_8, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha20e4b5827eb7397E"(ptr %self.01, ptr %self.12, double %init) #8
  br label %bb7

bb7:                                              ; preds = %bb1
  ret double %_0

bb5:                                              ; No predecessors!
  %2 = load i8, ptr %_8, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb4, label %bb2

bb2:                                              ; preds = %bb4, %bb5
  %4 = load i8, ptr %_9, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb6, label %bb3

bb4:                                              ; preds = %bb5
  br label %bb2

bb3:                                              ; preds = %bb6, %bb2
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb6:                                              ; preds = %bb2
  br label %bb3
}

; core::f64::<impl f64>::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h77b45542442ac9e9E"(double %self, double %other) unnamed_addr #2 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.maxnum.f64(double %self, double %other)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6de3809da6aef767E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #2 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #9
  unreachable
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17h0e7fff83583d342eE(ptr align 1 %_1, ptr align 8 %0) unnamed_addr #2 {
start:
  %_2 = alloca [8 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %1 = load ptr, ptr %_2, align 8
  %_0.i = load double, ptr %1, align 8
  ret double %_0.i
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17h683f548373560906E(ptr align 1 %_1, double %0, double %1) unnamed_addr #2 {
start:
  %_2 = alloca [16 x i8], align 8
  store double %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store double %1, ptr %2, align 8
  %3 = load double, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load double, ptr %4, align 8
; call core::f64::<impl f64>::max
  %_0 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h77b45542442ac9e9E"(double %3, double %5) #8
  ret double %_0
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hb92dc5dfaf0e747bE"(ptr %self, i64 %align) unnamed_addr #2 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #9
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hbf90ee7ee964b3d8E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #2 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #9
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hdb9e52a6cca33f39E(ptr %self.0, ptr %self.1) unnamed_addr #2 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::cloned
; Function Attrs: nounwind nonlazybind uwtable
define { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h38400f475ee688cbE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h205fd19b7e947c65E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_7 = call double @_ZN4core3ops8function5FnMut8call_mut17h0e7fff83583d342eE(ptr align 1 %_1, ptr align 8 %elt) #8
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_0 = call double @_ZN4core3ops8function5FnMut8call_mut17h683f548373560906E(ptr align 1 %_1, double %acc, double %_7) #8
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

; core::slice::<impl [T]>::chunks_exact
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12chunks_exact17h305fa4da3e716b8bE"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %chunk_size, ptr align 8 %0) unnamed_addr #2 {
start:
  %_11 = alloca [32 x i8], align 8
  %1 = icmp eq i64 %chunk_size, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_a6e8913658d98d0dbd0444b57ddfd811, ptr inttoptr (i64 55 to ptr), ptr align 8 %0) #9
  unreachable

bb1:                                              ; preds = %start
  %_7 = icmp eq i64 %chunk_size, 0
  br i1 %_7, label %panic, label %bb3

bb3:                                              ; preds = %bb1
  %rem = urem i64 %self.1, %chunk_size
  %fst_len = sub i64 %self.1, %rem
; call core::slice::<impl [T]>::split_at_unchecked
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$18split_at_unchecked17h16b96a841b31d210E"(ptr sret([32 x i8]) align 8 %_11, ptr align 8 %self.0, i64 %self.1, i64 %fst_len, ptr align 8 @alloc_42f7df3295c087fcc645c3ecb6dc39c2) #8
  %fst.0 = load ptr, ptr %_11, align 8
  %2 = getelementptr inbounds i8, ptr %_11, i64 8
  %fst.1 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_11, i64 16
  %snd.0 = load ptr, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %snd.1 = load i64, ptr %4, align 8
  store ptr %fst.0, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %fst.1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %snd.0, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %snd.1, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %chunk_size, ptr %8, align 8
  ret void

panic:                                            ; preds = %bb1
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_85e74be42ba0951b09f45706d460b91a) #9
  unreachable
}

; core::slice::<impl [T]>::split_at_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$18split_at_unchecked17h16b96a841b31d210E"(ptr sret([32 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %mid, ptr align 8 %0) unnamed_addr #2 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_unchecked::precondition_check
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$18split_at_unchecked18precondition_check17h1ac3a2f0edefab0aE"(i64 %mid, i64 %self.1, ptr align 8 %0) #8
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb3

bb3:                                              ; preds = %bb2
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hf444e5b93415219dE(ptr %self.0, i64 8, i64 8, i64 %mid, ptr align 8 %0) #8
  br label %bb5

bb5:                                              ; preds = %bb3
  %data = getelementptr inbounds nuw double, ptr %self.0, i64 %mid
  %len = sub nuw i64 %self.1, %mid
  br label %bb6

bb6:                                              ; preds = %bb5
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hf444e5b93415219dE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #8
  br label %bb8

bb8:                                              ; preds = %bb6
  store ptr %self.0, ptr %_0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %mid, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %data, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %len, ptr %3, align 8
  ret void
}

; core::slice::<impl [T]>::split_at_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$18split_at_unchecked18precondition_check17h1ac3a2f0edefab0aE"(i64 %mid, i64 %len, ptr align 8 %0) unnamed_addr #2 {
start:
  %_3 = icmp ule i64 %mid, %len
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_8d4a1773e12407e94bdf7053c711876c, ptr inttoptr (i64 435 to ptr), i1 zeroext false, ptr align 8 %0) #9
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h2cc6f85fe2490276E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #2 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h7eef2b381878311dE"(ptr align 8 %self.0, i64 %self.1) #8
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h0c15e40f0191c673E(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #2 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hf444e5b93415219dE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #8
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hf444e5b93415219dE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hb92dc5dfaf0e747bE"(ptr %data, i64 %align) #8
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %start
  br label %bb4

bb6:                                              ; preds = %start
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %1 = icmp eq i64 %size, 0
  br i1 %1, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #9
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %2 = udiv i64 9223372036854775807, %size
  store i64 %2, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %3 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %3
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h7eef2b381878311dE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #2 {
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

; core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17hdc83529d012f61e3E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %self.0, i64 %self.1
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

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h4660168060ab1864E"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #2 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 40, i1 false)
  ret void
}

; numlib::libm_exp
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN6numlib8libm_exp17h51d4af0951768d46E(double %x) unnamed_addr #1 {
start:
  %_0 = call double @exp(double %x) #10
  ret double %_0
}

; numlib::libm_log
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN6numlib8libm_log17hf08b1e36d7d54388E(double %x) unnamed_addr #1 {
start:
  %_0 = call double @log(double %x) #10
  ret double %_0
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha20e4b5827eb7397E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #2 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hbf90ee7ee964b3d8E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #8
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #9
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h205fd19b7e947c65E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #8
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6de3809da6aef767E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #8
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
define align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h89c14ab5e133f690E"(ptr align 8 %self) unnamed_addr #2 {
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
  %_16 = getelementptr inbounds nuw double, ptr %ptr, i64 1
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

; <core::slice::iter::ChunksExact<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define { ptr, i64 } @"_ZN98_$LT$core..slice..iter..ChunksExact$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0bb9f1e7e0944836E"(ptr align 8 %self) unnamed_addr #2 {
start:
  %f = alloca [8 x i8], align 8
  %_8 = alloca [32 x i8], align 8
  %_4 = alloca [8 x i8], align 8
  %self1 = alloca [32 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %self.0 = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %self.1 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %mid = load i64, ptr %1, align 8
  %_6 = icmp ule i64 %mid, %self.1
  br i1 %_6, label %bb1, label %bb3

bb3:                                              ; preds = %start
  store ptr null, ptr %self1, align 8
  store ptr %self, ptr %_4, align 8
  %2 = load ptr, ptr %_4, align 8
  store ptr %2, ptr %f, align 8
  %3 = load ptr, ptr @anon.1f7c9ef8473069a889942b959f50bf8e.0, align 8
  %4 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1f7c9ef8473069a889942b959f50bf8e.0, i64 8), align 8
  store ptr %3, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %4, ptr %5, align 8
  br label %bb4

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_unchecked
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$18split_at_unchecked17h16b96a841b31d210E"(ptr sret([32 x i8]) align 8 %_8, ptr align 8 %self.0, i64 %self.1, i64 %mid, ptr align 8 @alloc_83fd111bb7600a90cbb3b10e2b08ff6e) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %self1, ptr align 8 %_8, i64 32, i1 false)
  store ptr %self, ptr %_4, align 8
  %6 = load ptr, ptr %_4, align 8
  store ptr %6, ptr %f, align 8
  %x.0 = load ptr, ptr %self1, align 8
  %7 = getelementptr inbounds i8, ptr %self1, i64 8
  %x.1 = load i64, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %self1, i64 16
  %x.02 = load ptr, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %x.13 = load i64, ptr %9, align 8
  %_9 = load ptr, ptr %_4, align 8
  %10 = load ptr, ptr %_4, align 8
  store ptr %x.02, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %x.13, ptr %11, align 8
  store ptr %x.0, ptr %_0, align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %x.1, ptr %12, align 8
  br label %bb4

bb4:                                              ; preds = %bb1, %bb3
  %13 = load ptr, ptr %_0, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = insertvalue { ptr, i64 } poison, ptr %13, 0
  %17 = insertvalue { ptr, i64 } %16, i64 %15, 1
  ret { ptr, i64 } %17
}

; Function Attrs: nounwind nonlazybind uwtable
define double @logsumexp(ptr %x, i64 %n) unnamed_addr #1 {
start:
  %_10 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %s = alloca [8 x i8], align 8
; call core::slice::raw::from_raw_parts
  %0 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h0c15e40f0191c673E(ptr %x, i64 %n, ptr align 8 @alloc_ef08fd50d8500056a8a15a3d9a4d82cb) #8
  %x.0 = extractvalue { ptr, i64 } %0, 0
  %x.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h2cc6f85fe2490276E"(ptr align 8 %x.0, i64 %x.1) #8
  %_6.0 = extractvalue { ptr, ptr } %1, 0
  %_6.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::cloned
  %2 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h38400f475ee688cbE(ptr %_6.0, ptr %_6.1) #10
  %_5.0 = extractvalue { ptr, ptr } %2, 0
  %_5.1 = extractvalue { ptr, ptr } %2, 1
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
  %m = call double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h91e70a4526c20be5E"(ptr %_5.0, ptr %_5.1, double 0xFFF0000000000000) #10
  store double 0.000000e+00, ptr %s, align 8
; call core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
  %3 = call { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17hdc83529d012f61e3E"(ptr align 8 %x.0, i64 %x.1) #10
  %_8.0 = extractvalue { ptr, ptr } %3, 0
  %_8.1 = extractvalue { ptr, ptr } %3, 1
  store ptr %_8.0, ptr %iter, align 8
  %4 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_8.1, ptr %4, align 8
  br label %bb6

bb6:                                              ; preds = %bb9, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h89c14ab5e133f690E"(ptr align 8 %iter) #8
  store ptr %5, ptr %_10, align 8
  %6 = load ptr, ptr %_10, align 8
  %7 = ptrtoint ptr %6 to i64
  %8 = icmp eq i64 %7, 0
  %_12 = select i1 %8, i64 0, i64 1
  %9 = trunc nuw i64 %_12 to i1
  br i1 %9, label %bb9, label %bb10

bb9:                                              ; preds = %bb6
  %_18 = load ptr, ptr %_10, align 8
  %v = load double, ptr %_18, align 8
  %_15 = fsub double %v, %m
; call numlib::libm_exp
  %_14 = call double @_ZN6numlib8libm_exp17h51d4af0951768d46E(double %_15) #10
  %10 = load double, ptr %s, align 8
  %11 = fadd double %10, %_14
  store double %11, ptr %s, align 8
  br label %bb6

bb10:                                             ; preds = %bb6
  %_17 = load double, ptr %s, align 8
; call numlib::libm_log
  %_16 = call double @_ZN6numlib8libm_log17hf08b1e36d7d54388E(double %_17) #10
  %_0 = fadd double %m, %_16
  ret double %_0

bb8:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define double @rosenbrock(ptr %x, i64 %n) unnamed_addr #1 {
start:
  %_10 = alloca [16 x i8], align 8
  %iter = alloca [40 x i8], align 8
  %_8 = alloca [40 x i8], align 8
  %_7 = alloca [40 x i8], align 8
  %s = alloca [8 x i8], align 8
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 2, i64 %n)
  %_5.0 = extractvalue { i64, i1 } %0, 0
  %_5.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_5.1, label %panic, label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts
  %1 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h0c15e40f0191c673E(ptr %x, i64 %_5.0, ptr align 8 @alloc_c7cc49d98afa817146718e2f6c36a91a) #8
  %x.0 = extractvalue { ptr, i64 } %1, 0
  %x.1 = extractvalue { ptr, i64 } %1, 1
  store double 0.000000e+00, ptr %s, align 8
; call core::slice::<impl [T]>::chunks_exact
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12chunks_exact17h305fa4da3e716b8bE"(ptr sret([40 x i8]) align 8 %_8, ptr align 8 %x.0, i64 %x.1, i64 2, ptr align 8 @alloc_e59405a5160c0d309a14aa3b5f926fa2) #8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h4660168060ab1864E"(ptr sret([40 x i8]) align 8 %_7, ptr align 8 %_8) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_7, i64 40, i1 false)
  br label %bb5

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_bf042a8ff8e9a8b1ce521f1999a07b37) #9
  unreachable

bb5:                                              ; preds = %bb11, %bb1
; call <core::slice::iter::ChunksExact<T> as core::iter::traits::iterator::Iterator>::next
  %2 = call { ptr, i64 } @"_ZN98_$LT$core..slice..iter..ChunksExact$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0bb9f1e7e0944836E"(ptr align 8 %iter) #8
  %3 = extractvalue { ptr, i64 } %2, 0
  %4 = extractvalue { ptr, i64 } %2, 1
  store ptr %3, ptr %_10, align 8
  %5 = getelementptr inbounds i8, ptr %_10, i64 8
  store i64 %4, ptr %5, align 8
  %6 = load ptr, ptr %_10, align 8
  %7 = getelementptr inbounds i8, ptr %_10, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = ptrtoint ptr %6 to i64
  %10 = icmp eq i64 %9, 0
  %_12 = select i1 %10, i64 0, i64 1
  %11 = trunc nuw i64 %_12 to i1
  br i1 %11, label %bb8, label %bb9

bb8:                                              ; preds = %bb5
  %p.0 = load ptr, ptr %_10, align 8
  %12 = getelementptr inbounds i8, ptr %_10, i64 8
  %p.1 = load i64, ptr %12, align 8
  %_20 = icmp ult i64 0, %p.1
  br i1 %_20, label %bb10, label %panic1

bb9:                                              ; preds = %bb5
  %_0 = load double, ptr %s, align 8
  ret double %_0

bb10:                                             ; preds = %bb8
  %13 = getelementptr inbounds nuw double, ptr %p.0, i64 0
  %_17 = load double, ptr %13, align 8
  %_24 = icmp ult i64 1, %p.1
  br i1 %_24, label %bb11, label %panic2

panic1:                                           ; preds = %bb8
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 0, i64 %p.1, ptr align 8 @alloc_9952813e63b21c93bbfdc20d5944cc39) #9
  unreachable

bb11:                                             ; preds = %bb10
  %14 = getelementptr inbounds nuw double, ptr %p.0, i64 1
  %_21 = load double, ptr %14, align 8
  %_27 = fsub double 1.000000e+00, %_17
  %_28 = fsub double 1.000000e+00, %_17
  %_26 = fmul double %_27, %_28
  %_32 = fmul double %_17, %_17
  %_31 = fsub double %_21, %_32
  %_30 = fmul double 1.000000e+02, %_31
  %_34 = fmul double %_17, %_17
  %_33 = fsub double %_21, %_34
  %_29 = fmul double %_30, %_33
  %_25 = fadd double %_26, %_29
  %15 = load double, ptr %s, align 8
  %16 = fadd double %15, %_25
  store double %16, ptr %s, align 8
  br label %bb5

panic2:                                           ; preds = %bb10
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 1, i64 %p.1, ptr align 8 @alloc_88743f3c8930585475ebc69cbca9c73c) #9
  unreachable

bb7:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nonlazybind
declare i32 @rust_eh_personality(...) unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #5

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nounwind nonlazybind uwtable
declare double @exp(double) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare double @log(double) unnamed_addr #1

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #7

attributes #0 = { noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nonlazybind "target-cpu"="x86-64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { inlinehint nounwind }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
