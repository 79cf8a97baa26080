; ModuleID = '04_slices_strings.52f919e6a38a9a6f-cgu.0'
source_filename = "04_slices_strings.52f919e6a38a9a6f-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::mem::maybe_uninit::MaybeUninit<&str>" = type { [2 x i64] }

@alloc_864ae197cb54fad57f597a467723eba1 = private unnamed_addr constant [80 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/str/pattern.rs\00", align 1
@_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP = external local_unnamed_addr global [256 x i8]
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt }>, align 8
@vtable.2 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hb5aa4c5df1e7a776E" }>, align 8
@alloc_8e685ef482aec04a2d7a8ed5ef1228a3 = private unnamed_addr constant [9 x i8] c"Utf8Error", align 1
@alloc_f34017a1538f19bf68b6d6294eec0bb3 = private unnamed_addr constant [11 x i8] c"valid_up_to", align 1
@alloc_91eca80c47235190e5fbed3d6d8be36c = private unnamed_addr constant [9 x i8] c"error_len", align 1
@alloc_7bbc2d8d597a87c842496ab99596b1e1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00\CD\01\00\007\00\00\00" }>, align 8
@alloc_728ddcd62301dfac9d0dba12540eed69 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00i\04\00\00$\00\00\00" }>, align 8
@alloc_20c8584dcb181e33910bcb931afce25d = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/collections/btree/navigate.rs\00", align 1
@alloc_2c16ebe9a0f9a20f7e95dbc5240e9fe2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_20c8584dcb181e33910bcb931afce25d, [16 x i8] c"_\00\00\00\00\00\00\00\A1\00\00\00$\00\00\00" }>, align 8
@alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1 = private unnamed_addr constant [26 x i8] c"rust/04_slices_strings.rs\00", align 1
@alloc_c62c09ba60aa7c720df6e5c6fb1d7fd4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1, [16 x i8] c"\19\00\00\00\00\00\00\00\09\00\00\00'\00\00\00" }>, align 8
@alloc_49e58dd2f2461b96910948b2ba3ff80a = private unnamed_addr constant [13 x i8] c"\05bad '\C0\03': \C0\00", align 1
@alloc_571c29390443d49cf697d8d3361761b4 = private unnamed_addr constant [69 x i8] c"the cat sat on the mat and the dog sat on the log while the cat slept", align 1
@alloc_b8a2a7c3fe4e02ee965f82101dcfd85a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1, [16 x i8] c"\19\00\00\00\00\00\00\00#\00\00\00%\00\00\00" }>, align 8
@alloc_e3bfbc1cf4de4fe16eab520329565169 = private unnamed_addr constant [11 x i8] c"\06top3: \C0\01\0A\00", align 1
@alloc_7147323697673b519cca9350e610c22a = private unnamed_addr constant [32 x i8] c"3, -4, 5, 1, -2, 7, -8, 6, 2, -1", align 1
@alloc_ba4f13baf4f54ba040301f82b787a808 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1, [16 x i8] c"\19\00\00\00\00\00\00\00'\00\00\00Q\00\00\00" }>, align 8
@alloc_3ba05b6fd4d5d8e48007f1adc8a67342 = private unnamed_addr constant [45 x i8] c"\11max subarray sum=\C0\08 range=[\C0\01,\C0\08] slice=\C0\01\0A\00", align 1
@alloc_8f52c30506a2fe7423ea6c91d52b6a40 = private unnamed_addr constant [16 x i8] c"\0Bchunk sums=\C0\01\0A\00", align 1
@alloc_b4d4b51cce62f377c30423682dcbd5de = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1, [16 x i8] c"\19\00\00\00\00\00\00\00*\00\00\00\1C\00\00\00" }>, align 8
@alloc_3c49c1858890293c97450fc5e125a0ed = private unnamed_addr constant [25 x i8] c"\0Bsplit left=\C0\07 right=\C0\01\0A\00", align 1
@alloc_ff9ff7abdcf5e98db51fd1eb03343766 = private unnamed_addr constant [22 x i8] c"\11increasing pairs=\C0\01\0A\00", align 1
@alloc_bbf2e8319860049290b187238275045b = private unnamed_addr constant [49 x i8] c"\0Esorted unique=\C0\0D search 5 -> \C0\0D search 4 -> \C0\01\0A\00", align 1
@alloc_dd360dc9e1ab29d76a4e631d6700ba88 = private unnamed_addr constant [13 x i8] c"\08rotated=\C0\01\0A\00", align 1
@alloc_8d122f4bc6997400e007266db2ca5bdd = private unnamed_addr constant [11 x i8] c"\06error \C0\01\0A\00", align 1
@alloc_a73cc24765bba8791ce5170ce59b1de6 = private unnamed_addr constant [8 x i8] c"1, 2, x3", align 1
@alloc_0f373e5cb3939c58bfd6ecef569eb5af = private unnamed_addr constant [16 x i8] c"\0Bunexpected \C0\01\0A\00", align 1
@alloc_5ad0b57fabfba0cc01a6bf8c1b6ea0ec = private unnamed_addr constant [12 x i8] c"\07error: \C0\01\0A\00", align 1
@alloc_786019c75364d5a392e27f9e7c6ec05a = private unnamed_addr constant [20 x i8] c"hello, numeric world", align 1
@alloc_aa1f5b96cd3ff9970a0804f6c834bed6 = private unnamed_addr constant [18 x i8] c"\07rot13: \C0\04 -> \C0\01\0A\00", align 1
@alloc_98820dc56505238959a667a9bbc42954 = private unnamed_addr constant [21 x i8] c"Zyme compiles LLVM IR", align 1
@alloc_2e6c6dcf92e1b9b292617526e1e89faa = private unnamed_addr constant [37 x i8] c"\C0\03 | \C0\03 | \C0\0A | vowels=\C0\09 | bytes=\C0\01\0A\00", align 1
@alloc_40edd3e7ddb34857c1b189e04f98999f = private unnamed_addr constant [30 x i8] c"x,y\0A1.5,2.25\0A-3.0,4.5\0A0.125,-8", align 1
@alloc_c06c5912d2b755c8159d1def10f0f4ac = private unnamed_addr constant [41 x i8] c"\05rows=\C0\07 sum x=\C5 \00\00p\09\00\08 sum xy=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_22614d61a8d58af25a2e45b153a89a10 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a9ea007253ea9f4e1ecdcb11eb1bdea1, [16 x i8] c"\19\00\00\00\00\00\00\00R\00\00\001\00\00\00" }>, align 8
@alloc_61247b90e1706a3f65e71312b599d3d1 = private unnamed_addr constant [4 x i8] c"\C0\01\0A\00", align 1
@alloc_be50b88a9093948e2974596d9fbb388e = private unnamed_addr constant [25 x i8] c"\14first # in row 1 at \C0\01\0A\00", align 1
@alloc_bbfe3db5f294b5e44c08d791de650cad = private unnamed_addr constant [13 x i8] c"\C3 \00\00h\06\00\01 \C0\01\0A\00", align 1
@alloc_cfc5b63c36009c9674778c9b7fcc6743 = private unnamed_addr constant [10 x i8] c"aeiouAEIOU", align 1
@vtable.3 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h82693db7bcef3c64E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h7c1677e279a4b8ccE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h7c1677e279a4b8ccE" }>, align 8
@vtable.4 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17ha4ff28d3372e4a63E" }>, align 8
@vtable.5 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h84b78087eaf5e33cE" }>, align 8
@alloc_35bbbe17e332dc00fe151e3a4a9b0b1c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00\E5\05\00\00\14\00\00\00" }>, align 8
@alloc_018bb9c20f5624569cdcce403f7a27f6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00\E5\05\00\00!\00\00\00" }>, align 8
@alloc_f833bd06996ad35a138063a4713a5c75 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00\D9\05\00\00!\00\00\00" }>, align 8
@alloc_fddaeef1fe1a23c45402ef8f58614acb = private unnamed_addr constant [35 x i8] c"assertion failed: mid <= self.len()", align 1
@alloc_91c74303079502ec2def021907035619 = private unnamed_addr constant [78 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/mod.rs\00", align 1
@alloc_334aa3d2fa7efe8d3f18725376a0b93a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00-\0F\00\00\09\00\00\00" }>, align 8
@alloc_d1084648e479974e70c9329824bf76f9 = private unnamed_addr constant [9 x i8] c"mid > len", align 1
@alloc_c2bfad408fe3776ef4805e233d5025e3 = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00", align 1
@alloc_b53546d47a17b26d83a51e48c3ff5f7a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00" }>, align 8
@alloc_f2f9ba200fb3017fda66833c01fe0293 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00" }>, align 8
@vtable.7 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\10\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @_RNvXs9_NtNtCsgEmfK2I1SDS_4core3str5errorNtB5_9Utf8ErrorNtNtB9_3fmt5Debug3fmt }>, align 8
@alloc_00ae4b301f7fab8ac9617c03fcbd7274 = private unnamed_addr constant [43 x i8] c"called `Result::unwrap()` on an `Err` value", align 1
@vtable.8 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17heb34a3bb480a3231E" }>, align 8
@vtable.9 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hd952c3b13000a2feE" }>, align 8
@alloc_bd0ae3f1f0822ae2725b9afc9427c3b0 = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/collections/btree/node.rs\00", align 1
@alloc_50679f783fca94dab7457816f752eff0 = private unnamed_addr constant [48 x i8] c"assertion failed: edge.height == self.height - 1", align 1
@alloc_504953273ad5e8b074a0ae42466863cd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_bd0ae3f1f0822ae2725b9afc9427c3b0, [16 x i8] c"[\00\00\00\00\00\00\00\B6\02\00\00\09\00\00\00" }>, align 8
@alloc_e333371889bb5a7a279b3223d05e74c4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_bd0ae3f1f0822ae2725b9afc9427c3b0, [16 x i8] c"[\00\00\00\00\00\00\00\F0\00\00\00M\00\00\00" }>, align 8
@alloc_930f3883875d82d5043e839301ab22e6 = private unnamed_addr constant [40 x i8] c"assertion failed: src.len() == dst.len()", align 1
@alloc_db202d2d32dc3850d6df6c3ea29373d7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_bd0ae3f1f0822ae2725b9afc9427c3b0, [16 x i8] c"[\00\00\00\00\00\00\00T\07\00\00\05\00\00\00" }>, align 8
@alloc_9491b7dbbe0d9cdc65137b55b98df32b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_bd0ae3f1f0822ae2725b9afc9427c3b0, [16 x i8] c"[\00\00\00\00\00\00\00\D0\04\00\00#\00\00\00" }>, align 8
@alloc_8dbd5bf4d8f67619bbdc20dd931a734d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_bd0ae3f1f0822ae2725b9afc9427c3b0, [16 x i8] c"[\00\00\00\00\00\00\00\13\05\00\00$\00\00\00" }>, align 8
@alloc_9a0a6789de9e01112839dcd2a0d69581 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_20c8584dcb181e33910bcb931afce25d, [16 x i8] c"_\00\00\00\00\00\00\00X\02\00\000\00\00\00" }>, align 8
@alloc_3f20d457f81ac3772072fe651f3acb39 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_20c8584dcb181e33910bcb931afce25d, [16 x i8] c"_\00\00\00\00\00\00\00\16\02\00\00/\00\00\00" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@vtable.a = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17ha0942eaf406dc332E" }>, align 8
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1
@vtable.b = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h3b3b411326954197E" }>, align 8
@alloc_c73d17da7498663a071b898ac2218935 = private unnamed_addr constant [2 x i8] c"Ok", align 1
@alloc_bf301217d548e4f1fd13189dd935c554 = private unnamed_addr constant [3 x i8] c"Err", align 1

; <core::str::error::Utf8Error as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXs9_NtNtCsgEmfK2I1SDS_4core3str5errorNtB5_9Utf8ErrorNtNtB9_3fmt5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  store ptr %0, ptr %_7, align 8
; call <core::fmt::Formatter>::debug_struct_field2_finish
  %_0 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field2_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_8e685ef482aec04a2d7a8ed5ef1228a3, i64 noundef 9, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_f34017a1538f19bf68b6d6294eec0bb3, i64 noundef 11, ptr noundef nonnull align 1 %self, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_91eca80c47235190e5fbed3d6d8be36c, i64 noundef 9, ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i1 %_0
}

; <usize as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4 = load i32, ptr %0, align 8, !noundef !4
  %_3 = and i32 %_4, 33554432
  %1 = icmp eq i32 %_3, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %_5 = and i32 %_4, 67108864
  %2 = icmp eq i32 %_5, 0
  br i1 %2, label %bb4, label %bb3

bb1:                                              ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %bb6

bb4:                                              ; preds = %bb2
; call <usize as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %bb6

bb3:                                              ; preds = %bb2
; call <usize as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %bb6

bb6:                                              ; preds = %bb4, %bb3, %bb1
  %_0.sroa.0.0.in = phi i1 [ %4, %bb4 ], [ %5, %bb3 ], [ %3, %bb1 ]
  ret i1 %_0.sroa.0.0.in
}

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  ret i1 %_0
}

; <core::str::iter::Lines as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal fastcc { ptr, i64 } @_RNvXss_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5LinesNtNtNtNtB9_4iter6traits8iterator8Iterator4next(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(72) %self) unnamed_addr #0 {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 65
  %1 = load i8, ptr %0, align 1, !range !14, !alias.scope !15, !noundef !4
  %_2.i.i.i = trunc nuw i8 %1 to i1
  br i1 %_2.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E.exit", label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %start
  %_4.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_0.0.i.i.i.i = load ptr, ptr %_4.i.i.i, align 8, !alias.scope !16, !nonnull !4, !align !19, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_0.1.i.i.i.i = load i64, ptr %2, align 8, !alias.scope !16, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %3 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 40
  %index2.i.i.i.i = load i64, ptr %4, align 8, !alias.scope !23, !noalias !24, !noundef !4
  %_38.not.i.i.i.i = icmp ugt i64 %index2.i.i.i.i, %_0.1.i.i.i.i
  %.promoted.i.i.i.i = load i64, ptr %3, align 8, !alias.scope !23, !noalias !24
  %_4323.i.i.i.i = icmp ult i64 %index2.i.i.i.i, %.promoted.i.i.i.i
  %or.cond24.i.i.i.i = or i1 %_38.not.i.i.i.i, %_4323.i.i.i.i
  br i1 %or.cond24.i.i.i.i, label %bb1.i.i.i.i, label %bb12.lr.ph.i.i.i.i

bb12.lr.ph.i.i.i.i:                               ; preds = %bb2.i.i.i
  %_11.i.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 48
  %5 = getelementptr inbounds nuw i8, ptr %self, i64 56
  %_48.i.i.i.i = load i8, ptr %5, align 8, !alias.scope !23, !noalias !24, !noundef !4
  %_13.i.i.i.i = zext i8 %_48.i.i.i.i to i64
  %6 = getelementptr i8, ptr %_11.i.i.i.i, i64 %_13.i.i.i.i
  %_51.i.i.i.i = getelementptr i8, ptr %6, i64 -1
  %_67.i.i.i.i = icmp ult i8 %_48.i.i.i.i, 5
  %last_byte.pre.i.i.i.i = load i8, ptr %_51.i.i.i.i, align 1, !alias.scope !23, !noalias !24
  br label %bb12.i.i.i.i

bb12.i.i.i.i:                                     ; preds = %bb9.i.i.i.i, %bb12.lr.ph.i.i.i.i
  %7 = phi i64 [ %.promoted.i.i.i.i, %bb12.lr.ph.i.i.i.i ], [ %16, %bb9.i.i.i.i ]
  %new_len.i.i.i.i = sub nuw i64 %index2.i.i.i.i, %7
  %_46.i.i.i.i = getelementptr inbounds nuw i8, ptr %_0.0.i.i.i.i, i64 %7
  %_3.i.i.i.i.i = icmp samesign ult i64 %new_len.i.i.i.i, 16
  br i1 %_3.i.i.i.i.i, label %bb5.preheader.i.i.i.i.i, label %bb2.i.i.i.i.i

bb5.preheader.i.i.i.i.i:                          ; preds = %bb12.i.i.i.i
  %_64.not.i.i.i.i.i = icmp eq i64 %new_len.i.i.i.i, 0
  br i1 %_64.not.i.i.i.i.i, label %bb4.i.i.i.i.i, label %bb7.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %bb12.i.i.i.i
; call core::slice::memchr::memchr_aligned
  %8 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.pre.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.i.i.i.i) #27, !noalias !26
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i.i

bb4.i.i.i.i.i:                                    ; preds = %bb9.i.i.i.i.i, %bb7.i.i.i.i.i, %bb5.preheader.i.i.i.i.i
  %i.sroa.0.0.lcssa.i.i.i.i.i = phi i64 [ 0, %bb5.preheader.i.i.i.i.i ], [ %new_len.i.i.i.i, %bb9.i.i.i.i.i ], [ %i.sroa.0.05.i.i.i.i.i, %bb7.i.i.i.i.i ]
  %_0.sroa.0.1.i.i.i.i.i = phi i64 [ 0, %bb5.preheader.i.i.i.i.i ], [ 0, %bb9.i.i.i.i.i ], [ 1, %bb7.i.i.i.i.i ]
  %9 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.1.i.i.i.i.i, 0
  %10 = insertvalue { i64, i64 } %9, i64 %i.sroa.0.0.lcssa.i.i.i.i.i, 1
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i.i

bb7.i.i.i.i.i:                                    ; preds = %bb5.preheader.i.i.i.i.i, %bb9.i.i.i.i.i
  %i.sroa.0.05.i.i.i.i.i = phi i64 [ %12, %bb9.i.i.i.i.i ], [ 0, %bb5.preheader.i.i.i.i.i ]
  %11 = getelementptr inbounds nuw i8, ptr %_46.i.i.i.i, i64 %i.sroa.0.05.i.i.i.i.i
  %_9.i.i.i.i.i = load i8, ptr %11, align 1, !alias.scope !27, !noalias !26, !noundef !4
  %_8.i.i.i.i.i = icmp eq i8 %_9.i.i.i.i.i, %last_byte.pre.i.i.i.i
  br i1 %_8.i.i.i.i.i, label %bb4.i.i.i.i.i, label %bb9.i.i.i.i.i

bb9.i.i.i.i.i:                                    ; preds = %bb7.i.i.i.i.i
  %12 = add nuw nsw i64 %i.sroa.0.05.i.i.i.i.i, 1
  %exitcond.not.i.i.i.i.i = icmp eq i64 %12, %new_len.i.i.i.i
  br i1 %exitcond.not.i.i.i.i.i, label %bb4.i.i.i.i.i, label %bb7.i.i.i.i.i

_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i.i: ; preds = %bb4.i.i.i.i.i, %bb2.i.i.i.i.i
  %.merged.i.i.i.i.i = phi { i64, i64 } [ %10, %bb4.i.i.i.i.i ], [ %8, %bb2.i.i.i.i.i ]
  %13 = extractvalue { i64, i64 } %.merged.i.i.i.i.i, 0
  %14 = trunc nuw i64 %13 to i1
  br i1 %14, label %bb4.i.i.i.i, label %bb10.i.i.i.i

bb4.i.i.i.i:                                      ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i.i
  %15 = extractvalue { i64, i64 } %.merged.i.i.i.i.i, 1
  %_17.i.i.i.i = add i64 %7, 1
  %16 = add i64 %_17.i.i.i.i, %15
  store i64 %16, ptr %3, align 8, !alias.scope !23, !noalias !24
  %_18.not.i.i.i.i = icmp ult i64 %16, %_13.i.i.i.i
  br i1 %_18.not.i.i.i.i, label %bb9.i.i.i.i, label %bb5.i.i.i.i

bb10.i.i.i.i:                                     ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i.i
  store i64 %index2.i.i.i.i, ptr %3, align 8, !alias.scope !23, !noalias !24
  br label %bb1.i.i.i.i

bb5.i.i.i.i:                                      ; preds = %bb4.i.i.i.i
  %found_char.i.i.i.i = sub nuw i64 %16, %_13.i.i.i.i
  %_56.not.i.i.i.i = icmp ugt i64 %16, %_0.1.i.i.i.i
  br i1 %_56.not.i.i.i.i, label %bb9.i.i.i.i, label %bb19.i.i.i.i

bb9.i.i.i.i:                                      ; preds = %bb28.i.i.i.i, %bb5.i.i.i.i, %bb4.i.i.i.i
  %_43.i.i.i.i = icmp ult i64 %index2.i.i.i.i, %16
  br i1 %_43.i.i.i.i, label %bb1.i.i.i.i, label %bb12.i.i.i.i

bb19.i.i.i.i:                                     ; preds = %bb5.i.i.i.i
  br i1 %_67.i.i.i.i, label %bb28.i.i.i.i, label %bb25.i.i.i.i, !prof !30

bb25.i.i.i.i:                                     ; preds = %bb19.i.i.i.i
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %_13.i.i.i.i, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_7bbc2d8d597a87c842496ab99596b1e1) #28, !noalias !26
  unreachable

bb28.i.i.i.i:                                     ; preds = %bb19.i.i.i.i
  %_64.i.i.i.i = getelementptr inbounds nuw i8, ptr %_0.0.i.i.i.i, i64 %found_char.i.i.i.i
  %bcmp.i.i.i.i = tail call i32 @bcmp(ptr nonnull %_64.i.i.i.i, ptr nonnull %_11.i.i.i.i, i64 %_13.i.i.i.i), !noalias !24
  %_28.i.i.i.i = icmp eq i32 %bcmp.i.i.i.i, 0
  br i1 %_28.i.i.i.i, label %bb7.i.i.i, label %bb9.i.i.i.i

bb7.i.i.i:                                        ; preds = %bb28.i.i.i.i
  %i.i.i.i = load i64, ptr %self, align 8, !alias.scope !15, !noundef !4
  %new_len.i.i.i = sub nuw i64 %16, %i.i.i.i
  store i64 %16, ptr %self, align 8, !alias.scope !15
  br label %bb5.i

bb1.i.i.i.i:                                      ; preds = %bb9.i.i.i.i, %bb10.i.i.i.i, %bb2.i.i.i
  store i8 1, ptr %0, align 1, !alias.scope !31
  %17 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %18 = load i8, ptr %17, align 8, !range !14, !alias.scope !31, !noundef !4
  %_3.i.i.i.i = trunc nuw i8 %18 to i1
  %i.pre.i.i.i.i = load i64, ptr %self, align 8, !alias.scope !31
  %.phi.trans.insert.i.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  %i1.pre.i.i.i.i = load i64, ptr %.phi.trans.insert.i.i.i.i, align 8, !alias.scope !31
  %_4.not.i.i.i.i = icmp ne i64 %i1.pre.i.i.i.i, %i.pre.i.i.i.i
  %or.cond.not.i.i.i.i = select i1 %_3.i.i.i.i, i1 true, i1 %_4.not.i.i.i.i
  %new_len.i2.i.i.i = sub nuw i64 %i1.pre.i.i.i.i, %i.pre.i.i.i.i
  br i1 %or.cond.not.i.i.i.i, label %bb5.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E.exit"

bb5.i:                                            ; preds = %bb1.i.i.i.i, %bb7.i.i.i
  %_0.sroa.4.1.i.i.i = phi i64 [ %new_len.i.i.i, %bb7.i.i.i ], [ %new_len.i2.i.i.i, %bb1.i.i.i.i ]
  %i.i.i.pn.i = phi i64 [ %i.i.i.i, %bb7.i.i.i ], [ %i.pre.i.i.i.i, %bb1.i.i.i.i ]
  %_0.sroa.0.1.i.i.i = getelementptr inbounds nuw i8, ptr %_0.0.i.i.i.i, i64 %i.i.i.pn.i
  %19 = insertvalue { ptr, i64 } poison, ptr %_0.sroa.0.1.i.i.i, 0
  %20 = insertvalue { ptr, i64 } %19, i64 %_0.sroa.4.1.i.i.i, 1
  %_5.not.i.i.i.i.i = icmp eq i64 %_0.sroa.4.1.i.i.i, 0
  %.pre.i.i.i.i = add i64 %_0.sroa.4.1.i.i.i, -1
  br i1 %_5.not.i.i.i.i.i, label %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i.i.i.i"

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i.i.i.i": ; preds = %bb5.i
  %_15.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_0.sroa.0.1.i.i.i, i64 %.pre.i.i.i.i
  %rhsc.i.i.i = load i8, ptr %_15.i.i.i.i.i, align 1, !alias.scope !34, !noalias !5
  %rhsc.fr.i.i.i = freeze i8 %rhsc.i.i.i
  %_0.i.i.i.i.i.i = icmp eq i8 %rhsc.fr.i.i.i, 10
  br i1 %_0.i.i.i.i.i.i, label %bb1.i.i.i, label %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i

bb1.i.i.i:                                        ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i.i.i.i"
  %21 = insertvalue { ptr, i64 } %20, i64 %.pre.i.i.i.i, 1
  %_5.not.i.i12.i.i.i = icmp eq i64 %.pre.i.i.i.i, 0
  %.pre.i13.i.i.i = add i64 %_0.sroa.4.1.i.i.i, -2
  br i1 %_5.not.i.i12.i.i.i, label %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15strip_suffix_of.exit20.i.i.i, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i14.i.i.i"

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i14.i.i.i": ; preds = %bb1.i.i.i
  %_15.i.i15.i.i.i = getelementptr inbounds nuw i8, ptr %_0.sroa.0.1.i.i.i, i64 %.pre.i13.i.i.i
  %rhsc24.i.i.i = load i8, ptr %_15.i.i15.i.i.i, align 1, !alias.scope !34, !noalias !5
  %rhsc24.fr.i.i.i = freeze i8 %rhsc24.i.i.i
  %_0.i.i.i18.i.i.i = icmp eq i8 %rhsc24.fr.i.i.i, 13
  %spec.select.i19.i.i.i = select i1 %_0.i.i.i18.i.i.i, ptr %_0.sroa.0.1.i.i.i, ptr null
  br label %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15strip_suffix_of.exit20.i.i.i

_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15strip_suffix_of.exit20.i.i.i: ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i14.i.i.i", %bb1.i.i.i
  %22 = phi ptr [ %spec.select.i19.i.i.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i14.i.i.i" ], [ null, %bb1.i.i.i ]
  %23 = insertvalue { ptr, i64 } poison, ptr %22, 0
  %24 = insertvalue { ptr, i64 } %23, i64 %.pre.i13.i.i.i, 1
  %.not11.i.i.i = icmp eq ptr %22, null
  %..i.i.i = select i1 %.not11.i.i.i, { ptr, i64 } %21, { ptr, i64 } %24
  br label %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i

_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i: ; preds = %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15strip_suffix_of.exit20.i.i.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i.i.i.i", %bb5.i
  %.merged.i.i.i = phi { ptr, i64 } [ %..i.i.i, %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15strip_suffix_of.exit20.i.i.i ], [ %20, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9ends_with17ha562c502038ab526E.exit.i.i.i.i" ], [ %20, %bb5.i ]
  %_7.0.i = extractvalue { ptr, i64 } %.merged.i.i.i, 0
  %_7.1.i = extractvalue { ptr, i64 } %.merged.i.i.i, 1
  br label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E.exit"

"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E.exit": ; preds = %start, %bb1.i.i.i.i, %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i
  %_0.sroa.3.0.i = phi i64 [ %_7.1.i, %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i ], [ undef, %start ], [ undef, %bb1.i.i.i.i ]
  %_0.sroa.0.0.i = phi ptr [ %_7.0.i, %_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut.exit.i ], [ null, %start ], [ null, %bb1.i.i.i.i ]
  %25 = insertvalue { ptr, i64 } poison, ptr %_0.sroa.0.0.i, 0
  %26 = insertvalue { ptr, i64 } %25, i64 %_0.sroa.3.0.i, 1
  ret { ptr, i64 } %26
}

; <core::iter::adapters::GenericShunt<I,R> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc { i64, i64 } @"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha18bee8033d5b5c0E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(80) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args.i.i.i.i.i.i = alloca [32 x i8], align 8
  %_5.i.i.i.i.i.i = alloca [16 x i8], align 8
  %e.i.i.i.i.i.i = alloca [1 x i8], align 1
  %_7.i.i.i.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %_5.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8.i = load ptr, ptr %self, align 8, !alias.scope !39, !nonnull !4, !align !42, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
; call core::str::iter::SplitInternal<P>::next
  %0 = tail call fastcc { ptr, i64 } @"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17hfcffd0ba6ea66b4dE"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_5.i) #29, !noalias !46
  %1 = extractvalue { ptr, i64 } %0, 0
  %.not.i.i.i = icmp eq ptr %1, null
  br i1 %.not.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread", label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %start
  %2 = extractvalue { ptr, i64 } %0, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i.i.i), !noalias !49
; call core::str::<impl str>::trim_matches
  %3 = tail call fastcc { ptr, i64 } @"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h1ced737299b3b2e7E"(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %1, i64 noundef %2) #27, !noalias !55
  %_4.0.i.i.i.i.i = extractvalue { ptr, i64 } %3, 0
  %_4.1.i.i.i.i.i = extractvalue { ptr, i64 } %3, 1
  switch i64 %_4.1.i.i.i.i.i, label %bb9thread-pre-split.i.i.i.i.i.i [
    i64 0, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"
    i64 1, label %bb7.i.i.i.i.i.i
  ]

bb7.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i
  %4 = load i8, ptr %_4.0.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  switch i8 %4, label %bb9.i.i.i.i.i.i [
    i8 43, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"
    i8 45, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"
  ]

bb9thread-pre-split.i.i.i.i.i.i:                  ; preds = %bb3.i.i.i
  %.pr.i.i.i.i.i.i = load i8, ptr %_4.0.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61
  br label %bb9.i.i.i.i.i.i

bb9.i.i.i.i.i.i:                                  ; preds = %bb9thread-pre-split.i.i.i.i.i.i, %bb7.i.i.i.i.i.i
  %5 = phi i8 [ %.pr.i.i.i.i.i.i, %bb9thread-pre-split.i.i.i.i.i.i ], [ %4, %bb7.i.i.i.i.i.i ]
  switch i8 %5, label %bb48.i.i.i.i.i.i [
    i8 43, label %bb11.i.i.i.i.i.i
    i8 45, label %bb10.i.i.i.i.i.i
  ]

bb11.i.i.i.i.i.i:                                 ; preds = %bb9.i.i.i.i.i.i
  %rest.0.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_4.0.i.i.i.i.i, i64 1
  %rest.1.i.i.i.i.i.i = add nsw i64 %_4.1.i.i.i.i.i, -1
  br label %bb48.i.i.i.i.i.i

bb10.i.i.i.i.i.i:                                 ; preds = %bb9.i.i.i.i.i.i
  %rest.05.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_4.0.i.i.i.i.i, i64 1
  %rest.16.i.i.i.i.i.i = add nsw i64 %_4.1.i.i.i.i.i, -1
  %6 = icmp samesign ult i64 %_4.1.i.i.i.i.i, 17
  br i1 %6, label %bb19.preheader.i.i.i.i.i.i, label %bb28.i.i.i.i.i.i

bb19.preheader.i.i.i.i.i.i:                       ; preds = %bb10.i.i.i.i.i.i
  %_27.not123.i.i.i.i.i.i = icmp eq i64 %rest.16.i.i.i.i.i.i, 0
  br i1 %_27.not123.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb20.i.i.i.i.i.i

bb28.i.i.i.i.i.i:                                 ; preds = %bb10.i.i.i.i.i.i, %bb46.i.i.i.i.i.i
  %src.sroa.0.1122.i.i.i.i.i.i = phi ptr [ %rest.07.i.i.i.i.i.i, %bb46.i.i.i.i.i.i ], [ %rest.05.i.i.i.i.i.i, %bb10.i.i.i.i.i.i ]
  %src.sroa.26.1121.i.i.i.i.i.i = phi i64 [ %rest.18.i.i.i.i.i.i, %bb46.i.i.i.i.i.i ], [ %rest.16.i.i.i.i.i.i, %bb10.i.i.i.i.i.i ]
  %result.sroa.0.0120.i.i.i.i.i.i = phi i64 [ %_85.0.i.i.i.i.i.i, %bb46.i.i.i.i.i.i ], [ 0, %bb10.i.i.i.i.i.i ]
  %rest.07.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.1122.i.i.i.i.i.i, i64 1
  %rest.18.i.i.i.i.i.i = add nsw i64 %src.sroa.26.1121.i.i.i.i.i.i, -1
  %7 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %result.sroa.0.0120.i.i.i.i.i.i, i64 10)
  %_81.0.i.i.i.i.i.i = extractvalue { i64, i1 } %7, 0
  %_81.1.i.i.i.i.i.i = extractvalue { i64, i1 } %7, 1
  br i1 %_81.1.i.i.i.i.i.i, label %bb5.sink.split.i.i.i.i.i, label %bb43.i.i.i.i.i.i, !prof !63

bb43.i.i.i.i.i.i:                                 ; preds = %bb28.i.i.i.i.i.i
  %8 = load i8, ptr %src.sroa.0.1122.i.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %9, -48
  %_14.i.i.i.i.i.i.i = icmp ult i32 %10, 10
  br i1 %_14.i.i.i.i.i.i.i, label %bb63.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"

bb63.i.i.i.i.i.i:                                 ; preds = %bb43.i.i.i.i.i.i
  %11 = zext nneg i32 %10 to i64
  %12 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %_81.0.i.i.i.i.i.i, i64 %11)
  %_85.1.i.i.i.i.i.i = extractvalue { i64, i1 } %12, 1
  br i1 %_85.1.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i", label %bb46.i.i.i.i.i.i, !prof !63

bb46.i.i.i.i.i.i:                                 ; preds = %bb63.i.i.i.i.i.i
  %_85.0.i.i.i.i.i.i = extractvalue { i64, i1 } %12, 0
  %_54.not.i.i.i.i.i.i = icmp eq i64 %rest.18.i.i.i.i.i.i, 0
  br i1 %_54.not.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb28.i.i.i.i.i.i

bb20.i.i.i.i.i.i:                                 ; preds = %bb19.preheader.i.i.i.i.i.i, %bb23.i.i.i.i.i.i
  %src.sroa.0.2126.i.i.i.i.i.i = phi ptr [ %rest.011.i.i.i.i.i.i, %bb23.i.i.i.i.i.i ], [ %rest.05.i.i.i.i.i.i, %bb19.preheader.i.i.i.i.i.i ]
  %src.sroa.26.2125.i.i.i.i.i.i = phi i64 [ %rest.112.i.i.i.i.i.i, %bb23.i.i.i.i.i.i ], [ %rest.16.i.i.i.i.i.i, %bb19.preheader.i.i.i.i.i.i ]
  %result.sroa.0.2124.i.i.i.i.i.i = phi i64 [ %15, %bb23.i.i.i.i.i.i ], [ 0, %bb19.preheader.i.i.i.i.i.i ]
  %_34.i.i.i.i.i.i = load i8, ptr %src.sroa.0.2126.i.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  %_33.i.i.i.i.i.i = zext i8 %_34.i.i.i.i.i.i to i32
  %13 = add nsw i32 %_33.i.i.i.i.i.i, -48
  %_14.i94.i.i.i.i.i.i = icmp ult i32 %13, 10
  br i1 %_14.i94.i.i.i.i.i.i, label %bb23.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"

bb23.i.i.i.i.i.i:                                 ; preds = %bb20.i.i.i.i.i.i
  %14 = mul i64 %result.sroa.0.2124.i.i.i.i.i.i, 10
  %rest.112.i.i.i.i.i.i = add nsw i64 %src.sroa.26.2125.i.i.i.i.i.i, -1
  %rest.011.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.2126.i.i.i.i.i.i, i64 1
  %_38.i.i.i.i.i.i = zext nneg i32 %13 to i64
  %15 = sub i64 %14, %_38.i.i.i.i.i.i
  %_27.not.i.i.i.i.i.i = icmp eq i64 %rest.112.i.i.i.i.i.i, 0
  br i1 %_27.not.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb20.i.i.i.i.i.i

bb48.i.i.i.i.i.i:                                 ; preds = %bb11.i.i.i.i.i.i, %bb9.i.i.i.i.i.i
  %src.sroa.26.0.i.i.i.i.i.i = phi i64 [ %rest.1.i.i.i.i.i.i, %bb11.i.i.i.i.i.i ], [ %_4.1.i.i.i.i.i, %bb9.i.i.i.i.i.i ]
  %src.sroa.0.0.i.i.i.i.i.i = phi ptr [ %rest.0.i.i.i.i.i.i, %bb11.i.i.i.i.i.i ], [ %_4.0.i.i.i.i.i, %bb9.i.i.i.i.i.i ]
  %16 = icmp samesign ult i64 %src.sroa.26.0.i.i.i.i.i.i, 16
  br i1 %16, label %bb13.preheader.i.i.i.i.i.i, label %bb25.i.i.i.i.i.i

bb13.preheader.i.i.i.i.i.i:                       ; preds = %bb48.i.i.i.i.i.i
  %_14.not131.i.i.i.i.i.i = icmp eq i64 %src.sroa.26.0.i.i.i.i.i.i, 0
  br i1 %_14.not131.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb14.i.i.i.i.i.i

bb25.i.i.i.i.i.i:                                 ; preds = %bb48.i.i.i.i.i.i, %bb40.i.i.i.i.i.i
  %src.sroa.0.3130.i.i.i.i.i.i = phi ptr [ %rest.015.i.i.i.i.i.i, %bb40.i.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i.i, %bb48.i.i.i.i.i.i ]
  %src.sroa.26.3129.i.i.i.i.i.i = phi i64 [ %rest.116.i.i.i.i.i.i, %bb40.i.i.i.i.i.i ], [ %src.sroa.26.0.i.i.i.i.i.i, %bb48.i.i.i.i.i.i ]
  %result.sroa.0.3128.i.i.i.i.i.i = phi i64 [ %_77.0.i.i.i.i.i.i, %bb40.i.i.i.i.i.i ], [ 0, %bb48.i.i.i.i.i.i ]
  %rest.015.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.3130.i.i.i.i.i.i, i64 1
  %rest.116.i.i.i.i.i.i = add nsw i64 %src.sroa.26.3129.i.i.i.i.i.i, -1
  %17 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %result.sroa.0.3128.i.i.i.i.i.i, i64 10)
  %_73.0.i.i.i.i.i.i = extractvalue { i64, i1 } %17, 0
  %_73.1.i.i.i.i.i.i = extractvalue { i64, i1 } %17, 1
  br i1 %_73.1.i.i.i.i.i.i, label %bb5.sink.split.i.i.i.i.i, label %bb37.i.i.i.i.i.i, !prof !63

bb37.i.i.i.i.i.i:                                 ; preds = %bb25.i.i.i.i.i.i
  %18 = load i8, ptr %src.sroa.0.3130.i.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %19, -48
  %_14.i96.i.i.i.i.i.i = icmp ult i32 %20, 10
  br i1 %_14.i96.i.i.i.i.i.i, label %bb55.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"

bb55.i.i.i.i.i.i:                                 ; preds = %bb37.i.i.i.i.i.i
  %21 = zext nneg i32 %20 to i64
  %22 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %_73.0.i.i.i.i.i.i, i64 %21)
  %_77.1.i.i.i.i.i.i = extractvalue { i64, i1 } %22, 1
  br i1 %_77.1.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i", label %bb40.i.i.i.i.i.i, !prof !63

bb40.i.i.i.i.i.i:                                 ; preds = %bb55.i.i.i.i.i.i
  %_77.0.i.i.i.i.i.i = extractvalue { i64, i1 } %22, 0
  %_40.not.i.i.i.i.i.i = icmp eq i64 %rest.116.i.i.i.i.i.i, 0
  br i1 %_40.not.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb25.i.i.i.i.i.i

bb14.i.i.i.i.i.i:                                 ; preds = %bb13.preheader.i.i.i.i.i.i, %bb18.i.i.i.i.i.i
  %src.sroa.0.4134.i.i.i.i.i.i = phi ptr [ %rest.020.i.i.i.i.i.i, %bb18.i.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i.i, %bb13.preheader.i.i.i.i.i.i ]
  %src.sroa.26.4133.i.i.i.i.i.i = phi i64 [ %rest.121.i.i.i.i.i.i, %bb18.i.i.i.i.i.i ], [ %src.sroa.26.0.i.i.i.i.i.i, %bb13.preheader.i.i.i.i.i.i ]
  %result.sroa.0.4132.i.i.i.i.i.i = phi i64 [ %25, %bb18.i.i.i.i.i.i ], [ 0, %bb13.preheader.i.i.i.i.i.i ]
  %_21.i.i.i.i.i.i = load i8, ptr %src.sroa.0.4134.i.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  %_20.i.i.i.i.i.i = zext i8 %_21.i.i.i.i.i.i to i32
  %23 = add nsw i32 %_20.i.i.i.i.i.i, -48
  %_14.i100.i.i.i.i.i.i = icmp ult i32 %23, 10
  br i1 %_14.i100.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i, label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"

bb18.i.i.i.i.i.i:                                 ; preds = %bb14.i.i.i.i.i.i
  %24 = mul i64 %result.sroa.0.4132.i.i.i.i.i.i, 10
  %rest.121.i.i.i.i.i.i = add nsw i64 %src.sroa.26.4133.i.i.i.i.i.i, -1
  %rest.020.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.4134.i.i.i.i.i.i, i64 1
  %_25.i.i.i.i.i.i = zext nneg i32 %23 to i64
  %25 = add i64 %24, %_25.i.i.i.i.i.i
  %_14.not.i.i.i.i.i.i = icmp eq i64 %rest.121.i.i.i.i.i.i, 0
  br i1 %_14.not.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb14.i.i.i.i.i.i

bb5.sink.split.i.i.i.i.i:                         ; preds = %bb28.i.i.i.i.i.i, %bb25.i.i.i.i.i.i
  %src.sroa.0.3130.i.lcssa.sink.i.i.i.i.i = phi ptr [ %src.sroa.0.3130.i.i.i.i.i.i, %bb25.i.i.i.i.i.i ], [ %src.sroa.0.1122.i.i.i.i.i.i, %bb28.i.i.i.i.i.i ]
  %.sink.i.i.i.i.i = phi i8 [ 2, %bb25.i.i.i.i.i.i ], [ 3, %bb28.i.i.i.i.i.i ]
  %26 = load i8, ptr %src.sroa.0.3130.i.lcssa.sink.i.i.i.i.i, align 1, !alias.scope !58, !noalias !61, !noundef !4
  %27 = add i8 %26, -48
  %_14.i98.i.i.i.i.i.i = icmp ult i8 %27, 10
  %spec.select6.i.i.i.i.i = select i1 %_14.i98.i.i.i.i.i.i, i8 %.sink.i.i.i.i.i, i8 1
  br label %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"

"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i": ; preds = %bb63.i.i.i.i.i.i, %bb43.i.i.i.i.i.i, %bb20.i.i.i.i.i.i, %bb55.i.i.i.i.i.i, %bb37.i.i.i.i.i.i, %bb14.i.i.i.i.i.i, %bb5.sink.split.i.i.i.i.i, %bb7.i.i.i.i.i.i, %bb7.i.i.i.i.i.i, %bb3.i.i.i
  %_3.sroa.4.0.ph.i.i.i.i.i = phi i8 [ 1, %bb20.i.i.i.i.i.i ], [ %spec.select6.i.i.i.i.i, %bb5.sink.split.i.i.i.i.i ], [ 1, %bb14.i.i.i.i.i.i ], [ 1, %bb7.i.i.i.i.i.i ], [ 0, %bb3.i.i.i ], [ 2, %bb55.i.i.i.i.i.i ], [ 1, %bb7.i.i.i.i.i.i ], [ 1, %bb37.i.i.i.i.i.i ], [ 3, %bb63.i.i.i.i.i.i ], [ 1, %bb43.i.i.i.i.i.i ]
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i.i.i.i.i.i), !noalias !64
  store i8 %_3.sroa.4.0.ph.i.i.i.i.i, ptr %e.i.i.i.i.i.i, align 1, !noalias !66
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i), !noalias !66
; call core::str::<impl str>::trim_matches
  %28 = tail call fastcc { ptr, i64 } @"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h1ced737299b3b2e7E"(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %1, i64 noundef %2) #27, !noalias !70
  %29 = extractvalue { ptr, i64 } %28, 0
  %30 = extractvalue { ptr, i64 } %28, 1
  store ptr %29, ptr %_5.i.i.i.i.i.i, align 8, !noalias !66
  %31 = getelementptr inbounds nuw i8, ptr %_5.i.i.i.i.i.i, i64 8
  store i64 %30, ptr %31, align 8, !noalias !66
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i.i.i.i.i.i), !noalias !66
  store ptr %_5.i.i.i.i.i.i, ptr %args.i.i.i.i.i.i, align 8, !noalias !66
  %_8.sroa.4.0..sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %args.i.i.i.i.i.i, i64 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E", ptr %_8.sroa.4.0..sroa_idx.i.i.i.i.i.i, align 8, !noalias !66
  %32 = getelementptr inbounds nuw i8, ptr %args.i.i.i.i.i.i, i64 16
  store ptr %e.i.i.i.i.i.i, ptr %32, align 8, !noalias !66
  %_9.sroa.4.0..sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %args.i.i.i.i.i.i, i64 24
  store ptr @_RNvXs3_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_13ParseIntErrorNtNtB9_3fmt7Display3fmt, ptr %_9.sroa.4.0..sroa_idx.i.i.i.i.i.i, align 8, !noalias !66
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_7.i.i.i.i, ptr noundef nonnull @alloc_49e58dd2f2461b96910948b2ba3ff80a, ptr noundef nonnull %args.i.i.i.i.i.i) #27, !noalias !71
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i.i.i.i.i.i), !noalias !66
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i), !noalias !66
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i.i.i.i.i.i), !noalias !64
  %_5.sroa.0.0.copyload.pr.i.i.i.i = load i64, ptr %_7.i.i.i.i, align 8, !noalias !49
  %_5.sroa.4.0._7.sroa_idx.i.i.i.i = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 8
  %_5.sroa.4.0.copyload.i.i.i.i = load i64, ptr %_5.sroa.4.0._7.sroa_idx.i.i.i.i, align 8, !noalias !49
  %_5.sroa.5.0._7.sroa_idx.i.i.i.i = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 16
  %_5.sroa.5.0.copyload.i.i.i.i = load i64, ptr %_5.sroa.5.0._7.sroa_idx.i.i.i.i, align 8, !noalias !49
  %.not.i.i.i.i.i.i = icmp eq i64 %_5.sroa.0.0.copyload.pr.i.i.i.i, -9223372036854775808
  br i1 %.not.i.i.i.i.i.i, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", label %bb3.i.i.i.i.i

bb3.i.i.i.i.i:                                    ; preds = %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i"
  call void @llvm.experimental.noalias.scope.decl(metadata !72)
  %33 = load i64, ptr %_8.i, align 8, !range !75, !alias.scope !76, !noalias !77, !noundef !4
  %34 = icmp eq i64 %33, -9223372036854775808
  br i1 %34, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit", label %bb2.i3.i.i.i.i.i

bb2.i3.i.i.i.i.i:                                 ; preds = %bb3.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !81)
  call void @llvm.experimental.noalias.scope.decl(metadata !84)
  call void @llvm.experimental.noalias.scope.decl(metadata !87)
  call void @llvm.experimental.noalias.scope.decl(metadata !90)
  call void @llvm.experimental.noalias.scope.decl(metadata !93)
  call void @llvm.experimental.noalias.scope.decl(metadata !96)
  %35 = icmp eq i64 %33, 0
  br i1 %35, label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit", label %bb2.i.i.i.i.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i.i.i.i.i:                      ; preds = %bb2.i3.i.i.i.i.i
  %36 = getelementptr inbounds nuw i8, ptr %_8.i, i64 8
  %self3.i.i.i.i.i.i.i.i.i.i.i.i.i = load ptr, ptr %36, align 8, !alias.scope !99, !noalias !102, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.i.i.i.i, i64 noundef %33, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !104
  br label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit"

"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit": ; preds = %bb3.i.i.i.i.i, %bb2.i3.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i.i.i.i
  store i64 %_5.sroa.0.0.copyload.pr.i.i.i.i, ptr %_8.i, align 8, !alias.scope !43, !noalias !77
  %_11.sroa.4.0._15.sroa_idx.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i, i64 8
  store i64 %_5.sroa.4.0.copyload.i.i.i.i, ptr %_11.sroa.4.0._15.sroa_idx.i.i.i.i.i, align 8, !alias.scope !43, !noalias !77
  %_11.sroa.5.0._15.sroa_idx.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i, i64 16
  store i64 %_5.sroa.5.0.copyload.i.i.i.i, ptr %_11.sroa.5.0._15.sroa_idx.i.i.i.i.i, align 8, !alias.scope !43, !noalias !77
  br label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split"

"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split": ; preds = %bb46.i.i.i.i.i.i, %bb23.i.i.i.i.i.i, %bb40.i.i.i.i.i.i, %bb18.i.i.i.i.i.i, %bb19.preheader.i.i.i.i.i.i, %bb13.preheader.i.i.i.i.i.i, %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i", %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit"
  %v.sroa.0.0.i37.ph = phi i64 [ 0, %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit" ], [ 1, %bb23.i.i.i.i.i.i ], [ 1, %bb40.i.i.i.i.i.i ], [ 1, %bb18.i.i.i.i.i.i ], [ 1, %bb19.preheader.i.i.i.i.i.i ], [ 1, %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i" ], [ 1, %bb13.preheader.i.i.i.i.i.i ], [ 1, %bb46.i.i.i.i.i.i ]
  %.ph = phi i64 [ undef, %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit" ], [ %15, %bb23.i.i.i.i.i.i ], [ %_77.0.i.i.i.i.i.i, %bb40.i.i.i.i.i.i ], [ %25, %bb18.i.i.i.i.i.i ], [ 0, %bb19.preheader.i.i.i.i.i.i ], [ %_5.sroa.4.0.copyload.i.i.i.i, %"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E.exit.i.i.i.i" ], [ 0, %bb13.preheader.i.i.i.i.i.i ], [ %_85.0.i.i.i.i.i.i, %bb46.i.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i), !noalias !49
  br label %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread"

"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread": ; preds = %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split", %start
  %v.sroa.0.0.i37 = phi i64 [ 0, %start ], [ %v.sroa.0.0.i37.ph, %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split" ]
  %37 = phi i64 [ undef, %start ], [ %.ph, %"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE.exit.thread.sink.split" ]
  %38 = insertvalue { i64, i64 } poison, i64 %v.sroa.0.0.i37, 0
  %39 = insertvalue { i64, i64 } %38, i64 %37, 1
  ret { i64, i64 } %39
}

; <core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal fastcc void @"_ZN115_$LT$core..iter..adapters..filter_map..FilterMap$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h984d64c23a5d8489E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull align 8 captures(none) dereferenceable(80) %self) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %_16.i.i.i.i.i.i = alloca [16 x i8], align 8
  %_7.i.i.i.i.i.i = alloca [16 x i8], align 8
  %it.i.i.i.i.i.i = alloca [72 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !108)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !110)
  %n.i.i = load i64, ptr %self, align 8, !alias.scope !113, !noalias !114, !noundef !4
  store i64 0, ptr %self, align 8, !alias.scope !113, !noalias !114
  %_5.not.i.i = icmp eq i64 %n.i.i, 0
  br i1 %_5.not.i.i, label %bb8.i.i, label %bb1.i.i

bb8.i.i:                                          ; preds = %_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i, %start
  %_12.i.i = getelementptr inbounds nuw i8, ptr %self, i64 8
; call <core::str::iter::Lines as core::iter::traits::iterator::Iterator>::next
  %0 = tail call fastcc { ptr, i64 } @_RNvXss_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5LinesNtNtNtNtB9_4iter6traits8iterator8Iterator4next(ptr noalias noundef nonnull align 8 dereferenceable(72) %_12.i.i) #29, !noalias !116
  %1 = extractvalue { ptr, i64 } %0, 0
  %.not18.i.i.i = icmp eq ptr %1, null
  br i1 %.not18.i.i.i, label %_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit, label %bb3.lr.ph.i.i.i

bb3.lr.ph.i.i.i:                                  ; preds = %bb8.i.i
  %_23.sroa.4.0.it.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 8
  %_23.sroa.5.0.it.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 16
  %_23.sroa.5.sroa.4.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 24
  %_23.sroa.5.sroa.5.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 32
  %_23.sroa.5.sroa.6.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 40
  %_23.sroa.5.sroa.7.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 48
  %_23.sroa.5.sroa.8.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 52
  %_23.sroa.5.sroa.9.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 56
  %_23.sroa.6.0.it.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 64
  %_23.sroa.7.0.it.sroa_idx.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %it.i.i.i.i.i.i, i64 65
  %2 = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i.i.i, i64 8
  br label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %bb7.i.i.i, %bb3.lr.ph.i.i.i
  %3 = phi ptr [ %1, %bb3.lr.ph.i.i.i ], [ %17, %bb7.i.i.i ]
  %4 = phi { ptr, i64 } [ %0, %bb3.lr.ph.i.i.i ], [ %16, %bb7.i.i.i ]
  %5 = extractvalue { ptr, i64 } %4, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %it.i.i.i.i.i.i), !noalias !119
  store i64 0, ptr %it.i.i.i.i.i.i, align 8, !noalias !119
  store i64 %5, ptr %_23.sroa.4.0.it.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store ptr %3, ptr %_23.sroa.5.0.it.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i64 %5, ptr %_23.sroa.5.sroa.4.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i64 0, ptr %_23.sroa.5.sroa.5.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i64 %5, ptr %_23.sroa.5.sroa.6.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i32 44, ptr %_23.sroa.5.sroa.7.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i32 44, ptr %_23.sroa.5.sroa.8.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 4, !noalias !119
  store i8 1, ptr %_23.sroa.5.sroa.9.0._23.sroa.5.0.it.sroa_idx.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i8 1, ptr %_23.sroa.6.0.it.sroa_idx.i.i.i.i.i.i, align 8, !noalias !119
  store i8 0, ptr %_23.sroa.7.0.it.sroa_idx.i.i.i.i.i.i, align 1, !noalias !119
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i.i.i.i.i), !noalias !119
; call core::str::iter::SplitInternal<P>::next
  %6 = call fastcc { ptr, i64 } @"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17hfcffd0ba6ea66b4dE"(ptr noalias noundef align 8 dereferenceable(72) %it.i.i.i.i.i.i) #29, !noalias !130
  %7 = extractvalue { ptr, i64 } %6, 0
  %.not.i.i.i.i.i.i = icmp eq ptr %7, null
  br i1 %.not.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i

bb9.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i
  %8 = extractvalue { ptr, i64 } %6, 1
; call <f64 as core::str::traits::FromStr>::from_str
  call void @_RNvXs2_NtNtCsgEmfK2I1SDS_4core3num7dec2fltdNtNtNtB9_3str6traits7FromStr8from_str(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_7.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %7, i64 noundef %8) #30, !noalias !130
  %9 = load i8, ptr %_7.i.i.i.i.i.i, align 8, !range !14, !noalias !119, !noundef !4
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb11.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i

bb8.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i.i.i), !noalias !119
  br label %bb7.i.i.i

bb11.i.i.i.i.i.i:                                 ; preds = %bb9.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i.i.i), !noalias !119
  br label %bb7.i.i.i

bb12.i.i.i.i.i.i:                                 ; preds = %bb9.i.i.i.i.i.i
  %_33.i.i.i.i.i.i = load double, ptr %2, align 8, !noalias !119, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i.i.i), !noalias !119
  call void @llvm.lifetime.start.p0(ptr nonnull %_16.i.i.i.i.i.i), !noalias !119
; call core::str::iter::SplitInternal<P>::next
  %11 = call fastcc { ptr, i64 } @"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17hfcffd0ba6ea66b4dE"(ptr noalias noundef align 8 dereferenceable(72) %it.i.i.i.i.i.i) #29, !noalias !130
  %12 = extractvalue { ptr, i64 } %11, 0
  %.not6.i.i.i.i.i.i = icmp eq ptr %12, null
  br i1 %.not6.i.i.i.i.i.i, label %bb14.i.i.i.i.i.i, label %bb15.i.i.i.i.i.i

bb15.i.i.i.i.i.i:                                 ; preds = %bb12.i.i.i.i.i.i
  %13 = extractvalue { ptr, i64 } %11, 1
; call <f64 as core::str::traits::FromStr>::from_str
  call void @_RNvXs2_NtNtCsgEmfK2I1SDS_4core3num7dec2fltdNtNtNtB9_3str6traits7FromStr8from_str(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_16.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %12, i64 noundef %13) #30, !noalias !130
  %14 = load i8, ptr %_16.i.i.i.i.i.i, align 8, !range !14, !noalias !119, !noundef !4
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb17.i.i.i.i.i.i, label %bb3.i

bb14.i.i.i.i.i.i:                                 ; preds = %bb12.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_16.i.i.i.i.i.i), !noalias !119
  br label %bb7.i.i.i

bb17.i.i.i.i.i.i:                                 ; preds = %bb15.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_16.i.i.i.i.i.i), !noalias !119
  br label %bb7.i.i.i

bb7.i.i.i:                                        ; preds = %bb17.i.i.i.i.i.i, %bb14.i.i.i.i.i.i, %bb11.i.i.i.i.i.i, %bb8.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %it.i.i.i.i.i.i), !noalias !119
; call <core::str::iter::Lines as core::iter::traits::iterator::Iterator>::next
  %16 = call fastcc { ptr, i64 } @_RNvXss_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5LinesNtNtNtNtB9_4iter6traits8iterator8Iterator4next(ptr noalias noundef nonnull align 8 dereferenceable(72) %_12.i.i) #29, !noalias !116
  %17 = extractvalue { ptr, i64 } %16, 0
  %.not.i.i.i = icmp eq ptr %17, null
  br i1 %.not.i.i.i, label %_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit, label %bb3.i.i.i

bb1.i.i:                                          ; preds = %start
  %_9.i.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_10.i.i = add i64 %n.i.i, -1
  %.not.i.i.i.i.i = icmp eq i64 %_10.i.i, 0
  br i1 %.not.i.i.i.i.i, label %_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i, label %bb1.i.i.i.i.i.i

bb1.i.i.i.i.i.i:                                  ; preds = %bb1.i.i, %bb3.i.i.i.i.i.i
  %accum.sroa.0.0.i.i.i.i.i.i = phi i64 [ %20, %bb3.i.i.i.i.i.i ], [ %_10.i.i, %bb1.i.i ]
; call <core::str::iter::Lines as core::iter::traits::iterator::Iterator>::next
  %18 = tail call fastcc { ptr, i64 } @_RNvXss_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5LinesNtNtNtNtB9_4iter6traits8iterator8Iterator4next(ptr noalias noundef nonnull align 8 dereferenceable(72) %_9.i.i) #29, !noalias !114
  %19 = extractvalue { ptr, i64 } %18, 0
  %.not.i.i.i.i1.i.i = icmp eq ptr %19, null
  br i1 %.not.i.i.i.i1.i.i, label %_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit, label %bb3.i.i.i.i.i.i

bb3.i.i.i.i.i.i:                                  ; preds = %bb1.i.i.i.i.i.i
  %20 = add i64 %accum.sroa.0.0.i.i.i.i.i.i, -1
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i, label %bb1.i.i.i.i.i.i

_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i: ; preds = %bb3.i.i.i.i.i.i, %bb1.i.i
; call <core::str::iter::Lines as core::iter::traits::iterator::Iterator>::next
  %22 = tail call fastcc { ptr, i64 } @_RNvXss_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5LinesNtNtNtNtB9_4iter6traits8iterator8Iterator4next(ptr noalias noundef nonnull align 8 dereferenceable(72) %_9.i.i) #29, !noalias !114
  %23 = extractvalue { ptr, i64 } %22, 0
  %.not.i.i = icmp eq ptr %23, null
  br i1 %.not.i.i, label %_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit, label %bb8.i.i

bb3.i:                                            ; preds = %bb15.i.i.i.i.i.i
  %24 = getelementptr inbounds nuw i8, ptr %_16.i.i.i.i.i.i, i64 8
  %_43.i.i.i.i.i.i = load double, ptr %24, align 8, !noalias !119, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %_16.i.i.i.i.i.i), !noalias !119
  call void @llvm.lifetime.end.p0(ptr nonnull %it.i.i.i.i.i.i), !noalias !119
  %25 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store double %_33.i.i.i.i.i.i, ptr %25, align 8, !alias.scope !105, !noalias !108
  %26 = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store double %_43.i.i.i.i.i.i, ptr %26, align 8, !alias.scope !105, !noalias !108
  br label %_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit

_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE.exit: ; preds = %bb1.i.i.i.i.i.i, %bb7.i.i.i, %bb8.i.i, %_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i, %bb3.i
  %storemerge.i = phi i64 [ 1, %bb3.i ], [ 0, %_ZN4core4iter6traits8iterator8Iterator3nth17hdec2bcdde447bc9aE.exit.i.i ], [ 0, %bb8.i.i ], [ 0, %bb7.i.i.i ], [ 0, %bb1.i.i.i.i.i.i ]
  store i64 %storemerge.i, ptr %_0, align 8, !alias.scope !105, !noalias !108
  ret void
}

; _04_slices_strings::parse_numbers
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN18_04_slices_strings13parse_numbers17h3c9bf8648c1cb532E(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) %_0, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %s.0, i64 noundef range(i64 8, 33) %s.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_19.i.i.i.i.i = alloca [80 x i8], align 8
  %vector.i.i.i.i.i = alloca [24 x i8], align 8
  %_2.i.i.i = alloca [80 x i8], align 8
  %residual.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !131)
  call void @llvm.lifetime.start.p0(ptr nonnull %residual.i), !noalias !134
  store i64 -9223372036854775808, ptr %residual.i, align 8, !noalias !134
  call void @llvm.lifetime.start.p0(ptr nonnull %_2.i.i.i), !noalias !136
  store ptr %residual.i, ptr %_2.i.i.i, align 8, !alias.scope !143, !noalias !147
  %_8.sroa.4.0._2.i.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 8
  store i64 0, ptr %_8.sroa.4.0._2.i.i.sroa_idx.i, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.2.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 16
  store i64 %s.1, ptr %_2.sroa.2.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 24
  store ptr %s.0, ptr %_2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.2.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 32
  store i64 %s.1, ptr %_2.sroa.3.sroa.2.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.3.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 40
  store i64 0, ptr %_2.sroa.3.sroa.3.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.4.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 48
  store i64 %s.1, ptr %_2.sroa.3.sroa.4.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.5.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 56
  store i32 44, ptr %_2.sroa.3.sroa.5.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.6.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 60
  store i32 44, ptr %_2.sroa.3.sroa.6.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 4, !alias.scope !143, !noalias !148
  %_2.sroa.3.sroa.7.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 64
  store i8 1, ptr %_2.sroa.3.sroa.7.0._2.sroa.3.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.4.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 72
  store i8 1, ptr %_2.sroa.4.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx, align 8, !alias.scope !143, !noalias !148
  %_2.sroa.5.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_2.i.i.i, i64 73
  store i8 0, ptr %_2.sroa.5.0._8.sroa.4.0._2.i.i.sroa_idx.i.sroa_idx, align 1, !alias.scope !143, !noalias !148
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i.i.i.i.i), !noalias !149
; call <core::iter::adapters::GenericShunt<I,R> as core::iter::traits::iterator::Iterator>::next
  %0 = call fastcc { i64, i64 } @"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha18bee8033d5b5c0E"(ptr noalias noundef nonnull align 8 dereferenceable(80) %_2.i.i.i) #27, !noalias !156
  %1 = extractvalue { i64, i64 } %0, 0
  %2 = trunc nuw i64 %1 to i1
  br i1 %2, label %bb3.i.i.i.i.i, label %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread"

bb3.i.i.i.i.i:                                    ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !157
; call __rustc::__rust_alloc
  %3 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 32, i64 noundef range(i64 1, 9) 8) #27, !noalias !157
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb3.i.i.i.i.i.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i"

bb3.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #31, !noalias !149
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i": ; preds = %bb3.i.i.i.i.i
  %5 = extractvalue { i64, i64 } %0, 1
  store i64 %5, ptr %3, align 8, !noalias !149
  store i64 4, ptr %vector.i.i.i.i.i, align 8, !noalias !149
  %vector1.sroa.4.0.vector.sroa_idx.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %vector.i.i.i.i.i, i64 8
  store ptr %3, ptr %vector1.sroa.4.0.vector.sroa_idx.i.i.i.i.i, align 8, !noalias !149
  %vector1.sroa.6.0.vector.sroa_idx.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %vector.i.i.i.i.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i.i.i.i.i, align 8, !noalias !149
  call void @llvm.lifetime.start.p0(ptr nonnull %_19.i.i.i.i.i), !noalias !149
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %_19.i.i.i.i.i, ptr noundef nonnull align 8 dereferenceable(80) %_2.i.i.i, i64 80, i1 false), !noalias !156
  call void @llvm.experimental.noalias.scope.decl(metadata !160)
  call void @llvm.experimental.noalias.scope.decl(metadata !163)
; call <core::iter::adapters::GenericShunt<I,R> as core::iter::traits::iterator::Iterator>::next
  %6 = call fastcc { i64, i64 } @"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha18bee8033d5b5c0E"(ptr noalias noundef nonnull align 8 dereferenceable(80) %_19.i.i.i.i.i) #27, !noalias !166
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = trunc nuw i64 %7 to i1
  br i1 %8, label %bb3.i.i.i.i.i.i.i, label %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13"

bb3.i.i.i.i.i.i.i:                                ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i", %bb8.i.i.i.i.i.i.i
  %_23.i.i3.i.i.i.i.i = phi ptr [ %_23.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i ], [ %3, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i" ]
  %len.i.i.i.i.i.i.i = phi i64 [ %new_len.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i ], [ 1, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i" ]
  %.pn.i.i.i.i.i.i.i = phi { i64, i64 } [ %10, %bb8.i.i.i.i.i.i.i ], [ %6, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i" ]
  %9 = extractvalue { i64, i64 } %.pn.i.i.i.i.i.i.i, 1
  %_19.i.i.i.i.i.i.i = icmp samesign ult i64 %len.i.i.i.i.i.i.i, 1152921504606846976
  call void @llvm.assume(i1 %_19.i.i.i.i.i.i.i)
  %self1.i.i.i.i.i.i.i = load i64, ptr %vector.i.i.i.i.i, align 8, !range !167, !alias.scope !168, !noalias !169, !noundef !4
  %_8.i.i.i.i.i.i.i = icmp eq i64 %len.i.i.i.i.i.i.i, %self1.i.i.i.i.i.i.i
  br i1 %_8.i.i.i.i.i.i.i, label %bb1.i3.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i

bb1.i3.i.i.i.i.i.i.i:                             ; preds = %bb3.i.i.i.i.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i.i.i.i.i, i64 noundef %len.i.i.i.i.i.i.i, i64 noundef 1, i64 noundef 8, i64 noundef 8) #27, !noalias !169
  %_23.i.i.pre.i.i.i.i.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i.i.i.i.i, align 8, !alias.scope !168, !noalias !169
  br label %bb8.i.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i:                                ; preds = %bb1.i3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i
  %_23.i.i.i.i.i.i.i = phi ptr [ %_23.i.i.pre.i.i.i.i.i, %bb1.i3.i.i.i.i.i.i.i ], [ %_23.i.i3.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ]
  %dst.i.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %_23.i.i.i.i.i.i.i, i64 %len.i.i.i.i.i.i.i
  store i64 %9, ptr %dst.i.i.i.i.i.i.i, align 8, !noalias !172
  %new_len.i.i.i.i.i.i.i = add nuw nsw i64 %len.i.i.i.i.i.i.i, 1
  store i64 %new_len.i.i.i.i.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i.i.i.i.i, align 8, !alias.scope !168, !noalias !169
; call <core::iter::adapters::GenericShunt<I,R> as core::iter::traits::iterator::Iterator>::next
  %10 = call fastcc { i64, i64 } @"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha18bee8033d5b5c0E"(ptr noalias noundef nonnull align 8 dereferenceable(80) %_19.i.i.i.i.i) #27, !noalias !166
  %11 = extractvalue { i64, i64 } %10, 0
  %12 = trunc nuw i64 %11 to i1
  br i1 %12, label %bb3.i.i.i.i.i.i.i, label %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i"

"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i": ; preds = %bb8.i.i.i.i.i.i.i
  %value.sroa.0.0.copyload1.pre.i = load i64, ptr %vector.i.i.i.i.i, align 8, !noalias !173
  %value.sroa.6.0.copyload2.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i.i.i.i.i, align 8, !noalias !173
  call void @llvm.lifetime.end.p0(ptr nonnull %_19.i.i.i.i.i), !noalias !149
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i.i.i.i.i), !noalias !149
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.i.i.i), !noalias !136
  %13 = load i64, ptr %residual.i, align 8, !range !75, !noalias !134, !noundef !4
  %.not.i = icmp eq i64 %13, -9223372036854775808
  br i1 %.not.i, label %bb3.i, label %bb4.i

"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13": ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i.i.i.i.i"
  call void @llvm.lifetime.end.p0(ptr nonnull %_19.i.i.i.i.i), !noalias !149
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i.i.i.i.i), !noalias !149
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.i.i.i), !noalias !136
  %14 = load i64, ptr %residual.i, align 8, !range !75, !noalias !134, !noundef !4
  %.not.i17 = icmp eq i64 %14, -9223372036854775808
  br i1 %.not.i17, label %bb3.i, label %bb4.i.thread20

bb4.i.thread20:                                   ; preds = %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13"
  %15 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %residual.i, i64 24, i1 false), !noalias !174
  store i64 1, ptr %_0, align 8, !alias.scope !175, !noalias !178
  br label %bb2.i.i.i.i.i

"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread": ; preds = %start
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i.i.i.i.i), !noalias !149
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.i.i.i), !noalias !136
  %16 = load i64, ptr %residual.i, align 8, !range !75, !noalias !134, !noundef !4
  %.not.i4 = icmp eq i64 %16, -9223372036854775808
  br i1 %.not.i4, label %bb3.i, label %bb4.i.thread

bb4.i.thread:                                     ; preds = %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread"
  %17 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %residual.i, i64 24, i1 false), !noalias !174
  store i64 1, ptr %_0, align 8, !alias.scope !175, !noalias !178
  br label %_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E.exit

bb4.i:                                            ; preds = %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i"
  %18 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef nonnull align 8 dereferenceable(24) %residual.i, i64 24, i1 false), !noalias !174
  store i64 1, ptr %_0, align 8, !alias.scope !175, !noalias !178
  %19 = icmp eq i64 %value.sroa.0.0.copyload1.pre.i, 0
  br i1 %19, label %_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E.exit, label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %bb4.i.thread20, %bb4.i
  %value.sroa.6.0.copyload2.i1824 = phi ptr [ %3, %bb4.i.thread20 ], [ %value.sroa.6.0.copyload2.pre.i, %bb4.i ]
  %value.sroa.0.0.copyload1.i1923 = phi i64 [ 4, %bb4.i.thread20 ], [ %value.sroa.0.0.copyload1.pre.i, %bb4.i ]
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %value.sroa.0.0.copyload1.i1923, 3
  %20 = icmp ne ptr %value.sroa.6.0.copyload2.i1824, null
  call void @llvm.assume(i1 %20)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %value.sroa.6.0.copyload2.i1824, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !180
  br label %_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E.exit

bb3.i:                                            ; preds = %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13", %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread", %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i"
  %value.sroa.0.0.i9 = phi i64 [ 0, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread" ], [ %value.sroa.0.0.copyload1.pre.i, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i" ], [ 4, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13" ]
  %value.sroa.6.0.i7 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread" ], [ %value.sroa.6.0.copyload2.pre.i, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i" ], [ %3, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13" ]
  %value.sroa.8.0.i5 = phi i64 [ 0, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread" ], [ %new_len.i.i.i.i.i.i.i, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i" ], [ 1, %"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E.exit.i.thread13" ]
  call void @llvm.experimental.noalias.scope.decl(metadata !189)
  %21 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 %value.sroa.0.0.i9, ptr %21, align 8, !alias.scope !192, !noalias !174
  %_11.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store ptr %value.sroa.6.0.i7, ptr %_11.sroa.4.0..sroa_idx.i, align 8, !alias.scope !192, !noalias !174
  %_11.sroa.5.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 24
  store i64 %value.sroa.8.0.i5, ptr %_11.sroa.5.0..sroa_idx.i, align 8, !alias.scope !192, !noalias !174
  store i64 0, ptr %_0, align 8, !alias.scope !194, !noalias !195
  br label %_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E.exit

_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E.exit: ; preds = %bb4.i.thread, %bb4.i, %bb2.i.i.i.i.i, %bb3.i
  call void @llvm.lifetime.end.p0(ptr nonnull %residual.i), !noalias !134
  ret void
}

; _04_slices_strings::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN18_04_slices_strings4main17h81aa63595e4f915eE() unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_3.i.i.i260 = alloca [24 x i8], align 8
  %_19.i = alloca [80 x i8], align 8
  %_3.i261 = alloca [24 x i8], align 8
  %vector.i262 = alloca [24 x i8], align 8
  %_17.i.i.i.i.i.i.i = alloca [104 x i8], align 8
  %buffer.i.i.i.i.i.i = alloca [4 x i8], align 4
  %buf.i = alloca [24 x i8], align 8
  %rawarray.i.i.i = alloca [256 x i8], align 8
  %e.i = alloca [16 x i8], align 8
  %args22 = alloca [16 x i8], align 8
  %_243 = alloca [16 x i8], align 8
  %args21 = alloca [16 x i8], align 8
  %_230 = alloca [24 x i8], align 8
  %_229 = alloca [16 x i8], align 8
  %grid = alloca [32 x i8], align 1
  %args17 = alloca [48 x i8], align 8
  %_190 = alloca [8 x i8], align 8
  %sxy = alloca [8 x i8], align 8
  %sx = alloca [8 x i8], align 8
  %_180 = alloca [80 x i8], align 8
  %args16 = alloca [80 x i8], align 8
  %_171 = alloca [8 x i8], align 8
  %vowels = alloca [8 x i8], align 8
  %upper = alloca [24 x i8], align 8
  %rev = alloca [24 x i8], align 8
  %s15 = alloca [24 x i8], align 8
  %args14 = alloca [32 x i8], align 8
  %_147 = alloca [24 x i8], align 8
  %secret = alloca [24 x i8], align 8
  %args13 = alloca [16 x i8], align 8
  %e12 = alloca [24 x i8], align 8
  %args11 = alloca [16 x i8], align 8
  %v10 = alloca [24 x i8], align 8
  %_126 = alloca [32 x i8], align 8
  %args9 = alloca [16 x i8], align 8
  %e = alloca [24 x i8], align 8
  %args8 = alloca [16 x i8], align 8
  %args7 = alloca [48 x i8], align 8
  %_104 = alloca [16 x i8], align 8
  %_101 = alloca [16 x i8], align 8
  %s2 = alloca [24 x i8], align 8
  %args6 = alloca [16 x i8], align 8
  %inc = alloca [8 x i8], align 8
  %args5 = alloca [32 x i8], align 8
  %r = alloca [16 x i8], align 8
  %l = alloca [16 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %chunk_sums = alloca [24 x i8], align 8
  %args3 = alloca [64 x i8], align 8
  %_51 = alloca [16 x i8], align 8
  %j = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %s = alloca [8 x i8], align 8
  %_37 = alloca [32 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_32 = alloca [16 x i8], align 8
  %args = alloca [32 x i8], align 8
  %c = alloca [8 x i8], align 8
  %w = alloca [8 x i8], align 8
  br label %bb1

bb1:                                              ; preds = %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit", %start
  %counts.sroa.17.0 = phi i64 [ 0, %start ], [ %counts.sroa.17.1, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %counts.sroa.10.0 = phi i64 [ undef, %start ], [ %counts.sroa.10.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %counts.sroa.0.0 = phi ptr [ null, %start ], [ %counts.sroa.0.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %iter.sroa.18.0 = phi i1 [ false, %start ], [ %iter.sroa.18.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %iter.sroa.13.0 = phi i64 [ 0, %start ], [ %iter.sroa.13.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %iter.sroa.9361.0 = phi ptr [ @alloc_571c29390443d49cf697d8d3361761b4, %start ], [ %iter.sroa.9361.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  %iter.sroa.0.0 = phi i64 [ 0, %start ], [ %iter.sroa.0.2, %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit" ]
  br label %bb1.i

bb1.i:                                            ; preds = %bb3.i, %bb1
  %iter.sroa.18.1 = phi i1 [ %iter.sroa.18.0, %bb1 ], [ %iter.sroa.18.2, %bb3.i ]
  %iter.sroa.13.1 = phi i64 [ %iter.sroa.13.0, %bb1 ], [ %iter.sroa.13.2, %bb3.i ]
  %iter.sroa.9361.1 = phi ptr [ %iter.sroa.9361.0, %bb1 ], [ %iter.sroa.9361.2, %bb3.i ]
  %iter.sroa.0.1 = phi i64 [ %iter.sroa.0.0, %bb1 ], [ %iter.sroa.0.2, %bb3.i ]
  %.lcssa919.i = phi i64 [ %iter.sroa.13.0, %bb1 ], [ %.lcssa917.i, %bb3.i ]
  %subtracted.i.i.i.i.i.i.lcssa1015.i = phi ptr [ %iter.sroa.9361.0, %bb1 ], [ %subtracted.i.i.i.i.i.i.lcssa1013.i, %bb3.i ]
  %i.pre.i.i.i12.i = phi i64 [ %iter.sroa.0.0, %bb1 ], [ %i.pre.i.i.i11.i, %bb3.i ]
  %0 = phi i1 [ %iter.sroa.18.0, %bb1 ], [ %18, %bb3.i ]
  br i1 %0, label %bb75, label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %bb1.i
  %_6.i.i.i.i13.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i.i.i.lcssa1015.i, getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69)
  br i1 %_6.i.i.i.i13.i.i.i.i.i, label %bb3.i, label %bb14.i.i.i.i.i.i.i.i

bb14.i.i.i.i.i.i.i.i:                             ; preds = %bb2.i.i.i, %bb5.i.i.i.i.i
  %1 = phi i64 [ %8, %bb5.i.i.i.i.i ], [ %.lcssa919.i, %bb2.i.i.i ]
  %_16.i26.i.i.i1214.i.i.i.i.i = phi ptr [ %subtracted.i.i.i.i.i.i.i, %bb5.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.lcssa1015.i, %bb2.i.i.i ]
  %2 = ptrtoint ptr %_16.i26.i.i.i1214.i.i.i.i.i to i64
  %_16.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i, i64 1
  %x.i.i.i.i.i.i.i.i = load i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i, align 1, !noalias !196, !noundef !4
  %_7.i.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i.i:                              ; preds = %bb14.i.i.i.i.i.i.i.i
  %_33.i.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i.i.i.i, 31
  %init.i.i.i.i.i.i.i.i = zext nneg i8 %_33.i.i.i.i.i.i.i.i to i32
  %_6.i10.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69)
  tail call void @llvm.assume(i1 %_6.i10.i.i.i.i.i.i.i.i)
  %_16.i12.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i, i64 2
  %y.i.i.i.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.i.i.i.i.i, align 1, !noalias !196, !noundef !4
  %_36.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i, 6
  %_38.i.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i.i, 63
  %_37.i.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i.i.i.i to i32
  %3 = or disjoint i32 %_36.i.i.i.i.i.i.i.i, %_37.i.i.i.i.i.i.i.i
  %_14.i.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i:                              ; preds = %bb14.i.i.i.i.i.i.i.i
  %_8.i.i.i.i.i.i.i.i = zext nneg i8 %x.i.i.i.i.i.i.i.i to i32
  br label %bb3.i.i.i.i.i.i

bb6.i.i.i.i.i.i.i.i:                              ; preds = %bb4.i.i.i.i.i.i.i.i
  %_6.i17.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69)
  tail call void @llvm.assume(i1 %_6.i17.i.i.i.i.i.i.i.i)
  %_16.i19.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i, i64 3
  %z.i.i.i.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i.i.i.i.i, align 1, !noalias !196, !noundef !4
  %_41.i.i.i.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i.i.i.i.i, 6
  %_43.i.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i.i, 63
  %_42.i.i.i.i.i.i.i.i = zext nneg i8 %_43.i.i.i.i.i.i.i.i to i32
  %y_z.i.i.i.i.i.i.i.i = or disjoint i32 %_41.i.i.i.i.i.i.i.i, %_42.i.i.i.i.i.i.i.i
  %_21.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i, 12
  %4 = or disjoint i32 %y_z.i.i.i.i.i.i.i.i, %_21.i.i.i.i.i.i.i.i
  %_22.i.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i.i:                              ; preds = %bb6.i.i.i.i.i.i.i.i
  %_6.i24.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69)
  tail call void @llvm.assume(i1 %_6.i24.i.i.i.i.i.i.i.i)
  %_16.i26.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i, i64 4
  %w.i.i.i.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i.i.i.i.i, align 1, !noalias !196, !noundef !4
  %_27.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i, 18
  %_26.i.i.i.i.i.i.i.i = and i32 %_27.i.i.i.i.i.i.i.i, 1835008
  %_46.i.i.i.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i.i.i.i.i, 6
  %_48.i.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i.i.i.i, 63
  %_47.i.i.i.i.i.i.i.i = zext nneg i8 %_48.i.i.i.i.i.i.i.i to i32
  %_28.i.i.i.i.i.i.i.i = or disjoint i32 %_46.i.i.i.i.i.i.i.i, %_47.i.i.i.i.i.i.i.i
  %5 = or disjoint i32 %_28.i.i.i.i.i.i.i.i, %_26.i.i.i.i.i.i.i.i
  br label %bb3.i.i.i.i.i.i

bb3.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i
  %subtracted.i.i.i.i.i.i.i = phi ptr [ %_16.i19.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i ], [ %_16.i26.i.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i.i ], [ %_16.i12.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i ], [ %_16.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i ]
  %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i = phi i32 [ %4, %bb6.i.i.i.i.i.i.i.i ], [ %5, %bb8.i.i.i.i.i.i.i.i ], [ %3, %bb4.i.i.i.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i ]
  %6 = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %6)
  %7 = ptrtoint ptr %subtracted.i.i.i.i.i.i.i to i64
  %_10.i.i.i.i.i.i.i = sub i64 %7, %2
  %8 = add i64 %_10.i.i.i.i.i.i.i, %1
  switch i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i [
    i32 32, label %bb3.i
    i32 13, label %bb3.i
    i32 12, label %bb3.i
    i32 11, label %bb3.i
    i32 10, label %bb3.i
    i32 9, label %bb3.i
  ]

bb1.i.i.i.i.i.i.i.i.i:                            ; preds = %bb3.i.i.i.i.i.i
  %_4.i.i.i.i.i.i.i.i.i = icmp samesign ugt i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i

bb5.i.i.i.i.i.i.i.i.i:                            ; preds = %bb1.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i [
    i32 0, label %bb6.i.i.i.i.i.i.i.i.i.i
    i32 22, label %bb4.i.i.i.i.i.i.i.i.i.i
    i32 32, label %bb7.i.i.i.i.i.i.i.i.i.i
    i32 48, label %bb2.i.i.i.i.i.i.i.i.i.i
  ]

bb4.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i
  %9 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 5760
  %10 = zext i1 %9 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i"

bb2.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i
  %11 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 12288
  %12 = zext i1 %11 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i"

bb6.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i
  %13 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i.i.i.i = zext nneg i32 %13 to i64
  %14 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i.i = load i8, ptr %14, align 1, !noalias !216, !noundef !4
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i"

bb7.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i
  %15 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i.i.i.i = zext nneg i32 %15 to i64
  %16 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i.i.i.i
  %_12.i.i.i.i.i.i.i.i.i.i = load i8, ptr %16, align 1, !noalias !216, !noundef !4
  %_11.i.i.i.i.i.i.i.i.i.i = lshr i8 %_12.i.i.i.i.i.i.i.i.i.i, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i": ; preds = %bb7.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i.i
  %_0.sroa.0.0.i.i.i.i.i.i.i.i.i.i = phi i8 [ %12, %bb2.i.i.i.i.i.i.i.i.i.i ], [ %_6.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i ], [ %10, %bb4.i.i.i.i.i.i.i.i.i.i ], [ %_11.i.i.i.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i.i.i.i ]
  %17 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i.i.i.i to i1
  br i1 %17, label %bb3.i, label %bb5.i.i.i.i.i

bb5.i.i.i.i.i:                                    ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i", %bb5.i.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69)
  br i1 %_6.i.i.i.i.i.i.i.i.i, label %bb3.i, label %bb14.i.i.i.i.i.i.i.i

bb3.i:                                            ; preds = %bb5.i.i.i.i.i, %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i", %bb2.i.i.i
  %iter.sroa.18.2 = phi i1 [ true, %bb2.i.i.i ], [ true, %bb5.i.i.i.i.i ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ], [ %iter.sroa.18.1, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %iter.sroa.18.1, %bb3.i.i.i.i.i.i ]
  %iter.sroa.13.2 = phi i64 [ %iter.sroa.13.1, %bb2.i.i.i ], [ %8, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb5.i.i.i.i.i ]
  %iter.sroa.9361.2 = phi ptr [ %iter.sroa.9361.1, %bb2.i.i.i ], [ getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69), %bb5.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ]
  %iter.sroa.0.2 = phi i64 [ %iter.sroa.0.1, %bb2.i.i.i ], [ %iter.sroa.0.1, %bb5.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %8, %bb3.i.i.i.i.i.i ]
  %.lcssa917.i = phi i64 [ %.lcssa919.i, %bb2.i.i.i ], [ %8, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb5.i.i.i.i.i ]
  %subtracted.i.i.i.i.i.i.lcssa1013.i = phi ptr [ getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69), %bb2.i.i.i ], [ getelementptr inbounds nuw (i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 69), %bb5.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %subtracted.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i ]
  %i.pre.i.i.i11.i = phi i64 [ %i.pre.i.i.i12.i, %bb2.i.i.i ], [ %i.pre.i.i.i12.i, %bb5.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %bb3.i.i.i.i.i.i ], [ %8, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %8, %bb3.i.i.i.i.i.i ]
  %18 = phi i1 [ true, %bb2.i.i.i ], [ true, %bb5.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i ], [ false, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ false, %bb3.i.i.i.i.i.i ]
  %.pn.i = phi i64 [ 69, %bb2.i.i.i ], [ 69, %bb5.i.i.i.i.i ], [ %1, %bb3.i.i.i.i.i.i ], [ %1, %bb3.i.i.i.i.i.i ], [ %1, %bb3.i.i.i.i.i.i ], [ %1, %bb3.i.i.i.i.i.i ], [ %1, %bb3.i.i.i.i.i.i ], [ %1, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h6f2628cb06bfe7aaE.exit.i.i.i.i.i.i" ], [ %1, %bb3.i.i.i.i.i.i ]
  %_4.i.i.not.i.i = icmp eq i64 %.pn.i, %i.pre.i.i.i12.i
  br i1 %_4.i.i.not.i.i, label %bb1.i, label %bb74

bb74:                                             ; preds = %bb3.i
  %_0.sroa.4.1.i.i.i.le = sub nuw i64 %.pn.i, %i.pre.i.i.i12.i
  %_0.sroa.0.1.i.i.i = getelementptr inbounds nuw i8, ptr @alloc_571c29390443d49cf697d8d3361761b4, i64 %i.pre.i.i.i12.i
  %.not.i = icmp eq ptr %counts.sroa.0.0, null
  br i1 %.not.i, label %bb3.i.i, label %bb1.i.i

bb1.i.i:                                          ; preds = %bb74, %bb8.i.i
  %self.sroa.3.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %counts.sroa.10.0, %bb74 ]
  %self.sroa.0.0.i.i = phi ptr [ %node.i.i, %bb8.i.i ], [ %counts.sroa.0.0, %bb74 ]
  %19 = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 274
  %small.i.i.i = load i16, ptr %19, align 2, !noalias !217, !noundef !4
  %index.i.i.i = zext i16 %small.i.i.i to i64
  %_40.i.i.i = getelementptr inbounds nuw { ptr, i64 }, ptr %self.sroa.0.0.i.i, i64 %index.i.i.i
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb4.i.i.i, %bb1.i.i
  %iter.sroa.8.0.i.i.i = phi i64 [ 0, %bb1.i.i ], [ %_9.0.i.i.i.i, %bb4.i.i.i ]
  %iter.sroa.0.0.i.i.i = phi ptr [ %self.sroa.0.0.i.i, %bb1.i.i ], [ %_16.i.i.i.i.i, %bb4.i.i.i ]
  %_6.i.i.i.i.i = icmp eq ptr %iter.sroa.0.0.i.i.i, %_40.i.i.i
  br i1 %_6.i.i.i.i.i, label %bb5.i.i, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %bb1.i.i.i
  %_16.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.0.i.i.i, i64 16
  %_9.0.i.i.i.i = add nuw nsw i64 %iter.sroa.8.0.i.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !228)
  %_4.0.i.i.i.i = load ptr, ptr %iter.sroa.0.0.i.i.i, align 8, !alias.scope !228, !noalias !231, !nonnull !4, !align !19, !noundef !4
  %20 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.0.i.i.i, i64 8
  %_4.1.i.i.i.i = load i64, ptr %20, align 8, !alias.scope !228, !noalias !231, !noundef !4
  %spec.store.select.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_0.sroa.4.1.i.i.i.le, i64 %_4.1.i.i.i.i)
  %21 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_0.sroa.0.1.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i), !alias.scope !233, !noalias !237
  %22 = sext i32 %21 to i64
  %23 = icmp eq i32 %21, 0
  %diff.i.i.i.i.i = sub i64 %_0.sroa.4.1.i.i.i.le, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i = select i1 %23, i64 %diff.i.i.i.i.i, i64 %22
  %_0.i.i.i.i.i = tail call noundef range(i8 -1, 2) i8 @llvm.scmp.i8.i64(i64 %spec.select.i.i.i.i.i, i64 0)
  switch i8 %_0.i.i.i.i.i, label %bb3.i.i.i [
    i8 -1, label %bb5.i.i
    i8 0, label %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit"
    i8 1, label %bb1.i.i.i
  ]

bb3.i.i.i:                                        ; preds = %bb4.i.i.i
  unreachable

bb5.i.i:                                          ; preds = %bb4.i.i.i, %bb1.i.i.i
  %_0.sroa.4.0.i.ph.i.i = phi i64 [ %index.i.i.i, %bb1.i.i.i ], [ %iter.sroa.8.0.i.i.i, %bb4.i.i.i ]
  %24 = icmp eq i64 %self.sroa.3.0.i.i, 0
  br i1 %24, label %bb2.i.i, label %bb8.i.i

bb8.i.i:                                          ; preds = %bb5.i.i
  %_26.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 280
  %_30.i.i = icmp samesign ult i64 %_0.sroa.4.0.i.ph.i.i, 12
  tail call void @llvm.assume(i1 %_30.i.i)
  %self10.i.i = getelementptr inbounds nuw ptr, ptr %_26.i.i, i64 %_0.sroa.4.0.i.ph.i.i
  %node.i.i = load ptr, ptr %self10.i.i, align 8, !noalias !238, !nonnull !4, !noundef !4
  %_27.i.i = add i64 %self.sroa.3.0.i.i, -1
  br label %bb1.i.i

bb2.i.i:                                          ; preds = %bb5.i.i
  %25 = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 274
  %_5.i.i.i.i = icmp ult i16 %small.i.i.i, 11
  br i1 %_5.i.i.i.i, label %bb1.i.i.i.i72, label %bb3.i.i.i.i

bb3.i.i.i.i:                                      ; preds = %bb2.i.i
  %_45.i.i.i.i = icmp samesign ult i64 %_0.sroa.4.0.i.ph.i.i, 5
  br i1 %_45.i.i.i.i, label %bb19.i.i.i.i, label %bb22.i.i.i.i

bb1.i.i.i.i72:                                    ; preds = %bb2.i.i
  %_6.i.not.i.i.i.i.i.not = icmp samesign ult i64 %_0.sroa.4.0.i.ph.i.i, %index.i.i.i
  %self.i.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self.sroa.0.0.i.i, i64 %_0.sroa.4.0.i.ph.i.i
  br i1 %_6.i.not.i.i.i.i.i.not, label %bb1.i5.i.i.i.i.i, label %_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i.i.i.i.i: ; preds = %bb1.i.i.i.i72
  store ptr %_0.sroa.0.1.i.i.i, ptr %self.i.i.i.i.i.i, align 8, !alias.scope !239, !noalias !242
  %26 = getelementptr inbounds nuw i8, ptr %self.i.i.i.i.i.i, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le, ptr %26, align 8, !alias.scope !239, !noalias !261
  br label %bb5.i.i.i

bb1.i5.i.i.i.i.i:                                 ; preds = %bb1.i.i.i.i72
  %count.i.i.i.i.i.i = add nuw nsw i64 %_0.sroa.4.0.i.ph.i.i, 1
  %dst.i.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self.sroa.0.0.i.i, i64 %count.i.i.i.i.i.i
  %count1.i.i.i.i.i.i = sub nuw nsw i64 %index.i.i.i, %_0.sroa.4.0.i.ph.i.i
  %27 = shl nuw nsw i64 %count1.i.i.i.i.i.i, 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i.i.i.i.i.i, ptr nonnull align 8 %self.i.i.i.i.i.i, i64 %27, i1 false), !alias.scope !239, !noalias !242
  store ptr %_0.sroa.0.1.i.i.i, ptr %self.i.i.i.i.i.i, align 8, !alias.scope !239, !noalias !242
  %28 = getelementptr inbounds nuw i8, ptr %self.i.i.i.i.i.i, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le, ptr %28, align 8, !alias.scope !239, !noalias !261
  %self110.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 184
  %_10.i6.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self110.i.i.i.i.i, i64 %_0.sroa.4.0.i.ph.i.i
  %dst.i7.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self110.i.i.i.i.i, i64 %count.i.i.i.i.i.i
  %29 = shl nuw nsw i64 %count1.i.i.i.i.i.i, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i7.i.i.i.i.i, ptr nonnull align 8 %_10.i6.i.i.i.i.i, i64 %29, i1 false), !alias.scope !262, !noalias !265
  br label %bb5.i.i.i

bb22.i.i.i.i:                                     ; preds = %bb3.i.i.i.i
  switch i64 %_0.sroa.4.0.i.ph.i.i, label %bb20.i.i.i.i [
    i64 5, label %bb19.i.i.i.i
    i64 6, label %bb24.i.i.i.i
  ]

bb20.i.i.i.i:                                     ; preds = %bb22.i.i.i.i
  %_47.i.i.i.i = add nsw i64 %_0.sroa.4.0.i.ph.i.i, -7
  br label %bb19.i.i.i.i

bb24.i.i.i.i:                                     ; preds = %bb22.i.i.i.i
  br label %bb19.i.i.i.i

bb19.i.i.i.i:                                     ; preds = %bb24.i.i.i.i, %bb20.i.i.i.i, %bb22.i.i.i.i, %bb3.i.i.i.i
  %insertion.sroa.0.0.i.i.i.i = phi i1 [ true, %bb24.i.i.i.i ], [ true, %bb20.i.i.i.i ], [ false, %bb3.i.i.i.i ], [ false, %bb22.i.i.i.i ]
  %insertion.sroa.5.0.i.i.i.i = phi i64 [ 0, %bb24.i.i.i.i ], [ %_47.i.i.i.i, %bb20.i.i.i.i ], [ %_0.sroa.4.0.i.ph.i.i, %bb3.i.i.i.i ], [ %_0.sroa.4.0.i.ph.i.i, %bb22.i.i.i.i ]
  %middle_kv_idx.sroa.0.0.i.i.i.i = phi i64 [ 5, %bb24.i.i.i.i ], [ 6, %bb20.i.i.i.i ], [ 4, %bb3.i.i.i.i ], [ %_0.sroa.4.0.i.ph.i.i, %bb22.i.i.i.i ]
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !266
; call __rustc::__rust_alloc
  %30 = tail call noalias noundef align 8 dereferenceable_or_null(280) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 280, i64 noundef range(i64 1, 9) 8) #27, !noalias !266
  %31 = icmp eq ptr %30, null
  br i1 %31, label %bb3.i.i.i.i.i.i71, label %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17hefc83fcbc56f3cbcE.exit.i.i.i.i.i", !prof !63

bb3.i.i.i.i.i.i71:                                ; preds = %bb19.i.i.i.i
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 280) #31, !noalias !266
  unreachable

"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17hefc83fcbc56f3cbcE.exit.i.i.i.i.i": ; preds = %bb19.i.i.i.i
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 176
  store ptr null, ptr %32, align 8, !noalias !266
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 274
  tail call void @llvm.experimental.noalias.scope.decl(metadata !270)
  %_33.i.i.i.i.i.i = load i16, ptr %25, align 2, !noalias !273, !noundef !4
  %old_len.i.i.i.i.i.i = zext i16 %_33.i.i.i.i.i.i to i64
  %34 = xor i64 %middle_kv_idx.sroa.0.0.i.i.i.i, -1
  %new_len.i.i.i.i.i.i = add nsw i64 %old_len.i.i.i.i.i.i, %34
  %35 = trunc i64 %new_len.i.i.i.i.i.i to i16
  store i16 %35, ptr %33, align 2, !alias.scope !270, !noalias !276
  %_67.i.i.i.i.i.i = icmp ult i64 %new_len.i.i.i.i.i.i, 12
  br i1 %_67.i.i.i.i.i.i, label %"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE.exit.i.i.i.i", label %bb15.i.i.i.i.i.i, !prof !30

bb15.i.i.i.i.i.i:                                 ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17hefc83fcbc56f3cbcE.exit.i.i.i.i.i"
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %new_len.i.i.i.i.i.i, i64 noundef 11, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9491b7dbbe0d9cdc65137b55b98df32b) #28, !noalias !273
  unreachable

"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE.exit.i.i.i.i": ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17hefc83fcbc56f3cbcE.exit.i.i.i.i.i"
  %self3.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 184
  %self4.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self3.i.i.i.i.i.i, i64 %middle_kv_idx.sroa.0.0.i.i.i.i
  %v.i.i.i.i.i.i = load i64, ptr %self4.i.i.i.i.i.i, align 8, !noalias !273, !noundef !4
  %self1.i.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self.sroa.0.0.i.i, i64 %middle_kv_idx.sroa.0.0.i.i.i.i
  %36 = getelementptr inbounds nuw i8, ptr %self1.i.i.i.i.i.i, i64 8
  %k.1.i.i.i.i.i.i = load i64, ptr %36, align 8, !noalias !273, !noundef !4
  %k.0.i.i.i.i.i.i = load ptr, ptr %self1.i.i.i.i.i.i, align 8, !noalias !273, !nonnull !4, !align !19, !noundef !4
  %index5.i.i.i.i.i.i = add nuw nsw i64 %middle_kv_idx.sroa.0.0.i.i.i.i, 1
  %_65.i.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self.sroa.0.0.i.i, i64 %index5.i.i.i.i.i.i
  %37 = shl nuw nsw i64 %new_len.i.i.i.i.i.i, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(280) %30, ptr nonnull readonly align 8 %_65.i.i.i.i.i.i, i64 %37, i1 false), !alias.scope !277, !noalias !276
  %_82.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self3.i.i.i.i.i.i, i64 %index5.i.i.i.i.i.i
  %self10.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %30, i64 184
  %38 = shl nuw nsw i64 %new_len.i.i.i.i.i.i, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %self10.i.i.i.i.i.i, ptr nonnull readonly align 8 %_82.i.i.i.i.i.i, i64 %38, i1 false), !alias.scope !281, !noalias !276
  %39 = trunc nuw nsw i64 %middle_kv_idx.sroa.0.0.i.i.i.i to i16
  store i16 %39, ptr %25, align 2, !noalias !273
  %spec.select.i.i.i.i = select i1 %insertion.sroa.0.0.i.i.i.i, ptr %30, ptr %self.sroa.0.0.i.i
  %40 = getelementptr inbounds nuw i8, ptr %spec.select.i.i.i.i, i64 274
  %_19.i6.i.i.i.i = load i16, ptr %40, align 2, !noalias !285, !noundef !4
  %_6.i7.i.i.i.i = zext i16 %_19.i6.i.i.i.i to i64
  %_6.i.not.i10.not.i.i.i.i = icmp ult i64 %insertion.sroa.5.0.i.i.i.i, %_6.i7.i.i.i.i
  %self.i.i11.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %spec.select.i.i.i.i, i64 %insertion.sroa.5.0.i.i.i.i
  br i1 %_6.i.not.i10.not.i.i.i.i, label %bb1.i5.i12.i.i.i.i, label %_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i21.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i21.i.i.i.i: ; preds = %"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE.exit.i.i.i.i"
  store ptr %_0.sroa.0.1.i.i.i, ptr %self.i.i11.i.i.i.i, align 8, !alias.scope !290, !noalias !293
  %41 = getelementptr inbounds nuw i8, ptr %self.i.i11.i.i.i.i, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le, ptr %41, align 8, !alias.scope !290, !noalias !295
  br label %bb4.i.i.i68

bb1.i5.i12.i.i.i.i:                               ; preds = %"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE.exit.i.i.i.i"
  %count.i.i9.i.i.i.i = add nuw nsw i64 %insertion.sroa.5.0.i.i.i.i, 1
  %dst.i.i13.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %spec.select.i.i.i.i, i64 %count.i.i9.i.i.i.i
  %count1.i.i14.i.i.i.i = sub nuw nsw i64 %_6.i7.i.i.i.i, %insertion.sroa.5.0.i.i.i.i
  %42 = shl nuw nsw i64 %count1.i.i14.i.i.i.i, 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i.i13.i.i.i.i, ptr nonnull align 8 %self.i.i11.i.i.i.i, i64 %42, i1 false), !alias.scope !290, !noalias !293
  store ptr %_0.sroa.0.1.i.i.i, ptr %self.i.i11.i.i.i.i, align 8, !alias.scope !290, !noalias !293
  %43 = getelementptr inbounds nuw i8, ptr %self.i.i11.i.i.i.i, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le, ptr %43, align 8, !alias.scope !290, !noalias !295
  %self110.i15.i.i.i.i = getelementptr inbounds nuw i8, ptr %spec.select.i.i.i.i, i64 184
  %_10.i6.i16.i.i.i.i = getelementptr inbounds nuw i64, ptr %self110.i15.i.i.i.i, i64 %insertion.sroa.5.0.i.i.i.i
  %dst.i7.i17.i.i.i.i = getelementptr inbounds nuw i64, ptr %self110.i15.i.i.i.i, i64 %count.i.i9.i.i.i.i
  %44 = shl nuw nsw i64 %count1.i.i14.i.i.i.i, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i7.i17.i.i.i.i, ptr nonnull align 8 %_10.i6.i16.i.i.i.i, i64 %44, i1 false), !alias.scope !296, !noalias !299
  br label %bb4.i.i.i68

bb4.i.i.i68:                                      ; preds = %bb1.i5.i12.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i21.i.i.i.i
  %45 = getelementptr inbounds nuw i8, ptr %spec.select.i.i.i.i, i64 184
  %new_len.i18.i.i.i.i = add i16 %_19.i6.i.i.i.i, 1
  %self.i4.i19.i.i.i.i = getelementptr inbounds nuw i64, ptr %45, i64 %insertion.sroa.5.0.i.i.i.i
  store i64 0, ptr %self.i4.i19.i.i.i.i, align 8, !alias.scope !296, !noalias !299
  store i16 %new_len.i18.i.i.i.i, ptr %40, align 2, !noalias !299
  %46 = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 176
  %47 = load ptr, ptr %46, align 8, !noalias !300, !noundef !4
  %.not.i148.i.i.i = icmp eq ptr %47, null
  br i1 %.not.i148.i.i.i, label %bb10.i.i.i.i, label %bb9.i.i.i

bb5.i.i.i:                                        ; preds = %bb1.i5.i.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E.exit.i.i.i.i.i
  %48 = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.i.i, i64 184
  %new_len.i.i.i.i.i = add nuw nsw i16 %small.i.i.i, 1
  %self.i4.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %48, i64 %_0.sroa.4.0.i.ph.i.i
  store i64 0, ptr %self.i4.i.i.i.i.i, align 8, !alias.scope !262, !noalias !265
  store i16 %new_len.i.i.i.i.i, ptr %25, align 2, !noalias !265
  br label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i"

bb10.i.i.i.i:                                     ; preds = %bb12.i.i.i, %bb4.i.i.i68
  %split.sroa.13.0.lcssa.i.i.i = phi i64 [ 0, %bb4.i.i.i68 ], [ %_18.i.i.i.i, %bb12.i.i.i ]
  %split.sroa.11.0.lcssa.i.i.i = phi ptr [ %30, %bb4.i.i.i68 ], [ %84, %bb12.i.i.i ]
  %split.sroa.10.0.lcssa.i.i.i = phi i64 [ %v.i.i.i.i.i.i, %bb4.i.i.i68 ], [ %v.i.i.i42.i.i.i, %bb12.i.i.i ]
  %split.sroa.9.0.lcssa.i.i.i = phi i64 [ %k.1.i.i.i.i.i.i, %bb4.i.i.i68 ], [ %k.1.i.i.i44.i.i.i, %bb12.i.i.i ]
  %split.sroa.7.0.lcssa.i.i.i = phi ptr [ %k.0.i.i.i.i.i.i, %bb4.i.i.i68 ], [ %k.0.i.i.i45.i.i.i, %bb12.i.i.i ]
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !303
; call __rustc::__rust_alloc
  %49 = tail call noalias noundef align 8 dereferenceable_or_null(376) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 376, i64 noundef range(i64 1, 9) 8) #27, !noalias !303
  %50 = icmp eq ptr %49, null
  br i1 %50, label %bb3.i.i.i.i.i.i.i.i.i, label %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i.i.i.i", !prof !63

bb3.i.i.i.i.i.i.i.i.i:                            ; preds = %bb10.i.i.i.i
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 376) #31, !noalias !303
  unreachable

"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i.i.i.i": ; preds = %bb10.i.i.i.i
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 176
  store ptr null, ptr %51, align 8, !noalias !303
  %52 = getelementptr inbounds nuw i8, ptr %49, i64 274
  store i16 0, ptr %52, align 2, !noalias !303
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 280
  store ptr %counts.sroa.0.0, ptr %53, align 8, !noalias !303
  %n.i.i.i.i.i.i.i.i = add i64 %counts.sroa.10.0, 1
  %.not.i.i.i.i.i.i.i.i = icmp eq i64 %n.i.i.i.i.i.i.i.i, 0
  br i1 %.not.i.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i.i, label %_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E.exit.i.i.i.i, !prof !63

bb9.i.i.i.i.i.i.i.i:                              ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i.i.i.i"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_e333371889bb5a7a279b3223d05e74c4) #28, !noalias !303
  unreachable

_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E.exit.i.i.i.i: ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i.i.i.i"
  %54 = getelementptr inbounds nuw i8, ptr %counts.sroa.0.0, i64 176
  store ptr %49, ptr %54, align 8, !noalias !309
  %55 = getelementptr inbounds nuw i8, ptr %counts.sroa.0.0, i64 272
  store i16 0, ptr %55, align 8, !noalias !317
  %_5.i.i.i.i.i = icmp eq i64 %split.sroa.13.0.lcssa.i.i.i, %counts.sroa.10.0
  br i1 %_5.i.i.i.i.i, label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i", label %bb2.i.i.i.i.i, !prof !318

bb2.i.i.i.i.i:                                    ; preds = %_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E.exit.i.i.i.i
; call core::panicking::panic
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_50679f783fca94dab7457816f752eff0, i64 noundef 48, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_504953273ad5e8b074a0ae42466863cd) #28, !noalias !319
  unreachable

"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i": ; preds = %_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E.exit.i.i.i.i
  store i16 1, ptr %52, align 2, !noalias !319
  store ptr %split.sroa.7.0.lcssa.i.i.i, ptr %49, align 8, !noalias !319
  %56 = getelementptr inbounds nuw i8, ptr %49, i64 8
  store i64 %split.sroa.9.0.lcssa.i.i.i, ptr %56, align 8, !noalias !323
  %self2.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %49, i64 184
  store i64 %split.sroa.10.0.lcssa.i.i.i, ptr %self2.i.i.i.i.i, align 8, !noalias !323
  %self5.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %49, i64 288
  store ptr %split.sroa.11.0.lcssa.i.i.i, ptr %self5.i.i.i.i.i, align 8, !noalias !323
  %57 = getelementptr inbounds nuw i8, ptr %split.sroa.11.0.lcssa.i.i.i, i64 176
  store ptr %49, ptr %57, align 8, !noalias !324
  %58 = getelementptr inbounds nuw i8, ptr %split.sroa.11.0.lcssa.i.i.i, i64 272
  store i16 1, ptr %58, align 8, !noalias !324
  br label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i"

bb9.i.i.i:                                        ; preds = %bb4.i.i.i68, %bb12.i.i.i
  %59 = phi ptr [ %122, %bb12.i.i.i ], [ %47, %bb4.i.i.i68 ]
  %split.sroa.0.0155.i.i.i = phi ptr [ %59, %bb12.i.i.i ], [ %self.sroa.0.0.i.i, %bb4.i.i.i68 ]
  %split.sroa.6.0154.i.i.i = phi i64 [ %_18.i.i.i.i, %bb12.i.i.i ], [ 0, %bb4.i.i.i68 ]
  %split.sroa.7.0153.i.i.i = phi ptr [ %k.0.i.i.i45.i.i.i, %bb12.i.i.i ], [ %k.0.i.i.i.i.i.i, %bb4.i.i.i68 ]
  %split.sroa.9.0152.i.i.i = phi i64 [ %k.1.i.i.i44.i.i.i, %bb12.i.i.i ], [ %k.1.i.i.i.i.i.i, %bb4.i.i.i68 ]
  %split.sroa.10.0151.i.i.i = phi i64 [ %v.i.i.i42.i.i.i, %bb12.i.i.i ], [ %v.i.i.i.i.i.i, %bb4.i.i.i68 ]
  %split.sroa.11.0150.i.i.i = phi ptr [ %84, %bb12.i.i.i ], [ %30, %bb4.i.i.i68 ]
  %_18.i.i.i.i = add i64 %split.sroa.6.0154.i.i.i, 1
  %60 = getelementptr inbounds nuw i8, ptr %split.sroa.0.0155.i.i.i, i64 272
  %61 = load i16, ptr %60, align 8, !noalias !300
  %_20.i.i.i.i = zext i16 %61 to i64
  %62 = getelementptr inbounds nuw i8, ptr %59, i64 274
  %_39.i29.i.i.i = load i16, ptr %62, align 2, !noalias !327, !noundef !4
  %_11.i.i.i.i = icmp ult i16 %_39.i29.i.i.i, 11
  br i1 %_11.i.i.i.i, label %bb3.i54.i.i.i, label %bb5.i.i.i.i

bb5.i.i.i.i:                                      ; preds = %bb9.i.i.i
  %_43.i.i.i.i = icmp ult i16 %61, 5
  br i1 %_43.i.i.i.i, label %bb21.i.i.i.i, label %bb24.i31.i.i.i

bb3.i54.i.i.i:                                    ; preds = %bb9.i.i.i
  %_7.i.i.i.i.i = zext nneg i16 %_39.i29.i.i.i to i64
  %new_len.i.i55.i.i.i = add nuw nsw i16 %_39.i29.i.i.i, 1
  %count.i.i.i56.i.i.i = add nuw nsw i64 %_20.i.i.i.i, 1
  %_6.i.not.i.i57.not.i.i.i = icmp ult i16 %61, %_39.i29.i.i.i
  %self.i.i.i58.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %59, i64 %_20.i.i.i.i
  br i1 %_6.i.not.i.i57.not.i.i.i, label %bb1.i13.i.i.i.i.i, label %_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i.i.i.i.i: ; preds = %bb3.i54.i.i.i
  store ptr %split.sroa.7.0153.i.i.i, ptr %self.i.i.i58.i.i.i, align 8, !alias.scope !332, !noalias !335
  %63 = getelementptr inbounds nuw i8, ptr %self.i.i.i58.i.i.i, i64 8
  store i64 %split.sroa.9.0152.i.i.i, ptr %63, align 8, !alias.scope !332, !noalias !340
  %64 = getelementptr inbounds nuw i8, ptr %59, i64 184
  %self.i5.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %64, i64 %_20.i.i.i.i
  store i64 %split.sroa.10.0151.i.i.i, ptr %self.i5.i.i.i.i.i, align 8, !alias.scope !341, !noalias !344
  br label %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i

bb1.i13.i.i.i.i.i:                                ; preds = %bb3.i54.i.i.i
  %dst.i.i.i59.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %59, i64 %count.i.i.i56.i.i.i
  %count1.i.i.i60.i.i.i = sub nsw i64 %_7.i.i.i.i.i, %_20.i.i.i.i
  %65 = shl nsw i64 %count1.i.i.i60.i.i.i, 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i.i.i59.i.i.i, ptr nonnull align 8 %self.i.i.i58.i.i.i, i64 %65, i1 false), !alias.scope !332, !noalias !335
  store ptr %split.sroa.7.0153.i.i.i, ptr %self.i.i.i58.i.i.i, align 8, !alias.scope !332, !noalias !335
  %66 = getelementptr inbounds nuw i8, ptr %self.i.i.i58.i.i.i, i64 8
  store i64 %split.sroa.9.0152.i.i.i, ptr %66, align 8, !alias.scope !332, !noalias !340
  %self118.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %59, i64 184
  %_10.i7.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self118.i.i.i.i.i, i64 %_20.i.i.i.i
  %dst.i8.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %self118.i.i.i.i.i, i64 %count.i.i.i56.i.i.i
  %67 = shl nsw i64 %count1.i.i.i60.i.i.i, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i8.i.i.i.i.i, ptr nonnull align 8 %_10.i7.i.i.i.i.i, i64 %67, i1 false), !alias.scope !341, !noalias !344
  store i64 %split.sroa.10.0151.i.i.i, ptr %_10.i7.i.i.i.i.i, align 8, !alias.scope !341, !noalias !344
  %self2.i.i61244.i.i.i = getelementptr inbounds nuw i8, ptr %59, i64 280
  %_10.i14.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %self2.i.i61244.i.i.i, i64 %count.i.i.i56.i.i.i
  %68 = getelementptr inbounds nuw ptr, ptr %self2.i.i61244.i.i.i, i64 %_20.i.i.i.i
  %dst.i15.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %68, i64 16
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i15.i.i.i.i.i, ptr nonnull align 8 %_10.i14.i.i.i.i.i, i64 %67, i1 false), !alias.scope !345, !noalias !344
  br label %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i: ; preds = %bb1.i13.i.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i.i.i.i.i
  %69 = getelementptr inbounds nuw i8, ptr %59, i64 280
  %index.i.i245.i.i.i = add nuw nsw i64 %_7.i.i.i.i.i, 2
  %self.i12.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %69, i64 %count.i.i.i56.i.i.i
  store ptr %split.sroa.11.0150.i.i.i, ptr %self.i12.i.i.i.i.i, align 8, !alias.scope !345, !noalias !344
  store i16 %new_len.i.i55.i.i.i, ptr %62, align 2, !noalias !344
  %_0.i.i.i5.i.i.i.i.i.i = icmp samesign ult i64 %count.i.i.i56.i.i.i, %index.i.i245.i.i.i
  br i1 %_0.i.i.i5.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.preheader, label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i"

bb4.i.i.i.i.i.i.preheader:                        ; preds = %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i
  %70 = add nuw nsw i64 %_7.i.i.i.i.i, 1
  %71 = sub nsw i64 %70, %_20.i.i.i.i
  %72 = sub nsw i64 %_7.i.i.i.i.i, %_20.i.i.i.i
  %xtraiter1368 = and i64 %71, 3
  %lcmp.mod1369.not = icmp eq i64 %xtraiter1368, 0
  br i1 %lcmp.mod1369.not, label %bb4.i.i.i.i.i.i.prol.loopexit, label %bb4.i.i.i.i.i.i.prol

bb4.i.i.i.i.i.i.prol:                             ; preds = %bb4.i.i.i.i.i.i.preheader, %bb4.i.i.i.i.i.i.prol
  %iter.sroa.0.06.i.i.i.i.i.i.prol = phi i64 [ %_0.i1.i.i.i.i.i.i.i.i.prol, %bb4.i.i.i.i.i.i.prol ], [ %count.i.i.i56.i.i.i, %bb4.i.i.i.i.i.i.preheader ]
  %prol.iter1370 = phi i64 [ %prol.iter1370.next, %bb4.i.i.i.i.i.i.prol ], [ 0, %bb4.i.i.i.i.i.i.preheader ]
  %_0.i1.i.i.i.i.i.i.i.i.prol = add nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i.prol, 1
  %_18.i.i.i.i.i.i.i.prol = icmp samesign ult i64 %iter.sroa.0.06.i.i.i.i.i.i.prol, 12
  tail call void @llvm.assume(i1 %_18.i.i.i.i.i.i.i.prol)
  %self3.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw ptr, ptr %69, i64 %iter.sroa.0.06.i.i.i.i.i.i.prol
  %node.i.i.i.i.i.i.i.prol = load ptr, ptr %self3.i.i.i.i.i.i.i.prol, align 8, !noalias !348, !nonnull !4, !noundef !4
  %73 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.prol, i64 176
  store ptr %59, ptr %73, align 8, !noalias !348
  %_22.i.i.i.i.i.i.i.prol = trunc nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i.prol to i16
  %74 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.prol, i64 272
  store i16 %_22.i.i.i.i.i.i.i.prol, ptr %74, align 8, !noalias !348
  %prol.iter1370.next = add i64 %prol.iter1370, 1
  %prol.iter1370.cmp.not = icmp eq i64 %prol.iter1370.next, %xtraiter1368
  br i1 %prol.iter1370.cmp.not, label %bb4.i.i.i.i.i.i.prol.loopexit, label %bb4.i.i.i.i.i.i.prol, !llvm.loop !353

bb4.i.i.i.i.i.i.prol.loopexit:                    ; preds = %bb4.i.i.i.i.i.i.prol, %bb4.i.i.i.i.i.i.preheader
  %iter.sroa.0.06.i.i.i.i.i.i.unr = phi i64 [ %count.i.i.i56.i.i.i, %bb4.i.i.i.i.i.i.preheader ], [ %_0.i1.i.i.i.i.i.i.i.i.prol, %bb4.i.i.i.i.i.i.prol ]
  %75 = icmp ult i64 %72, 3
  br i1 %75, label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i", label %bb4.i.i.i.i.i.i

bb4.i.i.i.i.i.i:                                  ; preds = %bb4.i.i.i.i.i.i.prol.loopexit, %bb4.i.i.i.i.i.i
  %iter.sroa.0.06.i.i.i.i.i.i = phi i64 [ %_0.i1.i.i.i.i.i.i.i.i.3, %bb4.i.i.i.i.i.i ], [ %iter.sroa.0.06.i.i.i.i.i.i.unr, %bb4.i.i.i.i.i.i.prol.loopexit ]
  %_0.i1.i.i.i.i.i.i.i.i = add nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i, 1
  %self3.i.i.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %69, i64 %iter.sroa.0.06.i.i.i.i.i.i
  %node.i.i.i.i.i.i.i = load ptr, ptr %self3.i.i.i.i.i.i.i, align 8, !noalias !348, !nonnull !4, !noundef !4
  %76 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i, i64 176
  store ptr %59, ptr %76, align 8, !noalias !348
  %_22.i.i.i.i.i.i.i = trunc nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i to i16
  %77 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i, i64 272
  store i16 %_22.i.i.i.i.i.i.i, ptr %77, align 8, !noalias !348
  %_0.i1.i.i.i.i.i.i.i.i.1 = add nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i, 2
  %self3.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw ptr, ptr %69, i64 %_0.i1.i.i.i.i.i.i.i.i
  %node.i.i.i.i.i.i.i.1 = load ptr, ptr %self3.i.i.i.i.i.i.i.1, align 8, !noalias !348, !nonnull !4, !noundef !4
  %78 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.1, i64 176
  store ptr %59, ptr %78, align 8, !noalias !348
  %_22.i.i.i.i.i.i.i.1 = trunc nuw nsw i64 %_0.i1.i.i.i.i.i.i.i.i to i16
  %79 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.1, i64 272
  store i16 %_22.i.i.i.i.i.i.i.1, ptr %79, align 8, !noalias !348
  %_0.i1.i.i.i.i.i.i.i.i.2 = add nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i, 3
  %self3.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw ptr, ptr %69, i64 %_0.i1.i.i.i.i.i.i.i.i.1
  %node.i.i.i.i.i.i.i.2 = load ptr, ptr %self3.i.i.i.i.i.i.i.2, align 8, !noalias !348, !nonnull !4, !noundef !4
  %80 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.2, i64 176
  store ptr %59, ptr %80, align 8, !noalias !348
  %_22.i.i.i.i.i.i.i.2 = trunc nuw nsw i64 %_0.i1.i.i.i.i.i.i.i.i.1 to i16
  %81 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.2, i64 272
  store i16 %_22.i.i.i.i.i.i.i.2, ptr %81, align 8, !noalias !348
  %_0.i1.i.i.i.i.i.i.i.i.3 = add nuw nsw i64 %iter.sroa.0.06.i.i.i.i.i.i, 4
  %_18.i.i.i.i.i.i.i.3 = icmp ult i64 %iter.sroa.0.06.i.i.i.i.i.i, 9
  tail call void @llvm.assume(i1 %_18.i.i.i.i.i.i.i.3)
  %self3.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw ptr, ptr %69, i64 %_0.i1.i.i.i.i.i.i.i.i.2
  %node.i.i.i.i.i.i.i.3 = load ptr, ptr %self3.i.i.i.i.i.i.i.3, align 8, !noalias !348, !nonnull !4, !noundef !4
  %82 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.3, i64 176
  store ptr %59, ptr %82, align 8, !noalias !348
  %_22.i.i.i.i.i.i.i.3 = trunc nuw nsw i64 %_0.i1.i.i.i.i.i.i.i.i.2 to i16
  %83 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.3, i64 272
  store i16 %_22.i.i.i.i.i.i.i.3, ptr %83, align 8, !noalias !348
  %exitcond.not.i.i.i.i.i.i.3 = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.3, %index.i.i245.i.i.i
  br i1 %exitcond.not.i.i.i.i.i.i.3, label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i", label %bb4.i.i.i.i.i.i

bb24.i31.i.i.i:                                   ; preds = %bb5.i.i.i.i
  switch i16 %61, label %bb22.i52.i.i.i [
    i16 5, label %bb21.i.i.i.i
    i16 6, label %bb26.i.i.i.i
  ]

bb22.i52.i.i.i:                                   ; preds = %bb24.i31.i.i.i
  %_45.i53.i.i.i = add nsw i64 %_20.i.i.i.i, -7
  br label %bb21.i.i.i.i

bb26.i.i.i.i:                                     ; preds = %bb24.i31.i.i.i
  br label %bb21.i.i.i.i

bb21.i.i.i.i:                                     ; preds = %bb26.i.i.i.i, %bb22.i52.i.i.i, %bb24.i31.i.i.i, %bb5.i.i.i.i
  %middle_kv_idx.sroa.0.0.i32.i.i.i = phi i64 [ 5, %bb26.i.i.i.i ], [ 6, %bb22.i52.i.i.i ], [ 4, %bb5.i.i.i.i ], [ 5, %bb24.i31.i.i.i ]
  %insertion.sroa.5.0.i33.i.i.i = phi i64 [ 0, %bb26.i.i.i.i ], [ %_45.i53.i.i.i, %bb22.i52.i.i.i ], [ %_20.i.i.i.i, %bb5.i.i.i.i ], [ 5, %bb24.i31.i.i.i ]
  %insertion.sroa.0.0.i34.i.i.i = phi i1 [ true, %bb26.i.i.i.i ], [ true, %bb22.i52.i.i.i ], [ false, %bb5.i.i.i.i ], [ false, %bb24.i31.i.i.i ]
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !355
; call __rustc::__rust_alloc
  %84 = tail call noalias noundef align 8 dereferenceable_or_null(376) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 376, i64 noundef range(i64 1, 9) 8) #27, !noalias !355
  %85 = icmp eq ptr %84, null
  br i1 %85, label %bb3.i.i.i51.i.i.i, label %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i", !prof !63

bb3.i.i.i51.i.i.i:                                ; preds = %bb21.i.i.i.i
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 376) #31, !noalias !355
  unreachable

"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i": ; preds = %bb21.i.i.i.i
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 176
  store ptr null, ptr %86, align 8, !noalias !355
  %87 = getelementptr inbounds nuw i8, ptr %84, i64 274
  tail call void @llvm.experimental.noalias.scope.decl(metadata !359)
  %_33.i.i.i35.i.i.i = load i16, ptr %62, align 2, !noalias !362, !noundef !4
  %old_len.i.i.i36.i.i.i = zext i16 %_33.i.i.i35.i.i.i to i64
  %88 = xor i64 %middle_kv_idx.sroa.0.0.i32.i.i.i, -1
  %new_len.i.i.i37.i.i.i = add nsw i64 %old_len.i.i.i36.i.i.i, %88
  %89 = trunc i64 %new_len.i.i.i37.i.i.i to i16
  store i16 %89, ptr %87, align 2, !alias.scope !359, !noalias !365
  %_67.i.i.i38.i.i.i = icmp ult i64 %new_len.i.i.i37.i.i.i, 12
  br i1 %_67.i.i.i38.i.i.i, label %"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E.exit.i.i.i.i.i", label %bb15.i.i.i39.i.i.i, !prof !30

bb15.i.i.i39.i.i.i:                               ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i"
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %new_len.i.i.i37.i.i.i, i64 noundef 11, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9491b7dbbe0d9cdc65137b55b98df32b) #28, !noalias !362
  unreachable

"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E.exit.i.i.i.i.i": ; preds = %"_ZN5alloc5boxed16Box$LT$T$C$A$GT$13new_uninit_in17h574f2cc9f6e46c76E.exit.i.i.i.i.i"
  %self3.i.i.i40.i.i.i = getelementptr inbounds nuw i8, ptr %59, i64 184
  %self4.i.i.i41.i.i.i = getelementptr inbounds nuw i64, ptr %self3.i.i.i40.i.i.i, i64 %middle_kv_idx.sroa.0.0.i32.i.i.i
  %v.i.i.i42.i.i.i = load i64, ptr %self4.i.i.i41.i.i.i, align 8, !noalias !362, !noundef !4
  %self1.i.i.i43.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %59, i64 %middle_kv_idx.sroa.0.0.i32.i.i.i
  %90 = getelementptr inbounds nuw i8, ptr %self1.i.i.i43.i.i.i, i64 8
  %k.1.i.i.i44.i.i.i = load i64, ptr %90, align 8, !noalias !362, !noundef !4
  %k.0.i.i.i45.i.i.i = load ptr, ptr %self1.i.i.i43.i.i.i, align 8, !noalias !362, !nonnull !4, !align !19, !noundef !4
  %index5.i.i.i46.i.i.i = add nuw nsw i64 %middle_kv_idx.sroa.0.0.i32.i.i.i, 1
  %_65.i.i.i47.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %59, i64 %index5.i.i.i46.i.i.i
  %91 = shl nuw nsw i64 %new_len.i.i.i37.i.i.i, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(280) %84, ptr nonnull readonly align 8 %_65.i.i.i47.i.i.i, i64 %91, i1 false), !alias.scope !366, !noalias !365
  %_82.i.i.i48.i.i.i = getelementptr inbounds nuw i64, ptr %self3.i.i.i40.i.i.i, i64 %index5.i.i.i46.i.i.i
  %self10.i.i.i49.i.i.i = getelementptr inbounds nuw i8, ptr %84, i64 184
  %92 = shl nuw nsw i64 %new_len.i.i.i37.i.i.i, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %self10.i.i.i49.i.i.i, ptr nonnull readonly align 8 %_82.i.i.i48.i.i.i, i64 %92, i1 false), !alias.scope !370, !noalias !365
  %93 = trunc nuw nsw i64 %middle_kv_idx.sroa.0.0.i32.i.i.i to i16
  store i16 %93, ptr %62, align 2, !noalias !362
  %small.i.i.i.i.i = load i16, ptr %87, align 2, !noalias !355, !noundef !4
  %new_len.i5.i.i.i.i = zext i16 %small.i.i.i.i.i to i64
  %index5.i.i.i.i.i = add nuw nsw i64 %new_len.i5.i.i.i.i, 1
  %_49.i.i.i.i.i = icmp ult i16 %small.i.i.i.i.i, 12
  br i1 %_49.i.i.i.i.i, label %bb11.i.i.i.i.i, label %bb12.i.i.i.i.i, !prof !30

bb12.i.i.i.i.i:                                   ; preds = %"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E.exit.i.i.i.i.i"
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %index5.i.i.i.i.i, i64 noundef 12, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8dbd5bf4d8f67619bbdc20dd931a734d) #28, !noalias !355
  unreachable

bb11.i.i.i.i.i:                                   ; preds = %"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E.exit.i.i.i.i.i"
  %self4.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %84, i64 280
  %old_len.i.i.i.i.i = zext i16 %_39.i29.i.i.i to i64
  %new_len3.i.i.i.i.i = sub nuw nsw i64 %old_len.i.i.i.i.i, %middle_kv_idx.sroa.0.0.i32.i.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !374)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !377)
  %_3.i.i.i.i.i.i = icmp eq i64 %new_len3.i.i.i.i.i, %index5.i.i.i.i.i
  br i1 %_3.i.i.i.i.i.i, label %_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE.exit.i.i.i.i.i, label %bb2.i.i.i.i.i.i, !prof !318

bb2.i.i.i.i.i.i:                                  ; preds = %bb11.i.i.i.i.i
; call core::panicking::panic
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_930f3883875d82d5043e839301ab22e6, i64 noundef 40, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_db202d2d32dc3850d6df6c3ea29373d7) #28, !noalias !379
  unreachable

_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE.exit.i.i.i.i.i: ; preds = %bb11.i.i.i.i.i
  %94 = getelementptr i8, ptr %59, i64 288
  %_47.i.i.i.i.i = getelementptr ptr, ptr %94, i64 %middle_kv_idx.sroa.0.0.i32.i.i.i
  %95 = shl nuw nsw i64 %index5.i.i.i.i.i, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %self4.i.i.i.i.i, ptr noundef nonnull readonly align 8 dereferenceable(1) %_47.i.i.i.i.i, i64 %95, i1 false), !alias.scope !380, !noalias !355
  %96 = icmp ne i64 %_18.i.i.i.i, 0
  tail call void @llvm.assume(i1 %96)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !381)
  br label %bb2.i.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %bb2.i.i.i.i.i.i.i.i.i, %_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE.exit.i.i.i.i.i
  %iter.sroa.0.013.i.i.i.i.i.i.i = phi i64 [ 0, %_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE.exit.i.i.i.i.i ], [ %spec.select9.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i ]
  %_0.i3.i.i.i.i.i.i.i.i.i = icmp samesign uge i64 %iter.sroa.0.013.i.i.i.i.i.i.i, %new_len.i5.i.i.i.i
  %not._0.i3.i.i.i.i.i.i.i.i.i = xor i1 %_0.i3.i.i.i.i.i.i.i.i.i, true
  %_0.i4.i.i.i.i.i.i.i.i.i = zext i1 %not._0.i3.i.i.i.i.i.i.i.i.i to i64
  %spec.select9.i.i.i.i.i.i.i = add nuw nsw i64 %iter.sroa.0.013.i.i.i.i.i.i.i, %_0.i4.i.i.i.i.i.i.i.i.i
  %self3.i.i.i.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %self4.i.i.i.i.i, i64 %iter.sroa.0.013.i.i.i.i.i.i.i
  %node.i.i.i.i.i.i.i.i = load ptr, ptr %self3.i.i.i.i.i.i.i.i, align 8, !alias.scope !381, !noalias !384, !nonnull !4, !noundef !4
  %97 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.i, i64 176
  store ptr %84, ptr %97, align 8, !noalias !390
  %_22.i.i.i.i.i.i.i.i69 = trunc nuw nsw i64 %iter.sroa.0.013.i.i.i.i.i.i.i to i16
  %98 = getelementptr inbounds nuw i8, ptr %node.i.i.i.i.i.i.i.i, i64 272
  store i16 %_22.i.i.i.i.i.i.i.i69, ptr %98, align 8, !noalias !384
  %_0.i.not.i.i.i.i.i.i.i.i.i = icmp samesign ugt i64 %spec.select9.i.i.i.i.i.i.i, %new_len.i5.i.i.i.i
  %or.cond.i.i.i.i.i.i.i = select i1 %_0.i3.i.i.i.i.i.i.i.i.i, i1 true, i1 %_0.i.not.i.i.i.i.i.i.i.i.i
  br i1 %or.cond.i.i.i.i.i.i.i, label %"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E.exit.i.i.i.i", label %bb2.i.i.i.i.i.i.i.i.i

"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E.exit.i.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i.i
  %spec.select.i50.i.i.i = select i1 %insertion.sroa.0.0.i34.i.i.i, ptr %84, ptr %59
  %99 = getelementptr inbounds nuw i8, ptr %spec.select.i50.i.i.i, i64 274
  %_32.i7.i.i.i.i = load i16, ptr %99, align 2, !noalias !391, !noundef !4
  %_7.i8.i.i.i.i = zext i16 %_32.i7.i.i.i.i to i64
  %new_len.i9.i.i.i.i = add i16 %_32.i7.i.i.i.i, 1
  %count.i.i11.i.i.i.i = add nuw nsw i64 %insertion.sroa.5.0.i33.i.i.i, 1
  %_6.i.not.i12.not.i.i.i.i = icmp samesign ult i64 %insertion.sroa.5.0.i33.i.i.i, %_7.i8.i.i.i.i
  %self.i.i13.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %spec.select.i50.i.i.i, i64 %insertion.sroa.5.0.i33.i.i.i
  br i1 %_6.i.not.i12.not.i.i.i.i, label %bb1.i13.i37.i.i.i.i, label %_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i20.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i20.i.i.i.i: ; preds = %"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E.exit.i.i.i.i"
  store ptr %split.sroa.7.0153.i.i.i, ptr %self.i.i13.i.i.i.i, align 8, !alias.scope !395, !noalias !398
  %100 = getelementptr inbounds nuw i8, ptr %self.i.i13.i.i.i.i, i64 8
  store i64 %split.sroa.9.0152.i.i.i, ptr %100, align 8, !alias.scope !395, !noalias !400
  %101 = getelementptr inbounds nuw i8, ptr %spec.select.i50.i.i.i, i64 184
  %self.i5.i21.i.i.i.i = getelementptr inbounds nuw i64, ptr %101, i64 %insertion.sroa.5.0.i33.i.i.i
  store i64 %split.sroa.10.0151.i.i.i, ptr %self.i5.i21.i.i.i.i, align 8, !alias.scope !401, !noalias !404
  br label %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i26.i.i.i.i

bb1.i13.i37.i.i.i.i:                              ; preds = %"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E.exit.i.i.i.i"
  %dst.i.i15.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %spec.select.i50.i.i.i, i64 %count.i.i11.i.i.i.i
  %count1.i.i16.i.i.i.i = sub nuw nsw i64 %_7.i8.i.i.i.i, %insertion.sroa.5.0.i33.i.i.i
  %102 = shl nuw nsw i64 %count1.i.i16.i.i.i.i, 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i.i15.i.i.i.i, ptr nonnull align 8 %self.i.i13.i.i.i.i, i64 %102, i1 false), !alias.scope !395, !noalias !398
  store ptr %split.sroa.7.0153.i.i.i, ptr %self.i.i13.i.i.i.i, align 8, !alias.scope !395, !noalias !398
  %103 = getelementptr inbounds nuw i8, ptr %self.i.i13.i.i.i.i, i64 8
  store i64 %split.sroa.9.0152.i.i.i, ptr %103, align 8, !alias.scope !395, !noalias !400
  %self118.i17.i.i.i.i = getelementptr inbounds nuw i8, ptr %spec.select.i50.i.i.i, i64 184
  %_10.i7.i18.i.i.i.i = getelementptr inbounds nuw i64, ptr %self118.i17.i.i.i.i, i64 %insertion.sroa.5.0.i33.i.i.i
  %dst.i8.i19.i.i.i.i = getelementptr inbounds nuw i64, ptr %self118.i17.i.i.i.i, i64 %count.i.i11.i.i.i.i
  %104 = shl nuw nsw i64 %count1.i.i16.i.i.i.i, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i8.i19.i.i.i.i, ptr nonnull align 8 %_10.i7.i18.i.i.i.i, i64 %104, i1 false), !alias.scope !401, !noalias !404
  store i64 %split.sroa.10.0151.i.i.i, ptr %_10.i7.i18.i.i.i.i, align 8, !alias.scope !401, !noalias !404
  %self2.i2344.i.i.i.i = getelementptr inbounds nuw i8, ptr %spec.select.i50.i.i.i, i64 280
  %_10.i14.i38.i.i.i.i = getelementptr inbounds nuw ptr, ptr %self2.i2344.i.i.i.i, i64 %count.i.i11.i.i.i.i
  %105 = getelementptr inbounds nuw ptr, ptr %self2.i2344.i.i.i.i, i64 %insertion.sroa.5.0.i33.i.i.i
  %dst.i15.i39.i.i.i.i = getelementptr inbounds nuw i8, ptr %105, i64 16
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %dst.i15.i39.i.i.i.i, ptr nonnull align 8 %_10.i14.i38.i.i.i.i, i64 %104, i1 false), !alias.scope !405, !noalias !404
  br label %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i26.i.i.i.i

_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i26.i.i.i.i: ; preds = %bb1.i13.i37.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE.exit.i20.i.i.i.i
  %106 = getelementptr inbounds nuw i8, ptr %spec.select.i50.i.i.i, i64 280
  %index.i2245.i.i.i.i = add nuw nsw i64 %_7.i8.i.i.i.i, 2
  %self.i12.i27.i.i.i.i = getelementptr inbounds nuw ptr, ptr %106, i64 %count.i.i11.i.i.i.i
  store ptr %split.sroa.11.0150.i.i.i, ptr %self.i12.i27.i.i.i.i, align 8, !alias.scope !405, !noalias !404
  store i16 %new_len.i9.i.i.i.i, ptr %99, align 2, !noalias !404
  %_0.i.i.i5.i.i28.i.i.i.i = icmp samesign ult i64 %count.i.i11.i.i.i.i, %index.i2245.i.i.i.i
  br i1 %_0.i.i.i5.i.i28.i.i.i.i, label %bb4.i.i29.i.i.i.i.preheader, label %bb12.i.i.i

bb4.i.i29.i.i.i.i.preheader:                      ; preds = %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i26.i.i.i.i
  %107 = add nuw nsw i64 %_7.i8.i.i.i.i, 1
  %108 = sub nsw i64 %107, %insertion.sroa.5.0.i33.i.i.i
  %109 = sub nsw i64 %_7.i8.i.i.i.i, %insertion.sroa.5.0.i33.i.i.i
  %xtraiter = and i64 %108, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb4.i.i29.i.i.i.i.prol.loopexit, label %bb4.i.i29.i.i.i.i.prol

bb4.i.i29.i.i.i.i.prol:                           ; preds = %bb4.i.i29.i.i.i.i.preheader, %bb4.i.i29.i.i.i.i.prol
  %iter.sroa.0.06.i.i30.i.i.i.i.prol = phi i64 [ %_0.i1.i.i.i.i31.i.i.i.i.prol, %bb4.i.i29.i.i.i.i.prol ], [ %count.i.i11.i.i.i.i, %bb4.i.i29.i.i.i.i.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb4.i.i29.i.i.i.i.prol ], [ 0, %bb4.i.i29.i.i.i.i.preheader ]
  %_0.i1.i.i.i.i31.i.i.i.i.prol = add nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i.prol, 1
  %_18.i.i.i32.i.i.i.i.prol = icmp samesign ult i64 %iter.sroa.0.06.i.i30.i.i.i.i.prol, 12
  tail call void @llvm.assume(i1 %_18.i.i.i32.i.i.i.i.prol)
  %self3.i.i.i33.i.i.i.i.prol = getelementptr inbounds nuw ptr, ptr %106, i64 %iter.sroa.0.06.i.i30.i.i.i.i.prol
  %node.i.i.i34.i.i.i.i.prol = load ptr, ptr %self3.i.i.i33.i.i.i.i.prol, align 8, !noalias !408, !nonnull !4, !noundef !4
  %110 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.prol, i64 176
  store ptr %spec.select.i50.i.i.i, ptr %110, align 8, !noalias !408
  %_22.i.i.i35.i.i.i.i.prol = trunc nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i.prol to i16
  %111 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.prol, i64 272
  store i16 %_22.i.i.i35.i.i.i.i.prol, ptr %111, align 8, !noalias !408
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb4.i.i29.i.i.i.i.prol.loopexit, label %bb4.i.i29.i.i.i.i.prol, !llvm.loop !413

bb4.i.i29.i.i.i.i.prol.loopexit:                  ; preds = %bb4.i.i29.i.i.i.i.prol, %bb4.i.i29.i.i.i.i.preheader
  %iter.sroa.0.06.i.i30.i.i.i.i.unr = phi i64 [ %count.i.i11.i.i.i.i, %bb4.i.i29.i.i.i.i.preheader ], [ %_0.i1.i.i.i.i31.i.i.i.i.prol, %bb4.i.i29.i.i.i.i.prol ]
  %112 = icmp ult i64 %109, 3
  br i1 %112, label %bb12.i.i.i, label %bb4.i.i29.i.i.i.i

bb4.i.i29.i.i.i.i:                                ; preds = %bb4.i.i29.i.i.i.i.prol.loopexit, %bb4.i.i29.i.i.i.i
  %iter.sroa.0.06.i.i30.i.i.i.i = phi i64 [ %_0.i1.i.i.i.i31.i.i.i.i.3, %bb4.i.i29.i.i.i.i ], [ %iter.sroa.0.06.i.i30.i.i.i.i.unr, %bb4.i.i29.i.i.i.i.prol.loopexit ]
  %_0.i1.i.i.i.i31.i.i.i.i = add nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i, 1
  %self3.i.i.i33.i.i.i.i = getelementptr inbounds nuw ptr, ptr %106, i64 %iter.sroa.0.06.i.i30.i.i.i.i
  %node.i.i.i34.i.i.i.i = load ptr, ptr %self3.i.i.i33.i.i.i.i, align 8, !noalias !408, !nonnull !4, !noundef !4
  %113 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i, i64 176
  store ptr %spec.select.i50.i.i.i, ptr %113, align 8, !noalias !408
  %_22.i.i.i35.i.i.i.i = trunc nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i to i16
  %114 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i, i64 272
  store i16 %_22.i.i.i35.i.i.i.i, ptr %114, align 8, !noalias !408
  %_0.i1.i.i.i.i31.i.i.i.i.1 = add nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i, 2
  %self3.i.i.i33.i.i.i.i.1 = getelementptr inbounds nuw ptr, ptr %106, i64 %_0.i1.i.i.i.i31.i.i.i.i
  %node.i.i.i34.i.i.i.i.1 = load ptr, ptr %self3.i.i.i33.i.i.i.i.1, align 8, !noalias !408, !nonnull !4, !noundef !4
  %115 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.1, i64 176
  store ptr %spec.select.i50.i.i.i, ptr %115, align 8, !noalias !408
  %_22.i.i.i35.i.i.i.i.1 = trunc nuw nsw i64 %_0.i1.i.i.i.i31.i.i.i.i to i16
  %116 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.1, i64 272
  store i16 %_22.i.i.i35.i.i.i.i.1, ptr %116, align 8, !noalias !408
  %_0.i1.i.i.i.i31.i.i.i.i.2 = add nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i, 3
  %self3.i.i.i33.i.i.i.i.2 = getelementptr inbounds nuw ptr, ptr %106, i64 %_0.i1.i.i.i.i31.i.i.i.i.1
  %node.i.i.i34.i.i.i.i.2 = load ptr, ptr %self3.i.i.i33.i.i.i.i.2, align 8, !noalias !408, !nonnull !4, !noundef !4
  %117 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.2, i64 176
  store ptr %spec.select.i50.i.i.i, ptr %117, align 8, !noalias !408
  %_22.i.i.i35.i.i.i.i.2 = trunc nuw nsw i64 %_0.i1.i.i.i.i31.i.i.i.i.1 to i16
  %118 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.2, i64 272
  store i16 %_22.i.i.i35.i.i.i.i.2, ptr %118, align 8, !noalias !408
  %_0.i1.i.i.i.i31.i.i.i.i.3 = add nuw nsw i64 %iter.sroa.0.06.i.i30.i.i.i.i, 4
  %_18.i.i.i32.i.i.i.i.3 = icmp ult i64 %iter.sroa.0.06.i.i30.i.i.i.i, 9
  tail call void @llvm.assume(i1 %_18.i.i.i32.i.i.i.i.3)
  %self3.i.i.i33.i.i.i.i.3 = getelementptr inbounds nuw ptr, ptr %106, i64 %_0.i1.i.i.i.i31.i.i.i.i.2
  %node.i.i.i34.i.i.i.i.3 = load ptr, ptr %self3.i.i.i33.i.i.i.i.3, align 8, !noalias !408, !nonnull !4, !noundef !4
  %119 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.3, i64 176
  store ptr %spec.select.i50.i.i.i, ptr %119, align 8, !noalias !408
  %_22.i.i.i35.i.i.i.i.3 = trunc nuw nsw i64 %_0.i1.i.i.i.i31.i.i.i.i.2 to i16
  %120 = getelementptr inbounds nuw i8, ptr %node.i.i.i34.i.i.i.i.3, i64 272
  store i16 %_22.i.i.i35.i.i.i.i.3, ptr %120, align 8, !noalias !408
  %exitcond.not.i.i36.i.i.i.i.3 = icmp eq i64 %_0.i1.i.i.i.i31.i.i.i.i.3, %index.i2245.i.i.i.i
  br i1 %exitcond.not.i.i36.i.i.i.i.3, label %bb12.i.i.i, label %bb4.i.i29.i.i.i.i

bb12.i.i.i:                                       ; preds = %bb4.i.i29.i.i.i.i.prol.loopexit, %bb4.i.i29.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i26.i.i.i.i
  %121 = getelementptr inbounds nuw i8, ptr %59, i64 176
  %122 = load ptr, ptr %121, align 8, !noalias !300, !noundef !4
  %.not.i.i.i.i = icmp eq ptr %122, null
  br i1 %.not.i.i.i.i, label %bb10.i.i.i.i, label %bb9.i.i.i

bb3.i.i:                                          ; preds = %bb74
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !414
; call __rustc::__rust_alloc
  %123 = tail call noalias noundef align 8 dereferenceable_or_null(280) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 280, i64 noundef range(i64 1, 9) 8) #27, !noalias !414
  %124 = icmp eq ptr %123, null
  br i1 %124, label %bb3.i.i8.i.i, label %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i", !prof !63

bb3.i.i8.i.i:                                     ; preds = %bb3.i.i
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 280) #31, !noalias !414
  unreachable

"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i": ; preds = %bb3.i.i
  %125 = getelementptr inbounds nuw i8, ptr %123, i64 176
  store ptr null, ptr %125, align 8, !noalias !414
  %126 = getelementptr inbounds nuw i8, ptr %123, i64 274
  store i16 1, ptr %126, align 2, !noalias !415
  store ptr %_0.sroa.0.1.i.i.i, ptr %123, align 8, !noalias !415
  %127 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le, ptr %127, align 8, !noalias !420
  %self2.i.i2.i = getelementptr inbounds nuw i8, ptr %123, i64 184
  store i64 0, ptr %self2.i.i2.i, align 8, !noalias !420
  br label %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i"

"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i": ; preds = %bb4.i.i.i.i.i.i.prol.loopexit, %bb4.i.i.i.i.i.i, %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i", %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i", %bb5.i.i.i
  %counts.sroa.10.1 = phi i64 [ 0, %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i" ], [ %counts.sroa.10.0, %bb5.i.i.i ], [ %n.i.i.i.i.i.i.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i" ], [ %counts.sroa.10.0, %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i ], [ %counts.sroa.10.0, %bb4.i.i.i.i.i.i ], [ %counts.sroa.10.0, %bb4.i.i.i.i.i.i.prol.loopexit ]
  %counts.sroa.0.1 = phi ptr [ %123, %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i" ], [ %counts.sroa.0.0, %bb5.i.i.i ], [ %49, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i" ], [ %counts.sroa.0.0, %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i ], [ %counts.sroa.0.0, %bb4.i.i.i.i.i.i ], [ %counts.sroa.0.0, %bb4.i.i.i.i.i.i.prol.loopexit ]
  %handle.sroa.8.0.i.i = phi i64 [ 0, %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i" ], [ %_0.sroa.4.0.i.ph.i.i, %bb5.i.i.i ], [ %insertion.sroa.5.0.i.i.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i" ], [ %insertion.sroa.5.0.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i ], [ %insertion.sroa.5.0.i.i.i.i, %bb4.i.i.i.i.i.i ], [ %insertion.sroa.5.0.i.i.i.i, %bb4.i.i.i.i.i.i.prol.loopexit ]
  %handle.sroa.0.0.i.i = phi ptr [ %123, %"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E.exit.i.i" ], [ %self.sroa.0.0.i.i, %bb5.i.i.i ], [ %spec.select.i.i.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE.exit.i.i.i" ], [ %spec.select.i.i.i.i, %_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE.exit.i.i.i.i.i ], [ %spec.select.i.i.i.i, %bb4.i.i.i.i.i.i ], [ %spec.select.i.i.i.i, %bb4.i.i.i.i.i.i.prol.loopexit ]
  %128 = add i64 %counts.sroa.17.0, 1
  br label %"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit"

"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E.exit": ; preds = %bb4.i.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i"
  %counts.sroa.17.1 = phi i64 [ %128, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i" ], [ %counts.sroa.17.0, %bb4.i.i.i ]
  %counts.sroa.10.2 = phi i64 [ %counts.sroa.10.1, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i" ], [ %counts.sroa.10.0, %bb4.i.i.i ]
  %counts.sroa.0.2 = phi ptr [ %counts.sroa.0.1, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i" ], [ %counts.sroa.0.0, %bb4.i.i.i ]
  %entry.sroa.0.0.copyload.sink.i = phi ptr [ %handle.sroa.0.0.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i" ], [ %self.sroa.0.0.i.i, %bb4.i.i.i ]
  %entry.sroa.28.0.copyload.sink.i = phi i64 [ %handle.sroa.8.0.i.i, %"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE.exit.i" ], [ %iter.sroa.8.0.i.i.i, %bb4.i.i.i ]
  %_4.i.i.i70 = getelementptr inbounds nuw i8, ptr %entry.sroa.0.0.copyload.sink.i, i64 184
  %self3.i.i.i = getelementptr inbounds nuw i64, ptr %_4.i.i.i70, i64 %entry.sroa.28.0.copyload.sink.i
  %129 = load i64, ptr %self3.i.i.i, align 8, !noundef !4
  %130 = add i64 %129, 1
  store i64 %130, ptr %self3.i.i.i, align 8
  br label %bb1

bb75:                                             ; preds = %bb1.i
  %.not59 = icmp ne ptr %counts.sroa.0.0, null
  %131 = icmp ne i64 %counts.sroa.17.0, 0
  %.not611 = select i1 %.not59, i1 %131, i1 false
  br i1 %.not611, label %bb2.i76.lr.ph, label %bb8

bb2.i76.lr.ph:                                    ; preds = %bb75
  %132 = ptrtoint ptr %counts.sroa.0.0 to i64
  %_21.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %133 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %_22.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  br label %bb1.i.i78

bb1.i.i78:                                        ; preds = %bb7, %bb2.i76.lr.ph
  %iter1.sroa.5.0593 = phi ptr [ null, %bb2.i76.lr.ph ], [ %_6.sroa.0.0.i.i.i, %bb7 ]
  %iter1.sroa.14.0592 = phi i64 [ %counts.sroa.10.0, %bb2.i76.lr.ph ], [ %_6.sroa.7.0.i.i.i, %bb7 ]
  %iter1.sroa.9.0591 = phi i64 [ %132, %bb2.i76.lr.ph ], [ 0, %bb7 ]
  %iter1.sroa.22.0590 = phi i64 [ %counts.sroa.17.0, %bb2.i76.lr.ph ], [ %134, %bb7 ]
  %134 = add i64 %iter1.sroa.22.0590, -1
  %.not.i.i79 = icmp eq ptr %iter1.sroa.5.0593, null
  br i1 %.not.i.i79, label %bb2.i.i88, label %bb8.i80

bb2.i.i88:                                        ; preds = %bb1.i.i78
  %135 = inttoptr i64 %iter1.sroa.9.0591 to ptr
  %136 = icmp eq i64 %iter1.sroa.14.0592, 0
  br i1 %136, label %bb8.i80, label %bb12.i.i.preheader

bb12.i.i.preheader:                               ; preds = %bb2.i.i88
  %xtraiter1371 = and i64 %iter1.sroa.14.0592, 7
  %lcmp.mod1372.not = icmp eq i64 %xtraiter1371, 0
  br i1 %lcmp.mod1372.not, label %bb12.i.i.prol.loopexit, label %bb12.i.i.prol

bb12.i.i.prol:                                    ; preds = %bb12.i.i.preheader, %bb12.i.i.prol
  %self2.sroa.0.09.i.i.prol = phi ptr [ %self2.sroa.0.0.i.i.prol, %bb12.i.i.prol ], [ %135, %bb12.i.i.preheader ]
  %self1.sroa.0.08.i.i.prol = phi i64 [ %137, %bb12.i.i.prol ], [ %iter1.sroa.14.0592, %bb12.i.i.preheader ]
  %prol.iter1373 = phi i64 [ %prol.iter1373.next, %bb12.i.i.prol ], [ 0, %bb12.i.i.preheader ]
  %_19.i.i.prol = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i.prol, i64 280
  %137 = add i64 %self1.sroa.0.08.i.i.prol, -1
  %self2.sroa.0.0.i.i.prol = load ptr, ptr %_19.i.i.prol, align 8, !noalias !421, !nonnull !4, !noundef !4
  %prol.iter1373.next = add i64 %prol.iter1373, 1
  %prol.iter1373.cmp.not = icmp eq i64 %prol.iter1373.next, %xtraiter1371
  br i1 %prol.iter1373.cmp.not, label %bb12.i.i.prol.loopexit, label %bb12.i.i.prol, !llvm.loop !426

bb12.i.i.prol.loopexit:                           ; preds = %bb12.i.i.prol, %bb12.i.i.preheader
  %self2.sroa.0.0.i.i.lcssa.unr = phi ptr [ poison, %bb12.i.i.preheader ], [ %self2.sroa.0.0.i.i.prol, %bb12.i.i.prol ]
  %self2.sroa.0.09.i.i.unr = phi ptr [ %135, %bb12.i.i.preheader ], [ %self2.sroa.0.0.i.i.prol, %bb12.i.i.prol ]
  %self1.sroa.0.08.i.i.unr = phi i64 [ %iter1.sroa.14.0592, %bb12.i.i.preheader ], [ %137, %bb12.i.i.prol ]
  %138 = icmp ult i64 %iter1.sroa.14.0592, 8
  br i1 %138, label %bb8.i80, label %bb12.i.i

bb12.i.i:                                         ; preds = %bb12.i.i.prol.loopexit, %bb12.i.i
  %self2.sroa.0.09.i.i = phi ptr [ %self2.sroa.0.0.i.i.7, %bb12.i.i ], [ %self2.sroa.0.09.i.i.unr, %bb12.i.i.prol.loopexit ]
  %self1.sroa.0.08.i.i = phi i64 [ %139, %bb12.i.i ], [ %self1.sroa.0.08.i.i.unr, %bb12.i.i.prol.loopexit ]
  %_19.i.i = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i, i64 280
  %self2.sroa.0.0.i.i = load ptr, ptr %_19.i.i, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.1 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i, i64 280
  %self2.sroa.0.0.i.i.1 = load ptr, ptr %_19.i.i.1, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.2 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.1, i64 280
  %self2.sroa.0.0.i.i.2 = load ptr, ptr %_19.i.i.2, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.3 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.2, i64 280
  %self2.sroa.0.0.i.i.3 = load ptr, ptr %_19.i.i.3, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.4 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.3, i64 280
  %self2.sroa.0.0.i.i.4 = load ptr, ptr %_19.i.i.4, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.5 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.4, i64 280
  %self2.sroa.0.0.i.i.5 = load ptr, ptr %_19.i.i.5, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.6 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.5, i64 280
  %self2.sroa.0.0.i.i.6 = load ptr, ptr %_19.i.i.6, align 8, !noalias !421, !nonnull !4, !noundef !4
  %_19.i.i.7 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.6, i64 280
  %139 = add i64 %self1.sroa.0.08.i.i, -8
  %self2.sroa.0.0.i.i.7 = load ptr, ptr %_19.i.i.7, align 8, !noalias !421, !nonnull !4, !noundef !4
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %bb8.i80, label %bb12.i.i

bb8.i80:                                          ; preds = %bb12.i.i.prol.loopexit, %bb12.i.i, %bb2.i.i88, %bb1.i.i78
  %iter1.sroa.9.1 = phi i64 [ %iter1.sroa.9.0591, %bb1.i.i78 ], [ 0, %bb2.i.i88 ], [ 0, %bb12.i.i ], [ 0, %bb12.i.i.prol.loopexit ]
  %iter1.sroa.14.1 = phi i64 [ %iter1.sroa.14.0592, %bb1.i.i78 ], [ 0, %bb2.i.i88 ], [ 0, %bb12.i.i ], [ 0, %bb12.i.i.prol.loopexit ]
  %value.sroa.0.0.copyload.i.i = phi ptr [ %iter1.sroa.5.0593, %bb1.i.i78 ], [ %135, %bb2.i.i88 ], [ %self2.sroa.0.0.i.i.lcssa.unr, %bb12.i.i.prol.loopexit ], [ %self2.sroa.0.0.i.i.7, %bb12.i.i ]
  %141 = getelementptr inbounds nuw i8, ptr %value.sroa.0.0.copyload.i.i, i64 274
  %_1517.i.i.i.i = load i16, ptr %141, align 2, !noalias !427, !noundef !4
  %_1118.i.i.i.i = zext i16 %_1517.i.i.i.i to i64
  %_919.i.i.i.i = icmp ult i64 %iter1.sroa.14.1, %_1118.i.i.i.i
  br i1 %_919.i.i.i.i, label %bb6.i.i.i, label %bb8.i.i.i.i

bb8.i.i.i.i:                                      ; preds = %bb8.i80, %bb5.i.i.i.i81
  %edge.sroa.0.021.i.i.i.i = phi ptr [ %143, %bb5.i.i.i.i81 ], [ %value.sroa.0.0.copyload.i.i, %bb8.i80 ]
  %edge.sroa.5.020.i.i.i.i = phi i64 [ %_18.i.i.i.i.i, %bb5.i.i.i.i81 ], [ %iter1.sroa.9.1, %bb8.i80 ]
  %142 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i, i64 176
  %143 = load ptr, ptr %142, align 8, !noalias !436, !noundef !4
  %.not.i.i.i.i.i = icmp eq ptr %143, null
  br i1 %.not.i.i.i.i.i, label %bb5.i.i.i87, label %bb5.i.i.i.i81

bb7.loopexit.i.i.i.i:                             ; preds = %bb5.i.i.i.i81
  %_20.i.i.i.i.i = zext i16 %145 to i64
  br label %bb6.i.i.i

bb5.i.i.i.i81:                                    ; preds = %bb8.i.i.i.i
  %_18.i.i.i.i.i = add i64 %edge.sroa.5.020.i.i.i.i, 1
  %144 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i, i64 272
  %145 = load i16, ptr %144, align 8, !noalias !436
  %146 = getelementptr inbounds nuw i8, ptr %143, i64 274
  %_15.i.i.i.i = load i16, ptr %146, align 2, !noalias !427, !noundef !4
  %_9.i.i.i.i = icmp ult i16 %145, %_15.i.i.i.i
  br i1 %_9.i.i.i.i, label %bb7.loopexit.i.i.i.i, label %bb8.i.i.i.i

bb5.i.i.i87:                                      ; preds = %bb8.i.i.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3f20d457f81ac3772072fe651f3acb39) #28, !noalias !439
  unreachable

bb6.i.i.i:                                        ; preds = %bb7.loopexit.i.i.i.i, %bb8.i80
  %self1.sroa.0.0.ph.i.i.i = phi ptr [ %143, %bb7.loopexit.i.i.i.i ], [ %value.sroa.0.0.copyload.i.i, %bb8.i80 ]
  %self1.sroa.6.0.ph.i.i.i = phi i64 [ %_18.i.i.i.i.i, %bb7.loopexit.i.i.i.i ], [ %iter1.sroa.9.1, %bb8.i80 ]
  %self1.sroa.9.0.ph.i.i.i = phi i64 [ %_20.i.i.i.i.i, %bb7.loopexit.i.i.i.i ], [ %iter1.sroa.14.1, %bb8.i80 ]
  %147 = icmp eq i64 %self1.sroa.6.0.ph.i.i.i, 0
  br i1 %147, label %bb2.i.i.i.i, label %bb3.i.i.i.i82

bb2.i.i.i.i:                                      ; preds = %bb6.i.i.i
  %_11.i.i.i.i86 = add nuw nsw i64 %self1.sroa.9.0.ph.i.i.i, 1
  br label %bb7

bb3.i.i.i.i82:                                    ; preds = %bb6.i.i.i
  %148 = getelementptr i8, ptr %self1.sroa.0.0.ph.i.i.i, i64 288
  %self9.i.i.i.i = getelementptr ptr, ptr %148, i64 %self1.sroa.9.0.ph.i.i.i
  %xtraiter1374 = and i64 %self1.sroa.6.0.ph.i.i.i, 7
  %lcmp.mod1375.not = icmp eq i64 %xtraiter1374, 0
  br i1 %lcmp.mod1375.not, label %bb6.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i.prol

bb6.i.i.i.i.prol:                                 ; preds = %bb3.i.i.i.i82, %bb6.i.i.i.i.prol
  %node.sroa.0.0.in.i.i.i.i.prol = phi ptr [ %_29.i.i.i.i.prol, %bb6.i.i.i.i.prol ], [ %self9.i.i.i.i, %bb3.i.i.i.i82 ]
  %self1.sroa.0.0.in.i.i.i.i.prol = phi i64 [ %self1.sroa.0.0.i.i.i.i.prol, %bb6.i.i.i.i.prol ], [ %self1.sroa.6.0.ph.i.i.i, %bb3.i.i.i.i82 ]
  %prol.iter1376 = phi i64 [ %prol.iter1376.next, %bb6.i.i.i.i.prol ], [ 0, %bb3.i.i.i.i82 ]
  %self1.sroa.0.0.i.i.i.i.prol = add i64 %self1.sroa.0.0.in.i.i.i.i.prol, -1
  %node.sroa.0.0.i.i.i.i.prol = load ptr, ptr %node.sroa.0.0.in.i.i.i.i.prol, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.prol, i64 280
  %prol.iter1376.next = add i64 %prol.iter1376, 1
  %prol.iter1376.cmp.not = icmp eq i64 %prol.iter1376.next, %xtraiter1374
  br i1 %prol.iter1376.cmp.not, label %bb6.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i.prol, !llvm.loop !444

bb6.i.i.i.i.prol.loopexit:                        ; preds = %bb6.i.i.i.i.prol, %bb3.i.i.i.i82
  %node.sroa.0.0.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb3.i.i.i.i82 ], [ %node.sroa.0.0.i.i.i.i.prol, %bb6.i.i.i.i.prol ]
  %node.sroa.0.0.in.i.i.i.i.unr = phi ptr [ %self9.i.i.i.i, %bb3.i.i.i.i82 ], [ %_29.i.i.i.i.prol, %bb6.i.i.i.i.prol ]
  %self1.sroa.0.0.in.i.i.i.i.unr = phi i64 [ %self1.sroa.6.0.ph.i.i.i, %bb3.i.i.i.i82 ], [ %self1.sroa.0.0.i.i.i.i.prol, %bb6.i.i.i.i.prol ]
  %149 = icmp ult i64 %self1.sroa.6.0.ph.i.i.i, 8
  br i1 %149, label %bb7, label %bb6.i.i.i.i

bb6.i.i.i.i:                                      ; preds = %bb6.i.i.i.i.prol.loopexit, %bb6.i.i.i.i
  %node.sroa.0.0.in.i.i.i.i = phi ptr [ %_29.i.i.i.i.7, %bb6.i.i.i.i ], [ %node.sroa.0.0.in.i.i.i.i.unr, %bb6.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.0.in.i.i.i.i = phi i64 [ %self1.sroa.0.0.i.i.i.i.7, %bb6.i.i.i.i ], [ %self1.sroa.0.0.in.i.i.i.i.unr, %bb6.i.i.i.i.prol.loopexit ]
  %node.sroa.0.0.i.i.i.i = load ptr, ptr %node.sroa.0.0.in.i.i.i.i, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i, i64 280
  %node.sroa.0.0.i.i.i.i.1 = load ptr, ptr %_29.i.i.i.i, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.1, i64 280
  %node.sroa.0.0.i.i.i.i.2 = load ptr, ptr %_29.i.i.i.i.1, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.2, i64 280
  %node.sroa.0.0.i.i.i.i.3 = load ptr, ptr %_29.i.i.i.i.2, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.3, i64 280
  %node.sroa.0.0.i.i.i.i.4 = load ptr, ptr %_29.i.i.i.i.3, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.4, i64 280
  %node.sroa.0.0.i.i.i.i.5 = load ptr, ptr %_29.i.i.i.i.4, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.5, i64 280
  %node.sroa.0.0.i.i.i.i.6 = load ptr, ptr %_29.i.i.i.i.5, align 8, !noalias !440, !nonnull !4, !noundef !4
  %_29.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.6, i64 280
  %self1.sroa.0.0.i.i.i.i.7 = add i64 %self1.sroa.0.0.in.i.i.i.i, -8
  %node.sroa.0.0.i.i.i.i.7 = load ptr, ptr %_29.i.i.i.i.6, align 8, !noalias !440, !nonnull !4, !noundef !4
  %150 = icmp eq i64 %self1.sroa.0.0.i.i.i.i.7, 0
  %_29.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.7, i64 280
  br i1 %150, label %bb7, label %bb6.i.i.i.i

bb7:                                              ; preds = %bb6.i.i.i.i.prol.loopexit, %bb6.i.i.i.i, %bb2.i.i.i.i
  %_6.sroa.0.0.i.i.i = phi ptr [ %self1.sroa.0.0.ph.i.i.i, %bb2.i.i.i.i ], [ %node.sroa.0.0.i.i.i.i.lcssa.unr, %bb6.i.i.i.i.prol.loopexit ], [ %node.sroa.0.0.i.i.i.i.7, %bb6.i.i.i.i ]
  %_6.sroa.7.0.i.i.i = phi i64 [ %_11.i.i.i.i86, %bb2.i.i.i.i ], [ 0, %bb6.i.i.i.i ], [ 0, %bb6.i.i.i.i.prol.loopexit ]
  %_13.i.i.i.i = icmp samesign ult i64 %self1.sroa.9.0.ph.i.i.i, 11
  call void @llvm.assume(i1 %_13.i.i.i.i)
  %self3.i7.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self1.sroa.0.0.ph.i.i.i, i64 %self1.sroa.9.0.ph.i.i.i
  %_9.i8.i.i.i = getelementptr inbounds nuw i8, ptr %self1.sroa.0.0.ph.i.i.i, i64 184
  %self4.i9.i.i.i = getelementptr inbounds nuw i64, ptr %_9.i8.i.i.i, i64 %self1.sroa.9.0.ph.i.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %w)
  store ptr %self3.i7.i.i.i, ptr %w, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %c)
  store ptr %self4.i9.i.i.i, ptr %c, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %w, ptr %args, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h219e9cf3a662da5cE", ptr %_21.sroa.4.0..sroa_idx, align 8
  store ptr %c, ptr %133, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h047c6559ed0a48ebE", ptr %_22.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_bbfe3db5f294b5e44c08d791de650cad, ptr noundef nonnull %args) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %c)
  call void @llvm.lifetime.end.p0(ptr nonnull %w)
  %151 = icmp eq i64 %134, 0
  br i1 %151, label %bb8, label %bb1.i.i78

bb8:                                              ; preds = %bb7, %bb75
  %.not61.not = icmp eq ptr %counts.sroa.0.0, null
  %_26.sroa.5.0 = select i1 %.not61.not, i64 0, i64 %counts.sroa.17.0
  %_33.0.i.i.i = mul i64 %_26.sroa.5.0, 24
  %or.cond.i.i.i = icmp ugt i64 %_26.sroa.5.0, 384307168202282325
  br i1 %or.cond.i.i.i, label %bb3.i.i95, label %bb18.i.i.i, !prof !445

bb18.i.i.i:                                       ; preds = %bb8
  %152 = icmp eq i64 %_33.0.i.i.i, 0
  br i1 %152, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd10e17c2498a9d34E.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb18.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !446
; call __rustc::__rust_alloc
  %153 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #27, !noalias !446
  %154 = icmp eq ptr %153, null
  br i1 %154, label %bb3.i.i95, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %155 = ptrtoint ptr %153 to i64
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd10e17c2498a9d34E.exit.i.i.i"

bb3.i.i95:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb8
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb8 ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #31, !noalias !452
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd10e17c2498a9d34E.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %_26.sroa.5.0, %bb10.i.i.i ], [ 0, %bb18.i.i.i ]
  %_4.sroa.10.0.i.i = phi i64 [ %155, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %156 = inttoptr i64 %_4.sroa.10.0.i.i to ptr
  %_7.i.i = icmp samesign ule i64 %_26.sroa.5.0, %_4.sroa.4.0.i.i
  call void @llvm.assume(i1 %_7.i.i)
  %157 = icmp eq i64 %_26.sroa.5.0, 0
  br i1 %157, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit.thread", label %bb2.i3.i.i.i.i.i

bb2.i3.i.i.i.i.i:                                 ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd10e17c2498a9d34E.exit.i.i.i"
  br i1 %.not61.not, label %bb7.i5.i.i.i.i.i, label %bb2.i.i52.i.i.i.i.i

bb2.i.i52.i.i.i.i.i:                              ; preds = %bb2.i3.i.i.i.i.i
  %158 = icmp eq i64 %counts.sroa.10.0, 0
  br i1 %158, label %bb8.i8.i.i.i.i.i, label %bb12.i.i54.i.i.i.i.i.preheader

bb12.i.i54.i.i.i.i.i.preheader:                   ; preds = %bb2.i.i52.i.i.i.i.i
  %xtraiter1389 = and i64 %counts.sroa.10.0, 7
  %lcmp.mod1390.not = icmp eq i64 %xtraiter1389, 0
  br i1 %lcmp.mod1390.not, label %bb12.i.i54.i.i.i.i.i.prol.loopexit, label %bb12.i.i54.i.i.i.i.i.prol

bb12.i.i54.i.i.i.i.i.prol:                        ; preds = %bb12.i.i54.i.i.i.i.i.preheader, %bb12.i.i54.i.i.i.i.i.prol
  %self2.sroa.0.09.i.i55.i.i.i.i.i.prol = phi ptr [ %self2.sroa.0.0.i.i58.i.i.i.i.i.prol, %bb12.i.i54.i.i.i.i.i.prol ], [ %counts.sroa.0.0, %bb12.i.i54.i.i.i.i.i.preheader ]
  %self1.sroa.0.08.i.i56.i.i.i.i.i.prol = phi i64 [ %159, %bb12.i.i54.i.i.i.i.i.prol ], [ %counts.sroa.10.0, %bb12.i.i54.i.i.i.i.i.preheader ]
  %prol.iter1391 = phi i64 [ %prol.iter1391.next, %bb12.i.i54.i.i.i.i.i.prol ], [ 0, %bb12.i.i54.i.i.i.i.i.preheader ]
  %_19.i.i57.i.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i55.i.i.i.i.i.prol, i64 280
  %159 = add i64 %self1.sroa.0.08.i.i56.i.i.i.i.i.prol, -1
  %self2.sroa.0.0.i.i58.i.i.i.i.i.prol = load ptr, ptr %_19.i.i57.i.i.i.i.i.prol, align 8, !noalias !453, !nonnull !4, !noundef !4
  %prol.iter1391.next = add i64 %prol.iter1391, 1
  %prol.iter1391.cmp.not = icmp eq i64 %prol.iter1391.next, %xtraiter1389
  br i1 %prol.iter1391.cmp.not, label %bb12.i.i54.i.i.i.i.i.prol.loopexit, label %bb12.i.i54.i.i.i.i.i.prol, !llvm.loop !472

bb12.i.i54.i.i.i.i.i.prol.loopexit:               ; preds = %bb12.i.i54.i.i.i.i.i.prol, %bb12.i.i54.i.i.i.i.i.preheader
  %self2.sroa.0.0.i.i58.i.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb12.i.i54.i.i.i.i.i.preheader ], [ %self2.sroa.0.0.i.i58.i.i.i.i.i.prol, %bb12.i.i54.i.i.i.i.i.prol ]
  %self2.sroa.0.09.i.i55.i.i.i.i.i.unr = phi ptr [ %counts.sroa.0.0, %bb12.i.i54.i.i.i.i.i.preheader ], [ %self2.sroa.0.0.i.i58.i.i.i.i.i.prol, %bb12.i.i54.i.i.i.i.i.prol ]
  %self1.sroa.0.08.i.i56.i.i.i.i.i.unr = phi i64 [ %counts.sroa.10.0, %bb12.i.i54.i.i.i.i.i.preheader ], [ %159, %bb12.i.i54.i.i.i.i.i.prol ]
  %160 = icmp ult i64 %counts.sroa.10.0, 8
  br i1 %160, label %bb8.i8.i.i.i.i.i, label %bb12.i.i54.i.i.i.i.i

bb12.i.i54.i.i.i.i.i:                             ; preds = %bb12.i.i54.i.i.i.i.i.prol.loopexit, %bb12.i.i54.i.i.i.i.i
  %self2.sroa.0.09.i.i55.i.i.i.i.i = phi ptr [ %self2.sroa.0.0.i.i58.i.i.i.i.i.7, %bb12.i.i54.i.i.i.i.i ], [ %self2.sroa.0.09.i.i55.i.i.i.i.i.unr, %bb12.i.i54.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.08.i.i56.i.i.i.i.i = phi i64 [ %161, %bb12.i.i54.i.i.i.i.i ], [ %self1.sroa.0.08.i.i56.i.i.i.i.i.unr, %bb12.i.i54.i.i.i.i.i.prol.loopexit ]
  %_19.i.i57.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i55.i.i.i.i.i, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i = load ptr, ptr %_19.i.i57.i.i.i.i.i, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.1 = load ptr, ptr %_19.i.i57.i.i.i.i.i.1, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.1, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.2 = load ptr, ptr %_19.i.i57.i.i.i.i.i.2, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.2, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.3 = load ptr, ptr %_19.i.i57.i.i.i.i.i.3, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.3, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.4 = load ptr, ptr %_19.i.i57.i.i.i.i.i.4, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.4, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.5 = load ptr, ptr %_19.i.i57.i.i.i.i.i.5, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.5, i64 280
  %self2.sroa.0.0.i.i58.i.i.i.i.i.6 = load ptr, ptr %_19.i.i57.i.i.i.i.i.6, align 8, !noalias !453, !nonnull !4, !noundef !4
  %_19.i.i57.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i58.i.i.i.i.i.6, i64 280
  %161 = add i64 %self1.sroa.0.08.i.i56.i.i.i.i.i, -8
  %self2.sroa.0.0.i.i58.i.i.i.i.i.7 = load ptr, ptr %_19.i.i57.i.i.i.i.i.7, align 8, !noalias !453, !nonnull !4, !noundef !4
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %bb8.i8.i.i.i.i.i, label %bb12.i.i54.i.i.i.i.i

bb8.i8.i.i.i.i.i:                                 ; preds = %bb12.i.i54.i.i.i.i.i.prol.loopexit, %bb12.i.i54.i.i.i.i.i, %bb2.i.i52.i.i.i.i.i
  %value.sroa.0.0.copyload.i.i9.i.i.i.i.i = phi ptr [ %counts.sroa.0.0, %bb2.i.i52.i.i.i.i.i ], [ %self2.sroa.0.0.i.i58.i.i.i.i.i.lcssa.unr, %bb12.i.i54.i.i.i.i.i.prol.loopexit ], [ %self2.sroa.0.0.i.i58.i.i.i.i.i.7, %bb12.i.i54.i.i.i.i.i ]
  %163 = getelementptr inbounds nuw i8, ptr %value.sroa.0.0.copyload.i.i9.i.i.i.i.i, i64 274
  %_1517.i.i.i.i14.i.i.i.i.i = load i16, ptr %163, align 2, !noalias !473, !noundef !4
  %_919.i.i.i.i16.i.i.i.i.i.not = icmp eq i16 %_1517.i.i.i.i14.i.i.i.i.i, 0
  br i1 %_919.i.i.i.i16.i.i.i.i.i.not, label %bb8.i.i.i.i17.i.i.i.i.i, label %bb2.i.i.i.i49.i.i.i.i.i

bb8.i.i.i.i17.i.i.i.i.i:                          ; preds = %bb8.i8.i.i.i.i.i, %bb5.i.i.i.i21.i.i.i.i.i
  %edge.sroa.0.021.i.i.i.i18.i.i.i.i.i = phi ptr [ %165, %bb5.i.i.i.i21.i.i.i.i.i ], [ %value.sroa.0.0.copyload.i.i9.i.i.i.i.i, %bb8.i8.i.i.i.i.i ]
  %edge.sroa.5.020.i.i.i.i19.i.i.i.i.i = phi i64 [ %_18.i.i.i.i.i22.i.i.i.i.i, %bb5.i.i.i.i21.i.i.i.i.i ], [ 0, %bb8.i8.i.i.i.i.i ]
  %164 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i18.i.i.i.i.i, i64 176
  %165 = load ptr, ptr %164, align 8, !noalias !482, !noundef !4
  %.not.i.i.i.i.i20.i.i.i.i.i = icmp eq ptr %165, null
  br i1 %.not.i.i.i.i.i20.i.i.i.i.i, label %bb5.i.i.i51.i.i.i.i.i, label %bb5.i.i.i.i21.i.i.i.i.i

bb5.i.i.i.i21.i.i.i.i.i:                          ; preds = %bb8.i.i.i.i17.i.i.i.i.i
  %_18.i.i.i.i.i22.i.i.i.i.i = add i64 %edge.sroa.5.020.i.i.i.i19.i.i.i.i.i, 1
  %166 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i18.i.i.i.i.i, i64 272
  %167 = load i16, ptr %166, align 8, !noalias !482
  %168 = getelementptr inbounds nuw i8, ptr %165, i64 274
  %_15.i.i.i.i23.i.i.i.i.i = load i16, ptr %168, align 2, !noalias !473, !noundef !4
  %_9.i.i.i.i24.i.i.i.i.i = icmp ult i16 %167, %_15.i.i.i.i23.i.i.i.i.i
  br i1 %_9.i.i.i.i24.i.i.i.i.i, label %bb6.i.i.i27.i.i.i.i.i, label %bb8.i.i.i.i17.i.i.i.i.i

bb5.i.i.i51.i.i.i.i.i:                            ; preds = %bb8.i.i.i.i17.i.i.i.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3f20d457f81ac3772072fe651f3acb39) #28, !noalias !485
  unreachable

bb6.i.i.i27.i.i.i.i.i:                            ; preds = %bb5.i.i.i.i21.i.i.i.i.i
  %_20.i.i.i.i.i26.i.i.i.i.i = zext i16 %167 to i64
  %169 = icmp eq i64 %_18.i.i.i.i.i22.i.i.i.i.i, 0
  br i1 %169, label %bb2.i.i.i.i49.i.i.i.i.i, label %bb3.i.i.i.i31.i.i.i.i.i

bb2.i.i.i.i49.i.i.i.i.i:                          ; preds = %bb8.i8.i.i.i.i.i, %bb6.i.i.i27.i.i.i.i.i
  %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i418 = phi i64 [ %_20.i.i.i.i.i26.i.i.i.i.i, %bb6.i.i.i27.i.i.i.i.i ], [ 0, %bb8.i8.i.i.i.i.i ]
  %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i416 = phi ptr [ %165, %bb6.i.i.i27.i.i.i.i.i ], [ %value.sroa.0.0.copyload.i.i9.i.i.i.i.i, %bb8.i8.i.i.i.i.i ]
  %_11.i.i.i.i50.i.i.i.i.i = add nuw nsw i64 %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i418, 1
  br label %bb3.i.preheader.i.i.i.i.i

bb3.i.i.i.i31.i.i.i.i.i:                          ; preds = %bb6.i.i.i27.i.i.i.i.i
  %170 = getelementptr i8, ptr %165, i64 288
  %self9.i.i.i.i32.i.i.i.i.i = getelementptr ptr, ptr %170, i64 %_20.i.i.i.i.i26.i.i.i.i.i
  %xtraiter1393 = and i64 %_18.i.i.i.i.i22.i.i.i.i.i, 7
  %lcmp.mod1394.not = icmp eq i64 %xtraiter1393, 0
  br i1 %lcmp.mod1394.not, label %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i33.i.i.i.i.i.prol

bb6.i.i.i.i33.i.i.i.i.i.prol:                     ; preds = %bb3.i.i.i.i31.i.i.i.i.i, %bb6.i.i.i.i33.i.i.i.i.i.prol
  %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i.prol = phi ptr [ %_29.i.i.i.i38.i.i.i.i.i.prol, %bb6.i.i.i.i33.i.i.i.i.i.prol ], [ %self9.i.i.i.i32.i.i.i.i.i, %bb3.i.i.i.i31.i.i.i.i.i ]
  %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i.prol = phi i64 [ %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.prol, %bb6.i.i.i.i33.i.i.i.i.i.prol ], [ %_18.i.i.i.i.i22.i.i.i.i.i, %bb3.i.i.i.i31.i.i.i.i.i ]
  %prol.iter1395 = phi i64 [ %prol.iter1395.next, %bb6.i.i.i.i33.i.i.i.i.i.prol ], [ 0, %bb3.i.i.i.i31.i.i.i.i.i ]
  %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.prol = add i64 %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i.prol, -1
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.prol = load ptr, ptr %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i.prol, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.prol, i64 280
  %prol.iter1395.next = add i64 %prol.iter1395, 1
  %prol.iter1395.cmp.not = icmp eq i64 %prol.iter1395.next, %xtraiter1393
  br i1 %prol.iter1395.cmp.not, label %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i33.i.i.i.i.i.prol, !llvm.loop !490

bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit:            ; preds = %bb6.i.i.i.i33.i.i.i.i.i.prol, %bb3.i.i.i.i31.i.i.i.i.i
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb3.i.i.i.i31.i.i.i.i.i ], [ %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.prol, %bb6.i.i.i.i33.i.i.i.i.i.prol ]
  %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i.unr = phi ptr [ %self9.i.i.i.i32.i.i.i.i.i, %bb3.i.i.i.i31.i.i.i.i.i ], [ %_29.i.i.i.i38.i.i.i.i.i.prol, %bb6.i.i.i.i33.i.i.i.i.i.prol ]
  %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i.unr = phi i64 [ %_18.i.i.i.i.i22.i.i.i.i.i, %bb3.i.i.i.i31.i.i.i.i.i ], [ %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.prol, %bb6.i.i.i.i33.i.i.i.i.i.prol ]
  %171 = icmp ult i64 %edge.sroa.5.020.i.i.i.i19.i.i.i.i.i, 7
  br i1 %171, label %bb3.i.preheader.i.i.i.i.i, label %bb6.i.i.i.i33.i.i.i.i.i

bb6.i.i.i.i33.i.i.i.i.i:                          ; preds = %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit, %bb6.i.i.i.i33.i.i.i.i.i
  %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i = phi ptr [ %_29.i.i.i.i38.i.i.i.i.i.7, %bb6.i.i.i.i33.i.i.i.i.i ], [ %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i.unr, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i = phi i64 [ %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.7, %bb6.i.i.i.i33.i.i.i.i.i ], [ %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i.unr, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ]
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i = load ptr, ptr %node.sroa.0.0.in.i.i.i.i34.i.i.i.i.i, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.1 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.1, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.2 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.1, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.2, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.3 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.2, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.3, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.4 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.3, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.4, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.5 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.4, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.5, i64 280
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.6 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.5, align 8, !noalias !486, !nonnull !4, !noundef !4
  %_29.i.i.i.i38.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.6, i64 280
  %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.7 = add i64 %self1.sroa.0.0.in.i.i.i.i35.i.i.i.i.i, -8
  %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.7 = load ptr, ptr %_29.i.i.i.i38.i.i.i.i.i.6, align 8, !noalias !486, !nonnull !4, !noundef !4
  %172 = icmp eq i64 %self1.sroa.0.0.i.i.i.i36.i.i.i.i.i.7, 0
  %_29.i.i.i.i38.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.7, i64 280
  br i1 %172, label %bb3.i.preheader.i.i.i.i.i, label %bb6.i.i.i.i33.i.i.i.i.i

bb7.i5.i.i.i.i.i:                                 ; preds = %bb2.i3.i.i.i.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_2c16ebe9a0f9a20f7e95dbc5240e9fe2) #28, !noalias !491
  unreachable

bb3.i.preheader.i.i.i.i.i:                        ; preds = %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit, %bb6.i.i.i.i33.i.i.i.i.i, %bb2.i.i.i.i49.i.i.i.i.i
  %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i417 = phi i64 [ %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i418, %bb2.i.i.i.i49.i.i.i.i.i ], [ %_20.i.i.i.i.i26.i.i.i.i.i, %bb6.i.i.i.i33.i.i.i.i.i ], [ %_20.i.i.i.i.i26.i.i.i.i.i, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i415 = phi ptr [ %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i416, %bb2.i.i.i.i49.i.i.i.i.i ], [ %165, %bb6.i.i.i.i33.i.i.i.i.i ], [ %165, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ]
  %_6.sroa.0.0.i.i.i40.i.i.i.i.i = phi ptr [ %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i416, %bb2.i.i.i.i49.i.i.i.i.i ], [ %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.lcssa.unr, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ], [ %node.sroa.0.0.i.i.i.i37.i.i.i.i.i.7, %bb6.i.i.i.i33.i.i.i.i.i ]
  %_6.sroa.7.0.i.i.i41.i.i.i.i.i = phi i64 [ %_11.i.i.i.i50.i.i.i.i.i, %bb2.i.i.i.i49.i.i.i.i.i ], [ 0, %bb6.i.i.i.i33.i.i.i.i.i ], [ 0, %bb6.i.i.i.i33.i.i.i.i.i.prol.loopexit ]
  %_13.i.i.i.i42.i.i.i.i.i = icmp samesign ult i64 %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i417, 11
  call void @llvm.assume(i1 %_13.i.i.i.i42.i.i.i.i.i), !noalias !492
  %_9.i8.i.i.i44.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i415, i64 184
  %self4.i9.i.i.i45.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %_9.i8.i.i.i44.i.i.i.i.i, i64 %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i417
  %self3.i7.i.i.i43.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self1.sroa.0.0.ph.i.i.i28.i.i.i.i.i415, i64 %self1.sroa.9.0.ph.i.i.i30.i.i.i.i.i417
  %_4.sroa.2764.0.i7.i.i.i.i = add nsw i64 %_26.sroa.5.0, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !493)
  call void @llvm.experimental.noalias.scope.decl(metadata !496)
  call void @llvm.experimental.noalias.scope.decl(metadata !498)
  call void @llvm.experimental.noalias.scope.decl(metadata !501)
  %_5.0.i.i.i.i8.i.i.i.i = load ptr, ptr %self3.i7.i.i.i43.i.i.i.i.i, align 8, !alias.scope !503, !noalias !504, !nonnull !4, !align !19, !noundef !4
  %173 = getelementptr inbounds nuw i8, ptr %self3.i7.i.i.i43.i.i.i.i.i, i64 8
  %_5.1.i.i.i.i9.i.i.i.i = load i64, ptr %173, align 8, !alias.scope !503, !noalias !504, !noundef !4
  %_6.i.i.i.i10.i.i.i.i = load i64, ptr %self4.i9.i.i.i45.i.i.i.i.i, align 8, !alias.scope !508, !noalias !509, !noundef !4
  store ptr %_5.0.i.i.i.i8.i.i.i.i, ptr %156, align 8, !noalias !510
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i12.i.i.i.i = getelementptr inbounds nuw i8, ptr %156, i64 8
  store i64 %_5.1.i.i.i.i9.i.i.i.i, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i12.i.i.i.i, align 8, !noalias !510
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i13.i.i.i.i = getelementptr inbounds nuw i8, ptr %156, i64 16
  store i64 %_6.i.i.i.i10.i.i.i.i, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i13.i.i.i.i, align 8, !noalias !510
  %174 = icmp eq i64 %_4.sroa.2764.0.i7.i.i.i.i, 0
  br i1 %174, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit.thread", label %bb1.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i:                                ; preds = %bb3.i.preheader.i.i.i.i.i, %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i"
  %175 = phi i64 [ %187, %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i" ], [ 1, %bb3.i.preheader.i.i.i.i.i ]
  %_4.sroa.2764.0.i16.i.i.i.i = phi i64 [ %_4.sroa.2764.0.i.i.i.i.i, %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i" ], [ %_4.sroa.2764.0.i7.i.i.i.i, %bb3.i.preheader.i.i.i.i.i ]
  %_4.sroa.7.0.i15.i.i.i.i = phi ptr [ %_6.sroa.0.0.i.i.i.i.i.i.i.i, %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i" ], [ %_6.sroa.0.0.i.i.i40.i.i.i.i.i, %bb3.i.preheader.i.i.i.i.i ]
  %_4.sroa.21.0.i14.i.i.i.i = phi i64 [ %_6.sroa.7.0.i.i.i.i.i.i.i.i, %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i" ], [ %_6.sroa.7.0.i.i.i41.i.i.i.i.i, %bb3.i.preheader.i.i.i.i.i ]
  %176 = getelementptr inbounds nuw i8, ptr %_4.sroa.7.0.i15.i.i.i.i, i64 274
  %_1517.i.i.i.i.i.i.i.i.i = load i16, ptr %176, align 2, !noalias !515, !noundef !4
  %_1118.i.i.i.i.i.i.i.i.i = zext i16 %_1517.i.i.i.i.i.i.i.i.i to i64
  %_919.i.i.i.i.i.i.i.i.i = icmp ult i64 %_4.sroa.21.0.i14.i.i.i.i, %_1118.i.i.i.i.i.i.i.i.i
  br i1 %_919.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i94, label %bb8.i.i.i.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i.i.i:                            ; preds = %bb1.i.i.i.i.i.i.i, %bb5.i.i.i.i.i.i.i.i.i91
  %edge.sroa.0.021.i.i.i.i.i.i.i.i.i = phi ptr [ %178, %bb5.i.i.i.i.i.i.i.i.i91 ], [ %_4.sroa.7.0.i15.i.i.i.i, %bb1.i.i.i.i.i.i.i ]
  %edge.sroa.5.020.i.i.i.i.i.i.i.i.i = phi i64 [ %_18.i.i.i.i.i.i.i.i.i.i, %bb5.i.i.i.i.i.i.i.i.i91 ], [ 0, %bb1.i.i.i.i.i.i.i ]
  %177 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i.i.i.i.i.i, i64 176
  %178 = load ptr, ptr %177, align 8, !noalias !526, !noundef !4
  %.not.i.i.i.i.i.i.i.i.i.i = icmp eq ptr %178, null
  br i1 %.not.i.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i91

bb5.i.i.i.i.i.i.i.i.i91:                          ; preds = %bb8.i.i.i.i.i.i.i.i.i
  %_18.i.i.i.i.i.i.i.i.i.i = add i64 %edge.sroa.5.020.i.i.i.i.i.i.i.i.i, 1
  %179 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.021.i.i.i.i.i.i.i.i.i, i64 272
  %180 = load i16, ptr %179, align 8, !noalias !526
  %181 = getelementptr inbounds nuw i8, ptr %178, i64 274
  %_15.i.i.i.i.i.i.i.i.i = load i16, ptr %181, align 2, !noalias !515, !noundef !4
  %_9.i.i.i.i.i.i.i.i.i = icmp ult i16 %180, %_15.i.i.i.i.i.i.i.i.i
  br i1 %_9.i.i.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i.i92, label %bb8.i.i.i.i.i.i.i.i.i

bb5.i.i.i.i.i.i.i.i:                              ; preds = %bb8.i.i.i.i.i.i.i.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3f20d457f81ac3772072fe651f3acb39) #28, !noalias !529
  unreachable

bb6.i.i.i.i.i.i.i.i92:                            ; preds = %bb5.i.i.i.i.i.i.i.i.i91
  %_20.i.i.i.i.i.i.i.i.i.i = zext i16 %180 to i64
  %182 = icmp eq i64 %_18.i.i.i.i.i.i.i.i.i.i, 0
  br i1 %182, label %bb2.i.i.i.i.i.i.i.i.i94, label %bb3.i.i.i.i.i.i.i.i.i93

bb2.i.i.i.i.i.i.i.i.i94:                          ; preds = %bb6.i.i.i.i.i.i.i.i92, %bb1.i.i.i.i.i.i.i
  %self1.sroa.9.0.ph.i.i.i96.i.i.i.i.i = phi i64 [ %_20.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i92 ], [ %_4.sroa.21.0.i14.i.i.i.i, %bb1.i.i.i.i.i.i.i ]
  %self1.sroa.0.0.ph.i.i.i94.i.i.i.i.i = phi ptr [ %178, %bb6.i.i.i.i.i.i.i.i92 ], [ %_4.sroa.7.0.i15.i.i.i.i, %bb1.i.i.i.i.i.i.i ]
  %_11.i.i.i.i.i.i.i.i.i = add nuw nsw i64 %self1.sroa.9.0.ph.i.i.i96.i.i.i.i.i, 1
  br label %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i"

bb3.i.i.i.i.i.i.i.i.i93:                          ; preds = %bb6.i.i.i.i.i.i.i.i92
  %183 = getelementptr i8, ptr %178, i64 288
  %self9.i.i.i.i.i.i.i.i.i = getelementptr ptr, ptr %183, i64 %_20.i.i.i.i.i.i.i.i.i.i
  %xtraiter1397 = and i64 %_18.i.i.i.i.i.i.i.i.i.i, 7
  %lcmp.mod1398.not = icmp eq i64 %xtraiter1397, 0
  br i1 %lcmp.mod1398.not, label %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i.i.i.i.i.i.prol

bb6.i.i.i.i.i.i.i.i.i.prol:                       ; preds = %bb3.i.i.i.i.i.i.i.i.i93, %bb6.i.i.i.i.i.i.i.i.i.prol
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.prol = phi ptr [ %_29.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.prol ], [ %self9.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i93 ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.prol = phi i64 [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.prol ], [ %_18.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i93 ]
  %prol.iter1399 = phi i64 [ %prol.iter1399.next, %bb6.i.i.i.i.i.i.i.i.i.prol ], [ 0, %bb3.i.i.i.i.i.i.i.i.i93 ]
  %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.prol = add i64 %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.prol, -1
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.prol = load ptr, ptr %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.prol, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.prol, i64 280
  %prol.iter1399.next = add i64 %prol.iter1399, 1
  %prol.iter1399.cmp.not = icmp eq i64 %prol.iter1399.next, %xtraiter1397
  br i1 %prol.iter1399.cmp.not, label %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit, label %bb6.i.i.i.i.i.i.i.i.i.prol, !llvm.loop !534

bb6.i.i.i.i.i.i.i.i.i.prol.loopexit:              ; preds = %bb6.i.i.i.i.i.i.i.i.i.prol, %bb3.i.i.i.i.i.i.i.i.i93
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb3.i.i.i.i.i.i.i.i.i93 ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.prol ]
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.unr = phi ptr [ %self9.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i93 ], [ %_29.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.prol ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.unr = phi i64 [ %_18.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i93 ], [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.prol ]
  %184 = icmp ult i64 %edge.sroa.5.020.i.i.i.i.i.i.i.i.i, 7
  br i1 %184, label %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i", label %bb6.i.i.i.i.i.i.i.i.i

bb6.i.i.i.i.i.i.i.i.i:                            ; preds = %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit, %bb6.i.i.i.i.i.i.i.i.i
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i = phi ptr [ %_29.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i ], [ %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.unr, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i = phi i64 [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i ], [ %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.unr, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ]
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i = load ptr, ptr %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.1 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.1, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.2 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.1, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.2, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.3 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.2, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.3, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.4 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.3, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.4, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.5 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.4, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.5, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.6 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.5, align 8, !noalias !530, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.6, i64 280
  %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.7 = add i64 %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i, -8
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.7 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.6, align 8, !noalias !530, !nonnull !4, !noundef !4
  %185 = icmp eq i64 %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.7, 0
  %_29.i.i.i.i.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.7, i64 280
  br i1 %185, label %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i", label %bb6.i.i.i.i.i.i.i.i.i

"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i": ; preds = %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit, %bb6.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i94
  %self1.sroa.9.0.ph.i.i.i95.i.i.i.i.i = phi i64 [ %self1.sroa.9.0.ph.i.i.i96.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i94 ], [ %_20.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i ], [ %_20.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.0.ph.i.i.i93.i.i.i.i.i = phi ptr [ %self1.sroa.0.0.ph.i.i.i94.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i94 ], [ %178, %bb6.i.i.i.i.i.i.i.i.i ], [ %178, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ]
  %_6.sroa.0.0.i.i.i.i.i.i.i.i = phi ptr [ %self1.sroa.0.0.ph.i.i.i94.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i94 ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.lcssa.unr, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i ]
  %_6.sroa.7.0.i.i.i.i.i.i.i.i = phi i64 [ %_11.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i94 ], [ 0, %bb6.i.i.i.i.i.i.i.i.i ], [ 0, %bb6.i.i.i.i.i.i.i.i.i.prol.loopexit ]
  %_13.i.i.i.i.i.i.i.i.i = icmp samesign ult i64 %self1.sroa.9.0.ph.i.i.i95.i.i.i.i.i, 11
  call void @llvm.assume(i1 %_13.i.i.i.i.i.i.i.i.i), !noalias !492
  %self3.i7.i.i.i.i.i.i.i.i = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<&str>", ptr %self1.sroa.0.0.ph.i.i.i93.i.i.i.i.i, i64 %self1.sroa.9.0.ph.i.i.i95.i.i.i.i.i
  %_9.i8.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self1.sroa.0.0.ph.i.i.i93.i.i.i.i.i, i64 184
  %self4.i9.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %_9.i8.i.i.i.i.i.i.i.i, i64 %self1.sroa.9.0.ph.i.i.i95.i.i.i.i.i
  %_4.sroa.2764.0.i.i.i.i.i = add nsw i64 %_4.sroa.2764.0.i16.i.i.i.i, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !535)
  call void @llvm.experimental.noalias.scope.decl(metadata !537)
  call void @llvm.experimental.noalias.scope.decl(metadata !539)
  call void @llvm.experimental.noalias.scope.decl(metadata !541)
  %_5.0.i.i.i.i.i.i.i.i = load ptr, ptr %self3.i7.i.i.i.i.i.i.i.i, align 8, !alias.scope !543, !noalias !544, !nonnull !4, !align !19, !noundef !4
  %186 = getelementptr inbounds nuw i8, ptr %self3.i7.i.i.i.i.i.i.i.i, i64 8
  %_5.1.i.i.i.i.i.i.i.i = load i64, ptr %186, align 8, !alias.scope !543, !noalias !544, !noundef !4
  %_6.i.i.i.i.i.i.i.i = load i64, ptr %self4.i9.i.i.i.i.i.i.i.i, align 8, !alias.scope !545, !noalias !546, !noundef !4
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %156, i64 %175
  store ptr %_5.0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i, align 8, !noalias !547
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.i.i.i.i.i, i64 8
  store i64 %_5.1.i.i.i.i.i.i.i.i, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !547
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.i.i.i.i.i, i64 16
  store i64 %_6.i.i.i.i.i.i.i.i, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !547
  %187 = add i64 %175, 1
  %188 = icmp eq i64 %_4.sroa.2764.0.i.i.i.i.i, 0
  br i1 %188, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit", label %bb1.i.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit.thread": ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd10e17c2498a9d34E.exit.i.i.i", %bb3.i.preheader.i.i.i.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %_32)
  br label %bb84

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit": ; preds = %"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE.exit.i.i.i.i.i"
  %b1.i.i = icmp samesign ult i64 %_26.sroa.5.0, 21
  br i1 %b1.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit", label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit.thread421", !prof !318

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit.thread421": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit"
; call core::slice::sort::stable::driftsort_main
  call fastcc void @_ZN4core5slice4sort6stable14driftsort_main17ha5d3773af4a4709eE(ptr noalias noundef nonnull align 8 %156, i64 noundef range(i64 0, 384307168202282326) %_26.sroa.5.0) #30
  call void @llvm.lifetime.start.p0(ptr nonnull %_32)
  br label %bb83

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit"
; call core::slice::sort::shared::smallsort::insertion_sort_shift_left
  call fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17ha06d89ed0dd62463E(ptr noalias noundef nonnull align 8 %156, i64 noundef range(i64 0, 384307168202282326) %_26.sroa.5.0) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %_32)
  %_301 = icmp samesign ugt i64 %_26.sroa.5.0, 2
  br i1 %_301, label %bb83, label %bb84, !prof !548

bb84:                                             ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE.exit.thread", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit"
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef 3, i64 noundef %_26.sroa.5.0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b8a2a7c3fe4e02ee965f82101dcfd85a) #28
  unreachable

bb83:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit.thread421", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb3a689c69009660eE.exit"
  store ptr %156, ptr %_32, align 8
  %189 = getelementptr inbounds nuw i8, ptr %_32, i64 8
  store i64 3, ptr %189, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %_32, ptr %args2, align 8
  %_35.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he3696bf7672dc9f0E", ptr %_35.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_e3bfbc1cf4de4fe16eab520329565169, ptr noundef nonnull %args2) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.end.p0(ptr nonnull %_32)
  call void @llvm.lifetime.start.p0(ptr nonnull %_37)
; call _04_slices_strings::parse_numbers
  call fastcc void @_ZN18_04_slices_strings13parse_numbers17h3c9bf8648c1cb532E(ptr noalias noundef sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_37, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_7147323697673b519cca9350e610c22a, i64 noundef 32) #27
  %_38 = load i64, ptr %_37, align 8, !range !549, !noundef !4
  %190 = trunc nuw i64 %_38 to i1
  br i1 %190, label %bb13, label %bb14

bb13:                                             ; preds = %bb83
  call void @llvm.lifetime.start.p0(ptr nonnull %e)
  %191 = getelementptr inbounds nuw i8, ptr %_37, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %e, ptr noundef nonnull align 8 dereferenceable(24) %191, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %args9)
  store ptr %e, ptr %args9, align 8
  %_124.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args9, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_124.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_8d122f4bc6997400e007266db2ca5bdd, ptr noundef nonnull %args9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args9)
  call void @llvm.experimental.noalias.scope.decl(metadata !550)
  call void @llvm.experimental.noalias.scope.decl(metadata !553)
  call void @llvm.experimental.noalias.scope.decl(metadata !556)
  call void @llvm.experimental.noalias.scope.decl(metadata !559)
  call void @llvm.experimental.noalias.scope.decl(metadata !562)
  %self1.i.i.i.i.i.i96 = load i64, ptr %e, align 8, !range !167, !alias.scope !565, !noalias !568, !noundef !4
  %192 = icmp eq i64 %self1.i.i.i.i.i.i96, 0
  br i1 %192, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit", label %bb2.i.i.i.i.i97

bb2.i.i.i.i.i97:                                  ; preds = %bb13
  %193 = getelementptr inbounds nuw i8, ptr %e, i64 8
  %self3.i.i.i.i.i.i98 = load ptr, ptr %193, align 8, !alias.scope !565, !noalias !568, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i98, i64 noundef %self1.i.i.i.i.i.i96, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !570
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit": ; preds = %bb13, %bb2.i.i.i.i.i97
  call void @llvm.lifetime.end.p0(ptr nonnull %e)
  br label %bb70

bb14:                                             ; preds = %bb83
  %194 = getelementptr inbounds nuw i8, ptr %_37, i64 8
  %v.sroa.0.0.copyload = load i64, ptr %194, align 8
  %v.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %_37, i64 16
  %v.sroa.4.0.copyload = load ptr, ptr %v.sroa.4.0..sroa_idx, align 8, !nonnull !4, !noundef !4
  %v.sroa.11.0..sroa_idx = getelementptr inbounds nuw i8, ptr %_37, i64 24
  %v.sroa.11.0.copyload = load i64, ptr %v.sroa.11.0..sroa_idx, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !571)
  %_5.not.i = icmp eq i64 %v.sroa.11.0.copyload, 0
  br i1 %_5.not.i, label %panic.i, label %bb12.peel.i

bb12.peel.i:                                      ; preds = %bb14
  %195 = load i64, ptr %v.sroa.4.0.copyload, align 8, !alias.scope !571, !noalias !574, !noundef !4
  %_26.i.idx = shl i64 %v.sroa.11.0.copyload, 3
  %_3.not.i.not.i.peel.not.i = icmp eq i64 %v.sroa.11.0.copyload, 1
  br i1 %_3.not.i.not.i.peel.not.i, label %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit, label %bb4.peel.i

bb4.peel.i:                                       ; preds = %bb12.peel.i
  %_32.i.i.peel.i = getelementptr inbounds nuw i8, ptr %v.sroa.4.0.copyload, i64 8
  %x.peel.i = load i64, ptr %_32.i.i.peel.i, align 8, !alias.scope !571, !noalias !574, !noundef !4
  %.lobit.i = lshr i64 %195, 63
  %196 = call i64 @llvm.smax.i64(i64 %195, i64 0)
  %cur.sroa.0.1.peel.i = add i64 %x.peel.i, %196
  %_17.peel.i = icmp sgt i64 %cur.sroa.0.1.peel.i, %195
  %best.sroa.0.1.peel.i = call i64 @llvm.smax.i64(i64 %cur.sroa.0.1.peel.i, i64 %195)
  %bs.sroa.0.1.peel.i = select i1 %_17.peel.i, i64 %.lobit.i, i64 0
  %be.sroa.0.1.peel.i = zext i1 %_17.peel.i to i64
  %_6.i.i.i595 = icmp eq i64 %v.sroa.11.0.copyload, 2
  br i1 %_6.i.i.i595, label %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit, label %bb12.i.preheader

bb12.i.preheader:                                 ; preds = %bb4.peel.i
  %_44.i.i.peel.i = getelementptr inbounds nuw i8, ptr %v.sroa.4.0.copyload, i64 16
  %197 = add i64 %_26.i.idx, -24
  %198 = lshr exact i64 %197, 3
  %199 = add nuw nsw i64 %198, 1
  %xtraiter1400 = and i64 %199, 1
  %200 = icmp eq i64 %197, 0
  br i1 %200, label %bb12.i.epil.preheader, label %bb12.i.preheader.new

bb12.i.preheader.new:                             ; preds = %bb12.i.preheader
  %unroll_iter = and i64 %199, 4611686018427387902
  br label %bb12.i

panic.i:                                          ; preds = %bb14
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef 0, i64 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c62c09ba60aa7c720df6e5c6fb1d7fd4) #28, !noalias !576
  unreachable

bb12.i:                                           ; preds = %bb12.i, %bb12.i.preheader.new
  %be.sroa.0.0.i602 = phi i64 [ %be.sroa.0.1.peel.i, %bb12.i.preheader.new ], [ %be.sroa.0.1.i.1, %bb12.i ]
  %cur.sroa.0.0.i601 = phi i64 [ %cur.sroa.0.1.peel.i, %bb12.i.preheader.new ], [ %cur.sroa.0.1.i.1, %bb12.i ]
  %cs.sroa.0.0.i600 = phi i64 [ %.lobit.i, %bb12.i.preheader.new ], [ %cs.sroa.0.1.i.1, %bb12.i ]
  %bs.sroa.0.0.i599 = phi i64 [ %bs.sroa.0.1.peel.i, %bb12.i.preheader.new ], [ %bs.sroa.0.1.i.1, %bb12.i ]
  %best.sroa.0.0.i598 = phi i64 [ %best.sroa.0.1.peel.i, %bb12.i.preheader.new ], [ %best.sroa.0.1.i.1, %bb12.i ]
  %iter.sroa.0.0.i597 = phi ptr [ %_44.i.i.peel.i, %bb12.i.preheader.new ], [ %_16.i.i.i.1, %bb12.i ]
  %iter.sroa.10.0.i596 = phi i64 [ 2, %bb12.i.preheader.new ], [ %_9.0.i.i.1, %bb12.i ]
  %niter = phi i64 [ 0, %bb12.i.preheader.new ], [ %niter.next.1, %bb12.i ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.0.i597, i64 8
  %_9.0.i.i = or disjoint i64 %iter.sroa.10.0.i596, 1
  %x.i = load i64, ptr %iter.sroa.0.0.i597, align 8, !alias.scope !571, !noalias !574, !noundef !4
  %_15.i = icmp slt i64 %cur.sroa.0.0.i601, 0
  %cs.sroa.0.1.i = select i1 %_15.i, i64 %iter.sroa.10.0.i596, i64 %cs.sroa.0.0.i600
  %201 = call i64 @llvm.smax.i64(i64 %cur.sroa.0.0.i601, i64 0)
  %cur.sroa.0.1.i = add i64 %x.i, %201
  %_17.i = icmp sgt i64 %cur.sroa.0.1.i, %best.sroa.0.0.i598
  %best.sroa.0.1.i = call i64 @llvm.smax.i64(i64 %cur.sroa.0.1.i, i64 %best.sroa.0.0.i598)
  %bs.sroa.0.1.i = select i1 %_17.i, i64 %cs.sroa.0.1.i, i64 %bs.sroa.0.0.i599
  %be.sroa.0.1.i = select i1 %_17.i, i64 %iter.sroa.10.0.i596, i64 %be.sroa.0.0.i602
  %_16.i.i.i.1 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.0.i597, i64 16
  %_9.0.i.i.1 = add nuw nsw i64 %iter.sroa.10.0.i596, 2
  %x.i.1 = load i64, ptr %_16.i.i.i, align 8, !alias.scope !571, !noalias !574, !noundef !4
  %_15.i.1 = icmp slt i64 %cur.sroa.0.1.i, 0
  %cs.sroa.0.1.i.1 = select i1 %_15.i.1, i64 %_9.0.i.i, i64 %cs.sroa.0.1.i
  %202 = call i64 @llvm.smax.i64(i64 %cur.sroa.0.1.i, i64 0)
  %cur.sroa.0.1.i.1 = add i64 %x.i.1, %202
  %_17.i.1 = icmp sgt i64 %cur.sroa.0.1.i.1, %best.sroa.0.1.i
  %best.sroa.0.1.i.1 = call i64 @llvm.smax.i64(i64 %cur.sroa.0.1.i.1, i64 %best.sroa.0.1.i)
  %bs.sroa.0.1.i.1 = select i1 %_17.i.1, i64 %cs.sroa.0.1.i.1, i64 %bs.sroa.0.1.i
  %be.sroa.0.1.i.1 = select i1 %_17.i.1, i64 %_9.0.i.i, i64 %be.sroa.0.1.i
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa, label %bb12.i, !llvm.loop !577

_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa: ; preds = %bb12.i
  %lcmp.mod1401.not = icmp eq i64 %xtraiter1400, 0
  br i1 %lcmp.mod1401.not, label %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit, label %bb12.i.epil.preheader

bb12.i.epil.preheader:                            ; preds = %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa, %bb12.i.preheader
  %be.sroa.0.0.i602.epil.init = phi i64 [ %be.sroa.0.1.peel.i, %bb12.i.preheader ], [ %be.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %cur.sroa.0.0.i601.epil.init = phi i64 [ %cur.sroa.0.1.peel.i, %bb12.i.preheader ], [ %cur.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %cs.sroa.0.0.i600.epil.init = phi i64 [ %.lobit.i, %bb12.i.preheader ], [ %cs.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %bs.sroa.0.0.i599.epil.init = phi i64 [ %bs.sroa.0.1.peel.i, %bb12.i.preheader ], [ %bs.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %best.sroa.0.0.i598.epil.init = phi i64 [ %best.sroa.0.1.peel.i, %bb12.i.preheader ], [ %best.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %iter.sroa.0.0.i597.epil.init = phi ptr [ %_44.i.i.peel.i, %bb12.i.preheader ], [ %_16.i.i.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %iter.sroa.10.0.i596.epil.init = phi i64 [ 2, %bb12.i.preheader ], [ %_9.0.i.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ]
  %lcmp.mod1405 = icmp ne i64 %xtraiter1400, 0
  call void @llvm.assume(i1 %lcmp.mod1405)
  %x.i.epil = load i64, ptr %iter.sroa.0.0.i597.epil.init, align 8, !alias.scope !571, !noalias !574, !noundef !4
  %_15.i.epil = icmp slt i64 %cur.sroa.0.0.i601.epil.init, 0
  %cs.sroa.0.1.i.epil = select i1 %_15.i.epil, i64 %iter.sroa.10.0.i596.epil.init, i64 %cs.sroa.0.0.i600.epil.init
  %203 = call i64 @llvm.smax.i64(i64 %cur.sroa.0.0.i601.epil.init, i64 0)
  %cur.sroa.0.1.i.epil = add i64 %x.i.epil, %203
  %_17.i.epil = icmp sgt i64 %cur.sroa.0.1.i.epil, %best.sroa.0.0.i598.epil.init
  %best.sroa.0.1.i.epil = call i64 @llvm.smax.i64(i64 %cur.sroa.0.1.i.epil, i64 %best.sroa.0.0.i598.epil.init)
  %bs.sroa.0.1.i.epil = select i1 %_17.i.epil, i64 %cs.sroa.0.1.i.epil, i64 %bs.sroa.0.0.i599.epil.init
  %be.sroa.0.1.i.epil = select i1 %_17.i.epil, i64 %iter.sroa.10.0.i596.epil.init, i64 %be.sroa.0.0.i602.epil.init
  br label %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit

_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit: ; preds = %bb12.i.epil.preheader, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa, %bb4.peel.i, %bb12.peel.i
  %best.sroa.0.0.lcssa.i = phi i64 [ %195, %bb12.peel.i ], [ %best.sroa.0.1.peel.i, %bb4.peel.i ], [ %best.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ], [ %best.sroa.0.1.i.epil, %bb12.i.epil.preheader ]
  %bs.sroa.0.0.lcssa.i = phi i64 [ 0, %bb12.peel.i ], [ %bs.sroa.0.1.peel.i, %bb4.peel.i ], [ %bs.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ], [ %bs.sroa.0.1.i.epil, %bb12.i.epil.preheader ]
  %be.sroa.0.0.lcssa.i = phi i64 [ 0, %bb12.peel.i ], [ %be.sroa.0.1.peel.i, %bb4.peel.i ], [ %be.sroa.0.1.i.1, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit.loopexit.unr-lcssa ], [ %be.sroa.0.1.i.epil, %bb12.i.epil.preheader ]
  call void @llvm.lifetime.start.p0(ptr nonnull %s)
  store i64 %best.sroa.0.0.lcssa.i, ptr %s, align 8
  store i64 %bs.sroa.0.0.lcssa.i, ptr %i, align 8
  store i64 %be.sroa.0.0.lcssa.i, ptr %j, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_51)
  %_7.i = icmp ult i64 %be.sroa.0.0.lcssa.i, %v.sroa.11.0.copyload
  br i1 %_7.i, label %bb1.i100, label %bb6.i99, !prof !318

bb1.i100:                                         ; preds = %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit
  %204 = add nuw nsw i64 %be.sroa.0.0.lcssa.i, 1
  %_17.i101 = icmp ult i64 %204, %bs.sroa.0.0.lcssa.i
  br i1 %_17.i101, label %bb6.i99, label %bb3.i105, !prof !63

bb6.i99:                                          ; preds = %bb1.i100, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit
  %end.sroa.0.0.i = phi i64 [ %be.sroa.0.0.lcssa.i, %_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E.exit ], [ %204, %bb1.i100 ]
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %bs.sroa.0.0.lcssa.i, i64 noundef %end.sroa.0.0.i, i64 noundef range(i64 0, 1152921504606846976) %v.sroa.11.0.copyload, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ba4f13baf4f54ba040301f82b787a808) #28, !noalias !579
  unreachable

bb3.i105:                                         ; preds = %bb1.i100
  %_18.i = sub nuw nsw i64 %204, %bs.sroa.0.0.lcssa.i
  %_20.i = getelementptr inbounds nuw i64, ptr %v.sroa.4.0.copyload, i64 %bs.sroa.0.0.lcssa.i
  store ptr %_20.i, ptr %_51, align 8
  %205 = getelementptr inbounds nuw i8, ptr %_51, i64 8
  store i64 %_18.i, ptr %205, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %s, ptr %args3, align 8
  %_55.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_55.sroa.4.0..sroa_idx, align 8
  %206 = getelementptr inbounds nuw i8, ptr %args3, i64 16
  store ptr %i, ptr %206, align 8
  %_56.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 24
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_56.sroa.4.0..sroa_idx, align 8
  %207 = getelementptr inbounds nuw i8, ptr %args3, i64 32
  store ptr %j, ptr %207, align 8
  %_57.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 40
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_57.sroa.4.0..sroa_idx, align 8
  %208 = getelementptr inbounds nuw i8, ptr %args3, i64 48
  store ptr %_51, ptr %208, align 8
  %_58.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 56
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7842bb12db6f126cE", ptr %_58.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_3ba05b6fd4d5d8e48007f1adc8a67342, ptr noundef nonnull %args3) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.lifetime.end.p0(ptr nonnull %_51)
  call void @llvm.lifetime.start.p0(ptr nonnull %chunk_sums)
  %d.i.i.i = udiv i64 %v.sroa.11.0.copyload, 3
  %r.i.i.i = urem i64 %v.sroa.11.0.copyload, 3
  %_11.not.i.i.i = icmp ne i64 %r.i.i.i, 0
  %209 = zext i1 %_11.not.i.i.i to i64
  %n.sroa.0.0.i.i.i = add nuw nsw i64 %d.i.i.i, %209
  %_33.0.i.i.i106 = shl i64 %n.sroa.0.0.i.i.i, 3
  %_33.1.i.i.i = icmp samesign ugt i64 %n.sroa.0.0.i.i.i, 2305843009213693951
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i106, 9223372036854775800
  %or.cond.i.i.i107 = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i107, label %bb3.i.i121, label %bb18.i.i.i108, !prof !445

bb18.i.i.i108:                                    ; preds = %bb3.i105
  %210 = icmp eq i64 %_33.0.i.i.i106, 0
  br i1 %210, label %bb3.lr.ph.i.i.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i109

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i109: ; preds = %bb18.i.i.i108
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !583
; call __rustc::__rust_alloc
  %211 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i106, i64 noundef range(i64 1, 9) 8) #27, !noalias !583
  %212 = icmp eq ptr %211, null
  br i1 %212, label %bb3.i.i121, label %bb10.i.i.i110

bb10.i.i.i110:                                    ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i109
  %213 = ptrtoint ptr %211 to i64
  br label %bb3.lr.ph.i.i.i.i.i.i

bb3.i.i121:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i109, %bb3.i105
  %_4.sroa.4.0.ph.i.i122 = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i109 ], [ 0, %bb3.i105 ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i122, i64 %_33.0.i.i.i106) #31, !noalias !589
  unreachable

bb3.lr.ph.i.i.i.i.i.i:                            ; preds = %bb18.i.i.i108, %bb10.i.i.i110
  %_4.sroa.4.0.i.i111 = phi i64 [ %n.sroa.0.0.i.i.i, %bb10.i.i.i110 ], [ 0, %bb18.i.i.i108 ]
  %_4.sroa.10.0.i.i112 = phi i64 [ %213, %bb10.i.i.i110 ], [ 8, %bb18.i.i.i108 ]
  %214 = inttoptr i64 %_4.sroa.10.0.i.i112 to ptr
  %_7.i.i113 = icmp samesign ule i64 %n.sroa.0.0.i.i.i, %_4.sroa.4.0.i.i111
  call void @llvm.assume(i1 %_7.i.i113)
  br label %bb8.i.i.i.i.i.i.preheader.i.i.i

bb8.i.i.i.i.i.i.preheader.i.i.i:                  ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i", %bb3.lr.ph.i.i.i.i.i.i
  %215 = phi i64 [ 0, %bb3.lr.ph.i.i.i.i.i.i ], [ %216, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i" ]
  %len.i.i.i58.i.i.i.i.i.i = phi i64 [ %v.sroa.11.0.copyload, %bb3.lr.ph.i.i.i.i.i.i ], [ %len.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i" ]
  %data.i.i.i67.i.i.i.i.i.i = phi ptr [ %v.sroa.4.0.copyload, %bb3.lr.ph.i.i.i.i.i.i ], [ %data.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i" ]
  %..i.i.i.i.i.i.i.i = call noundef i64 @llvm.umin.i64(i64 %len.i.i.i58.i.i.i.i.i.i, i64 3)
  call void @llvm.experimental.noalias.scope.decl(metadata !590)
  br label %bb8.i.i.i.i.i.i.i.i.i118.epil

bb8.i.i.i.i.i.i.i.i.i118.epil:                    ; preds = %bb8.i.i.i.i.i.i.i.i.i118.epil, %bb8.i.i.i.i.i.i.preheader.i.i.i
  %i.sroa.0.0.i.i.i.i.i.i.i.i.i.epil = phi i64 [ %_27.i.i.i.i.i.i.i.i.i.epil, %bb8.i.i.i.i.i.i.i.i.i118.epil ], [ 0, %bb8.i.i.i.i.i.i.preheader.i.i.i ]
  %acc.sroa.0.0.i.i.i.i.i.i.i.i.i.epil = phi i64 [ %_5.0.i.i.i.i.i.i.i.i.i.i.epil, %bb8.i.i.i.i.i.i.i.i.i118.epil ], [ 0, %bb8.i.i.i.i.i.i.preheader.i.i.i ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.i.i.i.i.i.i.i.i118.epil ], [ 0, %bb8.i.i.i.i.i.i.preheader.i.i.i ]
  %_45.i.i.i.i.i.i.i.i.i.epil = getelementptr inbounds nuw i64, ptr %data.i.i.i67.i.i.i.i.i.i, i64 %i.sroa.0.0.i.i.i.i.i.i.i.i.i.epil
  %other.i.i.i.i.i.i.i.i.i.i.epil = load i64, ptr %_45.i.i.i.i.i.i.i.i.i.epil, align 8, !alias.scope !593, !noalias !598, !noundef !4
  %_5.0.i.i.i.i.i.i.i.i.i.i.epil = add i64 %other.i.i.i.i.i.i.i.i.i.i.epil, %acc.sroa.0.0.i.i.i.i.i.i.i.i.i.epil
  %_27.i.i.i.i.i.i.i.i.i.epil = add nuw nsw i64 %i.sroa.0.0.i.i.i.i.i.i.i.i.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %..i.i.i.i.i.i.i.i
  br i1 %epil.iter.cmp.not, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i", label %bb8.i.i.i.i.i.i.i.i.i118.epil, !llvm.loop !615

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i": ; preds = %bb8.i.i.i.i.i.i.i.i.i118.epil
  %data.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %data.i.i.i67.i.i.i.i.i.i, i64 %..i.i.i.i.i.i.i.i
  %len.i.i.i.i.i.i.i.i.i = sub nuw nsw i64 %len.i.i.i58.i.i.i.i.i.i, %..i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i119 = getelementptr inbounds nuw i64, ptr %214, i64 %215
  store i64 %_5.0.i.i.i.i.i.i.i.i.i.i.epil, ptr %_3.i.i.i.i.i.i.i.i.i119, align 8, !noalias !616
  %216 = add i64 %215, 1
  %217 = icmp eq i64 %len.i.i.i.i.i.i.i.i.i, 0
  br i1 %217, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E.exit", label %bb8.i.i.i.i.i.i.preheader.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E.exit.i.i.i.i.i.i"
  store i64 %_4.sroa.4.0.i.i111, ptr %chunk_sums, align 8, !noalias !621
  %vector.i.sroa.4.0.chunk_sums.sroa_idx = getelementptr inbounds nuw i8, ptr %chunk_sums, i64 8
  store ptr %214, ptr %vector.i.sroa.4.0.chunk_sums.sroa_idx, align 8, !noalias !621
  %vector.i.sroa.5.0.chunk_sums.sroa_idx = getelementptr inbounds nuw i8, ptr %chunk_sums, i64 16
  store i64 %216, ptr %vector.i.sroa.5.0.chunk_sums.sroa_idx, align 8, !noalias !621
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %chunk_sums, ptr %args4, align 8
  %_68.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0cd7ec0480c2b73eE", ptr %_68.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_8f52c30506a2fe7423ea6c91d52b6a40, ptr noundef nonnull %args4) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  %_6.not.i = icmp ult i64 %v.sroa.11.0.copyload, 4
  br i1 %_6.not.i, label %bb3.i124, label %bb3.lr.ph.i.i, !prof !63

bb3.i124:                                         ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E.exit"
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b4d4b51cce62f377c30423682dcbd5de) #28, !noalias !622
  unreachable

bb3.lr.ph.i.i:                                    ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E.exit"
  %data.i.i = getelementptr inbounds nuw i8, ptr %v.sroa.4.0.copyload, i64 32
  %len.i.i = add nsw i64 %v.sroa.11.0.copyload, -4
  call void @llvm.lifetime.start.p0(ptr nonnull %l)
  store ptr %v.sroa.4.0.copyload, ptr %l, align 8
  %218 = getelementptr inbounds nuw i8, ptr %l, i64 8
  store i64 4, ptr %218, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %r)
  store ptr %data.i.i, ptr %r, align 8
  %219 = getelementptr inbounds nuw i8, ptr %r, i64 8
  store i64 %len.i.i, ptr %219, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %l, ptr %args5, align 8
  %_79.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7842bb12db6f126cE", ptr %_79.sroa.4.0..sroa_idx, align 8
  %220 = getelementptr inbounds nuw i8, ptr %args5, i64 16
  store ptr %r, ptr %220, align 8
  %_80.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 24
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7842bb12db6f126cE", ptr %_80.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_3c49c1858890293c97450fc5e125a0ed, ptr noundef nonnull %args5) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.start.p0(ptr nonnull %inc)
  %_6.i.i.i.i.i128.pre = load i64, ptr %v.sroa.4.0.copyload, align 8, !alias.scope !626, !noalias !631
  %221 = add i64 %v.sroa.11.0.copyload, -1
  %222 = add i64 %v.sroa.11.0.copyload, -2
  %xtraiter1412 = and i64 %221, 3
  %223 = icmp ult i64 %222, 3
  br i1 %223, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader", label %bb3.lr.ph.i.i.new

bb3.lr.ph.i.i.new:                                ; preds = %bb3.lr.ph.i.i
  %unroll_iter1417 = and i64 %221, -4
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i", %bb3.lr.ph.i.i.new
  %_6.i.i.i.i.i128 = phi i64 [ %_6.i.i.i.i.i128.pre, %bb3.lr.ph.i.i.new ], [ %_3.i.i.i.i.i.3, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i" ]
  %accum.sroa.0.012.i.i = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %_4.0.i.i.i.i130.3, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i" ]
  %_28.i810.i.i = phi ptr [ %v.sroa.4.0.copyload, %bb3.lr.ph.i.i.new ], [ %_28.i.i.i.3, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i" ]
  %niter1418 = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %niter1418.next.3, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i" ]
  %_28.i.i.i = getelementptr inbounds nuw i8, ptr %_28.i810.i.i, i64 8
  %_3.i.i.i.i.i = load i64, ptr %_28.i.i.i, align 8, !alias.scope !626, !noalias !631, !noundef !4
  %_0.i.i.i.i.i129 = icmp sgt i64 %_3.i.i.i.i.i, %_6.i.i.i.i.i128
  %_0.i.i.i.i = zext i1 %_0.i.i.i.i.i129 to i64
  %_4.0.i.i.i.i130 = add i64 %accum.sroa.0.012.i.i, %_0.i.i.i.i
  %_28.i.i.i.1 = getelementptr inbounds nuw i8, ptr %_28.i810.i.i, i64 16
  %_3.i.i.i.i.i.1 = load i64, ptr %_28.i.i.i.1, align 8, !alias.scope !626, !noalias !631, !noundef !4
  %_0.i.i.i.i.i129.1 = icmp sgt i64 %_3.i.i.i.i.i.1, %_3.i.i.i.i.i
  %_0.i.i.i.i.1 = zext i1 %_0.i.i.i.i.i129.1 to i64
  %_4.0.i.i.i.i130.1 = add i64 %_4.0.i.i.i.i130, %_0.i.i.i.i.1
  %_28.i.i.i.2 = getelementptr inbounds nuw i8, ptr %_28.i810.i.i, i64 24
  %_3.i.i.i.i.i.2 = load i64, ptr %_28.i.i.i.2, align 8, !alias.scope !626, !noalias !631, !noundef !4
  %_0.i.i.i.i.i129.2 = icmp sgt i64 %_3.i.i.i.i.i.2, %_3.i.i.i.i.i.1
  %_0.i.i.i.i.2 = zext i1 %_0.i.i.i.i.i129.2 to i64
  %_4.0.i.i.i.i130.2 = add i64 %_4.0.i.i.i.i130.1, %_0.i.i.i.i.2
  %_28.i.i.i.3 = getelementptr inbounds nuw i8, ptr %_28.i810.i.i, i64 32
  %_3.i.i.i.i.i.3 = load i64, ptr %_28.i.i.i.3, align 8, !alias.scope !626, !noalias !631, !noundef !4
  %_0.i.i.i.i.i129.3 = icmp sgt i64 %_3.i.i.i.i.i.3, %_3.i.i.i.i.i.2
  %_0.i.i.i.i.3 = zext i1 %_0.i.i.i.i.i129.3 to i64
  %_4.0.i.i.i.i130.3 = add i64 %_4.0.i.i.i.i130.2, %_0.i.i.i.i.3
  %niter1418.next.3 = add i64 %niter1418, 4
  %niter1418.ncmp.3 = icmp eq i64 %niter1418.next.3, %unroll_iter1417
  br i1 %niter1418.ncmp.3, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i"

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i"
  %lcmp.mod1414.not = icmp eq i64 %xtraiter1412, 0
  br i1 %lcmp.mod1414.not, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa, %bb3.lr.ph.i.i
  %_6.i.i.i.i.i128.epil.init = phi i64 [ %_6.i.i.i.i.i128.pre, %bb3.lr.ph.i.i ], [ %_3.i.i.i.i.i.3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa ]
  %accum.sroa.0.012.i.i.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i ], [ %_4.0.i.i.i.i130.3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa ]
  %_28.i810.i.i.epil.init = phi ptr [ %v.sroa.4.0.copyload, %bb3.lr.ph.i.i ], [ %_28.i.i.i.3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa ]
  %lcmp.mod1416 = icmp ne i64 %xtraiter1412, 0
  call void @llvm.assume(i1 %lcmp.mod1416)
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader"
  %_6.i.i.i.i.i128.epil = phi i64 [ %_6.i.i.i.i.i128.epil.init, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader" ], [ %_3.i.i.i.i.i.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil" ]
  %accum.sroa.0.012.i.i.epil = phi i64 [ %accum.sroa.0.012.i.i.epil.init, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader" ], [ %_4.0.i.i.i.i130.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil" ]
  %_28.i810.i.i.epil = phi ptr [ %_28.i810.i.i.epil.init, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader" ], [ %_28.i.i.i.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil" ]
  %epil.iter1413 = phi i64 [ 0, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil.preheader" ], [ %epil.iter1413.next, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil" ]
  %_28.i.i.i.epil = getelementptr inbounds nuw i8, ptr %_28.i810.i.i.epil, i64 8
  %_3.i.i.i.i.i.epil = load i64, ptr %_28.i.i.i.epil, align 8, !alias.scope !626, !noalias !631, !noundef !4
  %_0.i.i.i.i.i129.epil = icmp sgt i64 %_3.i.i.i.i.i.epil, %_6.i.i.i.i.i128.epil
  %_0.i.i.i.i.epil = zext i1 %_0.i.i.i.i.i129.epil to i64
  %_4.0.i.i.i.i130.epil = add i64 %accum.sroa.0.012.i.i.epil, %_0.i.i.i.i.epil
  %epil.iter1413.next = add i64 %epil.iter1413, 1
  %epil.iter1413.cmp.not = icmp eq i64 %epil.iter1413.next, %xtraiter1412
  br i1 %epil.iter1413.cmp.not, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil", !llvm.loop !638

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil", %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa
  %_4.0.i.i.i.i130.lcssa = phi i64 [ %_4.0.i.i.i.i130.3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.unr-lcssa ], [ %_4.0.i.i.i.i130.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E.exit.i.i.epil" ]
  %size.i.i = add i64 %v.sroa.11.0.copyload, -1
  %224 = icmp ule i64 %_4.0.i.i.i.i130.lcssa, %size.i.i
  call void @llvm.assume(i1 %224)
  store i64 %_4.0.i.i.i.i130.lcssa, ptr %inc, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args6)
  store ptr %inc, ptr %args6, align 8
  %_90.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args6, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_90.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_ff9ff7abdcf5e98db51fd1eb03343766, ptr noundef nonnull %args6) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args6)
  call void @llvm.lifetime.start.p0(ptr nonnull %s2)
  call void @llvm.experimental.noalias.scope.decl(metadata !639)
  call void @llvm.experimental.noalias.scope.decl(metadata !642)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !645
; call __rustc::__rust_alloc
  %225 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_26.i.idx, i64 noundef range(i64 1, 9) 8) #27, !noalias !645
  %226 = icmp eq ptr %225, null
  br i1 %226, label %bb3.i.i.i134, label %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E.exit"

bb3.i.i.i134:                                     ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %_26.i.idx) #31, !noalias !650
  unreachable

"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i
  store i64 %v.sroa.11.0.copyload, ptr %s2, align 8, !alias.scope !651, !noalias !652
  %227 = getelementptr inbounds nuw i8, ptr %s2, i64 8
  store ptr %225, ptr %227, align 8, !alias.scope !651, !noalias !652
  %228 = getelementptr inbounds nuw i8, ptr %s2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %225, ptr nonnull readonly align 8 %v.sroa.4.0.copyload, i64 %_26.i.idx, i1 false), !noalias !653
  store i64 %v.sroa.11.0.copyload, ptr %228, align 8, !alias.scope !651, !noalias !652
  %_394 = icmp ult i64 %v.sroa.11.0.copyload, 21
  br i1 %_394, label %bb5.preheader.i, label %bb92, !prof !318

bb92:                                             ; preds = %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E.exit"
; call core::slice::sort::unstable::ipnsort
  call fastcc void @_ZN4core5slice4sort8unstable7ipnsort17hcb42c8a5ba87b97bE(ptr noalias noundef nonnull align 8 %225, i64 noundef %v.sroa.11.0.copyload) #30
  br label %bb87

bb5.preheader.i:                                  ; preds = %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E.exit"
  %v_end.i = getelementptr inbounds nuw i64, ptr %225, i64 %v.sroa.11.0.copyload
  %229 = getelementptr inbounds nuw i8, ptr %225, i64 8
  %230 = and i64 %v.sroa.11.0.copyload, 1
  %lcmp.mod1420.not.not = icmp eq i64 %230, 0
  br i1 %lcmp.mod1420.not.not, label %bb5.i.prol, label %bb5.i.prol.loopexit

bb5.i.prol:                                       ; preds = %bb5.preheader.i
  call void @llvm.experimental.noalias.scope.decl(metadata !654)
  call void @llvm.experimental.noalias.scope.decl(metadata !657)
  call void @llvm.experimental.noalias.scope.decl(metadata !659)
  call void @llvm.experimental.noalias.scope.decl(metadata !662)
  %_3.i.i.i.i136.prol = load i64, ptr %229, align 8, !alias.scope !664, !noalias !667, !noundef !4
  %_4.i.i.i.i.prol = load i64, ptr %225, align 8, !alias.scope !668, !noalias !669, !noundef !4
  %_0.i.i.i.i137.prol = icmp slt i64 %_3.i.i.i.i136.prol, %_4.i.i.i.i.prol
  br i1 %_0.i.i.i.i137.prol, label %bb4.i.i.prol, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.prol

bb4.i.i.prol:                                     ; preds = %bb5.i.prol, %bb6.i.i.prol
  %231 = phi i64 [ %_4.i.i2.i.i.prol, %bb6.i.i.prol ], [ %_4.i.i.i.i.prol, %bb5.i.prol ]
  %gap_guard.sroa.4.0.i.i.prol = phi ptr [ %sift.sroa.0.0.i.i.prol, %bb6.i.i.prol ], [ %229, %bb5.i.prol ]
  %sift.sroa.0.0.i.i.prol = phi ptr [ %232, %bb6.i.i.prol ], [ %225, %bb5.i.prol ]
  store i64 %231, ptr %gap_guard.sroa.4.0.i.i.prol, align 8, !alias.scope !670
  %_18.i.i.prol = icmp eq ptr %sift.sroa.0.0.i.i.prol, %225
  br i1 %_18.i.i.prol, label %bb10.i.i139.prol, label %bb6.i.i.prol

bb6.i.i.prol:                                     ; preds = %bb4.i.i.prol
  %232 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i.prol, i64 -8
  %_4.i.i2.i.i.prol = load i64, ptr %232, align 8, !alias.scope !671, !noalias !676, !noundef !4
  %_0.i.i3.i.i.prol = icmp slt i64 %_3.i.i.i.i136.prol, %_4.i.i2.i.i.prol
  br i1 %_0.i.i3.i.i.prol, label %bb4.i.i.prol, label %bb10.i.i139.prol

bb10.i.i139.prol:                                 ; preds = %bb6.i.i.prol, %bb4.i.i.prol
  %sift.sroa.0.0.i.lcssa.i.prol = phi ptr [ %sift.sroa.0.0.i.i.prol, %bb6.i.i.prol ], [ %225, %bb4.i.i.prol ]
  store i64 %_3.i.i.i.i136.prol, ptr %sift.sroa.0.0.i.lcssa.i.prol, align 8, !alias.scope !670, !noalias !679
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.prol

_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.prol: ; preds = %bb10.i.i139.prol, %bb5.i.prol
  %_14.i.prol = getelementptr inbounds nuw i8, ptr %225, i64 16
  br label %bb5.i.prol.loopexit

bb5.i.prol.loopexit:                              ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.prol, %bb5.preheader.i
  %tail.sroa.0.02.i.unr = phi ptr [ %229, %bb5.preheader.i ], [ %_14.i.prol, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.prol ]
  %233 = icmp eq i64 %_26.i.idx, 16
  br i1 %233, label %bb87, label %bb5.i

bb5.i:                                            ; preds = %bb5.i.prol.loopexit, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1
  %tail.sroa.0.02.i = phi ptr [ %_14.i.1, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1 ], [ %tail.sroa.0.02.i.unr, %bb5.i.prol.loopexit ]
  %234 = getelementptr inbounds i8, ptr %tail.sroa.0.02.i, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !654)
  call void @llvm.experimental.noalias.scope.decl(metadata !657)
  call void @llvm.experimental.noalias.scope.decl(metadata !659)
  call void @llvm.experimental.noalias.scope.decl(metadata !662)
  %_3.i.i.i.i136 = load i64, ptr %tail.sroa.0.02.i, align 8, !alias.scope !664, !noalias !667, !noundef !4
  %_4.i.i.i.i = load i64, ptr %234, align 8, !alias.scope !668, !noalias !669, !noundef !4
  %_0.i.i.i.i137 = icmp slt i64 %_3.i.i.i.i136, %_4.i.i.i.i
  br i1 %_0.i.i.i.i137, label %bb4.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i

bb4.i.i:                                          ; preds = %bb5.i, %bb6.i.i
  %235 = phi i64 [ %_4.i.i2.i.i, %bb6.i.i ], [ %_4.i.i.i.i, %bb5.i ]
  %gap_guard.sroa.4.0.i.i = phi ptr [ %sift.sroa.0.0.i.i, %bb6.i.i ], [ %tail.sroa.0.02.i, %bb5.i ]
  %sift.sroa.0.0.i.i = phi ptr [ %236, %bb6.i.i ], [ %234, %bb5.i ]
  store i64 %235, ptr %gap_guard.sroa.4.0.i.i, align 8, !alias.scope !670
  %_18.i.i = icmp eq ptr %sift.sroa.0.0.i.i, %225
  br i1 %_18.i.i, label %bb10.i.i139, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb4.i.i
  %236 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -8
  %_4.i.i2.i.i = load i64, ptr %236, align 8, !alias.scope !671, !noalias !676, !noundef !4
  %_0.i.i3.i.i = icmp slt i64 %_3.i.i.i.i136, %_4.i.i2.i.i
  br i1 %_0.i.i3.i.i, label %bb4.i.i, label %bb10.i.i139

bb10.i.i139:                                      ; preds = %bb6.i.i, %bb4.i.i
  %sift.sroa.0.0.i.lcssa.i = phi ptr [ %sift.sroa.0.0.i.i, %bb6.i.i ], [ %225, %bb4.i.i ]
  store i64 %_3.i.i.i.i136, ptr %sift.sroa.0.0.i.lcssa.i, align 8, !alias.scope !670, !noalias !679
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i: ; preds = %bb10.i.i139, %bb5.i
  %_14.i = getelementptr inbounds nuw i8, ptr %tail.sroa.0.02.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !684)
  call void @llvm.experimental.noalias.scope.decl(metadata !686)
  call void @llvm.experimental.noalias.scope.decl(metadata !688)
  call void @llvm.experimental.noalias.scope.decl(metadata !690)
  %_3.i.i.i.i136.1 = load i64, ptr %_14.i, align 8, !alias.scope !692, !noalias !693, !noundef !4
  %_4.i.i.i.i.1 = load i64, ptr %tail.sroa.0.02.i, align 8, !alias.scope !694, !noalias !695, !noundef !4
  %_0.i.i.i.i137.1 = icmp slt i64 %_3.i.i.i.i136.1, %_4.i.i.i.i.1
  br i1 %_0.i.i.i.i137.1, label %bb4.i.i.1, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1

bb4.i.i.1:                                        ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i, %bb6.i.i.1
  %237 = phi i64 [ %_4.i.i2.i.i.1, %bb6.i.i.1 ], [ %_4.i.i.i.i.1, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i ]
  %gap_guard.sroa.4.0.i.i.1 = phi ptr [ %sift.sroa.0.0.i.i.1, %bb6.i.i.1 ], [ %_14.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i ]
  %sift.sroa.0.0.i.i.1 = phi ptr [ %238, %bb6.i.i.1 ], [ %tail.sroa.0.02.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i ]
  store i64 %237, ptr %gap_guard.sroa.4.0.i.i.1, align 8, !alias.scope !670
  %_18.i.i.1 = icmp eq ptr %sift.sroa.0.0.i.i.1, %225
  br i1 %_18.i.i.1, label %bb10.i.i139.1, label %bb6.i.i.1

bb6.i.i.1:                                        ; preds = %bb4.i.i.1
  %238 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i.1, i64 -8
  %_4.i.i2.i.i.1 = load i64, ptr %238, align 8, !alias.scope !671, !noalias !676, !noundef !4
  %_0.i.i3.i.i.1 = icmp slt i64 %_3.i.i.i.i136.1, %_4.i.i2.i.i.1
  br i1 %_0.i.i3.i.i.1, label %bb4.i.i.1, label %bb10.i.i139.1

bb10.i.i139.1:                                    ; preds = %bb6.i.i.1, %bb4.i.i.1
  %sift.sroa.0.0.i.lcssa.i.1 = phi ptr [ %sift.sroa.0.0.i.i.1, %bb6.i.i.1 ], [ %225, %bb4.i.i.1 ]
  store i64 %_3.i.i.i.i136.1, ptr %sift.sroa.0.0.i.lcssa.i.1, align 8, !alias.scope !670, !noalias !679
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1

_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1: ; preds = %bb10.i.i139.1, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i
  %_14.i.1 = getelementptr inbounds nuw i8, ptr %tail.sroa.0.02.i, i64 16
  %_10.not.i.1 = icmp eq ptr %_14.i.1, %v_end.i
  br i1 %_10.not.i.1, label %bb87, label %bb5.i

bb87:                                             ; preds = %bb5.i.prol.loopexit, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.1, %bb92
  %len.i.pr = load i64, ptr %228, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !696)
  %_45.i = icmp ult i64 %len.i.pr, 1152921504606846976
  call void @llvm.assume(i1 %_45.i)
  %_4.i = icmp samesign ult i64 %len.i.pr, 2
  %_402.pre773 = load ptr, ptr %227, align 8
  br i1 %_4.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit", label %bb4.i

bb4.i:                                            ; preds = %bb87, %bb6.i143
  %indvar = phi i64 [ %indvar.next, %bb6.i143 ], [ 0, %bb87 ]
  %first_duplicate_idx.sroa.0.030.i = phi i64 [ %gap.sroa.5.031.i, %bb6.i143 ], [ 1, %bb87 ]
  %239 = getelementptr i64, ptr %_402.pre773, i64 %first_duplicate_idx.sroa.0.030.i
  %prev.i = getelementptr i8, ptr %239, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !699)
  call void @llvm.experimental.noalias.scope.decl(metadata !702)
  call void @llvm.experimental.noalias.scope.decl(metadata !704)
  call void @llvm.experimental.noalias.scope.decl(metadata !707)
  %_3.i.i.i = load i64, ptr %239, align 8, !alias.scope !709, !noalias !710, !noundef !4
  %_4.i.i.i142 = load i64, ptr %prev.i, align 8, !alias.scope !711, !noalias !712, !noundef !4
  %_0.i.i.i = icmp eq i64 %_3.i.i.i, %_4.i.i.i142
  %gap.sroa.5.031.i = add nuw i64 %first_duplicate_idx.sroa.0.030.i, 1
  br i1 %_0.i.i.i, label %bb12.preheader.i, label %bb6.i143

bb12.preheader.i:                                 ; preds = %bb4.i
  %_2732.i = icmp ult i64 %gap.sroa.5.031.i, %len.i.pr
  br i1 %_2732.i, label %bb13.i.preheader, label %bb18.i

bb13.i.preheader:                                 ; preds = %bb12.preheader.i
  %240 = sub i64 %len.i.pr, %indvar
  %241 = add nsw i64 %len.i.pr, -3
  %xtraiter1423 = and i64 %240, 1
  %lcmp.mod1424.not = icmp eq i64 %xtraiter1423, 0
  br i1 %lcmp.mod1424.not, label %bb13.i.prol.loopexit, label %bb13.i.prol

bb13.i.prol:                                      ; preds = %bb13.i.preheader
  %read_ptr.i.prol = getelementptr inbounds nuw i64, ptr %_402.pre773, i64 %gap.sroa.5.031.i
  %242 = getelementptr i64, ptr %_402.pre773, i64 %first_duplicate_idx.sroa.0.030.i
  %prev_ptr.i.prol = getelementptr i8, ptr %242, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !713)
  call void @llvm.experimental.noalias.scope.decl(metadata !716)
  call void @llvm.experimental.noalias.scope.decl(metadata !718)
  call void @llvm.experimental.noalias.scope.decl(metadata !721)
  %_3.i.i26.i.prol = load i64, ptr %read_ptr.i.prol, align 8, !alias.scope !723, !noalias !724, !noundef !4
  %_4.i.i27.i.prol = load i64, ptr %prev_ptr.i.prol, align 8, !alias.scope !725, !noalias !726, !noundef !4
  %_0.i.i28.i.prol = icmp eq i64 %_3.i.i26.i.prol, %_4.i.i27.i.prol
  br i1 %_0.i.i28.i.prol, label %bb17.i144.prol, label %bb16.i.prol

bb16.i.prol:                                      ; preds = %bb13.i.prol
  store i64 %_3.i.i26.i.prol, ptr %242, align 8, !noalias !696
  %243 = add i64 %first_duplicate_idx.sroa.0.030.i, 1
  br label %bb17.i144.prol

bb17.i144.prol:                                   ; preds = %bb16.i.prol, %bb13.i.prol
  %gap.sroa.13.1.i.prol = phi i64 [ %243, %bb16.i.prol ], [ %first_duplicate_idx.sroa.0.030.i, %bb13.i.prol ]
  %gap.sroa.5.0.i.prol = add nuw i64 %first_duplicate_idx.sroa.0.030.i, 2
  br label %bb13.i.prol.loopexit

bb13.i.prol.loopexit:                             ; preds = %bb17.i144.prol, %bb13.i.preheader
  %gap.sroa.13.1.i.lcssa.unr = phi i64 [ poison, %bb13.i.preheader ], [ %gap.sroa.13.1.i.prol, %bb17.i144.prol ]
  %gap.sroa.5.034.i.unr = phi i64 [ %gap.sroa.5.031.i, %bb13.i.preheader ], [ %gap.sroa.5.0.i.prol, %bb17.i144.prol ]
  %gap.sroa.13.033.i.unr = phi i64 [ %first_duplicate_idx.sroa.0.030.i, %bb13.i.preheader ], [ %gap.sroa.13.1.i.prol, %bb17.i144.prol ]
  %244 = icmp eq i64 %241, %indvar
  br i1 %244, label %bb18.i.loopexit, label %bb13.i

bb6.i143:                                         ; preds = %bb4.i
  %_7.not.i = icmp eq i64 %gap.sroa.5.031.i, %len.i.pr
  %indvar.next = add i64 %indvar, 1
  br i1 %_7.not.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit", label %bb4.i

bb18.i.loopexit:                                  ; preds = %bb17.i144.1, %bb13.i.prol.loopexit
  %gap.sroa.13.1.i.lcssa = phi i64 [ %gap.sroa.13.1.i.lcssa.unr, %bb13.i.prol.loopexit ], [ %gap.sroa.13.1.i.1, %bb17.i144.1 ]
  %_402.pre.pre = load ptr, ptr %227, align 8
  br label %bb18.i

bb18.i:                                           ; preds = %bb18.i.loopexit, %bb12.preheader.i
  %_402.pre = phi ptr [ %_402.pre773, %bb12.preheader.i ], [ %_402.pre.pre, %bb18.i.loopexit ]
  %gap.sroa.13.0.lcssa.i = phi i64 [ %first_duplicate_idx.sroa.0.030.i, %bb12.preheader.i ], [ %gap.sroa.13.1.i.lcssa, %bb18.i.loopexit ]
  store i64 %gap.sroa.13.0.lcssa.i, ptr %228, align 8, !alias.scope !696
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit"

bb13.i:                                           ; preds = %bb13.i.prol.loopexit, %bb17.i144.1
  %gap.sroa.5.034.i = phi i64 [ %gap.sroa.5.0.i.1, %bb17.i144.1 ], [ %gap.sroa.5.034.i.unr, %bb13.i.prol.loopexit ]
  %gap.sroa.13.033.i = phi i64 [ %gap.sroa.13.1.i.1, %bb17.i144.1 ], [ %gap.sroa.13.033.i.unr, %bb13.i.prol.loopexit ]
  %read_ptr.i = getelementptr inbounds nuw i64, ptr %_402.pre773, i64 %gap.sroa.5.034.i
  %245 = getelementptr i64, ptr %_402.pre773, i64 %gap.sroa.13.033.i
  %prev_ptr.i = getelementptr i8, ptr %245, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !713)
  call void @llvm.experimental.noalias.scope.decl(metadata !716)
  call void @llvm.experimental.noalias.scope.decl(metadata !718)
  call void @llvm.experimental.noalias.scope.decl(metadata !721)
  %_3.i.i26.i = load i64, ptr %read_ptr.i, align 8, !alias.scope !723, !noalias !724, !noundef !4
  %_4.i.i27.i = load i64, ptr %prev_ptr.i, align 8, !alias.scope !725, !noalias !726, !noundef !4
  %_0.i.i28.i = icmp eq i64 %_3.i.i26.i, %_4.i.i27.i
  br i1 %_0.i.i28.i, label %bb17.i144, label %bb16.i

bb16.i:                                           ; preds = %bb13.i
  store i64 %_3.i.i26.i, ptr %245, align 8, !noalias !696
  %246 = add i64 %gap.sroa.13.033.i, 1
  br label %bb17.i144

bb17.i144:                                        ; preds = %bb16.i, %bb13.i
  %gap.sroa.13.1.i = phi i64 [ %246, %bb16.i ], [ %gap.sroa.13.033.i, %bb13.i ]
  %247 = getelementptr inbounds nuw i64, ptr %_402.pre773, i64 %gap.sroa.5.034.i
  %read_ptr.i.1 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %248 = getelementptr i64, ptr %_402.pre773, i64 %gap.sroa.13.1.i
  %prev_ptr.i.1 = getelementptr i8, ptr %248, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !727)
  call void @llvm.experimental.noalias.scope.decl(metadata !729)
  call void @llvm.experimental.noalias.scope.decl(metadata !731)
  call void @llvm.experimental.noalias.scope.decl(metadata !733)
  %_3.i.i26.i.1 = load i64, ptr %read_ptr.i.1, align 8, !alias.scope !735, !noalias !736, !noundef !4
  %_4.i.i27.i.1 = load i64, ptr %prev_ptr.i.1, align 8, !alias.scope !737, !noalias !738, !noundef !4
  %_0.i.i28.i.1 = icmp eq i64 %_3.i.i26.i.1, %_4.i.i27.i.1
  br i1 %_0.i.i28.i.1, label %bb17.i144.1, label %bb16.i.1

bb16.i.1:                                         ; preds = %bb17.i144
  store i64 %_3.i.i26.i.1, ptr %248, align 8, !noalias !696
  %249 = add i64 %gap.sroa.13.1.i, 1
  br label %bb17.i144.1

bb17.i144.1:                                      ; preds = %bb16.i.1, %bb17.i144
  %gap.sroa.13.1.i.1 = phi i64 [ %249, %bb16.i.1 ], [ %gap.sroa.13.1.i, %bb17.i144 ]
  %gap.sroa.5.0.i.1 = add nuw nsw i64 %gap.sroa.5.034.i, 2
  %exitcond.not.i.1 = icmp eq i64 %gap.sroa.5.0.i.1, %len.i.pr
  br i1 %exitcond.not.i.1, label %bb18.i.loopexit, label %bb13.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit": ; preds = %bb6.i143, %bb87, %bb18.i
  %_402 = phi ptr [ %_402.pre773, %bb87 ], [ %_402.pre, %bb18.i ], [ %_402.pre773, %bb6.i143 ]
  %_401 = phi i64 [ %len.i.pr, %bb87 ], [ %gap.sroa.13.0.lcssa.i, %bb18.i ], [ %len.i.pr, %bb6.i143 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %_101)
  switch i64 %_401, label %bb4.i145 [
    i64 0, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit"
    i64 1, label %bb7.i147
  ]

bb7.i147:                                         ; preds = %bb4.i145, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit"
  %base.sroa.0.0.lcssa.i = phi i64 [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit" ], [ %251, %bb4.i145 ]
  %_38.i = getelementptr inbounds nuw i64, ptr %_402, i64 %base.sroa.0.0.lcssa.i
  %_3.i.i.i148 = load i64, ptr %_38.i, align 8, !alias.scope !739, !noalias !746, !noundef !4
  %250 = icmp eq i64 %_3.i.i.i148, 5
  br i1 %250, label %bb3.preheader.i151, label %bb10.i

bb4.i145:                                         ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit", %bb4.i145
  %size.sroa.0.018.i = phi i64 [ %252, %bb4.i145 ], [ %_401, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit" ]
  %base.sroa.0.017.i = phi i64 [ %251, %bb4.i145 ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit" ]
  %half11.i = lshr i64 %size.sroa.0.018.i, 1
  %mid.i = add nuw i64 %half11.i, %base.sroa.0.017.i
  %_35.i = icmp ult i64 %mid.i, %_401
  call void @llvm.assume(i1 %_35.i)
  %_32.i = getelementptr inbounds nuw i64, ptr %_402, i64 %mid.i
  %_3.i.i13.i = load i64, ptr %_32.i, align 8, !alias.scope !750, !noalias !755, !noundef !4
  %_17.i146 = icmp sgt i64 %_3.i.i13.i, 5
  %251 = select i1 %_17.i146, i64 %base.sroa.0.017.i, i64 %mid.i, !unpredictable !4
  %252 = sub i64 %size.sroa.0.018.i, %half11.i
  %_6.i = icmp ugt i64 %252, 1
  br i1 %_6.i, label %bb4.i145, label %bb7.i147

bb10.i:                                           ; preds = %bb7.i147
  %_29.i = icmp slt i64 %_3.i.i.i148, 5
  %_28.i = zext i1 %_29.i to i64
  %result.i = add nuw nsw i64 %base.sroa.0.0.lcssa.i, %_28.i
  %cond1.i = icmp ule i64 %result.i, %_401
  call void @llvm.assume(i1 %cond1.i)
  br label %bb3.preheader.i151

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit": ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E.exit"
  store i64 1, ptr %_101, align 8
  %253 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  store i64 0, ptr %253, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_104)
  br label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175"

bb3.preheader.i151:                               ; preds = %bb7.i147, %bb10.i
  %_0.sroa.4.0.i.ph = phi i64 [ %base.sroa.0.0.lcssa.i, %bb7.i147 ], [ %result.i, %bb10.i ]
  %_0.sroa.0.0.i150.ph = phi i64 [ 0, %bb7.i147 ], [ 1, %bb10.i ]
  store i64 %_0.sroa.0.0.i150.ph, ptr %_101, align 8
  %254 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  store i64 %_0.sroa.4.0.i.ph, ptr %254, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_104)
  %_616.not.i152 = icmp eq i64 %_401, 1
  br i1 %_616.not.i152, label %bb7.i163, label %bb4.i153

bb7.i163:                                         ; preds = %bb4.i153, %bb3.preheader.i151
  %base.sroa.0.0.lcssa.i164 = phi i64 [ 0, %bb3.preheader.i151 ], [ %256, %bb4.i153 ]
  %_38.i165 = getelementptr inbounds nuw i64, ptr %_402, i64 %base.sroa.0.0.lcssa.i164
  %_3.i.i.i166 = load i64, ptr %_38.i165, align 8, !alias.scope !758, !noalias !765, !noundef !4
  %255 = icmp eq i64 %_3.i.i.i166, 4
  br i1 %255, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175", label %bb10.i167

bb4.i153:                                         ; preds = %bb3.preheader.i151, %bb4.i153
  %size.sroa.0.018.i154 = phi i64 [ %257, %bb4.i153 ], [ %_401, %bb3.preheader.i151 ]
  %base.sroa.0.017.i155 = phi i64 [ %256, %bb4.i153 ], [ 0, %bb3.preheader.i151 ]
  %half11.i156 = lshr i64 %size.sroa.0.018.i154, 1
  %mid.i157 = add nuw i64 %half11.i156, %base.sroa.0.017.i155
  %_35.i158 = icmp ult i64 %mid.i157, %_401
  call void @llvm.assume(i1 %_35.i158)
  %_32.i159 = getelementptr inbounds nuw i64, ptr %_402, i64 %mid.i157
  %_3.i.i13.i160 = load i64, ptr %_32.i159, align 8, !alias.scope !769, !noalias !774, !noundef !4
  %_17.i161 = icmp sgt i64 %_3.i.i13.i160, 4
  %256 = select i1 %_17.i161, i64 %base.sroa.0.017.i155, i64 %mid.i157, !unpredictable !4
  %257 = sub i64 %size.sroa.0.018.i154, %half11.i156
  %_6.i162 = icmp ugt i64 %257, 1
  br i1 %_6.i162, label %bb4.i153, label %bb7.i163

bb10.i167:                                        ; preds = %bb7.i163
  %_29.i168 = icmp slt i64 %_3.i.i.i166, 4
  %_28.i169 = zext i1 %_29.i168 to i64
  %result.i170 = add nuw nsw i64 %base.sroa.0.0.lcssa.i164, %_28.i169
  %cond1.i171 = icmp ule i64 %result.i170, %_401
  call void @llvm.assume(i1 %cond1.i171)
  br label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175"

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175": ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit", %bb7.i163, %bb10.i167
  %_0.sroa.4.0.i173 = phi i64 [ 0, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit" ], [ %result.i170, %bb10.i167 ], [ %base.sroa.0.0.lcssa.i164, %bb7.i163 ]
  %_0.sroa.0.0.i174 = phi i64 [ 1, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit" ], [ 1, %bb10.i167 ], [ 0, %bb7.i163 ]
  store i64 %_0.sroa.0.0.i174, ptr %_104, align 8
  %258 = getelementptr inbounds nuw i8, ptr %_104, i64 8
  store i64 %_0.sroa.4.0.i173, ptr %258, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args7)
  store ptr %s2, ptr %args7, align 8
  %_107.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0cd7ec0480c2b73eE", ptr %_107.sroa.4.0..sroa_idx, align 8
  %259 = getelementptr inbounds nuw i8, ptr %args7, i64 16
  store ptr %_101, ptr %259, align 8
  %_108.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 24
  store ptr @"_ZN70_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h7cac39310b2929c4E", ptr %_108.sroa.4.0..sroa_idx, align 8
  %260 = getelementptr inbounds nuw i8, ptr %args7, i64 32
  store ptr %_104, ptr %260, align 8
  %_109.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 40
  store ptr @"_ZN70_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h7cac39310b2929c4E", ptr %_109.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_bbf2e8319860049290b187238275045b, ptr noundef nonnull %args7) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args7)
  call void @llvm.lifetime.end.p0(ptr nonnull %_104)
  call void @llvm.lifetime.end.p0(ptr nonnull %_101)
  %_429 = load ptr, ptr %227, align 8, !nonnull !4, !noundef !4
  %_428 = load i64, ptr %228, align 8, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !777)
  %_3.i176 = icmp samesign ugt i64 %_428, 2
  br i1 %_3.i176, label %bb1.i178, label %bb2.i177, !prof !318

bb2.i177:                                         ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175"
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_fddaeef1fe1a23c45402ef8f58614acb, i64 noundef 35, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_334aa3d2fa7efe8d3f18725376a0b93a) #28, !noalias !777
  unreachable

bb1.i178:                                         ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E.exit175"
  %k.i = add nsw i64 %_428, -3
  %_9.i = getelementptr inbounds nuw i8, ptr %_429, i64 24
  %261 = icmp eq i64 %k.i, 0
  br i1 %261, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E.exit", label %bb6.i.i179

bb6.i.i179:                                       ; preds = %bb1.i178
  call void @llvm.lifetime.start.p0(ptr nonnull %rawarray.i.i.i)
  %dim.i.i.i = getelementptr inbounds nuw i64, ptr %_429, i64 %k.i
  %_9.i.i.i180 = icmp samesign ugt i64 %_428, 5
  br i1 %_9.i.i.i180, label %bb1.i.i.i181, label %bb28.i.i.i

bb1.i.i.i181:                                     ; preds = %bb6.i.i179
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %rawarray.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %_429, i64 24, i1 false)
  %262 = shl nuw nsw i64 %k.i, 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %_429, ptr noundef nonnull align 8 dereferenceable(1) %_9.i, i64 %262, i1 false), !alias.scope !777
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dim.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %rawarray.i.i.i, i64 24, i1 false)
  br label %_ZN4core5slice6rotate18ptr_rotate_memmove17h58aced0527609be6E.exit.i.i

bb28.i.i.i:                                       ; preds = %bb6.i.i179
  %263 = shl nuw nsw i64 %k.i, 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %rawarray.i.i.i, ptr noundef nonnull align 8 dereferenceable(1) %_9.i, i64 %263, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dim.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %_429, i64 24, i1 false), !alias.scope !777
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %_429, ptr noundef nonnull align 8 dereferenceable(1) %rawarray.i.i.i, i64 %263, i1 false)
  br label %_ZN4core5slice6rotate18ptr_rotate_memmove17h58aced0527609be6E.exit.i.i

_ZN4core5slice6rotate18ptr_rotate_memmove17h58aced0527609be6E.exit.i.i: ; preds = %bb28.i.i.i, %bb1.i.i.i181
  call void @llvm.lifetime.end.p0(ptr nonnull %rawarray.i.i.i)
  br label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E.exit"

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E.exit": ; preds = %bb1.i178, %_ZN4core5slice6rotate18ptr_rotate_memmove17h58aced0527609be6E.exit.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %args8)
  store ptr %s2, ptr %args8, align 8
  %_117.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args8, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0cd7ec0480c2b73eE", ptr %_117.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_dd360dc9e1ab29d76a4e631d6700ba88, ptr noundef nonnull %args8) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args8)
  call void @llvm.experimental.noalias.scope.decl(metadata !780)
  call void @llvm.experimental.noalias.scope.decl(metadata !783)
  call void @llvm.experimental.noalias.scope.decl(metadata !786)
  call void @llvm.experimental.noalias.scope.decl(metadata !789)
  %self1.i.i.i.i.i = load i64, ptr %s2, align 8, !range !167, !alias.scope !792, !noalias !795, !noundef !4
  %264 = icmp eq i64 %self1.i.i.i.i.i, 0
  br i1 %264, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit", label %bb2.i.i.i.i182

bb2.i.i.i.i182:                                   ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E.exit"
  %alloc_size.i.i.i.i.i = shl nuw i64 %self1.i.i.i.i.i, 3
  %self3.i.i.i.i.i = load ptr, ptr %227, align 8, !alias.scope !792, !noalias !795, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !797
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit": ; preds = %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E.exit", %bb2.i.i.i.i182
  call void @llvm.lifetime.end.p0(ptr nonnull %s2)
  call void @llvm.lifetime.end.p0(ptr nonnull %inc)
  call void @llvm.lifetime.end.p0(ptr nonnull %r)
  call void @llvm.lifetime.end.p0(ptr nonnull %l)
  call void @llvm.experimental.noalias.scope.decl(metadata !798)
  call void @llvm.experimental.noalias.scope.decl(metadata !801)
  call void @llvm.experimental.noalias.scope.decl(metadata !804)
  call void @llvm.experimental.noalias.scope.decl(metadata !807)
  %self1.i.i.i.i.i183 = load i64, ptr %chunk_sums, align 8, !range !167, !alias.scope !810, !noalias !813, !noundef !4
  %265 = icmp eq i64 %self1.i.i.i.i.i183, 0
  br i1 %265, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit187", label %bb2.i.i.i.i184

bb2.i.i.i.i184:                                   ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit"
  %alloc_size.i.i.i.i.i185 = shl nuw i64 %self1.i.i.i.i.i183, 3
  %266 = getelementptr inbounds nuw i8, ptr %chunk_sums, i64 8
  %self3.i.i.i.i.i186 = load ptr, ptr %266, align 8, !alias.scope !810, !noalias !813, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i186, i64 noundef %alloc_size.i.i.i.i.i185, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !815
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit187"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit187": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit", %bb2.i.i.i.i184
  call void @llvm.lifetime.end.p0(ptr nonnull %chunk_sums)
  call void @llvm.lifetime.end.p0(ptr nonnull %s)
  %267 = icmp eq i64 %v.sroa.0.0.copyload, 0
  br i1 %267, label %bb70, label %bb2.i.i.i.i189

bb2.i.i.i.i189:                                   ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit187"
  %alloc_size.i.i.i.i.i190 = shl nuw i64 %v.sroa.0.0.copyload, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %v.sroa.4.0.copyload, i64 noundef %alloc_size.i.i.i.i.i190, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !816
  br label %bb70

bb70:                                             ; preds = %bb2.i.i.i.i189, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit187", %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %_37)
  call void @llvm.lifetime.start.p0(ptr nonnull %_126)
; call _04_slices_strings::parse_numbers
  call fastcc void @_ZN18_04_slices_strings13parse_numbers17h3c9bf8648c1cb532E(ptr noalias noundef sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_126, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_a73cc24765bba8791ce5170ce59b1de6, i64 noundef 8) #27
  %_127 = load i64, ptr %_126, align 8, !range !549, !noundef !4
  %268 = trunc nuw i64 %_127 to i1
  %269 = getelementptr inbounds nuw i8, ptr %_126, i64 8
  br i1 %268, label %bb32, label %bb33

bb32:                                             ; preds = %bb70
  call void @llvm.lifetime.start.p0(ptr nonnull %e12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %e12, ptr noundef nonnull align 8 dereferenceable(24) %269, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %args13)
  store ptr %e12, ptr %args13, align 8
  %_140.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args13, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_140.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_5ad0b57fabfba0cc01a6bf8c1b6ea0ec, ptr noundef nonnull %args13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args13)
  call void @llvm.experimental.noalias.scope.decl(metadata !825)
  call void @llvm.experimental.noalias.scope.decl(metadata !828)
  call void @llvm.experimental.noalias.scope.decl(metadata !831)
  call void @llvm.experimental.noalias.scope.decl(metadata !834)
  call void @llvm.experimental.noalias.scope.decl(metadata !837)
  %self1.i.i.i.i.i.i193 = load i64, ptr %e12, align 8, !range !167, !alias.scope !840, !noalias !843, !noundef !4
  %270 = icmp eq i64 %self1.i.i.i.i.i.i193, 0
  br i1 %270, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit196", label %bb2.i.i.i.i.i194

bb2.i.i.i.i.i194:                                 ; preds = %bb32
  %271 = getelementptr inbounds nuw i8, ptr %e12, i64 8
  %self3.i.i.i.i.i.i195 = load ptr, ptr %271, align 8, !alias.scope !840, !noalias !843, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i195, i64 noundef %self1.i.i.i.i.i.i193, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !845
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit196"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit196": ; preds = %bb32, %bb2.i.i.i.i.i194
  call void @llvm.lifetime.end.p0(ptr nonnull %e12)
  br label %bb71

bb33:                                             ; preds = %bb70
  call void @llvm.lifetime.start.p0(ptr nonnull %v10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %v10, ptr noundef nonnull align 8 dereferenceable(24) %269, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %args11)
  store ptr %v10, ptr %args11, align 8
  %_133.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0cd7ec0480c2b73eE", ptr %_133.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_0f373e5cb3939c58bfd6ecef569eb5af, ptr noundef nonnull %args11) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args11)
  call void @llvm.experimental.noalias.scope.decl(metadata !846)
  call void @llvm.experimental.noalias.scope.decl(metadata !849)
  call void @llvm.experimental.noalias.scope.decl(metadata !852)
  call void @llvm.experimental.noalias.scope.decl(metadata !855)
  %self1.i.i.i.i.i197 = load i64, ptr %v10, align 8, !range !167, !alias.scope !858, !noalias !861, !noundef !4
  %272 = icmp eq i64 %self1.i.i.i.i.i197, 0
  br i1 %272, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit201", label %bb2.i.i.i.i198

bb2.i.i.i.i198:                                   ; preds = %bb33
  %alloc_size.i.i.i.i.i199 = shl nuw i64 %self1.i.i.i.i.i197, 3
  %273 = getelementptr inbounds nuw i8, ptr %v10, i64 8
  %self3.i.i.i.i.i200 = load ptr, ptr %273, align 8, !alias.scope !858, !noalias !861, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i200, i64 noundef %alloc_size.i.i.i.i.i199, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !863
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit201"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit201": ; preds = %bb33, %bb2.i.i.i.i198
  call void @llvm.lifetime.end.p0(ptr nonnull %v10)
  br label %bb71

bb71:                                             ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit196", %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E.exit201"
  call void @llvm.lifetime.end.p0(ptr nonnull %_126)
  call void @llvm.lifetime.start.p0(ptr nonnull %secret)
; call _04_slices_strings::caesar
  call fastcc void @_ZN18_04_slices_strings6caesar17h092fac3a9f81ca9fE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %secret, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_786019c75364d5a392e27f9e7c6ec05a, i64 noundef 20) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %_147)
  %274 = getelementptr inbounds nuw i8, ptr %secret, i64 8
  %_457 = load ptr, ptr %274, align 8, !nonnull !4, !noundef !4
  %275 = getelementptr inbounds nuw i8, ptr %secret, i64 16
  %_456 = load i64, ptr %275, align 8, !noundef !4
; call _04_slices_strings::caesar
  call fastcc void @_ZN18_04_slices_strings6caesar17h092fac3a9f81ca9fE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_147, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_457, i64 noundef %_456) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %args14)
  store ptr %secret, ptr %args14, align 8
  %_150.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args14, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_150.sroa.4.0..sroa_idx, align 8
  %276 = getelementptr inbounds nuw i8, ptr %args14, i64 16
  store ptr %_147, ptr %276, align 8
  %_151.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args14, i64 24
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_151.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_aa1f5b96cd3ff9970a0804f6c834bed6, ptr noundef nonnull %args14) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args14)
  call void @llvm.experimental.noalias.scope.decl(metadata !864)
  call void @llvm.experimental.noalias.scope.decl(metadata !867)
  call void @llvm.experimental.noalias.scope.decl(metadata !870)
  call void @llvm.experimental.noalias.scope.decl(metadata !873)
  call void @llvm.experimental.noalias.scope.decl(metadata !876)
  %self1.i.i.i.i.i.i202 = load i64, ptr %_147, align 8, !range !167, !alias.scope !879, !noalias !882, !noundef !4
  %277 = icmp eq i64 %self1.i.i.i.i.i.i202, 0
  br i1 %277, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit205", label %bb2.i.i.i.i.i203

bb2.i.i.i.i.i203:                                 ; preds = %bb71
  %278 = getelementptr inbounds nuw i8, ptr %_147, i64 8
  %self3.i.i.i.i.i.i204 = load ptr, ptr %278, align 8, !alias.scope !879, !noalias !882, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i204, i64 noundef %self1.i.i.i.i.i.i202, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !884
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit205"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit205": ; preds = %bb71, %bb2.i.i.i.i.i203
  call void @llvm.lifetime.end.p0(ptr nonnull %_147)
  call void @llvm.lifetime.start.p0(ptr nonnull %s15)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !885
; call __rustc::__rust_alloc
  %279 = call noundef dereferenceable_or_null(21) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 21, i64 noundef range(i64 1, 9) 1) #27, !noalias !885
  %280 = icmp eq ptr %279, null
  br i1 %280, label %bb100, label %bb101

bb100:                                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit205"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 1, i64 21) #31
  unreachable

bb101:                                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit205"
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(21) %279, ptr noundef nonnull align 1 dereferenceable(21) @alloc_98820dc56505238959a667a9bbc42954, i64 21, i1 false)
  store i64 21, ptr %s15, align 8
  %_470.sroa.4.0.s15.sroa_idx = getelementptr inbounds nuw i8, ptr %s15, i64 8
  store ptr %279, ptr %_470.sroa.4.0.s15.sroa_idx, align 8
  %_470.sroa.6.0.s15.sroa_idx = getelementptr inbounds nuw i8, ptr %s15, i64 16
  store i64 21, ptr %_470.sroa.6.0.s15.sroa_idx, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %rev)
  %_500 = getelementptr inbounds nuw i8, ptr %279, i64 21
  call void @llvm.lifetime.start.p0(ptr nonnull %buf.i), !noalias !888
  store i64 0, ptr %buf.i, align 8, !noalias !888
  %_5.sroa.4.0.buf.sroa_idx.i = getelementptr inbounds nuw i8, ptr %buf.i, i64 8
  store ptr inttoptr (i64 1 to ptr), ptr %_5.sroa.4.0.buf.sroa_idx.i, align 8, !noalias !888
  %_5.sroa.5.0.buf.sroa_idx.i = getelementptr inbounds nuw i8, ptr %buf.i, i64 16
  store i64 0, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !noalias !888
  call void @llvm.experimental.noalias.scope.decl(metadata !891)
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %buf.i, i64 noundef 0, i64 noundef 6, i64 noundef 1, i64 noundef 1) #27, !noalias !888
  call void @llvm.experimental.noalias.scope.decl(metadata !894)
  call void @llvm.experimental.noalias.scope.decl(metadata !897)
  call void @llvm.experimental.noalias.scope.decl(metadata !900)
  br label %bb17.i.i.i.i.i.i.i

bb17.i.i.i.i.i.i.i:                               ; preds = %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i", %bb101
  %self.sroa.2.021.i.i.i.i.i = phi ptr [ %self.sroa.2.3917.i.i.i.i.i, %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i" ], [ %_500, %bb101 ]
  %_23.i.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %self.sroa.2.021.i.i.i.i.i, i64 -1
  %w.i.i.i.i.i.i.i = load i8, ptr %_23.i.i.i.i.i.i.i.i, align 1, !noalias !903, !noundef !4
  %_6.i.i.i.i.i.i.i = icmp sgt i8 %w.i.i.i.i.i.i.i, -1
  br i1 %_6.i.i.i.i.i.i.i, label %bb3.thread.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i:                                ; preds = %bb17.i.i.i.i.i.i.i
  %281 = icmp ne ptr %279, %_23.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %281)
  %_23.i13.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %self.sroa.2.021.i.i.i.i.i, i64 -2
  %z.i.i.i.i.i.i.i = load i8, ptr %_23.i13.i.i.i.i.i.i.i, align 1, !noalias !903, !noundef !4
  %_27.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i, 31
  %282 = zext nneg i8 %_27.i.i.i.i.i.i.i to i32
  %_12.i.i.i.i.i.i.i = icmp slt i8 %z.i.i.i.i.i.i.i, -64
  br i1 %_12.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i, label %_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back.exit.i.i.i.i.i

bb3.thread.i.i.i.i.i:                             ; preds = %bb17.i.i.i.i.i.i.i
  %_8.i.i.i.i.i.i.i = zext nneg i8 %w.i.i.i.i.i.i.i to i32
  %len.i.i.i13.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !908, !noalias !911, !noundef !4
  %_14.i.i.i14.i.i.i.i.i = icmp sgt i64 %len.i.i.i13.i.i.i.i.i, -1
  call void @llvm.assume(i1 %_14.i.i.i14.i.i.i.i.i)
  br label %bb2.i.i.i.i.i.i.i.i

bb6.i.i.i.i.i.i.i:                                ; preds = %bb4.i.i.i.i.i.i.i
  %283 = icmp ne ptr %279, %_23.i13.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %283)
  %_23.i19.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %self.sroa.2.021.i.i.i.i.i, i64 -3
  %y.i.i.i.i.i.i.i = load i8, ptr %_23.i19.i.i.i.i.i.i.i, align 1, !noalias !903, !noundef !4
  %_31.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i, 15
  %284 = zext nneg i8 %_31.i.i.i.i.i.i.i to i32
  %_16.i.i.i.i.i.i.i = icmp slt i8 %y.i.i.i.i.i.i.i, -64
  br i1 %_16.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i, label %bb11.i.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i:                                ; preds = %bb6.i.i.i.i.i.i.i
  %285 = icmp ne ptr %279, %_23.i19.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %285)
  %_23.i25.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %self.sroa.2.021.i.i.i.i.i, i64 -4
  %x.i.i.i.i.i.i.i = load i8, ptr %_23.i25.i.i.i.i.i.i.i, align 1, !noalias !903, !noundef !4
  %_35.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i.i.i, 7
  %286 = zext nneg i8 %_35.i.i.i.i.i.i.i to i32
  %_36.i.i.i.i.i.i.i = shl nuw nsw i32 %286, 6
  %_38.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i, 63
  %_37.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i.i.i to i32
  %287 = or disjoint i32 %_36.i.i.i.i.i.i.i, %_37.i.i.i.i.i.i.i
  br label %bb11.i.i.i.i.i.i.i

bb11.i.i.i.i.i.i.i:                               ; preds = %bb8.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i
  %self.sroa.2.2.i.i.i.i.i = phi ptr [ %_23.i25.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i ], [ %_23.i19.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i ]
  %ch.sroa.0.1.i.i.i.i.i.i.i = phi i32 [ %287, %bb8.i.i.i.i.i.i.i ], [ %284, %bb6.i.i.i.i.i.i.i ]
  %_39.i.i.i.i.i.i.i = shl nuw nsw i32 %ch.sroa.0.1.i.i.i.i.i.i.i, 6
  %_41.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i, 63
  %_40.i.i.i.i.i.i.i = zext nneg i8 %_41.i.i.i.i.i.i.i to i32
  %288 = or disjoint i32 %_39.i.i.i.i.i.i.i, %_40.i.i.i.i.i.i.i
  br label %_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back.exit.i.i.i.i.i

_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back.exit.i.i.i.i.i: ; preds = %bb11.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i
  %self.sroa.2.1.i.i.i.i.i = phi ptr [ %self.sroa.2.2.i.i.i.i.i, %bb11.i.i.i.i.i.i.i ], [ %_23.i13.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i ]
  %ch.sroa.0.0.i.i.i.i.i.i.i = phi i32 [ %288, %bb11.i.i.i.i.i.i.i ], [ %282, %bb4.i.i.i.i.i.i.i ]
  %_42.i.i.i.i.i.i.i = shl nuw nsw i32 %ch.sroa.0.0.i.i.i.i.i.i.i, 6
  %_44.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i.i.i, 63
  %_43.i.i.i.i.i.i.i = zext nneg i8 %_44.i.i.i.i.i.i.i to i32
  %289 = or disjoint i32 %_42.i.i.i.i.i.i.i, %_43.i.i.i.i.i.i.i
  %.not.i.i.i.i.i208 = icmp eq i32 %289, 1114112
  br i1 %.not.i.i.i.i.i208, label %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit", label %bb3.i.i.i.i.i

bb3.i.i.i.i.i:                                    ; preds = %_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back.exit.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !916)
  %len.i.i.i.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !918, !noalias !919, !noundef !4
  %_14.i.i.i.i.i.i.i.i209 = icmp sgt i64 %len.i.i.i.i.i.i.i.i, -1
  call void @llvm.assume(i1 %_14.i.i.i.i.i.i.i.i209)
  %_16.i.i.i.i.i.i.i.i = icmp samesign ult i32 %ch.sroa.0.0.i.i.i.i.i.i.i, 2
  br i1 %_16.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i210

bb3.i.i.i.i.i.i.i.i210:                           ; preds = %bb3.i.i.i.i.i
  %_17.i.i.i.i.i.i.i.i = icmp samesign ult i32 %ch.sroa.0.0.i.i.i.i.i.i.i, 32
  br i1 %_17.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i211

bb4.i.i.i.i.i.i.i.i211:                           ; preds = %bb3.i.i.i.i.i.i.i.i210
  %_18.i.i.i.i.i.i.i.i = icmp samesign ult i32 %ch.sroa.0.0.i.i.i.i.i.i.i, 1024
  %..i.i.i.i.i.i.i.i212 = select i1 %_18.i.i.i.i.i.i.i.i, i64 3, i64 4
  br label %bb2.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i:                              ; preds = %bb4.i.i.i.i.i.i.i.i211, %bb3.i.i.i.i.i.i.i.i210, %bb3.i.i.i.i.i, %bb3.thread.i.i.i.i.i
  %_16.i.i.i19.i.i.i.i.i = phi i1 [ false, %bb3.i.i.i.i.i.i.i.i210 ], [ false, %bb4.i.i.i.i.i.i.i.i211 ], [ true, %bb3.i.i.i.i.i ], [ true, %bb3.thread.i.i.i.i.i ]
  %len.i.i.i18.i.i.i.i.i = phi i64 [ %len.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i210 ], [ %len.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i211 ], [ %len.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i ], [ %len.i.i.i13.i.i.i.i.i, %bb3.thread.i.i.i.i.i ]
  %self.sroa.2.3917.i.i.i.i.i = phi ptr [ %self.sroa.2.1.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i210 ], [ %self.sroa.2.1.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i211 ], [ %self.sroa.2.1.i.i.i.i.i, %bb3.i.i.i.i.i ], [ %_23.i.i.i.i.i.i.i.i, %bb3.thread.i.i.i.i.i ]
  %spec.select.i1016.i.i.i.i.i = phi i32 [ %289, %bb3.i.i.i.i.i.i.i.i210 ], [ %289, %bb4.i.i.i.i.i.i.i.i211 ], [ %289, %bb3.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i, %bb3.thread.i.i.i.i.i ]
  %ch_len.sroa.0.0.i.i.i.i.i.i.i.i = phi i64 [ 2, %bb3.i.i.i.i.i.i.i.i210 ], [ %..i.i.i.i.i.i.i.i212, %bb4.i.i.i.i.i.i.i.i211 ], [ 1, %bb3.i.i.i.i.i ], [ 1, %bb3.thread.i.i.i.i.i ]
  %self2.i.i.i.i.i.i.i.i.i = load i64, ptr %buf.i, align 8, !range !167, !alias.scope !922, !noalias !919, !noundef !4
  %_9.i.i.i.i.i.i.i.i.i213 = sub nsw i64 %self2.i.i.i.i.i.i.i.i.i, %len.i.i.i18.i.i.i.i.i
  %_7.i.i.i.i.i.i.i.i.i = icmp ugt i64 %ch_len.sroa.0.0.i.i.i.i.i.i.i.i, %_9.i.i.i.i.i.i.i.i.i213
  br i1 %_7.i.i.i.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i221, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i", !prof !63

bb1.i.i.i.i.i.i.i.i.i221:                         ; preds = %bb2.i.i.i.i.i.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %buf.i, i64 noundef %len.i.i.i18.i.i.i.i.i, i64 noundef %ch_len.sroa.0.0.i.i.i.i.i.i.i.i, i64 noundef 1, i64 noundef 1) #27, !noalias !919
  %count.pre.i.i.i.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !918, !noalias !919
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i"

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i": ; preds = %bb1.i.i.i.i.i.i.i.i.i221, %bb2.i.i.i.i.i.i.i.i
  %count.i.i.i.i.i.i.i.i = phi i64 [ %len.i.i.i18.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i ], [ %count.pre.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i221 ]
  %_20.i.i.i.i.i.i.i.i = load ptr, ptr %_5.sroa.4.0.buf.sroa_idx.i, align 8, !alias.scope !918, !noalias !919, !nonnull !4, !noundef !4
  %_21.i.i.i.i.i.i.i.i214 = icmp sgt i64 %count.i.i.i.i.i.i.i.i, -1
  call void @llvm.assume(i1 %_21.i.i.i.i.i.i.i.i214)
  %_8.i.i.i.i.i.i.i.i215 = getelementptr inbounds nuw i8, ptr %_20.i.i.i.i.i.i.i.i, i64 %count.i.i.i.i.i.i.i.i
  br i1 %_16.i.i.i19.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i.i.i, label %bb7.i.i.i.i.i.i.i.i.i

bb7.i.i.i.i.i.i.i.i.i:                            ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i"
  %_27.i.i.i.i.i.i.i.i.i216 = icmp samesign ult i32 %spec.select.i1016.i.i.i.i.i, 2048
  %290 = trunc i32 %spec.select.i1016.i.i.i.i.i to i8
  %_5.i.i.i.i.i.i.i.i.i = and i8 %290, 63
  %last1.i.i.i.i.i.i.i.i.i = or disjoint i8 %_5.i.i.i.i.i.i.i.i.i, -128
  %_10.i.i.i.i.i.i.i.i.i = lshr i32 %spec.select.i1016.i.i.i.i.i, 6
  %291 = trunc i32 %_10.i.i.i.i.i.i.i.i.i to i8
  %_8.i.i.i.i.i.i.i.i.i = and i8 %291, 63
  %last2.i.i.i.i.i.i.i.i.i = or disjoint i8 %_8.i.i.i.i.i.i.i.i.i, -128
  %_14.i.i.i.i.i.i.i.i.i = lshr i32 %spec.select.i1016.i.i.i.i.i, 12
  %292 = trunc i32 %_14.i.i.i.i.i.i.i.i.i to i8
  %_12.i.i.i.i.i.i.i.i.i = and i8 %292, 63
  %last3.i.i.i.i.i.i.i.i.i = or disjoint i8 %_12.i.i.i.i.i.i.i.i.i, -128
  %_18.i.i.i.i.i.i.i.i.i = lshr i32 %spec.select.i1016.i.i.i.i.i, 18
  %_16.i.i.i.i.i.i.i.i.i217 = trunc nuw nsw i32 %_18.i.i.i.i.i.i.i.i.i to i8
  %last4.i.i.i.i.i.i.i.i.i = or disjoint i8 %_16.i.i.i.i.i.i.i.i.i217, -16
  br i1 %_27.i.i.i.i.i.i.i.i.i216, label %bb1.i2.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i218

bb12.i.i.i.i.i.i.i.i.i:                           ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i"
  %293 = trunc nuw nsw i32 %spec.select.i1016.i.i.i.i.i to i8
  store i8 %293, ptr %_8.i.i.i.i.i.i.i.i215, align 1, !noalias !925
  br label %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i"

bb1.i2.i.i.i.i.i.i.i.i:                           ; preds = %bb7.i.i.i.i.i.i.i.i.i
  %294 = or disjoint i8 %291, -64
  store i8 %294, ptr %_8.i.i.i.i.i.i.i.i215, align 1, !noalias !925
  %_20.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 1
  store i8 %last1.i.i.i.i.i.i.i.i.i, ptr %_20.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  br label %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i"

bb2.i.i.i.i.i.i.i.i.i218:                         ; preds = %bb7.i.i.i.i.i.i.i.i.i
  %_28.i.i.i.i.i.i.i.i.i219 = icmp samesign ult i32 %spec.select.i1016.i.i.i.i.i, 65536
  br i1 %_28.i.i.i.i.i.i.i.i.i219, label %bb3.i.i.i.i.i.i.i.i.i220, label %bb4.i.i.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i.i220:                         ; preds = %bb2.i.i.i.i.i.i.i.i.i218
  %295 = or disjoint i8 %292, -32
  store i8 %295, ptr %_8.i.i.i.i.i.i.i.i215, align 1, !noalias !925
  %_21.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 1
  store i8 %last2.i.i.i.i.i.i.i.i.i, ptr %_21.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  %_22.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 2
  store i8 %last1.i.i.i.i.i.i.i.i.i, ptr %_22.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  br label %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i"

bb4.i.i.i.i.i.i.i.i.i:                            ; preds = %bb2.i.i.i.i.i.i.i.i.i218
  store i8 %last4.i.i.i.i.i.i.i.i.i, ptr %_8.i.i.i.i.i.i.i.i215, align 1, !noalias !925
  %_23.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 1
  store i8 %last3.i.i.i.i.i.i.i.i.i, ptr %_23.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  %_24.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 2
  store i8 %last2.i.i.i.i.i.i.i.i.i, ptr %_24.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  %_25.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i215, i64 3
  store i8 %last1.i.i.i.i.i.i.i.i.i, ptr %_25.i.i.i.i.i.i.i.i.i, align 1, !noalias !925
  br label %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i"

"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i": ; preds = %bb4.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i220, %bb1.i2.i.i.i.i.i.i.i.i, %bb12.i.i.i.i.i.i.i.i.i
  %new_len.i.i.i.i.i.i.i.i = add nuw i64 %ch_len.sroa.0.0.i.i.i.i.i.i.i.i, %len.i.i.i18.i.i.i.i.i
  store i64 %new_len.i.i.i.i.i.i.i.i, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !918, !noalias !919
  %.not.i.i.i.i.i.i = icmp eq ptr %279, %self.sroa.2.3917.i.i.i.i.i
  br i1 %.not.i.i.i.i.i.i, label %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit", label %bb17.i.i.i.i.i.i.i

"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit": ; preds = %_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back.exit.i.i.i.i.i, %"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE.exit.i.i.i.i.i"
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %rev, ptr noundef nonnull align 8 dereferenceable(24) %buf.i, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %buf.i), !noalias !888
  call void @llvm.lifetime.start.p0(ptr nonnull %upper)
  %_509 = load ptr, ptr %_470.sroa.4.0.s15.sroa_idx, align 8, !nonnull !4, !noundef !4
  %_508 = load i64, ptr %_470.sroa.6.0.s15.sroa_idx, align 8, !noundef !4
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %upper, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_509, i64 noundef %_508) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %vowels)
  %_514 = load ptr, ptr %_470.sroa.4.0.s15.sroa_idx, align 8, !nonnull !4, !noundef !4
  %_513 = load i64, ptr %_470.sroa.6.0.s15.sroa_idx, align 8, !noundef !4
  %_521 = getelementptr inbounds nuw i8, ptr %_514, i64 %_513
  %_6.i.i.not.i61.i.i = icmp samesign eq i64 %_513, 0
  br i1 %_6.i.i.not.i61.i.i, label %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit", label %bb14.i.i.lr.ph.i.i

bb14.i.i.lr.ph.i.i:                               ; preds = %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit"
  %_25.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 3
  %296 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 1
  %297 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 2
  %searcher.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 8
  %298 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 26
  %299 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 24
  %300 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 72
  %301 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 80
  %302 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 56
  %303 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 88
  %304 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 96
  %305 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 40
  %306 = getelementptr inbounds nuw i8, ptr %_17.i.i.i.i.i.i.i, i64 32
  br label %bb14.i.i.i.i

bb14.i.i.i.i:                                     ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i", %bb14.i.i.lr.ph.i.i
  %accum.sroa.0.063.i.i = phi i64 [ 0, %bb14.i.i.lr.ph.i.i ], [ %_4.0.i.i.i.i237, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i" ]
  %self.sroa.0.062.i.i = phi ptr [ %_514, %bb14.i.i.lr.ph.i.i ], [ %self.sroa.0.1616.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i" ]
  %_16.i.i.i.i.i222 = getelementptr inbounds nuw i8, ptr %self.sroa.0.062.i.i, i64 1
  %x.i.i.i.i = load i8, ptr %self.sroa.0.062.i.i, align 1, !noalias !926, !noundef !4
  %_7.i.i.i.i223 = icmp sgt i8 %x.i.i.i.i, -1
  br i1 %_7.i.i.i.i223, label %bb3.thread.i.i, label %bb4.i.i.i.i

bb4.i.i.i.i:                                      ; preds = %bb14.i.i.i.i
  %_33.i.i.i.i = and i8 %x.i.i.i.i, 31
  %init.i.i.i.i = zext nneg i8 %_33.i.i.i.i to i32
  %_6.i10.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i222, %_521
  call void @llvm.assume(i1 %_6.i10.i.i.i.i)
  %_16.i12.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.062.i.i, i64 2
  %y.i.i.i.i = load i8, ptr %_16.i.i.i.i.i222, align 1, !noalias !926, !noundef !4
  %_36.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i, 6
  %_38.i.i.i.i = and i8 %y.i.i.i.i, 63
  %_37.i.i.i.i224 = zext nneg i8 %_38.i.i.i.i to i32
  %307 = or disjoint i32 %_36.i.i.i.i, %_37.i.i.i.i224
  %_14.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i, -33
  br i1 %_14.i.i.i.i, label %bb6.i.i.i.i256, label %bb3.i.i225

bb3.thread.i.i:                                   ; preds = %bb14.i.i.i.i
  %_8.i.i.i.i = zext nneg i8 %x.i.i.i.i to i32
  br label %bb1.i.i.i.i.i.i

bb6.i.i.i.i256:                                   ; preds = %bb4.i.i.i.i
  %_6.i17.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i, %_521
  call void @llvm.assume(i1 %_6.i17.i.i.i.i)
  %_16.i19.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.062.i.i, i64 3
  %z.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i, align 1, !noalias !926, !noundef !4
  %_41.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i224, 6
  %_43.i.i.i.i257 = and i8 %z.i.i.i.i, 63
  %_42.i.i.i.i = zext nneg i8 %_43.i.i.i.i257 to i32
  %y_z.i.i.i.i = or disjoint i32 %_41.i.i.i.i, %_42.i.i.i.i
  %_21.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i, 12
  %308 = or disjoint i32 %y_z.i.i.i.i, %_21.i.i.i.i
  %_22.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i, -17
  br i1 %_22.i.i.i.i, label %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i, label %bb3.i.i225

_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i: ; preds = %bb6.i.i.i.i256
  %_6.i24.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i, %_521
  call void @llvm.assume(i1 %_6.i24.i.i.i.i)
  %_16.i26.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.062.i.i, i64 4
  %w.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i, align 1, !noalias !926, !noundef !4
  %_27.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i, 18
  %_26.i.i.i.i = and i32 %_27.i.i.i.i, 1835008
  %_46.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i, 6
  %_48.i.i.i.i = and i8 %w.i.i.i.i, 63
  %_47.i.i.i.i258 = zext nneg i8 %_48.i.i.i.i to i32
  %_28.i.i.i.i = or disjoint i32 %_46.i.i.i.i, %_47.i.i.i.i258
  %309 = or disjoint i32 %_28.i.i.i.i, %_26.i.i.i.i
  %.not.i.i259 = icmp eq i32 %309, 1114112
  br i1 %.not.i.i259, label %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit", label %bb3.i.i225

bb3.i.i225:                                       ; preds = %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i, %bb6.i.i.i.i256, %bb4.i.i.i.i
  %spec.select.i7.i.i = phi i32 [ %309, %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i ], [ %308, %bb6.i.i.i.i256 ], [ %307, %bb4.i.i.i.i ]
  %self.sroa.0.16.i.i = phi ptr [ %_16.i26.i.i.i.i, %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i ], [ %_16.i19.i.i.i.i, %bb6.i.i.i.i256 ], [ %_16.i12.i.i.i.i, %bb4.i.i.i.i ]
  %_3.i.i.i.i.i.i226 = icmp samesign ult i32 %spec.select.i7.i.i, 128
  br i1 %_3.i.i.i.i.i.i226, label %bb1.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i

bb5.i.i.i.i.i.i.i:                                ; preds = %bb3.i.i225
  call void @llvm.lifetime.start.p0(ptr nonnull %buffer.i.i.i.i.i.i), !noalias !931
  store i32 0, ptr %buffer.i.i.i.i.i.i, align 4, !noalias !931
  %_12.i.i.i.i.i.i.i227 = icmp samesign ult i32 %spec.select.i7.i.i, 2048
  %310 = trunc i32 %spec.select.i7.i.i to i8
  %_5.i.i.i.i.i.i.i.i = and i8 %310, 63
  %last1.i.i.i.i.i.i.i.i = or disjoint i8 %_5.i.i.i.i.i.i.i.i, -128
  %_10.i.i.i.i.i.i.i.i = lshr i32 %spec.select.i7.i.i, 6
  %311 = trunc i32 %_10.i.i.i.i.i.i.i.i to i8
  %_8.i.i.i.i.i.i.i.i228 = and i8 %311, 63
  %last2.i.i.i.i.i.i.i.i = or disjoint i8 %_8.i.i.i.i.i.i.i.i228, -128
  %_14.i.i.i.i.i.i.i.i229 = lshr i32 %spec.select.i7.i.i, 12
  %312 = trunc i32 %_14.i.i.i.i.i.i.i.i229 to i8
  %_12.i.i.i.i.i.i.i.i = and i8 %312, 63
  %last3.i.i.i.i.i.i.i.i = or disjoint i8 %_12.i.i.i.i.i.i.i.i, -128
  %_18.i.i.i.i.i.i.i.i230 = lshr i32 %spec.select.i7.i.i, 18
  %_16.i.i.i.i.i.i.i.i231 = trunc nuw nsw i32 %_18.i.i.i.i.i.i.i.i230 to i8
  %last4.i.i.i.i.i.i.i.i = or disjoint i8 %_16.i.i.i.i.i.i.i.i231, -16
  br i1 %_12.i.i.i.i.i.i.i227, label %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.thread.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i232

_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.thread.i.i.i.i.i.i: ; preds = %bb5.i.i.i.i.i.i.i
  %313 = or disjoint i8 %311, -64
  store i8 %313, ptr %buffer.i.i.i.i.i.i, align 4, !alias.scope !934, !noalias !931
  store i8 %last1.i.i.i.i.i.i.i.i, ptr %296, align 1, !alias.scope !934, !noalias !931
  br label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i232:                           ; preds = %bb5.i.i.i.i.i.i.i
  %_13.i.i.i.i.i.i.i = icmp samesign ult i32 %spec.select.i7.i.i, 65536
  br i1 %_13.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i254, label %bb4.i.i.i.i.i.i.i.i233

bb3.i.i.i.i.i.i.i.i254:                           ; preds = %bb2.i.i.i.i.i.i.i.i232
  %314 = or disjoint i8 %312, -32
  br label %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i.i233:                           ; preds = %bb2.i.i.i.i.i.i.i.i232
  store i8 %last1.i.i.i.i.i.i.i.i, ptr %_25.i.i.i.i.i.i.i.i, align 1, !alias.scope !934, !noalias !931
  br label %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i

_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i: ; preds = %bb4.i.i.i.i.i.i.i.i233, %bb3.i.i.i.i.i.i.i.i254
  %last4.i.i.sink.i.i.i.i.i.i = phi i8 [ %314, %bb3.i.i.i.i.i.i.i.i254 ], [ %last4.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i233 ]
  %last3.i.i.sink.i.i.i.i.i.i = phi i8 [ %last2.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i254 ], [ %last3.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i233 ]
  %last2.i.i.sink.i.i.i.i.i.i = phi i8 [ %last1.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i254 ], [ %last2.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i233 ]
  %len.sroa.0.04.i.i.i.i.i.i.i = phi i64 [ 3, %bb3.i.i.i.i.i.i.i.i254 ], [ 4, %bb4.i.i.i.i.i.i.i.i233 ]
  store i8 %last4.i.i.sink.i.i.i.i.i.i, ptr %buffer.i.i.i.i.i.i, align 4, !alias.scope !934, !noalias !931
  store i8 %last3.i.i.sink.i.i.i.i.i.i, ptr %296, align 1, !alias.scope !934, !noalias !931
  store i8 %last2.i.i.sink.i.i.i.i.i.i, ptr %297, align 2, !alias.scope !934, !noalias !931
  call void @llvm.experimental.noalias.scope.decl(metadata !937)
  %_0.i1.i.i.i.i.i.i.i.i.i.i.i = add nsw i64 %len.sroa.0.04.i.i.i.i.i.i.i, -1
  %315 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i
  %_4.i.i3.i.i.i.i.i.i.i.i.i = load i8, ptr %315, align 1, !alias.scope !940, !noalias !943, !noundef !4
  %_0.i.not.i.not.i.i.i.i.i.i.i.i.i = icmp eq i8 %_4.i.i3.i.i.i.i.i.i.i.i.i, %last4.i.i.sink.i.i.i.i.i.i
  br i1 %_0.i.not.i.not.i.i.i.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i234.1, label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i.i.i234.1:                       ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i
  %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.1 = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i, 0
  br i1 %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.1, label %bb11.i.i.i.i.i.i.i239, label %bb3.i.i.i.i.i.i.i.i.i235.1

bb3.i.i.i.i.i.i.i.i.i235.1:                       ; preds = %bb1.i.i.i.i.i.i.i.i.i234.1
  %_0.i1.i.i.i.i.i.i.i.i.i.i.i.1 = add nsw i64 %len.sroa.0.04.i.i.i.i.i.i.i, -2
  %316 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.1
  %_4.i.i3.i.i.i.i.i.i.i.i.i.1 = load i8, ptr %316, align 1, !alias.scope !940, !noalias !943, !noundef !4
  %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.1 = icmp eq i8 %_4.i.i3.i.i.i.i.i.i.i.i.i.1, %last4.i.i.sink.i.i.i.i.i.i
  br i1 %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.1, label %bb1.i.i.i.i.i.i.i.i.i234.2, label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i.i.i234.2:                       ; preds = %bb3.i.i.i.i.i.i.i.i.i235.1
  %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.2 = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.1, 0
  br i1 %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.2, label %bb11.i.i.i.i.i.i.i239, label %bb3.i.i.i.i.i.i.i.i.i235.2

bb3.i.i.i.i.i.i.i.i.i235.2:                       ; preds = %bb1.i.i.i.i.i.i.i.i.i234.2
  %_0.i1.i.i.i.i.i.i.i.i.i.i.i.2 = add nsw i64 %len.sroa.0.04.i.i.i.i.i.i.i, -3
  %317 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.2
  %_4.i.i3.i.i.i.i.i.i.i.i.i.2 = load i8, ptr %317, align 1, !alias.scope !940, !noalias !943, !noundef !4
  %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.2 = icmp eq i8 %_4.i.i3.i.i.i.i.i.i.i.i.i.2, %last4.i.i.sink.i.i.i.i.i.i
  br i1 %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.2, label %bb1.i.i.i.i.i.i.i.i.i234.3, label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i.i.i234.3:                       ; preds = %bb3.i.i.i.i.i.i.i.i.i235.2
  %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.3 = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.2, 0
  br i1 %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.3, label %bb11.i.i.i.i.i.i.i239, label %bb3.i.i.i.i.i.i.i.i.i235.3

bb3.i.i.i.i.i.i.i.i.i235.3:                       ; preds = %bb1.i.i.i.i.i.i.i.i.i234.3
  %_0.i1.i.i.i.i.i.i.i.i.i.i.i.3 = add nsw i64 %len.sroa.0.04.i.i.i.i.i.i.i, -4
  %318 = getelementptr inbounds nuw i8, ptr %buffer.i.i.i.i.i.i, i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.3
  %_4.i.i3.i.i.i.i.i.i.i.i.i.3 = load i8, ptr %318, align 1, !alias.scope !940, !noalias !943, !noundef !4
  %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.3 = icmp eq i8 %_4.i.i3.i.i.i.i.i.i.i.i.i.3, %last4.i.i.sink.i.i.i.i.i.i
  %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.4 = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i.3, 0
  %or.cond = and i1 %_0.i.not.i.not.i.i.i.i.i.i.i.i.i.3, %_0.i.i.i.i.not.i.i.i.i.i.i.i.i.4
  br i1 %or.cond, label %bb11.i.i.i.i.i.i.i239, label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb3.lr.ph.i.i.i.i.i.i.i.i.i:                      ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i235.1, %bb3.i.i.i.i.i.i.i.i.i235.2, %bb3.i.i.i.i.i.i.i.i.i235.3, %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.thread.i.i.i.i.i.i
  %len.sroa.0.04.i7.i.i.i.i.i.i = phi i64 [ 2, %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.thread.i.i.i.i.i.i ], [ %len.sroa.0.04.i.i.i.i.i.i.i, %_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw.exit.i.i.i.i.i.i ], [ %len.sroa.0.04.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i235.3 ], [ %len.sroa.0.04.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i235.2 ], [ %len.sroa.0.04.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i235.1 ]
  br label %bb1.i.i.i.i.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i.i.i.i.i:                        ; preds = %bb1.i.i.i.i.i.i.i.i.i.i.i, %bb3.lr.ph.i.i.i.i.i.i.i.i.i
  %new_len.i711.i.i.i.i.i.i.i.i.i = phi i64 [ 10, %bb3.lr.ph.i.i.i.i.i.i.i.i.i ], [ %new_len.i.i.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i.i.i ]
  %_28.i810.i.i.i.i.i.i.i.i.i = phi ptr [ @alloc_cfc5b63c36009c9674778c9b7fcc6743, %bb3.lr.ph.i.i.i.i.i.i.i.i.i ], [ %_28.i.i.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i.i.i ]
  %bcmp.i.i.i.i.i.i.i.i.i.i.i = call i32 @bcmp(ptr noundef nonnull readonly align 1 dereferenceable(1) %_28.i810.i.i.i.i.i.i.i.i.i, ptr noundef nonnull readonly align 1 dereferenceable(1) %buffer.i.i.i.i.i.i, i64 range(i64 2, 5) %len.sroa.0.04.i7.i.i.i.i.i.i), !noalias !952
  %319 = icmp eq i32 %bcmp.i.i.i.i.i.i.i.i.i.i.i, 0
  %_28.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_28.i810.i.i.i.i.i.i.i.i.i, i64 1
  %new_len.i.i.i.i.i.i.i.i.i.i = add nsw i64 %new_len.i711.i.i.i.i.i.i.i.i.i, -1
  %_2.i.not.i.i.i.i.i.i.i.i.i = icmp samesign ugt i64 %len.sroa.0.04.i7.i.i.i.i.i.i, %new_len.i.i.i.i.i.i.i.i.i.i
  %or.cond.i.i.i.i.i.i.i.i = select i1 %319, i1 true, i1 %_2.i.not.i.i.i.i.i.i.i.i.i
  br i1 %or.cond.i.i.i.i.i.i.i.i, label %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i.i.i

bb11.i.i.i.i.i.i.i239:                            ; preds = %bb3.i.i.i.i.i.i.i.i.i235.3, %bb1.i.i.i.i.i.i.i.i.i234.3, %bb1.i.i.i.i.i.i.i.i.i234.2, %bb1.i.i.i.i.i.i.i.i.i234.1
  call void @llvm.lifetime.start.p0(ptr nonnull %_17.i.i.i.i.i.i.i), !noalias !960
; call <core::str::pattern::StrSearcher>::new
  call void @_RNvMsu_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcher3new(ptr noalias noundef nonnull sret([104 x i8]) align 8 captures(none) dereferenceable(104) %_17.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_cfc5b63c36009c9674778c9b7fcc6743, i64 noundef 10, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %buffer.i.i.i.i.i.i, i64 noundef range(i64 1, 5) %len.sroa.0.04.i.i.i.i.i.i.i) #27, !noalias !931
  call void @llvm.experimental.noalias.scope.decl(metadata !961)
  %_2.i.i.i.i.i.i.i.i = load i64, ptr %_17.i.i.i.i.i.i.i, align 8, !range !549, !alias.scope !961, !noalias !964, !noundef !4
  %320 = trunc nuw i64 %_2.i.i.i.i.i.i.i.i to i1
  br i1 %320, label %bb2.i.i2.i.i.i.i.i.i, label %bb3.preheader.i.i.i.i.i.i.i.i

bb3.preheader.i.i.i.i.i.i.i.i:                    ; preds = %bb11.i.i.i.i.i.i.i239
  %321 = load i8, ptr %298, align 2, !range !14, !alias.scope !966, !noalias !969, !noundef !4
  %_4.i.i.i.i.i.i.i.i.i240 = trunc nuw i8 %321 to i1
  br i1 %_4.i.i.i.i.i.i.i.i.i240, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb5.i.lr.ph.i.i.i.i.i.i.i.i

bb5.i.lr.ph.i.i.i.i.i.i.i.i:                      ; preds = %bb3.preheader.i.i.i.i.i.i.i.i
  %.promoted.i.i.i.i.i.i.i.i = load i64, ptr %searcher.i.i.i.i.i.i.i.i, align 8, !alias.scope !961, !noalias !964
  %self.0.i.i.i.i.i.i.i.i.i = load ptr, ptr %300, align 8, !alias.scope !966, !noalias !969, !nonnull !4, !align !19, !noundef !4
  %self.1.i.i.i.i.i.i.i.i.i = load i64, ptr %301, align 8, !alias.scope !966, !noalias !969, !noundef !4
  %.promoted29.i.i.i.i.i.i.i.i = load i8, ptr %299, align 8, !alias.scope !966, !noalias !969
  %is_match.i.i.peel.i.i.i.i.i.i.i = trunc nuw i8 %.promoted29.i.i.i.i.i.i.i.i to i1
  %322 = icmp eq i64 %.promoted.i.i.i.i.i.i.i.i, 0
  br i1 %322, label %bb19.i.i.peel.i.i.i.i.i.i.i, label %bb5.i.i.i.peel.i.i.i.i.i.i.i

bb5.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb5.i.lr.ph.i.i.i.i.i.i.i.i
  %_8.not.i.i.i.peel.i.i.i.i.i.i.i = icmp ult i64 %.promoted.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %_8.not.i.i.i.peel.i.i.i.i.i.i.i, label %bb9.i.i.i.peel.i.i.i.i.i.i.i, label %bb6.i.i.i.peel.i.i.i.i.i.i.i

bb6.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb5.i.i.i.peel.i.i.i.i.i.i.i
  %323 = icmp eq i64 %.promoted.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %323, label %bb19.i.i.peel.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i.i

bb9.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb5.i.i.i.peel.i.i.i.i.i.i.i
  %324 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i.i, i64 %.promoted.i.i.i.i.i.i.i.i
  %self1.i.i.i.peel.i.i.i.i.i.i.i = load i8, ptr %324, align 1, !alias.scope !971, !noalias !974, !noundef !4
  %325 = icmp sgt i8 %self1.i.i.i.peel.i.i.i.i.i.i.i, -65
  br i1 %325, label %bb19.i.i.peel.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i.i

bb19.i.i.peel.i.i.i.i.i.i.i:                      ; preds = %bb9.i.i.i.peel.i.i.i.i.i.i.i, %bb6.i.i.i.peel.i.i.i.i.i.i.i, %bb5.i.lr.ph.i.i.i.i.i.i.i.i
  %data.i.i.i.peel.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i.i, i64 %.promoted.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign eq i64 %.promoted.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %_6.i.i.i.i.peel.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb14.i.i.i.peel.i.i.i.i.i.i.i

bb14.i.i.i.peel.i.i.i.i.i.i.i:                    ; preds = %bb19.i.i.peel.i.i.i.i.i.i.i
  %x.i.i.i.peel.i.i.i.i.i.i.i = load i8, ptr %data.i.i.i.peel.i.i.i.i.i.i.i, align 1, !noalias !976, !noundef !4
  %_7.i.i.i.peel.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.peel.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.peel.i.i.i.i.i.i.i, label %bb3.i.i.i.peel.i.i.i.i.i.i.i, label %bb4.i.i.i.peel.i.i.i.i.i.i.i

bb4.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb14.i.i.i.peel.i.i.i.i.i.i.i
  %_16.i.i.i.i.peel.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %data.i.i.i.peel.i.i.i.i.i.i.i, i64 1
  %_33.i.i.i.peel.i.i.i.i.i.i.i = and i8 %x.i.i.i.peel.i.i.i.i.i.i.i, 31
  %init.i.i.i.peel.i.i.i.i.i.i.i = zext nneg i8 %_33.i.i.i.peel.i.i.i.i.i.i.i to i32
  %326 = add nuw nsw i64 %.promoted.i.i.i.i.i.i.i.i, 1
  %_6.i10.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign ne i64 %326, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i10.i.i.i.peel.i.i.i.i.i.i.i)
  %y.i.i.i.peel.i.i.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.peel.i.i.i.i.i.i.i, align 1, !noalias !976, !noundef !4
  %_36.i.i.i.peel.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.peel.i.i.i.i.i.i.i, 6
  %_38.i.i.i.peel.i.i.i.i.i.i.i = and i8 %y.i.i.i.peel.i.i.i.i.i.i.i, 63
  %_37.i.i.i.peel.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.peel.i.i.i.i.i.i.i to i32
  %327 = or disjoint i32 %_36.i.i.i.peel.i.i.i.i.i.i.i, %_37.i.i.i.peel.i.i.i.i.i.i.i
  %_14.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.peel.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.peel.i.i.i.i.i.i.i, label %bb6.i17.i.i.peel.i.i.i.i.i.i.i, label %bb22.i.i.peel.i.i.i.i.i.i.i

bb6.i17.i.i.peel.i.i.i.i.i.i.i:                   ; preds = %bb4.i.i.i.peel.i.i.i.i.i.i.i
  %_16.i12.i.i.i.peel.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %data.i.i.i.peel.i.i.i.i.i.i.i, i64 2
  %328 = add nuw nsw i64 %.promoted.i.i.i.i.i.i.i.i, 2
  %_6.i17.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign ne i64 %328, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i17.i.i.i.peel.i.i.i.i.i.i.i)
  %z.i.i.i.peel.i.i.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.peel.i.i.i.i.i.i.i, align 1, !noalias !976, !noundef !4
  %_41.i.i.i.peel.i.i.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.peel.i.i.i.i.i.i.i, 6
  %_43.i.i.i.peel.i.i.i.i.i.i.i = and i8 %z.i.i.i.peel.i.i.i.i.i.i.i, 63
  %_42.i.i.i.peel.i.i.i.i.i.i.i = zext nneg i8 %_43.i.i.i.peel.i.i.i.i.i.i.i to i32
  %y_z.i.i.i.peel.i.i.i.i.i.i.i = or disjoint i32 %_41.i.i.i.peel.i.i.i.i.i.i.i, %_42.i.i.i.peel.i.i.i.i.i.i.i
  %_21.i.i.i.peel.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.peel.i.i.i.i.i.i.i, 12
  %329 = or disjoint i32 %y_z.i.i.i.peel.i.i.i.i.i.i.i, %_21.i.i.i.peel.i.i.i.i.i.i.i
  %_22.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.peel.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.peel.i.i.i.i.i.i.i, label %bb8.i.i.i.peel.i.i.i.i.i.i.i, label %bb22.i.i.peel.i.i.i.i.i.i.i

bb8.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb6.i17.i.i.peel.i.i.i.i.i.i.i
  %_16.i19.i.i.i.peel.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %data.i.i.i.peel.i.i.i.i.i.i.i, i64 3
  %330 = add nuw nsw i64 %.promoted.i.i.i.i.i.i.i.i, 3
  %_6.i24.i.i.i.peel.i.i.i.i.i.i.i = icmp samesign ne i64 %330, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i24.i.i.i.peel.i.i.i.i.i.i.i)
  %w.i.i.i.peel.i.i.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.peel.i.i.i.i.i.i.i, align 1, !noalias !976, !noundef !4
  %_27.i.i.i.peel.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.peel.i.i.i.i.i.i.i, 18
  %_26.i.i.i.peel.i.i.i.i.i.i.i = and i32 %_27.i.i.i.peel.i.i.i.i.i.i.i, 1835008
  %_46.i.i.i.peel.i.i.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.peel.i.i.i.i.i.i.i, 6
  %_48.i.i.i.peel.i.i.i.i.i.i.i = and i8 %w.i.i.i.peel.i.i.i.i.i.i.i, 63
  %_47.i.i.i.peel.i.i.i.i.i.i.i = zext nneg i8 %_48.i.i.i.peel.i.i.i.i.i.i.i to i32
  %_28.i.i.i3.peel.i.i.i.i.i.i.i = or disjoint i32 %_46.i.i.i.peel.i.i.i.i.i.i.i, %_47.i.i.i.peel.i.i.i.i.i.i.i
  %331 = or disjoint i32 %_28.i.i.i3.peel.i.i.i.i.i.i.i, %_26.i.i.i.peel.i.i.i.i.i.i.i
  br label %bb22.i.i.peel.i.i.i.i.i.i.i

bb3.i.i.i.peel.i.i.i.i.i.i.i:                     ; preds = %bb14.i.i.i.peel.i.i.i.i.i.i.i
  %_8.i.i.i.peel.i.i.i.i.i.i.i = zext nneg i8 %x.i.i.i.peel.i.i.i.i.i.i.i to i32
  br label %bb22.i.i.peel.i.i.i.i.i.i.i

bb22.i.i.peel.i.i.i.i.i.i.i:                      ; preds = %bb3.i.i.i.peel.i.i.i.i.i.i.i, %bb8.i.i.i.peel.i.i.i.i.i.i.i, %bb6.i17.i.i.peel.i.i.i.i.i.i.i, %bb4.i.i.i.peel.i.i.i.i.i.i.i
  %_0.sroa.4.0.i.ph.i.i.peel.i.i.i.i.i.i.i = phi i32 [ %329, %bb6.i17.i.i.peel.i.i.i.i.i.i.i ], [ %331, %bb8.i.i.i.peel.i.i.i.i.i.i.i ], [ %327, %bb4.i.i.i.peel.i.i.i.i.i.i.i ], [ %_8.i.i.i.peel.i.i.i.i.i.i.i, %bb3.i.i.i.peel.i.i.i.i.i.i.i ]
  %332 = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.peel.i.i.i.i.i.i.i, 1114112
  call void @llvm.assume(i1 %332)
  br i1 %is_match.i.i.peel.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb39.i.i.peel.i.i.i.i.i.i.i

bb39.i.i.peel.i.i.i.i.i.i.i:                      ; preds = %bb22.i.i.peel.i.i.i.i.i.i.i
  %_61.i.i.peel.i.i.i.i.i.i.i = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.peel.i.i.i.i.i.i.i, 128
  br i1 %_61.i.i.peel.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i241, label %bb26.i.i.peel.i.i.i.i.i.i.i

bb26.i.i.peel.i.i.i.i.i.i.i:                      ; preds = %bb39.i.i.peel.i.i.i.i.i.i.i
  %_62.i.i.peel.i.i.i.i.i.i.i = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.peel.i.i.i.i.i.i.i, 2048
  br i1 %_62.i.i.peel.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i241, label %bb27.i.i.peel.i.i.i.i.i.i.i

bb27.i.i.peel.i.i.i.i.i.i.i:                      ; preds = %bb26.i.i.peel.i.i.i.i.i.i.i
  %_63.i.i.peel.i.i.i.i.i.i.i = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.peel.i.i.i.i.i.i.i, 65536
  %..i.i.peel.i.i.i.i.i.i.i = select i1 %_63.i.i.peel.i.i.i.i.i.i.i, i64 3, i64 4
  br label %bb5.i.i.i.i.i.i.i.i.i241

bb2.i.i2.i.i.i.i.i.i:                             ; preds = %bb11.i.i.i.i.i.i.i239
  %_10.i.i3.i.i.i.i.i.i = load i64, ptr %302, align 8, !alias.scope !961, !noalias !964, !noundef !4
  %333 = icmp eq i64 %_10.i.i3.i.i.i.i.i.i, -1
  %self.0.i.i.i.i.i.i.i.i = load ptr, ptr %300, align 8, !alias.scope !961, !noalias !964, !nonnull !4, !align !19, !noundef !4
  %self.1.i.i.i.i.i.i.i.i = load i64, ptr %301, align 8, !alias.scope !961, !noalias !964, !noundef !4
  %self.01.i.i.i.i.i.i.i.i = load ptr, ptr %303, align 8, !alias.scope !961, !noalias !964, !nonnull !4, !align !19, !noundef !4
  %self.12.i.i.i.i.i.i.i.i = load i64, ptr %304, align 8, !alias.scope !961, !noalias !964, !noundef !4
  %needle_last.i10.i.i.i.i.i.i.i = add nsw i64 %self.12.i.i.i.i.i.i.i.i, -1
  br i1 %333, label %bb8.i.i.i.i.i.i.i.i253, label %bb9.i4.i.i.i.i.i.i.i

bb5.i.i.i.i.i.i.i.i.i241:                         ; preds = %bb27.i.i.peel.i.i.i.i.i.i.i, %bb26.i.i.peel.i.i.i.i.i.i.i, %bb39.i.i.peel.i.i.i.i.i.i.i
  %_14.sroa.0.0.i.i.peel.i.i.i.i.i.i.i = phi i64 [ 2, %bb26.i.i.peel.i.i.i.i.i.i.i ], [ %..i.i.peel.i.i.i.i.i.i.i, %bb27.i.i.peel.i.i.i.i.i.i.i ], [ 1, %bb39.i.i.peel.i.i.i.i.i.i.i ]
  %334 = add i64 %_14.sroa.0.0.i.i.peel.i.i.i.i.i.i.i, %.promoted.i.i.i.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !979)
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %bb19.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i.i

bb5.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i241
  %_8.not.i.i.i.i.i.i.i.i.i.i = icmp ult i64 %334, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %_8.not.i.i.i.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i.i.i.i242

bb6.i.i.i.i.i.i.i.i.i.i242:                       ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %336 = icmp eq i64 %334, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %336, label %bb19.i.i.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i.i

bb9.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %337 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i.i, i64 %334
  %self1.i.i.i.i.i.i.i.i.i.i = load i8, ptr %337, align 1, !alias.scope !971, !noalias !980, !noundef !4
  %338 = icmp sgt i8 %self1.i.i.i.i.i.i.i.i.i.i, -65
  br i1 %338, label %bb19.i.i.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i.i

bb19.i.i.i.i.i.i.i.i.i:                           ; preds = %bb9.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i242, %bb5.i.i.i.i.i.i.i.i.i241
  %_6.i.i.i.i.i.i.i.i.i.i.i = icmp samesign eq i64 %334, %self.1.i.i.i.i.i.i.i.i.i
  br i1 %_6.i.i.i.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb14.i.i.i.i.i.i.i.i.i.i

bb14.i.i.i.i.i.i.i.i.i.i:                         ; preds = %bb19.i.i.i.i.i.i.i.i.i
  %data.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i.i, i64 %334
  %x.i.i.i.i.i.i.i.i.i.i = load i8, ptr %data.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !981, !noundef !4
  %_7.i.i.i.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i.i.i243

bb4.i.i.i.i.i.i.i.i.i.i243:                       ; preds = %bb14.i.i.i.i.i.i.i.i.i.i
  %339 = add nuw nsw i64 %334, 1
  %_6.i10.i.i.i.i.i.i.i.i.i.i = icmp samesign ne i64 %339, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i10.i.i.i.i.i.i.i.i.i.i)
  %_14.i.i.i.i.i.i.i.i.i.i244 = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i.i.i.i.i.i244, label %bb6.i17.i.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb6.i17.i.i.i.i.i.i.i.i.i:                        ; preds = %bb4.i.i.i.i.i.i.i.i.i.i243
  %340 = add nuw nsw i64 %334, 2
  %_6.i17.i.i.i.i.i.i.i.i.i.i = icmp samesign ne i64 %340, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i17.i.i.i.i.i.i.i.i.i.i)
  %_22.i.i.i.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb6.i17.i.i.i.i.i.i.i.i.i
  %341 = add nuw nsw i64 %334, 3
  %_6.i24.i.i.i.i.i.i.i.i.i.i = icmp samesign ne i64 %341, %self.1.i.i.i.i.i.i.i.i.i
  call void @llvm.assume(i1 %_6.i24.i.i.i.i.i.i.i.i.i.i)
  br label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb18.i.i.i.i.i.i.i.i.i:                           ; preds = %bb9.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i242, %bb9.i.i.i.peel.i.i.i.i.i.i.i, %bb6.i.i.i.peel.i.i.i.i.i.i.i
  %.lcssa168.i.i.i.i.i.i.i = phi i64 [ %.promoted.i.i.i.i.i.i.i.i, %bb6.i.i.i.peel.i.i.i.i.i.i.i ], [ %.promoted.i.i.i.i.i.i.i.i, %bb9.i.i.i.peel.i.i.i.i.i.i.i ], [ %334, %bb6.i.i.i.i.i.i.i.i.i.i242 ], [ %334, %bb9.i.i.i.i.i.i.i.i.i.i ]
; call core::str::slice_error_fail
  call void @_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self.0.i.i.i.i.i.i.i.i.i, i64 noundef %self.1.i.i.i.i.i.i.i.i.i, i64 noundef %.lcssa168.i.i.i.i.i.i.i, i64 noundef %self.1.i.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_728ddcd62301dfac9d0dba12540eed69) #28, !noalias !980
  unreachable

bb8.i.i.i.i.i.i.i.i253:                           ; preds = %bb2.i.i2.i.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !982)
  call void @llvm.experimental.noalias.scope.decl(metadata !985)
  call void @llvm.experimental.noalias.scope.decl(metadata !987)
  %.promoted.i11.i.i.i.i.i.i.i = load i64, ptr %305, align 8, !alias.scope !982, !noalias !989
  %index24.i12.i.i.i.i.i.i.i = add i64 %.promoted.i11.i.i.i.i.i.i.i, %needle_last.i10.i.i.i.i.i.i.i
  %_5325.i13.i.i.i.i.i.i.i = icmp ult i64 %index24.i12.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_5325.i13.i.i.i.i.i.i.i, label %bb39.lr.ph.i16.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb39.lr.ph.i16.i.i.i.i.i.i.i:                     ; preds = %bb8.i.i.i.i.i.i.i.i253
  %_58.i17.i.i.i.i.i.i.i = load i64, ptr %306, align 8, !alias.scope !982, !noalias !989, !noundef !4
  %v1.i18.i.i.i.i.i.i.i = load i64, ptr %searcher.i.i.i.i.i.i.i.i, align 8, !alias.scope !982, !noalias !989
  %_48.i19.i.i.i.i.i.i.i = load i64, ptr %299, align 8, !alias.scope !982, !noalias !989
  %342 = add i64 %v1.i18.i.i.i.i.i.i.i, -1
  %_43.i40.first_iter.i.i.i.i.i.i.i = icmp ult i64 %342, %self.12.i.i.i.i.i.i.i.i
  br label %bb39.i21.i.i.i.i.i.i.i

bb39.i21.i.i.i.i.i.i.i:                           ; preds = %bb37.i.i.i.i.i.i.i.i, %bb39.lr.ph.i16.i.i.i.i.i.i.i
  %343 = phi i64 [ %.promoted.i11.i.i.i.i.i.i.i, %bb39.lr.ph.i16.i.i.i.i.i.i.i ], [ %348, %bb37.i.i.i.i.i.i.i.i ]
  %index26.i23.i.i.i.i.i.i.i = phi i64 [ %index24.i12.i.i.i.i.i.i.i, %bb39.lr.ph.i16.i.i.i.i.i.i.i ], [ %index.i51.i.i.i.i.i.i.i, %bb37.i.i.i.i.i.i.i.i ]
  %_55.i24.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %index26.i23.i.i.i.i.i.i.i
  %tail_byte.i25.i.i.i.i.i.i.i = load i8, ptr %_55.i24.i.i.i.i.i.i.i, align 1, !alias.scope !985, !noalias !991, !noundef !4
  %_60.i26.i.i.i.i.i.i.i = and i8 %tail_byte.i25.i.i.i.i.i.i.i, 63
  %_59.i27.i.i.i.i.i.i.i = zext nneg i8 %_60.i26.i.i.i.i.i.i.i to i64
  %344 = shl nuw i64 1, %_59.i27.i.i.i.i.i.i.i
  %345 = and i64 %344, %_58.i17.i.i.i.i.i.i.i
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %bb10.i66.i.i.i.i.i.i.i, label %bb16.i30.i.i.i.i.i.i.i

bb10.i66.i.i.i.i.i.i.i:                           ; preds = %bb39.i21.i.i.i.i.i.i.i
  %347 = add i64 %343, %self.12.i.i.i.i.i.i.i.i
  br label %bb37.i.i.i.i.i.i.i.i

bb37.i.i.i.i.i.i.i.i:                             ; preds = %bb19.i63.i.i.i.i.i.i.i, %bb29.i50.i.i.i.i.i.i.i, %bb10.i66.i.i.i.i.i.i.i
  %348 = phi i64 [ %355, %bb19.i63.i.i.i.i.i.i.i ], [ %347, %bb10.i66.i.i.i.i.i.i.i ], [ %351, %bb29.i50.i.i.i.i.i.i.i ]
  %index.i51.i.i.i.i.i.i.i = add i64 %348, %needle_last.i10.i.i.i.i.i.i.i
  %_53.i52.i.i.i.i.i.i.i = icmp ult i64 %index.i51.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_53.i52.i.i.i.i.i.i.i, label %bb39.i21.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb16.i30.i.i.i.i.i.i.i:                           ; preds = %bb39.i21.i.i.i.i.i.i.i, %bb18.i58.i.i.i.i.i.i.i
  %iter.sroa.0.0.i31.i.i.i.i.i.i.i = phi i64 [ %_65.i59.i.i.i.i.i.i.i, %bb18.i58.i.i.i.i.i.i.i ], [ %v1.i18.i.i.i.i.i.i.i, %bb39.i21.i.i.i.i.i.i.i ]
  %_61.i32.i.i.i.i.i.i.i = icmp ult i64 %iter.sroa.0.0.i31.i.i.i.i.i.i.i, %self.12.i.i.i.i.i.i.i.i
  br i1 %_61.i32.i.i.i.i.i.i.i, label %bb42.i53.i.i.i.i.i.i.i, label %bb26.i34.i.i.i.i.i.i.i

bb42.i53.i.i.i.i.i.i.i:                           ; preds = %bb16.i30.i.i.i.i.i.i.i
  %_28.i54.i.i.i.i.i.i.i = add i64 %iter.sroa.0.0.i31.i.i.i.i.i.i.i, %343
  %_30.i55.i.i.i.i.i.i.i = icmp ult i64 %_28.i54.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_30.i55.i.i.i.i.i.i.i, label %bb18.i58.i.i.i.i.i.i.i, label %panic8.i56.i.i.i.i.i.i.i

bb26.i34.i.i.i.i.i.i.i:                           ; preds = %bb16.i30.i.i.i.i.i.i.i, %bb28.i46.i.i.i.i.i.i.i
  %iter3.sroa.2.0.i35.i.i.i.i.i.i.i = phi i64 [ %_73.i39.i.i.i.i.i.i.i, %bb28.i46.i.i.i.i.i.i.i ], [ %v1.i18.i.i.i.i.i.i.i, %bb16.i30.i.i.i.i.i.i.i ]
  %_70.i36.not.i.i.i.i.i.i.i = icmp eq i64 %iter3.sroa.2.0.i35.i.i.i.i.i.i.i, 0
  br i1 %_70.i36.not.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i, label %bb46.i38.i.i.i.i.i.i.i

bb46.i38.i.i.i.i.i.i.i:                           ; preds = %bb26.i34.i.i.i.i.i.i.i
  %_73.i39.i.i.i.i.i.i.i = add i64 %iter3.sroa.2.0.i35.i.i.i.i.i.i.i, -1
  br i1 %_43.i40.first_iter.i.i.i.i.i.i.i, label %bb27.i42.i.i.i.i.i.i.i, label %panic.i41.i.i.i.i.i.i.i

bb27.i42.i.i.i.i.i.i.i:                           ; preds = %bb46.i38.i.i.i.i.i.i.i
  %_45.i43.i.i.i.i.i.i.i = add i64 %_73.i39.i.i.i.i.i.i.i, %343
  %_47.i44.i.i.i.i.i.i.i = icmp ult i64 %_45.i43.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_47.i44.i.i.i.i.i.i.i, label %bb28.i46.i.i.i.i.i.i.i, label %panic5.i45.i.i.i.i.i.i.i

panic.i41.i.i.i.i.i.i.i:                          ; preds = %bb46.i38.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_73.i39.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.12.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_35bbbe17e332dc00fe151e3a4a9b0b1c) #28, !noalias !992
  unreachable

bb28.i46.i.i.i.i.i.i.i:                           ; preds = %bb27.i42.i.i.i.i.i.i.i
  %349 = getelementptr inbounds nuw i8, ptr %self.01.i.i.i.i.i.i.i.i, i64 %_73.i39.i.i.i.i.i.i.i
  %_42.i47.i.i.i.i.i.i.i = load i8, ptr %349, align 1, !alias.scope !987, !noalias !993, !noundef !4
  %350 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %_45.i43.i.i.i.i.i.i.i
  %_44.i48.i.i.i.i.i.i.i = load i8, ptr %350, align 1, !alias.scope !985, !noalias !991, !noundef !4
  %_41.not.i49.i.i.i.i.i.i.i = icmp eq i8 %_42.i47.i.i.i.i.i.i.i, %_44.i48.i.i.i.i.i.i.i
  br i1 %_41.not.i49.i.i.i.i.i.i.i, label %bb26.i34.i.i.i.i.i.i.i, label %bb29.i50.i.i.i.i.i.i.i

panic5.i45.i.i.i.i.i.i.i:                         ; preds = %bb27.i42.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_45.i43.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_018bb9c20f5624569cdcce403f7a27f6) #28, !noalias !992
  unreachable

bb29.i50.i.i.i.i.i.i.i:                           ; preds = %bb28.i46.i.i.i.i.i.i.i
  %351 = add i64 %343, %_48.i19.i.i.i.i.i.i.i
  br label %bb37.i.i.i.i.i.i.i.i

bb18.i58.i.i.i.i.i.i.i:                           ; preds = %bb42.i53.i.i.i.i.i.i.i
  %_65.i59.i.i.i.i.i.i.i = add nuw nsw i64 %iter.sroa.0.0.i31.i.i.i.i.i.i.i, 1
  %352 = getelementptr inbounds nuw i8, ptr %self.01.i.i.i.i.i.i.i.i, i64 %iter.sroa.0.0.i31.i.i.i.i.i.i.i
  %_25.i60.i.i.i.i.i.i.i = load i8, ptr %352, align 1, !alias.scope !987, !noalias !993, !noundef !4
  %353 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %_28.i54.i.i.i.i.i.i.i
  %_27.i61.i.i.i.i.i.i.i = load i8, ptr %353, align 1, !alias.scope !985, !noalias !991, !noundef !4
  %_24.not.i62.i.i.i.i.i.i.i = icmp eq i8 %_25.i60.i.i.i.i.i.i.i, %_27.i61.i.i.i.i.i.i.i
  br i1 %_24.not.i62.i.i.i.i.i.i.i, label %bb16.i30.i.i.i.i.i.i.i, label %bb19.i63.i.i.i.i.i.i.i

panic8.i56.i.i.i.i.i.i.i:                         ; preds = %bb42.i53.i.i.i.i.i.i.i
  %354 = add i64 %343, %v1.i18.i.i.i.i.i.i.i
  %umax.i57.i.i.i.i.i.i.i = call i64 @llvm.umax.i64(i64 range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, i64 %354)
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i57.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f833bd06996ad35a138063a4713a5c75) #28, !noalias !992
  unreachable

bb19.i63.i.i.i.i.i.i.i:                           ; preds = %bb18.i58.i.i.i.i.i.i.i
  %reass.sub612 = sub i64 %343, %v1.i18.i.i.i.i.i.i.i
  %_31.i65.i.i.i.i.i.i.i = add i64 %reass.sub612, 1
  %355 = add i64 %_31.i65.i.i.i.i.i.i.i, %iter.sroa.0.0.i31.i.i.i.i.i.i.i
  br label %bb37.i.i.i.i.i.i.i.i

bb9.i4.i.i.i.i.i.i.i:                             ; preds = %bb2.i.i2.i.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !994)
  call void @llvm.experimental.noalias.scope.decl(metadata !997)
  call void @llvm.experimental.noalias.scope.decl(metadata !999)
  %.promoted.i5.i.i.i.i.i.i.i = load i64, ptr %305, align 8, !alias.scope !994, !noalias !1001
  %index24.i.i.i.i.i.i.i.i = add i64 %.promoted.i5.i.i.i.i.i.i.i, %needle_last.i10.i.i.i.i.i.i.i
  %_5325.i.i.i.i.i.i.i.i = icmp ult i64 %index24.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_5325.i.i.i.i.i.i.i.i, label %bb39.lr.ph.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb39.lr.ph.i.i.i.i.i.i.i.i:                       ; preds = %bb9.i4.i.i.i.i.i.i.i
  %_58.i.i.i.i.i.i.i.i = load i64, ptr %306, align 8, !alias.scope !994, !noalias !1001, !noundef !4
  %v1.i.i.i.i.i.i.i.i = load i64, ptr %searcher.i.i.i.i.i.i.i.i, align 8, !alias.scope !994, !noalias !1001
  %_48.i.i.i.i.i.i.i.i246 = load i64, ptr %299, align 8, !alias.scope !994, !noalias !1001
  %356 = sub i64 %self.12.i.i.i.i.i.i.i.i, %_48.i.i.i.i.i.i.i.i246
  br label %bb39.i.i.i.i.i.i.i.i

bb39.i.i.i.i.i.i.i.i:                             ; preds = %bb37.sink.split.i.i.i.i.i.i.i.i, %bb39.lr.ph.i.i.i.i.i.i.i.i
  %357 = phi i64 [ %.promoted.i5.i.i.i.i.i.i.i, %bb39.lr.ph.i.i.i.i.i.i.i.i ], [ %.ph.i.i.i.i.i.i.i.i, %bb37.sink.split.i.i.i.i.i.i.i.i ]
  %v229.i.i.i.i.i.i.i.i = phi i64 [ %_10.i.i3.i.i.i.i.i.i, %bb39.lr.ph.i.i.i.i.i.i.i.i ], [ %.sink.i.i.i.i.i.i.i.i, %bb37.sink.split.i.i.i.i.i.i.i.i ]
  %index26.i.i.i.i.i.i.i.i = phi i64 [ %index24.i.i.i.i.i.i.i.i, %bb39.lr.ph.i.i.i.i.i.i.i.i ], [ %index.i.i.i.i.i.i.i.i, %bb37.sink.split.i.i.i.i.i.i.i.i ]
  %_55.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %index26.i.i.i.i.i.i.i.i
  %tail_byte.i.i.i.i.i.i.i.i = load i8, ptr %_55.i.i.i.i.i.i.i.i, align 1, !alias.scope !997, !noalias !1003, !noundef !4
  %_60.i.i.i.i.i.i.i.i = and i8 %tail_byte.i.i.i.i.i.i.i.i, 63
  %_59.i.i.i.i.i.i.i.i = zext nneg i8 %_60.i.i.i.i.i.i.i.i to i64
  %358 = shl nuw i64 1, %_59.i.i.i.i.i.i.i.i
  %359 = and i64 %358, %_58.i.i.i.i.i.i.i.i
  %360 = icmp eq i64 %359, 0
  br i1 %360, label %bb10.i9.i.i.i.i.i.i.i, label %bb9.i7.i.i.i.i.i.i.i

bb10.i9.i.i.i.i.i.i.i:                            ; preds = %bb39.i.i.i.i.i.i.i.i
  %361 = add i64 %357, %self.12.i.i.i.i.i.i.i.i
  br label %bb37.sink.split.i.i.i.i.i.i.i.i

bb9.i7.i.i.i.i.i.i.i:                             ; preds = %bb39.i.i.i.i.i.i.i.i
  %..i.i8.i.i.i.i.i.i.i = call i64 @llvm.umax.i64(i64 %v229.i.i.i.i.i.i.i.i, i64 %v1.i.i.i.i.i.i.i.i)
  br label %bb16.i.i.i.i.i.i.i.i

bb37.sink.split.i.i.i.i.i.i.i.i:                  ; preds = %bb19.i.i.i.i.i.i.i.i, %bb29.i.i.i.i.i.i.i.i, %bb10.i9.i.i.i.i.i.i.i
  %.sink.i.i.i.i.i.i.i.i = phi i64 [ %356, %bb29.i.i.i.i.i.i.i.i ], [ 0, %bb19.i.i.i.i.i.i.i.i ], [ 0, %bb10.i9.i.i.i.i.i.i.i ]
  %.ph.i.i.i.i.i.i.i.i = phi i64 [ %364, %bb29.i.i.i.i.i.i.i.i ], [ %368, %bb19.i.i.i.i.i.i.i.i ], [ %361, %bb10.i9.i.i.i.i.i.i.i ]
  %index.i.i.i.i.i.i.i.i = add i64 %.ph.i.i.i.i.i.i.i.i, %needle_last.i10.i.i.i.i.i.i.i
  %_53.i.i.i.i.i.i.i.i = icmp ult i64 %index.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_53.i.i.i.i.i.i.i.i, label %bb39.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb16.i.i.i.i.i.i.i.i:                             ; preds = %bb18.i.i.i.i.i.i.i.i, %bb9.i7.i.i.i.i.i.i.i
  %iter.sroa.0.0.i.i.i.i.i.i.i.i = phi i64 [ %..i.i8.i.i.i.i.i.i.i, %bb9.i7.i.i.i.i.i.i.i ], [ %_65.i.i.i.i.i.i.i.i, %bb18.i.i.i.i.i.i.i.i ]
  %_61.i.i.i.i.i.i.i.i = icmp ult i64 %iter.sroa.0.0.i.i.i.i.i.i.i.i, %self.12.i.i.i.i.i.i.i.i
  br i1 %_61.i.i.i.i.i.i.i.i, label %bb42.i.i.i.i.i.i.i.i, label %bb26.i.i.i.i.i.i.i.i

bb42.i.i.i.i.i.i.i.i:                             ; preds = %bb16.i.i.i.i.i.i.i.i
  %_28.i.i.i.i.i.i.i.i250 = add i64 %iter.sroa.0.0.i.i.i.i.i.i.i.i, %357
  %_30.i.i.i.i.i.i.i.i = icmp ult i64 %_28.i.i.i.i.i.i.i.i250, %self.1.i.i.i.i.i.i.i.i
  br i1 %_30.i.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i, label %panic8.i.i.i.i.i.i.i.i

bb26.i.i.i.i.i.i.i.i:                             ; preds = %bb16.i.i.i.i.i.i.i.i, %bb28.i.i.i.i.i.i.i.i
  %iter3.sroa.2.0.i.i.i.i.i.i.i.i = phi i64 [ %_73.i.i.i.i.i.i.i.i, %bb28.i.i.i.i.i.i.i.i ], [ %v1.i.i.i.i.i.i.i.i, %bb16.i.i.i.i.i.i.i.i ]
  %_70.i.i.i.i.i.i.i.i = icmp ult i64 %v229.i.i.i.i.i.i.i.i, %iter3.sroa.2.0.i.i.i.i.i.i.i.i
  br i1 %_70.i.i.i.i.i.i.i.i, label %bb46.i.i.i.i.i.i.i.i, label %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i

bb46.i.i.i.i.i.i.i.i:                             ; preds = %bb26.i.i.i.i.i.i.i.i
  %_73.i.i.i.i.i.i.i.i = add i64 %iter3.sroa.2.0.i.i.i.i.i.i.i.i, -1
  %_43.i.i.i.i.i.i.i.i247 = icmp ult i64 %_73.i.i.i.i.i.i.i.i, %self.12.i.i.i.i.i.i.i.i
  br i1 %_43.i.i.i.i.i.i.i.i247, label %bb27.i.i.i.i.i.i.i.i, label %panic.i.i.i.i.i.i.i.i

bb27.i.i.i.i.i.i.i.i:                             ; preds = %bb46.i.i.i.i.i.i.i.i
  %_45.i.i.i.i.i.i.i.i = add i64 %_73.i.i.i.i.i.i.i.i, %357
  %_47.i.i.i.i.i.i.i.i248 = icmp ult i64 %_45.i.i.i.i.i.i.i.i, %self.1.i.i.i.i.i.i.i.i
  br i1 %_47.i.i.i.i.i.i.i.i248, label %bb28.i.i.i.i.i.i.i.i, label %panic5.i.i.i.i.i.i.i.i

panic.i.i.i.i.i.i.i.i:                            ; preds = %bb46.i.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_73.i.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.12.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_35bbbe17e332dc00fe151e3a4a9b0b1c) #28, !noalias !1004
  unreachable

bb28.i.i.i.i.i.i.i.i:                             ; preds = %bb27.i.i.i.i.i.i.i.i
  %362 = getelementptr inbounds nuw i8, ptr %self.01.i.i.i.i.i.i.i.i, i64 %_73.i.i.i.i.i.i.i.i
  %_42.i.i.i.i.i.i.i.i249 = load i8, ptr %362, align 1, !alias.scope !999, !noalias !1005, !noundef !4
  %363 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %_45.i.i.i.i.i.i.i.i
  %_44.i.i.i.i.i.i.i.i = load i8, ptr %363, align 1, !alias.scope !997, !noalias !1003, !noundef !4
  %_41.not.i.i.i.i.i.i.i.i = icmp eq i8 %_42.i.i.i.i.i.i.i.i249, %_44.i.i.i.i.i.i.i.i
  br i1 %_41.not.i.i.i.i.i.i.i.i, label %bb26.i.i.i.i.i.i.i.i, label %bb29.i.i.i.i.i.i.i.i

panic5.i.i.i.i.i.i.i.i:                           ; preds = %bb27.i.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_45.i.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_018bb9c20f5624569cdcce403f7a27f6) #28, !noalias !1004
  unreachable

bb29.i.i.i.i.i.i.i.i:                             ; preds = %bb28.i.i.i.i.i.i.i.i
  %364 = add i64 %357, %_48.i.i.i.i.i.i.i.i246
  br label %bb37.sink.split.i.i.i.i.i.i.i.i

bb18.i.i.i.i.i.i.i.i:                             ; preds = %bb42.i.i.i.i.i.i.i.i
  %_65.i.i.i.i.i.i.i.i = add nuw nsw i64 %iter.sroa.0.0.i.i.i.i.i.i.i.i, 1
  %365 = getelementptr inbounds nuw i8, ptr %self.01.i.i.i.i.i.i.i.i, i64 %iter.sroa.0.0.i.i.i.i.i.i.i.i
  %_25.i.i4.i.i.i.i.i.i = load i8, ptr %365, align 1, !alias.scope !999, !noalias !1005, !noundef !4
  %366 = getelementptr inbounds nuw i8, ptr %self.0.i.i.i.i.i.i.i.i, i64 %_28.i.i.i.i.i.i.i.i250
  %_27.i.i.i.i.i.i.i.i251 = load i8, ptr %366, align 1, !alias.scope !997, !noalias !1003, !noundef !4
  %_24.not.i.i.i.i.i.i.i.i = icmp eq i8 %_25.i.i4.i.i.i.i.i.i, %_27.i.i.i.i.i.i.i.i251
  br i1 %_24.not.i.i.i.i.i.i.i.i, label %bb16.i.i.i.i.i.i.i.i, label %bb19.i.i.i.i.i.i.i.i

panic8.i.i.i.i.i.i.i.i:                           ; preds = %bb42.i.i.i.i.i.i.i.i
  %367 = add i64 %..i.i8.i.i.i.i.i.i.i, %357
  %umax.i.i.i.i.i.i.i.i = call i64 @llvm.umax.i64(i64 range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, i64 %367)
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i.i.i.i.i.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %self.1.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f833bd06996ad35a138063a4713a5c75) #28, !noalias !1004
  unreachable

bb19.i.i.i.i.i.i.i.i:                             ; preds = %bb18.i.i.i.i.i.i.i.i
  %reass.sub = sub i64 %357, %v1.i.i.i.i.i.i.i.i
  %_31.i.i.i.i.i.i.i.i = add i64 %reass.sub, 1
  %368 = add i64 %_31.i.i.i.i.i.i.i.i, %iter.sroa.0.0.i.i.i.i.i.i.i.i
  br label %bb37.sink.split.i.i.i.i.i.i.i.i

_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i: ; preds = %bb37.sink.split.i.i.i.i.i.i.i.i, %bb37.i.i.i.i.i.i.i.i, %bb26.i.i.i.i.i.i.i.i, %bb26.i34.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i.i243, %bb6.i17.i.i.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i.i.i.i, %bb14.i.i.i.i.i.i.i.i.i.i, %bb9.i4.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i.i253, %bb19.i.i.i.i.i.i.i.i.i, %bb22.i.i.peel.i.i.i.i.i.i.i, %bb19.i.i.peel.i.i.i.i.i.i.i, %bb3.preheader.i.i.i.i.i.i.i.i
  %_15.sroa.0.0.i.i.i.i.i.i.i = phi i1 [ true, %bb4.i.i.i.i.i.i.i.i.i.i243 ], [ false, %bb8.i.i.i.i.i.i.i.i253 ], [ false, %bb3.preheader.i.i.i.i.i.i.i.i ], [ true, %bb19.i.i.i.i.i.i.i.i.i ], [ false, %bb37.i.i.i.i.i.i.i.i ], [ true, %bb22.i.i.peel.i.i.i.i.i.i.i ], [ %is_match.i.i.peel.i.i.i.i.i.i.i, %bb19.i.i.peel.i.i.i.i.i.i.i ], [ false, %bb9.i4.i.i.i.i.i.i.i ], [ true, %bb26.i34.i.i.i.i.i.i.i ], [ true, %bb26.i.i.i.i.i.i.i.i ], [ true, %bb14.i.i.i.i.i.i.i.i.i.i ], [ true, %bb8.i.i.i.i.i.i.i.i.i.i ], [ true, %bb6.i17.i.i.i.i.i.i.i.i.i ], [ false, %bb37.sink.split.i.i.i.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_17.i.i.i.i.i.i.i), !noalias !960
  br label %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i

_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i: ; preds = %bb1.i.i.i.i.i.i.i.i.i.i.i, %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i
  %result.sroa.0.0.i.i.i.i.i.i.i = phi i1 [ %_15.sroa.0.0.i.i.i.i.i.i.i, %_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match.exit.i.i.i.i.i.i.i ], [ %319, %bb1.i.i.i.i.i.i.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %buffer.i.i.i.i.i.i), !noalias !931
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i"

bb1.i.i.i.i.i.i:                                  ; preds = %bb3.i.i225, %bb3.thread.i.i
  %self.sroa.0.1617.i.i = phi ptr [ %_16.i.i.i.i.i222, %bb3.thread.i.i ], [ %self.sroa.0.16.i.i, %bb3.i.i225 ]
  %spec.select.i715.i.i = phi i32 [ %_8.i.i.i.i, %bb3.thread.i.i ], [ %spec.select.i7.i.i, %bb3.i.i225 ]
  %_7.i.i.i.i.i.i = trunc nuw nsw i32 %spec.select.i715.i.i to i8
  br label %bb7.i.i.i.i.i.i.i

bb7.i.i.i.i.i.i.i:                                ; preds = %bb7.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i
  %i.sroa.0.05.i.i.i.i.i.i.i = phi i64 [ %370, %bb7.i.i.i.i.i.i.i ], [ 0, %bb1.i.i.i.i.i.i ]
  %369 = getelementptr inbounds nuw i8, ptr @alloc_cfc5b63c36009c9674778c9b7fcc6743, i64 %i.sroa.0.05.i.i.i.i.i.i.i
  %_9.i.i.i.i.i.i.i = load i8, ptr %369, align 1, !alias.scope !1006, !noalias !931, !noundef !4
  %_8.i.i.i.i.i.i.i255 = icmp eq i8 %_9.i.i.i.i.i.i.i, %_7.i.i.i.i.i.i
  %370 = add nuw nsw i64 %i.sroa.0.05.i.i.i.i.i.i.i, 1
  %exitcond.not.i.i.i.i.i.i.i = icmp eq i64 %370, 10
  %or.cond.i.i.i.i.i.i = select i1 %_8.i.i.i.i.i.i.i255, i1 true, i1 %exitcond.not.i.i.i.i.i.i.i
  br i1 %or.cond.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i", label %bb7.i.i.i.i.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i": ; preds = %bb7.i.i.i.i.i.i.i, %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i
  %self.sroa.0.1616.i.i = phi ptr [ %self.sroa.0.16.i.i, %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i ], [ %self.sroa.0.1617.i.i, %bb7.i.i.i.i.i.i.i ]
  %_0.sroa.0.0.in.i.i.i.i.i.i = phi i1 [ %result.sroa.0.0.i.i.i.i.i.i.i, %_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in.exit.i.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i255, %bb7.i.i.i.i.i.i.i ]
  %_0.i.i.i.i236 = zext i1 %_0.sroa.0.0.in.i.i.i.i.i.i to i64
  %_4.0.i.i.i.i237 = add i64 %accum.sroa.0.063.i.i, %_0.i.i.i.i236
  %_6.i.i.not.i.i.i = icmp eq ptr %self.sroa.0.1616.i.i, %_521
  br i1 %_6.i.i.not.i.i.i, label %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit", label %bb14.i.i.i.i

"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i", %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i
  %accum.sroa.0.0.lcssa.i.i238.ph = phi i64 [ %accum.sroa.0.063.i.i, %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i ], [ %_4.0.i.i.i.i237, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a1920a9658752c4E.exit.i.i" ]
  %.pre = load i64, ptr %_470.sroa.6.0.s15.sroa_idx, align 8
  br label %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit"

"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit": ; preds = %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit", %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit"
  %371 = phi i64 [ 0, %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit" ], [ %.pre, %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit" ]
  %accum.sroa.0.0.lcssa.i.i238 = phi i64 [ 0, %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E.exit" ], [ %accum.sroa.0.0.lcssa.i.i238.ph, %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit.loopexit" ]
  store i64 %accum.sroa.0.0.lcssa.i.i238, ptr %vowels, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_171)
  store i64 %371, ptr %_171, align 8
  %_526 = icmp sgt i64 %371, -1
  call void @llvm.assume(i1 %_526)
  call void @llvm.lifetime.start.p0(ptr nonnull %args16)
  store ptr %s15, ptr %args16, align 8
  %_173.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args16, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_173.sroa.4.0..sroa_idx, align 8
  %372 = getelementptr inbounds nuw i8, ptr %args16, i64 16
  store ptr %rev, ptr %372, align 8
  %_174.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args16, i64 24
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_174.sroa.4.0..sroa_idx, align 8
  %373 = getelementptr inbounds nuw i8, ptr %args16, i64 32
  store ptr %upper, ptr %373, align 8
  %_175.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args16, i64 40
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_175.sroa.4.0..sroa_idx, align 8
  %374 = getelementptr inbounds nuw i8, ptr %args16, i64 48
  store ptr %vowels, ptr %374, align 8
  %_176.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args16, i64 56
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_176.sroa.4.0..sroa_idx, align 8
  %375 = getelementptr inbounds nuw i8, ptr %args16, i64 64
  store ptr %_171, ptr %375, align 8
  %_177.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args16, i64 72
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_177.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_2e6c6dcf92e1b9b292617526e1e89faa, ptr noundef nonnull %args16) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args16)
  call void @llvm.lifetime.end.p0(ptr nonnull %_171)
  store i64 1, ptr %_180, align 8
  %_181.sroa.4.0._180.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 8
  store i64 0, ptr %_181.sroa.4.0._180.sroa_idx, align 8
  %_181.sroa.4.sroa.4.0._181.sroa.4.0._180.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 16
  store i64 30, ptr %_181.sroa.4.sroa.4.0._181.sroa.4.0._180.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 24
  store ptr @alloc_40edd3e7ddb34857c1b189e04f98999f, ptr %_181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.sroa.4.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 32
  store i64 30, ptr %_181.sroa.4.sroa.5.sroa.4.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.sroa.5.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 40
  store i64 0, ptr %_181.sroa.4.sroa.5.sroa.5.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.sroa.6.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 48
  store i64 30, ptr %_181.sroa.4.sroa.5.sroa.6.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.sroa.7.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 56
  store i32 10, ptr %_181.sroa.4.sroa.5.sroa.7.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.5.sroa.8.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 60
  store i32 10, ptr %_181.sroa.4.sroa.5.sroa.8.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 4
  %_181.sroa.4.sroa.5.sroa.9.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 64
  store i8 1, ptr %_181.sroa.4.sroa.5.sroa.9.0._181.sroa.4.sroa.5.0._181.sroa.4.0._180.sroa_idx.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.6.0._181.sroa.4.0._180.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 72
  store i8 0, ptr %_181.sroa.4.sroa.6.0._181.sroa.4.0._180.sroa_idx.sroa_idx, align 8
  %_181.sroa.4.sroa.7.0._181.sroa.4.0._180.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_180, i64 73
  store i8 0, ptr %_181.sroa.4.sroa.7.0._181.sroa.4.0._180.sroa_idx.sroa_idx, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i262), !noalias !1009
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.i261), !noalias !1009
; call <core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next
  call fastcc void @"_ZN115_$LT$core..iter..adapters..filter_map..FilterMap$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h984d64c23a5d8489E"(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_3.i261, ptr noalias noundef nonnull align 8 dereferenceable(80) %_180) #29, !noalias !1013
  %_5.i263 = load i64, ptr %_3.i261, align 8, !range !549, !noalias !1009, !noundef !4
  %376 = trunc nuw i64 %_5.i263 to i1
  br i1 %376, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i266, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread"

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i266: ; preds = %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit"
  %377 = getelementptr inbounds nuw i8, ptr %_3.i261, i64 8
  %element.0.i = load double, ptr %377, align 8, !noalias !1009, !noundef !4
  %378 = getelementptr inbounds nuw i8, ptr %_3.i261, i64 16
  %element.1.i = load double, ptr %378, align 8, !noalias !1009, !noundef !4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1014
; call __rustc::__rust_alloc
  %379 = call noundef align 8 dereferenceable_or_null(64) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 64, i64 noundef range(i64 1, 9) 8) #27, !noalias !1014
  %380 = icmp eq ptr %379, null
  br i1 %380, label %bb3.i.i271, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267"

bb3.i.i271:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i266
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 64) #31, !noalias !1009
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i266
  store double %element.0.i, ptr %379, align 8, !noalias !1009
  %381 = getelementptr inbounds nuw i8, ptr %379, i64 8
  store double %element.1.i, ptr %381, align 8, !noalias !1009
  store i64 4, ptr %vector.i262, align 8, !noalias !1009
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i262, i64 8
  store ptr %379, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !1009
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i262, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !1009
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.i261), !noalias !1009
  call void @llvm.lifetime.start.p0(ptr nonnull %_19.i), !noalias !1009
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %_19.i, ptr noundef nonnull align 8 dereferenceable(80) %_180, i64 80, i1 false), !noalias !1013
  call void @llvm.experimental.noalias.scope.decl(metadata !1017)
  call void @llvm.experimental.noalias.scope.decl(metadata !1020)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.i.i.i260), !noalias !1023
; call <core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next
  call fastcc void @"_ZN115_$LT$core..iter..adapters..filter_map..FilterMap$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h984d64c23a5d8489E"(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_3.i.i.i260, ptr noalias noundef nonnull align 8 dereferenceable(80) %_19.i) #29, !noalias !1026
  %_52.i.i.i = load i64, ptr %_3.i.i.i260, align 8, !range !549, !noalias !1023, !noundef !4
  %382 = trunc nuw i64 %_52.i.i.i to i1
  br i1 %382, label %bb3.lr.ph.i.i.i, label %bb8.i273.preheader

bb3.lr.ph.i.i.i:                                  ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267"
  %383 = getelementptr inbounds nuw i8, ptr %_3.i.i.i260, i64 8
  %384 = getelementptr inbounds nuw i8, ptr %_3.i.i.i260, i64 16
  br label %bb3.i.i.i268

bb3.i.i.i268:                                     ; preds = %bb8.i.i.i269, %bb3.lr.ph.i.i.i
  %_23.i.i2.i = phi ptr [ %379, %bb3.lr.ph.i.i.i ], [ %_23.i.i.i, %bb8.i.i.i269 ]
  %len.i.i.i = phi i64 [ 1, %bb3.lr.ph.i.i.i ], [ %new_len.i.i.i270, %bb8.i.i.i269 ]
  %element.0.i.i.i = load double, ptr %383, align 8, !noalias !1023, !noundef !4
  %element.1.i.i.i = load double, ptr %384, align 8, !noalias !1023, !noundef !4
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 576460752303423488
  call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i262, align 8, !range !167, !alias.scope !1027, !noalias !1028, !noundef !4
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h4ff4d2ee498ee4b0E.exit.i.i.i", label %bb8.i.i.i269

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h4ff4d2ee498ee4b0E.exit.i.i.i": ; preds = %bb3.i.i.i268
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i262, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) 1, i64 noundef 8, i64 noundef 16) #27, !noalias !1028
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !1027, !noalias !1028
  br label %bb8.i.i.i269

bb8.i.i.i269:                                     ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h4ff4d2ee498ee4b0E.exit.i.i.i", %bb3.i.i.i268
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h4ff4d2ee498ee4b0E.exit.i.i.i" ], [ %_23.i.i2.i, %bb3.i.i.i268 ]
  %dst.i.i.i = getelementptr inbounds nuw { double, double }, ptr %_23.i.i.i, i64 %len.i.i.i
  store double %element.0.i.i.i, ptr %dst.i.i.i, align 8, !noalias !1023
  %385 = getelementptr inbounds nuw i8, ptr %dst.i.i.i, i64 8
  store double %element.1.i.i.i, ptr %385, align 8, !noalias !1023
  %new_len.i.i.i270 = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i270, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !1027, !noalias !1028
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.i.i.i260), !noalias !1023
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.i.i.i260), !noalias !1023
; call <core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next
  call fastcc void @"_ZN115_$LT$core..iter..adapters..filter_map..FilterMap$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h984d64c23a5d8489E"(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_3.i.i.i260, ptr noalias noundef nonnull align 8 dereferenceable(80) %_19.i) #29, !noalias !1026
  %_5.i.i.i = load i64, ptr %_3.i.i.i260, align 8, !range !549, !noalias !1023, !noundef !4
  %386 = trunc nuw i64 %_5.i.i.i to i1
  br i1 %386, label %bb3.i.i.i268, label %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit"

"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit": ; preds = %bb8.i.i.i269
  %rows.sroa.0.0.copyload.pre = load i64, ptr %vector.i262, align 8, !noalias !1029
  %rows.sroa.5.0.copyload.pre = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !1029
  br label %bb8.i273.preheader

bb8.i273.preheader:                               ; preds = %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit", %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267"
  %rows.sroa.9.0.copyload = phi i64 [ %new_len.i.i.i270, %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit" ], [ 1, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267" ]
  %rows.sroa.5.0.copyload = phi ptr [ %rows.sroa.5.0.copyload.pre, %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit" ], [ %379, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267" ]
  %rows.sroa.0.0.copyload = phi i64 [ %rows.sroa.0.0.copyload.pre, %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E.exit.i.loopexit" ], [ 4, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7aa0a8e2a0455650E.exit.i267" ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.i.i.i260), !noalias !1023
  call void @llvm.lifetime.end.p0(ptr nonnull %_19.i), !noalias !1009
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i262), !noalias !1009
  call void @llvm.lifetime.start.p0(ptr nonnull %sx)
  %387 = icmp ne ptr %rows.sroa.5.0.copyload, null
  call void @llvm.assume(i1 %387)
  %xtraiter1426 = and i64 %rows.sroa.9.0.copyload, 3
  %388 = icmp ult i64 %rows.sroa.9.0.copyload, 4
  br i1 %388, label %bb8.i273.epil.preheader, label %bb8.i273.preheader.new

bb8.i273.preheader.new:                           ; preds = %bb8.i273.preheader
  %unroll_iter1431 = and i64 %rows.sroa.9.0.copyload, -4
  br label %bb8.i273

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread": ; preds = %"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hdd9e776e09816758E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.i261), !noalias !1009
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i262), !noalias !1009
  call void @llvm.lifetime.start.p0(ptr nonnull %sx)
  store double -0.000000e+00, ptr %sx, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %sxy)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit"

bb8.i273:                                         ; preds = %bb8.i273, %bb8.i273.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i273.preheader.new ], [ %_27.i.3, %bb8.i273 ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i273.preheader.new ], [ %_0.i1.i.i.3, %bb8.i273 ]
  %niter1432 = phi i64 [ 0, %bb8.i273.preheader.new ], [ %niter1432.next.3, %bb8.i273 ]
  %_45.i274 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i
  %_0.i.i.i275 = load double, ptr %_45.i274, align 8, !alias.scope !1030, !noundef !4
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i275
  %389 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i
  %_45.i274.1 = getelementptr inbounds nuw i8, ptr %389, i64 16
  %_0.i.i.i275.1 = load double, ptr %_45.i274.1, align 8, !alias.scope !1030, !noundef !4
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i275.1
  %390 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i
  %_45.i274.2 = getelementptr inbounds nuw i8, ptr %390, i64 32
  %_0.i.i.i275.2 = load double, ptr %_45.i274.2, align 8, !alias.scope !1030, !noundef !4
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i275.2
  %391 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i
  %_45.i274.3 = getelementptr inbounds nuw i8, ptr %391, i64 48
  %_0.i.i.i275.3 = load double, ptr %_45.i274.3, align 8, !alias.scope !1030, !noundef !4
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i275.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter1432.next.3 = add i64 %niter1432, 4
  %niter1432.ncmp.3 = icmp eq i64 %niter1432.next.3, %unroll_iter1431
  br i1 %niter1432.ncmp.3, label %bb5.i279.unr-lcssa, label %bb8.i273

bb5.i279.unr-lcssa:                               ; preds = %bb8.i273
  %lcmp.mod1428.not = icmp eq i64 %xtraiter1426, 0
  br i1 %lcmp.mod1428.not, label %bb5.i279, label %bb8.i273.epil.preheader

bb8.i273.epil.preheader:                          ; preds = %bb5.i279.unr-lcssa, %bb8.i273.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i273.preheader ], [ %_27.i.3, %bb5.i279.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i273.preheader ], [ %_0.i1.i.i.3, %bb5.i279.unr-lcssa ]
  %lcmp.mod1430 = icmp ne i64 %xtraiter1426, 0
  call void @llvm.assume(i1 %lcmp.mod1430)
  br label %bb8.i273.epil

bb8.i273.epil:                                    ; preds = %bb8.i273.epil, %bb8.i273.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i273.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i273.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i273.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i273.epil.preheader ]
  %epil.iter1427 = phi i64 [ %epil.iter1427.next, %bb8.i273.epil ], [ 0, %bb8.i273.epil.preheader ]
  %_45.i274.epil = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i.epil
  %_0.i.i.i275.epil = load double, ptr %_45.i274.epil, align 8, !alias.scope !1030, !noundef !4
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i275.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter1427.next = add i64 %epil.iter1427, 1
  %epil.iter1427.cmp.not = icmp eq i64 %epil.iter1427.next, %xtraiter1426
  br i1 %epil.iter1427.cmp.not, label %bb5.i279, label %bb8.i273.epil, !llvm.loop !1035

bb5.i279:                                         ; preds = %bb8.i273.epil, %bb5.i279.unr-lcssa
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %bb5.i279.unr-lcssa ], [ %_0.i1.i.i.epil, %bb8.i273.epil ]
  store double %_0.i1.i.i.lcssa, ptr %sx, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %sxy)
  %xtraiter1433 = and i64 %rows.sroa.9.0.copyload, 3
  %392 = icmp ult i64 %rows.sroa.9.0.copyload, 4
  br i1 %392, label %bb8.i280.epil.preheader, label %bb5.i279.new

bb5.i279.new:                                     ; preds = %bb5.i279
  %unroll_iter1438 = and i64 %rows.sroa.9.0.copyload, -4
  br label %bb8.i280

bb8.i280:                                         ; preds = %bb8.i280, %bb5.i279.new
  %i.sroa.0.0.i281 = phi i64 [ 0, %bb5.i279.new ], [ %_27.i288.3, %bb8.i280 ]
  %acc.sroa.0.0.i282 = phi double [ -0.000000e+00, %bb5.i279.new ], [ %_0.i1.i.i287.3, %bb8.i280 ]
  %niter1439 = phi i64 [ 0, %bb5.i279.new ], [ %niter1439.next.3, %bb8.i280 ]
  %_45.i283 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i281
  %_3.i.i.i284 = load double, ptr %_45.i283, align 8, !alias.scope !1036, !noundef !4
  %393 = getelementptr inbounds nuw i8, ptr %_45.i283, i64 8
  %_4.i.i.i285 = load double, ptr %393, align 8, !alias.scope !1036, !noundef !4
  %_0.i.i.i286 = fmul double %_3.i.i.i284, %_4.i.i.i285
  %_0.i1.i.i287 = fadd double %acc.sroa.0.0.i282, %_0.i.i.i286
  %394 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i281
  %_45.i283.1 = getelementptr inbounds nuw i8, ptr %394, i64 16
  %_3.i.i.i284.1 = load double, ptr %_45.i283.1, align 8, !alias.scope !1036, !noundef !4
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 24
  %_4.i.i.i285.1 = load double, ptr %395, align 8, !alias.scope !1036, !noundef !4
  %_0.i.i.i286.1 = fmul double %_3.i.i.i284.1, %_4.i.i.i285.1
  %_0.i1.i.i287.1 = fadd double %_0.i1.i.i287, %_0.i.i.i286.1
  %396 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i281
  %_45.i283.2 = getelementptr inbounds nuw i8, ptr %396, i64 32
  %_3.i.i.i284.2 = load double, ptr %_45.i283.2, align 8, !alias.scope !1036, !noundef !4
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 40
  %_4.i.i.i285.2 = load double, ptr %397, align 8, !alias.scope !1036, !noundef !4
  %_0.i.i.i286.2 = fmul double %_3.i.i.i284.2, %_4.i.i.i285.2
  %_0.i1.i.i287.2 = fadd double %_0.i1.i.i287.1, %_0.i.i.i286.2
  %398 = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i281
  %_45.i283.3 = getelementptr inbounds nuw i8, ptr %398, i64 48
  %_3.i.i.i284.3 = load double, ptr %_45.i283.3, align 8, !alias.scope !1036, !noundef !4
  %399 = getelementptr inbounds nuw i8, ptr %398, i64 56
  %_4.i.i.i285.3 = load double, ptr %399, align 8, !alias.scope !1036, !noundef !4
  %_0.i.i.i286.3 = fmul double %_3.i.i.i284.3, %_4.i.i.i285.3
  %_0.i1.i.i287.3 = fadd double %_0.i1.i.i287.2, %_0.i.i.i286.3
  %_27.i288.3 = add nuw i64 %i.sroa.0.0.i281, 4
  %niter1439.next.3 = add i64 %niter1439, 4
  %niter1439.ncmp.3 = icmp eq i64 %niter1439.next.3, %unroll_iter1438
  br i1 %niter1439.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa", label %bb8.i280

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa": ; preds = %bb8.i280
  %lcmp.mod1435.not = icmp eq i64 %xtraiter1433, 0
  br i1 %lcmp.mod1435.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit", label %bb8.i280.epil.preheader

bb8.i280.epil.preheader:                          ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa", %bb5.i279
  %i.sroa.0.0.i281.epil.init = phi i64 [ 0, %bb5.i279 ], [ %_27.i288.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i282.epil.init = phi double [ -0.000000e+00, %bb5.i279 ], [ %_0.i1.i.i287.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod1437 = icmp ne i64 %xtraiter1433, 0
  call void @llvm.assume(i1 %lcmp.mod1437)
  br label %bb8.i280.epil

bb8.i280.epil:                                    ; preds = %bb8.i280.epil, %bb8.i280.epil.preheader
  %i.sroa.0.0.i281.epil = phi i64 [ %i.sroa.0.0.i281.epil.init, %bb8.i280.epil.preheader ], [ %_27.i288.epil, %bb8.i280.epil ]
  %acc.sroa.0.0.i282.epil = phi double [ %acc.sroa.0.0.i282.epil.init, %bb8.i280.epil.preheader ], [ %_0.i1.i.i287.epil, %bb8.i280.epil ]
  %epil.iter1434 = phi i64 [ 0, %bb8.i280.epil.preheader ], [ %epil.iter1434.next, %bb8.i280.epil ]
  %_45.i283.epil = getelementptr inbounds nuw { double, double }, ptr %rows.sroa.5.0.copyload, i64 %i.sroa.0.0.i281.epil
  %_3.i.i.i284.epil = load double, ptr %_45.i283.epil, align 8, !alias.scope !1036, !noundef !4
  %400 = getelementptr inbounds nuw i8, ptr %_45.i283.epil, i64 8
  %_4.i.i.i285.epil = load double, ptr %400, align 8, !alias.scope !1036, !noundef !4
  %_0.i.i.i286.epil = fmul double %_3.i.i.i284.epil, %_4.i.i.i285.epil
  %_0.i1.i.i287.epil = fadd double %acc.sroa.0.0.i282.epil, %_0.i.i.i286.epil
  %_27.i288.epil = add nuw i64 %i.sroa.0.0.i281.epil, 1
  %epil.iter1434.next = add i64 %epil.iter1434, 1
  %epil.iter1434.cmp.not = icmp eq i64 %epil.iter1434.next, %xtraiter1433
  br i1 %epil.iter1434.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit", label %bb8.i280.epil, !llvm.loop !1041

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa", %bb8.i280.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread"
  %rows.sroa.9.0821 = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread" ], [ %rows.sroa.9.0.copyload, %bb8.i280.epil ], [ %rows.sroa.9.0.copyload, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ]
  %rows.sroa.5.0819 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread" ], [ %rows.sroa.5.0.copyload, %bb8.i280.epil ], [ %rows.sroa.5.0.copyload, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ]
  %rows.sroa.0.0817 = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread" ], [ %rows.sroa.0.0.copyload, %bb8.i280.epil ], [ %rows.sroa.0.0.copyload, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ]
  %_0.sroa.0.0.i291 = phi double [ -0.000000e+00, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedb0b2244df143c5E.exit.thread" ], [ %_0.i1.i.i287.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i287.epil, %bb8.i280.epil ]
  store double %_0.sroa.0.0.i291, ptr %sxy, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_190)
  store i64 %rows.sroa.9.0821, ptr %_190, align 8
  %_584 = icmp samesign ult i64 %rows.sroa.9.0821, 576460752303423488
  call void @llvm.assume(i1 %_584)
  call void @llvm.lifetime.start.p0(ptr nonnull %args17)
  store ptr %_190, ptr %args17, align 8
  %_194.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args17, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_194.sroa.4.0..sroa_idx, align 8
  %401 = getelementptr inbounds nuw i8, ptr %args17, i64 16
  store ptr %sx, ptr %401, align 8
  %_195.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args17, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_195.sroa.4.0..sroa_idx, align 8
  %402 = getelementptr inbounds nuw i8, ptr %args17, i64 32
  store ptr %sxy, ptr %402, align 8
  %_196.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args17, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_196.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_c06c5912d2b755c8159d1def10f0f4ac, ptr noundef nonnull %args17) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args17)
  call void @llvm.lifetime.end.p0(ptr nonnull %_190)
  call void @llvm.lifetime.start.p0(ptr nonnull %grid)
  store i8 35, ptr %grid, align 1
  %iter19.sroa.0.0.ptr607.1 = getelementptr inbounds nuw i8, ptr %grid, i64 1
  store i8 46, ptr %iter19.sroa.0.0.ptr607.1, align 1
  %iter19.sroa.0.0.ptr607.2 = getelementptr inbounds nuw i8, ptr %grid, i64 2
  store i8 46, ptr %iter19.sroa.0.0.ptr607.2, align 1
  %iter19.sroa.0.0.ptr607.3 = getelementptr inbounds nuw i8, ptr %grid, i64 3
  store i8 35, ptr %iter19.sroa.0.0.ptr607.3, align 1
  %iter19.sroa.0.0.ptr607.4 = getelementptr inbounds nuw i8, ptr %grid, i64 4
  store i8 46, ptr %iter19.sroa.0.0.ptr607.4, align 1
  %iter19.sroa.0.0.ptr607.5 = getelementptr inbounds nuw i8, ptr %grid, i64 5
  store i8 46, ptr %iter19.sroa.0.0.ptr607.5, align 1
  %iter19.sroa.0.0.ptr607.6 = getelementptr inbounds nuw i8, ptr %grid, i64 6
  store i8 35, ptr %iter19.sroa.0.0.ptr607.6, align 1
  %iter19.sroa.0.0.ptr607.7 = getelementptr inbounds nuw i8, ptr %grid, i64 7
  store i8 46, ptr %iter19.sroa.0.0.ptr607.7, align 1
  %iter18.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %grid, i64 8
  store i8 46, ptr %iter18.sroa.0.0.ptr.1, align 1
  %iter19.sroa.0.0.ptr607.1.1 = getelementptr inbounds nuw i8, ptr %grid, i64 9
  store i8 46, ptr %iter19.sroa.0.0.ptr607.1.1, align 1
  %iter19.sroa.0.0.ptr607.2.1 = getelementptr inbounds nuw i8, ptr %grid, i64 10
  store i8 35, ptr %iter19.sroa.0.0.ptr607.2.1, align 1
  %iter19.sroa.0.0.ptr607.3.1 = getelementptr inbounds nuw i8, ptr %grid, i64 11
  store i8 46, ptr %iter19.sroa.0.0.ptr607.3.1, align 1
  %iter19.sroa.0.0.ptr607.4.1 = getelementptr inbounds nuw i8, ptr %grid, i64 12
  store i8 46, ptr %iter19.sroa.0.0.ptr607.4.1, align 1
  %iter19.sroa.0.0.ptr607.5.1 = getelementptr inbounds nuw i8, ptr %grid, i64 13
  store i8 35, ptr %iter19.sroa.0.0.ptr607.5.1, align 1
  %iter19.sroa.0.0.ptr607.6.1 = getelementptr inbounds nuw i8, ptr %grid, i64 14
  store i8 46, ptr %iter19.sroa.0.0.ptr607.6.1, align 1
  %iter19.sroa.0.0.ptr607.7.1 = getelementptr inbounds nuw i8, ptr %grid, i64 15
  store i8 46, ptr %iter19.sroa.0.0.ptr607.7.1, align 1
  %iter18.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %grid, i64 16
  store i8 46, ptr %iter18.sroa.0.0.ptr.2, align 1
  %iter19.sroa.0.0.ptr607.1.2 = getelementptr inbounds nuw i8, ptr %grid, i64 17
  store i8 35, ptr %iter19.sroa.0.0.ptr607.1.2, align 1
  %iter19.sroa.0.0.ptr607.2.2 = getelementptr inbounds nuw i8, ptr %grid, i64 18
  store i8 46, ptr %iter19.sroa.0.0.ptr607.2.2, align 1
  %iter19.sroa.0.0.ptr607.3.2 = getelementptr inbounds nuw i8, ptr %grid, i64 19
  store i8 46, ptr %iter19.sroa.0.0.ptr607.3.2, align 1
  %iter19.sroa.0.0.ptr607.4.2 = getelementptr inbounds nuw i8, ptr %grid, i64 20
  store i8 35, ptr %iter19.sroa.0.0.ptr607.4.2, align 1
  %iter19.sroa.0.0.ptr607.5.2 = getelementptr inbounds nuw i8, ptr %grid, i64 21
  store i8 46, ptr %iter19.sroa.0.0.ptr607.5.2, align 1
  %iter19.sroa.0.0.ptr607.6.2 = getelementptr inbounds nuw i8, ptr %grid, i64 22
  store i8 46, ptr %iter19.sroa.0.0.ptr607.6.2, align 1
  %iter19.sroa.0.0.ptr607.7.2 = getelementptr inbounds nuw i8, ptr %grid, i64 23
  store i8 35, ptr %iter19.sroa.0.0.ptr607.7.2, align 1
  %iter18.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %grid, i64 24
  store i8 35, ptr %iter18.sroa.0.0.ptr.3, align 1
  %iter19.sroa.0.0.ptr607.1.3 = getelementptr inbounds nuw i8, ptr %grid, i64 25
  store i8 46, ptr %iter19.sroa.0.0.ptr607.1.3, align 1
  %iter19.sroa.0.0.ptr607.2.3 = getelementptr inbounds nuw i8, ptr %grid, i64 26
  store i8 46, ptr %iter19.sroa.0.0.ptr607.2.3, align 1
  %iter19.sroa.0.0.ptr607.3.3 = getelementptr inbounds nuw i8, ptr %grid, i64 27
  store i8 35, ptr %iter19.sroa.0.0.ptr607.3.3, align 1
  %iter19.sroa.0.0.ptr607.4.3 = getelementptr inbounds nuw i8, ptr %grid, i64 28
  store i8 46, ptr %iter19.sroa.0.0.ptr607.4.3, align 1
  %iter19.sroa.0.0.ptr607.5.3 = getelementptr inbounds nuw i8, ptr %grid, i64 29
  store i8 46, ptr %iter19.sroa.0.0.ptr607.5.3, align 1
  %iter19.sroa.0.0.ptr607.6.3 = getelementptr inbounds nuw i8, ptr %grid, i64 30
  store i8 35, ptr %iter19.sroa.0.0.ptr607.6.3, align 1
  %iter19.sroa.0.0.ptr607.7.3 = getelementptr inbounds nuw i8, ptr %grid, i64 31
  store i8 46, ptr %iter19.sroa.0.0.ptr607.7.3, align 1
  %403 = getelementptr inbounds nuw i8, ptr %_230, i64 8
  %404 = getelementptr inbounds nuw i8, ptr %_230, i64 16
  %405 = getelementptr inbounds nuw i8, ptr %_229, i64 8
  %_233.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args21, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_230)
; call core::str::converts::from_utf8
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_230, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %grid, i64 noundef 8) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !1042)
  %_2.i = load i64, ptr %_230, align 8, !range !549, !alias.scope !1042, !noundef !4
  %406 = trunc nuw i64 %_2.i to i1
  br i1 %406, label %bb2.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit", !prof !63

bb2.i:                                            ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.2", %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.1", %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit", %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit"
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i), !noalias !1042
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %e.i, ptr noundef nonnull readonly align 8 dereferenceable(16) %403, i64 16, i1 false)
; call core::result::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_00ae4b301f7fab8ac9617c03fcbd7274, i64 noundef 43, ptr noundef nonnull align 1 %e.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_22614d61a8d58af25a2e45b153a89a10) #28, !noalias !1042
  unreachable

"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h469a7e5548f59532E.exit"
  %t.0.i = load ptr, ptr %403, align 8, !alias.scope !1042, !nonnull !4, !align !19, !noundef !4
  %t.1.i = load i64, ptr %404, align 8, !alias.scope !1042, !noundef !4
  store ptr %t.0.i, ptr %_229, align 8
  store i64 %t.1.i, ptr %405, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_230)
  call void @llvm.lifetime.start.p0(ptr nonnull %args21)
  store ptr %_229, ptr %args21, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E", ptr %_233.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args21) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args21)
  call void @llvm.lifetime.end.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_230)
; call core::str::converts::from_utf8
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_230, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %iter18.sroa.0.0.ptr.1, i64 noundef 8) #27
  %_2.i.1 = load i64, ptr %_230, align 8, !range !549, !alias.scope !1045, !noundef !4
  %407 = trunc nuw i64 %_2.i.1 to i1
  br i1 %407, label %bb2.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.1", !prof !63

"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.1": ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit"
  %t.0.i.1 = load ptr, ptr %403, align 8, !alias.scope !1045, !nonnull !4, !align !19, !noundef !4
  %t.1.i.1 = load i64, ptr %404, align 8, !alias.scope !1045, !noundef !4
  store ptr %t.0.i.1, ptr %_229, align 8
  store i64 %t.1.i.1, ptr %405, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_230)
  call void @llvm.lifetime.start.p0(ptr nonnull %args21)
  store ptr %_229, ptr %args21, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E", ptr %_233.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args21) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args21)
  call void @llvm.lifetime.end.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_230)
; call core::str::converts::from_utf8
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_230, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %iter18.sroa.0.0.ptr.2, i64 noundef 8) #27
  %_2.i.2 = load i64, ptr %_230, align 8, !range !549, !alias.scope !1047, !noundef !4
  %408 = trunc nuw i64 %_2.i.2 to i1
  br i1 %408, label %bb2.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.2", !prof !63

"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.2": ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.1"
  %t.0.i.2 = load ptr, ptr %403, align 8, !alias.scope !1047, !nonnull !4, !align !19, !noundef !4
  %t.1.i.2 = load i64, ptr %404, align 8, !alias.scope !1047, !noundef !4
  store ptr %t.0.i.2, ptr %_229, align 8
  store i64 %t.1.i.2, ptr %405, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_230)
  call void @llvm.lifetime.start.p0(ptr nonnull %args21)
  store ptr %_229, ptr %args21, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E", ptr %_233.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args21) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args21)
  call void @llvm.lifetime.end.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_230)
; call core::str::converts::from_utf8
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_230, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %iter18.sroa.0.0.ptr.3, i64 noundef 8) #27
  %_2.i.3 = load i64, ptr %_230, align 8, !range !549, !alias.scope !1049, !noundef !4
  %409 = trunc nuw i64 %_2.i.3 to i1
  br i1 %409, label %bb2.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.3", !prof !63

"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.3": ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.2"
  %t.0.i.3 = load ptr, ptr %403, align 8, !alias.scope !1049, !nonnull !4, !align !19, !noundef !4
  %t.1.i.3 = load i64, ptr %404, align 8, !alias.scope !1049, !noundef !4
  store ptr %t.0.i.3, ptr %_229, align 8
  store i64 %t.1.i.3, ptr %405, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_230)
  call void @llvm.lifetime.start.p0(ptr nonnull %args21)
  store ptr %_229, ptr %args21, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E", ptr %_233.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args21) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args21)
  call void @llvm.lifetime.end.p0(ptr nonnull %_229)
  call void @llvm.lifetime.start.p0(ptr nonnull %_243)
  store i64 1, ptr %_243, align 8
  %410 = getelementptr inbounds nuw i8, ptr %_243, i64 8
  store i64 2, ptr %410, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args22)
  store ptr %_243, ptr %args22, align 8
  %_246.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args22, i64 8
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h45a78933fec91cfcE", ptr %_246.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_be50b88a9093948e2974596d9fbb388e, ptr noundef nonnull %args22) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %args22)
  call void @llvm.lifetime.end.p0(ptr nonnull %_243)
  call void @llvm.lifetime.end.p0(ptr nonnull %grid)
  call void @llvm.lifetime.end.p0(ptr nonnull %sxy)
  call void @llvm.lifetime.end.p0(ptr nonnull %sx)
  %411 = icmp eq i64 %rows.sroa.0.0817, 0
  br i1 %411, label %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE.exit", label %bb2.i.i.i.i311

bb2.i.i.i.i311:                                   ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.3"
  %alloc_size.i.i.i.i.i312 = shl nuw i64 %rows.sroa.0.0817, 4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %rows.sroa.5.0819, i64 noundef %alloc_size.i.i.i.i.i312, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1051
  br label %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE.exit"

"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE.exit": ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E.exit.3", %bb2.i.i.i.i311
  call void @llvm.lifetime.end.p0(ptr nonnull %vowels)
  call void @llvm.experimental.noalias.scope.decl(metadata !1060)
  call void @llvm.experimental.noalias.scope.decl(metadata !1063)
  call void @llvm.experimental.noalias.scope.decl(metadata !1066)
  call void @llvm.experimental.noalias.scope.decl(metadata !1069)
  call void @llvm.experimental.noalias.scope.decl(metadata !1072)
  %self1.i.i.i.i.i.i314 = load i64, ptr %upper, align 8, !range !167, !alias.scope !1075, !noalias !1078, !noundef !4
  %412 = icmp eq i64 %self1.i.i.i.i.i.i314, 0
  br i1 %412, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit317", label %bb2.i.i.i.i.i315

bb2.i.i.i.i.i315:                                 ; preds = %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE.exit"
  %413 = getelementptr inbounds nuw i8, ptr %upper, i64 8
  %self3.i.i.i.i.i.i316 = load ptr, ptr %413, align 8, !alias.scope !1075, !noalias !1078, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i316, i64 noundef %self1.i.i.i.i.i.i314, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1080
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit317"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit317": ; preds = %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE.exit", %bb2.i.i.i.i.i315
  call void @llvm.lifetime.end.p0(ptr nonnull %upper)
  call void @llvm.experimental.noalias.scope.decl(metadata !1081)
  call void @llvm.experimental.noalias.scope.decl(metadata !1084)
  call void @llvm.experimental.noalias.scope.decl(metadata !1087)
  call void @llvm.experimental.noalias.scope.decl(metadata !1090)
  call void @llvm.experimental.noalias.scope.decl(metadata !1093)
  %self1.i.i.i.i.i.i318 = load i64, ptr %rev, align 8, !range !167, !alias.scope !1096, !noalias !1099, !noundef !4
  %414 = icmp eq i64 %self1.i.i.i.i.i.i318, 0
  br i1 %414, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit321", label %bb2.i.i.i.i.i319

bb2.i.i.i.i.i319:                                 ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit317"
  %415 = getelementptr inbounds nuw i8, ptr %rev, i64 8
  %self3.i.i.i.i.i.i320 = load ptr, ptr %415, align 8, !alias.scope !1096, !noalias !1099, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i320, i64 noundef %self1.i.i.i.i.i.i318, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1101
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit321"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit321": ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit317", %bb2.i.i.i.i.i319
  call void @llvm.lifetime.end.p0(ptr nonnull %rev)
  call void @llvm.experimental.noalias.scope.decl(metadata !1102)
  call void @llvm.experimental.noalias.scope.decl(metadata !1105)
  call void @llvm.experimental.noalias.scope.decl(metadata !1108)
  call void @llvm.experimental.noalias.scope.decl(metadata !1111)
  call void @llvm.experimental.noalias.scope.decl(metadata !1114)
  %self1.i.i.i.i.i.i322 = load i64, ptr %s15, align 8, !range !167, !alias.scope !1117, !noalias !1120, !noundef !4
  %416 = icmp eq i64 %self1.i.i.i.i.i.i322, 0
  br i1 %416, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit325", label %bb2.i.i.i.i.i323

bb2.i.i.i.i.i323:                                 ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit321"
  %self3.i.i.i.i.i.i324 = load ptr, ptr %_470.sroa.4.0.s15.sroa_idx, align 8, !alias.scope !1117, !noalias !1120, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i324, i64 noundef %self1.i.i.i.i.i.i322, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1122
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit325"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit325": ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit321", %bb2.i.i.i.i.i323
  call void @llvm.lifetime.end.p0(ptr nonnull %s15)
  call void @llvm.experimental.noalias.scope.decl(metadata !1123)
  call void @llvm.experimental.noalias.scope.decl(metadata !1126)
  call void @llvm.experimental.noalias.scope.decl(metadata !1129)
  call void @llvm.experimental.noalias.scope.decl(metadata !1132)
  call void @llvm.experimental.noalias.scope.decl(metadata !1135)
  %self1.i.i.i.i.i.i326 = load i64, ptr %secret, align 8, !range !167, !alias.scope !1138, !noalias !1141, !noundef !4
  %417 = icmp eq i64 %self1.i.i.i.i.i.i326, 0
  br i1 %417, label %bb3.i.i335, label %bb2.i.i.i.i.i327

bb2.i.i.i.i.i327:                                 ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit325"
  %self3.i.i.i.i.i.i328 = load ptr, ptr %274, align 8, !alias.scope !1138, !noalias !1141, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i328, i64 noundef %self1.i.i.i.i.i.i326, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1143
  br label %bb3.i.i335

bb3.i.i335:                                       ; preds = %bb2.i.i.i.i.i327, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE.exit325"
  call void @llvm.lifetime.end.p0(ptr nonnull %secret)
  %alloc_size.i.i.i.i.i332 = mul nuw nsw i64 %_4.sroa.4.0.i.i, 24
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %156, i64 noundef %alloc_size.i.i.i.i.i332, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1144
  %418 = icmp eq i64 %counts.sroa.17.0, 0
  br i1 %418, label %bb3.i.i.i.i.i.i.i, label %bb4.i.lr.ph.i.i.i.i

bb4.i.lr.ph.i.i.i.i:                              ; preds = %bb3.i.i335
  %419 = ptrtoint ptr %counts.sroa.0.0 to i64
  br label %bb4.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb3.i.i335
  %420 = icmp eq i64 %counts.sroa.10.0, 0
  br i1 %420, label %bb2.i.i.i.i.i.i343, label %bb10.i.i.i.i.i.i.i.preheader

bb10.i.i.i.i.i.i.i.preheader:                     ; preds = %bb3.i.i.i.i.i.i.i
  %xtraiter1458 = and i64 %counts.sroa.10.0, 7
  %lcmp.mod1459.not = icmp eq i64 %xtraiter1458, 0
  br i1 %lcmp.mod1459.not, label %bb10.i.i.i.i.i.i.i.prol.loopexit, label %bb10.i.i.i.i.i.i.i.prol

bb10.i.i.i.i.i.i.i.prol:                          ; preds = %bb10.i.i.i.i.i.i.i.preheader, %bb10.i.i.i.i.i.i.i.prol
  %root2.sroa.0.011.i.i.i.i.i.i.i.prol = phi ptr [ %421, %bb10.i.i.i.i.i.i.i.prol ], [ %counts.sroa.0.0, %bb10.i.i.i.i.i.i.i.preheader ]
  %root.sroa.0.010.i.i.i.i.i.i.i.prol = phi i64 [ %422, %bb10.i.i.i.i.i.i.i.prol ], [ %counts.sroa.10.0, %bb10.i.i.i.i.i.i.i.preheader ]
  %prol.iter1460 = phi i64 [ %prol.iter1460.next, %bb10.i.i.i.i.i.i.i.prol ], [ 0, %bb10.i.i.i.i.i.i.i.preheader ]
  %_22.i.i.i.i.i.i.i350.prol = getelementptr inbounds nuw i8, ptr %root2.sroa.0.011.i.i.i.i.i.i.i.prol, i64 280
  %421 = load ptr, ptr %_22.i.i.i.i.i.i.i350.prol, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %422 = add i64 %root.sroa.0.010.i.i.i.i.i.i.i.prol, -1
  %prol.iter1460.next = add i64 %prol.iter1460, 1
  %prol.iter1460.cmp.not = icmp eq i64 %prol.iter1460.next, %xtraiter1458
  br i1 %prol.iter1460.cmp.not, label %bb10.i.i.i.i.i.i.i.prol.loopexit, label %bb10.i.i.i.i.i.i.i.prol, !llvm.loop !1170

bb10.i.i.i.i.i.i.i.prol.loopexit:                 ; preds = %bb10.i.i.i.i.i.i.i.prol, %bb10.i.i.i.i.i.i.i.preheader
  %.lcssa1189.unr = phi ptr [ poison, %bb10.i.i.i.i.i.i.i.preheader ], [ %421, %bb10.i.i.i.i.i.i.i.prol ]
  %root2.sroa.0.011.i.i.i.i.i.i.i.unr = phi ptr [ %counts.sroa.0.0, %bb10.i.i.i.i.i.i.i.preheader ], [ %421, %bb10.i.i.i.i.i.i.i.prol ]
  %root.sroa.0.010.i.i.i.i.i.i.i.unr = phi i64 [ %counts.sroa.10.0, %bb10.i.i.i.i.i.i.i.preheader ], [ %422, %bb10.i.i.i.i.i.i.i.prol ]
  %423 = icmp ult i64 %counts.sroa.10.0, 8
  br i1 %423, label %bb2.i.i.i.i.i.i343, label %bb10.i.i.i.i.i.i.i

bb10.i.i.i.i.i.i.i:                               ; preds = %bb10.i.i.i.i.i.i.i.prol.loopexit, %bb10.i.i.i.i.i.i.i
  %root2.sroa.0.011.i.i.i.i.i.i.i = phi ptr [ %431, %bb10.i.i.i.i.i.i.i ], [ %root2.sroa.0.011.i.i.i.i.i.i.i.unr, %bb10.i.i.i.i.i.i.i.prol.loopexit ]
  %root.sroa.0.010.i.i.i.i.i.i.i = phi i64 [ %432, %bb10.i.i.i.i.i.i.i ], [ %root.sroa.0.010.i.i.i.i.i.i.i.unr, %bb10.i.i.i.i.i.i.i.prol.loopexit ]
  %_22.i.i.i.i.i.i.i350 = getelementptr inbounds nuw i8, ptr %root2.sroa.0.011.i.i.i.i.i.i.i, i64 280
  %424 = load ptr, ptr %_22.i.i.i.i.i.i.i350, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.1 = getelementptr inbounds nuw i8, ptr %424, i64 280
  %425 = load ptr, ptr %_22.i.i.i.i.i.i.i350.1, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.2 = getelementptr inbounds nuw i8, ptr %425, i64 280
  %426 = load ptr, ptr %_22.i.i.i.i.i.i.i350.2, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.3 = getelementptr inbounds nuw i8, ptr %426, i64 280
  %427 = load ptr, ptr %_22.i.i.i.i.i.i.i350.3, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.4 = getelementptr inbounds nuw i8, ptr %427, i64 280
  %428 = load ptr, ptr %_22.i.i.i.i.i.i.i350.4, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.5 = getelementptr inbounds nuw i8, ptr %428, i64 280
  %429 = load ptr, ptr %_22.i.i.i.i.i.i.i350.5, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.6 = getelementptr inbounds nuw i8, ptr %429, i64 280
  %430 = load ptr, ptr %_22.i.i.i.i.i.i.i350.6, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %_22.i.i.i.i.i.i.i350.7 = getelementptr inbounds nuw i8, ptr %430, i64 280
  %431 = load ptr, ptr %_22.i.i.i.i.i.i.i350.7, align 8, !noalias !1153, !nonnull !4, !noundef !4
  %432 = add i64 %root.sroa.0.010.i.i.i.i.i.i.i, -8
  %433 = icmp eq i64 %432, 0
  br i1 %433, label %bb2.i.i.i.i.i.i343, label %bb10.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i343:                               ; preds = %bb3.i.i.i.i342, %bb10.i.i.i.i.i.i.i.prol.loopexit, %bb10.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i
  %_3.sroa.0.0.ph.i.i.i.i.i.i = phi ptr [ %counts.sroa.0.0, %bb3.i.i.i.i.i.i.i ], [ %431, %bb10.i.i.i.i.i.i.i ], [ %.lcssa1189.unr, %bb10.i.i.i.i.i.i.i.prol.loopexit ], [ %self.sroa.0.0.ph.i.i.i.i.i.i.i.i, %bb3.i.i.i.i342 ]
  %434 = getelementptr inbounds nuw i8, ptr %_3.sroa.0.0.ph.i.i.i.i.i.i, i64 176
  %435 = load ptr, ptr %434, align 8, !noalias !1171, !noundef !4
  %.not.i.i8.i.i.i.i.i.i.i = icmp eq ptr %435, null
  br i1 %.not.i.i8.i.i.i.i.i.i.i, label %"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..BTreeMap$LT$$RF$str$C$usize$GT$$GT$17h2eaf5ae211872ffeE.exit", label %bb4.i.i.i.i.i.i.i344

bb4.i.i.i.i.i.i.i344:                             ; preds = %bb2.i.i.i.i.i.i343, %bb4.i.i.i.i.i.i.i344
  %436 = phi ptr [ %438, %bb4.i.i.i.i.i.i.i344 ], [ %435, %bb2.i.i.i.i.i.i343 ]
  %edge.sroa.0.010.i.i.i.i.i.i.i = phi ptr [ %436, %bb4.i.i.i.i.i.i.i344 ], [ %_3.sroa.0.0.ph.i.i.i.i.i.i, %bb2.i.i.i.i.i.i343 ]
  %edge.sroa.3.09.i.i.i.i.i.i.i = phi i64 [ %_18.i.i.i.i.i.i.i.i.i345, %bb4.i.i.i.i.i.i.i344 ], [ 0, %bb2.i.i.i.i.i.i343 ]
  %_18.i.i.i.i.i.i.i.i.i345 = add i64 %edge.sroa.3.09.i.i.i.i.i.i.i, 1
  %_10.not.i.i.i.i.i.i.i.i = icmp eq i64 %edge.sroa.3.09.i.i.i.i.i.i.i, 0
  %..i.i.i.i.i.i.i.i346 = select i1 %_10.not.i.i.i.i.i.i.i.i, i64 280, i64 376
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %edge.sroa.0.010.i.i.i.i.i.i.i, i64 noundef %..i.i.i.i.i.i.i.i346, i64 noundef 8) #27, !noalias !1178
  %437 = getelementptr inbounds nuw i8, ptr %436, i64 176
  %438 = load ptr, ptr %437, align 8, !noalias !1171, !noundef !4
  %.not.i.i.i.i.i.i.i.i.i = icmp eq ptr %438, null
  br i1 %.not.i.i.i.i.i.i.i.i.i, label %"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE.exit.i.i.i.i.loopexit.i.i", label %bb4.i.i.i.i.i.i.i344

"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE.exit.i.i.i.i.loopexit.i.i": ; preds = %bb4.i.i.i.i.i.i.i344
  %439 = icmp eq i64 %_18.i.i.i.i.i.i.i.i.i345, 0
  %440 = select i1 %439, i64 280, i64 376
  br label %"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..BTreeMap$LT$$RF$str$C$usize$GT$$GT$17h2eaf5ae211872ffeE.exit"

bb4.i.i.i.i.i:                                    ; preds = %bb3.i.i.i.i342, %bb4.i.lr.ph.i.i.i.i
  %_x.sroa.12.1.i.i = phi i64 [ %419, %bb4.i.lr.ph.i.i.i.i ], [ 0, %bb3.i.i.i.i342 ]
  %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i = phi i64 [ %counts.sroa.10.0, %bb4.i.lr.ph.i.i.i.i ], [ %self.sroa.7.0.ph.i.i.i.i.i.i.i.i, %bb3.i.i.i.i342 ]
  %self.sroa.0.0.ph.i.i.i.i12.i.i.i.i = phi ptr [ null, %bb4.i.lr.ph.i.i.i.i ], [ %self.sroa.0.0.ph.i.i.i.i.i.i.i.i, %bb3.i.i.i.i342 ]
  %441 = phi i64 [ %counts.sroa.17.0, %bb4.i.lr.ph.i.i.i.i ], [ %442, %bb3.i.i.i.i342 ]
  %442 = add i64 %441, -1
  %.not.i.i1.i.i.i.i.i = icmp eq ptr %self.sroa.0.0.ph.i.i.i.i12.i.i.i.i, null
  br i1 %.not.i.i1.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i, label %bb7.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i:                                ; preds = %bb4.i.i.i.i.i
  %443 = inttoptr i64 %_x.sroa.12.1.i.i to ptr
  %444 = icmp eq i64 %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, 0
  br i1 %444, label %bb7.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i.preheader

bb12.i.i.i.i.i.i.i.preheader:                     ; preds = %bb2.i.i.i.i.i.i.i
  %xtraiter1440 = and i64 %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, 7
  %lcmp.mod1441.not = icmp eq i64 %xtraiter1440, 0
  br i1 %lcmp.mod1441.not, label %bb12.i.i.i.i.i.i.i.prol.loopexit, label %bb12.i.i.i.i.i.i.i.prol

bb12.i.i.i.i.i.i.i.prol:                          ; preds = %bb12.i.i.i.i.i.i.i.preheader, %bb12.i.i.i.i.i.i.i.prol
  %self2.sroa.0.09.i.i.i.i.i.i.i.prol = phi ptr [ %self2.sroa.0.0.i.i.i.i.i.i.i.prol, %bb12.i.i.i.i.i.i.i.prol ], [ %443, %bb12.i.i.i.i.i.i.i.preheader ]
  %self1.sroa.0.08.i.i.i.i.i.i.i.prol = phi i64 [ %445, %bb12.i.i.i.i.i.i.i.prol ], [ %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, %bb12.i.i.i.i.i.i.i.preheader ]
  %prol.iter1442 = phi i64 [ %prol.iter1442.next, %bb12.i.i.i.i.i.i.i.prol ], [ 0, %bb12.i.i.i.i.i.i.i.preheader ]
  %_19.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i.i.i.i.i.i.prol, i64 280
  %445 = add i64 %self1.sroa.0.08.i.i.i.i.i.i.i.prol, -1
  %self2.sroa.0.0.i.i.i.i.i.i.i.prol = load ptr, ptr %_19.i.i.i.i.i.i.i.prol, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %prol.iter1442.next = add i64 %prol.iter1442, 1
  %prol.iter1442.cmp.not = icmp eq i64 %prol.iter1442.next, %xtraiter1440
  br i1 %prol.iter1442.cmp.not, label %bb12.i.i.i.i.i.i.i.prol.loopexit, label %bb12.i.i.i.i.i.i.i.prol, !llvm.loop !1185

bb12.i.i.i.i.i.i.i.prol.loopexit:                 ; preds = %bb12.i.i.i.i.i.i.i.prol, %bb12.i.i.i.i.i.i.i.preheader
  %self2.sroa.0.0.i.i.i.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb12.i.i.i.i.i.i.i.preheader ], [ %self2.sroa.0.0.i.i.i.i.i.i.i.prol, %bb12.i.i.i.i.i.i.i.prol ]
  %self2.sroa.0.09.i.i.i.i.i.i.i.unr = phi ptr [ %443, %bb12.i.i.i.i.i.i.i.preheader ], [ %self2.sroa.0.0.i.i.i.i.i.i.i.prol, %bb12.i.i.i.i.i.i.i.prol ]
  %self1.sroa.0.08.i.i.i.i.i.i.i.unr = phi i64 [ %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, %bb12.i.i.i.i.i.i.i.preheader ], [ %445, %bb12.i.i.i.i.i.i.i.prol ]
  %446 = icmp ult i64 %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, 8
  br i1 %446, label %bb7.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i

bb12.i.i.i.i.i.i.i:                               ; preds = %bb12.i.i.i.i.i.i.i.prol.loopexit, %bb12.i.i.i.i.i.i.i
  %self2.sroa.0.09.i.i.i.i.i.i.i = phi ptr [ %self2.sroa.0.0.i.i.i.i.i.i.i.7, %bb12.i.i.i.i.i.i.i ], [ %self2.sroa.0.09.i.i.i.i.i.i.i.unr, %bb12.i.i.i.i.i.i.i.prol.loopexit ]
  %self1.sroa.0.08.i.i.i.i.i.i.i = phi i64 [ %447, %bb12.i.i.i.i.i.i.i ], [ %self1.sroa.0.08.i.i.i.i.i.i.i.unr, %bb12.i.i.i.i.i.i.i.prol.loopexit ]
  %_19.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self2.sroa.0.09.i.i.i.i.i.i.i, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i = load ptr, ptr %_19.i.i.i.i.i.i.i, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.1 = load ptr, ptr %_19.i.i.i.i.i.i.i.1, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.1, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.2 = load ptr, ptr %_19.i.i.i.i.i.i.i.2, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.2, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.3 = load ptr, ptr %_19.i.i.i.i.i.i.i.3, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.3, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.4 = load ptr, ptr %_19.i.i.i.i.i.i.i.4, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.4, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.5 = load ptr, ptr %_19.i.i.i.i.i.i.i.5, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.5, i64 280
  %self2.sroa.0.0.i.i.i.i.i.i.i.6 = load ptr, ptr %_19.i.i.i.i.i.i.i.6, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %_19.i.i.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %self2.sroa.0.0.i.i.i.i.i.i.i.6, i64 280
  %447 = add i64 %self1.sroa.0.08.i.i.i.i.i.i.i, -8
  %self2.sroa.0.0.i.i.i.i.i.i.i.7 = load ptr, ptr %_19.i.i.i.i.i.i.i.7, align 8, !noalias !1179, !nonnull !4, !noundef !4
  %448 = icmp eq i64 %447, 0
  br i1 %448, label %bb7.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i

bb7.i.i.i.i.i.i:                                  ; preds = %bb12.i.i.i.i.i.i.i.prol.loopexit, %bb12.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i, %bb4.i.i.i.i.i
  %value.sroa.3.0.copyload.i.i.i.i.i.i.i = phi i64 [ %value.sroa.3.0.copyload.i.i.pre.i13.i.i.i.i, %bb4.i.i.i.i.i ], [ 0, %bb2.i.i.i.i.i.i.i ], [ 0, %bb12.i.i.i.i.i.i.i ], [ 0, %bb12.i.i.i.i.i.i.i.prol.loopexit ]
  %value.sroa.2.0.copyload.i.i.i.i.i.i.i = phi i64 [ %_x.sroa.12.1.i.i, %bb4.i.i.i.i.i ], [ 0, %bb2.i.i.i.i.i.i.i ], [ 0, %bb12.i.i.i.i.i.i.i ], [ 0, %bb12.i.i.i.i.i.i.i.prol.loopexit ]
  %value.sroa.0.0.copyload.i.i.i.i.i.i.i = phi ptr [ %self.sroa.0.0.ph.i.i.i.i12.i.i.i.i, %bb4.i.i.i.i.i ], [ %443, %bb2.i.i.i.i.i.i.i ], [ %self2.sroa.0.0.i.i.i.i.i.i.i.lcssa.unr, %bb12.i.i.i.i.i.i.i.prol.loopexit ], [ %self2.sroa.0.0.i.i.i.i.i.i.i.7, %bb12.i.i.i.i.i.i.i ]
  %449 = getelementptr inbounds nuw i8, ptr %value.sroa.0.0.copyload.i.i.i.i.i.i.i, i64 274
  %_2219.i.i.i.i.i.i.i.i.i = load i16, ptr %449, align 2, !noalias !1186, !noundef !4
  %_1820.i.i.i.i.i.i.i.i.i = zext i16 %_2219.i.i.i.i.i.i.i.i.i to i64
  %_1621.i.i.i.i.i.i.i.i.i = icmp ult i64 %value.sroa.3.0.copyload.i.i.i.i.i.i.i, %_1820.i.i.i.i.i.i.i.i.i
  br i1 %_1621.i.i.i.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i.i.i339, label %bb13.i.i.i.i.i.i.i.i.i

bb13.i.i.i.i.i.i.i.i.i:                           ; preds = %bb7.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i.i.i336
  %edge.sroa.0.023.i.i.i.i.i.i.i.i.i = phi ptr [ %451, %bb7.i.i.i.i.i.i.i.i.i336 ], [ %value.sroa.0.0.copyload.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i ]
  %edge.sroa.5.022.i.i.i.i.i.i.i.i.i = phi i64 [ %_18.i.i.i.i.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i.i.i336 ], [ %value.sroa.2.0.copyload.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i ]
  %450 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.023.i.i.i.i.i.i.i.i.i, i64 176
  %451 = load ptr, ptr %450, align 8, !noalias !1196, !noundef !4
  %.not.i.i.i.i.i.i.i.i.i.i.i = icmp eq ptr %451, null
  br i1 %.not.i.i.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i349, label %bb7.i.i.i.i.i.i.i.i.i336

bb12.loopexit.i.i.i.i.i.i.i.i.i:                  ; preds = %bb7.i.i.i.i.i.i.i.i.i336
  %_20.i.i.i.i.i.i.i.i.i.i.i = zext i16 %457 to i64
  br label %bb12.i.i.i.i.i.i.i.i.i339

bb12.i.i.i.i.i.i.i.i.i339:                        ; preds = %bb12.loopexit.i.i.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i
  %edge.sroa.8.0.lcssa.i.i.i.i.i.i.i.i.i = phi i64 [ %value.sroa.3.0.copyload.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i ], [ %_20.i.i.i.i.i.i.i.i.i.i.i, %bb12.loopexit.i.i.i.i.i.i.i.i.i ]
  %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i = phi i64 [ %value.sroa.2.0.copyload.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i ], [ %_18.i.i.i.i.i.i.i.i.i.i.i, %bb12.loopexit.i.i.i.i.i.i.i.i.i ]
  %edge.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i = phi ptr [ %value.sroa.0.0.copyload.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i ], [ %451, %bb12.loopexit.i.i.i.i.i.i.i.i.i ]
  %452 = icmp eq i64 %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i, 0
  br i1 %452, label %bb2.i.i.i.i.i.i.i.i.i.i347, label %bb3.i.i.i.i.i.i.i.i.i.i340

bb2.i.i.i.i.i.i.i.i.i.i347:                       ; preds = %bb12.i.i.i.i.i.i.i.i.i339
  %_11.i.i.i.i.i.i.i.i.i.i348 = add nuw nsw i64 %edge.sroa.8.0.lcssa.i.i.i.i.i.i.i.i.i, 1
  br label %bb3.i.i.i.i342

bb3.i.i.i.i.i.i.i.i.i.i340:                       ; preds = %bb12.i.i.i.i.i.i.i.i.i339
  %453 = getelementptr i8, ptr %edge.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i, i64 288
  %self9.i.i.i.i.i.i.i.i.i.i = getelementptr ptr, ptr %453, i64 %edge.sroa.8.0.lcssa.i.i.i.i.i.i.i.i.i
  %xtraiter1443 = and i64 %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i, 7
  %lcmp.mod1444.not = icmp eq i64 %xtraiter1443, 0
  br i1 %lcmp.mod1444.not, label %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit, label %bb6.i.i.i.i.i.i.i.i.i.i341.prol

bb6.i.i.i.i.i.i.i.i.i.i341.prol:                  ; preds = %bb3.i.i.i.i.i.i.i.i.i.i340, %bb6.i.i.i.i.i.i.i.i.i.i341.prol
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.prol = phi ptr [ %_29.i.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ], [ %self9.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i.i340 ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.prol = phi i64 [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ], [ %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i.i340 ]
  %prol.iter1445 = phi i64 [ %prol.iter1445.next, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ], [ 0, %bb3.i.i.i.i.i.i.i.i.i.i340 ]
  %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol = add i64 %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.prol, -1
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol = load ptr, ptr %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.prol, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol, i64 280
  %prol.iter1445.next = add i64 %prol.iter1445, 1
  %prol.iter1445.cmp.not = icmp eq i64 %prol.iter1445.next, %xtraiter1443
  br i1 %prol.iter1445.cmp.not, label %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit, label %bb6.i.i.i.i.i.i.i.i.i.i341.prol, !llvm.loop !1205

bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit:         ; preds = %bb6.i.i.i.i.i.i.i.i.i.i341.prol, %bb3.i.i.i.i.i.i.i.i.i.i340
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.lcssa.unr = phi ptr [ poison, %bb3.i.i.i.i.i.i.i.i.i.i340 ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ]
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.unr = phi ptr [ %self9.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i.i340 ], [ %_29.i.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.unr = phi i64 [ %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i.i340 ], [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.prol, %bb6.i.i.i.i.i.i.i.i.i.i341.prol ]
  %454 = icmp ult i64 %edge.sroa.5.0.lcssa.i.i.i.i.i.i.i.i.i, 8
  br i1 %454, label %bb3.i.i.i.i342, label %bb6.i.i.i.i.i.i.i.i.i.i341

bb6.i.i.i.i.i.i.i.i.i.i341:                       ; preds = %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit, %bb6.i.i.i.i.i.i.i.i.i.i341
  %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i = phi ptr [ %_29.i.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i.i341 ], [ %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.unr, %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit ]
  %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i = phi i64 [ %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i.i341 ], [ %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i.unr, %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit ]
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i = load ptr, ptr %node.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.1 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.1, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.2 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.1, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.2, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.3 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.2, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.3, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.4 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.3, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.4, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.5 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.4, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.5, i64 280
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.6 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.5, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %_29.i.i.i.i.i.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.6, i64 280
  %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7 = add i64 %self1.sroa.0.0.in.i.i.i.i.i.i.i.i.i.i, -8
  %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7 = load ptr, ptr %_29.i.i.i.i.i.i.i.i.i.i.6, align 8, !noalias !1201, !nonnull !4, !noundef !4
  %455 = icmp eq i64 %self1.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7, 0
  %_29.i.i.i.i.i.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7, i64 280
  br i1 %455, label %bb3.i.i.i.i342, label %bb6.i.i.i.i.i.i.i.i.i.i341

bb7.i.i.i.i.i.i.i.i.i336:                         ; preds = %bb13.i.i.i.i.i.i.i.i.i
  %_18.i.i.i.i.i.i.i.i.i.i.i = add i64 %edge.sroa.5.022.i.i.i.i.i.i.i.i.i, 1
  %456 = getelementptr inbounds nuw i8, ptr %edge.sroa.0.023.i.i.i.i.i.i.i.i.i, i64 272
  %457 = load i16, ptr %456, align 8, !noalias !1196
  %_10.not.i.i.i.i.i.i.i.i.i.i = icmp eq i64 %edge.sroa.5.022.i.i.i.i.i.i.i.i.i, 0
  %..i.i.i.i.i.i.i.i.i.i = select i1 %_10.not.i.i.i.i.i.i.i.i.i.i, i64 280, i64 376
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %edge.sroa.0.023.i.i.i.i.i.i.i.i.i, i64 noundef %..i.i.i.i.i.i.i.i.i.i, i64 noundef 8) #27, !noalias !1206
  %458 = getelementptr inbounds nuw i8, ptr %451, i64 274
  %_22.i.i.i.i.i.i.i.i.i337 = load i16, ptr %458, align 2, !noalias !1186, !noundef !4
  %_16.i.i.i.i.i.i.i.i.i338 = icmp ult i16 %457, %_22.i.i.i.i.i.i.i.i.i337
  br i1 %_16.i.i.i.i.i.i.i.i.i338, label %bb12.loopexit.i.i.i.i.i.i.i.i.i, label %bb13.i.i.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i349:                           ; preds = %bb13.i.i.i.i.i.i.i.i.i
  %_10.not.i14.i.i.i.i.i.i.i.i.i = icmp eq i64 %edge.sroa.5.022.i.i.i.i.i.i.i.i.i, 0
  %..i15.i.i.i.i.i.i.i.i.i = select i1 %_10.not.i14.i.i.i.i.i.i.i.i.i, i64 280, i64 376
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %edge.sroa.0.023.i.i.i.i.i.i.i.i.i, i64 noundef %..i15.i.i.i.i.i.i.i.i.i, i64 noundef 8) #27, !noalias !1206
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9a0a6789de9e01112839dcd2a0d69581) #28, !noalias !1207
  unreachable

bb3.i.i.i.i342:                                   ; preds = %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit, %bb6.i.i.i.i.i.i.i.i.i.i341, %bb2.i.i.i.i.i.i.i.i.i.i347
  %self.sroa.7.0.ph.i.i.i.i.i.i.i.i = phi i64 [ %_11.i.i.i.i.i.i.i.i.i.i348, %bb2.i.i.i.i.i.i.i.i.i.i347 ], [ 0, %bb6.i.i.i.i.i.i.i.i.i.i341 ], [ 0, %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit ]
  %self.sroa.0.0.ph.i.i.i.i.i.i.i.i = phi ptr [ %edge.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i.i347 ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.lcssa.unr, %bb6.i.i.i.i.i.i.i.i.i.i341.prol.loopexit ], [ %node.sroa.0.0.i.i.i.i.i.i.i.i.i.i.7, %bb6.i.i.i.i.i.i.i.i.i.i341 ]
  %459 = icmp eq i64 %442, 0
  br i1 %459, label %bb2.i.i.i.i.i.i343, label %bb4.i.i.i.i.i

"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..BTreeMap$LT$$RF$str$C$usize$GT$$GT$17h2eaf5ae211872ffeE.exit": ; preds = %bb2.i.i.i.i.i.i343, %"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE.exit.i.i.i.i.loopexit.i.i"
  %edge.sroa.3.0.lcssa.i.i.i.i.i.i.i = phi i64 [ 280, %bb2.i.i.i.i.i.i343 ], [ %440, %"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE.exit.i.i.i.i.loopexit.i.i" ]
  %edge.sroa.0.0.lcssa.i.i.i.i.i.i.i = phi ptr [ %_3.sroa.0.0.ph.i.i.i.i.i.i, %bb2.i.i.i.i.i.i343 ], [ %436, %"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE.exit.i.i.i.i.loopexit.i.i" ]
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %edge.sroa.0.0.lcssa.i.i.i.i.i.i.i, i64 noundef %edge.sroa.3.0.lcssa.i.i.i.i.i.i.i, i64 noundef 8) #27, !noalias !1178
  ret void
}

; _04_slices_strings::caesar
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN18_04_slices_strings6caesar17h092fac3a9f81ca9fE(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 1 captures(address) %s.0, i64 noundef %s.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %buf.i = alloca [24 x i8], align 8
  %_13 = getelementptr inbounds nuw i8, ptr %s.0, i64 %s.1
  call void @llvm.lifetime.start.p0(ptr nonnull %buf.i), !noalias !1208
  store i64 0, ptr %buf.i, align 8, !noalias !1208
  %_5.sroa.4.0.buf.sroa_idx.i = getelementptr inbounds nuw i8, ptr %buf.i, i64 8
  store ptr inttoptr (i64 1 to ptr), ptr %_5.sroa.4.0.buf.sroa_idx.i, align 8, !noalias !1208
  %_5.sroa.5.0.buf.sroa_idx.i = getelementptr inbounds nuw i8, ptr %buf.i, i64 16
  store i64 0, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !noalias !1208
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1212)
  %_7.i.i.not.i = icmp samesign eq i64 %s.1, 0
  br i1 %_7.i.i.not.i, label %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE.exit", label %bb14.i.i.lr.ph.i.i.i.i.i, !prof !318

bb14.i.i.lr.ph.i.i.i.i.i:                         ; preds = %start
  %d1.i.i.i.i = lshr i64 %s.1, 2
  %r.i.i.i.i = and i64 %s.1, 3
  %_8.not.i.i.i.i = icmp ne i64 %r.i.i.i.i, 0
  %0 = zext i1 %_8.not.i.i.i.i to i64
  %_4.sroa.0.0.i.i.i.i = add nuw nsw i64 %d1.i.i.i.i, %0
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %buf.i, i64 noundef 0, i64 noundef %_4.sroa.0.0.i.i.i.i, i64 noundef 1, i64 noundef 1) #27, !noalias !1215
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1217)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1220)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1223)
  br label %bb14.i.i.i.i.i.i.i

bb14.i.i.i.i.i.i.i:                               ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i", %bb14.i.i.lr.ph.i.i.i.i.i
  %self.sroa.0.014.i.i.i.i.i = phi ptr [ %s.0, %bb14.i.i.lr.ph.i.i.i.i.i ], [ %self.sroa.0.17.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i" ]
  %_16.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.014.i.i.i.i.i, i64 1
  %x.i.i.i.i.i.i.i = load i8, ptr %self.sroa.0.014.i.i.i.i.i, align 1, !noalias !1226, !noundef !4
  %_7.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i:                                ; preds = %bb14.i.i.i.i.i.i.i
  %_33.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i.i.i, 31
  %init.i.i.i.i.i.i.i = zext nneg i8 %_33.i.i.i.i.i.i.i to i32
  %_6.i10.i.i.i.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i.i.i.i, %_13
  tail call void @llvm.assume(i1 %_6.i10.i.i.i.i.i.i.i)
  %_16.i12.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.014.i.i.i.i.i, i64 2
  %y.i.i.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.i.i.i.i, align 1, !noalias !1226, !noundef !4
  %_36.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 6
  %_38.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i, 63
  %_37.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i.i.i to i32
  %1 = or disjoint i32 %_36.i.i.i.i.i.i.i, %_37.i.i.i.i.i.i.i
  %_14.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb14.i.i.i.i.i.i.i
  %_8.i.i.i.i.i.i.i = zext nneg i8 %x.i.i.i.i.i.i.i to i32
  br label %bb3.i.i.i.i.i

bb6.i.i.i.i.i.i.i:                                ; preds = %bb4.i.i.i.i.i.i.i
  %_6.i17.i.i.i.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i.i.i.i, %_13
  tail call void @llvm.assume(i1 %_6.i17.i.i.i.i.i.i.i)
  %_16.i19.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.014.i.i.i.i.i, i64 3
  %z.i.i.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i.i.i.i, align 1, !noalias !1226, !noundef !4
  %_41.i.i.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i.i.i.i, 6
  %_43.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i, 63
  %_42.i.i.i.i.i.i.i = zext nneg i8 %_43.i.i.i.i.i.i.i to i32
  %y_z.i.i.i.i.i.i.i = or disjoint i32 %_41.i.i.i.i.i.i.i, %_42.i.i.i.i.i.i.i
  %_21.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 12
  %2 = or disjoint i32 %y_z.i.i.i.i.i.i.i, %_21.i.i.i.i.i.i.i
  %_22.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i.i.i, label %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i, label %bb3.i.i.i.i.i

_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i: ; preds = %bb6.i.i.i.i.i.i.i
  %_6.i24.i.i.i.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i.i.i.i, %_13
  tail call void @llvm.assume(i1 %_6.i24.i.i.i.i.i.i.i)
  %_16.i26.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.014.i.i.i.i.i, i64 4
  %w.i.i.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i.i.i.i, align 1, !noalias !1226, !noundef !4
  %_27.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 18
  %_26.i.i.i.i.i.i.i = and i32 %_27.i.i.i.i.i.i.i, 1835008
  %_46.i.i.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i.i.i.i, 6
  %_48.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i.i.i, 63
  %_47.i.i.i.i.i.i.i = zext nneg i8 %_48.i.i.i.i.i.i.i to i32
  %_28.i.i.i.i.i.i.i = or disjoint i32 %_46.i.i.i.i.i.i.i, %_47.i.i.i.i.i.i.i
  %3 = or disjoint i32 %_28.i.i.i.i.i.i.i, %_26.i.i.i.i.i.i.i
  %.not.i.i.i.i.i = icmp eq i32 %3, 1114112
  br i1 %.not.i.i.i.i.i, label %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE.exit", label %bb3.i.i.i.i.i

bb3.i.i.i.i.i:                                    ; preds = %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i, %bb6.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i
  %spec.select.i8.i.i.i.i.i = phi i32 [ %3, %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i ], [ %2, %bb6.i.i.i.i.i.i.i ], [ %1, %bb4.i.i.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ]
  %self.sroa.0.17.i.i.i.i.i = phi ptr [ %_16.i26.i.i.i.i.i.i.i, %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i ], [ %_16.i19.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i ], [ %_16.i12.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i ], [ %_16.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ]
  %spec.select.i8.i.i.i.i.i.fr = freeze i32 %spec.select.i8.i.i.i.i.i
  %4 = add nsw i32 %spec.select.i8.i.i.i.i.i.fr, -97
  %or.cond.i.i.i.i.i.i.i = icmp ult i32 %4, 26
  br i1 %or.cond.i.i.i.i.i.i.i, label %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i", label %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i"

"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i": ; preds = %bb3.i.i.i.i.i
  %_7.i.i2.i.i.i.i.i = trunc nuw i32 %spec.select.i8.i.i.i.i.i.fr to i8
  %_5.i.i.reass.i.i.i.i.i = add nsw i8 %_7.i.i2.i.i.i.i.i, -84
  %_4.i.i.i.i.i.i.i.urem = add nsw i8 %_7.i.i2.i.i.i.i.i, -110
  %_4.i.i.i.i.i.i.i.cmp = icmp ult i8 %_5.i.i.reass.i.i.i.i.i, 26
  %_4.i.i.i.i.i.i.i = select i1 %_4.i.i.i.i.i.i.i.cmp, i8 %_5.i.i.reass.i.i.i.i.i, i8 %_4.i.i.i.i.i.i.i.urem
  %_3.i.i.i.i.i.i.i = add nuw nsw i8 %_4.i.i.i.i.i.i.i, 97
  %5 = zext nneg i8 %_3.i.i.i.i.i.i.i to i32
  %len.i.i.i3.i.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !1234, !noalias !1237, !noundef !4
  %_14.i.i.i4.i.i.i.i.i.i = icmp sgt i64 %len.i.i.i3.i.i.i.i.i.i, -1
  tail call void @llvm.assume(i1 %_14.i.i.i4.i.i.i.i.i.i)
  br label %bb2.i.i.i.i.i.i.i.i.i

"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i": ; preds = %bb3.i.i.i.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1244)
  %len.i.i.i.i.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !1246, !noalias !1247, !noundef !4
  %_14.i.i.i.i.i.i.i.i.i = icmp sgt i64 %len.i.i.i.i.i.i.i.i.i, -1
  tail call void @llvm.assume(i1 %_14.i.i.i.i.i.i.i.i.i)
  %_16.i.i.i.i.i.i.i.i.i = icmp samesign ult i32 %spec.select.i8.i.i.i.i.i.fr, 128
  br i1 %_16.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i.i:                            ; preds = %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i"
  %_17.i.i.i.i.i.i.i.i.i = icmp samesign ult i32 %spec.select.i8.i.i.i.i.i.fr, 2048
  br i1 %_17.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i.i.i:                            ; preds = %bb3.i.i.i.i.i.i.i.i.i
  %_18.i.i.i.i.i.i.i.i.i = icmp samesign ult i32 %spec.select.i8.i.i.i.i.i.fr, 65536
  %..i.i.i.i.i.i.i.i.i = select i1 %_18.i.i.i.i.i.i.i.i.i, i64 3, i64 4
  br label %bb2.i.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %bb4.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i", %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i"
  %_16.i.i.i9.i.i.i.i.i.i = phi i1 [ false, %bb3.i.i.i.i.i.i.i.i.i ], [ false, %bb4.i.i.i.i.i.i.i.i.i ], [ true, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i" ], [ true, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i" ]
  %len.i.i.i8.i.i.i.i.i.i = phi i64 [ %len.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i ], [ %len.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i ], [ %len.i.i.i.i.i.i.i.i.i, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i" ], [ %len.i.i.i3.i.i.i.i.i.i, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i" ]
  %_0.sroa.0.0.i6.i.i.i.i.i.i = phi i32 [ %spec.select.i8.i.i.i.i.i.fr, %bb3.i.i.i.i.i.i.i.i.i ], [ %spec.select.i8.i.i.i.i.i.fr, %bb4.i.i.i.i.i.i.i.i.i ], [ %spec.select.i8.i.i.i.i.i.fr, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i" ], [ %5, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i" ]
  %ch_len.sroa.0.0.i.i.i.i.i.i.i.i.i = phi i64 [ 2, %bb3.i.i.i.i.i.i.i.i.i ], [ %..i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i ], [ 1, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.i.i.i.i.i.i" ], [ 1, %"_ZN18_04_slices_strings6caesar28_$u7b$$u7b$closure$u7d$$u7d$17h4790ce5457565b12E.exit.thread.i.i.i.i.i.i" ]
  %self2.i.i.i.i.i.i.i.i.i.i = load i64, ptr %buf.i, align 8, !range !167, !alias.scope !1250, !noalias !1247, !noundef !4
  %_9.i.i.i.i.i.i.i.i.i.i = sub nsw i64 %self2.i.i.i.i.i.i.i.i.i.i, %len.i.i.i8.i.i.i.i.i.i
  %_7.i.i.i.i.i.i.i.i.i.i = icmp ugt i64 %ch_len.sroa.0.0.i.i.i.i.i.i.i.i.i, %_9.i.i.i.i.i.i.i.i.i.i
  br i1 %_7.i.i.i.i.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i.i", !prof !63

bb1.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb2.i.i.i.i.i.i.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %buf.i, i64 noundef %len.i.i.i8.i.i.i.i.i.i, i64 noundef %ch_len.sroa.0.0.i.i.i.i.i.i.i.i.i, i64 noundef 1, i64 noundef 1) #27, !noalias !1247
  %count.pre.i.i.i.i.i.i.i.i.i = load i64, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !1246, !noalias !1247
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i.i"

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i.i": ; preds = %bb1.i.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i
  %count.i.i.i.i.i.i.i.i.i = phi i64 [ %len.i.i.i8.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i ], [ %count.pre.i.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i.i ]
  %_20.i.i.i.i.i.i.i.i.i = load ptr, ptr %_5.sroa.4.0.buf.sroa_idx.i, align 8, !alias.scope !1246, !noalias !1247, !nonnull !4, !noundef !4
  %_21.i.i.i.i.i.i.i.i.i = icmp sgt i64 %count.i.i.i.i.i.i.i.i.i, -1
  tail call void @llvm.assume(i1 %_21.i.i.i.i.i.i.i.i.i)
  %_8.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_20.i.i.i.i.i.i.i.i.i, i64 %count.i.i.i.i.i.i.i.i.i
  br i1 %_16.i.i.i9.i.i.i.i.i.i, label %bb12.i.i.i.i.i.i.i.i.i.i, label %bb7.i.i.i.i.i.i.i.i.i.i

bb7.i.i.i.i.i.i.i.i.i.i:                          ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i.i"
  %_27.i.i.i.i.i.i.i.i.i.i = icmp samesign ult i32 %_0.sroa.0.0.i6.i.i.i.i.i.i, 2048
  %6 = trunc i32 %_0.sroa.0.0.i6.i.i.i.i.i.i to i8
  %_5.i.i.i.i.i.i.i.i.i.i = and i8 %6, 63
  %last1.i.i.i.i.i.i.i.i.i.i = or disjoint i8 %_5.i.i.i.i.i.i.i.i.i.i, -128
  %_10.i.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.0.0.i6.i.i.i.i.i.i, 6
  %7 = trunc i32 %_10.i.i.i.i.i.i.i.i.i.i to i8
  %_8.i.i.i.i.i.i.i.i.i.i = and i8 %7, 63
  %last2.i.i.i.i.i.i.i.i.i.i = or disjoint i8 %_8.i.i.i.i.i.i.i.i.i.i, -128
  %_14.i.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.0.0.i6.i.i.i.i.i.i, 12
  %8 = trunc i32 %_14.i.i.i.i.i.i.i.i.i.i to i8
  %_12.i.i.i.i.i.i.i.i.i.i = and i8 %8, 63
  %last3.i.i.i.i.i.i.i.i.i.i = or disjoint i8 %_12.i.i.i.i.i.i.i.i.i.i, -128
  %_18.i.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.0.0.i6.i.i.i.i.i.i, 18
  %_16.i.i.i.i.i.i.i.i.i.i = trunc nuw nsw i32 %_18.i.i.i.i.i.i.i.i.i.i to i8
  %last4.i.i.i.i.i.i.i.i.i.i = or disjoint i8 %_16.i.i.i.i.i.i.i.i.i.i, -16
  br i1 %_27.i.i.i.i.i.i.i.i.i.i, label %bb1.i2.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i.i

bb12.i.i.i.i.i.i.i.i.i.i:                         ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E.exit.i.i.i.i.i.i.i.i.i"
  %9 = trunc nuw nsw i32 %_0.sroa.0.0.i6.i.i.i.i.i.i to i8
  store i8 %9, ptr %_8.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i"

bb1.i2.i.i.i.i.i.i.i.i.i:                         ; preds = %bb7.i.i.i.i.i.i.i.i.i.i
  %10 = or disjoint i8 %7, -64
  store i8 %10, ptr %_8.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_20.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 1
  store i8 %last1.i.i.i.i.i.i.i.i.i.i, ptr %_20.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i"

bb2.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb7.i.i.i.i.i.i.i.i.i.i
  %_28.i.i.i.i.i.i.i.i.i.i = icmp samesign ult i32 %_0.sroa.0.0.i6.i.i.i.i.i.i, 65536
  br i1 %_28.i.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb2.i.i.i.i.i.i.i.i.i.i
  %11 = or disjoint i8 %8, -32
  store i8 %11, ptr %_8.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_21.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 1
  store i8 %last2.i.i.i.i.i.i.i.i.i.i, ptr %_21.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_22.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 2
  store i8 %last1.i.i.i.i.i.i.i.i.i.i, ptr %_22.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i"

bb4.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb2.i.i.i.i.i.i.i.i.i.i
  store i8 %last4.i.i.i.i.i.i.i.i.i.i, ptr %_8.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_23.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 1
  store i8 %last3.i.i.i.i.i.i.i.i.i.i, ptr %_23.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_24.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 2
  store i8 %last2.i.i.i.i.i.i.i.i.i.i, ptr %_24.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  %_25.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_8.i.i.i.i.i.i.i.i.i, i64 3
  store i8 %last1.i.i.i.i.i.i.i.i.i.i, ptr %_25.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1253
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i": ; preds = %bb4.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i.i, %bb1.i2.i.i.i.i.i.i.i.i.i, %bb12.i.i.i.i.i.i.i.i.i.i
  %new_len.i.i.i.i.i.i.i.i.i = add nuw i64 %ch_len.sroa.0.0.i.i.i.i.i.i.i.i.i, %len.i.i.i8.i.i.i.i.i.i
  store i64 %new_len.i.i.i.i.i.i.i.i.i, ptr %_5.sroa.5.0.buf.sroa_idx.i, align 8, !alias.scope !1246, !noalias !1247
  %_6.i.i.not.i.i.i.i.i.i = icmp eq ptr %self.sroa.0.17.i.i.i.i.i, %_13
  br i1 %_6.i.i.not.i.i.i.i.i.i, label %"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE.exit", label %bb14.i.i.i.i.i.i.i

"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE.exit": ; preds = %_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next.exit.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE.exit.i.i.i.i.i", %start
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_0, ptr noundef nonnull align 8 dereferenceable(24) %buf.i, i64 24, i1 false), !noalias !1254
  call void @llvm.lifetime.end.p0(ptr nonnull %buf.i), !noalias !1208
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17hd96757847270497bE(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.3, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h7c1677e279a4b8ccE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17he1da688b72ca8d0cE(ptr noundef nonnull %_4) #30
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17he1da688b72ca8d0cE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #27
  tail call void asm sideeffect "", "~{memory}"() #27, !srcloc !1255
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h3b3b411326954197E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !19, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !1256, !noalias !1259, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <u8 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXse_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) dereferenceable(1) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <u8 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXNtNtNtCsgEmfK2I1SDS_4core3fmt3num3imphNtB6_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) dereferenceable(1) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <u8 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsg_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) dereferenceable(1) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt.exit

_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7842bb12db6f126cE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1261
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27, !noalias !1265
  %_11.idx.i = shl nuw nsw i64 %_3.1, 3
  %_11.i = getelementptr inbounds nuw i8, ptr %_3.0, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_3.1, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_3.0, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1266
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1266
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.4) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1266
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1261
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h84b78087eaf5e33cE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %T.i = alloca [8 x i8], align 8
  %U.i = alloca [8 x i8], align 8
  %builder.i = alloca [24 x i8], align 8
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %builder.i), !noalias !1269
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %builder.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) inttoptr (i64 1 to ptr), i64 noundef 0) #27, !noalias !1273
  call void @llvm.lifetime.start.p0(ptr nonnull %U.i), !noalias !1269
  store ptr %_3, ptr %U.i, align 8, !noalias !1269
  call void @llvm.lifetime.start.p0(ptr nonnull %T.i), !noalias !1269
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 16
  store ptr %0, ptr %T.i, align 8, !noalias !1269
; call <core::fmt::builders::DebugTuple>::field
  %_6.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %U.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.8) #27
; call <core::fmt::builders::DebugTuple>::field
  %_10.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %T.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.9) #27
; call <core::fmt::builders::DebugTuple>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %T.i), !noalias !1269
  call void @llvm.lifetime.end.p0(ptr nonnull %U.i), !noalias !1269
  call void @llvm.lifetime.end.p0(ptr nonnull %builder.i), !noalias !1269
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17ha0942eaf406dc332E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %__self_0.i = alloca [8 x i8], align 8
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1274)
  %_3.i = load i64, ptr %_3, align 8, !range !549, !alias.scope !1274, !noalias !1277, !noundef !4
  %0 = trunc nuw i64 %_3.i to i1
  br i1 %0, label %bb2.i, label %bb3.i

bb2.i:                                            ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0.i), !noalias !1279
  store ptr %1, ptr %__self_0.i, align 8, !noalias !1279
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %2 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0.i), !noalias !1279
  br label %"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E.exit"

bb3.i:                                            ; preds = %start
; call <core::fmt::Formatter>::write_str
  %3 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #27, !noalias !1274
  br label %"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E.exit"

"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E.exit": ; preds = %bb2.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %2, %bb2.i ], [ %3, %bb3.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17ha4ff28d3372e4a63E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !1280, !noalias !1283, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <i64 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsD_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <i64 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <i64 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsF_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit

_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hb5aa4c5df1e7a776E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %__self_0.i = alloca [8 x i8], align 8
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !19, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1285)
  %0 = load i8, ptr %_3, align 1, !range !14, !alias.scope !1285, !noalias !1288, !noundef !4
  %1 = trunc nuw i8 %0 to i1
  br i1 %1, label %bb2.i, label %bb3.i

bb2.i:                                            ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %_3, i64 1
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0.i), !noalias !1290
  store ptr %2, ptr %__self_0.i, align 8, !noalias !1290
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %3 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.b) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0.i), !noalias !1290
  br label %"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE.exit"

bb3.i:                                            ; preds = %start
; call <core::fmt::Formatter>::write_str
  %4 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #27, !noalias !1285
  br label %"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE.exit"

"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE.exit": ; preds = %bb2.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %3, %bb2.i ], [ %4, %bb3.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hd952c3b13000a2feE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !1291, !noalias !1294, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he3696bf7672dc9f0E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1296
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27, !noalias !1300
  %_11.idx.i = mul nuw nsw i64 %_3.1, 24
  %_11.i = getelementptr inbounds nuw i8, ptr %_3.0, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_3.1, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_3.0, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 24
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1301
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1301
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.5) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1301
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1296
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17heb34a3bb480a3231E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1304)
  %_3.0.i = load ptr, ptr %_3, align 8, !alias.scope !1304, !noalias !1307, !nonnull !4, !align !19, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_3.1.i = load i64, ptr %0, align 8, !alias.scope !1304, !noalias !1307, !noundef !4
; call <str as core::fmt::Debug>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0.i, i64 noundef %_3.1.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27, !noalias !1304
  ret i1 %_0.i
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h047c6559ed0a48ebE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
; call <usize as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  ret i1 %_0
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h219e9cf3a662da5cE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !42, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1309)
  %_3.0.i = load ptr, ptr %_3, align 8, !alias.scope !1309, !noalias !1312, !nonnull !4, !align !19, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_3.1.i = load i64, ptr %0, align 8, !alias.scope !1309, !noalias !1312, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0.i, i64 noundef %_3.1.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27, !noalias !1309
  ret i1 %_0.i
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !4, !align !19, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0, i64 noundef %_3.1, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h82693db7bcef3c64E"(ptr noundef readonly captures(none) %_1) unnamed_addr #0 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17he1da688b72ca8d0cE(ptr noundef nonnull readonly %0) #30, !noalias !1314
  ret i32 0
}

; core::str::<impl str>::trim_matches
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(read, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable
define internal fastcc { ptr, i64 } @"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h1ced737299b3b2e7E"(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self.0, i64 noundef %self.1) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %self.0, i64 %self.1
  %_6.i.i.i.i11.i.i = icmp samesign eq i64 %self.1, 0
  br i1 %_6.i.i.i.i11.i.i, label %bb5, label %bb14.i.i.i.i.i

bb14.i.i.i.i.i:                                   ; preds = %start, %bb5.i.i
  %0 = phi i64 [ %7, %bb5.i.i ], [ 0, %start ]
  %_16.i26.i.i.i1012.i.i = phi ptr [ %subtracted.i.i.i.i, %bb5.i.i ], [ %self.0, %start ]
  %1 = ptrtoint ptr %_16.i26.i.i.i1012.i.i to i64
  %_16.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i, i64 1
  %x.i.i.i.i.i = load i8, ptr %_16.i26.i.i.i1012.i.i, align 1, !noalias !1317, !noundef !4
  %_7.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i, label %bb3.i.i.i.i.i, label %bb4.i.i.i.i.i

bb4.i.i.i.i.i:                                    ; preds = %bb14.i.i.i.i.i
  %_33.i.i.i.i.i = and i8 %x.i.i.i.i.i, 31
  %init.i.i.i.i.i = zext nneg i8 %_33.i.i.i.i.i to i32
  %_6.i10.i.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i.i, %_8.i.i.i
  tail call void @llvm.assume(i1 %_6.i10.i.i.i.i.i)
  %_16.i12.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i, i64 2
  %y.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.i.i, align 1, !noalias !1317, !noundef !4
  %_36.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i, 6
  %_38.i.i.i.i.i = and i8 %y.i.i.i.i.i, 63
  %_37.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i to i32
  %2 = or disjoint i32 %_36.i.i.i.i.i, %_37.i.i.i.i.i
  %_14.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i, label %bb6.i.i.i.i.i, label %bb3.i.i.i

bb3.i.i.i.i.i:                                    ; preds = %bb14.i.i.i.i.i
  %_8.i.i.i.i.i = zext nneg i8 %x.i.i.i.i.i to i32
  br label %bb3.i.i.i

bb6.i.i.i.i.i:                                    ; preds = %bb4.i.i.i.i.i
  %_6.i17.i.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i.i, %_8.i.i.i
  tail call void @llvm.assume(i1 %_6.i17.i.i.i.i.i)
  %_16.i19.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i, i64 3
  %z.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i.i, align 1, !noalias !1317, !noundef !4
  %_41.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i.i, 6
  %_43.i.i.i.i.i = and i8 %z.i.i.i.i.i, 63
  %_42.i.i.i.i.i = zext nneg i8 %_43.i.i.i.i.i to i32
  %y_z.i.i.i.i.i = or disjoint i32 %_41.i.i.i.i.i, %_42.i.i.i.i.i
  %_21.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i, 12
  %3 = or disjoint i32 %y_z.i.i.i.i.i, %_21.i.i.i.i.i
  %_22.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i, label %bb8.i.i.i.i.i, label %bb3.i.i.i

bb8.i.i.i.i.i:                                    ; preds = %bb6.i.i.i.i.i
  %_6.i24.i.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i.i, %_8.i.i.i
  tail call void @llvm.assume(i1 %_6.i24.i.i.i.i.i)
  %_16.i26.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i, i64 4
  %w.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i.i, align 1, !noalias !1317, !noundef !4
  %_27.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i, 18
  %_26.i.i.i.i.i = and i32 %_27.i.i.i.i.i, 1835008
  %_46.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i.i, 6
  %_48.i.i.i.i.i = and i8 %w.i.i.i.i.i, 63
  %_47.i.i.i.i.i = zext nneg i8 %_48.i.i.i.i.i to i32
  %_28.i.i.i.i.i = or disjoint i32 %_46.i.i.i.i.i, %_47.i.i.i.i.i
  %4 = or disjoint i32 %_28.i.i.i.i.i, %_26.i.i.i.i.i
  br label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %bb8.i.i.i.i.i, %bb6.i.i.i.i.i, %bb3.i.i.i.i.i, %bb4.i.i.i.i.i
  %subtracted.i.i.i.i = phi ptr [ %_16.i19.i.i.i.i.i, %bb6.i.i.i.i.i ], [ %_16.i26.i.i.i.i.i, %bb8.i.i.i.i.i ], [ %_16.i12.i.i.i.i.i, %bb4.i.i.i.i.i ], [ %_16.i.i.i.i.i.i, %bb3.i.i.i.i.i ]
  %_0.sroa.4.0.i.ph.i.i.i.i = phi i32 [ %3, %bb6.i.i.i.i.i ], [ %4, %bb8.i.i.i.i.i ], [ %2, %bb4.i.i.i.i.i ], [ %_8.i.i.i.i.i, %bb3.i.i.i.i.i ]
  %5 = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %5)
  %6 = ptrtoint ptr %subtracted.i.i.i.i to i64
  %_10.i.i.i.i = sub i64 %6, %1
  %7 = add i64 %_10.i.i.i.i, %0
  switch i32 %_0.sroa.4.0.i.ph.i.i.i.i, label %bb1.i.i.i.i.i.i [
    i32 32, label %bb5.i.i
    i32 13, label %bb5.i.i
    i32 12, label %bb5.i.i
    i32 11, label %bb5.i.i
    i32 10, label %bb5.i.i
    i32 9, label %bb5.i.i
  ]

bb1.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i
  %_4.i.i.i.i.i.i = icmp samesign ugt i32 %_0.sroa.4.0.i.ph.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i, label %bb5

bb5.i.i.i.i.i.i:                                  ; preds = %bb1.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i = lshr i32 %_0.sroa.4.0.i.ph.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i, label %bb5 [
    i32 0, label %bb6.i.i.i.i.i.i.i
    i32 22, label %bb4.i.i.i.i.i.i.i
    i32 32, label %bb7.i.i.i.i.i.i.i
    i32 48, label %bb2.i.i.i.i.i.i.i
  ]

bb4.i.i.i.i.i.i.i:                                ; preds = %bb5.i.i.i.i.i.i
  %8 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i, 5760
  %9 = zext i1 %8 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i"

bb2.i.i.i.i.i.i.i:                                ; preds = %bb5.i.i.i.i.i.i
  %10 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i, 12288
  %11 = zext i1 %10 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i"

bb6.i.i.i.i.i.i.i:                                ; preds = %bb5.i.i.i.i.i.i
  %12 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i = zext nneg i32 %12 to i64
  %13 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i = load i8, ptr %13, align 1, !noalias !1331, !noundef !4
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i"

bb7.i.i.i.i.i.i.i:                                ; preds = %bb5.i.i.i.i.i.i
  %14 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i = zext nneg i32 %14 to i64
  %15 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i
  %_12.i.i.i.i.i.i.i = load i8, ptr %15, align 1, !noalias !1331, !noundef !4
  %_11.i.i.i.i.i.i.i = lshr i8 %_12.i.i.i.i.i.i.i, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i": ; preds = %bb7.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i
  %_0.sroa.0.0.i.i.i.i.i.i.i = phi i8 [ %11, %bb2.i.i.i.i.i.i.i ], [ %_6.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i ], [ %9, %bb4.i.i.i.i.i.i.i ], [ %_11.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i ]
  %16 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i to i1
  br i1 %16, label %bb5.i.i, label %bb5

bb5.i.i:                                          ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i", %bb3.i.i.i, %bb3.i.i.i, %bb3.i.i.i, %bb3.i.i.i, %bb3.i.i.i, %bb3.i.i.i
  %_6.i.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i, %_8.i.i.i
  br i1 %_6.i.i.i.i.i.i, label %bb15, label %bb14.i.i.i.i.i

bb5:                                              ; preds = %bb5.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i", %bb1.i.i.i.i.i.i, %start
  %matcher.sroa.4.049 = phi ptr [ %self.0, %start ], [ %subtracted.i.i.i.i, %bb1.i.i.i.i.i.i ], [ %subtracted.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i" ], [ %subtracted.i.i.i.i, %bb5.i.i.i.i.i.i ]
  %matcher.sroa.14.047 = phi i64 [ 0, %start ], [ %7, %bb1.i.i.i.i.i.i ], [ %7, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i" ], [ %7, %bb5.i.i.i.i.i.i ]
  %i.sroa.0.0 = phi i64 [ 0, %start ], [ %0, %bb1.i.i.i.i.i.i ], [ %0, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i" ], [ %0, %bb5.i.i.i.i.i.i ]
  %17 = icmp eq ptr %matcher.sroa.4.049, %_8.i.i.i
  br i1 %17, label %bb15, label %bb17.i.i.i.i.i

bb17.i.i.i.i.i:                                   ; preds = %bb5, %bb5.i.i11
  %_23.i25.i.i.i1213.i.i = phi ptr [ %_4.i.i.i.i, %bb5.i.i11 ], [ %_8.i.i.i, %bb5 ]
  %_23.i.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i, i64 -1
  %w.i.i.i.i.i4 = load i8, ptr %_23.i.i.i.i.i.i, align 1, !noalias !1332, !noundef !4
  %_6.i.i.i.i.i = icmp sgt i8 %w.i.i.i.i.i4, -1
  br i1 %_6.i.i.i.i.i, label %bb3.i.i.i.i.i38, label %bb4.i.i.i.i.i5

bb4.i.i.i.i.i5:                                   ; preds = %bb17.i.i.i.i.i
  %18 = icmp ne ptr %matcher.sroa.4.049, %_23.i.i.i.i.i.i
  tail call void @llvm.assume(i1 %18)
  %_23.i13.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i, i64 -2
  %z.i.i.i.i.i6 = load i8, ptr %_23.i13.i.i.i.i.i, align 1, !noalias !1332, !noundef !4
  %_27.i.i.i.i.i7 = and i8 %z.i.i.i.i.i6, 31
  %19 = zext nneg i8 %_27.i.i.i.i.i7 to i32
  %_12.i.i.i.i.i = icmp slt i8 %z.i.i.i.i.i6, -64
  br i1 %_12.i.i.i.i.i, label %bb6.i.i.i.i.i30, label %bb13.i.i.i.i.i

bb3.i.i.i.i.i38:                                  ; preds = %bb17.i.i.i.i.i
  %_8.i.i.i.i.i39 = zext nneg i8 %w.i.i.i.i.i4 to i32
  br label %bb3.i.i.i10

bb6.i.i.i.i.i30:                                  ; preds = %bb4.i.i.i.i.i5
  %20 = icmp ne ptr %matcher.sroa.4.049, %_23.i13.i.i.i.i.i
  tail call void @llvm.assume(i1 %20)
  %_23.i19.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i, i64 -3
  %y.i.i.i.i.i31 = load i8, ptr %_23.i19.i.i.i.i.i, align 1, !noalias !1332, !noundef !4
  %_31.i.i.i.i.i = and i8 %y.i.i.i.i.i31, 15
  %21 = zext nneg i8 %_31.i.i.i.i.i to i32
  %_16.i.i.i.i.i = icmp slt i8 %y.i.i.i.i.i31, -64
  br i1 %_16.i.i.i.i.i, label %bb8.i.i.i.i.i33, label %bb11.i.i.i.i.i

bb13.i.i.i.i.i:                                   ; preds = %bb11.i.i.i.i.i, %bb4.i.i.i.i.i5
  %_4.i14.i.i.i.i = phi ptr [ %_4.i15.i.i.i.i, %bb11.i.i.i.i.i ], [ %_23.i13.i.i.i.i.i, %bb4.i.i.i.i.i5 ]
  %ch.sroa.0.0.i.i.i.i.i = phi i32 [ %26, %bb11.i.i.i.i.i ], [ %19, %bb4.i.i.i.i.i5 ]
  %_42.i.i.i.i.i8 = shl nuw nsw i32 %ch.sroa.0.0.i.i.i.i.i, 6
  %_44.i.i.i.i.i = and i8 %w.i.i.i.i.i4, 63
  %_43.i.i.i.i.i9 = zext nneg i8 %_44.i.i.i.i.i to i32
  %22 = or disjoint i32 %_42.i.i.i.i.i8, %_43.i.i.i.i.i9
  br label %bb3.i.i.i10

bb8.i.i.i.i.i33:                                  ; preds = %bb6.i.i.i.i.i30
  %23 = icmp ne ptr %matcher.sroa.4.049, %_23.i19.i.i.i.i.i
  tail call void @llvm.assume(i1 %23)
  %_23.i25.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i, i64 -4
  %x.i.i.i.i.i34 = load i8, ptr %_23.i25.i.i.i.i.i, align 1, !noalias !1332, !noundef !4
  %_35.i.i.i.i.i = and i8 %x.i.i.i.i.i34, 7
  %24 = zext nneg i8 %_35.i.i.i.i.i to i32
  %_36.i.i.i.i.i35 = shl nuw nsw i32 %24, 6
  %_38.i.i.i.i.i36 = and i8 %y.i.i.i.i.i31, 63
  %_37.i.i.i.i.i37 = zext nneg i8 %_38.i.i.i.i.i36 to i32
  %25 = or disjoint i32 %_36.i.i.i.i.i35, %_37.i.i.i.i.i37
  br label %bb11.i.i.i.i.i

bb11.i.i.i.i.i:                                   ; preds = %bb8.i.i.i.i.i33, %bb6.i.i.i.i.i30
  %_4.i15.i.i.i.i = phi ptr [ %_23.i25.i.i.i.i.i, %bb8.i.i.i.i.i33 ], [ %_23.i19.i.i.i.i.i, %bb6.i.i.i.i.i30 ]
  %ch.sroa.0.1.i.i.i.i.i = phi i32 [ %25, %bb8.i.i.i.i.i33 ], [ %21, %bb6.i.i.i.i.i30 ]
  %_39.i.i.i.i.i = shl nuw nsw i32 %ch.sroa.0.1.i.i.i.i.i, 6
  %_41.i.i.i.i.i32 = and i8 %z.i.i.i.i.i6, 63
  %_40.i.i.i.i.i = zext nneg i8 %_41.i.i.i.i.i32 to i32
  %26 = or disjoint i32 %_39.i.i.i.i.i, %_40.i.i.i.i.i
  br label %bb13.i.i.i.i.i

bb3.i.i.i10:                                      ; preds = %bb13.i.i.i.i.i, %bb3.i.i.i.i.i38
  %_4.i.i.i.i = phi ptr [ %_23.i.i.i.i.i.i, %bb3.i.i.i.i.i38 ], [ %_4.i14.i.i.i.i, %bb13.i.i.i.i.i ]
  %_0.sroa.4.1.i.ph.i.i.i.i = phi i32 [ %_8.i.i.i.i.i39, %bb3.i.i.i.i.i38 ], [ %22, %bb13.i.i.i.i.i ]
  %27 = icmp samesign ult i32 %_0.sroa.4.1.i.ph.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %27)
  switch i32 %_0.sroa.4.1.i.ph.i.i.i.i, label %bb1.i.i.i.i.i.i14 [
    i32 32, label %bb5.i.i11
    i32 13, label %bb5.i.i11
    i32 12, label %bb5.i.i11
    i32 11, label %bb5.i.i11
    i32 10, label %bb5.i.i11
    i32 9, label %bb5.i.i11
  ]

bb1.i.i.i.i.i.i14:                                ; preds = %bb3.i.i.i10
  %_4.i.i.i.i.i.i15 = icmp samesign ugt i32 %_0.sroa.4.1.i.ph.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i15, label %bb5.i.i.i.i.i.i17, label %bb7

bb5.i.i.i.i.i.i17:                                ; preds = %bb1.i.i.i.i.i.i14
  %_3.i.i.i.i.i.i.i18 = lshr i32 %_0.sroa.4.1.i.ph.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i18, label %bb7 [
    i32 0, label %bb6.i.i.i.i.i.i.i27
    i32 22, label %bb4.i.i.i.i.i.i.i26
    i32 32, label %bb7.i.i.i.i.i.i.i22
    i32 48, label %bb2.i.i.i.i.i.i.i19
  ]

bb4.i.i.i.i.i.i.i26:                              ; preds = %bb5.i.i.i.i.i.i17
  %28 = icmp eq i32 %_0.sroa.4.1.i.ph.i.i.i.i, 5760
  %29 = zext i1 %28 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20"

bb2.i.i.i.i.i.i.i19:                              ; preds = %bb5.i.i.i.i.i.i17
  %30 = icmp eq i32 %_0.sroa.4.1.i.ph.i.i.i.i, 12288
  %31 = zext i1 %30 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20"

bb6.i.i.i.i.i.i.i27:                              ; preds = %bb5.i.i.i.i.i.i17
  %32 = and i32 %_0.sroa.4.1.i.ph.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i28 = zext nneg i32 %32 to i64
  %33 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i28
  %_6.i.i.i.i.i.i.i29 = load i8, ptr %33, align 1, !noalias !1346, !noundef !4
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20"

bb7.i.i.i.i.i.i.i22:                              ; preds = %bb5.i.i.i.i.i.i17
  %34 = and i32 %_0.sroa.4.1.i.ph.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i23 = zext nneg i32 %34 to i64
  %35 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i23
  %_12.i.i.i.i.i.i.i24 = load i8, ptr %35, align 1, !noalias !1346, !noundef !4
  %_11.i.i.i.i.i.i.i25 = lshr i8 %_12.i.i.i.i.i.i.i24, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20": ; preds = %bb7.i.i.i.i.i.i.i22, %bb6.i.i.i.i.i.i.i27, %bb2.i.i.i.i.i.i.i19, %bb4.i.i.i.i.i.i.i26
  %_0.sroa.0.0.i.i.i.i.i.i.i21 = phi i8 [ %31, %bb2.i.i.i.i.i.i.i19 ], [ %_6.i.i.i.i.i.i.i29, %bb6.i.i.i.i.i.i.i27 ], [ %29, %bb4.i.i.i.i.i.i.i26 ], [ %_11.i.i.i.i.i.i.i25, %bb7.i.i.i.i.i.i.i22 ]
  %36 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i21 to i1
  br i1 %36, label %bb5.i.i11, label %bb7

bb5.i.i11:                                        ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20", %bb3.i.i.i10, %bb3.i.i.i10, %bb3.i.i.i10, %bb3.i.i.i10, %bb3.i.i.i10, %bb3.i.i.i10
  %37 = icmp eq ptr %matcher.sroa.4.049, %_4.i.i.i.i
  br i1 %37, label %bb15, label %bb17.i.i.i.i.i

bb7:                                              ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h8838c0ffed51c77eE.exit.i.i.i20", %bb5.i.i.i.i.i.i17, %bb1.i.i.i.i.i.i14
  %38 = ptrtoint ptr %_23.i25.i.i.i1213.i.i to i64
  %39 = ptrtoint ptr %matcher.sroa.4.049 to i64
  %40 = sub i64 %matcher.sroa.14.047, %39
  %_15.i6.i.i = add i64 %40, %38
  br label %bb15

bb15:                                             ; preds = %bb5.i.i, %bb5.i.i11, %bb5, %bb7
  %i.sroa.0.061 = phi i64 [ %i.sroa.0.0, %bb7 ], [ %i.sroa.0.0, %bb5 ], [ %i.sroa.0.0, %bb5.i.i11 ], [ 0, %bb5.i.i ]
  %j.sroa.0.1 = phi i64 [ %_15.i6.i.i, %bb7 ], [ %matcher.sroa.14.047, %bb5 ], [ %matcher.sroa.14.047, %bb5.i.i11 ], [ 0, %bb5.i.i ]
  %new_len = sub nuw i64 %j.sroa.0.1, %i.sroa.0.061
  %data = getelementptr inbounds nuw i8, ptr %self.0, i64 %i.sroa.0.061
  %41 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %42 = insertvalue { ptr, i64 } %41, i64 %new_len, 1
  ret { ptr, i64 } %42
}

; core::str::iter::SplitInternal<P>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal fastcc { ptr, i64 } @"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17hfcffd0ba6ea66b4dE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(72) %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 65
  %1 = load i8, ptr %0, align 1, !range !14, !noundef !4
  %_2 = trunc nuw i8 %1 to i1
  br i1 %_2, label %bb9, label %bb2

bb2:                                              ; preds = %start
  %_4 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_0.0.i = load ptr, ptr %_4, align 8, !alias.scope !1347, !nonnull !4, !align !19, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_0.1.i = load i64, ptr %2, align 8, !alias.scope !1347, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1350)
  %3 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 40
  %index2.i = load i64, ptr %4, align 8, !alias.scope !1350, !noalias !1353, !noundef !4
  %_38.not.i = icmp ugt i64 %index2.i, %_0.1.i
  %.promoted.i = load i64, ptr %3, align 8, !alias.scope !1350, !noalias !1353
  %_4323.i = icmp ult i64 %index2.i, %.promoted.i
  %or.cond24.i = or i1 %_38.not.i, %_4323.i
  br i1 %or.cond24.i, label %bb1.i, label %bb12.lr.ph.i

bb12.lr.ph.i:                                     ; preds = %bb2
  %_11.i = getelementptr inbounds nuw i8, ptr %self, i64 48
  %5 = getelementptr inbounds nuw i8, ptr %self, i64 56
  %_48.i = load i8, ptr %5, align 8, !alias.scope !1350, !noalias !1353, !noundef !4
  %_13.i = zext i8 %_48.i to i64
  %6 = getelementptr i8, ptr %_11.i, i64 %_13.i
  %_51.i = getelementptr i8, ptr %6, i64 -1
  %_67.i = icmp ult i8 %_48.i, 5
  %last_byte.pre.i = load i8, ptr %_51.i, align 1, !alias.scope !1350, !noalias !1353
  br label %bb12.i

bb12.i:                                           ; preds = %bb9.i, %bb12.lr.ph.i
  %7 = phi i64 [ %.promoted.i, %bb12.lr.ph.i ], [ %16, %bb9.i ]
  %new_len.i = sub nuw i64 %index2.i, %7
  %_46.i = getelementptr inbounds nuw i8, ptr %_0.0.i, i64 %7
  %_3.i.i = icmp samesign ult i64 %new_len.i, 16
  br i1 %_3.i.i, label %bb5.preheader.i.i, label %bb2.i.i

bb5.preheader.i.i:                                ; preds = %bb12.i
  %_64.not.i.i = icmp eq i64 %new_len.i, 0
  br i1 %_64.not.i.i, label %bb4.i.i, label %bb7.i.i

bb2.i.i:                                          ; preds = %bb12.i
; call core::slice::memchr::memchr_aligned
  %8 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.pre.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.i) #27, !noalias !1355
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i

bb4.i.i:                                          ; preds = %bb9.i.i, %bb7.i.i, %bb5.preheader.i.i
  %i.sroa.0.0.lcssa.i.i = phi i64 [ 0, %bb5.preheader.i.i ], [ %i.sroa.0.05.i.i, %bb7.i.i ], [ %new_len.i, %bb9.i.i ]
  %_0.sroa.0.1.i.i = phi i64 [ 0, %bb5.preheader.i.i ], [ 1, %bb7.i.i ], [ 0, %bb9.i.i ]
  %9 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.1.i.i, 0
  %10 = insertvalue { i64, i64 } %9, i64 %i.sroa.0.0.lcssa.i.i, 1
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i

bb7.i.i:                                          ; preds = %bb5.preheader.i.i, %bb9.i.i
  %i.sroa.0.05.i.i = phi i64 [ %12, %bb9.i.i ], [ 0, %bb5.preheader.i.i ]
  %11 = getelementptr inbounds nuw i8, ptr %_46.i, i64 %i.sroa.0.05.i.i
  %_9.i.i = load i8, ptr %11, align 1, !alias.scope !1356, !noalias !1355, !noundef !4
  %_8.i.i = icmp eq i8 %_9.i.i, %last_byte.pre.i
  br i1 %_8.i.i, label %bb4.i.i, label %bb9.i.i

bb9.i.i:                                          ; preds = %bb7.i.i
  %12 = add nuw nsw i64 %i.sroa.0.05.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %12, %new_len.i
  br i1 %exitcond.not.i.i, label %bb4.i.i, label %bb7.i.i

_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i: ; preds = %bb4.i.i, %bb2.i.i
  %.merged.i.i = phi { i64, i64 } [ %10, %bb4.i.i ], [ %8, %bb2.i.i ]
  %13 = extractvalue { i64, i64 } %.merged.i.i, 0
  %14 = trunc nuw i64 %13 to i1
  br i1 %14, label %bb4.i, label %bb10.i

bb4.i:                                            ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i
  %15 = extractvalue { i64, i64 } %.merged.i.i, 1
  %_17.i = add i64 %7, 1
  %16 = add i64 %_17.i, %15
  store i64 %16, ptr %3, align 8, !alias.scope !1350, !noalias !1353
  %_18.not.i = icmp ult i64 %16, %_13.i
  br i1 %_18.not.i, label %bb9.i, label %bb5.i

bb10.i:                                           ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i
  store i64 %index2.i, ptr %3, align 8, !alias.scope !1350, !noalias !1353
  br label %bb1.i

bb5.i:                                            ; preds = %bb4.i
  %found_char.i = sub nuw i64 %16, %_13.i
  %_56.not.i = icmp ugt i64 %16, %_0.1.i
  br i1 %_56.not.i, label %bb9.i, label %bb19.i

bb9.i:                                            ; preds = %bb28.i, %bb5.i, %bb4.i
  %_43.i = icmp ult i64 %index2.i, %16
  br i1 %_43.i, label %bb1.i, label %bb12.i

bb19.i:                                           ; preds = %bb5.i
  br i1 %_67.i, label %bb28.i, label %bb25.i, !prof !30

bb25.i:                                           ; preds = %bb19.i
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %_13.i, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_7bbc2d8d597a87c842496ab99596b1e1) #28, !noalias !1355
  unreachable

bb28.i:                                           ; preds = %bb19.i
  %_64.i = getelementptr inbounds nuw i8, ptr %_0.0.i, i64 %found_char.i
  %bcmp.i = tail call i32 @bcmp(ptr nonnull %_64.i, ptr nonnull %_11.i, i64 %_13.i), !noalias !1353
  %_28.i = icmp eq i32 %bcmp.i, 0
  br i1 %_28.i, label %bb7, label %bb9.i

bb7:                                              ; preds = %bb28.i
  %i = load i64, ptr %self, align 8, !noundef !4
  %new_len = sub nuw i64 %found_char.i, %i
  %data = getelementptr inbounds nuw i8, ptr %_0.0.i, i64 %i
  store i64 %16, ptr %self, align 8
  br label %bb9

bb1.i:                                            ; preds = %bb9.i, %bb10.i, %bb2
  store i8 1, ptr %0, align 1, !alias.scope !1359
  %17 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %18 = load i8, ptr %17, align 8, !range !14, !alias.scope !1359, !noundef !4
  %_3.i = trunc nuw i8 %18 to i1
  %i.pre.i = load i64, ptr %self, align 8, !alias.scope !1359
  %.phi.trans.insert.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  %i1.pre.i = load i64, ptr %.phi.trans.insert.i, align 8, !alias.scope !1359
  %_4.not.i = icmp ne i64 %i1.pre.i, %i.pre.i
  %or.cond.not.i = select i1 %_3.i, i1 true, i1 %_4.not.i
  %new_len.i2 = sub nuw i64 %i1.pre.i, %i.pre.i
  %data.i = getelementptr inbounds nuw i8, ptr %_0.0.i, i64 %i.pre.i
  %_0.sroa.3.0.i = select i1 %or.cond.not.i, i64 %new_len.i2, i64 undef
  %_0.sroa.0.0.i = select i1 %or.cond.not.i, ptr %data.i, ptr null
  br label %bb9

bb9:                                              ; preds = %bb1.i, %bb7, %start
  %_0.sroa.4.1 = phi i64 [ undef, %start ], [ %new_len, %bb7 ], [ %_0.sroa.3.0.i, %bb1.i ]
  %_0.sroa.0.1 = phi ptr [ null, %start ], [ %data, %bb7 ], [ %_0.sroa.0.0.i, %bb1.i ]
  %19 = insertvalue { ptr, i64 } poison, ptr %_0.sroa.0.1, 0
  %20 = insertvalue { ptr, i64 } %19, i64 %_0.sroa.4.1, 1
  ret { ptr, i64 } %20
}

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nofree nosync nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h1920da97edff4291E(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 144115188075855872) %n) unnamed_addr #4 {
start:
  %_6 = icmp samesign ugt i64 %n, 7
  br i1 %_6, label %bb1, label %bb6

bb1:                                              ; preds = %start
  %n84 = lshr i64 %n, 3
  %count = shl nuw nsw i64 %n84, 2
  %_10 = getelementptr inbounds nuw i64, ptr %0, i64 %count
  %count1 = mul nuw nsw i64 %n84, 7
  %_13 = getelementptr inbounds nuw i64, ptr %0, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h1920da97edff4291E(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84) #27
  %_16 = getelementptr inbounds nuw i64, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw i64, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h1920da97edff4291E(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84) #27
  %_20 = getelementptr inbounds nuw i64, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw i64, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h1920da97edff4291E(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84) #27
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1362)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1365)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1367), !noalias !1370
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1373), !noalias !1370
  %_3.i.i = load i64, ptr %a.sroa.0.0, align 8, !alias.scope !1375, !noalias !1376, !noundef !4
  %_4.i.i = load i64, ptr %b.sroa.0.0, align 8, !alias.scope !1377, !noalias !1378, !noundef !4
  %_0.i.i = icmp slt i64 %_3.i.i, %_4.i.i
  %_4.i.i6 = load i64, ptr %c.sroa.0.0, align 8, !alias.scope !1379, !noalias !1384, !noundef !4
  %_0.i.i7 = icmp slt i64 %_3.i.i, %_4.i.i6
  %6 = xor i1 %_0.i.i, %_0.i.i7
  %_0.i.i10 = icmp slt i64 %_4.i.i, %_4.i.i6
  %_12.i = xor i1 %_0.i.i, %_0.i.i10
  %c.b.i = select i1 %_12.i, ptr %c.sroa.0.0, ptr %b.sroa.0.0
  %_0.sroa.0.0.i = select i1 %6, ptr %a.sroa.0.0, ptr %c.b.i
  ret ptr %_0.sroa.0.0.i
}

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hd90f098c806b6326E(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 48038396025285291) %n) unnamed_addr #5 {
start:
  %_6 = icmp samesign ugt i64 %n, 7
  br i1 %_6, label %bb1, label %bb6

bb1:                                              ; preds = %start
  %n84 = lshr i64 %n, 3
  %count = shl nuw nsw i64 %n84, 2
  %_10 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %0, i64 %count
  %count1 = mul nuw nsw i64 %n84, 7
  %_13 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %0, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hd90f098c806b6326E(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84) #27
  %_16 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hd90f098c806b6326E(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84) #27
  %_20 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hd90f098c806b6326E(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84) #27
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1387)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1390)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1392), !noalias !1395
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1398), !noalias !1395
  %6 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 16
  %_7.i.i = load i64, ptr %6, align 8, !alias.scope !1400, !noalias !1401, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 16
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !1402, !noalias !1403, !noundef !4
  %_5.0.i.i = load ptr, ptr %a.sroa.0.0, align 8, !alias.scope !1402, !noalias !1403, !nonnull !4, !align !19, !noundef !4
  %8 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 8
  %_5.1.i.i = load i64, ptr %8, align 8, !alias.scope !1402, !noalias !1403, !noundef !4
  %_6.0.i.i = load ptr, ptr %b.sroa.0.0, align 8, !alias.scope !1400, !noalias !1401, !nonnull !4, !align !19, !noundef !4
  %9 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 8
  %_6.1.i.i = load i64, ptr %9, align 8, !alias.scope !1400, !noalias !1401, !noundef !4
  %spec.store.select.i.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i, i64 %_6.1.i.i)
  %10 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i, ptr nonnull %_6.0.i.i, i64 %spec.store.select.i.i), !noalias !1404
  %11 = sext i32 %10 to i64
  %12 = icmp eq i32 %10, 0
  %_11.i.i = sub i64 %_5.1.i.i, %_6.1.i.i
  %spec.select.i.i = select i1 %12, i64 %_11.i.i, i64 %11
  %13 = icmp eq i64 %_7.i.i, %_8.i.i
  %_01.i = icmp slt i64 %spec.select.i.i, 0
  %_02.i = icmp ult i64 %_7.i.i, %_8.i.i
  %_0.i = select i1 %13, i1 %_01.i, i1 %_02.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1405)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1408)
  %14 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16
  %_7.i.i5 = load i64, ptr %14, align 8, !alias.scope !1411, !noalias !1412, !noundef !4
  %_6.0.i.i9 = load ptr, ptr %c.sroa.0.0, align 8, !alias.scope !1411, !noalias !1412, !nonnull !4, !align !19, !noundef !4
  %15 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 8
  %_6.1.i.i10 = load i64, ptr %15, align 8, !alias.scope !1411, !noalias !1412, !noundef !4
  %spec.store.select.i.i11 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i, i64 %_6.1.i.i10)
  %16 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i, ptr nonnull %_6.0.i.i9, i64 %spec.store.select.i.i11), !noalias !1415
  %17 = sext i32 %16 to i64
  %18 = icmp eq i32 %16, 0
  %_11.i.i12 = sub i64 %_5.1.i.i, %_6.1.i.i10
  %spec.select.i.i13 = select i1 %18, i64 %_11.i.i12, i64 %17
  %19 = icmp eq i64 %_7.i.i5, %_8.i.i
  %_01.i14 = icmp slt i64 %spec.select.i.i13, 0
  %_02.i15 = icmp ult i64 %_7.i.i5, %_8.i.i
  %_0.i16 = select i1 %19, i1 %_01.i14, i1 %_02.i15
  %20 = xor i1 %_0.i, %_0.i16
  br i1 %20, label %_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE.exit, label %bb3.i

bb3.i:                                            ; preds = %bb6
  %spec.store.select.i.i23 = tail call i64 @llvm.umin.i64(i64 %_6.1.i.i, i64 %_6.1.i.i10)
  %21 = tail call i32 @memcmp(ptr nonnull %_6.0.i.i, ptr nonnull %_6.0.i.i9, i64 %spec.store.select.i.i23), !noalias !1416
  %22 = sext i32 %21 to i64
  %23 = icmp eq i32 %21, 0
  %_11.i.i24 = sub i64 %_6.1.i.i, %_6.1.i.i10
  %spec.select.i.i25 = select i1 %23, i64 %_11.i.i24, i64 %22
  %24 = icmp eq i64 %_7.i.i5, %_7.i.i
  %_01.i26 = icmp slt i64 %spec.select.i.i25, 0
  %_02.i27 = icmp ult i64 %_7.i.i5, %_7.i.i
  %_0.i28 = select i1 %24, i1 %_01.i26, i1 %_02.i27
  %_12.i = xor i1 %_0.i, %_0.i28
  %c.b.i = select i1 %_12.i, ptr %c.sroa.0.0, ptr %b.sroa.0.0
  br label %_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE.exit

_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE.exit: ; preds = %bb6, %bb3.i
  %_0.sroa.0.0.i = phi ptr [ %a.sroa.0.0, %bb6 ], [ %c.b.i, %bb3.i ]
  ret ptr %_0.sroa.0.0.i
}

; core::slice::sort::shared::smallsort::sort4_stable
; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hd3c117bb8a634c29E(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) initializes((0, 96)) %dst) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %_7 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1423)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1426)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1428)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1431)
  %0 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  %_7.i.i = load i64, ptr %0, align 8, !alias.scope !1433, !noalias !1434, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %v_base, i64 40
  %_8.i.i = load i64, ptr %1, align 8, !alias.scope !1434, !noalias !1433, !noundef !4
  %_5.0.i.i = load ptr, ptr %_7, align 8, !alias.scope !1434, !noalias !1433, !nonnull !4, !align !19, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %v_base, i64 32
  %_5.1.i.i = load i64, ptr %2, align 8, !alias.scope !1434, !noalias !1433, !noundef !4
  %_6.0.i.i = load ptr, ptr %v_base, align 8, !alias.scope !1433, !noalias !1434, !nonnull !4, !align !19, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %v_base, i64 8
  %_6.1.i.i = load i64, ptr %3, align 8, !alias.scope !1433, !noalias !1434, !noundef !4
  %spec.store.select.i.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i, i64 %_6.1.i.i)
  %4 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i, ptr nonnull %_6.0.i.i, i64 %spec.store.select.i.i), !noalias !1435
  %5 = sext i32 %4 to i64
  %6 = icmp eq i32 %4, 0
  %_11.i.i = sub i64 %_5.1.i.i, %_6.1.i.i
  %spec.select.i.i = select i1 %6, i64 %_11.i.i, i64 %5
  %7 = icmp eq i64 %_7.i.i, %_8.i.i
  %_01.i = icmp slt i64 %spec.select.i.i, 0
  %_02.i = icmp ult i64 %_7.i.i, %_8.i.i
  %_0.i = select i1 %7, i1 %_01.i, i1 %_02.i
  %_12 = getelementptr inbounds nuw i8, ptr %v_base, i64 72
  %_14 = getelementptr inbounds nuw i8, ptr %v_base, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1436)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1439)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1441)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1444)
  %8 = getelementptr inbounds nuw i8, ptr %v_base, i64 64
  %_7.i.i7 = load i64, ptr %8, align 8, !alias.scope !1446, !noalias !1447, !noundef !4
  %9 = getelementptr inbounds nuw i8, ptr %v_base, i64 88
  %_8.i.i8 = load i64, ptr %9, align 8, !alias.scope !1447, !noalias !1446, !noundef !4
  %_5.0.i.i9 = load ptr, ptr %_12, align 8, !alias.scope !1447, !noalias !1446, !nonnull !4, !align !19, !noundef !4
  %10 = getelementptr inbounds nuw i8, ptr %v_base, i64 80
  %_5.1.i.i10 = load i64, ptr %10, align 8, !alias.scope !1447, !noalias !1446, !noundef !4
  %_6.0.i.i11 = load ptr, ptr %_14, align 8, !alias.scope !1446, !noalias !1447, !nonnull !4, !align !19, !noundef !4
  %11 = getelementptr inbounds nuw i8, ptr %v_base, i64 56
  %_6.1.i.i12 = load i64, ptr %11, align 8, !alias.scope !1446, !noalias !1447, !noundef !4
  %spec.store.select.i.i13 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i10, i64 %_6.1.i.i12)
  %12 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i9, ptr nonnull %_6.0.i.i11, i64 %spec.store.select.i.i13), !noalias !1448
  %13 = sext i32 %12 to i64
  %14 = icmp eq i32 %12, 0
  %_11.i.i14 = sub i64 %_5.1.i.i10, %_6.1.i.i12
  %spec.select.i.i15 = select i1 %14, i64 %_11.i.i14, i64 %13
  %15 = icmp eq i64 %_7.i.i7, %_8.i.i8
  %_01.i16 = icmp slt i64 %spec.select.i.i15, 0
  %_02.i17 = icmp ult i64 %_7.i.i7, %_8.i.i8
  %_0.i18 = select i1 %15, i1 %_01.i16, i1 %_02.i17
  %count = zext i1 %_0.i to i64
  %a = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v_base, i64 %count
  %_19 = xor i1 %_0.i, true
  %count1 = zext i1 %_19 to i64
  %b = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v_base, i64 %count1
  %count2 = select i1 %_0.i18, i64 3, i64 2
  %c = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v_base, i64 %count2
  %count3 = select i1 %_0.i18, i64 2, i64 3
  %d = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v_base, i64 %count3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1449)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1452)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1454)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1457)
  %16 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %_7.i.i19 = load i64, ptr %16, align 8, !alias.scope !1459, !noalias !1460, !noundef !4
  %17 = getelementptr inbounds nuw i8, ptr %c, i64 16
  %_8.i.i20 = load i64, ptr %17, align 8, !alias.scope !1460, !noalias !1459, !noundef !4
  %_5.0.i.i21 = load ptr, ptr %c, align 8, !alias.scope !1460, !noalias !1459, !nonnull !4, !align !19, !noundef !4
  %18 = getelementptr inbounds nuw i8, ptr %c, i64 8
  %_5.1.i.i22 = load i64, ptr %18, align 8, !alias.scope !1460, !noalias !1459, !noundef !4
  %_6.0.i.i23 = load ptr, ptr %a, align 8, !alias.scope !1459, !noalias !1460, !nonnull !4, !align !19, !noundef !4
  %19 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %_6.1.i.i24 = load i64, ptr %19, align 8, !alias.scope !1459, !noalias !1460, !noundef !4
  %spec.store.select.i.i25 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i22, i64 %_6.1.i.i24)
  %20 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i21, ptr nonnull %_6.0.i.i23, i64 %spec.store.select.i.i25), !noalias !1461
  %21 = sext i32 %20 to i64
  %22 = icmp eq i32 %20, 0
  %_11.i.i26 = sub i64 %_5.1.i.i22, %_6.1.i.i24
  %spec.select.i.i27 = select i1 %22, i64 %_11.i.i26, i64 %21
  %23 = icmp eq i64 %_7.i.i19, %_8.i.i20
  %_01.i28 = icmp slt i64 %spec.select.i.i27, 0
  %_02.i29 = icmp ult i64 %_7.i.i19, %_8.i.i20
  %_0.i30 = select i1 %23, i1 %_01.i28, i1 %_02.i29
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1462)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1465)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1467)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1470)
  %24 = getelementptr inbounds nuw i8, ptr %b, i64 16
  %_7.i.i31 = load i64, ptr %24, align 8, !alias.scope !1472, !noalias !1473, !noundef !4
  %25 = getelementptr inbounds nuw i8, ptr %d, i64 16
  %_8.i.i32 = load i64, ptr %25, align 8, !alias.scope !1473, !noalias !1472, !noundef !4
  %_5.0.i.i33 = load ptr, ptr %d, align 8, !alias.scope !1473, !noalias !1472, !nonnull !4, !align !19, !noundef !4
  %26 = getelementptr inbounds nuw i8, ptr %d, i64 8
  %_5.1.i.i34 = load i64, ptr %26, align 8, !alias.scope !1473, !noalias !1472, !noundef !4
  %_6.0.i.i35 = load ptr, ptr %b, align 8, !alias.scope !1472, !noalias !1473, !nonnull !4, !align !19, !noundef !4
  %27 = getelementptr inbounds nuw i8, ptr %b, i64 8
  %_6.1.i.i36 = load i64, ptr %27, align 8, !alias.scope !1472, !noalias !1473, !noundef !4
  %spec.store.select.i.i37 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i34, i64 %_6.1.i.i36)
  %28 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i33, ptr nonnull %_6.0.i.i35, i64 %spec.store.select.i.i37), !noalias !1474
  %29 = sext i32 %28 to i64
  %30 = icmp eq i32 %28, 0
  %_11.i.i38 = sub i64 %_5.1.i.i34, %_6.1.i.i36
  %spec.select.i.i39 = select i1 %30, i64 %_11.i.i38, i64 %29
  %31 = icmp eq i64 %_7.i.i31, %_8.i.i32
  %_01.i40 = icmp slt i64 %spec.select.i.i39, 0
  %_02.i41 = icmp ult i64 %_7.i.i31, %_8.i.i32
  %_0.i42 = select i1 %31, i1 %_01.i40, i1 %_02.i41
  %32 = select i1 %_0.i30, ptr %c, ptr %a, !unpredictable !4
  %33 = select i1 %_0.i42, ptr %b, ptr %d, !unpredictable !4
  %34 = select i1 %_0.i42, ptr %c, ptr %b, !unpredictable !4
  %35 = select i1 %_0.i30, ptr %a, ptr %34, !unpredictable !4
  %36 = select i1 %_0.i30, ptr %b, ptr %c, !unpredictable !4
  %37 = select i1 %_0.i42, ptr %d, ptr %36, !unpredictable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1475)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1478)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1480)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1483)
  %38 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %_7.i.i43 = load i64, ptr %38, align 8, !alias.scope !1485, !noalias !1486, !noundef !4
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %_8.i.i44 = load i64, ptr %39, align 8, !alias.scope !1486, !noalias !1485, !noundef !4
  %_5.0.i.i45 = load ptr, ptr %37, align 8, !alias.scope !1486, !noalias !1485, !nonnull !4, !align !19, !noundef !4
  %40 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %_5.1.i.i46 = load i64, ptr %40, align 8, !alias.scope !1486, !noalias !1485, !noundef !4
  %_6.0.i.i47 = load ptr, ptr %35, align 8, !alias.scope !1485, !noalias !1486, !nonnull !4, !align !19, !noundef !4
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %_6.1.i.i48 = load i64, ptr %41, align 8, !alias.scope !1485, !noalias !1486, !noundef !4
  %spec.store.select.i.i49 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i46, i64 %_6.1.i.i48)
  %42 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i45, ptr nonnull %_6.0.i.i47, i64 %spec.store.select.i.i49), !noalias !1487
  %43 = sext i32 %42 to i64
  %44 = icmp eq i32 %42, 0
  %_11.i.i50 = sub i64 %_5.1.i.i46, %_6.1.i.i48
  %spec.select.i.i51 = select i1 %44, i64 %_11.i.i50, i64 %43
  %45 = icmp eq i64 %_7.i.i43, %_8.i.i44
  %_01.i52 = icmp slt i64 %spec.select.i.i51, 0
  %_02.i53 = icmp ult i64 %_7.i.i43, %_8.i.i44
  %_0.i54 = select i1 %45, i1 %_01.i52, i1 %_02.i53
  %46 = select i1 %_0.i54, ptr %37, ptr %35, !unpredictable !4
  %47 = select i1 %_0.i54, ptr %35, ptr %37, !unpredictable !4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false)
  %dst4 = getelementptr inbounds nuw i8, ptr %dst, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst4, ptr noundef nonnull align 8 dereferenceable(24) %46, i64 24, i1 false)
  %dst5 = getelementptr inbounds nuw i8, ptr %dst, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst5, ptr noundef nonnull align 8 dereferenceable(24) %47, i64 24, i1 false)
  %dst6 = getelementptr inbounds nuw i8, ptr %dst, i64 72
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst6, ptr noundef nonnull align 8 dereferenceable(24) %33, i64 24, i1 false)
  ret void
}

; core::slice::sort::shared::smallsort::insertion_sort_shift_left
; Function Attrs: nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17ha06d89ed0dd62463E(ptr noalias noundef nonnull align 8 captures(address) %v.0, i64 noundef range(i64 2, 21) %v.1) unnamed_addr #7 personality ptr @rust_eh_personality {
bb5.preheader:
  %v_end.idx = mul nuw nsw i64 %v.1, 24
  %v_end = getelementptr inbounds nuw i8, ptr %v.0, i64 %v_end.idx
  %tail.sroa.0.01 = getelementptr inbounds nuw i8, ptr %v.0, i64 24
  br label %bb5

bb7:                                              ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit
  ret void

bb5:                                              ; preds = %bb5.preheader, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit
  %tail.sroa.0.04 = phi ptr [ %tail.sroa.0.0, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit ], [ %tail.sroa.0.01, %bb5.preheader ]
  %v.0.pn3 = phi ptr [ %tail.sroa.0.04, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit ], [ %v.0, %bb5.preheader ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1488)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1491)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1493)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1496)
  %0 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 16
  %_7.i.i.i = load i64, ptr %0, align 8, !alias.scope !1498, !noalias !1499, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 40
  %_8.i.i.i = load i64, ptr %1, align 8, !alias.scope !1499, !noalias !1498, !noundef !4
  %_5.0.i.i.i = load ptr, ptr %tail.sroa.0.04, align 8, !alias.scope !1499, !noalias !1498, !nonnull !4, !align !19, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 32
  %_5.1.i.i.i = load i64, ptr %2, align 8, !alias.scope !1499, !noalias !1498, !noundef !4
  %_6.0.i.i.i = load ptr, ptr %v.0.pn3, align 8, !alias.scope !1498, !noalias !1499, !nonnull !4, !align !19, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 8
  %_6.1.i.i.i = load i64, ptr %3, align 8, !alias.scope !1498, !noalias !1499, !noundef !4
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i.i, i64 %_6.1.i.i.i)
  %4 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i.i, ptr nonnull %_6.0.i.i.i, i64 %spec.store.select.i.i.i), !noalias !1500
  %5 = sext i32 %4 to i64
  %6 = icmp eq i32 %4, 0
  %_11.i.i.i = sub i64 %_5.1.i.i.i, %_6.1.i.i.i
  %spec.select.i.i.i = select i1 %6, i64 %_11.i.i.i, i64 %5
  %7 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  %_01.i.i = icmp slt i64 %spec.select.i.i.i, 0
  %_02.i.i = icmp ult i64 %_7.i.i.i, %_8.i.i.i
  %_0.i.i = select i1 %7, i1 %_01.i.i, i1 %_02.i.i
  br i1 %_0.i.i, label %bb4.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit

bb4.i:                                            ; preds = %bb5, %bb6.i
  %gap_guard.sroa.4.0.i = phi ptr [ %sift.sroa.0.0.i, %bb6.i ], [ %tail.sroa.0.04, %bb5 ]
  %sift.sroa.0.0.i = phi ptr [ %8, %bb6.i ], [ %v.0.pn3, %bb5 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %gap_guard.sroa.4.0.i, ptr noundef nonnull align 8 dereferenceable(24) %sift.sroa.0.0.i, i64 24, i1 false)
  %_18.i = icmp eq ptr %sift.sroa.0.0.i, %v.0
  br i1 %_18.i, label %bb10.i, label %bb6.i

bb6.i:                                            ; preds = %bb4.i
  %8 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i, i64 -24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1501)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1504)
  %9 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i, i64 -8
  %_7.i.i1.i = load i64, ptr %9, align 8, !alias.scope !1507, !noalias !1508, !noundef !4
  %_6.0.i.i5.i = load ptr, ptr %8, align 8, !alias.scope !1507, !noalias !1508, !nonnull !4, !align !19, !noundef !4
  %10 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i, i64 -16
  %_6.1.i.i6.i = load i64, ptr %10, align 8, !alias.scope !1507, !noalias !1508, !noundef !4
  %spec.store.select.i.i7.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i.i, i64 %_6.1.i.i6.i)
  %11 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i.i, ptr nonnull %_6.0.i.i5.i, i64 %spec.store.select.i.i7.i), !noalias !1511
  %12 = sext i32 %11 to i64
  %13 = icmp eq i32 %11, 0
  %_11.i.i8.i = sub i64 %_5.1.i.i.i, %_6.1.i.i6.i
  %spec.select.i.i9.i = select i1 %13, i64 %_11.i.i8.i, i64 %12
  %14 = icmp eq i64 %_7.i.i1.i, %_8.i.i.i
  %_01.i10.i = icmp slt i64 %spec.select.i.i9.i, 0
  %_02.i11.i = icmp ult i64 %_7.i.i1.i, %_8.i.i.i
  %_0.i12.i = select i1 %14, i1 %_01.i10.i, i1 %_02.i11.i
  br i1 %_0.i12.i, label %bb4.i, label %bb10.i

bb10.i:                                           ; preds = %bb6.i, %bb4.i
  %sift.sroa.0.0.i.lcssa = phi ptr [ %sift.sroa.0.0.i, %bb6.i ], [ %v.0, %bb4.i ]
  store ptr %_5.0.i.i.i, ptr %sift.sroa.0.0.i.lcssa, align 8, !noalias !1512
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa, i64 8
  store i64 %_5.1.i.i.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !1512
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa, i64 16
  store i64 %_8.i.i.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !1512
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit

_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit: ; preds = %bb5, %bb10.i
  %tail.sroa.0.0 = getelementptr inbounds nuw i8, ptr %tail.sroa.0.04, i64 24
  %_10.not = icmp eq ptr %tail.sroa.0.0, %v_end
  br i1 %_10.not, label %bb7, label %bb5
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable14driftsort_main17ha5d3773af4a4709eE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 384307168202282326) %v.1) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %stack_buf = alloca [4096 x i8], align 8
  %_94 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_94
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 333333)
  %..i5 = tail call noundef i64 @llvm.umax.i64(i64 %..i, i64 %v1)
  %..i6 = tail call noundef i64 @llvm.umax.i64(i64 %..i5, i64 48)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_buf)
  %_14 = icmp ugt i64 %..i5, 170
  br i1 %_14, label %bb4, label %bb10.critedge

bb4:                                              ; preds = %start
  %_33.0.i.i.i = mul i64 %..i6, 24
  %or.cond.i.i.i = icmp ugt i64 %v1, 384307168202282325
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %bb18.i.i.i, !prof !445

bb18.i.i.i:                                       ; preds = %bb4
  %0 = icmp eq i64 %_33.0.i.i.i, 0
  br i1 %0, label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb18.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1517
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #27, !noalias !1517
  %2 = icmp eq ptr %1, null
  br i1 %2, label %bb3.i.i, label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E.exit"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #31, !noalias !1522
  unreachable

"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ 0, %bb18.i.i.i ], [ %..i6, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %_4.sroa.10.0.i.i = phi ptr [ inttoptr (i64 8 to ptr), %bb18.i.i.i ], [ %1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %_7.i.i = icmp samesign ule i64 %..i6, %_4.sroa.4.0.i.i
  tail call void @llvm.assume(i1 %_7.i.i)
  %eager_sort = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  tail call fastcc void @_ZN4core5slice4sort6stable5drift4sort17h5b15f268bbf9754bE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %_4.sroa.10.0.i.i, i64 noundef %_4.sroa.4.0.i.i, i1 noundef zeroext %eager_sort) #27
  %alloc_size.i.i.i.i.i = mul nuw nsw i64 %_4.sroa.4.0.i.i, 24
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_4.sroa.10.0.i.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1523
  br label %bb10

bb10.critedge:                                    ; preds = %start
  %eager_sort.c = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17h5b15f268bbf9754bE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf, i64 noundef 170, i1 noundef zeroext %eager_sort.c) #27
  br label %bb10

bb10:                                             ; preds = %bb10.critedge, %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_buf)
  ret void
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable5drift4sort17h5b15f268bbf9754bE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 384307168202282326) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i1 noundef zeroext %eager_sort) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %desired_depth_storage = alloca [66 x i8], align 1
  %run_storage = alloca [528 x i8], align 8
  %d = udiv i64 4611686018427387904, %v.1
  %r = urem i64 4611686018427387904, %v.1
  %_72.not = icmp ne i64 %r, 0
  %0 = zext i1 %_72.not to i64
  %scale_factor.sroa.0.0 = add nuw nsw i64 %d, %0
  %_9 = icmp samesign ult i64 %v.1, 4097
  br i1 %_9, label %bb3, label %bb4

bb4:                                              ; preds = %start
; call core::slice::sort::stable::drift::sqrt_approx
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1) #27
  br label %bb5

bb3:                                              ; preds = %start
  %_1134 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_1134
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v1, i64 64)
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %min_good_run_len.sroa.0.0 = phi i64 [ %..i, %bb3 ], [ %1, %bb4 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %run_storage)
  call void @llvm.lifetime.start.p0(ptr nonnull %desired_depth_storage)
  %_13.not.i124 = icmp ugt i64 %min_good_run_len.sroa.0.0, 2
  %_13.not.i130 = icmp ugt i64 %min_good_run_len.sroa.0.0, 2
  br label %bb6

bb6:                                              ; preds = %bb19, %bb5
  %prev_run.sroa.0.0 = phi i64 [ 1, %bb5 ], [ %next_run.sroa.0.0, %bb19 ]
  %scan_idx.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %60, %bb19 ]
  %stack_len.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %59, %bb19 ]
  %_22 = icmp ult i64 %scan_idx.sroa.0.0, %v.1
  br i1 %_22, label %bb30, label %bb10

bb10:                                             ; preds = %bb6, %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit
  %desired_depth.sroa.0.0 = phi i8 [ %27, %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit ], [ 0, %bb6 ]
  %next_run.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i37, %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit ], [ 1, %bb6 ]
  %_37100 = icmp ugt i64 %stack_len.sroa.0.0, 1
  br i1 %_37100, label %bb12.lr.ph, label %bb17

bb12.lr.ph:                                       ; preds = %bb10
  %v_end.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  br label %bb12

bb30:                                             ; preds = %bb6
  %new_len = sub nuw nsw i64 %v.1, %scan_idx.sroa.0.0
  %_81 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  %_7.not.i = icmp ult i64 %new_len, %min_good_run_len.sroa.0.0
  br i1 %_7.not.i, label %bb7.i38, label %bb1.i

bb7.i38:                                          ; preds = %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i, %bb30
  br i1 %eager_sort, label %bb16.i42, label %bb11.i39

bb1.i:                                            ; preds = %bb30
  %_4.i.i = icmp samesign ult i64 %new_len, 2
  br i1 %_4.i.i, label %bb5.i35, label %bb2.i.i

bb2.i.i:                                          ; preds = %bb1.i
  %_28.i.i = getelementptr inbounds nuw i8, ptr %_81, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1532)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1535)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1537), !noalias !1540
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1543), !noalias !1540
  %2 = getelementptr inbounds nuw i8, ptr %_81, i64 16
  %_7.i.i70 = load i64, ptr %2, align 8, !alias.scope !1545, !noalias !1546, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %_81, i64 40
  %_8.i.i71 = load i64, ptr %3, align 8, !alias.scope !1547, !noalias !1548, !noundef !4
  %_5.0.i.i72 = load ptr, ptr %_28.i.i, align 8, !alias.scope !1547, !noalias !1548, !nonnull !4, !align !19, !noundef !4
  %4 = getelementptr inbounds nuw i8, ptr %_81, i64 32
  %_5.1.i.i73 = load i64, ptr %4, align 8, !alias.scope !1547, !noalias !1548, !noundef !4
  %_6.0.i.i74 = load ptr, ptr %_81, align 8, !alias.scope !1545, !noalias !1546, !nonnull !4, !align !19, !noundef !4
  %5 = getelementptr inbounds nuw i8, ptr %_81, i64 8
  %_6.1.i.i75 = load i64, ptr %5, align 8, !alias.scope !1545, !noalias !1546, !noundef !4
  %spec.store.select.i.i76 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i73, i64 %_6.1.i.i75)
  %6 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i72, ptr nonnull %_6.0.i.i74, i64 %spec.store.select.i.i76), !noalias !1549
  %7 = sext i32 %6 to i64
  %8 = icmp eq i32 %6, 0
  %_11.i.i77 = sub i64 %_5.1.i.i73, %_6.1.i.i75
  %spec.select.i.i78 = select i1 %8, i64 %_11.i.i77, i64 %7
  %9 = icmp eq i64 %_7.i.i70, %_8.i.i71
  %_01.i79 = icmp slt i64 %spec.select.i.i78, 0
  %_02.i80 = icmp ult i64 %_7.i.i70, %_8.i.i71
  %_0.i81 = select i1 %9, i1 %_01.i79, i1 %_02.i80
  %_10.i.i96.not = icmp eq i64 %new_len, 2
  br i1 %_0.i81, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb11.i.i.preheader:                               ; preds = %bb2.i.i
  br i1 %_10.i.i96.not, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread, label %bb12.i.i

bb4.i.i.preheader:                                ; preds = %bb2.i.i
  br i1 %_10.i.i96.not, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127, label %bb5.i.i

bb12.i.i:                                         ; preds = %bb11.i.i.preheader, %bb15.i.i
  %_6.1.i.i63 = phi i64 [ %_5.1.i.i61, %bb15.i.i ], [ %_5.1.i.i73, %bb11.i.i.preheader ]
  %_6.0.i.i62 = phi ptr [ %_5.0.i.i60, %bb15.i.i ], [ %_5.0.i.i72, %bb11.i.i.preheader ]
  %_7.i.i58 = phi i64 [ %_8.i.i59, %bb15.i.i ], [ %_8.i.i71, %bb11.i.i.preheader ]
  %run_len.sroa.0.0.i.i94 = phi i64 [ %16, %bb15.i.i ], [ 2, %bb11.i.i.preheader ]
  %_40.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_81, i64 %run_len.sroa.0.0.i.i94
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1550)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1553), !noalias !1540
  %10 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 16
  %_8.i.i59 = load i64, ptr %10, align 8, !alias.scope !1556, !noalias !1557, !noundef !4
  %_5.0.i.i60 = load ptr, ptr %_40.i.i, align 8, !alias.scope !1556, !noalias !1557, !nonnull !4, !align !19, !noundef !4
  %11 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 8
  %_5.1.i.i61 = load i64, ptr %11, align 8, !alias.scope !1556, !noalias !1557, !noundef !4
  %spec.store.select.i.i64 = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i61, i64 %_6.1.i.i63)
  %12 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i60, ptr nonnull %_6.0.i.i62, i64 %spec.store.select.i.i64), !noalias !1560
  %13 = sext i32 %12 to i64
  %14 = icmp eq i32 %12, 0
  %_11.i.i65 = sub i64 %_5.1.i.i61, %_6.1.i.i63
  %spec.select.i.i66 = select i1 %14, i64 %_11.i.i65, i64 %13
  %15 = icmp eq i64 %_7.i.i58, %_8.i.i59
  %_01.i67 = icmp slt i64 %spec.select.i.i66, 0
  %_02.i68 = icmp ult i64 %_7.i.i58, %_8.i.i59
  %_0.i69 = select i1 %15, i1 %_01.i67, i1 %_02.i68
  br i1 %_0.i69, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i, label %bb15.i.i

bb15.i.i:                                         ; preds = %bb12.i.i
  %16 = add nuw i64 %run_len.sroa.0.0.i.i94, 1
  %exitcond.not = icmp eq i64 %16, %new_len
  br i1 %exitcond.not, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i, label %bb12.i.i

bb5.i.i:                                          ; preds = %bb4.i.i.preheader, %bb7.i.i
  %_6.1.i.i = phi i64 [ %_5.1.i.i, %bb7.i.i ], [ %_5.1.i.i73, %bb4.i.i.preheader ]
  %_6.0.i.i = phi ptr [ %_5.0.i.i, %bb7.i.i ], [ %_5.0.i.i72, %bb4.i.i.preheader ]
  %_7.i.i57 = phi i64 [ %_8.i.i, %bb7.i.i ], [ %_8.i.i71, %bb4.i.i.preheader ]
  %run_len.sroa.0.1.i.i97 = phi i64 [ %23, %bb7.i.i ], [ 2, %bb4.i.i.preheader ]
  %_34.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_81, i64 %run_len.sroa.0.1.i.i97
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1561)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1564), !noalias !1540
  %17 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 16
  %_8.i.i = load i64, ptr %17, align 8, !alias.scope !1567, !noalias !1568, !noundef !4
  %_5.0.i.i = load ptr, ptr %_34.i.i, align 8, !alias.scope !1567, !noalias !1568, !nonnull !4, !align !19, !noundef !4
  %18 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 8
  %_5.1.i.i = load i64, ptr %18, align 8, !alias.scope !1567, !noalias !1568, !noundef !4
  %spec.store.select.i.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i, i64 %_6.1.i.i)
  %19 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i, ptr nonnull %_6.0.i.i, i64 %spec.store.select.i.i), !noalias !1571
  %20 = sext i32 %19 to i64
  %21 = icmp eq i32 %19, 0
  %_11.i.i = sub i64 %_5.1.i.i, %_6.1.i.i
  %spec.select.i.i = select i1 %21, i64 %_11.i.i, i64 %20
  %22 = icmp eq i64 %_7.i.i57, %_8.i.i
  %_01.i = icmp slt i64 %spec.select.i.i, 0
  %_02.i = icmp ult i64 %_7.i.i57, %_8.i.i
  %_0.i = select i1 %22, i1 %_01.i, i1 %_02.i
  br i1 %_0.i, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i

bb7.i.i:                                          ; preds = %bb5.i.i
  %23 = add nuw i64 %run_len.sroa.0.1.i.i97, 1
  %exitcond110.not = icmp eq i64 %23, %new_len
  br i1 %exitcond110.not, label %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i: ; preds = %bb15.i.i, %bb12.i.i, %bb7.i.i, %bb5.i.i
  %_0.sroa.0.0.i.i = phi i64 [ %run_len.sroa.0.1.i.i97, %bb5.i.i ], [ %new_len, %bb7.i.i ], [ %run_len.sroa.0.0.i.i94, %bb12.i.i ], [ %new_len, %bb15.i.i ]
  %_12.i = icmp samesign ule i64 %_0.sroa.0.0.i.i, %new_len
  tail call void @llvm.assume(i1 %_12.i)
  %_13.not.i = icmp ult i64 %_0.sroa.0.0.i.i, %min_good_run_len.sroa.0.0
  br i1 %_13.not.i, label %bb7.i38, label %bb3.i

_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127: ; preds = %bb4.i.i.preheader
  br i1 %_13.not.i130, label %bb7.i38, label %bb5.preheader.i.i

_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread: ; preds = %bb11.i.i.preheader
  br i1 %_13.not.i124, label %bb7.i38, label %bb5.i35

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i
  br i1 %_0.i81, label %bb14.i, label %bb5.i35

bb11.i39:                                         ; preds = %bb7.i38
  %..i56 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 384307168202282326) %new_len, i64 %min_good_run_len.sroa.0.0)
  %_36.i40 = shl nuw nsw i64 %..i56, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit

bb16.i42:                                         ; preds = %bb7.i38
  %..i55 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 384307168202282326) %new_len, i64 32)
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %_81, i64 noundef %..i55, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(24) null) #30
  %_35.i43 = shl nuw nsw i64 %..i55, 1
  %_34.i44 = or disjoint i64 %_35.i43, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit

bb5.i35:                                          ; preds = %bb6.i.i, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i8790 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread ], [ %_0.sroa.0.0.i.i125133137, %bb6.i.i ]
  %_27.i36 = shl nuw nsw i64 %_0.sroa.0.0.i.i8790, 1
  %_26.i = or disjoint i64 %_27.i36, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1572), !noalias !1575
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1577), !noalias !1575
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i35, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127, %bb14.i
  %half_len1.i138 = phi i64 [ %half_len1.i, %bb14.i ], [ 1, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127 ]
  %_0.sroa.0.0.i.i125133137 = phi i64 [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17hc0c3c6e092e7923fE.exit.i.thread127 ]
  %end.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_81, i64 %_0.sroa.0.0.i.i125133137
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i, %bb5.preheader.i.i
  %i.sroa.0.018.i.i = phi i64 [ %25, %bb6.i.i ], [ 0, %bb5.preheader.i.i ]
  %24 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr { { ptr, i64 }, i64 }, ptr %end.i, i64 %24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1579), !noalias !1575
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1582), !noalias !1575
  %_3.sroa.0.0.copyload.i.i.i.i.i.i.i = load i64, ptr %x.i.i, align 8, !alias.scope !1584, !noalias !1587
  %_4.sroa.0.0.copyload.i.i.i.i.i.i.i = load i64, ptr %y.i.i, align 8, !alias.scope !1588, !noalias !1589
  store i64 %_4.sroa.0.0.copyload.i.i.i.i.i.i.i, ptr %x.i.i, align 8, !alias.scope !1584, !noalias !1587
  store i64 %_3.sroa.0.0.copyload.i.i.i.i.i.i.i, ptr %y.i.i, align 8, !alias.scope !1588, !noalias !1589
  %_11.i.i.1.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.i.i, i64 8
  %_13.i.i.1.i.i.i.i = getelementptr inbounds nuw i8, ptr %y.i.i, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1590), !noalias !1575
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1592), !noalias !1575
  %_3.sroa.0.0.copyload.i.i.i.1.i.i.i.i = load i64, ptr %_11.i.i.1.i.i.i.i, align 8, !alias.scope !1594, !noalias !1595
  %_4.sroa.0.0.copyload.i.i.i.1.i.i.i.i = load i64, ptr %_13.i.i.1.i.i.i.i, align 8, !alias.scope !1596, !noalias !1597
  store i64 %_4.sroa.0.0.copyload.i.i.i.1.i.i.i.i, ptr %_11.i.i.1.i.i.i.i, align 8, !alias.scope !1594, !noalias !1595
  store i64 %_3.sroa.0.0.copyload.i.i.i.1.i.i.i.i, ptr %_13.i.i.1.i.i.i.i, align 8, !alias.scope !1596, !noalias !1597
  %_11.i.i.2.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.i.i, i64 16
  %_13.i.i.2.i.i.i.i = getelementptr inbounds nuw i8, ptr %y.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1598), !noalias !1575
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1600), !noalias !1575
  %_3.sroa.0.0.copyload.i.i.i.2.i.i.i.i = load i64, ptr %_11.i.i.2.i.i.i.i, align 8, !alias.scope !1602, !noalias !1603
  %_4.sroa.0.0.copyload.i.i.i.2.i.i.i.i = load i64, ptr %_13.i.i.2.i.i.i.i, align 8, !alias.scope !1604, !noalias !1605
  store i64 %_4.sroa.0.0.copyload.i.i.i.2.i.i.i.i, ptr %_11.i.i.2.i.i.i.i, align 8, !alias.scope !1602, !noalias !1603
  store i64 %_3.sroa.0.0.copyload.i.i.i.2.i.i.i.i, ptr %_13.i.i.2.i.i.i.i, align 8, !alias.scope !1604, !noalias !1605
  %25 = add nuw nsw i64 %i.sroa.0.018.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %25, %half_len1.i138
  br i1 %exitcond.not.i.i, label %bb5.i35, label %bb6.i.i

_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E.exit: ; preds = %bb11.i39, %bb16.i42, %bb5.i35
  %_0.sroa.0.0.i37 = phi i64 [ %_26.i, %bb5.i35 ], [ %_34.i44, %bb16.i42 ], [ %_36.i40, %bb11.i39 ]
  %_31 = lshr i64 %prev_run.sroa.0.0, 1
  %_35 = lshr i64 %_0.sroa.0.0.i37, 1
  %factor = shl nuw nsw i64 %scan_idx.sroa.0.0, 1
  %x = sub nsw i64 %factor, %_31
  %y = add nuw nsw i64 %_35, %factor
  %_89 = mul i64 %x, %scale_factor.sroa.0.0
  %_90 = mul i64 %y, %scale_factor.sroa.0.0
  %self3 = xor i64 %_90, %_89
  %26 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %27 = trunc nuw nsw i64 %26 to i8
  br label %bb10

bb12:                                             ; preds = %bb12.lr.ph, %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit
  %stack_len.sroa.0.1102 = phi i64 [ %stack_len.sroa.0.0, %bb12.lr.ph ], [ %count, %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit ]
  %prev_run.sroa.0.1101 = phi i64 [ %prev_run.sroa.0.0, %bb12.lr.ph ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit ]
  %count = add i64 %stack_len.sroa.0.1102, -1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1, !noundef !4
  %_39.not = icmp ult i8 %_40, %desired_depth.sroa.0.0
  br i1 %_39.not, label %bb17, label %bb13

bb17:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit, %bb12, %bb10
  %prev_run.sroa.0.1.lcssa = phi i64 [ %prev_run.sroa.0.0, %bb10 ], [ %prev_run.sroa.0.1101, %bb12 ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit ]
  %stack_len.sroa.0.1.lcssa = phi i64 [ %stack_len.sroa.0.0, %bb10 ], [ %stack_len.sroa.0.1102, %bb12 ], [ 1, %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit ]
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %stack_len.sroa.0.1.lcssa
  store i64 %prev_run.sroa.0.1.lcssa, ptr %_59, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %stack_len.sroa.0.1.lcssa
  store i8 %desired_depth.sroa.0.0, ptr %_61, align 1
  br i1 %_22, label %bb19, label %bb18

bb13:                                             ; preds = %bb12
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count
  %left9 = load i64, ptr %_46, align 8, !noundef !4
  %_50 = lshr i64 %left9, 1
  %_51 = lshr i64 %prev_run.sroa.0.1101, 1
  %merged_len = add nuw i64 %_50, %_51
  %merge_start_idx = sub i64 %scan_idx.sroa.0.0, %merged_len
  %_96 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.0, i64 %merge_start_idx
  %can_fit_in_scratch.i = icmp samesign ugt i64 %merged_len, %scratch.1
  %_18.i = and i64 %prev_run.sroa.0.1101, 1
  %.not4.i = icmp eq i64 %_18.i, 0
  %28 = or i64 %left9, %prev_run.sroa.0.1101
  %29 = and i64 %28, 1
  %30 = icmp ne i64 %29, 0
  %or.cond2.i = or i1 %can_fit_in_scratch.i, %30
  br i1 %or.cond2.i, label %bb5.i, label %bb13.i

bb5.i:                                            ; preds = %bb13
  %_17.i = and i64 %left9, 1
  %.not.i = icmp eq i64 %_17.i, 0
  br i1 %.not.i, label %bb15.i, label %bb8.i

bb13.i:                                           ; preds = %bb13
  %_36.i = shl nuw nsw i64 %merged_len, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit

bb8.i:                                            ; preds = %bb15.i, %bb5.i
  br i1 %.not4.i, label %bb20.i, label %bb11.i

bb15.i:                                           ; preds = %bb5.i
  %self.i = or i64 %_50, 1
  %31 = tail call range(i64 5, 64) i64 @llvm.ctlz.i64(i64 %self.i, i1 true)
  %32 = trunc nuw nsw i64 %31 to i32
  %log.i = shl nuw nsw i32 %32, 1
  %limit.i = xor i32 %log.i, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 384307168202282326) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(24) null) #30
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1606)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1609)
  %33 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %33
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %..i.i = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %..i.i
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit, label %bb5.i45

bb5.i45:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %34 = mul nuw nsw i64 %..i.i, 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %34, i1 false), !alias.scope !1611
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %34
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i45, %bb1.i.i
  %_219.i.i = phi ptr [ %_21.i.i48, %bb1.i.i ], [ %_21.i, %bb5.i45 ]
  %_187.i.i = phi ptr [ %_18.i.i, %bb1.i.i ], [ %v_mid.i, %bb5.i45 ]
  %out.sroa.0.0.i.i = phi ptr [ %37, %bb1.i.i ], [ %v_end.i, %bb5.i45 ]
  %35 = getelementptr inbounds i8, ptr %_187.i.i, i64 -24
  %36 = getelementptr inbounds i8, ptr %_219.i.i, i64 -24
  %37 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1612)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1615)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1617)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1620)
  %38 = getelementptr inbounds i8, ptr %_187.i.i, i64 -8
  %_7.i.i.i.i = load i64, ptr %38, align 8, !alias.scope !1622, !noalias !1623, !noundef !4
  %39 = getelementptr inbounds i8, ptr %_219.i.i, i64 -8
  %_8.i.i.i.i = load i64, ptr %39, align 8, !alias.scope !1626, !noalias !1627, !noundef !4
  %_5.0.i.i.i.i = load ptr, ptr %36, align 8, !alias.scope !1626, !noalias !1627, !nonnull !4, !align !19, !noundef !4
  %40 = getelementptr inbounds i8, ptr %_219.i.i, i64 -16
  %_5.1.i.i.i.i = load i64, ptr %40, align 8, !alias.scope !1626, !noalias !1627, !noundef !4
  %_6.0.i.i.i.i = load ptr, ptr %35, align 8, !alias.scope !1622, !noalias !1623, !nonnull !4, !align !19, !noundef !4
  %41 = getelementptr inbounds i8, ptr %_187.i.i, i64 -16
  %_6.1.i.i.i.i = load i64, ptr %41, align 8, !alias.scope !1622, !noalias !1623, !noundef !4
  %spec.store.select.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i.i.i, i64 %_6.1.i.i.i.i)
  %42 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i.i.i, ptr nonnull %_6.0.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !1628
  %43 = sext i32 %42 to i64
  %44 = icmp eq i32 %42, 0
  %_11.i.i.i.i = sub i64 %_5.1.i.i.i.i, %_6.1.i.i.i.i
  %spec.select.i.i.i.i = select i1 %44, i64 %_11.i.i.i.i, i64 %43
  %45 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %_01.i.i.i = icmp slt i64 %spec.select.i.i.i.i, 0
  %_02.i.i.i = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  %_0.i.i.i = select i1 %45, i1 %_01.i.i.i, i1 %_02.i.i.i
  %..i11.i = select i1 %_0.i.i.i, ptr %35, ptr %36
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, ptr noundef nonnull align 8 dereferenceable(24) %..i11.i, i64 24, i1 false), !alias.scope !1611, !noalias !1629
  %_20.i.i = xor i1 %_0.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %35, i64 %count.i.i
  %count4.i.i = zext i1 %_0.i.i.i to i64
  %_21.i.i48 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %36, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i48, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i47, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i45, %bb3.i.i
  %_2511.i.i = phi ptr [ %_25.i.i, %bb3.i.i ], [ %_96, %bb5.i45 ]
  %right.sroa.0.010.i.i = phi ptr [ %_23.i27.i, %bb3.i.i ], [ %v_mid.i, %bb5.i45 ]
  %_2059.i.i = phi ptr [ %_20.i26.i, %bb3.i.i ], [ %scratch.0, %bb5.i45 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1630)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1633)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1635)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1638)
  %46 = getelementptr inbounds nuw i8, ptr %_2059.i.i, i64 16
  %_7.i.i.i13.i = load i64, ptr %46, align 8, !alias.scope !1640, !noalias !1641, !noundef !4
  %47 = getelementptr inbounds nuw i8, ptr %right.sroa.0.010.i.i, i64 16
  %_8.i.i.i14.i = load i64, ptr %47, align 8, !alias.scope !1644, !noalias !1645, !noundef !4
  %_5.0.i.i.i15.i = load ptr, ptr %right.sroa.0.010.i.i, align 8, !alias.scope !1644, !noalias !1645, !nonnull !4, !align !19, !noundef !4
  %48 = getelementptr inbounds nuw i8, ptr %right.sroa.0.010.i.i, i64 8
  %_5.1.i.i.i16.i = load i64, ptr %48, align 8, !alias.scope !1644, !noalias !1645, !noundef !4
  %_6.0.i.i.i17.i = load ptr, ptr %_2059.i.i, align 8, !alias.scope !1640, !noalias !1641, !nonnull !4, !align !19, !noundef !4
  %49 = getelementptr inbounds nuw i8, ptr %_2059.i.i, i64 8
  %_6.1.i.i.i18.i = load i64, ptr %49, align 8, !alias.scope !1640, !noalias !1641, !noundef !4
  %spec.store.select.i.i.i19.i = tail call i64 @llvm.umin.i64(i64 %_5.1.i.i.i16.i, i64 %_6.1.i.i.i18.i)
  %50 = tail call i32 @memcmp(ptr nonnull %_5.0.i.i.i15.i, ptr nonnull %_6.0.i.i.i17.i, i64 %spec.store.select.i.i.i19.i), !noalias !1646
  %51 = sext i32 %50 to i64
  %52 = icmp eq i32 %50, 0
  %_11.i.i.i20.i = sub i64 %_5.1.i.i.i16.i, %_6.1.i.i.i18.i
  %spec.select.i.i.i21.i = select i1 %52, i64 %_11.i.i.i20.i, i64 %51
  %53 = icmp eq i64 %_7.i.i.i13.i, %_8.i.i.i14.i
  %_01.i.i22.i = icmp slt i64 %spec.select.i.i.i21.i, 0
  %_02.i.i23.i = icmp ult i64 %_7.i.i.i13.i, %_8.i.i.i14.i
  %_0.i.i24.i = select i1 %53, i1 %_01.i.i22.i, i1 %_02.i.i23.i
  %consume_left.i.i = xor i1 %_0.i.i24.i, true
  %src.sroa.0.0.i.i = select i1 %_0.i.i24.i, ptr %right.sroa.0.010.i.i, ptr %_2059.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_2511.i.i, ptr noundef nonnull align 8 dereferenceable(24) %src.sroa.0.0.i.i, i64 24, i1 false), !alias.scope !1611, !noalias !1647
  %count.i25.i = zext i1 %consume_left.i.i to i64
  %_20.i26.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_2059.i.i, i64 %count.i25.i
  %count2.i.i = zext i1 %_0.i.i24.i to i64
  %_23.i27.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %right.sroa.0.010.i.i, i64 %count2.i.i
  %_25.i.i = getelementptr inbounds nuw i8, ptr %_2511.i.i, i64 24
  %_7.i.i = icmp ne ptr %_20.i26.i, %_21.i
  %_10.i.i46 = icmp ne ptr %_23.i27.i, %v_end.i
  %or.cond.i28.i = select i1 %_7.i.i, i1 %_10.i.i46, i1 false
  br i1 %or.cond.i28.i, label %bb3.i.i, label %bb16.i47

bb16.i47:                                         ; preds = %bb3.i.i, %bb1.i.i
  %merge_state.sroa.11.0.i = phi ptr [ %_18.i.i, %bb1.i.i ], [ %_25.i.i, %bb3.i.i ]
  %merge_state.sroa.6.0.i = phi ptr [ %_21.i.i48, %bb1.i.i ], [ %_21.i, %bb3.i.i ]
  %merge_state.sroa.0.0.i = phi ptr [ %scratch.0, %bb1.i.i ], [ %_20.i26.i, %bb3.i.i ]
  %54 = ptrtoint ptr %merge_state.sroa.6.0.i to i64
  %55 = ptrtoint ptr %merge_state.sroa.0.0.i to i64
  %56 = sub nuw i64 %54, %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.11.0.i, ptr align 8 %merge_state.sroa.0.0.i, i64 %56, i1 false), !alias.scope !1611, !noalias !1648
  br label %_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit

_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit: ; preds = %bb11.i, %bb2.i, %bb16.i47
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_96, i64 %_50
  %self.i49 = or i64 %_51, 1
  %57 = tail call range(i64 5, 64) i64 @llvm.ctlz.i64(i64 %self.i49, i1 true)
  %58 = trunc nuw nsw i64 %57 to i32
  %log.i50 = shl nuw nsw i32 %58, 1
  %limit.i51 = xor i32 %log.i50, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 384307168202282326) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i32 noundef %limit.i51, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(24) null) #30
  br label %bb11.i

_ZN4core5slice4sort6stable5drift13logical_merge17hea2372dc089b7b5fE.exit: ; preds = %bb13.i, %_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit
  %_0.sroa.0.0.i = phi i64 [ %_34.i, %_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E.exit ], [ %_36.i, %bb13.i ]
  %_37 = icmp ugt i64 %count, 1
  br i1 %_37, label %bb12, label %bb17

bb19:                                             ; preds = %bb17
  %59 = add i64 %stack_len.sroa.0.1.lcssa, 1
  %_65 = lshr i64 %next_run.sroa.0.0, 1
  %60 = add nuw i64 %_65, %scan_idx.sroa.0.0
  br label %bb6

bb18:                                             ; preds = %bb17
  %_97 = and i64 %prev_run.sroa.0.1.lcssa, 1
  %.not = icmp eq i64 %_97, 0
  br i1 %.not, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  %self.i52 = or i64 %v.1, 1
  %61 = tail call range(i64 5, 64) i64 @llvm.ctlz.i64(i64 %self.i52, i1 true)
  %62 = trunc nuw nsw i64 %61 to i32
  %log.i53 = shl nuw nsw i32 %62, 1
  %limit.i54 = xor i32 %log.i53, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 384307168202282326) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i32 noundef %limit.i54, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(24) null) #30
  br label %bb22

bb22:                                             ; preds = %bb18, %bb21
  call void @llvm.lifetime.end.p0(ptr nonnull %desired_depth_storage)
  call void @llvm.lifetime.end.p0(ptr nonnull %run_storage)
  ret void
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 384307168202282326) %1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 384307168202282326) %scratch.1, i32 noundef range(i32 0, 117) %2, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(24) %3) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %pivot_copy = alloca [24 x i8], align 8
  %_8119125 = icmp samesign ult i64 %1, 33
  br i1 %_8119125, label %bb3, label %bb5.lr.ph

bb5.lr.ph:                                        ; preds = %start, %bb28
  %v.sroa.0.0.ph129 = phi ptr [ %_55, %bb28 ], [ %0, %start ]
  %v.sroa.16.0.ph128 = phi i64 [ %_63.i65, %bb28 ], [ %1, %start ]
  %limit.sroa.0.0.ph127 = phi i32 [ %67, %bb28 ], [ %2, %start ]
  %left_ancestor_pivot.sroa.0.0.ph126 = phi ptr [ null, %bb28 ], [ %3, %start ]
  %4 = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 16
  %5 = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 8
  %6 = ptrtoint ptr %v.sroa.0.0.ph129 to i64
  %.not = icmp eq ptr %left_ancestor_pivot.sroa.0.0.ph126, null
  %7 = getelementptr inbounds nuw i8, ptr %left_ancestor_pivot.sroa.0.0.ph126, i64 16
  %8 = getelementptr inbounds nuw i8, ptr %left_ancestor_pivot.sroa.0.0.ph126, i64 8
  br label %bb5

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit"
  %v.sroa.16.0121 = phi i64 [ %v.sroa.16.0.ph128, %bb5.lr.ph ], [ %state.sroa.11.1.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit" ]
  %limit.sroa.0.0120 = phi i32 [ %limit.sroa.0.0.ph127, %bb5.lr.ph ], [ %67, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit" ]
  %9 = icmp eq i32 %limit.sroa.0.0120, 0
  br i1 %9, label %bb6, label %bb7

bb3:                                              ; preds = %bb28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit", %start
  %v.sroa.0.0.ph.lcssa118 = phi ptr [ %v.sroa.0.0.ph129, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit" ], [ %0, %start ], [ %_55, %bb28 ]
  %v.sroa.16.0.lcssa = phi i64 [ %state.sroa.11.1.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit" ], [ %1, %start ], [ %_63.i65, %bb28 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1653)
  %_5.i = icmp samesign ult i64 %v.sroa.16.0.lcssa, 2
  br i1 %_5.i, label %bb22, label %bb2.i

bb2.i:                                            ; preds = %bb3
  %_8.i = add nuw nsw i64 %v.sroa.16.0.lcssa, 16
  %_6.i = icmp samesign ult i64 %scratch.1, %_8.i
  br i1 %_6.i, label %bb3.i, label %bb4.i

bb4.i:                                            ; preds = %bb2.i
  %len_div_29.i = lshr i64 %v.sroa.16.0.lcssa, 1
  %_22.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 7
  %_27.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %len_div_29.i
  %_28.i = getelementptr { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %len_div_29.i
  br i1 %_22.i, label %bb10.i, label %bb33.i

bb3.i:                                            ; preds = %bb2.i
  call void @llvm.trap()
  unreachable

bb10.i:                                           ; preds = %bb4.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hd3c117bb8a634c29E(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa118, ptr noundef nonnull align 8 %scratch.0) #27
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hd3c117bb8a634c29E(ptr noundef %_27.i, ptr noundef %_28.i) #27
  br label %bb15.i

bb33.i:                                           ; preds = %bb4.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %scratch.0, ptr noundef nonnull align 8 dereferenceable(24) %v.sroa.0.0.ph.lcssa118, i64 24, i1 false), !alias.scope !1656, !noalias !1658
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_28.i, ptr noundef nonnull align 8 dereferenceable(24) %_27.i, i64 24, i1 false), !alias.scope !1656, !noalias !1658
  br label %bb15.i

bb15.i:                                           ; preds = %bb33.i, %bb10.i
  %presorted_len.sroa.0.0.i = phi i64 [ 4, %bb10.i ], [ 1, %bb33.i ]
  %10 = sub nsw i64 %v.sroa.16.0.lcssa, %len_div_29.i
  %_7426.i = icmp samesign ult i64 %presorted_len.sroa.0.0.i, %len_div_29.i
  br i1 %_7426.i, label %bb38.i, label %bb16.loopexit.i

bb16.loopexit.i:                                  ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i, %bb15.i
  %_7426.1.i = icmp ult i64 %presorted_len.sroa.0.0.i, %10
  br i1 %_7426.1.i, label %bb38.1.i, label %bb16.loopexit.1.i

bb38.1.i:                                         ; preds = %bb16.loopexit.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i
  %iter1.sroa.0.027.1.i = phi i64 [ %_78.1.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i ], [ %presorted_len.sroa.0.0.i, %bb16.loopexit.i ]
  %_78.1.i = add nuw i64 %iter1.sroa.0.027.1.i, 1
  %_49.1.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_27.i, i64 %iter1.sroa.0.027.1.i
  %dst5.1.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_28.i, i64 %iter1.sroa.0.027.1.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst5.1.i, ptr noundef nonnull align 8 dereferenceable(24) %_49.1.i, i64 24, i1 false), !alias.scope !1656, !noalias !1658
  %11 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -24
  call void @llvm.experimental.noalias.scope.decl(metadata !1660)
  call void @llvm.experimental.noalias.scope.decl(metadata !1663)
  call void @llvm.experimental.noalias.scope.decl(metadata !1665)
  call void @llvm.experimental.noalias.scope.decl(metadata !1668)
  %12 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -8
  %_7.i.i.i10.1.i = load i64, ptr %12, align 8, !alias.scope !1670, !noalias !1671, !noundef !4
  %13 = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 16
  %_8.i.i.i11.1.i = load i64, ptr %13, align 8, !alias.scope !1672, !noalias !1673, !noundef !4
  %_5.0.i.i.i12.1.i = load ptr, ptr %dst5.1.i, align 8, !alias.scope !1672, !noalias !1673, !nonnull !4, !align !19, !noundef !4
  %14 = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 8
  %_5.1.i.i.i13.1.i = load i64, ptr %14, align 8, !alias.scope !1672, !noalias !1673, !noundef !4
  %_6.0.i.i.i14.1.i = load ptr, ptr %11, align 8, !alias.scope !1670, !noalias !1671, !nonnull !4, !align !19, !noundef !4
  %15 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -16
  %_6.1.i.i.i15.1.i = load i64, ptr %15, align 8, !alias.scope !1670, !noalias !1671, !noundef !4
  %spec.store.select.i.i.i16.1.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i13.1.i, i64 %_6.1.i.i.i15.1.i)
  %16 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i12.1.i, ptr nonnull %_6.0.i.i.i14.1.i, i64 %spec.store.select.i.i.i16.1.i), !noalias !1674
  %17 = sext i32 %16 to i64
  %18 = icmp eq i32 %16, 0
  %_11.i.i.i17.1.i = sub i64 %_5.1.i.i.i13.1.i, %_6.1.i.i.i15.1.i
  %spec.select.i.i.i18.1.i = select i1 %18, i64 %_11.i.i.i17.1.i, i64 %17
  %19 = icmp eq i64 %_7.i.i.i10.1.i, %_8.i.i.i11.1.i
  %_01.i.i19.1.i = icmp slt i64 %spec.select.i.i.i18.1.i, 0
  %_02.i.i20.1.i = icmp ult i64 %_7.i.i.i10.1.i, %_8.i.i.i11.1.i
  %_0.i.i21.1.i = select i1 %19, i1 %_01.i.i19.1.i, i1 %_02.i.i20.1.i
  br i1 %_0.i.i21.1.i, label %bb4.i.1.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i

bb4.i.1.i:                                        ; preds = %bb38.1.i, %bb6.i.1.i
  %gap_guard.sroa.4.0.i.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %bb6.i.1.i ], [ %dst5.1.i, %bb38.1.i ]
  %sift.sroa.0.0.i.1.i = phi ptr [ %20, %bb6.i.1.i ], [ %11, %bb38.1.i ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %gap_guard.sroa.4.0.i.1.i, ptr noundef nonnull align 8 dereferenceable(24) %sift.sroa.0.0.i.1.i, i64 24, i1 false), !alias.scope !1675, !noalias !1676
  %_18.i.1.i = icmp eq ptr %sift.sroa.0.0.i.1.i, %_28.i
  br i1 %_18.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb6.i.1.i:                                        ; preds = %bb4.i.1.i
  %20 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.1.i, i64 -24
  call void @llvm.experimental.noalias.scope.decl(metadata !1677)
  call void @llvm.experimental.noalias.scope.decl(metadata !1680)
  %21 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.1.i, i64 -8
  %_7.i.i1.i.1.i = load i64, ptr %21, align 8, !alias.scope !1683, !noalias !1684, !noundef !4
  %_6.0.i.i5.i.1.i = load ptr, ptr %20, align 8, !alias.scope !1683, !noalias !1684, !nonnull !4, !align !19, !noundef !4
  %22 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.1.i, i64 -16
  %_6.1.i.i6.i.1.i = load i64, ptr %22, align 8, !alias.scope !1683, !noalias !1684, !noundef !4
  %spec.store.select.i.i7.i.1.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i13.1.i, i64 %_6.1.i.i6.i.1.i)
  %23 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i12.1.i, ptr nonnull %_6.0.i.i5.i.1.i, i64 %spec.store.select.i.i7.i.1.i), !noalias !1687
  %24 = sext i32 %23 to i64
  %25 = icmp eq i32 %23, 0
  %_11.i.i8.i.1.i = sub i64 %_5.1.i.i.i13.1.i, %_6.1.i.i6.i.1.i
  %spec.select.i.i9.i.1.i = select i1 %25, i64 %_11.i.i8.i.1.i, i64 %24
  %26 = icmp eq i64 %_7.i.i1.i.1.i, %_8.i.i.i11.1.i
  %_01.i10.i.1.i = icmp slt i64 %spec.select.i.i9.i.1.i, 0
  %_02.i11.i.1.i = icmp ult i64 %_7.i.i1.i.1.i, %_8.i.i.i11.1.i
  %_0.i12.i.1.i = select i1 %26, i1 %_01.i10.i.1.i, i1 %_02.i11.i.1.i
  br i1 %_0.i12.i.1.i, label %bb4.i.1.i, label %bb10.i.1.i

bb10.i.1.i:                                       ; preds = %bb6.i.1.i, %bb4.i.1.i
  %sift.sroa.0.0.i.lcssa.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %bb6.i.1.i ], [ %_28.i, %bb4.i.1.i ]
  store ptr %_5.0.i.i.i12.1.i, ptr %sift.sroa.0.0.i.lcssa.1.i, align 8, !alias.scope !1675, !noalias !1688
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa.1.i, i64 8
  store i64 %_5.1.i.i.i13.1.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !1675, !noalias !1688
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa.1.i, i64 16
  store i64 %_8.i.i.i11.1.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !1675, !noalias !1688
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i: ; preds = %bb10.i.1.i, %bb38.1.i
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %10
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.1.i, %bb16.loopexit.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1693)
  %count1.i.i = add nsw i64 %v.sroa.16.0.lcssa, -1
  %27 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %count1.i.i
  %28 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %count1.i.i
  %29 = getelementptr i8, ptr %_28.i, i64 -24
  br label %bb15.i.i

bb16.i.i:                                         ; preds = %bb15.i.i
  %30 = getelementptr i8, ptr %49, i64 24
  %31 = getelementptr i8, ptr %48, i64 24
  %_43.i.i = and i64 %v.sroa.16.0.lcssa, 1
  %_22.i.i = icmp eq i64 %_43.i.i, 0
  br i1 %_22.i.i, label %bb9.i.i, label %bb5.i.i

bb15.i.i:                                         ; preds = %bb15.i.i, %bb16.loopexit.1.i
  %dst.sroa.0.038.i.i = phi ptr [ %_16.i.i.i, %bb15.i.i ], [ %v.sroa.0.0.ph.lcssa118, %bb16.loopexit.1.i ]
  %iter.sroa.0.037.i.i = phi i64 [ %_39.i.i, %bb15.i.i ], [ 0, %bb16.loopexit.1.i ]
  %left.sroa.0.036.i.i = phi ptr [ %_14.i.i.i, %bb15.i.i ], [ %scratch.0, %bb16.loopexit.1.i ]
  %right.sroa.0.035.i.i = phi ptr [ %_12.i.i.i, %bb15.i.i ], [ %_28.i, %bb16.loopexit.1.i ]
  %left_rev.sroa.0.034.i.i = phi ptr [ %49, %bb15.i.i ], [ %29, %bb16.loopexit.1.i ]
  %right_rev.sroa.0.033.i.i = phi ptr [ %48, %bb15.i.i ], [ %28, %bb16.loopexit.1.i ]
  %dst_rev.sroa.0.032.i.i = phi ptr [ %50, %bb15.i.i ], [ %27, %bb16.loopexit.1.i ]
  %_39.i.i = add nuw nsw i64 %iter.sroa.0.037.i.i, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !1696)
  call void @llvm.experimental.noalias.scope.decl(metadata !1699)
  call void @llvm.experimental.noalias.scope.decl(metadata !1701), !noalias !1704
  call void @llvm.experimental.noalias.scope.decl(metadata !1707), !noalias !1704
  %32 = getelementptr inbounds nuw i8, ptr %left.sroa.0.036.i.i, i64 16
  %_7.i.i.i.i = load i64, ptr %32, align 8, !alias.scope !1709, !noalias !1710, !noundef !4
  %33 = getelementptr inbounds nuw i8, ptr %right.sroa.0.035.i.i, i64 16
  %_8.i.i.i.i = load i64, ptr %33, align 8, !alias.scope !1711, !noalias !1712, !noundef !4
  %_5.0.i.i.i.i = load ptr, ptr %right.sroa.0.035.i.i, align 8, !alias.scope !1711, !noalias !1712, !nonnull !4, !align !19, !noundef !4
  %34 = getelementptr inbounds nuw i8, ptr %right.sroa.0.035.i.i, i64 8
  %_5.1.i.i.i.i = load i64, ptr %34, align 8, !alias.scope !1711, !noalias !1712, !noundef !4
  %_6.0.i.i.i.i = load ptr, ptr %left.sroa.0.036.i.i, align 8, !alias.scope !1709, !noalias !1710, !nonnull !4, !align !19, !noundef !4
  %35 = getelementptr inbounds nuw i8, ptr %left.sroa.0.036.i.i, i64 8
  %_6.1.i.i.i.i = load i64, ptr %35, align 8, !alias.scope !1709, !noalias !1710, !noundef !4
  %spec.store.select.i.i.i.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i.i, i64 %_6.1.i.i.i.i)
  %36 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i.i, ptr nonnull %_6.0.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !1713
  %37 = sext i32 %36 to i64
  %38 = icmp eq i32 %36, 0
  %_11.i.i.i.i = sub i64 %_5.1.i.i.i.i, %_6.1.i.i.i.i
  %spec.select.i.i.i.i = select i1 %38, i64 %_11.i.i.i.i, i64 %37
  %39 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %_01.i.i.i = icmp slt i64 %spec.select.i.i.i.i, 0
  %_02.i.i.i = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  %_0.i.i.i = select i1 %39, i1 %_01.i.i.i, i1 %_02.i.i.i
  %..i17.i.i = select i1 %_0.i.i.i, ptr %right.sroa.0.035.i.i, ptr %left.sroa.0.036.i.i
  %is_l.i18.i.i = xor i1 %_0.i.i.i, true
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.sroa.0.038.i.i, ptr noundef nonnull align 8 dereferenceable(24) %..i17.i.i, i64 24, i1 false), !alias.scope !1656, !noalias !1714
  %count.i.i.i = zext i1 %_0.i.i.i to i64
  %_12.i.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %right.sroa.0.035.i.i, i64 %count.i.i.i
  %count2.i.i.i = zext i1 %is_l.i18.i.i to i64
  %_14.i.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %left.sroa.0.036.i.i, i64 %count2.i.i.i
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.038.i.i, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1716)
  call void @llvm.experimental.noalias.scope.decl(metadata !1719)
  call void @llvm.experimental.noalias.scope.decl(metadata !1721), !noalias !1724
  call void @llvm.experimental.noalias.scope.decl(metadata !1727), !noalias !1724
  %40 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.034.i.i, i64 16
  %_7.i.i19.i.i = load i64, ptr %40, align 8, !alias.scope !1729, !noalias !1730, !noundef !4
  %41 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.033.i.i, i64 16
  %_8.i.i20.i.i = load i64, ptr %41, align 8, !alias.scope !1731, !noalias !1732, !noundef !4
  %_5.0.i.i21.i.i = load ptr, ptr %right_rev.sroa.0.033.i.i, align 8, !alias.scope !1731, !noalias !1732, !nonnull !4, !align !19, !noundef !4
  %42 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.033.i.i, i64 8
  %_5.1.i.i22.i.i = load i64, ptr %42, align 8, !alias.scope !1731, !noalias !1732, !noundef !4
  %_6.0.i.i23.i.i = load ptr, ptr %left_rev.sroa.0.034.i.i, align 8, !alias.scope !1729, !noalias !1730, !nonnull !4, !align !19, !noundef !4
  %43 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.034.i.i, i64 8
  %_6.1.i.i24.i.i = load i64, ptr %43, align 8, !alias.scope !1729, !noalias !1730, !noundef !4
  %spec.store.select.i.i25.i.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i22.i.i, i64 %_6.1.i.i24.i.i)
  %44 = call i32 @memcmp(ptr nonnull %_5.0.i.i21.i.i, ptr nonnull %_6.0.i.i23.i.i, i64 %spec.store.select.i.i25.i.i), !noalias !1733
  %45 = sext i32 %44 to i64
  %46 = icmp eq i32 %44, 0
  %_11.i.i26.i.i = sub i64 %_5.1.i.i22.i.i, %_6.1.i.i24.i.i
  %spec.select.i.i27.i.i = select i1 %46, i64 %_11.i.i26.i.i, i64 %45
  %47 = icmp eq i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  %_01.i28.i.i = icmp slt i64 %spec.select.i.i27.i.i, 0
  %_02.i29.i.i = icmp ult i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  %_0.i30.i.i = select i1 %47, i1 %_01.i28.i.i, i1 %_02.i29.i.i
  %..i.i.i = select i1 %_0.i30.i.i, ptr %left_rev.sroa.0.034.i.i, ptr %right_rev.sroa.0.033.i.i
  %is_l.i.i.i = xor i1 %_0.i30.i.i, true
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst_rev.sroa.0.032.i.i, ptr noundef nonnull align 8 dereferenceable(24) %..i.i.i, i64 24, i1 false), !alias.scope !1656, !noalias !1734
  %count.neg.i.i.i = sext i1 %is_l.i.i.i to i64
  %48 = getelementptr { { ptr, i64 }, i64 }, ptr %right_rev.sroa.0.033.i.i, i64 %count.neg.i.i.i
  %count3.neg.i.i.i = sext i1 %_0.i30.i.i to i64
  %49 = getelementptr { { ptr, i64 }, i64 }, ptr %left_rev.sroa.0.034.i.i, i64 %count3.neg.i.i.i
  %50 = getelementptr inbounds i8, ptr %dst_rev.sroa.0.032.i.i, i64 -24
  %exitcond.not.i.i = icmp eq i64 %_39.i.i, %len_div_29.i
  br i1 %exitcond.not.i.i, label %bb16.i.i, label %bb15.i.i

bb5.i.i:                                          ; preds = %bb16.i.i
  %left_nonempty.i.i = icmp ult ptr %_14.i.i.i, %30
  %left.sroa.0.0.right.sroa.0.0.i.i = select i1 %left_nonempty.i.i, ptr %_14.i.i.i, ptr %_12.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_16.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %left.sroa.0.0.right.sroa.0.0.i.i, i64 24, i1 false), !alias.scope !1656, !noalias !1658
  %count2.i.i = zext i1 %left_nonempty.i.i to i64
  %_26.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_14.i.i.i, i64 %count2.i.i
  %_30.i.i = xor i1 %left_nonempty.i.i, true
  %count3.i.i = zext i1 %_30.i.i to i64
  %_28.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_12.i.i.i, i64 %count3.i.i
  br label %bb9.i.i

bb9.i.i:                                          ; preds = %bb5.i.i, %bb16.i.i
  %right.sroa.0.1.i.i = phi ptr [ %_12.i.i.i, %bb16.i.i ], [ %_28.i.i, %bb5.i.i ]
  %left.sroa.0.1.i.i = phi ptr [ %_14.i.i.i, %bb16.i.i ], [ %_26.i.i, %bb5.i.i ]
  %_31.i.i = icmp ne ptr %left.sroa.0.1.i.i, %30
  %_32.i.i = icmp ne ptr %right.sroa.0.1.i.i, %31
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !1736
  br i1 %or.cond.i.i, label %bb13.i.i, label %bb22, !prof !1736

bb13.i.i:                                         ; preds = %bb9.i.i
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #28, !noalias !1737
  unreachable

bb38.i:                                           ; preds = %bb15.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i
  %iter1.sroa.0.027.i = phi i64 [ %_78.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_78.i = add nuw i64 %iter1.sroa.0.027.i, 1
  %_49.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %iter1.sroa.0.027.i
  %dst5.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %iter1.sroa.0.027.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst5.i, ptr noundef nonnull align 8 dereferenceable(24) %_49.i, i64 24, i1 false), !alias.scope !1656, !noalias !1658
  %51 = getelementptr inbounds i8, ptr %dst5.i, i64 -24
  call void @llvm.experimental.noalias.scope.decl(metadata !1738)
  call void @llvm.experimental.noalias.scope.decl(metadata !1740)
  call void @llvm.experimental.noalias.scope.decl(metadata !1742)
  call void @llvm.experimental.noalias.scope.decl(metadata !1744)
  %52 = getelementptr inbounds i8, ptr %dst5.i, i64 -8
  %_7.i.i.i10.i = load i64, ptr %52, align 8, !alias.scope !1746, !noalias !1747, !noundef !4
  %53 = getelementptr inbounds nuw i8, ptr %dst5.i, i64 16
  %_8.i.i.i11.i = load i64, ptr %53, align 8, !alias.scope !1748, !noalias !1749, !noundef !4
  %_5.0.i.i.i12.i = load ptr, ptr %dst5.i, align 8, !alias.scope !1748, !noalias !1749, !nonnull !4, !align !19, !noundef !4
  %54 = getelementptr inbounds nuw i8, ptr %dst5.i, i64 8
  %_5.1.i.i.i13.i = load i64, ptr %54, align 8, !alias.scope !1748, !noalias !1749, !noundef !4
  %_6.0.i.i.i14.i = load ptr, ptr %51, align 8, !alias.scope !1746, !noalias !1747, !nonnull !4, !align !19, !noundef !4
  %55 = getelementptr inbounds i8, ptr %dst5.i, i64 -16
  %_6.1.i.i.i15.i = load i64, ptr %55, align 8, !alias.scope !1746, !noalias !1747, !noundef !4
  %spec.store.select.i.i.i16.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i13.i, i64 %_6.1.i.i.i15.i)
  %56 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i12.i, ptr nonnull %_6.0.i.i.i14.i, i64 %spec.store.select.i.i.i16.i), !noalias !1750
  %57 = sext i32 %56 to i64
  %58 = icmp eq i32 %56, 0
  %_11.i.i.i17.i = sub i64 %_5.1.i.i.i13.i, %_6.1.i.i.i15.i
  %spec.select.i.i.i18.i = select i1 %58, i64 %_11.i.i.i17.i, i64 %57
  %59 = icmp eq i64 %_7.i.i.i10.i, %_8.i.i.i11.i
  %_01.i.i19.i = icmp slt i64 %spec.select.i.i.i18.i, 0
  %_02.i.i20.i = icmp ult i64 %_7.i.i.i10.i, %_8.i.i.i11.i
  %_0.i.i21.i = select i1 %59, i1 %_01.i.i19.i, i1 %_02.i.i20.i
  br i1 %_0.i.i21.i, label %bb4.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i

bb4.i.i:                                          ; preds = %bb38.i, %bb6.i.i
  %gap_guard.sroa.4.0.i.i = phi ptr [ %sift.sroa.0.0.i.i, %bb6.i.i ], [ %dst5.i, %bb38.i ]
  %sift.sroa.0.0.i.i = phi ptr [ %60, %bb6.i.i ], [ %51, %bb38.i ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %gap_guard.sroa.4.0.i.i, ptr noundef nonnull align 8 dereferenceable(24) %sift.sroa.0.0.i.i, i64 24, i1 false), !alias.scope !1675, !noalias !1676
  %_18.i.i = icmp eq ptr %sift.sroa.0.0.i.i, %scratch.0
  br i1 %_18.i.i, label %bb10.i.i, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb4.i.i
  %60 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -24
  call void @llvm.experimental.noalias.scope.decl(metadata !1751)
  call void @llvm.experimental.noalias.scope.decl(metadata !1753)
  %61 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -8
  %_7.i.i1.i.i = load i64, ptr %61, align 8, !alias.scope !1755, !noalias !1684, !noundef !4
  %_6.0.i.i5.i.i = load ptr, ptr %60, align 8, !alias.scope !1755, !noalias !1684, !nonnull !4, !align !19, !noundef !4
  %62 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -16
  %_6.1.i.i6.i.i = load i64, ptr %62, align 8, !alias.scope !1755, !noalias !1684, !noundef !4
  %spec.store.select.i.i7.i.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i13.i, i64 %_6.1.i.i6.i.i)
  %63 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i12.i, ptr nonnull %_6.0.i.i5.i.i, i64 %spec.store.select.i.i7.i.i), !noalias !1756
  %64 = sext i32 %63 to i64
  %65 = icmp eq i32 %63, 0
  %_11.i.i8.i.i = sub i64 %_5.1.i.i.i13.i, %_6.1.i.i6.i.i
  %spec.select.i.i9.i.i = select i1 %65, i64 %_11.i.i8.i.i, i64 %64
  %66 = icmp eq i64 %_7.i.i1.i.i, %_8.i.i.i11.i
  %_01.i10.i.i = icmp slt i64 %spec.select.i.i9.i.i, 0
  %_02.i11.i.i = icmp ult i64 %_7.i.i1.i.i, %_8.i.i.i11.i
  %_0.i12.i.i = select i1 %66, i1 %_01.i10.i.i, i1 %_02.i11.i.i
  br i1 %_0.i12.i.i, label %bb4.i.i, label %bb10.i.i

bb10.i.i:                                         ; preds = %bb6.i.i, %bb4.i.i
  %sift.sroa.0.0.i.lcssa.i = phi ptr [ %sift.sroa.0.0.i.i, %bb6.i.i ], [ %scratch.0, %bb4.i.i ]
  store ptr %_5.0.i.i.i12.i, ptr %sift.sroa.0.0.i.lcssa.i, align 8, !alias.scope !1675, !noalias !1688
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa.i, i64 8
  store i64 %_5.1.i.i.i13.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !1675, !noalias !1688
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.i.lcssa.i, i64 16
  store i64 %_8.i.i.i11.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !1675, !noalias !1688
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h04c51ec784db0e83E.exit.i: ; preds = %bb10.i.i, %bb38.i
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17h5b15f268bbf9754bE(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph129, i64 noundef %v.sroa.16.0121, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true) #27
  br label %bb22

bb7:                                              ; preds = %bb5
  %67 = add nsw i32 %limit.sroa.0.0120, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !1757)
  %len_div_84.i = lshr i64 %v.sroa.16.0121, 3
  %b.idx.i = mul nuw nsw i64 %len_div_84.i, 96
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 168
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0121, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hd90f098c806b6326E(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph129, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i) #27
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !1760)
  call void @llvm.experimental.noalias.scope.decl(metadata !1763)
  call void @llvm.experimental.noalias.scope.decl(metadata !1765), !noalias !1768
  call void @llvm.experimental.noalias.scope.decl(metadata !1771), !noalias !1768
  %68 = getelementptr inbounds nuw i8, ptr %b.i, i64 16
  %_7.i.i.i = load i64, ptr %68, align 8, !alias.scope !1773, !noalias !1774, !noundef !4
  %_8.i.i.i = load i64, ptr %4, align 8, !alias.scope !1776, !noalias !1777, !noundef !4
  %_5.0.i.i.i = load ptr, ptr %v.sroa.0.0.ph129, align 8, !alias.scope !1776, !noalias !1777, !nonnull !4, !align !19, !noundef !4
  %_5.1.i.i.i = load i64, ptr %5, align 8, !alias.scope !1776, !noalias !1777, !noundef !4
  %_6.0.i.i.i = load ptr, ptr %b.i, align 8, !alias.scope !1773, !noalias !1774, !nonnull !4, !align !19, !noundef !4
  %69 = getelementptr inbounds nuw i8, ptr %b.i, i64 8
  %_6.1.i.i.i = load i64, ptr %69, align 8, !alias.scope !1773, !noalias !1774, !noundef !4
  %spec.store.select.i.i.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i, i64 %_6.1.i.i.i)
  %70 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i, ptr nonnull %_6.0.i.i.i, i64 %spec.store.select.i.i.i), !noalias !1778
  %71 = sext i32 %70 to i64
  %72 = icmp eq i32 %70, 0
  %_11.i.i.i = sub i64 %_5.1.i.i.i, %_6.1.i.i.i
  %spec.select.i.i.i = select i1 %72, i64 %_11.i.i.i, i64 %71
  %73 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  %_01.i.i = icmp slt i64 %spec.select.i.i.i, 0
  %_02.i.i = icmp ult i64 %_7.i.i.i, %_8.i.i.i
  %_0.i.i = select i1 %73, i1 %_01.i.i, i1 %_02.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1779)
  call void @llvm.experimental.noalias.scope.decl(metadata !1782)
  %74 = getelementptr inbounds nuw i8, ptr %c.i, i64 16
  %_7.i.i5.i = load i64, ptr %74, align 8, !alias.scope !1785, !noalias !1786, !noundef !4
  %_6.0.i.i9.i = load ptr, ptr %c.i, align 8, !alias.scope !1785, !noalias !1786, !nonnull !4, !align !19, !noundef !4
  %75 = getelementptr inbounds nuw i8, ptr %c.i, i64 8
  %_6.1.i.i10.i = load i64, ptr %75, align 8, !alias.scope !1785, !noalias !1786, !noundef !4
  %spec.store.select.i.i11.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i, i64 %_6.1.i.i10.i)
  %76 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i, ptr nonnull %_6.0.i.i9.i, i64 %spec.store.select.i.i11.i), !noalias !1789
  %77 = sext i32 %76 to i64
  %78 = icmp eq i32 %76, 0
  %_11.i.i12.i = sub i64 %_5.1.i.i.i, %_6.1.i.i10.i
  %spec.select.i.i13.i = select i1 %78, i64 %_11.i.i12.i, i64 %77
  %79 = icmp eq i64 %_7.i.i5.i, %_8.i.i.i
  %_01.i14.i = icmp slt i64 %spec.select.i.i13.i, 0
  %_02.i15.i = icmp ult i64 %_7.i.i5.i, %_8.i.i.i
  %_0.i16.i = select i1 %79, i1 %_01.i14.i, i1 %_02.i15.i
  %80 = xor i1 %_0.i.i, %_0.i16.i
  br i1 %80, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %bb3.i24
  %spec.store.select.i.i23.i = call i64 @llvm.umin.i64(i64 %_6.1.i.i.i, i64 %_6.1.i.i10.i)
  %81 = call i32 @memcmp(ptr nonnull %_6.0.i.i.i, ptr nonnull %_6.0.i.i9.i, i64 %spec.store.select.i.i23.i), !noalias !1790
  %82 = sext i32 %81 to i64
  %83 = icmp eq i32 %81, 0
  %_11.i.i24.i = sub i64 %_6.1.i.i.i, %_6.1.i.i10.i
  %spec.select.i.i25.i = select i1 %83, i64 %_11.i.i24.i, i64 %82
  %84 = icmp eq i64 %_7.i.i5.i, %_7.i.i.i
  %_01.i26.i = icmp slt i64 %spec.select.i.i25.i, 0
  %_02.i27.i = icmp ult i64 %_7.i.i5.i, %_7.i.i.i
  %_0.i28.i = select i1 %84, i1 %_01.i26.i, i1 %_02.i27.i
  %_12.i.i = xor i1 %_0.i.i, %_0.i28.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  br label %bb10

bb22:                                             ; preds = %bb3.thread, %bb9.i.i, %bb3, %bb6
  ret void

bb10:                                             ; preds = %bb3.i.i, %bb3.i24, %bb5.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %self.i, %bb5.i ], [ %v.sroa.0.0.ph129, %bb3.i24 ], [ %c.b.i.i, %bb3.i.i ]
  %85 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %86 = sub nuw i64 %85, %6
  %index.sroa.0.0.i = udiv exact i64 %86, 24
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.16.0121
  call void @llvm.assume(i1 %cond.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %pivot_copy)
  %self = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %pivot_copy, ptr noundef nonnull align 8 dereferenceable(24) %self, i64 24, i1 false)
  br i1 %.not, label %bb14, label %bb12

bb12:                                             ; preds = %bb10
  call void @llvm.experimental.noalias.scope.decl(metadata !1797)
  call void @llvm.experimental.noalias.scope.decl(metadata !1800)
  call void @llvm.experimental.noalias.scope.decl(metadata !1802)
  call void @llvm.experimental.noalias.scope.decl(metadata !1805)
  %87 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_7.i.i = load i64, ptr %87, align 8, !alias.scope !1807, !noalias !1808, !noundef !4
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !1808, !noalias !1807, !noundef !4
  %_5.0.i.i = load ptr, ptr %left_ancestor_pivot.sroa.0.0.ph126, align 8, !alias.scope !1808, !noalias !1807, !nonnull !4, !align !19, !noundef !4
  %_5.1.i.i = load i64, ptr %8, align 8, !alias.scope !1808, !noalias !1807, !noundef !4
  %_6.0.i.i = load ptr, ptr %self, align 8, !alias.scope !1807, !noalias !1808, !nonnull !4, !align !19, !noundef !4
  %88 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_6.1.i.i = load i64, ptr %88, align 8, !alias.scope !1807, !noalias !1808, !noundef !4
  %spec.store.select.i.i = call i64 @llvm.umin.i64(i64 %_5.1.i.i, i64 %_6.1.i.i)
  %89 = call i32 @memcmp(ptr nonnull %_5.0.i.i, ptr nonnull %_6.0.i.i, i64 %spec.store.select.i.i), !noalias !1809
  %90 = sext i32 %89 to i64
  %91 = icmp eq i32 %89, 0
  %_11.i.i = sub i64 %_5.1.i.i, %_6.1.i.i
  %spec.select.i.i = select i1 %91, i64 %_11.i.i, i64 %90
  %92 = icmp eq i64 %_7.i.i, %_8.i.i
  %_01.i = icmp slt i64 %spec.select.i.i, 0
  %_02.i = icmp ult i64 %_7.i.i, %_8.i.i
  %_0.i = select i1 %92, i1 %_01.i, i1 %_02.i
  br i1 %_0.i, label %bb14, label %bb17

bb14:                                             ; preds = %bb10, %bb12
  call void @llvm.experimental.noalias.scope.decl(metadata !1810)
  call void @llvm.experimental.noalias.scope.decl(metadata !1813)
  %_8.i25.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i25.not, label %bb28.i, label %bb30.i, !prof !1736

bb30.i:                                           ; preds = %bb14
  %_83.i = getelementptr { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %93 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %94 = getelementptr inbounds nuw i8, ptr %self, i64 8
  br label %bb3.i26

bb28.i:                                           ; preds = %bb14
  call void @llvm.trap()
  unreachable

bb3.i26:                                          ; preds = %bb23.i, %bb30.i
  %state.sroa.11.0.i = phi i64 [ 0, %bb30.i ], [ %state.sroa.11.1.lcssa.i, %bb23.i ]
  %state.sroa.5.0.i = phi ptr [ %v.sroa.0.0.ph129, %bb30.i ], [ %_9.i13.i, %bb23.i ]
  %state.sroa.19.0.i = phi ptr [ %_83.i, %bb30.i ], [ %103, %bb23.i ]
  %pivot_pos.sroa.0.0.i = phi i64 [ %index.sroa.0.0.i, %bb30.i ], [ %v.sroa.16.0121, %bb23.i ]
  %loop_end.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i
  %_4719.i = icmp ult ptr %state.sroa.5.0.i, %loop_end.i
  br i1 %_4719.i, label %bb18.i, label %bb21.i

bb21.i:                                           ; preds = %bb18.i, %bb3.i26
  %state.sroa.11.1.lcssa.i = phi i64 [ %state.sroa.11.0.i, %bb3.i26 ], [ %102, %bb18.i ]
  %state.sroa.5.1.lcssa.i = phi ptr [ %state.sroa.5.0.i, %bb3.i26 ], [ %_9.i.i, %bb18.i ]
  %state.sroa.19.1.lcssa.i = phi ptr [ %state.sroa.19.0.i, %bb3.i26 ], [ %101, %bb18.i ]
  %_55.i = icmp eq i64 %pivot_pos.sroa.0.0.i, %v.sroa.16.0121
  br i1 %_55.i, label %bb22.i, label %bb23.i

bb18.i:                                           ; preds = %bb3.i26, %bb18.i
  %state.sroa.19.122.i = phi ptr [ %101, %bb18.i ], [ %state.sroa.19.0.i, %bb3.i26 ]
  %state.sroa.5.121.i = phi ptr [ %_9.i.i, %bb18.i ], [ %state.sroa.5.0.i, %bb3.i26 ]
  %state.sroa.11.120.i = phi i64 [ %102, %bb18.i ], [ %state.sroa.11.0.i, %bb3.i26 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1815)
  call void @llvm.experimental.noalias.scope.decl(metadata !1818)
  call void @llvm.experimental.noalias.scope.decl(metadata !1820)
  call void @llvm.experimental.noalias.scope.decl(metadata !1823)
  %_7.i.i.i28 = load i64, ptr %93, align 8, !alias.scope !1825, !noalias !1826, !noundef !4
  %95 = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i, i64 16
  %_8.i.i.i29 = load i64, ptr %95, align 8, !alias.scope !1827, !noalias !1828, !noundef !4
  %_5.0.i.i.i30 = load ptr, ptr %state.sroa.5.121.i, align 8, !alias.scope !1827, !noalias !1828, !nonnull !4, !align !19, !noundef !4
  %96 = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i, i64 8
  %_5.1.i.i.i31 = load i64, ptr %96, align 8, !alias.scope !1827, !noalias !1828, !noundef !4
  %_6.0.i.i.i32 = load ptr, ptr %self, align 8, !alias.scope !1825, !noalias !1826, !nonnull !4, !align !19, !noundef !4
  %_6.1.i.i.i33 = load i64, ptr %94, align 8, !alias.scope !1825, !noalias !1826, !noundef !4
  %spec.store.select.i.i.i34 = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i31, i64 %_6.1.i.i.i33)
  %97 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i30, ptr nonnull %_6.0.i.i.i32, i64 %spec.store.select.i.i.i34), !noalias !1829
  %98 = sext i32 %97 to i64
  %99 = icmp eq i32 %97, 0
  %_11.i.i.i35 = sub i64 %_5.1.i.i.i31, %_6.1.i.i.i33
  %spec.select.i.i.i36 = select i1 %99, i64 %_11.i.i.i35, i64 %98
  %100 = icmp eq i64 %_7.i.i.i28, %_8.i.i.i29
  %_01.i.i37 = icmp slt i64 %spec.select.i.i.i36, 0
  %_02.i.i38 = icmp ult i64 %_7.i.i.i28, %_8.i.i.i29
  %_0.i.i39 = select i1 %100, i1 %_01.i.i37, i1 %_02.i.i38
  %101 = getelementptr inbounds i8, ptr %state.sroa.19.122.i, i64 -24
  %dst_base.sroa.0.0.i.i = select i1 %_0.i.i39, ptr %scratch.0, ptr %101
  %dst.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.11.120.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i.i, ptr noundef nonnull align 8 dereferenceable(24) %state.sroa.5.121.i, i64 24, i1 false), !alias.scope !1830, !noalias !1831
  %_8.i.i40 = zext i1 %_0.i.i39 to i64
  %102 = add i64 %state.sroa.11.120.i, %_8.i.i40
  %_9.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i, i64 24
  %_47.i = icmp ult ptr %_9.i.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %103 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i, i64 -24
  %dst.i11.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %103, i64 %state.sroa.11.1.lcssa.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i11.i, ptr noundef nonnull align 8 dereferenceable(24) %state.sroa.5.1.lcssa.i, i64 24, i1 false), !alias.scope !1830, !noalias !1834
  %_9.i13.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i, i64 24
  br label %bb3.i26

bb22.i:                                           ; preds = %bb21.i
  %104 = mul i64 %state.sroa.11.1.lcssa.i, 24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %104, i1 false), !alias.scope !1830
  %_63.i = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  %_9225.not.i = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  br i1 %_9225.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %105 = getelementptr { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
  %.neg = add i64 %state.sroa.11.1.lcssa.i, 1
  %xtraiter = and i64 %_63.i, 1
  %106 = icmp eq i64 %v.sroa.16.0121, %.neg
  br i1 %106, label %bb39.i.epil.preheader, label %bb39.lr.ph.i.new

bb39.lr.ph.i.new:                                 ; preds = %bb39.lr.ph.i
  %unroll_iter = and i64 %_63.i, -2
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i, %bb39.lr.ph.i.new
  %iter.sroa.0.026.i = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %_96.i.1, %bb39.i ]
  %niter = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %niter.next.1, %bb39.i ]
  %107 = xor i64 %iter.sroa.0.026.i, -1
  %_69.i = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i, i64 %107
  %dst.i = getelementptr { { ptr, i64 }, i64 }, ptr %105, i64 %iter.sroa.0.026.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i, ptr noundef nonnull align 8 dereferenceable(24) %_69.i, i64 24, i1 false), !alias.scope !1830
  %_96.i.1 = add nuw i64 %iter.sroa.0.026.i, 2
  %108 = xor i64 %iter.sroa.0.026.i, -2
  %_69.i.1 = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i, i64 %108
  %109 = getelementptr { { ptr, i64 }, i64 }, ptr %105, i64 %iter.sroa.0.026.i
  %dst.i.1 = getelementptr i8, ptr %109, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i.1, ptr noundef nonnull align 8 dereferenceable(24) %_69.i.1, i64 24, i1 false), !alias.scope !1830
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb16.loopexit.unr-lcssa, label %bb39.i

bb16.loopexit.unr-lcssa:                          ; preds = %bb39.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb16, label %bb39.i.epil.preheader

bb39.i.epil.preheader:                            ; preds = %bb16.loopexit.unr-lcssa, %bb39.lr.ph.i
  %iter.sroa.0.026.i.epil.init = phi i64 [ 0, %bb39.lr.ph.i ], [ %_96.i.1, %bb16.loopexit.unr-lcssa ]
  %lcmp.mod72 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod72)
  %110 = xor i64 %iter.sroa.0.026.i.epil.init, -1
  %_69.i.epil = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i, i64 %110
  %dst.i.epil = getelementptr { { ptr, i64 }, i64 }, ptr %105, i64 %iter.sroa.0.026.i.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i.epil, ptr noundef nonnull align 8 dereferenceable(24) %_69.i.epil, i64 24, i1 false), !alias.scope !1830
  br label %bb16

bb16:                                             ; preds = %bb39.i.epil.preheader, %bb16.loopexit.unr-lcssa, %bb22.i
  %111 = icmp eq i64 %state.sroa.11.1.lcssa.i, 0
  br i1 %111, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.11.1.lcssa.i, %v.sroa.16.0121
  br i1 %_6.not.i, label %bb3.i41, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit", !prof !63

bb3.i41:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #28, !noalias !1837
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5090b91f5f31cb53E(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %67, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(24) %pivot_copy) #30
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.11.1.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %bb12, %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !1841)
  call void @llvm.experimental.noalias.scope.decl(metadata !1844)
  %_8.i42.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i42.not, label %bb28.i45, label %bb30.i46, !prof !1736

bb30.i46:                                         ; preds = %bb17
  %_83.i48 = getelementptr { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %112 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %113 = getelementptr inbounds nuw i8, ptr %self, i64 8
  br label %bb3.i49

bb28.i45:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i49:                                          ; preds = %bb23.i61, %bb30.i46
  %state.sroa.11.0.i50 = phi i64 [ 0, %bb30.i46 ], [ %123, %bb23.i61 ]
  %state.sroa.5.0.i51 = phi ptr [ %v.sroa.0.0.ph129, %bb30.i46 ], [ %_9.i13.i63, %bb23.i61 ]
  %state.sroa.19.0.i52 = phi ptr [ %_83.i48, %bb30.i46 ], [ %122, %bb23.i61 ]
  %pivot_pos.sroa.0.0.i53 = phi i64 [ %index.sroa.0.0.i, %bb30.i46 ], [ %v.sroa.16.0121, %bb23.i61 ]
  %loop_end.i54 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i53
  %_4719.i55 = icmp ult ptr %state.sroa.5.0.i51, %loop_end.i54
  br i1 %_4719.i55, label %bb18.i74, label %bb21.i56

bb21.i56:                                         ; preds = %bb18.i74, %bb3.i49
  %state.sroa.11.1.lcssa.i57 = phi i64 [ %state.sroa.11.0.i50, %bb3.i49 ], [ %121, %bb18.i74 ]
  %state.sroa.5.1.lcssa.i58 = phi ptr [ %state.sroa.5.0.i51, %bb3.i49 ], [ %_9.i.i93, %bb18.i74 ]
  %state.sroa.19.1.lcssa.i59 = phi ptr [ %state.sroa.19.0.i52, %bb3.i49 ], [ %120, %bb18.i74 ]
  %_55.i60 = icmp eq i64 %pivot_pos.sroa.0.0.i53, %v.sroa.16.0121
  br i1 %_55.i60, label %bb22.i64, label %bb23.i61

bb18.i74:                                         ; preds = %bb3.i49, %bb18.i74
  %state.sroa.19.122.i75 = phi ptr [ %120, %bb18.i74 ], [ %state.sroa.19.0.i52, %bb3.i49 ]
  %state.sroa.5.121.i76 = phi ptr [ %_9.i.i93, %bb18.i74 ], [ %state.sroa.5.0.i51, %bb3.i49 ]
  %state.sroa.11.120.i77 = phi i64 [ %121, %bb18.i74 ], [ %state.sroa.11.0.i50, %bb3.i49 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1846)
  call void @llvm.experimental.noalias.scope.decl(metadata !1849)
  call void @llvm.experimental.noalias.scope.decl(metadata !1851)
  call void @llvm.experimental.noalias.scope.decl(metadata !1854)
  call void @llvm.experimental.noalias.scope.decl(metadata !1856)
  call void @llvm.experimental.noalias.scope.decl(metadata !1859)
  %114 = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i76, i64 16
  %_7.i.i.i.i78 = load i64, ptr %114, align 8, !alias.scope !1861, !noalias !1862, !noundef !4
  %_8.i.i.i.i79 = load i64, ptr %112, align 8, !alias.scope !1863, !noalias !1864, !noundef !4
  %_5.0.i.i.i.i80 = load ptr, ptr %self, align 8, !alias.scope !1863, !noalias !1864, !nonnull !4, !align !19, !noundef !4
  %_5.1.i.i.i.i81 = load i64, ptr %113, align 8, !alias.scope !1863, !noalias !1864, !noundef !4
  %_6.0.i.i.i.i82 = load ptr, ptr %state.sroa.5.121.i76, align 8, !alias.scope !1861, !noalias !1862, !nonnull !4, !align !19, !noundef !4
  %115 = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i76, i64 8
  %_6.1.i.i.i.i83 = load i64, ptr %115, align 8, !alias.scope !1861, !noalias !1862, !noundef !4
  %spec.store.select.i.i.i.i84 = call i64 @llvm.umin.i64(i64 %_5.1.i.i.i.i81, i64 %_6.1.i.i.i.i83)
  %116 = call i32 @memcmp(ptr nonnull %_5.0.i.i.i.i80, ptr nonnull %_6.0.i.i.i.i82, i64 %spec.store.select.i.i.i.i84), !noalias !1865
  %117 = sext i32 %116 to i64
  %118 = icmp eq i32 %116, 0
  %_11.i.i.i.i85 = sub i64 %_5.1.i.i.i.i81, %_6.1.i.i.i.i83
  %spec.select.i.i.i.i86 = select i1 %118, i64 %_11.i.i.i.i85, i64 %117
  %119 = icmp eq i64 %_7.i.i.i.i78, %_8.i.i.i.i79
  %_01.i.i.i87 = icmp sgt i64 %spec.select.i.i.i.i86, -1
  %_02.i.i.i88 = icmp uge i64 %_7.i.i.i.i78, %_8.i.i.i.i79
  %_0.i.i.i89 = select i1 %119, i1 %_01.i.i.i87, i1 %_02.i.i.i88
  %120 = getelementptr inbounds i8, ptr %state.sroa.19.122.i75, i64 -24
  %dst_base.sroa.0.0.i.i90 = select i1 %_0.i.i.i89, ptr %scratch.0, ptr %120
  %dst.i.i91 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %dst_base.sroa.0.0.i.i90, i64 %state.sroa.11.120.i77
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i.i91, ptr noundef nonnull align 8 dereferenceable(24) %state.sroa.5.121.i76, i64 24, i1 false), !alias.scope !1866, !noalias !1867
  %_8.i.i92 = zext i1 %_0.i.i.i89 to i64
  %121 = add i64 %state.sroa.11.120.i77, %_8.i.i92
  %_9.i.i93 = getelementptr inbounds nuw i8, ptr %state.sroa.5.121.i76, i64 24
  %_47.i94 = icmp ult ptr %_9.i.i93, %loop_end.i54
  br i1 %_47.i94, label %bb18.i74, label %bb21.i56

bb23.i61:                                         ; preds = %bb21.i56
  %122 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i59, i64 -24
  %dst.i11.i62 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %scratch.0, i64 %state.sroa.11.1.lcssa.i57
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i11.i62, ptr noundef nonnull align 8 dereferenceable(24) %state.sroa.5.1.lcssa.i58, i64 24, i1 false), !alias.scope !1866, !noalias !1870
  %123 = add i64 %state.sroa.11.1.lcssa.i57, 1
  %_9.i13.i63 = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i58, i64 24
  br label %bb3.i49

bb22.i64:                                         ; preds = %bb21.i56
  %124 = mul i64 %state.sroa.11.1.lcssa.i57, 24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %124, i1 false), !alias.scope !1866
  %_63.i65 = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i57
  %_9225.not.i66 = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i57
  br i1 %_9225.not.i66, label %bb3.thread, label %bb39.lr.ph.i67

bb39.lr.ph.i67:                                   ; preds = %bb22.i64
  %125 = getelementptr { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i57
  %.neg84 = add i64 %state.sroa.11.1.lcssa.i57, 1
  %xtraiter79 = and i64 %_63.i65, 1
  %126 = icmp eq i64 %v.sroa.16.0121, %.neg84
  br i1 %126, label %bb39.i68.epil.preheader, label %bb39.lr.ph.i67.new

bb39.lr.ph.i67.new:                               ; preds = %bb39.lr.ph.i67
  %unroll_iter82 = and i64 %_63.i65, -2
  br label %bb39.i68

bb39.i68:                                         ; preds = %bb39.i68, %bb39.lr.ph.i67.new
  %iter.sroa.0.026.i69 = phi i64 [ 0, %bb39.lr.ph.i67.new ], [ %_96.i70.1, %bb39.i68 ]
  %niter83 = phi i64 [ 0, %bb39.lr.ph.i67.new ], [ %niter83.next.1, %bb39.i68 ]
  %127 = xor i64 %iter.sroa.0.026.i69, -1
  %_69.i71 = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i48, i64 %127
  %dst.i72 = getelementptr { { ptr, i64 }, i64 }, ptr %125, i64 %iter.sroa.0.026.i69
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i72, ptr noundef nonnull align 8 dereferenceable(24) %_69.i71, i64 24, i1 false), !alias.scope !1866
  %_96.i70.1 = add nuw i64 %iter.sroa.0.026.i69, 2
  %128 = xor i64 %iter.sroa.0.026.i69, -2
  %_69.i71.1 = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i48, i64 %128
  %129 = getelementptr { { ptr, i64 }, i64 }, ptr %125, i64 %iter.sroa.0.026.i69
  %dst.i72.1 = getelementptr i8, ptr %129, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i72.1, ptr noundef nonnull align 8 dereferenceable(24) %_69.i71.1, i64 24, i1 false), !alias.scope !1866
  %niter83.next.1 = add i64 %niter83, 2
  %niter83.ncmp.1 = icmp eq i64 %niter83.next.1, %unroll_iter82
  br i1 %niter83.ncmp.1, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit.unr-lcssa, label %bb39.i68

_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit.unr-lcssa: ; preds = %bb39.i68
  %lcmp.mod80.not = icmp eq i64 %xtraiter79, 0
  br i1 %lcmp.mod80.not, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit, label %bb39.i68.epil.preheader

bb39.i68.epil.preheader:                          ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit.unr-lcssa, %bb39.lr.ph.i67
  %iter.sroa.0.026.i69.epil.init = phi i64 [ 0, %bb39.lr.ph.i67 ], [ %_96.i70.1, %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit.unr-lcssa ]
  %lcmp.mod81 = icmp ne i64 %xtraiter79, 0
  call void @llvm.assume(i1 %lcmp.mod81)
  %130 = xor i64 %iter.sroa.0.026.i69.epil.init, -1
  %_69.i71.epil = getelementptr { { ptr, i64 }, i64 }, ptr %_83.i48, i64 %130
  %dst.i72.epil = getelementptr { { ptr, i64 }, i64 }, ptr %125, i64 %iter.sroa.0.026.i69.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %dst.i72.epil, ptr noundef nonnull align 8 dereferenceable(24) %_69.i71.epil, i64 24, i1 false), !alias.scope !1866
  br label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit

_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit: ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit.unr-lcssa, %bb39.i68.epil.preheader
  %_48 = icmp ugt i64 %state.sroa.11.1.lcssa.i57, %v.sroa.16.0121
  br i1 %_48, label %bb27, label %bb28, !prof !63

bb3.thread:                                       ; preds = %bb22.i64
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  br label %bb22

bb28:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit
  %_55 = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i57
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8119 = icmp ult i64 %_63.i65, 33
  br i1 %_8119, label %bb3, label %bb5.lr.ph

bb27:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E.exit
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.11.1.lcssa.i57, i64 noundef %v.sroa.16.0121, i64 noundef %v.sroa.16.0121, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #28
  unreachable
}

; core::slice::sort::unstable::ipnsort
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort8unstable7ipnsort17hcb42c8a5ba87b97bE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 1152921504606846976) %v.1) unnamed_addr #2 {
start:
  %_28.i = getelementptr inbounds nuw i8, ptr %v.0, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1873)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1876)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1878)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1881)
  %_3.i.i = load i64, ptr %_28.i, align 8, !alias.scope !1883, !noalias !1884, !noundef !4
  %_4.i.i = load i64, ptr %v.0, align 8, !alias.scope !1884, !noalias !1883, !noundef !4
  %_0.i.i = icmp slt i64 %_3.i.i, %_4.i.i
  br i1 %_0.i.i, label %bb5.i, label %bb12.i

bb12.i:                                           ; preds = %start, %bb15.i
  %_4.i.i3 = phi i64 [ %_3.i.i2, %bb15.i ], [ %_3.i.i, %start ]
  %run_len.sroa.0.0.i9 = phi i64 [ %0, %bb15.i ], [ 2, %start ]
  %_40.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %run_len.sroa.0.0.i9
  %_3.i.i2 = load i64, ptr %_40.i, align 8, !alias.scope !1885, !noalias !1890, !noundef !4
  %_0.i.i4 = icmp slt i64 %_3.i.i2, %_4.i.i3
  br i1 %_0.i.i4, label %_ZN4core5slice4sort6shared17find_existing_run17hc3e54b8114c392d9E.exit, label %bb15.i

bb15.i:                                           ; preds = %bb12.i
  %0 = add nuw nsw i64 %run_len.sroa.0.0.i9, 1
  %exitcond.not = icmp eq i64 %0, %v.1
  br i1 %exitcond.not, label %bb2, label %bb12.i

bb5.i:                                            ; preds = %start, %bb7.i
  %_4.i.i6 = phi i64 [ %_3.i.i5, %bb7.i ], [ %_3.i.i, %start ]
  %run_len.sroa.0.1.i10 = phi i64 [ %1, %bb7.i ], [ 2, %start ]
  %_34.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %run_len.sroa.0.1.i10
  %_3.i.i5 = load i64, ptr %_34.i, align 8, !alias.scope !1893, !noalias !1898, !noundef !4
  %_0.i.i7 = icmp slt i64 %_3.i.i5, %_4.i.i6
  br i1 %_0.i.i7, label %bb7.i, label %_ZN4core5slice4sort6shared17find_existing_run17hc3e54b8114c392d9E.exit

bb7.i:                                            ; preds = %bb5.i
  %1 = add nuw nsw i64 %run_len.sroa.0.1.i10, 1
  %exitcond13.not = icmp eq i64 %1, %v.1
  br i1 %exitcond13.not, label %bb2, label %bb5.i

_ZN4core5slice4sort6shared17find_existing_run17hc3e54b8114c392d9E.exit: ; preds = %bb12.i, %bb5.i
  %run_len.sroa.0.2.i = phi i64 [ %run_len.sroa.0.1.i10, %bb5.i ], [ %run_len.sroa.0.0.i9, %bb12.i ]
  %_8 = icmp samesign ule i64 %run_len.sroa.0.2.i, %v.1
  tail call void @llvm.assume(i1 %_8)
  %_9 = icmp eq i64 %run_len.sroa.0.2.i, %v.1
  br i1 %_9, label %bb2, label %bb9

bb2:                                              ; preds = %bb15.i, %bb7.i, %_ZN4core5slice4sort6shared17find_existing_run17hc3e54b8114c392d9E.exit
  br i1 %_0.i.i, label %bb3, label %bb6

bb9:                                              ; preds = %_ZN4core5slice4sort6shared17find_existing_run17hc3e54b8114c392d9E.exit
  %self = or i64 %v.1, 1
  %2 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self, i1 true)
  %3 = trunc nuw nsw i64 %2 to i32
  %log = shl nuw nsw i32 %3, 1
  %limit = xor i32 %log, 126
; call core::slice::sort::unstable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort8unstable9quicksort9quicksort17h811bbdae35c37201E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null, i32 noundef %limit) #27
  br label %bb6

bb6.loopexit.unr-lcssa:                           ; preds = %bb6.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb6, label %bb6.i.i.epil.preheader

bb6.i.i.epil.preheader:                           ; preds = %bb6.loopexit.unr-lcssa, %bb3
  %i.sroa.0.018.i.i.epil.init = phi i64 [ 0, %bb3 ], [ %15, %bb6.loopexit.unr-lcssa ]
  %lcmp.mod9 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod9)
  %4 = xor i64 %i.sroa.0.018.i.i.epil.init, -1
  %x.i.i.epil = getelementptr inbounds nuw i64, ptr %v.0, i64 %i.sroa.0.018.i.i.epil.init
  %y.i.i.epil = getelementptr i64, ptr %end.i, i64 %4
  %5 = load i64, ptr %x.i.i.epil, align 8, !alias.scope !1901, !noalias !1906, !noundef !4
  %6 = load i64, ptr %y.i.i.epil, align 8, !alias.scope !1908, !noalias !1909
  store i64 %6, ptr %x.i.i.epil, align 8, !alias.scope !1901, !noalias !1906
  store i64 %5, ptr %y.i.i.epil, align 8, !alias.scope !1908, !noalias !1909
  br label %bb6

bb6:                                              ; preds = %bb6.i.i.epil.preheader, %bb6.loopexit.unr-lcssa, %bb2, %bb9
  ret void

bb3:                                              ; preds = %bb2
  %half_len1.i = lshr i64 %v.1, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1909)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1906)
  %end.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %v.1
  %xtraiter = and i64 %half_len1.i, 1
  %7 = icmp eq i64 %half_len1.i, 1
  br i1 %7, label %bb6.i.i.epil.preheader, label %bb3.new

bb3.new:                                          ; preds = %bb3
  %unroll_iter = and i64 %half_len1.i, 576460752303423486
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i, %bb3.new
  %i.sroa.0.018.i.i = phi i64 [ 0, %bb3.new ], [ %15, %bb6.i.i ]
  %niter = phi i64 [ 0, %bb3.new ], [ %niter.next.1, %bb6.i.i ]
  %8 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr i64, ptr %end.i, i64 %8
  %9 = load i64, ptr %x.i.i, align 8, !alias.scope !1901, !noalias !1906, !noundef !4
  %10 = load i64, ptr %y.i.i, align 8, !alias.scope !1908, !noalias !1909
  store i64 %10, ptr %x.i.i, align 8, !alias.scope !1901, !noalias !1906
  store i64 %9, ptr %y.i.i, align 8, !alias.scope !1908, !noalias !1909
  %11 = xor i64 %i.sroa.0.018.i.i, -2
  %12 = getelementptr inbounds nuw i64, ptr %v.0, i64 %i.sroa.0.018.i.i
  %x.i.i.1 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %y.i.i.1 = getelementptr i64, ptr %end.i, i64 %11
  %13 = load i64, ptr %x.i.i.1, align 8, !alias.scope !1901, !noalias !1906, !noundef !4
  %14 = load i64, ptr %y.i.i.1, align 8, !alias.scope !1908, !noalias !1909
  store i64 %14, ptr %x.i.i.1, align 8, !alias.scope !1901, !noalias !1906
  store i64 %13, ptr %y.i.i.1, align 8, !alias.scope !1908, !noalias !1909
  %15 = add nuw nsw i64 %i.sroa.0.018.i.i, 2
  %niter.next.1 = add nuw nsw i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb6.loopexit.unr-lcssa, label %bb6.i.i
}

; core::slice::sort::unstable::heapsort::heapsort
; Function Attrs: nofree noinline norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @_ZN4core5slice4sort8unstable8heapsort8heapsort17h8ae64bfd61816cbbE(ptr noalias noundef nonnull align 8 captures(none) %v.0, i64 noundef range(i64 33, 1152921504606846976) %v.1) unnamed_addr #8 personality ptr @rust_eh_personality {
start:
  %_75 = lshr i64 %v.1, 1
  %_6 = add nuw nsw i64 %_75, %v.1
  br label %bb6

bb7:                                              ; preds = %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit
  ret void

bb6:                                              ; preds = %start, %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit
  %iter.sroa.2.013 = phi i64 [ %_6, %start ], [ %_20, %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit ]
  %_20 = add nsw i64 %iter.sroa.2.013, -1
  %_12.not = icmp ult i64 %_20, %v.1
  br i1 %_12.not, label %bb11, label %bb2

bb2:                                              ; preds = %bb6
  %0 = sub nuw i64 %_20, %v.1
  br label %bb14

bb11:                                             ; preds = %bb6
  %pb = getelementptr inbounds nuw i64, ptr %v.0, i64 %_20
  %tmp.sroa.0.0.copyload.i = load i64, ptr %v.0, align 8
  %1 = load i64, ptr %pb, align 8
  store i64 %1, ptr %v.0, align 8
  store i64 %tmp.sroa.0.0.copyload.i, ptr %pb, align 8
  br label %bb14

bb14:                                             ; preds = %bb11, %bb2
  %sift_idx.sroa.0.0 = phi i64 [ %0, %bb2 ], [ 0, %bb11 ]
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 %_20)
  %_4.i = icmp ule i64 %sift_idx.sroa.0.0, %..i
  tail call void @llvm.assume(i1 %_4.i)
  %_9.i9 = shl nuw nsw i64 %sift_idx.sroa.0.0, 1
  %2 = or disjoint i64 %_9.i9, 1
  %_11.not.i10 = icmp samesign ult i64 %2, %..i
  br i1 %_11.not.i10, label %bb3.i, label %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit

bb3.i:                                            ; preds = %bb14, %bb3.i.i.preheader
  %3 = phi i64 [ %5, %bb3.i.i.preheader ], [ %2, %bb14 ]
  %_9.i12 = phi i64 [ %_9.i, %bb3.i.i.preheader ], [ %_9.i9, %bb14 ]
  %node.sroa.0.0.i11 = phi i64 [ %child.sroa.0.0.i, %bb3.i.i.preheader ], [ %sift_idx.sroa.0.0, %bb14 ]
  %_14.i = add nuw nsw i64 %_9.i12, 2
  %_13.i = icmp samesign ult i64 %_14.i, %..i
  br i1 %_13.i, label %bb4.i, label %bb7.i

bb4.i:                                            ; preds = %bb3.i
  %_20.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %3
  %_23.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %_14.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1910)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1913)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1915)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1918)
  %_3.i.i = load i64, ptr %_20.i, align 8, !alias.scope !1920, !noalias !1921, !noundef !4
  %_4.i.i = load i64, ptr %_23.i, align 8, !alias.scope !1921, !noalias !1920, !noundef !4
  %_0.i.i = icmp slt i64 %_3.i.i, %_4.i.i
  %_16.i = zext i1 %_0.i.i to i64
  %4 = add nuw nsw i64 %3, %_16.i
  br label %bb7.i

bb7.i:                                            ; preds = %bb4.i, %bb3.i
  %child.sroa.0.0.i = phi i64 [ %4, %bb4.i ], [ %3, %bb3.i ]
  %_29.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %node.sroa.0.0.i11
  %_32.i = getelementptr inbounds nuw i64, ptr %v.0, i64 %child.sroa.0.0.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1922)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1925)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1927)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1930)
  %_3.i.i6 = load i64, ptr %_29.i, align 8, !alias.scope !1932, !noalias !1933, !noundef !4
  %_4.i.i7 = load i64, ptr %_32.i, align 8, !alias.scope !1933, !noalias !1932, !noundef !4
  %_0.i.i8 = icmp slt i64 %_3.i.i6, %_4.i.i7
  br i1 %_0.i.i8, label %bb3.i.i.preheader, label %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit

bb3.i.i.preheader:                                ; preds = %bb7.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1934)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1937)
  store i64 %_4.i.i7, ptr %_29.i, align 8, !alias.scope !1934, !noalias !1937
  store i64 %_3.i.i6, ptr %_32.i, align 8, !alias.scope !1937, !noalias !1934
  %_9.i = shl nuw nsw i64 %child.sroa.0.0.i, 1
  %5 = or disjoint i64 %_9.i, 1
  %_11.not.i = icmp samesign ult i64 %5, %..i
  br i1 %_11.not.i, label %bb3.i, label %_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit

_ZN4core5slice4sort8unstable8heapsort9sift_down17h94cfb9028bba09e7E.exit: ; preds = %bb7.i, %bb3.i.i.preheader, %bb14
  %_17.not = icmp eq i64 %_20, 0
  br i1 %_17.not, label %bb7, label %bb6
}

; core::slice::sort::unstable::quicksort::quicksort
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort8unstable9quicksort9quicksort17h811bbdae35c37201E(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 1152921504606846976) %1, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(8) %2, i32 noundef range(i32 0, 127) %3) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %stack_array.i = alloca [256 x i8], align 8
  %_587 = icmp samesign ult i64 %1, 33
  br i1 %_587, label %bb3, label %bb5

bb5:                                              ; preds = %start, %bb1.backedge
  %v.sroa.0.091 = phi ptr [ %v.sroa.0.0.be, %bb1.backedge ], [ %0, %start ]
  %v.sroa.15.090 = phi i64 [ %v.sroa.15.0.be, %bb1.backedge ], [ %1, %start ]
  %ancestor_pivot.sroa.0.089 = phi ptr [ %ancestor_pivot.sroa.0.0.be, %bb1.backedge ], [ %2, %start ]
  %limit.sroa.0.088 = phi i32 [ %91, %bb1.backedge ], [ %3, %start ]
  %4 = icmp eq i32 %limit.sroa.0.088, 0
  br i1 %4, label %bb6, label %bb7

bb3:                                              ; preds = %bb1.backedge, %start
  %v.sroa.15.0.lcssa = phi i64 [ %1, %start ], [ %v.sroa.15.0.be, %bb1.backedge ]
  %v.sroa.0.0.lcssa = phi ptr [ %0, %start ], [ %v.sroa.0.0.be, %bb1.backedge ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1939)
  %_4.i = icmp samesign ult i64 %v.sroa.15.0.lcssa, 2
  br i1 %_4.i, label %bb22, label %bb4.i

bb4.i:                                            ; preds = %bb3
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_array.i), !noalias !1939
  %len_div_26.i = lshr i64 %v.sroa.15.0.lcssa, 1
  %no_merge.i = icmp samesign ult i64 %v.sroa.15.0.lcssa, 18
  %v.1.len_div_26.i = select i1 %no_merge.i, i64 %v.sroa.15.0.lcssa, i64 %len_div_26.i
  %data.i = getelementptr i64, ptr %v.sroa.0.0.lcssa, i64 %len_div_26.i
  %len.i = sub nuw nsw i64 %v.sroa.15.0.lcssa, %len_div_26.i
  br label %bb8.i

bb8.i:                                            ; preds = %bb19.i, %bb4.i
  %region.sroa.8.0.i = phi i64 [ %v.1.len_div_26.i, %bb4.i ], [ %len.i, %bb19.i ]
  %region.sroa.0.0.i = phi ptr [ %v.sroa.0.0.lcssa, %bb4.i ], [ %data.i, %bb19.i ]
  %_14.i = icmp ugt i64 %region.sroa.8.0.i, 12
  br i1 %_14.i, label %bb9.i, label %bb11.i

bb11.i:                                           ; preds = %bb8.i
  %_19.i = icmp samesign ugt i64 %region.sroa.8.0.i, 8
  br i1 %_19.i, label %bb12.i, label %bb16.i

bb9.i:                                            ; preds = %bb8.i
  %v_b.i.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1942)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1945)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1947)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1950)
  %_3.i.i.i.i.i = load i64, ptr %v_b.i.i.i, align 8, !alias.scope !1952, !noalias !1955, !noundef !4
  %_4.i.i.i.i.i = load i64, ptr %region.sroa.0.0.i, align 8, !alias.scope !1956, !noalias !1957, !noundef !4
  %value.i.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i.i.i, i64 %_4.i.i.i.i.i)
  %5 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i.i.i, i64 %_4.i.i.i.i.i)
  %v_a.i.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 8
  %v_b.i1.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 80
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1958)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1961)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1963)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1966)
  %_3.i.i.i2.i.i = load i64, ptr %v_b.i1.i.i, align 8, !alias.scope !1968, !noalias !1969, !noundef !4
  %_4.i.i.i3.i.i = load i64, ptr %v_a.i.i.i, align 8, !alias.scope !1970, !noalias !1971, !noundef !4
  %value.i4.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i2.i.i, i64 %_4.i.i.i3.i.i)
  %6 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i2.i.i, i64 %_4.i.i.i3.i.i)
  %v_a.i5.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 16
  %v_b.i6.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 72
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1972)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1975)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1977)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1980)
  %_3.i.i.i7.i.i = load i64, ptr %v_b.i6.i.i, align 8, !alias.scope !1982, !noalias !1983, !noundef !4
  %_4.i.i.i8.i.i = load i64, ptr %v_a.i5.i.i, align 8, !alias.scope !1984, !noalias !1985, !noundef !4
  %value.i9.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i7.i.i, i64 %_4.i.i.i8.i.i)
  %7 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i7.i.i, i64 %_4.i.i.i8.i.i)
  %v_a.i10.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 24
  %v_b.i11.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 56
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1986)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1989)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1991)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1994)
  %_3.i.i.i12.i.i = load i64, ptr %v_b.i11.i.i, align 8, !alias.scope !1996, !noalias !1997, !noundef !4
  %_4.i.i.i13.i.i = load i64, ptr %v_a.i10.i.i, align 8, !alias.scope !1998, !noalias !1999, !noundef !4
  %value.i14.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i12.i.i, i64 %_4.i.i.i13.i.i)
  %8 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i12.i.i, i64 %_4.i.i.i13.i.i)
  %v_a.i15.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 40
  %v_b.i16.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 88
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2000)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2003)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2005)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2008)
  %_3.i.i.i17.i.i = load i64, ptr %v_b.i16.i.i, align 8, !alias.scope !2010, !noalias !2011, !noundef !4
  %_4.i.i.i18.i.i = load i64, ptr %v_a.i15.i.i, align 8, !alias.scope !2012, !noalias !2013, !noundef !4
  %value.i19.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i17.i.i, i64 %_4.i.i.i18.i.i)
  %9 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i17.i.i, i64 %_4.i.i.i18.i.i)
  %v_a.i20.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 48
  %v_b.i21.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2014)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2017)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2019)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2022)
  %_3.i.i.i22.i.i = load i64, ptr %v_b.i21.i.i, align 8, !alias.scope !2024, !noalias !2025, !noundef !4
  %_4.i.i.i23.i.i = load i64, ptr %v_a.i20.i.i, align 8, !alias.scope !2026, !noalias !2027, !noundef !4
  %value.i24.i.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i22.i.i, i64 %_4.i.i.i23.i.i)
  %10 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i22.i.i, i64 %_4.i.i.i23.i.i)
  %value.i29.i.i = tail call i64 @llvm.smax.i64(i64 %10, i64 %6)
  %11 = tail call i64 @llvm.smin.i64(i64 %10, i64 %6)
  %value.i34.i.i = tail call i64 @llvm.smax.i64(i64 %8, i64 %7)
  %12 = tail call i64 @llvm.smin.i64(i64 %8, i64 %7)
  %v_a.i35.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 32
  %_4.i.i.i38.i.i = load i64, ptr %v_a.i35.i.i, align 8, !alias.scope !2028, !noalias !2033, !noundef !4
  %value.i39.i.i = tail call i64 @llvm.smax.i64(i64 %value.i19.i.i, i64 %_4.i.i.i38.i.i)
  %13 = tail call i64 @llvm.smin.i64(i64 %value.i19.i.i, i64 %_4.i.i.i38.i.i)
  %value.i44.i.i = tail call i64 @llvm.smax.i64(i64 %value.i9.i.i, i64 %value.i14.i.i)
  %14 = tail call i64 @llvm.smin.i64(i64 %value.i9.i.i, i64 %value.i14.i.i)
  %value.i49.i.i = tail call i64 @llvm.smax.i64(i64 %value.i4.i.i, i64 %value.i24.i.i)
  %15 = tail call i64 @llvm.smin.i64(i64 %value.i4.i.i, i64 %value.i24.i.i)
  %value.i54.i.i = tail call i64 @llvm.smax.i64(i64 %13, i64 %5)
  %16 = tail call i64 @llvm.smin.i64(i64 %13, i64 %5)
  %value.i59.i.i = tail call i64 @llvm.smax.i64(i64 %12, i64 %11)
  %17 = tail call i64 @llvm.smin.i64(i64 %12, i64 %11)
  %value.i64.i.i = tail call i64 @llvm.smax.i64(i64 %value.i29.i.i, i64 %value.i34.i.i)
  %18 = tail call i64 @llvm.smin.i64(i64 %value.i29.i.i, i64 %value.i34.i.i)
  %value.i69.i.i = tail call i64 @llvm.smax.i64(i64 %15, i64 %14)
  %19 = tail call i64 @llvm.smin.i64(i64 %15, i64 %14)
  %value.i74.i.i = tail call i64 @llvm.smax.i64(i64 %value.i49.i.i, i64 %value.i44.i.i)
  %20 = tail call i64 @llvm.smin.i64(i64 %value.i49.i.i, i64 %value.i44.i.i)
  %value.i79.i.i = tail call i64 @llvm.smax.i64(i64 %value.i.i.i, i64 %value.i39.i.i)
  %21 = tail call i64 @llvm.smin.i64(i64 %value.i.i.i, i64 %value.i39.i.i)
  %value.i84.i.i = tail call i64 @llvm.smax.i64(i64 %value.i64.i.i, i64 %value.i54.i.i)
  %22 = tail call i64 @llvm.smin.i64(i64 %value.i64.i.i, i64 %value.i54.i.i)
  %value.i89.i.i = tail call i64 @llvm.smax.i64(i64 %20, i64 %9)
  %23 = tail call i64 @llvm.smin.i64(i64 %20, i64 %9)
  %value.i94.i.i = tail call i64 @llvm.smax.i64(i64 %21, i64 %value.i69.i.i)
  %24 = tail call i64 @llvm.smin.i64(i64 %21, i64 %value.i69.i.i)
  %value.i99.i.i = tail call i64 @llvm.smax.i64(i64 %value.i79.i.i, i64 %value.i74.i.i)
  %25 = tail call i64 @llvm.smin.i64(i64 %value.i79.i.i, i64 %value.i74.i.i)
  store i64 %value.i99.i.i, ptr %v_b.i.i.i, align 8, !alias.scope !2036
  %value.i104.i.i = tail call i64 @llvm.smax.i64(i64 %23, i64 %16)
  %26 = tail call i64 @llvm.smin.i64(i64 %23, i64 %16)
  %value.i109.i.i = tail call i64 @llvm.smax.i64(i64 %24, i64 %18)
  %27 = tail call i64 @llvm.smin.i64(i64 %24, i64 %18)
  %value.i114.i.i = tail call i64 @llvm.smax.i64(i64 %19, i64 %22)
  %28 = tail call i64 @llvm.smin.i64(i64 %19, i64 %22)
  %value.i119.i.i = tail call i64 @llvm.smax.i64(i64 %value.i94.i.i, i64 %value.i84.i.i)
  %29 = tail call i64 @llvm.smin.i64(i64 %value.i94.i.i, i64 %value.i84.i.i)
  %value.i124.i.i = tail call i64 @llvm.smax.i64(i64 %25, i64 %value.i89.i.i)
  %30 = tail call i64 @llvm.smin.i64(i64 %25, i64 %value.i89.i.i)
  %value.i129.i.i = tail call i64 @llvm.smax.i64(i64 %17, i64 %26)
  %31 = tail call i64 @llvm.smin.i64(i64 %17, i64 %26)
  store i64 %31, ptr %region.sroa.0.0.i, align 8, !alias.scope !2036
  %value.i134.i.i = tail call i64 @llvm.smax.i64(i64 %value.i104.i.i, i64 %value.i59.i.i)
  %32 = tail call i64 @llvm.smin.i64(i64 %value.i104.i.i, i64 %value.i59.i.i)
  %value.i139.i.i = tail call i64 @llvm.smax.i64(i64 %30, i64 %29)
  %33 = tail call i64 @llvm.smin.i64(i64 %30, i64 %29)
  %value.i144.i.i = tail call i64 @llvm.smax.i64(i64 %value.i109.i.i, i64 %value.i114.i.i)
  %34 = tail call i64 @llvm.smin.i64(i64 %value.i109.i.i, i64 %value.i114.i.i)
  %value.i149.i.i = tail call i64 @llvm.smax.i64(i64 %value.i119.i.i, i64 %value.i124.i.i)
  %35 = tail call i64 @llvm.smin.i64(i64 %value.i119.i.i, i64 %value.i124.i.i)
  store i64 %value.i149.i.i, ptr %v_b.i16.i.i, align 8, !alias.scope !2036
  %value.i154.i.i = tail call i64 @llvm.smax.i64(i64 %27, i64 %value.i129.i.i)
  %36 = tail call i64 @llvm.smin.i64(i64 %27, i64 %value.i129.i.i)
  %value.i159.i.i = tail call i64 @llvm.smax.i64(i64 %28, i64 %32)
  %37 = tail call i64 @llvm.smin.i64(i64 %28, i64 %32)
  %value.i164.i.i = tail call i64 @llvm.smax.i64(i64 %33, i64 %value.i134.i.i)
  %38 = tail call i64 @llvm.smin.i64(i64 %33, i64 %value.i134.i.i)
  %value.i169.i.i = tail call i64 @llvm.smax.i64(i64 %35, i64 %value.i139.i.i)
  %39 = tail call i64 @llvm.smin.i64(i64 %35, i64 %value.i139.i.i)
  store i64 %value.i169.i.i, ptr %v_b.i1.i.i, align 8, !alias.scope !2036
  %value.i174.i.i = tail call i64 @llvm.smax.i64(i64 %37, i64 %36)
  %40 = tail call i64 @llvm.smin.i64(i64 %37, i64 %36)
  store i64 %40, ptr %v_a.i.i.i, align 8, !alias.scope !2036
  %value.i179.i.i = tail call i64 @llvm.smax.i64(i64 %value.i159.i.i, i64 %value.i154.i.i)
  %41 = tail call i64 @llvm.smin.i64(i64 %value.i159.i.i, i64 %value.i154.i.i)
  %value.i184.i.i = tail call i64 @llvm.smax.i64(i64 %34, i64 %38)
  %42 = tail call i64 @llvm.smin.i64(i64 %34, i64 %38)
  %value.i189.i.i = tail call i64 @llvm.smax.i64(i64 %value.i144.i.i, i64 %value.i164.i.i)
  %43 = tail call i64 @llvm.smin.i64(i64 %value.i144.i.i, i64 %value.i164.i.i)
  %value.i194.i.i = tail call i64 @llvm.smax.i64(i64 %41, i64 %value.i174.i.i)
  %44 = tail call i64 @llvm.smin.i64(i64 %41, i64 %value.i174.i.i)
  store i64 %44, ptr %v_a.i5.i.i, align 8, !alias.scope !2036
  %value.i199.i.i = tail call i64 @llvm.smax.i64(i64 %42, i64 %value.i179.i.i)
  %45 = tail call i64 @llvm.smin.i64(i64 %42, i64 %value.i179.i.i)
  %value.i204.i.i = tail call i64 @llvm.smax.i64(i64 %value.i184.i.i, i64 %43)
  %46 = tail call i64 @llvm.smin.i64(i64 %value.i184.i.i, i64 %43)
  store i64 %value.i204.i.i, ptr %v_b.i11.i.i, align 8, !alias.scope !2036
  %value.i209.i.i = tail call i64 @llvm.smax.i64(i64 %39, i64 %value.i189.i.i)
  %47 = tail call i64 @llvm.smin.i64(i64 %39, i64 %value.i189.i.i)
  store i64 %47, ptr %v_b.i21.i.i, align 8, !alias.scope !2036
  store i64 %value.i209.i.i, ptr %v_b.i6.i.i, align 8, !alias.scope !2036
  %value.i214.i.i = tail call i64 @llvm.smax.i64(i64 %45, i64 %value.i194.i.i)
  %48 = tail call i64 @llvm.smin.i64(i64 %45, i64 %value.i194.i.i)
  store i64 %48, ptr %v_a.i10.i.i, align 8, !alias.scope !2036
  store i64 %value.i214.i.i, ptr %v_a.i35.i.i, align 8, !alias.scope !2036
  %value.i219.i.i = tail call i64 @llvm.smax.i64(i64 %46, i64 %value.i199.i.i)
  %49 = tail call i64 @llvm.smin.i64(i64 %46, i64 %value.i199.i.i)
  store i64 %49, ptr %v_a.i15.i.i, align 8, !alias.scope !2036
  store i64 %value.i219.i.i, ptr %v_a.i20.i.i, align 8, !alias.scope !2036
  br label %bb16.i

bb12.i:                                           ; preds = %bb11.i
  %v_b.i.i7.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2037)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2040)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2042)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2045)
  %_3.i.i.i.i8.i = load i64, ptr %v_b.i.i7.i, align 8, !alias.scope !2047, !noalias !2050, !noundef !4
  %_4.i.i.i.i9.i = load i64, ptr %region.sroa.0.0.i, align 8, !alias.scope !2051, !noalias !2052, !noundef !4
  %value.i.i10.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i.i8.i, i64 %_4.i.i.i.i9.i)
  %50 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i.i8.i, i64 %_4.i.i.i.i9.i)
  %v_a.i.i11.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 8
  %v_b.i1.i12.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 56
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2053)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2056)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2058)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2061)
  %_3.i.i.i2.i13.i = load i64, ptr %v_b.i1.i12.i, align 8, !alias.scope !2063, !noalias !2064, !noundef !4
  %_4.i.i.i3.i14.i = load i64, ptr %v_a.i.i11.i, align 8, !alias.scope !2065, !noalias !2066, !noundef !4
  %value.i4.i15.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i2.i13.i, i64 %_4.i.i.i3.i14.i)
  %51 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i2.i13.i, i64 %_4.i.i.i3.i14.i)
  %v_a.i5.i16.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 16
  %v_b.i6.i17.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2067)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2070)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2072)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2075)
  %_3.i.i.i7.i18.i = load i64, ptr %v_b.i6.i17.i, align 8, !alias.scope !2077, !noalias !2078, !noundef !4
  %_4.i.i.i8.i19.i = load i64, ptr %v_a.i5.i16.i, align 8, !alias.scope !2079, !noalias !2080, !noundef !4
  %value.i9.i20.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i7.i18.i, i64 %_4.i.i.i8.i19.i)
  %52 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i7.i18.i, i64 %_4.i.i.i8.i19.i)
  %v_a.i10.i21.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 32
  %v_b.i11.i22.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2081)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2084)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2086)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2089)
  %_3.i.i.i12.i23.i = load i64, ptr %v_b.i11.i22.i, align 8, !alias.scope !2091, !noalias !2092, !noundef !4
  %_4.i.i.i13.i24.i = load i64, ptr %v_a.i10.i21.i, align 8, !alias.scope !2093, !noalias !2094, !noundef !4
  %value.i14.i25.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i12.i23.i, i64 %_4.i.i.i13.i24.i)
  %53 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i12.i23.i, i64 %_4.i.i.i13.i24.i)
  %value.i19.i26.i = tail call i64 @llvm.smax.i64(i64 %value.i4.i15.i, i64 %50)
  %54 = tail call i64 @llvm.smin.i64(i64 %value.i4.i15.i, i64 %50)
  %value.i24.i27.i = tail call i64 @llvm.smax.i64(i64 %53, i64 %52)
  %55 = tail call i64 @llvm.smin.i64(i64 %53, i64 %52)
  %value.i29.i28.i = tail call i64 @llvm.smax.i64(i64 %value.i14.i25.i, i64 %value.i.i10.i)
  %56 = tail call i64 @llvm.smin.i64(i64 %value.i14.i25.i, i64 %value.i.i10.i)
  %v_b.i31.i.i = getelementptr inbounds nuw i8, ptr %region.sroa.0.0.i, i64 48
  %_3.i.i.i32.i.i = load i64, ptr %v_b.i31.i.i, align 8, !alias.scope !2095, !noalias !2100, !noundef !4
  %value.i34.i29.i = tail call i64 @llvm.smax.i64(i64 %_3.i.i.i32.i.i, i64 %value.i9.i20.i)
  %57 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i32.i.i, i64 %value.i9.i20.i)
  %value.i39.i30.i = tail call i64 @llvm.smax.i64(i64 %55, i64 %54)
  %58 = tail call i64 @llvm.smin.i64(i64 %55, i64 %54)
  %value.i44.i31.i = tail call i64 @llvm.smax.i64(i64 %56, i64 %51)
  %59 = tail call i64 @llvm.smin.i64(i64 %56, i64 %51)
  %value.i49.i32.i = tail call i64 @llvm.smax.i64(i64 %57, i64 %value.i24.i27.i)
  %60 = tail call i64 @llvm.smin.i64(i64 %57, i64 %value.i24.i27.i)
  %value.i54.i33.i = tail call i64 @llvm.smax.i64(i64 %value.i29.i28.i, i64 %value.i19.i26.i)
  %61 = tail call i64 @llvm.smin.i64(i64 %value.i29.i28.i, i64 %value.i19.i26.i)
  %value.i59.i34.i = tail call i64 @llvm.smax.i64(i64 %60, i64 %59)
  %62 = tail call i64 @llvm.smin.i64(i64 %60, i64 %59)
  %value.i64.i35.i = tail call i64 @llvm.smax.i64(i64 %value.i34.i29.i, i64 %value.i44.i31.i)
  %63 = tail call i64 @llvm.smin.i64(i64 %value.i34.i29.i, i64 %value.i44.i31.i)
  %value.i69.i36.i = tail call i64 @llvm.smax.i64(i64 %61, i64 %value.i49.i32.i)
  %64 = tail call i64 @llvm.smin.i64(i64 %61, i64 %value.i49.i32.i)
  %value.i74.i37.i = tail call i64 @llvm.smax.i64(i64 %62, i64 %58)
  %65 = tail call i64 @llvm.smin.i64(i64 %62, i64 %58)
  store i64 %65, ptr %region.sroa.0.0.i, align 8, !alias.scope !2103
  %value.i79.i38.i = tail call i64 @llvm.smax.i64(i64 %value.i59.i34.i, i64 %value.i39.i30.i)
  %66 = tail call i64 @llvm.smin.i64(i64 %value.i59.i34.i, i64 %value.i39.i30.i)
  %value.i84.i39.i = tail call i64 @llvm.smax.i64(i64 %64, i64 %63)
  %67 = tail call i64 @llvm.smin.i64(i64 %64, i64 %63)
  %value.i89.i40.i = tail call i64 @llvm.smax.i64(i64 %value.i54.i33.i, i64 %value.i64.i35.i)
  %68 = tail call i64 @llvm.smin.i64(i64 %value.i54.i33.i, i64 %value.i64.i35.i)
  store i64 %value.i89.i40.i, ptr %v_b.i11.i22.i, align 8, !alias.scope !2103
  %value.i94.i41.i = tail call i64 @llvm.smax.i64(i64 %67, i64 %66)
  %69 = tail call i64 @llvm.smin.i64(i64 %67, i64 %66)
  %value.i99.i42.i = tail call i64 @llvm.smax.i64(i64 %value.i84.i39.i, i64 %value.i79.i38.i)
  %70 = tail call i64 @llvm.smin.i64(i64 %value.i84.i39.i, i64 %value.i79.i38.i)
  %value.i104.i43.i = tail call i64 @llvm.smax.i64(i64 %value.i69.i36.i, i64 %68)
  %71 = tail call i64 @llvm.smin.i64(i64 %value.i69.i36.i, i64 %68)
  store i64 %value.i104.i43.i, ptr %v_b.i1.i12.i, align 8, !alias.scope !2103
  %value.i109.i44.i = tail call i64 @llvm.smax.i64(i64 %69, i64 %value.i74.i37.i)
  %72 = tail call i64 @llvm.smin.i64(i64 %69, i64 %value.i74.i37.i)
  store i64 %72, ptr %v_a.i.i11.i, align 8, !alias.scope !2103
  store i64 %value.i109.i44.i, ptr %v_a.i5.i16.i, align 8, !alias.scope !2103
  %value.i114.i45.i = tail call i64 @llvm.smax.i64(i64 %70, i64 %value.i94.i41.i)
  %73 = tail call i64 @llvm.smin.i64(i64 %70, i64 %value.i94.i41.i)
  store i64 %73, ptr %v_b.i.i7.i, align 8, !alias.scope !2103
  store i64 %value.i114.i45.i, ptr %v_a.i10.i21.i, align 8, !alias.scope !2103
  %value.i119.i46.i = tail call i64 @llvm.smax.i64(i64 %71, i64 %value.i99.i42.i)
  %74 = tail call i64 @llvm.smin.i64(i64 %71, i64 %value.i99.i42.i)
  store i64 %74, ptr %v_b.i6.i17.i, align 8, !alias.scope !2103
  store i64 %value.i119.i46.i, ptr %v_b.i31.i.i, align 8, !alias.scope !2103
  br label %bb16.i

bb16.i:                                           ; preds = %bb12.i, %bb9.i, %bb11.i
  %presorted_len.sroa.0.0.i = phi i64 [ 13, %bb9.i ], [ 9, %bb12.i ], [ 1, %bb11.i ]
  %_5.i.i = icmp samesign ugt i64 %presorted_len.sroa.0.0.i, %region.sroa.8.0.i
  br i1 %_5.i.i, label %bb2.i.i, label %bb3.i.i

bb2.i.i:                                          ; preds = %bb16.i
  tail call void @llvm.trap()
  unreachable

bb3.i.i:                                          ; preds = %bb16.i
  %v_end.i.i = getelementptr inbounds nuw i64, ptr %region.sroa.0.0.i, i64 %region.sroa.8.0.i
  %_10.not1.i.i = icmp samesign eq i64 %presorted_len.sroa.0.0.i, %region.sroa.8.0.i
  br i1 %_10.not1.i.i, label %_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E.exit.i, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %bb3.i.i
  %75 = getelementptr inbounds nuw i64, ptr %region.sroa.0.0.i, i64 %presorted_len.sroa.0.0.i
  br label %bb5.i.i

bb5.i.i:                                          ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i, %bb5.preheader.i.i
  %tail.sroa.0.02.i.i = phi ptr [ %_14.i.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i ], [ %75, %bb5.preheader.i.i ]
  %76 = getelementptr inbounds i8, ptr %tail.sroa.0.02.i.i, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2104)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2107)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2112)
  %_3.i.i.i.i47.i = load i64, ptr %tail.sroa.0.02.i.i, align 8, !alias.scope !2114, !noalias !2117, !noundef !4
  %_4.i.i.i.i48.i = load i64, ptr %76, align 8, !alias.scope !2118, !noalias !2119, !noundef !4
  %_0.i.i.i.i.i = icmp slt i64 %_3.i.i.i.i47.i, %_4.i.i.i.i48.i
  br i1 %_0.i.i.i.i.i, label %bb4.i.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i

bb4.i.i.i:                                        ; preds = %bb5.i.i, %bb6.i.i.i
  %77 = phi i64 [ %_4.i.i2.i.i.i, %bb6.i.i.i ], [ %_4.i.i.i.i48.i, %bb5.i.i ]
  %gap_guard.sroa.4.0.i.i.i = phi ptr [ %sift.sroa.0.0.i.i.i, %bb6.i.i.i ], [ %tail.sroa.0.02.i.i, %bb5.i.i ]
  %sift.sroa.0.0.i.i.i = phi ptr [ %78, %bb6.i.i.i ], [ %76, %bb5.i.i ]
  store i64 %77, ptr %gap_guard.sroa.4.0.i.i.i, align 8, !alias.scope !2120
  %_18.i.i.i = icmp eq ptr %sift.sroa.0.0.i.i.i, %region.sroa.0.0.i
  br i1 %_18.i.i.i, label %bb10.i.i.i, label %bb6.i.i.i

bb6.i.i.i:                                        ; preds = %bb4.i.i.i
  %78 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i.i, i64 -8
  %_4.i.i2.i.i.i = load i64, ptr %78, align 8, !alias.scope !2121, !noalias !2126, !noundef !4
  %_0.i.i3.i.i.i = icmp slt i64 %_3.i.i.i.i47.i, %_4.i.i2.i.i.i
  br i1 %_0.i.i3.i.i.i, label %bb4.i.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb6.i.i.i, %bb4.i.i.i
  %sift.sroa.0.0.i.lcssa.i.i = phi ptr [ %sift.sroa.0.0.i.i.i, %bb6.i.i.i ], [ %region.sroa.0.0.i, %bb4.i.i.i ]
  store i64 %_3.i.i.i.i47.i, ptr %sift.sroa.0.0.i.lcssa.i.i, align 8, !alias.scope !2120, !noalias !2129
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i: ; preds = %bb10.i.i.i, %bb5.i.i
  %_14.i.i = getelementptr inbounds nuw i8, ptr %tail.sroa.0.02.i.i, i64 8
  %_10.not.i.i = icmp eq ptr %_14.i.i, %v_end.i.i
  br i1 %_10.not.i.i, label %_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E.exit.i: ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h47561c90fa3fa5c6E.exit.i.i, %bb3.i.i
  br i1 %no_merge.i, label %bb23.sink.split.i, label %bb19.i

bb19.i:                                           ; preds = %_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E.exit.i
  %_26.not.i = icmp eq ptr %region.sroa.0.0.i, %v.sroa.0.0.lcssa
  br i1 %_26.not.i, label %bb8.i, label %bb20.i

bb20.i:                                           ; preds = %bb19.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2134)
  %count1.i.i = add nsw i64 %v.sroa.15.0.lcssa, -1
  %79 = getelementptr inbounds nuw i64, ptr %stack_array.i, i64 %count1.i.i
  %80 = getelementptr inbounds nuw i64, ptr %v.sroa.0.0.lcssa, i64 %count1.i.i
  %81 = getelementptr i8, ptr %data.i, i64 -8
  br label %bb15.i.i

bb16.i.i:                                         ; preds = %bb15.i.i
  %82 = getelementptr i8, ptr %87, i64 8
  %83 = getelementptr i8, ptr %86, i64 8
  %_43.i.i = and i64 %v.sroa.15.0.lcssa, 1
  %_22.i.i = icmp eq i64 %_43.i.i, 0
  br i1 %_22.i.i, label %bb9.i.i, label %bb5.i49.i

bb15.i.i:                                         ; preds = %bb15.i.i, %bb20.i
  %dst.sroa.0.029.i.i = phi ptr [ %_16.i.i.i, %bb15.i.i ], [ %stack_array.i, %bb20.i ]
  %iter.sroa.0.028.i.i = phi i64 [ %_39.i.i, %bb15.i.i ], [ 0, %bb20.i ]
  %left.sroa.0.027.i.i = phi ptr [ %_14.i.i.i, %bb15.i.i ], [ %v.sroa.0.0.lcssa, %bb20.i ]
  %right.sroa.0.026.i.i = phi ptr [ %_12.i.i.i, %bb15.i.i ], [ %data.i, %bb20.i ]
  %left_rev.sroa.0.025.i.i = phi ptr [ %87, %bb15.i.i ], [ %81, %bb20.i ]
  %right_rev.sroa.0.024.i.i = phi ptr [ %86, %bb15.i.i ], [ %80, %bb20.i ]
  %dst_rev.sroa.0.023.i.i = phi ptr [ %88, %bb15.i.i ], [ %79, %bb20.i ]
  %_39.i.i = add nuw nsw i64 %iter.sroa.0.028.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2137)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2140)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2142), !noalias !2145
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2148), !noalias !2145
  %_3.i.i.i.i = load i64, ptr %right.sroa.0.026.i.i, align 8, !alias.scope !2150, !noalias !2151, !noundef !4
  %_4.i.i.i.i = load i64, ptr %left.sroa.0.027.i.i, align 8, !alias.scope !2152, !noalias !2153, !noundef !4
  %_0.i.i.i.i = icmp slt i64 %_3.i.i.i.i, %_4.i.i.i.i
  %is_l.i18.i.i = xor i1 %_0.i.i.i.i, true
  %84 = tail call i64 @llvm.smin.i64(i64 %_3.i.i.i.i, i64 %_4.i.i.i.i)
  store i64 %84, ptr %dst.sroa.0.029.i.i, align 8, !noalias !2154
  %count.i.i.i = zext i1 %_0.i.i.i.i to i64
  %_12.i.i.i = getelementptr inbounds nuw i64, ptr %right.sroa.0.026.i.i, i64 %count.i.i.i
  %count2.i.i.i = zext i1 %is_l.i18.i.i to i64
  %_14.i.i.i = getelementptr inbounds nuw i64, ptr %left.sroa.0.027.i.i, i64 %count2.i.i.i
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.029.i.i, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2156)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2159)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2161), !noalias !2164
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2167), !noalias !2164
  %_3.i.i19.i.i = load i64, ptr %right_rev.sroa.0.024.i.i, align 8, !alias.scope !2169, !noalias !2170, !noundef !4
  %_4.i.i20.i.i = load i64, ptr %left_rev.sroa.0.025.i.i, align 8, !alias.scope !2171, !noalias !2172, !noundef !4
  %_0.i.i21.i.i = icmp slt i64 %_3.i.i19.i.i, %_4.i.i20.i.i
  %is_l.i.i.i = xor i1 %_0.i.i21.i.i, true
  %85 = tail call i64 @llvm.smax.i64(i64 %_3.i.i19.i.i, i64 %_4.i.i20.i.i)
  store i64 %85, ptr %dst_rev.sroa.0.023.i.i, align 8, !noalias !2173
  %count.neg.i.i.i = sext i1 %is_l.i.i.i to i64
  %86 = getelementptr i64, ptr %right_rev.sroa.0.024.i.i, i64 %count.neg.i.i.i
  %count3.neg.i.i.i = sext i1 %_0.i.i21.i.i to i64
  %87 = getelementptr i64, ptr %left_rev.sroa.0.025.i.i, i64 %count3.neg.i.i.i
  %88 = getelementptr inbounds i8, ptr %dst_rev.sroa.0.023.i.i, i64 -8
  %exitcond.not.i.i = icmp eq i64 %_39.i.i, %len_div_26.i
  br i1 %exitcond.not.i.i, label %bb16.i.i, label %bb15.i.i

bb5.i49.i:                                        ; preds = %bb16.i.i
  %left_nonempty.i.i = icmp ult ptr %_14.i.i.i, %82
  %left.sroa.0.0.right.sroa.0.0.i.i = select i1 %left_nonempty.i.i, ptr %_14.i.i.i, ptr %_12.i.i.i
  %89 = load i64, ptr %left.sroa.0.0.right.sroa.0.0.i.i, align 8, !alias.scope !2175
  store i64 %89, ptr %_16.i.i.i, align 8, !noalias !2175
  %count2.i.i = zext i1 %left_nonempty.i.i to i64
  %_26.i.i = getelementptr inbounds nuw i64, ptr %_14.i.i.i, i64 %count2.i.i
  %_30.i.i = xor i1 %left_nonempty.i.i, true
  %count3.i.i = zext i1 %_30.i.i to i64
  %_28.i.i = getelementptr inbounds nuw i64, ptr %_12.i.i.i, i64 %count3.i.i
  br label %bb9.i.i

bb9.i.i:                                          ; preds = %bb5.i49.i, %bb16.i.i
  %right.sroa.0.1.i.i = phi ptr [ %_12.i.i.i, %bb16.i.i ], [ %_28.i.i, %bb5.i49.i ]
  %left.sroa.0.1.i.i = phi ptr [ %_14.i.i.i, %bb16.i.i ], [ %_26.i.i, %bb5.i49.i ]
  %_31.i.i = icmp ne ptr %left.sroa.0.1.i.i, %82
  %_32.i.i = icmp ne ptr %right.sroa.0.1.i.i, %83
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !1736
  br i1 %or.cond.i.i, label %bb13.i.i, label %_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h9140c768a7f7dd68E.exit.i, !prof !1736

bb13.i.i:                                         ; preds = %bb9.i.i
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  tail call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #28, !noalias !2134
  unreachable

_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h9140c768a7f7dd68E.exit.i: ; preds = %bb9.i.i
  %90 = shl nuw nsw i64 %v.sroa.15.0.lcssa, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.lcssa, ptr nonnull align 8 %stack_array.i, i64 %90, i1 false)
  br label %bb23.sink.split.i

bb23.sink.split.i:                                ; preds = %_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E.exit.i, %_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h9140c768a7f7dd68E.exit.i
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_array.i), !noalias !1939
  br label %bb22

bb6:                                              ; preds = %bb5
; call core::slice::sort::unstable::heapsort::heapsort
  tail call fastcc void @_ZN4core5slice4sort8unstable8heapsort8heapsort17h8ae64bfd61816cbbE(ptr noalias noundef nonnull align 8 %v.sroa.0.091, i64 noundef %v.sroa.15.090) #30
  br label %bb22

bb7:                                              ; preds = %bb5
  %91 = add nsw i32 %limit.sroa.0.088, -1
  %len_div_84.i = lshr i64 %v.sroa.15.090, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 5
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 56
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.15.090, 64
  br i1 %_12.i, label %bb3.i, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h1920da97edff4291E(ptr noundef nonnull readonly align 8 %v.sroa.0.091, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i) #27
  br label %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit

bb3.i:                                            ; preds = %bb7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2176)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2179)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2181), !noalias !2184
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2187), !noalias !2184
  %_3.i.i.i = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2189, !noalias !2192, !noundef !4
  %_4.i.i.i = load i64, ptr %b.i, align 8, !alias.scope !2194, !noalias !2195, !noundef !4
  %_0.i.i.i = icmp slt i64 %_3.i.i.i, %_4.i.i.i
  %_4.i.i6.i = load i64, ptr %c.i, align 8, !alias.scope !2196, !noalias !2201, !noundef !4
  %_0.i.i7.i = icmp slt i64 %_3.i.i.i, %_4.i.i6.i
  %92 = xor i1 %_0.i.i.i, %_0.i.i7.i
  %_0.i.i10.i = icmp slt i64 %_4.i.i.i, %_4.i.i6.i
  %_12.i.i = xor i1 %_0.i.i.i, %_0.i.i10.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  %_0.sroa.0.0.i.i = select i1 %92, ptr %v.sroa.0.091, ptr %c.b.i.i
  br label %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit

_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit: ; preds = %bb5.i, %bb3.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %_0.sroa.0.0.i.i, %bb3.i ], [ %self.i, %bb5.i ]
  %93 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %94 = ptrtoint ptr %v.sroa.0.091 to i64
  %95 = sub nuw i64 %93, %94
  %index.sroa.0.0.i = lshr exact i64 %95, 3
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.15.090
  tail call void @llvm.assume(i1 %cond.i)
  %.not = icmp eq ptr %ancestor_pivot.sroa.0.089, null
  br i1 %.not, label %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit.bb7.i_crit_edge, label %bb11

_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit.bb7.i_crit_edge: ; preds = %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit
  %tmp.sroa.0.0.copyload.i.i.i.pre = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2204
  %_9.i.i.phi.trans.insert = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 %95
  %.pre = load i64, ptr %_9.i.i.phi.trans.insert, align 8, !alias.scope !2204
  br label %bb7.i

bb22:                                             ; preds = %bb23.sink.split.i, %bb3, %bb6
  ret void

bb7.i:                                            ; preds = %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit.bb7.i_crit_edge, %bb11
  %96 = phi i64 [ %.pre, %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit.bb7.i_crit_edge ], [ %_4.i.i, %bb11 ]
  %tmp.sroa.0.0.copyload.i.i.i = phi i64 [ %tmp.sroa.0.0.copyload.i.i.i.pre, %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit.bb7.i_crit_edge ], [ %tmp.sroa.0.0.copyload.i.i.i.pre104, %bb11 ]
  %_9.i.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 %95
  store i64 %96, ptr %v.sroa.0.091, align 8, !alias.scope !2204
  store i64 %tmp.sroa.0.0.copyload.i.i.i, ptr %_9.i.i, align 8, !alias.scope !2204
  %data.i.i.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2209)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2212)
  %value.i.i = load i64, ptr %data.i.i.i, align 8, !alias.scope !2214, !noalias !2212, !noundef !4
  %97 = getelementptr i64, ptr %v.sroa.0.091, i64 %v.sroa.15.090
  %unroll_end.i.i = getelementptr i8, ptr %97, i64 -8
  %state.sroa.11.031.i.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 16
  %_1932.i.i = icmp ult ptr %state.sroa.11.031.i.i, %unroll_end.i.i
  %_4.i.i.i.pre.i.i = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2215, !noalias !2220
  br i1 %_1932.i.i, label %bb5.i.i24, label %bb12.preheader.i.i

bb12.preheader.i.i:                               ; preds = %bb5.i.i24, %bb7.i
  %state.sroa.0.0.lcssa.i.i = phi ptr [ %data.i.i.i, %bb7.i ], [ %_16.i13.i.i, %bb5.i.i24 ]
  %state.sroa.21.0.lcssa.i.i = phi i64 [ 0, %bb7.i ], [ %103, %bb5.i.i24 ]
  %state.sroa.11.0.lcssa.i.i = phi ptr [ %state.sroa.11.031.i.i, %bb7.i ], [ %state.sroa.11.0.i.i, %bb5.i.i24 ]
  %is_done.i10.i = icmp eq ptr %state.sroa.11.0.lcssa.i.i, %97
  br i1 %is_done.i10.i, label %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE.exit.i, label %bb12.cont.i.i

bb12.cont.i.i:                                    ; preds = %bb12.preheader.i.i, %bb12.cont.i.i
  %state.sroa.21.1.i13.i = phi i64 [ %99, %bb12.cont.i.i ], [ %state.sroa.21.0.lcssa.i.i, %bb12.preheader.i.i ]
  %state.sroa.11.1.i12.i = phi ptr [ %state.sroa.11.1.sroa.gep.i.i, %bb12.cont.i.i ], [ %state.sroa.11.0.lcssa.i.i, %bb12.preheader.i.i ]
  %state.sroa.0.1.i11.i = phi ptr [ %state.sroa.11.1.i12.i, %bb12.cont.i.i ], [ %state.sroa.0.0.lcssa.i.i, %bb12.preheader.i.i ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2226)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2227)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2228)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2229)
  %_3.i.i.i.else.val.i.i = load i64, ptr %state.sroa.11.1.i12.i, align 8, !alias.scope !2230, !noalias !2231, !noundef !4
  %_0.i.i.i.i.i22 = icmp slt i64 %_3.i.i.i.else.val.i.i, %_4.i.i.i.pre.i.i
  %left.i.i.i = getelementptr inbounds nuw i64, ptr %data.i.i.i, i64 %state.sroa.21.1.i13.i
  %98 = load i64, ptr %left.i.i.i, align 8, !alias.scope !2214, !noalias !2232
  store i64 %98, ptr %state.sroa.0.1.i11.i, align 8, !alias.scope !2214, !noalias !2232
  store i64 %_3.i.i.i.else.val.i.i, ptr %left.i.i.i, align 8, !alias.scope !2214, !noalias !2232
  %_15.i.i.i = zext i1 %_0.i.i.i.i.i22 to i64
  %99 = add i64 %state.sroa.21.1.i13.i, %_15.i.i.i
  %state.sroa.11.1.sroa.gep.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.11.1.i12.i, i64 8
  %is_done.i.i = icmp eq ptr %state.sroa.11.1.sroa.gep.i.i, %97
  br i1 %is_done.i.i, label %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE.exit.i, label %bb12.cont.i.i

bb5.i.i24:                                        ; preds = %bb7.i, %bb5.i.i24
  %state.sroa.11.035.i.i = phi ptr [ %state.sroa.11.0.i.i, %bb5.i.i24 ], [ %state.sroa.11.031.i.i, %bb7.i ]
  %state.sroa.21.034.i.i = phi i64 [ %103, %bb5.i.i24 ], [ 0, %bb7.i ]
  %state.sroa.0.033.i.i = phi ptr [ %_16.i13.i.i, %bb5.i.i24 ], [ %data.i.i.i, %bb7.i ]
  %_3.i.i.i4.i.i = load i64, ptr %state.sroa.11.035.i.i, align 8, !alias.scope !2233, !noalias !2238, !noundef !4
  %_0.i.i.i6.i.i = icmp slt i64 %_3.i.i.i4.i.i, %_4.i.i.i.pre.i.i
  %left.i10.i.i = getelementptr inbounds nuw i64, ptr %data.i.i.i, i64 %state.sroa.21.034.i.i
  %100 = load i64, ptr %left.i10.i.i, align 8, !alias.scope !2214, !noalias !2244
  store i64 %100, ptr %state.sroa.0.033.i.i, align 8, !alias.scope !2214, !noalias !2244
  store i64 %_3.i.i.i4.i.i, ptr %left.i10.i.i, align 8, !alias.scope !2214, !noalias !2244
  %_15.i12.i.i = zext i1 %_0.i.i.i6.i.i to i64
  %101 = add i64 %state.sroa.21.034.i.i, %_15.i12.i.i
  %_16.i13.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.0.033.i.i, i64 16
  %_3.i.i.i16.i.i = load i64, ptr %_16.i13.i.i, align 8, !alias.scope !2245, !noalias !2250, !noundef !4
  %_0.i.i.i18.i.i = icmp slt i64 %_3.i.i.i16.i.i, %_4.i.i.i.pre.i.i
  %left.i22.i.i = getelementptr inbounds nuw i64, ptr %data.i.i.i, i64 %101
  %102 = load i64, ptr %left.i22.i.i, align 8, !alias.scope !2214, !noalias !2256
  store i64 %102, ptr %state.sroa.11.035.i.i, align 8, !alias.scope !2214, !noalias !2256
  store i64 %_3.i.i.i16.i.i, ptr %left.i22.i.i, align 8, !alias.scope !2214, !noalias !2256
  %_15.i24.i.i = zext i1 %_0.i.i.i18.i.i to i64
  %103 = add i64 %101, %_15.i24.i.i
  %state.sroa.11.0.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.0.033.i.i, i64 24
  %_19.i.i = icmp ult ptr %state.sroa.11.0.i.i, %unroll_end.i.i
  br i1 %_19.i.i, label %bb5.i.i24, label %bb12.preheader.i.i

_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE.exit.i: ; preds = %bb12.cont.i.i, %bb12.preheader.i.i
  %state.sroa.0.1.i.lcssa.i = phi ptr [ %state.sroa.0.0.lcssa.i.i, %bb12.preheader.i.i ], [ %state.sroa.11.1.i12.i, %bb12.cont.i.i ]
  %state.sroa.21.1.i.lcssa.i = phi i64 [ %state.sroa.21.0.lcssa.i.i, %bb12.preheader.i.i ], [ %99, %bb12.cont.i.i ]
  %_0.i.i.i44.i.i = icmp slt i64 %value.i.i, %_4.i.i.i.pre.i.i
  %left.i45.i.i = getelementptr inbounds nuw i64, ptr %data.i.i.i, i64 %state.sroa.21.1.i.lcssa.i
  %104 = load i64, ptr %left.i45.i.i, align 8, !alias.scope !2214, !noalias !2232
  store i64 %104, ptr %state.sroa.0.1.i.lcssa.i, align 8, !alias.scope !2214, !noalias !2232
  store i64 %value.i.i, ptr %left.i45.i.i, align 8, !alias.scope !2214, !noalias !2232
  %_15.i50.i.i = zext i1 %_0.i.i.i44.i.i to i64
  %105 = add i64 %state.sroa.21.1.i.lcssa.i, %_15.i50.i.i
  %_15.not.i = icmp ult i64 %105, %v.sroa.15.090
  br i1 %_15.not.i, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit", label %bb9.i23

bb9.i23:                                          ; preds = %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE.exit.i
  tail call void @llvm.trap()
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit": ; preds = %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE.exit.i
  %_9.i5.i = getelementptr inbounds nuw i64, ptr %v.sroa.0.091, i64 %105
  %tmp.sroa.0.0.copyload.i.i6.i = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2257
  %106 = load i64, ptr %_9.i5.i, align 8, !alias.scope !2257
  store i64 %106, ptr %v.sroa.0.091, align 8, !alias.scope !2257
  store i64 %tmp.sroa.0.0.copyload.i.i6.i, ptr %_9.i5.i, align 8, !alias.scope !2257
  %data.i.i27 = getelementptr inbounds nuw i8, ptr %_9.i5.i, i64 8
  %107 = xor i64 %105, -1
  %len.i.i28 = add i64 %v.sroa.15.090, %107
; call core::slice::sort::unstable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort8unstable9quicksort9quicksort17h811bbdae35c37201E(ptr noalias noundef nonnull align 8 %v.sroa.0.091, i64 noundef %105, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) %ancestor_pivot.sroa.0.089, i32 noundef %91) #27
  br label %bb1.backedge

bb11:                                             ; preds = %_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE.exit
  %_18 = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 %95
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2260)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2263)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2265)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2268)
  %_3.i.i = load i64, ptr %ancestor_pivot.sroa.0.089, align 8, !alias.scope !2270, !noalias !2271, !noundef !4
  %_4.i.i = load i64, ptr %_18, align 8, !alias.scope !2271, !noalias !2270, !noundef !4
  %_0.i.i = icmp slt i64 %_3.i.i, %_4.i.i
  %tmp.sroa.0.0.copyload.i.i.i.pre104 = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2204
  br i1 %_0.i.i, label %bb7.i, label %bb7.i36

bb7.i36:                                          ; preds = %bb11
  store i64 %_4.i.i, ptr %v.sroa.0.091, align 8, !alias.scope !2272
  store i64 %tmp.sroa.0.0.copyload.i.i.i.pre104, ptr %_18, align 8, !alias.scope !2272
  %data.i.i.i39 = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2277)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2280)
  %value.i.i40 = load i64, ptr %data.i.i.i39, align 8, !alias.scope !2282, !noalias !2280, !noundef !4
  %108 = getelementptr i64, ptr %v.sroa.0.091, i64 %v.sroa.15.090
  %unroll_end.i.i41 = getelementptr i8, ptr %108, i64 -8
  %state.sroa.11.031.i.i42 = getelementptr inbounds nuw i8, ptr %v.sroa.0.091, i64 16
  %_1932.i.i43 = icmp ult ptr %state.sroa.11.031.i.i42, %unroll_end.i.i41
  %_3.i.i.i.i.pre.i.i = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2283, !noalias !2290
  br i1 %_1932.i.i43, label %bb5.i.i65, label %bb12.preheader.i.i44

bb12.preheader.i.i44:                             ; preds = %bb5.i.i65, %bb7.i36
  %state.sroa.0.0.lcssa.i.i45 = phi ptr [ %data.i.i.i39, %bb7.i36 ], [ %_16.i13.i.i71, %bb5.i.i65 ]
  %state.sroa.21.0.lcssa.i.i46 = phi i64 [ 0, %bb7.i36 ], [ %114, %bb5.i.i65 ]
  %state.sroa.11.0.lcssa.i.i47 = phi ptr [ %state.sroa.11.031.i.i42, %bb7.i36 ], [ %state.sroa.11.0.i.i74, %bb5.i.i65 ]
  %is_done.i10.i48 = icmp eq ptr %state.sroa.11.0.lcssa.i.i47, %108
  br i1 %is_done.i10.i48, label %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE.exit.i, label %bb12.cont.i.i49

bb12.cont.i.i49:                                  ; preds = %bb12.preheader.i.i44, %bb12.cont.i.i49
  %state.sroa.21.1.i13.i50 = phi i64 [ %110, %bb12.cont.i.i49 ], [ %state.sroa.21.0.lcssa.i.i46, %bb12.preheader.i.i44 ]
  %state.sroa.11.1.i12.i51 = phi ptr [ %state.sroa.11.1.sroa.gep.i.i55, %bb12.cont.i.i49 ], [ %state.sroa.11.0.lcssa.i.i47, %bb12.preheader.i.i44 ]
  %state.sroa.0.1.i11.i52 = phi ptr [ %state.sroa.11.1.i12.i51, %bb12.cont.i.i49 ], [ %state.sroa.0.0.lcssa.i.i45, %bb12.preheader.i.i44 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2297)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2298)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2299)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2300)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2301)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2302)
  %_4.i.i.i.i.else.val.i.i = load i64, ptr %state.sroa.11.1.i12.i51, align 8, !alias.scope !2303, !noalias !2304, !noundef !4
  %_0.i.i.i.i.i.i = icmp sge i64 %_3.i.i.i.i.pre.i.i, %_4.i.i.i.i.else.val.i.i
  %left.i.i.i53 = getelementptr inbounds nuw i64, ptr %data.i.i.i39, i64 %state.sroa.21.1.i13.i50
  %109 = load i64, ptr %left.i.i.i53, align 8, !alias.scope !2282, !noalias !2305
  store i64 %109, ptr %state.sroa.0.1.i11.i52, align 8, !alias.scope !2282, !noalias !2305
  store i64 %_4.i.i.i.i.else.val.i.i, ptr %left.i.i.i53, align 8, !alias.scope !2282, !noalias !2305
  %_15.i.i.i54 = zext i1 %_0.i.i.i.i.i.i to i64
  %110 = add i64 %state.sroa.21.1.i13.i50, %_15.i.i.i54
  %state.sroa.11.1.sroa.gep.i.i55 = getelementptr inbounds nuw i8, ptr %state.sroa.11.1.i12.i51, i64 8
  %is_done.i.i56 = icmp eq ptr %state.sroa.11.1.sroa.gep.i.i55, %108
  br i1 %is_done.i.i56, label %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE.exit.i, label %bb12.cont.i.i49

bb5.i.i65:                                        ; preds = %bb7.i36, %bb5.i.i65
  %state.sroa.11.035.i.i66 = phi ptr [ %state.sroa.11.0.i.i74, %bb5.i.i65 ], [ %state.sroa.11.031.i.i42, %bb7.i36 ]
  %state.sroa.21.034.i.i67 = phi i64 [ %114, %bb5.i.i65 ], [ 0, %bb7.i36 ]
  %state.sroa.0.033.i.i68 = phi ptr [ %_16.i13.i.i71, %bb5.i.i65 ], [ %data.i.i.i39, %bb7.i36 ]
  %_4.i.i.i.i5.i.i = load i64, ptr %state.sroa.11.035.i.i66, align 8, !alias.scope !2306, !noalias !2313, !noundef !4
  %_0.i.i.i.i6.i.i = icmp sge i64 %_3.i.i.i.i.pre.i.i, %_4.i.i.i.i5.i.i
  %left.i10.i.i69 = getelementptr inbounds nuw i64, ptr %data.i.i.i39, i64 %state.sroa.21.034.i.i67
  %111 = load i64, ptr %left.i10.i.i69, align 8, !alias.scope !2282, !noalias !2320
  store i64 %111, ptr %state.sroa.0.033.i.i68, align 8, !alias.scope !2282, !noalias !2320
  store i64 %_4.i.i.i.i5.i.i, ptr %left.i10.i.i69, align 8, !alias.scope !2282, !noalias !2320
  %_15.i12.i.i70 = zext i1 %_0.i.i.i.i6.i.i to i64
  %112 = add i64 %state.sroa.21.034.i.i67, %_15.i12.i.i70
  %_16.i13.i.i71 = getelementptr inbounds nuw i8, ptr %state.sroa.0.033.i.i68, i64 16
  %_4.i.i.i.i17.i.i = load i64, ptr %_16.i13.i.i71, align 8, !alias.scope !2321, !noalias !2328, !noundef !4
  %_0.i.i.i.i18.i.i = icmp sge i64 %_3.i.i.i.i.pre.i.i, %_4.i.i.i.i17.i.i
  %left.i22.i.i72 = getelementptr inbounds nuw i64, ptr %data.i.i.i39, i64 %112
  %113 = load i64, ptr %left.i22.i.i72, align 8, !alias.scope !2282, !noalias !2335
  store i64 %113, ptr %state.sroa.11.035.i.i66, align 8, !alias.scope !2282, !noalias !2335
  store i64 %_4.i.i.i.i17.i.i, ptr %left.i22.i.i72, align 8, !alias.scope !2282, !noalias !2335
  %_15.i24.i.i73 = zext i1 %_0.i.i.i.i18.i.i to i64
  %114 = add i64 %112, %_15.i24.i.i73
  %state.sroa.11.0.i.i74 = getelementptr inbounds nuw i8, ptr %state.sroa.0.033.i.i68, i64 24
  %_19.i.i75 = icmp ult ptr %state.sroa.11.0.i.i74, %unroll_end.i.i41
  br i1 %_19.i.i75, label %bb5.i.i65, label %bb12.preheader.i.i44

_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE.exit.i: ; preds = %bb12.cont.i.i49, %bb12.preheader.i.i44
  %state.sroa.0.1.i.lcssa.i57 = phi ptr [ %state.sroa.0.0.lcssa.i.i45, %bb12.preheader.i.i44 ], [ %state.sroa.11.1.i12.i51, %bb12.cont.i.i49 ]
  %state.sroa.21.1.i.lcssa.i58 = phi i64 [ %state.sroa.21.0.lcssa.i.i46, %bb12.preheader.i.i44 ], [ %110, %bb12.cont.i.i49 ]
  %_0.i.i.i.i44.i.i = icmp sge i64 %_3.i.i.i.i.pre.i.i, %value.i.i40
  %left.i45.i.i59 = getelementptr inbounds nuw i64, ptr %data.i.i.i39, i64 %state.sroa.21.1.i.lcssa.i58
  %115 = load i64, ptr %left.i45.i.i59, align 8, !alias.scope !2282, !noalias !2305
  store i64 %115, ptr %state.sroa.0.1.i.lcssa.i57, align 8, !alias.scope !2282, !noalias !2305
  store i64 %value.i.i40, ptr %left.i45.i.i59, align 8, !alias.scope !2282, !noalias !2305
  %_15.i50.i.i60 = zext i1 %_0.i.i.i.i44.i.i to i64
  %116 = add i64 %state.sroa.21.1.i.lcssa.i58, %_15.i50.i.i60
  %_15.not.i61 = icmp ult i64 %116, %v.sroa.15.090
  br i1 %_15.not.i61, label %bb24, label %bb9.i62

bb9.i62:                                          ; preds = %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE.exit.i
  tail call void @llvm.trap()
  unreachable

bb24:                                             ; preds = %_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE.exit.i
  %_9.i5.i63 = getelementptr inbounds nuw i64, ptr %v.sroa.0.091, i64 %116
  %tmp.sroa.0.0.copyload.i.i6.i64 = load i64, ptr %v.sroa.0.091, align 8, !alias.scope !2336
  %117 = load i64, ptr %_9.i5.i63, align 8, !alias.scope !2336
  store i64 %117, ptr %v.sroa.0.091, align 8, !alias.scope !2336
  store i64 %tmp.sroa.0.0.copyload.i.i6.i64, ptr %_9.i5.i63, align 8, !alias.scope !2336
  %index = add nuw nsw i64 %116, 1
  %new_len = sub nuw i64 %v.sroa.15.090, %index
  %_49 = getelementptr inbounds nuw i64, ptr %v.sroa.0.091, i64 %index
  br label %bb1.backedge

bb1.backedge:                                     ; preds = %bb24, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit"
  %ancestor_pivot.sroa.0.0.be = phi ptr [ %_9.i5.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit" ], [ null, %bb24 ]
  %v.sroa.15.0.be = phi i64 [ %len.i.i28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit" ], [ %new_len, %bb24 ]
  %v.sroa.0.0.be = phi ptr [ %data.i.i27, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17he2a8e586e8cb612fE.exit" ], [ %_49, %bb24 ]
  %_5 = icmp ult i64 %v.sroa.15.0.be, 33
  br i1 %_5, label %bb3, label %bb5
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hfeaeffb060993cd0E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %self, i64 noundef %cap, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #9 {
start:
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38.not = icmp ugt i64 %_33.0, %_40
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !445
  br i1 %or.cond, label %bb11, label %bb15, !prof !445

bb15:                                             ; preds = %start
  %self1.i = load i64, ptr %self, align 8, !range !167, !alias.scope !2339, !noalias !2342, !noundef !4
  %1 = icmp eq i64 %self1.i, 0
  br i1 %1, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = mul nuw i64 %self1.i, %elem_layout.1
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self3.i = load ptr, ptr %2, align 8, !alias.scope !2339, !noalias !2342, !nonnull !4, !noundef !4
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self3.i, i64 noundef %alloc_size.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 0, -9223372036854775808) %_33.0) #27
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i9

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i9:                                         ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0, i64 noundef range(i64 1, 9) %elem_layout.0) #27
  br label %bb7

bb7:                                              ; preds = %bb4.i.i9, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %4, %bb4.i.i9 ]
  %5 = icmp eq ptr %raw_ptr.i.i.pn, null
  br i1 %5, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 %elem_layout.0, ptr %6, align 8
  br label %bb11

bb9:                                              ; preds = %bb7.thread, %bb7
  %raw_ptr.i.i.pn19 = phi ptr [ %data2.i.i, %bb7.thread ], [ %raw_ptr.i.i.pn, %bb7 ]
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %raw_ptr.i.i.pn19, ptr %7, align 8
  br label %bb11

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink20 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge8 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ]
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink20
  store i64 %_33.0.sink, ptr %8, align 8
  store i64 %storemerge8, ptr %_0, align 8
  ret void
}

; alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb7a4e48c83ed605dE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #9 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2344)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !167, !alias.scope !2344, !noundef !4
  %v16.i = shl nuw i64 %self5.i, 1
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %0 = icmp eq i64 %elem_layout.1, 1
  %v1.sroa.0.0.i = select i1 %0, i64 8, i64 4
  %..i15.i = tail call noundef i64 @llvm.umax.i64(i64 %..i.i, i64 %v1.sroa.0.0.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !2344
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hfeaeffb060993cd0E"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %slf, i64 noundef %..i15.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) #27
  %_37.i = load i64, ptr %self3.i, align 8, !range !549, !noalias !2344, !noundef !4
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !75, !noalias !2344, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !2344
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !2344
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #31
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !2344, !nonnull !4, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !2344
  %4 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  store ptr %v.0.i, ptr %4, align 8, !alias.scope !2344
  %5 = icmp sgt i64 %..i15.i, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %..i15.i, ptr %slf, align 8, !alias.scope !2344
  ret void
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0cd7ec0480c2b73eE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !2347
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #27, !noalias !2351
  %_11.idx.i = shl nuw nsw i64 %_6, 3
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !2352
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !2352
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.4) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !2352
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !2347
  ret i1 %_0.i
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h45a78933fec91cfcE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %0 = load i64, ptr %self, align 8, !range !2355, !noundef !4
  %.not = icmp eq i64 %0, 2
  br i1 %.not, label %bb3, label %bb2

bb2:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %self, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %1 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.a) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %2 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #27
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %_0.sroa.0.0.in = phi i1 [ %1, %bb2 ], [ %2, %bb3 ]
  ret i1 %_0.sroa.0.0.in
}

; <core::result::Result<T,E> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN70_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h7cac39310b2929c4E"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %__self_01 = alloca [8 x i8], align 8
  %__self_0 = alloca [8 x i8], align 8
  %_3 = load i64, ptr %self, align 8, !range !549, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %1 = trunc nuw i64 %_3 to i1
  br i1 %1, label %bb2, label %bb3

bb2:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_01)
  store ptr %0, ptr %__self_01, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %2 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_bf301217d548e4f1fd13189dd935c554, i64 noundef 3, ptr noundef nonnull align 1 %__self_01, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_01)
  br label %bb6

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %0, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %3 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_c73d17da7498663a071b898ac2218935, i64 noundef 2, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb6

bb6:                                              ; preds = %bb2, %bb3
  %_0.sroa.0.0.in = phi i1 [ %2, %bb2 ], [ %3, %bb3 ]
  ret i1 %_0.sroa.0.0.in
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #12

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #13

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #14

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #15

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #17

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #17

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #17

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #18

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; core::slice::memchr::memchr_aligned
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @memcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i8 -1, 2) i8 @llvm.scmp.i8.i64(i64, i64) #17

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #20

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::Formatter>::debug_struct_field2_finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field2_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <i64 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsF_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <i64 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsD_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u8 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXNtNtNtCsgEmfK2I1SDS_4core3fmt3num3imphNtB6_7Display3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u8 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsg_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u8 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXse_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <usize as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <usize as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::str::pattern::StrSearcher>::new
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsu_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcher3new(ptr dead_on_unwind noalias noundef writable sret([104 x i8]) align 8 captures(none) dereferenceable(104), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; core::str::slice_error_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #12

; <core::num::error::ParseIntError as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs3_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_13ParseIntErrorNtNtB9_3fmt7Display3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; <str>::to_uppercase
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; core::str::converts::from_utf8
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #21

; <f64 as core::str::traits::FromStr>::from_str
; Function Attrs: noinline nounwind nonlazybind uwtable
declare void @_RNvXs2_NtNtCsgEmfK2I1SDS_4core3num7dec2fltdNtNtNtB9_3str6traits7FromStr8from_str(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #2

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #1

; <str as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #1

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #22

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef) unnamed_addr #1

; core::result::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; <core::fmt::Formatter>::debug_tuple
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(address) dereferenceable(24), ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::field
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef align 8 dereferenceable(24), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #21

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #17

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #23 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN18_04_slices_strings4main17h81aa63595e4f915eE, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.3, i64 noundef %2, ptr noundef %1, i8 noundef 0) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

; Function Attrs: nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @bcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #24

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(read, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nofree nosync nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nofree noinline norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #16 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #19 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #20 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #21 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #22 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #24 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { noinline noreturn nounwind }
attributes #29 = { inlinehint nounwind }
attributes #30 = { noinline nounwind }
attributes #31 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E: %self"}
!7 = distinct !{!7, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h950b6f256fec9e84E"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN99_$LT$core..str..iter..SplitInclusive$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h034c04b19602d060E: %self"}
!10 = distinct !{!10, !"_ZN99_$LT$core..str..iter..SplitInclusive$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h034c04b19602d060E"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$14next_inclusive17hc65f184deb7e2c3aE: %self"}
!13 = distinct !{!13, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$14next_inclusive17hc65f184deb7e2c3aE"}
!14 = !{i8 0, i8 2}
!15 = !{!12, !9, !6}
!16 = !{!17, !12, !9, !6}
!17 = distinct !{!17, !18, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher8haystack: %self"}
!18 = distinct !{!18, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher8haystack"}
!19 = !{i64 1}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %self"}
!22 = distinct !{!22, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match"}
!23 = !{!21, !12, !9, !6}
!24 = !{!25}
!25 = distinct !{!25, !22, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %_0"}
!26 = !{!25, !21, !12, !9, !6}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr: %text.0"}
!29 = distinct !{!29, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr"}
!30 = !{!"branch_weights", i32 4000000, i32 4001}
!31 = !{!32, !12, !9, !6}
!32 = distinct !{!32, !33, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h21027730ea9c425dE: %self"}
!33 = distinct !{!33, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h21027730ea9c425dE"}
!34 = !{!35, !37}
!35 = distinct !{!35, !36, !"_RNvXs3_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function2FnTReEE4call: argument 0"}
!36 = distinct !{!36, !"_RNvXs3_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function2FnTReEE4call"}
!37 = distinct !{!37, !38, !"_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut: argument 0"}
!38 = distinct !{!38, !"_RNvXs4_NtCsgEmfK2I1SDS_4core3strNtB5_8LinesMapINtNtNtB7_3ops8function5FnMutTReEE8call_mut"}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE: %self"}
!41 = distinct !{!41, !"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7bd7539ffe9bb8eE"}
!42 = !{i64 8}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17haca6e0c5d86b130fE: %g.1"}
!45 = distinct !{!45, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17haca6e0c5d86b130fE"}
!46 = !{!47, !44}
!47 = distinct !{!47, !48, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h744759bc3a489eacE: %f"}
!48 = distinct !{!48, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h744759bc3a489eacE"}
!49 = !{!50, !52, !53, !47, !54, !44, !40}
!50 = distinct !{!50, !51, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc93b92c8f926d361E: %_1"}
!51 = distinct !{!51, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc93b92c8f926d361E"}
!52 = distinct !{!52, !51, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc93b92c8f926d361E: %elt.0"}
!53 = distinct !{!53, !48, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h744759bc3a489eacE: %self"}
!54 = distinct !{!54, !45, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17haca6e0c5d86b130fE: %self"}
!55 = !{!56, !50, !53, !47, !54, !44, !40}
!56 = distinct !{!56, !57, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E: %_0"}
!57 = distinct !{!57, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_RNvMsr_NtCsgEmfK2I1SDS_4core3numx16from_ascii_radix: argument 1"}
!60 = distinct !{!60, !"_RNvMsr_NtCsgEmfK2I1SDS_4core3numx16from_ascii_radix"}
!61 = !{!62, !56, !50, !53, !47, !54, !44, !40}
!62 = distinct !{!62, !60, !"_RNvMsr_NtCsgEmfK2I1SDS_4core3numx16from_ascii_radix: %_0"}
!63 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!64 = !{!56, !65, !50, !52, !53, !47, !54, !44, !40}
!65 = distinct !{!65, !57, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$17h6b2e5e7aabc06029E: %t.0"}
!66 = !{!67, !69, !56, !65, !50, !52, !53, !47, !54, !44, !40}
!67 = distinct !{!67, !68, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h0d3e87f4ae542ff0E: %_0"}
!68 = distinct !{!68, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h0d3e87f4ae542ff0E"}
!69 = distinct !{!69, !68, !"_ZN18_04_slices_strings13parse_numbers28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h0d3e87f4ae542ff0E: %_1.0"}
!70 = !{!67, !56, !50, !53, !47, !54, !44, !40}
!71 = !{!50, !53, !47, !54, !44, !40}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4core3ptr126drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..convert..Infallible$C$alloc..string..String$GT$$GT$$GT$17h8bf1d76d69d2b713E: %_1"}
!74 = distinct !{!74, !"_ZN4core3ptr126drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..convert..Infallible$C$alloc..string..String$GT$$GT$$GT$17h8bf1d76d69d2b713E"}
!75 = !{i64 0, i64 -9223372036854775807}
!76 = !{!73, !44}
!77 = !{!78, !80, !50, !53, !47, !54, !40}
!78 = distinct !{!78, !79, !"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9c9782d6e6190a42E: %_1"}
!79 = distinct !{!79, !"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9c9782d6e6190a42E"}
!80 = distinct !{!80, !79, !"_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9c9782d6e6190a42E: %x"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4core3ptr98drop_in_place$LT$core..result..Result$LT$core..convert..Infallible$C$alloc..string..String$GT$$GT$17h54731577dda6abeaE: %_1"}
!83 = distinct !{!83, !"_ZN4core3ptr98drop_in_place$LT$core..result..Result$LT$core..convert..Infallible$C$alloc..string..String$GT$$GT$17h54731577dda6abeaE"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!86 = distinct !{!86, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!89 = distinct !{!89, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!92 = distinct !{!92, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!95 = distinct !{!95, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!98 = distinct !{!98, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!99 = !{!100, !97, !94, !91, !88, !85, !82, !73, !44}
!100 = distinct !{!100, !101, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!101 = distinct !{!101, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!102 = !{!103, !78, !80, !50, !53, !47, !54, !40}
!103 = distinct !{!103, !101, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!104 = !{!97, !94, !91, !88, !85, !82, !73, !78, !80, !50, !53, !47, !54, !44, !40}
!105 = !{!106}
!106 = distinct !{!106, !107, !"_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE: %_0"}
!107 = distinct !{!107, !"_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE"}
!108 = !{!109}
!109 = distinct !{!109, !107, !"_ZN4core4iter6traits8iterator8Iterator8find_map17he21f1e6334cc7cbdE: %self"}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hd7d93bf8e5732a67E: %self"}
!112 = distinct !{!112, !"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hd7d93bf8e5732a67E"}
!113 = !{!111, !109}
!114 = !{!115, !106}
!115 = distinct !{!115, !112, !"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hd7d93bf8e5732a67E: %_0"}
!116 = !{!117, !115, !106}
!117 = distinct !{!117, !118, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h6eb1bf2eff727857E: %_0"}
!118 = distinct !{!118, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h6eb1bf2eff727857E"}
!119 = !{!120, !122, !123, !125, !126, !128, !117, !129, !115, !111, !106, !109}
!120 = distinct !{!120, !121, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h503be61db5aca57eE: %_0"}
!121 = distinct !{!121, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h503be61db5aca57eE"}
!122 = distinct !{!122, !121, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h503be61db5aca57eE: %l.0"}
!123 = distinct !{!123, !124, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hea97ce0dc4a21fecE: %_0"}
!124 = distinct !{!124, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hea97ce0dc4a21fecE"}
!125 = distinct !{!125, !124, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hea97ce0dc4a21fecE: argument 1"}
!126 = distinct !{!126, !127, !"_ZN4core4iter6traits8iterator8Iterator8find_map5check28_$u7b$$u7b$closure$u7d$$u7d$17h3b13293df98ec425E: %_0"}
!127 = distinct !{!127, !"_ZN4core4iter6traits8iterator8Iterator8find_map5check28_$u7b$$u7b$closure$u7d$$u7d$17h3b13293df98ec425E"}
!128 = distinct !{!128, !127, !"_ZN4core4iter6traits8iterator8Iterator8find_map5check28_$u7b$$u7b$closure$u7d$$u7d$17h3b13293df98ec425E: %x.0"}
!129 = distinct !{!129, !118, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h6eb1bf2eff727857E: %self"}
!130 = !{!120, !123, !126, !117, !129, !115, !111, !106, !109}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E: %_0"}
!133 = distinct !{!133, !"_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E"}
!134 = !{!132, !135}
!135 = distinct !{!135, !133, !"_ZN4core4iter8adapters11try_process17hefc8aa8957dcabf8E: %iter"}
!136 = !{!137, !139, !140, !142, !132, !135}
!137 = distinct !{!137, !138, !"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h28a84e883da694c2E: %_0"}
!138 = distinct !{!138, !"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h28a84e883da694c2E"}
!139 = distinct !{!139, !138, !"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h28a84e883da694c2E: %iter"}
!140 = distinct !{!140, !141, !"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E: %_0"}
!141 = distinct !{!141, !"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E"}
!142 = distinct !{!142, !141, !"_ZN136_$LT$core..result..Result$LT$V$C$E$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$core..result..Result$LT$A$C$E$GT$$GT$$GT$9from_iter28_$u7b$$u7b$closure$u7d$$u7d$17h596b03d65318cae2E: %i"}
!143 = !{!144, !146}
!144 = distinct !{!144, !145, !"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5e710eb5fd312975E: %_0"}
!145 = distinct !{!145, !"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5e710eb5fd312975E"}
!146 = distinct !{!146, !145, !"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5e710eb5fd312975E: %self"}
!147 = !{!137, !140, !132, !135}
!148 = !{!137, !140, !132}
!149 = !{!150, !152, !153, !155, !137, !139, !140, !142, !132, !135}
!150 = distinct !{!150, !151, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0d4b9cb6f65bbb40E: %_0"}
!151 = distinct !{!151, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0d4b9cb6f65bbb40E"}
!152 = distinct !{!152, !151, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0d4b9cb6f65bbb40E: %iterator"}
!153 = distinct !{!153, !154, !"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h4713bfa1ab190e72E: %_0"}
!154 = distinct !{!154, !"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h4713bfa1ab190e72E"}
!155 = distinct !{!155, !154, !"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h4713bfa1ab190e72E: %iterator"}
!156 = !{!150, !153, !137, !139, !140, !142, !132, !135}
!157 = !{!158, !150, !152, !153, !155, !137, !139, !140, !142, !132, !135}
!158 = distinct !{!158, !159, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!159 = distinct !{!159, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h6472c9cca42bb4b9E: %self"}
!162 = distinct !{!162, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h6472c9cca42bb4b9E"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hdda7719025b40bedE: %self"}
!165 = distinct !{!165, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hdda7719025b40bedE"}
!166 = !{!164, !161, !150, !152, !153, !155, !137, !139, !140, !142, !132, !135}
!167 = !{i64 0, i64 -9223372036854775808}
!168 = !{!164, !161}
!169 = !{!170, !171, !150, !152, !153, !155, !137, !139, !140, !142, !132, !135}
!170 = distinct !{!170, !165, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hdda7719025b40bedE: %iterator"}
!171 = distinct !{!171, !162, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h6472c9cca42bb4b9E: %iter"}
!172 = !{!164, !170, !161, !171, !150, !152, !153, !155, !137, !139, !140, !142, !132, !135}
!173 = !{!152, !155, !139, !142, !132, !135}
!174 = !{!135}
!175 = !{!176, !132}
!176 = distinct !{!176, !177, !"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17h36cd420801640777E: %_0"}
!177 = distinct !{!177, !"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17h36cd420801640777E"}
!178 = !{!179, !135}
!179 = distinct !{!179, !177, !"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17h36cd420801640777E: %residual"}
!180 = !{!181, !183, !185, !187, !132, !135}
!181 = distinct !{!181, !182, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!182 = distinct !{!182, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!183 = distinct !{!183, !184, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E: %self"}
!184 = distinct !{!184, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E"}
!185 = distinct !{!185, !186, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE: %_1"}
!186 = distinct !{!186, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE"}
!187 = distinct !{!187, !188, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E: %_1"}
!188 = distinct !{!188, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17heb4f633b9f3fa9e1E: %output"}
!191 = distinct !{!191, !"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17heb4f633b9f3fa9e1E"}
!192 = !{!193, !190, !132}
!193 = distinct !{!193, !191, !"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17heb4f633b9f3fa9e1E: %_0"}
!194 = !{!193, !132}
!195 = !{!190, !135}
!196 = !{!197, !199, !201, !203, !204, !206, !207, !209, !210, !212, !214}
!197 = distinct !{!197, !198, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E: %bytes"}
!198 = distinct !{!198, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E"}
!199 = distinct !{!199, !200, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next: %self"}
!200 = distinct !{!200, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next"}
!201 = distinct !{!201, !202, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17hb1aca0cb41a5c3efE: %_0"}
!202 = distinct !{!202, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17hb1aca0cb41a5c3efE"}
!203 = distinct !{!203, !202, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17hb1aca0cb41a5c3efE: %self"}
!204 = distinct !{!204, !205, !"_ZN4core3str7pattern8Searcher10next_match17he489cad1bbe3e1dcE: %_0"}
!205 = distinct !{!205, !"_ZN4core3str7pattern8Searcher10next_match17he489cad1bbe3e1dcE"}
!206 = distinct !{!206, !205, !"_ZN4core3str7pattern8Searcher10next_match17he489cad1bbe3e1dcE: %self"}
!207 = distinct !{!207, !208, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h8f2dca6fe8c3a288E: %_0"}
!208 = distinct !{!208, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h8f2dca6fe8c3a288E"}
!209 = distinct !{!209, !208, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h8f2dca6fe8c3a288E: %self"}
!210 = distinct !{!210, !211, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h58165aca1abe9b28E: %self"}
!211 = distinct !{!211, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h58165aca1abe9b28E"}
!212 = distinct !{!212, !213, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd2015790b54f88b2E: %self"}
!213 = distinct !{!213, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd2015790b54f88b2E"}
!214 = distinct !{!214, !215, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17hccbb1307ca878ac5E: %self"}
!215 = distinct !{!215, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17hccbb1307ca878ac5E"}
!216 = !{!201, !203, !204, !206, !207, !209, !210, !212, !214}
!217 = !{!218, !220, !221, !223, !224, !226, !227}
!218 = distinct !{!218, !219, !"_ZN5alloc11collections5btree6search91_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$$GT$14find_key_index17h0747cffed36b179dE: %self"}
!219 = distinct !{!219, !"_ZN5alloc11collections5btree6search91_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$$GT$14find_key_index17h0747cffed36b179dE"}
!220 = distinct !{!220, !219, !"_ZN5alloc11collections5btree6search91_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$$GT$14find_key_index17h0747cffed36b179dE: %key"}
!221 = distinct !{!221, !222, !"_ZN5alloc11collections5btree6search142_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$GT$11search_tree17hd1f38632aa987b02E: %_0"}
!222 = distinct !{!222, !"_ZN5alloc11collections5btree6search142_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$GT$11search_tree17hd1f38632aa987b02E"}
!223 = distinct !{!223, !222, !"_ZN5alloc11collections5btree6search142_$LT$impl$u20$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$GT$11search_tree17hd1f38632aa987b02E: %key"}
!224 = distinct !{!224, !225, !"_ZN5alloc11collections5btree3map25BTreeMap$LT$K$C$V$C$A$GT$5entry17h41a847fecdc738bfE: %_0"}
!225 = distinct !{!225, !"_ZN5alloc11collections5btree3map25BTreeMap$LT$K$C$V$C$A$GT$5entry17h41a847fecdc738bfE"}
!226 = distinct !{!226, !225, !"_ZN5alloc11collections5btree3map25BTreeMap$LT$K$C$V$C$A$GT$5entry17h41a847fecdc738bfE: %self"}
!227 = distinct !{!227, !225, !"_ZN5alloc11collections5btree3map25BTreeMap$LT$K$C$V$C$A$GT$5entry17h41a847fecdc738bfE: argument 2"}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZN4core3cmp5impls50_$LT$impl$u20$core..cmp..Ord$u20$for$u20$$RF$A$GT$3cmp17h4345273343908779E: %other"}
!230 = distinct !{!230, !"_ZN4core3cmp5impls50_$LT$impl$u20$core..cmp..Ord$u20$for$u20$$RF$A$GT$3cmp17h4345273343908779E"}
!231 = !{!232, !218, !220, !221, !223, !224, !226, !227}
!232 = distinct !{!232, !230, !"_ZN4core3cmp5impls50_$LT$impl$u20$core..cmp..Ord$u20$for$u20$$RF$A$GT$3cmp17h4345273343908779E: %self"}
!233 = !{!234, !236}
!234 = distinct !{!234, !235, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!235 = distinct !{!235, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!236 = distinct !{!236, !235, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!237 = !{!232, !229, !218, !220, !221, !223, !224, !226}
!238 = !{!221, !223, !224, !226, !227}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %slice.0"}
!241 = distinct !{!241, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E"}
!242 = !{!243, !244, !246, !247, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!243 = distinct !{!243, !241, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %val.0"}
!244 = distinct !{!244, !245, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %_0"}
!245 = distinct !{!245, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E"}
!246 = distinct !{!246, !245, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %self"}
!247 = distinct !{!247, !245, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %key.0"}
!248 = distinct !{!248, !249, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h1621427dadae65ecE: %_0"}
!249 = distinct !{!249, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h1621427dadae65ecE"}
!250 = distinct !{!250, !249, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h1621427dadae65ecE: %self"}
!251 = distinct !{!251, !249, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h1621427dadae65ecE: %key.0"}
!252 = distinct !{!252, !253, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$16insert_recursing17h3782ab4857bb5bc1E: %_0"}
!253 = distinct !{!253, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$16insert_recursing17h3782ab4857bb5bc1E"}
!254 = distinct !{!254, !253, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$16insert_recursing17h3782ab4857bb5bc1E: %self"}
!255 = distinct !{!255, !253, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$16insert_recursing17h3782ab4857bb5bc1E: %split_root.0"}
!256 = distinct !{!256, !257, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE: %_0"}
!257 = distinct !{!257, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE"}
!258 = distinct !{!258, !257, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry17h98e1d3f6994cefeaE: %self"}
!259 = distinct !{!259, !260, !"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E: %self"}
!260 = distinct !{!260, !"_ZN5alloc11collections5btree3map5entry22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7647804ef81ecb6E"}
!261 = !{!243, !244, !246, !248, !250, !252, !254, !255, !256, !258, !259}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE: %slice.0"}
!264 = distinct !{!264, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE"}
!265 = !{!244, !246, !248, !250, !252, !254, !255, !256, !258, !259}
!266 = !{!267, !269, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!267 = distinct !{!267, !268, !"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE: %_0"}
!268 = distinct !{!268, !"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE"}
!269 = distinct !{!269, !268, !"_ZN5alloc11collections5btree4node208Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h9237a16e9c74ff6dE: %self"}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h3f8b6bd2490f4fceE: %new_node"}
!272 = distinct !{!272, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h3f8b6bd2490f4fceE"}
!273 = !{!274, !275, !271, !267, !269, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!274 = distinct !{!274, !272, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h3f8b6bd2490f4fceE: %_0"}
!275 = distinct !{!275, !272, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h3f8b6bd2490f4fceE: %self"}
!276 = !{!274, !275, !267, !269, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!277 = !{!278, !280}
!278 = distinct !{!278, !279, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E: %src.0"}
!279 = distinct !{!279, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E"}
!280 = distinct !{!280, !279, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E: %dst.0"}
!281 = !{!282, !284}
!282 = distinct !{!282, !283, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E: %src.0"}
!283 = distinct !{!283, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E"}
!284 = distinct !{!284, !283, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E: %dst.0"}
!285 = !{!286, !288, !289, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!286 = distinct !{!286, !287, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %_0"}
!287 = distinct !{!287, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E"}
!288 = distinct !{!288, !287, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %self"}
!289 = distinct !{!289, !287, !"_ZN5alloc11collections5btree4node210Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h23e54e3e248914a7E: %key.0"}
!290 = !{!291}
!291 = distinct !{!291, !292, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %slice.0"}
!292 = distinct !{!292, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E"}
!293 = !{!294, !286, !288, !289, !248, !250, !251, !252, !254, !255, !256, !258, !259}
!294 = distinct !{!294, !292, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %val.0"}
!295 = !{!294, !286, !288, !248, !250, !252, !254, !255, !256, !258, !259}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE: %slice.0"}
!298 = distinct !{!298, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE"}
!299 = !{!286, !288, !248, !250, !252, !254, !255, !256, !258, !259}
!300 = !{!301, !252, !254, !255, !256, !258, !259}
!301 = distinct !{!301, !302, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h854f0635158baae8E: %_0"}
!302 = distinct !{!302, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h854f0635158baae8E"}
!303 = !{!304, !306, !308, !252, !254, !255, !256, !258, !259}
!304 = distinct !{!304, !305, !"_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E: %v"}
!305 = distinct !{!305, !"_ZN5alloc11collections5btree3mem7replace17h89b0891c6e583fd7E"}
!306 = distinct !{!306, !307, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE: %_1.0"}
!307 = distinct !{!307, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE"}
!308 = distinct !{!308, !307, !"_ZN5alloc11collections5btree3map5entry28VacantEntry$LT$K$C$V$C$A$GT$12insert_entry28_$u7b$$u7b$closure$u7d$$u7d$17h17639f33eefe3ceeE: %ins"}
!309 = !{!310, !312, !314, !315, !304, !306, !308, !252, !254, !255, !256, !258, !259}
!310 = distinct !{!310, !311, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E: %self"}
!311 = distinct !{!311, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E"}
!312 = distinct !{!312, !313, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E: %self"}
!313 = distinct !{!313, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E"}
!314 = distinct !{!314, !313, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E: %range"}
!315 = distinct !{!315, !316, !"_ZN5alloc11collections5btree4node121NodeRef$LT$alloc..collections..btree..node..marker..Owned$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$17from_new_internal17hf1ed75702afc0362E: %internal"}
!316 = distinct !{!316, !"_ZN5alloc11collections5btree4node121NodeRef$LT$alloc..collections..btree..node..marker..Owned$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$17from_new_internal17hf1ed75702afc0362E"}
!317 = !{!310, !312, !314, !304, !306, !308, !252, !254, !255, !256, !258, !259}
!318 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!319 = !{!320, !322, !306, !308, !252, !254, !255, !256, !258, !259}
!320 = distinct !{!320, !321, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$4push17hbadfe6898437983fE: %self"}
!321 = distinct !{!321, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$4push17hbadfe6898437983fE"}
!322 = distinct !{!322, !321, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$4push17hbadfe6898437983fE: %key.0"}
!323 = !{!320, !306, !308, !252, !254, !255, !256, !258, !259}
!324 = !{!325, !320, !322, !306, !308, !252, !254, !255, !256, !258, !259}
!325 = distinct !{!325, !326, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E: %self"}
!326 = distinct !{!326, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E"}
!327 = !{!328, !330, !331, !252, !254, !255, !256, !258, !259}
!328 = distinct !{!328, !329, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h28b62a1bd32c49f5E: %_0"}
!329 = distinct !{!329, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h28b62a1bd32c49f5E"}
!330 = distinct !{!330, !329, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h28b62a1bd32c49f5E: %self"}
!331 = distinct !{!331, !329, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$6insert17h28b62a1bd32c49f5E: %key.0"}
!332 = !{!333}
!333 = distinct !{!333, !334, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %slice.0"}
!334 = distinct !{!334, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E"}
!335 = !{!336, !337, !339, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!336 = distinct !{!336, !334, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %val.0"}
!337 = distinct !{!337, !338, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE: %self"}
!338 = distinct !{!338, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE"}
!339 = distinct !{!339, !338, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE: %key.0"}
!340 = !{!336, !337, !328, !330, !252, !254, !255, !256, !258, !259}
!341 = !{!342}
!342 = distinct !{!342, !343, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE: %slice.0"}
!343 = distinct !{!343, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE"}
!344 = !{!337, !328, !330, !252, !254, !255, !256, !258, !259}
!345 = !{!346}
!346 = distinct !{!346, !347, !"_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE: %slice.0"}
!347 = distinct !{!347, !"_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE"}
!348 = !{!349, !351, !337, !328, !330, !252, !254, !255, !256, !258, !259}
!349 = distinct !{!349, !350, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E: %self"}
!350 = distinct !{!350, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E"}
!351 = distinct !{!351, !352, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h65da0ab664d3c7ebE: %self"}
!352 = distinct !{!352, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h65da0ab664d3c7ebE"}
!353 = distinct !{!353, !354}
!354 = !{!"llvm.loop.unroll.disable"}
!355 = !{!356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!356 = distinct !{!356, !357, !"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E: %_0"}
!357 = distinct !{!357, !"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E"}
!358 = distinct !{!358, !357, !"_ZN5alloc11collections5btree4node212Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..KV$GT$5split17h8267663f4627e903E: %self"}
!359 = !{!360}
!360 = distinct !{!360, !361, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E: %new_node"}
!361 = distinct !{!361, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E"}
!362 = !{!363, !364, !360, !356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!363 = distinct !{!363, !361, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E: %_0"}
!364 = distinct !{!364, !361, !"_ZN5alloc11collections5btree4node171Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$NodeType$GT$$C$alloc..collections..btree..node..marker..KV$GT$15split_leaf_data17h901c2cd838cc23b4E: %self"}
!365 = !{!363, !364, !356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!366 = !{!367, !369}
!367 = distinct !{!367, !368, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E: %src.0"}
!368 = distinct !{!368, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E"}
!369 = distinct !{!369, !368, !"_ZN5alloc11collections5btree4node13move_to_slice17h84755e5f18559bc4E: %dst.0"}
!370 = !{!371, !373}
!371 = distinct !{!371, !372, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E: %src.0"}
!372 = distinct !{!372, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E"}
!373 = distinct !{!373, !372, !"_ZN5alloc11collections5btree4node13move_to_slice17h0ca5b59696040117E: %dst.0"}
!374 = !{!375}
!375 = distinct !{!375, !376, !"_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE: %src.0"}
!376 = distinct !{!376, !"_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE"}
!377 = !{!378}
!378 = distinct !{!378, !376, !"_ZN5alloc11collections5btree4node13move_to_slice17h2ad8817d73caabbeE: %dst.0"}
!379 = !{!375, !378, !356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!380 = !{!375, !378}
!381 = !{!382}
!382 = distinct !{!382, !383, !"_ZN5alloc11collections5btree4node121NodeRef$LT$alloc..collections..btree..node..marker..Owned$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$17from_new_internal17hf1ed75702afc0362E: %internal"}
!383 = distinct !{!383, !"_ZN5alloc11collections5btree4node121NodeRef$LT$alloc..collections..btree..node..marker..Owned$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$17from_new_internal17hf1ed75702afc0362E"}
!384 = !{!385, !387, !389, !356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!385 = distinct !{!385, !386, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E: %self"}
!386 = distinct !{!386, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E"}
!387 = distinct !{!387, !388, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E: %self"}
!388 = distinct !{!388, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E"}
!389 = distinct !{!389, !388, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h8d8ece0ab8688c55E: %range"}
!390 = !{!385, !387, !389, !382, !356, !358, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!391 = !{!392, !394, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!392 = distinct !{!392, !393, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE: %self"}
!393 = distinct !{!393, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE"}
!394 = distinct !{!394, !393, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$10insert_fit17h1e0dd4591b11f50dE: %key.0"}
!395 = !{!396}
!396 = distinct !{!396, !397, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %slice.0"}
!397 = distinct !{!397, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E"}
!398 = !{!399, !392, !394, !328, !330, !331, !252, !254, !255, !256, !258, !259}
!399 = distinct !{!399, !397, !"_ZN5alloc11collections5btree4node12slice_insert17h2980f4096989eb15E: %val.0"}
!400 = !{!399, !392, !328, !330, !252, !254, !255, !256, !258, !259}
!401 = !{!402}
!402 = distinct !{!402, !403, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE: %slice.0"}
!403 = distinct !{!403, !"_ZN5alloc11collections5btree4node12slice_insert17he9892ad9ce46aeffE"}
!404 = !{!392, !328, !330, !252, !254, !255, !256, !258, !259}
!405 = !{!406}
!406 = distinct !{!406, !407, !"_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE: %slice.0"}
!407 = distinct !{!407, !"_ZN5alloc11collections5btree4node12slice_insert17he6b88854f70c07fcE"}
!408 = !{!409, !411, !392, !328, !330, !252, !254, !255, !256, !258, !259}
!409 = distinct !{!409, !410, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E: %self"}
!410 = distinct !{!410, !"_ZN5alloc11collections5btree4node214Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$$C$alloc..collections..btree..node..marker..Edge$GT$19correct_parent_link17hba2af6ac2296e6e6E"}
!411 = distinct !{!411, !412, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h65da0ab664d3c7ebE: %self"}
!412 = distinct !{!412, !"_ZN5alloc11collections5btree4node119NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Internal$GT$30correct_childrens_parent_links17h65da0ab664d3c7ebE"}
!413 = distinct !{!413, !354}
!414 = !{!256, !258, !259}
!415 = !{!416, !418, !419, !256, !258, !259}
!416 = distinct !{!416, !417, !"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E: %_0"}
!417 = distinct !{!417, !"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E"}
!418 = distinct !{!418, !417, !"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E: %self"}
!419 = distinct !{!419, !417, !"_ZN5alloc11collections5btree4node115NodeRef$LT$alloc..collections..btree..node..marker..Mut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$16push_with_handle17hb6fa6ebcec926c67E: %key.0"}
!420 = !{!416, !418, !256, !258, !259}
!421 = !{!422, !424}
!422 = distinct !{!422, !423, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17hb74fc226bd698da0E: %self"}
!423 = distinct !{!423, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17hb74fc226bd698da0E"}
!424 = distinct !{!424, !425, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE: %self"}
!425 = distinct !{!425, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE"}
!426 = distinct !{!426, !354}
!427 = !{!428, !430, !431, !433, !434, !424}
!428 = distinct !{!428, !429, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %_0"}
!429 = distinct !{!429, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E"}
!430 = distinct !{!430, !429, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %self"}
!431 = distinct !{!431, !432, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %_0"}
!432 = distinct !{!432, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E"}
!433 = distinct !{!433, !432, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %leaf_edge"}
!434 = distinct !{!434, !435, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE: %v"}
!435 = distinct !{!435, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE"}
!436 = !{!437, !428, !430, !431, !433, !434, !424}
!437 = distinct !{!437, !438, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E: %_0"}
!438 = distinct !{!438, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E"}
!439 = !{!431, !433, !434, !424}
!440 = !{!441, !443, !431, !433, !434, !424}
!441 = distinct !{!441, !442, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %_0"}
!442 = distinct !{!442, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E"}
!443 = distinct !{!443, !442, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %self"}
!444 = distinct !{!444, !354}
!445 = !{!"branch_weights", i32 2002, i32 2000}
!446 = !{!447, !449, !451}
!447 = distinct !{!447, !448, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!448 = distinct !{!448, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!449 = distinct !{!449, !450, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE: %_0"}
!450 = distinct !{!450, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE"}
!451 = distinct !{!451, !450, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h55c0e45c94f17a9bE: %iterator"}
!452 = !{!449, !451}
!453 = !{!454, !456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!454 = distinct !{!454, !455, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17hb74fc226bd698da0E: %self"}
!455 = distinct !{!455, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17hb74fc226bd698da0E"}
!456 = distinct !{!456, !457, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE: %self"}
!457 = distinct !{!457, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE"}
!458 = distinct !{!458, !459, !"_ZN4core4iter6traits8iterator8Iterator4fold17h31eb381713d08950E: %f"}
!459 = distinct !{!459, !"_ZN4core4iter6traits8iterator8Iterator4fold17h31eb381713d08950E"}
!460 = distinct !{!460, !461, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hea9cdc1f53d48153E: %self"}
!461 = distinct !{!461, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hea9cdc1f53d48153E"}
!462 = distinct !{!462, !461, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hea9cdc1f53d48153E: %g"}
!463 = distinct !{!463, !464, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd773173f092fddcdE: %self"}
!464 = distinct !{!464, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd773173f092fddcdE"}
!465 = distinct !{!465, !464, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd773173f092fddcdE: %f"}
!466 = distinct !{!466, !467, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17haf897f904f8247beE: %self"}
!467 = distinct !{!467, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17haf897f904f8247beE"}
!468 = distinct !{!468, !467, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17haf897f904f8247beE: %iterator"}
!469 = distinct !{!469, !470, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h59daa4216673ad7dE: %self"}
!470 = distinct !{!470, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h59daa4216673ad7dE"}
!471 = distinct !{!471, !470, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h59daa4216673ad7dE: %iterator"}
!472 = distinct !{!472, !354}
!473 = !{!474, !476, !477, !479, !480, !456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!474 = distinct !{!474, !475, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %_0"}
!475 = distinct !{!475, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E"}
!476 = distinct !{!476, !475, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %self"}
!477 = distinct !{!477, !478, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %_0"}
!478 = distinct !{!478, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E"}
!479 = distinct !{!479, !478, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %leaf_edge"}
!480 = distinct !{!480, !481, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE: %v"}
!481 = distinct !{!481, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE"}
!482 = !{!483, !474, !476, !477, !479, !480, !456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!483 = distinct !{!483, !484, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E: %_0"}
!484 = distinct !{!484, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E"}
!485 = !{!477, !479, !480, !456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!486 = !{!487, !489, !477, !479, !480, !456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!487 = distinct !{!487, !488, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %_0"}
!488 = distinct !{!488, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E"}
!489 = distinct !{!489, !488, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %self"}
!490 = distinct !{!490, !354}
!491 = !{!456, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!492 = !{!458}
!493 = !{!494}
!494 = distinct !{!494, !495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E: %elt.0:pre.rot"}
!495 = distinct !{!495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E"}
!496 = !{!497}
!497 = distinct !{!497, !495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E: %elt.1:pre.rot"}
!498 = !{!499}
!499 = distinct !{!499, !500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E: %_2.0:pre.rot"}
!500 = distinct !{!500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E"}
!501 = !{!502}
!502 = distinct !{!502, !500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E: %_2.1:pre.rot"}
!503 = !{!499, !494}
!504 = !{!505, !502, !506, !497, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!505 = distinct !{!505, !500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E: %_0"}
!506 = distinct !{!506, !495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E: %_1"}
!507 = distinct !{!507, !459, !"_ZN4core4iter6traits8iterator8Iterator4fold17h31eb381713d08950E: %self"}
!508 = !{!502, !497}
!509 = !{!505, !499, !506, !494, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!510 = !{!511, !513, !506, !494, !497, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!511 = distinct !{!511, !512, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h0dc76585016f61cbE: %_1"}
!512 = distinct !{!512, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h0dc76585016f61cbE"}
!513 = distinct !{!513, !514, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h799c5cd818b34950E: %_1"}
!514 = distinct !{!514, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h799c5cd818b34950E"}
!515 = !{!516, !518, !519, !521, !522, !524, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!516 = distinct !{!516, !517, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %_0"}
!517 = distinct !{!517, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E"}
!518 = distinct !{!518, !517, !"_ZN5alloc11collections5btree8navigate227_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$7next_kv17h83bc535a9d268955E: %self"}
!519 = distinct !{!519, !520, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %_0"}
!520 = distinct !{!520, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E"}
!521 = distinct !{!521, !520, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Immut$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$14next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb277e784c6dd8bf7E: %leaf_edge"}
!522 = distinct !{!522, !523, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE: %v"}
!523 = distinct !{!523, !"_ZN5alloc11collections5btree3mem7replace17h1761aa944ceb4aaeE"}
!524 = distinct !{!524, !525, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE: %self"}
!525 = distinct !{!525, !"_ZN108_$LT$alloc..collections..btree..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdaf41f5cadf2dcbcE"}
!526 = !{!527, !516, !518, !519, !521, !522, !524, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!527 = distinct !{!527, !528, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E: %_0"}
!528 = distinct !{!528, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h432318cf0be21bb6E"}
!529 = !{!519, !521, !522, !524, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!530 = !{!531, !533, !519, !521, !522, !524, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!531 = distinct !{!531, !532, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %_0"}
!532 = distinct !{!532, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E"}
!533 = distinct !{!533, !532, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17h18e132c887facda0E: %self"}
!534 = distinct !{!534, !354}
!535 = !{!536}
!536 = distinct !{!536, !495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E: %elt.0:h.rot"}
!537 = !{!538}
!538 = distinct !{!538, !495, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he186315b81fb3821E: %elt.1:h.rot"}
!539 = !{!540}
!540 = distinct !{!540, !500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E: %_2.0:h.rot"}
!541 = !{!542}
!542 = distinct !{!542, !500, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha61a7d4914545358E: %_2.1:h.rot"}
!543 = !{!540, !536}
!544 = !{!505, !542, !506, !538, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!545 = !{!542, !538}
!546 = !{!505, !540, !506, !536, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!547 = !{!511, !513, !506, !536, !538, !507, !458, !460, !462, !463, !465, !466, !468, !469, !471, !449, !451}
!548 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!549 = !{i64 0, i64 2}
!550 = !{!551}
!551 = distinct !{!551, !552, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!552 = distinct !{!552, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!553 = !{!554}
!554 = distinct !{!554, !555, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!555 = distinct !{!555, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!556 = !{!557}
!557 = distinct !{!557, !558, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!558 = distinct !{!558, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!559 = !{!560}
!560 = distinct !{!560, !561, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!561 = distinct !{!561, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!562 = !{!563}
!563 = distinct !{!563, !564, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!564 = distinct !{!564, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!565 = !{!566, !563, !560, !557, !554, !551}
!566 = distinct !{!566, !567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!567 = distinct !{!567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!568 = !{!569}
!569 = distinct !{!569, !567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!570 = !{!563, !560, !557, !554, !551}
!571 = !{!572}
!572 = distinct !{!572, !573, !"_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E: %a.0"}
!573 = distinct !{!573, !"_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E"}
!574 = !{!575}
!575 = distinct !{!575, !573, !"_ZN18_04_slices_strings12max_subarray17h6d2ee8046f0c32a9E: %_0"}
!576 = !{!575, !572}
!577 = distinct !{!577, !578}
!578 = !{!"llvm.loop.peeled.count", i32 1}
!579 = !{!580, !582}
!580 = distinct !{!580, !581, !"_ZN115_$LT$core..ops..range..RangeInclusive$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hf3b5ba2d794a52d2E: %self"}
!581 = distinct !{!581, !"_ZN115_$LT$core..ops..range..RangeInclusive$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hf3b5ba2d794a52d2E"}
!582 = distinct !{!582, !581, !"_ZN115_$LT$core..ops..range..RangeInclusive$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hf3b5ba2d794a52d2E: %slice.0"}
!583 = !{!584, !586, !588}
!584 = distinct !{!584, !585, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!585 = distinct !{!585, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!586 = distinct !{!586, !587, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E: %_0"}
!587 = distinct !{!587, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E"}
!588 = distinct !{!588, !587, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1cdaab91b04c2733E: %iterator"}
!589 = !{!586, !588}
!590 = !{!591}
!591 = distinct !{!591, !592, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E: %elt.0"}
!592 = distinct !{!592, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E"}
!593 = !{!594, !596, !591}
!594 = distinct !{!594, !595, !"_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc0ccd1334a96cbffE: %b"}
!595 = distinct !{!595, !"_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc0ccd1334a96cbffE"}
!596 = distinct !{!596, !597, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h79fb8b378e5e08b5E: %c.0"}
!597 = distinct !{!597, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h79fb8b378e5e08b5E"}
!598 = !{!599, !600, !602, !603, !605, !606, !608, !609, !611, !612, !614, !586, !588}
!599 = distinct !{!599, !592, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc7b181c1d9d0baa2E: %_1"}
!600 = distinct !{!600, !601, !"_ZN4core4iter6traits8iterator8Iterator4fold17h441126d44b60c004E: %self"}
!601 = distinct !{!601, !"_ZN4core4iter6traits8iterator8Iterator4fold17h441126d44b60c004E"}
!602 = distinct !{!602, !601, !"_ZN4core4iter6traits8iterator8Iterator4fold17h441126d44b60c004E: %f"}
!603 = distinct !{!603, !604, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1743ba7adf6953e4E: %self"}
!604 = distinct !{!604, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1743ba7adf6953e4E"}
!605 = distinct !{!605, !604, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1743ba7adf6953e4E: %g"}
!606 = distinct !{!606, !607, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h2cc2e93903dd4d1dE: %self"}
!607 = distinct !{!607, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h2cc2e93903dd4d1dE"}
!608 = distinct !{!608, !607, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h2cc2e93903dd4d1dE: %f"}
!609 = distinct !{!609, !610, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc8f8235c63aa2248E: %self"}
!610 = distinct !{!610, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc8f8235c63aa2248E"}
!611 = distinct !{!611, !610, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc8f8235c63aa2248E: %iterator"}
!612 = distinct !{!612, !613, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hca6c1e087e06bef3E: %self"}
!613 = distinct !{!613, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hca6c1e087e06bef3E"}
!614 = distinct !{!614, !613, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hca6c1e087e06bef3E: %iterator"}
!615 = distinct !{!615, !354}
!616 = !{!617, !619, !599, !591, !600, !602, !603, !605, !606, !608, !609, !611, !612, !614, !586, !588}
!617 = distinct !{!617, !618, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hc8ecb32734aa1820E: %_1"}
!618 = distinct !{!618, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hc8ecb32734aa1820E"}
!619 = distinct !{!619, !620, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc24fb6759e94db71E: %_1"}
!620 = distinct !{!620, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc24fb6759e94db71E"}
!621 = !{!588}
!622 = !{!623, !625}
!623 = distinct !{!623, !624, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8split_at17he511df831777bc8eE: %pair"}
!624 = distinct !{!624, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8split_at17he511df831777bc8eE"}
!625 = distinct !{!625, !624, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8split_at17he511df831777bc8eE: %self.0"}
!626 = !{!627, !629}
!627 = distinct !{!627, !628, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count8to_usize28_$u7b$$u7b$closure$u7d$$u7d$17h7e4e9def13dee533E: argument 0"}
!628 = distinct !{!628, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count8to_usize28_$u7b$$u7b$closure$u7d$$u7d$17h7e4e9def13dee533E"}
!629 = distinct !{!629, !630, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E: %elt.0"}
!630 = distinct !{!630, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2ce3ad0a44b68273E"}
!631 = !{!632, !634, !636}
!632 = distinct !{!632, !633, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17hec824ae57f002624E: %w"}
!633 = distinct !{!633, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17hec824ae57f002624E"}
!634 = distinct !{!634, !635, !"_ZN4core4iter6traits8iterator8Iterator4fold17h088f7e4848f90ee0E: %self"}
!635 = distinct !{!635, !"_ZN4core4iter6traits8iterator8Iterator4fold17h088f7e4848f90ee0E"}
!636 = distinct !{!636, !637, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hff40090597a34bcaE: %self"}
!637 = distinct !{!637, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$5count17hff40090597a34bcaE"}
!638 = distinct !{!638, !354}
!639 = !{!640}
!640 = distinct !{!640, !641, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E: %_0"}
!641 = distinct !{!641, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E"}
!642 = !{!643}
!643 = distinct !{!643, !644, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17hf24bbaab71abe3e7E: %v"}
!644 = distinct !{!644, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17hf24bbaab71abe3e7E"}
!645 = !{!646, !643, !648, !640, !649}
!646 = distinct !{!646, !647, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!647 = distinct !{!647, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!648 = distinct !{!648, !644, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17hf24bbaab71abe3e7E: %s.0"}
!649 = distinct !{!649, !641, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17he124075f3a58f6c4E: %self"}
!650 = !{!643, !648, !640, !649}
!651 = !{!643, !640}
!652 = !{!648, !649}
!653 = !{!643, !640, !649}
!654 = !{!655}
!655 = distinct !{!655, !656, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!656 = distinct !{!656, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!657 = !{!658}
!658 = distinct !{!658, !656, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!659 = !{!660}
!660 = distinct !{!660, !661, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!661 = distinct !{!661, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!662 = !{!663}
!663 = distinct !{!663, !661, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!664 = !{!660, !655, !665}
!665 = distinct !{!665, !666, !"_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E: %v.0"}
!666 = distinct !{!666, !"_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E"}
!667 = !{!663, !658}
!668 = !{!663, !658, !665}
!669 = !{!660, !655}
!670 = !{!665}
!671 = !{!672, !674, !665}
!672 = distinct !{!672, !673, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!673 = distinct !{!673, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!674 = distinct !{!674, !675, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!675 = distinct !{!675, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!676 = !{!677, !678}
!677 = distinct !{!677, !673, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!678 = distinct !{!678, !675, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!679 = !{!680, !682}
!680 = distinct !{!680, !681, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h72235d7bdd855fbbE: %self"}
!681 = distinct !{!681, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h72235d7bdd855fbbE"}
!682 = distinct !{!682, !683, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$i64$GT$$GT$17h76138dce8c16c665E: %_1"}
!683 = distinct !{!683, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$i64$GT$$GT$17h76138dce8c16c665E"}
!684 = !{!685}
!685 = distinct !{!685, !656, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0:It1"}
!686 = !{!687}
!687 = distinct !{!687, !656, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1:It1"}
!688 = !{!689}
!689 = distinct !{!689, !661, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self:It1"}
!690 = !{!691}
!691 = distinct !{!691, !661, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other:It1"}
!692 = !{!689, !685, !665}
!693 = !{!691, !687}
!694 = !{!691, !687, !665}
!695 = !{!689, !685}
!696 = !{!697}
!697 = distinct !{!697, !698, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E: %self"}
!698 = distinct !{!698, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8dedup_by17hd5b417427f2ced73E"}
!699 = !{!700}
!700 = distinct !{!700, !701, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %a"}
!701 = distinct !{!701, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E"}
!702 = !{!703}
!703 = distinct !{!703, !701, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %b"}
!704 = !{!705}
!705 = distinct !{!705, !706, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %self"}
!706 = distinct !{!706, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq"}
!707 = !{!708}
!708 = distinct !{!708, !706, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %other"}
!709 = !{!705, !700}
!710 = !{!708, !703, !697}
!711 = !{!708, !703}
!712 = !{!705, !700, !697}
!713 = !{!714}
!714 = distinct !{!714, !715, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %a"}
!715 = distinct !{!715, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E"}
!716 = !{!717}
!717 = distinct !{!717, !715, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %b"}
!718 = !{!719}
!719 = distinct !{!719, !720, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %self"}
!720 = distinct !{!720, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq"}
!721 = !{!722}
!722 = distinct !{!722, !720, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %other"}
!723 = !{!719, !714}
!724 = !{!722, !717, !697}
!725 = !{!722, !717}
!726 = !{!719, !714, !697}
!727 = !{!728}
!728 = distinct !{!728, !715, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %a:It1"}
!729 = !{!730}
!730 = distinct !{!730, !715, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$5dedup28_$u7b$$u7b$closure$u7d$$u7d$17h047b5d504fc5dc26E: %b:It1"}
!731 = !{!732}
!732 = distinct !{!732, !720, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %self:It1"}
!733 = !{!734}
!734 = distinct !{!734, !720, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB7_9PartialEq2eq: %other:It1"}
!735 = !{!732, !728}
!736 = !{!734, !730, !697}
!737 = !{!734, !730}
!738 = !{!732, !728, !697}
!739 = !{!740, !742, !744}
!740 = distinct !{!740, !741, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %self"}
!741 = distinct !{!741, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp"}
!742 = distinct !{!742, !743, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %p"}
!743 = distinct !{!743, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E"}
!744 = distinct !{!744, !745, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E: %self.0"}
!745 = distinct !{!745, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E"}
!746 = !{!747, !748, !749}
!747 = distinct !{!747, !741, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %other"}
!748 = distinct !{!748, !743, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %_1"}
!749 = distinct !{!749, !745, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E: argument 1"}
!750 = !{!751, !753, !744}
!751 = distinct !{!751, !752, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %self"}
!752 = distinct !{!752, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp"}
!753 = distinct !{!753, !754, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %p"}
!754 = distinct !{!754, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E"}
!755 = !{!756, !757, !749}
!756 = distinct !{!756, !752, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %other"}
!757 = distinct !{!757, !754, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %_1"}
!758 = !{!759, !761, !763}
!759 = distinct !{!759, !760, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %self"}
!760 = distinct !{!760, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp"}
!761 = distinct !{!761, !762, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %p"}
!762 = distinct !{!762, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E"}
!763 = distinct !{!763, !764, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E: %self.0"}
!764 = distinct !{!764, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E"}
!765 = !{!766, !767, !768}
!766 = distinct !{!766, !760, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %other"}
!767 = distinct !{!767, !762, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %_1"}
!768 = distinct !{!768, !764, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16binary_search_by17hc5beebdf38539d05E: argument 1"}
!769 = !{!770, !772, !763}
!770 = distinct !{!770, !771, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %self"}
!771 = distinct !{!771, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp"}
!772 = distinct !{!772, !773, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %p"}
!773 = distinct !{!773, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E"}
!774 = !{!775, !776, !768}
!775 = distinct !{!775, !771, !"_RNvXs1f_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_3Ord3cmp: %other"}
!776 = distinct !{!776, !773, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$13binary_search28_$u7b$$u7b$closure$u7d$$u7d$17h725eb983f1c147c5E: %_1"}
!777 = !{!778}
!778 = distinct !{!778, !779, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E: %self.0"}
!779 = distinct !{!779, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17hb9567ac26e71a9e0E"}
!780 = !{!781}
!781 = distinct !{!781, !782, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E: %_1"}
!782 = distinct !{!782, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E"}
!783 = !{!784}
!784 = distinct !{!784, !785, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE: %_1"}
!785 = distinct !{!785, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE"}
!786 = !{!787}
!787 = distinct !{!787, !788, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E: %self"}
!788 = distinct !{!788, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E"}
!789 = !{!790}
!790 = distinct !{!790, !791, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!791 = distinct !{!791, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!792 = !{!793, !790, !787, !784, !781}
!793 = distinct !{!793, !794, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!794 = distinct !{!794, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!795 = !{!796}
!796 = distinct !{!796, !794, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!797 = !{!790, !787, !784, !781}
!798 = !{!799}
!799 = distinct !{!799, !800, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E: %_1"}
!800 = distinct !{!800, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E"}
!801 = !{!802}
!802 = distinct !{!802, !803, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE: %_1"}
!803 = distinct !{!803, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE"}
!804 = !{!805}
!805 = distinct !{!805, !806, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E: %self"}
!806 = distinct !{!806, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E"}
!807 = !{!808}
!808 = distinct !{!808, !809, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!809 = distinct !{!809, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!810 = !{!811, !808, !805, !802, !799}
!811 = distinct !{!811, !812, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!812 = distinct !{!812, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!813 = !{!814}
!814 = distinct !{!814, !812, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!815 = !{!808, !805, !802, !799}
!816 = !{!817, !819, !821, !823}
!817 = distinct !{!817, !818, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!818 = distinct !{!818, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!819 = distinct !{!819, !820, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E: %self"}
!820 = distinct !{!820, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E"}
!821 = distinct !{!821, !822, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE: %_1"}
!822 = distinct !{!822, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE"}
!823 = distinct !{!823, !824, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E: %_1"}
!824 = distinct !{!824, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E"}
!825 = !{!826}
!826 = distinct !{!826, !827, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!827 = distinct !{!827, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!828 = !{!829}
!829 = distinct !{!829, !830, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!830 = distinct !{!830, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!831 = !{!832}
!832 = distinct !{!832, !833, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!833 = distinct !{!833, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!834 = !{!835}
!835 = distinct !{!835, !836, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!836 = distinct !{!836, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!837 = !{!838}
!838 = distinct !{!838, !839, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!839 = distinct !{!839, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!840 = !{!841, !838, !835, !832, !829, !826}
!841 = distinct !{!841, !842, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!842 = distinct !{!842, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!843 = !{!844}
!844 = distinct !{!844, !842, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!845 = !{!838, !835, !832, !829, !826}
!846 = !{!847}
!847 = distinct !{!847, !848, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E: %_1"}
!848 = distinct !{!848, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17ha266a397c9f2fc36E"}
!849 = !{!850}
!850 = distinct !{!850, !851, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE: %_1"}
!851 = distinct !{!851, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17hafdac9d71bbbbe2cE"}
!852 = !{!853}
!853 = distinct !{!853, !854, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E: %self"}
!854 = distinct !{!854, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0c73761d9cd7a143E"}
!855 = !{!856}
!856 = distinct !{!856, !857, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!857 = distinct !{!857, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!858 = !{!859, !856, !853, !850, !847}
!859 = distinct !{!859, !860, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!860 = distinct !{!860, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!861 = !{!862}
!862 = distinct !{!862, !860, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!863 = !{!856, !853, !850, !847}
!864 = !{!865}
!865 = distinct !{!865, !866, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!866 = distinct !{!866, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!867 = !{!868}
!868 = distinct !{!868, !869, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!869 = distinct !{!869, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!870 = !{!871}
!871 = distinct !{!871, !872, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!872 = distinct !{!872, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!873 = !{!874}
!874 = distinct !{!874, !875, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!875 = distinct !{!875, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!876 = !{!877}
!877 = distinct !{!877, !878, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!878 = distinct !{!878, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!879 = !{!880, !877, !874, !871, !868, !865}
!880 = distinct !{!880, !881, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!881 = distinct !{!881, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!882 = !{!883}
!883 = distinct !{!883, !881, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!884 = !{!877, !874, !871, !868, !865}
!885 = !{!886}
!886 = distinct !{!886, !887, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!887 = distinct !{!887, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!888 = !{!889}
!889 = distinct !{!889, !890, !"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E: %_0"}
!890 = distinct !{!890, !"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17h9cc11dfd924620b3E"}
!891 = !{!892}
!892 = distinct !{!892, !893, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend17h6f66ed97c83da099E: %self"}
!893 = distinct !{!893, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend17h6f66ed97c83da099E"}
!894 = !{!895}
!895 = distinct !{!895, !896, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h35cb8f4bfdac08c8E: %f"}
!896 = distinct !{!896, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h35cb8f4bfdac08c8E"}
!897 = !{!898}
!898 = distinct !{!898, !899, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h18d0a0595c8cbdd8E: %f"}
!899 = distinct !{!899, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h18d0a0595c8cbdd8E"}
!900 = !{!901}
!901 = distinct !{!901, !902, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hb923eba34724c507E: argument 0"}
!902 = distinct !{!902, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hb923eba34724c507E"}
!903 = !{!904, !906, !901, !898, !895, !892, !889}
!904 = distinct !{!904, !905, !"_ZN4core3str11validations23next_code_point_reverse17hf7c30ca6b271acf3E: %bytes"}
!905 = distinct !{!905, !"_ZN4core3str11validations23next_code_point_reverse17hf7c30ca6b271acf3E"}
!906 = distinct !{!906, !907, !"_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back: %self"}
!907 = distinct !{!907, !"_RNvXs0_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_5CharsNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back"}
!908 = !{!909, !901, !898, !895, !892}
!909 = distinct !{!909, !910, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push: %self:thread"}
!910 = distinct !{!910, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push"}
!911 = !{!912, !914, !889}
!912 = distinct !{!912, !913, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h9db8d4c464860ae8E: %_1:thread"}
!913 = distinct !{!913, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h9db8d4c464860ae8E"}
!914 = distinct !{!914, !915, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE: %_1:thread"}
!915 = distinct !{!915, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE"}
!916 = !{!917}
!917 = distinct !{!917, !910, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push: %self"}
!918 = !{!917, !901, !898, !895, !892}
!919 = !{!920, !921, !889}
!920 = distinct !{!920, !913, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h9db8d4c464860ae8E: %_1"}
!921 = distinct !{!921, !915, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha56ea586a362f18aE: %_1"}
!922 = !{!923, !917, !901, !898, !895, !892}
!923 = distinct !{!923, !924, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E: %self"}
!924 = distinct !{!924, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E"}
!925 = !{!917, !920, !921, !901, !898, !895, !892, !889}
!926 = !{!927, !929}
!927 = distinct !{!927, !928, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E: %bytes"}
!928 = distinct !{!928, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E"}
!929 = distinct !{!929, !930, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next: %self"}
!930 = distinct !{!930, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next"}
!931 = !{!932}
!932 = distinct !{!932, !933, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17hebbd96bf3e837a61E: %c"}
!933 = distinct !{!933, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17hebbd96bf3e837a61E"}
!934 = !{!935}
!935 = distinct !{!935, !936, !"_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw: %dst.0"}
!936 = distinct !{!936, !"_RNvNtNtCsgEmfK2I1SDS_4core4char7methods15encode_utf8_raw"}
!937 = !{!938}
!938 = distinct !{!938, !939, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in: %self.0"}
!939 = distinct !{!939, !"_RNvXst_NtNtCsgEmfK2I1SDS_4core3str7patternReNtB5_7Pattern15is_contained_in"}
!940 = !{!941, !938}
!941 = distinct !{!941, !942, !"_RNvNtNtCsgEmfK2I1SDS_4core3str7pattern13simd_contains: %needle.0"}
!942 = distinct !{!942, !"_RNvNtNtCsgEmfK2I1SDS_4core3str7pattern13simd_contains"}
!943 = !{!944, !946, !947, !949, !951, !932}
!944 = distinct !{!944, !945, !"_ZN4core3str7pattern13simd_contains28_$u7b$$u7b$closure$u7d$$u7d$17hab7981cbc5e76250E: %_1"}
!945 = distinct !{!945, !"_ZN4core3str7pattern13simd_contains28_$u7b$$u7b$closure$u7d$$u7d$17hab7981cbc5e76250E"}
!946 = distinct !{!946, !945, !"_ZN4core3str7pattern13simd_contains28_$u7b$$u7b$closure$u7d$$u7d$17hab7981cbc5e76250E: %_2"}
!947 = distinct !{!947, !948, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfind5check28_$u7b$$u7b$closure$u7d$$u7d$17h13d99aa0d38e356aE: %_1"}
!948 = distinct !{!948, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfind5check28_$u7b$$u7b$closure$u7d$$u7d$17h13d99aa0d38e356aE"}
!949 = distinct !{!949, !950, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator9try_rfold17h81074afe61361f5bE: %self"}
!950 = distinct !{!950, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator9try_rfold17h81074afe61361f5bE"}
!951 = distinct !{!951, !950, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator9try_rfold17h81074afe61361f5bE: %f"}
!952 = !{!953, !955, !957, !959, !932}
!953 = distinct !{!953, !954, !"_ZN4core3str7pattern13simd_contains28_$u7b$$u7b$closure$u7d$$u7d$17h1ef2f42b9cdb1265E: %_1"}
!954 = distinct !{!954, !"_ZN4core3str7pattern13simd_contains28_$u7b$$u7b$closure$u7d$$u7d$17h1ef2f42b9cdb1265E"}
!955 = distinct !{!955, !956, !"_ZN4core4iter6traits8iterator8Iterator3any5check28_$u7b$$u7b$closure$u7d$$u7d$17h8028fc0e105a959aE: %_1"}
!956 = distinct !{!956, !"_ZN4core4iter6traits8iterator8Iterator3any5check28_$u7b$$u7b$closure$u7d$$u7d$17h8028fc0e105a959aE"}
!957 = distinct !{!957, !958, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17haf31c4cb0e22cb44E: %self"}
!958 = distinct !{!958, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17haf31c4cb0e22cb44E"}
!959 = distinct !{!959, !958, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17haf31c4cb0e22cb44E: argument 1"}
!960 = !{!938, !932}
!961 = !{!962}
!962 = distinct !{!962, !963, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match: %self"}
!963 = distinct !{!963, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match"}
!964 = !{!965, !938, !932}
!965 = distinct !{!965, !963, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher10next_match: %_0"}
!966 = !{!967, !962}
!967 = distinct !{!967, !968, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher4next: %self"}
!968 = distinct !{!968, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher4next"}
!969 = !{!970, !965, !938, !932}
!970 = distinct !{!970, !968, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher4next: %otherwise"}
!971 = !{!972}
!972 = distinct !{!972, !973, !"_RNvXs9_NtNtCsgEmfK2I1SDS_4core3str6traitsINtNtNtB9_3ops5range9RangeFromjEINtNtNtB9_5slice5index10SliceIndexeE3get: %slice.0"}
!973 = distinct !{!973, !"_RNvXs9_NtNtCsgEmfK2I1SDS_4core3str6traitsINtNtNtB9_3ops5range9RangeFromjEINtNtNtB9_5slice5index10SliceIndexeE3get"}
!974 = !{!970, !975, !965, !962, !932}
!975 = distinct !{!975, !968, !"_RNvXsv_NtNtCsgEmfK2I1SDS_4core3str7patternNtB5_11StrSearcherNtB5_8Searcher4next: %self:Peel0"}
!976 = !{!977, !970, !975, !965, !962, !932}
!977 = distinct !{!977, !978, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E: %bytes"}
!978 = distinct !{!978, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E"}
!979 = !{!967}
!980 = !{!970, !967, !965, !962, !932}
!981 = !{!977, !970, !967, !965, !962, !932}
!982 = !{!983}
!983 = distinct !{!983, !984, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %self"}
!984 = distinct !{!984, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E"}
!985 = !{!986}
!986 = distinct !{!986, !984, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %haystack.0"}
!987 = !{!988}
!988 = distinct !{!988, !984, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %needle.0"}
!989 = !{!990, !986, !988, !938, !932}
!990 = distinct !{!990, !984, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %_0"}
!991 = !{!990, !983, !988, !932}
!992 = !{!990, !983, !986, !988, !932}
!993 = !{!990, !983, !986, !932}
!994 = !{!995}
!995 = distinct !{!995, !996, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %self"}
!996 = distinct !{!996, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E"}
!997 = !{!998}
!998 = distinct !{!998, !996, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %haystack.0"}
!999 = !{!1000}
!1000 = distinct !{!1000, !996, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %needle.0"}
!1001 = !{!1002, !998, !1000, !938, !932}
!1002 = distinct !{!1002, !996, !"_ZN4core3str7pattern14TwoWaySearcher4next17hb116b73157dba2d3E: %_0"}
!1003 = !{!1002, !995, !1000, !932}
!1004 = !{!1002, !995, !998, !1000, !932}
!1005 = !{!1002, !995, !998, !932}
!1006 = !{!1007}
!1007 = distinct !{!1007, !1008, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr: %text.0"}
!1008 = distinct !{!1008, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr"}
!1009 = !{!1010, !1012}
!1010 = distinct !{!1010, !1011, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hcf7c4f869407ac60E: %_0"}
!1011 = distinct !{!1011, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hcf7c4f869407ac60E"}
!1012 = distinct !{!1012, !1011, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hcf7c4f869407ac60E: %iterator"}
!1013 = !{!1010}
!1014 = !{!1015, !1010, !1012}
!1015 = distinct !{!1015, !1016, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!1016 = distinct !{!1016, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!1017 = !{!1018}
!1018 = distinct !{!1018, !1019, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E: %self"}
!1019 = distinct !{!1019, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E"}
!1020 = !{!1021}
!1021 = distinct !{!1021, !1022, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h787fdd1c69f1c665E: %self"}
!1022 = distinct !{!1022, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h787fdd1c69f1c665E"}
!1023 = !{!1021, !1024, !1018, !1025, !1010, !1012}
!1024 = distinct !{!1024, !1022, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h787fdd1c69f1c665E: %iterator"}
!1025 = distinct !{!1025, !1019, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17ha46f2fd816b8bfc1E: %iter"}
!1026 = !{!1021, !1018, !1010, !1012}
!1027 = !{!1021, !1018}
!1028 = !{!1024, !1025, !1010, !1012}
!1029 = !{!1012}
!1030 = !{!1031, !1033}
!1031 = distinct !{!1031, !1032, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha9c5a1f91bf3be42E: %r"}
!1032 = distinct !{!1032, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha9c5a1f91bf3be42E"}
!1033 = distinct !{!1033, !1034, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4a3109bc72a8d6b5E: %elt"}
!1034 = distinct !{!1034, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4a3109bc72a8d6b5E"}
!1035 = distinct !{!1035, !354}
!1036 = !{!1037, !1039}
!1037 = distinct !{!1037, !1038, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha88e08ee5e5acfb1E: %r"}
!1038 = distinct !{!1038, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17ha88e08ee5e5acfb1E"}
!1039 = distinct !{!1039, !1040, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9fa7b64138b0e5a9E: %elt"}
!1040 = distinct !{!1040, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9fa7b64138b0e5a9E"}
!1041 = distinct !{!1041, !354}
!1042 = !{!1043}
!1043 = distinct !{!1043, !1044, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E: %self"}
!1044 = distinct !{!1044, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E"}
!1045 = !{!1046}
!1046 = distinct !{!1046, !1044, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E: %self:It1"}
!1047 = !{!1048}
!1048 = distinct !{!1048, !1044, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E: %self:It2"}
!1049 = !{!1050}
!1050 = distinct !{!1050, !1044, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h092cad82d82912c9E: %self:It3"}
!1051 = !{!1052, !1054, !1056, !1058}
!1052 = distinct !{!1052, !1053, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1053 = distinct !{!1053, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1054 = distinct !{!1054, !1055, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h10bf3858141f4df4E: %self"}
!1055 = distinct !{!1055, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h10bf3858141f4df4E"}
!1056 = distinct !{!1056, !1057, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h45e7ee4ef2b7eb74E: %_1"}
!1057 = distinct !{!1057, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h45e7ee4ef2b7eb74E"}
!1058 = distinct !{!1058, !1059, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE: %_1"}
!1059 = distinct !{!1059, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hf569427d9ce2e26fE"}
!1060 = !{!1061}
!1061 = distinct !{!1061, !1062, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!1062 = distinct !{!1062, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!1063 = !{!1064}
!1064 = distinct !{!1064, !1065, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!1065 = distinct !{!1065, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!1066 = !{!1067}
!1067 = distinct !{!1067, !1068, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!1068 = distinct !{!1068, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!1069 = !{!1070}
!1070 = distinct !{!1070, !1071, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!1071 = distinct !{!1071, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!1072 = !{!1073}
!1073 = distinct !{!1073, !1074, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1074 = distinct !{!1074, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1075 = !{!1076, !1073, !1070, !1067, !1064, !1061}
!1076 = distinct !{!1076, !1077, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!1077 = distinct !{!1077, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!1078 = !{!1079}
!1079 = distinct !{!1079, !1077, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!1080 = !{!1073, !1070, !1067, !1064, !1061}
!1081 = !{!1082}
!1082 = distinct !{!1082, !1083, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!1083 = distinct !{!1083, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!1084 = !{!1085}
!1085 = distinct !{!1085, !1086, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!1086 = distinct !{!1086, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!1087 = !{!1088}
!1088 = distinct !{!1088, !1089, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!1089 = distinct !{!1089, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!1090 = !{!1091}
!1091 = distinct !{!1091, !1092, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!1092 = distinct !{!1092, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!1093 = !{!1094}
!1094 = distinct !{!1094, !1095, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1095 = distinct !{!1095, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1096 = !{!1097, !1094, !1091, !1088, !1085, !1082}
!1097 = distinct !{!1097, !1098, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!1098 = distinct !{!1098, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!1099 = !{!1100}
!1100 = distinct !{!1100, !1098, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!1101 = !{!1094, !1091, !1088, !1085, !1082}
!1102 = !{!1103}
!1103 = distinct !{!1103, !1104, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!1104 = distinct !{!1104, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!1105 = !{!1106}
!1106 = distinct !{!1106, !1107, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!1107 = distinct !{!1107, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!1108 = !{!1109}
!1109 = distinct !{!1109, !1110, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!1110 = distinct !{!1110, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!1111 = !{!1112}
!1112 = distinct !{!1112, !1113, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!1113 = distinct !{!1113, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!1114 = !{!1115}
!1115 = distinct !{!1115, !1116, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1116 = distinct !{!1116, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1117 = !{!1118, !1115, !1112, !1109, !1106, !1103}
!1118 = distinct !{!1118, !1119, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!1119 = distinct !{!1119, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!1120 = !{!1121}
!1121 = distinct !{!1121, !1119, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!1122 = !{!1115, !1112, !1109, !1106, !1103}
!1123 = !{!1124}
!1124 = distinct !{!1124, !1125, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE: %_1"}
!1125 = distinct !{!1125, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3ea3946f364b650eE"}
!1126 = !{!1127}
!1127 = distinct !{!1127, !1128, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E: %_1"}
!1128 = distinct !{!1128, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h428e712d44fc7301E"}
!1129 = !{!1130}
!1130 = distinct !{!1130, !1131, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE: %_1"}
!1131 = distinct !{!1131, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6c63e384303e127fE"}
!1132 = !{!1133}
!1133 = distinct !{!1133, !1134, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E: %self"}
!1134 = distinct !{!1134, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd418bf27b8ce8115E"}
!1135 = !{!1136}
!1136 = distinct !{!1136, !1137, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1137 = distinct !{!1137, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1138 = !{!1139, !1136, !1133, !1130, !1127, !1124}
!1139 = distinct !{!1139, !1140, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!1140 = distinct !{!1140, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!1141 = !{!1142}
!1142 = distinct !{!1142, !1140, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!1143 = !{!1136, !1133, !1130, !1127, !1124}
!1144 = !{!1145, !1147, !1149, !1151}
!1145 = distinct !{!1145, !1146, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1146 = distinct !{!1146, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1147 = distinct !{!1147, !1148, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha5b4b7f13b9cad68E: %self"}
!1148 = distinct !{!1148, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha5b4b7f13b9cad68E"}
!1149 = distinct !{!1149, !1150, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h0e377d713a1eec08E: %_1"}
!1150 = distinct !{!1150, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h0e377d713a1eec08E"}
!1151 = distinct !{!1151, !1152, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E: %_1"}
!1152 = distinct !{!1152, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E"}
!1153 = !{!1154, !1156, !1157, !1159, !1161, !1162, !1164, !1166, !1168}
!1154 = distinct !{!1154, !1155, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$10take_front17hc1ffcaafe057a458E: %_0"}
!1155 = distinct !{!1155, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$10take_front17hc1ffcaafe057a458E"}
!1156 = distinct !{!1156, !1155, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$10take_front17hc1ffcaafe057a458E: %self"}
!1157 = distinct !{!1157, !1158, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$16deallocating_end17h6cbf1326f6a51e74E: %self"}
!1158 = distinct !{!1158, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$16deallocating_end17h6cbf1326f6a51e74E"}
!1159 = distinct !{!1159, !1160, !"_ZN5alloc11collections5btree3map25IntoIter$LT$K$C$V$C$A$GT$10dying_next17he1ae95aab3e0c28eE: %_0"}
!1160 = distinct !{!1160, !"_ZN5alloc11collections5btree3map25IntoIter$LT$K$C$V$C$A$GT$10dying_next17he1ae95aab3e0c28eE"}
!1161 = distinct !{!1161, !1160, !"_ZN5alloc11collections5btree3map25IntoIter$LT$K$C$V$C$A$GT$10dying_next17he1ae95aab3e0c28eE: %self"}
!1162 = distinct !{!1162, !1163, !"_ZN99_$LT$alloc..collections..btree..map..IntoIter$LT$K$C$V$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h279daabb4f5dbf54E: %self"}
!1163 = distinct !{!1163, !"_ZN99_$LT$alloc..collections..btree..map..IntoIter$LT$K$C$V$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h279daabb4f5dbf54E"}
!1164 = distinct !{!1164, !1165, !"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..IntoIter$LT$$RF$str$C$usize$GT$$GT$17ha17cdde9bf5bc627E: %_1"}
!1165 = distinct !{!1165, !"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..IntoIter$LT$$RF$str$C$usize$GT$$GT$17ha17cdde9bf5bc627E"}
!1166 = distinct !{!1166, !1167, !"_ZN99_$LT$alloc..collections..btree..map..BTreeMap$LT$K$C$V$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h683f044d854275b2E: %self"}
!1167 = distinct !{!1167, !"_ZN99_$LT$alloc..collections..btree..map..BTreeMap$LT$K$C$V$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h683f044d854275b2E"}
!1168 = distinct !{!1168, !1169, !"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..BTreeMap$LT$$RF$str$C$usize$GT$$GT$17h2eaf5ae211872ffeE: %_1"}
!1169 = distinct !{!1169, !"_ZN4core3ptr84drop_in_place$LT$alloc..collections..btree..map..BTreeMap$LT$$RF$str$C$usize$GT$$GT$17h2eaf5ae211872ffeE"}
!1170 = distinct !{!1170, !354}
!1171 = !{!1172, !1174, !1176, !1157, !1159, !1161, !1162, !1164, !1166, !1168}
!1172 = distinct !{!1172, !1173, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h56d4b0569e238defE: %_0"}
!1173 = distinct !{!1173, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h56d4b0569e238defE"}
!1174 = distinct !{!1174, !1175, !"_ZN5alloc11collections5btree4node127NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$21deallocate_and_ascend17h0805e4d75780e38bE: %ret"}
!1175 = distinct !{!1175, !"_ZN5alloc11collections5btree4node127NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$21deallocate_and_ascend17h0805e4d75780e38bE"}
!1176 = distinct !{!1176, !1177, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE: %self"}
!1177 = distinct !{!1177, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$16deallocating_end17hb52d58cf29ccb3fbE"}
!1178 = !{!1174, !1176, !1157, !1159, !1161, !1162, !1164, !1166, !1168}
!1179 = !{!1180, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1180 = distinct !{!1180, !1181, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17h42f41c68b5e2a813E: %self"}
!1181 = distinct !{!1181, !"_ZN5alloc11collections5btree8navigate39LazyLeafRange$LT$BorrowType$C$K$C$V$GT$10init_front17h42f41c68b5e2a813E"}
!1182 = distinct !{!1182, !1183, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$27deallocating_next_unchecked17h044dccd54350a01aE: %_0"}
!1183 = distinct !{!1183, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$27deallocating_next_unchecked17h044dccd54350a01aE"}
!1184 = distinct !{!1184, !1183, !"_ZN5alloc11collections5btree8navigate75LazyLeafRange$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$GT$27deallocating_next_unchecked17h044dccd54350a01aE: %self"}
!1185 = distinct !{!1185, !354}
!1186 = !{!1187, !1189, !1190, !1192, !1193, !1195, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1187 = distinct !{!1187, !1188, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$17deallocating_next17hc3c9a17a06c29589E: %_0"}
!1188 = distinct !{!1188, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$17deallocating_next17hc3c9a17a06c29589E"}
!1189 = distinct !{!1189, !1188, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$17deallocating_next17hc3c9a17a06c29589E: %self"}
!1190 = distinct !{!1190, !1191, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$27deallocating_next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h6d82f6e74a05546dE: %val"}
!1191 = distinct !{!1191, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$27deallocating_next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h6d82f6e74a05546dE"}
!1192 = distinct !{!1192, !1191, !"_ZN5alloc11collections5btree8navigate263_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..Leaf$GT$$C$alloc..collections..btree..node..marker..Edge$GT$$GT$27deallocating_next_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h6d82f6e74a05546dE: %leaf_edge"}
!1193 = distinct !{!1193, !1194, !"_ZN5alloc11collections5btree3mem7replace17h1fee8debe7de744dE: %ret"}
!1194 = distinct !{!1194, !"_ZN5alloc11collections5btree3mem7replace17h1fee8debe7de744dE"}
!1195 = distinct !{!1195, !1194, !"_ZN5alloc11collections5btree3mem7replace17h1fee8debe7de744dE: %v"}
!1196 = !{!1197, !1199, !1187, !1189, !1190, !1192, !1193, !1195, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1197 = distinct !{!1197, !1198, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h56d4b0569e238defE: %_0"}
!1198 = distinct !{!1198, !"_ZN5alloc11collections5btree4node40NodeRef$LT$BorrowType$C$K$C$V$C$Type$GT$6ascend17h56d4b0569e238defE"}
!1199 = distinct !{!1199, !1200, !"_ZN5alloc11collections5btree4node127NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$21deallocate_and_ascend17h0805e4d75780e38bE: %ret"}
!1200 = distinct !{!1200, !"_ZN5alloc11collections5btree4node127NodeRef$LT$alloc..collections..btree..node..marker..Dying$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$21deallocate_and_ascend17h0805e4d75780e38bE"}
!1201 = !{!1202, !1204, !1187, !1189, !1190, !1192, !1193, !1195, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1202 = distinct !{!1202, !1203, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17ha824bdc0b2191c49E: %_0"}
!1203 = distinct !{!1203, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17ha824bdc0b2191c49E"}
!1204 = distinct !{!1204, !1203, !"_ZN5alloc11collections5btree8navigate235_$LT$impl$u20$alloc..collections..btree..node..Handle$LT$alloc..collections..btree..node..NodeRef$LT$BorrowType$C$K$C$V$C$alloc..collections..btree..node..marker..LeafOrInternal$GT$$C$alloc..collections..btree..node..marker..KV$GT$$GT$14next_leaf_edge17ha824bdc0b2191c49E: %self"}
!1205 = distinct !{!1205, !354}
!1206 = !{!1199, !1187, !1189, !1190, !1192, !1193, !1195, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1207 = !{!1190, !1192, !1193, !1195, !1182, !1184, !1159, !1161, !1162, !1164, !1166, !1168}
!1208 = !{!1209, !1211}
!1209 = distinct !{!1209, !1210, !"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE: %_0"}
!1210 = distinct !{!1210, !"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE"}
!1211 = distinct !{!1211, !1210, !"_ZN95_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..FromIterator$LT$char$GT$$GT$9from_iter17hc8b0045155b1f99aE: %iter"}
!1212 = !{!1213}
!1213 = distinct !{!1213, !1214, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend17h6eb87de031222963E: %self"}
!1214 = distinct !{!1214, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend17h6eb87de031222963E"}
!1215 = !{!1216, !1209, !1211}
!1216 = distinct !{!1216, !1214, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend17h6eb87de031222963E: %iter"}
!1217 = !{!1218}
!1218 = distinct !{!1218, !1219, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h0f2707fa930bbde9E: %f"}
!1219 = distinct !{!1219, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h0f2707fa930bbde9E"}
!1220 = !{!1221}
!1221 = distinct !{!1221, !1222, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4deeaabe5d17f86cE: %g"}
!1222 = distinct !{!1222, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4deeaabe5d17f86cE"}
!1223 = !{!1224}
!1224 = distinct !{!1224, !1225, !"_ZN4core4iter6traits8iterator8Iterator4fold17h291068d2d87cd4eaE: argument 0"}
!1225 = distinct !{!1225, !"_ZN4core4iter6traits8iterator8Iterator4fold17h291068d2d87cd4eaE"}
!1226 = !{!1227, !1229, !1224, !1231, !1232, !1221, !1233, !1218, !1213, !1216, !1209, !1211}
!1227 = distinct !{!1227, !1228, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E: %bytes"}
!1228 = distinct !{!1228, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E"}
!1229 = distinct !{!1229, !1230, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next: %self"}
!1230 = distinct !{!1230, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str4iterNtB2_5CharsNtNtNtNtB6_4iter6traits8iterator8Iterator4next"}
!1231 = distinct !{!1231, !1225, !"_ZN4core4iter6traits8iterator8Iterator4fold17h291068d2d87cd4eaE: argument 1"}
!1232 = distinct !{!1232, !1222, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4deeaabe5d17f86cE: %self"}
!1233 = distinct !{!1233, !1219, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h0f2707fa930bbde9E: %self"}
!1234 = !{!1235, !1224, !1221, !1218, !1213}
!1235 = distinct !{!1235, !1236, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push: %self:thread"}
!1236 = distinct !{!1236, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push"}
!1237 = !{!1238, !1240, !1242, !1231, !1232, !1233, !1216, !1209, !1211}
!1238 = distinct !{!1238, !1239, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h2051bd37ad03e506E: %_1:thread"}
!1239 = distinct !{!1239, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h2051bd37ad03e506E"}
!1240 = distinct !{!1240, !1241, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha9a694d50bf69582E: %_1:thread"}
!1241 = distinct !{!1241, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha9a694d50bf69582E"}
!1242 = distinct !{!1242, !1243, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE: %_1"}
!1243 = distinct !{!1243, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ebc66e76fe490cE"}
!1244 = !{!1245}
!1245 = distinct !{!1245, !1236, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String4push: %self"}
!1246 = !{!1245, !1224, !1221, !1218, !1213}
!1247 = !{!1248, !1249, !1242, !1231, !1232, !1233, !1216, !1209, !1211}
!1248 = distinct !{!1248, !1239, !"_ZN89_$LT$alloc..string..String$u20$as$u20$core..iter..traits..collect..Extend$LT$char$GT$$GT$6extend28_$u7b$$u7b$closure$u7d$$u7d$17h2051bd37ad03e506E: %_1"}
!1249 = distinct !{!1249, !1241, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha9a694d50bf69582E: %_1"}
!1250 = !{!1251, !1245, !1224, !1221, !1218, !1213}
!1251 = distinct !{!1251, !1252, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E: %self"}
!1252 = distinct !{!1252, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h70db23835f7d8842E"}
!1253 = !{!1245, !1248, !1249, !1242, !1224, !1231, !1232, !1221, !1233, !1218, !1213, !1216, !1209, !1211}
!1254 = !{!1211}
!1255 = !{i64 4458966328268613}
!1256 = !{!1257}
!1257 = distinct !{!1257, !1258, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt: %f"}
!1258 = distinct !{!1258, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt"}
!1259 = !{!1260}
!1260 = distinct !{!1260, !1258, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_5Debug3fmt: %self"}
!1261 = !{!1262, !1264}
!1262 = distinct !{!1262, !1263, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E: %self.0"}
!1263 = distinct !{!1263, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E"}
!1264 = distinct !{!1264, !1263, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E: %f"}
!1265 = !{!1262}
!1266 = !{!1267, !1262, !1264}
!1267 = distinct !{!1267, !1268, !"_ZN4core3fmt8builders9DebugList7entries17hab82ff94ec72feabE: %self"}
!1268 = distinct !{!1268, !"_ZN4core3fmt8builders9DebugList7entries17hab82ff94ec72feabE"}
!1269 = !{!1270, !1272}
!1270 = distinct !{!1270, !1271, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17h053483fe18294b81E: %self"}
!1271 = distinct !{!1271, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17h053483fe18294b81E"}
!1272 = distinct !{!1272, !1271, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17h053483fe18294b81E: %f"}
!1273 = !{!1270}
!1274 = !{!1275}
!1275 = distinct !{!1275, !1276, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E: %self"}
!1276 = distinct !{!1276, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E"}
!1277 = !{!1278}
!1278 = distinct !{!1278, !1276, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha6ac87c3962a7856E: %f"}
!1279 = !{!1275, !1278}
!1280 = !{!1281}
!1281 = distinct !{!1281, !1282, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt: %f"}
!1282 = distinct !{!1282, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt"}
!1283 = !{!1284}
!1284 = distinct !{!1284, !1282, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt: %self"}
!1285 = !{!1286}
!1286 = distinct !{!1286, !1287, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE: %self"}
!1287 = distinct !{!1287, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE"}
!1288 = !{!1289}
!1289 = distinct !{!1289, !1287, !"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hd9c90c06015683daE: %f"}
!1290 = !{!1286, !1289}
!1291 = !{!1292}
!1292 = distinct !{!1292, !1293, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %f"}
!1293 = distinct !{!1293, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt"}
!1294 = !{!1295}
!1295 = distinct !{!1295, !1293, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %self"}
!1296 = !{!1297, !1299}
!1297 = distinct !{!1297, !1298, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE: %self.0"}
!1298 = distinct !{!1298, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE"}
!1299 = distinct !{!1299, !1298, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h8fc7dce0749c27ceE: %f"}
!1300 = !{!1297}
!1301 = !{!1302, !1297, !1299}
!1302 = distinct !{!1302, !1303, !"_ZN4core3fmt8builders9DebugList7entries17hf82883521b41ae52E: %self"}
!1303 = distinct !{!1303, !"_ZN4core3fmt8builders9DebugList7entries17hf82883521b41ae52E"}
!1304 = !{!1305}
!1305 = distinct !{!1305, !1306, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he396ca88aa5e1529E: %self"}
!1306 = distinct !{!1306, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he396ca88aa5e1529E"}
!1307 = !{!1308}
!1308 = distinct !{!1308, !1306, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he396ca88aa5e1529E: %f"}
!1309 = !{!1310}
!1310 = distinct !{!1310, !1311, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E: %self"}
!1311 = distinct !{!1311, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E"}
!1312 = !{!1313}
!1313 = distinct !{!1313, !1311, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h551f40bedd277aa3E: %f"}
!1314 = !{!1315}
!1315 = distinct !{!1315, !1316, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h7c1677e279a4b8ccE: %_1"}
!1316 = distinct !{!1316, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h7c1677e279a4b8ccE"}
!1317 = !{!1318, !1320, !1322, !1324, !1325, !1327, !1328, !1330}
!1318 = distinct !{!1318, !1319, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E: %bytes"}
!1319 = distinct !{!1319, !"_ZN4core3str11validations15next_code_point17h4f9de8667e85aba5E"}
!1320 = distinct !{!1320, !1321, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next: %self"}
!1321 = distinct !{!1321, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next"}
!1322 = distinct !{!1322, !1323, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h52c0377605e35f6fE: %_0"}
!1323 = distinct !{!1323, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h52c0377605e35f6fE"}
!1324 = distinct !{!1324, !1323, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h52c0377605e35f6fE: %self"}
!1325 = distinct !{!1325, !1326, !"_ZN4core3str7pattern8Searcher11next_reject17hb8d3bfcad85c33f0E: %_0"}
!1326 = distinct !{!1326, !"_ZN4core3str7pattern8Searcher11next_reject17hb8d3bfcad85c33f0E"}
!1327 = distinct !{!1327, !1326, !"_ZN4core3str7pattern8Searcher11next_reject17hb8d3bfcad85c33f0E: %self"}
!1328 = distinct !{!1328, !1329, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hfd73f7b1a3e3831eE: %_0"}
!1329 = distinct !{!1329, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hfd73f7b1a3e3831eE"}
!1330 = distinct !{!1330, !1329, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hfd73f7b1a3e3831eE: %self"}
!1331 = !{!1322, !1324, !1325, !1327, !1328, !1330}
!1332 = !{!1333, !1335, !1337, !1339, !1340, !1342, !1343, !1345}
!1333 = distinct !{!1333, !1334, !"_ZN4core3str11validations23next_code_point_reverse17hf7c30ca6b271acf3E: %bytes"}
!1334 = distinct !{!1334, !"_ZN4core3str11validations23next_code_point_reverse17hf7c30ca6b271acf3E"}
!1335 = distinct !{!1335, !1336, !"_RNvXs4_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back: %self"}
!1336 = distinct !{!1336, !"_RNvXs4_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back"}
!1337 = distinct !{!1337, !1338, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h022333e5b62bfabbE: %_0"}
!1338 = distinct !{!1338, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h022333e5b62bfabbE"}
!1339 = distinct !{!1339, !1338, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h022333e5b62bfabbE: %self"}
!1340 = distinct !{!1340, !1341, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17h4476d8e6c37bf58dE: %_0"}
!1341 = distinct !{!1341, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17h4476d8e6c37bf58dE"}
!1342 = distinct !{!1342, !1341, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17h4476d8e6c37bf58dE: %self"}
!1343 = distinct !{!1343, !1344, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17h6de75f1bd067ad20E: %_0"}
!1344 = distinct !{!1344, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17h6de75f1bd067ad20E"}
!1345 = distinct !{!1345, !1344, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17h6de75f1bd067ad20E: %self"}
!1346 = !{!1337, !1339, !1340, !1342, !1343, !1345}
!1347 = !{!1348}
!1348 = distinct !{!1348, !1349, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher8haystack: %self"}
!1349 = distinct !{!1349, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher8haystack"}
!1350 = !{!1351}
!1351 = distinct !{!1351, !1352, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %self"}
!1352 = distinct !{!1352, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match"}
!1353 = !{!1354}
!1354 = distinct !{!1354, !1352, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %_0"}
!1355 = !{!1354, !1351}
!1356 = !{!1357}
!1357 = distinct !{!1357, !1358, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr: %text.0"}
!1358 = distinct !{!1358, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr"}
!1359 = !{!1360}
!1360 = distinct !{!1360, !1361, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h21027730ea9c425dE: %self"}
!1361 = distinct !{!1361, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h21027730ea9c425dE"}
!1362 = !{!1363}
!1363 = distinct !{!1363, !1364, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1364 = distinct !{!1364, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1365 = !{!1366}
!1366 = distinct !{!1366, !1364, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1367 = !{!1368}
!1368 = distinct !{!1368, !1369, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1369 = distinct !{!1369, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1370 = !{!1371}
!1371 = distinct !{!1371, !1372, !"_ZN4core5slice4sort6shared5pivot7median317hba4ce0cb242e21b9E: %c"}
!1372 = distinct !{!1372, !"_ZN4core5slice4sort6shared5pivot7median317hba4ce0cb242e21b9E"}
!1373 = !{!1374}
!1374 = distinct !{!1374, !1369, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1375 = !{!1368, !1363}
!1376 = !{!1374, !1366, !1371}
!1377 = !{!1374, !1366}
!1378 = !{!1368, !1363, !1371}
!1379 = !{!1380, !1382}
!1380 = distinct !{!1380, !1381, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1381 = distinct !{!1381, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1382 = distinct !{!1382, !1383, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1383 = distinct !{!1383, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1384 = !{!1385, !1386}
!1385 = distinct !{!1385, !1381, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1386 = distinct !{!1386, !1383, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1387 = !{!1388}
!1388 = distinct !{!1388, !1389, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1389 = distinct !{!1389, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1390 = !{!1391}
!1391 = distinct !{!1391, !1389, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1392 = !{!1393}
!1393 = distinct !{!1393, !1394, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1394 = distinct !{!1394, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1395 = !{!1396}
!1396 = distinct !{!1396, !1397, !"_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE: %c"}
!1397 = distinct !{!1397, !"_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE"}
!1398 = !{!1399}
!1399 = distinct !{!1399, !1394, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1400 = !{!1399, !1391}
!1401 = !{!1393, !1388, !1396}
!1402 = !{!1393, !1388}
!1403 = !{!1399, !1391, !1396}
!1404 = !{!1393, !1399, !1388, !1391, !1396}
!1405 = !{!1406}
!1406 = distinct !{!1406, !1407, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1407 = distinct !{!1407, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1408 = !{!1409}
!1409 = distinct !{!1409, !1410, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1410 = distinct !{!1410, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1411 = !{!1409, !1406}
!1412 = !{!1413, !1414}
!1413 = distinct !{!1413, !1410, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1414 = distinct !{!1414, !1407, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1415 = !{!1413, !1409, !1414, !1406}
!1416 = !{!1417, !1419, !1420, !1422}
!1417 = distinct !{!1417, !1418, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1418 = distinct !{!1418, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1419 = distinct !{!1419, !1418, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1420 = distinct !{!1420, !1421, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1421 = distinct !{!1421, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1422 = distinct !{!1422, !1421, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1423 = !{!1424}
!1424 = distinct !{!1424, !1425, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1425 = distinct !{!1425, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1426 = !{!1427}
!1427 = distinct !{!1427, !1425, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1428 = !{!1429}
!1429 = distinct !{!1429, !1430, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1430 = distinct !{!1430, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1431 = !{!1432}
!1432 = distinct !{!1432, !1430, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1433 = !{!1432, !1427}
!1434 = !{!1429, !1424}
!1435 = !{!1429, !1432, !1424, !1427}
!1436 = !{!1437}
!1437 = distinct !{!1437, !1438, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1438 = distinct !{!1438, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1439 = !{!1440}
!1440 = distinct !{!1440, !1438, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1441 = !{!1442}
!1442 = distinct !{!1442, !1443, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1443 = distinct !{!1443, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1444 = !{!1445}
!1445 = distinct !{!1445, !1443, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1446 = !{!1445, !1440}
!1447 = !{!1442, !1437}
!1448 = !{!1442, !1445, !1437, !1440}
!1449 = !{!1450}
!1450 = distinct !{!1450, !1451, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1451 = distinct !{!1451, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1452 = !{!1453}
!1453 = distinct !{!1453, !1451, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1454 = !{!1455}
!1455 = distinct !{!1455, !1456, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1456 = distinct !{!1456, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1457 = !{!1458}
!1458 = distinct !{!1458, !1456, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1459 = !{!1458, !1453}
!1460 = !{!1455, !1450}
!1461 = !{!1455, !1458, !1450, !1453}
!1462 = !{!1463}
!1463 = distinct !{!1463, !1464, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1464 = distinct !{!1464, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1465 = !{!1466}
!1466 = distinct !{!1466, !1464, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1467 = !{!1468}
!1468 = distinct !{!1468, !1469, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1469 = distinct !{!1469, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1470 = !{!1471}
!1471 = distinct !{!1471, !1469, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1472 = !{!1471, !1466}
!1473 = !{!1468, !1463}
!1474 = !{!1468, !1471, !1463, !1466}
!1475 = !{!1476}
!1476 = distinct !{!1476, !1477, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1477 = distinct !{!1477, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1478 = !{!1479}
!1479 = distinct !{!1479, !1477, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1480 = !{!1481}
!1481 = distinct !{!1481, !1482, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1482 = distinct !{!1482, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1483 = !{!1484}
!1484 = distinct !{!1484, !1482, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1485 = !{!1484, !1479}
!1486 = !{!1481, !1476}
!1487 = !{!1481, !1484, !1476, !1479}
!1488 = !{!1489}
!1489 = distinct !{!1489, !1490, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1490 = distinct !{!1490, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1491 = !{!1492}
!1492 = distinct !{!1492, !1490, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1493 = !{!1494}
!1494 = distinct !{!1494, !1495, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1495 = distinct !{!1495, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1496 = !{!1497}
!1497 = distinct !{!1497, !1495, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1498 = !{!1497, !1492}
!1499 = !{!1494, !1489}
!1500 = !{!1494, !1497, !1489, !1492}
!1501 = !{!1502}
!1502 = distinct !{!1502, !1503, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1503 = distinct !{!1503, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1504 = !{!1505}
!1505 = distinct !{!1505, !1506, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1506 = distinct !{!1506, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1507 = !{!1505, !1502}
!1508 = !{!1509, !1510}
!1509 = distinct !{!1509, !1506, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1510 = distinct !{!1510, !1503, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1511 = !{!1509, !1505, !1510, !1502}
!1512 = !{!1513, !1515}
!1513 = distinct !{!1513, !1514, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h399963e064ecb0ebE: %self"}
!1514 = distinct !{!1514, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h399963e064ecb0ebE"}
!1515 = distinct !{!1515, !1516, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h83042ad8f4b08838E: %_1"}
!1516 = distinct !{!1516, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h83042ad8f4b08838E"}
!1517 = !{!1518, !1520}
!1518 = distinct !{!1518, !1519, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE: %_0"}
!1519 = distinct !{!1519, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h71fc566a9ee9cafaE"}
!1520 = distinct !{!1520, !1521, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hab1664426c3c61eaE: %_0"}
!1521 = distinct !{!1521, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hab1664426c3c61eaE"}
!1522 = !{!1520}
!1523 = !{!1524, !1526, !1528, !1530}
!1524 = distinct !{!1524, !1525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E: %self"}
!1525 = distinct !{!1525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74629ab73edda0d4E"}
!1526 = distinct !{!1526, !1527, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha5b4b7f13b9cad68E: %self"}
!1527 = distinct !{!1527, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha5b4b7f13b9cad68E"}
!1528 = distinct !{!1528, !1529, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h0e377d713a1eec08E: %_1"}
!1529 = distinct !{!1529, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h0e377d713a1eec08E"}
!1530 = distinct !{!1530, !1531, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E: %_1"}
!1531 = distinct !{!1531, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h935e7b517146f2b9E"}
!1532 = !{!1533}
!1533 = distinct !{!1533, !1534, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1534 = distinct !{!1534, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1535 = !{!1536}
!1536 = distinct !{!1536, !1534, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1537 = !{!1538}
!1538 = distinct !{!1538, !1539, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1539 = distinct !{!1539, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1540 = !{!1541}
!1541 = distinct !{!1541, !1542, !"_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E: %scratch.0"}
!1542 = distinct !{!1542, !"_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E"}
!1543 = !{!1544}
!1544 = distinct !{!1544, !1539, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1545 = !{!1544, !1536}
!1546 = !{!1538, !1533, !1541}
!1547 = !{!1538, !1533}
!1548 = !{!1544, !1536, !1541}
!1549 = !{!1538, !1544, !1533, !1536, !1541}
!1550 = !{!1551}
!1551 = distinct !{!1551, !1552, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1552 = distinct !{!1552, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1553 = !{!1554}
!1554 = distinct !{!1554, !1555, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1555 = distinct !{!1555, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1556 = !{!1554, !1551}
!1557 = !{!1558, !1559, !1541}
!1558 = distinct !{!1558, !1555, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1559 = distinct !{!1559, !1552, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1560 = !{!1554, !1558, !1551, !1559, !1541}
!1561 = !{!1562}
!1562 = distinct !{!1562, !1563, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1563 = distinct !{!1563, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1564 = !{!1565}
!1565 = distinct !{!1565, !1566, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1566 = distinct !{!1566, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1567 = !{!1565, !1562}
!1568 = !{!1569, !1570, !1541}
!1569 = distinct !{!1569, !1566, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1570 = distinct !{!1570, !1563, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1571 = !{!1565, !1569, !1562, !1570, !1541}
!1572 = !{!1573}
!1573 = distinct !{!1573, !1574, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hc1a7a3fd9fd4b512E: %a.0"}
!1574 = distinct !{!1574, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hc1a7a3fd9fd4b512E"}
!1575 = !{!1541, !1576}
!1576 = distinct !{!1576, !1542, !"_ZN4core5slice4sort6stable5drift10create_run17h8c148fbe3b90afd8E: %is_less"}
!1577 = !{!1578}
!1578 = distinct !{!1578, !1574, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hc1a7a3fd9fd4b512E: %b.0"}
!1579 = !{!1580}
!1580 = distinct !{!1580, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %x"}
!1581 = distinct !{!1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E"}
!1582 = !{!1583}
!1583 = distinct !{!1583, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %y"}
!1584 = !{!1580, !1573, !1585}
!1585 = distinct !{!1585, !1586, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h4196504e7076f2d9E: %self.0"}
!1586 = distinct !{!1586, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h4196504e7076f2d9E"}
!1587 = !{!1583, !1578, !1541, !1576}
!1588 = !{!1583, !1578, !1585}
!1589 = !{!1580, !1573, !1541, !1576}
!1590 = !{!1591}
!1591 = distinct !{!1591, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %x:It1"}
!1592 = !{!1593}
!1593 = distinct !{!1593, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %y:It1"}
!1594 = !{!1591, !1573, !1585}
!1595 = !{!1593, !1578, !1541, !1576}
!1596 = !{!1593, !1578, !1585}
!1597 = !{!1591, !1573, !1541, !1576}
!1598 = !{!1599}
!1599 = distinct !{!1599, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %x:It2"}
!1600 = !{!1601}
!1601 = distinct !{!1601, !1581, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %y:It2"}
!1602 = !{!1599, !1573, !1585}
!1603 = !{!1601, !1578, !1541, !1576}
!1604 = !{!1601, !1578, !1585}
!1605 = !{!1599, !1573, !1541, !1576}
!1606 = !{!1607}
!1607 = distinct !{!1607, !1608, !"_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E: %v.0"}
!1608 = distinct !{!1608, !"_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E"}
!1609 = !{!1610}
!1610 = distinct !{!1610, !1608, !"_ZN4core5slice4sort6stable5merge5merge17hf5c1b60d113a3015E: %scratch.0"}
!1611 = !{!1607, !1610}
!1612 = !{!1613}
!1613 = distinct !{!1613, !1614, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1614 = distinct !{!1614, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1615 = !{!1616}
!1616 = distinct !{!1616, !1614, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1617 = !{!1618}
!1618 = distinct !{!1618, !1619, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1619 = distinct !{!1619, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1620 = !{!1621}
!1621 = distinct !{!1621, !1619, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1622 = !{!1621, !1616, !1607}
!1623 = !{!1618, !1613, !1624, !1610}
!1624 = distinct !{!1624, !1625, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h63ed6d74651762e6E: %self"}
!1625 = distinct !{!1625, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h63ed6d74651762e6E"}
!1626 = !{!1618, !1613, !1610}
!1627 = !{!1621, !1616, !1624, !1607}
!1628 = !{!1618, !1621, !1613, !1616, !1624, !1607, !1610}
!1629 = !{!1624}
!1630 = !{!1631}
!1631 = distinct !{!1631, !1632, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1632 = distinct !{!1632, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1633 = !{!1634}
!1634 = distinct !{!1634, !1632, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1635 = !{!1636}
!1636 = distinct !{!1636, !1637, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1637 = distinct !{!1637, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1638 = !{!1639}
!1639 = distinct !{!1639, !1637, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1640 = !{!1639, !1634, !1610}
!1641 = !{!1636, !1631, !1642, !1607}
!1642 = distinct !{!1642, !1643, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17hf5fe83c09c293e94E: %self"}
!1643 = distinct !{!1643, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17hf5fe83c09c293e94E"}
!1644 = !{!1636, !1631, !1607}
!1645 = !{!1639, !1634, !1642, !1610}
!1646 = !{!1636, !1639, !1631, !1634, !1642, !1607, !1610}
!1647 = !{!1642}
!1648 = !{!1649, !1651}
!1649 = distinct !{!1649, !1650, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha872c4bacdb76b2cE: %self"}
!1650 = distinct !{!1650, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha872c4bacdb76b2cE"}
!1651 = distinct !{!1651, !1652, !"_ZN4core3ptr96drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5a42005898049e19E: %_1"}
!1652 = distinct !{!1652, !"_ZN4core3ptr96drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5a42005898049e19E"}
!1653 = !{!1654}
!1654 = distinct !{!1654, !1655, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17ha661eff71ac32be7E: %v.0"}
!1655 = distinct !{!1655, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17ha661eff71ac32be7E"}
!1656 = !{!1654, !1657}
!1657 = distinct !{!1657, !1655, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17ha661eff71ac32be7E: %scratch.0"}
!1658 = !{!1659}
!1659 = distinct !{!1659, !1655, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17ha661eff71ac32be7E: %is_less"}
!1660 = !{!1661}
!1661 = distinct !{!1661, !1662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a:It1"}
!1662 = distinct !{!1662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1663 = !{!1664}
!1664 = distinct !{!1664, !1662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b:It1"}
!1665 = !{!1666}
!1666 = distinct !{!1666, !1667, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a:It1"}
!1667 = distinct !{!1667, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1668 = !{!1669}
!1669 = distinct !{!1669, !1667, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b:It1"}
!1670 = !{!1669, !1664, !1657}
!1671 = !{!1666, !1661, !1654, !1659}
!1672 = !{!1666, !1661, !1657}
!1673 = !{!1669, !1664, !1654, !1659}
!1674 = !{!1666, !1669, !1661, !1664, !1654, !1659}
!1675 = !{!1657}
!1676 = !{!1654, !1659}
!1677 = !{!1678}
!1678 = distinct !{!1678, !1679, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b:It1"}
!1679 = distinct !{!1679, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1680 = !{!1681}
!1681 = distinct !{!1681, !1682, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b:It1"}
!1682 = distinct !{!1682, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1683 = !{!1681, !1678, !1657}
!1684 = !{!1685, !1686, !1654, !1659}
!1685 = distinct !{!1685, !1682, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1686 = distinct !{!1686, !1679, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1687 = !{!1685, !1681, !1686, !1678, !1654, !1659}
!1688 = !{!1689, !1691, !1654, !1659}
!1689 = distinct !{!1689, !1690, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h399963e064ecb0ebE: %self"}
!1690 = distinct !{!1690, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h399963e064ecb0ebE"}
!1691 = distinct !{!1691, !1692, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h83042ad8f4b08838E: %_1"}
!1692 = distinct !{!1692, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h83042ad8f4b08838E"}
!1693 = !{!1694}
!1694 = distinct !{!1694, !1695, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17hdfd7bb796ebaa19aE: %v.0"}
!1695 = distinct !{!1695, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17hdfd7bb796ebaa19aE"}
!1696 = !{!1697}
!1697 = distinct !{!1697, !1698, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1698 = distinct !{!1698, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1699 = !{!1700}
!1700 = distinct !{!1700, !1698, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1701 = !{!1702}
!1702 = distinct !{!1702, !1703, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1703 = distinct !{!1703, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1704 = !{!1705}
!1705 = distinct !{!1705, !1706, !"_ZN4core5slice4sort6shared9smallsort8merge_up17ha83c513d011d464aE: %_0"}
!1706 = distinct !{!1706, !"_ZN4core5slice4sort6shared9smallsort8merge_up17ha83c513d011d464aE"}
!1707 = !{!1708}
!1708 = distinct !{!1708, !1703, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1709 = !{!1708, !1700, !1694, !1657}
!1710 = !{!1702, !1697, !1705, !1654, !1659}
!1711 = !{!1702, !1697, !1694, !1657}
!1712 = !{!1708, !1700, !1705, !1654, !1659}
!1713 = !{!1702, !1708, !1697, !1700, !1705, !1694, !1654, !1659}
!1714 = !{!1705, !1715, !1659}
!1715 = distinct !{!1715, !1706, !"_ZN4core5slice4sort6shared9smallsort8merge_up17ha83c513d011d464aE: %is_less"}
!1716 = !{!1717}
!1717 = distinct !{!1717, !1718, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1718 = distinct !{!1718, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1719 = !{!1720}
!1720 = distinct !{!1720, !1718, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1721 = !{!1722}
!1722 = distinct !{!1722, !1723, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1723 = distinct !{!1723, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1724 = !{!1725}
!1725 = distinct !{!1725, !1726, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h25628d6f887b007dE: %_0"}
!1726 = distinct !{!1726, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h25628d6f887b007dE"}
!1727 = !{!1728}
!1728 = distinct !{!1728, !1723, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1729 = !{!1728, !1720, !1694, !1657}
!1730 = !{!1722, !1717, !1725, !1654, !1659}
!1731 = !{!1722, !1717, !1694, !1657}
!1732 = !{!1728, !1720, !1725, !1654, !1659}
!1733 = !{!1722, !1728, !1717, !1720, !1725, !1694, !1654, !1659}
!1734 = !{!1725, !1735, !1659}
!1735 = distinct !{!1735, !1726, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h25628d6f887b007dE: %is_less"}
!1736 = !{!"branch_weights", i32 4001, i32 4000000}
!1737 = !{!1694, !1654, !1659}
!1738 = !{!1739}
!1739 = distinct !{!1739, !1662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1740 = !{!1741}
!1741 = distinct !{!1741, !1662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1742 = !{!1743}
!1743 = distinct !{!1743, !1667, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1744 = !{!1745}
!1745 = distinct !{!1745, !1667, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1746 = !{!1745, !1741, !1657}
!1747 = !{!1743, !1739, !1654, !1659}
!1748 = !{!1743, !1739, !1657}
!1749 = !{!1745, !1741, !1654, !1659}
!1750 = !{!1743, !1745, !1739, !1741, !1654, !1659}
!1751 = !{!1752}
!1752 = distinct !{!1752, !1679, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1753 = !{!1754}
!1754 = distinct !{!1754, !1682, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1755 = !{!1754, !1752, !1657}
!1756 = !{!1685, !1754, !1686, !1752, !1654, !1659}
!1757 = !{!1758}
!1758 = distinct !{!1758, !1759, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb66e2b086e387179E: %v.0"}
!1759 = distinct !{!1759, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb66e2b086e387179E"}
!1760 = !{!1761}
!1761 = distinct !{!1761, !1762, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1762 = distinct !{!1762, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1763 = !{!1764}
!1764 = distinct !{!1764, !1762, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1765 = !{!1766}
!1766 = distinct !{!1766, !1767, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1767 = distinct !{!1767, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1768 = !{!1769}
!1769 = distinct !{!1769, !1770, !"_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE: %c"}
!1770 = distinct !{!1770, !"_ZN4core5slice4sort6shared5pivot7median317h60ce5fc2cbc3175cE"}
!1771 = !{!1772}
!1772 = distinct !{!1772, !1767, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1773 = !{!1772, !1764, !1758}
!1774 = !{!1766, !1761, !1769, !1775}
!1775 = distinct !{!1775, !1759, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb66e2b086e387179E: %is_less"}
!1776 = !{!1766, !1761, !1758}
!1777 = !{!1772, !1764, !1769, !1775}
!1778 = !{!1766, !1772, !1761, !1764, !1769, !1758, !1775}
!1779 = !{!1780}
!1780 = distinct !{!1780, !1781, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1781 = distinct !{!1781, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1782 = !{!1783}
!1783 = distinct !{!1783, !1784, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1784 = distinct !{!1784, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1785 = !{!1783, !1780, !1758}
!1786 = !{!1787, !1788, !1775}
!1787 = distinct !{!1787, !1784, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1788 = distinct !{!1788, !1781, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1789 = !{!1787, !1783, !1788, !1780, !1758, !1775}
!1790 = !{!1791, !1793, !1794, !1796, !1758, !1775}
!1791 = distinct !{!1791, !1792, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1792 = distinct !{!1792, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1793 = distinct !{!1793, !1792, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1794 = distinct !{!1794, !1795, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1795 = distinct !{!1795, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1796 = distinct !{!1796, !1795, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1797 = !{!1798}
!1798 = distinct !{!1798, !1799, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1799 = distinct !{!1799, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1800 = !{!1801}
!1801 = distinct !{!1801, !1799, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1802 = !{!1803}
!1803 = distinct !{!1803, !1804, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1804 = distinct !{!1804, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1805 = !{!1806}
!1806 = distinct !{!1806, !1804, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1807 = !{!1806, !1801}
!1808 = !{!1803, !1798}
!1809 = !{!1803, !1806, !1798, !1801}
!1810 = !{!1811}
!1811 = distinct !{!1811, !1812, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h676d55ad1c19f936E: %v.0"}
!1812 = distinct !{!1812, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h676d55ad1c19f936E"}
!1813 = !{!1814}
!1814 = distinct !{!1814, !1812, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h676d55ad1c19f936E: %scratch.0"}
!1815 = !{!1816}
!1816 = distinct !{!1816, !1817, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1817 = distinct !{!1817, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1818 = !{!1819}
!1819 = distinct !{!1819, !1817, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1820 = !{!1821}
!1821 = distinct !{!1821, !1822, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1822 = distinct !{!1822, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1823 = !{!1824}
!1824 = distinct !{!1824, !1822, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1825 = !{!1824, !1819, !1811}
!1826 = !{!1821, !1816, !1814}
!1827 = !{!1821, !1816, !1811}
!1828 = !{!1824, !1819, !1814}
!1829 = !{!1821, !1824, !1816, !1819, !1811, !1814}
!1830 = !{!1811, !1814}
!1831 = !{!1832}
!1832 = distinct !{!1832, !1833, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E: %self"}
!1833 = distinct !{!1833, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E"}
!1834 = !{!1835}
!1835 = distinct !{!1835, !1836, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E: %self"}
!1836 = distinct !{!1836, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E"}
!1837 = !{!1838, !1840}
!1838 = distinct !{!1838, !1839, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E: %pair"}
!1839 = distinct !{!1839, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E"}
!1840 = distinct !{!1840, !1839, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h547565ddf67f9113E: %self.0"}
!1841 = !{!1842}
!1842 = distinct !{!1842, !1843, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E: %v.0"}
!1843 = distinct !{!1843, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E"}
!1844 = !{!1845}
!1845 = distinct !{!1845, !1843, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h6b6206d7994741a4E: %scratch.0"}
!1846 = !{!1847}
!1847 = distinct !{!1847, !1848, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha70fa634195e9e2eE: %a"}
!1848 = distinct !{!1848, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha70fa634195e9e2eE"}
!1849 = !{!1850}
!1850 = distinct !{!1850, !1848, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha70fa634195e9e2eE: %b"}
!1851 = !{!1852}
!1852 = distinct !{!1852, !1853, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %a"}
!1853 = distinct !{!1853, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E"}
!1854 = !{!1855}
!1855 = distinct !{!1855, !1853, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h2b3b10e3a5a43b90E: %b"}
!1856 = !{!1857}
!1857 = distinct !{!1857, !1858, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %a"}
!1858 = distinct !{!1858, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE"}
!1859 = !{!1860}
!1860 = distinct !{!1860, !1858, !"_ZN18_04_slices_strings4main28_$u7b$$u7b$closure$u7d$$u7d$17h30ba40fb00d57f3fE: %b"}
!1861 = !{!1860, !1855, !1847, !1842}
!1862 = !{!1857, !1852, !1850, !1845}
!1863 = !{!1857, !1852, !1850, !1842}
!1864 = !{!1860, !1855, !1847, !1845}
!1865 = !{!1857, !1860, !1852, !1855, !1847, !1850, !1842, !1845}
!1866 = !{!1842, !1845}
!1867 = !{!1868}
!1868 = distinct !{!1868, !1869, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E: %self"}
!1869 = distinct !{!1869, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E"}
!1870 = !{!1871}
!1871 = distinct !{!1871, !1872, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E: %self"}
!1872 = distinct !{!1872, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h9292e05b7e8ee467E"}
!1873 = !{!1874}
!1874 = distinct !{!1874, !1875, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1875 = distinct !{!1875, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1876 = !{!1877}
!1877 = distinct !{!1877, !1875, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1878 = !{!1879}
!1879 = distinct !{!1879, !1880, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1880 = distinct !{!1880, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1881 = !{!1882}
!1882 = distinct !{!1882, !1880, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1883 = !{!1879, !1874}
!1884 = !{!1882, !1877}
!1885 = !{!1886, !1888}
!1886 = distinct !{!1886, !1887, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1887 = distinct !{!1887, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1888 = distinct !{!1888, !1889, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1889 = distinct !{!1889, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1890 = !{!1891, !1892}
!1891 = distinct !{!1891, !1887, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1892 = distinct !{!1892, !1889, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1893 = !{!1894, !1896}
!1894 = distinct !{!1894, !1895, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1895 = distinct !{!1895, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1896 = distinct !{!1896, !1897, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1897 = distinct !{!1897, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1898 = !{!1899, !1900}
!1899 = distinct !{!1899, !1895, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1900 = distinct !{!1900, !1897, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1901 = !{!1902, !1904}
!1902 = distinct !{!1902, !1903, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h2e701026ebe4575cE: %a.0"}
!1903 = distinct !{!1903, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h2e701026ebe4575cE"}
!1904 = distinct !{!1904, !1905, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hb23f8b3b39c82bf2E: %self.0"}
!1905 = distinct !{!1905, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hb23f8b3b39c82bf2E"}
!1906 = !{!1907}
!1907 = distinct !{!1907, !1903, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h2e701026ebe4575cE: %b.0"}
!1908 = !{!1907, !1904}
!1909 = !{!1902}
!1910 = !{!1911}
!1911 = distinct !{!1911, !1912, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1912 = distinct !{!1912, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1913 = !{!1914}
!1914 = distinct !{!1914, !1912, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1915 = !{!1916}
!1916 = distinct !{!1916, !1917, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1917 = distinct !{!1917, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1918 = !{!1919}
!1919 = distinct !{!1919, !1917, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1920 = !{!1916, !1911}
!1921 = !{!1919, !1914}
!1922 = !{!1923}
!1923 = distinct !{!1923, !1924, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1924 = distinct !{!1924, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1925 = !{!1926}
!1926 = distinct !{!1926, !1924, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1927 = !{!1928}
!1928 = distinct !{!1928, !1929, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1929 = distinct !{!1929, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1930 = !{!1931}
!1931 = distinct !{!1931, !1929, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1932 = !{!1928, !1923}
!1933 = !{!1931, !1926}
!1934 = !{!1935}
!1935 = distinct !{!1935, !1936, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %x"}
!1936 = distinct !{!1936, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E"}
!1937 = !{!1938}
!1938 = distinct !{!1938, !1936, !"_ZN4core3ptr10swap_chunk17h077e8d7cfacb43b5E: %y"}
!1939 = !{!1940}
!1940 = distinct !{!1940, !1941, !"_ZN4core5slice4sort6shared9smallsort18small_sort_network17h2f03c2d8b4235e76E: %v.0"}
!1941 = distinct !{!1941, !"_ZN4core5slice4sort6shared9smallsort18small_sort_network17h2f03c2d8b4235e76E"}
!1942 = !{!1943}
!1943 = distinct !{!1943, !1944, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1944 = distinct !{!1944, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1945 = !{!1946}
!1946 = distinct !{!1946, !1944, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1947 = !{!1948}
!1948 = distinct !{!1948, !1949, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1949 = distinct !{!1949, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1950 = !{!1951}
!1951 = distinct !{!1951, !1949, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1952 = !{!1948, !1943, !1953, !1940}
!1953 = distinct !{!1953, !1954, !"_ZN4core5slice4sort6shared9smallsort14sort13_optimal17hbe39b335344d14adE: %v.0"}
!1954 = distinct !{!1954, !"_ZN4core5slice4sort6shared9smallsort14sort13_optimal17hbe39b335344d14adE"}
!1955 = !{!1951, !1946}
!1956 = !{!1951, !1946, !1953, !1940}
!1957 = !{!1948, !1943}
!1958 = !{!1959}
!1959 = distinct !{!1959, !1960, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1960 = distinct !{!1960, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1961 = !{!1962}
!1962 = distinct !{!1962, !1960, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1963 = !{!1964}
!1964 = distinct !{!1964, !1965, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1965 = distinct !{!1965, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1966 = !{!1967}
!1967 = distinct !{!1967, !1965, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1968 = !{!1964, !1959, !1953, !1940}
!1969 = !{!1967, !1962}
!1970 = !{!1967, !1962, !1953, !1940}
!1971 = !{!1964, !1959}
!1972 = !{!1973}
!1973 = distinct !{!1973, !1974, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1974 = distinct !{!1974, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1975 = !{!1976}
!1976 = distinct !{!1976, !1974, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1977 = !{!1978}
!1978 = distinct !{!1978, !1979, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1979 = distinct !{!1979, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1980 = !{!1981}
!1981 = distinct !{!1981, !1979, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1982 = !{!1978, !1973, !1953, !1940}
!1983 = !{!1981, !1976}
!1984 = !{!1981, !1976, !1953, !1940}
!1985 = !{!1978, !1973}
!1986 = !{!1987}
!1987 = distinct !{!1987, !1988, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!1988 = distinct !{!1988, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!1989 = !{!1990}
!1990 = distinct !{!1990, !1988, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!1991 = !{!1992}
!1992 = distinct !{!1992, !1993, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!1993 = distinct !{!1993, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!1994 = !{!1995}
!1995 = distinct !{!1995, !1993, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!1996 = !{!1992, !1987, !1953, !1940}
!1997 = !{!1995, !1990}
!1998 = !{!1995, !1990, !1953, !1940}
!1999 = !{!1992, !1987}
!2000 = !{!2001}
!2001 = distinct !{!2001, !2002, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2002 = distinct !{!2002, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2003 = !{!2004}
!2004 = distinct !{!2004, !2002, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2005 = !{!2006}
!2006 = distinct !{!2006, !2007, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2007 = distinct !{!2007, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2008 = !{!2009}
!2009 = distinct !{!2009, !2007, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2010 = !{!2006, !2001, !1953, !1940}
!2011 = !{!2009, !2004}
!2012 = !{!2009, !2004, !1953, !1940}
!2013 = !{!2006, !2001}
!2014 = !{!2015}
!2015 = distinct !{!2015, !2016, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2016 = distinct !{!2016, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2017 = !{!2018}
!2018 = distinct !{!2018, !2016, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2019 = !{!2020}
!2020 = distinct !{!2020, !2021, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2021 = distinct !{!2021, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2022 = !{!2023}
!2023 = distinct !{!2023, !2021, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2024 = !{!2020, !2015, !1953, !1940}
!2025 = !{!2023, !2018}
!2026 = !{!2023, !2018, !1953, !1940}
!2027 = !{!2020, !2015}
!2028 = !{!2029, !2031, !1953, !1940}
!2029 = distinct !{!2029, !2030, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2030 = distinct !{!2030, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2031 = distinct !{!2031, !2032, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2032 = distinct !{!2032, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2033 = !{!2034, !2035}
!2034 = distinct !{!2034, !2030, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2035 = distinct !{!2035, !2032, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2036 = !{!1953, !1940}
!2037 = !{!2038}
!2038 = distinct !{!2038, !2039, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2039 = distinct !{!2039, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2040 = !{!2041}
!2041 = distinct !{!2041, !2039, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2042 = !{!2043}
!2043 = distinct !{!2043, !2044, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2044 = distinct !{!2044, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2045 = !{!2046}
!2046 = distinct !{!2046, !2044, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2047 = !{!2043, !2038, !2048, !1940}
!2048 = distinct !{!2048, !2049, !"_ZN4core5slice4sort6shared9smallsort13sort9_optimal17h631ba0d1c5d3fbd3E: %v.0"}
!2049 = distinct !{!2049, !"_ZN4core5slice4sort6shared9smallsort13sort9_optimal17h631ba0d1c5d3fbd3E"}
!2050 = !{!2046, !2041}
!2051 = !{!2046, !2041, !2048, !1940}
!2052 = !{!2043, !2038}
!2053 = !{!2054}
!2054 = distinct !{!2054, !2055, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2055 = distinct !{!2055, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2056 = !{!2057}
!2057 = distinct !{!2057, !2055, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2058 = !{!2059}
!2059 = distinct !{!2059, !2060, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2060 = distinct !{!2060, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2061 = !{!2062}
!2062 = distinct !{!2062, !2060, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2063 = !{!2059, !2054, !2048, !1940}
!2064 = !{!2062, !2057}
!2065 = !{!2062, !2057, !2048, !1940}
!2066 = !{!2059, !2054}
!2067 = !{!2068}
!2068 = distinct !{!2068, !2069, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2069 = distinct !{!2069, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2070 = !{!2071}
!2071 = distinct !{!2071, !2069, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2072 = !{!2073}
!2073 = distinct !{!2073, !2074, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2074 = distinct !{!2074, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2075 = !{!2076}
!2076 = distinct !{!2076, !2074, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2077 = !{!2073, !2068, !2048, !1940}
!2078 = !{!2076, !2071}
!2079 = !{!2076, !2071, !2048, !1940}
!2080 = !{!2073, !2068}
!2081 = !{!2082}
!2082 = distinct !{!2082, !2083, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2083 = distinct !{!2083, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2084 = !{!2085}
!2085 = distinct !{!2085, !2083, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2086 = !{!2087}
!2087 = distinct !{!2087, !2088, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2088 = distinct !{!2088, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2089 = !{!2090}
!2090 = distinct !{!2090, !2088, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2091 = !{!2087, !2082, !2048, !1940}
!2092 = !{!2090, !2085}
!2093 = !{!2090, !2085, !2048, !1940}
!2094 = !{!2087, !2082}
!2095 = !{!2096, !2098, !2048, !1940}
!2096 = distinct !{!2096, !2097, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2097 = distinct !{!2097, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2098 = distinct !{!2098, !2099, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2099 = distinct !{!2099, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2100 = !{!2101, !2102}
!2101 = distinct !{!2101, !2097, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2102 = distinct !{!2102, !2099, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2103 = !{!2048, !1940}
!2104 = !{!2105}
!2105 = distinct !{!2105, !2106, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2106 = distinct !{!2106, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2107 = !{!2108}
!2108 = distinct !{!2108, !2106, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2109 = !{!2110}
!2110 = distinct !{!2110, !2111, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2111 = distinct !{!2111, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2112 = !{!2113}
!2113 = distinct !{!2113, !2111, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2114 = !{!2110, !2105, !2115, !1940}
!2115 = distinct !{!2115, !2116, !"_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E: %v.0"}
!2116 = distinct !{!2116, !"_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hf064513188340067E"}
!2117 = !{!2113, !2108}
!2118 = !{!2113, !2108, !2115, !1940}
!2119 = !{!2110, !2105}
!2120 = !{!2115, !1940}
!2121 = !{!2122, !2124, !2115, !1940}
!2122 = distinct !{!2122, !2123, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2123 = distinct !{!2123, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2124 = distinct !{!2124, !2125, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2125 = distinct !{!2125, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2126 = !{!2127, !2128}
!2127 = distinct !{!2127, !2123, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2128 = distinct !{!2128, !2125, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2129 = !{!2130, !2132}
!2130 = distinct !{!2130, !2131, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h72235d7bdd855fbbE: %self"}
!2131 = distinct !{!2131, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h72235d7bdd855fbbE"}
!2132 = distinct !{!2132, !2133, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$i64$GT$$GT$17h76138dce8c16c665E: %_1"}
!2133 = distinct !{!2133, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$i64$GT$$GT$17h76138dce8c16c665E"}
!2134 = !{!2135}
!2135 = distinct !{!2135, !2136, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h9140c768a7f7dd68E: %v.0"}
!2136 = distinct !{!2136, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h9140c768a7f7dd68E"}
!2137 = !{!2138}
!2138 = distinct !{!2138, !2139, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2139 = distinct !{!2139, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2140 = !{!2141}
!2141 = distinct !{!2141, !2139, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2142 = !{!2143}
!2143 = distinct !{!2143, !2144, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2144 = distinct !{!2144, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2145 = !{!2146}
!2146 = distinct !{!2146, !2147, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h99215b9632a61639E: %_0"}
!2147 = distinct !{!2147, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h99215b9632a61639E"}
!2148 = !{!2149}
!2149 = distinct !{!2149, !2144, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2150 = !{!2143, !2138, !2135, !1940}
!2151 = !{!2149, !2141, !2146}
!2152 = !{!2149, !2141, !2135, !1940}
!2153 = !{!2143, !2138, !2146}
!2154 = !{!2146, !2155, !2135, !1940}
!2155 = distinct !{!2155, !2147, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h99215b9632a61639E: %is_less"}
!2156 = !{!2157}
!2157 = distinct !{!2157, !2158, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2158 = distinct !{!2158, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2159 = !{!2160}
!2160 = distinct !{!2160, !2158, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2161 = !{!2162}
!2162 = distinct !{!2162, !2163, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2163 = distinct !{!2163, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2164 = !{!2165}
!2165 = distinct !{!2165, !2166, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h5f43a72b60b39385E: %_0"}
!2166 = distinct !{!2166, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h5f43a72b60b39385E"}
!2167 = !{!2168}
!2168 = distinct !{!2168, !2163, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2169 = !{!2162, !2157, !2135, !1940}
!2170 = !{!2168, !2160, !2165}
!2171 = !{!2168, !2160, !2135, !1940}
!2172 = !{!2162, !2157, !2165}
!2173 = !{!2165, !2174, !2135, !1940}
!2174 = distinct !{!2174, !2166, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h5f43a72b60b39385E: %is_less"}
!2175 = !{!2135, !1940}
!2176 = !{!2177}
!2177 = distinct !{!2177, !2178, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2178 = distinct !{!2178, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2179 = !{!2180}
!2180 = distinct !{!2180, !2178, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2181 = !{!2182}
!2182 = distinct !{!2182, !2183, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2183 = distinct !{!2183, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2184 = !{!2185}
!2185 = distinct !{!2185, !2186, !"_ZN4core5slice4sort6shared5pivot7median317hba4ce0cb242e21b9E: %c"}
!2186 = distinct !{!2186, !"_ZN4core5slice4sort6shared5pivot7median317hba4ce0cb242e21b9E"}
!2187 = !{!2188}
!2188 = distinct !{!2188, !2183, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2189 = !{!2182, !2177, !2190}
!2190 = distinct !{!2190, !2191, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE: %v.0"}
!2191 = distinct !{!2191, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE"}
!2192 = !{!2188, !2180, !2185, !2193}
!2193 = distinct !{!2193, !2191, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17hb86a73873110005bE: %is_less"}
!2194 = !{!2188, !2180, !2190}
!2195 = !{!2182, !2177, !2185, !2193}
!2196 = !{!2197, !2199, !2190}
!2197 = distinct !{!2197, !2198, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2198 = distinct !{!2198, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2199 = distinct !{!2199, !2200, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2200 = distinct !{!2200, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2201 = !{!2202, !2203, !2193}
!2202 = distinct !{!2202, !2198, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2203 = distinct !{!2203, !2200, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2204 = !{!2205, !2207}
!2205 = distinct !{!2205, !2206, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E: %self.0"}
!2206 = distinct !{!2206, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E"}
!2207 = distinct !{!2207, !2208, !"_ZN4core5slice4sort8unstable9quicksort9partition17he4d6e6762a473d1aE: %v.0"}
!2208 = distinct !{!2208, !"_ZN4core5slice4sort8unstable9quicksort9partition17he4d6e6762a473d1aE"}
!2209 = !{!2210}
!2210 = distinct !{!2210, !2211, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE: %v.0"}
!2211 = distinct !{!2211, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE"}
!2212 = !{!2213}
!2213 = distinct !{!2213, !2211, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h20c311ee42d3e21aE: %pivot"}
!2214 = !{!2210, !2207}
!2215 = !{!2216, !2218, !2213, !2207}
!2216 = distinct !{!2216, !2217, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2217 = distinct !{!2217, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2218 = distinct !{!2218, !2219, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2219 = distinct !{!2219, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2220 = !{!2221, !2222, !2223, !2225, !2210}
!2221 = distinct !{!2221, !2217, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2222 = distinct !{!2222, !2219, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2223 = distinct !{!2223, !2224, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %_1"}
!2224 = distinct !{!2224, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E"}
!2225 = distinct !{!2225, !2224, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %state"}
!2226 = !{!2222}
!2227 = !{!2218}
!2228 = !{!2221}
!2229 = !{!2216}
!2230 = !{!2221, !2222, !2210, !2207}
!2231 = !{!2216, !2218, !2223, !2225, !2213}
!2232 = !{!2223, !2225, !2213}
!2233 = !{!2234, !2236, !2210, !2207}
!2234 = distinct !{!2234, !2235, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2235 = distinct !{!2235, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2236 = distinct !{!2236, !2237, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2237 = distinct !{!2237, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2238 = !{!2239, !2240, !2241, !2243, !2213}
!2239 = distinct !{!2239, !2235, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2240 = distinct !{!2240, !2237, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2241 = distinct !{!2241, !2242, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %_1"}
!2242 = distinct !{!2242, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E"}
!2243 = distinct !{!2243, !2242, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %state"}
!2244 = !{!2241, !2243, !2213}
!2245 = !{!2246, !2248, !2210, !2207}
!2246 = distinct !{!2246, !2247, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2247 = distinct !{!2247, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2248 = distinct !{!2248, !2249, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2249 = distinct !{!2249, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2250 = !{!2251, !2252, !2253, !2255, !2213}
!2251 = distinct !{!2251, !2247, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2252 = distinct !{!2252, !2249, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2253 = distinct !{!2253, !2254, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %_1"}
!2254 = distinct !{!2254, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E"}
!2255 = distinct !{!2255, !2254, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h4b703f27e80d21d8E: %state"}
!2256 = !{!2253, !2255, !2213}
!2257 = !{!2258, !2207}
!2258 = distinct !{!2258, !2259, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E: %self.0"}
!2259 = distinct !{!2259, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E"}
!2260 = !{!2261}
!2261 = distinct !{!2261, !2262, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2262 = distinct !{!2262, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2263 = !{!2264}
!2264 = distinct !{!2264, !2262, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2265 = !{!2266}
!2266 = distinct !{!2266, !2267, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2267 = distinct !{!2267, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2268 = !{!2269}
!2269 = distinct !{!2269, !2267, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2270 = !{!2266, !2261}
!2271 = !{!2269, !2264}
!2272 = !{!2273, !2275}
!2273 = distinct !{!2273, !2274, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E: %self.0"}
!2274 = distinct !{!2274, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E"}
!2275 = distinct !{!2275, !2276, !"_ZN4core5slice4sort8unstable9quicksort9partition17hea2802bdd31e506dE: %v.0"}
!2276 = distinct !{!2276, !"_ZN4core5slice4sort8unstable9quicksort9partition17hea2802bdd31e506dE"}
!2277 = !{!2278}
!2278 = distinct !{!2278, !2279, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE: %v.0"}
!2279 = distinct !{!2279, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE"}
!2280 = !{!2281}
!2281 = distinct !{!2281, !2279, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h9c51bca2ef7876bcE: %pivot"}
!2282 = !{!2278, !2275}
!2283 = !{!2284, !2286, !2288, !2281, !2275}
!2284 = distinct !{!2284, !2285, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2285 = distinct !{!2285, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2286 = distinct !{!2286, !2287, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2287 = distinct !{!2287, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2288 = distinct !{!2288, !2289, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %b"}
!2289 = distinct !{!2289, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE"}
!2290 = !{!2291, !2292, !2293, !2294, !2296, !2278}
!2291 = distinct !{!2291, !2285, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2292 = distinct !{!2292, !2287, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2293 = distinct !{!2293, !2289, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %a"}
!2294 = distinct !{!2294, !2295, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %_1"}
!2295 = distinct !{!2295, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E"}
!2296 = distinct !{!2296, !2295, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %state"}
!2297 = !{!2293}
!2298 = !{!2288}
!2299 = !{!2286}
!2300 = !{!2292}
!2301 = !{!2284}
!2302 = !{!2291}
!2303 = !{!2291, !2292, !2293, !2278, !2275}
!2304 = !{!2284, !2286, !2288, !2294, !2296, !2281}
!2305 = !{!2294, !2296, !2281}
!2306 = !{!2307, !2309, !2311, !2278, !2275}
!2307 = distinct !{!2307, !2308, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2308 = distinct !{!2308, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2309 = distinct !{!2309, !2310, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2310 = distinct !{!2310, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2311 = distinct !{!2311, !2312, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %a"}
!2312 = distinct !{!2312, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE"}
!2313 = !{!2314, !2315, !2316, !2317, !2319, !2281}
!2314 = distinct !{!2314, !2308, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2315 = distinct !{!2315, !2310, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2316 = distinct !{!2316, !2312, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %b"}
!2317 = distinct !{!2317, !2318, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %_1"}
!2318 = distinct !{!2318, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E"}
!2319 = distinct !{!2319, !2318, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %state"}
!2320 = !{!2317, !2319, !2281}
!2321 = !{!2322, !2324, !2326, !2278, !2275}
!2322 = distinct !{!2322, !2323, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %other"}
!2323 = distinct !{!2323, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt"}
!2324 = distinct !{!2324, !2325, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 1"}
!2325 = distinct !{!2325, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E"}
!2326 = distinct !{!2326, !2327, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %a"}
!2327 = distinct !{!2327, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE"}
!2328 = !{!2329, !2330, !2331, !2332, !2334, !2281}
!2329 = distinct !{!2329, !2323, !"_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt: %self"}
!2330 = distinct !{!2330, !2325, !"_ZN4core3ops8function5FnMut8call_mut17h15a37f94fc003d53E: argument 0"}
!2331 = distinct !{!2331, !2327, !"_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h61ad4305402aa7cfE: %b"}
!2332 = distinct !{!2332, !2333, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %_1"}
!2333 = distinct !{!2333, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E"}
!2334 = distinct !{!2334, !2333, !"_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0c5f3166cf7b1961E: %state"}
!2335 = !{!2332, !2334, !2281}
!2336 = !{!2337, !2275}
!2337 = distinct !{!2337, !2338, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E: %self.0"}
!2338 = distinct !{!2338, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17h9dd5e2ad3dfe7684E"}
!2339 = !{!2340}
!2340 = distinct !{!2340, !2341, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %self"}
!2341 = distinct !{!2341, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E"}
!2342 = !{!2343}
!2343 = distinct !{!2343, !2341, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h699be8a00c735fc1E: %_0"}
!2344 = !{!2345}
!2345 = distinct !{!2345, !2346, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h8750af1e5fc913b4E: %self"}
!2346 = distinct !{!2346, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h8750af1e5fc913b4E"}
!2347 = !{!2348, !2350}
!2348 = distinct !{!2348, !2349, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E: %self.0"}
!2349 = distinct !{!2349, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E"}
!2350 = distinct !{!2350, !2349, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h5061eef81f226f62E: %f"}
!2351 = !{!2348}
!2352 = !{!2353, !2348, !2350}
!2353 = distinct !{!2353, !2354, !"_ZN4core3fmt8builders9DebugList7entries17hab82ff94ec72feabE: %self"}
!2354 = distinct !{!2354, !"_ZN4core3fmt8builders9DebugList7entries17hab82ff94ec72feabE"}
!2355 = !{i64 0, i64 3}
